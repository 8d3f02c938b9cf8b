//! The piece catalogue: everything about a kind of piece in one entry — its [`Kind`],
//! how it moves (atoms), its usual name and letter, its picture, its class, a value hint
//! and the key of its words. The rules compile moves from it, the engine falls back on
//! its value, the boards draw its picture, help and diagrams say its words.
//!
//! The words themselves are the service's (`piece-KEY-summary`, `piece-KEY-moves` in its
//! texts), which add the rules of the game that change a piece (castling, promotion,
//! steps); a test there checks every entry has them.

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
    /// Filled in by the `catalogue!` macro from the entry's name.
    pub kind: Kind,
    /// The stable id of the piece's messages (`piece-KEY-summary`, `piece-KEY-moves`):
    /// the service's texts say how it moves, under that id.
    pub key: &'static str,
    /// The usual name; a game may call it otherwise (the Gryphon is Zanzibar's Eagle).
    pub name: &'static str,
    /// The usual letter (White's; Black's is the lower case).
    pub letter: char,
    pub atoms: &'static [Atom],
    /// The picture, `assets/pieces/ART.svg`.
    pub art: &'static str,
    pub class: Class,
    /// What the piece is worth in centipawns (Rook = 500), for a game the engine has no
    /// figure for.
    pub value: i32,
}

