//! Tuning the evaluation from games (Texel's method).
//!
//! 1. Self-play: the engine plays itself at a fixed node count from seeded random
//!    openings; every quiet position of every game (side to move not in check, and no
//!    capture sequence changes the static evaluation) is kept with the game's result.
//!    Or a teacher: an outside UCI engine (Fairy-Stockfish for chess and Shako) plays
//!    itself instead ([`teacher_play`]), and its quiet positions (not in check, and the
//!    teacher's move there is no capture) are kept; a stronger player's results say more
//!    about a position than our own games do.
//! 2. The scale `K` that best maps evaluations to results, `1 / (1 + 10^(-K·e/400))`, is
//!    fitted to the starting weights.
//! 3. Coordinate descent: each weight but the Rook's value (500, the scale) in turn is
//!    moved up or down by a step while that lowers the mean squared difference between
//!    predicted and actual results; the steps shrink when no move helps.
//!
//! The weights found are written as a file for `engine/params/`, whose header says how
//! they were made.

use crate::eval::{self, EvalTables};
use crate::search::{fresh_history, Searcher, INF};
use crate::tt::{EvalCache, Table};
use crate::weights::Weights;
use crate::{Engine, Limits};
use acedrex_rules::{Color, Game, Kind, Outcome, Position, VariantId};

/// How the training games are played.
#[derive(Copy, Clone, Debug)]
pub struct SelfPlay {
    pub games: u32,
    /// Search nodes per move.
    pub nodes: u64,
    pub seed: u64,
    /// Random plies that open each game.
    pub random_plies: usize,
}

/// A quiet position and the result of its game for White (1, ½, 0).
#[derive(Clone, Debug)]
pub struct Sample {
    pub position: Position,
    pub result: f64,
}

/// Games longer than this are scored as draws.
const MAX_PLIES: usize = 400;

/// Plays the training games and returns their quiet positions.
pub fn self_play(id: VariantId, plan: &SelfPlay, mut report: impl FnMut(&str)) -> Vec<Sample> {
    let mut engine = Engine::new(16);
    let (table, mut evals, mut history) = (Table::new(1), EvalCache::new(), fresh_history());
    // One quiescence searcher for every position (it keeps no state between them).
    let mut quiet = Searcher::new(
        &table,
        &mut evals,
        eval::tables(id),
        id,
        Vec::new(),
        &mut history,
        &mut [],
        &Limits::default(),
        0,
        0,
    );
    let limits = Limits {
        nodes: Some(plan.nodes),
        ..Limits::default()
    };
    let mut samples = Vec::new();
    for g in 0..plan.games {
        let mut z = crate::search::mix(plan.seed ^ crate::search::mix(g as u64));
        engine.new_game();
        let mut game = Game::new(id);
        let mut hashes = vec![game.position().hash()];
        let mut seen = Vec::new();
        while !game.is_over() && game.moves().len() < MAX_PLIES {
            let pos = game.position().clone();
            let m = if game.moves().len() < plan.random_plies {
                crate::matchplay::random_move(&pos, &mut z)
            } else {
                if is_quiet(&pos, &mut quiet) {
                    seen.push(pos.clone());
                }
                engine.search(&pos, &hashes, &limits, 8).best
            };
            let Some(m) = m else { break };
            if game.play(m).is_err() {
                break;
            }
            hashes.push(game.position().hash());
        }
        keep_game(g, &game, seen, &mut samples, &mut report);
    }
    samples
}

/// Labels a finished game's positions with its result for White and reports the game.
fn keep_game(
    g: u32,
    game: &Game,
    seen: Vec<Position>,
    samples: &mut Vec<Sample>,
    report: &mut impl FnMut(&str),
) {
    let result = match game.result().map(|r| r.outcome) {
        Some(Outcome::Win(Color::White)) => 1.0,
        Some(Outcome::Win(Color::Black)) => 0.0,
        _ => 0.5,
    };
    report(&format!(
        "game {}: {} plies, {} for White, {} quiet positions",
        g + 1,
        game.moves().len(),
        result,
        seen.len()
    ));
    samples.extend(seen.into_iter().map(|position| Sample { position, result }));
}

