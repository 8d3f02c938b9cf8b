//! `analyse`: the engine's pass over a finished game. Every position gets an evaluation
//! (a short search, the game's time budget shared over its plies); a move that loses a
//! pawn or more against the engine's choice is a mistake (`?`), three pawns or more a
//! blunder (`??`). The reply is a summary and the evaluation graph; the result is kept,
//! so asking again is instant.
//!
//! The search runs on the requesting thread without any table or service lock held (the
//! game is copied out first), so other games go on; `analyse stop #ID` sets the flag the
//! search polls and the analysis answers with what it has seen.

use super::{Effects, Handled, Request, Service, Want};
use crate::commands::GameRef;
use crate::lock;
use crate::reply::Msg;
use crate::reply::{Attachment, Reply};
use crate::store::Phase;
use crate::texts::images;
use crate::texts::lang::Lang;
use crate::texts::messages as msg;
use acedrex_engine::{Engine, Limits, MATE_CP};
use acedrex_render::graph::{eval_graph, Mark};
use acedrex_rules::{Color, Game, MoveKind, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// A pawn or more lost against the engine's move.
pub const MISTAKE_CP: i32 = 100;
/// Three pawns or more lost.
pub const BLUNDER_CP: i32 = 300;
/// Evaluations are clamped here before losses are measured, so that a won (or lost)
/// position that stays won (lost) is not blamed for its shrinking margin.
const DECIDED_CP: i32 = 1000;
/// Bounds of the time one position gets.
const MIN_PER_POSITION: Duration = Duration::from_millis(20);
const MAX_PER_POSITION: Duration = Duration::from_secs(2);

/// One move of an analysed game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveNote {
    /// 0 for the first move of the game.
    pub ply: usize,
    pub color: Color,
    /// `23.` or `23...`.
    pub number: String,
    pub san: String,
    pub mark: Option<Mark>,
    /// What the move gave away against the engine's choice, in centipawns (0 when it was
    /// the engine's choice).
    pub loss: i32,
    /// The engine's move in that position, when it differs from the one played.
    pub best: Option<String>,
    /// The piece the opponent's best answer takes, after a blunder.
    pub lost_piece: Option<&'static str>,
    /// After the move the opponent has a forced mate (and had none before).
    pub allows_mate: bool,
}

/// A finished game as the engine saw it.
#[derive(Clone, Debug)]
pub struct Analysis {
    pub game: u64,
    /// The evaluation of each position looked at (the start, then after each ply), in
    /// centipawns from White's point of view; mates count as ±3000.
    pub evals: Vec<i32>,
    pub moves: Vec<MoveNote>,
    /// Stopped before the end (`analyse stop`): `evals` and `moves` cover the start only.
    pub stopped: bool,
    pub per_position: Duration,
    /// The game's length in plies.
    pub plies: usize,
}

impl Analysis {
    /// The noted moves of one side (mistakes and blunders), worst first.
    pub fn noted(&self, color: Color) -> Vec<&MoveNote> {
        let mut v: Vec<&MoveNote> = self
            .moves
            .iter()
            .filter(|m| m.color == color && m.mark.is_some())
            .collect();
        v.sort_by_key(|m| std::cmp::Reverse(m.loss));
        v
    }
}

/// Removes a game's stop flag when its analysis ends, however it ends.
struct Running<'a> {
    service: &'a Service,
    id: u64,
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        lock(&self.service.analyses).remove(&self.id);
    }
}

