//! A fake Discord, enough for serenity 0.12 to run a bot against it on loopback.
//!
//! - REST on `127.0.0.1` (give its [`FakeDiscord::url`] to the bot as `DISCORD_PROXY`):
//!   `GET /api/v10/gateway` answers the fake gateway's `ws://` URL; every other call is
//!   recorded ([`Call`]: method, path, JSON body, multipart parts) and answered with the
//!   smallest object serenity accepts.
//! - A gateway (plain WebSocket, JSON text frames): Hello (op 10) → Identify (op 2) →
//!   READY with the application id; heartbeats (op 1) are ACKed (op 11); tests push
//!   dispatches (INTERACTION_CREATE, MESSAGE_CREATE) with [`FakeDiscord::dispatch`] and the
//!   payload builders below. Like Discord for an application whose privileged Message
//!   Content intent is not enabled, it can refuse an Identify that asks for it (close code
//!   4014, [`FakeOptions::refuse_message_content`]); it records the intents of every
//!   Identify ([`FakeDiscord::identified_intents`], [`FakeDiscord::refused_intents`]).
//!
//! serenity drops an event it cannot parse with only a log line, so the payloads carry
//! every field serenity 0.12.5 insists on; those are commented where they are built.

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as Ws;

/// The bot's application id (READY carries it; command registration uses it).
pub const APP_ID: u64 = 1000;
/// Direct-message channels the fake opens are numbered `DM_BASE + user id`.
pub const DM_BASE: u64 = 90_000;
/// The bot's own user id.
pub const BOT_ID: u64 = 1001;
/// The one server.
pub const GUILD_ID: u64 = 2000;
/// The privileged Message Content intent's bit.
pub const MESSAGE_CONTENT: u64 = 1 << 15;
/// The close code of an Identify with intents the application may not use.
pub const DISALLOWED_INTENTS: u16 = 4014;

/// How the fake behaves.
#[derive(Clone, Debug, Default)]
pub struct FakeOptions {
    /// Refuse an Identify that asks for the Message Content intent with close code 4014,
    /// as Discord does when the intent is not enabled for the application.
    pub refuse_message_content: bool,
    /// The server's preferred locale (`fr`, `es-ES`): sent in its GUILD_CREATE after
    /// READY and as every interaction's `guild_locale`. `None`: Discord's default,
    /// `en-US`, and no GUILD_CREATE (as before).
    pub preferred_locale: Option<String>,
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// The path, from `/api/v10/…`.
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    /// The parts of a multipart body (`files[0]`, …, `payload_json`).
    pub parts: Vec<Part>,
}

#[derive(Clone, Debug)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub bytes: Vec<u8>,
}

impl Call {
    /// A field of the JSON body, by a `/`-separated path (`data/content`).
    pub fn get(&self, pointer: &str) -> &Value {
        self.json
            .as_ref()
            .and_then(|j| j.pointer(&format!("/{pointer}")))
            .unwrap_or(&Value::Null)
    }

    /// A field of the message sent, wherever it is (interaction callbacks nest the
    /// message under `data`; an edit of a deferred reply does not).
    pub fn field(&self, pointer: &str) -> &Value {
        match self.get(&format!("data/{pointer}")) {
            Value::Null => self.get(pointer),
            v => v,
        }
    }

    /// The text of the message sent (interaction callbacks nest it under `data`).
    pub fn content(&self) -> String {
        let c = match self.get("data/content") {
            Value::Null => self.get("content"),
            c => c,
        };
        c.as_str().unwrap_or_default().to_string()
    }

    /// The attached files.
    pub fn files(&self) -> Vec<&Part> {
        self.parts
            .iter()
            .filter(|p| p.name.starts_with("files["))
            .collect()
    }

    /// The custom ids of the buttons sent.
    pub fn buttons(&self) -> Vec<String> {
        let rows = match self.get("data/components") {
            Value::Null => self.get("components"),
            r => r,
        };
        let mut out = Vec::new();
        for row in rows.as_array().into_iter().flatten() {
            for b in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = b["custom_id"].as_str() {
                    out.push(id.to_string());
                }
            }
        }
        out
    }
}

