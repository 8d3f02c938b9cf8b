//! The single game as players of the large servers expect it (issue 24), through the
//! service with a manual clock: `abort` before both sides have moved (unrated, in no
//! statistics, stored as aborted), `rematch` (a command and a button: same game and time
//! control, colours swapped), live clocks that start after each side's first move (and
//! a game aborted when a side never makes it), the last board of a finished game saying
//! the result, and conflicting arguments refused.

use acedrex_render::{render_board, square_rect, RenderOptions};
use acedrex_rules::{Color, Game, GameResult, Outcome, Reason, Square, VariantId};
use acedrex_service::reply::{ActionKind, Arg, BoardStatus, Phase, Reply};
use acedrex_service::service::ManualClock;
use acedrex_service::store::{GameStore, Phase as StoredPhase};
use std::sync::Arc;

#[path = "shared/manual.rs"]
mod manual;
#[path = "shared/said.rs"]
mod said;
use manual::*;
use said::says;

fn phase(r: &Reply) -> Phase {
    r.game.as_ref().expect("a game view").phase
}

fn has_action(r: &Reply, kind: ActionKind, command: &str) -> bool {
    r.actions
        .iter()
        .any(|a| a.kind == kind && a.command == command)
}

// ---- abort ----

#[test]
fn a_game_aborted_before_both_sides_moved_has_no_result_and_no_rating() {
    let (svc, _, store) = new_service();
    let ch = "terminal:abort";
    let id = start(&svc, ch, "chess");
    // A spectator cannot.
    expect(
        &svc,
        ch,
        "carol",
        &format!("abort #{id}"),
        &["why-not-watching verb=abort id=1"],
    );
    expect(&svc, ch, "alice", "e4", &["plays who=alice san=e4"]);
    // White has moved, Black not yet: either may abort.
    let r = expect(
        &svc,
        ch,
        "bob",
        "abort",
        &[&format!("aborted who=bob id={id}")],
    );
    assert_eq!(phase(&r), Phase::Aborted);
    assert!(r.game.as_ref().unwrap().result.is_none());
    // Its last board says so, not who is to move; it offers a rematch, no analysis.
    let board = r.board.as_ref().expect("a text board");
    assert_eq!(board.status, BoardStatus::Aborted);
    let board = board.to_string();
    assert!(board.ends_with("Game aborted"), "{board}");
    assert!(has_action(
        &r,
        ActionKind::Rematch,
        &format!("rematch #{id}")
    ));
    assert!(!r.actions.iter().any(|a| a.kind == ActionKind::Analyse));
    // Nothing to analyse; nobody's statistics, no leaderboard.
    expect(
        &svc,
        ch,
        "alice",
        "analyse",
        &[&format!("nothing-to-analyse id={id}")],
    );
    expect(&svc, ch, "alice", "stats", &["stats-none name=alice"]);
    expect(&svc, ch, "bob", "stats", &["stats-none name=bob"]);
    expect(
        &svc,
        ch,
        "bob",
        "leaderboard chess",
        &["leaderboard-empty game=chess"],
    );
    // Not among the games of the channel; the game is over for moves.
    expect(&svc, ch, "alice", "games", &["no-games-here"]);
    expect(
        &svc,
        ch,
        "bob",
        &format!("e5 #{id}"),
        &[&format!("why-not-aborted id={id}")],
    );
    // Stored as aborted: a restart shows the same.
    let rec = store.game(id).unwrap().unwrap();
    assert_eq!(
        (rec.phase, rec.result.is_none()),
        (StoredPhase::Aborted, true)
    );
    let clock = Arc::new(ManualClock::default());
    clock.advance(T0);
    let again = service_on(store.clone(), clock);
    let r = expect(
        &again,
        ch,
        "carol",
        &format!("board #{id}"),
        &[&format!("status-aborted id={id}")],
    );
    assert_eq!(phase(&r), Phase::Aborted);
}

#[test]
fn once_both_sides_have_moved_abort_is_refused_with_what_to_do() {
    let (svc, _, _) = new_service();
    let ch = "terminal:late";
    let id = start(&svc, ch, "chess");
    expect(&svc, ch, "alice", "e4", &[]);
    expect(&svc, ch, "bob", "e5", &[]);
    let r = expect(
        &svc,
        ch,
        "alice",
        "abort",
        &[&format!("too-late-to-abort id={id}")],
    );
    assert_eq!(r.said.len(), 1, "{}", r.text);
    // Nothing changed.
    expect(&svc, ch, "alice", "Nf3", &["plays who=alice san=Nf3"]);
}

