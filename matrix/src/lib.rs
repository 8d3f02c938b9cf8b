//! The Matrix front end (matrix-sdk 0.18): the bot logs in once, keeps its session and
//! sync position under `<db>/matrix/`, joins the rooms it is invited to (optionally only
//! from allowed servers or users) and answers `!acedrex COMMAND` / `!COMMAND` messages.
//!
//! - **Who is who.** The core's channel is the room id; a player's core id is the Matrix id
//!   *without* its `@` sigil (`alice:example.org`), so that a command's `@ID` — what the
//!   command parser reads — is exactly the Matrix id people type or that a mention pill
//!   points to (`play chess @bob:example.org`). Pills are turned into that text; a bare
//!   `@bob` is resolved to the one room member whose localpart or display name is `bob`.
//!   Naming the bot itself (its pill or id) means `bot`.
//! - **Only `!` messages.** Everything else in a room is ignored, so the bot stays quiet
//!   in busy rooms; a move is `!e4` or `!move e4`. A message that starts with the bot's
//!   mention (`@acedrex:example.org board`) counts as a command too. Notices (what bots
//!   send), edits and the bot's own messages are ignored.
//! - **Replies** are `m.notice` messages with a plain body and HTML (bold, code, lists,
//!   the board as text when there is no image), sent as a reply to the command (in its
//!   thread when it was written in one). Command words in the core's texts get their `!`
//!   (`` `accept` `` becomes `` `!accept` ``). The player to move (or the challenged
//!   player) is mentioned with a pill and in `m.mentions`. Board images go up as `m.image`
//!   with width, height, size and mimetype; other files (records) as `m.file`.
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
//!   (at most one per room every ten minutes).

use acedrex_service::reply::{Attachment, Reply};
use acedrex_service::service::{Request, Service};
use acedrex_service::store::UserRef;
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseFileInfo, BaseImageInfo};
use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::encryption::EncryptionSettings;
use matrix_sdk::room::reply::{EnforceThread, Reply as ReplyTo};
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk::ruma::events::relation::Thread;
use matrix_sdk::ruma::events::room::encrypted::OriginalSyncRoomEncryptedEvent;
use matrix_sdk::ruma::events::room::member::{MembershipState, StrippedRoomMemberEvent};
use matrix_sdk::ruma::events::room::message::{
    AddMentions, ForwardThread, MessageFormat, MessageType, OriginalSyncRoomMessageEvent, Relation,
    ReplyMetadata, RoomMessageEventContent, RoomMessageEventContentWithoutRelation,
};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId, UInt, UserId};
use matrix_sdk::store::RoomLoadSettings;
use matrix_sdk::{Client, Room, RoomMemberships, RoomState, SessionMeta, SessionTokens};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// How the bot proves who it is on its first start.
#[derive(Clone)]
pub enum Secret {
    Password(String),
    AccessToken(String),
    /// Nothing given: a session stored under `<db>/matrix/` must exist.
    None,
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Secret::Password(_) => "Password(<hidden>)",
            Secret::AccessToken(_) => "AccessToken(<hidden>)",
            Secret::None => "None",
        })
    }
}

/// Settings of the Matrix bot.
#[derive(Clone, Debug)]
pub struct MatrixOptions {
    /// The database folder; the Matrix state lives in its `matrix` subfolder.
    pub db: PathBuf,
    /// Homeserver URL (`https://matrix.example.org`); may be left out when a session is
    /// stored.
    pub homeserver: Option<String>,
    /// The bot's full id, `@acedrex:example.org` (needed for a password login).
    pub user: Option<String>,
    pub secret: Secret,
    /// Servers (`example.org`) or users (`@alice:example.org`) whose invites are accepted;
    /// empty: everyone's.
    pub allow: Vec<String>,
    /// The name of the bot's device, as other users' clients show it.
    pub device_name: String,
}

