//! The load benchmark on PostgreSQL: 1,000 games in play at once, split between two
//! processes that share one database, as two `acedrex serve` processes would; every move
//! committed before its reply (PostgreSQL's durable defaults: fsync and synchronous
//! commit on), the board PNG in every reply. Reports moves/s over both processes and the
//! latency per move command. Target: p99 ≤ 25 ms on the 2-core machine.
//!
//! `cargo bench -p acedrex-postgres --bench load` (`-- GAMES MOVES` to change the load).
//! It starts its own server (`scripts/postgres-install`), or uses `$ACEDREX_BENCH_DB`.
//! Each process is this program again, run with `--worker`.

use acedrex_postgres::testing::TestServer;
use acedrex_postgres::PgStore;
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Service};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

#[path = "../../service/benches/shared/load.rs"]
mod load;

const PROCESSES: usize = 2;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--worker") {
        worker(&args[1..]);
        return;
    }
    let numbers: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let games = numbers.first().copied().unwrap_or(1000);
    let total_moves = numbers.get(1).copied().unwrap_or(4000);

    let server;
    let url = match std::env::var("ACEDREX_BENCH_DB") {
        Ok(url) => url,
        Err(_) => {
            let Some(started) = TestServer::start_durable() else {
                return; // TestServer has said why.
            };
            server = started;
            server.fresh_database()
        }
    };
    // Create the schema once, before the processes race to.
    drop(PgStore::connect(&url).expect("PostgreSQL opens"));

    let exe = std::env::current_exe().expect("this program");
    let mut children: Vec<_> = (0..PROCESSES)
        .map(|p| {
            let range = (games * p / PROCESSES, games * (p + 1) / PROCESSES);
            Command::new(&exe)
                .arg("--worker")
                .arg(&url)
                .args([range.0, range.1, total_moves / PROCESSES].map(|n| n.to_string()))
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("a worker process")
        })
        .collect();
    let mut outputs: Vec<_> = children
        .iter_mut()
        .map(|c| BufReader::new(c.stdout.take().expect("its output")).lines())
        .collect();
    for out in &mut outputs {
        let line = out.next().and_then(Result::ok).unwrap_or_default();
        assert_eq!(line, "ready", "a worker did not start its games");
    }
    println!("{games} games started by {PROCESSES} processes");
    for c in &mut children {
        let stdin = c.stdin.as_mut().expect("its input");
        writeln!(stdin, "go").expect("the worker listens");
    }
    let mut lat = Vec::new();
    let mut wall = Duration::ZERO;
    for out in &mut outputs {
        let line = out.next().and_then(Result::ok).unwrap_or_default();
        let mut numbers = line.split(' ').map(|n| n.parse::<u64>().expect("micros"));
        wall = wall.max(Duration::from_micros(numbers.next().expect("wall time")));
        lat.extend(numbers.map(Duration::from_micros));
    }
    for mut c in children {
        assert!(c.wait().is_ok_and(|s| s.success()), "a worker failed");
    }
    println!(
        "{}",
        load::report(
            &format!("{PROCESSES} processes (one worker each) over {games} games on PostgreSQL"),
            lat,
            wall
        )
    );
}

/// `--worker URL FIRST END MOVES`: plays games FIRST..END; says `ready` when they have
/// begun, waits for `go`, then prints the wall time and every latency in microseconds.
fn worker(args: &[String]) {
    let url = &args[0];
    let n: Vec<usize> = args[1..]
        .iter()
        .map(|a| a.parse().expect("a number"))
        .collect();
    let store = PgStore::connect(url).expect("PostgreSQL opens");
    let svc = Arc::new(Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config::default(),
    ));
    let slots = load::start_games(&svc, n[0]..n[1]);
    println!("ready");
    let mut go = String::new();
    std::io::stdin().read_line(&mut go).expect("go");
    let (lat, wall) = load::play(&svc, &slots, n[2], 1);
    let mut line = wall.as_micros().to_string();
    for d in lat {
        line.push(' ');
        line.push_str(&d.as_micros().to_string());
    }
    println!("{line}");
}