#[test]
fn against_the_bot_the_human_may_abort_before_their_first_move() {
    let (svc, _, _) = new_service();
    let ch = "terminal:bot-abort";
    // alice has Black: the bot has made its first move already.
    let r = expect(&svc, ch, "alice", "play chess bot black", &["game-begins"]);
    let id = r.game_id().unwrap();
    let r = expect(&svc, ch, "alice", "abort", &["aborted who=alice"]);
    assert_eq!(phase(&r), Phase::Aborted);
    // With White, her first move gets the bot's answer at once: too late then.
    let r = expect(&svc, ch, "alice", "play chess bot white", &["game-begins"]);
    let second = r.game_id().unwrap();
    assert_ne!(id, second);
    expect(&svc, ch, "alice", "e4", &["bot-plays"]);
    expect(&svc, ch, "alice", "abort", &["too-late-to-abort"]);
}

// ---- rematch ----

#[test]
fn a_rematch_is_the_same_game_with_colours_swapped() {
    let (svc, _, store) = new_service();
    let ch = "terminal:rematch";
    let id = start(&svc, ch, "chess clock 5+3");
    // Not while the game is played, nor by a spectator.
    expect(
        &svc,
        ch,
        "bob",
        &format!("rematch #{id}"),
        &["rematch-while-playing id=1"],
    );
    expect(&svc, ch, "alice", "e4", &[]);
    expect(&svc, ch, "bob", "e5", &[]);
    let r = expect(
        &svc,
        ch,
        "alice",
        "resign",
        &["result-game-over result=result-win-resignation score=0-1"],
    );
    // The final board offers it as a button.
    assert!(
        has_action(&r, ActionKind::Rematch, &format!("rematch #{id}")),
        "{:?}",
        r.actions
    );
    expect(
        &svc,
        ch,
        "carol",
        &format!("rematch #{id}"),
        &["rematch-not-yours id=1"],
    );
    // bob's last finished game here is the one meant.
    let r = expect(
        &svc,
        ch,
        "bob",
        "rematch",
        &[&format!("rematch-of id={id}")],
    );
    let new = r.game_id().expect("a challenge");
    assert_eq!(phase(&r), Phase::Challenge);
    assert!(has_action(
        &r,
        ActionKind::Accept,
        &format!("accept #{new}")
    ));
    // One at a time, from either player.
    expect(
        &svc,
        ch,
        "alice",
        &format!("rematch #{id}"),
        &[&format!("rematch-pending id={id} challenge={new}")],
    );
    let r = expect(
        &svc,
        ch,
        "alice",
        "accept",
        &[&format!(
            "game-begins id={new} game=chess white=bob black=alice"
        )],
    );
    assert_eq!(phase(&r), Phase::Playing);
    let rec = store.game(new).unwrap().unwrap();
    let old = store.game(id).unwrap().unwrap();
    assert_eq!(
        (rec.time, rec.rated, rec.rematch_of),
        (old.time, old.rated, Some(id))
    );
    assert!(rec.rated);
}

#[test]
fn a_rematch_against_the_bot_begins_at_once() {
    let (svc, _, _) = new_service();
    let ch = "terminal:bot-rematch";
    let r = expect(
        &svc,
        ch,
        "alice",
        "play chess bot white level 2",
        &["game-begins"],
    );
    let id = r.game_id().unwrap();
    expect(&svc, ch, "alice", "e4", &["bot-plays"]);
    expect(
        &svc,
        ch,
        "alice",
        "resign",
        &["result-game-over result=result-win-resignation score=0-1"],
    );
    let r = expect(
        &svc,
        ch,
        "alice",
        &format!("rematch #{id}"),
        &[
            &format!("rematch-of id={id}"),
            "game-begins white=the bot (level 2) black=alice",
        ],
    );
    assert_eq!(phase(&r), Phase::Playing);
    // The bot, White now, has made its first move.
    assert_eq!(r.game.unwrap().plies, 1);
}

// ---- live clocks start after each side's first move ----

