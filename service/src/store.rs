//! Durable storage in sled: games (challenges included), channel and player indexes,
//! ratings and display names, all in one tree so a game and everything that follows from
//! it (indexes, ratings) change in one atomic batch, flushed before the reply is sent.
//!
//! Keys: `g/<id>` game record; `c/<channel>\0<id>` and `p/<user>\0<id>` for open games
//! (challenges and games in progress); `r/<variant>\0<user>` rating; `u/<user>` name.
//! Values are JSON with a version field `v`, so a later format can be migrated; a record
//! that cannot be read is reported and skipped, never a crash.

use crate::commands::ColorChoice;
use acedrex_rules::{Arrangement, Color, Game, VariantId};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The record format written by this version.
pub const VERSION: u32 = 1;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database at {path} cannot be opened: {reason}")]
    Open { path: String, reason: String },
    #[error("database error: {0}")]
    Db(#[from] sled::Error),
    #[error("record {key} cannot be read ({reason}); it is skipped")]
    Corrupt { key: String, reason: String },
}

/// A player as stored: id (platform-unique), display name, whether it is the bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub bot: bool,
}

/// Where a game is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for the challenged player to accept.
    Challenge,
    Active,
    /// Over (with a result) or declined / cancelled (without).
    Finished,
}

/// A side, as stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl From<acedrex_rules::Color> for Side {
    fn from(c: acedrex_rules::Color) -> Side {
        match c {
            acedrex_rules::Color::White => Side::White,
            acedrex_rules::Color::Black => Side::Black,
        }
    }
}

