//! Matrix users for the end-to-end tests: a matrix-sdk client that logs in, syncs in the
//! background and keeps every message it sees, with helpers to talk to the bot.
// Each test target uses its own part of these helpers.
#![allow(dead_code)]

use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::relation::InReplyTo;
use matrix_sdk::ruma::events::room::message::{
    ImageMessageEventContent, MessageType, OriginalSyncRoomMessageEvent, Relation,
    RoomMessageEventContent,
};
use matrix_sdk::ruma::events::room::MediaSource;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId, RoomId, UserId};
use matrix_sdk::{Client, Room};

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const BOT: &str = "@acedrex:localhost";
pub const WAIT: Duration = Duration::from_secs(30);

/// A message a player's client received.
#[derive(Clone, Debug)]
pub struct Msg {
    pub room: OwnedRoomId,
    pub id: OwnedEventId,
    pub sender: OwnedUserId,
    pub content: RoomMessageEventContent,
}

impl Msg {
    /// The event this message replies to (directly or inside a thread).
    pub fn reply_to(&self) -> Option<&OwnedEventId> {
        match &self.content.relates_to {
            Some(Relation::Reply(r)) => Some(&r.in_reply_to.event_id),
            Some(Relation::Thread(t)) => t.in_reply_to.as_ref().map(|r: &InReplyTo| &r.event_id),
            _ => None,
        }
    }

    pub fn body(&self) -> &str {
        self.content.body()
    }

    pub fn html(&self) -> Option<&str> {
        match &self.content.msgtype {
            MessageType::Notice(n) => n.formatted.as_ref().map(|f| f.body.as_str()),
            MessageType::Text(t) => t.formatted.as_ref().map(|f| f.body.as_str()),
            _ => None,
        }
    }

    pub fn image(&self) -> Option<&ImageMessageEventContent> {
        match &self.content.msgtype {
            MessageType::Image(i) => Some(i),
            _ => None,
        }
    }

    pub fn mentions(&self, user: &str) -> bool {
        self.content
            .mentions
            .as_ref()
            .is_some_and(|m| m.user_ids.iter().any(|u| u.as_str() == user))
    }
}

pub struct Player {
    pub client: Client,
    pub token: String,
    pub seen: Arc<Mutex<Vec<Msg>>>,
    pub sync: tokio::task::JoinHandle<()>,
}

/// The password a test person has ([`Synapse::with_people`](super::Synapse::with_people)).
pub fn password(name: &str) -> String {
    format!("{name}-pass")
}

impl Player {
    /// `name` logged in with the password [`Synapse::with_people`](super::Synapse::with_people)
    /// gave them.
    pub async fn named(url: &str, name: &str) -> Player {
        Player::login(url, name, &password(name)).await
    }

    pub async fn login(url: &str, name: &str, password: &str) -> Player {
        let client = Client::builder()
            .homeserver_url(url)
            .build()
            .await
            .expect("a client");
        client
            .matrix_auth()
            .login_username(name, password)
            .initial_device_display_name(name)
            .send()
            .await
            .unwrap_or_else(|e| panic!("{name} cannot log in: {e}"));
        let token = client
            .matrix_auth()
            .session()
            .expect("a session")
            .tokens
            .access_token;
        let seen: Arc<Mutex<Vec<Msg>>> = Arc::default();
        {
            let seen = seen.clone();
            client.add_event_handler(move |ev: OriginalSyncRoomMessageEvent, room: Room| {
                let seen = seen.clone();
                async move {
                    seen.lock().expect("the message list").push(Msg {
                        room: room.room_id().to_owned(),
                        id: ev.event_id,
                        sender: ev.sender,
                        content: ev.content,
                    });
                }
            });
        }
        let c = client.clone();
        let sync = tokio::spawn(async move {
            let _ = c
                .sync(SyncSettings::default().timeout(Duration::from_secs(5)))
                .await;
        });
        Player {
            client,
            token,
            seen,
            sync,
        }
    }

    pub fn me(&self) -> String {
        self.client
            .user_id()
            .map(|u| u.to_string())
            .unwrap_or_default()
    }