/// How an outside engine's training games are played.
#[derive(Clone, Debug)]
pub struct Teacher {
    /// The UCI engine's command (program and arguments, split at spaces).
    pub command: String,
    /// Its time a move.
    pub movetime: std::time::Duration,
    pub games: u32,
    pub seed: u64,
    /// Random plies that open each game.
    pub random_plies: usize,
}

/// A teacher's positions are kept from this ply on: the random opening and the moves
/// right after it are not the teacher's idea of a position.
const TEACHER_FIRST_PLY: usize = 10;

/// The teacher plays itself `plan.games` times (it is told the game's variant by its
/// `UCI_Variant` option); our rules check every move and decide how each game ends. Keeps
/// each position where the side to move is not in check and the teacher's move is no
/// capture, with the game's result.
pub fn teacher_play(
    id: VariantId,
    plan: &Teacher,
    mut report: impl FnMut(&str),
) -> Result<Vec<Sample>, crate::xboard::XboardError> {
    use crate::xboard::{Answer, XboardError};
    let mut teacher = crate::ucienemy::UciEngine::start(&plan.command, plan.movetime)?;
    let mut samples = Vec::new();
    for g in 0..plan.games {
        let mut z = crate::search::mix(plan.seed ^ crate::search::mix(g as u64));
        teacher.new_game(&id.to_string())?;
        let mut game = Game::new(id);
        let mut seen = Vec::new();
        while !game.is_over() && game.moves().len() < MAX_PLIES {
            let pos = game.position().clone();
            let m = if game.moves().len() < plan.random_plies {
                let Some(m) = crate::matchplay::random_move(&pos, &mut z) else {
                    break;
                };
                teacher.tell(&pos.lan(m));
                m
            } else {
                let text = match teacher.think()? {
                    Answer::Move(text) => text,
                    // It sees no move (or resigns): our rules score the game as it stands.
                    _ => break,
                };
                let m = pos
                    .parse_lan(&text)
                    .map_err(|e| XboardError::IllegalMove(format!("`{text}`: {e}")))?;
                if game.moves().len() >= TEACHER_FIRST_PLY && !pos.is_check() && !pos.is_capture(m)
                {
                    seen.push(pos.clone());
                }
                m
            };
            game.play(m)
                .map_err(|e| XboardError::IllegalMove(format!("{}: {e}", pos.lan(m))))?;
        }
        keep_game(g, &game, seen, &mut samples, &mut report);
    }
    Ok(samples)
}

/// Labels each sample with the teacher's opinion instead of its game's result: the
/// teacher (a UCI engine playing `id` by `UCI_Variant`) searches the position to `depth`,
/// and its score `s` for White becomes the expected result `1 / (1 + 10^(-s/250))`. A
/// strong engine's score says more about a position than the one result of its game
/// (every position of a game gets the same label, whatever happened after it). Positions
/// it gives no score for are dropped.
pub fn teacher_label(
    id: VariantId,
    command: &str,
    depth: u32,
    samples: &[Sample],
    mut report: impl FnMut(&str),
) -> Result<Vec<Sample>, crate::xboard::XboardError> {
    let mut teacher = crate::ucienemy::UciEngine::start(command, std::time::Duration::ZERO)?;
    teacher.new_game(&id.to_string())?;
    let mut out = Vec::with_capacity(samples.len());
    for (i, s) in samples.iter().enumerate() {
        let fen = s.position.fen();
        let Some(cp) = teacher.score_at_depth(&fen, depth)? else {
            continue;
        };
        let white = if s.position.side_to_move() == Color::White {
            cp
        } else {
            -cp
        };
        out.push(Sample {
            position: s.position.clone(),
            result: expected_result(white),
        });
        if (i + 1) % 1000 == 0 {
            report(&format!(
                "{} of {} positions labelled",
                i + 1,
                samples.len()
            ));
        }
    }
    Ok(out)
}

/// A teacher's score for White (centipawns) as an expected result, to four places.
pub fn expected_result(white_cp: i32) -> f64 {
    let p = 1.0 / (1.0 + 10f64.powf(-f64::from(white_cp) / 250.0));
    (p * 10_000.0).round() / 10_000.0
}

