//! The standings image by its pixels: the title bar on the frame, one stripe per player
//! under the heading row, long names cut inside their column, withdrawn players struck
//! through, any number of players from 2 to 64, and bad tables refused.

use acedrex_render::{
    standings, standings_layout, RenderError, StandingsImage, StandingsLayout, StandingsRow, Theme,
    MAX_STANDINGS_ROWS,
};

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8()
}

fn table(names: &[&str]) -> StandingsImage {
    StandingsImage {
        title: "Shako · Swiss · #3 · final standings".into(),
        headings: ["#", "Player", "Points", "Buchholz", "SB", "W-D-L"]
            .map(String::from)
            .to_vec(),
        name_column: 1,
        rows: names
            .iter()
            .enumerate()
            .map(|(i, n)| StandingsRow {
                cells: vec![
                    (i + 1).to_string(),
                    n.to_string(),
                    "2½".into(),
                    "5¼".into(),
                    "4¾".into(),
                    "2-1-0".into(),
                ],
                withdrawn: false,
            })
            .collect(),
        withdrawn_mark: "withdrawn".into(),
        theme: Theme::WOOD,
    }
}

fn players(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("player{i}")).collect()
}

fn rgb(c: acedrex_render::Rgba) -> [u8; 3] {
    [c.0, c.1, c.2]
}

/// Stripes down a column of the table where no text is (the right edge of the last
/// column): the number of runs of each stripe colour, top to bottom.
fn stripes(img: &image::RgbImage, l: &StandingsLayout, theme: &Theme) -> usize {
    let (x, w) = *l.columns.last().unwrap();
    let x = (x + w - 3.0) as u32;
    let (a, b) = (
        rgb(StandingsLayout::stripe(theme, 0)),
        rgb(StandingsLayout::stripe(theme, 1)),
    );
    let mut runs = 0;
    let mut last = None;
    for y in l.table_top..l.height {
        let p = img.get_pixel(x, y).0;
        let now = if p == a {
            Some(0)
        } else if p == b {
            Some(1)
        } else {
            None
        };
        if now.is_some() && now != last {
            runs += 1;
        }
        last = now;
    }
    runs
}

#[test]
fn the_title_bar_is_the_frame_with_the_title_in_the_label_colour() {
    let s = table(&["ann", "bob", "cid"]);
    let img = decode(&standings(&s).unwrap());
    let l = standings_layout(&s).unwrap();
    assert_eq!(img.dimensions(), (l.width, l.height));
    let frame = rgb(Theme::WOOD.frame);
    let label = rgb(Theme::WOOD.label);
    // Text in the bar: label-coloured pixels on the left, where the title starts…
    let lit = (0..l.title_h + l.margin)
        .flat_map(|y| (l.margin..l.margin + 200).map(move |x| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y).0 == label)
        .count();
    assert!(lit > 100, "{lit} label pixels in the title");
    // …and the frame on the far right of the bar and around the table.
    assert_eq!(img.get_pixel(l.width - 3, 3).0, frame);
    assert_eq!(img.get_pixel(3, l.height - 3).0, frame);
    // The heading row on the dark squares' colour.
    let (x, _) = l.columns[0];
    assert_eq!(
        img.get_pixel(x as u32 + 2, l.table_top + 2).0,
        rgb(Theme::WOOD.dark)
    );
}

#[test]
fn one_stripe_per_player_from_2_to_64() {
    for n in [2, 3, 9, 64] {
        let names = players(n);
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let s = table(&refs);
        let l = standings_layout(&s).unwrap();
        let img = decode(&standings(&s).unwrap());
        assert_eq!(img.height(), l.row_top(n) + l.margin, "{n} players");
        assert_eq!(stripes(&img, &l, &s.theme), n, "{n} players");
    }
}

#[test]
fn the_sea_theme_stripes_in_its_own_colours() {
    let s = StandingsImage {
        theme: Theme::SEA,
        ..table(&["ann", "bob", "cid", "dee"])
    };
    let l = standings_layout(&s).unwrap();
    let img = decode(&standings(&s).unwrap());
    assert_eq!(stripes(&img, &l, &Theme::SEA), 4);
    assert_eq!(img.get_pixel(2, 2).0, rgb(Theme::SEA.frame));
}

/// Whether any pixel of the band `x0..x1` over the player rows differs from the stripe.
fn ink_between(
    img: &image::RgbImage,
    l: &StandingsLayout,
    theme: &Theme,
    x0: f32,
    x1: f32,
) -> bool {
    (0..l.row_h).any(|dy| {
        let y = l.row_top(0) + dy;
        (x0 as u32..x1 as u32)
            .any(|x| img.get_pixel(x, y).0 != rgb(StandingsLayout::stripe(theme, 0)))
    })
}

