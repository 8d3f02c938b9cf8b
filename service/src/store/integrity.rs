//! Integrity of the embedded database: the high-water mark, the check at open and
//! `db check`, backups and restores.
//!
//! **The mark.** sled checksums its log and, reading it back, stops at the first entry
//! that fails: a damaged or truncated file opens as an *older* database, silently. So
//! every game write also stores a commit counter and a running hash of the changes
//! (`m/commit`, in the same atomic batch), and after each flush that made writes durable
//! the same pair is written to a small file beside sled's own, `DB/acedrex-mark`
//! (created as a temporary file, fsync, rename; then updated in place, two slots in
//! turn, each with its own checksum: see [`MarkWriter`]). At open, a database whose counter is behind its mark,
//! or whose hash differs at the same counter, lost committed changes; with any record
//! that cannot be read or an open game that does not replay, it is refused
//! ([`StoreError::Damaged`]) unless the damage is accepted: then sled's files are moved
//! into `DB/damaged-<time>/`, what is readable is copied into a fresh database and a new
//! mark is written. A database ahead of its mark is normal (killed between the flush and
//! the mark); no mark at all is a new database or one from an older acedrex.
//!
//! **Backups** are the database's items ([`Item`]) as JSON lines, taken under the store's
//! write lock (a consistent copy while the bot plays), in
//! `DIR/acedrex-backup-<time>.jsonl`, with `…jsonl.sum` beside it (item count and hash).

use super::{GameRecord, GameStore, Item, Phase, SledStore, StoreError};
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The mark's file name inside the database folder.
pub const MARK_FILE: &str = "acedrex-mark";

/// sled's own files in a database folder (what is moved aside or replaced; anything else,
/// such as the Matrix session folder, stays).
pub(crate) fn is_sled_file(name: &str) -> bool {
    matches!(name, "conf" | "db" | "blobs")
        || name.starts_with("snap.")
        || name.starts_with(MARK_FILE)
}

/// FNV-1a, 64 bits: the running hash of the changes (damage detection, not security).
pub(crate) fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    if h == 0 {
        h = 0xcbf2_9ce4_8422_2325;
    }
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Where the committed changes are: their number and the hash of the last.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Commit {
    pub counter: u64,
    pub hash: u64,
}

impl Commit {
    /// As stored in sled (`m/commit`): `COUNTER HASH`.
    pub(crate) fn encode(self) -> String {
        format!("{} {:016x}", self.counter, self.hash)
    }

    pub(crate) fn decode(text: &[u8]) -> Option<Commit> {
        let text = std::str::from_utf8(text).ok()?;
        let (c, h) = text.split_once(' ')?;
        Some(Commit {
            counter: c.parse().ok()?,
            hash: u64::from_str_radix(h, 16).ok()?,
        })
    }
}

fn mark_text(c: Commit) -> String {
    let body = format!(
        "acedrex-mark 1\ncommits {}\nlast {:016x}\n",
        c.counter, c.hash
    );
    let check = fnv(0, body.as_bytes());
    format!("{body}check {check:016x}\n")
}

/// The mark file holds two slots of this size, written in turn in place: a write torn
/// by a crash spoils one slot at most, and the other still holds the mark before it.
const SLOT: usize = 256;

/// One slot's text: `Commit` with its own checksum.
fn parse_slot(text: &str) -> Option<Commit> {
    let (body, check) = text.rsplit_once("check ")?;
    if u64::from_str_radix(check.trim(), 16).ok() != Some(fnv(0, body.as_bytes())) {
        return None;
    }
    let mut counter = None;
    let mut hash = None;
    for line in body.lines() {
        if let Some(c) = line.strip_prefix("commits ") {
            counter = c.parse().ok();
        } else if let Some(h) = line.strip_prefix("last ") {
            hash = u64::from_str_radix(h, 16).ok();
        }
    }
    Some(Commit {
        counter: counter?,
        hash: hash?,
    })
}

/// Reads a database's mark (the newest readable slot): `Ok(None)` if there is none.
pub fn read_mark(db: &Path) -> Result<Option<Commit>, String> {
    let path = db.join(MARK_FILE);
    let bytes = match std::fs::read(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("its mark {} cannot be read: {e}", path.display())),
    };
    bytes
        .chunks(SLOT)
        .filter_map(|slot| parse_slot(std::str::from_utf8(slot).ok()?.trim_end_matches('\n')))
        .max_by_key(|c| c.counter)
        .map(Some)
        .ok_or_else(|| format!("its mark {} is unreadable (damaged)", path.display()))
}

/// A slot's bytes: the text, padded with newlines.
fn slot_bytes(c: Commit) -> Vec<u8> {
    let mut b = mark_text(c).into_bytes();
    b.resize(SLOT, b'\n');
    b
}

