//! How the bot picks its moves: a trait the engine implements, so the service can be
//! tested with any chooser.

use acedrex_rules::{Arrangement, Game, Move, VariantId};

/// Picks the bot's moves and setups.
pub trait MoveChooser: Send + Sync {
    /// The bot's move at `level` (1–8) for the side to move in `game`; `None` when the
    /// side to move has no move.
    fn choose(&self, game: &Game, level: u8) -> Option<Move>;

    /// The bot's Zanzibar arrangement when it plays Black.
    fn arrangement(&self, variant: VariantId, seed: u64) -> Option<Arrangement> {
        Arrangement::random(variant, seed).ok()
    }
}

/// A chooser that plays the first legal move in the listing order: predictable, for
/// tests of the service.
pub struct FirstMove;

impl MoveChooser for FirstMove {
    fn choose(&self, game: &Game, _level: u8) -> Option<Move> {
        game.position().legal_moves().into_iter().next()
    }
}
