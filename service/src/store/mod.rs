//! Durable storage behind one trait, [`GameStore`]: games (challenges included) as typed
//! records, the channel and player indexes of open games, ratings, display names and
//! channel links. A game and the ratings that follow from it change in one atomic write,
//! made durable before the reply is sent.
//!
//! Two implementations: [`SledStore`] (embedded, the default; one process per database)
//! and, in its own crate, PostgreSQL (many processes). Both keep records in the format
//! below, versioned: a database written by an older acedrex is upgraded in place when it
//! is opened ([`migrate`]).

pub mod integrity;
pub mod migrate;
mod sled;
pub mod tournament;

pub use self::integrity::{
    backup, check, export, export_to, has_sum, import, import_bytes, prune_backups, restore,
    BackupInfo, BackupSchedule, BackupThread, CheckReport, MarkStatus, RestoreInfo,
};
pub use self::sled::{set_open_defaults, AfterOpen, OnDamage, OpenDefaults, Recovery, SledStore};
pub use self::tournament::{
    Entrant, GameScore, PairingRecord, RoundRecord, TournamentFormat, TournamentRecord,
    TournamentStatus,
};

use crate::commands::{ColorChoice, TimeControl};
use acedrex_rules::{Arrangement, Color, Game, Reason, VariantId};
use serde::{Deserialize, Serialize};

/// A database address for logs and messages, every password masked: the URL's
/// `user:secret@` → `user:***@`, a query's `password=`/`sslpassword=` → `password=***`,
/// and in a key=value string (`host=h password=secret`) any key ending in `password`,
/// quoted or not. Secrets are never logged.
pub fn without_password(url: &str) -> String {
    if let Some((scheme, rest)) = url.split_once("://") {
        let (before_query, query) = match rest.split_once('?') {
            Some((b, q)) => (b, Some(q)),
            None => (rest, None),
        };
        let mut out = format!("{scheme}://");
        match before_query.rsplit_once('@') {
            Some((auth, host)) => {
                match auth.split_once(':') {
                    Some((user, _)) => out.push_str(&format!("{user}:***@")),
                    None => out.push_str(&format!("{auth}@")),
                }
                out.push_str(host);
            }
            None => out.push_str(before_query),
        }
        if let Some(query) = query {
            let params: Vec<String> = query
                .split('&')
                .map(|p| match p.split_once('=') {
                    Some((k, _)) if is_password_key(k) => format!("{k}=***"),
                    _ => p.to_string(),
                })
                .collect();
            out.push('?');
            out.push_str(&params.join("&"));
        }
        return out;
    }
    mask_key_values(url)
}

/// Whether a connection parameter holds a secret (`password`, `sslpassword`, and their
/// URL-encoded forms).
fn is_password_key(key: &str) -> bool {
    let key = key.trim().to_ascii_lowercase().replace("%5f", "_");
    key.ends_with("password")
}

/// libpq's `key=value key2 = 'quoted \\' value'` form, every password value masked.
fn mask_key_values(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // The end of a value at the start of `s`: quoted (backslash escapes) or up to a space.
    let value_end = |s: &str| {
        if !s.starts_with('\'') {
            return s.find(char::is_whitespace).unwrap_or(s.len());
        }
        let mut escaped = false;
        for (i, c) in s.char_indices().skip(1) {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '\'' => return i + 1,
                _ => {}
            }
        }
        s.len()
    };
    while !rest.is_empty() {
        let spaces = rest.len() - rest.trim_start().len();
        out.push_str(&rest[..spaces]);
        rest = &rest[spaces..];
        let key_len = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let key = &rest[..key_len];
        out.push_str(key);
        rest = &rest[key_len..];
        let gap = rest.len() - rest.trim_start().len();
        if !rest.trim_start().starts_with('=') {
            // A word that is no key: kept, and the next word read as a key.
            continue;
        }
        let eq = gap + 1;
        let after = &rest[eq..];
        let lead = after.len() - after.trim_start().len();
        out.push_str(&rest[..eq + lead]);
        rest = &rest[eq + lead..];
        let end = value_end(rest);
        if is_password_key(key) {
            out.push_str("***");
        } else {
            out.push_str(&rest[..end]);
        }
        rest = &rest[end..];
    }
    out
}

