//! End-to-end conversations through the bot core: what a user types, what they read back
//! (text, and the files attached), in several games, the error paths included.
//!
//! Shared by every store: each test target that includes this module gives it
//! `crate::temporary_store()` (sled in `service/tests/conversations.rs`, PostgreSQL in
//! `postgres/tests/conversations.rs`), so the same conversations run on both.

use acedrex_render::{render_board, square_rect, RenderOptions};
use acedrex_rules::{Game, Move, Square, VariantId};
use acedrex_service::chooser::{FirstMove, MoveChooser};
use acedrex_service::reply::{ActionKind, Reply};
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::UserRef;
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
pub fn say(svc: &Service, channel: &str, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        channel: channel.to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    })
}

/// Says it and checks that the reply contains every one of `wants`.
#[track_caller]
pub fn expect(svc: &Service, channel: &str, who: &str, text: &str, wants: &[&str]) -> Reply {
    let r = say(svc, channel, who, text);
    for w in wants {
        assert!(
            r.text.contains(w),
            "{who}: `{text}`\nexpected to contain: {w}\ngot: {}",
            r.text
        );
    }
    r
}

/// A move that must be accepted: the reply says "NAME plays", with a board image.
#[track_caller]
pub fn play(svc: &Service, channel: &str, who: &str, mv: &str) -> Reply {
    let r = expect(svc, channel, who, mv, &[&format!("{who} plays ")]);
    assert_eq!(r.attachments.len(), 1, "{}", r.text);
    r
}

/// The number after the first `#` in a reply ("challenge #3", "Game #3 begins").
#[track_caller]
pub fn id_in(text: &str) -> u64 {
    let at = text
        .find('#')
        .unwrap_or_else(|| panic!("no #ID in: {text}"));
    text[at + 1..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("no #ID in: {text}"))
}

/// Challenges and accepts; the game's id.
#[track_caller]
pub fn start(svc: &Service, ch: &str, challenger: &str, args: &str, opponent: &str) -> u64 {
    let r = expect(
        svc,
        ch,
        challenger,
        &format!("play {args}"),
        &["challenge #"],
    );
    let id = id_in(&r.text);
    let r = expect(
        svc,
        ch,
        opponent,
        &format!("accept #{id}"),
        &[&format!("Game #{id} begins")],
    );
    assert!(r.attachments[0].bytes.starts_with(b"\x89PNG"));
    id
}

