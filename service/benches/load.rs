//! Load test: 1,000 games in play at once, each making moves through the service, on a
//! database on disk (every move flushed), with a worker per core as a front end would
//! run them. Reports moves per second and latency percentiles per command, the board PNG
//! of every reply included. Target: p99 under 20 ms.
//!
//! `cargo bench -p acedrex-service --bench load` (`-- GAMES MOVES` to change the load).

use acedrex_rules::{Game, VariantId};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::{Store, UserRef};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn user(name: &str) -> UserRef {
    UserRef {
        id: name.to_string(),
        name: name.to_string(),
        bot: false,
    }
}

fn say(svc: &Service, channel: &str, who: &str, text: &str) -> (String, Duration) {
    let req = Request {
        channel: channel.to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
    };
    let t = Instant::now();
    let reply = svc.handle(&req);
    (reply.text, t.elapsed())
}

/// One game slot: its channel, players and a shadow copy to pick legal moves from.
struct Slot {
    channel: String,
    white: String,
    black: String,
    shadow: Game,
    seed: u64,
}

const VARIANTS: [VariantId; 4] = [
    VariantId::Perfect12,
    VariantId::Kmf,
    VariantId::GrantAcedrex,
    VariantId::Tamerlane2,
];

fn start(svc: &Service, i: usize, round: usize) -> Slot {
    let variant = VARIANTS[i % VARIANTS.len()];
    let channel = format!("room-{i}");
    let (white, black) = (format!("w{i}-{round}"), format!("b{i}-{round}"));
    say(
        svc,
        &channel,
        &white,
        &format!("play {} @{black} white", variant.id()),
    );
    let (text, _) = say(svc, &channel, &black, "accept");
    assert!(text.contains("begins"), "{text}");
    Slot {
        channel,
        white,
        black,
        shadow: Game::new(variant),
        seed: i as u64 * 7919 + 1,
    }
}

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
    let slots: Vec<Mutex<Slot>> = (0..games).map(|i| Mutex::new(start(&svc, i, 0))).collect();
    println!(
        "{games} games started in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let slots = Arc::new(slots);
    let next = Arc::new(AtomicUsize::new(0));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let t = Instant::now();
    let handles: Vec<_> = (0..workers)
        .map(|_| {
            let (svc, slots, next) = (svc.clone(), slots.clone(), next.clone());
            std::thread::spawn(move || {
                let mut lat = Vec::new();
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= total_moves {
                        break;
                    }
                    // Round-robin over the games: every game is in play at once.
                    let i = n % slots.len();
                    let mut slot = slots[i].lock().expect("slot");
                    if slot.shadow.is_over() {
                        *slot = start(&svc, i, n);
                    }
                    let moves = slot.shadow.position().legal_moves();
                    slot.seed = slot
                        .seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let m = moves[(slot.seed >> 33) as usize % moves.len()];
                    let san = slot.shadow.position().san(m);
                    let who = if slot.shadow.side_to_move() == acedrex_rules::Color::White {
                        slot.white.clone()
                    } else {
                        slot.black.clone()
                    };
                    let (text, d) = say(&svc, &slot.channel, &who, &san);
                    assert!(text.contains(" plays "), "{san}: {text}");
                    slot.shadow.play(m).expect("legal");
                    lat.push(d);
                }
                lat
            })
        })
        .collect();
    let mut lat: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().expect("worker"))
        .collect();
    let secs = t.elapsed().as_secs_f64();
    lat.sort();
    let pct =
        |p: f64| lat[((lat.len() as f64 * p) as usize).min(lat.len() - 1)].as_secs_f64() * 1000.0;
    println!(
        "{} moves by {workers} workers over {games} games: {:.0} moves/s; latency per move command (board PNG included): p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        lat.len(),
        lat.len() as f64 / secs,
        pct(0.50),
        pct(0.90),
        pct(0.99),
        lat.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    );
    drop(svc);
    let _ = std::fs::remove_dir_all(&dir);
}
