//! A damaged database is detected and reported, never silently rolled back: a bit
//! flipped in sled's log, a truncated log, a mark ahead of the data, a record that does
//! not read; `check` reports each; `--accept-damaged` (OnDamage::Accept) continues from
//! what is readable; backups taken during play restore and play on.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{
    backup, check, integrity, prune_backups, restore, BackupSchedule, GameStore, MarkStatus,
    OnDamage, Phase, SledStore, StoreError, UserRef,
};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "shared/said.rs"]
mod said;
use said::says;

/// Opening moves of chess, long algebraic, legal in this order.
const MOVES: [&str; 16] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "c2c3", "d7d6", "b1d2", "a7a6",
    "a2a4", "h7h6", "h2h3", "a8b8",
];

struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("acedrex-integrity-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn db(&self) -> PathBuf {
        self.0.join("db")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Opens, waiting out the lock a just-dropped handle's threads may still hold.
fn open_with(db: &Path, on_damage: OnDamage) -> Result<SledStore, StoreError> {
    let mut tries = 0;
    loop {
        match SledStore::open_with(db, on_damage) {
            Err(e) if tries < 250 && e.to_string().contains("another acedrex") => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

fn open(db: &Path) -> Result<SledStore, StoreError> {
    open_with(db, OnDamage::Refuse)
}

fn check_db(db: &Path) -> acedrex_service::store::CheckReport {
    let mut tries = 0;
    loop {
        match check(db) {
            Err(e) if tries < 250 && e.to_string().contains("another acedrex") => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other.expect("check runs"),
        }
    }
}

fn service(store: SledStore) -> Service {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_795_000_000);
    Service::new(
        store,
        Arc::new(FirstMove),
        clock,
        Config {
            square: Some(16),
            ..Config::default()
        },
    )
}

fn say(svc: &Service, channel: &str, who: &str, text: &str) -> acedrex_service::Reply {
    svc.handle(&Request {
        locale: None,
        channel: channel.into(),
        user: UserRef::person("terminal", who, who),
        text: text.into(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
}

/// Starts a chess game in `channel` (alice White, bob Black) and plays `plies` moves.
fn game(svc: &Service, channel: &str, plies: usize) {
    let r = say(svc, channel, "alice", "play chess @terminal:bob white");
    says(&r, &["challenge challenger=alice"]);
    let r = say(svc, channel, "bob", "accept");
    says(&r, &["game-begins"]);
    for (i, mv) in MOVES.iter().take(plies).enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let r = say(svc, channel, who, mv);
        says(&r, &[&format!("plays who={who}")]);
    }
}

/// A database with five games of 16 plies (a log of a few hundred writes).
fn played(dir: &TempDir) {
    let svc = service(open(&dir.db()).expect("a new database opens"));
    for g in 0..5 {
        game(&svc, &format!("terminal:room{g}"), MOVES.len());
    }
}

fn moves_of(store: &SledStore) -> Vec<(Phase, usize)> {
    store
        .open_games()
        .unwrap()
        .into_iter()
        .map(|id| {
            let g = store.game(id).unwrap().unwrap();
            (g.phase, g.moves.len())
        })
        .collect()
}

fn assert_refused(db: &Path, wants: &[&str]) -> String {
    let msg = match open(db) {
        Ok(_) => panic!("the damaged database opened"),
        Err(e @ StoreError::Damaged { .. }) => e.to_string(),
        Err(e) => panic!("not a damage report: {e}"),
    };
    for w in ["is damaged", "acedrex db restore", "--accept-damaged"]
        .iter()
        .chain(wants)
    {
        assert!(msg.contains(w), "no `{w}` in: {msg}");
    }
    msg
}

/// Flips a bit in the middle of what was written (sled's segments end in unused zeros).
fn flip_bit(file: &Path) {
    let mut bytes = std::fs::read(file).unwrap();
    let at = bytes.iter().rposition(|&b| b != 0).unwrap_or(0) / 2;
    bytes[at] ^= 0x10;
    std::fs::write(file, bytes).unwrap();
}

#[test]
fn a_new_database_gets_a_mark_and_reopens() {
    let dir = TempDir::new("new");
    played(&dir);
    let mark = integrity::read_mark(&dir.db()).unwrap().expect("a mark");
    assert!(mark.counter >= 5 * 18, "{mark:?}");
    let store = open(&dir.db()).expect("reopens");
    assert_eq!(moves_of(&store), vec![(Phase::Playing, 16); 5]);
    drop(store);
    let report = check_db(&dir.db());
    assert!(!report.is_damaged(), "{report}");
    assert_eq!(report.mark, MarkStatus::Agrees);
    assert_eq!(report.games, 5);
    assert!(report.to_string().ends_with("ok\n"), "{report}");
}

#[test]
fn a_bit_flipped_mid_file_is_refused_not_rolled_back() {
    let dir = TempDir::new("flip");
    played(&dir);
    let log = dir.db().join("db");
    flip_bit(&log);
    let msg = assert_refused(&dir.db(), &["committed changes are missing"]);
    assert!(msg.contains(&dir.db().display().to_string()), "{msg}");
    let report = check_db(&dir.db());
    assert!(report.is_damaged(), "{report}");
    assert!(matches!(report.mark, MarkStatus::Behind { .. }), "{report}");
    assert!(report.to_string().contains("DAMAGED"), "{report}");
    // Refusing changes nothing: it is still refused.
    assert_refused(&dir.db(), &[]);
}

#[test]
fn a_truncated_log_is_refused() {
    let dir = TempDir::new("truncate");
    played(&dir);
    let log = dir.db().join("db");
    let len = std::fs::metadata(&log).unwrap().len();
    std::fs::OpenOptions::new()
        .write(true)
        .open(&log)
        .unwrap()
        .set_len(len / 3)
        .unwrap();
    assert_refused(&dir.db(), &[]);
    assert!(check_db(&dir.db()).is_damaged());
    // Emptied altogether: refused too, not a new empty database.
    std::fs::write(&log, b"").unwrap();
    assert_refused(&dir.db(), &[]);
}

#[test]
fn a_mark_ahead_of_the_data_is_refused() {
    let dir = TempDir::new("ahead");
    played(&dir);
    let mark = integrity::read_mark(&dir.db()).unwrap().unwrap();
    // The mark of a later state: as if an older copy of the database were put back.
    let later = integrity::Commit {
        counter: mark.counter + 3,
        ..mark
    };
    integrity::write_mark(&dir.db(), later).unwrap();
    assert_eq!(integrity::read_mark(&dir.db()).unwrap(), Some(later));
    assert_refused(&dir.db(), &["3 of", "committed changes are missing"]);
    // Same count, another last change: the file was altered.
    let altered = integrity::Commit {
        hash: mark.hash ^ 1,
        ..mark
    };
    integrity::write_mark(&dir.db(), altered).unwrap();
    assert_refused(&dir.db(), &["is not the one recorded"]);
    // A mark whose every slot fails its checksum is unreadable: refused as well.
    std::fs::write(
        dir.db().join(integrity::MARK_FILE),
        "acedrex-mark 1\ncommits 1\n",
    )
    .unwrap();
    assert_refused(&dir.db(), &["mark", "unreadable"]);
    assert!(check_db(&dir.db()).is_damaged());
}

#[test]
fn an_unreadable_record_is_refused_and_checked() {
    let dir = TempDir::new("record");
    played(&dir);
    {
        let store = open(&dir.db()).unwrap();
        let id = store.open_games().unwrap()[1];
        store.put_raw_game(id, b"{\"v\": 2, \"id\": ").unwrap();
    }
    assert_refused(&dir.db(), &["record g/", "is damaged"]);
    let report = check_db(&dir.db());
    assert_eq!((report.damaged.len(), report.games), (1, 4), "{report}");
}

#[test]
fn accept_damaged_continues_from_what_is_readable() {
    let dir = TempDir::new("accept");
    played(&dir);
    let log = dir.db().join("db");
    flip_bit(&log);
    let store = open_with(&dir.db(), OnDamage::Accept).expect("continues");
    let kept = moves_of(&store);
    // The damaged files are kept aside.
    let aside: Vec<_> = std::fs::read_dir(dir.db())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("damaged-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert!(aside[0].path().join("db").exists());
    assert!(aside[0].path().join(integrity::MARK_FILE).exists());
    // The new database plays on and opens without complaint afterwards.
    let svc = service(store);
    game(&svc, "terminal:after", 4);
    drop(svc);
    let store = open(&dir.db()).expect("the recovered database opens");
    assert_eq!(moves_of(&store).len(), kept.len() + 1);
    // No game id is handed out twice.
    let mut ids: Vec<u64> = store.open_games().unwrap();
    ids.dedup();
    assert_eq!(ids.len(), kept.len() + 1);
    drop(store);
    assert!(!check_db(&dir.db()).is_damaged());
}

#[test]
fn a_database_from_the_previous_version_opens_and_gets_a_mark() {
    let dir = TempDir::new("v1");
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/db-v1"),
        &dir.db(),
    );
    let report = check_db(&dir.db());
    assert_eq!(report.mark, MarkStatus::Absent, "{report}");
    assert!(!report.is_damaged(), "{report}");
    let store = open(&dir.db()).expect("opens");
    assert_eq!(store.game(2).unwrap().unwrap().moves.len(), 2);
    drop(store);
    assert!(integrity::read_mark(&dir.db()).unwrap().is_some());
    open(&dir.db()).expect("reopens");
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

#[test]
fn a_backup_during_play_restores_and_the_games_go_on() {
    let dir = TempDir::new("backup");
    let svc = Arc::new(service(open(&dir.db()).unwrap()));
    for g in 0..3 {
        game(&svc, &format!("terminal:room{g}"), 2);
    }
    // Moves go on in another thread while backups are taken.
    let player = {
        let svc = svc.clone();
        std::thread::spawn(move || game(&svc, "terminal:busy", 12))
    };
    let backups = dir.0.join("backups");
    let mut last = None;
    for _ in 0..3 {
        last = Some(backup(svc.store(), &backups).expect("a backup"));
    }
    player.join().unwrap();
    let info = last.unwrap();
    assert!(info.file.exists() && info.items >= 3, "{info:?}");
    assert_eq!(info.skipped, 0);
    let fresh = backup(svc.store(), &backups).unwrap();
    drop(svc);

    // Restored into a new folder: every game is there and plays on.
    let target = dir.0.join("restored");
    let done = restore(&fresh.file, &target, false, false).expect("restores");
    assert_eq!(done.items, fresh.items);
    let store = open(&target).expect("the restored database opens");
    assert_eq!(moves_of(&store).len(), 4);
    let svc = service(store);
    let r = say(&svc, "terminal:busy", "alice", "a2a4");
    says(&r, &["plays who=alice san=a4"]);
    game(&svc, "terminal:new", 2);
    drop(svc);
    let store = open(&target).unwrap();
    let ids = store.open_games().unwrap();
    assert_eq!(ids.len(), 5, "a new game must not reuse an id");
    drop(store);

    // A non-empty database is not overwritten unless told.
    let err = restore(&fresh.file, &target, false, false)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("not empty") && err.contains("--force"),
        "{err}"
    );
    let done = restore(&info.file, &target, true, false).expect("forced");
    assert!(done
        .replaced
        .as_ref()
        .is_some_and(|p| p.join("db").exists()));
    assert!(!check_db(&target).is_damaged());

    // A damaged backup is refused by its checksum.
    let mut bytes = std::fs::read(&info.file).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 1;
    std::fs::write(&info.file, bytes).unwrap();
    let err = restore(&info.file, &dir.0.join("other"), false, false)
        .unwrap_err()
        .to_string();
    assert!(err.contains("does not match its checksum"), "{err}");
}

#[test]
fn scheduled_backups_keep_the_newest() {
    let dir = TempDir::new("schedule");
    let store: Arc<dyn GameStore> = Arc::new(open(&dir.db()).unwrap());
    let backups = dir.0.join("backups");
    let schedule = BackupSchedule {
        dir: backups.clone(),
        every: Duration::from_millis(30),
        keep: 3,
    };
    let thread = schedule.spawn(store.clone()).unwrap();
    let t = Instant::now();
    let count = || {
        std::fs::read_dir(&backups).map_or(0, |d| {
            d.filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().ends_with(".jsonl"))
                .count()
        })
    };
    while t.elapsed() < Duration::from_secs(20) && count() < 3 {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    drop(thread);
    assert_eq!(count(), 3);
    assert!(prune_backups(&backups, 1).unwrap().len() == 2);
    assert_eq!(count(), 1);
}

/// sled keeps large values in `blobs/`; game records are far below its threshold, so a
/// database of games has no blob files to lose. Checked here so a change is noticed.
#[test]
fn the_folder_layout_is_known() {
    let dir = TempDir::new("layout");
    played(&dir);
    let mut names: Vec<String> = std::fs::read_dir(dir.db())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("snap."))
        .collect();
    names.sort();
    assert_eq!(names, ["acedrex-mark", "blobs", "conf", "db"]);
    let blobs = std::fs::read_dir(dir.db().join("blobs")).unwrap().count();
    assert_eq!(blobs, 0);
}

/// The id of the game or challenge a reply is about.
fn id_of(svc: &Service, channel: &str, who: &str, text: &str) -> u64 {
    svc.handle(&Request {
        locale: None,
        channel: channel.into(),
        user: UserRef::person("terminal", who, who),
        text: text.into(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
    .game
    .expect("a game view")
    .id
}

#[test]
fn game_numbers_stay_dense_across_restarts() {
    let dir = TempDir::new("dense");
    let mut ids = Vec::new();
    for round in 0..3 {
        let svc = service(open(&dir.db()).expect("opens"));
        ids.push(id_of(
            &svc,
            &format!("terminal:room{round}"),
            "alice",
            "play chess @terminal:bob white",
        ));
    }
    assert_eq!(ids, [1, 2, 3]);
    // A database from before (sled's generator gave #2000001 after a restart): new
    // numbers go on above every existing one, one by one.
    let store = open(&dir.db()).unwrap();
    let mut old = store.game(3).unwrap().unwrap();
    old.id = 2_000_001;
    store.save(&old, &[]).unwrap();
    drop(store);
    let svc = service(open(&dir.db()).unwrap());
    assert_eq!(
        id_of(&svc, "terminal:later", "alice", "play chess @terminal:bob"),
        2_000_002
    );
    drop(svc);
    let svc = service(open(&dir.db()).unwrap());
    assert_eq!(
        id_of(&svc, "terminal:later2", "alice", "play chess @terminal:bob"),
        2_000_003
    );
}

/// A backup (with its .sum) of a database whose game #1 has a move that does not replay.
fn backup_with_a_game_that_does_not_replay(dir: &TempDir) -> PathBuf {
    let source = dir.0.join("source");
    let svc = service(open(&source).unwrap());
    game(&svc, "terminal:room", 4);
    drop(svc);
    let store = open(&source).unwrap();
    let mut g = store.game(1).unwrap().unwrap();
    g.moves[2] = "e2e4".into(); // White's pawn is on e4 already.
    store
        .put_raw_game(1, &serde_json::to_vec(&g).unwrap())
        .unwrap();
    let info = backup(&store, &dir.0.join("backups")).unwrap();
    assert_eq!(info.skipped, 0);
    info.file
}

#[test]
fn a_backup_whose_game_does_not_replay_is_refused_and_nothing_changes() {
    let dir = TempDir::new("unreplayable");
    let file = backup_with_a_game_that_does_not_replay(&dir);
    // Into an empty folder: refused, nothing made.
    let target = dir.0.join("restored");
    let err = restore(&file, &target, false, false)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("game #1 in the backup")
            && err.contains("does not replay")
            && err.contains("nothing was changed"),
        "{err}"
    );
    assert!(!target.join("db").exists());
    // Over a working database with --force: refused, and the database is as it was.
    let svc = service(open(&target).unwrap());
    game(&svc, "terminal:kept", 2);
    drop(svc);
    let err = restore(&file, &target, true, false)
        .unwrap_err()
        .to_string();
    assert!(err.contains("does not replay"), "{err}");
    let store = open(&target).expect("still opens");
    assert_eq!(moves_of(&store), vec![(Phase::Playing, 2)]);
    drop(store);
    assert!(!std::fs::read_dir(&target)
        .unwrap()
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().starts_with("replaced-")));
}

#[test]
fn a_backup_without_its_checksum_is_refused_unless_asked() {
    let dir = TempDir::new("nosum");
    let svc = service(open(&dir.db()).unwrap());
    game(&svc, "terminal:room", 4);
    let info = backup(svc.store(), &dir.0.join("backups")).unwrap();
    drop(svc);
    let mut sum = info.file.as_os_str().to_owned();
    sum.push(".sum");
    std::fs::remove_file(&sum).unwrap();
    let target = dir.0.join("restored");
    let err = restore(&info.file, &target, false, false)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("no checksum file") && err.contains("--unchecked"),
        "{err}"
    );
    assert!(!target.join("db").exists(), "nothing made");
    let done = restore(&info.file, &target, false, true).expect("restores when asked");
    assert!(!done.checked);
    assert_eq!((done.items, done.games), (info.items, 1));
    let store = open(&target).unwrap();
    assert_eq!(moves_of(&store), vec![(Phase::Playing, 4)]);
}

/// sled's files in a database folder with their bytes (the mark and the rest left out).
fn engine_files(db: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(db)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n == "db" || n == "conf" || n.starts_with("snap."))
        .map(|n| (n.clone(), std::fs::read(db.join(&n)).unwrap()))
        .collect();
    files.sort();
    files
}

#[test]
fn refusing_and_checking_a_damaged_database_leave_its_files_as_they_were() {
    let dir = TempDir::new("untouched");
    played(&dir);
    flip_bit(&dir.db().join("db"));
    let before = engine_files(&dir.db());
    assert_refused(&dir.db(), &[]);
    // sled cuts a damaged log at open; the refusal put the files back byte for byte.
    assert!(engine_files(&dir.db()) == before, "the files changed");
    assert!(check_db(&dir.db()).is_damaged());
    assert!(
        engine_files(&dir.db()) == before,
        "the check changed the files"
    );
    assert!(!dir.db().join(".acedrex-before-open").exists());
}

#[test]
fn accept_damaged_salvages_every_game_that_still_reads_and_says_so() {
    let dir = TempDir::new("salvage");
    played(&dir);
    flip_bit(&dir.db().join("db"));
    // A refusal first (the usual order: the bot refuses, the operator accepts).
    assert_refused(&dir.db(), &[]);
    let store = open_with(&dir.db(), OnDamage::Accept).expect("continues");
    let report = store.recovery().expect("a recovery report").clone();
    // Every game is back whole, though sled itself read only some of them.
    assert_eq!(moves_of(&store), vec![(Phase::Playing, 16); 5]);
    assert_eq!(report.games_read + report.games_salvaged, 5, "{report}");
    assert!(report.games_salvaged >= 1, "{report}");
    assert!(report.lost.is_empty(), "{report}");
    assert_eq!(report.others, 2, "the two names: {report}");
    let text = report.to_string();
    for want in [
        "was damaged (",
        "committed changes are missing",
        &format!(
            "continued from what could be read: 7 items kept ({} games as stored, {} games salvaged from the damaged files, 2 ratings, names, links and settings), 0 lost.",
            report.games_read, report.games_salvaged
        ),
        "ratings, names and settings changed by them are lost unless a backup has them",
        "acedrex db restore FILE --db",
        "The damaged files are in ",
    ] {
        assert!(text.contains(want), "no `{want}` in: {text}");
    }
    // The damaged files kept are the ones as they were, not sled's rewritten log.
    assert!(report.aside.join("db").exists());
    // The games play on, and the database opens cleanly afterwards.
    let svc = service(store);
    let r = say(&svc, "terminal:room4", "alice", "d3d4");
    says(&r, &["plays who=alice san=d4"]);
    drop(svc);
    let store = open(&dir.db()).expect("opens");
    assert!(store.recovery().is_none());
    assert_eq!(moves_of(&store).len(), 5);
}

#[test]
fn accept_damaged_says_plainly_when_nothing_could_be_read() {
    let dir = TempDir::new("nothing");
    played(&dir);
    std::fs::write(dir.db().join("db"), b"").unwrap();
    let store = open_with(&dir.db(), OnDamage::Accept).expect("continues, empty");
    let report = store.recovery().expect("a report");
    assert_eq!(report.kept(), 0);
    let text = report.to_string();
    assert!(
        text.contains("nothing in it could be read, so the database goes on empty. Restore a backup (`acedrex db restore FILE --db "),
        "{text}"
    );
    assert!(text.contains("the damaged files are in "), "{text}");
    assert!(!text.contains("0 items kept"), "{text}");
    assert!(moves_of(&store).is_empty());
}
