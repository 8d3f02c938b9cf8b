#![cfg(feature = "matrix")]
// matrix-sdk futures are deep: `Send` checks of a spawned sync need a higher limit.
#![recursion_limit = "256"]
//! End-to-end tests of the Matrix front end against a real Synapse on 127.0.0.1: the
//! `acedrex matrix` binary is the bot, three matrix-sdk clients are the people (alice and
//! bob play, carol watches and tries to meddle).
//!
//! Without `ACEDREX_SYNAPSE` (see `synapse/mod.rs`) the test prints a notice and passes;
//! `.ci/run` sets it, so in CI it really runs.

mod common;
mod synapse;

use acedrex_service::reply::{Arg, Said};
use acedrex_service::rules::{Color, GameResult, Outcome, Reason};
use acedrex_service::texts::lang::{catalog, tr, Lang};
use acedrex_service::texts::messages;
use common::BotProcess;
use matrix_sdk::media::{MediaFormat, MediaRequestParameters};
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::events::room::message::{ImageMessageEventContent, MessageType};
use matrix_sdk::ruma::events::room::MediaSource;
use matrix_sdk::ruma::UserId;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use synapse::player::*;
use synapse::{Synapse, BOT_PASSWORD};

/// Checks the image event's info against the file itself.
fn check_png(img: &ImageMessageEventContent, bytes: &[u8]) {
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    assert_eq!(
        info.size.map(u64::from),
        Some(bytes.len() as u64),
        "the size in the event"
    );
    let decoded = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("a PNG that decodes");
    let (w, h) = (decoded.width(), decoded.height());
    assert!(w > 200 && h > 200, "a board image, got {w}×{h}");
    assert_eq!(info.width.map(u64::from), Some(u64::from(w)), "width");
    assert_eq!(info.height.map(u64::from), Some(u64::from(h)), "height");
}

/// The bot as a child process (`acedrex matrix`), so a restart is a real one.
impl BotProcess {
    fn start(url: &str, db: &Path, password: Option<&str>, n: u32) -> BotProcess {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_acedrex"));
        cmd.args(["matrix", "--db"])
            .arg(db)
            .args(["--allow", "@alice:localhost", "--allow", "@bob:localhost"])
            .env("MATRIX_HOMESERVER", url)
            .env("MATRIX_USER", BOT)
            .env_remove("MATRIX_PASSWORD")
            .env_remove("MATRIX_ACCESS_TOKEN")
            .env_remove("ACEDREX_DB")
            .env("RUST_LOG", acedrex_matrix::LOG_FILTER);
        if let Some(pw) = password {
            cmd.env("MATRIX_PASSWORD", pw);
        }
        BotProcess::spawn(&mut cmd, db.with_file_name(format!("bot-{n}.log")))
    }
}

/// As [`BotProcess::start`], on a clock moved on by the file `clock` (seconds ahead of the
/// real time) with a clock round every 200 ms.
fn start_clocked(url: &str, db: &Path, clock: &Path) -> BotProcess {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_acedrex"));
    cmd.args(["matrix", "--db"])
        .arg(db)
        .env("MATRIX_HOMESERVER", url)
        .env("MATRIX_USER", BOT)
        .env("MATRIX_PASSWORD", BOT_PASSWORD)
        .env_remove("MATRIX_ACCESS_TOKEN")
        .env_remove("ACEDREX_DB")
        .env("ACEDREX_TEST_CLOCK", clock)
        .env("ACEDREX_CLOCK_ROUND_MS", "200")
        .env("RUST_LOG", acedrex_matrix::LOG_FILTER);
    BotProcess::spawn(&mut cmd, db.with_file_name("bot-clocked.log"))
}

/// The bot's messages in a room from the `since`-th message a player saw on.
fn bot_says(p: &Player, room: &matrix_sdk::ruma::RoomId, since: usize) -> Vec<Msg> {
    p.seen.lock().expect("the message list")[since..]
        .iter()
        .filter(|m| m.room == room && m.sender.as_str() == BOT)
        .cloned()
        .collect()
}

