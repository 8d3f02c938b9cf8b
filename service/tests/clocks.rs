//! Time controls and reminders through the service, with a manual clock: timeouts on the
//! next command and in the clock's rounds, a draw against a lone King, increments,
//! reminders once a turn (also across a restart), `remind off`, and a restart between a
//! deadline and the next command.

use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::{Phase, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{Store, UserRef};
use std::sync::Arc;

const DAY: u64 = 86_400;
const T0: u64 = 1_800_000_000;

fn config() -> Config {
    Config {
        square: Some(32),
        ..Config::default()
    }
}

fn service_on(store: Store, clock: Arc<ManualClock>) -> Service {
    Service::new(store, Arc::new(FirstMove), clock, config())
}

fn new_service() -> (Service, Arc<ManualClock>, Store) {
    let clock = Arc::new(ManualClock::default());
    clock.advance(T0);
    let store = Store::temporary().expect("a temporary store");
    (service_on(store.clone(), clock.clone()), clock, store)
}

fn user(name: &str) -> UserRef {
    UserRef::person("terminal", name, name)
}

fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        channel: channel.to_string(),
        user: user(who),
        text: text.replace('@', "@terminal:"),
        mentions: vec![user("alice"), user("bob")],
        direct: false,
        private: false,
    })
}

#[track_caller]
fn expect(svc: &Service, channel: &str, who: &str, text: &str, wants: &[&str]) -> Reply {
    let r = say(svc, channel, who, text);
    for w in wants {
        assert!(
            r.text.contains(w),
            "{who}: `{text}`\nexpected: {w}\ngot: {}",
            r.text
        );
    }
    r
}

/// alice (White) and bob (Black) start a game in `channel`.
fn start(svc: &Service, channel: &str, options: &str) -> u64 {
    say(svc, channel, "alice", &format!("play {options} @bob white"));
    let r = expect(svc, channel, "bob", "accept", &["begins"]);
    r.game_id().expect("a game")
}

#[test]
fn a_correspondence_game_is_lost_on_time_at_the_next_command() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:corr";
    let id = start(&svc, ch, "chess");
    expect(&svc, ch, "alice", "e4", &["bob (Black) to move."]);
    // Three days a move by default; the last second still counts.
    clock.advance(3 * DAY);
    let r = expect(
        &svc,
        ch,
        "bob",
        "board",
        &["bob has 1 minute to move (3 days a move)."],
    );
    assert_eq!(r.game.unwrap().phase, Phase::Playing);
    clock.advance(1);
    let r = expect(
        &svc,
        ch,
        "bob",
        "e5",
        &[
            &format!("Game #{id}: Black ran out of time; White wins (1-0)."),
            "alice: rating 1500 → ",
            "There is no game in progress in this channel.",
        ],
    );
    assert!(r.game.is_none());
    let r = expect(&svc, ch, "bob", &format!("board #{id}"), &["Game over"]);
    let v = r.game.unwrap();
    assert_eq!(v.phase, Phase::Finished);
    let result = v.result.unwrap();
    assert_eq!(
        (result.reason.as_str(), result.score.as_str()),
        ("time forfeit", "1-0")
    );
}

#[test]
fn a_live_clock_counts_down_adds_the_increment_and_flags_in_the_rounds() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:blitz";
    let id = start(&svc, ch, "chess clock 1+10");
    // The clocks start after each side's first move (see single_game.rs).
    expect(&svc, ch, "alice", "e4", &[]);
    expect(&svc, ch, "bob", "e5", &[]);
    clock.advance(30);
    // White spent 30 s of 60 and gets 10 back.
    let r = expect(
        &svc,
        ch,
        "alice",
        "Nf3",
        &["Clock (1+10): White 0:40 · Black 1:00"],
    );
    assert!(r
        .game
        .unwrap()
        .lines
        .iter()
        .any(|l| l.contains("White 0:40")));
    clock.advance(20);
    expect(&svc, ch, "bob", "board", &["White 0:40 · Black 0:40"]);
    // Nobody types: the serving process's round decides.
    clock.advance(41);
    assert!(svc.tick("discord").is_empty(), "another platform's round");
    let notices = svc.tick("terminal");
    assert_eq!(notices.len(), 2, "{notices:?}");
    for n in &notices {
        assert_eq!(n.channel.as_deref(), Some(ch));
        assert!(
            n.text.contains(&format!(
                "Game #{id}: Black ran out of time; White wins (1-0)."
            )),
            "{}",
            n.text
        );
        assert_eq!(n.game.as_ref().unwrap().phase, Phase::Finished);
    }
    let mut to: Vec<&str> = notices.iter().map(|n| n.to.name.as_str()).collect();
    to.sort();
    assert_eq!(to, ["alice", "bob"]);
    // Said once.
    assert!(svc.tick("terminal").is_empty());
}

