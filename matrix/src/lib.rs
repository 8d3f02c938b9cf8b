//! The Matrix front end (matrix-sdk 0.18): the bot logs in once, keeps its session and
//! sync position under `<db>/matrix/`, joins the rooms it is invited to (optionally only
//! from allowed servers or users) and answers `!acedrex COMMAND` / `!COMMAND` messages.
//!
//! - **Who is who.** The core's channel of a room is `matrix:` and the room id
//!   (`matrix:!abc:example.org`); a player's core id is `matrix:` and the Matrix id
//!   (`matrix:@alice:example.org`), so ids never clash with other platforms'. A command's
//!   users are written for the core as `@` and the core id (`play chess
//!   @matrix:@bob:example.org`), whether they were named by a mention pill, a typed Matrix
//!   id (`@bob:example.org`) or a bare `@bob` (the one room member whose localpart or
//!   display name is `bob`). Naming the bot itself (its pill or id) means `bot`.
//! - **Only `!` messages.** Everything else in a room is ignored, so the bot stays quiet
//!   in busy rooms; a move is `!e4` or `!move e4`. A message that starts with the bot's
//!   mention (`@acedrex:example.org board`) counts as a command too. Notices (what bots
//!   send), edits and the bot's own messages are ignored.
//! - **Replies** are `m.notice` messages with a plain body and HTML that ruma renders
//!   from the core's Markdown (bold, code, lists, the board as text when there is no
//!   image), sent as a reply to the command (in its thread when it was written in one).
//!   Command words in the core's texts get their `!` (`` `accept` `` becomes
//!   `` `!accept` ``). When a command changed a game, the person the game now waits for
//!   (the reply's typed game view says whom: the challenged player, Black choosing a
//!   setup, the player to move) is mentioned with a pill and in `m.mentions`, unless they
//!   sent the command. Board images go up as `m.image` with width, height, size and
//!   mimetype; other files (records) as `m.file`.
//! - **Reading messages.** The HTML body, when there is one, is parsed and sanitized by
//!   ruma (`ruma::html`, the reply fallback removed); pills are read as ruma's typed
//!   `matrix.to` / `matrix:` links.
//! - **Restarts.** The session (user, device, access token) is saved in
//!   `<db>/matrix/session.json` (mode 0600) and the sync token in the SQLite store beside
//!   it; a restart restores both: no new login, no new device, and the sync goes on from
//!   where it stopped, so what was answered is never answered again. After a *first*
//!   login the initial sync runs before the handlers are registered, so a room's history
//!   is not answered. After a restart the commands sent while the bot was away are
//!   answered when they are younger than [`MAX_AGE`] (a short restart loses nothing; a
//!   long outage does not end in a burst of stale answers). matrix-sdk saves the sync token
//!   before it runs the handlers, so a crash can drop a command but never answers one
//!   twice.
//! - **Encryption.** Supported (the crate's `e2e-encryption` feature, keys in the SQLite
//!   store): Element encrypts new direct chats and private rooms, and a bot that cannot
//!   read them is useless there. A message the bot cannot decrypt gets a visible notice
//!   (at most one per room every ten minutes). The store is encrypted with a passphrase
//!   when one is given ([`store_key`]).
//!
//! Modules: `login` (options, session), `run` (sync loop, handlers), `receive` (commands
//! to requests, a worker per room), `read` (a message's text and command), `rooms`
//! (invites, privacy, undecryptable messages), `send` (replies and files), `format` and
//! `platform` (spans to HTML and plain text; the front-end layer's platform); this file
//! holds the ids and logging.

mod format;
mod login;
mod platform;
mod read;
mod receive;
mod rooms;
mod run;
mod send;
pub mod store_key;
pub use login::{MatrixOptions, Secret};
pub use platform::notice_of;
pub use read::{command_text, message_text};
pub use rooms::invite_allowed;
pub use run::{run_until, run_with};
pub use store_key::StorePassphrase;

use acedrex_service::store::UserRef;
use matrix_sdk::ruma::{OwnedRoomId, OwnedUserId, RoomId, UserId};
use std::time::Duration;

/// The log filter when `RUST_LOG` is not set: the bot's own news (login, joins, a
/// database upgrade) and warnings, without matrix-sdk's routine noise (missing key
/// backups, expected 404s).
pub const LOG_FILTER: &str = "warn,acedrex_matrix=info,acedrex_service=info,matrix_sdk_crypto::backups=error,matrix_sdk::http_client=off";

/// Logs to stderr; `RUST_LOG` chooses what (default: [`LOG_FILTER`]).
pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(LOG_FILTER));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// Commands older than this are not answered (they were sent while the bot was away).
pub const MAX_AGE: Duration = Duration::from_secs(10 * 60);

// ---- ids ----------------------------------------------------------------------------

/// The platform part of the core's ids of Matrix users and rooms.
pub(crate) const PLATFORM: &str = "matrix";

/// The core's id of a Matrix user: `matrix:@alice:example.org`.
pub fn core_id(user: &UserId) -> String {
    format!("{PLATFORM}:{user}")
}

/// The Matrix user of a core id, when it is one.
pub fn matrix_id(core: &str) -> Option<OwnedUserId> {
    let id = core.strip_prefix(PLATFORM)?.strip_prefix(':')?;
    UserId::parse(id).ok()
}

/// The core's channel of a room: `matrix:!room:example.org`.
pub fn channel_id(room: &RoomId) -> String {
    format!("{PLATFORM}:{room}")
}

/// A person as the core knows them.
pub(crate) fn person(user: &UserId, name: String) -> UserRef {
    UserRef {
        id: core_id(user),
        name,
        bot: false,
    }
}

/// The room of a core channel (`matrix:!abc:example.org`).
pub fn room_of(channel: &str) -> Option<OwnedRoomId> {
    let id = channel.strip_prefix(PLATFORM)?.strip_prefix(':')?;
    RoomId::parse(id).ok()
}

#[cfg(test)]
mod testing {
    //! Helpers of the modules' tests.
    use matrix_sdk::ruma::events::room::message::NoticeMessageEventContent;
    use matrix_sdk::ruma::{OwnedUserId, UserId};

    pub fn uid(s: &str) -> OwnedUserId {
        UserId::parse(s).expect("a user id")
    }

    pub fn html_of(n: &NoticeMessageEventContent) -> &str {
        n.formatted.as_ref().map_or("", |f| f.body.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::uid;

    #[test]
    fn ids_are_namespaced() {
        let al = uid("@al:ex.org");
        assert_eq!(core_id(&al), "matrix:@al:ex.org");
        assert_eq!(matrix_id("matrix:@al:ex.org"), Some(al.clone()));
        assert_eq!(matrix_id(&core_id(&al)), Some(al));
        assert_eq!(matrix_id("al:ex.org"), None);
        assert_eq!(matrix_id("matrix:al:ex.org"), None);
        assert_eq!(matrix_id("discord:123"), None);
        assert_eq!(matrix_id("acedrex:bot"), None);
        let room = <&RoomId>::try_from("!abc:ex.org").expect("a room id");
        assert_eq!(channel_id(room), "matrix:!abc:ex.org");
        // The clock's notices find their room again; other platforms' are not ours.
        assert_eq!(room_of(&channel_id(room)).as_deref(), Some(room));
        assert_eq!(room_of("discord:700"), None);
        assert_eq!(room_of("terminal:console"), None);
    }
}
