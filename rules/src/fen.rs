//! Position text (RULES.md §1): six fields as in chess FEN, with two-digit empty runs,
//! per-game letters, `Kk` King-leap rights and multi-square en-passant fields.

use crate::position::{Ep, Position};
use crate::types::*;
use crate::variant::{forward, right_bit, RightsKind, VariantId};
use std::fmt::Write as _;

/// What is wrong with a position text: the field at fault and why (the service's texts
/// say it in words). Texts quoted back are clipped to 24 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not 6 (or 4) fields.
    FieldCount(usize),
    Placement(PlacementError),
    /// Neither `w` nor `b`.
    Side(String),
    Rights(RightsError),
    EnPassant(EpError),
    HalfMove(String),
    FullMove(String),
    /// The side not to move is in check.
    NotToMoveInCheck {
        color: Color,
        king: Square,
    },
}

/// What is wrong with the placement field. Ranks are counted as players do (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// Not as many ranks as the board has.
    RankCount {
        found: usize,
    },
    /// A two-digit count with a leading zero (`0{digit}`).
    LeadingZero {
        rank: usize,
        digit: u32,
    },
    ZeroCount {
        rank: usize,
    },
    UnknownLetter {
        rank: usize,
        letter: char,
    },
    TooLong {
        rank: usize,
    },
    RankLength {
        rank: usize,
        squares: u32,
    },
    Kings {
        color: Color,
        count: usize,
    },
    ShouldHavePromoted {
        color: Color,
        kind: Kind,
        square: Square,
    },
    /// Chess: a Pawn on its own first rank.
    PawnOnFirstRank {
        color: Color,
        square: Square,
    },
}

/// What is wrong with the rights field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RightsError {
    /// A letter this game's rights field does not use, in the field (both clipped).
    Letter {
        letter: String,
        field: String,
    },
    Twice(char),
    /// A castling right (`wing` 0 = `O-O`) without its King or Rook in place.
    PiecesMoved {
        color: Color,
        wing: usize,
        king: Square,
        rook: Square,
    },
}

/// What is wrong with the en-passant field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EpError {
    NotSquares(String),
    OffBoard(String),
    /// More than two squares.
    TooMany,
    /// More squares than the game's longest multi-step passes.
    TooLong {
        count: usize,
    },
    NotConsecutive {
        first: Square,
        second: Square,
        color: Color,
    },
    /// No piece of `color` that could just have passed the squares stands beyond them
    /// (`on`: that square, if it is on the board).
    NoMover {
        color: Color,
        text: String,
        on: Option<Square>,
    },
    NotEmpty(Square),
}

macro_rules! debug_display {
    ($($t:ty),*) => {$(
        impl std::fmt::Display for $t {
            /// The typed value, for logs and developers; players read the service's texts.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Debug::fmt(self, f)
            }
        }
        impl std::error::Error for $t {}
    )*};
}
pub(crate) use debug_display;

debug_display!(FenError, PlacementError, RightsError, EpError);

fn rank_name(v: &crate::Variant, row: usize) -> usize {
    v.height as usize - row
}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(24).collect();
    if s.chars().count() > 24 {
        out.push('…');
    }
    out
}

