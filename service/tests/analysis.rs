//! Post-game analysis through the service: a hand-checked blunder is found and marked,
//! the engine's better move named, the graph attached; a game in progress is refused;
//! an analysis under way can be stopped and answers at once; a second request is
//! answered from the stored result.

use acedrex_render::graph::Mark;
use acedrex_service::chooser::FirstMove;
use acedrex_service::reply::{Phase, Reply};
use acedrex_service::rules::Color;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{GameStore, Store, UserRef};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn service(budget: Duration) -> Service {
    service_with(
        Arc::new(Store::temporary().expect("a temporary store")),
        budget,
    )
}

/// A quick analysis over this store (a second service over it is a restarted process).
fn service_on(store: Arc<dyn GameStore>) -> Service {
    service_with(store, Duration::from_millis(100))
}

fn service_with(store: Arc<dyn GameStore>, budget: Duration) -> Service {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let config = Config {
        square: Some(32),
        analysis_budget: budget,
        ..Config::default()
    };
    Service::with_store(store, Arc::new(FirstMove), clock, config)
}

fn user(name: &str) -> UserRef {
    UserRef::person("terminal", name, name)
}

#[path = "shared/said.rs"]
mod said;
use said::says;

fn say(svc: &Service, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        locale: None,
        channel: "terminal:analysis".to_string(),
        user: user(who),
        text: text.replace('@', "@terminal:"),
        mentions: vec![user("alice"), user("bob")],
        direct: false,
        private: false,
    })
}

/// alice (White) and bob (Black) play `moves`, alternating.
fn play(svc: &Service, moves: &[&str]) -> u64 {
    say(svc, "alice", "play chess @bob white");
    let id = say(svc, "bob", "accept").game_id().expect("a game");
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let r = say(svc, who, m);
        assert!(r.game.is_some(), "{who} {m}: {}", r.text);
    }
    id
}