/// Writes a database's mark; keeps the file open so later marks cost one small write in
/// place, not a new file.
///
/// The in-place write is not synced: the mark must never be *ahead* of the data, and it
/// is not — it is written only after sled's flush returned, and sled's flush waits until
/// its pages are written to the disk (`sync_file_range` on Linux), so the data reach the
/// disk before the mark is even changed in memory. A mark that a power cut leaves behind
/// is only a mark behind (normal); a torn slot leaves the other, older one.
#[derive(Default)]
pub(crate) struct MarkWriter {
    /// The counter last written.
    pub counter: u64,
    file: Option<std::fs::File>,
    /// The slot last written.
    slot: u64,
}

/// Writes a database's mark as a whole (tools, tests: e.g. a mark from a later state).
pub fn write_mark(db: &Path, c: Commit) -> std::io::Result<()> {
    MarkWriter::default().write(db, c, true)
}

impl MarkWriter {
    /// Writes `c`: the whole file atomically (temporary file, fsync, rename) the first
    /// time or when `fresh`, else in place into the older slot.
    pub fn write(&mut self, db: &Path, c: Commit, fresh: bool) -> std::io::Result<()> {
        use std::os::unix::fs::FileExt;
        match &self.file {
            Some(f) if !fresh => {
                let slot = self.slot ^ 1;
                f.write_all_at(&slot_bytes(c), slot * SLOT as u64)?;
                self.slot = slot;
            }
            _ => {
                let path = db.join(MARK_FILE);
                let mut both = slot_bytes(c);
                both.extend_from_slice(&slot_bytes(c));
                write_atomic(&path, &both)?;
                self.file = Some(std::fs::OpenOptions::new().write(true).open(&path)?);
                self.slot = 0;
            }
        }
        self.counter = c.counter;
        Ok(())
    }
}

/// Writes a file atomically: a temporary file, fsync, rename over the old one.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// How the database agrees with its mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarkStatus {
    /// No mark: a new database, or one from before marks.
    Absent,
    /// The database holds every change the mark records.
    Agrees,
    /// The database holds changes made after the mark was last written (a process
    /// stopped between the two): normal.
    DatabaseAhead { database: u64, mark: u64 },
    /// Committed changes are missing.
    Behind { database: u64, mark: u64 },
    /// Same number of changes, but not the same last change.
    Differs { commits: u64 },
    /// The mark itself cannot be read.
    Unreadable(String),
}

impl MarkStatus {
    pub(crate) fn compare(database: Commit, mark: Result<Option<Commit>, String>) -> MarkStatus {
        match mark {
            Err(e) => MarkStatus::Unreadable(e),
            Ok(None) => MarkStatus::Absent,
            Ok(Some(m)) if database.counter < m.counter => MarkStatus::Behind {
                database: database.counter,
                mark: m.counter,
            },
            Ok(Some(m)) if database.counter > m.counter => MarkStatus::DatabaseAhead {
                database: database.counter,
                mark: m.counter,
            },
            Ok(Some(m)) if database.hash != m.hash => MarkStatus::Differs { commits: m.counter },
            Ok(Some(_)) => MarkStatus::Agrees,
        }
    }

    /// Whether this means damage.
    pub fn is_damage(&self) -> bool {
        matches!(
            self,
            MarkStatus::Behind { .. } | MarkStatus::Differs { .. } | MarkStatus::Unreadable(_)
        )
    }
}

impl fmt::Display for MarkStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarkStatus::Absent => write!(f, "no mark (a new database, or one from an older acedrex)"),
            MarkStatus::Agrees => write!(f, "the mark agrees"),
            MarkStatus::DatabaseAhead { database, mark } => write!(
                f,
                "the mark agrees (the database has {database} changes, the mark was last written at {mark})"
            ),
            MarkStatus::Behind { database, mark } => write!(
                f,
                "{} of {mark} committed changes are missing (the database went back to change {database}: a damaged or truncated file, or an older copy put back)",
                mark - database
            ),
            MarkStatus::Differs { commits } => write!(
                f,
                "change {commits} is not the one recorded in the mark (the file was altered)"
            ),
            MarkStatus::Unreadable(e) => write!(f, "{e}"),
        }
    }
}

/// What a database holds and whether it is damaged: `acedrex db check`.
#[derive(Clone, Debug)]
pub struct CheckReport {
    pub path: PathBuf,
    /// Records read and understood.
    pub readable: usize,
    /// Games among them.
    pub games: usize,
    /// Records that cannot be read, or games that do not replay: (key, reason).
    pub damaged: Vec<(String, String)>,
    pub mark: MarkStatus,
    /// The storage engine's own error, when the files could not be read at all.
    pub engine: Option<String>,
}

