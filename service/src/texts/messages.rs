//! The sentences of the service's replies. Logic decides what happened; these functions
//! say it. Tests of logic assert on the replies' typed views; the conversation tests
//! assert on these sentences as players read them.

use crate::reply::BoardStatus;
pub use crate::reply::{Msg, Said};
use crate::service::Want;
use crate::store::{RatingChange, RatingRecord, Side};
use crate::table::Table;
use acedrex_rules::{Color, Game, VariantId};

// ---- button labels ----

pub const LABEL_ACCEPT: &str = "Accept";
pub const LABEL_DECLINE: &str = "Decline";
pub const LABEL_BOARD: &str = "Board";
pub const LABEL_OFFER_DRAW: &str = "Offer draw";
pub const LABEL_RESIGN: &str = "Resign";
pub const LABEL_ACCEPT_DRAW: &str = "Accept draw";
pub const LABEL_AGREE: &str = "Agree";
pub const LABEL_ANALYSE: &str = "Analyse";
pub const LABEL_ABORT: &str = "Abort";
pub const LABEL_REMATCH: &str = "Rematch";

// ---- small helpers ----

fn side_name(s: Side) -> &'static str {
    match s {
        Side::White => "White",
        Side::Black => "Black",
    }
}

fn name_or_unknown(u: Option<&crate::store::UserRef>) -> &str {
    u.map_or("?", |u| u.name.as_str())
}

/// A message as a sentence: capital first letter, full stop.
pub fn sentence(msg: &str) -> String {
    let mut chars = msg.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?', ')', '`']) {
        out.push('.');
    }
    out
}

/// "1 game", "3 games".
pub fn count(n: u32, unit: &str) -> String {
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// Moves as players count them: a move is White's and Black's turn, so 5 plies are 3.
pub fn moves_played(plies: usize) -> String {
    count(plies.div_ceil(2) as u32, "move")
}

pub fn duration_text(secs: u64) -> String {
    let plural = |n: u64, unit: &str| format!("{n} {unit}{}", if n == 1 { "" } else { "s" });
    let (d, h, m) = (secs / 86400, secs % 86400 / 3600, secs % 3600 / 60);
    match (d, h, m) {
        (0, 0, m) => plural(m.max(1), "minute"),
        (0, h, 0) => plural(h, "hour"),
        (0, h, m) => format!("{} {}", plural(h, "hour"), plural(m, "minute")),
        (d, 0, _) => plural(d, "day"),
        (d, h, _) => format!("{} {}", plural(d, "day"), plural(h, "hour")),
    }
}

/// `YYYY.MM.DD` of a Unix time (civil-from-days, proleptic Gregorian).
pub fn date_text(secs: u64) -> String {
    let days = (secs / 86400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    format!("{y:04}.{m:02}.{d:02}")
}

// ---- the game at a glance ----

/// "Perfect 12 · game #12".
pub fn game_title(t: &Table) -> String {
    format!("{} · game #{}", t.variant.variant().name, t.id)
}

/// The board image's title bar: the move number while the game goes on, how it ended
/// once it is over (first: a long title is cut at its end).
pub fn image_title(t: &Table, game: &Game) -> String {
    let pos = game.position();
    let when = match ended(t, game) {
        Some(end) => end,
        None => format!("move {}", pos.fullmove_number()),
    };
    format!(
        "{} · #{} · {when} · {} vs {}",
        pos.variant().name,
        t.id,
        name_or_unknown(t.white()),
        name_or_unknown(t.black()),
    )
}

/// How a game that is over ended, short: "White wins by checkmate (1-0)", "Game
/// aborted". `None` while it goes on.
pub fn ended(t: &Table, game: &Game) -> Option<String> {
    end_status(t, game).map(board_status)
}

/// How a game that is over ended, typed ([`ended`] says it); `None` while it goes on.
pub fn end_status(t: &Table, game: &Game) -> Option<BoardStatus> {
    if t.seated().is_some_and(|s| s.aborted) {
        return Some(BoardStatus::Aborted);
    }
    game.result().map(BoardStatus::Ended)
}

/// A game called off before both sides moved, in a title or a board's last line.
pub const ABORTED: &str = "Game aborted";

/// The last line of a text board: who is to move, or how the game ended.
pub fn board_status(status: BoardStatus) -> String {
    match status {
        BoardStatus::Ended(r) => format!("{} ({})", result_description(&r), r.score()),
        BoardStatus::Aborted => ABORTED.to_string(),
        BoardStatus::ToMove(Color::White) => "White (upper case) to move".to_string(),
        BoardStatus::ToMove(Color::Black) => "Black (lower case) to move".to_string(),
    }
}

/// The title of a game page's board: `Chess · #12 · after 3. Bc4` / `at the start`.
pub fn page_board_title(t: &Table, at: &Game) -> String {
    let pos = at.position();
    let when = match at.sans().last() {
        // The side to move now is the one that did not make the last move.
        Some(san) if pos.side_to_move() == Color::White => {
            format!("after {}... {san}", pos.fullmove_number().saturating_sub(1))
        }
        Some(san) => format!("after {}. {san}", pos.fullmove_number()),
        None => "at the start".to_string(),
    };
    format!("{} · #{} · {when}", t.variant.variant().name, t.id)
}

/// A game cannot begin: its private page would need a random key and there is none.
pub fn no_randomness() -> Msg {
    Msg::new("no-randomness",
        "The game cannot begin now: this computer gave no random numbers for its private page address. Try again later; if this persists, tell the bot's operator.".to_string()
    )
}

/// Where a game's page is.
pub fn page_line(url: &str) -> Msg {
    Msg::new("page-line", format!("Game page: {url}")).arg("url", url)
}

// ---- a tournament's standings image and web page ----

/// A tournament format's name.
pub fn tournament_format(format: crate::tournament::Format) -> Msg {
    use crate::tournament::Format;
    match format {
        Format::Swiss => Msg::new("tournament-format-swiss", "Swiss"),
        Format::RoundRobin => Msg::new("tournament-format-roundrobin", "Round robin"),
        Format::Arena => Msg::new("tournament-format-arena", "Arena"),
    }
}

/// Where a tournament is, in a few words (the standings image's title, the page).
pub fn tournament_status(view: &crate::tournament::view::TournamentView) -> Msg {
    use crate::tournament::view::TournamentStatus;
    match (view.status, view.rounds_planned) {
        (TournamentStatus::Open, _) => Msg::new("tournament-status-open", "open to join"),
        (TournamentStatus::Running { round }, Some(rounds)) => Msg::new(
            "tournament-status-round",
            format!("round {round} of {rounds}"),
        )
        .arg("round", round)
        .arg("rounds", rounds),
        (TournamentStatus::Running { .. }, None) => {
            Msg::new("tournament-status-playing", "under way")
        }
        (TournamentStatus::Finished, _) => Msg::new("tournament-status-final", "final standings"),
    }
}

/// The standings image's title: `Shako · Swiss · #3 · final standings`.
pub fn standings_title(view: &crate::tournament::view::TournamentView) -> Msg {
    let format = tournament_format(view.format);
    let status = tournament_status(view);
    let text = format!(
        "{} · {} · #{} · {}",
        view.game_name, format.text, view.id, status.text
    );
    let mut m = Msg::new("standings-title", text)
        .arg("game", view.game_name.as_str())
        .arg("id", view.id);
    for (name, part) in [("format", format), ("status", status)] {
        if let Some(said) = part.said.into_iter().next() {
            m = m.arg(name, said);
        }
    }
    m
}

/// The column headings of the standings (image and page).
pub fn standings_heading_rank() -> Msg {
    Msg::new("standings-heading-rank", "#")
}

pub fn standings_heading_player() -> Msg {
    Msg::new("standings-heading-player", "Player")
}

pub fn standings_heading_points() -> Msg {
    Msg::new("standings-heading-points", "Points")
}

pub fn standings_heading_buchholz() -> Msg {
    Msg::new("standings-heading-buchholz", "Buchholz")
}

/// Sonneborn-Berger, short as it is on the large servers.
pub fn standings_heading_sb() -> Msg {
    Msg::new("standings-heading-sb", "SB")
}

pub fn standings_heading_streak() -> Msg {
    Msg::new("standings-heading-streak", "Streak")
}

/// Wins, draws, losses.
pub fn standings_heading_wdl() -> Msg {
    Msg::new("standings-heading-wdl", "W-D-L")
}

/// After a withdrawn player's name.
pub fn standings_withdrawn() -> Msg {
    Msg::new("standings-withdrawn", "withdrawn")
}

/// The tournament page's heading: `Shako Swiss #3`.
pub fn tournament_page_title(view: &crate::tournament::view::TournamentView) -> Msg {
    let format = tournament_format(view.format);
    let m = Msg::new(
        "tournament-page-title",
        format!(
            "{} {} · tournament #{}",
            view.game_name, format.text, view.id
        ),
    )
    .arg("game", view.game_name.as_str());
    within(m, "format", format).arg("id", view.id)
}

/// Whether a tournament counts for the ratings.
pub fn tournament_rated(rated: bool) -> Msg {
    if rated {
        Msg::new("tournament-rated", "rated")
    } else {
        Msg::new("tournament-casual", "casual")
    }
}

/// The page's line under the heading: who runs it, the time control, rated or not, and
/// how long it is (`5 rounds`, `60 minutes`).
pub fn tournament_page_about(view: &crate::tournament::view::TournamentView) -> Msg {
    let rated = tournament_rated(view.rated);
    let length = match (view.rounds_planned, view.minutes) {
        (Some(r), _) => format!(" · {}", count(r, "round")),
        (None, Some(m)) => format!(" · {}", count(m, "minute")),
        (None, None) => String::new(),
    };
    let mut m = Msg::new(
        "tournament-page-about",
        format!(
            "Organised by {} · {} · {}{length}",
            view.organiser, view.time_control, rated.text
        ),
    )
    .arg("organiser", view.organiser.as_str());
    m = match view.time {
        Some(time) => within(m, "time", tournament_time(time)),
        None => m.arg("time", view.time_control.as_str()),
    };
    if let Some(said) = rated.said.into_iter().next() {
        m = m.arg("rated", said);
    }
    if let Some(r) = view.rounds_planned {
        m = m.arg("rounds", r);
    } else if let Some(minutes) = view.minutes {
        m = m.arg("minutes", minutes);
    }
    m
}

/// The page's sections.
pub fn tournament_page_standings() -> Msg {
    Msg::new("tournament-page-standings", "Standings")
}

pub fn tournament_page_games() -> Msg {
    Msg::new("tournament-page-games", "Games")
}

/// A round's heading on the page (an arena has one, `Games`).
pub fn tournament_page_round(number: u32) -> Msg {
    Msg::new("tournament-page-round", format!("Round {number}")).arg("round", number)
}

/// A round's player without a game.
pub fn tournament_page_bye(name: &str) -> Msg {
    Msg::new("tournament-page-bye", format!("Bye: {name}")).arg("name", name)
}

/// A game of the round not finished yet.
pub fn tournament_page_playing() -> Msg {
    Msg::new("tournament-page-playing", "playing")
}

/// A pairing whose game has not begun.
pub fn tournament_page_not_begun() -> Msg {
    Msg::new("tournament-page-not-begun", "not begun")
}

/// No rounds yet.
pub fn tournament_page_no_games() -> Msg {
    Msg::new(
        "tournament-page-no-games",
        "No games yet: the rounds are paired when the tournament starts.",
    )
}

/// The standings image's description for those who cannot see it.
pub fn tournament_page_image_alt(view: &crate::tournament::view::TournamentView) -> Msg {
    let status = tournament_status(view);
    let mut m = Msg::new(
        "tournament-page-image-alt",
        format!("The standings of tournament #{}, {}", view.id, status.text),
    )
    .arg("id", view.id);
    if let Some(said) = status.said.into_iter().next() {
        m = m.arg("status", said);
    }
    m
}

/// The heading of the page for an address without a tournament.
pub fn tournament_page_not_found_title() -> Msg {
    Msg::new("tournament-page-not-found-title", "No such tournament")
}

pub fn tournament_page_not_found() -> Msg {
    Msg::new(
        "tournament-page-not-found",
        "There is no tournament at this address. Tournament pages are at /tournament/ID, where ID is the tournament's number (#3 in chat); the bot gives the address of each tournament's page.",
    )
}

/// The web pages' error pages (lang-audit): a heading and a sentence each, in the
/// language the page would have been in.
pub fn page_not_found_title() -> Msg {
    Msg::new("page-not-found-title", "No such game")
}

pub fn page_not_found() -> Msg {
    Msg::new(
        "page-not-found",
        "There is no game at this address. Game pages are at /game/ID, where ID is the game's number (#12 in chat); the bot gives the address of each game's page.",
    )
}

pub fn page_bad_request_title() -> Msg {
    Msg::new("page-bad-request-title", "Bad request")
}

pub fn page_bad_ply() -> Msg {
    Msg::new(
        "page-bad-ply",
        "`ply` must be a number of plies (0 is the start).",
    )
}

pub fn page_no_such_ply_title() -> Msg {
    Msg::new("page-no-such-ply-title", "No such move")
}

pub fn page_no_such_ply(plies: usize) -> Msg {
    let counted = if plies == 1 { "ply" } else { "plies" };
    Msg::new(
        "page-no-such-ply",
        format!("This game has {plies} {counted}; `ply` goes from 0 to {plies}."),
    )
    .arg("plies", plies as u64)
}

pub fn page_unreadable_title() -> Msg {
    Msg::new("page-unreadable-title", "Unreadable game")
}

pub fn page_unreadable() -> Msg {
    Msg::new("page-unreadable", "This game's record cannot be read.")
}

pub fn page_failed_title() -> Msg {
    Msg::new("page-failed-title", "Something went wrong")
}

pub fn page_failed() -> Msg {
    Msg::new(
        "page-failed",
        "The page could not be made. Try again in a moment.",
    )
}

pub fn page_busy_title() -> Msg {
    Msg::new("page-busy-title", "Busy")
}

pub fn page_busy() -> Msg {
    Msg::new(
        "page-busy",
        "Many pages are being made just now. Try again in a few seconds.",
    )
}

/// The page's footer.
pub fn tournament_page_footer(id: u64) -> Msg {
    Msg::new(
        "tournament-page-footer",
        format!("Tournament #{id} · played with acedrex"),
    )
    .arg("id", id)
}

pub fn gif_title(variant: &str, id: u64) -> String {
    format!("{variant} · #{id}")
}

/// The lines of a game's card: players, move and status, last move.
pub fn card_lines(t: &Table) -> Vec<String> {
    let Some(game) = t.game() else {
        return Vec::new();
    };
    let mut lines = vec![format!(
        "White: **{}** · Black: **{}**",
        name_or_unknown(t.white()),
        name_or_unknown(t.black())
    )];
    lines.push(format!(
        "Move {} · {}",
        game.position().fullmove_number(),
        game_state(t, game)
    ));
    if let Some(last) = game.sans().last() {
        lines.push(format!("Last move: **{last}**"));
    }
    lines
}

/// The result, whose setup or move it is: `alice (White) to move — check!`.
fn game_state(t: &Table, game: &Game) -> String {
    if t.seated().is_some_and(|s| s.aborted) {
        "Game aborted: no result, unrated".to_string()
    } else if let Some(r) = game.result() {
        format!("Game over: {} ({})", result_description(&r), r.score())
    } else if t.seated().is_some_and(|s| s.setup_pending) {
        format!("{} (Black) chooses the setup", name_or_unknown(t.black()))
    } else {
        let side = game.position().side_to_move();
        format!(
            "{} ({}) to move{}",
            name_or_unknown(t.player(side.into())),
            color_name(side),
            if game.position().is_check() {
                " — check!"
            } else {
                ""
            }
        )
    }
}

/// A game page's status line (no chat commands in it).
pub fn page_status(t: &Table) -> String {
    match t.game() {
        Some(game) => game_state(t, game),
        None => match &t.challenged {
            Some(u) => format!(
                "A challenge from {} to {}, not accepted yet.",
                t.challenger.name, u.name
            ),
            None => format!("An open challenge from {}.", t.challenger.name),
        },
    }
}

/// The card's lines with the clocks at `now`.
pub fn card_lines_at(t: &Table, now: u64) -> Vec<String> {
    let mut lines = card_lines(t);
    lines.extend(time_line(t, now));
    lines
}

