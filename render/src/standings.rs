//! A tournament's standings as a PNG table, in the board images' style: the title bar on
//! the frame, then a table inset by the frame's margin — a heading row on the dark
//! squares' colour, the players' rows striped in the light squares' colours. Render knows
//! no words: the caller gives the title, the headings and every cell as text.

use crate::board::{encode_png, Theme, TitleBar};
use crate::canvas::{self, Rgba};
use resvg::tiny_skia::Pixmap;

/// Most rows a standings image takes (beyond it a chat image is unreadable anyway).
pub const MAX_STANDINGS_ROWS: usize = 256;

/// What a standings image shows: plain text, laid out by [`standings`].
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsImage {
    /// The title bar ("Shako · Swiss · #3 · final standings").
    pub title: String,
    /// One per column.
    pub headings: Vec<String>,
    /// The column of the players' names: left-aligned, stretched to fill the image and
    /// cut with an ellipsis where a name is too long. The others are centred.
    pub name_column: usize,
    /// Best first.
    pub rows: Vec<StandingsRow>,
    /// Shown after a withdrawn player's name ("withdrawn").
    pub withdrawn_mark: String,
    pub theme: Theme,
}

/// A player's row: one cell per heading.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsRow {
    pub cells: Vec<String>,
    /// Drawn dimmed, the name struck through and followed by the withdrawn mark.
    pub withdrawn: bool,
}

/// Why a standings image cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenderError {
    /// More rows than [`MAX_STANDINGS_ROWS`].
    TooManyRows { rows: usize, max: usize },
    /// A row whose cells do not match the headings.
    Cells {
        row: usize,
        cells: usize,
        columns: usize,
    },
    /// The name column is not one of the columns.
    NameColumn { column: usize, columns: usize },
    /// The image could not be allocated.
    Canvas { width: u32, height: u32 },
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::TooManyRows { rows, max } => {
                write!(f, "{rows} rows of standings, at most {max} fit an image")
            }
            RenderError::Cells {
                row,
                cells,
                columns,
            } => write!(f, "row {row} has {cells} cells for {columns} columns"),
            RenderError::NameColumn { column, columns } => {
                write!(f, "name column {column} of {columns} columns")
            }
            RenderError::Canvas { width, height } => {
                write!(f, "no image of {width}×{height} pixels")
            }
        }
    }
}

impl std::error::Error for RenderError {}

/// The frame and title bar of a board of 64-pixel squares: margin 25, bar 38.
const MARGIN: u32 = 25;
const TITLE_H: u32 = 38;
/// Text of the table.
const TEXT: f32 = 15.0;
const HEADING_H: u32 = 30;
const ROW_H: u32 = 26;
/// Space on each side of a cell's text.
const PAD: f32 = 10.0;
/// The name column's width before it is stretched: between these.
const NAME_MIN: f32 = 140.0;
const NAME_MAX: f32 = 300.0;
/// The narrowest image (the title bar has room for a game's name and the status).
const MIN_WIDTH: u32 = 480;

/// Where a standings image puts things, in pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsLayout {
    pub width: u32,
    pub height: u32,
    /// The title bar: `0..title_h`.
    pub title_h: u32,
    /// The frame around the table.
    pub margin: u32,
    /// The top of the heading row; the rows follow it.
    pub table_top: u32,
    pub heading_h: u32,
    pub row_h: u32,
    /// Each column's left edge and width.
    pub columns: Vec<(f32, f32)>,
}

impl StandingsLayout {
    /// The top of row `i` (0 is the leader's).
    pub fn row_top(&self, i: usize) -> u32 {
        self.table_top + self.heading_h + i as u32 * self.row_h
    }

    /// The colour of row `i`'s stripe (alternating, the leader's the lighter).
    pub fn stripe(theme: &Theme, i: usize) -> Rgba {
        if i.is_multiple_of(2) {
            theme.light
        } else {
            blend(theme.light, theme.dark, 0.22)
        }
    }
}

