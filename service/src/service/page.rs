//! What a game's web page shows, for any front end that serves pages (`acedrex-web`):
//! the game's typed view, its moves in algebraic notation, the board after any ply,
//! and the record and animation to download. Read-only: nothing here changes a game.
//!
//! A page is made from a [`PageSnapshot`], a copy of the game taken under its lock and
//! released at once: rendering (a GIF of a long game takes seconds) never holds up a
//! player's move.
//!
//! Privacy: a game begun in a private conversation (a direct message, a private or
//! encrypted room, a hidden channel), or any game when the operator makes all pages
//! unlisted, has a random key, and its page is at `/game/ID-KEY` only: its bare number
//! answers "no such game", as for a game that does not exist.

use super::Service;
use crate::lock;
use crate::reply::{Attachment, GameView};
use crate::table::Table;
use crate::texts::images;
use crate::texts::lang::Lang;
use crate::texts::messages as msg;
use crate::tournament::view::{standings_image_in, TournamentView};
use acedrex_render::{board_png, RenderOptions};
use acedrex_rules::Game;

/// A game as its page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePage {
    pub view: GameView,
    /// Every move played, in algebraic notation (`e4`, `Nf3`, …), White's first.
    pub moves: Vec<String>,
    /// `alice (White) to move`, `Game over: …`, or what the challenge waits for.
    pub status: String,
    /// The day the game was made (`2026.11.24`).
    pub date: String,
    /// The page's address below `/game/`: `12`, or `12-KEY` for an unlisted page.
    pub address: String,
    /// The page is unlisted (reached by its key only): search engines are asked to
    /// keep it out of their indexes.
    pub unlisted: bool,
    /// The language its words are in (`status`, `view.title`; the page's own words
    /// are said in it too).
    pub lang: Lang,
}

/// A page request that cannot be served.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageError {
    /// No game with this id (or a challenge without a board yet, for its images), or
    /// an unlisted game asked for without its key.
    NotFound,
    /// The ply is beyond the moves played.
    NoSuchPly { plies: usize },
    /// The stored game cannot be read.
    Unreadable(String),
}

impl std::fmt::Display for PageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PageError::NotFound => f.write_str("no such game"),
            PageError::NoSuchPly { plies } => write!(f, "the game has {plies} plies"),
            PageError::Unreadable(e) => write!(f, "the game cannot be read: {e}"),
        }
    }
}

/// Bytes of randomness in a page key: 128 bits, far beyond guessing.
const KEY_BYTES: usize = 16;

