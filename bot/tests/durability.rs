//! A move is on disk before its reply is printed: a terminal session is killed with
//! SIGKILL right after the reply to a move, and a new session finds the move played.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

fn folder(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("acedrex-durability-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

fn start(dir: &Path) -> Session {
    let mut child = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["console", "--as", "alice", "--db"])
        .arg(dir.join("db"))
        .arg("--images")
        .arg(dir.join("images"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    Session {
        child,
        stdin,
        lines,
    }
}

impl Session {
    fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}").expect("the session reads");
        self.stdin.flush().expect("flush");
    }

    /// Reads output until a line contains `needle`; everything read so far.
    fn until(&self, needle: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(60)) {
                Ok(line) => {
                    let hit = line.contains(needle);
                    seen.push(line);
                    if hit {
                        return seen;
                    }
                }
                Err(_) => panic!("no `{needle}` in the output:\n{}", seen.join("\n")),
            }
        }
    }
}

#[test]
fn a_move_survives_sigkill_right_after_its_reply() {
    let dir = folder("kill");
    let mut s = start(&dir);
    for line in ["play kmf @bob white", "as bob", "accept", "as alice"] {
        s.send(line);
    }
    s.until("begins");
    s.send("e2e5");
    s.until("alice plays e5.");
    // The reply is out: kill the process at once, with no chance to clean up.
    s.child.kill().expect("SIGKILL");
    let _ = s.child.wait();

    let mut s = start(&dir);
    s.send("board");
    let out = s.until("to move").join("\n");
    assert!(out.contains("Last move: e5"), "{out}");
    assert!(out.contains("bob (Black) to move"), "{out}");
    // And the game goes on from there.
    s.send("as bob");
    s.send("d11d8");
    s.until("bob plays d8.");
    s.send("quit");
    let _ = s.child.wait();
}

#[test]
fn a_second_session_on_the_same_database_is_refused_clearly() {
    let dir = folder("lock");
    let mut first = start(&dir);
    first.send("games");
    first.until("No games");
    let out = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["console", "--db"])
        .arg(dir.join("db"))
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("another acedrex is using it"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    first.send("quit");
    let _ = first.child.wait();
}
