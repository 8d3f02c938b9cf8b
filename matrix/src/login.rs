//! Logging in: the bot's options and secret, the session saved under `<db>/matrix/`
//! (mode 0600) and restored on a restart, so a restart is no new login and no new device.

use crate::store_key::{self, StorePassphrase};
use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::encryption::EncryptionSettings;
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk::ruma::UserId;
use matrix_sdk::store::RoomLoadSettings;
use matrix_sdk::{Client, SessionMeta, SessionTokens};
use std::path::{Path, PathBuf};

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

    pub(crate) fn state_dir(&self) -> PathBuf {
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

pub(crate) fn is_unknown_token(e: &matrix_sdk::Error) -> bool {
    matches!(e.client_api_error_kind(), Some(ErrorKind::UnknownToken(_)))
}

/// Logs in (or restores the stored session) and returns the client, and whether the
/// session was restored.
pub(crate) async fn connect(opts: &MatrixOptions) -> Result<(Client, bool), String> {
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