    /// How many messages this player has seen so far: news from here on is
    /// `seen[mark..]`.
    pub fn mark(&self) -> usize {
        self.seen.lock().expect("the message list").len()
    }

    /// Waits for the bot's first message since `mark` that passes `pick`.
    pub async fn bot_said_since(
        &self,
        mark: usize,
        what: &str,
        pick: impl Fn(&Msg) -> bool,
    ) -> Msg {
        self.wait_for(what, |seen| {
            seen[mark..]
                .iter()
                .find(|m| m.sender.as_str() == BOT && pick(m))
                .cloned()
        })
        .await
    }

    /// Waits until a received message passes `pick`.
    pub async fn wait_for<T>(&self, what: &str, mut pick: impl FnMut(&[Msg]) -> Option<T>) -> T {
        poll(
            || std::future::ready(pick(&self.seen.lock().expect("the message list"))),
            || {
                let seen = self.seen.lock().expect("the message list");
                let last: Vec<String> = seen
                    .iter()
                    .rev()
                    .take(8)
                    .map(|m| format!("{} {}: {}", m.id, m.sender, m.body()))
                    .collect();
                format!(
                    "{} waited {WAIT:?} for {what}; the last messages:\n{}",
                    self.me(),
                    last.join("\n")
                )
            },
        )
        .await
    }

    pub async fn room(&self, id: &RoomId) -> Room {
        poll(
            || async { self.client.get_room(id) },
            || format!("{} never saw room {id}", self.me()),
        )
        .await
    }

    /// `user`'s device `device` as this player's client knows it. The client learns other
    /// devices by a key query after sharing an encrypted room, and a decrypted message does
    /// not wait for that query, so the device may lag the message: wait for it.
    pub async fn known_device(
        &self,
        user: &str,
        device: &str,
    ) -> matrix_sdk::encryption::identities::Device {
        let user = UserId::parse(user).expect("a user id");
        let crypto = self.client.encryption();
        poll(
            || async {
                crypto
                    .get_device(&user, device.into())
                    .await
                    .expect("the crypto store")
            },
            || {
                format!(
                    "{} waited {WAIT:?} to know {user}'s device {device}",
                    self.me()
                )
            },
        )
        .await
    }

    pub async fn say_content(
        &self,
        room: &RoomId,
        content: RoomMessageEventContent,
    ) -> OwnedEventId {
        self.room(room)
            .await
            .send(content)
            .await
            .unwrap_or_else(|e| panic!("{} cannot send: {e}", self.me()))
            .response
            .event_id
    }

    pub async fn say(&self, room: &RoomId, text: &str) -> OwnedEventId {
        self.say_content(room, RoomMessageEventContent::text_plain(text))
            .await
    }

    /// The bot's text reply to `event`.
    pub async fn reply(&self, event: &OwnedEventId) -> Msg {
        self.wait_for(&format!("the bot's reply to {event}"), |seen| {
            seen.iter()
                .find(|m| {
                    m.sender.as_str() == BOT
                        && m.reply_to() == Some(event)
                        && matches!(m.content.msgtype, MessageType::Notice(_))
                })
                .cloned()
        })
        .await
    }

    /// The bot's board image for `event`.
    pub async fn image(&self, event: &OwnedEventId) -> Msg {
        self.wait_for(&format!("the bot's image for {event}"), |seen| {
            seen.iter()
                .find(|m| {
                    m.sender.as_str() == BOT && m.reply_to() == Some(event) && m.image().is_some()
                })
                .cloned()
        })
        .await
    }

    /// Says `text`, waits for the text reply, checks it contains every one of `wants`.
    pub async fn expect(&self, room: &RoomId, text: &str, wants: &[&str]) -> (OwnedEventId, Msg) {
        let id = self.say(room, text).await;
        let r = self.reply(&id).await;
        for w in wants {
            assert!(
                r.body().contains(w),
                "{}: `{text}`\nexpected the reply to contain: {w}\ngot: {}",
                self.me(),
                r.body()
            );
        }
        (id, r)
    }

