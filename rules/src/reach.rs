//! How a piece moves, for help texts and movement diagrams: the squares it reaches on an
//! otherwise empty board and a one-paragraph description in the game's own names.

use crate::moves::MoveKind;
use crate::position::Position;
use crate::types::{code, Color, Kind, Square};
use crate::variant::{KingSpecial, PromoChoices, Variant, VariantId};

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

fn join_names(v: &Variant, kinds: &[Kind]) -> String {
    let names: Vec<&str> = kinds.iter().map(|&k| v.piece_name(k)).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].to_string(),
        n => format!("{} or {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// How a piece moves, in a few sentences, with the game's names and special rules.
pub fn describe(variant: VariantId, kind: Kind) -> String {
    let v = variant.variant();
    let promo = |k: Kind| -> String {
        match v.promotion(k).map(|p| &p.choices) {
            Some(PromoChoices::List(ks)) => {
                let optional = v.promotion(k).is_some_and(|p| p.zone_start < p.compulsory);
                if optional {
                    format!(
                        " It may promote on the last three ranks (must on the last) to a {}; to a Prince only while its side has none.",
                        join_names(v, &ks.iter().copied().filter(|k| *k != Kind::Prince).collect::<Vec<_>>())
                    )
                } else {
                    format!(" It promotes on the last rank to a {}.", join_names(v, ks))
                }
            }
            Some(PromoChoices::ByFile(_)) => {
                " It promotes on the last rank to the piece that started on that file (an Aanca on the f- and g-files).".to_string()
            }
            None => String::new(),
        }
    };
    let text = match kind {
        Kind::King => {
            let extra = match v.king_special {
                KingSpecial::Castling => " It may castle with a Rook that has not moved.",
                KingSpecial::GrantLeap => " On its first move it may leap two squares straight or diagonally to an empty square, not out of check and not over an attacked square.",
                KingSpecial::ZanzibarJump => " On its first move it may jump to an empty square two away, straight, diagonally or like a Knight, not out of check and not over attacked squares.",
                KingSpecial::None => "",
            };
            let royal = match v.royal_special {
                crate::RoyalSpecial::Abdication => " When checkmated, a safe Prince may become King instead (abdication).",
                crate::RoyalSpecial::Succession => " When checkmated, it may change places with a Prince that is not attacked (succession).",
                crate::RoyalSpecial::None => "",
            };
            format!("Steps one square in any direction.{extra}{royal}")
        }
        Kind::Queen => "Moves any distance straight or diagonally.".into(),
        Kind::Rook => "Moves any distance along a rank or file.".into(),
        Kind::Bishop => "Moves any distance diagonally.".into(),
        Kind::Knight => "Leaps two squares straight and one to the side, over anything.".into(),
        Kind::Pawn => {
            let steps = v.pawn_steps.iter().copied().max().unwrap_or(1);
            let first = v.pawn_steps[1];
            let step = if v.pawn_steps.iter().all(|&s| s == 2) {
                "Moves one or two squares forward from any rank".to_string()
            } else if steps == 1 {
                "Moves one square forward (never two)".to_string()
            } else if first == 3 {
                "Moves one, two or three squares forward from its second rank, one or two from any other".to_string()
            } else {
                "Moves one square forward, or two from its starting rank".to_string()
            };
            let ep = if v.pawn_en_passant {
                " It may take a Pawn that stepped past it en passant."
            } else {
                " There is no en passant."
            };
            format!("{step}, never capturing; captures one square diagonally forward.{ep}{}", promo(kind))
        }
        Kind::Prince => {
            let two = if v.prince_steps.iter().all(|&s| s == 2) {
                " It may also move two squares straight forward without capturing, from any rank."
            } else if v.prince_steps.contains(&2) {
                " From its starting rank it may also move two squares straight forward without capturing."
            } else {
                ""
            };
            format!("Steps one square in any direction like a King, but is not royal: it may be captured and move into attack.{two}{}", promo(kind))
        }
        Kind::Archer => "Steps one square or leaps two in any straight or diagonal direction without capturing. It captures by shooting: the first piece along any straight or diagonal line, if an enemy, is removed while the Archer stays.".into(),
        Kind::ChuLion => "The Chu Shogi Lion: jumps to any square up to two away; or captures on a neighbouring square and then steps once more (capturing again, or back to its square: igui); or passes by stepping to an empty neighbour and back.".into(),
        Kind::Gryphon => {
            let extra = if variant == VariantId::Tamerlane2 {
                " A Ship reaching an opposite corner becomes one."
            } else {
                ""
            };
            format!("Steps one square diagonally, then may go on any distance straight outward (along the rank or file that leads away). It never jumps.{extra}")
        }
        Kind::Unicornio => "Leaps like a Knight, then may go on any distance diagonally outward, in the direction of the leap. The leap may capture and then ends.".into(),
        Kind::Rhinoceros => "Steps one square straight, then may go on any distance diagonally outward. It never jumps.".into(),
        Kind::Ship => "Steps one square diagonally, then may go on any distance along the file, away from where it started. It never jumps. On an opposite corner it becomes an Eagle.".into(),
        Kind::Camel => "Leaps three squares straight and one to the side (a long Knight), over anything.".into(),
        Kind::Giraffe => "Leaps three squares straight and two to the side, over anything.".into(),
        Kind::Elephant => "Moves one or two squares diagonally, jumping over the first.".into(),
        Kind::Machine => "Moves one or two squares straight, jumping over the first.".into(),
        Kind::Cannon => "Moves like a Rook; captures by jumping over exactly one piece (of either side) along a rank or file.".into(),
        Kind::Vao => "Moves like a Bishop; captures by jumping over exactly one piece (of either side) diagonally.".into(),
        Kind::Sorceress => "Moves like a Queen; captures by jumping over exactly one piece (of either side) along a straight or diagonal line.".into(),
        Kind::Duchess => "Moves one, two or three squares in any straight or diagonal direction, jumping.".into(),
        Kind::Buffalo => "Leaps like a Knight (2,1), a Camel (3,1) or a Giraffe (3,2), over anything.".into(),
        Kind::AcedrexLion => "Leaps three squares straight, or three and one to the side (like a Camel), over anything.".into(),
        Kind::ZanzibarLion => "Steps one square in any direction, or leaps to any square two away: straight, diagonally or like a Knight.".into(),
    };
    format!("{} — {text}", v.piece_name(kind))
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

    #[test]
    fn every_piece_is_described_in_its_game() {
        for id in VariantId::ALL {
            for p in &id.variant().pieces {
                let d = describe(id, p.kind);
                assert!(d.starts_with(p.name), "{id}: {d}");
                assert!(d.len() > 30, "{id}: {d}");
            }
        }
        assert!(describe(VariantId::GrantAcedrex, Kind::Gryphon).starts_with("Aanca"));
    }
}
