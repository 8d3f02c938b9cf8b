//! Board images: squares, coordinates, highlights, pieces, markers, title.

use crate::art::{sprite, Art};
use crate::canvas::{self, Rgba};
use acedrex_rules::{
    reach, Color, Kind, Move, MoveKind, Position, Reach, Square, Variant, VariantId,
};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};
use resvg::tiny_skia::{Pixmap, PixmapPaint, Transform};

/// Smallest and largest square sizes, in pixels.
pub const MIN_SQUARE: u32 = 32;
pub const MAX_SQUARE: u32 = 96;

/// Board colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: &'static str,
    pub light: Rgba,
    pub dark: Rgba,
    pub frame: Rgba,
    pub label: Rgba,
    /// Overlay on the squares of the last move.
    pub last_move: Rgba,
    pub check: Rgba,
    /// Legal-move dots and capture rings.
    pub marker: Rgba,
    pub arrow: Rgba,
    /// The Archer's shot line.
    pub shot: Rgba,
}

impl Theme {
    /// Warm wood.
    pub const WOOD: Theme = Theme {
        name: "wood",
        light: Rgba::rgb(236, 214, 176),
        dark: Rgba::rgb(174, 125, 84),
        frame: Rgba::rgb(62, 45, 33),
        label: Rgba::rgb(236, 214, 176),
        last_move: Rgba(240, 214, 60, 120),
        check: Rgba(230, 20, 20, 230),
        marker: Rgba(40, 60, 30, 110),
        arrow: Rgba(30, 140, 60, 190),
        shot: Rgba(200, 30, 30, 220),
    };

    /// Cool sea.
    pub const SEA: Theme = Theme {
        name: "sea",
        light: Rgba::rgb(222, 230, 236),
        dark: Rgba::rgb(112, 146, 172),
        frame: Rgba::rgb(30, 42, 56),
        label: Rgba::rgb(222, 230, 236),
        last_move: Rgba(120, 200, 120, 130),
        check: Rgba(220, 30, 40, 230),
        marker: Rgba(20, 40, 70, 110),
        arrow: Rgba(230, 120, 30, 200),
        shot: Rgba(210, 40, 40, 220),
    };

    pub const ALL: [Theme; 2] = [Theme::WOOD, Theme::SEA];

    /// A theme by name (`wood`, `sea`).
    pub fn by_name(name: &str) -> Option<Theme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name.eq_ignore_ascii_case(name.trim()))
    }
}

/// Something drawn over the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Marker {
    /// A legal move to an empty square.
    Dot(Square),
    /// A legal capture.
    Ring(Square),
    /// A hint or an annotation.
    Arrow(Square, Square),
    /// A tinted square.
    Highlight(Square),
}

impl Marker {
    /// Dots and rings for the legal moves of the piece on `from`.
    pub fn for_moves(pos: &Position, from: Square) -> Vec<Marker> {
        let mut out = Vec::new();
        for m in pos.legal_moves().into_iter().filter(|m| m.from == from) {
            let marker = match m.kind {
                MoveKind::Shot => Marker::Ring(m.to),
                MoveKind::Igui => Marker::Ring(m.aux),
                MoveKind::Pass => continue,
                _ if pos.is_capture(m) && pos.piece_at(m.to).is_some() => Marker::Ring(m.to),
                MoveKind::EnPassant => Marker::Ring(m.to),
                _ => Marker::Dot(m.to),
            };
            if !out.contains(&marker) {
                out.push(marker);
            }
        }
        out
    }
}

/// How to draw a board.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Square size in pixels, 32–96.
    pub square: u32,
    /// Black at the bottom.
    pub flipped: bool,
    pub theme: Theme,
    pub last_move: Option<Move>,
    pub title: Option<String>,
    pub markers: Vec<Marker>,
}

impl RenderOptions {
    /// The default for a game: squares sized for a chat window (about 830 px wide).
    pub fn for_variant(variant: &Variant) -> RenderOptions {
        RenderOptions {
            square: default_square(variant),
            flipped: false,
            theme: Theme::WOOD,
            last_move: None,
            title: None,
            markers: Vec::new(),
        }
    }
}

/// About 770 px of squares, whatever the board's width.
pub fn default_square(variant: &Variant) -> u32 {
    (768 / variant.width as u32).clamp(MIN_SQUARE, MAX_SQUARE)
}

/// Pixel geometry of a board image.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Layout {
    pub sq: u32,
    pub files: u8,
    pub ranks: u8,
    pub flipped: bool,
    pub margin: u32,
    pub title_h: u32,
    pub width: u32,
    pub height: u32,
}