#[test]
fn time_running_out_against_a_lone_king_is_a_draw() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:lone";
    say(
        &svc,
        ch,
        "alice",
        "play chess @bob white clock 1+0 fen k7/8/1K6/8/8/8/8/7R w - - 0 1",
    );
    expect(&svc, ch, "bob", "accept", &["begins"]);
    // The first moves cost nothing; White's clock runs from Black's first move.
    expect(&svc, ch, "alice", "Rh7", &[]);
    expect(&svc, ch, "bob", "Kb8", &[]);
    clock.advance(61);
    expect(
        &svc,
        ch,
        "alice",
        "Rh8#",
        &["Draw: time ran out, but the opponent has only a King left (1/2-1/2)."],
    );
}

#[test]
fn reminders_come_once_a_turn_also_after_a_restart() {
    let (svc, clock, store) = new_service();
    let ch = "terminal:slow";
    let id = start(&svc, ch, "kmf days 3");
    expect(&svc, ch, "alice", "e4", &["alice plays e4."]);
    clock.advance(DAY - 60);
    assert!(svc.tick("terminal").is_empty(), "not yet a day");
    clock.advance(60);
    let n = svc.tick("terminal");
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].to.id, "terminal:bob");
    assert_eq!(n[0].channel.as_deref(), Some(ch));
    assert!(
        n[0].text
            .contains(&format!("bob, it is your move in KMF's Dozenal Chess #{id} (1 day since the last move; 2 days left before you lose on time).")),
        "{}",
        n[0].text
    );
    assert!(svc.tick("terminal").is_empty(), "sent once");
    // A restart does not send it again.
    drop(svc);
    let svc = service_on(store.clone(), clock.clone());
    assert!(
        svc.tick("terminal").is_empty(),
        "sent once, also after a restart"
    );
    // Before the deadline, once more.
    clock.advance(DAY + 12 * 3600);
    let n = svc.tick("terminal");
    assert_eq!(n.len(), 1, "{n:?}");
    assert!(
        n[0].text.contains("12 hours left before you lose on time"),
        "{}",
        n[0].text
    );
    assert!(svc.tick("terminal").is_empty());
    // A move starts a new turn: alice is reminded a day later.
    expect(&svc, ch, "bob", "e9", &["bob plays e9."]);
    clock.advance(DAY);
    let n = svc.tick("terminal");
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].to.id, "terminal:alice");
}

#[test]
fn remind_off_stops_reminders() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:quiet";
    start(&svc, ch, "chess");
    expect(&svc, ch, "alice", "remind off", &["Reminders are off"]);
    clock.advance(DAY);
    assert!(svc.tick("terminal").is_empty(), "alice asked for none");
    expect(&svc, ch, "alice", "remind on", &["Reminders are on"]);
    let n = svc.tick("terminal");
    assert_eq!(n.len(), 1);
    expect(
        &svc,
        ch,
        "alice",
        "remind sometimes",
        &["usage: remind on|off"],
    );
}

