//! How a piece moves, for movement diagrams: the squares it reaches on an otherwise empty
//! board (the service's texts say it in words).

use crate::moves::MoveKind;
use crate::position::Position;
use crate::types::{code, Color, Kind, Square};
use crate::variant::VariantId;

/// How a piece reaches a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// It may move there, and capture an enemy standing there.
    Both,
    /// It may only move there (a Pawn's step, an Archer's step, a Cannon's slide).
    MoveOnly,
    /// It may only capture there (a Pawn's diagonal, an Archer's shot).
    CaptureOnly,
}

/// The squares a piece on `from` reaches on an otherwise empty board: where it may move,
/// and where it could capture a lone enemy piece. Hoppers need a screen, so their
/// captures do not show on an empty board.
pub fn reach(variant: VariantId, kind: Kind, color: Color, from: Square) -> Vec<(Square, Reach)> {
    let v = variant.variant();
    if !v.contains(from) {
        return Vec::new();
    }
    let mut alone = Position::empty(variant);
    alone.put(from, code(kind, color));
    alone.set_side(color);
    let targets = |p: &Position| -> Vec<(Square, MoveKind, Square)> {
        let mut out = Vec::new();
        p.gen_for_diagram(&mut out);
        out.iter().map(|m| (m.to, m.kind, m.aux)).collect()
    };
    let moves: Vec<Square> = targets(&alone)
        .into_iter()
        .filter(|(to, k, _)| *to != from && !matches!(k, MoveKind::Pass))
        .map(|(to, _, _)| to)
        .collect();
    let mut out = Vec::new();
    let enemy = if kind == Kind::King {
        Kind::Pawn
    } else {
        Kind::King
    };
    for sq in v.squares() {
        if sq == from {
            continue;
        }
        let mut with = alone.clone();
        with.put(sq, code(enemy, !color));
        let captures = targets(&with).into_iter().any(|(to, k, aux)| {
            (to == sq && k != MoveKind::Igui && k != MoveKind::Pass)
                || (aux == sq && matches!(k, MoveKind::Igui | MoveKind::LionDouble))
        });
        let moves_there = moves.contains(&sq);
        let r = match (moves_there, captures) {
            (true, true) => Reach::Both,
            (true, false) => Reach::MoveOnly,
            (false, true) => Reach::CaptureOnly,
            (false, false) => continue,
        };
        out.push((sq, r));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(id: VariantId, kind: Kind, sq: &str, want: Reach) -> usize {
        reach(id, kind, Color::White, Square::parse(sq).unwrap())
            .iter()
            .filter(|(_, r)| *r == want)
            .count()
    }

    #[test]
    fn reach_tells_moves_and_captures_apart() {
        // Knight in the middle: 8 squares, moving and capturing.
        assert_eq!(count(VariantId::Chess, Kind::Knight, "d4", Reach::Both), 8);
        // Pawn: steps forward only, captures diagonally only.
        assert_eq!(
            count(VariantId::Chess, Kind::Pawn, "e2", Reach::MoveOnly),
            2
        );
        assert_eq!(
            count(VariantId::Chess, Kind::Pawn, "e2", Reach::CaptureOnly),
            2
        );
        // Archer on f6: its 16 step/leap squares it may also shoot into; beyond them,
        // along the 8 lines, it only shoots.
        assert_eq!(count(VariantId::Kmf, Kind::Archer, "f6", Reach::Both), 16);
        assert_eq!(
            count(VariantId::Kmf, Kind::Archer, "f6", Reach::MoveOnly),
            0
        );
        assert!(count(VariantId::Kmf, Kind::Archer, "f6", Reach::CaptureOnly) > 16);
        // Cannon: moves only (captures need a screen).
        assert_eq!(
            count(VariantId::Shako, Kind::Cannon, "e5", Reach::MoveOnly),
            18
        );
        assert_eq!(count(VariantId::Shako, Kind::Cannon, "e5", Reach::Both), 0);
        // Chu Lion: 24 squares within two.
        assert_eq!(
            count(VariantId::Perfect12, Kind::ChuLion, "f6", Reach::Both),
            24
        );
    }
}
