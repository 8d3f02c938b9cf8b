//! # acedrex-postgres
//!
//! PostgreSQL storage for the acedrex service, behind the same [`GameStore`] trait as the
//! embedded sled store: `--db postgres://user@host/db`. Many processes may share one
//! database (Discord shards on several machines, or Discord and Matrix bots apart):
//!
//! - every game write is one transaction that **compares and sets** the game's revision,
//!   so of two processes that change one game at once exactly one wins; the other gets
//!   [`StoreError::Conflict`], and the service forgets its copy and answers from the new
//!   state;
//! - the service checks a cached game's revision ([`GameStore::revision`], one indexed
//!   read) before using it, since [`GameStore::shared`] is true here;
//! - a commit is durable when it returns (PostgreSQL's default `synchronous_commit`), so
//!   [`GameStore::flush`] has nothing left to do.
//!
//! Games, the open-game indexes, ratings, names, links and settings are tables with real
//! indexes (`postgres/migrations/`), created and upgraded by versioned migrations when a
//! store connects. Records are the service's JSON, upgraded on read as with sled.
//!
//! Connections without TLS: run the database on the same host or a private network (or
//! through a TLS tunnel). A password missing from the URL is taken from `$PGPASSWORD`.

#[cfg(feature = "testing")]
pub mod testing;

use acedrex_rules::VariantId;
use acedrex_service::store::{
    migrate, without_password, GameRecord, GameStore, Item, Phase, RatingChange, RatingRecord,
    StoreError, TournamentRecord, TournamentStatus,
};
use postgres::types::ToSql;
use postgres::{Client, NoTls, Row, Statement};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Mutex;

/// The schema migrations, in order: (version, SQL). Each runs once, in a transaction, under
/// an advisory lock, so processes starting together do not race.
const MIGRATIONS: &[(i32, &str)] = &[
    (1, include_str!("../migrations/0001_init.sql")),
    (2, include_str!("../migrations/0002_page_keys.sql")),
    (3, include_str!("../migrations/0003_dense_ids.sql")),
    (4, include_str!("../migrations/0004_aborted_games.sql")),
    (5, include_str!("../migrations/0005_tournaments.sql")),
];

/// The next game number: one above the highest stored (or handed out), so numbers stay
/// dense (tournaments take their numbers from it too); the row lock orders processes asking at once. Numbers handed out whose games
/// were never written (a failed or rolled-back write) are handed out again once the last
/// one is [`REUSE_AFTER`] old — not sooner, since the process it went to may be about to
/// write it. The old sequence follows, for an older acedrex sharing the database.
const NEXT_ID: &str = "WITH next AS (
         UPDATE game_counter SET
             last = CASE
                 WHEN reserved_at < now() - make_interval(secs => $1)
                 THEN GREATEST((SELECT COALESCE(MAX(id), 0) FROM games),
                               (SELECT COALESCE(MAX(id), 0) FROM tournaments)) + 1
                 ELSE GREATEST(last, (SELECT COALESCE(MAX(id), 0) FROM games),
                               (SELECT COALESCE(MAX(id), 0) FROM tournaments)) + 1
             END,
             reserved_at = now()
         RETURNING last)
     SELECT last, setval('game_ids', last) FROM next";

/// How old an unused game number must be before it is handed out again (seconds).
const REUSE_AFTER: f64 = 600.0;

/// The advisory lock key of migrations (any fixed number; "acedrex" in ASCII, truncated).
const MIGRATION_LOCK: i64 = 0x6163_6564_7265;

/// Connections kept open between calls.
const IDLE_CONNECTIONS: usize = 8;

/// A PostgreSQL database.
pub struct PgStore {
    config: postgres::Config,
    /// What logs may show: the URL without its password.
    describe: String,
    idle: Mutex<Vec<Conn>>,
    /// The names this process has stored, so a command from a known player does not
    /// write (and flush) the same name again: every command reports its player's name.
    /// Another process may have stored a newer name since; the next change from this
    /// process's side writes again, and names are only shown, never trusted.
    names: Mutex<HashMap<String, String>>,
}

/// Names remembered in memory before the cache starts over.
const NAMES_CACHED: usize = 100_000;

