//! `kill -9` while the bot thinks, then a restart: the player's move was saved before
//! the bot began to think, and the restarted process makes the bot's move by itself (no
//! command needed) and tells the player — in the terminal, and in `serve` on Discord.

mod common;

use common::{folder, spawn};
use std::io::{BufRead, BufReader, Write};
use std::process::Child;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The bot's news after a restart.
const OWED: &str = "the bot makes the move it still owed. The bot plays ";

/// The lines a child prints, as they come.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let out = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// Waits for a line that contains `what`; panics after `secs` with what was printed.
#[track_caller]
fn wait_for(lines: &mpsc::Receiver<String>, seen: &mut Vec<String>, what: &str, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if seen.iter().any(|l| l.contains(what)) {
            return;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => seen.push(line),
            Err(_) => panic!(
                "no line with {what:?} in {secs} s; printed:\n{}",
                seen.join("\n")
            ),
        }
    }
}

#[test]
fn the_terminal_makes_the_bots_move_after_a_kill_while_it_thought() {
    let dir = folder("restart", "terminal");
    let (db, images) = (dir.join("db"), dir.join("images"));
    let mut first = spawn(&["console", "--as", "alice"], &db, &images);
    let lines = lines_of(&mut first);
    let mut seen = Vec::new();
    let mut input = first.stdin.take().expect("stdin");
    writeln!(input, "play shako bot white level 8").expect("writes");
    wait_for(&lines, &mut seen, "alice (White) to move.", 60);
    writeln!(input, "e4").expect("writes");
    // Level 8 thinks 10 s; the move was saved before it began.
    std::thread::sleep(Duration::from_secs(2));
    first.kill().expect("kill -9");
    let _ = first.wait();
    assert!(
        !seen.iter().any(|l| l.contains("The bot plays")),
        "the bot answered before the kill:\n{}",
        seen.join("\n")
    );

    // Started again with nothing typed: the bot's move comes by itself.
    let mut second = spawn(&["console", "--as", "alice"], &db, &images);
    let lines = lines_of(&mut second);
    let mut seen = Vec::new();
    let mut input = second.stdin.take().expect("stdin");
    wait_for(&lines, &mut seen, OWED, 120);
    let news = seen.iter().find(|l| l.contains(OWED)).expect("the news");
    assert!(news.starts_with("@alice: Game #1: "), "{news}");
    wait_for(&lines, &mut seen, "alice (White) to move.", 10);
    // And the game goes on: a move of alice's is taken.
    writeln!(input, "board").expect("writes");
    writeln!(input, "quit").expect("writes");
    drop(input);
    let status = second.wait().expect("exits");
    while let Ok(line) = lines.recv_timeout(Duration::from_secs(5)) {
        seen.push(line);
    }
    assert!(status.success(), "{}", seen.join("\n"));
    let all = seen.join("\n");
    assert!(all.contains("move 2. Last move: "), "{all}");
    assert!(!all.contains("not your turn"), "{all}");
}

#[cfg(feature = "discord")]
mod serve {
    use super::common::{folder, BotProcess};
    use super::OWED;
    use acedrex_tests::fake_discord::{user_json, FakeDiscord, GUILD_ID};
    use serde_json::Value;
    use std::path::Path;
    use std::process::Command;
    use std::time::{Duration, Instant};

    const CHANNEL: u64 = 700;

    fn dora() -> Value {
        user_json(11, "dora", false)
    }

    fn start_serve(dir: &Path, discord: &str) -> BotProcess {
        let config = dir.join("acedrex.toml");
        let db = dir.join("db");
        std::fs::write(
            &config,
            format!(
                "database = {db:?}\n\
                 [discord]\nguild = {GUILD_ID}\nthreads = false\nmessage_content = true\n",
                db = db.to_str().expect("UTF-8"),
            ),
        )
        .expect("the settings file");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_acedrex"));
        cmd.args(["serve", "--config"])
            .arg(&config)
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_PROXY", discord)
            .env_remove("ACEDREX_DB")
            .env("RUST_LOG", "info");
        BotProcess::spawn(&mut cmd, dir.join(format!("serve-{}.log", fake_now())))
    }

    fn fake_now() -> u128 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    }

    /// The content of the first message the bot posted in the channel from call `since`
    /// on that contains `what`, waiting up to `secs`.
    async fn posted(fake: &FakeDiscord, since: usize, what: &str, secs: u64) -> Option<String> {
        let path = format!("/api/v10/channels/{CHANNEL}/messages");
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(c) = fake
                .calls()
                .into_iter()
                .skip(since)
                .find(|c| c.method == "POST" && c.path == path && c.content().contains(what))
            {
                return Some(c.content());
            }
            if Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Waits until a process has connected to the fake gateway `n` times in all.
    async fn connected(fake: &FakeDiscord, n: usize, bot: &BotProcess) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while fake.identified_intents().len() < n {
            assert!(Instant::now() < deadline, "never connected:\n{}", bot.log());
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    #[test]
    fn serve_makes_the_bots_move_after_a_kill_while_it_thought() {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        rt.block_on(async {
            let fake = FakeDiscord::start().await;
            let dir = folder("restart", "serve");
            let first = start_serve(&dir, &fake.url);
            connected(&fake, 1, &first).await;
            let mark = fake.mark();
            fake.say(
                CHANNEL,
                &dora(),
                "!play shako bot white level 8",
                vec![],
                true,
            );
            let begun = posted(&fake, mark, "begins", 60).await;
            assert!(begun.is_some(), "no game began:\n{}", first.log());
            let mark = fake.mark();
            fake.say(CHANNEL, &dora(), "!e4", vec![], true);
            tokio::time::sleep(Duration::from_secs(2)).await;
            drop(first); // SIGKILL
            assert!(
                posted(&fake, mark, "The bot plays", 0).await.is_none(),
                "the bot answered before the kill"
            );

            let mark = fake.mark();
            let second = start_serve(&dir, &fake.url);
            let news = posted(&fake, mark, OWED, 120).await;
            let Some(news) = news else {
                panic!("the bot's move never came:\n{}", second.log());
            };
            assert!(news.starts_with("<@11> Game #1: "), "{news}");
            assert!(news.contains("dora (White) to move."), "{news}");
            second.stop();
        });
    }
}
