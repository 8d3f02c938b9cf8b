//! The terminal renders the layer's plans its way: commands as they are typed here, the
//! call on whom the game waits for, the board as text, and "thinking…" before an answer
//! that takes a while.

use acedrex_console::{run_script, ConsoleOptions};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::store::Store;
use acedrex_service::texts::{messages, your_move};
use std::path::PathBuf;
use std::sync::Arc;

fn session(name: &str, script: &str) -> String {
    let config = Config {
        square: Some(32),
        ..Config::default()
    };
    let (text, images) = session_with(name, config, script);
    let _ = std::fs::remove_dir_all(images);
    text
}

/// A terminal session of `script` on a service with `config`: what it printed, and the
/// folder of the images it wrote (for the caller to look at and remove).
fn session_with(name: &str, config: Config, script: &str) -> (String, PathBuf) {
    let store = Store::temporary().expect("a temporary store");
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
    (String::from_utf8(out).expect("UTF-8"), images)
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

/// A small tournament run from the terminal: the round announced, its game begun (the
/// player to move called), the result taken, the final standings printed.
#[test]
fn a_small_tournament_runs_in_the_terminal() {
    let text = session(
        "tournament",
        "tournament create chess swiss rounds 1\nas ann\ntournament join\nas bob\ntournament join\nas alice\ntournament start\nas bob\nresign #2\ntournament standings\n",
    );
    assert!(text.contains("Tournament #1 created by alice"), "{text}");
    assert!(text.contains("Tournament #1, round 1 of 1:"), "{text}");
    assert!(
        text.contains("1. ann (White) vs bob (Black) (game #2)"),
        "{text}"
    );
    // The game begun is told after the start's reply, calling the player to move.
    let begins = text.find("Game #2 begins").expect("the game begins");
    assert!(begins > text.find("round 1 of 1").unwrap(), "{text}");
    assert!(text.contains("@ann"), "{text}");
    // bob resigns: the result, the end and the standings follow the game's end.
    assert!(
        text.contains("Tournament #1: ann – bob 1-0 (game #2)."),
        "{text}"
    );
    assert!(
        text.contains("Tournament #1 is over. Winner: ann."),
        "{text}"
    );
    assert!(
        text.contains("Tournament #1 (Chess), final standings:"),
        "{text}"
    );
    assert!(
        text.contains("1. ann: 1 (Buchholz 0, Sonneborn-Berger 0)"),
        "{text}"
    );
}

// Issue 25: a whole game in German in the terminal (`lang de`): every reply of the
// service is said in German, moves in the standard notation; the terminal's own words
// (the players switched, the commands to type, the images written) too; a board image
// written for every move and the game's page linked.
#[test]
fn a_whole_game_in_german() {
    use acedrex_service::texts::lang::Lang;
    assert!(Lang::De.is_available(), "the German catalogue is there");
    let config = Config {
        square: Some(32),
        page_base: Some("http://pages.example".into()),
        ..Config::default()
    };
    let (text, images) = session_with(
        "german",
        config,
        "lang de\nplay chess @bob white\nas bob\nlang de\naccept\nas alice\ne4\nas bob\ne5\n\
         as alice\nQh5\nas bob\nNc6\nas alice\nBc4\nas bob\nNf6\nas alice\nQxf7\nlang\n",
    );
    let de = |m: acedrex_service::reply::Msg| m.text_in(Lang::De);
    for german in [
        "Ab jetzt antworte ich dir auf Deutsch.".to_string(),
        "alice zieht e4.".to_string(),
        "bob zieht Nf6.".to_string(),
        "alice zieht Qxf7#.".to_string(),
        "Partie beendet: Weiß gewinnt durch Matt (1-0).".to_string(),
        "Weiß (Großbuchstaben) am Zug".to_string(),
        "Ich antworte dir auf Deutsch.".to_string(),
        de(messages::terminal_you_are("bob")),
        de(messages::terminal_you_can_type("`accept #1`, `decline #1`")),
        // A German reader's link opens the page in German.
        de(messages::page_line("http://pages.example/game/1?lang=de")),
    ] {
        assert!(text.contains(&german), "missing {german:?}:\n{text}");
    }
    for english in [
        " plays ",
        "Game over",
        " to move",
        "challenges",
        "begins",
        "From now on",
        "your move",
        "you can type",
        "image: ",
        "Game page",
        // The text board's last line once the game is over.
        " wins by",
    ] {
        assert!(!text.contains(english), "English {english:?} left:\n{text}");
    }
    // bob reads English until his own `lang de`: only the switch to him before it.
    assert_eq!(text.matches("You are now").count(), 1, "{text}");
    // A board image for the game begun and each of its seven moves, each a PNG where
    // the terminal says.
    let written = de(messages::terminal_image(""));
    let pngs: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix(written.as_str()))
        .collect();
    assert!(pngs.len() >= 8, "{pngs:?}\n{text}");
    for path in &pngs {
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{path} is a PNG");
    }
    let _ = std::fs::remove_dir_all(images);
}

// The sign printed before a slow answer is in the reader's language too.
#[test]
fn thinking_is_said_in_the_players_language() {
    use acedrex_service::texts::lang::Lang;
    let text = session("thinking-de", "lang de\nplay chess bot black\n");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.get(1).copied(),
        Some(messages::thinking().text_in(Lang::De).as_str()),
        "{text}"
    );
    assert!(!text.contains(&messages::thinking().text), "{text}");
}