/// The text board of a game as anyone sees it with `board #ID`.
#[track_caller]
pub fn board_of(svc: &Service, ch: &str, id: u64) -> (String, String) {
    let r = expect(
        svc,
        ch,
        "watcher",
        &format!("board #{id}"),
        &[&format!("#{id} ")],
    );
    (r.text, r.board.expect("a text board"))
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
    let r = expect(
        &svc,
        ch,
        "alice",
        "play chess @bob white",
        &[
            "alice challenges bob to Chess (alice plays White)",
            "bob: `accept` or `decline`",
        ],
    );
    let id = id_in(&r.text);
    assert!(r
        .actions
        .iter()
        .any(|a| a.command == format!("accept #{id}")));
    let r = expect(
        &svc,
        ch,
        "bob",
        "accept",
        &[
            &format!("Game #{id} begins: Chess, alice (White) vs bob (Black)."),
            "alice (White) to move.",
        ],
    );
    assert_eq!(r.file_names(), [format!("acedrex-{id}-0.png")]);
    let r = play(&svc, ch, "alice", "e4");
    assert!(r.text.ends_with("bob (Black) to move."), "{}", r.text);
    play(&svc, ch, "bob", "e5");
    play(&svc, ch, "alice", "Bc4");
    play(&svc, ch, "bob", "Nc6");
    let r = play(&svc, ch, "alice", "move Qh5");
    assert!(r.text.contains("alice plays Qh5."), "{}", r.text);
    play(&svc, ch, "bob", "Nf6??");
    let r = expect(
        &svc,
        ch,
        "alice",
        "Qxf7",
        &[
            "alice plays Qxf7#.",
            "Game over: White wins by checkmate (1-0).",
            "alice: rating 1500 → ",
            "bob: rating 1500 → ",
        ],
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
    expect(
        &svc,
        ch,
        "alice",
        "games",
        &["No games or challenges in this channel."],
    );
    expect(
        &svc,
        ch,
        "bob",
        &format!("move e4 #{id}"),
        &[&format!("Game #{id} is over"), &format!("`record #{id}`")],
    );
    let (text, _) = board_of(&svc, ch, id);
    assert!(
        text.contains("Game over: White wins by checkmate."),
        "{text}"
    );
    let r = expect(&svc, ch, "carol", &format!("record #{id}"), &["(4 moves)"]);
    let pgn = String::from_utf8(r.attachments[0].bytes.clone()).unwrap();
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");

    // Ratings moved the right way: the winner above 1500, the loser below.
    let r = expect(
        &svc,
        ch,
        "alice",
        "stats",
        &[
            "alice:",
            "- Chess: rating ",
            "1 game: 1 won, 0 drawn, 0 lost",
        ],
    );
    let alice: f64 = number_after(&r.text, "rating ");
    assert!(alice > 1500.0, "{}", r.text);
    let r = expect(
        &svc,
        ch,
        "alice",
        "stats @bob",
        &["bob:", "1 game: 0 won, 0 drawn, 1 lost"],
    );
    assert!(number_after(&r.text, "rating ") < 1500.0, "{}", r.text);
    expect(
        &svc,
        ch,
        "alice",
        "stats @carol",
        &["carol has no rated games yet."],
    );
    let r = expect(
        &svc,
        ch,
        "carol",
        "leaderboard chess",
        &["Chess leaderboard:"],
    );
    let lines: Vec<&str> = r.text.lines().collect();
    assert!(lines[1].starts_with("1. alice "), "{}", r.text);
    assert!(lines[2].starts_with("2. bob "), "{}", r.text);
    expect(
        &svc,
        ch,
        "carol",
        "leaderboard perfect12",
        &["Nobody has played a rated game of Perfect 12 yet."],
    );
    expect(
        &svc,
        ch,
        "carol",
        "leaderboard",
        &["usage: leaderboard VARIANT"],
    );
    expect(&svc, ch, "carol", "leaderboard checkers", &["checkers"]);
}

fn number_after(text: &str, marker: &str) -> f64 {
    let at = text.find(marker).expect("the marker") + marker.len();
    text[at..]
        .split(|c: char| !c.is_ascii_digit() && c != '.')
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn chess_fools_mate_black_wins_and_the_board_turns_for_black() {
    let (svc, _) = service();
    let ch = "club";
    // bob challenges as Black, so alice has White.
    let id = start(&svc, ch, "bob", "chess @alice black", "alice");
    let r = play(&svc, ch, "alice", "f3");
    // Black (a person) to move: the text board is turned, a1 at the top right.
    let b = r.board.as_deref().unwrap();
    assert!(b.lines().next().unwrap().starts_with("  1 "), "{b}");
    assert!(b.ends_with("Black (lower case) to move"), "{b}");
    play(&svc, ch, "bob", "e5");
    let r = play(&svc, ch, "alice", "g4");
    let r2 = expect(
        &svc,
        ch,
        "bob",
        "Qh4",
        &[
            "bob plays Qh4#.",
            "Game over: Black wins by checkmate (0-1).",
        ],
    );
    assert!(r.text.contains("bob (Black) to move."), "{}", r.text);
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains("move 3."), "{text}");
    assert!(r2.text.contains("bob: rating 1500 → "), "{}", r2.text);
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
    assert!(r.text.contains("alice plays Rb12+."), "{}", r.text);
    assert!(
        r.text.ends_with("bob (Black) to move — check!"),
        "{}",
        r.text
    );
    assert!(!r.text.contains("Game over"), "{}", r.text);
    expect(
        &svc,
        ch,
        "watcher",
        "moves",
        &["1 legal moves for Black: Ja10=K"],
    );
    let r = play(&svc, ch, "bob", "Ja10=K");
    assert!(r.text.contains("alice (White) to move."), "{}", r.text);
    let (text, board) = board_of(&svc, ch, id);
    assert!(text.contains("move 2. Last move: Ja10=K."), "{text}");
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
    assert!(r.text.contains("check!"), "{}", r.text);
    assert!(!r.text.contains("Game over"), "{}", r.text);
    let r = play(&svc, ch, "bob", "Ja9=K");
    assert!(r.text.contains("alice (White) to move."), "{}", r.text);
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
    let r = expect(
        &svc,
        ch,
        "bob",
        "resign",
        &[
            "Game over: Black resigns; White wins (1-0).",
            "alice: rating 1500 → ",
            "bob: rating 1500 → ",
        ],
    );
    assert_eq!(r.attachments.len(), 1, "the final board");
    expect(
        &svc,
        ch,
        "alice",
        "resign",
        &["There is no game in progress in this channel."],
    );
    expect(
        &svc,
        ch,
        "alice",
        &format!("resign #{id}"),
        &[&format!("Game #{id} is over")],
    );
    let r = expect(
        &svc,
        ch,
        "bob",
        "leaderboard perfect12",
        &["Perfect 12 leaderboard:"],
    );
    assert!(
        r.text.lines().nth(1).unwrap().starts_with("1. alice "),
        "{}",
        r.text
    );
}

#[test]
fn grant_acedrex_draw_offer_declined_by_a_move_then_accepted() {
    let (svc, _) = service();
    let ch = "alfonso";
    let id = start(&svc, ch, "alice", "grant-acedrex @bob white", "bob");
    play(&svc, ch, "alice", "e5");
    let r = expect(
        &svc,
        ch,
        "alice",
        "draw",
        &["alice offers a draw. bob: `draw` to accept (making a move declines it)."],
    );
    assert_eq!(r.actions[0].command, format!("draw #{id}"));
    expect(
        &svc,
        ch,
        "alice",
        "draw",
        &["You have offered a draw already"],
    );
    // bob answers with a move: the offer is gone, so his `draw` is a new offer.
    play(&svc, ch, "bob", "e8");
    expect(
        &svc,
        ch,
        "bob",
        "draw",
        &["bob offers a draw. alice: `draw` to accept"],
    );
    expect(
        &svc,
        ch,
        "alice",
        "draw",
        &[
            "Game over: Draw by agreement (1/2-1/2).",
            "alice: rating 1500 → 1500 (+0)",
        ],
    );
    expect(
        &svc,
        ch,
        "bob",
        "stats",
        &[
            "- Grant Acedrex: rating 1500",
            "1 game: 0 won, 1 drawn, 0 lost",
        ],
    );
}

#[test]
fn takebacks_of_one_and_two_plies_need_the_opponent() {
    let (svc, _) = service();
    let ch = "timur";
    let id = start(&svc, ch, "alice", "tamerlane2 @bob white", "bob");
    expect(
        &svc,
        ch,
        "alice",
        "takeback",
        &["You have no move to take back."],
    );
    play(&svc, ch, "alice", "e5");
    // One ply: alice's move, bob not yet answered.
    let r = expect(
        &svc,
        ch,
        "alice",
        "takeback",
        &["alice asks to take back their last move. bob: `takeback` to agree."],
    );
    assert_eq!(r.actions[0].command, format!("takeback #{id}"));
    expect(&svc, ch, "alice", "takeback", &["You have asked already"]);
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains(", move 1."), "nothing taken back yet: {text}");
    expect(
        &svc,
        ch,
        "bob",
        "takeback",
        &[
            "Taken back: alice's last move (1 ply).",
            "alice (White) to move.",
        ],
    );
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains(", move 1."), "{text}");
    // Two plies: bob has answered alice's move.
    play(&svc, ch, "alice", "e4");
    play(&svc, ch, "bob", "e8");
    play(&svc, ch, "alice", "d4");
    play(&svc, ch, "bob", "d8");
    expect(&svc, ch, "alice", "takeback", &["alice asks to take back"]);
    // Moving on withdraws the request.
    play(&svc, ch, "alice", "c4");
    expect(&svc, ch, "bob", "takeback", &["bob asks to take back"]);
    let r = expect(
        &svc,
        ch,
        "alice",
        "takeback",
        &[
            "Taken back: bob's last move (2 plies).",
            "bob (Black) to move.",
        ],
    );
    assert_eq!(r.attachments.len(), 1);
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains("move 2. Last move: d4."), "{text}");
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
    expect(
        &svc,
        ch,
        "bob",
        "claim",
        &["It is your move: there is nothing to claim."],
    );
    expect(
        &svc,
        ch,
        "alice",
        "claim",
        &["Your opponent has 3 days left to move before you can claim the game."],
    );
    clock.advance(limit - 90 * 60);
    expect(
        &svc,
        ch,
        "alice",
        "claim",
        &["Your opponent has 1 hour 30 minutes left"],
    );
    clock.advance(90 * 60);
    let r = expect(
        &svc,
        ch,
        "alice",
        "claim",
        &[
            "Game over: Black abandoned the game; White wins (1-0).",
            "alice: rating 1500 → ",
        ],
    );
    assert!(number_after(&r.text, "→ ") > 1500.0, "{}", r.text);
    expect(
        &svc,
        ch,
        "bob",
        "e9",
        &["There is no game in progress in this channel."],
    );
}

