//! HTTP for the page tests: a server of a service's pages on a free port, and one
//! HTTP/1.1 client (a GET read to the end, its status, headers and de-chunked body).

#![allow(dead_code)] // each test file uses its own part of it

use acedrex_service::service::Service;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;

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
    get_with(addr, path, &[])
}

/// [`get`] with more request headers (`Accept-Language`).
pub fn get_with(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> Answer {
    let mut s = TcpStream::connect(addr).expect("connect");
    let extra: String = headers
        .iter()
        .map(|(k, v)| format!("{k}: {v}\r\n"))
        .collect();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n"
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

/// Serves the pages of `svc` on a free port for the length of `f`.
pub fn with_server_of(svc: Arc<Service>, f: impl FnOnce(SocketAddr)) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let listener = rt
        .block_on(acedrex_web::bind("127.0.0.1:0".parse().expect("addr")))
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = rt.spawn(acedrex_web::serve(svc, listener, async {
        let _ = stopped.await;
    }));
    f(addr);
    let _ = stop.send(());
    rt.block_on(server).expect("join").expect("served");
}
