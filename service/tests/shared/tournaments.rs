//! Tournaments through the service, as players run them: create, join, start, the
//! rounds paired and begun, results taken (resignation, agreement, forfeit), the next
//! round, the final standings. Checked on message ids and arguments ([`says`]), with
//! the manual clock.
//!
//! Shared by every store: each test target that includes this module gives it
//! `crate::temporary_store()` (sled in `service/tests/tournaments.rs`, PostgreSQL in
//! `postgres/tests/tournaments.rs`).

#![allow(dead_code)]

use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::{Part, Refusal, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::UserRef;
use acedrex_service::tournament::view::TournamentStatus;
use std::sync::Arc;

#[path = "said.rs"]
mod said;
pub use said::{says, says_not};

pub const CH: &str = "terminal:club";

pub fn config() -> Config {
    Config {
        square: Some(32),
        page_base: Some("https://acedrex.example.org".into()),
        ..Config::default()
    }
}

pub fn service() -> (Service, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let svc = Service::with_store(
        crate::temporary_store(),
        Arc::new(FirstMove),
        clock.clone(),
        config(),
    );
    (svc, clock)
}

pub fn user(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    }
}

/// `who` types `text` in the club's channel (mentions `@ID`, ids = names).
pub fn say(svc: &Service, who: &str, text: &str) -> Reply {
    let r = svc.handle(&Request {
        channel: CH.to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
        locale: None,
    });
    assert!(
        r.text.is_empty() || !r.said.is_empty(),
        "`{text}`: a reply without message ids: {}",
        r.text
    );
    for n in &r.notices {
        assert!(
            !n.said.is_empty(),
            "a notice without message ids: {}",
            n.text
        );
    }
    r
}

#[track_caller]
pub fn ask(svc: &Service, who: &str, text: &str, wants: &[&str]) -> Reply {
    let r = say(svc, who, text);
    assert!(r.refusal.is_none(), "`{text}` refused: {}", r.text);
    says(&r, wants);
    r
}

#[track_caller]
pub fn refused(svc: &Service, who: &str, text: &str, want: &str) -> Reply {
    let r = say(svc, who, text);
    says(&r, &[want]);
    assert!(
        r.refusal.is_some(),
        "`{text}` should be refused: {}",
        r.text
    );
    r
}

/// Everything the reply's notices say, in order, as one reply (for [`says`]).
pub fn notices(r: &Reply) -> Reply {
    let mut all = Reply::default();
    for n in &r.notices {
        all.said.extend(n.said.iter().cloned());
        all.parts.extend(n.parts.iter().cloned());
        all.parts.push(Part::Layout("\n".into()));
        all.text.push_str(&n.text);
        all.text.push('\n');
        all.attachments.extend(n.attachments.iter().cloned());
    }
    all
}

/// The games a reply's notices begin: (white, black, game id).
pub fn begun(r: &Reply) -> Vec<(String, String, u64)> {
    r.notices
        .iter()
        .filter_map(|n| n.game.as_ref())
        .filter(|g| g.began)
        .map(|g| {
            (
                g.white.as_ref().map(|u| u.name.clone()).unwrap_or_default(),
                g.black.as_ref().map(|u| u.name.clone()).unwrap_or_default(),
                g.id,
            )
        })
        .collect()
}

/// The id of the game between these two among those begun.
#[track_caller]
pub fn game(games: &[(String, String, u64)], white: &str, black: &str) -> u64 {
    games
        .iter()
        .find(|(w, b, _)| w == white && b == black)
        .map(|(_, _, id)| *id)
        .unwrap_or_else(|| panic!("no game {white}–{black} among {games:?}"))
}

/// Creates a tournament and has the players join: its number.
#[track_caller]
pub fn tournament(svc: &Service, args: &str, players: &[&str]) -> u64 {
    let r = ask(
        svc,
        "org",
        &format!("tournament create {args}"),
        &["tournament-created organiser=org"],
    );
    let id = r
        .said("tournament-created")
        .and_then(|s| s.number("id"))
        .expect("its number") as u64;
    for (i, p) in players.iter().enumerate() {
        ask(
            svc,
            p,
            &format!("tournament join #{id}"),
            &[&format!("tournament-joined who={p} players={}", i + 1)],
        );
    }
    id
}

/// `loser` resigns the game: the reply's notices say the tournament took the result.
#[track_caller]
pub fn resigns(svc: &Service, loser: &str, game: u64) -> Reply {
    ask(
        svc,
        loser,
        &format!("resign #{game}"),
        &["result-game-over result=result-win-resignation"],
    )
}

