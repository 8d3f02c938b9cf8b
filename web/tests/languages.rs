//! The pages in the reader's language: `?lang=` first, then `Accept-Language`, then
//! English; `<html lang>`, every word from the catalogue, the board and standings images
//! in the page's language, links that keep it. English pages as they always were.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::texts::lang::Lang;
use acedrex_service::{Store, UserRef};
use std::net::SocketAddr;
use std::sync::Arc;

#[path = "shared/http.rs"]
mod http;
use http::{get, get_with, with_server_of};

fn user(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    }
}

fn say(svc: &Service, who: &str, text: &str) -> acedrex_service::Reply {
    let r = svc.handle(&Request {
        locale: None,
        channel: "web-lang".to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: text
            .split(' ')
            .filter_map(|w| w.strip_prefix('@'))
            .map(user)
            .collect(),
        direct: false,
        private: false,
    });
    assert!(r.refusal.is_none(), "`{text}` refused: {}", r.text);
    r
}

/// A finished chess game (#1, a scholar's mate) and an open round robin (#2).
fn service() -> Arc<Service> {
    let svc = Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            square: Some(32),
            ..Config::default()
        },
    );
    say(&svc, "alice", "play chess @bob white");
    say(&svc, "bob", "accept");
    for (who, mv) in [
        ("alice", "e4"),
        ("bob", "e5"),
        ("alice", "Bc4"),
        ("bob", "Nc6"),
        ("alice", "Qh5"),
        ("bob", "Nf6"),
        ("alice", "Qxf7#"),
    ] {
        say(&svc, who, mv);
    }
    let r = say(&svc, "carol", "tournament create chess roundrobin");
    let id = r.said("tournament-created").and_then(|s| s.number("id"));
    assert_eq!(id, Some(TOURNAMENT), "{}", r.text);
    Arc::new(svc)
}

/// The tournament's number (games and tournaments count together).
const TOURNAMENT: i64 = 2;

fn with_server(f: impl FnOnce(SocketAddr)) {
    with_server_of(service(), f)
}

#[test]
fn lang_in_the_address_makes_the_page_french() {
    with_server(|addr| {
        let a = get(addr, "/game/1?lang=fr&ply=3");
        assert_eq!(a.status, 200);
        assert_eq!(a.header("content-language").as_deref(), Some("fr"));
        let page = a.text();
        for want in [
            "<html lang=\"fr\">",
            "<title>Échecs · partie #1</title>",
            "Blancs : <b id=\"white\">alice</b> · Noirs : <b id=\"black\">bob</b>",
            "Partie terminée : victoire des Blancs par échec et mat (1-0)",
            "alt=\"L'échiquier après 2. Bc4\"",
            "<span id=\"at\">2. Bc4 sur 7</span>",
            "« début",
            "‹ précédent",
            "suivant ›",
            "fin »",
            "Relevé (PGN)",
            "Partie animée (GIF)",
            "Partie #1 · commencée le",
            // The links keep the language.
            "src=\"1/board.png?ply=3&amp;lang=fr\"",
            "href=\"?ply=4&amp;lang=fr\"",
            "href=\"1/game.gif?lang=fr\"",
        ] {
            assert!(
                page.contains(&want.replace('\'', "&#39;")),
                "{want}\n{page}"
            );
        }
        for english in [
            "White:",
            "Game over",
            "The board after",
            "Record (PGN)",
            "begun",
        ] {
            assert!(!page.contains(english), "{english}\n{page}");
        }
        // The board the page shows has its title in French.
        let fr = get(addr, "/game/1/board.png?ply=3&lang=fr");
        let en = get(addr, "/game/1/board.png?ply=3");
        assert_eq!((fr.status, en.status), (200, 200));
        assert_eq!(fr.header("content-language").as_deref(), Some("fr"));
        assert_ne!(fr.body, en.body);
        // Cached by language: asked again, each is the same.
        assert_eq!(get(addr, "/game/1/board.png?ply=3&lang=fr").body, fr.body);
        assert_eq!(get(addr, "/game/1/board.png?ply=3").body, en.body);
        let svc = service();
        let snap = svc.page_snapshot(1, None).expect("the game");
        let want = svc
            .board_of_snapshot_in(&snap, Some(3), Lang::Fr)
            .expect("a board");
        assert_eq!(fr.body, want);
    });
}

