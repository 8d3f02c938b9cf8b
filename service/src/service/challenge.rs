//! Challenges: `play`, `accept`, `decline`, `cancel`, and the start of a game.

use super::tables::Want;
use super::{Effects, Handled, Request, Service, BOT_ID};
use crate::commands::{ColorChoice, GameRef, Mention, Opponent, PlayArgs, TimeControl};
use crate::lock;
use crate::reply::{ActionKind, Refusal, Reply};
use crate::store::{Side, StartRecord, UserRef};
use crate::table::{Seated, Stage, Table};
use crate::texts::messages as msg;
use acedrex_rules::{Arrangement, Game, VariantId};

impl Service {
    pub(super) fn play(&self, fx: &Effects, req: &Request, args: PlayArgs) -> Handled {
        let variant = args.variant;
        if args.fen.is_some() && args.setup.is_some() {
            return Err(Reply::text(msg::setup_or_fen()));
        }
        let start = if let Some(fen) = &args.fen {
            let g = Game::from_fen(variant, fen)
                .map_err(|e| Reply::refused(msg::bad_position(variant, &e), Refusal::Fen(e)))?;
            if g.is_over() {
                return Err(Reply::text(msg::position_over()));
            }
            StartRecord::Fen(fen.clone())
        } else if let Some(s) = &args.setup {
            let a = self.arrangement_from(variant, s, self.clock.now())?;
            StartRecord::Arrangement(a.to_string())
        } else {
            StartRecord::Standard
        };
        let me = req.user.clone();
        let bot = args.opponent == Opponent::Bot;
        let level = args.level.unwrap_or(self.config.default_level);
        let challenged = match &args.opponent {
            Opponent::Open => None,
            Opponent::Bot => Some(bot_user(level)),
            Opponent::User(Mention(id)) => {
                if *id == me.id {
                    return Err(Reply::text(msg::not_yourself()));
                }
                let name = req
                    .mentions
                    .iter()
                    .find(|u| u.id == *id)
                    .map(|u| u.name.clone())
                    .or_else(|| self.store.name_of(id).ok().flatten())
                    .unwrap_or_else(|| id.clone());
                Some(UserRef {
                    id: id.clone(),
                    name,
                    bot: false,
                })
            }
        };
        // A private conversation's game gets an unlisted page (its address has a key).
        let page_key = if req.private || req.direct || self.config.unlisted_pages {
            let key = super::page::new_key().map_err(|e| {
                tracing::error!("no page key: {e}");
                Reply::text(msg::no_randomness())
            })?;
            Some(key)
        } else {
            None
        };
        let id = self.store.next_id().map_err(|e| Self::db_error(fx, e))?;
        let now = self.clock.now();
        let table = Table {
            id,
            rev: 0,
            variant,
            channel: req.channel.clone(),
            challenger: me.clone(),
            challenged: challenged.clone(),
            color_choice: args.color,
            bot_level: bot.then_some(level),
            rated: !bot && !matches!(start, StartRecord::Fen(_)),
            start,
            created: now,
            last_activity: now,
            // People play by correspondence unless they choose; the bot needs no clock.
            time: args
                .time
                .or(if bot { None } else { self.config.default_time }),
            page_key,
            rematch_of: None,
            tournament: None,
            stage: Stage::Challenge,
        };
        self.offer(fx, table)
    }

    /// Makes a challenge: the bot accepts one for it at once (the game begins); another
    /// is saved and waits, with its buttons.
    fn offer(&self, fx: &Effects, mut table: Table) -> Handled {
        let id = table.id;
        let challenged = table.challenged.clone();
        let rematch_of = table.rematch_of;
        if table.bot_level.is_some() {
            // The bot accepts at once. The game is kept in memory, locked, before its
            // first save: a clock round that finds it waits for the bot's first move
            // here instead of making one of its own.
            let shared = self.keep(table);
            let mut t = lock(&shared);
            let mut reply = self.begin(fx, &mut t).inspect_err(|_| {
                if t.rev == 0 {
                    // Nothing was saved: there is no game to keep.
                    self.forget(id);
                }
            })?;
            reply.set(msg::bot_accepts(reply.msg()));
            if let Some(old) = rematch_of {
                reply.set(msg::rematch_of(old).then("\n", reply.msg()));
            }
            return Ok(reply);
        }
        self.save(fx, &mut table, &[])?;
        let mut text = msg::challenge(&table);
        if let Some(old) = rematch_of {
            text = msg::rematch_of(old).then("\n", text);
        }
        let reply = Reply::text(text)
            .about(table.view(self.clock.now()))
            .action(
                ActionKind::Accept,
                msg::LABEL_ACCEPT,
                &format!("accept #{id}"),
            );
        self.keep(table);
        Ok(if challenged.is_some() {
            reply.action(
                ActionKind::Decline,
                msg::LABEL_DECLINE,
                &format!("decline #{id}"),
            )
        } else {
            reply
        })
    }

