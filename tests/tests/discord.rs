//! End-to-end tests of the Discord front end: the real serenity client, run by
//! `acedrex_discord::run_until`, against the fake Discord of `acedrex_tests`.

use acedrex_discord::{run_until, run_with, DiscordOptions};
use acedrex_frontend::Frontend;
use acedrex_service::chooser::FirstMove;
use acedrex_service::commands::COMMANDS;
use acedrex_service::reply::{GameView, Phase};
use acedrex_service::service::{Clock, ManualClock, Request, SystemClock};
use acedrex_service::{Config, Service, Store, UserRef};
use acedrex_tests::fake_discord::{
    user_json, Call, FakeDiscord, FakeOptions, APP_ID, BOT_ID, DM_BASE, GUILD_ID, MESSAGE_CONTENT,
};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::oneshot;

const CHANNEL: u64 = 500;
const DM: u64 = 600;

struct Bot {
    fake: FakeDiscord,
    service: Arc<Service>,
    /// The front-end layer, when the test runs the clock's rounds itself.
    frontend: Option<Arc<Frontend>>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), String>>,
    /// One bot at a time: the tests assert that a quick reply is not deferred (Discord's
    /// "thinking…"), which two bots sharing two cores with the build cannot promise.
    _alone: tokio::sync::OwnedMutexGuard<()>,
}

/// The lock each test's bot holds while it runs.
async fn alone() -> tokio::sync::OwnedMutexGuard<()> {
    static ONE: std::sync::OnceLock<Arc<tokio::sync::Mutex<()>>> = std::sync::OnceLock::new();
    ONE.get_or_init(Default::default).clone().lock_owned().await
}

fn alice() -> Value {
    user_json(1, "alice", false)
}
fn bob() -> Value {
    user_json(2, "bob", false)
}
fn carol() -> Value {
    user_json(3, "carol", false)
}

/// The bot connected to a fresh fake, its commands registered.
async fn start() -> Bot {
    start_with(FakeOptions::default(), true).await
}

/// The bot's own user, as Discord lists it among a message's mentions.
fn the_bot() -> Value {
    user_json(BOT_ID, "acedrex", true)
}

/// As [`start`], with the fake's options and the bot's `message_content` option.
async fn start_with(fake_options: FakeOptions, message_content: bool) -> Bot {
    start_full(fake_options, message_content, None, Config::default()).await
}

/// As [`start`], on a clock the test moves, as a platform of a front-end layer whose
/// clock rounds the test runs ([`Bot::round`]).
async fn start_clocked(clock: Arc<ManualClock>) -> Bot {
    start_full(FakeOptions::default(), true, Some(clock), Config::default()).await
}

async fn start_full(
    fake_options: FakeOptions,
    message_content: bool,
    clock: Option<Arc<ManualClock>>,
    config: Config,
) -> Bot {
    let alone = alone().await;
    if let Ok(filter) = tracing_subscriber::EnvFilter::try_from_default_env() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_test_writer()
            .try_init();
    }
    let fake = FakeDiscord::start_with(fake_options).await;
    let store = Store::temporary().expect("store");
    let manual = clock.is_some();
    let clock: Arc<dyn Clock> = match clock {
        Some(c) => c,
        None => Arc::new(SystemClock),
    };
    let service = Arc::new(Service::new(store, Arc::new(FirstMove), clock, config));
    let (stop, stopped) = oneshot::channel::<()>();
    let opts = DiscordOptions {
        token: "fake-token".into(),
        guild: Some(GUILD_ID),
        threads: true,
        proxy: Some(fake.url.clone()),
        message_content,
        shards: None,
    };
    let stopped = async move {
        let _ = stopped.await;
    };
    let (task, frontend) = if manual {
        let frontend = Frontend::new(service.clone());
        let task = tokio::spawn(run_with(opts, frontend.clone(), stopped));
        (task, Some(frontend))
    } else {
        (
            tokio::spawn(run_until(opts, service.clone(), stopped)),
            None,
        )
    };
    fake.wait_for(0, "command registration", |c| {
        c.method == "PUT" && c.path.ends_with("/commands")
    })
    .await;
    Bot {
        fake,
        service,
        frontend,
        stop: Some(stop),
        task,
        _alone: alone,
    }
}

impl Bot {
    /// Stops the bot as SIGTERM would, and checks that it stops cleanly.
    async fn stop(mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        let ended = tokio::time::timeout(std::time::Duration::from_secs(10), &mut self.task).await;
        assert!(
            matches!(ended, Ok(Ok(Ok(())))),
            "the bot did not stop cleanly: {ended:?}"
        );
    }

    /// The answer to an interaction (callback), from the mark on.
    async fn callback(&self, since: usize, (id, token): &(u64, String)) -> Call {
        let path = format!("/api/v10/interactions/{id}/{token}/callback");
        self.fake
            .wait_for(since, &format!("callback {path}"), |c| c.path == path)
            .await
    }

    /// The game as the service shows it to a spectator (`board #ID`): the typed view.
    async fn view(&self, game: u64) -> GameView {
        let reply = self.ask(&format!("board #{game}")).await;
        reply
            .game
            .unwrap_or_else(|| panic!("no view of game #{game}: {}", reply.text))
    }

    /// The moves of a game, from its record (`record #ID`).
    async fn moves(&self, game: u64) -> Vec<String> {
        let reply = self.ask(&format!("record #{game}")).await;
        let record = reply
            .attachments
            .first()
            .unwrap_or_else(|| panic!("no record: {}", reply.text));
        let text = String::from_utf8_lossy(&record.bytes);
        acedrex_rules::Game::from_record(&text)
            .expect("a readable record")
            .sans()
    }

    /// What the service answers a spectator (carol) in the channel.
    async fn ask(&self, text: &str) -> acedrex_service::Reply {
        let service = self.service.clone();
        let req = Request {
            locale: None,
            channel: format!("discord:{CHANNEL}"),
            user: UserRef {
                id: "discord:3".into(),
                name: "carol".into(),
                bot: false,
            },
            text: text.to_string(),
            mentions: Vec::new(),
            direct: false,
            private: false,
        };
        tokio::task::spawn_blocking(move || service.handle(&req))
            .await
            .expect("the service answers")
    }