/// A game's card — its title and its lines ([`game_title`], [`card_lines_at`]) — as
/// messages, for a reader of another language.
pub fn card_said(t: &Table, now: u64) -> (Msg, Vec<Msg>) {
    let title = Msg::new("game-title", game_title(t))
        .arg("game", t.variant.id())
        .arg("id", t.id);
    let Some(game) = t.game() else {
        return (title, Vec::new());
    };
    let english = card_lines_at(t, now);
    let line = |i: usize| english.get(i).cloned().unwrap_or_default();
    let (white, black) = (name_or_unknown(t.white()), name_or_unknown(t.black()));
    let mut lines = vec![
        Msg::new("card-players", line(0))
            .arg("white", white)
            .arg("black", black),
        Msg::new("card-move", line(1))
            .arg("number", game.position().fullmove_number() as u64)
            .arg("state", card_state(t, game)),
    ];
    if let Some(last) = game.sans().last() {
        lines.push(Msg::new("card-last-move", line(lines.len())).arg("san", last));
    }
    if let Some(time) = card_time(t, now, line(lines.len())) {
        lines.push(time);
    }
    (title, lines)
}

/// [`game_state`] as a message.
fn card_state(t: &Table, game: &Game) -> Said {
    if t.seated().is_some_and(|s| s.aborted) {
        return said("state-aborted", Vec::new());
    }
    if let Some(r) = game.result() {
        return said(
            "state-over",
            vec![
                ("result", result_said(&r).into()),
                ("score", text(r.score())),
            ],
        );
    }
    if t.seated().is_some_and(|s| s.setup_pending) {
        return said(
            "state-setup",
            vec![("black", text(name_or_unknown(t.black())))],
        );
    }
    let side = game.position().side_to_move();
    let id = if game.position().is_check() {
        "state-to-move-check"
    } else {
        "state-to-move"
    };
    said(
        id,
        vec![
            ("who", text(name_or_unknown(t.player(side.into())))),
            ("side", side.into()),
        ],
    )
}

/// [`time_line`] as a message (`english`: its text).
fn card_time(t: &Table, now: u64, english: String) -> Option<Msg> {
    use crate::commands::TimeControl;
    let s = t.seated()?;
    if s.game.is_over() {
        return None;
    }
    match t.time? {
        TimeControl::Clock { minutes, increment } => Some(
            Msg::new("time-clock", english)
                .arg("minutes", minutes)
                .arg("increment", increment)
                .arg("white_clock", clock_text(s.time_left(Side::White, now)?))
                .arg("black_clock", clock_text(s.time_left(Side::Black, now)?)),
        ),
        TimeControl::Days(d) => {
            let side = s.side_to_act();
            Some(
                Msg::new("time-days", english)
                    .arg("who", &s.player(side).name)
                    .arg("left", s.time_left(side, now)?)
                    .arg("days", d),
            )
        }
    }
}

/// "alice (White) to move" / the result / Black's setup (nothing before the game).
pub fn status_line(t: &Table) -> Msg {
    let Some(s) = t.seated() else {
        return Msg::default();
    };
    if s.aborted {
        return aborted_status(t.id);
    }
    if let Some(r) = s.game.result() {
        return Msg::new(
            "status-over",
            format!("Game over: {}.", result_description(&r)),
        )
        .arg("result", result_said(&r));
    }
    if s.setup_pending {
        let example = t
            .variant
            .variant()
            .setup
            .as_ref()
            .map_or("", |rule| rule.default);
        return Msg::new(
            "status-setup",
            format!(
                "{} (Black) chooses the setup first: `setup {example}` or `setup random` (see `help setup`).",
                s.black.name,
            ),
        )
        .arg("black", &s.black.name)
        .arg("example", example);
    }
    let side: Side = s.game.side_to_move().into();
    let check = s.game.position().is_check();
    let end = if check { " — check!" } else { "." };
    let who = &s.player(side).name;
    Msg::new(
        if check {
            "status-to-move-check"
        } else {
            "status-to-move"
        },
        format!("{who} ({}) to move{end}", side_name(side)),
    )
    .arg("who", who)
    .arg("side", Color::from(side))
}

/// "#12 Perfect 12: alice (White) vs bob (Black), move 3." / "#13 challenge: …".
pub fn summary(t: &Table) -> Msg {
    let name = t.variant.variant().name;
    match t.game() {
        None => {
            let whom = t.challenged.as_ref().map_or("anyone", |u| u.name.as_str());
            Msg::new(
                "summary-challenge",
                format!(
                    "#{} challenge: {} → {whom} to {name}",
                    t.id, t.challenger.name
                ),
            )
            .arg("id", t.id)
            .arg("challenger", &t.challenger.name)
            .arg("challenged", whom)
            .arg("game", t.variant.id())
        }
        // "move 12" as players count: the position's move number.
        Some(g) => {
            let (white, black) = (name_or_unknown(t.white()), name_or_unknown(t.black()));
            let number = g.position().fullmove_number();
            Msg::new(
                "summary-game",
                format!(
                    "#{} {name}: {white} (White) vs {black} (Black), move {number}.",
                    t.id
                ),
            )
            .arg("id", t.id)
            .arg("game", t.variant.id())
            .arg("white", white)
            .arg("black", black)
            .arg("number", number)
        }
    }
}

/// A line of `games`.
pub fn games_line(t: &Table) -> Msg {
    let mut s = summary(t);
    if t.game().is_some() {
        s.push_str(" ");
        s.push(status_line(t));
    }
    s
}

/// `board`: the summary, the last move, the status.
pub fn board_text(t: &Table) -> Msg {
    let mut text = summary(t);
    if let Some(last) = t.game().and_then(|g| g.sans().last().cloned()) {
        text.push_str(" ");
        text.push(Msg::new("last-move", format!("Last move: {last}.")).arg("san", last));
    }
    text.push_str("\n");
    text.push(status_line(t));
    text
}

pub fn turned(id: u64, bottom: Color) -> Msg {
    Msg::new(
        "turned",
        format!("Game #{id}, {} at the bottom.", color_name(bottom)),
    )
    .arg("id", id)
    .arg("bottom", bottom)
}

// ---- finding the game ----

pub fn store_failed(e: &str) -> Msg {
    Msg::new(
        "store-failed",
        format!("Sorry, the game store failed: {e}. Nothing was changed."),
    )
    .arg("e", e)
}

pub fn save_failed() -> Msg {
    Msg::new(
        "save-failed",
        "Sorry, saving the game failed; nothing was changed.".to_string(),
    )
}

pub fn changed_meanwhile(id: u64) -> Msg {
    Msg::new(
        "changed-meanwhile",
        format!("Game #{id} changed meanwhile; please look at it again."),
    )
    .arg("id", id)
}

/// What was done is saved, but another process changed the game right after (the
/// status line of the game as it is now follows).
pub fn saved_then_changed(id: u64) -> Msg {
    Msg::new(
        "saved-then-changed",
        format!("That is saved. Meanwhile another process changed game #{id}; here it is now:"),
    )
    .arg("id", id)
}

/// A player's move (or setup, or a game's start) was saved; the bot's answer was not.
pub fn bot_move_not_saved(id: u64, e: &str) -> Msg {
    Msg::new(
        "bot-move-not-saved",
        format!(
            "That is saved, but the bot's answer is not: the game store failed ({e}). \
             The bot will make its move in game #{id} by itself once the store works again."
        ),
    )
    .arg("id", id)
    .arg("e", e)
}

/// A move the bot still owed (its process stopped while it thought, or the move could
/// not be saved), made now: `bot` is [`bot_plays`].
pub fn bot_caught_up(id: u64, bot: Msg) -> Msg {
    Msg::new(
        "bot-caught-up",
        format!("Game #{id}: the bot makes the move it still owed."),
    )
    .arg("id", id)
    .then(" ", bot)
}

/// The bot owes a move in a game a command is about and cannot save it.
pub fn bot_still_owes(id: u64, e: &str) -> Msg {
    Msg::new(
        "bot-still-owes",
        format!(
            "Game #{id}: the bot still owes its move and cannot make it now: the game store \
             failed ({e}). Nothing was changed; the bot will move by itself once the store \
             works again."
        ),
    )
    .arg("id", id)
    .arg("e", e)
}

pub fn unreadable(id: u64) -> Msg {
    Msg::new(
        "unreadable",
        format!("game #{id} cannot be read and is skipped"),
    )
    .arg("id", id)
}

/// A problem noted under a reply (its own line).
pub fn note(problem: &Msg) -> Msg {
    let mut m = Msg::new("note", format!("(Note: {}.)", problem.text));
    if let Some(s) = problem.said.first() {
        m = m.arg("problem", s.clone());
    }
    m
}

pub fn cannot_read(id: u64, e: &str) -> Msg {
    Msg::new("cannot-read", format!("Game #{id} cannot be read: {e}"))
        .arg("id", id)
        .arg("e", e)
}

pub fn no_such_game(id: u64) -> Msg {
    Msg::new("no-such-game", format!("There is no game #{id}.")).arg("id", id)
}

pub fn other_channel(id: u64) -> Msg {
    Msg::new(
        "other-channel",
        format!("Game #{id} is played in another channel."),
    )
    .arg("id", id)
}

pub fn not_started(id: u64) -> Msg {
    Msg::new("not-started", format!("Game #{id} has not started.")).arg("id", id)
}

/// Why the game named cannot be used for what was asked.
pub fn why_not(t: &Table, me: &str, want: Want, verb: &str) -> Msg {
    use crate::store::Phase;
    let id = t.id;
    let m = match (want, t.phase()) {
        (_, Phase::Closed) => Msg::new(
            "why-not-closed",
            format!("Challenge #{id} was declined or withdrawn; no game was played."),
        ),
        (_, Phase::Finished) => Msg::new(
            "why-not-finished",
            format!(
                "Game #{id} is over; `board #{id}`, `record #{id}` and `gif #{id}` still show it."
            ),
        ),
        (_, Phase::Aborted) => Msg::new(
            "why-not-aborted",
            format!(
                "Game #{id} was aborted (no result); `board #{id}` still shows it, `rematch #{id}` offers another."
            ),
        ),
        (Want::Mine | Want::Any | Want::Look, Phase::Challenge) => Msg::new(
            "why-not-challenge",
            format!("Game #{id} has not started: it is a challenge waiting to be accepted."),
        ),
        (Want::Mine, _) if t.side_of(me).is_none() => Msg::new(
            "why-not-watching",
            format!("Only the players of game #{id} can {verb}; you are watching it."),
        )
        .arg("verb", verb),
        (Want::ChallengeToMe, _) if t.challenger.id == me => Msg::new(
            "why-not-own-challenge",
            format!(
                "You made challenge #{id}; only your opponent can {verb} it (you may `cancel` it)."
            ),
        )
        .arg("verb", verb),
        (Want::ChallengeToMe, Phase::Challenge) => {
            let whom = t
                .challenged
                .as_ref()
                .map_or("someone else", |u| u.name.as_str());
            Msg::new(
                "why-not-for-someone-else",
                format!("Challenge #{id} is for {whom}, not for you."),
            )
            .arg("challenged", whom)
        }
        (Want::MyChallenge, Phase::Challenge) => Msg::new(
            "why-not-their-challenge",
            format!(
                "Challenge #{id} is {}'s; only they can cancel it.",
                t.challenger.name
            ),
        )
        .arg("challenger", &t.challenger.name),
        _ => Msg::new(
            "why-not-under-way",
            format!("Game #{id} is already under way."),
        ),
    };
    m.arg("id", id)
}

/// No game fits the command.
pub fn nothing_found(want: Want, verb: &str, playing_here: bool) -> Msg {
    match want {
        Want::Mine | Want::Any | Want::Look => {
            if want == Want::Mine && playing_here {
                Msg::new("not-playing-here", format!("You are not playing in this channel, so you cannot {verb}. Start a game with `play VARIANT @opponent` or `play VARIANT bot`.")).arg("verb", verb)
            } else {
                Msg::new("no-game-here", "There is no game in progress in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.")
            }
        }
        Want::ChallengeToMe => Msg::new(
            "no-challenge-for-you",
            "There is no challenge for you in this channel.",
        ),
        Want::MyChallenge => Msg::new(
            "no-challenge-of-yours",
            "You have no open challenge in this channel.",
        ),
    }
}

pub fn which_game(list: Vec<Msg>, example: &str, first: u64) -> Msg {
    let mut m = Msg::new("which-game", "Which game?");
    for line in list {
        m.push_str("\n");
        m.push(line);
    }
    m.push_str("\n");
    m.push(
        Msg::new(
            "which-game-example",
            format!("Add its number, for example `{example} #{first}`."),
        )
        .arg("example", example)
        .arg("first", first),
    );
    m
}

// ---- challenges ----

pub fn setup_or_fen() -> Msg {
    Msg::new(
        "setup-or-fen",
        "Give either `setup` or `fen`, not both.".to_string(),
    )
}

pub fn bad_position(variant: VariantId, e: &acedrex_rules::FenError) -> Msg {
    Msg::new(
        "bad-position",
        format!("That position cannot be used: {}", fen_error(variant, e)),
    )
    .arg("error", fen_error_said(variant, e))
}

pub fn position_over() -> Msg {
    Msg::new(
        "position-over",
        "That position is already over; nothing to play.".to_string(),
    )
}

pub fn bad_setup(e: &acedrex_rules::SetupError) -> Msg {
    Msg::new(
        "bad-setup",
        format!("That setup cannot be used: {}.", setup_error(e)),
    )
    .arg("error", setup_error_said(e))
}

/// A stored game's start that no longer reads: the rules' phrase as it is.
pub fn stored_setup_error(e: &acedrex_rules::SetupError) -> Msg {
    Msg::new("stored-setup-error", setup_error(e)).arg("error", setup_error_said(e))
}

/// A stored game's position that no longer reads: the rules' phrase as it is.
pub fn stored_fen_error(variant: VariantId, e: &acedrex_rules::FenError) -> Msg {
    Msg::new("stored-fen-error", fen_error(variant, e)).arg("error", fen_error_said(variant, e))
}

// ---- help, rules and pieces (long texts of `texts`, one message each) ----

/// `help` or `help COMMAND`.
pub fn help(command: Option<&str>) -> Msg {
    let m = Msg::new("help", crate::texts::help_text(command));
    match command {
        Some(c) => m.arg("command", c),
        None => m,
    }
}

/// `rules VARIANT`.
pub fn rules(variant: VariantId) -> Msg {
    Msg::new("rules", crate::texts::rules_text(variant)).arg("game", variant.id())
}

/// `piece VARIANT PIECE`.
pub fn piece(variant: VariantId, kind: acedrex_rules::Kind) -> Msg {
    Msg::new("piece", crate::texts::piece_description(variant, kind))
        .arg("game", variant.id())
        .arg("piece", variant.variant().piece_name(kind))
}

pub fn not_yourself() -> Msg {
    Msg::new(
        "not-yourself",
        "You cannot challenge yourself; name another player or `bot`.".to_string(),
    )
}

pub fn bot_name(level: u8) -> String {
    format!("the bot (level {level})")
}

/// The level of a player named by [`bot_name`] (message `bot-name` says it in a
/// reader's language).
pub fn bot_level(name: &str) -> Option<u8> {
    name.strip_prefix("the bot (level ")?
        .strip_suffix(')')?
        .parse()
        .ok()
}

pub fn bot_accepts(rest: Msg) -> Msg {
    Msg::new("bot-accepts", "The bot accepts.").then("\n", rest)
}

/// "alice challenges bob to Perfect 12 (alice plays White) — challenge #1. bob: …".
pub fn challenge(t: &Table) -> Msg {
    use crate::commands::ColorChoice;
    let me = &t.challenger.name;
    let whom = t
        .challenged
        .as_ref()
        .map_or("anyone in this channel".to_string(), |u| u.name.clone());
    let (colour, colour_id) = match t.color_choice {
        ColorChoice::White => (format!(" ({me} plays White)"), "white"),
        ColorChoice::Black => (format!(" ({me} plays Black)"), "black"),
        ColorChoice::Random => (String::new(), "random"),
    };
    // An open challenge cannot be declined, only withdrawn by its author.
    let answer = t
        .challenged
        .as_ref()
        .map_or(format!("Anyone may `accept` ({me} may `cancel`)."), |u| {
            format!("{}: `accept` or `decline`.", u.name)
        });
    Msg::new(
        if t.challenged.is_some() {
            "challenge"
        } else {
            "challenge-open"
        },
        format!(
            "{me} challenges {whom} to {}{colour} — challenge #{}. {answer}",
            t.variant.variant().name,
            t.id
        ),
    )
    .arg("challenger", me)
    .arg(
        "challenged",
        t.challenged.as_ref().map_or("", |u| u.name.as_str()),
    )
    .arg("game", t.variant.id())
    .arg("colour", colour_id)
    .arg("id", t.id)
}

