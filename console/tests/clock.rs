//! The terminal tells of what the clock decided between two lines: a reminder for the
//! player who has had the move for a day, and a loss on time.

use acedrex_console::{run_script, ConsoleOptions};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::store::Store;
use std::sync::Arc;

const DAY: u64 = 86_400;

#[test]
fn reminders_and_timeouts_are_printed_before_the_next_line() {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let store = Store::temporary().expect("a temporary store");
    let config = Config {
        square: Some(32),
        ..Config::default()
    };
    let service = Service::new(store, Arc::new(FirstMove), clock.clone(), config);
    let images = std::env::temp_dir().join(format!("acedrex-console-clock-{}", std::process::id()));
    let opts = ConsoleOptions {
        player: "alice".into(),
        images: images.clone(),
    };
    let mut out = Vec::new();
    let script = "play chess @bob days 2 white\nas bob\naccept\nas alice\ne4\n";
    run_script(&service, &opts, script.as_bytes(), &mut out).expect("runs");

    // A day and a bit later bob (to move) has been reminded when the next line comes.
    clock.advance(DAY + 60);
    let mut out = Vec::new();
    run_script(&service, &opts, "games\n".as_bytes(), &mut out).expect("runs");
    let text = String::from_utf8(out).expect("UTF-8");
    let first = text.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("@bob: "),
        "the reminder comes first:\n{text}"
    );
    assert!(first.contains("#1"), "it names the game:\n{text}");

    // Past bob's two days: the game is lost on time, said before the next reply.
    clock.advance(DAY);
    let mut out = Vec::new();
    run_script(&service, &opts, "games\n".as_bytes(), &mut out).expect("runs");
    let text = String::from_utf8(out).expect("UTF-8");
    assert!(text.starts_with('@'), "the timeout is told first:\n{text}");
    assert!(text.to_lowercase().contains("time"), "{text}");
    let _ = std::fs::remove_dir_all(images);
}

#[test]
fn a_live_clock_that_runs_out_is_told_once_calling_both_players() {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let store = Store::temporary().expect("a temporary store");
    let service = Service::new(store, Arc::new(FirstMove), clock.clone(), Config::default());
    let images = std::env::temp_dir().join(format!("acedrex-console-flag-{}", std::process::id()));
    let opts = ConsoleOptions {
        player: "alice".into(),
        images: images.clone(),
    };
    let script = "play chess @bob clock 1+0 white\nas bob\naccept\nas alice\ne4\nas bob\ne5\n";
    run_script(&service, &opts, script.as_bytes(), &mut Vec::new()).expect("runs");

    // Nobody moves for two minutes: alice (to move, one minute) has lost on time.
    clock.advance(120);
    let mut out = Vec::new();
    run_script(&service, &opts, "games\ngames\n".as_bytes(), &mut out).expect("runs");
    let text = String::from_utf8(out).expect("UTF-8");
    let told: Vec<&str> = text.lines().filter(|l| l.contains("time")).collect();
    assert_eq!(told.len(), 1, "the timeout is told once:\n{text}");
    assert!(
        told[0].starts_with("@alice @bob: ") || told[0].starts_with("@bob @alice: "),
        "one line calls both players:\n{text}"
    );
    assert!(told[0].contains("#1"), "it names the game:\n{text}");
    let _ = std::fs::remove_dir_all(images);
}