#[test]
fn zanzibar_black_who_never_chooses_a_setup_can_lose_by_abandonment() {
    let (svc, clock) = untimed_service();
    let ch = "zanzibar";
    start(&svc, ch, "alice", "zanzibar-s @bob white", "bob");
    // White waits for Black's setup: White may claim, Black may not.
    expect(
        &svc,
        ch,
        "bob",
        "claim",
        &["It is your move: there is nothing to claim."],
    );
    clock.advance(config().abandon_after_secs);
    expect(
        &svc,
        ch,
        "alice",
        "claim",
        &["Black abandoned the game; White wins (1-0)."],
    );
}

#[test]
fn open_challenges_decline_and_cancel() {
    let (svc, _) = service();
    let ch = "lobby";
    let r = expect(
        &svc,
        ch,
        "dave",
        "play perfect12 black",
        &[
            "dave challenges anyone in this channel to Perfect 12 (dave plays Black)",
            "Anyone may `accept` (dave may `cancel`).",
        ],
    );
    let open = id_in(&r.text);
    let buttons: Vec<&str> = r.actions.iter().map(|a| a.command.as_str()).collect();
    assert_eq!(buttons, [format!("accept #{open}")]);
    expect(
        &svc,
        ch,
        "dave",
        "games",
        &[&format!("#{open} challenge: dave → anyone to Perfect 12")],
    );
    expect(
        &svc,
        ch,
        "dave",
        "accept",
        &["There is no challenge for you in this channel."],
    );
    expect(
        &svc,
        ch,
        "dave",
        &format!("accept #{open}"),
        &[&format!(
            "You made challenge #{open}; only your opponent can accept it (you may `cancel` it)."
        )],
    );
    expect(
        &svc,
        ch,
        "erin",
        "decline",
        &[&format!(
            "Challenge #{open} is open to anyone; there is nothing to decline"
        )],
    );
    expect(
        &svc,
        ch,
        "erin",
        &format!("board #{open}"),
        &[&format!("Game #{open} has not started")],
    );
    expect(
        &svc,
        ch,
        "erin",
        "accept",
        &[&format!(
            "Game #{open} begins: Perfect 12, erin (White) vs dave (Black)."
        )],
    );
    expect(
        &svc,
        ch,
        "frank",
        &format!("accept #{open}"),
        &[&format!("Game #{open} is already under way.")],
    );

    // A challenge to one player: others cannot take it, the challenged may decline.
    let r = expect(
        &svc,
        ch,
        "dave",
        "play tamerlane2 @erin",
        &["dave challenges erin to Tamerlane II"],
    );
    let to_erin = id_in(&r.text);
    expect(
        &svc,
        ch,
        "frank",
        &format!("accept #{to_erin}"),
        &[&format!("Challenge #{to_erin} is for erin, not for you.")],
    );
    expect(
        &svc,
        ch,
        "frank",
        &format!("cancel #{to_erin}"),
        &[&format!(
            "Challenge #{to_erin} is dave's; only they can cancel it."
        )],
    );
    expect(
        &svc,
        ch,
        "erin",
        "decline",
        &[&format!("erin declined challenge #{to_erin} from dave.")],
    );
    expect(
        &svc,
        ch,
        "erin",
        &format!("accept #{to_erin}"),
        &[&format!(
            "Challenge #{to_erin} was declined or withdrawn; no game was played."
        )],
    );

    // The challenger withdraws.
    let r = expect(&svc, ch, "dave", "play kmf @frank", &["challenge #"]);
    let to_frank = id_in(&r.text);
    expect(
        &svc,
        ch,
        "frank",
        "cancel",
        &["You have no open challenge in this channel."],
    );
    expect(
        &svc,
        ch,
        "dave",
        "cancel",
        &[&format!("dave withdrew challenge #{to_frank}.")],
    );
    expect(
        &svc,
        ch,
        "frank",
        "accept",
        &["There is no challenge for you in this channel."],
    );
    expect(
        &svc,
        ch,
        "dave",
        "play chess @dave",
        &["You cannot challenge yourself"],
    );

    // Only the game in progress is left.
    let r = expect(
        &svc,
        ch,
        "anyone",
        "games",
        &[&format!(
            "#{open} Perfect 12: erin (White) vs dave (Black), move 1. erin (White) to move."
        )],
    );
    assert_eq!(r.text.lines().count(), 1, "{}", r.text);
}

