//! What each piece attacks and where it may go, for an evaluation's attack maps
//! (mobility, threats, attacks on the King's field), without generating moves.

use crate::position::Position;
use crate::types::{is_color, kind_index, Color, Square, EMPTY, OFF};
use crate::variant::forward;

impl Position {
    /// Calls `f(to, attack, reach)` for the squares the piece on `from` acts on:
    /// `attack` when it would capture an enemy piece standing on `to` (an own piece there
    /// is defended by it), `reach` when it may move or capture there in this position.
    /// The union of a side's attacks is exactly [`Position::is_attacked`]; the reached
    /// squares are the targets of its ordinary moves (no castling, no multi-steps, no
    /// Lion double moves). A square may be reported twice (a Lion's leaps and steps).
    /// Nothing happens for an empty `from`.
    #[inline]
    pub fn piece_attacks(&self, from: Square, mut f: impl FnMut(Square, bool, bool)) {
        let b = &self.board;
        let c = b[from.idx()];
        if c == EMPTY || c == OFF {
            return;
        }
        let us = if is_color(c, Color::White) {
            Color::White
        } else {
            Color::Black
        };
        let them = !us;
        let g = &self.v.gen[us.index()][kind_index(c)];
        if g.pawn {
            let fw = forward(us);
            let t = from.offset(fw);
            if b[t.idx()] == EMPTY {
                f(t, false, true);
            }
            for dx in [-1, 1] {
                let t = from.offset(fw + dx);
                let x = b[t.idx()];
                if x != OFF {
                    f(t, true, is_color(x, them));
                }
            }
            return;
        }
        for &(d, mode) in &g.leaps {
            let t = from.offset(d);
            let x = b[t.idx()];
            if x == OFF {
                continue;
            }
            let reach = if x == EMPTY {
                mode.moves()
            } else {
                is_color(x, them) && mode.captures()
            };
            f(t, mode.captures(), reach);
        }
        for &(d, max, mode) in &g.rides {
            let mut t = from;
            let mut k = 0u8;
            loop {
                t = t.offset(d);
                k += 1;
                let x = b[t.idx()];
                if x == OFF {
                    break;
                }
                if x == EMPTY {
                    f(t, mode.captures(), mode.moves());
                    if k == max {
                        break;
                    }
                    continue;
                }
                f(t, mode.captures(), is_color(x, them) && mode.captures());
                break;
            }
        }
        // Hoppers attack past their screen up to the first piece beyond it.
        for &d in &g.hops {
            let mut t = from.offset(d);
            while b[t.idx()] == EMPTY {
                t = t.offset(d);
            }
            if b[t.idx()] == OFF {
                continue;
            }
            self.walk(t, d, |t, x| f(t, true, is_color(x, them)));
        }
        for (first, slides) in &g.bents {
            let c1 = from.offset(*first);
            let x = b[c1.idx()];
            if x == OFF {
                continue;
            }
            f(c1, true, x == EMPTY || is_color(x, them));
            if x != EMPTY {
                continue;
            }
            for &d in slides {
                self.walk(c1, d, |t, x| f(t, true, x == EMPTY || is_color(x, them)));
            }
        }
        // Shots capture without moving: they attack the line up to its first piece.
        for &d in &g.shoots {
            self.walk(from, d, |t, x| f(t, true, is_color(x, them)));
        }
        if g.chu_lion {
            for x in -2i32..=2 {
                for y in -2i32..=2 {
                    if (x, y) == (0, 0) {
                        continue;
                    }
                    let t = from.offset(crate::types::off(x, y));
                    let c = b[t.idx()];
                    if c != OFF {
                        f(t, true, c == EMPTY || is_color(c, them));
                    }
                }
            }
        }
    }
}

impl Position {
    /// Calls `f(square, cell)` for the squares beyond `start` along `d`, up to and with
    /// the first piece (the lines of hops past their screen, bent riders' slides, shots).
    #[inline(always)]
    fn walk(&self, start: Square, d: i32, mut f: impl FnMut(Square, u8)) {
        let mut t = start;
        loop {
            t = t.offset(d);
            let x = self.board[t.idx()];
            if x == OFF {
                return;
            }
            f(t, x);
            if x != EMPTY {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Color, Position, Square, VariantId};
    use std::collections::HashSet;

    /// Positions of every game: the start and a few plies in, so that pieces have left
    /// the back ranks and lines have opened.
    fn positions() -> Vec<Position> {
        let mut out = Vec::new();
        for id in VariantId::ALL {
            let mut p = Position::start(id);
            let mut moves = Vec::new();
            out.push(p.clone());
            // A fixed walk: the (ply·7)th legal move, for 40 plies.
            for ply in 0..40usize {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let m = moves[(ply * 7 + 3) % moves.len()];
                p.play(m);
                out.push(p.clone());
            }
        }
        out
    }

    #[test]
    fn the_union_of_attacks_is_is_attacked() {
        for p in positions() {
            for by in [Color::White, Color::Black] {
                let mut hit = HashSet::new();
                for (sq, _) in p.pieces_of(by) {
                    p.piece_attacks(sq, |t, attack, _| {
                        if attack {
                            hit.insert(t);
                        }
                    });
                }
                for sq in p.variant().squares() {
                    assert_eq!(
                        hit.contains(&sq),
                        p.is_attacked(sq, by),
                        "{p:?}: {sq} by {by:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn reached_squares_are_move_targets() {
        for p in positions() {
            let us = p.side_to_move();
            let mut moves = Vec::new();
            p.pseudo_legal_into(&mut moves, false);
            let targets: HashSet<(Square, Square)> = moves.iter().map(|m| (m.from, m.to)).collect();
            for (sq, _) in p.pieces_of(us) {
                p.piece_attacks(sq, |t, _, reach| {
                    if reach {
                        assert!(targets.contains(&(sq, t)), "{p:?}: {sq}-{t}");
                    }
                });
            }
        }
    }
}