#[test]
fn a_live_clock_starts_after_each_sides_first_move() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:fair";
    say(&svc, ch, "alice", "play chess @bob white clock 1+10");
    expect(
        &svc,
        ch,
        "bob",
        "accept",
        &["clocks-start-after-first-moves seconds=60"],
    );
    // Neither first move costs anything, nor gets an increment.
    clock.advance(50);
    expect(
        &svc,
        ch,
        "alice",
        "e4",
        &["clock-line minutes=1 increment=10 white=60 black=60"],
    );
    clock.advance(50);
    expect(
        &svc,
        ch,
        "bob",
        "e5",
        &["clock-line minutes=1 increment=10 white=60 black=60"],
    );
    // From here White's clock runs.
    clock.advance(30);
    expect(
        &svc,
        ch,
        "alice",
        "Nf3",
        &["clock-line minutes=1 increment=10 white=40 black=60"],
    );
    clock.advance(61);
    expect(
        &svc,
        ch,
        "alice",
        "board",
        &["result-game-over result=result-win-timeout score=1-0"],
    );
}

#[test]
fn a_side_that_never_makes_its_first_move_aborts_the_game() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:never";
    let id = start(&svc, ch, "chess clock 1+0");
    // A claim meanwhile says what will happen.
    clock.advance(20);
    expect(&svc, ch, "bob", "claim", &["first-move-pending"]);
    clock.advance(40);
    assert!(svc.tick("terminal").is_empty(), "a minute is still allowed");
    clock.advance(1);
    let notices = svc.tick("terminal");
    assert_eq!(notices.len(), 2, "{notices:?}");
    for n in &notices {
        assert_eq!(n.ids(), ["aborted-no-first-move"], "{}", n.text);
        let said = &n.said[0];
        assert_eq!(said.number("id"), Some(id as i64));
        assert_eq!(said.text("who"), Some("alice"));
        assert_eq!(said.arg("side"), Some(&Arg::Color(Color::White)));
        assert_eq!(said.number("seconds"), Some(60));
        assert_eq!(n.game.as_ref().unwrap().phase, Phase::Aborted);
        assert!(n.actions.iter().any(|a| a.kind == ActionKind::Rematch));
    }
    assert!(svc.tick("terminal").is_empty(), "said once");
    expect(&svc, ch, "bob", "stats", &["stats-none name=bob"]);

    // Black's first move is awaited the same way, and the next command finds it.
    let id = start(&svc, ch, "chess clock 3+2");
    expect(&svc, ch, "alice", "e4", &[]);
    clock.advance(3 * 60 + 1);
    let r = expect(
        &svc,
        ch,
        "alice",
        &format!("board #{id}"),
        &[&format!(
            "aborted-no-first-move id={id} who=bob side=black seconds=180"
        )],
    );
    assert_eq!(phase(&r), Phase::Aborted);
    // An aborted game is the one `rematch` alone means.
    let r = expect(
        &svc,
        ch,
        "bob",
        "rematch",
        &[&format!("rematch-of id={id}")],
    );
    assert_eq!(phase(&r), Phase::Challenge);
}

#[test]
fn a_correspondence_game_keeps_its_days_from_the_start() {
    let (svc, clock, _) = new_service();
    let ch = "terminal:days";
    start(&svc, ch, "chess days 1");
    clock.advance(86_400 + 1);
    expect(
        &svc,
        ch,
        "bob",
        "board",
        &["result-game-over result=result-win-timeout score=0-1"],
    );
}

// ---- the last board says the result ----

#[test]
fn the_last_board_says_how_the_game_ended() {
    let (svc, _, _) = new_service();
    let ch = "terminal:mate";
    let id = start(&svc, ch, "chess");
    for (who, m) in [("alice", "f3"), ("bob", "e5"), ("alice", "g4")] {
        expect(&svc, ch, who, m, &[]);
    }
    let r = expect(
        &svc,
        ch,
        "bob",
        "Qh4#",
        &["result-game-over result=result-win-checkmate score=0-1"],
    );
    let board = r.board.as_ref().expect("a text board");
    assert_eq!(
        board.status,
        BoardStatus::Ended(GameResult {
            outcome: Outcome::Win(Color::Black),
            reason: Reason::Checkmate,
        })
    );
    let board = board.to_string();
    assert!(
        board.ends_with("Black wins by checkmate (0-1)") && !board.contains("to move"),
        "{board}"
    );
    assert!(has_action(
        &r,
        ActionKind::Analyse,
        &format!("analyse #{id}")
    ));
    assert!(has_action(
        &r,
        ActionKind::Rematch,
        &format!("rematch #{id}")
    ));
    let r = expect(
        &svc,
        ch,
        "carol",
        &format!("board #{id}"),
        &["status-over result=result-win-checkmate"],
    );
    assert!(r
        .board
        .unwrap()
        .to_string()
        .ends_with("Black wins by checkmate (0-1)"));

    // A draw says so too.
    expect(
        &svc,
        ch,
        "alice",
        "play chess @bob white fen k7/8/8/2Q5/8/8/8/7K w - - 0 1",
        &["challenge"],
    );
    expect(&svc, ch, "bob", "accept", &["game-begins"]);
    let r = expect(
        &svc,
        ch,
        "alice",
        "Qb6",
        &["result-game-over result=result-draw-stalemate score=1/2-1/2"],
    );
    assert!(r
        .board
        .unwrap()
        .to_string()
        .ends_with("Draw by stalemate (1/2-1/2)"));
}

