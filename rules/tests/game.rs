//! The game layer: how games end (RULES.md §3 and the game sections), takebacks, the
//! Zanzibar setup choice, and game records (export, import, errors).
//!
//! Positions are written as a piece list ("Kg1 Ra1 kg8": letter, then square; upper case is
//! White) and turned into a FEN by `board`. Each expected result is worked out by hand from
//! RULES.md in the comment above the test.

mod common;
use acedrex_rules::{
    Arrangement, Color, Game, GameError, GameResult, MoveError, Outcome, Position, Reason,
    RecordError, Start, VariantId,
};
use acedrex_service::texts::messages as words;
use common::board;

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

/// A game from a piece list.
fn game_at(id: VariantId, pieces: &str, rest: &str) -> Game {
    let fen = board(id, pieces, rest);
    Game::from_fen(id, &fen).unwrap_or_else(|e| panic!("{id}: bad FEN {fen}: {e}"))
}

/// Plays move texts, failing the test with the reader's message.
fn play(g: &mut Game, texts: &[&str]) {
    for t in texts {
        if let Err(e) = g.play_text(t) {
            panic!("{}: `{t}` after {:?}: {e}", g.variant(), g.sans());
        }
    }
}

/// Asserts the game's result, its score and its sentence for players.
fn ended(g: &Game, outcome: Outcome, reason: Reason, score: &str, description: &str) {
    let r = g
        .result()
        .unwrap_or_else(|| panic!("{}: game not over after {:?}", g.variant(), g.sans()));
    assert_eq!(r, GameResult { outcome, reason }, "{:?}", g.sans());
    assert_eq!(r.score(), score);
    assert_eq!(words::result_description(&r), description);
    assert!(g.is_over());
}

/// Export, import: the same game (start, moves, texts, position, result, tags), and the
/// record of the imported game is the same text.
fn same_after_record(g: &Game) -> Game {
    let text = g.to_record();
    let h = Game::from_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(h.variant(), g.variant());
    assert_eq!(h.start(), g.start(), "{text}");
    assert_eq!(h.start_position().fen(), g.start_position().fen());
    assert_eq!(h.moves(), g.moves(), "{text}");
    assert_eq!(h.sans(), g.sans());
    assert_eq!(h.position().fen(), g.position().fen());
    assert_eq!(h.result(), g.result(), "{text}");
    for (k, v) in &g.tags {
        assert_eq!(h.tag(k), Some(v.as_str()), "tag {k}");
    }
    assert_eq!(h.to_record(), text);
    h
}

// ---------------------------------------------------------------------------------------
// Checkmate
// ---------------------------------------------------------------------------------------

// Fool's mate: 1. f3 e5 2. g4 Qh4#. Black wins; the last move is written with `#`.
#[test]
fn checkmate_chess() {
    let mut g = Game::new(CHESS);
    play(&mut g, &["f3", "e5", "g4"]);
    assert_eq!(g.result(), None);
    play(&mut g, &["Qh4#"]);
    assert_eq!(g.sans(), ["f3", "e5", "g4", "Qh4#"]);
    ended(
        &g,
        Outcome::Win(Color::Black),
        Reason::Checkmate,
        "0-1",
        "Black wins by checkmate",
    );
    // Nothing more can be played or declared.
    assert!(matches!(g.play_text("a3"), Err(MoveError::GameOver(_))));
    assert!(matches!(g.resign(Color::White), Err(GameError::Over(_))));
    assert!(matches!(g.agree_draw(), Err(GameError::Over(_))));
    let m = g.position().legal_moves();
    assert!(m.is_empty());
}

// Perfect 12 back-rank mate: Black King f12 behind its Pawns e11 f11 g11; the Rook b2 goes
// to b12 and holds the whole rank (c12..l12 beyond the King are empty) → `Rb12#`.
#[test]
fn checkmate_perfect12() {
    let mut g = game_at(P12, "Ka1 Rb2 kf12 pe11 pf11 pg11", "w - - 0 1");
    play(&mut g, &["Rb12"]);
    assert_eq!(g.sans(), ["Rb12#"]);
    ended(
        &g,
        Outcome::Win(Color::White),
        Reason::Checkmate,
        "1-0",
        "White wins by checkmate",
    );
}

// ---------------------------------------------------------------------------------------
// Stalemate
// ---------------------------------------------------------------------------------------

