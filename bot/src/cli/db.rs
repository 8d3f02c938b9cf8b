//! The database: `acedrex db check | backup | restore | export | import`, and the options of
//! the commands that serve games (`--accept-damaged`, `--backup-every`, `--keep`).

use super::*;
use acedrex_service::store::{self, BackupSchedule, OnDamage, OpenDefaults};
use std::path::Path;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct DbArgs {
    #[command(subcommand)]
    pub command: DbCommand,
}

#[derive(Subcommand, Debug)]
pub enum DbCommand {
    /// Read every record, replay every game, compare the database with its mark; exit
    /// status 1 when anything is damaged.
    Check {
        /// Database folder (default: $ACEDREX_DB, else the user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Write a consistent copy into DIR/acedrex-backup-<time>.jsonl (with a .sum). A sled
    /// folder must not be in use (a running bot takes its own backups: --backup-every); a
    /// PostgreSQL database is copied from one snapshot while the bots play on.
    Backup {
        /// The folder the backup is written into.
        dir: PathBuf,
        /// Database: a folder (sled) or a postgres:// URL (default: $ACEDREX_DB, else the
        /// user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Restore a backup into a fresh database.
    Restore {
        /// The backup file (acedrex-backup-<time>.jsonl).
        file: PathBuf,
        /// Database folder (default: $ACEDREX_DB, else the user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Replace a database that is not empty (its files are kept in a replaced-<time>
        /// folder inside it).
        #[arg(long)]
        force: bool,
        /// Restore a backup that has no .sum beside it (its integrity cannot be checked;
        /// every game is still replayed).
        #[arg(long)]
        unchecked: bool,
    },
    /// Write every game, rating, name and setting as JSON lines (the backup format) into
    /// FILE, from a sled folder or a PostgreSQL database: to move between them, or to keep.
    Export {
        /// The file to write (a FILE.sum is written beside it); `-` for standard output.
        file: PathBuf,
        /// Database: a folder (sled) or a postgres:// URL (default: $ACEDREX_DB, else the
        /// user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Read an export (or a backup) into an empty database, sled or PostgreSQL.
    Import {
        /// The file `db export` (or `db backup`) wrote; `-` for standard input.
        file: PathBuf,
        /// Database: a folder (sled) or a postgres:// URL (default: $ACEDREX_DB, else the
        /// user's data folder).
        #[arg(long)]
        db: Option<PathBuf>,
    },
}

/// What every command that serves games adds to its own options.
#[derive(Args, Debug, Clone, Default)]
pub struct IntegrityArgs {
    /// Open a damaged database anyway: its files are moved into a damaged-<time> folder
    /// inside it and what is readable is copied into a fresh database.
    #[arg(long)]
    pub accept_damaged: bool,
    /// Take a backup this often while serving (`30m`, `6h`, `1d`; default: never).
    #[arg(long, value_parser = parse_every)]
    pub backup_every: Option<Duration>,
    /// How many scheduled backups to keep (the oldest are deleted).
    #[arg(long, default_value_t = 8, requires = "backup_every")]
    pub keep: usize,
    /// Where scheduled backups go (default: `backups` beside the database folder).
    #[arg(long, requires = "backup_every")]
    pub backup_dir: Option<PathBuf>,
}

/// A serving command's own options with [`IntegrityArgs`].
#[derive(Args, Debug)]
pub struct Serving<T: Args> {
    #[command(flatten)]
    pub args: T,
    #[command(flatten)]
    pub integrity: IntegrityArgs,
}

impl<T: Args> Serving<T> {
    pub fn new(args: T) -> Serving<T> {
        Serving {
            args,
            integrity: IntegrityArgs::default(),
        }
    }

    /// Runs the command with the integrity options in force for the database it opens.
    pub fn run(self, command: impl FnOnce(T) -> Result<(), String>) -> Result<(), String> {
        self.integrity.install();
        command(self.args)
    }
}

impl IntegrityArgs {
    /// Makes the options apply to every database this process opens.
    fn install(&self) {
        if !self.accept_damaged && self.backup_every.is_none() {
            return;
        }
        let schedule = self
            .backup_every
            .map(|every| (every, self.keep, self.backup_dir.clone()));
        let after_open: Option<store::AfterOpen> = schedule.map(|(every, keep, dir)| {
            Box::new(move |s: &store::SledStore| {
                let dir = dir
                    .clone()
                    .or_else(|| s.path().and_then(Path::parent).map(|p| p.join("backups")));
                let Some(dir) = dir else { return };
                let schedule = BackupSchedule { dir, every, keep };
                tracing::info!(
                    "backups every {:?} into {}, keeping {}",
                    schedule.every,
                    schedule.dir.display(),
                    schedule.keep
                );
                match schedule.spawn(std::sync::Arc::new(s.clone())) {
                    // Runs as long as the process serves.
                    Ok(thread) => std::mem::forget(thread),
                    Err(e) => tracing::warn!("{e}"),
                }
            }) as store::AfterOpen
        });
        store::set_open_defaults(OpenDefaults {
            on_damage: if self.accept_damaged {
                OnDamage::Accept
            } else {
                OnDamage::Refuse
            },
            after_open,
        });
    }
}

/// `30s`, `45m`, `6h`, `2d` (a bare number is hours).
pub fn parse_every(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (num, unit) = match t.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => t.split_at(i),
        None => (t, "h"),
    };
    let n: u64 = num
        .parse()
        .map_err(|_| format!("`{text}` is not a duration (e.g. 30m, 6h, 1d)"))?;
    let secs = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(format!("`{text}`: the unit is s, m, h or d (e.g. 6h)")),
    };
    if n == 0 {
        return Err("the interval between backups must be more than zero".into());
    }
    Ok(Duration::from_secs(n.saturating_mul(secs)))
}

/// The database folder: `--db`, else $ACEDREX_DB, else the user's data folder.
fn folder(db: Option<PathBuf>) -> Result<PathBuf, String> {
    let path = db
        .or_else(|| std::env::var_os("ACEDREX_DB").map(PathBuf::from))
        .unwrap_or_else(|| {
            dirs::data_dir()
                .unwrap_or_else(|| PathBuf::from("."))
                .join("acedrex")
                .join("db")
        });
    if matches!(
        super::setup::Database::from_path(path.clone()),
        super::setup::Database::Postgres(_)
    ) {
        return Err("`acedrex db check` and `db restore` work on a database folder (sled); a PostgreSQL database is backed up with `db backup` or `db export`, restored with `db import` into an empty database (or with pg_dump and pg_restore), and checked by PostgreSQL itself".into());
    }
    Ok(path)
}

pub fn run(args: DbArgs, out: &mut String) -> Result<(), String> {
    match args.command {
        DbCommand::Check { db } => {
            let db = folder(db)?;
            let report = store::check(&db).map_err(|e| e.to_string())?;
            out.push_str(&report.to_string());
            if report.is_damaged() {
                Err(format!("the database at {} is damaged", db.display()))
            } else {
                Ok(())
            }
        }
        DbCommand::Backup { dir, db } => {
            let info = match super::setup::Database::choose(db) {
                // One repeatable-read snapshot: consistent while the bots keep playing.
                pg @ super::setup::Database::Postgres(_) => {
                    let s = pg.open()?;
                    store::backup(&*s, &dir)
                }
                super::setup::Database::Sled(db) => {
                    if !db.join("db").exists() {
                        return Err(format!("there is no database at {}", db.display()));
                    }
                    let s = store::SledStore::open(&db).map_err(|e| e.to_string())?;
                    store::backup(&s, &dir)
                }
            }
            .map_err(|e| e.to_string())?;
            outln!(
                out,
                "backup written: {} ({} items{})",
                info.file.display(),
                info.items,
                if info.skipped > 0 {
                    format!(", {} damaged records left out", info.skipped)
                } else {
                    String::new()
                }
            );
            Ok(())
        }
        DbCommand::Export { file, db } if file.as_os_str() == "-" => {
            // The items go to standard output; what was done is said on standard error.
            let db = super::setup::Database::choose(db);
            let store = db.open()?;
            let (items, skipped) = store::export_to(&*store, &mut std::io::stdout().lock())
                .map_err(|e| e.to_string())?;
            eprintln!(
                "exported {items} items from {} to standard output (no .sum){}",
                db.describe(),
                if skipped > 0 {
                    format!(" ({skipped} damaged records left out)")
                } else {
                    String::new()
                }
            );
            Ok(())
        }
        DbCommand::Import { file, db } if file.as_os_str() == "-" => {
            let db = super::setup::Database::choose(db);
            let store = db.open()?;
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            let n = store::import_bytes(&*store, &bytes).map_err(|e| e.to_string())?;
            outln!(
                out,
                "imported {n} items from standard input into {}",
                db.describe()
            );
            outln!(
                out,
                "warning: standard input has no .sum: its integrity was not checked (every game was replayed)"
            );
            Ok(())
        }
        DbCommand::Export { file, db } => {
            let db = super::setup::Database::choose(db);
            let store = db.open()?;
            let info = store::export(&*store, &file).map_err(|e| e.to_string())?;
            outln!(
                out,
                "exported {} items from {} into {}{}",
                info.items,
                db.describe(),
                file.display(),
                if info.skipped > 0 {
                    format!(" ({} damaged records left out)", info.skipped)
                } else {
                    String::new()
                }
            );
            Ok(())
        }
        DbCommand::Import { file, db } => {
            let db = super::setup::Database::choose(db);
            let store = db.open()?;
            let n = store::import(&*store, &file).map_err(|e| e.to_string())?;
            outln!(
                out,
                "imported {n} items from {} into {}",
                file.display(),
                db.describe()
            );
            if !store::has_sum(&file) {
                outln!(
                    out,
                    "warning: the file had no .sum beside it: its integrity was not checked (every game was replayed)"
                );
            }
            Ok(())
        }
        DbCommand::Restore {
            file,
            db,
            force,
            unchecked,
        } => {
            let db = folder(db)?;
            let info = store::restore(&file, &db, force, unchecked).map_err(|e| e.to_string())?;
            outln!(
                out,
                "restored {} items ({} {}, each replayed) from {} into {}",
                info.items,
                info.games,
                if info.games == 1 { "game" } else { "games" },
                file.display(),
                db.display()
            );
            if !info.checked {
                outln!(
                    out,
                    "warning: the backup had no .sum beside it: its integrity was not checked"
                );
            }
            if let Some(old) = info.replaced {
                outln!(
                    out,
                    "the replaced database's files are in {}",
                    old.display()
                );
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_every;
    use std::time::Duration;

    #[test]
    fn intervals_read_with_their_unit() {
        assert_eq!(parse_every("6h"), Ok(Duration::from_secs(6 * 3600)));
        assert_eq!(parse_every("30m"), Ok(Duration::from_secs(1800)));
        assert_eq!(parse_every("1d"), Ok(Duration::from_secs(86_400)));
        assert_eq!(parse_every("2"), Ok(Duration::from_secs(7200)));
        assert!(parse_every("0h").is_err());
        assert!(parse_every("6x").unwrap_err().contains("unit"));
        assert!(parse_every("h").is_err());
    }
}
