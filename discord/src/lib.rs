//! The Discord front end (serenity 0.12): slash commands with autocomplete, `!`-prefixed
//! messages, buttons, board images with a short embed, and a thread per game.
//!
//! Everything a user sends becomes a core [`Request`]: the channel (`discord:<id>`; a game
//! thread counts as its parent channel, and commands in it name the thread's game), the
//! user (`discord:<id>` with their display name) and the command line, with mentions
//! written `@discord:<id>`. A button's custom id is the command it sends, so a press is a
//! request from the presser and the core checks who may do what, as for typed commands.
//! [`Service::handle`] does disk I/O and renders images, so it runs on tokio's blocking
//! pool; interactions that may take over a second are deferred and edited when ready.

use acedrex_service::commands::{self as command, Command as CoreCommand};
use acedrex_service::render::{board_png, RenderOptions};
use acedrex_service::reply::Notice;
use acedrex_service::rules::{Color, Game, VariantId};
use acedrex_service::service::{Request, Service};
use acedrex_service::store::{GameRecord, Phase, Side, UserRef};
use serenity::async_trait;
use serenity::builder::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateAutocompleteResponse,
    CreateButton, CreateCommand, CreateCommandOption, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, CreateThread, EditInteractionResponse,
};
use serenity::client::{ClientBuilder, Context, EventHandler};
use serenity::http::{Http, HttpBuilder};
use serenity::model::application::{
    ButtonStyle, Command as AppCommand, CommandDataOptionValue, CommandInteraction,
    CommandOptionType, ComponentInteraction, Interaction,
};
use serenity::model::channel::{Channel, ChannelType, Message, PartialChannel};
use serenity::model::gateway::{GatewayIntents, Ready};
use serenity::model::id::{ChannelId, GuildId, UserId};
use serenity::model::user::User;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Discord's limit on a message's text.
const MAX_TEXT: usize = 2000;
/// Discord's limit on autocomplete choices.
const MAX_CHOICES: usize = 25;
/// An interaction not answered by then is deferred (Discord allows 3 s for the answer).
const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// Game threads are named `acedrex #12 · …`; the number names the thread's game.
const THREAD_PREFIX: &str = "acedrex #";
/// How long a stop waits for the gateway connections to close.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Settings of the Discord front end.
#[derive(Clone)]
pub struct DiscordOptions {
    /// The bot token (never logged).
    pub token: String,
    /// Register the slash commands in this guild only (instant; for testing) instead of
    /// globally.
    pub guild: Option<u64>,
    /// Open a thread for each game that begins in a server text channel.
    pub threads: bool,
    /// A base URL that receives every REST call instead of discord.com (`DISCORD_PROXY`);
    /// the rate limiter is then off, as serenity's ignores the proxy.
    pub proxy: Option<String>,
}

impl std::fmt::Debug for DiscordOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordOptions")
            .field("token", &"(hidden)")
            .field("guild", &self.guild)
            .field("threads", &self.threads)
            .field("proxy", &self.proxy)
            .finish()
    }
}

