//! End-to-end test support: fakes of the chat platforms the bot talks to.

pub mod fake_discord;

/// `GET` of an `http://` link on this machine (a game page the bot serves): its status
/// code and its body. Blocking, with a ten-second limit on the answer; async tests call
/// it through `tokio::task::spawn_blocking`.
pub fn http_get(url: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let rest = url.strip_prefix("http://").expect("an http:// link");
    let (host, path) = rest.split_at(rest.find('/').expect("a path"));
    let mut s = std::net::TcpStream::connect(host).expect("the page server answers");
    s.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .expect("a timeout");
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("the request");
    let mut text = String::new();
    s.read_to_string(&mut text).expect("the answer");
    let code = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("a status line: {text}"));
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (code, body.to_string())
}
