//! Comparison training (Hoki's method, which made shogi's Bonanza): the evaluation's weights
//! are fitted so that in each position the move a stronger engine chose scores above the
//! other legal moves after a quiescence search, instead of fitting the evaluation's numbers
//! to results or to another engine's scores.
//!
//! 1. A teacher (a UCI engine) chooses a move in each position ([`teacher_choose`]).
//! 2. Every legal move is followed by a capture search with the current weights; the
//!    position at the end of its principal variation is the move's leaf.
//! 3. The loss is the mean of `-ln p(chosen)`, where a move's probability grows as
//!    `exp(v / T)` with its score `v`. Coordinate descent moves the weights over fixed
//!    leaves, and the leaves are found again after each round of steps.

use crate::eval::{self, EvalTables};
use crate::search::{see, victim_value, INF, MATE};
use crate::tune::PsqShape;
use crate::weights::Weights;
use acedrex_rules::{Move, Position, VariantId};

/// A position and the move a stronger player chose there.
#[derive(Clone, Debug)]
pub struct Choice {
    pub position: Position,
    pub best: Move,
}

/// Choices as text, one per line: the move in our notation, a space, the position text.
pub fn choices_to_text(choices: &[Choice]) -> String {
    choices
        .iter()
        .map(|c| format!("{} {}\n", c.position.lan(c.best), c.position.fen()))
        .collect()
}

/// Reads [`choices_to_text`]'s format; an error names the line.
pub fn choices_from_text(id: VariantId, text: &str) -> Result<Vec<Choice>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(n, line)| {
            let (mv, fen) = line
                .split_once(' ')
                .ok_or_else(|| format!("line {}: a move and a position text", n + 1))?;
            let position =
                Position::from_fen(id, fen).map_err(|e| format!("line {}: {e}", n + 1))?;
            let best = position
                .parse_lan(mv)
                .map_err(|e| format!("line {}: `{mv}`: {e}", n + 1))?;
            Ok(Choice { position, best })
        })
        .collect()
}

/// The teacher's move in each position after `nodes` nodes of its search. Positions it
/// gives no legal move for are dropped.
pub fn teacher_choose(
    id: VariantId,
    command: &str,
    nodes: u64,
    positions: &[Position],
    mut report: impl FnMut(&str),
) -> Result<Vec<Choice>, crate::xboard::XboardError> {
    let mut teacher = crate::ucienemy::UciEngine::start(command, std::time::Duration::ZERO)?;
    teacher.new_game(&id.to_string())?;
    let mut out = Vec::with_capacity(positions.len());
    for (i, p) in positions.iter().enumerate() {
        if let Some(text) = teacher.best_of(&p.fen(), nodes)? {
            if let Ok(best) = p.parse_lan(&text) {
                out.push(Choice {
                    position: p.clone(),
                    best,
                });
            }
        }
        if (i + 1) % 500 == 0 {
            report(&format!(
                "{} of {} positions chosen",
                i + 1,
                positions.len()
            ));
        }
    }
    Ok(out)
}

/// Scores beyond this are mates or rule endings: such a leaf keeps its score.
const DECIDED: i32 = 20_000;
/// Other moves further than this below the chosen one are left out: they cannot come near
/// it with the small steps of one round.
const WINDOW: i32 = 400;
/// Evasions are searched in full this many plies into the capture search, as in the
/// engine's quiescence; deeper a check is scored as it stands.
const EVASION_PLIES: u32 = 3;

/// Where a move's capture search ends.
#[derive(Clone, Debug)]
struct Leaf {
    /// The position at the end of the principal variation, or `None` when the line ends
    /// the game (then `fixed` is its score).
    pos: Option<Position>,
    /// +1 when the leaf's side to move is the side that made the move, else -1.
    sign: i32,
    fixed: i32,
}

impl Leaf {
    /// The move's score for the side that made it, under `t`.
    fn value(&self, t: &EvalTables) -> i32 {
        match &self.pos {
            Some(p) => self.sign * eval::evaluate(p, t),
            None => self.fixed,
        }
    }
}

#[derive(Clone, Debug)]
struct Case {
    chosen: Leaf,
    others: Vec<Leaf>,
}

