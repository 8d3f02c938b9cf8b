//! A piece's attacks as sets of squares, for the evaluation's attack maps: a few word
//! operations per line instead of a call per square ([`Position::piece_attacks`]).
//!
//! Kinds that move by leaps, rides and hops only get tables at the game's start; the
//! others (Pawns, bent riders, shooters, the Chu Shogi Lion, and any kind whose lines
//! could report a square twice) keep to the walk, so that every figure the evaluation
//! counts stays what the walk gives.

use crate::types::{is_color, Color, Square, EMPTY, OFF, PAD, STRIDE};
use crate::variant::{KindGen, Mode};
use crate::{Kind, Position};

/// A set of the 144 squares of the 12×12 frame, by [`Square::index`]: three words hold
/// them, and a fourth, always empty, lets a square find its word with a mask.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    #[inline(always)]
    pub fn set(&mut self, i: usize) {
        self.0[(i >> 6) & 3] |= 1 << (i & 63);
    }

    #[inline(always)]
    pub fn has(&self, i: usize) -> bool {
        self.0[(i >> 6) & 3] >> (i & 63) & 1 != 0
    }

    #[inline(always)]
    pub fn and(&self, o: &SquareSet) -> SquareSet {
        let (a, b) = (&self.0, &o.0);
        SquareSet([a[0] & b[0], a[1] & b[1], a[2] & b[2], 0])
    }

    #[inline(always)]
    pub fn or(&self, o: &SquareSet) -> SquareSet {
        let (a, b) = (&self.0, &o.0);
        SquareSet([a[0] | b[0], a[1] | b[1], a[2] | b[2], 0])
    }

    #[inline(always)]
    pub fn and_not(&self, o: &SquareSet) -> SquareSet {
        let (a, b) = (&self.0, &o.0);
        SquareSet([a[0] & !b[0], a[1] & !b[1], a[2] & !b[2], 0])
    }

    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2]) == 0
    }

    #[inline(always)]
    pub fn count(&self) -> i32 {
        let a = &self.0;
        (a[0].count_ones() + a[1].count_ones() + a[2].count_ones()) as i32
    }

    /// The set moved `n` (1..=63) squares up the frame's order; what passes square 143
    /// lands in bits no square has, which the caller masks off.
    #[inline(always)]
    pub fn shl(&self, n: u32) -> SquareSet {
        let w = &self.0;
        SquareSet([
            w[0] << n,
            w[1] << n | w[0] >> (64 - n),
            w[2] << n | w[1] >> (64 - n),
            0,
        ])
    }

    /// The set moved `n` (1..=63) squares down the frame's order.
    #[inline(always)]
    pub fn shr(&self, n: u32) -> SquareSet {
        let w = &self.0;
        SquareSet([
            w[0] >> n | w[1] << (64 - n),
            w[1] >> n | w[2] << (64 - n),
            w[2] >> n,
            0,
        ])
    }

    /// The lowest square in the set.
    #[inline(always)]
    fn lowest(&self) -> Option<usize> {
        let a = &self.0;
        if a[0] != 0 {
            Some(a[0].trailing_zeros() as usize)
        } else if a[1] != 0 {
            Some(64 + a[1].trailing_zeros() as usize)
        } else if a[2] != 0 {
            Some(128 + a[2].trailing_zeros() as usize)
        } else {
            None
        }
    }

    /// The highest square in the set.
    #[inline(always)]
    fn highest(&self) -> Option<usize> {
        let a = &self.0;
        if a[2] != 0 {
            Some(191 - a[2].leading_zeros() as usize)
        } else if a[1] != 0 {
            Some(127 - a[1].leading_zeros() as usize)
        } else if a[0] != 0 {
            Some(63 - a[0].leading_zeros() as usize)
        } else {
            None
        }
    }

    /// The squares in the set, lowest first.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..3).flat_map(move |j| {
            let mut w = self.0[j];
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let i = w.trailing_zeros() as usize;
                    w &= w - 1;
                    j * 64 + i
                })
            })
        })
    }
}

