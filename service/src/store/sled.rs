//! The embedded store: sled, one tree, prefixed keys, JSON values.
//!
//! Keys: `g/<id>` game record; `c/<channel>\0<id>` and `p/<user>\0<id>` for open games
//! (challenges and games in progress); `r/<variant>\0<user>` rating; `u/<user>` name;
//! `l/<channel>` a channel linked to a game; `s/<user>\0<key>` a player's setting;
//! `m/schema` the schema version. One tree, so
//! a game, its indexes and its ratings change in one atomic batch. sled allows one
//! process per database.

use super::{migrate, GameRecord, GameStore, Item, RatingChange, RatingRecord, StoreError, SCHEMA};
use acedrex_rules::VariantId;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The sled database.
#[derive(Clone)]
pub struct SledStore {
    db: sled::Db,
    tree: sled::Tree,
    /// Added to sled's id counter: raised by imports so new ids never meet imported ones.
    id_floor: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

const SCHEMA_KEY: &[u8] = b"m/schema";
const ID_FLOOR_KEY: &[u8] = b"m/id_floor";

fn game_key(id: u64) -> Vec<u8> {
    format!("g/{id:016x}").into_bytes()
}

fn index_key(kind: char, owner: &str, id: u64) -> Vec<u8> {
    let mut k = index_prefix(kind, owner);
    k.extend_from_slice(format!("{id:016x}").as_bytes());
    k
}

fn index_prefix(kind: char, owner: &str) -> Vec<u8> {
    let mut k = format!("{kind}/{owner}").into_bytes();
    k.push(0);
    k
}

fn rating_key(variant: VariantId, user: &str) -> Vec<u8> {
    let mut k = index_prefix('r', variant.id());
    k.extend_from_slice(user.as_bytes());
    k
}

fn key_text(key: &[u8]) -> String {
    String::from_utf8_lossy(key).replace('\0', "/")
}

impl SledStore {
    /// Opens (or creates) the database in a folder, upgrading an older schema in place.
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
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
        SledStore::from_db(db)
    }

    /// A database that lives in memory and a temporary folder (tests, benchmarks).
    pub fn temporary() -> Result<SledStore, StoreError> {
        SledStore::from_db(sled::Config::new().temporary(true).open()?)
    }

    fn from_db(db: sled::Db) -> Result<SledStore, StoreError> {
        let tree = db.open_tree("acedrex")?;
        let floor = tree
            .get(ID_FLOOR_KEY)?
            .and_then(|v| std::str::from_utf8(&v).ok()?.parse().ok())
            .unwrap_or(0);
        let store = SledStore {
            db,
            tree,
            id_floor: std::sync::Arc::new(floor.into()),
        };
        store.upgrade()?;
        Ok(store)
    }

