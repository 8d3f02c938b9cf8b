//! The tournament pages over HTTP: the standings table and image, the rounds with a link
//! to each game's page, the 404 page for an unknown tournament, and a private
//! tournament reached by its key only.

use acedrex_service::chooser::FirstMove;
use acedrex_service::render::standings_layout;
use acedrex_service::reply::Reply;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::tournament::view::{standings_image, TournamentStatus};
use acedrex_service::{Store, UserRef};

#[path = "shared/http.rs"]
mod http;
use http::{get, with_server_of as with_server};
use std::sync::Arc;

fn service_with(config: Config) -> Arc<Service> {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    Arc::new(Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        clock,
        config,
    ))
}

fn service() -> Arc<Service> {
    service_with(Config::default())
}

/// The players: carol's name is markup.
fn user(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: match id {
            "bob" => "bob & co".to_string(),
            "carol" => "<b>carol</b>".to_string(),
            _ => id.to_string(),
        },
        bot: false,
    }
}

/// `who` types `text` in the club's channel (private: a private room), mentioning
/// `mentions`.
fn say(svc: &Service, private: bool, who: &str, text: &str, mentions: &[&str]) -> Reply {
    let r = svc.handle(&Request {
        channel: if private { "club-private" } else { "club" }.to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: mentions.iter().map(|m| user(m)).collect(),
        direct: false,
        private,
        locale: None,
    });
    assert!(r.refusal.is_none(), "`{text}` refused: {}", r.text);
    r
}

/// The games the reply's notices begin: (white id, black id, game).
fn begun(svc: &Service, t: u64, round: usize) -> Vec<(String, String, u64)> {
    let view = svc.tournament_view(t).expect("read").expect("there");
    let ids = |name: &str| {
        ["alice", "bob", "carol"]
            .into_iter()
            .find(|id| user(id).name == name)
            .expect("a player")
            .to_string()
    };
    view.rounds[round - 1]
        .games
        .iter()
        .map(|g| (ids(&g.white), ids(&g.black), g.game.expect("begun")))
        .collect()
}

/// A round robin of alice, bob and carol in its second round: round 1's game won by
/// White (Black resigned), round 2's under way; `private`: begun in a private room.
fn round_robin(svc: &Service, private: bool) -> u64 {
    let r = say(
        svc,
        private,
        "alice",
        "tournament create chess roundrobin clock 5+3 casual",
        &[],
    );
    let t = r
        .said("tournament-created")
        .and_then(|s| s.number("id"))
        .expect("its number") as u64;
    for p in ["alice", "bob", "carol"] {
        say(svc, private, p, &format!("tournament join #{t}"), &[]);
    }
    say(
        svc,
        private,
        "alice",
        &format!("tournament start #{t}"),
        &[],
    );
    let games = begun(svc, t, 1);
    assert_eq!(games.len(), 1, "three players: one game and a bye");
    let (_, black, game) = &games[0];
    say(svc, private, black, &format!("resign #{game}"), &[]);
    let view = svc.tournament_view(t).expect("read").expect("there");
    assert_eq!(view.status, TournamentStatus::Running { round: 2 });
    t
}

#[test]
fn a_tournament_page_has_its_standings_rounds_and_game_links() {
    let svc = service();
    let t = round_robin(&svc, false);
    let view = svc.tournament_view(t).expect("read").expect("there");
    let (r1, r2) = (&view.rounds[0], &view.rounds[1]);
    let (won, playing) = (r1.games[0].game.unwrap(), r2.games[0].game.unwrap());
    with_server(svc.clone(), |addr| {
        let page = get(addr, &format!("/tournament/{t}"));
        assert_eq!(page.status, 200);
        assert_eq!(
            page.header("content-type").as_deref(),
            Some("text/html; charset=utf-8")
        );
        // Running: not cached for long.
        assert_eq!(page.header("cache-control").as_deref(), Some("no-cache"));
        let html = page.text();
        assert!(
            html.contains(&format!("<h1>Chess Round robin · tournament #{t}</h1>")),
            "{html}"
        );
        assert!(html.contains("Organised by alice · clock 5+3 · casual · 3 rounds"));
        assert!(html.contains("round 2 of 3"));
        // The standings: the headings, and a row per player in the standings' order,
        // the winner of round 1 first with a point; names as text.
        for h in ["#", "Player", "Points", "Buchholz", "SB", "W-D-L"] {
            assert!(html.contains(&format!("<th>{h}</th>")), "{h}");
        }
        assert_eq!(view.standings.len(), 3);
        let mut at = 0;
        for (i, row) in view.standings.iter().enumerate() {
            let name = row
                .name
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;");
            let cells = format!(
                "<td>{}</td><td class=\"name\"><span>{name}</span></td>",
                row.rank
            );
            let found = html[at..]
                .find(&cells)
                .unwrap_or_else(|| panic!("row {i}: {cells} in {html}"));
            at += found + cells.len();
        }
        let winner = &view.standings[0];
        assert_eq!((winner.points, winner.wins), (1.0, 1));
        assert!(html.contains("<td>1</td><td>1-0-0</td></tr>"), "{html}");
        assert!(!html.contains("<b>carol"), "markup in a name stays text");
        assert!(html.contains("&lt;b&gt;carol&lt;/b&gt;"));
        // The rounds, each game linked to its page, its result or that it is played.
        assert!(html.contains("<h3 id=\"round-1\">Round 1</h3>"));
        assert!(html.contains("<h3 id=\"round-2\">Round 2</h3>"));
        assert!(html.contains(&format!("<a href=\"../game/{won}\">#{won}</a>")));
        assert!(html.contains(&format!("<a href=\"../game/{playing}\">#{playing}</a>")));
        assert!(html.contains("<td class=\"result\">1-0</td>"));
        assert!(html.contains("<td class=\"result\">playing</td>"));
        assert!(html.contains(&format!(
            "Bye: {}",
            r1.bye
                .as_deref()
                .unwrap()
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
        )));
        assert!(html.contains(&format!("src=\"{t}/standings.png\"")));
        // The linked game's page is there.
        assert_eq!(get(addr, &format!("/game/{won}")).status, 200);

        // The image: a PNG with a stripe per player, as render lays it out.
        let png = get(addr, &format!("/tournament/{t}/standings.png"));
        assert_eq!(png.status, 200);
        assert_eq!(png.header("content-type").as_deref(), Some("image/png"));
        let img =
            image::load_from_memory_with_format(&png.body, image::ImageFormat::Png).expect("a PNG");
        let layout = standings_layout(&standings_image(&view)).expect("a layout");
        assert_eq!((img.width(), img.height()), (layout.width, layout.height));
        assert_eq!(img.height(), layout.row_top(3) + layout.margin);

        // A trailing slash leads to the page.
        let moved = get(addr, &format!("/tournament/{t}/"));
        assert_eq!(moved.status, 308);
        assert_eq!(moved.header("location"), Some(format!("../{t}")));
    });
    // A withdrawn player is marked; the page shows it at once (not cached).
    say(
        &svc,
        false,
        "alice",
        &format!("tournament withdraw #{t} @carol"),
        &["carol"],
    );
    with_server(svc, |addr| {
        let html = get(addr, &format!("/tournament/{t}")).text();
        assert!(
            html.contains("<span>&lt;b&gt;carol&lt;/b&gt;</span> (withdrawn)"),
            "{html}"
        );
        assert!(html.contains("<tr class=\"withdrawn\">"));
    });
}