impl Service {
    pub(super) fn analyse(
        &self,
        fx: &Effects,
        req: &Request,
        game: GameRef,
        stop: bool,
    ) -> Handled {
        let id = match game {
            Some(id) => id,
            None => self
                .last_finished_here(req)
                .ok_or_else(|| Reply::text(msg::analyse_which()))?,
        };
        let table = self.resolve(fx, req, Some(id), Want::Look, "analyse", "analyse")?;
        let (copy, view) = {
            let t = lock(&table);
            if t.phase() == Phase::Aborted {
                return Err(Reply::text(msg::nothing_to_analyse(id)));
            }
            if t.phase() != Phase::Finished {
                return Err(Reply::text(msg::analyse_in_progress(id)));
            }
            let Some(g) = t.game() else {
                return Err(Reply::text(msg::no_game()));
            };
            (g.clone(), t.view(self.clock.now()))
        };
        if stop {
            return match lock(&self.analyses).get(&id) {
                Some(flag) => {
                    flag.store(true, Ordering::Relaxed);
                    Ok(Reply::text(msg::analysis_stopping(id)).about(view))
                }
                None => Err(Reply::text(msg::analysis_not_running(id))),
            };
        }
        // The graph is drawn in the asker's language.
        let lang = self.lang_of(&req.user.id, req.locale.as_deref());
        if let Some(done) = lock(&self.analysed).get(&id).cloned() {
            return Ok(self.analysis_reply(&done, &copy, lang).about(view));
        }
        let flag = {
            let mut running = lock(&self.analyses);
            if running.contains_key(&id) {
                return Err(Reply::text(msg::analysis_under_way(id)));
            }
            let flag = Arc::new(AtomicBool::new(false));
            running.insert(id, flag.clone());
            flag
        };
        let _running = Running { service: self, id };
        let analysis = analyse_game(id, &copy, self.config.analysis_budget, flag);
        let reply = self.analysis_reply(&analysis, &copy, lang).about(view);
        if !analysis.stopped {
            lock(&self.analysed).insert(id, Arc::new(analysis));
        }
        Ok(reply)
    }

    /// The analysis of a finished game, if one was completed (for front ends and tests).
    pub fn analysis_of(&self, id: u64) -> Option<Arc<Analysis>> {
        lock(&self.analysed).get(&id).cloned()
    }

    /// The user's most recent finished game in this channel.
    fn last_finished_here(&self, req: &Request) -> Option<u64> {
        self.last_finished(&req.user.id, &req.channel)
    }

    fn analysis_reply(&self, a: &Analysis, game: &Game, lang: Lang) -> Reply {
        let variant = game.position().variant().name;
        let mut lines = vec![msg::analysis_head(
            a.game,
            variant,
            a.plies,
            a.per_position.as_millis() as u64,
        )];
        for (color, side) in [(Color::White, "White"), (Color::Black, "Black")] {
            let noted = a.noted(color);
            let blunders = noted
                .iter()
                .filter(|m| m.mark == Some(Mark::Blunder))
                .count();
            lines.push(msg::analysis_counts(side, blunders, noted.len() - blunders));
        }
        let mut worst: Vec<&MoveNote> = a.moves.iter().filter(|m| m.mark.is_some()).collect();
        worst.sort_by_key(|m| std::cmp::Reverse(m.loss));
        worst.truncate(6);
        worst.sort_by_key(|m| m.ply);
        if worst.is_empty() && !a.stopped {
            lines.push(msg::analysis_clean());
        }
        for m in worst {
            let side = if m.color == Color::White {
                "White"
            } else {
                "Black"
            };
            let mark = match m.mark {
                Some(Mark::Blunder) => "??",
                _ => "?",
            };
            lines.push(msg::analysis_line(&msg::NotedMove {
                side,
                number: &m.number,
                san: &m.san,
                mark,
                allows_mate: m.allows_mate,
                lost: m.lost_piece,
                swing_pawns: m.loss as f32 / 100.0,
                best: m.best.as_deref(),
            }));
        }
        if a.stopped {
            lines.push(msg::analysis_stopped(a.moves.len(), a.plies));
        }
        let marks: Vec<(usize, Mark)> = a
            .moves
            .iter()
            .filter_map(|m| m.mark.map(|k| (m.ply + 1, k)))
            .collect();
        let (evals, id, key) = (a.evals.clone(), a.game, game.position().variant().id);
        let mut reply = Reply::text(Msg::lines(lines));
        reply.attachments.push(Attachment::image(
            format!("acedrex-{}-analysis.png", a.game),
            "image/png",
            lang,
            move |l| eval_graph(&evals, &marks, 720, 260, &images::graph_title(l, id, key)),
        ));
        reply
    }
}

