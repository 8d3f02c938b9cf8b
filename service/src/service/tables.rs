//! Finding, loading and saving tables.

use super::{Effects, Handled, Request, Service};
use crate::lock;
use crate::reply::Reply;
use crate::store::{RatingChange, StoreError};
use crate::table::Table;
use crate::texts::messages as msg;
use std::sync::{Arc, Mutex};

pub(crate) use super::Want;

pub(super) type Shared = Arc<Mutex<Table>>;

impl Service {
    pub(super) fn db_error(fx: &Effects, e: StoreError) -> Reply {
        tracing::error!("{e}");
        fx.store_failed();
        Reply::text(msg::store_failed(&e.to_string()))
    }

    /// The table with this id, loaded and replayed on first use. With a store that other
    /// processes write too, a cached table whose stored revision moved is read again.
    pub(super) fn get(&self, fx: &Effects, id: u64) -> Result<Option<Shared>, StoreError> {
        let table = self.load(id)?;
        if let Some(t) = &table {
            // A clock that ran out is decided by the first look at the game.
            let mut guard = lock(t);
            if let Err(r) = self.expire(fx, &mut guard) {
                tracing::warn!(
                    "game #{id}: the clock ran out but the result was not saved: {}",
                    r.text
                );
            }
        }
        Ok(table)
    }

    /// The table, without looking at its clock.
    pub(super) fn load(&self, id: u64) -> Result<Option<Shared>, StoreError> {
        let cached = lock(&self.tables).get(&id).cloned();
        if let Some(t) = cached {
            if !self.store.shared() {
                return Ok(Some(t));
            }
            let rev = lock(&t).rev;
            if self.store.revision(id)? == Some(rev) {
                return Ok(Some(t));
            }
            lock(&self.tables).remove(&id);
        }
        let Some(rec) = self.store.game(id)? else {
            return Ok(None);
        };
        let table = Table::from_record(&rec).map_err(|reason| StoreError::Corrupt {
            key: format!("g/{id:016x}"),
            reason,
        })?;
        let open = rec.phase.is_open();
        let table = Arc::new(Mutex::new(table));
        if !open {
            // Never changed again: looked at (`board #ID`), not kept in memory.
            return Ok(Some(table));
        }
        let mut map = lock(&self.tables);
        // Another thread may have loaded it meanwhile: keep the first.
        Ok(Some(map.entry(id).or_insert(table).clone()))
    }

    /// Keeps a new table (a challenge, a bot game begun) in memory.
    pub(super) fn keep(&self, table: Table) -> Shared {
        let id = table.id;
        let shared = Arc::new(Mutex::new(table));
        lock(&self.tables).insert(id, shared.clone());
        shared
    }

    /// Forgets the in-memory copy, so the next command reads what is really stored.
    pub(super) fn forget(&self, id: u64) {
        lock(&self.tables).remove(&id);
    }

    fn save_failed(&self, fx: &Effects, id: u64, e: StoreError) -> Reply {
        self.forget(id);
        if let StoreError::Conflict { .. } = e {
            fx.conflict();
            return Reply::text(msg::changed_meanwhile(id));
        }
        Self::db_error(fx, e)
    }

    /// Saves a table (and ratings) durably as its next revision; on failure the
    /// in-memory copy is dropped so the next command reloads what is really stored.
    pub(super) fn save(
        &self,
        fx: &Effects,
        t: &mut Table,
        ratings: &[RatingChange],
    ) -> Result<(), Reply> {
        let id = t.id;
        self.store_save(fx, t, ratings).map_err(|e| match e {
            StoreError::Conflict { .. } => Reply::text(msg::changed_meanwhile(id)),
            e => Self::db_error(fx, e),
        })
    }

    /// As [`Service::save`], with the store's error for the caller to explain.
    pub(super) fn store_save(
        &self,
        fx: &Effects,
        t: &mut Table,
        ratings: &[RatingChange],
    ) -> Result<(), StoreError> {
        t.rev += 1;
        let rec = t.record();
        if let Err(e) = self.store.save(&rec, ratings) {
            self.forget(t.id);
            if let StoreError::Conflict { .. } = e {
                fx.conflict();
            }
            return Err(e);
        }
        self.saved(fx, t);
        Ok(())
    }