pub fn nobody_accepted() -> Msg {
    Msg::new(
        "nobody-accepted",
        "Nobody has accepted this challenge.".to_string(),
    )
}

pub fn no_arrangement() -> Msg {
    Msg::new(
        "no-arrangement",
        "No arrangement could be chosen for this game.".to_string(),
    )
}

pub fn game_begins(t: &Table) -> Msg {
    let (white, black) = (name_or_unknown(t.white()), name_or_unknown(t.black()));
    let text = format!(
        "Game #{} begins: {}, {white} (White) vs {black} (Black).",
        t.id,
        t.variant.variant().name,
    );
    let mut m = Msg::new("game-begins", text)
        .arg("id", t.id)
        .arg("game", t.variant.id())
        .arg("white", white)
        .arg("black", black);
    if let crate::store::StartRecord::Arrangement(a) = &t.start {
        m.push_str(" ");
        m.push(Msg::new("game-begins-setup", format!("Setup {a}.")).arg("arrangement", a));
    }
    m
}

pub fn open_challenge_no_decline(id: u64) -> Msg {
    Msg::new("open-challenge-no-decline",
        format!("Challenge #{id} is open to anyone; there is nothing to decline (its author may `cancel` it).")
    )
    .arg("id", id)
}

/// At the start of a game with a live clock: when the clocks start (`window`: how long
/// a side has for its first move before the game is aborted).
pub fn clocks_start_after_first_moves(window: u64) -> Msg {
    Msg::new(
        "clocks-start-after-first-moves",
        format!(
            "The clocks start after each side's first move: no time runs before it. A side \
             that has not made its first move within {} aborts the game (no result).",
            duration_text(window)
        ),
    )
    .arg("seconds", window)
}

/// The same for a tournament game: never moving loses it.
pub fn tournament_clocks_start_after_first_moves(window: u64, tournament: u64) -> Msg {
    Msg::new(
        "tournament-clocks-start-after-first-moves",
        format!(
            "The clocks start after each side's first move: no time runs before it. In \
             tournament #{tournament}, a side that has not made its first move within {} loses \
             the game by forfeit.",
            duration_text(window)
        ),
    )
    .arg("seconds", window)
    .arg("tournament", tournament)
}

/// A tournament game whose side to act never made its first move: lost by forfeit.
pub fn forfeit_no_first_move(id: u64, who: &str, side: Side, window: u64, tournament: u64) -> Msg {
    Msg::new(
        "forfeit-no-first-move",
        format!(
            "Game #{id} is over: {who} ({}) did not make a first move within {} and loses it by \
             forfeit in tournament #{tournament}.",
            side_name(side),
            duration_text(window)
        ),
    )
    .arg("id", id)
    .arg("who", who)
    .arg("side", Color::from(side))
    .arg("seconds", window)
    .arg("tournament", tournament)
}

// ---- aborting and rematches ----

/// `abort`: the game is called off.
pub fn aborted(who: &str, id: u64) -> Msg {
    Msg::new(
        "aborted",
        format!(
            "{who} aborted game #{id}. It has no result and counts for nobody: no rating, no \
             statistics. `rematch #{id}` offers another game, colours swapped."
        ),
    )
    .arg("who", who)
    .arg("id", id)
}

/// The status line of an aborted game.
pub fn aborted_status(id: u64) -> Msg {
    Msg::new(
        "status-aborted",
        format!("Game #{id} was aborted: no result, unrated."),
    )
    .arg("id", id)
}

/// `abort` once both sides have moved.
pub fn too_late_to_abort(id: u64) -> Msg {
    Msg::new(
        "too-late-to-abort",
        format!(
            "Game #{id} can no longer be aborted: both sides have moved. You may `resign` or \
             offer a `draw`."
        ),
    )
    .arg("id", id)
}

/// A side did not make its first move on a live clock: the clock's round aborts the game.
pub fn aborted_no_first_move(id: u64, who: &str, side: Side, window: u64) -> Msg {
    Msg::new(
        "aborted-no-first-move",
        format!(
            "Game #{id} is aborted: {who} ({}) did not make a first move within {}. It has no \
             result and counts for nobody.",
            side_name(side),
            duration_text(window)
        ),
    )
    .arg("id", id)
    .arg("who", who)
    .arg("side", Color::from(side))
    .arg("seconds", window)
}

/// `claim` while the opponent has not made their first move on a live clock.
pub fn first_move_pending(left: u64) -> Msg {
    Msg::new(
        "first-move-pending",
        format!(
            "Your opponent has not made their first move yet, and their clock starts only after \
             it. If they have not moved within {}, the game is aborted (no result).",
            duration_text(left)
        ),
    )
    .arg("seconds", left)
}

/// A rematch challenge: the line before the challenge itself.
pub fn rematch_of(id: u64) -> Msg {
    Msg::new(
        "rematch-of",
        format!("Rematch of game #{id}, colours swapped."),
    )
    .arg("id", id)
}

pub fn rematch_while_playing(id: u64) -> Msg {
    Msg::new(
        "rematch-while-playing",
        format!("Game #{id} is still being played; a rematch can be offered once it is over."),
    )
    .arg("id", id)
}

pub fn rematch_not_played(id: u64) -> Msg {
    Msg::new(
        "rematch-not-played",
        format!("Challenge #{id} was never played; there is nothing to rematch."),
    )
    .arg("id", id)
}

pub fn rematch_not_yours(id: u64) -> Msg {
    Msg::new(
        "rematch-not-yours",
        format!("Only the players of game #{id} can ask for a rematch."),
    )
    .arg("id", id)
}

pub fn rematch_pending(id: u64, challenge: u64) -> Msg {
    Msg::new(
        "rematch-pending",
        format!(
            "A rematch of game #{id} is already waiting: challenge #{challenge} (`accept \
             #{challenge}`, `decline #{challenge}` or `cancel #{challenge}`)."
        ),
    )
    .arg("id", id)
    .arg("challenge", challenge)
}

pub fn rematch_which() -> Msg {
    Msg::new(
        "rematch-which",
        "Which game? `rematch #ID` (you have no finished game in this channel to rematch).",
    )
}

pub fn withdrew(who: &str, id: u64) -> Msg {
    Msg::new("withdrew", format!("{who} withdrew challenge #{id}."))
        .arg("who", who)
        .arg("id", id)
}

pub fn declined(who: &str, id: u64, challenger: &str) -> Msg {
    Msg::new(
        "declined",
        format!("{who} declined challenge #{id} from {challenger}."),
    )
    .arg("who", who)
    .arg("id", id)
    .arg("challenger", challenger)
}

// ---- playing ----

pub fn not_playing() -> Msg {
    Msg::new("not-playing", "You are not playing this game.")
}

pub fn no_game() -> Msg {
    Msg::new("no-game", "That game has not started yet.")
}

/// A line too long to be a command (it is not quoted back).
pub fn line_too_long(chars: usize) -> Msg {
    Msg::new("line-too-long",
        format!(
            "That message is too long to be a command ({chars} characters; at most {}). Type `help` for the commands.",
            crate::clean::LINE_MAX
        )
    )
    .arg("chars", chars)
    .arg("max", crate::clean::LINE_MAX)
}

/// A bare word that is neither a command nor, here, a move.
/// `why`: why it is not a move here either (the refusal a move would get).
pub fn not_a_command(text: &str, why: Msg) -> Msg {
    let word = crate::clean::echo(text.split_whitespace().next().unwrap_or(text));
    let mut m = Msg::new(
        "not-a-command",
        format!(
            "`{word}` is not a command. {}\nType `help` for the commands.",
            why.text
        ),
    )
    .arg("word", word);
    for s in why.said {
        m = m.arg("why", s);
    }
    m
}

/// A refused move; `typo` is the text when it may be a mistyped command word.
pub fn move_refused(error: &str, said: Said, typo: Option<&str>) -> Msg {
    let mut m = Msg::new("move-refused", sentence(error)).arg("error", said);
    if let Some(text) = typo {
        let word = crate::clean::echo(text.split_whitespace().next().unwrap_or(text));
        m.push_str("\n");
        m.push(
            Msg::new(
                "not-a-command-either",
                format!("`{word}` is not a command either; type `help` for the commands."),
            )
            .arg("word", word),
        );
    }
    m
}

/// A request to the game the rules refused (a setup, a takeback, …), as a sentence.
pub fn game_refused(e: &acedrex_rules::GameError) -> Msg {
    Msg::new("game-refused", sentence(&game_error(e))).arg("error", game_error_said(e))
}

pub fn plays(who: &str, san: &str) -> Msg {
    Msg::new("plays", format!("{who} plays {san}."))
        .arg("who", who)
        .arg("san", san)
}

pub fn bot_plays(san: &str) -> Msg {
    Msg::new("bot-plays", format!("The bot plays {san}.")).arg("san", san)
}

/// "Game over: … (1-0). It stays viewable: …" and the rating changes.
pub fn result_text(t: &Table, ratings: &[RatingChange], before: &[(String, f64)]) -> Msg {
    let mut out = Msg::default();
    if let Some(r) = t.game().and_then(|g| g.result()) {
        out.push(
            Msg::new(
                "result-game-over",
                format!(
                    "Game over: {} ({}). It stays viewable: `board #{id}`, `record #{id}`, `gif #{id}`; \
                     `rematch #{id}` plays it again, colours swapped.",
                    result_description(&r),
                    r.score(),
                    id = t.id
                ),
            )
            .arg("result", result_said(&r))
            .arg("score", r.score())
            .arg("id", t.id),
        );
    }
    for (_, user, r) in ratings {
        let old = before
            .iter()
            .find(|(u, _)| u == user)
            .map_or(1500.0, |(_, x)| *x);
        out.push_str("\n");
        out.push(
            Msg::new(
                "rating-change",
                format!(
                    "{}: rating {:.0} → {:.0} ({:+.0})",
                    r.name,
                    old,
                    r.rating,
                    r.rating - old
                ),
            )
            .arg("name", &r.name)
            .arg("user", user)
            .arg("old", old.round() as i64)
            .arg("new", r.rating.round() as i64)
            .arg("change", format!("{:+.0}", r.rating - old)),
        );
    }
    out
}

pub fn no_setup_choice(variant: VariantId) -> Msg {
    Msg::new(
        "no-setup-choice",
        format!(
            "{} has no setup choice; only the Zanzibar games do.",
            variant.variant().name
        ),
    )
    .arg("variant", variant.id())
}

pub fn black_chooses() -> Msg {
    Msg::new(
        "black-chooses",
        "In Zanzibar, Black chooses the setup; you play White.".to_string(),
    )
}

pub fn setup_too_late() -> Msg {
    Msg::new(
        "setup-too-late",
        "The setup can only be chosen before White's first move.".to_string(),
    )
}

pub fn setup_chosen_already(arrangement: Option<&str>) -> Msg {
    match arrangement {
        Some(a) => Msg::new(
            "setup-chosen-already",
            format!("The setup was chosen already ({a}); it is chosen once, and stays."),
        )
        .arg("arrangement", a),
        None => Msg::new(
            "setup-chosen-already-unknown",
            "The setup was chosen already; it is chosen once, and stays.",
        ),
    }
}

pub fn setup_chosen(who: &str, arrangement: &str) -> Msg {
    Msg::new(
        "setup-chosen",
        format!("{who} chooses the setup {arrangement}; White mirrors it."),
    )
    .arg("who", who)
    .arg("arrangement", arrangement)
}

pub fn draw_offered_already() -> Msg {
    Msg::new(
        "draw-offered-already",
        "You have offered a draw already; your opponent may accept with `draw`.".to_string(),
    )
}

pub fn bot_declines_draw() -> Msg {
    Msg::new(
        "bot-declines-draw",
        "The bot declines the draw: it plays on.".to_string(),
    )
}

pub fn draw_offer(who: &str, opponent: &str) -> Msg {
    Msg::new(
        "draw-offer",
        format!("{who} offers a draw. {opponent}: `draw` to accept (making a move declines it)."),
    )
    .arg("who", who)
    .arg("opponent", opponent)
}

pub fn takeback_asked_already() -> Msg {
    Msg::new(
        "takeback-asked-already",
        "You have asked already; your opponent agrees with `takeback`.".to_string(),
    )
}

pub fn nothing_to_take_back_yours() -> Msg {
    Msg::new(
        "nothing-to-take-back-yours",
        "You have no move to take back.".to_string(),
    )
}

pub fn nothing_to_take_back() -> Msg {
    Msg::new(
        "nothing-to-take-back",
        "There is no move to take back.".to_string(),
    )
}

pub fn takeback_request(who: &str, opponent: &str) -> Msg {
    Msg::new(
        "takeback-request",
        format!("{who} asks to take back their last move. {opponent}: `takeback` to agree."),
    )
    .arg("who", who)
    .arg("opponent", opponent)
}

pub fn taken_back(name: &str, plies: usize, status: Msg) -> Msg {
    Msg::new(
        "taken-back",
        format!(
            "Taken back: {name}'s last move ({plies} {}).",
            if plies == 1 { "ply" } else { "plies" }
        ),
    )
    .arg("name", name)
    .arg("plies", plies)
    .then("\n", status)
}

pub fn your_move_no_claim() -> Msg {
    Msg::new(
        "your-move-no-claim",
        "It is your move: there is nothing to claim.".to_string(),
    )
}

/// `claim` in a game with a time control: its clock decides (`left`: the opponent's
/// time to move).
pub fn clock_decides(time: crate::commands::TimeControl, left: u64) -> Msg {
    use crate::commands::TimeControl;
    let control = match time {
        TimeControl::Days(d) => format!("{} a move", count(d, "day")),
        TimeControl::Clock { minutes, increment } => format!("a clock ({minutes}+{increment})"),
    };
    let text = format!(
        "This game is played with {control}, so its clock decides, not a claim: your \
         opponent has {} left to move; if they have not moved by then, they lose on time \
         and the game ends by itself.",
        duration_text(left)
    );
    match time {
        TimeControl::Days(d) => Msg::new("clock-decides-days", text).arg("days", d),
        TimeControl::Clock { minutes, increment } => Msg::new("clock-decides", text)
            .arg("minutes", minutes)
            .arg("increment", increment),
    }
    .arg("left", left)
}

pub fn too_early_to_claim(left_secs: u64) -> Msg {
    Msg::new(
        "too-early-to-claim",
        format!(
            "Your opponent has {} left to move before you can claim the game.",
            duration_text(left_secs)
        ),
    )
    .arg("left_secs", left_secs)
}

pub fn hints_vs_bot_only() -> Msg {
    Msg::new(
        "hints-vs-bot-only",
        "Hints are for games against the bot.".to_string(),
    )
}

pub fn hint_not_your_turn() -> Msg {
    Msg::new(
        "hint-not-your-turn",
        "It is not your turn; a hint comes when it is.".to_string(),
    )
}

pub fn no_move_to_suggest() -> Msg {
    Msg::new(
        "no-move-to-suggest",
        "There is no move to suggest.".to_string(),
    )
}

pub fn hint(san: &str) -> Msg {
    Msg::new("hint", format!("Hint: {san}")).arg("san", san)
}

/// What the other player of a direct-message game reads.
pub fn notice(sender: &str, id: u64, text: Msg) -> Msg {
    Msg::new("notice", format!("{sender} — game #{id}:"))
        .arg("sender", sender)
        .arg("id", id)
        .then("\n", text)
}

// ---- clocks and reminders ----

