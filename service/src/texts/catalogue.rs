//! The words for the catalogue's entries: how each piece moves, and each game's setup and
//! special-rule lines, under the message ids the entries in `acedrex_rules` name. A new
//! piece or game is its entry there plus its words here (a test checks every entry has
//! them).

use acedrex_rules::Kind;

/// Per piece key (`PieceEntry::key`): a few words on how it moves (message
/// `piece-KEY-summary`, the `rules GAME` lines) and the full sentences (message
/// `piece-KEY-moves`, `piece` and the movement diagrams). The King, the Pawn and the
/// Prince get their game's rules added to them.
const PIECE_WORDS: &[(&str, &str, &str)] = &[
    (
        "king",
        "1 step any way",
        "Steps one square in any direction.",
    ),
    (
        "queen",
        "any distance straight or diagonally",
        "Moves any distance straight or diagonally.",
    ),
    (
        "rook",
        "any distance along a rank or file",
        "Moves any distance along a rank or file.",
    ),
    (
        "bishop",
        "any distance diagonally",
        "Moves any distance diagonally.",
    ),
    (
        "knight",
        "leaps 2 and 1 sideways",
        "Leaps two squares straight and one to the side, over anything.",
    ),
    (
        "pawn",
        "1 forward; captures diagonally forward",
        "Moves forward, never capturing; captures one square diagonally forward.",
    ),
    (
        "prince",
        "steps like a King, but is not royal (it may be captured)",
        "Steps one square in any direction like a King, but is not royal: it may be captured and move into attack.",
    ),
    (
        "archer",
        "steps 1 or leaps 2 any way, never capturing; captures by shooting along its 8 lines, staying put",
        "Steps one square or leaps two in any straight or diagonal direction without capturing. It captures by shooting: the first piece along any straight or diagonal line, if an enemy, is removed while the Archer stays.",
    ),
    (
        "chu-lion",
        "the Chu Shogi Lion: jumps to any square within 2; double moves, igui, pass",
        "The Chu Shogi Lion: jumps to any square up to two away; or captures on a neighbouring square and then steps once more (capturing again, or back to its square: igui); or passes by stepping to an empty neighbour and back.",
    ),
    (
        "gryphon",
        "1 diagonal step, optionally continuing straight outward",
        "Steps one square diagonally, then may go on any distance straight outward (along the rank or file that leads away). It never jumps.",
    ),
    (
        "unicornio",
        "a Knight leap, optionally continuing diagonally onward (a capture ends it)",
        "Leaps like a Knight, then may go on any distance diagonally outward, in the direction of the leap. The leap may capture and then ends.",
    ),
    (
        "rhinoceros",
        "1 straight step, optionally continuing diagonally outward",
        "Steps one square straight, then may go on any distance diagonally outward. It never jumps.",
    ),
    (
        "ship",
        "1 diagonal step, optionally continuing along the file outward",
        "Steps one square diagonally, then may go on any distance along the file, away from where it started. It never jumps. On an opposite corner it becomes an Eagle.",
    ),
    (
        "camel",
        "leaps 3 and 1 sideways",
        "Leaps three squares straight and one to the side (a long Knight), over anything.",
    ),
    (
        "giraffe",
        "leaps 3 and 2 sideways",
        "Leaps three squares straight and two to the side, over anything.",
    ),
    (
        "elephant",
        "1 or 2 diagonally, jumping",
        "Moves one or two squares diagonally, jumping over the first.",
    ),
    (
        "machine",
        "1 or 2 straight, jumping",
        "Moves one or two squares straight, jumping over the first.",
    ),
    (
        "cannon",
        "moves as a Rook, captures by hopping one piece",
        "Moves like a Rook; captures by jumping over exactly one piece (of either side) along a rank or file.",
    ),
    (
        "vao",
        "moves as a Bishop, captures by hopping one piece",
        "Moves like a Bishop; captures by jumping over exactly one piece (of either side) diagonally.",
    ),
    (
        "sorceress",
        "moves as a Queen, captures by hopping one piece",
        "Moves like a Queen; captures by jumping over exactly one piece (of either side) along a straight or diagonal line.",
    ),
    (
        "duchess",
        "1, 2 or 3 squares any way, jumping",
        "Moves one, two or three squares in any straight or diagonal direction, jumping.",
    ),
    (
        "buffalo",
        "leaps as a Knight, Camel or Giraffe",
        "Leaps like a Knight (2,1), a Camel (3,1) or a Giraffe (3,2), over anything.",
    ),
    (
        "acedrex-lion",
        "leaps 3 straight, or 3 and 1 sideways",
        "Leaps three squares straight, or three and one to the side (like a Camel), over anything.",
    ),
    (
        "zanzibar-lion",
        "jumps to any square within 2 squares",
        "Steps one square in any direction, or leaps to any square two away: straight, diagonally or like a Knight.",
    ),
];

fn piece_words(kind: Kind) -> Option<&'static (&'static str, &'static str, &'static str)> {
    let key = kind.entry().key;
    PIECE_WORDS.iter().find(|w| w.0 == key)
}

/// How a kind moves, in a few words (message `piece-KEY-summary`).
pub fn piece_summary(kind: Kind) -> &'static str {
    piece_words(kind).map_or("", |w| w.1)
}

/// How a kind moves, in full sentences (message `piece-KEY-moves`).
pub fn piece_moves(kind: Kind) -> &'static str {
    piece_words(kind).map_or("", |w| w.2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_rules::PIECES;

    // A piece added to the catalogue without its name, letter, picture, value or words
    // fails here rather than in front of a player.
    #[test]
    fn every_catalogue_piece_has_its_data_and_words() {
        for e in &PIECES {
            let k = e.key;
            assert!(!e.name.is_empty(), "{k}: name");
            assert!(e.letter.is_ascii_uppercase(), "{k}: letter");
            assert!(!acedrex_render::Art(e.art).svg().is_empty(), "{k}: art");
            assert!(e.value > 0 || e.kind == Kind::King, "{k}: value");
            assert!(!piece_summary(e.kind).is_empty(), "{k}: summary");
            assert!(piece_moves(e.kind).ends_with('.'), "{k}: moves");
        }
        // No words for a piece that is not in the catalogue.
        for (key, _, _) in PIECE_WORDS {
            assert!(PIECES.iter().any(|e| e.key == *key), "{key}: no such piece");
        }
    }
}
