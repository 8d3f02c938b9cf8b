//! Hostile text: a display name with terminal escapes (OSC title, colour, BEL, NUL) and
//! bidi overrides, typed lines with the same, and a huge line. Nothing unsafe reaches a
//! reply (what the terminal prints, what Discord and Matrix show), whether the name comes
//! with the request or was stored by an older version; a huge line gets a short answer.

use acedrex_service::chooser::FirstMove;
use acedrex_service::clean::{is_unsafe, NAME_MAX};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{GameStore, UserRef};
use acedrex_service::Store;
use std::sync::Arc;

const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{1b}[31mEVIL\u{0}\u{202e}lave\u{2066}";

fn service(store: Arc<dyn GameStore>) -> Service {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_795_000_000);
    Service::with_store(
        store,
        Arc::new(FirstMove),
        clock,
        Config {
            square: Some(16),
            ..Config::default()
        },
    )
}

fn person(id: &str, name: &str) -> UserRef {
    UserRef::person("discord", id, name)
}

fn say(svc: &Service, who: &UserRef, text: &str, mentions: &[UserRef]) -> String {
    let r = svc.handle(&Request {
        locale: None,
        channel: "discord:1".into(),
        user: who.clone(),
        text: text.into(),
        mentions: mentions.to_vec(),
        direct: false,
        private: false,
    });
    let mut all = r.text.clone();
    for n in &r.notices {
        all.push_str(&n.text);
    }
    all
}

#[track_caller]
fn assert_safe(text: &str) {
    assert!(
        !text.chars().any(is_unsafe),
        "an unsafe character in: {text:?}"
    );
}

#[test]
fn a_hostile_display_name_never_reaches_a_reply() {
    let store: Arc<dyn GameStore> = Arc::new(Store::temporary().unwrap());
    let svc = service(store.clone());
    let evil = person("1", HOSTILE);
    let bob = person("2", "bob");
    let mention = format!("play chess @{} white", evil.id);
    let mut outputs = vec![say(&svc, &bob, &mention, std::slice::from_ref(&evil))];
    for (who, text) in [
        (&evil, "accept"),
        (&bob, "e2e4"),
        (&evil, "games"),
        (&bob, "games"),
        (&evil, "board"),
        (&evil, "resign"),
        (&bob, "leaderboard chess"),
        (&bob, &format!("stats @{}", evil.id) as &str),
        (&evil, "\u{1b}[2J\u{7}e5\u{202e}"),
        (&evil, "help \u{0}\u{1b}]0;x\u{7}"),
    ] {
        let out = say(&svc, who, text, std::slice::from_ref(&evil));
        outputs.push(out);
    }
    let all = outputs.join("\n");
    assert_safe(&all);
    // The name is still shown, as what is left of it.
    assert!(all.contains("]0;pwned[31mEVILlave"), "{all}");
    // What is stored is clean too.
    assert_eq!(
        store.name_of(&evil.id).unwrap().as_deref(),
        Some("]0;pwned[31mEVILlave")
    );
}

#[test]
fn names_stored_by_an_older_version_are_cleaned_when_read() {
    let store = Store::temporary().unwrap();
    let svc = service(Arc::new(store.clone()));
    let alice = person("1", "alice");
    let bob = person("2", "bob");
    say(
        &svc,
        &alice,
        "play chess @discord:2 white",
        std::slice::from_ref(&bob),
    );
    say(&svc, &bob, "accept", &[]);
    drop(svc);
    // As an older acedrex (or another process) stored it: the raw name in the record.
    let mut g = store.game(1).unwrap().unwrap();
    g.white.as_mut().unwrap().name = HOSTILE.into();
    g.challenger.name = format!("{HOSTILE}{}", "x".repeat(200));
    store
        .put_raw_game(1, &serde_json::to_vec(&g).unwrap())
        .unwrap();
    store.remember_name("discord:1", HOSTILE).unwrap();
    let read = store.game(1).unwrap().unwrap();
    assert_safe(&read.white.as_ref().unwrap().name);
    assert!(read.challenger.name.chars().count() <= NAME_MAX);
    assert_safe(&store.name_of("discord:1").unwrap().unwrap());
    let svc = service(Arc::new(store));
    for text in ["games", "board #1", "record #1"] {
        assert_safe(&say(&svc, &bob, text, &[]));
    }
}

#[test]
fn a_huge_line_gets_a_short_answer() {
    let svc = service(Arc::new(Store::temporary().unwrap()));
    let bob = person("2", "bob");
    let huge = "x".repeat(10_000_000);
    let reply = say(&svc, &bob, &huge, &[]);
    assert!(reply.len() < 300, "{} bytes", reply.len());
    assert!(reply.contains("too long"), "{reply}");
    // A long word below the line limit is quoted back cut short.
    let word = "y".repeat(900);
    let reply = say(&svc, &bob, &word, &[]);
    assert!(reply.len() < 400, "{reply}");
    assert!(reply.contains('…'), "{reply}");
    // A long name is cut.
    let long = person("3", &"n".repeat(10_000));
    let reply = say(
        &svc,
        &long,
        "play chess @discord:2",
        std::slice::from_ref(&bob),
    );
    assert!(reply.len() < 400, "{reply}");
}