/// Runs the bot until `stop` completes (then closes the gateway connections cleanly).
pub async fn run_until(
    opts: DiscordOptions,
    service: Arc<Service>,
    stop: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    if opts.token.trim().is_empty() {
        return Err("no Discord token: set DISCORD_TOKEN or give --token-file".into());
    }
    let guild = match opts.guild {
        Some(0) => return Err("--guild: a guild id is a positive number".into()),
        g => g.map(GuildId::new),
    };
    let mut http = HttpBuilder::new(opts.token.trim());
    if let Some(proxy) = &opts.proxy {
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let intents = GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT;
    let handler = Handler {
        service,
        guild,
        threads: opts.threads,
        state: Mutex::new(State::default()),
    };
    let mut client = ClientBuilder::new_with_http(http.build(), intents)
        .event_handler(handler)
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    let shards = client.shard_manager.clone();
    let running = client.start();
    tokio::pin!(running);
    tokio::select! {
        result = &mut running => result.map_err(|e| format!("Discord: {e}")),
        () = stop => {
            tracing::info!("shutting down the Discord connection");
            shards.shutdown_all().await;
            // A shard that never connected leaves serenity waiting: give it a moment only.
            match tokio::time::timeout(SHUTDOWN_GRACE, running).await {
                Ok(Err(e)) => Err(format!("Discord: {e}")),
                Ok(Ok(())) | Err(_) => Ok(()),
            }
        }
    }
}

/// What the handler learns while it runs.
#[derive(Default)]
struct State {
    bot_user: Option<UserId>,
    /// Channels seen: a game thread maps to (parent channel, game id); `None` for others.
    threads: HashMap<ChannelId, Option<(ChannelId, u64)>>,
}

struct Handler {
    service: Arc<Service>,
    guild: Option<GuildId>,
    threads: bool,
    state: Mutex<State>,
}

fn lock(m: &Mutex<State>) -> std::sync::MutexGuard<'_, State> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A message from a user, in the core's terms.
#[derive(Clone, Debug)]
struct Incoming {
    /// The core's channel: the channel, or a game thread's parent.
    core_channel: String,
    /// The game of a game thread.
    game: Option<u64>,
    /// A server text channel, where a game may get a thread.
    can_thread: bool,
    user: UserRef,
    text: String,
    mentions: Vec<UserRef>,
    /// A direct message with the bot (the core then finds the player's games anywhere
    /// and tells the other player by direct message).
    direct: bool,
}

/// A reply, ready for Discord.
#[derive(Debug, Default)]
struct Outgoing {
    text: String,
    files: Vec<(String, Vec<u8>)>,
    embed: Option<Embed>,
    buttons: Vec<Button>,
    /// Only the user who pressed sees it (refusals of button presses).
    ephemeral: bool,
    /// Users pinged by the text.
    pings: Vec<u64>,
    /// A game that has just begun, for its thread.
    new_game: Option<NewGame>,
    /// Messages for other players (games played in direct messages).
    notices: Vec<Notice>,
}

#[derive(Debug)]
struct Embed {
    title: String,
    description: String,
    image: String,
}

#[derive(Debug, PartialEq, Eq)]
struct Button {
    label: String,
    id: String,
    style: ButtonStyle,
}

#[derive(Debug)]
struct NewGame {
    id: u64,
    name: String,
    players: Vec<u64>,
}

fn channel_key(id: ChannelId) -> String {
    format!("discord:{id}")
}

fn user_ref(user: &User, nick: Option<&str>) -> UserRef {
    let name = nick
        .map(str::to_string)
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    UserRef {
        id: format!("discord:{}", user.id),
        name,
        bot: false,
    }
}

/// The Discord user id of a core user id, if it is one.
fn discord_id(core_id: &str) -> Option<u64> {
    // Zero is no Discord id (and serenity's ids panic on it): `@discord:0` can be typed.
    core_id
        .strip_prefix("discord:")?
        .parse()
        .ok()
        .filter(|id| *id != 0)
}

/// The game a game thread's name gives (`acedrex #12 · …`).
fn thread_game(name: &str) -> Option<u64> {
    let rest = name.strip_prefix(THREAD_PREFIX)?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Text cut to Discord's limit, on a character boundary.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

// ---------------------------------------------------------------------------------------
// Slash commands
// ---------------------------------------------------------------------------------------

/// Where an option's words go in the command line (`fen` takes the rest of the line).
const OPTION_ORDER: &[&str] = &[
    "variant",
    "opponent",
    "bot",
    "color",
    "level",
    "setup",
    "arrangement",
    "text",
    "square",
    "piece",
    "player",
    "command",
    "game",
    "fen",
];

fn game_option() -> CreateCommandOption {
    CreateCommandOption::new(
        CommandOptionType::Integer,
        "game",
        "The game's number (#12), when you have several",
    )
    .min_int_value(1)
}

fn variant_choices(mut o: CreateCommandOption) -> CreateCommandOption {
    for id in VariantId::ALL {
        o = o.add_string_choice(id.variant().name, id.id());
    }
    o
}

fn simple(name: &str, description: &str) -> CreateCommand {
    CreateCommand::new(name)
        .description(description)
        .add_option(game_option())
}

/// The slash commands: one per core command.
fn commands() -> Vec<CreateCommand> {
    use CommandOptionType as T;
    let string =
        |name: &str, description: &str| CreateCommandOption::new(T::String, name, description);
    let help_words = acedrex_service::commands::names().filter(|c| !matches!(*c, "as" | "quit"));
    let mut help_option = string("command", "A command to explain");
    for c in help_words {
        help_option = help_option.add_string_choice(c, c);
    }
    vec![
        CreateCommand::new("play")
            .description("Start a game: challenge a player, anyone here, or the bot")
            .add_option(
                string("variant", "The game")
                    .required(true)
                    .set_autocomplete(true),
            )
            .add_option(CreateCommandOption::new(
                T::User,
                "opponent",
                "Who you challenge (nobody: anyone here)",
            ))
            .add_option(CreateCommandOption::new(
                T::Boolean,
                "bot",
                "Play against the bot",
            ))
            .add_option(
                string("color", "Your colour")
                    .add_string_choice("White", "white")
                    .add_string_choice("Black", "black")
                    .add_string_choice("Random", "random"),
            )
            .add_option(
                CreateCommandOption::new(T::Integer, "level", "The bot's level, 1 to 8")
                    .min_int_value(1)
                    .max_int_value(8),
            )
            .add_option(string(
                "setup",
                "Zanzibar: the arrangement (UQKFOLGD) or random",
            ))
            .add_option(string("fen", "Start from this position")),
        simple("accept", "Accept a challenge"),
        simple("decline", "Decline a challenge made to you"),
        simple("cancel", "Withdraw your challenge"),
        CreateCommand::new("move")
            .description("Play a move: e4, Nf3, O-O, Lf5xg6-h7")
            .add_option(
                string("text", "The move")
                    .required(true)
                    .set_autocomplete(true),
            )
            .add_option(game_option()),
        CreateCommand::new("setup")
            .description("Zanzibar: Black chooses the arrangement")
            .add_option(string("arrangement", "UQKFOLGD, FQKULG or random").required(true))
            .add_option(game_option()),
        simple("board", "Show the board"),
        CreateCommand::new("moves")
            .description("The legal moves, or one piece's moves on the board")
            .add_option(string("square", "A piece's square, e.g. f5"))
            .add_option(game_option()),
        simple("hint", "The bot suggests a move (games against the bot)"),
        simple("resign", "Give up the game"),
        simple("draw", "Offer or accept a draw"),
        simple("takeback", "Ask to take back your last move, or agree"),
        simple("claim", "Win a game your opponent abandoned"),
        CreateCommand::new("games").description("Games and challenges in this channel"),
        simple("record", "The game record file"),
        simple("gif", "The game as an animated GIF"),
        CreateCommand::new("rules")
            .description("A game's rules")
            .add_option(variant_choices(string("variant", "The game"))),
        CreateCommand::new("piece")
            .description("How a piece moves, with a diagram")
            .add_option(variant_choices(
                string("variant", "The game").required(true),
            ))
            .add_option(
                string("piece", "Its letter or name")
                    .required(true)
                    .set_autocomplete(true),
            ),
        CreateCommand::new("stats")
            .description("Ratings and results")
            .add_option(CreateCommandOption::new(
                T::User,
                "player",
                "Whose (yours without)",
            )),
        CreateCommand::new("leaderboard")
            .description("The best-rated players of a game")
            .add_option(variant_choices(
                string("variant", "The game").required(true),
            )),
        CreateCommand::new("help")
            .description("The commands, or one in full")
            .add_option(help_option),
    ]
}

/// A display name for a user named in a command, from the interaction's resolved data.
fn resolved_name(cmd: &CommandInteraction, id: UserId) -> Option<String> {
    let r = &cmd.data.resolved;
    r.members
        .get(&id)
        .and_then(|m| m.nick.clone())
        .or_else(|| r.users.get(&id).map(|u| user_ref(u, None).name))
}

/// The command line of a slash command, and the users it names.
fn slash_text(cmd: &CommandInteraction, bot: Option<UserId>) -> (String, Vec<UserRef>) {
    let mut words: Vec<(usize, String)> = Vec::new();
    let mut mentions = Vec::new();
    for opt in &cmd.data.options {
        let rank = OPTION_ORDER
            .iter()
            .position(|n| *n == opt.name)
            .unwrap_or(OPTION_ORDER.len());
        let word = match (opt.name.as_str(), &opt.value) {
            ("game", CommandDataOptionValue::Integer(n)) => format!("#{n}"),
            ("level", CommandDataOptionValue::Integer(n)) => format!("level {n}"),
            ("setup", CommandDataOptionValue::String(s)) if cmd.data.name == "play" => {
                format!("setup {}", s.trim())
            }
            ("fen", CommandDataOptionValue::String(s)) => format!("fen {}", s.trim()),
            ("bot", CommandDataOptionValue::Boolean(true)) => "bot".to_string(),
            (_, CommandDataOptionValue::User(id)) if Some(*id) == bot => "bot".to_string(),
            (_, CommandDataOptionValue::User(id)) => {
                let core = format!("discord:{id}");
                if let Some(name) = resolved_name(cmd, *id) {
                    mentions.push(UserRef {
                        id: core.clone(),
                        name,
                        bot: false,
                    });
                }
                format!("@{core}")
            }
            (_, CommandDataOptionValue::String(s)) => s.trim().to_string(),
            (_, CommandDataOptionValue::Integer(n)) => n.to_string(),
            _ => continue,
        };
        if !word.is_empty() {
            words.push((rank, word));
        }
    }
    words.sort_by_key(|(rank, _)| *rank);
    let mut text = cmd.data.name.clone();
    for (_, w) in words {
        text.push(' ');
        text.push_str(&w);
    }
    (text, mentions)
}

/// A string option's value (also while it is being typed, for autocomplete).
fn option_str<'a>(cmd: &'a CommandInteraction, name: &str) -> Option<&'a str> {
    cmd.data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            CommandDataOptionValue::String(s) => Some(s.as_str()),
            CommandDataOptionValue::Autocomplete { value, .. } => Some(value.as_str()),
            _ => None,
        })
}

