//! # acedrex-engine
//!
//! A game-playing search for every game of [`acedrex_rules`]: Chess, Shako, Perfect 12,
//! KMF's Dozenal Chess, Grant Acedrex, Zanzibar XL and S, Tamerlane II.
//!
//! Iterative-deepening principal-variation alpha-beta over the rules crate's legal move
//! generator, with a Zobrist transposition table, quiescence search on every kind of
//! capture (Archer shots, Cannon / Sorceress hops, Lion double captures and igui, en
//! passant) and, at its first ply, on quiet checks (in chess, Shako, KMF and Grant
//! Acedrex), move ordering by hash move, MVV-LVA, killers and history (captures that a
//! cheap exchange test finds losing come after the quiet moves, and quiescence skips
//! them), check extensions,
//! null-move pruning, reverse futility pruning and late-move reductions. Terminal scores
//! follow each game: checkmate, stalemate (a loss in Grant Acedrex), Grant Acedrex's bare
//! King, repetition and the 100-ply rule; KMF abdication and Tamerlane II succession are
//! ordinary moves to search. The evaluation is described in [`eval`](crate#evaluation).
//!
//! ```
//! use acedrex_engine::{Engine, Limits, Score};
//! use acedrex_rules::{Position, VariantId};
//!
//! // Ra1-a8 mates on the back rank.
//! let pos = Position::from_fen(VariantId::Chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
//! let mut engine = Engine::new(16);
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let r = engine.search(&pos, &[], &limits, 8);
//! assert_eq!(pos.lan(r.best.unwrap()), "a1a8");
//! assert_eq!(r.score, Score::Mate(1));
//! ```
//!
//! ## Levels
//!
//! | level | limit | evaluation noise |
//! |---|---|---|
//! | 1 | depth 1 | ±400 cp (random-ish, but takes a hanging Queen) |
//! | 2 | depth 1 | ±150 cp |
//! | 3 | depth 2 | ±60 cp |
//! | 4 | 0.5 s | ±20 cp |
//! | 5 | 1.5 s (the bot's default: answers within 2 s on 12×12 boards) | none |
//! | 6 | 3 s | none |
//! | 7 | 6 s | none |
//! | 8 | 10 s | none |
//!
//! Noise is deterministic: it is drawn from the position's hash mixed with the engine's
//! search counter.
//!
//! ## Evaluation
//!
//! Material (per-game values, Rook = 500, see `eval.rs` for each figure and its reason),
//! centralisation computed from the distance to the board's centre (so it fits any board
//! size) weighted per kind (short-range leapers most), a development malus for pieces on
//! the back rank, King placement tapered between middle game (stay home) and ending
//! (centralise), King shelter and danger (enemy pieces within three squares), pawn
//! advancement towards the promotion zone (KMF: rank 10) with a passed-pawn bonus that
//! grows as pieces come off and is larger for pawns that double-step from any rank,
//! hopper values that fall as screens disappear, a spare-Prince bonus in KMF and
//! Tamerlane II (the first Prince is a successor), mop-up terms in won endings, and in
//! Grant Acedrex a bonus for stripping the opponent towards a bare King.

mod child;
pub mod compare;
mod eval;
pub mod matchplay;
pub mod paired;
mod search;
pub mod sprt;
mod tt;
pub mod tune;
pub mod uci;
pub mod ucienemy;
mod weights;
pub use weights::{Weights, WeightsError};
pub mod xboard;

pub use acedrex_rules;
use acedrex_rules::{Arrangement, Move, Position, VariantId};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// How long a search may run. Every limit given applies; none at all means "until
/// depth 96", so give at least one.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Hard wall-clock limit.
    pub time: Option<Duration>,
    /// Think for the whole of `time`: a fixed time a move, as UCI `movetime` and
    /// `acedrex match --ms` give it. Otherwise (the bot's levels, a share of a clock) the
    /// search stops after an iteration that ends in the last 30% of `time`, since a reply
    /// sooner is worth more there than the part of a ply the rest would add.
    pub whole_time: bool,
    /// Maximum iterative-deepening depth (plies).
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Set from another thread to stop the search; it then returns its best move so far.
    pub stop: Option<Arc<AtomicBool>>,
    /// Only these moves are searched at the root (UCI `searchmoves`); none, or none of
    /// them legal: every move.
    pub only: Vec<acedrex_rules::Move>,
}