    /// Downloads an unencrypted image through the authenticated media endpoint.
    pub async fn download(&self, url: &str, img: &ImageMessageEventContent) -> Vec<u8> {
        let MediaSource::Plain(mxc) = &img.source else {
            panic!("an unencrypted room got an encrypted file");
        };
        let (server, media) = mxc.parts().expect("an mxc:// URI");
        let resp = matrix_sdk::reqwest::Client::new()
            .get(format!(
                "{url}/_matrix/client/v1/media/download/{server}/{media}"
            ))
            .bearer_auth(&self.token)
            .send()
            .await
            .expect("the media download");
        assert!(
            resp.status().is_success(),
            "media download: {}",
            resp.status()
        );
        resp.bytes().await.expect("the media bytes").to_vec()
    }

    pub async fn stop(self) {
        self.sync.abort();
        let _ = self.sync.await;
    }
}

pub async fn create_room(p: &Player, invite: &[&str], encrypted: bool) -> OwnedRoomId {
    let mut req = CreateRoom::new();
    req.invite = invite
        .iter()
        .map(|u| UserId::parse(*u).expect("a user id"))
        .collect();
    let room = p.client.create_room(req).await.expect("a new room");
    if encrypted {
        room.enable_encryption().await.expect("encryption on");
    }
    room.room_id().to_owned()
}

pub async fn join(p: &Player, room: &RoomId) {
    let deadline = Instant::now() + WAIT;
    while let Err(e) = p.client.join_room_by_id(room).await {
        assert!(Instant::now() < deadline, "{} cannot join: {e}", p.me());
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The people `names` logged in, in one new room with the bot: the first creates it
/// (unencrypted), inviting the bot and the others, who join; the bot's greeting has come.
pub async fn people_in_a_room<const N: usize>(
    url: &str,
    names: [&str; N],
) -> ([Player; N], OwnedRoomId) {
    let mut people = Vec::new();
    for name in names {
        people.push(Player::named(url, name).await);
    }
    let others: Vec<String> = names[1..]
        .iter()
        .map(|n| format!("@{n}:localhost"))
        .collect();
    let mut invite = vec![BOT];
    invite.extend(others.iter().map(String::as_str));
    let room = create_room(&people[0], &invite, false).await;
    for p in &people[1..] {
        join(p, &room).await;
    }
    greeted(&people[0], &room).await;
    let people: [Player; N] = people.try_into().ok().expect("one player a name");
    (people, room)
}

/// A command naming a local user by a pill, as Element sends it: `text` as the body, and
/// in the HTML the first word equal to `user`'s localpart (`bob` for `@bob:localhost`)
/// a link to the user.
pub fn with_pill(text: &str, user: &str) -> RoomMessageEventContent {
    let name = user
        .strip_prefix('@')
        .and_then(|u| u.split(':').next())
        .expect("a user id");
    let mut named = false;
    let html: Vec<String> = text
        .split(' ')
        .map(|w| {
            if w == name && !named {
                named = true;
                format!("<a href=\"https://matrix.to/#/{user}\">{name}</a>")
            } else {
                w.to_string()
            }
        })
        .collect();
    assert!(named, "`{text}` names {name}");
    RoomMessageEventContent::text_html(text, html.join(" "))
}

/// Waits for the bot's greeting in `room` (it joined).
pub async fn greeted(p: &Player, room: &RoomId) {
    p.wait_for("the bot's greeting", |seen| {
        seen.iter()
            .find(|m| m.room == room && m.sender.as_str() == BOT && m.body().contains("!help"))
            .map(|_| ())
    })
    .await;
}

/// Asks `probe` every 50 ms until it answers, for up to [`WAIT`]; then fails with
/// `failure`'s text.
async fn poll<T, F: std::future::Future<Output = Option<T>>>(
    mut probe: impl FnMut() -> F,
    failure: impl FnOnce() -> String,
) -> T {
    let deadline = Instant::now() + WAIT;
    loop {
        if let Some(t) = probe().await {
            return t;
        }
        assert!(Instant::now() < deadline, "{}", failure());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