impl Layout {
    /// `footer`: extra height below the board (a diagram's legend).
    pub fn new(v: &Variant, sq: u32, flipped: bool, title: bool, footer: u32) -> Layout {
        let sq = sq.clamp(MIN_SQUARE, MAX_SQUARE);
        let margin = (sq * 2 / 5).max(16);
        let title_h = if title { (sq * 3 / 5).max(24) } else { 0 };
        Layout {
            sq,
            files: v.width,
            ranks: v.height,
            flipped,
            margin,
            title_h,
            width: 2 * margin + v.width as u32 * sq,
            height: title_h + 2 * margin + v.height as u32 * sq + footer,
        }
    }

    /// Top-left pixel of a square.
    pub fn origin(&self, s: Square) -> (f32, f32) {
        let (col, row) = if self.flipped {
            (self.files - 1 - s.file(), s.rank())
        } else {
            (s.file(), self.ranks - 1 - s.rank())
        };
        (
            (self.margin + col as u32 * self.sq) as f32,
            (self.title_h + self.margin + row as u32 * self.sq) as f32,
        )
    }

    pub fn centre(&self, s: Square) -> (f32, f32) {
        let (x, y) = self.origin(s);
        (x + self.sq as f32 / 2.0, y + self.sq as f32 / 2.0)
    }

    fn board_bottom(&self) -> f32 {
        (self.title_h + self.margin + self.ranks as u32 * self.sq) as f32
    }
}

/// Where a square is drawn in an image made with `opts`: its top-left pixel and size.
pub fn square_rect(variant: &Variant, opts: &RenderOptions, s: Square) -> (u32, u32, u32) {
    let layout = Layout::new(variant, opts.square, opts.flipped, opts.title.is_some(), 0);
    let (x, y) = layout.origin(s);
    (x as u32, y as u32, layout.sq)
}

/// Squares that the last move touched, to tint.
fn move_squares(m: &Move) -> Vec<Square> {
    match m.kind {
        MoveKind::LionDouble => vec![m.from, m.aux, m.to],
        MoveKind::Igui => vec![m.from, m.aux],
        MoveKind::Pass => vec![m.from],
        _ => vec![m.from, m.to],
    }
}

/// Draws the board, pieces and decorations.
pub fn render_board(pos: &Position, opts: &RenderOptions) -> Pixmap {
    let v = pos.variant();
    let layout = Layout::new(v, opts.square, opts.flipped, opts.title.is_some(), 0);
    let mut p = Pixmap::new(layout.width, layout.height).expect("a board of positive size");
    draw_frame(&mut p, &layout, v, &opts.theme);
    let t = &opts.theme;
    let sq = layout.sq as f32;
    if let Some(m) = &opts.last_move {
        for s in move_squares(m) {
            let (x, y) = layout.origin(s);
            canvas::fill_rect(&mut p, x, y, sq, sq, t.last_move);
        }
    }
    for marker in &opts.markers {
        if let Marker::Highlight(s) = marker {
            let (x, y) = layout.origin(*s);
            canvas::fill_rect(&mut p, x, y, sq, sq, t.last_move);
        }
    }
    if pos.is_check() {
        let (cx, cy) = layout.centre(pos.king_square(pos.side_to_move()));
        canvas::glow(&mut p, cx, cy, sq * 0.7, sq / 2.0, t.check);
    }
    for (s, piece) in pos.pieces() {
        let sprite = sprite(Art::of(v.id, piece.kind), piece.color, layout.sq);
        let (x, y) = layout.origin(s);
        p.draw_pixmap(
            x as i32,
            y as i32,
            Pixmap::as_ref(&sprite),
            &PixmapPaint::default(),
            Transform::identity(),
            None,
        );
    }
    for marker in &opts.markers {
        match *marker {
            Marker::Dot(s) => {
                let (cx, cy) = layout.centre(s);
                canvas::disc(&mut p, cx, cy, sq * 0.16, t.marker);
            }
            Marker::Ring(s) => {
                let (cx, cy) = layout.centre(s);
                canvas::ring(&mut p, cx, cy, sq * 0.44, sq * 0.08, t.marker);
            }
            Marker::Arrow(a, b) => canvas::arrow(
                &mut p,
                layout.centre(a),
                layout.centre(b),
                sq * 0.14,
                t.arrow,
            ),
            Marker::Highlight(_) => {}
        }
    }
    if let Some(m) = opts.last_move.filter(|m| m.kind == MoveKind::Shot) {
        canvas::arrow(
            &mut p,
            layout.centre(m.from),
            layout.centre(m.to),
            sq * 0.07,
            t.shot,
        );
    }
    if let Some(title) = &opts.title {
        draw_title(&mut p, &layout, title, t);
    }
    draw_side_marker(&mut p, &layout, pos.side_to_move(), t);
    p
}