/// The clock's rounds tell a Matrix game's news in its room, once: a live clock that ran
/// out (one notice calling both players) and a reminder.
#[test]
fn matrix_clock_notices_in_the_room_once() {
    synapse::run_test(|python| async move { clock_notices(&python).await });
}

async fn clock_notices(python: &Path) {
    let synapse = Synapse::with_people(python, &["alice", "bob"]);
    let url = synapse.url.clone();
    let clock = synapse.dir.join("clock-ahead");
    std::fs::write(&clock, "0").expect("the clock file");
    let bot = start_clocked(&url, &synapse.dir.join("bot-db"), &clock);
    let ([alice, bob], room) = people_in_a_room(&url, ["alice", "bob"]).await;

    let challenge =
        |clock: &str| with_pill(&format!("!play chess bob {clock} white"), "@bob:localhost");
    let c = alice.say_content(&room, challenge("clock 1+0")).await;
    alice.reply(&c).await;
    bob.expect(&room, "!accept", &["Game #1 begins"]).await;
    alice.expect(&room, "!e4", &["alice plays e4"]).await;
    bob.expect(&room, "!e5", &["bob plays e5"]).await;

    // Two minutes pass without a move: alice (one minute, to move) loses on time.
    let mark = alice.mark();
    std::fs::write(&clock, "120").expect("the clock file");
    let told = alice
        .bot_said_since(mark, "the timeout", |m| {
            m.body().contains("ran out of time")
        })
        .await;
    assert_eq!(told.room, room, "in the game's room");
    assert!(told.body().contains("Game #1"), "{}", told.body());
    assert!(
        told.mentions("@alice:localhost") && told.mentions("@bob:localhost"),
        "one notice calls both players: {:?}",
        told.content.mentions
    );
    let html = told.html().unwrap_or_default();
    assert!(
        html.contains("https://matrix.to/#/@alice:localhost")
            && html.contains("https://matrix.to/#/@bob:localhost"),
        "pills for both: {html}"
    );
    // Many rounds later it was still said once.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let timeouts: Vec<Msg> = bot_says(&alice, &room, mark)
        .into_iter()
        .filter(|m| m.body().contains("ran out of time"))
        .collect();
    assert_eq!(timeouts.len(), 1, "told once: {timeouts:#?}");

    // A correspondence game: bob, to move for a day, is reminded once in the room.
    let c = alice.say_content(&room, challenge("days 3")).await;
    alice.reply(&c).await;
    bob.expect(&room, "!accept", &["Game #2 begins"]).await;
    alice.expect(&room, "!e4", &["alice plays e4"]).await;
    let mark = bob.mark();
    std::fs::write(&clock, (120 + 86_400 + 60).to_string()).expect("the clock file");
    let reminded = bob
        .bot_said_since(mark, "the reminder", |m| {
            m.body().contains("your move in Chess #2")
        })
        .await;
    assert_eq!(reminded.room, room);
    assert!(
        reminded.mentions("@bob:localhost"),
        "{:?}",
        reminded.content.mentions
    );
    assert!(
        reminded.body().contains("`!remind off`"),
        "commands are written as typed on Matrix: {}",
        reminded.body()
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    let reminders = bot_says(&bob, &room, mark)
        .into_iter()
        .filter(|m| m.body().contains("your move in Chess #2"))
        .count();
    assert_eq!(reminders, 1, "reminded once");
    let log = bot.stop();
    assert!(!log.contains("panicked"), "{log}");
}

fn session_device(db: &Path) -> String {
    let path = db.join("matrix").join("session.json");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path)
            .expect("the session file")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "the session file is private");
    }
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).expect("the session file")).expect("JSON");
    json["device_id"].as_str().expect("a device id").to_string()
}

#[test]
fn matrix_end_to_end() {
    synapse::run_test(|python| async move { end_to_end(&python).await });
}

