#![cfg(all(feature = "matrix", feature = "discord"))]
// matrix-sdk futures are deep: `Send` checks of a spawned sync need a higher limit.
#![recursion_limit = "256"]
//! `acedrex serve` with both front ends in one process over one database: the binary
//! talks to the fake Discord of `acedrex_tests` and to a real Synapse at once. A game won
//! on Discord puts its winner at the top of the `leaderboard` asked for on Matrix; the
//! health check says both front ends and the database are connected; SIGTERM stops both.
//!
//! Without `ACEDREX_SYNAPSE` (see `synapse/mod.rs`) the test prints a notice and passes;
//! `.ci/run` sets it, so in CI it really runs.

mod common;
mod synapse;

use acedrex_tests::fake_discord::{user_json, Call, FakeDiscord, GUILD_ID};
use common::BotProcess;
use serde_json::Value;
use std::io::{Read, Write};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use synapse::player::*;
use synapse::{Synapse, BOT_PASSWORD};

const CHANNEL: u64 = 700;

fn dora() -> Value {
    user_json(11, "dora", false)
}
fn dmitri() -> Value {
    user_json(12, "dmitri", false)
}

/// `GET /health`: the status code and the body.
fn health(port: u16) -> Option<(u16, String)> {
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    s.write_all(b"GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .ok()?;
    let mut text = String::new();
    s.read_to_string(&mut text).ok()?;
    let code = text.split(' ').nth(1)?.parse().ok()?;
    let body = text.split("\r\n\r\n").nth(1)?.to_string();
    Some((code, body))
}

fn start_serve(dir: &Path, discord: &str, matrix: &str, health: u16, clock: &Path) -> BotProcess {
    let config = dir.join("acedrex.toml");
    let db = dir.join("db");
    std::fs::write(
        &config,
        format!(
            "database = {db:?}\n\
             [discord]\nguild = {GUILD_ID}\nthreads = false\nmessage_content = true\n\
             [matrix]\nhomeserver = {matrix:?}\nuser = {BOT:?}\nallow = [\"localhost\"]\n\
             [health]\nlisten = \"127.0.0.1:{health}\"\n",
            db = db.to_str().expect("UTF-8"),
        ),
    )
    .expect("the settings file");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_acedrex"));
    cmd.args(["serve", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_PROXY", discord)
        .env("MATRIX_PASSWORD", BOT_PASSWORD)
        .env_remove("MATRIX_ACCESS_TOKEN")
        .env_remove("ACEDREX_DB")
        .env_remove("MATRIX_HOMESERVER")
        .env_remove("MATRIX_USER")
        .env("ACEDREX_TEST_CLOCK", clock)
        .env("ACEDREX_CLOCK_ROUND_MS", "200")
        .env("RUST_LOG", "info");
    BotProcess::spawn(&mut cmd, dir.join("serve.log"))
}

/// `who` types `text` in the Discord channel; the bot's answer there.
async fn discord_says(fake: &FakeDiscord, who: &Value, text: &str, mentions: Vec<Value>) -> Call {
    let mark = fake.mark();
    fake.say(CHANNEL, who, text, mentions, true);
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    fake.wait_for(mark, &format!("the answer to {text}"), |c| {
        c.method == "POST" && c.path == path
    })
    .await
}

#[test]
fn serve_runs_discord_and_matrix_over_one_database() {
    synapse::run_test(|python| async move { both_platforms(&python).await });
}

async fn both_platforms(python: &Path) {
    let synapse = Synapse::with_people(python, &["alice", "bob"]);
    let fake = FakeDiscord::start().await;
    let dir = synapse.dir.join("serve");
    std::fs::create_dir_all(&dir).expect("a folder");
    let port = synapse::free_port();
    // Seconds the bot's clock is ahead of the real time (moved on below).
    let clock = dir.join("clock-ahead");
    std::fs::write(&clock, "0").expect("the clock file");
    let serve = start_serve(&dir, &fake.url, &synapse.url, port, &clock);

    // -- both front ends connect, and the health check says so.
    let deadline = Instant::now() + Duration::from_secs(60);
    let body = loop {
        if let Some((200, body)) = health(port) {
            break body;
        }
        assert!(
            Instant::now() < deadline,
            "never healthy: {:?}\n{}",
            health(port),
            serve.log()
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    let json: Value = serde_json::from_str(&body).expect("JSON health");
    assert_eq!(json["healthy"], Value::Bool(true), "{body}");
    assert_eq!(json["database"]["kind"], "sled", "{body}");
    assert_eq!(json["fronts"]["discord"]["state"], "connected", "{body}");
    assert_eq!(json["fronts"]["matrix"]["state"], "connected", "{body}");
    let log = serve.log();
    assert!(
        log.contains("acedrex serve: discord") && log.contains("matrix (@acedrex:localhost)"),
        "the start summary names both front ends:\n{log}"
    );
    assert!(
        !log.contains("fake-token") && !log.contains("bot-pass"),
        "{log}"
    );

    // -- a rated game on Discord: dora mates dmitri.
    let c = discord_says(&fake, &dora(), "!play chess <@12> white", vec![dmitri()]).await;
    assert!(
        c.content().contains("dora challenges dmitri"),
        "{}",
        c.content()
    );
    let c = discord_says(&fake, &dmitri(), "!accept", vec![]).await;
    assert!(c.content().contains("begins"), "{}", c.content());
    for (who, mv) in [
        (dora(), "e4"),
        (dmitri(), "e5"),
        (dora(), "Bc4"),
        (dmitri(), "Nc6"),
        (dora(), "Qh5"),
        (dmitri(), "Nf6"),
    ] {
        let c = discord_says(&fake, &who, &format!("!{mv}"), vec![]).await;
        assert!(
            c.content().contains(&format!("plays {mv}.")),
            "{}",
            c.content()
        );
    }
    let c = discord_says(&fake, &dora(), "!Qxf7#", vec![]).await;
    assert!(c.content().contains("checkmate"), "{}", c.content());

    // -- on Matrix, the same leaderboard: dora first, then dmitri.
    let alice = Player::named(&synapse.url, "alice").await;
    let room = create_room(&alice, &[BOT], false).await;
    greeted(&alice, &room).await;
    let (_, r) = alice
        .expect(&room, "!leaderboard chess", &["dora", "dmitri"])
        .await;
    let text = r.body();
    assert!(
        text.find("dora") < text.find("dmitri"),
        "the winner first:\n{text}"
    );

    // -- a live clock on each platform, then nobody moves: one process, one loop of
    // the clock's rounds, and each timeout is told once, on its own platform.
    let c = discord_says(
        &fake,
        &dora(),
        "!play chess <@12> clock 1+0 white",
        vec![dmitri()],
    )
    .await;
    assert!(c.content().contains("#2"), "{}", c.content());
    discord_says(&fake, &dmitri(), "!accept #2", vec![]).await;
    discord_says(&fake, &dora(), "!e4 #2", vec![]).await;
    // The clock starts after each side's first move.
    discord_says(&fake, &dmitri(), "!e5 #2", vec![]).await;
    let bob = Player::named(&synapse.url, "bob").await;
    let board = create_room(&alice, &[BOT, "@bob:localhost"], false).await;
    join(&bob, &board).await;
    greeted(&alice, &board).await;
    let c = alice
        .say_content(
            &board,
            with_pill("!play chess bob clock 1+0 white", "@bob:localhost"),
        )
        .await;
    alice.reply(&c).await;
    bob.expect(&board, "!accept", &["Game #3 begins"]).await;
    alice.expect(&board, "!e4", &["alice plays e4"]).await;
    bob.expect(&board, "!e5", &["bob plays e5"]).await;
    let discord_mark = fake.mark();
    let matrix_mark = alice.mark();
    std::fs::write(&clock, "120").expect("the clock file");
    let told = fake
        .wait_for(discord_mark, "the Discord timeout", |c| {
            c.method == "POST" && c.content().contains("ran out of time")
        })
        .await;
    assert_eq!(told.path, format!("/api/v10/channels/{CHANNEL}/messages"));
    assert!(told.content().contains("Game #2"), "{}", told.content());
    assert!(
        told.content().starts_with("<@11> <@12> Game #2: "),
        "{}",
        told.content()
    );
    let matrix_told = alice
        .bot_said_since(matrix_mark, "the Matrix timeout", |m| {
            m.body().contains("ran out of time")
        })
        .await;
    assert_eq!(matrix_told.room, board);
    assert!(
        matrix_told.body().contains("Game #3"),
        "{}",
        matrix_told.body()
    );
    assert!(matrix_told.mentions("@alice:localhost") && matrix_told.mentions("@bob:localhost"));
    // Many rounds later, still once each.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let discord_timeouts = fake.calls()[discord_mark..]
        .iter()
        .filter(|c| c.method == "POST" && c.content().contains("ran out of time"))
        .count();
    assert_eq!(discord_timeouts, 1, "Discord hears its timeout once");
    let matrix_timeouts = alice.seen.lock().expect("the message list")[matrix_mark..]
        .iter()
        .filter(|m| m.sender.as_str() == BOT && m.body().contains("ran out of time"))
        .count();
    assert_eq!(matrix_timeouts, 1, "Matrix hears its timeout once");

    // -- SIGTERM closes both and the process exits cleanly.
    bob.stop().await;
    alice.stop().await;
    serve.stop();
}
