//! Game pages through the service: the links in replies where a base address is set, and
//! the typed page data (moves, status, boards at each ply) the web front end shows.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::page::PageError;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::{Reply, Store};
use std::sync::Arc;

#[path = "shared/request.rs"]
mod request;
use request::say_in;

fn service(page_base: Option<&str>) -> Service {
    Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            square: Some(24),
            page_base: page_base.map(str::to_string),
            ..Config::default()
        },
    )
}

fn say(svc: &Service, who: &str, text: &str) -> Reply {
    say_in(svc, "pages", false, false, who, text)
}

const LINK: &str = "page-line url=https://games.example.org/game/1";

#[path = "shared/said.rs"]
mod said;
use said::says;

/// Whether a reply links the page (`page-line`, with `want`'s address).
fn links(r: &Reply, want: &str) -> bool {
    let url = want.strip_prefix("page-line url=").unwrap_or(want);
    r.said("page-line").and_then(|s| s.text("url")) == Some(url)
}

#[test]
fn replies_link_the_page_at_the_start_the_end_and_when_looked_at() {
    let svc = service(Some("https://games.example.org/"));
    let r = say(&svc, "alice", "play chess @bob white");
    assert_eq!(
        r.game.as_ref().and_then(|v| v.page.as_deref()),
        Some("https://games.example.org/game/1")
    );
    let r = say(&svc, "bob", "accept");
    says(&r, &["game-begins", LINK]);
    let r = say(&svc, "alice", "e4");
    assert!(!links(&r, LINK), "not on every move: {}", r.text);
    assert!(r.game.as_ref().is_some_and(|v| v.page.is_some()));
    says(&say(&svc, "carol", "board #1"), &["summary-game", LINK]);
    for (who, mv) in [
        ("bob", "f5"),
        ("alice", "d4"),
        ("bob", "g5"),
        ("alice", "Qh5#"),
    ] {
        let r = say(&svc, who, mv);
        assert_eq!(links(&r, LINK), mv == "Qh5#", "{mv}: {}", r.text);
    }
}

#[test]
fn without_a_base_address_there_are_no_links() {
    let svc = service(None);
    say(&svc, "alice", "play chess @bob white");
    let r = say(&svc, "bob", "accept");
    assert!(r.said("page-line").is_none(), "{}", r.text);
    assert!(r.game.is_some_and(|v| v.page.is_none()));
}

#[test]
fn the_page_data_of_a_game_and_of_a_challenge() {
    let svc = service(None);
    say(&svc, "alice", "play chess @bob white");
    assert_eq!(svc.page_board(1, None), Err(PageError::NotFound));
    let page = svc.game_page(1).expect("a challenge has a page");
    assert!(page.moves.is_empty());
    assert!(page.status.contains("not accepted yet"), "{}", page.status);
    say(&svc, "bob", "accept");
    for (who, mv) in [("alice", "e4"), ("bob", "e5"), ("alice", "Nf3")] {
        say(&svc, who, mv);
    }
    let page = svc.game_page(1).expect("the page");
    assert_eq!(page.moves, ["e4", "e5", "Nf3"]);
    assert_eq!(page.status, "bob (Black) to move");
    assert_eq!(page.view.plies, 3);
    // Each ply's board differs from the one before; past the end is refused.
    let boards: Vec<Vec<u8>> = (0..=3)
        .map(|p| svc.page_board(1, Some(p)).expect("a board"))
        .collect();
    assert!(boards.windows(2).all(|w| w[0] != w[1]));
    assert_eq!(svc.page_board(1, None).as_ref(), Ok(&boards[3]));
    assert_eq!(
        svc.page_board(1, Some(4)),
        Err(PageError::NoSuchPly { plies: 3 })
    );
    assert_eq!(svc.game_page(7), Err(PageError::NotFound));
    let record = svc.page_record(1).expect("the record");
    assert!(String::from_utf8_lossy(&record.bytes).contains("2. Nf3"));
    // Looking never changes the game.
    assert_eq!(svc.game_page(1).expect("the page").moves.len(), 3);
}

