//! `acedrex serve`: every configured front end (Discord, Matrix) in one process, over one
//! service and one database, so ratings, leaderboards and `games` are the same everywhere.
//!
//! Settings come from a TOML file (`--config`), the environment overrides the file, and
//! flags override both. Secrets (the Discord token, the Matrix password) come only from the
//! environment or from files the config names: a secret written into the config itself is
//! refused, and none is ever logged.

use super::setup::{self, Database};
use super::*;
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

#[derive(Args, Debug, Default)]
pub struct ServeArgs {
    /// The settings file (TOML; see acedrex.toml.example). Default: none, everything from
    /// the environment and flags.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Database: a folder (sled) or a postgres:// URL. Overrides the config and $ACEDREX_DB.
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Answer health checks over HTTP on this address (`GET /health`: 200 when the
    /// database and every front end are connected, else 503; JSON either way).
    #[arg(long)]
    pub health: Option<SocketAddr>,
    /// Serve a web page for every game on this address (`127.0.0.1:8080`).
    #[arg(long)]
    pub web: Option<SocketAddr>,
    /// The address replies link the pages under (a proxy's, `https://acedrex.example.org`);
    /// default http:// and the --web address.
    #[arg(long)]
    pub web_base_url: Option<String>,
    /// Every game's page unlisted (at an address with a random key, its number answers
    /// 404), not only the games of private conversations.
    #[arg(long)]
    pub web_unlisted: bool,
    /// The language of answers to players who chose none with `lang` and whose platform
    /// tells no locale: es, fr, de or en (default en; also `[bot] lang`).
    #[arg(long)]
    pub lang: Option<String>,
    /// Discord: run only these shards (`0-1`, with --shard-total).
    #[arg(long, requires = "shard_total")]
    pub shards: Option<String>,
    /// Discord: the number of shards of the whole bot (with --shards).
    #[arg(long, requires = "shards")]
    pub shard_total: Option<u32>,
    /// Check the settings, print the start summary, and exit without connecting.
    #[arg(long)]
    pub check_config: bool,
}

/// The settings file.
#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    /// A folder (sled) or a postgres:// URL.
    database: Option<String>,
    discord: Option<DiscordSection>,
    matrix: Option<MatrixSection>,
    health: Option<HealthSection>,
    web: Option<WebSection>,
    bot: Option<BotSection>,
}

#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
struct BotSection {
    /// The language of answers to players who chose none and whose platform tells none.
    lang: Option<String>,
}

#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
struct DiscordSection {
    /// A file holding the token (else $DISCORD_TOKEN).
    token_file: Option<PathBuf>,
    /// Refused: a secret does not belong in the settings file.
    token: Option<toml::Value>,
    guild: Option<u64>,
    threads: Option<bool>,
    message_content: Option<bool>,
    /// `0-1`, with `shard_total`.
    shards: Option<String>,
    shard_total: Option<u32>,
}

#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
struct MatrixSection {
    homeserver: Option<String>,
    user: Option<String>,
    /// A file holding the password (else $MATRIX_PASSWORD or $MATRIX_ACCESS_TOKEN).
    password_file: Option<PathBuf>,
    /// Refused: secrets do not belong in the settings file.
    password: Option<toml::Value>,
    access_token: Option<toml::Value>,
    #[serde(default)]
    allow: Vec<String>,
    /// Where the Matrix session and keys are kept (default: beside a sled database, or
    /// the data folder with PostgreSQL).
    state_dir: Option<PathBuf>,
    /// A file holding the passphrase that encrypts the Matrix store (else
    /// $MATRIX_STORE_PASSPHRASE_FILE or $MATRIX_STORE_PASSPHRASE).
    store_passphrase_file: Option<PathBuf>,
    /// Refused: secrets do not belong in the settings file.
    store_passphrase: Option<toml::Value>,
}

#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
struct HealthSection {
    listen: Option<SocketAddr>,
}

#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
struct WebSection {
    listen: Option<SocketAddr>,
    base_url: Option<String>,
    /// Every game's page unlisted.
    unlisted: Option<bool>,
}