/// A pooled connection and the statements prepared on it: a command's queries then cost
/// one round trip each, not a prepare and an execute.
struct Conn {
    client: Client,
    statements: HashMap<&'static str, Statement>,
}

impl Conn {
    fn prepared(&mut self, sql: &'static str) -> Result<Statement, postgres::Error> {
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql)?;
        self.statements.insert(sql, s.clone());
        Ok(s)
    }

    fn query(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, postgres::Error> {
        let s = self.prepared(sql)?;
        self.client.query(&s, params)
    }

    fn query_one(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Row, postgres::Error> {
        let s = self.prepared(sql)?;
        self.client.query_one(&s, params)
    }

    fn query_opt(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, postgres::Error> {
        let s = self.prepared(sql)?;
        self.client.query_opt(&s, params)
    }

    fn execute(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<u64, postgres::Error> {
        let s = self.prepared(sql)?;
        self.client.execute(&s, params)
    }

    /// The statements that write a game (prepared before its transaction begins).
    fn game_statements(&mut self, cas: bool) -> Result<GameStatements, postgres::Error> {
        Ok(GameStatements {
            upsert: self.prepared(if cas { UPSERT_GAME_CAS } else { UPSERT_GAME })?,
            clear_players: self.prepared(CLEAR_OPEN_PLAYERS)?,
            add_players: self.prepared(ADD_OPEN_PLAYERS)?,
            rating: self.prepared(if cas { PUT_RATING_CAS } else { PUT_RATING })?,
        })
    }
}

struct GameStatements {
    upsert: Statement,
    clear_players: Statement,
    add_players: Statement,
    rating: Statement,
}

/// A new game is inserted; a stored one is updated only over the revision before (a
/// record from before revisions existed has 0). No row written: a conflict.
const UPSERT_GAME_CAS: &str =
    "INSERT INTO games (id, rev, variant, channel, phase, open, last_activity, record)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, variant = EXCLUDED.variant,
         channel = EXCLUDED.channel, phase = EXCLUDED.phase, open = EXCLUDED.open,
         last_activity = EXCLUDED.last_activity, record = EXCLUDED.record
     WHERE games.rev = EXCLUDED.rev - 1";

/// An import: the record as it is.
const UPSERT_GAME: &str =
    "INSERT INTO games (id, rev, variant, channel, phase, open, last_activity, record)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, variant = EXCLUDED.variant,
         channel = EXCLUDED.channel, phase = EXCLUDED.phase, open = EXCLUDED.open,
         last_activity = EXCLUDED.last_activity, record = EXCLUDED.record";

const CLEAR_OPEN_PLAYERS: &str = "DELETE FROM open_game_players WHERE game = $1";

const ADD_OPEN_PLAYERS: &str = "INSERT INTO open_game_players (user_id, game)
     SELECT DISTINCT unnest($1::text[]), $2::bigint ON CONFLICT DO NOTHING";

/// An import: the rating as it is.
const PUT_RATING: &str = "INSERT INTO ratings (variant, user_id, rating, record)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (variant, user_id) DO UPDATE SET rating = EXCLUDED.rating,
         record = EXCLUDED.record";

/// A rating after a game: compare-and-set on the number of games it counts, which every
/// rated result raises by one. Two processes rating one player at once both computed
/// from the same count: the second writes no row, and its whole change is a conflict.
const PUT_RATING_CAS: &str = "INSERT INTO ratings (variant, user_id, rating, record)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (variant, user_id) DO UPDATE SET rating = EXCLUDED.rating,
         record = EXCLUDED.record
     WHERE (ratings.record->>'wins')::bigint + (ratings.record->>'draws')::bigint
         + (ratings.record->>'losses')::bigint
         = (EXCLUDED.record->>'wins')::bigint + (EXCLUDED.record->>'draws')::bigint
         + (EXCLUDED.record->>'losses')::bigint - 1";

fn db_error(e: postgres::Error) -> StoreError {
    // The server's own message (`duplicate key…`), not only "db error".
    let text = match e.as_db_error() {
        Some(d) => format!("{}: {}", d.code().code(), d.message()),
        None => e.to_string(),
    };
    StoreError::Db(format!("postgres: {text}"))
}

impl PgStore {
    /// Connects and brings the schema up to date.
    pub fn connect(url: &str) -> Result<PgStore, StoreError> {
        let describe = without_password(url);
        let mut config: postgres::Config = url.parse().map_err(|e| StoreError::Open {
            path: describe.clone(),
            reason: format!("not a PostgreSQL URL: {e}"),
        })?;
        // As libpq does: the password may come from the environment, so that it is not
        // written into a URL on a command line or in a settings file.
        if config.get_password().is_none() {
            if let Some(password) = std::env::var_os("PGPASSWORD") {
                config.password(password.as_encoded_bytes());
            }
        }
        let store = PgStore {
            config,
            describe,
            idle: Mutex::new(Vec::new()),
            names: Mutex::new(HashMap::new()),
        };
        let mut client = store.connection().map_err(|e| StoreError::Open {
            path: store.describe.clone(),
            reason: e.to_string(),
        })?;
        let applied = migrate_schema(&mut client.client).map_err(|e| StoreError::Open {
            path: store.describe.clone(),
            reason: format!("cannot bring the schema up to date: {e}"),
        })?;
        if !applied.is_empty() {
            tracing::info!(
                "postgres at {}: schema migrations {applied:?} applied",
                store.describe
            );
        }
        store.give_back(client);
        Ok(store)
    }

    /// The schema version the database is at.
    pub fn schema_version(&self) -> Result<i32, StoreError> {
        self.with(|c| {
            c.query_one(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                &[],
            )
            .map(|r| r.get(0))
        })
    }

    /// Writes a record's JSON as it is (tests: a damaged record).
    pub fn put_raw_game(&self, id: u64, record: &Value) -> Result<(), StoreError> {
        let id = id as i64;
        self.with(|c| {
            c.execute(
                "INSERT INTO games (id, rev, variant, channel, phase, open, last_activity, record)
                 VALUES ($1, 1, '?', '?', '?', false, 0, $2)
                 ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record",
                &[&id, record],
            )
            .map(|_| ())
        })
    }

    fn connection(&self) -> Result<Conn, StoreError> {
        if let Some(c) = crate::lock(&self.idle).pop() {
            if !c.client.is_closed() {
                return Ok(c);
            }
        }
        let client = self.config.connect(NoTls).map_err(db_error)?;
        Ok(Conn {
            client,
            statements: HashMap::new(),
        })
    }

    fn give_back(&self, conn: Conn) {
        let mut idle = crate::lock(&self.idle);
        if !conn.client.is_closed() && idle.len() < IDLE_CONNECTIONS {
            idle.push(conn);
        }
    }

    /// Runs `f` on a pooled connection; a connection that broke is dropped, so the next
    /// call connects afresh (a restarted server costs one failed command, not the bot).
    fn with<T>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<T, postgres::Error>,
    ) -> Result<T, StoreError> {
        let mut client = self.connection()?;
        let result = f(&mut client);
        self.give_back(client);
        result.map_err(db_error)
    }

    /// Like [`PgStore::with`] for work that reports its own errors.
    fn with_store_error<T>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut client = self.connection()?;
        let result = f(&mut client);
        self.give_back(client);
        result
    }

    fn ids(&self, sql: &'static str, arg: &str) -> Result<Vec<u64>, StoreError> {
        self.with(|c| c.query(sql, &[&arg]))
            .map(|rows| rows.iter().map(|r| r.get::<_, i64>(0) as u64).collect())
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    acedrex_service::lock(m)
}

/// Applies the migrations not yet applied; returns their versions.
fn migrate_schema(client: &mut Client) -> Result<Vec<i32>, postgres::Error> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version    INTEGER PRIMARY KEY,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )",
    )?;
    let done: Vec<i32> = tx
        .query("SELECT version FROM schema_migrations", &[])?
        .iter()
        .map(|r| r.get(0))
        .collect();
    let mut applied = Vec::new();
    for (version, sql) in MIGRATIONS {
        if done.contains(version) {
            continue;
        }
        tx.batch_execute(sql)?;
        tx.execute(
            "INSERT INTO schema_migrations (version) VALUES ($1)",
            &[version],
        )?;
        applied.push(*version);
    }
    tx.commit()?;
    Ok(applied)
}

