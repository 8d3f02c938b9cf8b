//! Positions: board, make/unmake, attack detection, legal move generation.

use crate::moves::{Move, MoveKind};
use crate::types::*;
use crate::variant::{
    forward, right_bit, side_rights, KindGen, KingSpecial, PromoChoices, RoyalSpecial, Variant,
    VariantId, LEAP_MID,
};
use crate::zobrist;
use std::fmt;

/// En-passant state: the squares a multi-step passed and the piece that made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Ep {
    pub squares: [Square; 2],
    pub n: u8,
    pub victim: Square,
    /// The squares' keys are in the hash: only when an en-passant capture is legal, so
    /// that positions the same by FIDE 9.2.3 (RULES.md §3, repetition) hash the same.
    pub keyed: bool,
}

impl Ep {
    pub(crate) const NONE: Ep = Ep {
        squares: [Square(0); 2],
        n: 0,
        victim: Square(0),
        keyed: false,
    };

    #[inline]
    fn contains(&self, sq: Square) -> bool {
        (self.n > 0 && self.squares[0] == sq) || (self.n > 1 && self.squares[1] == sq)
    }
}

/// How a King is in check (see `Position::checks`): by a leap or step, and along which
/// lines (bits by index into `DIRS`).
#[derive(Copy, Clone, Debug)]
struct Checks {
    leap: bool,
    dirs: u8,
}

/// What [`Position::make_move`] needs to take a move back.
#[derive(Copy, Clone, Debug)]
pub struct Undo {
    captured: [u8; 2],
    cap_sq: [Square; 2],
    moved: u8,
    rights: u8,
    ep: Ep,
    halfmove: u32,
    hash: u64,
}

/// Whether the side to move can move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    /// The side to move is in check and has no legal move (no abdication or succession
    /// either).
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
}

/// A move text that is not a legal move in long algebraic notation: which text, which
/// square, which choices (the service's texts say it to players; `Display` is for logs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LanError {
    /// Not squares and an optional promotion letter.
    Syntax(String),
    /// A square name beyond the game's board.
    OffBoard { square: String, variant: VariantId },
    /// The first square holds no piece of the side to move.
    NoPiece(Square),
    /// Well formed, but no legal move goes that way.
    Illegal(String),
    /// The move promotes, and the text names no piece: the kinds it may become.
    PromotionMissing { text: String, choices: Vec<Kind> },
}

crate::fen::debug_display!(LanError);

/// A position of one of the games: placement, side to move, rights, en passant, clocks.
///
/// Built from position text ([`Position::from_fen`]) or a game's start
/// ([`Position::start`]), so every `Position` is valid: one King per side, no piece
/// that should have promoted, the side not to move not in check.
#[derive(Clone)]
pub struct Position {
    pub(crate) v: &'static Variant,
    pub(crate) board: [u8; BOARD_LEN],
    pub(crate) side: Color,
    pub(crate) rights: u8,
    pub(crate) ep: Ep,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    pub(crate) king: [Square; 2],
    plist: [[Square; 144]; 2],
    pcount: [u8; 2],
    pindex: [u8; BOARD_LEN],
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.v.id == other.v.id
            && self.board[..] == other.board[..]
            && self.side == other.side
            && self.rights == other.rights
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} {})", self.v.id, self.fen())
    }
}

#[inline]
fn color_of(c: u8) -> Color {
    if c > 32 {
        Color::Black
    } else {
        Color::White
    }
}

const KING: usize = Kind::King as usize;
const PAWN: usize = Kind::Pawn as usize;
const PRINCE: usize = Kind::Prince as usize;

impl Position {
    /// An empty board of a game (for building positions piece by piece).
    pub(crate) fn empty(id: VariantId) -> Position {
        let v = id.variant();
        let mut board = [OFF; BOARD_LEN];
        for sq in v.squares() {
            board[sq.idx()] = EMPTY;
        }
        Position {
            v,
            board,
            side: Color::White,
            rights: 0,
            ep: Ep::NONE,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            king: [Square(0); 2],
            plist: [[Square(0); 144]; 2],
            pcount: [0; 2],
            pindex: [0; BOARD_LEN],
        }
    }

    /// The start position of a game (Zanzibar: the default arrangement).
    pub fn start(id: VariantId) -> Position {
        Position::from_fen(id, id.variant().start_fen).expect("the start positions are valid")
    }