/// Makes the [`Kind`] enum, [`Kind::ALL`], [`KIND_COUNT`] and [`PIECES`] from one list,
/// so that a new piece is one entry: its variant name, then its fields.
macro_rules! catalogue {
    ($($(#[$doc:meta])* $kind:ident { $($field:ident: $value:expr),* $(,)? }),* $(,)?) => {
        /// A kind of piece, by how it moves. Names and letters belong to each game: the
        /// same movement is a Gryphon in Perfect 12, an Eagle in Zanzibar and an Aanca in
        /// Grant Acedrex (see [`crate::Variant::piece_name`]). One per [`PIECES`] entry.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Kind {
            $($(#[$doc])* $kind,)*
        }

        /// Number of [`Kind`]s.
        pub const KIND_COUNT: usize = [$(Kind::$kind),*].len();

        impl Kind {
            /// Every kind, in catalogue order.
            pub const ALL: [Kind; KIND_COUNT] = [$(Kind::$kind),*];
        }

        /// Every kind's entry, in [`Kind::ALL`] order.
        pub static PIECES: [PieceEntry; KIND_COUNT] = [
            $(PieceEntry { kind: Kind::$kind, $($field: $value),* },)*
        ];
    };
}

// Board codes keep a colour's kinds below 32 and the attack tables hold kinds in `u32`
// masks (see `types`).
const _: () = assert!(KIND_COUNT <= 32);

catalogue! {
    King {
        key: "king",
        name: "King",
        letter: 'K',
        atoms: &[Leap(1, 0, Both), Leap(1, 1, Both)],
        art: "king",
        class: Class::Royal,
        value: 0,
    },
    Queen {
        key: "queen",
        name: "Queen",
        letter: 'Q',
        atoms: &[Ride(All, 0, Both)],
        art: "queen",
        class: Class::Rider,
        value: 900,
    },
    Rook {
        key: "rook",
        name: "Rook",
        letter: 'R',
        atoms: &[Ride(Orthogonal, 0, Both)],
        art: "rook",
        class: Class::Rider,
        value: 500,
    },
    Bishop {
        key: "bishop",
        name: "Bishop",
        letter: 'B',
        atoms: &[Ride(Diagonal, 0, Both)],
        art: "bishop",
        class: Class::Rider,
        value: 330,
    },
    Knight {
        key: "knight",
        name: "Knight",
        letter: 'N',
        atoms: &[Leap(2, 1, Both)],
        art: "knight",
        class: Class::Leaper,
        value: 300,
    },
    Pawn {
        key: "pawn",
        name: "Pawn",
        letter: 'P',
        atoms: &[Pawn],
        art: "pawn",
        class: Class::Pawn,
        value: 100,
    },
    /// Non-royal King (Perfect 12, KMF, Zanzibar, Tamerlane II).
    Prince {
        key: "prince",
        name: "Prince",
        letter: 'J',
        atoms: &[Leap(1, 0, Both), Leap(1, 1, Both)],
        art: "prince",
        class: Class::Prince,
        value: 280,
    },
    /// KMF: steps or leaps two (WFAD) without capturing; captures by shooting along Queen lines.
    Archer {
        key: "archer",
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
    },
    /// Perfect 12: the Chu Shogi Lion, with two-leg moves, igui and pass.
    ChuLion {
        key: "chu-lion",
        name: "Lion",
        letter: 'L',
        atoms: &[ChuLion],
        art: "lion",
        class: Class::Special,
        value: 1160,
    },
    /// Gryphon / Eagle / Aanca: one diagonal step, then outward orthogonally.
    Gryphon {
        key: "gryphon",
        name: "Gryphon",
        letter: 'G',
        atoms: &[Bent(1, 1, Outward::Orthogonal)],
        art: "gryphon",
        class: Class::BentRider,
        value: 910,
    },
    /// Grant Acedrex: a Knight leap, then outward diagonally.
    Unicornio {
        key: "unicornio",
        name: "Unicornio",
        letter: 'U',
        atoms: &[Bent(2, 1, Outward::Diagonal)],
        art: "unicornio",
        class: Class::BentRider,
        value: 650,
    },
    /// Zanzibar: one orthogonal step, then outward diagonally.
    Rhinoceros {
        key: "rhinoceros",
        name: "Rhinoceros",
        letter: 'U',
        atoms: &[Bent(1, 0, Outward::Diagonal)],
        art: "rhinoceros",
        class: Class::BentRider,
        value: 600,
    },
    /// Tamerlane II: one diagonal step, then outward vertically.
    Ship {
        key: "ship",
        name: "Ship",
        letter: 'S',
        atoms: &[Bent(1, 1, Outward::Vertical)],
        art: "ship",
        class: Class::BentRider,
        value: 440,
    },
    /// (3,1) leaper.
    Camel {
        key: "camel",
        name: "Camel",
        letter: 'M',
        atoms: &[Leap(3, 1, Both)],
        art: "camel",
        class: Class::Leaper,
        value: 220,
    },
    /// (3,2) leaper.
    Giraffe {
        key: "giraffe",
        name: "Giraffe",
        letter: 'Z',
        atoms: &[Leap(3, 2, Both)],
        art: "giraffe",
        class: Class::Leaper,
        value: 200,
    },
    /// FA: one or two diagonal squares, jumping.
    Elephant {
        key: "elephant",
        name: "Elephant",
        letter: 'E',
        atoms: &[Leap(1, 1, Both), Leap(2, 2, Both)],
        art: "elephant",
        class: Class::Leaper,
        value: 250,
    },
    /// WD: one or two orthogonal squares, jumping.
    Machine {
        key: "machine",
        name: "Machine",
        letter: 'W',
        atoms: &[Leap(1, 0, Both), Leap(2, 0, Both)],
        art: "machine",
        class: Class::Leaper,
        value: 300,
    },
    /// Moves as a Rook, captures by hopping one screen orthogonally.
    Cannon {
        key: "cannon",
        name: "Cannon",
        letter: 'C',
        atoms: &[Ride(Orthogonal, 0, MoveOnly), Hop(Orthogonal)],
        art: "cannon",
        class: Class::Hopper,
        value: 400,
    },
    /// Zanzibar Crocodile: moves as a Bishop, captures by hopping one screen diagonally.
    Vao {
        key: "vao",
        name: "Crocodile",
        letter: 'V',
        atoms: &[Ride(Diagonal, 0, MoveOnly), Hop(Diagonal)],
        art: "crocodile",
        class: Class::Hopper,
        value: 300,
    },
    /// Zanzibar: moves as a Queen, captures by hopping one screen on a Queen line.
    Sorceress {
        key: "sorceress",
        name: "Sorceress",
        letter: 'O',
        atoms: &[Ride(All, 0, MoveOnly), Hop(All)],
        art: "sorceress",
        class: Class::Hopper,
        value: 650,
    },
    /// Zanzibar: 1–3 squares in the 8 directions, leaping.
    Duchess {
        key: "duchess",
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
    },
    /// Zanzibar: (2,1), (3,1) and (3,2) leaper.
    Buffalo {
        key: "buffalo",
        name: "Buffalo",
        letter: 'F',
        atoms: &[Leap(2, 1, Both), Leap(3, 1, Both), Leap(3, 2, Both)],
        art: "buffalo",
        class: Class::Leaper,
        value: 700,
    },
    /// Grant Acedrex Lion: (3,0) and (3,1) leaper.
    AcedrexLion {
        key: "acedrex-lion",
        name: "Lion",
        letter: 'L',
        atoms: &[Leap(3, 0, Both), Leap(3, 1, Both)],
        art: "lion-leaper",
        class: Class::Leaper,
        value: 280,
    },
    /// Zanzibar Lion: King step, or a leap to any square two away (KNAD).
    ZanzibarLion {
        key: "zanzibar-lion",
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
    },
}

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
            assert_eq!(e.kind.index(), i);
            assert!(!e.atoms.is_empty() && e.value >= 0);
            assert!(e.key.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
            assert!(
                PIECES[..i].iter().all(|o| o.key != e.key),
                "key {} twice",
                e.key
            );
            assert!(e.letter.is_ascii_uppercase());
            assert!(e.art.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        }
    }
}