impl MatrixOptions {
    /// The options from flags, falling back to the environment: `MATRIX_HOMESERVER`,
    /// `MATRIX_USER`, and the secret from `--password-file`, else `MATRIX_PASSWORD`, else
    /// `MATRIX_ACCESS_TOKEN`.
    pub fn from_flags_and_env(
        db: PathBuf,
        homeserver: Option<String>,
        user: Option<String>,
        password_file: Option<PathBuf>,
        allow: Vec<String>,
    ) -> Result<MatrixOptions, String> {
        let env = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let homeserver = homeserver.or_else(|| env("MATRIX_HOMESERVER"));
        let user = user.or_else(|| env("MATRIX_USER"));
        let secret = if let Some(path) = password_file {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read the password file {}: {e}", path.display()))?;
            let pw = text.trim_end_matches(['\n', '\r']).to_string();
            if pw.is_empty() {
                return Err(format!("the password file {} is empty", path.display()));
            }
            Secret::Password(pw)
        } else if let Some(pw) = env("MATRIX_PASSWORD") {
            Secret::Password(pw)
        } else if let Some(token) = env("MATRIX_ACCESS_TOKEN") {
            Secret::AccessToken(token.trim().to_string())
        } else {
            Secret::None
        };
        if let Some(u) = &user {
            UserId::parse(u.as_str())
                .map_err(|e| format!("`{u}` is not a Matrix user id like @bot:example.org: {e}"))?;
        }
        for a in &allow {
            if a.trim().is_empty() {
                return Err("`--allow` needs a server name or a user id".into());
            }
        }
        Ok(MatrixOptions {
            db,
            homeserver,
            user,
            secret,
            allow,
            device_name: "acedrex bot".into(),
        })
    }

    fn state_dir(&self) -> PathBuf {
        self.db.join("matrix")
    }
}

/// The session saved between runs (the access token is a secret: mode 0600).
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedSession {
    homeserver: String,
    user_id: String,
    device_id: String,
    access_token: String,
}

