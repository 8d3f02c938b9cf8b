//! Rooms: which invites are taken (the allow list) and the join with its greeting, whether
//! a room is private (its games get unlisted pages), and the notice for a message the bot
//! cannot decrypt.

use crate::platform::notice_of;
use crate::run::Bot;
// The project's one poison-tolerant lock helper.
use acedrex_service::lock;
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

impl Bot {
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
        // Synapse may not be ready for the join right after the invite: retry a while.
        let mut delay = Duration::from_millis(500);
        for attempt in 1..=8 {
            match room.join().await {
                Ok(()) => {
                    tracing::info!(room = %room.room_id(), "joined");
                    let text = "Hello! I play the great big chess games. Type `!help` for the commands, or `!play chess @someone` to start a game (`!play chess bot` against me).";
                    let content = RoomMessageEventContent::new(MessageType::Notice(notice_of(
                        &acedrex_frontend::plan::spans(text),
                    )))
                    .add_mentions(Mentions::new());
                    if let Err(e) = room.send(content).await {
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
        let text = "I could not decrypt a message here: my device did not get its key. If it was a command, send it again in a moment (your client may need to share its keys with my device), or use an unencrypted room.";
        let content = RoomMessageEventContent::notice_plain(text)
            .add_mentions(Mentions::with_user_ids([ev.sender.clone()]));
        if let Err(e) = room.send(content).await {
            tracing::warn!(room = %room.room_id(), "cannot send a notice: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::uid;

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