/// A live clock's time: `14:05`, `1:02:03`.
pub fn clock_text(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Both sides' time, for replies: "Clock (15+10): White 14:05 · Black 15:00" (live),
/// or, when less than a day is left, "alice has 5 hours to move (3 days a move)."
/// (correspondence: days ahead are not worth a line in every reply).
pub fn clock_line(t: &Table, now: u64) -> Option<Msg> {
    use crate::commands::TimeControl;
    let line = time_line(t, now)?;
    let s = t.seated()?;
    let side = s.side_to_act();
    let left = s.time_left(side, now)?;
    let urgent = left < 86_400;
    match t.time? {
        TimeControl::Clock { minutes, increment } => Some(
            Msg::new("clock-line", line)
                .arg("minutes", minutes)
                .arg("increment", increment)
                .arg("white", s.time_left(Side::White, now)?)
                .arg("black", s.time_left(Side::Black, now)?)
                .arg("white_clock", clock_text(s.time_left(Side::White, now)?))
                .arg("black_clock", clock_text(s.time_left(Side::Black, now)?)),
        ),
        TimeControl::Days(d) => urgent.then(|| {
            Msg::new("days-line", line)
                .arg("who", &s.player(side).name)
                .arg("left", left)
                .arg("days", d)
        }),
    }
}

/// The clocks in words, whatever the time left (for a game's card).
pub fn time_line(t: &Table, now: u64) -> Option<String> {
    use crate::commands::TimeControl;
    let s = t.seated()?;
    if s.game.is_over() {
        return None;
    }
    match t.time? {
        TimeControl::Clock { minutes, increment } => Some(format!(
            "Clock ({minutes}+{increment}): White {} · Black {}",
            clock_text(s.time_left(Side::White, now)?),
            clock_text(s.time_left(Side::Black, now)?)
        )),
        TimeControl::Days(d) => {
            let side = s.side_to_act();
            Some(format!(
                "{} has {} to move ({} a move).",
                s.player(side).name,
                duration_text(s.time_left(side, now)?),
                count(d, "day")
            ))
        }
    }
}

/// The clocks on the board image's title bar (live clocks only).
pub fn image_clocks(t: &Table, now: u64) -> Option<String> {
    let s = t.seated()?;
    match t.time? {
        crate::commands::TimeControl::Clock { .. } => Some(format!(
            "W {} · B {}",
            clock_text(s.time_left(Side::White, now)?),
            clock_text(s.time_left(Side::Black, now)?)
        )),
        crate::commands::TimeControl::Days(_) => None,
    }
}

/// "Game #3: Black ran out of time; White wins (1-0). …" with the rating lines
/// (`result` is [`result_text`]).
pub fn timed_out(t: &Table, result: Msg) -> Msg {
    use crate::reply::Part;
    // The result's first sentence ("Game over: …") reads "Game #3: …" here: one message
    // that says the result's, which follows inside it.
    let first = result.said.first().filter(|s| s.id == "result-game-over");
    let mut m = Msg::new(
        "timed-out",
        format!(
            "Game #{}: {}",
            t.id,
            result
                .text
                .strip_prefix("Game over: ")
                .unwrap_or(&result.text)
        ),
    )
    .arg("id", t.id);
    let Some(first) = first else {
        m.said.extend(result.said);
        return m;
    };
    for name in ["result", "score"] {
        if let Some(a) = first.arg(name) {
            m = m.arg(name, a.clone());
        }
    }
    let mut rest = result.parts.into_iter();
    let first_text = match rest.next() {
        Some(Part::Said(text)) => text,
        _ => String::new(),
    };
    m.text = format!(
        "Game #{}: {}",
        t.id,
        first_text
            .strip_prefix("Game over: ")
            .unwrap_or(&first_text)
    );
    m.parts = vec![Part::Said(m.text.clone()), Part::Within];
    m.said.extend(result.said);
    for p in rest {
        m.text.push_str(match &p {
            Part::Said(t) | Part::Layout(t) => t,
            Part::Within => "",
        });
        m.parts.push(p);
    }
    m
}

/// A reminder that it is `who`'s move.
pub fn reminder(t: &Table, who: &str, waited: u64, left: Option<u64>) -> Msg {
    let game = format!("{} #{}", t.variant.variant().name, t.id);
    let m = match left {
        Some(l) => Msg::new("reminder-deadline", format!(
            "{who}, it is your move in {game} ({} since the last move; {} left before you lose on time). `remind off` stops these reminders.",
            duration_text(waited),
            duration_text(l)
        )).arg("left", l),
        None => Msg::new("reminder", format!(
            "{who}, it is your move in {game} ({} since the last move). `remind off` stops these reminders.",
            duration_text(waited)
        )),
    };
    m.arg("who", who)
        .arg("game", t.variant.id())
        .arg("id", t.id)
        .arg("waited", waited)
}

pub fn reminders_set(on: bool) -> Msg {
    if on {
        Msg::new("reminders-on", "Reminders are on: when you have had the move for a day, or a deadline comes near, I remind you once where you play.")
    } else {
        Msg::new(
            "reminders-off",
            "Reminders are off for all your games (`remind on` turns them back on).",
        )
    }
}

// ---- looking ----

pub fn legal_moves(side: Color, sans: &[String]) -> Msg {
    Msg::new(
        "legal-moves",
        format!(
            "{} legal moves for {}: {}",
            sans.len(),
            color_name(side),
            sans.join(" ")
        ),
    )
    .arg("count", sans.len())
    .arg("side", side)
    .arg("moves", sans.join(" "))
}

pub fn not_a_square(sq: &str, game: &str) -> Msg {
    Msg::new(
        "not-a-square",
        format!("`{sq}` is not a square of the {game} board."),
    )
    .arg("sq", sq)
    .arg("game", game)
}

pub fn no_piece_on(sq: &str) -> Msg {
    Msg::new("no-piece-on", format!("There is no piece on {sq}.")).arg("sq", sq)
}

/// "White Knight": a piece of a side, said in the reader's language.
pub fn piece_of_side(color: Color, name: &str) -> Said {
    said(
        "piece-of-side",
        vec![("color", color.into()), ("piece", text(name))],
    )
}

fn piece_of_side_text(color: Color, name: &str) -> String {
    format!("{} {name}", color_name(color))
}

pub fn cannot_move_now(color: Color, name: &str, sq: &str, to_move: Color) -> Msg {
    let piece = &piece_of_side_text(color, name);
    Msg::new(
        "cannot-move-now",
        format!(
            "The {piece} on {sq} cannot move now: {} is to move.",
            color_name(to_move)
        ),
    )
    .arg("piece", piece_of_side(color, name))
    .arg("sq", sq)
    .arg("to_move", to_move)
}

pub fn no_legal_move(color: Color, name: &str, sq: &str) -> Msg {
    let piece = &piece_of_side_text(color, name);
    Msg::new(
        "no-legal-move",
        format!("The {piece} on {sq} has no legal move."),
    )
    .arg("piece", piece_of_side(color, name))
    .arg("sq", sq)
}

pub fn piece_can_play(color: Color, name: &str, sq: &str, sans: &[String]) -> Msg {
    let piece = &piece_of_side_text(color, name);
    Msg::new(
        "piece-can-play",
        format!("The {piece} on {sq} can play: {}", sans.join(" ")),
    )
    .arg("piece", piece_of_side(color, name))
    .arg("sq", sq)
    .arg("moves", sans.join(" "))
}

pub fn no_games_here() -> Msg {
    Msg::new("no-games-here",
        "No games or challenges in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.".to_string()
    )
}

pub fn record_of(id: u64, plies: usize) -> Msg {
    Msg::new(
        "record-of",
        format!("The record of game #{id} ({}).", moves_played(plies)),
    )
    .arg("id", id)
    .arg("plies", plies)
    .arg("moves", plies.div_ceil(2))
}

pub fn animation_of(id: u64, plies: usize) -> Msg {
    Msg::new(
        "animation-of",
        format!("Game #{id} as an animation ({}).", moves_played(plies)),
    )
    .arg("id", id)
    .arg("plies", plies)
    .arg("moves", plies.div_ceil(2))
}

pub fn games_list() -> Msg {
    let shown: Vec<String> = VariantId::ALL
        .iter()
        .map(|id| {
            format!(
                "`{}` {} ({}×{})",
                id.id(),
                id.variant().name,
                id.variant().width,
                id.variant().height
            )
        })
        .collect();
    let entries = VariantId::ALL
        .iter()
        .map(|id| {
            let v = id.variant();
            let entry = said(
                "games-list-entry",
                vec![
                    ("key", text(id.id())),
                    ("game", text(id.id())),
                    ("width", v.width.into()),
                    ("height", v.height.into()),
                ],
            );
            ("game", entry.into())
        })
        .collect();
    Msg::new(
        "games-list",
        format!(
            "The games: {}. Ask `rules VARIANT` for one.",
            shown.join(", ")
        ),
    )
    .arg("list", list(Joined::Comma, entries))
}

/// A piece name that starts several pieces' names (`ca`: Camel, Cannon).
pub fn piece_name_ambiguous(text: &str, variant: VariantId, kinds: &[acedrex_rules::Kind]) -> Msg {
    let v = variant.variant();
    let names: Vec<String> = kinds.iter().map(|k| v.piece_name(*k).to_string()).collect();
    let items = names
        .iter()
        .map(|n| ("piece", crate::reply::Arg::from(n)))
        .collect();
    Msg::new(
        "piece-name-ambiguous",
        format!(
            "`{text}` could be the {}; write more of its name, or its letter.",
            join_last(&names, "or")
        ),
    )
    .arg("text", text)
    .arg("candidates", list(Joined::Or, items))
}

pub fn not_a_piece(text: &str, variant: VariantId) -> Msg {
    Msg::new(
        "not-a-piece",
        format!(
            "`{text}` is not a piece of {}; its pieces are {}.",
            variant.variant().name,
            piece_list(variant)
        ),
    )
    .arg("text", text)
    .arg("game", variant.variant().name)
    .arg("pieces", piece_list_said(variant))
}

pub fn stats(name: &str, ratings: &[(VariantId, RatingRecord)]) -> Msg {
    if ratings.is_empty() {
        return Msg::new("stats-none", format!("{name} has no rated games yet.")).arg("name", name);
    }
    let mut m = Msg::new("stats-head", format!("{name}:")).arg("name", name);
    for (variant, r) in ratings {
        m.push_str("\n");
        m.push(
            Msg::new(
                "stats-line",
                format!(
                    "- {}: rating {:.0} (±{:.0}), {}: {} won, {} drawn, {} lost",
                    variant.variant().name,
                    r.rating,
                    2.0 * r.deviation,
                    count(r.games(), "game"),
                    r.wins,
                    r.draws,
                    r.losses
                ),
            )
            .arg("game", variant.id())
            .arg("rating", r.rating.round() as i64)
            .arg("deviation", (2.0 * r.deviation).round() as i64)
            .arg("games", r.games())
            .arg("wins", r.wins)
            .arg("draws", r.draws)
            .arg("losses", r.losses),
        );
    }
    m
}

pub fn leaderboard(variant: VariantId, all: &[(String, RatingRecord)]) -> Msg {
    let name = variant.variant().name;
    if all.is_empty() {
        return Msg::new(
            "leaderboard-empty",
            format!("Nobody has played a rated game of {name} yet."),
        )
        .arg("game", variant.id());
    }
    let mut all: Vec<&(String, RatingRecord)> = all.iter().collect();
    all.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
    let mut m =
        Msg::new("leaderboard-head", format!("{name} leaderboard:")).arg("game", variant.id());
    for (i, (_, r)) in all.iter().take(10).enumerate() {
        m.push_str("\n");
        m.push(
            Msg::new(
                "leaderboard-line",
                format!(
                    "{}. {} {:.0} ({})",
                    i + 1,
                    r.name,
                    r.rating,
                    count(r.games(), "game")
                ),
            )
            .arg("rank", i + 1)
            .arg("name", &r.name)
            .arg("rating", r.rating.round() as i64)
            .arg("games", r.games()),
        );
    }
    m
}

// analysis

/// A move's number as it is written before it: `23.` for White, `23...` for Black.
pub fn move_number(number: u32, white: bool) -> String {
    if white {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

pub fn analyse_which() -> Msg {
    Msg::new(
        "analyse-which",
        "Which game? `analyse #ID` (the number is on its boards and in its record; a finished \
         game's last reply has an Analyse button)."
            .to_string(),
    )
}

/// `analyse` of an aborted game.
pub fn nothing_to_analyse(id: u64) -> Msg {
    Msg::new(
        "nothing-to-analyse",
        format!("Game #{id} was aborted before both sides had moved; there is nothing to analyse."),
    )
    .arg("id", id)
}

pub fn analyse_in_progress(id: u64) -> Msg {
    Msg::new(
        "analyse-in-progress",
        format!("Game #{id} is still being played: it can be analysed when it is over."),
    )
    .arg("id", id)
}

pub fn analysis_under_way(id: u64) -> Msg {
    Msg::new("analysis-under-way",
        format!("The analysis of game #{id} is under way; its answer comes when it is done (`analyse stop #{id}` ends it early).")
    )
    .arg("id", id)
}

pub fn analysis_not_running(id: u64) -> Msg {
    Msg::new(
        "analysis-not-running",
        format!("No analysis of game #{id} is under way."),
    )
    .arg("id", id)
}

pub fn analysis_stopping(id: u64) -> Msg {
    Msg::new(
        "analysis-stopping",
        format!("Stopping the analysis of game #{id}: it answers with what it has seen so far."),
    )
    .arg("id", id)
}

pub fn analysis_graph_title(id: u64, variant: &str) -> String {
    format!("#{id} · {variant} · evaluation")
}

/// What the analysis says about one move, for [`analysis_line`].
pub struct NotedMove<'a> {
    pub side: &'a str,
    /// `23.` or `23...`.
    pub number: &'a str,
    pub san: &'a str,
    /// `?` or `??`.
    pub mark: &'a str,
    pub allows_mate: bool,
    pub lost: Option<&'a str>,
    pub swing_pawns: f32,
    pub best: Option<&'a str>,
}

/// One noted move: `White's 23. Lxe7?? lost the Aanca; best was 23. Zc5`.
pub fn analysis_line(m: &NotedMove) -> Msg {
    let (what, id) = match m.lost {
        _ if m.allows_mate => ("allowed a mate".to_string(), "analysis-allowed-mate"),
        Some(piece) => (format!("lost the {piece}"), "analysis-lost-piece"),
        None => (
            format!("gave away {:.1} pawns", m.swing_pawns),
            "analysis-gave-away",
        ),
    };
    let (side, number, san, mark) = (m.side, m.number, m.san, m.mark);
    let text = match m.best {
        Some(b) => format!("- {side}'s {number} {san}{mark} {what}; best was {number} {b}"),
        None => format!("- {side}'s {number} {san}{mark} {what}"),
    };
    let mut msg = Msg::new(id, text)
        .arg("side", side)
        .arg("number", number)
        .arg("san", san)
        .arg("mark", mark)
        .arg("pawns", format!("{:.1}", m.swing_pawns))
        .arg("with_best", u8::from(m.best.is_some()));
    if let Some(piece) = m.lost {
        msg = msg.arg("piece", piece);
    }
    if let Some(b) = m.best {
        msg = msg.arg("best", b);
    }
    msg
}

pub fn analysis_counts(side: &str, blunders: usize, mistakes: usize) -> Msg {
    Msg::new("analysis-counts", {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        format!(
            "{side}: {blunders} blunder{} (??), {mistakes} mistake{} (?)",
            plural(blunders),
            plural(mistakes)
        )
    })
    .arg("side", side)
    .arg("blunders", blunders)
    .arg("mistakes", mistakes)
}

pub fn analysis_head(id: u64, variant: &str, plies: usize, ms_per_move: u64) -> Msg {
    Msg::new(
        "analysis-head",
        format!(
            "Analysis of game #{id} ({variant}, {}; {ms_per_move} ms a position):",
            moves_played(plies)
        ),
    )
    .arg("id", id)
    .arg("variant", variant)
    .arg("plies", plies)
    .arg("moves", plies.div_ceil(2))
    .arg("ms_per_move", ms_per_move)
}

pub fn analysis_clean() -> Msg {
    Msg::new(
        "analysis-clean",
        "No mistakes found: both sides kept their evaluation.".to_string(),
    )
}

pub fn analysis_stopped(seen: usize, plies: usize) -> Msg {
    Msg::new(
        "analysis-stopped",
        format!("(Stopped early: {seen} of {plies} plies looked at.)"),
    )
    .arg("seen", seen)
    .arg("plies", plies)
}

// ---- reading commands (the grammar's errors) ----

/// A command line that misses what it needs: its usage, and an example.
pub fn usage(usage: &str, example: Option<&str>) -> Msg {
    match example {
        Some(e) => Msg::new(
            "usage-example",
            format!("usage: {usage} — for example `{e}`"),
        )
        .arg("usage", usage)
        .arg("example", e),
        None => Msg::new("usage", format!("usage: {usage}")).arg("usage", usage),
    }
}

pub fn empty_command() -> Msg {
    Msg::new(
        "empty-command",
        "an empty command; type `help` to see the commands".to_string(),
    )
}

pub fn not_understood(word: &str, command: &str, usage: &str) -> Msg {
    Msg::new(
        "not-understood",
        format!("I don't understand `{word}` in `{command}`; usage: {usage}"),
    )
    .arg("word", word)
    .arg("command", command)
    .arg("usage", usage)
}

/// Words after a command that takes none (but perhaps a game number).
pub fn takes_nothing(command: &str, game: bool, extra: &str) -> Msg {
    Msg::new(
        "takes-nothing",
        if game {
            format!(
                "`{command}` takes no argument but a game number like `#12`; `{extra}` is extra"
            )
        } else {
            format!("`{command}` takes no argument; `{extra}` is extra")
        },
    )
    .arg("command", command)
    .arg("extra", extra)
    .arg("with_game", u8::from(game))
}

/// An argument given without a value it can take: "`level` takes a number from 1 to 8".
/// `takes`: what the value must be ([`takes_number`], [`takes_days`], …).
pub fn arg_takes(name: &str, takes: Msg) -> Msg {
    let m = Msg::new("arg-takes", format!("`{name}` takes {}", takes.text)).arg("name", name);
    within(m, "takes", takes)
}

/// `m` with `inner` said inside it as its argument `name` (in the reader's language).
fn within(m: Msg, name: &'static str, inner: Msg) -> Msg {
    match inner.said.into_iter().next() {
        Some(said) => m.arg(name, said),
        None => m.arg(name, inner.text),
    }
}

pub fn takes_number(min: i64, max: i64) -> Msg {
    Msg::new("takes-number", format!("a number from {min} to {max}"))
        .arg("min", min)
        .arg("max", max)
}

/// What an argument's value must be, where its kind does not say it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Takes {
    Days,
    Clock,
    Setup,
    Fen,
}

pub fn takes(t: Takes) -> Msg {
    match t {
        Takes::Days => takes_days(),
        Takes::Clock => takes_clock(),
        Takes::Setup => takes_setup(),
        Takes::Fen => takes_fen(),
    }
}

fn takes_days() -> Msg {
    Msg::new(
        "takes-days",
        "a number of days per move from 1 to 60, like `days 3`",
    )
}

fn takes_clock() -> Msg {
    Msg::new(
        "takes-clock",
        "minutes and seconds per move, like `clock 15+10` (1 to 180 minutes, 0 to 60 seconds)",
    )
}

fn takes_setup() -> Msg {
    Msg::new("takes-setup", "an arrangement like UQKFOLGD, or `random`")
}

fn takes_fen() -> Msg {
    Msg::new("takes-fen", "a position text")
}

/// A game's number, as `#12`.
pub fn takes_game_number() -> Msg {
    Msg::new("takes-game-number", "#12")
}

pub fn takes_one_of(words: &[&str]) -> Msg {
    let words: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    Msg::new("takes-one-of", format!("one of {}", words.join(", "))).arg("words", words.join(", "))
}

pub fn takes_meta(meta: &str) -> Msg {
    Msg::new("takes-meta", format!("a value like `{meta}`")).arg("meta", meta)
}

pub fn given_twice(name: &str) -> Msg {
    Msg::new(
        "given-twice",
        format!("`{name}` is given twice; give it once."),
    )
    .arg("name", name)
}

/// Two values for one argument (`play chess @bob @carol`, `play chess white black`).
pub fn two_values(name: &str, first: &str, second: &str) -> Msg {
    Msg::new(
        "two-values",
        format!("`{first}` and `{second}` are two values for `{name}`; give one."),
    )
    .arg("name", name)
    .arg("first", first)
    .arg("second", second)
}

/// Two game numbers in one command (`gif #1 #2`).
pub fn two_games(first: u64, second: u64) -> Msg {
    Msg::new(
        "two-games",
        format!("`#{first}` and `#{second}` name two games; a command is about one game."),
    )
    .arg("first", first)
    .arg("second", second)
}

/// Two arguments that exclude each other (`@opponent` and `bot`).
pub fn not_both(a: &str, b: &str) -> Msg {
    Msg::new("not-both", format!("Give `{a}` or `{b}`, not both."))
        .arg("a", a)
        .arg("b", b)
}

pub fn level_needs_bot() -> Msg {
    Msg::new(
        "level-needs-bot",
        "`level` is for games against the bot: `play VARIANT bot level N`".to_string(),
    )
}

pub fn no_such_command(name: &str) -> Msg {
    Msg::new(
        "no-such-command",
        format!("There is no command `{name}`; type `help` to see the commands."),
    )
    .arg("name", name)
}

pub fn no_such_option(command: &str, name: &str) -> Msg {
    Msg::new(
        "no-such-option",
        format!("`{command}` has no option `{name}`; see `help {command}`."),
    )
    .arg("command", command)
    .arg("name", name)
}

// ---- the rules' typed values in words ----
//
// `acedrex_rules` says what happened as data (which piece, which squares, which reason);
// these functions say it. Each arm is one message; `*_id` gives its stable id, the key a
// translation will use. The phrases start in lower case: the callers make sentences.

/// "a Knight", "an Archer", "an Elephant".
fn with_article(name: &str) -> String {
    let vowel = name.starts_with(['A', 'E', 'I', 'O']);
    format!("{} {name}", if vowel { "an" } else { "a" })
}

/// "a, b or c" / "a, b and c".
/// How a list's items are joined: "a, b or c", "a, b and c", "a, b, c".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Joined {
    Or,
    And,
    Comma,
}

