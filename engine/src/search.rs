//! Iterative-deepening PVS alpha-beta with quiescence (captures, and quiet checks at its
//! first ply), transposition table (in quiescence too), killers, history with gravity and
//! malus (and continuation history where it pays), check extensions, null move, reverse
//! futility, internal iterative reductions, futility, history and late-move pruning,
//! pruning by the exchange near the leaves, and logarithmic late-move reductions scaled
//! by history.

use crate::eval::{self, sidx, EvalTables};
use crate::tt::{self, EvalCache, Table};
use crate::{Limits, Score, SearchResult};
use acedrex_rules::{Color, Kind, Move, MoveKind, Position, StalemateRule, VariantId, KIND_COUNT};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

pub(crate) const MATE: i32 = 30_000;
pub(crate) const INF: i32 = 32_000;
pub(crate) const MAX_PLY: usize = 100;
/// Scores beyond this are mates; the distance is `MATE - |score|` plies.
const MATE_BOUND: i32 = MATE - MAX_PLY as i32 * 2;
/// Check the clock and the stop flag this often (nodes). A node costs a few µs on 12×12
/// boards, so this is a few milliseconds of latency.
const CHECK_EVERY: u64 = 1024;

/// Mixes bits (splitmix64 finaliser): noise and seeds without an external crate.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) struct Searcher<'a> {
    /// Shared with the search's other threads, if any.
    tt: &'a Table,
    evals: &'a mut EvalCache,
    ev: &'a EvalTables,
    stalemate_loses: bool,
    bare_king: bool,
    /// Quiescence tries quiet checks ([`quiet_checks_pay`]).
    qs_checks: bool,
    /// Shallow moves that lose by the exchange are pruned ([`exchange_pruning_pays`]).
    see_pruning: bool,
    /// Whether quiet moves are reduced a ply more behind a capture as the hash move
    /// ([`tt_capture_reduction_pays`]).
    tt_capture_lmr: bool,
    /// Continuation history ([`cont_history_pays`]): for each side, the history of a quiet
    /// move (its piece's slot and target) after the move one or two plies before it;
    /// `cont_n` keys of each (0 when off), lent by the worker like `history`.
    cont: &'a mut [i16],
    cont_n: usize,
    /// Each kind's slot among the game's pieces (`NO_SLOT` for kinds it has not).
    cont_slot: [u8; KIND_COUNT],
    /// The continuation key of the move made at each ply of the path (`NO_CONT` for a
    /// null move or none).
    moved: [u32; MAX_PLY + 2],
    nodes: u64,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
    root_depth: i32,
    /// Depth 1 always completes, so there is always a searched move to return.
    can_abort: bool,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    /// The static evaluation at each ply of the path (-INF in check), for `improving`.
    static_evals: [i32; MAX_PLY + 2],
    /// Quiet moves' history by side, origin and target ([`HISTORY_LEN`] values), lent by
    /// the thread's worker with what its last search left (`Worker::searcher`).
    history: &'a mut [i32],
    /// Quiet moves searched at each ply without a cut-off, for the history malus.
    tried: Vec<Vec<Move>>,
    /// Hashes of the game so far and of the search path, for repetitions.
    path: Vec<u64>,
    /// 0 for the search whose move is played; 1, 2, … for helper threads, which fill the
    /// shared table and whose odd ones start an iteration deeper, so that the threads
    /// do not walk the same tree in step.
    pub(crate) helper: usize,
    /// Evaluation noise (weak levels): amplitude in centipawns and the seed.
    noise: i32,
    noise_key: u64,
    lists: Vec<Vec<Move>>,
    scored: Vec<Vec<(i32, Move)>>,
    /// Each scored move's rank ([`rank`]), beside the list: the selection sort scans
    /// plain numbers, which the compiler turns into vector code.
    ranks: Vec<Vec<i32>>,
    /// Search counters for diagnosis (feature `stats`).
    #[cfg(feature = "stats")]
    pub(crate) stats: Stats,
}

/// Counters that show how well the search orders and prunes: fail-high on the first
/// move, hash hits and cuts, nodes per iteration. Only counted with feature `stats`, so
/// release builds pay nothing.
#[cfg(feature = "stats")]
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Beta cut-offs in the main search, and those by the first move tried.
    pub cutoffs: u64,
    pub cutoffs_first: u64,
    /// Main-search nodes that probed the table, found their key, and were cut by it.
    pub probes: u64,
    pub hits: u64,
    pub tt_cuts: u64,
    /// Nodes with a hash move, and those where it was in the move list.
    pub hash_moves: u64,
    pub hash_moves_found: u64,
    /// Cut-offs by the hash move, a killer, a capture, and any other quiet move.
    pub cut_hash: u64,
    pub cut_killer: u64,
    pub cut_capture: u64,
    pub cut_quiet: u64,
    /// Null-move tries and their cut-offs; LMR reductions and their re-searches.
    pub nulls: u64,
    pub null_cuts: u64,
    pub reductions: u64,
    pub re_searches: u64,
    /// Quiescence nodes.
    pub qnodes: u64,
    /// Nodes (main + quiescence) of each completed iteration, cumulative.
    pub per_depth: Vec<u64>,
    /// Main-search nodes by the depth left (the last slot counts that depth and more),
    /// and quiescence nodes by their ply into quiescence: where the tree is wide.
    pub at_depth: [u64; 16],
    pub at_qply: [u64; 16],
    /// Outside the principal variation at depths 1–3 (index 1–3): the nodes that reach
    /// the move loop, and what they search there.
    pub shallow: [Shallow; 4],
}

/// The move loop of the shallow nodes (see [`Stats::shallow`]).
#[cfg(feature = "stats")]
#[derive(Clone, Copy, Debug, Default)]
pub struct Shallow {
    /// Nodes that reached the move loop, and those that ended in a beta cut-off.
    pub nodes: u64,
    pub cuts: u64,
    /// Moves searched (made and not pruned), and those that were captures the exchange
    /// test sends behind the quiet moves.
    pub searched: u64,
    pub losing_captures: u64,
}

/// Counts a [`Stats`] field with feature `stats`; nothing otherwise.
macro_rules! stat {
    ($s:expr, $f:ident) => {
        #[cfg(feature = "stats")]
        {
            $s.stats.$f += 1;
        }
    };
}

/// Entries of the history table: side × origin × target on the 144-square frame.
pub(crate) const HISTORY_LEN: usize = 2 * 144 * 144;

/// A history table that knows nothing yet.
pub(crate) fn fresh_history() -> Vec<i32> {
    vec![0; HISTORY_LEN]
}

#[inline]
fn hist_index(side: Color, m: Move) -> usize {
    (side.index() * 144 + sidx(m.from)) * 144 + sidx(m.to)
}

/// Value of what a move captures (Lion double captures count both victims).
#[inline]
pub(crate) fn victim_value(pos: &Position, ev: &EvalTables, m: Move) -> i32 {
    let at = |sq| pos.piece_at(sq).map_or(0, |p| ev.val(p.kind));
    match m.kind {
        MoveKind::Normal | MoveKind::MultiStep | MoveKind::Shot => at(m.to),
        MoveKind::EnPassant => ev.val(Kind::Pawn),
        MoveKind::LionDouble => at(m.aux) + at(m.to),
        MoveKind::Igui => at(m.aux),
        _ => 0,
    }
}

/// Static exchange evaluation: the material `m` wins (negative: loses) when both sides
/// then take on its square with their cheapest piece while it pays, riders and hoppers
/// behind the traded pieces joining in. `None` when the exchange is unknown: a shot,
/// igui or double capture, en passant, or a shooter or Lion among the attackers, whose
/// captures are not plain moves onto the square.
pub(crate) fn see(pos: &Position, ev: &EvalTables, m: Move) -> Option<i32> {
    if m.kind != MoveKind::Normal {
        return None;
    }
    let p = pos.piece_at(m.from)?;
    // The King can be taken back only in theory: it never steps into an attack.
    let value = |k: Kind| {
        if k == Kind::King {
            KING_SEE
        } else {
            ev.val(k)
        }
    };
    let mut gain = [0i32; 40];
    gain[0] = victim_value(pos, ev, m) + m.promo.map_or(0, |k| ev.val(k) - ev.val(p.kind));
    let mut on_square = value(m.promo.unwrap_or(p.kind));
    let mut board = pos.exchange_board();
    board.take_off(m.from);
    let mut side = !pos.side_to_move();
    let mut d = 0;
    while d + 1 < gain.len() {
        let Some((sq, k)) = board.least_attacker(m.to, side, value).ok()? else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        // Neither side can do better by going on.
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        on_square = value(k);
        board.take_off(sq);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    Some(gain[0])
}

/// Added to the order score of a capture whose exchange is not tested yet.
const UNTESTED: i32 = 1 << 29;

/// An order score of a capture not tested yet (below the hash move's 1 << 30).
#[inline]
fn untested(score: i32) -> bool {
    (UNTESTED..1 << 30).contains(&score)
}

/// Where an order score ranks: an untested capture as a good one.
#[inline]
fn rank(score: i32) -> i32 {
    if untested(score) {
        score - UNTESTED
    } else {
        score
    }
}

/// The order score of the untested capture `m` (scored `score`) once tested: as a good
/// capture, or behind the quiet moves when it loses material. The cheap test first; the
/// full exchange only where it condemns the capture (a dearer piece onto a defended
/// square), to clear those that win when the attackers are counted. SEE everywhere cost
/// more than it gained on the 12x12 boards.
fn tested(pos: &Position, ev: &EvalTables, score: i32, m: Move) -> i32 {
    let good = score - UNTESTED;
    let loses = exchange_loss(pos, ev, m) > 0 && see(pos, ev, m).is_none_or(|v| v < 0);
    if loses {
        good - (1 << 28) - (1 << 24)
    } else {
        good
    }
}

/// Late-move reduction of the `i`th legal move (from 0) at `depth`: 0.5 + ln d · ln i / 2,
/// rounded down; it grows slowly with both.
fn lmr_table(depth: i32, i: usize) -> i32 {
    static TABLE: std::sync::OnceLock<[[i8; 64]; 64]> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = [[0i8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.5 + (d as f64).ln() * (n as f64).ln() / 2.0) as i8;
            }
        }
        t
    });
    i32::from(t[depth.clamp(0, 63) as usize][i.min(63)])
}