fn option_int(cmd: &CommandInteraction, name: &str) -> Option<i64> {
    cmd.data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            CommandDataOptionValue::Integer(n) => Some(*n),
            _ => None,
        })
}

// ---------------------------------------------------------------------------------------
// Games, as the front end needs them (embeds, autocomplete, flipped boards)
// ---------------------------------------------------------------------------------------

/// The player who owes the next move or setup.
fn to_move<'a>(rec: &'a GameRecord, game: &Game) -> Option<&'a UserRef> {
    if rec.phase != Phase::Active || game.is_over() {
        return None;
    }
    let side = if rec.setup_pending {
        Side::Black
    } else {
        game.side_to_move().into()
    };
    rec.player(side)
}

fn player_name(u: Option<&UserRef>) -> &str {
    u.map_or("?", |u| u.name.as_str())
}

fn embed_for(rec: &GameRecord, game: &Game, image: &str) -> Embed {
    let pos = game.position();
    let mut lines = vec![format!(
        "White: **{}** · Black: **{}**",
        player_name(rec.white.as_ref()),
        player_name(rec.black.as_ref())
    )];
    let status = if let Some(r) = game.result() {
        format!("Game over: {} ({})", r.description(), r.score())
    } else if rec.phase == Phase::Finished {
        rec.result.as_ref().map_or("Game over".to_string(), |r| {
            format!("Game over: {}", r.description)
        })
    } else if rec.setup_pending {
        format!(
            "{} (Black) chooses the setup",
            player_name(rec.black.as_ref())
        )
    } else {
        let side = pos.side_to_move();
        format!(
            "{} ({}) to move{}",
            player_name(rec.player(side.into())),
            side.name(),
            if pos.is_check() { " — check!" } else { "" }
        )
    };
    lines.push(format!("Move {} · {status}", pos.fullmove_number()));
    if let Some(last) = game.sans().last() {
        lines.push(format!("Last move: **{last}**"));
    }
    Embed {
        title: format!("{} · game #{}", pos.variant().name, rec.id),
        description: lines.join("\n"),
        image: image.to_string(),
    }
}

