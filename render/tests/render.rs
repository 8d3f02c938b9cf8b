//! Board images checked by their pixels.

use acedrex_render::*;
use acedrex_rules::{Color, Game, Kind, Position, Square, VariantId};
use resvg::tiny_skia::{Pixmap, PixmapPaint, Transform};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn pixel(p: &Pixmap, x: u32, y: u32) -> [u8; 3] {
    let c = p.pixel(x, y).expect("inside the image");
    [c.red(), c.green(), c.blue()]
}

fn rgb(c: Rgba) -> [u8; 3] {
    [c.0, c.1, c.2]
}

/// An opaque colour under a translucent one, as tiny-skia blends (within rounding).
fn over(base: Rgba, top: Rgba) -> [u8; 3] {
    let a = top.3 as f32 / 255.0;
    let mix = |b: u8, t: u8| (t as f32 * a + b as f32 * (1.0 - a)).round() as u8;
    [mix(base.0, top.0), mix(base.1, top.1), mix(base.2, top.2)]
}

fn close(a: [u8; 3], b: [u8; 3], tol: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tol)
}

fn square_colour(t: &Theme, s: Square) -> Rgba {
    if (s.file() + s.rank()).is_multiple_of(2) {
        t.dark
    } else {
        t.light
    }
}

#[test]
fn default_size_suits_a_chat_window() {
    for id in VariantId::ALL {
        let pos = Position::start(id);
        let opts = RenderOptions::for_variant(pos.variant());
        let img = render_board(&pos, &opts);
        assert!(
            (780..=880).contains(&img.width()),
            "{id}: {} px wide",
            img.width()
        );
        assert!(img.height() >= img.width() * 9 / 10, "{id}");
    }
}

#[test]
fn image_size_follows_the_square_size() {
    let pos = Position::start(VariantId::Perfect12);
    let mut last = 0;
    for size in [32, 40, 48, 64, 80, 96] {
        let opts = RenderOptions {
            square: size,
            ..RenderOptions::for_variant(pos.variant())
        };
        let img = render_board(&pos, &opts);
        assert!(
            img.width() >= 12 * size && img.width() < 12 * size + 2 * size,
            "{size}"
        );
        assert!(img.width() > last);
        last = img.width();
        // The a1 square's corner pixel is a1's colour.
        let (x, y, s) = square_rect(pos.variant(), &opts, sq("a1"));
        assert_eq!(s, size);
        assert_eq!(pixel(&img, x + 1, y + 1), rgb(Theme::WOOD.dark));
    }
    // Out-of-range sizes are clamped.
    let opts = RenderOptions {
        square: 500,
        ..RenderOptions::for_variant(pos.variant())
    };
    assert_eq!(square_rect(pos.variant(), &opts, sq("a1")).2, MAX_SQUARE);
}

