//! Matrix as a platform of the front-end layer: the layer's messages (the clock's
//! notices) posted in the game's room as `m.notice`s, commands written `!board`, the
//! people called with pills and `m.mentions`, then the files.

use crate::format::{end_lists, markdown_literal, no_raw_html, pill_markdown};
use crate::send::{attachment_info, caption};
use crate::{matrix_id, room_of, PLATFORM};
use acedrex_frontend::{Caps, Destination, Message, Platform, Sending, Span, Thinking};
use acedrex_service::UserRef;
use matrix_sdk::attachment::AttachmentConfig;
use matrix_sdk::ruma::events::room::message::{
    FormattedBody, MessageType, NoticeMessageEventContent, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::html::{HtmlSanitizerMode, RemoveReplyFallback};
use matrix_sdk::{Client, Room};

pub struct Matrix {
    pub client: Client,
}

impl Matrix {
    /// Images in the room; no buttons, cards or threads of its own.
    pub const CAPS: Caps = Caps {
        buttons: false,
        cards: false,
        images: true,
        threads: false,
    };
}

/// "thinking…" in a room: the bot's typing notice until the answer is sent.
pub(crate) struct Typing {
    pub(crate) room: Room,
}

impl Thinking for Typing {
    fn show(&self) -> Sending<'_> {
        Box::pin(async move {
            self.room
                .typing_notice(true)
                .await
                .map_err(|e| format!("cannot show typing: {e}"))
        })
    }

    fn hide(&self) -> Sending<'_> {
        Box::pin(async move {
            self.room
                .typing_notice(false)
                .await
                .map_err(|e| format!("cannot stop typing: {e}"))
        })
    }
}

/// Spans as a Matrix notice: the plain body (names as they are, commands with their `!`)
/// and the sanitized HTML of the Markdown (pills for people, code, bold, lists, blocks).
pub fn notice_of(spans: &[Span]) -> NoticeMessageEventContent {
    let plain = acedrex_frontend::plan::markdown(spans, &bang, &|u| u.name.clone());
    let mut markdown = String::with_capacity(plain.len() + 64);
    for s in spans {
        match s {
            // A raw `<` in a name or a move stays text rather than passing as HTML.
            Span::Text(t) => markdown.push_str(&no_raw_html(t)),
            Span::Bold(t) => markdown.push_str(&format!("**{}**", no_raw_html(t))),
            Span::Mention(u) => markdown.push_str(&mention(u)),
            other => markdown.push_str(&acedrex_frontend::plan::markdown(
                std::slice::from_ref(other),
                &bang,
                &mention,
            )),
        }
    }
    match FormattedBody::markdown(end_lists(&markdown)) {
        Some(mut html) => {
            html.sanitize_html(HtmlSanitizerMode::Strict, RemoveReplyFallback::No);
            NoticeMessageEventContent::html(plain, html.body)
        }
        None => NoticeMessageEventContent::plain(plain),
    }
}

/// A command as a Matrix user types it.
fn bang(line: &str) -> String {
    format!("!{line}")
}

/// A person as a pill (a Markdown link to the user), or their name when not on Matrix.
fn mention(u: &UserRef) -> String {
    match matrix_id(&u.id) {
        Some(id) => pill_markdown(&id, &u.name),
        None => markdown_literal(&u.name),
    }
}

impl Platform for Matrix {
    fn name(&self) -> &'static str {
        PLATFORM
    }

    fn caps(&self) -> Caps {
        Matrix::CAPS
    }

    fn command(&self, line: &str) -> String {
        bang(line)
    }

    fn mention(&self, user: &UserRef) -> String {
        mention(user)
    }

    fn send(&self, mut message: Message) -> Sending<'_> {
        Box::pin(async move {
            // Matrix games are played in rooms: a direct message is another platform's.
            let channel = match &message.to {
                Destination::Channel(c) | Destination::Thread { thread: c, .. } => c,
                Destination::Direct(u) => return Err(format!("no room to tell {}", u.name)),
            };
            let room_id =
                room_of(channel).ok_or_else(|| format!("not a Matrix room: {channel}"))?;
            let room = self
                .client
                .get_room(&room_id)
                .ok_or_else(|| format!("a notice for a room the bot is not in: {room_id}"))?;
            let called = message.notify.iter().filter_map(|u| matrix_id(&u.id));
            let content =
                RoomMessageEventContent::new(MessageType::Notice(notice_of(&message.called(": "))))
                    .add_mentions(Mentions::with_user_ids(called));
            room.send(content)
                .await
                .map_err(|e| format!("cannot send a notice in {room_id}: {e}"))?;
            let files = std::mem::take(&mut message.files);
            for a in files {
                let Ok(mime) = a.mime.parse() else {
                    continue;
                };
                let config = AttachmentConfig::new()
                    .info(attachment_info(&a))
                    .caption(caption(&message, &a));
                if let Err(e) = room.send_attachment(a.name, &mime, a.bytes, config).await {
                    tracing::warn!(room = %room_id, "cannot send a file: {e}");
                }
            }
            Ok(())
        })
    }
}