/// The moves the user may play in their game here, in canonical notation, that match
/// what they have typed: exact prefix first, then any-case prefix, then containing it.
fn move_choices(
    service: &Service,
    channel: &str,
    game: Option<u64>,
    user: &str,
    typed: &str,
) -> Vec<String> {
    let store = service.store();
    let ids = match game {
        Some(id) => vec![id],
        None => store.channel_games(channel).unwrap_or_default(),
    };
    let mut candidates: Vec<(GameRecord, Game)> = ids
        .into_iter()
        .filter_map(|id| store.game(id).ok().flatten())
        .filter(|r| r.phase == Phase::Active && r.channel == channel && r.side_of(user).is_some())
        .filter_map(|r| r.replay().ok().map(|g| (r, g)))
        .filter(|(r, g)| !r.setup_pending && r.side_of(user) == Some(g.side_to_move().into()))
        .collect();
    if candidates.len() != 1 {
        // None to move, or several: the user names the game (`game` option).
        if game.is_none() && candidates.len() > 1 {
            candidates.truncate(1);
        } else {
            return Vec::new();
        }
    }
    let Some((_, g)) = candidates.first() else {
        return Vec::new();
    };
    let pos = g.position();
    let legal = pos.legal_moves();
    let mut sans: Vec<String> = legal.iter().map(|m| pos.san_with(*m, &legal)).collect();
    sans.sort();
    sans.dedup();
    let typed = typed.trim();
    let lower = typed.to_lowercase();
    let mut out: Vec<String> = Vec::new();
    let groups: [&dyn Fn(&str) -> bool; 3] = [
        &|s: &str| s.starts_with(typed),
        &|s: &str| s.to_lowercase().starts_with(&lower),
        &|s: &str| s.to_lowercase().contains(&lower),
    ];
    for keep in groups {
        for s in &sans {
            if out.len() < MAX_CHOICES && keep(s) && !out.contains(s) {
                out.push(s.clone());
            }
        }
    }
    out
}

fn variant_matches(typed: &str) -> Vec<(String, String)> {
    let t = typed.trim().to_lowercase();
    VariantId::ALL
        .iter()
        .filter(|id| id.id().contains(&t) || id.variant().name.to_lowercase().contains(&t))
        .map(|id| {
            (
                format!("{} ({})", id.variant().name, id.id()),
                id.id().to_string(),
            )
        })
        .collect()
}

fn piece_matches(variant: Option<&str>, typed: &str) -> Vec<(String, String)> {
    let Some(id) = variant.and_then(|v| v.parse::<VariantId>().ok()) else {
        return Vec::new();
    };
    let t = typed.trim().to_lowercase();
    id.variant()
        .pieces
        .iter()
        .filter(|p| p.name.to_lowercase().contains(&t) || p.letter.to_string().to_lowercase() == t)
        .take(MAX_CHOICES)
        .map(|p| (format!("{} ({})", p.name, p.letter), p.name.to_string()))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Handling a request (on the blocking pool)
// ---------------------------------------------------------------------------------------

/// What the games of a channel look like: to tell whether a command changed anything.
type Snapshot = Vec<(u64, Phase, usize, Option<Side>, Option<Side>)>;

fn snapshot(service: &Service, channel: &str) -> Snapshot {
    let store = service.store();
    store
        .channel_games(channel)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|id| store.game(id).ok().flatten())
        .map(|r| (r.id, r.phase, r.moves.len(), r.draw_offer, r.takeback_offer))
        .collect()
}

/// The command word of a line (`!acedrex Move e4` → `move`).
fn command_word(text: &str) -> String {
    let mut t = text.trim();
    for prefix in ["!acedrex", "/acedrex"] {
        if let Some(rest) = t.strip_prefix(prefix) {
            t = rest.trim_start();
        }
    }
    t = t.strip_prefix('!').unwrap_or(t);
    t.split_whitespace().next().unwrap_or("").to_lowercase()
}

/// Adds the thread's game (`#12`) to a command that may name a game and names none.
fn with_game(text: &str, game: u64) -> String {
    let names_game = matches!(
        command::parse(text),
        Ok(CoreCommand::Accept(None)
            | CoreCommand::Decline(None)
            | CoreCommand::Cancel(None)
            | CoreCommand::Move { game: None, .. }
            | CoreCommand::Setup { game: None, .. }
            | CoreCommand::Board(None)
            | CoreCommand::Moves { game: None, .. }
            | CoreCommand::Hint(None)
            | CoreCommand::Resign(None)
            | CoreCommand::Draw(None)
            | CoreCommand::Takeback(None)
            | CoreCommand::Claim(None)
            | CoreCommand::Record(None)
            | CoreCommand::Gif(None))
    );
    let bare = matches!(command::parse(text), Ok(CoreCommand::Bare(t)) if !t.split_whitespace().any(|w| w.starts_with('#')));
    if names_game || bare {
        format!("{} #{game}", text.trim())
    } else {
        text.to_string()
    }
}

/// Whether answering may take over a second: animations, records, and moves in games
/// against the bot (the bot thinks before the reply).
fn is_slow(service: &Service, inc: &Incoming) -> bool {
    let word = command_word(&inc.text);
    if matches!(word.as_str(), "gif" | "record" | "pgn") {
        return true;
    }
    if matches!(word.as_str(), "play" | "challenge") {
        return inc
            .text
            .split_whitespace()
            .any(|w| w.eq_ignore_ascii_case("bot"));
    }
    let moving = matches!(word.as_str(), "move" | "m" | "setup" | "takeback" | "undo")
        || !acedrex_service::commands::find(&word).is_some();
    if !moving {
        return false;
    }
    let store = service.store();
    store
        .channel_games(&inc.core_channel)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|id| store.game(id).ok().flatten())
        .any(|r| {
            r.phase == Phase::Active && r.bot_level.is_some() && r.side_of(&inc.user.id).is_some()
        })
}

fn style_of(label: &str) -> ButtonStyle {
    match label {
        "Accept" | "Agree" | "Accept draw" => ButtonStyle::Success,
        "Decline" | "Resign" => ButtonStyle::Danger,
        "Board" | "Legal moves" => ButtonStyle::Primary,
        _ => ButtonStyle::Secondary,
    }
}

fn push_button(buttons: &mut Vec<Button>, label: &str, id: String) {
    // Discord wants distinct custom ids of at most 100 characters.
    if id.len() <= 100 && !buttons.iter().any(|b| b.id == id) {
        buttons.push(Button {
            label: label.to_string(),
            style: style_of(label),
            id,
        });
    }
}