/// The bot's default level.
pub const DEFAULT_LEVEL: u8 = 5;

impl Limits {
    /// A fixed time a move, thought for in full ([`Limits::whole_time`]).
    pub fn move_time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            whole_time: true,
            ..Limits::default()
        }
    }

    /// The limits of a level 1..=8 (values outside are clamped).
    pub fn for_level(level: u8) -> Limits {
        let ms = |n: u64| Some(Duration::from_millis(n));
        let (time, depth) = match level.clamp(1, 8) {
            // Shallow levels also get a time cap so huge positions stay quick.
            1 => (ms(1000), Some(1)),
            2 => (ms(1000), Some(1)),
            3 => (ms(1000), Some(2)),
            4 => (ms(500), None),
            5 => (ms(1500), None),
            6 => (ms(3000), None),
            7 => (ms(6000), None),
            _ => (ms(10_000), None),
        };
        Limits {
            time,
            whole_time: false,
            depth,
            nodes: None,
            stop: None,
            only: Vec::new(),
        }
    }
}

/// Evaluation noise of a level, in centipawns.
pub fn level_noise(level: u8) -> i32 {
    match level {
        0 | 1 => 400,
        2 => 150,
        3 => 60,
        4 => 20,
        _ => 0,
    }
}

/// A search score for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in n moves; negative: being mated in n moves. `Mate(0)`: no legal move and lost.
    Mate(i32),
}

/// What a forced mate counts as in centipawns ([`Score::centipawns`]), and in an outside
/// engine's `info … score mate` ([`ucienemy::UciEngine::score_at_depth`]).
pub const MATE_CP: i32 = 3000;

