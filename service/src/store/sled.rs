//! The embedded store: sled, one tree, prefixed keys, JSON values.
//!
//! Keys: `g/<id>` game record; `c/<channel>\0<id>` and `p/<user>\0<id>` for open games
//! (challenges and games in progress); `r/<variant>\0<user>` rating; `u/<user>` name;
//! `l/<channel>` a channel linked to a game; `s/<user>\0<key>` a player's setting;
//! `t/<id>` a tournament (its number from the games' counter, kept above by the floor);
//! `m/schema` the schema version; `m/commit` the commit counter and running hash, written
//! in the batch of every game write and copied into the mark file `acedrex-mark` after
//! each flush ([`super::integrity`]). One tree, so
//! a game, its indexes and its ratings change in one atomic batch. sled allows one
//! process per database.

use super::integrity::{self, Commit};
use super::{
    migrate, GameRecord, GameStore, Item, RatingChange, RatingRecord, StoreError, TournamentRecord,
    TournamentStatus, SCHEMA,
};
use acedrex_rules::VariantId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};

/// The sled database.
#[derive(Clone)]
pub struct SledStore {
    db: sled::Db,
    tree: sled::Tree,
    /// The last game id handed out: new ids follow it one by one. At open it is the
    /// highest stored game id (or the floor, `m/id_floor`, below which ids of games lost
    /// to damage lie), so an id becomes durable with its game and a restart goes on
    /// densely (sled's own id generator reserves blocks of a million).
    last_id: Arc<Mutex<u64>>,
    /// The folder (for the mark); `None` for a temporary database.
    path: Option<PathBuf>,
    /// The last change written (counter and hash), as in `m/commit`.
    commit: Arc<Mutex<Commit>>,
    /// The counter the mark file was last written with.
    marked: Arc<Mutex<integrity::MarkWriter>>,
    /// Writes take it shared, a backup exclusively: a backup sees no write halfway.
    gate: Arc<RwLock<()>>,
    /// What the recovery of a damaged database kept and lost (`--accept-damaged`).
    recovery: Option<Arc<Recovery>>,
}

/// What continuing a damaged database kept and lost: logged as a warning, and kept for
/// [`SledStore::recovery`].
#[derive(Clone, Debug, Default)]
pub struct Recovery {
    pub path: PathBuf,
    /// The damage found.
    pub found: String,
    /// Where the damaged files were moved.
    pub aside: PathBuf,
    /// Games kept as the storage engine read them.
    pub games_read: usize,
    /// Games kept from the raw files: the engine did not read them, or read an older
    /// revision.
    pub games_salvaged: usize,
    /// Ratings, names, links and settings kept.
    pub others: usize,
    /// What could not be kept, each said in a few words.
    pub lost: Vec<String>,
    /// Committed changes past what the engine could read (`None`: it read nothing).
    pub missing: Option<u64>,
}

impl Recovery {
    /// Items kept in all.
    pub fn kept(&self) -> usize {
        self.games_read + self.games_salvaged + self.others
    }
}

impl std::fmt::Display for Recovery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        let restore = format!("`acedrex db restore FILE --db {path} --force`");
        write!(f, "the database at {path} was damaged ({}); ", self.found)?;
        if self.kept() == 0 {
            return write!(
                f,
                "nothing in it could be read, so the database goes on empty. Restore a backup ({restore}) to get its games back; the damaged files are in {}",
                self.aside.display()
            );
        }
        write!(
            f,
            "continued from what could be read: {} items kept ({} games as stored, {} games salvaged from the damaged files, {} ratings, names, links and settings), {} lost",
            self.kept(),
            self.games_read,
            self.games_salvaged,
            self.others,
            self.lost.len()
        )?;
        if !self.lost.is_empty() {
            let shown: Vec<&str> = self.lost.iter().take(3).map(String::as_str).collect();
            let more = if self.lost.len() > 3 { ", …" } else { "" };
            write!(f, " ({}{more})", shown.join("; "))?;
        }
        match self.missing {
            Some(0) => {}
            Some(n) => write!(
                f,
                ". The storage engine could not read the last {n} committed changes: games among them were salvaged where whole, but ratings, names and settings changed by them are lost unless a backup has them ({restore})"
            )?,
            None => write!(
                f,
                ". The storage engine could read nothing: ratings, names and settings are lost unless a backup has them ({restore})"
            )?,
        }
        write!(f, ". The damaged files are in {}", self.aside.display())
    }
}

