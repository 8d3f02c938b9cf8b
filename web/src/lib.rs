//! # acedrex-web
//!
//! A small, read-only web page for every game (`/game/ID`): the board image, the moves in
//! algebraic notation with links to step through them, the record and the animation to
//! download; and for every tournament (`/tournament/ID`): its standings and its games. Served by `acedrex serve` (`[web]` in the settings) and by the terminal mode
//! (`--web 127.0.0.1:PORT`).
//!
//! The pages are plain HTML with no script: stepping through the moves is a link per
//! ply (`?ply=N`), so the page works in any browser, and the board image is the one the
//! bot renders for chat. It serves game data only: no file is read from disk, and the
//! only paths are the ones below.
//!
//! | path                        | what                                   |
//! |-----------------------------|----------------------------------------|
//! | `/game/ID[?ply=N]`          | the page, showing the board after ply N |
//! | `/game/ID/board.png[?ply=N]`| the board image                         |
//! | `/game/ID/record.pgn`       | the record (what `record` attaches)     |
//! | `/game/ID/game.gif`         | the animation (what `gif` attaches)     |
//! | `/tournament/ID`            | a tournament: standings, rounds, games  |
//! | `/tournament/ID/standings.png` | its standings image                  |
//!
//! `ID` is the game's number, or `NUMBER-KEY` for an unlisted page (a game of a private
//! conversation, or every game when the operator says so): such a game answers 404 at
//! its bare number. `/game/ID/` is sent on to `/game/ID`. Everything else is a 404 page.
//! Tournaments follow the same rules: one begun in a private conversation has a key,
//! and its page links its games by their keys.
//!
//! Under load: pages are made from a copy of the game (its lock is held for the copy
//! only); images and animations are cached by the game's revision; at most
//! [`Limits::gif_renders`] animations and [`Limits::board_renders`] boards are made at
//! once, a few more requests wait briefly, and the rest are answered 503 with
//! `Retry-After`. Connections are limited ([`Limits::max_connections`]: beyond it no
//! connection is accepted until one closes), a client has [`Limits::header_timeout`] to
//! send its request's headers (also between requests on a kept-alive connection), and a
//! request is answered within [`Limits::request_timeout`]. Rendering runs on the
//! blocking pool, never on the async loop that accepts connections.

// A refused request returns its finished error page early; its size is nothing next to
// a render.
#![allow(clippy::result_large_err)]

mod cache;
mod html;

use acedrex_service::service::page::{address, parse_address, PageError, PageSnapshot};
use acedrex_service::texts::lang::Lang;
use acedrex_service::texts::messages as msg;
use acedrex_service::tournament::view::TournamentView;
use acedrex_service::Service;
use axum::body::Bytes;
use axum::extract::{Path, RawQuery, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use cache::{Cache, Kind, Rendered};
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// How much the server takes on. The defaults suit a small machine (2 cores, 1 GB) and a
/// descriptor limit of 256 or more; renders scale with the cores.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections open at once; beyond it, none is accepted until one closes (the
    /// others wait in the kernel's queue). Keep it well below `ulimit -n`.
    pub max_connections: usize,
    /// Time a client has to send a request's headers, from connecting or from the end
    /// of its previous answer; then the connection is closed.
    pub header_timeout: Duration,
    /// Time a request may take to be answered (503 after it).
    pub request_timeout: Duration,
    /// Longest life of a connection: then it is closed once its request is answered.
    pub connection_lifetime: Duration,
    /// Animations made at once (default: half the cores, at least one). Each takes a
    /// core for up to a few seconds and a few frames of memory.
    pub gif_renders: usize,
    /// Board images made at once (default: one per core).
    pub board_renders: usize,
    /// Games read for a page at once (a finished game is read from the store and
    /// replayed for each request).
    pub reads: usize,
    /// Requests that may wait for a render beyond those being made; more get 503.
    pub render_queue: usize,
    /// How long a request waits for its turn to render before a 503.
    pub render_wait: Duration,
    /// Bytes of images and animations kept (by game revision), at most.
    pub cache_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        // Animations take at most half the cores (one of two): the players' moves and
        // the bot's thinking keep the rest.
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Limits {
            max_connections: 128,
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            connection_lifetime: Duration::from_secs(120),
            gif_renders: (cores / 2).max(1),
            board_renders: cores,
            reads: cores.max(2),
            render_queue: 16,
            render_wait: Duration::from_secs(10),
            cache_bytes: 32 << 20,
        }
    }
}

