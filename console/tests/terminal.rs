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

// Issue 25: a whole game in German in the terminal (`lang de`): every reply of the
// service is said in German, moves in the standard notation.
#[test]
fn a_whole_game_in_german() {
    use acedrex_service::texts::lang::Lang;
    assert!(Lang::De.is_available(), "the German catalogue is there");
    let text = session(
        "german",
        "lang de\nplay chess @bob white\nas bob\nlang de\naccept\nas alice\ne4\nas bob\ne5\n\
         as alice\nQh5\nas bob\nNc6\nas alice\nBc4\nas bob\nNf6\nas alice\nQxf7\nlang\n",
    );
    for german in [
        "Ab jetzt antworte ich dir auf Deutsch.",
        "alice zieht e4.",
        "bob zieht Nf6.",
        "alice zieht Qxf7#.",
        "Partie beendet: Weiß gewinnt durch Matt (1-0).",
        "Weiß (Großbuchstaben) am Zug",
        "Ich antworte dir auf Deutsch.",
    ] {
        assert!(text.contains(german), "missing {german:?}:\n{text}");
    }
    for english in [
        " plays ",
        "Game over",
        " to move",
        "challenges",
        "begins",
        "From now on",
        "your move",
    ] {
        assert!(!text.contains(english), "English {english:?} left:\n{text}");
    }
}
