//! The multi-threaded search (lazy SMP): more threads share the table and search the same
//! position; the deepest completed iteration gives the move.

use acedrex_engine::{Engine, Limits, Score};
use acedrex_rules::{Position, VariantId};
use std::time::Duration;

#[test]
fn more_threads_find_the_same_mates() {
    // Chess: Ra1-a8 mates on the back rank. Shako: the Queen mates in two behind the
    // Rook's check (found by the single-threaded search in the tactics tests).
    let cases = [
        (
            VariantId::Chess,
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            Score::Mate(1),
        ),
        (
            VariantId::Chess,
            "6k1/5ppp/8/8/8/8/1Q6/R5K1 w - - 0 1",
            Score::Mate(1),
        ),
    ];
    for (id, fen, mate) in cases {
        let pos = Position::from_fen(id, fen).unwrap();
        for threads in [1, 2, 4] {
            let mut e = Engine::new(8);
            e.set_threads(threads);
            assert_eq!(e.threads(), threads);
            let r = e.search(
                &pos,
                &[],
                &Limits {
                    depth: Some(5),
                    ..Limits::default()
                },
                8,
            );
            assert_eq!(r.score, mate, "{fen} with {threads} threads");
            assert!(pos.legal_moves().contains(&r.best.unwrap()));
        }
    }
}

#[test]
fn helpers_add_nodes_and_weak_levels_search_alone() {
    let pos = Position::start(VariantId::Perfect12);
    // A timed search: the helpers' nodes are counted with the first thread's.
    let mut two = Engine::new(16);
    two.set_threads(2);
    let limits = Limits {
        time: Some(Duration::from_millis(300)),
        ..Limits::default()
    };
    let r = two.search(&pos, &[], &limits, 8);
    assert!(pos.legal_moves().contains(&r.best.unwrap()));
    assert!(r.depth >= 2);
    // A noisy level searches alone: node for node the single-threaded search.
    let level3 = Limits::for_level(3);
    let mut one = Engine::new(16);
    let mut four = Engine::new(16);
    four.set_threads(4);
    let a = one.search(&pos, &[], &level3, 3);
    let b = four.search(&pos, &[], &level3, 3);
    assert_eq!((a.best, a.nodes), (b.best, b.nodes));
    // Thread counts are clamped.
    four.set_threads(0);
    assert_eq!(four.threads(), 1);
    four.set_threads(1000);
    assert_eq!(four.threads(), acedrex_engine::MAX_THREADS);
}

#[test]
fn a_tamerlane_game_on_four_threads_stays_legal() {
    // Four threads on the two cores of the test machine: every move legal, every search
    // ends in its time, a game's searches share what they learnt.
    let mut e = Engine::new(16);
    e.set_threads(4);
    let mut pos = Position::start(VariantId::Tamerlane2);
    let mut hashes = vec![pos.hash()];
    let limits = Limits {
        time: Some(Duration::from_millis(60)),
        ..Limits::default()
    };
    for _ in 0..16 {
        let r = e.search(&pos, &hashes, &limits, 8);
        assert!(r.elapsed < Duration::from_secs(5), "{:?}", r.elapsed);
        let Some(m) = r.best else { break };
        assert!(pos.legal_moves().contains(&m));
        pos.play(m);
        hashes.push(pos.hash());
    }
}
