//! The chat front ends over one service: the terminal, Discord and Matrix.

use super::setup::{self, Database};
use super::*;

#[derive(Args, Debug)]
pub struct ConsoleArgs {
    /// Database folder (default: $ACEDREX_DB, else the user's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// The player you type as (`as NAME` switches); default $USER.
    #[arg(long = "as")]
    pub player: Option<String>,
    /// The language of the answers (es, fr, de, en; default: the terminal's $LANG);
    /// a player's own `lang` wins.
    #[arg(long)]
    pub lang: Option<String>,
    /// Where board images are written (default: $ACEDREX_IMAGES, else beside the database).
    #[arg(long)]
    pub images: Option<PathBuf>,
    /// Serve a web page for every game on this address (`127.0.0.1:8080`), linked from
    /// the replies.
    #[cfg(feature = "web")]
    #[arg(long)]
    pub web: Option<std::net::SocketAddr>,
    /// The address the pages are linked under (behind a proxy); default http://ADDR.
    #[cfg(feature = "web")]
    #[arg(long, requires = "web")]
    pub web_base_url: Option<String>,
    /// Every game's page unlisted (at an address with a random key).
    #[cfg(feature = "web")]
    #[arg(long, requires = "web")]
    pub web_unlisted: bool,
}

#[cfg(feature = "discord")]
#[derive(Args, Debug)]
pub struct DiscordArgs {
    /// Database folder (default: $ACEDREX_DB, else the user's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// The language of answers to players who chose none with `lang` and whose platform
    /// tells no locale: es, fr, de or en (default en; as `[bot] lang` for `serve`).
    #[arg(long)]
    pub lang: Option<String>,
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
    /// Run only these shards (`0-1`; with --shard-total), so several processes on one
    /// PostgreSQL can share a large bot. Default: all, as many as Discord recommends.
    #[arg(long, requires = "shard_total")]
    pub shards: Option<String>,
    /// The number of shards of the whole bot (with --shards).
    #[arg(long, requires = "shards")]
    pub shard_total: Option<u32>,
}

#[cfg(feature = "matrix")]
#[derive(Args, Debug)]
pub struct MatrixArgs {
    /// Database folder (default: $ACEDREX_DB, else the user's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// The language of answers to players who chose none with `lang` and whose platform
    /// tells no locale: es, fr, de or en (default en; as `[bot] lang` for `serve`).
    #[arg(long)]
    pub lang: Option<String>,
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
    /// Read the passphrase that encrypts the Matrix store (the bot's encryption keys)
    /// from this file (default: $MATRIX_STORE_PASSPHRASE_FILE, else
    /// $MATRIX_STORE_PASSPHRASE).
    #[arg(long)]
    pub store_passphrase_file: Option<PathBuf>,
}

pub fn console(args: ConsoleArgs) -> Result<(), String> {
    setup::init_logging("warn");
    let db = Database::choose(args.db);
    let images = args
        .images
        .or_else(|| std::env::var_os("ACEDREX_IMAGES").map(PathBuf::from))
        .unwrap_or_else(|| match &db {
            Database::Sled(p) => p
                .parent()
                .map_or_else(setup::data_dir, PathBuf::from)
                .join("images"),
            Database::Postgres(_) => setup::data_dir().join("images"),
        });
    let player = args
        .player
        .or_else(|| std::env::var("USER").ok().filter(|u| !u.is_empty()))
        .unwrap_or_else(|| "player".to_string());
    #[cfg(feature = "web")]
    let pages = match args.web {
        Some(addr) => Some(setup::Pages {
            unlisted: args.web_unlisted,
            ..setup::Pages::new(addr, args.web_base_url)?
        }),
        None => None,
    };
    #[cfg(not(feature = "web"))]
    let pages = None;
    let lang = match &args.lang {
        Some(l) => setup::lang(l)?,
        None => setup::terminal_lang(&|k| std::env::var(k).ok()).unwrap_or_default(),
    };
    let threads = setup::engine_threads_from_env()?;
    let service = std::sync::Arc::new(setup::service(
        db.open()?,
        acedrex_service::Config {
            lang,
            ..setup::Pages::config(pages.as_ref())
        },
        threads,
    ));
    #[cfg(feature = "web")]
    if let Some(p) = &pages {
        pages_in_background(service.clone(), p)?;
    }
    acedrex_console::run(&service, acedrex_console::ConsoleOptions { player, images })
        .map_err(|e| format!("terminal: {e}"))
}

