//! The conversations (`shared/conversations.rs`) on sled, the embedded store, and what only
//! sled does: a database folder reopened as after a restart, a corrupt record on disk.

use acedrex_rules::Game;
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{ManualClock, Service};
use acedrex_service::store::{GameStore, Store};
use std::sync::Arc;

#[path = "shared/conversations.rs"]
mod conversations;
use acedrex_service::reply::Arg;
use conversations::{ask, board_of, config, play, refused, says, start};

/// The store the shared conversations run on.
fn temporary_store() -> Arc<dyn GameStore> {
    Arc::new(Store::temporary().expect("a temporary store"))
}

// ---- durability --------------------------------------------------------------------

/// A fresh folder for a database, removed when dropped.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!(
            "acedrex-conversations-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn open_service(dir: &TempDir) -> Service {
    // sled's background threads may hold the folder's lock for a moment after the last
    // handle is dropped; a restarted process would not see that, so wait it out.
    let mut tries = 0;
    let store = loop {
        match Store::open(&dir.0) {
            Ok(store) => break store,
            Err(e) if tries < 250 && e.to_string().contains("another acedrex") => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(e) => panic!("the database does not open: {e}"),
        }
    };
    Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    )
}

#[test]
fn a_reopened_database_continues_the_games() {
    let dir = TempDir::new("reopen");
    let ch = "durable";
    let (game, challenge, before) = {
        let svc = open_service(&dir);
        let game = start(&svc, ch, "alice", "perfect12 @bob white", "bob");
        play(&svc, ch, "alice", "e4");
        play(&svc, ch, "bob", "e9");
        play(&svc, ch, "alice", "Mc4");
        ask(&svc, ch, "alice", "draw", &["draw-offer who=alice"]);
        let r = ask(
            &svc,
            ch,
            "carol",
            "play zanzibar-xl @dave",
            &["challenge challenger=carol"],
        );
        let (board, text_board) = board_of(&svc, ch, game);
        (
            game,
            r.game_id().unwrap(),
            (board.text, board.said, text_board),
        )
    };
    let svc = open_service(&dir);
    let (board, text_board) = board_of(&svc, ch, game);
    assert_eq!((board.text, board.said, text_board), before);
    says(
        &board_of(&svc, ch, game).0,
        &["summary-game number=2", "last-move san=Mc4"],
    );
    ask(
        &svc,
        ch,
        "x",
        "games",
        &[&format!(
            "summary-challenge id={challenge} challenger=carol challenged=dave game=zanzibar-xl"
        )],
    );
    // The draw offer survived too.
    ask(
        &svc,
        ch,
        "bob",
        "draw",
        &["result-game-over result=result-draw-agreement score=1/2-1/2"],
    );
    ask(
        &svc,
        ch,
        "dave",
        "accept",
        &[&format!("game-begins id={challenge} game=zanzibar-xl")],
    );
    drop(svc);

    // Once more, now with moves after the reopening.
    let dir = TempDir::new("reopen-moves");
    let id = {
        let svc = open_service(&dir);
        let id = start(&svc, ch, "alice", "grant-acedrex @bob white", "bob");
        play(&svc, ch, "alice", "e5");
        id
    };
    {
        let svc = open_service(&dir);
        play(&svc, ch, "bob", "e8");
        play(&svc, ch, "alice", "f5");
    }
    let svc = open_service(&dir);
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=2", "last-move san=f5"]);
    let r = ask(
        &svc,
        ch,
        "x",
        &format!("record #{id}"),
        &[&format!("record-of id={id} plies=3")],
    );
    let back = Game::from_record(std::str::from_utf8(&r.attachments[0].bytes).unwrap()).unwrap();
    assert_eq!(back.sans(), ["e5", "e8", "f5"]);
}