impl CheckReport {
    pub fn is_damaged(&self) -> bool {
        !self.damaged.is_empty() || self.mark.is_damage() || self.engine.is_some()
    }

    /// What was found, in one sentence (the refusal's message).
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        if let Some(e) = &self.engine {
            parts.push(format!("the storage engine cannot read it ({e})"));
        }
        if self.mark.is_damage() {
            parts.push(self.mark.to_string());
        }
        match self.damaged.as_slice() {
            [] => {}
            [(k, r)] => parts.push(format!("record {k} is damaged ({r})")),
            [(k, r), rest @ ..] => parts.push(format!(
                "{} records are damaged (the first: {k}, {r})",
                rest.len() + 1
            )),
        }
        if parts.is_empty() {
            "no damage found".into()
        } else {
            parts.join("; ")
        }
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "database: {}", self.path.display())?;
        if let Some(e) = &self.engine {
            writeln!(f, "storage engine: cannot read the files: {e}")?;
        }
        writeln!(
            f,
            "records: {} readable ({} games, each replayed), {} damaged",
            self.readable,
            self.games,
            self.damaged.len()
        )?;
        for (k, r) in &self.damaged {
            writeln!(f, "  damaged: {k}: {r}")?;
        }
        writeln!(f, "mark: {}", self.mark)?;
        if self.is_damaged() {
            writeln!(
                f,
                "DAMAGED: {}. Restore a backup (`acedrex db restore FILE --force`), or start with --accept-damaged to continue with what is readable.",
                self.summary()
            )
        } else {
            writeln!(f, "ok")
        }
    }
}

/// Reads every record of the database, replays the games (every game when `all_games`,
/// else the open ones) and compares the database with its mark.
pub(crate) fn inspect(store: &SledStore, path: &Path, all_games: bool) -> CheckReport {
    let mut report = CheckReport {
        path: path.to_path_buf(),
        readable: 0,
        games: 0,
        damaged: Vec::new(),
        mark: MarkStatus::Absent,
        engine: None,
    };
    match store.commit_stored() {
        Ok(c) => report.mark = MarkStatus::compare(c, read_mark(path)),
        Err(e) => report.damaged.push(("m/commit".into(), e.to_string())),
    }
    match store.items() {
        Err(e) => report.engine = Some(e.to_string()),
        Ok(items) => {
            for item in items {
                match item {
                    Err(StoreError::Corrupt { key, reason }) => report.damaged.push((key, reason)),
                    Err(e) => report.damaged.push(("?".into(), e.to_string())),
                    Ok(Item::Game(g)) => {
                        let check = all_games || g.phase.is_open();
                        let replay = if check && g.phase != Phase::Closed {
                            g.replay().map(|_| ())
                        } else {
                            Ok(())
                        };
                        match replay {
                            Ok(()) => {
                                report.readable += 1;
                                report.games += 1;
                            }
                            Err(e) => report.damaged.push((
                                format!("g/{:016x}", g.id),
                                format!("game #{} does not replay: {e}", g.id),
                            )),
                        }
                    }
                    Ok(_) => report.readable += 1,
                }
            }
        }
    }
    report
}

/// Checks a database folder (`acedrex db check`): every record read, every game replayed,
/// the mark compared. Fails only when the database cannot be opened at all (held by a
/// running acedrex, or no database there); damage is in the report.
pub fn check(path: &Path) -> Result<CheckReport, StoreError> {
    if !path.join("db").exists() && !path.join("conf").exists() {
        return Err(StoreError::Open {
            path: path.display().to_string(),
            reason: "there is no database in this folder".into(),
        });
    }
    // A check changes nothing: sled's files go back as they were if it rewrote them.
    let preserved = preserve(path)?;
    let put_back = |preserved: Option<Preserved>| preserved.map_or(Ok(()), Preserved::put_back);
    match SledStore::open_raw(path) {
        Ok(store) => {
            let report = inspect(&store, path, true);
            drop(store);
            if report.is_damaged() {
                put_back(preserved)?;
            } else if let Some(p) = preserved {
                p.discard();
            }
            Ok(report)
        }
        Err(StoreError::Open { reason, .. }) if reason.contains("another acedrex") => {
            if let Some(p) = preserved {
                p.discard();
            }
            Err(StoreError::Open {
                path: path.display().to_string(),
                reason,
            })
        }
        Err(e) => put_back(preserved).map(|()| CheckReport {
            path: path.to_path_buf(),
            readable: 0,
            games: 0,
            damaged: Vec::new(),
            mark: MarkStatus::compare(Commit::default(), read_mark(path)),
            engine: Some(match e {
                StoreError::Open { reason, .. } => reason,
                e => e.to_string(),
            }),
        }),
    }
}