    /// A slash command and its answer.
    async fn slash(&self, user: &Value, name: &str, options: Value, resolved: Value) -> Call {
        let mark = self.fake.mark();
        let ids = self.fake.slash(CHANNEL, user, name, options, resolved);
        self.callback(mark, &ids).await
    }

    /// The reply to an interaction, whether sent at once or, on a busy machine, deferred
    /// ("thinking…") and then edited in: the callback, or the edit.
    async fn reply(&self, since: usize, ids: &(u64, String)) -> Call {
        let c = self.callback(since, ids).await;
        if c.get("type") != 5 {
            return c;
        }
        let original = format!("/api/v10/webhooks/{APP_ID}/{}/messages/@original", ids.1);
        self.fake
            .wait_for(since, "the deferred reply's edit", |c| {
                c.method == "PATCH" && c.path == original
            })
            .await
    }

    /// A slash command and its reply, as [`Bot::reply`].
    async fn slash_reply(&self, user: &Value, name: &str, options: Value, resolved: Value) -> Call {
        let mark = self.fake.mark();
        let ids = self.fake.slash(CHANNEL, user, name, options, resolved);
        self.reply(mark, &ids).await
    }

    /// One round of the clock (a bot from [`start_clocked`]): the messages it sent.
    async fn round(&self) -> Vec<Call> {
        let mark = self.fake.mark();
        self.frontend
            .as_ref()
            .expect("a bot started with start_clocked")
            .round()
            .await;
        self.fake.calls()[mark..]
            .iter()
            .filter(|c| c.method == "POST" && c.path.ends_with("/messages"))
            .cloned()
            .collect()
    }

    /// alice challenges bob to chess (alice White), bob accepts with the button: the
    /// game's number and its thread.
    async fn game_alice_bob(&self) -> (u64, u64) {
        self.game_alice_bob_with(&[]).await
    }

    /// As [`Bot::game_alice_bob`], with more options of `/play`.
    async fn game_alice_bob_with(&self, more: &[Value]) -> (u64, u64) {
        let mut options = vec![
            json!({"name": "variant", "type": 3, "value": "chess"}),
            json!({"name": "opponent", "type": 6, "value": "2"}),
            json!({"name": "color", "type": 3, "value": "white"}),
        ];
        options.extend(more.iter().cloned());
        let c = self
            .slash(
                &alice(),
                "play",
                Value::Array(options),
                json!({"users": {"2": bob()}}),
            )
            .await;
        assert_eq!(c.get("type"), 4, "{c:?}");
        assert!(
            c.content().contains("alice challenges bob to Chess"),
            "{}",
            c.content()
        );
        let accept = c
            .buttons()
            .into_iter()
            .find(|b| b.starts_with("accept #"))
            .expect("an Accept button");
        assert!(c.buttons().iter().any(|b| b.starts_with("decline #")));
        let game: u64 = accept["accept #".len()..].parse().expect("game number");

        let mark = self.fake.mark();
        let ids = self.fake.press(CHANNEL, &bob(), &accept);
        let c = self.callback(mark, &ids).await;
        assert_eq!(c.get("type"), 4);
        let text = c.content();
        assert!(text.contains(&format!("Game #{game} begins")), "{text}");
        assert!(
            text.contains("<@1>, your move."),
            "alice (White) is pinged: {text}"
        );
        assert_eq!(c.get("data/allowed_mentions/users"), &json!(["1"]));
        let image = format!("acedrex-{game}-0.png");
        assert_eq!(c.files()[0].filename.as_deref(), Some(image.as_str()));
        assert_eq!(
            c.get("data/embeds/0/image/url"),
            &json!(format!("attachment://{image}"))
        );
        let embed = c.get("data/embeds/0/description").as_str().unwrap_or("");
        assert!(
            embed.contains("White: **alice** · Black: **bob**"),
            "{embed}"
        );
        assert!(embed.contains("Move 1 · alice (White) to move"), "{embed}");
        for b in [
            format!("resign #{game}"),
            format!("draw #{game}"),
            format!("takeback #{game}"),
            format!("moves #{game}"),
            format!("flip #{game} black"),
        ] {
            assert!(c.buttons().contains(&b), "no {b} in {:?}", c.buttons());
        }
        // The board message gets a thread, where both players are named.
        let thread_call = self
            .fake
            .wait_for(mark, "a thread", |c| {
                c.method == "POST" && c.path.ends_with("/threads")
            })
            .await;
        assert!(
            thread_call
                .path
                .starts_with(&format!("/api/v10/channels/{CHANNEL}/messages/")),
            "{}",
            thread_call.path
        );
        assert_eq!(
            thread_call.get("name"),
            &json!(format!("acedrex #{game} · Chess · alice vs bob"))
        );
        let hello = self
            .fake
            .wait_for(mark, "the thread's first message", |c| {
                c.method == "POST" && c.content().contains("<@1> <@2>")
            })
            .await;
        let thread: u64 = hello
            .path
            .split('/')
            .nth(4)
            .and_then(|s| s.parse().ok())
            .expect("thread id");
        (game, thread)
    }
}

