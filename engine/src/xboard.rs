//! An XBoard (CECP) engine driven from Rust, for matches against outside engines such as
//! Fairy-Max (`apt-get install fairymax`, which plays Grant Acedrex as `grande-acedrex`).
//!
//! The engine is kept in `force` mode and told every move; to get its move we send its
//! clock and `go`, then read `move …`. Our rules referee every move it makes: a move our
//! rules do not allow is reported, never played.

use crate::child::ChildEngine;
use std::time::{Duration, Instant};

/// Why talking to the outside engine failed.
#[derive(Debug, thiserror::Error)]
pub enum XboardError {
    #[error("cannot start `{0}`: {1}")]
    Start(String, std::io::Error),
    #[error("the engine does not play the variant `{0}` (its variants: {1})")]
    Variant(String, String),
    #[error("the engine closed its output")]
    Closed,
    #[error("the engine did not answer within {0:?}")]
    Timeout(Duration),
    #[error("cannot write to the engine: {0}")]
    Write(std::io::Error),
    /// A move our rules cannot read or do not allow, where no referee can dispute it
    /// (the engine teaching itself, [`crate::tune::teacher_play`]).
    #[error("the engine played an illegal move: {0}")]
    IllegalMove(String),
    /// A node count a move was asked of an engine that speaks XBoard, which plays on a
    /// clock here.
    #[error("a node count a move needs a UCI engine; this one speaks XBoard, which plays on a clock here")]
    NodesNeedUci,
}

/// What the engine answered when asked to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `move TEXT`: its move in its own coordinates (`c1f3`, `f11f12a`).
    Move(String),
    /// `resign`.
    Resign,
    /// A result claim (`1-0 {White mates}`) instead of a move.
    Claim(String),
    /// `Illegal move: …`: it refused the move we told it.
    Refused(String),
}

/// A running XBoard engine.
pub struct XboardEngine {
    io: ChildEngine,
    /// The engine's own name (`feature myname`), or its command.
    pub name: String,
    usermove: bool,
    /// The variants it names in `feature variants`, if it named any.
    variants: Option<String>,
    /// The file its games are defined in, if it says (Fairy-Max's `Ini File` option).
    pub ini_file: Option<std::path::PathBuf>,
}

/// How long the engine may take to start up and answer set-up commands.
const HANDSHAKE: Duration = Duration::from_secs(10);