/// `a` moved towards `b` by `t` (0–1).
fn blend(a: Rgba, b: Rgba, t: f32) -> Rgba {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Rgba::rgb(m(a.0, b.0), m(a.1, b.1), m(a.2, b.2))
}

/// The layout of an image, after checking that its rows fit its columns.
pub fn standings_layout(s: &StandingsImage) -> Result<StandingsLayout, RenderError> {
    let columns = s.headings.len();
    if s.rows.len() > MAX_STANDINGS_ROWS {
        return Err(RenderError::TooManyRows {
            rows: s.rows.len(),
            max: MAX_STANDINGS_ROWS,
        });
    }
    if s.name_column >= columns {
        return Err(RenderError::NameColumn {
            column: s.name_column,
            columns,
        });
    }
    if let Some((row, r)) = s
        .rows
        .iter()
        .enumerate()
        .find(|(_, r)| r.cells.len() != columns)
    {
        return Err(RenderError::Cells {
            row,
            cells: r.cells.len(),
            columns,
        });
    }
    let mark_w = canvas::text_width(&s.withdrawn_mark, TEXT * 0.8) + PAD;
    let mut widths: Vec<f32> = s
        .headings
        .iter()
        .map(|h| canvas::text_width(h, TEXT))
        .collect();
    for r in &s.rows {
        for (c, cell) in r.cells.iter().enumerate() {
            let mut w = canvas::text_width(cell, TEXT);
            if c == s.name_column && r.withdrawn {
                w += mark_w;
            }
            widths[c] = widths[c].max(w);
        }
    }
    let mut widths: Vec<f32> = widths.iter().map(|w| (w + 2.0 * PAD).ceil()).collect();
    widths[s.name_column] = widths[s.name_column].clamp(NAME_MIN, NAME_MAX);
    let table_w: f32 = widths.iter().sum();
    let width = (table_w as u32 + 2 * MARGIN).max(MIN_WIDTH);
    // The names take what the narrowest image leaves over.
    widths[s.name_column] += (width - 2 * MARGIN) as f32 - table_w;
    let mut x = MARGIN as f32;
    let columns = widths
        .into_iter()
        .map(|w| {
            let at = (x, w);
            x += w;
            at
        })
        .collect();
    let table_top = TITLE_H + MARGIN;
    Ok(StandingsLayout {
        width,
        height: table_top + HEADING_H + s.rows.len() as u32 * ROW_H + MARGIN,
        title_h: TITLE_H,
        margin: MARGIN,
        table_top,
        heading_h: HEADING_H,
        row_h: ROW_H,
        columns,
    })
}

/// The standings as a PNG.
pub fn standings(s: &StandingsImage) -> Result<Vec<u8>, RenderError> {
    let p = render_standings(s)?;
    Ok(encode_indexed(&p).unwrap_or_else(|| encode_png(&p)))
}

/// A PNG of at most 256 colours: a table is a few flat colours and the edges of its
/// letters, which the most frequent colours cover (the rarer edge shades take the
/// nearest of those). About a third of the size of the RGB encoding. `None` if the
/// encoder fails.
fn encode_indexed(p: &Pixmap) -> Option<Vec<u8>> {
    use std::collections::HashMap;
    let pixels: Vec<[u8; 3]> = p
        .data()
        .chunks_exact(4)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for px in &pixels {
        *counts.entry(*px).or_default() += 1;
    }
    let mut by_use: Vec<([u8; 3], usize)> = counts.into_iter().collect();
    // Most used first; equal counts by colour, so the same table gives the same file.
    by_use.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<[u8; 3]> = by_use.iter().take(256).map(|(c, _)| *c).collect();
    let dist = |a: [u8; 3], b: [u8; 3]| -> u32 {
        (0..3).map(|i| u32::from(a[i].abs_diff(b[i])).pow(2)).sum()
    };
    let index: HashMap<[u8; 3], u8> = by_use
        .iter()
        .map(|(c, _)| {
            let i = (0..palette.len())
                .min_by_key(|&i| dist(*c, palette[i]))
                .unwrap_or(0);
            (*c, i as u8)
        })
        .collect();
    let data: Vec<u8> = pixels
        .iter()
        .map(|px| index.get(px).copied().unwrap_or(0))
        .collect();
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, p.width(), p.height());
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette.concat());
    enc.set_compression(png::Compression::Balanced);
    enc.set_filter(png::Filter::NoFilter);
    let mut w = enc.write_header().ok()?;
    w.write_image_data(&data).ok()?;
    w.finish().ok()?;
    Some(out)
}