fn text_option(value: &str) -> Value {
    json!([{"name": "text", "type": 3, "value": value}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_in_the_guild() {
    let bot = start().await;
    let reg = bot
        .fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .expect("registration");
    assert_eq!(
        reg.path,
        format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands")
    );
    let commands = reg.json.as_ref().and_then(Value::as_array).expect("a list");
    let mut names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort();
    // One slash command per command of the service in the command table (the terminal's
    // `as` and `quit` are not the service's).
    let mut expected: Vec<&str> = COMMANDS
        .iter()
        .filter(|s| s.is_service())
        .map(|s| s.name)
        .collect();
    expected.sort();
    assert_eq!(names, expected);
    assert!(!names.contains(&"as") && !names.contains(&"quit"));
    for spec in COMMANDS.iter().filter(|s| s.is_service()) {
        let c = commands
            .iter()
            .find(|c| c["name"] == spec.name)
            .expect("registered");
        assert_eq!(c["description"], json!(spec.summary), "{}", spec.name);
        // The table's arguments (required first), then the game number.
        let options: Vec<&str> = c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["name"].as_str())
            .collect();
        let mut args: Vec<_> = spec.args.iter().collect();
        args.sort_by_key(|a| !a.required);
        let mut want: Vec<&str> = args.iter().map(|a| a.name).collect();
        if spec.game {
            want.push("game");
        }
        assert_eq!(options, want, "{}", spec.name);
    }
    // `/move` autocompletes its text.
    let mv = commands.iter().find(|c| c["name"] == "move").expect("move");
    assert_eq!(mv["options"][0]["autocomplete"], json!(true));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_accepted_by_button_then_moves_by_slash_and_by_message() {
    let bot = start().await;
    let (game, thread) = bot.game_alice_bob().await;

    // The board image decodes to the size the renderer gives a chess board.
    let accepted = bot
        .fake
        .calls()
        .into_iter()
        .find(|c| !c.files().is_empty())
        .expect("the board");
    let png = image::load_from_memory(&accepted.files()[0].bytes).expect("a PNG");
    let pos = acedrex_rules::Position::start(acedrex_rules::VariantId::Chess);
    let mut opts = acedrex_render::RenderOptions::for_variant(pos.variant());
    opts.title = Some("title".into());
    let expected = image::load_from_memory(&acedrex_render::board_png(&pos, &opts)).expect("png");
    assert_eq!(
        (png.width(), png.height()),
        (expected.width(), expected.height())
    );
    assert!(png.width() >= 8 * 32);

    // /move in the channel.
    let c = bot
        .slash(&alice(), "move", text_option("e4"), json!({}))
        .await;
    assert!(
        c.content().starts_with("alice plays e4."),
        "{}",
        c.content()
    );
    assert!(c.content().contains("<@2>, your move."), "{}", c.content());
    assert_eq!(
        c.files()[0].filename.as_deref(),
        Some(format!("acedrex-{game}-1.png").as_str())
    );

    // `!move` in the game's thread: the thread's game, answered in the thread.
    let mark = bot.fake.mark();
    bot.fake.say(thread, &bob(), "!move e5", vec![], true);
    let reply = bot
        .fake
        .wait_for(mark, "the reply to !move", |c| {
            c.path == format!("/api/v10/channels/{thread}/messages")
        })
        .await;
    assert!(
        reply.content().starts_with("bob plays e5."),
        "{}",
        reply.content()
    );
    assert_eq!(reply.files().len(), 1);

    // `!acedrex board` in the channel; other bots' `!words` are left alone.
    let mark = bot.fake.mark();
    bot.fake
        .say(CHANNEL, &carol(), "!weather paris", vec![], true);
    bot.fake
        .say(CHANNEL, &carol(), "!acedrex board", vec![], true);
    let reply = bot
        .fake
        .wait_for(mark, "the board", |c| {
            c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(
        reply.content().contains("Last move: e5"),
        "{}",
        reply.content()
    );
    assert!(!reply.content().contains("weather"));
    assert_eq!(bot.moves(game).await, ["e4", "e5"]);
    let view = bot.view(game).await;
    assert_eq!((view.phase, view.plies), (Phase::Playing, 2));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_the_legal_moves_of_the_player_to_move() {
    let bot = start().await;
    bot.game_alice_bob().await;
    bot.slash(&alice(), "move", text_option("e4"), json!({}))
        .await;
    let typing = json!([{"name": "text", "type": 3, "value": "N", "focused": true}]);

    let mark = bot.fake.mark();
    let ids = bot
        .fake
        .autocomplete(CHANNEL, &bob(), "move", typing.clone());
    let c = bot.callback(mark, &ids).await;
    assert_eq!(c.get("type"), 8, "{c:?}");
    let names: Vec<&str> = c
        .get("data/choices")
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|ch| ch["name"].as_str())
        .collect();
    assert_eq!(names, ["Na6", "Nc6", "Nf6", "Nh6"]);

    // Nothing typed: at most 25 of Black's 20 moves; not alice's turn: nothing.
    let mark = bot.fake.mark();
    let empty = json!([{"name": "text", "type": 3, "value": "", "focused": true}]);
    let ids = bot.fake.autocomplete(CHANNEL, &bob(), "move", empty);
    let c = bot.callback(mark, &ids).await;
    assert_eq!(c.get("data/choices").as_array().map(Vec::len), Some(20));
    let mark = bot.fake.mark();
    let ids = bot.fake.autocomplete(CHANNEL, &alice(), "move", typing);
    let c = bot.callback(mark, &ids).await;
    assert_eq!(c.get("data/choices").as_array().map(Vec::len), Some(0));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_pressing_resign_is_refused_and_the_game_goes_on() {
    let bot = start().await;
    let (game, _) = bot.game_alice_bob().await;
    let mark = bot.fake.mark();
    let ids = bot
        .fake
        .press(CHANNEL, &carol(), &format!("resign #{game}"));
    let c = bot.callback(mark, &ids).await;
    assert_eq!(c.get("type"), 4);
    assert!(
        c.content()
            .contains(&format!("Only the players of game #{game} can resign")),
        "{}",
        c.content()
    );
    assert_eq!(c.get("data/flags"), 64, "only carol sees the refusal");
    assert_eq!(bot.view(game).await.phase, Phase::Playing);
    let c = bot.slash(&carol(), "board", json!([]), json!({})).await;
    assert!(
        c.content().contains("alice (White) to move"),
        "{}",
        c.content()
    );

    // The player may resign with the same button.
    let mark = bot.fake.mark();
    let ids = bot.fake.press(CHANNEL, &bob(), &format!("resign #{game}"));
    let c = bot.callback(mark, &ids).await;
    assert!(c.content().contains("Game over"), "{}", c.content());
    assert_ne!(c.get("data/flags"), 64);
    assert_eq!(bot.view(game).await.phase, Phase::Finished);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replies_in_bot_games_are_deferred_then_edited() {
    let bot = start().await;
    let mark = bot.fake.mark();
    let options = json!([
        {"name": "variant", "type": 3, "value": "chess"},
        {"name": "bot", "type": 5, "value": true},
        {"name": "color", "type": 3, "value": "white"},
    ]);
    let ids = bot
        .fake
        .slash(CHANNEL, &alice(), "play", options, json!({}));
    let c = bot.callback(mark, &ids).await;
    assert_eq!(c.get("type"), 5, "deferred: {c:?}");
    let original = format!("/api/v10/webhooks/{APP_ID}/{}/messages/@original", ids.1);
    let edit = bot
        .fake
        .wait_for(mark, "the edit", |c| {
            c.method == "PATCH" && c.path == original
        })
        .await;
    assert!(
        edit.content().contains("The bot accepts."),
        "{}",
        edit.content()
    );
    assert_eq!(edit.files().len(), 1);

    let mark = bot.fake.mark();
    let ids = bot
        .fake
        .slash(CHANNEL, &alice(), "move", text_option("e4"), json!({}));
    let c = bot.callback(mark, &ids).await;
    assert_eq!(c.get("type"), 5);
    let original = format!("/api/v10/webhooks/{APP_ID}/{}/messages/@original", ids.1);
    let edit = bot
        .fake
        .wait_for(mark, "the edit", |c| {
            c.method == "PATCH" && c.path == original
        })
        .await;
    assert!(
        edit.content().contains("alice plays e4. The bot plays"),
        "{}",
        edit.content()
    );
    assert!(edit.files()[0].bytes.starts_with(b"\x89PNG"));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_need_no_prefix_and_get_no_thread() {
    let bot = start().await;
    let mark = bot.fake.mark();
    bot.fake
        .say(DM, &bob(), "play chess bot black", vec![], false);
    let reply = bot
        .fake
        .wait_for(mark, "the DM reply", |c| {
            c.path == format!("/api/v10/channels/{DM}/messages")
        })
        .await;
    assert!(
        reply.content().contains("The bot accepts."),
        "{}",
        reply.content()
    );
    assert!(
        reply.content().contains("The bot plays"),
        "{}",
        reply.content()
    );
    assert_eq!(reply.files().len(), 1);
    let mark = bot.fake.mark();
    bot.fake.say(DM, &bob(), "e5", vec![], false);
    let reply = bot
        .fake
        .wait_for(mark, "the DM reply", |c| {
            c.path == format!("/api/v10/channels/{DM}/messages")
        })
        .await;
    assert!(
        reply.content().starts_with("bob plays e5."),
        "{}",
        reply.content()
    );
    assert!(!bot
        .fake
        .calls()
        .iter()
        .any(|c| c.path.ends_with("/threads")));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_in_direct_messages_are_told_of_each_others_moves() {
    let bot = start().await;
    // alice and bob each talk to the bot in their own direct messages.
    let (dm_alice, dm_bob) = (DM + 1, DM + 2);
    let mark = bot.fake.mark();
    bot.fake.say(
        dm_alice,
        &alice(),
        "play chess <@2> white",
        vec![bob()],
        false,
    );
    // bob hears of the challenge in his own direct messages, with an Accept button.
    let notice = bot
        .fake
        .wait_for(mark, "the challenge sent to bob", |c| {
            c.path == format!("/api/v10/channels/{}/messages", DM_BASE + 2)
        })
        .await;
    assert!(
        notice.content().contains("challenges bob"),
        "{}",
        notice.content()
    );
    assert!(
        notice.get("components").to_string().contains("accept #"),
        "{}",
        notice.get("components")
    );
    let mark = bot.fake.mark();
    bot.fake.say(dm_bob, &bob(), "accept", vec![], false);
    let reply = bot
        .fake
        .wait_for(mark, "bob's answer", |c| {
            c.path == format!("/api/v10/channels/{dm_bob}/messages")
        })
        .await;
    assert!(reply.content().contains("begins"), "{}", reply.content());
    let notice = bot
        .fake
        .wait_for(mark, "alice is told the game began", |c| {
            c.path == format!("/api/v10/channels/{}/messages", DM_BASE + 1)
        })
        .await;
    assert!(notice.content().contains("begins"), "{}", notice.content());
    // alice moves in her conversation; bob gets the move and the board in his.
    let mark = bot.fake.mark();
    bot.fake.say(dm_alice, &alice(), "e4", vec![], false);
    let notice = bot
        .fake
        .wait_for(mark, "bob is told of e4", |c| {
            c.path == format!("/api/v10/channels/{}/messages", DM_BASE + 2)
        })
        .await;
    assert!(
        notice.content().contains("alice plays e4."),
        "{}",
        notice.content()
    );
    assert_eq!(notice.files().len(), 1);
    // And bob answers from his.
    let mark = bot.fake.mark();
    bot.fake.say(dm_bob, &bob(), "e5", vec![], false);
    let notice = bot
        .fake
        .wait_for(mark, "alice is told of e5", |c| {
            c.path == format!("/api/v10/channels/{}/messages", DM_BASE + 1)
        })
        .await;
    assert!(
        notice.content().contains("bob plays e5."),
        "{}",
        notice.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_that_start_with_the_bots_mention_are_commands() {
    let bot = start().await;
    let (game, thread) = bot.game_alice_bob().await;

    // `@acedrex board` by a spectator in the channel: the board.
    let mark = bot.fake.mark();
    bot.fake.say(
        CHANNEL,
        &carol(),
        &format!("<@{BOT_ID}> board"),
        vec![the_bot()],
        true,
    );
    let reply = bot
        .fake
        .wait_for(mark, "the board", |c| {
            c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(
        reply.content().contains("alice (White) to move"),
        "{}",
        reply.content()
    );
    assert_eq!(
        reply.files()[0].filename.as_deref(),
        Some(format!("acedrex-{game}-0.png").as_str())
    );

    // `@acedrex e4` (the nickname form of the mention) by the player to move: a move,
    // and the opponent is pinged.
    let mark = bot.fake.mark();
    bot.fake.say(
        CHANNEL,
        &alice(),
        &format!("<@!{BOT_ID}> e4"),
        vec![the_bot()],
        true,
    );
    let reply = bot
        .fake
        .wait_for(mark, "the reply to the move", |c| {
            c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(
        reply.content().starts_with("alice plays e4."),
        "{}",
        reply.content()
    );
    assert!(
        reply.content().contains("<@2>, your move."),
        "{}",
        reply.content()
    );
    assert_eq!(reply.get("allowed_mentions/users"), &json!(["2"]));

    // In the game's thread, a mention acts on the thread's game.
    let mark = bot.fake.mark();
    bot.fake.say(
        thread,
        &bob(),
        &format!("<@{BOT_ID}> e5"),
        vec![the_bot()],
        true,
    );
    let reply = bot
        .fake
        .wait_for(mark, "the reply in the thread", |c| {
            c.path == format!("/api/v10/channels/{thread}/messages")
        })
        .await;
    assert!(
        reply.content().starts_with("bob plays e5."),
        "{}",
        reply.content()
    );
    assert_eq!(bot.moves(game).await, ["e4", "e5"]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_message_content_intent_the_bot_reconnects_and_goes_on() {
    // Discord refuses the privileged intent (not enabled for the application).
    let options = FakeOptions {
        refuse_message_content: true,
        ..FakeOptions::default()
    };
    let bot = start_with(options, true).await;
    let refused = bot.fake.refused_intents();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_ne!(refused[0] & MESSAGE_CONTENT, 0);
    // The bot identified again without it, and registered its commands.
    let identified = bot.fake.identified_intents();
    assert_eq!(identified.len(), 1, "{identified:?}");
    assert_eq!(identified[0] & MESSAGE_CONTENT, 0);
    assert_eq!(identified[0], refused[0] & !MESSAGE_CONTENT);

    // Slash commands work.
    let c = bot
        .slash(
            &alice(),
            "play",
            json!([
                {"name": "variant", "type": 3, "value": "chess"},
                {"name": "opponent", "type": 6, "value": "2"},
                {"name": "color", "type": 3, "value": "white"},
            ]),
            json!({"users": {"2": bob()}}),
        )
        .await;
    assert!(
        c.content().contains("alice challenges bob to Chess"),
        "{}",
        c.content()
    );
    // Messages that mention the bot (Discord still gives their text) work.
    let mark = bot.fake.mark();
    bot.fake.say(
        CHANNEL,
        &bob(),
        &format!("<@{BOT_ID}> accept"),
        vec![the_bot()],
        true,
    );
    let reply = bot
        .fake
        .wait_for(mark, "the reply to the mention", |c| {
            c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(reply.content().contains("begins"), "{}", reply.content());
    assert!(
        reply.content().contains("<@1>, your move."),
        "{}",
        reply.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_told_not_to_ask_for_message_content_never_does() {
    let options = FakeOptions {
        refuse_message_content: true,
        ..FakeOptions::default()
    };
    let bot = start_with(options, false).await;
    assert!(bot.fake.refused_intents().is_empty());
    let identified = bot.fake.identified_intents();
    assert_eq!(identified.len(), 1, "{identified:?}");
    assert_eq!(identified[0] & MESSAGE_CONTENT, 0);
    let c = bot.slash(&carol(), "games", json!([]), json!({})).await;
    assert_eq!(c.get("type"), 4, "{c:?}");
    bot.stop().await;
}

/// The clock's rounds tell a game's news in its thread, once, calling its people there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_is_told_once_in_the_games_thread() {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let bot = start_clocked(clock.clone()).await;
    let (game, thread) = bot
        .game_alice_bob_with(&[json!({"name": "clock", "type": 3, "value": "1+0"})])
        .await;
    bot.slash(&alice(), "move", text_option("e4"), json!({}))
        .await;
    bot.slash(&bob(), "move", text_option("e5"), json!({}))
        .await;
    assert!(bot.round().await.is_empty(), "nothing to tell yet");

    // Nobody moves for two minutes: alice, to move with one minute, loses on time.
    clock.advance(120);
    let told = bot.round().await;
    assert_eq!(told.len(), 1, "one message for both players: {told:#?}");
    let m = &told[0];
    assert_eq!(
        m.path,
        format!("/api/v10/channels/{thread}/messages"),
        "in the game's thread, not its channel"
    );
    let text = m.content();
    assert!(
        text.starts_with("<@1> <@2> Game #"),
        "calls both players: {text}"
    );
    assert!(text.contains(&format!("Game #{game}")), "{text}");
    assert!(text.contains("time"), "{text}");
    let mut pinged = m.get("allowed_mentions/users").clone();
    if let Some(a) = pinged.as_array_mut() {
        a.sort_by_key(|v| v.as_str().unwrap_or("").to_string());
    }
    assert_eq!(pinged, json!(["1", "2"]));
    assert!(
        m.buttons().contains(&format!("analyse #{game}")),
        "{:?}",
        m.buttons()
    );
    assert_eq!(bot.view(game).await.phase, Phase::Finished);

    // Said once: the next rounds have nothing more.
    clock.advance(60);
    assert!(bot.round().await.is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_is_sent_once_in_the_games_thread() {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let bot = start_clocked(clock.clone()).await;
    let (game, thread) = bot.game_alice_bob().await;
    bot.slash(&alice(), "move", text_option("e4"), json!({}))
        .await;

    // A day and a minute later bob, to move, is reminded where the game is played.
    clock.advance(86_400 + 60);
    let told = bot.round().await;
    assert_eq!(told.len(), 1, "{told:#?}");
    assert_eq!(told[0].path, format!("/api/v10/channels/{thread}/messages"));
    let text = told[0].content();
    assert!(text.starts_with("<@2> bob, it is your move"), "{text}");
    assert!(text.contains(&format!("#{game}")), "{text}");
    assert_eq!(told[0].get("allowed_mentions/users"), &json!(["2"]));

    clock.advance(3600);
    assert!(bot.round().await.is_empty(), "a reminder is sent once");
    bot.stop().await;
}

/// `text` by `user` in the channel, addressed to the bot: the bot's messages posted in
/// the channel or its threads until `until` matches one (the reply and the notices).
async fn say_to_bot(bot: &Bot, user: &Value, text: &str, until: &str) -> Vec<Call> {
    say_to_bot_in(bot, CHANNEL, user, text, until).await
}

/// As [`say_to_bot`], in `channel` (a game's thread).
async fn say_to_bot_in(
    bot: &Bot,
    channel: u64,
    user: &Value,
    text: &str,
    until: &str,
) -> Vec<Call> {
    let mark = bot.fake.mark();
    bot.fake.say(
        channel,
        user,
        &format!("<@{BOT_ID}> {text}"),
        vec![the_bot()],
        true,
    );
    bot.fake
        .wait_for(mark, until, |c| {
            c.method == "POST" && c.path.ends_with("/messages") && c.content().contains(until)
        })
        .await;
    // The notices follow the reply: let them arrive.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    bot.fake.calls()[mark..]
        .iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/messages"))
        .cloned()
        .collect()
}

/// The number after `#` in `text` following `after`.
fn number_after(text: &str, after: &str) -> u64 {
    let rest = &text[text
        .find(after)
        .unwrap_or_else(|| panic!("{after} in {text}"))
        + after.len()..];
    rest.chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("a number after {after} in {text}"))
}

/// A Swiss of three over two rounds on Discord, by messages to the bot: created, joined,
/// started; each round's game begins in the channel calling both players, its board
/// message opens a thread of its own where the game is played, one resigns there, the
/// next round is announced in the channel; at the end the final standings come with
/// their image.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_of_three_runs_in_the_channel_and_ends_with_its_standings_image() {
    let bot = start().await;
    let created = say_to_bot(
        &bot,
        &alice(),
        "tournament create chess swiss rounds 2 days 1 casual",
        "Tournament #",
    )
    .await;
    let t = number_after(&created[0].content(), "Tournament #");
    for who in [alice(), bob(), carol()] {
        say_to_bot(
            &bot,
            &who,
            &format!("tournament join #{t}"),
            "joins tournament",
        )
        .await;
    }
    let players = |id: &str| match id {
        "alice" => 1,
        "bob" => 2,
        "carol" => 3,
        _ => panic!("{id}"),
    };
    let user = |n: u64| [alice(), bob(), carol()][n as usize - 1].clone();
    let mut mark = bot.fake.mark();
    let mut told = say_to_bot(&bot, &alice(), &format!("tournament start #{t}"), "round 1").await;
    let mut threads = Vec::new();
    for round in 1..=2u32 {
        let view = bot
            .service
            .tournament_view(t)
            .expect("read")
            .expect("there");
        let g = &view.rounds[round as usize - 1].games[0];
        let game = g.game.expect("begun");
        let (white, black) = (players(&g.white), players(&g.black));
        // The round is announced in the channel, naming both players; the game begins
        // there with its board, calling both players (White, to move, last).
        let all: String = told.iter().map(|c| c.content() + "\n").collect();
        assert!(all.contains(&format!("round {round} of 2")), "{all}");
        assert!(
            all.contains(&format!(
                "{} (White) vs {} (Black) (game #{game})",
                g.white, g.black
            )),
            "{all}"
        );
        let call = told
            .iter()
            .find(|c| c.content().contains(&format!("Game #{game} begins")))
            .unwrap_or_else(|| panic!("round {round}: game #{game} begins: {all}"));
        assert_eq!(call.path, format!("/api/v10/channels/{CHANNEL}/messages"));
        assert!(
            call.content().starts_with(&format!("<@{black}>")),
            "{}",
            call.content()
        );
        assert!(
            call.content()
                .contains(&format!("\n<@{white}>, your move.")),
            "{}",
            call.content()
        );
        assert_eq!(
            call.get("allowed_mentions/users"),
            &json!([white.to_string(), black.to_string()])
        );
        assert_eq!(
            call.files()[0].filename.as_deref(),
            Some(format!("acedrex-{game}-0.png").as_str()),
            "the board"
        );
        // That board message opens the game's own thread, where both players are named.
        let opened = bot
            .fake
            .wait_for(mark, "the game's thread", |c| {
                c.method == "POST"
                    && c.path.ends_with("/threads")
                    && c.get("name")
                        == &json!(format!(
                            "acedrex #{game} · Chess · {} vs {}",
                            g.white, g.black
                        ))
            })
            .await;
        assert!(
            opened
                .path
                .starts_with(&format!("/api/v10/channels/{CHANNEL}/messages/")),
            "{}",
            opened.path
        );
        let hello = bot
            .fake
            .wait_for(mark, "the thread's first message", |c| {
                c.method == "POST" && c.content().ends_with(&format!("<@{white}> <@{black}>"))
            })
            .await;
        let thread: u64 = hello
            .path
            .split('/')
            .nth(4)
            .and_then(|s| s.parse().ok())
            .expect("thread id");
        assert_ne!(thread, CHANNEL);
        assert!(!threads.contains(&thread), "a thread of its own");
        threads.push(thread);
        // Black resigns in the thread, answered there: the result is taken, the next
        // round or the end is announced in the channel.
        let until = if round == 1 { "round 2" } else { "is over" };
        mark = bot.fake.mark();
        told = say_to_bot_in(&bot, thread, &user(black), "resign", until).await;
        assert!(
            told.iter().any(|c| {
                c.path == format!("/api/v10/channels/{thread}/messages")
                    && c.content().contains(&format!("#{game}"))
            }),
            "the resignation answered in the thread: {told:#?}"
        );
        assert!(
            told.iter()
                .filter(|c| c.content().contains(until))
                .all(|c| c.path == format!("/api/v10/channels/{CHANNEL}/messages")),
            "{told:#?}"
        );
        let all: String = told.iter().map(|c| c.content() + "\n").collect();
        assert!(all.contains(&format!("Tournament #{t}")), "{all}");
    }
    let view = bot
        .service
        .tournament_view(t)
        .expect("read")
        .expect("there");
    assert_eq!(
        view.status,
        acedrex_service::tournament::view::TournamentStatus::Finished
    );
    // The final standings, with the image as a file.
    let end = told
        .iter()
        .find(|c| c.content().contains("is over"))
        .expect("the end");
    let image = end
        .files()
        .into_iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".png")))
        .unwrap_or_else(|| panic!("no standings image: {end:#?}"));
    let img =
        image::load_from_memory_with_format(&image.bytes, image::ImageFormat::Png).expect("a PNG");
    let layout = acedrex_render::standings_layout(
        &acedrex_service::tournament::view::standings_image(&view),
    )
    .expect("a layout");
    assert_eq!((img.width(), img.height()), (layout.width, layout.height));
    assert_eq!(
        img.height(),
        layout.row_top(3) + layout.margin,
        "three players"
    );
    bot.stop().await;
}

// ---- languages -------------------------------------------------------------------------

use acedrex_service::texts::lang::{catalog, tr, Lang, Value as Arg};
use acedrex_service::texts::messages;

/// A catalogue message in `lang` with its arguments (text ones).
fn said_in(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|(k, v)| (*k, Arg::Text(v.to_string())))
        .collect();
    let text = tr(lang, id, &args);
    assert_ne!(text, id, "{id} is in the catalogue");
    text
}

/// A text up to its first command (Discord writes commands as `/board`, the catalogue
/// as `board`): what a reply must contain as it is.
fn before_code(text: &str) -> &str {
    text.split('`').next().unwrap_or(text)
}

/// The English sentences of the replies of a game (the catalogue's English, with the
/// game's names): none may be left in a reply in another language.
fn english_in(text: &str) -> Vec<String> {
    let en = |id: &str| tr(Lang::En, id, &[]);
    let mut fragments: Vec<String> = vec![
        " challenges ".into(),
        " plays ".into(),
        "begins".into(),
        "Game over".into(),
        "Game page".into(),
        "checkmate".into(),
        "Last move".into(),
        " to move".into(),
        en("your-move"),
    ];
    fragments.retain(|f| text.contains(f.as_str()));
    fragments
}

/// Two players whose Discord speaks Spanish (their interactions carry `es-ES`) play a
/// whole game on a server without a preferred locale: the slash commands are described
/// in Spanish; the challenge, the game's start (its thread, its first message), each
/// move with its board image, the mate, `/board` and the game page's line are in
/// Spanish, from the catalogue, and no English sentence is left in them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_spanish_for_players_whose_discord_speaks_it() {
    // The game pages, served as `acedrex serve` does, so that the link is followed.
    let web = acedrex_web::bind(([127, 0, 0, 1], 0).into())
        .await
        .expect("a port for the pages");
    let pages = format!("http://{}", web.local_addr().expect("its address"));
    let config = Config {
        page_base: Some(pages.clone()),
        ..Config::default()
    };
    let bot = start_full(FakeOptions::default(), true, None, config).await;
    let (web_stop, web_stopped) = oneshot::channel::<()>();
    let web = tokio::spawn(acedrex_web::serve(bot.service.clone(), web, async move {
        let _ = web_stopped.await;
    }));
    let es = |id: &str, args: &[(&str, &str)]| said_in(Lang::Es, id, args);

    // The slash commands, as Discord shows them to a Spanish client.
    let commands = bot.fake.registered_commands();
    let command = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("/{name} registered"))
    };
    let play = command("play");
    for locale in ["es-ES", "es-419"] {
        assert_eq!(
            play["description_localizations"][locale],
            json!(es("slash-play", &[]))
        );
    }
    // Its name is the English word Discord sends; a Spanish client shows `/jugar`.
    assert_eq!(play["name"], "play");
    for locale in ["es-ES", "es-419"] {
        assert_eq!(
            play["name_localizations"][locale],
            json!(es("slash-name-play", &[]))
        );
    }
    let mv = command("move");
    assert_eq!(
        mv["options"][0]["description_localizations"]["es-ES"],
        json!(es("slash-move-text", &[]))
    );
    assert_eq!(
        command("resign")["description_localizations"]["es-ES"],
        json!(es("slash-resign", &[]))
    );

    bot.fake.set_locale(1, "es-ES");
    bot.fake.set_locale(2, "es-ES");
    let chess = es("game-name-chess", &[]);
    let mut replies = Vec::new();

    // alice challenges bob.
    let options = json!([
        {"name": "variant", "type": 3, "value": "chess"},
        {"name": "opponent", "type": 6, "value": "2"},
        {"name": "color", "type": 3, "value": "white"},
    ]);
    let c = bot
        .slash(&alice(), "play", options, json!({"users": {"2": bob()}}))
        .await;
    let accept = c
        .buttons()
        .into_iter()
        .find(|b| b.starts_with("accept #"))
        .expect("an Accept button");
    let game: u64 = accept["accept #".len()..].parse().expect("game number");
    let id = game.to_string();
    let challenge = es(
        "challenge",
        &[
            ("challenger", "alice"),
            ("challenged", "bob"),
            ("game", &chess),
            ("colour", "white"),
            ("id", &id),
        ],
    );
    assert!(
        c.content().starts_with(before_code(&challenge)),
        "{}\nwants: {challenge}",
        c.content()
    );
    assert_eq!(
        c.field("components/0/components/0/label"),
        &json!(es("label-accept", &[]))
    );
    replies.push(c.content());

    // bob accepts with the button: the game begins, with its board and its page.
    let mark = bot.fake.mark();
    let ids = bot.fake.press(CHANNEL, &bob(), &accept);
    let c = bot.reply(mark, &ids).await;
    let text = c.content();
    let begins = es(
        "game-begins",
        &[
            ("id", &id),
            ("game", &chess),
            ("white", "alice"),
            ("black", "bob"),
        ],
    );
    assert!(text.contains(&begins), "{text}\nwants: {begins}");
    // A Spanish reader's link opens the page in Spanish.
    let base = format!("{pages}/game/{game}");
    let page = text
        .split_whitespace()
        .find(|w| w.starts_with(&base))
        .unwrap_or_else(|| panic!("a link to {base} in: {text}"))
        .to_string();
    assert!(page.ends_with("?lang=es"), "{page}");
    let page_line = es("page-line", &[("url", &page)]);
    assert!(text.contains(&page_line), "{text}\nwants: {page_line}");
    let your_move = format!("<@1>, {}", es("your-move", &[]));
    assert!(text.contains(&your_move), "{text}");
    assert_eq!(
        c.files()[0].filename.as_deref(),
        Some(format!("acedrex-{game}-0.png").as_str())
    );
    // The card beside the board, in Spanish too.
    assert_eq!(
        c.field("embeds/0/title"),
        &json!(es("game-title", &[("game", &chess), ("id", &id)]))
    );
    let card = c
        .field("embeds/0/description")
        .as_str()
        .unwrap_or("")
        .to_string();
    let players = es("card-players", &[("white", "alice"), ("black", "bob")]);
    assert!(card.contains(&players), "{card}\nwants: {players}");
    let white = catalog().color(Lang::Es, acedrex_rules::Color::White);
    let to_move = es("state-to-move", &[("who", "alice"), ("side", &white)]);
    assert!(card.contains(&to_move), "{card}\nwants: {to_move}");
    assert!(
        !card.contains("White") && !card.contains("Move 1"),
        "{card}"
    );
    let resign = format!("resign #{game}");
    let labels = c.field("components").to_string();
    assert!(labels.contains(&es("label-resign", &[])), "{labels}");
    assert!(c.buttons().contains(&resign));
    replies.push(text);
    // Its thread is named in Spanish, and says so in it.
    let thread = bot
        .fake
        .wait_for(mark, "a thread", |c| {
            c.method == "POST" && c.path.ends_with("/threads")
        })
        .await;
    assert_eq!(
        thread.get("name"),
        &json!(es(
            "thread-title",
            &[
                ("id", &id),
                ("game", &chess),
                ("white", "alice"),
                ("black", "bob")
            ]
        ))
    );
    let played_here = es("played-here", &[("id", &id)]);
    let hello = bot
        .fake
        .wait_for(mark, "the thread's first message", |c| {
            c.method == "POST" && c.content().contains("<@1> <@2>")
        })
        .await;
    assert!(
        hello.content().starts_with(before_code(&played_here)),
        "{}",
        hello.content()
    );

    // The fool's mate, by /move: each move said in Spanish, with the board.
    for (ply, (who, name, san)) in [
        (alice(), "alice", "f3"),
        (bob(), "bob", "e5"),
        (alice(), "alice", "g4"),
        (bob(), "bob", "Qh4#"),
    ]
    .into_iter()
    .enumerate()
    {
        let c = bot
            .slash_reply(&who, "move", text_option(san), json!({}))
            .await;
        let text = c.content();
        let plays = messages::plays(name, san).text_in(Lang::Es);
        assert!(text.starts_with(&plays), "{text}\nwants: {plays}");
        assert_eq!(
            c.files()[0].filename.as_deref(),
            Some(format!("acedrex-{game}-{}.png", ply + 1).as_str()),
            "{text}"
        );
        replies.push(text);
    }
    let mate = es(
        "result-win-checkmate",
        &[(
            "winner",
            &catalog().color(Lang::Es, acedrex_rules::Color::Black),
        )],
    );
    let last = replies.last().expect("the mate").clone();
    let card = bot
        .fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.content() == last)
        .map(|c| {
            c.field("embeds/0/description")
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .expect("the mate's card");
    assert!(card.contains(&mate), "{card}");
    assert!(
        card.contains(&es("card-last-move", &[("san", "Qh4#")])),
        "{card}"
    );
    assert!(english_in(&card).is_empty(), "{card}");
    assert!(last.contains(&mate), "{last}\nwants: {mate}");
    assert!(last.contains(&page_line), "{last}");
    assert_eq!(bot.view(game).await.phase, Phase::Finished);

    // /board after the game: the final position, in Spanish, with its page.
    let c = bot
        .slash(
            &alice(),
            "board",
            json!([{"name": "game", "type": 4, "value": game}]),
            json!({}),
        )
        .await;
    let text = c.content();
    assert!(text.contains(&mate), "{text}");
    assert!(text.contains(&page_line), "{text}");
    assert_eq!(c.files().len(), 1);
    replies.push(text);

    for r in &replies {
        assert!(
            english_in(r).is_empty(),
            "English left: {:?} in {r}",
            english_in(r)
        );
    }

    // The page at the link: the finished game, in Spanish.
    let url = page.clone();
    let (code, html) = tokio::task::spawn_blocking(move || acedrex_tests::http_get(&url))
        .await
        .expect("the page fetched");
    assert_eq!(code, 200, "{page}: {html}");
    assert!(html.contains("<html lang=\"es\""), "a Spanish page: {html}");
    let record = es("page-record", &[]);
    assert!(html.contains(&record), "{record:?} on the page: {html}");
    assert!(html.contains(&chess), "the game's Spanish name: {html}");
    assert!(
        !html.contains("Record (PGN)"),
        "no English on the page: {html}"
    );
    let _ = web_stop.send(());
    assert!(matches!(web.await, Ok(Ok(()))), "the pages stop cleanly");
    bot.stop().await;
}

/// A server whose preferred locale is French: a typed message, which carries no locale
/// of its writer, is answered in French (the server's, from its GUILD_CREATE); players
/// whose Discord speaks English are answered in English; the clock's notice in the
/// game's thread, which answers nobody, is in French.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_prefers_french_hears_its_notices_in_french() {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let options = FakeOptions {
        preferred_locale: Some("fr".into()),
        ..FakeOptions::default()
    };
    let bot = start_full(options, true, Some(clock.clone()), Config::default()).await;
    let fr = |id: &str, args: &[(&str, &str)]| said_in(Lang::Fr, id, args);

    // Before any interaction: the server's locale came with its GUILD_CREATE.
    let none = fr("no-games-here", &[]);
    let told = say_to_bot(&bot, &carol(), "games", before_code(&none)).await;
    assert!(
        told[0].content().starts_with(before_code(&none)),
        "{}",
        told[0].content()
    );

    // alice and bob (English clients) play with a one-minute clock: answered in English
    // (their own locale comes first; `game_alice_bob_with` checks the English).
    let (game, thread) = bot
        .game_alice_bob_with(&[json!({"name": "clock", "type": 3, "value": "1+0"})])
        .await;
    let c = bot
        .slash(&alice(), "move", text_option("e4"), json!({}))
        .await;
    assert!(
        c.content().starts_with("alice plays e4."),
        "{}",
        c.content()
    );
    bot.slash(&bob(), "move", text_option("e5"), json!({}))
        .await;

    // alice lets her time run out: the notice in the thread is in French.
    clock.advance(120);
    let told = bot.round().await;
    assert_eq!(told.len(), 1, "{told:#?}");
    assert_eq!(told[0].path, format!("/api/v10/channels/{thread}/messages"));
    let text = told[0].content();
    let fr_color = |c| catalog().color(Lang::Fr, c);
    let result = fr(
        "result-win-timeout",
        &[
            ("loser", &fr_color(acedrex_rules::Color::White)),
            ("winner", &fr_color(acedrex_rules::Color::Black)),
        ],
    );
    let id = game.to_string();
    let timed_out = fr(
        "timed-out",
        &[("id", &id), ("result", &result), ("score", "0-1")],
    );
    assert!(
        text.contains(before_code(&timed_out)),
        "{text}\nwants: {timed_out}"
    );
    assert!(!text.contains("Game #"), "{text}");
    let analyse = fr("label-analyse", &[]);
    assert!(
        told[0].get("components").to_string().contains(&analyse),
        "{:?}",
        told[0].json
    );
    bot.stop().await;
}
