//! Shako (RULES.md §4 "Shako", 10×10, Cazaux 1990).
//!
//! `fixtures/shako.perft` holds perft figures on which this program and an independent
//! implementation, Fairy-Stockfish (its Python binding `pyffish`, variant `shako`), agree.
//! Two of its positions also have their legal moves listed by name, counted by hand from
//! the RULES.md text.

mod common;
use acedrex_rules::{Position, VariantId};
use common::*;

const SHAKO: VariantId = VariantId::Shako;

struct Case {
    line: usize,
    fen: String,
    counts: Vec<(u32, u64)>,
}

/// Reads `FEN ; D1 N1 ; D2 N2 ; ...` lines; `#` starts a comment line.
fn parse_fixture(text: &str) -> Vec<Case> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';').map(str::trim);
        let fen = fields.next().unwrap().to_string();
        let counts: Vec<(u32, u64)> = fields
            .map(|f| {
                let (d, n) = f
                    .split_once(' ')
                    .unwrap_or_else(|| panic!("line {}: `{f}` is not `DEPTH COUNT`", i + 1));
                (
                    d.trim().parse().expect("depth"),
                    n.trim().parse().expect("count"),
                )
            })
            .collect();
        assert!(!counts.is_empty(), "line {}: no counts", i + 1);
        out.push(Case {
            line: i + 1,
            fen,
            counts,
        });
    }
    out
}

fn fixture() -> Vec<Case> {
    parse_fixture(include_str!("fixtures/shako.perft"))
}

#[test]
fn fixture_parser_reads_lines_and_comments() {
    let cases = parse_fixture("# c\n\n  a b ; 1 20 ; 2 400\n# d\nx ; 3 8902\n");
    assert_eq!(cases.len(), 2);
    assert_eq!(cases[0].fen, "a b");
    assert_eq!(cases[0].counts, vec![(1, 20), (2, 400)]);
    assert_eq!(cases[1].line, 5);
    assert_eq!(cases[1].counts, vec![(3, 8902)]);
}

fn check(case: &Case) -> u64 {
    let p =
        Position::from_fen(SHAKO, &case.fen).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
    assert_eq!(p.fen(), case.fen, "line {}: FEN round trip", case.line);
    let mut leaves = 0;
    for &(depth, want) in &case.counts {
        let got = acedrex_rules::perft(&p, depth);
        assert_eq!(got, want, "line {} depth {depth}: {}", case.line, case.fen);
        leaves += got;
    }
    leaves
}

/// The first fixture line: the start position to depth 4 (10 million leaves).
#[test]
fn start_position_perft_agrees_with_fairy_stockfish() {
    let cases = fixture();
    assert_eq!(
        cases[0].fen,
        Position::start(SHAKO).fen(),
        "first line: the start"
    );
    assert_eq!(cases[0].counts.last(), Some(&(4, 10_273_158)));
    check(&cases[0]);
}

#[test]
fn perft_agrees_with_fairy_stockfish() {
    let cases = fixture();
    assert!(cases.len() >= 16, "the fixture lost positions");
    let leaves: u64 = cases[1..].iter().map(check).sum();
    assert!(leaves > 5_000_000);
}

// Castling (fixture line "castling by name").
// White Kf2 Rb2 Ri2, Black kf9 rb9 ri9 eg4; KQkq, White to move. The Black Elephant g4
// attacks f3 h3 f5 h5 (one step) and e2 i2 e6 i6 (two).
//   King: e1 f1 g1 g2 e3 g3 (e2, f3 attacked)                                          6
//   O-O f2h2: g2 h2 empty, neither attacked (that the Rook i2 is attacked is no matter) 1
//   O-O-O f2d2: c2 d2 e2 empty, but the King passes e2, which is attacked              0
//   Rook b2: b1; b3..b8 and b9 (capture) 7; a2 c2 d2 e2 4                             12
//   Rook i2: i1; i3..i8 and i9 (capture) 7; h2 g2; j2                                 11
//                                                                               = 30
#[test]
fn castling_kingside_allowed_queenside_through_attacked_square_not() {
    let fen = "10/1r3k2r1/10/10/10/10/6e3/10/1R3K2R1/10 w KQkq - 0 1";
    assert_moves(
        SHAKO,
        fen,
        &[
            "f2e1", "f2f1", "f2g1", "f2g2", "f2e3", "f2g3", "f2h2", "b2b1", "b2b3", "b2b4", "b2b5",
            "b2b6", "b2b7", "b2b8", "b2b9", "b2a2", "b2c2", "b2d2", "b2e2", "i2i1", "i2i3", "i2i4",
            "i2i5", "i2i6", "i2i7", "i2i8", "i2i9", "i2h2", "i2g2", "i2j2",
        ],
    );
    // O-O puts the Rook on g2 and removes both White rights.
    let p = play(SHAKO, fen, &["f2h2"]);
    assert_eq!(
        p.fen(),
        "10/1r3k2r1/10/10/10/10/6e3/10/1R4RK2/10 b kq - 1 1"
    );
    // O-O-O is refused: the King would pass the attacked e2.
    assert!(pos(SHAKO, fen).parse_lan("f2d2").is_err());
}

