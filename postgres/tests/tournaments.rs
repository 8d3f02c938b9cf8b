//! The service's tournaments (`service/tests/shared/tournaments.rs`), every one of them,
//! on PostgreSQL: one server for this test process, a fresh database per test.

use acedrex_postgres::testing::TestServer;
use acedrex_postgres::PgStore;
use acedrex_service::store::GameStore;
use std::sync::{Arc, Once};

#[path = "../../service/tests/shared/tournaments.rs"]
mod tournaments;

/// The store the shared tournaments run on. Where PostgreSQL cannot be installed, they
/// run on sled (so they still check the service) and say so once, loudly.
fn temporary_store() -> Arc<dyn GameStore> {
    match TestServer::shared() {
        Some(pg) => Arc::new(PgStore::connect(&pg.fresh_database()).expect("PostgreSQL opens")),
        None => {
            static NOTICE: Once = Once::new();
            NOTICE.call_once(|| {
                eprintln!(
                    "notice: PostgreSQL is not installed: these tournaments ran on sled, \
                     not on PostgreSQL"
                )
            });
            Arc::new(acedrex_service::store::Store::temporary().expect("a temporary sled store"))
        }
    }
}

/// A tournament in the middle of a round survives the process: another connection (a
/// restarted bot) finds it, and the revision check refuses a stale write.
#[test]
fn a_tournament_is_kept_and_written_over_its_revision_only() {
    let Some(pg) = TestServer::shared() else {
        return;
    };
    let url = pg.fresh_database();
    let store = PgStore::connect(&url).expect("connect");
    let id = store.next_id().expect("an id");
    let mut t = acedrex_service::store::TournamentRecord::new(
        id,
        "chess".parse().expect("chess"),
        acedrex_service::store::TournamentFormat::Swiss,
        acedrex_service::commands::TimeControl::Days(3),
        acedrex_service::store::UserRef::person("terminal", "org", "org"),
        "terminal:club",
        1,
    );
    t.rev = 1;
    store.save_tournament(&t).expect("saved");
    let again = PgStore::connect(&url).expect("reconnect");
    assert_eq!(again.tournament(id).expect("read"), Some(t.clone()));
    assert_eq!(again.live_tournaments().expect("live"), vec![id]);
    assert_eq!(
        again.channel_tournaments("terminal:club").expect("channel"),
        vec![id]
    );
    // A write over an older revision is a conflict; the next revision goes through.
    assert!(matches!(
        again.save_tournament(&t),
        Err(acedrex_service::store::StoreError::Conflict { .. })
    ));
    t.rev = 2;
    t.status = acedrex_service::store::TournamentStatus::Finished;
    again.save_tournament(&t).expect("the next revision");
    assert!(store.live_tournaments().expect("live").is_empty());
    // New game numbers never take a tournament's.
    assert!(store.next_id().expect("an id") > id);
}
