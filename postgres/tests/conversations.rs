//! The service's conversations (`service/tests/shared/conversations.rs`), every one of
//! them, on PostgreSQL: one server for this test process, a fresh database per test.

use acedrex_postgres::testing::TestServer;
use acedrex_postgres::PgStore;
use acedrex_service::store::GameStore;
use std::sync::{Arc, Once};

#[path = "../../service/tests/shared/conversations.rs"]
mod conversations;

/// The store the shared conversations run on. Where PostgreSQL cannot be installed, they
/// run on sled (so they still check the service) and say so once, loudly.
fn temporary_store() -> Arc<dyn GameStore> {
    match TestServer::shared() {
        Some(pg) => Arc::new(PgStore::connect(&pg.fresh_database()).expect("PostgreSQL opens")),
        None => {
            static NOTICE: Once = Once::new();
            NOTICE.call_once(|| {
                eprintln!(
                    "notice: PostgreSQL is not installed: these conversations ran on sled, \
                     not on PostgreSQL"
                )
            });
            Arc::new(acedrex_service::store::Store::temporary().expect("a temporary sled store"))
        }
    }
}