/// A new page key: 128 bits from the operating system's random source, as 32
/// lowercase hex digits. An error when there is no random source: no key is better
/// than a guessable one.
pub fn new_key() -> Result<String, String> {
    let mut bytes = [0u8; KEY_BYTES];
    getrandom::fill(&mut bytes).map_err(|e| e.to_string())?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A page's address below `/game/`: `12`, or `12-KEY` for an unlisted page.
pub fn address(id: u64, key: Option<&str>) -> String {
    match key {
        Some(k) => format!("{id}-{k}"),
        None => id.to_string(),
    }
}

/// The game id and key of a page address (`12`, `#12`, `12-KEY`); `None` for anything
/// else.
pub fn parse_address(text: &str) -> Option<(u64, Option<&str>)> {
    let text = text.strip_prefix('#').unwrap_or(text);
    let (id, key) = match text.split_once('-') {
        Some((id, key)) => (id, Some(key)),
        None => (text, None),
    };
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let id = id.parse().ok()?;
    match key {
        Some(k)
            if k.is_empty() || k.len() > 64 || !k.bytes().all(|b| b.is_ascii_alphanumeric()) =>
        {
            None
        }
        _ => Some((id, key)),
    }
}

/// Equal texts, compared in a time that does not depend on where they differ.
fn same_key(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// A copy of a game taken for its page: rendered from without any lock held.
#[derive(Clone, Debug)]
pub struct PageSnapshot {
    table: Table,
}

impl PageSnapshot {
    pub fn id(&self) -> u64 {
        self.table.id
    }

    /// The game's revision: what its page shows changes only with it (a cache key).
    pub fn revision(&self) -> u64 {
        self.table.rev
    }

    /// Plies played; `None` for a challenge (no board yet).
    pub fn plies(&self) -> Option<usize> {
        self.table.game().map(|g| g.moves().len())
    }

    /// The page's address below `/game/`.
    pub fn address(&self) -> String {
        address(self.table.id, self.table.page_key.as_deref())
    }

    pub fn unlisted(&self) -> bool {
        self.table.page_key.is_some()
    }
}

impl Service {
    /// A copy of game `id` for its page, if `key` opens it: an unlisted game's key, or
    /// none for a listed game (and then only while pages are listed at all).
    pub fn page_snapshot(&self, id: u64, key: Option<&str>) -> Result<PageSnapshot, PageError> {
        let table = self
            .load(id)
            .map_err(|e| PageError::Unreadable(e.to_string()))?
            .ok_or(PageError::NotFound)?;
        // The lock is held for the copy only.
        let table = lock(&table).clone();
        let opens = match (table.page_key.as_deref(), key) {
            (Some(k), Some(given)) => same_key(k, given),
            (None, None) => !self.config.unlisted_pages,
            _ => false,
        };
        if !opens {
            return Err(PageError::NotFound);
        }
        Ok(PageSnapshot { table })
    }

    /// The page of a snapshot, in English.
    pub fn page_of_snapshot(&self, s: &PageSnapshot) -> GamePage {
        self.page_of_snapshot_in(s, Lang::En)
    }

    /// The page of a snapshot in `lang`: its title and status.
    pub fn page_of_snapshot_in(&self, s: &PageSnapshot, lang: Lang) -> GamePage {
        let t = &s.table;
        let mut view = t.view(self.clock.now());
        if lang != Lang::En {
            view.title = images::game_title(lang, t);
        }
        GamePage {
            view,
            moves: t.game().map(Game::sans).unwrap_or_default(),
            status: images::page_status(lang, t),
            date: msg::date_text(t.created),
            address: s.address(),
            unlisted: s.unlisted(),
            lang,
        }
    }

    /// The board of a snapshot after `ply` plies (`None`: as it stands), White at the
    /// bottom, the move that led there marked; its title in English.
    pub fn board_of_snapshot(
        &self,
        s: &PageSnapshot,
        ply: Option<usize>,
    ) -> Result<Vec<u8>, PageError> {
        self.board_of_snapshot_in(s, ply, Lang::En)
    }

    /// [`Service::board_of_snapshot`] with its title in `lang`.
    pub fn board_of_snapshot_in(
        &self,
        s: &PageSnapshot,
        ply: Option<usize>,
        lang: Lang,
    ) -> Result<Vec<u8>, PageError> {
        let t = &s.table;
        let game = t.game().ok_or(PageError::NotFound)?;
        let plies = game.moves().len();
        let ply = ply.unwrap_or(plies);
        if ply > plies {
            return Err(PageError::NoSuchPly { plies });
        }
        let at = game_after(t, game, ply)?;
        let pos = at.position();
        let mut opts = RenderOptions::for_variant(pos.variant());
        // Smaller than in chat, so the move list fits beside the board on a page.
        let page_square = (560 / u32::from(pos.variant().width)).max(32);
        opts.square = self
            .config
            .square
            .map_or(page_square, |s| s.min(page_square));
        opts.theme = self.config.theme;
        opts.last_move = at.last_move();
        opts.title = Some(images::page_board_title(lang, t, &at));
        Ok(board_png(pos, &opts))
    }

    /// The record of a snapshot (what `record` attaches).
    pub fn record_of_snapshot(&self, s: &PageSnapshot) -> Result<Attachment, PageError> {
        self.record_file(&s.table).ok_or(PageError::NotFound)
    }

    /// The animation of a snapshot (what `gif` attaches).
    pub fn gif_of_snapshot(&self, s: &PageSnapshot) -> Result<Attachment, PageError> {
        self.gif_of_snapshot_in(s, Lang::En)
    }

    /// [`Service::gif_of_snapshot`] with its title in `lang`.
    pub fn gif_of_snapshot_in(
        &self,
        s: &PageSnapshot,
        lang: Lang,
    ) -> Result<Attachment, PageError> {
        self.gif_file(&s.table, lang).ok_or(PageError::NotFound)
    }

    /// The page of listed game `id`.
    pub fn game_page(&self, id: u64) -> Result<GamePage, PageError> {
        Ok(self.page_of_snapshot(&self.page_snapshot(id, None)?))
    }

    /// The board of listed game `id` after `ply` plies (`None`: as it stands).
    pub fn page_board(&self, id: u64, ply: Option<usize>) -> Result<Vec<u8>, PageError> {
        self.board_of_snapshot(&self.page_snapshot(id, None)?, ply)
    }

    /// The record of listed game `id` (what `record` attaches).
    pub fn page_record(&self, id: u64) -> Result<Attachment, PageError> {
        self.record_of_snapshot(&self.page_snapshot(id, None)?)
    }

    /// The animation of listed game `id` (what `gif` attaches).
    pub fn page_gif(&self, id: u64) -> Result<Attachment, PageError> {
        self.gif_of_snapshot(&self.page_snapshot(id, None)?)
    }
}

impl Service {
    /// Tournament `id` for its page, if `key` opens it: the same rule as a game's page
    /// (a tournament of a private conversation is reached by its key only, and so is
    /// every tournament when the operator makes pages unlisted).
    pub fn tournament_page_view(
        &self,
        id: u64,
        key: Option<&str>,
    ) -> Result<TournamentView, PageError> {
        let view = self
            .tournament_view(id)
            .map_err(|e| PageError::Unreadable(e.to_string()))?
            .ok_or(PageError::NotFound)?;
        let opens = match (view.page_key.as_deref(), key) {
            (Some(k), Some(given)) => same_key(k, given),
            (None, None) => !self.config.unlisted_pages,
            _ => false,
        };
        if !opens {
            return Err(PageError::NotFound);
        }
        Ok(view)
    }

    /// A tournament's standings image, in the operator's theme.
    pub fn tournament_standings_png(&self, view: &TournamentView) -> Result<Vec<u8>, PageError> {
        self.tournament_standings_png_in(view, Lang::En)
    }

    /// [`Service::tournament_standings_png`] with its words in `lang`.
    pub fn tournament_standings_png_in(
        &self,
        view: &TournamentView,
        lang: Lang,
    ) -> Result<Vec<u8>, PageError> {
        let mut image = standings_image_in(view, lang);
        image.theme = self.config.theme;
        acedrex_render::standings(&image).map_err(|e| PageError::Unreadable(e.to_string()))
    }
}

/// The game as it stood after `ply` plies, from its start (a Zanzibar setup included).
fn game_after(t: &Table, game: &Game, ply: usize) -> Result<Game, PageError> {
    let mut at = t.record().start_game().map_err(PageError::Unreadable)?;
    for m in game.moves().into_iter().take(ply) {
        at.play(m)
            .map_err(|e| PageError::Unreadable(e.to_string()))?;
    }
    Ok(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_long_random_and_differ() {
        let (a, b) = (new_key().unwrap(), new_key().unwrap());
        assert_eq!(a.len(), 2 * KEY_BYTES);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn addresses_round_trip() {
        assert_eq!(parse_address("12"), Some((12, None)));
        assert_eq!(parse_address("#12"), Some((12, None)));
        assert_eq!(parse_address("12-abc9"), Some((12, Some("abc9"))));
        assert_eq!(
            parse_address(&address(7, Some("ff00"))),
            Some((7, Some("ff00")))
        );
        for bad in [
            "", "-", "12-", "abc", "12abc", "+12", "12-a/b", "..", "12-a-b",
        ] {
            assert_eq!(parse_address(bad), None, "{bad}");
        }
        assert!(same_key("abc", "abc"));
        assert!(!same_key("abc", "abd"));
        assert!(!same_key("abc", "abcd"));
    }
}