fn corrupt(what: String, reason: impl ToString) -> StoreError {
    StoreError::Corrupt {
        key: what,
        reason: reason.to_string(),
    }
}

fn decode_game(id: i64, value: Value) -> Result<GameRecord, StoreError> {
    let what = format!("game #{id}");
    let value = migrate::game(value).map_err(|e| corrupt(what.clone(), e))?;
    serde_json::from_value(value).map_err(|e| corrupt(what, e))
}

fn decode_rating(variant: &str, user: &str, value: Value) -> Result<RatingRecord, StoreError> {
    let what = format!("rating {variant}/{user}");
    let value = migrate::rating(value).map_err(|e| corrupt(what.clone(), e))?;
    serde_json::from_value(value).map_err(|e| corrupt(what, e))
}

fn decode_tournament(id: i64, value: Value) -> Result<TournamentRecord, StoreError> {
    serde_json::from_value(value).map_err(|e| corrupt(format!("tournament #{id}"), e))
}

/// A new tournament is inserted; a stored one is updated only over the revision before.
const UPSERT_TOURNAMENT_CAS: &str = "INSERT INTO tournaments (id, rev, channel, live, record)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, channel = EXCLUDED.channel,
         live = EXCLUDED.live, record = EXCLUDED.record
     WHERE tournaments.rev = EXCLUDED.rev - 1";

