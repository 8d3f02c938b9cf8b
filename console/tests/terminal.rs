//! The terminal renders the layer's plans its way: commands as they are typed here, the
//! call on whom the game waits for, the board as text, and "thinking…" before an answer
//! that takes a while.

use acedrex_console::{run_script, ConsoleOptions};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::store::Store;
use acedrex_service::texts::{messages, your_move};
use std::sync::Arc;

fn session(name: &str, script: &str) -> String {
    let store = Store::temporary().expect("a temporary store");
    let config = Config {
        square: Some(32),
        ..Config::default()
    };
    let service = Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config,
    );
    let images =
        std::env::temp_dir().join(format!("acedrex-console-{name}-{}", std::process::id()));
    let opts = ConsoleOptions {
        player: "alice".into(),
        images: images.clone(),
    };
    let mut out = Vec::new();
    run_script(&service, &opts, script.as_bytes(), &mut out).expect("runs");
    let _ = std::fs::remove_dir_all(images);
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn commands_are_written_as_typed_here_and_the_player_to_move_is_called() {
    let text = session(
        "people",
        "play chess @bob white\nas bob\naccept\nhelp board\nhelp\n",
    );
    // The challenge names its answers as they are typed in the terminal (no `!`, no `/`).
    assert!(text.contains("`accept`"), "{text}");
    assert!(
        !text.contains("`!accept`") && !text.contains("`/accept`"),
        "{text}"
    );
    // bob is called by the challenge, alice by the game begun.
    assert!(text.contains("\n@bob\n"), "{text}");
    assert!(
        text.contains(&format!("\n@alice, {}\n", your_move())),
        "{text}"
    );
    // The board in letters and the image written, the buttons as commands to type.
    assert!(text.contains("image: "), "{text}");
    assert!(text.contains("(you can type: `"), "{text}");
    // Usage lines and the command list are written the terminal's way too.
    assert!(text.contains("`board"), "{text}");
    assert!(text.contains("as you type them here (`play …`)"), "{text}");
    assert!(
        !text.contains("`!board") && !text.contains("`/board"),
        "{text}"
    );
    // Nothing here takes a while.
    assert!(!text.contains(&messages::thinking().text), "{text}");
}

#[test]
fn an_answer_that_takes_a_while_is_announced_first() {
    let text = session("thinking", "play chess bot black\n");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.first().copied(),
        Some(messages::thinking().text.as_str()),
        "{text}"
    );
    assert!(text.contains("The bot plays"), "{text}");
}
