//! The platform-neutral game service: every front end turns a chat message into a
//! [`Request`] and sends back the [`Reply`].
//!
//! The parts: [`crate::commands`] reads the command; `tables` finds the table it is
//! about (loading it from the store once, keeping games in play in memory, each behind
//! its own lock) and saves it; `challenge`, `play` and `info` are the handlers; every
//! sentence comes from [`crate::texts::messages`]. Every change is saved and made durable
//! before the reply is built.

// A refusal is a reply like any other, returned as `Err(Reply)` to stop a command early;
// its size does not matter next to the work of one command (a disk sync, a PNG).
#![allow(clippy::result_large_err)]

pub mod analysis;
mod challenge;
mod clock;
mod info;
pub mod page;
mod play;
mod tables;
mod tournaments;

pub use play::RESUME_AFTER_SECS;

use crate::chooser::MoveChooser;
use crate::commands::{self, Command, Invocation, Line, Slow, TypedCall};
use crate::lock;
use crate::reply::Msg;
use crate::reply::{Notice, Phase as ViewPhase, Reply};
use crate::store::{GameStore, UserRef};
use crate::table::Table;
use crate::texts::messages as msg;
use acedrex_render::Theme;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// The bot's own player id.
pub const BOT_ID: &str = "acedrex:bot";

/// Seconds since the Unix epoch; a trait so tests can move time.
pub trait Clock: Send + Sync {
    fn now(&self) -> u64;
}

/// The real clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0)
    }
}

/// A clock that moves only when told (tests).
#[derive(Default)]
pub struct ManualClock(pub AtomicU64);

