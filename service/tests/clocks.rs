//! Time controls and reminders through the service, with a manual clock: timeouts on the
//! next command and in the clock's rounds, a draw against a lone King, increments,
//! reminders once a turn (also across a restart), `remind off`, and a restart between a
//! deadline and the next command.

use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::{Phase, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{Store, UserRef};
use std::sync::Arc;

#[path = "shared/said.rs"]
mod said;
use said::{says, says_not};

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
        locale: None,
        channel: channel.to_string(),
        user: user(who),
        text: text.replace('@', "@terminal:"),
        mentions: vec![user("alice"), user("bob")],
        direct: false,
        private: false,
    })
}

/// Says it and checks that the reply says each of `wants` (message ids and arguments).
#[track_caller]
fn expect(svc: &Service, channel: &str, who: &str, text: &str, wants: &[&str]) -> Reply {
    let r = say(svc, channel, who, text);
    says(&r, wants);
    r
}

/// What a notice says, as a reply (for [`says`]).
fn notice_said(n: &acedrex_service::reply::Notice) -> Reply {
    Reply {
        text: n.text.clone(),
        said: n.said.clone(),
        parts: n.parts.clone(),
        ..Reply::default()
    }
}

/// alice (White) and bob (Black) start a game in `channel`.
fn start(svc: &Service, channel: &str, options: &str) -> u64 {
    say(svc, channel, "alice", &format!("play {options} @bob white"));
    let r = expect(svc, channel, "bob", "accept", &["game-begins"]);
    r.game_id().expect("a game")
}

#[test]
fn a_correspondence_game_is_lost_on_time_at_the_next_command() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:corr";
    let id = start(&svc, ch, "chess");
    expect(
        &svc,
        ch,
        "alice",
        "e4",
        &["status-to-move who=bob side=black"],
    );
    // Three days a move by default; the last second still counts.
    clock.advance(3 * DAY);
    let r = expect(
        &svc,
        ch,
        "bob",
        "board",
        &["days-line who=bob left=0 days=3"],
    );
    assert_eq!(r.game.unwrap().phase, Phase::Playing);
    clock.advance(1);
    let r = expect(
        &svc,
        ch,
        "bob",
        "e5",
        &[
            &format!("timed-out id={id}"),
            "result-game-over result=result-win-timeout score=1-0",
            "rating-change name=alice old=1500",
            "not-a-command word=e5 why=no-game-here",
        ],
    );
    assert!(r.game.is_none());
    let r = expect(
        &svc,
        ch,
        "bob",
        &format!("board #{id}"),
        &["status-over result=result-win-timeout"],
    );
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
        &["clock-line minutes=1 increment=10 white=40 black=60"],
    );
    assert!(r
        .game
        .unwrap()
        .lines
        .iter()
        .any(|l| l.contains("White 0:40")));
    clock.advance(20);
    expect(&svc, ch, "bob", "board", &["clock-line white=40 black=40"]);
    // Nobody types: the serving process's round decides.
    clock.advance(41);
    assert!(svc.tick("discord").is_empty(), "another platform's round");
    let notices = svc.tick("terminal");
    assert_eq!(notices.len(), 2, "{notices:?}");
    for n in &notices {
        assert_eq!(n.channel.as_deref(), Some(ch));
        says(
            &notice_said(n),
            &[
                &format!("timed-out id={id}"),
                "result-game-over result=result-win-timeout score=1-0",
            ],
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
    expect(&svc, ch, "bob", "accept", &["game-begins"]);
    // The first moves cost nothing; White's clock runs from Black's first move.
    expect(&svc, ch, "alice", "Rh7", &[]);
    expect(&svc, ch, "bob", "Kb8", &[]);
    clock.advance(61);
    let r = expect(
        &svc,
        ch,
        "alice",
        "Rh8#",
        &[
            "timed-out",
            "result-game-over result=result-draw-timeout score=1/2-1/2",
        ],
    );
    says_not(&r, "plays");
}

#[test]
fn reminders_come_once_a_turn_also_after_a_restart() {
    let (svc, clock, store) = new_service();
    let ch = "terminal:slow";
    let id = start(&svc, ch, "kmf days 3");
    expect(&svc, ch, "alice", "e4", &["plays who=alice san=e4"]);
    clock.advance(DAY - 60);
    assert!(svc.tick("terminal").is_empty(), "not yet a day");
    clock.advance(60);
    let n = svc.tick("terminal");
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].to.id, "terminal:bob");
    assert_eq!(n[0].channel.as_deref(), Some(ch));
    says(
        &notice_said(&n[0]),
        &[&format!(
            "reminder-deadline who=bob game=kmf id={id} waited={DAY} left={}",
            2 * DAY
        )],
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
    says(
        &notice_said(&n[0]),
        &[&format!("reminder-deadline who=bob left={}", 12 * 3600)],
    );
    assert!(svc.tick("terminal").is_empty());
    // A move starts a new turn: alice is reminded a day later.
    expect(&svc, ch, "bob", "e9", &["plays who=bob san=e9"]);
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
    expect(&svc, ch, "alice", "remind off", &["reminders-off"]);
    clock.advance(DAY);
    assert!(svc.tick("terminal").is_empty(), "alice asked for none");
    expect(&svc, ch, "alice", "remind on", &["reminders-on"]);
    let n = svc.tick("terminal");
    assert_eq!(n.len(), 1);
    let r = expect(
        &svc,
        ch,
        "alice",
        "remind sometimes",
        &["not-understood word=sometimes command=remind usage=remind on|off"],
    );
    assert!(r.refusal.is_some());
}

