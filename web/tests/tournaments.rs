//! The tournament pages over HTTP: the standings table and image, the rounds with a link
//! to each game's page, the 404 page for an unknown tournament, and a private
//! tournament reached by its key only.

use acedrex_service::chooser::FirstMove;
use acedrex_service::render::standings_layout;
use acedrex_service::rules::VariantId;
use acedrex_service::service::{Config, ManualClock, Service};
use acedrex_service::tournament::view::{
    standings_image, GameView, RoundView, StandingRow, TournamentStatus, TournamentView,
};
use acedrex_service::tournament::Format;
use acedrex_service::Store;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;

fn service() -> Arc<Service> {
    Arc::new(Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config::default(),
    ))
}

fn row(rank: u32, name: &str, points: f64, wdl: [u32; 3]) -> StandingRow {
    StandingRow {
        rank,
        name: name.into(),
        points,
        buchholz: Some(points * 2.0),
        sonneborn_berger: Some(points),
        games: wdl.iter().sum(),
        wins: wdl[0],
        draws: wdl[1],
        losses: wdl[2],
        withdrawn: false,
        streak: None,
    }
}

fn game(
    id: Option<u64>,
    key: Option<&str>,
    white: &str,
    black: &str,
    result: Option<&str>,
) -> GameView {
    GameView {
        game: id,
        page_key: key.map(String::from),
        white: white.into(),
        black: black.into(),
        result: result.map(String::from),
    }
}

/// A round robin of three in its second round: one game over, one under way, a bye
/// each round; the third player's name is markup.
fn round_robin(id: u64, page_key: Option<&str>) -> TournamentView {
    let key = page_key.map(|_| "9f9f");
    TournamentView {
        id,
        variant: VariantId::Chess,
        game_name: "Chess".into(),
        format: Format::RoundRobin,
        time_control: "clock 5+3".into(),
        rated: false,
        status: TournamentStatus::Running { round: 2 },
        rounds_planned: Some(3),
        minutes: None,
        organiser: "alice".into(),
        standings: vec![
            row(1, "alice", 1.0, [1, 0, 0]),
            row(2, "bob & co", 0.5, [0, 0, 0]),
            StandingRow {
                withdrawn: true,
                ..row(3, "<b>carol</b>", 0.0, [0, 0, 1])
            },
        ],
        rounds: vec![
            RoundView {
                number: 1,
                games: vec![game(Some(11), key, "alice", "<b>carol</b>", Some("1-0"))],
                bye: Some("bob & co".into()),
            },
            RoundView {
                number: 2,
                games: vec![game(Some(12), key, "bob & co", "alice", None)],
                bye: Some("<b>carol</b>".into()),
            },
        ],
        page_key: page_key.map(String::from),
    }
}

struct Answer {
    status: u16,
    headers: String,
    body: Vec<u8>,
}

impl Answer {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    fn header(&self, name: &str) -> Option<String> {
        self.headers.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }
}

