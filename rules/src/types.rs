//! Colours, squares and piece kinds.
//!
//! The board is a padded mailbox: 12×12 playing squares inside a border three squares
//! wide, so that every leap of our pieces (at most three squares in any direction) lands
//! either on a playing square or on an `OFF` sentinel, and generation needs no bounds
//! checks. Smaller boards (8×8, 10×10, 11×11) use the lower-left corner of the same
//! array; the squares beyond their edges hold `OFF` too.

use std::fmt;

/// Width of the border around the largest board, in squares.
pub(crate) const PAD: i32 = 3;
/// Distance between two ranks in the mailbox array.
pub(crate) const STRIDE: i32 = 12 + 2 * PAD;
/// Length of the mailbox array.
pub(crate) const BOARD_LEN: usize = (STRIDE * STRIDE) as usize;
/// The largest number of files or ranks of any game.
pub const MAX_SIZE: u8 = 12;

/// The side to move or the owner of a piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    /// The other side.
    #[inline]
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opposite()
    }
}

/// [`Square::index`] of each padded board index (0 for the padding, never asked for).
const FRAME_INDEX: [u8; BOARD_LEN] = {
    let mut t = [0u8; BOARD_LEN];
    let mut i = 0;
    while i < BOARD_LEN {
        let (f, r) = (i as i32 % STRIDE - PAD, i as i32 / STRIDE - PAD);
        if f >= 0 && f < 12 && r >= 0 && r < 12 {
            t[i] = (r * 12 + f) as u8;
        }
        i += 1;
    }
    t
};

/// A square of the board. Files and ranks count from 0 (`a1` is file 0, rank 0).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub(crate) u16);

