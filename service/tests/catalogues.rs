//! The message catalogues (`locales/<lang>/*.ftl`): every language has every English
//! message with the same variables, every message renders in every language, and no
//! English is left in another language's catalogue (names and notation excepted).

use acedrex_service::texts::lang::{catalog, Lang, Value};
use std::collections::BTreeSet;

/// Variables only English needs ("a"/"an" before a name): other languages may leave
/// them out.
const ENGLISH_ONLY: &[&str] = &["found_article", "named_article"];

/// Messages that may read the same as in English: names (of games, pieces, people
/// and places) and lines made only of notation, numbers and names.
fn may_equal_english(id: &str) -> bool {
    id.starts_with("game-name-")
        || id.starts_with("game-origin-")
        || id.starts_with("piece-name-")
        || [
            "thread-title",
            "games-list-entry",
            // Names, numbers and the tie-breaks' names (Buchholz, Sonneborn-Berger, SB).
            "tournament-standing",
            "standings-title",
            "standings-heading-rank",
            "standings-heading-buchholz",
            "standings-heading-sb",
            "image-clocks",
            "gif-title",
            "graph-title",
            "page-board-title",
            "page-after-white",
            "page-after-black",
            "image-title",
            "diagram-title",
            "game-ended",
            "rules-piece-line",
            "rules-special-line",
            "help-overview-line",
            "help-command-head",
            "leaderboard-line",
            "analysis-stopped",
            "notice",
            "stats-head",
            "list-or",
            "list-and",
            "piece-description",
            "rating-change",
        ]
        .contains(&id)
        || OWN_ONLY.contains(&id)
}

/// Words a language shares with English (checked by a translator): (language, id).
const SAME_WORDS: &[(&str, &str)] = &[
    ("fr", "duration-minutes"),
    ("fr", "standings-heading-points"),
    ("es", "tournament-format-arena"),
    ("de", "tournament-format-arena"),
];

/// Messages that are only their variables in English (`{ $error }`), or a variable
/// and a mark: nothing to translate.
const OWN_ONLY: &[&str] = &[
    "stored-setup-error",
    "stored-fen-error",
    "move-refused",
    "game-refused",
];

/// Every variable of a message, with a value: numbers for the names that count, a
/// word for the rest.
fn sample_args(vars: &BTreeSet<String>) -> Vec<(&str, Value)> {
    vars.iter()
        .map(|v| {
            let value = match v.as_str() {
                "id" | "count" | "plies" | "moves" | "days" | "m" | "h" | "d" | "games"
                | "blunders" | "mistakes" | "number" | "rank" | "seen" | "minutes"
                | "increment" | "chars" | "max" | "want" | "got" | "height" | "width"
                | "squares" | "found" | "first" | "second" | "challenge" | "wins" | "draws"
                | "losses" | "rating" | "deviation" | "old" | "new" | "level" | "with_best"
                | "with_game" | "ms_per_move" | "min" => Value::Number(3),
                other => Value::Text(format!("«{other}»")),
            };
            (v.as_str(), value)
        })
        .collect()
}

fn others() -> Vec<Lang> {
    Lang::available()
        .into_iter()
        .filter(|l| *l != Lang::En)
        .collect()
}

#[test]
fn the_catalogues_load_without_errors() {
    assert!(catalog().errors().is_empty(), "{:#?}", catalog().errors());
}

#[test]
fn every_language_has_every_english_message_with_the_same_variables() {
    let en = catalog().messages(Lang::En);
    let mut wrong = Vec::new();
    for lang in others() {
        let theirs = catalog().messages(lang);
        for (id, vars) in &en {
            match theirs.iter().find(|(i, _)| i == id) {
                None => wrong.push(format!("{lang}: no `{id}`")),
                Some((_, their_vars)) => {
                    let need: BTreeSet<&String> = vars
                        .iter()
                        .filter(|v| !ENGLISH_ONLY.contains(&v.as_str()))
                        .collect();
                    let have: BTreeSet<&String> = their_vars.iter().collect();
                    let all: BTreeSet<&String> = vars.iter().collect();
                    let missing: Vec<_> = need.difference(&have).collect();
                    let unknown: Vec<_> = have.difference(&all).collect();
                    if !missing.is_empty() || !unknown.is_empty() {
                        wrong.push(format!(
                            "{lang}: `{id}` lacks {missing:?}, has unknown {unknown:?}"
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_message_renders_in_every_language() {
    let en = catalog().messages(Lang::En);
    let mut wrong = Vec::new();
    for lang in Lang::available() {
        for (id, vars) in &en {
            let text = catalog().text(lang, id, &sample_args(vars));
            match text {
                None if lang != Lang::En && !catalog().has(lang, id) => {} // the test above
                None => wrong.push(format!("{lang}: `{id}` does not render")),
                Some(t) if t.trim().is_empty() && !id.starts_with("rules-end-") => {
                    wrong.push(format!("{lang}: `{id}` is empty"))
                }
                Some(_) => {}
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn no_english_is_left_in_another_language() {
    let en = catalog().messages(Lang::En);
    let mut wrong = Vec::new();
    for lang in others() {
        for (id, vars) in &en {
            if may_equal_english(id)
                || SAME_WORDS.contains(&(lang.code(), id.as_str()))
                || !catalog().has(lang, id)
            {
                continue;
            }
            let args = sample_args(vars);
            let english = catalog().text(Lang::En, id, &args);
            let theirs = catalog().text(lang, id, &args);
            if theirs.is_some() && theirs == english {
                wrong.push(format!("{lang}: `{id}` reads as in English: {english:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

// The catalogue tests can fail: a message missing, a variable missing, English left.
#[test]
fn the_checks_see_a_missing_message_and_english_left() {
    assert!(catalog().has(Lang::En, "plays"));
    assert!(!catalog().has(Lang::En, "no-such-message"));
    // An English word in a message: rendered English equals English.
    let vars = catalog()
        .messages(Lang::En)
        .into_iter()
        .find(|(id, _)| id == "plays")
        .map(|(_, v)| v)
        .expect("plays");
    assert_eq!(
        vars.iter().map(String::as_str).collect::<Vec<_>>(),
        ["san", "who"]
    );
    assert!(!may_equal_english("plays"));
}

#[test]
fn plurals_follow_the_number_in_english() {
    let say = |n: i64| {
        catalog()
            .text(
                Lang::En,
                "tournament-finished",
                &[
                    ("id", Value::Number(1)),
                    ("winner", Value::Text("a".into())),
                    ("winners", Value::Number(n)),
                ],
            )
            .expect("the message")
    };
    assert_eq!(say(1), "Tournament #1 is over. Winner: a. Final standings:");
    assert_eq!(
        say(2),
        "Tournament #1 is over. Winners: a. Final standings:"
    );
}
