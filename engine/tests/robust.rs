//! Legality over random positions of every game, prompt stops, levels.

use acedrex_engine::matchplay::{play_match_until, play_match_with, Player};
use acedrex_engine::sprt::{Sprt, Verdict};
use acedrex_engine::{choose_arrangement, Engine, Limits};
use acedrex_rules::{Arrangement, Game, Position, VariantId};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn never_returns_an_illegal_move() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut engine = Engine::new(8);
    for id in VariantId::ALL {
        for playout in 0..6 {
            let mut game = Game::new(id);
            let mut hashes = vec![game.position().hash()];
            let plies = 10 + playout * 25;
            for _ in 0..plies {
                if game.is_over() {
                    break;
                }
                let legal = game.position().legal_moves();
                let m = legal[(rng(&mut seed) % legal.len() as u64) as usize];
                game.play(m).unwrap();
                hashes.push(game.position().hash());
            }
            let pos = game.position().clone();
            let level = 1 + (rng(&mut seed) % 8) as u8;
            let limits = Limits {
                depth: Some(2),
                nodes: Some(20_000),
                ..Limits::default()
            };
            let r = engine.search(&pos, &hashes, &limits, level);
            let legal = pos.legal_moves();
            match r.best {
                Some(m) => {
                    assert!(legal.contains(&m), "{id}: {} {:?}", pos.fen(), m);
                    // The PV is a legal line.
                    let mut p = pos.clone();
                    for pm in &r.pv {
                        assert!(
                            p.legal_moves().contains(pm),
                            "{id}: bad pv in {}",
                            pos.fen()
                        );
                        p.play(*pm);
                    }
                }
                None => assert!(legal.is_empty(), "{id}: no move in {}", pos.fen()),
            }
        }
    }
}

#[test]
fn stop_flag_stops_an_infinite_search() {
    let pos = Position::start(VariantId::Perfect12);
    let flag = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        stop: Some(flag.clone()),
        ..Limits::default()
    };
    let setter = {
        let flag = flag.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            flag.store(true, Ordering::Relaxed);
        })
    };
    let t = Instant::now();
    let mut e = Engine::new(16);
    let r = e.search(&pos, &[], &limits, 8);
    setter.join().unwrap();
    assert!(
        t.elapsed() < Duration::from_millis(1500),
        "{:?}",
        t.elapsed()
    );
    assert!(pos.legal_moves().contains(&r.best.unwrap()));
}

#[test]
fn time_limit_is_kept() {
    for id in [VariantId::ZanzibarXl, VariantId::GrantAcedrex] {
        let pos = Position::start(id);
        let mut e = Engine::new(16);
        let t = Instant::now();
        let r = e.search(
            &pos,
            &[],
            &Limits {
                time: Some(Duration::from_millis(300)),
                ..Limits::default()
            },
            8,
        );
        assert!(
            t.elapsed() < Duration::from_millis(1300),
            "{id}: {:?}",
            t.elapsed()
        );
        assert!(pos.legal_moves().contains(&r.best.unwrap()));
        assert!(r.depth >= 2, "{id}: depth {}", r.depth);
    }
}

#[test]
fn a_fixed_time_a_move_is_used_whole() {
    // `whole_time`: no early stop after an iteration late in the time; the search ends at
    // its deadline (well before depth 96 in these positions). In the Rook ending the
    // iterations are quick, so without it one nearly always ends in the last 30% of the
    // time and the search stops there.
    for (id, fen) in [
        (VariantId::Shako, None),
        (VariantId::Tamerlane2, None),
        (
            VariantId::Chess,
            Some("8/pp3k2/2p5/8/2P1R3/1P3r2/P4K2/8 w - - 0 1"),
        ),
    ] {
        let pos = match fen {
            Some(f) => Position::from_fen(id, f).unwrap(),
            None => Position::start(id),
        };
        let mut e = Engine::new(16);
        let time = Duration::from_millis(250);
        let r = e.search(&pos, &[], &Limits::move_time(time), 8);
        assert!(r.elapsed >= time, "{id}: {:?}", r.elapsed);
        assert!(
            r.elapsed < time + Duration::from_millis(1000),
            "{id}: {:?}",
            r.elapsed
        );
        assert!(pos.legal_moves().contains(&r.best.unwrap()));
    }
}

