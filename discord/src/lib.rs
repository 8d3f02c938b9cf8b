//! The Discord front end (serenity 0.12): slash commands with autocomplete, `!`-prefixed
//! messages and messages that start with the bot's mention, buttons, board images with a
//! short embed, and a thread per game.
//!
//! Everything a user sends becomes a core [`Request`]: the channel (`discord:<id>`, a
//! game's thread included: the service links the thread to its game when it is made),
//! the user (`discord:<id>` with their display name) and the command line, with mentions
//! written `@discord:<id>`. A button's custom id is the command it sends, so a press is a
//! request from the presser and the core checks who may do what, as for typed commands.
//! The front end decides mentions, threads and button styles from the reply's typed
//! [`GameView`] and [`ActionKind`]s, never from its English.
//! [`Service::handle`] does disk I/O and renders images, so it runs on tokio's blocking
//! pool; interactions that may take over a second are deferred and edited when ready.
//!
//! Without the privileged Message Content intent (off by default for a new application,
//! or [`DiscordOptions::message_content`] false), Discord sends the text of server
//! messages only when they mention the bot: `!` commands then work as mentions
//! (`@acedrex board`) and in direct messages; slash commands and buttons work as ever.

mod platform;

use acedrex_frontend::Frontend;
use acedrex_service::commands::{
    self as command, Arg, ArgKind, Command as CoreCommand, Complete, Spec, Typed, TypedCall,
    COMMANDS,
};
use acedrex_service::health::Link;
use acedrex_service::lock;
use acedrex_service::reply::{ActionKind, GameView, Notice, Phase, Reply};
use acedrex_service::rules::{Color, VariantId};
use acedrex_service::service::{Request, Service};
use acedrex_service::texts;
use acedrex_service::UserRef;
use serenity::async_trait;
use serenity::builder::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateAutocompleteResponse,
    CreateButton, CreateCommand, CreateCommandOption, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, CreateThread, EditInteractionResponse,
};
use serenity::client::{ClientBuilder, Context, EventHandler};
use serenity::gateway::{ConnectionStage, GatewayError, ShardStageUpdateEvent};
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
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Discord's limit on a message's text.
const MAX_TEXT: usize = 2000;
/// Discord's limit on autocomplete choices.
const MAX_CHOICES: usize = 25;
/// An interaction not answered by then is deferred (Discord allows 3 s for the answer).
const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// How long a stop waits for the gateway connections to close.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);
/// The `game` option every command that takes `#GAME` gets.
const GAME_OPTION: &str = "game";

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
    /// Ask for the privileged Message Content intent, so that `!` commands work in server
    /// channels. When Discord refuses it (close code 4014: the intent is not enabled in
    /// the Developer Portal), the bot reconnects without it and goes on: slash commands,
    /// buttons, messages that start with the bot's mention, and direct messages. `false`
    /// (`--no-message-content`) never asks for it.
    pub message_content: bool,
    /// The shards this process runs (`--shards 0-1 --shard-total 4`), so a large bot can
    /// be split over processes that share one PostgreSQL; `None`: every shard, as many as
    /// Discord recommends.
    pub shards: Option<ShardRange>,
}

/// Shards `first..=last` of `total`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl std::str::FromStr for ShardRange {
    type Err = String;

    /// `0-1/4` (or, with the total given apart, see [`ShardRange::new`]).
    fn from_str(s: &str) -> Result<ShardRange, String> {
        let (range, total) = s.split_once('/').ok_or_else(|| {
            format!("`{s}` is not a shard range; write FIRST-LAST/TOTAL, like 0-1/4")
        })?;
        let total = total
            .trim()
            .parse()
            .map_err(|_| format!("`{total}` is not a shard count"))?;
        ShardRange::new(range, total)
    }
}

