//! Move text (RULES.md §2) for every game: the canonical SAN-like text the program prints,
//! the forgiving reader (long algebraic, `x`/`:` optional, annotations, `0-0`, lower-case
//! letters, piece names), and the errors a player gets for a text that is not a legal move.
//!
//! Positions are written as a piece list ("Ke1 Nb1 kh8": letter, then square; upper case is
//! White) and turned into a FEN by `board`. The expected texts come from RULES.md §2 and the
//! game sections, worked out by hand in the comment above each test.
//!
//! Every position used here also goes through `round_trip`: each legal move has one
//! canonical text, different from every other move's, and that text, its long algebraic
//! form and the canonical text without `x` all read back to the same move.

mod common;
use acedrex_rules::{
    Color, Game, Kind, Move, MoveError, MoveKind, Place, Position, Promoted, Square, VariantId,
};
use common::board;

/// The kinds of a game's piece letters (promotion choices are kinds; players see letters).
fn kinds(id: VariantId, letters: &[&str]) -> Vec<Kind> {
    letters
        .iter()
        .map(|l| {
            id.variant()
                .find_piece(l)
                .unwrap_or_else(|| panic!("{l} in {id}"))
        })
        .collect()
}

fn sq(name: &str) -> Square {
    Square::parse(name).expect("a square")
}

const CHESS: VariantId = VariantId::Chess;
const SHAKO: VariantId = VariantId::Shako;
const P12: VariantId = VariantId::Perfect12;
const KMF: VariantId = VariantId::Kmf;
const GA: VariantId = VariantId::GrantAcedrex;
const ZXL: VariantId = VariantId::ZanzibarXl;
const ZS: VariantId = VariantId::ZanzibarS;
const T2: VariantId = VariantId::Tamerlane2;

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

/// The position of a piece list; every position built here also passes `round_trip`.
fn at(id: VariantId, pieces: &str, rest: &str) -> Position {
    let fen = board(id, pieces, rest);
    let p = Position::from_fen(id, &fen).unwrap_or_else(|e| panic!("{id}: bad FEN {fen}: {e}"));
    round_trip(&p);
    p
}

/// The legal move given in long algebraic text.
fn lan(p: &Position, text: &str) -> Move {
    p.parse_lan(text)
        .unwrap_or_else(|e| panic!("{}: `{text}` in {}: {e}", p.variant().id, p.fen()))
}

/// The canonical text of the move given in long algebraic text.
fn san(p: &Position, text: &str) -> String {
    p.san(lan(p, text))
}

/// The canonical texts of all legal moves, sorted.
fn all_sans(p: &Position) -> Vec<String> {
    let legal = p.legal_moves();
    let mut v: Vec<String> = legal.iter().map(|m| p.san_with(*m, &legal)).collect();
    v.sort();
    v
}

/// Asserts that each text reads as the move `expected` (long algebraic).
fn reads(p: &Position, texts: &[&str], expected: &str) {
    for t in texts {
        match p.parse_move(t) {
            Ok(m) => assert_eq!(p.lan(m), expected, "`{t}` in {}", p.fen()),
            Err(e) => panic!("`{t}` should read as {expected} in {}: {e}", p.fen()),
        }
    }
}

/// The error for a text that must not read as a move.
fn error(p: &Position, text: &str) -> MoveError {
    match p.parse_move(text) {
        Ok(m) => panic!("`{text}` read as {} in {}", p.lan(m), p.fen()),
        Err(e) => e,
    }
}

/// Asserts that the error message contains every one of `parts`.
/// The message is the service's, in the game's words (the rules give typed errors).
fn says(id: VariantId, e: &MoveError, parts: &[&str]) {
    let msg = acedrex_service::texts::messages::move_error(id, e);
    for part in parts {
        assert!(msg.contains(part), "message `{msg}` lacks `{part}`");
    }
}

/// Every legal move has one canonical text, different from every other move's; it and
/// the long algebraic text, with `-` between the squares, without `x`, with `:` for `x`
/// and with annotations, all read back to the same move. `san` and `san_with` agree.
fn round_trip(p: &Position) {
    let legal = p.legal_moves();
    let mut seen = std::collections::HashMap::new();
    for &m in &legal {
        let s = p.san_with(m, &legal);
        assert_eq!(p.san(m), s);
        if let Some(other) = seen.insert(s.clone(), m) {
            panic!(
                "`{s}` names two moves in {}: {} and {}",
                p.fen(),
                p.lan(other),
                p.lan(m)
            );
        }
        let l = p.lan(m);
        let squares: Vec<String> = m.squares().iter().map(|q| q.to_string()).collect();
        let dashed = if m.kind == MoveKind::Shot || squares.len() < 2 {
            l.clone()
        } else {
            format!("{}-{}", squares[0], &l[squares[0].len()..])
        };
        let mut texts = vec![
            s.clone(),
            l.clone(),
            dashed,
            s.replace('x', ""),
            s.replace('x', ":"),
            format!("{s}!?"),
            format!("{s} ?"),
        ];
        if !s.ends_with(['+', '#']) {
            texts.push(format!("{s}+"));
        }
        for t in &texts {
            match p.parse_move(t) {
                Ok(back) => assert_eq!(back, m, "`{t}` ({l}) in {}", p.fen()),
                Err(e) => panic!("`{t}` ({l}) does not read back in {}: {e}", p.fen()),
            }
        }
    }
}

/// The candidates of an `Ambiguous` error, sorted.
fn candidates(e: &MoveError) -> Vec<String> {
    match e {
        MoveError::Ambiguous { candidates, .. } => {
            let mut c = candidates.clone();
            c.sort();
            c
        }
        other => panic!("expected an ambiguous move, got {other:?}"),
    }
}

/// The texts inside back-quotes in a message (the examples of a syntax error).
fn quoted(msg: &str) -> Vec<String> {
    msg.split('`')
        .skip(1)
        .step_by(2)
        .map(|s| s.to_string())
        .collect()
}

// ---------------------------------------------------------------------------------------
// Chess
// ---------------------------------------------------------------------------------------

