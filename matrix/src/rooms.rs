//! Rooms: which invites are taken (the allow list) and the join with its greeting, whether
//! a room is private (its games get unlisted pages), and the notice for a message the bot
//! cannot decrypt.

use crate::core_id;
use crate::platform::notice_of;
use crate::run::Bot;
// The project's one poison-tolerant lock helper.
use acedrex_service::lock;
use acedrex_service::texts::lang::Lang;
use acedrex_service::texts::messages;
use matrix_sdk::ruma::events::room::encrypted::OriginalSyncRoomEncryptedEvent;
use matrix_sdk::ruma::events::room::message::{MessageType, RoomMessageEventContent};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{OwnedUserId, UserId};
use matrix_sdk::{Room, RoomState};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Whether a room is private, so that games begun there get unlisted pages: only a room
/// anyone may join (join rule `public`) and that is not encrypted is not. A direct chat
/// or an invite-only room is private, and so is a room whose join rule is not known.
pub(crate) fn room_private(room: &Room) -> bool {
    room.is_public() != Some(true) || room.encryption_state().is_encrypted()
}

/// Whether invites from `user` are accepted: an empty list allows everyone; entries are
/// user ids (`@alice:example.org`) or server names (`example.org`, also `:example.org`).
pub fn invite_allowed(allow: &[String], user: &UserId) -> bool {
    allow.is_empty()
        || allow.iter().any(|a| {
            let a = a.trim();
            if a.starts_with('@') {
                a == user.as_str()
            } else {
                a.trim_start_matches(':')
                    .eq_ignore_ascii_case(user.server_name().as_str())
            }
        })
}

/// The bot's hello when it joins a room, in `lang`: commands written as typed on Matrix.
fn greeting(lang: Lang) -> RoomMessageEventContent {
    let text = messages::room_greeting().text_in(lang);
    RoomMessageEventContent::new(MessageType::Notice(notice_of(
        &acedrex_frontend::plan::spans(&text),
    )))
    .add_mentions(Mentions::new())
}

/// The notice for a message the bot could not decrypt, to its sender, in `lang`.
fn undecryptable(sender: &UserId, lang: Lang) -> RoomMessageEventContent {
    RoomMessageEventContent::notice_plain(messages::undecryptable().text_in(lang))
        .add_mentions(Mentions::with_user_ids([sender.to_owned()]))
}

impl Bot {
    /// The language `user` reads: their own choice (`lang`), else the configured one
    /// (Matrix tells no locale). The store is read off the async workers.
    async fn lang_of(&self, user: &UserId) -> Lang {
        let service = self.frontend.service().clone();
        let id = core_id(user);
        tokio::task::spawn_blocking(move || service.lang_of(&id, None))
            .await
            .unwrap_or_default()
    }

    pub(crate) fn on_invite(self: Arc<Self>, room: Room, inviter: Option<OwnedUserId>) {
        let allowed = inviter
            .as_deref()
            .is_some_and(|u| invite_allowed(&self.allow, u));
        if !lock(&self.joining).insert(room.room_id().to_owned()) {
            return;
        }
        tokio::spawn(async move {
            let id = room.room_id().to_owned();
            self.take_invite(room, inviter, allowed).await;
            lock(&self.joining).remove(&id);
        });
    }

    async fn take_invite(&self, room: Room, inviter: Option<OwnedUserId>, allowed: bool) {
        if room.state() != RoomState::Invited {
            return;
        }
        if !allowed {
            tracing::info!(room = %room.room_id(), inviter = ?inviter, "declining an invite that is not allowed");
            if let Err(e) = room.leave().await {
                tracing::warn!(room = %room.room_id(), "cannot decline an invite: {e}");
            }
            return;
        }
        // The room hears the bot first in the language of the one who invited it.
        let lang = match &inviter {
            Some(u) => self.lang_of(u).await,
            None => Lang::default(),
        };
        // Synapse may not be ready for the join right after the invite: retry a while.
        let mut delay = Duration::from_millis(500);
        for attempt in 1..=8 {
            match room.join().await {
                Ok(()) => {
                    tracing::info!(room = %room.room_id(), "joined");
                    if let Err(e) = room.send(greeting(lang)).await {
                        tracing::warn!(room = %room.room_id(), "cannot greet: {e}");
                    }
                    return;
                }
                Err(e) => {
                    tracing::warn!(room = %room.room_id(), attempt, "cannot join yet: {e}");
                    tokio::time::sleep(delay).await;
                    delay *= 2;
                }
            }
        }
        tracing::error!(room = %room.room_id(), "giving up joining");
    }

    pub(crate) async fn on_undecryptable(&self, ev: OriginalSyncRoomEncryptedEvent, room: Room) {
        if room.state() != RoomState::Joined || ev.sender == self.me {
            return;
        }
        {
            let mut seen = lock(&self.undecryptable);
            let now = Instant::now();
            if seen
                .get(room.room_id())
                .is_some_and(|t| now.duration_since(*t) < Duration::from_secs(600))
            {
                return;
            }
            seen.insert(room.room_id().to_owned(), now);
        }
        tracing::warn!(room = %room.room_id(), sender = %ev.sender, "cannot decrypt a message");
        let lang = self.lang_of(&ev.sender).await;
        if let Err(e) = room.send(undecryptable(&ev.sender, lang)).await {
            tracing::warn!(room = %room.room_id(), "cannot send a notice: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::uid;

    // The room's first words and the notice of an unreadable message are the reader's
    // language (they were English whatever the reader chose), commands written `!help`.
    #[test]
    fn the_greeting_and_the_undecryptable_notice_are_in_the_readers_language() {
        let english = greeting(Lang::En);
        assert!(
            english.body().starts_with("Hello! ") && english.body().contains("`!help`"),
            "{}",
            english.body()
        );
        for lang in Lang::available().into_iter().filter(|l| *l != Lang::En) {
            let said = greeting(lang);
            assert!(said.body().contains("`!help`"), "{lang}: {}", said.body());
            assert_ne!(said.body(), english.body(), "{lang}");
            // Each command with its `!`, nothing else changed.
            assert_eq!(
                said.body().replace("`!", "`"),
                messages::room_greeting().text_in(lang),
                "{lang}"
            );
            let n = undecryptable(&uid("@alice:ex.org"), lang);
            assert_eq!(n.body(), messages::undecryptable().text_in(lang), "{lang}");
            assert_ne!(n.body(), messages::undecryptable().text, "{lang}");
            assert!(n
                .mentions
                .as_ref()
                .is_some_and(|m| m.user_ids.contains(&uid("@alice:ex.org"))));
        }
        let fr = greeting(Lang::Fr);
        assert!(fr.body().starts_with("Bonjour ! "), "{}", fr.body());
    }

    #[test]
    fn invites_follow_the_allow_list() {
        let alice = uid("@alice:ex.org");
        assert!(invite_allowed(&[], &alice));
        assert!(invite_allowed(&["ex.org".into()], &alice));
        assert!(invite_allowed(&[":EX.org".into()], &alice));
        assert!(invite_allowed(&["@alice:ex.org".into()], &alice));
        assert!(!invite_allowed(
            &["@bob:ex.org".into(), "other.org".into()],
            &alice
        ));
    }
}