impl ManualClock {
    pub fn advance(&self, secs: u64) {
        self.0.fetch_add(secs, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The per-user setting that holds the language chosen with `lang` (its code).
pub const LANG_SETTING: &str = "lang";

/// The per-channel setting that holds the language of the channel's community (its
/// code), as its platform last told it ([`Service::set_channel_locale`]): the language
/// of notices said there to a player who has chosen none. Kept under the channel's id,
/// beside players' settings (a different key, so never mistaken for a player's `lang`).
pub const CHANNEL_LANG_SETTING: &str = "channel-lang";

/// Settings of the service.
#[derive(Clone, Debug)]
pub struct Config {
    /// A player to move who has not moved for this long may lose the game by a claim.
    pub abandon_after_secs: u64,
    /// The bot's level when `play … bot` names none.
    pub default_level: u8,
    /// Square size of board images; `None` for the game's default (about 800 px wide).
    pub square: Option<u32>,
    pub theme: Theme,
    /// The time control of games between people when `play` names none.
    pub default_time: Option<crate::commands::TimeControl>,
    /// A player who has had the move this long is reminded (once a turn).
    pub remind_after_secs: u64,
    /// A correspondence player is reminded again when this little time is left.
    pub remind_before_secs: u64,
    /// The base address of the game pages (`https://acedrex.example.org`), when they
    /// are served: replies then carry each game's link.
    pub page_base: Option<String>,
    /// Every new game gets an unlisted page (an address with a random key), not only
    /// the games of private conversations; pages at a game's bare number answer 404.
    pub unlisted_pages: bool,
    /// The time an analysis may take for a whole game (shared over its positions, each
    /// between 20 ms and 2 s).
    pub analysis_budget: std::time::Duration,
    /// The language of answers to a player who has chosen none (`lang`) and whose
    /// platform tells no locale.
    pub lang: crate::texts::lang::Lang,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            abandon_after_secs: 72 * 3600,
            default_level: 5,
            square: None,
            theme: Theme::WOOD,
            default_time: Some(crate::commands::TimeControl::CORRESPONDENCE),
            remind_after_secs: 24 * 3600,
            remind_before_secs: 12 * 3600,
            page_base: None,
            unlisted_pages: false,
            analysis_budget: std::time::Duration::from_secs(20),
            lang: crate::texts::lang::Lang::En,
        }
    }
}

/// One message from a user.
#[derive(Clone, Debug)]
pub struct Request {
    /// Platform-unique channel id (`discord:123`, `matrix:!room:server`, …).
    pub channel: String,
    /// Who sent it (platform-unique id and display name).
    pub user: UserRef,
    /// The command line, with mentions written `@ID`.
    pub text: String,
    /// Display names of the users mentioned, where the platform knows them.
    pub mentions: Vec<UserRef>,
    /// A one-to-one conversation with the bot (a direct message). There, commands find
    /// the player's games whatever conversation they started in, and the other player
    /// is sent a notice of what happened (they are in their own conversation).
    pub direct: bool,
    /// A conversation not everyone can read: a private or encrypted room, a channel
    /// hidden from most members (a direct message counts too, whatever this says).
    /// Games begun here get an unlisted page, at an address with a random key.
    pub private: bool,
    /// The reader's locale as the platform knows it (Discord's interaction locale or the
    /// server's preferred one, the terminal's `LANG`): the language of the answer when
    /// the player has not chosen one with `lang`.
    pub locale: Option<String>,
}

/// The service.
pub struct Service {
    store: Arc<dyn GameStore>,
    chooser: Arc<dyn MoveChooser>,
    clock: Arc<dyn Clock>,
    config: Config,
    /// Tables with a game in progress (or a challenge), each behind its own lock.
    tables: Mutex<HashMap<u64, Arc<Mutex<Table>>>>,
    /// Analyses under way, by game: set the flag to stop one.
    analyses: Mutex<HashMap<u64, Arc<std::sync::atomic::AtomicBool>>>,
    /// Finished analyses, by game (a finished game does not change).
    analysed: Mutex<HashMap<u64, Arc<analysis::Analysis>>>,
    /// Each front end's connection as it last reported it (for health checks).
    pub(crate) links: Mutex<std::collections::BTreeMap<String, crate::health::Link>>,
    /// Held while a tournament's record is read, changed and saved: one change at a
    /// time (its games each have their own lock).
    tournament_lock: Mutex<()>,
}

/// What a command needs of the table it names (texts explain a refusal from it).
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Want {
    /// A game in progress that the user plays.
    Mine,
    /// A game in progress, for anyone to look at.
    Any,
    /// As `Any`, and a finished game too when it is named by `#ID` (its board, record,
    /// animation).
    Look,
    /// A challenge the user may accept or decline.
    ChallengeToMe,
    /// A challenge the user made.
    MyChallenge,
}

type Handled = Result<Reply, Reply>;

/// What one request did besides its reply: saved a change, met another process's
/// change, found a clock run out, made a move the bot owed, met a failing store. Each
/// request (and each game in a clock round) gets its own, handed to every handler and
/// helper on its way, and returned with the reply (see [`Outcome`]) for `handle` to
/// decide the retry, the view's `changed` and the news.
#[derive(Default)]
pub(crate) struct Effects {
    /// A change was saved.
    saved: Cell<bool>,
    /// Another process changed a game first.
    conflict: Cell<bool>,
    /// Games whose clock ran out while the request looked at them: (game, what happened).
    timeouts: RefCell<Vec<(u64, Msg)>>,
    /// Moves the bot still owed, made when the request looked at their games.
    news: RefCell<Vec<Msg>>,
    /// The store failed (the reply says so).
    store_failed: Cell<bool>,
    /// Tournaments one of whose games ended: brought up to date before the reply.
    tournaments: RefCell<Vec<u64>>,
}

impl Effects {
    pub(crate) fn saved(&self) {
        self.saved.set(true);
    }

    pub(crate) fn conflict(&self) {
        self.conflict.set(true);
    }

    pub(crate) fn store_failed(&self) {
        self.store_failed.set(true);
    }

    pub(crate) fn failed_store(&self) -> bool {
        self.store_failed.get()
    }

    pub(crate) fn timed_out(&self, game: u64, text: Msg) {
        self.timeouts.borrow_mut().push((game, text));
    }

