//! The terminal front end: commands from stdin, one per line, as a named player; replies,
//! a text board and the paths of the images written.

use acedrex_service::reply::Reply;
use acedrex_service::service::{Request, Service};
use acedrex_service::store::UserRef;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

/// The channel every terminal command is in.
pub const CHANNEL: &str = "terminal:console";

/// Settings of a terminal session.
pub struct ConsoleOptions {
    /// Who you type as at first (`as NAME` switches).
    pub player: String,
    /// Where images and records are written.
    pub images: PathBuf,
}

fn user(name: &str) -> UserRef {
    UserRef::person("terminal", name, name)
}

/// The command line with `@NAME` written as the service's `@terminal:NAME`, and the
/// people named.
fn with_mentions(text: &str) -> (String, Vec<UserRef>) {
    let mut mentions = Vec::new();
    let words: Vec<String> = text
        .split(' ')
        .map(|w| match w.strip_prefix('@') {
            Some(name) if !name.is_empty() && !name.contains(':') => {
                mentions.push(user(name));
                format!("@terminal:{name}")
            }
            _ => w.to_string(),
        })
        .collect();
    (words.join(" "), mentions)
}

/// Prints a reply and writes its files; returns the lines for the caller's output.
pub fn show(reply: &Reply, images: &Path, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{}", reply.text)?;
    if let Some(board) = &reply.board {
        writeln!(out, "{board}")?;
    }
    for a in &reply.attachments {
        std::fs::create_dir_all(images)?;
        let path = images.join(&a.name);
        std::fs::write(&path, &a.bytes)?;
        let label = if a.mime.starts_with("image/") {
            "image"
        } else {
            "file"
        };
        writeln!(out, "{label}: {}", path.display())?;
    }
    if !reply.actions.is_empty() {
        let acts: Vec<String> = reply
            .actions
            .iter()
            .map(|a| format!("`{}`", a.command))
            .collect();
        writeln!(out, "(you can type: {})", acts.join(", "))?;
    }
    out.flush()
}

/// Handles one typed line; `None` to stop.
fn line(
    service: &Service,
    who: &mut String,
    text: &str,
    images: &Path,
    out: &mut impl Write,
) -> io::Result<Option<()>> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(Some(()));
    }
    if matches!(t, "quit" | "exit" | "!quit") {
        return Ok(None);
    }
    let bare = t.strip_prefix('!').unwrap_or(t);
    if let Some(name) = bare.strip_prefix("as ") {
        let name = name.trim().trim_start_matches('@');
        if name.is_empty() || name.contains(char::is_whitespace) {
            writeln!(out, "usage: as NAME (one word)")?;
        } else {
            *who = name.to_string();
            writeln!(out, "You are now {who}.")?;
        }
        out.flush()?;
        return Ok(Some(()));
    }
    let (text, mentions) = with_mentions(t);
    let req = Request {
        channel: CHANNEL.to_string(),
        user: user(who),
        text,
        mentions,
        direct: false,
    };
    let reply = service.handle(&req);
    show(&reply, images, out)?;
    Ok(Some(()))
}

/// Reads commands until end of input or `quit`. Interactive terminals get line editing
/// and history; piped input is read line by line, so sessions can be scripted.
pub fn run(service: &Service, opts: ConsoleOptions) -> io::Result<()> {
    let mut who = opts.player.clone();
    let mut out = io::stdout().lock();
    if io::stdin().is_terminal() {
        writeln!(
            out,
            "acedrex — type `help` for the commands, `as NAME` to switch player, `quit` to leave.\nYou are {who}; images go to {}.",
            opts.images.display()
        )?;
        let mut editor = match rustyline::DefaultEditor::new() {
            Ok(e) => e,
            Err(e) => return Err(io::Error::other(e.to_string())),
        };
        let history = opts.images.parent().map(|p| p.join("history.txt"));
        if let Some(h) = &history {
            let _ = editor.load_history(h);
        }
        loop {
            match editor.readline(&format!("{who}> ")) {
                Ok(text) => {
                    let _ = editor.add_history_entry(text.as_str());
                    if line(service, &mut who, &text, &opts.images, &mut out)?.is_none() {
                        break;
                    }
                }
                Err(
                    rustyline::error::ReadlineError::Interrupted
                    | rustyline::error::ReadlineError::Eof,
                ) => break,
                Err(e) => return Err(io::Error::other(e.to_string())),
            }
        }
        if let Some(h) = &history {
            let _ = editor.save_history(h);
        }
        return Ok(());
    }
    for text in io::stdin().lock().lines() {
        if line(service, &mut who, &text?, &opts.images, &mut out)?.is_none() {
            break;
        }
    }
    Ok(())
}