/// Renders of one kind: those under way, and those waiting their turn.
struct Gate {
    /// Permits to render.
    renders: Arc<Semaphore>,
    /// Permits to be under way or waiting: beyond them, 503 at once.
    admitted: Arc<Semaphore>,
}

impl Gate {
    fn new(renders: usize, queue: usize) -> Gate {
        let renders = renders.max(1);
        Gate {
            renders: Arc::new(Semaphore::new(renders)),
            admitted: Arc::new(Semaphore::new(renders + queue)),
        }
    }
}

/// A render under way, as those who wait for it see it: `Some(file)` when it is made,
/// `Some(None)` when it failed; the sender dropped without a word: given up.
type Awaited = tokio::sync::watch::Receiver<Option<Option<Rendered>>>;

/// Renders under way, by what they make.
type InFlight = Arc<std::sync::Mutex<std::collections::HashMap<cache::Key, Awaited>>>;

/// The request that makes a file; those asking for the same file meanwhile wait for it.
/// Dropped (made, failed or given up), it stops being under way.
struct Leading {
    inflight: InFlight,
    key: cache::Key,
    done: tokio::sync::watch::Sender<Option<Option<Rendered>>>,
}

impl Drop for Leading {
    fn drop(&mut self) {
        acedrex_service::lock(&self.inflight).remove(&self.key);
    }
}

/// The state of the pages: the service, the cache and the render gates.
struct Pages {
    service: Arc<Service>,
    cache: Arc<Cache>,
    inflight: InFlight,
    gifs: Gate,
    boards: Gate,
    /// Permits to read a game for a page.
    reads: Arc<Semaphore>,
    render_wait: Duration,
}

type Shared = Arc<Pages>;

/// The routes of the game pages over a service, with the default limits.
pub fn router(service: Arc<Service>) -> Router {
    router_with(service, &Limits::default())
}

/// The routes of the game pages over a service.
pub fn router_with(service: Arc<Service>, limits: &Limits) -> Router {
    let pages = Arc::new(Pages {
        service,
        cache: Arc::new(Cache::new(limits.cache_bytes)),
        inflight: InFlight::default(),
        gifs: Gate::new(limits.gif_renders, limits.render_queue),
        boards: Gate::new(limits.board_renders, limits.render_queue),
        reads: Arc::new(Semaphore::new(limits.reads.max(1))),
        render_wait: limits.render_wait,
    });
    Router::new()
        .route("/", get(index))
        .route("/game/{id}", get(page))
        .route("/game/{id}/", get(to_page))
        .route("/game/{id}/board.png", get(board))
        .route("/game/{id}/record.pgn", get(record))
        .route("/game/{id}/game.gif", get(gif))
        .route("/tournament/{id}", get(tournament_page))
        .route("/tournament/{id}/", get(to_tournament_page))
        .route("/tournament/{id}/standings.png", get(standings))
        .fallback(not_found)
        .with_state(pages)
        .layer(axum::middleware::from_fn_with_state(
            limits.request_timeout,
            within,
        ))
        // Outside the timeout, so that its 503 is said in the reader's language too.
        .layer(axum::middleware::from_fn(in_readers_lang))
}

/// Answers within the request timeout, or 503.
async fn within(State(limit): State<Duration>, req: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(req)).await {
        Ok(r) => r,
        Err(_) => busy(),
    }
}

/// Binds the address the pages are served on (port 0: any free port; see the returned
/// listener's `local_addr`).
pub async fn bind(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(addr).await
}

