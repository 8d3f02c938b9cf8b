//! # acedrex-web
//!
//! A small, read-only web page for every game (`/game/ID`): the board image, the moves in
//! algebraic notation with links to step through them, the record and the animation to
//! download. Served by `acedrex serve` (`[web]` in the settings) and by the terminal mode
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
//!
//! Everything else is a 404 page. Rendering runs on the blocking pool, never on the
//! async loop that accepts connections.

// A refused request returns its finished error page early; its size is nothing next to
// a render.
#![allow(clippy::result_large_err)]

mod html;

use acedrex_service::service::page::PageError;
use acedrex_service::Service;
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

/// The routes of the game pages over a service.
pub fn router(service: Arc<Service>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/game/{id}", get(page))
        .route("/game/{id}/board.png", get(board))
        .route("/game/{id}/record.pgn", get(record))
        .route("/game/{id}/game.gif", get(gif))
        .fallback(not_found)
        .with_state(service)
}

/// Binds the address the pages are served on (port 0: any free port; see the returned
/// listener's `local_addr`).
pub async fn bind(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(addr).await
}

/// Serves the pages until `stop` completes, then lets the requests under way finish.
pub async fn serve(
    service: Arc<Service>,
    listener: tokio::net::TcpListener,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    if let Ok(addr) = listener.local_addr() {
        tracing::info!("game pages on http://{addr}/game/ID");
    }
    axum::serve(listener, router(service))
        .with_graceful_shutdown(stop)
        .await
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
            let n = value.parse::<usize>().map_err(|_| {
                error_page(
                    StatusCode::BAD_REQUEST,
                    "Bad request",
                    "`ply` must be a number of plies (0 is the start).",
                )
            })?;
            ply = Some(n);
        }
    }
    Ok(ply)
}

/// The game id of a path: digits only (`#12` and `12` alike), else the 404 page.
fn id_of(raw: &str) -> Result<u64, Response> {
    raw.trim_start_matches('#')
        .parse::<u64>()
        .map_err(|_| not_found_page())
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
            Err(error_page(
                StatusCode::INTERNAL_SERVER_ERROR,
                "Something went wrong",
                "The page could not be made. Try again in a moment.",
            ))
        }
    }
}

fn page_error(e: PageError) -> Response {
    match e {
        PageError::NotFound => not_found_page(),
        PageError::NoSuchPly { plies } => error_page(
            StatusCode::NOT_FOUND,
            "No such move",
            &format!("This game has {plies} plies; `ply` goes from 0 to {plies}."),
        ),
        PageError::Unreadable(why) => {
            tracing::warn!("a game page could not be read: {why}");
            error_page(
                StatusCode::INTERNAL_SERVER_ERROR,
                "Unreadable game",
                "This game's record cannot be read.",
            )
        }
    }
}

async fn index() -> Response {
    html_response(StatusCode::OK, html::index(), false)
}

async fn page(
    State(service): State<Arc<Service>>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
) -> Response {
    let (id, ply) = match (id_of(&raw), ply_of(query.as_deref())) {
        (Ok(id), Ok(ply)) => (id, ply),
        (Err(r), _) | (_, Err(r)) => return r,
    };
    let page = match blocking(move || service.game_page(id)).await {
        Ok(p) => p,
        Err(r) => return r,
    };
    let plies = page.moves.len();
    let ply = ply.unwrap_or(plies);
    if ply > plies {
        return page_error(PageError::NoSuchPly { plies });
    }
    let open = page.view.is_open();
    html_response(StatusCode::OK, html::game(&page, ply), !open)
}

async fn board(
    State(service): State<Arc<Service>>,
    Path(raw): Path<String>,
    RawQuery(query): RawQuery,
) -> Response {
    let (id, ply) = match (id_of(&raw), ply_of(query.as_deref())) {
        (Ok(id), Ok(ply)) => (id, ply),
        (Err(r), _) | (_, Err(r)) => return r,
    };
    // A ply that was played never changes; the current position does.
    let lasting = ply.is_some();
    match blocking(move || service.page_board(id, ply)).await {
        Ok(png) => file_response("image/png", None, png, lasting),
        Err(r) => r,
    }
}

async fn record(State(service): State<Arc<Service>>, Path(raw): Path<String>) -> Response {
    let id = match id_of(&raw) {
        Ok(id) => id,
        Err(r) => return r,
    };
    match blocking(move || service.page_record(id)).await {
        Ok(file) => file_response(
            "text/plain; charset=utf-8",
            Some(&file.name),
            file.bytes,
            false,
        ),
        Err(r) => r,
    }
}

async fn gif(State(service): State<Arc<Service>>, Path(raw): Path<String>) -> Response {
    let id = match id_of(&raw) {
        Ok(id) => id,
        Err(r) => return r,
    };
    match blocking(move || service.page_gif(id)).await {
        Ok(file) => file_response(file.mime, Some(&file.name), file.bytes, false),
        Err(r) => r,
    }
}

async fn not_found() -> Response {
    not_found_page()
}

fn not_found_page() -> Response {
    error_page(
        StatusCode::NOT_FOUND,
        "No such game",
        "There is no game at this address. Game pages are at /game/ID, where ID is the game's number (#12 in chat).",
    )
}

fn error_page(status: StatusCode, title: &str, text: &str) -> Response {
    html_response(status, html::error(status.as_u16(), title, text), false)
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

fn file_response(
    mime: &'static str,
    name: Option<&str>,
    bytes: Vec<u8>,
    lasting: bool,
) -> Response {
    let mut r = (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(mime)),
            (header::CACHE_CONTROL, cache_control(lasting)),
        ],
        bytes,
    )
        .into_response();
    // The names are ours (`acedrex-12.pgn`), so they need no quoting beyond this.
    if let Some(v) =
        name.and_then(|n| HeaderValue::from_str(&format!("inline; filename=\"{n}\"")).ok())
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

    #[test]
    fn ids() {
        assert_eq!(id_of("12").ok(), Some(12));
        assert_eq!(id_of("#12").ok(), Some(12));
        assert!(id_of("..").is_err());
        assert!(id_of("12abc").is_err());
    }
}
