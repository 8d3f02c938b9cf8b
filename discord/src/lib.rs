//! The Discord front end (serenity 0.12): slash commands with autocomplete, `!`-prefixed
//! messages and messages that start with the bot's mention, buttons, board images with a
//! short embed, and a thread per game.
//!
//! Everything a user sends becomes a core [`Request`](acedrex_service::service::Request):
//! the channel (`discord:<id>`, a game's thread included: the service links the thread to
//! its game when it is made),
//! the user (`discord:<id>` with their display name) and the command line, with mentions
//! written `@discord:<id>`. A button's custom id is the command it sends, so a press is a
//! request from the presser and the core checks who may do what, as for typed commands.
//! The front end decides mentions, threads and button styles from the reply's typed
//! [`GameView`](acedrex_service::reply::GameView) and
//! [`ActionKind`](acedrex_service::reply::ActionKind)s, never from its English.
//! [`Service::handle`] does disk I/O and renders images, so it runs on tokio's blocking
//! pool; interactions that may take over a second are deferred and edited when ready.
//!
//! Without the privileged Message Content intent (off by default for a new application,
//! or [`DiscordOptions::message_content`] false), Discord sends the text of server
//! messages only when they mention the bot: `!` commands then work as mentions
//! (`@acedrex board`) and in direct messages; slash commands and buttons work as ever.

mod handler;
mod options;
mod outgoing;
mod platform;
mod slash;

pub use options::{DiscordOptions, ShardRange};

use crate::handler::{Handler, State};
use crate::options::intents;

use acedrex_frontend::Frontend;
use acedrex_service::health::Link;
use acedrex_service::service::Service;
use acedrex_service::UserRef;
use serenity::client::{ClientBuilder, Context};
use serenity::gateway::GatewayError;
use serenity::http::HttpBuilder;
use serenity::model::channel::{Channel, ChannelType};
use serenity::model::id::{ChannelId, GuildId, UserId};
use serenity::model::user::User;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Discord's limit on a message's text.
pub(crate) const MAX_TEXT: usize = 2000;
/// Discord's limit on autocomplete choices.
pub(crate) const MAX_CHOICES: usize = 25;
/// An interaction not answered by then is deferred (Discord allows 3 s for the answer).
pub(crate) const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// How long a stop waits for the gateway connections to close.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);
/// The `game` option every command that takes `#GAME` gets.
pub(crate) const GAME_OPTION: &str = "game";

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
    let _rounds = frontend.spawn_rounds();
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
    let handler = Arc::new_cyclic(|me| Handler {
        service,
        frontend: frontend.clone(),
        guild,
        threads: opts.threads,
        content: AtomicBool::new(opts.message_content),
        state: Mutex::new(State::default()),
        me: me.clone(),
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
            handler: Arc::downgrade(&handler),
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

pub(crate) fn channel_key(id: ChannelId) -> String {
    format!("discord:{id}")
}

pub(crate) fn user_ref(user: &User, nick: Option<&str>) -> UserRef {
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
pub(crate) fn discord_id(core_id: &str) -> Option<u64> {
    // Zero is no Discord id (and serenity's ids panic on it): `@discord:0` can be typed.
    core_id
        .strip_prefix("discord:")?
        .parse()
        .ok()
        .filter(|id| *id != 0)
}

pub(crate) fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Whether a conversation is private, so that games begun there get unlisted pages: a
/// DM, a private thread, or a channel (a thread: its parent) that the @everyone role
/// cannot see. Unknown counts as private.
pub(crate) async fn channel_private(
    ctx: &Context,
    guild: Option<GuildId>,
    channel: ChannelId,
) -> bool {
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
pub(crate) fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The rest of a message that starts with the bot's mention (`<@ID> board`,
/// `<@!ID> e4`), or `None`.
pub(crate) fn after_mention(content: &str, bot: UserId) -> Option<&str> {
    let content = content.trim_start();
    [format!("<@{bot}>"), format!("<@!{bot}>")]
        .iter()
        .find_map(|m| content.strip_prefix(m.as_str()))
        .map(str::trim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outgoing::command_word;
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
}
