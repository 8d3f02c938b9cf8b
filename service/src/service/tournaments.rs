//! Tournaments: the `tournament` commands, the rounds, the results, the announcements.
//!
//! Everything is in the store: the tournament's record (entrants, rounds, each pairing's
//! game number and result) and its games' own records. The record is brought up to date
//! by [`Service::advance`]: it takes the results of the games that ended, pairs the next
//! round (or, in an arena, the players who are free), begins the games and finishes the
//! tournament. It runs after every request that ended a tournament game, after the
//! clock's rounds, and on every round for the tournaments still running, so a result
//! saved just before a restart is taken after it.
//!
//! A pairing's game number is reserved and saved with the tournament before its game is
//! written; a pairing whose game is not there yet is begun by the next advance.

use super::{Effects, Handled, Request, Service};
use crate::commands::{ColorChoice, Mention, TimeControl, TournamentAction, TournamentArgs};
use crate::lock;
use crate::reply::{Attachment, Msg, Notice, Reply};
use crate::store::{
    Entrant, GameRecord, GameScore, PairingRecord, Phase, RoundRecord, Side, StartRecord,
    StoreError, TournamentFormat, TournamentRecord, TournamentStatus, UserRef,
};
use crate::table::{Stage, Table};
use crate::texts::lang::Lang;
use crate::texts::messages as msg;
use crate::tournament::view::{
    GameView as TGameView, RoundView, StandingRow, TournamentStatus as ViewStatus, TournamentView,
};
use crate::tournament::{self as core, Format, Outcome, Pairing, Round};

/// An arena's length when `create` names none.
pub const ARENA_MINUTES: u32 = 30;

/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: usize = 2;

/// What an advance has to tell the channel: announcements, and the games it began.
#[derive(Default)]
struct News {
    /// A round was paired: its games are listed once their numbers are reserved.
    new_round: bool,
    said: Vec<Msg>,
    games: Vec<Notice>,
    attachments: Vec<Attachment>,
}

impl News {
    fn is_empty(&self) -> bool {
        self.said.is_empty() && self.games.is_empty()
    }

    /// The announcements as one notice in the tournament's channel, then each game's.
    /// `lang`: what the organiser reads (the announcements are addressed to them).
    fn notices(self, rec: &TournamentRecord, lang: Lang) -> Vec<Notice> {
        let mut out = Vec::new();
        if !self.said.is_empty() {
            let mut n = Notice {
                to: rec.organiser.clone(),
                channel: Some(rec.channel.clone()),
                text: String::new(),
                said: Vec::new(),
                parts: Vec::new(),
                lang,
                attachments: self.attachments,
                actions: Vec::new(),
                game: None,
            }
            .with(Msg::lines(self.said));
            n.text = n.text.trim_end().to_string();
            out.push(n);
        }
        out.extend(self.games);
        out
    }
}

/// The core's numbering for a Swiss round: players still in first (in seeding order),
/// the withdrawn after them, beyond the count the core pairs (their games still count for
/// their opponents' points and tie-breaks).
struct Numbering {
    /// Core number → entrant.
    entrant: Vec<usize>,
    /// Entrant → core number.
    core: Vec<usize>,
    active: usize,
}

impl Numbering {
    fn of(rec: &TournamentRecord) -> Numbering {
        let mut entrant: Vec<usize> = (0..rec.entrants.len())
            .filter(|i| !rec.entrants[*i].withdrawn)
            .collect();
        let active = entrant.len();
        entrant.extend((0..rec.entrants.len()).filter(|i| rec.entrants[*i].withdrawn));
        let mut core = vec![0; rec.entrants.len()];
        for (c, e) in entrant.iter().enumerate() {
            core[*e] = c;
        }
        Numbering {
            entrant,
            core,
            active,
        }
    }
}

fn outcome(score: GameScore) -> Outcome {
    match score {
        GameScore::WhiteWins | GameScore::WhiteByForfeit => Outcome::WhiteWins,
        GameScore::BlackWins | GameScore::BlackByForfeit => Outcome::BlackWins,
        GameScore::Draw => Outcome::Draw,
    }
}

/// The core's rounds of a tournament, players numbered by `map` (entrant → number).
fn core_rounds(rec: &TournamentRecord, map: impl Fn(usize) -> usize) -> Vec<Round> {
    rec.played
        .iter()
        .map(|r| Round {
            games: r
                .games
                .iter()
                .map(|g| Pairing {
                    white: map(g.white),
                    black: map(g.black),
                    result: g.result.map(outcome),
                })
                .collect(),
            bye: r.bye.map(&map),
        })
        .collect()
}

/// The score of a finished or aborted tournament game, from its record.
fn score_of(g: &GameRecord) -> Option<GameScore> {
    match g.phase {
        // Aborted for want of a first move: the side that never moved forfeits.
        Phase::Aborted => Some(if g.moves.is_empty() {
            GameScore::BlackByForfeit
        } else {
            GameScore::WhiteByForfeit
        }),
        Phase::Finished => {
            let r = g.result.as_ref()?;
            // Out of time without a move of one's own: a forfeit too.
            let never_moved = |side: Side| match side {
                Side::White => g.moves.is_empty(),
                Side::Black => g.moves.len() < 2,
            };
            Some(match r.winner {
                None => GameScore::Draw,
                Some(Side::White) => {
                    if r.reason == crate::store::EndReason::Timeout && never_moved(Side::Black) {
                        GameScore::WhiteByForfeit
                    } else {
                        GameScore::WhiteWins
                    }
                }
                Some(Side::Black) => {
                    if r.reason == crate::store::EndReason::Timeout && never_moved(Side::White) {
                        GameScore::BlackByForfeit
                    } else {
                        GameScore::BlackWins
                    }
                }
            })
        }
        _ => None,
    }
}

