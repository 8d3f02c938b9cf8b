//! Position text (RULES.md §1): six fields as in chess FEN, with two-digit empty runs,
//! per-game letters, `Kk` King-leap rights and multi-square en-passant fields.

use crate::position::{Ep, Position};
use crate::types::*;
use crate::variant::{forward, right_bit, RightsKind, VariantId};
use std::fmt::Write as _;

/// What is wrong with a position text. Every variant names the field at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("position text has {0} fields; expected 6: placement, side to move, rights, en passant, half-move clock, move number")]
    FieldCount(usize),
    #[error("placement: {0}")]
    Placement(String),
    #[error("side to move: expected `w` or `b`, found `{0}`")]
    Side(String),
    #[error("rights: {0}")]
    Rights(String),
    #[error("en passant: {0}")]
    EnPassant(String),
    #[error("half-move clock: expected a number, found `{0}`")]
    HalfMove(String),
    #[error("move number: expected a number from 1, found `{0}`")]
    FullMove(String),
    #[error("position: {0}")]
    Illegal(String),
}

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
            return Err(FenError::Placement(format!(
                "{} ranks; the {} board has {}",
                rows.len(),
                v.name,
                v.height
            )));
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
                            return Err(FenError::Placement(format!(
                                "rank {}: `0{d2}` is not a count of empty squares",
                                rank_name(v, row)
                            )));
                        }
                    }
                    if n == 0 {
                        return Err(FenError::Placement(format!(
                            "rank {}: 0 is not a count of empty squares",
                            rank_name(v, row)
                        )));
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
                    return Err(FenError::Placement(format!(
                        "rank {}: `{ch}` is not a piece of {} (its letters: {})",
                        rank_name(v, row),
                        v.name,
                        v.pieces.iter().map(|p| p.letter).collect::<String>()
                    )));
                }
                if file > v.width as u32 {
                    return Err(FenError::Placement(format!(
                        "rank {} is longer than the board's {} files",
                        rank_name(v, row),
                        v.width
                    )));
                }
            }
            if file != v.width as u32 {
                return Err(FenError::Placement(format!(
                    "rank {} has {file} squares; the board has {} files",
                    rank_name(v, row),
                    v.width
                )));
            }
        }
        for color in [Color::White, Color::Black] {
            let kings = pos
                .pieces()
                .filter(|(_, p)| p.kind == Kind::King && p.color == color)
                .count();
            if kings != 1 {
                return Err(FenError::Placement(format!(
                    "{} has {kings} Kings; each side needs exactly one",
                    color.name()
                )));
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
                return Err(FenError::Placement(format!(
                    "{} {} on {sq} should have promoted",
                    p.color.name(),
                    v.piece_name(p.kind)
                )));
            }
            if id == VariantId::Chess && p.kind == Kind::Pawn && rel == 0 {
                return Err(FenError::Placement(format!(
                    "{} Pawn on its own first rank ({sq})",
                    p.color.name()
                )));
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
                let (bit, name) = match (v.rights, ch) {
                    (RightsKind::Castling, 'K') => (right_bit(Color::White, 0), "White O-O"),
                    (RightsKind::Castling, 'Q') => (right_bit(Color::White, 1), "White O-O-O"),
                    (RightsKind::Castling, 'k') => (right_bit(Color::Black, 0), "Black O-O"),
                    (RightsKind::Castling, 'q') => (right_bit(Color::Black, 1), "Black O-O-O"),
                    (RightsKind::KingLeap, 'K') => (right_bit(Color::White, 0), "White King leap"),
                    (RightsKind::KingLeap, 'k') => (right_bit(Color::Black, 0), "Black King leap"),
                    _ => {
                        let allowed = match v.rights {
                            RightsKind::None => "only `-`".to_string(),
                            RightsKind::Castling => "`-` or letters from KQkq".to_string(),
                            RightsKind::KingLeap => "`-` or letters from Kk".to_string(),
                        };
                        return Err(FenError::Rights(format!(
                            "`{}` in {}: {} allows {allowed}",
                            clip(&ch.to_string()),
                            clip(fields[2]),
                            v.name
                        )));
                    }
                };
                if rights & bit != 0 {
                    return Err(FenError::Rights(format!("`{ch}` given twice")));
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
                        return Err(FenError::Rights(format!(
                            "{name} needs the King on {} and a Rook on {}",
                            c.king_from, c.rook_from
                        )));
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
            return Err(FenError::Illegal(format!(
                "{} is not to move but its King on {} is in check",
                mover.name(),
                pos.king[mover.index()]
            )));
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
    let err = |m: String| FenError::EnPassant(m);
    let mut squares = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        if !b[i].is_ascii_alphabetic() {
            return Err(err(format!("`{}` is not a list of squares", clip(text))));
        }
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let name = &text[start..i];
        let sq = Square::parse(name)
            .filter(|s| v.contains(*s))
            .ok_or_else(|| err(format!("`{}` is not a square of the board", clip(name))))?;
        squares.push(sq);
        if squares.len() > 2 {
            return Err(err("at most two squares (a KMF triple step)".into()));
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
        return Err(err(format!(
            "{} has no multi-step passing {} squares",
            v.name,
            squares.len()
        )));
    }
    for w in squares.windows(2) {
        if w[1] != w[0].offset(f) {
            return Err(err(format!(
                "{} and {} are not consecutive squares of a {} move",
                w[0],
                w[1],
                mover.name()
            )));
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
        return Err(err(format!(
            "no {} piece that could just have passed {} stands on {}",
            mover.name(),
            clip(text),
            if v.contains(victim) {
                victim.to_string()
            } else {
                "the next square".into()
            }
        )));
    }
    for s in squares.iter().chain(std::iter::once(&origin)) {
        if pos.board[s.idx()] != EMPTY {
            return Err(err(format!("{s} should be empty after a multi-step")));
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
    fn errors_name_the_field() {
        let id = VariantId::Perfect12;
        let cases = [
            ("", "fields"),
            ("12/12 w - - 0 1", "placement: 2 ranks"),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMX w KQkq - 0 1",
                "`X` is not a piece",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC x KQkq - 0 1",
                "side to move",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkqK - 0 1",
                "given twice",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq e3 0 1",
                "en passant",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - x 1",
                "half-move",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 0",
                "move number",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJQQJPPPR/CMEBNLGNBEMC w kq - 0 1",
                "White has 0 Kings",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/13/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 1",
                "longer than",
            ),
            (
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/11/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 1",
                "has 11 squares",
            ),
            (
                "P5k5/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1",
                "should have promoted",
            ),
        ];
        for (fen, want) in cases {
            let e = Position::from_fen(id, fen).unwrap_err().to_string();
            assert!(e.contains(want), "{fen}: {e}");
        }
    }

    #[test]
    fn side_not_to_move_in_check_is_rejected() {
        let e =
            Position::from_fen(VariantId::Chess, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
        assert!(matches!(e, FenError::Illegal(_)), "{e}");
    }

    #[test]
    fn kmf_triple_step_ep_round_trips() {
        let fen = "rnbajqkjabnr/pppppppppppp/12/12/12/12/12/4P7/12/12/PPPP1PPPPPPP/RNBAJQKJABNR b KQkq e3e4 0 1";
        let p = Position::from_fen(VariantId::Kmf, fen).unwrap();
        assert_eq!(p.fen(), fen);
        assert_eq!(p.en_passant_squares().len(), 2);
    }
}