/// A capture search (evasions near its root) that returns its principal variation.
fn qpv(pos: &mut Position, t: &EvalTables, mut alpha: i32, beta: i32, qd: u32) -> (i32, Vec<Move>) {
    let in_check = pos.is_check();
    if in_check && qd >= EVASION_PLIES {
        return (eval::evaluate(pos, t), Vec::new());
    }
    let stand = if in_check {
        -INF
    } else {
        eval::evaluate(pos, t)
    };
    if stand >= beta {
        return (stand, Vec::new());
    }
    alpha = alpha.max(stand);
    let mut moves = Vec::new();
    if in_check {
        pos.legal_moves_known_check(&mut moves, true);
        if moves.is_empty() {
            return (-MATE, Vec::new());
        }
    } else {
        pos.legal_captures_into(&mut moves, false);
        // Captures that lose material by the exchange are not worth a look here either.
        moves.retain(|&m| see(pos, t, m).is_none_or(|v| v >= 0));
        moves.sort_by_key(|&m| -victim_value(pos, t, m));
    }
    let mut best = stand;
    let mut line = Vec::new();
    for m in moves {
        let u = pos.make_move(m);
        let (s, pv) = qpv(pos, t, -beta, -alpha, qd + 1);
        pos.unmake_move(m, &u);
        let s = -s;
        if s > best {
            best = s;
            line.clear();
            line.push(m);
            line.extend(pv);
            if s > alpha {
                alpha = s;
                if s >= beta {
                    break;
                }
            }
        }
    }
    (best, line)
}

/// The leaf of `m` in `pos` and its score for the mover under `t`.
fn leaf_of(pos: &Position, m: Move, t: &EvalTables) -> (Leaf, i32) {
    let mut child = pos.clone();
    child.play(m);
    let (s, pv) = qpv(&mut child, t, -INF, INF, 0);
    let v = -s;
    if v.abs() >= DECIDED {
        return (
            Leaf {
                pos: None,
                sign: 0,
                fixed: v,
            },
            v,
        );
    }
    for &x in &pv {
        child.play(x);
    }
    // After `m` the opponent is to move; each move of the line changes sides.
    let sign = if pv.len() % 2 == 1 { 1 } else { -1 };
    (
        Leaf {
            pos: Some(child),
            sign,
            fixed: 0,
        },
        v,
    )
}

fn case_of(c: &Choice, t: &EvalTables) -> Option<Case> {
    let mut pos = c.position.clone();
    let mut moves = Vec::new();
    pos.legal_moves_into(&mut moves);
    if !moves.contains(&c.best) || moves.len() < 2 {
        return None;
    }
    let (chosen, vb) = leaf_of(&pos, c.best, t);
    let others = moves
        .iter()
        .filter(|&&m| m != c.best)
        .map(|&m| leaf_of(&pos, m, t))
        .filter(|(_, v)| *v >= vb - WINDOW)
        .map(|(l, _)| l)
        .collect();
    Some(Case { chosen, others })
}

/// Runs `f` over `items` on both cores and collects the results in order.
fn on_two_cores<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let half = items.len() / 2;
    let (a, b) = items.split_at(half);
    std::thread::scope(|sc| {
        let h = sc.spawn(|| a.iter().map(&f).collect::<Vec<R>>());
        let mut second: Vec<R> = b.iter().map(&f).collect();
        // A panic in the other half is a bug to report.
        let mut first = h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
        first.append(&mut second);
        first
    })
}

fn cases(choices: &[Choice], t: &EvalTables) -> Vec<Case> {
    on_two_cores(choices, |c| case_of(c, t))
        .into_iter()
        .flatten()
        .collect()
}

/// The loss, the mean of `-ln p(chosen)` where `p(m) ∝ exp(v(m) / T)` over the moves
/// kept (a multinomial logit of the teacher's choice: unlike a sigmoid of each pair's
/// difference it has a best scale, so the weights cannot lower it by growing together),
/// and the share of positions where the chosen move scores highest.
fn loss(cases: &[Case], t: &EvalTables, temp: f64) -> (f64, f64) {
    let parts = on_two_cores(cases, |c| {
        let vb = f64::from(c.chosen.value(t));
        let vs: Vec<f64> = c.others.iter().map(|o| f64::from(o.value(t))).collect();
        let top = vs.iter().all(|&v| v <= vb);
        let vmax = vs.iter().fold(vb, |a, &b| a.max(b));
        let sum: f64 = (vs.iter().map(|v| ((v - vmax) / temp).exp()).sum::<f64>())
            + ((vb - vmax) / temp).exp();
        (sum.ln() - (vb - vmax) / temp, top)
    });
    let sum: f64 = parts.iter().map(|p| p.0).sum();
    let tops = parts.iter().filter(|p| p.1).count();
    let n = cases.len().max(1) as f64;
    (sum / n, tops as f64 / n)
}