    /// The schema the database is written in: stored, or 1 for a database from before
    /// schemas were stored, or the current one for an empty database.
    pub fn schema(&self) -> Result<u32, StoreError> {
        match self.tree.get(SCHEMA_KEY)? {
            Some(v) => std::str::from_utf8(&v)
                .ok()
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| StoreError::Corrupt {
                    key: "m/schema".into(),
                    reason: "not a number".into(),
                }),
            None if self.tree.is_empty() => Ok(SCHEMA),
            None => Ok(1),
        }
    }

    /// Brings an older database up to [`SCHEMA`] in one atomic batch.
    fn upgrade(&self) -> Result<(), StoreError> {
        let found = self.schema()?;
        if found > SCHEMA {
            return Err(StoreError::TooNew { found });
        }
        if found == SCHEMA {
            if self.tree.get(SCHEMA_KEY)?.is_none() {
                self.tree
                    .insert(SCHEMA_KEY, SCHEMA.to_string().as_bytes())?;
                self.db.flush()?;
            }
            return Ok(());
        }
        // Only schema 1 exists before this one.
        let mut batch = sled::Batch::default();
        let mut games = 0;
        for item in self.tree.iter() {
            let (k, v) = item?;
            let key = &k[..];
            if key.starts_with(b"g/") {
                let upgraded = serde_json::from_slice(&v)
                    .map_err(|e| e.to_string())
                    .and_then(migrate::game)
                    .and_then(|value| {
                        serde_json::from_value::<GameRecord>(value).map_err(|e| e.to_string())
                    });
                match upgraded {
                    Ok(rec) => {
                        batch.insert(key, encode(&rec));
                        if rec.phase.is_open() {
                            for k in index_keys(&rec) {
                                batch.insert(k, &[] as &[u8]);
                            }
                        }
                        games += 1;
                    }
                    // Left as it is: reported and skipped whenever it is read.
                    Err(e) => tracing::warn!("game record {} not upgraded: {e}", key_text(key)),
                }
            } else if key.starts_with(b"c/") || key.starts_with(b"p/") {
                // Rebuilt from the upgraded records (the ids in them changed).
                batch.remove(key);
            } else if key.starts_with(b"r/") {
                let Some(nul) = key.iter().position(|&b| b == 0) else {
                    continue;
                };
                let user = String::from_utf8_lossy(&key[nul + 1..]);
                let mut new_key = key[..=nul].to_vec();
                new_key.extend_from_slice(migrate::user_id_v2(&user).as_bytes());
                match serde_json::from_slice(&v)
                    .map_err(|e| e.to_string())
                    .and_then(migrate::rating)
                {
                    Ok(value) => {
                        batch.remove(key);
                        batch.insert(new_key, serde_json::to_vec(&value).unwrap_or_default());
                    }
                    Err(e) => tracing::warn!("rating {} not upgraded: {e}", key_text(key)),
                }
            } else if let Some(user) = key.strip_prefix(b"u/") {
                let user = String::from_utf8_lossy(user);
                batch.remove(key);
                batch.insert(
                    format!("u/{}", migrate::user_id_v2(&user)).as_bytes(),
                    &v[..],
                );
            }
        }
        batch.insert(SCHEMA_KEY, SCHEMA.to_string().as_bytes());
        self.tree.apply_batch(batch)?;
        self.db.flush()?;
        tracing::info!("database upgraded from schema {found} to {SCHEMA} ({games} games)");
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

    /// Writes raw bytes under a game's key (tests use it to simulate a damaged record).
    #[doc(hidden)]
    pub fn put_raw_game(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.tree.insert(game_key(id), bytes)?;
        self.db.flush()?;
        Ok(())
    }
}

/// The index entries of an open game: its channel and its people.
fn index_keys(rec: &GameRecord) -> Vec<Vec<u8>> {
    let mut keys = vec![index_key('c', &rec.channel, rec.id)];
    for u in rec.people() {
        keys.push(index_key('p', &u.id, rec.id));
    }
    keys
}

