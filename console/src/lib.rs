//! The terminal front end: commands from stdin, one per line, as a named player; replies,
//! a text board and the paths of the images written.

use acedrex_frontend::plan::{self, markdown, Asked};
use acedrex_frontend::{Caps, Destination, Message, Span};
use acedrex_service::service::{Request, Service};
use acedrex_service::store::UserRef;
use acedrex_service::texts::lang::Lang;
use acedrex_service::texts::messages;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use acedrex_service::clean::{clean_name, for_terminal};

/// The longest line read (bytes): a longer one is skipped unread, so no input can make
/// the session hold it whole.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The terminal's name in the service's ids (`terminal:alice`).
const PLATFORM: &str = "terminal";

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

/// What the terminal shows besides text: nothing but files written to disk (the board
/// comes as text, buttons as a line of commands to type).
const CAPS: Caps = Caps {
    buttons: false,
    cards: false,
    images: false,
    threads: false,
};

/// Spans as the terminal prints them: the service's light Markdown, commands as they are
/// typed here (`board`), people as `@name`, a board as its lines.
fn render(spans: &[Span]) -> String {
    let mut out = String::new();
    for s in spans {
        match s {
            Span::Board(b) => out.push_str(b),
            other => out.push_str(&markdown(
                std::slice::from_ref(other),
                &|c| c.to_string(),
                &|u| format!("@{}", u.name),
            )),
        }
    }
    out
}

/// The language a player reads here: their `lang`, else the terminal's (`--lang`, `LANG`).
fn lang_of(service: &Service, name: &str) -> Lang {
    service.lang_of(&user(name).id, None)
}

/// The language of a notice: that of the first person it calls or is sent to (a notice
/// for several people in one place is one wording, so one language), else the
/// terminal's.
fn notice_lang(service: &Service, notice: &Message) -> Lang {
    let reader = match (&notice.to, notice.notify.first()) {
        (_, Some(u)) | (Destination::Direct(u), None) => u.id.as_str(),
        _ => "",
    };
    service.lang_of(reader, None)
}

/// Prints a planned message (a reply or a notice) and writes its files: the text
/// (after the people it calls), the paths of the files, the buttons as commands to type;
/// the terminal's own words in `lang`.
pub fn show(message: &Message, lang: Lang, images: &Path, out: &mut impl Write) -> io::Result<()> {
    // Whatever a player typed or named themselves cannot drive the terminal.
    writeln!(out, "{}", for_terminal(&render(&message.called(": "))))?;
    for a in &message.files {
        std::fs::create_dir_all(images)?;
        let path = images.join(&a.name);
        std::fs::write(&path, &a.bytes)?;
        let path = path.display().to_string();
        let written = if a.mime.starts_with("image/") {
            messages::terminal_image(&path)
        } else {
            messages::terminal_file(&path)
        };
        writeln!(out, "{}", written.text_in(lang))?;
    }
    if !message.buttons.is_empty() {
        let acts: Vec<String> = message
            .buttons
            .iter()
            .map(|a| format!("`{}`", for_terminal(&a.command)))
            .collect();
        let prompt = messages::terminal_you_can_type(&acts.join(", "));
        writeln!(out, "{}", prompt.text_in(lang))?;
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
        let name = clean_name(name.trim().trim_start_matches('@'));
        let name = name.as_str();
        if name == "?" || name.contains(char::is_whitespace) {
            let usage = messages::terminal_as_usage().text_in(lang_of(service, who));
            writeln!(out, "{usage}")?;
        } else {
            *who = name.to_string();
            let now = messages::terminal_you_are(who).text_in(lang_of(service, who));
            writeln!(out, "{now}")?;
        }
        out.flush()?;
        return Ok(Some(()));
    }
    // The clock's rounds first: games whose time ran out and reminders due since the last
    // line, told as the other front ends tell them (here everyone shares one screen).
    for notice in acedrex_frontend::plan::round(service, PLATFORM, CAPS) {
        write!(out, "{}", notice_text(service, notice, images)?)?;
    }
    let (text, mentions) = with_mentions(t);
    let req = Request {
        locale: None,
        channel: CHANNEL.to_string(),
        user: user(who),
        text,
        mentions,
        direct: false,
        private: false,
    };
    // The layer plans the reply and decides whether it takes a while: then "thinking…"
    // is printed first.
    let asked = Asked::line(req);
    let thinking = messages::thinking().text_in(lang_of(service, who));
    let planned = plan::answer(service, &asked, PLATFORM, CAPS, &mut || {
        let _ = writeln!(out, "{thinking}");
        let _ = out.flush();
    });
    if let Some(mut m) = planned {
        // What the reply tells others (a tournament's games begun, its next round) is
        // told here too, after it: everyone shares this screen.
        let notices = std::mem::take(&mut m.notices);
        // Asked after the request: `lang de` answers in German at once.
        show(&m, lang_of(service, who), images, out)?;
        for notice in plan::notices(PLATFORM, CAPS, notices, &|g| service.linked_channels(g)) {
            write!(out, "{}", notice_text(service, notice, images)?)?;
        }
    }
    Ok(Some(()))
}

