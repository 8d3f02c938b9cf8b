//! Grant Acedrex (12x12): hand-derived move tables for every special rule of RULES.md
//! (sections 1, 2, 3, 5 and "Grant Acedrex").
//!
//! Every expected list below was worked out square by square from the rules text, not
//! copied from the program. Board: files a-l (12), ranks 1-12; FEN ranks are listed from
//! rank 12 down to rank 1. Letters: K R P, A Aanca, U Unicornio, L Lion, Z Giraffe,
//! C Crocodile. Rights field `K`/`k` = that King still has its first-move leap.

mod common;
use acedrex_rules::{perft, Position, Status, VariantId};
use common::*;

const GA: VariantId = VariantId::GrantAcedrex;

/// The moves (long algebraic) of the piece on `from` in an already built position.
fn piece_moves_of(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from.to_string() == from)
        .map(|m| p.lan(*m))
        .collect();
    v.sort();
    v
}

// ---------------------------------------------------------------------------------------
// Aanca: one diagonal step, then optionally any distance orthogonally *outward* (away from
// the start: after the step (dx, dy) it may go on in (dx, 0) or (0, dy)), never jumping.
//
// White Aanca f6 on an empty board (Kings a1 and l12 are off all its lines).
//   step g7 (+1,+1): g7, then up g8..g12 (5) and right h7..l7 (5)  -> 11
//   step e7 (-1,+1): e7, then up e8..e12 (5) and left d7..a7 (4)   -> 10
//   step g5 (+1,-1): g5, then down g4..g1 (4) and right h5..l5 (5) -> 10
//   step e5 (-1,-1): e5, then down e4..e1 (4) and left d5..a5 (4)  ->  9
// Total 40. No plain orthogonal move (f7, f5, e6, g6) and no second diagonal step (h8).
// ---------------------------------------------------------------------------------------
#[test]
fn aanca_open_board_40_moves() {
    let fen = "11k/12/12/12/12/12/5A6/12/12/12/12/K11 w - - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "f6",
        &[
            // via g7
            "f6g7", "f6g8", "f6g9", "f6g10", "f6g11", "f6g12", "f6h7", "f6i7", "f6j7", "f6k7",
            "f6l7", //
            // via e7
            "f6e7", "f6e8", "f6e9", "f6e10", "f6e11", "f6e12", "f6d7", "f6c7", "f6b7", "f6a7",
            // via g5
            "f6g5", "f6g4", "f6g3", "f6g2", "f6g1", "f6h5", "f6i5", "f6j5", "f6k5", "f6l5",
            // via e5
            "f6e5", "f6e4", "f6e3", "f6e2", "f6e1", "f6d5", "f6c5", "f6b5", "f6a5",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Aanca blocked / capturing. White Aanca f6; own Pawns g7 and c5; black Pawns e7 and g3.
//   via g7: own Pawn on the first square -> the whole branch is closed (no jumping)   0
//   via e7: the first step captures the black Pawn and the move ends there            1
//   via g5: g5, down g4 and g3 (captures, stops); right h5 i5 j5 k5 l5                8
//   via e5: e5, down e4 e3 e2 e1; left d5 only (own Pawn on c5)                         6
// Total 15.
// ---------------------------------------------------------------------------------------
#[test]
fn aanca_blocked_and_first_step_capture_ends() {
    let fen = "11k/12/12/12/12/4p1P5/5A6/2P9/12/6p5/12/K11 w - - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "f6",
        &[
            "f6e7", // capture, ends
            "f6g5", "f6g4", "f6g3", "f6h5", "f6i5", "f6j5", "f6k5", "f6l5", // via g5
            "f6e5", "f6e4", "f6e3", "f6e2", "f6e1", "f6d5", // via e5
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Unicornio: a Knight leap, then optionally onwards diagonally in (sign dx, sign dy) of the
// leap. White Unicornio f6 on an empty board (Kings a1, l12 not on its lines):
//   g8 (+1,+2) -> h9 i10 j11 k12      5      e8 (-1,+2) -> d9 c10 b11 a12   5
//   g4 (+1,-2) -> h3 i2 j1            4      e4 (-1,-2) -> d3 c2 b1         4
//   h7 (+2,+1) -> i8 j9 k10 l11       5      d7 (-2,+1) -> c8 b9 a10        4
//   h5 (+2,-1) -> i4 j3 k2 l1         5      d5 (-2,-1) -> c4 b3 a2         4
// Total 36 (the seed's diagram shows the same squares).
// ---------------------------------------------------------------------------------------
#[test]
fn unicornio_open_board_36_moves() {
    let fen = "11k/12/12/12/12/12/5U6/12/12/12/12/K11 w - - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "f6",
        &[
            "f6g8", "f6h9", "f6i10", "f6j11", "f6k12", //
            "f6e8", "f6d9", "f6c10", "f6b11", "f6a12", //
            "f6g4", "f6h3", "f6i2", "f6j1", //
            "f6e4", "f6d3", "f6c2", "f6b1", //
            "f6h7", "f6i8", "f6j9", "f6k10", "f6l11", //
            "f6d7", "f6c8", "f6b9", "f6a10", //
            "f6h5", "f6i4", "f6j3", "f6k2", "f6l1", //
            "f6d5", "f6c4", "f6b3", "f6a2",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Unicornio with obstacles. White U f6, own Pawns f7 g7 (next to it: the leap jumps them),
// own Pawn h7 (a leap square), own Pawn c8 (on the d7 slide); black Pawns g8 (a leap
// square) and i2 (on the g4 slide).
//   g8: capture by the leap, the move ends (no h9...)       1
//   e8 d9 c10 b11 a12                                        5
//   g4 h3 i2 (capture, stops)                                3
//   e4 d3 c2 b1                                              4
//   h7: own piece on the leap square, nothing beyond         0
//   d7, then c8 is own                                       1
//   h5 i4 j3 k2 l1                                           5
//   d5 c4 b3 a2                                              4
// Total 23.
// ---------------------------------------------------------------------------------------
#[test]
fn unicornio_leap_jumps_capture_ends_slide_blocked() {
    let fen = "11k/12/12/12/2P3p5/5PPP4/5U6/12/12/12/8p3/K11 w - - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "f6",
        &[
            "f6g8", //
            "f6e8", "f6d9", "f6c10", "f6b11", "f6a12", //
            "f6g4", "f6h3", "f6i2", //
            "f6e4", "f6d3", "f6c2", "f6b1", //
            "f6d7", //
            "f6h5", "f6i4", "f6j3", "f6k2", "f6l1", //
            "f6d5", "f6c4", "f6b3", "f6a2",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Lion (3,0)+(3,1) leaper and Giraffe (3,2) leaper, both jumping.
// White Lion f6 with own Pawns f7 g6 next to it (jumped), own Pawn g9, black Pawn f9.
//   (3,0): i6 c6 f9(capture) f3                                   4
//   (3,1): i7 i5 c7 c5 e9 g3 e3 ; g9 is own                       7   -> 11
// White Giraffe f5, black Pawn h8, own Pawn d2.
//   (3,2): i7 i3 c7 c3 h8(capture) d8 h2 ; d2 is own               -> 7
// ---------------------------------------------------------------------------------------
#[test]
fn lion_and_giraffe_leapers() {
    let fen = "11k/12/12/5pP5/7p4/5P6/5LP5/5Z6/12/12/3P8/K11 w - - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "f6",
        &[
            "f6i6", "f6c6", "f6f9", "f6f3", "f6i7", "f6i5", "f6c7", "f6c5", "f6e9", "f6g3", "f6e3",
        ],
    );
    assert_piece_moves(
        GA,
        fen,
        "f5",
        &["f5i7", "f5i3", "f5c7", "f5c3", "f5h8", "f5d8", "f5h2"],
    );
}

// ---------------------------------------------------------------------------------------
// Crocodile = Bishop, Rook = Rook.
// Crocodile d4, black Pawn g7, own King a1:
//   NE e5 f6 g7(capture) 3, NW c5 b6 a7 3, SE e3 f2 g1 3, SW c3 b2 (a1 own) 2   -> 11
// Rook l6, black Pawn l9:
//   up l7 l8 l9(capture) 3, down l5..l1 5, left k6..a6 11                      -> 19
// ---------------------------------------------------------------------------------------
#[test]
fn crocodile_and_rook() {
    let fen = "11k/12/12/11p/12/6p5/11R/12/3C8/12/12/K11 w - - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "d4",
        &[
            "d4e5", "d4f6", "d4g7", "d4c5", "d4b6", "d4a7", "d4e3", "d4f2", "d4g1", "d4c3", "d4b2",
        ],
    );
    assert_piece_moves(
        GA,
        fen,
        "l6",
        &[
            "l6l7", "l6l8", "l6l9", "l6l5", "l6l4", "l6l3", "l6l2", "l6l1", "l6k6", "l6j6", "l6i6",
            "l6h6", "l6g6", "l6f6", "l6e6", "l6d6", "l6c6", "l6b6", "l6a6",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Pawn: one step forward, captures one diagonally forward, NO double step (even from its
// start rank 4), no en passant.
// White Pawn e4 (its start rank) with black Pawns d5 f5: e5, captures d5 and f5 -> 3;
// no e4e6. White Pawn h4 blocked by the black Pawn h5, nothing to capture -> 0.
// ---------------------------------------------------------------------------------------
#[test]
fn pawn_single_step_no_double_step() {
    let fen = "11k/12/12/12/12/12/12/3p1p1p4/4P2P4/12/12/K11 w - - 0 1";
    assert_piece_moves(GA, fen, "e4", &["e4e5", "e4d5", "e4f5"]);
    assert_piece_moves(GA, fen, "h4", &[]);
    // From the start position, too, every Pawn has exactly one move.
    let start = Position::start(GA);
    assert_eq!(piece_moves_of(&start, "e4"), sorted(&["e4e5"]));
    assert!(start.parse_lan("e4e6").is_err());
}

// ---------------------------------------------------------------------------------------
// No en passant. White Pawn e5, black Pawn d6 steps to d5 beside it: the en-passant field
// stays `-` and e5 has only e5e6 (no e5d6). Full list: e5e6 and King a1: a2 b1 b2 -> 4.
// ---------------------------------------------------------------------------------------
#[test]
fn pawn_no_en_passant() {
    let p = play(
        GA,
        "11k/12/12/12/12/12/3p8/4P7/12/12/12/K11 b - - 0 1",
        &["d6d5"],
    );
    assert_eq!(fen_field(&p, 3), "-");
    let mut got: Vec<String> = p.legal_moves().iter().map(|m| p.lan(*m)).collect();
    got.sort();
    assert_eq!(got, sorted(&["e5e6", "a1a2", "a1b1", "a1b2"]));
}

// ---------------------------------------------------------------------------------------
// Promotion, compulsory, to the piece that started on the file: a,l Rook; b,k Lion;
// c,j Unicornio; d,i Giraffe; e,h Crocodile; f,g Aanca. Written with `=X` though forced.
// White Pawns a11..l11, rank 12 empty: one promotion each (12); King f1: e1 g1 e2 f2 g2 (5).
// Total 17 (no plain `a11a12`, no other promotion piece).
// ---------------------------------------------------------------------------------------
#[test]
fn promotion_to_the_file_piece_every_file() {
    let fen = "12/PPPPPPPPPPPP/12/5k6/12/12/12/12/12/12/12/5K6 w - - 0 1";
    assert_moves(
        GA,
        fen,
        &[
            "a11a12=R", "b11b12=L", "c11c12=U", "d11d12=Z", "e11e12=C", "f11f12=A", "g11g12=A",
            "h11h12=C", "i11i12=Z", "j11j12=U", "k11k12=L", "l11l12=R", "f1e1", "f1g1", "f1e2",
            "f1f2", "f1g2",
        ],
    );
    let p = play(GA, fen, &["g11g12=A"]);
    assert_eq!(
        fen_field(&p, 0),
        "6A5/PPPPPP1PPPPP/12/5k6/12/12/12/12/12/12/12/5K6"
    );
}

// ---------------------------------------------------------------------------------------
// Promotion by capture takes the piece of the file where the Pawn lands.
// White Pawn g11; black Rook f12 and Lion h12; g12 empty.
//   g11g12=A (g-file), g11f12=A (f-file, capture), g11h12=C (h-file, capture)  3
//   King a1: a2 b1 b2 (none attacked: Rf12 covers the f-file, the Lion h12 leaps
//   to k12 e12 h9 k11 e11 i9 g9)                                               3
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn promotion_by_capture_uses_target_file() {
    let fen = "5r1l4/6P5/11k/12/12/12/12/12/12/12/12/K11 w - - 0 1";
    assert_moves(
        GA,
        fen,
        &["g11g12=A", "g11f12=A", "g11h12=C", "a1a2", "a1b1", "a1b2"],
    );
}

// ---------------------------------------------------------------------------------------
// Black promotes on rank 1. Black Pawn c2; white Crocodile b1 and Rook d1; c1 empty.
//   c2c1=U (c-file), c2b1=L (capture, b-file), c2d1=Z (capture, d-file)          3
//   King l12: k12 k11 l11 (White: Ka12, Rook d1 on d-file/rank 1, Crocodile b1) 3
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn black_promotion_with_and_without_capture() {
    let fen = "K10k/12/12/12/12/12/12/12/12/12/2p9/1C1R8 b - - 0 1";
    assert_moves(
        GA,
        fen,
        &["c2c1=U", "c2b1=L", "c2d1=Z", "l12k12", "l12k11", "l12l11"],
    );
}

// ---------------------------------------------------------------------------------------
// King first-move leap on an empty board. White King g1 with the right `K`:
//   steps f1 h1 f2 g2 h2                    5
//   leaps 2 squares: e1 i1 e3 g3 i3         5
// Total 10. After a leap or a step the right is gone (rights field `-`), and the leap
// writes no en-passant square.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_open_board() {
    let fen = "11k/12/12/12/12/12/12/12/12/12/12/6K5 w K - 0 1";
    assert_moves(
        GA,
        fen,
        &[
            "g1f1", "g1h1", "g1f2", "g1g2", "g1h2", "g1e1", "g1i1", "g1e3", "g1g3", "g1i3",
        ],
    );
    let p = play(GA, fen, &["g1e3"]);
    assert_eq!(fen_field(&p, 0), "11k/12/12/12/12/12/12/12/12/4K7/12/12");
    assert_eq!(fen_field(&p, 2), "-");
    assert_eq!(fen_field(&p, 3), "-");
    let p = play(GA, fen, &["g1g2"]);
    assert_eq!(fen_field(&p, 2), "-");
}

// ---------------------------------------------------------------------------------------
// King leap: over occupied squares yes, onto occupied squares no (never a capture).
// White K g1 (right K), own Rook f1, own Crocodile f2, own Lion i1; black Giraffe g3
// (it attacks j5 j1 d5 d1 i6 e6 only).
//   steps: h1 g2 h2 (f1 f2 own)                                            3
//   leaps: e1 over the own Rook f1, e3 over the own Crocodile f2, i3 over h2 3
//   no leap to i1 (own Lion) nor to g3 (enemy: the leap cannot capture)
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_over_pieces_only_to_empty_squares() {
    let fen = "11k/12/12/12/12/12/12/12/12/6z5/5C6/5RK1L3 w K - 0 1";
    assert_piece_moves(
        GA,
        fen,
        "g1",
        &["g1h1", "g1g2", "g1h2", "g1e1", "g1e3", "g1i3"],
    );
}

// ---------------------------------------------------------------------------------------
// King leap not out of check. Black Rook g8 checks the King g1 along the g-file.
// Steps f1 h1 f2 h2 (g2 is on the file); no leap at all although e1 i1 e3 i3 are safe.
// Total 4.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_not_out_of_check() {
    let fen = "11k/12/12/12/6r5/12/12/12/12/12/12/6K5 w K - 0 1";
    assert_moves(GA, fen, &["g1f1", "g1h1", "g1f2", "g1h2"]);
}

// ---------------------------------------------------------------------------------------
// King leap not over an attacked square. Black Rook h12 attacks the whole h-file.
//   steps f1 f2 g2 (h1 h2 attacked)                                     3
//   leaps e1 (over f1), e3 (over f2), g3 (over g2)                      3
//   no i1 (passes h1) and no i3 (passes h2), though i1 and i3 are safe
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_not_over_attacked_square() {
    let fen = "k6r4/12/12/12/12/12/12/12/12/12/12/6K5 w K - 0 1";
    assert_moves(GA, fen, &["g1f1", "g1f2", "g1g2", "g1e1", "g1e3", "g1g3"]);
}

// ---------------------------------------------------------------------------------------
// King leap landing square must be safe. Black Rook a3 attacks the whole 3rd rank.
//   steps f1 h1 f2 g2 h2 (rank 2 is safe)                               5
//   leaps e1 i1; e3 g3 i3 land on attacked squares                      2
// Total 7.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_landing_must_be_safe() {
    let fen = "11k/12/12/12/12/12/12/12/12/r11/12/6K5 w K - 0 1";
    assert_moves(
        GA,
        fen,
        &["g1f1", "g1h1", "g1f2", "g1g2", "g1h2", "g1e1", "g1i1"],
    );
}

// ---------------------------------------------------------------------------------------
// Only capturing moves attack: a black Pawn f3 attacks e2 and g2 (diagonally forward for
// Black), not f2 (its plain step).
//   steps f1 h1 f2 h2 (g2 attacked)                                        4
//   leaps e1 i1, e3 (over f2: not attacked), i3 (over h2); not g3 (over g2) 4
// Total 8.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_past_a_pawns_step_square() {
    let fen = "11k/12/12/12/12/12/12/12/12/5p6/12/6K5 w K - 0 1";
    assert_moves(
        GA,
        fen,
        &[
            "g1f1", "g1h1", "g1f2", "g1h2", "g1e1", "g1i1", "g1e3", "g1i3",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// The leap right belongs to the King and is lost once it moves, even if it comes back.
// Start position: the King g1 has f2 g2 h2 and the leaps e3 g3 i3 (e1 i1 are occupied).
// After g1g2 l9l8 g2g1 l8l7 it is back on g1 with rights `k`: only f2 g2 h2.
// Black's right is kept meanwhile, and a black leap removes `k`.
// ---------------------------------------------------------------------------------------
#[test]
fn king_leap_right_lost_after_king_moves() {
    let start = Position::start(GA);
    assert_eq!(
        piece_moves_of(&start, "g1"),
        sorted(&["g1f2", "g1g2", "g1h2", "g1e3", "g1g3", "g1i3"])
    );
    let p = play(GA, &start.fen(), &["g1g2"]);
    assert_eq!(fen_field(&p, 2), "k");
    let p = play(GA, &start.fen(), &["g1g2", "l9l8", "g2g1", "l8l7"]);
    assert_eq!(fen_field(&p, 2), "k");
    assert_eq!(piece_moves_of(&p, "g1"), sorted(&["g1f2", "g1g2", "g1h2"]));
    // Black's King g12 still leaps: f11 g11 h11 and e10 g10 i10.
    let p = play(GA, &start.fen(), &["a4a5"]);
    assert_eq!(
        piece_moves_of(&p, "g12"),
        sorted(&["g12f11", "g12g11", "g12h11", "g12e10", "g12g10", "g12i10"])
    );
    let p = play(GA, &start.fen(), &["a4a5", "g12i10"]);
    assert_eq!(fen_field(&p, 2), "K");
    assert_eq!(fen_field(&p, 3), "-");
}

// ---------------------------------------------------------------------------------------
// Pins. White K a1, Aanca b2, black Crocodile d4 on the a1-l12 diagonal.
// The Aanca may only stay on the diagonal: the step to c3 (continuing orthogonally from
// c3 leaves it, and d4 is two diagonal steps away) -> b2c3. King: a2 b1 (b2 own) -> 3.
// ---------------------------------------------------------------------------------------
#[test]
fn pinned_aanca_keeps_only_its_step_along_the_pin() {
    let fen = "11k/12/12/12/12/12/12/12/3c8/12/1A10/K11 w - - 0 1";
    assert_moves(GA, fen, &["b2c3", "a1a2", "a1b1"]);
}

// ---------------------------------------------------------------------------------------
// A pinned Unicornio has no move: every Knight leap leaves the a1-l12 diagonal and the
// slide never comes back to it (and it cannot reach the Crocodile f6). Total: the King's
// a2 b1 b2 -> 3.
// ---------------------------------------------------------------------------------------
#[test]
fn pinned_unicornio_cannot_move() {
    let fen = "11k/12/12/12/12/12/5c6/12/12/2U9/12/K11 w - - 0 1";
    assert_moves(GA, fen, &["a1a2", "a1b1", "a1b2"]);
}

// ---------------------------------------------------------------------------------------
// Check by a Unicornio's slide, blocked on the leap square. Black Unicornio a1 leaps to b3
// and slides c4 d5 e6: the White King e6 is in check. Its other branch (via c2) covers d3
// e4 f5 g6 ..., and the b3 branch goes on to f7 g8 ... once the King has left e6.
//   King: d6 d7 e5 e7 f6 (not d5, f5, f7)                                      5
//   Rook h3-b3: a piece on the leap square stops the Unicornio there (the leap
//   captures and ends, no jumping after it), so the check is blocked            1
// Total 6.
// ---------------------------------------------------------------------------------------
#[test]
fn unicornio_check_blocked_on_leap_square() {
    let fen = "12/12/12/12/12/12/4K7/12/12/7R4/12/u10k w - - 0 1";
    let p = pos(GA, fen);
    assert!(p.is_check());
    assert_moves(GA, fen, &["e6d6", "e6d7", "e6e5", "e6e7", "e6f6", "h3b3"]);
}

// ---------------------------------------------------------------------------------------
// Stalemate (scored as a loss for the stalemated side by the game layer). Black King a12,
// white King b10 (covers a11 b11), Crocodile c11 (covers b12); a12 is not attacked.
// ---------------------------------------------------------------------------------------
#[test]
fn stalemate() {
    let p = pos(GA, "k11/2C9/1K10/12/12/12/12/12/12/12/12/12 b - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert!(!p.is_check());
    assert_eq!(p.status(), Status::Stalemate);
}

// ---------------------------------------------------------------------------------------
// Checkmate. Black King a12 checked by the Rook l12 along rank 12; a11 b11 covered by the
// King b10, b12 by the Rook.
// ---------------------------------------------------------------------------------------
#[test]
fn checkmate() {
    let p = pos(GA, "k10R/12/1K10/12/12/12/12/12/12/12/12/12 b - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert!(p.is_check());
    assert_eq!(p.status(), Status::Checkmate);
}

// ---------------------------------------------------------------------------------------
// A Pawn on its last rank is rejected by the position parser.
// ---------------------------------------------------------------------------------------
#[test]
fn pawn_on_last_rank_rejected() {
    assert!(Position::from_fen(GA, "4P6k/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1").is_err());
    assert!(Position::from_fen(GA, "11k/12/12/12/12/12/12/12/12/12/12/Kp10 w - - 0 1").is_err());
}

// ---------------------------------------------------------------------------------------
// perft from the start position
// `rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR w Kk - 0 1`.
// Depth 1 by hand (ranks 2 and 3 are empty, the Pawns stand on rank 4):
//   Pawns a4..l4: one step each                                         12
//   Rooks a1 l1: a2 a3 / l2 l3                                           4
//   Lions b1 k1: b1-e2 / k1-h2 (other targets off board or own Pawns)    2
//   Unicornios c1: b3 d3 a2 e2 +f3 (via e2) ; j1: i3 k3 h2 l2 +g3        10
//   Giraffes d1: g3 a3 ; i1: f3 l3                                       4
//   Crocodiles e1: d2 c3 f2 g3 ; h1: g2 f3 i2 j3                         8
//   Aanca f1: e2 e3 d2 c2 b2 a2 (via e2) ; g2 g3 h2 i2 j2 k2 l2 (via g2) 13
//   King g1: f2 g2 h2 + leaps e3 g3 i3                                   6
//   total 59.
// Depth 2: Black's position is the mirror image and no White first move reaches Black's
// pieces or the squares they use (White ends on ranks <= 5, Black's moves use ranks >= 8),
// so 59 * 59 = 3481. Depth 3 is the program's figure, accepted once depth 1, 2 and the
// special-rule tables above agree.
// ---------------------------------------------------------------------------------------
#[test]
fn perft_start_position() {
    let start = Position::start(GA);
    assert_eq!(
        start.fen(),
        "rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR w Kk - 0 1"
    );
    assert_eq!(perft(&start, 1), 59);
    assert_eq!(perft(&start, 2), 3481);
    assert_eq!(perft(&start, 3), 206_209);
}