/// One kind's lines as set tables, for one colour.
#[derive(Clone, Debug)]
pub(crate) struct KindSets {
    /// By frame square: the targets of the leaps that capture, and of those that move
    /// (empty where the kind has no leaps).
    leaps: Vec<[SquareSet; 2]>,
    /// Rides (unlimited ones: no game has a limited ride): the line (index into the
    /// game's [`Rays`]) and how it may move.
    rides: Vec<(u8, Mode)>,
    /// Hops: the line.
    hops: Vec<u8>,
}

/// A game's lines: for each direction a rider or hopper uses, every square's ray to the
/// board's edge.
#[derive(Clone, Debug, Default)]
pub(crate) struct Rays {
    /// Per line: whether it goes up the frame's order (its first piece is then the lowest
    /// square of the ray's pieces), and its mailbox offset.
    up: Vec<bool>,
    dirs: Vec<i32>,
    /// Per line and frame square (`line × 144 + square`): the ray, empty off the board.
    rays: Vec<SquareSet>,
}

/// Per colour and kind ([`Kind::index`](crate::Kind::index)): the set tables, or `None`
/// where the kind keeps to the walk.
#[derive(Clone, Debug, Default)]
pub(crate) struct SetTables {
    lines: Rays,
    kinds: [Vec<Option<KindSets>>; 2],
}

/// The squares each side's pieces stand on, and all of them: what
/// [`Position::piece_attack_sets`] needs to know of the board.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct Occupancy {
    pub sides: [SquareSet; 2],
    pub all: SquareSet,
}

impl Occupancy {
    pub fn new(sides: [SquareSet; 2]) -> Occupancy {
        Occupancy {
            sides,
            all: sides[0].or(&sides[1]),
        }
    }
}

/// File and rank steps of a mailbox offset (leaps and lines step at most 3 files).
fn steps(d: i32) -> (i32, i32) {
    let dy = (d + STRIDE / 2).div_euclid(STRIDE);
    (d - dy * STRIDE, dy)
}

/// Whether offset `d` is `k` steps of line `l` for some `k` ≥ 1.
fn along(d: i32, l: i32) -> bool {
    let ((x, y), (lx, ly)) = (steps(d), steps(l));
    let k = if lx != 0 { x / lx } else { y / ly };
    k >= 1 && (k * lx, k * ly) == (x, y)
}

/// The set tables of the kinds `kinds` of a game on a `width` × `height` board (the other
/// kinds get none).
pub(crate) fn compile(gen: &[Vec<KindGen>; 2], kinds: &[Kind], width: u8, height: u8) -> SetTables {
    let on = |s: Square| {
        let (f, r) = (s.0 as i32 % STRIDE - PAD, s.0 as i32 / STRIDE - PAD);
        (0..width as i32).contains(&f) && (0..height as i32).contains(&r)
    };
    let mut lines = Rays::default();
    let line_of = |d: i32, lines: &mut Rays| -> u8 {
        if let Some(i) = lines.dirs.iter().position(|&x| x == d) {
            return i as u8;
        }
        for i in 0..144 {
            let mut ray = SquareSet::default();
            if let Some(from) = Square::from_index(i).filter(|&s| on(s)) {
                let mut t = from.offset(d);
                while on(t) {
                    ray.set(t.index());
                    t = t.offset(d);
                }
            }
            lines.rays.push(ray);
        }
        lines.dirs.push(d);
        lines.up.push(d > 0);
        (lines.dirs.len() - 1) as u8
    };
    let tables = [0, 1].map(|c| {
        gen[c]
            .iter()
            .enumerate()
            .map(|(k, g)| {
                if !kinds.iter().any(|x| x.index() == k) {
                    return None;
                }
                let plain = !g.pawn && !g.chu_lion && g.bents.is_empty() && g.shoots.is_empty();
                if !plain || (g.leaps.is_empty() && g.rides.is_empty() && g.hops.is_empty()) {
                    return None;
                }
                // A limited ride (none in the catalogue today) keeps to the walk.
                if g.rides.iter().any(|r| r.1 != 0) {
                    return None;
                }
                // A square reported twice from one square: two leaps alike, a leap along
                // one of the lines, or two lines along each other. A ride and a hop along
                // the same line are the exception: the ride stops at the screen, the hop
                // starts beyond it.
                let lines_of: Vec<(i32, bool)> = g
                    .rides
                    .iter()
                    .map(|r| (r.0, false))
                    .chain(g.hops.iter().map(|&d| (d, true)))
                    .collect();
                let leap_twice = g.leaps.iter().enumerate().any(|(j, l)| {
                    g.leaps[..j].iter().any(|m| m.0 == l.0)
                        || lines_of.iter().any(|&(d, _)| along(l.0, d))
                });
                let line_twice = lines_of.iter().enumerate().any(|(j, &(a, hop_a))| {
                    lines_of[..j].iter().any(|&(b, hop_b)| {
                        (a == b && hop_a == hop_b) || (a != b && (along(a, b) || along(b, a)))
                    })
                });
                if leap_twice || line_twice {
                    return None;
                }
                let mut leaps = vec![[SquareSet::default(); 2]; 144];
                for (i, leaps) in leaps.iter_mut().enumerate() {
                    let Some(from) = Square::from_index(i).filter(|&s| on(s)) else {
                        continue;
                    };
                    for &(d, mode) in &g.leaps {
                        let t = from.offset(d);
                        if !on(t) {
                            continue;
                        }
                        if mode.captures() {
                            leaps[0].set(t.index());
                        }
                        if mode.moves() {
                            leaps[1].set(t.index());
                        }
                    }
                }
                if g.leaps.is_empty() {
                    leaps.clear();
                }
                let rides = g
                    .rides
                    .iter()
                    .map(|&(d, _, mode)| (line_of(d, &mut lines), mode))
                    .collect();
                let hops = g.hops.iter().map(|&d| line_of(d, &mut lines)).collect();
                Some(KindSets { leaps, rides, hops })
            })
            .collect()
    });
    SetTables {
        lines,
        kinds: tables,
    }
}