/// The current time as `2026-11-24T19-30-00.123Z` (sorts in time order; no colons, so
/// it is a valid file name everywhere).
pub fn time_stamp(t: SystemTime) -> String {
    let d = t.duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
    let secs = d.as_secs();
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}-{:02}-{:02}.{:03}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60,
        d.subsec_millis()
    )
}

/// Moves sled's files (and the mark) from a database folder into `DB/<label>-<time>/`;
/// returns that folder.
pub(crate) fn move_aside(db: &Path, label: &str) -> Result<PathBuf, StoreError> {
    let fail = |what: &str, e: std::io::Error| StoreError::Open {
        path: db.display().to_string(),
        reason: format!("cannot {what}: {e}"),
    };
    let aside = db.join(format!("{label}-{}", time_stamp(SystemTime::now())));
    std::fs::create_dir_all(&aside).map_err(|e| fail("create the folder for the old files", e))?;
    let entries = std::fs::read_dir(db).map_err(|e| fail("list the database folder", e))?;
    for entry in entries {
        let entry = entry.map_err(|e| fail("list the database folder", e))?;
        let name = entry.file_name();
        if is_sled_file(&name.to_string_lossy()) {
            std::fs::rename(entry.path(), aside.join(&name)).map_err(|e| {
                fail(
                    &format!("move {} into {}", name.to_string_lossy(), aside.display()),
                    e,
                )
            })?;
        }
    }
    Ok(aside)
}

/// Game records found in the raw files of a damaged database (`dir`, sled's files
/// moved aside), by id, newest revision first. sled keeps values as they were written,
/// and a game record names its own id and revision, so a game survives in the log even
/// where sled's recovery stopped before it (it stops at the first damaged entry, and
/// everything written after is lost to it). Ratings, names and settings do not name
/// their key in their value: they cannot be salvaged this way.
pub(crate) fn salvage_games(dir: &Path) -> std::collections::BTreeMap<u64, Vec<GameRecord>> {
    let mut files = vec![dir.join("db")];
    if let Ok(blobs) = std::fs::read_dir(dir.join("blobs")) {
        files.extend(blobs.filter_map(Result::ok).map(|e| e.path()));
    }
    let mut found: std::collections::BTreeMap<u64, Vec<GameRecord>> = Default::default();
    for file in files {
        let Ok(bytes) = std::fs::read(&file) else {
            continue;
        };
        for game in games_in(&bytes) {
            let versions = found.entry(game.id).or_default();
            if !versions.contains(&game) {
                versions.push(game);
            }
        }
    }
    for versions in found.values_mut() {
        versions.sort_by_key(|g| std::cmp::Reverse(g.rev));
    }
    found
}

/// Every game record (JSON, any schema) that reads whole somewhere in `bytes`.
fn games_in(bytes: &[u8]) -> Vec<GameRecord> {
    const START: &[u8] = b"{\"v\":";
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = bytes[at..].windows(START.len()).position(|w| w == START) {
        let from = at + i;
        at = from + 1;
        let mut values =
            serde_json::Deserializer::from_slice(&bytes[from..]).into_iter::<serde_json::Value>();
        let Some(Ok(value)) = values.next() else {
            continue;
        };
        // Only game records have moves; ratings and others are left alone.
        if value.get("moves").is_none() {
            continue;
        }
        let game = super::migrate::game(value)
            .and_then(|v| serde_json::from_value::<GameRecord>(v).map_err(|e| e.to_string()));
        if let Ok(game) = game {
            at = from + values.byte_offset();
            out.push(game);
        }
    }
    out
}

/// Whether a game's record is whole: it replays (a closed challenge has nothing to).
pub(crate) fn replays(g: &GameRecord) -> Result<(), String> {
    if g.phase == Phase::Closed {
        Ok(())
    } else {
        g.replay().map(|_| ())
    }
}

/// The folder inside a database folder where sled's files are copied before sled opens
/// them ([`Preserved`]).
const BEFORE_OPEN: &str = ".acedrex-before-open";

/// sled's own files (not the mark, which sled never writes).
fn is_engine_file(name: &str) -> bool {
    is_sled_file(name) && !name.starts_with(MARK_FILE)
}

/// A copy of sled's files as they were before sled opened them. sled's recovery rewrites
/// its log at open: it cuts everything after the first damaged entry and fills the rest
/// with zeros. So a damaged database would lose, just by being opened, the games a
/// salvage could still read, and a refusal would not leave it as it was. With this copy,
/// a refusal puts the files back byte for byte and `--accept-damaged` keeps (and salvages
/// from) the files as they were.
pub(crate) struct Preserved {
    db: PathBuf,
    copy: PathBuf,
}