/// Mean difference per channel between the title bars of a PNG and of the board drawn
/// with `title`.
fn title_distance(png: &[u8], game: &Game, title: &str) -> f64 {
    let got = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgba8();
    let mut opts = RenderOptions::for_variant(game.position().variant());
    opts.square = 32;
    opts.last_move = game.last_move();
    opts.title = Some(title.to_string());
    let want = render_board(game.position(), &opts);
    assert_eq!((got.width(), got.height()), (want.width(), want.height()));
    // The title bar: above the board's top edge.
    let (_, top, _) = square_rect(game.position().variant(), &opts, Square::new(0, 7).unwrap());
    let data = want.data();
    let (mut sum, mut n) = (0u64, 0u64);
    for y in 0..top / 2 {
        for x in 0..want.width() {
            let a = got.get_pixel(x, y).0;
            let i = ((y * want.width() + x) * 4) as usize;
            for c in 0..3 {
                sum += (a[c] as i64 - data[i + c] as i64).unsigned_abs();
                n += 1;
            }
        }
    }
    sum as f64 / n as f64
}

#[test]
fn the_finished_board_image_has_the_result_in_its_title() {
    let (svc, _, _) = new_service();
    let ch = "terminal:image";
    let id = start(&svc, ch, "chess");
    let mut game = Game::new(VariantId::Chess);
    for (who, m) in [
        ("alice", "f3"),
        ("bob", "e5"),
        ("alice", "g4"),
        ("bob", "Qh4#"),
    ] {
        let r = expect(&svc, ch, who, m, &[]);
        game.play_text(m).unwrap();
        if m == "g4" {
            // While the game goes on, the title has the move number.
            let png = &r.attachments[0].bytes;
            let to_move = title_distance(
                png,
                &game,
                &format!("Chess · #{id} · move 2 · alice vs bob"),
            );
            assert!(to_move < 1.0, "{to_move}");
        }
    }
    let r = say(&svc, ch, "carol", &format!("board #{id}"));
    let png = &r.attachments.first().expect("a board image").bytes;
    let result = title_distance(
        png,
        &game,
        &format!("Chess · #{id} · Black wins by checkmate (0-1) · alice vs bob"),
    );
    let to_move = title_distance(
        png,
        &game,
        &format!("Chess · #{id} · move 3 · alice vs bob"),
    );
    assert!(result < 1.0, "the result's title: {result}");
    assert!(
        to_move > 5.0 * result.max(0.1),
        "not the move's title: {to_move}"
    );
}

// ---- conflicting arguments ----

#[test]
fn conflicting_arguments_are_refused_and_change_nothing() {
    let (svc, _, _) = new_service();
    let ch = "terminal:conflicts";
    for (line, says) in [
        (
            "play chess @bob @carol",
            "two-values name=opponent first=@terminal:bob second=@terminal:carol",
        ),
        (
            "play chess @bob days 2 clock 5+3",
            "not-both a=days N b=clock M+S",
        ),
        ("play chess @bob bot", "not-both a=@opponent b=bot"),
        (
            "play chess white black",
            "two-values name=color first=white second=black",
        ),
        (
            "play chess shako",
            "two-values name=variant first=chess second=shako",
        ),
        ("play chess bot level 2 level 3", "given-twice name=level"),
    ] {
        let r = expect(&svc, ch, "alice", line, &[says]);
        assert!(r.refusal.is_some(), "{line}: refused");
        assert!(r.game.is_none(), "{line}: nothing begun");
    }
    expect(&svc, ch, "alice", "games", &["no-games-here"]);
    let id = start(&svc, ch, "chess");
    let other = id + 1;
    let r = say(&svc, ch, "carol", &format!("gif #{id} #{other}"));
    says(&r, &[&format!("two-games first={id} second={other}")]);
    assert_eq!(r.said.len(), 1, "{}", r.text);
    assert!(r.attachments.is_empty());
}
