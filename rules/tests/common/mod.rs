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

/// A position text for the game's board from a piece list such as `"Ke1 Nb1 kh8"` (a
/// letter, then its square; upper case is White) and the other five fields (`"w - - 0 1"`).
pub fn board(id: VariantId, pieces: &str, rest: &str) -> String {
    let v = id.variant();
    let (w, h) = (v.width as usize, v.height as usize);
    let mut grid = vec![vec![None::<char>; w]; h];
    for item in pieces.split_whitespace() {
        let mut chars = item.chars();
        let letter = chars.next().expect("a piece letter");
        let sq: String = chars.collect();
        let file = (sq.as_bytes()[0] - b'a') as usize;
        let rank: usize = sq[1..].parse().expect("a rank");
        assert!(file < w && (1..=h).contains(&rank), "bad square in {item}");
        assert!(grid[rank - 1][file].is_none(), "{sq} used twice");
        grid[rank - 1][file] = Some(letter);
    }
    let mut rows = Vec::new();
    for cells in grid.iter().rev() {
        let mut row = String::new();
        let mut empty = 0;
        for cell in cells {
            match *cell {
                Some(c) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    format!("{} {rest}", rows.join("/"))
}

/// Field `i` (0-based) of a position's text.
pub fn fen_field(p: &Position, i: usize) -> String {
    p.fen().split(' ').nth(i).expect("six fields").to_string()
}

/// A list of move texts, sorted, for comparing with a sorted move list.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}
