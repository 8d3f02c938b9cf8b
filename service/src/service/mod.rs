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

pub use play::RESUME_AFTER_SECS;

use crate::chooser::MoveChooser;
use crate::commands::{self, Command, GameRef, Opponent};
use crate::lock;
use crate::reply::{Notice, Reply};
use crate::store::{GameStore, UserRef};
use crate::table::Table;
use crate::texts::messages as msg;
use acedrex_render::Theme;
use acedrex_rules::Color;
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

/// What one request did, for its reply's view.
#[derive(Default)]
struct Effects {
    /// A change was saved.
    saved: bool,
    /// Another process changed a game first.
    conflict: bool,
    /// Games whose clock ran out while the request looked at them: (game, what happened).
    timeouts: Vec<(u64, String)>,
    /// Moves the bot still owed, made when the request looked at their games.
    news: Vec<String>,
    /// The store failed (the reply says so).
    store_failed: bool,
}

thread_local! {
    /// The effects of the request being handled on this thread.
    static EFFECTS: std::cell::RefCell<Effects> = std::cell::RefCell::new(Effects::default());
}

fn note(f: impl FnOnce(&mut Effects)) {
    EFFECTS.with(|e| f(&mut e.borrow_mut()));
}

impl Service {
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
        }
    }

    /// The store (for the binary's database commands; front ends never need it).
    pub fn store(&self) -> &dyn GameStore {
        &*self.store
    }

    /// Answers one message. Never panics on user input; every error is a reply.
    pub fn handle(&self, req: &Request) -> Reply {
        // Names and text that reach other screens and logs: no control characters.
        let req = match crate::clean::request(req) {
            Ok(req) => req,
            Err(chars) => return Reply::text(msg::line_too_long(chars)),
        };
        let req = &*req;
        let mut reply = self.handle_once(req);
        let (conflict, saved) = EFFECTS.with(|e| {
            let e = e.borrow();
            (e.conflict, e.saved)
        });
        // Another process changed the game first: answer from its new state. Not when
        // this request saved something before the conflict (its reply says what).
        if conflict && !saved {
            tracing::info!("game changed by another process; answering from the new state");
            reply = self.handle_once(req);
        }
        reply
    }

    fn handle_once(&self, req: &Request) -> Reply {
        EFFECTS.with(|e| *e.borrow_mut() = Effects::default());
        let (req, linked) = self.linked(req);
        let req = &req;
        if let Err(e) = self.store.remember_name(&req.user.id, &req.user.name) {
            tracing::warn!("cannot remember a name: {e}");
        }
        for m in &req.mentions {
            let _ = self.store.remember_name(&m.id, &m.name);
        }
        let cmd = match commands::parse(&req.text) {
            Ok(c) => c,
            Err(e) => return Reply::text(e.0),
        };
        let cmd = match linked {
            Some(id) => with_game(cmd, id),
            None => cmd,
        };
        // Commands that change a game; in direct messages the other player hears of them.
        let changes = matches!(
            cmd,
            Command::Play(_)
                | Command::Accept(_)
                | Command::Decline(_)
                | Command::Cancel(_)
                | Command::Move { .. }
                | Command::Bare(_)
                | Command::Setup { .. }
                | Command::Resign(_)
                | Command::Draw(_)
                | Command::Takeback(_)
                | Command::Claim(_)
        );
        // Looking at a game shows where its page is; so do its start and its end.
        let looks = matches!(
            cmd,
            Command::Board(_) | Command::Record(_) | Command::Gif(_)
        );
        let mut reply = match self.dispatch(req, cmd) {
            Ok(mut reply) => {
                if req.direct && changes {
                    self.add_notices(req, &mut reply);
                }
                reply
            }
            Err(r) => r,
        };
        if let Some(view) = reply.game.as_mut() {
            view.changed |= EFFECTS.with(|e| e.borrow().saved);
            view.page = self.page_of(view.id, view.page_key.as_deref());
            let news = view.began || (view.changed && !view.is_open());
            if let Some(page) = view.page.as_deref().filter(|_| looks || news) {
                reply.text.push('\n');
                reply.text.push_str(&msg::page_line(page));
            }
        }
        if let Some(id) = reply
            .game
            .as_ref()
            .filter(|v| v.changed && v.phase == crate::reply::Phase::Finished)
            .map(|v| v.id)
        {
            // A game that has just ended offers its analysis.
            reply = reply.action(
                crate::reply::ActionKind::Analyse,
                msg::LABEL_ANALYSE,
                &format!("analyse #{id}"),
            );
        }
        // A clock that ran out is news, whatever the command was.
        let (timeouts, owed) = EFFECTS.with(|e| {
            let mut e = e.borrow_mut();
            (std::mem::take(&mut e.timeouts), std::mem::take(&mut e.news))
        });
        if !timeouts.is_empty() || !owed.is_empty() {
            let news: Vec<String> = timeouts
                .into_iter()
                .map(|(_, text)| text)
                .chain(owed)
                .collect();
            reply.text = format!("{}\n{}", news.join("\n"), reply.text);
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

    fn dispatch(&self, req: &Request, cmd: Command) -> Handled {
        match cmd {
            Command::Play(args) => self.play(req, args),
            Command::Accept(g) => self.accept(req, g),
            Command::Decline(g) => self.decline(req, g, false),
            Command::Cancel(g) => self.decline(req, g, true),
            Command::Move { text, game } => self.make_move(req, game, &text, false),
            Command::Bare(text) => {
                // `e4 #12`: a bare move may name its game too.
                let (words, game): (Vec<&str>, Vec<&str>) =
                    text.split_whitespace().partition(|w| {
                        w.strip_prefix('#')
                            .is_none_or(|n| n.parse::<u64>().is_err())
                    });
                match game.first().and_then(|w| w[1..].parse().ok()) {
                    Some(id) if !words.is_empty() => {
                        self.make_move(req, Some(id), &words.join(" "), false)
                    }
                    _ => self.make_move(req, None, &text, true),
                }
            }
            Command::Setup { arrangement, game } => self.setup(req, game, &arrangement),
            Command::Board(g) => self.board(req, g),
            Command::Moves { square, game } => self.moves(req, game, square.as_deref()),
            Command::Hint(g) => self.hint(req, g),
            Command::Resign(g) => self.resign(req, g),
            Command::Draw(g) => self.draw(req, g),
            Command::Takeback(g) => self.takeback(req, g),
            Command::Claim(g) => self.claim(req, g),
            Command::Games => self.games(req),
            Command::Record(g) => self.record(req, g),
            Command::Gif(g) => self.gif(req, g),
            Command::Rules(v) => self.rules(v.as_deref()),
            Command::Piece { variant, piece } => self.piece(&variant, &piece),
            Command::Stats(who) => self.stats(req, who),
            Command::Leaderboard(v) => self.leaderboard(v.as_deref()),
            Command::Help(cmd) => Ok(Reply::text(crate::texts::help_text(cmd.as_deref()))),
            Command::Analyse { game, stop } => self.analyse(req, game, stop),
            Command::Remind(on) => self.remind(req, on),
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
            reply.notices.push(Notice {
                to: person,
                channel: None,
                text: msg::notice(&req.user.name, view.id, &reply.text),
                attachments: reply.attachments.clone(),
                actions: reply.actions.clone(),
                game: Some(view.clone()),
            });
        }
    }

    // ---- what front ends ask besides commands ----

    /// A request from a channel linked to a game (a game's thread) acts in the game's
    /// channel, and on that game when it names none.
    fn linked(&self, req: &Request) -> (Request, Option<u64>) {
        let Ok(Some(id)) = self.store.channel_link(&req.channel) else {
            return (req.clone(), None);
        };
        let channel = match self.get(id) {
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
        let (req, linked) = self.linked(req);
        let Ok(table) = self.find_table(
            &req,
            game.or(linked),
            tables::Want::Mine,
            "move",
            "move",
            false,
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
        let (req, _) = self.linked(req);
        let ids = self.store.channel_games(&req.channel).unwrap_or_default();
        self.open_tables(ids).0.iter().any(|t| {
            let t = lock(t);
            t.in_progress() && t.side_of(&req.user.id).is_some()
        })
    }

    /// The board of a game turned with `bottom` at the bottom (a private "flip").
    pub fn board_turned(&self, req: &Request, game: u64, bottom: Color) -> Reply {
        let (req, _) = self.linked(req);
        let found = self.find_table(
            &req,
            Some(game),
            tables::Want::Look,
            "board",
            "board",
            false,
        );
        let table = match found {
            Ok(t) => t,
            Err(r) => return r,
        };
        let t = lock(&table);
        match t.game() {
            Some(g) => self.board_image(&t, g, Some(bottom)),
            None => Reply::text(msg::not_started(game)),
        }
    }

    /// Whether answering may take a while (the bot thinks, a file is made): a front end
    /// shows "thinking…" first.
    pub fn takes_time(&self, req: &Request) -> bool {
        let (req, linked) = self.linked(req);
        let Ok(cmd) = commands::parse(&req.text) else {
            return false;
        };
        let game = |g: GameRef| g.or(linked);
        let g = match &cmd {
            Command::Play(p) => return p.opponent == Opponent::Bot,
            Command::Record(_) | Command::Gif(_) | Command::Hint(_) => return true,
            Command::Analyse { stop, .. } => return !stop,
            Command::Move { game: g, .. } | Command::Setup { game: g, .. } => game(*g),
            Command::Takeback(g) | Command::Accept(g) => game(*g),
            Command::Bare(_) => linked,
            _ => return false,
        };
        let ids = match g {
            Some(id) => vec![id],
            None => self.open_ids(&req).unwrap_or_default(),
        };
        self.open_tables(ids).0.iter().any(|t| {
            let t = lock(t);
            t.bot_level.is_some() && t.people().iter().any(|u| u.id == req.user.id)
        })
    }
}

/// Adds the game of a linked channel to a command that may name a game and names none.
fn with_game(cmd: Command, id: u64) -> Command {
    let g = Some(id);
    match cmd {
        Command::Accept(None) => Command::Accept(g),
        Command::Decline(None) => Command::Decline(g),
        Command::Cancel(None) => Command::Cancel(g),
        Command::Move { text, game: None } => Command::Move { text, game: g },
        Command::Setup {
            arrangement,
            game: None,
        } => Command::Setup {
            arrangement,
            game: g,
        },
        Command::Board(None) => Command::Board(g),
        Command::Moves { square, game: None } => Command::Moves { square, game: g },
        Command::Hint(None) => Command::Hint(g),
        Command::Resign(None) => Command::Resign(g),
        Command::Draw(None) => Command::Draw(g),
        Command::Takeback(None) => Command::Takeback(g),
        Command::Claim(None) => Command::Claim(g),
        Command::Record(None) => Command::Record(g),
        Command::Gif(None) => Command::Gif(g),
        Command::Bare(t) if !t.split_whitespace().any(|w| w.starts_with('#')) => {
            Command::Bare(format!("{t} #{id}"))
        }
        other => other,
    }
}