/// Whether a database setting is PostgreSQL's key=value connection string
/// (`host=db user=acedrex password=…`): it begins with a known connection parameter and
/// `=`. A folder's path never does (`/var/lib/acedrex`, `./db`).
pub fn is_key_value_connection(text: &str) -> bool {
    const KEYS: &[&str] = &[
        "host",
        "hostaddr",
        "port",
        "user",
        "password",
        "dbname",
        "options",
        "application_name",
        "sslmode",
        "sslcert",
        "sslkey",
        "sslrootcert",
        "sslpassword",
        "connect_timeout",
        "keepalives",
        "keepalives_idle",
        "target_session_attrs",
        "channel_binding",
        "load_balance_hosts",
    ];
    let t = text.trim_start();
    let Some(eq) = t.find('=') else {
        return false;
    };
    KEYS.contains(&t[..eq].trim_end().to_ascii_lowercase().as_str())
}

/// The embedded store (the name the rest of the project uses for the default).
pub type Store = SledStore;

/// The schema (record format) written by this version. Older ones are migrated at open.
pub const SCHEMA: u32 = 4;

/// The record format version stored in each record (`v`): the same as [`SCHEMA`].
pub const VERSION: u32 = SCHEMA;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database at {path} cannot be opened: {reason}")]
    Open { path: String, reason: String },
    #[error("database error: {0}")]
    Db(String),
    #[error("record {key} cannot be read ({reason}); it is skipped")]
    Corrupt { key: String, reason: String },
    /// Another process changed the game since it was read (compare-and-set failed).
    #[error("game #{id} was changed by another process meanwhile")]
    Conflict { id: u64 },
    /// The database lost committed changes or holds records that fail their checks.
    #[error("the database at {path} is damaged: {found}. Restore a backup (`acedrex db restore FILE --db {path} --force`), or start with --accept-damaged to continue with what is readable (the damaged files are kept in a damaged-<time> folder inside the database folder)")]
    Damaged { path: String, found: String },
    #[error("the database was written by a newer acedrex (schema {found}; this one reads up to {SCHEMA}); upgrade acedrex")]
    TooNew { found: u32 },
}

impl From<::sled::Error> for StoreError {
    fn from(e: ::sled::Error) -> StoreError {
        StoreError::Db(e.to_string())
    }
}

/// A player as stored: id, display name, whether it is the bot.
///
/// Ids are unique across platforms: `discord:123`, `matrix:@al:example.org`,
/// `terminal:alice`, and the bot's own `acedrex:bot`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub bot: bool,
}

impl UserRef {
    /// A person on a platform (`discord`, `matrix`, `terminal`).
    pub fn person(platform: &str, local_id: &str, name: &str) -> UserRef {
        UserRef {
            id: format!("{platform}:{local_id}"),
            name: name.to_string(),
            bot: false,
        }
    }
}

/// Where a game is in its life, as stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for the challenged player to accept.
    Challenge,
    /// Zanzibar: begun, Black chooses the arrangement before any move.
    Setup,
    Playing,
    /// Over, with a result.
    Finished,
    /// A challenge declined or withdrawn: no game was played.
    Closed,
    /// Ended before both sides had moved (`abort`, or a side that never made its first
    /// move on a live clock): no result, unrated, in no statistics. Schema 4.
    Aborted,
}

impl Phase {
    /// Still open: a challenge or a game in progress (indexed by channel and player).
    pub fn is_open(self) -> bool {
        matches!(self, Phase::Challenge | Phase::Setup | Phase::Playing)
    }
}

/// A side, as stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// How the game started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StartRecord {
    Standard,
    /// A Zanzibar arrangement (`UQKFOLGD`).
    Arrangement(String),
    Fen(String),
}

/// Why a game ended (the rules' reasons, as stored).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    Checkmate,
    Stalemate,
    BareKing,
    ThreefoldRepetition,
    MoveRule,
    BareKings,
    DeadPosition,
    Resignation,
    Agreement,
    Timeout,
    Abandonment,
}

impl From<Reason> for EndReason {
    fn from(r: Reason) -> EndReason {
        match r {
            Reason::Checkmate => EndReason::Checkmate,
            Reason::Stalemate => EndReason::Stalemate,
            Reason::BareKing => EndReason::BareKing,
            Reason::ThreefoldRepetition => EndReason::ThreefoldRepetition,
            Reason::MoveRule => EndReason::MoveRule,
            Reason::BareKings => EndReason::BareKings,
            Reason::DeadPosition => EndReason::DeadPosition,
            Reason::Resignation => EndReason::Resignation,
            Reason::Agreement => EndReason::Agreement,
            Reason::Timeout => EndReason::Timeout,
            Reason::Abandonment => EndReason::Abandonment,
        }
    }
}