struct Inner {
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    next_id: AtomicU64,
    gateway: String,
    /// Interaction token → channel, to answer `GET …/messages/@original`.
    tokens: Mutex<HashMap<String, u64>>,
    options: FakeOptions,
    /// The intents of each Identify answered with READY.
    identified: Mutex<Vec<u64>>,
    /// The intents of each Identify refused (close code 4014).
    refused: Mutex<Vec<u64>>,
    /// Each user's Discord client language (`locale` of their interactions), by id;
    /// `en-US` for the others.
    locales: Mutex<HashMap<u64, String>>,
}

/// The fake; dropped with the test (its tasks end with the runtime).
pub struct FakeDiscord {
    /// The REST base URL, for `DISCORD_PROXY`.
    pub url: String,
    inner: Arc<Inner>,
    push: mpsc::UnboundedSender<(String, Value)>,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with(FakeOptions::default()).await
    }

    pub async fn start_with(options: FakeOptions) -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let gw = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let inner = Arc::new(Inner {
            calls: Mutex::new(Vec::new()),
            changed: Notify::new(),
            next_id: AtomicU64::new(10_000),
            gateway: format!("ws://{}", gw.local_addr().expect("addr")),
            tokens: Mutex::new(HashMap::new()),
            options,
            identified: Mutex::new(Vec::new()),
            refused: Mutex::new(Vec::new()),
            locales: Mutex::new(HashMap::new()),
        });
        let url = format!("http://{}", rest.local_addr().expect("addr"));
        let state = inner.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = rest.accept().await {
                let state = state.clone();
                tokio::spawn(async move {
                    let service =
                        hyper::service::service_fn(move |req| rest_call(state.clone(), req));
                    let io = hyper_util::rt::TokioIo::new(stream);
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(io, service)
                        .await;
                });
            }
        });
        let (push, events) = mpsc::unbounded_channel();
        let events = Arc::new(tokio::sync::Mutex::new(events));
        let state = inner.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = gw.accept().await {
                tokio::spawn(gateway(stream, state.clone(), events.clone()));
            }
        });
        FakeDiscord { url, inner, push }
    }

    /// A fresh snowflake.
    pub fn id(&self) -> u64 {
        self.inner.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// The intents of each Identify the fake accepted (answered with READY), in order.
    pub fn identified_intents(&self) -> Vec<u64> {
        self.inner.identified.lock().expect("identified").clone()
    }

    /// The intents of each Identify the fake refused with close code 4014, in order.
    pub fn refused_intents(&self) -> Vec<u64> {
        self.inner.refused.lock().expect("refused").clone()
    }

    /// The language of `user`'s Discord client: the `locale` of their interactions
    /// from now on (`es-ES`, `fr`, `de`).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.inner
            .locales
            .lock()
            .expect("locales")
            .insert(user, locale.to_string());
    }

    /// The slash commands the bot registered last (the body of its last
    /// `PUT …/commands`).
    pub fn registered_commands(&self) -> Vec<Value> {
        self.calls()
            .into_iter()
            .rev()
            .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .and_then(|c| c.json)
            .and_then(|j| j.as_array().cloned())
            .unwrap_or_default()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.inner.calls.lock().expect("calls").clone()
    }

    /// How many calls so far: a mark for [`FakeDiscord::wait_for`].
    pub fn mark(&self) -> usize {
        self.inner.calls.lock().expect("calls").len()
    }

    /// The first call from `since` on that `matches`; panics after 20 s with the calls seen.
    pub async fn wait_for(
        &self,
        since: usize,
        what: &str,
        matches: impl Fn(&Call) -> bool,
    ) -> Call {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let changed = self.inner.changed.notified();
            if let Some(c) = self.calls().into_iter().skip(since).find(|c| matches(c)) {
                return c;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                let seen: Vec<String> = self
                    .calls()
                    .iter()
                    .map(|c| format!("{} {} {}", c.method, c.path, c.content()))
                    .collect();
                panic!("no call: {what}; calls:\n{}", seen.join("\n"));
            }
        }
    }

    /// Pushes a gateway dispatch (`t`, `d`).
    pub fn dispatch(&self, event: &str, data: Value) {
        let _ = self.push.send((event.to_string(), data));
    }

    /// A slash command (`/name options…`) by `user` in `channel`; returns the interaction
    /// id and token. `options`: `[{"name", "type", "value"}]`; `resolved`: the users the
    /// options name, as `{"users": {ID: user}}`.
    pub fn slash(
        &self,
        channel: u64,
        user: &Value,
        name: &str,
        options: Value,
        resolved: Value,
    ) -> (u64, String) {
        let data = json!({"id": "3000", "name": name, "type": 1, "options": options, "resolved": resolved});
        self.interaction(2, channel, user, data, None)
    }

    /// The user typing into an autocompleted option (`focused` marks it).
    pub fn autocomplete(
        &self,
        channel: u64,
        user: &Value,
        name: &str,
        options: Value,
    ) -> (u64, String) {
        let data = json!({"id": "3000", "name": name, "type": 1, "options": options});
        self.interaction(4, channel, user, data, None)
    }

    /// `user` presses the button `custom_id` under a message of the bot.
    pub fn press(&self, channel: u64, user: &Value, custom_id: &str) -> (u64, String) {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        // A component interaction must carry the whole message the button is on.
        let message = self.message(channel, &user_json(BOT_ID, "acedrex", true), "");
        self.interaction(3, channel, user, data, Some(message))
    }

    fn interaction(
        &self,
        kind: u8,
        channel: u64,
        user: &Value,
        data: Value,
        message: Option<Value>,
    ) -> (u64, String) {
        let id = self.id();
        let token = format!("token-{id}");
        let who: u64 = user["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let locale = self
            .inner
            .locales
            .lock()
            .expect("locales")
            .get(&who)
            .cloned()
            .unwrap_or_else(|| "en-US".to_string());
        self.inner
            .tokens
            .lock()
            .expect("tokens")
            .insert(token.clone(), channel);
        let mut d = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": GUILD_ID.to_string(),
            // serenity reads the channel's kind and parent from this partial channel.
            "channel": {"id": channel.to_string(), "type": 0, "name": "general"},
            "channel_id": channel.to_string(),
            // With a `member`, serenity takes the user from it; a top-level `user` is
            // simpler and accepted.
            "user": user,
            // Fields serenity 0.12.5 requires on every interaction:
            "token": token,
            "version": 1,
            // The user's client language, and the server's preferred one.
            "locale": locale,
            "guild_locale": self.inner.options.preferred_locale.as_deref().unwrap_or("en-US"),
            "entitlements": [],
            "attachment_size_limit": 26_214_400,
        });
        if let Some(m) = message {
            d["message"] = m;
        }
        self.dispatch("INTERACTION_CREATE", d);
        (id, token)
    }

    /// A message typed by `user` in a server channel (`guild: true`) or a DM.
    pub fn say(
        &self,
        channel: u64,
        user: &Value,
        content: &str,
        mentions: Vec<Value>,
        guild: bool,
    ) {
        let mut m = self.message(channel, user, content);
        m["mentions"] = Value::Array(mentions);
        if guild {
            m["guild_id"] = json!(GUILD_ID.to_string());
        }
        self.dispatch("MESSAGE_CREATE", m);
    }

    /// A message object with the fields serenity requires.
    pub fn message(&self, channel: u64, author: &Value, content: &str) -> Value {
        message_json(self.id(), channel, author, content)
    }
}

