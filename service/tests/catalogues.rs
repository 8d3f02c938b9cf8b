//! The message catalogues (`locales/<lang>/*.ftl`): every language has every English
//! message with the same variables, every message renders in every language, and no
//! English is left in another language's catalogue (names and notation excepted).

use acedrex_service::texts::lang::{catalog, Lang, Value};
use std::collections::BTreeSet;

#[path = "shared/golden.rs"]
mod shared_golden;

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
            "list-comma",
            "list-separator",
            "piece-letter-name",
            "takes-game-number",
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
    // The `/gif` command: the file format's name everywhere.
    ("es", "slash-name-gif"),
    ("fr", "slash-name-gif"),
    ("de", "slash-name-gif"),
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

// ---- whole conversations in every language -------------------------------------------

mod replies {
    use acedrex_service::chooser::FirstMove;
    use acedrex_service::reply::{Arg, Reply, Said};
    use acedrex_service::service::{Config, ManualClock, Request, Service};
    use acedrex_service::store::{Store, UserRef};
    use acedrex_service::texts::lang::Lang;
    use std::sync::Arc;

    /// A text a reader read: after which input, and the notation in it (a command's
    /// usage line: command words, which stay English).
    pub struct Read {
        pub input: String,
        pub text: String,
        pub notation: Vec<String>,
    }

    /// The usage lines a reply says (arguments `usage`, at any depth).
    fn notation(said: &[Said]) -> Vec<String> {
        let mut out = Vec::new();
        for s in said {
            for (name, arg) in &s.args {
                match arg {
                    Arg::Text(t) if *name == "usage" => out.push(t.clone()),
                    Arg::Said(inner) => out.extend(notation(std::slice::from_ref(inner))),
                    _ => {}
                }
            }
        }
        out
    }

    fn user(name: &str) -> UserRef {
        UserRef {
            id: name.to_string(),
            name: name.to_string(),
            bot: false,
        }
    }

    /// Replays a script (`> NAME: TEXT`, `> wait SECONDS`, `> tick`, the golden
    /// transcripts' inputs) with every reader in `lang`: every text they read.
    pub fn replay(script: &str, lang: Lang) -> Vec<Read> {
        let clock = Arc::new(ManualClock::default());
        clock.advance(1_800_000_000);
        let store = Store::temporary().expect("a temporary store");
        let config = Config {
            square: Some(16),
            lang,
            analysis_budget: std::time::Duration::from_millis(500),
            page_base: Some("https://acedrex.example.org".into()),
            ..Config::default()
        };
        let svc = Service::new(store, Arc::new(FirstMove), clock.clone(), config);
        let mut out = Vec::new();
        let mut seen = |input: &str, r: &Reply| {
            out.push(Read {
                input: input.to_string(),
                text: r.rendered(),
                notation: notation(&r.said),
            });
            // A text board's last line (who is to move, how the game ended), as the
            // front ends show it; its rows are piece letters and file letters.
            if let Some(board) = &r.board {
                let shown = board.in_lang(lang);
                out.push(Read {
                    input: format!("{input} (text board)"),
                    text: shown.lines().last().unwrap_or_default().to_string(),
                    notation: Vec::new(),
                });
            }
            for n in &r.notices {
                out.push(Read {
                    input: format!("{input} (notice)"),
                    text: n.rendered(),
                    notation: notation(&n.said),
                });
            }
        };
        for line in script.lines() {
            let Some(input) = line.strip_prefix("> ") else {
                continue;
            };
            if let Some(secs) = input.strip_prefix("wait ") {
                clock.advance(secs.trim().parse().expect("`> wait SECONDS`"));
            } else if input == "tick" {
                let r = Reply {
                    notices: svc.tick("terminal"),
                    ..Reply::default()
                };
                seen(input, &r);
            } else {
                let (who, text) = input.split_once(": ").expect("`> NAME: TEXT`");
                let r = svc.handle(&Request {
                    locale: None,
                    channel: "terminal:golden".to_string(),
                    user: user(who),
                    text: text.to_string(),
                    mentions: Vec::new(),
                    direct: false,
                    private: false,
                });
                seen(input, &r);
            }
        }
        out
    }

    pub fn scripts() -> Vec<(String, String)> {
        super::shared_golden::golden_transcripts()
            .into_iter()
            .map(|t| (t.name, t.text))
            .collect()
    }
}

