//! Drawing primitives on an opaque tiny-skia pixmap: rectangles, discs, rings, lines,
//! arrows (anti-aliased by tiny-skia) and text (DejaVu Sans Bold through ab_glyph).

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use resvg::tiny_skia::{
    Color as SkColor, FillRule, GradientStop, LineCap, Paint, PathBuilder, Pixmap, Point,
    PremultipliedColorU8, RadialGradient, Rect, SpreadMode, Stroke, Transform,
};
use std::sync::OnceLock;

/// An RGBA colour (straight alpha).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba(r, g, b, 255)
    }

    fn paint(self) -> Paint<'static> {
        let mut p = Paint::default();
        p.set_color_rgba8(self.0, self.1, self.2, self.3);
        p.anti_alias = true;
        p
    }
}

static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("the bundled font parses"))
}

pub fn fill_rect(p: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, c: Rgba) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        p.fill_rect(r, &c.paint(), Transform::identity(), None);
    }
}

pub fn disc(p: &mut Pixmap, cx: f32, cy: f32, r: f32, c: Rgba) {
    if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
        p.fill_path(
            &path,
            &c.paint(),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

pub fn ring(p: &mut Pixmap, cx: f32, cy: f32, r: f32, width: f32, c: Rgba) {
    if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        p.stroke_path(&path, &c.paint(), &stroke, Transform::identity(), None);
    }
}

/// A soft glow of radius `r` around (cx, cy), kept inside the square of half-side
/// `half` (the King in check).
pub fn glow(p: &mut Pixmap, cx: f32, cy: f32, r: f32, half: f32, c: Rgba) {
    let stops = vec![
        GradientStop::new(0.0, SkColor::from_rgba8(c.0, c.1, c.2, c.3)),
        GradientStop::new(0.55, SkColor::from_rgba8(c.0, c.1, c.2, c.3)),
        GradientStop::new(1.0, SkColor::from_rgba8(c.0, c.1, c.2, 0)),
    ];
    let Some(shader) = RadialGradient::new(
        Point::from_xy(cx, cy),
        0.0,
        Point::from_xy(cx, cy),
        r,
        stops,
        SpreadMode::Pad,
        Transform::identity(),
    ) else {
        return;
    };
    let paint = Paint {
        shader,
        anti_alias: true,
        ..Paint::default()
    };
    if let Some(rect) = Rect::from_xywh(cx - half, cy - half, 2.0 * half, 2.0 * half) {
        p.fill_rect(rect, &paint, Transform::identity(), None);
    }
}

pub fn line(p: &mut Pixmap, a: (f32, f32), b: (f32, f32), width: f32, c: Rgba) {
    let mut pb = PathBuilder::new();
    pb.move_to(a.0, a.1);
    pb.line_to(b.0, b.1);
    if let Some(path) = pb.finish() {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            ..Stroke::default()
        };
        p.stroke_path(&path, &c.paint(), &stroke, Transform::identity(), None);
    }
}

/// A straight arrow from `a` to `b` with a triangular head.
pub fn arrow(p: &mut Pixmap, a: (f32, f32), b: (f32, f32), width: f32, c: Rgba) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head = (width * 2.6).min(len * 0.6);
    let base = (b.0 - ux * head, b.1 - uy * head);
    line(p, a, base, width, c);
    let mut pb = PathBuilder::new();
    pb.move_to(b.0, b.1);
    pb.line_to(base.0 - uy * head * 0.6, base.1 + ux * head * 0.6);
    pb.line_to(base.0 + uy * head * 0.6, base.1 - ux * head * 0.6);
    pb.close();
    if let Some(path) = pb.finish() {
        p.fill_path(
            &path,
            &c.paint(),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// Width in pixels of `text` at `size`.
/// The characters of `text` the bundled font has no glyph for (they would be drawn as
/// nothing): what a caller checks its words against.
pub fn missing_glyphs(text: &str) -> Vec<char> {
    let f = font();
    let mut out: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control() && f.glyph_id(*c).0 == 0)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

pub fn text_width(text: &str, size: f32) -> f32 {
    let f = font();
    let scaled = f.as_scaled(PxScale::from(size));
    let mut w = 0.0;
    let mut last = None;
    for ch in text.chars() {
        let id = f.glyph_id(ch);
        if let Some(prev) = last {
            w += scaled.kern(prev, id);
        }
        w += scaled.h_advance(id);
        last = Some(id);
    }
    w
}

/// Draws `text` with its baseline at `y`, starting at `x`.
pub fn text(p: &mut Pixmap, s: &str, size: f32, x: f32, y: f32, c: Rgba) {
    let f = font();
    let scale = PxScale::from(size);
    let scaled = f.as_scaled(scale);
    let (w, h) = (p.width() as i32, p.height() as i32);
    let mut caret = x;
    let mut last = None;
    for ch in s.chars() {
        let id = f.glyph_id(ch);
        if let Some(prev) = last {
            caret += scaled.kern(prev, id);
        }
        let glyph = id.with_scale_and_position(scale, ab_glyph::point(caret, y));
        caret += scaled.h_advance(id);
        last = Some(id);
        let Some(outline) = f.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        let pixels = p.pixels_mut();
        outline.draw(|gx, gy, coverage| {
            let px = bounds.min.x as i32 + gx as i32;
            let py = bounds.min.y as i32 + gy as i32;
            if px < 0 || py < 0 || px >= w || py >= h {
                return;
            }
            let a = coverage.clamp(0.0, 1.0) * c.3 as f32 / 255.0;
            let i = (py * w + px) as usize;
            let d = pixels[i];
            let mix = |s: u8, d: u8| (s as f32 * a + d as f32 * (1.0 - a)).round() as u8;
            if let Some(out) = PremultipliedColorU8::from_rgba(
                mix(c.0, d.red()),
                mix(c.1, d.green()),
                mix(c.2, d.blue()),
                255,
            ) {
                pixels[i] = out;
            }
        });
    }
}

/// `s`, or as much of it as fits in `max_w` pixels at `size` followed by an ellipsis
/// (just the ellipsis when nothing fits).
pub fn fit(s: &str, size: f32, max_w: f32) -> String {
    if text_width(s, size) <= max_w {
        return s.to_string();
    }
    let mut chars: Vec<char> = s.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if text_width(&candidate, size) <= max_w {
            return candidate;
        }
    }
    "…".to_string()
}

/// Splits `s` into lines no wider than `width` pixels at `size`.
pub fn wrap(s: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in s.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if text_width(&candidate, size) > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
