//! PostgreSQL goes away while the bot thinks: the player's move was saved, the bot's
//! answer cannot be. The reply says exactly that; while the database is down a move is
//! answered with the store's failure (not "not a command"); once the database is back
//! the clock's round makes the bot's move by itself.

use acedrex_postgres::testing::TestServer;
use acedrex_postgres::PgStore;
use acedrex_rules::{Game, Move};
use acedrex_service::chooser::{FirstMove, MoveChooser};
use acedrex_service::service::{Config, ManualClock, Request, Service, RESUME_AFTER_SECS};
use acedrex_service::store::GameStore;
use acedrex_service::{Reply, UserRef};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The bot, whose database stops while it thinks (once, when armed).
struct OutageWhileThinking {
    server: Arc<TestServer>,
    armed: AtomicBool,
}

impl MoveChooser for OutageWhileThinking {
    fn choose(&self, game: &Game, level: u8) -> Option<Move> {
        if self.armed.swap(false, Ordering::SeqCst) {
            self.server.stop();
        }
        FirstMove.choose(game, level)
    }
}

fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        locale: None,
        channel: channel.to_string(),
        user: UserRef {
            id: who.to_string(),
            name: who.to_string(),
            bot: false,
        },
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
}

#[test]
fn an_outage_while_the_bot_thinks_is_told_truly_and_the_game_goes_on_once_it_is_over() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let pg = Arc::new(pg);
    let url = pg.fresh_database();
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let bot = Arc::new(OutageWhileThinking {
        server: pg.clone(),
        armed: AtomicBool::new(false),
    });
    let store = Arc::new(PgStore::connect(&url).expect("connects"));
    let svc = Service::with_store(
        store.clone(),
        bot.clone(),
        clock.clone(),
        Config {
            square: Some(24),
            ..Config::default()
        },
    );
    let ch = "pg:outage";
    let id = say(&svc, ch, "alice", "play chess bot white")
        .game_id()
        .expect("a game");

    bot.armed.store(true, Ordering::SeqCst);
    let r = say(&svc, ch, "alice", "e4");
    let text = &r.text;
    assert!(
        text.starts_with(
            "alice plays e4.\nThat is saved, but the bot's answer is not: the game store failed ("
        ),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "). The bot will make its move in game #{id} by itself once the store works again."
        )),
        "{text}"
    );
    assert!(!text.contains("Nothing was changed"), "{text}");
    let view = r.game.as_ref().expect("about the game");
    assert!(view.changed, "the player's move was saved");
    assert_eq!(view.plies, 1);

    // While the database is down: a move is answered with the store's failure.
    let r = say(&svc, ch, "alice", "e5");
    assert!(
        r.text.starts_with("Sorry, the game store failed: ")
            && r.text.ends_with(". Nothing was changed."),
        "{}",
        r.text
    );
    assert!(!r.text.contains("is not a command"), "{}", r.text);
    assert!(svc.tick("pg").is_empty(), "nothing to do while it is down");

    pg.restart();
    // Another process may be thinking about the game: it is left to it for a while.
    assert!(svc.tick("pg").is_empty());
    clock.advance(RESUME_AFTER_SECS);
    let notices = svc.tick("pg");
    assert_eq!(notices.len(), 1, "the bot's move, told once");
    let n = &notices[0];
    assert!(
        n.text.starts_with(&format!(
            "Game #{id}: the bot makes the move it still owed. The bot plays "
        )),
        "{}",
        n.text
    );
    assert_eq!(n.to.name, "alice");
    assert_eq!(n.channel.as_deref(), Some(ch));
    let rec = store.game(id).expect("reads").expect("stored");
    assert_eq!(rec.moves.len(), 2, "{:?}", rec.moves);
    assert!(svc.tick("pg").is_empty());
    let r = say(&svc, ch, "alice", "d4");
    assert!(
        r.text.starts_with("alice plays d4. The bot plays "),
        "{}",
        r.text
    );
}