    pub(super) fn arrangement_from(
        &self,
        variant: VariantId,
        text: &str,
        seed: u64,
    ) -> Result<Arrangement, Reply> {
        if text.eq_ignore_ascii_case("random") {
            Arrangement::random(variant, seed ^ 0x5eed)
        } else if text.eq_ignore_ascii_case("default") {
            Arrangement::default_for(variant)
        } else {
            Arrangement::parse(variant, text)
        }
        .map_err(|e| Reply::refused(msg::bad_setup(&e), Refusal::Setup(e)))
    }

    /// Starts an accepted challenge: colours, the game, the bot's first move or setup.
    pub(super) fn begin(&self, fx: &Effects, t: &mut Table) -> Handled {
        let variant = t.variant;
        let Some(opponent) = t.challenged.clone() else {
            return Err(Reply::text(msg::nobody_accepted()));
        };
        let challenger_white = match t.color_choice {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => (t.id ^ self.clock.now()).count_ones().is_multiple_of(2),
        };
        let (white, black) = if challenger_white {
            (t.challenger.clone(), opponent)
        } else {
            (opponent, t.challenger.clone())
        };
        let zanzibar = variant.variant().setup.is_some();
        let mut setup_pending = false;
        if zanzibar && t.start == StartRecord::Standard {
            if black.bot {
                let a = self
                    .chooser
                    .arrangement(variant, t.id ^ t.created)
                    .or_else(|| Arrangement::default_for(variant).ok())
                    .ok_or_else(|| Reply::text(msg::no_arrangement()))?;
                t.start = StartRecord::Arrangement(a.to_string());
            } else {
                setup_pending = true;
            }
        }
        let game = match &t.start {
            StartRecord::Standard => Game::new(variant),
            StartRecord::Arrangement(a) => Game::with_arrangement(
                Arrangement::parse(variant, a)
                    .map_err(|e| Reply::text(msg::stored_setup_error(&e)))?,
            ),
            StartRecord::Fen(f) => Game::from_fen(variant, f)
                .map_err(|e| Reply::text(msg::stored_fen_error(variant, &e)))?,
        };
        t.stage = Stage::Seated(Box::new(Seated {
            white,
            black,
            game,
            setup_pending,
            draw_offer: None,
            takeback_offer: None,
            clock: super::clock::start_clock(t.time, self.clock.now()),
            reminded: 0,
            flagged: None,
            fair_start: matches!(t.time, Some(TimeControl::Clock { .. })),
            aborted: false,
        }));
        t.last_activity = self.clock.now();
        let mut text = msg::game_begins(t);
        if let Some(window) = super::clock::first_move_window(t.time) {
            text.push_str(" ");
            text.push(match t.tournament {
                Some(tournament) => {
                    msg::tournament_clocks_start_after_first_moves(window, tournament)
                }
                None => msg::clocks_start_after_first_moves(window),
            });
        }
        self.save(fx, t, &[])?;
        match self.bot_turn(fx, t) {
            Ok(Some((extra, _))) => {
                text.push_str("\n");
                text.push(extra);
            }
            Ok(None) => {}
            Err(e) => {
                let reply = self.bot_turn_failed(fx, t, text, e);
                return Ok(reply.map_game(|v| v.began = true));
            }
        }
        text.push_str("\n");
        text.push(msg::status_line(t));
        let reply = self.with_board(Reply::text(text), t, Vec::new());
        Ok(Self::game_actions(reply.map_game(|v| v.began = true), t))
    }