impl Rays {
    /// The first square of line `l` from frame square `i` that is in `occ`.
    #[inline(always)]
    fn first(&self, l: usize, i: usize, occ: &SquareSet) -> Option<usize> {
        let blockers = self.rays[l * 144 + i].and(occ);
        if self.up[l] {
            blockers.lowest()
        } else {
            blockers.highest()
        }
    }

    /// The squares of line `l` from frame square `i` up to and including the first one
    /// in `occ`, or to the edge.
    #[inline(always)]
    fn covered(&self, l: usize, i: usize, occ: &SquareSet) -> SquareSet {
        let ray = self.rays[l * 144 + i];
        match self.first(l, i, occ) {
            Some(b) => ray.and_not(&self.rays[l * 144 + b]),
            None => ray,
        }
    }

    /// The squares a piece with tables `ks` on frame square `i` covers with its lines
    /// that capture (what it attacks), and with those that move.
    #[inline(always)]
    fn cover(&self, ks: &KindSets, i: usize, all: &SquareSet) -> (SquareSet, SquareSet) {
        let [mut cap, mut mov] = match ks.leaps.get(i) {
            Some(l) => *l,
            None => [SquareSet::default(); 2],
        };
        for &(l, mode) in &ks.rides {
            let covered = self.covered(l as usize, i, all);
            if mode.captures() {
                cap = cap.or(&covered);
            }
            if mode.moves() {
                mov = mov.or(&covered);
            }
        }
        // A hop attacks past its screen up to the first piece beyond it.
        for &l in &ks.hops {
            let l = l as usize;
            if let Some(s) = self.first(l, i, all) {
                cap = cap.or(&self.covered(l, s, all));
            }
        }
        (cap, mov)
    }
}

impl Position {
    /// Each side's occupied squares, for [`Position::piece_attack_sets`].
    pub fn occupancy(&self) -> Occupancy {
        Occupancy::new([Color::White, Color::Black].map(|c| {
            let mut s = SquareSet::default();
            for (sq, _) in self.pieces_of(c) {
                s.set(sq.index());
            }
            s
        }))
    }