/// A user object: `id` and `username` are required, the rest may be null.
pub fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "global_name": name, "avatar": null, "bot": bot})
}

fn message_json(id: u64, channel: u64, author: &Value, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": content,
        // Required by serenity's Message even when empty or false:
        "timestamp": "2025-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    })
}

/// The one server as GUILD_CREATE gives it: the fields serenity 0.12.5 requires, no
/// roles, channels or members (the bot learns channels from its events, as before).
fn guild_json(preferred_locale: &str) -> Value {
    json!({
        "id": GUILD_ID.to_string(),
        "name": "acedrex test server",
        "icon": null,
        "owner_id": "1",
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "system_channel_flags": 0,
        "premium_tier": 0,
        "preferred_locale": preferred_locale,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": "2025-01-01T00:00:00.000000+00:00",
        "large": false,
        "member_count": 3,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    })
}

/// One gateway connection: Hello, Identify → READY (or close code 4014 for intents the
/// fake refuses), then heartbeats and pushed events.
async fn gateway(
    stream: tokio::net::TcpStream,
    state: Arc<Inner>,
    events: Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<(String, Value)>>>,
) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut tx, mut rx) = ws.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
    if tx.send(Ws::Text(hello.to_string())).await.is_err() {
        return;
    }
    let mut seq = 0u64;
    let mut events = events.lock().await;
    loop {
        tokio::select! {
            frame = rx.next() => {
                let text = match frame {
                    Some(Ok(Ws::Text(text))) => text,
                    Some(Ok(Ws::Close(_))) => {
                        // Complete the closing handshake (serenity waits for it).
                        let _ = tx.close().await;
                        return;
                    }
                    Some(Ok(_)) => continue,
                    _ => return,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                let reply = match v["op"].as_u64() {
                    Some(1) => json!({"op": 11}),
                    Some(2) => {
                        let intents = v["d"]["intents"].as_u64().unwrap_or(0);
                        if state.options.refuse_message_content && intents & MESSAGE_CONTENT != 0 {
                            state.refused.lock().expect("refused").push(intents);
                            state.changed.notify_waiters();
                            let frame = CloseFrame {
                                code: CloseCode::from(DISALLOWED_INTENTS),
                                reason: "Disallowed intent(s).".into(),
                            };
                            let _ = tx.send(Ws::Close(Some(frame))).await;
                            // The connection ends (and frees the event queue for the next).
                            return;
                        }
                        state.identified.lock().expect("identified").push(intents);
                        state.changed.notify_waiters();
                        seq += 1;
                        // READY: `v`, `user`, `guilds`, `session_id`, `resume_gateway_url`
                        // and `application` (id and flags) are all required.
                        json!({"op": 0, "s": seq, "t": "READY", "d": {
                            "v": 10,
                            "user": user_json(BOT_ID, "acedrex", true),
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": "ws://127.0.0.1:9",
                            "shard": [0, 1],
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                        }})
                    }
                    _ => continue,
                };
                let ready = reply["t"] == "READY";
                if tx.send(Ws::Text(reply.to_string())).await.is_err() {
                    return;
                }
                // The server, with its preferred locale, as Discord sends it after READY.
                if let (true, Some(locale)) = (ready, &state.options.preferred_locale) {
                    seq += 1;
                    let guild = json!({"op": 0, "s": seq, "t": "GUILD_CREATE", "d": guild_json(locale)});
                    if tx.send(Ws::Text(guild.to_string())).await.is_err() {
                        return;
                    }
                }
            }
            event = events.recv() => {
                let Some((t, d)) = event else { return };
                seq += 1;
                let frame = json!({"op": 0, "s": seq, "t": t, "d": d});
                if tx.send(Ws::Text(frame.to_string())).await.is_err() {
                    return;
                }
            }
        }
    }
}

