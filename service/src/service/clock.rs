//! Time controls, deadlines and reminders.
//!
//! Deadlines are stored with the game (its clocks and when the side to act began), never
//! kept only in memory: a clock that ran out while the bot was down is decided by the
//! first command that looks at the game, or by the serving process's next round
//! ([`Service::tick`]). Reminders sent are stored with the game too, so none is sent
//! twice, also across a restart.

use super::{Effects, Handled, Request, Service};
use crate::commands::TimeControl;
use crate::lock;
use crate::reply::{Notice, Reply};
use crate::store::{ClockRecord, Side};
use crate::table::{Table, REMINDED_DEADLINE, REMINDED_IDLE};
use crate::texts::messages as msg;

/// The setting that turns reminders off.
const REMINDERS: &str = "reminders";

/// A side's whole budget at the start of a game (and per move in correspondence).
pub(super) fn budget(time: TimeControl) -> u64 {
    match time {
        TimeControl::Days(d) => u64::from(d) * 86_400,
        TimeControl::Clock { minutes, .. } => u64::from(minutes) * 60,
    }
}

/// The most a side waits for the other's first move on a live clock before the game
/// is aborted (less when the whole clock is shorter).
pub const FIRST_MOVE_MAX_SECS: u64 = 600;

/// How long a side has for its first move on a live clock before the game is aborted:
/// its whole starting time, at most [`FIRST_MOVE_MAX_SECS`]. `None` without a live clock.
pub(super) fn first_move_window(time: Option<TimeControl>) -> Option<u64> {
    match time? {
        t @ TimeControl::Clock { .. } => Some(budget(t).min(FIRST_MOVE_MAX_SECS)),
        TimeControl::Days(_) => None,
    }
}

/// The clocks of a game that begins now.
pub(super) fn start_clock(time: Option<TimeControl>, now: u64) -> Option<ClockRecord> {
    let b = budget(time?);
    Some(ClockRecord {
        white: b,
        black: b,
        since: now,
    })
}

impl Service {
    /// Ends the game if the side to act has run out of time (strictly past its
    /// deadline: "at most three days" includes the last second). Saved with its
    /// ratings; the news goes into the reply of the request that found it.
    pub(super) fn expire(&self, fx: &Effects, t: &mut Table) -> Result<bool, Reply> {
        let now = self.clock.now();
        let Some(s) = t.seated() else {
            return Ok(false);
        };
        if let (true, Some(window), Some(c)) =
            (s.waits_first_move(), first_move_window(t.time), s.clock)
        {
            if now <= c.since + window {
                return Ok(false);
            }
            // A side that never made its first move: the game is called off, as on
            // the large servers, not lost (nobody played).
            let side = s.side_to_act();
            let who = s.player(side).name.clone();
            if let Some(s) = t.seated_mut() {
                s.aborted = true;
                s.draw_offer = None;
                s.takeback_offer = None;
            }
            self.save(fx, t, &[])?;
            // In a tournament the game is not simply off: the one who never moved
            // loses it by forfeit (the tournament scores it so).
            let news = match t.tournament {
                Some(tournament) => {
                    msg::forfeit_no_first_move(t.id, &who, side, window, tournament)
                }
                None => msg::aborted_no_first_move(t.id, &who, side, window),
            };
            fx.timed_out(t.id, news);
            return Ok(true);
        }
        match s.deadline() {
            Some(deadline) if now > deadline => {}
            _ => return Ok(false),
        }
        let loser = s.side_to_act();
        let before = self.ratings_before(t);
        if let Some(s) = t.seated_mut() {
            s.game.out_of_time(loser.into()).map_err(|e| {
                Reply::refused(msg::game_refused(&e), crate::reply::Refusal::Game(e))
            })?;
            s.flagged = Some(loser);
            if let Some(c) = s.clock.as_mut() {
                // The loser's clock shows zero.
                match loser {
                    Side::White => c.white = 0,
                    Side::Black => c.black = 0,
                }
            }
        }
        let ratings = self
            .ratings_if_over(fx, t)
            .inspect_err(|_| self.forget(t.id))?;
        self.save(fx, t, &ratings)?;
        let text = msg::timed_out(t, msg::result_text(t, &ratings, &before));
        fx.timed_out(t.id, text);
        Ok(true)
    }

    /// One round of the clock for the games played on a platform (`discord`, `matrix`,
    /// `terminal`; the prefix of their channels): clocks that ran out end their games,
    /// and players who have had the move long are reminded. Returns what to tell whom;
    /// each is returned once, ever (what was sent is saved before returning).
    pub fn tick(&self, platform: &str) -> Vec<Notice> {
        let prefix = format!("{platform}:");
        let ids = match self.store.open_games() {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!("the clock cannot list the games: {e}");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for id in ids {
            let table = match self.load(id) {
                Ok(Some(t)) => t,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!("the clock skips game #{id}: {e}");
                    continue;
                }
            };
            let mut t = lock(&table);
            if !t.channel.starts_with(&prefix) {
                continue;
            }
            // Each game's round has its own record of what it did.
            let fx = &Effects::default();
            if let Err(r) = self.expire(fx, &mut t) {
                tracing::warn!(
                    "game #{id}: the clock ran out but the result was not saved: {}",
                    r.text
                );
                continue;
            }
            let timeouts = fx.take_timeouts();
            if let Some((_, text)) = timeouts.into_iter().next() {
                // The game ended on time (or was aborted for want of a first move): both
                // players hear it where they play.
                for person in t
                    .people()
                    .into_iter()
                    .filter(|u| t.side_of(&u.id).is_some())
                {
                    out.push(self.channel_notice(&t, person.clone(), text.clone()));
                }
                continue;
            }
            if self.bot_owes(&t) {
                out.extend(self.resume(fx, &mut t));
                continue;
            }
            if let Some(n) = self.reminder(fx, &mut t) {
                out.push(n);
            }
        }
        // Tournaments move on: results of games that ended (on time above, or saved
        // before a restart), an arena's window that closed.
        out.extend(self.tournament_round(&prefix));
        for n in &mut out {
            n.in_readers_lang();
        }
        out
    }