/// What the comparison fit found.
#[derive(Clone, Debug)]
pub struct Compared {
    pub weights: Weights,
    /// The temperature fitted to the starting weights, in centipawns.
    pub temp: f64,
    /// Loss and top-choice share on the fitted positions, before and after.
    pub before: (f64, f64),
    pub after: (f64, f64),
    /// The same on the positions held out (the last tenth), before and after.
    pub held_before: (f64, f64),
    pub held_after: (f64, f64),
    /// Weights that changed: (name, before, after).
    pub changed: Vec<(String, i32, i32)>,
}

/// Coordinate descent of the comparison loss from `start`, fitted on nine tenths of
/// `choices` (the last tenth is held out to report on). Only the weights whose names
/// start with one of `only` move (all when it is empty); a piece-square shape in `only`
/// (`psq`, `psq.rank-file`, ...) fits the tables after them ([`fit_psq`]).
pub fn fit(
    id: VariantId,
    choices: &[Choice],
    start: &Weights,
    passes: u32,
    only: &[String],
    mut report: impl FnMut(&str),
) -> Compared {
    let split = choices.len() * 9 / 10;
    let (train, held) = choices.split_at(split);
    let t0 = eval::build(id, start);
    let held0 = cases(held, &t0);
    let mut w = start.clone();
    let mut train_cases = cases(train, &t0);
    // The temperature that best fits the starting weights; the descent keeps it, so the
    // weights' scale against the Rook's anchor is the starting one's unless the choices
    // say otherwise.
    let mut temp = (f64::INFINITY, 50.0);
    for i in 0..30 {
        let tt = 5.0 * 1.2f64.powi(i);
        let l = loss(&train_cases, &t0, tt).0;
        if l < temp.0 {
            temp = (l, tt);
        }
    }
    let temp = temp.1;
    let held_before = loss(&held0, &t0, temp);
    let before = loss(&train_cases, &t0, temp);
    report(&format!(
        "temperature {temp:.1}; {} positions ({} held out); loss {:.5}, chosen move on top {:.1}%; held out {:.5}, {:.1}%",
        train_cases.len(),
        held0.len(),
        before.0,
        before.1 * 100.0,
        held_before.0,
        held_before.1 * 100.0
    ));
    let free = crate::tune::free_entries(id, start, only);
    let mut best = before.0;
    // With no named weight free (a tables-only fit) there is nothing to descend.
    let divisors: &[i32] = if free.is_empty() { &[] } else { &[4, 16, 64] };
    for &divisor in divisors {
        for pass in 0..passes {
            let mut improved = false;
            for &i in &free {
                let x = w.entries(id)[i].1;
                let step = (x.abs() / divisor).max(1);
                for delta in [step, -step] {
                    let mut trial = w.clone();
                    trial.set(id, i, x + delta);
                    let l = loss(&train_cases, &eval::build(id, &trial), temp).0;
                    if l < best {
                        best = l;
                        w = trial;
                        improved = true;
                        break;
                    }
                }
            }
            let t = eval::build(id, &w);
            let h = loss(&cases(held, &t), &t, temp);
            report(&format!(
                "steps 1/{divisor}, pass {}: loss {best:.5}; held out {:.5}, {:.1}%",
                pass + 1,
                h.0,
                h.1 * 100.0
            ));
            if !improved {
                break;
            }
        }
        // New weights move the capture searches' lines: find the leaves again.
        let t = eval::build(id, &w);
        train_cases = cases(train, &t);
        best = loss(&train_cases, &t, temp).0;
    }
    let (w, after, held_after) = match PsqShape::from_only(only) {
        Some(shape) => fit_psq(id, choices, &w, temp, shape, 2, &mut report),
        None => {
            let t = eval::build(id, &w);
            let held_after = loss(&cases(held, &t), &t, temp);
            (w, loss(&train_cases, &t, temp), held_after)
        }
    };
    let changed = crate::tune::changes(id, start, &w);
    Compared {
        weights: w,
        temp,
        before,
        after,
        held_before,
        held_after,
        changed,
    }
}