type Reply = Response<Full<Bytes>>;

fn answer(status: u16, body: Option<Value>) -> Result<Reply, std::convert::Infallible> {
    let mut r = Response::builder().status(status);
    let bytes = match body {
        Some(v) => {
            r = r.header("content-type", "application/json");
            Bytes::from(v.to_string())
        }
        None => Bytes::new(),
    };
    Ok(r.body(Full::new(bytes)).expect("response"))
}

async fn rest_call(
    state: Arc<Inner>,
    req: Request<Incoming>,
) -> Result<Reply, std::convert::Infallible> {
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let boundary = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split("boundary=").nth(1))
        .map(|b| b.trim_matches('"').to_string());
    let body = match req.into_body().collect().await {
        Ok(b) => b.to_bytes().to_vec(),
        Err(_) => return answer(400, None),
    };
    let parts = boundary.map(|b| multipart(&body, &b)).unwrap_or_default();
    let json = match parts.iter().find(|p| p.name == "payload_json") {
        Some(p) => serde_json::from_slice(&p.bytes).ok(),
        None => serde_json::from_slice(&body).ok(),
    };
    let call = Call {
        method,
        path,
        json,
        parts,
    };
    let response = respond(&state, &call);
    if !call.path.starts_with("/api/v10/gateway") {
        state.calls.lock().expect("calls").push(call);
        state.changed.notify_waiters();
    }
    response
}

