//! # acedrex-render
//!
//! Board images for every game: PNG boards with coordinates, last-move and check
//! highlights, move markers and arrows, the board turned for Black; piece movement
//! diagrams; animated GIFs of whole games; tournament standings tables. Piece art is the project's own SVG set
//! (`assets/pieces`), rasterised once per size into a sprite cache, so a board is
//! mostly blits and the PNG encode.
//!
//! ```
//! use acedrex_render::{board_png, RenderOptions};
//! use acedrex_rules::{Position, VariantId};
//!
//! let pos = Position::start(VariantId::Perfect12);
//! let png = board_png(&pos, &RenderOptions::for_variant(pos.variant()));
//! assert_eq!(&png[1..4], b"PNG");
//! ```

pub mod art;
mod board;
mod canvas;
mod gif;
pub mod graph;
mod standings;

pub use art::{sprite, Art};
pub use board::{
    board_png, default_square, diagram, diagram_square, encode_png, render_board, square_rect,
    DiagramWords, Marker, RenderOptions, Theme, MAX_SQUARE, MIN_SQUARE,
};
pub use canvas::{missing_glyphs, Rgba};
pub use gif::{game_gif, GifTiming};
pub use resvg::tiny_skia::Pixmap;
pub use standings::{
    render_standings, standings, standings_layout, RenderError, StandingsImage, StandingsLayout,
    StandingsRow, MAX_STANDINGS_ROWS,
};