/// The standings drawn, before encoding.
pub fn render_standings(s: &StandingsImage) -> Result<Pixmap, RenderError> {
    let l = standings_layout(s)?;
    let t = &s.theme;
    let mut p = Pixmap::new(l.width, l.height).ok_or(RenderError::Canvas {
        width: l.width,
        height: l.height,
    })?;
    canvas::fill_rect(&mut p, 0.0, 0.0, l.width as f32, l.height as f32, t.frame);
    TitleBar {
        height: l.title_h as f32,
        margin: l.margin as f32,
        width: l.width as f32,
    }
    .draw(&mut p, &s.title, t.label);
    let left = l.margin as f32;
    let table_w = (l.width - 2 * l.margin) as f32;
    let top = l.table_top as f32;
    canvas::fill_rect(&mut p, left, top, table_w, l.heading_h as f32, t.dark);
    let baseline = |top: f32, h: u32| top + h as f32 / 2.0 + TEXT * 0.36;
    for (c, h) in s.headings.iter().enumerate() {
        cell(
            &mut p,
            h,
            l.columns[c],
            c == s.name_column,
            baseline(top, l.heading_h),
            t.light,
        );
    }
    let ink = t.frame;
    let dim = blend(t.frame, t.light, 0.55);
    for (i, r) in s.rows.iter().enumerate() {
        let y = l.row_top(i) as f32;
        let stripe = StandingsLayout::stripe(t, i);
        canvas::fill_rect(&mut p, left, y, table_w, l.row_h as f32, stripe);
        let colour = if r.withdrawn { dim } else { ink };
        let base = baseline(y, l.row_h);
        for (c, text) in r.cells.iter().enumerate() {
            if c != s.name_column {
                cell(&mut p, text, l.columns[c], false, base, colour);
                continue;
            }
            let (x, w) = l.columns[c];
            let mark_w = if r.withdrawn {
                canvas::text_width(&s.withdrawn_mark, TEXT * 0.8) + PAD
            } else {
                0.0
            };
            let name = canvas::fit(text, TEXT, w - 2.0 * PAD - mark_w);
            let name_w = canvas::text_width(&name, TEXT);
            canvas::text(&mut p, &name, TEXT, x + PAD, base, colour);
            if r.withdrawn {
                let mid = base - TEXT * 0.33;
                canvas::line(&mut p, (x + PAD, mid), (x + PAD + name_w, mid), 1.5, colour);
                canvas::text(
                    &mut p,
                    &s.withdrawn_mark,
                    TEXT * 0.8,
                    x + PAD + name_w + PAD,
                    base,
                    colour,
                );
            }
        }
    }
    Ok(p)
}

/// A cell's text: left-aligned (names) or centred, cut to its column.
fn cell(p: &mut Pixmap, text: &str, (x, w): (f32, f32), left: bool, base: f32, c: Rgba) {
    let shown = canvas::fit(text, TEXT, w - 2.0 * PAD);
    let at = if left {
        x + PAD
    } else {
        x + (w - canvas::text_width(&shown, TEXT)) / 2.0
    };
    canvas::text(p, &shown, TEXT, at, base, c);
}
