//! The PostgreSQL store against a real server started for each test (see
//! `acedrex_postgres::testing`): what the store keeps and finds, compare-and-set between
//! two connections, whole conversations through the service, two services sending the
//! same moves at once, and a database moved from sled that plays on.

use acedrex_postgres::testing::TestServer;
use acedrex_postgres::PgStore;
use acedrex_rules::{Game, VariantId};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::store::{self, GameStore, Item, Phase, RatingRecord, StoreError};
use acedrex_service::{Reply, Store};
use std::sync::Arc;

#[path = "../../service/tests/shared/request.rs"]
mod request;
use request::say_in;

fn service_on(store: Arc<dyn GameStore>) -> Service {
    Service::with_store(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            square: Some(24),
            ..Config::default()
        },
    )
}

fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    say_in(svc, channel, false, false, who, text)
}

#[track_caller]
fn expect(svc: &Service, channel: &str, who: &str, text: &str, want: &str) -> Reply {
    let r = say(svc, channel, who, text);
    assert!(
        r.text.contains(want),
        "{who}: `{text}`: expected {want:?} in:\n{}",
        r.text
    );
    r
}

/// A challenge made through the service on `url`, as stored.
fn challenge_record(url: &str, channel: &str) -> store::GameRecord {
    let store = Arc::new(PgStore::connect(url).expect("connect"));
    let svc = service_on(store.clone());
    let r = say(&svc, channel, "alice", "play chess @bob white");
    let id = r.game.expect("a view").id;
    store.game(id).expect("read").expect("stored")
}

#[test]
fn the_store_keeps_and_finds_games_ratings_names_links_and_settings() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let store = PgStore::connect(&url).expect("connect");
    assert_eq!(store.schema_version().expect("version"), 5);
    // Connecting again (another process starting) applies nothing twice.
    let again = PgStore::connect(&url).expect("connect again");
    assert_eq!(again.schema_version().expect("version"), 5);
    assert_eq!(store.kind(), "postgres");
    assert!(store.shared());
    store.ping().expect("ping");

    let svc = service_on(Arc::new(PgStore::connect(&url).expect("connect")));
    let id = say(&svc, "room", "alice", "play chess @bob white")
        .game
        .expect("a challenge")
        .id;
    assert_eq!(store.channel_games("room").expect("q"), [id]);
    assert_eq!(store.player_games("alice").expect("q"), [id]);
    assert_eq!(store.player_games("bob").expect("q"), [id]);
    assert_eq!(store.open_games().expect("q"), [id]);
    let rec = store.game(id).expect("read").expect("there");
    assert_eq!(rec.phase, Phase::Challenge);
    assert_eq!(store.revision(id).expect("rev"), Some(rec.rev));
    expect(&svc, "room", "bob", "decline", "declin");
    assert!(store.channel_games("room").expect("q").is_empty());
    assert!(store.player_games("alice").expect("q").is_empty());
    assert!(store.open_games().expect("q").is_empty());
    assert_eq!(
        store.game(id).expect("read").map(|g| g.phase),
        Some(Phase::Closed)
    );
    assert_eq!(store.game(999).expect("read"), None);

    // Ratings: best first; a player's across games.
    let rated = |r: f64| RatingRecord {
        rating: r,
        ..RatingRecord::new("x")
    };
    for (user, r) in [("a", 1400.0), ("b", 1700.0), ("c", 1550.0)] {
        store
            .put_item(&Item::Rating {
                variant: VariantId::Chess,
                user: user.into(),
                rating: rated(r),
            })
            .expect("put");
    }
    store
        .put_item(&Item::Rating {
            variant: VariantId::Shako,
            user: "a".into(),
            rating: rated(1600.0),
        })
        .expect("put");
    let board: Vec<String> = store
        .ratings_of_variant(VariantId::Chess)
        .expect("q")
        .into_iter()
        .map(|(u, _)| u)
        .collect();
    assert_eq!(board, ["b", "c", "a"]);
    assert_eq!(store.ratings_of_user("a").expect("q").len(), 2);
    assert_eq!(
        store
            .rating(VariantId::Shako, "a")
            .expect("q")
            .map(|r| r.rating),
        Some(1600.0)
    );

    store.remember_name("u1", "Ann").expect("name");
    store.remember_name("u1", "Anne").expect("name");
    assert_eq!(store.name_of("u1").expect("q").as_deref(), Some("Anne"));
    store.link_channel("thread-9", id).expect("link");
    assert_eq!(store.channel_link("thread-9").expect("q"), Some(id));
    assert_eq!(store.channel_link("nowhere").expect("q"), None);
    store
        .set_setting("u1", "reminders", Some("off"))
        .expect("set");
    assert_eq!(
        store.setting("u1", "reminders").expect("q").as_deref(),
        Some("off")
    );
    store.set_setting("u1", "reminders", None).expect("clear");
    assert_eq!(store.setting("u1", "reminders").expect("q"), None);

    // A record that cannot be read is reported, and the rest still reads.
    store
        .put_raw_game(77, &serde_json::json!({"v": 2, "nonsense": true}))
        .expect("raw");
    assert!(matches!(store.game(77), Err(StoreError::Corrupt { .. })));
    let items = store.items().expect("items");
    assert_eq!(items.iter().filter(|i| i.is_err()).count(), 1);
    assert!(items
        .iter()
        .any(|i| matches!(i, Ok(Item::Game(g)) if g.id == id)));

    // Everything readable goes into another database as it was.
    let other = PgStore::connect(&pg.fresh_database()).expect("connect");
    for item in items.iter().flatten() {
        other.put_item(item).expect("put");
    }
    let mut copied: Vec<Item> = other
        .items()
        .expect("items")
        .into_iter()
        .flatten()
        .collect();
    let mut original: Vec<Item> = items.into_iter().flatten().collect();
    let key = |i: &Item| format!("{i:?}");
    copied.sort_by_key(key);
    original.sort_by_key(key);
    assert_eq!(copied, original);
    // New ids never meet imported ones.
    assert!(other.next_id().expect("id") > id);
}

