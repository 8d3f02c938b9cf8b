//! perft: count the leaf nodes of the legal move tree, the standard test of a move
//! generator. Adjudications (bare King, repetition, move-count rule) are ignored.

use crate::moves::Move;
use crate::position::Position;

/// Number of legal move sequences of length `depth` from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut p = pos.clone();
    let mut buffers: Vec<Vec<Move>> = (0..depth.max(1)).map(|_| Vec::with_capacity(256)).collect();
    count(&mut p, depth, &mut buffers)
}

fn count(pos: &mut Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    pos.legal_moves_into(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &m in moves.iter() {
        let u = pos.make_move(m);
        total += count(pos, depth - 1, rest);
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
            let n = count(&mut p, depth.saturating_sub(1), &mut buffers);
            p.unmake_move(m, &u);
            (m, n)
        })
        .collect()
}
