//! The piece catalogue: everything about a kind of piece in one entry — how it moves
//! (atoms), its usual name and letter, its picture, its class, a value hint and the
//! words for it. The rules compile moves from it, the engine falls back on its value,
//! the boards draw its picture, help and diagrams say its words.
//!
//! The words (`summary`, `moves`) are the English source of the messages
//! `piece-ART-summary` and `piece-ART-moves`; the service's texts say them, adding the
//! rules of the game that change a piece (castling, promotion, steps).

use crate::types::{Kind, KIND_COUNT};
use crate::variant::Atom::{self, *};
use crate::variant::Lines::*;
use crate::variant::Mode::*;
use crate::variant::Outward;

/// What a piece is, by its role and its way of moving.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// The King: captured means lost.
    Royal,
    /// Steps like a King without being royal (may succeed it in some games).
    Prince,
    Pawn,
    /// Jumps to fixed squares.
    Leaper,
    /// Slides along lines.
    Rider,
    /// Steps or leaps first, then may slide (Gryphon, Unicornio, Rhinoceros, Ship).
    BentRider,
    /// Moves along lines, captures by hopping over a screen.
    Hopper,
    /// Captures without moving (the Archer's shot) or moves twice (the Chu Lion).
    Special,
}

/// One kind of piece.
#[derive(Debug)]
pub struct PieceEntry {
    pub kind: Kind,
    /// The usual name; a game may call it otherwise (the Gryphon is Zanzibar's Eagle).
    pub name: &'static str,
    /// The usual letter (White's; Black's is the lower case).
    pub letter: char,
    pub atoms: &'static [Atom],
    /// The picture, `assets/pieces/ART.svg`; also the key of the piece's messages.
    pub art: &'static str,
    pub class: Class,
    /// What the piece is worth in centipawns (Rook = 500), for a game the engine has no
    /// figure for.
    pub value: i32,
    /// A few words on how it moves (the `rules` summaries).
    pub summary: &'static str,
    /// How it moves, in full sentences (`piece` and the movement diagrams). The King,
    /// the Pawn and the Prince add their game's rules to it.
    pub moves: &'static str,
}

