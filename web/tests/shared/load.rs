//! Helpers of the load test and the load benchmark: a long game played through the
//! service, a real server in this process, plain HTTP/1.1 requests, and the process's
//! memory and descriptors from /proc (Linux).

#![allow(dead_code)]

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::{Store, UserRef};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::Duration;

pub fn user(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    }
}

pub fn say(svc: &Service, who: &str, text: &str) -> String {
    svc.handle(&Request {
        locale: None,
        channel: "load".to_string(),
        user: user(who),
        text: text.to_string(),
        mentions: vec![user("bob")],
        direct: false,
        private: false,
    })
    .text
}

/// A Grant Acedrex game of `plies` moves between alice (White) and bob, the moves chosen
/// by a fixed rule from the legal ones, stored as the service stores a game (fast: no
/// reply and no image per move); `finish`: then ended by resignation. Its number.
pub fn long_game(svc: &Service, plies: usize, finish: bool) -> u64 {
    use acedrex_rules::{Game, VariantId};
    use acedrex_service::commands::ColorChoice;
    use acedrex_service::store::{EndReason, GameRecord, Phase, ResultRecord, Side, StartRecord};
    let mut game = Game::new(VariantId::GrantAcedrex);
    let mut moves = Vec::new();
    let mut seed = 12345u64;
    for ply in 0..plies {
        let pos = game.position();
        let legal = pos.legal_moves();
        assert!(!legal.is_empty(), "ply {ply}: the game ended early");
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = legal[(seed >> 33) as usize % legal.len()];
        moves.push(pos.lan(m));
        game.play(m).expect("a legal move");
        assert!(!game.is_over(), "ply {ply}: the game ended early");
    }
    let store = svc.store();
    let id = store.next_id().expect("an id");
    let (alice, bob) = (user("alice"), user("bob"));
    let rec = GameRecord {
        v: acedrex_service::store::SCHEMA,
        id,
        rev: 1,
        variant: VariantId::GrantAcedrex,
        channel: "load".to_string(),
        phase: if finish {
            Phase::Finished
        } else {
            Phase::Playing
        },
        challenger: alice.clone(),
        challenged: Some(bob.clone()),
        color_choice: ColorChoice::White,
        bot_level: None,
        white: Some(alice),
        black: Some(bob),
        start: StartRecord::Standard,
        moves,
        created: 0,
        last_activity: 0,
        draw_offer: None,
        takeback_offer: None,
        result: finish.then_some(ResultRecord {
            winner: Some(Side::Black),
            reason: EndReason::Resignation,
            flagged: None,
        }),
        rated: false,
        time: None,
        clock: None,
        reminded: 0,
        page_key: None,
        rematch_of: None,
        tournament: None,
    };
    store.save(&rec, &[]).expect("stored");
    id
}

/// The process's resident memory, in kB.
pub fn rss_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Descriptors this process has open.
pub fn open_fds() -> usize {
    std::fs::read_dir("/proc/self/fd").map_or(0, |d| d.count())
}

/// A connection that has sent a GET of `path` and waits at most `wait` for each read.
fn send_get(addr: SocketAddr, path: &str, wait: Duration) -> Option<TcpStream> {
    let mut s = TcpStream::connect_timeout(&addr, wait).ok()?;
    s.set_read_timeout(Some(wait)).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    Some(s)
}

/// A GET, read to the end: the status and the body (or `None` when the connection
/// failed or timed out).
pub fn get(addr: SocketAddr, path: &str, wait: Duration) -> Option<(u16, Vec<u8>)> {
    let mut s = send_get(addr, path, wait)?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).ok()?;
    let split = headers_end(&raw)?;
    Some((status_of(&raw[..split])?, raw[split + 4..].to_vec()))
}

/// Where the headers in `raw` end (the blank line), once they have all arrived.
fn headers_end(raw: &[u8]) -> Option<usize> {
    raw.windows(4).position(|w| w == b"\r\n\r\n")
}

/// The status of a response from its headers; `None` when the status line is not HTTP's.
fn status_of(headers: &[u8]) -> Option<u16> {
    std::str::from_utf8(headers)
        .ok()?
        .split(' ')
        .nth(1)?
        .parse()
        .ok()
}

/// A GET whose body is read and dropped as it comes (a client that keeps nothing, so
/// that a flood of them measures the server's memory, not theirs): the status, the
/// body's length and its first bytes (up to 16); `None` when the connection failed or
/// timed out.
pub fn get_glance(addr: SocketAddr, path: &str, wait: Duration) -> Option<(u16, usize, Vec<u8>)> {
    let mut s = send_get(addr, path, wait)?;
    // The headers (small), then the body in chunks of one buffer.
    let mut head = Vec::new();
    let mut buf = [0u8; 8192];
    let (status, mut len, mut first) = loop {
        let n = s.read(&mut buf).ok()?;
        if n == 0 {
            return None;
        }
        head.extend_from_slice(&buf[..n]);
        if let Some(split) = headers_end(&head) {
            let status = status_of(&head[..split])?;
            let body = &head[split + 4..];
            break (status, body.len(), body[..body.len().min(16)].to_vec());
        }
    };
    loop {
        let n = s.read(&mut buf).ok()?;
        if n == 0 {
            return Some((status, len, first));
        }
        let want = 16usize.saturating_sub(first.len()).min(n);
        first.extend_from_slice(&buf[..want]);
        len += n;
    }
}

/// Serves the pages of `svc` with `limits` on a free port for the length of `f`.
pub fn with_server(svc: Arc<Service>, limits: acedrex_web::Limits, f: impl FnOnce(SocketAddr)) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let listener = rt
        .block_on(acedrex_web::bind("127.0.0.1:0".parse().expect("addr")))
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = rt.spawn(acedrex_web::serve_with(svc, listener, limits, async {
        let _ = stopped.await;
    }));
    f(addr);
    let _ = stop.send(());
    rt.block_on(server).expect("join").expect("served");
}

pub fn service() -> Arc<Service> {
    Arc::new(Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            // Small boards: the replies to moves render one each.
            square: Some(24),
            ..Config::default()
        },
    ))
}