/// Serves the pages with the default limits until `stop` completes, then lets the
/// requests under way finish.
pub async fn serve(
    service: Arc<Service>,
    listener: tokio::net::TcpListener,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_with(service, listener, Limits::default(), stop).await
}

/// Serves the pages until `stop` completes, then lets the requests under way finish.
/// A failure to accept (no descriptors left) is logged and waited out, never fatal.
pub async fn serve_with(
    service: Arc<Service>,
    listener: tokio::net::TcpListener,
    limits: Limits,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    if let Ok(addr) = listener.local_addr() {
        tracing::info!("game pages on http://{addr}/game/ID");
    }
    let app = hyper_util::service::TowerToHyperService::new(router_with(service, &limits));
    let max = limits.max_connections.max(1);
    let open = Arc::new(Semaphore::new(max));
    let (closing, closed) = tokio::sync::watch::channel(false);
    let mut stop = std::pin::pin!(stop);
    loop {
        // No connection is accepted beyond the limit: the next waits in the kernel's
        // queue until one closes.
        let permit = tokio::select! {
            p = open.clone().acquire_owned() => match p {
                Ok(p) => p,
                Err(_) => break,
            },
            () = &mut stop => break,
        };
        let stream = tokio::select! {
            r = listener.accept() => match r {
                Ok((stream, _)) => stream,
                Err(e) => {
                    if !matches!(
                        e.kind(),
                        std::io::ErrorKind::ConnectionAborted
                            | std::io::ErrorKind::ConnectionReset
                            | std::io::ErrorKind::ConnectionRefused
                    ) {
                        // Out of descriptors (EMFILE) or the like: wait for some to close.
                        tracing::warn!("game pages: cannot accept a connection: {e}");
                        tokio::time::sleep(Duration::from_millis(250)).await;
                    }
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let app = app.clone();
        let mut closed = closed.clone();
        let limits = limits.clone();
        tokio::spawn(async move {
            let _permit = permit;
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(limits.header_timeout);
            let conn = http.serve_connection(TokioIo::new(stream), app);
            let mut conn = std::pin::pin!(conn);
            tokio::select! {
                r = conn.as_mut() => {
                    if let Err(e) = r {
                        tracing::debug!("game pages: connection ended: {e}");
                    }
                    return;
                }
                _ = closed.changed() => {}
                () = tokio::time::sleep(limits.connection_lifetime) => {}
            }
            // Closing: the request under way is answered, then the connection closes;
            // a client that does not read its answer is cut off.
            conn.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(limits.request_timeout, conn).await;
        });
    }
    let _ = closing.send(true);
    // Every connection holds a permit until it ends.
    let _ = open.acquire_many(max as u32).await;
    Ok(())
}

/// Which ply a request asks for: `?ply=N`, or the position as it stands.
fn ply_of(query: Option<&str>) -> Result<Option<usize>, Response> {
    let Some(query) = query else {
        return Ok(None);
    };
    let mut ply = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        if key == "ply" {
            let n = value
                .parse::<usize>()
                .map_err(|_| error_page(Oops::BadPly))?;
            ply = Some(n);
        }
    }
    Ok(ply)
}

/// The language of a page or image: `?lang=` when it names an available one, else the
/// first available language of `Accept-Language`, else English. An unknown `?lang=`
/// is no error: a page is shown anyway.
fn lang_of(query: Option<&str>, headers: &HeaderMap) -> Lang {
    let asked = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| {
            let (key, value) = pair.split_once('=')?;
            (key == "lang").then_some(value)
        });
    asked
        .and_then(Lang::from_locale)
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or(Lang::En)
}

/// Marks an answer as in `lang`, and as varying with `Accept-Language` (a cache in
/// between keeps one copy per language).
fn in_lang(mut r: Response, lang: Lang) -> Response {
    let h = r.headers_mut();
    h.insert(header::VARY, HeaderValue::from_static("accept-language"));
    if let Ok(v) = HeaderValue::from_str(lang.code()) {
        h.insert(header::CONTENT_LANGUAGE, v);
    }
    r
}

/// The game of a path (`12`, `#12`, `12-KEY`), copied for its page; else the 404 page
/// (also for an unlisted game asked for without its key).
async fn snapshot(pages: &Shared, raw: String) -> Result<PageSnapshot, Response> {
    let Some((id, key)) = parse_address(&raw).map(|(id, key)| (id, key.map(str::to_owned))) else {
        return Err(not_found_page());
    };
    let permit =
        match tokio::time::timeout(pages.render_wait, pages.reads.clone().acquire_owned()).await {
            Ok(Ok(p)) => p,
            _ => return Err(busy()),
        };
    let service = pages.service.clone();
    blocking(move || {
        let _permit = permit;
        service.page_snapshot(id, key.as_deref())
    })
    .await
}

/// Runs a service call on the blocking pool (a render, a store read).
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, PageError> + Send + 'static,
) -> Result<T, Response> {
    match tokio::task::spawn_blocking(f).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(page_error(e)),
        Err(e) => {
            tracing::error!("a page request failed: {e}");
            Err(error_page(Oops::Failed))
        }
    }
}

