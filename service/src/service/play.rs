//! Playing: moves, the Zanzibar setup, the bot's turn, offers, resignation, claims,
//! hints, and the ratings when a game ends.

use super::tables::{Shared, Want};
use super::{Effects, Handled, Request, Service};
use crate::commands::GameRef;
use crate::lock;
use crate::rating::{self, Score};
use crate::reply::{ActionKind, Msg, Refusal, Reply};
use crate::store::{RatingChange, RatingRecord, Side, StartRecord, StoreError, UserRef};
use crate::table::Table;
use crate::texts::messages as msg;
use acedrex_render::Marker;
use acedrex_rules::{Color, Game, MoveError, Outcome};

/// With a store other processes share: how long a game whose bot is to move is left to
/// the process that may be thinking about it (the strongest level thinks 10 s) before
/// another process makes the bot's move.
pub const RESUME_AFTER_SECS: u64 = 60;

/// Ratings before a game's end: (user id, rating), for the "1500 → 1662" lines.
type Before = Vec<(String, f64)>;

impl Service {
    pub(super) fn make_move(
        &self,
        fx: &Effects,
        req: &Request,
        g: GameRef,
        text: &str,
        bare: bool,
    ) -> Handled {
        let table = match self.resolve(fx, req, g, Want::Mine, "move", &format!("move {text}")) {
            Ok(t) => t,
            // A store that failed is said as it is: the word may well be a move.
            Err(r) if bare && !fx.failed_store() => {
                return Err(Reply::text(msg::not_a_command(text, r.msg())))
            }
            Err(r) => return Err(r),
        };
        let mut t = lock(&table);
        let Some(side) = t.side_of(&req.user.id) else {
            return Err(Reply::text(msg::not_playing()));
        };
        if t.seated().is_some_and(|s| s.setup_pending) {
            return Err(Reply::text(msg::status_line(&t)));
        }
        let before = self.ratings_before(&t);
        let now = self.clock.now();
        let time = t.time;
        let variant = t.variant;
        let Some(s) = t.seated_mut() else {
            return Err(Reply::text(msg::no_game()));
        };
        s.game.play_text_as(side.into(), text).map_err(|e| {
            let typo = bare && matches!(e, MoveError::Syntax { .. });
            Reply::refused(
                msg::move_refused(
                    &msg::move_error(variant, &e),
                    msg::move_error_said(variant, &e),
                    typo.then_some(text),
                ),
                Refusal::Move(e),
            )
        })?;
        let san = s.game.sans().last().cloned().unwrap_or_default();
        s.draw_offer = None;
        s.takeback_offer = None;
        s.turn_passed(side, now, time);
        t.last_activity = now;
        let mut ratings = self.ratings_if_over(fx, &t).inspect_err(|_| {
            // The move was made in memory only: what is stored is the truth.
            self.forget(t.id);
        })?;
        let mut text = msg::plays(&req.user.name, &san);
        let bot_to_move = t.bot_to_move();
        if bot_to_move {
            // The human move is made durable before the bot thinks about its answer.
            self.save(fx, &mut t, &ratings)?;
            match self.bot_turn(fx, &mut t) {
                Ok(Some((bot, bot_ratings))) => {
                    text.push_str(" ");
                    text.push(bot);
                    ratings.extend(bot_ratings);
                }
                Ok(None) => {}
                Err(e) => return Ok(self.bot_turn_failed(fx, &t, text, e)),
            }
        }
        text.push_str("\n");
        if t.phase() == crate::store::Phase::Finished {
            text.push(msg::result_text(&t, &ratings, &before));
        } else {
            text.push(msg::status_line(&t));
        }
        if bot_to_move {
            // Both moves are saved already.
            let reply = self.with_board(Reply::text(text), &t, Vec::new());
            return Ok(Self::game_actions(reply, &t).map_game(|v| v.changed = true));
        }
        self.save_while(fx, &mut t, &ratings, |t| {
            let reply = self.with_board(Reply::text(text), t, Vec::new());
            Self::game_actions(reply, t)
        })
    }