/// A notice as the terminal prints it (its images written to `images`): "@NAME: text",
/// one line for everyone it calls.
fn notice_text(service: &Service, notice: Message, images: &Path) -> io::Result<String> {
    let mut out = Vec::new();
    show(&notice, notice_lang(service, &notice), images, &mut out)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// How often the clock's rounds run while the terminal waits for a line.
const CLOCK_ROUND: Duration = Duration::from_secs(5);

/// The clock's rounds while the terminal waits for input, the first at once: the bot's
/// moves it still owed (the process stopped while it thought, or the store failed),
/// games whose clock ran out, reminders. Each notice goes to `show`. Ends when `stop`
/// is set.
fn clock_rounds(service: &Service, images: &Path, stop: &AtomicBool, show: &dyn Fn(String)) {
    while !stop.load(Ordering::Relaxed) {
        for notice in acedrex_frontend::plan::round(service, PLATFORM, CAPS) {
            match notice_text(service, notice, images) {
                Ok(text) => show(text),
                Err(e) => show(format!("cannot write an image: {e}\n")),
            }
        }
        let next = Instant::now() + CLOCK_ROUND;
        while !stop.load(Ordering::Relaxed) && Instant::now() < next {
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// Reads commands until end of input or `quit`. Interactive terminals get line editing
/// and history; piped input is read line by line, so sessions can be scripted. The
/// clock's rounds run meanwhile on a thread of their own.
pub fn run(service: &Service, opts: ConsoleOptions) -> io::Result<()> {
    let stop = AtomicBool::new(false);
    // One screen: a notice is printed between two replies, never inside one.
    let screen = Mutex::new(());
    std::thread::scope(|s| {
        let result = if io::stdin().is_terminal() {
            let mut editor = match rustyline::DefaultEditor::new() {
                Ok(e) => e,
                Err(e) => return Err(io::Error::other(e.to_string())),
            };
            // Printed above the prompt, which rustyline draws again.
            let printer = editor
                .create_external_printer()
                .ok()
                .map(|p| Mutex::new(Box::new(p) as Box<dyn rustyline::ExternalPrinter + Send>));
            let (images, stop, screen) = (&opts.images, &stop, &screen);
            s.spawn(move || {
                clock_rounds(service, images, stop, &|text| match &printer {
                    Some(p) => {
                        let _ = lock(p).print(text);
                    }
                    None => print_now(screen, &text),
                })
            });
            interactive(service, &opts, editor, screen)
        } else {
            let (images, stop, screen) = (&opts.images, &stop, &screen);
            s.spawn(move || clock_rounds(service, images, stop, &|text| print_now(screen, &text)));
            let mut out = Screen::new(screen);
            run_script(service, &opts, io::stdin().lock(), &mut out)
        };
        stop.store(true, Ordering::Relaxed);
        result
    })
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Prints a notice at once, between two replies.
fn print_now(screen: &Mutex<()>, text: &str) {
    let _turn = lock(screen);
    let mut out = io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// Standard output for replies: the screen is held from a reply's first write to its
/// flush (every reply ends with one), so a notice of the clock's rounds never lands
/// inside a reply.
struct Screen<'a> {
    screen: &'a Mutex<()>,
    held: Option<std::sync::MutexGuard<'a, ()>>,
}

impl<'a> Screen<'a> {
    fn new(screen: &'a Mutex<()>) -> Screen<'a> {
        Screen { screen, held: None }
    }
}

impl Write for Screen<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.held.is_none() {
            self.held = Some(lock(self.screen));
        }
        io::stdout().lock().write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        let flushed = io::stdout().lock().flush();
        self.held = None;
        flushed
    }
}

/// The interactive terminal: line editing and history.
fn interactive(
    service: &Service,
    opts: &ConsoleOptions,
    mut editor: rustyline::DefaultEditor,
    screen: &Mutex<()>,
) -> io::Result<()> {
    let mut who = clean_name(&opts.player);
    let mut out = Screen::new(screen);
    writeln!(
        out,
        "acedrex — type `help` for the commands, `as NAME` to switch player, `quit` to leave.\nYou are {who}; images go to {}.",
        opts.images.display()
    )?;
    out.flush()?;
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
                rustyline::error::ReadlineError::Interrupted | rustyline::error::ReadlineError::Eof,
            ) => break,
            Err(e) => return Err(io::Error::other(e.to_string())),
        }
    }
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    Ok(())
}

/// Runs the commands of `input` (piped input, scripts, tests) as `opts.player`, one per
/// line, until its end or `quit`, writing the replies to `out`.
pub fn run_script(
    service: &Service,
    opts: &ConsoleOptions,
    input: impl BufRead,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut who = clean_name(&opts.player);
    read_lines(input, out, |text, out| {
        line(service, &mut who, text, &opts.images, out)
    })
}

/// Reads one line into `buf` (its newline included), keeping at most `max` bytes: the rest
/// of a longer line is read and dropped. `None` at the end of input, else whether the
/// line was longer than `max`.
fn read_bounded(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    max: usize,
) -> io::Result<Option<bool>> {
    let mut read_any = false;
    let mut too_long = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(read_any.then_some(too_long));
        }
        read_any = true;
        let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let room = max.saturating_sub(buf.len());
        if take > room {
            too_long = true;
        }
        buf.extend_from_slice(&chunk[..take.min(room)]);
        input.consume(take);
        if done {
            return Ok(Some(too_long));
        }
    }
}