// Chess: Black King h8, White King f7; Qg5-g6 covers g7 g8 (with the King) and h7 without
// checking → stalemate, a draw.
#[test]
fn stalemate_draws_in_chess() {
    let mut g = game_at(CHESS, "Kf7 Qg5 kh8", "w - - 0 1");
    play(&mut g, &["Qg6"]);
    assert_eq!(g.sans(), ["Qg6"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::Stalemate,
        "1/2-1/2",
        "Draw by stalemate",
    );
}

// Shako (10×10), the same picture in the corner j10: White King h9 covers i9 i10, the Queen
// i5-i8 covers j9 (diagonal) without checking j10 → stalemate, a draw.
#[test]
fn stalemate_draws_in_shako() {
    let mut g = game_at(SHAKO, "Kh9 Qi5 kj10", "w - - 0 1");
    play(&mut g, &["Qi8"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::Stalemate,
        "1/2-1/2",
        "Draw by stalemate",
    );
}

// Grant Acedrex: the stalemated side LOSES. Black King l12 (no leap right) and a Pawn a5
// blocked by the White Pawn a4 (one step only, no double step). White King j11 covers k11
// k12; the Crocodile (Bishop) f5-h7 covers l11 via i8 j9 k10 and does not check → Black has
// no move and is not in check: White wins. (Black keeps a Pawn, so this is not a bare King.)
#[test]
fn stalemate_loses_in_grant_acedrex() {
    let mut g = game_at(GA, "Kj11 Cf5 Pa4 pa5 kl12", "w - - 0 1");
    play(&mut g, &["Ch7"]);
    assert_eq!(g.sans(), ["Ch7"]);
    ended(
        &g,
        Outcome::Win(Color::White),
        Reason::Stalemate,
        "1-0",
        "White wins: Black is stalemated",
    );
}

// ---------------------------------------------------------------------------------------
// Bare King and bare Kings
// ---------------------------------------------------------------------------------------

// Grant Acedrex: Rook a2 takes the last Black piece (Rook a8) while White keeps its Rook →
// Black's King is bare: White wins at once, though Black is neither mated nor stalemated.
#[test]
fn bare_king_wins_in_grant_acedrex() {
    let mut g = game_at(GA, "Ka1 Ra2 ra8 kl12", "w - - 0 1");
    play(&mut g, &["Rxa8"]);
    assert!(!g.position().legal_moves().is_empty());
    ended(
        &g,
        Outcome::Win(Color::White),
        Reason::BareKing,
        "1-0",
        "White wins: Black's King is bare",
    );
    // The same capture in chess leaves a won game that goes on.
    let mut g = game_at(CHESS, "Ka1 Ra2 ra8 kh8", "w - - 0 1");
    play(&mut g, &["Rxa8+"]);
    assert_eq!(g.result(), None);
}

// When the capture leaves the mover bare too (King takes the last enemy piece), it is two
// bare Kings: a draw, in Grant Acedrex and in chess.
#[test]
fn two_bare_kings_draw() {
    for (id, black_king) in [(GA, "kl12"), (CHESS, "kh8")] {
        let mut g = game_at(id, &format!("Ka1 rb2 {black_king}"), "w - - 0 1");
        play(&mut g, &["Kxb2"]);
        ended(
            &g,
            Outcome::Draw,
            Reason::BareKings,
            "1/2-1/2",
            "Draw: only the two Kings are left",
        );
    }
    // A Pawn left on the board is not a bare King.
    let mut g = game_at(CHESS, "Ka1 Pa3 rb2 kh8", "w - - 0 1");
    play(&mut g, &["Kxb2"]);
    assert_eq!(g.result(), None);
}

// ---------------------------------------------------------------------------------------
// Repetition and the 100-ply rule
// ---------------------------------------------------------------------------------------

// Knights out and back twice: the start position stands on the board for the third time
// after the 8th ply → draw. After 7 plies it is not over.
#[test]
fn threefold_repetition() {
    let mut g = Game::new(CHESS);
    play(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    assert_eq!(g.result(), None);
    play(&mut g, &["Ng8"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::ThreefoldRepetition,
        "1/2-1/2",
        "Draw by threefold repetition",
    );
    // The same in a 12×12 game (KMF Knights b1 and k1).
    let mut g = Game::new(KMF);
    play(
        &mut g,
        &["Nc3", "Nc10", "Nb1", "Nb12", "Nc3", "Nc10", "Nb1"],
    );
    assert_eq!(g.result(), None);
    play(&mut g, &["Nb12"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::ThreefoldRepetition,
        "1/2-1/2",
        "Draw by threefold repetition",
    );
}

// FIDE 9.2.3 (RULES.md §3, decision 2026-11-26): an en-passant field no Pawn can use makes
// no difference. After 1. e4 no Black Pawn stands beside e4, so the position after 1. e4
// and the one after the Knights' first trip out and back (5. Ng1) are the same; the second
// trip makes it three → draw after the 9th ply, not after the 8th.
#[test]
fn repetition_ignores_an_unusable_en_passant_field() {
    let mut g = Game::new(CHESS);
    let plies = [
        "e2e4", "g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3", "f6g8", "f3g1",
    ];
    play(&mut g, &plies[..8]);
    assert_eq!(g.result(), None);
    play(&mut g, &plies[8..]);
    ended(
        &g,
        Outcome::Draw,
        Reason::ThreefoldRepetition,
        "1/2-1/2",
        "Draw by threefold repetition",
    );
    // A KMF triple step (field e3e4) that no Pawn can take, the same way.
    let mut g = Game::new(KMF);
    let plies = [
        "e2e5", "b12c10", "b1c3", "c10b12", "c3b1", "b12c10", "b1c3", "c10b12", "c3b1",
    ];
    play(&mut g, &plies[..8]);
    assert_eq!(g.result(), None);
    play(&mut g, &plies[8..]);
    assert_eq!(
        g.result().map(|r| r.reason),
        Some(Reason::ThreefoldRepetition)
    );
    // A Zanzibar Prince double step (field d4) with no Pawn on the board.
    let mut g = game_at(ZS, "Ka1 Jd3 kl12", "w - - 0 1");
    let plies = [
        "d3d5", "l12l11", "a1a2", "l11l12", "a2a1", "l12l11", "a1a2", "l11l12", "a2a1",
    ];
    play(&mut g, &plies[..8]);
    assert_eq!(g.result(), None);
    play(&mut g, &plies[8..]);
    assert_eq!(
        g.result().map(|r| r.reason),
        Some(Reason::ThreefoldRepetition)
    );
}

// The other side of 9.2.3: when the en-passant capture is legal (the Pawn d4 can take
// e4 on e3) the position after 1. e4 differs from the same placement later, so after the
// Knights' two trips (8 more plies) the placement has stood there only twice without the
// capture (the game goes on until 11. Nf6 brings the position after 2. Nf6 back a third
// time). A Pawn that may not take because its King would be exposed on the rank (Black
// King a4, White Rook h4) gives no legal capture: then the first occurrence counts and the
// second trip's last ply is the third.
#[test]
fn repetition_counts_a_legal_en_passant_capture() {
    let trip = ["g8f6", "g1f3", "f6g8", "f3g1"];
    let mut g = game_at(CHESS, "Ke1 Ng1 Pe2 kh8 ng8 pd4", "w - - 0 1");
    play(&mut g, &["e2e4"]);
    play(&mut g, &trip);
    play(&mut g, &trip);
    assert_eq!(g.result(), None);
    play(&mut g, &trip[..1]);
    assert_eq!(
        g.result().map(|r| r.reason),
        Some(Reason::ThreefoldRepetition)
    );
    let mut g = game_at(CHESS, "Ke1 Ng1 Rh4 Pe2 ka4 ng8 pd4", "w - - 0 1");
    play(&mut g, &["e2e4"]);
    assert_eq!(
        g.position().en_passant_squares().len(),
        1,
        "the field is written"
    );
    play(&mut g, &trip);
    play(&mut g, &trip[..3]);
    assert_eq!(g.result(), None);
    play(&mut g, &trip[3..]);
    assert_eq!(
        g.result().map(|r| r.reason),
        Some(Reason::ThreefoldRepetition)
    );
}

// The hash is the position's identity for repetition (the search uses it): the same with an
// unusable field as without one, different with a usable one; the position text still writes
// the field.
#[test]
fn hash_keys_only_a_usable_en_passant_field() {
    let hash = |id, fen: &str| Position::from_fen(id, fen).unwrap().hash();
    let cases = [
        // (variant, with field, without field, capture legal)
        (CHESS, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", false),
        (CHESS, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", true),
        (CHESS, "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", false),
        (CHESS, "8/8/8/8/k2pP3/8/8/4K3 b - e3 0 1", true),
    ];
    for (id, fen, usable) in cases {
        let without = fen.replace(" e3 ", " - ");
        assert_eq!(hash(id, fen) != hash(id, &without), usable, "{fen}");
        assert_eq!(Position::from_fen(id, fen).unwrap().fen(), fen);
    }
    // Reached by a move, the hash is the one the text gives.
    let mut p = Position::start(KMF);
    for lan in ["e2e5", "f11f9", "e5e6"] {
        let m = p.parse_lan(lan).unwrap();
        p.play(m);
        assert_eq!(p.hash(), hash(KMF, &p.fen()), "{lan}");
    }
    // Black's triple step f11f8 passes f10 and f9; White's Pawn e9 can take on f10.
    let fen = board(KMF, "Ka1 Pe9 kl12 pf11", "b - - 0 1");
    let mut p = Position::from_fen(KMF, &fen).unwrap();
    let m = p.parse_lan("f11f8").unwrap();
    p.play(m);
    assert_eq!(p.en_passant_squares().len(), 2);
    let without = p.fen().replace(" f10f9 ", " - ");
    assert_ne!(p.hash(), hash(KMF, &without));
    assert_eq!(p.hash(), hash(KMF, &p.fen()));
}

// Half-move clock 99: one quiet move makes 100 plies without capture or Pawn move → draw.
// A Pawn move or a capture resets the clock instead; a mate on the 100th ply is a mate.
#[test]
fn hundred_ply_rule() {
    let quiet = board(CHESS, "Kb2 Ra1 Pe2 nh1 kh8", "w - - 99 80");
    let mut g = Game::from_fen(CHESS, &quiet).unwrap();
    assert_eq!(g.result(), None);
    play(&mut g, &["Ra2"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::MoveRule,
        "1/2-1/2",
        "Draw: 100 plies without a capture or a Pawn move",
    );
    for reset in ["e4", "Rxh1"] {
        let mut g = Game::from_fen(CHESS, &quiet).unwrap();
        play(&mut g, &[reset]);
        assert_eq!(g.result(), None, "{reset}");
        assert!(g.position().halfmove_clock() <= 1);
    }
    let mut g = game_at(CHESS, "Kg1 Ra1 kg8 pf7 pg7 ph7", "w - - 99 80");
    play(&mut g, &["Ra8#"]);
    ended(
        &g,
        Outcome::Win(Color::White),
        Reason::Checkmate,
        "1-0",
        "White wins by checkmate",
    );
    // The same on a 12×12 board (Zanzibar S).
    let mut g = game_at(ZS, "Ka1 Rb2 kl12", "w - - 99 80");
    play(&mut g, &["Rc2"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::MoveRule,
        "1/2-1/2",
        "Draw: 100 plies without a capture or a Pawn move",
    );
}

// Precedence (RULES.md §3): a move that stalemates on the 100th ply ends the game by
// stalemate. White Kf7 Qg5, Black Kh8, clock 99: Qg6 leaves h8 no move and no check.
#[test]
fn stalemate_on_the_hundredth_ply_is_stalemate() {
    let mut g = game_at(CHESS, "Kf7 Qg5 kh8", "w - - 99 80");
    play(&mut g, &["Qg6"]);
    ended(
        &g,
        Outcome::Draw,
        Reason::Stalemate,
        "1/2-1/2",
        "Draw by stalemate",
    );
    // Grant Acedrex: the stalemated side loses, also on the 100th ply (Black's Pawn b3 is
    // blocked, so its King is not bare; Rc11 takes its last squares).
    let mut g = game_at(GA, "Ka1 Pb2 Rk1 Rc1 kl12 pb3", "w - - 99 80");
    play(&mut g, &["Rc11"]);
    assert_eq!(
        g.result(),
        Some(GameResult {
            outcome: Outcome::Win(Color::White),
            reason: Reason::Stalemate
        })
    );
}

// Chess only (FIDE 5.2.2): a capture that leaves King and one minor piece against King, or
// only Kings and Bishops on one colour of square, draws at once. Two Knights, or Bishops on
// both colours, or a Pawn, play on; so does the same material in Shako.
#[test]
fn dead_position_draws_in_chess() {
    for pieces in [
        "Ka1 Bc1 rb2 kh8",     // K+B v K after Kxb2
        "Ka1 Nc1 rb2 kh8",     // K+N v K
        "Ka1 rb2 kh8 bf8",     // K v K+B
        "Ka1 Bc1 rb2 kh8 bf8", // Bishops c1 and f8: both dark squares
        "Ka1 Bc1 Be3 rb2 kh8 bh6",
    ] {
        let mut g = game_at(CHESS, pieces, "w - - 0 1");
        play(&mut g, &["Kxb2"]);
        ended(
            &g,
            Outcome::Draw,
            Reason::DeadPosition,
            "1/2-1/2",
            "Draw: neither side can checkmate (dead position)",
        );
        same_after_record(&g);
    }
    for pieces in [
        "Ka1 Nc1 Nd1 rb2 kh8",
        "Ka1 Bc1 rb2 kh8 bc8", // c1 dark, c8 light
        "Ka1 Nc1 rb2 kh8 bf8",
        "Ka1 Bc1 Pa3 rb2 kh8",
    ] {
        let mut g = game_at(CHESS, pieces, "w - - 0 1");
        play(&mut g, &["Kxb2"]);
        assert_eq!(g.result(), None, "{pieces}");
    }
    // A dead custom start is over at once.
    let g = game_at(CHESS, "Ka1 Nc1 kh8", "w - - 0 1");
    assert_eq!(g.result().map(|r| r.reason), Some(Reason::DeadPosition));
    let mut g = game_at(SHAKO, "Ka1 Bc1 rb2 kj10", "w - - 0 1");
    play(&mut g, &["Kxb2"]);
    assert_eq!(g.result(), None);
}

// ---------------------------------------------------------------------------------------
// Abdication (KMF) and succession (Tamerlane II)
// ---------------------------------------------------------------------------------------

// Black Rook c7-a7 mates the King a2 (the Rook b8 holds b1 b2 b3; the Prince a1 would be
// attacked by a7 without its King). With the Prince h5, White may abdicate: the game is
// NOT over (RULES.md §4 decision); `Jh5=K` (typed in the seed's form `# Jh5=K`) makes h5
// the King and play goes on. Without a qualifying Prince the same move wins.
#[test]
fn kmf_abdication_keeps_the_game_alive() {
    let mut g = game_at(KMF, "Ka2 Ja1 Jh5 rb8 rc7 kl12", "b - - 0 1");
    play(&mut g, &["Ra7"]);
    assert_eq!(g.sans(), ["Ra7+"]);
    assert_eq!(g.result(), None);
    assert!(!g.is_over());
    play(&mut g, &["# Jh5=K"]);
    assert_eq!(g.sans(), ["Ra7+", "Jh5=K"]);
    assert_eq!(g.result(), None);
    assert_eq!(g.side_to_move(), Color::Black);
    assert_eq!(
        g.position().fen(),
        board(KMF, "Ja1 Kh5 rb8 ra7 kl12", "b - - 2 2")
    );
    // Play goes on: Black takes the old Prince a1 (no longer royal-adjacent).
    play(&mut g, &["Rxa1"]);
    assert_eq!(g.result(), None);

    let mut g = game_at(KMF, "Ka2 Ja1 rb8 rc7 kl12", "b - - 0 1");
    play(&mut g, &["Ra7"]);
    assert_eq!(g.sans(), ["Ra7#"]);
    ended(
        &g,
        Outcome::Win(Color::Black),
        Reason::Checkmate,
        "0-1",
        "Black wins by checkmate",
    );
}

// Tamerlane II: the Rook c10-a10 mates the King a1 (b11 holds b1 b2); the Prince k5 is not
// attacked, so White may swap King and Prince: the game goes on with the King on k5.
// Without the Prince it is checkmate.
#[test]
fn tamerlane_succession_keeps_the_game_alive() {
    let mut g = game_at(T2, "rb11 rc10 kg7 Jk5 Ka1", "b - - 0 1");
    play(&mut g, &["Ra10"]);
    assert_eq!(g.sans(), ["Ra10+"]);
    assert_eq!(g.result(), None);
    play(&mut g, &["Jk5=K"]);
    assert_eq!(g.result(), None);
    assert_eq!(
        g.position().fen(),
        board(T2, "rb11 ra10 kg7 Kk5 Ja1", "b - - 2 2")
    );
    play(&mut g, &["Rxa1"]);
    assert_eq!(g.result(), None);

    let mut g = game_at(T2, "rb11 rc10 kg7 Ka1", "b - - 0 1");
    play(&mut g, &["Ra10"]);
    ended(
        &g,
        Outcome::Win(Color::Black),
        Reason::Checkmate,
        "0-1",
        "Black wins by checkmate",
    );
}

// ---------------------------------------------------------------------------------------
// Results declared by the players
// ---------------------------------------------------------------------------------------

#[test]
fn resignation_agreement_timeout_abandonment() {
    let mut g = Game::new(SHAKO);
    play(&mut g, &["e5"]);
    g.resign(Color::White).unwrap();
    ended(
        &g,
        Outcome::Win(Color::Black),
        Reason::Resignation,
        "0-1",
        "White resigns; Black wins",
    );
    // Once over, nothing else can end it again.
    assert!(matches!(g.resign(Color::Black), Err(GameError::Over(_))));
    assert!(matches!(g.timeout(Color::Black), Err(GameError::Over(_))));
    let e = g.agree_draw().unwrap_err();
    assert_eq!(
        words::game_error(&e),
        "the game is over: White resigns; Black wins"
    );

    let mut g = Game::new(ZXL);
    g.agree_draw().unwrap();
    ended(
        &g,
        Outcome::Draw,
        Reason::Agreement,
        "1/2-1/2",
        "Draw by agreement",
    );

    let mut g = Game::new(T2);
    g.timeout(Color::Black).unwrap();
    ended(
        &g,
        Outcome::Win(Color::White),
        Reason::Timeout,
        "1-0",
        "Black ran out of time; White wins",
    );

    let mut g = Game::new(GA);
    g.abandon(Color::White).unwrap();
    ended(
        &g,
        Outcome::Win(Color::Black),
        Reason::Abandonment,
        "0-1",
        "White abandoned the game; Black wins",
    );
}

// ---------------------------------------------------------------------------------------
// Takeback
// ---------------------------------------------------------------------------------------

#[test]
fn undo_restores_the_position() {
    let mut g = Game::new(CHESS);
    let e = g.undo().unwrap_err();
    assert_eq!(e, GameError::NothingToTakeBack);
    assert_eq!(words::game_error(&e), "there is no move to take back");

    play(&mut g, &["e4", "c5", "e5", "d5"]);
    let before = g.position().fen();
    assert!(before.contains(" d6 "), "{before}");
    play(&mut g, &["exd6"]);
    let m = g.undo().unwrap();
    assert_eq!(g.position().lan(m), "e5d6");
    assert_eq!(
        g.position().fen(),
        before,
        "en-passant square and clocks come back"
    );
    assert_eq!(g.sans(), ["e4", "c5", "e5", "d5"]);
    for _ in 0..4 {
        g.undo().unwrap();
    }
    assert_eq!(g.position().fen(), Position::start(CHESS).fen());
    assert!(g.moves().is_empty());
    assert_eq!(g.undo(), Err(GameError::NothingToTakeBack));
}

// A result the board gave (mate, repetition) is lifted by a takeback; a resignation (or
// agreement, timeout, abandonment) is not taken back.
#[test]
fn undo_lifts_a_board_result_but_not_a_resignation() {
    let mut g = Game::new(CHESS);
    play(&mut g, &["f3", "e5", "g4", "Qh4"]);
    assert!(g.is_over());
    g.undo().unwrap();
    assert_eq!(g.result(), None);
    assert_eq!(g.sans(), ["f3", "e5", "g4"]);
    play(&mut g, &["Nc6"]);
    assert_eq!(g.result(), None);

    let mut g = Game::new(CHESS);
    play(
        &mut g,
        &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"],
    );
    assert!(g.is_over());
    g.undo().unwrap();
    assert_eq!(g.result(), None);

    for end in [0, 1, 2, 3] {
        let mut g = Game::new(KMF);
        play(&mut g, &["e5", "e8"]);
        match end {
            0 => g.resign(Color::White).unwrap(),
            1 => g.agree_draw().unwrap(),
            2 => g.timeout(Color::Black).unwrap(),
            _ => g.abandon(Color::Black).unwrap(),
        }
        let result = g.result();
        let e = g.undo().unwrap_err();
        assert!(matches!(e, GameError::CannotTakeBack(_)), "{e:?}");
        assert!(
            words::game_error(&e).starts_with("a game that ended by "),
            "{e}"
        );
        assert_eq!(g.result(), result);
        assert_eq!(g.sans(), ["e5", "e8"]);
    }
    let mut g = Game::new(KMF);
    play(&mut g, &["e5"]);
    g.resign(Color::Black).unwrap();
    assert_eq!(
        words::game_error(&g.undo().unwrap_err()),
        "a game that ended by resignation cannot be taken back"
    );
}

// ---------------------------------------------------------------------------------------
// Zanzibar setup choice
// ---------------------------------------------------------------------------------------

// Black's arrangement `FKQDOGLU` (e1 F, f1 K, g1 Q, h1 D, e2 O, f2 G, g2 L, h2 U) may be set
// before the first move; both sides get it. After a move it is refused; games without a
// choice refuse it; an arrangement of the other Zanzibar is refused with a clear message.
#[test]
fn zanzibar_arrangement_only_before_the_first_move() {
    let a = Arrangement::parse(ZXL, "FKQDOGLU").unwrap();
    let mut g = Game::new(ZXL);
    g.set_tag("White", "Ann");
    g.set_arrangement(a.clone()).unwrap();
    assert_eq!(g.start(), &Start::Arrangement(a.clone()));
    assert_eq!(g.tag("White"), Some("Ann"));
    let fen = g.position().fen();
    let rows: Vec<&str> = fen.split(' ').next().unwrap().split('/').collect();
    assert_eq!(rows[11], "CMZVFKQDVZMC");
    assert_eq!(rows[10], "ERNBOGLUBNRE");
    assert_eq!(rows[0], "cmzvfkqdvzmc");
    assert_eq!(rows[1], "ernboglubnre");
    // Chosen again (still before the first move): fine.
    let b = Arrangement::parse(ZXL, "DQKUFGLO").unwrap();
    g.set_arrangement(b.clone()).unwrap();
    assert_eq!(g.start(), &Start::Arrangement(b));
    play(&mut g, &["e5"]);
    let e = g.set_arrangement(a.clone()).unwrap_err();
    assert_eq!(e, GameError::SetupAfterStart);
    assert_eq!(
        words::game_error(&e),
        "the setup can only be chosen before the first move"
    );
    assert_eq!(g.sans(), ["e5"]);

    let e = Game::new(CHESS).set_arrangement(a.clone()).unwrap_err();
    assert!(
        words::game_error(&e).contains("chess has no setup choice"),
        "{e}"
    );
    let s = Arrangement::parse(ZS, "FQKULG").unwrap();
    let e = Game::new(ZXL).set_arrangement(s).unwrap_err();
    assert_eq!(
        words::game_error(&e),
        "that arrangement is for zanzibar-s, but this game is zanzibar-xl"
    );
    let fen = Position::start(ZXL).fen().replace(" 0 1", " 0 5");
    let e = Game::from_fen(ZXL, &fen)
        .unwrap()
        .set_arrangement(a.clone())
        .unwrap_err();
    assert_eq!(e, GameError::SetupWithFen);
    // A finished game (Black resigned before any move) keeps its result.
    let mut g = Game::new(ZXL);
    g.resign(Color::Black).unwrap();
    assert!(matches!(g.set_arrangement(a), Err(GameError::Over(_))));
    assert!(g.is_over());
}

// ---------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------

/// A game of `plies` moves chosen by a fixed rule (the k-th legal move, k varying), so
/// each game has captures, special moves and whatever else the game offers.
fn some_game(id: VariantId, plies: usize) -> Game {
    let mut g = Game::new(id);
    for i in 0..plies {
        if g.is_over() {
            break;
        }
        let mut legal = g.position().legal_moves();
        legal.sort_by_key(|m| g.position().lan(*m));
        let m = legal[(i * 7 + 3) % legal.len()];
        g.play(m).unwrap();
    }
    g
}

#[test]
fn record_round_trip_every_game() {
    for id in VariantId::ALL {
        let mut g = some_game(id, 60);
        g.set_tag("White", "Alfonso \"el Sabio\"");
        g.set_tag("Black", "Cazaux");
        g.set_tag("Event", "acedrex test");
        g.set_tag("Annotator", "test");
        assert!(g.moves().len() >= 10, "{id}: {:?}", g.sans());
        let text = g.to_record();
        assert!(
            text.contains(&format!("[Variant \"{}\"]", id.id())),
            "{text}"
        );
        assert!(
            text.contains("[White \"Alfonso \\\"el Sabio\\\"\"]"),
            "{text}"
        );
        assert!(text.contains("[Annotator \"test\"]"), "{text}");
        assert!(text.contains("1. "), "{text}");
        let h = same_after_record(&g);
        assert_eq!(h.tag("White"), Some("Alfonso \"el Sabio\""));
    }
}

#[test]
fn a_record_with_comments_reads_back_as_the_same_game() {
    // An engine match's record: a score after each move but the first two (its opening).
    for id in [VariantId::Shako, VariantId::Chess, VariantId::Perfect12] {
        let g = some_game(id, 30);
        let comments: Vec<Option<String>> = (0..g.moves().len())
            .map(|i| (i >= 2).then(|| format!("{:+.2}", i as f64 / 10.0 - 1.0)))
            .collect();
        let text = g.to_record_with_comments(&comments);
        let first = &g.sans()[0];
        let third = &g.sans()[2];
        assert!(text.contains(&format!("1. {first} ")), "{text}");
        assert!(text.contains(&format!("2. {third} {{-0.80}}")), "{text}");
        assert_eq!(text.matches('{').count(), g.moves().len() - 2, "{text}");
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        let h = Game::from_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(h.moves(), g.moves(), "{text}");
        assert_eq!(h.to_record(), g.to_record());
    }
}

// Special moves survive the record: KMF abdication, Perfect 12 Lion moves, Tamerlane II
// succession; games that start from a custom position (Black to move: `1... Ra7+`).
#[test]
fn record_with_custom_start_and_special_moves() {
    let mut g = game_at(KMF, "Ka2 Ja1 Jh5 rb8 rc7 kl12", "b - - 0 1");
    play(&mut g, &["Ra7", "Jh5=K", "Rxa1"]);
    let text = g.to_record();
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    assert!(
        text.contains(&format!("[FEN \"{}\"]", g.start_position().fen())),
        "{text}"
    );
    assert!(text.contains("1... Ra7+ 2. Jh5=K Rxa1"), "{text}");
    assert!(matches!(same_after_record(&g).start(), Start::Fen(_)));

    let mut g = game_at(P12, "Ka1 Lf5 pg6 ph7 pa7 kl12", "w - - 0 1");
    play(&mut g, &["Lf5xg6xh7", "a6", "Lh7-h7", "a4"]);
    assert_eq!(g.sans(), ["Lf5xg6xh7", "a6", "Lh7-h7", "a4"]);
    same_after_record(&g);

    let mut g = game_at(T2, "rb11 rc10 kg7 Jk5 Ka1", "b - - 0 1");
    play(&mut g, &["Ra10", "Jk5=K", "Rxa1"]);
    assert!(
        g.to_record().contains("1... Ra10+ 2. Jk5=K Rxa1"),
        "{}",
        g.to_record()
    );
    same_after_record(&g);
}

// A Zanzibar arrangement is kept as a `Setup` tag (not a FEN) and comes back as one.
#[test]
fn record_with_zanzibar_arrangement() {
    for (id, text, moves) in [
        (ZXL, "FKQDOGLU", ["e5", "e8"]),
        (ZS, "UKQFLG", ["f5", "f8"]),
    ] {
        let a = Arrangement::parse(id, text).unwrap();
        let mut g = Game::with_arrangement(a.clone());
        play(&mut g, &moves);
        let rec = g.to_record();
        assert!(rec.contains(&format!("[Setup \"{text}\"]")), "{rec}");
        assert!(!rec.contains("[FEN"), "{rec}");
        let h = same_after_record(&g);
        assert_eq!(h.start(), &Start::Arrangement(a));
    }
}

// Results declared by the players travel in the Result and Termination tags.
#[test]
fn record_results_by_resignation_agreement_timeout() {
    let mut g = some_game(SHAKO, 9);
    g.resign(Color::White).unwrap();
    let rec = g.to_record();
    assert!(rec.contains("[Result \"0-1\"]"), "{rec}");
    assert!(rec.contains("[Termination \"resignation\"]"), "{rec}");
    assert!(rec.trim_end().ends_with("0-1"), "{rec}");
    same_after_record(&g);

    let mut g = some_game(P12, 6);
    g.agree_draw().unwrap();
    let rec = g.to_record();
    assert!(rec.contains("[Result \"1/2-1/2\"]"), "{rec}");
    assert!(rec.contains("[Termination \"agreement\"]"), "{rec}");
    same_after_record(&g);

    let mut g = some_game(GA, 6);
    g.timeout(Color::Black).unwrap();
    assert!(g.to_record().contains("[Termination \"time forfeit\"]"));
    same_after_record(&g);

    let mut g = some_game(ZS, 6);
    g.abandon(Color::White).unwrap();
    same_after_record(&g);

    // A board result: the checkmate is found again on import.
    let mut g = Game::new(CHESS);
    play(&mut g, &["f3", "e5", "g4", "Qh4#"]);
    let rec = g.to_record();
    assert!(rec.contains("[Termination \"checkmate\"]"), "{rec}");
    assert!(rec.contains("2. g4 Qh4# 0-1"), "{rec}");
    same_after_record(&g);
}

/// A chess record with the given movetext and extra tags.
fn chess_record(tags: &str, moves: &str) -> String {
    format!("[Event \"t\"]\n[Variant \"chess\"]\n{tags}\n\n{moves}\n")
}

// The first bad move is reported with its number, its text and why.
#[test]
fn record_import_errors_name_the_move() {
    let e = Game::from_record(&chess_record("", "1. e4 e5 2. Nf3 Nc6 3. Nf7 Nf6 *")).unwrap_err();
    match &e {
        RecordError::Move {
            game,
            number,
            color,
            text,
            error,
        } => {
            assert_eq!(*game, CHESS);
            assert_eq!((*number, *color, text.as_str()), (3, Color::White, "Nf7"));
            assert!(matches!(error, MoveError::NoneCanReach { .. }), "{error:?}");
        }
        other => panic!("{other:?}"),
    }
    let msg = words::record_error(&e);
    assert!(msg.starts_with("move 3. `Nf7`: "), "{msg}");
    assert!(msg.contains("Knights (b1, f3) can go to f7"), "{msg}");

    let e = Game::from_record(&chess_record("", "1. e4 e5 2. Nf3 Ke6 *")).unwrap_err();
    let msg = words::record_error(&e);
    assert!(
        msg.starts_with("move 2... `Ke6`: the King on e8 cannot go to e6"),
        "{msg}"
    );

    let e = Game::from_record(&chess_record(
        "",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 1-0",
    ))
    .unwrap_err();
    assert!(
        words::record_error(&e)
            .starts_with("move 4... `Ke7`: the game is over: White wins by checkmate"),
        "{e}"
    );

    let e = Game::from_record(&chess_record("", "1. e4 xyz *")).unwrap_err();
    assert!(
        words::record_error(&e).starts_with("move 1... `xyz`: I can't read `xyz`"),
        "{e}"
    );

    let e = Game::from_record(&chess_record("", "1. d4 d5 2. Nf3 Nf6 3. Nd2 *")).unwrap_err();
    assert!(words::record_error(&e).contains("ambiguous"), "{e}");
}

#[test]
fn record_import_errors_in_tags() {
    let e = Game::from_record("[Event \"x\"]\n[Variant \"xiangqi\"]\n\n1. e4 *\n").unwrap_err();
    assert!(matches!(e, RecordError::Variant(_)), "{e:?}");
    assert!(
        words::record_error(&e).contains("unknown game `xiangqi`"),
        "{e}"
    );
    assert!(words::record_error(&e).contains("grant-acedrex"), "{e}");

    let e = Game::from_record("[Event \"x\"]\n\n1. e4 *\n").unwrap_err();
    assert_eq!(e, RecordError::NoVariant);
    assert_eq!(
        words::record_error(&e),
        "the record has no [Variant \"...\"] tag"
    );

    // Fool's mate recorded as a White win.
    let e = Game::from_record(&chess_record("[Result \"1-0\"]", "1. f3 e5 2. g4 Qh4# 1-0"))
        .unwrap_err();
    assert!(matches!(e, RecordError::ResultMismatch { .. }), "{e:?}");
    assert_eq!(
        words::record_error(&e),
        "the result tag says 1-0 but the moves end in Black wins by checkmate"
    );

    let e = Game::from_record(&chess_record("[Result \"2-0\"]", "1. e4 e5")).unwrap_err();
    assert_eq!(e, RecordError::BadResult("2-0".into()));

    let e = Game::from_record(&chess_record("[FEN \"8/8/8 w - - 0 1\"]", "*")).unwrap_err();
    assert!(matches!(e, RecordError::Fen { game: CHESS, .. }), "{e:?}");
    assert!(words::record_error(&e).starts_with("FEN tag: "), "{e}");

    let e = Game::from_record("[Variant \"zanzibar-xl\"]\n[Setup \"KQ\"]\n\n*\n").unwrap_err();
    assert!(matches!(e, RecordError::Setup(_)), "{e:?}");
    assert!(words::record_error(&e).contains("8 letters"), "{e}");

    let e = Game::from_record("[Variant \"chess\"]\n[White Ann]\n\n*\n").unwrap_err();
    assert!(matches!(e, RecordError::Tag { line: 2, .. }), "{e:?}");
}

// A record tagged with a win but no board result is a resignation unless Termination says
// time forfeit or abandonment; a claimed "checkmate" the board does not show is not taken.
#[test]
fn record_import_declared_results() {
    let g = Game::from_record(&chess_record(
        "[Result \"0-1\"]\n[Termination \"time forfeit\"]",
        "1. e4 e5 0-1",
    ))
    .unwrap();
    assert_eq!(
        g.result(),
        Some(GameResult {
            outcome: Outcome::Win(Color::Black),
            reason: Reason::Timeout
        })
    );
    let g = Game::from_record(&chess_record("[Result \"1-0\"]", "1. e4 e5 1-0")).unwrap();
    assert_eq!(
        g.result(),
        Some(GameResult {
            outcome: Outcome::Win(Color::White),
            reason: Reason::Resignation
        })
    );
    let g = Game::from_record(&chess_record(
        "[Result \"1-0\"]\n[Termination \"checkmate\"]",
        "1. e4 e5 1-0",
    ))
    .unwrap();
    assert_eq!(g.result().map(|r| r.reason), Some(Reason::Resignation));
    let g = Game::from_record(&chess_record("", "1. e4 e5 1/2-1/2")).unwrap();
    assert_eq!(
        g.result(),
        Some(GameResult {
            outcome: Outcome::Draw,
            reason: Reason::Agreement
        })
    );
    let g = Game::from_record(&chess_record("[Result \"*\"]", "1. e4 e5 *")).unwrap();
    assert_eq!(g.result(), None);
}

// Comments, NAGs, variations (nested), detached annotations, `1...` numbering and numbers
// glued to moves are skipped or read.
#[test]
fn record_import_skips_pgn_extras() {
    let moves = "1. e4 {the best by test} e5 $1 2.Nf3 (2. f4 exf4 (2... d5 3. exd5) 3. Nf3) \
                 2... Nc6 !? 3. Bb5 {a comment\nover two lines} a6 \n 4. Ba4 $14 *";
    let g = Game::from_record(&chess_record("", moves)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
    // One-word variations, a promotion written `(Q)`, `e.p.` after an en-passant capture.
    let moves = "1. e4 (d4) d5 2. e5 (2. exd5) f5 3. exf6 e.p. (3. d4) g5 4. fxe7 a6 \
                 5. exf8(Q)+ Kxf8 *";
    let g = Game::from_record(&chess_record("", moves)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        g.sans(),
        ["e4", "d5", "e5", "f5", "exf6", "g5", "fxe7", "a6", "exf8=Q+", "Kxf8"]
    );
    // The KMF seed writes a lone `#` before an abdication.
    let rec = format!(
        "[Variant \"kmf\"]\n[FEN \"{}\"]\n\n1... Ra7 # Jh5=K 2... Rxa1 *\n",
        board(KMF, "Ka2 Ja1 Jh5 rb8 rc7 kl12", "b - - 0 1")
    );
    let g = Game::from_record(&rec).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.sans(), ["Ra7+", "Jh5=K", "Rxa1"]);
}