// ---- games against the bot ---------------------------------------------------------

#[test]
fn the_bot_accepts_at_once_moves_hints_declines_draws_and_takes_back_two_plies() {
    let (svc, _) = service_with(Script::new(&["e5", "Nc6", "Nf6"]));
    let ch = "solo";
    let r = expect(
        &svc,
        ch,
        "alice",
        "play chess bot white level 2",
        &[
            "The bot accepts.",
            "Game #",
            "Chess, alice (White) vs the bot (level 2) (Black).",
            "alice (White) to move.",
        ],
    );
    let id = id_in(&r.text);
    assert_eq!(r.attachments.len(), 1);
    let r = expect(
        &svc,
        ch,
        "alice",
        "e4",
        &[
            "alice plays e4. The bot plays e5.",
            "alice (White) to move.",
        ],
    );
    assert_eq!(r.file_names(), [format!("acedrex-{id}-2.png")]);
    let r = expect(&svc, ch, "alice", "hint", &["Hint: "]);
    assert_eq!(
        r.attachments.len(),
        1,
        "the hint comes with an arrow on the board"
    );
    expect(
        &svc,
        ch,
        "watcher",
        &format!("hint #{id}"),
        &[&format!("Only the players of game #{id} can hint")],
    );
    expect(
        &svc,
        ch,
        "alice",
        "draw",
        &["The bot declines the draw: it plays on."],
    );
    play(&svc, ch, "alice", "Nf3");
    expect(
        &svc,
        ch,
        "alice",
        "takeback",
        &[
            "Taken back: alice's last move (2 plies).",
            "alice (White) to move.",
        ],
    );
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains("move 2. Last move: e5."), "{text}");
    // The bot answers the new move from the same point of its script.
    expect(&svc, ch, "alice", "Bc4", &["The bot plays Nc6."]);
    expect(&svc, ch, "alice", "Qf3", &["The bot plays Nf6."]);
    // Games against the bot are not rated.
    expect(
        &svc,
        ch,
        "alice",
        "resign",
        &["Game over: White resigns; Black wins (0-1)."],
    );
    expect(
        &svc,
        ch,
        "alice",
        "stats",
        &["alice has no rated games yet."],
    );
}

#[test]
fn the_bot_as_white_moves_first_and_hints_wait_for_your_turn() {
    let (svc, _) = service();
    let ch = "solo";
    let r = expect(
        &svc,
        ch,
        "bob",
        "play perfect12 bot black",
        &[
            "The bot accepts.",
            "the bot (level 5) (White) vs bob (Black)",
            "The bot plays ",
            "bob (Black) to move.",
        ],
    );
    let id = id_in(&r.text);
    // The person plays Black: the board is turned for them.
    assert!(r.board.as_deref().unwrap().starts_with("  1 "));
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains(", move 1."), "{text}");
    expect(&svc, ch, "bob", "hint", &["Hint: "]);

    // A bot with no move to give leaves the turn with it: no hint for bob then.
    let (svc, _) = service_with(Script::new(&[]));
    let r = expect(
        &svc,
        ch,
        "bob",
        "play chess bot black level 1",
        &["the bot (level 1) (White) vs bob (Black)"],
    );
    assert!(!r.text.contains("The bot plays"), "{}", r.text);
    expect(
        &svc,
        ch,
        "bob",
        "hint",
        &["It is not your turn; a hint comes when it is."],
    );
    expect(
        &svc,
        ch,
        "bob",
        "e5",
        &["It is not your turn: White is to move."],
    );
}

#[test]
fn hints_are_only_for_games_against_the_bot() {
    let (svc, _) = service();
    start(&svc, "c", "alice", "chess @bob white", "bob");
    expect(
        &svc,
        "c",
        "alice",
        "hint",
        &["Hints are for games against the bot."],
    );
}

// ---- Zanzibar setups ---------------------------------------------------------------

