//! The load driver shared by the load benchmarks of every store (`service/benches/load.rs`
//! on sled, `postgres/benches/load.rs` on PostgreSQL): games in play at once, each making
//! random legal moves through the service as players would type them, every reply with
//! its board PNG; the latency of each move command is measured.

use acedrex_rules::{Color, Game, VariantId};
use acedrex_service::service::{Request, Service};
use acedrex_service::UserRef;
use std::ops::Range;
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
        locale: None,
        channel: channel.to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: Vec::new(),
        direct: false,
        private: false,
    };
    let t = Instant::now();
    let reply = svc.handle(&req);
    (reply.text, t.elapsed())
}

/// One game slot: its channel, players and a shadow copy to pick legal moves from.
pub struct Slot {
    index: usize,
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
        index: i,
        channel,
        white,
        black,
        shadow: Game::new(variant),
        seed: i as u64 * 7919 + 1,
    }
}

/// Starts the games numbered `games` (each in its own channel `room-N`).
pub fn start_games(svc: &Service, games: Range<usize>) -> Arc<Vec<Mutex<Slot>>> {
    Arc::new(games.map(|i| Mutex::new(start(svc, i, 0))).collect())
}

/// `total_moves` moves by `workers` threads, round-robin over the games so that every
/// game is in play at once; a finished game is replaced by a new one in its channel.
/// Gives each move command's latency and the wall time.
pub fn play(
    svc: &Arc<Service>,
    slots: &Arc<Vec<Mutex<Slot>>>,
    total_moves: usize,
    workers: usize,
) -> (Vec<Duration>, Duration) {
    let next = Arc::new(AtomicUsize::new(0));
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
                    let mut slot = slots[n % slots.len()].lock().expect("slot");
                    if slot.shadow.is_over() {
                        *slot = start(&svc, slot.index, n);
                    }
                    let moves = slot.shadow.position().legal_moves();
                    slot.seed = slot
                        .seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let m = moves[(slot.seed >> 33) as usize % moves.len()];
                    let san = slot.shadow.position().san(m);
                    let who = if slot.shadow.side_to_move() == Color::White {
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
    let lat = handles
        .into_iter()
        .flat_map(|h| h.join().expect("worker"))
        .collect();
    (lat, t.elapsed())
}

/// "N moves …: M moves/s; latency per move command …: p50, p90, p99, max".
pub fn report(what: &str, mut lat: Vec<Duration>, wall: Duration) -> String {
    lat.sort();
    if lat.is_empty() {
        return format!("{what}: no moves");
    }
    let pct =
        |p: f64| lat[((lat.len() as f64 * p) as usize).min(lat.len() - 1)].as_secs_f64() * 1000.0;
    format!(
        "{} moves by {what}: {:.0} moves/s; latency per move command (board PNG included): p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        lat.len(),
        lat.len() as f64 / wall.as_secs_f64(),
        pct(0.50),
        pct(0.90),
        pct(0.99),
        lat.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    )
}