/// The flip button of a board shown with `bottom` at the bottom.
fn flip_button(buttons: &mut Vec<Button>, game: u64, bottom: Color) {
    let other = match bottom {
        Color::White => "black",
        Color::Black => "white",
    };
    push_button(buttons, "Flip", format!("flip #{game} {other}"));
}

/// `flip #12 black`: the board turned as asked, for the presser only.
fn flip(service: &Service, inc: &Incoming, game: u64, bottom: Color) -> Outgoing {
    let refused = |text: &str| Outgoing {
        text: text.to_string(),
        ephemeral: true,
        ..Outgoing::default()
    };
    let Some(rec) = service.store().game(game).ok().flatten() else {
        return refused("There is no such game.");
    };
    if rec.channel != inc.core_channel {
        return refused("That game is played in another channel.");
    }
    let Some(g) = rec.replay().ok() else {
        return refused("That game cannot be read.");
    };
    let pos = g.position();
    let mut opts = RenderOptions::for_variant(pos.variant());
    opts.flipped = bottom == Color::Black;
    opts.last_move = g.last_move();
    opts.title = Some(format!(
        "{} · #{} · move {} · {} vs {}",
        pos.variant().name,
        rec.id,
        pos.fullmove_number(),
        player_name(rec.white.as_ref()),
        player_name(rec.black.as_ref())
    ));
    let name = format!(
        "acedrex-{}-{}-{}.png",
        rec.id,
        rec.moves.len(),
        bottom.name().to_lowercase()
    );
    let mut out = Outgoing {
        text: format!("Game #{}, {} at the bottom.", rec.id, bottom.name()),
        files: vec![(name.clone(), board_png(pos, &opts))],
        embed: Some(embed_for(&rec, &g, &name)),
        ephemeral: true,
        ..Outgoing::default()
    };
    flip_button(&mut out.buttons, rec.id, bottom);
    out
}

/// Reads `flip #12 black`.
fn parse_flip(text: &str) -> Option<(u64, Color)> {
    let mut words = text.split_whitespace();
    if words.next()? != "flip" {
        return None;
    }
    let game = words.next()?.strip_prefix('#')?.parse().ok()?;
    let bottom = match words.next()? {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return None,
    };
    Some((game, bottom))
}

/// Handles a request: the core's reply, dressed for Discord. `button`: a button press,
/// whose refusals only the presser sees.
fn process(service: &Service, inc: &Incoming, button: bool) -> Outgoing {
    if let Some((game, bottom)) = parse_flip(&inc.text) {
        return flip(service, inc, game, bottom);
    }
    let text = match inc.game {
        Some(id) => with_game(&inc.text, id),
        None => inc.text.clone(),
    };
    let req = Request {
        channel: inc.core_channel.clone(),
        user: inc.user.clone(),
        text,
        mentions: inc.mentions.clone(),
        direct: inc.direct,
    };
    let before = snapshot(service, &req.channel);
    let reply = service.handle(&req);
    let changed = snapshot(service, &req.channel) != before;
    let word = command_word(&req.text);
    let mut out = Outgoing {
        text: reply.text.clone(),
        ephemeral: button && !changed && reply.attachments.is_empty(),
        notices: reply.notices.clone(),
        ..Outgoing::default()
    };
    for a in &reply.actions {
        push_button(&mut out.buttons, &a.label, a.command.clone());
    }
    for a in &reply.attachments {
        out.files.push((a.name.clone(), a.bytes.clone()));
        if out.embed.is_some() {
            continue;
        }
        // A board image of a game (the core marks the game its reply is about).
        let Some(id) = reply.game_id().filter(|_| a.mime == "image/png") else {
            continue;
        };
        let Some(rec) = service.store().game(id).ok().flatten() else {
            continue;
        };
        let Some(game) = rec.replay().ok() else {
            continue;
        };
        out.embed = Some(embed_for(&rec, &game, &a.name));
        if rec.phase != Phase::Active {
            continue;
        }
        push_button(&mut out.buttons, "Legal moves", format!("moves #{id}"));
        push_button(&mut out.buttons, "Takeback", format!("takeback #{id}"));
        // The core turns the board for Black when Black (a person) is to move.
        let pos = game.position();
        let black_below =
            pos.side_to_move() == Color::Black && !rec.black.as_ref().is_some_and(|b| b.bot);
        flip_button(
            &mut out.buttons,
            id,
            if black_below {
                Color::Black
            } else {
                Color::White
            },
        );
        if changed {
            // Ping whoever owes the next move, unless they asked.
            if let Some(u) = to_move(&rec, &game).filter(|u| u.id != req.user.id && !u.bot) {
                if let Some(did) = discord_id(&u.id) {
                    out.text.push_str(&format!("\n<@{did}>, your move."));
                    out.pings.push(did);
                }
            }
            let begins =
                matches!(word.as_str(), "play" | "challenge" | "accept") && rec.moves.len() <= 1;
            if begins {
                let name = clip(
                    &format!(
                        "{THREAD_PREFIX}{} · {} · {} vs {}",
                        rec.id,
                        pos.variant().name,
                        player_name(rec.white.as_ref()),
                        player_name(rec.black.as_ref())
                    ),
                    100,
                );
                let players = [rec.white.as_ref(), rec.black.as_ref()]
                    .into_iter()
                    .flatten()
                    .filter_map(|u| discord_id(&u.id))
                    .collect();
                out.new_game = Some(NewGame { id, name, players });
            }
        }
    }
    out.text = clip(&out.text, MAX_TEXT);
    out
}

/// Buttons in rows of five (Discord's limit), at most five rows.
fn rows(buttons: &[Button]) -> Vec<CreateActionRow> {
    buttons
        .chunks(5)
        .take(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.id.clone())
                            .label(b.label.clone())
                            .style(b.style)
                    })
                    .collect(),
            )
        })
        .collect()
}