async fn end_to_end(python: &Path) {
    let t0 = Instant::now();
    let synapse = Synapse::with_people(python, &["alice", "bob", "carol"]);
    eprintln!(
        "synapse: configured and started in {:.1} s, users registered after {:.1} s",
        synapse.start_time.as_secs_f64(),
        t0.elapsed().as_secs_f64()
    );
    let url = synapse.url.clone();
    let start_time = synapse.start_time;
    let db = synapse.dir.join("bot-db");

    let bot = BotProcess::start(&url, &db, Some(BOT_PASSWORD), 1);

    // -- invite → the bot joins and says hello.
    let ([alice, bob, carol], room) = people_in_a_room(&url, ["alice", "bob", "carol"]).await;
    let device = session_device(&db);
    eprintln!("bot joined after {:.1} s", t0.elapsed().as_secs_f64());

    // -- messages without `!` are ignored; help answers with HTML and `!` command words.
    let quiet = alice.say(&room, "hello everyone, who wants a game?").await;
    let (_, help) = alice.expect(&room, "!help", &["!play"]).await;
    assert!(
        help.html().is_some_and(|h| h.contains("<code>")),
        "HTML help"
    );

    // -- a challenge with a mention pill (as Element sends it): bob is called on.
    let challenge = alice
        .say_content(&room, with_pill("!play chess bob white", "@bob:localhost"))
        .await;
    let r = alice.reply(&challenge).await;
    assert!(
        r.body().contains("alice challenges bob to Chess") && r.body().contains("`!accept`"),
        "{}",
        r.body()
    );
    assert!(
        r.mentions("@bob:localhost"),
        "bob is mentioned: {:?}",
        r.content.mentions
    );
    assert!(r
        .html()
        .is_some_and(|h| h.contains("https://matrix.to/#/@bob:localhost")));

    // -- accept (the short form): the game begins, White (alice) is called on, a board.
    let (accept, r) = bob
        .expect(
            &room,
            "!accept",
            &["Game #1 begins", "alice (White) to move"],
        )
        .await;
    assert!(r.mentions("@alice:localhost"));
    let img = bob.image(&accept).await;
    let img = img.image().expect("an m.image").clone();
    let png = bob.download(&url, &img).await;
    check_png(&img, &png);
    eprintln!("game started after {:.1} s", t0.elapsed().as_secs_f64());

    // -- moves: bare `!e4`, the long form, a pill-free `!acedrex move`.
    let (e4, r) = alice
        .expect(&room, "!e4", &["alice plays e4", "bob (Black) to move"])
        .await;
    assert!(r.mentions("@bob:localhost"));
    let img = alice.image(&e4).await;
    let img = img.image().expect("an m.image").clone();
    check_png(&img, &alice.download(&url, &img).await);

    // -- carol is not playing: her move is refused and changes nothing.
    let (_, r) = carol.expect(&room, "!move e5", &["not playing"]).await;
    assert!(
        !r.body().contains("plays"),
        "carol's move refused: {}",
        r.body()
    );
    let (_, _) = bob
        .expect(
            &room,
            "!acedrex move e5",
            &["bob plays e5", "alice (White) to move"],
        )
        .await;
    let (_, _) = alice.expect(&room, "!move Nf3", &["alice plays Nf3"]).await;

    // -- restart: stop the bot, play while it is away, start it again without a secret:
    // the move sent meanwhile is answered once, nothing from before is answered again.
    let log1 = bot.stop();
    assert!(
        log1.contains("logged in; session saved"),
        "first start logs in:\n{log1}"
    );
    assert!(!log1.contains("bot-pass"), "the password is never logged");
    let away = bob.say(&room, "!Nc6").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let bot = BotProcess::start(&url, &db, None, 2);
    let r = bob.reply(&away).await;
    assert!(
        r.body().contains("bob plays Nc6") && r.body().contains("alice (White) to move"),
        "{}",
        r.body()
    );
    assert!(r.mentions("@alice:localhost"));
    let _ = alice
        .expect(&room, "!board", &["alice (White) to move"])
        .await;
    assert_eq!(
        session_device(&db),
        device,
        "the same device after the restart"
    );
    let log2 = bot.log();
    assert!(
        log2.contains("restored the stored Matrix session") && !log2.contains("logged in;"),
        "the restart restores the session:\n{log2}"
    );
    eprintln!(
        "restarted and answered after {:.1} s",
        t0.elapsed().as_secs_f64()
    );

    // -- resign ends the game.
    let (_, r) = alice.expect(&room, "!resign", &["resign"]).await;
    assert!(
        r.body().contains("Black wins") || r.body().contains("0-1"),
        "{}",
        r.body()
    );

    // -- the rated game shows in the stats, whether the player is named `@alice` (a room
    // member's bare name) or by the full id; the record comes as a file.
    let _ = bob
        .expect(&room, "!stats @alice", &["alice:", "Chess"])
        .await;
    let _ = carol
        .expect(&room, "!stats @bob:localhost", &["bob:", "Chess", "1 won"])
        .await;
    let (record, _) = alice
        .expect(&room, "!record #1", &["record of game #1"])
        .await;
    let file = alice
        .wait_for("the record file", |seen| {
            seen.iter()
                .find(|m| {
                    m.sender.as_str() == BOT
                        && m.reply_to() == Some(&record)
                        && matches!(m.content.msgtype, MessageType::File(_))
                })
                .cloned()
        })
        .await;
    assert_eq!(file.body(), "acedrex-1.pgn");

    // Nothing was answered twice, nothing said while the bot was away, nothing without `!`.
    tokio::time::sleep(Duration::from_secs(1)).await;
    {
        let seen = alice.seen.lock().expect("the message list");
        let mut counts = std::collections::HashMap::new();
        for m in seen.iter().filter(|m| {
            m.sender.as_str() == BOT && matches!(m.content.msgtype, MessageType::Notice(_))
        }) {
            if let Some(to) = m.reply_to() {
                *counts.entry(to.clone()).or_insert(0) += 1;
            }
        }
        assert!(
            counts.values().all(|&n| n == 1),
            "every command answered once: {counts:?}"
        );
        assert!(
            counts.contains_key(&away),
            "the move sent while the bot was away is answered"
        );
        assert!(
            !counts.contains_key(&quiet),
            "a message without `!` is not answered"
        );
        let greetings = seen
            .iter()
            .filter(|m| m.room == room && m.sender.as_str() == BOT && m.reply_to().is_none())
            .count();
        assert_eq!(greetings, 1, "one greeting, none after the restart");
    }

    // -- an invite from someone not on the allow list is declined.
    let carols = create_room(&carol, &[BOT], false).await;
    let croom = carol.room(&carols).await;
    let deadline = Instant::now() + WAIT;
    loop {
        let m = croom
            .get_member(&UserId::parse(BOT).expect("the bot's id"))
            .await
            .ok()
            .flatten();
        if m.is_some_and(|m| *m.membership() == MembershipState::Leave) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the bot did not decline carol's invite"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // -- an encrypted room: the bot reads, answers and sends an encrypted board; its
    // device is cross-signed by its owner.
    let secret = create_room(&alice, &[BOT], true).await;
    greeted(&alice, &secret).await;
    // The key query that tells alice the device also brings its owner's signing keys.
    let bot_device = alice.known_device(BOT, device.as_str()).await;
    assert!(
        bot_device.is_cross_signed_by_owner(),
        "the bot cross-signed its device"
    );
    let (game, r) = alice
        .expect(&secret, "!play chess bot white", &["The bot accepts"])
        .await;
    assert!(r.body().contains("alice (White) to move"), "{}", r.body());
    let img = alice.image(&game).await;
    let img = img.image().expect("an m.image").clone();
    assert!(
        matches!(img.source, MediaSource::Encrypted(_)),
        "the board is uploaded encrypted"
    );
    let png = alice
        .client
        .media()
        .get_media_content(
            &MediaRequestParameters {
                source: img.source.clone(),
                format: MediaFormat::File,
            },
            false,
        )
        .await
        .expect("the encrypted board downloads and decrypts");
    check_png(&img, &png);
    let (_, _) = alice
        .expect(&secret, "!e4", &["alice plays e4", "The bot plays"])
        .await;
    eprintln!(
        "encrypted room done after {:.1} s",
        t0.elapsed().as_secs_f64()
    );

    let log = bot.stop();
    assert!(!log.contains("bot-pass") && !log.contains(&alice.token));
    for p in [alice, bob, carol] {
        p.stop().await;
    }
    drop(synapse);
    // Past the harness's capture: CI logs show what the Matrix test costs.
    use std::io::Write;
    let _ = writeln!(
        std::io::stderr(),
        "matrix end-to-end: Synapse up in {:.1} s, {:.1} s in all",
        start_time.as_secs_f64(),
        t0.elapsed().as_secs_f64()
    );
}

/// The number after `after` in `text`.
fn number_after(text: &str, after: &str) -> u64 {
    let at = text
        .find(after)
        .unwrap_or_else(|| panic!("{after} in {text}"));
    text[at + after.len()..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("a number after {after} in {text}"))
}

/// A round's pairing in an announcement: (black's name, game).
fn pairing(text: &str) -> (String, u64) {
    let line = text
        .lines()
        .find(|l| l.contains("(White) vs ") && l.contains("(game #"))
        .unwrap_or_else(|| panic!("a pairing in {text}"));
    let black = line
        .split("(White) vs ")
        .nth(1)
        .and_then(|r| r.split(" (Black)").next())
        .expect("black's name")
        .to_string();
    (black, number_after(line, "(game #"))
}

/// A Swiss of three over two rounds in a Matrix room: created, joined and started by
/// `!` commands, each round announced in the room with its game, results taken, and at
/// the end the final standings with their image.
#[test]
fn matrix_tournament_in_a_room() {
    synapse::run_test(|python| async move { tournament_in_a_room(&python).await });
}

async fn tournament_in_a_room(python: &Path) {
    let synapse = Synapse::with_people(python, &["alice", "bob", "carol"]);
    let url = synapse.url.clone();
    let clock = synapse.dir.join("clock-ahead");
    std::fs::write(&clock, "0").expect("the clock file");
    let bot = start_clocked(&url, &synapse.dir.join("bot-db"), &clock);
    let ([alice, bob, carol], room) = people_in_a_room(&url, ["alice", "bob", "carol"]).await;

    let (_, created) = alice
        .expect(
            &room,
            "!tournament create chess swiss rounds 2 days 1 casual",
            &["Tournament #", "created by alice"],
        )
        .await;
    let t = number_after(created.body(), "Tournament #");
    for p in [&alice, &bob, &carol] {
        p.expect(
            &room,
            &format!("!tournament join #{t}"),
            &["joins tournament"],
        )
        .await;
    }
    let by_name = |name: &str| match name {
        "alice" => &alice,
        "bob" => &bob,
        "carol" => &carol,
        _ => panic!("no player {name}"),
    };
    let mark = alice.mark();
    let (_, started) = alice
        .expect(
            &room,
            &format!("!tournament start #{t}"),
            &["starts with 3 players", "round 1 of 2", "Bye"],
        )
        .await;
    let (black, game) = pairing(started.body());
    // The game begins in the room, calling White (to move).
    alice
        .bot_said_since(mark, "round 1's game begins", |m| {
            m.room == room && m.body().contains(&format!("Game #{game} begins"))
        })
        .await;

    // Black resigns: round 2 is announced in the room.
    let mark = alice.mark();
    by_name(&black)
        .expect(&room, &format!("!resign #{game}"), &["resign"])
        .await;
    let round2 = alice
        .bot_said_since(mark, "round 2", |m| m.body().contains("round 2 of 2"))
        .await;
    assert_eq!(round2.room, room);
    let (black, game) = pairing(round2.body());

    // The last game ends: the final standings, and their image, in the room.
    let mark = alice.mark();
    by_name(&black)
        .expect(&room, &format!("!resign #{game}"), &["resign"])
        .await;
    let over = alice
        .bot_said_since(mark, "the end", |m| m.body().contains("is over"))
        .await;
    assert_eq!(over.room, room);
    assert!(over.body().contains("Final standings"), "{}", over.body());
    let image = alice
        .bot_said_since(mark, "the standings image", |m| {
            m.image()
                .is_some_and(|i| i.body == format!("acedrex-tournament-{t}.png"))
        })
        .await;
    assert_eq!(image.room, room);
    let img = image.image().expect("an m.image").clone();
    let bytes = alice.download(&url, &img).await;
    let decoded = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
        .expect("a PNG that decodes");
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(u64::from(decoded.width())));
    assert_eq!(
        info.height.map(u64::from),
        Some(u64::from(decoded.height()))
    );
    // A title bar, a heading row and three players' rows: wider than tall.
    assert!(
        decoded.width() >= 480 && decoded.height() > 150 && decoded.height() < 260,
        "{}×{}",
        decoded.width(),
        decoded.height()
    );
    let log = bot.stop();
    assert!(!log.contains("panicked"), "{log}");
}

