//! Words on images and page links in the reader's language: the board image's title,
//! the animation's, the evaluation graph's, a movement diagram's, the standings
//! image's; `?lang=` on the page links of a reader who is not English. English as it
//! always was.

use acedrex_service::chooser::FirstMove;
use acedrex_service::render::{board_png, missing_glyphs, RenderOptions, Theme};
use acedrex_service::rules::{Game, VariantId};
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::texts::lang::{catalog, Lang, Value};
use acedrex_service::{Reply, Store};
use std::sync::Arc;

#[path = "shared/request.rs"]
mod request;
use request::say_in;

fn service() -> Service {
    Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            square: Some(24),
            page_base: Some("https://games.example.org/".to_string()),
            ..Config::default()
        },
    )
}

fn say(svc: &Service, who: &str, text: &str) -> Reply {
    say_in(svc, "images", false, false, who, text)
}

/// The board PNG of a reply.
fn png(r: &Reply) -> &[u8] {
    let a = r
        .attachments
        .iter()
        .find(|a| a.mime == "image/png")
        .unwrap_or_else(|| panic!("a board image: {}", r.text));
    &a.bytes
}

/// The board of chess after `moves`, titled `title`, as the service draws it
/// (24-pixel squares, wood, turned for Black to move).
fn chess_board(moves: &[&str], title: &str) -> Vec<u8> {
    let mut g = Game::new(VariantId::Chess);
    for m in moves {
        g.play_text(m).expect("a legal move");
    }
    let opts = RenderOptions {
        square: 24,
        theme: Theme::WOOD,
        last_move: g.last_move(),
        flipped: g.side_to_move() == acedrex_service::rules::Color::Black,
        title: Some(title.to_string()),
        ..RenderOptions::for_variant(g.position().variant())
    };
    board_png(g.position(), &opts)
}

/// alice (French) and bob (English) at move 2 of a chess game.
fn french_game(svc: &Service) {
    say(svc, "alice", "lang fr");
    say(svc, "alice", "play chess @bob white");
    say(svc, "bob", "accept");
    say(svc, "alice", "e4");
    say(svc, "bob", "e5");
}

#[test]
fn the_board_image_title_is_in_the_readers_language() {
    let svc = service();
    french_game(&svc);
    let fr = say(&svc, "alice", "board #1");
    let en = say(&svc, "carol", "board #1");
    assert_eq!(fr.lang, Lang::Fr);
    assert_eq!(en.lang, Lang::En);
    // English as it always was; French from the catalogue: the game's name, the move,
    // "contre".
    assert!(png(&en) == chess_board(&["e4", "e5"], "Chess · #1 · move 2 · alice vs bob"));
    assert!(png(&fr) == chess_board(&["e4", "e5"], "Échecs · #1 · coup 2 · alice contre bob"));
    let a = &fr.attachments[0];
    assert_eq!(a.lang, Lang::Fr);
    assert_eq!(a.size, en.attachments[0].size);
}

#[test]
fn each_language_titles_the_board_and_the_end_in_its_words() {
    for (lang, title) in [
        ("es", "Ajedrez · #1 · jugada 2 · alice contra bob"),
        ("de", "Schach · #1 · Zug 2 · alice gegen bob"),
    ] {
        let svc = service();
        say(&svc, "carol", &format!("lang {lang}"));
        say(&svc, "alice", "play chess @bob white");
        say(&svc, "bob", "accept");
        say(&svc, "alice", "e4");
        say(&svc, "bob", "e5");
        let r = say(&svc, "carol", "board #1");
        assert!(png(&r) == chess_board(&["e4", "e5"], title), "{lang}");
    }
    // How the game ended, in the reader's words.
    let svc = service();
    french_game(&svc);
    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    for (i, m) in moves.iter().enumerate().skip(2) {
        say(&svc, if i % 2 == 0 { "alice" } else { "bob" }, m);
    }
    let fr = say(&svc, "alice", "board #1");
    assert!(
        png(&fr)
            == chess_board(
                &moves,
                "Échecs · #1 · victoire des Blancs par échec et mat (1-0) · alice contre bob"
            )
    );
}

