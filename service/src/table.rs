//! A table: one game from its challenge to its end, the one state the service keeps in
//! memory. Its stored record is derived from it ([`Table::record`]) and it is rebuilt from
//! a record by replaying the moves ([`Table::from_record`]), so there is one truth: the
//! moves and the result live in the [`Game`], nowhere else.

use crate::commands::{ColorChoice, TimeControl};
use crate::reply::{GameView, Phase as ViewPhase, ResultView};
use crate::store::{
    ClockRecord, GameRecord, Phase, ResultRecord, Side, StartRecord, UserRef, VERSION,
};
use acedrex_rules::{Game, Outcome, VariantId};

/// Where a table is.
#[derive(Clone, Debug)]
pub enum Stage {
    /// Waiting for the challenged player (or anyone) to accept.
    Challenge,
    /// Declined or withdrawn: no game was played.
    Closed,
    /// The players are seated: a game (in setup, in play, or over). Most tables are
    /// here, so the size difference with the other stages is no waste.
    Seated(Box<Seated>),
}

/// A game between two seated players.
#[derive(Clone, Debug)]
pub struct Seated {
    pub white: UserRef,
    pub black: UserRef,
    /// The moves and the result are the game's own.
    pub game: Game,
    /// Zanzibar: Black has still to choose the arrangement.
    pub setup_pending: bool,
    pub draw_offer: Option<Side>,
    pub takeback_offer: Option<Side>,
    /// The clocks, under a time control.
    pub clock: Option<ClockRecord>,
    /// Reminders already sent this turn ([`REMINDED_IDLE`], [`REMINDED_DEADLINE`]).
    pub reminded: u8,
    /// Who ran out of time, if the game ended so.
    pub flagged: Option<Side>,
    /// A live clock (`clock M+S`): it starts after each side's first move (derived from
    /// the time control, not stored).
    pub fair_start: bool,
    /// Ended before both sides had moved: no result.
    pub aborted: bool,
}

/// A reminder after a long wait was sent this turn.
pub const REMINDED_IDLE: u8 = 1;
/// A reminder before the deadline was sent this turn.
pub const REMINDED_DEADLINE: u8 = 2;

impl Seated {
    /// Whether the game is waiting for the first move of the side to act on a live
    /// clock (or, in Zanzibar, for Black's setup before it): no clock runs then, as on
    /// the large servers.
    pub fn waits_first_move(&self) -> bool {
        self.fair_start && self.game.moves().len() < 2 && !self.is_over()
    }

    /// Over: a result, or aborted.
    pub fn is_over(&self) -> bool {
        self.aborted || self.game.is_over()
    }

    /// The game may still be aborted: not over, and not both sides have moved.
    pub fn abortable(&self) -> bool {
        !self.is_over() && self.game.moves().len() < 2
    }

    /// Time left of a side at `now` (the side to act's clock runs).
    pub fn time_left(&self, side: Side, now: u64) -> Option<u64> {
        let c = self.clock?;
        let stored = match side {
            Side::White => c.white,
            Side::Black => c.black,
        };
        if side == self.side_to_act() && !self.is_over() && !self.waits_first_move() {
            Some(stored.saturating_sub(now.saturating_sub(c.since)))
        } else {
            Some(stored)
        }
    }

    /// When the side to act loses on time, if the game has a clock and goes on.
    pub fn deadline(&self) -> Option<u64> {
        let c = self.clock?;
        if self.is_over() || self.waits_first_move() {
            return None;
        }
        Some(
            c.since
                + match self.side_to_act() {
                    Side::White => c.white,
                    Side::Black => c.black,
                },
        )
    }

    /// The turn passes at `now` after `mover` acted (a move, a setup): the mover's time
    /// is charged (plus the increment, or reset to the days per move), the other's
    /// clock starts, and this turn's reminders are forgotten.
    pub fn turn_passed(&mut self, mover: Side, now: u64, time: Option<TimeControl>) {
        self.reminded = 0;
        // Each side's first move (and a Zanzibar setup) costs nothing on a live clock.
        let free = self.fair_start && self.game.moves().len() <= 2;
        let (Some(c), Some(time)) = (self.clock.as_mut(), time) else {
            return;
        };
        if free {
            c.since = now;
            return;
        }
        let spent = now.saturating_sub(c.since);
        let left = match mover {
            Side::White => &mut c.white,
            Side::Black => &mut c.black,
        };
        *left = match time {
            TimeControl::Days(d) => u64::from(d) * 86_400,
            TimeControl::Clock { increment, .. } => {
                left.saturating_sub(spent) + u64::from(increment)
            }
        };
        c.since = now;
    }