/// Both players agree a draw.
#[track_caller]
pub fn draw(svc: &Service, white: &str, black: &str, game: u64) -> Reply {
    ask(svc, white, &format!("draw #{game}"), &["draw-offer"]);
    ask(
        svc,
        black,
        &format!("draw #{game}"),
        &["result-game-over result=result-draw-agreement"],
    )
}

// ---- Swiss --------------------------------------------------------------------------

/// The five players of `service/src/tournament/tests.rs`'s example, seeded a b c d e
/// (all unrated: the order they joined), with its results: the pairings, byes and final
/// standings must be the hand-worked ones.
#[test]
fn a_swiss_of_five_over_three_rounds_pairs_as_worked_by_hand() {
    let (svc, _clock) = service();
    let t = tournament(&svc, "chess swiss rounds 3", &["a", "b", "c", "d", "e"]);
    refused(
        &svc,
        "b",
        &format!("tournament start #{t}"),
        "tournament-organiser-only action=start",
    );

    // Round 1: e has the bye; a–c, b–d.
    let r = ask(
        &svc,
        "org",
        "tournament start",
        &[
            "tournament-started players=5 rounds=3",
            "tournament-round round=1 rounds=3",
            "tournament-pairing board=1 white=a black=c",
            "tournament-pairing board=2 white=b black=d",
            "tournament-bye who=e",
        ],
    );
    let g = begun(&r);
    assert_eq!(g.len(), 2, "{g:?}");
    for n in &r.notices {
        says(
            &Reply {
                said: n.said.clone(),
                ..Reply::default()
            },
            &["game-begins"],
        );
        assert_eq!(n.channel.as_deref(), Some(CH));
    }
    refused(
        &svc,
        "b",
        &format!("tournament join #{t}"),
        "tournament-already-started",
    );
    refused(
        &svc,
        "a",
        &format!("abort #{}", game(&g, "a", "c")),
        "tournament-game-abort",
    );
    // The pairings say the games' numbers.
    let ac = game(&g, "a", "c");
    let bd = game(&g, "b", "d");
    ask(
        &svc,
        "x",
        "tournament pairings",
        &[
            &format!("tournament-pairing board=1 white=a black=c game={ac}"),
            &format!("tournament-pairing board=2 white=b black=d game={bd}"),
            "tournament-bye who=e",
        ],
    );

    let r = resigns(&svc, "c", ac);
    says(
        &notices(&r),
        &["tournament-result white=a black=c score=1-0"],
    );
    says_not(&notices(&r), "tournament-round");
    let r = draw(&svc, "b", "d", bd);
    // Round 2: c has the bye; b–a (a Black), d–e.
    says(
        &notices(&r),
        &[
            "tournament-result white=b black=d score=½-½",
            "tournament-round round=2",
            "tournament-pairing board=1 white=b black=a",
            "tournament-pairing board=2 white=d black=e",
            "tournament-bye who=c",
        ],
    );
    let g = begun(&r);
    resigns(&svc, "b", game(&g, "b", "a"));
    let r = draw(&svc, "d", "e", game(&g, "d", "e"));
    // Round 3: b has the bye; e–a, c–d.
    says(
        &notices(&r),
        &[
            "tournament-round round=3",
            "tournament-pairing board=1 white=e black=a",
            "tournament-pairing board=2 white=c black=d",
            "tournament-bye who=b",
        ],
    );
    let g = begun(&r);
    ask(
        &svc,
        "x",
        &format!("tournament standings #{t}"),
        &[
            "tournament-standings-title round=2 finished=no",
            "tournament-standing rank=1 name=a points=2",
        ],
    );
    draw(&svc, "e", "a", game(&g, "e", "a"));
    let r = resigns(&svc, "d", game(&g, "c", "d"));
    // Final: a 2½; e and c on 2 and Buchholz 3½, e ahead on Sonneborn-Berger; b; d.
    let n = notices(&r);
    says(
        &n,
        &[
            "tournament-result white=c black=d score=1-0",
            "tournament-finished winner=a",
            "tournament-standing rank=1 name=a points=2½ buchholz=5½ sonneborn_berger=4½",
            "tournament-standing rank=2 name=e points=2 buchholz=3½ sonneborn_berger=1¾",
            "tournament-standing rank=3 name=c points=2 buchholz=3½ sonneborn_berger=1",
            "tournament-standing rank=4 name=b points=1½ buchholz=3½ sonneborn_berger=½",
            "tournament-standing rank=5 name=d points=1 buchholz=5½ sonneborn_berger=1¾",
            &format!("tournament-page url=https://acedrex.example.org/tournament/{t}"),
        ],
    );
    says_not(&n, "tournament-round");
    // The announcement carries the standings image.
    let end = r
        .notices
        .iter()
        .find(|n| n.game.is_none())
        .expect("the announcement");
    let png = end
        .attachments
        .iter()
        .find(|a| a.name == format!("acedrex-tournament-{t}.png"))
        .expect("the standings image");
    assert!(png.bytes.starts_with(b"\x89PNG") && png.size.is_some());

    // The view the page and the image draw: no pair twice, one bye each for e c b.
    let view = svc.tournament_view(t).expect("read").expect("there");
    assert_eq!(view.status, TournamentStatus::Finished);
    assert_eq!(view.rounds.len(), 3);
    let byes: Vec<String> = view.rounds.iter().filter_map(|r| r.bye.clone()).collect();
    assert_eq!(byes, ["e", "c", "b"]);
    let mut met = std::collections::HashSet::new();
    for g in view.rounds.iter().flat_map(|r| &r.games) {
        let pair = (
            g.white.clone().min(g.black.clone()),
            g.white.clone().max(g.black.clone()),
        );
        assert!(met.insert(pair), "{} and {} met twice", g.white, g.black);
        assert!(g.game.is_some() && g.result.is_some());
    }
    let names: Vec<&str> = view.standings.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["a", "e", "c", "b", "d"]);
    let a = &view.standings[0];
    assert_eq!(
        (
            a.points,
            a.buchholz,
            a.sonneborn_berger,
            a.wins,
            a.draws,
            a.losses
        ),
        (2.5, Some(5.5), Some(4.5), 2, 1, 0)
    );
    // Over: no more joining, and standings say so.
    refused(
        &svc,
        "z",
        &format!("tournament join #{t}"),
        "tournament-over",
    );
    let r = ask(
        &svc,
        "x",
        &format!("tournament standings #{t}"),
        &["tournament-standings-title finished=yes"],
    );
    assert!(r.attachments[0].bytes.starts_with(b"\x89PNG"));
}

