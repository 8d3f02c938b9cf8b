//! A UCI engine driven from Rust, for matches against another build of our own engine
//! (`acedrex uci`, with the `UCI_Variant` option) or any UCI engine of our games.
//!
//! Unlike the XBoard client, nothing is kept on the engine's side between moves: it gets
//! the whole game (`position startpos moves …`) and a fixed time (`go movetime`) or node
//! count (`go nodes`) each turn.

use crate::child::ChildEngine;
use crate::xboard::{Answer, XboardError};
use std::time::{Duration, Instant};

/// A running UCI engine.
pub struct UciEngine {
    io: ChildEngine,
    /// Its `id name`, or its command.
    pub name: String,
    /// The game's moves so far, in its notation.
    moves: Vec<String>,
    /// Its time a move.
    movetime: Duration,
    /// Its nodes a move instead of a time ([`UciEngine::set_nodes`]).
    nodes: Option<u64>,
    /// The score it gave its last move ([`UciEngine::last_score`]).
    last_score: Option<i32>,
}

const HANDSHAKE: Duration = Duration::from_secs(10);

impl UciEngine {
    /// Starts `command` (program and arguments, split at spaces) and waits for `uciok`.
    pub fn start(command: &str, movetime: Duration) -> Result<UciEngine, XboardError> {
        let io = ChildEngine::start(command)?;
        let mut engine = UciEngine {
            io,
            name: command.to_string(),
            moves: Vec::new(),
            movetime,
            nodes: None,
            last_score: None,
        };
        engine.io.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = engine.io.line_until(deadline)?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            }
            if line.trim() == "uciok" {
                break;
            }
        }
        Ok(engine)
    }

    /// Sets a UCI option (`setoption name NAME value VALUE`).
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), XboardError> {
        self.io
            .send(&format!("setoption name {name} value {value}"))
    }

    /// Searches `nodes` nodes a move (`go nodes`) instead of its fixed time: the same
    /// moves however loaded the machine is, where the engine counts nodes exactly.
    pub fn set_nodes(&mut self, nodes: u64) {
        self.nodes = Some(nodes);
    }

    /// A new game of `variant` (its `UCI_Variant` value).
    pub fn new_game(&mut self, variant: &str) -> Result<(), XboardError> {
        self.moves.clear();
        self.io.send(&format!(
            "setoption name UCI_Variant value {variant}\nucinewgame\nisready"
        ))?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.io.line_until(deadline)?.trim() != "readyok" {}
        Ok(())
    }

    /// A move played on the board.
    pub fn tell(&mut self, text: &str) {
        self.moves.push(text.to_string());
    }

    /// Takes back the last move told.
    pub fn undo(&mut self) {
        self.moves.pop();
    }

    /// Its move in the game so far, after its fixed time or nodes (and then on the board;
    /// take it back with [`UciEngine::undo`] if it is refused). An engine that has not
    /// answered after four times its time (or its nodes at 10,000 a second) and five
    /// seconds more is stuck: [`XboardError::Timeout`].
    pub fn think(&mut self) -> Result<Answer, XboardError> {
        let position = if self.moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", self.moves.join(" "))
        };
        let (go, allowed) = match self.nodes {
            Some(n) => (format!("go nodes {n}"), Duration::from_millis(n / 10)),
            None => (
                format!("go movetime {}", self.movetime.as_millis()),
                self.movetime * 4,
            ),
        };
        self.io.send(&format!("{position}\n{go}"))?;
        let deadline = Instant::now() + allowed + Duration::from_secs(5);
        self.last_score = None;
        loop {
            let line = self.io.line_until(deadline)?;
            self.last_score = info_score(&line).or(self.last_score);
            if let Some(rest) = line.trim().strip_prefix("bestmove") {
                let m = rest.split_whitespace().next().unwrap_or("(none)");
                if m == "(none)" || m == "0000" {
                    return Ok(Answer::Claim(format!("bestmove {m}")));
                }
                // Its move is on the board now, as an XBoard engine's is on its own.
                self.moves.push(m.to_string());
                return Ok(Answer::Move(m.to_string()));
            }
        }
    }

    /// The score its last search gave the position it moved in (the last `info … score`
    /// before its `bestmove`), in centipawns for the side that moved (a mate: ±[`MATE_CP`]);
    /// `None` when it printed none.
    pub fn last_score(&self) -> Option<i32> {
        self.last_score
    }

    /// Its score of the position `fen` after a search to `depth`, in centipawns for the
    /// side to move (a mate found: ±[`MATE_CP`]); `None` when it printed no score. The
    /// game's moves are left as they were.
    pub fn score_at_depth(&mut self, fen: &str, depth: u32) -> Result<Option<i32>, XboardError> {
        self.score_of(fen, depth, None)
    }

    /// Its move in the position `fen` after `nodes` nodes (`go nodes`), in its notation;
    /// `None` when it has none. The game's moves are left as they were.
    pub fn best_of(&mut self, fen: &str, nodes: u64) -> Result<Option<String>, XboardError> {
        self.io
            .send(&format!("position fen {fen}\ngo nodes {nodes}"))?;
        let deadline = Instant::now() + Duration::from_millis(nodes / 10) + Duration::from_secs(5);
        loop {
            let line = self.io.line_until(deadline)?;
            if let Some(rest) = line.trim().strip_prefix("bestmove") {
                let m = rest.split_whitespace().next().unwrap_or("(none)");
                return Ok((m != "(none)" && m != "0000").then(|| m.to_string()));
            }
        }
    }

    /// As [`UciEngine::score_at_depth`], searching only the move `only` when given (in
    /// the engine's own notation; `go … searchmoves`).
    pub fn score_of(
        &mut self,
        fen: &str,
        depth: u32,
        only: Option<&str>,
    ) -> Result<Option<i32>, XboardError> {
        let only = only.map_or(String::new(), |m| format!(" searchmoves {m}"));
        self.io
            .send(&format!("position fen {fen}\ngo depth {depth}{only}"))?;
        // Deep searches of big positions take a while; a minute is far beyond any asked.
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut score = None;
        loop {
            let line = self.io.line_until(deadline)?;
            if line.split_whitespace().next() == Some("bestmove") {
                return Ok(score);
            }
            score = info_score(&line).or(score);
        }
    }
}

/// The score of an `info` line (`… score cp 35 …`, `… score mate -3 …`) in centipawns for
/// the side to move, a mate counting ±[`MATE_CP`]; `None` for a line without one.
fn info_score(line: &str) -> Option<i32> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let i = words.iter().position(|w| *w == "score")?;
    let value = words.get(i + 2)?.parse::<i32>().ok()?;
    match *words.get(i + 1)? {
        "cp" => Some(value),
        "mate" => Some(if value > 0 { MATE_CP } else { -MATE_CP }),
        _ => None,
    }
}

pub use crate::MATE_CP;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_their_score() {
        assert_eq!(
            info_score("info depth 9 score cp -35 nodes 100 pv e2e4"),
            Some(-35)
        );
        assert_eq!(
            info_score("info depth 12 score mate 3 pv a1a8"),
            Some(MATE_CP)
        );
        assert_eq!(
            info_score("info depth 12 score mate -2 pv a1a8"),
            Some(-MATE_CP)
        );
        // Bounds are scores too; lines without one, or not info lines, are not.
        assert_eq!(info_score("info depth 5 score cp 40 lowerbound"), Some(40));
        assert_eq!(info_score("info string classical evaluation enabled"), None);
        assert_eq!(info_score("info depth 3 score"), None);
        assert_eq!(info_score("bestmove e2e4"), None);
    }
}