impl EndReason {
    /// The rules' reason id (`checkmate`, `time forfeit`, …), as schema 1 stored it.
    pub fn id(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::BareKing => "bare king",
            EndReason::ThreefoldRepetition => "threefold repetition",
            EndReason::MoveRule => "100-ply rule",
            EndReason::BareKings => "two bare kings",
            EndReason::DeadPosition => "dead position",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::Timeout => "time forfeit",
            EndReason::Abandonment => "abandoned",
        }
    }

    pub fn from_id(id: &str) -> Option<EndReason> {
        use EndReason::*;
        [
            Checkmate,
            Stalemate,
            BareKing,
            ThreefoldRepetition,
            MoveRule,
            BareKings,
            DeadPosition,
            Resignation,
            Agreement,
            Timeout,
            Abandonment,
        ]
        .into_iter()
        .find(|r| r.id() == id)
    }

    /// Results that happen off the board (the moves alone do not show them).
    fn off_board(self) -> bool {
        matches!(
            self,
            EndReason::Resignation
                | EndReason::Agreement
                | EndReason::Timeout
                | EndReason::Abandonment
        )
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRecord {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
    /// Who ran out of time (a time forfeit can be a draw, so the winner does not say).
    #[serde(default)]
    pub flagged: Option<Side>,
}

/// The clocks of a game with a time control: each side's time left, as of `since`
/// (when the side to act began thinking).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRecord {
    pub white: u64,
    pub black: u64,
    pub since: u64,
}

/// Game ids as stored: the variant's id text (`perfect12`).
pub(crate) mod variant_text {
    use acedrex_rules::VariantId;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &VariantId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<VariantId, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A game or challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub v: u32,
    pub id: u64,
    /// Incremented by every save: stores with several writers compare-and-set on it.
    #[serde(default)]
    pub rev: u64,
    #[serde(with = "variant_text")]
    pub variant: VariantId,
    pub channel: String,
    pub phase: Phase,
    pub challenger: UserRef,
    /// The challenged player; `None` for an open challenge.
    pub challenged: Option<UserRef>,
    pub color_choice: ColorChoice,
    /// Bot level (1–8) when the opponent is the bot.
    pub bot_level: Option<u8>,
    pub white: Option<UserRef>,
    pub black: Option<UserRef>,
    pub start: StartRecord,
    /// The moves in long algebraic notation (replayed and checked on load).
    pub moves: Vec<String>,
    pub created: u64,
    /// Time of the last move (or of the start), in Unix seconds.
    pub last_activity: u64,
    pub draw_offer: Option<Side>,
    pub takeback_offer: Option<Side>,
    pub result: Option<ResultRecord>,
    pub rated: bool,
    /// The time control; `None`: untimed.
    #[serde(default)]
    pub time: Option<TimeControl>,
    /// The clocks, once the game has begun under a time control.
    #[serde(default)]
    pub clock: Option<ClockRecord>,
    /// Reminders sent to the player to act this turn (bits: idle, deadline).
    #[serde(default)]
    pub reminded: u8,
    /// The key of an unlisted page (games of private conversations): the page is at
    /// `/game/ID-KEY` only. `None`: listed, at `/game/ID`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_key: Option<String>,
    /// A rematch challenge: the game it is the rematch of (one pending rematch a game).
    /// Schema 4.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<u64>,
    /// A tournament game: the tournament (`#T`) its result counts in. Added with
    /// tournaments; records without it are no tournament's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<u64>,
}

