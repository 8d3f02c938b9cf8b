//! Tournaments (`shared/tournaments.rs`) on sled, the embedded store, and what only sled
//! shows here: a database folder closed in the middle of a round and opened again.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{ManualClock, Service};
use acedrex_service::store::{GameStore, Store};
use std::sync::Arc;

#[path = "shared/tournaments.rs"]
mod tournaments;
use tournaments::{ask, begun, config, notices, resigns, says, tournament};

/// The store the shared tournaments run on.
fn temporary_store() -> Arc<dyn GameStore> {
    Arc::new(Store::temporary().expect("a temporary store"))
}

/// A fresh folder for a database, removed when dropped.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!(
            "acedrex-tournaments-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn open(dir: &TempDir) -> Store {
    // sled's background threads may hold the folder's lock for a moment after the last
    // handle is dropped; a restarted process would not see that, so wait it out.
    let mut tries = 0;
    loop {
        match Store::open(&dir.0) {
            Ok(store) => return store,
            Err(e) if tries < 250 && e.to_string().contains("another acedrex") => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(e) => panic!("the database does not open: {e}"),
        }
    }
}

fn service_on(dir: &TempDir, clock: &Arc<ManualClock>) -> Service {
    Service::new(open(dir), Arc::new(FirstMove), clock.clone(), config())
}

/// The service stops in the middle of round 1 (one game over, one under way) and starts
/// again on the same database: the second result still pairs round 2.
#[test]
fn a_restart_in_the_middle_of_a_round_loses_nothing() {
    let dir = TempDir::new("restart");
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let (t, games) = {
        let svc = service_on(&dir, &clock);
        let t = tournament(&svc, "chess swiss rounds 2", &["a", "b", "c", "d"]);
        let r = ask(
            &svc,
            "org",
            &format!("tournament start #{t}"),
            &["tournament-round round=1"],
        );
        let g = begun(&r);
        assert_eq!(g.len(), 2);
        let r = resigns(&svc, &g[0].1, g[0].2);
        says(&notices(&r), &["tournament-result score=1-0"]);
        (t, g)
    };
    let svc = service_on(&dir, &clock);
    let view = svc.tournament_view(t).expect("read").expect("kept");
    assert_eq!(view.rounds.len(), 1);
    assert_eq!(view.rounds[0].games[0].result.as_deref(), Some("1-0"));
    assert_eq!(view.rounds[0].games[1].result, None);
    let r = resigns(&svc, &games[1].1, games[1].2);
    says(
        &notices(&r),
        &["tournament-result score=1-0", "tournament-round round=2"],
    );
    assert_eq!(begun(&r).len(), 2);
    // The new round's games and the tournament are in the store too.
    drop(svc);
    let svc = service_on(&dir, &clock);
    let view = svc.tournament_view(t).expect("read").expect("kept");
    assert_eq!(view.rounds.len(), 2);
    assert!(view.rounds[1].games.iter().all(|g| g.game.is_some()));
}

/// A result saved just before the process died, its tournament not yet moved on: the
/// clock's next round after the restart takes it.
#[test]
fn a_result_saved_before_a_crash_is_taken_after_the_restart() {
    let dir = TempDir::new("crash");
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let (t, game) = {
        let svc = service_on(&dir, &clock);
        let t = tournament(&svc, "chess swiss rounds 1", &["a", "b"]);
        let r = ask(
            &svc,
            "org",
            &format!("tournament start #{t}"),
            &["tournament-round round=1"],
        );
        (t, begun(&r)[0].2)
    };
    // The game's end written as the dying process would have, the tournament untouched.
    {
        let store = open(&dir);
        let mut rec = store.game(game).expect("read").expect("there");
        rec.rev += 1;
        rec.phase = acedrex_service::store::Phase::Finished;
        rec.result = Some(acedrex_service::store::ResultRecord {
            winner: Some(acedrex_service::store::Side::Black),
            reason: acedrex_service::store::EndReason::Resignation,
            flagged: None,
        });
        store.save(&rec, &[]).expect("saved");
    }
    let svc = service_on(&dir, &clock);
    let out = svc.tick("terminal");
    let said = acedrex_service::reply::Reply {
        said: out.iter().flat_map(|n| n.said.clone()).collect(),
        ..Default::default()
    };
    says(
        &said,
        &[
            "tournament-result white=a black=b score=0-1",
            "tournament-finished winner=b",
        ],
    );
    let view = svc.tournament_view(t).expect("read").expect("kept");
    assert_eq!(view.standings[0].name, "b");
}

/// Export and import carry tournaments; a reopened database still has them.
#[test]
fn tournaments_go_through_export_and_import() {
    let dir = TempDir::new("export");
    let clock = Arc::new(ManualClock::default());
    let svc = service_on(&dir, &clock);
    let t = tournament(&svc, "shako roundrobin days 2", &["a", "b", "c"]);
    ask(
        &svc,
        "org",
        &format!("tournament start #{t}"),
        &["tournament-round round=1", "tournament-bye"],
    );
    let file = dir.0.join("export.jsonl");
    acedrex_service::store::export(svc.store(), &file).expect("exported");
    let fresh = Store::temporary().expect("a store");
    acedrex_service::store::import(&fresh, &file).expect("imported");
    let a = svc.store().tournament(t).expect("read").expect("there");
    let b = fresh.tournament(t).expect("read").expect("imported");
    assert_eq!(a, b);
    assert_eq!(fresh.live_tournaments().expect("list"), vec![t]);
    // New numbers go on above the tournament's and its games'.
    let highest = a.game_ids().chain([t]).max().unwrap();
    assert!(fresh.next_id().expect("an id") > highest);
}

/// A backup whose tournament names a game that is not in it is refused whole: the
/// tournament's results come from its games.
#[test]
fn a_backup_missing_a_tournament_game_is_refused() {
    let dir = TempDir::new("backup");
    let clock = Arc::new(ManualClock::default());
    let svc = service_on(&dir, &clock);
    let t = tournament(&svc, "chess swiss rounds 1", &["a", "b"]);
    let r = ask(
        &svc,
        "org",
        &format!("tournament start #{t}"),
        &["tournament-round round=1"],
    );
    let game = begun(&r)[0].2;
    let file = dir.0.join("edited.jsonl");
    acedrex_service::store::export(svc.store(), &file).expect("exported");
    // The game's line taken out (and the checksum with it, as a hand edit would).
    let text = std::fs::read_to_string(&file).expect("read");
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !(l.contains("\"type\":\"game\"") && l.contains(&format!("\"id\":{game},"))))
        .collect();
    assert_eq!(
        kept.len() + 1,
        text.lines().count(),
        "the game's line found"
    );
    std::fs::write(&file, kept.join("\n") + "\n").expect("written");
    let _ = std::fs::remove_file(file.with_extension("jsonl.sum"));
    for entry in std::fs::read_dir(&dir.0).expect("dir").flatten() {
        if entry.path().to_string_lossy().ends_with(".sum") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    let fresh = Store::temporary().expect("a store");
    let e = acedrex_service::store::import(&fresh, &file).expect_err("refused");
    assert!(
        e.to_string().contains(&format!("tournament #{t}"))
            && e.to_string().contains(&format!("game #{game}")),
        "{e}"
    );
    assert!(
        fresh.tournament(t).expect("read").is_none(),
        "nothing imported"
    );
}
