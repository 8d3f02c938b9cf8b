//! Load benchmark of the game pages: a real server in this process (default limits) over
//! a service with a finished 160-ply Grant Acedrex game, asked by many clients at once.
//! Reports requests per second and latency percentiles for the page, the board image
//! (cached after the first), and a flood of 200 animation requests — with the cache and
//! without it (every request a render, at most two at once, the rest told to retry) —
//! with the process's peak memory growth (VmRSS) for each.
//!
//! `cargo bench -p acedrex-web --bench load` (`-- CLIENTS REQUESTS` to change the load).

#[path = "../tests/shared/load.rs"]
mod load;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `requests` GETs of `path` from `clients` threads at once: (statuses, latencies, wall).
fn hammer(
    addr: SocketAddr,
    path: &str,
    clients: usize,
    requests: usize,
) -> (Vec<u16>, Vec<Duration>, Duration) {
    let t = Instant::now();
    let per = requests.div_ceil(clients);
    let handles: Vec<_> = (0..clients)
        .map(|_| {
            let path = path.to_string();
            std::thread::spawn(move || {
                (0..per)
                    .map(|_| {
                        let t = Instant::now();
                        let status = load::get_glance(addr, &path, Duration::from_secs(120))
                            .map_or(0, |(s, _, _)| s);
                        (status, t.elapsed())
                    })
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    let mut lat = Vec::new();
    for h in handles {
        for (s, d) in h.join().expect("a client") {
            statuses.push(s);
            lat.push(d);
        }
    }
    (statuses, lat, t.elapsed())
}

/// Runs `f` while sampling the process's memory: `f`'s result and the peak growth in MB.
fn peak_growth<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let base = load::rss_kb();
    let peak = Arc::new(AtomicU64::new(base));
    let done = Arc::new(AtomicBool::new(false));
    let sampler = {
        let (peak, done) = (peak.clone(), done.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::SeqCst) {
                peak.fetch_max(load::rss_kb(), Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(5));
            }
        })
    };
    let out = f();
    done.store(true, Ordering::SeqCst);
    let _ = sampler.join();
    (out, peak.load(Ordering::SeqCst).saturating_sub(base) / 1024)
}

fn report(what: &str, (statuses, mut lat, wall): (Vec<u16>, Vec<Duration>, Duration), mb: u64) {
    lat.sort();
    let pct = |p: f64| lat[((lat.len() as f64 * p) as usize).min(lat.len() - 1)];
    let ok = statuses.iter().filter(|&&s| s == 200).count();
    let busy = statuses.iter().filter(|&&s| s == 503).count();
    println!(
        "{what}: {} requests in {:.2} s, {:.0}/s; {ok} answered, {busy} told to retry; \
         p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; memory +{mb} MB",
        lat.len(),
        wall.as_secs_f64(),
        lat.len() as f64 / wall.as_secs_f64(),
        pct(0.5).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        lat.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
    );
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let clients = args.first().copied().unwrap_or(16);
    let requests = args.get(1).copied().unwrap_or(2000);
    let svc = load::service();
    let t = Instant::now();
    let game = load::long_game(&svc, 160, true);
    println!(
        "a 160-ply Grant Acedrex game played in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    for (label, cache_bytes) in [("with the cache", 32 << 20), ("without a cache", 0)] {
        let limits = acedrex_web::Limits {
            max_connections: 256,
            cache_bytes,
            ..acedrex_web::Limits::default()
        };
        println!("-- {label}");
        load::with_server(svc.clone(), limits, |addr| {
            let page = format!("/game/{game}");
            let (r, mb) = peak_growth(|| hammer(addr, &page, clients, requests));
            report(&format!("page, {clients} clients"), r, mb);
            let board = format!("/game/{game}/board.png?ply=80");
            let (r, mb) = peak_growth(|| hammer(addr, &board, clients, requests));
            report(&format!("board image, {clients} clients"), r, mb);
            let gif = format!("/game/{game}/game.gif");
            let (r, mb) = peak_growth(|| hammer(addr, &gif, 200, 200));
            report("animation, 200 clients at once", r, mb);
        });
    }
}