#[test]
fn accept_language_makes_the_page_german() {
    with_server(|addr| {
        let a = get_with(addr, "/game/1", &[("Accept-Language", "de-CH, fr;q=0.8")]);
        assert_eq!(a.status, 200);
        assert!(
            a.header("vary")
                .is_some_and(|v| v.to_ascii_lowercase().contains("accept-language")),
            "{}",
            a.headers
        );
        let page = a.text();
        for want in [
            "<html lang=\"de\">",
            "Weiß: <b id=\"white\">alice</b>",
            "Notation (PGN)",
            "« Anfang",
            "gespielt mit acedrex",
            "href=\"?ply=6&amp;lang=de\"",
        ] {
            assert!(page.contains(want), "{want}\n{page}");
        }
        // `?lang=` comes first.
        let a = get_with(addr, "/game/1?lang=es", &[("Accept-Language", "de")]);
        assert!(a.text().contains("<html lang=\"es\">"));
        // A language without a catalogue is passed over for the next one.
        let a = get_with(addr, "/game/1", &[("Accept-Language", "pt-BR, fr;q=0.5")]);
        assert!(a.text().contains("<html lang=\"fr\">"));
        // An unknown `?lang=` is no error: the header's, else English.
        let a = get_with(addr, "/game/1?lang=xx", &[("Accept-Language", "de")]);
        assert_eq!(a.status, 200);
        assert!(a.text().contains("<html lang=\"de\">"));
    });
}

#[test]
fn an_unknown_language_and_no_language_give_the_english_page_as_it_was() {
    with_server(|addr| {
        let plain = get(addr, "/game/1?ply=3");
        let unknown = get(addr, "/game/1?ply=3&lang=xx");
        assert_eq!((plain.status, unknown.status), (200, 200));
        assert_eq!(plain.body, unknown.body);
        let english = get_with(addr, "/game/1?ply=3", &[("Accept-Language", "en-GB")]);
        assert_eq!(plain.body, english.body);
        let page = plain.text();
        for want in [
            "<html lang=\"en\">",
            "<title>Chess · game #1</title>",
            "<p class=\"players\">White: <b id=\"white\">alice</b> · Black: <b id=\"black\">bob</b></p>",
            "Game over: White wins by checkmate (1-0)",
            "src=\"1/board.png?ply=3\" alt=\"The board after 2. Bc4\"",
            "<span id=\"at\">2. Bc4 of 7</span>",
            "<a id=\"first\" href=\"?ply=0\" accesskey=\"h\" rel=\"nofollow\">« start</a>",
            "<a href=\"?ply=4\" data-ply=\"4\" rel=\"nofollow\">Nc6</a>",
            "<a id=\"record\" href=\"1/record.pgn\">Record (PGN)</a><a id=\"gif\" href=\"1/game.gif\">Animation (GIF)</a>",
            "<footer>Game #1 · begun 1970.01.01 · played with acedrex</footer>",
        ] {
            assert!(page.contains(want), "{want}\n{page}");
        }
        assert!(
            !page.contains("?lang=") && !page.contains("&amp;lang="),
            "{page}"
        );
        let start = get(addr, "/game/1?ply=0").text();
        assert!(
            start.contains("alt=\"The board after the start\""),
            "{start}"
        );
        assert!(start.contains("<span id=\"at\">start</span>"), "{start}");
    });
}