// ---- round robin ----------------------------------------------------------------------

#[test]
fn a_round_robin_of_four_meets_everyone_once() {
    let (svc, _clock) = service();
    let t = tournament(
        &svc,
        "chess roundrobin clock 10+5 casual",
        &["a", "b", "c", "d"],
    );
    let mut r = ask(
        &svc,
        "org",
        &format!("tournament start #{t}"),
        &[
            "tournament-started players=4 rounds=3",
            "tournament-round round=1 rounds=3",
        ],
    );
    let mut met = std::collections::HashSet::new();
    for round in 1..=3 {
        let g = begun(&r);
        assert_eq!(g.len(), 2, "round {round}: {g:?}");
        // The games are live-clock games of the tournament, unrated.
        for (w, b, id) in &g {
            assert!(met.insert(((*w).clone().min(b.clone()), (*w).clone().max(b.clone()))));
            let board = ask(&svc, "x", &format!("board #{id}"), &["summary-game"]);
            assert!(board.game.as_ref().is_some_and(|v| v.is_open()));
        }
        // White wins every game: Black resigns.
        for (i, (_, b, id)) in g.iter().enumerate() {
            let last = resigns(&svc, b, *id);
            if i == 1 {
                r = last;
            }
        }
        if round < 3 {
            says(
                &notices(&r),
                &[&format!("tournament-round round={}", round + 1)],
            );
        }
    }
    assert_eq!(met.len(), 6);
    says(&notices(&r), &["tournament-finished"]);
    let view = svc.tournament_view(t).expect("read").expect("there");
    assert_eq!(view.status, TournamentStatus::Finished);
    assert!(!view.rated);
    assert_eq!(view.time_control, "clock 10+5");
    let total: f64 = view.standings.iter().map(|s| s.points).sum();
    assert_eq!(total, 6.0);
    assert!(view.standings.iter().all(|s| s.games == 3));
    // Ranked by points, then Sonneborn-Berger.
    for w in view.standings.windows(2) {
        assert!(
            (w[0].points, w[0].sonneborn_berger) >= (w[1].points, w[1].sonneborn_berger),
            "{:?}",
            view.standings
        );
    }
}

// ---- arena ------------------------------------------------------------------------------