/// The channels linked to a game (its threads on each platform), as the clock's notices
/// find them: every link of the game, none of another game's, a link moved to another
/// game no longer counted.
fn links_of_a_game_are_found(store: &dyn GameStore, first: u64, second: u64) {
    assert_eq!(store.links_of(first).expect("q"), Vec::<String>::new());
    store.link_channel("discord:900", first).expect("link");
    store.link_channel("matrix:!x:hs", first).expect("link");
    store.link_channel("discord:901", second).expect("link");
    let mut links = store.links_of(first).expect("q");
    links.sort();
    assert_eq!(links, ["discord:900", "matrix:!x:hs"]);
    assert_eq!(store.links_of(second).expect("q"), ["discord:901"]);
    // Linked again to the other game: the thread is that game's now.
    store.link_channel("matrix:!x:hs", second).expect("link");
    assert_eq!(store.links_of(first).expect("q"), ["discord:900"]);
    let mut links = store.links_of(second).expect("q");
    links.sort();
    assert_eq!(links, ["discord:901", "matrix:!x:hs"]);
}

#[test]
fn links_of_a_game_are_found_on_postgres_as_on_sled() {
    let sled = Store::temporary().expect("a temporary store");
    links_of_a_game_are_found(&sled, 7, 8);
    let Some(pg) = TestServer::start() else {
        return;
    };
    let store = PgStore::connect(&pg.fresh_database()).expect("connect");
    links_of_a_game_are_found(&store, 7, 8);
}

#[test]
fn of_two_writers_of_one_revision_exactly_one_wins() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let first = PgStore::connect(&url).expect("connect");
    let second = PgStore::connect(&url).expect("connect");
    let mut rec = challenge_record(&url, "cas");
    let base = rec.rev;
    // Both read revision `base` and write `base + 1`.
    rec.rev = base + 1;
    rec.last_activity = 1;
    first.save(&rec, &[]).expect("the first write wins");
    rec.last_activity = 2;
    match second.save(&rec, &[]) {
        Err(StoreError::Conflict { id }) => assert_eq!(id, rec.id),
        other => panic!("expected a conflict, got {other:?}"),
    }
    let stored = second.game(rec.id).expect("read").expect("there");
    assert_eq!((stored.rev, stored.last_activity), (base + 1, 1));
    // The loser re-reads and writes the next revision.
    let mut next = stored;
    next.rev += 1;
    second.save(&next, &[]).expect("over the new revision");
    assert_eq!(first.revision(next.id).expect("rev"), Some(base + 2));
}