/// A conversation that reaches the replies whose arguments are made in Rust: lists,
/// time controls, piece names, numbers, durations, open challenges, the analysis.
const SCRIPT: &str = "\
> alice: rules
> alice: rules grant-acedrex
> alice: piece grant-acedrex aanca
> alice: piece chess X
> alice: play chess
> bob: games
> alice: cancel
> alice: play chess @bob days 2 white
> alice: play chess @bob level 9
> alice: play chess @bob days 99
> alice: play chess @bob clock 500
> alice: play chess @bob white black
> bob: accept
> alice: d4
> bob: d5
> alice: Nf3
> bob: Nf6
> alice: e9
> alice: Nd2
> alice: Zz4
> alice: moves
> alice: moves b1
> alice: record
> alice: takeback
> bob: takeback
> alice: Nf3
> bob: remind on
> wait 90000
> tick
> bob: Qd6
> alice: Ne5
> bob: Qb4
> alice: Bd2
> bob: Qxb2
> alice: Bc3
> bob: resign
> alice: analyse
> alice: stats
> alice: leaderboard chess
> alice: play zanzibar-s @bob white
> bob: accept
> bob: setup LQKUFG
> bob: setup FQKULF
> carol: tournament create chess swiss rounds 3 days 2 rated
> carol: tournament join
> dan: tournament join
> dan: tournament standings
> carol: tournament create shako arena minutes 60 clock 3+2 casual
> carol: tournament join #5
> carol: tournament start #5
> dan: tournament join #5
> dan: tournament
> dan: tournament join
> carol: lang xx
> carol: lang
> erin: tournament create perfect12 roundrobin
> erin: tournament standings #6
> erin: tournament pairings #6
> erin: help tournament
> erin: help piece
> erin: help rules
> erin: rules perfect12
> erin: rules zanzibar-s
> erin: piece perfect12 ca
> erin: piece tamerlane2 ship
> erin: piece kmf archer
> erin: play perfect12 bot white
> erin: board
> erin: flip
> erin: hint
> erin: moves e2
> erin: moves e11
> erin: moves z99
> erin: Lf5xg6-h7
> erin: e12=Q
> erin: draw
> erin: takeback
> erin: abort
> erin: games
> erin: resign
> erin: gif
> erin: record
> erin: stats @alice
> erin: remind off
> erin: claim
> erin: setup random
> erin: tournament withdraw @dan #4
> erin: tournament pause #5
> carol: tournament start #4
> carol: tournament pause #5
> carol: tournament start #5
> dan: tournament join #5
> dan: tournament pause #5
> dan: tournament leave #5
> carol: tournament standings #5
";

/// Words that are English and no word of Spanish, French or German (nor notation).
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "or",
    "and",
    "of",
    "to",
    "is",
    "are",
    "with",
    "by",
    "from",
    "not",
    "your",
    "you",
    "it",
    "its",
    "has",
    "can",
    "clock",
    "day",
    "days",
    "hour",
    "hours",
    "minute",
    "minutes",
    "anyone",
    "nobody",
    "pawn",
    "pawns",
    "move",
    "moves",
    "game",
    "games",
    "round",
    "rounds",
    "player",
    "players",
    "white",
    "black",
    "wins",
    "draw",
    "rated",
    "casual",
    "yet",
    "none",
    "king",
    "queen",
    "rook",
    "bishop",
    "knight",
    "one",
    "number",
    "letters",
    "value",
    "like",
    "seconds",
    "takes",
    "position",
    "text",
    "left",
    "since",
    "blunder",
    "blunders",
    "mistake",
    "mistakes",
    "gave",
    "away",
    "lost",
    "best",
    "was",
    "a",
    "an",
    "on",
    "arrangement",
    "files",
    "take",
    "challenge",
    "channel",
    "tournament",
    "swiss",
    "dozenal",
];

/// Words a language has that are English words too.
const OWN_WORDS: &[(&str, &str)] = &[
    ("es", "a"),
    ("fr", "a"),
    ("fr", "on"),
    ("fr", "an"),
    ("de", "in"),
    ("de", "an"),
    // French words spelt as English ones.
    ("fr", "minute"),
    ("fr", "minutes"),
    ("fr", "position"),
    // German: the files a–l of a board.
    ("de", "a"),
    ("de", "minute"),
    ("de", "lost"),
];

/// The English words of a text, outside `code` and links.
fn english_words(lang: Lang, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue; // command words and notation in `code` stay as they are
        }
        for word in part.split_whitespace() {
            if word.contains("://") {
                continue;
            }
            for w in word.split(|c: char| !c.is_alphabetic()) {
                let w = w.to_lowercase();
                if ENGLISH_WORDS.contains(&w.as_str())
                    && !OWN_WORDS.contains(&(lang.code(), w.as_str()))
                {
                    out.push(w);
                }
            }
        }
    }
    out
}

/// The English words left in what a reader of `lang` reads.
fn english_left(lang: Lang, read: &replies::Read) -> Vec<String> {
    let mut text = read.text.clone();
    for n in &read.notation {
        text = text.replace(n.as_str(), "");
    }
    // A help page's head names its command in bold.
    for c in acedrex_service::commands::names() {
        text = text.replace(&format!("**{c}**"), "");
    }
    english_words(lang, &text)
}