    fn saved(&self, fx: &Effects, t: &Table) {
        fx.saved();
        if let Some(tournament) = t.tournament.filter(|_| !t.phase().is_open()) {
            fx.tournament_game_ended(tournament);
        }
        // An aborted game is one to rematch (not to analyse: `analyse` says so).
        if matches!(
            t.phase(),
            crate::store::Phase::Finished | crate::store::Phase::Aborted
        ) {
            self.remember_finished(t);
        }
        if !t.phase().is_open() {
            self.forget(t.id);
        }
    }

    /// Notes, for each player, the game that has just ended as their last finished game
    /// in its channel: `analyse` alone takes it, also after a restart (finished games
    /// leave memory and the store indexes only open games).
    fn remember_finished(&self, t: &Table) {
        for person in t
            .people()
            .into_iter()
            .filter(|u| t.side_of(&u.id).is_some())
        {
            let key = last_finished_key(&t.channel);
            if let Err(e) = self
                .store
                .set_setting(&person.id, &key, Some(&t.id.to_string()))
            {
                tracing::warn!("game #{}: cannot note it as finished: {e}", t.id);
            }
        }
    }

    /// The user's last finished game in this channel, if one was noted.
    pub(super) fn last_finished(&self, user: &str, channel: &str) -> Option<u64> {
        match self.store.setting(user, &last_finished_key(channel)) {
            Ok(v) => v.and_then(|v| v.parse().ok()),
            Err(e) => {
                tracing::warn!("cannot read the last finished game: {e}");
                None
            }
        }
    }

    /// Saves a table while the reply is built: the write and its flush run on another
    /// thread as the board renders, and the reply is returned only once the write is
    /// durable. The disk's sync (sled's fsync, about 4 ms here) or the database's commit
    /// (PostgreSQL's round trips and WAL flush) overlaps the render instead of adding to
    /// it. A reply built for a write that then fails (a conflict) is thrown away.
    pub(super) fn save_while(
        &self,
        fx: &Effects,
        t: &mut Table,
        ratings: &[RatingChange],
        build: impl FnOnce(&Table) -> Reply,
    ) -> Handled {
        t.rev += 1;
        let rec = t.record();
        let (reply, flushed) = std::thread::scope(|s| {
            let store = s.spawn(|| {
                self.store.write(&rec, ratings)?;
                self.store.flush()
            });
            let reply = build(t);
            (reply, store.join())
        });
        match flushed {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Err(self.save_failed(fx, t.id, e)),
            Err(_) => {
                self.forget(t.id);
                return Err(Reply::text(msg::save_failed()));
            }
        }
        self.saved(fx, t);
        Ok(reply.map_game(|v| v.changed = true))
    }

    /// The open games and challenges a request can mean: those of its channel, and in a
    /// direct message also the sender's games of every conversation.
    pub(super) fn open_ids(&self, fx: &Effects, req: &Request) -> Result<Vec<u64>, Reply> {
        let mut ids = self
            .store
            .channel_games(&req.channel)
            .map_err(|e| Self::db_error(fx, e))?;
        if req.direct {
            for id in self
                .store
                .player_games(&req.user.id)
                .map_err(|e| Self::db_error(fx, e))?
            {
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
        }
        Ok(ids)
    }

    /// The tables of these ids, and a note for each that cannot be read.
    pub(super) fn open_tables(
        &self,
        fx: &Effects,
        ids: Vec<u64>,
    ) -> (Vec<Shared>, Vec<crate::reply::Msg>) {
        let mut tables = Vec::new();
        let mut problems = Vec::new();
        for id in ids {
            match self.get(fx, id) {
                Ok(Some(t)) => tables.push(t),
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!("{e}");
                    problems.push(msg::unreadable(id));
                }
            }
        }
        (tables, problems)
    }

    /// The table a command is about: the one named `#ID`, or the only one that fits. A
    /// game where the bot still owes its move (see [`Service::catch_up`]) gets it first.
    pub(super) fn resolve(
        &self,
        fx: &Effects,
        req: &Request,
        game: Option<u64>,
        want: Want,
        verb: &str,
        example: &str,
    ) -> Result<Shared, Reply> {
        self.find_table(Some(fx), req, game, want, verb, example)
    }