impl ShardRange {
    /// `0-1` (or one shard, `3`) of `total`.
    pub fn new(range: &str, total: u32) -> Result<ShardRange, String> {
        let (a, b) = range.split_once('-').unwrap_or((range, range));
        let num = |t: &str| {
            t.trim()
                .parse::<u32>()
                .map_err(|_| format!("`{range}` is not a shard range; write FIRST-LAST, like 0-1"))
        };
        let (first, last) = (num(a)?, num(b)?);
        if total == 0 {
            return Err("the shard total must be at least 1".into());
        }
        if first > last || last >= total {
            return Err(format!(
                "shards {first}-{last} are not within 0-{} (of {total})",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

impl std::fmt::Debug for DiscordOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordOptions")
            .field("token", &"(hidden)")
            .field("guild", &self.guild)
            .field("threads", &self.threads)
            .field("proxy", &self.proxy)
            .field("message_content", &self.message_content)
            .field("shards", &self.shards)
            .finish()
    }
}

/// The intents the bot asks for.
fn intents(message_content: bool) -> GatewayIntents {
    let base =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if message_content {
        base | GatewayIntents::MESSAGE_CONTENT
    } else {
        base
    }
}

const WITHOUT_CONTENT: &str = "`!` commands in server channels now only work as mentions \
     (`@acedrex board`) and in direct messages; slash commands and buttons work as usual";

/// Runs the bot until `stop` completes (then closes the gateway connections cleanly),
/// with the clock's rounds of its own front-end layer (see [`run_with`] for a layer
/// shared with other platforms).
pub async fn run_until(
    opts: DiscordOptions,
    service: Arc<Service>,
    stop: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let frontend = Frontend::new(service);
    let _rounds = AbortOnDrop(tokio::spawn(
        frontend
            .clone()
            .run_rounds(acedrex_frontend::ROUND, std::future::pending()),
    ));
    run_with(opts, frontend, stop).await
}

/// Runs the bot until `stop` completes, as a platform of `frontend`: the layer's clock
/// rounds (run by its owner) tell Discord games' news through it while it runs.
pub async fn run_with(
    opts: DiscordOptions,
    frontend: Arc<Frontend>,
    stop: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let service = frontend.service().clone();
    let result = run_platform(opts, frontend.clone(), service, stop).await;
    frontend.detach(platform::PLATFORM);
    result
}

async fn run_platform(
    opts: DiscordOptions,
    frontend: Arc<Frontend>,
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
    let handler = Arc::new(Handler {
        service,
        frontend: frontend.clone(),
        guild,
        threads: opts.threads,
        content: AtomicBool::new(opts.message_content),
        state: Mutex::new(State::default()),
    });
    handler.service.report_link("discord", Link::Starting);
    if !opts.message_content {
        tracing::info!("without the Message Content intent: {WITHOUT_CONTENT}");
    }
    tokio::pin!(stop);
    let mut content = opts.message_content;
    loop {
        let mut http = HttpBuilder::new(opts.token.trim());
        if let Some(proxy) = &opts.proxy {
            http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
        }
        let mut client = ClientBuilder::new_with_http(http.build(), intents(content))
            .event_handler_arc(handler.clone())
            .await
            .map_err(|e| format!("cannot start the Discord client: {e}"))?;
        let shards = client.shard_manager.clone();
        frontend.attach(Arc::new(platform::Discord {
            http: client.http.clone(),
        }));
        let running = async {
            match opts.shards {
                // serenity's range end is inclusive (the last shard to run).
                Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
                None => client.start_autosharded().await,
            }
        };
        tokio::pin!(running);
        tokio::select! {
            result = &mut running => match result {
                Err(serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents)) if content => {
                    tracing::warn!(
                        "Discord refused the Message Content intent (enable it under Bot → \
                         Privileged Gateway Intents in the Developer Portal, or start with \
                         --no-message-content); reconnecting without it: {WITHOUT_CONTENT}"
                    );
                    content = false;
                    handler.content.store(false, Ordering::Relaxed);
                    handler
                        .service
                        .report_link("discord", Link::Reconnecting("without Message Content".into()));
                    continue;
                }
                result => {
                    let result = result.map_err(|e| format!("Discord: {e}"));
                    let why = result.as_ref().err().cloned().unwrap_or_else(|| "ended".into());
                    handler.service.report_link("discord", Link::Stopped(why));
                    return result;
                }
            },
            () = &mut stop => {
                tracing::info!("shutting down the Discord connection");
                handler.service.report_link("discord", Link::Stopped("shut down".into()));
                shards.shutdown_all().await;
                // A shard that never connected leaves serenity waiting: give it a moment only.
                return match tokio::time::timeout(SHUTDOWN_GRACE, running).await {
                    Ok(Err(e)) => Err(format!("Discord: {e}")),
                    Ok(Ok(())) | Err(_) => Ok(()),
                };
            }
        }
    }
}

/// What the handler learns while it runs.
#[derive(Default)]
struct State {
    bot_user: Option<UserId>,
    /// Channels seen: whether a game that begins there may get a thread (a server text
    /// channel, not a thread).
    can_thread: HashMap<ChannelId, bool>,
}

struct Handler {
    service: Arc<Service>,
    /// The layer that delivers notices.
    frontend: Arc<Frontend>,
    guild: Option<GuildId>,
    threads: bool,
    /// The gateway gives the text of every message (the Message Content intent).
    content: AtomicBool,
    state: Mutex<State>,
}

/// A reply, ready for Discord.
#[derive(Debug, Default)]
struct Outgoing {
    text: String,
    files: Vec<(String, Vec<u8>)>,
    embed: Option<Embed>,
    buttons: Vec<Button>,
    /// Only the user who pressed sees it (refusals of button presses, turned boards).
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
    /// The game's web page: the card's title links to it.
    url: Option<String>,
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

fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Whether a conversation is private, so that games begun there get unlisted pages: a
/// DM, a private thread, or a channel (a thread: its parent) that the @everyone role
/// cannot see. Unknown counts as private.
async fn channel_private(ctx: &Context, guild: Option<GuildId>, channel: ChannelId) -> bool {
    let Some(guild) = guild else {
        return true;
    };
    let looked_up = |id: ChannelId| {
        let g = ctx.cache.guild(guild)?;
        g.channels
            .get(&id)
            .or_else(|| g.threads.iter().find(|t| t.id == id))
            .map(|c| (c.kind, c.parent_id, c.permission_overwrites.clone()))
    };
    let mut found = looked_up(channel);
    if found.is_none() {
        if let Ok(Channel::Guild(gc)) = channel.to_channel(ctx).await {
            found = Some((gc.kind, gc.parent_id, gc.permission_overwrites));
        }
    }
    let Some((kind, parent, mut overwrites)) = found else {
        return true;
    };
    if kind == ChannelType::PrivateThread {
        return true;
    }
    if is_thread(kind) {
        // A public thread is as visible as its channel.
        let Some(parent) = parent else {
            return true;
        };
        let mut up = looked_up(parent).map(|(_, _, o)| o);
        if up.is_none() {
            if let Ok(Channel::Guild(gc)) = parent.to_channel(ctx).await {
                up = Some(gc.permission_overwrites);
            }
        }
        let Some(o) = up else {
            return true;
        };
        overwrites = o;
    }
    let everyone = guild.everyone_role();
    let base = ctx
        .cache
        .guild(guild)
        .and_then(|g| g.roles.get(&everyone).map(|r| r.permissions));
    match base {
        Some(base) => !everyone_sees(base, &overwrites, everyone),
        None => true,
    }
}

/// Whether the @everyone role may view a channel: its server-wide permissions with the
/// channel's overwrite for it applied.
fn everyone_sees(
    base: serenity::model::Permissions,
    overwrites: &[serenity::model::channel::PermissionOverwrite],
    everyone: serenity::model::id::RoleId,
) -> bool {
    use serenity::model::channel::PermissionOverwriteType;
    use serenity::model::Permissions;
    if base.contains(Permissions::ADMINISTRATOR) {
        return true;
    }
    let mut p = base;
    for o in overwrites {
        if o.kind == PermissionOverwriteType::Role(everyone) {
            p = (p & !o.deny) | o.allow;
        }
    }
    p.contains(Permissions::VIEW_CHANNEL)
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

/// The rest of a message that starts with the bot's mention (`<@ID> board`,
/// `<@!ID> e4`), or `None`.
fn after_mention(content: &str, bot: UserId) -> Option<&str> {
    let content = content.trim_start();
    [format!("<@{bot}>"), format!("<@!{bot}>")]
        .iter()
        .find_map(|m| content.strip_prefix(m.as_str()))
        .map(str::trim)
}

// ---------------------------------------------------------------------------------------
// Slash commands, from the service's command table
// ---------------------------------------------------------------------------------------

/// The commands that get a slash command: every command of the service.
fn slash_specs() -> impl Iterator<Item = &'static Spec> {
    COMMANDS.iter().filter(|s| s.is_service())
}

fn spec_of(name: &str) -> Option<&'static Spec> {
    slash_specs().find(|s| s.name == name)
}

fn game_option() -> CreateCommandOption {
    CreateCommandOption::new(
        CommandOptionType::Integer,
        GAME_OPTION,
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

/// The slash option of a command argument.
fn option_of(arg: &Arg) -> CreateCommandOption {
    use CommandOptionType as T;
    let new = |kind| CreateCommandOption::new(kind, arg.name, arg.description);
    let o = match arg.kind {
        ArgKind::Variant if arg.complete == Some(Complete::Variants) => {
            new(T::String).set_autocomplete(true)
        }
        ArgKind::Variant => variant_choices(new(T::String)),
        ArgKind::User => new(T::User),
        ArgKind::Flag => new(T::Boolean),
        ArgKind::Choice(choices) => choices.iter().fold(new(T::String), |o, (label, word)| {
            o.add_string_choice(*label, *word)
        }),
        ArgKind::Integer { min, max } => new(T::Integer)
            .min_int_value(u64::try_from(min).unwrap_or(0))
            .max_int_value(u64::try_from(max).unwrap_or(0)),
        ArgKind::Clock => new(T::String),
        ArgKind::Text => new(T::String).set_autocomplete(matches!(
            arg.complete,
            Some(Complete::Moves | Complete::Pieces)
        )),
        ArgKind::CommandWord => {
            slash_specs().fold(new(T::String), |o, s| o.add_string_choice(s.name, s.name))
        }
    };
    o.required(arg.required)
}

/// A command's slash definition: its arguments (required ones first, as Discord wants),
/// then `game` when it takes `#GAME`.
fn slash_command(spec: &Spec) -> CreateCommand {
    let mut args: Vec<&Arg> = spec.args.iter().collect();
    args.sort_by_key(|a| !a.required);
    let mut c = CreateCommand::new(spec.name).description(spec.summary);
    for a in args {
        c = c.add_option(option_of(a));
    }
    if spec.game {
        c = c.add_option(game_option());
    }
    c
}

/// The slash commands: one per service command.
fn commands() -> Vec<CreateCommand> {
    slash_specs().map(slash_command).collect()
}

/// A slash option's value, as the command line needs it.
#[derive(Clone, Debug, PartialEq)]
enum OptionValue {
    Text(String),
    Integer(i64),
    Flag(bool),
    /// A user, with the display name the interaction resolved for them.
    User(u64, Option<String>),
}

/// The typed call of a slash command (`spec`), from its options, and the users it
/// names: the service reads it by the same table as a typed line, never as text. `bot`:
/// the bot's own user id (naming it as an opponent means `bot`).
fn slash_call(
    spec: &Spec,
    options: &[(String, OptionValue)],
    bot: Option<u64>,
) -> (TypedCall, Vec<UserRef>) {
    let mut args = Vec::new();
    let mut mentions = Vec::new();
    for (name, v) in options {
        let typed = match v {
            OptionValue::Text(s) => Typed::Text(s.clone()),
            OptionValue::Integer(n) => Typed::Integer(*n),
            OptionValue::Flag(b) => Typed::Flag(*b),
            OptionValue::User(id, _) if Some(*id) == bot => {
                args.push(("bot".to_string(), Typed::Flag(true)));
                continue;
            }
            OptionValue::User(id, name) => {
                let core = format!("discord:{id}");
                if let Some(name) = name {
                    mentions.push(UserRef {
                        id: core.clone(),
                        name: name.clone(),
                        bot: false,
                    });
                }
                Typed::User(core)
            }
        };
        args.push((name.clone(), typed));
    }
    let call = TypedCall {
        command: spec.name.to_string(),
        args,
    };
    (call, mentions)
}

/// A display name for a user named in a command, from the interaction's resolved data.
fn resolved_name(cmd: &CommandInteraction, id: UserId) -> Option<String> {
    let r = &cmd.data.resolved;
    r.members
        .get(&id)
        .and_then(|m| m.nick.clone())
        .or_else(|| r.users.get(&id).map(|u| user_ref(u, None).name))
}

/// The typed call of a slash command, and the users it names.
fn slash_call_of(cmd: &CommandInteraction, bot: Option<UserId>) -> (TypedCall, Vec<UserRef>) {
    let Some(spec) = spec_of(&cmd.data.name) else {
        // Not ours (an old registration): the service says it does not know it.
        let call = TypedCall {
            command: cmd.data.name.clone(),
            args: Vec::new(),
        };
        return (call, Vec::new());
    };
    let options: Vec<(String, OptionValue)> = cmd
        .data
        .options
        .iter()
        .filter_map(|o| {
            let v = match &o.value {
                CommandDataOptionValue::String(s) => OptionValue::Text(s.clone()),
                CommandDataOptionValue::Integer(n) => OptionValue::Integer(*n),
                CommandDataOptionValue::Boolean(b) => OptionValue::Flag(*b),
                CommandDataOptionValue::User(id) => {
                    OptionValue::User(id.get(), resolved_name(cmd, *id))
                }
                _ => return None,
            };
            Some((o.name.clone(), v))
        })
        .collect();
    slash_call(spec, &options, bot.map(UserId::get))
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
// Autocomplete
// ---------------------------------------------------------------------------------------

/// The moves that match what is typed: exact prefix first, then any-case prefix, then
/// containing it; at most [`MAX_CHOICES`].
fn matching_moves(sans: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim();
    let lower = typed.to_lowercase();
    let mut out: Vec<String> = Vec::new();
    let groups: [&dyn Fn(&str) -> bool; 3] = [
        &|s: &str| s.starts_with(typed),
        &|s: &str| s.to_lowercase().starts_with(&lower),
        &|s: &str| s.to_lowercase().contains(&lower),
    ];
    for keep in groups {
        for s in sans {
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

fn style_of(kind: ActionKind) -> ButtonStyle {
    if kind.is_positive() {
        ButtonStyle::Success
    } else if kind.is_destructive() {
        ButtonStyle::Danger
    } else if matches!(kind, ActionKind::Board | ActionKind::LegalMoves) {
        ButtonStyle::Primary
    } else {
        ButtonStyle::Secondary
    }
}

fn push_button(buttons: &mut Vec<Button>, kind: ActionKind, label: &str, id: String) {
    // Discord wants distinct custom ids of at most 100 characters, labels of at most 80.
    if id.len() <= 100 && !buttons.iter().any(|b| b.id == id) {
        buttons.push(Button {
            label: clip(label, 80),
            style: style_of(kind),
            id,
        });
    }
}

/// A button the front end adds itself, labelled by the service.
fn own_button(buttons: &mut Vec<Button>, kind: ActionKind, id: String) {
    push_button(buttons, kind, texts::action_label(kind), id);
}

/// The flip button of a board shown with `bottom` at the bottom.
fn flip_button(buttons: &mut Vec<Button>, game: u64, bottom: Color) {
    let other = match bottom {
        Color::White => "black",
        Color::Black => "white",
    };
    own_button(buttons, ActionKind::Flip, format!("flip #{game} {other}"));
}

fn name_of(u: Option<&UserRef>) -> &str {
    u.map_or("?", |u| u.name.as_str())
}

/// The name of a game's thread.
fn thread_name(view: &GameView) -> String {
    clip(
        &format!(
            "acedrex #{} · {} · {} vs {}",
            view.id,
            view.variant.variant().name,
            name_of(view.white.as_ref()),
            name_of(view.black.as_ref())
        ),
        100,
    )
}

/// The core's reply, dressed for Discord. `sender`: who sent the request (never pinged).
/// `button`: a button press, whose refusals only the presser sees.
fn dress(reply: Reply, sender: &str, button: bool) -> Outgoing {
    let view = reply.game.as_ref();
    let changed = view.is_some_and(|v| v.changed);
    let mut out = Outgoing {
        text: reply.text.clone(),
        ephemeral: reply.private || (button && !changed && reply.attachments.is_empty()),
        notices: reply.notices.clone(),
        ..Outgoing::default()
    };
    for a in &reply.actions {
        push_button(&mut out.buttons, a.kind, &a.label, a.command.clone());
    }
    for a in &reply.attachments {
        out.files.push((a.name.clone(), a.bytes.clone()));
    }
    // A board image of a game: a card beside it, and the buttons to go on.
    let board = reply.attachments.iter().find(|a| a.mime == "image/png");
    if let (Some(v), Some(image)) = (view, board) {
        if !v.lines.is_empty() {
            out.embed = Some(Embed {
                title: v.title.clone(),
                description: v.lines.join("\n"),
                image: image.name.clone(),
                url: v.page.clone(),
            });
            if matches!(v.phase, Phase::Setup | Phase::Playing) && !reply.private {
                own_button(
                    &mut out.buttons,
                    ActionKind::LegalMoves,
                    format!("moves #{}", v.id),
                );
                own_button(
                    &mut out.buttons,
                    ActionKind::Takeback,
                    format!("takeback #{}", v.id),
                );
                // The service says which way it turned the board.
                flip_button(&mut out.buttons, v.id, reply.bottom.unwrap_or(Color::White));
            } else if reply.private {
                // A turned board: the button turns it back.
                flip_button(&mut out.buttons, v.id, reply.bottom.unwrap_or(Color::White));
            }
        }
    }
    // Ping whom the game waits for, unless they asked (the layer decides).
    if let Some((who, spans)) = acedrex_frontend::plan::call(view, sender, platform::PLATFORM) {
        if let Some(did) = discord_id(&who.id) {
            out.text.push_str(&platform::render(&spans));
            out.pings.push(did);
        }
    }
    if let Some(v) = view.filter(|v| v.began) {
        let players = [v.white.as_ref(), v.black.as_ref()]
            .into_iter()
            .flatten()
            .filter_map(|u| discord_id(&u.id))
            .collect();
        out.new_game = Some(NewGame {
            id: v.id,
            name: thread_name(v),
            players,
        });
    }
    out.text = clip(&out.text, MAX_TEXT);
    out
}

/// Handles a request: the core's reply, dressed for Discord.
fn process(service: &Service, req: &Request, button: bool) -> Outgoing {
    dress(service.handle(req), &req.user.id, button)
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
    let card = CreateEmbed::new()
        .title(e.title.clone())
        .description(e.description.clone())
        .attachment(e.image.clone())
        .colour(0x8b5a2b);
    match &e.url {
        Some(url) => card.url(url.clone()),
        None => card,
    }
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

fn apology() -> Outgoing {
    Outgoing {
        text: "Sorry, something went wrong with that command.".into(),
        ..Outgoing::default()
    }
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

    /// Runs `f` on the blocking pool (the service does disk I/O); `None` if it panicked.
    async fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> T + Send + 'static,
    ) -> Option<T> {
        let service = self.service.clone();
        match tokio::task::spawn_blocking(move || f(&service)).await {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::error!("a request failed: {e}");
                None
            }
        }
    }

    /// Whether a game that begins in an interaction's channel may get a thread (Discord
    /// sends the channel's kind with the interaction).
    fn interaction_can_thread(
        &self,
        id: ChannelId,
        channel: Option<&PartialChannel>,
        guild: bool,
    ) -> bool {
        let Some(c) = channel else {
            return false;
        };
        let can = guild && matches!(c.kind, ChannelType::Text | ChannelType::News);
        lock(&self.state).can_thread.insert(id, can);
        can
    }

    /// As [`Handler::interaction_can_thread`] for a message, which carries no channel
    /// details: the channel is looked up once (a game begun in a thread gets none).
    async fn message_can_thread(&self, ctx: &Context, msg: &Message) -> bool {
        if msg.guild_id.is_none() {
            return false;
        }
        if let Some(can) = lock(&self.state).can_thread.get(&msg.channel_id).copied() {
            return can;
        }
        let can = match msg.channel_id.to_channel(ctx).await {
            Ok(Channel::Guild(gc)) => {
                !is_thread(gc.kind) && matches!(gc.kind, ChannelType::Text | ChannelType::News)
            }
            Ok(_) => false,
            // Unknown: try; Discord refuses a thread where none can be made.
            Err(_) => true,
        };
        lock(&self.state).can_thread.insert(msg.channel_id, can);
        can
    }

    /// Runs a request on the blocking pool; a panic in the core becomes an apology.
    async fn process(&self, req: Request, button: bool) -> Outgoing {
        self.blocking(move |s| process(s, &req, button))
            .await
            .unwrap_or_else(apology)
    }

    async fn takes_time(&self, req: &Request) -> bool {
        self.frontend.takes_time(req).await
    }

    /// Answers a slash command (its typed `call`) or a button press: at once when the
    /// reply is quick, else deferred (Discord shows "thinking…") and edited when ready.
    async fn answer(
        &self,
        ctx: &Context,
        pressed: Pressed<'_>,
        req: Request,
        call: Option<TypedCall>,
        can_thread: bool,
        button: bool,
    ) {
        let http = ctx.http.as_ref();
        let mut deferred = false;
        let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
        let slow = match &call {
            Some(call) => {
                let (req, call) = (req.clone(), call.clone());
                self.blocking(move |s| s.takes_time_typed(&req, &call))
                    .await
                    .unwrap_or(false)
            }
            None => self.takes_time(&req).await,
        };
        if slow {
            if let Err(e) = pressed.respond(http, defer.clone()).await {
                tracing::warn!("cannot defer an interaction: {e}");
            }
            deferred = true;
        }
        let service = self.service.clone();
        let mut task = tokio::task::spawn_blocking(move || match &call {
            Some(call) => dress(service.handle_typed(&req, call), &req.user.id, button),
            None => process(&service, &req, button),
        });
        let joined = if deferred {
            (&mut task).await
        } else {
            match tokio::time::timeout(DEFER_AFTER, &mut task).await {
                Ok(done) => done,
                Err(_) => {
                    if let Err(e) = pressed.respond(http, defer).await {
                        tracing::warn!("cannot defer an interaction: {e}");
                    }
                    deferred = true;
                    task.await
                }
            }
        };
        let mut out = joined.unwrap_or_else(|e| {
            tracing::error!("a request failed: {e}");
            apology()
        });
        let sent = if deferred {
            pressed.edit(http, edit_message(&out)).await.map(Some)
        } else {
            let r = CreateInteractionResponse::Message(response_message(&out));
            pressed.respond(http, r).await.map(|()| None)
        };
        self.deliver(ctx, std::mem::take(&mut out.notices)).await;
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

    /// Sends the core's notices to their people through the front-end layer: in the
    /// game's thread or channel, calling them, when the notice names one; else by direct
    /// message (games in direct messages), with the board and the buttons.
    async fn deliver(&self, ctx: &Context, notices: Vec<Notice>) {
        let discord = platform::Discord {
            http: ctx.http.clone(),
        };
        self.frontend.deliver(&discord, notices).await;
    }
}

/// Stops a task when dropped (the clock's rounds end with the client).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl Handler {
    /// Opens a thread on the message that started a game and links it to the game (the
    /// game goes on in the channel when threads are not allowed there).
    async fn open_thread(
        &self,
        ctx: &Context,
        channel: ChannelId,
        message: &Message,
        game: &NewGame,
    ) {
        let builder = CreateThread::new(game.name.clone());
        let thread = match channel
            .create_thread_from_message(&ctx.http, message.id, builder)
            .await
        {
            Ok(t) => t,
            Err(e) => {
                tracing::info!(
                    "no thread for game #{} (it goes on in the channel): {e}",
                    game.id
                );
                return;
            }
        };
        lock(&self.state).can_thread.insert(thread.id, false);
        let (alias, id) = (channel_key(thread.id), game.id);
        match self.blocking(move |s| s.link_channel(&alias, id)).await {
            Some(Ok(())) => {}
            Some(Err(e)) => tracing::warn!("cannot link the thread of game #{}: {e}", game.id),
            None => {}
        }
        let who: Vec<String> = game.players.iter().map(|id| format!("<@{id}>")).collect();
        let how = if self.content.load(Ordering::Relaxed) {
            "`/move` or `!move`, `/board`, and the buttons".to_string()
        } else {
            match self.bot_user() {
                Some(bot) => format!("`/move`, `/board`, the buttons, or <@{bot}> `e4`"),
                None => "`/move`, `/board`, and the buttons".to_string(),
            }
        };
        let text = format!("Game #{} is played here: {how}. {}", game.id, who.join(" "));
        let msg = CreateMessage::new().content(text).allowed_mentions(
            CreateAllowedMentions::new().users(game.players.iter().map(|id| UserId::new(*id))),
        );
        if let Err(e) = thread.id.send_message(&ctx.http, msg).await {
            tracing::warn!("cannot write in the thread of game #{}: {e}", game.id);
        }
    }

    async fn slash(&self, ctx: &Context, cmd: &CommandInteraction) {
        let (call, mentions) = slash_call_of(cmd, self.bot_user());
        let can_thread = self.interaction_can_thread(
            cmd.channel_id,
            cmd.channel.as_ref(),
            cmd.guild_id.is_some(),
        );
        let nick = cmd.member.as_ref().and_then(|m| m.nick.clone());
        let req = Request {
            channel: channel_key(cmd.channel_id),
            user: user_ref(&cmd.user, nick.as_deref()),
            // For logs only: the service reads the typed call.
            text: call.describe(),
            mentions,
            direct: cmd.guild_id.is_none(),
            private: channel_private(ctx, cmd.guild_id, cmd.channel_id).await,
        };
        tracing::debug!(command = %req.text, "slash command");
        self.answer(
            ctx,
            Pressed::Command(cmd),
            req,
            Some(call),
            can_thread,
            false,
        )
        .await;
    }

    async fn button(&self, ctx: &Context, press: &ComponentInteraction) {
        let can_thread = self.interaction_can_thread(
            press.channel_id,
            press.channel.as_ref(),
            press.guild_id.is_some(),
        );
        let nick = press.member.as_ref().and_then(|m| m.nick.clone());
        let req = Request {
            channel: channel_key(press.channel_id),
            user: user_ref(&press.user, nick.as_deref()),
            text: press.data.custom_id.clone(),
            mentions: Vec::new(),
            direct: press.guild_id.is_none(),
            private: channel_private(ctx, press.guild_id, press.channel_id).await,
        };
        tracing::debug!(command = %req.text, "button");
        self.answer(ctx, Pressed::Button(press), req, None, can_thread, true)
            .await;
    }

    async fn autocomplete(&self, ctx: &Context, cmd: &CommandInteraction) {
        let Some(focused) = cmd.data.autocomplete() else {
            return;
        };
        let arg =
            spec_of(&cmd.data.name).and_then(|s| s.args.iter().find(|a| a.name == focused.name));
        let typed = focused.value.to_string();
        let choices: Vec<(String, String)> = match arg.and_then(|a| a.complete) {
            Some(Complete::Moves) => {
                let game = option_int(cmd, GAME_OPTION).and_then(|n| u64::try_from(n).ok());
                let nick = cmd.member.as_ref().and_then(|m| m.nick.clone());
                let req = Request {
                    channel: channel_key(cmd.channel_id),
                    user: user_ref(&cmd.user, nick.as_deref()),
                    text: format!("move {typed}"),
                    mentions: Vec::new(),
                    direct: cmd.guild_id.is_none(),
                    // Completion begins no game.
                    private: false,
                };
                let sans = self
                    .blocking(move |s| s.legal_moves(&req, game))
                    .await
                    .unwrap_or_default();
                matching_moves(&sans, &typed)
                    .into_iter()
                    .map(|s| (s.clone(), s))
                    .collect()
            }
            Some(Complete::Pieces) => piece_matches(option_str(cmd, "variant"), &typed),
            Some(Complete::Variants) => variant_matches(&typed),
            None => Vec::new(),
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

    /// A `!` command or a message that starts with the bot's mention in a server, or any
    /// message in a DM.
    async fn message(&self, ctx: &Context, msg: &Message) {
        if msg.author.bot {
            return;
        }
        let dm = msg.guild_id.is_none();
        let bot = self.bot_user();
        let mut content = msg.content.trim();
        // `@acedrex board`: a command to the bot, as `!acedrex board` (and the way channel
        // messages reach it without the Message Content intent).
        let addressed = match bot.and_then(|b| after_mention(content, b)) {
            Some(rest) => {
                content = rest;
                true
            }
            None => false,
        };
        if !dm && !addressed && !content.starts_with('!') {
            return;
        }
        let explicit = addressed || content.to_lowercase().starts_with("!acedrex");
        let parsed = command::parse(content);
        if !dm && !explicit && matches!(parsed, Err(_) | Ok(CoreCommand::Bare(_))) {
            // `!something` that is no command of ours may be another bot's: only a move
            // (`!e4`) by a player here, or a known word with a mistake, is answered.
            let known = command::find(&command_word(content)).is_some();
            if !known && !matches!(parsed, Ok(CoreCommand::Bare(_))) {
                return;
            }
        }
        let mut mentions = Vec::new();
        let mut text = content.to_string();
        for u in &msg.mentions {
            let core = if Some(u.id) == bot {
                "bot".to_string()
            } else {
                let nick = u.member.as_ref().and_then(|m| m.nick.clone());
                let r = user_ref(u, nick.as_deref());
                let core = format!("@{}", r.id);
                mentions.push(r);
                core
            };
            for form in [format!("<@{}>", u.id), format!("<@!{}>", u.id)] {
                text = text.replace(&form, &core);
            }
        }
        let nick = msg.member.as_ref().and_then(|m| m.nick.clone());
        let req = Request {
            channel: channel_key(msg.channel_id),
            user: user_ref(&msg.author, nick.as_deref()),
            text,
            mentions,
            direct: dm,
            private: channel_private(ctx, msg.guild_id, msg.channel_id).await,
        };
        let guarded =
            !dm && !explicit && matches!(command::parse(&req.text), Ok(CoreCommand::Bare(_)));
        tracing::debug!(command = %req.text, "message");
        if self.takes_time(&req).await {
            let _ = msg.channel_id.broadcast_typing(&ctx.http).await;
        }
        let mut out = if guarded {
            // A bare `!word`: answered for a player of a game here only; anything else
            // may be for another bot.
            let answered = self
                .blocking(move |s| {
                    s.plays_here(&req)
                        .then(|| dress(s.handle(&req), &req.user.id, false))
                })
                .await;
            match answered {
                Some(Some(out)) => out,
                Some(None) => return,
                None => apology(),
            }
        } else {
            self.process(req, false).await
        };
        let sent = msg
            .channel_id
            .send_message(&ctx.http, channel_message(&out))
            .await;
        self.deliver(ctx, std::mem::take(&mut out.notices)).await;
        match sent {
            Ok(m) => {
                if let Some(game) = &out.new_game {
                    if self.threads && self.message_can_thread(ctx, msg).await {
                        self.open_thread(ctx, msg.channel_id, &m, game).await;
                    }
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
        self.service.report_link("discord", Link::Connected);
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

    async fn shard_stage_update(&self, _ctx: Context, event: ShardStageUpdateEvent) {
        let link = match event.new {
            ConnectionStage::Connected => Link::Connected,
            stage => Link::Reconnecting(format!("shard {}: {stage}", event.shard_id)),
        };
        self.service.report_link("discord", link);
    }

    async fn message(&self, ctx: Context, msg: Message) {
        Handler::message(self, &ctx, &msg).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_service::commands::Invocation;

    fn spec(name: &str) -> &'static Spec {
        spec_of(name).expect("a command")
    }

    fn text(s: &str) -> OptionValue {
        OptionValue::Text(s.into())
    }

    fn typed(call: &TypedCall) -> Invocation {
        Invocation::from_typed(call).unwrap_or_else(|e| panic!("{call:?}: {e}"))
    }

    fn line_of(line: &str) -> Invocation {
        match command::read(line) {
            Ok(command::Line::Command(i)) => i,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn opts(list: &[(&str, OptionValue)]) -> Vec<(String, OptionValue)> {
        list.iter()
            .map(|(n, v)| (n.to_string(), v.clone()))
            .collect()
    }

    #[test]
    fn names_and_words() {
        assert_eq!(command_word("!acedrex Move e4"), "move");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(discord_id("discord:42"), Some(42));
        assert_eq!(discord_id("discord:0"), None);
        assert_eq!(discord_id("matrix:@a:b"), None);
        let bot = UserId::new(7);
        assert_eq!(after_mention("<@7> board", bot), Some("board"));
        assert_eq!(after_mention("<@!7>   e4 ", bot), Some("e4"));
        assert_eq!(after_mention("<@8> board", bot), None);
        assert_eq!(after_mention("board <@7>", bot), None);
    }

    #[test]
    fn one_slash_command_per_service_command() {
        let n = COMMANDS.iter().filter(|s| s.is_service()).count();
        assert_eq!(commands().len(), n);
        assert!(spec_of("as").is_none() && spec_of("quit").is_none());
        let play = spec("play");
        let json = serde_json::to_value(slash_command(play)).expect("json");
        let options = json["options"].as_array().expect("options");
        let names: Vec<&str> = options.iter().filter_map(|o| o["name"].as_str()).collect();
        let table: Vec<&str> = play.args.iter().map(|a| a.name).collect();
        assert_eq!(names, table);
        assert_eq!(json["description"], play.summary);
        assert_eq!(options[0]["name"], "variant");
        assert_eq!(options[0]["required"], true);
        assert_eq!(options[0]["autocomplete"], true);
        let level = options
            .iter()
            .find(|o| o["name"] == "level")
            .expect("level");
        assert_eq!(
            (level["type"].as_u64(), level["min_value"].as_u64()),
            (Some(4), Some(1))
        );
        assert_eq!(level["max_value"], 8);
        let color = options
            .iter()
            .find(|o| o["name"] == "color")
            .expect("color");
        assert_eq!(color["choices"].as_array().map(Vec::len), Some(3));
        let opponent = options
            .iter()
            .find(|o| o["name"] == "opponent")
            .expect("opponent");
        assert_eq!(opponent["type"], 6);
        let json = serde_json::to_value(slash_command(spec("board"))).expect("json");
        assert_eq!(json["options"][0]["name"], GAME_OPTION);
        assert_eq!(json["options"][0]["type"], 4);
        let json = serde_json::to_value(slash_command(spec("rules"))).expect("json");
        assert_eq!(
            json["options"][0]["choices"].as_array().map(Vec::len),
            Some(VariantId::ALL.len())
        );
    }

    #[test]
    /// The options of a slash command reach the service typed: the same invocation as
    /// the command line that says it.
    fn slash_options_become_the_command_line() {
        let (call, mentions) = slash_call(
            spec("play"),
            &opts(&[
                ("fen", text(" 4k3/8/8/8/8/8/8/4K2R w K - 0 1 ")),
                ("color", text("black")),
                ("level", OptionValue::Integer(3)),
                ("bot", OptionValue::Flag(true)),
                ("variant", text("chess")),
            ]),
            Some(99),
        );
        assert_eq!(
            typed(&call),
            line_of("play chess bot black level 3 fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        );
        assert!(mentions.is_empty());
        let (call, mentions) = slash_call(
            spec("play"),
            &opts(&[
                ("variant", text("kmf")),
                ("opponent", OptionValue::User(2, Some("bob".into()))),
                ("bot", OptionValue::Flag(false)),
            ]),
            Some(99),
        );
        assert_eq!(typed(&call), line_of("play kmf @discord:2"));
        assert_eq!(mentions[0].name, "bob");
        let (call, _) = slash_call(
            spec("play"),
            &opts(&[
                ("variant", text("chess")),
                ("opponent", OptionValue::User(99, None)),
            ]),
            Some(99),
        );
        assert_eq!(typed(&call), line_of("play chess bot"));
        let (call, _) = slash_call(
            spec("move"),
            &opts(&[("game", OptionValue::Integer(12)), ("text", text("Nf3"))]),
            None,
        );
        assert_eq!(typed(&call), line_of("move Nf3 #12"));
        let (call, _) = slash_call(
            spec("setup"),
            &opts(&[("arrangement", text("random"))]),
            None,
        );
        assert_eq!(typed(&call), line_of("setup random"));
        let (call, _) = slash_call(spec("games"), &[], None);
        assert_eq!(typed(&call), line_of("games"));
        // Every call a slash command makes reads as its command.
        for (name, o) in [
            ("board", opts(&[("game", OptionValue::Integer(3))])),
            (
                "piece",
                opts(&[("variant", text("chess")), ("piece", text("King"))]),
            ),
            ("help", opts(&[("command", text("play"))])),
            ("stats", opts(&[("player", OptionValue::User(5, None))])),
        ] {
            let (call, _) = slash_call(spec(name), &o, None);
            let read = Invocation::from_typed(&call).and_then(|i| i.command());
            assert!(
                !matches!(read, Ok(CoreCommand::Bare(_)) | Err(_)),
                "{call:?}"
            );
        }
    }

    #[test]
    fn moves_match_what_is_typed() {
        let sans: Vec<String> = ["Na3", "Nc3", "a3", "e4", "exd5", "Qxe7"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(matching_moves(&sans, "N"), ["Na3", "Nc3"]);
        assert_eq!(matching_moves(&sans, "e"), ["e4", "exd5", "Qxe7"]);
        assert_eq!(matching_moves(&sans, "").len(), sans.len());
        let many: Vec<String> = (0..40).map(|i| format!("m{i}")).collect();
        assert_eq!(matching_moves(&many, "m").len(), MAX_CHOICES);
    }

    fn service() -> Service {
        use acedrex_service::chooser::FirstMove;
        use acedrex_service::service::SystemClock;
        let store = acedrex_service::Store::temporary().expect("a store");
        Service::new(
            store,
            Arc::new(FirstMove),
            Arc::new(SystemClock),
            acedrex_service::Config::default(),
        )
    }

    fn req(who: u64, name: &str, text: &str) -> Request {
        Request {
            channel: "discord:500".into(),
            user: UserRef {
                id: format!("discord:{who}"),
                name: name.into(),
                bot: false,
            },
            text: text.into(),
            mentions: Vec::new(),
            direct: false,
            private: false,
        }
    }

    #[test]
    fn a_channel_hidden_from_everyone_is_private() {
        use serenity::model::channel::{PermissionOverwrite, PermissionOverwriteType};
        use serenity::model::id::RoleId;
        use serenity::model::Permissions;
        let everyone = RoleId::new(7);
        let base = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        let hidden = PermissionOverwrite {
            allow: Permissions::empty(),
            deny: Permissions::VIEW_CHANNEL,
            kind: PermissionOverwriteType::Role(everyone),
        };
        assert!(everyone_sees(base, &[], everyone));
        assert!(!everyone_sees(
            base,
            std::slice::from_ref(&hidden),
            everyone
        ));
        // Another role's overwrite says nothing about everyone.
        let other = PermissionOverwrite {
            kind: PermissionOverwriteType::Role(RoleId::new(8)),
            ..hidden.clone()
        };
        assert!(everyone_sees(base, &[other], everyone));
        // A server where everyone sees nothing, and a channel opened to all.
        let opened = PermissionOverwrite {
            allow: Permissions::VIEW_CHANNEL,
            deny: Permissions::empty(),
            kind: PermissionOverwriteType::Role(everyone),
        };
        assert!(!everyone_sees(Permissions::SEND_MESSAGES, &[], everyone));
        assert!(everyone_sees(
            Permissions::SEND_MESSAGES,
            &[opened],
            everyone
        ));
    }

    #[test]
    fn replies_are_dressed_from_the_typed_view() {
        let svc = service();
        let mut play = req(1, "alice", "play chess @discord:2 white");
        play.mentions.push(req(2, "bob", "").user);
        let out = process(&svc, &play, false);
        // The challenged player is pinged; Accept is green, Decline red.
        assert!(out.text.ends_with("\n<@2>"), "{}", out.text);
        assert_eq!(out.pings, [2]);
        let style = |out: &Outgoing, id: &str| {
            out.buttons
                .iter()
                .find(|b| b.id.starts_with(id))
                .map(|b| b.style)
        };
        assert_eq!(style(&out, "accept #"), Some(ButtonStyle::Success));
        assert_eq!(style(&out, "decline #"), Some(ButtonStyle::Danger));
        assert!(out.new_game.is_none());

        // Accepted with the button: alice (White) is pinged, the game gets a thread.
        let accept = out
            .buttons
            .iter()
            .find(|b| b.id.starts_with("accept #"))
            .map(|b| b.id.clone())
            .expect("an Accept button");
        let out = process(&svc, &req(2, "bob", &accept), true);
        assert!(out.text.ends_with("\n<@1>, your move."), "{}", out.text);
        assert_eq!(out.pings, [1]);
        assert!(!out.ephemeral);
        let game = out.new_game.as_ref().expect("a new game");
        assert_eq!(
            game.name,
            format!("acedrex #{} · Chess · alice vs bob", game.id)
        );
        assert_eq!(game.players, [1, 2]);
        let id = game.id;
        assert_eq!(style(&out, "resign #"), Some(ButtonStyle::Danger));
        assert_eq!(style(&out, "board #"), Some(ButtonStyle::Primary));
        assert_eq!(style(&out, "moves #"), Some(ButtonStyle::Primary));
        assert_eq!(style(&out, "takeback #"), Some(ButtonStyle::Secondary));
        assert_eq!(
            style(&out, &format!("flip #{id} black")),
            Some(ButtonStyle::Secondary)
        );
        let label = |id: &str| {
            out.buttons
                .iter()
                .find(|b| b.id == id)
                .map(|b| b.label.as_str())
        };
        assert_eq!(
            label(&format!("moves #{id}")),
            Some(texts::action_label(ActionKind::LegalMoves))
        );
        let card = out.embed.as_ref().expect("a card");
        assert_eq!(card.image, format!("acedrex-{id}-0.png"));
        assert!(card.title.contains(&format!("#{id}")), "{}", card.title);

        // A spectator's press that changes nothing is private and pings nobody.
        let out = process(&svc, &req(3, "carol", &format!("resign #{id}")), true);
        assert!(out.ephemeral && out.pings.is_empty(), "{out:?}");

        // The turned board, for the presser only, with the button to turn it back.
        let out = process(&svc, &req(3, "carol", &format!("flip #{id} black")), true);
        assert!(out.ephemeral);
        assert_eq!(out.files.len(), 1);
        assert!(out.embed.is_some());
        assert_eq!(
            out.buttons
                .iter()
                .map(|b| b.id.as_str())
                .collect::<Vec<_>>(),
            [format!("flip #{id} white")]
        );

        // Black (a person) to move: the board is shown from Black's side, so Flip turns
        // it to White's; bob is pinged, not alice who moved.
        let out = process(&svc, &req(1, "alice", &format!("move e4 #{id}")), false);
        assert!(out.text.ends_with("\n<@2>, your move."), "{}", out.text);
        assert_eq!(out.pings, [2]);
        assert_eq!(
            style(&out, &format!("flip #{id} white")),
            Some(ButtonStyle::Secondary)
        );
    }
}