#[test]
fn repetition_is_a_draw() {
    // White is a Rook down, but Kf1 repeats a position of the game (given in the
    // history), which draws: the engine takes it and scores 0.
    let fen = "4k3/8/8/8/8/8/r7/4K3 w - - 10 30";
    let pos = Position::from_fen(VariantId::Chess, fen).unwrap();
    let mut after = pos.clone();
    after.play(pos.parse_lan("e1f1").unwrap());
    let history = [after.hash(), 1, 2];
    let mut e = Engine::new(4);
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    let r = e.search(&pos, &history, &limits, 8);
    assert_eq!(pos.lan(r.best.unwrap()), "e1f1");
    assert_eq!(r.score, acedrex_engine::Score::Cp(0));
    // Without the history the Rook deficit shows.
    let r = Engine::new(4).search(&pos, &[], &limits, 8);
    assert!(
        matches!(r.score, acedrex_engine::Score::Cp(c) if c < -300),
        "{:?}",
        r.score
    );
}

/// Level 6 held to two plies, so that games against level 1 are quick.
fn level_six_at_two_plies() -> Player {
    Player {
        level: 6,
        limits: Limits {
            depth: Some(2),
            ..Limits::default()
        },
        weights: None,
        threads: 1,
    }
}

#[test]
fn level_six_beats_level_one() {
    // Depth-limited so the test is quick; level 1 keeps its noise.
    let strong = level_six_at_two_plies();
    let weak = Player::level(1);
    let s = play_match_with(VariantId::Chess, &strong, &weak, 4, 7, |_| {});
    assert!(s.wins + s.draws + s.losses == 4);
    assert!(s.wins > s.losses, "{s:?}");
    assert!(s.points() >= 3.0, "{s:?}");
}

#[test]
fn a_sequential_test_ends_a_lopsided_self_play_match_early() {
    let strong = level_six_at_two_plies();
    let weak = Player::level(1);
    let sprt = Sprt::new(0.0, 200.0).expect("valid bounds");
    let r = play_match_until(
        VariantId::Chess,
        &strong,
        &weak,
        200,
        7,
        Some(&sprt),
        |_| {},
    );
    // Level 6 is far above 200 Elo stronger: the test says so well before 200 games.
    assert_eq!(r.verdict, Some(Verdict::H1), "{r:?}");
    assert!(r.score.games() < 60, "{r:?}");
    assert_eq!(r.pairs.len() * 2, r.score.games());
}

#[test]
fn arrangement_choice_is_valid_and_deterministic() {
    for id in [VariantId::ZanzibarXl, VariantId::ZanzibarS] {
        let a = choose_arrangement(id, 42);
        assert_eq!(a, choose_arrangement(id, 42));
        assert_eq!(a.variant(), id);
        assert!(Arrangement::all(id).unwrap().contains(&a));
    }
}

#[test]
fn engine_is_send() {
    fn send<T: Send>() {}
    send::<Engine>();
}

#[test]
fn a_node_limit_is_kept() {
    // Pruned moves are counted as nodes between two checks of the limit, so the check
    // must not wait for an exact multiple of its period: the search stops within one
    // period (1,024 nodes) and one node's moves of the limit, never far beyond it.
    for id in [VariantId::Chess, VariantId::Shako, VariantId::GrantAcedrex] {
        for limit in [5_000, 20_000, 50_000] {
            let mut engine = Engine::new(8);
            let limits = Limits {
                nodes: Some(limit),
                ..Limits::default()
            };
            let r = engine.search(&Position::start(id), &[], &limits, 8);
            assert!(r.best.is_some(), "{id}");
            assert!(
                r.nodes >= limit && r.nodes <= limit + 1_024 + 400,
                "{id}: {} nodes for a limit of {limit}",
                r.nodes
            );
        }
    }
}

#[test]
fn a_new_game_searches_as_a_fresh_engine_does() {
    // Searches within a game share what they learnt (the table, the quiet moves'
    // history); a new game must forget all of it, so that the same position at the
    // start of any game gets the same answer, node for node.
    let mut game = Game::new(VariantId::Shako);
    for lan in ["e3e5", "e8e6", "c2d4"] {
        let m = game.position().parse_lan(lan).unwrap();
        game.play(m).unwrap();
    }
    let pos = game.position().clone();
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let fresh = Engine::new(8).search(&pos, &[], &limits, 8);
    let mut engine = Engine::new(8);
    let earlier = Game::new(VariantId::Chess).position().clone();
    engine.search(&earlier, &[], &limits, 8);
    engine.search(&pos, &[], &limits, 8);
    engine.new_game();
    let again = engine.search(&pos, &[], &limits, 8);
    assert_eq!((again.best, again.nodes), (fresh.best, fresh.nodes));
}
