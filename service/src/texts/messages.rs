//! The sentences of the service's replies. Logic decides what happened; these functions
//! say it. Tests of logic assert on the replies' typed views; the conversation tests
//! assert on these sentences as players read them.

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

/// The board image's title bar.
pub fn image_title(t: &Table, game: &Game) -> String {
    let pos = game.position();
    format!(
        "{} · #{} · move {} · {} vs {}",
        pos.variant().name,
        t.id,
        pos.fullmove_number(),
        name_or_unknown(t.white()),
        name_or_unknown(t.black()),
    )
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
pub fn no_randomness() -> String {
    "The game cannot begin now: this computer gave no random numbers for its private page address. Try again later; if this persists, tell the bot's operator.".to_string()
}

/// Where a game's page is.
pub fn page_line(url: &str) -> String {
    format!("Game page: {url}")
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
    if let Some(r) = game.result() {
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

/// "alice (White) to move" / the result / Black's setup.
pub fn status_line(t: &Table) -> String {
    let Some(s) = t.seated() else {
        return String::new();
    };
    if let Some(r) = s.game.result() {
        return format!("Game over: {}.", result_description(&r));
    }
    if s.setup_pending {
        return format!(
            "{} (Black) chooses the setup first: `setup {}` or `setup random` (see `help setup`).",
            s.black.name,
            t.variant
                .variant()
                .setup
                .as_ref()
                .map_or("", |rule| rule.default)
        );
    }
    let side: Side = s.game.side_to_move().into();
    let end = if s.game.position().is_check() {
        " — check!"
    } else {
        "."
    };
    format!("{} ({}) to move{end}", s.player(side).name, side_name(side))
}

/// "#12 Perfect 12: alice (White) vs bob (Black), move 3." / "#13 challenge: …".
pub fn summary(t: &Table) -> String {
    let name = t.variant.variant().name;
    match t.game() {
        None => format!(
            "#{} challenge: {} → {} to {name}",
            t.id,
            t.challenger.name,
            t.challenged.as_ref().map_or("anyone", |u| u.name.as_str())
        ),
        // "move 12" as players count: the position's move number.
        Some(g) => format!(
            "#{} {name}: {} (White) vs {} (Black), move {}.",
            t.id,
            name_or_unknown(t.white()),
            name_or_unknown(t.black()),
            g.position().fullmove_number()
        ),
    }
}

/// A line of `games`.
pub fn games_line(t: &Table) -> String {
    let mut s = summary(t);
    if t.game().is_some() {
        s.push(' ');
        s.push_str(&status_line(t));
    }
    s
}

/// `board`: the summary, the last move, the status.
pub fn board_text(t: &Table) -> String {
    let mut text = summary(t);
    if let Some(last) = t.game().and_then(|g| g.sans().last().cloned()) {
        text.push_str(&format!(" Last move: {last}."));
    }
    text.push('\n');
    text.push_str(&status_line(t));
    text
}

pub fn turned(id: u64, bottom: Color) -> String {
    format!("Game #{id}, {} at the bottom.", color_name(bottom))
}

// ---- finding the game ----

pub fn store_failed(e: &str) -> String {
    format!("Sorry, the game store failed: {e}. Nothing was changed.")
}

pub fn save_failed() -> String {
    "Sorry, saving the game failed; nothing was changed.".into()
}

pub fn changed_meanwhile(id: u64) -> String {
    format!("Game #{id} changed meanwhile; please look at it again.")
}

/// What was done is saved, but another process changed the game right after (the
/// status line of the game as it is now follows).
pub fn saved_then_changed(id: u64) -> String {
    format!("That is saved. Meanwhile another process changed game #{id}; here it is now:")
}

/// A player's move (or setup, or a game's start) was saved; the bot's answer was not.
pub fn bot_move_not_saved(id: u64, e: &str) -> String {
    format!(
        "That is saved, but the bot's answer is not: the game store failed ({e}). \
         The bot will make its move in game #{id} by itself once the store works again."
    )
}

/// A move the bot still owed (its process stopped while it thought, or the move could
/// not be saved), made now: `bot` is [`bot_plays`].
pub fn bot_caught_up(id: u64, bot: &str) -> String {
    format!("Game #{id}: the bot makes the move it still owed. {bot}")
}

/// The bot owes a move in a game a command is about and cannot save it.
pub fn bot_still_owes(id: u64, e: &str) -> String {
    format!(
        "Game #{id}: the bot still owes its move and cannot make it now: the game store \
         failed ({e}). Nothing was changed; the bot will move by itself once the store \
         works again."
    )
}

pub fn unreadable(id: u64) -> String {
    format!("game #{id} cannot be read and is skipped")
}

pub fn note(problem: &str) -> String {
    format!("\n(Note: {problem}.)")
}

pub fn cannot_read(id: u64, e: &str) -> String {
    format!("Game #{id} cannot be read: {e}")
}

pub fn no_such_game(id: u64) -> String {
    format!("There is no game #{id}.")
}

pub fn other_channel(id: u64) -> String {
    format!("Game #{id} is played in another channel.")
}

pub fn not_started(id: u64) -> String {
    format!("Game #{id} has not started.")
}

/// Why the game named cannot be used for what was asked.
pub fn why_not(t: &Table, me: &str, want: Want, verb: &str) -> String {
    use crate::store::Phase;
    let id = t.id;
    match (want, t.phase()) {
        (_, Phase::Closed) => {
            format!("Challenge #{id} was declined or withdrawn; no game was played.")
        }
        (_, Phase::Finished) => format!(
            "Game #{id} is over; `board #{id}`, `record #{id}` and `gif #{id}` still show it."
        ),
        (Want::Mine | Want::Any | Want::Look, Phase::Challenge) => {
            format!("Game #{id} has not started: it is a challenge waiting to be accepted.")
        }
        (Want::Mine, _) if t.side_of(me).is_none() => {
            format!("Only the players of game #{id} can {verb}; you are watching it.")
        }
        (Want::ChallengeToMe, _) if t.challenger.id == me => format!(
            "You made challenge #{id}; only your opponent can {verb} it (you may `cancel` it)."
        ),
        (Want::ChallengeToMe, Phase::Challenge) => format!(
            "Challenge #{id} is for {}, not for you.",
            t.challenged
                .as_ref()
                .map_or("someone else", |u| u.name.as_str())
        ),
        (Want::MyChallenge, Phase::Challenge) => format!(
            "Challenge #{id} is {}'s; only they can cancel it.",
            t.challenger.name
        ),
        _ => format!("Game #{id} is already under way."),
    }
}

/// No game fits the command.
pub fn nothing_found(want: Want, verb: &str, playing_here: bool) -> String {
    match want {
        Want::Mine | Want::Any | Want::Look => {
            if want == Want::Mine && playing_here {
                format!("You are not playing in this channel, so you cannot {verb}. Start a game with `play VARIANT @opponent` or `play VARIANT bot`.")
            } else {
                "There is no game in progress in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.".to_string()
            }
        }
        Want::ChallengeToMe => "There is no challenge for you in this channel.".to_string(),
        Want::MyChallenge => "You have no open challenge in this channel.".to_string(),
    }
}

pub fn which_game(list: &[String], example: &str, first: u64) -> String {
    format!(
        "Which game?\n{}\nAdd its number, for example `{example} #{first}`.",
        list.join("\n")
    )
}

// ---- challenges ----

pub fn setup_or_fen() -> String {
    "Give either `setup` or `fen`, not both.".into()
}

pub fn bad_position(e: &str) -> String {
    format!("That position cannot be used: {e}")
}

pub fn position_over() -> String {
    "That position is already over; nothing to play.".into()
}

pub fn bad_setup(e: &str) -> String {
    format!("That setup cannot be used: {e}.")
}

pub fn not_yourself() -> String {
    "You cannot challenge yourself; name another player or `bot`.".into()
}

pub fn bot_name(level: u8) -> String {
    format!("the bot (level {level})")
}

pub fn bot_accepts(rest: &str) -> String {
    format!("The bot accepts.\n{rest}")
}

/// "alice challenges bob to Perfect 12 (alice plays White) — challenge #1. bob: …".
pub fn challenge(t: &Table) -> String {
    use crate::commands::ColorChoice;
    let me = &t.challenger.name;
    let whom = t
        .challenged
        .as_ref()
        .map_or("anyone in this channel".to_string(), |u| u.name.clone());
    let colour = match t.color_choice {
        ColorChoice::White => format!(" ({me} plays White)"),
        ColorChoice::Black => format!(" ({me} plays Black)"),
        ColorChoice::Random => String::new(),
    };
    // An open challenge cannot be declined, only withdrawn by its author.
    let answer = t
        .challenged
        .as_ref()
        .map_or(format!("Anyone may `accept` ({me} may `cancel`)."), |u| {
            format!("{}: `accept` or `decline`.", u.name)
        });
    format!(
        "{me} challenges {whom} to {}{colour} — challenge #{}. {answer}",
        t.variant.variant().name,
        t.id
    )
}

pub fn nobody_accepted() -> String {
    "Nobody has accepted this challenge.".into()
}

pub fn no_arrangement() -> String {
    "No arrangement could be chosen for this game.".into()
}

pub fn game_begins(t: &Table) -> String {
    let mut text = format!(
        "Game #{} begins: {}, {} (White) vs {} (Black).",
        t.id,
        t.variant.variant().name,
        name_or_unknown(t.white()),
        name_or_unknown(t.black()),
    );
    if let crate::store::StartRecord::Arrangement(a) = &t.start {
        text.push_str(&format!(" Setup {a}."));
    }
    text
}

pub fn open_challenge_no_decline(id: u64) -> String {
    format!("Challenge #{id} is open to anyone; there is nothing to decline (its author may `cancel` it).")
}

pub fn withdrew(who: &str, id: u64) -> String {
    format!("{who} withdrew challenge #{id}.")
}

pub fn declined(who: &str, id: u64, challenger: &str) -> String {
    format!("{who} declined challenge #{id} from {challenger}.")
}

// ---- playing ----

pub fn not_playing() -> String {
    "You are not playing this game.".into()
}

pub fn no_game() -> String {
    "That game has not started yet.".into()
}

/// A line too long to be a command (it is not quoted back).
pub fn line_too_long(chars: usize) -> String {
    format!(
        "That message is too long to be a command ({chars} characters; at most {}). Type `help` for the commands.",
        crate::clean::LINE_MAX
    )
}

/// A bare word that is neither a command nor, here, a move.
pub fn not_a_command(text: &str, why: &str) -> String {
    let word = crate::clean::echo(text.split_whitespace().next().unwrap_or(text));
    format!("`{word}` is not a command. {why}\nType `help` for the commands.")
}

/// A refused move; `typo` is the text when it may be a mistyped command word.
pub fn move_refused(error: &str, typo: Option<&str>) -> String {
    let mut msg = sentence(error);
    if let Some(text) = typo {
        let word = crate::clean::echo(text.split_whitespace().next().unwrap_or(text));
        msg.push_str(&format!(
            "\n`{word}` is not a command either; type `help` for the commands."
        ));
    }
    msg
}

pub fn plays(who: &str, san: &str) -> String {
    format!("{who} plays {san}.")
}

pub fn bot_plays(san: &str) -> String {
    format!("The bot plays {san}.")
}

/// "Game over: … (1-0). It stays viewable: …" and the rating changes.
pub fn result_text(t: &Table, ratings: &[RatingChange], before: &[(String, f64)]) -> String {
    let mut out = String::new();
    if let Some(r) = t.game().and_then(|g| g.result()) {
        out.push_str(&format!(
            "Game over: {} ({}). It stays viewable: `board #{id}`, `record #{id}`, `gif #{id}`.",
            result_description(&r),
            r.score(),
            id = t.id
        ));
    }
    for (_, user, r) in ratings {
        let old = before
            .iter()
            .find(|(u, _)| u == user)
            .map_or(1500.0, |(_, x)| *x);
        out.push_str(&format!(
            "\n{}: rating {:.0} → {:.0} ({:+.0})",
            r.name,
            old,
            r.rating,
            r.rating - old
        ));
    }
    out
}

pub fn no_setup_choice(variant: VariantId) -> String {
    format!(
        "{} has no setup choice; only the Zanzibar games do.",
        variant.variant().name
    )
}

pub fn black_chooses() -> String {
    "In Zanzibar, Black chooses the setup; you play White.".into()
}

pub fn setup_too_late() -> String {
    "The setup can only be chosen before White's first move.".into()
}

pub fn setup_chosen_already(arrangement: Option<&str>) -> String {
    match arrangement {
        Some(a) => format!("The setup was chosen already ({a}); it is chosen once, and stays."),
        None => "The setup was chosen already; it is chosen once, and stays.".into(),
    }
}

pub fn setup_chosen(who: &str, arrangement: &str) -> String {
    format!("{who} chooses the setup {arrangement}; White mirrors it.")
}

pub fn draw_offered_already() -> String {
    "You have offered a draw already; your opponent may accept with `draw`.".into()
}

pub fn bot_declines_draw() -> String {
    "The bot declines the draw: it plays on.".into()
}

pub fn draw_offer(who: &str, opponent: &str) -> String {
    format!("{who} offers a draw. {opponent}: `draw` to accept (making a move declines it).")
}

pub fn takeback_asked_already() -> String {
    "You have asked already; your opponent agrees with `takeback`.".into()
}

pub fn nothing_to_take_back_yours() -> String {
    "You have no move to take back.".into()
}

pub fn nothing_to_take_back() -> String {
    "There is no move to take back.".into()
}

pub fn takeback_request(who: &str, opponent: &str) -> String {
    format!("{who} asks to take back their last move. {opponent}: `takeback` to agree.")
}

pub fn taken_back(name: &str, plies: usize, status: &str) -> String {
    format!(
        "Taken back: {name}'s last move ({plies} {}).\n{status}",
        if plies == 1 { "ply" } else { "plies" }
    )
}

pub fn your_move_no_claim() -> String {
    "It is your move: there is nothing to claim.".into()
}

/// `claim` in a game with a time control: its clock decides (`left`: the opponent's
/// time to move).
pub fn clock_decides(time: crate::commands::TimeControl, left: u64) -> String {
    use crate::commands::TimeControl;
    let control = match time {
        TimeControl::Days(d) => format!("{} a move", count(d, "day")),
        TimeControl::Clock { minutes, increment } => format!("a clock ({minutes}+{increment})"),
    };
    format!(
        "This game is played with {control}, so its clock decides, not a claim: your \
         opponent has {} left to move; if they have not moved by then, they lose on time \
         and the game ends by itself.",
        duration_text(left)
    )
}

pub fn too_early_to_claim(left_secs: u64) -> String {
    format!(
        "Your opponent has {} left to move before you can claim the game.",
        duration_text(left_secs)
    )
}

pub fn hints_vs_bot_only() -> String {
    "Hints are for games against the bot.".into()
}

pub fn hint_not_your_turn() -> String {
    "It is not your turn; a hint comes when it is.".into()
}

pub fn no_move_to_suggest() -> String {
    "There is no move to suggest.".into()
}

pub fn hint(san: &str) -> String {
    format!("Hint: {san}")
}

/// What the other player of a direct-message game reads.
pub fn notice(sender: &str, id: u64, text: &str) -> String {
    format!("{sender} — game #{id}:\n{text}")
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
pub fn clock_line(t: &Table, now: u64) -> Option<String> {
    let line = time_line(t, now)?;
    let s = t.seated()?;
    let urgent = s
        .time_left(s.side_to_act(), now)
        .is_some_and(|l| l < 86_400);
    (matches!(t.time, Some(crate::commands::TimeControl::Clock { .. })) || urgent).then_some(line)
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
pub fn timed_out(t: &Table, result: &str) -> String {
    format!(
        "Game #{}: {}",
        t.id,
        result.strip_prefix("Game over: ").unwrap_or(result)
    )
}

/// A reminder that it is `who`'s move.
pub fn reminder(t: &Table, who: &str, waited: u64, left: Option<u64>) -> String {
    let game = format!("{} #{}", t.variant.variant().name, t.id);
    match left {
        Some(l) => format!(
            "{who}, it is your move in {game} ({} since the last move; {} left before you lose on time). `remind off` stops these reminders.",
            duration_text(waited),
            duration_text(l)
        ),
        None => format!(
            "{who}, it is your move in {game} ({} since the last move). `remind off` stops these reminders.",
            duration_text(waited)
        ),
    }
}

pub fn reminders_set(on: bool) -> String {
    if on {
        "Reminders are on: when you have had the move for a day, or a deadline comes near, I remind you once where you play.".into()
    } else {
        "Reminders are off for all your games (`remind on` turns them back on).".into()
    }
}

// ---- looking ----

pub fn legal_moves(side: Color, sans: &[String]) -> String {
    format!(
        "{} legal moves for {}: {}",
        sans.len(),
        color_name(side),
        sans.join(" ")
    )
}

pub fn not_a_square(sq: &str, game: &str) -> String {
    format!("`{sq}` is not a square of the {game} board.")
}

pub fn no_piece_on(sq: &str) -> String {
    format!("There is no piece on {sq}.")
}

pub fn cannot_move_now(piece: &str, sq: &str, to_move: Color) -> String {
    format!(
        "The {piece} on {sq} cannot move now: {} is to move.",
        color_name(to_move)
    )
}

pub fn no_legal_move(piece: &str, sq: &str) -> String {
    format!("The {piece} on {sq} has no legal move.")
}

pub fn piece_can_play(piece: &str, sq: &str, sans: &[String]) -> String {
    format!("The {piece} on {sq} can play: {}", sans.join(" "))
}

pub fn no_games_here() -> String {
    "No games or challenges in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.".into()
}

pub fn record_of(id: u64, plies: usize) -> String {
    format!("The record of game #{id} ({}).", moves_played(plies))
}

pub fn animation_of(id: u64, plies: usize) -> String {
    format!("Game #{id} as an animation ({}).", moves_played(plies))
}

pub fn games_list() -> String {
    let list: Vec<String> = VariantId::ALL
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
    format!(
        "The games: {}. Ask `rules VARIANT` for one.",
        list.join(", ")
    )
}

pub fn not_a_piece(text: &str, game: &str, pieces: &str) -> String {
    format!("`{text}` is not a piece of {game}; its pieces are {pieces}.")
}

pub fn stats(name: &str, ratings: &[(VariantId, RatingRecord)]) -> String {
    if ratings.is_empty() {
        return format!("{name} has no rated games yet.");
    }
    let mut lines = vec![format!("{name}:")];
    for (variant, r) in ratings {
        lines.push(format!(
            "- {}: rating {:.0} (±{:.0}), {}: {} won, {} drawn, {} lost",
            variant.variant().name,
            r.rating,
            2.0 * r.deviation,
            count(r.games(), "game"),
            r.wins,
            r.draws,
            r.losses
        ));
    }
    lines.join("\n")
}

pub fn leaderboard(variant: VariantId, all: &[(String, RatingRecord)]) -> String {
    if all.is_empty() {
        return format!(
            "Nobody has played a rated game of {} yet.",
            variant.variant().name
        );
    }
    let mut all: Vec<&(String, RatingRecord)> = all.iter().collect();
    all.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
    let lines: Vec<String> = all
        .iter()
        .take(10)
        .enumerate()
        .map(|(i, (_, r))| {
            format!(
                "{}. {} {:.0} ({})",
                i + 1,
                r.name,
                r.rating,
                count(r.games(), "game")
            )
        })
        .collect();
    format!(
        "{} leaderboard:\n{}",
        variant.variant().name,
        lines.join("\n")
    )
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

pub fn analyse_which() -> String {
    "Which game? `analyse #ID` (the number is on its boards and in its record; a finished \
     game's last reply has an Analyse button)."
        .to_string()
}

pub fn analyse_in_progress(id: u64) -> String {
    format!("Game #{id} is still being played: it can be analysed when it is over.")
}

pub fn analysis_under_way(id: u64) -> String {
    format!("The analysis of game #{id} is under way; its answer comes when it is done (`analyse stop #{id}` ends it early).")
}

pub fn analysis_not_running(id: u64) -> String {
    format!("No analysis of game #{id} is under way.")
}

pub fn analysis_stopping(id: u64) -> String {
    format!("Stopping the analysis of game #{id}: it answers with what it has seen so far.")
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
pub fn analysis_line(m: &NotedMove) -> String {
    let what = match m.lost {
        _ if m.allows_mate => "allowed a mate".to_string(),
        Some(piece) => format!("lost the {piece}"),
        None => format!("gave away {:.1} pawns", m.swing_pawns),
    };
    let (side, number, san, mark) = (m.side, m.number, m.san, m.mark);
    match m.best {
        Some(b) => format!("- {side}'s {number} {san}{mark} {what}; best was {number} {b}"),
        None => format!("- {side}'s {number} {san}{mark} {what}"),
    }
}

pub fn analysis_counts(side: &str, blunders: usize, mistakes: usize) -> String {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    format!(
        "{side}: {blunders} blunder{} (??), {mistakes} mistake{} (?)",
        plural(blunders),
        plural(mistakes)
    )
}

pub fn analysis_head(id: u64, variant: &str, plies: usize, ms_per_move: u64) -> String {
    format!(
        "Analysis of game #{id} ({variant}, {}; {ms_per_move} ms a position):",
        moves_played(plies)
    )
}

pub fn analysis_clean() -> String {
    "No mistakes found: both sides kept their evaluation.".to_string()
}

pub fn analysis_stopped(seen: usize, plies: usize) -> String {
    format!("(Stopped early: {seen} of {plies} plies looked at.)")
}

// ---- reading commands (the grammar's errors) ----

/// A command line that misses what it needs: its usage, and an example.
pub fn usage(usage: &str, example: Option<&str>) -> String {
    match example {
        Some(e) => format!("usage: {usage} — for example `{e}`"),
        None => format!("usage: {usage}"),
    }
}

pub fn empty_command() -> String {
    "an empty command; type `help` to see the commands".into()
}

pub fn not_understood(word: &str, command: &str, usage: &str) -> String {
    format!("I don't understand `{word}` in `{command}`; usage: {usage}")
}

/// Words after a command that takes none (but perhaps a game number).
pub fn takes_nothing(command: &str, game: bool, extra: &str) -> String {
    if game {
        format!("`{command}` takes no argument but a game number like `#12`; `{extra}` is extra")
    } else {
        format!("`{command}` takes no argument; `{extra}` is extra")
    }
}

/// An argument given without a value it can take: "`level` takes a number from 1 to 8".
pub fn arg_takes(name: &str, takes: &str) -> String {
    format!("`{name}` takes {takes}")
}

pub fn takes_number(min: i64, max: i64) -> String {
    format!("a number from {min} to {max}")
}

pub fn takes_one_of(words: &[&str]) -> String {
    let words: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    format!("one of {}", words.join(", "))
}

pub fn takes_meta(meta: &str) -> String {
    format!("a value like `{meta}`")
}

pub fn given_twice(name: &str) -> String {
    format!("`{name}` is given twice; give it once.")
}

/// Two arguments that exclude each other (`@opponent` and `bot`).
pub fn not_both(a: &str, b: &str) -> String {
    format!("Give `{a}` or `{b}`, not both.")
}

pub fn level_needs_bot() -> String {
    "`level` is for games against the bot: `play VARIANT bot level N`".into()
}

pub fn no_such_command(name: &str) -> String {
    format!("There is no command `{name}`; type `help` to see the commands.")
}

pub fn no_such_option(command: &str, name: &str) -> String {
    format!("`{command}` has no option `{name}`; see `help {command}`.")
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
            candidates.join(" or ")
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

#[cfg(test)]
mod tests {
    use super::*;

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