    /// `rematch`: the same game (game, time control, rated or not) against the same
    /// opponent, colours swapped, as a challenge the opponent accepts (the bot at once).
    pub(super) fn rematch(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let me = &req.user;
        let Some(id) = g.or_else(|| self.last_finished(&me.id, &req.channel)) else {
            return Err(Reply::text(msg::rematch_which()));
        };
        let old = self
            .get(fx, id)
            .map_err(|e| Reply::text(msg::cannot_read(id, &e.to_string())))?
            .ok_or_else(|| Reply::text(msg::no_such_game(id)))?;
        let old = lock(&old).clone();
        let mine_anywhere = req.direct && old.people().iter().any(|u| u.id == me.id);
        if old.channel != req.channel && !mine_anywhere {
            return Err(Reply::text(msg::other_channel(id)));
        }
        let Some(seated) = old.seated() else {
            return Err(Reply::text(msg::rematch_not_played(id)));
        };
        if old.in_progress() {
            return Err(Reply::text(msg::rematch_while_playing(id)));
        }
        let Some(side) = seated.side_of(&me.id) else {
            return Err(Reply::text(msg::rematch_not_yours(id)));
        };
        // One rematch of a game at a time: a pending one is its game's channel's.
        let open = self
            .store
            .channel_games(&old.channel)
            .map_err(|e| Self::db_error(fx, e))?;
        for t in self.open_tables(fx, open).0 {
            let t = lock(&t);
            if t.rematch_of == Some(id) && t.phase() == crate::store::Phase::Challenge {
                return Err(Reply::text(msg::rematch_pending(id, t.id)));
            }
        }
        let opponent = seated.player(side.other()).clone();
        // The setup of a Zanzibar game is Black's choice: the new Black chooses again.
        let start = match &old.start {
            StartRecord::Fen(f) => StartRecord::Fen(f.clone()),
            _ => StartRecord::Standard,
        };
        let page_key = if old.page_key.is_some() || self.config.unlisted_pages {
            Some(super::page::new_key().map_err(|e| {
                tracing::error!("no page key: {e}");
                Reply::text(msg::no_randomness())
            })?)
        } else {
            None
        };
        let new_id = self.store.next_id().map_err(|e| Self::db_error(fx, e))?;
        let now = self.clock.now();
        let table = Table {
            id: new_id,
            rev: 0,
            variant: old.variant,
            channel: old.channel.clone(),
            challenger: me.clone(),
            challenged: Some(opponent),
            color_choice: match side {
                Side::White => ColorChoice::Black,
                Side::Black => ColorChoice::White,
            },
            bot_level: old.bot_level,
            rated: old.rated,
            start,
            created: now,
            last_activity: now,
            time: old.time,
            page_key,
            rematch_of: Some(id),
            tournament: None,
            stage: Stage::Challenge,
        };
        self.offer(fx, table)
    }

    pub(super) fn accept(&self, fx: &Effects, req: &Request, g: GameRef) -> Handled {
        let table = self.resolve(fx, req, g, Want::ChallengeToMe, "accept", "accept")?;
        let mut t = lock(&table);
        if t.challenged.is_none() {
            t.challenged = Some(req.user.clone());
        }
        let before = t.clone();
        let reply = self.begin(fx, &mut t);
        if reply.is_err() && t.rev == before.rev {
            // Nothing was saved: back to the challenge as it was.
            *t = before;
        }
        reply
    }

    pub(super) fn decline(&self, fx: &Effects, req: &Request, g: GameRef, cancel: bool) -> Handled {
        let want = if cancel {
            Want::MyChallenge
        } else {
            Want::ChallengeToMe
        };
        let verb = if cancel { "cancel" } else { "decline" };
        let table = self.resolve(fx, req, g, want, verb, verb)?;
        let mut t = lock(&table);
        if !cancel && t.challenged.is_none() {
            return Err(Reply::text(msg::open_challenge_no_decline(t.id)));
        }
        t.stage = Stage::Closed;
        self.save(fx, &mut t, &[])?;
        Ok(Reply::text(if cancel {
            msg::withdrew(&req.user.name, t.id)
        } else {
            msg::declined(&req.user.name, t.id, &t.challenger.name)
        })
        .about(t.view(self.clock.now())))
    }
}

fn bot_user(level: u8) -> UserRef {
    UserRef {
        id: BOT_ID.to_string(),
        name: msg::bot_name(level),
        bot: true,
    }
}
