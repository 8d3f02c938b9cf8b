//! Zanzibar XL and Zanzibar S (RULES.md §4 "Zanzibar XL / Zanzibar S", seed `zanzibar.txt`).
//!
//! Every special rule has a small hand-built position whose legal moves are listed by name.
//! The lists and counts come from the RULES.md text, worked out by hand in the comment above
//! each test; they are not copied from the program's output.
//!
//! Conventions of the positions (unless a comment says otherwise): White King on a1 without
//! its jump right (moves a1a2, a1b1, a1b2: "3 King moves"), Black King on l12, rights `-`.
//! Positions are written as a piece list ("Ka1 Ge5 kl12": letter, then square; upper case is
//! White) and turned into a FEN by `board`.

mod common;
use acedrex_rules::{Arrangement, Position, VariantId};
use common::*;

/// A position text for a 12×12 Zanzibar board from a piece list (see `common::board`).
fn board12(pieces: &str, rest: &str) -> String {
    board(XL, pieces, rest)
}

const XL: VariantId = VariantId::ZanzibarXl;
const S: VariantId = VariantId::ZanzibarS;

const XL_START: &str = "cmzvuqkfvzmc/ernbolgdbnre/ppppjwwjpppp/4pppp4/12/12/12/12/4PPPP4/PPPPJWWJPPPP/ERNBOLGDBNRE/CMZVUQKFVZMC w Kk - 0 1";
const S_START: &str = "cmzvfqkuvzmc/ernbwlgwbnre/ppppjppjpppp/12/12/12/12/12/12/PPPPJPPJPPPP/ERNBWLGWBNRE/CMZVFQKUVZMC w Kk - 0 1";

/// `base=X` for every letter X of `letters`: the promotion choices of one move.
fn promos(base: &str, letters: &str) -> Vec<String> {
    letters.chars().map(|c| format!("{base}={c}")).collect()
}

fn assert_list(id: VariantId, fen: &str, expected: &[String]) {
    let v: Vec<&str> = expected.iter().map(String::as_str).collect();
    assert_moves(id, fen, &v);
}

const WK: [&str; 3] = ["a1a2", "a1b1", "a1b2"];

