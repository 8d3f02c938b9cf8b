//! The command line on PostgreSQL, as an operator uses it: the terminal plays on a
//! `postgres://` database, `db backup` copies it while it is in use, the backup imports
//! into a new database and the game goes on there; a sled database moves to PostgreSQL
//! with `db export` / `db import`. Needs Debian's PostgreSQL (`scripts/postgres-install`);
//! without it the tests say so and pass without running.

use acedrex_postgres::testing::TestServer;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("acedrex-cli-pg-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// `acedrex ARGS --db DB` with `stdin`; images go into `scratch`.
fn acedrex(args: &[&str], db: &str, scratch: &Path, stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(args)
        .args(["--db", db])
        .env("ACEDREX_IMAGES", scratch.join("images"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(stdin).expect("writes");
    drop(input);
    child.wait_with_output().expect("runs")
}

fn text(out: &[u8]) -> String {
    String::from_utf8_lossy(out).into_owned()
}

#[track_caller]
fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

const OPENING: &[u8] =
    b"play chess @bob white\nas bob\naccept\nas alice\ne4\nas bob\ne5\nas alice\nNf3\nas bob\nNc6\n";

#[test]
fn a_postgres_game_is_backed_up_while_in_use_and_goes_on_from_the_backup() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let dir = folder("backup");
    let url = pg.fresh_database();
    let out = ok(&acedrex(&["console", "--as", "alice"], &url, &dir, OPENING));
    assert!(out.contains("bob plays Nc6."), "{out}");

    // The backup is taken while a terminal session holds the database open.
    let mut session = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["console", "--as", "alice", "--db", &url])
        .env("ACEDREX_IMAGES", dir.join("images"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the terminal starts");
    let backups = dir.join("backups");
    let out = ok(&acedrex(
        &["db", "backup", backups.to_str().expect("UTF-8")],
        &url,
        &dir,
        b"",
    ));
    drop(session.stdin.take());
    assert!(session.wait().expect("ends").success());
    assert!(out.starts_with("backup written: "), "{out}");
    let file = std::fs::read_dir(&backups)
        .expect("the backup folder")
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a backup file");
    assert!(file.with_extension("jsonl.sum").exists());

    // Into a new database, where the game continues at White's third move.
    let copy = pg.fresh_database();
    let out = ok(&acedrex(
        &["db", "import", file.to_str().expect("UTF-8")],
        &copy,
        &dir,
        b"",
    ));
    assert!(out.starts_with("imported "), "{out}");
    let out = ok(&acedrex(
        &["console", "--as", "alice"],
        &copy,
        &dir,
        b"Bb5\nas bob\na6\n",
    ));
    assert!(out.contains("alice plays Bb5."), "{out}");
    assert!(out.contains("bob plays a6."), "{out}");

    // `db check` is for sled folders, and says what to use instead.
    let check = acedrex(&["db", "check"], &copy, &dir, b"");
    assert!(!check.status.success());
    assert!(
        text(&check.stderr).contains("db backup"),
        "{}",
        text(&check.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_sled_database_moves_to_postgres_and_back() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let dir = folder("move");
    let sled = dir.join("db");
    let sled = sled.to_str().expect("UTF-8");
    ok(&acedrex(&["console", "--as", "alice"], sled, &dir, OPENING));
    let file = dir.join("games.jsonl");
    let file = file.to_str().expect("UTF-8");
    ok(&acedrex(&["db", "export", file], sled, &dir, b""));

    let url = pg.fresh_database();
    ok(&acedrex(&["db", "import", file], &url, &dir, b""));
    let out = ok(&acedrex(
        &["console", "--as", "alice"],
        &url,
        &dir,
        b"Bc4\nas bob\nBc5\nboard\n",
    ));
    assert!(out.contains("bob plays Bc5."), "{out}");
    assert!(out.contains("move 4. Last move: Bc5."), "{out}");

    // And back to a new sled folder, with the moves made on PostgreSQL.
    let back = dir.join("back.jsonl");
    let back = back.to_str().expect("UTF-8");
    ok(&acedrex(&["db", "export", back], &url, &dir, b""));
    let sled2 = dir.join("db2");
    let sled2 = sled2.to_str().expect("UTF-8");
    ok(&acedrex(&["db", "import", back], sled2, &dir, b""));
    let out = ok(&acedrex(
        &["console", "--as", "alice"],
        sled2,
        &dir,
        b"board\n",
    ));
    assert!(out.contains("move 4. Last move: Bc5."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