    /// As [`Service::resolve`]. Without a record of effects (`fx`: `None`) it is one of
    /// the front ends' quick questions, whose replies tell no news: the bot does not
    /// make a move it owes, and what the search comes across is not reported.
    pub(super) fn find_table(
        &self,
        fx: Option<&Effects>,
        req: &Request,
        game: Option<u64>,
        want: Want,
        verb: &str,
        example: &str,
    ) -> Result<Shared, Reply> {
        let catch_up = fx.is_some();
        let unreported = Effects::default();
        let fx = fx.unwrap_or(&unreported);
        let me = &req.user.id;
        let fits = |t: &Table| -> bool {
            use crate::store::Phase;
            match want {
                Want::Mine => t.in_progress() && t.side_of(me).is_some(),
                Want::Any | Want::Look => t.in_progress(),
                Want::ChallengeToMe => {
                    t.phase() == Phase::Challenge
                        && t.challenger.id != *me
                        && t.challenged.as_ref().is_none_or(|u| u.id == *me)
                }
                Want::MyChallenge => t.phase() == Phase::Challenge && t.challenger.id == *me,
            }
        };
        if let Some(id) = game {
            let table = self
                .get(fx, id)
                .map_err(|e| Reply::text(msg::cannot_read(id, &e.to_string())))?
                .ok_or_else(|| Reply::text(msg::no_such_game(id)))?;
            {
                let t = lock(&table);
                let mine_anywhere = req.direct && t.people().iter().any(|u| u.id == *me);
                if t.channel != req.channel && !mine_anywhere {
                    return Err(Reply::text(msg::other_channel(id)));
                }
                let finished = matches!(
                    t.phase(),
                    crate::store::Phase::Finished | crate::store::Phase::Aborted
                );
                if !(fits(&t) || want == Want::Look && finished) {
                    return Err(Reply::text(msg::why_not(&t, me, want, verb)));
                }
            }
            if catch_up {
                self.catch_up(fx, &table)?;
            }
            return Ok(table);
        }
        let ids = self.open_ids(fx, req)?;
        let (all, problems) = self.open_tables(fx, ids);
        let mut found: Vec<Shared> = all.iter().filter(|t| fits(&lock(t))).cloned().collect();
        // A game where the bot still owes its move is answered from after that move.
        for t in found.iter().filter(|_| catch_up) {
            self.catch_up(fx, t)?;
        }
        if matches!(want, Want::Any | Want::Look) {
            // Spectators see the only game; players their own game first.
            let mine: Vec<_> = found
                .iter()
                .filter(|t| lock(t).side_of(me).is_some())
                .cloned()
                .collect();
            if !mine.is_empty() {
                found = mine;
            }
        }
        if want == Want::Mine && verb == "move" && found.len() > 1 {
            // A move is for the game where it is the player's turn, if only one is.
            let my_turn: Vec<_> = found
                .iter()
                .filter(|t| {
                    let t = lock(t);
                    t.phase() == crate::store::Phase::Playing
                        && t.to_act().is_some_and(|u| u.id == *me)
                })
                .cloned()
                .collect();
            if my_turn.len() == 1 {
                found = my_turn;
            }
        }
        match found.len() {
            1 => Ok(found.remove(0)),
            0 => {
                let playing_here = all.iter().any(|t| lock(t).in_progress());
                Err(noted(
                    Reply::text(msg::nothing_found(want, verb, playing_here)),
                    &problems,
                ))
            }
            _ => {
                let list: Vec<_> = found.iter().map(|t| msg::summary(&lock(t))).collect();
                let first = lock(&found[0]).id;
                Err(Reply::text(msg::which_game(list, example, first)))
            }
        }
    }
}

/// The setting that holds a player's last finished game in a channel.
fn last_finished_key(channel: &str) -> String {
    format!("last-finished {channel}")
}

/// A reply with the channel's unreadable games mentioned (the game meant may be one).
pub(super) fn noted(mut reply: Reply, problems: &[crate::reply::Msg]) -> Reply {
    for p in problems {
        reply = reply.say("\n", msg::note(p));
    }
    reply
}
