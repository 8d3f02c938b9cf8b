//! End-to-end conversations through the bot core: what a user types, what they read back
//! (the messages a reply says, the game it is about, the files attached), in several
//! games, the error paths included.
//!
//! The checks are on typed views: the ids of the messages a reply says and their
//! arguments ([`says`]), `Reply.game` (phase, result, plies, last move, whose turn) and
//! `Reply.refusal`. The wording itself is checked by the golden transcripts
//! (`service/tests/golden`).
//!
//! Shared by every store: each test target that includes this module gives it
//! `crate::temporary_store()` (sled in `service/tests/conversations.rs`, PostgreSQL in
//! `postgres/tests/conversations.rs`), so the same conversations run on both.

use acedrex_render::{render_board, square_rect, RenderOptions};
use acedrex_rules::{Color, Game, Move, Square, VariantId};
use acedrex_service::chooser::{FirstMove, MoveChooser};
use acedrex_service::reply::{ActionKind, Arg, BoardStatus, Phase, Refusal, Reply};

#[path = "said.rs"]
mod said;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::UserRef;
pub use said::{says, says_not, says_within};
use std::sync::Arc;

// ---- the harness -------------------------------------------------------------------

/// Small squares keep the unoptimised PNG encoder quick.
pub fn config() -> Config {
    Config {
        square: Some(32),
        ..Config::default()
    }
}

pub fn service_with(chooser: Arc<dyn MoveChooser>) -> (Service, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::default());
    let store = crate::temporary_store();
    (
        Service::with_store(store, chooser, clock.clone(), config()),
        clock,
    )
}

pub fn service() -> (Service, Arc<ManualClock>) {
    service_with(Arc::new(FirstMove))
}

/// A service whose games between people have no time control (an operator's choice):
/// there, abandonment is claimed after the configured period.
pub fn untimed_service() -> (Service, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::default());
    let config = Config {
        default_time: None,
        ..config()
    };
    let store = crate::temporary_store();
    (
        Service::with_store(store, Arc::new(FirstMove), clock.clone(), config),
        clock,
    )
}

pub fn user(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    }
}

