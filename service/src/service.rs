//! The platform-neutral game service: every front end turns a chat message into a
//! [`Request`], and sends back the [`Reply`].
//!
//! Games live in sled (see [`crate::store`]); the games in play are also kept in memory,
//! each behind its own lock, so commands for different games run in parallel and a game
//! is replayed from its record only once per process. Every change is saved and flushed
//! before the reply is built.

// A refusal is a reply like any other, returned as `Err(Reply)` to stop a command early;
// its size does not matter next to the work of one command (a disk sync, a PNG).
#![allow(clippy::result_large_err)]

use crate::chooser::MoveChooser;
use crate::commands::{self, ColorChoice, Command, GameRef, Mention, Opponent, PlayArgs};
use crate::rating::{self, Score};
use crate::reply::{ascii_board, ActionKind, Attachment, GameView, Reply, ResultView};
use crate::store::{
    GameRecord, GameStore, Phase, RatingChange, RatingRecord, ResultRecord, Side, StartRecord,
    StoreError, UserRef, VERSION,
};
use acedrex_render::{board_png, diagram, game_gif, GifTiming, Marker, RenderOptions, Theme};
use acedrex_rules::{describe, Arrangement, Color, Game, Kind, Move, Outcome, Square, VariantId};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

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
}

impl Default for Config {
    fn default() -> Self {
        Config {
            abandon_after_secs: 72 * 3600,
            default_level: 5,
            square: None,
            theme: Theme::WOOD,
        }
    }
}

/// One message from a user.
#[derive(Clone, Debug)]
pub struct Request {
    /// Platform-unique channel id.
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
}

/// A game in memory: its record and, once started, the game itself.
struct Live {
    rec: GameRecord,
    game: Option<Game>,
}

impl Live {
    /// The record to write: the next revision.
    fn next_record(&self) -> GameRecord {
        let mut rec = self.rec.clone();
        rec.rev += 1;
        rec
    }
}

/// The service.
pub struct Service {
    store: Arc<dyn GameStore>,
    chooser: Arc<dyn MoveChooser>,
    clock: Arc<dyn Clock>,
    config: Config,
    live: Mutex<HashMap<u64, Arc<Mutex<Live>>>>,
}

/// What a command needs of the game it names.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Want {
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

/// Rating changes to store with a finished game: (variant, user id, new rating).
type Ratings = Vec<RatingChange>;

thread_local! {
    /// Set when the request being handled on this thread saved a change (the reply's
    /// view then says `changed`).
    static SAVED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding a lock would be a bug; the data is still consistent on disk.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::White => "White",
        Side::Black => "Black",
    }
}

