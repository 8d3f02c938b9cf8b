//! perft: count the leaf nodes of the legal move tree, the standard test of a move
//! generator. Adjudications (bare King, repetition, move-count rule) are ignored.

use crate::moves::Move;
use crate::position::Position;

/// Number of legal move sequences of length `depth` from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut p = pos.clone();
    let mut buffers: Vec<Vec<Move>> = (0..depth.max(1)).map(|_| Vec::with_capacity(256)).collect();
    let in_check = p.is_check();
    count(&mut p, depth, in_check, &mut buffers)
}

/// `in_check` is [`Position::is_check`]; each child's comes from
/// [`Position::is_check_after`], so perft checks that shortcut too.
fn count(pos: &mut Position, depth: u32, in_check: bool, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    pos.legal_moves_known_check(moves, in_check);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &m in moves.iter() {
        let u = pos.make_move(m);
        let check = pos.is_check_after(m);
        total += count(pos, depth - 1, check, rest);
        pos.unmake_move(m, &u);
    }
    total
}

/// perft split by first move: each legal move (long algebraic) with its count, in the
/// order of [`Position::legal_moves`].
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut p = pos.clone();
    let mut buffers: Vec<Vec<Move>> = (0..depth.max(1)).map(|_| Vec::with_capacity(256)).collect();
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let u = p.make_move(m);
            let check = p.is_check_after(m);
            let n = count(&mut p, depth.saturating_sub(1), check, &mut buffers);
            p.unmake_move(m, &u);
            (m, n)
        })
        .collect()
}