/// `who` types `text` in `channel`; mentions are written `@ID` (ids = names here).
/// Every reply and notice with a text says which messages it consists of.
pub fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    let r = svc.handle(&Request {
        locale: None,
        channel: channel.to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
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

/// Says it and checks that the reply says each of `wants` ([`says`]).
#[track_caller]
pub fn ask(svc: &Service, channel: &str, who: &str, text: &str, wants: &[&str]) -> Reply {
    let r = say(svc, channel, who, text);
    says(&r, wants);
    r
}

/// Says it and checks that it was refused, with the first message `want` ([`says`]).
#[track_caller]
pub fn refused(svc: &Service, channel: &str, who: &str, text: &str, want: &str) -> Reply {
    let r = ask(svc, channel, who, text, &[want]);
    assert!(
        r.refusal.is_some(),
        "{who}: `{text}` should be refused: {}",
        r.text
    );
    r
}

/// A move that must be accepted: the reply says that NAME plays it, the game's last move
/// is that move, with a board image.
#[track_caller]
pub fn play(svc: &Service, channel: &str, who: &str, mv: &str) -> Reply {
    let r = ask(svc, channel, who, mv, &[&format!("plays who={who}")]);
    let san = r
        .said("plays")
        .and_then(|s| s.text("san"))
        .map(str::to_string);
    let game = r.game.as_ref().expect("a move's reply is about its game");
    assert!(game.last_move.is_some(), "{}", r.text);
    if game.phase == Phase::Playing && !r.ids().contains(&"bot-plays") {
        assert_eq!(game.last_move, san, "{}", r.text);
    }
    assert!(r.refusal.is_none());
    assert_eq!(r.attachments.len(), 1, "{}", r.text);
    r
}

/// The side whose turn it is and the player to act, from the reply's view of the game.
#[track_caller]
pub fn to_act(r: &Reply) -> (Option<acedrex_rules::Color>, Option<String>) {
    let g = r.game.as_ref().expect("a reply about a game");
    (g.side_to_move, g.to_act.as_ref().map(|u| u.name.clone()))
}

/// Challenges and accepts; the game's id.
#[track_caller]
pub fn start(svc: &Service, ch: &str, challenger: &str, args: &str, opponent: &str) -> u64 {
    let r = ask(
        svc,
        ch,
        challenger,
        &format!("play {args}"),
        &[&format!("challenge challenger={challenger}")],
    );
    let id = r.game_id().expect("a challenge's reply is about it");
    assert_eq!(
        r.said("challenge").and_then(|s| s.number("id")),
        Some(id as i64)
    );
    let r = ask(
        svc,
        ch,
        opponent,
        &format!("accept #{id}"),
        &[&format!("game-begins id={id}")],
    );
    assert!(r.game.as_ref().is_some_and(|g| g.began && g.is_open()));
    assert!(r.attachments[0].bytes.starts_with(b"\x89PNG"));
    id
}

/// The text board of a game as anyone sees it with `board #ID`.
#[track_caller]
pub fn board_of(svc: &Service, ch: &str, id: u64) -> (Reply, String) {
    let r = ask(
        svc,
        ch,
        "watcher",
        &format!("board #{id}"),
        &[&format!("summary-game id={id}")],
    );
    let board = r.board.as_ref().expect("a text board").to_string();
    (r, board)
}

/// A bot that plays its `n`-th scripted move as its `n`-th move of the game (so a
/// takeback replays the same move), and has no move once the script is over. Asked for a
/// hint (the person's move), it suggests the first legal move.
struct Script(Vec<String>);

impl Script {
    fn new(moves: &[&str]) -> Arc<Script> {
        Arc::new(Script(moves.iter().map(|m| m.to_string()).collect()))
    }
}

impl MoveChooser for Script {
    fn choose(&self, game: &Game, _level: u8) -> Option<Move> {
        let text = self.0.get(game.moves().len() / 2)?;
        let pos = game.position();
        pos.parse_move(text)
            .ok()
            .or_else(|| pos.legal_moves().into_iter().next())
    }
}

// ---- whole games -------------------------------------------------------------------

#[test]
fn chess_scholars_mate_then_ratings_stats_and_leaderboard() {
    let (svc, _) = service();
    let ch = "club";
    let r = ask(
        &svc,
        ch,
        "alice",
        "play chess @bob white",
        &["challenge challenger=alice challenged=bob game=chess colour=white"],
    );
    let id = r.game_id().expect("the challenge");
    assert_eq!(r.game.as_ref().map(|g| g.phase), Some(Phase::Challenge));
    assert_eq!(to_act(&r).1.as_deref(), Some("bob"));
    assert!(r
        .actions
        .iter()
        .any(|a| a.command == format!("accept #{id}")));
    let r = ask(
        &svc,
        ch,
        "bob",
        "accept",
        &[
            &format!("game-begins id={id} game=chess white=alice black=bob"),
            "status-to-move who=alice side=white",
        ],
    );
    assert_eq!(r.file_names(), [format!("acedrex-{id}-0.png")]);
    let r = play(&svc, ch, "alice", "e4");
    assert_eq!(r.said.last().map(|s| s.id), Some("status-to-move"));
    says(&r, &["status-to-move who=bob side=black"]);
    play(&svc, ch, "bob", "e5");
    play(&svc, ch, "alice", "Bc4");
    play(&svc, ch, "bob", "Nc6");
    let r = play(&svc, ch, "alice", "move Qh5");
    says(&r, &["plays who=alice san=Qh5"]);
    play(&svc, ch, "bob", "Nf6??");
    let r = ask(
        &svc,
        ch,
        "alice",
        "Qxf7",
        &[
            "plays who=alice san=Qxf7#",
            &format!("result-game-over result=result-win-checkmate score=1-0 id={id}"),
            "rating-change name=alice old=1500",
            "rating-change name=bob old=1500",
        ],
    );
    let game = r.game.as_ref().unwrap();
    assert_eq!(game.phase, Phase::Finished);
    assert_eq!(game.plies, 7);
    assert_eq!(game.last_move.as_deref(), Some("Qxf7#"));
    let result = game.result.as_ref().unwrap();
    assert_eq!(result.winner, Some(acedrex_rules::Color::White));
    assert_eq!(
        (result.reason.as_str(), result.score.as_str()),
        ("checkmate", "1-0")
    );
    // No game buttons on a finished game: only its analysis (issue 14) and a rematch
    // (issue 24) are offered.
    let kinds: Vec<ActionKind> = r.actions.iter().map(|a| a.kind).collect();
    assert_eq!(
        kinds,
        [ActionKind::Analyse, ActionKind::Rematch],
        "no game buttons on a finished game"
    );
    // The game is gone from the channel, but its board and record can still be had.
    ask(&svc, ch, "alice", "games", &["no-games-here"]);
    refused(
        &svc,
        ch,
        "bob",
        &format!("move e4 #{id}"),
        &format!("why-not-finished id={id}"),
    );
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["status-over result=result-win-checkmate"]);
    let r = ask(
        &svc,
        ch,
        "carol",
        &format!("record #{id}"),
        &[&format!("record-of id={id} plies=7")],
    );
    let pgn = String::from_utf8(r.attachments[0].bytes.clone()).unwrap();
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");

    // Ratings moved the right way: the winner above 1500, the loser below.
    let rating = |r: &Reply| {
        r.said("stats-line")
            .and_then(|s| s.number("rating"))
            .unwrap()
    };
    let r = ask(
        &svc,
        ch,
        "alice",
        "stats",
        &[
            "stats-head name=alice",
            "stats-line game=chess games=1 wins=1 draws=0 losses=0",
        ],
    );
    assert!(rating(&r) > 1500, "{}", r.text);
    let r = ask(
        &svc,
        ch,
        "alice",
        "stats @bob",
        &[
            "stats-head name=bob",
            "stats-line games=1 wins=0 draws=0 losses=1",
        ],
    );
    assert!(rating(&r) < 1500, "{}", r.text);
    ask(
        &svc,
        ch,
        "alice",
        "stats @carol",
        &["stats-none name=carol"],
    );
    ask(
        &svc,
        ch,
        "carol",
        "leaderboard chess",
        &[
            "leaderboard-head game=chess",
            "leaderboard-line rank=1 name=alice",
            "leaderboard-line rank=2 name=bob",
        ],
    );
    ask(
        &svc,
        ch,
        "carol",
        "leaderboard perfect12",
        &["leaderboard-empty game=perfect12"],
    );
    refused(
        &svc,
        ch,
        "carol",
        "leaderboard",
        "usage-example usage=leaderboard VARIANT example=leaderboard perfect12",
    );
    refused(
        &svc,
        ch,
        "carol",
        "leaderboard checkers",
        "unknown-game name=checkers",
    );
}

#[test]
fn chess_fools_mate_black_wins_and_the_board_turns_for_black() {
    let (svc, _) = service();
    let ch = "club";
    // bob challenges as Black, so alice has White.
    let id = start(&svc, ch, "bob", "chess @alice black", "alice");
    let r = play(&svc, ch, "alice", "f3");
    // Black (a person) to move: the text board is turned, a1 at the top right.
    let board = r.board.as_ref().unwrap();
    assert_eq!(board.status, BoardStatus::ToMove(Color::Black));
    let b = board.to_string();
    assert!(b.lines().next().unwrap().starts_with("  1 "), "{b}");
    assert!(b.ends_with("Black (lower case) to move"), "{b}");
    play(&svc, ch, "bob", "e5");
    let r = play(&svc, ch, "alice", "g4");
    let r2 = ask(
        &svc,
        ch,
        "bob",
        "Qh4",
        &[
            "plays who=bob san=Qh4#",
            "result-game-over result=result-win-checkmate score=0-1",
        ],
    );
    says(&r, &["status-to-move who=bob side=black"]);
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=3"]);
    says(&r2, &["rating-change name=bob old=1500"]);
}

#[test]
fn kmf_mate_is_answered_by_abdication_and_the_game_goes_on() {
    let (svc, _) = service();
    let ch = "dozenal";
    // Black's King is mated on the back rank, but its Prince on a10 is safe: abdication.
    let id = start(
        &svc,
        ch,
        "alice",
        "kmf @bob white fen 11k/10pp/j11/12/12/12/12/12/12/12/12/KR10 w - - 0 1",
        "bob",
    );
    let r = play(&svc, ch, "alice", "Rb12");
    says(&r, &["plays who=alice san=Rb12+"]);
    assert_eq!(
        r.said.last().map(|s| s.id),
        Some("status-to-move-check"),
        "{}",
        r.text
    );
    says(&r, &["status-to-move-check who=bob side=black"]);
    says_not(&r, "result-game-over");
    assert_eq!(r.game.as_ref().unwrap().phase, Phase::Playing);
    ask(
        &svc,
        ch,
        "watcher",
        "moves",
        &["legal-moves count=1 side=black moves=Ja10=K"],
    );
    let r = play(&svc, ch, "bob", "Ja10=K");
    says(&r, &["status-to-move who=alice side=white"]);
    let (r, board) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=2", "last-move san=Ja10=K"]);
    // The new King stands on a10, the old one is gone.
    let rank10 = board.lines().find(|l| l.starts_with(" 10 ")).unwrap();
    assert!(rank10.starts_with(" 10  k ."), "{board}");
    let rows: Vec<&str> = board.lines().take(12).collect();
    assert_eq!(rows.concat().matches('k').count(), 1, "{board}");
    // And play goes on.
    play(&svc, ch, "alice", "Rb11");
    play(&svc, ch, "bob", "Ka9");
}

#[test]
fn tamerlane_mate_is_answered_by_succession() {
    let (svc, _) = service();
    let ch = "timur";
    let id = start(
        &svc,
        ch,
        "alice",
        "tamerlane2 @bob white fen 10k/9pp/j10/11/11/11/11/11/11/11/KR9 w - - 0 1",
        "bob",
    );
    let r = play(&svc, ch, "alice", "Rb11");
    says(&r, &["status-to-move-check"]);
    says_not(&r, "result-game-over");
    let r = play(&svc, ch, "bob", "Ja9=K");
    says(&r, &["status-to-move who=alice side=white"]);
    let (_, board) = board_of(&svc, ch, id);
    // King and Prince swapped: the King on a9, the Prince on k11.
    assert!(board.lines().any(|l| l.starts_with("  9  k ")), "{board}");
    assert!(board.lines().next().unwrap().ends_with('j'), "{board}");
    play(&svc, ch, "alice", "Rxk11");
}

#[test]
fn perfect12_resignation_is_rated() {
    let (svc, _) = service();
    let ch = "p12";
    let id = start(&svc, ch, "alice", "perfect12 @bob white", "bob");
    play(&svc, ch, "alice", "e4");
    play(&svc, ch, "bob", "e9");
    let r = ask(
        &svc,
        ch,
        "bob",
        "resign",
        &[
            "result-game-over result=result-win-resignation score=1-0",
            "rating-change name=alice old=1500",
            "rating-change name=bob old=1500",
        ],
    );
    assert_eq!(r.attachments.len(), 1, "the final board");
    let r = ask(&svc, ch, "alice", "resign", &["no-game-here"]);
    assert!(r.refusal.is_some());
    refused(
        &svc,
        ch,
        "alice",
        &format!("resign #{id}"),
        &format!("why-not-finished id={id}"),
    );
    ask(
        &svc,
        ch,
        "bob",
        "leaderboard perfect12",
        &[
            "leaderboard-head game=perfect12",
            "leaderboard-line rank=1 name=alice",
        ],
    );
}

#[test]
fn grant_acedrex_draw_offer_declined_by_a_move_then_accepted() {
    let (svc, _) = service();
    let ch = "alfonso";
    let id = start(&svc, ch, "alice", "grant-acedrex @bob white", "bob");
    play(&svc, ch, "alice", "e5");
    let r = ask(
        &svc,
        ch,
        "alice",
        "draw",
        &["draw-offer who=alice opponent=bob"],
    );
    assert_eq!(r.actions[0].command, format!("draw #{id}"));
    refused(&svc, ch, "alice", "draw", "draw-offered-already");
    // bob answers with a move: the offer is gone, so his `draw` is a new offer.
    play(&svc, ch, "bob", "e8");
    ask(
        &svc,
        ch,
        "bob",
        "draw",
        &["draw-offer who=bob opponent=alice"],
    );
    let r = ask(
        &svc,
        ch,
        "alice",
        "draw",
        &[
            "result-game-over result=result-draw-agreement score=1/2-1/2",
            "rating-change name=alice old=1500 new=1500",
        ],
    );
    assert_eq!(
        r.game.as_ref().unwrap().result.as_ref().unwrap().winner,
        None
    );
    ask(
        &svc,
        ch,
        "bob",
        "stats",
        &["stats-line game=grant-acedrex rating=1500 games=1 wins=0 draws=1 losses=0"],
    );
}

#[test]
fn takebacks_of_one_and_two_plies_need_the_opponent() {
    let (svc, _) = service();
    let ch = "timur";
    let id = start(&svc, ch, "alice", "tamerlane2 @bob white", "bob");
    refused(&svc, ch, "alice", "takeback", "nothing-to-take-back-yours");
    play(&svc, ch, "alice", "e5");
    // One ply: alice's move, bob not yet answered.
    let r = ask(
        &svc,
        ch,
        "alice",
        "takeback",
        &["takeback-request who=alice opponent=bob"],
    );
    assert_eq!(r.actions[0].command, format!("takeback #{id}"));
    refused(&svc, ch, "alice", "takeback", "takeback-asked-already");
    let (r, _) = board_of(&svc, ch, id);
    assert_eq!(r.game.as_ref().unwrap().plies, 1, "nothing taken back yet");
    let r = ask(
        &svc,
        ch,
        "bob",
        "takeback",
        &[
            "taken-back name=alice plies=1",
            "status-to-move who=alice side=white",
        ],
    );
    assert_eq!(r.game.as_ref().unwrap().plies, 0);
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=1"]);
    // Two plies: bob has answered alice's move.
    play(&svc, ch, "alice", "e4");
    play(&svc, ch, "bob", "e8");
    play(&svc, ch, "alice", "d4");
    play(&svc, ch, "bob", "d8");
    ask(
        &svc,
        ch,
        "alice",
        "takeback",
        &["takeback-request who=alice"],
    );
    // Moving on withdraws the request.
    play(&svc, ch, "alice", "c4");
    ask(&svc, ch, "bob", "takeback", &["takeback-request who=bob"]);
    let r = ask(
        &svc,
        ch,
        "alice",
        "takeback",
        &[
            "taken-back name=bob plies=2",
            "status-to-move who=bob side=black",
        ],
    );
    assert_eq!(r.attachments.len(), 1);
    let game = r.game.as_ref().unwrap();
    assert_eq!((game.plies, game.last_move.as_deref()), (3, Some("d4")));
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=2", "last-move san=d4"]);
}

#[test]
fn abandonment_can_be_claimed_only_after_the_configured_time() {
    // Untimed: a game with a time control is decided by its clock (see tests/clocks.rs).
    let (svc, clock) = untimed_service();
    let ch = "slow";
    let limit = config().abandon_after_secs;
    assert_eq!(limit, 72 * 3600);
    start(&svc, ch, "alice", "perfect12 @bob white", "bob");
    play(&svc, ch, "alice", "e4");
    refused(&svc, ch, "bob", "claim", "your-move-no-claim");
    refused(
        &svc,
        ch,
        "alice",
        "claim",
        &format!("too-early-to-claim left_secs={limit}"),
    );
    clock.advance(limit - 90 * 60);
    refused(
        &svc,
        ch,
        "alice",
        "claim",
        "too-early-to-claim left_secs=5400",
    );
    clock.advance(90 * 60);
    let r = ask(
        &svc,
        ch,
        "alice",
        "claim",
        &[
            "result-game-over result=result-win-abandonment score=1-0",
            "rating-change name=alice old=1500",
        ],
    );
    let new = r
        .said("rating-change")
        .and_then(|s| s.number("new"))
        .unwrap();
    assert!(new > 1500, "{}", r.text);
    refused(&svc, ch, "bob", "e9", "not-a-command why=no-game-here");
}

#[test]
fn zanzibar_black_who_never_chooses_a_setup_can_lose_by_abandonment() {
    let (svc, clock) = untimed_service();
    let ch = "zanzibar";
    start(&svc, ch, "alice", "zanzibar-s @bob white", "bob");
    // White waits for Black's setup: White may claim, Black may not.
    refused(&svc, ch, "bob", "claim", "your-move-no-claim");
    clock.advance(config().abandon_after_secs);
    ask(
        &svc,
        ch,
        "alice",
        "claim",
        &["result-game-over result=result-win-abandonment score=1-0"],
    );
}

#[test]
fn open_challenges_decline_and_cancel() {
    let (svc, _) = service();
    let ch = "lobby";
    let r = ask(
        &svc,
        ch,
        "dave",
        "play perfect12 black",
        &["challenge-open challenger=dave challenged= game=perfect12 colour=black"],
    );
    let open = r.game_id().unwrap();
    assert_eq!(r.game.as_ref().unwrap().challenged, None);
    assert_eq!(to_act(&r).1, None, "anyone may accept");
    let buttons: Vec<&str> = r.actions.iter().map(|a| a.command.as_str()).collect();
    assert_eq!(buttons, [format!("accept #{open}")]);
    ask(
        &svc,
        ch,
        "dave",
        "games",
        &[&format!(
            "summary-challenge id={open} challenger=dave challenged=anyone game=perfect12"
        )],
    );
    refused(&svc, ch, "dave", "accept", "no-challenge-for-you");
    refused(
        &svc,
        ch,
        "dave",
        &format!("accept #{open}"),
        &format!("why-not-own-challenge id={open} verb=accept"),
    );
    refused(
        &svc,
        ch,
        "erin",
        "decline",
        &format!("open-challenge-no-decline id={open}"),
    );
    refused(
        &svc,
        ch,
        "erin",
        &format!("board #{open}"),
        &format!("why-not-challenge id={open}"),
    );
    let r = ask(
        &svc,
        ch,
        "erin",
        "accept",
        &[&format!(
            "game-begins id={open} game=perfect12 white=erin black=dave"
        )],
    );
    assert_eq!(r.game.as_ref().unwrap().phase, Phase::Playing);
    refused(
        &svc,
        ch,
        "frank",
        &format!("accept #{open}"),
        &format!("why-not-under-way id={open}"),
    );

    // A challenge to one player: others cannot take it, the challenged may decline.
    let r = ask(
        &svc,
        ch,
        "dave",
        "play tamerlane2 @erin",
        &["challenge challenger=dave challenged=erin game=tamerlane2"],
    );
    let to_erin = r.game_id().unwrap();
    refused(
        &svc,
        ch,
        "frank",
        &format!("accept #{to_erin}"),
        &format!("why-not-for-someone-else id={to_erin} challenged=erin"),
    );
    refused(
        &svc,
        ch,
        "frank",
        &format!("cancel #{to_erin}"),
        &format!("why-not-their-challenge id={to_erin} challenger=dave"),
    );
    let r = ask(
        &svc,
        ch,
        "erin",
        "decline",
        &[&format!("declined who=erin id={to_erin} challenger=dave")],
    );
    assert_eq!(r.game.as_ref().unwrap().phase, Phase::Closed);
    refused(
        &svc,
        ch,
        "erin",
        &format!("accept #{to_erin}"),
        &format!("why-not-closed id={to_erin}"),
    );

    // The challenger withdraws.
    let r = ask(
        &svc,
        ch,
        "dave",
        "play kmf @frank",
        &["challenge challenger=dave"],
    );
    let to_frank = r.game_id().unwrap();
    refused(&svc, ch, "frank", "cancel", "no-challenge-of-yours");
    ask(
        &svc,
        ch,
        "dave",
        "cancel",
        &[&format!("withdrew who=dave id={to_frank}")],
    );
    refused(&svc, ch, "frank", "accept", "no-challenge-for-you");
    refused(&svc, ch, "dave", "play chess @dave", "not-yourself");

    // Only the game in progress is left.
    let r = ask(
        &svc,
        ch,
        "anyone",
        "games",
        &[
            &format!("summary-game id={open} game=perfect12 white=erin black=dave number=1"),
            "status-to-move who=erin side=white",
        ],
    );
    assert_eq!(r.ids(), ["summary-game", "status-to-move"], "{}", r.text);
}

// ---- games against the bot ---------------------------------------------------------

#[test]
fn the_bot_accepts_at_once_moves_hints_declines_draws_and_takes_back_two_plies() {
    let (svc, _) = service_with(Script::new(&["e5", "Nc6", "Nf6"]));
    let ch = "solo";
    let r = ask(
        &svc,
        ch,
        "alice",
        "play chess bot white level 2",
        &[
            "bot-accepts",
            "game-begins game=chess white=alice black=the bot (level 2)",
            "status-to-move who=alice side=white",
        ],
    );
    let id = r.game_id().unwrap();
    says(&r, &[&format!("game-begins id={id}")]);
    assert!(r.game.as_ref().unwrap().began);
    assert_eq!(r.attachments.len(), 1);
    let r = ask(
        &svc,
        ch,
        "alice",
        "e4",
        &[
            "plays who=alice san=e4",
            "bot-plays san=e5",
            "status-to-move who=alice side=white",
        ],
    );
    assert_eq!(r.game.as_ref().unwrap().last_move.as_deref(), Some("e5"));
    assert_eq!(r.file_names(), [format!("acedrex-{id}-2.png")]);
    let r = ask(&svc, ch, "alice", "hint", &["hint"]);
    assert!(r.said("hint").and_then(|s| s.text("san")).is_some());
    assert_eq!(
        r.attachments.len(),
        1,
        "the hint comes with an arrow on the board"
    );
    refused(
        &svc,
        ch,
        "watcher",
        &format!("hint #{id}"),
        &format!("why-not-watching id={id} verb=hint"),
    );
    ask(&svc, ch, "alice", "draw", &["bot-declines-draw"]);
    play(&svc, ch, "alice", "Nf3");
    ask(
        &svc,
        ch,
        "alice",
        "takeback",
        &[
            "taken-back name=alice plies=2",
            "status-to-move who=alice side=white",
        ],
    );
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=2", "last-move san=e5"]);
    // The bot answers the new move from the same point of its script.
    ask(&svc, ch, "alice", "Bc4", &["bot-plays san=Nc6"]);
    ask(&svc, ch, "alice", "Qf3", &["bot-plays san=Nf6"]);
    // Games against the bot are not rated.
    let r = ask(
        &svc,
        ch,
        "alice",
        "resign",
        &["result-game-over result=result-win-resignation score=0-1"],
    );
    says_not(&r, "rating-change");
    ask(&svc, ch, "alice", "stats", &["stats-none name=alice"]);
}

#[test]
fn the_bot_as_white_moves_first_and_hints_wait_for_your_turn() {
    let (svc, _) = service();
    let ch = "solo";
    let r = ask(
        &svc,
        ch,
        "bob",
        "play perfect12 bot black",
        &[
            "bot-accepts",
            "game-begins white=the bot (level 5) black=bob",
            "bot-plays",
            "status-to-move who=bob side=black",
        ],
    );
    let id = r.game_id().unwrap();
    // The person plays Black: the board is turned for them.
    assert!(r.board.as_ref().unwrap().to_string().starts_with("  1 "));
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=1"]);
    ask(&svc, ch, "bob", "hint", &["hint"]);

    // A bot with no move to give leaves the turn with it: no hint for bob then.
    let (svc, _) = service_with(Script::new(&[]));
    let r = ask(
        &svc,
        ch,
        "bob",
        "play chess bot black level 1",
        &["game-begins white=the bot (level 1) black=bob"],
    );
    says_not(&r, "bot-plays");
    assert_eq!(r.game.as_ref().unwrap().plies, 0);
    refused(&svc, ch, "bob", "hint", "hint-not-your-turn");
    let r = refused(
        &svc,
        ch,
        "bob",
        "e5",
        "move-refused error=move-not-your-turn",
    );
    assert_eq!(
        r.refusal,
        Some(Refusal::Move(acedrex_rules::MoveError::NotYourTurn(
            acedrex_rules::Color::White
        )))
    );
}

#[test]
fn hints_are_only_for_games_against_the_bot() {
    let (svc, _) = service();
    start(&svc, "c", "alice", "chess @bob white", "bob");
    refused(&svc, "c", "alice", "hint", "hints-vs-bot-only");
}

// ---- Zanzibar setups ---------------------------------------------------------------

#[test]
fn zanzibar_black_chooses_the_setup_before_whites_first_move() {
    let (svc, _) = service();
    let ch = "zanzibar";
    let id = start(&svc, ch, "alice", "zanzibar-xl @bob white", "bob");
    let setup_first = "status-setup black=bob example=UQKFOLGD";
    let r = ask(&svc, ch, "watcher", "board", &[setup_first]);
    assert_eq!(r.game.as_ref().unwrap().phase, Phase::Setup);
    assert_eq!(to_act(&r).1.as_deref(), Some("bob"));
    refused(&svc, ch, "alice", "e5", setup_first);
    refused(&svc, ch, "alice", "setup random", "black-chooses");
    refused(
        &svc,
        ch,
        "carol",
        &format!("setup random #{id}"),
        &format!("why-not-watching id={id} verb=setup"),
    );
    let r = refused(&svc, ch, "bob", "setup KQ", "bad-setup error=setup-length");
    assert!(
        matches!(r.refusal, Some(Refusal::Setup(_))),
        "{:?}",
        r.refusal
    );
    let r = ask(
        &svc,
        ch,
        "bob",
        "setup DQKFOLGU",
        &[
            "setup-chosen who=bob arrangement=DQKFOLGU",
            "status-to-move who=alice side=white",
        ],
    );
    assert_eq!(r.game.as_ref().unwrap().phase, Phase::Playing);
    let b = r.board.unwrap().to_string();
    assert!(
        b.lines().any(|l| l == "  1  C M Z V D Q K F V Z M C"),
        "{b}"
    );
    assert!(
        b.lines().any(|l| l == " 12  c m z v d q k f v z m c"),
        "{b}"
    );
    // One choice: a second `setup` before White's move is refused and changes nothing.
    let r = refused(
        &svc,
        ch,
        "bob",
        "setup random",
        "setup-chosen-already arrangement=DQKFOLGU",
    );
    assert!(r.game.is_none_or(|v| !v.changed), "{}", r.text);
    let r = ask(
        &svc,
        ch,
        "watcher",
        "board",
        &["status-to-move who=alice side=white"],
    );
    assert!(
        r.board
            .unwrap()
            .to_string()
            .lines()
            .any(|l| l == "  1  C M Z V D Q K F V Z M C"),
        "the first choice stands"
    );
    play(&svc, ch, "alice", "e6");
    refused(&svc, ch, "bob", "setup random", "setup-too-late");
    play(&svc, ch, "bob", "e7");

    // `setup random`: some arrangement, mirrored.
    let id = start(&svc, "zanzibar-2", "alice", "zanzibar-s @bob white", "bob");
    refused(
        &svc,
        "zanzibar-2",
        "alice",
        &format!("setup FQKULG #{id}"),
        "black-chooses",
    );
    let r = ask(
        &svc,
        "zanzibar-2",
        "bob",
        "setup random",
        &[
            "setup-chosen who=bob",
            "status-to-move who=alice side=white",
        ],
    );
    let arr = r
        .said("setup-chosen")
        .and_then(|s| s.text("arrangement"))
        .unwrap()
        .to_string();
    assert_eq!(arr.len(), 6, "{}", r.text);
    let b = r.board.unwrap().to_string();
    let rank1 = b
        .lines()
        .find(|l| l.starts_with("  1 "))
        .unwrap()
        .replace(' ', "");
    assert_eq!(&rank1[5..9], &arr[..4], "e1–h1 follow the arrangement: {b}");
    // Other games have no setup choice.
    start(&svc, "chess", "alice", "chess @bob white", "bob");
    refused(
        &svc,
        "chess",
        "bob",
        "setup random",
        "no-setup-choice variant=chess",
    );
}

#[test]
fn zanzibar_setup_given_with_the_challenge_and_the_bots_own_choice() {
    let (svc, _) = service();
    let r = ask(
        &svc,
        "z",
        "carol",
        "play zanzibar-xl @dave white setup DQKFOLGU",
        &["challenge challenger=carol challenged=dave game=zanzibar-xl"],
    );
    let id = r.game_id().unwrap();
    let r = ask(
        &svc,
        "z",
        "dave",
        "accept",
        &[
            &format!("game-begins id={id} game=zanzibar-xl white=carol black=dave"),
            "game-begins-setup arrangement=DQKFOLGU",
            "status-to-move who=carol side=white",
        ],
    );
    assert!(r
        .board
        .unwrap()
        .to_string()
        .lines()
        .any(|l| l == "  1  C M Z V D Q K F V Z M C"));
    // Given with the challenge, it was the one choice.
    refused(
        &svc,
        "z",
        "dave",
        "setup random",
        "setup-chosen-already arrangement=DQKFOLGU",
    );
    play(&svc, "z", "carol", "e5");
    let r = refused(
        &svc,
        "z",
        "dave",
        "play zanzibar-xl @carol setup XXXXXXXX",
        "bad-setup",
    );
    assert!(
        matches!(r.refusal, Some(Refusal::Setup(_))),
        "{:?}",
        r.refusal
    );

    // The bot as Black picks its own arrangement; the person moves at once.
    let r = ask(
        &svc,
        "bot",
        "erin",
        "play zanzibar-xl bot white",
        &[
            "bot-accepts",
            "game-begins-setup",
            "status-to-move who=erin side=white",
        ],
    );
    let arr = r
        .said("game-begins-setup")
        .and_then(|s| s.text("arrangement"))
        .unwrap()
        .to_string();
    assert_eq!(arr.len(), 8);
    let b = r.board.unwrap().to_string();
    let rank1 = b
        .lines()
        .find(|l| l.starts_with("  1 "))
        .unwrap()
        .replace(' ', "");
    assert_eq!(&rank1[5..9], &arr[..4], "{b}");
    ask(
        &svc,
        "bot",
        "erin",
        "e5",
        &["plays who=erin san=e5", "bot-plays"],
    );

    // The bot as White waits for the person's setup, then moves.
    let r = ask(
        &svc,
        "bot2",
        "erin",
        "play zanzibar-s bot black",
        &["status-setup black=erin"],
    );
    says_not(&r, "bot-plays");
    assert_eq!(r.game.as_ref().unwrap().phase, Phase::Setup);
    ask(&svc, "bot2", "erin", "hint", &["status-setup black=erin"]);
    ask(
        &svc,
        "bot2",
        "erin",
        "setup FQKULG",
        &[
            "setup-chosen who=erin arrangement=FQKULG",
            "bot-plays",
            "status-to-move who=erin side=black",
        ],
    );
}

// ---- error paths -------------------------------------------------------------------

#[test]
fn spectators_are_refused_politely_and_the_game_is_untouched() {
    let (svc, _) = service();
    let ch = "club";
    let id = start(&svc, ch, "alice", "chess @bob white", "bob");
    play(&svc, ch, "alice", "e4");
    let before = board_of(&svc, ch, id);
    for (cmd, verb) in [
        ("move e5", "move"),
        ("resign", "resign"),
        ("draw", "offer a draw"),
        ("takeback", "ask for a takeback"),
        ("claim", "claim"),
    ] {
        refused(
            &svc,
            ch,
            "carol",
            cmd,
            &format!("not-playing-here verb={verb}"),
        );
        refused(
            &svc,
            ch,
            "carol",
            &format!("{cmd} #{id}"),
            &format!("why-not-watching id={id} verb={verb}"),
        );
    }
    refused(
        &svc,
        ch,
        "carol",
        "e5",
        "not-a-command word=e5 why=not-playing-here",
    );
    refused(
        &svc,
        ch,
        "carol",
        &format!("e5 #{id}"),
        &format!("why-not-watching id={id} verb=move"),
    );
    let after = board_of(&svc, ch, id);
    assert_eq!(
        (&after.0.text, &after.0.said, &after.1),
        (&before.0.text, &before.0.said, &before.1)
    );
    assert_eq!(after.0.game, before.0.game);
    // Nothing was offered on carol's behalf: bob's `draw` is an offer, not an acceptance.
    ask(&svc, ch, "bob", "draw", &["draw-offer who=bob"]);
    // And the game goes on between its players.
    play(&svc, ch, "bob", "e5");
}

#[test]
fn wrong_turn_and_illegal_moves_say_why() {
    let (svc, _) = service();
    let ch = "club";
    let id = start(&svc, ch, "alice", "chess @bob white", "bob");
    use acedrex_rules::{Color, Kind, MoveError, Square};
    let sq = |s: &str| Square::parse(s).unwrap();
    let move_error = |who: &str, text: &str, id: &str| -> MoveError {
        let r = refused(&svc, ch, who, text, &format!("move-refused error={id}"));
        match r.refusal {
            Some(Refusal::Move(e)) => e,
            other => panic!("{text}: not a move refusal: {other:?}"),
        }
    };
    assert_eq!(
        move_error("bob", "e5", "move-not-your-turn"),
        MoveError::NotYourTurn(Color::White)
    );
    assert!(matches!(
        move_error("alice", "e5", "move-cannot-reach"),
        MoveError::CannotReach { kind: Kind::Pawn, square, target, .. } if square == sq("e2") && target == sq("e5")
    ));
    assert!(matches!(
        move_error("alice", "Ke2", "move-cannot-reach-no-move"),
        MoveError::CannotReach { kind: Kind::King, square, target, .. } if square == sq("e1") && target == sq("e2")
    ));
    let e = say(&svc, ch, "alice", "Qd4");
    assert!(
        matches!(
            &e.refusal,
            Some(Refusal::Move(
                MoveError::CannotReach {
                    kind: Kind::Queen,
                    ..
                } | MoveError::NoneCanReach {
                    kind: Kind::Queen,
                    ..
                }
            ))
        ),
        "{:?}",
        e.refusal
    );
    assert!(matches!(
        move_error("alice", "move Zz9", "move-unknown-piece"),
        MoveError::UnknownPiece { letter: 'Z' }
    ));
    assert!(matches!(
        move_error("alice", "move 9x", "move-syntax"),
        MoveError::Syntax { text, .. } if text == "9x"
    ));
    play(&svc, ch, "alice", "e4");
    play(&svc, ch, "bob", "e5");
    play(&svc, ch, "alice", "d4");
    play(&svc, ch, "bob", "Bb4+");
    // The d-pawn is not pinned, but the King is in check: only answers to it.
    assert!(matches!(
        move_error("alice", "a3", "move-leaves-king-in-check"),
        MoveError::LeavesKingInCheck { .. }
    ));
    let (r, _) = board_of(&svc, ch, id);
    says(&r, &["summary-game number=3"]);
    says(&r, &["status-to-move-check who=alice side=white"]);
}

#[test]
fn unknown_games_other_channels_and_malformed_commands() {
    let (svc, _) = service();
    let id = start(&svc, "here", "alice", "chess @bob white", "bob");
    refused(&svc, "here", "alice", "board #999", "no-such-game id=999");
    refused(&svc, "here", "alice", "move e4 #999", "no-such-game id=999");
    refused(&svc, "here", "alice", "e4 #999", "no-such-game id=999");
    refused(
        &svc,
        "there",
        "alice",
        &format!("board #{id}"),
        &format!("other-channel id={id}"),
    );
    refused(
        &svc,
        "there",
        "alice",
        &format!("move e4 #{id}"),
        &format!("other-channel id={id}"),
    );
    for (line, want) in [
        (
            "play chess purple",
            "not-understood word=purple command=play",
        ),
        ("play checkers", "unknown-game name=checkers"),
        (
            "play chess bot level 9",
            "arg-takes name=level takes=takes-number",
        ),
        ("play chess @bob level 2", "level-needs-bot"),
        ("play zanzibar-xl @bob setup", "arg-takes name=setup"),
        ("play chess @bob fen", "arg-takes name=fen"),
        (
            "play chess @bob fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "bad-position",
        ),
        ("resign now", "takes-nothing command=resign extra=now"),
        ("   ", "empty-command"),
    ] {
        refused(&svc, "here", "alice", line, want);
    }
    // What a value must be is a message of its own (said in the reader's language).
    let r = say(&svc, "here", "alice", "play chess bot level 9");
    says_within(&r, "arg-takes", "takes", "takes-number min=1 max=8");
    // A command that misses what it needs (or has a word too many) answers with its usage.
    for (line, usage) in [
        ("play", "play VARIANT [@opponent | bot]"),
        ("move", "move TEXT [#GAME]"),
        ("setup", "setup ARRANGEMENT|random"),
        ("piece chess", "piece VARIANT PIECE"),
        ("moves e2 e4", "moves [SQUARE] [#GAME]"),
    ] {
        let r = say(&svc, "here", "alice", line);
        assert!(r.refusal.is_some(), "{line}");
        let s = r.said.first().expect("a message");
        assert!(
            ["usage", "usage-example", "not-understood"].contains(&s.id),
            "{line}: {}",
            s.id
        );
        assert!(
            s.text("usage").is_some_and(|u| u.starts_with(usage)),
            "{line}: {s:?}"
        );
    }
    let r = say(
        &svc,
        "here",
        "alice",
        "play chess @bob fen 8/8/8/8/8/8/8/8 w - - 0 1",
    );
    assert!(
        matches!(r.refusal, Some(Refusal::Fen(_))),
        "{:?}",
        r.refusal
    );
    // The game was not touched by any of it.
    let (r, _) = board_of(&svc, "here", id);
    says(&r, &["summary-game number=1"]);
    says(&r, &["status-to-move who=alice side=white"]);
}

#[test]
fn typed_calls_play_as_typed_lines_do() {
    use acedrex_service::commands::{Typed, TypedCall};
    let (svc, _) = service();
    let ch = "typed";
    let call = |command: &str, args: Vec<(&str, Typed)>| TypedCall {
        command: command.to_string(),
        args: args.into_iter().map(|(n, v)| (n.to_string(), v)).collect(),
    };
    let ask = |who: &str, c: &TypedCall| {
        let req = Request {
            locale: None,
            channel: ch.to_string(),
            user: user(who),
            text: c.describe(),
            mentions: Vec::new(),
            direct: false,
            private: false,
        };
        (svc.takes_time_typed(&req, c), svc.handle_typed(&req, c))
    };
    let text = |v: &str| Typed::Text(v.to_string());
    // A bad value is refused by the same checks as a typed line, and nothing starts.
    let (_, r) = ask(
        "alice",
        &call(
            "play",
            vec![
                ("variant", text("chess")),
                ("opponent", Typed::User("bob".into())),
                ("level", Typed::Integer(2)),
            ],
        ),
    );
    says(&r, &["level-needs-bot"]);
    assert!(r.refusal.is_some());
    assert!(r.game.is_none(), "{}", r.text);
    let (slow, r) = ask(
        "alice",
        &call(
            "play",
            vec![
                ("variant", text("chess")),
                ("opponent", Typed::User("bob".into())),
                ("color", text("white")),
            ],
        ),
    );
    assert!(!slow, "a challenge between people is quick");
    says(
        &r,
        &["challenge challenger=alice challenged=bob game=chess"],
    );
    let id = r.game.as_ref().map(|v| v.id).expect("a challenge");
    let (_, r) = ask(
        "bob",
        &call("accept", vec![("game", Typed::Integer(id as i64))]),
    );
    says(&r, &[&format!("game-begins id={id}")]);
    let (_, r) = ask(
        "alice",
        &call(
            "move",
            vec![("text", text(" e4 ")), ("game", Typed::Integer(id as i64))],
        ),
    );
    says(&r, &["plays who=alice san=e4"]);
    assert_eq!(r.game.as_ref().map(|v| v.changed), Some(true));
    // Text values are made safe as typed lines are: the escape never reaches the reply.
    let (_, r) = ask("bob", &call("move", vec![("text", text("e\u{1b}5"))]));
    says(&r, &["plays who=bob san=e5"]);
    // `analyse` with `stop` is quick; without, it takes time.
    let (slow, _) = ask(
        "bob",
        &call(
            "analyse",
            vec![
                ("stop", Typed::Flag(true)),
                ("game", Typed::Integer(id as i64)),
            ],
        ),
    );
    assert!(!slow);
    let (slow, _) = ask("bob", &call("analyse", vec![("stop", Typed::Flag(false))]));
    assert!(slow);
}

#[test]
fn words_that_are_neither_commands_nor_moves() {
    let (svc, _) = service();
    refused(
        &svc,
        "quiet",
        "alice",
        "xyzzy",
        "not-a-command word=xyzzy why=no-game-here",
    );
    refused(
        &svc,
        "quiet",
        "alice",
        "e4",
        "not-a-command word=e4 why=no-game-here",
    );
    start(&svc, "quiet", "alice", "chess @bob white", "bob");
    // With a game, the word is read as a move, and the reply says both.
    let r = ask(
        &svc,
        "quiet",
        "alice",
        "hlep",
        &[
            "move-refused error=move-syntax",
            "not-a-command-either word=hlep",
        ],
    );
    assert!(matches!(
        r.refusal,
        Some(Refusal::Move(acedrex_rules::MoveError::Syntax { .. }))
    ));
    let r = ask(&svc, "quiet", "alice", "!help", &["help"]);
    assert!(r.said("help").unwrap().args.is_empty(), "the overview");
}

#[test]
fn two_games_in_a_channel_ask_which_one() {
    let (svc, _) = service();
    let ch = "busy";
    let one = start(&svc, ch, "alice", "chess @bob white", "bob");
    let two = start(&svc, ch, "alice", "perfect12 @carol white", "carol");
    for (cmd, example) in [
        ("e4", "move e4"),
        ("move e4", "move e4"),
        ("resign", "resign"),
        ("draw", "draw"),
        ("takeback", "takeback"),
    ] {
        let r = say(&svc, ch, "alice", cmd);
        assert!(r.refusal.is_some(), "{cmd}");
        // A bare word that is no move here says why, the question nested in it.
        let said = match r.said.first() {
            Some(s) if s.id == "not-a-command" => s
                .args
                .iter()
                .filter_map(|(n, a)| match a {
                    Arg::Said(s) if n == &"why" => Some((**s).clone()),
                    _ => None,
                })
                .collect(),
            _ => r.said.clone(),
        };
        assert_eq!(said[0].id, "which-game", "{cmd}: {}", r.text);
        says(
            &Reply {
                said,
                ..Reply::default()
            },
            &[
                &format!("summary-game id={one} game=chess white=alice black=bob number=1"),
                &format!("summary-game id={two} game=perfect12 white=alice black=carol number=1"),
                &format!("which-game-example example={example} first={one}"),
            ],
        );
    }
    // The example works as written, and a bare move may name its game too.
    let r = play(&svc, ch, "alice", &format!("move e4 #{one}"));
    assert!(r.file_names()[0].starts_with(&format!("acedrex-{one}-")));
    let r = play(&svc, ch, "alice", &format!("e4 #{two}"));
    assert!(r.file_names()[0].starts_with(&format!("acedrex-{two}-")));
    // bob and carol have one game each here: no question for them.
    play(&svc, ch, "bob", "e5");
    play(&svc, ch, "carol", "e9");
    // A spectator looking at two games is asked too.
    refused(&svc, ch, "dave", "board", "which-game");
    says(
        &say(&svc, ch, "dave", "board"),
        &[&format!("which-game-example example=board first={one}")],
    );
    let (r, _) = board_of(&svc, ch, one);
    says(&r, &["summary-game number=2", "last-move san=e5"]);
    let (r, _) = board_of(&svc, ch, two);
    says(&r, &["summary-game number=2", "last-move san=e9"]);
    // Once it is alice's turn in only one of them, a bare move needs no number.
    let r = say(&svc, ch, "alice", &format!("Nf3 #{one}"));
    says(&r, &["plays who=alice san=Nf3"]);
    let r = say(&svc, ch, "alice", "f3f5");
    says(&r, &["plays who=alice san=f5"]);
    let (r, _) = board_of(&svc, ch, two);
    says(&r, &["last-move san=f5"]);
}

// ---- looking at games --------------------------------------------------------------

#[test]
fn spectators_see_board_moves_record_and_animation() {
    let (svc, _) = service();
    let ch = "hall";
    let id = start(&svc, ch, "alice", "perfect12 @bob white", "bob");
    let sans = ["e4", "e9", "Mc4", "Mc9"];
    for (i, m) in sans.iter().enumerate() {
        play(&svc, ch, if i % 2 == 0 { "alice" } else { "bob" }, m);
    }
    let r = ask(
        &svc,
        ch,
        "carol",
        "board",
        &[
            &format!("summary-game id={id} game=perfect12 white=alice black=bob number=3"),
            "last-move san=Mc9",
            "status-to-move who=alice side=white",
        ],
    );
    let game = r.game.as_ref().unwrap();
    assert_eq!((game.plies, game.last_move.as_deref()), (4, Some("Mc9")));
    assert!(!game.changed, "looking changes nothing");
    let png = &r.attachments[0];
    assert_eq!(png.name, format!("acedrex-{id}-4.png"));
    assert_eq!(png.mime, "image/png");
    assert!(png.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    let img = image::load_from_memory_with_format(&png.bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(png.size, Some((img.width(), img.height())));
    assert!(r
        .board
        .unwrap()
        .to_string()
        .ends_with("White (upper case) to move"));

    let r = ask(&svc, ch, "carol", "moves", &["legal-moves side=white"]);
    let moves = r.said("legal-moves").and_then(|s| s.text("moves")).unwrap();
    assert!(moves.split(' ').any(|m| m == "e5"), "{}", r.text);
    let r = ask(
        &svc,
        ch,
        "carol",
        "moves c4",
        &["piece-can-play piece=piece-of-side sq=c4"],
    );
    says_within(
        &r,
        "piece-can-play",
        "piece",
        "piece-of-side color=white piece=Camel",
    );
    assert!(r.attachments[0].bytes.starts_with(b"\x89PNG"));
    let r = ask(
        &svc,
        ch,
        "carol",
        "moves c9",
        &["cannot-move-now piece=piece-of-side sq=c9 to_move=white"],
    );
    says_within(
        &r,
        "cannot-move-now",
        "piece",
        "piece-of-side color=black piece=Camel",
    );
    ask(&svc, ch, "carol", "moves e6", &["no-piece-on sq=e6"]);
    ask(
        &svc,
        ch,
        "carol",
        "moves m13",
        &["not-a-square sq=m13 game=Perfect 12"],
    );

    let r = ask(
        &svc,
        ch,
        "carol",
        "record",
        &[&format!("record-of id={id} plies=4")],
    );
    let pgn = &r.attachments[0];
    assert_eq!(pgn.name, format!("acedrex-{id}.pgn"));
    let text = String::from_utf8(pgn.bytes.clone()).unwrap();
    assert!(
        text.contains("[White \"alice\"]") && text.contains("[Black \"bob\"]"),
        "{text}"
    );
    let back = Game::from_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.variant(), VariantId::Perfect12);
    assert_eq!(back.sans(), sans);

    let r = ask(
        &svc,
        ch,
        "carol",
        "gif",
        &[&format!("animation-of id={id} plies=4")],
    );
    let gif = &r.attachments[0];
    assert_eq!(
        (gif.name.as_str(), gif.mime),
        (format!("acedrex-{id}.gif").as_str(), "image/gif")
    );
    assert!(gif.bytes.starts_with(b"GIF89a") || gif.bytes.starts_with(b"GIF87a"));

    let r = ask(
        &svc,
        ch,
        "carol",
        "games",
        &[
            &format!("summary-game id={id} game=perfect12 white=alice black=bob number=3"),
            "status-to-move who=alice side=white",
        ],
    );
    assert_eq!(r.ids(), ["summary-game", "status-to-move"]);
}

#[test]
fn games_lists_games_in_progress_and_challenges_of_the_channel_only() {
    let (svc, _) = service();
    ask(&svc, "c", "x", "games", &["no-games-here"]);
    let g = start(&svc, "c", "alice", "kmf @bob white", "bob");
    let r = ask(
        &svc,
        "c",
        "carol",
        "play grant-acedrex",
        &["challenge-open challenger=carol"],
    );
    let open = r.game_id().unwrap();
    let r = ask(
        &svc,
        "c",
        "dave",
        "play tamerlane2 @erin",
        &["challenge challenger=dave challenged=erin"],
    );
    let directed = r.game_id().unwrap();
    start(&svc, "elsewhere", "frank", "chess @gina white", "gina");
    let r = ask(
        &svc,
        "c",
        "x",
        "games",
        &[
            &format!("summary-game id={g} game=kmf white=alice black=bob number=1"),
            "status-to-move who=alice side=white",
            &format!(
                "summary-challenge id={open} challenger=carol challenged=anyone game=grant-acedrex"
            ),
            &format!(
                "summary-challenge id={directed} challenger=dave challenged=erin game=tamerlane2"
            ),
        ],
    );
    assert_eq!(r.said.len(), 4, "{}", r.text);
    assert_eq!(r.text.lines().count(), 3, "{}", r.text);
}

#[test]
fn rules_pieces_and_help() {
    let (svc, _) = service();
    // The list of games and the rules' texts are wording: here only which message
    // answers (and the rules' content where it is a rule); see also the golden transcripts.
    let r = ask(&svc, "c", "x", "rules", &["games-list"]);
    assert!(r.text.contains("`chess` Chess (8×8)"), "{}", r.text);
    assert!(
        r.text.contains("`tamerlane2` Tamerlane II (11×11)"),
        "{}",
        r.text
    );
    assert!(r.attachments.is_empty());
    let r = ask(&svc, "c", "x", "rules kmf", &["rules game=kmf"]);
    assert!(r.text.contains("**Abdication**"), "{}", r.text);
    ask(
        &svc,
        "c",
        "x",
        "rules zanzibar-xl",
        &["rules game=zanzibar-xl"],
    );
    ask(
        &svc,
        "c",
        "x",
        "rules tamerlane2",
        &["rules game=tamerlane2"],
    );
    refused(
        &svc,
        "c",
        "x",
        "rules checkers",
        "unknown-game name=checkers",
    );
    let r = ask(
        &svc,
        "c",
        "x",
        "piece perfect12 lion",
        &["piece game=perfect12 piece=Lion"],
    );
    let png = &r.attachments[0];
    assert_eq!(png.name, "perfect12-lion.png");
    assert!(png.bytes.starts_with(b"\x89PNG"));
    image::load_from_memory_with_format(&png.bytes, image::ImageFormat::Png).unwrap();
    let r = ask(
        &svc,
        "c",
        "x",
        "piece kmf A",
        &["piece game=kmf piece=Archer"],
    );
    assert_eq!(r.file_names(), ["kmf-archer.png"]);
    let r = refused(
        &svc,
        "c",
        "x",
        "piece perfect12 X",
        "not-a-piece text=X game=Perfect 12",
    );
    // The game's pieces, letters and names, a list said in the reader's language.
    let pieces = says_within(&r, "not-a-piece", "pieces", "list-comma");
    match pieces.args.first() {
        Some(("piece", Arg::Said(first))) => {
            assert_eq!(first.id, "piece-letter-name");
            assert_eq!(
                (first.text("letter"), first.text("piece")),
                (Some("K"), Some("King"))
            );
        }
        other => panic!("the first piece: {other:?}"),
    }
    assert_eq!(pieces.args.len(), 12, "{}", r.text);
    assert!(
        r.text.contains("its pieces are K King, Q Queen, R Rook"),
        "{}",
        r.text
    );
    let r = ask(&svc, "c", "x", "help", &["help"]);
    for word in [
        "play",
        "accept",
        "move",
        "setup",
        "board",
        "takeback",
        "claim",
        "leaderboard",
    ] {
        assert!(r.text.contains(&format!("- `{word}")), "{word}: {}", r.text);
    }
    let r = ask(&svc, "c", "x", "help play", &["help command=play"]);
    assert!(r.text.contains("**Examples:**"), "{}", r.text);
    ask(
        &svc,
        "c",
        "x",
        "!acedrex help setup",
        &["help command=setup"],
    );
}

// ---- the board image ---------------------------------------------------------------

/// How far the squares of `png` are from the squares drawn with `opts` (mean absolute
/// difference per channel, over the board squares only: the title may differ).
fn distance(png: &[u8], game: &Game, opts: &RenderOptions) -> f64 {
    let got = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgba8();
    let want = render_board(game.position(), opts);
    assert_eq!((got.width(), got.height()), (want.width(), want.height()));
    let v = game.position().variant();
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for f in 0..v.width {
        for r in 0..v.height {
            let (x, y, s) = square_rect(v, opts, Square::new(f, r).unwrap());
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x + s), y1.max(y + s));
        }
    }
    let data = want.data(); // premultiplied, but the board is opaque
    let (mut sum, mut n) = (0u64, 0u64);
    for y in y0..y1 {
        for x in x0..x1 {
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

/// Whether the reply's board image is turned (Black at the bottom).
fn turned(reply: &Reply, game: &Game) -> bool {
    let png = &reply.attachments[0].bytes;
    let mut opts = RenderOptions::for_variant(game.position().variant());
    opts.square = config().square.unwrap();
    opts.last_move = game.last_move();
    opts.title = Some(String::new());
    let upright = distance(png, game, &opts);
    opts.flipped = true;
    let flipped = distance(png, game, &opts);
    let (near, far) = if flipped < upright {
        (flipped, upright)
    } else {
        (upright, flipped)
    };
    assert!(
        near < 3.0 && far > 3.0 * near + 5.0,
        "upright {upright:.2}, turned {flipped:.2}"
    );
    flipped < upright
}

#[test]
fn the_board_image_is_turned_for_black_to_move_unless_black_is_the_bot() {
    let (svc, _) = service();
    let ch = "view";
    let id = start(&svc, ch, "alice", "chess @bob white", "bob");
    let mut game = Game::new(VariantId::Chess);
    let r = board_of_reply(&svc, ch, id);
    assert!(!turned(&r, &game));
    game.play_text("e4").unwrap();
    let r = play(&svc, ch, "alice", "e4");
    assert!(turned(&r, &game), "bob (Black) is to move");
    let r = board_of_reply(&svc, ch, id);
    assert!(turned(&r, &game), "the same for spectators");
    game.play_text("e5").unwrap();
    let r = play(&svc, ch, "bob", "e5");
    assert!(!turned(&r, &game), "alice (White) is to move");

    // Against the bot as Black, the person (White) always sees White at the bottom.
    let (svc, _) = service_with(Script::new(&["e5"]));
    let r = ask(
        &svc,
        ch,
        "carol",
        "play chess bot white",
        &["status-to-move who=carol side=white"],
    );
    let game = Game::new(VariantId::Chess);
    assert!(!turned(&r, &game));
    let r = ask(&svc, ch, "carol", "e4", &["bot-plays san=e5"]);
    let mut game = game;
    game.play_text("e4").unwrap();
    game.play_text("e5").unwrap();
    assert!(!turned(&r, &game));
}

#[test]
fn flip_turns_the_board_for_the_asker_only() {
    let (svc, _) = service();
    let ch = "flip";
    let id = start(&svc, ch, "alice", "chess @bob white", "bob");
    let game = Game::new(VariantId::Chess);
    // White to move, White at the bottom: flip turns it to Black's side.
    let r = ask(
        &svc,
        ch,
        "carol",
        &format!("flip #{id}"),
        &[&format!("turned id={id} bottom=black")],
    );
    assert!(r.private, "a view for the asker");
    assert_eq!(r.bottom, Some(acedrex_rules::Color::Black));
    assert!(turned(&r, &game));
    // A side named is the side at the bottom.
    let r = say(&svc, ch, "carol", &format!("flip white #{id}"));
    assert_eq!(r.bottom, Some(acedrex_rules::Color::White));
    assert!(!turned(&r, &game));
    // The game's own board is as it was: nothing changed.
    let r = board_of_reply(&svc, ch, id);
    assert!(!r.private && !turned(&r, &game));
    assert!(!r.game.as_ref().is_some_and(|v| v.changed));
    // A side that is not one is refused with the usage.
    let r = say(&svc, ch, "carol", &format!("flip green #{id}"));
    assert!(
        r.attachments.is_empty() && r.refusal.is_some(),
        "{}",
        r.text
    );
    let usage = r.said.first().and_then(|s| s.text("usage")).unwrap_or("");
    assert!(usage.starts_with("flip"), "{:?}", r.said);
}

fn board_of_reply(svc: &Service, ch: &str, id: u64) -> Reply {
    board_of(svc, ch, id).0
}

// ---- games in direct messages ----------------------------------------------------------

/// `who` types `text` in their own direct conversation with the bot.
fn dm(svc: &Service, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        locale: None,
        channel: format!("dm-{who}"),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: true,
        private: false,
    })
}

/// The one notice for `to`, checked to say `wants` ([`says`]).
#[track_caller]
fn notice_for<'a>(r: &'a Reply, to: &str, wants: &[&str]) -> &'a acedrex_service::reply::Notice {
    let n: Vec<_> = r.notices.iter().filter(|n| n.to.id == to).collect();
    assert_eq!(n.len(), 1, "one notice for {to}: {:?}", r.notices);
    says(
        &Reply {
            text: n[0].text.clone(),
            said: n[0].said.clone(),
            parts: n[0].parts.clone(),
            ..Reply::default()
        },
        wants,
    );
    n[0]
}

