//! A database written by acedrex before the service redesign (schema 1: string variants
//! and results, platform-dependent user ids) opens, is upgraded in place, and plays on.
//! The fixture `fixtures/db-v1` was made by that version's own service: see the game list
//! in the comments below.

use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::Phase as ViewPhase;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{GameStore, Phase, SledStore, UserRef, SCHEMA};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A fresh copy of the fixture (sled writes to the folder it opens).
fn fixture_copy() -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "acedrex-migration-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/db-v1"),
        &dir,
    );
    dir
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

fn user(id: &str, name: &str) -> UserRef {
    UserRef {
        id: id.into(),
        name: name.into(),
        bot: false,
    }
}

fn say(svc: &Service, channel: &str, who: &UserRef, text: &str) -> acedrex_service::Reply {
    svc.handle(&Request {
        locale: None,
        channel: channel.into(),
        user: who.clone(),
        text: text.into(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
}

#[test]
fn a_schema_1_database_is_upgraded_and_plays_on() {
    let dir = fixture_copy();
    let store = SledStore::open(&dir).expect("the old database opens");
    assert_eq!(store.schema().unwrap(), SCHEMA);
    // Eight games were stored: every one reads, with its phase.
    let phases: Vec<Phase> = (1..=8)
        .map(|id| store.game(id).unwrap().expect("game").phase)
        .collect();
    use Phase::*;
    assert_eq!(
        phases,
        [Finished, Playing, Playing, Challenge, Setup, Closed, Playing, Finished]
    );
    // Ids are namespaced per platform now; ratings and names followed them.
    let g1 = store.game(1).unwrap().unwrap();
    assert_eq!(g1.white.as_ref().unwrap().id, "terminal:alice");
    assert_eq!(g1.channel, "terminal:console");
    let g8 = store.game(8).unwrap().unwrap();
    assert_eq!(g8.white.as_ref().unwrap().id, "matrix:@bo:ex.org");
    assert_eq!(g8.channel, "matrix:!room:ex.org");
    // Schema 3: a game of a room that may have been private has an unlisted page; the
    // terminal's stay listed.
    assert!(
        g8.page_key.as_ref().is_some_and(|k| k.len() == 32),
        "{g8:?}"
    );
    assert_eq!(g1.page_key, None);
    assert_eq!(
        store.game(3).unwrap().unwrap().black.unwrap().id,
        "discord:222"
    );
    let alice = store
        .rating(acedrex_rules::VariantId::Chess, "terminal:alice")
        .unwrap()
        .expect("alice's rating");
    assert_eq!((alice.wins, alice.rating.round()), (1, 1662.0));
    assert_eq!(
        store.name_of("matrix:@al:ex.org").unwrap().as_deref(),
        Some("Al")
    );
    assert_eq!(store.channel_games("terminal:console").unwrap(), [2]);
    // Bo plays #5 (setup pending); #8 is over, #6 was declined: not indexed.
    assert_eq!(store.player_games("matrix:@bo:ex.org").unwrap(), [5]);

    // The games go on under the new ids.
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_795_000_100);
    let svc = Service::new(
        store,
        Arc::new(FirstMove),
        clock,
        Config {
            square: Some(32),
            ..Config::default()
        },
    );
    let bob = user("terminal:bob", "bob");
    let r = say(&svc, "terminal:console", &bob, "Nf3");
    let v = r.game.clone().expect("a game view");
    assert_eq!((v.id, v.plies, v.changed), (2, 3, true), "{}", r.text);
    assert_eq!(v.to_act.unwrap().id, "terminal:alice");
    // Eve accepts Dana's draw offer in the Discord game.
    let r = say(&svc, "discord:900", &user("discord:222", "Eve"), "draw");
    let v = r.game.expect("a game view");
    assert_eq!(v.phase, ViewPhase::Finished, "{}", r.text);
    assert_eq!(v.result.unwrap().reason, "agreement");
    // Bo chooses the Zanzibar setup.
    let r = say(
        &svc,
        "matrix:!room:ex.org",
        &user("matrix:@bo:ex.org", "Bo"),
        "setup random",
    );
    let v = r.game.expect("a game view");
    assert_eq!(v.phase, ViewPhase::Playing, "{}", r.text);
    // Ratings and finished games are there.
    let r = say(
        &svc,
        "terminal:console",
        &user("terminal:alice", "alice"),
        "stats",
    );
    let line = r.said("stats-line").unwrap_or_else(|| panic!("{}", r.text));
    assert_eq!(
        (line.text("game"), line.number("rating")),
        (Some("chess"), Some(1662)),
        "{}",
        r.text
    );
    let r = say(&svc, "terminal:console", &bob, "board #1");
    assert_eq!(r.game.unwrap().phase, ViewPhase::Finished);

    // Opening again does not migrate twice, and the moves played are there.
    drop(svc);
    let store = SledStore::open(&dir).expect("reopens");
    assert_eq!(store.game(2).unwrap().unwrap().moves.len(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}
