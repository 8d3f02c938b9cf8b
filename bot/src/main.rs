//! `acedrex`: the command-line entry point. The rules tools (`variants`, `fen`, `moves`,
//! `perft`, `bench`) live here; the chat front ends join them in later work.

use acedrex_render::{
    board_png, diagram, encode_png, game_gif, GifTiming, Marker, RenderOptions, Theme, MAX_SQUARE,
    MIN_SQUARE,
};
use acedrex_rules::{
    perft, perft_divide, Arrangement, Color, Game, Kind, Position, Square, VariantId,
};
use clap::{Parser, Subcommand};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(
    name = "acedrex",
    version,
    about = "Play the great big chess games: Perfect 12, KMF's Dozenal Chess, Grant Acedrex, Zanzibar XL and S, Tamerlane II, Shako and chess"
)]
struct Cli {
    /// With no command: the terminal game (`console` with its defaults).
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play in the terminal: commands from standard input, one per line.
    Console {
        /// Database folder (default: $ACEDREX_DB, else the user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
        /// The player you type as (`as NAME` switches); default $USER.
        #[arg(long = "as")]
        player: Option<String>,
        /// Where board images are written (default: $ACEDREX_IMAGES, else beside the database).
        #[arg(long)]
        images: Option<PathBuf>,
    },
    /// List the games: id, name, board size.
    Variants,
    /// Print the start position text of a game.
    Fen {
        /// Game id (see `acedrex variants`).
        variant: VariantId,
        /// Zanzibar only: the arrangement, e.g. UQKFOLGD (XL), FQKULG (S), or `random`.
        #[arg(long)]
        setup: Option<String>,
    },
    /// Print the legal moves of a position in long algebraic notation, one per line.
    Moves {
        variant: VariantId,
        /// Position text; the start position when absent.
        #[arg(long, conflicts_with = "setup")]
        fen: Option<String>,
        /// Zanzibar only: start from this arrangement.
        #[arg(long)]
        setup: Option<String>,
        /// Print the moves in algebraic notation (Nf3, exd5, O-O) instead.
        #[arg(long)]
        san: bool,
    },
    /// Replay moves given in any accepted notation; print them in canonical algebraic
    /// notation, then `fen FEN` and `result ...`.
    Play {
        variant: VariantId,
        /// The moves, separated by spaces (move numbers are skipped).
        moves: String,
        #[arg(long, conflicts_with = "setup")]
        fen: Option<String>,
        /// Zanzibar only: start from this arrangement.
        #[arg(long)]
        setup: Option<String>,
    },
    /// Draw a position as a PNG board image.
    Render {
        variant: VariantId,
        /// Position text; the start position when absent.
        #[arg(long, conflicts_with_all = ["setup", "moves"])]
        fen: Option<String>,
        /// Zanzibar only: start from this arrangement.
        #[arg(long)]
        setup: Option<String>,
        /// Play these moves (any accepted notation) first; the last one is highlighted.
        #[arg(long)]
        moves: Option<String>,
        /// Turn the board: Black at the bottom.
        #[arg(long)]
        flip: bool,
        /// Square size in pixels (32–96); about 800 px wide boards by default.
        #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SQUARE as i64..=MAX_SQUARE as i64))]
        size: Option<u32>,
        /// Colour theme: wood or sea.
        #[arg(long, default_value = "wood")]
        theme: String,
        /// Mark the legal moves of the piece on this square.
        #[arg(long)]
        show: Option<String>,
        /// Draw an arrow, e.g. `e2e4` (may be repeated).
        #[arg(long)]
        arrow: Vec<String>,
        /// Output file.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Draw a piece's movement diagram as a PNG.
    Diagram {
        variant: VariantId,
        /// The piece: its letter or its name in this game (`L`, `lion`, `aanca`).
        piece: String,
        #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SQUARE as i64..=MAX_SQUARE as i64))]
        size: Option<u32>,
        #[arg(long, default_value = "wood")]
        theme: String,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Draw a whole game as an animated GIF (one frame per move).
    Gif {
        variant: VariantId,
        /// The moves, in any accepted notation.
        #[arg(long)]
        moves: String,
        #[arg(long, conflicts_with = "setup")]
        fen: Option<String>,
        #[arg(long)]
        setup: Option<String>,
        #[arg(long)]
        flip: bool,
        /// Square size in pixels (32–96); 40 by default to keep files small.
        #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SQUARE as i64..=MAX_SQUARE as i64))]
        size: Option<u32>,
        #[arg(long, default_value = "wood")]
        theme: String,
        /// Milliseconds per move.
        #[arg(long, default_value_t = 900)]
        delay: u16,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Count the leaf nodes of the legal move tree to a depth.
    Perft {
        variant: VariantId,
        /// Depth in plies, 1 or more.
        #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
        depth: u32,
        #[arg(long, conflicts_with = "setup")]
        fen: Option<String>,
        #[arg(long)]
        setup: Option<String>,
        /// One line `MOVE COUNT` per legal move before the total.
        #[arg(long)]
        divide: bool,
    },
    /// Search a position with the engine: first line `bestmove MOVE`, then score,
    /// depth, nodes and principal variation.
    Go {
        variant: VariantId,
        #[arg(long, conflicts_with = "setup")]
        fen: Option<String>,
        #[arg(long)]
        setup: Option<String>,
        /// Think for this many milliseconds.
        #[arg(long, conflicts_with = "depth")]
        time: Option<u64>,
        /// Search to this depth.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
        depth: Option<u32>,
        /// Playing level 1–8 (its time and noise) when neither --time nor --depth is given.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        level: Option<u8>,
    },
    /// Play the engine against itself and print the score.
    Match {
        variant: VariantId,
        /// Level of player A (1–8).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        a: u8,
        /// Level of player B (1–8).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        b: u8,
        /// Number of games (colours alternate).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=1000))]
        games: u32,
        /// Seed for the opening moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Speak the UCI protocol on standard input and output (option UCI_Variant).
    Uci,
    /// Time the move generator on the reference perft runs (release build recommended).
    Bench {
        /// Run each test one ply shallower.
        #[arg(long)]
        quick: bool,
    },
    /// Run the bot on Discord. The token comes from $DISCORD_TOKEN or --token-file, never
    /// from the command line; $DISCORD_PROXY sends every REST call to another base URL.
    #[cfg(feature = "discord")]
    Discord {
        /// Database folder (default: $ACEDREX_DB, else the user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Register the slash commands in this server only (instant; for testing).
        #[arg(long)]
        guild: Option<u64>,
        /// Read the bot token from this file (default: $DISCORD_TOKEN).
        #[arg(long)]
        token_file: Option<PathBuf>,
        /// Open a thread for each game (the default).
        #[arg(long, overrides_with = "no_threads")]
        threads: bool,
        /// Keep games in the channel where they start.
        #[arg(long, overrides_with = "threads")]
        no_threads: bool,
        /// Do not ask for the privileged Message Content intent: slash commands, buttons and
        /// messages that begin with the bot's mention still work. Without this flag the bot
        /// asks for it and falls back on its own when Discord refuses it (close code 4014).
        #[arg(long)]
        no_message_content: bool,
    },
    /// Run the bot on Matrix. Secrets come from the environment (MATRIX_PASSWORD or
    /// MATRIX_ACCESS_TOKEN) or a file, never from the command line; the session is kept
    /// under DB/matrix, so later starts need no secret.
    #[cfg(feature = "matrix")]
    Matrix {
        /// Database folder (default: $ACEDREX_DB, else the user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Homeserver URL (default: $MATRIX_HOMESERVER).
        #[arg(long)]
        homeserver: Option<String>,
        /// The bot's Matrix id, @bot:server (default: $MATRIX_USER).
        #[arg(long)]
        user: Option<String>,
        /// Read the password from this file (default: $MATRIX_PASSWORD).
        #[arg(long)]
        password_file: Option<PathBuf>,
        /// Accept invites only from this server or user (may be repeated; default: anyone).
        #[arg(long)]
        allow: Vec<String>,
    },
}

/// `writeln!` into the output buffer (writing to a String cannot fail).
macro_rules! outln {
    ($out:expr, $($arg:tt)*) => {{
        let _ = writeln!($out, $($arg)*);
    }};
}

#[cfg(any(feature = "discord", feature = "matrix"))]
mod shutdown;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
                || matches!(
                    e.kind(),
                    ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                )
            {
                let _ = e.print();
                return if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                    ExitCode::from(2)
                } else {
                    ExitCode::SUCCESS
                };
            }
            eprintln!("{}", one_line(&e.to_string()));
            return ExitCode::from(2);
        }
    };
    let command = cli.command.unwrap_or(Command::Console {
        db: None,
        player: None,
        images: None,
    });
    let mut out = String::new();
    let result = run(command, &mut out);
    // A closed pipe (`acedrex moves kmf | head`) is not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}

/// clap's message without its usage block, on one line.
fn one_line(msg: &str) -> String {
    msg.lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn start_position(
    variant: VariantId,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<Position, String> {
    if let Some(fen) = fen {
        return Position::from_fen(variant, fen).map_err(|e| format!("bad --fen: {e}"));
    }
    match setup {
        None => Ok(Position::start(variant)),
        Some(text) => Ok(arrangement(variant, text)?.start_position()),
    }
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

fn console(
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

fn run(command: Command, out: &mut String) -> Result<(), String> {
    match command {
        // The terminal writes its replies as they come; `out` stays empty.
        Command::Console { db, player, images } => console(db, player, images)?,
        Command::Variants => {
            for id in VariantId::ALL {
                let v = id.variant();
                outln!(
                    out,
                    "{:<14} {:<20} {}x{}",
                    id.id(),
                    v.name,
                    v.width,
                    v.height
                );
            }
        }
        Command::Fen { variant, setup } => {
            outln!(
                out,
                "{}",
                start_position(variant, None, setup.as_deref())?.fen()
            );
        }
        Command::Moves {
            variant,
            fen,
            setup,
            san,
        } => {
            let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
            let legal = pos.legal_moves();
            for &m in &legal {
                if san {
                    outln!(out, "{}", pos.san_with(m, &legal));
                } else {
                    outln!(out, "{}", pos.lan(m));
                }
            }
        }
        Command::Play {
            variant,
            moves,
            fen,
            setup,
        } => play(out, variant, &moves, fen.as_deref(), setup.as_deref())?,
        Command::Perft {
            variant,
            depth,
            fen,
            setup,
            divide,
        } => {
            let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
            let total = if divide {
                let mut total = 0;
                for (m, n) in perft_divide(&pos, depth) {
                    outln!(out, "{} {n}", pos.lan(m));
                    total += n;
                }
                total
            } else {
                perft(&pos, depth)
            };
            outln!(out, "total {total}");
        }
        Command::Render {
            variant,
            fen,
            setup,
            moves,
            flip,
            size,
            theme,
            show,
            arrow,
            output,
        } => render(
            out,
            variant,
            fen.as_deref(),
            setup.as_deref(),
            moves.as_deref(),
            flip,
            size,
            &theme,
            show.as_deref(),
            &arrow,
            &output,
        )?,
        Command::Diagram {
            variant,
            piece,
            size,
            theme: theme_name,
            output,
        } => {
            let kind = piece_arg(variant, &piece)?;
            let square = size.unwrap_or(48);
            let img = diagram(variant, kind, square, theme(&theme_name)?);
            write_file(&output, &encode_png(&img), out)?;
        }
        Command::Gif {
            variant,
            moves,
            fen,
            setup,
            flip,
            size,
            theme: theme_name,
            delay,
            output,
        } => {
            let game = replay(variant, &moves, fen.as_deref(), setup.as_deref())?.into_result()?;
            let mut opts = RenderOptions::for_variant(game.position().variant());
            opts.square = size.unwrap_or(40);
            opts.flipped = flip;
            opts.theme = theme(&theme_name)?;
            let timing = GifTiming {
                frame_ms: delay,
                ..GifTiming::default()
            };
            write_file(&output, &game_gif(&game, &opts, timing), out)?;
        }
        Command::Bench { quick } => bench(out, quick),
        Command::Go {
            variant,
            fen,
            setup,
            time,
            depth,
            level,
        } => {
            let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
            let level = level.unwrap_or(acedrex_engine::DEFAULT_LEVEL);
            let mut limits = if time.is_none() && depth.is_none() {
                acedrex_engine::Limits::for_level(level)
            } else {
                acedrex_engine::Limits::default()
            };
            if let Some(ms) = time {
                limits.time = Some(std::time::Duration::from_millis(ms));
            }
            if let Some(d) = depth {
                limits.depth = Some(d);
            }
            let search_level = if time.is_some() || depth.is_some() {
                8
            } else {
                level
            };
            let mut engine = acedrex_engine::Engine::new(64);
            let r = engine.search(&pos, &[], &limits, search_level);
            match r.best {
                Some(m) => outln!(out, "bestmove {}", pos.lan(m)),
                None => outln!(out, "bestmove (none)"),
            }
            let pv: Vec<String> = {
                let mut p = pos.clone();
                r.pv.iter()
                    .map(|&m| {
                        let t = p.lan(m);
                        p.play(m);
                        t
                    })
                    .collect()
            };
            outln!(out, "score {}", r.score);
            outln!(out, "depth {}", r.depth);
            outln!(out, "nodes {}", r.nodes);
            outln!(out, "time {} ms", r.elapsed.as_millis());
            outln!(out, "pv {}", pv.join(" "));
        }
        Command::Match {
            variant,
            a,
            b,
            games,
            seed,
        } => {
            let score = acedrex_engine::matchplay::play_match(variant, a, b, games, seed, |line| {
                eprintln!("{line}");
            });
            outln!(
                out,
                "level {a} vs level {b}, {} games of {}: +{} ={} -{} ({} points of {games})",
                games,
                variant.variant().name,
                score.wins,
                score.draws,
                score.losses,
                score.points()
            );
        }
        Command::Uci => {
            let stdin = std::io::BufReader::new(std::io::stdin());
            acedrex_engine::uci::run(stdin, std::io::stdout()).map_err(|e| format!("uci: {e}"))?;
        }
        #[cfg(feature = "discord")]
        Command::Discord {
            db,
            guild,
            token_file,
            threads: _,
            no_threads,
            no_message_content,
        } => {
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
        }
        #[cfg(feature = "matrix")]
        Command::Matrix {
            db,
            homeserver,
            user,
            password_file,
            allow,
        } => {
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
        }
    }
    Ok(())
}

/// A game replayed from text: the moves up to the first bad one, and why that one was
/// refused (naming the move number, the text and the reason).
struct Replay {
    game: Game,
    error: Option<String>,
}

impl Replay {
    fn into_result(self) -> Result<Game, String> {
        match self.error {
            None => Ok(self.game),
            Some(e) => Err(e),
        }
    }
}

/// A game from the start options with `moves` played.
fn replay(
    variant: VariantId,
    moves: &str,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<Replay, String> {
    let mut game = new_game(variant, fen, setup)?;
    for word in moves.split_whitespace() {
        // Move numbers (`12.`, `12...`) may be pasted along with the moves.
        let digits = word.chars().take_while(|c| c.is_ascii_digit()).count();
        let word = if digits > 0 && word[digits..].starts_with('.') {
            word[digits..].trim_start_matches('.')
        } else {
            word
        };
        if word.is_empty() || word == "#" {
            continue;
        }
        let pos = game.position();
        let (number, side) = (pos.fullmove_number(), pos.side_to_move());
        if let Err(e) = game.play_text(word) {
            let dots = if side == Color::White { "." } else { "..." };
            let msg = format!("move {number}{dots} ({}) `{word}`: {e}", side.name());
            return Ok(Replay {
                game,
                error: Some(msg),
            });
        }
    }
    Ok(Replay { game, error: None })
}

fn arrangement(variant: VariantId, text: &str) -> Result<Arrangement, String> {
    if text.eq_ignore_ascii_case("random") {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        Arrangement::random(variant, seed)
    } else {
        Arrangement::parse(variant, text)
    }
    .map_err(|e| format!("bad --setup: {e}"))
}

fn new_game(variant: VariantId, fen: Option<&str>, setup: Option<&str>) -> Result<Game, String> {
    match (fen, setup) {
        (Some(fen), _) => Game::from_fen(variant, fen).map_err(|e| format!("bad --fen: {e}")),
        (None, Some(text)) => Ok(Game::with_arrangement(arrangement(variant, text)?)),
        (None, None) => Ok(Game::new(variant)),
    }
}

fn play(
    out: &mut String,
    variant: VariantId,
    moves: &str,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<(), String> {
    let replayed = replay(variant, moves, fen, setup)?;
    if let Some(msg) = replayed.error {
        for san in replayed.game.sans() {
            outln!(out, "{san}");
        }
        return Err(msg);
    }
    let game = replayed.game;
    for san in game.sans() {
        outln!(out, "{san}");
    }
    outln!(out, "fen {}", game.position().fen());
    match game.result() {
        None => outln!(out, "result *"),
        Some(r) => outln!(out, "result {} {}", r.score(), r.description()),
    }
    Ok(())
}

fn theme(name: &str) -> Result<Theme, String> {
    Theme::by_name(name).ok_or_else(|| format!("unknown theme `{name}`; the themes are wood, sea"))
}

fn write_file(path: &PathBuf, bytes: &[u8], out: &mut String) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    outln!(out, "{} ({} bytes)", path.display(), bytes.len());
    Ok(())
}

fn square_arg(variant: VariantId, text: &str) -> Result<Square, String> {
    Square::parse(text)
        .filter(|s| variant.variant().contains(*s))
        .ok_or_else(|| {
            format!(
                "`{text}` is not a square of the {} board",
                variant.variant().name
            )
        })
}

/// A piece of a game by letter or name: `L`, `lion`, `Aanca`.
fn piece_arg(variant: VariantId, text: &str) -> Result<Kind, String> {
    let v = variant.variant();
    v.find_piece(text).ok_or_else(|| {
        format!(
            "`{}` is not a piece of {}; its pieces are {}",
            text.trim(),
            v.name,
            v.piece_list()
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn render(
    out: &mut String,
    variant: VariantId,
    fen: Option<&str>,
    setup: Option<&str>,
    moves: Option<&str>,
    flip: bool,
    size: Option<u32>,
    theme_name: &str,
    show: Option<&str>,
    arrows: &[String],
    output: &PathBuf,
) -> Result<(), String> {
    let game = replay(variant, moves.unwrap_or(""), fen, setup)?.into_result()?;
    let pos = game.position();
    let v = pos.variant();
    let mut opts = RenderOptions::for_variant(v);
    opts.flipped = flip;
    opts.theme = theme(theme_name)?;
    if let Some(s) = size {
        opts.square = s;
    }
    opts.last_move = game.last_move();
    opts.title = Some(format!(
        "{} · move {} · {} to move",
        v.name,
        pos.fullmove_number(),
        pos.side_to_move().name()
    ));
    if let Some(sq) = show {
        let sq = square_arg(variant, sq)?;
        opts.markers.push(Marker::Highlight(sq));
        opts.markers.extend(Marker::for_moves(pos, sq));
    }
    for a in arrows {
        let (from, to) = a
            .char_indices()
            .skip(2)
            .find(|(_, c)| c.is_ascii_alphabetic())
            .map(|(i, _)| a.split_at(i))
            .ok_or_else(|| format!("`{a}` is not an arrow; write it as two squares, like e2e4"))?;
        opts.markers.push(Marker::Arrow(
            square_arg(variant, from)?,
            square_arg(variant, to)?,
        ));
    }
    write_file(output, &board_png(pos, &opts), out)
}

/// The reference runs: the figures the README and the issue notes report.
fn bench(out: &mut String, quick: bool) {
    let runs: [(VariantId, u32, u64); 2] = [
        (VariantId::GrantAcedrex, 4, 12_199_605),
        (VariantId::Chess, 6, 119_060_324),
    ];
    outln!(
        out,
        "{:<14} {:>5} {:>12} {:>9} {:>12}",
        "game",
        "depth",
        "nodes",
        "seconds",
        "nodes/s"
    );
    for (id, depth, expected) in runs {
        let depth = if quick { depth - 1 } else { depth };
        let pos = Position::start(id);
        let t = Instant::now();
        let n = perft(&pos, depth);
        let s = t.elapsed().as_secs_f64();
        let check = if quick || n == expected {
            ""
        } else {
            "  WRONG COUNT"
        };
        outln!(
            out,
            "{:<14} {:>5} {:>12} {:>9.3} {:>12.0}{check}",
            id.id(),
            depth,
            n,
            s,
            n as f64 / s.max(1e-9)
        );
    }
    // Images: the densest 12×12 start at the default size, and a 100-move game GIF.
    let pos = Position::start(VariantId::ZanzibarXl);
    let opts = RenderOptions {
        title: Some("Zanzibar XL · move 1 · alice vs bob".into()),
        ..RenderOptions::for_variant(pos.variant())
    };
    let _ = board_png(&pos, &opts); // rasterise the sprites once
    let rounds = if quick { 5 } else { 50 };
    let t = Instant::now();
    let mut size = 0;
    for _ in 0..rounds {
        size = board_png(&pos, &opts).len();
    }
    let ms = t.elapsed().as_secs_f64() * 1000.0 / rounds as f64;
    outln!(
        out,
        "board png      zanzibar-xl start, {} px squares: {ms:.1} ms, {size} bytes",
        opts.square
    );
    let mut game = Game::new(VariantId::Perfect12);
    let mut i = 7usize;
    while game.moves().len() < 100 && !game.is_over() {
        let moves = game.position().legal_moves();
        i = i.wrapping_mul(31).wrapping_add(17);
        if game.play(moves[i % moves.len()]).is_err() {
            break;
        }
    }
    let opts = RenderOptions::for_variant(game.position().variant());
    let t = Instant::now();
    let gif = game_gif(&game, &opts, GifTiming::default());
    outln!(
        out,
        "game gif       perfect12, {} moves, {} px squares: {:.2} s, {} bytes",
        game.moves().len(),
        opts.square,
        t.elapsed().as_secs_f64(),
        gif.len()
    );
}