/// Quiet moves searched at `depth` (1..=LMP_DEPTH) before the rest are pruned: (3 + d²)/2,
/// twice as many when the side's position is improving.
fn late_move_count(depth: i32, improving: bool) -> usize {
    ((3 + depth * depth) * (1 + i32::from(improving)) / 2) as usize
}

/// The games whose quiescence tries quiet checks at its first ply: those where that
/// measured stronger in self-play against the search without them (issue 22's
/// twenty-fifth round, 60 ms a move): chess, Shako, KMF's Dozenal Chess and Grant
/// Acedrex. Not the games with the most pieces and checkers, where nearly every
/// quiescence root has checks to try and the search goes shallower: Perfect 12 (the Lion
/// reaches every square two steps away; 27.5% of 20 games), Zanzibar XL and Tamerlane II
/// (40% of 40 each), Zanzibar S (47.5% of 40).
fn quiet_checks_pay(id: VariantId) -> bool {
    use VariantId as V;
    matches!(id, V::Chess | V::Shako | V::Kmf | V::GrantAcedrex)
}

/// The games whose search prunes shallow moves that lose by the exchange (and captures
/// that cannot reach alpha): those where that measured stronger in self-play against the
/// search without it (issue 22's fifty-fourth round, 8,000 nodes a move, 20 games each:
/// chess 72.5%, Zanzibar XL 77.5%, Shako and KMF 62.5%, Zanzibar S 55%). Not Perfect 12
/// (35%), Tamerlane II (32.5%) or Grant Acedrex (45%), where it did not; their search is
/// as before.
fn exchange_pruning_pays(id: VariantId) -> bool {
    use VariantId as V;
    matches!(
        id,
        V::Chess | V::Shako | V::Kmf | V::ZanzibarXl | V::ZanzibarS
    )
}

/// The games whose search reduces the quiet moves a ply more where the hash move is a
/// capture (Stockfish's `ttCapture`: the best move found here before wins material, so a
/// quiet move is less likely still to be better): those where that measured stronger in
/// self-play at equal time (issue 22's sixtieth round, Shako). The other games' search is
/// as before.
fn tt_capture_reduction_pays(id: VariantId) -> bool {
    matches!(id, VariantId::Shako)
}

/// The games whose quiet moves are also ordered, reduced and pruned by continuation
/// history.
fn cont_history_pays(id: VariantId) -> bool {
    matches!(id, VariantId::Shako)
}

const NO_SLOT: u8 = u8::MAX;
const NO_CONT: u32 = u32::MAX;

/// Keys of one side's continuation table in `id`: a slot per kind of piece times the
/// frame's squares (0 where continuation history is off).
fn cont_keys(id: VariantId) -> usize {
    if cont_history_pays(id) {
        id.variant().pieces.len() * 144
    } else {
        0
    }
}

/// The length of `id`'s continuation tables: both sides, a key after a key.
pub(crate) fn cont_len(id: VariantId) -> usize {
    let n = cont_keys(id);
    2 * n * n
}

/// Takes the score of move `m` into a quiescence node's best score, best move and
/// window; true when it reaches beta (a cut-off).
#[inline]
fn raise(
    score: i32,
    m: Move,
    best: &mut i32,
    best_move: &mut Option<Move>,
    alpha: &mut i32,
    beta: i32,
) -> bool {
    if score > *best {
        *best = score;
        if score > *alpha {
            *best_move = Some(m);
            *alpha = score;
            return score >= beta;
        }
    }
    false
}

/// Captures and quiet moves are pruned by the exchange up to this depth
/// ([`Searcher::negamax`]): a capture that loses more than `SEE_CAPTURE` a ply, a quiet
/// move that loses more than `SEE_QUIET · d² + SEE_QUIET_LINEAR · d` at the depth `d` its
/// reduction leaves (Stockfish's 222, 24 and 15 at the Rook's 500 instead of its 1,380).
const SEE_PRUNE_DEPTH: i32 = 8;
const SEE_CAPTURE: i32 = 80;
const SEE_QUIET: i32 = 9;
const SEE_QUIET_LINEAR: i32 = 5;

/// The most material a move may lose by the exchange ([`see`]) and still be searched at
/// `depth` (a capture) or at `lmr_depth`, the depth its reduction leaves (a quiet move).
fn see_bound(capture: bool, depth: i32, lmr_depth: i32) -> i32 {
    if capture {
        SEE_CAPTURE * depth
    } else {
        SEE_QUIET * lmr_depth * lmr_depth + SEE_QUIET_LINEAR * lmr_depth
    }
}

/// True when `m` (not yet made) loses more than `bound` by the exchange ([`see`]); an
/// exchange it cannot count loses nothing here.
fn exchange_loses_more(pos: &Position, ev: &EvalTables, m: Move, bound: i32) -> bool {
    see(pos, ev, m).is_some_and(|v| v < -bound)
}

/// Nodes at least this deep without a hash move are searched a ply shallower.
const IIR_DEPTH: i32 = 4;

/// Half the first aspiration window from depth 4 on, three times wider at each failure.
/// 30 in place of 60, with reverse futility's margin a ply less when improving, measured
/// stronger in self-play (issue 22's thirty-fifth round).
const ASPIRATION: i32 = 30;

/// The depth up to which late quiet moves are pruned.
const LMP_DEPTH: i32 = 12;

/// Futility pruning of a quiet move applies below this depth, the depth the move would get
/// after its late-move reduction.
const FUTILITY_DEPTH: i32 = 8;

/// Futility margin at a (reduced) depth: what a quiet move may lift the static evaluation by.
fn futility_margin(depth: i32) -> i32 {
    100 + 120 * depth.max(0)
}

/// History values stay within ±HIST_MAX: each update moves a value part of the way
/// towards the bound (gravity), so old successes fade as the position changes.
const HIST_MAX: i32 = 16_384;

/// A history of this much is worth one ply of reduction, less or more.
const HIST_PER_PLY: i32 = 8_192;

/// Quiet moves with a history below `-HIST_PRUNE · depth` are pruned up to this depth.
const HIST_PRUNE_DEPTH: i32 = 4;
const HIST_PRUNE: i32 = 2_000;

/// The history bonus of a cut-off at `depth` (the malus of the quiet moves tried before it).
fn history_bonus(depth: i32) -> i32 {
    (300 * depth * depth).min(2_000)
}

/// Moves `h` towards ±HIST_MAX by `bonus`, less the closer it is already.
#[inline]
fn update_history(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HIST_MAX;
}

/// The King's worth in an exchange: more than anything it could win.
const KING_SEE: i32 = 100_000;

/// The cheap exchange test: a capture loses material when the capturing piece is worth
/// more than what it takes and the enemy can take back on that square. Attackers are
/// not counted one by one as a full static exchange evaluation would (our pieces hop,
/// shoot and capture twice); this is the test that sorts such captures behind the quiet
/// moves and lets quiescence skip them. Returns the material the capture risks (its
/// piece's value less the victims'), 0 when it is safe or gains.
#[inline]
pub(crate) fn exchange_loss(pos: &Position, ev: &EvalTables, m: Move) -> i32 {
    // An Archer's shot leaves it at home; igui leaves the Lion where it stood.
    if matches!(m.kind, MoveKind::Shot | MoveKind::Igui) {
        return 0;
    }
    let Some(p) = pos.piece_at(m.from) else {
        return 0;
    };
    let gain = victim_value(pos, ev, m) + m.promo.map_or(0, |k| ev.val(k) - ev.val(p.kind));
    let risk = ev.val(p.kind) + m.promo.map_or(0, |k| ev.val(k) - ev.val(p.kind));
    if risk <= gain || !pos.is_attacked(m.to, !pos.side_to_move()) {
        0
    } else {
        risk - gain
    }
}

/// After `m` (made, giving check): the moved piece is worth more than `gain`, what it
/// captured, and stands attacked by the side in check (the cheap exchange test of
/// [`exchange_loss`], here after the move, so pieces behind the mover count too).
#[inline]
pub(crate) fn check_hangs(pos: &Position, ev: &EvalTables, m: Move, gain: i32) -> bool {
    if matches!(m.kind, MoveKind::Shot | MoveKind::Igui) {
        return false;
    }
    pos.piece_at(m.to)
        .is_some_and(|p| ev.val(p.kind) > gain && pos.is_attacked(m.to, pos.side_to_move()))
}