/// Samples as text, one per line: the result for White (`1`, `0.5`, `0`, or a teacher's
/// expected result between them, see [`teacher_label`]), a space, and
/// the position text. `acedrex tune --save-positions` writes it, `--positions` reads it, so
/// one set of games can serve several tuning runs.
pub fn samples_to_text(samples: &[Sample]) -> String {
    samples
        .iter()
        .map(|s| format!("{} {}\n", s.result, s.position.fen()))
        .collect()
}

/// Reads [`samples_to_text`]'s format; an error names the line.
pub fn samples_from_text(id: VariantId, text: &str) -> Result<Vec<Sample>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, line)| {
            let (result, fen) = line
                .trim()
                .split_once(' ')
                .ok_or_else(|| format!("line {}: expected `RESULT FEN`", n + 1))?;
            // A game's result, or a teacher's expected one (`teacher_label`).
            let result = match result.parse::<f64>() {
                Ok(r) if (0.0..=1.0).contains(&r) => r,
                _ => {
                    return Err(format!(
                        "line {}: `{result}` is not a result from 0 to 1",
                        n + 1
                    ))
                }
            };
            let position =
                Position::from_fen(id, fen).map_err(|e| format!("line {}: {e}", n + 1))?;
            Ok(Sample { position, result })
        })
        .collect()
}

/// Not in check, and the quiescence search agrees with the static evaluation.
fn is_quiet(pos: &Position, s: &mut Searcher) -> bool {
    if pos.is_check() {
        return false;
    }
    let stand = eval::evaluate(pos, eval::tables(pos.variant().id));
    let mut p = pos.clone();
    s.qsearch(&mut p, -INF, INF, 0, 0, false) == stand
}

/// Mean squared error of the predictions of `tables` with scale `k`, on both cores.
fn loss(samples: &[Sample], tables: &EvalTables, k: f64) -> f64 {
    let part = |chunk: &[Sample]| -> f64 {
        chunk
            .iter()
            .map(|s| {
                let e = eval::evaluate(&s.position, tables) as f64;
                let white = if s.position.side_to_move() == Color::White {
                    e
                } else {
                    -e
                };
                let p = 1.0 / (1.0 + 10f64.powf(-k * white / 400.0));
                (s.result - p) * (s.result - p)
            })
            .sum()
    };
    let half = samples.len() / 2;
    let (a, b) = samples.split_at(half);
    let total = std::thread::scope(|sc| {
        let h = sc.spawn(|| part(a));
        // A panic in the other half is a bug to report, not half a loss to use.
        part(b) + h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))
    });
    total / samples.len().max(1) as f64
}

/// What tuning found.
#[derive(Clone, Debug)]
pub struct Tuned {
    pub weights: Weights,
    pub k: f64,
    pub loss_before: f64,
    pub loss_after: f64,
    /// Weights that changed: (name, before, after).
    pub changed: Vec<(String, i32, i32)>,
    /// With `psq` in `only`: the piece-square fit's error on the positions it held out
    /// (before, after), see [`fit_psq`].
    pub held_out: Option<(f64, f64)>,
}

/// The indices of the entries of [`Weights::entries`] a fit may move: all but the
/// Rook's anchor, or those whose names start with one of `only` when it is not empty.
pub(crate) fn free_entries(id: VariantId, start: &Weights, only: &[String]) -> Vec<usize> {
    start
        .entries(id)
        .iter()
        .enumerate()
        .filter(|(i, (name, _))| {
            !Weights::is_anchor(id, *i)
                && (only.is_empty() || only.iter().any(|p| name.starts_with(p.as_str())))
        })
        .map(|(i, _)| i)
        .collect()
}

/// The weights a fit changed: (name, before, after).
pub(crate) fn changes(id: VariantId, start: &Weights, end: &Weights) -> Vec<(String, i32, i32)> {
    start
        .entries(id)
        .into_iter()
        .zip(end.entries(id))
        .filter(|((_, a), (_, b))| a != b)
        .map(|((name, a), (_, b))| (name, a, b))
        .collect()
}