fn read_session(path: &Path) -> Result<Option<SavedSession>, String> {
    match std::fs::read(path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(|e| {
            format!(
                "{} cannot be read ({e}); delete it to log in anew",
                path.display()
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// Writes a file readable by its owner only, atomically (a temporary file renamed).
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let tmp = path.with_extension("tmp");
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut f = opts.open(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&tmp, path)
}

fn private_dir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .map_err(|e| format!("cannot protect {}: {e}", dir.display()))?;
    }
    Ok(())
}

fn is_unknown_token(e: &matrix_sdk::Error) -> bool {
    matches!(e.client_api_error_kind(), Some(ErrorKind::UnknownToken(_)))
}

/// Logs in (or restores the stored session) and returns the client, and whether the
/// session was restored.
async fn connect(opts: &MatrixOptions) -> Result<(Client, bool), String> {
    let dir = opts.state_dir();
    private_dir(&dir)?;
    let session_path = dir.join("session.json");
    let store_path = dir.join("store");
    let saved = read_session(&session_path)?;
    if let (Some(s), Some(u)) = (&saved, &opts.user) {
        if s.user_id != *u {
            return Err(format!(
                "the Matrix state in {} belongs to {}, not {u}; use another --db folder or delete that one",
                dir.display(),
                s.user_id
            ));
        }
    }
    if saved.is_none() && store_path.exists() {
        // A store without its session (a first login that died half-way) cannot be
        // reused: its encryption keys belong to a device we no longer have a token for.
        tracing::warn!("removing the Matrix store of an unfinished login");
        std::fs::remove_dir_all(&store_path)
            .map_err(|e| format!("cannot remove {}: {e}", store_path.display()))?;
    }
    let homeserver = opts
        .homeserver
        .clone()
        .or_else(|| saved.as_ref().map(|s| s.homeserver.clone()))
        .ok_or("no homeserver: give --homeserver URL or MATRIX_HOMESERVER")?;
    let store_path_text = store_path.to_string_lossy().into_owned();
    let client = Client::builder()
        .homeserver_url(&homeserver)
        .sqlite_store(&store_path_text, None)
        .with_encryption_settings(EncryptionSettings {
            // Cross-signs the bot's device (needs a password login), so clients that only
            // share keys with cross-signed devices still encrypt for the bot.
            auto_enable_cross_signing: true,
            ..EncryptionSettings::default()
        })
        .build()
        .await
        .map_err(|e| format!("cannot set up the Matrix client for {homeserver}: {e}"))?;

    if let Some(s) = saved {
        let session = MatrixSession {
            meta: SessionMeta {
                user_id: UserId::parse(s.user_id.as_str())
                    .map_err(|e| format!("the stored user id is bad: {e}"))?,
                device_id: s.device_id.as_str().into(),
            },
            tokens: SessionTokens {
                access_token: s.access_token,
                refresh_token: None,
            },
        };
        client
            .matrix_auth()
            .restore_session(session, RoomLoadSettings::default())
            .await
            .map_err(|e| format!("cannot restore the stored Matrix session: {e}"))?;
        tracing::info!(user = %s.user_id, device = %s.device_id, "restored the stored Matrix session");
        return Ok((client, true));
    }

    match &opts.secret {
        Secret::Password(pw) => {
            let user = opts
                .user
                .as_deref()
                .ok_or("a password login needs the bot's id: --user @bot:server or MATRIX_USER")?;
            client
                .matrix_auth()
                .login_username(user, pw)
                .initial_device_display_name(&opts.device_name)
                .send()
                .await
                .map_err(|e| format!("cannot log in as {user}: {e}"))?;
        }
        Secret::AccessToken(token) => {
            let (user_id, device_id) = whoami(&homeserver, token).await?;
            if let Some(u) = &opts.user {
                if *u != user_id {
                    return Err(format!(
                        "the access token belongs to {user_id}, not {u}"
                    ));
                }
            }
            let session = MatrixSession {
                meta: SessionMeta {
                    user_id: UserId::parse(user_id.as_str())
                        .map_err(|e| format!("the server's user id is bad: {e}"))?,
                    device_id: device_id.as_str().into(),
                },
                tokens: SessionTokens {
                    access_token: token.clone(),
                    refresh_token: None,
                },
            };
            client
                .matrix_auth()
                .restore_session(session, RoomLoadSettings::default())
                .await
                .map_err(|e| format!("cannot use the access token: {e}"))?;
        }
        Secret::None => {
            return Err(format!(
                "no Matrix session is stored in {} and no secret was given: set MATRIX_PASSWORD (or --password-file) or MATRIX_ACCESS_TOKEN",
                dir.display()
            ))
        }
    }
    let session = client
        .matrix_auth()
        .session()
        .ok_or("the login gave no session")?;
    let saved = SavedSession {
        homeserver,
        user_id: session.meta.user_id.to_string(),
        device_id: session.meta.device_id.to_string(),
        access_token: session.tokens.access_token,
    };
    let json = serde_json::to_vec_pretty(&saved).map_err(|e| e.to_string())?;
    write_private(&session_path, &json)
        .map_err(|e| format!("cannot save the session in {}: {e}", session_path.display()))?;
    tracing::info!(user = %saved.user_id, device = %saved.device_id, "logged in; session saved");
    Ok((client, false))
}

/// The user and device an access token belongs to.
async fn whoami(homeserver: &str, token: &str) -> Result<(String, String), String> {
    #[derive(serde::Deserialize)]
    struct WhoAmI {
        user_id: String,
        device_id: Option<String>,
    }
    let url = format!(
        "{}/_matrix/client/v3/account/whoami",
        homeserver.trim_end_matches('/')
    );
    let resp = matrix_sdk::reqwest::Client::new()
        .get(&url)
        .bearer_auth(token)
        .send()
        .await
        .map_err(|e| format!("cannot reach {homeserver}: {e}"))?;
    if !resp.status().is_success() {
        return Err(format!(
            "the homeserver refused the access token ({})",
            resp.status()
        ));
    }
    let body = resp
        .bytes()
        .await
        .map_err(|e| format!("cannot read the whoami answer: {e}"))?;
    let who: WhoAmI =
        serde_json::from_slice(&body).map_err(|e| format!("unexpected whoami answer: {e}"))?;
    let device = who.device_id.ok_or(
        "the access token has no device (an appservice token?); log in with a password instead",
    )?;
    Ok((who.user_id, device))
}

/// The log filter when `RUST_LOG` is not set: the bot's own news (login, joins) and
/// warnings, without matrix-sdk's routine noise (missing key backups, expected 404s).
pub const LOG_FILTER: &str =
    "warn,acedrex_bot=info,matrix_sdk_crypto::backups=error,matrix_sdk::http_client=off";

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

/// Runs the bot until `shutdown` completes, or until the homeserver rejects its token.
pub async fn run_until(
    opts: MatrixOptions,
    service: Arc<Service>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let (client, restored) = connect(&opts).await?;
    let me = client
        .user_id()
        .ok_or("the client has no user id after login")?
        .to_owned();
    let token_refused = || {
        format!(
            "the homeserver no longer accepts the bot's access token (logged out?); delete {} to log in anew",
            opts.state_dir().join("session.json").display()
        )
    };

    if !restored {
        // A first login: take in the rooms' history without answering it.
        let mut delay = Duration::from_secs(1);
        loop {
            match client.sync_once(SyncSettings::default()).await {
                Ok(_) => break,
                Err(e) if is_unknown_token(&e) => return Err(token_refused()),
                Err(e) => {
                    tracing::warn!("first sync failed, retrying in {delay:?}: {e}");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(60));
                }
            }
        }
    }

    let bot = Arc::new(Bot {
        service,
        me: me.clone(),
        allow: opts.allow.clone(),
        workers: Mutex::new(HashMap::new()),
        undecryptable: Mutex::new(HashMap::new()),
        joining: Mutex::new(HashSet::new()),
    });

    // Invites not yet taken up (while the bot was away, or a join that failed).
    for room in client.invited_rooms() {
        let inviter = match room.invite_details().await {
            Ok(d) => Some(d.inviter_id),
            Err(e) => {
                tracing::warn!(room = %room.room_id(), "cannot read an invite: {e}");
                None
            }
        };
        bot.clone().on_invite(room, inviter);
    }

    {
        let bot = bot.clone();
        client.add_event_handler(move |ev: StrippedRoomMemberEvent, room: Room| {
            let bot = bot.clone();
            async move {
                if ev.state_key != bot.me || ev.content.membership != MembershipState::Invite {
                    return;
                }
                bot.on_invite(room, Some(ev.sender));
            }
        });
    }
    {
        let bot = bot.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomMessageEvent, room: Room| {
            let bot = bot.clone();
            async move { bot.on_message(ev, room) }
        });
    }
    {
        let bot = bot.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomEncryptedEvent, room: Room| {
            let bot = bot.clone();
            async move { bot.on_undecryptable(ev, room).await }
        });
    }
    tracing::info!(user = %me, "listening");

    let settings = SyncSettings::default().timeout(Duration::from_secs(30));
    tokio::pin!(shutdown);
    let mut delay = Duration::from_secs(1);
    loop {
        let started = Instant::now();
        tokio::select! {
            _ = &mut shutdown => {
                tracing::info!("stopping");
                return Ok(());
            }
            r = client.sync(settings.clone()) => {
                match r {
                    Err(e) if is_unknown_token(&e) => return Err(token_refused()),
                    Err(e) => {
                        if started.elapsed() > Duration::from_secs(120) {
                            delay = Duration::from_secs(1);
                        }
                        tracing::warn!("sync failed, retrying in {delay:?}: {e}");
                        tokio::select! {
                            _ = &mut shutdown => return Ok(()),
                            _ = tokio::time::sleep(delay) => {}
                        }
                        delay = (delay * 2).min(Duration::from_secs(60));
                    }
                    Ok(()) => {}
                }
            }
        }
    }
}