// ---- issue 25: a whole game in French -------------------------------------------------

/// `acedrex serve` as the Matrix bot with the game pages on `127.0.0.1:web`, its database
/// in `dir`, on a clock moved on by the file `clock` (rounds every 200 ms).
fn start_with_pages(url: &str, dir: &Path, web: u16, clock: &Path, n: u32) -> BotProcess {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_acedrex"));
    cmd.args(["serve", "--db"])
        .arg(dir.join("db"))
        .args(["--web", &format!("127.0.0.1:{web}")])
        .env("MATRIX_HOMESERVER", url)
        .env("MATRIX_USER", BOT)
        .env("MATRIX_PASSWORD", BOT_PASSWORD)
        .env("ACEDREX_TEST_CLOCK", clock)
        .env("ACEDREX_CLOCK_ROUND_MS", "200")
        .env("RUST_LOG", acedrex_matrix::LOG_FILTER);
    for other in [
        "MATRIX_ACCESS_TOKEN",
        "MATRIX_STORE_PASSPHRASE",
        "MATRIX_STORE_PASSPHRASE_FILE",
        "DISCORD_TOKEN",
        "ACEDREX_DB",
        "ACEDREX_WEB",
        "ACEDREX_WEB_BASE_URL",
        "ACEDREX_HEALTH",
    ] {
        cmd.env_remove(other);
    }
    BotProcess::spawn(&mut cmd, dir.join(format!("serve-{n}.log")))
}