// White: King h1, Knights b1 and f3 (both reach d2), Rooks a1 and a5 (both reach a2, a3,
// a4), Pawns e4 and b3. Black: King h8, Pawn f5, Knight c4.
//   Knights to d2: same rank, different files → `Nbd2`, `Nfd2`;
//   Rooks to a3: same file → by rank: `R1a3`, `R5a3`; a5 alone reaches b5 → `Rb5`;
//   Rook a5 takes f5 → `Rxf5`; a5→a8 checks along rank 8 → `Ra8+`;
//   Pawns: `e5`, `exf5`, `b4`, `bxc4` (the capture names the origin file).
#[test]
fn chess_piece_and_pawn_moves() {
    let p = at(
        CHESS,
        "Kh1 Nb1 Nf3 Ra1 Ra5 Pe4 Pb3 kh8 pf5 nc4",
        "w - - 0 1",
    );
    for (l, s) in [
        ("b1d2", "Nbd2"),
        ("f3d2", "Nfd2"),
        ("b1c3", "Nc3"),
        ("f3g5", "Ng5"),
        ("a1a3", "R1a3"),
        ("a5a3", "R5a3"),
        ("a1a2", "R1a2"),
        ("a5b5", "Rb5"),
        ("a5f5", "Rxf5"),
        ("a5a8", "Ra8+"),
        ("e4e5", "e5"),
        ("e4f5", "exf5"),
        ("b3b4", "b4"),
        ("b3c4", "bxc4"),
        ("h1g1", "Kg1"),
    ] {
        assert_eq!(san(&p, l), s, "{l}");
    }
    reads(
        &p,
        &[
            "Nbd2",
            "N1d2",
            "Nb1d2",
            "b1d2",
            "b1-d2",
            "Nb1-d2",
            "Knight b1d2",
        ],
        "b1d2",
    );
    reads(&p, &["Nfd2", "N3d2", "Nf3d2", "knight f3d2"], "f3d2");
    reads(
        &p,
        &["Ng5", "ng5", "Knight g5", "knight g5", "Nf3g5", "f3g5"],
        "f3g5",
    );
    reads(&p, &["R1a3", "Ra1a3", "a1a3", "r1a3"], "a1a3");
    reads(
        &p,
        &["Rxf5", "Rf5", "R:f5", "Raxf5", "Ra5xf5", "a5xf5", "Rook f5"],
        "a5f5",
    );
    reads(
        &p,
        &["Ra8+", "Ra8", "Ra8#", "Ra8!", "Ra8!!", "Ra8?!", "a5a8"],
        "a5a8",
    );
    reads(
        &p,
        &["exf5", "ef5", "e:f5", "exf5+", "e4f5", "Pexf5", "Pe4xf5"],
        "e4f5",
    );
    reads(&p, &["e5", "e4e5", "e4-e5", "Pe5", "E5"], "e4e5");
    // `b` is a file first (as in standard notation): `bc4` is the pawn capture, and a
    // Bishop only when that names no move.
    reads(&p, &["bc4", "bxc4", "b3c4"], "b3c4");
    let q = at(CHESS, "Kh1 Bf1 Pb3 kh8", "w - - 0 1");
    reads(&q, &["bc4", "Bc4", "Bishop c4"], "f1c4");
    // Both readings legal: the lower-case letter is the file (standard notation); the
    // Bishop needs its capital.
    let q = at(CHESS, "Kh1 Bf1 Pb3 nc4 kh8", "w - - 0 1");
    reads(&q, &["bc4", "bxc4"], "b3c4");
    reads(&q, &["Bc4", "Bxc4"], "f1c4");
}

// Three Queens a1, a3, c1 reach b2 (a Black Knight): a1 shares the file with a3 and the
// rank with c1 → `Qa1xb2`; a3 shares the file with a1 but not the rank → `Q3xb2`; c1 has
// its own file → `Qcxb2`. (The shortest origin: file, else rank, else both.)
#[test]
fn chess_disambiguation_by_file_rank_and_square() {
    let p = at(CHESS, "Kh1 Qa1 Qa3 Qc1 nb2 kh7", "w - - 0 1");
    assert_eq!(san(&p, "a1b2"), "Qa1xb2");
    assert_eq!(san(&p, "a3b2"), "Q3xb2");
    assert_eq!(san(&p, "c1b2"), "Qcxb2");
    reads(&p, &["Qa1xb2", "Qa1b2", "Qa1:b2", "a1xb2"], "a1b2");
    reads(&p, &["Q3xb2", "Q3b2", "Qa3xb2"], "a3b2");
    reads(&p, &["Qcxb2", "Qcb2", "Qc1b2", "qcb2"], "c1b2");
    let e = error(&p, "Qxb2");
    assert_eq!(candidates(&e), ["Q3xb2", "Qa1xb2", "Qcxb2"]);
    says(
        p.variant().id,
        &e,
        &[
            "`Qxb2` is ambiguous: did you mean ",
            "Qa1xb2",
            "Q3xb2",
            "Qcxb2",
        ],
    );
    // `Qab2` still leaves a1 and a3; `Q1b2` leaves a1 and c1.
    assert_eq!(candidates(&error(&p, "Qab2")), ["Q3xb2", "Qa1xb2"]);
    assert_eq!(candidates(&error(&p, "Q1b2")), ["Qa1xb2", "Qcxb2"]);
}

// En passant: Black's f7-f5 passed f6 (field `f6`); the Pawn e5 takes on f6 → `exf6`.
// Promotion: Pawn b7 with a Black Knight a8 and King h8: `b8=Q+` and `b8=R+` check along
// rank 8, `b8=B`, `b8=N`, `bxa8=Q+`, `bxa8=R+` (a8..h8 is open), `bxa8=B`, `bxa8=N`.
#[test]
fn chess_en_passant_and_promotion() {
    let p = at(CHESS, "Ke1 Pe5 pf5 kh8", "w - f6 0 2");
    assert_eq!(san(&p, "e5f6"), "exf6");
    assert_eq!(lan(&p, "e5f6").kind, MoveKind::EnPassant);
    assert_eq!(san(&p, "e5e6"), "e6");
    reads(&p, &["exf6", "ef6", "exf6 e.p.", "e5f6", "e5xf6"], "e5f6");

    let p = at(CHESS, "Kh1 Pb7 na8 kh8", "w - - 0 1");
    for (l, s) in [
        ("b7b8=Q", "b8=Q+"),
        ("b7b8=R", "b8=R+"),
        ("b7b8=B", "b8=B"),
        ("b7b8=N", "b8=N"),
        ("b7a8=Q", "bxa8=Q+"),
        ("b7a8=N", "bxa8=N"),
    ] {
        assert_eq!(san(&p, l), s, "{l}");
    }
    reads(
        &p,
        &["b8=Q", "b8Q", "b8q", "b8(Q)", "b7b8q", "b7b8=Q", "b8=Q+"],
        "b7b8=Q",
    );
    reads(&p, &["bxa8=N", "ba8n", "b7a8n", "b7xa8=N"], "b7a8=N");
}

// Castling: King e1, Rooks a1 and h1, rights KQ. `O-O` = e1g1, `O-O-O` = e1c1; typed also
// as `0-0`, lower case, the King's move `e1g1` or `Kg1`, with annotations.
#[test]
fn chess_castling() {
    let p = at(CHESS, "Ke1 Ra1 Rh1 ke8", "w KQ - 0 1");
    assert_eq!(san(&p, "e1g1"), "O-O");
    assert_eq!(san(&p, "e1c1"), "O-O-O");
    reads(
        &p,
        &["O-O", "0-0", "o-o", "O-O+", "O-O!", "e1g1", "Kg1", "Ke1g1"],
        "e1g1",
    );
    reads(&p, &["O-O-O", "0-0-0", "o-o-o", "e1c1", "Kc1"], "e1c1");
    // The Rook f8 attacks f1: the King may not pass it, so only the long castling.
    let p = at(CHESS, "Ke1 Ra1 Rh1 ke8 rf8", "w KQ - 0 1");
    let e = error(&p, "O-O");
    assert_eq!(e, MoveError::CastlingNotNow { wing: 0 });
    says(p.variant().id, &e, &["O-O is not possible"]);
    reads(&p, &["O-O-O"], "e1c1");
    // Without the rights neither is possible.
    let p = at(CHESS, "Ke1 Ra1 Rh1 ke8", "w - - 0 1");
    says(
        p.variant().id,
        &error(&p, "0-0-0"),
        &["O-O-O is not possible"],
    );
}

