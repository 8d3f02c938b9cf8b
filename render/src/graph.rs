//! The evaluation graph of an analysed game: move number across, the advantage up (White)
//! and down (Black), White's side of the zero line light and Black's dark, mistakes and
//! blunders marked with dots.

use crate::board::encode_png;
use crate::canvas::{self, Rgba};
use resvg::tiny_skia::Pixmap;

/// A move's mark in the graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `?`: lost about a pawn or more.
    Mistake,
    /// `??`: lost about three pawns or more.
    Blunder,
}

const BG: Rgba = Rgba::rgb(38, 36, 33);
const PLOT: Rgba = Rgba::rgb(120, 116, 110);
const WHITE_SIDE: Rgba = Rgba::rgb(238, 234, 224);
const BLACK_SIDE: Rgba = Rgba::rgb(22, 21, 20);
const ZERO: Rgba = Rgba::rgb(200, 80, 60);
const LABEL: Rgba = Rgba::rgb(220, 216, 208);
const MISTAKE: Rgba = Rgba::rgb(235, 160, 40);
const BLUNDER: Rgba = Rgba::rgb(220, 40, 40);

/// Where the plot sits inside the image.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PlotArea {
    pub left: f32,
    pub top: f32,
    pub width: f32,
    pub height: f32,
}

impl PlotArea {
    pub fn of(width: u32, height: u32) -> PlotArea {
        let (left, right, top, bottom) = (44.0, 12.0, 30.0, 26.0);
        PlotArea {
            left,
            top,
            width: (width as f32 - left - right).max(1.0),
            height: (height as f32 - top - bottom).max(1.0),
        }
    }

    /// The row of the zero line.
    pub fn zero_y(&self) -> f32 {
        self.top + self.height / 2.0
    }

    /// The row of an evaluation (centipawns, White's point of view).
    pub fn y_of(&self, cp: i32) -> f32 {
        self.zero_y() - squash(cp) * self.height / 2.0
    }

    /// The column of position `i` of `n` (the start is 0, the last `n - 1`).
    pub fn x_of(&self, i: usize, n: usize) -> f32 {
        if n <= 1 {
            return self.left;
        }
        self.left + self.width * i as f32 / (n - 1) as f32
    }
}

/// Keeps the sign and squeezes big advantages: ±1 pawn is a fifth of the half-height,
/// ±10 pawns nearly all of it, a mate the edge.
fn squash(cp: i32) -> f32 {
    let v = cp.clamp(-10_000, 10_000) as f32;
    v / (v.abs() + 400.0)
}

/// The graph as a PNG of `width`×`height` pixels. `evals[i]` is the evaluation of the
/// position after `i` plies, in centipawns from White's point of view; `marks` holds
/// `(i, mark)` for the move that led to position `i`. `title` goes above the plot.
pub fn eval_graph(
    evals: &[i32],
    marks: &[(usize, Mark)],
    width: u32,
    height: u32,
    title: &str,
) -> Vec<u8> {
    let (width, height) = (width.clamp(160, 4000), height.clamp(100, 4000));
    let Some(mut p) = Pixmap::new(width, height) else {
        return Vec::new();
    };
    let area = PlotArea::of(width, height);
    canvas::fill_rect(&mut p, 0.0, 0.0, width as f32, height as f32, BG);
    canvas::fill_rect(&mut p, area.left, area.top, area.width, area.height, PLOT);
    canvas::text(&mut p, title, 15.0, area.left, 20.0, LABEL);

    // The area between the zero line and the curve, one pixel column at a time.
    let n = evals.len();
    let zero = area.zero_y();
    if n > 0 {
        let cols = area.width.ceil() as usize;
        for c in 0..cols {
            let x = area.left + c as f32;
            let t = if n == 1 {
                0.0
            } else {
                (c as f32 / area.width.max(1.0)) * (n - 1) as f32
            };
            let i = (t.floor() as usize).min(n - 1);
            let j = (i + 1).min(n - 1);
            let f = t - i as f32;
            let cp = evals[i] as f32 * (1.0 - f) + evals[j] as f32 * f;
            let y = area.y_of(cp.round() as i32);
            if y < zero {
                canvas::fill_rect(&mut p, x, y, 1.0, zero - y, WHITE_SIDE);
            } else if y > zero {
                canvas::fill_rect(&mut p, x, zero, 1.0, y - zero, BLACK_SIDE);
            }
        }
    }
    canvas::line(
        &mut p,
        (area.left, zero),
        (area.left + area.width, zero),
        1.5,
        ZERO,
    );

    // Pawn labels on the left.
    for (cp, label) in [(500, "+5"), (0, "0"), (-500, "−5")] {
        let y = area.y_of(cp);
        let w = canvas::text_width(label, 12.0);
        canvas::text(&mut p, label, 12.0, area.left - 8.0 - w, y + 4.0, LABEL);
    }
    // Move numbers below: about eight of them.
    let moves = n.saturating_sub(1).div_ceil(2).max(1);
    let step = moves.div_ceil(8).max(1);
    let mut m = step;
    while m <= moves {
        let x = area.x_of((2 * m - 1).min(n.saturating_sub(1)), n);
        let label = m.to_string();
        let w = canvas::text_width(&label, 12.0);
        canvas::text(
            &mut p,
            &label,
            12.0,
            x - w / 2.0,
            area.top + area.height + 18.0,
            LABEL,
        );
        m += step;
    }
    // The big swings.
    for &(i, mark) in marks {
        if i >= n {
            continue;
        }
        let (x, y) = (area.x_of(i, n), area.y_of(evals[i]));
        let (c, r) = match mark {
            Mark::Mistake => (MISTAKE, 4.0),
            Mark::Blunder => (BLUNDER, 5.5),
        };
        canvas::disc(&mut p, x, y, r + 1.5, BG);
        canvas::disc(&mut p, x, y, r, c);
    }
    encode_png(&p)
}