/// Feeds each line of `input` to `handle` until the end of input or until `handle`
/// returns `None`. A line that is not valid UTF-8 is reported on `out` (`line N is not
/// valid UTF-8; skipped`), so is one longer than [`MAX_LINE_BYTES`] (`line N is too long
/// …; skipped`, never held whole), and the session goes on; a final line without a
/// newline counts.
pub fn read_lines<R: BufRead, W: Write>(
    input: R,
    out: &mut W,
    handle: impl FnMut(&str, &mut W) -> io::Result<Option<()>>,
) -> io::Result<()> {
    read_lines_bounded(input, out, MAX_LINE_BYTES, handle)
}

fn read_lines_bounded<R: BufRead, W: Write>(
    mut input: R,
    out: &mut W,
    max: usize,
    mut handle: impl FnMut(&str, &mut W) -> io::Result<Option<()>>,
) -> io::Result<()> {
    let mut buf = Vec::new();
    let mut number = 0u64;
    loop {
        buf.clear();
        let Some(too_long) = read_bounded(&mut input, &mut buf, max)? else {
            return Ok(());
        };
        number += 1;
        if too_long {
            writeln!(
                out,
                "line {number} is too long (more than {max} bytes); skipped"
            )?;
            out.flush()?;
            continue;
        }
        let bytes = buf.strip_suffix(b"\n").unwrap_or(&buf);
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        match std::str::from_utf8(bytes) {
            Ok(text) => {
                if handle(text, out)?.is_none() {
                    return Ok(());
                }
            }
            Err(_) => {
                writeln!(out, "line {number} is not valid UTF-8; skipped")?;
                out.flush()?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{read_lines, read_lines_bounded};

    fn feed(input: &[u8]) -> (Vec<String>, String) {
        let mut seen = Vec::new();
        let mut out = Vec::new();
        read_lines(input, &mut out, |text, _| {
            seen.push(text.to_string());
            Ok(if text == "quit" { None } else { Some(()) })
        })
        .expect("reads");
        (seen, String::from_utf8(out).expect("utf-8 output"))
    }

    #[test]
    fn a_line_that_is_not_utf8_is_reported_and_skipped() {
        let (seen, out) = feed(b"games\n\xff\xfe bad\r\nhelp\r\nlast");
        assert_eq!(seen, ["games", "help", "last"]);
        assert_eq!(out, "line 2 is not valid UTF-8; skipped\n");
    }

    #[test]
    fn an_overlong_line_is_skipped_without_being_kept() {
        let mut input = b"games\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 10_000));
        input.extend_from_slice(b"\nhelp\n");
        let mut seen = Vec::new();
        let mut out = Vec::new();
        // A small reader buffer: the long line arrives in many pieces.
        let reader = std::io::BufReader::with_capacity(16, &input[..]);
        read_lines_bounded(reader, &mut out, 100, |text, _| {
            seen.push(text.to_string());
            Ok(Some(()))
        })
        .expect("reads");
        assert_eq!(seen, ["games", "help"]);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "line 2 is too long (more than 100 bytes); skipped\n"
        );
    }

    #[test]
    fn quit_stops_reading() {
        let (seen, out) = feed(b"a\nquit\n\xff\nb\n");
        assert_eq!(seen, ["a", "quit"]);
        assert!(out.is_empty());
    }
}
