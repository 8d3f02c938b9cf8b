//! `acedrex`: the command-line entry point. The commands live in [`cli`], one module per
//! topic (rules tools, images, the engine, the chat front ends, the database).

use clap::Parser;
use std::io::Write as _;
use std::process::ExitCode;

mod cli;
use cli::Command;

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
    let command = cli.command.unwrap_or_else(Command::default_console);
    let mut out = String::new();
    let result = cli::run(command, &mut out);
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