impl XboardEngine {
    /// Starts `command` (split at spaces: program and arguments) and negotiates protocol 2.
    pub fn start(command: &str) -> Result<XboardEngine, XboardError> {
        let io = ChildEngine::start(command)?;
        let mut engine = XboardEngine {
            io,
            name: command.to_string(),
            usermove: false,
            variants: None,
            ini_file: None,
        };
        engine.io.send("xboard\nprotover 2")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = engine.io.line_until(deadline)?;
            let Some(features) = line.strip_prefix("feature ") else {
                continue;
            };
            if let Some(name) = feature(features, "myname") {
                engine.name = name;
            }
            if feature(features, "usermove").as_deref() == Some("1") {
                engine.usermove = true;
            }
            if let Some(variants) = feature(features, "variants") {
                engine.variants = Some(variants);
            }
            // Fairy-Max: `option="Ini File -file /usr/share/games/fairymax/fmax.ini"`.
            if let Some(path) = feature(features, "option")
                .and_then(|o| o.strip_prefix("Ini File -file ").map(str::to_string))
            {
                engine.ini_file = Some(path.into());
            }
            if feature(features, "done").as_deref() == Some("1") {
                break;
            }
        }
        Ok(engine)
    }

    /// Reads its games from `path` instead (Fairy-Max's `Ini File` option); the variant
    /// list it announced at start no longer applies, so names are not checked against it.
    pub fn load_games(&mut self, path: &std::path::Path) -> Result<(), XboardError> {
        self.io
            .send(&format!("option Ini File={}", path.display()))?;
        self.variants = None;
        self.ping()
    }

    /// Takes back the last move on its board (it is in force mode between moves).
    pub fn undo(&mut self) -> Result<(), XboardError> {
        self.io.send("undo")
    }

    /// A new game of `variant` (the engine's name for it; `normal` is chess) with a
    /// clock of `level` (the XBoard `level` command's arguments, e.g. `40 0:08 0`).
    pub fn new_game(&mut self, variant: &str, level: &str) -> Result<(), XboardError> {
        if variant != "normal" {
            if let Some(known) = &self.variants {
                if !known.split(',').any(|v| v.trim() == variant) {
                    return Err(XboardError::Variant(variant.to_string(), known.clone()));
                }
            }
        }
        self.io.send("new\nforce\neasy\nnopost")?;
        if variant != "normal" {
            self.io.send(&format!("variant {variant}"))?;
        }
        self.io.send(&format!("level {level}"))?;
        self.ping()
    }

    /// Waits until the engine has read everything sent so far.
    fn ping(&mut self) -> Result<(), XboardError> {
        self.io.send("ping 1")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.io.line_until(deadline)? != "pong 1" {}
        Ok(())
    }

    /// Tells the engine a move played on the board (in its coordinates).
    pub fn tell(&mut self, text: &str) -> Result<(), XboardError> {
        if self.usermove {
            self.io.send(&format!("usermove {text}"))
        } else {
            self.io.send(text)
        }
    }

    /// Asks for a move with `own` and `other` left on the clocks. An engine that has not
    /// answered after four times its own clock and five seconds more is stuck:
    /// [`XboardError::Timeout`]. A refusal of the move told last comes back as
    /// [`Answer::Refused`].
    pub fn think(&mut self, own: Duration, other: Duration) -> Result<Answer, XboardError> {
        let cs = |d: Duration| (d.as_millis() / 10).max(1);
        self.io
            .send(&format!("time {}\notim {}\ngo", cs(own), cs(other)))?;
        let deadline = Instant::now() + own * 4 + Duration::from_secs(5);
        let answer = loop {
            let line = self.io.line_until(deadline)?;
            let line = line.trim();
            if let Some(m) = line.strip_prefix("move ") {
                break Answer::Move(m.trim().to_string());
            }
            if line.starts_with("Illegal move") {
                break Answer::Refused(line.to_string());
            }
            if line == "resign" || line.starts_with("tellics resign") {
                break Answer::Resign;
            }
            if ["1-0", "0-1", "1/2-1/2"]
                .iter()
                .any(|r| line.starts_with(r))
            {
                break Answer::Claim(line.to_string());
            }
        };
        // Back to force mode, so it only moves when asked.
        self.io.send("force")?;
        Ok(answer)
    }
}

/// The value of `key` in a `feature` line: `myname="Fairy-Max 5.0b" done=1`.
fn feature(line: &str, key: &str) -> Option<String> {
    let at = line
        .match_indices(&format!("{key}="))
        .find(|(i, _)| *i == 0 || line.as_bytes()[i - 1] == b' ')?
        .0;
    let rest = &line[at + key.len() + 1..];
    if let Some(quoted) = rest.strip_prefix('"') {
        quoted.split('"').next().map(str::to_string)
    } else {
        rest.split_whitespace().next().map(str::to_string)
    }
}

#[cfg(test)]
mod tests {
    use super::feature;

    #[test]
    fn features_are_read_quoted_or_bare() {
        let line = r#"myname="Fairy-Max 5.0b" usermove=1 variants="normal,grande-acedrex" done=0"#;
        assert_eq!(feature(line, "myname").as_deref(), Some("Fairy-Max 5.0b"));
        assert_eq!(feature(line, "usermove").as_deref(), Some("1"));
        assert_eq!(
            feature(line, "variants").as_deref(),
            Some("normal,grande-acedrex")
        );
        assert_eq!(feature(line, "done").as_deref(), Some("0"));
        assert_eq!(feature(line, "name"), None);
    }
}