    /// The timeouts noted so far, taken out.
    pub(crate) fn take_timeouts(&self) -> Vec<(u64, Msg)> {
        std::mem::take(&mut self.timeouts.borrow_mut())
    }

    /// A game of this tournament ended.
    pub(crate) fn tournament_game_ended(&self, tournament: u64) {
        self.tournaments.borrow_mut().push(tournament);
    }

    pub(crate) fn take_tournaments(&self) -> Vec<u64> {
        std::mem::take(&mut self.tournaments.borrow_mut())
    }

    pub(crate) fn bot_caught_up(&self, news: Msg) {
        self.news.borrow_mut().push(news);
    }
}

/// A request's reply and what it did.
struct Outcome {
    reply: Reply,
    effects: Effects,
}

impl Service {
    /// A reply to a request that was refused: it says why in `refusal`, typed (the
    /// rules' error where the handler gave it, else the id of its first message).
    fn refusal(mut r: Reply) -> Reply {
        if r.refusal.is_none() {
            let id = r.said.first().map_or("unknown", |s| s.id);
            r.refusal = Some(crate::reply::Refusal::Service(id));
        }
        r
    }

    pub fn new(
        store: impl GameStore + 'static,
        chooser: Arc<dyn MoveChooser>,
        clock: Arc<dyn Clock>,
        config: Config,
    ) -> Service {
        Service::with_store(Arc::new(store), chooser, clock, config)
    }

    /// A service over a store shared with others (the serving process's one database).
    pub fn with_store(
        store: Arc<dyn GameStore>,
        chooser: Arc<dyn MoveChooser>,
        clock: Arc<dyn Clock>,
        config: Config,
    ) -> Service {
        Service {
            store,
            chooser,
            clock,
            config,
            tables: Mutex::new(HashMap::new()),
            analyses: Mutex::new(HashMap::new()),
            analysed: Mutex::new(HashMap::new()),
            links: Mutex::new(std::collections::BTreeMap::new()),
            tournament_lock: Mutex::new(()),
        }
    }

    /// The store (for the binary's database commands; front ends never need it).
    pub fn store(&self) -> &dyn GameStore {
        &*self.store
    }

    /// Answers one message. Never panics on user input; every error is a reply.
    pub fn handle(&self, req: &Request) -> Reply {
        self.handle_call(req, None)
    }

    /// Answers a command a platform gives typed (a slash command's options), read by
    /// the same table as a typed line, never turned into text first. `req.text` is only
    /// for logs.
    pub fn handle_typed(&self, req: &Request, call: &TypedCall) -> Reply {
        self.handle_call(req, Some(call))
    }

    fn handle_call(&self, req: &Request, call: Option<&TypedCall>) -> Reply {
        // Names and text that reach other screens and logs: no control characters.
        let req = match crate::clean::request(req) {
            Ok(req) => req,
            Err(chars) => return Reply::text(msg::line_too_long(chars)),
        };
        let req = &*req;
        let mut out = self.handle_once(req, call);
        // Another process changed the game first: answer from its new state. Not when
        // this request saved something before the conflict (its reply says what).
        if out.effects.conflict.get() && !out.effects.saved.get() {
            tracing::info!("game changed by another process; answering from the new state");
            out = self.handle_once(req, call);
        }
        // Each reader in their language (a `lang` just given counts already): the
        // asker's locale, else their channel's; a notice in a channel, that channel's.
        let mut reply = out.reply;
        reply.lang = self.asker_lang(req);
        for n in &mut reply.notices {
            n.lang = self.notice_lang(&n.to.id, n.channel.as_deref());
        }
        reply.in_readers_lang();
        reply
    }

    /// The language of the one who asked: their `lang`, else the locale of the request
    /// (Discord's interaction locale), else their channel's, else the configured one.
    fn asker_lang(&self, req: &Request) -> crate::texts::lang::Lang {
        match req.locale.as_deref() {
            Some(locale) => self.lang_of(&req.user.id, Some(locale)),
            None => self.notice_lang(&req.user.id, Some(&req.channel)),
        }
    }