/// The first link to a game page in `text` (up to the end of its word).
fn page_link(text: &str, web: u16) -> String {
    let base = format!("http://127.0.0.1:{web}/game/");
    let at = text
        .find(&base)
        .unwrap_or_else(|| panic!("a game page link in: {text}"));
    text[at..]
        .split(char::is_whitespace)
        .next()
        .unwrap_or_default()
        .to_string()
}

/// A French text of the service's catalogue as the Matrix notice's body shows it
/// (commands with their `!`).
fn on_matrix(text: &str) -> String {
    acedrex_matrix::notice_of(&acedrex_frontend::plan::spans(text)).body
}

/// The message `id` with `args` in French, as a Matrix body shows it.
fn fr(id: &'static str, args: Vec<(&'static str, Arg)>) -> String {
    let said = Said { id, args };
    on_matrix(
        &catalog()
            .say(Lang::Fr, &said)
            .unwrap_or_else(|| panic!("{id} in French with {:?}", said.args)),
    )
}

/// Words of the bot's English answers in this game: none may show once both play in French.
const ENGLISH: &[&str] = &[
    " plays ",
    "challenges",
    "Game #",
    "begins",
    " to move",
    "your move",
    "Game page",
    "Game over",
    "wins",
    "rating",
    "ran out of time",
    "From now on",
    "Hello",
];