/// A file from the cache, or from the render of it under way (waiting for it takes no
/// place in the queue), or rendered through `gate` (waiting a little for a turn) and
/// cached.
async fn rendered(
    pages: &Shared,
    gate: &Gate,
    key: cache::Key,
    render: impl FnOnce() -> Result<Rendered, PageError> + Send + 'static,
) -> Result<Rendered, Response> {
    if let Some(hit) = pages.cache.get(&key) {
        return Ok(hit);
    }
    let leading = {
        let mut map = acedrex_service::lock(&pages.inflight);
        match map.get(&key) {
            Some(awaited) => Err(awaited.clone()),
            None => {
                let (done, awaited) = tokio::sync::watch::channel(None);
                map.insert(key, awaited);
                Ok(Leading {
                    inflight: pages.inflight.clone(),
                    key,
                    done,
                })
            }
        }
    };
    let leading = match leading {
        Ok(l) => l,
        // Made by another request just now: wait for it (the request timeout bounds it).
        Err(mut awaited) => loop {
            if let Some(done) = awaited.borrow_and_update().clone() {
                return done.ok_or_else(busy);
            }
            if awaited.changed().await.is_err() {
                return Err(busy());
            }
        },
    };
    let Ok(_admitted) = gate.admitted.clone().try_acquire_owned() else {
        return Err(busy());
    };
    let permit =
        match tokio::time::timeout(pages.render_wait, gate.renders.clone().acquire_owned()).await {
            Ok(Ok(p)) => p,
            _ => return Err(busy()),
        };
    // Made by another request while this one waited.
    if let Some(hit) = pages.cache.get(&key) {
        return Ok(hit);
    }
    // The permit goes with the render, and the render keeps its file: a request that
    // gives up (its timeout) neither frees a place while its render still runs nor
    // throws the finished file away.
    let cache = pages.cache.clone();
    blocking(move || {
        let _permit = permit;
        let file = render();
        if let Ok(f) = &file {
            cache.put(key, f.clone());
        }
        leading.done.send_replace(Some(file.as_ref().ok().cloned()));
        drop(leading);
        file
    })
    .await
}

fn page_error(e: PageError) -> Response {
    match e {
        PageError::NotFound => not_found_page(),
        PageError::NoSuchPly { plies } => error_page(Oops::NoSuchPly(plies)),
        PageError::Unreadable(why) => {
            tracing::warn!("a game page could not be read: {why}");
            error_page(Oops::Unreadable)
        }
    }
}

async fn index() -> Response {
    html_response(StatusCode::OK, html::index(), false)
}

