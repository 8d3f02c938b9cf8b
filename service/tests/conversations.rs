//! The conversations (`shared/conversations.rs`) on sled, the embedded store, and what only
//! sled does: a database folder reopened as after a restart, a corrupt record on disk.

use acedrex_rules::Game;
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{ManualClock, Service};
use acedrex_service::store::{GameStore, Store};
use std::sync::Arc;

#[path = "shared/conversations.rs"]
mod conversations;
use conversations::{board_of, config, expect, id_in, play, start};

/// The store the shared conversations run on.
fn temporary_store() -> Arc<dyn GameStore> {
    Arc::new(Store::temporary().expect("a temporary store"))
}

// ---- durability --------------------------------------------------------------------

/// A fresh folder for a database, removed when dropped.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!(
            "acedrex-conversations-{tag}-{}-{nanos}",
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

fn open_service(dir: &TempDir) -> Service {
    // sled's background threads may hold the folder's lock for a moment after the last
    // handle is dropped; a restarted process would not see that, so wait it out.
    let mut tries = 0;
    let store = loop {
        match Store::open(&dir.0) {
            Ok(store) => break store,
            Err(e) if tries < 250 && e.to_string().contains("another acedrex") => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(e) => panic!("the database does not open: {e}"),
        }
    };
    Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    )
}

#[test]
fn a_reopened_database_continues_the_games() {
    let dir = TempDir::new("reopen");
    let ch = "durable";
    let (game, challenge, before) = {
        let svc = open_service(&dir);
        let game = start(&svc, ch, "alice", "perfect12 @bob white", "bob");
        play(&svc, ch, "alice", "e4");
        play(&svc, ch, "bob", "e9");
        play(&svc, ch, "alice", "Mc4");
        expect(&svc, ch, "alice", "draw", &["alice offers a draw."]);
        let r = expect(
            &svc,
            ch,
            "carol",
            "play zanzibar-xl @dave",
            &["challenge #"],
        );
        (game, id_in(&r.text), board_of(&svc, ch, game))
    };
    let svc = open_service(&dir);
    assert_eq!(board_of(&svc, ch, game), before);
    assert!(before.0.contains("move 2. Last move: Mc4."), "{}", before.0);
    expect(
        &svc,
        ch,
        "x",
        "games",
        &[&format!(
            "#{challenge} challenge: carol → dave to Zanzibar XL"
        )],
    );
    // The draw offer survived too.
    expect(
        &svc,
        ch,
        "bob",
        "draw",
        &["Game over: Draw by agreement (1/2-1/2)."],
    );
    expect(&svc, ch, "dave", "accept", &["Game #", "carol", "dave"]);
    drop(svc);

    // Once more, now with moves after the reopening.
    let dir = TempDir::new("reopen-moves");
    let id = {
        let svc = open_service(&dir);
        let id = start(&svc, ch, "alice", "grant-acedrex @bob white", "bob");
        play(&svc, ch, "alice", "e5");
        id
    };
    {
        let svc = open_service(&dir);
        play(&svc, ch, "bob", "e8");
        play(&svc, ch, "alice", "f5");
    }
    let svc = open_service(&dir);
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains("move 2. Last move: f5."), "{text}");
    let r = expect(&svc, ch, "x", &format!("record #{id}"), &["(2 moves)"]);
    let back = Game::from_record(std::str::from_utf8(&r.attachments[0].bytes).unwrap()).unwrap();
    assert_eq!(back.sans(), ["e5", "e8", "f5"]);
}

#[test]
fn a_corrupt_record_is_reported_and_skipped() {
    let store = Store::temporary().expect("a temporary store");
    let svc = Service::new(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    );
    let ch = "damaged";
    let good = start(&svc, ch, "alice", "chess @bob white", "bob");
    let r = expect(&svc, ch, "carol", "play kmf @dave", &["challenge #"]);
    let challenge = id_in(&r.text);
    let bad = start(&svc, ch, "erin", "perfect12 @frank white", "frank");
    play(&svc, ch, "erin", "e4");
    store.put_raw_game(bad, b"not json").unwrap();
    // A new service over the same database, as after a restart.
    let svc = Service::new(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    );
    let r = expect(
        &svc,
        ch,
        "x",
        "games",
        &[
            &format!("#{good} Chess: alice (White) vs bob (Black)"),
            &format!("#{challenge} challenge: carol → dave"),
            &format!("game #{bad} cannot be read and is skipped"),
        ],
    );
    assert_eq!(r.text.lines().count(), 3, "{}", r.text);
    expect(
        &svc,
        ch,
        "x",
        &format!("board #{bad}"),
        &[&format!("Game #{bad} cannot be read")],
    );
    expect(
        &svc,
        ch,
        "frank",
        &format!("e9 #{bad}"),
        &[&format!("Game #{bad} cannot be read")],
    );
    // Without the number, frank learns that a game here cannot be read.
    expect(
        &svc,
        ch,
        "frank",
        "e9",
        &[&format!(
            "(Note: game #{bad} cannot be read and is skipped.)"
        )],
    );
    // The other games go on.
    play(&svc, ch, "alice", "e4");
    expect(&svc, ch, "dave", "accept", &["Game #", "begins"]);
    // A record from a later version is skipped the same way.
    store.put_raw_game(good, br#"{"v": 99, "id": 1}"#).unwrap();
    let svc = Service::new(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    );
    expect(
        &svc,
        ch,
        "x",
        &format!("board #{good}"),
        &[&format!("Game #{good} cannot be read"), "format version 99"],
    );
}
