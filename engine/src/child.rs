//! An outside engine in a child process: text lines in, lines out, read with deadlines.
//! The XBoard and UCI clients both talk through this.

use crate::xboard::XboardError;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

pub(crate) struct ChildEngine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl ChildEngine {
    /// Starts `command` (program and arguments, split at spaces); its output is read on a
    /// thread of its own, line by line.
    pub fn start(command: &str) -> Result<ChildEngine, XboardError> {
        let mut words = command.split_whitespace();
        let program = words.next().unwrap_or_default();
        let args: Vec<&str> = words.collect();
        let spawn = |program: &str| {
            Command::new(program)
                .args(&args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
        };
        // Debian installs engines such as fairymax in /usr/games, which is not on every
        // PATH (root's, for one).
        let mut child = match spawn(program) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && !program.contains('/') => {
                spawn(&format!("/usr/games/{program}"))
            }
            other => other,
        }
        .map_err(|e| XboardError::Start(command.to_string(), e))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(XboardError::Closed);
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(ChildEngine {
            child,
            input,
            lines,
        })
    }

    pub fn send(&mut self, text: &str) -> Result<(), XboardError> {
        writeln!(self.input, "{text}")
            .and_then(|()| self.input.flush())
            .map_err(XboardError::Write)
    }

    /// Its next line, or [`XboardError::Timeout`] at `deadline`.
    pub fn line_until(&mut self, deadline: Instant) -> Result<String, XboardError> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(XboardError::Timeout(wait)),
            Err(RecvTimeoutError::Disconnected) => Err(XboardError::Closed),
        }
    }
}

impl Drop for ChildEngine {
    fn drop(&mut self) {
        // `quit` in both protocols.
        let _ = self.send("quit");
        // Give it a moment to leave on its own, then make sure.
        let end = Instant::now() + Duration::from_millis(500);
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