#[test]
fn an_arena_of_four_pairs_again_counts_streaks_pauses_and_ends_with_its_window() {
    let (svc, clock) = service();
    let t = tournament(
        &svc,
        "chess arena minutes 30 clock 60+0",
        &["a", "b", "c", "d"],
    );
    let r = ask(
        &svc,
        "org",
        &format!("tournament start #{t}"),
        &[
            "tournament-started players=4 minutes=30",
            "tournament-arena-pairing white=a black=b",
            "tournament-arena-pairing white=c black=d",
        ],
    );
    let g = begun(&r);
    // a beats b: c and d still play, so a and b wait rather than meet again.
    let r = resigns(&svc, "b", game(&g, "a", "b"));
    says(
        &notices(&r),
        &["tournament-result white=a black=b score=1-0"],
    );
    assert!(begun(&r).is_empty(), "{:?}", begun(&r));
    // c beats d: the four are free; the leaders meet, nobody their last opponent.
    let r = resigns(&svc, "d", game(&g, "c", "d"));
    says(
        &notices(&r),
        &[
            "tournament-result white=c black=d score=1-0",
            "tournament-arena-pairing white=a black=c",
            "tournament-arena-pairing white=b black=d",
        ],
    );
    let g = begun(&r);
    // d pauses (after this game): not paired until they come back.
    ask(
        &svc,
        "d",
        "tournament pause",
        &["tournament-paused who=d paused=yes"],
    );
    // a wins again: two in a row; c waits for someone other than a.
    let r = resigns(&svc, "c", game(&g, "a", "c"));
    assert!(begun(&r).is_empty(), "{:?}", begun(&r));
    let r = draw(&svc, "b", "d", game(&g, "b", "d"));
    let g = begun(&r);
    assert_eq!(g.len(), 1, "d is paused, c waits: {g:?}");
    let ab = g[0].2;
    assert!(g[0].0 != "d" && g[0].1 != "d" && g[0].0 != "c" && g[0].1 != "c");
    // On fire: the third win in a row counts double.
    let (w, b, _) = g[0].clone();
    let loser = if w == "a" { b } else { w };
    let r = resigns(&svc, &loser, ab);
    let view = svc.tournament_view(t).expect("read").expect("there");
    let a = view.standings.iter().find(|s| s.name == "a").expect("a");
    assert_eq!((a.points, a.wins, a.streak), (8.0, 3, Some(3)));
    assert_eq!(view.standings[0].name, "a");
    ask(
        &svc,
        "x",
        "tournament standings",
        &["tournament-arena-standing rank=1 name=a points=8 games=3 streak=3"],
    );
    let g = begun(&r);
    assert_eq!(g.len(), 1, "{g:?}");
    // A newcomer joins the running arena and is paired with the free player.
    let r = ask(&svc, "e", "tournament join", &["tournament-joined who=e"]);
    let g2 = begun(&r);
    assert_eq!(g2.len(), 1, "{g2:?}");
    assert!(g2[0].0 == "e" || g2[0].1 == "e");

    // The window closes with two games under way: they still count, then the end.
    let running = [g[0].clone(), g2[0].clone()];
    for (w, b, id) in &running {
        // Both sides move: the live clock runs, no first-move forfeit comes.
        ask(&svc, w, &format!("move e4 #{id}"), &["plays"]);
        ask(&svc, b, &format!("move e5 #{id}"), &["plays"]);
    }
    clock.advance(30 * 60);
    let out = svc.tick("terminal");
    let said = Reply {
        said: out.iter().flat_map(|n| n.said.clone()).collect(),
        ..Reply::default()
    };
    says(&said, &["tournament-window-closed playing=2"]);
    says_not(&said, "tournament-finished");
    ask(
        &svc,
        "d",
        "tournament pause",
        &["tournament-paused who=d paused=no"],
    );
    let (w, b, id) = running[0].clone();
    let r = resigns(&svc, &b, id);
    assert!(
        begun(&r).is_empty(),
        "no new games after the window: {:?}",
        begun(&r)
    );
    says(
        &notices(&r),
        &[&format!("tournament-result white={w} black={b} score=1-0")],
    );
    says_not(&notices(&r), "tournament-finished");
    let (w, b, id) = running[1].clone();
    let r = draw(&svc, &w, &b, id);
    says(
        &notices(&r),
        &[
            "tournament-result score=½-½",
            "tournament-finished winner=a",
        ],
    );
    let view = svc.tournament_view(t).expect("read").expect("there");
    assert_eq!(view.status, TournamentStatus::Finished);
    assert_eq!(view.rounds.len(), 1);
    assert_eq!(view.rounds[0].games.len(), 7);
    // Nothing more after the end.
    assert!(svc.tick("terminal").is_empty());
}