/// Texel's coordinate descent from `start` over `samples`.
/// Only the weights whose names start with one of `only` move (all when it is empty);
/// `psq` among them fits the piece-square tables afterwards ([`fit_psq`]).
pub fn tune(
    id: VariantId,
    samples: &[Sample],
    start: &Weights,
    passes: u32,
    only: &[String],
    mut report: impl FnMut(&str),
) -> Tuned {
    let loss_of = |w: &Weights, k: f64| loss(samples, &eval::build(id, w), k);
    // K: a scan, then a finer one around the best.
    let mut k = 1.0;
    let mut best_k_loss = f64::INFINITY;
    for step in [0.1, 0.01] {
        let centre = k;
        for i in -10..=10 {
            let kk = centre + i as f64 * step;
            if kk <= 0.0 {
                continue;
            }
            let l = loss_of(start, kk);
            if l < best_k_loss {
                best_k_loss = l;
                k = kk;
            }
        }
    }
    report(&format!("K = {k:.2}, loss {best_k_loss:.6}"));
    let mut w = start.clone();
    let mut best = best_k_loss;
    let free = free_entries(id, start, only);
    for divisor in [4, 16, 64] {
        for pass in 0..passes {
            let mut improved = false;
            for &i in &free {
                let x = w.entries(id)[i].1;
                let step = (x.abs() / divisor).max(1);
                for delta in [step, -step] {
                    let mut trial = w.clone();
                    trial.set(id, i, x + delta);
                    let l = loss_of(&trial, k);
                    if l < best {
                        best = l;
                        w = trial;
                        improved = true;
                        break;
                    }
                }
            }
            report(&format!(
                "steps 1/{divisor}, pass {}: loss {best:.6}",
                pass + 1
            ));
            if !improved {
                break;
            }
        }
    }
    let changed = changes(id, start, &w);
    let mut held_out = None;
    if let Some(shape) = PsqShape::from_only(only) {
        let fit = fit_psq(id, samples, &w, k, shape, &mut report);
        held_out = Some(fit.held_out);
        w = fit.weights;
        best = loss_of(&w, k);
    }
    Tuned {
        weights: w,
        k,
        loss_before: best_k_loss,
        loss_after: best,
        changed,
        held_out,
    }
}

/// How free the fitted piece-square tables are.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PsqShape {
    /// A number for each kind, square and phase.
    Square,
    /// A number for each kind, rank and phase plus one for each kind, file and phase: a
    /// tenth as many numbers on 10×10, each shown by many more positions.
    RankFile,
    /// A number for each kind, rank and phase: how a piece's worth grows as it advances.
    Rank,
    /// A number for each kind and phase, the same on every square: what a piece is worth
    /// in the middle game and in the ending apart (the piece values are one number each).
    Kind,
}

impl PsqShape {
    /// The shape `--only` asks for (`psq`, `psq.rank-file`, `psq.rank`, `psq.kind`), if any.
    pub fn from_only(only: &[String]) -> Option<PsqShape> {
        [
            ("psq.rank-file", PsqShape::RankFile),
            ("psq.rank", PsqShape::Rank),
            ("psq.kind", PsqShape::Kind),
            ("psq", PsqShape::Square),
        ]
        .into_iter()
        .find(|(name, _)| only.iter().any(|p| p == name))
        .map(|(_, shape)| shape)
    }

    /// How many numbers are fitted.
    pub(crate) fn len(self) -> usize {
        use crate::weights::PSQ_LEN;
        match self {
            PsqShape::Square => PSQ_LEN,
            PsqShape::RankFile => acedrex_rules::KIND_COUNT * 2 * 24,
            PsqShape::Rank => acedrex_rules::KIND_COUNT * 2 * 12,
            PsqShape::Kind => acedrex_rules::KIND_COUNT * 2,
        }
    }

    /// The fitted numbers that table entry `j` is the sum of: the entry itself, or a rank
    /// part plus a file part per kind and phase (laid out the frame's 12 ranks then its
    /// 12 files), a rank part, or a kind's part.
    pub(crate) fn parts(self, j: usize) -> [Option<usize>; 2] {
        let (kind, sq, eg) = crate::weights::psq_entry(j);
        let b = kind * 2 + usize::from(eg);
        match self {
            PsqShape::Square => [Some(j), None],
            PsqShape::RankFile => [Some(b * 24 + sq / 12), Some(b * 24 + 12 + sq % 12)],
            PsqShape::Rank => [Some(b * 12 + sq / 12), None],
            PsqShape::Kind => [Some(b), None],
        }
    }
}

