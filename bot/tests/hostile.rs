//! Hostile input through the real binary: a player named with terminal escapes and bidi
//! overrides, typed escapes, a 100 MB line (the terminal must neither print an escape
//! nor hold the line whole); database passwords in every form never printed, and a
//! key=value connection string taken for PostgreSQL, never for a folder.

mod common;

use common::text;
use std::process::Command;

/// Bytes a terminal acts on: ESC, BEL, NUL, other C0 controls but tab and newline, DEL,
/// and the UTF-8 of C1 controls and bidi controls.
fn unsafe_bytes_in(out: &str) -> Vec<char> {
    out.chars()
        .filter(|&c| {
            (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}')
        })
        .collect()
}

#[test]
fn the_terminal_prints_no_escape_a_player_typed() {
    let dir = common::folder("hostile", "names");
    let db = dir.join("db");
    let input = "as \u{1b}]0;pwned\u{7}\u{1b}[31mEVIL\u{202e}x\n\
                 play chess @bob white\n\
                 as bob\n\
                 accept\n\
                 as \u{1b}]0;pwned\u{7}\u{1b}[31mEVIL\u{202e}x\n\
                 e2e4\n\
                 games\n\
                 \u{0}\u{1b}[2J\u{7}hello\u{2066}\n\
                 resign\n\
                 leaderboard chess\n";
    let out = common::run(
        &["console", "--as", "alice"],
        &db,
        &dir.join("images"),
        input.as_bytes(),
    );
    let stdout = common::ok(&out);
    assert_eq!(unsafe_bytes_in(&stdout), Vec::<char>::new(), "{stdout:?}");
    assert!(
        stdout.contains("You are now ]0;pwned[31mEVILx."),
        "{stdout}"
    );
    assert!(
        stdout.contains("resigned") || stdout.contains("resigns"),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_100_mb_line_is_skipped_and_the_session_goes_on() {
    let dir = common::folder("hostile", "huge");
    let db = dir.join("db");
    let mut input = b"games\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', 100 << 20));
    input.extend_from_slice(b"\nhelp\n");
    let out = common::run(
        &["console", "--as", "alice"],
        &db,
        &dir.join("images"),
        &input,
    );
    let stdout = common::ok(&out);
    assert!(stdout.len() < 20_000, "{} bytes of output", stdout.len());
    assert!(
        stdout.contains("line 2 is too long (more than 65536 bytes); skipped"),
        "{stdout}"
    );
    assert!(!stdout.contains("xxxxxxxxxx"), "the line is not echoed");
    // The session went on: `help` after it was answered.
    assert!(stdout.contains("play"), "{stdout}");
    // A long line below the bound is answered with a short echo.
    let mut input = "z".repeat(5_000).into_bytes();
    input.push(b'\n');
    let out = common::run(
        &["console", "--as", "alice"],
        &db,
        &dir.join("images"),
        &input,
    );
    let stdout = common::ok(&out);
    assert!(stdout.len() < 400, "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `acedrex serve --check-config --db DB` (with the game pages, so there is something to
/// serve): its output.
fn check_config(db: &str) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args([
            "serve",
            "--check-config",
            "--web",
            "127.0.0.1:0",
            "--db",
            db,
        ])
        .env_remove("ACEDREX_DB")
        .env_remove("DISCORD_TOKEN")
        .env_remove("MATRIX_USER")
        .output()
        .expect("runs");
    (
        out.status.success(),
        format!("{}{}", text(&out.stdout), text(&out.stderr)),
    )
}

#[test]
fn database_passwords_are_masked_in_every_form() {
    for (db, shown) in [
        (
            "postgres://acedrex:hunter2@db.example.org/games",
            "postgres://acedrex:***@db.example.org/games",
        ),
        (
            "postgres://acedrex@db/games?password=hunter2&sslmode=disable",
            "postgres://acedrex@db/games?password=***&sslmode=disable",
        ),
        (
            "postgresql://db/games?sslmode=require&sslpassword=hunter2&password=hunter2",
            "postgresql://db/games?sslmode=require&sslpassword=***&password=***",
        ),
        (
            "host=db user=acedrex password=hunter2 dbname=games",
            "host=db user=acedrex password=*** dbname=games",
        ),
        (
            "host=db password = 'hunter2 \\' hunter2' sslpassword=hunter2",
            "host=db password = *** sslpassword=***",
        ),
    ] {
        let (ok, out) = check_config(db);
        assert!(ok, "{out}");
        assert!(!out.contains("hunter2"), "{db}: {out}");
        assert!(
            out.contains(&format!("database postgres at {shown}")),
            "{db}: {out}"
        );
    }
}

#[test]
fn a_key_value_connection_string_is_not_taken_for_a_folder() {
    let dir = common::folder("hostile", "keyvalue");
    let out = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .current_dir(&dir)
        .args([
            "db",
            "check",
            "--db",
            "host=127.0.0.1 port=1 password=hunter2",
        ])
        .output()
        .expect("runs");
    let err = text(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("PostgreSQL"), "{err}");
    assert!(!err.contains("hunter2"), "{err}");
    // Nothing was made in the current folder.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    // As a database to serve from, it is PostgreSQL (here: nobody listens), never a folder.
    let out = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .current_dir(&dir)
        .args([
            "console",
            "--as",
            "alice",
            "--db",
            "host=127.0.0.1 port=1 password=hunter2",
        ])
        .output()
        .expect("runs");
    let err = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("postgres") || err.contains("PostgreSQL"),
        "{err}"
    );
    assert!(!err.contains("hunter2"), "{err}");
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "no folder made"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
