//! `acedrex`: the command-line entry point. The rules tools (`variants`, `fen`, `moves`,
//! `perft`, `bench`) live here; the chat front ends join them in later work.

use acedrex_rules::{perft, perft_divide, Arrangement, Position, VariantId};
use clap::{Parser, Subcommand};
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
    match run(cli.command) {
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

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Variants => {
            for id in VariantId::ALL {
                let v = id.variant();
                println!("{:<14} {:<20} {}x{}", id.id(), v.name, v.width, v.height);
            }
        }
        Command::Fen { variant, setup } => {
            println!("{}", start_position(variant, None, setup.as_deref())?.fen());
        }
        Command::Moves {
            variant,
            fen,
            setup,
        } => {
            let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
            for m in pos.legal_moves() {
                println!("{}", pos.lan(m));
            }
        }
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
                    println!("{} {n}", pos.lan(m));
                    total += n;
                }
                total
            } else {
                perft(&pos, depth)
            };
            println!("total {total}");
        }
        Command::Bench { quick } => bench(quick),
    }
    Ok(())
}

/// The reference runs: the figures the README and the issue notes report.
fn bench(quick: bool) {
    let runs: [(VariantId, u32, u64); 2] = [
        (VariantId::GrantAcedrex, 4, 12_199_605),
        (VariantId::Chess, 6, 119_060_324),
    ];
    println!(
        "{:<14} {:>5} {:>12} {:>9} {:>12}",
        "game", "depth", "nodes", "seconds", "nodes/s"
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
        println!(
            "{:<14} {:>5} {:>12} {:>9.3} {:>12.0}{check}",
            id.id(),
            depth,
            n,
            s,
            n as f64 / s.max(1e-9)
        );
    }
}
