//! What a game's web page shows, for any front end that serves pages (`acedrex-web`):
//! the game's typed view, its moves in algebraic notation, the board after any ply,
//! and the record and animation to download. Read-only: nothing here changes a game.

use super::Service;
use crate::lock;
use crate::reply::{Attachment, GameView};
use crate::table::Table;
use crate::texts::messages as msg;
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
}

/// A page request that cannot be served.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageError {
    /// No game with this id (or a challenge without a board yet, for its images).
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

impl Service {
    fn page_table(&self, id: u64) -> Result<super::tables::Shared, PageError> {
        self.load(id)
            .map_err(|e| PageError::Unreadable(e.to_string()))?
            .ok_or(PageError::NotFound)
    }

    /// The page of game `id`.
    pub fn game_page(&self, id: u64) -> Result<GamePage, PageError> {
        let table = self.page_table(id)?;
        let t = lock(&table);
        Ok(GamePage {
            view: t.view(self.clock.now()),
            moves: t.game().map(Game::sans).unwrap_or_default(),
            status: msg::page_status(&t),
            date: msg::date_text(t.created),
        })
    }

    /// The board of game `id` after `ply` plies (`None`: as it stands), White at the
    /// bottom, the move that led there marked.
    pub fn page_board(&self, id: u64, ply: Option<usize>) -> Result<Vec<u8>, PageError> {
        let table = self.page_table(id)?;
        let t = lock(&table);
        let game = t.game().ok_or(PageError::NotFound)?;
        let plies = game.moves().len();
        let ply = ply.unwrap_or(plies);
        if ply > plies {
            return Err(PageError::NoSuchPly { plies });
        }
        let at = game_after(&t, game, ply)?;
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
        opts.title = Some(msg::page_board_title(&t, &at));
        Ok(board_png(pos, &opts))
    }

    /// The record of game `id` (what `record` attaches).
    pub fn page_record(&self, id: u64) -> Result<Attachment, PageError> {
        let table = self.page_table(id)?;
        let t = lock(&table);
        self.record_file(&t).ok_or(PageError::NotFound)
    }

    /// The animation of game `id` (what `gif` attaches).
    pub fn page_gif(&self, id: u64) -> Result<Attachment, PageError> {
        let table = self.page_table(id)?;
        let t = lock(&table);
        self.gif_file(&t).ok_or(PageError::NotFound)
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