fn embed(e: &Embed) -> CreateEmbed {
    CreateEmbed::new()
        .title(e.title.clone())
        .description(e.description.clone())
        .attachment(e.image.clone())
        .colour(0x8b5a2b)
}

fn mentions(out: &Outgoing) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(out.pings.iter().map(|id| UserId::new(*id)))
}

fn attachments(out: &Outgoing) -> Vec<CreateAttachment> {
    out.files
        .iter()
        .map(|(name, bytes)| CreateAttachment::bytes(bytes.clone(), name.clone()))
        .collect()
}

fn response_message(out: &Outgoing) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new()
        .content(out.text.clone())
        .allowed_mentions(mentions(out))
        .components(rows(&out.buttons))
        .ephemeral(out.ephemeral)
        .add_files(attachments(out));
    if let Some(e) = &out.embed {
        m = m.embed(embed(e));
    }
    m
}

fn edit_message(out: &Outgoing) -> EditInteractionResponse {
    let mut m = EditInteractionResponse::new()
        .content(out.text.clone())
        .allowed_mentions(mentions(out))
        .components(rows(&out.buttons));
    for a in attachments(out) {
        m = m.new_attachment(a);
    }
    if let Some(e) = &out.embed {
        m = m.embed(embed(e));
    }
    m
}

fn channel_message(out: &Outgoing) -> CreateMessage {
    let mut m = CreateMessage::new()
        .content(out.text.clone())
        .allowed_mentions(mentions(out))
        .components(rows(&out.buttons))
        .add_files(attachments(out));
    if let Some(e) = &out.embed {
        m = m.embed(embed(e));
    }
    m
}

/// A command or a button press: both are answered the same way.
enum Pressed<'a> {
    Command(&'a CommandInteraction),
    Button(&'a ComponentInteraction),
}

impl Pressed<'_> {
    async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Pressed::Command(c) => c.create_response(http, r).await,
            Pressed::Button(c) => c.create_response(http, r).await,
        }
    }

    async fn edit(&self, http: &Http, e: EditInteractionResponse) -> serenity::Result<Message> {
        match self {
            Pressed::Command(c) => c.edit_response(http, e).await,
            Pressed::Button(c) => c.edit_response(http, e).await,
        }
    }

    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        match self {
            Pressed::Command(c) => c.get_response(http).await,
            Pressed::Button(c) => c.get_response(http).await,
        }
    }
}

impl Handler {
    fn bot_user(&self) -> Option<UserId> {
        lock(&self.state).bot_user
    }

    /// The core channel, the thread's game, and whether a game may get a thread, for an
    /// interaction in `channel` (Discord sends the channel's kind and parent with it).
    fn place(
        &self,
        id: ChannelId,
        channel: Option<&PartialChannel>,
        guild: bool,
    ) -> (String, Option<u64>, bool) {
        let Some(c) = channel else {
            return (channel_key(id), None, false);
        };
        if is_thread(c.kind) {
            let game = c.name.as_deref().and_then(thread_game);
            if let (Some(parent), Some(game)) = (c.parent_id, game) {
                lock(&self.state).threads.insert(id, Some((parent, game)));
                return (channel_key(parent), Some(game), false);
            }
            return (channel_key(id), None, false);
        }
        let can = guild && matches!(c.kind, ChannelType::Text | ChannelType::News);
        (channel_key(id), None, can)
    }

    /// As [`Handler::place`] for a message, which carries no channel details: known game
    /// threads are remembered, other channels are looked up once.
    async fn place_of_message(&self, ctx: &Context, msg: &Message) -> (String, Option<u64>, bool) {
        if msg.guild_id.is_none() {
            return (channel_key(msg.channel_id), None, false);
        }
        let known = lock(&self.state).threads.get(&msg.channel_id).copied();
        let seen = match known {
            Some(seen) => seen,
            None => {
                let seen = match msg.channel_id.to_channel(ctx).await {
                    Ok(Channel::Guild(gc)) if is_thread(gc.kind) => {
                        gc.parent_id.zip(thread_game(&gc.name))
                    }
                    _ => None,
                };
                lock(&self.state).threads.insert(msg.channel_id, seen);
                seen
            }
        };
        match seen {
            Some((parent, game)) => (channel_key(parent), Some(game), false),
            None => (channel_key(msg.channel_id), None, true),
        }
    }

    /// Runs a request on the blocking pool; a panic in the core becomes an apology.
    async fn process(&self, inc: Incoming, button: bool) -> Outgoing {
        let service = self.service.clone();
        let task = tokio::task::spawn_blocking(move || process(&service, &inc, button));
        Self::finish(task).await
    }

    async fn finish(task: tokio::task::JoinHandle<Outgoing>) -> Outgoing {
        task.await.unwrap_or_else(|e| {
            tracing::error!("a request failed: {e}");
            Outgoing {
                text: "Sorry, something went wrong with that command.".into(),
                ..Outgoing::default()
            }
        })
    }