#[test]
fn a_notice_carries_the_image_in_its_readers_language() {
    // A game in direct messages: bob (German) hears of alice's (English) move with the
    // board; alice's own reply keeps the English image.
    let svc = service();
    say_in(&svc, "dm", true, false, "bob", "lang de");
    say_in(&svc, "dm", true, false, "alice", "play chess @bob white");
    say_in(&svc, "dm", true, false, "bob", "accept");
    say_in(&svc, "dm", true, false, "alice", "e4");
    let r = say_in(&svc, "dm", true, false, "bob", "e5");
    let n = r
        .notices
        .iter()
        .find(|n| n.to.id == "alice")
        .expect("a notice to alice");
    assert_eq!(n.lang, Lang::En);
    assert!(
        n.attachments[0].bytes == chess_board(&["e4", "e5"], "Chess · #1 · move 2 · alice vs bob")
    );
    assert!(png(&r) == chess_board(&["e4", "e5"], "Schach · #1 · Zug 2 · alice gegen bob"));
    let r = say_in(&svc, "dm", true, false, "alice", "Nf3");
    let n = r
        .notices
        .iter()
        .find(|n| n.to.id == "bob")
        .expect("a notice to bob");
    assert_eq!(n.lang, Lang::De);
    assert_eq!(n.attachments[0].lang, Lang::De);
    assert!(n.attachments[0].bytes != png(&r));
}

#[test]
fn the_animation_graph_and_diagram_are_drawn_in_the_readers_language() {
    let svc = service();
    french_game(&svc);
    let fr = say(&svc, "alice", "gif #1");
    let en = say(&svc, "carol", "gif #1");
    let (f, e) = (&fr.attachments[0], &en.attachments[0]);
    assert_eq!((f.mime, e.mime), ("image/gif", "image/gif"));
    assert_eq!((f.lang, e.lang), (Lang::Fr, Lang::En));
    assert!(f.bytes != e.bytes, "the animation's title");
    let fr = say(&svc, "alice", "piece grant-acedrex aanca");
    let en = say(&svc, "carol", "piece grant-acedrex aanca");
    assert_eq!(fr.attachments[0].lang, Lang::Fr);
    assert!(fr.attachments[0].bytes != en.attachments[0].bytes);
    // The diagram's words are longer or shorter in French: its height is its own.
    assert_eq!(
        fr.attachments[0].size,
        acedrex_service::reply::png_size(&fr.attachments[0].bytes)
    );
    // The evaluation graph, after a game.
    say(&svc, "bob", "resign #1");
    let fr = say(&svc, "alice", "analyse #1");
    let en = say(&svc, "carol", "analyse #1");
    let (f, e) = (&fr.attachments[0], &en.attachments[0]);
    assert_eq!((f.lang, e.lang), (Lang::Fr, Lang::En));
    assert_eq!(f.size, Some((720, 260)));
    assert!(f.bytes != e.bytes);
}

#[test]
fn page_links_carry_the_readers_language() {
    let svc = service();
    say(&svc, "alice", "lang es");
    say(&svc, "alice", "play chess @bob white");
    let r = say(&svc, "bob", "accept");
    // bob reads English: the link as it always was.
    let url = |r: &Reply| {
        r.said("page-line")
            .and_then(|s| s.text("url"))
            .map(str::to_string)
    };
    assert_eq!(url(&r).as_deref(), Some("https://games.example.org/game/1"));
    assert!(!r.rendered().contains("?lang="), "{}", r.rendered());
    let r = say(&svc, "alice", "board #1");
    assert_eq!(
        url(&r).as_deref(),
        Some("https://games.example.org/game/1?lang=es")
    );
    assert!(r
        .rendered()
        .contains("https://games.example.org/game/1?lang=es"));
    assert_eq!(
        r.game.as_ref().and_then(|v| v.page.as_deref()),
        Some("https://games.example.org/game/1?lang=es")
    );
    // The English text is left as it is (what the golden transcripts check).
    assert!(!r.text.contains("?lang="), "{}", r.text);
}

/// Every word the catalogues put on an image, with sample values.
fn image_words(lang: Lang) -> Vec<(String, String)> {
    const DRAWN: &[&str] = &[
        "image-",
        "game-",
        "gif-",
        "graph-",
        "legend-",
        "diagram-",
        "page-",
        "state-",
        "result-",
        "piece-name-",
        "standings-",
        "tournament-format-",
        "tournament-status-",
        "color-",
    ];
    catalog()
        .messages(lang)
        .into_iter()
        .filter(|(id, _)| DRAWN.iter().any(|p| id.starts_with(p)))
        .map(|(id, vars)| {
            let args: Vec<(&str, Value)> = vars
                .iter()
                .map(|v| (v.as_str(), Value::Number(3)))
                .collect();
            let text = catalog().text(lang, &id, &args).unwrap_or_default();
            (id, text)
        })
        .collect()
}

#[test]
fn the_font_has_every_letter_of_the_words_on_images() {
    for lang in Lang::available() {
        let words = image_words(lang);
        assert!(words.len() > 60, "{lang}: {}", words.len());
        for (id, text) in words {
            assert_eq!(
                missing_glyphs(&text),
                Vec::<char>::new(),
                "{lang} {id}: {text}"
            );
        }
    }
}