/// `/game/ID/` → `/game/ID` (relative, so a proxy's path prefix is kept).
async fn to_page(Path(raw): Path<String>, RawQuery(query): RawQuery) -> Response {
    if parse_address(&raw).is_none() {
        return not_found_page();
    }
    let to = match query {
        Some(q) => format!("../{raw}?{q}"),
        None => format!("../{raw}"),
    };
    match HeaderValue::from_str(&to) {
        Ok(v) => guarded(
            (
                StatusCode::PERMANENT_REDIRECT,
                [(header::LOCATION, v)],
                String::new(),
            )
                .into_response(),
        ),
        Err(_) => not_found_page(),
    }
}

async fn page(
    State(pages): State<Shared>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(query.as_deref(), &headers);
    let ply = match ply_of(query.as_deref()) {
        Ok(p) => p,
        Err(r) => return r,
    };
    let snap = match snapshot(&pages, raw).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    // Cheap (no image): made here, fresh each time (the clocks run).
    let page = pages.service.page_of_snapshot_in(&snap, lang);
    let plies = page.moves.len();
    let ply = ply.unwrap_or(plies);
    if ply > plies {
        return page_error(PageError::NoSuchPly { plies });
    }
    let open = page.view.is_open();
    let mut r = html_response(StatusCode::OK, html::game(&page, ply), !open);
    if page.unlisted {
        r.headers_mut().insert(
            "x-robots-tag",
            HeaderValue::from_static("noindex, nofollow"),
        );
    }
    in_lang(r, lang)
}

async fn board(
    State(pages): State<Shared>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(query.as_deref(), &headers);
    let ply = match ply_of(query.as_deref()) {
        Ok(p) => p,
        Err(r) => return r,
    };
    let snap = match snapshot(&pages, raw).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let Some(plies) = snap.plies() else {
        return not_found_page();
    };
    if ply.is_some_and(|p| p > plies) {
        return page_error(PageError::NoSuchPly { plies });
    }
    // A ply that was played never changes; the current position does.
    let lasting = ply.is_some();
    let at = ply.unwrap_or(plies);
    let key = (snap.id(), snap.revision(), Kind::Board(at), lang);
    let service = pages.service.clone();
    match rendered(&pages, &pages.boards, key, move || {
        let png = service.board_of_snapshot_in(&snap, Some(at), lang)?;
        Ok(Rendered {
            mime: "image/png",
            name: None,
            bytes: Bytes::from(png),
        })
    })
    .await
    {
        Ok(file) => in_lang(file_response(file, lasting), lang),
        Err(r) => r,
    }
}

async fn record(State(pages): State<Shared>, Path(raw): Path<String>) -> Response {
    let snap = match snapshot(&pages, raw).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let service = pages.service.clone();
    match blocking(move || service.record_of_snapshot(&snap)).await {
        Ok(file) => file_response(
            Rendered {
                mime: "text/plain; charset=utf-8",
                name: Some(file.name),
                bytes: Bytes::from(file.bytes),
            },
            false,
        ),
        Err(r) => r,
    }
}

async fn gif(
    State(pages): State<Shared>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(query.as_deref(), &headers);
    let snap = match snapshot(&pages, raw).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    if snap.plies().is_none() {
        return not_found_page();
    }
    let key = (snap.id(), snap.revision(), Kind::Gif, lang);
    let service = pages.service.clone();
    match rendered(&pages, &pages.gifs, key, move || {
        let file = service.gif_of_snapshot_in(&snap, lang)?;
        Ok(Rendered {
            mime: file.mime,
            name: Some(file.name),
            bytes: Bytes::from(file.bytes),
        })
    })
    .await
    {
        Ok(file) => in_lang(file_response(file, false), lang),
        Err(r) => r,
    }
}