/// Copies sled's files of an existing database (`None` for a new one).
pub(crate) fn preserve(db: &Path) -> Result<Option<Preserved>, StoreError> {
    if !db.join("db").exists() {
        return Ok(None);
    }
    let copy = db.join(BEFORE_OPEN);
    let fail = |what: String, e: std::io::Error| StoreError::Open {
        path: db.display().to_string(),
        reason: format!("cannot {what} (a copy of its files is kept while it is checked): {e}"),
    };
    let _ = std::fs::remove_dir_all(&copy);
    std::fs::create_dir_all(&copy).map_err(|e| fail(format!("create {}", copy.display()), e))?;
    let entries = std::fs::read_dir(db).map_err(|e| fail("list the database folder".into(), e))?;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        if !is_engine_file(&name.to_string_lossy()) {
            continue;
        }
        copy_all(&entry.path(), &copy.join(&name))
            .map_err(|e| fail(format!("copy {}", entry.path().display()), e))?;
    }
    Ok(Some(Preserved {
        db: db.to_path_buf(),
        copy,
    }))
}

fn copy_all(from: &Path, to: &Path) -> std::io::Result<()> {
    if from.is_dir() {
        std::fs::create_dir_all(to)?;
        for e in std::fs::read_dir(from)? {
            let e = e?;
            copy_all(&e.path(), &to.join(e.file_name()))?;
        }
        Ok(())
    } else {
        std::fs::copy(from, to).map(drop)
    }
}

fn remove_any(path: &Path) -> std::io::Result<()> {
    if path.is_dir() {
        std::fs::remove_dir_all(path)
    } else {
        std::fs::remove_file(path)
    }
}

impl Preserved {
    /// The database opened well: the copy is not needed.
    pub(crate) fn discard(self) {
        let _ = std::fs::remove_dir_all(&self.copy);
    }

    /// Puts the files back as they were (after the store is dropped): sled's rewritten
    /// files are replaced by the copies.
    pub(crate) fn put_back(self) -> Result<(), StoreError> {
        let db = self.db.clone();
        self.move_into(&db)
    }

    /// Moves the copies into `dir` in place of sled's files there (the folder the
    /// damaged files were moved aside into, or the database folder itself).
    pub(crate) fn move_into(self, dir: &Path) -> Result<(), StoreError> {
        let fail = |e: std::io::Error| {
            StoreError::Open {
            path: self.db.display().to_string(),
            reason: format!(
                "cannot put its files back from {} (do it by hand: they are the database as it was): {e}",
                self.copy.display()
            ),
        }
        };
        for entry in std::fs::read_dir(dir).map_err(fail)?.filter_map(Result::ok) {
            if is_engine_file(&entry.file_name().to_string_lossy()) {
                remove_any(&entry.path()).map_err(fail)?;
            }
        }
        for entry in std::fs::read_dir(&self.copy)
            .map_err(fail)?
            .filter_map(Result::ok)
        {
            std::fs::rename(entry.path(), dir.join(entry.file_name())).map_err(fail)?;
        }
        std::fs::remove_dir_all(&self.copy).map_err(fail)
    }
}

/// A backup written.
#[derive(Clone, Debug)]
pub struct BackupInfo {
    pub file: PathBuf,
    pub items: usize,
    /// Damaged records left out (each logged).
    pub skipped: usize,
}

/// Whether a backup or export has its `.sum` beside it.
pub fn has_sum(file: &Path) -> bool {
    sum_path(file).exists()
}

fn sum_path(file: &Path) -> PathBuf {
    let mut p = file.as_os_str().to_owned();
    p.push(".sum");
    PathBuf::from(p)
}

fn io_err(what: String) -> impl FnOnce(std::io::Error) -> StoreError {
    move |e| StoreError::Db(format!("{what}: {e}"))
}

/// Writes a consistent copy of the store into `dir/acedrex-backup-<time>.jsonl` (one
/// [`Item`] a line, as `db export` writes them) and its `.sum`, taken under the store's
/// write lock so no game changes halfway. Works while the bot runs.
pub fn backup(store: &dyn GameStore, dir: &Path) -> Result<BackupInfo, StoreError> {
    std::fs::create_dir_all(dir).map_err(io_err(format!(
        "cannot create the backup folder {}",
        dir.display()
    )))?;
    let (text, count, skipped) = encode(store)?;
    let mut file = dir.join(format!(
        "acedrex-backup-{}.jsonl",
        time_stamp(SystemTime::now())
    ));
    let mut n = 1;
    while file.exists() {
        n += 1;
        file = dir.join(format!(
            "acedrex-backup-{}-{n}.jsonl",
            time_stamp(SystemTime::now())
        ));
    }
    write_with_sum(&file, &text, count)?;
    Ok(BackupInfo {
        file,
        items: count,
        skipped,
    })
}

