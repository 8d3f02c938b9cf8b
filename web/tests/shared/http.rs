//! One HTTP/1.1 client for the page tests: a GET read to the end, its status, headers
//! and (de-chunked) body.

#![allow(dead_code)] // each test file uses its own part of it

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

pub struct Answer {
    pub status: u16,
    pub headers: String,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }
}

/// One HTTP/1.1 GET, read to the end (the server closes: `Connection: close`).
pub fn get(addr: SocketAddr, path: &str) -> Answer {
    let mut s = TcpStream::connect(addr).expect("connect");
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).expect("read");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("end of headers");
    let headers = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = headers
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status");
    let mut body = raw[split + 4..].to_vec();
    if headers
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        body = dechunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

pub fn dechunk(mut b: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = b.windows(2).position(|w| w == b"\r\n").expect("chunk size");
        let size = usize::from_str_radix(std::str::from_utf8(&b[..line_end]).expect("hex"), 16)
            .expect("chunk size");
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&b[line_end + 2..line_end + 2 + size]);
        b = &b[line_end + 4 + size..];
    }
}
