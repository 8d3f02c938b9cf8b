//! Discord as a platform of the front-end layer: what it can show (buttons, cards,
//! images, threads), commands written as slash commands, people as `<@id>`, and the
//! layer's messages (the clock's notices, the other player's news in direct-message
//! games) sent with serenity's HTTP client — in the game's thread when it has one; a
//! notice that begins a game (a tournament's) opens its thread as a reply does.

use crate::discord_id;
use crate::handler::Handler;
use crate::outgoing::{channel_message, outgoing};
use acedrex_frontend::{Caps, Destination, Message, Platform, Sending, Thinking};
use acedrex_service::texts::lang::{command_name_in, Lang};
use acedrex_service::UserRef;
use serenity::http::Http;
use serenity::model::id::{ChannelId, UserId};
use std::sync::{Arc, Weak};

/// The platform's name: the prefix of its ids in the service.
pub const PLATFORM: &str = "discord";

pub struct Discord {
    pub http: Arc<Http>,
    /// The event handler, which opens a new game's thread (weak: it holds the layer that
    /// holds this platform).
    pub(crate) handler: Weak<Handler>,
}

/// Spans as Discord text for a reader of `lang`: commands as slash commands by the name
/// their Discord shows (`/board #3`, `/tablero #3` in Spanish), people as `<@id>`.
pub fn render_in(spans: &[acedrex_frontend::Span], lang: Lang) -> String {
    acedrex_frontend::plan::markdown(spans, &|c| command_in(c, lang), &|u| mention(u))
}

fn command(line: &str) -> String {
    format!("/{line}")
}

fn command_in(line: &str, lang: Lang) -> String {
    let (word, rest) = line.split_at(line.find(' ').unwrap_or(line.len()));
    match command_name_in(lang, word) {
        Some(name) => format!("/{name}{rest}"),
        None => command(line),
    }
}

fn mention(user: &UserRef) -> String {
    match discord_id(&user.id) {
        Some(id) => format!("<@{id}>"),
        None => user.name.clone(),
    }
}

impl Discord {
    /// Everything the layer can plan.
    pub const CAPS: Caps = Caps {
        buttons: true,
        cards: true,
        images: true,
        threads: true,
    };

    async fn channel(&self, to: &Destination) -> Result<ChannelId, String> {
        let id = match to {
            Destination::Thread { thread: c, .. } | Destination::Channel(c) => c,
            Destination::Direct(u) => {
                let id = discord_id(&u.id).ok_or("not a Discord user")?;
                return UserId::new(id)
                    .create_dm_channel(&self.http)
                    .await
                    .map(|c| c.id)
                    .map_err(|e| format!("cannot open a direct message to a player: {e}"));
            }
        };
        // Another platform's channel is not ours to write in.
        discord_id(id)
            .map(ChannelId::new)
            .ok_or_else(|| format!("not a Discord channel: {id}"))
    }
}

impl Platform for Discord {
    fn name(&self) -> &'static str {
        PLATFORM
    }

    fn caps(&self) -> Caps {
        Discord::CAPS
    }

    fn command(&self, line: &str) -> String {
        command(line)
    }

    fn mention(&self, user: &UserRef) -> String {
        mention(user)
    }

    fn send(&self, message: Message) -> Sending<'_> {
        Box::pin(async move {
            let channel = self.channel(&message.to).await?;
            let out = outgoing(message);
            let sent = channel
                .send_message(&self.http, channel_message(&out))
                .await
                .map_err(|e| format!("cannot send a notice: {e}"))?;
            // A notice that began a game (a tournament's): its thread, as for a reply.
            if let (Some(game), Some(handler)) = (&out.new_game, self.handler.upgrade()) {
                if handler.threads && handler.channel_can_thread(&self.http, channel).await {
                    handler.open_thread(&self.http, channel, &sent, game).await;
                }
            }
            Ok(())
        })
    }
}

/// "thinking…" for a message: Discord's typing indicator in its channel.
pub(crate) struct Typing {
    pub(crate) http: Arc<Http>,
    pub(crate) channel: ChannelId,
}

impl Thinking for Typing {
    fn show(&self) -> Sending<'_> {
        Box::pin(async move {
            self.channel
                .broadcast_typing(&self.http)
                .await
                .map_err(|e| e.to_string())
        })
    }
}