/// The square's pixels equal the piece's sprite drawn on that square's colour.
fn assert_sprite_at(img: &Pixmap, pos: &Position, opts: &RenderOptions, at: Square) {
    let v = pos.variant();
    let piece = pos.piece_at(at).expect("a piece");
    let (x, y, size) = square_rect(v, opts, at);
    let mut expected = Pixmap::new(size, size).unwrap();
    let c = square_colour(&opts.theme, at);
    expected.fill(resvg::tiny_skia::Color::from_rgba8(c.0, c.1, c.2, 255));
    let sprite = sprite(Art::of(v.id, piece.kind), piece.color, size);
    expected.draw_pixmap(
        0,
        0,
        sprite.as_ref().as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    let mut differing = 0;
    for dy in 0..size {
        for dx in 0..size {
            if !close(pixel(img, x + dx, y + dy), pixel(&expected, dx, dy), 2) {
                differing += 1;
            }
        }
    }
    assert_eq!(
        differing,
        0,
        "{} on {at}: {differing} pixels differ",
        v.piece_name(piece.kind)
    );
}

#[test]
fn sprites_sit_on_their_squares_in_both_orientations() {
    let pos = Position::start(VariantId::GrantAcedrex);
    for flipped in [false, true] {
        let opts = RenderOptions {
            flipped,
            square: 48,
            ..RenderOptions::for_variant(pos.variant())
        };
        let img = render_board(&pos, &opts);
        for s in ["a1", "g1", "f12", "l12", "c4", "j9"] {
            assert_sprite_at(&img, &pos, &opts, sq(s));
        }
        // The White King is at the bottom when not flipped, at the top when flipped.
        let (_, y_king, _) = square_rect(pos.variant(), &opts, sq("g1"));
        let (_, y_black, _) = square_rect(pos.variant(), &opts, sq("g12"));
        assert_eq!(y_king > y_black, !flipped);
        // And a1 is on the left for White, on the right for Black.
        let (x_a1, _, _) = square_rect(pos.variant(), &opts, sq("a1"));
        let (x_l1, _, _) = square_rect(pos.variant(), &opts, sq("l1"));
        assert_eq!(x_a1 < x_l1, !flipped);
    }
}

#[test]
fn empty_squares_alternate_with_a1_dark() {
    let pos = Position::start(VariantId::Tamerlane2);
    let opts = RenderOptions::for_variant(pos.variant());
    let img = render_board(&pos, &opts);
    for s in ["a5", "b5", "f6", "k7", "e4"] {
        let s = sq(s);
        let (x, y, size) = square_rect(pos.variant(), &opts, s);
        assert_eq!(
            pixel(&img, x + size / 2, y + size / 2),
            rgb(square_colour(&opts.theme, s))
        );
    }
}

#[test]
fn last_move_and_check_are_highlighted_where_they_belong() {
    // 1. f3 e5 2. g4 Qh4# — the last move d8-h4, White's King in check on e1.
    let mut game = Game::new(VariantId::Chess);
    for m in ["f3", "e5", "g4", "Qh4"] {
        game.play_text(m).unwrap();
    }
    let pos = game.position();
    let t = Theme::SEA;
    let opts = RenderOptions {
        theme: t,
        last_move: game.last_move(),
        ..RenderOptions::for_variant(pos.variant())
    };
    let img = render_board(pos, &opts);
    let corner = |s: &str| {
        let (x, y, _) = square_rect(pos.variant(), &opts, sq(s));
        pixel(&img, x + 1, y + 1)
    };
    for s in ["d8", "h4"] {
        let want = over(square_colour(&t, sq(s)), t.last_move);
        assert!(
            close(corner(s), want, 2),
            "{s}: {:?} vs {want:?}",
            corner(s)
        );
    }
    for s in ["e5", "d7", "h5"] {
        assert_eq!(corner(s), rgb(square_colour(&t, sq(s))), "{s}");
    }
    // The checked King's square glows red at its edge (inside the glow, beside the
    // sprite); a King not in check does not.
    let edge = |s: &str| {
        let (x, y, size) = square_rect(pos.variant(), &opts, sq(s));
        pixel(&img, x + 2, y + size / 2)
    };
    let [r, g, b] = edge("e1");
    assert!(
        r > g + 40 && r > b + 40,
        "e1 should glow red: {:?}",
        [r, g, b]
    );
    assert_eq!(edge("e8"), rgb(square_colour(&t, sq("e8"))));
}

#[test]
fn archer_shot_draws_a_line_between_archer_and_target() {
    let mut game = Game::from_fen(
        VariantId::Kmf,
        "6k5/12/p11/12/12/12/12/12/12/12/12/A5K5 w - - 0 1",
    )
    .unwrap();
    game.play_text("Aa1xa10").unwrap();
    let pos = game.position();
    let opts = RenderOptions {
        last_move: game.last_move(),
        ..RenderOptions::for_variant(pos.variant())
    };
    let img = render_board(pos, &opts);
    // Midway between a1 and a10, on a square that has nothing else: the shot colour.
    let (x, y, size) = square_rect(pos.variant(), &opts, sq("a5"));
    let got = pixel(&img, x + size / 2, y + size / 2);
    let base = square_colour(&opts.theme, sq("a5"));
    assert!(close(got, over(base, opts.theme.shot), 3), "{got:?}");
}

#[test]
fn lion_two_leg_move_tints_all_three_squares() {
    let mut game = Game::from_fen(
        VariantId::Perfect12,
        "5k6/12/12/12/12/12/6p5/5L6/12/12/12/K11 w - - 0 1",
    )
    .unwrap();
    game.play_text("Lf5xg6-h7").unwrap();
    let pos = game.position();
    let opts = RenderOptions {
        last_move: game.last_move(),
        ..RenderOptions::for_variant(pos.variant())
    };
    let img = render_board(pos, &opts);
    for s in ["f5", "g6", "h7"] {
        let (x, y, _) = square_rect(pos.variant(), &opts, sq(s));
        let want = over(square_colour(&opts.theme, sq(s)), opts.theme.last_move);
        assert!(close(pixel(&img, x + 1, y + 1), want, 2), "{s}");
    }
}

#[test]
fn move_markers_dot_quiet_moves_and_ring_captures() {
    let pos = Position::from_fen(VariantId::Chess, "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1").unwrap();
    let markers = Marker::for_moves(&pos, sq("c3"));
    assert!(markers.contains(&Marker::Ring(sq("d5"))));
    assert!(markers.contains(&Marker::Dot(sq("b5"))));
    assert_eq!(markers.len(), 8);
    let opts = RenderOptions {
        markers,
        ..RenderOptions::for_variant(pos.variant())
    };
    let img = render_board(&pos, &opts);
    let (x, y, size) = square_rect(pos.variant(), &opts, sq("b5"));
    let want = over(square_colour(&opts.theme, sq("b5")), opts.theme.marker);
    assert!(close(pixel(&img, x + size / 2, y + size / 2), want, 2));
}

/// A diagram's legend as the English catalogue says it.
const LEGEND: [&str; 3] = ["moves or captures", "moves only", "captures only"];

#[test]
fn diagrams_mark_what_the_piece_reaches() {
    // A Knight on d4 (the diagram square of an 8×8 board): green discs on its 8 squares.
    let img = diagram(
        VariantId::Chess,
        Kind::Knight,
        48,
        Theme::WOOD,
        &DiagramWords {
            title: "Knight — Chess",
            legend: LEGEND,
            text: "Leaps two squares straight and one to the side, over anything.",
        },
    );
    let v = VariantId::Chess.variant();
    assert_eq!(diagram_square(v), sq("d4"));
    let opts = RenderOptions {
        square: 48,
        title: Some(String::new()),
        ..RenderOptions::for_variant(v)
    };
    let centre = |s: &str| {
        let (x, y, size) = square_rect(v, &opts, sq(s));
        pixel(&img, x + size / 2, y + size / 2)
    };
    for s in ["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"] {
        let [r, g, b] = centre(s);
        assert!(g > r + 40 && g > b + 40, "{s}: {:?}", [r, g, b]);
    }
    for s in ["d5", "a1", "h8", "e5"] {
        assert_eq!(centre(s), rgb(square_colour(&Theme::WOOD, sq(s))), "{s}");
    }
    // Every piece of every game has a diagram with a legend below the board, even with
    // the shortest legend (the King's).
    for id in VariantId::ALL {
        for p in &id.variant().pieces {
            let d = diagram(
                id,
                p.kind,
                32,
                Theme::SEA,
                &DiagramWords {
                    title: p.name,
                    legend: LEGEND,
                    text: "Steps one square in any direction.",
                },
            );
            assert!(d.height() > d.width(), "{id} {}", p.name);
        }
    }
}

fn random_game(id: VariantId, plies: usize) -> Game {
    let mut game = Game::new(id);
    let mut i = 3usize;
    while game.moves().len() < plies && !game.is_over() {
        let moves = game.position().legal_moves();
        i = i.wrapping_mul(31).wrapping_add(7);
        game.play(moves[i % moves.len()]).unwrap();
    }
    game
}

#[test]
fn game_gif_has_a_frame_per_position_and_loops() {
    let game = random_game(VariantId::ZanzibarS, 12);
    let opts = RenderOptions {
        square: 32,
        ..RenderOptions::for_variant(game.position().variant())
    };
    let bytes = game_gif(&game, &opts, GifTiming::default());
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = options.read_info(&bytes[..]).expect("a GIF");
    let (w, h) = (dec.width() as u32, dec.height() as u32);
    let still = render_board(
        game.start_position(),
        &RenderOptions {
            title: Some(String::new()),
            ..opts.clone()
        },
    );
    assert_eq!((w, h), (still.width(), still.height()));
    let mut frames = 0;
    let mut delays = Vec::new();
    while let Some(f) = dec.read_next_frame().expect("frames decode") {
        frames += 1;
        delays.push(f.delay);
    }
    assert_eq!(frames, game.moves().len() + 1);
    assert!(
        delays.last().unwrap() > &delays[0],
        "the last frame is held"
    );
}

/// Compares with the committed image; `ACEDREX_BLESS=1` rewrites it.
fn golden(name: &str, img: &Pixmap) {
    let path = format!("{}/tests/golden/{name}.png", env!("CARGO_MANIFEST_DIR"));
    if std::env::var("ACEDREX_BLESS").is_ok() {
        std::fs::write(&path, encode_png(img)).unwrap();
        return;
    }
    let want = image::load_from_memory(&std::fs::read(&path).unwrap_or_else(|_| {
        panic!("missing {path}: run the render tests with ACEDREX_BLESS=1 and look at it")
    }))
    .expect("a PNG")
    .to_rgb8();
    assert_eq!(
        (want.width(), want.height()),
        (img.width(), img.height()),
        "{name}"
    );
    let mut off = 0u64;
    let mut total = 0u64;
    for (x, y, px) in want.enumerate_pixels() {
        let got = pixel(img, x, y);
        let d = got
            .iter()
            .zip(px.0)
            .map(|(a, b)| a.abs_diff(b) as u64)
            .max()
            .unwrap_or(0);
        total += d;
        if d > 24 {
            off += 1;
        }
    }
    let n = (img.width() * img.height()) as u64;
    assert!(off * 1000 <= n, "{name}: {off} of {n} pixels differ");
    assert!(
        total <= n,
        "{name}: mean difference {}",
        total as f64 / n as f64
    );
}

#[test]
fn golden_images_of_every_game() {
    for id in VariantId::ALL {
        let game = random_game(id, 8);
        let pos = game.position();
        let opts = RenderOptions {
            square: 40,
            last_move: game.last_move(),
            title: Some(format!("{} · golden", pos.variant().name)),
            flipped: pos.side_to_move() == Color::Black,
            ..RenderOptions::for_variant(pos.variant())
        };
        golden(id.id(), &render_board(pos, &opts));
    }
}

/// The title bar shows what the service says (the move, or how a finished game ended):
/// two titles give two different bars over the same board.
#[test]
fn the_title_bar_shows_its_title_and_the_board_stays_the_same() {
    let mut game = Game::new(VariantId::Chess);
    for m in ["f3", "e5", "g4", "Qh4#"] {
        game.play_text(m).unwrap();
    }
    let opts = |title: &str| RenderOptions {
        square: 32,
        last_move: game.last_move(),
        title: Some(title.to_string()),
        ..RenderOptions::for_variant(game.position().variant())
    };
    let playing = opts("Chess · #1 · move 3 · alice vs bob");
    let over = opts("Chess · #1 · Black wins by checkmate (0-1) · alice vs bob");
    let a = render_board(game.position(), &playing);
    let b = render_board(game.position(), &over);
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let (_, top, _) = square_rect(game.position().variant(), &playing, sq("a8"));
    let differ = |y0: u32, y1: u32| {
        (y0..y1)
            .flat_map(|y| (0..a.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| pixel(&a, x, y) != pixel(&b, x, y))
            .count()
    };
    assert!(differ(0, top) > 100, "the title bars differ");
    assert_eq!(differ(top, a.height()), 0, "the boards are the same");
}

#[test]
fn the_font_draws_the_letters_of_every_language() {
    // Words the four catalogues put on images: accents, ñ, ü, ß, guillemets, the dot.
    for (lang, words) in [
        (
            "en",
            "Chess · #1 · move 2 · alice vs bob · moves or captures",
        ),
        (
            "es",
            "Ajedrez · #1 · jugada 2 · alicia contra bob · «mueve» · Peón · Español",
        ),
        (
            "fr",
            "Échecs · coup 2 · « début » · déplacement ou prise · évaluation · Ça",
        ),
        (
            "de",
            "Schach · Zug 2 · schlägt nur · Weiß · Läufer · Größe · Übersicht · Öl",
        ),
    ] {
        assert_eq!(missing_glyphs(words), Vec::<char>::new(), "{lang}: {words}");
    }
    // The check finds what the font lacks.
    assert_eq!(missing_glyphs("漢 e 漢"), vec!['漢']);
    // An accent or a sharp s is drawn: the title bar differs from the one without it.
    let pos = Position::start(VariantId::Chess);
    let titled = |title: &str| {
        let opts = RenderOptions {
            square: 24,
            title: Some(title.to_string()),
            ..RenderOptions::for_variant(pos.variant())
        };
        board_png(&pos, &opts)
    };
    assert_ne!(titled("Echecs · coup 2"), titled("Échecs · coup 2"));
    assert_ne!(titled("Weiss · Zug 2"), titled("Weiß · Zug 2"));
    assert_ne!(titled("Espanol"), titled("Español"));
}