fn other(s: Side) -> Side {
    match s {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

impl Service {
    pub fn new(
        store: impl GameStore + 'static,
        chooser: Arc<dyn MoveChooser>,
        clock: Arc<dyn Clock>,
        config: Config,
    ) -> Service {
        Service {
            store: Arc::new(store),
            chooser,
            clock,
            config,
            live: Mutex::new(HashMap::new()),
        }
    }

    /// The store (for the binary's database commands; front ends never need it).
    pub fn store(&self) -> &dyn GameStore {
        &*self.store
    }

    /// Answers one message. Never panics on user input; every error is a reply.
    pub fn handle(&self, req: &Request) -> Reply {
        SAVED.with(|c| c.set(false));
        let linked = self.linked(req);
        let req = &linked.0;
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
        let cmd = match linked.1 {
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
            view.changed = SAVED.with(|c| c.get());
        }
        reply
    }

    /// A request from a channel linked to a game (a game's thread) acts in the game's
    /// channel, and on that game when it names none.
    fn linked(&self, req: &Request) -> (Request, Option<u64>) {
        let Ok(Some(id)) = self.store.channel_link(&req.channel) else {
            return (req.clone(), None);
        };
        let channel = match self.get(id) {
            Ok(Some(live)) => lock(&live).rec.channel.clone(),
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

    /// The legal moves (in algebraic notation, sorted) that the sender could play now in
    /// the game the request means (`game`, or the only one where it is their turn): for
    /// completion while a move is typed. Empty when there is no such game.
    pub fn legal_moves(&self, req: &Request, game: Option<u64>) -> Vec<String> {
        let (req, linked) = self.linked(req);
        let game = game.or(linked);
        let Ok(live) = self.resolve(&req, game, Want::Mine, "move", "move") else {
            return Vec::new();
        };
        let l = lock(&live);
        let Some(g) = l.game.as_ref() else {
            return Vec::new();
        };
        if l.rec.phase == Phase::Setup
            || l.rec.side_of(&req.user.id) != Some(g.side_to_move().into())
        {
            return Vec::new();
        }
        let pos = g.position();
        let legal = pos.legal_moves();
        let mut sans: Vec<String> = legal.iter().map(|m| pos.san_with(*m, &legal)).collect();
        sans.sort();
        sans.dedup();
        sans
    }

    /// The board of a game turned with `bottom` at the bottom (a private "flip").
    pub fn board_turned(&self, req: &Request, game: u64, bottom: Color) -> Reply {
        let (req, _) = self.linked(req);
        let live = match self.resolve(&req, Some(game), Want::Look, "board", "board") {
            Ok(l) => l,
            Err(r) => return r,
        };
        let l = lock(&live);
        let Some(g) = l.game.as_ref() else {
            return Reply::text(format!("Game #{game} has not started."));
        };
        let mut opts = self.render_options(&l.rec, g);
        opts.flipped = bottom == Color::Black;
        let png = board_png(g.position(), &opts);
        let size = png_size(&png);
        let mut reply = Reply::text(format!(
            "Game #{}, {} at the bottom.",
            l.rec.id,
            bottom.name()
        ));
        reply.attachments.push(Attachment {
            name: format!(
                "acedrex-{}-{}-{}.png",
                l.rec.id,
                g.moves().len(),
                bottom.name().to_lowercase()
            ),
            mime: "image/png",
            bytes: png,
            size,
        });
        reply.board = Some(ascii_board(g.position(), opts.flipped));
        reply.game = Some(view_of(&l.rec, Some(g)));
        reply
    }

    /// Whether answering may take a while (the bot thinks, a file is made): a front end
    /// shows "thinking…" first.
    pub fn takes_time(&self, req: &Request) -> bool {
        let (req, linked) = self.linked(req);
        let Ok(cmd) = commands::parse(&req.text) else {
            return false;
        };
        let game = |g: GameRef| g.or(linked);
        let (bot_game, g) = match &cmd {
            Command::Play(p) => return p.opponent == Opponent::Bot,
            Command::Record(_) | Command::Gif(_) | Command::Hint(_) => return true,
            Command::Move { game: g, .. } | Command::Setup { game: g, .. } => (true, game(*g)),
            Command::Takeback(g) | Command::Accept(g) => (true, game(*g)),
            Command::Bare(_) => (true, linked),
            _ => (false, None),
        };
        if !bot_game {
            return false;
        }
        let ids = match g {
            Some(id) => vec![id],
            None => self.open_ids(&req).unwrap_or_default(),
        };
        self.open_games(ids).0.iter().any(|l| {
            let l = lock(l);
            l.rec.bot_level.is_some() && l.rec.people().iter().any(|u| u.id == req.user.id)
        })
    }

    /// Tells the other people of the game what the reply tells the sender.
    fn add_notices(&self, req: &Request, reply: &mut Reply) {
        let Some(id) = reply.game_id() else { return };
        let rec = match self.get(id) {
            Ok(Some(live)) => lock(&live).rec.clone(),
            _ => match self.store.game(id) {
                Ok(Some(rec)) => rec,
                _ => return,
            },
        };
        for person in rec.people() {
            if person.id == req.user.id {
                continue;
            }
            reply.notices.push(crate::reply::Notice {
                to: person.clone(),
                text: format!("{} — game #{id}:\n{}", req.user.name, reply.text),
                attachments: reply.attachments.clone(),
                actions: reply.actions.clone(),
            });
        }
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
        }
    }

    fn db_error(e: StoreError) -> Reply {
        tracing::error!("{e}");
        Reply::text(format!(
            "Sorry, the game store failed: {e}. Nothing was changed."
        ))
    }

    // ---- loading and saving ----

    /// The live game with this id, loading and replaying it on first use.
    fn get(&self, id: u64) -> Result<Option<Arc<Mutex<Live>>>, StoreError> {
        if let Some(l) = lock(&self.live).get(&id) {
            return Ok(Some(l.clone()));
        }
        let Some(rec) = self.store.game(id)? else {
            return Ok(None);
        };
        let game = match rec.phase {
            Phase::Challenge => None,
            _ => Some(rec.replay().map_err(|reason| StoreError::Corrupt {
                key: format!("g/{id:016x}"),
                reason,
            })?),
        };
        let finished = !rec.phase.is_open();
        let live = Arc::new(Mutex::new(Live { rec, game }));
        if finished {
            // Never changed again: looked at (`board #ID`), not kept in memory.
            return Ok(Some(live));
        }
        let mut map = lock(&self.live);
        // Another thread may have loaded it meanwhile: keep the first.
        Ok(Some(map.entry(id).or_insert(live).clone()))
    }

    /// Saves a game (and ratings) durably; on failure the in-memory copy is dropped so
    /// the next command reloads what is really on disk.
    fn save(&self, live: &mut Live, ratings: &[RatingChange]) -> Result<(), Reply> {
        let rec = live.next_record();
        self.store.save(&rec, ratings).map_err(|e| {
            lock(&self.live).remove(&live.rec.id);
            Self::db_error(e)
        })?;
        live.rec.rev = rec.rev;
        SAVED.with(|c| c.set(true));
        if !live.rec.phase.is_open() {
            lock(&self.live).remove(&live.rec.id);
        }
        Ok(())
    }

    /// Writes a game without waiting for the disk, then builds the reply while the disk
    /// sync runs on another thread: the reply is returned only once the write is durable,
    /// but the fsync (about 4 ms here) overlaps the board render instead of adding to it.
    fn save_while(
        &self,
        live: &mut Live,
        ratings: &[RatingChange],
        build: impl FnOnce(&Live) -> Reply,
    ) -> Handled {
        let rec = live.next_record();
        self.store.write(&rec, ratings).map_err(|e| {
            lock(&self.live).remove(&live.rec.id);
            Self::db_error(e)
        })?;
        live.rec.rev = rec.rev;
        let (reply, flushed) = std::thread::scope(|s| {
            let flush = s.spawn(|| self.store.flush());
            let reply = build(live);
            (reply, flush.join())
        });
        match flushed {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                lock(&self.live).remove(&live.rec.id);
                return Err(Self::db_error(e));
            }
            Err(_) => {
                lock(&self.live).remove(&live.rec.id);
                return Err(Reply::text(
                    "Sorry, saving the game failed; nothing was changed.",
                ));
            }
        }
        SAVED.with(|c| c.set(true));
        if !live.rec.phase.is_open() {
            lock(&self.live).remove(&live.rec.id);
        }
        Ok(reply.map_game(|v| v.changed = true))
    }

    /// The open games and challenges a request can mean: those of its channel, and in a
    /// direct message also the sender's games of every conversation.
    fn open_ids(&self, req: &Request) -> Result<Vec<u64>, Reply> {
        let mut ids = self
            .store
            .channel_games(&req.channel)
            .map_err(Self::db_error)?;
        if req.direct {
            for id in self
                .store
                .player_games(&req.user.id)
                .map_err(Self::db_error)?
            {
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
        }
        Ok(ids)
    }

    fn open_games(&self, ids: Vec<u64>) -> (Vec<Arc<Mutex<Live>>>, Vec<String>) {
        let mut games = Vec::new();
        let mut problems = Vec::new();
        for id in ids {
            match self.get(id) {
                Ok(Some(l)) => games.push(l),
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!("{e}");
                    problems.push(format!("game #{id} cannot be read and is skipped"));
                }
            }
        }
        (games, problems)
    }

    /// The game a command is about: the one named `#ID`, or the only one that fits.
    fn resolve(
        &self,
        req: &Request,
        game: GameRef,
        want: Want,
        verb: &str,
        example: &str,
    ) -> Result<Arc<Mutex<Live>>, Reply> {
        let me = &req.user.id;
        let fits = |rec: &GameRecord| -> bool {
            match want {
                Want::Mine => {
                    matches!(rec.phase, Phase::Setup | Phase::Playing) && rec.side_of(me).is_some()
                }
                Want::Any | Want::Look => matches!(rec.phase, Phase::Setup | Phase::Playing),
                Want::ChallengeToMe => {
                    rec.phase == Phase::Challenge
                        && rec.challenger.id != *me
                        && rec.challenged.as_ref().is_none_or(|u| u.id == *me)
                }
                Want::MyChallenge => rec.phase == Phase::Challenge && rec.challenger.id == *me,
            }
        };
        if let Some(id) = game {
            let live = self
                .get(id)
                .map_err(|e| Reply::text(format!("Game #{id} cannot be read: {e}")))?
                .ok_or_else(|| Reply::text(format!("There is no game #{id}.")))?;
            {
                let l = lock(&live);
                let mine_anywhere = req.direct && l.rec.people().iter().any(|u| u.id == *me);
                if l.rec.channel != req.channel && !mine_anywhere {
                    return Err(Reply::text(format!(
                        "Game #{id} is played in another channel."
                    )));
                }
                let finished_game = l.rec.phase == Phase::Finished;
                if !(fits(&l.rec) || want == Want::Look && finished_game) {
                    return Err(Reply::text(self.why_not(&l.rec, me, want, verb)));
                }
            }
            return Ok(live);
        }
        let ids = self.open_ids(req)?;
        let (all, problems) = self.open_games(ids);
        let mut found: Vec<Arc<Mutex<Live>>> =
            all.iter().filter(|l| fits(&lock(l).rec)).cloned().collect();
        if matches!(want, Want::Any | Want::Look) {
            // Spectators see the only game; players their own game first.
            let mine: Vec<_> = found
                .iter()
                .filter(|l| lock(l).rec.side_of(me).is_some())
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
                .filter(|l| {
                    let l = lock(l);
                    let to_move = l.game.as_ref().map(|g| Side::from(g.side_to_move()));
                    to_move.is_some() && l.rec.side_of(me) == to_move && l.rec.phase != Phase::Setup
                })
                .cloned()
                .collect();
            if my_turn.len() == 1 {
                found = my_turn;
            }
        }
        match found.len() {
            1 => Ok(found.remove(0)),
            0 => Err(noted(
                Reply::text(match want {
                    Want::Mine | Want::Any | Want::Look => {
                        if want == Want::Mine
                            && all.iter().any(|l| {
                                lock(l).rec.phase.is_open() && lock(l).rec.phase != Phase::Challenge
                            })
                        {
                            format!("You are not playing in this channel, so you cannot {verb}. Start a game with `play VARIANT @opponent` or `play VARIANT bot`.")
                        } else {
                            "There is no game in progress in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.".to_string()
                        }
                    }
                    Want::ChallengeToMe => {
                        "There is no challenge for you in this channel.".to_string()
                    }
                    Want::MyChallenge => "You have no open challenge in this channel.".to_string(),
                }),
                &problems,
            )),
            _ => {
                let list: Vec<String> = found
                    .iter()
                    .map(|l| {
                        let l = lock(l);
                        summary(&l.rec, l.game.as_ref())
                    })
                    .collect();
                Err(Reply::text(format!(
                    "Which game?\n{}\nAdd its number, for example `{example} #{}`.",
                    list.join("\n"),
                    lock(&found[0]).rec.id
                )))
            }
        }
    }

    fn why_not(&self, rec: &GameRecord, me: &str, want: Want, verb: &str) -> String {
        match (want, rec.phase) {
            (_, Phase::Closed) => format!(
                "Challenge #{} was declined or withdrawn; no game was played.",
                rec.id
            ),
            (_, Phase::Finished) => format!(
                "Game #{} is over; `board #{}`, `record #{}` and `gif #{}` still show it.",
                rec.id, rec.id, rec.id, rec.id
            ),
            (Want::Mine | Want::Any | Want::Look, Phase::Challenge) => format!(
                "Game #{} has not started: it is a challenge waiting to be accepted.",
                rec.id
            ),
            (Want::Mine, _) if rec.side_of(me).is_none() => format!(
                "Only the players of game #{} can {verb}; you are watching it.",
                rec.id
            ),
            (Want::ChallengeToMe, _) if rec.challenger.id == me => {
                format!("You made challenge #{}; only your opponent can {verb} it (you may `cancel` it).", rec.id)
            }
            (Want::ChallengeToMe, Phase::Challenge) => format!(
                "Challenge #{} is for {}, not for you.",
                rec.id,
                rec.challenged
                    .as_ref()
                    .map_or("someone else", |u| u.name.as_str())
            ),
            (Want::MyChallenge, Phase::Challenge) => format!(
                "Challenge #{} is {}'s; only they can cancel it.",
                rec.id, rec.challenger.name
            ),
            _ => format!("Game #{} is already under way.", rec.id),
        }
    }

    // ---- replies with the board ----

    fn render_options(&self, rec: &GameRecord, game: &Game) -> RenderOptions {
        let pos = game.position();
        let mut opts = RenderOptions::for_variant(pos.variant());
        if let Some(s) = self.config.square {
            opts.square = s;
        }
        opts.theme = self.config.theme;
        opts.last_move = game.last_move();
        // Turned for the player to move when that player has Black.
        opts.flipped =
            pos.side_to_move() == Color::Black && !rec.black.as_ref().is_some_and(|b| b.bot);
        opts.title = Some(format!(
            "{} · #{} · move {} · {} vs {}",
            pos.variant().name,
            rec.id,
            pos.fullmove_number(),
            rec.white.as_ref().map_or("?", |u| u.name.as_str()),
            rec.black.as_ref().map_or("?", |u| u.name.as_str()),
        ));
        opts
    }

    fn with_board(
        &self,
        mut reply: Reply,
        rec: &GameRecord,
        game: &Game,
        markers: Vec<Marker>,
    ) -> Reply {
        let mut opts = self.render_options(rec, game);
        opts.markers = markers;
        let png = board_png(game.position(), &opts);
        let size = png_size(&png);
        reply.attachments.push(Attachment {
            name: format!("acedrex-{}-{}.png", rec.id, game.moves().len()),
            mime: "image/png",
            bytes: png,
            size,
        });
        reply.board = Some(ascii_board(game.position(), opts.flipped));
        reply.game = Some(view_of(rec, Some(game)));
        reply
    }

    /// "alice (White) to move" / the result.
    fn status_line(&self, rec: &GameRecord, game: &Game) -> String {
        if let Some(r) = game.result() {
            return format!("Game over: {}.", r.description());
        }
        if rec.phase == Phase::Setup {
            let black = rec.black.as_ref().map_or("Black", |u| u.name.as_str());
            return format!(
                "{black} (Black) chooses the setup first: `setup {}` or `setup random` (see `help setup`).",
                if game.variant() == VariantId::ZanzibarXl { "UQKFOLGD" } else { "FQKULG" }
            );
        }
        let side: Side = game.side_to_move().into();
        let who = rec.player(side).map_or("?", |u| u.name.as_str());
        let end = if game.position().is_check() {
            " — check!"
        } else {
            "."
        };
        format!("{who} ({}) to move{end}", side_name(side))
    }

    fn game_actions(reply: Reply, rec: &GameRecord) -> Reply {
        if !matches!(rec.phase, Phase::Setup | Phase::Playing) {
            return reply;
        }
        reply
            .action(ActionKind::Board, "Board", &format!("board #{}", rec.id))
            .action(
                ActionKind::OfferDraw,
                "Offer draw",
                &format!("draw #{}", rec.id),
            )
            .action(ActionKind::Resign, "Resign", &format!("resign #{}", rec.id))
    }

    // ---- commands ----

    fn play(&self, req: &Request, args: PlayArgs) -> Handled {
        let variant = args.variant;
        let v = variant.variant();
        if args.fen.is_some() && args.setup.is_some() {
            return Err(Reply::text("Give either `setup` or `fen`, not both."));
        }
        let start = if let Some(fen) = &args.fen {
            let g = Game::from_fen(variant, fen)
                .map_err(|e| Reply::text(format!("That position cannot be used: {e}")))?;
            if g.is_over() {
                return Err(Reply::text(
                    "That position is already over; nothing to play.",
                ));
            }
            StartRecord::Fen(fen.clone())
        } else if let Some(s) = &args.setup {
            let a = self.arrangement_from(variant, s, self.clock.now())?;
            StartRecord::Arrangement(a.to_string())
        } else {
            StartRecord::Standard
        };
        let me = req.user.clone();
        let challenged = match &args.opponent {
            Opponent::Open => None,
            Opponent::Bot => Some(bot_user(args.level.unwrap_or(self.config.default_level))),
            Opponent::User(Mention(id)) => {
                if *id == me.id {
                    return Err(Reply::text(
                        "You cannot challenge yourself; name another player or `bot`.",
                    ));
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
        let id = self.store.next_id().map_err(Self::db_error)?;
        let now = self.clock.now();
        let rec = GameRecord {
            v: VERSION,
            id,
            rev: 0,
            variant,
            channel: req.channel.clone(),
            phase: Phase::Challenge,
            challenger: me.clone(),
            challenged: challenged.clone(),
            color_choice: args.color,
            bot_level: (args.opponent == Opponent::Bot)
                .then(|| args.level.unwrap_or(self.config.default_level)),
            white: None,
            black: None,
            rated: args.opponent != Opponent::Bot && !matches!(start, StartRecord::Fen(_)),
            start,
            moves: Vec::new(),
            created: now,
            last_activity: now,
            draw_offer: None,
            takeback_offer: None,
            result: None,
        };
        let mut live = Live { rec, game: None };
        if args.opponent == Opponent::Bot {
            // The bot accepts at once.
            let mut reply = self.begin(&mut live)?;
            reply.text = format!("The bot accepts.\n{}", reply.text);
            lock(&self.live).insert(id, Arc::new(Mutex::new(live)));
            return Ok(reply);
        }
        self.save(&mut live, &[])?;
        let whom = challenged
            .as_ref()
            .map_or("anyone in this channel".to_string(), |u| u.name.clone());
        let colour = match args.color {
            ColorChoice::White => format!(" ({} plays White)", me.name),
            ColorChoice::Black => format!(" ({} plays Black)", me.name),
            ColorChoice::Random => String::new(),
        };
        // An open challenge cannot be declined, only withdrawn by its author.
        let answer = challenged.as_ref().map_or(
            format!("Anyone may `accept` ({} may `cancel`).", me.name),
            |u| format!("{}: `accept` or `decline`.", u.name),
        );
        let text = format!(
            "{} challenges {whom} to {}{colour} — challenge #{id}. {answer}",
            me.name, v.name,
        );
        let reply = Reply::text(text).about(view_of(&live.rec, None)).action(
            ActionKind::Accept,
            "Accept",
            &format!("accept #{id}"),
        );
        Ok(if challenged.is_some() {
            reply.action(ActionKind::Decline, "Decline", &format!("decline #{id}"))
        } else {
            reply
        })
    }

    fn arrangement_from(
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
        .map_err(|e| Reply::text(format!("That setup cannot be used: {e}.")))
    }

    /// Starts an accepted challenge: colours, the game, the bot's first move or setup.
    fn begin(&self, live: &mut Live) -> Handled {
        let rec = &mut live.rec;
        let variant = rec.variant;
        let opponent = rec
            .challenged
            .clone()
            .ok_or_else(|| Reply::text("nobody accepted"))?;
        let challenger_white = match rec.color_choice {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => (rec.id ^ self.clock.now()).count_ones().is_multiple_of(2),
        };
        let (white, black) = if challenger_white {
            (rec.challenger.clone(), opponent)
        } else {
            (opponent, rec.challenger.clone())
        };
        rec.white = Some(white);
        rec.black = Some(black.clone());
        rec.phase = Phase::Playing;
        rec.last_activity = self.clock.now();
        let game = match &rec.start {
            StartRecord::Standard => Game::new(variant),
            StartRecord::Arrangement(a) => Game::with_arrangement(
                Arrangement::parse(variant, a).map_err(|e| Reply::text(e.to_string()))?,
            ),
            StartRecord::Fen(f) => {
                Game::from_fen(variant, f).map_err(|e| Reply::text(e.to_string()))?
            }
        };
        let zanzibar = matches!(variant, VariantId::ZanzibarXl | VariantId::ZanzibarS);
        if zanzibar && rec.start == StartRecord::Standard {
            if black.bot {
                let a = self
                    .chooser
                    .arrangement(variant, rec.id ^ rec.created)
                    .or_else(|| Arrangement::default_for(variant).ok())
                    .ok_or_else(|| Reply::text("no arrangement"))?;
                rec.start = StartRecord::Arrangement(a.to_string());
            } else {
                rec.phase = Phase::Setup;
            }
        }
        let game = match &rec.start {
            StartRecord::Arrangement(a) if zanzibar => Game::with_arrangement(
                Arrangement::parse(variant, a).map_err(|e| Reply::text(e.to_string()))?,
            ),
            _ => game,
        };
        live.game = Some(game);
        let mut text = format!(
            "Game #{} begins: {}, {} (White) vs {} (Black).",
            live.rec.id,
            variant.variant().name,
            live.rec.white.as_ref().map_or("?", |u| u.name.as_str()),
            live.rec.black.as_ref().map_or("?", |u| u.name.as_str()),
        );
        if let StartRecord::Arrangement(a) = &live.rec.start {
            text.push_str(&format!(" Setup {a}."));
        }
        self.save(live, &[])?;
        if let Some((extra, _)) = self.bot_turn(live)? {
            text.push('\n');
            text.push_str(&extra);
        }
        let game = live.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        text.push('\n');
        text.push_str(&self.status_line(&live.rec, game));
        let mut reply = self.with_board(Reply::text(text), &live.rec, game, Vec::new());
        if let Some(v) = reply.game.as_mut() {
            v.began = true;
        }
        Ok(Self::game_actions(reply, &live.rec))
    }

    /// If the bot is to move, it moves (saved before returning). Returns what it did and
    /// the rating changes if that ended the game.
    fn bot_turn(&self, live: &mut Live) -> Result<Option<(String, Ratings)>, Reply> {
        let Some(game) = live.game.as_mut() else {
            return Ok(None);
        };
        if game.is_over() || live.rec.phase == Phase::Setup {
            return Ok(None);
        }
        let side: Side = game.side_to_move().into();
        if !live.rec.player(side).is_some_and(|u| u.bot) {
            return Ok(None);
        }
        let level = live.rec.bot_level.unwrap_or(self.config.default_level);
        let Some(m) = self.chooser.choose(game, level) else {
            return Ok(None);
        };
        let lan = game.position().lan(m);
        if game.play(m).is_err() {
            tracing::error!("the chooser proposed an illegal move {lan}");
            return Ok(None);
        }
        let san = game.sans().last().cloned().unwrap_or(lan.clone());
        live.rec.moves.push(lan);
        live.rec.last_activity = self.clock.now();
        live.rec.draw_offer = None;
        live.rec.takeback_offer = None;
        let ratings = self.finish_if_over(live)?;
        self.save(live, &ratings)?;
        Ok(Some((format!("The bot plays {san}."), ratings)))
    }

    /// When the game has a result: marks it finished and computes the rating changes.
    fn finish_if_over(&self, live: &mut Live) -> Result<Ratings, Reply> {
        let Some(game) = live.game.as_ref() else {
            return Ok(Vec::new());
        };
        let Some(result) = game.result() else {
            return Ok(Vec::new());
        };
        let rec = &mut live.rec;
        rec.phase = Phase::Finished;
        rec.result = Some(ResultRecord {
            winner: match result.outcome {
                Outcome::Win(c) => Some(c.into()),
                Outcome::Draw => None,
            },
            reason: result.reason.into(),
        });
        if !rec.rated {
            return Ok(Vec::new());
        }
        let (Some(w), Some(b)) = (rec.white.clone(), rec.black.clone()) else {
            return Ok(Vec::new());
        };
        let rating_of = |u: &UserRef| {
            self.store
                .rating(rec.variant, &u.id)
                .map(|r| r.unwrap_or_else(|| RatingRecord::new(&u.name)))
                .map_err(Self::db_error)
        };
        let mut rw = rating_of(&w)?;
        let mut rb = rating_of(&b)?;
        rw.name = w.name.clone();
        rb.name = b.name.clone();
        let score = match result.outcome {
            Outcome::Win(Color::White) => Score::Win,
            Outcome::Win(Color::Black) => Score::Loss,
            Outcome::Draw => Score::Draw,
        };
        rating::update(&mut rw, &mut rb, score);
        Ok(vec![(rec.variant, w.id, rw), (rec.variant, b.id, rb)])
    }

    fn result_text(
        &self,
        rec: &GameRecord,
        game: Option<&Game>,
        ratings: &[RatingChange],
        before: &[(String, f64)],
    ) -> String {
        let mut out = String::new();
        if let Some(r) = game.and_then(|g| g.result()) {
            out.push_str(&format!(
                "Game over: {} ({}). It stays viewable: `board #{id}`, `record #{id}`, `gif #{id}`.",
                r.description(),
                r.score(),
                id = rec.id
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

    fn ratings_before(&self, rec: &GameRecord) -> Vec<(String, f64)> {
        [rec.white.as_ref(), rec.black.as_ref()]
            .into_iter()
            .flatten()
            .filter_map(|u| {
                self.store
                    .rating(rec.variant, &u.id)
                    .ok()
                    .map(|r| (u.id.clone(), r.map_or(1500.0, |r| r.rating)))
            })
            .collect()
    }

    fn accept(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::ChallengeToMe, "accept", "accept")?;
        let mut l = lock(&live);
        if l.rec.challenged.is_none() {
            l.rec.challenged = Some(req.user.clone());
        }
        let reply = self.begin(&mut l);
        if reply.is_err() {
            // Nothing was saved: forget the half-started copy.
            lock(&self.live).remove(&l.rec.id);
        }
        reply
    }

    fn decline(&self, req: &Request, g: GameRef, cancel: bool) -> Handled {
        let want = if cancel {
            Want::MyChallenge
        } else {
            Want::ChallengeToMe
        };
        let verb = if cancel { "cancel" } else { "decline" };
        let live = self.resolve(req, g, want, verb, verb)?;
        let mut l = lock(&live);
        if !cancel && l.rec.challenged.is_none() {
            return Err(Reply::text(format!(
                "Challenge #{} is open to anyone; there is nothing to decline (its author may `cancel` it).",
                l.rec.id
            )));
        }
        l.rec.phase = Phase::Closed;
        self.save(&mut l, &[])?;
        Ok(Reply::text(if cancel {
            format!("{} withdrew challenge #{}.", req.user.name, l.rec.id)
        } else {
            format!(
                "{} declined challenge #{} from {}.",
                req.user.name, l.rec.id, l.rec.challenger.name
            )
        })
        .about(view_of(&l.rec, l.game.as_ref())))
    }

    fn make_move(&self, req: &Request, g: GameRef, text: &str, bare: bool) -> Handled {
        let live = match self.resolve(req, g, Want::Mine, "move", &format!("move {text}")) {
            Ok(l) => l,
            Err(r) if bare => {
                let word = text.split_whitespace().next().unwrap_or(text);
                return Err(Reply::text(format!(
                    "`{word}` is not a command. {}\nType `help` for the commands.",
                    r.text
                )));
            }
            Err(r) => return Err(r),
        };
        let mut l = lock(&live);
        let side = l
            .rec
            .side_of(&req.user.id)
            .ok_or_else(|| Reply::text("You are not playing this game."))?;
        if l.rec.phase == Phase::Setup {
            let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
            return Err(Reply::text(self.status_line(&l.rec, game)));
        }
        let before = self.ratings_before(&l.rec);
        let game = l.game.as_mut().ok_or_else(|| Reply::text("no game"))?;
        let m = game.play_text_as(side.into(), text).map_err(|e| {
            let mut msg = sentence(&e.to_string());
            if bare && matches!(e, acedrex_rules::MoveError::Syntax { .. }) {
                // A typo of a command word reads as a move: say both.
                let word = text.split_whitespace().next().unwrap_or(text);
                msg.push_str(&format!(
                    "\n`{word}` is not a command either; type `help` for the commands."
                ));
            }
            Reply::text(msg)
        })?;
        let san = game.sans().last().cloned().unwrap_or_default();
        // Long algebraic text needs only the game's letters, not the position before.
        let lan = game.position().lan(m);
        l.rec.moves.push(lan);
        l.rec.last_activity = self.clock.now();
        l.rec.draw_offer = None;
        l.rec.takeback_offer = None;
        let mut ratings = self.finish_if_over(&mut l)?;
        let mut text = format!("{} plays {san}.", req.user.name);
        let bot_to_move = !l.game.as_ref().is_some_and(|g| g.is_over())
            && l.game.as_ref().is_some_and(|g| {
                let side: Side = g.side_to_move().into();
                l.rec.player(side).is_some_and(|u| u.bot)
            });
        if bot_to_move {
            // The human move is made durable before the bot thinks about its answer.
            self.save(&mut l, &ratings)?;
            if let Some((bot, bot_ratings)) = self.bot_turn(&mut l)? {
                text.push(' ');
                text.push_str(&bot);
                ratings.extend(bot_ratings);
            }
        }
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        text.push('\n');
        if l.rec.phase == Phase::Finished {
            text.push_str(&self.result_text(&l.rec, l.game.as_ref(), &ratings, &before));
        } else {
            text.push_str(&self.status_line(&l.rec, game));
        }
        let saved: &[RatingChange] = if bot_to_move { &[] } else { &ratings };
        let saved = saved.to_vec();
        self.save_while(&mut l, &saved, |l| {
            let Some(game) = l.game.as_ref() else {
                return Reply::text("no game");
            };
            let reply = self.with_board(Reply::text(text), &l.rec, game, Vec::new());
            Self::game_actions(reply, &l.rec)
        })
    }

    fn setup(&self, req: &Request, g: GameRef, text: &str) -> Handled {
        let live = self.resolve(req, g, Want::Mine, "setup", &format!("setup {text}"))?;
        let mut l = lock(&live);
        let variant = l.rec.variant;
        if !matches!(variant, VariantId::ZanzibarXl | VariantId::ZanzibarS) {
            return Err(Reply::text(format!(
                "{} has no setup choice; only the Zanzibar games do.",
                variant.variant().name
            )));
        }
        if l.rec.side_of(&req.user.id) != Some(Side::Black) {
            return Err(Reply::text(
                "In Zanzibar, Black chooses the setup; you play White.",
            ));
        }
        if !l.rec.moves.is_empty() || matches!(l.rec.start, StartRecord::Fen(_)) {
            return Err(Reply::text(
                "The setup can only be chosen before White's first move.",
            ));
        }
        let a = self.arrangement_from(variant, text, self.clock.now() ^ l.rec.id)?;
        let game = l.game.as_mut().ok_or_else(|| Reply::text("no game"))?;
        game.set_arrangement(a.clone())
            .map_err(|e| Reply::text(sentence(&e.to_string())))?;
        l.rec.start = StartRecord::Arrangement(a.to_string());
        l.rec.phase = Phase::Playing;
        l.rec.last_activity = self.clock.now();
        self.save(&mut l, &[])?;
        let mut text = format!("{} chooses the setup {a}; White mirrors it.", req.user.name);
        if let Some((bot, _)) = self.bot_turn(&mut l)? {
            text.push(' ');
            text.push_str(&bot);
        }
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        text.push('\n');
        text.push_str(&self.status_line(&l.rec, game));
        let reply = self.with_board(Reply::text(text), &l.rec, game, Vec::new());
        Ok(Self::game_actions(reply, &l.rec))
    }

    fn board(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Look, "board", "board")?;
        let l = lock(&live);
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        let mut text = summary(&l.rec, l.game.as_ref());
        if let Some(last) = game.sans().last() {
            text.push_str(&format!(" Last move: {last}."));
        }
        text.push('\n');
        text.push_str(&self.status_line(&l.rec, game));
        let reply = self.with_board(Reply::text(text), &l.rec, game, Vec::new());
        Ok(Self::game_actions(reply, &l.rec))
    }

    fn moves(&self, req: &Request, g: GameRef, square: Option<&str>) -> Handled {
        let live = self.resolve(req, g, Want::Any, "moves", "moves")?;
        let l = lock(&live);
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        let pos = game.position();
        let legal = pos.legal_moves();
        let Some(sq) = square else {
            let sans: Vec<String> = legal.iter().map(|m| pos.san_with(*m, &legal)).collect();
            return Ok(Reply::text(format!(
                "{} legal moves for {}: {}",
                sans.len(),
                pos.side_to_move().name(),
                sans.join(" ")
            )));
        };
        let v = pos.variant();
        let s = Square::parse(sq)
            .filter(|s| v.contains(*s))
            .ok_or_else(|| {
                Reply::text(format!("`{sq}` is not a square of the {} board.", v.name))
            })?;
        let Some(piece) = pos.piece_at(s) else {
            return Err(Reply::text(format!("There is no piece on {s}.")));
        };
        let mine: Vec<&Move> = legal.iter().filter(|m| m.from == s).collect();
        let name = format!("{} {}", piece.color.name(), v.piece_name(piece.kind));
        let text = if piece.color != pos.side_to_move() {
            format!(
                "The {name} on {s} cannot move now: {} is to move.",
                pos.side_to_move().name()
            )
        } else if mine.is_empty() {
            format!("The {name} on {s} has no legal move.")
        } else {
            let sans: Vec<String> = mine.iter().map(|m| pos.san_with(**m, &legal)).collect();
            format!("The {name} on {s} can play: {}", sans.join(" "))
        };
        let mut markers = vec![Marker::Highlight(s)];
        markers.extend(Marker::for_moves(pos, s));
        Ok(self.with_board(Reply::text(text), &l.rec, game, markers))
    }

    fn hint(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Mine, "hint", "hint")?;
        let l = lock(&live);
        if l.rec.bot_level.is_none() {
            return Err(Reply::text("Hints are for games against the bot."));
        }
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        if l.rec.phase == Phase::Setup {
            // Zanzibar: the setup comes before any move.
            return Err(Reply::text(self.status_line(&l.rec, game)));
        }
        let side = l.rec.side_of(&req.user.id);
        if side != Some(game.side_to_move().into()) {
            return Err(Reply::text("It is not your turn; a hint comes when it is."));
        }
        let Some(m) = self.chooser.choose(game, self.config.default_level) else {
            return Err(Reply::text("There is no move to suggest."));
        };
        let san = game.position().san(m);
        let reply = Reply::text(format!("Hint: {san}"));
        Ok(self.with_board(
            reply,
            &l.rec,
            game,
            vec![Marker::Arrow(
                m.from,
                if m.to == m.from { m.aux } else { m.to },
            )],
        ))
    }

    fn resign(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Mine, "resign", "resign")?;
        let mut l = lock(&live);
        let side = l
            .rec
            .side_of(&req.user.id)
            .ok_or_else(|| Reply::text("not a player"))?;
        let before = self.ratings_before(&l.rec);
        let game = l.game.as_mut().ok_or_else(|| Reply::text("no game"))?;
        game.resign(side.into())
            .map_err(|e| Reply::text(sentence(&e.to_string())))?;
        let ratings = self.finish_if_over(&mut l)?;
        self.save(&mut l, &ratings)?;
        let text = self.result_text(&l.rec, l.game.as_ref(), &ratings, &before);
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        Ok(self.with_board(Reply::text(text), &l.rec, game, Vec::new()))
    }

    fn draw(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Mine, "offer a draw", "draw")?;
        let mut l = lock(&live);
        let side = l
            .rec
            .side_of(&req.user.id)
            .ok_or_else(|| Reply::text("not a player"))?;
        if l.rec.draw_offer == Some(other(side)) {
            let before = self.ratings_before(&l.rec);
            let game = l.game.as_mut().ok_or_else(|| Reply::text("no game"))?;
            game.agree_draw()
                .map_err(|e| Reply::text(sentence(&e.to_string())))?;
            let ratings = self.finish_if_over(&mut l)?;
            self.save(&mut l, &ratings)?;
            return Ok(
                Reply::text(self.result_text(&l.rec, l.game.as_ref(), &ratings, &before))
                    .about(view_of(&l.rec, l.game.as_ref())),
            );
        }
        if l.rec.draw_offer == Some(side) {
            return Err(Reply::text(
                "You have offered a draw already; your opponent may accept with `draw`.",
            ));
        }
        let opponent = l.rec.player(other(side)).cloned();
        if opponent.as_ref().is_some_and(|u| u.bot) {
            return Ok(Reply::text("The bot declines the draw: it plays on."));
        }
        l.rec.draw_offer = Some(side);
        self.save(&mut l, &[])?;
        let who = opponent.map_or("Your opponent".to_string(), |u| u.name);
        Ok(Reply::text(format!(
            "{} offers a draw. {who}: `draw` to accept (making a move declines it).",
            req.user.name
        ))
        .about(view_of(&l.rec, l.game.as_ref()))
        .action(
            ActionKind::AcceptDraw,
            "Accept draw",
            &format!("draw #{}", l.rec.id),
        ))
    }

    fn takeback(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Mine, "ask for a takeback", "takeback")?;
        let mut l = lock(&live);
        let side = l
            .rec
            .side_of(&req.user.id)
            .ok_or_else(|| Reply::text("not a player"))?;
        let opponent_is_bot = l.rec.player(other(side)).is_some_and(|u| u.bot);
        // Whose move is taken back: the requester's, or the one who asked before.
        let (who, agreed) = if l.rec.takeback_offer == Some(other(side)) {
            (other(side), true)
        } else {
            (side, opponent_is_bot)
        };
        if !agreed {
            if l.rec.takeback_offer == Some(side) {
                return Err(Reply::text(
                    "You have asked already; your opponent agrees with `takeback`.",
                ));
            }
            let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
            if plies_to_undo(game, who.into()).is_none() {
                return Err(Reply::text("You have no move to take back."));
            }
            l.rec.takeback_offer = Some(side);
            self.save(&mut l, &[])?;
            let opp = l
                .rec
                .player(other(side))
                .map_or("Your opponent", |u| u.name.as_str())
                .to_string();
            return Ok(Reply::text(format!(
                "{} asks to take back their last move. {opp}: `takeback` to agree.",
                req.user.name
            ))
            .about(view_of(&l.rec, l.game.as_ref()))
            .action(
                ActionKind::Takeback,
                "Agree",
                &format!("takeback #{}", l.rec.id),
            ));
        }
        let game = l.game.as_mut().ok_or_else(|| Reply::text("no game"))?;
        let n = plies_to_undo(game, who.into())
            .ok_or_else(|| Reply::text("There is no move to take back."))?;
        for _ in 0..n {
            game.undo()
                .map_err(|e| Reply::text(sentence(&e.to_string())))?;
        }
        let keep = l.rec.moves.len().saturating_sub(n);
        l.rec.moves.truncate(keep);
        l.rec.takeback_offer = None;
        l.rec.draw_offer = None;
        l.rec.last_activity = self.clock.now();
        self.save(&mut l, &[])?;
        let name = l
            .rec
            .player(who)
            .map_or("?", |u| u.name.as_str())
            .to_string();
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        let text = format!(
            "Taken back: {name}'s last move ({n} {}).\n{}",
            if n == 1 { "ply" } else { "plies" },
            self.status_line(&l.rec, game)
        );
        Ok(self.with_board(Reply::text(text), &l.rec, game, Vec::new()))
    }

    fn claim(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Mine, "claim", "claim")?;
        let mut l = lock(&live);
        let side = l
            .rec
            .side_of(&req.user.id)
            .ok_or_else(|| Reply::text("not a player"))?;
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        // Whoever owes the next move: Black while a Zanzibar setup is pending.
        let loser = if l.rec.phase == Phase::Setup {
            Side::Black
        } else {
            game.side_to_move().into()
        };
        if loser == side {
            return Err(Reply::text("It is your move: there is nothing to claim."));
        }
        let idle = self.clock.now().saturating_sub(l.rec.last_activity);
        let limit = self.config.abandon_after_secs;
        if idle < limit {
            return Err(Reply::text(format!(
                "Your opponent has {} left to move before you can claim the game.",
                duration_text(limit - idle)
            )));
        }
        let before = self.ratings_before(&l.rec);
        let game = l.game.as_mut().ok_or_else(|| Reply::text("no game"))?;
        game.abandon(loser.into())
            .map_err(|e| Reply::text(sentence(&e.to_string())))?;
        let ratings = self.finish_if_over(&mut l)?;
        self.save(&mut l, &ratings)?;
        Ok(
            Reply::text(self.result_text(&l.rec, l.game.as_ref(), &ratings, &before))
                .about(view_of(&l.rec, l.game.as_ref())),
        )
    }

    fn games(&self, req: &Request) -> Handled {
        let ids = self.open_ids(req)?;
        let (games, problems) = self.open_games(ids);
        if games.is_empty() && problems.is_empty() {
            return Ok(Reply::text(
                "No games or challenges in this channel. Start one with `play VARIANT @opponent` or `play VARIANT bot`.",
            ));
        }
        let mut lines: Vec<String> = games
            .iter()
            .map(|l| {
                let l = lock(l);
                let mut s = summary(&l.rec, l.game.as_ref());
                if let Some(g) = &l.game {
                    s.push_str(&format!(" {}", self.status_line(&l.rec, g)));
                }
                s
            })
            .collect();
        lines.extend(problems);
        Ok(Reply::text(lines.join("\n")))
    }

    fn record(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Look, "record", "record")?;
        let l = lock(&live);
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        let mut g = game.clone();
        g.set_tag("Event", "acedrex game");
        g.set_tag("Site", &l.rec.channel);
        g.set_tag("Date", &date_text(l.rec.created));
        g.set_tag("Round", &l.rec.id.to_string());
        g.set_tag(
            "White",
            l.rec.white.as_ref().map_or("?", |u| u.name.as_str()),
        );
        g.set_tag(
            "Black",
            l.rec.black.as_ref().map_or("?", |u| u.name.as_str()),
        );
        let text = g.to_record();
        let mut reply = Reply::text(format!(
            "The record of game #{} ({}).",
            l.rec.id,
            moves_played(game.moves().len())
        ));
        reply.attachments.push(Attachment {
            name: format!("acedrex-{}.pgn", l.rec.id),
            mime: "application/x-chess-pgn",
            bytes: text.into_bytes(),
            size: None,
        });
        Ok(reply)
    }

    fn gif(&self, req: &Request, g: GameRef) -> Handled {
        let live = self.resolve(req, g, Want::Look, "gif", "gif")?;
        let l = lock(&live);
        let game = l.game.as_ref().ok_or_else(|| Reply::text("no game"))?;
        let mut opts = self.render_options(&l.rec, game);
        opts.square = 40;
        opts.flipped = false;
        opts.title = Some(format!(
            "{} · #{}",
            game.position().variant().name,
            l.rec.id
        ));
        let bytes = game_gif(game, &opts, GifTiming::default());
        let mut reply = Reply::text(format!(
            "Game #{} as an animation ({}).",
            l.rec.id,
            moves_played(game.moves().len())
        ));
        reply.attachments.push(Attachment {
            name: format!("acedrex-{}.gif", l.rec.id),
            mime: "image/gif",
            bytes,
            size: None,
        });
        Ok(reply)
    }

    fn rules(&self, variant: Option<&str>) -> Handled {
        let Some(v) = variant else {
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
            return Ok(Reply::text(format!(
                "The games: {}. Ask `rules VARIANT` for one.",
                list.join(", ")
            )));
        };
        let id: VariantId = v
            .parse()
            .map_err(|e: acedrex_rules::UnknownVariant| Reply::text(e.to_string()))?;
        Ok(Reply::text(crate::texts::rules_text(id)))
    }

    fn piece(&self, variant: &str, piece: &str) -> Handled {
        let id: VariantId = variant
            .parse()
            .map_err(|e: acedrex_rules::UnknownVariant| Reply::text(e.to_string()))?;
        let kind = piece_of(id, piece)?;
        let img = diagram(id, kind, 48, self.config.theme);
        let png = acedrex_render::encode_png(&img);
        let size = png_size(&png);
        let mut reply = Reply::text(describe(id, kind));
        reply.attachments.push(Attachment {
            name: format!(
                "{}-{}.png",
                id.id(),
                id.variant().piece_name(kind).to_lowercase()
            ),
            mime: "image/png",
            bytes: png,
            size,
        });
        Ok(reply)
    }

    fn stats(&self, req: &Request, who: Option<Mention>) -> Handled {
        let (id, name) = match who {
            None => (req.user.id.clone(), req.user.name.clone()),
            Some(Mention(id)) => {
                let name = req
                    .mentions
                    .iter()
                    .find(|u| u.id == id)
                    .map(|u| u.name.clone())
                    .or_else(|| self.store.name_of(&id).ok().flatten())
                    .unwrap_or_else(|| id.clone());
                (id, name)
            }
        };
        let ratings = self.store.ratings_of_user(&id).map_err(Self::db_error)?;
        if ratings.is_empty() {
            return Ok(Reply::text(format!("{name} has no rated games yet.")));
        }
        let mut lines = vec![format!("{name}:")];
        for (variant, r) in ratings {
            let game = variant.variant().name;
            lines.push(format!(
                "- {game}: rating {:.0} (±{:.0}), {}: {} won, {} drawn, {} lost",
                r.rating,
                2.0 * r.deviation,
                count(r.games(), "game"),
                r.wins,
                r.draws,
                r.losses
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    fn leaderboard(&self, variant: Option<&str>) -> Handled {
        let Some(v) = variant else {
            return Err(Reply::text(
                "usage: leaderboard VARIANT — for example `leaderboard perfect12`",
            ));
        };
        let id: VariantId = v
            .parse()
            .map_err(|e: acedrex_rules::UnknownVariant| Reply::text(e.to_string()))?;
        let mut all = self.store.ratings_of_variant(id).map_err(Self::db_error)?;
        if all.is_empty() {
            return Ok(Reply::text(format!(
                "Nobody has played a rated game of {} yet.",
                id.variant().name
            )));
        }
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
        Ok(Reply::text(format!(
            "{} leaderboard:\n{}",
            id.variant().name,
            lines.join("\n")
        )))
    }
}

/// A reply with the channel's unreadable games mentioned (the game meant may be one).
fn noted(mut reply: Reply, problems: &[String]) -> Reply {
    for p in problems {
        reply.text.push_str(&format!("\n(Note: {p}.)"));
    }
    reply
}

/// How many plies to take back so that `color`'s last move is undone: one if it was the
/// last move, two if the opponent has replied.
fn plies_to_undo(game: &Game, color: Color) -> Option<usize> {
    let n = if game.side_to_move() == color { 2 } else { 1 };
    (n <= game.moves().len()).then_some(n)
}

fn bot_user(level: u8) -> UserRef {
    UserRef {
        id: BOT_ID.to_string(),
        name: format!("the bot (level {level})"),
        bot: true,
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

/// Whom a game waits for: the challenged player, Black choosing a Zanzibar setup, or
/// the player to move. The one place that answers "who moves next".
fn to_act(rec: &GameRecord, game: Option<&Game>) -> Option<UserRef> {
    match rec.phase {
        Phase::Challenge => rec.challenged.clone(),
        Phase::Finished | Phase::Closed => None,
        Phase::Setup => rec.black.clone(),
        Phase::Playing => {
            let game = game?;
            if game.is_over() {
                return None;
            }
            rec.player(game.side_to_move().into()).cloned()
        }
    }
}

/// The typed view of a game for front ends.
fn view_of(rec: &GameRecord, game: Option<&Game>) -> GameView {
    let phase = match rec.phase {
        Phase::Challenge => crate::reply::Phase::Challenge,
        Phase::Closed => crate::reply::Phase::Closed,
        Phase::Finished => crate::reply::Phase::Finished,
        Phase::Setup => crate::reply::Phase::Setup,
        Phase::Playing => crate::reply::Phase::Playing,
    };
    let result = game.and_then(|g| g.result()).map(|r| ResultView {
        winner: match r.outcome {
            Outcome::Win(c) => Some(c),
            Outcome::Draw => None,
        },
        reason: r.reason.id().to_string(),
        score: r.score().to_string(),
    });
    GameView {
        id: rec.id,
        variant: rec.variant,
        channel: rec.channel.clone(),
        phase,
        challenger: rec.challenger.clone(),
        challenged: rec.challenged.clone(),
        white: rec.white.clone(),
        black: rec.black.clone(),
        to_act: to_act(rec, game),
        side_to_move: game
            .filter(|g| !g.is_over() && rec.phase != Phase::Setup)
            .map(|g| g.side_to_move()),
        changed: false,
        began: false,
        last_move: game.and_then(|g| g.sans().last().cloned()),
        plies: game.map_or(0, |g| g.moves().len()),
        result,
        title: format!("{} · game #{}", rec.variant.variant().name, rec.id),
        lines: game.map_or_else(Vec::new, |g| card_lines(rec, g)),
    }
}

/// The lines of a game's card: players, move and status, last move.
fn card_lines(rec: &GameRecord, game: &Game) -> Vec<String> {
    let name = |u: Option<&UserRef>| u.map_or("?", |u| u.name.as_str()).to_string();
    let pos = game.position();
    let mut lines = vec![format!(
        "White: **{}** · Black: **{}**",
        name(rec.white.as_ref()),
        name(rec.black.as_ref())
    )];
    let status = if let Some(r) = game.result() {
        format!("Game over: {} ({})", r.description(), r.score())
    } else if rec.phase == Phase::Setup {
        format!("{} (Black) chooses the setup", name(rec.black.as_ref()))
    } else {
        let side = pos.side_to_move();
        format!(
            "{} ({}) to move{}",
            name(rec.player(side.into())),
            side.name(),
            if pos.is_check() { " — check!" } else { "" }
        )
    };
    lines.push(format!("Move {} · {status}", pos.fullmove_number()));
    if let Some(last) = game.sans().last() {
        lines.push(format!("Last move: **{last}**"));
    }
    lines
}

/// "#12 Perfect 12: alice (White) vs bob (Black)" / "#13 challenge: …".
fn summary(rec: &GameRecord, game: Option<&Game>) -> String {
    let name = rec.variant.variant().name;
    match rec.phase {
        Phase::Challenge => format!(
            "#{} challenge: {} → {} to {name}",
            rec.id,
            rec.challenger.name,
            rec.challenged
                .as_ref()
                .map_or("anyone", |u| u.name.as_str())
        ),
        // "move 12" as players count: the position's move number.
        _ => format!(
            "#{} {name}: {} (White) vs {} (Black), move {}.",
            rec.id,
            rec.white.as_ref().map_or("?", |u| u.name.as_str()),
            rec.black.as_ref().map_or("?", |u| u.name.as_str()),
            game.map_or(rec.moves.len() / 2 + 1, |g| g.position().fullmove_number()
                as usize)
        ),
    }
}

/// A piece of a game by letter or name.
fn piece_of(id: VariantId, text: &str) -> Result<Kind, Reply> {
    let v = id.variant();
    v.find_piece(text).ok_or_else(|| {
        Reply::text(format!(
            "`{}` is not a piece of {}; its pieces are {}.",
            text.trim(),
            v.name,
            v.piece_list()
        ))
    })
}

/// Width and height from a PNG header.
fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    if png.len() < 24 {
        return None;
    }
    let w = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
    let h = u32::from_be_bytes([png[20], png[21], png[22], png[23]]);
    Some((w, h))
}

/// Moves as players count them: a move is White's and Black's turn, so 5 plies are 3.
fn moves_played(plies: usize) -> String {
    count(plies.div_ceil(2) as u32, "move")
}

/// "1 game", "3 games".
fn count(n: u32, unit: &str) -> String {
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// A message as a sentence: capital first letter, full stop.
fn sentence(msg: &str) -> String {
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

fn duration_text(secs: u64) -> String {
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
fn date_text(secs: u64) -> String {
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