/// An arena player's results in the order their games ended: `Some(true)` a win.
fn arena_results(rec: &TournamentRecord, p: usize) -> Vec<Option<bool>> {
    let mut games: Vec<&PairingRecord> = rec
        .played
        .iter()
        .flat_map(|r| &r.games)
        .filter(|g| (g.white == p || g.black == p) && g.result.is_some())
        .collect();
    games.sort_by_key(|g| g.ended.unwrap_or(0));
    games
        .iter()
        .filter_map(|g| {
            let o = outcome(g.result?);
            Some(match o {
                Outcome::Draw => None,
                Outcome::WhiteWins => Some(g.white == p),
                Outcome::BlackWins => Some(g.black == p),
            })
        })
        .collect()
}

fn format_of(f: TournamentFormat) -> Format {
    match f {
        TournamentFormat::Swiss => Format::Swiss,
        TournamentFormat::RoundRobin => Format::RoundRobin,
        TournamentFormat::Arena => Format::Arena,
    }
}

/// A Swiss's rounds when `create` named none: log2 of the players, rounded up, plus one
/// (at most one fewer than the players, or as many when odd: beyond, pairs repeat).
pub fn swiss_rounds(players: usize) -> u32 {
    let log = usize::BITS - players.saturating_sub(1).leading_zeros();
    let most = if players % 2 == 1 {
        players
    } else {
        players.saturating_sub(1)
    };
    (log + 1).min(most.max(1) as u32)
}

/// One line of the standings, as the view and the text show it.
struct Line {
    entrant: usize,
    half_points: u32,
    buchholz: Option<f64>,
    sonneborn_berger: Option<f64>,
    streak: Option<u32>,
}

