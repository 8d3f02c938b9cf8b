//! End-to-end tests of the Discord front end: the real serenity client, run by
//! `acedrex_discord::run_until`, against the fake Discord of `acedrex_tests`.

use acedrex_discord::{run_until, DiscordOptions};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::SystemClock;
use acedrex_service::store::Phase;
use acedrex_service::{Config, Service, Store};
use acedrex_tests::fake_discord::{user_json, Call, FakeDiscord, APP_ID, DM_BASE, GUILD_ID};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::oneshot;

const CHANNEL: u64 = 500;
const DM: u64 = 600;

struct Bot {
    fake: FakeDiscord,
    service: Arc<Service>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), String>>,
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
    if let Ok(filter) = tracing_subscriber::EnvFilter::try_from_default_env() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_test_writer()
            .try_init();
    }
    let fake = FakeDiscord::start().await;
    let store = Store::temporary().expect("store");
    let service = Arc::new(Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(SystemClock),
        Config::default(),
    ));
    let (stop, stopped) = oneshot::channel::<()>();
    let opts = DiscordOptions {
        token: "fake-token".into(),
        guild: Some(GUILD_ID),
        threads: true,
        proxy: Some(fake.url.clone()),
    };
    let task = tokio::spawn(run_until(opts, service.clone(), async move {
        let _ = stopped.await;
    }));
    fake.wait_for(0, "command registration", |c| {
        c.method == "PUT" && c.path.ends_with("/commands")
    })
    .await;
    Bot {
        fake,
        service,
        stop: Some(stop),
        task,
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

    /// A slash command and its answer.
    async fn slash(&self, user: &Value, name: &str, options: Value, resolved: Value) -> Call {
        let mark = self.fake.mark();
        let ids = self.fake.slash(CHANNEL, user, name, options, resolved);
        self.callback(mark, &ids).await
    }

    /// alice challenges bob to chess (alice White), bob accepts with the button: the
    /// game's number and its thread.
    async fn game_alice_bob(&self) -> (u64, u64) {
        let c = self
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
    let mut names: Vec<&str> = reg
        .json
        .as_ref()
        .and_then(Value::as_array)
        .expect("a list")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    names.sort();
    let mut expected = vec![
        "play",
        "accept",
        "decline",
        "cancel",
        "move",
        "setup",
        "board",
        "moves",
        "hint",
        "resign",
        "draw",
        "takeback",
        "claim",
        "games",
        "record",
        "gif",
        "rules",
        "piece",
        "stats",
        "leaderboard",
        "help",
    ];
    expected.sort();
    assert_eq!(names, expected);
    // `/move` autocompletes its text.
    let commands = reg.json.as_ref().and_then(Value::as_array).expect("a list");
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
    let rec = bot
        .service
        .store()
        .game(game)
        .expect("store")
        .expect("game");
    assert_eq!(rec.moves, vec!["e2e4", "e7e5"]);
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
    let rec = bot
        .service
        .store()
        .game(game)
        .expect("store")
        .expect("game");
    assert_eq!(rec.phase, Phase::Active);
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
    let rec = bot
        .service
        .store()
        .game(game)
        .expect("store")
        .expect("game");
    assert_eq!(rec.phase, Phase::Finished);
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
