//! End-to-end test support: fakes of the chat platforms the bot talks to, and a plain
//! HTTP client for the game pages the bot serves.

pub mod fake_discord;

/// `GET` of an `http://` link on this machine (a game page the bot serves): its status
/// code and its body. Blocking, with a ten-second limit on the answer; async tests call
/// it through `tokio::task::spawn_blocking`.
pub fn http_get(url: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let rest = url.strip_prefix("http://").expect("an http:// link");
    let (host, path) = rest.split_at(rest.find('/').expect("a path"));
    // The whole answer within ten seconds, not each read: a server that trickles bytes
    // fails the test instead of holding it.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let mut s = std::net::TcpStream::connect(host).expect("the page server answers");
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("the request");
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        assert!(
            !left.is_zero(),
            "no whole answer from {url} within ten seconds"
        );
        s.set_read_timeout(Some(left)).expect("a timeout");
        match s.read(&mut chunk).expect("the answer") {
            0 => break,
            n => bytes.extend_from_slice(&chunk[..n]),
        }
    }
    let text = String::from_utf8(bytes).expect("a text answer");
    let code = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("a status line: {text}"));
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (code, body.to_string())
}