/// Issue 25: alice and bob choose French with `lang fr` and play a whole game on a real
/// Synapse: every reply and notice in the room is in French (rendered here from the
/// French catalogue), with board images and the game's page; their choice survives a
/// restart of the bot in the middle of the game; a room alice invites the bot to later is
/// greeted in French.
#[test]
fn matrix_a_whole_game_in_french() {
    synapse::run_test(|python| async move { whole_game_in_french(&python).await });
}

async fn whole_game_in_french(python: &Path) {
    assert!(Lang::Fr.is_available(), "the French catalogue is there");
    let synapse = Synapse::with_people(python, &["alice", "bob"]);
    let url = synapse.url.clone();
    let dir = synapse.dir.join("serve");
    std::fs::create_dir_all(&dir).expect("a folder");
    let clock = dir.join("clock-ahead");
    std::fs::write(&clock, "0").expect("the clock file");
    let web = synapse::free_port();
    let bot = start_with_pages(&url, &dir, web, &clock, 1);
    let ([alice, bob], room) = people_in_a_room(&url, ["alice", "bob"]).await;
    let mark = alice.mark();
    let white = || Arg::from(Color::White);
    let black = || Arg::from(Color::Black);

    // -- each chooses French.
    let chosen = on_matrix(&messages::lang_set(Lang::Fr).text_in(Lang::Fr));
    alice.expect(&room, "!lang fr", &[&chosen]).await;
    bob.expect(&room, "!lang fr", &[&chosen]).await;

    // -- the challenge, with bob's pill: French, bob called, commands with their `!`.
    let c = alice
        .say_content(&room, with_pill("!play chess bob white", "@bob:localhost"))
        .await;
    let r = alice.reply(&c).await;
    let challenge = fr(
        "challenge",
        vec![
            ("challenger", "alice".into()),
            ("challenged", "bob".into()),
            ("game", "chess".into()),
            ("colour", "white".into()),
            ("id", 1u64.into()),
        ],
    );
    assert!(
        r.body().contains(&challenge),
        "{}\nwanted: {challenge}",
        r.body()
    );
    assert!(r.mentions("@bob:localhost"), "{:?}", r.content.mentions);
    let html = r.html().unwrap_or_default();
    assert!(
        html.contains("<code>!accept</code>") && html.contains("défie"),
        "the formatted body is the French one: {html}"
    );

    // -- accept: the game begins in French, White called, a board image, the page.
    let begins = fr(
        "game-begins",
        vec![
            ("id", 1u64.into()),
            ("game", "chess".into()),
            ("white", "alice".into()),
            ("black", "bob".into()),
        ],
    );
    let your_move = tr(Lang::Fr, "your-move", &[]);
    let (accept, r) = bob
        .expect(&room, "!accept", &[&begins, &format!("alice, {your_move}")])
        .await;
    assert!(r.mentions("@alice:localhost"));
    let page_line = on_matrix(&messages::page_line("").text_in(Lang::Fr));
    assert!(
        r.body().contains(page_line.trim_end()),
        "the page's line in French: {}",
        r.body()
    );
    let link = page_link(r.body(), web);
    // A French reader's link opens the page in French (after its key in a private room).
    assert!(
        link.ends_with("?lang=fr") || link.ends_with("&lang=fr"),
        "{link}"
    );
    let img = bob.image(&accept).await;
    let img = img.image().expect("an m.image").clone();
    check_png(&img, &bob.download(&url, &img).await);
    let (code, page) = acedrex_tests::http_get(&link);
    assert_eq!(code, 200, "{link}: {page}");
    assert!(page.contains("alice") && page.contains("bob"), "{page}");
    assert!(page.contains("<html lang=\"fr\""), "a French page: {page}");
    let record = tr(Lang::Fr, "page-record", &[]);
    assert!(page.contains(&record), "{record:?} on the page: {page}");
    assert!(
        !page.contains("Record (PGN)"),
        "no English on the page: {page}"
    );

    // -- moves, each answered in French with a board image.
    let play = |who: &'static str, san: &'static str| {
        on_matrix(&messages::plays(who, san).text_in(Lang::Fr))
    };
    for (p, who, san) in [
        (&alice, "alice", "e4"),
        (&bob, "bob", "e5"),
        (&alice, "alice", "Qh5"),
        (&bob, "bob", "Nc6"),
        (&alice, "alice", "Bc4"),
    ] {
        let (id, _) = p
            .expect(&room, &format!("!{san}"), &[&play(who, san)])
            .await;
        let img = p.image(&id).await;
        let img = img.image().expect("an m.image").clone();
        check_png(&img, &p.download(&url, &img).await);
    }

    // -- the bot restarts in the middle of the game: the choice of French holds.
    let log = bot.stop();
    assert!(!log.contains("panicked"), "{log}");
    let bot = start_with_pages(&url, &dir, web, &clock, 2);
    let to_move = fr(
        "status-to-move",
        vec![("who", "bob".into()), ("side", black())],
    );
    let (board, r) = alice.expect(&room, "!board", &[&to_move]).await;
    assert_eq!(page_link(r.body(), web), link, "the same page");
    let img = alice.image(&board).await;
    let img = img.image().expect("an m.image").clone();
    check_png(&img, &alice.download(&url, &img).await);
    bob.expect(&room, "!Nf6", &[&play("bob", "Nf6")]).await;

    // -- mate: the result in French.
    let mate = fr(
        "result-game-over",
        vec![
            (
                "result",
                messages::result_said(&GameResult {
                    outcome: Outcome::Win(Color::White),
                    reason: Reason::Checkmate,
                })
                .into(),
            ),
            ("score", "1-0".into()),
            ("id", 1u64.into()),
        ],
    );
    let (_, r) = alice
        .expect(&room, "!Qxf7#", &[&play("alice", "Qxf7#"), &mate])
        .await;
    assert!(r.body().contains("`!rematch #1`"), "{}", r.body());

    // -- a notice in the room: a live clock runs out, told to both in French.
    let c = alice
        .say_content(
            &room,
            with_pill("!play chess bob clock 1+0 white", "@bob:localhost"),
        )
        .await;
    alice.reply(&c).await;
    bob.expect(
        &room,
        "!accept",
        &[&fr(
            "game-begins",
            vec![
                ("id", 2u64.into()),
                ("game", "chess".into()),
                ("white", "alice".into()),
                ("black", "bob".into()),
            ],
        )],
    )
    .await;
    alice.expect(&room, "!e4", &[&play("alice", "e4")]).await;
    bob.expect(&room, "!e5", &[&play("bob", "e5")]).await;
    let timeout = fr(
        "result-win-timeout",
        vec![("winner", black()), ("loser", white())],
    );
    let notice_mark = alice.mark();
    std::fs::write(&clock, "120").expect("the clock file");
    let told = alice
        .bot_said_since(notice_mark, "the timeout in French", |m| {
            m.room == room && m.body().contains(&timeout)
        })
        .await;
    assert!(told.body().contains("Partie #2"), "{}", told.body());
    assert!(
        told.mentions("@alice:localhost") && told.mentions("@bob:localhost"),
        "one notice calls both: {:?}",
        told.content.mentions
    );

    // -- a room alice invites the bot to now: greeted in her language.
    let greeting = on_matrix(&messages::room_greeting().text_in(Lang::Fr));
    let second = create_room(&alice, &[BOT], false).await;
    let hello = alice
        .bot_said_since(mark, "the greeting in French", |m| m.room == second)
        .await;
    assert_eq!(hello.body(), greeting);

    // -- nothing the bot said in French to alice and bob reads as English.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let said = bot_says(&alice, &room, mark);
    assert!(said.len() > 15, "{said:#?}");
    for m in said.iter().chain([&hello]) {
        let text = format!("{}\n{}", m.body(), m.html().unwrap_or_default());
        for english in ENGLISH {
            assert!(
                !text.contains(english),
                "English {english:?} left in: {text}"
            );
        }
    }
    let log = bot.stop();
    assert!(!log.contains("panicked"), "{log}");
    alice.stop().await;
    bob.stop().await;
}
