//! A game page in a real browser: Debian's Chromium, driven headless over WebDriver
//! (chromedriver), opens the page of a finished game, steps through its moves with the
//! page's own links, checks that the board image loaded at each step, and takes a
//! screenshot (`target/tmp/game-page.png`, the picture in the README).
//!
//! Without Chromium and ChromeDriver (`scripts/chromium-install`, which `.ci/run` runs)
//! the test prints a notice and passes; `ACEDREX_CHROMEDRIVER` and `ACEDREX_CHROMIUM`
//! point to other binaries.

use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::{Store, UserRef};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn binary(var: &str, default: &str) -> Option<PathBuf> {
    let path = std::env::var_os(var).map_or_else(|| PathBuf::from(default), PathBuf::from);
    path.exists().then_some(path)
}

/// A finished scholar's mate, game #1.
fn service() -> Arc<Service> {
    let store = Store::temporary().expect("a temporary store");
    let svc = Service::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config::default(),
    );
    let person = |id: &str| UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    };
    let (alice, bob) = (person("alice"), person("bob"));
    let ask = |who: &UserRef, text: &str, mentions: Vec<UserRef>| {
        svc.handle(&Request {
            locale: None,
            channel: "browser".to_string(),
            user: who.clone(),
            text: text.to_string(),
            mentions,
            direct: false,
            private: false,
        })
        .text
    };
    ask(&alice, "play chess @bob white", vec![bob.clone()]);
    ask(&bob, "accept", vec![]);
    for (i, mv) in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
        .iter()
        .enumerate()
    {
        let who = if i % 2 == 0 { &alice } else { &bob };
        let r = ask(who, mv, vec![]);
        assert!(!r.contains("not legal"), "{mv}: {r}");
    }
    Arc::new(svc)
}

/// chromedriver, stopped when dropped.
struct Driver {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// One HTTP/1.1 request with a JSON body; the JSON answer.
fn call(addr: SocketAddr, method: &str, path: &str, body: Option<Value>) -> Value {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut s = TcpStream::connect(addr).expect("connect to chromedriver");
    s.set_read_timeout(Some(Duration::from_secs(60))).ok();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    // chromedriver may keep the connection open: read the headers, then Content-Length.
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    let (head_len, body_len) = loop {
        let n = s.read(&mut buf).expect("read");
        assert!(n > 0, "{method} {path}: connection closed early");
        raw.extend_from_slice(&buf[..n]);
        if let Some(end) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&raw[..end]).to_ascii_lowercase();
            let len = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok())
                .expect("a Content-Length");
            break (end + 4, len);
        }
    };
    while raw.len() < head_len + body_len {
        let n = s.read(&mut buf).expect("read");
        assert!(n > 0, "{method} {path}: connection closed early");
        raw.extend_from_slice(&buf[..n]);
    }
    let json_text = String::from_utf8_lossy(&raw[head_len..head_len + body_len]);
    let v: Value = serde_json::from_str(json_text.trim()).unwrap_or_else(|e| {
        panic!("{method} {path}: not JSON ({e}): {json_text}");
    });
    if v["value"]["error"].is_string() {
        panic!("{method} {path}: {}", v["value"]);
    }
    v["value"].clone()
}

struct Session {
    driver: Driver,
    id: String,
}

impl Session {
    fn path(&self, rest: &str) -> String {
        format!("/session/{}{rest}", self.id)
    }
    fn post(&self, rest: &str, body: Value) -> Value {
        call(self.driver.addr, "POST", &self.path(rest), Some(body))
    }
    fn get(&self, rest: &str) -> Value {
        call(self.driver.addr, "GET", &self.path(rest), None)
    }
    fn open(&self, url: &str) {
        self.post("/url", json!({ "url": url }));
    }
    fn url(&self) -> String {
        self.get("/url").as_str().unwrap_or_default().to_string()
    }
    fn element(&self, css: &str) -> String {
        let v = self.post("/element", json!({ "using": "css selector", "value": css }));
        v.as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no element {css}: {v}"))
            .to_string()
    }
    fn click(&self, css: &str) {
        let e = self.element(css);
        self.post(&format!("/element/{e}/click"), json!({}));
    }
    fn text(&self, css: &str) -> String {
        let e = self.element(css);
        self.get(&format!("/element/{e}/text"))
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
    fn script(&self, js: &str) -> Value {
        self.post("/execute/sync", json!({ "script": js, "args": [] }))
    }
    /// Waits until the board image has loaded; its natural width and its address.
    fn board_loaded(&self) -> (u64, String) {
        let end = Instant::now() + Duration::from_secs(20);
        loop {
            let v = self.script(
                "const i = document.getElementById('board'); \
                 return [i.complete, i.naturalWidth, i.getAttribute('src')];",
            );
            let width = v[1].as_u64().unwrap_or(0);
            if v[0].as_bool() == Some(true) && width > 0 {
                return (width, v[2].as_str().unwrap_or_default().to_string());
            }
            assert!(Instant::now() < end, "the board image never loaded: {v}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Ends the session, which quits the browser (killing the driver alone would
        // leave it running). After a failure, the driver is killed without waiting.
        if !std::thread::panicking() {
            call(
                self.driver.addr,
                "DELETE",
                &format!("/session/{}", self.id),
                None,
            );
        }
    }
}

fn start_browser(driver: PathBuf, chromium: PathBuf) -> Session {
    let port = free_port();
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver {
        child,
        addr: SocketAddr::from(([127, 0, 0, 1], port)),
    };
    let end = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(driver.addr).is_err() {
        assert!(Instant::now() < end, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(100));
    }
    let caps = json!({ "capabilities": { "alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1100,900"],
        }
    }}});
    let v = call(driver.addr, "POST", "/session", Some(caps));
    let id = v["sessionId"]
        .as_str()
        .unwrap_or_else(|| panic!("no session: {v}"))
        .to_string();
    Session { driver, id }
}