#[test]
fn zanzibar_black_chooses_the_setup_before_whites_first_move() {
    let (svc, _) = service();
    let ch = "zanzibar";
    let id = start(&svc, ch, "alice", "zanzibar-xl @bob white", "bob");
    let setup_first = "bob (Black) chooses the setup first: `setup UQKFOLGD` or `setup random`";
    expect(&svc, ch, "watcher", "board", &[setup_first]);
    expect(&svc, ch, "alice", "e5", &[setup_first]);
    expect(
        &svc,
        ch,
        "alice",
        "setup random",
        &["In Zanzibar, Black chooses the setup; you play White."],
    );
    expect(
        &svc,
        ch,
        "carol",
        &format!("setup random #{id}"),
        &[&format!("Only the players of game #{id} can setup")],
    );
    expect(
        &svc,
        ch,
        "bob",
        "setup KQ",
        &["That setup cannot be used: "],
    );
    let r = expect(
        &svc,
        ch,
        "bob",
        "setup DQKFOLGU",
        &[
            "bob chooses the setup DQKFOLGU; White mirrors it.",
            "alice (White) to move.",
        ],
    );
    let b = r.board.unwrap();
    assert!(
        b.lines().any(|l| l == "  1  C M Z V D Q K F V Z M C"),
        "{b}"
    );
    assert!(
        b.lines().any(|l| l == " 12  c m z v d q k f v z m c"),
        "{b}"
    );
    // One choice: a second `setup` before White's move is refused and changes nothing.
    let r = expect(
        &svc,
        ch,
        "bob",
        "setup random",
        &["The setup was chosen already (DQKFOLGU)"],
    );
    assert!(r.game.is_none_or(|v| !v.changed), "{}", r.text);
    let r = expect(&svc, ch, "watcher", "board", &["alice (White) to move."]);
    assert!(
        r.board
            .unwrap()
            .lines()
            .any(|l| l == "  1  C M Z V D Q K F V Z M C"),
        "the first choice stands"
    );
    play(&svc, ch, "alice", "e6");
    expect(
        &svc,
        ch,
        "bob",
        "setup random",
        &["The setup can only be chosen before White's first move."],
    );
    play(&svc, ch, "bob", "e7");

    // `setup random`: some arrangement, mirrored.
    let id = start(&svc, "zanzibar-2", "alice", "zanzibar-s @bob white", "bob");
    expect(
        &svc,
        "zanzibar-2",
        "alice",
        &format!("setup FQKULG #{id}"),
        &["Black chooses the setup"],
    );
    let r = expect(
        &svc,
        "zanzibar-2",
        "bob",
        "setup random",
        &["bob chooses the setup ", "alice (White) to move."],
    );
    let arr = r.text["bob chooses the setup ".len()..]
        .split(';')
        .next()
        .unwrap();
    assert_eq!(arr.len(), 6, "{}", r.text);
    let b = r.board.unwrap();
    let rank1 = b
        .lines()
        .find(|l| l.starts_with("  1 "))
        .unwrap()
        .replace(' ', "");
    assert_eq!(&rank1[5..9], &arr[..4], "e1–h1 follow the arrangement: {b}");
    // Other games have no setup choice.
    start(&svc, "chess", "alice", "chess @bob white", "bob");
    expect(
        &svc,
        "chess",
        "bob",
        "setup random",
        &["Chess has no setup choice; only the Zanzibar games do."],
    );
}