    /// The game this position belongs to.
    pub fn variant(&self) -> &'static Variant {
        self.v
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.v.contains(sq) {
            decode(self.board[sq.idx()])
        } else {
            None
        }
    }

    /// Every piece on the board with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.v
            .squares()
            .filter_map(move |sq| decode(self.board[sq.idx()]).map(|p| (sq, p)))
    }

    /// The pieces of one side with their squares, in no particular order (cheaper than
    /// [`Position::pieces`]: no walk over empty squares).
    #[inline]
    pub fn pieces_of(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let c = color.index();
        self.plist[c][..self.pcount[c] as usize]
            .iter()
            .map(move |&sq| {
                let kind = Kind::from_index(kind_index(self.board[sq.idx()]));
                (sq, Piece { kind, color })
            })
    }

    /// Number of pieces of a side, King included.
    pub fn piece_count(&self, color: Color) -> usize {
        self.pcount[color.index()] as usize
    }

    /// The square of a side's King.
    pub fn king_square(&self, color: Color) -> Square {
        self.king[color.index()]
    }

    /// The Zobrist hash: placement, side, rights, and the en-passant squares when an
    /// en-passant capture is legal (a field no Pawn can use leaves the hash alone, so the
    /// hash is the position's identity for repetition, RULES.md §3).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The squares an enemy Pawn may take en passant on this move, in the order passed.
    pub fn en_passant_squares(&self) -> Vec<Square> {
        self.ep.squares[..self.ep.n as usize].to_vec()
    }

    /// Castling / King-leap rights as bits: 1 White `K`, 2 White `Q`, 4 Black `k`, 8 Black `q`.
    pub fn rights(&self) -> u8 {
        self.rights
    }

    /// True if the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.attacked(self.king[self.side.index()], !self.side)
    }

    /// [`Position::is_check`] for a position just reached by `m` (made with
    /// [`Position::make_move`] on a legal position), found cheaply: before `m` the side
    /// now to move was not in check, so a check can only come from the piece that moved
    /// or along the line it left. Moves that change more squares ask in full.
    #[inline]
    pub fn is_check_after(&self, m: Move) -> bool {
        if !matches!(m.kind, MoveKind::Normal | MoveKind::MultiStep) {
            return self.is_check();
        }
        let us = !self.side;
        let k = self.king[self.side.index()];
        let a = &self.v.attacks[us.index()];
        // After a promotion the piece on `to` is the new kind, which is the one that counts.
        let kind = kind_index(self.board[m.to.idx()]);
        let d = k.0 as i32 - m.to.0 as i32;
        if d.abs() <= LEAP_MID && (a.leap_at[(d + LEAP_MID) as usize] >> kind) & 1 != 0 {
            return true;
        }
        if (a.bent_kinds >> kind) & 1 != 0
            && a.bents
                .iter()
                .any(|(slide, group)| self.bent_attack(k.0 as i32, us, *slide, group))
        {
            return true;
        }
        // Rides, shots and hops through `to` (the piece itself, or a hop over it as a
        // new screen), and whatever the line through `from` opened.
        let (dt, df) = (line_dir(m.to, k), line_dir(m.from, k));
        dt.is_some_and(|i| self.line_attacked(k, us, i))
            || (df != dt && df.is_some_and(|i| self.line_attacked(k, us, i)))
    }

    /// True if a piece of `by` could capture an enemy piece standing on `sq`.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.v.contains(sq) && self.attacked(sq, by)
    }

    fn has_kind(&self, color: Color, kind: Kind) -> bool {
        let c = code(kind, color);
        self.plist[color.index()][..self.pcount[color.index()] as usize]
            .iter()
            .any(|s| self.board[s.idx()] == c)
    }

    // ---- board primitives: keep piece lists, King squares and hash in step ----

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, c: u8) {
        let col = color_of(c).index();
        self.board[sq.idx()] = c;
        let n = self.pcount[col] as usize;
        self.plist[col][n] = sq;
        self.pindex[sq.idx()] = n as u8;
        self.pcount[col] += 1;
        self.hash ^= zobrist::piece(c, sq.idx());
        if kind_index(c) == KING {
            self.king[col] = sq;
        }
    }

    /// Puts `c` on a square, replacing what stood there (building a start position).
    pub(crate) fn set_square(&mut self, sq: Square, c: u8) {
        if self.board[sq.idx()] != EMPTY {
            self.remove(sq);
        }
        self.put(sq, c);
    }

    #[inline]
    fn remove(&mut self, sq: Square) -> u8 {
        let c = self.board[sq.idx()];
        let col = color_of(c).index();
        self.board[sq.idx()] = EMPTY;
        let i = self.pindex[sq.idx()] as usize;
        let last = self.pcount[col] as usize - 1;
        let moved = self.plist[col][last];
        self.plist[col][i] = moved;
        self.pindex[moved.idx()] = i as u8;
        self.pcount[col] -= 1;
        self.hash ^= zobrist::piece(c, sq.idx());
        c
    }

    #[inline]
    fn move_piece(&mut self, from: Square, to: Square) {
        let c = self.board[from.idx()];
        let col = color_of(c).index();
        self.board[from.idx()] = EMPTY;
        self.board[to.idx()] = c;
        let i = self.pindex[from.idx()];
        self.plist[col][i as usize] = to;
        self.pindex[to.idx()] = i;
        self.hash ^= zobrist::piece(c, from.idx()) ^ zobrist::piece(c, to.idx());
        if kind_index(c) == KING {
            self.king[col] = to;
        }
    }

    /// Changes the kind of the piece on `sq` (same colour).
    #[inline]
    fn replace(&mut self, sq: Square, c: u8) {
        let old = self.board[sq.idx()];
        self.board[sq.idx()] = c;
        self.hash ^= zobrist::piece(old, sq.idx()) ^ zobrist::piece(c, sq.idx());
        if kind_index(c) == KING {
            self.king[color_of(c).index()] = sq;
        }
    }

    /// Sets the en-passant state, unkeyed: [`Position::key_ep`] adds its keys to the hash
    /// once the side to move is the one that may capture.
    pub(crate) fn set_ep(&mut self, ep: Ep) {
        if self.ep.keyed {
            for s in &self.ep.squares[..self.ep.n as usize] {
                self.hash ^= zobrist::ep(s.idx());
            }
        }
        self.ep = Ep { keyed: false, ..ep };
    }

    /// Puts the en-passant squares into the hash when the side to move has a legal
    /// en-passant capture. Cheap when no Pawn stands beside the squares passed (almost
    /// always); otherwise each capture is tried.
    #[inline]
    pub(crate) fn key_ep(&mut self) {
        if self.ep.n == 0 || self.ep.keyed {
            return;
        }
        let us = self.side;
        let f = forward(us);
        let gens = &self.v.gen[us.index()];
        let ep = self.ep;
        for &t in &ep.squares[..ep.n as usize] {
            for dx in [-1, 1] {
                let from = t.offset(-(f + dx));
                let c = self.board[from.idx()];
                if is_color(c, us) && gens[kind_index(c)].pawn && self.ep_capture_legal(from, t) {
                    for s in &ep.squares[..ep.n as usize] {
                        self.hash ^= zobrist::ep(s.idx());
                    }
                    self.ep.keyed = true;
                    return;
                }
            }
        }
    }

    /// True when the Pawn on `from` may take en passant on `to` without leaving its King
    /// attacked. Kept out of line: `make_move` calls it, and it calls `make_move`.
    #[inline(never)]
    fn ep_capture_legal(&mut self, from: Square, to: Square) -> bool {
        let us = self.side;
        let m = Move {
            aux: self.ep.victim,
            ..Move::new(from, to, MoveKind::EnPassant)
        };
        let u = self.make_move(m);
        let ok = !self.attacked(self.king[us.index()], !us);
        self.unmake_move(m, &u);
        ok
    }

    pub(crate) fn set_rights(&mut self, r: u8) {
        self.hash ^= zobrist::rights(self.rights) ^ zobrist::rights(r);
        self.rights = r;
    }

    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.hash ^= zobrist::SIDE;
            self.side = side;
        }
    }

    fn castle_of(&self, color: Color, rook_from: Square) -> crate::variant::Castle {
        let cs = self
            .v
            .castling
            .as_ref()
            .expect("castling moves exist only in castling games");
        let [k, q] = cs[color.index()];
        if k.rook_from == rook_from {
            k
        } else {
            q
        }
    }

    // ---- make / unmake ----

    /// Plays a legal move and returns what [`Position::unmake_move`] needs to take it back.
    /// `m` must be a legal move of this position (from [`Position::legal_moves`] or a
    /// parser); anything else leaves the position in an unspecified (but memory-safe) state.
    pub fn make_move(&mut self, m: Move) -> Undo {
        let us = self.side;
        let moved = self.board[m.from.idx()];
        let mut u = Undo {
            captured: [EMPTY; 2],
            cap_sq: [m.from; 2],
            moved,
            rights: self.rights,
            ep: self.ep,
            halfmove: self.halfmove,
            hash: self.hash,
        };
        if self.ep.n > 0 {
            self.set_ep(Ep::NONE);
        }
        let mut reset = kind_index(moved) == PAWN;
        let mut rights = self.rights;
        match m.kind {
            MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant => {
                let cap = if m.kind == MoveKind::EnPassant {
                    m.aux
                } else {
                    m.to
                };
                if self.board[cap.idx()] != EMPTY {
                    u.captured[0] = self.remove(cap);
                    u.cap_sq[0] = cap;
                    reset = true;
                }
                self.move_piece(m.from, m.to);
                if let Some(k) = m.promo {
                    self.replace(m.to, code(k, us));
                }
                if m.kind == MoveKind::MultiStep && m.promo.is_none() {
                    let f = forward(us);
                    let mut ep = Ep::NONE;
                    let mut s = m.from.offset(f);
                    while s != m.to && (ep.n as usize) < 2 {
                        ep.squares[ep.n as usize] = s;
                        ep.n += 1;
                        s = s.offset(f);
                    }
                    ep.victim = m.to;
                    self.set_ep(ep);
                }
            }
            MoveKind::Castle => {
                let c = self.castle_of(us, m.aux);
                let k = self.remove(c.king_from);
                let r = self.remove(c.rook_from);
                self.put(c.king_to, k);
                self.put(c.rook_to, r);
            }
            MoveKind::Shot => {
                u.captured[0] = self.remove(m.to);
                u.cap_sq[0] = m.to;
                reset = true;
            }
            MoveKind::LionDouble => {
                u.captured[0] = self.remove(m.aux);
                u.cap_sq[0] = m.aux;
                if self.board[m.to.idx()] != EMPTY {
                    u.captured[1] = self.remove(m.to);
                    u.cap_sq[1] = m.to;
                }
                self.move_piece(m.from, m.to);
                reset = true;
            }
            MoveKind::Igui => {
                u.captured[0] = self.remove(m.aux);
                u.cap_sq[0] = m.aux;
                reset = true;
            }
            MoveKind::Pass => {}
            MoveKind::Abdicate => {
                let k = self.king[us.index()];
                u.captured[0] = self.remove(k);
                u.cap_sq[0] = k;
                self.replace(m.from, code(Kind::King, us));
                rights &= !side_rights(us);
            }
            MoveKind::Succession => {
                self.replace(m.from, code(Kind::King, us));
                self.replace(m.to, code(Kind::Prince, us));
            }
        }
        if rights != 0 {
            if kind_index(moved) == KING {
                rights &= !side_rights(us);
            }
            let keep = &self.v.rights_keep;
            rights &= keep[m.from.idx()] & keep[m.to.idx()] & keep[m.aux.idx()];
        }
        // Outside the block above: abdication may have cleared the last rights already.
        if rights != self.rights {
            self.set_rights(rights);
        }
        self.halfmove = if reset { 0 } else { self.halfmove + 1 };
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.side = !us;
        self.hash ^= zobrist::SIDE;
        if self.ep.n > 0 {
            self.key_ep();
        }
        u
    }

    /// Takes back `m`, which must be the last move made, with the [`Undo`] it returned.
    pub fn unmake_move(&mut self, m: Move, u: &Undo) {
        let us = !self.side;
        self.side = us;
        if us == Color::Black {
            self.fullmove -= 1;
        }
        match m.kind {
            MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant => {
                if m.promo.is_some() {
                    self.replace(m.to, u.moved);
                }
                self.move_piece(m.to, m.from);
                if u.captured[0] != EMPTY {
                    self.put(u.cap_sq[0], u.captured[0]);
                }
            }
            MoveKind::Castle => {
                let c = self.castle_of(us, m.aux);
                let k = self.remove(c.king_to);
                let r = self.remove(c.rook_to);
                self.put(c.king_from, k);
                self.put(c.rook_from, r);
            }
            MoveKind::Shot | MoveKind::Igui => self.put(u.cap_sq[0], u.captured[0]),
            MoveKind::LionDouble => {
                self.move_piece(m.to, m.from);
                if u.captured[1] != EMPTY {
                    self.put(u.cap_sq[1], u.captured[1]);
                }
                self.put(u.cap_sq[0], u.captured[0]);
            }
            MoveKind::Pass => {}
            MoveKind::Abdicate => {
                self.replace(m.from, u.moved);
                self.put(u.cap_sq[0], u.captured[0]);
            }
            MoveKind::Succession => {
                self.replace(m.to, code(Kind::King, us));
                self.replace(m.from, u.moved);
            }
        }
        self.rights = u.rights;
        self.ep = u.ep;
        self.halfmove = u.halfmove;
        self.hash = u.hash;
    }

    /// Passes the turn: the other side to move, no en-passant squares, the half-move clock
    /// one higher. Not a move of any game — a search's "null move" to test how strong a
    /// position is. Not for a side in check. Take it back with
    /// [`Position::unmake_null_move`].
    pub fn make_null_move(&mut self) -> Undo {
        let u = Undo {
            captured: [EMPTY; 2],
            cap_sq: [Square(0); 2],
            moved: EMPTY,
            rights: self.rights,
            ep: self.ep,
            halfmove: self.halfmove,
            hash: self.hash,
        };
        if self.ep.n > 0 {
            self.set_ep(Ep::NONE);
        }
        self.halfmove += 1;
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = !self.side;
        self.hash ^= zobrist::SIDE;
        u
    }

    /// Takes back [`Position::make_null_move`].
    pub fn unmake_null_move(&mut self, u: &Undo) {
        self.side = !self.side;
        if self.side == Color::Black {
            self.fullmove -= 1;
        }
        self.ep = u.ep;
        self.halfmove = u.halfmove;
        self.hash = u.hash;
    }

    /// Plays a legal move (see [`Position::make_move`]) for good.
    pub fn play(&mut self, m: Move) {
        self.make_move(m);
    }

    // ---- attacks ----

    pub(crate) fn attacked(&self, sq: Square, by: Color) -> bool {
        let a = &self.v.attacks[by.index()];
        let s = sq.0 as i32;
        if self.leap_attacked(sq, by) {
            return true;
        }
        for i in 0..DIRS.len() {
            if a.ride_any[i] && self.ride_attack(s, by, i) {
                return true;
            }
        }
        a.bents
            .iter()
            .any(|(slide, group)| self.bent_attack(s, by, *slide, group))
    }

    /// A leap (steps included) of `by` reaching `sq`: the attacks no piece can block.
    #[inline]
    fn leap_attacked(&self, sq: Square, by: Color) -> bool {
        let b = &self.board;
        let s = sq.0 as i32;
        self.v.attacks[by.index()].leaps.iter().any(|&(d, mask)| {
            let c = b[(s - d) as usize];
            is_color(c, by) && (mask >> kind_index(c)) & 1 != 0
        })
    }

    /// How the side to move is in check: by a leap, and along which lines (rides,
    /// shots, hops, bent riders' slides). Found once per position, it lets each move
    /// out of check be tested on those lines and its own two alone.
    fn checks(&self, ksq: Square) -> Checks {
        let them = !self.side;
        let mut dirs = 0u8;
        for i in 0..DIRS.len() {
            if self.line_attacked(ksq, them, i) {
                dirs |= 1 << i;
            }
        }
        Checks {
            leap: self.leap_attacked(ksq, them),
            dirs,
        }
    }

    /// A ride, shot or hop of `by` reaching `s` along direction `i` of travel.
    #[inline]
    fn ride_attack(&self, s: i32, by: Color, i: usize) -> bool {
        let a = &self.v.attacks[by.index()];
        let b = &self.board;
        let (dx, dy) = DIRS[i];
        let d = off(dx, dy);
        let mut t = s - d;
        let mut k: u8 = 1;
        while b[t as usize] == EMPTY {
            t -= d;
            k = k.saturating_add(1);
        }
        let c = b[t as usize];
        if c == OFF {
            return false;
        }
        if is_color(c, by) && a.ride_range[i][kind_index(c)] >= k {
            return true;
        }
        if a.hop_mask[i] != 0 {
            t -= d;
            while b[t as usize] == EMPTY {
                t -= d;
            }
            let c = b[t as usize];
            if is_color(c, by) && (a.hop_mask[i] >> kind_index(c)) & 1 != 0 {
                return true;
            }
        }
        false
    }

    /// A bent rider of `by` (first leg, then a slide along `slide`) reaching `s`.
    #[inline]
    fn bent_attack(&self, s: i32, by: Color, slide: i32, group: &[(i32, u32)]) -> bool {
        let b = &self.board;
        let mut c = s - slide;
        while b[c as usize] == EMPTY {
            for &(first, mask) in group {
                let p = b[(c - first) as usize];
                if is_color(p, by) && (mask >> kind_index(p)) & 1 != 0 {
                    return true;
                }
            }
            c -= slide;
        }
        false
    }

    /// Attacks of `by` on `sq` that travel along the line of direction `i` (rides, shots,
    /// hops, bent riders' slides): the only ones a piece arriving on or leaving that line
    /// can open or close.
    #[inline]
    fn line_attacked(&self, sq: Square, by: Color, i: usize) -> bool {
        let a = &self.v.attacks[by.index()];
        let s = sq.0 as i32;
        let (dx, dy) = DIRS[i];
        let d = off(dx, dy);
        (a.ride_any[i] && self.ride_attack(s, by, i))
            || a.bents
                .iter()
                .any(|(slide, group)| *slide == d && self.bent_attack(s, by, d, group))
    }

    /// The cheapest piece of `by` that captures an enemy on `sq` by moving there, with the
    /// squares in `gone` read as empty (pieces already traded off in an exchange, so the
    /// riders and hoppers behind them are seen). `value` ranks the kinds. `Err(())` when a
    /// piece whose capture may not be a plain move onto `sq` (an Archer's shot, a Lion)
    /// attacks it: the exchange is then unknown. Reverse lookups from `sq` on the attack
    /// tables, like [`Position::is_attacked`], without generating moves.
    #[allow(clippy::result_unit_err)]
    pub fn least_attacker(
        &self,
        sq: Square,
        by: Color,
        gone: &[Square],
        value: impl Fn(Kind) -> i32,
    ) -> Result<Option<(Square, Kind)>, ()> {
        if !self.v.contains(sq) {
            return Ok(None);
        }
        // Nothing gone (the first look at a square, and the evaluation's): the board as
        // it is, without a copy.
        if gone.is_empty() {
            let b = &self.board;
            return self.least_attacker_on(sq, by, |t| b[t as usize], value);
        }
        let mut x = self.exchange_board();
        for &g in gone {
            x.take_off(g);
        }
        x.least_attacker(sq, by, value)
    }

    /// The board for a static exchange: [`Position::least_attacker`] asked again and
    /// again as the traded pieces come off ([`ExchangeBoard::take_off`]). A copy of the
    /// cells, so each look reads the board as it then stands instead of testing every
    /// piece it meets against a list of those gone.
    pub fn exchange_board(&self) -> ExchangeBoard<'_> {
        ExchangeBoard {
            pos: self,
            board: self.board,
        }
    }

    /// [`Position::least_attacker`] with `at` reading the board's cells (the pieces gone
    /// read as empty).
    #[inline(always)]
    fn least_attacker_on(
        &self,
        sq: Square,
        by: Color,
        at: impl Fn(i32) -> u8,
        value: impl Fn(Kind) -> i32,
    ) -> Result<Option<(Square, Kind)>, ()> {
        let a = &self.v.attacks[by.index()];
        let s = sq.0 as i32;
        let mut best: Option<(Square, Kind, i32)> = None;
        let mut unsure = false;
        let mut offer = |t: i32, c: u8| {
            let ki = kind_index(c);
            if (a.unsure >> ki) & 1 != 0 {
                unsure = true;
            }
            let k = Kind::from_index(ki);
            let v = value(k);
            if best.is_none_or(|(_, _, bv)| v < bv) {
                best = Some((Square(t as u16), k, v));
            }
        };
        for &(d, mask) in &a.leaps {
            let c = at(s - d);
            if is_color(c, by) && (mask >> kind_index(c)) & 1 != 0 {
                offer(s - d, c);
            }
        }
        for (i, &(dx, dy)) in DIRS.iter().enumerate() {
            if !a.ride_any[i] {
                continue;
            }
            let d = off(dx, dy);
            let mut t = s - d;
            let mut k: u8 = 1;
            let mut c = at(t);
            while c == EMPTY {
                t -= d;
                k = k.saturating_add(1);
                c = at(t);
            }
            if c == OFF {
                continue;
            }
            if is_color(c, by) && a.ride_range[i][kind_index(c)] >= k {
                offer(t, c);
            }
            if a.hop_mask[i] != 0 {
                t -= d;
                while at(t) == EMPTY {
                    t -= d;
                }
                let c = at(t);
                if is_color(c, by) && (a.hop_mask[i] >> kind_index(c)) & 1 != 0 {
                    offer(t, c);
                }
            }
        }
        for (slide, group) in &a.bents {
            let mut c = s - slide;
            while at(c) == EMPTY {
                for &(first, mask) in group {
                    let p = at(c - first);
                    if is_color(p, by) && (mask >> kind_index(p)) & 1 != 0 {
                        offer(c - first, p);
                    }
                }
                c -= slide;
            }
        }
        if unsure {
            return Err(());
        }
        Ok(best.map(|(t, k, _)| (t, k)))
    }

    // ---- move generation ----

    /// Pushes a move, with every promotion it allows.
    fn push_promo(&self, out: &mut Vec<Move>, m: Move) {
        let us = self.side;
        let v = self.v;
        let kind = Kind::from_index(kind_index(self.board[m.from.idx()]));
        if kind == Kind::Ship && v.ship_corner {
            let corner = v.relative_rank(m.to, us) == v.height - 1
                && (m.to.file() == 0 || m.to.file() == v.width - 1);
            out.push(Move {
                promo: corner.then_some(Kind::Gryphon),
                ..m
            });
            return;
        }
        let Some(pr) = v.promotion(kind) else {
            out.push(m);
            return;
        };
        let rel = v.relative_rank(m.to, us);
        if rel < pr.zone_start {
            out.push(m);
            return;
        }
        if rel < pr.compulsory {
            out.push(m);
        }
        match &pr.choices {
            PromoChoices::List(ks) => {
                for &k in ks {
                    if k == Kind::Prince
                        && pr.prince_only_if_none
                        && self.has_kind(us, Kind::Prince)
                    {
                        continue;
                    }
                    out.push(Move {
                        promo: Some(k),
                        ..m
                    });
                }
            }
            PromoChoices::ByFile(ks) => out.push(Move {
                promo: Some(ks[m.to.file() as usize]),
                ..m
            }),
        }
    }

    #[inline(always)]
    fn push<const PROMO: bool>(&self, out: &mut Vec<Move>, m: Move) {
        if PROMO {
            self.push_promo(out, m);
        } else {
            out.push(m);
        }
    }

    /// Pushes a move to an empty square; in captures-only mode (`CAPS`) only its
    /// promotions.
    #[inline(always)]
    fn push_quiet<const PROMO: bool, const CAPS: bool>(&self, out: &mut Vec<Move>, m: Move) {
        if !CAPS {
            self.push::<PROMO>(out, m);
        } else if PROMO {
            let n = out.len();
            self.push_promo(out, m);
            let mut w = n;
            for r in n..out.len() {
                if out[r].promo.is_some() {
                    out[w] = out[r];
                    w += 1;
                }
            }
            out.truncate(w);
        }
    }

    fn gen_piece<const PROMO: bool, const CAPS: bool>(
        &self,
        from: Square,
        g: &KindGen,
        out: &mut Vec<Move>,
    ) {
        let them = !self.side;
        let b = &self.board;
        for &(d, mode) in &g.leaps {
            let t = from.offset(d);
            let c = b[t.idx()];
            if c == EMPTY && mode.moves() {
                self.push_quiet::<PROMO, CAPS>(out, Move::new(from, t, MoveKind::Normal));
            } else if is_color(c, them) && mode.captures() {
                self.push::<PROMO>(out, Move::new(from, t, MoveKind::Normal));
            }
        }
        for &(d, max, mode) in &g.rides {
            let mut t = from;
            let mut k = 0u8;
            loop {
                t = t.offset(d);
                k += 1;
                let c = b[t.idx()];
                if c == EMPTY {
                    if mode.moves() {
                        self.push_quiet::<PROMO, CAPS>(out, Move::new(from, t, MoveKind::Normal));
                    }
                    if k == max {
                        break;
                    }
                    continue;
                }
                if is_color(c, them) && mode.captures() {
                    self.push::<PROMO>(out, Move::new(from, t, MoveKind::Normal));
                }
                break;
            }
        }
        for &d in &g.hops {
            let mut t = from.offset(d);
            while b[t.idx()] == EMPTY {
                t = t.offset(d);
            }
            if b[t.idx()] == OFF {
                continue;
            }
            t = t.offset(d);
            while b[t.idx()] == EMPTY {
                t = t.offset(d);
            }
            if is_color(b[t.idx()], them) {
                self.push::<PROMO>(out, Move::new(from, t, MoveKind::Normal));
            }
        }
        for (first, slides) in &g.bents {
            let c1 = from.offset(*first);
            let c = b[c1.idx()];
            if is_color(c, them) {
                self.push::<PROMO>(out, Move::new(from, c1, MoveKind::Normal));
            } else if c == EMPTY {
                self.push_quiet::<PROMO, CAPS>(out, Move::new(from, c1, MoveKind::Normal));
                for &d in slides {
                    let mut t = c1;
                    loop {
                        t = t.offset(d);
                        let c = b[t.idx()];
                        if c == EMPTY {
                            self.push_quiet::<PROMO, CAPS>(
                                out,
                                Move::new(from, t, MoveKind::Normal),
                            );
                            continue;
                        }
                        if is_color(c, them) {
                            self.push::<PROMO>(out, Move::new(from, t, MoveKind::Normal));
                        }
                        break;
                    }
                }
            }
        }
        for &d in &g.shoots {
            let mut t = from.offset(d);
            while b[t.idx()] == EMPTY {
                t = t.offset(d);
            }
            if is_color(b[t.idx()], them) {
                out.push(Move::new(from, t, MoveKind::Shot));
            }
        }
    }

    fn gen_pawn<const CAPS: bool>(&self, from: Square, out: &mut Vec<Move>) {
        let us = self.side;
        let them = !us;
        let f = forward(us);
        let max = self.v.pawn_steps[self.v.relative_rank(from, us) as usize];
        let mut t = from;
        for k in 1..=max {
            t = t.offset(f);
            if self.board[t.idx()] != EMPTY {
                break;
            }
            let kind = if k == 1 {
                MoveKind::Normal
            } else {
                MoveKind::MultiStep
            };
            self.push_quiet::<true, CAPS>(out, Move::new(from, t, kind));
        }
        for dx in [-1, 1] {
            let t = from.offset(f + dx);
            let c = self.board[t.idx()];
            if is_color(c, them) {
                self.push_promo(out, Move::new(from, t, MoveKind::Normal));
            } else if c == EMPTY && self.ep.contains(t) {
                self.push_promo(
                    out,
                    Move {
                        aux: self.ep.victim,
                        ..Move::new(from, t, MoveKind::EnPassant)
                    },
                );
            }
        }
    }

    fn gen_prince_steps(&self, from: Square, out: &mut Vec<Move>) {
        let us = self.side;
        let f = forward(us);
        let max = self.v.prince_steps[self.v.relative_rank(from, us) as usize];
        let kind = if self.v.prince_en_passant {
            MoveKind::MultiStep
        } else {
            MoveKind::Normal
        };
        let mut t = from.offset(f);
        if self.board[t.idx()] != EMPTY {
            return;
        }
        for _ in 2..=max {
            t = t.offset(f);
            if self.board[t.idx()] != EMPTY {
                break;
            }
            self.push_promo(out, Move::new(from, t, kind));
        }
    }

    fn gen_chu_lion<const CAPS: bool>(&self, from: Square, out: &mut Vec<Move>) {
        let them = !self.side;
        let b = &self.board;
        for x in -2i32..=2 {
            for y in -2i32..=2 {
                if (x, y) == (0, 0) {
                    continue;
                }
                let t = from.offset(off(x, y));
                let c = b[t.idx()];
                if (c == EMPTY && !CAPS) || is_color(c, them) {
                    out.push(Move::new(from, t, MoveKind::Normal));
                }
            }
        }
        let mut pass = false;
        for &(dx, dy) in &DIRS {
            let mid = from.offset(off(dx, dy));
            let c = b[mid.idx()];
            if c == EMPTY {
                pass = true;
                continue;
            }
            if !is_color(c, them) {
                continue;
            }
            out.push(Move {
                aux: mid,
                ..Move::new(from, from, MoveKind::Igui)
            });
            for &(ex, ey) in &DIRS {
                let t = mid.offset(off(ex, ey));
                if t == from {
                    continue;
                }
                let c = b[t.idx()];
                if c == EMPTY || is_color(c, them) {
                    out.push(Move {
                        aux: mid,
                        ..Move::new(from, t, MoveKind::LionDouble)
                    });
                }
            }
        }
        if pass && !CAPS {
            out.push(Move::new(from, from, MoveKind::Pass));
        }
    }

    fn gen_king_special(&self, in_check: bool, out: &mut Vec<Move>) {
        let us = self.side;
        let them = !us;
        let ks = self.king[us.index()];
        match self.v.king_special {
            KingSpecial::None => {}
            KingSpecial::Castling => {
                if in_check || self.rights & side_rights(us) == 0 {
                    return;
                }
                let Some(cs) = &self.v.castling else { return };
                for (wing, c) in cs[us.index()].iter().enumerate() {
                    if self.rights & right_bit(us, wing) == 0
                        || self.board[c.king_from.idx()] != code(Kind::King, us)
                        || self.board[c.rook_from.idx()] != code(Kind::Rook, us)
                    {
                        continue;
                    }
                    let rank = c.king_from.rank() as i32;
                    let (kf, rf) = (c.king_from.file() as i32, c.rook_from.file() as i32);
                    let clear = (kf.min(rf) + 1..kf.max(rf))
                        .all(|f| self.board[Square::at(f, rank).idx()] == EMPTY);
                    let free = |s: Square| {
                        s == c.king_from || s == c.rook_from || self.board[s.idx()] == EMPTY
                    };
                    if !clear || !free(c.king_to) || !free(c.rook_to) {
                        continue;
                    }
                    let kt = c.king_to.file() as i32;
                    let step = (kt - kf).signum();
                    let mut f = kf;
                    let mut safe = true;
                    while f != kt {
                        f += step;
                        if self.attacked(Square::at(f, rank), them) {
                            safe = false;
                            break;
                        }
                    }
                    if safe {
                        out.push(Move {
                            aux: c.rook_from,
                            ..Move::new(c.king_from, c.king_to, MoveKind::Castle)
                        });
                    }
                }
            }
            KingSpecial::GrantLeap | KingSpecial::ZanzibarJump => {
                if in_check || self.rights & right_bit(us, 0) == 0 {
                    return;
                }
                for &(dx, dy) in &DIRS {
                    let t = ks.offset(off(2 * dx, 2 * dy));
                    if self.board[t.idx()] == EMPTY && !self.attacked(ks.offset(off(dx, dy)), them)
                    {
                        out.push(Move::new(ks, t, MoveKind::Normal));
                    }
                }
                if self.v.king_special == KingSpecial::ZanzibarJump {
                    for (dx, dy) in crate::variant::symmetries(2, 1) {
                        let t = ks.offset(off(dx, dy));
                        if self.board[t.idx()] != EMPTY {
                            continue;
                        }
                        let orth = ks.offset(off(dx / 2, dy / 2));
                        let diag = ks.offset(off(dx.signum(), dy.signum()));
                        if !self.attacked(orth, them) || !self.attacked(diag, them) {
                            out.push(Move::new(ks, t, MoveKind::Normal));
                        }
                    }
                }
            }
        }
    }

    /// Pseudo-legal moves: every move but for leaving the own King attacked. With `CAPS`,
    /// only captures (shots, Lion double captures and igui, en passant included) and
    /// promotions.
    fn gen_pseudo<const CAPS: bool>(&self, in_check: bool, out: &mut Vec<Move>) {
        let us = self.side.index();
        let gens = &self.v.gen[us];
        for i in 0..self.pcount[us] as usize {
            let from = self.plist[us][i];
            let k = kind_index(self.board[from.idx()]);
            let g = &gens[k];
            if g.pawn {
                self.gen_pawn::<CAPS>(from, out);
                continue;
            }
            if g.promotes {
                self.gen_piece::<true, CAPS>(from, g, out);
            } else {
                self.gen_piece::<false, CAPS>(from, g, out);
            }
            if g.chu_lion {
                self.gen_chu_lion::<CAPS>(from, out);
            }
            // Prince multi-steps, castling and King leaps never capture (and the steps
            // that promote are Princes' ordinary steps, generated above).
            if !CAPS && k == PRINCE && self.v.prince_steps.iter().any(|&s| s > 1) {
                self.gen_prince_steps(from, out);
            }
        }
        if !CAPS {
            self.gen_king_special(in_check, out);
        }
    }

    /// Does `m` leave the mover's King safe? Steps, leaps and rides are tried on the board
    /// alone (piece lists and hash do not matter to attacks). Unless the King moves, only
    /// attacks along the lines from the King through the squares left and entered can
    /// change: every blockable attack (rides, bent riders' slides, hops, shots) reaches
    /// the King along a rank, file or diagonal through it, and a move can only take a
    /// leaper away, never bring one. In check (`checks` says how), the checking lines
    /// and the leap checks are looked at again as well.
    #[inline]
    fn keeps_king_safe(&mut self, m: Move, checks: Option<Checks>, ksq: Square) -> bool {
        if !matches!(m.kind, MoveKind::Normal | MoveKind::MultiStep) {
            let us = self.side;
            let u = self.make_move(m);
            let ok = !self.attacked(self.king[us.index()], !us);
            self.unmake_move(m, &u);
            return ok;
        }
        let them = !self.side;
        let king_moves = m.from == ksq;
        let (df, dt) = (line_dir(m.from, ksq), line_dir(m.to, ksq));
        if checks.is_none() && !king_moves && df.is_none() && dt.is_none() {
            return true;
        }
        let (from, to) = (m.from.idx(), m.to.idx());
        let moved = self.board[from];
        let taken = self.board[to];
        self.board[from] = EMPTY;
        self.board[to] = moved;
        let hit = if king_moves {
            self.attacked(m.to, them)
        } else {
            let mut dirs = checks.map_or(0, |c| c.dirs);
            for i in [df, dt].into_iter().flatten() {
                dirs |= 1 << i;
            }
            let mut hit = checks.is_some_and(|c| c.leap) && self.leap_attacked(ksq, them);
            while !hit && dirs != 0 {
                let i = dirs.trailing_zeros() as usize;
                dirs &= dirs - 1;
                hit = self.line_attacked(ksq, them, i);
            }
            hit
        };
        self.board[to] = taken;
        self.board[from] = moved;
        !hit
    }

    /// Legal moves into `out` (cleared first), in generation order. The fast path for
    /// search and perft; [`Position::legal_moves`] is the friendly one.
    pub fn legal_moves_into(&mut self, out: &mut Vec<Move>) {
        let in_check = self.is_check();
        self.legal_moves_known_check(out, in_check);
    }

    /// [`Position::legal_moves_into`] for a caller that knows whether the side to move
    /// is in check (`in_check` must be [`Position::is_check`]).
    pub fn legal_moves_known_check(&mut self, out: &mut Vec<Move>, in_check: bool) {
        out.clear();
        self.gen_pseudo::<false>(in_check, out);
        self.keep_legal(out, in_check);
        if out.is_empty() && in_check && self.v.royal_special != RoyalSpecial::None {
            self.gen_royal(out);
        }
    }

    /// The legal captures (shots, Lion double captures and igui, en passant included) and
    /// promotions into `out` (cleared first): the moves a quiescence search tries.
    /// `in_check` must be [`Position::is_check`]; in check, look at every legal move instead.
    pub fn legal_captures_into(&mut self, out: &mut Vec<Move>, in_check: bool) {
        out.clear();
        self.gen_pseudo::<true>(in_check, out);
        self.keep_legal(out, in_check);
    }

    /// Pseudo-legal moves into `out` (cleared first): the moves of
    /// [`Position::legal_moves_known_check`] (or with `captures_only`, of
    /// [`Position::legal_captures_into`]) plus those that leave the own King attacked,
    /// which [`Position::is_legal_pseudo`] then weeds out one at a time. A search that
    /// often stops after its first few moves tests only the moves it plays. Only for a
    /// side not in check: in check, use the legal generators (abdication and succession
    /// need the full list).
    pub fn pseudo_legal_into(&self, out: &mut Vec<Move>, captures_only: bool) {
        out.clear();
        if captures_only {
            self.gen_pseudo::<true>(false, out);
        } else {
            self.gen_pseudo::<false>(false, out);
        }
    }

    /// True when `m`, one of [`Position::pseudo_legal_into`]'s moves, does not leave the
    /// own King attacked (the side to move must not be in check).
    #[inline]
    pub fn is_legal_pseudo(&mut self, m: Move) -> bool {
        let ksq = self.king[self.side.index()];
        self.keeps_king_safe(m, None, ksq)
    }

    /// Drops the moves of `out` that leave the own King attacked.
    fn keep_legal(&mut self, out: &mut Vec<Move>, in_check: bool) {
        let ksq = self.king[self.side.index()];
        let checks = in_check.then(|| self.checks(ksq));
        let mut w = 0;
        for r in 0..out.len() {
            let m = out[r];
            if self.keeps_king_safe(m, checks, ksq) {
                out[w] = m;
                w += 1;
            }
        }
        out.truncate(w);
    }

    /// Abdication (KMF) or succession (Tamerlane II) moves: only when checkmated.
    fn gen_royal(&mut self, out: &mut Vec<Move>) {
        let us = self.side;
        let kind = match self.v.royal_special {
            RoyalSpecial::None => return,
            RoyalSpecial::Abdication => MoveKind::Abdicate,
            RoyalSpecial::Succession => MoveKind::Succession,
        };
        let ksq = self.king[us.index()];
        let checks = Some(self.checks(ksq));
        let prince = code(Kind::Prince, us);
        let princes: Vec<Square> = self.plist[us.index()][..self.pcount[us.index()] as usize]
            .iter()
            .copied()
            .filter(|s| self.board[s.idx()] == prince)
            .collect();
        for p in princes {
            let m = Move::new(p, ksq, kind);
            if self.keeps_king_safe(m, checks, ksq) {
                out.push(m);
            }
        }
    }

    /// Every legal move, sorted by origin square, then target, so listings are stable.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut p = self.clone();
        let mut out = Vec::with_capacity(128);
        p.legal_moves_into(&mut out);
        out.sort_by_key(|m| {
            (
                m.from.rank(),
                m.from.file(),
                m.kind,
                m.aux.rank(),
                m.aux.file(),
                m.to.rank(),
                m.to.file(),
                m.promo,
            )
        });
        out
    }

    /// Pseudo-legal moves of the side to move, for [`crate::reach`]'s diagrams (boards
    /// that may lack Kings).
    pub(crate) fn gen_for_diagram(&self, out: &mut Vec<Move>) {
        self.gen_pseudo::<false>(false, out);
    }

    /// Moves that follow the pieces' movement but may leave the own King attacked; for
    /// explaining why a move is illegal.
    pub(crate) fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(128);
        self.gen_pseudo::<false>(self.is_check(), &mut out);
        out
    }

    /// True if `m` is one of the legal moves.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Chess: a dead position by FIDE 5.2.2 as RULES.md §3 lists them — King against King
    /// and at most one Bishop or Knight, or Kings and Bishops only, every Bishop on
    /// squares of one colour. Only meaningful for chess's pieces.
    pub fn is_dead_chess(&self) -> bool {
        let (mut minors, mut bishops_on) = (0, [false; 2]);
        let mut others = 0;
        for color in [Color::White, Color::Black] {
            for (sq, p) in self.pieces_of(color) {
                match p.kind {
                    Kind::King => {}
                    Kind::Bishop => {
                        minors += 1;
                        bishops_on[((sq.file() + sq.rank()) % 2) as usize] = true;
                    }
                    Kind::Knight => {
                        minors += 1;
                        others += 1;
                    }
                    _ => return false,
                }
            }
        }
        minors <= 1 || (others == 0 && !(bishops_on[0] && bishops_on[1]))
    }

    /// Checkmate, stalemate, or neither (adjudications such as repetition are the game's).
    pub fn status(&self) -> Status {
        let mut p = self.clone();
        let mut out = Vec::with_capacity(128);
        p.legal_moves_into(&mut out);
        if !out.is_empty() {
            Status::Ongoing
        } else if self.is_check() {
            Status::Checkmate
        } else {
            Status::Stalemate
        }
    }

    /// True if `m` takes at least one piece.
    pub fn is_capture(&self, m: Move) -> bool {
        match m.kind {
            MoveKind::EnPassant | MoveKind::Shot | MoveKind::Igui | MoveKind::LionDouble => true,
            MoveKind::Normal => self.board[m.to.idx()] != EMPTY,
            _ => false,
        }
    }

    /// Long algebraic text of a move (RULES.md §2).
    pub fn lan(&self, m: Move) -> String {
        m.lan(self.v)
    }

    /// Reads a move in long algebraic notation (`e2e4`, `e2-e4`, `e11e12=Q`, `e11e12q`,
    /// `f5g6h7`, `f5g6f5`, `f5f5`, `a1xa11`, `e1=K`) and returns the legal move it names.
    pub fn parse_lan(&self, text: &str) -> Result<Move, LanError> {
        let t = text.trim();
        let syntax = || LanError::Syntax(t.to_string());
        let b = t.as_bytes();
        let mut i = 0;
        let mut squares = Vec::new();
        loop {
            if !(i + 1 < b.len() && b[i].is_ascii_alphabetic() && b[i + 1].is_ascii_digit()) {
                return Err(syntax());
            }
            let start = i;
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let name = &t[start..i];
            let sq = Square::parse(name)
                .filter(|s| self.v.contains(*s))
                .ok_or_else(|| LanError::OffBoard {
                    square: name.to_string(),
                    variant: self.v.id,
                })?;
            squares.push(sq);
            if squares.len() > 3 {
                return Err(syntax());
            }
            if i < b.len() && matches!(b[i], b'-' | b'x' | b'X' | b':') {
                i += 1;
                continue;
            }
            if i + 1 < b.len() && b[i].is_ascii_alphabetic() && b[i + 1].is_ascii_digit() {
                continue;
            }
            break;
        }
        let rest = t[i..].trim_end_matches(['+', '#', '!', '?']);
        let rest = rest.strip_prefix('=').unwrap_or(rest);
        let promo = match rest.len() {
            0 => None,
            1 => {
                let c = rest.chars().next().ok_or_else(syntax)?;
                Some(self.v.kind_of_letter(c).ok_or_else(syntax)?)
            }
            _ => return Err(syntax()),
        };
        let royal = squares.len() == 1;
        if royal && promo != Some(Kind::King) {
            return Err(syntax());
        }
        let from = squares[0];
        let cands: Vec<Move> = self
            .legal_moves()
            .into_iter()
            .filter(|m| {
                matches!(m.kind, MoveKind::Abdicate | MoveKind::Succession) == royal
                    && (royal || m.squares() == squares)
            })
            .filter(|m| royal || promo.is_none() || m.promo == promo)
            .filter(|m| !royal || m.from == from)
            .collect();
        let found = if promo.is_none() {
            cands
                .iter()
                .find(|m| m.promo.is_none())
                .or(if cands.len() == 1 {
                    cands.first()
                } else {
                    None
                })
        } else {
            cands.first()
        };
        if let Some(m) = found {
            return Ok(*m);
        }
        if cands.len() > 1 {
            return Err(LanError::PromotionMissing {
                text: t.to_string(),
                choices: cands.iter().filter_map(|m| m.promo).collect(),
            });
        }
        if !is_color(self.board[from.idx()], self.side) {
            return Err(LanError::NoPiece(from));
        }
        Err(LanError::Illegal(t.to_string()))
    }
}