/// A list as a message (`list-or`, `list-and`, `list-comma`): each item an argument of
/// the given name (said as such: a `piece` by its name in the reader's language), joined
/// by the reader's language's words ([`crate::texts::lang::Catalog::list`]).
pub fn list(joined: Joined, items: Vec<(&'static str, crate::reply::Arg)>) -> Said {
    let id = match joined {
        Joined::Or => "list-or",
        Joined::And => "list-and",
        Joined::Comma => "list-comma",
    };
    said(id, items)
}

fn join_last(items: &[String], last_word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [head @ .., last] => format!("{} {last_word} {last}", head.join(", ")),
    }
}

fn squares_text(squares: &[acedrex_rules::Square], sep: &str) -> String {
    squares
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

fn letters(v: VariantId, kinds: &[acedrex_rules::Kind]) -> Vec<String> {
    kinds
        .iter()
        .map(|k| v.variant().letter(*k).to_string())
        .collect()
}

fn castle_name(wing: usize) -> &'static str {
    if wing == 0 {
        "O-O"
    } else {
        "O-O-O"
    }
}

fn royal_change(special: acedrex_rules::RoyalSpecial) -> &'static str {
    match special {
        acedrex_rules::RoyalSpecial::Succession => "succession",
        _ => "abdication",
    }
}

/// "White" or "Black" (messages `color-white`, `color-black`).
pub fn color_name(color: acedrex_rules::Color) -> &'static str {
    match color {
        acedrex_rules::Color::White => "White",
        acedrex_rules::Color::Black => "Black",
    }
}

/// "K King, Q Queen, …": a game's pieces.
pub fn piece_list(variant: VariantId) -> String {
    variant
        .variant()
        .pieces
        .iter()
        .map(|p| format!("{} {}", p.letter, p.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// [`piece_list`] as a message: letters and names in the reader's language.
pub fn piece_list_said(variant: VariantId) -> Said {
    let items = variant
        .variant()
        .pieces
        .iter()
        .map(|p| {
            let item = said(
                "piece-letter-name",
                vec![("letter", text(p.letter)), ("piece", text(p.name))],
            );
            ("piece", item.into())
        })
        .collect();
    list(Joined::Comma, items)
}

/// Move examples (`` `Na3` ``) in a list joined by "or".
fn examples_said(examples: &[String]) -> Said {
    let items = examples.iter().map(|e| ("move", text(e))).collect();
    list(Joined::Or, items)
}

/// How a game ended: "White wins by checkmate", "Draw by agreement".
pub fn result_description(r: &acedrex_rules::GameResult) -> String {
    use acedrex_rules::{Outcome, Reason};
    let (w, l) = match r.outcome {
        Outcome::Win(c) => (color_name(c), color_name(c.opposite())),
        Outcome::Draw => ("", ""),
    };
    match (r.outcome, r.reason) {
        (Outcome::Win(_), Reason::Checkmate) => format!("{w} wins by checkmate"),
        (Outcome::Win(_), Reason::Stalemate) => format!("{w} wins: {l} is stalemated"),
        (Outcome::Win(_), Reason::BareKing) => format!("{w} wins: {l}'s King is bare"),
        (Outcome::Win(_), Reason::Resignation) => format!("{l} resigns; {w} wins"),
        (Outcome::Win(_), Reason::Timeout) => format!("{l} ran out of time; {w} wins"),
        (Outcome::Win(_), Reason::Abandonment) => format!("{l} abandoned the game; {w} wins"),
        (Outcome::Win(_), r) => format!("{w} wins ({})", r.id()),
        (Outcome::Draw, Reason::Stalemate) => "Draw by stalemate".into(),
        (Outcome::Draw, Reason::ThreefoldRepetition) => "Draw by threefold repetition".into(),
        (Outcome::Draw, Reason::MoveRule) => {
            "Draw: 100 plies without a capture or a Pawn move".into()
        }
        (Outcome::Draw, Reason::BareKings) => "Draw: only the two Kings are left".into(),
        (Outcome::Draw, Reason::DeadPosition) => {
            "Draw: neither side can checkmate (dead position)".into()
        }
        (Outcome::Draw, Reason::Agreement) => "Draw by agreement".into(),
        (Outcome::Draw, Reason::Timeout) => {
            "Draw: time ran out, but the opponent has only a King left".into()
        }
        (Outcome::Draw, r) => format!("Draw ({})", r.id()),
    }
}

/// The id of [`result_description`]'s message for a result.
pub fn result_description_id(r: &acedrex_rules::GameResult) -> &'static str {
    use acedrex_rules::{Outcome, Reason};
    match (r.outcome, r.reason) {
        (Outcome::Win(_), Reason::Checkmate) => "result-win-checkmate",
        (Outcome::Win(_), Reason::Stalemate) => "result-win-stalemate",
        (Outcome::Win(_), Reason::BareKing) => "result-win-bare-king",
        (Outcome::Win(_), Reason::Resignation) => "result-win-resignation",
        (Outcome::Win(_), Reason::Timeout) => "result-win-timeout",
        (Outcome::Win(_), Reason::Abandonment) => "result-win-abandonment",
        (Outcome::Win(_), _) => "result-win-other",
        (Outcome::Draw, Reason::Stalemate) => "result-draw-stalemate",
        (Outcome::Draw, Reason::ThreefoldRepetition) => "result-draw-repetition",
        (Outcome::Draw, Reason::MoveRule) => "result-draw-move-rule",
        (Outcome::Draw, Reason::BareKings) => "result-draw-bare-kings",
        (Outcome::Draw, Reason::DeadPosition) => "result-draw-dead-position",
        (Outcome::Draw, Reason::Agreement) => "result-draw-agreement",
        (Outcome::Draw, Reason::Timeout) => "result-draw-timeout",
        (Outcome::Draw, _) => "result-draw-other",
    }
}

/// An unknown game name, with the games there are.
/// [`unknown_game`] as a reply's message.
pub fn unknown_game_msg(name: &str) -> Msg {
    let ids: Vec<&str> = VariantId::ALL.iter().map(|v| v.id()).collect();
    Msg::new("unknown-game", unknown_game(name))
        .arg("name", name)
        .arg("games", ids.join(", "))
}

pub fn unknown_game(text: &str) -> String {
    let ids: Vec<&str> = VariantId::ALL.iter().map(|v| v.id()).collect();
    format!("unknown game `{text}`; the games are: {}", ids.join(", "))
}

/// Why a move text was refused, in `variant`'s piece names.
pub fn move_error(variant: VariantId, e: &acedrex_rules::MoveError) -> String {
    use acedrex_rules::{MoveError as E, Place, Promoted};
    let v = variant.variant();
    let name = |k| v.piece_name(k);
    match e {
        E::Syntax { text, examples } => {
            let shown: Vec<String> = examples.iter().map(|m| format!("`{m}`")).collect();
            let examples = if shown.is_empty() {
                "`Nf3`, `exd5` or `e2e4`".to_string()
            } else {
                join_last(&shown, "or")
            };
            format!("I can't read `{text}` as a move; write it like {examples}")
        }
        E::UnknownPiece { letter } => format!(
            "`{letter}` is not a piece in {}; its pieces are {}",
            v.name,
            piece_list(variant)
        ),
        E::NoPieceOn { square } => format!("there is no piece on {square}"),
        E::NotYours {
            square,
            kind,
            to_move,
        } => format!(
            "the {} on {square} is not yours: {} is to move",
            name(*kind),
            color_name(*to_move)
        ),
        E::WrongPiece {
            square,
            found,
            named,
        } => format!(
            "the piece on {square} is {}, not {}",
            with_article(name(*found)),
            with_article(name(*named))
        ),
        E::NotInGame { kind } => format!("there is no {} in {}", name(*kind), v.name),
        E::NoSuchPiece { color, kind, place } => {
            let place = match place {
                Place::On(s) => format!(" on {s}"),
                Place::File(f) => format!(" on the {}-file", (b'a' + f) as char),
                Place::Rank(r) => format!(" on rank {}", r + 1),
                Place::Reaching(t) => format!(" that can go to {t}"),
                Place::Anywhere => String::new(),
            };
            format!("there is no {} {}{place}", color_name(*color), name(*kind))
        }
        E::CannotReach {
            square,
            kind,
            target,
            reach,
        } => {
            let can = match reach.len() {
                0 => "it has no legal move".to_string(),
                n if n <= 24 => format!("it can go to {}", squares_text(reach, ", ")),
                n => format!("it can go to {n} squares"),
            };
            format!("the {} on {square} cannot go to {target}; {can}", name(*kind))
        }
        E::NoneCanReach { kind, from, target } => format!(
            "none of your {}s ({}) can go to {target}",
            name(*kind),
            squares_text(from, ", ")
        ),
        E::LeavesKingInCheck { text } => format!("`{text}` would leave your King in check"),
        E::Ambiguous { text, candidates } => format!(
            "`{text}` is ambiguous: did you mean {}?",
            join_last(candidates, "or")
        ),
        E::PromotionMissing { text, choices } => format!(
            "`{text}` needs a promotion piece: {}",
            letters(variant, choices).join(", ")
        ),
        E::PromotionNotAllowed {
            text,
            piece,
            choices,
        } => {
            let piece = match piece {
                Promoted::Kind(k) => name(*k).to_string(),
                Promoted::Unknown(l) => format!("{l} (not a piece in {})", v.name),
            };
            format!(
                "`{text}` cannot promote to {piece}; the choices are {}",
                letters(variant, choices).join(", ")
            )
        }
        E::DoesNotPromote { text } => {
            format!("`{text}` does not promote: it does not reach a promotion square")
        }
        E::NoCastling => format!("there is no castling in {}", v.name),
        E::CastlingNotNow { wing } => format!(
            "{} is not possible now: it needs the King and that Rook unmoved, the squares between them empty, and the King not in check nor passing or landing on an attacked square",
            castle_name(*wing)
        ),
        E::NoRoyalChange => format!("a Prince cannot become King in {}", v.name),
        E::NotAPrince { square, found } => format!(
            "the piece on {square} is {}, not a Prince",
            with_article(name(*found))
        ),
        E::NoPrinceOn { color, square } => {
            format!("there is no {} Prince on {square}", color_name(*color))
        }
        E::RoyalNotInCheck { special } => format!(
            "{} is possible only when you are checkmated; your King is not in check",
            royal_change(*special)
        ),
        E::RoyalOtherMoves { special } => format!(
            "{} is possible only when you are checkmated; you have other moves that answer the check",
            royal_change(*special)
        ),
        E::PrinceUnsafe { square, special } => {
            let why = match special {
                acedrex_rules::RoyalSpecial::Succession => "it is attacked",
                _ => "it would be attacked once the old King leaves the board",
            };
            format!(
                "the Prince on {square} cannot become King ({}): {why}",
                royal_change(*special)
            )
        }
        E::NotYourTurn(c) => format!("it is not your turn: {} is to move", color_name(*c)),
        E::GameOver(r) => format!("the game is over: {}", result_description(r)),
    }
}

/// Why a move in long algebraic notation (`e2e4`, the engine's and the bots' notation)
/// was refused, in `variant`'s letters.
pub fn lan_error(variant: VariantId, e: &acedrex_rules::LanError) -> String {
    use acedrex_rules::LanError as E;
    match e {
        E::Syntax(text) => format!(
            "`{text}` is not a move in long algebraic notation (examples: e2e4, e11e12=Q, f5g6h7, a1xa11, e1=K)"
        ),
        E::OffBoard { square, variant } => {
            format!("{square} is not a square of the {} board", variant.variant().name)
        }
        E::NoPiece(square) => format!("there is no piece of the side to move on {square}"),
        E::Illegal(text) => format!("`{text}` is not a legal move in this position"),
        E::PromotionMissing { text, choices } => format!(
            "`{text}` needs a promotion piece: one of {}",
            letters(variant, choices).join(", ")
        ),
    }
}

/// The id of [`lan_error`]'s message.
pub fn lan_error_id(e: &acedrex_rules::LanError) -> &'static str {
    use acedrex_rules::LanError as E;
    match e {
        E::Syntax(_) => "lan-syntax",
        E::OffBoard { .. } => "lan-off-board",
        E::NoPiece(_) => "lan-no-piece",
        E::Illegal(_) => "lan-illegal",
        E::PromotionMissing { .. } => "lan-promotion-missing",
    }
}

/// The id of [`move_error`]'s message.
pub fn move_error_id(e: &acedrex_rules::MoveError) -> &'static str {
    use acedrex_rules::{MoveError as E, Place, Promoted};
    match e {
        E::Syntax { .. } => "move-syntax",
        E::UnknownPiece { .. } => "move-unknown-piece",
        E::NoPieceOn { .. } => "move-no-piece-on",
        E::NotYours { .. } => "move-not-yours",
        E::WrongPiece { .. } => "move-wrong-piece",
        E::NotInGame { .. } => "move-not-in-game",
        E::NoSuchPiece { place, .. } => match place {
            Place::On(_) => "move-no-such-piece-on",
            Place::File(_) => "move-no-such-piece-file",
            Place::Rank(_) => "move-no-such-piece-rank",
            Place::Reaching(_) => "move-no-such-pawn",
            Place::Anywhere => "move-no-such-piece",
        },
        E::CannotReach { reach, .. } => match reach.len() {
            0 => "move-cannot-reach-no-move",
            n if n <= 24 => "move-cannot-reach",
            _ => "move-cannot-reach-many",
        },
        E::NoneCanReach { .. } => "move-none-can-reach",
        E::LeavesKingInCheck { .. } => "move-leaves-king-in-check",
        E::Ambiguous { .. } => "move-ambiguous",
        E::PromotionMissing { .. } => "move-promotion-missing",
        E::PromotionNotAllowed { piece, .. } => match piece {
            Promoted::Kind(_) => "move-promotion-not-allowed",
            Promoted::Unknown(_) => "move-promotion-unknown-piece",
        },
        E::DoesNotPromote { .. } => "move-does-not-promote",
        E::NoCastling => "move-no-castling",
        E::CastlingNotNow { .. } => "move-castling-not-now",
        E::NoRoyalChange => "move-no-royal-change",
        E::NotAPrince { .. } => "move-not-a-prince",
        E::NoPrinceOn { .. } => "move-no-prince-on",
        E::RoyalNotInCheck { .. } => "move-royal-not-in-check",
        E::RoyalOtherMoves { .. } => "move-royal-other-moves",
        E::PrinceUnsafe { .. } => "move-prince-unsafe",
        E::NotYourTurn(_) => "move-not-your-turn",
        E::GameOver(_) => "move-game-over",
    }
}

