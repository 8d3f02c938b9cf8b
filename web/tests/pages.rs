//! The game pages over HTTP, as a browser asks for them: a real server on 127.0.0.1, a
//! game played through the service, then every page, image and download checked, the
//! bad addresses included.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::{Store, UserRef};
use std::net::SocketAddr;

#[path = "shared/http.rs"]
mod http;
use http::{get, with_server_of};
use std::sync::Arc;

fn user(id: &str, name: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: name.to_string(),
        bot: false,
    }
}

fn say(svc: &Service, who: &UserRef, text: &str) -> String {
    svc.handle(&Request {
        locale: None,
        channel: "web-test".to_string(),
        user: who.clone(),
        text: text.to_string(),
        mentions: vec![],
        direct: false,
        private: false,
    })
    .text
}

/// A service with a finished chess game (#1, a scholar's mate between a player whose
/// name is markup and bob) and a challenge (#2).
fn service() -> Arc<Service> {
    let store = Store::temporary().expect("a temporary store");
    let svc = Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            square: Some(32),
            ..Config::default()
        },
    );
    let alice = user("alice", "<script>alert(1)</script>");
    let bob = user("bob", "bob & co");
    let mut challenge = Request {
        locale: None,
        channel: "web-test".to_string(),
        user: alice.clone(),
        text: "play chess @bob white".to_string(),
        mentions: vec![bob.clone()],
        direct: false,
        private: false,
    };
    let r = svc.handle(&challenge).text;
    assert!(r.contains("#1"), "{r}");
    let r = say(&svc, &bob, "accept");
    assert!(r.contains("e4") || r.contains("move"), "{r}");
    for (who, mv) in [
        (&alice, "e4"),
        (&bob, "e5"),
        (&alice, "Bc4"),
        (&bob, "Nc6"),
        (&alice, "Qh5"),
        (&bob, "Nf6"),
        (&alice, "Qxf7#"),
    ] {
        let r = say(&svc, who, mv);
        assert!(!r.contains("not legal"), "{mv}: {r}");
    }
    challenge.text = "play shako @bob".to_string();
    let r = svc.handle(&challenge).text;
    assert!(r.contains("#2"), "{r}");
    Arc::new(svc)
}

/// Serves the pages on a free port for the length of `f`.
fn with_server(f: impl FnOnce(SocketAddr)) {
    with_server_of(service(), f)
}

fn decode(png: &[u8]) -> image::RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8()
}

#[test]
fn a_finished_game_has_a_page_with_its_moves_board_record_and_animation() {
    with_server(|addr| {
        let page = get(addr, "/game/1");
        assert_eq!(page.status, 200);
        assert_eq!(
            page.header("content-type").as_deref(),
            Some("text/html; charset=utf-8")
        );
        let html = page.text();
        // Names are shown, but as text: the markup in a name never reaches the page.
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{html}"
        );
        assert!(!html.contains("<script>"), "{html}");
        assert!(html.contains("bob &amp; co"));
        assert!(html.contains("Game over"), "{html}");
        // Every move in algebraic notation, each a link to its ply; the last is shown.
        for (ply, san) in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
            .iter()
            .enumerate()
        {
            assert!(
                html.contains(&format!(
                    "href=\"?ply={}\" data-ply=\"{}\"",
                    ply + 1,
                    ply + 1
                )),
                "{san}"
            );
            assert!(html.contains(&format!(">{san}</a>")), "{san}: {html}");
        }
        assert!(html.contains("class=\"current\" aria-current=\"step\" rel=\"nofollow\">Qxf7#"));
        assert!(html.contains("src=\"1/board.png?ply=7\""));
        assert!(
            html.contains("<span id=\"next\" class=\"off\">"),
            "at the end"
        );
        assert!(html.contains("<a id=\"prev\" href=\"?ply=6\""));
        assert!(page
            .header("content-security-policy")
            .is_some_and(|c| c.contains("default-src 'none'")));

        // Stepping back: the page at ply 2 links both ways and marks 1... e5.
        let html = get(addr, "/game/1?ply=2").text();
        assert!(html.contains("<a id=\"prev\" href=\"?ply=1\""));
        assert!(html.contains("<a id=\"next\" href=\"?ply=3\""));
        assert!(html.contains("aria-current=\"step\" rel=\"nofollow\">e5</a>"));
        assert!(html.contains("1... e5 of 7"), "{html}");

        // The board image at each ply: the start and after 1. e4 differ where the pawn went.
        let start = get(addr, "/game/1/board.png?ply=0");
        assert_eq!(start.status, 200);
        assert_eq!(start.header("content-type").as_deref(), Some("image/png"));
        let after = get(addr, "/game/1/board.png?ply=1");
        let (a, b) = (decode(&start.body), decode(&after.body));
        assert_eq!(a.dimensions(), b.dimensions());
        let differing = a.pixels().zip(b.pixels()).filter(|(p, q)| p != q).count();
        assert!(differing > 100, "only {differing} pixels changed");
        let now = get(addr, "/game/1/board.png");
        assert_eq!(now.status, 200);
        assert_eq!(
            decode(&now.body).dimensions(),
            a.dimensions(),
            "the current board"
        );

        let record = get(addr, "/game/1/record.pgn");
        assert_eq!(record.status, 200);
        let text = record.text();
        assert!(text.contains("Qxf7#"), "{text}");
        assert!(text.contains("1-0"), "{text}");
        assert!(record
            .header("content-disposition")
            .is_some_and(|d| d.contains("acedrex-1.pgn")));
        let gif = get(addr, "/game/1/game.gif");
        assert_eq!(gif.status, 200);
        assert!(gif.body.starts_with(b"GIF89a"));
    });
}