impl Score {
    /// The score as centipawns for the side to move: a mate, and any score beyond it,
    /// counts as ±[`MATE_CP`].
    pub fn centipawns(self) -> i32 {
        match self {
            Score::Cp(c) => c.clamp(-MATE_CP, MATE_CP),
            Score::Mate(n) if n > 0 => MATE_CP,
            Score::Mate(_) => -MATE_CP,
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(c) => write!(f, "cp {c}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play; `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    pub score: Score,
    /// The last fully completed depth.
    pub depth: u32,
    pub nodes: u64,
    /// Principal variation, starting with `best`.
    pub pv: Vec<Move>,
    pub elapsed: Duration,
}

/// A search engine: the transposition table, the quiet moves' history and a counter for
/// noise seeds, all kept from one search to the next of a game. `Send`, so it can move to
/// a worker thread.
pub struct Engine {
    tt: tt::Table,
    /// Evaluation tables of other weights than the game's own (tuning comparisons).
    tables: Option<(VariantId, Box<eval::EvalTables>)>,
    searches: u64,
    /// What the first thread keeps from search to search.
    main: Worker,
    /// What each helper thread keeps (see [`Engine::set_threads`]).
    helpers: Vec<Worker>,
    /// The last search's counters (feature `stats`).
    #[cfg(feature = "stats")]
    stats: search::Stats,
}

#[cfg(feature = "stats")]
pub use search::Stats;

/// A search thread's own evaluation cache and the quiet moves' histories the searches of
/// a game build up (all cleared by `new_game`); the table is the engine's, shared.
struct Worker {
    evals: tt::EvalCache,
    history: Vec<i32>,
    /// Continuation history, sized for the game last searched (empty where it is off).
    cont: Vec<i16>,
}

impl Worker {
    fn new() -> Worker {
        Worker {
            evals: tt::EvalCache::new(),
            history: search::fresh_history(),
            cont: Vec::new(),
        }
    }

    fn clear(&mut self) {
        self.evals.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.cont.iter_mut().for_each(|h| *h = 0);
    }

    /// A search on this thread's evaluation cache and history table. The history carries
    /// over from the game's earlier searches, halved, so that the last position's lessons
    /// weigh most: the first iterations then order, reduce and prune by what a deeper
    /// search learnt a move ago instead of by nothing, and what this search learns stays
    /// in the table for the next. The continuation history (sized for the game, empty
    /// where it is off) carries over as it is: each entry pairs two moves, which recur
    /// less often than one, so it fills more slowly.
    #[allow(clippy::too_many_arguments)]
    fn searcher<'a>(
        &'a mut self,
        tt: &'a tt::Table,
        ev: &'a eval::EvalTables,
        id: VariantId,
        game: Vec<u64>,
        limits: &Limits,
        noise: i32,
        seed: u64,
    ) -> search::Searcher<'a> {
        self.history.iter_mut().for_each(|h| *h /= 2);
        let len = search::cont_len(id);
        if self.cont.len() != len {
            self.cont = vec![0; len];
        }
        search::Searcher::new(
            tt,
            &mut self.evals,
            ev,
            id,
            game,
            &mut self.history,
            &mut self.cont,
            limits,
            noise,
            seed,
        )
    }
}

/// The most search threads an engine takes.
pub const MAX_THREADS: usize = 64;

impl Engine {
    /// An engine with a transposition table of about `hash_mb` megabytes (at least 1).
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: tt::Table::new(hash_mb),
            tables: None,
            searches: 0,
            main: Worker::new(),
            helpers: Vec::new(),
            #[cfg(feature = "stats")]
            stats: search::Stats::default(),
        }
    }

    /// An engine that evaluates `variant` with `weights` instead of the game's own (to
    /// measure tuned weights against others); other games as usual.
    pub fn with_weights(hash_mb: usize, variant: VariantId, weights: &Weights) -> Engine {
        Engine {
            tables: Some((variant, Box::new(eval::build(variant, weights)))),
            ..Engine::new(hash_mb)
        }
    }

    /// Searches with `n` threads (clamped to 1..=[`MAX_THREADS`]; 1, the default, is
    /// the single-threaded search, node for node as before). The other threads search the
    /// same position at the same time and share the transposition table (lazy SMP), so
    /// the search reaches deeper in the same time on a machine with spare cores; the move
    /// played is that of the thread that completed the deepest iteration (the first
    /// thread's on a tie). Only searches without evaluation noise (levels 5 and up) use
    /// them, and a node limit counts the first thread's nodes only.
    pub fn set_threads(&mut self, n: usize) {
        let n = n.clamp(1, MAX_THREADS);
        self.helpers.truncate(n - 1);
        while self.helpers.len() < n - 1 {
            self.helpers.push(Worker::new());
        }
    }

    /// The number of search threads ([`Engine::set_threads`]).
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Searches `pos` and returns the best move found within `limits`, playing at
    /// `level` (1..=8; levels below 5 add evaluation noise). `history`: Zobrist hashes of
    /// the game's earlier positions, oldest first (the current position may be included
    /// as the last entry), so the search sees repetition draws. The result's node count
    /// is every thread's.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        level: u8,
    ) -> SearchResult {
        self.searches += 1;
        let mut hist: Vec<u64> = history.to_vec();
        if hist.last() == Some(&pos.hash()) {
            hist.pop();
        }
        let seed = pos.hash() ^ search::mix(self.searches);
        let id = pos.variant().id;
        let ev = match &self.tables {
            Some((v, t)) if *v == id => t,
            _ => eval::tables(id),
        };
        let noise = level_noise(level);
        self.tt.new_search();
        let tt = &self.tt;
        // Helpers stop when the first thread is done (or at its depth limit).
        let helpers_stop = Arc::new(AtomicBool::new(false));
        let helpers = if noise == 0 {
            &mut self.helpers[..]
        } else {
            &mut []
        };
        std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .enumerate()
                .map(|(i, h)| {
                    let limits = Limits {
                        time: None,
                        whole_time: false,
                        depth: limits.depth,
                        nodes: None,
                        stop: Some(helpers_stop.clone()),
                        only: limits.only.clone(),
                    };
                    let hist = hist.clone();
                    scope.spawn(move || {
                        let mut s = h.searcher(tt, ev, id, hist, &limits, 0, 0);
                        s.helper = i + 1;
                        s.run(pos, &limits)
                    })
                })
                .collect();
            let main = &mut self.main;
            let mut s = main.searcher(tt, ev, id, hist, limits, noise, seed);
            let mut r = s.run(pos, limits);
            #[cfg(feature = "stats")]
            {
                self.stats = std::mem::take(&mut s.stats);
            }
            helpers_stop.store(true, std::sync::atomic::Ordering::Relaxed);
            // The deepest completed iteration decides (a helper an iteration ahead has
            // searched every move a ply deeper); on a tie the first thread's. A helper
            // that panicked has nothing to say.
            let (elapsed, mut nodes) = (r.elapsed, r.nodes);
            for h in running.into_iter().filter_map(|t| t.join().ok()) {
                nodes += h.nodes;
                if h.depth > r.depth && h.best.is_some() {
                    r = h;
                }
            }
            r.nodes = nodes;
            r.elapsed = elapsed;
            r
        })
    }

    /// Counters of the last search (feature `stats`, for diagnosis).
    #[cfg(feature = "stats")]
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Forgets everything learnt in the previous game.
    pub fn new_game(&mut self) {
        self.tt.clear();
        // Cached evaluations change no score, but a hit gives an exact value where a
        // fresh engine's lazy evaluation gives a bound, and so a different tree.
        self.searches = 0;
        self.main.clear();
        self.helpers.iter_mut().for_each(Worker::clear);
    }
}

