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
///
/// Engines (each with its transposition table) are kept in a pool and reused from move to
/// move: no table is allocated per move, and a game's next search finds what the last
/// one learnt. Games in different channels search at the same time, each with an engine
/// of its own from the pool.
pub struct EngineChooser {
    /// Transposition table size per engine, in MiB.
    hash_mb: usize,
    /// Search threads per engine ([`Engine::set_threads`]).
    threads: usize,
    idle: std::sync::Mutex<Vec<Engine>>,
}

impl EngineChooser {
    /// A chooser whose engines have tables of `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> EngineChooser {
        EngineChooser {
            hash_mb,
            threads: 1,
            idle: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// The same chooser searching with `threads` threads a move (levels 5 to 8, those
    /// without noise; see [`Engine::set_threads`]). Games that search at the same time
    /// each use that many.
    pub fn with_threads(self, threads: usize) -> EngineChooser {
        EngineChooser { threads, ..self }
    }
}

impl Default for EngineChooser {
    fn default() -> Self {
        EngineChooser::new(32)
    }
}

impl MoveChooser for EngineChooser {
    fn choose(&self, game: &Game, level: u8) -> Option<Move> {
        // A poisoned lock only means another search panicked; the engines are still fine.
        let lock = || self.idle.lock().unwrap_or_else(|e| e.into_inner());
        let taken = lock().pop();
        let mut engine = taken.unwrap_or_else(|| {
            let mut e = Engine::new(self.hash_mb);
            e.set_threads(self.threads);
            e
        });
        let limits = Limits::for_level(level);
        let best = engine
            .search(game.position(), game.position_hashes(), &limits, level)
            .best;
        lock().push(engine);
        best
    }

    fn arrangement(&self, variant: VariantId, seed: u64) -> Option<Arrangement> {
        variant
            .variant()
            .setup
            .is_some()
            .then(|| choose_arrangement(variant, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_chooser_reuses_its_engines() {
        let chooser = EngineChooser::new(1);
        let mut game = Game::new(VariantId::Chess);
        for _ in 0..3 {
            let m = chooser.choose(&game, 1).expect("a move");
            game.play(m).expect("the engine's move is legal");
        }
        // One search at a time: one engine, made once and kept.
        assert_eq!(chooser.idle.lock().expect("lock").len(), 1);
    }

    #[test]
    fn the_engine_chooser_gives_its_engines_their_threads() {
        let chooser = EngineChooser::new(1).with_threads(3);
        let mut game = Game::new(VariantId::Chess);
        let m = chooser.choose(&game, 5).expect("a move");
        game.play(m).expect("the engine's move is legal");
        let idle = chooser.idle.lock().expect("lock");
        assert_eq!(idle.iter().map(Engine::threads).collect::<Vec<_>>(), [3]);
    }
}