// Issue 25: the arguments a reply's messages get from the code (lists, time controls,
// piece names, numbers, durations, "anyone") are said in the reader's language too: every
// reply and notice of the golden transcripts and of a conversation that reaches them, in
// Spanish, French and German, has no English word outside `code`.
#[test]
fn no_english_is_left_in_a_whole_conversation() {
    let mut scripts = replies::scripts();
    assert!(scripts.len() >= 5, "the golden transcripts are missing");
    scripts.push(("the conversation of this test".into(), SCRIPT.into()));
    let mut wrong = Vec::new();
    for lang in [Lang::Es, Lang::Fr, Lang::De] {
        for (name, script) in &scripts {
            for read in replies::replay(script, lang) {
                let words = english_left(lang, &read);
                if !words.is_empty() {
                    wrong.push(format!(
                        "{lang} {name} > {}: {words:?}\n{}",
                        read.input, read.text
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "English left:\n{}", wrong.join("\n"));
}

// The check sees English: an English reply has its words, notation does not count.
#[test]
fn the_english_check_sees_english_words() {
    let read = |text: &str| replies::Read {
        input: String::new(),
        text: text.into(),
        notation: vec!["play VARIANT [days N | clock M+S]".into()],
    };
    assert_eq!(
        english_left(Lang::Es, &read("sus piezas son K King, Q Dama")),
        ["king"]
    );
    assert_eq!(
        english_left(Lang::Fr, &read("Torneo: clock 5+3, `clock 5+3`")),
        ["clock"]
    );
    assert!(english_left(Lang::De, &read("uso: play VARIANT [days N | clock M+S]")).is_empty());
    assert!(english_left(Lang::Es, &read("**move** — uso: `move TEXT`")).is_empty());
    // The same sentence in English has many.
    let english = replies::replay("> alice: play chess @bob days 99\n", Lang::En);
    assert!(
        english_left(Lang::Es, &english[0]).len() > 5,
        "{}",
        english[0].text
    );
}

// The arguments made in Rust, said in each language: a time control with its plural,
// lists with the language's joining words and the items in the language, a decimal
// number with the language's mark and its sign, a side's piece.
#[test]
fn arguments_are_said_in_the_readers_language() {
    use acedrex_service::commands::TimeControl;
    use acedrex_service::texts::messages as msg;
    let time = |t: TimeControl, lang: Lang| msg::tournament_time(t).text_in(lang);
    let clock = TimeControl::Clock {
        minutes: 5,
        increment: 3,
    };
    assert_eq!(time(clock, Lang::En), "clock 5+3");
    assert_eq!(time(clock, Lang::Es), "reloj 5+3");
    assert_eq!(time(clock, Lang::Fr), "pendule 5+3");
    assert_eq!(time(clock, Lang::De), "Uhr 5+3");
    assert_eq!(time(TimeControl::Days(3), Lang::Es), "3 días por jugada");
    assert_eq!(time(TimeControl::Days(1), Lang::Es), "1 día por jugada");
    assert_eq!(time(TimeControl::Days(1), Lang::De), "1 Tag pro Zug");
    assert_eq!(time(TimeControl::Days(2), Lang::Fr), "2 jours par coup");

    let c = catalog();
    let items =
        |n: usize| -> Vec<String> { ["a", "b", "c"][..n].iter().map(|s| s.to_string()).collect() };
    assert_eq!(c.list(Lang::En, "list-or", &items(3)), "a, b or c");
    assert_eq!(c.list(Lang::Es, "list-or", &items(3)), "a, b o c");
    assert_eq!(c.list(Lang::Fr, "list-and", &items(2)), "a et b");
    assert_eq!(c.list(Lang::De, "list-or", &items(1)), "a");
    assert_eq!(c.list(Lang::De, "list-comma", &items(3)), "a, b, c");

    // A game's pieces: letters kept, names in the language.
    let pieces = msg::not_a_piece("X", acedrex_service::rules::VariantId::Chess);
    assert!(pieces
        .text_in(Lang::De)
        .contains("K König, Q Dame, R Turm, B Läufer, N Springer, P Bauer."));
    assert!(pieces
        .text_in(Lang::Es)
        .contains("K Rey, Q Dama, R Torre, B Alfil, N Caballo, P Peón"));
    assert!(pieces
        .text_in(Lang::Fr)
        .contains("K Roi, Q Dame, R Tour, B Fou, N Cavalier, P Pion"));

    // The analysis' pawns: a decimal comma in es/fr/de, the point in English.
    let line = |pawns: f32, lang: Lang| {
        msg::analysis_line(&msg::NotedMove {
            side: "White",
            number: "4.",
            san: "Bd2",
            mark: "?",
            allows_mate: false,
            lost: None,
            swing_pawns: pawns,
            best: None,
        })
        .text_in(lang)
    };
    assert!(
        line(1.5, Lang::En).contains("1.5 pawns"),
        "{}",
        line(1.5, Lang::En)
    );
    for lang in [Lang::Es, Lang::Fr, Lang::De] {
        let text = line(1.5, lang);
        assert!(text.contains("1,5") && !text.contains("1.5"), "{text}");
        assert!(line(-0.5, lang).contains("-0,5"), "{}", line(-0.5, lang));
    }
}