/// A command waiting for its room's worker.
struct Job {
    room: Room,
    event_id: OwnedEventId,
    sender: OwnedUserId,
    thread: Option<Thread>,
    text: String,
    /// Users named by pills: (core id, name).
    pills: Vec<(String, String)>,
    /// Users in `m.mentions`.
    mentioned: Vec<OwnedUserId>,
}

struct Bot {
    service: Arc<Service>,
    me: OwnedUserId,
    allow: Vec<String>,
    /// One worker per room: commands of a room are answered in order, rooms in parallel.
    workers: Mutex<HashMap<OwnedRoomId, mpsc::UnboundedSender<Job>>>,
    /// When each room last got the "cannot decrypt" notice.
    undecryptable: Mutex<HashMap<OwnedRoomId, Instant>>,
    /// Rooms being joined (an invite can be seen twice at start).
    joining: Mutex<HashSet<OwnedRoomId>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The core's id of a Matrix user: the id without its `@`.
pub fn core_id(user: &UserId) -> String {
    user.as_str().trim_start_matches('@').to_string()
}

/// The Matrix id of a core id, when it is one.
fn matrix_id(core: &str) -> Option<OwnedUserId> {
    UserId::parse(format!("@{core}")).ok()
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
    fn on_invite(self: Arc<Self>, room: Room, inviter: Option<OwnedUserId>) {
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
                    let (plain, html) = format_text(text, &[]);
                    let content = RoomMessageEventContent::notice_html(plain, html)
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

    fn on_message(self: Arc<Self>, ev: OriginalSyncRoomMessageEvent, room: Room) {
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
        let (text, pills) = match t
            .formatted
            .as_ref()
            .filter(|f| f.format == MessageFormat::Html)
        {
            Some(f) => html_to_text(&f.body),
            None => (strip_reply_fallback(&t.body).to_string(), Vec::new()),
        };
        let Some(text) = command_text(&text, &core_id(&self.me)) else {
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
        let room = &job.room;
        let name = member_name(room, &job.sender).await;
        let mut text = job.text.clone();
        let mut mentions: Vec<UserRef> = Vec::new();
        let mut add_mention = |id: String, name: String| {
            if !mentions.iter().any(|m| m.id == id) {
                mentions.push(UserRef {
                    id,
                    name,
                    bot: false,
                });
            }
        };
        for (id, n) in &job.pills {
            add_mention(id.clone(), n.clone());
        }
        for u in &job.mentioned {
            if *u != self.me {
                add_mention(core_id(u), member_name(room, u).await);
            }
        }
        // `@bob:example.org` typed out: its display name.
        let typed: Vec<OwnedUserId> = text
            .split_whitespace()
            .filter(|w| w.starts_with('@') && w.contains(':'))
            .filter_map(|w| UserId::parse(w).ok())
            .collect();
        for u in typed {
            if u != self.me {
                add_mention(core_id(&u), member_name(room, &u).await);
            }
        }
        // `@bob`: the one member called bob.
        if text.split_whitespace().any(is_bare_mention) {
            let members = room
                .members_no_sync(RoomMemberships::JOIN | RoomMemberships::INVITE)
                .await
                .unwrap_or_default();
            let mut words = Vec::new();
            for w in text.split_whitespace() {
                if is_bare_mention(w) {
                    let wanted = &w[1..];
                    let found: Vec<_> = members
                        .iter()
                        .filter(|m| {
                            m.user_id().localpart().eq_ignore_ascii_case(wanted)
                                || m.display_name()
                                    .is_some_and(|d| d.eq_ignore_ascii_case(wanted))
                        })
                        .collect();
                    if let [m] = found.as_slice() {
                        let id = if m.user_id() == self.me {
                            "bot".to_string()
                        } else {
                            add_mention(core_id(m.user_id()), m.name().to_string());
                            format!("@{}", core_id(m.user_id()))
                        };
                        words.push(id);
                        continue;
                    }
                }
                words.push(w.to_string());
            }
            text = words.join(" ");
        }
        let req = Request {
            channel: room.room_id().to_string(),
            user: UserRef {
                id: core_id(&job.sender),
                name,
                bot: false,
            },
            text,
            mentions,
            // Matrix games are played in a room both players share.
            direct: false,
        };
        let service = self.service.clone();
        let done = tokio::task::spawn_blocking(move || {
            let reply = service.handle(&req);
            let to_mention = players_to_mention(&service, &req.channel, &reply.text);
            (reply, to_mention)
        })
        .await;
        let (reply, to_mention) = match done {
            Ok(r) => r,
            Err(e) => {
                tracing::error!("a command failed: {e}");
                (
                    Reply::text("Sorry, something went wrong with that command."),
                    Vec::new(),
                )
            }
        };
        self.send_reply(&job, reply, &to_mention).await;
    }

    async fn send_reply(&self, job: &Job, reply: Reply, to_mention: &[UserRef]) {
        let room = &job.room;
        let has_image = reply
            .attachments
            .iter()
            .any(|a| a.mime.starts_with("image/"));
        let mut text = reply.text.clone();
        if let (Some(board), false) = (&reply.board, has_image) {
            text.push_str("\n```\n");
            text.push_str(board);
            text.push_str("\n```");
        }
        let pills: Vec<(OwnedUserId, String)> = to_mention
            .iter()
            .filter_map(|u| matrix_id(&u.id).map(|id| (id, u.name.clone())))
            .collect();
        let (plain, html) = format_text(&text, &pills);
        let meta = ReplyMetadata::new(&job.event_id, &job.sender, job.thread.as_ref());
        let content = RoomMessageEventContentWithoutRelation::notice_html(plain, html)
            .add_mentions(Mentions::with_user_ids(
                pills.iter().map(|(id, _)| id.clone()),
            ))
            .make_reply_to(meta, ForwardThread::Yes, AddMentions::Yes);
        if let Err(e) = room.send(content).await {
            tracing::warn!(room = %room.room_id(), "cannot send a reply: {e}");
            return;
        }
        for a in reply.attachments {
            if let Err(e) = self.send_file(job, a).await {
                tracing::warn!(room = %room.room_id(), "cannot send a file: {e}");
            }
        }
    }

    async fn send_file(&self, job: &Job, a: Attachment) -> Result<(), String> {
        let size = UInt::new(a.bytes.len() as u64);
        let info = if a.mime.starts_with("image/") {
            AttachmentInfo::Image(BaseImageInfo {
                width: a.size.map(|(w, _)| UInt::from(w)),
                height: a.size.map(|(_, h)| UInt::from(h)),
                size,
                blurhash: None,
                is_animated: Some(a.mime == "image/gif"),
            })
        } else {
            AttachmentInfo::File(BaseFileInfo { size })
        };
        let config = AttachmentConfig::new().info(info).reply(Some(ReplyTo {
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

    async fn on_undecryptable(&self, ev: OriginalSyncRoomEncryptedEvent, room: Room) {
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

/// The players the reply calls on: whoever it says is to move, must choose a setup, or may
/// accept a challenge.
fn players_to_mention(service: &Service, channel: &str, text: &str) -> Vec<UserRef> {
    let mut out: Vec<UserRef> = Vec::new();
    let Ok(ids) = service.store().channel_games(channel) else {
        return out;
    };
    for id in ids {
        let Ok(Some(rec)) = service.store().game(id) else {
            continue;
        };
        for u in rec.people() {
            let n = &u.name;
            let called = [
                format!("{n} (White) to move"),
                format!("{n} (Black) to move"),
                format!("{n} (Black) chooses the setup"),
                format!("{n}: `accept`"),
            ]
            .iter()
            .any(|p| text.contains(p.as_str()));
            if called && !out.iter().any(|x| x.id == u.id) {
                out.push(u.clone());
            }
        }
    }
    out
}

// ---- text ---------------------------------------------------------------------------

/// The command in a message, or `None` when the message is no command: it must start with
/// `!`, or with the bot's id (`@acedrex:example.org board`). Other mentions of the bot
/// become `bot`.
pub fn command_text(text: &str, bot_core_id: &str) -> Option<String> {
    let t = text.trim();
    let bot_tag = format!("@{bot_core_id}");
    let t = match t.strip_prefix(&bot_tag) {
        Some(rest) => {
            let rest = rest.trim_start_matches([':', ',']).trim_start();
            if rest.is_empty() {
                return None;
            }
            if rest.starts_with('!') {
                rest.to_string()
            } else {
                format!("!{rest}")
            }
        }
        None if t.starts_with('!') => t.to_string(),
        None => return None,
    };
    let words: Vec<String> = t
        .split_whitespace()
        .map(|w| {
            if w == bot_tag {
                "bot".to_string()
            } else {
                w.to_string()
            }
        })
        .collect();
    Some(words.join(" "))
}

/// A plain body without the quoted fallback of a reply (`> <@alice:x> …` lines).
fn strip_reply_fallback(body: &str) -> &str {
    matrix_sdk::ruma::events::room::message::sanitize::remove_plain_reply_fallback(body)
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = |b: u8| (b as char).to_digit(16);
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn unescape_html(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
}

/// The user a link points to: `https://matrix.to/#/@alice:example.org` or
/// `matrix:u/alice:example.org`.
fn user_of_link(href: &str) -> Option<OwnedUserId> {
    let href = unescape_html(href);
    let id = if let Some(rest) = href.strip_prefix("https://matrix.to/#/") {
        percent_decode(rest.split('?').next().unwrap_or(""))
    } else if let Some(rest) = href.strip_prefix("matrix:u/") {
        format!("@{}", percent_decode(rest.split('?').next().unwrap_or("")))
    } else {
        return None;
    };
    UserId::parse(id.as_str()).ok()
}

/// The text of an HTML message, with user pills written as Matrix ids; also the users
/// named by pills, as (core id, shown name).
pub fn html_to_text(html: &str) -> (String, Vec<(String, String)>) {
    // A reply's quoted fallback.
    let html = match html.find("</mx-reply>") {
        Some(i) => &html[i + "</mx-reply>".len()..],
        None => html,
    };
    let mut out = String::new();
    let mut pills = Vec::new();
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        out.push_str(&unescape_html(&rest[..lt]));
        let after = &rest[lt..];
        let Some(gt) = after.find('>') else {
            // A stray `<`: keep it as text.
            out.push_str(&unescape_html(after));
            rest = "";
            break;
        };
        let tag = &after[1..gt];
        let name = tag
            .trim_start_matches('/')
            .split(|c: char| c.is_whitespace() || c == '/')
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        rest = &after[gt + 1..];
        match name.as_str() {
            "a" if !tag.starts_with('/') => {
                let href = tag
                    .find("href=\"")
                    .map(|i| &tag[i + 6..])
                    .and_then(|h| h.find('"').map(|j| &h[..j]))
                    .or_else(|| {
                        tag.find("href='")
                            .map(|i| &tag[i + 6..])
                            .and_then(|h| h.find('\'').map(|j| &h[..j]))
                    });
                if let Some(user) = href.and_then(user_of_link) {
                    // The pill's text is the shown name; the id replaces it.
                    let (shown, after_a) = match rest.find("</a>") {
                        Some(end) => (&rest[..end], &rest[end + 4..]),
                        None => (rest, ""),
                    };
                    let shown = unescape_html(&strip_tags(shown));
                    let shown = shown.trim().trim_start_matches('@').to_string();
                    pills.push((
                        core_id(&user),
                        if shown.is_empty() {
                            user.localpart().to_string()
                        } else {
                            shown
                        },
                    ));
                    out.push_str(user.as_str());
                    rest = after_a;
                }
            }
            "br" | "p" | "div" | "li" | "tr" => out.push('\n'),
            _ => {}
        }
    }
    out.push_str(&unescape_html(rest));
    (out, pills)
}

fn strip_tags(s: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in s.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Command words the core writes in backticks get the `!` a Matrix user has to type.
pub fn bang_commands(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut parts = text.split('`');
    let mut inside = false;
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for part in parts {
        out.push('`');
        inside = !inside;
        if inside {
            let word = part
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_ascii_lowercase();
            if !part.starts_with('!')
                && acedrex_service::commands::names()
                    .any(|c| c == word && !matches!(c, "as" | "quit"))
            {
                out.push('!');
            }
        }
        out.push_str(part);
    }
    out
}

/// Inline Markdown of one line (already escaped): `code` and **bold**.
fn inline_html(line: &str) -> String {
    let mut out = String::new();
    for (i, part) in line.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(part);
            out.push_str("</code>");
        } else {
            for (j, p) in part.split("**").enumerate() {
                if j % 2 == 1 {
                    out.push_str("<strong>");
                    out.push_str(p);
                    out.push_str("</strong>");
                } else {
                    out.push_str(p);
                }
            }
        }
    }
    out
}

/// The plain body and the HTML of a reply: the core's light Markdown (bold, `code`,
/// `- ` lists, ``` blocks) as HTML, with the given users' names turned into pills where
/// the text calls on them.
pub fn format_text(text: &str, pills: &[(OwnedUserId, String)]) -> (String, String) {
    let plain = bang_commands(text);
    let mut html = String::new();
    let mut in_list = false;
    let mut in_pre = false;
    let mut first = true;
    for line in plain.lines() {
        if line.trim_start().starts_with("```") {
            if in_list {
                html.push_str("</ul>");
                in_list = false;
            }
            html.push_str(if in_pre { "</pre>" } else { "<pre>" });
            in_pre = !in_pre;
            first = true;
            continue;
        }
        if in_pre {
            if !first {
                html.push('\n');
            }
            html.push_str(&escape_html(line));
            first = false;
            continue;
        }
        let escaped = escape_html(line);
        if let Some(item) = escaped.strip_prefix("- ") {
            if !in_list {
                html.push_str("<ul>");
                in_list = true;
            }
            html.push_str("<li>");
            html.push_str(&inline_html(item));
            html.push_str("</li>");
            first = true;
            continue;
        }
        if in_list {
            html.push_str("</ul>");
            in_list = false;
            first = true;
        }
        if !first {
            html.push_str("<br>");
        }
        html.push_str(&inline_html(&escaped));
        first = false;
    }
    if in_list {
        html.push_str("</ul>");
    }
    if in_pre {
        html.push_str("</pre>");
    }
    for (id, name) in pills {
        let escaped = escape_html(name);
        let pill = format!(
            "<a href=\"https://matrix.to/#/{}\">{escaped}</a>",
            escape_html(id.as_str())
        );
        for tail in [
            " (White) to move",
            " (Black) to move",
            " (Black) chooses the setup",
            ": <code>!accept</code>",
        ] {
            let pattern = format!("{escaped}{tail}");
            if html.contains(&pattern) {
                html = html.replacen(&pattern, &format!("{pill}{tail}"), 1);
            }
        }
    }
    (plain, html)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uid(s: &str) -> OwnedUserId {
        UserId::parse(s).expect("a user id")
    }

    #[test]
    fn pills_become_matrix_ids() {
        let (text, pills) = html_to_text(
            "!play chess <a href=\"https://matrix.to/#/@bob:example.org\">Bob B</a> white",
        );
        assert_eq!(text, "!play chess @bob:example.org white");
        assert_eq!(
            pills,
            vec![("bob:example.org".to_string(), "Bob B".to_string())]
        );
        let (text, _) = html_to_text(
            "<mx-reply><blockquote>old</blockquote></mx-reply>!stats <a href='https://matrix.to/#/%40al%3Aex.org?via=ex.org'>al</a>",
        );
        assert_eq!(text, "!stats @al:ex.org");
        let (text, _) =
            html_to_text("!move e4 &amp; <b>x</b> <a href=\"https://example.org\">l</a>");
        assert_eq!(text, "!move e4 & x l");
        let (text, pills) = html_to_text("!board <a href=\"matrix:u/carol:ex.org\">c</a>");
        assert_eq!(text, "!board @carol:ex.org");
        assert_eq!(pills.len(), 1);
        // Broken HTML is not a panic.
        let _ = html_to_text("<a href=\"https://matrix.to/#/@");
        let _ = html_to_text("<<>>&amp;%");
        assert_eq!(percent_decode("%4"), "%4");
        assert_eq!(percent_decode("%40%3a%"), "@:%");
    }

    #[test]
    fn only_bang_messages_and_the_bots_name_are_commands() {
        let bot = "acedrex:ex.org";
        assert_eq!(command_text("hello there", bot), None);
        assert_eq!(command_text("  !board ", bot).as_deref(), Some("!board"));
        assert_eq!(
            command_text("@acedrex:ex.org: board", bot).as_deref(),
            Some("!board")
        );
        assert_eq!(command_text("@acedrex:ex.org", bot), None);
        assert_eq!(
            command_text("!play kmf @acedrex:ex.org level 2", bot).as_deref(),
            Some("!play kmf bot level 2")
        );
        assert_eq!(
            strip_reply_fallback("> <@a:b> !board\n> more\n\n!move e4"),
            "!move e4"
        );
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

    #[test]
    fn replies_read_well_as_html() {
        let (plain, html) = format_text(
            "alice challenges bob to Chess — challenge #1. bob: `accept` or `decline`.\n**Pieces**\n- K King\n- Q <Queen>\nbob (Black) to move.",
            &[(uid("@bob:ex.org"), "bob".into())],
        );
        assert!(plain.contains("bob: `!accept` or `!decline`"), "{plain}");
        assert!(
            html.contains(
                "<a href=\"https://matrix.to/#/@bob:ex.org\">bob</a>: <code>!accept</code>"
            ),
            "{html}"
        );
        assert!(
            html.contains(
                "<strong>Pieces</strong><ul><li>K King</li><li>Q &lt;Queen&gt;</li></ul>"
            ),
            "{html}"
        );
        assert!(
            html.contains("<a href=\"https://matrix.to/#/@bob:ex.org\">bob</a> (Black) to move"),
            "{html}"
        );
        let (_, html) = format_text("board:\n```\n 8 r n b\n```\nafter", &[]);
        assert_eq!(html, "board:<pre> 8 r n b</pre>after");
        assert_eq!(
            bang_commands("type `help move` or `e4` or `!board`"),
            "type `!help move` or `e4` or `!board`"
        );
        assert!(is_bare_mention("@bob"));
        assert!(!is_bare_mention("@bob:ex.org"));
        assert!(!is_bare_mention("@bot"));
        assert!(!is_bare_mention("@"));
    }
}
