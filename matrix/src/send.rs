//! Sending replies: the layer's plan of a reply as an `m.notice` answering the command
//! (in its thread), calling the player the game waits for, then its files as
//! `m.image`/`m.file`.

use crate::matrix_id;
use crate::platform::notice_of;
use crate::run::{Bot, Job};
use acedrex_frontend::Message;
use acedrex_service::reply::Attachment;
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseFileInfo, BaseImageInfo};
use matrix_sdk::room::reply::{EnforceThread, Reply as ReplyTo};
use matrix_sdk::ruma::events::room::message::{
    AddMentions, ForwardThread, MessageType, NoticeMessageEventContent, ReplyMetadata,
    RoomMessageEventContentWithoutRelation, TextMessageEventContent,
};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{OwnedUserId, UInt};

/// What a client needs to show a file: an image's width, height and size; a file's size.
pub(crate) fn attachment_info(a: &Attachment) -> AttachmentInfo {
    let size = UInt::new(a.bytes.len() as u64);
    if a.mime.starts_with("image/") {
        AttachmentInfo::Image(BaseImageInfo {
            width: a.size.map(|(w, _)| UInt::from(w)),
            height: a.size.map(|(_, h)| UInt::from(h)),
            size,
            blurhash: None,
            is_animated: Some(a.mime == "image/gif"),
        })
    } else {
        AttachmentInfo::File(BaseFileInfo { size })
    }
}

/// A file's text alternative, the `body` of its event (what screen readers and
/// notifications show; the file name stays in `filename`): for the board image of the
/// message's game (`acedrex-ID-PLY.png`, see the service), a sentence in the readers'
/// language; `None` (the body is the file name) for any other file.
pub(crate) fn caption(m: &Message, a: &Attachment) -> Option<TextMessageEventContent> {
    let v = m.game.as_ref()?;
    let ply = a
        .name
        .strip_prefix(&format!("acedrex-{}-", v.id))?
        .strip_suffix(".png")?;
    if a.mime != "image/png" || ply.is_empty() || !ply.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let alt = acedrex_service::texts::messages::board_image_alt(v).text_in(m.lang);
    Some(TextMessageEventContent::plain(alt))
}

/// The people a planned message calls, as Matrix ids (for `m.mentions`).
fn called(m: &Message) -> Vec<OwnedUserId> {
    m.notify.iter().filter_map(|u| matrix_id(&u.id)).collect()
}

/// A planned reply as a Matrix notice: its spans (the layer put the call on whom the
/// game waits for at the end, and the board as text when no image shows it).
fn reply_notice(m: &Message) -> NoticeMessageEventContent {
    notice_of(&m.called(": "))
}

impl Bot {
    /// Sends the layer's plan of a reply: the notice answering the command (in its
    /// thread), then the files. Buttons and cards Matrix cannot show are left out.
    pub(crate) async fn send_reply(&self, job: &Job, mut message: Message) {
        let room = &job.room;
        let notice = reply_notice(&message);
        let meta = ReplyMetadata::new(&job.event_id, &job.sender, job.thread.as_ref());
        let content = RoomMessageEventContentWithoutRelation::new(MessageType::Notice(notice))
            .add_mentions(Mentions::with_user_ids(called(&message)))
            .make_reply_to(meta, ForwardThread::Yes, AddMentions::Yes);
        if let Err(e) = room.send(content).await {
            tracing::warn!(room = %room.room_id(), "cannot send a reply: {e}");
            return;
        }
        let files = std::mem::take(&mut message.files);
        for a in files {
            let caption = caption(&message, &a);
            if let Err(e) = self.send_file(job, a, caption).await {
                tracing::warn!(room = %room.room_id(), "cannot send a file: {e}");
            }
        }
    }