/// Static evaluation of a position for the side to move, in centipawns.
pub fn evaluate(pos: &Position) -> i32 {
    eval::evaluate(pos, eval::tables(pos.variant().id))
}

/// Zanzibar: the engine's choice of setup when it plays Black (or when asked).
///
/// Candidates keep the King on the back rank (f1/g1), behind a piece, where the early
/// Duchess, Buffalo and Lion leaps cannot reach it at once; among up to eight of them,
/// picked by `seed` for variety, the engine takes the one whose start position a short
/// search rates worst for White. Games without a setup choice get Zanzibar XL's default
/// (callers should not ask for them).
pub fn choose_arrangement(variant: VariantId, seed: u64) -> Arrangement {
    let Ok(all) = Arrangement::all(variant) else {
        return Arrangement::default_for(VariantId::ZanzibarXl)
            .expect("Zanzibar XL has a default arrangement");
    };
    let v = variant.variant();
    let king = v.letter(acedrex_rules::Kind::King);
    // The first rank of the start text (White's, last row) names e1..h1 at files 4..8.
    let king_home = |a: &Arrangement| {
        let fen = a.start_fen();
        let rank1: &str = fen
            .split(' ')
            .next()
            .and_then(|p| p.rsplit('/').next())
            .unwrap_or("");
        rank1.chars().nth(5) == Some(king) || rank1.chars().nth(6) == Some(king)
    };
    let mut cands: Vec<Arrangement> = all.iter().filter(|a| king_home(a)).cloned().collect();
    if cands.is_empty() {
        cands = all;
    }
    let mut picks = Vec::new();
    let mut z = seed;
    for _ in 0..8.min(cands.len()) {
        z = search::mix(z);
        let a = cands.swap_remove((z % cands.len() as u64) as usize);
        picks.push(a);
    }
    let mut engine = Engine::new(4);
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    let mut best: Option<(i32, Arrangement)> = None;
    for a in picks {
        let pos = a.start_position();
        let r = engine.search(&pos, &[], &limits, 8);
        let s = match r.score {
            Score::Cp(c) => c,
            Score::Mate(n) => n.signum() * 10_000,
        };
        if best.as_ref().is_none_or(|(bs, _)| s < *bs) {
            best = Some((s, a));
        }
    }
    match best {
        Some((_, a)) => a,
        None => {
            Arrangement::default_for(variant).expect("Zanzibar games have a default arrangement")
        }
    }
}