impl From<Side> for acedrex_rules::Color {
    fn from(s: Side) -> acedrex_rules::Color {
        match s {
            Side::White => acedrex_rules::Color::White,
            Side::Black => acedrex_rules::Color::Black,
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

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRecord {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub score: String,
    /// The reason's id (`checkmate`, `resignation`, …).
    pub reason: String,
    pub description: String,
}

/// A game or challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub v: u32,
    pub id: u64,
    pub variant: String,
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
    /// Zanzibar: Black has still to choose the setup.
    pub setup_pending: bool,
    /// The moves in long algebraic notation (replayed and checked on load).
    pub moves: Vec<String>,
    pub created: u64,
    /// Time of the last move (or of the start), in Unix seconds.
    pub last_activity: u64,
    pub draw_offer: Option<Side>,
    pub takeback_offer: Option<Side>,
    pub result: Option<ResultRecord>,
    pub rated: bool,
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

    /// Rebuilds a game from its record, checking every move.
    pub fn replay(&self) -> Result<Game, String> {
        let variant: VariantId = self
            .variant
            .parse()
            .map_err(|e: acedrex_rules::UnknownVariant| e.to_string())?;
        let mut game = match &self.start {
            StartRecord::Standard => Game::new(variant),
            StartRecord::Arrangement(a) => {
                Game::with_arrangement(Arrangement::parse(variant, a).map_err(|e| e.to_string())?)
            }
            StartRecord::Fen(f) => Game::from_fen(variant, f).map_err(|e| e.to_string())?,
        };
        for (i, lan) in self.moves.iter().enumerate() {
            let m = game
                .position()
                .parse_lan(lan)
                .map_err(|e| format!("move {} `{lan}`: {e}", i + 1))?;
            game.play(m).map_err(|e| e.to_string())?;
        }
        if self.phase == Phase::Finished && !game.is_over() {
            // Results off the board (resignation, agreement, abandonment) are in the record.
            if let Some(r) = &self.result {
                // The record says who won; only the side that lost can have resigned.
                let loser = if r.score == "0-1" {
                    Color::White
                } else {
                    Color::Black
                };
                let _ = match r.reason.as_str() {
                    "resignation" => game.resign(loser),
                    "agreement" => game.agree_draw(),
                    "time forfeit" => game.timeout(loser),
                    "abandoned" => game.abandon(loser),
                    _ => Ok(()),
                };
            }
        }
        Ok(game)
    }

    pub fn player(&self, side: Side) -> Option<&UserRef> {
        match side {
            Side::White => self.white.as_ref(),
            Side::Black => self.black.as_ref(),
        }
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

/// The database.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    tree: sled::Tree,
}

fn game_key(id: u64) -> Vec<u8> {
    format!("g/{id:016x}").into_bytes()
}

fn index_key(kind: char, owner: &str, id: u64) -> Vec<u8> {
    let mut k = format!("{kind}/{owner}").into_bytes();
    k.push(0);
    k.extend_from_slice(format!("{id:016x}").as_bytes());
    k
}

fn index_prefix(kind: char, owner: &str) -> Vec<u8> {
    let mut k = format!("{kind}/{owner}").into_bytes();
    k.push(0);
    k
}

fn rating_key(variant: &str, user: &str) -> Vec<u8> {
    let mut k = format!("r/{variant}").into_bytes();
    k.push(0);
    k.extend_from_slice(user.as_bytes());
    k
}

impl Store {
    /// Opens (or creates) the database in a folder.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let db = sled::Config::new()
            .path(path)
            .open()
            .map_err(|e| StoreError::Open {
                path: path.display().to_string(),
                // sled reports a held lock as an I/O error with this wording.
                reason: if e.to_string().contains("acquire lock") {
                    "another acedrex is using it (one program at a time may open a database)"
                        .to_string()
                } else {
                    e.to_string()
                },
            })?;
        Store::from_db(db)
    }

    /// A database that lives in memory and a temporary folder (tests, benchmarks).
    pub fn temporary() -> Result<Store, StoreError> {
        Store::from_db(sled::Config::new().temporary(true).open()?)
    }

    fn from_db(db: sled::Db) -> Result<Store, StoreError> {
        let tree = db.open_tree("acedrex")?;
        Ok(Store { db, tree })
    }

    /// A new game id, never used before.
    pub fn next_id(&self) -> Result<u64, StoreError> {
        Ok(self.db.generate_id()? + 1)
    }

    /// A game by id: `Ok(None)` if there is none, `Err(Corrupt)` if it cannot be read.
    pub fn game(&self, id: u64) -> Result<Option<GameRecord>, StoreError> {
        let key = game_key(id);
        let Some(bytes) = self.tree.get(&key)? else {
            return Ok(None);
        };
        decode::<GameRecord>(&bytes, &key).map(Some)
    }

    /// Writes a game (and ratings changed by it) in one atomic batch and flushes it to
    /// disk before returning.
    pub fn save(
        &self,
        game: &GameRecord,
        ratings: &[(String, String, RatingRecord)],
    ) -> Result<(), StoreError> {
        self.write(game, ratings)?;
        self.flush()
    }

    /// Writes a game and its ratings in one atomic batch, not yet flushed: call
    /// [`Store::flush`] before telling anyone it happened.
    pub fn write(
        &self,
        game: &GameRecord,
        ratings: &[(String, String, RatingRecord)],
    ) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.insert(game_key(game.id), encode(game));
        let open = game.phase != Phase::Finished;
        let mut index = vec![index_key('c', &game.channel, game.id)];
        for u in game.people() {
            index.push(index_key('p', &u.id, game.id));
        }
        for k in index {
            if open {
                batch.insert(k, &[] as &[u8]);
            } else {
                batch.remove(k);
            }
        }
        for (variant, user, r) in ratings {
            batch.insert(rating_key(variant, user), encode(r));
        }
        self.tree.apply_batch(batch)?;
        Ok(())
    }

    /// Makes everything written so far durable (an fsync).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    fn ids(&self, prefix: Vec<u8>) -> Result<Vec<u64>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree.scan_prefix(&prefix) {
            let (k, _) = item?;
            let hex = std::str::from_utf8(&k[prefix.len()..]).unwrap_or("");
            if let Ok(id) = u64::from_str_radix(hex, 16) {
                out.push(id);
            }
        }
        Ok(out)
    }

    /// Ids of the open games and challenges of a channel, oldest first.
    pub fn channel_games(&self, channel: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(index_prefix('c', channel))
    }

    /// Ids of the open games and challenges of a player, oldest first.
    pub fn player_games(&self, user: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(index_prefix('p', user))
    }

    /// A player's rating in a game (new players start at 1500).
    pub fn rating(&self, variant: &str, user: &UserRef) -> Result<RatingRecord, StoreError> {
        let key = rating_key(variant, &user.id);
        match self.tree.get(&key)? {
            None => Ok(RatingRecord::new(&user.name)),
            Some(bytes) => decode(&bytes, &key),
        }
    }

    /// Every rating of a game: (user id, rating), unreadable records skipped and logged.
    pub fn ratings_of_variant(
        &self,
        variant: &str,
    ) -> Result<Vec<(String, RatingRecord)>, StoreError> {
        let prefix = index_prefix('r', variant);
        let mut out = Vec::new();
        for item in self.tree.scan_prefix(&prefix) {
            let (k, v) = item?;
            let user = String::from_utf8_lossy(&k[prefix.len()..]).into_owned();
            match decode::<RatingRecord>(&v, &k) {
                Ok(r) => out.push((user, r)),
                Err(e) => tracing::warn!("{e}"),
            }
        }
        Ok(out)
    }

    /// Every rating of a player: (variant id, rating).
    pub fn ratings_of_user(&self, user: &str) -> Result<Vec<(String, RatingRecord)>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree.scan_prefix(b"r/") {
            let (k, v) = item?;
            let Some(nul) = k.iter().position(|&b| b == 0) else {
                continue;
            };
            if &k[nul + 1..] != user.as_bytes() {
                continue;
            }
            let variant = String::from_utf8_lossy(&k[2..nul]).into_owned();
            match decode::<RatingRecord>(&v, &k) {
                Ok(r) => out.push((variant, r)),
                Err(e) => tracing::warn!("{e}"),
            }
        }
        Ok(out)
    }

    /// Remembers a display name (not flushed: a name is not worth a disk sync).
    pub fn remember_name(&self, user: &str, name: &str) -> Result<(), StoreError> {
        let key = format!("u/{user}");
        if self.tree.get(&key)?.as_deref() != Some(name.as_bytes()) {
            self.tree.insert(key, name.as_bytes())?;
        }
        Ok(())
    }

    pub fn name_of(&self, user: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .tree
            .get(format!("u/{user}"))?
            .map(|v| String::from_utf8_lossy(&v).into_owned()))
    }

    /// Links a channel (a game's thread) to a game.
    pub fn link_channel(&self, alias: &str, game: u64) -> Result<(), StoreError> {
        self.tree
            .insert(format!("l/{alias}"), format!("{game:016x}").as_bytes())?;
        self.db.flush()?;
        Ok(())
    }

    /// The game a channel is linked to, if it is a game's thread.
    pub fn channel_link(&self, alias: &str) -> Result<Option<u64>, StoreError> {
        Ok(self
            .tree
            .get(format!("l/{alias}"))?
            .and_then(|v| u64::from_str_radix(std::str::from_utf8(&v).ok()?, 16).ok()))
    }

    /// Writes raw bytes under a game's key (tests use it to simulate a damaged record).
    #[doc(hidden)]
    pub fn put_raw_game(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.tree.insert(game_key(id), bytes)?;
        self.db.flush()?;
        Ok(())
    }
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    // Serialising these plain structs cannot fail.
    serde_json::to_vec(value).unwrap_or_default()
}

fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8], key: &[u8]) -> Result<T, StoreError> {
    let key_text = String::from_utf8_lossy(key).replace('\0', "/");
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
            key: key_text.clone(),
            reason: e.to_string(),
        })?;
    match value.get("v").and_then(|v| v.as_u64()) {
        Some(v) if v == VERSION as u64 => {}
        Some(v) => {
            return Err(StoreError::Corrupt {
                key: key_text,
                reason: format!("format version {v}, this program reads {VERSION}"),
            })
        }
        None => {
            return Err(StoreError::Corrupt {
                key: key_text,
                reason: "no format version".into(),
            })
        }
    }
    serde_json::from_value(value).map_err(|e| StoreError::Corrupt {
        key: key_text,
        reason: e.to_string(),
    })
}