    /// Answers a slash command or a button press: at once when the reply is quick, else
    /// deferred (Discord shows "thinking…") and edited when ready.
    async fn answer(&self, ctx: &Context, pressed: Pressed<'_>, inc: Incoming, button: bool) {
        let http = ctx.http.as_ref();
        let can_thread = inc.can_thread;
        let mut deferred = false;
        let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
        if is_slow(&self.service, &inc) {
            if let Err(e) = pressed.respond(http, defer.clone()).await {
                tracing::warn!("cannot defer an interaction: {e}");
            }
            deferred = true;
        }
        let service = self.service.clone();
        let mut task = tokio::task::spawn_blocking(move || process(&service, &inc, button));
        let out = if deferred {
            Self::finish(task).await
        } else {
            match tokio::time::timeout(DEFER_AFTER, &mut task).await {
                Ok(done) => done.unwrap_or_else(|e| {
                    tracing::error!("a request failed: {e}");
                    Outgoing {
                        text: "Sorry, something went wrong with that command.".into(),
                        ..Outgoing::default()
                    }
                }),
                Err(_) => {
                    if let Err(e) = pressed.respond(http, defer).await {
                        tracing::warn!("cannot defer an interaction: {e}");
                    }
                    deferred = true;
                    Self::finish(task).await
                }
            }
        };
        let sent = if deferred {
            pressed.edit(http, edit_message(&out)).await.map(Some)
        } else {
            let r = CreateInteractionResponse::Message(response_message(&out));
            pressed.respond(http, r).await.map(|()| None)
        };
        self.deliver(ctx, &out.notices).await;
        let message = match sent {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!("cannot answer an interaction: {e}");
                return;
            }
        };
        if let (Some(game), true) = (&out.new_game, can_thread && self.threads) {
            let message = match message {
                Some(m) => Ok(m),
                None => pressed.original(http).await,
            };
            match message {
                Ok(m) => self.open_thread(ctx, m.channel_id, &m, game).await,
                Err(e) => tracing::warn!("no thread for game #{}: {e}", game.id),
            }
        }
    }

    /// Sends the core's notices (games in direct messages) to their people by direct
    /// message, with the board and the buttons.
    async fn deliver(&self, ctx: &Context, notices: &[Notice]) {
        for n in notices {
            let Some(id) =
                n.to.id
                    .strip_prefix("discord:")
                    .and_then(|d| d.parse::<u64>().ok())
            else {
                continue;
            };
            if id == 0 {
                continue;
            }
            let user = UserId::new(id);
            let channel = match user.create_dm_channel(&ctx.http).await {
                Ok(c) => c,
                Err(e) => {
                    tracing::warn!("cannot open a direct message to a player: {e}");
                    continue;
                }
            };
            let mut buttons = Vec::new();
            for a in &n.actions {
                push_button(&mut buttons, &a.label, a.command.clone());
            }
            let out = Outgoing {
                text: n.text.clone(),
                files: n
                    .attachments
                    .iter()
                    .map(|a| (a.name.clone(), a.bytes.clone()))
                    .collect(),
                buttons,
                ..Outgoing::default()
            };
            if let Err(e) = channel
                .id
                .send_message(&ctx.http, channel_message(&out))
                .await
            {
                tracing::warn!("cannot send a direct message to a player: {e}");
            }
        }
    }

    /// Opens a thread on the message that started a game; the game goes on in the channel
    /// when threads are not allowed there.
    async fn open_thread(
        &self,
        ctx: &Context,
        channel: ChannelId,
        message: &Message,
        game: &NewGame,
    ) {
        let builder = CreateThread::new(game.name.clone());
        match channel
            .create_thread_from_message(&ctx.http, message.id, builder)
            .await
        {
            Ok(thread) => {
                lock(&self.state)
                    .threads
                    .insert(thread.id, Some((channel, game.id)));
                let who: Vec<String> = game.players.iter().map(|id| format!("<@{id}>")).collect();
                let text = format!(
                    "Game #{} is played here: `/move` or `!move`, `/board`, and the buttons. {}",
                    game.id,
                    who.join(" ")
                );
                let msg = CreateMessage::new().content(text).allowed_mentions(
                    CreateAllowedMentions::new()
                        .users(game.players.iter().map(|id| UserId::new(*id))),
                );
                if let Err(e) = thread.id.send_message(&ctx.http, msg).await {
                    tracing::warn!("cannot write in the thread of game #{}: {e}", game.id);
                }
            }
            Err(e) => tracing::info!(
                "no thread for game #{} (it goes on in the channel): {e}",
                game.id
            ),
        }
    }

    async fn slash(&self, ctx: &Context, cmd: &CommandInteraction) {
        let (text, mentions) = slash_text(cmd, self.bot_user());
        let (core_channel, game, can_thread) =
            self.place(cmd.channel_id, cmd.channel.as_ref(), cmd.guild_id.is_some());
        let nick = cmd.member.as_ref().and_then(|m| m.nick.clone());
        let inc = Incoming {
            core_channel,
            game,
            can_thread,
            user: user_ref(&cmd.user, nick.as_deref()),
            text,
            mentions,
            direct: cmd.guild_id.is_none(),
        };
        tracing::debug!(command = %inc.text, "slash command");
        self.answer(ctx, Pressed::Command(cmd), inc, false).await;
    }

    async fn button(&self, ctx: &Context, press: &ComponentInteraction) {
        let (core_channel, game, can_thread) = self.place(
            press.channel_id,
            press.channel.as_ref(),
            press.guild_id.is_some(),
        );
        let nick = press.member.as_ref().and_then(|m| m.nick.clone());
        let inc = Incoming {
            core_channel,
            // Buttons name their game already.
            game: game.filter(|_| !press.data.custom_id.contains('#')),
            can_thread,
            user: user_ref(&press.user, nick.as_deref()),
            text: press.data.custom_id.clone(),
            mentions: Vec::new(),
            direct: press.guild_id.is_none(),
        };
        tracing::debug!(command = %inc.text, "button");
        self.answer(ctx, Pressed::Button(press), inc, true).await;
    }

    async fn autocomplete(&self, ctx: &Context, cmd: &CommandInteraction) {
        let Some(focused) = cmd.data.autocomplete() else {
            return;
        };
        let (channel, thread_game, _) =
            self.place(cmd.channel_id, cmd.channel.as_ref(), cmd.guild_id.is_some());
        let typed = focused.value.to_string();
        let choices: Vec<(String, String)> = match (cmd.data.name.as_str(), focused.name) {
            ("move", "text") => {
                let game = option_int(cmd, "game")
                    .and_then(|n| u64::try_from(n).ok())
                    .or(thread_game);
                let user = format!("discord:{}", cmd.user.id);
                let service = self.service.clone();
                let sans = tokio::task::spawn_blocking(move || {
                    move_choices(&service, &channel, game, &user, &typed)
                })
                .await
                .unwrap_or_default();
                sans.into_iter().map(|s| (s.clone(), s)).collect()
            }
            ("piece", "piece") => piece_matches(option_str(cmd, "variant"), &typed),
            (_, "variant") => variant_matches(&typed),
            _ => Vec::new(),
        };
        let mut response = CreateAutocompleteResponse::new();
        for (name, value) in choices.into_iter().take(MAX_CHOICES) {
            response = response.add_string_choice(clip(&name, 100), clip(&value, 100));
        }
        if let Err(e) = cmd
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            tracing::warn!("cannot answer an autocomplete: {e}");
        }
    }

    /// A `!` command in a server, or any message in a DM.
    async fn prefixed(&self, ctx: &Context, msg: &Message) {
        if msg.author.bot {
            return;
        }
        let dm = msg.guild_id.is_none();
        let content = msg.content.trim();
        if !dm && !content.starts_with('!') {
            return;
        }
        let explicit = content.to_lowercase().starts_with("!acedrex");
        let parsed = command::parse(content);
        if !dm && !explicit && matches!(parsed, Err(_) | Ok(CoreCommand::Bare(_))) {
            // `!something` that is no command of ours may be another bot's: only a move
            // (`!e4`) by a player here, or a known word with a mistake, is answered.
            let word = command_word(content);
            let known = acedrex_service::commands::find(&word).is_some();
            if !known && !matches!(parsed, Ok(CoreCommand::Bare(_))) {
                return;
            }
        }
        let bot = self.bot_user();
        let mut mentions = Vec::new();
        let mut text = content.to_string();
        for u in &msg.mentions {
            let core = if Some(u.id) == bot {
                "bot".to_string()
            } else {
                let core = format!("discord:{}", u.id);
                let nick = msg
                    .mentions
                    .iter()
                    .find(|m| m.id == u.id)
                    .and_then(|m| m.member.as_ref())
                    .and_then(|m| m.nick.clone());
                mentions.push(user_ref(u, nick.as_deref()));
                format!("@{core}")
            };
            for form in [format!("<@{}>", u.id), format!("<@!{}>", u.id)] {
                text = text.replace(&form, &core);
            }
        }
        let (core_channel, game, can_thread) = self.place_of_message(ctx, msg).await;
        let nick = msg.member.as_ref().and_then(|m| m.nick.clone());
        let inc = Incoming {
            core_channel,
            game,
            can_thread,
            user: user_ref(&msg.author, nick.as_deref()),
            text,
            mentions,
            direct: dm,
        };
        if !dm && !explicit && matches!(command::parse(&inc.text), Ok(CoreCommand::Bare(_))) {
            let service = self.service.clone();
            let (channel, user) = (inc.core_channel.clone(), inc.user.id.clone());
            let plays = tokio::task::spawn_blocking(move || {
                let store = service.store();
                store
                    .channel_games(&channel)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|id| store.game(id).ok().flatten())
                    .any(|r| r.phase == Phase::Active && r.side_of(&user).is_some())
            })
            .await
            .unwrap_or(false);
            if !plays {
                return;
            }
        }
        tracing::debug!(command = %inc.text, "message");
        if is_slow(&self.service, &inc) {
            let _ = msg.channel_id.broadcast_typing(&ctx.http).await;
        }
        let out = self.process(inc, false).await;
        let sent = msg
            .channel_id
            .send_message(&ctx.http, channel_message(&out))
            .await;
        self.deliver(ctx, &out.notices).await;
        match sent {
            Ok(m) => {
                if let (Some(game), true) = (&out.new_game, can_thread && self.threads) {
                    self.open_thread(ctx, msg.channel_id, &m, game).await;
                }
            }
            Err(e) => tracing::warn!("cannot send a reply: {e}"),
        }
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        lock(&self.state).bot_user = Some(ready.user.id);
        tracing::info!("connected to Discord as {}", ready.user.name);
        let registered = match self.guild {
            Some(g) => g.set_commands(&ctx.http, commands()).await,
            None => AppCommand::set_global_commands(&ctx.http, commands()).await,
        };
        match registered {
            Ok(c) => tracing::info!("{} slash commands registered", c.len()),
            Err(e) => tracing::error!("cannot register the slash commands: {e}"),
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match &interaction {
            Interaction::Command(cmd) => self.slash(&ctx, cmd).await,
            Interaction::Autocomplete(cmd) => self.autocomplete(&ctx, cmd).await,
            Interaction::Component(press) => self.button(&ctx, press).await,
            _ => {}
        }
    }

    async fn message(&self, ctx: Context, msg: Message) {
        self.prefixed(&ctx, &msg).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_words() {
        assert_eq!(thread_game("acedrex #12 · Chess · a vs b"), Some(12));
        assert_eq!(thread_game("chat"), None);
        assert_eq!(command_word("!acedrex Move e4"), "move");
        assert_eq!(with_game("move e4", 3), "move e4 #3");
        assert_eq!(with_game("e4", 3), "e4 #3");
        assert_eq!(with_game("board #2", 3), "board #2");
        assert_eq!(with_game("games", 3), "games");
        assert_eq!(parse_flip("flip #4 black"), Some((4, Color::Black)));
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(discord_id("discord:42"), Some(42));
        assert_eq!(discord_id("discord:0"), None);
        assert_eq!(discord_id("matrix:@a:b"), None);
        assert_eq!(commands().len(), 21);
    }
}