    /// The language of a notice to `user` said in `channel` (`None`: a direct message):
    /// the one they chose with `lang`, else the channel's ([`Service::set_channel_locale`]),
    /// else the configured one.
    pub(crate) fn notice_lang(
        &self,
        user: &str,
        channel: Option<&str>,
    ) -> crate::texts::lang::Lang {
        let locale = channel.and_then(|c| self.channel_lang(c));
        self.lang_of(user, locale.map(|l| l.code()))
    }

    /// The language a platform last gave for a channel's community (Discord: the server's
    /// preferred locale), if it is one the bot speaks.
    pub fn channel_lang(&self, channel: &str) -> Option<crate::texts::lang::Lang> {
        self.store
            .setting(channel, CHANNEL_LANG_SETTING)
            .ok()
            .flatten()
            .and_then(|v| crate::texts::lang::Lang::from_locale(&v))
    }

    /// Remembers the locale of a channel's community (Discord: its server's preferred
    /// locale), durably: notices said there, and answers to messages that carry no
    /// locale of their own, are in that language for players who have chosen none. A
    /// locale the bot does not speak (or `None`) forgets it: the configured language
    /// then applies. Written only when it changes.
    pub fn set_channel_locale(&self, channel: &str, locale: Option<&str>) -> Result<(), String> {
        let lang = locale.and_then(crate::texts::lang::Lang::from_locale);
        if self.channel_lang(channel) == lang {
            return Ok(());
        }
        self.store
            .set_setting(channel, CHANNEL_LANG_SETTING, lang.map(|l| l.code()))
            .map_err(|e| e.to_string())
    }

    /// The language a player reads: the one they chose with `lang`, else their
    /// platform's locale, else the configured one.
    pub fn lang_of(&self, user: &str, locale: Option<&str>) -> crate::texts::lang::Lang {
        use crate::texts::lang::Lang;
        self.store
            .setting(user, LANG_SETTING)
            .ok()
            .flatten()
            .and_then(|v| Lang::from_locale(&v))
            .or_else(|| locale.and_then(Lang::from_locale))
            .unwrap_or(self.config.lang)
    }

    /// `lang`: shows or sets the language the player reads.
    fn lang(&self, fx: &Effects, req: &Request, code: Option<&str>) -> Handled {
        use crate::texts::lang::Lang;
        let Some(code) = code else {
            return Ok(Reply::text(msg::lang_shown(self.asker_lang(req))));
        };
        let Some(lang) = Lang::from_locale(code) else {
            return Err(Reply::refused(
                msg::lang_unknown(code, &Lang::available()),
                crate::reply::Refusal::Service("lang-unknown"),
            ));
        };
        self.store
            .set_setting(&req.user.id, LANG_SETTING, Some(lang.code()))
            .map_err(|e| Self::db_error(fx, e))?;
        Ok(Reply::text(msg::lang_set(lang)))
    }

    /// One attempt at a request: its reply, and what it did on the way.
    fn handle_once(&self, req: &Request, call: Option<&TypedCall>) -> Outcome {
        let effects = Effects::default();
        let reply = self.respond(&effects, req, call);
        Outcome { reply, effects }
    }

