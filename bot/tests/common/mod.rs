//! What the command-line tests share: a scratch folder, the `acedrex` binary run on a
//! database with some input, its output as text, and the binary as a background process
//! of an end-to-end test.
#![allow(dead_code)] // each test file uses part of it

use std::ffi::OsStr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// An empty folder for one test, named after the test file (`kind`) and the test.
pub fn folder(kind: &str, name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("acedrex-cli-{kind}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// `acedrex ARGS --db DB` started with piped input and output; images go to `images`.
pub fn spawn(args: &[&str], db: impl AsRef<OsStr>, images: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(args)
        .arg("--db")
        .arg(db)
        .env("ACEDREX_IMAGES", images)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// `acedrex ARGS --db DB` with `stdin` as its whole input, run to its end.
pub fn run(args: &[&str], db: impl AsRef<OsStr>, images: &Path, stdin: &[u8]) -> Output {
    let mut child = spawn(args, db, images);
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(stdin).expect("writes");
    drop(input);
    child.wait_with_output().expect("runs")
}

pub fn text(out: &[u8]) -> String {
    String::from_utf8_lossy(out).into_owned()
}

/// The standard output of a run that must have succeeded.
#[track_caller]
pub fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

/// The `acedrex` binary running in the background with its output in a log file: stopped
/// by SIGTERM and checked to exit cleanly, or killed if the test ends first (and then its
/// log is printed when the test failed).
pub struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// Starts `cmd` with standard output and errors going to the file `log`.
    pub fn spawn(cmd: &mut Command, log: PathBuf) -> BotProcess {
        let file = std::fs::File::create(&log).expect("the bot's log");
        let child = cmd
            .stdin(Stdio::null())
            .stdout(file.try_clone().expect("the bot's log"))
            .stderr(file)
            .spawn()
            .expect("the acedrex binary starts");
        BotProcess { child, log }
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Stops the bot with SIGTERM, checks it exits cleanly, and returns its log.
    pub fn stop(mut self) -> String {
        let pid = self.child.id().to_string();
        let _ = Command::new("kill").args(["-TERM", &pid]).status();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    assert!(
                        status.success(),
                        "the bot exited with {status}:\n{}",
                        self.log()
                    );
                    break;
                }
                _ if Instant::now() > deadline => {
                    let _ = self.child.kill();
                    panic!("the bot did not stop on SIGTERM:\n{}", self.log());
                }
                _ => std::thread::sleep(Duration::from_millis(50)),
            }
        }
        self.log()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        if std::thread::panicking() {
            eprintln!("--- the bot's log\n{}", self.log());
        }
    }
}
