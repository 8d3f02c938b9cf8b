//! The pages under load, against a real server in this process: a flood of animation
//! requests stays within a bounded memory and never holds up a player's move, and idle
//! or half-open connections cannot use up the server (they are closed after the header
//! timeout, and beyond the connection limit none is accepted).
//!
//! Memory is read from /proc/self/status (Linux): this file is its own test process.

#[path = "shared/load.rs"]
mod load;

use acedrex_service::service::Request;
use load::{get, get_glance, long_game, open_fds, rss_kb, say, service, user, with_server};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The memory a flood of animation requests may add to the process, in MB: the
/// animations made at once (half the cores), each a few frames in memory, plus 200
/// connections and the cache.
const FLOOD_MB: u64 = 64;

/// Both tests measure the whole process (its memory, its descriptors): one at a time, or
/// each would count the other's connections.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn alone() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[test]
fn a_flood_of_animation_requests_stays_within_memory_and_moves_go_on() {
    let _alone = alone();
    let svc = service();
    // #1 finished (every request loads its own copy), #2 in play: 160 plies each.
    let t = Instant::now();
    let finished = long_game(&svc, 160, true);
    let playing = long_game(&svc, 160, false);
    eprintln!("two 160-ply games played in {:?}", t.elapsed());
    // A command with a board image, without load, for comparison.
    let t = Instant::now();
    say(&svc, "alice", &format!("board #{playing}"));
    eprintln!("a command without load: {:?}", t.elapsed());
    let limits = acedrex_web::Limits {
        max_connections: 256,
        // An unoptimised build renders an animation for minutes: the requests give up,
        // the renders go on and keep their files.
        ..acedrex_web::Limits::default()
    };
    with_server(svc.clone(), limits, |addr| {
        let base = rss_kb();
        let peak = Arc::new(AtomicU64::new(base));
        let done = Arc::new(AtomicBool::new(false));
        let sampler = {
            let (peak, done) = (peak.clone(), done.clone());
            std::thread::spawn(move || {
                while !done.load(Ordering::SeqCst) {
                    peak.fetch_max(rss_kb(), Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(5));
                }
            })
        };
        let flood: Vec<_> = (0..200)
            .map(|i| {
                let game = if i % 2 == 0 { finished } else { playing };
                // Each client reads the animation and drops it as it comes: what is
                // measured is the server's memory, not 200 copies of the file here.
                std::thread::spawn(move || {
                    get_glance(
                        addr,
                        &format!("/game/{game}/game.gif"),
                        Duration::from_secs(120),
                    )
                })
            })
            .collect();
        // The player to move (alice, White, at ply 160) moves while the flood runs.
        std::thread::sleep(Duration::from_millis(300));
        let req = Request {
            locale: None,
            channel: "load".to_string(),
            user: user("alice"),
            text: String::new(),
            mentions: vec![],
            direct: false,
            private: false,
        };
        let mv = svc.legal_moves(&req, Some(playing))[0].clone();
        let t = Instant::now();
        let r = say(&svc, "alice", &format!("{mv} #{playing}"));
        let took = t.elapsed();
        assert!(!r.contains("not legal"), "{r}");
        assert!(
            took < Duration::from_secs(1),
            "a move waited {took:?} for the animations"
        );
        let mut served = 0;
        let mut busy = 0;
        for h in flood {
            match h.join().expect("a client") {
                Some((200, len, first)) => {
                    assert!(first.starts_with(b"GIF89a") && len > 1000, "{len} bytes");
                    served += 1;
                }
                Some((503, _, _)) => busy += 1,
                other => panic!("{:?}", other.map(|(s, _, _)| s)),
            }
        }
        done.store(true, Ordering::SeqCst);
        let _ = sampler.join();
        let grew = peak.load(Ordering::SeqCst).saturating_sub(base) / 1024;
        eprintln!(
            "200 animation requests: {served} served, {busy} told to retry; memory +{grew} MB"
        );
        assert!(grew < FLOOD_MB, "memory grew by {grew} MB");
        // Told to retry, a client gets the animation soon: it is made once and kept.
        let t = Instant::now();
        let again = loop {
            match get(
                addr,
                &format!("/game/{finished}/game.gif"),
                Duration::from_secs(120),
            ) {
                Some((503, _)) if t.elapsed() < Duration::from_secs(300) => {
                    std::thread::sleep(Duration::from_secs(1))
                }
                other => break other,
            }
        };
        assert!(
            again.is_some_and(|(s, b)| s == 200 && b.starts_with(b"GIF89a")),
            "the animation after the flood"
        );
    });
}

#[test]
fn idle_connections_are_closed_and_cannot_crowd_out_a_request() {
    let _alone = alone();
    let svc = service();
    say(&svc, "alice", "play chess @bob white");
    let limits = acedrex_web::Limits {
        max_connections: 16,
        header_timeout: Duration::from_secs(1),
        ..acedrex_web::Limits::default()
    };
    with_server(svc, limits, |addr| {
        let before = open_fds();
        // 60 connections that never finish their headers (half a request line).
        let mut idle: Vec<TcpStream> = (0..60)
            .map(|_| {
                let mut s = TcpStream::connect(addr).expect("connect");
                let _ = s.write_all(b"GET /game/1 HT");
                s
            })
            .collect();
        std::thread::sleep(Duration::from_millis(300));
        // Ours (60) and the server's: no more than the limit accepted.
        let during = open_fds().saturating_sub(before);
        assert!(
            during <= 60 + 16 + 4,
            "{during} descriptors for 60 idle connections"
        );
        // A real request gets through once the idle ones are timed out.
        let t = Instant::now();
        let page = get(addr, "/game/1", Duration::from_secs(20));
        assert_eq!(page.map(|(s, _)| s), Some(200), "after {:?}", t.elapsed());
        // Every idle connection was closed by the server.
        for s in &mut idle {
            s.set_read_timeout(Some(Duration::from_secs(10)))
                .expect("timeout");
            let mut buf = [0u8; 512];
            let closed = loop {
                match s.read(&mut buf) {
                    Ok(0) => break true,
                    // A 408 before the close is fine.
                    Ok(_) => continue,
                    Err(e) => {
                        break !matches!(
                            e.kind(),
                            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                        )
                    }
                }
            };
            assert!(closed, "an idle connection left open");
        }
    });
}