    /// The bot makes the move it owes (its process stopped while it thought, or the
    /// move could not be saved): the players hear it where the game is played, with the
    /// board. Nothing when it cannot be saved yet; the next round tries again.
    fn resume(&self, fx: &Effects, t: &mut Table) -> Option<Notice> {
        let id = t.id;
        let mut text = match self.owed_move(fx, t) {
            Ok(Some(news)) => news,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!("game #{id}: the bot's move cannot be saved yet: {e}");
                return None;
            }
        };
        tracing::info!("game #{id}: the bot made the move it owed");
        if t.in_progress() {
            text.push_str("\n");
            text.push(msg::status_line(t));
        }
        let to = t
            .to_act()
            .filter(|u| !u.bot)
            .or_else(|| t.people().into_iter().find(|u| t.side_of(&u.id).is_some()))?
            .clone();
        let reply = self.with_board(crate::reply::Reply::text(text), t, Vec::new());
        let reply = Self::game_actions(reply, t);
        let mut notice = self.channel_notice(t, to, reply.msg());
        notice.attachments = reply.attachments;
        notice.actions.extend(reply.actions);
        Some(notice)
    }

    /// A reminder for the player to act, if one is due and was not sent this turn.
    fn reminder(&self, fx: &Effects, t: &mut Table) -> Option<Notice> {
        let now = self.clock.now();
        if !t.in_progress() {
            return None;
        }
        let who = t.to_act()?.clone();
        if who.bot || self.reminders_off(&who.id) {
            return None;
        }
        let s = t.seated()?;
        let waited = now.saturating_sub(t.last_activity);
        let left = s.deadline().map(|d| d.saturating_sub(now));
        let correspondence = matches!(t.time, Some(TimeControl::Days(_)));
        let flag = if correspondence
            && s.reminded & REMINDED_DEADLINE == 0
            && left.is_some_and(|l| l <= self.config.remind_before_secs)
        {
            REMINDED_DEADLINE
        } else if s.reminded & (REMINDED_IDLE | REMINDED_DEADLINE) == 0
            && waited >= self.config.remind_after_secs
        {
            REMINDED_IDLE
        } else {
            return None;
        };
        if let Some(s) = t.seated_mut() {
            // A deadline reminder covers the idle one too.
            s.reminded |= flag
                | if flag == REMINDED_DEADLINE {
                    REMINDED_IDLE
                } else {
                    0
                };
        }
        // Saved first: a reminder is never sent twice, even if the process dies now.
        if self.save(fx, t, &[]).is_err() {
            return None;
        }
        let text = msg::reminder(t, &who.name, waited, left);
        Some(self.channel_notice(t, who, text))
    }

    fn channel_notice(
        &self,
        t: &Table,
        to: crate::store::UserRef,
        text: crate::reply::Msg,
    ) -> Notice {
        let mut view = t.view(self.clock.now());
        view.page = self.page_of(t.id, t.page_key.as_deref());
        let mut actions = Vec::new();
        if t.phase() == crate::store::Phase::Finished {
            actions.push(crate::reply::Action {
                kind: crate::reply::ActionKind::Analyse,
                label: msg::LABEL_ANALYSE.to_string(),
                command: format!("analyse #{}", t.id),
            });
        }
        if matches!(
            t.phase(),
            crate::store::Phase::Finished | crate::store::Phase::Aborted
        ) {
            actions.push(crate::reply::Action {
                kind: crate::reply::ActionKind::Rematch,
                label: msg::LABEL_REMATCH.to_string(),
                command: format!("rematch #{}", t.id),
            });
        }
        let lang = self.notice_lang(&to.id, Some(&t.channel));
        Notice {
            to,
            channel: Some(t.channel.clone()),
            text: String::new(),
            said: Vec::new(),
            parts: Vec::new(),
            lang,
            attachments: Vec::new(),
            actions,
            game: Some(view),
        }
        .with(text)
    }

    fn reminders_off(&self, user: &str) -> bool {
        self.store
            .setting(user, REMINDERS)
            .ok()
            .flatten()
            .is_some_and(|v| v == "off")
    }

    pub(super) fn remind(&self, fx: &Effects, req: &Request, on: bool) -> Handled {
        let value = if on { None } else { Some("off") };
        self.store
            .set_setting(&req.user.id, REMINDERS, value)
            .map_err(|e| Self::db_error(fx, e))?;
        Ok(Reply::text(msg::reminders_set(on)))
    }
}
