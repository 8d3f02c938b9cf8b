//! What the command-line tests share: a scratch folder, the `acedrex` binary run on a
//! database with some input, and its output as text.
#![allow(dead_code)] // each test file uses part of it

use std::ffi::OsStr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

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
