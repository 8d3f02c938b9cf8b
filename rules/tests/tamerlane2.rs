//! Tamerlane II (11x11): hand-derived move tables for every special rule of RULES.md
//! (sections 1, 2, 3, 5 and "Tamerlane II").
//!
//! Every expected list below was worked out square by square from the rules text, not
//! copied from the program. Board: files a-k (11), ranks 1-11; FEN ranks are listed from
//! rank 11 down to rank 1. Letters: K R B N P, J Prince, S Ship, E Elephant, M Camel,
//! C Cannon, Q Queen, G Eagle. The rights field is always `-`.

mod common;
use acedrex_rules::{perft, Position, Status, VariantId};
use common::*;

const T2: VariantId = VariantId::Tamerlane2;

/// All legal moves (long algebraic) of an already built position, sorted.
fn all_moves_of(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| p.lan(*m)).collect();
    v.sort();
    v
}

// ---------------------------------------------------------------------------------------
// Ship: one diagonal step, then optionally onwards VERTICALLY outward only (never
// horizontally), no jumping. White Ship f6 on an empty board (Kings a1, k11 off its lines):
//   via g7: g7, up g8 g9 g10 g11     5      via e7: e7, up e8 e9 e10 e11   5
//   via g5: g5, down g4 g3 g2 g1     5      via e5: e5, down e4 e3 e2 e1   5
// Total 20; no h7/d7/h5/d5 (horizontal continuation) and no plain f7/e6.
// ---------------------------------------------------------------------------------------
#[test]
fn ship_open_board_20_moves() {
    let fen = "10k/11/11/11/11/5S5/11/11/11/11/K10 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f6",
        &[
            "f6g7", "f6g8", "f6g9", "f6g10", "f6g11", //
            "f6e7", "f6e8", "f6e9", "f6e10", "f6e11", //
            "f6g5", "f6g4", "f6g3", "f6g2", "f6g1", //
            "f6e5", "f6e4", "f6e3", "f6e2", "f6e1",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Ship with obstacles. White Ship f6, own Pawn g8, black Pawns e9 and g5.
//   via g7: g7, then g8 is own                          1
//   via e7: e7 e8 e9 (capture, stops)                   3
//   via g5: the first step captures, the move ends       1
//   via e5: e5 e4 e3 e2 e1                              5
// Total 10.
// ---------------------------------------------------------------------------------------
#[test]
fn ship_blocked_and_capturing() {
    let fen = "10k/11/4p6/6P4/11/5S5/6p4/11/11/11/K10 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f6",
        &[
            "f6g7", "f6e7", "f6e8", "f6e9", "f6g5", "f6e5", "f6e4", "f6e3", "f6e2", "f6e1",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Ship promotion on the opposite corner by the diagonal step, with a capture.
// White Ship b10, own Pawns a9 c9 (closing the downward steps), black Knight on a11.
//   b10a11=G: the step captures on the corner and promotes (forced, still written)
//   b10c11: not a corner, no promotion; nothing beyond c11
// Total 2. After b10a11=G an Eagle stands on a11.
// ---------------------------------------------------------------------------------------
#[test]
fn ship_promotes_on_corner_by_step_with_capture() {
    let fen = "n9k/1S9/P1P8/11/11/11/11/11/11/11/5K5 w - - 0 1";
    assert_piece_moves(T2, fen, "b10", &["b10a11=G", "b10c11"]);
    let p = play(T2, fen, &["b10a11=G"]);
    assert_eq!(fen_field(&p, 0), "G9k/11/P1P8/11/11/11/11/11/11/11/5K5");
}

// ---------------------------------------------------------------------------------------
// Ship promotion reached by the vertical slide, and no promotion on the Ship's own corners.
// White Ship j9 (Kings a1 and a11 off its lines):
//   via k10: k10, k11=G (vertical arrival on the corner)      2
//   via i10: i10, i11 (no corner)                            2
//   via k8:  k8 k7 ... k2, k1 (own side's corner: no promotion) 8
//   via i8:  i8 i7 ... i1                                    8
// Total 20.
// ---------------------------------------------------------------------------------------
#[test]
fn ship_promotes_on_corner_by_vertical_slide() {
    let fen = "k10/11/9S1/11/11/11/11/11/11/11/K10 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "j9",
        &[
            "j9k10", "j9k11=G", "j9i10", "j9i11", //
            "j9k8", "j9k7", "j9k6", "j9k5", "j9k4", "j9k3", "j9k2", "j9k1", //
            "j9i8", "j9i7", "j9i6", "j9i5", "j9i4", "j9i3", "j9i2", "j9i1",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Black Ship promotes on a1 or k1. Black Ship b2, own Pawns a3 c3: b2a1=G and b2c1 -> 2.
// ---------------------------------------------------------------------------------------
#[test]
fn black_ship_promotes_on_a1() {
    let fen = "10k/11/11/11/11/5K5/11/11/p1p8/1s9/11 b - - 0 1";
    assert_piece_moves(T2, fen, "b2", &["b2a1=G", "b2c1"]);
}

// ---------------------------------------------------------------------------------------
// Eagle (as the Gryphon): one diagonal step, then optionally outward orthogonally.
// White Eagle f6, black Pawn g7.
//   via g7: the first step captures and ends                                  1
//   via e7: e7, up e8 e9 e10 e11, left d7 c7 b7 a7                              9
//   via g5: g5, down g4 g3 g2 g1, right h5 i5 j5 k5                             9
//   via e5: e5, down e4 e3 e2 e1, left d5 c5 b5 a5                              9
// Total 28.
// ---------------------------------------------------------------------------------------
#[test]
fn eagle_moves() {
    let fen = "10k/11/11/11/6p4/5G5/11/11/11/11/K10 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f6",
        &[
            "f6g7", //
            "f6e7", "f6e8", "f6e9", "f6e10", "f6e11", "f6d7", "f6c7", "f6b7", "f6a7", //
            "f6g5", "f6g4", "f6g3", "f6g2", "f6g1", "f6h5", "f6i5", "f6j5", "f6k5", //
            "f6e5", "f6e4", "f6e3", "f6e2", "f6e1", "f6d5", "f6c5", "f6b5", "f6a5",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Elephant: 1 or 2 squares diagonally, jumping (FA). White Elephant f6, own Pawns g7 d8,
// black Pawns e5 h4.
//   one step:  e5 (capture), g5, e7 ; g7 own                          3
//   two steps: d4 (over the black e5), h4 (capture), h8 (over own g7) ; d8 own  3
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn elephant_fa_jumping() {
    let fen = "10k/11/11/3P7/6P4/5E5/4p6/7p3/11/11/K10 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f6",
        &["f6e5", "f6g5", "f6e7", "f6d4", "f6h4", "f6h8"],
    );
}

// ---------------------------------------------------------------------------------------
// Camel: (3,1) leaper. White Camel f6 hemmed in by own Pawns f7 g6 (jumped), own Pawn i7,
// black Pawn c5. Targets i7 i5 c7 c5 g9 e9 g3 e3: i7 own, c5 a capture -> 7.
// ---------------------------------------------------------------------------------------
#[test]
fn camel_leaper() {
    let fen = "10k/11/11/11/5P2P2/5MP4/2p8/11/11/11/K10 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f6",
        &["f6i5", "f6c7", "f6c5", "f6g9", "f6e9", "f6g3", "f6e3"],
    );
}

// ---------------------------------------------------------------------------------------
// Cannon: moves as a Rook to empty squares; captures only by hopping exactly one screen
// (either colour) along a rank or file, onto the first piece beyond it.
// White Cannon f6; own Pawn f8 and black Rook f10 above; black Pawn f3 and own Rook f1
// below; black Pawn g6 and black Knight i6 to the right; nothing to the left.
//   up:    f7; f8 screen, f9 empty, f10 black -> capture f10 (no f9)       2
//   down:  f5 f4; f3 screen, f2 empty, f1 own -> nothing                    2
//   left:  e6 d6 c6 b6 a6                                                   5
//   right: g6 screen at once, h6 empty, i6 black -> capture i6 (no g6, h6)  1
// Total 10.
// ---------------------------------------------------------------------------------------
#[test]
fn cannon_moves_and_hops() {
    let fen = "10k/5r5/11/5P5/11/5Cp1n2/11/11/5p5/11/K4R5 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f6",
        &[
            "f6f7", "f6f10", "f6f5", "f6f4", "f6e6", "f6d6", "f6c6", "f6b6", "f6a6", "f6i6",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Cannon check through a screen. White Cannon f1, white Pawn f6 (the screen), black King
// f11: check. Black Rooks a8 and a4.
//   King: e10 e11 g10 g11; not f10 (still on the file beyond the screen)     4
//   a8f8: interposes beyond the screen (two pieces between Cannon and King)  1
//   a4f4: a second screen in front of f6                                      1
//   every other Rook move leaves the check
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn cannon_check_through_screen() {
    let fen = "5k5/11/11/r10/11/5P5/11/r10/11/11/5C4K b - - 0 1";
    let p = pos(T2, fen);
    assert!(p.is_check());
    assert_eq!(
        all_moves_of(&p),
        sorted(&["f11e10", "f11e11", "f11g10", "f11g11", "a8f8", "a4f4"])
    );
    assert_eq!(p.status(), Status::Ongoing);
}

// ---------------------------------------------------------------------------------------
// Cannon pin with two pieces in between. Black Cannon e11; white Rook e6 and Knight e4
// stand between it and the White King e1: no check now, but if either leaves the file the
// other becomes a lone screen and the King is attacked.
//   Rook e6: e5 e7 e8 e9 e10, e11 (captures the Cannon) along the file  6
//   Knight e4: every move leaves the file                               0
//   King e1: d1 f1 d2 e2 f2 (e2 still behind two pieces)                 5
// Total 11.
// ---------------------------------------------------------------------------------------
#[test]
fn cannon_pin_through_two_pieces() {
    let fen = "4c6/11/10k/11/11/4R6/11/4N6/11/11/4K6 w - - 0 1";
    assert_moves(
        T2,
        fen,
        &[
            "e6e5", "e6e7", "e6e8", "e6e9", "e6e10", "e6e11", "e1d1", "e1f1", "e1d2", "e1e2",
            "e1f2",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Prince: King steps, not royal, plus a non-capturing 2-step straight forward from rank 2
// (path empty). White Princes e2 and i2, King k1; black Rook a3 sweeps rank 3, black Pawn
// i4.
//   e2: d1 e1 f1 d2 f2 d3 e3 f3 (rank 3 attacked: allowed, not royal) + e4 (2-step)  9
//   i2: h1 i1 j1 h2 j2 h3 i3 j3; no i4 (occupied: the 2-step never captures)         8
// ---------------------------------------------------------------------------------------
#[test]
fn prince_steps_and_double_step() {
    let fen = "10k/11/11/11/11/11/11/8p2/r10/4J3J2/10K w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "e2",
        &[
            "e2d1", "e2e1", "e2f1", "e2d2", "e2f2", "e2d3", "e2e3", "e2f3", "e2e4",
        ],
    );
    assert_piece_moves(
        T2,
        fen,
        "i2",
        &[
            "i2h1", "i2i1", "i2j1", "i2h2", "i2j2", "i2h3", "i2i3", "i2j3",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Prince 2-step blocked on the passed square: Prince e2 with a black Pawn e3 in front:
// steps d1 e1 f1 d2 f2 d3 f3 and the capture e3 -> 8, no e4.
// ---------------------------------------------------------------------------------------
#[test]
fn prince_double_step_needs_empty_path() {
    let fen = "10k/11/11/11/11/11/11/11/4p6/4J6/10K w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "e2",
        &[
            "e2d1", "e2e1", "e2f1", "e2d2", "e2f2", "e2d3", "e2e3", "e2f3",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// The Prince 2-step is allowed from rank 2 whatever the Prince's history: after e2d2 (and a
// black King move) the Prince d2 has c1 d1 e1 c2 e2 c3 d3 e3 and d4 -> 9.
// ---------------------------------------------------------------------------------------
#[test]
fn prince_double_step_after_moving_along_rank_2() {
    let p = play(
        T2,
        "10k/11/11/11/11/11/11/11/11/4J6/10K w - - 0 1",
        &["e2d2", "k11k10"],
    );
    let mut got: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from.to_string() == "d2")
        .map(|m| p.lan(*m))
        .collect();
    got.sort();
    assert_eq!(
        got,
        sorted(&["d2c1", "d2d1", "d2e1", "d2c2", "d2e2", "d2c3", "d2d3", "d2e3", "d2d4"])
    );
}

// ---------------------------------------------------------------------------------------
// A Prince 2-step is never taken en passant: after e2e4 the en-passant field is `-`, and
// the black Pawn d4 (which would take a Pawn on e3) has only d4d3. Black's moves:
// d4d3 and King k11: j11 j10 k10 -> 4.
// ---------------------------------------------------------------------------------------
#[test]
fn prince_double_step_not_en_passant() {
    let p = play(
        T2,
        "10k/11/11/11/11/11/11/3p7/11/4J6/10K w - - 0 1",
        &["e2e4"],
    );
    assert_eq!(fen_field(&p, 3), "-");
    assert_eq!(
        all_moves_of(&p),
        sorted(&["d4d3", "k11j11", "k11j10", "k11k10"])
    );
}

// ---------------------------------------------------------------------------------------
// Black Prince 2-step from rank 10. Black Prince g10: f11 g11 h11 f10 h10 f9 g9 h9 + g8 (9);
// King k11: j11 j10 k10 (3). Total 12.
// ---------------------------------------------------------------------------------------
#[test]
fn black_prince_double_step() {
    let fen = "10k/6j4/11/11/11/11/11/11/11/11/K10 b - - 0 1";
    assert_moves(
        T2,
        fen,
        &[
            "g10f11", "g10g11", "g10h11", "g10f10", "g10h10", "g10f9", "g10g9", "g10h9", "g10g8",
            "k11j11", "k11j10", "k11k10",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Prince promotion (compulsory, to Queen) on any move ending on the last rank, captures
// included. White Prince e10, black Rook d11:
//   d9 e9 f9 d10 f10, e10d11=Q (capture), e10e11=Q, e10f11=Q    8
//   King a1: a2 b1 b2                                           3
// Total 11.
// ---------------------------------------------------------------------------------------
#[test]
fn prince_promotes_to_queen_including_by_capture() {
    let fen = "3r6k/4J6/11/11/11/11/11/11/11/11/K10 w - - 0 1";
    assert_moves(
        T2,
        fen,
        &[
            "e10d9", "e10e9", "e10f9", "e10d10", "e10f10", "e10d11=Q", "e10e11=Q", "e10f11=Q",
            "a1a2", "a1b1", "a1b2",
        ],
    );
    let p = play(T2, fen, &["e10d11=Q"]);
    assert_eq!(fen_field(&p, 0), "3Q6k/11/11/11/11/11/11/11/11/11/K10");
}

// ---------------------------------------------------------------------------------------
// Pawn: orthodox, 2-step only from its start rank (rank 3 / rank 9).
// White Pawn e3: e4 e5. White Pawn g4: g5 only. Black Pawn c9: c8 c7. Black Pawn i8: i7.
// ---------------------------------------------------------------------------------------
#[test]
fn pawn_double_step_only_from_start_rank() {
    let w = "10k/11/2p8/8p2/11/11/11/6P4/4P6/11/K10 w - - 0 1";
    assert_piece_moves(T2, w, "e3", &["e3e4", "e3e5"]);
    assert_piece_moves(T2, w, "g4", &["g4g5"]);
    let b = "10k/11/2p8/8p2/11/11/11/6P4/4P6/11/K10 b - - 0 1";
    assert_piece_moves(T2, b, "c9", &["c9c8", "c9c7"]);
    assert_piece_moves(T2, b, "i8", &["i8i7"]);
    // The 2-step writes its passed square.
    let p = play(T2, w, &["e3e5"]);
    assert_eq!(fen_field(&p, 3), "e4");
}

// ---------------------------------------------------------------------------------------
// En passant as in chess. Black Pawn d9 makes its 2-step to d7 past d8, next to the white
// Pawn e7. The field reads `d8`; White's moves: e7e8, e7d8 (en passant), King a1: a2 b1 b2
// -> 5. Taking removes the Pawn from d7.
// ---------------------------------------------------------------------------------------
#[test]
fn pawn_en_passant() {
    let p = play(
        T2,
        "10k/11/3p7/11/4P6/11/11/11/11/11/K10 b - - 0 1",
        &["d9d7"],
    );
    assert_eq!(fen_field(&p, 3), "d8");
    assert_eq!(
        all_moves_of(&p),
        sorted(&["e7e8", "e7d8", "a1a2", "a1b1", "a1b2"])
    );
    let mut p = p;
    let m = p.parse_lan("e7d8").unwrap();
    p.play(m);
    assert_eq!(fen_field(&p, 0), "10k/11/11/3P7/11/11/11/11/11/11/K10");
}

// ---------------------------------------------------------------------------------------
// Pawn promotion, compulsory, to Queen only, straight or by capture. White Pawn e10; black
// Rook d11 and Knight f11: e10e11=Q, e10d11=Q, e10f11=Q -> 3.
// ---------------------------------------------------------------------------------------
#[test]
fn pawn_promotes_to_queen_only() {
    let fen = "3r1n4k/4P6/11/11/11/11/11/11/11/11/K10 w - - 0 1";
    assert_piece_moves(T2, fen, "e10", &["e10e11=Q", "e10d11=Q", "e10f11=Q"]);
}

// ---------------------------------------------------------------------------------------
// No castling and no King leap. White King f2 between Rooks a2 and k2 on an empty rank:
// only the 8 King steps e1 f1 g1 e2 g2 e3 f3 g3. The rights field is `-` from the start
// and stays so after a King move.
// ---------------------------------------------------------------------------------------
#[test]
fn no_castling() {
    let fen = "11/5k5/11/11/11/11/11/11/11/R4K4R/11 w - - 0 1";
    assert_piece_moves(
        T2,
        fen,
        "f2",
        &[
            "f2e1", "f2f1", "f2g1", "f2e2", "f2g2", "f2e3", "f2f3", "f2g3",
        ],
    );
    let start = Position::start(T2);
    assert_eq!(fen_field(&start, 2), "-");
    let p = play(T2, &start.fen(), &["f2f1"]);
    assert_eq!(fen_field(&p, 2), "-");
}

// ---------------------------------------------------------------------------------------
// Succession. White King a1 is mated: the Rook a10 checks along the a-file, the Rook b11
// holds b1 b2. The Prince k5 is not attacked, so the only legal move is the swap `k5=K`;
// the status is not Checkmate. Afterwards King k5, Prince a1, Black to move (half-move
// clock +1), and Black may take the new Prince (a10a1).
// ---------------------------------------------------------------------------------------
#[test]
fn succession_single_prince() {
    let fen = "1r9/r10/11/11/6k4/11/10J/11/11/11/K10 w - - 0 1";
    let p = pos(T2, fen);
    assert!(p.is_check());
    assert_eq!(all_moves_of(&p), sorted(&["k5=K"]));
    assert_eq!(p.status(), Status::Ongoing);
    let p = play(T2, fen, &["k5=K"]);
    assert_eq!(p.fen(), "1r9/r10/11/11/6k4/11/10K/11/11/11/J10 b - - 1 1");
    assert!(all_moves_of(&p).contains(&"a10a1".to_string()));
}

// ---------------------------------------------------------------------------------------
// Several qualifying Princes give several moves; an attacked Prince does not qualify.
// Same mate; Princes k5 and k3 (safe) and e10 (attacked by the Rook a10 along rank 10).
// None of the Princes' own moves stops the check. Moves: k3=K, k5=K -> 2.
// ---------------------------------------------------------------------------------------
#[test]
fn succession_several_princes_attacked_one_excluded() {
    let fen = "1r9/r3J6/11/11/6k4/11/10J/11/10J/11/K10 w - - 0 1";
    assert_moves(T2, fen, &["k3=K", "k5=K"]);
}

// ---------------------------------------------------------------------------------------
// Checkmate when the only Prince is attacked: same mate, Prince e10 on the Rook's rank.
// No legal move, status Checkmate.
// ---------------------------------------------------------------------------------------
#[test]
fn checkmate_when_only_prince_is_attacked() {
    let p = pos(T2, "1r9/r3J6/11/11/6k4/11/11/11/11/11/K10 w - - 0 1");
    assert!(p.is_check());
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.status(), Status::Checkmate);
}

// ---------------------------------------------------------------------------------------
// No succession while another legal move exists: without the Rook b11 the King escapes to
// b1 or b2, so the moves are exactly a1b1 a1b2 (no k5=K; the Prince cannot block a2-a9).
// ---------------------------------------------------------------------------------------
#[test]
fn no_succession_when_king_can_escape() {
    let fen = "11/r10/11/11/6k4/11/10J/11/11/11/K10 w - - 0 1";
    assert_moves(T2, fen, &["a1b1", "a1b2"]);
}

// ---------------------------------------------------------------------------------------
// Black succession: Black King a11 mated by the Rooks a2 (a-file) and b1 (b-file); the
// black Prince k7 is safe: the only move is k7=K. Afterwards Black's Prince is on a11,
// its King on k7, White to move, full-move number 2.
// ---------------------------------------------------------------------------------------
#[test]
fn succession_black() {
    let fen = "k10/11/11/11/10j/11/6K4/11/11/R10/1R9 b - - 0 1";
    assert_moves(T2, fen, &["k7=K"]);
    let p = play(T2, fen, &["k7=K"]);
    assert_eq!(p.fen(), "j10/11/11/11/10k/11/6K4/11/11/R10/1R9 w - - 1 2");
}

// ---------------------------------------------------------------------------------------
// "Not attacked now" counts hopping attacks that use the King as the screen. White King a6
// is mated: Bishop d9 checks via c8 b7, the Rook b11 holds b5 b6 b7, the Knight c6 holds
// a5 a7. The black Cannon a11 hops over the King a6 onto the Prince a1, so that Prince is
// attacked and does not qualify; the Prince k1 is safe. Moves: k1=K only.
// Without the k1 Prince it is checkmate.
// ---------------------------------------------------------------------------------------
#[test]
fn succession_prince_attacked_through_king_screen() {
    assert_moves(
        T2,
        "cr8k/11/3b7/11/11/K1n8/11/11/11/11/J9J w - - 0 1",
        &["k1=K"],
    );
    let p = pos(T2, "cr8k/11/3b7/11/11/K1n8/11/11/11/11/J10 w - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.status(), Status::Checkmate);
}

// ---------------------------------------------------------------------------------------
// A Prince shielded by its own King is not attacked now, so it qualifies. White King c1 is
// mated by the Rooks h1 (rank 1, b1 behind the King included) and k2 (rank 2). The Prince
// a1 is behind the King on the Rook's rank: the King blocks the line, so a1=K is the only
// move; afterwards the new Prince c1 shields the King a1 in the same way.
// ---------------------------------------------------------------------------------------
#[test]
fn succession_prince_shielded_by_king() {
    let fen = "10k/11/11/11/11/11/11/11/11/10r/J1K4r3 w - - 0 1";
    assert_moves(T2, fen, &["a1=K"]);
    let p = play(T2, fen, &["a1=K"]);
    assert_eq!(p.fen(), "10k/11/11/11/11/11/11/11/11/10r/K1J4r3 b - - 1 1");
    assert!(!p.is_check());
}

// ---------------------------------------------------------------------------------------
// A pinned Ship. White King c1, Ship d2, black Bishop g5 on the c1-g5 diagonal.
// The Ship may only step to e3 (on the line); going on from e3 vertically, or stepping to
// c3 or e1, leaves the line. King c1: b1 d1 b2 c2 -> total 5.
// ---------------------------------------------------------------------------------------
#[test]
fn pinned_ship() {
    let fen = "10k/11/11/11/11/11/6b4/11/11/3S7/2K8 w - - 0 1";
    assert_moves(T2, fen, &["d2e3", "c1b1", "c1d1", "c1b2", "c1c2"]);
}

// ---------------------------------------------------------------------------------------
// Stalemate is a draw here (status Stalemate). Black King a11; white King c10 covers b10 b11,
// Bishop d7 covers a10.
// ---------------------------------------------------------------------------------------
#[test]
fn stalemate() {
    let p = pos(T2, "k10/2K8/11/11/3B7/11/11/11/11/11/11 b - - 0 1");
    assert!(!p.is_check());
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.status(), Status::Stalemate);
}

// ---------------------------------------------------------------------------------------
// Pieces that must have promoted are rejected: a Pawn or a Prince on the last rank, a Ship
// on an opposite corner.
// ---------------------------------------------------------------------------------------
#[test]
fn unpromoted_pieces_on_last_rank_rejected() {
    for fen in [
        "4P5k/11/11/11/11/11/11/11/11/11/K10 w - - 0 1",
        "4J5k/11/11/11/11/11/11/11/11/11/K10 w - - 0 1",
        "S9k/11/11/11/11/11/11/11/11/11/K10 w - - 0 1",
        "10k/11/11/11/11/11/11/11/11/11/K9s w - - 0 1",
    ] {
        assert!(Position::from_fen(T2, fen).is_err(), "{fen} accepted");
    }
}

// ---------------------------------------------------------------------------------------
// perft from the start position
// `e1m1c1c1m1e/rnbsjkjsbnr/ppppppppppp/11/11/11/11/11/PPPPPPPPPPP/RNBSJKJSBNR/E1M1C1C1M1E w - - 0 1`.
// Depth 1 by hand (rank 1: E . M . C . C . M . E; rank 2: R N B S J K J S B N R; Pawns rank 3):
//   Pawns a3..k3: 1 and 2 steps                                        22
//   Elephants a1 k1: b2/j2 own, c3/i3 own Pawns                          0
//   Camels c1: d4 b4 ; i1: j4 h4 (f2 own King)                           4
//   Cannons e1: d1 f1 ; g1: f1 h1 (no hop captures: own pieces)          4
//   Rooks a2 k2: boxed in                                                0
//   Knights b2: a4 c4 d1 ; j2: i4 k4 h1                                  6
//   Bishops c2: b1 d1 ; i2: h1 j1                                        4
//   Ships d2 h2: all four diagonal neighbours occupied                   0
//   Princes e2: d1 f1 ; g2: f1 h1 (2-step blocked by the Pawns)          4
//   King f2: f1                                                          1
//   total 45.
// Depth 2: Black mirrors White; no White first move reaches rank 6 or beyond or changes
// what Black's pieces can do (Black's moves stay on ranks >= 7, no check, no en-passant
// capture possible), so 45 * 45 = 2025. Depth 3 is the program's figure, accepted once
// depth 1, 2 and the special-rule tables above agree.
// ---------------------------------------------------------------------------------------
#[test]
fn perft_start_position() {
    let start = Position::start(T2);
    assert_eq!(
        start.fen(),
        "e1m1c1c1m1e/rnbsjkjsbnr/ppppppppppp/11/11/11/11/11/PPPPPPPPPPP/RNBSJKJSBNR/E1M1C1C1M1E w - - 0 1"
    );
    assert_eq!(perft(&start, 1), 45);
    assert_eq!(perft(&start, 2), 2025);
    assert_eq!(perft(&start, 3), 93_277);
}