#[test]
fn a_corrupt_record_is_reported_and_skipped() {
    let store = Store::temporary().expect("a temporary store");
    let svc = Service::new(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    );
    let ch = "damaged";
    let good = start(&svc, ch, "alice", "chess @bob white", "bob");
    let r = ask(
        &svc,
        ch,
        "carol",
        "play kmf @dave",
        &["challenge challenger=carol"],
    );
    let challenge = r.game_id().unwrap();
    let bad = start(&svc, ch, "erin", "perfect12 @frank white", "frank");
    play(&svc, ch, "erin", "e4");
    store.put_raw_game(bad, b"not json").unwrap();
    // A new service over the same database, as after a restart.
    let svc = Service::new(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    );
    let r = ask(
        &svc,
        ch,
        "x",
        "games",
        &[
            &format!("summary-game id={good} game=chess white=alice black=bob"),
            &format!("summary-challenge id={challenge} challenger=carol challenged=dave"),
            &format!("unreadable id={bad}"),
        ],
    );
    assert_eq!(r.text.lines().count(), 3, "{}", r.text);
    refused(
        &svc,
        ch,
        "x",
        &format!("board #{bad}"),
        &format!("cannot-read id={bad}"),
    );
    refused(
        &svc,
        ch,
        "frank",
        &format!("e9 #{bad}"),
        &format!("cannot-read id={bad}"),
    );
    // Without the number, frank learns that a game here cannot be read.
    let r = refused(
        &svc,
        ch,
        "frank",
        "e9",
        "not-a-command word=e9 why=not-playing-here why=note",
    );
    // The note says which game: nested in the reason why `e9` is no move here.
    let note = r.said[0]
        .args
        .iter()
        .find_map(|(_, a)| match a {
            Arg::Said(s) if s.id == "note" => Some(s),
            _ => None,
        })
        .unwrap();
    assert!(
        matches!(note.arg("problem"), Some(Arg::Said(p)) if p.id == "unreadable" && p.number("id") == Some(bad as i64)),
        "{note:?}"
    );
    // The other games go on.
    play(&svc, ch, "alice", "e4");
    ask(
        &svc,
        ch,
        "dave",
        "accept",
        &[&format!("game-begins id={challenge}")],
    );
    // A record from a later version is skipped the same way.
    store.put_raw_game(good, br#"{"v": 99, "id": 1}"#).unwrap();
    let svc = Service::new(
        store.clone(),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        config(),
    );
    let r = refused(
        &svc,
        ch,
        "x",
        &format!("board #{good}"),
        &format!("cannot-read id={good}"),
    );
    let e = r.said("cannot-read").and_then(|s| s.text("e")).unwrap();
    assert!(e.contains("format version 99"), "{e}");
}

// ---- names in the reader's language (issue 25) -------------------------------------

/// A reply as its reader reads it (their `lang`).
fn reads(svc: &Service, who: &str, text: &str, wants: &[&str]) -> String {
    ask(svc, "names", who, text, wants).rendered()
}

// A Spanish reader asks for Alfonso X's pieces by their names in his book, and for games
// by their Spanish names; accents and case are optional.
#[test]
fn a_spanish_reader_names_pieces_and_games_in_spanish() {
    let (svc, _) = conversations::service();
    reads(&svc, "ana", "lang es", &["lang-set"]);
    let text = reads(
        &svc,
        "ana",
        "piece grant-acedrex unicornio",
        &["piece game=grant-acedrex piece=Unicornio"],
    );
    assert!(text.starts_with("Unicornio — "), "{text}");
    reads(
        &svc,
        "ana",
        "piece acedrex Cocodrilo",
        &["piece piece=Crocodile"],
    );
    reads(
        &svc,
        "ana",
        "piece chess reina",
        &["piece game=chess piece=Queen"],
    );
    let text = reads(
        &svc,
        "ana",
        "piece ajedrez ALFIL",
        &["piece game=chess piece=Bishop"],
    );
    assert!(text.starts_with("Alfil — "), "{text}");
    reads(
        &svc,
        "ana",
        "piece shako cañon",
        &["piece game=shako piece=Cannon"],
    );
    reads(
        &svc,
        "ana",
        "piece shako canon",
        &["piece game=shako piece=Cannon"],
    );
    let text = reads(&svc, "ana", "rules Tamerlan", &["rules game=tamerlane2"]);
    assert!(text.starts_with("**Tamerlán II**"), "{text}");
    reads(&svc, "ana", "rules ajedrez", &["rules game=chess"]);
    // The rules' last line shows `piece` with a name in Spanish, which it takes.
    let text = reads(&svc, "ana", "rules perfect12", &["rules game=perfect12"]);
    assert!(text.contains("`piece perfect12 Grifo`"), "{text}");
    reads(
        &svc,
        "ana",
        "piece perfect12 Grifo",
        &["piece piece=Gryphon"],
    );
    // Unknown: the game's pieces, letters and names in Spanish.
    let r = refused(
        &svc,
        "names",
        "ana",
        "piece ajedrez dragón",
        "not-a-piece text=dragón",
    );
    assert_eq!(
        r.rendered(),
        "`dragón` no es una pieza de Ajedrez; sus piezas son K Rey, Q Dama, R Torre, B Alfil, N Caballo, P Peón."
    );
    assert!(r.attachments.is_empty());
}

// A German reader: umlauts optional (`Läufer`, `laufer`, `laeufer`); the start of a name
// that fits several pieces names them in German.
#[test]
fn a_german_reader_names_pieces_in_german() {
    let (svc, _) = conversations::service();
    reads(&svc, "udo", "lang de", &["lang-set"]);
    for name in ["Läufer", "laufer", "LAEUFER", "bishop", "fou", "alfil", "B"] {
        let text = reads(
            &svc,
            "udo",
            &format!("piece schach {name}"),
            &["piece game=chess piece=Bishop"],
        );
        assert!(text.starts_with("Läufer — "), "{name}: {text}");
    }
    reads(&svc, "udo", "piece shako Löwe", &["not-a-piece"]);
    reads(&svc, "udo", "piece perfect12 Löwe", &["piece piece=Lion"]);
    reads(&svc, "udo", "piece perfect12 loewe", &["piece piece=Lion"]);
    reads(
        &svc,
        "udo",
        "piece perfect12 Pferd",
        &["piece piece=Knight"],
    );
    reads(&svc, "udo", "piece perfect12 nashorn", &["not-a-piece"]);
    let r = refused(
        &svc,
        "names",
        "udo",
        "piece perfect12 ka",
        "piece-name-ambiguous text=ka candidates=list-or",
    );
    assert_eq!(
        r.rendered(),
        "`ka` kann Kanone oder Kamel sein; schreib mehr vom Namen oder den Buchstaben."
    );
    // In English the same.
    let r = refused(
        &svc,
        "names",
        "eve",
        "piece perfect12 ca",
        "piece-name-ambiguous text=ca",
    );
    assert_eq!(
        r.text,
        "`ca` could be the Knight, Cannon or Camel; write more of its name, or its letter."
    );
}

// ---- a channel's language ------------------------------------------------------------

/// A request with the platform's locale (Discord's interaction locale), or none (a typed
/// message, which Discord sends without one).
fn said_with(
    svc: &Service,
    ch: &str,
    who: &str,
    text: &str,
    locale: Option<&str>,
) -> acedrex_service::Reply {
    svc.handle(&acedrex_service::service::Request {
        locale: locale.map(str::to_string),
        channel: ch.to_string(),
        user: conversations::user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
}

/// The language a platform gives for a channel's community (Discord: the server's
/// preferred locale) is the language of the clock's notices there and of answers that
/// carry no locale, for players who have chosen none; a player's `lang` and a request's
/// own locale come first; it is stored (it holds after a restart) and a locale the bot
/// does not speak forgets it.
#[test]
fn a_channels_locale_speaks_its_notices_and_holds_after_a_restart() {
    use acedrex_service::texts::lang::Lang;
    let dir = TempDir::new("channel-lang");
    let clock = Arc::new(ManualClock::default());
    let svc = Service::new(
        Store::open(&dir.0).expect("a store"),
        Arc::new(FirstMove),
        clock.clone(),
        config(),
    );
    let (ch, other) = ("discord:500", "discord:501");
    assert_eq!(svc.channel_lang(ch), None);
    svc.set_channel_locale(ch, Some("fr")).expect("stored");
    assert_eq!(svc.channel_lang(ch), Some(Lang::Fr));
    // Another channel, and another platform's, are untouched.
    assert_eq!(svc.channel_lang(other), None);
    assert_eq!(
        said_with(&svc, other, "alice", "games", None).lang,
        Lang::En
    );

    // A typed message carries no locale: the channel's language answers it. A request
    // with its own locale is answered in that one.
    let r = said_with(&svc, ch, "alice", "play chess @bob white clock 1+0", None);
    assert_eq!(r.lang, Lang::Fr);
    assert!(r.rendered().contains("défie"), "{}", r.rendered());
    let r = said_with(&svc, ch, "bob", "accept", Some("es-ES"));
    assert_eq!(r.lang, Lang::Es);
    assert_eq!(said_with(&svc, ch, "bob", "lang", None).lang, Lang::Fr);
    // bob chooses German: that is his whatever the channel or the request says.
    assert_eq!(
        said_with(&svc, ch, "bob", "lang de", Some("es-ES")).lang,
        Lang::De
    );
    play(&svc, ch, "alice", "e4");
    play(&svc, ch, "bob", "e5");

    // Nobody moves: the clock's round tells each player in the channel, alice (no
    // choice) in the channel's French, bob in his German.
    clock.advance(120);
    let notices = svc.tick("discord");
    assert_eq!(notices.len(), 2, "{notices:?}");
    for n in &notices {
        assert_eq!(n.channel.as_deref(), Some(ch));
        let want = if n.to.id == "bob" { Lang::De } else { Lang::Fr };
        assert_eq!(n.lang, want, "{}", n.to.id);
        assert_ne!(n.rendered(), n.text, "{} reads it translated", n.to.id);
    }
    drop(svc);

    // After a restart the channel's language is still known; an unknown locale forgets
    // it (the configured language again), and so does none.
    let svc = open_service(&dir);
    assert_eq!(svc.channel_lang(ch), Some(Lang::Fr));
    assert_eq!(said_with(&svc, ch, "carol", "games", None).lang, Lang::Fr);
    svc.set_channel_locale(ch, Some("ja")).expect("stored");
    assert_eq!(svc.channel_lang(ch), None);
    assert_eq!(said_with(&svc, ch, "carol", "games", None).lang, Lang::En);
    svc.set_channel_locale(ch, Some("es-419")).expect("stored");
    assert_eq!(svc.channel_lang(ch), Some(Lang::Es));
    svc.set_channel_locale(ch, None).expect("stored");
    assert_eq!(svc.channel_lang(ch), None);
}
