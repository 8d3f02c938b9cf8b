//! Piece artwork: our own SVG drawings (assets/pieces), recoloured per side and
//! rasterised once per size into a sprite cache.

use acedrex_rules::{Color, Kind, VariantId};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// One picture of the set, by its name (`assets/pieces/NAME.svg`). Several pieces may
/// share one (Gryphon, Eagle and Aanca). Which picture a piece has is the rules'
/// catalogue's (and a game's) say; this module only finds the drawing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Art(pub &'static str);

macro_rules! pieces {
    ($($name:literal),* $(,)?) => {
        /// Every drawing: a new piece's art is its file and one line here.
        const SVGS: &[(&str, &str)] = &[
            $(($name, include_str!(concat!("../../assets/pieces/", $name, ".svg"))),)*
        ];
    };
}

pieces!(
    "king",
    "queen",
    "rook",
    "bishop",
    "knight",
    "pawn",
    "prince",
    "archer",
    "lion",
    "lion-leaper",
    "gryphon",
    "unicornio",
    "rhinoceros",
    "ship",
    "camel",
    "giraffe",
    "elephant",
    "machine",
    "cannon",
    "crocodile",
    "sorceress",
    "duchess",
    "buffalo",
);

impl Art {
    /// The picture of a piece in a game (the Grant Acedrex Crocodile moves as a Bishop
    /// but looks like a crocodile).
    pub fn of(variant: VariantId, kind: Kind) -> Art {
        Art(variant.variant().art(kind))
    }

    /// The SVG source (colour placeholders: body `#ffffff`, outline `#000000`, detail
    /// `#ff0000`); an empty drawing for a name without a file (a test checks that every
    /// piece has one).
    pub fn svg(self) -> &'static str {
        SVGS.iter()
            .find(|(name, _)| *name == self.0)
            .map_or("", |(_, svg)| svg)
    }

    /// Every picture.
    pub fn all() -> impl Iterator<Item = Art> {
        SVGS.iter().map(|(name, _)| Art(name))
    }
}

/// Body, outline and detail colours of each side's pieces.
pub(crate) fn recolour(svg: &str, color: Color) -> String {
    let (body, detail) = match color {
        Color::White => ("#ffffff", "#000000"),
        Color::Black => ("#202020", "#e8e8e8"),
    };
    svg.replace("#ffffff", body)
        .replace("#FFFFFF", body)
        .replace("#ff0000", detail)
        .replace("#FF0000", detail)
}

type Key = (Art, Color, u32);

fn cache() -> &'static Mutex<HashMap<Key, Arc<Pixmap>>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Pixmap>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The sprite of a piece at `size`×`size` pixels, rasterised on first use and cached
/// for the life of the process.
pub fn sprite(art: Art, color: Color, size: u32) -> Arc<Pixmap> {
    let key = (art, color, size);
    if let Some(p) = cache().lock().ok().and_then(|c| c.get(&key).cloned()) {
        return p;
    }
    let p = Arc::new(rasterise(&recolour(art.svg(), color), size));
    if let Ok(mut c) = cache().lock() {
        c.insert(key, p.clone());
    }
    p
}

/// Draws an SVG into a square pixmap. Our own assets are checked by the tests, so a
/// parse failure cannot reach a user; it would give an empty (transparent) sprite.
pub(crate) fn rasterise(svg: &str, size: u32) -> Pixmap {
    let size = size.max(1);
    let mut pixmap = Pixmap::new(size, size).expect("a non-empty sprite");
    if let Ok(tree) = usvg::Tree::from_str(svg, &usvg::Options::default()) {
        let s = tree.size();
        let scale = size as f32 / s.width().max(s.height());
        resvg::render(
            &tree,
            Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
    }
    pixmap
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_parses_and_uses_only_the_placeholder_colours() {
        for art in Art::all() {
            let svg = art.svg();
            assert!(
                usvg::Tree::from_str(svg, &usvg::Options::default()).is_ok(),
                "{art:?} does not parse"
            );
            let lower = svg.to_ascii_lowercase();
            let mut rest = lower.as_str();
            while let Some(i) = rest.find('#') {
                let hex: String = rest[i + 1..].chars().take(6).collect();
                assert!(
                    ["ffffff", "000000", "ff0000"].contains(&hex.as_str()),
                    "{art:?} uses #{hex}"
                );
                rest = &rest[i + 1..];
            }
            // Something is drawn, and it is drawn inside the square.
            let p = rasterise(svg, 64);
            let opaque = p.pixels().iter().filter(|c| c.alpha() > 128).count();
            assert!(opaque > 64 * 64 / 10, "{art:?} is nearly empty");
        }
    }

    #[test]
    fn every_piece_of_every_game_has_a_picture() {
        for id in VariantId::ALL {
            for p in &id.variant().pieces {
                let art = Art::of(id, p.kind);
                assert!(!art.svg().is_empty(), "{id} {}: no {art:?}", p.name);
            }
        }
        for k in Kind::ALL {
            assert!(!Art(k.entry().art).svg().is_empty(), "{k:?}");
        }
        assert_eq!(
            Art::of(VariantId::GrantAcedrex, Kind::Bishop),
            Art("crocodile")
        );
        assert_eq!(Art::of(VariantId::ZanzibarXl, Kind::Vao), Art("crocodile"));
    }

    #[test]
    fn black_pieces_are_dark_and_white_pieces_light() {
        let w = sprite(Art("pawn"), Color::White, 48);
        let b = sprite(Art("pawn"), Color::Black, 48);
        let mean = |p: &Pixmap| {
            let px: Vec<_> = p.pixels().iter().filter(|c| c.alpha() == 255).collect();
            px.iter().map(|c| c.red() as u32).sum::<u32>() / px.len().max(1) as u32
        };
        // Outlines are black on both, so compare the two means.
        assert!(
            mean(&w) > mean(&b) + 60,
            "white pawn mean {}, black pawn mean {}",
            mean(&w),
            mean(&b)
        );
    }
}