impl GameRecord {
    /// Everyone the game concerns (for the player index), bots excluded.
    pub fn people(&self) -> Vec<&UserRef> {
        let mut v: Vec<&UserRef> = Vec::new();
        for u in [
            Some(&self.challenger),
            self.challenged.as_ref(),
            self.white.as_ref(),
            self.black.as_ref(),
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

    /// The side a user plays, if any.
    pub fn side_of(&self, user: &str) -> Option<Side> {
        if self.white.as_ref().is_some_and(|u| u.id == user) {
            Some(Side::White)
        } else if self.black.as_ref().is_some_and(|u| u.id == user) {
            Some(Side::Black)
        } else {
            None
        }
    }

    pub fn player(&self, side: Side) -> Option<&UserRef> {
        match side {
            Side::White => self.white.as_ref(),
            Side::Black => self.black.as_ref(),
        }
    }

    /// The game at its start (the arrangement or position it began from).
    pub fn start_game(&self) -> Result<Game, String> {
        Ok(match &self.start {
            StartRecord::Standard => Game::new(self.variant),
            StartRecord::Arrangement(a) => Game::with_arrangement(
                Arrangement::parse(self.variant, a)
                    .map_err(|e| crate::texts::messages::setup_error(&e))?,
            ),
            StartRecord::Fen(f) => Game::from_fen(self.variant, f)
                .map_err(|e| crate::texts::messages::fen_error(self.variant, &e))?,
        })
    }

    /// Rebuilds a game from its record, checking every move; a result off the board
    /// (resignation, agreement, time, abandonment) is applied from the record.
    pub fn replay(&self) -> Result<Game, String> {
        let mut game = self.start_game()?;
        for (i, lan) in self.moves.iter().enumerate() {
            let m = game
                .position()
                .parse_lan(lan)
                .map_err(|e| format!("move {} `{lan}`: {e}", i + 1))?;
            game.play(m)
                .map_err(|e| crate::texts::messages::game_error(&e))?;
        }
        if self.phase == Phase::Finished && !game.is_over() {
            if let Some(r) = self.result.as_ref().filter(|r| r.reason.off_board()) {
                let loser = match r.winner {
                    Some(w) => Color::from(w.other()),
                    None => Color::White,
                };
                let applied = match r.reason {
                    EndReason::Resignation => game.resign(loser),
                    EndReason::Agreement => game.agree_draw(),
                    EndReason::Timeout => game.out_of_time(r.flagged.map_or(loser, Color::from)),
                    _ => game.abandon(loser),
                };
                applied.map_err(|e| crate::texts::messages::game_error(&e))?;
            }
        }
        Ok(game)
    }
}

/// A player's rating and record in one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingRecord {
    pub v: u32,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl RatingRecord {
    pub fn new(name: &str) -> RatingRecord {
        RatingRecord {
            v: VERSION,
            name: name.to_string(),
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            wins: 0,
            draws: 0,
            losses: 0,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// A rating changed by a game: (game type, user id, the new rating).
pub type RatingChange = (VariantId, String, RatingRecord);

/// One item of a database's contents, as `acedrex db export` writes it (one JSON line
/// each) and `db import` reads it back: the same on every store.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Item {
    Game(Box<GameRecord>),
    Rating {
        #[serde(with = "variant_text")]
        variant: VariantId,
        user: String,
        rating: RatingRecord,
    },
    Name {
        user: String,
        name: String,
    },
    Link {
        channel: String,
        game: u64,
    },
    Setting {
        user: String,
        key: String,
        value: String,
    },
    Tournament(Box<TournamentRecord>),
}

/// Where games are kept. Every method is a short, blocking call; the service calls
/// them from its own (blocking) threads, never from an async runtime.
pub trait GameStore: Send + Sync {
    /// `sled`, `postgres`: for logs and health checks.
    fn kind(&self) -> &'static str;

    /// A new game id, never used before.
    fn next_id(&self) -> Result<u64, StoreError>;

    /// A game by id: `Ok(None)` if there is none, `Err(Corrupt)` if it cannot be read.
    fn game(&self, id: u64) -> Result<Option<GameRecord>, StoreError>;

    /// Writes a game and the ratings it changed in one atomic step, not necessarily
    /// durable yet: call [`GameStore::flush`] before telling anyone. `game.rev` is the
    /// new revision; a store shared by several processes refuses the write with
    /// [`StoreError::Conflict`] unless the stored revision is `game.rev - 1`.
    fn write(&self, game: &GameRecord, ratings: &[RatingChange]) -> Result<(), StoreError>;

    /// Makes everything written so far durable.
    fn flush(&self) -> Result<(), StoreError>;

    /// [`GameStore::write`], then [`GameStore::flush`].
    fn save(&self, game: &GameRecord, ratings: &[RatingChange]) -> Result<(), StoreError> {
        self.write(game, ratings)?;
        self.flush()
    }

    /// Ids of the open games and challenges of a channel, oldest first.
    fn channel_games(&self, channel: &str) -> Result<Vec<u64>, StoreError>;

    /// Ids of the open games and challenges of a player, oldest first.
    fn player_games(&self, user: &str) -> Result<Vec<u64>, StoreError>;

    /// A player's rating in a game, if they have played it rated.
    fn rating(&self, variant: VariantId, user: &str) -> Result<Option<RatingRecord>, StoreError>;

    /// Every rating of a game: (user id, rating), best first; unreadable ones skipped.
    fn ratings_of_variant(
        &self,
        variant: VariantId,
    ) -> Result<Vec<(String, RatingRecord)>, StoreError>;

    /// Every rating of a player.
    fn ratings_of_user(&self, user: &str) -> Result<Vec<(VariantId, RatingRecord)>, StoreError>;

    /// Remembers a display name (need not be flushed: a name is not worth a disk sync).
    fn remember_name(&self, user: &str, name: &str) -> Result<(), StoreError>;

    fn name_of(&self, user: &str) -> Result<Option<String>, StoreError>;

    /// Links a channel (a game's thread) to a game, durably.
    fn link_channel(&self, alias: &str, game: u64) -> Result<(), StoreError>;

    /// The game a channel is linked to.
    fn channel_link(&self, alias: &str) -> Result<Option<u64>, StoreError>;

    /// The channels linked to a game (its threads), for front ends that deliver a game's
    /// news where it is played.
    fn links_of(&self, game: u64) -> Result<Vec<String>, StoreError>;

    /// Ids of every open game and challenge (for the rounds of the clock).
    fn open_games(&self) -> Result<Vec<u64>, StoreError>;

    /// A player's setting (`reminders` → `off`), if set.
    fn setting(&self, user: &str, key: &str) -> Result<Option<String>, StoreError>;

    /// Sets (or with `None` clears) a player's setting, durably.
    fn set_setting(&self, user: &str, key: &str, value: Option<&str>) -> Result<(), StoreError>;

    /// Every item in the database (export, checks). Unreadable records come as errors
    /// in the list, so one bad record does not hide the rest.
    fn items(&self) -> Result<Vec<Result<Item, StoreError>>, StoreError>;

    /// [`GameStore::items`] with no write halfway done (backups while the bot plays):
    /// stores that can, hold writes back meanwhile.
    fn consistent_items(&self) -> Result<Vec<Result<Item, StoreError>>, StoreError> {
        self.items()
    }

    /// Writes an item as it is (import), flushed by the caller.
    fn put_item(&self, item: &Item) -> Result<(), StoreError>;

    /// A tournament by id: `Ok(None)` if there is none.
    fn tournament(&self, id: u64) -> Result<Option<TournamentRecord>, StoreError>;

    /// Writes a tournament durably. `t.rev` is the new revision; a shared store refuses
    /// the write with [`StoreError::Conflict`] unless the stored one is `t.rev - 1`.
    fn save_tournament(&self, t: &TournamentRecord) -> Result<(), StoreError>;

    /// Ids of the tournaments not finished (open or running), oldest first.
    fn live_tournaments(&self) -> Result<Vec<u64>, StoreError>;

    /// Ids of the tournaments played in a channel, finished ones too, oldest first.
    fn channel_tournaments(&self, channel: &str) -> Result<Vec<u64>, StoreError>;

    /// Whether other processes may write to this store: the service then checks a
    /// cached game's revision before using it.
    fn shared(&self) -> bool {
        false
    }

    /// Whether the database answers (health checks): a cheap read.
    fn ping(&self) -> Result<(), StoreError> {
        self.channel_link("acedrex:health").map(|_| ())
    }

    /// The stored revision of a game (shared stores; a cheap query).
    fn revision(&self, id: u64) -> Result<Option<u64>, StoreError> {
        Ok(self.game(id)?.map(|g| g.rev))
    }
}

#[cfg(test)]
mod tests {
    use super::{is_key_value_connection, without_password};

    #[test]
    fn every_form_of_a_database_password_is_masked() {
        for (given, shown) in [
            ("postgres://a:pw@h:5432/db", "postgres://a:***@h:5432/db"),
            ("postgres://a@h/db", "postgres://a@h/db"),
            ("postgresql://h/db", "postgresql://h/db"),
            (
                "postgres://a@h/db?password=pw&sslmode=require",
                "postgres://a@h/db?password=***&sslmode=require",
            ),
            (
                "postgres://a:pw@h/db?sslmode=require&sslpassword=pw&PASSWORD=pw",
                "postgres://a:***@h/db?sslmode=require&sslpassword=***&PASSWORD=***",
            ),
            (
                "host=h user=a password=pw dbname=db",
                "host=h user=a password=*** dbname=db",
            ),
            ("password = pw host=h", "password = *** host=h"),
            (
                "host=h password='p w \\' x' sslpassword=pw",
                "host=h password=*** sslpassword=***",
            ),
            ("password=", "password=***"),
            ("/var/lib/acedrex/db", "/var/lib/acedrex/db"),
        ] {
            let masked = without_password(given);
            assert_eq!(masked, shown, "{given}");
            assert!(
                !masked.contains("pw") && !masked.contains("p w"),
                "{masked}"
            );
        }
    }

    #[test]
    fn a_key_value_connection_string_is_told_from_a_folder() {
        assert!(is_key_value_connection("host=db user=a"));
        assert!(is_key_value_connection("  dbname = games"));
        assert!(is_key_value_connection("password=x host=db"));
        assert!(!is_key_value_connection("/var/lib/acedrex"));
        assert!(!is_key_value_connection("./data=old"));
        assert!(!is_key_value_connection("db"));
        assert!(!is_key_value_connection("postgres://a@h/db"));
    }
}
