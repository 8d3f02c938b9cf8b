//! Mates, wins and game-specific goals the search must find (depth-limited, so quick).

use acedrex_engine::{Engine, Limits, Score};
use acedrex_rules::{MoveKind, Position, VariantId};

fn search(id: VariantId, fen: &str, depth: u32) -> (Position, acedrex_engine::SearchResult) {
    let pos = Position::from_fen(id, fen).expect("test position");
    let mut e = Engine::new(16);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let r = e.search(&pos, &[], &limits, 8);
    let best = r.best.expect("a move");
    assert!(pos.legal_moves().contains(&best), "illegal {best:?}");
    (pos, r)
}

#[test]
fn chess_back_rank_mate_in_one() {
    let (pos, r) = search(VariantId::Chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3);
    assert_eq!(pos.lan(r.best.unwrap()), "a1a8");
    assert_eq!(r.score, Score::Mate(1));
}

#[test]
fn chess_rook_ladder_mate_in_two() {
    let (pos, r) = search(VariantId::Chess, "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 5);
    assert_eq!(
        r.score,
        Score::Mate(2),
        "{:?}",
        r.pv.iter().map(|m| pos.lan(*m)).collect::<Vec<_>>()
    );
}

#[test]
fn chess_being_mated_is_negative() {
    // Black to move cannot stop Ra8 mate... every move loses to the ladder.
    let (_, r) = search(VariantId::Chess, "7k/R7/1R6/8/8/8/8/6K1 b - - 0 1", 4);
    assert_eq!(r.score, Score::Mate(-1));
}

#[test]
fn kmf_archer_shot_mates() {
    // The Archer on a12 shoots the Knight on f12; with the line open it checks l12,
    // whose flight squares are its own Pawns: mate by a shot.
    let fen = "A4n5k/10pp/12/12/12/12/12/12/12/12/12/K11 w - - 0 1";
    let (pos, r) = search(VariantId::Kmf, fen, 3);
    let m = r.best.unwrap();
    assert_eq!(m.kind, MoveKind::Shot, "{}", pos.lan(m));
    assert_eq!(pos.lan(m), "a12xf12");
    assert_eq!(r.score, Score::Mate(1));
}

#[test]
fn perfect12_lion_double_capture_wins_two_pieces() {
    // Lion f6 takes the Rook on f7 and goes on to take the Queen on f8; any single
    // capture loses the Lion.
    let fen = "11k/12/12/12/4pq6/5r6/5L6/12/12/12/12/K11 w - - 0 1";
    let (pos, r) = search(VariantId::Perfect12, fen, 4);
    let m = r.best.unwrap();
    assert_eq!(m.kind, MoveKind::LionDouble, "{}", pos.lan(m));
    assert_eq!(pos.lan(m), "f6f7f8");
    assert!(matches!(r.score, Score::Cp(c) if c > 800), "{:?}", r.score);
}

#[test]
fn shako_cannon_mates() {
    // Cannon a1-j1 checks j10 over the Pawn on j9; the Elephant covers i10.
    let fen = "9k/8pp/6E3/10/10/10/10/K9/10/C9 w - - 0 1";
    let (pos, r) = search(VariantId::Shako, fen, 3);
    assert_eq!(pos.lan(r.best.unwrap()), "a1j1");
    assert_eq!(r.score, Score::Mate(1));
}

#[test]
fn zanzibar_cannon_mates() {
    // The same pattern on 12×12: Cannon b1-l1 checks l12 over the Pawn on l11; the
    // Elephant on i10 covers k12.
    let fen = "11k/10pp/8E3/12/12/12/12/12/12/K11/12/1C10 w - - 0 1";
    let (pos, r) = search(VariantId::ZanzibarXl, fen, 3);
    assert_eq!(pos.lan(r.best.unwrap()), "b1l1");
    assert_eq!(r.score, Score::Mate(1));
}

#[test]
fn grant_acedrex_stalemate_wins() {
    // Black's Pawn is blocked and the White Pawn covers b11; a Crocodile (Bishop) on the
    // b12 diagonal leaves Black without a move, and a stalemated side loses Grant
    // Acedrex. No check is possible, so only the stalemate wins at once.
    let fen = "k11/p11/P4C6/12/12/12/12/12/12/12/12/11K w - - 0 1";
    let (mut pos, r) = search(VariantId::GrantAcedrex, fen, 3);
    assert_eq!(r.score, Score::Mate(1));
    pos.play(r.best.unwrap());
    assert_eq!(pos.status(), acedrex_rules::Status::Stalemate);
}

#[test]
fn grant_acedrex_bare_king_wins() {
    // Taking Black's last piece leaves a bare King: an immediate win.
    let fen = "z10k/12/12/12/12/12/12/12/12/12/12/R10K w - - 0 1";
    let (pos, r) = search(VariantId::GrantAcedrex, fen, 3);
    assert_eq!(pos.lan(r.best.unwrap()), "a1a12");
    assert_eq!(r.score, Score::Mate(1));
}

#[test]
fn tamerlane_succession_is_played_when_mated() {
    // White's King is mated on a1 but the Prince on k6 may take over.
    let fen = "10k/11/11/11/11/10J/11/11/11/PP9/K1r8 w - - 0 1";
    let (_, r) = search(VariantId::Tamerlane2, fen, 3);
    assert_eq!(r.best.unwrap().kind, MoveKind::Succession);
}

#[test]
fn prefers_winning_material() {
    // A Queen hangs on d5; the Knight takes it.
    let (pos, r) = search(VariantId::Chess, "4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1", 4);
    assert_eq!(pos.lan(r.best.unwrap()), "c3d5");
    // And in Perfect 12: a hanging Gryphon is taken.
    let (pos, r) = search(
        VariantId::Perfect12,
        "11k/12/12/12/12/12/5g6/12/4N7/12/12/K11 w - - 0 1",
        3,
    );
    assert_eq!(pos.lan(r.best.unwrap()), "e4f6");
}

#[test]
fn no_legal_move_returns_none() {
    for (id, fen) in [
        (VariantId::Chess, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"),
        (VariantId::Chess, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
    ] {
        let pos = Position::from_fen(id, fen).unwrap();
        let mut e = Engine::new(1);
        let r = e.search(&pos, &[], &Limits::for_level(5), 5);
        assert!(r.best.is_none());
    }
}

#[test]
fn rook_ladder_mate_in_two_on_big_boards() {
    // (Not Grant Acedrex: there a lone King is already lost to the bare-King rule.)
    for (id, fen) in [
        (
            VariantId::Perfect12,
            "11k/12/12/12/12/12/12/12/12/12/R11/1R4K5 w - - 0 1",
        ),
        (
            VariantId::Tamerlane2,
            "10k/11/11/11/11/11/11/11/11/R10/1R4K4 w - - 0 1",
        ),
        (
            VariantId::ZanzibarS,
            "11k/12/12/12/12/12/12/12/12/12/R11/1R4K5 w - - 0 1",
        ),
    ] {
        let (_, r) = search(id, fen, 5);
        assert_eq!(r.score, Score::Mate(2), "{id}");
    }
}

#[test]
fn mates_survive_the_pruning_near_the_leaves() {
    // Mate in two among some sixty moves (Rooks, Knights, King): move-count pruning and
    // futility must neither hide the mate nor skip a defence and claim a false one.
    for (fen, mate) in [
        ("k7/8/2K5/8/8/8/1NN5/6RR w - - 0 1", 2),
        // Black to move is mated next move whatever it plays.
        ("k7/8/1K6/8/8/8/1NN5/6RR b - - 0 1", -1),
    ] {
        let (_, r) = search(VariantId::Chess, fen, 6);
        assert_eq!(r.score, Score::Mate(mate), "{fen}");
    }
}