/// The tournament of a path (`3`, `#3`, `3-KEY`) as its page shows it; else the
/// tournament's 404 page (also for an unlisted tournament asked for without its key).
async fn tournament_view(pages: &Shared, raw: String) -> Result<TournamentView, Response> {
    let Some((id, key)) = parse_address(&raw).map(|(id, key)| (id, key.map(str::to_owned))) else {
        return Err(no_tournament_page());
    };
    let permit =
        match tokio::time::timeout(pages.render_wait, pages.reads.clone().acquire_owned()).await {
            Ok(Ok(p)) => p,
            _ => return Err(busy()),
        };
    let service = pages.service.clone();
    let found = blocking(move || {
        let _permit = permit;
        Ok(service.tournament_page_view(id, key.as_deref()))
    })
    .await?;
    match found {
        Ok(view) => Ok(view),
        Err(PageError::NotFound) => Err(no_tournament_page()),
        Err(e) => Err(page_error(e)),
    }
}

async fn tournament_page(
    State(pages): State<Shared>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(query.as_deref(), &headers);
    let view = match tournament_view(&pages, raw).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let addr = address(view.id, view.page_key.as_deref());
    let mut r = html_response(
        StatusCode::OK,
        html::tournament(&view, &addr, lang),
        html::finished(&view),
    );
    if view.page_key.is_some() {
        r.headers_mut().insert(
            "x-robots-tag",
            HeaderValue::from_static("noindex, nofollow"),
        );
    }
    in_lang(r, lang)
}

/// `/tournament/ID/` → `/tournament/ID`.
async fn to_tournament_page(Path(raw): Path<String>) -> Response {
    if parse_address(&raw).is_none() {
        return no_tournament_page();
    }
    match HeaderValue::from_str(&format!("../{raw}")) {
        Ok(v) => guarded(
            (
                StatusCode::PERMANENT_REDIRECT,
                [(header::LOCATION, v)],
                String::new(),
            )
                .into_response(),
        ),
        Err(_) => no_tournament_page(),
    }
}

async fn standings(
    State(pages): State<Shared>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(query.as_deref(), &headers);
    let view = match tournament_view(&pages, raw).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let lasting = html::finished(&view);
    let key = (view.id, view.fingerprint(), Kind::Standings, lang);
    let service = pages.service.clone();
    match rendered(&pages, &pages.boards, key, move || {
        let png = service.tournament_standings_png_in(&view, lang)?;
        Ok(Rendered {
            mime: "image/png",
            name: None,
            bytes: Bytes::from(png),
        })
    })
    .await
    {
        Ok(file) => in_lang(file_response(file, lasting), lang),
        Err(r) => r,
    }
}

fn no_tournament_page() -> Response {
    error_page(Oops::NoTournament)
}

async fn not_found() -> Response {
    not_found_page()
}

fn not_found_page() -> Response {
    error_page(Oops::NoGame)
}

/// Too many requests at once: try again shortly.
fn busy() -> Response {
    let mut r = error_page(Oops::Busy);
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    r
}

/// What an error page says. It rides on the answer (an extension) so that
/// [`in_readers_lang`] says it in the language the page would have been in, wherever
/// on the way the error came from (a handler, the fallback, the request timeout).
#[derive(Clone, Copy, Debug)]
enum Oops {
    NoGame,
    NoTournament,
    BadPly,
    NoSuchPly(usize),
    Unreadable,
    Failed,
    Busy,
}

