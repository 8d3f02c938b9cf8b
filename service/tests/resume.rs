//! A bot game whose process stopped while the bot was thinking (the player's move saved,
//! the bot's not) goes on by itself: the next process's clock round makes the bot's move
//! and tells the player where the game is played, with the board; a command that looks at
//! the game first lets the bot make its move. A process that "stops" here is a service
//! whose chooser never answers; the next process is a new service on the same store.

use acedrex_rules::{Game, Move};
use acedrex_service::chooser::{FirstMove, MoveChooser};
use acedrex_service::reply::{Phase, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{GameStore, Store, UserRef};
use std::sync::Arc;

#[path = "shared/said.rs"]
mod said;
use said::{says, says_not};

/// The ids of what a reply says, from the first.
fn first_ids(r: &Reply, n: usize) -> Vec<&'static str> {
    r.ids().into_iter().take(n).collect()
}

const T0: u64 = 1_800_000_000;

/// The bot of a process that stops while it thinks: it never answers.
struct Stopped;

impl MoveChooser for Stopped {
    fn choose(&self, _: &Game, _: u8) -> Option<Move> {
        None
    }
}

fn service(store: &Store, chooser: Arc<dyn MoveChooser>) -> Service {
    let clock = Arc::new(ManualClock::default());
    clock.advance(T0);
    let config = Config {
        square: Some(32),
        ..Config::default()
    };
    Service::new(store.clone(), chooser, clock, config)
}

fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        locale: None,
        channel: channel.to_string(),
        user: UserRef::person("terminal", who, who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
}

/// alice starts a game against the bot and plays `e4`; the process stops while the bot
/// thinks. Returns the game's id.
fn stopped_while_the_bot_thinks(store: &Store, ch: &str) -> u64 {
    let before = service(store, Arc::new(Stopped));
    let r = say(&before, ch, "alice", "play chess bot white");
    let id = r.game_id().expect("a game");
    let r = say(&before, ch, "alice", "e4");
    assert_eq!(first_ids(&r, 1), ["plays"], "{}", r.text);
    says(&r, &["plays who=alice san=e4"]);
    let rec = store.game(id).expect("reads").expect("stored");
    assert_eq!(rec.moves.len(), 1, "the player's move is saved");
    id
}

#[test]
fn the_next_process_makes_the_move_the_bot_owed_and_tells_the_player() {
    let store = Store::temporary().expect("a store");
    let ch = "terminal:resume";
    let id = stopped_while_the_bot_thinks(&store, ch);
    let after = service(&store, Arc::new(FirstMove));
    // The clock's first round (a front end runs it at start): the bot moves.
    let notices = after.tick("terminal");
    assert_eq!(notices.len(), 1, "one notice");
    let n = &notices[0];
    assert_eq!(n.to.name, "alice");
    assert_eq!(n.channel.as_deref(), Some(ch));
    let said = Reply {
        text: n.text.clone(),
        said: n.said.clone(),
        parts: n.parts.clone(),
        ..Reply::default()
    };
    assert_eq!(
        first_ids(&said, 2),
        ["bot-caught-up", "bot-plays"],
        "{}",
        n.text
    );
    says(
        &said,
        &[
            &format!("bot-caught-up id={id}"),
            "bot-plays",
            "status-to-move who=alice side=white",
        ],
    );
    assert!(
        n.attachments.iter().any(|a| a.mime == "image/png"),
        "with the board"
    );
    let view = n.game.as_ref().expect("the game's view");
    assert_eq!(view.to_act.as_ref().map(|u| u.name.as_str()), Some("alice"));
    assert_eq!(
        store.game(id).expect("reads").expect("stored").moves.len(),
        2
    );
    // Once: the next round has nothing to say, and the player plays on.
    assert!(after.tick("terminal").is_empty());
    let r = say(&after, ch, "alice", "d4");
    assert_eq!(first_ids(&r, 2), ["plays", "bot-plays"], "{}", r.text);
    says(&r, &["plays who=alice san=d4"]);
    // Another platform's round leaves the game alone.
    assert!(after.tick("discord").is_empty());
}

#[test]
fn a_command_that_looks_at_the_game_lets_the_bot_move_first() {
    let store = Store::temporary().expect("a store");
    let ch = "terminal:look";
    let id = stopped_while_the_bot_thinks(&store, ch);
    let after = service(&store, Arc::new(FirstMove));
    // `hint` used to answer "not your turn" forever.
    let r = say(&after, ch, "alice", "hint");
    assert_eq!(
        first_ids(&r, 2),
        ["bot-caught-up", "bot-plays"],
        "{}",
        r.text
    );
    says(
        &r,
        &[&format!("bot-caught-up id={id}"), "bot-plays", "hint"],
    );
    says_not(&r, "hint-not-your-turn");
    assert!(r.refusal.is_none());
    let rec = store.game(id).expect("reads").expect("stored");
    assert_eq!(rec.moves.len(), 2);
    let r = say(&after, ch, "alice", "board");
    says_not(&r, "bot-caught-up");
    says(&r, &["status-to-move who=alice side=white"]);

    // The same for `board` and for a move, each in a game of its own.
    for (ch, command, answer) in [
        (
            "terminal:look-board",
            "board",
            "status-to-move who=alice side=white",
        ),
        ("terminal:look-move", "d4", "plays who=alice san=d4"),
    ] {
        let id = stopped_while_the_bot_thinks(&store, ch);
        let after = service(&store, Arc::new(FirstMove));
        let r = say(&after, ch, "alice", command);
        assert_eq!(
            first_ids(&r, 2),
            ["bot-caught-up", "bot-plays"],
            "{command}: {}",
            r.text
        );
        says(&r, &[&format!("bot-caught-up id={id}"), answer]);
        assert_eq!(r.game.as_ref().map(|v| v.phase), Some(Phase::Playing));
    }
}