#[test]
fn a_challenge_has_a_page_without_a_board() {
    with_server(|addr| {
        let page = get(addr, "/game/2");
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("not accepted yet"), "{html}");
        assert!(!html.contains("<img"), "{html}");
        assert_eq!(get(addr, "/game/2/board.png").status, 404);
        assert_eq!(get(addr, "/game/2/record.pgn").status, 404);
    });
}

#[test]
fn unknown_games_bad_plies_and_other_paths_get_error_pages() {
    with_server(|addr| {
        for path in [
            "/game/99",
            "/game/99/board.png",
            "/game/99/game.gif",
            "/game/abc",
            "/game/1/../../etc/passwd",
            "/etc/passwd",
            "/game/1/db",
            "/game/1?ply=8",
            "/game/1/board.png?ply=100",
        ] {
            let a = get(addr, path);
            assert_eq!(a.status, 404, "{path}");
            assert!(
                a.header("content-type")
                    .is_some_and(|c| c.starts_with("text/html")),
                "{path}: an error page"
            );
            assert!(a.text().contains("404"), "{path}");
        }
        let bad = get(addr, "/game/1?ply=abc");
        assert_eq!(bad.status, 400);
        assert!(bad.text().contains("must be a number"));
        assert!(get(addr, "/game/1?ply=8").text().contains("7 plies"));
        assert_eq!(get(addr, "/").status, 200);
    });
}

/// `text` from `who` in a direct message (`direct`) or a private room.
fn say_privately(svc: &Service, who: &UserRef, text: &str, direct: bool) -> acedrex_service::Reply {
    svc.handle(&Request {
        locale: None,
        channel: "matrix:!hidden:example.org".to_string(),
        user: who.clone(),
        text: text.to_string(),
        mentions: vec![user("bob", "bob")],
        direct,
        private: !direct,
    })
}

#[test]
fn a_private_game_is_reached_by_its_key_and_never_by_its_number() {
    let svc = Arc::new(Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            square: Some(24),
            page_base: Some("https://games.example.org".into()),
            ..Config::default()
        },
    ));
    let (alice, bob) = (user("alice", "alice"), user("bob", "bob"));
    // #1 in a direct message, #2 in a private room.
    let link = say_privately(&svc, &alice, "play chess @bob white", true)
        .game
        .and_then(|v| v.page)
        .expect("a link");
    say_privately(&svc, &bob, "accept", true);
    say_privately(&svc, &alice, "e4", true);
    let room = say_privately(&svc, &alice, "play chess @bob white", false)
        .game
        .and_then(|v| v.page)
        .expect("a link");
    let addr1 = link.rsplit('/').next().expect("an address").to_string();
    let addr2 = room.rsplit('/').next().expect("an address").to_string();
    assert!(addr1.starts_with("1-") && addr1.len() >= 2 + 20, "{link}");
    assert!(addr2.starts_with("2-"), "{room}");
    with_server_of(svc, |addr| {
        for path in [
            "/game/1",
            "/game/%231",
            "/game/1/board.png",
            "/game/1/board.png?ply=0",
            "/game/1/record.pgn",
            "/game/1/game.gif",
            "/game/2",
            "/game/1-0123456789abcdef0123456789abcdef",
        ] {
            assert_eq!(get(addr, path).status, 404, "{path}");
        }
        // The other game's key opens only the other game.
        let wrong = format!("/game/1-{}", &addr2[2..]);
        assert_eq!(get(addr, &wrong).status, 404);

        let page = get(addr, &format!("/game/{addr1}"));
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains(">e4</a>"), "{html}");
        // Its own links keep the key; search engines are asked to keep out.
        assert!(
            html.contains(&format!("src=\"{addr1}/board.png?ply=1\"")),
            "{html}"
        );
        assert!(
            html.contains(&format!("href=\"{addr1}/game.gif\"")),
            "{html}"
        );
        assert!(html.contains("noindex"), "{html}");
        assert_eq!(
            page.header("x-robots-tag").as_deref(),
            Some("noindex, nofollow")
        );
        // No channel id anywhere: not in the page, not in the record.
        assert!(!html.contains("hidden"), "{html}");
        let record = get(addr, &format!("/game/{addr1}/record.pgn"));
        assert_eq!(record.status, 200);
        let pgn = record.text();
        assert!(!pgn.contains("hidden") && !pgn.contains("matrix"), "{pgn}");
        assert!(
            pgn.contains("[Site \"https://games.example.org\"]"),
            "{pgn}"
        );
        assert_eq!(get(addr, &format!("/game/{addr1}/board.png")).status, 200);
        assert!(get(addr, &format!("/game/{addr1}/game.gif"))
            .body
            .starts_with(b"GIF89a"));
        assert_eq!(get(addr, &format!("/game/{addr2}")).status, 200);
        // A trailing slash leads to the page too.
        let slash = get(addr, &format!("/game/{addr1}/?ply=1"));
        assert_eq!(slash.status, 308);
        assert_eq!(slash.header("location"), Some(format!("../{addr1}?ply=1")));
    });
}

#[test]
fn a_trailing_slash_leads_to_the_page() {
    with_server(|addr| {
        let a = get(addr, "/game/1/");
        assert_eq!(a.status, 308);
        // Relative, so that a proxy's path prefix is kept: /game/1/ + ../1 = /game/1.
        assert_eq!(a.header("location").as_deref(), Some("../1"));
        let a = get(addr, "/game/1/?ply=2");
        assert_eq!(a.header("location").as_deref(), Some("../1?ply=2"));
        assert_eq!(get(addr, "/game/abc/").status, 404);
        assert_eq!(
            get(addr, "/game/99/").status,
            308,
            "a redirect, then the 404"
        );
    });
}