/// The key of a page link `…/game/ID-KEY`.
fn key_of(link: &str, id: u64) -> String {
    let tail = link
        .rsplit_once(&format!("/game/{id}-"))
        .map(|(_, k)| k.to_string())
        .unwrap_or_else(|| panic!("no unlisted address in {link}"));
    assert!(
        tail.len() >= 20 && tail.bytes().all(|b| b.is_ascii_hexdigit()),
        "a key of at least 80 bits: {tail}"
    );
    tail
}

#[test]
fn games_of_private_conversations_have_unlisted_pages_reached_by_their_key_only() {
    let svc = service(Some("https://games.example.org"));
    // #1 in a direct message, #2 in a private room, #3 in a public channel.
    let r = say_in(
        &svc,
        "discord:dm-9",
        true,
        false,
        "alice",
        "play chess @bob white",
    );
    let link1 = r.game.and_then(|v| v.page).expect("a link");
    let k1 = key_of(&link1, 1);
    let r = say_in(
        &svc,
        "matrix:!secret:ex.org",
        false,
        true,
        "carol",
        "play chess @dave white",
    );
    let k2 = key_of(&r.game.and_then(|v| v.page).expect("a link"), 2);
    assert_ne!(k1, k2, "every game its own key");
    let r = say(&svc, "erin", "play chess @frank white");
    assert_eq!(
        r.game.and_then(|v| v.page).as_deref(),
        Some("https://games.example.org/game/3")
    );
    // Not at the number, nor with a wrong key; at the address the bot gave.
    assert_eq!(svc.game_page(1), Err(PageError::NotFound));
    assert_eq!(svc.page_snapshot(1, None).err(), Some(PageError::NotFound));
    assert_eq!(
        svc.page_snapshot(1, Some(&k2)).err(),
        Some(PageError::NotFound)
    );
    assert_eq!(
        svc.page_snapshot(3, Some(&k1)).err(),
        Some(PageError::NotFound)
    );
    let page = svc.page_of_snapshot(&svc.page_snapshot(1, Some(&k1)).expect("by its key"));
    assert_eq!(page.address, format!("1-{k1}"));
    assert!(page.unlisted);
    assert!(svc.page_snapshot(2, Some(&k2)).is_ok());
    assert!(!svc.game_page(3).expect("listed").unlisted);
    // The key lasts: the game's later replies give the same.
    let r = say_in(&svc, "discord:dm-9", true, false, "bob", "accept");
    let url = r
        .said("page-line")
        .and_then(|s| s.text("url"))
        .unwrap_or("");
    assert!(url.ends_with(&format!("/game/1-{k1}")), "{}", r.text);
    // Elsewhere the game is not shown at all, so its address is not either.
    let r = say(&svc, "mallory", "board #1");
    assert!(!r.text.contains(&k1), "{}", r.text);
}

#[test]
fn records_name_no_channel() {
    for base in [None, Some("https://games.example.org")] {
        let svc = service(base);
        say_in(
            &svc,
            "discord:4242",
            true,
            false,
            "alice",
            "play chess @bob white",
        );
        say_in(&svc, "discord:4242", true, false, "bob", "accept");
        say_in(&svc, "discord:4242", true, false, "alice", "e4");
        let r = say_in(&svc, "discord:4242", true, false, "alice", "record #1");
        let pgn = String::from_utf8_lossy(&r.attachments[0].bytes).into_owned();
        assert!(!pgn.contains("4242"), "{pgn}");
        let site = base.unwrap_or("acedrex");
        assert!(pgn.contains(&format!("[Site \"{site}\"]")), "{pgn}");
    }
}

#[test]
fn the_operator_can_make_every_page_unlisted() {
    let svc = Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            page_base: Some("https://games.example.org".into()),
            unlisted_pages: true,
            ..Config::default()
        },
    );
    let r = say(&svc, "alice", "play chess @bob white");
    let key = key_of(&r.game.and_then(|v| v.page).expect("a link"), 1);
    assert_eq!(svc.game_page(1), Err(PageError::NotFound));
    assert!(svc.page_snapshot(1, Some(&key)).is_ok());
}