#[test]
fn a_finished_tournament_page_is_cached() {
    let svc = service();
    let t = round_robin(&svc, false);
    for round in 2..=3 {
        let (_, black, game) = begun(&svc, t, round).remove(0);
        say(&svc, false, &black, &format!("resign #{game}"), &[]);
    }
    let view = svc.tournament_view(t).expect("read").expect("there");
    assert_eq!(view.status, TournamentStatus::Finished);
    with_server(svc, |addr| {
        let page = get(addr, &format!("/tournament/{t}"));
        assert_eq!(page.status, 200);
        assert!(page.text().contains("final standings"));
        assert_eq!(
            page.header("cache-control").as_deref(),
            Some("public, max-age=86400")
        );
    });
}

#[test]
fn an_unknown_tournament_is_a_404_page() {
    with_server(service(), |addr| {
        for path in [
            "/tournament/9999",
            "/tournament/9999/standings.png",
            "/tournament/abc",
            "/tournament/12-",
        ] {
            let page = get(addr, path);
            assert_eq!(page.status, 404, "{path}");
            assert!(page.text().contains("No such tournament"), "{path}");
        }
    });
}

#[test]
fn a_private_tournament_is_reached_by_its_key_only_and_links_its_games_by_theirs() {
    let svc = service();
    let t = round_robin(&svc, true);
    let view = svc.tournament_view(t).expect("read").expect("there");
    let key = view
        .page_key
        .clone()
        .expect("a private tournament has a key");
    let game = &view.rounds[0].games[0];
    let game_key = game.page_key.clone().expect("its games have keys");
    let game = game.game.unwrap();
    let mut wrong = key.clone();
    wrong.replace_range(0..1, if key.starts_with('0') { "1" } else { "0" });
    with_server(svc, |addr| {
        for path in [
            format!("/tournament/{t}"),
            format!("/tournament/{t}-{wrong}"),
            format!("/tournament/{t}/standings.png"),
            format!("/tournament/{t}-{wrong}/standings.png"),
        ] {
            let page = get(addr, &path);
            assert_eq!(page.status, 404, "{path}");
            assert!(!page.text().contains("alice"), "{path}");
        }
        let page = get(addr, &format!("/tournament/{t}-{key}"));
        assert_eq!(page.status, 200);
        assert_eq!(
            page.header("x-robots-tag").as_deref(),
            Some("noindex, nofollow")
        );
        let html = page.text();
        assert!(html.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"));
        let link = format!("../game/{game}-{game_key}");
        assert!(
            html.contains(&format!("<a href=\"{link}\">#{game}</a>")),
            "{html}"
        );
        assert!(html.contains(&format!("src=\"{t}-{key}/standings.png\"")));
        assert_eq!(
            get(addr, &format!("/tournament/{t}-{key}/standings.png")).status,
            200
        );
        // The link opens the game's page; its bare number does not.
        assert_eq!(get(addr, &format!("/game/{game}-{game_key}")).status, 200);
        assert_eq!(get(addr, &format!("/game/{game}")).status, 404);
    });
}

#[test]
fn unlisted_pages_hide_every_tournament_without_a_key() {
    let svc = service_with(Config {
        unlisted_pages: true,
        ..Config::default()
    });
    let t = round_robin(&svc, false);
    let key = svc
        .tournament_view(t)
        .expect("read")
        .expect("there")
        .page_key
        .expect("every tournament has a key");
    with_server(svc, |addr| {
        assert_eq!(get(addr, &format!("/tournament/{t}")).status, 404);
        assert_eq!(get(addr, &format!("/tournament/{t}-{key}")).status, 200);
    });
}