/// An import: the record as it is.
const UPSERT_TOURNAMENT: &str = "INSERT INTO tournaments (id, rev, channel, live, record)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, channel = EXCLUDED.channel,
         live = EXCLUDED.live, record = EXCLUDED.record";

fn tournament_params(t: &TournamentRecord) -> (i64, i64, bool, Value) {
    (
        t.id as i64,
        t.rev as i64,
        t.status != TournamentStatus::Finished,
        to_json(t),
    )
}

fn phase_text(p: Phase) -> &'static str {
    match p {
        Phase::Challenge => "challenge",
        Phase::Setup => "setup",
        Phase::Playing => "playing",
        Phase::Finished => "finished",
        Phase::Closed => "closed",
        Phase::Aborted => "aborted",
    }
}

fn to_json<T: serde::Serialize>(v: &T) -> Value {
    // Plain structs of strings and numbers: serialising them cannot fail.
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// Writes a game's row and its open-game index in a transaction, with the statements
/// of [`Conn::game_statements`] (`cas` or not). False: not written (a conflict).
fn put_game(
    tx: &mut postgres::Transaction<'_>,
    st: &GameStatements,
    game: &GameRecord,
) -> Result<bool, postgres::Error> {
    let id = game.id as i64;
    let rev = game.rev as i64;
    let record = to_json(game);
    let (variant, phase) = (game.variant.id(), phase_text(game.phase));
    let open = game.phase.is_open();
    let last = game.last_activity as i64;
    let written = tx.execute(
        &st.upsert,
        &[
            &id,
            &rev,
            &variant,
            &game.channel,
            &phase,
            &open,
            &last,
            &record,
        ],
    )?;
    if written == 0 {
        return Ok(false);
    }
    tx.execute(&st.clear_players, &[&id])?;
    if open {
        let people: Vec<String> = game.people().iter().map(|u| u.id.clone()).collect();
        tx.execute(&st.add_players, &[&people, &id])?;
    }
    Ok(true)
}

fn put_rating(
    tx: &mut postgres::Transaction<'_>,
    st: &GameStatements,
    variant: VariantId,
    user: &str,
    r: &RatingRecord,
) -> Result<bool, postgres::Error> {
    tx.execute(&st.rating, &[&variant.id(), &user, &r.rating, &to_json(r)])
        .map(|written| written == 1)
}

impl GameStore for PgStore {
    fn kind(&self) -> &'static str {
        "postgres"
    }

    fn next_id(&self) -> Result<u64, StoreError> {
        self.with(|c| c.query_one(NEXT_ID, &[&REUSE_AFTER]))
            .map(|r| r.get::<_, i64>(0) as u64)
    }

    fn game(&self, id: u64) -> Result<Option<GameRecord>, StoreError> {
        let id = id as i64;
        let row = self.with(|c| c.query_opt("SELECT record FROM games WHERE id = $1", &[&id]))?;
        row.map(|r| decode_game(id, r.get(0))).transpose()
    }

    fn write(&self, game: &GameRecord, ratings: &[RatingChange]) -> Result<(), StoreError> {
        self.with_store_error(|c| {
            let st = c.game_statements(true).map_err(db_error)?;
            let mut tx = c.client.transaction().map_err(db_error)?;
            if !put_game(&mut tx, &st, game).map_err(db_error)? {
                return Err(StoreError::Conflict { id: game.id });
            }
            for (variant, user, r) in ratings {
                if !put_rating(&mut tx, &st, *variant, user, r).map_err(db_error)? {
                    // Dropping the transaction rolls the game's write back too.
                    return Err(StoreError::Conflict { id: game.id });
                }
            }
            tx.commit().map_err(db_error)
        })
    }

    fn flush(&self) -> Result<(), StoreError> {
        // Every write was committed (and so made durable) before it returned.
        Ok(())
    }

    fn channel_games(&self, channel: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(
            "SELECT id FROM games WHERE open AND channel = $1 ORDER BY id",
            channel,
        )
    }

    fn player_games(&self, user: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(
            "SELECT game FROM open_game_players WHERE user_id = $1 ORDER BY game",
            user,
        )
    }

    fn rating(&self, variant: VariantId, user: &str) -> Result<Option<RatingRecord>, StoreError> {
        let row = self.with(|c| {
            c.query_opt(
                "SELECT record FROM ratings WHERE variant = $1 AND user_id = $2",
                &[&variant.id(), &user],
            )
        })?;
        row.map(|r| decode_rating(variant.id(), user, r.get(0)))
            .transpose()
    }

    fn ratings_of_variant(
        &self,
        variant: VariantId,
    ) -> Result<Vec<(String, RatingRecord)>, StoreError> {
        let rows = self.with(|c| {
            c.query(
                "SELECT user_id, record FROM ratings WHERE variant = $1
                 ORDER BY rating DESC, user_id",
                &[&variant.id()],
            )
        })?;
        let mut out = Vec::new();
        for r in rows {
            let user: String = r.get(0);
            match decode_rating(variant.id(), &user, r.get(1)) {
                Ok(rating) => out.push((user, rating)),
                Err(e) => tracing::warn!("{e}"),
            }
        }
        Ok(out)
    }

    fn ratings_of_user(&self, user: &str) -> Result<Vec<(VariantId, RatingRecord)>, StoreError> {
        let rows = self.with(|c| {
            c.query(
                "SELECT variant, record FROM ratings WHERE user_id = $1",
                &[&user],
            )
        })?;
        let mut out = Vec::new();
        for r in rows {
            let variant: String = r.get(0);
            let Ok(id) = variant.parse::<VariantId>() else {
                tracing::warn!("rating {variant}/{user}: unknown game type");
                continue;
            };
            out.push((id, decode_rating(&variant, user, r.get(1))?));
        }
        // The same order as sled's: the games' own order.
        out.sort_by_key(|(v, _)| VariantId::ALL.iter().position(|x| x == v));
        Ok(out)
    }

    fn remember_name(&self, user: &str, name: &str) -> Result<(), StoreError> {
        if lock(&self.names).get(user).is_some_and(|n| n == name) {
            return Ok(());
        }
        self.with(|c| {
            c.execute(
                "INSERT INTO names (user_id, name) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name
                 WHERE names.name IS DISTINCT FROM EXCLUDED.name",
                &[&user, &name],
            )
            .map(|_| ())
        })?;
        let mut names = lock(&self.names);
        if names.len() >= NAMES_CACHED {
            names.clear();
        }
        names.insert(user.to_string(), name.to_string());
        Ok(())
    }

    fn name_of(&self, user: &str) -> Result<Option<String>, StoreError> {
        self.with(|c| c.query_opt("SELECT name FROM names WHERE user_id = $1", &[&user]))
            .map(|r| r.map(|r| acedrex_service::clean::clean_name(r.get(0))))
    }

    fn link_channel(&self, alias: &str, game: u64) -> Result<(), StoreError> {
        let game = game as i64;
        self.with(|c| {
            c.execute(
                "INSERT INTO channel_links (channel, game) VALUES ($1, $2)
                 ON CONFLICT (channel) DO UPDATE SET game = EXCLUDED.game",
                &[&alias, &game],
            )
            .map(|_| ())
        })
    }

    fn channel_link(&self, alias: &str) -> Result<Option<u64>, StoreError> {
        self.with(|c| {
            c.query_opt(
                "SELECT game FROM channel_links WHERE channel = $1",
                &[&alias],
            )
        })
        .map(|r| r.map(|r| r.get::<_, i64>(0) as u64))
    }

    fn links_of(&self, game: u64) -> Result<Vec<String>, StoreError> {
        let game = game as i64;
        self.with(|c| {
            c.query(
                "SELECT channel FROM channel_links WHERE game = $1 ORDER BY channel",
                &[&game],
            )
        })
        .map(|rows| rows.iter().map(|r| r.get::<_, String>(0)).collect())
    }

    fn open_games(&self) -> Result<Vec<u64>, StoreError> {
        self.with(|c| c.query("SELECT id FROM games WHERE open ORDER BY id", &[]))
            .map(|rows| rows.iter().map(|r| r.get::<_, i64>(0) as u64).collect())
    }

    fn setting(&self, user: &str, key: &str) -> Result<Option<String>, StoreError> {
        self.with(|c| {
            c.query_opt(
                "SELECT value FROM settings WHERE user_id = $1 AND key = $2",
                &[&user, &key],
            )
        })
        .map(|r| r.map(|r| r.get(0)))
    }

    fn set_setting(&self, user: &str, key: &str, value: Option<&str>) -> Result<(), StoreError> {
        self.with(|c| {
            match value {
                Some(v) => c.execute(
                    "INSERT INTO settings (user_id, key, value) VALUES ($1, $2, $3)
                     ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value",
                    &[&user, &key, &v],
                ),
                None => c.execute(
                    "DELETE FROM settings WHERE user_id = $1 AND key = $2",
                    &[&user, &key],
                ),
            }
            .map(|_| ())
        })
    }

    fn items(&self) -> Result<Vec<Result<Item, StoreError>>, StoreError> {
        // One snapshot for the whole export: a repeatable-read, read-only transaction.
        self.with_store_error(|c| {
            let mut tx = c
                .client
                .build_transaction()
                .isolation_level(postgres::IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .map_err(db_error)?;
            let mut out = Vec::new();
            for r in tx
                .query("SELECT id, record FROM games ORDER BY id", &[])
                .map_err(db_error)?
            {
                let id: i64 = r.get(0);
                out.push(decode_game(id, r.get(1)).map(|g| Item::Game(Box::new(g))));
            }
            for r in tx
                .query(
                    "SELECT variant, user_id, record FROM ratings ORDER BY variant, user_id",
                    &[],
                )
                .map_err(db_error)?
            {
                let (variant, user): (String, String) = (r.get(0), r.get(1));
                out.push(match variant.parse::<VariantId>() {
                    Ok(id) => decode_rating(&variant, &user, r.get(2)).map(|rating| Item::Rating {
                        variant: id,
                        user,
                        rating,
                    }),
                    Err(e) => Err(corrupt(format!("rating {variant}/{user}"), e)),
                });
            }
            for r in tx
                .query("SELECT user_id, name FROM names ORDER BY user_id", &[])
                .map_err(db_error)?
            {
                out.push(Ok(Item::Name {
                    user: r.get(0),
                    name: r.get(1),
                }));
            }
            for r in tx
                .query(
                    "SELECT user_id, key, value FROM settings ORDER BY user_id, key",
                    &[],
                )
                .map_err(db_error)?
            {
                out.push(Ok(Item::Setting {
                    user: r.get(0),
                    key: r.get(1),
                    value: r.get(2),
                }));
            }
            for r in tx
                .query(
                    "SELECT channel, game FROM channel_links ORDER BY channel",
                    &[],
                )
                .map_err(db_error)?
            {
                out.push(Ok(Item::Link {
                    channel: r.get(0),
                    game: r.get::<_, i64>(1) as u64,
                }));
            }
            for r in tx
                .query("SELECT id, record FROM tournaments ORDER BY id", &[])
                .map_err(db_error)?
            {
                let id: i64 = r.get(0);
                out.push(decode_tournament(id, r.get(1)).map(|t| Item::Tournament(Box::new(t))));
            }
            tx.commit().map_err(db_error)?;
            Ok(out)
        })
    }

    fn put_item(&self, item: &Item) -> Result<(), StoreError> {
        if let Item::Name { user, .. } = item {
            lock(&self.names).remove(user);
        }
        self.with(|c| {
            let st = c.game_statements(false)?;
            let mut tx = c.client.transaction()?;
            match item {
                Item::Game(g) => {
                    // Ids handed out later are above every stored game (`NEXT_ID`).
                    put_game(&mut tx, &st, g)?;
                }
                Item::Rating {
                    variant,
                    user,
                    rating,
                } => {
                    put_rating(&mut tx, &st, *variant, user, rating)?;
                }
                Item::Name { user, name } => {
                    tx.execute(
                        "INSERT INTO names (user_id, name) VALUES ($1, $2)
                         ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name",
                        &[user, name],
                    )?;
                }
                Item::Setting { user, key, value } => {
                    tx.execute(
                        "INSERT INTO settings (user_id, key, value) VALUES ($1, $2, $3)
                         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value",
                        &[user, key, value],
                    )?;
                }
                Item::Link { channel, game } => {
                    tx.execute(
                        "INSERT INTO channel_links (channel, game) VALUES ($1, $2)
                         ON CONFLICT (channel) DO UPDATE SET game = EXCLUDED.game",
                        &[channel, &(*game as i64)],
                    )?;
                }
                Item::Tournament(t) => {
                    let (id, rev, live, record) = tournament_params(t);
                    tx.execute(UPSERT_TOURNAMENT, &[&id, &rev, &t.channel, &live, &record])?;
                }
            }
            tx.commit()
        })
    }

    fn tournament(&self, id: u64) -> Result<Option<TournamentRecord>, StoreError> {
        let id = id as i64;
        let row =
            self.with(|c| c.query_opt("SELECT record FROM tournaments WHERE id = $1", &[&id]))?;
        row.map(|r| decode_tournament(id, r.get(0))).transpose()
    }

    fn save_tournament(&self, t: &TournamentRecord) -> Result<(), StoreError> {
        let (id, rev, live, record) = tournament_params(t);
        let written = self.with(|c| {
            c.execute(
                UPSERT_TOURNAMENT_CAS,
                &[&id, &rev, &t.channel, &live, &record],
            )
        })?;
        if written == 0 {
            return Err(StoreError::Conflict { id: t.id });
        }
        Ok(())
    }

    fn channel_tournaments(&self, channel: &str) -> Result<Vec<u64>, StoreError> {
        self.ids(
            "SELECT id FROM tournaments WHERE channel = $1 ORDER BY id",
            channel,
        )
    }

    fn live_tournaments(&self) -> Result<Vec<u64>, StoreError> {
        self.with(|c| c.query("SELECT id FROM tournaments WHERE live ORDER BY id", &[]))
            .map(|rows| rows.iter().map(|r| r.get::<_, i64>(0) as u64).collect())
    }

    fn shared(&self) -> bool {
        true
    }

    fn ping(&self) -> Result<(), StoreError> {
        self.with(|c| c.query_one("SELECT 1", &[]).map(|_| ()))
    }

    fn revision(&self, id: u64) -> Result<Option<u64>, StoreError> {
        let id = id as i64;
        self.with(|c| c.query_opt("SELECT rev FROM games WHERE id = $1", &[&id]))
            .map(|r| r.map(|r| r.get::<_, i64>(0) as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_hidden() {
        assert_eq!(
            without_password("postgres://acedrex:s3cret@db:5432/acedrex"),
            "postgres://acedrex:***@db:5432/acedrex"
        );
        assert_eq!(
            without_password("postgres://acedrex@db/acedrex"),
            "postgres://acedrex@db/acedrex"
        );
    }

    #[test]
    fn a_bad_url_is_refused_clearly() {
        let e = PgStore::connect("postgres://a:pw@host:notaport/db")
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(e.contains("not a PostgreSQL URL"), "{e}");
        assert!(!e.contains("pw"), "{e}");
    }
}
