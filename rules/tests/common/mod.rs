//! Helpers shared by the per-game rule tests.
#![allow(dead_code)]

use acedrex_rules::{perft, Position, VariantId};

/// Parses a position, failing the test with the parser's message.
pub fn pos(id: VariantId, fen: &str) -> Position {
    Position::from_fen(id, fen).unwrap_or_else(|e| panic!("{id}: bad test FEN {fen}: {e}"))
}

/// The legal moves of a position in long algebraic notation, sorted.
pub fn moves(id: VariantId, fen: &str) -> Vec<String> {
    let p = pos(id, fen);
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| p.lan(*m)).collect();
    v.sort();
    v
}

/// Asserts that the legal moves are exactly `expected` (any order), showing the
/// difference on failure.
pub fn assert_moves(id: VariantId, fen: &str, expected: &[&str]) {
    let got = moves(id, fen);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    want.sort();
    let missing: Vec<&String> = want.iter().filter(|m| !got.contains(m)).collect();
    let extra: Vec<&String> = got.iter().filter(|m| !want.contains(m)).collect();
    assert!(
        missing.is_empty() && extra.is_empty() && got.len() == want.len(),
        "{id} {fen}\n  missing: {missing:?}\n  unexpected: {extra:?}\n  got {} moves, expected {}",
        got.len(),
        want.len()
    );
}

/// Asserts that the moves of the piece on `from` are exactly `expected`.
pub fn assert_piece_moves(id: VariantId, fen: &str, from: &str, expected: &[&str]) {
    let p = pos(id, fen);
    let mut got: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from.to_string() == from)
        .map(|m| p.lan(*m))
        .collect();
    got.sort();
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(got, want, "{id} {fen}: moves from {from}");
}

/// Plays moves given in long algebraic notation and returns the position.
pub fn play(id: VariantId, fen: &str, lans: &[&str]) -> Position {
    let mut p = pos(id, fen);
    for t in lans {
        let m = p
            .parse_lan(t)
            .unwrap_or_else(|e| panic!("{id}: {t} in {}: {e}", p.fen()));
        p.play(m);
    }
    p
}

/// perft from a position text.
pub fn perft_of(id: VariantId, fen: &str, depth: u32) -> u64 {
    perft(&pos(id, fen), depth)
}