impl Position {
    /// Parses position text for a game. Every malformed input gets an error naming the
    /// field and the problem; no input panics.
    pub fn from_fen(id: VariantId, text: &str) -> Result<Position, FenError> {
        let v = id.variant();
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut pos = Position::empty(id);

        // 1. placement
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != v.height as usize {
            return Err(FenError::Placement(PlacementError::RankCount {
                found: rows.len(),
            }));
        }
        for (row, text) in rows.iter().enumerate() {
            let rank = v.height as i32 - 1 - row as i32;
            let mut file: u32 = 0;
            let mut chars = text.chars().peekable();
            while let Some(ch) = chars.next() {
                if let Some(d) = ch.to_digit(10) {
                    let mut n = d;
                    if let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        chars.next();
                        n = n * 10 + d2;
                        if d == 0 {
                            return Err(FenError::Placement(PlacementError::LeadingZero {
                                rank: rank_name(v, row),
                                digit: d2,
                            }));
                        }
                    }
                    if n == 0 {
                        return Err(FenError::Placement(PlacementError::ZeroCount {
                            rank: rank_name(v, row),
                        }));
                    }
                    file += n;
                } else if let Some(kind) = v.kind_of_letter(ch) {
                    if file < v.width as u32 {
                        let color = if ch.is_ascii_uppercase() {
                            Color::White
                        } else {
                            Color::Black
                        };
                        pos.put(Square::at(file as i32, rank), code(kind, color));
                    }
                    file += 1;
                } else {
                    return Err(FenError::Placement(PlacementError::UnknownLetter {
                        rank: rank_name(v, row),
                        letter: ch,
                    }));
                }
                if file > v.width as u32 {
                    return Err(FenError::Placement(PlacementError::TooLong {
                        rank: rank_name(v, row),
                    }));
                }
            }
            if file != v.width as u32 {
                return Err(FenError::Placement(PlacementError::RankLength {
                    rank: rank_name(v, row),
                    squares: file,
                }));
            }
        }
        for color in [Color::White, Color::Black] {
            let kings = pos
                .pieces()
                .filter(|(_, p)| p.kind == Kind::King && p.color == color)
                .count();
            if kings != 1 {
                return Err(FenError::Placement(PlacementError::Kings {
                    color,
                    count: kings,
                }));
            }
        }
        for (sq, p) in pos.pieces() {
            let rel = v.relative_rank(sq, p.color);
            let must_promote = v.promotion(p.kind).is_some_and(|pr| rel >= pr.compulsory)
                || (p.kind == Kind::Ship
                    && v.ship_corner
                    && rel == v.height - 1
                    && (sq.file() == 0 || sq.file() == v.width - 1));
            if must_promote {
                return Err(FenError::Placement(PlacementError::ShouldHavePromoted {
                    color: p.color,
                    kind: p.kind,
                    square: sq,
                }));
            }
            if id == VariantId::Chess && p.kind == Kind::Pawn && rel == 0 {
                return Err(FenError::Placement(PlacementError::PawnOnFirstRank {
                    color: p.color,
                    square: sq,
                }));
            }
        }

