//! # acedrex-rules
//!
//! The rules of the big chess games acedrex plays: Perfect 12, KMF's Dozenal Chess,
//! Grant Acedrex, Zanzibar XL and S, Tamerlane II, Shako and FIDE chess, as fixed by the
//! project's rules contract (`RULES.md`).
//!
//! Pieces are data: each kind of piece is a short list of movement atoms (leap, ride,
//! hop, bent ride, shot, the Chu Shogi Lion, the pawn), and each game is a table of pieces
//! plus its special rules. One generic generator reads the tables.
//!
//! ```
//! use acedrex_rules::{Position, VariantId};
//!
//! let mut pos = Position::start(VariantId::Kmf);
//! // 12 Pawns with 1-, 2- and 3-steps, 2 Knights with 2 moves, 2 Archers with 3 moves each.
//! assert_eq!(pos.legal_moves().len(), 12 * 3 + 2 * 2 + 2 * 3);
//! let m = pos.parse_lan("e2e5").unwrap(); // a KMF pawn's triple step
//! pos.play(m);
//! assert_eq!(pos.fen().split(' ').nth(3), Some("e3e4"));
//! ```

mod attacks;
mod catalogue;
mod fen;
mod game;
mod games;
mod moves;
mod perft;
mod position;
mod reach;
mod record;
mod san;
mod sets;
mod setup;
mod types;
mod variant;
mod zobrist;

pub use catalogue::{Class, PieceEntry, PIECES};
pub use fen::{EpError, FenError, PlacementError, RightsError};
pub use game::{Game, GameError, GameResult, Outcome, Reason, Start};
pub use moves::{Move, MoveKind};
pub use perft::{perft, perft_divide};
pub use position::{ExchangeBoard, LanError, Position, Status, Undo};
pub use reach::{reach, Reach};
pub use record::RecordError;
pub use san::{MoveError, Place, Promoted};
pub use sets::{Occupancy, SquareSet};
pub use setup::{Arrangement, SetupError, SetupRule, Zone};
pub use types::{Color, Kind, Piece, Square, KIND_COUNT, MAX_SIZE};
pub use variant::{
    atoms, Atom, Castle, GameTexts, KingSpecial, Lines, Mode, Outward, PieceInfo, PromoChoices,
    Promotion, RightsKind, RoyalSpecial, StalemateRule, TextLine, UnknownVariant, Variant,
    VariantId,
};