#[test]
fn the_tournament_page_and_its_image_follow_the_language() {
    with_server(|addr| {
        let es = get(addr, &format!("/tournament/{TOURNAMENT}?lang=es"));
        assert_eq!(es.status, 200);
        let page = es.text();
        let image = format!("src=\"{TOURNAMENT}/standings.png?lang=es\"");
        for want in [
            "<html lang=\"es\">",
            "Clasificación",
            "Aún no hay partidas",
            image.as_str(),
        ] {
            assert!(page.contains(want), "{want}\n{page}");
        }
        let de = get_with(
            addr,
            &format!("/tournament/{TOURNAMENT}"),
            &[("Accept-Language", "de")],
        );
        assert!(de.text().contains("<html lang=\"de\">"));
        let en = get(addr, &format!("/tournament/{TOURNAMENT}"));
        assert!(en.text().contains("<html lang=\"en\">"));
        assert!(en
            .text()
            .contains(&format!("src=\"{TOURNAMENT}/standings.png\"")));
        let img_es = get(
            addr,
            &format!("/tournament/{TOURNAMENT}/standings.png?lang=es"),
        );
        let img_en = get(addr, &format!("/tournament/{TOURNAMENT}/standings.png"));
        assert_eq!((img_es.status, img_en.status), (200, 200));
        assert_ne!(img_es.body, img_en.body);
    });
}

// lang-audit: an error page is in the language the page would have been in (`?lang=`,
// then `Accept-Language`, then English), with its plural; English as it always was.
#[test]
fn error_pages_follow_the_language() {
    let svc = service();
    // #3: a game in a private room, whose page needs its key.
    let r = svc.handle(&Request {
        locale: None,
        channel: "web-lang-private".to_string(),
        user: user("alice"),
        text: "play chess @bob white".to_string(),
        mentions: vec![user("bob")],
        direct: false,
        private: true,
    });
    assert!(r.refusal.is_none(), "{}", r.text);
    with_server_of(svc, |addr| {
        let check =
            |path: &str, accept: &[(&str, &str)], status: u16, lang: &str, want: &[&str]| {
                let a = get_with(addr, path, accept);
                assert_eq!(a.status, status, "{path}");
                assert_eq!(
                    a.header("content-language").as_deref(),
                    Some(lang),
                    "{path}"
                );
                let page = a.text();
                assert!(
                    page.contains(&format!("<html lang=\"{lang}\">")),
                    "{path}\n{page}"
                );
                for w in want {
                    assert!(
                        page.contains(&w.replace('\'', "&#39;")),
                        "{path}: {w}\n{page}"
                    );
                }
            };
        check(
            "/game/99?lang=es",
            &[],
            404,
            "es",
            &[
                "404 · No existe esa partida",
                "No hay ninguna partida en esta dirección",
            ],
        );
        // A bad address, and a private game asked for by its number: the same 404.
        for path in ["/game/abc", "/game/3", "/game/3/board.png"] {
            check(
                path,
                &[("Accept-Language", "de")],
                404,
                "de",
                &[
                    "404 · Keine solche Partie",
                    "Unter dieser Adresse gibt es keine Partie",
                ],
            );
        }
        check(
            "/game/1?ply=x&lang=fr",
            &[],
            400,
            "fr",
            &["400 · Requête incorrecte", "nombre de demi-coups"],
        );
        // Game #1 has 7 plies: the plural is Fluent's.
        check(
            "/game/1?ply=99",
            &[("Accept-Language", "fr-CA")],
            404,
            "fr",
            &[
                "Ce coup n'existe pas",
                "Cette partie compte 7 demi-coups ; `ply` va de 0 à 7.",
            ],
        );
        check(
            "/game/1/board.png?ply=99&lang=de",
            &[],
            404,
            "de",
            &["Diese Partie hat 7 Halbzüge"],
        );
        check(
            "/tournament/99?lang=es",
            &[],
            404,
            "es",
            &["No hay ningún torneo"],
        );
        check(
            "/no/such/page?lang=fr",
            &[],
            404,
            "fr",
            &["Aucune partie ici"],
        );
        // English: as it was, for no language, an unknown one and English asked for.
        for (path, accept) in [
            ("/game/99", &[][..]),
            ("/game/99?lang=xx", &[][..]),
            ("/game/99", &[("Accept-Language", "en-GB, de;q=0.5")][..]),
        ] {
            check(
                path,
                accept,
                404,
                "en",
                &["404 · No such game", "There is no game at this address."],
            );
        }
        check(
            "/game/1?ply=99",
            &[],
            404,
            "en",
            &["This game has 7 plies; `ply` goes from 0 to 7."],
        );
    });
}
