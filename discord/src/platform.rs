//! Discord as a platform of the front-end layer: the layer's messages (the clock's
//! notices, the other player's news in direct-message games) sent with serenity's HTTP
//! client — in the game's thread when it has one, calling its people with `<@id>`.

use crate::outgoing::{channel_message, push_button, Outgoing};
use crate::{clip, discord_id, MAX_TEXT};
use acedrex_frontend::{Destination, Message, Platform, Sending};
use acedrex_service::UserRef;
use serenity::http::Http;
use serenity::model::id::{ChannelId, UserId};
use std::sync::Arc;

/// The platform's name: the prefix of its ids in the service.
pub const PLATFORM: &str = "discord";

pub struct Discord {
    pub http: Arc<Http>,
}

/// Spans as Discord text: commands as they are typed after the bot's mention, people as
/// `<@id>`.
pub fn render(spans: &[acedrex_frontend::Span]) -> String {
    acedrex_frontend::plan::markdown(spans, &|c| c.to_string(), &|u| mention(u))
}

fn mention(user: &UserRef) -> String {
    match discord_id(&user.id) {
        Some(id) => format!("<@{id}>"),
        None => user.name.clone(),
    }
}

impl Discord {
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

    fn mention(&self, user: &UserRef) -> String {
        mention(user)
    }

    fn send(&self, message: Message) -> Sending<'_> {
        Box::pin(async move {
            let channel = self.channel(&message.to).await?;
            let mut out = Outgoing {
                text: clip(&self.render(&message.called(" ")), MAX_TEXT),
                pings: message
                    .notify
                    .iter()
                    .filter_map(|u| discord_id(&u.id))
                    .collect(),
                ..Outgoing::default()
            };
            for a in message.buttons {
                push_button(&mut out.buttons, a.kind, &a.label, a.command);
            }
            out.files = message
                .files
                .into_iter()
                .map(|a| (a.name, a.bytes))
                .collect();
            channel
                .send_message(&self.http, channel_message(&out))
                .await
                .map(|_| ())
                .map_err(|e| format!("cannot send a notice: {e}"))
        })
    }
}