/// How a damaged database is opened: refused, or continued from what is readable.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum OnDamage {
    /// Refuse it with [`StoreError::Damaged`] (the default).
    #[default]
    Refuse,
    /// Move the damaged files into `DB/damaged-<time>/`, copy what is readable into a
    /// fresh database, write a new mark, log a warning.
    Accept,
}

const SCHEMA_KEY: &[u8] = b"m/schema";
/// Process-wide choices for [`SledStore::open`], set once by the program's command line
/// (`--accept-damaged`, scheduled backups) so every command that opens the database
/// follows them without threading them through each front end.
pub struct OpenDefaults {
    pub on_damage: OnDamage,
    /// Called with each database opened (e.g. to start its scheduled backups).
    pub after_open: Option<AfterOpen>,
}

/// What [`OpenDefaults::after_open`] runs.
pub type AfterOpen = Box<dyn Fn(&SledStore) + Send + Sync>;

static OPEN_DEFAULTS: std::sync::OnceLock<OpenDefaults> = std::sync::OnceLock::new();

/// Sets the process-wide [`OpenDefaults`]; only the first call counts (returns whether
/// this one did).
pub fn set_open_defaults(defaults: OpenDefaults) -> bool {
    OPEN_DEFAULTS.set(defaults).is_ok()
}

const ID_FLOOR_KEY: &[u8] = b"m/id_floor";
const COMMIT_KEY: &[u8] = b"m/commit";

fn game_key(id: u64) -> Vec<u8> {
    format!("g/{id:016x}").into_bytes()
}