#[test]
fn a_long_name_is_cut_inside_its_column() {
    let long = "Wolfeschlegelsteinhausenbergerdorff-the-Elder-of-the-Seventh-Chess-Club";
    let s = table(&[long, "bob"]);
    let l = standings_layout(&s).unwrap();
    let img = decode(&standings(&s).unwrap());
    let (x, w) = l.columns[1];
    assert!(w <= 320.0, "the name column stays narrow: {w}");
    // The name is drawn up to the end of its column…
    assert!(ink_between(&img, &l, &s.theme, x + w - 60.0, x + w - 12.0));
    // …and nothing spills into the padding between it and the points.
    let (px, pw) = l.columns[2];
    let points_w = 30.0;
    assert!(!ink_between(
        &img,
        &l,
        &s.theme,
        x + w - 6.0,
        px + (pw - points_w) / 2.0 - 2.0
    ));
    // A short name leaves its column empty on the right.
    let short = table(&["bo", "al"]);
    let ls = standings_layout(&short).unwrap();
    let img = decode(&standings(&short).unwrap());
    let (x, w) = ls.columns[1];
    assert!(!ink_between(&img, &ls, &short.theme, x + 60.0, x + w));
}

#[test]
fn a_withdrawn_player_is_dimmed_struck_through_and_marked() {
    let mut s = table(&["ann", "bob"]);
    let plain = decode(&standings(&s).unwrap());
    s.rows[0].withdrawn = true;
    let l = standings_layout(&s).unwrap();
    let img = decode(&standings(&s).unwrap());
    let (x, w) = l.columns[1];
    let ink = rgb(Theme::WOOD.frame);
    let row = |img: &image::RgbImage, i: usize, x0: f32, x1: f32| -> usize {
        let top = l.row_top(i);
        (top..top + l.row_h)
            .flat_map(|y| (x0 as u32..x1 as u32).map(move |x| (x, y)))
            .filter(|&(x, y)| img.get_pixel(x, y).0 == ink)
            .count()
    };
    // The plain row has full-strength ink; the withdrawn one none (it is dimmed).
    assert!(row(&plain, 0, x, x + w) > 20);
    assert_eq!(row(&img, 0, x, x + w), 0);
    // The mark after the name: ink where the plain row's name column is empty.
    let name_end = x + 10.0 + 40.0;
    assert!(!ink_between(&plain, &l, &s.theme, name_end, x + w - 10.0));
    assert!(ink_between(&img, &l, &s.theme, name_end, x + w - 10.0));
    // The strike: one straight run of ink across the name, at mid-height.
    let strike = (0..l.row_h).any(|dy| {
        let y = l.row_top(0) + dy;
        (x as u32 + 11..x as u32 + 30)
            .all(|px| img.get_pixel(px, y).0 != rgb(StandingsLayout::stripe(&s.theme, 0)))
    });
    assert!(strike, "a line through the name");
    // The other player's row is untouched.
    assert_eq!(row(&img, 1, x, x + w), row(&plain, 1, x, x + w));
}

#[test]
fn small_pngs() {
    let names = players(64);
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let png = standings(&table(&refs)).unwrap();
    assert!(png.len() < 60_000, "{} bytes for 64 players", png.len());
    let png = standings(&table(&["ann", "bob", "cid", "dee"])).unwrap();
    assert!(png.len() < 15_000, "{} bytes for 4 players", png.len());
}

#[test]
fn bad_tables_are_refused() {
    let mut s = table(&["ann", "bob"]);
    s.rows[1].cells.pop();
    assert_eq!(
        standings(&s),
        Err(RenderError::Cells {
            row: 1,
            cells: 5,
            columns: 6
        })
    );
    let mut s = table(&["ann"]);
    s.name_column = 6;
    assert!(matches!(standings(&s), Err(RenderError::NameColumn { .. })));
    let names = players(MAX_STANDINGS_ROWS + 1);
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(
        standings(&table(&refs)),
        Err(RenderError::TooManyRows {
            rows: MAX_STANDINGS_ROWS + 1,
            max: MAX_STANDINGS_ROWS
        })
    );
    // No players yet: the headings alone.
    let img = decode(&standings(&table(&[])).unwrap());
    let l = standings_layout(&table(&[])).unwrap();
    assert_eq!(img.height(), l.row_top(0) + l.margin);
}
