//! The chat front ends over one service: the terminal, Discord and Matrix.

use super::*;

#[derive(Args, Debug)]
pub struct ConsoleArgs {
    /// Database folder (default: $ACEDREX_DB, else the user's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// The player you type as (`as NAME` switches); default $USER.
    #[arg(long = "as")]
    pub player: Option<String>,
    /// Where board images are written (default: $ACEDREX_IMAGES, else beside the database).
    #[arg(long)]
    pub images: Option<PathBuf>,
}

#[cfg(feature = "discord")]
#[derive(Args, Debug)]
pub struct DiscordArgs {
    /// Database folder (default: $ACEDREX_DB, else the user's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Register the slash commands in this server only (instant; for testing).
    #[arg(long)]
    pub guild: Option<u64>,
    /// Read the bot token from this file (default: $DISCORD_TOKEN).
    #[arg(long)]
    pub token_file: Option<PathBuf>,
    /// Open a thread for each game (the default).
    #[arg(long, overrides_with = "no_threads")]
    pub threads: bool,
    /// Keep games in the channel where they start.
    #[arg(long, overrides_with = "threads")]
    pub no_threads: bool,
    /// Do not ask for the privileged Message Content intent: slash commands, buttons and
    /// messages that begin with the bot's mention still work. Without this flag the bot
    /// asks for it and falls back on its own when Discord refuses it (close code 4014).
    #[arg(long)]
    pub no_message_content: bool,
}

#[cfg(feature = "matrix")]
#[derive(Args, Debug)]
pub struct MatrixArgs {
    /// Database folder (default: $ACEDREX_DB, else the user's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Homeserver URL (default: $MATRIX_HOMESERVER).
    #[arg(long)]
    pub homeserver: Option<String>,
    /// The bot's Matrix id, @bot:server (default: $MATRIX_USER).
    #[arg(long)]
    pub user: Option<String>,
    /// Read the password from this file (default: $MATRIX_PASSWORD).
    #[arg(long)]
    pub password_file: Option<PathBuf>,
    /// Accept invites only from this server or user (may be repeated; default: anyone).
    #[arg(long)]
    pub allow: Vec<String>,
}

pub fn console(args: ConsoleArgs) -> Result<(), String> {
    let ConsoleArgs { db, player, images } = args;
    run_console(db, player, images)?;
    Ok(())
}

#[cfg(feature = "discord")]
pub fn discord(args: DiscordArgs) -> Result<(), String> {
    let DiscordArgs {
        db,
        guild,
        token_file,
        threads: _,
        no_threads,
        no_message_content,
    } = args;

    init_logging();
    let token = match token_file {
        Some(path) => std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read the token file {}: {e}", path.display()))?,
        None => std::env::var("DISCORD_TOKEN").unwrap_or_default(),
    };
    let token = token.trim().to_string();
    if token.is_empty() {
        return Err("no Discord token: set DISCORD_TOKEN or give --token-file".into());
    }
    let service = std::sync::Arc::new(open_service(&db_path(db))?);
    let opts = acedrex_discord::DiscordOptions {
        token,
        guild,
        threads: !no_threads,
        message_content: !no_message_content,
        proxy: std::env::var("DISCORD_PROXY")
            .ok()
            .filter(|p| !p.is_empty()),
    };
    runtime()?.block_on(acedrex_discord::run_until(
        opts,
        service,
        shutdown::signal(),
    ))?;

    Ok(())
}

#[cfg(feature = "matrix")]
pub fn matrix(args: MatrixArgs) -> Result<(), String> {
    let MatrixArgs {
        db,
        homeserver,
        user,
        password_file,
        allow,
    } = args;

    acedrex_matrix::init_logging();
    let db = db_path(db);
    let opts = acedrex_matrix::MatrixOptions::from_flags_and_env(
        db.clone(),
        homeserver,
        user,
        password_file,
        allow,
    )?;
    let service = std::sync::Arc::new(open_service(&db)?);
    runtime()?.block_on(acedrex_matrix::run_until(opts, service, shutdown::signal()))?;

    Ok(())
}

/// The data folder: $ACEDREX_DB's parent or the user's data directory.
fn data_dir() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("acedrex")
}

/// The database folder: `--db`, else $ACEDREX_DB, else the user's data folder.
fn db_path(db: Option<PathBuf>) -> PathBuf {
    db.or_else(|| std::env::var_os("ACEDREX_DB").map(PathBuf::from))
        .unwrap_or_else(|| data_dir().join("db"))
}

/// The game service every front end shares: the sled database, the engine as the bot,
/// the system clock.
fn open_service(db: &std::path::Path) -> Result<acedrex_service::Service, String> {
    let store = acedrex_service::Store::open(db).map_err(|e| e.to_string())?;
    Ok(acedrex_service::Service::new(
        store,
        std::sync::Arc::new(acedrex_service::chooser::EngineChooser::default()),
        std::sync::Arc::new(acedrex_service::service::SystemClock),
        acedrex_service::Config::default(),
    ))
}

/// A runtime for the chat front ends (the core itself is synchronous).
#[cfg(any(feature = "discord", feature = "matrix"))]
fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

fn run_console(
    db: Option<PathBuf>,
    player: Option<String>,
    images: Option<PathBuf>,
) -> Result<(), String> {
    init_logging();
    let db = db_path(db);
    let images = images
        .or_else(|| std::env::var_os("ACEDREX_IMAGES").map(PathBuf::from))
        .unwrap_or_else(|| {
            db.parent()
                .map_or_else(data_dir, PathBuf::from)
                .join("images")
        });
    let player = player
        .or_else(|| std::env::var("USER").ok().filter(|u| !u.is_empty()))
        .unwrap_or_else(|| "player".to_string());
    let service = open_service(&db)?;
    acedrex_console::run(&service, acedrex_console::ConsoleOptions { player, images })
        .map_err(|e| format!("terminal: {e}"))
}

/// Logs to stderr; `RUST_LOG` chooses what (default: warnings).
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
