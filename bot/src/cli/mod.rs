//! The `acedrex` command line: one module per topic, each with its commands' arguments
//! and what they do. A new command is a variant here, its `Args` struct and function in
//! its topic's module, and one line in [`run`].

use clap::{Args, Subcommand};
use std::fmt::Write as _;
use std::path::PathBuf;

/// `writeln!` into the output buffer (writing to a String cannot fail).
macro_rules! outln {
    ($out:expr, $($arg:tt)*) => {{
        let _ = writeln!($out, $($arg)*);
    }};
}

/// A game id on the command line, or the service's words on the ids there are.
fn game_arg(text: &str) -> Result<acedrex_rules::VariantId, String> {
    text.parse().map_err(|e: acedrex_rules::UnknownVariant| {
        acedrex_service::texts::messages::unknown_game(&e.0)
    })
}

mod chat;
mod db;
mod engine;
mod images;
mod rules;
#[cfg(all(feature = "discord", feature = "matrix", feature = "web"))]
mod serve;
mod setup;
#[cfg(any(feature = "discord", feature = "matrix"))]
mod shutdown;

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the games: id, name, board size.
    Variants,
    /// Print the start position text of a game.
    Fen(rules::FenArgs),
    /// Print the legal moves of a position in long algebraic notation, one per line.
    Moves(rules::MovesArgs),
    /// Replay moves given in any accepted notation; print them in canonical algebraic
    /// notation, then `fen FEN` and `result ...`.
    Play(rules::PlayArgs),
    /// Count the leaf nodes of the legal move tree to a depth.
    Perft(rules::PerftArgs),
    /// Draw a position as a PNG board image.
    Render(images::RenderArgs),
    /// Draw a piece's movement diagram as a PNG.
    Diagram(images::DiagramArgs),
    /// Draw a whole game as an animated GIF (one frame per move).
    Gif(images::GifArgs),
    /// Search a position with the engine: first line `bestmove MOVE`, then score,
    /// depth, nodes and principal variation.
    Go(engine::GoArgs),
    /// Play the engine against itself and print the score.
    Match(engine::MatchArgs),
    /// The mean loss of the engine's moves on a file of positions, as an outside UCI
    /// engine judges them against its own best: a quicker yardstick than a match.
    Judge(engine::JudgeArgs),
    /// Compare two match records played on the same openings, game by game: each
    /// side's score and the difference with its 95% interval.
    Pair(engine::PairArgs),
    /// Pool match records of one game (any seeds) into one score: W-D-L, the score and
    /// Elo with their 95% intervals, and how far the records' scores spread.
    Pool(engine::PoolArgs),
    /// Tune a game's evaluation on self-play games (Texel's method) and write the
    /// weights for engine/params/.
    Tune(engine::TuneArgs),
    /// Speak the UCI protocol on standard input and output (option UCI_Variant).
    Uci,
    /// Time the move generator on the reference perft runs (release build recommended).
    Bench(engine::BenchArgs),
    /// Play in the terminal: commands from standard input, one per line.
    Console(db::Serving<chat::ConsoleArgs>),
    /// Run the bot on Discord. The token comes from $DISCORD_TOKEN or --token-file, never
    /// from the command line; $DISCORD_PROXY sends every REST call to another base URL.
    #[cfg(feature = "discord")]
    Discord(db::Serving<chat::DiscordArgs>),
    /// Run the bot on Matrix. Secrets come from the environment (MATRIX_PASSWORD or
    /// MATRIX_ACCESS_TOKEN) or a file, never from the command line; the session is kept
    /// under DB/matrix, so later starts need no secret.
    #[cfg(feature = "matrix")]
    Matrix(db::Serving<chat::MatrixArgs>),
    /// Run every configured front end (Discord, Matrix) in one process over one database:
    /// settings from --config (TOML), the environment overriding it; secrets only from the
    /// environment or files the settings name.
    #[cfg(all(feature = "discord", feature = "matrix", feature = "web"))]
    Serve(db::Serving<serve::ServeArgs>),
    /// The database: check it, back it up, restore a backup.
    Db(db::DbArgs),
}

impl Command {
    /// What `acedrex` with no command does: the terminal game with its defaults.
    pub fn default_console() -> Command {
        Command::Console(db::Serving::new(chat::ConsoleArgs {
            db: None,
            player: None,
            lang: None,
            images: None,
            #[cfg(feature = "web")]
            web: None,
            #[cfg(feature = "web")]
            web_base_url: None,
            #[cfg(feature = "web")]
            web_unlisted: false,
        }))
    }
}

/// Runs a command. Tools write into `out` (printed by `main` once, so a closed pipe
/// is not a panic); the chat front ends write as they go.
pub fn run(command: Command, out: &mut String) -> Result<(), String> {
    match command {
        Command::Variants => rules::variants(out),
        Command::Fen(a) => rules::fen(a, out),
        Command::Moves(a) => rules::moves(a, out),
        Command::Play(a) => rules::play(a, out),
        Command::Perft(a) => rules::perft(a, out),
        Command::Render(a) => images::render(a, out),
        Command::Diagram(a) => images::diagram(a, out),
        Command::Gif(a) => images::gif(a, out),
        Command::Go(a) => engine::go(a, out),
        Command::Match(a) => engine::engine_match(a, out),
        Command::Uci => engine::uci(),
        Command::Tune(a) => engine::tune(a, out),
        Command::Judge(a) => engine::judge(a, out),
        Command::Pair(a) => engine::pair(a, out),
        Command::Pool(a) => engine::pool(a, out),
        Command::Bench(a) => engine::bench(a, out),
        Command::Console(a) => a.run(chat::console),
        #[cfg(feature = "discord")]
        Command::Discord(a) => a.run(chat::discord),
        #[cfg(feature = "matrix")]
        Command::Matrix(a) => a.run(chat::matrix),
        #[cfg(all(feature = "discord", feature = "matrix", feature = "web"))]
        Command::Serve(a) => a.run(serve::serve),
        Command::Db(a) => db::run(a, out),
    }
}
