//! The harness of the conversations driven by a manual clock (clocks, the single game's
//! life, tournaments): one service on a temporary store whose time the test sets, and
//! people who speak in a channel of the terminal platform.

#![allow(dead_code)] // each test file uses its own part of it

use super::said::says;
use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::{Notice, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{Store, UserRef};
use std::sync::Arc;

pub const DAY: u64 = 86_400;
/// The manual clock's start: a fixed moment, so stored times are the same every run.
pub const T0: u64 = 1_800_000_000;

pub fn config() -> Config {
    Config {
        square: Some(32),
        ..Config::default()
    }
}

/// A service on `store` (reopening one is a restart) whose bot plays its first legal move.
pub fn service_on(store: Store, clock: Arc<ManualClock>) -> Service {
    Service::new(store, Arc::new(FirstMove), clock, config())
}

pub fn new_service() -> (Service, Arc<ManualClock>, Store) {
    let clock = Arc::new(ManualClock::default());
    clock.advance(T0);
    let store = Store::temporary().expect("a temporary store");
    (service_on(store.clone(), clock.clone()), clock, store)
}

pub fn user(name: &str) -> UserRef {
    UserRef::person("terminal", name, name)
}

/// `who` says `text` in `channel`; `@name` mentions one of alice, bob and carol.
pub fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        channel: channel.to_string(),
        user: user(who),
        text: text.replace('@', "@terminal:"),
        mentions: vec![user("alice"), user("bob"), user("carol")],
        direct: false,
        private: false,
        locale: None,
    })
}

/// Says it and checks that the reply says each of `wants` (message ids and arguments).
#[track_caller]
pub fn expect(svc: &Service, channel: &str, who: &str, text: &str, wants: &[&str]) -> Reply {
    let r = say(svc, channel, who, text);
    says(&r, wants);
    r
}

/// What a notice says, as a reply (for [`says`]).
pub fn notice_said(n: &Notice) -> Reply {
    Reply {
        text: n.text.clone(),
        said: n.said.clone(),
        parts: n.parts.clone(),
        ..Reply::default()
    }
}

/// alice (White) and bob (Black) start a game in `channel`.
pub fn start(svc: &Service, channel: &str, options: &str) -> u64 {
    say(svc, channel, "alice", &format!("play {options} @bob white"));
    let r = expect(svc, channel, "bob", "accept", &["game-begins"]);
    r.game_id().expect("a game")
}