/// The piece-square table entries of `pos`'s pieces with their factors in its evaluation
/// for `side`: ± the middle game's share of the phase for the middle game's entry, ± the
/// rest for the ending's (+ for `side`'s pieces).
pub(crate) fn psq_features(
    pos: &Position,
    t: &eval::EvalTables,
    side: Color,
    out: &mut Vec<(u32, f32)>,
) {
    use crate::weights::psq_index;
    let height = pos.variant().height as usize;
    let phase = eval::phase(pos, t) as f32 / 256.0;
    // Not the King: where it stands follows from who is winning as much as it decides it
    // (a winning King walks up the board), and its own terms place it.
    for (sq, p) in pos.pieces().filter(|(_, p)| p.kind != Kind::King) {
        let (f, r) = (sq.file() as usize, sq.rank() as usize);
        let rel = if p.color == Color::White {
            r
        } else {
            height - 1 - r
        };
        let sign = if p.color == side { 1.0 } else { -1.0 };
        let i = rel * 12 + f;
        out.push((psq_index(p.kind, i, false) as u32, sign * phase));
        out.push((psq_index(p.kind, i, true) as u32, sign * (1.0 - phase)));
    }
}

/// Adam (rate 1, the usual decays) for `steps` steps from 0 on a loss whose gradient
/// `grad` gives, plus `l2` times the sum of squares; only the numbers marked in `fitted`
/// move (the fits' tables leave the parts that too few positions show at 0).
pub(crate) fn adam(
    steps: i32,
    l2: f64,
    fitted: &[bool],
    mut grad: impl FnMut(&[f64]) -> Vec<f64>,
) -> Vec<f64> {
    let n = fitted.len();
    let mut x = vec![0.0; n];
    let (mut m1, mut m2) = (vec![0.0; n], vec![0.0; n]);
    let (rate, b1, b2) = (1.0, 0.9f64, 0.999f64);
    for step in 1..=steps {
        let g = grad(&x);
        for j in (0..n).filter(|&j| fitted[j]) {
            let gj = g[j] + 2.0 * l2 * x[j];
            m1[j] = b1 * m1[j] + (1.0 - b1) * gj;
            m2[j] = b2 * m2[j] + (1.0 - b2) * gj * gj;
            let mh = m1[j] / (1.0 - b1.powi(step));
            let vh = m2[j] / (1.0 - b2.powi(step));
            x[j] -= rate * mh / (vh.sqrt() + 1e-12);
        }
    }
    x
}

/// What [`fit_psq`] found.
pub struct PsqFit {
    /// The weights with the fitted tables.
    pub weights: Weights,
    /// The error on the held-out positions (the last tenth) before and after.
    pub held_out: (f64, f64),
}