// ---------------------------------------------------------------------------------------
// Eagle: one diagonal step, then optionally outward orthogonally; the first step may capture
// (and the move ends there); no jumping.
//
// White Ka1 Ge5 Pd4, Black kl12 pf6 pc6. Eagle on e5:
//   via d4: own Pawn, nothing beyond it (no jumping)                       0
//   via f6: captures the Pawn, the move ends (no g6.., no f7..)             1
//   via d6: d6; west c6 captures and stops (no b6 a6); north d7..d12 (6)   8
//   via f4: f4; east g4..l4 (6); south f3 f2 f1 (3)                        10
//   Eagle 19; Pawn d4: d5, d6 (e5 own, c5 empty) 2; King 3           = 24
#[test]
fn eagle_steps_diagonally_then_slides_outward() {
    let fen = board12("Ka1 Ge5 Pd4 kl12 pf6 pc6", "w - - 0 1");
    let mut want = vec![
        "e5f6", "e5d6", "e5c6", "e5d7", "e5d8", "e5d9", "e5d10", "e5d11", "e5d12", "e5f4", "e5g4",
        "e5h4", "e5i4", "e5j4", "e5k4", "e5l4", "e5f3", "e5f2", "e5f1", "d4d5", "d4d6",
    ];
    want.extend(WK);
    assert_eq!(want.len(), 24);
    assert_moves(XL, &fen, &want);
    // The same piece in Zanzibar S.
    assert_moves(S, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Rhinoceros: one orthogonal step, then optionally outward diagonally (via e5 from e4: f6,
// g7.. or d6, c7..); the step may capture and ends; no jumping.
//
// White Ka1 Ue5 Pe4, Black kl12 pd5 pg8. Rhinoceros on e5:
//   via e6: e6; NE f7, g8 captures and stops (2); NW d7 c8 b9 a10 (4)       7
//   via e4: own Pawn, nothing beyond                                         0
//   via f5: f5; NE g6 h7 i8 j9 k10 l11 (6); SE g4 h3 i2 j1 (4)              11
//   via d5: captures the Pawn, the move ends                                 1
//   Rhinoceros 19; Pawn e4: e5 own, captures d5 (f5 empty) 1; King 3  = 23
#[test]
fn rhinoceros_steps_orthogonally_then_slides_diagonally() {
    let fen = board12("Ka1 Ue5 Pe4 kl12 pd5 pg8", "w - - 0 1");
    let mut want = vec![
        "e5e6", "e5f7", "e5g8", "e5d7", "e5c8", "e5b9", "e5a10", "e5f5", "e5g6", "e5h7", "e5i8",
        "e5j9", "e5k10", "e5l11", "e5g4", "e5h3", "e5i2", "e5j1", "e5d5", "e4d5",
    ];
    want.extend(WK);
    assert_eq!(want.len(), 23);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// The Rhinoceros of RULES.md's example, from e4 on an empty board (Black King on l1, off
// every Rhinoceros line):
//   via e5: e5; NE f6 g7 h8 i9 j10 k11 l12 (7); NW d6 c7 b8 a9 (4)               12
//   via e3: e3; SE f2 g1; SW d2 c1                                                 5
//   via f4: f4; NE g5 h6 i7 j8 k9 l10 (6); SE g3 h2 i1 (3)                         10
//   via d4: d4; NW c5 b6 a7; SW c3 b2 (a1 is the own King)                         6
//   Rhinoceros 33; King 3                                                     = 36
#[test]
fn rhinoceros_from_e4_as_in_the_rules_text() {
    let fen = board12("Ka1 Ue4 kl1", "w - - 0 1");
    let mut want = vec![
        "e4e5", "e4f6", "e4g7", "e4h8", "e4i9", "e4j10", "e4k11", "e4l12", "e4d6", "e4c7", "e4b8",
        "e4a9", "e4e3", "e4f2", "e4g1", "e4d2", "e4c1", "e4f4", "e4g5", "e4h6", "e4i7", "e4j8",
        "e4k9", "e4l10", "e4g3", "e4h2", "e4i1", "e4d4", "e4c5", "e4b6", "e4a7", "e4c3", "e4b2",
    ];
    assert_eq!(want.len(), 33);
    want.extend(WK);
    assert_moves(XL, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Lion (KNAD): every square at most 2 away (King step, 2-square straight or diagonal leap,
// Knight leap): the 24 squares of the 5×5 around it, leaping.
//
// White Ka1 Le5 Pe6, Black kl12 pe7. Lion: 24 squares minus e6 (own) = 23, e7 a capture
// over the own Pawn. Pawn e6: e7 occupied, d7 f7 empty: 0. King 3.                  = 26
#[test]
fn lion_reaches_every_square_two_away() {
    let fen = board12("Ka1 Le5 Pe6 kl12 pe7", "w - - 0 1");
    let mut want = Vec::new();
    for f in b'c'..=b'g' {
        for r in 3..=7 {
            let sq = format!("{}{}", f as char, r);
            if sq != "e5" && sq != "e6" {
                want.push(format!("e5{sq}"));
            }
        }
    }
    assert_eq!(want.len(), 23);
    want.extend(WK.iter().map(|s| s.to_string()));
    assert_list(XL, &fen, &want);
    assert_list(S, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Duchess: 1 to 3 squares in the 8 directions; the 2- and 3-square moves leap.
//
// White Ka1 De5 Pe6, Black kl12 pe7 pf6. Duchess: 8 directions × 3 = 24, minus e6 (own):
//   north e7 (captures over e6) e8 (leaps two pieces); north-east f6 (capture) g7 h8
//   (leaping f6); the other six directions 3 each (west d5 c5 b5, south-west d4 c3 b2 …).
//   Duchess 23; Pawn e6: e7 occupied, d7/f7 empty: 0; King 3.                       = 26
#[test]
fn duchess_moves_up_to_three_squares_leaping() {
    let fen = board12("Ka1 De5 Pe6 kl12 pe7 pf6", "w - - 0 1");
    let mut want = vec![
        "e5e7", "e5e8", "e5f6", "e5g7", "e5h8", "e5f5", "e5g5", "e5h5", "e5f4", "e5g3", "e5h2",
        "e5e4", "e5e3", "e5e2", "e5d4", "e5c3", "e5b2", "e5d5", "e5c5", "e5b5", "e5d6", "e5c7",
        "e5b8",
    ];
    assert_eq!(want.len(), 23);
    want.extend(WK);
    assert_moves(XL, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Sorceress: moves as a Queen, captures only by hopping exactly one piece (either colour)
// along a Queen line (Cannon + Crocodile).
//
// White Ka1 Oe5 Pc5, Black kl12 pe8 pe10 pa5 pg5.
//   N: e6 e7; e8 is the screen, e9 empty, e10 captured                         3
//   S: e4 e3 e2 e1                                                              4
//   E: f5; g5 blocks, nothing behind it to capture                              1
//   W: d5; own c5 is a screen, b5 empty, a5 captured                            2
//   NE: f6 g7 h8 i9 j10 k11 (the King on l12 has no screen: not attacked)       6
//   NW: d6 c7 b8 a9 4; SE: f4 g3 h2 i1 4; SW: d4 c3 b2 (own King a1) 3          11
//   Sorceress 27; Pawn c5: c6 c7 (b6 d6 empty) 2; King 3 (a5 attacks b4 only) = 32
#[test]
fn sorceress_moves_as_queen_captures_by_hopping() {
    let fen = board12("Ka1 Oe5 Pc5 kl12 pe8 pe10 pa5 pg5", "w - - 0 1");
    let mut want = vec![
        "e5e6", "e5e7", "e5e10", "e5e4", "e5e3", "e5e2", "e5e1", "e5f5", "e5d5", "e5a5", "e5f6",
        "e5g7", "e5h8", "e5i9", "e5j10", "e5k11", "e5d6", "e5c7", "e5b8", "e5a9", "e5f4", "e5g3",
        "e5h2", "e5i1", "e5d4", "e5c3", "e5b2", "c5c6", "c5c7",
    ];
    want.extend(WK);
    assert_eq!(want.len(), 32);
    assert_moves(XL, &fen, &want);
}

// The Sorceress checks through a screen (RULES.md §3: hopping captures are attacks).
// White Ka1 Pa2, Black kl12 oa12: a11..a3 empty, a2 the screen, a1 the King: check.
//   King: b1 and b2 lie on no Sorceress line from a12; a2 is own                     2
//   Pawn a2: a3 or a4 leaves exactly one screen (itself) on the file: still check    0
//                                                                              = 2
#[test]
fn sorceress_checks_through_a_screen() {
    let fen = board12("Ka1 Pa2 kl12 oa12", "w - - 0 1");
    let p = pos(XL, &fen);
    assert!(p.is_check());
    assert_moves(XL, &fen, &["a1b1", "a1b2"]);
}

// ---------------------------------------------------------------------------------------
// Buffalo: (2,1), (3,1) and (3,2) leaper: 24 squares from the middle of the board.
//
// White Ka1 Fe5 Pf7, Black kl12 pd7. Buffalo on e5:
//   (2,1): c4 c6 g4 g6 d3 d7(capture) f3 f7(own)    → 7
//   (3,1): b4 b6 h4 h6 d2 d8 f2 f8                  → 8
//   (3,2): b3 b7 h3 h7 c2 c8 g2 g8                  → 8
//   Buffalo 23; Pawn f7: f8 f9 (e8 g8 empty) 2; King 3                      = 28
#[test]
fn buffalo_is_a_knight_camel_giraffe_leaper() {
    let fen = board12("Ka1 Fe5 Pf7 kl12 pd7", "w - - 0 1");
    let mut want = vec![
        "e5c4", "e5c6", "e5g4", "e5g6", "e5d3", "e5d7", "e5f3", "e5b4", "e5b6", "e5h4", "e5h6",
        "e5d2", "e5d8", "e5f2", "e5f8", "e5b3", "e5b7", "e5h3", "e5h7", "e5c2", "e5c8", "e5g2",
        "e5g8", "f7f8", "f7f9",
    ];
    want.extend(WK);
    assert_eq!(want.len(), 28);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// Camel (3,1) leaper, Giraffe (3,2) leaper.
// White Ka1 Me5 Zh9, Black kl12 pf8 nj12.
//   Camel e5: b4 b6 h4 h6 d2 d8 f2 f8(capture)                                     8
//   Giraffe h9: (3,2): e7 e11 k7 k11; (2,3): f6 f12 j6 j12(capture)                 8
//   King 3                                                                   = 19
#[test]
fn camel_and_giraffe_leap() {
    let fen = board12("Ka1 Me5 Zh9 kl12 pf8 nj12", "w - - 0 1");
    let mut want = vec![
        "e5b4", "e5b6", "e5h4", "e5h6", "e5d2", "e5d8", "e5f2", "e5f8", "h9e7", "h9e11", "h9k7",
        "h9k11", "h9f6", "h9f12", "h9j6", "h9j12",
    ];
    want.extend(WK);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Elephant: one or two squares diagonally (FA), the two-square move leaping.
//
// White Ka1 Ee5 Pd4, Black kl12 pf6.
//   Elephant: d6 c7 f4 g3 f6(capture) g7(over f6) c3(over own d4); d4 own       7
//   Pawn d4: d5 d6 (c5 empty, e5 own) 2; King 3                              = 12
#[test]
fn elephant_moves_one_or_two_diagonally_leaping() {
    let fen = board12("Ka1 Ee5 Pd4 kl12 pf6", "w - - 0 1");
    let mut want = vec![
        "e5d6", "e5c7", "e5f4", "e5g3", "e5f6", "e5g7", "e5c3", "d4d5", "d4d6",
    ];
    want.extend(WK);
    assert_moves(XL, &fen, &want);
}

// Machine: one or two squares orthogonally (WD), the two-square move leaping.
//
// White Ka1 We5 Pe6, Black kl12 pf5.
//   Machine: e7 (over own e6) e4 e3 d5 c5 f5(capture) g5(over f5); e6 own           7
//   Pawn e6: e7 e8 (d7 f7 empty) 2; King 3                                     = 12
#[test]
fn machine_moves_one_or_two_orthogonally_leaping() {
    let fen = board12("Ka1 We5 Pe6 kl12 pf5", "w - - 0 1");
    let mut want = vec![
        "e5e7", "e5e4", "e5e3", "e5d5", "e5c5", "e5f5", "e5g5", "e6e7", "e6e8",
    ];
    want.extend(WK);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Cannon: moves as a Rook without capturing; captures by hopping exactly one piece along a
// rank or file.
//
// White Ka1 Ce5 Pf5, Black kl12 pe8 pe10 pi5.
//   N: e6 e7, hop over e8 to capture e10 (e9 empty)                                3
//   S: e4 e3 e2 e1                                                                  4
//   E: f5 own screen, g5 h5 empty, captures i5                                      1
//   W: d5 c5 b5 a5                                                                  4
//   Cannon 12; Pawn f5: f6 f7 (e6 g6 empty) 2; King 3                         = 17
#[test]
fn cannon_moves_as_rook_captures_by_hopping() {
    let fen = board12("Ka1 Ce5 Pf5 kl12 pe8 pe10 pi5", "w - - 0 1");
    let mut want = vec![
        "e5e6", "e5e7", "e5e10", "e5e4", "e5e3", "e5e2", "e5e1", "e5i5", "e5d5", "e5c5", "e5b5",
        "e5a5", "f5f6", "f5f7",
    ];
    want.extend(WK);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// Crocodile (V): moves as a Bishop without capturing; captures by hopping exactly one piece
// diagonally.
//
// White Ka1 Ve5 Pf4, Black kl12 ph8 pj10 ph2.
//   NE: f6 g7; h8 screen, i9 empty, captures j10 (the King l12 lies beyond j10)    3
//   NW: d6 c7 b8 a9                                                                 4
//   SE: f4 own screen, g3 empty, captures h2                                        1
//   SW: d4 c3 b2 (a1 own King)                                                      3
//   Crocodile 11; Pawn f4: f5 f6 (e5 own, g5 empty) 2; King 3 (h2 attacks g1 i1) = 16
#[test]
fn crocodile_moves_as_bishop_captures_by_hopping() {
    let fen = board12("Ka1 Ve5 Pf4 kl12 ph8 pj10 ph2", "w - - 0 1");
    let mut want = vec![
        "e5f6", "e5g7", "e5j10", "e5d6", "e5c7", "e5b8", "e5a9", "e5h2", "e5d4", "e5c3", "e5b2",
        "f4f5", "f4f6",
    ];
    want.extend(WK);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// ---------------------------------------------------------------------------------------
// Prince: King steps (not royal: it may step onto attacked squares), plus a non-capturing
// 2-step straight forward from any rank with the path empty.
//
// White Ka1 Je5 Jh5, Black kl12 pd6 pe7 pi7: d6 can be captured, e7 blocks e5's 2-step
// target, i7 attacks h6 (the Prince h5 may still step there: it is not royal).
//   Prince e5: d4 e4 f4 d5 f5 d6(capture) e6 f6; 2-step e7 occupied: none           8
//   Prince h5: g4 h4 i4 g5 i5 g6 h6 i6; 2-step h7 (h6 h7 empty)                     9
//   King 3                                                                    = 20
#[test]
fn prince_steps_and_double_steps_from_any_rank() {
    let fen = board12("Ka1 Je5 Jh5 kl12 pd6 pe7 pi7", "w - - 0 1");
    let mut want = vec![
        "e5d4", "e5e4", "e5f4", "e5d5", "e5f5", "e5d6", "e5e6", "e5f6", "h5g4", "h5h4", "h5i4",
        "h5g5", "h5i5", "h5g6", "h5h6", "h5i6", "h5h7",
    ];
    want.extend(WK);
    assert_moves(XL, &fen, &want);
    assert_moves(S, &fen, &want);
}

// A Prince's 2-step can be taken en passant, but only by an enemy Pawn, never by a Prince.
//
// White Ka1 Jd3, Black kl12 pe5 jc5. White plays d3d5 (a Prince 2-step from rank 3): the
// en-passant field is d4. Black's moves:
//   Pawn e5: e4, e3 (2-step down), d4 en passant (removes the Prince on d5); f4 empty   3
//   Prince c5: b4 c4 d4 b5 d5(capture) b6 c6 d6, 2-step c3                            9
//     (c5d4 is a plain step: the Prince on d5 stays)
//   King l12: k12 k11 l11                                                               3
//                                                                              = 15
#[test]
fn prince_double_step_is_taken_en_passant_by_pawns_only() {
    let start = board12("Ka1 Jd3 kl12 pe5 jc5", "w - - 0 1");
    let p = play(XL, &start, &["d3d5"]);
    assert_eq!(fen_field(&p, 3), "d4");
    let fen = p.fen();
    assert_moves(
        XL,
        &fen,
        &[
            "e5e4", "e5e3", "e5d4", "c5b4", "c5c4", "c5d4", "c5b5", "c5d5", "c5b6", "c5c6", "c5d6",
            "c5c3", "l12k12", "l12k11", "l12l11",
        ],
    );
    // The Pawn's en passant removes the Prince on d5.
    let after = play(XL, &fen, &["e5d4"]);
    assert_eq!(
        after.fen(),
        board12("Ka1 kl12 pd4 jc5", "w - - 0 2"),
        "en passant by the Pawn"
    );
    // The Prince's step to d4 is no capture.
    let after = play(XL, &fen, &["c5d4"]);
    assert_eq!(after.fen(), board12("Ka1 Jd5 kl12 pe5 jd4", "w - - 2 2"));
}

// ---------------------------------------------------------------------------------------
// Pawn: 1 or 2 squares forward from any rank (path empty, no capture forward), captures one
// square diagonally forward.
//
// White Ka1 Pe5 Ph7 Pb3, Black kl12 pd6 ph9 pb4.
//   Pawn e5: e6 e7 (from rank 5), captures d6 (f6 empty)                           3
//   Pawn h7: h8; the 2-step's target h9 is occupied                                 1
//   Pawn b3: b4 is occupied, so neither step (no jumping); a4 c4 empty              0
//   King 3 (b4 attacks a3 and c3 only)                                        = 7
#[test]
fn pawn_steps_one_or_two_from_any_rank() {
    let fen = board12("Ka1 Pe5 Ph7 Pb3 kl12 pd6 ph9 pb4", "w - - 0 1");
    assert_moves(
        XL,
        &fen,
        &["e5e6", "e5e7", "e5d6", "h7h8", "a1a2", "a1b1", "a1b2"],
    );
    assert_moves(
        S,
        &fen,
        &["e5e6", "e5e7", "e5d6", "h7h8", "a1a2", "a1b1", "a1b2"],
    );
}

// Every Pawn 2-step (from any rank) writes its passed square and can be taken en passant by
// a Pawn; a Prince cannot.
//
// White Ka1 Pf5, Black kl12 pg7 je7. White plays f5f7 (2-step from rank 5): en passant f6.
//   Pawn g7: g6 g5, f6 en passant (removes f7); h6 empty                             3
//   Prince e7: d6 e6 f6 d7 f7(capture) d8 e8 f8, 2-step e5                           9
//   King l12: k12 k11 l11                                                             3
//                                                                              = 15
#[test]
fn pawn_double_step_from_any_rank_allows_en_passant() {
    let start = board12("Ka1 Pf5 kl12 pg7 je7", "w - - 0 1");
    let p = play(XL, &start, &["f5f7"]);
    assert_eq!(fen_field(&p, 3), "f6");
    let fen = p.fen();
    assert_moves(
        XL,
        &fen,
        &[
            "g7g6", "g7g5", "g7f6", "e7d6", "e7e6", "e7f6", "e7d7", "e7f7", "e7d8", "e7e8", "e7f8",
            "e7e5", "l12k12", "l12k11", "l12l11",
        ],
    );
    let after = play(XL, &fen, &["g7f6"]);
    assert_eq!(after.fen(), board12("Ka1 kl12 pf6 je7", "w - - 0 2"));
    // After any other move the en-passant chance is gone.
    let later = play(XL, &fen, &["l12k12", "a1a2"]);
    assert_eq!(fen_field(&later, 3), "-");
    assert!(later.parse_lan("g7f6").is_err());
}

// ---------------------------------------------------------------------------------------
// Promotion, compulsory on the last rank, for Pawns and Princes, captures included.
// XL: Q G L D O U F (7 choices).
//
// White Ka1 Pe11 Jh11 Pb10, Black kl12 nd12 ni12.
//   Pawn e11: e12 ×7, captures d12 ×7 (f12 empty)                                    14
//   Prince h11: g10 h10 i10 g11 i11 (no promotion, rank 11); g12 h12 i12 (capture)
//     ×7 each                                                                          26
//   Pawn b10: b11 (rank 11, no promotion), b12 ×7 (2-step onto the last rank)           8
//   King 3                                                                     = 51
// The Knights d12 and i12 attack b11 c10 e10 f11 g11 h10 j10 k11 — none of White's King
// squares (the Prince may step onto g11: it is not royal).
#[test]
fn xl_promotion_of_pawns_and_princes() {
    let fen = board12("Ka1 Pe11 Jh11 Pb10 kl12 nd12 ni12", "w - - 0 1");
    let chiefs = "QGLDOUF";
    let mut want = Vec::new();
    for base in ["e11e12", "e11d12", "h11g12", "h11h12", "h11i12", "b10b12"] {
        want.extend(promos(base, chiefs));
    }
    for m in ["h11g10", "h11h10", "h11i10", "h11g11", "h11i11", "b10b11"] {
        want.push(m.to_string());
    }
    want.extend(WK.iter().map(|s| s.to_string()));
    assert_eq!(want.len(), 51);
    assert_list(XL, &fen, &want);

    // A 2-step onto the last rank promotes and leaves no en-passant square.
    let p = play(XL, &fen, &["b10b12=Q"]);
    assert_eq!(fen_field(&p, 3), "-");
    assert_eq!(
        p.fen(),
        board12("Ka1 Pe11 Jh11 Qb12 kl12 nd12 ni12", "b - - 0 1")
    );
    // The Prince promotes by capture too, and a promotion must name its piece.
    let p = play(XL, &fen, &["h11i12=O"]);
    assert!(p.fen().starts_with("3n4O2k/"), "{}", p.fen());
    assert!(pos(XL, &fen).parse_lan("e11e12").is_err());
    // A Rook is no chief piece.
    assert!(pos(XL, &fen).parse_lan("e11e12=R").is_err());
}

// Zanzibar S: promotion to Q G L U F (5 choices), shown for Black (last rank = rank 1).
//
// Black kl12 pe2 pc3 jh2, White Ka12 Nd1 Ri1; Black to move.
//   Pawn e2: e1 ×5, captures d1 ×5 (f1 empty)                                        10
//   Pawn c3: c2, c1 ×5 (2-step onto the last rank)                                     6
//   Prince h2: g2 i2 g3 h3 i3 (no promotion); g1 h1 i1 (capture) ×5                   20
//   King l12: k12 k11 l11                                                              3
//                                                                              = 39
#[test]
fn s_promotion_choices_exclude_duchess_and_sorceress() {
    let fen = board12("kl12 pe2 pc3 jh2 Ka12 Nd1 Ri1", "b - - 0 1");
    let chiefs = "QGLUF";
    let mut want = Vec::new();
    for base in ["e2e1", "e2d1", "c3c1", "h2g1", "h2h1", "h2i1"] {
        want.extend(promos(base, chiefs));
    }
    for m in [
        "c3c2", "h2g2", "h2i2", "h2g3", "h2h3", "h2i3", "l12k12", "l12k11", "l12l11",
    ] {
        want.push(m.to_string());
    }
    assert_eq!(want.len(), 39);
    assert_list(S, &fen, &want);
    let p = pos(S, &fen);
    assert!(p.parse_lan("e2e1=D").is_err());
    assert!(p.parse_lan("e2e1=O").is_err());
    // D and O are not even pieces of Zanzibar S.
    assert!(Position::from_fen(S, &board12("kl12 od5 Ka1", "w - - 0 1")).is_err());
}

// ---------------------------------------------------------------------------------------
// King: no castling. While it has its right (K) and is not in check, it may jump to an EMPTY
// square 2 away (straight, diagonal or Knight-like), over anything, never capturing.
// Straight/diagonal jump: the passed square must not be attacked; Knight-like jump: at least
// one of its two intermediate squares (orthogonal and diagonal neighbour on the way, e.g.
// f2→h3: g2 and g3) must not be attacked; the landing square must be safe.
//
// White Kf2 (right K) Pe2, Black kl12 ph4 (attacks g3 and i3).
//   Steps: e1 f1 g1 g2 e3 f3 (e2 own; g3 attacked)                                   6
//   Straight jumps: f4 (via f3), d2 (over the own Pawn e2), h2 (via g2)                3
//   Diagonal jumps: d4 (via e3); h4 occupied by an enemy (no capture)                  1
//   Knight-like: d1 (e2/e1) d3 (e2/e3) h1 (g2/g1) e4 (f3/e3) all free;
//     h3 (g2 free, g3 attacked) and g4 (f3 free, g3 attacked): one is enough           6
//   Pawn e2: e3 e4 (d3 f3 empty)                                                       2
//                                                                              = 18
#[test]
fn king_first_move_jump() {
    let fen = board12("Kf2 Pe2 kl12 ph4", "w K - 0 1");
    assert_moves(
        XL,
        &fen,
        &[
            "f2e1", "f2f1", "f2g1", "f2g2", "f2e3", "f2f3", "f2f4", "f2d2", "f2h2", "f2d4", "f2d1",
            "f2d3", "f2h1", "f2e4", "f2h3", "f2g4", "e2e3", "e2e4",
        ],
    );
    // The seed's own list from f2 on an empty board: d1 d2 d3 d4 e4 f4 g4 h4 h3 h2 h1,
    // plus the 8 steps.
    assert_moves(
        S,
        &board12("Kf2 kl12", "w K - 0 1"),
        &[
            "f2e1", "f2f1", "f2g1", "f2e2", "f2g2", "f2e3", "f2f3", "f2g3", "f2d1", "f2d2", "f2d3",
            "f2d4", "f2e4", "f2f4", "f2g4", "f2h4", "f2h3", "f2h2", "f2h1",
        ],
    );
}

// A Black Rook on g12 attacks the whole g-file (g11..g1).
// White Kf2 (K), Black kl12 rg12.
//   Steps: e1 f1 e2 e3 f3 (g1 g2 g3 attacked)                                         5
//   Straight: f4 (via f3), d2 (via e2); h2 passes g2 (attacked)                       2
//   Diagonal: d4 (via e3); h4 passes g3 (attacked)                                    1
//   Knight-like: d1 d3 e4 free; h1 (g2 and g1 both attacked) and h3 (g2, g3 both
//     attacked) not; g4 lands on an attacked square                                    3
//                                                                              = 11
#[test]
fn king_jump_needs_unattacked_passed_squares() {
    let fen = board12("Kf2 kl12 rg12", "w K - 0 1");
    assert_moves(
        XL,
        &fen,
        &[
            "f2e1", "f2f1", "f2e2", "f2e3", "f2f3", "f2f4", "f2d2", "f2d4", "f2d1", "f2d3", "f2e4",
        ],
    );
}

// RULES.md §5.1: the attack on the passed square is judged with the King still on f2. A
// Black Cannon on d2 (e2 empty) does not check the King, but uses it as a screen and so
// attacks g2, h2, … beyond it.
// White Kf2 (K), Black kl12 cd2.
//   Steps: all 8 (after Kg2 the Cannon has no screen any more: g2 is safe to step on)  8
//   Straight: f4 (via f3); h2 passes g2, attacked before the move → no; d2 occupied   1
//   Diagonal: d4 (via e3), h4 (via g3)                                                 2
//   Knight-like: d1 d3 e4 g4; h1 (g2 attacked, g1 free) and h3 (g3 free)               6
//                                                                              = 17
#[test]
fn king_jump_passed_square_judged_with_king_on_its_square() {
    let fen = board12("Kf2 kl12 cd2", "w K - 0 1");
    assert!(!pos(XL, &fen).is_check());
    assert_moves(
        XL,
        &fen,
        &[
            "f2e1", "f2f1", "f2g1", "f2e2", "f2g2", "f2e3", "f2f3", "f2g3", "f2f4", "f2d4", "f2h4",
            "f2d1", "f2d3", "f2e4", "f2g4", "f2h1", "f2h3",
        ],
    );
}

// No jump out of check: White Kf2 (K) checked by a Black Rook on f12.
//   Steps: e1 g1 e2 g2 e3 g3 (f1 and f3 stay on the Rook's file); no jump at all       = 6
#[test]
fn king_cannot_jump_out_of_check() {
    let fen = board12("Kf2 kl12 rf12", "w K - 0 1");
    assert!(pos(XL, &fen).is_check());
    assert_moves(XL, &fen, &["f2e1", "f2g1", "f2e2", "f2g2", "f2e3", "f2g3"]);
}

// The right belongs to the King and is lost when it moves (a step or a jump); without the
// right the King only steps. Black has the same jump: from g11 (right `k`) 8 steps and 11
// jumps (e9 f9 g9 h9 i9, e10 i10, e11 i11, e12 i12; rank 13 does not exist).
#[test]
fn king_jump_right_is_lost_when_the_king_moves() {
    let steps_f2 = [
        "f2e1", "f2f1", "f2g1", "f2e2", "f2g2", "f2e3", "f2f3", "f2g3",
    ];
    assert_moves(XL, &board12("Kf2 kg11", "w k - 0 1"), &steps_f2);
    let fen = board12("Kf2 kg11", "w Kk - 0 1");
    // 8 steps + 11 jumps (d1 d2 d3 d4 e4 f4 g4 h4 h3 h2 h1).
    assert_eq!(moves(XL, &fen).len(), 19);
    let p = play(XL, &fen, &["f2f3"]);
    assert_eq!(fen_field(&p, 2), "k");
    assert_moves(
        XL,
        &p.fen(),
        &[
            "g11f10", "g11g10", "g11h10", "g11f11", "g11h11", "g11f12", "g11g12", "g11h12",
            "g11e9", "g11f9", "g11g9", "g11h9", "g11i9", "g11e10", "g11i10", "g11e11", "g11i11",
            "g11e12", "g11i12",
        ],
    );
    let p = play(XL, &p.fen(), &["g11g9"]);
    assert_eq!(fen_field(&p, 2), "-");
    assert_eq!(
        fen_field(&p, 3),
        "-",
        "a King jump writes no en-passant square"
    );
    // Back on f2, but the right is gone: steps only.
    let p = play(XL, &p.fen(), &["f3f2", "g9g8"]);
    assert_moves(XL, &p.fen(), &steps_f2);
    // A jump uses the right up as well.
    let p = play(XL, &fen, &["f2f4"]);
    assert_eq!(fen_field(&p, 2), "k");
}

// ---------------------------------------------------------------------------------------
// Setup: Arrangement letters on e1 f1 g1 h1 e2 f2 g2 h2 (XL) / e1 f1 g1 h1 f2 g2 (S);
// Black mirrors White on the same files.
#[test]
fn arrangements_give_the_start_positions() {
    let xl = Arrangement::parse(XL, "UQKFOLGD").unwrap();
    assert_eq!(xl.start_fen(), XL_START);
    assert_eq!(xl.start_position().fen(), Position::start(XL).fen());
    let s = Arrangement::parse(S, "FQKULG").unwrap();
    assert_eq!(s.start_fen(), S_START);
    assert_eq!(s.start_position().fen(), Position::start(S).fen());

    // XL FKLDUGQO: e1 Buffalo f1 King g1 Lion h1 Duchess, e2 Rhinoceros f2 Eagle g2 Queen
    // h2 Sorceress.
    let a = Arrangement::parse(XL, "FKLDUGQO").unwrap();
    assert_eq!(
        a.start_fen(),
        "cmzvfkldvzmc/ernbugqobnre/ppppjwwjpppp/4pppp4/12/12/12/12/4PPPP4/PPPPJWWJPPPP/ERNBUGQOBNRE/CMZVFKLDVZMC w Kk - 0 1"
    );
    assert_eq!(a.to_string(), "FKLDUGQO");
    assert_eq!(a.start_position().fen(), a.start_fen());
    // S ULGFKQ: e1 Rhinoceros f1 Lion g1 Eagle h1 Buffalo, f2 King g2 Queen.
    let a = Arrangement::parse(S, "ULGFKQ").unwrap();
    assert_eq!(
        a.start_fen(),
        "cmzvulgfvzmc/ernbwkqwbnre/ppppjppjpppp/12/12/12/12/12/12/PPPPJPPJPPPP/ERNBWKQWBNRE/CMZVULGFVZMC w Kk - 0 1"
    );
    assert_eq!(a.start_position().fen(), a.start_fen());
}

#[test]
fn impossible_arrangements_are_rejected() {
    for (id, text) in [
        (XL, "UQKF"),      // too short
        (XL, "UQKFOLGDD"), // too long
        (XL, "UQKFOLGX"),  // unknown letter
        (XL, "QUKFOLGD"),  // Queen on e1 (a side square)
        (XL, "DUKFOLGQ"),  // Rhinoceros on f1 (a centre square)
        (XL, "UQKFOLKD"),  // two Kings
        (XL, "UQKFOLGU"),  // two Rhinoceroses, no Duchess
        (XL, "UQRFOLGD"),  // a Rook is not a free piece
        (S, "UQKFOLGD"),   // the XL length in S
        (S, "DQKULG"),     // no Duchess in S
        (S, "FQKULU"),     // Rhinoceros on g2
        (S, "FQQULG"),     // two Queens, no King
        (VariantId::Chess, "UQKFOLGD"),
        (VariantId::Shako, "FQKULG"),
    ] {
        assert!(
            Arrangement::parse(id, text).is_err(),
            "{id} {text} should be rejected"
        );
    }
    assert!(Arrangement::all(VariantId::Chess).is_err());
    assert!(Arrangement::random(VariantId::Perfect12, 1).is_err());
}

#[test]
fn arrangement_counts_and_random_picks() {
    // XL: 4! ways for K Q G L on f1 g1 f2 g2 × 4! for D O U F on e1 h1 e2 h2 = 576.
    // S: 4! × 2 (U and F on e1 h1) = 48.
    for (id, n) in [(XL, 576), (S, 48)] {
        let all = Arrangement::all(id).unwrap();
        assert_eq!(all.len(), n);
        let mut fens: Vec<String> = all.iter().map(|a| a.start_fen()).collect();
        fens.sort();
        fens.dedup();
        assert_eq!(fens.len(), n, "arrangements differ");
        for a in &all {
            assert_eq!(&Arrangement::parse(id, &a.to_string()).unwrap(), a);
        }
        let start = Position::start(id).fen();
        assert!(fens.contains(&start));
        // Every start position is valid and mirrors White's back ranks for Black.
        for a in all.iter().step_by(7) {
            let fen = a.start_fen();
            let ranks: Vec<&str> = fen.split(' ').next().unwrap().split('/').collect();
            assert_eq!(ranks[0], ranks[11].to_lowercase());
            assert_eq!(ranks[1], ranks[10].to_lowercase());
            assert_eq!(a.start_position().fen(), fen);
        }
        for seed in [0u64, 1, 2, 42, u64::MAX] {
            let r = Arrangement::random(id, seed).unwrap();
            assert_eq!(r, Arrangement::random(id, seed).unwrap());
            assert!(all.contains(&r));
            assert_eq!(r.variant(), id);
        }
        let picks: Vec<Arrangement> = (0..40)
            .map(|s| Arrangement::random(id, s).unwrap())
            .collect();
        assert!(
            picks.iter().any(|p| p != &picks[0]),
            "random always picks one"
        );
    }
}

// ---------------------------------------------------------------------------------------
// perft(1) of the default XL start (UQKFOLGD), by hand = 47:
//   Pawns a3-d3, i3-l3 (8) and e4-h4 (4): 1 or 2 forward each                     24
//   Princes e3: d4 (e4 own; 2-step blocked); h3: i4                                   2
//   Machines f3: f5 (leap over f4); g3: g5                                            2
//   Elephants a2: c4; l2: j4                                                          2
//   Knights c2: b4 d4; j2: i4 k4                                                      4
//   Lion f2: d4 (every other square within 2 is own)                                 1
//   Duchess h2: h5 (over h3 h4), e5 (over g3 f4), j4, k5                             4
//   Camels b1: a4 c4; k1: j4 l4                                                       4
//   Giraffes c1: a4 (e4 own); j1: l4 (h4 own)                                         2
//   Buffalo h1: i4 j4                                                                 2
//   Rooks, Bishops, Cannons, Crocodiles, Eagle, Sorceress, Rhinoceros, Queen, King  0
// perft(1) of the default S start (FQKULG), by hand = 53:
//   Pawns a-d, f, g, i-l on rank 3: 1 or 2 forward                                   20
//   Princes e3: d4 e4 f4 e5; h3: g4 h4 i4 h5                                          8
//   Machines e2: e4; h2: h4                                                           2
//   Elephants c4, j4 2; Knights b4 d4 i4 k4 4; Lion f2: d4 e4 f4 g4 h4 5;
//   Camels a4 c4 j4 l4 4; Giraffes c1: a4 e4, j1: h4 l4 4; Buffalo e1: d4 f4 c4 g4 4  23
// Depths 2 and 3 are regression figures from the program.
#[test]
fn default_start_perft() {
    let xl = Position::start(XL);
    assert_eq!(xl.fen(), XL_START);
    let mut want = vec![
        "a3a4", "a3a5", "b3b4", "b3b5", "c3c4", "c3c5", "d3d4", "d3d5", "i3i4", "i3i5", "j3j4",
        "j3j5", "k3k4", "k3k5", "l3l4", "l3l5", "e4e5", "e4e6", "f4f5", "f4f6", "g4g5", "g4g6",
        "h4h5", "h4h6", "e3d4", "h3i4", "f3f5", "g3g5", "a2c4", "l2j4", "c2b4", "c2d4", "j2i4",
        "j2k4", "f2d4", "h2h5", "h2e5", "h2j4", "h2k5", "b1a4", "b1c4", "k1j4", "k1l4", "c1a4",
        "j1l4", "h1i4", "h1j4",
    ];
    assert_eq!(want.len(), 47);
    assert_moves(XL, XL_START, &want);
    want.clear();
    want.extend([
        "a3a4", "a3a5", "b3b4", "b3b5", "c3c4", "c3c5", "d3d4", "d3d5", "f3f4", "f3f5", "g3g4",
        "g3g5", "i3i4", "i3i5", "j3j4", "j3j5", "k3k4", "k3k5", "l3l4", "l3l5", "e3d4", "e3e4",
        "e3f4", "e3e5", "h3g4", "h3h4", "h3i4", "h3h5", "e2e4", "h2h4", "a2c4", "l2j4", "c2b4",
        "c2d4", "j2i4", "j2k4", "f2d4", "f2e4", "f2f4", "f2g4", "f2h4", "b1a4", "b1c4", "k1j4",
        "k1l4", "c1a4", "c1e4", "j1h4", "j1l4", "e1d4", "e1f4", "e1c4", "e1g4",
    ]);
    assert_eq!(want.len(), 53);
    assert_moves(S, S_START, &want);

    assert_eq!(perft_of(XL, XL_START, 2), 2209);
    assert_eq!(perft_of(XL, XL_START, 3), 114023);
    assert_eq!(perft_of(S, S_START, 2), 2809);
    assert_eq!(perft_of(S, S_START, 3), 163758);
}
