//! Golden transcripts: whole conversations kept word for word in `tests/golden/*.txt`.
//! The logic tests assert on the replies' typed views (message ids, `Reply.game`, typed
//! refusals); these files are where the wording itself is checked. A transcript is replayed
//! through a fresh service and must come out exactly as written; any change of wording
//! fails with a diff. After a wording change made on purpose, rewrite them with
//! `ACEDREX_BLESS=1 cargo test -p acedrex-service --test golden` and review the diff.
//!
//! The format, line by line:
//! - `# …` a comment, kept as it is;
//! - `> NAME: TEXT` NAME types TEXT in the transcript's channel (`@NAME` mentions);
//! - `> wait SECONDS` the (manual) clock moves on;
//! - `> tick` one round of the clock: what it tells whom;
//! - every other line is output, rewritten when blessing: the reply's text indented by
//!   two spaces, `  [said ID …]` the ids of the messages it consists of (each text
//!   says at least one), `  [refused CAUSE]` the typed cause of a refusal,
//!   `  [file NAME]` per attachment, `  [button LABEL: COMMAND]` per action,
//!   `  -> NAME (channel|direct): TEXT` per notice.

use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::{Notice, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{Store, UserRef};
use std::sync::Arc;

#[path = "shared/golden.rs"]
mod shared_golden;
use shared_golden::{golden_transcripts, Transcript};

/// The channel every transcript is played in (the terminal's, so the clock's rounds for
/// `terminal` reach it).
const CHANNEL: &str = "terminal:golden";
/// Some fixed time, so that dates and clocks read the same on every run.
const T0: u64 = 1_800_000_000;

fn user(name: &str) -> UserRef {
    UserRef {
        id: name.to_string(),
        name: name.to_string(),
        bot: false,
    }
}

fn indented(out: &mut Vec<String>, text: &str) {
    for line in text.lines() {
        out.push(format!("  {line}").trim_end().to_string());
    }
}

/// The ids of what a reply or notice says; every text says at least one message.
fn said_line(out: &mut Vec<String>, indent: &str, text: &str, ids: &[&str]) {
    assert!(
        text.is_empty() || !ids.is_empty(),
        "a text without message ids: {text}"
    );
    out.push(format!("{indent}[said {}]", ids.join(" ")));
}

/// The English catalogue says every message as the code does (the move of the words to
/// `locales/en` lost nothing).
/// What the catalogue says otherwise, from every transcript (checked at their end).
static NOT_IN_CATALOGUE: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

fn catalogue_says_it(
    text: &str,
    said: &[acedrex_service::reply::Said],
    parts: &[acedrex_service::reply::Part],
) {
    let wrong = acedrex_service::texts::lang::english_mismatches(text, said, parts);
    NOT_IN_CATALOGUE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .extend(wrong);
}

fn reply_lines(out: &mut Vec<String>, r: &Reply) {
    catalogue_says_it(&r.text, &r.said, &r.parts);
    indented(out, &r.text);
    said_line(out, "  ", &r.text, &r.ids());
    if let Some(why) = &r.refusal {
        out.push(format!("  [refused {why:?}]"));
    }
    for a in &r.attachments {
        out.push(format!("  [file {}]", a.name));
    }
    for a in &r.actions {
        out.push(format!("  [button {}: {}]", a.label, a.command));
    }
    for n in &r.notices {
        notice_lines(out, n);
    }
}

fn notice_lines(out: &mut Vec<String>, n: &Notice) {
    catalogue_says_it(&n.text, &n.said, &n.parts);
    let whence = if n.channel.is_some() {
        "channel"
    } else {
        "direct"
    };
    let mut lines = n.text.lines();
    out.push(format!(
        "  -> {} ({whence}): {}",
        n.to.name,
        lines.next().unwrap_or("")
    ));
    for line in lines {
        out.push(format!("     {line}").trim_end().to_string());
    }
    said_line(out, "     ", &n.text, &n.ids());
    for a in &n.attachments {
        out.push(format!("     [file {}]", a.name));
    }
}

/// Plays a transcript's inputs; the transcript as it comes out now.
fn replay(script: &str) -> String {
    let clock = Arc::new(ManualClock::default());
    clock.advance(T0);
    let store = Store::temporary().expect("a temporary store");
    let config = Config {
        square: Some(32),
        ..Config::default()
    };
    let svc = Service::new(store, Arc::new(FirstMove), clock.clone(), config);
    let mut out = Vec::new();
    for line in script.lines() {
        if line.starts_with('#') {
            out.push(line.to_string());
            continue;
        }
        let Some(input) = line.strip_prefix("> ") else {
            continue;
        };
        out.push(line.to_string());
        if let Some(secs) = input.strip_prefix("wait ") {
            clock.advance(secs.trim().parse().expect("`> wait SECONDS`"));
        } else if input == "tick" {
            for n in svc.tick("terminal") {
                notice_lines(&mut out, &n);
            }
        } else {
            let (who, text) = input.split_once(": ").expect("`> NAME: TEXT`");
            let r = svc.handle(&Request {
                locale: None,
                channel: CHANNEL.to_string(),
                user: user(who),
                text: text.to_string(),
                mentions: Vec::new(),
                direct: false,
                private: false,
            });
            reply_lines(&mut out, &r);
        }
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// A line diff (longest common subsequence; transcripts are short): `-` expected, `+` got.
fn diff(want: &str, got: &str) -> String {
    let a: Vec<&str> = want.lines().collect();
    let b: Vec<&str> = got.lines().collect();
    let mut lcs = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, String::new());
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            out.push_str(&format!("-{:>4}: {}\n", i + 1, a[i]));
            i += 1;
        } else {
            out.push_str(&format!("+{:>4}: {}\n", j + 1, b[j]));
            j += 1;
        }
    }
    out
}

#[test]
fn the_transcripts_read_word_for_word() {
    let bless = std::env::var_os("ACEDREX_BLESS").is_some_and(|v| v == "1");
    let files = golden_transcripts();
    assert!(files.len() >= 5, "the golden transcripts are missing");
    let mut failed = Vec::new();
    for Transcript {
        path, text: want, ..
    } in files
    {
        let got = replay(&want);
        if got == want {
            continue;
        }
        if bless {
            std::fs::write(&path, &got).expect("the transcript is rewritten");
            eprintln!("rewrote {}", path.display());
        } else {
            failed.push(format!("{}:\n{}", path.display(), diff(&want, &got)));
        }
    }
    let mut wrong = NOT_IN_CATALOGUE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "the English catalogue (locales/en) does not say these as the code does:\n{}",
        wrong.join("\n")
    );
    assert!(
        failed.is_empty(),
        "the replies' wording changed (ACEDREX_BLESS=1 rewrites the transcripts if that is meant):\n{}",
        failed.join("\n")
    );
}

#[test]
fn the_diff_shows_what_changed() {
    let d = diff("a\nb\nc\n", "a\nB\nc\nd\n");
    assert_eq!(d, "-   2: b\n+   2: B\n+   4: d\n");
}