// Black castling: White Eg7 attacks f8 h8 f6 h6 (one step) and e9 i9 e5 i5 (two).
// Black Kf9 (rights kq): steps e8 g8 g9 e10 f10 g10 (f8, e9 attacked); O-O f9h9 legal
// (g9, h9 free and safe); O-O-O f9d9 passes e9: illegal.                           = 7
#[test]
fn black_castling_through_an_attacked_square() {
    let fen = "9e/1r3k2r1/p1p4p1p/6E3/10/3C6/10/P8P/1R3K2R1/2c7 b KQkq - 0 1";
    assert_piece_moves(
        SHAKO,
        fen,
        "f9",
        &["f9e8", "f9g8", "f9g9", "f9e10", "f9f10", "f9g10", "f9h9"],
    );
    let p = play(SHAKO, fen, &["f9h9"]);
    assert!(p.fen().starts_with("9e/1r4rk2/"));
}

// A Black Cannon on d2 (e2 empty) does not check the King on f2, but uses it as a screen
// and attacks g2, h2 and the Rook on i2 (RULES.md §5.1: judged with the King on f2): no
// O-O. O-O-O needs d2 empty: no. King: e1 f1 g1 e2 g2 e3 f3 (g3 is an own Pawn; after
// Kg2 the Cannon has no screen, so g2 is safe to step on) = 7. Rook b2: b1 a2 c2, d2
// capturing the Cannon (b3 own) = 4.
#[test]
fn cannon_using_the_king_as_screen_prevents_castling() {
    let fen = "10/1r3k2r1/pp6pp/4e5/10/10/10/PP4P1PP/1R1c1K2R1/10 w KQkq - 0 1";
    assert!(!pos(SHAKO, fen).is_check());
    assert_piece_moves(
        SHAKO,
        fen,
        "f2",
        &["f2e1", "f2f1", "f2g1", "f2e2", "f2g2", "f2e3", "f2f3"],
    );
    assert_piece_moves(SHAKO, fen, "b2", &["b2b1", "b2a2", "b2c2", "b2d2"]);
}

// Cannon check through a screen (fixture line "Cannon check").
// White Kf2 Pf5 Ra3 Nh8 Ed4, Black kj10 cf9 pg6. The Cannon f9 sees f8 f7 f6 empty, the
// White Pawn f5 as its screen, f4 f3 empty and the King: check. Ways out:
//   King off the file: e1 g1 e2 g2 e3 g3 (f1 and f3 stay behind the one screen)       6
//   remove the screen: f5xg6 (f5f6 keeps exactly one screen: still check)              1
//   add a second piece between: Ra3-f3, Nh8-f7, Ed4-f6 (two pieces: no hop)            3
//   capture the Cannon: Nh8xf9                                                          1
//   every other move leaves the check                                           = 11
#[test]
fn cannon_check_through_a_screen() {
    let fen = "9k/5c4/7N2/10/6p3/5P4/3E6/R9/5K4/10 w - - 0 1";
    assert!(pos(SHAKO, fen).is_check());
    assert_moves(
        SHAKO,
        fen,
        &[
            "f2e1", "f2g1", "f2e2", "f2g2", "f2e3", "f2g3", "f5g6", "a3f3", "h8f7", "d4f6", "h8f9",
        ],
    );
}

