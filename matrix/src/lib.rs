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

mod platform;
pub mod store_key;
pub use platform::notice_of;
pub use store_key::StorePassphrase;

use acedrex_frontend::Frontend;
use acedrex_service::health::Link;
use acedrex_service::reply::{Attachment, Reply};
use acedrex_service::service::{Request, Service};
use acedrex_service::store::UserRef;
// The project's one poison-tolerant lock helper.
use acedrex_service::lock;
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseFileInfo, BaseImageInfo};
use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::encryption::EncryptionSettings;
use matrix_sdk::room::reply::{EnforceThread, Reply as ReplyTo};
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk::ruma::events::relation::Thread;
use matrix_sdk::ruma::events::room::encrypted::OriginalSyncRoomEncryptedEvent;
use matrix_sdk::ruma::events::room::member::{MembershipState, StrippedRoomMemberEvent};
use matrix_sdk::ruma::events::room::message::sanitize::remove_plain_reply_fallback;
use matrix_sdk::ruma::events::room::message::{
    AddMentions, ForwardThread, MessageFormat, MessageType, NoticeMessageEventContent,
    OriginalSyncRoomMessageEvent, Relation, ReplyMetadata, RoomMessageEventContent,
    RoomMessageEventContentWithoutRelation, TextMessageEventContent,
};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::html::matrix::{AnchorData, AnchorUri, MatrixElement};
use matrix_sdk::ruma::html::{Html, NodeRef};
use matrix_sdk::ruma::matrix_uri::MatrixId;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId, RoomId, UInt, UserId};
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
    /// Encrypts the state store (the encryption keys) at rest ([`store_key`]).
    pub store_passphrase: Option<StorePassphrase>,
}

