//! `acedrex`: the command-line entry point. The rules tools (`variants`, `fen`, `moves`,
//! `perft`, `bench`) live here; the chat front ends join them in later work.

use acedrex_rules::{perft, perft_divide, Arrangement, Color, Game, Position, VariantId};
use clap::{Parser, Subcommand};
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(
    name = "acedrex",
    version,
    about = "Play the great big chess games: Perfect 12, KMF's Dozenal Chess, Grant Acedrex, Zanzibar XL and S, Tamerlane II, Shako and chess"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
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
    /// Time the move generator on the reference perft runs (release build recommended).
    Bench {
        /// Run each test one ply shallower.
        #[arg(long)]
        quick: bool,
    },
}

/// `writeln!` into the output buffer (writing to a String cannot fail).
macro_rules! outln {
    ($out:expr, $($arg:tt)*) => {{
        let _ = writeln!($out, $($arg)*);
    }};
}

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
    let mut out = String::new();
    let result = run(cli.command, &mut out);
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
        Some(text) => {
            let arrangement = if text.eq_ignore_ascii_case("random") {
                let seed = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos() as u64)
                    .unwrap_or(0);
                Arrangement::random(variant, seed)
            } else {
                Arrangement::parse(variant, text)
            };
            arrangement
                .map(|a| a.start_position())
                .map_err(|e| format!("bad --setup: {e}"))
        }
    }
}

fn run(command: Command, out: &mut String) -> Result<(), String> {
    match command {
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
        Command::Bench { quick } => bench(out, quick),
    }
    Ok(())
}

fn play(
    out: &mut String,
    variant: VariantId,
    moves: &str,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<(), String> {
    let mut game = match (fen, setup) {
        (Some(fen), _) => Game::from_fen(variant, fen).map_err(|e| format!("bad --fen: {e}"))?,
        (None, Some(_)) => {
            let pos = start_position(variant, None, setup)?;
            let arrangement = match setup {
                Some(text) if !text.eq_ignore_ascii_case("random") => {
                    Arrangement::parse(variant, text)
                }
                _ => Err(acedrex_rules::SetupError::NoChoice(variant)),
            };
            match arrangement {
                Ok(a) => Game::with_arrangement(a),
                Err(_) => Game::from_fen(variant, &pos.fen()).map_err(|e| e.to_string())?,
            }
        }
        (None, None) => Game::new(variant),
    };
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
            for san in game.sans() {
                outln!(out, "{san}");
            }
            let dots = if side == Color::White { "." } else { "..." };
            return Err(format!(
                "move {number}{dots} ({}) `{word}`: {e}",
                side.name()
            ));
        }
    }
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
}