/// Every readable item of the store as JSON lines: (text, items, unreadable ones left out).
fn encode(store: &dyn GameStore) -> Result<(Vec<u8>, usize, usize), StoreError> {
    let items = store.consistent_items()?;
    let mut text = Vec::new();
    let mut count = 0;
    let mut skipped = 0;
    for item in items {
        match item {
            Ok(item) => {
                let line = serde_json::to_vec(&item)
                    .map_err(|e| StoreError::Db(format!("cannot encode an item: {e}")))?;
                text.extend_from_slice(&line);
                text.push(b'\n');
                count += 1;
            }
            Err(e) => {
                tracing::warn!("backup: left out: {e}");
                skipped += 1;
            }
        }
    }
    Ok((text, count, skipped))
}

/// Writes `text` and its `.sum` (item count and hash), each atomically.
fn write_with_sum(file: &Path, text: &[u8], count: usize) -> Result<(), StoreError> {
    let sum = format!("items {count}\nfnv64 {:016x}\n", fnv(0, text));
    write_atomic(&sum_path(file), sum.as_bytes())
        .map_err(io_err(format!("cannot write {}", sum_path(file).display())))?;
    write_atomic(file, text).map_err(io_err(format!("cannot write {}", file.display())))
}

/// `acedrex db export FILE`: every game, rating, name, link and setting of any store
/// (sled or PostgreSQL) as JSON lines, the backup format, with its `.sum`.
pub fn export(store: &dyn GameStore, file: &Path) -> Result<BackupInfo, StoreError> {
    let (text, items, skipped) = encode(store)?;
    write_with_sum(file, &text, items)?;
    Ok(BackupInfo {
        file: file.to_path_buf(),
        items,
        skipped,
    })
}

/// `acedrex db export -`: [`export`] written to `out` (standard output) instead of a file;
/// there is no `.sum` beside a stream. Returns (items, unreadable records left out).
pub fn export_to(
    store: &dyn GameStore,
    out: &mut dyn std::io::Write,
) -> Result<(usize, usize), StoreError> {
    let (text, items, skipped) = encode(store)?;
    out.write_all(&text)
        .and_then(|()| out.flush())
        .map_err(io_err("cannot write the export".to_string()))?;
    Ok((items, skipped))
}

/// `acedrex db import FILE`: an export (or a backup) into an empty store of any kind, made
/// durable before it returns. A store that already holds games is refused, so an import
/// never mixes two databases' game numbers.
pub fn import(store: &dyn GameStore, file: &Path) -> Result<usize, StoreError> {
    let items = read_backup(file)?;
    import_items(store, file, items)
}

/// `acedrex db import -`: [`import`] of the lines in `bytes` (standard input; no `.sum`).
pub fn import_bytes(store: &dyn GameStore, bytes: &[u8]) -> Result<usize, StoreError> {
    let name = Path::new("standard input");
    let items = parse_items(name, bytes)?;
    import_items(store, name, items)
}

fn import_items(store: &dyn GameStore, file: &Path, items: Vec<Item>) -> Result<usize, StoreError> {
    check_games(file, &items)?;
    let holds_games = store
        .items()?
        .into_iter()
        .any(|i| matches!(i, Ok(Item::Game(_)) | Err(_)));
    if holds_games {
        return Err(StoreError::Db(
            "the database to import into already holds games; import into an empty one".into(),
        ));
    }
    for item in &items {
        store.put_item(item)?;
    }
    store.flush()?;
    Ok(items.len())
}

/// Reads a backup (or an export): every line an item. Checks the `.sum` beside it when
/// there is one; any unreadable line is an error naming it.
pub fn read_backup(file: &Path) -> Result<Vec<Item>, StoreError> {
    read_backup_checked(file).map(|(items, _)| items)
}

/// [`read_backup`], and whether a `.sum` was there to check it against.
pub fn read_backup_checked(file: &Path) -> Result<(Vec<Item>, bool), StoreError> {
    let bytes = std::fs::read(file).map_err(io_err(format!("cannot read {}", file.display())))?;
    let checked = match std::fs::read_to_string(sum_path(file)) {
        Ok(sum) => {
            let want = sum
                .lines()
                .find_map(|l| l.strip_prefix("fnv64 "))
                .and_then(|h| u64::from_str_radix(h.trim(), 16).ok());
            if want != Some(fnv(0, &bytes)) {
                return Err(StoreError::Db(format!(
                    "the backup {} does not match its checksum ({}): it is damaged or was edited; use another backup",
                    file.display(),
                    sum_path(file).display()
                )));
            }
            true
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
        Err(e) => {
            return Err(StoreError::Db(format!(
                "cannot read {}: {e}",
                sum_path(file).display()
            )))
        }
    };
    Ok((parse_items(file, &bytes)?, checked))
}

/// The items of a backup's text, one a line; an unreadable line is an error naming it.
fn parse_items(file: &Path, bytes: &[u8]) -> Result<Vec<Item>, StoreError> {
    let mut items = Vec::new();
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let item = serde_json::from_slice(line).map_err(|e| {
            StoreError::Db(format!(
                "line {} of {} is not an item: {e}",
                i + 1,
                file.display()
            ))
        })?;
        items.push(item);
    }
    Ok(items)
}