impl Oops {
    fn status(self) -> StatusCode {
        match self {
            Oops::NoGame | Oops::NoTournament | Oops::NoSuchPly(_) => StatusCode::NOT_FOUND,
            Oops::BadPly => StatusCode::BAD_REQUEST,
            Oops::Unreadable | Oops::Failed => StatusCode::INTERNAL_SERVER_ERROR,
            Oops::Busy => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// The page's heading and sentence in `lang`.
    fn page(self, lang: Lang) -> String {
        let (title, text) = match self {
            Oops::NoGame => (msg::page_not_found_title(), msg::page_not_found()),
            Oops::NoTournament => (
                msg::tournament_page_not_found_title(),
                msg::tournament_page_not_found(),
            ),
            Oops::BadPly => (msg::page_bad_request_title(), msg::page_bad_ply()),
            Oops::NoSuchPly(plies) => (msg::page_no_such_ply_title(), msg::page_no_such_ply(plies)),
            Oops::Unreadable => (msg::page_unreadable_title(), msg::page_unreadable()),
            Oops::Failed => (msg::page_failed_title(), msg::page_failed()),
            Oops::Busy => (msg::page_busy_title(), msg::page_busy()),
        };
        html::error(
            self.status().as_u16(),
            &title.text_in(lang),
            &text.text_in(lang),
            lang,
        )
    }
}

/// An error page (in English until [`in_readers_lang`] says it in the reader's).
fn error_page(oops: Oops) -> Response {
    let mut r = html_response(oops.status(), oops.page(Lang::En), false);
    r.extensions_mut().insert(oops);
    r
}

/// Error pages in the request's language (`?lang=`, `Accept-Language`, English).
async fn in_readers_lang(req: Request, next: Next) -> Response {
    let lang = lang_of(req.uri().query(), req.headers());
    let r = next.run(req).await;
    let Some(oops) = r.extensions().get::<Oops>().copied() else {
        return r;
    };
    let (mut parts, _) = r.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    in_lang(
        Response::from_parts(parts, axum::body::Body::from(oops.page(lang))),
        lang,
    )
}

/// Headers every answer carries: no scripts, no frames, no guessing of types.
fn guarded(mut r: Response) -> Response {
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    r
}

fn cache_control(lasting: bool) -> HeaderValue {
    if lasting {
        HeaderValue::from_static("public, max-age=86400")
    } else {
        HeaderValue::from_static("no-cache")
    }
}

fn html_response(status: StatusCode, body: String, lasting: bool) -> Response {
    guarded(
        (
            status,
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("text/html; charset=utf-8"),
                ),
                (header::CACHE_CONTROL, cache_control(lasting)),
            ],
            body,
        )
            .into_response(),
    )
}

fn file_response(file: Rendered, lasting: bool) -> Response {
    let mut r = (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(file.mime)),
            (header::CACHE_CONTROL, cache_control(lasting)),
        ],
        file.bytes,
    )
        .into_response();
    // The names are ours (`acedrex-12.pgn`), so they need no quoting beyond this.
    if let Some(v) = file
        .name
        .and_then(|n| HeaderValue::from_str(&format!("inline; filename=\"{n}\"")).ok())
    {
        r.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    guarded(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ply_queries() {
        assert_eq!(ply_of(None).ok(), Some(None));
        assert_eq!(ply_of(Some("ply=3")).ok(), Some(Some(3)));
        assert_eq!(ply_of(Some("x=1&ply=0")).ok(), Some(Some(0)));
        assert!(ply_of(Some("ply=abc")).is_err());
        assert!(ply_of(Some("ply=-1")).is_err());
    }

    // Every error page, the 500s and the 503 included, is said in every language, with
    // no sentence left as the English one.
    #[test]
    fn every_error_page_is_said_in_every_language() {
        let all = [
            Oops::NoGame,
            Oops::NoTournament,
            Oops::BadPly,
            Oops::NoSuchPly(1),
            Oops::NoSuchPly(12),
            Oops::Unreadable,
            Oops::Failed,
            Oops::Busy,
        ];
        for oops in all {
            let english = oops.page(Lang::En);
            // The heading and the sentence.
            let sentences = |page: &str| -> Vec<String> {
                ["<h1>", "<p id=\"error\">"]
                    .iter()
                    .filter_map(|open| page.split_once(open))
                    .filter_map(|(_, rest)| rest.split_once("</"))
                    .map(|(text, _)| text.to_string())
                    .collect()
            };
            assert_eq!(sentences(&english).len(), 2, "{english}");
            for lang in Lang::available().into_iter().filter(|l| *l != Lang::En) {
                let page = oops.page(lang);
                assert!(page.contains(&format!("<html lang=\"{}\">", lang.code())));
                for s in sentences(&english) {
                    assert!(!page.contains(&s), "{oops:?} {lang}: {s}\n{page}");
                }
            }
        }
        assert!(Oops::NoSuchPly(1)
            .page(Lang::En)
            .contains("This game has 1 ply;"));
    }
}