#[test]
fn two_players_in_their_own_direct_messages_play_one_game() {
    let (svc, _) = service();
    // alice challenges bob from her conversation with the bot; bob is told in his.
    let r = dm(&svc, "alice", "play chess @bob white");
    says(&r, &["challenge challenger=alice challenged=bob"]);
    let id = r.game_id().expect("the challenge's number");
    let n = notice_for(
        &r,
        "bob",
        &[
            &format!("notice sender=alice id={id}"),
            "challenge challenged=bob",
        ],
    );
    assert!(n.actions.iter().any(|a| a.command.starts_with("accept #")));
    // bob accepts in his own conversation: the challenge is found there.
    let r = dm(&svc, "bob", "accept");
    says(&r, &[&format!("game-begins id={id}")]);
    notice_for(
        &r,
        "alice",
        &["game-begins", "status-to-move who=alice side=white"],
    );
    // Moves go back and forth, each telling the other player with the board.
    let r = dm(&svc, "alice", "e4");
    says(&r, &["plays who=alice san=e4"]);
    let n = notice_for(
        &r,
        "bob",
        &[
            "plays who=alice san=e4",
            "status-to-move who=bob side=black",
        ],
    );
    assert_eq!(n.attachments.len(), 1);
    assert!(n.attachments[0].name.ends_with(".png"));
    let r = dm(&svc, "bob", "e5");
    notice_for(&r, "alice", &["plays who=bob san=e5"]);
    // Looking is not news for the other player.
    let r = dm(&svc, "bob", "board");
    says(&r, &[&format!("summary-game id={id} game=chess")]);
    assert!(r.notices.is_empty());
    says(
        &dm(&svc, "bob", "games"),
        &[&format!("summary-game id={id} game=chess")],
    );
    // Turns are still turns, and outsiders still have no game.
    let r = dm(&svc, "bob", "d5");
    says(&r, &["move-refused error=move-not-your-turn"]);
    assert!(r.notices.is_empty());
    let r = dm(&svc, "carol", "e4");
    says(&r, &["not-a-command word=e4"]);
    let r = dm(&svc, "carol", &format!("resign #{id}"));
    assert!(
        matches!(
            r.said.first().map(|s| s.id),
            Some("other-channel" | "why-not-watching")
        ),
        "{}",
        r.text
    );
    assert!(r.refusal.is_some());
    // A draw offer and its acceptance travel the same way.
    let r = dm(&svc, "alice", "draw");
    notice_for(&r, "bob", &["draw-offer who=alice"]);
    let r = dm(&svc, "bob", "draw");
    notice_for(
        &r,
        "alice",
        &["result-game-over result=result-draw-agreement"],
    );
    // In a shared channel nobody needs a notice.
    let r = say(&svc, "room", "alice", "play kmf @bob");
    assert!(r.notices.is_empty());
}