fn draw_frame(p: &mut Pixmap, layout: &Layout, v: &Variant, t: &Theme) {
    let sq = layout.sq as f32;
    canvas::fill_rect(
        p,
        0.0,
        0.0,
        layout.width as f32,
        layout.height as f32,
        t.frame,
    );
    for s in v.squares() {
        let (x, y) = layout.origin(s);
        let dark = (s.file() + s.rank()) % 2 == 0;
        canvas::fill_rect(p, x, y, sq, sq, if dark { t.dark } else { t.light });
    }
    // Coordinates: files under the board, ranks to its left, turned with the board.
    let size = (layout.margin as f32 * 0.62).max(10.0);
    let bottom = layout.board_bottom();
    for f in 0..layout.files {
        let s = Square::new(f, 0).expect("on the board");
        let (x, _) = layout.origin(s);
        let label = ((b'a' + f) as char).to_string();
        let w = canvas::text_width(&label, size);
        canvas::text(
            p,
            &label,
            size,
            x + (sq - w) / 2.0,
            bottom + layout.margin as f32 * 0.5 + size * 0.36,
            t.label,
        );
    }
    for r in 0..layout.ranks {
        let s = Square::new(0, r).expect("on the board");
        let (_, y) = layout.origin(s);
        let label = (r + 1).to_string();
        let w = canvas::text_width(&label, size);
        canvas::text(
            p,
            &label,
            size,
            (layout.margin as f32 - w) / 2.0,
            y + sq / 2.0 + size * 0.36,
            t.label,
        );
    }
}

fn draw_title(p: &mut Pixmap, layout: &Layout, title: &str, t: &Theme) {
    TitleBar {
        height: layout.title_h as f32,
        margin: layout.margin as f32,
        width: layout.width as f32,
    }
    .draw(p, title, t.label);
}

/// The title above an image's frame (a board, a diagram, a standings table): one line in
/// the label colour on the frame, cut with an ellipsis where it is too long.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TitleBar {
    /// The bar's height from the top of the image.
    pub height: f32,
    /// The frame's margin: the text starts there, and the bar's text sits as far above
    /// what follows as the margin is.
    pub margin: f32,
    /// The image's width.
    pub width: f32,
}

impl TitleBar {
    pub fn size(&self) -> f32 {
        (self.height * 0.5).max(11.0)
    }

    pub fn draw(&self, p: &mut Pixmap, title: &str, colour: Rgba) {
        let size = self.size();
        let max_w = self.width - 2.0 * self.margin - size * 2.0;
        // Long titles (player names are free text) are cut with an ellipsis.
        let shown = canvas::fit(title, size, max_w);
        canvas::text(
            p,
            &shown,
            size,
            self.margin,
            self.height * 0.5 + self.margin * 0.5 + size * 0.36,
            colour,
        );
    }
}

/// A disc of the mover's colour on the frame, beside the mover's own side of the board.
fn draw_side_marker(p: &mut Pixmap, layout: &Layout, side: Color, t: &Theme) {
    let m = layout.margin as f32;
    let r = m * 0.3;
    let x = layout.width as f32 - m / 2.0;
    let at_bottom = (side == Color::White) != layout.flipped;
    let y = if at_bottom {
        layout.board_bottom() + m / 2.0
    } else {
        (layout.title_h as f32) + m / 2.0
    };
    let (fill, edge) = match side {
        Color::White => (Rgba::rgb(250, 250, 250), Rgba::rgb(20, 20, 20)),
        Color::Black => (Rgba::rgb(20, 20, 20), Rgba::rgb(250, 250, 250)),
    };
    canvas::disc(p, x, y, r + 1.5, edge);
    canvas::disc(p, x, y, r, fill);
    let _ = t;
}

/// PNG bytes of a rendered board: RGB, deflate level 3 with the Up filter — measured
/// on the densest start (Zanzibar XL, default size): about 91 KB in 6 ms, against 92 KB
/// in 11 ms for the encoder's default level.
pub fn encode_png(p: &Pixmap) -> Vec<u8> {
    // The canvas is opaque, so premultiplied RGBA equals straight RGBA; drop alpha.
    let rgb: Vec<u8> = p
        .data()
        .chunks_exact(4)
        .flat_map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut out = Vec::with_capacity(64 * 1024);
    let enc = PngEncoder::new_with_quality(&mut out, CompressionType::Level(3), FilterType::Up);
    // Writing into a Vec cannot fail for a correctly sized buffer.
    let _ = enc.write_image(&rgb, p.width(), p.height(), ExtendedColorType::Rgb8);
    out
}