/// Standard base64 (the screenshot), without a crate for it.
fn unbase64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => (c - b'A') as u32,
            b'a'..=b'z' => (c - b'a') as u32 + 26,
            b'0'..=b'9' => (c - b'0') as u32 + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not base64: {c}"),
        }
    };
    let clean: Vec<u8> = text.bytes().filter(|c| !c.is_ascii_whitespace()).collect();
    let mut out = Vec::with_capacity(clean.len() / 4 * 3);
    for chunk in clean.chunks(4) {
        let data: Vec<u8> = chunk.iter().copied().filter(|&c| c != b'=').collect();
        let mut n = 0u32;
        for (i, &c) in data.iter().enumerate() {
            n |= value(c) << (18 - 6 * i);
        }
        out.extend_from_slice(&n.to_be_bytes()[1..data.len()]);
    }
    out
}

#[test]
fn a_browser_opens_a_game_page_and_steps_through_the_moves() {
    let (Some(driver), Some(chromium)) = (
        binary("ACEDREX_CHROMEDRIVER", "/usr/bin/chromedriver"),
        binary("ACEDREX_CHROMIUM", "/usr/bin/chromium"),
    ) else {
        // CI sets ACEDREX_REQUIRE_TOOLS: there a missing tool fails the run.
        assert!(
            std::env::var_os("ACEDREX_REQUIRE_TOOLS").is_none(),
            "Chromium or ChromeDriver is not installed (scripts/chromium-install) and \
             ACEDREX_REQUIRE_TOOLS is set: the browser test cannot run"
        );
        eprintln!(
            "notice: Chromium or ChromeDriver is not installed (scripts/chromium-install): \
             the browser test of the game pages is skipped"
        );
        return;
    };

    let svc = service();
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let listener = rt
        .block_on(acedrex_web::bind("127.0.0.1:0".parse().expect("addr")))
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = rt.spawn(acedrex_web::serve(svc, listener, async {
        let _ = stopped.await;
    }));

    let b = start_browser(driver, chromium);
    b.open(&format!("http://{addr}/game/1?ply=0"));
    assert!(b.text("h1").contains("Chess"), "{}", b.text("h1"));
    assert_eq!(b.text("#at"), "start");
    let (width, src) = b.board_loaded();
    assert!(width >= 8 * 32, "a board {width} px wide");
    assert!(src.ends_with("ply=0"), "{src}");

    // Forward with the page's own "next" link, one ply at a time.
    for (ply, at) in [(1, "1. e4"), (2, "1... e5"), (3, "2. Bc4")] {
        b.click("#next");
        assert!(b.url().ends_with(&format!("?ply={ply}")), "{}", b.url());
        assert_eq!(b.text("#at"), format!("{at} of 7"));
        let (_, src) = b.board_loaded();
        assert!(src.ends_with(&format!("ply={ply}")), "{src}");
        assert_eq!(
            b.text("#moves a.current"),
            at.rsplit(' ').next().unwrap_or_default()
        );
    }
    // Back one, then straight to the mate from the move list, then to the start.
    b.click("#prev");
    assert!(b.url().ends_with("?ply=2"), "{}", b.url());
    b.click("#moves a[data-ply=\"7\"]");
    assert!(b.url().ends_with("?ply=7"));
    assert_eq!(b.text("#moves a.current"), "Qxf7#");
    assert!(b.text("#status").contains("Game over"));
    assert_eq!(
        b.script("return document.getElementById('next').tagName;"),
        json!("SPAN"),
        "no step past the end"
    );
    b.board_loaded();

    // The screenshot: the page as it looks, the board drawn in it.
    let shot = unbase64(b.get("/screenshot").as_str().expect("a screenshot"));
    let img = image::load_from_memory_with_format(&shot, image::ImageFormat::Png)
        .expect("a PNG screenshot")
        .to_rgba8();
    assert!(
        img.width() >= 800 && img.height() >= 600,
        "{:?}",
        img.dimensions()
    );
    let colours: std::collections::HashSet<[u8; 4]> = img.pixels().map(|p| p.0).collect();
    assert!(
        colours.len() > 50,
        "only {} colours: a blank page?",
        colours.len()
    );
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("game-page.png");
    std::fs::write(&out, &shot).expect("write the screenshot");
    eprintln!("screenshot: {}", out.display());

    b.click("#first");
    assert!(b.url().ends_with("?ply=0"));
    drop(b);
    let _ = stop.send(());
    rt.block_on(server).expect("join").expect("served");
}