    fn respond(&self, fx: &Effects, req: &Request, call: Option<&TypedCall>) -> Reply {
        let (req, linked) = self.linked(fx, req);
        let req = &req;
        if let Err(e) = self.store.remember_name(&req.user.id, &req.user.name) {
            tracing::warn!("cannot remember a name: {e}");
        }
        for m in &req.mentions {
            let _ = self.store.remember_name(&m.id, &m.name);
        }
        let line = match call {
            None => commands::read(&req.text),
            // Typed values are user text too: made safe as a typed line is.
            Some(call) => Invocation::from_typed(call)
                .map(|i| Line::Command(i.map_text(crate::clean::clean_text))),
        };
        let line = match line {
            Ok(line) => line,
            Err(e) => return Self::refusal(Reply::text(e.0)),
        };
        let line = match linked {
            Some(id) => with_game(line, id),
            None => line,
        };
        // A bare word is a move.
        let spec = match &line {
            Line::Command(i) => Some(i.spec()),
            Line::Bare(_) => commands::find("move"),
        };
        // In direct messages the other player hears of a change; looking at a game shows
        // where its page is (so do its start and its end).
        let (changes, looks) = spec.map_or((false, false), |s| (s.changes, s.looks));
        let cmd = match line {
            Line::Command(i) => match i.command() {
                Ok(cmd) => cmd,
                Err(e) => return Self::refusal(Reply::text(e.0)),
            },
            Line::Bare(text) => Command::Bare(text),
        };
        let mut reply = match self.dispatch(fx, req, cmd) {
            Ok(mut reply) => {
                if req.direct && changes {
                    self.add_notices(req, &mut reply);
                }
                reply
            }
            Err(r) => Self::refusal(r),
        };
        if let Some(view) = reply.game.as_mut() {
            view.changed |= fx.saved.get();
            view.page = self.page_of(view.id, view.page_key.as_deref());
            let news = view.began || (view.changed && !view.is_open());
            if let Some(page) = view.page.clone().filter(|_| looks || news) {
                reply = reply.say("\n", msg::page_line(&page));
            }
        }
        if let Some(v) = reply
            .game
            .as_ref()
            .filter(|v| v.changed && matches!(v.phase, ViewPhase::Finished | ViewPhase::Aborted))
        {
            let (id, finished) = (v.id, v.phase == ViewPhase::Finished);
            // A game that has just ended offers its analysis (if it has a result) and
            // a rematch.
            if finished {
                reply = reply.action(
                    crate::reply::ActionKind::Analyse,
                    msg::LABEL_ANALYSE,
                    &format!("analyse #{id}"),
                );
            }
            reply = reply.action(
                crate::reply::ActionKind::Rematch,
                msg::LABEL_REMATCH,
                &format!("rematch #{id}"),
            );
        }
        // A tournament game that ended moves its tournament on: the results, the next
        // round, the end, told in the tournament's channel.
        let news = self.tournament_news(fx);
        reply.notices.extend(news);
        // A clock that ran out is news, whatever the command was.
        let timeouts = fx.take_timeouts();
        let owed = std::mem::take(&mut *fx.news.borrow_mut());
        if !timeouts.is_empty() || !owed.is_empty() {
            let mut news = Msg::default();
            for (i, m) in timeouts.into_iter().map(|(_, m)| m).chain(owed).enumerate() {
                if i > 0 {
                    news.push_str("\n");
                }
                news.push(m);
            }
            news.push_str("\n");
            news.push(reply.msg());
            reply.set(news);
        }
        reply
    }

    /// The web page of a game, where pages are served: `/game/ID`, or for an unlisted
    /// game `/game/ID-KEY` (see [`page::address`]). `None` where the game has no page.
    pub fn page_of(&self, id: u64, key: Option<&str>) -> Option<String> {
        let base = self.config.page_base.as_deref()?;
        if key.is_none() && self.config.unlisted_pages {
            // A listed game of before the setting: its number no longer opens a page.
            return None;
        }
        Some(format!(
            "{}/game/{}",
            base.trim_end_matches('/'),
            page::address(id, key)
        ))
    }