#[test]
fn of_two_processes_rating_one_player_at_once_exactly_one_wins() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let first = PgStore::connect(&url).expect("connect");
    let second = PgStore::connect(&url).expect("connect");
    // Two of alice's games end at once, one in each process; both read her rating
    // before either result was written.
    let (mut a, mut b) = (
        challenge_record(&url, "rate-a"),
        challenge_record(&url, "rate-b"),
    );
    let before = RatingRecord::new("alice");
    let after = |won: u32| RatingRecord {
        rating: 1500.0 + 50.0 * won as f64,
        wins: won,
        ..before.clone()
    };
    a.rev += 1;
    b.rev += 1;
    first
        .save(&a, &[(VariantId::Chess, "alice".into(), after(1))])
        .expect("the first result is rated");
    match second.save(&b, &[(VariantId::Chess, "alice".into(), after(1))]) {
        Err(StoreError::Conflict { id }) => assert_eq!(id, b.id),
        other => panic!("expected a conflict, got {other:?}"),
    }
    // Nothing of the losing write was kept: not the rating, not the game.
    let stored = first.rating(VariantId::Chess, "alice").expect("read");
    assert_eq!(stored.map(|r| r.wins), Some(1));
    assert_eq!(first.revision(b.id).expect("rev"), Some(b.rev - 1));
    // Re-read and rated again, it counts both wins.
    second
        .save(&b, &[(VariantId::Chess, "alice".into(), after(2))])
        .expect("over the new count");
    let stored = second.rating(VariantId::Chess, "alice").expect("read");
    assert_eq!(stored.map(|r| r.wins), Some(2));
}

#[test]
fn a_whole_game_with_ratings_stats_and_leaderboard_on_postgres() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let svc = service_on(Arc::new(PgStore::connect(&url).expect("connect")));
    let ch = "pg-chat";
    expect(&svc, ch, "alice", "play chess @bob white", "challenge");
    expect(&svc, ch, "bob", "accept", "begins");
    expect(&svc, ch, "alice", "e4", "e4");
    // Takeback needs both: bob asks, alice agrees.
    expect(&svc, ch, "bob", "e5", "e5");
    say(&svc, ch, "bob", "takeback");
    say(&svc, ch, "alice", "takeback");
    expect(&svc, ch, "bob", "e5", "e5");
    for (who, mv) in [
        ("alice", "Bc4"),
        ("bob", "Nc6"),
        ("alice", "Qh5"),
        ("bob", "Nf6"),
    ] {
        expect(&svc, ch, who, mv, mv);
    }
    let r = expect(&svc, ch, "alice", "Qxf7#", "checkmate");
    assert!(r.game.as_ref().is_some_and(|v| !v.is_open()));
    let board = expect(&svc, ch, "carol", "leaderboard chess", "alice");
    let (a, b) = (
        board.text.find("alice").unwrap_or(usize::MAX),
        board.text.find("bob").unwrap_or(0),
    );
    assert!(a < b, "the winner first:\n{}", board.text);
    expect(&svc, ch, "carol", "stats @alice", "1");

    // A second service on the same database (another process) sees the same.
    let other = service_on(Arc::new(PgStore::connect(&url).expect("connect")));
    let r = expect(&other, ch, "bob", "record #1", "1 ");
    assert!(r.attachments.iter().any(|a| a.name.ends_with(".pgn")));
    expect(&other, ch, "carol", "leaderboard chess", "alice");
}