impl Service {
    pub(super) fn tournament(&self, fx: &Effects, req: &Request, args: TournamentArgs) -> Handled {
        if args.action == TournamentAction::Create {
            return self.create_tournament(fx, req, args);
        }
        let id = self.tournament_meant(req, args.id, args.action)?;
        let guard = lock(&self.tournament_lock);
        let mut rec = self.load_tournament(fx, id)?;
        let organiser = rec.organiser.id == req.user.id;
        let only_organiser = |action: &str| -> Result<(), Reply> {
            if organiser {
                Ok(())
            } else {
                Err(Reply::text(msg::tournament_organiser_only(
                    id,
                    action,
                    &rec.organiser.name,
                )))
            }
        };
        let mut news = News::default();
        let reply = match args.action {
            TournamentAction::Create => {
                drop(guard);
                return self.create_tournament(fx, req, args);
            }
            TournamentAction::Join => {
                match rec.status {
                    TournamentStatus::Finished => {
                        return Err(Reply::text(msg::tournament_over(id)))
                    }
                    TournamentStatus::Running if rec.format != TournamentFormat::Arena => {
                        return Err(Reply::text(msg::tournament_already_started(id)))
                    }
                    _ => {}
                }
                if let Some(e) = rec.entrant(&req.user.id) {
                    // An arena player who left may come back.
                    if !rec.entrants[e].withdrawn {
                        return Err(Reply::text(msg::tournament_already_in(id)));
                    }
                    rec.entrants[e].withdrawn = false;
                } else {
                    let rating = self.rating_of(rec.variant, &req.user.id);
                    rec.entrants.push(Entrant {
                        user: req.user.clone(),
                        rating,
                        joined: self.clock.now(),
                        withdrawn: false,
                        paused: false,
                    });
                }
                let players = rec.entrants.iter().filter(|e| !e.withdrawn).count();
                self.save_tournament(fx, &mut rec)?;
                self.advance(fx, &mut rec, &mut news);
                Reply::text(msg::tournament_joined(id, &req.user.name, players))
            }
            TournamentAction::Leave => {
                let who = req.user.clone();
                self.withdraw(fx, &mut rec, &who, &mut news)?
            }
            TournamentAction::Withdraw => {
                only_organiser("withdraw")?;
                let Some(Mention(user)) = args.player.clone() else {
                    return Err(Reply::text(msg::tournament_withdraw_whom()));
                };
                let who = rec
                    .entrant(&user)
                    .map(|e| rec.entrants[e].user.clone())
                    .ok_or_else(|| {
                        let name = self
                            .store
                            .name_of(&user)
                            .ok()
                            .flatten()
                            .unwrap_or(user.clone());
                        Reply::text(msg::tournament_not_in(id, &name))
                    })?;
                self.withdraw(fx, &mut rec, &who, &mut news)?
            }
            TournamentAction::Start => {
                only_organiser("start")?;
                match rec.status {
                    TournamentStatus::Open => {}
                    TournamentStatus::Running => {
                        return Err(Reply::text(msg::tournament_already_started(id)))
                    }
                    TournamentStatus::Finished => {
                        return Err(Reply::text(msg::tournament_over(id)))
                    }
                }
                let n = rec.entrants.len();
                if n < MIN_PLAYERS {
                    return Err(Reply::text(msg::tournament_too_few(id, n, MIN_PLAYERS)));
                }
                // Seeding: the rating at the start, then the order of joining.
                for e in &mut rec.entrants {
                    e.rating = self.rating_of(rec.variant, &e.user.id);
                }
                rec.entrants
                    .sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.joined.cmp(&b.joined)));
                let now = self.clock.now();
                match rec.format {
                    TournamentFormat::Swiss => {
                        rec.rounds = Some(rec.rounds.unwrap_or_else(|| swiss_rounds(n)));
                    }
                    TournamentFormat::RoundRobin => {
                        rec.rounds = Some(core::round_robin(n).len() as u32);
                    }
                    TournamentFormat::Arena => {
                        let minutes = rec.minutes.unwrap_or(ARENA_MINUTES);
                        rec.minutes = Some(minutes);
                        rec.ends = Some(now + u64::from(minutes) * 60);
                    }
                }
                rec.started = Some(now);
                rec.status = TournamentStatus::Running;
                self.save_tournament(fx, &mut rec)?;
                self.advance(fx, &mut rec, &mut news);
                Reply::text(msg::tournament_started(id, n, rec.rounds, rec.minutes))
            }
            TournamentAction::Pause => {
                if rec.format != TournamentFormat::Arena {
                    return Err(Reply::text(msg::tournament_pause_arena_only(id)));
                }
                if rec.status == TournamentStatus::Finished {
                    return Err(Reply::text(msg::tournament_over(id)));
                }
                let Some(e) = rec
                    .entrant(&req.user.id)
                    .filter(|e| !rec.entrants[*e].withdrawn)
                else {
                    return Err(Reply::text(msg::tournament_not_in(id, &req.user.name)));
                };
                let paused = !rec.entrants[e].paused;
                rec.entrants[e].paused = paused;
                self.save_tournament(fx, &mut rec)?;
                self.advance(fx, &mut rec, &mut news);
                Reply::text(msg::tournament_paused(id, &req.user.name, paused))
            }
            TournamentAction::Standings => {
                drop(guard);
                return Ok(self.standings_reply(&rec));
            }
            TournamentAction::Pairings => {
                drop(guard);
                return Ok(Reply::text(self.pairings_text(&rec)));
            }
        };
        drop(guard);
        Ok(with_news(reply, news, &rec))
    }

    /// `tournament create`.
    fn create_tournament(&self, fx: &Effects, req: &Request, args: TournamentArgs) -> Handled {
        let Some(variant) = args.variant else {
            return Err(Reply::text(msg::tournament_create_needs("a game")));
        };
        let Some(format) = args.format else {
            return Err(Reply::text(msg::tournament_create_needs("a format")));
        };
        match format {
            TournamentFormat::Arena if args.rounds.is_some() => {
                return Err(Reply::text(msg::tournament_option_not_for(
                    "rounds",
                    format.word(),
                )))
            }
            TournamentFormat::RoundRobin if args.rounds.is_some() => {
                // Every player meets every other: the players decide the rounds.
                return Err(Reply::text(msg::tournament_option_not_for(
                    "rounds",
                    format.word(),
                )));
            }
            TournamentFormat::Swiss | TournamentFormat::RoundRobin if args.minutes.is_some() => {
                return Err(Reply::text(msg::tournament_option_not_for(
                    "minutes",
                    format.word(),
                )))
            }
            _ => {}
        }
        let page_key = if req.private || req.direct || self.config.unlisted_pages {
            Some(super::page::new_key().map_err(|e| {
                tracing::error!("no page key: {e}");
                Reply::text(msg::no_randomness())
            })?)
        } else {
            None
        };
        let time = args
            .time
            .or(self.config.default_time)
            .unwrap_or(TimeControl::CORRESPONDENCE);
        let id = self.store.next_id().map_err(|e| Self::db_error(fx, e))?;
        let mut rec = TournamentRecord::new(
            id,
            variant,
            format,
            time,
            req.user.clone(),
            &req.channel,
            self.clock.now(),
        );
        rec.rounds = args.rounds;
        rec.minutes = match format {
            TournamentFormat::Arena => Some(args.minutes.unwrap_or(ARENA_MINUTES)),
            _ => None,
        };
        rec.rated = args.rated.unwrap_or(true);
        rec.page_key = page_key;
        self.save_tournament(fx, &mut rec)?;
        let mut text = msg::tournament_created(&rec);
        if let Some(page) = self.tournament_page(&rec) {
            text.push_str("\n");
            text.push(msg::tournament_page(&page));
        }
        Ok(Reply::text(text))
    }

    /// `leave` (oneself) and `withdraw @player` (the organiser): out before the start,
    /// withdrawn after it.
    fn withdraw(
        &self,
        fx: &Effects,
        rec: &mut TournamentRecord,
        who: &UserRef,
        news: &mut News,
    ) -> Result<Reply, Reply> {
        let id = rec.id;
        let Some(e) = rec.entrant(&who.id).filter(|e| !rec.entrants[*e].withdrawn) else {
            return Err(Reply::text(msg::tournament_not_in(id, &who.name)));
        };
        match rec.status {
            TournamentStatus::Finished => Err(Reply::text(msg::tournament_over(id))),
            TournamentStatus::Open => {
                rec.entrants.remove(e);
                self.save_tournament(fx, rec)?;
                Ok(Reply::text(msg::tournament_left(id, &who.name)))
            }
            TournamentStatus::Running => {
                rec.entrants[e].withdrawn = true;
                self.save_tournament(fx, rec)?;
                self.advance(fx, rec, news);
                Ok(Reply::text(msg::tournament_withdrawn(id, &who.name)))
            }
        }
    }

    /// The tournament a command means: `#T`, the tournament of game `#N`, or the one
    /// tournament not finished in the channel (for `standings` and `pairings`, else the
    /// channel's last one).
    fn tournament_meant(
        &self,
        req: &Request,
        id: Option<u64>,
        action: TournamentAction,
    ) -> Result<u64, Reply> {
        let fx = &Effects::default();
        if let Some(n) = id {
            match self.store.tournament(n) {
                Ok(Some(_)) => return Ok(n),
                Ok(None) => {}
                Err(e) => return Err(Self::db_error(fx, e)),
            }
            return match self.store.game(n) {
                Ok(Some(GameRecord {
                    tournament: Some(t),
                    ..
                })) => Ok(t),
                Ok(_) => Err(Reply::text(msg::tournament_unknown(n))),
                Err(e) => Err(Self::db_error(fx, e)),
            };
        }
        let all = self
            .store
            .channel_tournaments(&req.channel)
            .map_err(|e| Self::db_error(fx, e))?;
        let live: Vec<u64> = all
            .iter()
            .copied()
            .filter(|t| {
                self.store
                    .tournament(*t)
                    .ok()
                    .flatten()
                    .is_some_and(|r| r.status != TournamentStatus::Finished)
            })
            .collect();
        let looks = matches!(
            action,
            TournamentAction::Standings | TournamentAction::Pairings
        );
        match (live.as_slice(), all.last()) {
            ([one], _) => Ok(*one),
            ([], Some(last)) if looks => Ok(*last),
            _ => Err(Reply::text(msg::tournament_which(&live))),
        }
    }

    fn load_tournament(&self, fx: &Effects, id: u64) -> Result<TournamentRecord, Reply> {
        match self.store.tournament(id) {
            Ok(Some(t)) => Ok(t),
            Ok(None) => Err(Reply::text(msg::tournament_unknown(id))),
            Err(e) => Err(Self::db_error(fx, e)),
        }
    }

    /// Saves the tournament as its next revision, durably.
    fn save_tournament(&self, fx: &Effects, rec: &mut TournamentRecord) -> Result<(), Reply> {
        rec.rev += 1;
        self.store.save_tournament(rec).map_err(|e| {
            rec.rev -= 1;
            if let StoreError::Conflict { id } = e {
                fx.conflict();
                return Reply::text(msg::changed_meanwhile(id));
            }
            Self::db_error(fx, e)
        })?;
        fx.saved();
        Ok(())
    }

    fn rating_of(&self, variant: acedrex_rules::VariantId, user: &str) -> f64 {
        match self.store.rating(variant, user) {
            Ok(Some(r)) => r.rating,
            Ok(None) => 1500.0,
            Err(e) => {
                tracing::warn!("cannot read a rating for seeding: {e}");
                1500.0
            }
        }
    }

    /// The tournaments whose games ended during a request (or a clock round) brought up
    /// to date: what to tell their channels.
    pub(super) fn tournament_news(&self, fx: &Effects) -> Vec<Notice> {
        let mut ids = fx.take_tournaments();
        ids.sort_unstable();
        ids.dedup();
        ids.into_iter()
            .flat_map(|id| self.bring_up_to_date(id))
            .collect()
    }

    /// Advances one tournament under the tournaments' lock.
    fn bring_up_to_date(&self, id: u64) -> Vec<Notice> {
        let fx = &Effects::default();
        let _guard = lock(&self.tournament_lock);
        let mut rec = match self.store.tournament(id) {
            Ok(Some(rec)) => rec,
            Ok(None) => return Vec::new(),
            Err(e) => {
                tracing::warn!("tournament #{id} cannot be read: {e}");
                return Vec::new();
            }
        };
        let mut news = News::default();
        self.advance(fx, &mut rec, &mut news);
        news.notices(
            &rec,
            self.notice_lang(&rec.organiser.id, Some(&rec.channel)),
        )
    }

    /// The clock's round for tournaments on a platform: each one running there brought
    /// up to date (results saved before a restart, an arena's window that closed).
    pub(super) fn tournament_round(&self, prefix: &str) -> Vec<Notice> {
        let ids = match self.store.live_tournaments() {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!("the clock cannot list the tournaments: {e}");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for id in ids {
            let Ok(Some(rec)) = self.store.tournament(id) else {
                continue;
            };
            if rec.status == TournamentStatus::Running && rec.channel.starts_with(prefix) {
                out.extend(self.bring_up_to_date(id));
            }
        }
        out
    }

    /// Brings a running tournament up to date (the caller holds the tournaments' lock):
    /// results taken, the next round (or the arena's free players) paired, games begun,
    /// the end. What happened goes into `news`.
    fn advance(&self, fx: &Effects, rec: &mut TournamentRecord, news: &mut News) {
        if rec.status != TournamentStatus::Running {
            return;
        }
        let now = self.clock.now();
        let mut changed = self.take_results(rec, now, news);
        match rec.format {
            TournamentFormat::Swiss | TournamentFormat::RoundRobin => {
                let round_over = rec
                    .played
                    .last()
                    .is_none_or(|r| r.games.iter().all(|g| g.result.is_some()));
                if round_over {
                    changed = true;
                    if !self.next_round(rec, news) {
                        self.finish(rec, news);
                    }
                }
            }
            TournamentFormat::Arena => {
                let playing = rec
                    .played
                    .iter()
                    .flat_map(|r| &r.games)
                    .filter(|g| g.result.is_none())
                    .count();
                if rec.ends.is_some_and(|end| now >= end) {
                    if !rec.closed {
                        rec.closed = true;
                        changed = true;
                        if playing > 0 {
                            news.said
                                .push(msg::tournament_window_closed(rec.id, playing));
                        }
                    }
                    if playing == 0 {
                        changed = true;
                        self.finish(rec, news);
                    }
                } else {
                    changed |= self.pair_arena(rec);
                }
            }
        }
        if changed {
            if let Err(r) = self.save_tournament(fx, rec) {
                tracing::warn!("tournament #{}: not saved: {}", rec.id, r.text);
                news.said.clear();
                return;
            }
        }
        self.begin_pending(fx, rec, news);
    }

    /// Takes the results of the tournament's games that have ended. True if any.
    fn take_results(&self, rec: &mut TournamentRecord, now: u64, news: &mut News) -> bool {
        let mut changed = false;
        let id = rec.id;
        let names: Vec<String> = rec.entrants.iter().map(|e| e.user.name.clone()).collect();
        for g in rec.played.iter_mut().flat_map(|r| r.games.iter_mut()) {
            let (Some(game), None) = (g.game, g.result) else {
                continue;
            };
            let rec_game = match self.store.game(game) {
                Ok(Some(r)) if r.tournament == Some(id) => r,
                Ok(_) => continue,
                Err(e) => {
                    tracing::warn!("tournament #{id}: game #{game} cannot be read: {e}");
                    continue;
                }
            };
            let Some(score) = score_of(&rec_game) else {
                continue;
            };
            g.result = Some(score);
            g.ended = Some(now);
            changed = true;
            news.said.push(msg::tournament_result(
                id,
                &names[g.white],
                &names[g.black],
                score.text(),
                game,
            ));
        }
        changed
    }

    /// Pairs the next round of a Swiss or round robin; false when there is none (the
    /// tournament is over).
    fn next_round(&self, rec: &mut TournamentRecord, news: &mut News) -> bool {
        let number = rec.played.len() + 1;
        if number as u32 > rec.rounds.unwrap_or(0) {
            return false;
        }
        let n = rec.entrants.len();
        let round = match rec.format {
            TournamentFormat::Swiss => {
                let numbering = Numbering::of(rec);
                let rounds = core_rounds(rec, |e| numbering.core[e]);
                let Some(r) = core::swiss_round(numbering.active, &rounds) else {
                    return false;
                };
                let back = |c: usize| numbering.entrant[c];
                RoundRecord {
                    games: r
                        .games
                        .iter()
                        .map(|p| PairingRecord {
                            white: back(p.white),
                            black: back(p.black),
                            game: None,
                            result: None,
                            ended: None,
                        })
                        .collect(),
                    bye: r.bye.map(back),
                }
            }
            _ => {
                let Some(r) = core::round_robin(n).into_iter().nth(number - 1) else {
                    return false;
                };
                let withdrawn = |p: usize| rec.entrants[p].withdrawn;
                RoundRecord {
                    games: r
                        .games
                        .iter()
                        .map(|p| PairingRecord {
                            white: p.white,
                            black: p.black,
                            game: None,
                            // A withdrawn player's games are not played: forfeits.
                            result: match (withdrawn(p.white), withdrawn(p.black)) {
                                (false, true) => Some(GameScore::WhiteByForfeit),
                                (true, _) => Some(GameScore::BlackByForfeit),
                                _ => None,
                            },
                            ended: None,
                        })
                        .collect(),
                    bye: r.bye,
                }
            }
        };
        news.said
            .push(msg::tournament_round(rec.id, number, rec.rounds));
        news.new_round = true;
        rec.played.push(round);
        let all_decided = rec
            .played
            .last()
            .is_some_and(|r| r.games.iter().all(|g| g.result.is_some()));
        if all_decided {
            // Nothing to play this round (everyone left but forfeits): on to the next.
            self.announce_round(rec, news);
            news.new_round = false;
            return self.next_round(rec, news);
        }
        true
    }

    /// The lines of the last round: its games (numbers once begun) and bye.
    fn announce_round(&self, rec: &TournamentRecord, news: &mut News) {
        let Some(round) = rec.played.last() else {
            return;
        };
        let name = |p: usize| rec.entrants[p].user.name.clone();
        for (i, g) in round.games.iter().enumerate() {
            news.said.push(match g.result.filter(|_| g.game.is_none()) {
                Some(score) => msg::tournament_pairing_forfeit(
                    i + 1,
                    &name(g.white),
                    &name(g.black),
                    score.text(),
                ),
                None => msg::tournament_pairing(i + 1, &name(g.white), &name(g.black), g.game),
            });
        }
        if let Some(b) = round.bye {
            news.said.push(msg::tournament_bye(&name(b)));
        }
    }

    /// An arena pairs its free players: best first, each with the closest in points who
    /// was not their last opponent (that one only when nobody else could come free).
    /// True if it paired anyone.
    fn pair_arena(&self, rec: &mut TournamentRecord) -> bool {
        let n = rec.entrants.len();
        let playing: Vec<bool> = (0..n)
            .map(|p| {
                rec.played
                    .iter()
                    .flat_map(|r| &r.games)
                    .any(|g| g.result.is_none() && (g.white == p || g.black == p))
            })
            .collect();
        let points: Vec<u32> = (0..n)
            .map(|p| core::arena_points(&arena_results(rec, p)))
            .collect();
        let last_opponent = |p: usize| {
            rec.played
                .iter()
                .flat_map(|r| &r.games)
                .filter(|g| g.white == p || g.black == p)
                .max_by_key(|g| (g.ended.unwrap_or(u64::MAX), g.game.unwrap_or(0)))
                .map(|g| if g.white == p { g.black } else { g.white })
        };
        let whites = |p: usize| {
            rec.played
                .iter()
                .flat_map(|r| &r.games)
                .map(|g| i32::from(g.white == p) - i32::from(g.black == p))
                .sum::<i32>()
        };
        let mut free: Vec<usize> = (0..n)
            .filter(|p| !playing[*p] && !rec.entrants[*p].withdrawn && !rec.entrants[*p].paused)
            .collect();
        free.sort_by(|a, b| points[*b].cmp(&points[*a]).then(a.cmp(b)));
        let others_busy = playing.iter().any(|b| *b);
        let mut pairs = Vec::new();
        while let Some((&p, rest)) = free.split_first() {
            let fresh = rest
                .iter()
                .copied()
                .filter(|q| last_opponent(p) != Some(*q) && last_opponent(*q) != Some(p))
                .min_by_key(|q| points[p].abs_diff(points[*q]));
            let partner = fresh.or_else(|| (!others_busy).then(|| rest.first().copied()).flatten());
            let Some(q) = partner else {
                free.remove(0);
                continue;
            };
            free.retain(|x| *x != p && *x != q);
            let (white, black) = if whites(p) <= whites(q) {
                (p, q)
            } else {
                (q, p)
            };
            pairs.push((white, black));
        }
        if pairs.is_empty() {
            return false;
        }
        if rec.played.is_empty() {
            // An arena keeps all its games in one round.
            rec.played.push(RoundRecord::default());
        }
        if let Some(round) = rec.played.last_mut() {
            for (white, black) in pairs {
                round.games.push(PairingRecord {
                    white,
                    black,
                    game: None,
                    result: None,
                    ended: None,
                });
            }
        }
        true
    }

    /// Begins the games of pairings that have none yet: each game number reserved and
    /// saved with the tournament first, then the game begun (mentioning both players).
    fn begin_pending(&self, fx: &Effects, rec: &mut TournamentRecord, news: &mut News) {
        let id = rec.id;
        let Some(round) = rec.played.len().checked_sub(1) else {
            return;
        };
        let mut pending = Vec::new();
        for (i, g) in rec.played[round].games.iter().enumerate() {
            if g.result.is_some() {
                continue;
            }
            let begun = match g.game {
                None => false,
                Some(game) => match self.store.game(game) {
                    Ok(Some(r)) => r.tournament == Some(id),
                    Ok(None) => false,
                    Err(e) => {
                        tracing::warn!("tournament #{id}: game #{game} cannot be read: {e}");
                        true
                    }
                },
            };
            if !begun {
                pending.push(i);
            }
        }
        let new_round = std::mem::take(&mut news.new_round);
        if pending.is_empty() {
            return;
        }
        let mut reserved = false;
        for &i in &pending {
            let g = &rec.played[round].games[i];
            let taken = g.game.is_some_and(|n| {
                // A number handed to another game meanwhile: a new one.
                matches!(self.store.game(n), Ok(Some(r)) if r.tournament != Some(id))
            });
            if g.game.is_none() || taken {
                match self.store.next_id() {
                    Ok(n) => {
                        rec.played[round].games[i].game = Some(n);
                        reserved = true;
                    }
                    Err(e) => {
                        tracing::warn!("tournament #{id}: no game number: {e}");
                        return;
                    }
                }
            }
        }
        if reserved {
            if let Err(r) = self.save_tournament(fx, rec) {
                tracing::warn!("tournament #{id}: pairings not saved: {}", r.text);
                return;
            }
        }
        if new_round {
            self.announce_round(rec, news);
        }
        for &i in &pending {
            let g = rec.played[round].games[i].clone();
            let Some(game) = g.game else { continue };
            match self.begin_tournament_game(fx, rec, &g, game) {
                Ok(notice) => {
                    if rec.format == TournamentFormat::Arena {
                        news.said.push(msg::tournament_arena_pairing(
                            id,
                            &rec.entrants[g.white].user.name,
                            &rec.entrants[g.black].user.name,
                            game,
                        ));
                    }
                    news.games.push(notice);
                }
                Err(r) => {
                    tracing::warn!("tournament #{id}: game #{game} not begun: {}", r.text);
                }
            }
        }
    }

    /// Begins one tournament game as a normal game of the service, in the tournament's
    /// channel: its news as a notice there.
    fn begin_tournament_game(
        &self,
        fx: &Effects,
        rec: &TournamentRecord,
        g: &PairingRecord,
        id: u64,
    ) -> Result<Notice, Reply> {
        let now = self.clock.now();
        let white = rec.entrants[g.white].user.clone();
        let black = rec.entrants[g.black].user.clone();
        let page_key = if rec.page_key.is_some() || self.config.unlisted_pages {
            Some(super::page::new_key().map_err(|e| {
                tracing::error!("no page key: {e}");
                Reply::text(msg::no_randomness())
            })?)
        } else {
            None
        };
        let table = Table {
            id,
            rev: 0,
            variant: rec.variant,
            channel: rec.channel.clone(),
            challenger: white.clone(),
            challenged: Some(black),
            color_choice: ColorChoice::White,
            bot_level: None,
            rated: rec.rated,
            start: StartRecord::Standard,
            created: now,
            last_activity: now,
            time: Some(rec.time),
            rematch_of: None,
            tournament: Some(rec.id),
            page_key,
            stage: Stage::Challenge,
        };
        let shared = self.keep(table);
        let mut t = lock(&shared);
        let mut reply = self.begin(fx, &mut t).inspect_err(|_| {
            if t.rev == 0 {
                self.forget(id);
            }
        })?;
        if let Some(page) = self.page_of(id, t.page_key.as_deref()) {
            reply = reply.say("\n", msg::page_line(&page));
        }
        let lang = self.notice_lang(&white.id, Some(&rec.channel));
        Ok(Notice {
            to: white,
            channel: Some(rec.channel.clone()),
            text: String::new(),
            said: Vec::new(),
            parts: Vec::new(),
            lang,
            attachments: reply.attachments.clone(),
            actions: reply.actions.clone(),
            game: reply.game.clone(),
        }
        .with(reply.msg()))
    }

    /// The end: final standings (text and image) and the page.
    fn finish(&self, rec: &mut TournamentRecord, news: &mut News) {
        rec.status = TournamentStatus::Finished;
        let lines = self.lines(rec);
        // Those who share the first rank share the win.
        let ranks = Self::ranks(&lines);
        let winners: Vec<String> = lines
            .iter()
            .zip(&ranks)
            .filter(|(_, r)| **r == 1)
            .map(|(l, _)| rec.entrants[l.entrant].user.name.clone())
            .collect();
        news.said
            .push(msg::tournament_finished(rec.id, &winners.join(", ")));
        news.said.extend(self.standing_lines(rec, &lines));
        if let Some(page) = self.tournament_page(rec) {
            news.said.push(msg::tournament_page(&page));
        }
        news.attachments.extend(self.standings_png(rec));
    }

    /// The standings, best first.
    fn lines(&self, rec: &TournamentRecord) -> Vec<Line> {
        let n = rec.entrants.len();
        if rec.format == TournamentFormat::Arena {
            let mut lines: Vec<Line> = (0..n)
                .map(|p| {
                    let results = arena_results(rec, p);
                    let streak = results
                        .iter()
                        .rev()
                        .take_while(|r| **r == Some(true))
                        .count();
                    Line {
                        entrant: p,
                        half_points: core::arena_points(&results),
                        buchholz: None,
                        sonneborn_berger: None,
                        streak: Some(streak as u32),
                    }
                })
                .collect();
            lines.sort_by(|a, b| {
                b.half_points
                    .cmp(&a.half_points)
                    .then(a.entrant.cmp(&b.entrant))
            });
            return lines;
        }
        let rounds = core_rounds(rec, |e| e);
        core::standings(n, &rounds, format_of(rec.format))
            .into_iter()
            .map(|s| Line {
                entrant: s.player,
                half_points: (s.points * 2.0).round() as u32,
                buchholz: Some(s.buchholz),
                sonneborn_berger: Some(s.sonneborn_berger),
                streak: None,
            })
            .collect()
    }

    /// Ranks: equal points and tie-breaks share a number.
    fn ranks(lines: &[Line]) -> Vec<u32> {
        let mut out = Vec::with_capacity(lines.len());
        for (i, l) in lines.iter().enumerate() {
            let same = i > 0 && {
                let p = &lines[i - 1];
                p.half_points == l.half_points
                    && p.buchholz == l.buchholz
                    && p.sonneborn_berger == l.sonneborn_berger
            };
            let rank = if same { out[i - 1] } else { i as u32 + 1 };
            out.push(rank);
        }
        out
    }

    fn standing_lines(&self, rec: &TournamentRecord, lines: &[Line]) -> Vec<Msg> {
        let ranks = Self::ranks(lines);
        lines
            .iter()
            .zip(ranks)
            .map(|(l, rank)| {
                let e = &rec.entrants[l.entrant];
                match rec.format {
                    TournamentFormat::Arena => msg::tournament_arena_standing(
                        rank,
                        &e.user.name,
                        l.half_points,
                        arena_results(rec, l.entrant).len() as u32,
                        l.streak.unwrap_or(0),
                    ),
                    _ => msg::tournament_standing(
                        rank,
                        &e.user.name,
                        l.half_points,
                        l.buchholz.unwrap_or(0.0),
                        l.sonneborn_berger.unwrap_or(0.0),
                        e.withdrawn,
                    ),
                }
            })
            .collect()
    }

    /// `tournament standings`: the table as text (and image), the page.
    fn standings_reply(&self, rec: &TournamentRecord) -> Reply {
        if rec.status == TournamentStatus::Open {
            let names: Vec<String> = rec.entrants.iter().map(|e| e.user.name.clone()).collect();
            return Reply::text(msg::tournament_entrants(rec.id, &names));
        }
        let lines = self.lines(rec);
        let mut said = vec![msg::tournament_standings_title(
            rec.id,
            rec.variant,
            self.rounds_done(rec),
            rec.status == TournamentStatus::Finished,
        )];
        said.extend(self.standing_lines(rec, &lines));
        if let Some(page) = self.tournament_page(rec) {
            said.push(msg::tournament_page(&page));
        }
        let mut reply = Reply::text(Msg::lines(said));
        reply.attachments.extend(self.standings_png(rec));
        reply
    }

    /// Rounds whose games have all ended (an arena: none, it has no rounds).
    fn rounds_done(&self, rec: &TournamentRecord) -> usize {
        if rec.format == TournamentFormat::Arena {
            return 0;
        }
        rec.played
            .iter()
            .filter(|r| r.games.iter().all(|g| g.result.is_some()))
            .count()
    }

    /// `tournament pairings`: the current round (an arena: its games under way).
    fn pairings_text(&self, rec: &TournamentRecord) -> Msg {
        let Some(round) = rec.played.last() else {
            let names: Vec<String> = rec.entrants.iter().map(|e| e.user.name.clone()).collect();
            return match rec.status {
                TournamentStatus::Open => msg::tournament_entrants(rec.id, &names),
                _ => msg::tournament_not_running(rec.id),
            };
        };
        let name = |p: usize| rec.entrants[p].user.name.clone();
        let mut said = vec![msg::tournament_round(
            rec.id,
            rec.played.len(),
            (rec.format != TournamentFormat::Arena)
                .then_some(rec.rounds)
                .flatten(),
        )];
        for (i, g) in round.games.iter().enumerate() {
            said.push(match g.result {
                Some(score) => {
                    let game = g.game.unwrap_or(0);
                    if g.game.is_none() {
                        msg::tournament_pairing_forfeit(
                            i + 1,
                            &name(g.white),
                            &name(g.black),
                            score.text(),
                        )
                    } else {
                        msg::tournament_result(
                            rec.id,
                            &name(g.white),
                            &name(g.black),
                            score.text(),
                            game,
                        )
                    }
                }
                None => msg::tournament_pairing(i + 1, &name(g.white), &name(g.black), g.game),
            });
        }
        if let Some(b) = round.bye {
            said.push(msg::tournament_bye(&name(b)));
        }
        Msg::lines(said)
    }

    /// A tournament's web page, where pages are served: `/tournament/ID` (with its key
    /// when unlisted).
    pub fn tournament_page(&self, rec: &TournamentRecord) -> Option<String> {
        let base = self.config.page_base.as_deref()?;
        if rec.page_key.is_none() && self.config.unlisted_pages {
            return None;
        }
        Some(format!(
            "{}/tournament/{}",
            base.trim_end_matches('/'),
            super::page::address(rec.id, rec.page_key.as_deref())
        ))
    }

    /// The standings as an image (rank, points, tie-breaks), in the operator's theme;
    /// nothing when it cannot be drawn (the text says it all).
    fn standings_png(&self, rec: &TournamentRecord) -> Vec<Attachment> {
        let view = self.view_of(rec);
        let theme = self.config.theme;
        let draw = move |lang| {
            let mut image = crate::tournament::view::standings_image_in(&view, lang);
            image.theme = theme;
            acedrex_render::standings(&image)
        };
        // Whether it can be drawn does not depend on the language (the rows do it).
        match draw(Lang::En) {
            Ok(bytes) => vec![Attachment::drawn(
                format!("acedrex-tournament-{}.png", rec.id),
                "image/png",
                Lang::En,
                bytes,
                move |lang| draw(lang).unwrap_or_default(),
            )],
            Err(e) => {
                tracing::warn!("tournament #{}: no standings image: {e}", rec.id);
                Vec::new()
            }
        }
    }

    /// What a tournament's page, image and announcements show (`None`: no such
    /// tournament).
    pub fn tournament_view(&self, id: u64) -> Result<Option<TournamentView>, StoreError> {
        Ok(self.store.tournament(id)?.map(|rec| self.view_of(&rec)))
    }

    fn view_of(&self, rec: &TournamentRecord) -> TournamentView {
        let lines = if rec.status == TournamentStatus::Open {
            (0..rec.entrants.len())
                .map(|p| Line {
                    entrant: p,
                    half_points: 0,
                    buchholz: (rec.format != TournamentFormat::Arena).then_some(0.0),
                    sonneborn_berger: (rec.format != TournamentFormat::Arena).then_some(0.0),
                    streak: (rec.format == TournamentFormat::Arena).then_some(0),
                })
                .collect()
        } else {
            self.lines(rec)
        };
        let ranks = Self::ranks(&lines);
        let all: Vec<&PairingRecord> = rec.played.iter().flat_map(|r| &r.games).collect();
        let standings = lines
            .iter()
            .zip(ranks)
            .map(|(l, rank)| {
                let p = l.entrant;
                let (mut wins, mut draws, mut losses) = (0, 0, 0);
                for g in all.iter().filter(|g| g.white == p || g.black == p) {
                    match g.result.map(outcome) {
                        Some(Outcome::Draw) => draws += 1,
                        Some(Outcome::WhiteWins) if g.white == p => wins += 1,
                        Some(Outcome::BlackWins) if g.black == p => wins += 1,
                        Some(_) => losses += 1,
                        None => {}
                    }
                }
                StandingRow {
                    rank,
                    name: rec.entrants[p].user.name.clone(),
                    points: f64::from(l.half_points) / 2.0,
                    buchholz: l.buchholz,
                    sonneborn_berger: l.sonneborn_berger,
                    games: wins + draws + losses,
                    wins,
                    draws,
                    losses,
                    withdrawn: rec.entrants[p].withdrawn,
                    streak: l.streak,
                }
            })
            .map(|mut row| {
                // An arena's points are whole: a win 2.
                if rec.format == TournamentFormat::Arena {
                    row.points *= 2.0;
                }
                row
            })
            .collect();
        let name = |p: usize| rec.entrants[p].user.name.clone();
        let rounds = rec
            .played
            .iter()
            .enumerate()
            .map(|(i, r)| RoundView {
                number: i as u32 + 1,
                games: r
                    .games
                    .iter()
                    .map(|g| TGameView {
                        game: g.game,
                        page_key: g
                            .game
                            .and_then(|n| self.store.game(n).ok().flatten())
                            .and_then(|r| r.page_key),
                        white: name(g.white),
                        black: name(g.black),
                        result: g.result.map(|s| s.text().to_string()),
                    })
                    .collect(),
                bye: r.bye.map(name),
            })
            .collect();
        TournamentView {
            id: rec.id,
            variant: rec.variant,
            game_name: rec.variant.variant().name.to_string(),
            format: format_of(rec.format),
            time_control: msg::tournament_time_text(rec.time),
            time: Some(rec.time),
            rated: rec.rated,
            status: match rec.status {
                TournamentStatus::Open => ViewStatus::Open,
                TournamentStatus::Running => ViewStatus::Running {
                    round: rec.played.len() as u32,
                },
                TournamentStatus::Finished => ViewStatus::Finished,
            },
            rounds_planned: (rec.format != TournamentFormat::Arena)
                .then_some(rec.rounds)
                .flatten(),
            minutes: rec.minutes,
            organiser: rec.organiser.name.clone(),
            standings,
            rounds,
            page_key: rec.page_key.clone(),
        }
    }
}

/// A reply with what the command set going: announcements after its own text, the
/// games begun as notices.
fn with_news(mut reply: Reply, news: News, rec: &TournamentRecord) -> Reply {
    if news.is_empty() {
        return reply;
    }
    let News {
        said,
        games,
        attachments,
        ..
    } = news;
    if !said.is_empty() {
        reply = reply.say("\n", Msg::lines(said));
    }
    reply.attachments.extend(attachments);
    reply.notices.extend(games);
    let _ = rec;
    reply
}