// Pins through a screen: the Cannon f10 has two White pieces (Nf6, Bf4) between it and the
// King f2; either one leaving the file makes the other a lone screen, so neither moves.
// The Cannon j2 has the Black Pawn h2 as screen and hits the Knight g2; if the Knight moved
// the King would be hit: it stays too.
#[test]
fn cannon_pins_through_a_screen() {
    let fen = "5c4/q8k/e1p7/10/4EN4/C9/5B4/1P2P5/5KNp1c/10 w - - 0 1";
    for sq in ["f6", "f4", "g2"] {
        assert_piece_moves(SHAKO, fen, sq, &[]);
    }
    // King: e1 f1 e2 f3 g3; g1 is attacked by the Pawn h2, g2 and e3 are own pieces.
    assert_piece_moves(SHAKO, fen, "f2", &["f2e1", "f2f1", "f2e2", "f2f3", "f2g3"]);
}

// En passant after Black's e8e6 (field e7): White d6xe7 takes the Pawn e6. The Black Cannon
// j6 has d6 and e6 between it and the King a6: the en-passant capture removes both (no
// screen left: safe), but d6d7 would leave e6 as a lone screen (check). So the Pawn d6
// has exactly one move.
#[test]
fn en_passant_and_a_cannon_pin() {
    let fen = "8k1/2n7/7p2/10/K2Pp4c/10/10/2N3P3/1R8/10 w - e7 0 1";
    assert_piece_moves(SHAKO, fen, "d6", &["d6e7"]);
    let p = play(SHAKO, fen, &["d6e7"]);
    assert_eq!(p.fen(), "8k1/2n7/7p2/4P5/K8c/10/10/2N3P3/1R8/10 b - - 0 1");
    // A 2-step writes its passed square; the other Pawn steps only from its start rank.
    let p = play(SHAKO, fen, &["g3g5"]);
    assert_eq!(p.fen().split(' ').nth(3), Some("g4"));
    assert!(play(SHAKO, fen, &["g3g4"]).parse_lan("h8h7").is_ok());
    assert!(play(SHAKO, fen, &["g3g4", "h8h7"])
        .parse_lan("g4g6")
        .is_err());
}

// Promotion is compulsory on the last rank, to Q R B N C E (Cannon, Elephant).
#[test]
fn promotion_choices() {
    let fen = "r1n2b4/1P2P2P2/10/3E5k/7e2/10/6E3/1K2e5/3p4p1/4N2BC1 w - - 0 1";
    let mut want = Vec::new();
    for base in ["b9a10", "b9b10", "b9c10"] {
        for c in "QRBNEC".chars() {
            want.push(format!("{base}={c}"));
        }
    }
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    assert_piece_moves(SHAKO, fen, "b9", &want);
    let p = pos(SHAKO, fen);
    assert!(p.parse_lan("e9e10").is_err(), "promotion is compulsory");
    assert!(p.parse_lan("e9e10=K").is_err());
    let after = play(SHAKO, fen, &["e9f10=E"]);
    assert!(after.fen().starts_with("r1n2E4/"));
    // Black: d2xe1 and d2-d1, i2 is blocked by the Cannon i1 but takes h1.
    let black = "r1n2b4/1P2P2P2/10/3E5k/7e2/10/6E3/1K2e5/3p4p1/4N2BC1 b - - 0 1";
    assert_eq!(
        moves(SHAKO, black)
            .iter()
            .filter(|m| m.starts_with("d2"))
            .count(),
        12
    );
    assert_eq!(
        moves(SHAKO, black)
            .iter()
            .filter(|m| m.starts_with("i2"))
            .count(),
        6
    );
}

// The Elephant (FA) leaps: White Ka1 Ee4 Pf5 Pd3, Black kj10 pd5 ng6.
//   e4: d5 (capture), f3, g2; f5 and d3 own; c6 (over d5), g6 (capture over f5),
//   c2 (over d3)                                                                    = 6
#[test]
fn elephant_leaps_one_or_two_diagonally() {
    let fen = "9k/10/10/10/6n3/3p1P4/4E5/3P6/10/K9 w - - 0 1";
    assert_piece_moves(
        SHAKO,
        fen,
        "e4",
        &["e4d5", "e4f3", "e4g2", "e4c6", "e4g6", "e4c2"],
    );
}