/// The piece a move takes, if any.
fn taken(pos: &Position, m: acedrex_rules::Move) -> Option<&'static str> {
    if !pos.is_capture(m) {
        return None;
    }
    let sq = match m.kind {
        MoveKind::EnPassant | MoveKind::LionDouble | MoveKind::Igui => m.aux,
        _ => m.to,
    };
    let piece = pos.piece_at(sq).or_else(|| pos.piece_at(m.to))?;
    Some(pos.variant().piece_name(piece.kind))
}

/// The engine's pass over `game` within about `budget` in all.
pub fn analyse_game(id: u64, game: &Game, budget: Duration, stop: Arc<AtomicBool>) -> Analysis {
    let moves = game.moves();
    let plies = moves.len();
    let per_position = (budget / (plies as u32 + 1)).clamp(MIN_PER_POSITION, MAX_PER_POSITION);
    let hashes = game.position_hashes();
    let mut engine = Engine::new(16);
    let limits = Limits {
        time: Some(per_position),
        whole_time: false,
        depth: Some(24),
        nodes: None,
        stop: Some(stop.clone()),
        only: Vec::new(),
    };
    let mut pos = game.start_position().clone();
    // (score for the side to move, the engine's move) of each position looked at.
    let mut seen: Vec<(i32, Option<acedrex_rules::Move>)> = Vec::with_capacity(plies + 1);
    let mut positions = Vec::with_capacity(plies + 1);
    let mut stopped = false;
    for i in 0..=plies {
        if stop.load(Ordering::Relaxed) {
            stopped = true;
            break;
        }
        let history = &hashes[..(i + 1).min(hashes.len())];
        let r = engine.search(&pos, history, &limits, 8);
        if stop.load(Ordering::Relaxed) && i < plies {
            // The search was cut short: its score is not worth a verdict.
            stopped = true;
            break;
        }
        seen.push((r.score.centipawns(), r.best));
        positions.push(pos.clone());
        if let Some(&m) = moves.get(i) {
            pos.play(m);
        }
    }
    let white_pov = |i: usize| {
        let (s, _) = seen[i];
        if positions[i].side_to_move() == Color::White {
            s
        } else {
            -s
        }
    };
    let evals: Vec<i32> = (0..seen.len()).map(white_pov).collect();
    let mut notes = Vec::new();
    for i in 0..seen.len().saturating_sub(1) {
        let before = &positions[i];
        let played = moves[i];
        let color = before.side_to_move();
        let legal = before.legal_moves();
        let san = before.san_with(played, &legal);
        let number = msg::move_number(before.fullmove_number(), color == Color::White);
        let best = seen[i].1.filter(|&b| b != played);
        // For the mover: what the position was worth before, and after the move.
        let was = seen[i].0.clamp(-DECIDED_CP, DECIDED_CP);
        let is = (-seen[i + 1].0).clamp(-DECIDED_CP, DECIDED_CP);
        let loss = if best.is_some() { (was - is).max(0) } else { 0 };
        let mark = if loss >= BLUNDER_CP {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE_CP {
            Some(Mark::Mistake)
        } else {
            None
        };
        let lost_piece = match (mark, seen[i + 1].1) {
            (Some(Mark::Blunder), Some(reply)) => taken(&positions[i + 1], reply),
            _ => None,
        };
        let allows_mate = seen[i + 1].0 >= MATE_CP && seen[i].0 > -MATE_CP;
        notes.push(MoveNote {
            ply: i,
            color,
            number,
            san,
            mark,
            loss,
            best: best.map(|b| before.san_with(b, &legal)),
            lost_piece,
            allows_mate,
        });
    }
    Analysis {
        game: id,
        evals,
        moves: notes,
        stopped,
        per_position,
        plies,
    }
}