    /// What [`Position::piece_attacks`] reports for the piece on `from`, as two sets: the
    /// squares it attacks and those it reaches. `occ` is [`Position::occupancy`]. `None`
    /// where the piece's kind keeps to the walk (Pawns, bent riders, shooters, the Lion, a
    /// kind that may report a square twice) or `from` is empty: the caller walks then.
    #[inline]
    pub fn piece_attack_sets(
        &self,
        from: Square,
        occ: &Occupancy,
    ) -> Option<(SquareSet, SquareSet)> {
        let c = self.board[from.idx()];
        if c == EMPTY || c == OFF {
            return None;
        }
        let us = if is_color(c, Color::White) { 0 } else { 1 };
        let ks = self.v.sets.kinds[us][crate::types::kind_index(c)].as_ref()?;
        let (cap, mov) = self.v.sets.lines.cover(ks, from.index(), &occ.all);
        // It reaches the enemy pieces its capturing lines cover, and the empty squares
        // of those that move.
        let reach = mov.and_not(&occ.all).or(&cap.and(&occ.sides[1 - us]));
        Some((cap, reach))
    }
}

#[cfg(test)]
mod tests {
    use super::SquareSet;
    use crate::types::code;
    use crate::{Color, Kind, Position, VariantId};

    /// The walk's reports as sets, and whether it reported a square twice.
    fn walked(p: &Position, from: crate::Square) -> (SquareSet, SquareSet, bool) {
        let (mut att, mut reach, mut seen, mut twice) = Default::default();
        let seen: &mut SquareSet = &mut seen;
        p.piece_attacks(from, |t, a, r| {
            let i = t.index();
            twice |= seen.has(i);
            seen.set(i);
            if a {
                SquareSet::set(&mut att, i);
            }
            if r {
                SquareSet::set(&mut reach, i);
            }
        });
        (att, reach, twice)
    }

    #[test]
    fn the_sets_are_what_the_walk_reports() {
        let mut checked = 0;
        for (n, p) in crate::attacks::tests::positions().into_iter().enumerate() {
            let occ = p.occupancy();
            for c in [Color::White, Color::Black] {
                for (sq, piece) in p.pieces_of(c) {
                    let (att, reach, twice) = walked(&p, sq);
                    if let Some((a, r)) = p.piece_attack_sets(sq, &occ) {
                        assert!(
                            !twice,
                            "{p:?}: {:?} on {sq} reports a square twice",
                            piece.kind
                        );
                        assert_eq!((a, r), (att, reach), "{p:?}: {:?} on {sq}", piece.kind);
                        checked += 1;
                    }
                }
                // Every kind of the game on every empty square in turn, in some of them.
                if n % 4 != 0 {
                    continue;
                }
                for kind in p.variant().pieces.iter().map(|pi| pi.kind) {
                    for s in p.variant().squares().filter(|&s| p.piece_at(s).is_none()) {
                        let mut q = p.clone();
                        q.set_square(s, code(kind, c));
                        let (att, reach, twice) = walked(&q, s);
                        if let Some((a, r)) = q.piece_attack_sets(s, &q.occupancy()) {
                            assert!(!twice, "{q:?}: {kind:?} on {s} reports a square twice");
                            assert_eq!((a, r), (att, reach), "{q:?}: {kind:?} on {s}");
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn an_offset_is_along_a_line_at_whole_steps_forward() {
        use super::along;
        use crate::types::off;
        assert!(along(off(1, 0), off(1, 0)));
        assert!(along(off(3, 3), off(1, 1)));
        assert!(along(off(-2, 0), off(-1, 0)));
        assert!(along(off(2, 4), off(1, 2)));
        assert!(!along(off(-1, 0), off(1, 0)));
        assert!(!along(off(2, 1), off(1, 0)));
        assert!(!along(off(1, 2), off(0, 1)));
        assert!(!along(off(3, -3), off(1, 1)));
    }

    #[test]
    fn the_pieces_of_chess_and_shako_have_set_tables() {
        for id in [VariantId::Chess, VariantId::Shako] {
            let v = id.variant();
            for pi in v.pieces.iter() {
                let sets = v.sets.kinds[0][pi.kind.index()].as_ref();
                assert_eq!(
                    sets.is_some(),
                    pi.kind != Kind::Pawn,
                    "{id:?} {:?}",
                    pi.kind
                );
            }
        }
    }
}
