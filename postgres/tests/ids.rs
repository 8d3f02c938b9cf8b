//! Game numbers on PostgreSQL are dense: 1, 2, 3 across reconnections (a new process),
//! above every imported game, and numbers taken by writes that never happened (rolled-back
//! inserts) are handed out again once they are old — a sequence would skip them.

use acedrex_postgres::testing::TestServer;
use acedrex_postgres::PgStore;
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::store::{GameStore, Item};
use acedrex_service::UserRef;
use std::sync::Arc;

fn challenge(url: &str, channel: &str) -> u64 {
    let store: Arc<dyn GameStore> = Arc::new(PgStore::connect(url).expect("connects"));
    let svc = Service::with_store(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config::default(),
    );
    let alice = UserRef::person("terminal", "alice", "alice");
    let r = svc.handle(&Request {
        locale: None,
        channel: channel.into(),
        user: alice,
        text: "play chess @terminal:bob white".into(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    });
    r.game.expect("a challenge").id
}

#[test]
fn game_numbers_are_dense_across_processes_and_unused_ones_come_back() {
    let Some(pg) = TestServer::shared() else {
        return;
    };
    let url = pg.fresh_database();
    // Each challenge from a new connection, as after a restart.
    let ids: Vec<u64> = (0..3)
        .map(|i| challenge(&url, &format!("terminal:room{i}")))
        .collect();
    assert_eq!(ids, [1, 2, 3]);

    // A number taken and never written (the write failed and was rolled back).
    let store = PgStore::connect(&url).unwrap();
    assert_eq!(store.next_id().unwrap(), 4);
    // Soon after, the next caller may be the one about to write #4: it gets #5.
    assert_eq!(store.next_id().unwrap(), 5);
    // Ten minutes on, nothing was written at #4 or above: both are handed out again.
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    client
        .execute(
            "UPDATE game_counter SET reserved_at = now() - interval '11 minutes'",
            &[],
        )
        .unwrap();
    assert_eq!(challenge(&url, "terminal:room4"), 4);
    assert_eq!(challenge(&url, "terminal:room5"), 5);
    assert_eq!(challenge(&url, "terminal:room6"), 6);

    // An imported game far above: numbers go on from it.
    let mut far = store.game(6).unwrap().unwrap();
    far.id = 2_000_001;
    far.channel = "terminal:far".into();
    store.put_item(&Item::Game(Box::new(far))).unwrap();
    assert_eq!(challenge(&url, "terminal:room7"), 2_000_002);
}