/// Two services (two processes' worth: each its own connections and cache) get the same
/// moves for many games at once; every game must end with exactly the moves played.
#[test]
fn two_services_sending_the_same_moves_at_once_lose_nothing_and_double_nothing() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let a = Arc::new(service_on(Arc::new(PgStore::connect(&url).expect("a"))));
    let b = Arc::new(service_on(Arc::new(PgStore::connect(&url).expect("b"))));
    const GAMES: usize = 24;
    const PLIES: usize = 24;
    // Each game's moves: a fixed walk through legal moves.
    let mut scripts = Vec::new();
    for g in 0..GAMES {
        let ch = format!("race-{g}");
        let (w, bl) = (format!("w{g}"), format!("b{g}"));
        expect(&a, &ch, &w, &format!("play chess @{bl} white"), "challenge");
        expect(&b, &ch, &bl, "accept", "begins");
        let mut game = Game::new(VariantId::Chess);
        let mut moves = Vec::new();
        for p in 0..PLIES {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.is_over() {
                break;
            }
            let m = legal[(g * 7 + p * 13) % legal.len()];
            let text = game.position().lan(m);
            game.play(m).expect("legal");
            moves.push(text);
            if game.is_over() {
                break;
            }
        }
        scripts.push((ch, w, bl, moves));
    }
    // Every move goes to both services at the same moment, from two threads.
    let accepted = std::sync::Mutex::new(vec![0usize; GAMES]);
    std::thread::scope(|s| {
        for (g, (ch, w, bl, moves)) in scripts.iter().enumerate() {
            let (a, b, accepted) = (&a, &b, &accepted);
            s.spawn(move || {
                for (p, mv) in moves.iter().enumerate() {
                    let who = if p % 2 == 0 { w } else { bl };
                    let text = format!("move {mv}");
                    let (ra, rb) = std::thread::scope(|s2| {
                        let ta = s2.spawn(|| say(a, ch, who, &text));
                        let tb = s2.spawn(|| say(b, ch, who, &text));
                        (ta.join().expect("a"), tb.join().expect("b"))
                    });
                    let took = [&ra, &rb]
                        .iter()
                        .filter(|r| r.game.as_ref().is_some_and(|v| v.changed))
                        .count();
                    assert!(
                        took <= 1,
                        "game {g} ply {p}: both took the move:\n{}\n{}",
                        ra.text,
                        rb.text
                    );
                    // The process that lost re-read the game and answered from its new
                    // state (the move is the other player's turn now), as the README says.
                    for r in [&ra, &rb] {
                        assert!(
                            !r.text.contains("changed meanwhile"),
                            "game {g} ply {p}: {}",
                            r.text
                        );
                    }
                    crate::lock(accepted)[g] += took;
                }
            });
        }
    });
    let store = PgStore::connect(&url).expect("connect");
    let accepted = crate::lock(&accepted);
    for (g, (_, _, _, moves)) in scripts.iter().enumerate() {
        let rec = store
            .game(g as u64 + 1)
            .expect("read")
            .expect("the game is stored");
        assert_eq!(
            &rec.moves, moves,
            "game {g}: the record is the moves played"
        );
        assert_eq!(
            accepted[g],
            moves.len(),
            "game {g}: one acceptance per move"
        );
        rec.replay().expect("the record replays");
    }
}

fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    acedrex_service::lock(m)
}

