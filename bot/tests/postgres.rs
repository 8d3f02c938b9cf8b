//! The command line on PostgreSQL, as an operator uses it: the terminal plays on a
//! `postgres://` database, `db backup` copies it while it is in use, the backup imports
//! into a new database and the game goes on there; a sled database moves to PostgreSQL
//! with `db export` / `db import`. Needs Debian's PostgreSQL (`scripts/postgres-install`);
//! without it the tests say so and pass without running.

mod common;

use acedrex_postgres::testing::TestServer;
use common::{ok, text};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn folder(name: &str) -> std::path::PathBuf {
    common::folder("pg", name)
}

/// `acedrex ARGS --db DB` with `stdin`; images go into `scratch`.
fn acedrex(args: &[&str], db: &str, scratch: &Path, stdin: &[u8]) -> Output {
    common::run(args, db, &scratch.join("images"), stdin)
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

/// Two `acedrex` processes on one PostgreSQL database get the same moves for many games,
/// as two serving machines would when both players' commands reach both: every move is
/// taken by exactly one process, and every game's record is its script.
#[test]
fn two_processes_sending_the_same_moves_lose_nothing_and_double_nothing() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let dir = folder("race");
    let url = pg.fresh_database();
    const GAMES: usize = 12;
    const PLIES: usize = 16;

    // The games, begun in one session (ids 1..=GAMES on a fresh database).
    let mut setup = String::new();
    for g in 1..=GAMES {
        setup.push_str(&format!(
            "as w{g}\nplay chess @b{g} white\nas b{g}\naccept #{g}\n"
        ));
    }
    let out = ok(&acedrex(
        &["console", "--as", "w1"],
        &url,
        &dir,
        setup.as_bytes(),
    ));
    assert_eq!(out.matches(" begins: Chess").count(), GAMES, "{out}");

    // Each game's moves: a fixed walk through legal moves; round by round over the games.
    let mut scripts = Vec::new();
    for g in 1..=GAMES {
        let mut game = acedrex_rules::Game::new(acedrex_rules::VariantId::Chess);
        let (mut moves, mut stored) = (Vec::new(), Vec::new());
        while moves.len() < PLIES && !game.is_over() {
            let legal = game.position().legal_moves();
            let m = legal[(g * 7 + moves.len() * 13) % legal.len()];
            moves.push(game.position().san(m));
            stored.push(game.position().lan(m));
            game.play(m).expect("legal");
        }
        scripts.push((moves, stored));
    }
    let mut script = String::new();
    for p in 0..PLIES {
        for (g, (moves, _)) in scripts.iter().enumerate() {
            if let Some(mv) = moves.get(p) {
                let who = if p % 2 == 0 { "w" } else { "b" };
                script.push_str(&format!("as {who}{}\nmove {mv} #{}\n", g + 1, g + 1));
            }
        }
    }
    // Both processes at once, the whole script on their input from the start.
    let spawn = || {
        let mut child = common::spawn(&["console", "--as", "w1"], &url, &dir.join("images"));
        let mut input = child.stdin.take().expect("stdin");
        let script = script.clone();
        let writer = std::thread::spawn(move || input.write_all(script.as_bytes()));
        (child, writer)
    };
    let (a, b) = (spawn(), spawn());
    let mut taken = 0;
    for (child, writer) in [a, b] {
        writer.join().expect("written").expect("writes");
        let out = ok(&child.wait_with_output().expect("runs"));
        // "w3 plays e4." — a move this process took.
        taken += out
            .lines()
            .filter(|l| l.contains(" plays ") && l.ends_with('.'))
            .count();
    }
    let total: usize = scripts.iter().map(|(moves, _)| moves.len()).sum();
    assert_eq!(taken, total, "every move taken exactly once");

    // Every record is its script: nothing lost, nothing twice, nothing out of order.
    let file = dir.join("after.jsonl");
    ok(&acedrex(
        &["db", "export", file.to_str().expect("UTF-8")],
        &url,
        &dir,
        b"",
    ));
    let exported = std::fs::read_to_string(&file).expect("the export");
    let mut records = std::collections::BTreeMap::new();
    for line in exported.lines() {
        let item: serde_json::Value = serde_json::from_str(line).expect("JSON");
        if item["type"] == "game" {
            let moves: Vec<String> = item["moves"]
                .as_array()
                .expect("moves")
                .iter()
                .map(|m| m.as_str().expect("a move").to_string())
                .collect();
            records.insert(item["id"].as_u64().expect("an id"), moves);
        }
    }
    for (g, (_, stored)) in scripts.iter().enumerate() {
        assert_eq!(
            records.get(&(g as u64 + 1)),
            Some(stored),
            "game #{}",
            g + 1
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