/// Fits the piece-square tables (a bonus per kind and square, for the middle game and the
/// ending, blended by phase as the evaluation does; as `shape` says) on top of the rest of
/// `start`'s evaluation, by gradient descent (Adam) on the same error as [`tune`] with
/// scale `k`. The King has no table here, and an entry few positions show stays put.
/// The first nine tenths of the samples are learnt from and the last tenth (other games,
/// as samples come a game at a time) only measured; of a few strengths of pull towards the
/// starting tables (0 when `start` has none), the one best on the held-out tenth
/// is kept, and the tables are fitted again on all positions with it.
pub fn fit_psq(
    id: VariantId,
    samples: &[Sample],
    start: &Weights,
    k: f64,
    shape: PsqShape,
    mut report: impl FnMut(&str),
) -> PsqFit {
    use crate::weights::PSQ_LEN;
    let mut base_weights = start.clone();
    base_weights.psq = Vec::new();
    let tables = eval::build(id, &base_weights);
    // Per sample: the rest of the evaluation for White, and its table entries with
    // their factors (± the phase's share).
    let mut base = Vec::with_capacity(samples.len());
    let mut offsets = vec![0usize];
    let mut feats: Vec<(u32, f32)> = Vec::new();
    for s in samples {
        let e = eval::evaluate(&s.position, &tables) as f64;
        base.push(if s.position.side_to_move() == Color::White {
            e
        } else {
            -e
        });
        psq_features(&s.position, &tables, Color::White, &mut feats);
        offsets.push(feats.len());
    }
    // How much of the data shows each entry (its factors summed): an entry shown in
    // fewer than one position in a hundred is not fitted. Held-out error cannot see the
    // harm of such an entry (it is as rare there), but the search finds it: a King bonus
    // fitted on a few dozen positions draws the King up the board in every game.
    let mut seen = vec![0.0f64; PSQ_LEN];
    for &(j, x) in &feats {
        seen[j as usize] += f64::from(x.abs());
    }
    let min_seen = samples.len() as f64 / 100.0;
    let initial: Vec<f64> = if start.psq.is_empty() {
        vec![0.0; PSQ_LEN]
    } else {
        start.psq.iter().map(|&x| f64::from(x)).collect()
    };
    let c = k * std::f64::consts::LN_10 / 400.0;
    let predict = |theta: &[f64], i: usize| -> f64 {
        let extra: f64 = feats[offsets[i]..offsets[i + 1]]
            .iter()
            .map(|&(j, x)| theta[j as usize] * f64::from(x))
            .sum();
        1.0 / (1.0 + (-c * (base[i] + extra)).exp())
    };
    let error = |theta: &[f64], range: std::ops::Range<usize>| -> f64 {
        let n = range.len().max(1) as f64;
        range
            .map(|i| {
                let d = samples[i].result - predict(theta, i);
                d * d
            })
            .sum::<f64>()
            / n
    };
    // The numbers fitted, as changes to the starting tables.
    let free_len = shape.len();
    let parts = |j: usize| shape.parts(j);
    let expand = |free: &[f64]| -> Vec<f64> {
        let mut theta = initial.clone();
        for (j, t) in theta.iter_mut().enumerate() {
            *t += parts(j).into_iter().flatten().map(|p| free[p]).sum::<f64>();
        }
        theta
    };
    let mut free_seen = vec![0.0; free_len];
    for (j, sj) in seen.iter().enumerate() {
        for p in parts(j).into_iter().flatten() {
            free_seen[p] += sj;
        }
    }
    // Adam on the mean squared error plus `l2` × the sum of squares of the changes.
    let fitted: Vec<bool> = free_seen.iter().map(|&x| x >= min_seen).collect();
    let fit = |range: std::ops::Range<usize>, l2: f64| -> Vec<f64> {
        let n = range.len().max(1) as f64;
        let mut grad = vec![0.0; PSQ_LEN];
        let free = adam(400, l2, &fitted, |free| {
            let theta = expand(free);
            grad.iter_mut().for_each(|g| *g = 0.0);
            for i in range.clone() {
                let p = predict(&theta, i);
                let d = -2.0 * (samples[i].result - p) * p * (1.0 - p) * c / n;
                for &(j, x) in &feats[offsets[i]..offsets[i + 1]] {
                    grad[j as usize] += d * f64::from(x);
                }
            }
            let mut g = vec![0.0; free_len];
            for (j, gj) in grad.iter().enumerate() {
                for p in parts(j).into_iter().flatten() {
                    g[p] += gj;
                }
            }
            g
        });
        expand(&free)
    };
    let cut = samples.len() * 9 / 10;
    let held = cut..samples.len();
    let before = error(&initial, held.clone());
    let mut best = (f64::INFINITY, 0.0);
    for l2 in [0.0, 1e-9, 1e-8, 1e-7] {
        let theta = fit(0..cut, l2);
        let e = error(&theta, held.clone());
        report(&format!(
            "piece-square tables, pull {l2:e}: learnt {:.6}, held out {before:.6} -> {e:.6}",
            error(&theta, 0..cut)
        ));
        if e < best.0 {
            best = (e, l2);
        }
    }
    let theta = fit(0..samples.len(), best.1);
    let mut weights = start.clone();
    weights.psq = theta
        .iter()
        .map(|&x| x.round().clamp(-2000.0, 2000.0) as i16)
        .collect();
    PsqFit {
        weights,
        held_out: (before, best.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A teacher's score becomes an expected result for White; such fractions are read
    /// back, and anything outside 0..=1 is refused with its line.
    #[test]
    fn teacher_scores_are_expected_results_and_read_back() {
        assert_eq!(expected_result(0), 0.5);
        assert_eq!(expected_result(250), 0.9091);
        assert_eq!(expected_result(-250), 0.0909);
        assert_eq!(expected_result(crate::ucienemy::MATE_CP), 1.0);
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        let read = samples_from_text(VariantId::Chess, &format!("0.9091 {fen}\n0 {fen}\n"))
            .expect("valid lines");
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].result, 0.9091);
        for bad in ["1.5", "-0.1", "NaN", "x"] {
            let Err(e) = samples_from_text(VariantId::Chess, &format!("0.5 {fen}\n{bad} {fen}\n"))
            else {
                panic!("{bad} was accepted");
            };
            assert!(e.starts_with("line 2:") && e.contains(bad), "{e}");
        }
    }

    /// Chess positions of six short self-play games, each labelled as a teacher would that
    /// agrees with our default evaluation but for `extra` (centipawns for White), ordered
    /// by key: the fit holds out the last tenth, and in that order the positions of every
    /// game share it (in the games' order the last game or two may never show what was
    /// planted).
    fn planted(seed: u64, extra: impl Fn(&Position, &eval::EvalTables) -> i32) -> Vec<Sample> {
        let id = VariantId::Chess;
        let plan = SelfPlay {
            games: 6,
            nodes: 300,
            seed,
            random_plies: 6,
        };
        let tables = eval::build(id, &Weights::defaults(id));
        let mut samples: Vec<Sample> = self_play(id, &plan, |_| {})
            .into_iter()
            .map(|s| {
                let e = eval::evaluate(&s.position, &tables);
                let ours = if s.position.side_to_move() == Color::White {
                    e
                } else {
                    -e
                };
                let white = ours + extra(&s.position, &tables);
                Sample {
                    result: 1.0 / (1.0 + 10f64.powf(-f64::from(white) / 400.0)),
                    position: s.position,
                }
            })
            .collect();
        assert!(samples.len() > 100, "{}", samples.len());
        samples.sort_by_key(|s| s.position.hash());
        samples
    }

    /// Positions labelled by a teacher that likes one square more than we do: the fitted
    /// tables find that square, explain held-out positions better, and play.
    #[test]
    fn the_piece_square_fit_finds_a_planted_bonus() {
        let id = VariantId::Chess;
        let start = Weights::defaults(id);
        let tables = eval::build(id, &start);
        // A teacher that likes a Pawn on e4 (e5 for Black) by 80.
        let e4 = 3 * 12 + 4;
        let samples = planted(11, |pos, _| {
            pos.pieces()
                .filter(|(sq, p)| {
                    let rel = match p.color {
                        Color::White => sq.rank(),
                        Color::Black => 7 - sq.rank(),
                    };
                    p.kind == Kind::Pawn && (rel, sq.file()) == (3, 4)
                })
                .map(|(_, p)| if p.color == Color::White { 80 } else { -80 })
                .sum()
        });
        let psq_of =
            |fit: &PsqFit, sq, eg| fit.weights.psq[crate::weights::psq_index(Kind::Pawn, sq, eg)];
        // Tables by rank and file see it too, spread over the 4th rank and the e-file: a
        // Pawn on e4 is worth more than on e3.
        let rf = fit_psq(id, &samples, &start, 1.0, PsqShape::RankFile, |_| {});
        assert!(rf.held_out.1 < rf.held_out.0, "{:?}", rf.held_out);
        let p = |sq| psq_of(&rf, sq, false) + psq_of(&rf, sq, true);
        assert!(p(e4) > p(e4 - 12), "{} {}", p(e4), p(e4 - 12));
        // So do tables by rank alone: the whole 4th rank gains.
        let rank = fit_psq(id, &samples, &start, 1.0, PsqShape::Rank, |_| {});
        assert!(rank.held_out.1 < rank.held_out.0, "{:?}", rank.held_out);
        let r = |sq| psq_of(&rank, sq, false) + psq_of(&rank, sq, true);
        assert!(r(e4) > r(e4 - 12), "{} {}", r(e4), r(e4 - 12));
        assert_eq!(r(e4), r(e4 - 4), "a rank's entries are one number");
        let fit = fit_psq(id, &samples, &start, 1.0, PsqShape::Square, |_| {});
        assert!(fit.held_out.1 < fit.held_out.0, "{:?}", fit.held_out);
        // The King has no table.
        assert!((0..144)
            .all(|sq| fit.weights.psq[crate::weights::psq_index(Kind::King, sq, false)] == 0));
        let psq = |sq, eg| psq_of(&fit, sq, eg);
        assert!(
            psq(e4, false) > 30 || psq(e4, true) > 30,
            "{} {}",
            psq(e4, false),
            psq(e4, true)
        );
        // The tables go into a weights file and come back, and the evaluation uses them.
        let text = fit.weights.to_text(id, "test");
        assert_eq!(Weights::parse(id, &text), Ok(fit.weights.clone()));
        let pos = Position::start(id);
        let mut moved = pos.clone();
        moved.play(pos.parse_lan("e2e4").expect("legal"));
        let with = eval::build(id, &fit.weights);
        assert_ne!(
            eval::evaluate(&moved, &with) - eval::evaluate(&moved, &tables),
            eval::evaluate(&pos, &with) - eval::evaluate(&pos, &tables),
        );
    }

    /// Positions labelled by a teacher that values Knights more in the ending than we do:
    /// the fit by kind alone gives the Knight one number for the ending on every square,
    /// above its number for the middle game, and explains held-out positions better.
    #[test]
    fn the_fit_by_kind_finds_a_piece_worth_more_in_the_ending() {
        let id = VariantId::Chess;
        let start = Weights::defaults(id);
        // A teacher that values each Knight 120 more in a bare ending, less as pieces
        // come back.
        let samples = planted(12, |pos, tables| {
            let extra = 120 * (256 - eval::phase(pos, tables)) / 256;
            pos.pieces()
                .filter(|(_, p)| p.kind == Kind::Knight)
                .map(|(_, p)| {
                    if p.color == Color::White {
                        extra
                    } else {
                        -extra
                    }
                })
                .sum()
        });
        let fit = fit_psq(id, &samples, &start, 1.0, PsqShape::Kind, |_| {});
        assert!(fit.held_out.1 < fit.held_out.0, "{:?}", fit.held_out);
        let n = |sq, eg| fit.weights.psq[crate::weights::psq_index(Kind::Knight, sq, eg)];
        assert!(
            n(20, true) > n(20, false) + 20,
            "{} {}",
            n(20, true),
            n(20, false)
        );
        assert!(
            (0..64).all(|sq| n(sq, true) == n(20, true)),
            "one number a phase"
        );
    }

    /// A few short games give positions with results, and tuning on them never makes the
    /// fit worse and changes only what it reports.
    #[test]
    fn tuning_lowers_the_loss_on_its_games() {
        let id = VariantId::Chess;
        let plan = SelfPlay {
            games: 4,
            nodes: 300,
            seed: 7,
            random_plies: 6,
        };
        let samples = self_play(id, &plan, |_| {});
        assert!(samples.len() > 40, "{}", samples.len());
        assert!(samples.iter().all(|s| !s.position.is_check()));
        let start = Weights::defaults(id);
        let t = tune(id, &samples, &start, 2, &[], |_| {});
        assert!(t.loss_after <= t.loss_before);
        // The Rook keeps its 500: it fixes the scale.
        assert!(t.changed.iter().all(|(name, _, _)| name != "value.R"));
        assert_eq!(t.weights.value[acedrex_rules::Kind::Rook.index()], 500);
        let entries = t.weights.entries(id);
        for (name, before, after) in &t.changed {
            assert_ne!(before, after);
            assert!(entries.contains(&(name.clone(), *after)));
        }
        // Saved and read back, the samples are the same positions and results.
        let text = samples_to_text(&samples);
        let back = samples_from_text(id, &text).expect("the saved samples read back");
        assert_eq!(back.len(), samples.len());
        assert!(back
            .iter()
            .zip(&samples)
            .all(|(a, b)| a.position == b.position && a.result == b.result));
        assert!(samples_from_text(id, "2 8/8/8/8/8/8/8/8 w - - 0 1").is_err());
        // With `only`, the other weights stay put.
        let values = tune(id, &samples, &start, 2, &["value.".to_string()], |_| {});
        assert!(values
            .changed
            .iter()
            .all(|(name, _, _)| name.starts_with("value.")));
        assert_eq!(
            start.entries(id).len() - t.changed.len(),
            start
                .entries(id)
                .iter()
                .zip(&entries)
                .filter(|(a, b)| a == b)
                .count()
        );
    }
}