/// Why a request to the game was refused.
pub fn game_error(e: &acedrex_rules::GameError) -> String {
    use acedrex_rules::GameError as E;
    match e {
        E::Over(r) => format!("the game is over: {}", result_description(r)),
        E::SetupAfterStart => "the setup can only be chosen before the first move".into(),
        E::SetupWithFen => {
            "this game started from a custom position; it has no setup choice".into()
        }
        E::WrongArrangement { arrangement, game } => {
            format!("that arrangement is for {arrangement}, but this game is {game}")
        }
        E::Setup(e) => setup_error(e),
        E::NothingToTakeBack => "there is no move to take back".into(),
        E::CannotTakeBack(reason) => {
            format!("a game that ended by {} cannot be taken back", reason.id())
        }
        E::Illegal(lan) => format!("`{lan}` is not a legal move"),
    }
}

/// The id of [`game_error`]'s message.
pub fn game_error_id(e: &acedrex_rules::GameError) -> &'static str {
    use acedrex_rules::GameError as E;
    match e {
        E::Over(_) => "game-over",
        E::SetupAfterStart => "game-setup-after-start",
        E::SetupWithFen => "game-setup-with-fen",
        E::WrongArrangement { .. } => "game-wrong-arrangement",
        E::Setup(e) => setup_error_id(e),
        E::NothingToTakeBack => "game-nothing-to-take-back",
        E::CannotTakeBack(_) => "game-cannot-take-back",
        E::Illegal(_) => "game-illegal-move",
    }
}

/// Why a Zanzibar arrangement cannot be used.
pub fn setup_error(e: &acedrex_rules::SetupError) -> String {
    use acedrex_rules::{SetupError as E, Zone};
    match e {
        E::NoChoice(v) => format!("{v} has no setup choice; only zanzibar-xl and zanzibar-s do"),
        E::Length {
            game,
            want,
            got,
            squares,
        } => format!(
            "a {} arrangement has {want} letters (the pieces on {}), not {got}",
            game.variant().name,
            squares_text(squares, " ")
        ),
        E::UnknownLetter(c) => format!("`{c}` is not a piece letter of this game"),
        E::WrongSquare {
            game,
            kind,
            square,
            zone,
            allowed,
        } => {
            let v = game.variant();
            let names: Vec<String> = allowed.iter().map(|k| v.piece_name(*k).into()).collect();
            let names = join_last(&names, "and");
            let rule = match (zone, game) {
                (Zone::Centre, _) => format!("f and g files take {names}"),
                (Zone::Wings, VariantId::ZanzibarXl) => format!("e and h files take {names}"),
                (Zone::Wings, _) => format!("e1 and h1 take {names}"),
            };
            format!("{} cannot stand on {square}: {rule}", v.piece_name(*kind))
        }
        E::Twice { game, kind } => format!("{} is placed twice", game.variant().piece_name(*kind)),
    }
}

/// The id of [`setup_error`]'s message.
pub fn setup_error_id(e: &acedrex_rules::SetupError) -> &'static str {
    use acedrex_rules::{SetupError as E, Zone};
    match e {
        E::NoChoice(_) => "setup-no-choice",
        E::Length { .. } => "setup-length",
        E::UnknownLetter(_) => "setup-unknown-letter",
        E::WrongSquare { zone, game, .. } => match (zone, game) {
            (Zone::Centre, _) => "setup-wrong-square-centre",
            (Zone::Wings, VariantId::ZanzibarXl) => "setup-wrong-square-wings-xl",
            (Zone::Wings, _) => "setup-wrong-square-wings-s",
        },
        E::Twice { .. } => "setup-twice",
    }
}

/// What is wrong with a position text, field first ("placement: …").
pub fn fen_error(variant: VariantId, e: &acedrex_rules::FenError) -> String {
    use acedrex_rules::RightsKind;
    use acedrex_rules::{EpError, FenError as E, PlacementError as P, RightsError as R};
    let v = variant.variant();
    match e {
        E::FieldCount(n) => format!("position text has {n} fields; expected 6: placement, side to move, rights, en passant, half-move clock, move number"),
        E::Placement(p) => {
            let why = match p {
                P::RankCount { found } => {
                    format!("{found} ranks; the {} board has {}", v.name, v.height)
                }
                P::LeadingZero { rank, digit } => {
                    format!("rank {rank}: `0{digit}` is not a count of empty squares")
                }
                P::ZeroCount { rank } => format!("rank {rank}: 0 is not a count of empty squares"),
                P::UnknownLetter { rank, letter } => format!(
                    "rank {rank}: `{letter}` is not a piece of {} (its letters: {})",
                    v.name,
                    v.pieces.iter().map(|p| p.letter).collect::<String>()
                ),
                P::TooLong { rank } => {
                    format!("rank {rank} is longer than the board's {} files", v.width)
                }
                P::RankLength { rank, squares } => {
                    format!("rank {rank} has {squares} squares; the board has {} files", v.width)
                }
                P::Kings { color, count } => {
                    format!("{} has {count} Kings; each side needs exactly one", color_name(*color))
                }
                P::ShouldHavePromoted {
                    color,
                    kind,
                    square,
                } => format!(
                    "{} {} on {square} should have promoted",
                    color_name(*color),
                    v.piece_name(*kind)
                ),
                P::PawnOnFirstRank { color, square } => {
                    format!("{} Pawn on its own first rank ({square})", color_name(*color))
                }
            };
            format!("placement: {why}")
        }
        E::Side(s) => format!("side to move: expected `w` or `b`, found `{s}`"),
        E::Rights(r) => {
            let why = match r {
                R::Letter { letter, field } => {
                    let allowed = match v.rights {
                        RightsKind::None => "only `-`",
                        RightsKind::Castling => "`-` or letters from KQkq",
                        RightsKind::KingLeap => "`-` or letters from Kk",
                    };
                    format!("`{letter}` in {field}: {} allows {allowed}", v.name)
                }
                R::Twice(c) => format!("`{c}` given twice"),
                R::PiecesMoved {
                    color,
                    wing,
                    king,
                    rook,
                } => format!(
                    "{} {} needs the King on {king} and a Rook on {rook}",
                    color_name(*color),
                    castle_name(*wing)
                ),
            };
            format!("rights: {why}")
        }
        E::EnPassant(ep) => {
            let why = match ep {
                EpError::NotSquares(t) => format!("`{t}` is not a list of squares"),
                EpError::OffBoard(t) => format!("`{t}` is not a square of the board"),
                EpError::TooMany => "at most two squares (a KMF triple step)".into(),
                EpError::TooLong { count } => {
                    format!("{} has no multi-step passing {count} squares", v.name)
                }
                EpError::NotConsecutive {
                    first,
                    second,
                    color,
                } => format!(
                    "{first} and {second} are not consecutive squares of a {} move",
                    color_name(*color)
                ),
                EpError::NoMover { color, text, on } => format!(
                    "no {} piece that could just have passed {text} stands on {}",
                    color_name(*color),
                    on.map_or("the next square".to_string(), |s| s.to_string())
                ),
                EpError::NotEmpty(s) => format!("{s} should be empty after a multi-step"),
            };
            format!("en passant: {why}")
        }
        E::HalfMove(s) => format!("half-move clock: expected a number, found `{s}`"),
        E::FullMove(s) => format!("move number: expected a number from 1, found `{s}`"),
        E::NotToMoveInCheck { color, king } => format!(
            "position: {} is not to move but its King on {king} is in check",
            color_name(*color)
        ),
    }
}

/// The id of [`fen_error`]'s message.
pub fn fen_error_id(e: &acedrex_rules::FenError) -> &'static str {
    use acedrex_rules::{EpError, FenError as E, PlacementError as P, RightsError as R};
    match e {
        E::FieldCount(_) => "fen-field-count",
        E::Placement(p) => match p {
            P::RankCount { .. } => "fen-placement-rank-count",
            P::LeadingZero { .. } => "fen-placement-leading-zero",
            P::ZeroCount { .. } => "fen-placement-zero-count",
            P::UnknownLetter { .. } => "fen-placement-unknown-letter",
            P::TooLong { .. } => "fen-placement-too-long",
            P::RankLength { .. } => "fen-placement-rank-length",
            P::Kings { .. } => "fen-placement-kings",
            P::ShouldHavePromoted { .. } => "fen-placement-should-have-promoted",
            P::PawnOnFirstRank { .. } => "fen-placement-pawn-on-first-rank",
        },
        E::Side(_) => "fen-side",
        E::Rights(r) => match r {
            R::Letter { .. } => "fen-rights-letter",
            R::Twice(_) => "fen-rights-twice",
            R::PiecesMoved { .. } => "fen-rights-pieces-moved",
        },
        E::EnPassant(ep) => match ep {
            EpError::NotSquares(_) => "fen-ep-not-squares",
            EpError::OffBoard(_) => "fen-ep-off-board",
            EpError::TooMany => "fen-ep-too-many",
            EpError::TooLong { .. } => "fen-ep-too-long",
            EpError::NotConsecutive { .. } => "fen-ep-not-consecutive",
            EpError::NoMover { .. } => "fen-ep-no-mover",
            EpError::NotEmpty(_) => "fen-ep-not-empty",
        },
        E::HalfMove(_) => "fen-half-move",
        E::FullMove(_) => "fen-full-move",
        E::NotToMoveInCheck { .. } => "fen-not-to-move-in-check",
    }
}

/// What is wrong with a game record.
pub fn record_error(e: &acedrex_rules::RecordError) -> String {
    use acedrex_rules::{Color as C, RecordError as E};
    match e {
        E::Tag { line, text } => {
            format!("line {line}: cannot read the tag `{text}`; tags look like [Name \"value\"]")
        }
        E::NoVariant => "the record has no [Variant \"...\"] tag".into(),
        E::Variant(u) => unknown_game(&u.0),
        E::Fen { game, error } => format!("FEN tag: {}", fen_error(*game, error)),
        E::Setup(e) => format!("Setup tag: {}", setup_error(e)),
        E::Move {
            game,
            number,
            color,
            text,
            error,
        } => {
            let dots = if *color == C::White { "." } else { "..." };
            format!("move {number}{dots} `{text}`: {}", move_error(*game, error))
        }
        E::ResultMismatch { tag, board } => format!(
            "the result tag says {tag} but the moves end in {}",
            result_description(board)
        ),
        E::Token(t) => format!("cannot read `{t}` in the move list"),
        E::BadResult(t) => format!("the result `{t}` is not one of 1-0, 0-1, 1/2-1/2 or *"),
    }
}

// ---- the rules' typed values as messages with their arguments ----
//
// What a translation fills in: the same values the English phrases above are made of.

fn said(id: &'static str, args: Vec<(&'static str, crate::reply::Arg)>) -> Said {
    Said { id, args }
}

fn text(s: impl ToString) -> crate::reply::Arg {
    crate::reply::Arg::Text(s.to_string())
}

fn article(name: &str) -> &'static str {
    if name.starts_with(['A', 'E', 'I', 'O']) {
        "an"
    } else {
        "a"
    }
}

/// [`result_description`] as a message: its id, the winner and the loser.
pub fn result_said(r: &acedrex_rules::GameResult) -> Said {
    use acedrex_rules::Outcome;
    let mut args = Vec::new();
    if let Outcome::Win(c) = r.outcome {
        args.push(("winner", c.into()));
        args.push(("loser", c.opposite().into()));
    }
    args.push(("reason", text(r.reason.id())));
    said(result_description_id(r), args)
}