// Check and mate suffixes. Back-rank: King g8 behind Pawns f7 g7 h7; Ra1-a8 is mate →
// `Ra8#`. Without the h7 Pawn the King escapes to h7 → `Ra8+`.
#[test]
fn chess_check_and_mate_suffixes() {
    let p = at(CHESS, "Kg1 Ra1 kg8 pf7 pg7 ph7", "w - - 0 1");
    assert_eq!(san(&p, "a1a8"), "Ra8#");
    assert_eq!(san(&p, "a1a7"), "Ra7");
    reads(
        &p,
        &["Ra8#", "Ra8", "Ra8+", "a1a8", "a1-a8", "Ra1a8"],
        "a1a8",
    );
    let p = at(CHESS, "Kg1 Ra1 kg8 pf7 pg7", "w - - 0 1");
    assert_eq!(san(&p, "a1a8"), "Ra8+");
}

#[test]
fn chess_errors() {
    let start = Position::start(CHESS);
    round_trip(&start);

    // Unknown text: the message gives example moves that are legal here.
    let e = error(&start, "hello");
    assert!(matches!(e, MoveError::Syntax { .. }), "{e:?}");
    says(CHESS, &e, &["`hello`", "write it like"]);
    let examples = quoted(&acedrex_service::texts::messages::move_error(CHESS, &e));
    assert!(examples.len() >= 3, "{e}");
    for ex in &examples[1..] {
        assert!(start.parse_move(ex).is_ok(), "example `{ex}` in `{e}`");
    }

    // Unknown piece letter: the message names the game's pieces.
    let e = error(&start, "Zf3");
    assert!(
        matches!(e, MoveError::UnknownPiece { letter: 'Z', .. }),
        "{e:?}"
    );
    says(
        CHESS,
        &e,
        &["`Z` is not a piece in Chess", "N Knight", "Q Queen"],
    );

    // No piece there, or not yours.
    let e = error(&start, "e3e4");
    assert_eq!(e, MoveError::NoPieceOn { square: sq("e3") });
    says(CHESS, &e, &["there is no piece on e3"]);
    let e = error(&start, "e7e5");
    assert_eq!(
        e,
        MoveError::NotYours {
            square: sq("e7"),
            kind: Kind::Pawn,
            to_move: Color::White
        }
    );
    says(CHESS, &e, &["Pawn on e7 is not yours", "White is to move"]);
    let e = error(&start, "Nb1b3".replace("N", "B").as_str());
    assert_eq!(
        e,
        MoveError::WrongPiece {
            square: sq("b1"),
            found: Kind::Knight,
            named: Kind::Bishop
        }
    );
    says(CHESS, &e, &["the piece on b1 is a Knight, not a Bishop"]);

    // The piece cannot go there: the message lists where it can.
    let e = error(&start, "Nb1b3");
    assert_eq!(
        e,
        MoveError::CannotReach {
            square: sq("b1"),
            kind: Kind::Knight,
            target: sq("b3"),
            reach: vec![sq("a3"), sq("c3")]
        }
    );
    says(
        CHESS,
        &e,
        &["the Knight on b1 cannot go to b3", "it can go to a3, c3"],
    );
    let e = error(&start, "Nd2");
    says(CHESS, &e, &["Knight", "d2"]);
    let e = error(&start, "Qd3");
    says(
        CHESS,
        &e,
        &["the Queen on d1 cannot go to d3", "it has no legal move"],
    );
    let e = error(&start, "e5");
    says(CHESS, &e, &["e5"]);

    // A missing piece kind.
    let p = at(CHESS, "Kh1 Nb1 Nf3 kh8", "w - - 0 1");
    let e = error(&p, "Bc4");
    assert_eq!(
        e,
        MoveError::NoSuchPiece {
            color: Color::White,
            kind: Kind::Bishop,
            place: Place::Anywhere
        }
    );
    says(CHESS, &e, &["there is no White Bishop"]);

    // Ambiguous: both Knights reach d2.
    let e = error(&p, "Nd2");
    assert!(
        matches!(&e, MoveError::Ambiguous { text, .. } if text == "Nd2"),
        "{e:?}"
    );
    assert_eq!(candidates(&e), ["Nbd2", "Nfd2"]);
    says(CHESS, &e, &["`Nd2` is ambiguous: did you mean "]);
    assert!(matches!(error(&p, "nd2"), MoveError::Ambiguous { .. }));

    // Pinned: the Knight d2 shields the King e1 from the Bishop b4.
    let p = at(CHESS, "Ke1 Nd2 bb4 kh8", "w - - 0 1");
    let e = error(&p, "Nf3");
    assert_eq!(e, MoveError::LeavesKingInCheck { text: "Nf3".into() });
    says(CHESS, &e, &["`Nf3` would leave your King in check"]);
    // The King may not step onto an attacked square.
    let p = at(CHESS, "Ke1 kh8 rd8", "w - - 0 1");
    assert!(matches!(
        error(&p, "Kd1"),
        MoveError::LeavesKingInCheck { .. }
    ));

    // Promotion missing / not allowed / not a promotion.
    let p = at(CHESS, "Kh1 Pb7 Pe5 kh8", "w - - 0 1");
    let e = error(&p, "b8");
    assert_eq!(
        e,
        MoveError::PromotionMissing {
            text: "b8".into(),
            choices: vec![Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
        }
    );
    says(CHESS, &e, &["`b8` needs a promotion piece: Q, R, B, N"]);
    let e = error(&p, "b8=K");
    assert!(
        matches!(&e, MoveError::PromotionNotAllowed { piece, .. } if *piece == Promoted::Kind(Kind::King)),
        "{e:?}"
    );
    says(CHESS, &e, &["`b8=K` cannot promote to King", "Q, R, B, N"]);
    let e = error(&p, "b8=P");
    says(CHESS, &e, &["cannot promote to Pawn"]);
    let e = error(&p, "e6=Q");
    assert_eq!(
        e,
        MoveError::DoesNotPromote {
            text: "e6=Q".into()
        }
    );
    says(CHESS, &e, &["`e6=Q` does not promote"]);

    // No abdication in chess.
    let e = error(&start, "e1=K");
    assert_eq!(e, MoveError::NoRoyalChange);
    says(CHESS, &e, &["a Prince cannot become King in Chess"]);
}

// Whatever is typed, the reader answers with an error, never a panic.
#[test]
fn garbage_never_panics() {
    let junk = [
        "",
        " ",
        "x",
        "=",
        "-",
        "--",
        "#",
        "+",
        "!",
        "?",
        "0",
        "1.",
        "e",
        "e0",
        "e99",
        "a13",
        "m1",
        "z9",
        "Z",
        "KQ",
        "Kx",
        "e2e4e5e6",
        "e2e4e5e6e7",
        "O-O-O-O",
        "o-o-o-o-o",
        "Lf5xg6-h7-i8",
        "é4",
        "e4=",
        "=Q",
        "()",
        "e8(Q",
        "e8=QQ",
        "e8=",
        "x=K",
        "=K",
        "e1=K=K",
        "Je1=K=Q",
        "# #",
        "##",
        "Jx=K",
        "a1xa",
        "xa1",
        "1a",
        "12",
        "99e4",
        "Nb1b3b5",
        "e2ee4",
        "Knight",
        "Lion",
        "Lion lion",
        "Archer x",
        "Nf3 Nf6",
        "a1a1a1a1",
        "\u{0}",
        "\t\n",
        "ＡＢ",
        "🙂",
        "e2e4🙂",
        "e2\u{301}e4",
        "l12l12l12",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "0-0-0-0",
    ];
    for id in VariantId::ALL {
        let p = Position::start(id);
        for t in junk {
            if let Ok(m) = p.parse_move(t) {
                panic!("{id}: `{t}` read as {}", p.lan(m));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Shako (10×10)
// ---------------------------------------------------------------------------------------

// Cannons a1 and j1 both slide to e1 → `Cae1`, `Cje1`; the Cannon a1 hops over its Pawn a3
// onto the Knight a7 → `Cxa7`. Elephants c3 and g3 both jump to e1 and e5 → `Ece5`,
// `Ege5`. Pawn a3 on its start rank: `a4`, `a5` (2-step). Pawn e9 promotes on rank 10 to
// Q R B N C E: `e10=Q+` and `e10=R+` check the King j10 along rank 10, the others do not.
#[test]
fn shako_moves() {
    let p = at(SHAKO, "Kf5 Ca1 Cj1 Ec3 Eg3 Pa3 Pe9 na7 kj10", "w - - 0 1");
    for (l, s) in [
        ("a1e1", "Cae1"),
        ("j1e1", "Cje1"),
        ("a1a7", "Cxa7"),
        ("c3e5", "Ece5"),
        ("g3e5", "Ege5"),
        ("c3e1", "Ece1"),
        ("a3a5", "a5"),
        ("e9e10=Q", "e10=Q+"),
        ("e9e10=R", "e10=R+"),
        ("e9e10=C", "e10=C"),
        ("e9e10=E", "e10=E"),
    ] {
        assert_eq!(san(&p, l), s, "{l}");
    }
    reads(
        &p,
        &["Cxa7", "Ca7", "Cannon a7", "cannon xa7", "a1xa7", "Ca1a7"],
        "a1a7",
    );
    reads(&p, &["Elephant c3e5", "Ece5", "ece5", "c3e5"], "c3e5");
    let e = error(&p, "e10");
    assert_eq!(
        e,
        MoveError::PromotionMissing {
            text: "e10".into(),
            choices: kinds(p.variant().id, &["Q", "R", "B", "N", "C", "E"])
        }
    );
    reads(&p, &["e10=C", "e10c", "e9e10C"], "e9e10=C");
    assert!(matches!(error(&p, "Ce1"), MoveError::Ambiguous { .. }));
    says(p.variant().id, &error(&p, "Ee1"), &["Ece1", "Ege1"]);
}

// Shako castling: King f2, Rooks b2 and i2 → `O-O` = f2h2 (Rook i2→g2), `O-O-O` = f2d2.
// En passant: Black's f8-f6 passed f7; the Pawn e6 takes on f7 → `exf7`.
#[test]
fn shako_castling_and_en_passant() {
    let p = at(SHAKO, "Kf2 Rb2 Ri2 kf9", "w KQ - 0 1");
    assert_eq!(san(&p, "f2h2"), "O-O");
    assert_eq!(san(&p, "f2d2"), "O-O-O");
    reads(&p, &["O-O", "0-0", "f2h2", "Kh2"], "f2h2");
    reads(&p, &["O-O-O", "0-0-0", "f2d2", "Kd2"], "f2d2");

    let p = at(SHAKO, "Kf1 Pe6 pf6 kj10", "w - f7 0 2");
    assert_eq!(san(&p, "e6f7"), "exf7");
    assert_eq!(lan(&p, "e6f7").kind, MoveKind::EnPassant);
    reads(&p, &["exf7", "ef7", "e6f7"], "e6f7");
}

// ---------------------------------------------------------------------------------------
// Perfect 12
// ---------------------------------------------------------------------------------------

// Lion f5 with Black Pawns g6 and h7 (h6 empty), King a1, Black King l12.
//   two-leg: capture g6 then step to h7 (enemy) → `Lf5xg6xh7`; to h6 (empty) → `Lf5xg6-h6`;
//   igui on g6 → `Lf5xg6-f5`; pass → `Lf5-f5`; jump-capture g6 → `Lxg6`, h7 → `Lxh7`;
//   jump to an empty square → `Ld3`.
#[test]
fn perfect12_lion() {
    let p = at(P12, "Ka1 Lf5 pg6 ph7 kl12", "w - - 0 1");
    for (l, s) in [
        ("f5g6h7", "Lf5xg6xh7"),
        ("f5g6h6", "Lf5xg6-h6"),
        ("f5g6f5", "Lf5xg6-f5"),
        ("f5f5", "Lf5-f5"),
        ("f5g6", "Lxg6"),
        ("f5h7", "Lxh7"),
        ("f5d3", "Ld3"),
    ] {
        assert_eq!(san(&p, l), s, "{l}");
    }
    assert_eq!(lan(&p, "f5g6f5").kind, MoveKind::Igui);
    assert_eq!(lan(&p, "f5f5").kind, MoveKind::Pass);
    reads(
        &p,
        &[
            "Lf5xg6xh7",
            "f5g6h7",
            "f5xg6xh7",
            "Lf5g6h7",
            "Lf5:g6:h7",
            "Lion f5xg6xh7",
            "lf5xg6xh7",
            "Lf5xg6-h7",
        ],
        "f5g6h7",
    );
    reads(
        &p,
        &["Lf5xg6-f5", "f5g6f5", "Lion f5xg6-f5", "f5xg6f5"],
        "f5g6f5",
    );
    reads(
        &p,
        &["Lf5-f5", "f5f5", "Lf5f5", "Lion f5-f5", "f5-f5"],
        "f5f5",
    );
    reads(&p, &["Lxg6", "Lg6", "Lf5g6", "f5g6", "Lion g6"], "f5g6");

    // The canonical example of RULES.md: an empty h7 → `Lf5xg6-h7`.
    let p = at(P12, "Ka1 Lf5 pg6 kl12", "w - - 0 1");
    assert_eq!(san(&p, "f5g6h7"), "Lf5xg6-h7");
    reads(
        &p,
        &["Lf5xg6-h7", "f5g6h7", "Lion f5xg6-h7", "lf5xg6-h7"],
        "f5g6h7",
    );
    // The second leg may not land on an own piece; the Lion lists where it can go.
    let p = at(P12, "Ka1 Lf5 pg6 Pg7 kl12", "w - - 0 1");
    let e = error(&p, "Lf5xg6xg7");
    assert!(
        matches!(e, MoveError::CannotReach { square, kind: Kind::ChuLion, target, .. }
            if square == sq("f5") && target == sq("g7")),
        "{e:?}"
    );
    says(p.variant().id, &e, &["the Lion on f5 cannot go to g7"]);
    // A pass is not a way to "go" anywhere: the square list never names f5 itself.
    let e = error(&p, "Lf5a1");
    says(p.variant().id, &e, &["the Lion on f5 cannot go to a1"]);
    assert!(
        matches!(&e, MoveError::CannotReach { reach, .. } if !reach.contains(&sq("f5"))),
        "{e:?}"
    );
    let words = acedrex_service::texts::messages::move_error(P12, &e);
    assert!(!words.contains("f5,"), "{words}");
}

// Castling (King f2, Rooks a2 and l2): `O-O` = f2i2 (Rook l2→h2), `O-O-O` = f2c2.
// Promotion to Q, L or G, in that order: `b12=Q+` checks along rank 12, `b12=L`, `b12=G`.
// Camels b1 and h1 both reach e2 ((3,1) leaps) → `Mbe2`, `Mhe2`.
#[test]
fn perfect12_castling_promotion_camels() {
    let p = at(P12, "Ra2 Kf2 Rl2 kf11", "w KQ - 0 1");
    assert_eq!(san(&p, "f2i2"), "O-O");
    assert_eq!(san(&p, "f2c2"), "O-O-O");
    reads(&p, &["O-O", "0-0", "f2i2", "Ki2"], "f2i2");
    reads(&p, &["O-O-O", "0-0-0", "f2c2", "Kc2"], "f2c2");

    let p = at(P12, "Ka1 Pb11 kl12", "w - - 0 1");
    assert_eq!(san(&p, "b11b12=Q"), "b12=Q+");
    assert_eq!(san(&p, "b11b12=L"), "b12=L");
    assert_eq!(san(&p, "b11b12=G"), "b12=G");
    reads(&p, &["b12=L", "b11b12l", "b11b12=L", "b12L"], "b11b12=L");
    let e = error(&p, "b12");
    assert_eq!(
        e,
        MoveError::PromotionMissing {
            text: "b12".into(),
            choices: kinds(p.variant().id, &["Q", "L", "G"])
        }
    );
    says(
        p.variant().id,
        &e,
        &["`b12` needs a promotion piece: Q, L, G"],
    );
    let e = error(&p, "b12=R");
    says(
        p.variant().id,
        &e,
        &["`b12=R` cannot promote to Rook; the choices are Q, L, G"],
    );
    // `=K` on a Pawn move is a promotion to King, not abdication.
    let e = error(&p, "b12=K");
    assert!(matches!(e, MoveError::PromotionNotAllowed { .. }), "{e:?}");
    says(p.variant().id, &e, &["cannot promote to King", "Q, L, G"]);

    let p = at(P12, "Kf7 Mb1 Mh1 kl12", "w - - 0 1");
    assert_eq!(san(&p, "b1e2"), "Mbe2");
    assert_eq!(san(&p, "h1e2"), "Mhe2");
    reads(&p, &["Camel b1e2", "Mbe2", "mbe2"], "b1e2");
    says(
        p.variant().id,
        &error(&p, "Me2"),
        &["did you mean Mbe2 or Mhe2?"],
    );
    // Perfect 12 has no abdication.
    let p = at(P12, "Kf7 Jb1 kl12", "w - - 0 1");
    says(
        p.variant().id,
        &error(&p, "Jb1=K"),
        &["a Prince cannot become King in Perfect 12"],
    );
}

// ---------------------------------------------------------------------------------------
// KMF's Dozenal Chess
// ---------------------------------------------------------------------------------------

// Archers a1 and d8 both shoot the Black Knight a11 (a-file; diagonal c9-b10-a11): two
// moves, `Aa1xa11` and `Ad8xa11`. The Archer a1 alone shoots the Pawn c3, still written
// with its origin: `Aa1xc3`. A non-capturing Archer move is a plain piece move: `Ab2`.
// d8→b6 leaps next to the King's rank: from b6 the Archer shoots along rank 6 onto l6 →
// `Ab6+`.
#[test]
fn kmf_archer_shots() {
    let p = at(KMF, "Kg1 Aa1 Ad8 na11 kl6 pc3", "w - - 0 1");
    for (l, s) in [
        ("a1xa11", "Aa1xa11"),
        ("d8xa11", "Ad8xa11"),
        ("a1xc3", "Aa1xc3"),
        ("a1b2", "Ab2"),
        ("d8b6", "Ab6+"),
    ] {
        assert_eq!(san(&p, l), s, "{l}");
    }
    assert_eq!(lan(&p, "a1xa11").kind, MoveKind::Shot);
    reads(
        &p,
        &[
            "Aa1xa11",
            "a1xa11",
            "Aa1a11",
            "Archer a1xa11",
            "archer a1xa11",
            "Aa1:a11",
        ],
        "a1xa11",
    );
    reads(&p, &["Ad8xa11", "d8xa11", "Archer d8xa11"], "d8xa11");
    reads(&p, &["Aa1xc3", "Axc3", "a1xc3"], "a1xc3");
    let e = error(&p, "Axa11");
    assert_eq!(candidates(&e), ["Aa1xa11", "Ad8xa11"]);
    says(p.variant().id, &e, &["`Axa11` is ambiguous"]);
    let e = error(&p, "Ad1xa11");
    says(p.variant().id, &e, &["there is no piece on d1"]);
}

// Castling: King g1, Rooks a1 and l1: `O-O` = g1k1 (Rook l1→j1), `O-O-O` = g1b1.
#[test]
fn kmf_castling() {
    let p = at(KMF, "Kg1 Ra1 Rl1 kg12", "w KQ - 0 1");
    assert_eq!(san(&p, "g1k1"), "O-O");
    assert_eq!(san(&p, "g1b1"), "O-O-O");
    reads(&p, &["O-O", "0-0", "o-o", "g1k1", "Kk1", "Kg1k1"], "g1k1");
    reads(&p, &["O-O-O", "0-0-0", "g1b1", "Kb1"], "g1b1");
    let p = at(KMF, "Kg1 Ra1 Rl1 kg12", "w - - 0 1");
    says(p.variant().id, &error(&p, "O-O"), &["O-O is not possible"]);
    // The King's move to k1 without the right: the message does not offer k1.
    let e = error(&p, "Kk1");
    assert!(
        matches!(
            e,
            MoveError::CannotReach {
                kind: Kind::King,
                ..
            }
        ),
        "{e:?}"
    );
    says(
        p.variant().id,
        &e,
        &["the King on g1 cannot go to k1; it can go to f1, h1, f2, g2, h2"],
    );
}

// Promotion: optional on ranks 10 and 11, compulsory on 12, to Q R B N A, and to J only
// while the side has no Prince.
//   With the Prince b5: `e12` lists Q, R, B, N, A; `e12=J` is refused; `f10` (from f9)
//   is a plain move, `f10=Q` promotes.
//   Without a Prince: `e12=J` is allowed and the list is Q, R, B, N, A, J.
#[test]
fn kmf_promotion() {
    let p = at(KMF, "Kg1 Pe11 Pf9 Jb5 kl12", "w - - 0 1");
    assert_eq!(san(&p, "f9f10"), "f10");
    assert_eq!(san(&p, "f9f10=Q"), "f10=Q");
    assert_eq!(san(&p, "f9f11=A"), "f11=A");
    reads(&p, &["f10", "f9f10", "f9-f10"], "f9f10");
    reads(&p, &["f10=Q", "f10q", "f9f10=Q", "f9f10q"], "f9f10=Q");
    reads(
        &p,
        &["e12=Q", "e11e12=Q", "e11e12q", "e12Q", "e12=Q+"],
        "e11e12=Q",
    );
    let e = error(&p, "e12");
    assert_eq!(
        e,
        MoveError::PromotionMissing {
            text: "e12".into(),
            choices: kinds(p.variant().id, &["Q", "R", "B", "N", "A"])
        }
    );
    let e = error(&p, "e12=J");
    assert!(
        matches!(&e, MoveError::PromotionNotAllowed { piece, choices, .. }
        if *piece == Promoted::Kind(Kind::Prince) && *choices == kinds(p.variant().id, &["Q", "R", "B", "N", "A"])),
        "{e:?}"
    );
    says(p.variant().id, &e, &["`e12=J` cannot promote to Prince"]);
    says(
        p.variant().id,
        &error(&p, "f10=J"),
        &["cannot promote to Prince"],
    );

    let p = at(KMF, "Kg1 Pe11 kl12", "w - - 0 1");
    assert_eq!(san(&p, "e11e12=J"), "e12=J");
    reads(&p, &["e12=J", "e12J", "e11e12j"], "e11e12=J");
    let e = error(&p, "e12");
    assert!(
        matches!(&e, MoveError::PromotionMissing { choices, .. }
        if *choices == kinds(p.variant().id, &["Q", "R", "B", "N", "A", "J"])),
        "{e:?}"
    );
    // `Z` is no KMF piece: a promotion to it is refused with the choices.
    let e = error(&p, "e12=Z");
    assert!(matches!(e, MoveError::PromotionNotAllowed { .. }), "{e:?}");
    says(
        p.variant().id,
        &e,
        &["Z (not a piece in KMF's Dozenal Chess)", "Q, R, B, N, A, J"],
    );
}

// Triple step and en passant: e2-e5 passes e3 and e4 (field `e3e4`). Black's Pawn d4 may
// take on e3 and the Pawn f5 on e4 → `dxe3`, `fxe4` (en passant); `d3` stays a push.
#[test]
fn kmf_triple_step_and_en_passant() {
    let p = at(KMF, "Kg1 Pe2 pd4 pf5 kl12", "w - - 0 1");
    assert_eq!(san(&p, "e2e5"), "e5");
    assert_eq!(san(&p, "e2e4"), "e4");
    let mut q = p.clone();
    q.play(lan(&p, "e2e5"));
    round_trip(&q);
    assert_eq!(san(&q, "d4e3"), "dxe3");
    assert_eq!(san(&q, "f5e4"), "fxe4");
    assert_eq!(lan(&q, "d4e3").kind, MoveKind::EnPassant);
    assert_eq!(lan(&q, "f5e4").kind, MoveKind::EnPassant);
    assert_eq!(san(&q, "d4d3"), "d3");
    reads(&q, &["dxe3", "de3", "d4e3", "d4xe3"], "d4e3");
}

// Abdication. White King a2 is checkmated by the Rooks a8 (a-file) and b8 (b1 b2 b3); the
// Prince a1 would be attacked by a8 once the King is gone, the Princes h5 and k3 qualify:
// `Jh5=K`, `Jk3=K` are the only moves. Read also as `h5=K` (long algebraic), with the
// seed's leading `#` (`# Jh5=K`), and with annotations.
#[test]
fn kmf_abdication() {
    let p = at(KMF, "Ka2 Ja1 Jh5 Jk3 ra8 rb8 kl12", "w - - 0 1");
    assert_eq!(all_sans(&p), ["Jh5=K", "Jk3=K"]);
    assert_eq!(lan(&p, "h5=K").kind, MoveKind::Abdicate);
    reads(
        &p,
        &[
            "Jh5=K",
            "h5=K",
            "# Jh5=K",
            "#Jh5=K",
            "# h5=K",
            "Jh5=K!",
            "jh5=K",
            "Prince h5=K",
        ],
        "h5=K",
    );
    reads(&p, &["Jk3=K", "k3=K"], "k3=K");
    // The same mate with a Prince on e1: RULES.md's `Je1=K` / `e1=K`.
    let q = at(KMF, "Ka2 Ja1 Je1 ra8 rb8 kl12", "w - - 0 1");
    assert_eq!(all_sans(&q), ["Je1=K"]);
    reads(&q, &["Je1=K", "e1=K", "# Je1=K"], "e1=K");
    let e = error(&p, "Ja1=K");
    assert_eq!(
        e,
        MoveError::PrinceUnsafe {
            square: sq("a1"),
            special: acedrex_rules::RoyalSpecial::Abdication
        }
    );
    says(
        p.variant().id,
        &e,
        &[
            "the Prince on a1 cannot become King (abdication)",
            "attacked once the old King leaves",
        ],
    );
    says(
        p.variant().id,
        &error(&p, "Jb5=K"),
        &["there is no White Prince on b5"],
    );
    says(
        p.variant().id,
        &error(&p, "a2=K"),
        &["the piece on a2 is a King, not a Prince"],
    );
    // No abdication when not in check, nor while another move answers the check.
    let p = at(KMF, "Ka2 Jh5 rc7 kl12", "w - - 0 1");
    says(
        p.variant().id,
        &error(&p, "Jh5=K"),
        &[
            "abdication is possible only when you are checkmated",
            "not in check",
        ],
    );
    let p = at(KMF, "Ka2 Jh5 ra8 kl12", "w - - 0 1");
    says(
        p.variant().id,
        &error(&p, "Jh5=K"),
        &[
            "abdication is possible only when you are checkmated",
            "other moves",
        ],
    );
}

// The move that "mates" a King which may still abdicate is written `+`, not `#`: RULES.md
// §4 decides that the game is not over while abdication is possible (a legal move exists),
// and `#` marks the end of the game. Black Rook c7→a7 with the Rook b8 holding the b-file:
// with the Prince h5 → `Ra7+`; without it (the Prince a1 is shielded only by the King) →
// `Ra7#`.
#[test]
fn kmf_mate_answered_by_abdication_is_check() {
    let p = at(KMF, "Ka2 Ja1 Jh5 rb8 rc7 kl12", "b - - 0 1");
    assert_eq!(san(&p, "c7a7"), "Ra7+");
    let p = at(KMF, "Ka2 Ja1 rb8 rc7 kl12", "b - - 0 1");
    assert_eq!(san(&p, "c7a7"), "Ra7#");
}

// ---------------------------------------------------------------------------------------
// Grant Acedrex
// ---------------------------------------------------------------------------------------

// Forced promotions are written (§5.9): the f-Pawn becomes an Aanca → `f12=A`, the c-Pawn a
// Unicornio → `c12=U`; `f12` alone reads as the only choice. Giraffes b1 and h1 both
// reach e3 ((3,2) leaps) → `Zbe3`, `Zhe3`; Crocodiles c1 and c5 both slide to e3 → same
// file, so by rank: `C1e3`, `C5e3`. No castling in this game.
#[test]
fn grant_acedrex_moves() {
    let p = at(GA, "Ka1 Pf11 Pc11 kl1", "w - - 0 1");
    assert_eq!(san(&p, "f11f12=A"), "f12=A");
    assert_eq!(san(&p, "c11c12=U"), "c12=U");
    reads(
        &p,
        &["f12", "f12=A", "f11f12", "f11f12=A", "f11f12a"],
        "f11f12=A",
    );
    reads(&p, &["c12", "c12=U"], "c11c12=U");
    let e = error(&p, "f12=U");
    assert!(
        matches!(&e, MoveError::PromotionNotAllowed { choices, .. } if *choices == kinds(p.variant().id, &["A"])),
        "{e:?}"
    );
    says(
        p.variant().id,
        &e,
        &["`f12=U` cannot promote to Unicornio; the choices are A"],
    );

    let p = at(GA, "Kf7 Zb1 Zh1 Cc1 Cc5 kl12", "w - - 0 1");
    assert_eq!(san(&p, "b1e3"), "Zbe3");
    assert_eq!(san(&p, "h1e3"), "Zhe3");
    assert_eq!(san(&p, "c1e3"), "C1e3");
    assert_eq!(san(&p, "c5e3"), "C5e3");
    reads(&p, &["Giraffe b1e3", "Zbe3", "zbe3"], "b1e3");
    reads(&p, &["Crocodile c5e3", "C5e3", "Cc5e3", "c5e3"], "c5e3");
    says(
        p.variant().id,
        &error(&p, "Ce3"),
        &["did you mean C1e3 or C5e3?"],
    );
    says(
        p.variant().id,
        &error(&p, "O-O"),
        &["there is no castling in Grant Acedrex"],
    );
    // Piece names of this game: Aanca is `A`; a Queen is unknown here.
    let e = error(&p, "Qe4");
    says(
        p.variant().id,
        &e,
        &[
            "`Q` is not a piece in Grant Acedrex",
            "A Aanca",
            "C Crocodile",
        ],
    );
}

// The King's first-move leap (2 squares straight or diagonal, right `K`) is a plain King
// move: `Ke3`, `Kg3`.
#[test]
fn grant_acedrex_king_leap() {
    let p = at(GA, "Ke1 kl12", "w K - 0 1");
    assert_eq!(san(&p, "e1e3"), "Ke3");
    assert_eq!(san(&p, "e1g3"), "Kg3");
    reads(&p, &["Ke3", "e1e3", "King e3"], "e1e3");
}

// ---------------------------------------------------------------------------------------
// Zanzibar XL and S
// ---------------------------------------------------------------------------------------

// XL promotion choices, in the order of RULES.md: Q G L D O U F. A Prince on the last rank
// promotes too: `Jd12=Q` (d11→d12), `Je12=D`. Piece names: `Eagle f6`.
#[test]
fn zanzibar_xl_promotion_and_names() {
    let p = at(ZXL, "Ka1 Pe11 kl1", "w - - 0 1");
    assert_eq!(san(&p, "e11e12=D"), "e12=D");
    let e = error(&p, "e12");
    assert_eq!(
        e,
        MoveError::PromotionMissing {
            text: "e12".into(),
            choices: kinds(p.variant().id, &["Q", "G", "L", "D", "O", "U", "F"])
        }
    );
    reads(&p, &["e12=O", "e12o", "e11e12=O"], "e11e12=O");

    let p = at(ZXL, "Ka1 Jd11 kl1", "w - - 0 1");
    assert_eq!(san(&p, "d11d12=Q"), "Jd12=Q");
    assert_eq!(san(&p, "d11e12=D"), "Je12=D");
    reads(
        &p,
        &["Jd12=Q", "d11d12=Q", "Prince d12=Q", "jd12q"],
        "d11d12=Q",
    );
    says(
        p.variant().id,
        &error(&p, "Jd12"),
        &["needs a promotion piece"],
    );

    let p = at(ZXL, "Ka1 Ge4 Ud2 kl12", "w - - 0 1");
    reads(&p, &["Eagle f6", "Gf6", "gf6", "eagle e4f6"], "e4f6");
    reads(&p, &["Rhinoceros f3", "Uf3", "uf3", "d2f3"], "d2f3");
    says(
        p.variant().id,
        &error(&p, "O-O"),
        &["there is no castling in Zanzibar XL"],
    );
}

// A Prince's 2-step may be taken en passant by a Pawn: White Prince e4→e6 passed e5; the
// Black Pawn d6 takes on e5 → `dxe5`. The King's first jump is a plain King move: `Kf3`.
#[test]
fn zanzibar_prince_en_passant_and_king_jump() {
    let p = at(ZXL, "Ka1 Je6 pd6 kl12", "b - e5 0 1");
    assert_eq!(san(&p, "d6e5"), "dxe5");
    assert_eq!(lan(&p, "d6e5").kind, MoveKind::EnPassant);
    let p = at(ZXL, "Kf1 kl12", "w K - 0 1");
    assert_eq!(san(&p, "f1f3"), "Kf3");
    assert_eq!(san(&p, "f1g3"), "Kg3");
}

// Zanzibar S promotes to Q G L U F only: a Duchess or a Sorceress (pieces of XL) is
// refused as a promotion, with the choices; as a piece letter it is unknown.
#[test]
fn zanzibar_s_promotion() {
    let p = at(ZS, "Ka1 Pe11 kl1", "w - - 0 1");
    let e = error(&p, "e12");
    assert!(
        matches!(&e, MoveError::PromotionMissing { choices, .. }
        if *choices == kinds(p.variant().id, &["Q", "G", "L", "U", "F"])),
        "{e:?}"
    );
    for t in ["e12=D", "e11e12=O"] {
        let e = error(&p, t);
        assert!(
            matches!(e, MoveError::PromotionNotAllowed { .. }),
            "{t}: {e:?}"
        );
        says(
            p.variant().id,
            &e,
            &["not a piece in Zanzibar S", "the choices are Q, G, L, U, F"],
        );
    }
    let e = error(&p, "e12=W");
    says(
        p.variant().id,
        &e,
        &["cannot promote to Machine; the choices are Q, G, L, U, F"],
    );
    for t in ["Dd4", "Duchess d4", "Oxe5"] {
        let e = error(&p, t);
        assert!(matches!(e, MoveError::UnknownPiece { .. }), "{t}: {e:?}");
        says(
            p.variant().id,
            &e,
            &["is not a piece in Zanzibar S", "G Eagle", "F Buffalo"],
        );
    }
    reads(&p, &["e12=F", "e12f"], "e11e12=F");
}

// ---------------------------------------------------------------------------------------
// Tamerlane II
// ---------------------------------------------------------------------------------------

// Ship promotion: a Ship arriving on a11 becomes an Eagle; the forced promotion is written
// (§5.9). Ships b10 and d10 both step to c11 → `Sbc11`, `Sdc11`; b10 takes the Knight a11
// → `Sxa11=G` (no rival reaches a11). With a11 empty → `Sa11=G`. `Sa11` alone reads as the
// only choice.
#[test]
fn tamerlane_ship_promotion() {
    let p = at(T2, "Kf1 Sb10 Sd10 Pa9 Pc9 na11 kk11", "w - - 0 1");
    assert_eq!(san(&p, "b10a11=G"), "Sxa11=G");
    assert_eq!(san(&p, "b10c11"), "Sbc11");
    assert_eq!(san(&p, "d10c11"), "Sdc11");
    reads(
        &p,
        &[
            "Sxa11=G",
            "Sa11",
            "Sxa11",
            "b10a11",
            "b10a11=G",
            "Ship b10a11",
            "sxa11=g",
        ],
        "b10a11=G",
    );
    let p = at(T2, "Kf1 Sb10 Pa9 Pc9 kk11", "w - - 0 1");
    assert_eq!(san(&p, "b10a11=G"), "Sa11=G");
    reads(&p, &["Sa11=G", "Sa11", "b10a11"], "b10a11=G");
    let e = error(&p, "Sa11=Q");
    says(
        p.variant().id,
        &e,
        &["cannot promote to Queen; the choices are G"],
    );
}

// Pawns and Princes promote to a Queen on rank 11 (forced, written): `e11=Q`, `Jd11=Q`.
// No castling.
#[test]
fn tamerlane_promotion() {
    let p = at(T2, "Kf1 Pe10 Jc10 ka8", "w - - 0 1");
    assert_eq!(san(&p, "e10e11=Q"), "e11=Q");
    assert_eq!(san(&p, "c10c11=Q"), "Jc11=Q");
    reads(&p, &["e11", "e11=Q", "e10e11", "e10e11=Q"], "e10e11=Q");
    reads(&p, &["Jc11", "Jc11=Q", "c10c11"], "c10c11=Q");
    says(
        p.variant().id,
        &error(&p, "O-O"),
        &["there is no castling in Tamerlane II"],
    );
}

// Succession: King a1 mated by the Rooks a10 and b11; the Prince k5 is not attacked →
// `Jk5=K` (the only move). The Prince e10 of the second position is attacked by a10.
#[test]
fn tamerlane_succession() {
    let p = at(T2, "rb11 ra10 kg7 Jk5 Ka1", "w - - 0 1");
    assert_eq!(all_sans(&p), ["Jk5=K"]);
    assert_eq!(lan(&p, "k5=K").kind, MoveKind::Succession);
    reads(&p, &["Jk5=K", "k5=K", "# Jk5=K", "Jk5=K+"], "k5=K");
    let p = at(T2, "rb11 ra10 Je10 kg7 Jk5 Ka1", "w - - 0 1");
    let e = error(&p, "Je10=K");
    says(
        p.variant().id,
        &e,
        &["the Prince on e10 cannot become King (succession): it is attacked"],
    );
    says(
        p.variant().id,
        &error(&p, "Je2=K"),
        &["there is no White Prince on e2"],
    );
}

// As in KMF, the "mate" of a King that may still hand over to a Prince is written `+`:
// Rook c10→a10 with the Prince k5 → `Ra10+`; without it → `Ra10#`.
#[test]
fn tamerlane_mate_answered_by_succession_is_check() {
    let p = at(T2, "rb11 rc10 kg7 Jk5 Ka1", "b - - 0 1");
    assert_eq!(san(&p, "c10a10"), "Ra10+");
    let p = at(T2, "rb11 rc10 kg7 Ka1", "b - - 0 1");
    assert_eq!(san(&p, "c10a10"), "Ra10#");
}

// ---------------------------------------------------------------------------------------
// Start positions and the game layer
// ---------------------------------------------------------------------------------------

// In every start position every legal move's text is unique and reads back.
#[test]
fn start_positions_round_trip() {
    for id in VariantId::ALL {
        round_trip(&Position::start(id));
    }
}

// `Game::play_text_as` refuses the wrong player and a finished game; nothing changes.
#[test]
fn not_your_turn_and_game_over() {
    let mut g = Game::new(KMF);
    let e = g.play_text_as(Color::Black, "e11e10").unwrap_err();
    assert_eq!(e, MoveError::NotYourTurn(Color::White));
    says(KMF, &e, &["it is not your turn: White is to move"]);
    assert!(g.moves().is_empty());
    g.play_text_as(Color::White, "e5").unwrap();
    assert_eq!(g.sans(), ["e5"]);
    let e = g.play_text_as(Color::White, "f5").unwrap_err();
    assert_eq!(e, MoveError::NotYourTurn(Color::Black));
    g.resign(Color::Black).unwrap();
    let e = g.play_text_as(Color::Black, "e10").unwrap_err();
    assert!(matches!(e, MoveError::GameOver(_)), "{e:?}");
    says(KMF, &e, &["the game is over: Black resigns; White wins"]);
    // A bad text changes nothing either.
    let mut g = Game::new(CHESS);
    assert!(g.play_text("Nf4").is_err());
    assert!(g.moves().is_empty());
    assert_eq!(g.position().fen(), Position::start(CHESS).fen());
}

/// A move's word (`Move::to_bits`, for tables shared by search threads) gives the same
/// move back: every kind of move with every promotion, and every legal move along a
/// random game of each variant; words no move makes are no move.
#[test]
fn move_words_round_trip() {
    use acedrex_rules::KIND_COUNT;
    let kinds = [
        MoveKind::Normal,
        MoveKind::MultiStep,
        MoveKind::EnPassant,
        MoveKind::Castle,
        MoveKind::Shot,
        MoveKind::LionDouble,
        MoveKind::Igui,
        MoveKind::Pass,
        MoveKind::Abdicate,
        MoveKind::Succession,
    ];
    let corners = [(0, 0), (11, 11), (0, 11), (5, 6)].map(|(f, r)| Square::new(f, r).unwrap());
    let promos = std::iter::once(None).chain(Kind::ALL.iter().copied().map(Some));
    for promo in promos {
        for kind in kinds {
            for (i, &from) in corners.iter().enumerate() {
                let m = Move {
                    from,
                    to: corners[(i + 1) % 4],
                    aux: corners[(i + 2) % 4],
                    kind,
                    promo,
                };
                assert_ne!(m.to_bits(), 0);
                assert_eq!(Move::from_bits(m.to_bits()), Some(m), "{m:?}");
            }
        }
    }
    assert_eq!(Move::from_bits(0), None);
    assert_eq!(Move::from_bits(u64::MAX), None);
    // A promotion past the last kind, and a move kind past the last.
    let m = Move {
        from: corners[0],
        to: corners[1],
        aux: corners[0],
        kind: MoveKind::Normal,
        promo: None,
    };
    assert_eq!(
        Move::from_bits(m.to_bits() | ((KIND_COUNT as u64 + 1) << 56)),
        None
    );
    assert_eq!(Move::from_bits(m.to_bits() | (10 << 48)), None);
    for id in VariantId::ALL {
        let mut pos = Position::start(id);
        let mut z = 0x9e37_79b9_7f4a_7c15u64 ^ id as u64;
        for _ in 0..120 {
            let legal = pos.legal_moves();
            for &m in &legal {
                assert_eq!(
                    Move::from_bits(m.to_bits()),
                    Some(m),
                    "{id:?} {}",
                    pos.lan(m)
                );
            }
            if legal.is_empty() {
                break;
            }
            z = z
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos.play(legal[(z >> 33) as usize % legal.len()]);
        }
    }
}