/// A leaf's table entries for the side that made the move, as the shape's numbers with
/// their factors (none for a leaf that ends the game).
fn shape_numbers(leaf: &Leaf, t: &EvalTables, shape: PsqShape, out: &mut Vec<(u32, f32)>) {
    if let Some(pos) = &leaf.pos {
        let mover = if leaf.sign == 1 {
            pos.side_to_move()
        } else {
            pos.side_to_move().opposite()
        };
        let mut entries = Vec::new();
        crate::tune::psq_features(pos, t, mover, &mut entries);
        for (j, x) in entries {
            for p in shape.parts(j as usize).into_iter().flatten() {
                out.push((p as u32, x));
            }
        }
    }
}

/// A case's moves as a linear model of the fitted table numbers: each move's score less
/// the chosen move's, and how that difference grows with each number (the softmax does
/// not change when every score moves alike, so only the differences are kept).
struct TableModel {
    /// Per case: where its moves start in `lead` and `at`, and how many (the chosen first).
    cases: Vec<(usize, usize)>,
    lead: Vec<f64>,
    /// Per move: where its (number, slope) pairs start in `slopes`; one more at the end.
    at: Vec<usize>,
    slopes: Vec<(u32, f32)>,
}

impl TableModel {
    fn new(cases: &[Case], t: &EvalTables, shape: PsqShape) -> TableModel {
        let numbers = |leaf: &Leaf, out: &mut Vec<(u32, f32)>| shape_numbers(leaf, t, shape, out);
        let rows = on_two_cores(cases, |c| {
            let v0 = f64::from(c.chosen.value(t));
            let mut chosen = Vec::new();
            numbers(&c.chosen, &mut chosen);
            let mut lead = vec![0.0];
            let mut moves = vec![Vec::new()];
            for o in &c.others {
                lead.push(f64::from(o.value(t)) - v0);
                let mut f = Vec::new();
                numbers(o, &mut f);
                f.extend(chosen.iter().map(|&(j, x)| (j, -x)));
                f.sort_unstable_by_key(|e| e.0);
                let mut merged: Vec<(u32, f32)> = Vec::new();
                for (j, x) in f {
                    match merged.last_mut() {
                        Some(last) if last.0 == j => last.1 += x,
                        _ => merged.push((j, x)),
                    }
                }
                merged.retain(|e| e.1.abs() > 1e-6);
                moves.push(merged);
            }
            (lead, moves)
        });
        let mut m = TableModel {
            cases: Vec::with_capacity(rows.len()),
            lead: Vec::new(),
            at: Vec::new(),
            slopes: Vec::new(),
        };
        for (lead, moves) in rows {
            m.cases.push((m.lead.len(), lead.len()));
            m.lead.extend(lead);
            for f in moves {
                m.at.push(m.slopes.len());
                m.slopes.extend(f);
            }
        }
        m.at.push(m.slopes.len());
        m
    }

    /// The mean loss at changes `d` of the numbers, and its gradient.
    fn loss_grad(&self, d: &[f64], temp: f64) -> (f64, Vec<f64>) {
        let mut g = vec![0.0; d.len()];
        let mut total = 0.0;
        let mut v = Vec::new();
        for &(start, len) in &self.cases {
            v.clear();
            for k in start..start + len {
                let x: f64 = self.slopes[self.at[k]..self.at[k + 1]]
                    .iter()
                    .map(|&(j, a)| f64::from(a) * d[j as usize])
                    .sum();
                v.push((self.lead[k] + x) / temp);
            }
            let vmax = v.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let z: f64 = v.iter().map(|x| (x - vmax).exp()).sum();
            // The chosen move's lead is 0 and its slopes are folded into the others'.
            total += z.ln() + vmax;
            for (i, x) in v.iter().enumerate() {
                let p = (x - vmax).exp() / z / temp;
                let k = start + i;
                for &(j, a) in &self.slopes[self.at[k]..self.at[k + 1]] {
                    g[j as usize] += p * f64::from(a);
                }
            }
        }
        let n = self.cases.len().max(1) as f64;
        (total / n, g.into_iter().map(|x| x / n).collect())
    }
}