#[test]
fn a_deadline_that_passes_while_the_bot_is_down_is_decided_after_the_restart() {
    let (svc, clock, store) = new_service();
    let ch = "terminal:restart";
    let id = start(&svc, ch, "grant-acedrex days 1");
    expect(&svc, ch, "alice", "e5", &["alice plays e5."]);
    drop(svc);
    // Down for two days.
    clock.advance(2 * DAY);
    let svc = service_on(store, clock.clone());
    expect(
        &svc,
        ch,
        "alice",
        "games",
        &[&format!(
            "Game #{id}: Black ran out of time; White wins (1-0)."
        )],
    );
}

#[test]
fn time_control_arguments_are_checked() {
    let (svc, _, _) = new_service();
    let ch = "terminal:args";
    for (text, says) in [
        (
            "play chess @bob clock 0+0",
            "`clock` takes minutes and seconds",
        ),
        ("play chess @bob clock abc", "like `clock 15+10`"),
        (
            "play chess @bob days 0",
            "`days` takes a number of days per move from 1 to 60",
        ),
        ("play chess @bob days 61", "from 1 to 60"),
    ] {
        let r = expect(&svc, ch, "alice", text, &[says]);
        assert!(r.game.is_none(), "{text}: nothing was created");
    }
    // Against the bot there is no clock unless asked.
    let r = expect(
        &svc,
        ch,
        "alice",
        "play chess bot white",
        &["The bot accepts."],
    );
    assert!(!r.text.contains("Clock"), "{}", r.text);
}

/// A claim respects the game's own time control: in a `days 5` game the opponent has
/// five days, not the configured abandonment period (three), and when they run out it is
/// the clock that ends the game, on time.
#[test]
fn a_claim_in_a_correspondence_game_waits_for_its_own_deadline() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:claim-days";
    let id = start(&svc, ch, "chess days 5");
    expect(&svc, ch, "alice", "e4", &["bob (Black) to move."]);
    // Four days: past the configured three, one day before the game's own deadline.
    clock.advance(4 * DAY);
    let r = say(&svc, ch, "alice", "claim");
    assert_eq!(
        r.text,
        "This game is played with 5 days a move, so its clock decides, not a claim: your \
         opponent has 1 day left to move; if they have not moved by then, they lose on time \
         and the game ends by itself."
    );
    let v = r.game.as_ref().map(|v| v.phase);
    assert!(v.is_none() || v == Some(Phase::Playing), "{}", r.text);
    let r = expect(&svc, ch, "bob", "board", &["bob (Black) to move."]);
    assert_eq!(r.game.unwrap().phase, Phase::Playing);
    // The deadline itself still belongs to Black; a second later the clock decides.
    clock.advance(DAY);
    expect(
        &svc,
        ch,
        "alice",
        "claim",
        &["your opponent has 1 minute left"],
    );
    clock.advance(1);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &[&format!(
            "Game #{id}: Black ran out of time; White wins (1-0)."
        )],
    );
    assert!(!r.text.contains("abandoned"), "{}", r.text);
    let r = expect(&svc, ch, "bob", &format!("board #{id}"), &["Game over"]);
    let result = r.game.unwrap().result.unwrap();
    assert_eq!(result.reason, "time forfeit");
}

/// A game with a live clock is decided by its clock, never by a claim.
#[test]
fn a_claim_in_a_clock_game_is_left_to_the_clock() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:claim-clock";
    start(&svc, ch, "chess clock 10+0");
    // Black's clock runs once each side has made its first move.
    expect(&svc, ch, "alice", "e4", &[]);
    expect(&svc, ch, "bob", "e5", &[]);
    expect(&svc, ch, "alice", "Nf3", &["bob (Black) to move."]);
    clock.advance(4 * 60);
    let r = say(&svc, ch, "alice", "claim");
    assert_eq!(
        r.text,
        "This game is played with a clock (10+0), so its clock decides, not a claim: your \
         opponent has 6 minutes left to move; if they have not moved by then, they lose on \
         time and the game ends by itself."
    );
    // Three days later (the configured abandonment period) still no claim: the clock
    // has long decided the game, on time.
    clock.advance(3 * DAY);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &["Black ran out of time; White wins (1-0)."],
    );
    assert!(!r.text.contains("abandoned"), "{}", r.text);
}