/// A board as PNG bytes.
pub fn board_png(pos: &Position, opts: &RenderOptions) -> Vec<u8> {
    encode_png(&render_board(pos, opts))
}

/// A diagram's mark of size `r` (about the radius) at (cx, cy): a green disc where the
/// piece moves or captures, a blue ring where it only moves, a red cross where it only
/// captures.
fn reach_mark(p: &mut Pixmap, reach: Reach, cx: f32, cy: f32, r: f32) {
    match reach {
        Reach::Both => canvas::disc(p, cx, cy, r, Rgba(30, 130, 50, 230)),
        Reach::MoveOnly => canvas::ring(p, cx, cy, r * 0.85, r * 0.35, Rgba(40, 90, 200, 230)),
        Reach::CaptureOnly => {
            let (d, w, red) = (r * 0.85, r * 0.4, Rgba(200, 40, 40, 230));
            canvas::line(p, (cx - d, cy - d), (cx + d, cy + d), w, red);
            canvas::line(p, (cx - d, cy + d), (cx + d, cy - d), w, red);
        }
    }
}

/// The square a movement diagram puts its piece on: the middle of the board.
pub fn diagram_square(v: &Variant) -> Square {
    Square::new((v.width - 1) / 2, (v.height - 1) / 2).expect("on the board")
}

/// The words on a movement diagram, in the reader's language (the service's texts say
/// them; render knows no words).
#[derive(Copy, Clone, Debug)]
pub struct DiagramWords<'a> {
    /// Above the board: the piece and its game.
    pub title: &'a str,
    /// The legend's marks: moves or captures, moves only, captures only.
    pub legend: [&'a str; 3],
    /// Below the legend: how the piece moves.
    pub text: &'a str,
}

/// A piece's movement diagram: the piece in the middle of an empty board of its game,
/// every square it reaches marked (moves and captures, moves only, captures only), a
/// legend and the rule, in `words`.
pub fn diagram(
    variant: VariantId,
    kind: Kind,
    square: u32,
    theme: Theme,
    words: &DiagramWords,
) -> Pixmap {
    let v = variant.variant();
    let (title, legend, words) = (words.title, words.legend, words.text);
    let from = diagram_square(v);
    let base = Layout::new(v, square, false, true, 0);
    let text_size = (base.sq as f32 * 0.28).max(11.0);
    let text_w = base.width as f32 - 2.0 * base.margin as f32;
    let lines = canvas::wrap(words, text_size, text_w);
    let line_h = text_size * 1.35;
    let legend_h = (base.sq as f32 * 0.7).max(22.0);
    let footer = (legend_h + lines.len() as f32 * line_h + base.margin as f32) as u32;
    let layout = Layout::new(v, square, false, true, footer);
    let mut p = Pixmap::new(layout.width, layout.height).expect("a diagram of positive size");
    draw_frame(&mut p, &layout, v, &theme);
    let sq = layout.sq as f32;
    for (s, r) in reach(variant, kind, Color::White, from) {
        let (cx, cy) = layout.centre(s);
        reach_mark(&mut p, r, cx, cy, sq * 0.2);
    }
    let (x, y) = layout.origin(from);
    let s = sprite(Art::of(variant, kind), Color::White, layout.sq);
    p.draw_pixmap(
        x as i32,
        y as i32,
        Pixmap::as_ref(&s),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    draw_title(&mut p, &layout, title, &theme);
    // Legend.
    let top = layout.board_bottom() + layout.margin as f32;
    let ly = top + legend_h / 2.0;
    let mut lx = layout.margin as f32 + sq * 0.25;
    let r = (legend_h * 0.22).max(5.0);
    let entries = [
        (legend[0], Reach::Both),
        (legend[1], Reach::MoveOnly),
        (legend[2], Reach::CaptureOnly),
    ];
    for (label, mark) in entries {
        reach_mark(&mut p, mark, lx, ly, r);
        canvas::text(
            &mut p,
            label,
            text_size,
            lx + r * 1.8,
            ly + text_size * 0.36,
            theme.label,
        );
        lx += r * 1.8 + canvas::text_width(label, text_size) + sq * 0.6;
    }
    for (i, l) in lines.iter().enumerate() {
        canvas::text(
            &mut p,
            l,
            text_size,
            layout.margin as f32,
            top + legend_h + (i as f32 + 0.8) * line_h,
            theme.label,
        );
    }
    p
}