impl Square {
    /// The square on `file`, `rank` (0-based), or `None` beyond a 12×12 board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIZE && rank < MAX_SIZE {
            Some(Square::at(file as i32, rank as i32))
        } else {
            None
        }
    }

    #[inline]
    pub(crate) const fn at(file: i32, rank: i32) -> Square {
        Square(((rank + PAD) * STRIDE + file + PAD) as u16)
    }

    /// 0-based file (`a` = 0).
    #[inline]
    pub const fn file(self) -> u8 {
        // A table, not a division: the evaluation asks at every piece.
        if (self.0 as usize) < BOARD_LEN {
            COORDS.file[self.0 as usize] as u8
        } else {
            (self.0 as i32 % STRIDE - PAD) as u8
        }
    }

    /// 0-based rank (`1` = 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        if (self.0 as usize) < BOARD_LEN {
            COORDS.rank[self.0 as usize] as u8
        } else {
            (self.0 as i32 / STRIDE - PAD) as u8
        }
    }

    /// `rank × 12 + file`, in 0..144: an index for per-square arrays on the 12×12 frame
    /// every board fits in (a table lookup, cheaper than `file` and `rank`).
    #[inline]
    pub const fn index(self) -> usize {
        FRAME_INDEX[self.0 as usize] as usize
    }

    /// The square of frame index `i` ([`Square::index`]), or `None` past the frame.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Square> {
        if i < 144 {
            Some(Square::at((i % 12) as i32, (i / 12) as i32))
        } else {
            None
        }
    }

    #[inline]
    pub(crate) const fn idx(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(crate) const fn offset(self, d: i32) -> Square {
        Square((self.0 as i32 + d) as u16)
    }

    /// Parses `e4`, `l12`: a file letter `a`–`l` and a rank 1–12.
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 || !text.is_ascii() {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let digits = &text[1..];
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        Square::new(file, rank.checked_sub(1)?)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

pub use crate::catalogue::{Kind, KIND_COUNT};

impl Kind {
    #[inline]
    pub(crate) const fn from_index(i: usize) -> Kind {
        // A table of 32 (the codes' kind field, `kind_index`) so that a masked index
        // needs no bounds check; every caller passes a kind's index.
        debug_assert!(i < KIND_COUNT);
        KIND_BY_INDEX[i & 31]
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// [`Kind::ALL`] padded to 32 entries (the padding is never read).
const KIND_BY_INDEX: [Kind; 32] = {
    let mut t = [Kind::ALL[0]; 32];
    let mut i = 0;
    while i < KIND_COUNT {
        t[i] = Kind::ALL[i];
        i += 1;
    }
    t
};

/// A piece: kind and colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: Kind,
    pub color: Color,
}

/// Board cell codes: 0 empty, `OFF` beyond the board, else `1 + kind + 32·colour`.
pub(crate) const EMPTY: u8 = 0;
pub(crate) const OFF: u8 = 0xFF;

#[inline]
pub(crate) const fn code(kind: Kind, color: Color) -> u8 {
    1 + kind as u8 + 32 * color as u8
}

/// The smallest code of a colour's pieces; `code - base < 32` tests the colour.
#[inline]
pub(crate) const fn base(color: Color) -> u8 {
    1 + 32 * color as u8
}

#[inline]
pub(crate) const fn is_color(c: u8, color: Color) -> bool {
    c.wrapping_sub(base(color)) < 32
}

#[inline]
pub(crate) const fn kind_index(c: u8) -> usize {
    ((c - 1) & 31) as usize
}

pub(crate) fn decode(c: u8) -> Option<Piece> {
    if c == EMPTY || c == OFF {
        return None;
    }
    let color = if c > 32 { Color::Black } else { Color::White };
    Some(Piece {
        kind: Kind::from_index(kind_index(c)),
        color,
    })
}

/// The 8 directions as (file, rank) steps: 4 orthogonal, then 4 diagonal.
pub(crate) const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

#[inline]
pub(crate) const fn off(dx: i32, dy: i32) -> i32 {
    dy * STRIDE + dx
}

/// File and rank of every mailbox index (border squares included), for geometry tests.
pub(crate) struct Coords {
    pub file: [i8; BOARD_LEN],
    pub rank: [i8; BOARD_LEN],
}

pub(crate) const COORDS: Coords = {
    let mut file = [0i8; BOARD_LEN];
    let mut rank = [0i8; BOARD_LEN];
    let mut i = 0;
    while i < BOARD_LEN {
        file[i] = (i as i32 % STRIDE - PAD) as i8;
        rank[i] = (i as i32 / STRIDE - PAD) as i8;
        i += 1;
    }
    Coords { file, rank }
};

/// The direction of travel (index into [`DIRS`]) from `from` towards `to` when they share
/// a rank, file or diagonal and differ.
#[inline]
pub(crate) fn line_dir(from: Square, to: Square) -> Option<usize> {
    // Index of DIRS by (sign dx + 1) * 3 + (sign dy + 1); 8 marks "none".
    const BY_SIGNS: [u8; 9] = [7, 3, 5, 1, 8, 0, 6, 2, 4];
    let dx = COORDS.file[to.idx()] as i32 - COORDS.file[from.idx()] as i32;
    let dy = COORDS.rank[to.idx()] as i32 - COORDS.rank[from.idx()] as i32;
    if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
        return None;
    }
    let i = BY_SIGNS[((dx.signum() + 1) * 3 + dy.signum() + 1) as usize];
    (i < 8).then_some(i as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frame_index_is_rank_by_twelve_plus_file() {
        assert_eq!(Square::from_index(144), None);
        for r in 0..12u8 {
            for f in 0..12u8 {
                let sq = Square::new(f, r).expect("on the frame");
                assert_eq!(sq.index(), r as usize * 12 + f as usize);
                assert_eq!(Square::from_index(sq.index()), Some(sq));
            }
        }
    }

    #[test]
    fn squares_parse_and_print() {
        for f in 0..12 {
            for r in 0..12 {
                let s = Square::new(f, r).unwrap();
                assert_eq!(s.file(), f);
                assert_eq!(s.rank(), r);
                assert_eq!(Square::parse(&s.to_string()), Some(s));
            }
        }
        for bad in ["", "a", "a0", "m1", "a13", "a01", "e4x", "é4", "a-1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn line_directions_match_the_direction_table() {
        let c = Square::at(5, 5);
        for (i, &(dx, dy)) in DIRS.iter().enumerate() {
            for k in 1..=5 {
                let t = Square::at(5 + k * dx, 5 + k * dy);
                assert_eq!(line_dir(c, t), Some(i));
            }
        }
        assert_eq!(line_dir(c, c), None);
        assert_eq!(line_dir(c, Square::at(6, 7)), None);
    }

    #[test]
    fn codes_round_trip() {
        for k in Kind::ALL {
            for c in [Color::White, Color::Black] {
                let x = code(k, c);
                assert!(is_color(x, c));
                assert!(!is_color(x, !c));
                assert_eq!(decode(x), Some(Piece { kind: k, color: c }));
            }
        }
        assert!(!is_color(EMPTY, Color::White) && !is_color(OFF, Color::Black));
    }
}
