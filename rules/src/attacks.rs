//! What each piece attacks and where it may go, for an evaluation's attack maps
//! (mobility, threats, attacks on the King's field), without generating moves.

use crate::position::Position;
use crate::types::{is_color, kind_index, Color, Kind, Square, EMPTY, OFF};
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
    /// Calls `f(from)` for the squares from which a piece of `kind` and colour `by` would
    /// attack `target` in this position, whatever stands on `from` now (its own square
    /// aside): the squares a check by such a piece could come from, when `target` is the
    /// enemy King's. The exact reverse of [`Position::piece_attacks`]' attacks, path by
    /// path; a square may be reported more than once.
    pub fn attack_origins(&self, target: Square, by: Color, kind: Kind, mut f: impl FnMut(Square)) {
        let b = &self.board;
        if b[target.idx()] == OFF {
            return;
        }
        let g = &self.v.gen[by.index()][kind.index()];
        let on = |s: Square| b[s.idx()] != OFF;
        if g.pawn {
            let fw = forward(by);
            for dx in [-1, 1] {
                let s = target.offset(-(fw + dx));
                if on(s) {
                    f(s);
                }
            }
            return;
        }
        for &(d, mode) in &g.leaps {
            let s = target.offset(-d);
            if mode.captures() && on(s) {
                f(s);
            }
        }
        for &(d, max, mode) in &g.rides {
            if !mode.captures() {
                continue;
            }
            // Back along the ride: the empty squares between, then the first piece.
            let mut s = target;
            let mut k = 0u8;
            loop {
                s = s.offset(-d);
                k += 1;
                let x = b[s.idx()];
                if x == OFF {
                    break;
                }
                f(s);
                if x != EMPTY || k == max {
                    break;
                }
            }
        }
        // A hopper attacks past exactly one screen: back over the empty squares to the
        // screen, then every square beyond it up to and with the next piece.
        for &d in &g.hops {
            let mut s = target.offset(-d);
            while b[s.idx()] == EMPTY {
                s = s.offset(-d);
            }
            if b[s.idx()] != OFF {
                self.walk(s, -d, |s, _| f(s));
            }
        }
        // Bent riders: the first step lands on the target, or on an empty square from
        // which the slide reaches the target over empty squares.
        for (first, slides) in &g.bents {
            let s = target.offset(-*first);
            if on(s) {
                f(s);
            }
            for &d in slides {
                let mut c1 = target.offset(-d);
                while b[c1.idx()] == EMPTY {
                    let s = c1.offset(-*first);
                    if on(s) {
                        f(s);
                    }
                    c1 = c1.offset(-d);
                }
            }
        }
        for &d in &g.shoots {
            self.walk(target, -d, |s, _| f(s));
        }
        if g.chu_lion {
            for x in -2i32..=2 {
                for y in -2i32..=2 {
                    let s = target.offset(crate::types::off(x, y));
                    if (x, y) != (0, 0) && on(s) {
                        f(s);
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
pub(crate) mod tests {
    use crate::{Color, Position, Square, VariantId};
    use std::collections::HashSet;

    /// Positions of every game: the start and a few plies in, so that pieces have left
    /// the back ranks and lines have opened.
    pub(crate) fn positions() -> Vec<Position> {
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

    #[test]
    fn attack_origins_reverse_piece_attacks() {
        use crate::types::{code, kind_index};
        let king_kind = crate::Kind::King.index();
        let is_king = |x: u8| x != crate::types::EMPTY && kind_index(x) == king_kind;
        for p in positions().into_iter().step_by(5) {
            let v = p.variant();
            let squares: Vec<Square> = v.squares().collect();
            let king = [Color::White, Color::Black].map(|c| p.king_square(c));
            for by in [Color::White, Color::Black] {
                for kind in v.pieces.iter().map(|pi| pi.kind) {
                    // Forward: put such a piece on every square in turn (Kings stay) and
                    // note what it attacks from there.
                    let mut pairs = HashSet::new();
                    for &s in &squares {
                        if is_king(p.board[s.idx()]) {
                            continue;
                        }
                        let mut q = p.clone();
                        q.set_square(s, code(kind, by));
                        q.piece_attacks(s, |t, attack, _| {
                            if attack {
                                pairs.insert((s, t));
                            }
                        });
                    }
                    for (n, &t) in squares.iter().enumerate() {
                        if n % 5 != 0 && !king.contains(&t) {
                            continue;
                        }
                        let mut back = HashSet::new();
                        p.attack_origins(t, by, kind, |s| {
                            if !is_king(p.board[s.idx()]) {
                                back.insert(s);
                            }
                        });
                        let fwd: HashSet<Square> = pairs
                            .iter()
                            .filter(|&&(_, to)| to == t)
                            .map(|&(s, _)| s)
                            .collect();
                        assert_eq!(back, fwd, "{p:?}: {kind:?} of {by:?} onto {t}");
                    }
                }
            }
        }
    }
}