    pub(super) fn setup(&self, fx: &Effects, req: &Request, g: GameRef, text: &str) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "setup", &format!("setup {text}"))?;
        let mut t = lock(&table);
        let variant = t.variant;
        if variant.variant().setup.is_none() {
            return Err(Reply::text(msg::no_setup_choice(variant)));
        }
        if t.side_of(&req.user.id) != Some(Side::Black) {
            return Err(Reply::text(msg::black_chooses()));
        }
        let played = t.game().is_some_and(|g| !g.moves().is_empty());
        if played || matches!(t.start, StartRecord::Fen(_)) {
            return Err(Reply::text(msg::setup_too_late()));
        }
        // One choice (RULES.md): once made (by Black, or with the challenge), it stays.
        if t.seated().is_some_and(|s| !s.setup_pending) {
            let chosen = match &t.start {
                StartRecord::Arrangement(a) => Some(a.as_str()),
                _ => None,
            };
            return Err(Reply::text(msg::setup_chosen_already(chosen)));
        }
        let a = self.arrangement_from(variant, text, self.clock.now() ^ t.id)?;
        let now = self.clock.now();
        let time = t.time;
        let Some(s) = t.seated_mut() else {
            return Err(Reply::text(msg::no_game()));
        };
        s.game
            .set_arrangement(a.clone())
            .map_err(|e| Reply::refused(msg::game_refused(&e), Refusal::Game(e)))?;
        s.setup_pending = false;
        // Choosing the setup was Black's turn; now White's clock runs.
        s.turn_passed(Side::Black, now, time);
        t.start = StartRecord::Arrangement(a.to_string());
        t.last_activity = now;
        self.save(fx, &mut t, &[])?;
        let mut text = msg::setup_chosen(&req.user.name, &a.to_string());
        match self.bot_turn(fx, &mut t) {
            Ok(Some((bot, _))) => {
                text.push_str(" ");
                text.push(bot);
            }
            Ok(None) => {}
            Err(e) => return Ok(self.bot_turn_failed(fx, &t, text, e)),
        }
        text.push_str("\n");
        text.push(msg::status_line(&t));
        let reply = self.with_board(Reply::text(text), &t, Vec::new());
        Ok(Self::game_actions(reply, &t))
    }

    /// If the bot is to move, it moves (saved before returning). Returns what it did and
    /// the rating changes if that ended the game. The move is made on a copy: when it
    /// cannot be saved the table is left as it was stored.
    pub(super) fn bot_turn(
        &self,
        fx: &Effects,
        t: &mut Table,
    ) -> Result<Option<(Msg, Vec<RatingChange>)>, StoreError> {
        if !t.bot_to_move() {
            return Ok(None);
        }
        let level = t.bot_level.unwrap_or(self.config.default_level);
        let now = self.clock.now();
        let time = t.time;
        let Some(m) = t.game().and_then(|g| self.chooser.choose(g, level)) else {
            return Ok(None);
        };
        let mut next = t.clone();
        let Some(s) = next.seated_mut() else {
            return Ok(None);
        };
        let bot_side = s.side_to_act();
        let lan = s.game.position().lan(m);
        if s.game.play(m).is_err() {
            tracing::error!("the chooser proposed an illegal move {lan}");
            return Ok(None);
        }
        let san = s.game.sans().last().cloned().unwrap_or(lan);
        s.draw_offer = None;
        s.takeback_offer = None;
        s.turn_passed(bot_side, self.clock.now(), time);
        next.last_activity = now;
        let ratings = self.end_ratings(&next)?;
        self.store_save(fx, &mut next, &ratings)?;
        *t = next;
        Ok(Some((msg::bot_plays(&san), ratings)))
    }

    /// The reply when what the player did (`done`) was saved but the bot's answer was
    /// not: it says both, and the bot moves later by itself (the clock's rounds, or the
    /// next command that looks at the game). When another process changed the game
    /// meanwhile, the reply shows the game as it is now.
    pub(super) fn bot_turn_failed(
        &self,
        fx: &Effects,
        t: &Table,
        done: Msg,
        e: StoreError,
    ) -> Reply {
        let id = t.id;
        if let StoreError::Conflict { .. } = e {
            tracing::info!("game #{id}: the bot's move was made by another process");
            if let Ok(Some(table)) = self.get(fx, id) {
                let now = lock(&table);
                let text = done
                    .then("\n", msg::saved_then_changed(id))
                    .then("\n", msg::status_line(&now));
                let reply = self.with_board(Reply::text(text), &now, Vec::new());
                return Self::game_actions(reply, &now);
            }
        } else {
            tracing::error!("game #{id}: the bot's move cannot be saved: {e}");
        }
        let text = done.then("\n", msg::bot_move_not_saved(id, &e.to_string()));
        let reply = self.with_board(Reply::text(text), t, Vec::new());
        Self::game_actions(reply, t)
    }

    /// Whether the bot owes a move in this game that nobody is making: its process
    /// stopped while it thought, or its move could not be saved. Within one process a
    /// bot that thinks holds the game's lock, so any game found so is owed. With a store
    /// other processes share, another process may be thinking about it right now: the
    /// game is taken over only after [`RESUME_AFTER_SECS`] without a move.
    pub(super) fn bot_owes(&self, t: &Table) -> bool {
        t.bot_to_move()
            && (!self.store.shared()
                || self.clock.now().saturating_sub(t.last_activity) >= RESUME_AFTER_SECS)
    }

    /// The bot makes a move it owes (see [`Service::bot_owes`]) in a game a command is
    /// about; the reply of that command begins with the news. When the move cannot be
    /// saved the command stops there, saying so.
    pub(super) fn catch_up(&self, fx: &Effects, table: &Shared) -> Result<(), Reply> {
        let mut t = lock(table);
        if !self.bot_owes(&t) {
            return Ok(());
        }
        match self.owed_move(fx, &mut t) {
            Ok(Some(news)) => {
                fx.bot_caught_up(news);
                Ok(())
            }
            Ok(None) => Ok(()),
            Err(e) => {
                tracing::error!("game #{}: the bot's move cannot be saved: {e}", t.id);
                Err(Reply::text(msg::bot_still_owes(t.id, &e.to_string())))
            }
        }
    }

    /// The bot makes the move it owes, saved; the news of it ("Game #N: the bot makes the
    /// move it still owed…"), with the result if that ended the game. For the clock's
    /// rounds and for the commands that look at the game alike.
    pub(super) fn owed_move(&self, fx: &Effects, t: &mut Table) -> Result<Option<Msg>, StoreError> {
        let before = self.ratings_before(t);
        let Some((bot, ratings)) = self.bot_turn(fx, t)? else {
            return Ok(None);
        };
        let mut news = msg::bot_caught_up(t.id, bot);
        if !t.in_progress() {
            news.push_str("\n");
            news.push(msg::result_text(t, &ratings, &before));
        }
        Ok(Some(news))
    }

    /// The rating changes of a rated game that has just ended (none otherwise).
    pub(super) fn ratings_if_over(
        &self,
        fx: &Effects,
        t: &Table,
    ) -> Result<Vec<RatingChange>, Reply> {
        self.end_ratings(t).map_err(|e| Self::db_error(fx, e))
    }

    /// As [`Service::ratings_if_over`], with the store's error.
    fn end_ratings(&self, t: &Table) -> Result<Vec<RatingChange>, StoreError> {
        let Some(s) = t.seated() else {
            return Ok(Vec::new());
        };
        let Some(result) = s.game.result() else {
            return Ok(Vec::new());
        };
        if !t.rated {
            return Ok(Vec::new());
        }
        let rating_of = |u: &UserRef| {
            self.store
                .rating(t.variant, &u.id)
                .map(|r| r.unwrap_or_else(|| RatingRecord::new(&u.name)))
        };
        let mut rw = rating_of(&s.white)?;
        let mut rb = rating_of(&s.black)?;
        rw.name = s.white.name.clone();
        rb.name = s.black.name.clone();
        let score = match result.outcome {
            Outcome::Win(Color::White) => Score::Win,
            Outcome::Win(Color::Black) => Score::Loss,
            Outcome::Draw => Score::Draw,
        };
        rating::update(&mut rw, &mut rb, score);
        Ok(vec![
            (t.variant, s.white.id.clone(), rw),
            (t.variant, s.black.id.clone(), rb),
        ])
    }

    pub(super) fn ratings_before(&self, t: &Table) -> Before {
        [t.white(), t.black()]
            .into_iter()
            .flatten()
            .filter_map(|u| {
                self.store
                    .rating(t.variant, &u.id)
                    .ok()
                    .map(|r| (u.id.clone(), r.map_or(1500.0, |r| r.rating)))
            })
            .collect()
    }

    /// Ends the game off the board (`end` is the rules' resign/draw/abandon), saves it
    /// with its ratings, and says how it ended.
    fn end_game(
        &self,
        fx: &Effects,
        t: &mut Table,
        end: impl FnOnce(&mut Game) -> Result<(), acedrex_rules::GameError>,
    ) -> Result<Msg, Reply> {
        let before = self.ratings_before(t);
        let Some(s) = t.seated_mut() else {
            return Err(Reply::text(msg::no_game()));
        };
        end(&mut s.game).map_err(|e| Reply::refused(msg::game_refused(&e), Refusal::Game(e)))?;
        let ratings = self
            .ratings_if_over(fx, t)
            .inspect_err(|_| self.forget(t.id))?;
        self.save(fx, t, &ratings)?;
        Ok(msg::result_text(t, &ratings, &before))
    }

    pub(super) fn resign(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "resign", "resign")?;
        let mut t = lock(&table);
        let Some(side) = t.side_of(&req.user.id) else {
            return Err(Reply::text(msg::not_playing()));
        };
        let text = self.end_game(fx, &mut t, |g| g.resign(side.into()))?;
        Ok(self.with_board(Reply::text(text), &t, Vec::new()))
    }

    /// `abort`: a game where not both sides have moved ends without a result, unrated.
    pub(super) fn abort(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "abort", "abort")?;
        let mut t = lock(&table);
        let (Some(_), Some(s)) = (t.side_of(&req.user.id), t.seated()) else {
            return Err(Reply::text(msg::not_playing()));
        };
        if t.tournament.is_some() {
            // A pairing is played, not called off: the standings need its result.
            return Err(Reply::text(msg::tournament_game_abort()));
        }
        if !s.abortable() {
            return Err(Reply::text(msg::too_late_to_abort(t.id)));
        }
        let now = self.clock.now();
        if let Some(s) = t.seated_mut() {
            s.aborted = true;
            s.draw_offer = None;
            s.takeback_offer = None;
        }
        t.last_activity = now;
        let text = msg::aborted(&req.user.name, t.id);
        self.save_while(fx, &mut t, &[], |t| {
            self.with_board(Reply::text(text), t, Vec::new())
        })
    }

    pub(super) fn draw(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "offer a draw", "draw")?;
        let mut t = lock(&table);
        let (Some(side), Some(s)) = (t.side_of(&req.user.id), t.seated()) else {
            return Err(Reply::text(msg::not_playing()));
        };
        if s.draw_offer == Some(side.other()) {
            let text = self.end_game(fx, &mut t, |g| g.agree_draw())?;
            return Ok(Reply::text(text).about(t.view(self.clock.now())));
        }
        if s.draw_offer == Some(side) {
            return Err(Reply::text(msg::draw_offered_already()));
        }
        let opponent = s.player(side.other()).clone();
        if opponent.bot {
            return Ok(Reply::text(msg::bot_declines_draw()));
        }
        if let Some(s) = t.seated_mut() {
            s.draw_offer = Some(side);
        }
        self.save(fx, &mut t, &[])?;
        Ok(Reply::text(msg::draw_offer(&req.user.name, &opponent.name))
            .about(t.view(self.clock.now()))
            .action(
                ActionKind::AcceptDraw,
                msg::LABEL_ACCEPT_DRAW,
                &format!("draw #{}", t.id),
            ))
    }

    pub(super) fn takeback(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "ask for a takeback", "takeback")?;
        let mut t = lock(&table);
        let (Some(side), Some(s)) = (t.side_of(&req.user.id), t.seated()) else {
            return Err(Reply::text(msg::not_playing()));
        };
        let opponent = s.player(side.other()).clone();
        // Whose move is taken back: the requester's, or the one who asked before.
        let (who, agreed) = if s.takeback_offer == Some(side.other()) {
            (side.other(), true)
        } else {
            (side, opponent.bot)
        };
        if !agreed {
            if s.takeback_offer == Some(side) {
                return Err(Reply::text(msg::takeback_asked_already()));
            }
            if plies_to_undo(&s.game, who.into()).is_none() {
                return Err(Reply::text(msg::nothing_to_take_back_yours()));
            }
            if let Some(s) = t.seated_mut() {
                s.takeback_offer = Some(side);
            }
            self.save(fx, &mut t, &[])?;
            return Ok(
                Reply::text(msg::takeback_request(&req.user.name, &opponent.name))
                    .about(t.view(self.clock.now()))
                    .action(
                        ActionKind::Takeback,
                        msg::LABEL_AGREE,
                        &format!("takeback #{}", t.id),
                    ),
            );
        }
        let Some(n) = plies_to_undo(&s.game, who.into()) else {
            return Err(Reply::text(msg::nothing_to_take_back()));
        };
        let name = s.player(who).name.clone();
        let now = self.clock.now();
        if let Some(s) = t.seated_mut() {
            for _ in 0..n {
                s.game
                    .undo()
                    .map_err(|e| Reply::refused(msg::game_refused(&e), Refusal::Game(e)))?;
            }
            s.takeback_offer = None;
            s.draw_offer = None;
            s.restart_turn(now);
        }
        t.last_activity = now;
        self.save(fx, &mut t, &[])?;
        let text = msg::taken_back(&name, n, msg::status_line(&t));
        Ok(self.with_board(Reply::text(text), &t, Vec::new()))
    }

    pub(super) fn claim(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "claim", "claim")?;
        let mut t = lock(&table);
        let (Some(side), Some(s)) = (t.side_of(&req.user.id), t.seated()) else {
            return Err(Reply::text(msg::not_playing()));
        };
        // Whoever owes the next move: Black while a Zanzibar setup is pending.
        let loser = s.side_to_act();
        if loser == side {
            return Err(Reply::text(msg::your_move_no_claim()));
        }
        // A game with a time control is decided by its clock (the first look after its
        // deadline ends it on time): a claim cannot end it earlier.
        if s.waits_first_move() {
            let window = super::clock::first_move_window(t.time).unwrap_or(0);
            let since = s.clock.map_or(0, |c| c.since);
            let left = (since + window).saturating_sub(self.clock.now());
            return Err(Reply::text(msg::first_move_pending(left)));
        }
        if let Some(time) = t.time {
            let left = s
                .deadline()
                .map_or(0, |d| d.saturating_sub(self.clock.now()));
            return Err(Reply::text(msg::clock_decides(time, left)));
        }
        let idle = self.clock.now().saturating_sub(t.last_activity);
        let limit = self.config.abandon_after_secs;
        if idle < limit {
            return Err(Reply::text(msg::too_early_to_claim(limit - idle)));
        }
        let text = self.end_game(fx, &mut t, |g| g.abandon(loser.into()))?;
        Ok(Reply::text(text).about(t.view(self.clock.now())))
    }

    pub(super) fn hint(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::Mine, "hint", "hint")?;
        let t = lock(&table);
        if t.bot_level.is_none() {
            return Err(Reply::text(msg::hints_vs_bot_only()));
        }
        let Some(s) = t.seated() else {
            return Err(Reply::text(msg::no_game()));
        };
        if s.setup_pending {
            // Zanzibar: the setup comes before any move.
            return Err(Reply::text(msg::status_line(&t)));
        }
        if s.side_of(&req.user.id) != Some(s.game.side_to_move().into()) {
            return Err(Reply::text(msg::hint_not_your_turn()));
        }
        let Some(m) = self.chooser.choose(&s.game, self.config.default_level) else {
            return Err(Reply::text(msg::no_move_to_suggest()));
        };
        let san = s.game.position().san(m);
        let arrow = Marker::Arrow(m.from, if m.to == m.from { m.aux } else { m.to });
        Ok(self.with_board(Reply::text(msg::hint(&san)), &t, vec![arrow]))
    }
}

/// How many plies to take back so that `color`'s last move is undone: one if it was the
/// last move, two if the opponent has replied.
fn plies_to_undo(game: &Game, color: Color) -> Option<usize> {
    let n = if game.side_to_move() == color { 2 } else { 1 };
    (n <= game.moves().len()).then_some(n)
}