#[test]
fn zanzibar_setup_given_with_the_challenge_and_the_bots_own_choice() {
    let (svc, _) = service();
    let r = expect(
        &svc,
        "z",
        "carol",
        "play zanzibar-xl @dave white setup DQKFOLGU",
        &["carol challenges dave to Zanzibar XL"],
    );
    let id = id_in(&r.text);
    let r = expect(
        &svc,
        "z",
        "dave",
        "accept",
        &[
            &format!(
                "Game #{id} begins: Zanzibar XL, carol (White) vs dave (Black). Setup DQKFOLGU."
            ),
            "carol (White) to move.",
        ],
    );
    assert!(r
        .board
        .unwrap()
        .lines()
        .any(|l| l == "  1  C M Z V D Q K F V Z M C"));
    // Given with the challenge, it was the one choice.
    expect(
        &svc,
        "z",
        "dave",
        "setup random",
        &["The setup was chosen already (DQKFOLGU)"],
    );
    play(&svc, "z", "carol", "e5");
    expect(
        &svc,
        "z",
        "dave",
        "play zanzibar-xl @carol setup XXXXXXXX",
        &["That setup cannot be used: "],
    );

    // The bot as Black picks its own arrangement; the person moves at once.
    let r = expect(
        &svc,
        "bot",
        "erin",
        "play zanzibar-xl bot white",
        &["The bot accepts.", " Setup ", "erin (White) to move."],
    );
    let arr = r.text.split(" Setup ").nth(1).unwrap()[..8].to_string();
    let b = r.board.unwrap();
    let rank1 = b
        .lines()
        .find(|l| l.starts_with("  1 "))
        .unwrap()
        .replace(' ', "");
    assert_eq!(&rank1[5..9], &arr[..4], "{b}");
    expect(
        &svc,
        "bot",
        "erin",
        "e5",
        &["erin plays e5. The bot plays "],
    );

    // The bot as White waits for the person's setup, then moves.
    let r = expect(
        &svc,
        "bot2",
        "erin",
        "play zanzibar-s bot black",
        &["erin (Black) chooses the setup first"],
    );
    assert!(!r.text.contains("The bot plays"), "{}", r.text);
    expect(
        &svc,
        "bot2",
        "erin",
        "hint",
        &["erin (Black) chooses the setup first"],
    );
    expect(
        &svc,
        "bot2",
        "erin",
        "setup FQKULG",
        &[
            "erin chooses the setup FQKULG; White mirrors it. The bot plays ",
            "erin (Black) to move.",
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
        expect(
            &svc,
            ch,
            "carol",
            cmd,
            &[&format!(
                "You are not playing in this channel, so you cannot {verb}."
            )],
        );
        expect(
            &svc,
            ch,
            "carol",
            &format!("{cmd} #{id}"),
            &[&format!(
                "Only the players of game #{id} can {verb}; you are watching it."
            )],
        );
    }
    expect(
        &svc,
        ch,
        "carol",
        "e5",
        &["`e5` is not a command. You are not playing in this channel"],
    );
    expect(
        &svc,
        ch,
        "carol",
        &format!("e5 #{id}"),
        &[&format!("Only the players of game #{id} can move")],
    );
    assert_eq!(board_of(&svc, ch, id), before);
    // Nothing was offered on carol's behalf: bob's `draw` is an offer, not an acceptance.
    expect(&svc, ch, "bob", "draw", &["bob offers a draw."]);
    // And the game goes on between its players.
    play(&svc, ch, "bob", "e5");
}

#[test]
fn wrong_turn_and_illegal_moves_say_why() {
    let (svc, _) = service();
    let ch = "club";
    let id = start(&svc, ch, "alice", "chess @bob white", "bob");
    expect(
        &svc,
        ch,
        "bob",
        "e5",
        &["It is not your turn: White is to move."],
    );
    expect(&svc, ch, "alice", "e5", &["The Pawn on e2 cannot go to e5"]);
    expect(
        &svc,
        ch,
        "alice",
        "Ke2",
        &["The King on e1 cannot go to e2"],
    );
    expect(&svc, ch, "alice", "Qd4", &["Queen"]);
    expect(
        &svc,
        ch,
        "alice",
        "move Zz9",
        &["`Z` is not a piece in Chess"],
    );
    expect(
        &svc,
        ch,
        "alice",
        "move 9x",
        &["I can't read `9x` as a move"],
    );
    play(&svc, ch, "alice", "e4");
    play(&svc, ch, "bob", "e5");
    play(&svc, ch, "alice", "d4");
    play(&svc, ch, "bob", "Bb4+");
    // The d-pawn is not pinned, but the King is in check: only answers to it.
    expect(&svc, ch, "alice", "a3", &["would leave your King in check"]);
    let (text, _) = board_of(&svc, ch, id);
    assert!(text.contains("move 3."), "{text}");
    assert!(text.contains("alice (White) to move — check!"), "{text}");
}

#[test]
fn unknown_games_other_channels_and_malformed_commands() {
    let (svc, _) = service();
    let id = start(&svc, "here", "alice", "chess @bob white", "bob");
    expect(
        &svc,
        "here",
        "alice",
        "board #999",
        &["There is no game #999."],
    );
    expect(
        &svc,
        "here",
        "alice",
        "move e4 #999",
        &["There is no game #999."],
    );
    expect(
        &svc,
        "here",
        "alice",
        "e4 #999",
        &["There is no game #999."],
    );
    expect(
        &svc,
        "there",
        "alice",
        &format!("board #{id}"),
        &[&format!("Game #{id} is played in another channel.")],
    );
    expect(
        &svc,
        "there",
        "alice",
        &format!("move e4 #{id}"),
        &[&format!("Game #{id} is played in another channel.")],
    );
    for (line, says) in [
        ("play", "usage: play VARIANT [@opponent | bot]"),
        ("play checkers", "checkers"),
        ("play chess purple", "I don't understand `purple` in `play`"),
        (
            "play chess bot level 9",
            "`level` takes a number from 1 to 8",
        ),
        (
            "play chess @bob level 2",
            "`level` is for games against the bot",
        ),
        (
            "play zanzibar-xl @bob setup",
            "`setup` takes an arrangement",
        ),
        ("play chess @bob fen", "`fen` takes a position text"),
        (
            "play chess @bob fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "That position cannot be used: ",
        ),
        ("move", "usage: move TEXT [#GAME]"),
        ("setup", "usage: setup ARRANGEMENT|random"),
        (
            "resign now",
            "`resign` takes no argument but a game number like `#12`; `now` is extra",
        ),
        ("piece chess", "usage: piece VARIANT PIECE"),
        ("moves e2 e4", "usage: moves [SQUARE] [#GAME]"),
        ("   ", "an empty command"),
    ] {
        expect(&svc, "here", "alice", line, &[says]);
    }
    // The game was not touched by any of it.
    let (text, _) = board_of(&svc, "here", id);
    assert!(text.contains(", move 1."), "{text}");
    assert!(text.contains("alice (White) to move."), "{text}");
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
    assert!(
        r.text.contains("`level` is for games against the bot"),
        "{}",
        r.text
    );
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
    assert!(
        r.text.contains("alice challenges bob to Chess"),
        "{}",
        r.text
    );
    let id = r.game.as_ref().map(|v| v.id).expect("a challenge");
    let (_, r) = ask(
        "bob",
        &call("accept", vec![("game", Typed::Integer(id as i64))]),
    );
    assert!(r.text.contains(&format!("Game #{id} begins")), "{}", r.text);
    let (_, r) = ask(
        "alice",
        &call(
            "move",
            vec![("text", text(" e4 ")), ("game", Typed::Integer(id as i64))],
        ),
    );
    assert!(r.text.contains("alice plays e4."), "{}", r.text);
    assert_eq!(r.game.as_ref().map(|v| v.changed), Some(true));
    // Text values are made safe as typed lines are: the escape never reaches the reply.
    let (_, r) = ask("bob", &call("move", vec![("text", text("e\u{1b}5"))]));
    assert!(r.text.contains("bob plays e5."), "{}", r.text);
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
    expect(
        &svc,
        "quiet",
        "alice",
        "xyzzy",
        &[
            "`xyzzy` is not a command. There is no game in progress in this channel.",
            "Type `help` for the commands.",
        ],
    );
    expect(
        &svc,
        "quiet",
        "alice",
        "e4",
        &["`e4` is not a command. There is no game in progress"],
    );
    start(&svc, "quiet", "alice", "chess @bob white", "bob");
    // With a game, the word is read as a move, and the reply says both.
    expect(
        &svc,
        "quiet",
        "alice",
        "hlep",
        &[
            "I can't read `hlep` as a move",
            "`hlep` is not a command either; type `help` for the commands.",
        ],
    );
    expect(&svc, "quiet", "alice", "!help", &["**acedrex commands**"]);
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
        let r = expect(&svc, ch, "alice", cmd, &["Which game?"]);
        let lines: Vec<&str> = r.text.lines().collect();
        assert!(
            lines
                .contains(&format!("#{one} Chess: alice (White) vs bob (Black), move 1.").as_str()),
            "{}",
            r.text
        );
        assert!(
            lines.contains(
                &format!("#{two} Perfect 12: alice (White) vs carol (Black), move 1.").as_str()
            ),
            "{}",
            r.text
        );
        assert!(
            r.text
                .contains(&format!("Add its number, for example `{example} #{one}`.")),
            "{}",
            r.text
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
    expect(&svc, ch, "dave", "board", &["Which game?", "`board #"]);
    let (text, _) = board_of(&svc, ch, one);
    assert!(text.contains("move 2. Last move: e5."), "{text}");
    let (text, _) = board_of(&svc, ch, two);
    assert!(text.contains("move 2. Last move: e9."), "{text}");
    // Once it is alice's turn in only one of them, a bare move needs no number.
    let r = say(&svc, ch, "alice", &format!("Nf3 #{one}"));
    assert!(r.text.contains("alice plays Nf3."), "{}", r.text);
    let r = say(&svc, ch, "alice", "f3f5");
    assert!(r.text.contains("alice plays f5."), "{}", r.text);
    let (text, _) = board_of(&svc, ch, two);
    assert!(text.contains("Last move: f5."), "{text}");
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
    let r = expect(
        &svc,
        ch,
        "carol",
        "board",
        &[
            &format!("#{id} Perfect 12: alice (White) vs bob (Black), move 3. Last move: Mc9."),
            "alice (White) to move.",
        ],
    );
    let png = &r.attachments[0];
    assert_eq!(png.name, format!("acedrex-{id}-4.png"));
    assert_eq!(png.mime, "image/png");
    assert!(png.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    let img = image::load_from_memory_with_format(&png.bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(png.size, Some((img.width(), img.height())));
    assert!(r.board.unwrap().ends_with("White (upper case) to move"));

    let r = expect(&svc, ch, "carol", "moves", &[" legal moves for White: "]);
    assert!(
        r.text
            .split(": ")
            .nth(1)
            .unwrap()
            .split(' ')
            .any(|m| m == "e5"),
        "{}",
        r.text
    );
    let r = expect(
        &svc,
        ch,
        "carol",
        "moves c4",
        &["The White Camel on c4 can play: "],
    );
    assert!(r.attachments[0].bytes.starts_with(b"\x89PNG"));
    expect(
        &svc,
        ch,
        "carol",
        "moves c9",
        &["The Black Camel on c9 cannot move now: White is to move."],
    );
    expect(&svc, ch, "carol", "moves e6", &["There is no piece on e6."]);
    expect(
        &svc,
        ch,
        "carol",
        "moves m13",
        &["`m13` is not a square of the Perfect 12 board."],
    );

    let r = expect(
        &svc,
        ch,
        "carol",
        "record",
        &[&format!("The record of game #{id} (2 moves).")],
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

    let r = expect(
        &svc,
        ch,
        "carol",
        "gif",
        &[&format!("Game #{id} as an animation (2 moves).")],
    );
    let gif = &r.attachments[0];
    assert_eq!(
        (gif.name.as_str(), gif.mime),
        (format!("acedrex-{id}.gif").as_str(), "image/gif")
    );
    assert!(gif.bytes.starts_with(b"GIF89a") || gif.bytes.starts_with(b"GIF87a"));

    let r = expect(
        &svc,
        ch,
        "carol",
        "games",
        &[&format!(
            "#{id} Perfect 12: alice (White) vs bob (Black), move 3. alice (White) to move."
        )],
    );
    assert_eq!(r.text.lines().count(), 1);
}

#[test]
fn games_lists_games_in_progress_and_challenges_of_the_channel_only() {
    let (svc, _) = service();
    expect(
        &svc,
        "c",
        "x",
        "games",
        &["No games or challenges in this channel."],
    );
    let g = start(&svc, "c", "alice", "kmf @bob white", "bob");
    let r = expect(&svc, "c", "carol", "play grant-acedrex", &["challenge #"]);
    let open = id_in(&r.text);
    let r = expect(&svc, "c", "dave", "play tamerlane2 @erin", &["challenge #"]);
    let directed = id_in(&r.text);
    start(&svc, "elsewhere", "frank", "chess @gina white", "gina");
    let r = expect(
        &svc,
        "c",
        "x",
        "games",
        &[
            &format!("#{g} KMF's Dozenal Chess: alice (White) vs bob (Black), move 1. alice (White) to move."),
            &format!("#{open} challenge: carol → anyone to Grant Acedrex"),
            &format!("#{directed} challenge: dave → erin to Tamerlane II"),
        ],
    );
    assert_eq!(r.text.lines().count(), 3, "{}", r.text);
}

#[test]
fn rules_pieces_and_help() {
    let (svc, _) = service();
    let r = expect(
        &svc,
        "c",
        "x",
        "rules",
        &[
            "The games: `chess` Chess (8×8)",
            "`tamerlane2` Tamerlane II (11×11)",
            "Ask `rules VARIANT`",
        ],
    );
    assert!(r.attachments.is_empty());
    expect(
        &svc,
        "c",
        "x",
        "rules kmf",
        &["**KMF's Dozenal Chess** (`kmf`)", "**Abdication**"],
    );
    expect(&svc, "c", "x", "rules zanzibar-xl", &["Zanzibar XL"]);
    expect(&svc, "c", "x", "rules tamerlane2", &["Tamerlane II"]);
    expect(&svc, "c", "x", "rules checkers", &["checkers"]);
    let r = expect(&svc, "c", "x", "piece perfect12 lion", &["Lion — "]);
    let png = &r.attachments[0];
    assert_eq!(png.name, "perfect12-lion.png");
    assert!(png.bytes.starts_with(b"\x89PNG"));
    image::load_from_memory_with_format(&png.bytes, image::ImageFormat::Png).unwrap();
    let r = expect(&svc, "c", "x", "piece kmf A", &["Archer"]);
    assert_eq!(r.file_names(), ["kmf-archer.png"]);
    expect(
        &svc,
        "c",
        "x",
        "piece perfect12 X",
        &["`X` is not a piece of Perfect 12; its pieces are K King"],
    );
    let r = expect(&svc, "c", "x", "help", &["**acedrex commands**"]);
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
    expect(
        &svc,
        "c",
        "x",
        "help play",
        &["**play** — `play VARIANT", "**Examples:**"],
    );
    expect(&svc, "c", "x", "!acedrex help setup", &["**setup**"]);
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
    let r = expect(
        &svc,
        ch,
        "carol",
        "play chess bot white",
        &["carol (White) to move."],
    );
    let game = Game::new(VariantId::Chess);
    assert!(!turned(&r, &game));
    let r = expect(&svc, ch, "carol", "e4", &["The bot plays e5."]);
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
    let r = expect(
        &svc,
        ch,
        "carol",
        &format!("flip #{id}"),
        &[&format!("#{id}")],
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
        r.attachments.is_empty() && r.text.contains("flip"),
        "{}",
        r.text
    );
}

fn board_of_reply(svc: &Service, ch: &str, id: u64) -> Reply {
    expect(
        svc,
        ch,
        "watcher",
        &format!("board #{id}"),
        &[&format!("#{id} ")],
    )
}

// ---- games in direct messages ----------------------------------------------------------

/// `who` types `text` in their own direct conversation with the bot.
fn dm(svc: &Service, who: &str, text: &str) -> Reply {
    svc.handle(&Request {
        channel: format!("dm-{who}"),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: true,
        private: false,
    })
}

/// The one notice for `to`, checked to contain `wants`.
#[track_caller]
fn notice_for<'a>(r: &'a Reply, to: &str, wants: &[&str]) -> &'a acedrex_service::reply::Notice {
    let n: Vec<_> = r.notices.iter().filter(|n| n.to.id == to).collect();
    assert_eq!(n.len(), 1, "one notice for {to}: {:?}", r.notices);
    for w in wants {
        assert!(
            n[0].text.contains(w),
            "notice for {to} lacks {w}: {}",
            n[0].text
        );
    }
    n[0]
}

#[test]
fn two_players_in_their_own_direct_messages_play_one_game() {
    let (svc, _) = service();
    // alice challenges bob from her conversation with the bot; bob is told in his.
    let r = dm(&svc, "alice", "play chess @bob white");
    assert!(r.text.contains("challenges bob"), "{}", r.text);
    let n = notice_for(&r, "bob", &["alice — game #", "challenges bob"]);
    assert!(n.actions.iter().any(|a| a.command.starts_with("accept #")));
    let id = r.game_id().expect("the challenge's number");
    // bob accepts in his own conversation: the challenge is found there.
    let r = dm(&svc, "bob", "accept");
    assert!(r.text.contains(&format!("Game #{id} begins")), "{}", r.text);
    notice_for(&r, "alice", &["begins", "alice (White) to move"]);
    // Moves go back and forth, each telling the other player with the board.
    let r = dm(&svc, "alice", "e4");
    assert!(r.text.contains("alice plays e4."), "{}", r.text);
    let n = notice_for(&r, "bob", &["alice plays e4.", "bob (Black) to move"]);
    assert_eq!(n.attachments.len(), 1);
    assert!(n.attachments[0].name.ends_with(".png"));
    let r = dm(&svc, "bob", "e5");
    notice_for(&r, "alice", &["bob plays e5."]);
    // Looking is not news for the other player.
    let r = dm(&svc, "bob", "board");
    assert!(r.text.contains(&format!("#{id} Chess")), "{}", r.text);
    assert!(r.notices.is_empty());
    assert!(dm(&svc, "bob", "games")
        .text
        .contains(&format!("#{id} Chess")));
    // Turns are still turns, and outsiders still have no game.
    let r = dm(&svc, "bob", "d5");
    assert!(r.text.contains("not your turn"), "{}", r.text);
    assert!(r.notices.is_empty());
    let r = dm(&svc, "carol", "e4");
    assert!(r.text.contains("not a command"), "{}", r.text);
    let r = dm(&svc, "carol", &format!("resign #{id}"));
    assert!(
        r.text.contains("another channel") || r.text.contains("Only the players"),
        "{}",
        r.text
    );
    // A draw offer and its acceptance travel the same way.
    let r = dm(&svc, "alice", "draw");
    notice_for(&r, "bob", &["offers a draw"]);
    let r = dm(&svc, "bob", "draw");
    notice_for(&r, "alice", &["Draw by agreement"]);
    // In a shared channel nobody needs a notice.
    let r = say(&svc, "room", "alice", "play kmf @bob");
    assert!(r.notices.is_empty());
}