#[test]
fn a_deadline_that_passes_while_the_bot_is_down_is_decided_after_the_restart() {
    let (svc, clock, store) = new_service();
    let ch = "terminal:restart";
    let id = start(&svc, ch, "grant-acedrex days 1");
    expect(&svc, ch, "alice", "e5", &["plays who=alice san=e5"]);
    drop(svc);
    // Down for two days.
    clock.advance(2 * DAY);
    let svc = service_on(store, clock.clone());
    expect(
        &svc,
        ch,
        "alice",
        "games",
        &[
            &format!("timed-out id={id}"),
            "result-game-over result=result-win-timeout score=1-0",
        ],
    );
}

#[test]
fn time_control_arguments_are_checked() {
    let (svc, _, _) = new_service();
    let ch = "terminal:args";
    // What each value must be is wording (the golden transcripts); here, which argument.
    for (text, takes) in [
        (
            "play chess @bob clock 0+0",
            "`clock` takes minutes and seconds",
        ),
        ("play chess @bob clock abc", "like `clock 15+10`"),
        ("play chess @bob days 0", "from 1 to 60"),
        ("play chess @bob days 61", "from 1 to 60"),
    ] {
        let arg = text.split(' ').nth(3).unwrap();
        let r = expect(&svc, ch, "alice", text, &[&format!("arg-takes name={arg}")]);
        assert!(r.refusal.is_some(), "{text}");
        assert!(r.text.contains(takes), "{text}: {}", r.text);
        assert!(r.game.is_none(), "{text}: nothing was created");
    }
    // Against the bot there is no clock unless asked.
    let r = expect(&svc, ch, "alice", "play chess bot white", &["bot-accepts"]);
    says_not(&r, "clock-line");
}

/// A claim respects the game's own time control: in a `days 5` game the opponent has
/// five days, not the configured abandonment period (three), and when they run out it is
/// the clock that ends the game, on time.
#[test]
fn a_claim_in_a_correspondence_game_waits_for_its_own_deadline() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:claim-days";
    let id = start(&svc, ch, "chess days 5");
    expect(
        &svc,
        ch,
        "alice",
        "e4",
        &["status-to-move who=bob side=black"],
    );
    // Four days: past the configured three, one day before the game's own deadline.
    clock.advance(4 * DAY);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &[&format!("clock-decides-days days=5 left={DAY}")],
    );
    assert_eq!(r.said.len(), 1, "{}", r.text);
    let v = r.game.as_ref().map(|v| v.phase);
    assert!(v.is_none() || v == Some(Phase::Playing), "{}", r.text);
    let r = expect(
        &svc,
        ch,
        "bob",
        "board",
        &["status-to-move who=bob side=black"],
    );
    assert_eq!(r.game.unwrap().phase, Phase::Playing);
    // The deadline itself still belongs to Black; a second later the clock decides.
    clock.advance(DAY);
    expect(&svc, ch, "alice", "claim", &["clock-decides-days left=0"]);
    clock.advance(1);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &[
            &format!("timed-out id={id}"),
            "result-game-over result=result-win-timeout score=1-0",
        ],
    );
    says_not(&r, "result-win-abandonment");
    let r = expect(
        &svc,
        ch,
        "bob",
        &format!("board #{id}"),
        &["status-over result=result-win-timeout"],
    );
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
    expect(
        &svc,
        ch,
        "alice",
        "Nf3",
        &["status-to-move who=bob side=black"],
    );
    clock.advance(4 * 60);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &["clock-decides minutes=10 increment=0 left=360"],
    );
    assert_eq!(r.said.len(), 1, "{}", r.text);
    // Three days later (the configured abandonment period) still no claim: the clock
    // has long decided the game, on time.
    clock.advance(3 * DAY);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &[
            "timed-out",
            "result-game-over result=result-win-timeout score=1-0",
        ],
    );
    says_not(&r, "result-win-abandonment");
}