/// Every game of a backup replayed: the first that does not, as an error that says
/// nothing was changed.
fn check_games(file: &Path, items: &[Item]) -> Result<usize, StoreError> {
    let mut games = 0;
    let ids: std::collections::BTreeSet<u64> = items
        .iter()
        .filter_map(|i| match i {
            Item::Game(g) => Some(g.id),
            _ => None,
        })
        .collect();
    // A tournament's games are in the backup with it: its results come from them.
    for item in items {
        if let Item::Tournament(t) = item {
            if let Some(missing) = t.game_ids().find(|g| !ids.contains(g)) {
                return Err(StoreError::Db(format!(
                    "tournament #{} in the backup {} names game #{missing}, which is not in it; nothing was changed: use another backup",
                    t.id,
                    file.display()
                )));
            }
        }
    }
    for item in items {
        if let Item::Game(g) = item {
            replays(g).map_err(|e| {
                StoreError::Db(format!(
                    "game #{} in the backup {} does not replay ({e}); nothing was changed: use another backup",
                    g.id,
                    file.display()
                ))
            })?;
            games += 1;
        }
    }
    Ok(games)
}

/// A restore done.
#[derive(Clone, Debug)]
pub struct RestoreInfo {
    pub items: usize,
    /// Games among the items, each replayed before anything was changed.
    pub games: usize,
    /// Whether the backup was checked against its `.sum` (else restored on request,
    /// unchecked).
    pub checked: bool,
    /// Where the replaced database's files were moved (with `force`).
    pub replaced: Option<PathBuf>,
}

/// Restores a backup into a database folder: a fresh database, or with `force` in place of
/// the one there (its files are moved into `DB/replaced-<time>/`, not deleted). Every game
/// of the backup is replayed first, and a backup without its `.sum` is refused unless
/// `unchecked`: a refusal changes nothing.
pub fn restore(
    file: &Path,
    db: &Path,
    force: bool,
    unchecked: bool,
) -> Result<RestoreInfo, StoreError> {
    let (items, checked) = read_backup_checked(file)?;
    if !checked && !unchecked {
        return Err(StoreError::Db(format!(
            "the backup {} has no checksum file beside it ({}), so whether it is whole cannot be checked; nothing was restored. Put its .sum beside it, or give --unchecked to restore it anyway",
            file.display(),
            sum_path(file).display()
        )));
    }
    let games = check_games(file, &items)?;
    let mut replaced = None;
    let has_files = std::fs::read_dir(db).is_ok_and(|mut d| {
        d.any(|e| e.is_ok_and(|e| is_sled_file(&e.file_name().to_string_lossy())))
    });
    if has_files {
        // Only counted: the files go back as they were (sled rewrites a damaged log).
        let preserved = preserve(db)?;
        let held = match SledStore::open_raw(db) {
            Ok(store) => {
                let n = store.tree_len();
                drop(store);
                n
            }
            Err(StoreError::Open { reason, .. }) if reason.contains("another acedrex") => {
                if let Some(p) = preserved {
                    p.discard();
                }
                return Err(StoreError::Open {
                    path: db.display().to_string(),
                    reason,
                });
            }
            // Unreadable: not empty, as far as anyone can tell.
            Err(_) => usize::MAX,
        };
        if let Some(p) = preserved {
            p.put_back()?;
        }
        if held > 0 && !force {
            return Err(StoreError::Open {
                path: db.display().to_string(),
                reason: "it is not empty; give --force to replace it (its files are kept in a replaced-<time> folder inside it)".into(),
            });
        }
        wait_unlocked(db);
        replaced = Some(move_aside(db, "replaced")?);
    }
    let store = open_retrying(db, SledStore::open_raw)?;
    store.upgrade()?;
    let n = items.len();
    store.import_fresh(&items)?;
    Ok(RestoreInfo {
        items: n,
        games,
        checked,
        replaced,
    })
}