    /// A new turn without a move (a takeback): the clock of the side to act restarts
    /// from what it had.
    pub fn restart_turn(&mut self, now: u64) {
        self.reminded = 0;
        if let Some(c) = self.clock.as_mut() {
            c.since = now;
        }
    }
    pub fn player(&self, side: Side) -> &UserRef {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    pub fn side_of(&self, user: &str) -> Option<Side> {
        if self.white.id == user {
            Some(Side::White)
        } else if self.black.id == user {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// The side whose turn it is: Black while a setup is pending.
    pub fn side_to_act(&self) -> Side {
        if self.setup_pending {
            Side::Black
        } else {
            self.game.side_to_move().into()
        }
    }
}

/// A game at the table: who, what, where, and its stage.
#[derive(Clone, Debug)]
pub struct Table {
    pub id: u64,
    /// Incremented by every save (see [`crate::store::GameStore::write`]).
    pub rev: u64,
    pub variant: VariantId,
    pub channel: String,
    pub challenger: UserRef,
    /// `None` for an open challenge.
    pub challenged: Option<UserRef>,
    pub color_choice: ColorChoice,
    /// The bot's level when the opponent is the bot.
    pub bot_level: Option<u8>,
    pub rated: bool,
    pub start: StartRecord,
    pub created: u64,
    /// Time of the last move (or of the start), in Unix seconds.
    pub last_activity: u64,
    /// The time control chosen at `play`; `None`: untimed.
    pub time: Option<TimeControl>,
    /// A rematch challenge: the game it is the rematch of.
    pub rematch_of: Option<u64>,
    /// A tournament game: the tournament its result counts in.
    pub tournament: Option<u64>,
    /// The key of an unlisted page (a game of a private conversation): its page is at
    /// `/game/ID-KEY` only. `None`: the page is listed, at `/game/ID`.
    pub page_key: Option<String>,
    pub stage: Stage,
}

impl Table {
    pub fn phase(&self) -> Phase {
        match &self.stage {
            Stage::Challenge => Phase::Challenge,
            Stage::Closed => Phase::Closed,
            Stage::Seated(s) if s.aborted => Phase::Aborted,
            Stage::Seated(s) if s.game.is_over() => Phase::Finished,
            Stage::Seated(s) if s.setup_pending => Phase::Setup,
            Stage::Seated(_) => Phase::Playing,
        }
    }

    /// Setup or play: the game goes on.
    pub fn in_progress(&self) -> bool {
        matches!(self.phase(), Phase::Setup | Phase::Playing)
    }

    pub fn seated(&self) -> Option<&Seated> {
        match &self.stage {
            Stage::Seated(s) => Some(s),
            _ => None,
        }
    }

    pub fn seated_mut(&mut self) -> Option<&mut Seated> {
        match &mut self.stage {
            Stage::Seated(s) => Some(s),
            _ => None,
        }
    }

    pub fn game(&self) -> Option<&Game> {
        self.seated().map(|s| &s.game)
    }

    pub fn white(&self) -> Option<&UserRef> {
        self.seated().map(|s| &s.white)
    }

    pub fn black(&self) -> Option<&UserRef> {
        self.seated().map(|s| &s.black)
    }

    pub fn player(&self, side: Side) -> Option<&UserRef> {
        self.seated().map(|s| s.player(side))
    }

    /// The side a user plays, if any.
    pub fn side_of(&self, user: &str) -> Option<Side> {
        self.seated().and_then(|s| s.side_of(user))
    }

    /// Everyone the table concerns, bots excluded.
    pub fn people(&self) -> Vec<&UserRef> {
        let mut v: Vec<&UserRef> = Vec::new();
        for u in [
            Some(&self.challenger),
            self.challenged.as_ref(),
            self.white(),
            self.black(),
        ]
        .into_iter()
        .flatten()
        {
            if !u.bot && !v.iter().any(|x| x.id == u.id) {
                v.push(u);
            }
        }
        v
    }

    /// Whom the table waits for: the challenged player, Black choosing a Zanzibar setup,
    /// or the player to move; `None` for an open challenge or a game over. The one
    /// place that answers "who moves next".
    pub fn to_act(&self) -> Option<&UserRef> {
        match &self.stage {
            Stage::Challenge => self.challenged.as_ref(),
            Stage::Closed => None,
            Stage::Seated(s) if s.is_over() => None,
            Stage::Seated(s) => Some(s.player(s.side_to_act())),
        }
    }

    /// The bot is to move.
    pub fn bot_to_move(&self) -> bool {
        self.in_progress() && self.to_act().is_some_and(|u| u.bot)
    }

    /// The stored form of the table.
    pub fn record(&self) -> GameRecord {
        let seated = self.seated();
        let game = seated.map(|s| &s.game);
        GameRecord {
            v: VERSION,
            id: self.id,
            rev: self.rev,
            variant: self.variant,
            channel: self.channel.clone(),
            phase: self.phase(),
            challenger: self.challenger.clone(),
            challenged: self.challenged.clone(),
            color_choice: self.color_choice,
            bot_level: self.bot_level,
            white: seated.map(|s| s.white.clone()),
            black: seated.map(|s| s.black.clone()),
            start: self.start.clone(),
            moves: game.map_or_else(Vec::new, |g| {
                // Long algebraic text needs only the game's letters, not the position.
                let pos = g.position();
                g.moves().iter().map(|m| pos.lan(*m)).collect()
            }),
            created: self.created,
            last_activity: self.last_activity,
            draw_offer: seated.and_then(|s| s.draw_offer),
            takeback_offer: seated.and_then(|s| s.takeback_offer),
            result: game.and_then(|g| g.result()).map(|r| ResultRecord {
                winner: match r.outcome {
                    Outcome::Win(c) => Some(c.into()),
                    Outcome::Draw => None,
                },
                reason: r.reason.into(),
                flagged: seated.and_then(|s| s.flagged),
            }),
            rated: self.rated,
            time: self.time,
            clock: seated.and_then(|s| s.clock),
            reminded: seated.map_or(0, |s| s.reminded),
            page_key: self.page_key.clone(),
            rematch_of: self.rematch_of,
            tournament: self.tournament,
        }
    }

    /// The table a record describes, replaying and checking every move.
    pub fn from_record(rec: &GameRecord) -> Result<Table, String> {
        let stage = match rec.phase {
            Phase::Challenge => Stage::Challenge,
            Phase::Closed => Stage::Closed,
            Phase::Setup | Phase::Playing | Phase::Finished | Phase::Aborted => {
                let (Some(white), Some(black)) = (rec.white.clone(), rec.black.clone()) else {
                    return Err("a game without its players".into());
                };
                let game = rec.replay()?;
                if rec.phase == Phase::Finished && !game.is_over() {
                    return Err("a finished game without a result".into());
                }
                Stage::Seated(Box::new(Seated {
                    white,
                    black,
                    game,
                    setup_pending: rec.phase == Phase::Setup,
                    draw_offer: rec.draw_offer,
                    takeback_offer: rec.takeback_offer,
                    clock: rec.clock,
                    reminded: rec.reminded,
                    flagged: rec.result.as_ref().and_then(|r| r.flagged),
                    fair_start: matches!(rec.time, Some(TimeControl::Clock { .. })),
                    aborted: rec.phase == Phase::Aborted,
                }))
            }
        };
        Ok(Table {
            id: rec.id,
            rev: rec.rev,
            variant: rec.variant,
            channel: rec.channel.clone(),
            challenger: rec.challenger.clone(),
            challenged: rec.challenged.clone(),
            color_choice: rec.color_choice,
            bot_level: rec.bot_level,
            rated: rec.rated,
            start: rec.start.clone(),
            created: rec.created,
            last_activity: rec.last_activity,
            time: rec.time,
            rematch_of: rec.rematch_of,
            tournament: rec.tournament,
            page_key: rec.page_key.clone(),
            stage,
        })
    }

    /// The typed view of the table for front ends (`changed` and `began` are set by the
    /// service, which knows what the request did).
    pub fn view(&self, now: u64) -> GameView {
        let phase = match self.phase() {
            Phase::Challenge => ViewPhase::Challenge,
            Phase::Setup => ViewPhase::Setup,
            Phase::Playing => ViewPhase::Playing,
            Phase::Finished => ViewPhase::Finished,
            Phase::Closed => ViewPhase::Closed,
            Phase::Aborted => ViewPhase::Aborted,
        };
        let game = self.game();
        GameView {
            id: self.id,
            variant: self.variant,
            channel: self.channel.clone(),
            phase,
            challenger: self.challenger.clone(),
            challenged: self.challenged.clone(),
            white: self.white().cloned(),
            black: self.black().cloned(),
            to_act: self.to_act().cloned(),
            side_to_move: (phase == ViewPhase::Playing)
                .then(|| game.map(|g| g.side_to_move()))
                .flatten(),
            changed: false,
            began: false,
            last_move: game.and_then(|g| g.sans().last().cloned()),
            plies: game.map_or(0, |g| g.moves().len()),
            result: game.and_then(|g| g.result()).map(|r| ResultView {
                winner: match r.outcome {
                    Outcome::Win(c) => Some(c),
                    Outcome::Draw => None,
                },
                reason: r.reason.id().to_string(),
                score: r.score().to_string(),
            }),
            title: crate::texts::messages::game_title(self),
            lines: crate::texts::messages::card_lines_at(self, now),
            card_said: crate::texts::messages::card_said(self, now),
            page: None,
            page_key: self.page_key.clone(),
        }
    }
}