/// Every kind, in [`Kind::ALL`] order (a test checks it).
pub static PIECES: [PieceEntry; KIND_COUNT] = [
    PieceEntry {
        kind: Kind::King,
        name: "King",
        letter: 'K',
        atoms: &[Leap(1, 0, Both), Leap(1, 1, Both)],
        art: "king",
        class: Class::Royal,
        value: 0,
        summary: "1 step any way",
        moves: "Steps one square in any direction.",
    },
    PieceEntry {
        kind: Kind::Queen,
        name: "Queen",
        letter: 'Q',
        atoms: &[Ride(All, 0, Both)],
        art: "queen",
        class: Class::Rider,
        value: 900,
        summary: "any distance straight or diagonally",
        moves: "Moves any distance straight or diagonally.",
    },
    PieceEntry {
        kind: Kind::Rook,
        name: "Rook",
        letter: 'R',
        atoms: &[Ride(Orthogonal, 0, Both)],
        art: "rook",
        class: Class::Rider,
        value: 500,
        summary: "any distance along a rank or file",
        moves: "Moves any distance along a rank or file.",
    },
    PieceEntry {
        kind: Kind::Bishop,
        name: "Bishop",
        letter: 'B',
        atoms: &[Ride(Diagonal, 0, Both)],
        art: "bishop",
        class: Class::Rider,
        value: 330,
        summary: "any distance diagonally",
        moves: "Moves any distance diagonally.",
    },
    PieceEntry {
        kind: Kind::Knight,
        name: "Knight",
        letter: 'N',
        atoms: &[Leap(2, 1, Both)],
        art: "knight",
        class: Class::Leaper,
        value: 300,
        summary: "leaps 2 and 1 sideways",
        moves: "Leaps two squares straight and one to the side, over anything.",
    },
    PieceEntry {
        kind: Kind::Pawn,
        name: "Pawn",
        letter: 'P',
        atoms: &[Pawn],
        art: "pawn",
        class: Class::Pawn,
        value: 100,
        summary: "1 forward; captures diagonally forward",
        moves: "Moves forward, never capturing; captures one square diagonally forward.",
    },
    PieceEntry {
        kind: Kind::Prince,
        name: "Prince",
        letter: 'J',
        atoms: &[Leap(1, 0, Both), Leap(1, 1, Both)],
        art: "prince",
        class: Class::Prince,
        value: 280,
        summary: "steps like a King, but is not royal (it may be captured)",
        moves: "Steps one square in any direction like a King, but is not royal: it may be captured and move into attack.",
    },
    PieceEntry {
        kind: Kind::Archer,
        name: "Archer",
        letter: 'A',
        atoms: &[
            Leap(1, 0, MoveOnly),
            Leap(1, 1, MoveOnly),
            Leap(2, 0, MoveOnly),
            Leap(2, 2, MoveOnly),
            Shoot(All),
        ],
        art: "archer",
        class: Class::Special,
        value: 600,
        summary: "steps 1 or leaps 2 any way, never capturing; captures by shooting along its 8 lines, staying put",
        moves: "Steps one square or leaps two in any straight or diagonal direction without capturing. It captures by shooting: the first piece along any straight or diagonal line, if an enemy, is removed while the Archer stays.",
    },
    PieceEntry {
        kind: Kind::ChuLion,
        name: "Lion",
        letter: 'L',
        atoms: &[ChuLion],
        art: "lion",
        class: Class::Special,
        value: 1160,
        summary: "the Chu Shogi Lion: jumps to any square within 2; double moves, igui, pass",
        moves: "The Chu Shogi Lion: jumps to any square up to two away; or captures on a neighbouring square and then steps once more (capturing again, or back to its square: igui); or passes by stepping to an empty neighbour and back.",
    },
    PieceEntry {
        kind: Kind::Gryphon,
        name: "Gryphon",
        letter: 'G',
        atoms: &[Bent(1, 1, Outward::Orthogonal)],
        art: "gryphon",
        class: Class::BentRider,
        value: 910,
        summary: "1 diagonal step, optionally continuing straight outward",
        moves: "Steps one square diagonally, then may go on any distance straight outward (along the rank or file that leads away). It never jumps.",
    },
    PieceEntry {
        kind: Kind::Unicornio,
        name: "Unicornio",
        letter: 'U',
        atoms: &[Bent(2, 1, Outward::Diagonal)],
        art: "unicornio",
        class: Class::BentRider,
        value: 650,
        summary: "a Knight leap, optionally continuing diagonally onward (a capture ends it)",
        moves: "Leaps like a Knight, then may go on any distance diagonally outward, in the direction of the leap. The leap may capture and then ends.",
    },
    PieceEntry {
        kind: Kind::Rhinoceros,
        name: "Rhinoceros",
        letter: 'U',
        atoms: &[Bent(1, 0, Outward::Diagonal)],
        art: "rhinoceros",
        class: Class::BentRider,
        value: 600,
        summary: "1 straight step, optionally continuing diagonally outward",
        moves: "Steps one square straight, then may go on any distance diagonally outward. It never jumps.",
    },
    PieceEntry {
        kind: Kind::Ship,
        name: "Ship",
        letter: 'S',
        atoms: &[Bent(1, 1, Outward::Vertical)],
        art: "ship",
        class: Class::BentRider,
        value: 440,
        summary: "1 diagonal step, optionally continuing along the file outward",
        moves: "Steps one square diagonally, then may go on any distance along the file, away from where it started. It never jumps. On an opposite corner it becomes an Eagle.",
    },
    PieceEntry {
        kind: Kind::Camel,
        name: "Camel",
        letter: 'M',
        atoms: &[Leap(3, 1, Both)],
        art: "camel",
        class: Class::Leaper,
        value: 220,
        summary: "leaps 3 and 1 sideways",
        moves: "Leaps three squares straight and one to the side (a long Knight), over anything.",
    },
    PieceEntry {
        kind: Kind::Giraffe,
        name: "Giraffe",
        letter: 'Z',
        atoms: &[Leap(3, 2, Both)],
        art: "giraffe",
        class: Class::Leaper,
        value: 200,
        summary: "leaps 3 and 2 sideways",
        moves: "Leaps three squares straight and two to the side, over anything.",
    },
    PieceEntry {
        kind: Kind::Elephant,
        name: "Elephant",
        letter: 'E',
        atoms: &[Leap(1, 1, Both), Leap(2, 2, Both)],
        art: "elephant",
        class: Class::Leaper,
        value: 250,
        summary: "1 or 2 diagonally, jumping",
        moves: "Moves one or two squares diagonally, jumping over the first.",
    },
    PieceEntry {
        kind: Kind::Machine,
        name: "Machine",
        letter: 'W',
        atoms: &[Leap(1, 0, Both), Leap(2, 0, Both)],
        art: "machine",
        class: Class::Leaper,
        value: 300,
        summary: "1 or 2 straight, jumping",
        moves: "Moves one or two squares straight, jumping over the first.",
    },
    PieceEntry {
        kind: Kind::Cannon,
        name: "Cannon",
        letter: 'C',
        atoms: &[Ride(Orthogonal, 0, MoveOnly), Hop(Orthogonal)],
        art: "cannon",
        class: Class::Hopper,
        value: 400,
        summary: "moves as a Rook, captures by hopping one piece",
        moves: "Moves like a Rook; captures by jumping over exactly one piece (of either side) along a rank or file.",
    },
    PieceEntry {
        kind: Kind::Vao,
        name: "Crocodile",
        letter: 'V',
        atoms: &[Ride(Diagonal, 0, MoveOnly), Hop(Diagonal)],
        art: "crocodile",
        class: Class::Hopper,
        value: 300,
        summary: "moves as a Bishop, captures by hopping one piece",
        moves: "Moves like a Bishop; captures by jumping over exactly one piece (of either side) diagonally.",
    },
    PieceEntry {
        kind: Kind::Sorceress,
        name: "Sorceress",
        letter: 'O',
        atoms: &[Ride(All, 0, MoveOnly), Hop(All)],
        art: "sorceress",
        class: Class::Hopper,
        value: 650,
        summary: "moves as a Queen, captures by hopping one piece",
        moves: "Moves like a Queen; captures by jumping over exactly one piece (of either side) along a straight or diagonal line.",
    },
    PieceEntry {
        kind: Kind::Duchess,
        name: "Duchess",
        letter: 'D',
        atoms: &[
            Leap(1, 0, Both),
            Leap(1, 1, Both),
            Leap(2, 0, Both),
            Leap(2, 2, Both),
            Leap(3, 0, Both),
            Leap(3, 3, Both),
        ],
        art: "duchess",
        class: Class::Leaper,
        value: 750,
        summary: "1, 2 or 3 squares any way, jumping",
        moves: "Moves one, two or three squares in any straight or diagonal direction, jumping.",
    },
    PieceEntry {
        kind: Kind::Buffalo,
        name: "Buffalo",
        letter: 'F',
        atoms: &[Leap(2, 1, Both), Leap(3, 1, Both), Leap(3, 2, Both)],
        art: "buffalo",
        class: Class::Leaper,
        value: 700,
        summary: "leaps as a Knight, Camel or Giraffe",
        moves: "Leaps like a Knight (2,1), a Camel (3,1) or a Giraffe (3,2), over anything.",
    },
    PieceEntry {
        kind: Kind::AcedrexLion,
        name: "Lion",
        letter: 'L',
        atoms: &[Leap(3, 0, Both), Leap(3, 1, Both)],
        art: "lion-leaper",
        class: Class::Leaper,
        value: 280,
        summary: "leaps 3 straight, or 3 and 1 sideways",
        moves: "Leaps three squares straight, or three and one to the side (like a Camel), over anything.",
    },
    PieceEntry {
        kind: Kind::ZanzibarLion,
        name: "Lion",
        letter: 'L',
        atoms: &[
            Leap(1, 0, Both),
            Leap(1, 1, Both),
            Leap(2, 0, Both),
            Leap(2, 2, Both),
            Leap(2, 1, Both),
        ],
        art: "lion-leaper",
        class: Class::Leaper,
        value: 750,
        summary: "jumps to any square within 2 squares",
        moves: "Steps one square in any direction, or leaps to any square two away: straight, diagonally or like a Knight.",
    },
];

impl Kind {
    /// The catalogue's entry for this kind.
    #[inline]
    pub fn entry(self) -> &'static PieceEntry {
        &PIECES[self.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_entry_per_kind_in_order() {
        for (i, e) in PIECES.iter().enumerate() {
            assert_eq!(e.kind, Kind::ALL[i], "entry {i}");
            assert!(!e.atoms.is_empty() && !e.moves.is_empty() && !e.summary.is_empty());
            assert!(e.letter.is_ascii_uppercase());
            assert!(e.art.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        }
    }
}