fn tournament_key(id: u64) -> Vec<u8> {
    format!("t/{id:016x}").into_bytes()
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

/// A key for messages and logs: its NUL separators as `/`, nothing unsafe to print.
fn key_text(key: &[u8]) -> String {
    crate::clean::for_terminal(&String::from_utf8_lossy(key).replace('\0', "/"))
}

impl SledStore {
    /// Opens (or creates) the database in a folder, upgrading an older schema in place.
    /// A damaged database (behind its mark, unreadable records, open games that do not
    /// replay) is refused with [`StoreError::Damaged`], unless the program chose
    /// otherwise ([`set_open_defaults`]).
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let defaults = OPEN_DEFAULTS.get();
        let store = SledStore::open_with(path, defaults.map_or(OnDamage::Refuse, |d| d.on_damage))?;
        if let Some(hook) = defaults.and_then(|d| d.after_open.as_ref()) {
            hook(&store);
        }
        Ok(store)
    }

    /// The folder the database is in (`None` for a temporary one).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// [`SledStore::open`], choosing what a damaged database does.
    pub fn open_with(path: &Path, on_damage: OnDamage) -> Result<SledStore, StoreError> {
        let damaged = |found: String| StoreError::Damaged {
            path: path.display().to_string(),
            found,
        };
        // sled rewrites a damaged log at open: its files as they were are kept until the
        // database is known to be whole.
        let preserved = integrity::preserve(path)?;
        let store = match SledStore::open_raw(path) {
            Ok(store) => store,
            Err(e @ StoreError::Open { .. }) if e.to_string().contains("another acedrex") => {
                if let Some(p) = preserved {
                    p.discard();
                }
                return Err(e);
            }
            Err(e) if !path.join("db").exists() => return Err(e),
            Err(e) => {
                let reason = match e {
                    StoreError::Open { reason, .. } => reason,
                    e => e.to_string(),
                };
                let found = format!("the storage engine cannot read it ({reason})");
                return match on_damage {
                    OnDamage::Refuse => {
                        put_back(preserved)?;
                        Err(damaged(found))
                    }
                    OnDamage::Accept => SledStore::recover(path, None, &found, preserved),
                };
            }
        };
        let report = integrity::inspect(&store, path, false);
        if report.is_damaged() {
            let found = report.summary();
            return match on_damage {
                OnDamage::Refuse => {
                    drop(store);
                    put_back(preserved)?;
                    Err(damaged(found))
                }
                OnDamage::Accept => SledStore::recover(path, Some(store), &found, preserved),
            };
        }
        if let Some(p) = preserved {
            p.discard();
        }
        store.upgrade()?;
        if report.mark != integrity::MarkStatus::Agrees {
            // New, from an older acedrex, or ahead of its mark: the mark catches up.
            store.write_mark()?;
        }
        Ok(store)
    }

    /// Opens the folder with sled, no checks and no upgrade (`db check`, restores).
    pub(crate) fn open_raw(path: &Path) -> Result<SledStore, StoreError> {
        let open = || {
            sled::Config::new()
                .path(path)
                .open()
                .map_err(|e| StoreError::Open {
                    path: path.display().to_string(),
                    // sled reports a held lock as an I/O error with this wording.
                    reason: if e.to_string().contains("acquire lock") {
                        "another acedrex is using it (one program at a time may open a database)"
                            .to_string()
                    } else {
                        engine_error(&e)
                    },
                })
        };
        // sled may panic on files it cannot make sense of: that is damage, not a crash.
        let db = std::panic::catch_unwind(open).map_err(|p| StoreError::Open {
            path: path.display().to_string(),
            reason: format!(
                "the storage engine failed reading its files ({})",
                p.downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| p.downcast_ref::<&str>().copied())
                    .unwrap_or("no details")
            ),
        })??;
        SledStore::from_db(db, Some(path.to_path_buf()))
    }

    /// A database that lives in memory and a temporary folder (tests, benchmarks).
    pub fn temporary() -> Result<SledStore, StoreError> {
        let store = SledStore::from_db(sled::Config::new().temporary(true).open()?, None)?;
        store.upgrade()?;
        Ok(store)
    }

    fn from_db(db: sled::Db, path: Option<PathBuf>) -> Result<SledStore, StoreError> {
        let tree = db.open_tree("acedrex")?;
        let floor: u64 = tree
            .get(ID_FLOOR_KEY)?
            .and_then(|v| std::str::from_utf8(&v).ok()?.parse().ok())
            .unwrap_or(0);
        // Game keys are `g/` and the id in fixed-width hex: the last key is the highest id.
        let highest = match tree.scan_prefix(b"g/").next_back() {
            Some(entry) => {
                let (k, _) = entry?;
                std::str::from_utf8(&k[2..])
                    .ok()
                    .and_then(|h| u64::from_str_radix(h, 16).ok())
                    .unwrap_or(0)
            }
            None => 0,
        };
        let commit = match tree.get(COMMIT_KEY)? {
            Some(v) => Commit::decode(&v).unwrap_or_default(),
            None => Commit::default(),
        };
        Ok(SledStore {
            db,
            tree,
            last_id: Arc::new(Mutex::new(floor.max(highest))),
            path,
            commit: Arc::new(Mutex::new(commit)),
            marked: Arc::new(Mutex::new(integrity::MarkWriter::default())),
            gate: Arc::new(RwLock::new(())),
            recovery: None,
        })
    }

    /// The commit counter and hash stored in the database (`m/commit`).
    pub(crate) fn commit_stored(&self) -> Result<Commit, StoreError> {
        match self.tree.get(COMMIT_KEY)? {
            None => Ok(Commit::default()),
            Some(v) => Commit::decode(&v).ok_or_else(|| StoreError::Corrupt {
                key: "m/commit".into(),
                reason: "not a commit counter".into(),
            }),
        }
    }

    /// The number of keys (0: an empty database).
    pub(crate) fn tree_len(&self) -> usize {
        self.tree.len()
    }

    /// Writes the mark with the last change written (call after a flush, with nothing
    /// written meanwhile).
    fn write_mark(&self) -> Result<(), StoreError> {
        let commit = *self.commit.lock().unwrap_or_else(|p| p.into_inner());
        self.write_mark_at(commit, true)
    }

    /// Writes the mark with a change known durable; unless `always`, only if the mark
    /// is behind it (concurrent flushes never move the mark back).
    fn write_mark_at(&self, commit: Commit, always: bool) -> Result<(), StoreError> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        let mut marked = self.marked.lock().unwrap_or_else(|p| p.into_inner());
        if !always && marked.counter >= commit.counter {
            return Ok(());
        }
        marked.write(path, commit, always).map_err(|e| {
            StoreError::Db(format!(
                "cannot write the mark {}: {e}",
                path.join(integrity::MARK_FILE).display()
            ))
        })
    }

    /// Copies items into this (fresh) database and makes them durable, with a new mark.
    pub(crate) fn import_fresh(&self, items: &[Item]) -> Result<(), StoreError> {
        for item in items {
            self.put_item(item)?;
        }
        self.flush()?;
        self.write_mark()
    }

    /// Continues a damaged database from what is readable: sled's files moved into
    /// `DB/damaged-<time>/`, the readable items copied into a fresh database.
    fn recover(
        path: &Path,
        old: Option<SledStore>,
        found: &str,
        preserved: Option<integrity::Preserved>,
    ) -> Result<SledStore, StoreError> {
        let mut others = Vec::new();
        let mut games: BTreeMap<u64, GameRecord> = BTreeMap::new();
        let mut lost = Vec::new();
        let mut floor = 0;
        let mark = integrity::read_mark(path)
            .ok()
            .flatten()
            .map_or(0, |c| c.counter);
        let mut counter = mark;
        // Changes the storage engine could not read (`None`: it read nothing at all).
        let mut missing = None;
        if let Some(old) = old {
            for item in old.items()? {
                match item {
                    Ok(Item::Game(g)) => {
                        games.insert(g.id, *g);
                    }
                    Ok(item) => others.push(item),
                    Err(e) => lost.push(e.to_string()),
                }
            }
            // Ids handed out before (even of games now lost) are never handed out again.
            floor = old.last_id();
            let read = old.commit_stored().map_or(0, |c| c.counter);
            missing = Some(mark.saturating_sub(read));
            counter = counter.max(read);
            drop(old);
        }
        let aside = {
            let mut tries = 0;
            loop {
                // The old handle's threads may still hold the lock for a moment.
                std::thread::sleep(std::time::Duration::from_millis(if tries == 0 {
                    0
                } else {
                    20
                }));
                match integrity::move_aside(path, "damaged") {
                    Ok(a) => break a,
                    Err(e) if tries > 100 => return Err(e),
                    Err(_) => tries += 1,
                }
            }
        };
        // The damaged files as they were before sled rewrote them.
        if let Some(p) = preserved {
            p.move_into(&aside)?;
        }
        // Games the engine did not read (or read older) may still be whole in its files.
        let mut report = Recovery {
            path: path.to_path_buf(),
            found: found.to_string(),
            aside: aside.clone(),
            missing,
            ..Recovery::default()
        };
        let mut salvaged = integrity::salvage_games(&aside);
        let ids: std::collections::BTreeSet<u64> =
            games.keys().chain(salvaged.keys()).copied().collect();
        let mut kept = Vec::new();
        for id in ids {
            let read = games.remove(&id).filter(|g| integrity::replays(g).is_ok());
            let newer = salvaged
                .remove(&id)
                .unwrap_or_default()
                .into_iter()
                .filter(|g| read.as_ref().is_none_or(|r| g.rev > r.rev))
                .find(|g| integrity::replays(g).is_ok());
            floor = floor.max(id);
            match (read, newer) {
                (_, Some(g)) => {
                    report.games_salvaged += 1;
                    kept.push(Item::Game(Box::new(g)));
                }
                (Some(g), None) => {
                    report.games_read += 1;
                    kept.push(Item::Game(Box::new(g)));
                }
                (None, None) => lost.push(format!("game #{id} does not replay")),
            }
        }
        report.others = others.len();
        report.lost = lost;
        kept.extend(others);
        let store = integrity::open_retrying(path, SledStore::open_raw)?;
        store.upgrade()?;
        if floor > 0 {
            store.raise_id_floor(floor)?;
        }
        {
            let mut c = store.commit.lock().unwrap_or_else(|p| p.into_inner());
            c.counter = counter + 1;
            c.hash = integrity::fnv(
                0,
                format!("recovered {counter} {}", aside.display()).as_bytes(),
            );
            store.tree.insert(COMMIT_KEY, c.encode().as_bytes())?;
        }
        store.import_fresh(&kept)?;
        tracing::warn!("{report}");
        Ok(SledStore {
            recovery: Some(Arc::new(report)),
            ..store
        })
    }

    /// What `--accept-damaged` did when this database was opened, if it was damaged.
    pub fn recovery(&self) -> Option<&Recovery> {
        self.recovery.as_deref()
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
    pub(crate) fn upgrade(&self) -> Result<(), StoreError> {
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
        // Schema 1 → 2 renamed every id (the indexes, ratings and names are keyed by
        // them); 2 → 3 and 3 → 4 changed game records only (page keys; the version)
        // and ratings' version.
        let renamed = found == 1;
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
            } else if !renamed && key.starts_with(b"r/") {
                match serde_json::from_slice(&v)
                    .map_err(|e| e.to_string())
                    .and_then(migrate::rating)
                {
                    Ok(value) => {
                        batch.insert(key, serde_json::to_vec(&value).unwrap_or_default());
                    }
                    Err(e) => tracing::warn!("rating {} not upgraded: {e}", key_text(key)),
                }
            } else if !renamed {
                continue;
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

    /// The last game id handed out or stored.
    pub(crate) fn last_id(&self) -> u64 {
        *self.last_id.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Makes new ids begin above `id`, durably (imports, games lost to damage).
    fn raise_id_floor(&self, id: u64) -> Result<(), StoreError> {
        let mut last = self.last_id.lock().unwrap_or_else(|p| p.into_inner());
        let floor: u64 = self
            .tree
            .get(ID_FLOOR_KEY)?
            .and_then(|v| std::str::from_utf8(&v).ok()?.parse().ok())
            .unwrap_or(0);
        if id > floor {
            self.tree.insert(ID_FLOOR_KEY, id.to_string().as_bytes())?;
        }
        *last = (*last).max(id);
        Ok(())
    }

    /// Writes raw bytes under a game's key (tests use it to simulate a damaged record).
    #[doc(hidden)]
    pub fn put_raw_game(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.tree.insert(game_key(id), bytes)?;
        self.db.flush()?;
        Ok(())
    }
}

/// Puts a database's files back as they were before sled opened them (a refusal changes
/// nothing).
fn put_back(preserved: Option<integrity::Preserved>) -> Result<(), StoreError> {
    preserved.map_or(Ok(()), integrity::Preserved::put_back)
}

/// sled's error without its debugging noise (`at file offset None backtrace ()`).
fn engine_error(e: &sled::Error) -> String {
    let text = e.to_string();
    let text = text.split(" backtrace").next().unwrap_or(&text);
    text.trim_end_matches(" at file offset None").to_string()
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
        // Durable with the game it is given to: an id handed out whose game is never
        // written is handed out again after a restart, so the numbers players type stay
        // dense.
        let mut last = self.last_id.lock().unwrap_or_else(|p| p.into_inner());
        *last += 1;
        Ok(*last)
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
        let _shared = self.gate.read().unwrap_or_else(|p| p.into_inner());
        let mut batch = sled::Batch::default();
        let key = game_key(game.id);
        let bytes = encode(game);
        // The counter and hash go in the same batch, in the order the batches apply.
        let mut commit = self.commit.lock().unwrap_or_else(|p| p.into_inner());
        let mut next = Commit {
            counter: commit.counter + 1,
            hash: integrity::fnv(commit.hash, &key),
        };
        next.hash = integrity::fnv(next.hash, &bytes);
        batch.insert(COMMIT_KEY, next.encode().as_bytes());
        batch.insert(key, bytes);
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
        *commit = next;
        Ok(())
    }

    fn flush(&self) -> Result<(), StoreError> {
        let written = *self.commit.lock().unwrap_or_else(|p| p.into_inner());
        self.db.flush()?;
        // Everything written before the flush is durable: the mark may say so. A mark
        // that cannot be written stays behind, which is safe: the write stands.
        if let Err(e) = self.write_mark_at(written, false) {
            tracing::warn!("{e}");
        }
        Ok(())
    }

    fn consistent_items(&self) -> Result<Vec<Result<Item, StoreError>>, StoreError> {
        let _exclusive = self.gate.write().unwrap_or_else(|p| p.into_inner());
        self.items()
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
            .map(|v| crate::clean::clean_name(&String::from_utf8_lossy(&v))))
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

    fn links_of(&self, game: u64) -> Result<Vec<String>, StoreError> {
        // Links are few (a thread per game) and read only when a notice is sent.
        let want = format!("{game:016x}");
        let mut out = Vec::new();
        for kv in self.tree.scan_prefix("l/") {
            let (k, v) = kv?;
            if v.as_ref() == want.as_bytes() {
                out.push(String::from_utf8_lossy(&k[2..]).into_owned());
            }
        }
        Ok(out)
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
            } else if key.starts_with(b"t/") {
                out.push(decode_tournament(&v, key).map(|t| Item::Tournament(Box::new(t))));
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
                let mut last = self.last_id.lock().unwrap_or_else(|p| p.into_inner());
                *last = (*last).max(g.id);
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
            Item::Tournament(t) => {
                self.tree.insert(tournament_key(t.id), encode(t.as_ref()))?;
                let mut last = self.last_id.lock().unwrap_or_else(|p| p.into_inner());
                *last = (*last).max(t.id);
            }
        }
        Ok(())
    }

    fn tournament(&self, id: u64) -> Result<Option<TournamentRecord>, StoreError> {
        let key = tournament_key(id);
        match self.tree.get(&key)? {
            None => Ok(None),
            Some(bytes) => decode_tournament(&bytes, &key).map(Some),
        }
    }

    fn save_tournament(&self, t: &TournamentRecord) -> Result<(), StoreError> {
        // The id floor goes with it: a tournament's number is never handed to a game
        // after a restart.
        let _shared = self.gate.read().unwrap_or_else(|p| p.into_inner());
        let mut batch = sled::Batch::default();
        batch.insert(tournament_key(t.id), encode(t));
        let floor: u64 = self
            .tree
            .get(ID_FLOOR_KEY)?
            .and_then(|v| std::str::from_utf8(&v).ok()?.parse().ok())
            .unwrap_or(0);
        // Game numbers reserved for its pairings before their games are written, too.
        let highest = t.game_ids().chain([t.id]).max().unwrap_or(t.id);
        if highest > floor {
            batch.insert(ID_FLOOR_KEY, highest.to_string().as_bytes());
        }
        self.tree.apply_batch(batch)?;
        self.db.flush()?;
        Ok(())
    }

    fn channel_tournaments(&self, channel: &str) -> Result<Vec<u64>, StoreError> {
        // Tournaments are few: read them all rather than keep another index.
        let mut out = Vec::new();
        for item in self.tree.scan_prefix(b"t/") {
            let (k, v) = item?;
            match decode_tournament(&v, &k) {
                Ok(t) if t.channel == channel => out.push(t.id),
                Ok(_) => {}
                Err(e) => tracing::warn!("{e}"),
            }
        }
        Ok(out)
    }

    fn live_tournaments(&self) -> Result<Vec<u64>, StoreError> {
        let mut out = Vec::new();
        for item in self.tree.scan_prefix(b"t/") {
            let (k, v) = item?;
            match decode_tournament(&v, &k) {
                Ok(t) if t.status != TournamentStatus::Finished => out.push(t.id),
                Ok(_) => {}
                Err(e) => tracing::warn!("{e}"),
            }
        }
        Ok(out)
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

fn decode_tournament(bytes: &[u8], key: &[u8]) -> Result<TournamentRecord, StoreError> {
    decode_with(bytes, key, Ok)
}

fn decode_rating(bytes: &[u8], key: &[u8]) -> Result<RatingRecord, StoreError> {
    decode_with(bytes, key, migrate::rating)
}
