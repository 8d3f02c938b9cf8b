//! What the commands that run the bot share: where the database is and which kind it is,
//! opening the service over it, logging, and the async runtime.

use std::path::PathBuf;
use std::sync::Arc;

use acedrex_service::store::{is_key_value_connection, without_password, GameStore};
use acedrex_service::{Config, Service};

/// The data folder: the user's data directory's `acedrex`.
pub fn data_dir() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("acedrex")
}

/// Where the games are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// A sled folder (embedded; one process at a time).
    Sled(PathBuf),
    /// A PostgreSQL URL (`postgres://user@host/db`; many processes).
    Postgres(String),
}

impl Database {
    /// `--db`, else $ACEDREX_DB, else the user's data folder. A value that begins with
    /// `postgres://` or `postgresql://`, or a key=value connection string
    /// (`host=db user=acedrex`), is PostgreSQL; anything else a folder.
    pub fn choose(flag: Option<PathBuf>) -> Database {
        let raw = flag
            .or_else(|| std::env::var_os("ACEDREX_DB").map(PathBuf::from))
            .unwrap_or_else(|| data_dir().join("db"));
        Database::from_path(raw)
    }

    pub fn from_path(raw: PathBuf) -> Database {
        match raw.to_str() {
            Some(s)
                if s.starts_with("postgres://")
                    || s.starts_with("postgresql://")
                    || is_key_value_connection(s) =>
            {
                Database::Postgres(s.to_string())
            }
            _ => Database::Sled(raw),
        }
    }

    /// A folder for what lives beside the games (the Matrix session, images): the sled
    /// folder itself, or the data folder with PostgreSQL.
    #[cfg(feature = "matrix")]
    pub fn local_dir(&self) -> PathBuf {
        match self {
            Database::Sled(p) => p.clone(),
            Database::Postgres(_) => data_dir(),
        }
    }

    /// For logs: the folder, or the URL without its password.
    pub fn describe(&self) -> String {
        match self {
            Database::Sled(p) => format!("sled at {}", p.display()),
            Database::Postgres(url) => format!("postgres at {}", without_password(url)),
        }
    }

    /// Opens the store.
    pub fn open(&self) -> Result<Arc<dyn GameStore>, String> {
        match self {
            Database::Sled(path) => Ok(Arc::new(
                acedrex_service::Store::open(path).map_err(|e| e.to_string())?,
            )),
            Database::Postgres(url) => open_postgres(url),
        }
    }
}

#[cfg(feature = "postgres")]
fn open_postgres(url: &str) -> Result<Arc<dyn GameStore>, String> {
    Ok(Arc::new(
        acedrex_postgres::PgStore::connect(url).map_err(|e| e.to_string())?,
    ))
}

#[cfg(not(feature = "postgres"))]
fn open_postgres(_url: &str) -> Result<Arc<dyn GameStore>, String> {
    Err("this acedrex was built without PostgreSQL (the `postgres` feature)".into())
}

/// The game service every front end shares: the store, the engine as the bot with
/// `threads` search threads a move (from [`engine_threads_from_env`]), the system clock
/// (moved on by `$ACEDREX_TEST_CLOCK`, see [`clock`]).
pub fn service(store: Arc<dyn GameStore>, config: Config, threads: usize) -> Service {
    Service::with_store(
        store,
        Arc::new(acedrex_service::chooser::EngineChooser::default().with_threads(threads)),
        clock(),
        config,
    )
}

/// [`engine_threads`] of `$ACEDREX_ENGINE_THREADS`.
pub fn engine_threads_from_env() -> Result<usize, String> {
    engine_threads(std::env::var("ACEDREX_ENGINE_THREADS").ok().as_deref())
}

/// The bot's search threads a move from `$ACEDREX_ENGINE_THREADS`: 1 when unset or empty,
/// else a whole number from 1 to the engine's most.
pub fn engine_threads(value: Option<&str>) -> Result<usize, String> {
    let max = acedrex_engine::MAX_THREADS;
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(1),
        Some(v) => v
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=max).contains(n))
            .ok_or_else(|| {
                format!("ACEDREX_ENGINE_THREADS: `{v}` is not a number of threads from 1 to {max}")
            }),
    }
}

/// The service's clock: the system's, or for test kits that drive the bot from outside
/// (`$ACEDREX_TEST_CLOCK`, a file), the system's plus the seconds the file holds, read
/// at each look, so a test moves time on by writing the file.
fn clock() -> Arc<dyn acedrex_service::service::Clock> {
    match std::env::var_os("ACEDREX_TEST_CLOCK").filter(|p| !p.is_empty()) {
        Some(path) => {
            tracing::warn!(
                "the clock is moved on by {}",
                PathBuf::from(&path).display()
            );
            Arc::new(TestClock(PathBuf::from(path)))
        }
        None => Arc::new(acedrex_service::service::SystemClock),
    }
}

struct TestClock(PathBuf);

impl acedrex_service::service::Clock for TestClock {
    fn now(&self) -> u64 {
        let ahead = std::fs::read_to_string(&self.0)
            .ok()
            .and_then(|s| s.trim().parse::<u64>().ok())
            .unwrap_or(0);
        acedrex_service::service::SystemClock.now() + ahead
    }
}