/// What one `serve` runs, settled from the file, the environment and the flags.
#[derive(Debug)]
pub struct Plan {
    pub db: Database,
    pub discord: Option<DiscordPlan>,
    pub matrix: Option<MatrixPlan>,
    pub health: Option<SocketAddr>,
    pub pages: Option<setup::Pages>,
    /// The default language of the answers.
    pub lang: acedrex_service::texts::lang::Lang,
    /// The bot's search threads a move (`ACEDREX_ENGINE_THREADS`, read once, here, so
    /// that `--check-config` reports a bad value).
    pub engine_threads: usize,
}

#[derive(Debug)]
pub struct DiscordPlan {
    token_file: Option<PathBuf>,
    guild: Option<u64>,
    threads: bool,
    message_content: bool,
    shards: Option<acedrex_discord::ShardRange>,
}

#[derive(Debug)]
pub struct MatrixPlan {
    homeserver: Option<String>,
    user: Option<String>,
    password_file: Option<PathBuf>,
    allow: Vec<String>,
    state_dir: Option<PathBuf>,
    store_passphrase_file: Option<PathBuf>,
}

impl Plan {
    /// The one-line start summary: front ends, database, shards, health address.
    pub fn summary(&self) -> String {
        let mut fronts = Vec::new();
        if let Some(d) = &self.discord {
            fronts.push(match d.shards {
                Some(r) => format!("discord (shards {r})"),
                None => "discord (automatic shards)".to_string(),
            });
        }
        if let Some(m) = &self.matrix {
            fronts.push(format!(
                "matrix ({})",
                m.user.as_deref().unwrap_or("stored session")
            ));
        }
        let mut s = format!(
            "acedrex serve: {}; database {}",
            fronts.join(", "),
            self.db.describe()
        );
        if let Some(h) = self.health {
            s.push_str(&format!("; health on http://{h}/health"));
        }
        if let Some(p) = &self.pages {
            s.push_str(&format!(
                "; game pages on http://{} as {}/game/ID",
                p.listen, p.base_url
            ));
        }
        if self.engine_threads > 1 {
            s.push_str(&format!(
                "; the bot thinks on {} threads",
                self.engine_threads
            ));
        }
        s
    }
}

