//! How the bot picks its moves: a trait the engine implements, so the service can be
//! tested with any chooser.

use acedrex_engine::{choose_arrangement, Engine, Limits};
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

/// The real opponent: the engine's search at the game's level (1 random-ish, 5 the
/// default at about 1.5 s a move, 8 the strongest at 10 s).
pub struct EngineChooser {
    /// Transposition table size per search, in MiB.
    pub hash_mb: usize,
}

impl Default for EngineChooser {
    fn default() -> Self {
        EngineChooser { hash_mb: 32 }
    }
}

impl MoveChooser for EngineChooser {
    fn choose(&self, game: &Game, level: u8) -> Option<Move> {
        // A table per search: games in different channels search at the same time.
        let mut engine = Engine::new(self.hash_mb);
        let limits = Limits::for_level(level);
        engine
            .search(game.position(), game.position_hashes(), &limits, level)
            .best
    }

    fn arrangement(&self, variant: VariantId, seed: u64) -> Option<Arrangement> {
        matches!(variant, VariantId::ZanzibarXl | VariantId::ZanzibarS)
            .then(|| choose_arrangement(variant, seed))
    }
}