#[test]
fn a_database_exported_from_sled_imports_into_postgres_and_the_game_goes_on() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("acedrex-pg-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let sled = service_on(Arc::new(Store::open(&dir.join("db")).expect("sled")));
    let ch = "moving";
    expect(&sled, ch, "alice", "play chess @bob white", "challenge");
    expect(&sled, ch, "bob", "accept", "begins");
    expect(&sled, ch, "alice", "e4", "e4");
    expect(&sled, ch, "bob", "e5", "e5");
    sled.store().remember_name("alice", "Alice").expect("name");
    let file = dir.join("export.jsonl");
    let info = store::export(sled.store(), &file).expect("export");
    assert!(info.items >= 1);
    drop(sled);

    let url = pg.fresh_database();
    let pgstore = PgStore::connect(&url).expect("connect");
    let n = store::import(&pgstore, &file).expect("import");
    assert_eq!(n, info.items);
    let svc = service_on(Arc::new(pgstore));
    expect(&svc, ch, "alice", "Nf3", "Nf3");
    expect(&svc, ch, "bob", "Nc6", "Nc6");
    let rec = PgStore::connect(&url)
        .expect("connect")
        .game(1)
        .expect("read")
        .expect("there");
    assert_eq!(rec.moves.len(), 4);
    // A new game gets a new id, after the imported ones.
    let r = expect(&svc, "elsewhere", "carol", "play shako @dave", "challenge");
    assert!(r.game.is_some_and(|v| v.id > 1));
    // An import into a database with games is refused.
    assert!(store::import(&PgStore::connect(&url).expect("c"), &file).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn games_stored_before_page_keys_get_unlisted_pages_once() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let store = PgStore::connect(&url).expect("connect");
    let old = |id: u64, channel: &str| {
        serde_json::json!({
            "v": 2, "id": id, "rev": 1, "variant": "chess", "channel": channel,
            "phase": "Challenge", "challenger": {"id": "discord:1", "name": "a"},
            "challenged": null, "color_choice": "White", "bot_level": null,
            "white": null, "black": null, "start": "Standard", "moves": [],
            "created": 0, "last_activity": 0, "draw_offer": null,
            "takeback_offer": null, "result": null, "rated": true
        })
    };
    store.put_raw_game(5, &old(5, "discord:99")).expect("raw");
    store
        .put_raw_game(6, &old(6, "terminal:console"))
        .expect("raw");
    // As a database of the version before: migration 2 not applied yet.
    let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
    client
        .execute("DELETE FROM schema_migrations WHERE version = 2", &[])
        .expect("forget migration 2");
    let store = PgStore::connect(&url).expect("upgrade");
    assert_eq!(store.schema_version().expect("version"), 5);
    let dm = store.game(5).expect("read").expect("there");
    let key = dm.page_key.clone().expect("a key");
    assert!(
        key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()),
        "{key}"
    );
    assert_eq!(dm.v, store::SCHEMA);
    // Stored, not made up at each read.
    assert_eq!(
        store.game(5).expect("read").expect("there").page_key,
        Some(key)
    );
    let local = store.game(6).expect("read").expect("there");
    assert_eq!(local.page_key, None, "the terminal's pages stay listed");
}

/// An aborted game and a rematch challenge are stored as the service reads them back
/// (schema 4): the aborted game leaves the open indexes, with no result and no rating.
#[test]
fn an_aborted_game_and_its_rematch_are_stored() {
    let Some(pg) = TestServer::start() else {
        return;
    };
    let url = pg.fresh_database();
    let store = Arc::new(PgStore::connect(&url).expect("connect"));
    let svc = service_on(store.clone());
    say(&svc, "room", "alice", "play chess @bob white");
    let id = expect(&svc, "room", "bob", "accept", "begins")
        .game
        .expect("a game")
        .id;
    expect(&svc, "room", "alice", "e4", "alice plays e4");
    expect(
        &svc,
        "room",
        "bob",
        "abort",
        &format!("bob aborted game #{id}"),
    );
    let rec = store.game(id).expect("read").expect("stored");
    assert_eq!(
        (rec.phase, rec.result, rec.moves.len()),
        (Phase::Aborted, None, 1)
    );
    assert!(store.channel_games("room").expect("q").is_empty());
    assert!(store.ratings_of_user("alice").expect("q").is_empty());
    let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
    let row = client
        .query_one(
            "SELECT phase, open FROM games WHERE id = $1",
            &[&(id as i64)],
        )
        .expect("the row");
    assert_eq!(
        (row.get::<_, String>(0), row.get::<_, bool>(1)),
        ("aborted".to_string(), false)
    );
    // Another process reads the same.
    let other = service_on(Arc::new(PgStore::connect(&url).expect("connect")));
    expect(
        &other,
        "room",
        "carol",
        &format!("board #{id}"),
        "was aborted",
    );
    let r = expect(&other, "room", "alice", "rematch", "Rematch of game #");
    let new = r.game.expect("a challenge").id;
    let rec = store.game(new).expect("read").expect("stored");
    assert_eq!((rec.phase, rec.rematch_of), (Phase::Challenge, Some(id)));
    expect(&svc, "room", "bob", "rematch", "is already waiting");
}