/// A position's board with pieces taken off one by one, for a static exchange
/// ([`Position::exchange_board`]).
pub struct ExchangeBoard<'a> {
    pos: &'a Position,
    board: [u8; BOARD_LEN],
}

impl ExchangeBoard<'_> {
    /// Reads `sq` as empty from now on (a piece traded off).
    pub fn take_off(&mut self, sq: Square) {
        if let Some(c) = self.board.get_mut(sq.idx()) {
            if *c != OFF {
                *c = EMPTY;
            }
        }
    }

    /// [`Position::least_attacker`] on this board: the pieces taken off are gone.
    #[allow(clippy::result_unit_err)]
    pub fn least_attacker(
        &self,
        sq: Square,
        by: Color,
        value: impl Fn(Kind) -> i32,
    ) -> Result<Option<(Square, Kind)>, ()> {
        if !self.pos.v.contains(sq) {
            return Ok(None);
        }
        let b = &self.board;
        self.pos.least_attacker_on(sq, by, |t| b[t as usize], value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lans(p: &Position) -> Vec<String> {
        p.legal_moves().iter().map(|m| p.lan(*m)).collect()
    }

    #[test]
    fn least_attacker_is_the_cheapest_and_sees_behind_the_traded() {
        let sq = |t: &str| Square::parse(t).unwrap();
        let val = |k: Kind| match k {
            Kind::Pawn => 1,
            Kind::Knight | Kind::Bishop => 3,
            Kind::Rook => 5,
            Kind::Queen => 9,
            _ => 100,
        };
        // e5 is attacked by the Pawn d4, the Knight f3 and the Rooks e2, e1 (doubled).
        let fen = "4k3/8/8/4p3/3P4/5N2/4R3/4RK2 w - - 0 1";
        let p = Position::from_fen(VariantId::Chess, fen).unwrap();
        let w = Color::White;
        assert_eq!(
            p.least_attacker(sq("e5"), w, &[], val),
            Ok(Some((sq("d4"), Kind::Pawn)))
        );
        let gone = [sq("d4"), sq("f3")];
        assert_eq!(
            p.least_attacker(sq("e5"), w, &gone, val),
            Ok(Some((sq("e2"), Kind::Rook)))
        );
        // The Rook e1 stands behind e2: it joins once e2 has gone.
        let gone = [sq("d4"), sq("f3"), sq("e2")];
        assert_eq!(
            p.least_attacker(sq("e5"), w, &gone, val),
            Ok(Some((sq("e1"), Kind::Rook)))
        );
        let gone = [sq("d4"), sq("f3"), sq("e2"), sq("e1")];
        assert_eq!(p.least_attacker(sq("e5"), w, &gone, val), Ok(None));
        // The exchange board gives the same answers as the pieces come off one by one.
        let mut board = p.exchange_board();
        for (taken, next) in [
            ("d4", Some("f3")),
            ("f3", Some("e2")),
            ("e2", Some("e1")),
            ("e1", None),
        ] {
            board.take_off(sq(taken));
            let found = board
                .least_attacker(sq("e5"), w, val)
                .map(|a| a.map(|(s, _)| s));
            assert_eq!(found, Ok(next.map(sq)), "after {taken}");
        }
        // The answer agrees with is_attacked for the other side.
        assert_eq!(
            p.least_attacker(sq("d4"), Color::Black, &[], val),
            Ok(Some((sq("e5"), Kind::Pawn)))
        );
        assert!(p.is_attacked(sq("d4"), Color::Black));
    }

    #[test]
    fn least_attacker_hops_over_a_screen_still_standing() {
        let sq = |t: &str| Square::parse(t).unwrap();
        let val = |k: Kind| if k == Kind::Rook { 5 } else { 4 };
        // Shako: the Cannon e1 reaches e6 over the Rook e2, which reaches it too. The
        // Cannon is the cheaper; once the Rook has gone, the Cannon has no screen left.
        let fen = "9k/10/10/10/4p5/10/10/10/4R5/4C4K w - - 0 1";
        let p = Position::from_fen(VariantId::Shako, fen).unwrap();
        let w = Color::White;
        assert_eq!(
            p.least_attacker(sq("e6"), w, &[], val),
            Ok(Some((sq("e1"), Kind::Cannon)))
        );
        assert_eq!(
            p.least_attacker(sq("e6"), w, &[sq("e1")], val),
            Ok(Some((sq("e2"), Kind::Rook)))
        );
        assert_eq!(p.least_attacker(sq("e6"), w, &[sq("e2")], val), Ok(None));
        // A Pawn e3 is then the screen.
        let fen = "9k/10/10/10/4p5/10/10/4P5/10/4C4K w - - 0 1";
        let p = Position::from_fen(VariantId::Shako, fen).unwrap();
        assert_eq!(
            p.least_attacker(sq("e6"), w, &[], val),
            Ok(Some((sq("e1"), Kind::Cannon)))
        );
    }

    #[test]
    fn least_attacker_is_unknown_for_a_lion_or_an_archer() {
        let sq = |t: &str| Square::parse(t).unwrap();
        // Perfect 12: the Chu Lion e8 reaches e6 by its two-square leap, and could
        // capture twice; the exchange is not a plain one.
        let fen = "11k/12/12/12/4l7/12/4p7/12/12/12/12/4R6K w - - 0 1";
        let p = Position::from_fen(VariantId::Perfect12, fen).unwrap();
        assert_eq!(
            p.least_attacker(sq("e6"), Color::Black, &[], |_| 1),
            Err(())
        );
        // KMF: the Archer b9 shoots e6 from where it stands.
        let fen = "11k/12/12/1a10/12/12/4p7/12/12/12/12/4R6K w - - 0 1";
        let p = Position::from_fen(VariantId::Kmf, fen).unwrap();
        assert!(p.is_attacked(sq("e6"), Color::Black));
        assert_eq!(
            p.least_attacker(sq("e6"), Color::Black, &[], |_| 1),
            Err(())
        );
        // Without it the Rook's capture is a plain one.
        let fen = "11k/12/12/12/12/12/4p7/12/12/12/12/4R6K w - - 0 1";
        let p = Position::from_fen(VariantId::Kmf, fen).unwrap();
        assert_eq!(
            p.least_attacker(sq("e6"), Color::White, &[], |_| 1),
            Ok(Some((sq("e1"), Kind::Rook)))
        );
    }

    #[test]
    fn chess_start_has_twenty_moves() {
        let p = Position::start(VariantId::Chess);
        assert_eq!(p.legal_moves().len(), 20);
        assert!(lans(&p).contains(&"g1f3".to_string()));
    }

    #[test]
    fn null_move_passes_the_turn_and_comes_back() {
        let fen = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        let mut p = Position::from_fen(VariantId::Chess, fen).unwrap();
        let before = p.clone();
        let u = p.make_null_move();
        assert_eq!(
            p.fen(),
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"
        );
        // The hash is the one the position text gives.
        assert_eq!(
            p.hash(),
            Position::from_fen(VariantId::Chess, &p.fen())
                .unwrap()
                .hash()
        );
        p.unmake_null_move(&u);
        assert_eq!(p, before);
        assert_eq!(p.hash(), before.hash());
    }

    /// The fast legality test and the captures-only generator agree with the slow
    /// definitions (play the move, is the King attacked; filter every legal move) over
    /// random games of every variant.
    #[test]
    fn fast_legality_and_captures_match_the_definitions() {
        let mut z: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = |n: usize| {
            z ^= z << 13;
            z ^= z >> 7;
            z ^= z << 17;
            (z % n as u64) as usize
        };
        let (mut positions, mut captures) = (0, 0);
        for id in VariantId::ALL {
            for _game in 0..12 {
                let mut p = Position::start(id);
                for _ply in 0..160 {
                    let us = p.side_to_move();
                    let in_check = p.is_check();
                    let mut slow: Vec<Move> = p
                        .pseudo_legal_moves()
                        .into_iter()
                        .filter(|&m| {
                            let mut q = p.clone();
                            q.make_move(m);
                            !q.attacked(q.king[us.index()], !us)
                        })
                        .collect();
                    let mut fast = Vec::new();
                    p.legal_moves_into(&mut fast);
                    if slow.is_empty() && in_check && p.v.royal_special != RoyalSpecial::None {
                        p.gen_royal(&mut slow);
                    }
                    // Castling's make/unmake reorders the piece lists, so compare as sets.
                    let key = |m: &Move| (m.from.0, m.to.0, m.aux.0, m.kind, m.promo);
                    let sorted = |mut v: Vec<Move>| {
                        v.sort_by_key(key);
                        v
                    };
                    assert_eq!(sorted(fast.clone()), sorted(slow), "{id} {}", p.fen());
                    let mut caps = Vec::new();
                    p.legal_captures_into(&mut caps, in_check);
                    let want: Vec<Move> = fast
                        .iter()
                        .copied()
                        .filter(|&m| p.is_capture(m) || m.promo.is_some())
                        .collect();
                    assert_eq!(sorted(caps.clone()), sorted(want), "{id} {}", p.fen());
                    if !in_check {
                        for (caps_only, legal) in [(false, &fast), (true, &caps)] {
                            let mut lazy = Vec::new();
                            p.pseudo_legal_into(&mut lazy, caps_only);
                            lazy.retain(|&m| p.is_legal_pseudo(m));
                            assert_eq!(sorted(lazy), sorted(legal.clone()), "{id} {}", p.fen());
                        }
                    }
                    for &m in &fast {
                        let u = p.make_move(m);
                        assert_eq!(p.is_check_after(m), p.is_check(), "{id} {}", p.fen());
                        p.unmake_move(m, &u);
                    }
                    positions += 1;
                    captures += caps.len();
                    if fast.is_empty() {
                        break;
                    }
                    // Prefer captures now and then, so games reach thin, open boards.
                    let m = if !caps.is_empty() && next(3) == 0 {
                        caps[next(caps.len())]
                    } else {
                        fast[next(fast.len())]
                    };
                    p.play(m);
                }
            }
        }
        assert!(
            positions > 5000 && captures > 5000,
            "{positions} {captures}"
        );
    }

    #[test]
    fn make_unmake_restores_everything() {
        for id in VariantId::ALL {
            let mut p = Position::start(id);
            let before = p.clone();
            for m in p.legal_moves() {
                let u = p.make_move(m);
                p.unmake_move(m, &u);
                assert_eq!(p, before, "{id} {}", before.lan(m));
                assert_eq!(p.hash(), before.hash());
            }
        }
    }
}