    fn dispatch(&self, fx: &Effects, req: &Request, cmd: Command) -> Handled {
        match cmd {
            Command::Play(args) => self.play(fx, req, args),
            Command::Accept(g) => self.accept(fx, req, g),
            Command::Decline(g) => self.decline(fx, req, g, false),
            Command::Cancel(g) => self.decline(fx, req, g, true),
            Command::Move { text, game } => self.make_move(fx, req, game, &text, false),
            Command::Bare(text) => {
                // `e4 #12`: a bare move may name its game too.
                let (words, game): (Vec<&str>, Vec<&str>) =
                    text.split_whitespace().partition(|w| {
                        w.strip_prefix('#')
                            .is_none_or(|n| n.parse::<u64>().is_err())
                    });
                match game.first().and_then(|w| w[1..].parse().ok()) {
                    Some(id) if !words.is_empty() => {
                        self.make_move(fx, req, Some(id), &words.join(" "), false)
                    }
                    _ => self.make_move(fx, req, None, &text, true),
                }
            }
            Command::Setup { arrangement, game } => self.setup(fx, req, game, &arrangement),
            Command::Board(g) => self.board(fx, req, g),
            Command::Flip { bottom, game } => self.flip(fx, req, game, bottom),
            Command::Moves { square, game } => self.moves(fx, req, game, square.as_deref()),
            Command::Hint(g) => self.hint(fx, req, g),
            Command::Resign(g) => self.resign(fx, req, g),
            Command::Abort(g) => self.abort(fx, req, g),
            Command::Rematch(g) => self.rematch(fx, req, g),
            Command::Draw(g) => self.draw(fx, req, g),
            Command::Takeback(g) => self.takeback(fx, req, g),
            Command::Claim(g) => self.claim(fx, req, g),
            Command::Games => self.games(fx, req),
            Command::Record(g) => self.record(fx, req, g),
            Command::Gif(g) => self.gif(fx, req, g),
            Command::Rules(v) => self.rules(v),
            Command::Piece { variant, piece } => self.piece(variant, &piece),
            Command::Stats(who) => self.stats(fx, req, who),
            Command::Leaderboard(v) => self.leaderboard(fx, v),
            Command::Help(cmd) => Ok(Reply::text(msg::help(cmd.as_deref()))),
            Command::Analyse { game, stop } => self.analyse(fx, req, game, stop),
            Command::Remind(on) => self.remind(fx, req, on),
            Command::Tournament(args) => self.tournament(fx, req, args),
            Command::Lang(code) => self.lang(fx, req, code.as_deref()),
        }
    }

    /// Tells the other people of the game what the reply tells the sender.
    fn add_notices(&self, req: &Request, reply: &mut Reply) {
        let Some(view) = reply.game.as_ref() else {
            return;
        };
        let people: Vec<UserRef> = [
            Some(&view.challenger),
            view.challenged.as_ref(),
            view.white.as_ref(),
            view.black.as_ref(),
        ]
        .into_iter()
        .flatten()
        .filter(|u| !u.bot && u.id != req.user.id)
        .fold(Vec::new(), |mut v: Vec<UserRef>, u| {
            if !v.iter().any(|x| x.id == u.id) {
                v.push(u.clone());
            }
            v
        });
        for person in people {
            reply.notices.push(
                Notice {
                    to: person,
                    channel: None,
                    text: String::new(),
                    said: Vec::new(),
                    parts: Vec::new(),
                    lang: Default::default(),
                    attachments: reply.attachments.clone(),
                    actions: reply.actions.clone(),
                    game: Some(view.clone()),
                }
                .with(msg::notice(&req.user.name, view.id, reply.msg())),
            );
        }
    }

    // ---- what front ends ask besides commands ----

    /// A request from a channel linked to a game (a game's thread) acts in the game's
    /// channel, and on that game when it names none.
    fn linked(&self, fx: &Effects, req: &Request) -> (Request, Option<u64>) {
        let Ok(Some(id)) = self.store.channel_link(&req.channel) else {
            return (req.clone(), None);
        };
        let channel = match self.get(fx, id) {
            Ok(Some(table)) => lock(&table).channel.clone(),
            _ => return (req.clone(), None),
        };
        let mut req = req.clone();
        req.channel = channel;
        (req, Some(id))
    }

    /// Links a channel to a game (a thread made for it): commands there act on that game
    /// in the game's own channel.
    pub fn link_channel(&self, alias: &str, game: u64) -> Result<(), String> {
        self.store
            .link_channel(alias, game)
            .map_err(|e| e.to_string())
    }

    /// The channels linked to a game (its threads): where its news is told on platforms
    /// that play a game in a thread of its channel.
    pub fn linked_channels(&self, game: u64) -> Vec<String> {
        self.store.links_of(game).unwrap_or_else(|e| {
            tracing::warn!("cannot read the channels of game #{game}: {e}");
            Vec::new()
        })
    }