/// Fits the piece-square tables (a bonus per kind and square, middle game and ending, as
/// `shape` frees them) by comparison, on top of `start`'s other weights, at temperature
/// `temp`: Adam over a linear model of the leaves' scores, `rounds` times finding the
/// leaves again. Of a few strengths of pull towards the starting tables, the one best on
/// the held-out tenth is kept each round. The King has no table here (its own terms place
/// it), and a number fewer than one position in a hundred shows stays put. Returns the
/// weights and the loss and top share after, on the fitted positions and on those held out.
pub fn fit_psq(
    id: VariantId,
    choices: &[Choice],
    start: &Weights,
    temp: f64,
    shape: PsqShape,
    rounds: u32,
    mut report: impl FnMut(&str),
) -> (Weights, (f64, f64), (f64, f64)) {
    use crate::weights::PSQ_LEN;
    let split = choices.len() * 9 / 10;
    let (train, held) = choices.split_at(split);
    let mut w = start.clone();
    if w.psq.is_empty() {
        w.psq = vec![0; PSQ_LEN];
    }
    let n = shape.len();
    let t = eval::build(id, &w);
    let (mut train_cases, mut held_cases) = (cases(train, &t), cases(held, &t));
    for round in 0..rounds {
        let t = eval::build(id, &w);
        let model = TableModel::new(&train_cases, &t, shape);
        let held_model = TableModel::new(&held_cases, &t, shape);
        // How many positions show each number: the chosen moves' leaves' factors summed.
        let mut seen = vec![0.0f64; n];
        let mut numbers = Vec::new();
        for c in &train_cases {
            numbers.clear();
            shape_numbers(&c.chosen, &t, shape, &mut numbers);
            for &(p, x) in &numbers {
                seen[p as usize] += f64::from(x.abs());
            }
        }
        let min_seen = train_cases.len() as f64 / 100.0;
        let fitted: Vec<bool> = seen.iter().map(|&x| x >= min_seen).collect();
        let zero = vec![0.0; n];
        let mut best = (held_model.loss_grad(&zero, temp).0, zero);
        for l2 in [1e-6, 1e-5, 1e-4] {
            let d = crate::tune::adam(300, l2, &fitted, |d| model.loss_grad(d, temp).1);
            let h = held_model.loss_grad(&d, temp).0;
            report(&format!(
                "round {}, pull {l2:e}: loss {:.5}; held out {:.5}",
                round + 1,
                model.loss_grad(&d, temp).0,
                h
            ));
            if h < best.0 {
                best = (h, d);
            }
        }
        for (j, x) in w.psq.iter_mut().enumerate() {
            let add: f64 = shape
                .parts(j)
                .into_iter()
                .flatten()
                .map(|p| best.1[p])
                .sum();
            *x = (f64::from(*x) + add).round().clamp(-400.0, 400.0) as i16;
        }
        // The new tables move the capture searches' lines: the leaves found again serve
        // the report and the next round.
        let t = eval::build(id, &w);
        train_cases = cases(train, &t);
        held_cases = cases(held, &t);
        let h = loss(&held_cases, &t, temp);
        report(&format!(
            "round {}: held out {:.5}, {:.1}% (leaves found again)",
            round + 1,
            h.0,
            h.1 * 100.0
        ));
    }
    let t = eval::build(id, &w);
    let after = (loss(&train_cases, &t, temp), loss(&held_cases, &t, temp));
    (w, after.0, after.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tune::{self_play, SelfPlay};

    #[test]
    fn choices_read_back_and_bad_lines_are_named() {
        let id = VariantId::Chess;
        let position = Position::start(id);
        let best = position.parse_lan("e2e4").expect("legal");
        let text = choices_to_text(&[Choice {
            position: position.clone(),
            best,
        }]);
        assert_eq!(
            text,
            "e2e4 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
        );
        let read = choices_from_text(id, &text).expect("valid");
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].best, best);
        assert_eq!(read[0].position.fen(), position.fen());
        let fen = position.fen();
        for (bad, says) in [
            (format!("e2e5 {fen}"), "line 2: `e2e5`"),
            ("e2e4".to_string(), "line 2: a move and a position text"),
            ("e2e4 not/a/position".to_string(), "line 2"),
        ] {
            let Err(e) = choices_from_text(id, &format!("{text}{bad}\n")) else {
                panic!("{bad} read");
            };
            assert!(e.starts_with(says), "{bad}: {e}");
        }
    }

    /// Each move's leaf scores, under the weights it was found with, what the capture
    /// search gave the move; a move that hangs a piece is scored after the piece is taken.
    #[test]
    fn a_leaf_scores_what_its_capture_search_found() {
        let id = VariantId::Chess;
        let t = eval::build(id, &Weights::defaults(id));
        // White's Queen on d4 can go to e5, where the d6 Pawn takes it.
        let mut pos = Position::from_fen(id, "4k3/8/3p4/8/3Q4/8/8/4K3 w - - 0 1").expect("fen");
        let mut moves = Vec::new();
        pos.legal_moves_into(&mut moves);
        for &m in &moves {
            let (leaf, v) = leaf_of(&pos, m, &t);
            assert_eq!(leaf.value(&t), v, "{}", pos.lan(m));
        }
        let hang = pos.parse_lan("d4e5").expect("legal");
        let safe = pos.parse_lan("d4d5").expect("legal");
        let (leaf, v) = leaf_of(&pos, hang, &t);
        let (_, v_safe) = leaf_of(&pos, safe, &t);
        assert!(
            v < v_safe - 500,
            "hanging the Queen {v}, keeping it {v_safe}"
        );
        // The leaf is after the capture: White to move, no Queen.
        let leaf = leaf.pos.expect("not a decided line");
        assert!(leaf
            .pieces()
            .all(|(_, p)| p.kind != acedrex_rules::Kind::Queen));
    }

    /// Choices made by a teacher that values the centre three times as we do: the fit
    /// moves that weight up and puts the teacher's move on top more often.
    #[test]
    fn the_fit_finds_a_planted_liking() {
        let id = VariantId::Chess;
        let start = Weights::defaults(id);
        let names = start.entries(id);
        let i = names
            .iter()
            .position(|(n, _)| n == "centre.short")
            .expect("named");
        let mut planted = start.clone();
        planted.set(id, i, names[i].1 * 3);
        let choices = planted_choices(id, &eval::build(id, &planted), 4, 5);
        assert!(choices.len() > 100, "{}", choices.len());
        let c = fit(
            id,
            &choices,
            &start,
            2,
            &["centre.short".to_string()],
            |_| {},
        );
        let after = c.weights.entries(id)[i].1;
        assert!(after > names[i].1 * 3 / 2, "{} -> {after}", names[i].1);
        assert!(c.after.1 > c.before.1, "{:?} -> {:?}", c.before, c.after);
        assert!(c.held_after.0 < c.held_before.0);
    }

    /// The positions of `games` short self-play games (seed `seed`), each with the move a
    /// teacher evaluating with `teacher` prefers after a capture search, ordered by key so
    /// that the held-out tenth mixes the games.
    fn planted_choices(id: VariantId, teacher: &EvalTables, games: u32, seed: u64) -> Vec<Choice> {
        let plan = SelfPlay {
            games,
            nodes: 300,
            seed,
            random_plies: 6,
        };
        let mut choices: Vec<Choice> = self_play(id, &plan, |_| {})
            .into_iter()
            .filter_map(|s| {
                let mut pos = s.position;
                let mut moves = Vec::new();
                pos.legal_moves_into(&mut moves);
                let best = moves
                    .into_iter()
                    .max_by_key(|&m| leaf_of(&pos, m, teacher).1)?;
                Some(Choice {
                    position: pos,
                    best,
                })
            })
            .collect();
        choices.sort_by_key(|c| c.position.hash());
        choices
    }

    /// A teacher that likes Knights on the fifth rank, in a table our weights lack: the
    /// table fit by ranks finds the liking there, and only there among the Knight's ranks.
    #[test]
    fn the_table_fit_finds_a_planted_square_liking() {
        use crate::weights::{psq_index, PSQ_LEN};
        use acedrex_rules::Kind;
        let id = VariantId::Chess;
        let start = Weights::defaults(id);
        let mut planted = start.clone();
        planted.psq = vec![0; PSQ_LEN];
        for f in 0..8 {
            for eg in [false, true] {
                planted.psq[psq_index(Kind::Knight, 4 * 12 + f, eg)] = 80;
            }
        }
        let choices = planted_choices(id, &eval::build(id, &planted), 6, 7);
        let c = fit(id, &choices, &start, 1, &["psq.rank".to_string()], |_| {});
        let knight = |rank: usize| c.weights.psq[psq_index(Kind::Knight, rank * 12 + 3, false)];
        assert!(knight(4) > 30, "{}", knight(4));
        for rank in [1, 2, 3, 5, 6] {
            assert!(
                knight(rank) < knight(4),
                "rank {rank}: {} against {}",
                knight(rank),
                knight(4)
            );
        }
        assert!(
            c.held_after.0 < c.held_before.0,
            "{:?} -> {:?}",
            c.held_before,
            c.held_after
        );
    }
}
