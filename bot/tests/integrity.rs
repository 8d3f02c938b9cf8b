//! The database's integrity from the command line: a damaged database is refused with a
//! message saying what to do, `db check` reports it (exit status 1), `--accept-damaged`
//! continues, `db backup` / `db restore` round-trip; the terminal survives a line that is
//! not UTF-8; and dozens of SIGKILLs at random moments lose no answered move and raise no
//! false alarm.

mod common;

use acedrex_rules::{Game, VariantId};
use acedrex_service::store::{integrity, GameStore, Phase, SledStore};
use common::text;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;

fn folder(name: &str) -> PathBuf {
    common::folder("integrity", name)
}

fn acedrex(args: &[&str], db: &Path, stdin: &[u8]) -> Output {
    common::run(args, db, &db.with_extension("images"), stdin)
}

const OPENING: &[u8] = b"play chess @bob white\nas bob\naccept\nas alice\ne2e4\nas bob\ne7e5\nas alice\ng1f3\nas bob\nb8c6\nas alice\nf1c4\nas bob\ng8f6\n";

#[test]
fn a_line_that_is_not_utf8_does_not_end_the_terminal() {
    let dir = folder("utf8");
    let db = dir.join("db");
    let out = acedrex(
        &["console", "--as", "alice"],
        &db,
        b"play chess @bob white\n\xff\xfe\xfd garbage\nas bob\naccept\n",
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains("line 2 is not valid UTF-8; skipped"),
        "{stdout}"
    );
    assert!(stdout.contains("begins"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_database_is_refused_checked_and_continued_on_request() {
    let dir = folder("damage");
    let db = dir.join("db");
    let out = acedrex(&["console", "--as", "alice"], &db, OPENING);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let check = acedrex(&["db", "check"], &db, b"");
    assert!(check.status.success(), "{}", text(&check.stderr));
    assert!(
        text(&check.stdout).contains("ok"),
        "{}",
        text(&check.stdout)
    );

    // A mark ahead of the data: an older copy of the database put back.
    let mark = integrity::read_mark(&db).unwrap().expect("a mark");
    integrity::write_mark(
        &db,
        integrity::Commit {
            counter: mark.counter + 2,
            ..mark
        },
    )
    .unwrap();

    let out = acedrex(&["console", "--as", "alice"], &db, b"board\n");
    assert!(!out.status.success());
    let err = text(&out.stderr);
    for want in [
        "is damaged",
        "2 of",
        "committed changes are missing",
        "acedrex db restore",
        "--accept-damaged",
    ] {
        assert!(err.contains(want), "no `{want}` in {err}");
    }
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    let check = acedrex(&["db", "check"], &db, b"");
    assert_eq!(check.status.code(), Some(1));
    assert!(
        text(&check.stdout).contains("DAMAGED"),
        "{}",
        text(&check.stdout)
    );

    // Continued from what is readable: the game is all there, the files kept aside.
    let out = acedrex(
        &["console", "--as", "alice", "--accept-damaged"],
        &db,
        b"board\nd2d3\n",
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("damaged"), "a warning is logged");
    assert!(stdout.contains("Last move: Nf6"), "{stdout}");
    assert!(stdout.contains("alice plays d3"), "{stdout}");
    assert!(std::fs::read_dir(&db)
        .unwrap()
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().starts_with("damaged-")));
    let check = acedrex(&["db", "check"], &db, b"");
    assert!(check.status.success(), "{}", text(&check.stdout));

    // A bit flipped in the middle of sled's log.
    let log = db.join("db");
    let mut bytes = std::fs::read(&log).unwrap();
    // In the middle of what was written (sled's segments end in unused zeros).
    let used = bytes.iter().rposition(|&b| b != 0).unwrap_or(0);
    bytes[used / 2] ^= 0x08;
    std::fs::write(&log, bytes).unwrap();
    let out = acedrex(&["console", "--as", "alice"], &db, b"board\n");
    assert!(!out.status.success(), "{}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains("is damaged"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(acedrex(&["db", "check"], &db, b"").status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_backup_restores_and_the_game_goes_on() {
    let dir = folder("backup");
    let db = dir.join("db");
    let out = acedrex(&["console", "--as", "alice"], &db, OPENING);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let backups = dir.join("backups");
    let out = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["db", "backup"])
        .arg(&backups)
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("backup written: "),
        "{}",
        text(&out.stdout)
    );
    let file = std::fs::read_dir(&backups)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a backup file");

    let restored = dir.join("restored");
    let restore = |force: bool| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_acedrex"));
        c.args(["db", "restore"])
            .arg(&file)
            .arg("--db")
            .arg(&restored);
        if force {
            c.arg("--force");
        }
        c.output().unwrap()
    };
    let out = restore(false);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = acedrex(&["console", "--as", "alice"], &restored, b"board\nd2d3\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Last move: Nf6"), "{stdout}");
    assert!(stdout.contains("alice plays d3"), "{stdout}");
    // Not over a database with games, unless forced.
    let out = restore(false);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("--force"),
        "{}",
        text(&out.stderr)
    );
    let out = restore(true);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("replaced-"),
        "{}",
        text(&out.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn scheduled_backups_are_taken_while_serving() {
    let dir = folder("scheduled");
    let db = dir.join("db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args([
            "console",
            "--as",
            "alice",
            "--backup-every",
            "1s",
            "--keep",
            "2",
            "--db",
        ])
        .arg(&db)
        .arg("--images")
        .arg(dir.join("images"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(OPENING).unwrap();
    stdin.flush().unwrap();
    let backups = dir.join("backups");
    let count = || {
        std::fs::read_dir(&backups).map_or(0, |d| {
            d.filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().ends_with(".jsonl"))
                .count()
        })
    };
    let t = std::time::Instant::now();
    while count() < 2 && t.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(Duration::from_millis(2500));
    assert_eq!(count(), 2, "two kept");
    drop(stdin);
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A session whose output lines arrive on a channel.
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

fn start(db: &Path, images: &Path) -> Session {
    let mut child = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["console", "--as", "alice", "--db"])
        .arg(db)
        .arg("--images")
        .arg(images)
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

fn is_answer(line: &str) -> bool {
    line.starts_with("alice plays ") || line.starts_with("bob plays ")
}

/// Opens the database as a restarted program would: it must open (no false alarm).
fn reopen(db: &Path) -> SledStore {
    let mut tries = 0;
    loop {
        match SledStore::open(db) {
            Ok(s) => return s,
            Err(e) if tries < 250 && e.to_string().contains("another acedrex") => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            Err(e) => panic!("after a SIGKILL the database does not open: {e}"),
        }
    }
}

#[test]
fn sigkill_at_random_moments_loses_no_answered_move_and_raises_no_alarm() {
    let dir = folder("kills");
    let db = dir.join("db");
    let images = dir.join("images");
    let out = acedrex(
        &["console", "--as", "alice"],
        &db,
        b"play chess @bob white\nas bob\naccept\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
        | 1;
    println!("seed {seed}");
    let mut rand = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n.max(1)
    };
    // The moves whose reply was printed: each must be in the database after the kill.
    let mut answered: Vec<String> = Vec::new();
    let mut kills = 0;
    // The game being played. When a kill lands after a move that ended it and before the
    // next game's `accept` is stored, no game is open: check the finished one again.
    let mut current = None;
    while kills < 30 {
        let store = reopen(&db);
        let id = match store.open_games().unwrap().last() {
            Some(&id) => id,
            None => current.expect("a game in play or just finished"),
        };
        current = Some(id);
        let record = store.game(id).unwrap().unwrap();
        drop(store);
        assert!(
            record.moves.starts_with(&answered),
            "answered moves lost: {answered:?} not a prefix of {:?}",
            record.moves
        );
        let mut game = Game::new(VariantId::Chess);
        for lan in &record.moves {
            let m = game.position().parse_lan(lan).unwrap();
            game.play(m).unwrap();
        }
        answered = record.moves.clone();
        let mut s = start(&db, &images);
        let mut script = Vec::new();
        if record.phase == Phase::Challenge {
            // Killed between `play` and `accept`: the challenge waits for bob.
            script.extend(["as bob", "accept"].map(String::from));
        } else if game.is_over() {
            script.extend(["play chess @bob white", "as bob", "accept"].map(String::from));
            game = Game::new(VariantId::Chess);
            answered.clear();
        }
        // A few moves, then a kill at a random moment among them.
        let mut sent = Vec::new();
        for _ in 0..1 + rand(5) {
            if game.is_over() {
                break;
            }
            let legal = game.position().legal_moves();
            let m = legal[rand(legal.len() as u64) as usize];
            let lan = game.position().lan(m);
            let who = if game.position().side_to_move() == acedrex_rules::Color::White {
                "alice"
            } else {
                "bob"
            };
            script.push(format!("as {who}"));
            script.push(lan.clone());
            sent.push(lan);
            game.play(m).unwrap();
        }
        for line in &script {
            writeln!(s.stdin, "{line}").unwrap();
        }
        s.stdin.flush().unwrap();
        // Wait for a random number of the replies, then a random moment more.
        let wait_for = rand(sent.len() as u64 + 1) as usize;
        let mut seen = 0;
        while seen < wait_for {
            match s.lines.recv_timeout(Duration::from_secs(60)) {
                Ok(l) if is_answer(&l) => seen += 1,
                Ok(_) => {}
                Err(e) => panic!("no reply ({e:?}) after {seen} of {wait_for}"),
            }
        }
        std::thread::sleep(Duration::from_millis(rand(40)));
        s.child.kill().expect("SIGKILL");
        let _ = s.child.wait();
        kills += 1;
        // Every reply printed before the kill counts, read or not yet.
        loop {
            match s.lines.recv_timeout(Duration::from_secs(10)) {
                Ok(l) if is_answer(&l) => seen += 1,
                Ok(_) => {}
                Err(RecvTimeoutError::Disconnected) => break,
                Err(RecvTimeoutError::Timeout) => panic!("the output did not close"),
            }
        }
        answered.extend(sent.into_iter().take(seen));
    }
    // Last: a full check agrees.
    let check = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["db", "check", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(check.status.success(), "{}", text(&check.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_export_imports_into_an_empty_database_and_the_game_goes_on() {
    let dir = folder("export");
    let (from, to) = (dir.join("from"), dir.join("to"));
    let out = acedrex(&["console", "--as", "alice"], &from, OPENING);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let file = dir.join("games.jsonl");
    let file_arg = file.to_str().expect("a UTF-8 path");

    let export = acedrex(&["db", "export", file_arg], &from, b"");
    assert!(export.status.success(), "{}", text(&export.stderr));
    assert!(
        text(&export.stdout).starts_with("exported "),
        "{}",
        text(&export.stdout)
    );
    let import = acedrex(&["db", "import", file_arg], &to, b"");
    assert!(import.status.success(), "{}", text(&import.stderr));

    // The game continues in the new database where it stopped: White's 5th move.
    let out = acedrex(&["console", "--as", "alice"], &to, b"o-o\nas bob\nf6e4\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("O-O"), "{stdout}");
    assert!(stdout.contains("Nxe4"), "{stdout}");
    // A new game gets a new number, not one of the imported ones.
    let out = acedrex(&["console", "--as", "carol"], &to, b"play chess @dave\n");
    assert!(text(&out.stdout).contains("#2"), "{}", text(&out.stdout));

    // An import into a database that holds games is refused, and changes nothing.
    let again = acedrex(&["db", "import", file_arg], &to, b"");
    assert!(!again.status.success());
    assert!(
        text(&again.stderr).contains("already holds games"),
        "{}",
        text(&again.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_export_to_standard_output_imports_from_standard_input() {
    let dir = folder("export-stream");
    let (from, to) = (dir.join("from"), dir.join("to"));
    let out = acedrex(&["console", "--as", "alice"], &from, OPENING);
    assert!(out.status.success(), "{}", text(&out.stderr));

    // `-` is standard output: the items come there, the report on standard error, and no
    // file named `-` is written.
    let export = acedrex(&["db", "export", "-"], &from, b"");
    assert!(export.status.success(), "{}", text(&export.stderr));
    let lines = text(&export.stdout);
    assert!(lines.lines().all(|l| l.starts_with('{')), "{lines}");
    assert!(lines.contains("\"moves\""), "{lines}");
    assert!(
        text(&export.stderr).contains("to standard output (no .sum)"),
        "{}",
        text(&export.stderr)
    );
    assert!(!std::path::Path::new("-").exists());

    let import = acedrex(&["db", "import", "-"], &to, &export.stdout);
    assert!(import.status.success(), "{}", text(&import.stderr));
    let said = text(&import.stdout);
    assert!(said.contains("from standard input into"), "{said}");
    assert!(
        said.contains("warning: standard input has no .sum"),
        "{said}"
    );
    // The game goes on in the new database where it stopped.
    let out = acedrex(&["console", "--as", "alice"], &to, b"o-o\n");
    assert!(text(&out.stdout).contains("O-O"), "{}", text(&out.stdout));

    // A damaged line on standard input is refused and changes nothing.
    let bad = acedrex(
        &["db", "import", "-"],
        &dir.join("third"),
        b"{not an item\n",
    );
    assert!(!bad.status.success());
    assert!(
        text(&bad.stderr).contains("line 1 of standard input is not an item"),
        "{}",
        text(&bad.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// FNV-1a 64 as the backups' `.sum` holds it (to re-sum a backup edited on purpose).
fn fnv(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

#[test]
fn a_restore_tells_the_truth_about_what_it_restored() {
    let dir = folder("truthful");
    let db = dir.join("db");
    common::ok(&acedrex(&["console", "--as", "alice"], &db, OPENING));
    let backups = dir.join("backups");
    let out = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(["db", "backup"])
        .arg(&backups)
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    common::ok(&out);
    let file = std::fs::read_dir(&backups)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a backup file");
    let sum = PathBuf::from(format!("{}.sum", file.display()));
    let restore = |target: &Path, extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_acedrex"))
            .args(["db", "restore"])
            .arg(&file)
            .arg("--db")
            .arg(target)
            .args(extra)
            .output()
            .unwrap()
    };

    // Whole: every game replayed, and the report says so.
    let out = restore(&dir.join("r1"), &[]);
    let stdout = common::ok(&out);
    assert!(
        stdout.starts_with("restored ") && stdout.contains(" items (1 game, each replayed) from "),
        "{stdout}"
    );
    assert!(!stdout.contains("warning"), "{stdout}");

    // A game that does not replay (the .sum made to match): refused, nothing made.
    let good = std::fs::read(&file).unwrap();
    let bad = String::from_utf8(good.clone())
        .unwrap()
        .replacen("\"g1f3\"", "\"g1g3\"", 1);
    assert_ne!(bad.as_bytes(), &good[..]);
    std::fs::write(&file, &bad).unwrap();
    let good_sum = std::fs::read(&sum).unwrap();
    std::fs::write(
        &sum,
        format!(
            "{}fnv64 {:016x}\n",
            String::from_utf8(good_sum.clone())
                .unwrap()
                .lines()
                .next()
                .unwrap()
                .to_string()
                + "\n",
            fnv(bad.as_bytes())
        ),
    )
    .unwrap();
    let out = restore(&dir.join("r2"), &[]);
    assert!(!out.status.success(), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(
        err.contains("game #1 in the backup") && err.contains("does not replay"),
        "{err}"
    );
    assert!(err.contains("nothing was changed"), "{err}");
    assert!(!dir.join("r2").join("db").exists());
    // Over the working database with --force: refused, and it still plays.
    let out = restore(&db, &["--force"]);
    assert!(!out.status.success());
    let stdout = common::ok(&acedrex(&["console", "--as", "alice"], &db, b"d2d3\n"));
    assert!(stdout.contains("alice plays d3"), "{stdout}");

    // Without its .sum: refused, unless asked; then with a warning.
    std::fs::write(&file, &good).unwrap();
    std::fs::remove_file(&sum).unwrap();
    let out = restore(&dir.join("r3"), &[]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("has no checksum file") && err.contains("--unchecked"),
        "{err}"
    );
    assert!(!dir.join("r3").join("db").exists());
    let out = restore(&dir.join("r3"), &["--unchecked"]);
    let stdout = common::ok(&out);
    assert!(
        stdout.contains(" items (1 game, each replayed) from "),
        "{stdout}"
    );
    assert!(
        stdout.contains("warning: the backup had no .sum beside it"),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn accept_damaged_reports_what_it_salvaged() {
    let dir = folder("salvage");
    let db = dir.join("db");
    common::ok(&acedrex(&["console", "--as", "alice"], &db, OPENING));
    let log = db.join("db");
    let mut bytes = std::fs::read(&log).unwrap();
    let used = bytes.iter().rposition(|&b| b != 0).unwrap_or(0);
    bytes[used / 2] ^= 0x08;
    std::fs::write(&log, bytes).unwrap();
    // Refused first: the files stay as they were for the salvage.
    let out = acedrex(&["console", "--as", "alice"], &db, b"board\n");
    assert!(!out.status.success());
    let out = acedrex(
        &["console", "--as", "alice", "--accept-damaged"],
        &db,
        b"board\n",
    );
    let stdout = common::ok(&out);
    let err = text(&out.stderr);
    assert!(err.contains("continued from what could be read: "), "{err}");
    assert!(!err.contains("0 items kept"), "{err}");
    assert!(err.contains("The damaged files are in "), "{err}");
    // The whole game is back: its last move shown.
    assert!(stdout.contains("Last move: Nf6"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}