/// How often the clock's rounds run: every 5 s, or `$ACEDREX_CLOCK_ROUND_MS` (tests).
#[cfg(any(feature = "discord", feature = "matrix"))]
pub fn round_period() -> std::time::Duration {
    std::env::var("ACEDREX_CLOCK_ROUND_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|ms| *ms > 0)
        .map_or(acedrex_frontend::ROUND, std::time::Duration::from_millis)
}

/// The service over `db` with the default settings, answering in `lang` those who chose
/// no language and whose platform tells none.
#[cfg(any(feature = "discord", feature = "matrix"))]
pub fn open_service(
    db: &Database,
    lang: acedrex_service::texts::lang::Lang,
) -> Result<Service, String> {
    let threads = engine_threads_from_env()?;
    Ok(service(
        db.open()?,
        Config {
            lang,
            ..Config::default()
        },
        threads,
    ))
}

/// Where the game pages are served, and the address replies link them under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pages {
    pub listen: std::net::SocketAddr,
    /// `https://acedrex.example.org` (default: `http://` and the listening address).
    pub base_url: String,
    /// Every new game's page is unlisted (at an address with a random key), not only
    /// those of private conversations.
    pub unlisted: bool,
}

impl Pages {
    #[cfg(feature = "web")]
    pub fn new(listen: std::net::SocketAddr, base_url: Option<String>) -> Result<Pages, String> {
        let base_url = match base_url {
            None => format!("http://{listen}"),
            Some(u) if u.starts_with("http://") || u.starts_with("https://") => {
                u.trim_end_matches('/').to_string()
            }
            Some(u) => {
                return Err(format!(
                    "the game pages' base URL `{u}` must begin with http:// or https://"
                ))
            }
        };
        Ok(Pages {
            listen,
            base_url,
            unlisted: false,
        })
    }

    /// The service's settings with the pages' links in replies.
    pub fn config(pages: Option<&Pages>) -> Config {
        Config {
            page_base: pages.map(|p| p.base_url.clone()),
            unlisted_pages: pages.is_some_and(|p| p.unlisted),
            ..Config::default()
        }
    }
}

/// A language given in the settings (`--lang`, `[bot] lang`): one whose catalogue the
/// bot has, else a clear error listing them.
pub fn lang(text: &str) -> Result<acedrex_service::texts::lang::Lang, String> {
    use acedrex_service::texts::lang::Lang;
    Lang::from_locale(text).ok_or_else(|| {
        let codes: Vec<&str> = Lang::available().iter().map(|l| l.code()).collect();
        format!(
            "unknown language `{text}`; the languages are: {}",
            codes.join(", ")
        )
    })
}

/// The default language of a chat front end from its `--lang` (English without one).
#[cfg(any(feature = "discord", feature = "matrix"))]
pub fn default_lang(text: Option<&str>) -> Result<acedrex_service::texts::lang::Lang, String> {
    text.map_or(Ok(Default::default()), lang)
}

/// The terminal's language: `LC_ALL`, `LC_MESSAGES` or `LANG` (`de_DE.UTF-8` → de),
/// when the bot has it.
pub fn terminal_lang(
    env: &dyn Fn(&str) -> Option<String>,
) -> Option<acedrex_service::texts::lang::Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| env(k).filter(|v| !v.is_empty()))
        .and_then(|v| acedrex_service::texts::lang::Lang::from_locale(&v))
}

/// A runtime for the chat front ends (the core itself is synchronous).
#[cfg(any(feature = "discord", feature = "matrix", feature = "web"))]
pub fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

/// Logs to stderr; `RUST_LOG` chooses what (default: `default`).
pub fn init_logging(default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// A secret from a file (trimmed), with a message that names the file.
#[cfg(feature = "discord")]
pub fn read_secret(path: &std::path::Path, what: &str) -> Result<String, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the {what} file {}: {e}", path.display()))?;
    let text = text.trim().to_string();
    if text.is_empty() {
        return Err(format!("the {what} file {} is empty", path.display()));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_postgres_url_is_told_from_a_folder_and_never_logged_with_its_password() {
        assert_eq!(
            Database::from_path("postgres://a:pw@h/db".into()),
            Database::Postgres("postgres://a:pw@h/db".into())
        );
        assert_eq!(
            Database::from_path("/var/lib/acedrex".into()),
            Database::Sled("/var/lib/acedrex".into())
        );
        assert_eq!(
            without_password("postgres://a:pw@h:5432/db"),
            "postgres://a:***@h:5432/db"
        );
        assert_eq!(without_password("postgres://a@h/db"), "postgres://a@h/db");
        assert!(!Database::Postgres("postgresql://u:s3cret@x/y".into())
            .describe()
            .contains("s3cret"));
    }

    #[test]
    fn engine_threads_come_from_the_environment_or_are_refused_with_the_reason() {
        assert_eq!(engine_threads(None), Ok(1));
        assert_eq!(engine_threads(Some(" ")), Ok(1));
        assert_eq!(engine_threads(Some("4")), Ok(4));
        assert_eq!(engine_threads(Some(" 2 ")), Ok(2));
        for bad in ["0", "65", "two", "-1", "1.5"] {
            assert_eq!(
                engine_threads(Some(bad)),
                Err(format!(
                    "ACEDREX_ENGINE_THREADS: `{bad}` is not a number of threads from 1 to 64"
                ))
            );
        }
    }
}