/// Reads the settings: the file, then the environment (`env`), then the flags.
pub fn plan(args: &ServeArgs, env: &dyn Fn(&str) -> Option<String>) -> Result<Plan, String> {
    let file: FileConfig = match &args.config {
        None => FileConfig::default(),
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read the settings file {}: {e}", path.display()))?;
            toml::from_str(&text)
                .map_err(|e| format!("{}: {}", path.display(), one_line(&e.to_string())))?
        }
    };
    let env = |k: &str| env(k).filter(|v| !v.trim().is_empty());

    let db = match args.db.clone() {
        Some(p) => Database::from_path(p),
        None => match env("ACEDREX_DB").or(file.database) {
            Some(d) => Database::from_path(PathBuf::from(d)),
            None => Database::choose(None),
        },
    };

    // Discord runs when the file has a [discord] section or a token is in the environment.
    let discord = match (file.discord, env("DISCORD_TOKEN")) {
        (None, None) => None,
        (section, _) => {
            let d = section.unwrap_or_default();
            if d.token.is_some() {
                return Err(
                    "the settings file has a Discord `token`: secrets are not read \
                            from it; set DISCORD_TOKEN or name a file with `token_file`"
                        .into(),
                );
            }
            let shards = match (
                args.shards.clone().or(d.shards),
                args.shard_total.or(d.shard_total),
            ) {
                (Some(r), Some(t)) => Some(acedrex_discord::ShardRange::new(&r, t)?),
                (None, None) => match env("ACEDREX_SHARDS") {
                    Some(s) => Some(s.parse::<acedrex_discord::ShardRange>()?),
                    None => None,
                },
                _ => return Err("Discord shards need both `shards` and `shard_total`".into()),
            };
            Some(DiscordPlan {
                token_file: d.token_file,
                guild: d.guild,
                threads: d.threads.unwrap_or(true),
                message_content: d.message_content.unwrap_or(true),
                shards,
            })
        }
    };
    if discord.is_none() && (args.shards.is_some() || args.shard_total.is_some()) {
        return Err("--shards is for Discord, which is not configured".into());
    }

    // Matrix runs when the file has a [matrix] section or its user is in the environment.
    let matrix = match (file.matrix, env("MATRIX_USER")) {
        (None, None) => None,
        (section, env_user) => {
            let m = section.unwrap_or_default();
            if m.password.is_some() || m.access_token.is_some() || m.store_passphrase.is_some() {
                return Err(
                    "the settings file has a Matrix password, access token or store \
                            passphrase: secrets are not read from it; set MATRIX_PASSWORD (or \
                            MATRIX_ACCESS_TOKEN) and MATRIX_STORE_PASSPHRASE, or name files \
                            with `password_file` and `store_passphrase_file`"
                        .into(),
                );
            }
            Some(MatrixPlan {
                homeserver: env("MATRIX_HOMESERVER").or(m.homeserver),
                user: env_user.or(m.user),
                password_file: m.password_file,
                allow: m.allow,
                state_dir: m.state_dir,
                store_passphrase_file: m.store_passphrase_file,
            })
        }
    };

    let health = match args.health {
        Some(h) => Some(h),
        None => match env("ACEDREX_HEALTH") {
            Some(h) => Some(h.parse().map_err(|_| {
                format!("ACEDREX_HEALTH: `{h}` is not an address like 127.0.0.1:8081")
            })?),
            None => file.health.and_then(|h| h.listen),
        },
    };
    let web = file.web.unwrap_or_default();
    let listen = match args.web {
        Some(a) => Some(a),
        None => match env("ACEDREX_WEB") {
            Some(a) => Some(a.parse().map_err(|_| {
                format!("ACEDREX_WEB: `{a}` is not an address like 127.0.0.1:8080")
            })?),
            None => web.listen,
        },
    };
    let base_url = args
        .web_base_url
        .clone()
        .or_else(|| env("ACEDREX_WEB_BASE_URL"))
        .or(web.base_url);
    let unlisted = args.web_unlisted || web.unlisted.unwrap_or(false);
    let pages = match (listen, base_url) {
        (Some(l), base) => Some(setup::Pages {
            unlisted,
            ..setup::Pages::new(l, base)?
        }),
        (None, Some(_)) => {
            return Err(
                "a base URL for the game pages needs an address to serve them on \
                        (--web, ACEDREX_WEB or `listen` under [web])"
                    .into(),
            )
        }
        (None, None) => None,
    };
    if discord.is_none() && matrix.is_none() && pages.is_none() {
        return Err(
            "nothing to serve: configure Discord ([discord] in the settings file, or \
                    DISCORD_TOKEN), Matrix ([matrix], or MATRIX_USER) and/or the game pages \
                    ([web], or --web)"
                .into(),
        );
    }
    let lang = match args
        .lang
        .clone()
        .or_else(|| file.bot.as_ref().and_then(|b| b.lang.clone()))
    {
        Some(l) => setup::lang(&l)?,
        None => Default::default(),
    };
    let engine_threads = setup::engine_threads(env("ACEDREX_ENGINE_THREADS").as_deref())?;
    Ok(Plan {
        db,
        discord,
        matrix,
        health,
        pages,
        lang,
        engine_threads,
    })
}