/// sled's background threads may hold a folder's lock for a moment after its last
/// handle is dropped.
fn wait_unlocked(db: &Path) {
    let lock = db.join("conf");
    for _ in 0..250 {
        if !lock.exists() {
            return;
        }
        match std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&lock)
        {
            Ok(_) => return,
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// Opens, retrying for a few seconds while the lock of a just-closed handle is released.
pub(crate) fn open_retrying(
    db: &Path,
    open: impl Fn(&Path) -> Result<SledStore, StoreError>,
) -> Result<SledStore, StoreError> {
    let mut tries = 0;
    loop {
        match open(db) {
            Err(StoreError::Open { reason, .. })
                if tries < 250 && reason.contains("another acedrex") =>
            {
                tries += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

/// Backups of a serving process: every `every`, keeping the newest `keep`.
#[derive(Clone, Debug)]
pub struct BackupSchedule {
    pub dir: PathBuf,
    pub every: Duration,
    pub keep: usize,
}

/// Deletes the oldest backups in `dir` beyond the newest `keep`; returns the ones deleted.
pub fn prune_backups(dir: &Path, keep: usize) -> Result<Vec<PathBuf>, StoreError> {
    let entries = std::fs::read_dir(dir).map_err(io_err(format!(
        "cannot list the backup folder {}",
        dir.display()
    )))?;
    let mut backups: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("acedrex-backup-") && n.ends_with(".jsonl"))
        })
        .collect();
    backups.sort();
    let excess = backups.len().saturating_sub(keep);
    let old: Vec<PathBuf> = backups.into_iter().take(excess).collect();
    for p in &old {
        std::fs::remove_file(p).map_err(io_err(format!("cannot delete {}", p.display())))?;
        let _ = std::fs::remove_file(sum_path(p));
    }
    Ok(old)
}

impl BackupSchedule {
    /// One round: a backup, then the oldest beyond `keep` deleted.
    pub fn once(&self, store: &dyn GameStore) -> Result<BackupInfo, StoreError> {
        let info = backup(store, &self.dir)?;
        prune_backups(&self.dir, self.keep.max(1))?;
        Ok(info)
    }

    /// Runs until `stop` receives a message or its sender is dropped: a round every
    /// `every` (errors logged, never fatal). Meant for a thread of the serving process.
    pub fn run(&self, store: &dyn GameStore, stop: &std::sync::mpsc::Receiver<()>) {
        use std::sync::mpsc::RecvTimeoutError;
        loop {
            match stop.recv_timeout(self.every) {
                Err(RecvTimeoutError::Timeout) => match self.once(store) {
                    Ok(info) => tracing::info!(
                        "backup written: {} ({} items)",
                        info.file.display(),
                        info.items
                    ),
                    Err(e) => tracing::warn!("scheduled backup failed: {e}"),
                },
                _ => return,
            }
        }
    }

    /// Starts [`BackupSchedule::run`] on its own thread; dropping the handle stops it.
    pub fn spawn(self, store: std::sync::Arc<dyn GameStore>) -> Result<BackupThread, StoreError> {
        let (tx, rx) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("acedrex-backups".into())
            .spawn(move || self.run(&*store, &rx))
            .map_err(|e| StoreError::Db(format!("cannot start the backup thread: {e}")))?;
        Ok(BackupThread {
            stop: Some(tx),
            thread: Some(thread),
        })
    }
}

/// The scheduled backups' thread: stopped (and joined) when dropped.
pub struct BackupThread {
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for BackupThread {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_stamps_are_utc_dates_that_sort() {
        let t = SystemTime::UNIX_EPOCH + Duration::from_millis(1_795_549_871_042);
        assert_eq!(time_stamp(t), "2026-11-24T19-51-11.042Z");
        let leap = SystemTime::UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(time_stamp(leap), "2000-02-29T00-00-00.000Z");
        assert_eq!(
            time_stamp(SystemTime::UNIX_EPOCH),
            "1970-01-01T00-00-00.000Z"
        );
    }

    #[test]
    fn a_torn_slot_leaves_the_other() {
        let a = Commit {
            counter: 7,
            hash: 1,
        };
        let b = Commit {
            counter: 8,
            hash: 2,
        };
        let mut bytes = slot_bytes(a);
        bytes.extend_from_slice(&slot_bytes(b));
        let dir = std::env::temp_dir().join(format!("acedrex-mark-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(MARK_FILE), &bytes).unwrap();
        assert_eq!(read_mark(&dir), Ok(Some(b)));
        bytes[SLOT + 20] ^= 1;
        std::fs::write(dir.join(MARK_FILE), &bytes).unwrap();
        assert_eq!(read_mark(&dir), Ok(Some(a)));
        bytes[20] ^= 1;
        std::fs::write(dir.join(MARK_FILE), &bytes).unwrap();
        assert!(read_mark(&dir).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
