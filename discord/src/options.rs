//! The front end's settings: [`DiscordOptions`], [`ShardRange`] and the gateway intents.

use serenity::model::gateway::GatewayIntents;

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
pub(crate) fn intents(message_content: bool) -> GatewayIntents {
    let base =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if message_content {
        base | GatewayIntents::MESSAGE_CONTENT
    } else {
        base
    }
}