/// [`move_error`] as a message with its arguments.
pub fn move_error_said(variant: VariantId, e: &acedrex_rules::MoveError) -> Said {
    use acedrex_rules::{MoveError as E, Place, Promoted};
    let v = variant.variant();
    let name = |k| text(v.piece_name(k));
    let game = || ("game", text(variant.id()));
    let args = match e {
        E::Syntax { text: t, examples } => {
            let shown: Vec<String> = examples.iter().map(|m| format!("`{m}`")).collect();
            let shown = if shown.is_empty() {
                ["`Nf3`", "`exd5`", "`e2e4`"].map(String::from).to_vec()
            } else {
                shown
            };
            vec![
                ("text", text(t)),
                ("examples", examples_said(&shown).into()),
            ]
        }
        E::UnknownPiece { letter } => vec![
            ("letter", text(letter)),
            game(),
            ("pieces", piece_list_said(variant).into()),
        ],
        E::NoPieceOn { square } => vec![("square", text(square))],
        E::NotYours {
            square,
            kind,
            to_move,
        } => vec![
            ("piece", name(*kind)),
            ("square", text(square)),
            ("to_move", (*to_move).into()),
        ],
        E::WrongPiece {
            square,
            found,
            named,
        } => vec![
            ("square", text(square)),
            ("found", name(*found)),
            ("found_article", text(article(v.piece_name(*found)))),
            ("named", name(*named)),
            ("named_article", text(article(v.piece_name(*named)))),
        ],
        E::NotInGame { kind } => vec![("piece", name(*kind)), game()],
        E::NoSuchPiece { color, kind, place } => {
            let mut args = vec![("color", (*color).into()), ("piece", name(*kind))];
            match place {
                Place::On(s) | Place::Reaching(s) => args.push(("place", text(s))),
                Place::File(f) => args.push(("place", text((b'a' + f) as char))),
                Place::Rank(r) => args.push(("place", text(r + 1))),
                Place::Anywhere => {}
            }
            args
        }
        E::CannotReach {
            square,
            kind,
            target,
            reach,
        } => vec![
            ("piece", name(*kind)),
            ("square", text(square)),
            ("target", text(target)),
            ("reach", text(squares_text(reach, ", "))),
            ("count", reach.len().into()),
        ],
        E::NoneCanReach { kind, from, target } => vec![
            ("piece", name(*kind)),
            ("from", text(squares_text(from, ", "))),
            ("target", text(target)),
        ],
        E::LeavesKingInCheck { text: t } | E::DoesNotPromote { text: t } => {
            vec![("text", text(t))]
        }
        E::Ambiguous {
            text: t,
            candidates,
        } => vec![
            ("text", text(t)),
            (
                "candidates",
                list(
                    Joined::Or,
                    candidates.iter().map(|c| ("move", text(c))).collect(),
                )
                .into(),
            ),
        ],
        E::PromotionMissing { text: t, choices } => vec![
            ("text", text(t)),
            ("choices", text(letters(variant, choices).join(", "))),
        ],
        E::PromotionNotAllowed {
            text: t,
            piece,
            choices,
        } => {
            let mut args = vec![
                ("text", text(t)),
                ("choices", text(letters(variant, choices).join(", "))),
            ];
            match piece {
                Promoted::Kind(k) => args.push(("piece", name(*k))),
                Promoted::Unknown(l) => {
                    args.push(("letter", text(l)));
                    args.push(game());
                }
            }
            args
        }
        E::NoCastling | E::NoRoyalChange => vec![game()],
        E::CastlingNotNow { wing } => vec![("castle", text(castle_name(*wing)))],
        E::NotAPrince { square, found } => vec![
            ("square", text(square)),
            ("found", name(*found)),
            ("found_article", text(article(v.piece_name(*found)))),
        ],
        E::NoPrinceOn { color, square } => {
            vec![("color", (*color).into()), ("square", text(square))]
        }
        E::RoyalNotInCheck { special } | E::RoyalOtherMoves { special } => {
            vec![("special", text(royal_change(*special)))]
        }
        E::PrinceUnsafe { square, special } => vec![
            ("square", text(square)),
            ("special", text(royal_change(*special))),
        ],
        E::NotYourTurn(c) => vec![("to_move", (*c).into())],
        E::GameOver(r) => vec![("result", result_said(r).into())],
    };
    said(move_error_id(e), args)
}

/// [`lan_error`] as a message with its arguments.
pub fn lan_error_said(variant: VariantId, e: &acedrex_rules::LanError) -> Said {
    use acedrex_rules::LanError as E;
    let args = match e {
        E::Syntax(t) | E::Illegal(t) => vec![("text", text(t))],
        E::OffBoard { square, variant } => {
            vec![("square", text(square)), ("game", text(variant.id()))]
        }
        E::NoPiece(square) => vec![("square", text(square))],
        E::PromotionMissing { text: t, choices } => vec![
            ("text", text(t)),
            ("choices", text(letters(variant, choices).join(", "))),
        ],
    };
    said(lan_error_id(e), args)
}

/// [`game_error`] as a message with its arguments.
pub fn game_error_said(e: &acedrex_rules::GameError) -> Said {
    use acedrex_rules::GameError as E;
    let args = match e {
        E::Over(r) => vec![("result", result_said(r).into())],
        E::WrongArrangement { arrangement, game } => vec![
            ("arrangement", text(arrangement.id())),
            ("key", text(game.id())),
        ],
        E::Setup(e) => return setup_error_said(e),
        E::CannotTakeBack(reason) => vec![("reason", text(reason.id()))],
        E::Illegal(lan) => vec![("text", text(lan))],
        E::SetupAfterStart | E::SetupWithFen | E::NothingToTakeBack => Vec::new(),
    };
    said(game_error_id(e), args)
}

/// [`setup_error`] as a message with its arguments.
pub fn setup_error_said(e: &acedrex_rules::SetupError) -> Said {
    use acedrex_rules::SetupError as E;
    let args = match e {
        E::NoChoice(v) => vec![("key", text(v.id()))],
        E::Length {
            game,
            want,
            got,
            squares,
        } => vec![
            ("game", text(game.id())),
            ("want", (*want).into()),
            ("got", (*got).into()),
            ("squares", text(squares_text(squares, " "))),
        ],
        E::UnknownLetter(c) => vec![("letter", text(c))],
        E::WrongSquare {
            game,
            kind,
            square,
            allowed,
            ..
        } => {
            let v = game.variant();
            let names: Vec<String> = allowed.iter().map(|k| v.piece_name(*k).into()).collect();
            let names = names.iter().map(|n| ("piece", text(n))).collect();
            vec![
                ("piece", text(v.piece_name(*kind))),
                ("square", text(square)),
                ("names", list(Joined::And, names).into()),
            ]
        }
        E::Twice { game, kind } => vec![("piece", text(game.variant().piece_name(*kind)))],
    };
    said(setup_error_id(e), args)
}

/// [`fen_error`] as a message with its arguments.
pub fn fen_error_said(variant: VariantId, e: &acedrex_rules::FenError) -> Said {
    use acedrex_rules::RightsKind;
    use acedrex_rules::{EpError, FenError as E, PlacementError as P, RightsError as R};
    let v = variant.variant();
    let game = || ("game", text(variant.id()));
    let args = match e {
        E::FieldCount(n) => vec![("count", (*n).into())],
        E::Placement(p) => match p {
            P::RankCount { found } => vec![
                ("found", (*found).into()),
                game(),
                ("height", v.height.into()),
            ],
            P::LeadingZero { rank, digit } => {
                vec![("rank", (*rank).into()), ("digit", text(digit))]
            }
            P::ZeroCount { rank } => vec![("rank", (*rank).into())],
            P::UnknownLetter { rank, letter } => vec![
                ("rank", (*rank).into()),
                ("letter", text(letter)),
                game(),
                (
                    "letters",
                    text(v.pieces.iter().map(|p| p.letter).collect::<String>()),
                ),
            ],
            P::TooLong { rank } => vec![("rank", (*rank).into()), ("width", v.width.into())],
            P::RankLength { rank, squares } => vec![
                ("rank", (*rank).into()),
                ("squares", (*squares).into()),
                ("width", v.width.into()),
            ],
            P::Kings { color, count } => {
                vec![("color", (*color).into()), ("count", (*count).into())]
            }
            P::ShouldHavePromoted {
                color,
                kind,
                square,
            } => vec![
                ("color", (*color).into()),
                ("piece", text(v.piece_name(*kind))),
                ("square", text(square)),
            ],
            P::PawnOnFirstRank { color, square } => {
                vec![("color", (*color).into()), ("square", text(square))]
            }
        },
        E::Side(s) | E::HalfMove(s) | E::FullMove(s) => vec![("text", text(s))],
        E::Rights(r) => match r {
            R::Letter { letter, field } => vec![
                ("letter", text(letter)),
                ("field", text(field)),
                game(),
                (
                    "allowed",
                    text(match v.rights {
                        RightsKind::None => "none",
                        RightsKind::Castling => "castling",
                        RightsKind::KingLeap => "king-leap",
                    }),
                ),
            ],
            R::Twice(c) => vec![("letter", text(c))],
            R::PiecesMoved {
                color,
                wing,
                king,
                rook,
            } => vec![
                ("color", (*color).into()),
                ("castle", text(castle_name(*wing))),
                ("king", text(king)),
                ("rook", text(rook)),
            ],
        },
        E::EnPassant(ep) => match ep {
            EpError::NotSquares(t) | EpError::OffBoard(t) => vec![("text", text(t))],
            EpError::TooMany => Vec::new(),
            EpError::TooLong { count } => vec![game(), ("count", (*count).into())],
            EpError::NotConsecutive {
                first,
                second,
                color,
            } => vec![
                ("first", text(first)),
                ("second", text(second)),
                ("color", (*color).into()),
            ],
            EpError::NoMover { color, text: t, on } => vec![
                ("color", (*color).into()),
                ("text", text(t)),
                ("on", text(on.map_or("none".to_string(), |s| s.to_string()))),
            ],
            EpError::NotEmpty(s) => vec![("square", text(s))],
        },
        E::NotToMoveInCheck { color, king } => {
            vec![("color", (*color).into()), ("king", text(king))]
        }
    };
    said(fen_error_id(e), args)
}

// ---- front ends ----

/// The name of a game's own thread (a platform clips it to its limit).
pub fn thread_title(view: &crate::reply::GameView) -> Msg {
    let (white, black) = (
        name_or_unknown(view.white.as_ref()),
        name_or_unknown(view.black.as_ref()),
    );
    Msg::new(
        "thread-title",
        format!(
            "acedrex #{} · {} · {white} vs {black}",
            view.id,
            view.variant.variant().name,
        ),
    )
    .arg("id", view.id)
    .arg("game", view.variant.id())
    .arg("white", white)
    .arg("black", black)
}

/// How a game's thread is played in, for [`played_here`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayedBy {
    /// Slash commands, `!` messages and buttons.
    Anything,
    /// Slash commands, buttons, and messages that begin with the bot's mention (written
    /// the platform's way).
    Mention(String),
    /// Slash commands and buttons.
    Buttons,
}

/// The first message in a game's new thread: how the game is played there.
pub fn played_here(game: u64, by: &PlayedBy) -> Msg {
    match by {
        PlayedBy::Anything => Msg::new(
            "played-here",
            format!("Game #{game} is played here: `/move` or `!move`, `/board`, and the buttons."),
        ),
        PlayedBy::Mention(bot) => Msg::new(
            "played-here-mention",
            format!("Game #{game} is played here: `/move`, `/board`, the buttons, or {bot} `e4`."),
        )
        .arg("bot", bot),
        PlayedBy::Buttons => Msg::new(
            "played-here-buttons",
            format!("Game #{game} is played here: `/move`, `/board`, and the buttons."),
        ),
    }
    .arg("id", game)
}

// ---- languages ----

fn lang_name(lang: crate::texts::lang::Lang) -> &'static str {
    use crate::texts::lang::Lang;
    const NAMES: [(Lang, &str); 4] = [
        (Lang::En, "English"),
        (Lang::Es, "Spanish"),
        (Lang::Fr, "French"),
        (Lang::De, "German"),
    ];
    NAMES
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or("English", |(_, n)| n)
}

/// `lang CODE`: said in the language just chosen.
pub fn lang_set(lang: crate::texts::lang::Lang) -> Msg {
    Msg::new(
        "lang-set",
        format!("From now on I answer you in {}.", lang_name(lang)),
    )
    .arg("language", lang.code())
}

/// `lang`: the language the player reads.
pub fn lang_shown(lang: crate::texts::lang::Lang) -> Msg {
    Msg::new(
        "lang-shown",
        format!(
            "I answer you in {}. `lang es`, `lang fr`, `lang de` or `lang en` changes it.",
            lang_name(lang)
        ),
    )
    .arg("language", lang.code())
}

/// `lang` with a language the bot does not have.
pub fn lang_unknown(text: &str, available: &[crate::texts::lang::Lang]) -> Msg {
    let codes: Vec<&str> = available.iter().map(|l| l.code()).collect();
    Msg::new(
        "lang-unknown",
        format!(
            "I don't speak `{text}`. The languages are: {}.",
            codes.join(", ")
        ),
    )
    .arg("text", text)
    .arg("available", codes.join(", "))
}

/// The answer when handling a request failed unexpectedly.
pub fn apology() -> Msg {
    Msg::new("apology", "Sorry, something went wrong with that command.")
}

/// Shown while the bot thinks or a file is made (where no other sign is shown).
pub fn thinking() -> Msg {
    Msg::new("thinking", "thinking…")
}

// ---- tournaments -------------------------------------------------------------------

/// A tournament's time control as its announcements and page show it: `clock 5+3`,
/// `2 days a move`.
pub fn tournament_time(time: crate::commands::TimeControl) -> Msg {
    use crate::commands::TimeControl;
    let text = tournament_time_text(time);
    match time {
        TimeControl::Days(d) => Msg::new("tournament-time-days", text).arg("days", d),
        TimeControl::Clock { minutes, increment } => Msg::new("tournament-time-clock", text)
            .arg("minutes", minutes)
            .arg("increment", increment),
    }
}

/// [`tournament_time`]'s English words.
pub fn tournament_time_text(time: crate::commands::TimeControl) -> String {
    use crate::commands::TimeControl;
    match time {
        TimeControl::Days(d) => format!("{} a move", count(d, "day")),
        TimeControl::Clock { minutes, increment } => format!("clock {minutes}+{increment}"),
    }
}

/// Points from half-points: `2½`, `3`, `½`.
pub fn points_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (p, 1) => format!("{p}½"),
        (p, _) => p.to_string(),
    }
}

/// A tie-break value (a multiple of ¼) as a table shows it: `3½`, `1¾`, `0`.
pub fn tiebreak_text(value: f64) -> String {
    let quarters = (value * 4.0).round() as i64;
    let (whole, rest) = (quarters / 4, quarters % 4);
    let frac = ["", "¼", "½", "¾"][rest.unsigned_abs() as usize % 4];
    match (whole, frac) {
        (0, "") => "0".to_string(),
        (0, f) => f.to_string(),
        (w, f) => format!("{w}{f}"),
    }
}

fn format_name(format: crate::store::TournamentFormat) -> &'static str {
    match format {
        crate::store::TournamentFormat::Swiss => "Swiss",
        crate::store::TournamentFormat::RoundRobin => "round robin",
        crate::store::TournamentFormat::Arena => "arena",
    }
}

/// `tournament create`: what it is and how to join.
pub fn tournament_created(t: &crate::store::TournamentRecord) -> Msg {
    let length = match (t.format, t.rounds, t.minutes) {
        (crate::store::TournamentFormat::Arena, _, Some(m)) => format!(", {}", count(m, "minute")),
        (_, Some(r), _) => format!(", {}", count(r, "round")),
        _ => String::new(),
    };
    let text = format!(
        "Tournament #{id} created by {org}: {game}, {format}{length}, {time}, {rated}. Join with `tournament join #{id}`; {org} starts it with `tournament start #{id}`.",
        id = t.id,
        org = t.organiser.name,
        game = t.variant.variant().name,
        format = format_name(t.format),
        time = tournament_time_text(t.time),
        rated = if t.rated { "rated" } else { "casual" },
    );
    let m = Msg::new("tournament-created", text)
        .arg("id", t.id)
        .arg("organiser", t.organiser.name.as_str())
        .arg("game", t.variant.id())
        .arg("format", t.format.word())
        .arg("rounds", t.rounds.unwrap_or(0))
        .arg("minutes", t.minutes.unwrap_or(0));
    within(m, "time", tournament_time(t.time))
        .arg("rated", if t.rated { "rated" } else { "casual" })
}

pub fn tournament_joined(id: u64, who: &str, players: usize) -> Msg {
    Msg::new(
        "tournament-joined",
        format!(
            "{who} joins tournament #{id} ({}).",
            count(players as u32, "player")
        ),
    )
    .arg("id", id)
    .arg("who", who)
    .arg("players", players)
}

pub fn tournament_left(id: u64, who: &str) -> Msg {
    Msg::new("tournament-left", format!("{who} leaves tournament #{id}."))
        .arg("id", id)
        .arg("who", who)
}

/// A player withdrawn (by the organiser, or leaving once it has started): never paired
/// again; their games played still count.
pub fn tournament_withdrawn(id: u64, who: &str) -> Msg {
    Msg::new(
        "tournament-withdrawn",
        format!("{who} is withdrawn from tournament #{id}: not paired again; their games played still count."),
    )
    .arg("id", id)
    .arg("who", who)
}

pub fn tournament_started(
    id: u64,
    players: usize,
    rounds: Option<u32>,
    minutes: Option<u32>,
) -> Msg {
    let length = match (rounds, minutes) {
        (Some(r), _) => format!(" over {}", count(r, "round")),
        (None, Some(m)) => format!(" for {}", count(m, "minute")),
        _ => String::new(),
    };
    Msg::new(
        "tournament-started",
        format!(
            "Tournament #{id} starts with {}{length}.",
            count(players as u32, "player")
        ),
    )
    .arg("id", id)
    .arg("players", players)
    .arg("rounds", rounds.unwrap_or(0))
    .arg("minutes", minutes.unwrap_or(0))
}