impl<'a> Searcher<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tt: &'a Table,
        evals: &'a mut EvalCache,
        ev: &'a EvalTables,
        id: VariantId,
        game: Vec<u64>,
        quiet_history: &'a mut [i32],
        cont: &'a mut [i16],
        limits: &Limits,
        noise: i32,
        noise_seed: u64,
    ) -> Searcher<'a> {
        let v = id.variant();
        let start = Instant::now();
        let mut cont_slot = [NO_SLOT; KIND_COUNT];
        for (i, p) in v.pieces.iter().enumerate() {
            cont_slot[p.kind.index()] = i as u8;
        }
        // Off unless the caller lent a table of the game's size.
        let cont_n = if cont.len() == cont_len(id) {
            cont_keys(id)
        } else {
            0
        };
        Searcher {
            tt,
            evals,
            ev,
            stalemate_loses: v.stalemate == StalemateRule::StalematedLoses,
            bare_king: v.bare_king,
            qs_checks: quiet_checks_pay(id),
            see_pruning: exchange_pruning_pays(id),
            tt_capture_lmr: tt_capture_reduction_pays(id),
            cont,
            cont_n,
            cont_slot,
            moved: [NO_CONT; MAX_PLY + 2],
            nodes: 0,
            start,
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes,
            stop: limits.stop.clone(),
            aborted: false,
            root_depth: 1,
            can_abort: false,
            killers: [[None; 2]; MAX_PLY + 1],
            static_evals: [-INF; MAX_PLY + 2],
            history: quiet_history,
            tried: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
            path: game,
            helper: 0,
            noise,
            // Noisy searches key the table differently, so their scores never leak into
            // (or come from) another search's entries.
            noise_key: if noise > 0 { mix(noise_seed) | 1 } else { 0 },
            lists: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            scored: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            ranks: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            #[cfg(feature = "stats")]
            stats: Stats::default(),
        }
    }

    #[inline]
    fn key(&self, pos: &Position) -> u64 {
        pos.hash() ^ self.noise_key
    }

    fn evaluate(&mut self, pos: &Position) -> i32 {
        self.evaluate_within(pos, -INF, INF)
    }

    /// The static evaluation, or when it is clearly outside `alpha..beta` a bound on the
    /// right side of the window ([`eval::evaluate_within`]).
    fn evaluate_within(&mut self, pos: &Position, alpha: i32, beta: i32) -> i32 {
        // The hash also covers rights and en passant, which the evaluation ignores: a
        // few more misses, never a wrong value. Only exact scores are kept.
        let e = match self.evals.get(pos.hash()) {
            Some(e) => e,
            None => {
                let (e, exact) = eval::evaluate_within(pos, self.ev, alpha, beta);
                if exact {
                    self.evals.put(pos.hash(), e);
                }
                e
            }
        };
        if self.noise > 0 {
            let r = mix(pos.hash() ^ self.noise_key);
            e + (r % (2 * self.noise as u64 + 1)) as i32 - self.noise
        } else {
            e
        }
    }

    /// True when the search must stop now (time, nodes, stop flag).
    #[inline]
    fn check_abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if !self.can_abort || self.nodes & (CHECK_EVERY - 1) != 0 {
            return false;
        }
        if let Some(n) = self.node_limit {
            if self.nodes >= n {
                self.aborted = true;
            }
        }
        if let Some(d) = self.deadline {
            if Instant::now() >= d {
                self.aborted = true;
            }
        }
        if let Some(s) = &self.stop {
            if s.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Draw by repetition: the position occurred before within the reversible stretch.
    fn is_repetition(&self, pos: &Position) -> bool {
        let n = self.path.len();
        let h = pos.hash();
        let back = pos.halfmove_clock() as usize;
        let mut i = 2;
        while i <= back && i < n {
            if self.path[n - 1 - i] == h {
                return true;
            }
            i += 2;
        }
        false
    }

    /// Grant Acedrex: the side to move was left with a bare King (and the mover was not).
    #[inline]
    fn bared(&self, pos: &Position) -> bool {
        let us = pos.side_to_move();
        self.bare_king && pos.piece_count(us) == 1 && pos.piece_count(!us) > 1
    }

    /// Score of a position without legal moves.
    #[inline]
    fn no_moves_score(&self, in_check: bool, ply: usize) -> i32 {
        if in_check || self.stalemate_loses {
            -(MATE - ply as i32)
        } else {
            0
        }
    }

    /// The continuation key of `m` (not yet made): its piece's slot and its target.
    #[inline]
    fn cont_key(&self, pos: &Position, m: Move) -> u32 {
        if self.cont_n == 0 {
            return NO_CONT;
        }
        match pos.piece_at(m.from) {
            Some(p) if self.cont_slot[p.kind.index()] != NO_SLOT => {
                self.cont_slot[p.kind.index()] as u32 * 144 + sidx(m.to) as u32
            }
            _ => NO_CONT,
        }
    }

    /// Where the continuation entries of the side to move at `ply` start: after the
    /// moves one and two plies before.
    #[inline]
    fn cont_bases(&self, side: Color, ply: usize) -> [Option<usize>; 2] {
        let n = self.cont_n;
        [1, 2].map(|back| {
            let k = if ply >= back {
                self.moved[ply - back]
            } else {
                NO_CONT
            };
            (n > 0 && k != NO_CONT).then(|| (side.index() * n + k as usize) * n)
        })
    }

    /// The continuation history of the move with key `key` after the bases.
    #[inline]
    fn cont_score(&self, bases: &[Option<usize>; 2], key: u32) -> i32 {
        if key == NO_CONT {
            return 0;
        }
        bases
            .iter()
            .flatten()
            .map(|b| i32::from(self.cont[b + key as usize]))
            .sum()
    }

    /// Moves the continuation entries of `key` after the bases by `bonus` (gravity).
    #[inline]
    fn cont_update(&mut self, bases: &[Option<usize>; 2], key: u32, bonus: i32) {
        if key == NO_CONT {
            return;
        }
        for b in bases.iter().flatten() {
            let e = &mut self.cont[b + key as usize];
            let mut h = i32::from(*e);
            update_history(&mut h, bonus);
            *e = h as i16;
        }
    }

    /// Scores this ply's list for [`Searcher::pick`]; quiet moves by their history and
    /// their continuation entries after `bases` ([`Searcher::cont_bases`], none at the
    /// root).
    fn order(
        &mut self,
        pos: &Position,
        ply: usize,
        hash_move: Option<Move>,
        bases: &[Option<usize>; 2],
    ) {
        let mut scored = std::mem::take(&mut self.scored[ply]);
        scored.clear();
        let mut ranks = std::mem::take(&mut self.ranks[ply]);
        ranks.clear();
        let side = pos.side_to_move();
        for &m in &self.lists[ply] {
            let s = if Some(m) == hash_move {
                1 << 30
            } else if pos.is_capture(m) {
                // MVV-LVA; a shot leaves the Archer in place, so it risks nothing.
                let attacker = if m.kind == MoveKind::Shot {
                    0
                } else {
                    pos.piece_at(m.from).map_or(0, |p| self.ev.val(p.kind))
                };
                let victim = victim_value(pos, self.ev, m);
                let mvv = victim * 16 - attacker / 16 + m.promo.map_or(0, |k| self.ev.val(k));
                // Captures that lose material come after the quiet moves. Whether one by
                // a dearer piece does is asked only when it is picked ([`Searcher::pick`]),
                // so a node that cuts off first never asks.
                if attacker <= victim {
                    (1 << 28) + mvv
                } else {
                    UNTESTED + (1 << 28) + mvv
                }
            } else if let Some(k) = m.promo {
                (1 << 27) + self.ev.val(k)
            } else if self.killers[ply][0] == Some(m) {
                (1 << 26) + 1
            } else if self.killers[ply][1] == Some(m) {
                1 << 26
            } else {
                (self.history[hist_index(side, m)] + self.cont_score(bases, self.cont_key(pos, m)))
                    .min((1 << 26) - 1)
            };
            scored.push((s, m));
            ranks.push(rank(s));
        }
        self.scored[ply] = scored;
        self.ranks[ply] = ranks;
    }

    /// Takes the best remaining move (selection sort: cut-offs usually come early). A
    /// capture by a dearer piece ranks as a good capture until it is picked; then the
    /// exchange test decides, and one that loses material goes behind the quiet moves
    /// (the order is the one testing every capture up front would give).
    #[inline]
    fn pick(&mut self, pos: &Position, ply: usize, i: usize) -> (i32, Move) {
        self.pick_unless(pos, ply, i, |_, _| false)
    }

    /// [`Searcher::pick`], but an untested capture for which `skipped` holds comes back
    /// untested: the caller will not search it whatever the test says (quiescence's delta
    /// pruning), and where it would rank changes nothing about the moves that are searched
    /// or their order.
    #[inline]
    fn pick_unless(
        &mut self,
        pos: &Position,
        ply: usize,
        i: usize,
        skipped: impl Fn(&Position, Move) -> bool,
    ) -> (i32, Move) {
        loop {
            let (list, ranks) = (&mut self.scored[ply], &mut self.ranks[ply]);
            // The first of the highest ranks: a maximum, then where it first occurs (two
            // scans the compiler vectorises, where one tracking both does not).
            let rest = &ranks[i..];
            let top = rest.iter().copied().fold(i32::MIN, i32::max);
            let best = i + rest.iter().position(|&r| r == top).unwrap_or(0);
            let (s, m) = list[best];
            if s == top || skipped(pos, m) {
                list.swap(i, best);
                ranks.swap(i, best);
                return list[i];
            }
            let s = tested(pos, self.ev, s, m);
            list[best].0 = s;
            ranks[best] = rank(s);
        }
    }

    /// Every capture of this ply's scored list tested ([`Searcher::pick`]), for a caller
    /// that sorts the whole list.
    fn test_all(&mut self, pos: &Position, ply: usize) {
        for (entry, r) in self.scored[ply].iter_mut().zip(&mut self.ranks[ply]) {
            if untested(entry.0) {
                entry.0 = tested(pos, self.ev, entry.0, entry.1);
                *r = rank(entry.0);
            }
        }
    }

    /// Every legal move into this ply's list, or with `captures` only the captures and
    /// promotions (quiescence). With `lazy` (only out of check) the list is pseudo-legal
    /// and each move must pass [`Position::is_legal_pseudo`] before it is played: most
    /// nodes stop after a few moves, and the King's moves, the dear ones to test, come late.
    fn gen(
        &mut self,
        pos: &mut Position,
        ply: usize,
        in_check: bool,
        captures: bool,
        lazy: bool,
    ) -> usize {
        let mut list = std::mem::take(&mut self.lists[ply]);
        if lazy {
            debug_assert!(!in_check);
            pos.pseudo_legal_into(&mut list, captures);
        } else if captures {
            pos.legal_captures_into(&mut list, in_check);
        } else {
            pos.legal_moves_known_check(&mut list, in_check);
        }
        let n = list.len();
        self.lists[ply] = list;
        n
    }

    /// Makes a move and records the new position on the path.
    #[inline]
    fn make(&mut self, pos: &mut Position, m: Move) -> acedrex_rules::Undo {
        let u = pos.make_move(m);
        self.path.push(pos.hash());
        u
    }

    #[inline]
    fn unmake(&mut self, pos: &mut Position, m: Move, u: &acedrex_rules::Undo) {
        self.path.pop();
        pos.unmake_move(m, u);
    }

    fn to_tt(score: i32, ply: usize) -> i32 {
        if score > MATE_BOUND {
            score + ply as i32
        } else if score < -MATE_BOUND {
            score - ply as i32
        } else {
            score
        }
    }

    /// The stored score of `e` when its bound settles the window `alpha..beta` (not near
    /// the 100-ply rule, which the stored score does not know of).
    fn tt_cutoff(pos: &Position, e: &tt::Entry, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        let s = Self::from_tt(e.score, ply);
        let cut = match e.flag {
            tt::EXACT => true,
            tt::LOWER => s >= beta,
            _ => s <= alpha,
        };
        (cut && pos.halfmove_clock() < 90).then_some(s)
    }

    /// The kind of bound a search's result is: at least beta, exact when it raised alpha,
    /// else at most alpha.
    fn bound_flag(best: i32, beta: i32, raised: bool) -> u8 {
        if best >= beta {
            tt::LOWER
        } else if raised {
            tt::EXACT
        } else {
            tt::UPPER
        }
    }

    fn from_tt(score: i32, ply: usize) -> i32 {
        if score > MATE_BOUND {
            score - ply as i32
        } else if score < -MATE_BOUND {
            score + ply as i32
        } else {
            score
        }
    }

    /// Quiescence: captures and promotions until the position is quiet; every legal move
    /// when in check (`in_check` is [`Position::is_check`], known to the caller).
    pub fn qsearch(
        &mut self,
        pos: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qd: u32,
        in_check: bool,
    ) -> i32 {
        self.nodes += 1;
        stat!(self, qnodes);
        #[cfg(feature = "stats")]
        {
            self.stats.at_qply[(qd as usize).min(15)] += 1;
        }
        if self.check_abort() {
            return 0;
        }
        if self.bared(pos) {
            return -(MATE - ply as i32);
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        // The table serves quiescence too: capture sequences transpose a lot on the big
        // boards, and a stored best capture orders first.
        let key = self.key(pos);
        let mut hash_move = None;
        if let Some(e) = self.tt.probe(key) {
            hash_move = e.mv;
            if let Some(s) = Self::tt_cutoff(pos, &e, ply, alpha, beta) {
                return s;
            }
        }
        let orig_alpha = alpha;
        let stand = if in_check {
            -INF
        } else {
            self.evaluate_within(pos, alpha, beta)
        };
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let n = self.gen(pos, ply, in_check, !in_check, !in_check);
        // Out of check, no capture is not the end of the game: stand pat, after the
        // quiet checks where they are tried.
        let checks = qd == 0 && self.qs_checks && !in_check;
        if n == 0 && !checks {
            return if in_check {
                self.no_moves_score(true, ply)
            } else {
                stand
            };
        }
        // Evasions are searched in full but only near the horizon, so check chains
        // through captures cannot explode.
        if in_check && qd > 3 {
            return self.evaluate(pos);
        }
        // Quiescence records its moves in `moved` too, so these are the entries after
        // the capture or check that led here (Shako, self-play at equal time: 57.5% over
        // 200 games against entries an earlier main-search node left, stale).
        let bases = self.cont_bases(pos.side_to_move(), ply);
        self.order(pos, ply, hash_move, &bases);
        let mut best = stand;
        let mut best_move = None;
        let ev = self.ev;
        // Delta pruning: even winning the victim cannot lift alpha.
        let futile = |pos: &Position, m: Move, alpha: i32| {
            let gain = victim_value(pos, ev, m) + m.promo.map_or(0, |k| ev.val(k));
            stand + gain + 200 <= alpha
        };
        for i in 0..n {
            let (order_score, m) =
                self.pick_unless(pos, ply, i, |p, m| !in_check && futile(p, m, alpha));
            if !in_check {
                if futile(pos, m, alpha) {
                    continue;
                }
                // Captures that lose material are not worth a look near the leaves.
                if order_score < 0 || !pos.is_legal_pseudo(m) {
                    continue;
                }
            }
            self.moved[ply] = self.cont_key(pos, m);
            let u = self.make(pos, m);
            let check = pos.is_check_after(m);
            let score = -self.qsearch(pos, -beta, -alpha, ply + 1, qd + 1, check);
            self.unmake(pos, m, &u);
            if self.aborted {
                return 0;
            }
            if raise(score, m, &mut best, &mut best_move, &mut alpha, beta) {
                break;
            }
        }
        // Quiet checks at quiescence's first ply: mating attacks on the big boards run
        // through them (a Cannon or Queen check that forks, a net closing), and the
        // captures alone leave them beyond the horizon. Only checks that do not put the
        // piece where it can be taken, and only direct ones.
        if checks && best < beta {
            let n = self.quiet_checks(pos, ply);
            for i in 0..n {
                let m = self.lists[ply][i];
                if !pos.is_legal_pseudo(m) {
                    continue;
                }
                self.moved[ply] = self.cont_key(pos, m);
                let u = self.make(pos, m);
                if !pos.is_check_after(m) {
                    self.unmake(pos, m, &u);
                    continue;
                }
                let score = -self.qsearch(pos, -beta, -alpha, ply + 1, qd + 1, true);
                self.unmake(pos, m, &u);
                if self.aborted {
                    return 0;
                }
                if raise(score, m, &mut best, &mut best_move, &mut alpha, beta) {
                    break;
                }
            }
        }
        // Depth -1, below every main-search entry, and never over one of the same position.
        if self.tt.probe(key).is_none_or(|e| e.depth < 0) {
            let flag = Self::bound_flag(best, beta, best > orig_alpha);
            self.tt
                .store(key, best_move, Self::to_tt(best, ply), -1, flag);
        }
        best
    }

    /// Into this ply's list: the quiet moves (no capture, no promotion) that land where
    /// their piece would attack the enemy King, as the piece's kind attacks from there in
    /// this position, and where no enemy attacks that square. Pseudo-legal; whether each
    /// gives check is known once it is made ([`Position::is_check_after`]).
    fn quiet_checks(&mut self, pos: &Position, ply: usize) -> usize {
        let us = pos.side_to_move();
        let king = pos.king_square(!us);
        let mut list = std::mem::take(&mut self.lists[ply]);
        pos.pseudo_legal_into(&mut list, false);
        // Check squares per kind, found when a move of that kind first asks.
        let mut known = 0u64;
        let mut origins = [eval::Squares::default(); KIND_COUNT];
        list.retain(|&m| {
            if !matches!(m.kind, MoveKind::Normal | MoveKind::MultiStep)
                || m.promo.is_some()
                || pos.is_capture(m)
            {
                return false;
            }
            let Some(p) = pos.piece_at(m.from) else {
                return false;
            };
            if p.kind == Kind::King {
                return false;
            }
            let k = p.kind.index();
            if known >> k & 1 == 0 {
                known |= 1 << k;
                let o = &mut origins[k];
                pos.attack_origins(king, us, p.kind, |s| o.set(sidx(s)));
            }
            origins[k].has(sidx(m.to)) && !pos.is_attacked(m.to, !us)
        });
        let n = list.len();
        self.lists[ply] = list;
        n
    }

    /// Alpha-beta to `depth`; `in_check` is [`Position::is_check`], known to the caller
    /// (it tested the move that led here for check).
    #[allow(clippy::too_many_arguments)]
    pub fn negamax(
        &mut self,
        pos: &mut Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv: bool,
        null_ok: bool,
        in_check: bool,
    ) -> i32 {
        if ply > 0 {
            if self.bared(pos) {
                return -(MATE - ply as i32);
            }
            if self.is_repetition(pos) {
                return 0;
            }
            let us = pos.side_to_move();
            if pos.piece_count(us) == 1 && pos.piece_count(!us) == 1 {
                return 0;
            }
            // Mate distance pruning.
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.qsearch(pos, alpha, beta, ply, 0, in_check);
        }
        self.nodes += 1;
        #[cfg(feature = "stats")]
        {
            self.stats.at_depth[(depth as usize).min(15)] += 1;
        }
        if self.check_abort() {
            return 0;
        }
        let key = self.key(pos);
        let mut hash_move = None;
        stat!(self, probes);
        if let Some(e) = self.tt.probe(key) {
            stat!(self, hits);
            hash_move = e.mv;
            if !pv && e.depth as i32 >= depth && ply > 0 {
                if let Some(s) = Self::tt_cutoff(pos, &e, ply, alpha, beta) {
                    stat!(self, tt_cuts);
                    return s;
                }
            }
        }
        // Internal iterative reduction: without a hash move the order is a guess, so a
        // ply less finds one cheaply for the next visit.
        let depth = if hash_move.is_none() && depth >= IIR_DEPTH {
            depth - 1
        } else {
            depth
        };
        let us = pos.side_to_move();
        let static_eval = if in_check { -INF } else { self.evaluate(pos) };
        // Improving: better than two plies ago (a ply in check holds -INF, which any
        // evaluation beats), so the pruning below can be bolder where it is not.
        self.static_evals[ply] = static_eval;
        let improving = !in_check && (ply < 2 || static_eval > self.static_evals[ply - 2]);
        let beta_is_mate = beta.abs() > MATE_BOUND;

        // Reverse futility: far above beta near the leaves, a quiet move will not drop it.
        // Stockfish's shape: a ply less of margin when improving (none at depth 1 then).
        if !pv
            && !in_check
            && depth <= 6
            && !beta_is_mate
            && static_eval - 120 * (depth - i32::from(improving)) >= beta
        {
            return static_eval;
        }

        // Null move. Not in check, not with only King and Pawns (zugzwang), and in Grant
        // Acedrex, where being stalemated loses, not with few pieces left either.
        if !pv
            && null_ok
            && !in_check
            && depth >= 3
            && !beta_is_mate
            && static_eval >= beta
            && (!self.stalemate_loses || pos.piece_count(us) > 5)
            && eval::has_pieces(pos, us)
        {
            stat!(self, nulls);
            self.moved[ply] = NO_CONT;
            let u = pos.make_null_move();
            // Deeper the further the evaluation is above beta.
            let r = 3 + depth / 3 + ((static_eval - beta) / 200).min(3);
            self.path.push(pos.hash());
            // Passing cannot put the other side in check: the position was legal.
            let s = -self.negamax(
                pos,
                depth - 1 - r,
                -beta,
                -beta + 1,
                ply + 1,
                false,
                false,
                false,
            );
            self.path.pop();
            pos.unmake_null_move(&u);
            if self.aborted {
                return 0;
            }
            if s >= beta {
                stat!(self, null_cuts);
                return if s > MATE_BOUND { beta } else { s };
            }
        }

        // Move generation is the expensive part, so the pruning above comes first (at
        // the price of missing a rare stalemate behind a big static advantage).
        // At the move-count limit the game is drawn unless there are no moves (mate, or a
        // stalemate that loses), so that needs the full list first.
        let at_limit = pos.halfmove_clock() >= 100 && ply > 0;
        let lazy = !in_check && !at_limit;
        let n = self.gen(pos, ply, in_check, false, lazy);
        if n == 0 {
            return self.no_moves_score(in_check, ply);
        }
        if at_limit {
            return 0;
        }
        #[cfg(feature = "stats")]
        if let Some(h) = hash_move {
            self.stats.hash_moves += 1;
            if self.lists[ply].contains(&h) {
                self.stats.hash_moves_found += 1;
            }
        }
        let bases = self.cont_bases(us, ply);
        self.order(pos, ply, hash_move, &bases);
        let tt_capture = self.tt_capture_lmr && hash_move.is_some_and(|h| pos.is_capture(h));
        // The shallow nodes' counters, when this is one.
        #[cfg(feature = "stats")]
        let shallow = (!pv && (1..=3).contains(&depth)).then_some(depth as usize);
        #[cfg(feature = "stats")]
        if let Some(d) = shallow {
            self.stats.shallow[d].nodes += 1;
        }
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        // Legal moves tried so far: the first gets the full window, late ones reductions.
        let mut i = 0;
        self.tried[ply].clear();
        for j in 0..n {
            let (order_score, m) = self.pick(pos, ply, j);
            if lazy && !pos.is_legal_pseudo(m) {
                continue;
            }
            let capture = pos.is_capture(m);
            let quiet = !capture && m.promo.is_none();
            let gain = victim_value(pos, self.ev, m);
            let ck = self.cont_key(pos, m);
            self.moved[ply] = ck;
            let mut u = self.make(pos, m);
            let gives_check = pos.is_check_after(m);
            // Extend checks, but not one that leaves a piece worth more than it took
            // where the checked side can take it: those sacrifices are mostly refuted,
            // and extending them spent the nodes the sound lines needed.
            let ext = i32::from(
                gives_check
                    && ply < 2 * self.root_depth as usize
                    && !check_hangs(pos, self.ev, m, gain),
            );
            let new_depth = depth - 1 + ext;
            let hist = if quiet {
                self.history[hist_index(us, m)] + self.cont_score(&bases, ck)
            } else {
                0
            };
            // The late-move reduction before its adjustments: the table's, a ply less or
            // more for each HIST_PER_PLY of good or bad history.
            let base_r = lmr_table(depth, i) - hist / HIST_PER_PLY;
            // Quiet moves that do not check are pruned once enough were searched (late-move
            // pruning: they are ordered behind the captures, killers and the moves with a
            // good history), near the leaves when their history is bad, and all of them
            // when the static evaluation is far below alpha at the depth the move would be
            // searched to after its reduction (futility).
            if quiet
                && !pv
                && !in_check
                && !gives_check
                && i > 0
                && depth <= LMP_DEPTH
                && best > -MATE_BOUND
            {
                let reduced = new_depth - base_r;
                let bound = static_eval + futility_margin(reduced);
                let futile = reduced < FUTILITY_DEPTH && bound <= alpha;
                let bad_history = depth <= HIST_PRUNE_DEPTH && hist < -HIST_PRUNE * depth;
                if futile || bad_history || i >= late_move_count(depth, improving) {
                    self.unmake(pos, m, &u);
                    if futile {
                        // Fail-soft: the move is worth at most the margin above the
                        // evaluation.
                        best = best.max(bound);
                    }
                    i += 1;
                    continue;
                }
            }
            // Shallow pruning by the exchange, as Stockfish's: away from the principal
            // variation, once a move has been searched, a capture that loses more than
            // SEE_CAPTURE a ply of depth, or a quiet move that puts its piece where it is
            // lost for more than the square of the depth its reduction leaves allows, is
            // not searched, nor a capture that even winning its victim cannot lift to alpha
            // at that depth (futility for captures); checks are searched. Tested after the
            // cheaper pruning above, since the exchange is counted on the position before
            // the move, which has to be unmade for it.
            if self.see_pruning
                && !pv
                && !in_check
                && !gives_check
                && i > 0
                && best > -MATE_BOUND
                && depth <= SEE_PRUNE_DEPTH
            {
                // The depth the table's reduction leaves (history aside).
                let lmr_depth = (depth - 1 - lmr_table(depth, i)).max(0);
                let futile_capture = capture
                    && m.promo.is_none()
                    && lmr_depth < FUTILITY_DEPTH
                    && static_eval + futility_margin(lmr_depth) + gain <= alpha;
                // Only captures the exchange test sent behind the quiet moves, and quiet
                // moves onto a square the enemy attacks, can lose material.
                let bound = if capture {
                    (order_score < 0).then(|| see_bound(true, depth, lmr_depth))
                } else if quiet && pos.is_attacked(m.to, pos.side_to_move()) {
                    Some(see_bound(false, depth, lmr_depth))
                } else {
                    None
                };
                if futile_capture || bound.is_some() {
                    self.unmake(pos, m, &u);
                    let prune = futile_capture
                        || bound.is_some_and(|b| exchange_loses_more(pos, self.ev, m, b));
                    if prune {
                        i += 1;
                        continue;
                    }
                    u = self.make(pos, m);
                }
            }
            #[cfg(feature = "stats")]
            if let Some(d) = shallow {
                let sh = &mut self.stats.shallow[d];
                sh.searched += 1;
                sh.losing_captures += u64::from(capture && order_score < 0);
            }
            let mut score;
            let child = |s: &mut Self, pos: &mut Position, d, lo, hi, pv| {
                -s.negamax(pos, d, lo, hi, ply + 1, pv, true, gives_check)
            };
            if i == 0 {
                score = child(self, pos, new_depth, -beta, -alpha, pv);
            } else {
                // Late-move reductions for quiet moves ordered behind the good ones (from
                // the second move on outside the principal variation), a ply less or more
                // for each HIST_PER_PLY of good or bad history, a ply more behind a capture
                // as the hash move where that pays; and for captures the
                // exchange test says lose material (ordered behind the quiet moves, with no
                // history): on the big boards a Cannon or a Queen often has several, and
                // each was searched to full depth.
                let mut r = 0;
                let reducible = (quiet && order_score < (1 << 26)) || (capture && order_score < 0);
                if depth >= 3 && (i >= 2 || !pv) && reducible && !in_check && !gives_check {
                    r = (base_r + i32::from(!improving) - i32::from(pv)
                        + i32::from(quiet && tt_capture))
                    .clamp(1, new_depth - 1);
                }
                if r > 0 {
                    stat!(self, reductions);
                }
                score = child(self, pos, new_depth - r, -alpha - 1, -alpha, false);
                if score > alpha && r > 0 {
                    stat!(self, re_searches);
                    score = child(self, pos, new_depth, -alpha - 1, -alpha, false);
                }
                if score > alpha && score < beta && pv {
                    score = child(self, pos, new_depth, -beta, -alpha, true);
                }
            }
            self.unmake(pos, m, &u);
            i += 1;
            if self.aborted {
                return 0;
            }
            if quiet && score < beta {
                self.tried[ply].push(m);
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        #[cfg(feature = "stats")]
                        {
                            if let Some(d) = shallow {
                                self.stats.shallow[d].cuts += 1;
                            }
                            let st = &mut self.stats;
                            st.cutoffs += 1;
                            st.cutoffs_first += u64::from(i == 1);
                            if Some(m) == hash_move {
                                st.cut_hash += 1;
                            } else if !quiet {
                                st.cut_capture += 1;
                            } else if self.killers[ply].contains(&Some(m)) {
                                st.cut_killer += 1;
                            } else {
                                st.cut_quiet += 1;
                            }
                        }
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(m) {
                                k[1] = k[0];
                                k[0] = Some(m);
                            }
                            // The cut-off move gains, the quiet moves tried before it lose.
                            let bonus = history_bonus(depth);
                            update_history(&mut self.history[hist_index(us, m)], bonus);
                            self.cont_update(&bases, ck, bonus);
                            let tried = std::mem::take(&mut self.tried[ply]);
                            for &q in &tried {
                                update_history(&mut self.history[hist_index(us, q)], -bonus);
                                let qk = self.cont_key(pos, q);
                                self.cont_update(&bases, qk, -bonus);
                            }
                            self.tried[ply] = tried;
                        }
                        break;
                    }
                }
            }
        }
        if i == 0 {
            // Every pseudo-legal move left the King attacked: no legal move, not in check.
            return self.no_moves_score(false, ply);
        }
        let flag = Self::bound_flag(best, beta, alpha > orig_alpha);
        // After a fail-low every score is a bound, so the highest names no better move:
        // keep the hash move the entry had.
        let mv = if flag == tt::UPPER { None } else { best_move };
        self.tt.store(key, mv, Self::to_tt(best, ply), depth, flag);
        best
    }

    /// Root search by iterative deepening.
    pub fn run(&mut self, root: &Position, limits: &Limits) -> SearchResult {
        let mut pos = root.clone();
        let mut moves = Vec::new();
        let in_check = pos.is_check();
        pos.legal_moves_known_check(&mut moves, in_check);
        if moves.iter().any(|m| limits.only.contains(m)) {
            moves.retain(|m| limits.only.contains(m));
        }
        if moves.is_empty() {
            let score = match self.no_moves_score(in_check, 0) {
                0 => Score::Cp(0),
                _ => Score::Mate(0),
            };
            return SearchResult {
                best: None,
                score,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
                elapsed: self.start.elapsed(),
            };
        }
        self.path.push(pos.hash());
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 4)
            .clamp(1, MAX_PLY as u32 - 4) as i32;
        // Order the root once by the quiet heuristics, then keep the previous best first.
        self.lists[0] = moves;
        let hm = self.tt.probe(self.key(&pos)).and_then(|e| e.mv);
        self.order(&pos, 0, hm, &[None, None]);
        self.test_all(&pos, 0);
        let mut root: Vec<(i32, Move)> = self.scored[0].clone();
        root.sort_by_key(|x| std::cmp::Reverse(x.0));
        let mut best = root[0].1;
        let mut best_score = 0;
        let mut done_depth = 0;
        let mut prev_score = 0;
        let first = (1 + (self.helper % 2) as i32).min(max_depth);
        for depth in first..=max_depth {
            self.can_abort = depth > first;
            self.root_depth = depth;
            // Aspiration window around the last score; widened on failure.
            let mut window = if depth >= 4 { ASPIRATION } else { INF };
            let (mut lo, mut hi) = if window < INF {
                (prev_score - window, prev_score + window)
            } else {
                (-INF, INF)
            };
            let result = loop {
                let r = self.root_iteration(&mut pos, &mut root, depth, lo, hi);
                if self.aborted {
                    break r;
                }
                let (s, mv) = r;
                if s <= lo && lo > -INF {
                    window *= 3;
                    lo = (s - window).max(-INF);
                } else if s >= hi && hi < INF {
                    // A move that fails high is proven better than the last best: play
                    // it if the time runs out in the re-search.
                    if let Some(m) = mv {
                        best = m;
                    }
                    window *= 3;
                    hi = (s + window).min(INF);
                } else {
                    break r;
                }
                if window > 1500 {
                    lo = -INF;
                    hi = INF;
                }
            };
            let (score, mv) = result;
            if self.aborted {
                // The unfinished iteration searches the previous best first; a move it
                // returns is that one or one proven better by a completed search.
                if let Some(m) = mv {
                    best = m;
                    best_score = score;
                }
                break;
            }
            if let Some(m) = mv {
                best = m;
            }
            best_score = score;
            prev_score = score;
            done_depth = depth as u32;
            #[cfg(feature = "stats")]
            self.stats.per_depth.push(self.nodes);
            if score.abs() > MATE_BOUND && depth > (MATE - score.abs()) + 1 {
                // A mate found and confirmed at a deeper search: more depth changes nothing.
                break;
            }
            if let Some(t) = limits.time {
                // An unfinished iteration is not wasted (it searches the best move first
                // and keeps any move proven better), so go on until the last stretch,
                // where too little of it would be searched to change anything; with a
                // fixed time a move there is nothing to save it for, so go on to the end.
                if !limits.whole_time && self.start.elapsed() * 10 > t * 7 {
                    break;
                }
            }
            if root.len() == 1 && depth >= 4 {
                break;
            }
        }
        let pv = self.extract_pv(pos.clone(), best);
        let score = if best_score > MATE_BOUND {
            Score::Mate((MATE - best_score + 1) / 2)
        } else if best_score < -MATE_BOUND {
            Score::Mate(-((MATE + best_score) / 2))
        } else {
            Score::Cp(best_score)
        };
        SearchResult {
            best: Some(best),
            score,
            depth: done_depth,
            nodes: self.nodes,
            pv,
            elapsed: self.start.elapsed(),
        }
    }

    /// One root iteration: returns the best score and move (the move only if it was
    /// fully searched, which matters when the iteration is cut short).
    #[allow(clippy::needless_range_loop)]
    fn root_iteration(
        &mut self,
        pos: &mut Position,
        root: &mut [(i32, Move)],
        depth: i32,
        lo: i32,
        hi: i32,
    ) -> (i32, Option<Move>) {
        let mut alpha = lo;
        let mut best = -INF;
        let mut best_move = None;
        self.nodes += 1;
        for i in 0..root.len() {
            // Indexed: the entry is updated after the recursive search borrows `self`.
            let m = root[i].1;
            self.moved[0] = self.cont_key(pos, m);
            let u = self.make(pos, m);
            let gives_check = pos.is_check_after(m);
            let nd = depth - 1 + i32::from(gives_check);
            let mut score;
            if i == 0 {
                score = -self.negamax(pos, nd, -hi, -alpha, 1, true, true, gives_check);
            } else {
                score = -self.negamax(pos, nd, -alpha - 1, -alpha, 1, false, true, gives_check);
                if score > alpha && score < hi && !self.aborted {
                    score = -self.negamax(pos, nd, -hi, -alpha, 1, true, true, gives_check);
                }
            }
            self.unmake(pos, m, &u);
            if self.aborted {
                break;
            }
            // Remember how each move did, for the next iteration's order.
            root[i].0 = score;
            if score > best {
                best = score;
                // A score at or below the window's floor is only a bound: such a move is
                // not proven better than any other, so it must not become the move
                // played when the time runs out before the widened search.
                if score > lo {
                    best_move = Some(m);
                }
                if score > alpha {
                    alpha = score;
                }
                if score >= hi {
                    break;
                }
            }
        }
        if !self.aborted {
            // Best first, then the rest by this iteration's scores (stable for ties).
            if let Some(bm) = best_move {
                if let Some(p) = root.iter().position(|x| x.1 == bm) {
                    root[..=p].rotate_right(1);
                }
                root[1..].sort_by_key(|x| std::cmp::Reverse(x.0));
                let key = self.key(pos);
                let flag = if best <= lo {
                    tt::UPPER
                } else if best >= hi {
                    tt::LOWER
                } else {
                    tt::EXACT
                };
                self.tt.store(key, Some(bm), best, depth, flag);
            }
        }
        (best, best_move)
    }

    /// The principal variation: the best move, then hash moves while they are legal.
    fn extract_pv(&mut self, mut pos: Position, best: Move) -> Vec<Move> {
        let mut pv = vec![best];
        pos.play(best);
        let mut seen = vec![pos.hash()];
        let mut list = Vec::new();
        while pv.len() < 32 {
            let Some(m) = self.tt.probe(self.key(&pos)).and_then(|e| e.mv) else {
                break;
            };
            pos.legal_moves_into(&mut list);
            if !list.contains(&m) {
                break;
            }
            pv.push(m);
            pos.play(m);
            if seen.contains(&pos.hash()) {
                break;
            }
            seen.push(pos.hash());
        }
        pv
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::tables;

    fn loss(id: VariantId, fen: &str, lan: &str) -> i32 {
        let pos = Position::from_fen(id, fen).unwrap();
        let m = pos.parse_lan(lan).unwrap();
        exchange_loss(&pos, tables(id), m)
    }

    /// Runs `f` with a fresh searcher (no limits, a small table) at the root of `fen`.
    fn at_root<R>(id: VariantId, fen: &str, f: impl FnOnce(&mut Searcher, Position) -> R) -> R {
        let pos = Position::from_fen(id, fen).unwrap();
        let (tt, mut evals, mut history) = (Table::new(4), EvalCache::new(), fresh_history());
        let mut cont = vec![0; cont_len(id)];
        let limits = Limits::default();
        let mut s = Searcher::new(
            &tt,
            &mut evals,
            tables(id),
            id,
            vec![],
            &mut history,
            &mut cont,
            &limits,
            0,
            0,
        );
        s.path.push(pos.hash());
        f(&mut s, pos)
    }

    /// A quiet move that cut off after a move comes first among the quiet moves the next
    /// time it answers that move, but not after another move, nor for the other side;
    /// and the quiet moves searched before it fall behind the untried ones there.
    #[test]
    fn continuation_history_orders_the_reply_that_cut_off_first() {
        let id = VariantId::Shako;
        let fen = Position::start(id).fen();
        at_root(id, &fen, |s, mut pos| {
            assert!(s.cont_n > 0);
            let first_quiet = |s: &mut Searcher, pos: &mut Position, ply: usize| {
                let mut list = std::mem::take(&mut s.lists[ply]);
                pos.legal_moves_into(&mut list);
                s.lists[ply] = list;
                let bases = s.cont_bases(pos.side_to_move(), ply);
                s.order(pos, ply, None, &bases);
                s.pick(pos, ply, 0).1
            };
            let (e4, d4) = (
                pos.parse_lan("e3e4").unwrap(),
                pos.parse_lan("d3d4").unwrap(),
            );
            s.moved[0] = s.cont_key(&pos, e4);
            let u = s.make(&mut pos, e4);
            let usual = first_quiet(s, &mut pos, 1);
            let mut replies = Vec::new();
            pos.legal_moves_into(&mut replies);
            let (tried, reply) = (replies[0], *replies.last().unwrap());
            assert_ne!(usual, reply);
            let bases = s.cont_bases(Color::Black, 1);
            let (rk, tk) = (s.cont_key(&pos, reply), s.cont_key(&pos, tried));
            s.cont_update(&bases, rk, history_bonus(6));
            s.cont_update(&bases, tk, -history_bonus(6));
            assert_eq!(first_quiet(s, &mut pos, 1), reply);
            assert!(s.cont_score(&bases, tk) < 0);
            s.unmake(&mut pos, e4, &u);
            // After another move, the usual order.
            s.moved[0] = s.cont_key(&pos, d4);
            let u = s.make(&mut pos, d4);
            assert_ne!(first_quiet(s, &mut pos, 1), reply);
            s.unmake(&mut pos, d4, &u);
            // White's entries are its own.
            assert!(s.cont_bases(Color::White, 1) != bases);
        });
    }

    /// One root iteration of `fen` at `depth` with the window (lo, hi).
    fn root_window(fen: &str, depth: i32, lo: i32, hi: i32) -> (i32, Option<Move>) {
        at_root(VariantId::Chess, fen, |s, mut pos| {
            let mut moves = Vec::new();
            pos.legal_moves_into(&mut moves);
            let mut root: Vec<(i32, Move)> = moves.into_iter().map(|m| (0, m)).collect();
            s.root_iteration(&mut pos, &mut root, depth, lo, hi)
        })
    }

    /// Quiescence of `fen` with the window (lo, hi), and the quiet checks it would try.
    fn quiesce(id: VariantId, fen: &str, lo: i32, hi: i32) -> (i32, Vec<String>) {
        at_root(id, fen, |s, mut pos| {
            let n = s.quiet_checks(&pos, 0);
            let mut checks: Vec<String> = s.lists[0][..n].iter().map(|&m| pos.lan(m)).collect();
            checks.sort();
            let in_check = pos.is_check();
            (s.qsearch(&mut pos, lo, hi, 0, 0, in_check), checks)
        })
    }

    /// Whether shallow pruning by the exchange leaves out `lan` in `fen` (chess) at `depth`
    /// (a capture) or `lmr_depth` (a quiet move).
    fn exchange_prunes(fen: &str, lan: &str, depth: i32, lmr_depth: i32) -> bool {
        let pos = Position::from_fen(VariantId::Chess, fen).unwrap();
        let m = pos.parse_lan(lan).unwrap();
        let bound = see_bound(pos.is_capture(m), depth, lmr_depth);
        exchange_loses_more(&pos, tables(VariantId::Chess), m, bound)
    }

    #[test]
    fn moves_that_lose_material_by_the_exchange_are_pruned_near_the_leaves() {
        let t = tables(VariantId::Chess);
        let (p, n, r) = (t.val(Kind::Pawn), t.val(Kind::Knight), t.val(Kind::Rook));
        // The Knight steps where the e5 Pawn takes it: it loses a Knight, so it is left
        // out wherever the depth its reduction leaves allows less, and searched beyond.
        let fen = "4k3/8/8/4p3/8/8/2N5/4K3 w - - 0 1";
        let last = (1..20)
            .take_while(|&d| see_bound(false, 0, d) < n)
            .last()
            .unwrap();
        assert!(last >= 4, "{last}");
        assert!(exchange_prunes(fen, "c2d4", 0, 1));
        assert!(exchange_prunes(fen, "c2d4", 0, last));
        assert!(!exchange_prunes(fen, "c2d4", 0, last + 1));
        // A safe square is never pruned, at any depth.
        assert!(!exchange_prunes(fen, "c2b4", 0, 0));
        // The Rook takes a Pawn the d6 Pawn guards: it loses the Rook for a Pawn, pruned
        // while that is more than SEE_CAPTURE a ply.
        let fen = "4k3/8/3p4/4p3/8/8/8/4RK2 w - - 0 1";
        let depth = (r - p - 1) / SEE_CAPTURE;
        assert!(exchange_prunes(fen, "e1e5", depth, 0));
        assert!(!exchange_prunes(fen, "e1e5", depth + 1, 0));
        // Without the guard the capture wins a Pawn and is searched.
        let fen = "4k3/8/8/4p3/8/8/8/4RK2 w - - 0 1";
        assert!(!exchange_prunes(fen, "e1e5", 1, 0));
    }

    #[test]
    fn quiescence_finds_a_mate_by_a_quiet_check() {
        // Back-rank mate, Ra8#: no capture anywhere, so the captures alone stand pat.
        let fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
        let (score, checks) = quiesce(VariantId::Chess, fen, -INF, INF);
        assert_eq!(checks, ["a1a8"]);
        assert!(score > MATE_BOUND, "{score}");
        // Shako: the Cannon goes to e3 and checks over the Pawn on e9; the King is boxed
        // in by its own men, and a Pawn step to e8 leaves one screen all the same.
        let fen = "3rkb4/3ppp4/10/10/10/10/10/C9/10/5K4 w - - 0 1";
        let (score, checks) = quiesce(VariantId::Shako, fen, -INF, INF);
        assert_eq!(checks, ["a3e3"]);
        assert!(score > MATE_BOUND, "{score}");
        // Without the screen the same move is no check, and nothing is tried.
        let fen = "3rkb4/3p1p4/10/10/10/10/10/C9/10/5K4 w - - 0 1";
        let (score, checks) = quiesce(VariantId::Shako, fen, -INF, INF);
        assert!(checks.is_empty(), "{checks:?}");
        assert!(score < MATE_BOUND);
    }

    /// Quiescence records the capture or quiet check it plays at each ply, so that the
    /// replies below it (evasions) are ordered by the continuation entries after it.
    #[test]
    fn quiescence_records_its_moves_for_the_replies_continuation_history() {
        let id = VariantId::Shako;
        for (fen, lan) in [
            // The one capture: the Rook takes the Pawn.
            ("9k/10/10/10/4p5/10/10/10/4R5/9K w - - 0 1", "e2e6"),
            // No capture; the one quiet check (the Cannon over the Pawn).
            ("3rkb4/3ppp4/10/10/10/10/10/C9/10/5K4 w - - 0 1", "a3e3"),
        ] {
            at_root(id, fen, |s, mut pos| {
                let m = pos.parse_lan(lan).unwrap();
                let key = s.cont_key(&pos, m);
                assert_ne!(key, NO_CONT);
                assert_ne!(s.moved[0], key);
                // A window the capture reaches, so that no quiet check is tried after it.
                let beta = s.evaluate(&pos) + 1;
                let in_check = pos.is_check();
                s.qsearch(&mut pos, -INF, beta, 0, 0, in_check);
                assert_eq!(s.moved[0], key, "{fen}");
            });
        }
    }

    #[test]
    fn quiescence_tries_only_checks_to_unguarded_squares() {
        // Ra8+ would land on a square the Rook on b8 guards; Re1 and the other quiet
        // moves give no check.
        let fen = "1r4k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
        let (score, checks) = quiesce(VariantId::Chess, fen, -INF, INF);
        assert!(checks.is_empty(), "{checks:?}");
        assert!(score < MATE_BOUND);
    }

    #[test]
    fn captures_tested_when_picked_come_in_the_order_testing_them_first_gives() {
        // A Queen taking a Pawn a Pawn defends (loses), a Pawn taking a Knight, a Knight
        // taking a loose Bishop; then a middle game with captures of both kinds.
        let fens = [
            "7k/1p6/2p5/2n3b1/1P2Q3/5N2/8/R3K3 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        ];
        for fen in fens {
            let (picked, expected) = at_root(VariantId::Chess, fen, |s, mut pos| {
                let n = s.gen(&mut pos, 0, false, false, false);
                s.order(&pos, 0, None, &[None, None]);
                s.test_all(&pos, 0);
                // Up front: every capture tested, then picked by the selection sort as before.
                let mut expected = s.scored[0].clone();
                for i in 0..n {
                    let mut best = i;
                    for j in i + 1..n {
                        if expected[j].0 > expected[best].0 {
                            best = j;
                        }
                    }
                    expected.swap(i, best);
                }
                s.order(&pos, 0, None, &[None, None]);
                let picked: Vec<(i32, Move)> = (0..n).map(|i| s.pick(&pos, 0, i)).collect();
                (picked, expected)
            });
            assert_eq!(picked, expected, "{fen}");
            assert!(
                picked.iter().any(|&(score, _)| score < 0),
                "{fen}: a losing capture is among them"
            );
        }
    }

    #[test]
    fn a_root_iteration_that_fails_low_names_no_move() {
        // White is a Rook up: every move scores far below a window at +30 Queens, so no
        // move is proven better than another, and none may be played if the time runs
        // out before the window is widened (it used to return whichever bound was highest).
        let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        let (score, mv) = root_window(fen, 3, 9000, 9100);
        assert!(score <= 9000);
        assert_eq!(mv, None);
        // With a window around the true score the best move is named.
        let (score, mv) = root_window(fen, 3, -INF, INF);
        assert!(score > 300);
        assert!(mv.is_some());
    }

    fn hangs(fen: &str, lan: &str) -> bool {
        let id = VariantId::Chess;
        let mut pos = Position::from_fen(id, fen).unwrap();
        let m = pos.parse_lan(lan).unwrap();
        let gain = victim_value(&pos, tables(id), m);
        pos.play(m);
        assert!(pos.is_check(), "{lan} gives check");
        check_hangs(&pos, tables(id), m, gain)
    }

    #[test]
    fn checks_that_hang_a_piece_are_told_apart() {
        // Qd7+ next to the King: it is taken for nothing.
        assert!(hangs("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d7"));
        // Qa4+ from afar: safe.
        assert!(!hangs("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1a4"));
        // Qxh5+ takes a Rook but the Knight on f6 takes the Queen back.
        assert!(hangs("4k3/8/5n2/7r/8/8/8/3QK3 w - - 0 1", "d1h5"));
        // Qxh5+ takes a Queen: even if it is taken back, the trade is even.
        assert!(!hangs("4k3/8/5n2/7q/8/8/8/3QK3 w - - 0 1", "d1h5"));
    }

    fn see_of(id: VariantId, fen: &str, lan: &str) -> Option<i32> {
        let pos = Position::from_fen(id, fen).unwrap();
        let m = pos.parse_lan(lan).unwrap();
        see(&pos, tables(id), m)
    }

    /// Reductions grow with depth and with the move's place, never shrink; the schedule
    /// of late-move pruning doubles when the position is improving.
    #[test]
    fn reductions_and_move_counts_follow_their_schedules() {
        assert_eq!(lmr_table(3, 0), 0);
        assert_eq!(lmr_table(3, 2), 0);
        assert_eq!(lmr_table(3, 3), 1);
        assert_eq!(lmr_table(6, 10), 2);
        assert_eq!(lmr_table(8, 40), 4);
        for d in 1..63 {
            for i in 1..63 {
                assert!(lmr_table(d + 1, i) >= lmr_table(d, i));
                assert!(lmr_table(d, i + 1) >= lmr_table(d, i));
            }
        }
        assert_eq!(
            (1..=6)
                .map(|d| late_move_count(d, false))
                .collect::<Vec<_>>(),
            [2, 3, 6, 9, 14, 19]
        );
        assert_eq!(late_move_count(2, true), 7);
    }

    #[test]
    fn static_exchange_in_chess() {
        let ev = tables(VariantId::Chess);
        let (p, n, r) = (ev.val(Kind::Pawn), ev.val(Kind::Knight), ev.val(Kind::Rook));
        let c = VariantId::Chess;
        // The Rook takes a Pawn the Pawn d6 defends.
        let fen = "4k3/8/3p4/4p3/8/8/8/4RK2 w - - 0 1";
        assert_eq!(see_of(c, fen, "e1e5"), Some(p - r));
        // Undefended: the Pawn is won.
        assert_eq!(
            see_of(c, "4k3/8/8/4p3/8/8/8/4RK2 w - - 0 1", "e1e5"),
            Some(p)
        );
        // Doubled Rooks against one defending Rook: the second Rook takes back (x-ray),
        // so the Pawn is won; with one Rook it is lost.
        let doubled = "4r1k1/8/8/4p3/8/8/4R3/4RK2 w - - 0 1";
        assert_eq!(see_of(c, doubled, "e2e5"), Some(p));
        let single = "4r1k1/8/8/4p3/8/8/4R3/5K2 w - - 0 1";
        assert_eq!(see_of(c, single, "e2e5"), Some(p - r));
        // A Pawn takes a defended Knight: a Knight for a Pawn.
        let fen = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1";
        assert_eq!(see_of(c, fen, "d4e5"), Some(n - p));
        // The King d6 cannot take the Knight back: the Rook e1 covers e5.
        let fen = "8/8/3k4/4p3/8/5N2/8/4R1K1 w - - 0 1";
        assert_eq!(see_of(c, fen, "f3e5"), Some(p));
        // Without the Rook it can, and the Knight is lost for the Pawn.
        let fen = "8/8/3k4/4p3/8/5N2/8/6K1 w - - 0 1";
        assert_eq!(see_of(c, fen, "f3e5"), Some(p - n));
        // A quiet move is no exchange: it risks the piece when the square is attacked.
        let fen = "k7/8/3p4/8/8/8/8/4RK2 w - - 0 1";
        assert_eq!(see_of(c, fen, "e1e5"), Some(-r));
    }

    #[test]
    fn static_exchange_with_fairy_pieces() {
        let sh = tables(VariantId::Shako);
        let s = VariantId::Shako;
        let (p, r, c) = (sh.val(Kind::Pawn), sh.val(Kind::Rook), sh.val(Kind::Cannon));
        // The Cannon e9 defends e6 over the Pawn e8.
        let screened = "9k/4c5/4p5/10/4p5/10/10/10/4R5/9K w - - 0 1";
        assert_eq!(see_of(s, screened, "e2e6"), Some(p - r));
        let open = "9k/4c5/10/10/4p5/10/10/10/4R5/9K w - - 0 1";
        assert_eq!(see_of(s, open, "e2e6"), Some(p));
        // The Rook e2 is the screen of the Cannon e1 behind it: the Rook takes, the Rook
        // e9 takes back, and the Cannon, its screen gone, cannot.
        let fen = "9k/4r5/10/10/4p5/10/10/10/4R5/4C4K w - - 0 1";
        assert_eq!(see_of(s, fen, "e2e6"), Some(p - r));
        // The Cannon takes first, over the Rook: the Rook e9 does not take it, as the
        // Rook e2 would take back (a Rook for a Cannon).
        assert!(c < r);
        assert_eq!(see_of(s, fen, "e1e6"), Some(p));
        // An Elephant g8 defends e6 by its two-square diagonal leap.
        let fen = "9k/10/6e3/10/4p5/10/10/10/4R5/9K w - - 0 1";
        assert_eq!(see_of(s, fen, "e2e6"), Some(p - r));
        // Perfect 12: the Gryphon d9 defends e6 (a step to e8, then down the file);
        // with e8 taken the way is shut.
        let g = VariantId::Perfect12;
        let pv = tables(g).val(Kind::Pawn);
        let rv = tables(g).val(Kind::Rook);
        let fen = "11k/12/12/3g8/12/12/4p7/12/12/12/12/4R6K w - - 0 1";
        assert_eq!(see_of(g, fen, "e1e6"), Some(pv - rv));
        let fen = "11k/12/12/3g8/4p7/12/4p7/12/12/12/12/4R6K w - - 0 1";
        assert_eq!(see_of(g, fen, "e1e6"), Some(pv));
        // A Lion among the defenders: the exchange is unknown.
        let fen = "11k/12/12/12/4l7/12/4p7/12/12/12/12/4R6K w - - 0 1";
        assert_eq!(see_of(g, fen, "e1e6"), None);
    }

    #[test]
    fn exchange_loss_of_captures() {
        let ev = tables(VariantId::Chess);
        let (q, p) = (ev.val(Kind::Queen), ev.val(Kind::Pawn));
        // The Queen takes a Pawn the Pawn d6 defends: it risks the Queen for a Pawn.
        let defended = "4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1";
        assert_eq!(loss(VariantId::Chess, defended, "e1e5"), q - p);
        // Undefended, or the Pawn taking the Queen: nothing lost.
        assert_eq!(
            loss(VariantId::Chess, "4k3/8/8/4p3/8/8/8/4QK2 w - - 0 1", "e1e5"),
            0
        );
        assert_eq!(
            loss(
                VariantId::Chess,
                "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1",
                "e4d5"
            ),
            0
        );
        // Shako: the Cannon e9 defends e6 by hopping the Pawn e8; without that screen the
        // Rook's capture is safe.
        let sh = tables(VariantId::Shako);
        let screened = "9k/4c5/4p5/10/4p5/10/10/10/4R5/9K w - - 0 1";
        assert_eq!(
            loss(VariantId::Shako, screened, "e2e6"),
            sh.val(Kind::Rook) - sh.val(Kind::Pawn)
        );
        let open = "9k/4c5/10/10/4p5/10/10/10/4R5/9K w - - 0 1";
        assert_eq!(loss(VariantId::Shako, open, "e2e6"), 0);
    }
}