#[test]
fn a_blunder_into_mate_is_marked_with_the_move_that_would_have_held() {
    let svc = service(Duration::from_secs(4));
    // 3...Nf6?? allows 4. Qxf7#; 3...g6, 3...Qe7 or 3...Qf6 would have held.
    let id = play(&svc, &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
    let r = say(&svc, "bob", &format!("analyse #{id}"));
    assert_eq!(r.game.as_ref().map(|v| v.phase), Some(Phase::Finished));
    let a = svc.analysis_of(id).expect("the analysis is kept");
    assert!(!a.stopped);
    assert_eq!(a.plies, 7);
    assert_eq!(a.evals.len(), 8);
    let blunders: Vec<_> = a
        .moves
        .iter()
        .filter(|m| m.mark == Some(Mark::Blunder))
        .collect();
    assert_eq!(blunders.len(), 1, "{:?}", a.moves);
    let b = blunders[0];
    assert_eq!((b.ply, b.color, b.san.as_str()), (5, Color::Black, "Nf6"));
    assert_eq!(b.number, "3...");
    let best = b.best.as_deref().unwrap_or_default();
    assert!(["g6", "Qe7", "Qf6"].contains(&best), "best was {best}");
    // The mate itself is White's best move: no mark, no alternative.
    assert!(b.allows_mate);
    let mate = &a.moves[6];
    assert_eq!((mate.mark, mate.best.as_deref()), (None, None));
    // White is winning at the end: the last evaluation is a mate for White.
    assert!(*a.evals.last().unwrap_or(&0) > 1000, "{:?}", a.evals);
    // The reply: counts, the blunder line, the graph.
    says(
        &r,
        &[
            &format!("analysis-head id={id} plies=7"),
            "analysis-counts side=Black blunders=1",
            &format!("analysis-allowed-mate side=Black number=3... san=Nf6 mark=?? best={best}"),
        ],
    );
    let graph = r
        .attachments
        .iter()
        .find(|a| a.mime == "image/png")
        .expect("the graph");
    let img = image::load_from_memory(&graph.bytes).expect("a PNG");
    assert_eq!((img.width(), img.height()), (720, 260));

    // Asked again: the same analysis, at once.
    let t = Instant::now();
    let again = say(&svc, "alice", &format!("analyse #{id}"));
    assert!(t.elapsed() < Duration::from_secs(2));
    assert_eq!((&again.text, &again.said), (&r.text, &r.said));
}

#[test]
fn a_lost_piece_is_named() {
    let svc = service(Duration::from_secs(4));
    // 2...Qh4?? puts the Queen where the Knight takes it; then Black resigns.
    let id = play(&svc, &["e4", "e5", "Nf3", "Qh4", "Nxh4", "resign"]);
    let r = say(&svc, "alice", &format!("analyse #{id}"));
    says(
        &r,
        &["analysis-lost-piece side=Black number=2... san=Qh4 mark=?? piece=Queen"],
    );
}

#[test]
fn only_finished_games_are_analysed_and_unknown_ones_are_named() {
    let svc = service(Duration::from_millis(200));
    let id = play(&svc, &["e4", "e5"]);
    let r = say(&svc, "alice", &format!("analyse #{id}"));
    says(&r, &[&format!("analyse-in-progress id={id}")]);
    assert!(r.refusal.is_some());
    assert!(svc.analysis_of(id).is_none());
    let r = say(&svc, "alice", "analyse #99");
    says(&r, &["no-such-game id=99"]);
    assert!(r.refusal.is_some());
    let r = say(&svc, "alice", &format!("analyse stop #{id}"));
    says(&r, &[&format!("analyse-in-progress id={id}")]);
}

#[test]
fn analyse_alone_takes_your_last_finished_game_here_also_after_a_restart() {
    let store: Arc<dyn GameStore> = Arc::new(Store::temporary().expect("a temporary store"));
    let svc = service_on(store.clone());
    let first = play(&svc, &["f3", "e5", "g4", "Qh4#"]);
    let second = play(&svc, &["e4", "e5", "resign"]);
    // Right after the game ended: no number needed, the last one is taken.
    for who in ["alice", "bob"] {
        let r = say(&svc, who, "analyse");
        let view = r.game.as_ref().unwrap_or_else(|| panic!("{}", r.text));
        assert_eq!(
            (view.id, view.phase),
            (second, Phase::Finished),
            "{}",
            r.text
        );
        assert!(svc.analysis_of(second).is_some());
    }
    assert!(svc.analysis_of(first).is_none());
    // A new process over the same store still knows it.
    drop(svc);
    let svc = service_on(store);
    let r = say(&svc, "alice", "analyse");
    assert_eq!(r.game.as_ref().map(|v| v.id), Some(second), "{}", r.text);
    // Someone who played no game here is still asked which.
    let r = say(&svc, "carol", "analyse");
    says(&r, &["analyse-which"]);
    assert!(r.refusal.is_some());
}

#[test]
fn a_long_analysis_stops_when_asked() {
    // A minute's budget over a 20-move game: far longer than the test waits.
    let svc = Arc::new(service(Duration::from_secs(60)));
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
        "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "resign",
    ];
    let id = play(&svc, &moves);
    let worker = {
        let svc = svc.clone();
        std::thread::spawn(move || say(&svc, "alice", &format!("analyse #{id}")))
    };
    // Once it runs, a second request is told so, and a stop ends it.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let r = say(&svc, "bob", &format!("analyse stop #{id}"));
        if r.ids() == ["analysis-stopping"] {
            break;
        }
        assert!(Instant::now() < deadline, "{}", r.text);
        std::thread::sleep(Duration::from_millis(20));
    }
    let t = Instant::now();
    let r = worker.join().expect("the analysis answers");
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    says(
        &r,
        &[&format!("analysis-stopped plies={}", moves.len() - 1)],
    );
    // A stopped analysis is not kept: asking again starts anew.
    assert!(svc.analysis_of(id).is_none());
}

#[test]
fn front_ends_are_told_an_analysis_takes_time_and_a_stop_does_not() {
    let svc = service(Duration::from_millis(200));
    let req = |text: &str| Request {
        locale: None,
        channel: "terminal:analysis".to_string(),
        user: user("alice"),
        text: text.to_string(),
        mentions: vec![],
        direct: false,
        private: false,
    };
    assert!(svc.takes_time(&req("analyse #1")));
    assert!(svc.takes_time(&req("analyse")));
    assert!(!svc.takes_time(&req("analyse stop #1")));
}