/// One HTTP/1.1 GET, read to the end (`Connection: close`).
fn get(addr: SocketAddr, path: &str) -> Answer {
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

fn dechunk(mut b: &[u8]) -> Vec<u8> {
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
fn with_server(svc: Arc<Service>, f: impl FnOnce(SocketAddr)) {
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

#[test]
fn a_tournament_page_has_its_standings_rounds_and_game_links() {
    let svc = service();
    let view = round_robin(31, None);
    Service::stub_tournament(view.clone());
    with_server(svc, |addr| {
        let page = get(addr, "/tournament/31");
        assert_eq!(page.status, 200);
        assert_eq!(
            page.header("content-type").as_deref(),
            Some("text/html; charset=utf-8")
        );
        // Running: not cached for long.
        assert_eq!(page.header("cache-control").as_deref(), Some("no-cache"));
        let html = page.text();
        assert!(
            html.contains("<h1>Chess Round robin · tournament #31</h1>"),
            "{html}"
        );
        assert!(html.contains("Organised by alice · clock 5+3 · casual · 3 rounds"));
        assert!(html.contains("round 2 of 3"));
        // The standings: headings and one row per player, in order, names as text.
        for h in ["#", "Player", "Points", "Buchholz", "SB", "W-D-L"] {
            assert!(html.contains(&format!("<th>{h}</th>")), "{h}");
        }
        let rows = [
            "<tr><td>1</td><td class=\"name\"><span>alice</span></td><td>1</td><td>2</td><td>1</td><td>1-0-0</td></tr>",
            "<tr><td>2</td><td class=\"name\"><span>bob &amp; co</span></td><td>½</td><td>1</td><td>½</td><td>0-0-0</td></tr>",
            "<tr class=\"withdrawn\"><td>3</td><td class=\"name\"><span>&lt;b&gt;carol&lt;/b&gt;</span> (withdrawn)</td><td>0</td><td>0</td><td>0</td><td>0-0-1</td></tr>",
        ];
        let mut at = 0;
        for r in rows {
            let i = html[at..]
                .find(r)
                .unwrap_or_else(|| panic!("{r} in {html}"));
            at += i + r.len();
        }
        assert!(!html.contains("<b>carol"), "markup in a name stays text");
        // The rounds, each game linked to its page, the result or that it is played.
        assert!(html.contains("<h3 id=\"round-1\">Round 1</h3>"));
        assert!(html.contains("<h3 id=\"round-2\">Round 2</h3>"));
        assert!(html.contains("<a href=\"../game/11\">#11</a>"));
        assert!(html.contains("<a href=\"../game/12\">#12</a>"));
        assert!(html.contains("<td class=\"result\">1-0</td>"));
        assert!(html.contains("<td class=\"result\">playing</td>"));
        assert!(html.contains("Bye: bob &amp; co"));
        assert!(html.contains("src=\"31/standings.png\""));

        // The image: a PNG with a stripe per player, as render lays it out.
        let png = get(addr, "/tournament/31/standings.png");
        assert_eq!(png.status, 200);
        assert_eq!(png.header("content-type").as_deref(), Some("image/png"));
        let img =
            image::load_from_memory_with_format(&png.body, image::ImageFormat::Png).expect("a PNG");
        let layout = standings_layout(&standings_image(&view)).expect("a layout");
        assert_eq!((img.width(), img.height()), (layout.width, layout.height));
        assert_eq!(img.height(), layout.row_top(3) + layout.margin);

        // A trailing slash leads to the page.
        let moved = get(addr, "/tournament/31/");
        assert_eq!(moved.status, 308);
        assert_eq!(moved.header("location").as_deref(), Some("../31"));
    });
}

#[test]
fn a_finished_tournament_page_is_cached() {
    let svc = service();
    Service::stub_tournament(TournamentView {
        status: TournamentStatus::Finished,
        ..round_robin(32, None)
    });
    with_server(svc, |addr| {
        let page = get(addr, "/tournament/32");
        assert_eq!(page.status, 200);
        assert!(page.text().contains("final standings"));
        assert_eq!(
            page.header("cache-control").as_deref(),
            Some("public, max-age=86400")
        );
    });
}

#[test]
fn an_unknown_tournament_is_a_404_page() {
    with_server(service(), |addr| {
        for path in [
            "/tournament/9999",
            "/tournament/9999/standings.png",
            "/tournament/abc",
            "/tournament/12-",
        ] {
            let page = get(addr, path);
            assert_eq!(page.status, 404, "{path}");
            assert!(page.text().contains("No such tournament"), "{path}");
        }
    });
}

#[test]
fn a_private_tournament_is_reached_by_its_key_only_and_links_its_games_by_theirs() {
    let svc = service();
    Service::stub_tournament(round_robin(33, Some("ab12cd")));
    with_server(svc, |addr| {
        for path in [
            "/tournament/33",
            "/tournament/33-ab12ce",
            "/tournament/33/standings.png",
            "/tournament/33-ab12c/standings.png",
        ] {
            let page = get(addr, path);
            assert_eq!(page.status, 404, "{path}");
            assert!(!page.text().contains("alice"), "{path}");
        }
        let page = get(addr, "/tournament/33-ab12cd");
        assert_eq!(page.status, 200);
        assert_eq!(
            page.header("x-robots-tag").as_deref(),
            Some("noindex, nofollow")
        );
        let html = page.text();
        assert!(html.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"));
        assert!(
            html.contains("<a href=\"../game/11-9f9f\">#11</a>"),
            "{html}"
        );
        assert!(html.contains("src=\"33-ab12cd/standings.png\""));
        assert_eq!(get(addr, "/tournament/33-ab12cd/standings.png").status, 200);
    });
}

#[test]
fn unlisted_pages_hide_every_tournament_without_a_key() {
    let svc = Arc::new(Service::new(
        Store::temporary().expect("a temporary store"),
        Arc::new(FirstMove),
        Arc::new(ManualClock::default()),
        Config {
            unlisted_pages: true,
            ..Config::default()
        },
    ));
    Service::stub_tournament(round_robin(34, None));
    with_server(svc, |addr| {
        assert_eq!(get(addr, "/tournament/34").status, 404);
    });
}