        // 2. side to move
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::Side(clip(other))),
        };
        pos.set_side(side);

        // 3. rights
        let mut rights = 0u8;
        if fields[2] != "-" {
            for ch in fields[2].chars() {
                let bit = match (v.rights, ch) {
                    (RightsKind::Castling, 'K') => right_bit(Color::White, 0),
                    (RightsKind::Castling, 'Q') => right_bit(Color::White, 1),
                    (RightsKind::Castling, 'k') => right_bit(Color::Black, 0),
                    (RightsKind::Castling, 'q') => right_bit(Color::Black, 1),
                    (RightsKind::KingLeap, 'K') => right_bit(Color::White, 0),
                    (RightsKind::KingLeap, 'k') => right_bit(Color::Black, 0),
                    _ => {
                        return Err(FenError::Rights(RightsError::Letter {
                            letter: clip(&ch.to_string()),
                            field: clip(fields[2]),
                        }));
                    }
                };
                if rights & bit != 0 {
                    return Err(FenError::Rights(RightsError::Twice(ch)));
                }
                rights |= bit;
                if let Some(cs) = &v.castling {
                    let color = if ch.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let wing = if ch.eq_ignore_ascii_case(&'K') { 0 } else { 1 };
                    let c = cs[color.index()][wing];
                    if pos.board[c.king_from.idx()] != code(Kind::King, color)
                        || pos.board[c.rook_from.idx()] != code(Kind::Rook, color)
                    {
                        return Err(FenError::Rights(RightsError::PiecesMoved {
                            color,
                            wing,
                            king: c.king_from,
                            rook: c.rook_from,
                        }));
                    }
                }
            }
        }
        pos.set_rights(rights);

        // 4. en passant
        if fields[3] != "-" {
            let ep = parse_ep(&pos, fields[3])?;
            pos.set_ep(ep);
        }

        // 5, 6. clocks
        if fields.len() == 6 {
            pos.halfmove = fields[4]
                .parse()
                .ok()
                .filter(|n| *n <= 1_000_000)
                .ok_or_else(|| FenError::HalfMove(clip(fields[4])))?;
            pos.fullmove = fields[5]
                .parse()
                .ok()
                .filter(|n| *n >= 1 && *n <= 1_000_000)
                .ok_or_else(|| FenError::FullMove(clip(fields[5])))?;
        }

        let mover = !side;
        if pos.attacked(pos.king[mover.index()], side) {
            return Err(FenError::NotToMoveInCheck {
                color: mover,
                king: pos.king[mover.index()],
            });
        }
        // Last: whether an en-passant capture is legal needs the whole, valid position.
        pos.key_ep();
        Ok(pos)
    }

    /// The position text (RULES.md §1).
    pub fn fen(&self) -> String {
        let v = self.v;
        let mut s = String::with_capacity(100);
        for rank in (0..v.height as i32).rev() {
            let mut empty = 0;
            for file in 0..v.width as i32 {
                match decode(self.board[Square::at(file, rank).idx()]) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push(v.piece_char(p));
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.side == Color::White { 'w' } else { 'b' });
        s.push(' ');
        let letters: &[(u8, char)] = match v.rights {
            RightsKind::None => &[],
            RightsKind::Castling => &[(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')],
            RightsKind::KingLeap => &[(1, 'K'), (4, 'k')],
        };
        let before = s.len();
        for &(bit, ch) in letters {
            if self.rights & bit != 0 {
                s.push(ch);
            }
        }
        if s.len() == before {
            s.push('-');
        }
        s.push(' ');
        if self.ep.n == 0 {
            s.push('-');
        } else {
            for sq in &self.ep.squares[..self.ep.n as usize] {
                let _ = write!(s, "{sq}");
            }
        }
        let _ = write!(s, " {} {}", self.halfmove, self.fullmove);
        s
    }
}

/// Reads `e3`, `e3e4`, `f10f9`: the squares a multi-step of the side that just moved
/// passed, in order, with that piece standing just beyond them.
fn parse_ep(pos: &Position, text: &str) -> Result<Ep, FenError> {
    let v = pos.v;
    let err = FenError::EnPassant;
    let mut squares = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        if !b[i].is_ascii_alphabetic() {
            return Err(err(EpError::NotSquares(clip(text))));
        }
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let name = &text[start..i];
        let sq = Square::parse(name)
            .filter(|s| v.contains(*s))
            .ok_or_else(|| err(EpError::OffBoard(clip(name))))?;
        squares.push(sq);
        if squares.len() > 2 {
            return Err(err(EpError::TooMany));
        }
    }
    let mover = !pos.side;
    let f = forward(mover);
    let max_passed = v
        .pawn_steps
        .iter()
        .max()
        .copied()
        .unwrap_or(1)
        .max(if v.prince_en_passant {
            v.prince_steps.iter().max().copied().unwrap_or(1)
        } else {
            1
        })
        - 1;
    if squares.len() > max_passed as usize {
        return Err(err(EpError::TooLong {
            count: squares.len(),
        }));
    }
    for w in squares.windows(2) {
        if w[1] != w[0].offset(f) {
            return Err(err(EpError::NotConsecutive {
                first: w[0],
                second: w[1],
                color: mover,
            }));
        }
    }
    let first = squares[0];
    let last = *squares.last().unwrap_or(&first);
    let victim = last.offset(f);
    let origin = first.offset(-f);
    let victim_ok = pos.v.contains(victim)
        && decode(pos.board[victim.idx()]).is_some_and(|p| {
            p.color == mover
                && (p.kind == Kind::Pawn || (p.kind == Kind::Prince && v.prince_en_passant))
        });
    if !victim_ok || !v.contains(origin) {
        return Err(err(EpError::NoMover {
            color: mover,
            text: clip(text),
            on: v.contains(victim).then_some(victim),
        }));
    }
    for s in squares.iter().chain(std::iter::once(&origin)) {
        if pos.board[s.idx()] != EMPTY {
            return Err(err(EpError::NotEmpty(*s)));
        }
    }
    let mut ep = Ep::NONE;
    for (k, s) in squares.iter().enumerate() {
        ep.squares[k] = *s;
    }
    ep.n = squares.len() as u8;
    ep.victim = victim;
    Ok(ep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_round_trip() {
        for id in VariantId::ALL {
            let fen = id.variant().start_fen;
            let p = Position::from_fen(id, fen).unwrap();
            assert_eq!(p.fen(), fen);
        }
    }

    #[test]
    fn side_not_to_move_in_check_is_rejected() {
        let e =
            Position::from_fen(VariantId::Chess, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
        assert_eq!(
            e,
            FenError::NotToMoveInCheck {
                color: Color::Black,
                king: Square::parse("e8").unwrap()
            }
        );
    }

    #[test]
    fn kmf_triple_step_ep_round_trips() {
        let fen = "rnbajqkjabnr/pppppppppppp/12/12/12/12/12/4P7/12/12/PPPP1PPPPPPP/RNBAJQKJABNR b KQkq e3e4 0 1";
        let p = Position::from_fen(VariantId::Kmf, fen).unwrap();
        assert_eq!(p.fen(), fen);
        assert_eq!(p.en_passant_squares().len(), 2);
    }
}
