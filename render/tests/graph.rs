//! The evaluation graph by its pixels: the zero line in the middle, White's advantage
//! light above it, Black's dark below, blunders as red dots, the requested size.

use acedrex_render::graph::{eval_graph, Mark, PlotArea};

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8()
}

fn brightness(img: &image::RgbImage, x: f32, y: f32) -> u32 {
    let p = img.get_pixel(x as u32, y as u32);
    (p[0] as u32 + p[1] as u32 + p[2] as u32) / 3
}

#[test]
fn white_ahead_is_light_above_the_line_and_black_ahead_dark_below() {
    let (w, h) = (600, 240);
    let area = PlotArea::of(w, h);
    // White ahead by three pawns in the first half, Black by three in the second.
    let evals: Vec<i32> = (0..41).map(|i| if i < 20 { 300 } else { -300 }).collect();
    let img = decode(&eval_graph(&evals, &[], w, h, "test"));
    assert_eq!(img.dimensions(), (w, h));
    let x_white = area.x_of(8, evals.len());
    let x_black = area.x_of(32, evals.len());
    let zero = area.zero_y();
    // Just above the line where White is ahead: the light fill.
    assert!(brightness(&img, x_white, zero - 6.0) > 200);
    // Far above the curve: the plot's grey, not the fill.
    let above_curve = area.y_of(300) - 6.0;
    let grey = brightness(&img, x_white, above_curve);
    assert!((90..160).contains(&grey), "{grey}");
    // Where Black is ahead: dark just below the line, grey above it.
    assert!(brightness(&img, x_black, zero + 6.0) < 40);
    assert!((90..160).contains(&brightness(&img, x_black, zero - 6.0)));
    // The zero line itself is red.
    let p = img.get_pixel(x_black as u32 + 3, zero as u32);
    assert!(p[0] > p[1] + 60, "{p:?}");
}

#[test]
fn a_blunder_is_a_red_dot_on_the_curve() {
    let (w, h) = (400, 200);
    let area = PlotArea::of(w, h);
    let evals = [0, 20, 10, 900, 880, 900];
    let img = decode(&eval_graph(&evals, &[(3, Mark::Blunder)], w, h, ""));
    let (x, y) = (area.x_of(3, evals.len()), area.y_of(900));
    let p = img.get_pixel(x as u32, y as u32);
    assert!(p[0] > 180 && p[1] < 90 && p[2] < 90, "{p:?}");
}

#[test]
fn no_moves_and_odd_sizes_still_make_an_image() {
    for (evals, w, h) in [
        (vec![], 10, 10),
        (vec![0], 300, 150),
        (vec![i32::MAX, i32::MIN], 5000, 90),
    ] {
        let img = decode(&eval_graph(&evals, &[(7, Mark::Mistake)], w, h, "x"));
        assert!(img.width() >= 160 && img.height() >= 100);
    }
}