impl MatrixOptions {
    /// The options from flags, falling back to the environment: `MATRIX_HOMESERVER`,
    /// `MATRIX_USER`, and the secret from `--password-file`, else `MATRIX_PASSWORD`, else
    /// `MATRIX_ACCESS_TOKEN`; the store's passphrase from `store_passphrase_file`, else
    /// `MATRIX_STORE_PASSPHRASE_FILE`, else `MATRIX_STORE_PASSPHRASE`.
    pub fn from_flags_and_env(
        db: PathBuf,
        homeserver: Option<String>,
        user: Option<String>,
        password_file: Option<PathBuf>,
        allow: Vec<String>,
        store_passphrase_file: Option<PathBuf>,
    ) -> Result<MatrixOptions, String> {
        let env = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let store_passphrase = StorePassphrase::from_file_or_env(store_passphrase_file, &env)?;
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
            store_passphrase,
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
    let passphrase = store_key::check(&dir, opts.store_passphrase.as_ref())?;
    let homeserver = opts
        .homeserver
        .clone()
        .or_else(|| saved.as_ref().map(|s| s.homeserver.clone()))
        .ok_or("no homeserver: give --homeserver URL or MATRIX_HOMESERVER")?;
    let store_path_text = store_path.to_string_lossy().into_owned();
    let client = Client::builder()
        .homeserver_url(&homeserver)
        .sqlite_store(&store_path_text, passphrase)
        .with_encryption_settings(EncryptionSettings {
            // Cross-signs the bot's device (needs a password login), so clients that only
            // share keys with cross-signed devices still encrypt for the bot.
            auto_enable_cross_signing: true,
            ..EncryptionSettings::default()
        })
        .build()
        .await
        .map_err(|e| {
            let e = format!("cannot set up the Matrix client for {homeserver}: {e}");
            store_key::open_error(&dir, passphrase.is_some(), &e)
        })?;

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

/// Runs the bot until `shutdown` completes, or until the homeserver rejects its token,
/// with the clock's rounds of its own front-end layer (see [`run_with`] for a layer
/// shared with other platforms).
pub async fn run_until(
    opts: MatrixOptions,
    service: Arc<Service>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let frontend = Frontend::new(service);
    let _rounds = AbortOnDrop(tokio::spawn(
        frontend
            .clone()
            .run_rounds(acedrex_frontend::ROUND, std::future::pending()),
    ));
    run_with(opts, frontend, shutdown).await
}

/// Runs the bot until `shutdown` completes, as a platform of `frontend`: the layer's
/// clock rounds (run by its owner) tell Matrix games' news through it once it listens.
pub async fn run_with(
    opts: MatrixOptions,
    frontend: Arc<Frontend>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let result = run_platform(opts, &frontend, shutdown).await;
    frontend.detach(PLATFORM);
    result
}

async fn run_platform(
    opts: MatrixOptions,
    frontend: &Frontend,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let service = frontend.service().clone();
    service.report_link("matrix", Link::Starting);
    let service_for_links = service.clone();
    let link = move |l: Link| service_for_links.report_link("matrix", l);
    let (client, restored) = match connect(&opts).await {
        Ok(c) => c,
        Err(e) => {
            link(Link::Stopped(e.clone()));
            return Err(e);
        }
    };
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
                Err(e) if is_unknown_token(&e) => {
                    link(Link::Stopped(token_refused()));
                    return Err(token_refused());
                }
                Err(e) => {
                    link(Link::Reconnecting(e.to_string()));
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
    link(Link::Connected);
    // From now on the layer's clock rounds tell this platform's news (moves the bot
    // still owed, timeouts, reminders) in their rooms.
    frontend.attach(Arc::new(platform::Matrix {
        client: client.clone(),
    }));

    let settings = SyncSettings::default().timeout(Duration::from_secs(30));
    tokio::pin!(shutdown);
    let mut delay = Duration::from_secs(1);
    loop {
        let started = Instant::now();
        tokio::select! {
            _ = &mut shutdown => {
                tracing::info!("stopping");
                link(Link::Stopped("shut down".into()));
                return Ok(());
            }
            // Each sync that comes back says the connection is up again.
            r = client.sync_with_callback(settings.clone(), |_| {
                link(Link::Connected);
                async { matrix_sdk::LoopCtrl::Continue }
            }) => {
                match r {
                    Err(e) if is_unknown_token(&e) => {
                        link(Link::Stopped(token_refused()));
                        return Err(token_refused());
                    }
                    Err(e) => {
                        link(Link::Reconnecting(e.to_string()));
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

/// The room of a core channel (`matrix:!abc:example.org`).
pub fn room_of(channel: &str) -> Option<OwnedRoomId> {
    let id = channel.strip_prefix(PLATFORM)?.strip_prefix(':')?;
    RoomId::parse(id).ok()
}

/// What a client needs to show a file: an image's width, height and size; a file's size.
fn attachment_info(a: &Attachment) -> AttachmentInfo {
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

/// Stops a task when dropped (the clock's rounds end with the client).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// A command waiting for its room's worker.
struct Job {
    room: Room,
    event_id: OwnedEventId,
    sender: OwnedUserId,
    thread: Option<Thread>,
    /// The command, users still written as Matrix ids (`@bob:example.org`) or bare names.
    text: String,
    /// Users named by pills, with the names the pills show.
    pills: Vec<(OwnedUserId, String)>,
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

// ---- ids ----------------------------------------------------------------------------

/// The platform part of the core's ids of Matrix users and rooms.
const PLATFORM: &str = "matrix";

/// The core's id of a Matrix user: `matrix:@alice:example.org`.
pub fn core_id(user: &UserId) -> String {
    format!("{PLATFORM}:{user}")
}

/// The Matrix user of a core id, when it is one.
pub fn matrix_id(core: &str) -> Option<OwnedUserId> {
    let id = core.strip_prefix(PLATFORM)?.strip_prefix(':')?;
    UserId::parse(id).ok()
}

/// Whether a room is private, so that games begun there get unlisted pages: only a room
/// anyone may join (join rule `public`) and that is not encrypted is not. A direct chat
/// or an invite-only room is private, and so is a room whose join rule is not known.
fn room_private(room: &Room) -> bool {
    room.is_public() != Some(true) || room.encryption_state().is_encrypted()
}

/// The core's channel of a room: `matrix:!room:example.org`.
pub fn channel_id(room: &RoomId) -> String {
    format!("{PLATFORM}:{room}")
}

/// A person as the core knows them.
fn person(user: &UserId, name: String) -> UserRef {
    UserRef {
        id: core_id(user),
        name,
        bot: false,
    }
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

/// Whom a reply calls on (a pill and `m.mentions`): the person the game now waits for
/// (the challenged player, Black choosing a setup, the player to move), when the request
/// changed the game and that person is not the one who sent it.
fn to_call(reply: &Reply, sender: &UserId) -> Option<(OwnedUserId, String)> {
    let (user, _) = acedrex_frontend::plan::call(reply.game.as_ref(), &core_id(sender), PLATFORM)?;
    Some((matrix_id(&user.id)?, user.name))
}

/// A reply's text as a Matrix notice: its spans, and at the end the call on whom the
/// game waits for (the layer decides whom, from the reply's typed view).
fn reply_notice(text: &str, reply: &Reply, sender: &UserId) -> NoticeMessageEventContent {
    let mut spans = acedrex_frontend::plan::spans(text);
    if let Some((_, call)) =
        acedrex_frontend::plan::call(reply.game.as_ref(), &core_id(sender), PLATFORM)
    {
        spans.extend(call);
    }
    notice_of(&spans)
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
            channel: channel_id(job.room.room_id()),
            user: person(&job.sender, name),
            text,
            mentions,
            // Matrix games are played in a room both players share.
            direct: false,
            private: room_private(&job.room),
        };
        // A slow answer (the bot thinks, an analysis, a file) shows "typing…" meanwhile.
        let slow = {
            let (service, req) = (self.service.clone(), req.clone());
            tokio::task::spawn_blocking(move || service.takes_time(&req))
                .await
                .unwrap_or(false)
        };
        if slow {
            if let Err(e) = job.room.typing_notice(true).await {
                tracing::debug!("cannot show typing: {e}");
            }
        }
        let service = self.service.clone();
        let reply = match tokio::task::spawn_blocking(move || service.handle(&req)).await {
            Ok(reply) => reply,
            Err(e) => {
                tracing::error!("a command failed: {e}");
                Reply::text("Sorry, something went wrong with that command.")
            }
        };
        if slow {
            let _ = job.room.typing_notice(false).await;
        }
        self.send_reply(&job, reply).await;
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

    async fn send_reply(&self, job: &Job, reply: Reply) {
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
        let called = to_call(&reply, &job.sender);
        let notice = reply_notice(&text, &reply, &job.sender);
        let meta = ReplyMetadata::new(&job.event_id, &job.sender, job.thread.as_ref());
        let content = RoomMessageEventContentWithoutRelation::new(MessageType::Notice(notice))
            .add_mentions(Mentions::with_user_ids(called.map(|(u, _)| u)))
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
        let config = AttachmentConfig::new()
            .info(attachment_info(&a))
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

// ---- text ---------------------------------------------------------------------------

/// The command in a message, or `None` when the message is no command: it must start with
/// `!`, or with the bot's id (`@acedrex:example.org board`). Other mentions of the bot
/// become `bot`.
pub fn command_text(text: &str, me: &UserId) -> Option<String> {
    let t = text.trim();
    let t = match t.strip_prefix(me.as_str()) {
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
    let words: Vec<&str> = t
        .split_whitespace()
        .map(|w| if w == me.as_str() { "bot" } else { w })
        .collect();
    Some(words.join(" "))
}

/// The most tags a message's HTML may have to be read; a longer one is read from its plain
/// body. No command needs many; and ruma's HTML tree is dropped recursively, so a few
/// thousand nested elements (a 64 KiB event can hold twenty thousand) would overflow the
/// stack.
const MAX_TAGS: usize = 500;

/// The text of a message, pills written as the Matrix ids they point to, and the users the
/// pills name with the names they show. The HTML body is read when there is one (parsed
/// and sanitized by ruma, the reply fallback removed); else the plain body, without its
/// reply fallback.
pub fn message_text(t: &TextMessageEventContent) -> (String, Vec<(OwnedUserId, String)>) {
    match t
        .formatted
        .as_ref()
        .filter(|f| f.format == MessageFormat::Html && f.body.matches('<').count() <= MAX_TAGS)
    {
        Some(f) => html_text(&f.body),
        None => (remove_plain_reply_fallback(&t.body).to_string(), Vec::new()),
    }
}

/// The user a pill links to (`https://matrix.to/#/@alice:example.org`,
/// `matrix:u/alice:example.org`; ruma parses and percent-decodes them).
fn pill_user(a: &AnchorData) -> Option<OwnedUserId> {
    let id = match a.href.as_ref()? {
        AnchorUri::MatrixTo(uri) => uri.id(),
        AnchorUri::Matrix(uri) => uri.id(),
        _ => return None,
    };
    match id {
        MatrixId::User(user) => Some(user.clone()),
        _ => None,
    }
}

/// The text under a node.
fn inner_text(node: &NodeRef) -> String {
    let mut out = String::new();
    let mut stack: Vec<NodeRef> = node.children().collect();
    stack.reverse();
    while let Some(n) = stack.pop() {
        if let Some(t) = n.as_text() {
            out.push_str(&t.borrow());
        }
        let mut children: Vec<NodeRef> = n.children().collect();
        children.reverse();
        stack.extend(children);
    }
    out
}

/// The text of an HTML body (see [`message_text`]); block elements and `<br>` start a
/// new line.
fn html_text(body: &str) -> (String, Vec<(OwnedUserId, String)>) {
    /// What the walk does next: read a node, or end the line of a block it left.
    enum Step {
        Node(NodeRef),
        EndLine,
    }
    let new_line = |out: &mut String| {
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
    };
    let html = Html::parse(body);
    html.sanitize();
    let mut out = String::new();
    let mut pills = Vec::new();
    // Depth first without recursion: a message's nesting cannot exhaust the stack.
    let mut stack: Vec<Step> = html.children().map(Step::Node).collect();
    stack.reverse();
    while let Some(step) = stack.pop() {
        let node = match step {
            Step::Node(node) => node,
            Step::EndLine => {
                new_line(&mut out);
                continue;
            }
        };
        if let Some(t) = node.as_text() {
            out.push_str(&t.borrow());
            continue;
        }
        let Some(element) = node.as_element() else {
            continue;
        };
        match element.to_matrix().element {
            MatrixElement::A(a) => {
                if let Some(user) = pill_user(&a) {
                    let shown = inner_text(&node);
                    let shown = shown.trim().trim_start_matches('@');
                    let shown = if shown.is_empty() {
                        user.localpart()
                    } else {
                        shown
                    };
                    pills.push((user.clone(), shown.to_string()));
                    out.push_str(user.as_str());
                    continue;
                }
            }
            MatrixElement::Br => new_line(&mut out),
            MatrixElement::P
            | MatrixElement::Div(_)
            | MatrixElement::Li
            | MatrixElement::Tr
            | MatrixElement::H(_)
            | MatrixElement::Pre
            | MatrixElement::Blockquote
            | MatrixElement::Ul
            | MatrixElement::Ol(_)
            | MatrixElement::Table => {
                new_line(&mut out);
                stack.push(Step::EndLine);
            }
            _ => {}
        }
        let mut children: Vec<Step> = node.children().map(Step::Node).collect();
        children.reverse();
        stack.extend(children);
    }
    (out, pills)
}

/// Markdown text with every ASCII punctuation character backslash-escaped: shown as it
/// is, whatever it contains.
fn markdown_literal(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A link to a user in Markdown: a pill once rendered.
fn pill_markdown(user: &UserId, name: &str) -> String {
    let uri = user.matrix_to_uri().to_string();
    format!(
        "[{}](<{}>)",
        markdown_literal(name),
        uri.replace('<', "%3C").replace('>', "%3E")
    )
}

/// Text outside code as Markdown source: a raw `<` (in a display name, say) stays text
/// rather than passing as HTML.
fn no_raw_html(s: &str) -> String {
    s.replace('<', "\\<")
}

/// Whether a line (without its indentation) starts a list item.
fn is_list_item(line: &str) -> bool {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    ["- ", "* ", "+ "].iter().any(|m| line.starts_with(m))
        || (digits > 0 && [". ", ") "].iter().any(|m| line[digits..].starts_with(m)))
}

/// The core writes a line per line: the line after a list is no part of the list's last
/// item, as CommonMark would read it (a lazy continuation). A blank line ends the list.
fn end_lists(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len() + 16);
    let mut fenced = false;
    let mut after_item = false;
    for (i, line) in markdown.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let text = line.trim_start();
        if text.starts_with("```") {
            fenced = !fenced;
            after_item = false;
        } else if !fenced {
            let item = is_list_item(text);
            if after_item && !item && !text.is_empty() && text.len() == line.len() {
                out.push('\n');
            }
            after_item = item || (after_item && !text.is_empty() && text.len() < line.len());
        }
        out.push_str(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uid(s: &str) -> OwnedUserId {
        UserId::parse(s).expect("a user id")
    }

    fn html_message(html: &str) -> TextMessageEventContent {
        TextMessageEventContent::html("(the plain body)", html)
    }

    #[test]
    fn pills_become_matrix_ids() {
        let (text, pills) = message_text(&html_message(
            "!play chess <a href=\"https://matrix.to/#/@bob:example.org\">Bob B</a> white",
        ));
        assert_eq!(text, "!play chess @bob:example.org white");
        assert_eq!(pills, vec![(uid("@bob:example.org"), "Bob B".to_string())]);
        // The reply fallback goes; ruma percent-decodes the link and reads its `via`.
        let (text, pills) = message_text(&html_message(
            "<mx-reply><blockquote>old <a href=\"https://matrix.to/#/@x:ex.org\">x</a></blockquote></mx-reply>!stats <a href='https://matrix.to/#/%40al%3Aex.org?via=ex.org'>@al</a>",
        ));
        assert_eq!(text, "!stats @al:ex.org");
        assert_eq!(pills, vec![(uid("@al:ex.org"), "al".to_string())]);
        // Entities are decoded, other tags and links are their text.
        let (text, pills) = message_text(&html_message(
            "!move e4 &amp; <b>x</b> <a href=\"https://example.org\">l</a>",
        ));
        assert_eq!(text, "!move e4 & x l");
        assert!(pills.is_empty());
        // `matrix:` URIs; a pill without text shows the localpart.
        let (text, pills) = message_text(&html_message(
            "!board <a href=\"matrix:u/carol:ex.org\">c</a> <a href=\"matrix:u/dan:ex.org\"></a>",
        ));
        assert_eq!(text, "!board @carol:ex.org @dan:ex.org");
        assert_eq!(pills[1], (uid("@dan:ex.org"), "dan".to_string()));
        // Room links are no pills.
        let (text, pills) = message_text(&html_message(
            "!board <a href=\"https://matrix.to/#/!room:ex.org\">a room</a>",
        ));
        assert_eq!(text, "!board a room");
        assert!(pills.is_empty());
        // Lines.
        let (text, _) = message_text(&html_message("<p>!play</p><p>chess</p>x<br>y"));
        assert_eq!(text, "!play\nchess\nx\ny");
        // The plain body when there is no HTML, without its reply fallback.
        let (text, _) = message_text(&TextMessageEventContent::plain(
            "> <@a:b> !board\n> more\n\n!move e4",
        ));
        assert_eq!(text, "!move e4");
        // Broken or hostile HTML is not a panic.
        for html in [
            "<a href=\"https://matrix.to/#/@",
            "<<>>&amp;%",
            "<a href=\"https://matrix.to/#/%ff%fe\">x</a>",
            &"<i>".repeat(20_000),
        ] {
            let _ = message_text(&html_message(html));
        }
        // Too many tags: the plain body.
        let (text, _) = message_text(&html_message(&format!("!board{}", "<i>".repeat(600))));
        assert_eq!(text, "(the plain body)");
    }

    #[test]
    fn only_bang_messages_and_the_bots_name_are_commands() {
        let bot = uid("@acedrex:ex.org");
        assert_eq!(command_text("hello there", &bot), None);
        assert_eq!(command_text("  !board ", &bot).as_deref(), Some("!board"));
        assert_eq!(
            command_text("@acedrex:ex.org: board", &bot).as_deref(),
            Some("!board")
        );
        assert_eq!(command_text("@acedrex:ex.org", &bot), None);
        assert_eq!(
            command_text("!play kmf @acedrex:ex.org level 2", &bot).as_deref(),
            Some("!play kmf bot level 2")
        );
        // A pill to the bot reads as its id.
        let (text, _) = message_text(&html_message(
            "<a href=\"https://matrix.to/#/@acedrex:ex.org\">acedrex</a>: board",
        ));
        assert_eq!(command_text(&text, &bot).as_deref(), Some("!board"));
    }

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

    fn html_of(n: &NoticeMessageEventContent) -> &str {
        n.formatted.as_ref().map_or("", |f| f.body.as_str())
    }

    /// The service's text as a notice, calling `call` on a line of its own at the end
    /// (as [`reply_notice`] does for the player a game waits for).
    fn format_text(text: &str, call: Option<(&UserId, &str)>) -> NoticeMessageEventContent {
        let mut spans = acedrex_frontend::plan::spans(text);
        if let Some((u, name)) = call {
            spans.push(acedrex_frontend::Span::Text("\n".into()));
            spans.push(acedrex_frontend::Span::Mention(person(u, name.to_string())));
        }
        notice_of(&spans)
    }

    #[test]
    fn replies_read_well_as_html() {
        let bob = uid("@bob:ex.org");
        let n = format_text(
            "alice challenges bob to Chess — challenge #1. bob: `accept` or `decline`.\n**Pieces**\n- K King\n- Q <Queen>\nbobby plays.",
            Some((&bob, "bob")),
        );
        assert!(
            n.body.contains("bob: `!accept` or `!decline`"),
            "{}",
            n.body
        );
        assert!(
            n.body.ends_with("- Q <Queen>\nbobby plays.\nbob"),
            "{}",
            n.body
        );
        let html = html_of(&n);
        // The call is a pill on a line of its own; names in the text stay text.
        // Lines stay lines; the line after a list is not part of its last item.
        assert_eq!(
            html,
            "<p>alice challenges bob to Chess — challenge #1. bob: <code>!accept</code> or <code>!decline</code>.<br>\n\
             <strong>Pieces</strong></p>\n\
             <ul>\n<li>K King</li>\n<li>Q &lt;Queen&gt;</li>\n</ul>\n\
             <p>bobby plays.<br>\n<a href=\"https://matrix.to/#/@bob:ex.org\">bob</a></p>\n"
        );

        // The board as a block; no pill asked, none made.
        let n = format_text("board:\n```\n 8 r n b <\n```\nafter", None);
        assert_eq!(n.body, "board:\n```\n 8 r n b <\n```\nafter");
        let html = html_of(&n);
        assert!(
            html.contains("<pre><code> 8 r n b &lt;\n</code></pre>"),
            "{html}"
        );
        assert!(!html.contains("matrix.to"), "{html}");

        // Commands in code get their `!`; other code does not.
        let n = format_text("Type `play chess @bob` or `e4` or `!board`.", None);
        assert_eq!(n.body, "Type `!play chess @bob` or `e4` or `!board`.");

        // A display name with Markdown or HTML in it stays text, in the pill too.
        let odd = uid("@odd:ex.org");
        let name = "<b>*x*</b> [y](z)";
        let n = format_text("alice plays e4.", Some((&odd, name)));
        let html = html_of(&n);
        assert!(
            html.contains(
                "<a href=\"https://matrix.to/#/@odd:ex.org\">&lt;b&gt;*x*&lt;/b&gt; [y](z)</a>"
            ),
            "{html}"
        );
        assert!(!html.contains("<b>") && !html.contains("<em>"), "{html}");

        // Plain text without Markdown has no HTML.
        assert!(format_text("Nothing to see.", None).formatted.is_none());

        assert!(is_bare_mention("@bob"));
        assert!(!is_bare_mention("@bob:ex.org"));
        assert!(!is_bare_mention("@bot"));
        assert!(!is_bare_mention("@"));
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
        let html = reply_notice(&accepted.text, &accepted, &bob);
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
