//! Animated GIF of a whole game: one frame per position, the last one held.
//!
//! One palette for the whole animation (NeuQuant on the first and last frames, which
//! between them show every piece and colour), a 15-bit colour lookup table so mapping a
//! pixel is one array read, and each frame stores only the rectangle that changed, with
//! its unchanged pixels transparent so they compress to almost nothing.

use crate::board::{render_board, RenderOptions};
use acedrex_rules::Game;
use color_quant::NeuQuant;
use resvg::tiny_skia::Pixmap;
use std::borrow::Cow;

/// Timing of the animation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GifTiming {
    /// Time each move is shown, in milliseconds.
    pub frame_ms: u16,
    /// Time the final position is held before the animation loops.
    pub hold_ms: u16,
}

impl Default for GifTiming {
    fn default() -> Self {
        GifTiming {
            frame_ms: 900,
            hold_ms: 4000,
        }
    }
}

/// Palette index of pixels that did not change since the previous frame.
const UNCHANGED: u8 = 255;

struct Palette {
    nq: NeuQuant,
    rgb: Vec<u8>,
    lut: Vec<u16>,
}

impl Palette {
    fn train(frames: &[&Pixmap]) -> Palette {
        let mut sample = Vec::new();
        for f in frames {
            // Every other pixel is plenty for 256 colours.
            for px in f.data().chunks_exact(8) {
                sample.extend_from_slice(&px[..4]);
            }
        }
        // 255 colours: index 255 is kept for "unchanged" (transparent) pixels.
        let nq = NeuQuant::new(10, 255, &sample);
        let mut rgb = nq.color_map_rgb();
        rgb.resize(256 * 3, 0);
        Palette {
            nq,
            rgb,
            lut: vec![u16::MAX; 1 << 15],
        }
    }

    #[inline]
    fn index(&mut self, r: u8, g: u8, b: u8) -> u8 {
        let key = ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3);
        let hit = self.lut[key];
        if hit != u16::MAX {
            return hit as u8;
        }
        let i = self.nq.index_of(&[r, g, b, 255]) as u8;
        self.lut[key] = i as u16;
        i
    }

    fn map(&mut self, p: &Pixmap) -> Vec<u8> {
        p.data()
            .chunks_exact(4)
            .map(|c| self.index(c[0], c[1], c[2]))
            .collect()
    }
}

/// The smallest rectangle (x, y, w, h) where two index images differ.
fn changed(prev: &[u8], next: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let height = next.len() / width;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for y in 0..height {
        let row = y * width;
        let (a, b) = (&prev[row..row + width], &next[row..row + width]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = width
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y;
    }
    (x0 != usize::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

/// The whole game as an animated GIF: the start, then one frame per move with the move
/// highlighted, the final position held. `opts.title` is followed by the move number.
pub fn game_gif(game: &Game, opts: &RenderOptions, timing: GifTiming) -> Vec<u8> {
    let mut pos = game.start_position().clone();
    let moves = game.moves();
    let v = pos.variant();
    let base_title = opts.title.clone().unwrap_or_else(|| v.name.to_string());
    let frame_opts = |ply: usize, last| RenderOptions {
        last_move: last,
        title: Some(if ply == 0 {
            format!("{base_title} — start")
        } else {
            format!("{base_title} — {} of {}", ply, moves.len())
        }),
        markers: Vec::new(),
        ..opts.clone()
    };
    // Frames are made one at a time and encoded at once: only the first and the last
    // (the palette's sample) are kept whole, so a long game's animation takes a few
    // frames of memory, not one per move.
    let first = render_board(&pos, &frame_opts(0, None));
    let last = match moves.last() {
        Some(&m) => {
            let mut end = pos.clone();
            for &mv in &moves {
                end.play(mv);
            }
            Some(render_board(&end, &frame_opts(moves.len(), Some(m))))
        }
        None => None,
    };
    let (w, h) = (first.width(), first.height());
    let mut palette = Palette::train(&[&first, last.as_ref().unwrap_or(&first)]);
    let mut out = Vec::new();
    let Ok(mut enc) = gif::Encoder::new(&mut out, w as u16, h as u16, &palette.rgb.clone()) else {
        return Vec::new();
    };
    let _ = enc.set_repeat(gif::Repeat::Infinite);
    let mut prev: Option<Vec<u8>> = None;
    let count = moves.len() + 1;
    for i in 0..count {
        let made;
        let f: &Pixmap = if i == 0 {
            &first
        } else {
            let m = moves[i - 1];
            pos.play(m);
            match &last {
                Some(l) if i + 1 == count => l,
                _ => {
                    made = render_board(&pos, &frame_opts(i, Some(m)));
                    &made
                }
            }
        };
        let idx = palette.map(f);
        let delay = if i + 1 == count {
            timing.hold_ms
        } else {
            timing.frame_ms
        } / 10;
        let (x, y, fw, fh) = match &prev {
            None => (0, 0, w as usize, h as usize),
            Some(p) => changed(p, &idx, w as usize).unwrap_or((0, 0, 1, 1)),
        };
        let mut buf = Vec::with_capacity(fw * fh);
        for row in y..y + fh {
            let start = row * w as usize + x;
            let new = &idx[start..start + fw];
            match &prev {
                None => buf.extend_from_slice(new),
                Some(p) => buf.extend(new.iter().zip(&p[start..start + fw]).map(|(n, o)| {
                    if n == o {
                        UNCHANGED
                    } else {
                        *n
                    }
                })),
            }
        }
        let frame = gif::Frame {
            left: x as u16,
            top: y as u16,
            width: fw as u16,
            height: fh as u16,
            delay,
            dispose: gif::DisposalMethod::Keep,
            transparent: prev.as_ref().map(|_| UNCHANGED),
            buffer: Cow::Owned(buf),
            ..gif::Frame::default()
        };
        if enc.write_frame(&frame).is_err() {
            return Vec::new();
        }
        prev = Some(idx);
    }
    drop(enc);
    out
}