/// A player who never makes their first move on a live clock loses the game by forfeit.
#[test]
fn a_player_who_never_moves_forfeits() {
    let (svc, clock) = service();
    let t = tournament(&svc, "chess swiss rounds 1 clock 3+0", &["a", "b"]);
    let r = ask(
        &svc,
        "org",
        &format!("tournament start #{t}"),
        &["tournament-round round=1"],
    );
    let g = begun(&r);
    let id = game(&g, "a", "b");
    ask(&svc, "a", &format!("move e4 #{id}"), &["plays"]);
    // b never answers: after the first-move window the game is called off, b forfeits.
    clock.advance(181);
    let out = svc.tick("terminal");
    let said = Reply {
        said: out.iter().flat_map(|n| n.said.clone()).collect(),
        ..Reply::default()
    };
    says(
        &said,
        &[
            "tournament-result white=a black=b score=+/-",
            "tournament-finished winner=a",
            "tournament-standing rank=1 name=a points=1",
        ],
    );
}

// ---- refusals -----------------------------------------------------------------------------

#[test]
fn tournament_commands_refuse_clearly_and_change_nothing() {
    let (svc, _clock) = service();
    refused(&svc, "a", "tournament join #42", "tournament-unknown id=42");
    refused(&svc, "a", "tournament join", "tournament-none-here");
    refused(
        &svc,
        "a",
        "tournament create chess",
        "tournament-create-needs what=a format",
    );
    refused(
        &svc,
        "a",
        "tournament create swiss",
        "tournament-create-needs what=a game",
    );
    refused(
        &svc,
        "a",
        "tournament create chess swiss days 2 clock 5+3",
        "not-both",
    );
    refused(
        &svc,
        "a",
        "tournament create chess arena rounds 2 minutes 20",
        "not-both",
    );
    refused(
        &svc,
        "a",
        "tournament create chess swiss minutes 20",
        "tournament-option-not-for option=minutes format=swiss",
    );
    refused(
        &svc,
        "a",
        "tournament create chess roundrobin rounds 2",
        "tournament-option-not-for option=rounds format=roundrobin",
    );
    refused(
        &svc,
        "a",
        "tournament join chess",
        "tournament-only-for-create option=variant action=join",
    );
    refused(
        &svc,
        "a",
        "tournament create chess swiss arena",
        "two-values",
    );
    let t = tournament(&svc, "chess swiss", &["a"]);
    refused(&svc, "a", "tournament join", "tournament-already-in");
    refused(
        &svc,
        "org",
        "tournament start",
        "tournament-too-few players=1 needed=2",
    );
    refused(&svc, "a", "tournament pause", "tournament-pause-arena-only");
    refused(
        &svc,
        "a",
        "tournament withdraw @b",
        "tournament-organiser-only action=withdraw",
    );
    refused(
        &svc,
        "org",
        "tournament withdraw @b",
        "tournament-not-in who=b",
    );
    refused(
        &svc,
        "org",
        "tournament withdraw",
        "tournament-withdraw-whom",
    );
    refused(
        &svc,
        "a",
        "tournament start @b",
        "tournament-player-option action=start",
    );
    // Two tournaments in one channel: which one must be said.
    let t2 = tournament(&svc, "shako arena", &[]);
    let r = refused(&svc, "b", "tournament join", "tournament-which");
    assert!(matches!(
        r.refusal,
        Some(Refusal::Service("tournament-which"))
    ));
    ask(
        &svc,
        "b",
        &format!("tournament join #{t2}"),
        &["tournament-joined who=b players=1"],
    );
    // Leaving before the start takes the player off the list.
    ask(
        &svc,
        "a",
        &format!("tournament leave #{t}"),
        &["tournament-left who=a"],
    );
    ask(
        &svc,
        "x",
        &format!("tournament standings #{t}"),
        &["tournament-entrants players=0"],
    );
}

/// Once started, a withdrawn player is not paired again; their games played count.
#[test]
fn a_withdrawn_player_is_paired_no_more() {
    let (svc, _clock) = service();
    let t = tournament(&svc, "chess swiss rounds 2", &["a", "b", "c", "d"]);
    let r = ask(
        &svc,
        "org",
        &format!("tournament start #{t}"),
        &["tournament-round round=1"],
    );
    let g = begun(&r);
    ask(
        &svc,
        "org",
        "tournament withdraw @d",
        &["tournament-withdrawn who=d"],
    );
    let mut last = r;
    for (_, b, id) in &g {
        last = resigns(&svc, b, *id);
    }
    let n = notices(&last);
    says(&n, &["tournament-round round=2", "tournament-bye"]);
    assert!(begun(&last).iter().all(|(w, b, _)| w != "d" && b != "d"));
    let view = svc.tournament_view(t).expect("read").expect("there");
    assert!(view
        .standings
        .iter()
        .any(|s| s.name == "d" && s.withdrawn && s.games == 1));
}
