//! Load test: 1,000 games in play at once, each making moves through the service, on a
//! database on disk (every move flushed), with a worker per core as a front end would
//! run them. Reports moves per second and latency percentiles per command, the board PNG
//! of every reply included. Target: p99 under 20 ms. (`postgres/benches/load.rs` runs the
//! same load on PostgreSQL from two processes.)
//!
//! `cargo bench -p acedrex-service --bench load` (`-- GAMES MOVES` to change the load).

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::Store;
use std::sync::Arc;
use std::time::Instant;

#[path = "shared/load.rs"]
mod load;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(1000);
    let total_moves = args.get(1).copied().unwrap_or(4000);
    let dir = std::env::temp_dir().join(format!("acedrex-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::open(&dir.join("db")).expect("a database");
    let svc = Arc::new(Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config::default(),
    ));
    let t = Instant::now();
    let slots = load::start_games(&svc, 0..games);
    println!(
        "{games} games started in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (lat, wall) = load::play(&svc, &slots, total_moves, workers);
    println!(
        "{}",
        load::report(&format!("{workers} workers over {games} games"), lat, wall)
    );
    drop(svc);
    let _ = std::fs::remove_dir_all(&dir);
}