/// The answer to each route the bot uses.
fn respond(state: &Inner, call: &Call) -> Result<Reply, std::convert::Infallible> {
    let segments: Vec<&str> = call
        .path
        .trim_start_matches("/api/v10/")
        .split('/')
        .collect();
    let id = || state.next_id.fetch_add(1, Ordering::SeqCst);
    let bot = user_json(BOT_ID, "acedrex", true);
    let content = call.content();
    match (call.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => answer(200, Some(json!({"url": state.gateway}))),
        // Automatic sharding asks how many shards to run: one.
        ("GET", ["gateway", "bot"]) => answer(
            200,
            Some(json!({
                "url": state.gateway,
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000,
                    "reset_after": 0, "max_concurrency": 1},
            })),
        ),
        // Registration answers the commands; each needs an id, `type` and `version`.
        ("PUT", ["applications", _, .., "commands"]) => {
            let list: Vec<Value> = call
                .json
                .as_ref()
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|c| {
                    json!({"id": id().to_string(), "type": 1, "application_id": APP_ID.to_string(),
                           "name": c["name"], "description": c["description"], "version": "1"})
                })
                .collect();
            answer(200, Some(Value::Array(list)))
        }
        ("POST", ["interactions", _, _, "callback"]) => answer(204, None),
        (_, ["webhooks", _, token, "messages", "@original"]) => {
            let channel = state
                .tokens
                .lock()
                .expect("tokens")
                .get(*token)
                .copied()
                .unwrap_or(1);
            answer(200, Some(message_json(id(), channel, &bot, &content)))
        }
        ("POST", ["channels", c, "messages"]) => {
            let channel = c.parse().unwrap_or(1);
            answer(200, Some(message_json(id(), channel, &bot, &content)))
        }
        ("POST", ["channels", c, "messages", _, "threads"]) => answer(
            201,
            Some(
                json!({"id": id().to_string(), "type": 11, "guild_id": GUILD_ID.to_string(),
                        "parent_id": c, "name": call.get("name")}),
            ),
        ),
        ("POST", ["channels", _, "typing"]) => answer(204, None),
        // Opening a direct message: the channel is numbered after its recipient
        // (DM_BASE + user id) so tests know where to look.
        ("POST", ["users", "@me", "channels"]) => {
            let who: u64 = call
                .get("recipient_id")
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            answer(
                200,
                Some(
                    json!({"id": (DM_BASE + who).to_string(), "type": 1, "last_message_id": null,
                            "recipients": [user_json(who, &format!("user{who}"), false)]}),
                ),
            )
        }
        _ => answer(404, Some(json!({"message": "Unknown", "code": 10003}))),
    }
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// The parts of a `multipart/form-data` body.
fn multipart(body: &[u8], boundary: &str) -> Vec<Part> {
    let delim = format!("--{boundary}");
    let mut parts = Vec::new();
    let mut at = match find(body, delim.as_bytes(), 0) {
        Some(i) => i + delim.len(),
        None => return parts,
    };
    while let Some(next) = find(body, delim.as_bytes(), at) {
        let chunk = &body[at..next];
        at = next + delim.len();
        let chunk = chunk.strip_prefix(b"\r\n").unwrap_or(chunk);
        let chunk = chunk.strip_suffix(b"\r\n").unwrap_or(chunk);
        let Some(split) = find(chunk, b"\r\n\r\n", 0) else {
            continue;
        };
        let head = String::from_utf8_lossy(&chunk[..split]).to_string();
        let field = |key: &str| {
            head.split(&format!("{key}=\""))
                .nth(1)
                .and_then(|s| s.split('"').next())
                .map(str::to_string)
        };
        parts.push(Part {
            name: field(" name").or_else(|| field("name")).unwrap_or_default(),
            filename: field("filename"),
            bytes: chunk[split + 4..].to_vec(),
        });
    }
    parts
}
