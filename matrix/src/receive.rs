//! Receiving commands: which messages are commands (fresh, `!`, not edits), one worker
//! per room so a room's commands are answered in order, the users a command names
//! resolved to the core's ids, and the request played by the service.

use crate::read::{command_text, message_text};
use crate::rooms::room_private;
use crate::run::{Bot, Job};
use crate::{channel_id, core_id, person, MAX_AGE};
// The project's one poison-tolerant lock helper.
use crate::platform::Typing;
use acedrex_frontend::Asked;
use acedrex_service::lock;
use acedrex_service::service::Request;
use acedrex_service::store::UserRef;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation,
};
use matrix_sdk::ruma::{OwnedRoomId, UserId};
use matrix_sdk::{Room, RoomMemberships, RoomState};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::mpsc;

impl Bot {
    pub(crate) fn on_message(self: Arc<Self>, ev: OriginalSyncRoomMessageEvent, room: Room) {
        if room.state() != RoomState::Joined || ev.sender == self.me {
            return;
        }
        let MessageType::Text(t) = &ev.content.msgtype else {
            return;
        };
        let age = ev
            .origin_server_ts
            .to_system_time()
            .and_then(|t| std::time::SystemTime::now().duration_since(t).ok())
            .unwrap_or_default();
        if age > MAX_AGE {
            tracing::info!(room = %room.room_id(), event = %ev.event_id, "not answering a message sent {}s ago", age.as_secs());
            return;
        }
        let thread = match &ev.content.relates_to {
            Some(Relation::Replacement(_)) => return, // an edit
            Some(Relation::Thread(th)) => Some(th.clone()),
            _ => None,
        };
        let (text, pills) = message_text(t);
        let Some(text) = command_text(&text, &self.me) else {
            return;
        };
        let mentioned = ev
            .content
            .mentions
            .as_ref()
            .map(|m| m.user_ids.iter().cloned().collect())
            .unwrap_or_default();
        let job = Job {
            room: room.clone(),
            event_id: ev.event_id.clone(),
            sender: ev.sender.clone(),
            thread,
            text,
            pills,
            mentioned,
        };
        let mut workers = lock(&self.workers);
        let room_id = room.room_id().to_owned();
        let job = match workers.get(&room_id) {
            Some(tx) => match tx.send(job) {
                Ok(()) => return,
                // The worker is gone (it cannot be, short of a panic): start another.
                Err(mpsc::error::SendError(job)) => job,
            },
            None => job,
        };
        self.spawn_worker(&mut workers, room_id, job);
    }

    fn spawn_worker(
        self: &Arc<Self>,
        workers: &mut HashMap<OwnedRoomId, mpsc::UnboundedSender<Job>>,
        room_id: OwnedRoomId,
        first: Job,
    ) {
        let (tx, mut rx) = mpsc::unbounded_channel::<Job>();
        // Cannot fail: the receiver is alive.
        let _ = tx.send(first);
        workers.insert(room_id, tx);
        let bot = self.clone();
        tokio::spawn(async move {
            while let Some(job) = rx.recv().await {
                bot.answer(job).await;
            }
        });
    }

    /// Plays one command and sends the answer.
    async fn answer(&self, job: Job) {
        let name = member_name(&job.room, &job.sender).await;
        let (text, mentions) = self.resolve_users(&job).await;
        let req = Request {
            locale: None,
            channel: channel_id(job.room.room_id()),
            user: person(&job.sender, name),
            text,
            mentions,
            // Matrix games are played in a room both players share.
            direct: false,
            private: room_private(&job.room),
        };
        // The layer plans the reply and decides whether "typing…" shows meanwhile (the
        // bot thinks, an analysis, a file).
        let typing = Typing {
            room: job.room.clone(),
        };
        let answer = self
            .frontend
            .answer(self.matrix.as_ref(), Asked::line(req.clone()), &typing)
            .await;
        let mut message = match answer.message {
            Some(m) => m,
            None => self.frontend.apology(req).await,
        };
        let notices = std::mem::take(&mut message.notices);
        self.send_reply(&job, message).await;
        self.frontend.deliver(self.matrix.as_ref(), notices).await;
    }

    /// The command with every user it names written as the core reads them (`@ID`, the
    /// core id; the bot itself as `bot`), and the people named, with their names. Users
    /// come as Matrix ids (typed out, or from pills) or as a bare `@bob`: the one room
    /// member whose localpart or display name is `bob`.
    async fn resolve_users(&self, job: &Job) -> (String, Vec<UserRef>) {
        let room = &job.room;
        let mut named: Vec<UserRef> = Vec::new();
        let mut members = None;
        let mut words = Vec::new();
        for w in job.text.split_whitespace() {
            let user = if w.starts_with('@') {
                UserId::parse(w).ok()
            } else {
                None
            };
            let word = match user {
                Some(u) if u == self.me => "bot".to_string(),
                Some(u) => {
                    let name = match job.pills.iter().find(|(p, _)| *p == u) {
                        Some((_, shown)) => shown.clone(),
                        None => member_name(room, &u).await,
                    };
                    add_person(&mut named, person(&u, name));
                    format!("@{}", core_id(&u))
                }
                None if is_bare_mention(w) => {
                    if members.is_none() {
                        members = Some(
                            room.members_no_sync(RoomMemberships::JOIN | RoomMemberships::INVITE)
                                .await
                                .unwrap_or_default(),
                        );
                    }
                    let wanted = &w[1..];
                    let found: Vec<_> = members
                        .iter()
                        .flatten()
                        .filter(|m| {
                            m.user_id().localpart().eq_ignore_ascii_case(wanted)
                                || m.display_name()
                                    .is_some_and(|d| d.eq_ignore_ascii_case(wanted))
                        })
                        .collect();
                    match found.as_slice() {
                        [m] if m.user_id() == self.me => "bot".to_string(),
                        [m] => {
                            add_person(&mut named, person(m.user_id(), m.name().to_string()));
                            format!("@{}", core_id(m.user_id()))
                        }
                        _ => w.to_string(),
                    }
                }
                None => w.to_string(),
            };
            words.push(word);
        }
        // Users the message mentions without naming them in the command: their names,
        // in case the core needs them.
        for u in &job.mentioned {
            if *u != self.me && !named.iter().any(|p| p.id == core_id(u)) {
                let name = member_name(room, u).await;
                add_person(&mut named, person(u, name));
            }
        }
        (words.join(" "), named)
    }
}

fn add_person(people: &mut Vec<UserRef>, p: UserRef) {
    if !people.iter().any(|q| q.id == p.id) {
        people.push(p);
    }
}

fn is_bare_mention(w: &str) -> bool {
    w.len() > 1
        && w.starts_with('@')
        && !w.contains(':')
        && !w.eq_ignore_ascii_case("@bot")
        && w[1..]
            .chars()
            .all(|c| c.is_alphanumeric() || "._-=/".contains(c))
}

async fn member_name(room: &Room, user: &UserId) -> String {
    match room.get_member_no_sync(user).await {
        Ok(Some(m)) => m.name().to_string(),
        _ => user.localpart().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_mentions_are_names() {
        assert!(is_bare_mention("@bob"));
        assert!(!is_bare_mention("@bob:ex.org"));
        assert!(!is_bare_mention("@bot"));
        assert!(!is_bare_mention("@"));
    }
}
