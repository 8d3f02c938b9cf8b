//! Checks of what a reply says, on its typed view: message ids and their arguments.
//! Shared by the service's test targets (`#[path]`-included).

#![allow(dead_code)]

use acedrex_service::reply::{Arg, Reply, Said};

/// An argument as the checks write it: texts as they are, numbers in digits, sides
/// `white`/`black`, a message inside a message by its id.
fn arg_text(a: &Arg) -> String {
    match a {
        Arg::Text(t) => t.clone(),
        Arg::Number(n) => n.to_string(),
        Arg::Color(c) => format!("{c:?}").to_lowercase(),
        Arg::Said(s) => s.id.to_string(),
    }
}

/// Whether a message is `want`: `ID NAME=VALUE NAME=VALUE…` (a value runs to the next
/// `NAME=`; every argument named must be there, with that value).
fn matches(s: &Said, want: &str) -> bool {
    let mut words = want.split(' ');
    if words.next() != Some(s.id) {
        return false;
    }
    let mut args: Vec<(String, String)> = Vec::new();
    for w in words {
        match (w.split_once('='), args.last_mut()) {
            (Some((name, value)), _)
                if !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_') =>
            {
                args.push((name.to_string(), value.to_string()))
            }
            (_, Some((_, value))) => {
                value.push(' ');
                value.push_str(w);
            }
            (_, None) => return false,
        }
    }
    args.iter().all(|(name, value)| {
        s.args
            .iter()
            .any(|(n, a)| n == name && arg_text(a) == *value)
    })
}

/// What a reply says, for failure messages.
fn said_list(said: &[Said]) -> String {
    said.iter()
        .map(|s| {
            let args: Vec<String> = s
                .args
                .iter()
                .map(|(n, a)| format!("{n}={}", arg_text(a)))
                .collect();
            format!("{} {}", s.id, args.join(" "))
        })
        .collect::<Vec<_>>()
        .join("\n  ")
}

/// Checks that the reply says each of `wants` (see [`matches`]), in this order.
#[track_caller]
pub fn says(r: &Reply, wants: &[&str]) {
    // Every reply a test looks at is also said by the English catalogue word for word
    // (a test's own list of messages, without text, has nothing to compare).
    let wrong = if r.text.is_empty() {
        Vec::new()
    } else {
        acedrex_service::texts::lang::english_mismatches(&r.text, &r.said, &r.parts)
    };
    assert!(
        wrong.is_empty(),
        "the English catalogue (locales/en) says otherwise:\n{}",
        wrong.join("\n")
    );
    let mut from = 0;
    for w in wants {
        match r.said[from..].iter().position(|s| matches(s, w)) {
            Some(at) => from += at + 1,
            None => panic!(
                "expected the reply to say (in this order): {w}\nit says:\n  {}\ntext: {}",
                said_list(&r.said),
                r.text
            ),
        }
    }
}

/// Checks that the reply does not say `id`.
#[track_caller]
pub fn says_not(r: &Reply, id: &str) {
    assert!(
        !r.ids().contains(&id),
        "expected no `{id}`; it says:\n  {}",
        said_list(&r.said)
    );
}

/// Checks that the reply's message `id` has, as its argument `arg`, a message that is
/// `want` (see [`matches`]): what a message says inside another (a list, a time control).
#[track_caller]
pub fn says_within<'r>(r: &'r Reply, id: &str, arg: &str, want: &str) -> &'r Said {
    let inner = r.said(id).and_then(|s| s.arg(arg));
    match inner {
        Some(Arg::Said(s)) if matches(s, want) => s,
        _ => panic!(
            "expected `{id}` to say {want} as `{arg}`; it says:\n  {}\ntext: {}",
            said_list(&r.said),
            r.text
        ),
    }
}