impl GameStore for SledStore {
    fn kind(&self) -> &'static str {
        "sled"
    }

    fn next_id(&self) -> Result<u64, StoreError> {
        let floor = self.id_floor.load(std::sync::atomic::Ordering::SeqCst);
        Ok(self.db.generate_id()? + 1 + floor)
    }

    fn game(&self, id: u64) -> Result<Option<GameRecord>, StoreError> {
        let key = game_key(id);
        let Some(bytes) = self.tree.get(&key)? else {
            return Ok(None);
        };
        decode_game(&bytes, &key).map(Some)
    }

    fn write(&self, game: &GameRecord, ratings: &[RatingChange]) -> Result<(), StoreError> {
        // One process per database and one lock per game in it: the revision needs no
        // compare-and-set here.
        let mut batch = sled::Batch::default();
        batch.insert(game_key(game.id), encode(game));
        for k in index_keys(game) {
            if game.phase.is_open() {
                batch.insert(k, &[] as &[u8]);
            } else {
                batch.remove(k);
            }
        }
        for (variant, user, r) in ratings {
            batch.insert(rating_key(*variant, user), encode(r));
        }
        self.tree.apply_batch(batch)?;
        Ok(())
    }

    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    fn channel_games(&self, channel: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(index_prefix('c', channel))
    }

    fn player_games(&self, user: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(index_prefix('p', user))
    }

    fn rating(&self, variant: VariantId, user: &str) -> Result<Option<RatingRecord>, StoreError> {
        let key = rating_key(variant, user);
        match self.tree.get(&key)? {
            None => Ok(None),
            Some(bytes) => decode_rating(&bytes, &key).map(Some),
        }
    }

    fn ratings_of_variant(
        &self,
        variant: VariantId,
    ) -> Result<Vec<(String, RatingRecord)>, StoreError> {
        let prefix = index_prefix('r', variant.id());
        let mut out = Vec::new();
        for item in self.tree.scan_prefix(&prefix) {
            let (k, v) = item?;
            let user = String::from_utf8_lossy(&k[prefix.len()..]).into_owned();
            match decode_rating(&v, &k) {
                Ok(r) => out.push((user, r)),
                Err(e) => tracing::warn!("{e}"),
            }
        }
        out.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
        Ok(out)
    }

    fn ratings_of_user(&self, user: &str) -> Result<Vec<(VariantId, RatingRecord)>, StoreError> {
        let mut out = Vec::new();
        for id in VariantId::ALL {
            if let Some(r) = self.rating(id, user)? {
                out.push((id, r));
            }
        }
        Ok(out)
    }

    fn remember_name(&self, user: &str, name: &str) -> Result<(), StoreError> {
        let key = format!("u/{user}");
        if self.tree.get(&key)?.as_deref() != Some(name.as_bytes()) {
            self.tree.insert(key, name.as_bytes())?;
        }
        Ok(())
    }

    fn name_of(&self, user: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .tree
            .get(format!("u/{user}"))?
            .map(|v| String::from_utf8_lossy(&v).into_owned()))
    }

    fn link_channel(&self, alias: &str, game: u64) -> Result<(), StoreError> {
        self.tree
            .insert(format!("l/{alias}"), format!("{game:016x}").as_bytes())?;
        self.db.flush()?;
        Ok(())
    }

    fn channel_link(&self, alias: &str) -> Result<Option<u64>, StoreError> {
        Ok(self
            .tree
            .get(format!("l/{alias}"))?
            .and_then(|v| u64::from_str_radix(std::str::from_utf8(&v).ok()?, 16).ok()))
    }

    fn open_games(&self) -> Result<Vec<u64>, StoreError> {
        let mut ids = std::collections::BTreeSet::new();
        for item in self.tree.scan_prefix(b"c/") {
            let (k, _) = item?;
            let Some(nul) = k.iter().position(|&b| b == 0) else {
                continue;
            };
            if let Some(id) = std::str::from_utf8(&k[nul + 1..])
                .ok()
                .and_then(|h| u64::from_str_radix(h, 16).ok())
            {
                ids.insert(id);
            }
        }
        Ok(ids.into_iter().collect())
    }

    fn setting(&self, user: &str, key: &str) -> Result<Option<String>, StoreError> {
        let mut k = index_prefix('s', user);
        k.extend_from_slice(key.as_bytes());
        Ok(self
            .tree
            .get(k)?
            .map(|v| String::from_utf8_lossy(&v).into_owned()))
    }

    fn set_setting(&self, user: &str, key: &str, value: Option<&str>) -> Result<(), StoreError> {
        let mut k = index_prefix('s', user);
        k.extend_from_slice(key.as_bytes());
        match value {
            Some(v) => self.tree.insert(k, v.as_bytes())?,
            None => self.tree.remove(k)?,
        };
        self.db.flush()?;
        Ok(())
    }

    fn items(&self) -> Result<Vec<Result<Item, StoreError>>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree.iter() {
            let (k, v) = item?;
            let key = &k[..];
            if key.starts_with(b"g/") {
                out.push(decode_game(&v, key).map(|g| Item::Game(Box::new(g))));
            } else if key.starts_with(b"r/") {
                let Some(nul) = key.iter().position(|&b| b == 0) else {
                    continue;
                };
                let variant = String::from_utf8_lossy(&key[2..nul]);
                let user = String::from_utf8_lossy(&key[nul + 1..]).into_owned();
                out.push(match variant.parse::<VariantId>() {
                    Ok(variant) => decode_rating(&v, key).map(|rating| Item::Rating {
                        variant,
                        user,
                        rating,
                    }),
                    Err(e) => Err(StoreError::Corrupt {
                        key: key_text(key),
                        reason: e.to_string(),
                    }),
                });
            } else if let Some(user) = key.strip_prefix(b"u/") {
                out.push(Ok(Item::Name {
                    user: String::from_utf8_lossy(user).into_owned(),
                    name: String::from_utf8_lossy(&v).into_owned(),
                }));
            } else if let Some(rest) = key.strip_prefix(b"s/") {
                let Some(nul) = rest.iter().position(|&b| b == 0) else {
                    continue;
                };
                out.push(Ok(Item::Setting {
                    user: String::from_utf8_lossy(&rest[..nul]).into_owned(),
                    key: String::from_utf8_lossy(&rest[nul + 1..]).into_owned(),
                    value: String::from_utf8_lossy(&v).into_owned(),
                }));
            } else if let Some(channel) = key.strip_prefix(b"l/") {
                let game = std::str::from_utf8(&v)
                    .ok()
                    .and_then(|s| u64::from_str_radix(s, 16).ok());
                out.push(match game {
                    Some(game) => Ok(Item::Link {
                        channel: String::from_utf8_lossy(channel).into_owned(),
                        game,
                    }),
                    None => Err(StoreError::Corrupt {
                        key: key_text(key),
                        reason: "not a game id".into(),
                    }),
                });
            }
        }
        Ok(out)
    }

    fn put_item(&self, item: &Item) -> Result<(), StoreError> {
        match item {
            Item::Game(g) => {
                self.write(g, &[])?;
                // Ids handed out later must not collide with imported games.
                let floor = self.id_floor.load(std::sync::atomic::Ordering::SeqCst);
                if g.id > floor {
                    self.id_floor
                        .store(g.id, std::sync::atomic::Ordering::SeqCst);
                    self.tree
                        .insert(ID_FLOOR_KEY, g.id.to_string().as_bytes())?;
                }
            }
            Item::Rating {
                variant,
                user,
                rating,
            } => {
                self.tree
                    .insert(rating_key(*variant, user), encode(rating))?;
            }
            Item::Name { user, name } => self.remember_name(user, name)?,
            Item::Setting { user, key, value } => {
                let mut k = index_prefix('s', user);
                k.extend_from_slice(key.as_bytes());
                self.tree.insert(k, value.as_bytes())?;
            }
            Item::Link { channel, game } => {
                self.tree
                    .insert(format!("l/{channel}"), format!("{game:016x}").as_bytes())?;
            }
        }
        Ok(())
    }
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    // Serialising these plain structs cannot fail.
    serde_json::to_vec(value).unwrap_or_default()
}

fn decode_with<T: for<'de> Deserialize<'de>>(
    bytes: &[u8],
    key: &[u8],
    upgrade: fn(serde_json::Value) -> Result<serde_json::Value, String>,
) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        key: key_text(key),
        reason,
    };
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    // Records are upgraded at open; one written meanwhile by an older program is too.
    let value = upgrade(value).map_err(corrupt)?;
    serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))
}

fn decode_game(bytes: &[u8], key: &[u8]) -> Result<GameRecord, StoreError> {
    decode_with(bytes, key, migrate::game)
}

fn decode_rating(bytes: &[u8], key: &[u8]) -> Result<RatingRecord, StoreError> {
    decode_with(bytes, key, migrate::rating)
}