/// The heading of a round's announcement.
pub fn tournament_round(id: u64, round: usize, rounds: Option<u32>) -> Msg {
    let of = rounds.map(|r| format!(" of {r}")).unwrap_or_default();
    Msg::new(
        "tournament-round",
        format!("Tournament #{id}, round {round}{of}:"),
    )
    .arg("id", id)
    .arg("round", round)
    .arg("rounds", rounds.unwrap_or(0))
}

/// One game of a round: its board, players, and game number once begun.
pub fn tournament_pairing(board: usize, white: &str, black: &str, game: Option<u64>) -> Msg {
    let game_text = game.map(|g| format!(" (game #{g})")).unwrap_or_default();
    Msg::new(
        "tournament-pairing",
        format!("{board}. {white} (White) vs {black} (Black){game_text}"),
    )
    .arg("board", board)
    .arg("white", white)
    .arg("black", black)
    .arg("game", game.unwrap_or(0))
}

/// A game of a round decided without play: the other player withdrew.
pub fn tournament_pairing_forfeit(board: usize, white: &str, black: &str, score: &str) -> Msg {
    Msg::new(
        "tournament-pairing-forfeit",
        format!("{board}. {white} (White) vs {black} (Black): {score}, not played (withdrawn)"),
    )
    .arg("board", board)
    .arg("white", white)
    .arg("black", black)
    .arg("score", score)
}

pub fn tournament_bye(who: &str) -> Msg {
    Msg::new("tournament-bye", format!("Bye (a point): {who}")).arg("who", who)
}

/// An arena pairs again: a new game between two players who were waiting.
pub fn tournament_arena_pairing(id: u64, white: &str, black: &str, game: u64) -> Msg {
    Msg::new(
        "tournament-arena-pairing",
        format!("Tournament #{id}: {white} (White) vs {black} (Black), game #{game}."),
    )
    .arg("id", id)
    .arg("white", white)
    .arg("black", black)
    .arg("game", game)
}

/// A tournament game's result taken into the standings.
pub fn tournament_result(id: u64, white: &str, black: &str, score: &str, game: u64) -> Msg {
    Msg::new(
        "tournament-result",
        format!("Tournament #{id}: {white} – {black} {score} (game #{game})."),
    )
    .arg("id", id)
    .arg("white", white)
    .arg("black", black)
    .arg("score", score)
    .arg("game", game)
}

/// An arena's window has closed: no new games; those under way still count.
pub fn tournament_window_closed(id: u64, playing: usize) -> Msg {
    Msg::new(
        "tournament-window-closed",
        format!(
            "Tournament #{id}: time is up, no new games. {} still under way count.",
            count(playing as u32, "game")
        ),
    )
    .arg("id", id)
    .arg("playing", playing)
}

/// The end; `winner`: the names on the first rank, comma-separated.
pub fn tournament_finished(id: u64, winner: &str) -> Msg {
    let who = if winner.contains(", ") {
        "Winners"
    } else {
        "Winner"
    };
    Msg::new(
        "tournament-finished",
        format!("Tournament #{id} is over. {who}: {winner}. Final standings:"),
    )
    .arg("id", id)
    .arg("winner", winner)
    .arg("winners", winner.split(", ").count())
}

/// The heading of the standings (`tournament standings`).
pub fn tournament_standings_title(id: u64, game: VariantId, round: usize, finished: bool) -> Msg {
    let when = if finished {
        "final standings".to_string()
    } else if round == 0 {
        "standings before the first round ends".to_string()
    } else {
        format!("standings after round {round}")
    };
    Msg::new(
        "tournament-standings-title",
        format!("Tournament #{id} ({}), {when}:", game.variant().name),
    )
    .arg("id", id)
    .arg("game", game.id())
    .arg("round", round)
    .arg("finished", if finished { "yes" } else { "no" })
}

/// A line of the standings of a Swiss or round robin.
pub fn tournament_standing(
    rank: u32,
    name: &str,
    half_points: u32,
    buchholz: f64,
    sonneborn_berger: f64,
    withdrawn: bool,
) -> Msg {
    let w = if withdrawn { " (withdrawn)" } else { "" };
    Msg::new(
        "tournament-standing",
        format!(
            "{rank}. {name}{w}: {} (Buchholz {}, Sonneborn-Berger {})",
            points_text(half_points),
            tiebreak_text(buchholz),
            tiebreak_text(sonneborn_berger)
        ),
    )
    .arg("rank", rank)
    .arg("name", name)
    .arg("points", points_text(half_points))
    .arg("buchholz", tiebreak_text(buchholz))
    .arg("sonneborn_berger", tiebreak_text(sonneborn_berger))
    .arg("withdrawn", if withdrawn { "yes" } else { "no" })
}

/// A line of an arena's standings: points (with the streak bonus), games, streak.
pub fn tournament_arena_standing(
    rank: u32,
    name: &str,
    points: u32,
    games: u32,
    streak: u32,
) -> Msg {
    let fire = if streak >= 2 { " 🔥" } else { "" };
    Msg::new(
        "tournament-arena-standing",
        format!(
            "{rank}. {name}: {} ({}){fire}",
            count(points, "point"),
            count(games, "game")
        ),
    )
    .arg("rank", rank)
    .arg("name", name)
    .arg("points", points)
    .arg("games", games)
    .arg("streak", streak)
}

pub fn tournament_page(url: &str) -> Msg {
    Msg::new("tournament-page", format!("Tournament page: {url}")).arg("url", url)
}

/// The players of a tournament not yet started.
pub fn tournament_entrants(id: u64, names: &[String]) -> Msg {
    let list = if names.is_empty() {
        "nobody yet".to_string()
    } else {
        names.join(", ")
    };
    Msg::new(
        "tournament-entrants",
        format!("Tournament #{id} has not started; players: {list}."),
    )
    .arg("id", id)
    .arg("players", names.len())
    .arg("names", list)
}

pub fn tournament_paused(id: u64, who: &str, paused: bool) -> Msg {
    let text = if paused {
        format!("{who} pauses in tournament #{id}: not paired again until `pause` again.")
    } else {
        format!("{who} is back in tournament #{id}: paired as soon as someone is free.")
    };
    Msg::new("tournament-paused", text)
        .arg("id", id)
        .arg("who", who)
        .arg("paused", if paused { "yes" } else { "no" })
}

/// An arena player waits for a free opponent.
pub fn tournament_waiting(id: u64, who: &str) -> Msg {
    Msg::new(
        "tournament-waiting",
        format!("Tournament #{id}: {who} waits for a free opponent."),
    )
    .arg("id", id)
    .arg("who", who)
}

// Refusals.

pub fn tournament_unknown(id: u64) -> Msg {
    Msg::new(
        "tournament-unknown",
        format!("There is no tournament #{id}."),
    )
    .arg("id", id)
}

/// No `#T` given and not exactly one tournament here to mean.
pub fn tournament_which(live: &[u64]) -> Msg {
    if live.is_empty() {
        return Msg::new(
            "tournament-none-here",
            "There is no tournament in this channel: `tournament create VARIANT swiss|roundrobin|arena` makes one.".to_string(),
        );
    }
    let list: Vec<String> = live.iter().map(|i| format!("#{i}")).collect();
    Msg::new(
        "tournament-which",
        format!("Which tournament? Name it: {}.", list.join(", ")),
    )
    .arg("tournaments", list.join(", "))
}

pub fn tournament_organiser_only(id: u64, action: &str, organiser: &str) -> Msg {
    Msg::new(
        "tournament-organiser-only",
        format!("Only the organiser of tournament #{id}, {organiser}, may `{action}` it."),
    )
    .arg("id", id)
    .arg("action", action)
    .arg("organiser", organiser)
}

pub fn tournament_already_started(id: u64) -> Msg {
    Msg::new(
        "tournament-already-started",
        format!("Tournament #{id} has already started: a Swiss or round robin takes no new players once paired."),
    )
    .arg("id", id)
}

pub fn tournament_not_running(id: u64) -> Msg {
    Msg::new(
        "tournament-not-running",
        format!("Tournament #{id} has not started yet."),
    )
    .arg("id", id)
}

pub fn tournament_over(id: u64) -> Msg {
    Msg::new("tournament-over", format!("Tournament #{id} is over.")).arg("id", id)
}

pub fn tournament_too_few(id: u64, players: usize, needed: usize) -> Msg {
    Msg::new(
        "tournament-too-few",
        format!(
            "Tournament #{id} has {}; it needs at least {needed} to start.",
            count(players as u32, "player")
        ),
    )
    .arg("id", id)
    .arg("players", players)
    .arg("needed", needed)
}

pub fn tournament_already_in(id: u64) -> Msg {
    Msg::new(
        "tournament-already-in",
        format!("You are already in tournament #{id}."),
    )
    .arg("id", id)
}

pub fn tournament_not_in(id: u64, who: &str) -> Msg {
    Msg::new(
        "tournament-not-in",
        format!("{who} is not in tournament #{id}."),
    )
    .arg("id", id)
    .arg("who", who)
}

pub fn tournament_pause_arena_only(id: u64) -> Msg {
    Msg::new(
        "tournament-pause-arena-only",
        format!("Tournament #{id} is no arena: only an arena's players `pause`."),
    )
    .arg("id", id)
}

/// An option that does not go with the format (`rounds` for an arena, `minutes` for a
/// Swiss).
pub fn tournament_option_not_for(option: &str, format: &str) -> Msg {
    Msg::new(
        "tournament-option-not-for",
        format!("`{option}` is not for a {format} tournament."),
    )
    .arg("option", option)
    .arg("format", format)
}

/// Words for `create` given with another action (`tournament join chess`).
pub fn tournament_only_for_create(option: &str, action: &str) -> Msg {
    Msg::new(
        "tournament-only-for-create",
        format!("`{option}` is for `tournament create`, not `tournament {action}`."),
    )
    .arg("option", option)
    .arg("action", action)
}

pub fn tournament_create_needs(what: &str) -> Msg {
    Msg::new(
        "tournament-create-needs",
        format!("`tournament create` needs {what}: `tournament create VARIANT swiss|roundrobin|arena`, like `tournament create shako swiss rounds 3 clock 10+5`."),
    )
    .arg("what", what)
}

pub fn tournament_withdraw_whom() -> Msg {
    Msg::new(
        "tournament-withdraw-whom",
        "Whom? `tournament withdraw @player #T`.".to_string(),
    )
}

pub fn tournament_game_abort() -> Msg {
    Msg::new(
        "tournament-game-abort",
        "A tournament game is not aborted: `resign` it (a player who never moves loses it by forfeit).".to_string(),
    )
}

/// The organiser only, and only that player's own doing: `tournament withdraw` names a
/// player; `leave` is one's own.
pub fn tournament_player_option(action: &str) -> Msg {
    Msg::new(
        "tournament-player-option",
        format!("`@player` is for `tournament withdraw`, not `tournament {action}`."),
    )
    .arg("action", action)
}

// ---- a Matrix room's own words (branch matrix-fr) ----

/// What the bot says when it joins a room (commands as the service writes them: each
/// platform writes them its way).
pub fn room_greeting() -> Msg {
    Msg::new(
        "room-greeting",
        "Hello! I play the great big chess games. Type `help` for the commands, or `play chess @someone` to start a game (`play chess bot` against me).",
    )
}

/// A message in an encrypted room that the bot could not read.
pub fn undecryptable() -> Msg {
    Msg::new(
        "undecryptable",
        "I could not decrypt a message here: my device did not get its key. If it was a command, send it again in a moment (your client may need to share its keys with my device), or use an unencrypted room.",
    )
}

// ---- the terminal's own words (branch matrix-fr) ----

/// Where there are no buttons: the commands they would send (`` `accept`, `decline` ``).
pub fn terminal_you_can_type(commands: &str) -> Msg {
    Msg::new(
        "terminal-you-can-type",
        format!("(you can type: {commands})"),
    )
    .arg("commands", commands)
}

/// A board image the terminal wrote, and where.
pub fn terminal_image(path: &str) -> Msg {
    Msg::new("terminal-image", format!("image: {path}")).arg("path", path)
}

/// Another file the terminal wrote (a record), and where.
pub fn terminal_file(path: &str) -> Msg {
    Msg::new("terminal-file", format!("file: {path}")).arg("path", path)
}

/// `as NAME`: who types from now on.
pub fn terminal_you_are(name: &str) -> Msg {
    Msg::new("terminal-you-are", format!("You are now {name}.")).arg("name", name)
}

/// `as` without one name.
pub fn terminal_as_usage() -> Msg {
    Msg::new("terminal-as-usage", "usage: as NAME (one word)")
}

// ---- the front ends' own words (branch fe-lang) ----

/// The text alternative of a board image of a game (what a screen reader or a
/// notification says instead of the file name): its game, number and move.
pub fn board_image_alt(view: &crate::reply::GameView) -> Msg {
    let game = view.variant.variant().name;
    let moves = view.plies.div_ceil(2);
    let text = if moves == 0 {
        format!("{game}, game #{}: the board at the start.", view.id)
    } else {
        format!("{game}, game #{}: the board after move {moves}.", view.id)
    };
    Msg::new("board-image-alt", text)
        .arg("id", view.id)
        .arg("game", view.variant.id())
        .arg("move", moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids a piece of Rust source gives its messages: the string literals in the
    /// first argument of each `Msg::new(`, and those the `*_id` functions return.
    fn ids_in(source: &str) -> Vec<String> {
        let literal = |s: &str| -> Vec<String> {
            s.split('"')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        };
        let mut ids = Vec::new();
        for (i, _) in source.match_indices("Msg::new(") {
            let rest = &source[i + "Msg::new(".len()..];
            // The first argument ends at the first comma outside braces and parentheses.
            let mut depth = 0i32;
            let end = rest
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '(' | '{' => depth += 1,
                        ')' | '}' => depth -= 1,
                        _ => {}
                    }
                    c == ',' && depth == 0
                })
                .map_or(rest.len(), |(j, _)| j);
            ids.extend(literal(&rest[..end]));
        }
        let mut rest = source;
        while let Some(at) = rest.find("_id(") {
            let tail = &rest[at..];
            if rest[..at].ends_with(|c: char| c.is_alphanumeric())
                && tail.contains("-> &'static str {")
            {
                let body_start = tail.find("-> &'static str {").unwrap_or(0);
                let body = &tail[body_start..];
                let body_end = body.find("\n}\n").unwrap_or(body.len());
                for line in body[..body_end].lines() {
                    if let Some((_, value)) = line.split_once("=> \"") {
                        ids.extend(value.split('"').next().map(str::to_string));
                    }
                }
                rest = &body[body_end..];
            } else {
                rest = &tail[4..];
            }
        }
        ids
    }

    #[test]
    fn every_message_has_its_own_id() {
        let source = include_str!("messages.rs");
        // The messages, not this test's own text.
        let source = &source[..source.find("#[cfg(test)]").unwrap_or(source.len())];
        let ids = ids_in(source);
        assert!(ids.len() > 150, "only {} ids found", ids.len());
        let mut seen = std::collections::HashSet::new();
        for id in &ids {
            assert!(
                !id.is_empty()
                    && id.split('-').all(|w| !w.is_empty()
                        && w.chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())),
                "`{id}` is not a message id (lower-case words joined by `-`)"
            );
            assert!(seen.insert(id.as_str()), "two messages have the id `{id}`");
        }
        // The scan sees what it should: ids of both kinds.
        for id in [
            "plays",
            "status-to-move",
            "move-syntax",
            "fen-side",
            "result-win-checkmate",
        ] {
            assert!(seen.contains(id), "{id}");
        }
    }

    #[test]
    fn a_message_says_its_id_and_arguments_with_its_text() {
        let m = plays("alice", "e4");
        assert_eq!(m.text, "alice plays e4.");
        assert_eq!(m.ids(), ["plays"]);
        assert_eq!(m.said[0].text("who"), Some("alice"));
        assert_eq!(m.said[0].text("san"), Some("e4"));
        let two = m.then(" ", bot_plays("e5"));
        assert_eq!(two.text, "alice plays e4. The bot plays e5.");
        assert_eq!(two.ids(), ["plays", "bot-plays"]);
    }

    #[test]
    fn dates_and_durations() {
        assert_eq!(date_text(0), "1970.01.01");
        assert_eq!(date_text(1_795_000_000), "2026.11.18");
        assert_eq!(duration_text(3 * 86400 + 7200), "3 days 2 hours");
        assert_eq!(duration_text(90), "1 minute");
        assert_eq!(duration_text(3 * 3600 + 120), "3 hours 2 minutes");
        assert_eq!(duration_text(3 * 86400), "3 days");
        assert_eq!(duration_text(2 * 3600 + 30), "2 hours");
    }
}
