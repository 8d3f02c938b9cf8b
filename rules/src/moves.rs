//! Moves and their long algebraic text (RULES.md §2).

use crate::types::{Kind, Square};
use crate::variant::Variant;
use std::fmt::Write as _;

/// What a move does beyond "piece goes from `from` to `to`".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    /// A step, leap, ride or hop; captures whatever enemy stands on `to`.
    Normal,
    /// A Pawn (or Zanzibar Prince) multi-step that leaves en-passant squares behind.
    MultiStep,
    /// Pawn capture en passant; `aux` is the square of the piece taken.
    EnPassant,
    /// Castling: the King goes `from`→`to`, the Rook starts on `aux`.
    Castle,
    /// Archer shot: the piece on `to` is removed, the Archer stays on `from`.
    Shot,
    /// Lion two-leg move: capture on `aux`, then one more step to `to`.
    LionDouble,
    /// Lion igui: capture on `aux` without moving (`to == from`).
    Igui,
    /// Lion pass: step out and back (`to == from`).
    Pass,
    /// KMF abdication: the Prince on `from` becomes the King; the old King leaves.
    Abdicate,
    /// Tamerlane II succession: the Prince on `from` and the King on `to` change places.
    Succession,
}

/// A move. Compact (8 bytes) so search and perft can keep many of them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// Captured square (en passant, Lion first leg) or castling Rook's square; else `from`.
    pub aux: Square,
    pub kind: MoveKind,
    /// The piece a promotion makes (forced promotions included).
    pub promo: Option<Kind>,
}

impl Move {
    pub(crate) const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move {
            from,
            to,
            aux: from,
            kind,
            promo: None,
        }
    }

    /// The squares the long algebraic text names, in order.
    pub fn squares(&self) -> Vec<Square> {
        match self.kind {
            MoveKind::LionDouble | MoveKind::Igui => vec![self.from, self.aux, self.to],
            MoveKind::Pass => vec![self.from, self.from],
            MoveKind::Abdicate | MoveKind::Succession => vec![self.from],
            _ => vec![self.from, self.to],
        }
    }

    /// Long algebraic text: `e2e4`, `e11e12=Q`, `f5g6h7`, `f5g6f5`, `f5f5`, `a1xa11`,
    /// `e1=K`, castling as the King's move.
    pub fn lan(&self, variant: &Variant) -> String {
        let mut s = String::with_capacity(10);
        match self.kind {
            MoveKind::Abdicate | MoveKind::Succession => {
                let _ = write!(s, "{}={}", self.from, variant.letter(Kind::King));
            }
            MoveKind::Shot => {
                let _ = write!(s, "{}x{}", self.from, self.to);
            }
            _ => {
                for sq in self.squares() {
                    let _ = write!(s, "{sq}");
                }
            }
        }
        if let Some(k) = self.promo {
            let _ = write!(s, "={}", variant.letter(k));
        }
        s
    }

    /// The move as one word, never 0 (the padding square 0 is no move's origin): for
    /// tables that keep moves in atomics, such as a transposition table shared by
    /// search threads. [`Move::from_bits`] gives the move back.
    pub fn to_bits(self) -> u64 {
        u64::from(self.from.0)
            | u64::from(self.to.0) << 16
            | u64::from(self.aux.0) << 32
            | (self.kind as u64) << 48
            | self.promo.map_or(0, |k| k.index() as u64 + 1) << 56
    }

    /// The move [`Move::to_bits`] made `bits` from; `None` for 0 or any word it cannot
    /// have made (squares off the padded board, an unknown kind), so a torn or stale
    /// word is never a move that could not exist.
    pub fn from_bits(bits: u64) -> Option<Move> {
        let square = |shift: u32| {
            let i = (bits >> shift) as u16;
            (i != 0 && usize::from(i) < crate::types::BOARD_LEN).then_some(Square(i))
        };
        let kind = match (bits >> 48) as u8 {
            0 => MoveKind::Normal,
            1 => MoveKind::MultiStep,
            2 => MoveKind::EnPassant,
            3 => MoveKind::Castle,
            4 => MoveKind::Shot,
            5 => MoveKind::LionDouble,
            6 => MoveKind::Igui,
            7 => MoveKind::Pass,
            8 => MoveKind::Abdicate,
            9 => MoveKind::Succession,
            _ => return None,
        };
        let promo = match (bits >> 56) as usize {
            0 => None,
            k if k <= crate::types::KIND_COUNT => Some(Kind::from_index(k - 1)),
            _ => return None,
        };
        Some(Move {
            from: square(0)?,
            to: square(16)?,
            aux: square(32)?,
            kind,
            promo,
        })
    }

    /// True if the move takes at least one piece (checked against the position it is
    /// played in by [`crate::Position::is_capture`]).
    pub fn is_special(&self) -> bool {
        !matches!(self.kind, MoveKind::Normal | MoveKind::MultiStep)
    }
}