    /// The legal moves (in algebraic notation, sorted) that the sender could play now in
    /// the game the request means (`game`, or the only one where it is their turn): for
    /// completion while a move is typed. Empty when there is no such game. Served from
    /// the game in memory.
    pub fn legal_moves(&self, req: &Request, game: Option<u64>) -> Vec<String> {
        // Quick questions: what they come across is not news for any reply.
        let fx = &Effects::default();
        let (req, linked) = self.linked(fx, req);
        let Ok(table) = self.find_table(
            None,
            &req,
            game.or(linked),
            tables::Want::Mine,
            "move",
            "move",
        ) else {
            return Vec::new();
        };
        let t = lock(&table);
        let Some(s) = t.seated() else {
            return Vec::new();
        };
        if !t.in_progress() || s.setup_pending || s.side_of(&req.user.id) != Some(s.side_to_act()) {
            return Vec::new();
        }
        let pos = s.game.position();
        let legal = pos.legal_moves();
        let mut sans: Vec<String> = legal.iter().map(|m| pos.san_with(*m, &legal)).collect();
        sans.sort();
        sans.dedup();
        sans
    }

    /// Whether the sender plays a game in progress in the request's channel: a front end
    /// that shares a channel with other bots answers a bare `!word` only then.
    pub fn plays_here(&self, req: &Request) -> bool {
        // Quick questions: what they come across is not news for any reply.
        let fx = &Effects::default();
        let (req, _) = self.linked(fx, req);
        let ids = self.store.channel_games(&req.channel).unwrap_or_default();
        self.open_tables(fx, ids).0.iter().any(|t| {
            let t = lock(t);
            t.in_progress() && t.side_of(&req.user.id).is_some()
        })
    }

    /// Whether answering may take a while (the bot thinks, a file is made): a front end
    /// shows "thinking…" first. From the command's entry in the table ([`Slow`]).
    pub fn takes_time(&self, req: &Request) -> bool {
        commands::read(&req.text).is_ok_and(|line| self.line_takes_time(req, &line))
    }

    /// As [`Service::takes_time`], for a command given typed.
    pub fn takes_time_typed(&self, req: &Request, call: &TypedCall) -> bool {
        Invocation::from_typed(call).is_ok_and(|i| self.line_takes_time(req, &Line::Command(i)))
    }

    fn line_takes_time(&self, req: &Request, line: &Line) -> bool {
        // A quick question: what it comes across is not news for any reply.
        let fx = &Effects::default();
        let (req, linked) = self.linked(fx, req);
        let (slow, game, inv) = match line {
            // A bare word is a move.
            Line::Bare(_) => (Slow::BotGame, None, None),
            Line::Command(i) => (i.spec().slow, i.game, Some(i)),
        };
        let has = |flag| inv.is_some_and(|i| i.has(flag));
        let game = match slow {
            Slow::No => return false,
            Slow::Yes => return true,
            Slow::With(flag) => return has(flag),
            Slow::Unless(flag) => return !has(flag),
            Slow::BotGame => game.or(linked),
        };
        let ids = match game {
            Some(id) => vec![id],
            None => self.open_ids(fx, &req).unwrap_or_default(),
        };
        self.open_tables(fx, ids).0.iter().any(|t| {
            let t = lock(t);
            t.bot_level.is_some() && t.people().iter().any(|u| u.id == req.user.id)
        })
    }
}

/// Adds the game of a linked channel to a command that may name a game and names none.
fn with_game(line: Line, id: u64) -> Line {
    match line {
        Line::Command(mut i) => {
            if i.game.is_none() && i.spec().game {
                i.game = Some(id);
            }
            Line::Command(i)
        }
        Line::Bare(t) if !t.split_whitespace().any(|w| w.starts_with('#')) => {
            Line::Bare(format!("{t} #{id}"))
        }
        other => other,
    }
}