    async fn send_file(
        &self,
        job: &Job,
        a: Attachment,
        caption: Option<TextMessageEventContent>,
    ) -> Result<(), String> {
        let config = AttachmentConfig::new()
            .info(attachment_info(&a))
            .caption(caption)
            .reply(Some(ReplyTo {
                event_id: job.event_id.clone(),
                enforce_thread: EnforceThread::MaybeThreaded,
                add_mentions: AddMentions::No,
            }));
        let mime = a
            .mime
            .parse()
            .map_err(|e| format!("bad mime type {}: {e}", a.mime))?;
        job.room
            .send_attachment(a.name, &mime, a.bytes, config)
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::Matrix;
    use crate::testing::{html_of, uid};
    use crate::{core_id, person, PLATFORM};
    use acedrex_frontend::plan::{self, Asker};
    use acedrex_service::reply::Reply;
    use acedrex_service::service::{Request, Service};
    use matrix_sdk::ruma::UserId;
    use std::sync::Arc;

    /// A reply as the layer plans it for Matrix, sent by `sender`.
    fn planned(reply: &Reply, sender: &UserId) -> Message {
        let asker = Asker {
            channel: "matrix:!r:ex.org",
            user: &core_id(sender),
            pressed: false,
        };
        plan::reply(reply.clone(), asker, PLATFORM, Matrix::CAPS)
    }

    /// Whom a reply calls on (a pill and `m.mentions`), with the name the pill shows.
    fn to_call(reply: &Reply, sender: &UserId) -> Option<(OwnedUserId, String)> {
        let m = planned(reply, sender);
        let u = m.notify.first()?;
        assert_eq!(called(&m), [matrix_id(&u.id)?]);
        Some((matrix_id(&u.id)?, u.name.clone()))
    }

    /// The core a test talks to: a temporary store, the first legal move as the bot.
    fn service() -> Service {
        use acedrex_service::chooser::FirstMove;
        use acedrex_service::service::{Config, ManualClock};
        Service::new(
            acedrex_service::Store::temporary().expect("a temporary store"),
            Arc::new(FirstMove),
            Arc::new(ManualClock::default()),
            Config {
                square: Some(32),
                ..Config::default()
            },
        )
    }

    /// `who` (a Matrix id) sends `text` in one room; mentions are written `@ID`.
    fn say(service: &Service, who: &str, text: &str) -> Reply {
        let user = uid(who);
        service.handle(&Request {
            locale: None,
            channel: "matrix:!r:ex.org".into(),
            user: person(&user, user.localpart().to_string()),
            text: text.into(),
            mentions: text
                .split_whitespace()
                .filter_map(|w| matrix_id(w.strip_prefix('@')?))
                .map(|u| person(&u, u.localpart().to_string()))
                .collect(),
            direct: false,
            private: false,
        })
    }

    #[test]
    fn a_board_image_reads_as_a_sentence_in_its_readers_language() {
        let service = service();
        let alice = uid("@alice:ex.org");
        say(&service, alice.as_str(), "lang fr");
        say(
            &service,
            alice.as_str(),
            "play chess @matrix:@bob:ex.org white",
        );
        say(&service, "@bob:ex.org", "accept");
        let moved = planned(&say(&service, alice.as_str(), "e4"), &alice);
        let id = moved.game.as_ref().expect("the game").id;
        let board = moved
            .files
            .iter()
            .find(|a| a.mime == "image/png")
            .expect("a board image");
        let body = caption(&moved, board).expect("a sentence").body;
        assert_eq!(
            body,
            format!("Échecs, partie nº {id} : l'échiquier après le coup 1.")
        );
        // In English for an English reader; the start position said as such.
        let bob = uid("@bob:ex.org");
        say(
            &service,
            bob.as_str(),
            "play chess @matrix:@carol:ex.org white",
        );
        let accepted = planned(&say(&service, "@carol:ex.org", "accept"), &bob);
        let v = accepted.game.as_ref().expect("the game");
        if let Some(board) = accepted.files.iter().find(|a| a.mime == "image/png") {
            assert_eq!(
                caption(&accepted, board).expect("a sentence").body,
                format!("Chess, game #{}: the board at the start.", v.id)
            );
        }
        // Any other file keeps its name as its body.
        let pgn = Attachment::file(
            format!("acedrex-{id}.pgn"),
            "application/x-chess-pgn",
            Vec::new(),
        );
        assert!(caption(&moved, &pgn).is_none());
    }

    #[test]
    fn help_and_usage_name_the_commands_as_typed_on_matrix() {
        let service = service();
        let alice = uid("@alice:ex.org");
        let body =
            |text: &str| reply_notice(&planned(&say(&service, alice.as_str(), text), &alice)).body;
        let help = body("help");
        assert!(help.contains("(`!play …`)"), "{help}");
        assert!(help.contains("- `!board"), "{help}");
        let usage = body("help board");
        assert!(usage.contains("**board** — `!board"), "{usage}");
    }

    #[test]
    fn the_player_the_game_waits_for_is_called() {
        let service = service();
        let (alice, bob) = (uid("@alice:ex.org"), uid("@bob:ex.org"));
        let call = |who: &OwnedUserId, text: &str| to_call(&say(&service, who.as_str(), text), who);
        // The challenged player, then the player to move, each time the game changed.
        assert_eq!(
            call(&alice, "play chess @matrix:@bob:ex.org white"),
            Some((bob.clone(), "bob".to_string()))
        );
        let accepted = say(&service, "@bob:ex.org", "accept");
        assert_eq!(
            to_call(&accepted, &bob),
            Some((alice.clone(), "alice".to_string()))
        );
        // The pill is the reply's last line: the layer's call, from the typed view.
        let html = reply_notice(&planned(&accepted, &bob));
        assert!(
            html_of(&html).contains(&format!(
                "<a href=\"https://matrix.to/#/@alice:ex.org\">alice</a>, {}",
                acedrex_service::texts::your_move()
            )),
            "{}",
            html_of(&html)
        );
        // Nobody is called when nothing changed (a board, a refused move), nor the sender.
        assert_eq!(call(&bob, "board"), None);
        assert_eq!(call(&uid("@carol:ex.org"), "board"), None);
        assert_eq!(call(&uid("@carol:ex.org"), "move e4"), None);
        assert_eq!(call(&alice, "e4"), Some((bob.clone(), "bob".to_string())));
        assert_eq!(call(&bob, "e5"), Some((alice.clone(), "alice".to_string())));
        // The bot, or a user of another platform, is never called; nor anyone when the
        // game is over.
        let moved = say(&service, "@alice:ex.org", "Nf3");
        let engine = moved.clone().map_game(|g| {
            if let Some(u) = g.to_act.as_mut() {
                u.bot = true;
            }
        });
        assert_eq!(to_call(&engine, &alice), None);
        let elsewhere = moved.clone().map_game(|g| {
            if let Some(u) = g.to_act.as_mut() {
                u.id = "discord:42".into();
            }
        });
        assert_eq!(to_call(&elsewhere, &alice), None);
        assert_eq!(call(&bob, "resign"), None);
        assert_eq!(to_call(&Reply::text("help"), &alice), None);
    }
}
