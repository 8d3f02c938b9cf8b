//! Game pages through the service: the links in replies where a base address is set, and
//! the typed page data (moves, status, boards at each ply) the web front end shows.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::page::PageError;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::{Reply, Store, UserRef};
use std::sync::Arc;

fn person(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    }
}

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
    let mentions = text
        .split(' ')
        .filter_map(|w| w.strip_prefix('@'))
        .map(person)
        .collect();
    svc.handle(&Request {
        channel: "pages".to_string(),
        user: person(who),
        text: text.to_string(),
        mentions,
        direct: false,
    })
}

const LINK: &str = "Game page: https://games.example.org/game/1";

#[test]
fn replies_link_the_page_at_the_start_the_end_and_when_looked_at() {
    let svc = service(Some("https://games.example.org/"));
    let r = say(&svc, "alice", "play chess @bob white");
    assert_eq!(
        r.game.as_ref().and_then(|v| v.page.as_deref()),
        Some("https://games.example.org/game/1")
    );
    let r = say(&svc, "bob", "accept");
    assert!(r.text.contains(LINK), "the start: {}", r.text);
    let r = say(&svc, "alice", "e4");
    assert!(!r.text.contains(LINK), "not on every move: {}", r.text);
    assert!(r.game.as_ref().is_some_and(|v| v.page.is_some()));
    assert!(say(&svc, "carol", "board #1").text.contains(LINK));
    for (who, mv) in [
        ("bob", "f5"),
        ("alice", "d4"),
        ("bob", "g5"),
        ("alice", "Qh5#"),
    ] {
        let r = say(&svc, who, mv);
        assert_eq!(r.text.contains(LINK), mv == "Qh5#", "{mv}: {}", r.text);
    }
}

#[test]
fn without_a_base_address_there_are_no_links() {
    let svc = service(None);
    say(&svc, "alice", "play chess @bob white");
    let r = say(&svc, "bob", "accept");
    assert!(!r.text.contains("Game page"), "{}", r.text);
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