/// Serves the game pages on a thread of their own while the terminal reads lines; they
/// end with the process.
#[cfg(feature = "web")]
fn pages_in_background(
    service: std::sync::Arc<acedrex_service::Service>,
    pages: &setup::Pages,
) -> Result<(), String> {
    // Bound here, so a port in use is reported before the terminal starts.
    let listener = std::net::TcpListener::bind(pages.listen)
        .and_then(|l| l.set_nonblocking(true).map(|()| l))
        .map_err(|e| format!("cannot serve the game pages on {}: {e}", pages.listen))?;
    let runtime = setup::runtime()?;
    eprintln!("Game pages: {}/game/ID", pages.base_url);
    std::thread::Builder::new()
        .name("pages".into())
        .spawn(move || {
            runtime.block_on(async move {
                let served = match tokio::net::TcpListener::from_std(listener) {
                    Ok(l) => acedrex_web::serve(service, l, std::future::pending()).await,
                    Err(e) => Err(e),
                };
                if let Err(e) = served {
                    tracing::error!("the game pages stopped: {e}");
                }
            })
        })
        .map_err(|e| format!("cannot start the game pages: {e}"))?;
    Ok(())
}

/// The Discord settings from flags and the environment (the token from a file or
/// $DISCORD_TOKEN, never from the command line).
#[cfg(feature = "discord")]
pub fn discord_options(
    guild: Option<u64>,
    token_file: Option<&std::path::Path>,
    threads: bool,
    message_content: bool,
    shards: Option<acedrex_discord::ShardRange>,
) -> Result<acedrex_discord::DiscordOptions, String> {
    let token = match token_file {
        Some(path) => setup::read_secret(path, "token")?,
        None => std::env::var("DISCORD_TOKEN")
            .unwrap_or_default()
            .trim()
            .to_string(),
    };
    if token.is_empty() {
        return Err("no Discord token: set DISCORD_TOKEN or give --token-file".into());
    }
    Ok(acedrex_discord::DiscordOptions {
        token,
        guild,
        threads,
        message_content,
        shards,
        proxy: std::env::var("DISCORD_PROXY")
            .ok()
            .filter(|p| !p.is_empty()),
    })
}

#[cfg(feature = "discord")]
pub fn discord(args: DiscordArgs) -> Result<(), String> {
    setup::init_logging("warn");
    // First, so a wrong code is said before anything is looked for or opened.
    let lang = setup::default_lang(args.lang.as_deref())?;
    let shards = match (&args.shards, args.shard_total) {
        (Some(r), Some(t)) => Some(acedrex_discord::ShardRange::new(r, t)?),
        _ => None,
    };
    let opts = discord_options(
        args.guild,
        args.token_file.as_deref(),
        !args.no_threads,
        !args.no_message_content,
        shards,
    )?;
    let service = std::sync::Arc::new(setup::open_service(&Database::choose(args.db), lang)?);
    setup::runtime()?.block_on(async move {
        let frontend = rounds(service);
        acedrex_discord::run_with(opts, frontend, shutdown::signal()).await
    })
}

#[cfg(feature = "matrix")]
pub fn matrix(args: MatrixArgs) -> Result<(), String> {
    let MatrixArgs {
        db,
        lang,
        homeserver,
        user,
        password_file,
        allow,
        store_passphrase_file,
    } = args;
    acedrex_matrix::init_logging();
    // First, so a wrong code is said before anything is looked for or opened.
    let lang = setup::default_lang(lang.as_deref())?;
    let db = Database::choose(db);
    let opts = acedrex_matrix::MatrixOptions::from_flags_and_env(
        db.local_dir(),
        homeserver,
        user,
        password_file,
        allow,
        store_passphrase_file,
    )?;
    let service = std::sync::Arc::new(setup::open_service(&db, lang)?);
    setup::runtime()?.block_on(async move {
        let frontend = rounds(service);
        acedrex_matrix::run_with(opts, frontend, shutdown::signal()).await
    })
}

/// The front-end layer over the service, its clock's rounds running (they end with the
/// runtime): the platforms attached to it get their games' news.
#[cfg(any(feature = "discord", feature = "matrix"))]
pub fn rounds(
    service: std::sync::Arc<acedrex_service::Service>,
) -> std::sync::Arc<acedrex_frontend::Frontend> {
    let frontend = acedrex_frontend::Frontend::new(service);
    tokio::spawn(
        frontend
            .clone()
            .run_rounds(setup::round_period(), std::future::pending()),
    );
    frontend
}