/// toml's multi-line message on one line.
fn one_line(msg: &str) -> String {
    msg.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn serve(args: ServeArgs) -> Result<(), String> {
    setup::init_logging(
        "info,matrix_sdk=warn,matrix_sdk_crypto=warn,serenity=warn,tracing::span=warn",
    );
    let plan = plan(&args, &|k| std::env::var(k).ok())?;
    if args.check_config {
        println!("{}", plan.summary());
        return Ok(());
    }
    // Every secret is read before anything connects, so a missing one fails at once.
    let discord = match &plan.discord {
        Some(d) => Some(super::chat::discord_options(
            d.guild,
            d.token_file.as_deref(),
            d.threads,
            d.message_content,
            d.shards,
        )?),
        None => None,
    };
    let matrix = match &plan.matrix {
        Some(m) => Some(acedrex_matrix::MatrixOptions::from_flags_and_env(
            m.state_dir.clone().unwrap_or_else(|| plan.db.local_dir()),
            m.homeserver.clone(),
            m.user.clone(),
            m.password_file.clone(),
            m.allow.clone(),
            m.store_passphrase_file.clone(),
        )?),
        None => None,
    };
    let service = Arc::new(setup::service(
        plan.db.open()?,
        acedrex_service::Config {
            lang: plan.lang,
            ..setup::Pages::config(plan.pages.as_ref())
        },
        plan.engine_threads,
    ));
    tracing::info!("{}", plan.summary());

    setup::runtime()?.block_on(async move {
        let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
        let stopped = |mut rx: tokio::sync::watch::Receiver<bool>| async move {
            let _ = rx.wait_for(|s| *s).await;
        };
        {
            let stop_tx = stop_tx.clone();
            tokio::spawn(async move {
                shutdown::signal().await;
                tracing::info!("stopping every front end");
                let _ = stop_tx.send(true);
            });
        }
        let mut tasks = tokio::task::JoinSet::new();
        // One layer and one loop of the clock's rounds for every platform served: each
        // game's news is told once, on its own platform.
        let frontend = super::chat::rounds(service.clone());
        if let Some(opts) = discord {
            let (frontend, stop) = (frontend.clone(), stopped(stop_rx.clone()));
            tasks.spawn(async move {
                (
                    "discord",
                    acedrex_discord::run_with(opts, frontend, stop).await,
                )
            });
        }
        if let Some(opts) = matrix {
            let (frontend, stop) = (frontend.clone(), stopped(stop_rx.clone()));
            tasks.spawn(async move {
                (
                    "matrix",
                    acedrex_matrix::run_with(opts, frontend, stop).await,
                )
            });
        }
        if let Some(addr) = plan.health {
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .map_err(|e| format!("cannot listen for health checks on {addr}: {e}"))?;
            let (service, stop) = (service.clone(), stopped(stop_rx.clone()));
            tasks.spawn(async move { ("health", health_server(listener, service, stop).await) });
        }
        if let Some(pages) = &plan.pages {
            let listener = acedrex_web::bind(pages.listen)
                .await
                .map_err(|e| format!("cannot serve the game pages on {}: {e}", pages.listen))?;
            let (service, stop) = (service.clone(), stopped(stop_rx.clone()));
            tasks.spawn(async move {
                let served = acedrex_web::serve(service, listener, stop).await;
                ("game pages", served.map_err(|e| e.to_string()))
            });
        }
        let mut errors = Vec::new();
        while let Some(done) = tasks.join_next().await {
            let (name, result) = match done {
                Ok(r) => r,
                Err(e) => ("a front end", Err(format!("crashed: {e}"))),
            };
            match result {
                Err(e) => {
                    tracing::error!("{name} stopped: {e}");
                    errors.push(format!("{name}: {e}"));
                }
                Ok(()) if !*stop_rx.borrow() => {
                    errors.push(format!("{name} stopped on its own"));
                }
                Ok(()) => {}
            }
            // One front end down takes the process down (a service manager restarts it),
            // the others closing their connections cleanly first.
            let _ = stop_tx.send(true);
        }
        match errors.is_empty() {
            true => Ok(()),
            false => Err(errors.join("; ")),
        }
    })
}

/// Answers `GET /health` (and any other path) with the service's health report: 200 when
/// healthy, else 503. A hand-written HTTP/1.1 answer: one short JSON body, then close.
async fn health_server(
    listener: tokio::net::TcpListener,
    service: Arc<acedrex_service::Service>,
    stop: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    tokio::pin!(stop);
    loop {
        let (mut conn, _) = tokio::select! {
            () = &mut stop => return Ok(()),
            c = listener.accept() => match c {
                Ok(c) => c,
                Err(e) => {
                    tracing::warn!("health check connection failed: {e}");
                    continue;
                }
            },
        };
        let service = service.clone();
        tokio::spawn(async move {
            // The request itself does not matter; read what came so the close is clean.
            let mut buf = [0u8; 1024];
            let _ = tokio::time::timeout(Duration::from_secs(2), conn.read(&mut buf)).await;
            // The database ping is a blocking call.
            let report = match tokio::task::spawn_blocking(move || service.health()).await {
                Ok(r) => r,
                Err(_) => return,
            };
            let body = report.to_json();
            let status = if report.healthy() {
                "200 OK"
            } else {
                "503 Service Unavailable"
            };
            let answer = format!(
                "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
                 cache-control: no-store\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = conn.write_all(answer.as_bytes()).await;
            let _ = conn.shutdown().await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(text: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "acedrex-serve-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::create_dir_all(&dir);
        let p = dir.join("acedrex.toml");
        std::fs::write(&p, text).unwrap();
        p
    }

    fn args(config: &str) -> ServeArgs {
        ServeArgs {
            config: Some(write(config)),
            ..ServeArgs::default()
        }
    }

    #[test]
    fn both_front_ends_over_one_database_with_the_environment_over_the_file() {
        let a = args(
            "database = \"/srv/acedrex/db\"\n[discord]\ntoken_file = \"/etc/t\"\nshards = \"0-1\"\nshard_total = 4\n\
             [matrix]\nhomeserver = \"https://m.example\"\nuser = \"@bot:m.example\"\n[health]\nlisten = \"127.0.0.1:8081\"\n",
        );
        let env = |k: &str| match k {
            "ACEDREX_DB" => Some("postgres://acedrex:pw@db/acedrex".to_string()),
            "MATRIX_HOMESERVER" => Some("https://other.example".to_string()),
            _ => None,
        };
        let p = plan(&a, &env).unwrap();
        assert_eq!(
            p.db,
            Database::Postgres("postgres://acedrex:pw@db/acedrex".into())
        );
        let d = p.discord.as_ref().unwrap();
        assert_eq!(d.shards.unwrap().to_string(), "0-1/4");
        assert_eq!(
            p.matrix.as_ref().unwrap().homeserver.as_deref(),
            Some("https://other.example")
        );
        assert_eq!(p.health, Some("127.0.0.1:8081".parse().unwrap()));
        let s = p.summary();
        assert_eq!(
            s,
            "acedrex serve: discord (shards 0-1/4), matrix (@bot:m.example); database postgres \
             at postgres://acedrex:***@db/acedrex; health on http://127.0.0.1:8081/health"
        );
    }

    #[test]
    fn the_sample_settings_file_is_valid() {
        let sample = include_str!("../../../acedrex.toml.example");
        let p = plan(&args(sample), &|_| None).unwrap();
        assert_eq!(
            p.summary(),
            "acedrex serve: discord (automatic shards), matrix (@acedrex:example.org); database \
             sled at /var/lib/acedrex/db; health on http://127.0.0.1:8081/health; game pages on \
             http://127.0.0.1:8080 as https://acedrex.example.org/game/ID"
        );
    }

    #[test]
    fn flags_win_over_the_environment_and_the_file() {
        let mut a = args("database = \"/a\"\n[discord]\nshards = \"0-0\"\nshard_total = 2\n");
        a.db = Some("/b".into());
        a.shards = Some("2-3".into());
        a.shard_total = Some(4);
        let p = plan(&a, &|k| (k == "ACEDREX_DB").then(|| "/c".to_string())).unwrap();
        assert_eq!(p.db, Database::Sled("/b".into()));
        assert_eq!(p.discord.unwrap().shards.unwrap().to_string(), "2-3/4");
    }

    #[test]
    fn secrets_in_the_file_and_bad_settings_are_refused_clearly() {
        let e = plan(&args("[discord]\ntoken = \"abc\"\n"), &|_| None).unwrap_err();
        assert!(e.contains("secrets are not read"), "{e}");
        assert!(!e.contains("abc"), "{e}");
        let e = plan(&args("[matrix]\npassword = \"pw\"\n"), &|_| None).unwrap_err();
        assert!(e.contains("MATRIX_PASSWORD"), "{e}");
        let e = plan(
            &args("[discord]\nshards = \"3-1\"\nshard_total = 4\n"),
            &|_| None,
        )
        .unwrap_err();
        assert!(e.contains("not within"), "{e}");
        let e = plan(&args("[discrod]\n"), &|_| None).unwrap_err();
        assert!(e.contains("discrod"), "{e}");
        let e = plan(&args(""), &|_| None).unwrap_err();
        assert!(e.starts_with("nothing to serve"), "{e}");
        // A token in the environment alone is enough to run Discord.
        let p = plan(&args(""), &|k| (k == "DISCORD_TOKEN").then(|| "t".into())).unwrap();
        assert!(p.discord.is_some() && p.matrix.is_none());
    }

    #[test]
    fn game_pages_from_the_file_the_environment_and_flags() {
        let a =
            args("[web]\nlisten = \"127.0.0.1:8080\"\nbase_url = \"https://games.example.org/\"\n");
        let p = plan(&a, &|_| None).unwrap();
        let pages = p.pages.as_ref().unwrap();
        assert_eq!(pages.listen, "127.0.0.1:8080".parse().unwrap());
        assert_eq!(pages.base_url, "https://games.example.org");
        assert!(
            p.discord.is_none() && p.matrix.is_none(),
            "pages alone can be served"
        );
        assert!(p
            .summary()
            .ends_with("game pages on http://127.0.0.1:8080 as https://games.example.org/game/ID"));
        // The environment over the file; the base URL defaults to the address.
        let p = plan(&a, &|k| (k == "ACEDREX_WEB").then(|| "0.0.0.0:9000".into())).unwrap();
        assert_eq!(p.pages.unwrap().listen, "0.0.0.0:9000".parse().unwrap());
        let mut flags = args("");
        flags.web = Some("127.0.0.1:7000".parse().unwrap());
        let p = plan(&flags, &|_| None).unwrap();
        assert_eq!(p.pages.as_ref().unwrap().base_url, "http://127.0.0.1:7000");
        assert!(!p.pages.unwrap().unlisted, "listed unless told");
        flags.web_unlisted = true;
        assert!(plan(&flags, &|_| None).unwrap().pages.unwrap().unlisted);
        let p = plan(
            &args("[web]\nlisten = \"127.0.0.1:1\"\nunlisted = true\n"),
            &|_| None,
        )
        .unwrap();
        assert!(p.pages.unwrap().unlisted);
        // Bad settings say what is wrong.
        let e = plan(&args("[web]\nbase_url = \"https://x.example\"\n"), &|_| {
            None
        })
        .unwrap_err();
        assert!(e.contains("needs an address"), "{e}");
        let e = plan(
            &args("[web]\nlisten = \"127.0.0.1:1\"\nbase_url = \"x.example\"\n"),
            &|_| None,
        )
        .unwrap_err();
        assert!(e.contains("http:// or https://"), "{e}");
        let e = plan(&args(""), &|k| {
            (k == "ACEDREX_WEB").then(|| "nowhere".into())
        })
        .unwrap_err();
        assert!(e.contains("ACEDREX_WEB"), "{e}");
    }

    // The default language: the flag over the file; an unknown one is refused with the
    // languages there are.
    #[test]
    fn the_default_language_comes_from_the_flag_or_the_file() {
        use acedrex_service::texts::lang::Lang;
        let p = plan(
            &args("[web]\nlisten = \"127.0.0.1:8080\"\n[bot]\nlang = \"en-GB\"\n"),
            &|_| None,
        )
        .unwrap();
        assert_eq!(p.lang, Lang::En);
        let p = plan(&args("[web]\nlisten = \"127.0.0.1:8080\"\n"), &|_| None).unwrap();
        assert_eq!(p.lang, Lang::En);
        let mut a = args("[web]\nlisten = \"127.0.0.1:8080\"\n[bot]\nlang = \"en\"\n");
        a.lang = Some("klingon".into());
        let e = plan(&a, &|_| None).unwrap_err();
        assert!(
            e.contains("unknown language `klingon`") && e.contains("en"),
            "{e}"
        );
        let e = plan(
            &args("[web]\nlisten = \"127.0.0.1:8080\"\n[bot]\nlang = \"tlh\"\n"),
            &|_| None,
        )
        .unwrap_err();
        assert!(e.contains("`tlh`"), "{e}");
    }

    #[test]
    fn the_terminal_language_comes_from_its_locale() {
        use acedrex_service::texts::lang::Lang;
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            setup::terminal_lang(&env(&[("LANG", "en_US.UTF-8")])),
            Some(Lang::En)
        );
        assert_eq!(setup::terminal_lang(&env(&[("LANG", "C")])), None);
        assert_eq!(setup::terminal_lang(&env(&[])), None);
        // LC_ALL wins over LANG.
        assert_eq!(
            setup::terminal_lang(&env(&[("LC_ALL", "C.UTF-8"), ("LANG", "en_GB")])),
            None
        );
        for l in Lang::available() {
            let locale: &'static str = Box::leak(format!("{}_XX.UTF-8", l.code()).into_boxed_str());
            let pairs: &'static [(&'static str, &'static str)] =
                Box::leak(vec![("LANG", locale)].into_boxed_slice());
            assert_eq!(setup::terminal_lang(&env(pairs)), Some(l));
        }
    }
}
