//! Render speed targets (single thread, release): a 12×12 start position at the default
//! size rendered and PNG-encoded under 15 ms with a PNG under 100 KB; a 100-move GIF
//! under 1 s and 2 MB; a tournament's standings of 16 players (indexed PNG) under 50 ms
//! (≈22 ms measured on a loaded 2-core machine). `acedrex bench-render` prints the same figures once.
use acedrex_render::{
    board_png, game_gif, render_board, standings, GifTiming, RenderOptions, StandingsImage,
    StandingsRow, Theme,
};
use acedrex_rules::{Game, Position, VariantId};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn hundred_moves(id: VariantId) -> Game {
    let mut game = Game::new(id);
    let mut i = 7usize;
    while game.moves().len() < 100 && !game.is_over() {
        let moves = game.position().legal_moves();
        i = i.wrapping_mul(31).wrapping_add(17);
        game.play(moves[i % moves.len()]).expect("legal");
    }
    game
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("render");
    g.sample_size(20);
    for id in [
        VariantId::ZanzibarXl,
        VariantId::Perfect12,
        VariantId::Chess,
    ] {
        let pos = Position::start(id);
        let opts = RenderOptions {
            title: Some(format!("{} · move 1 · alice vs bob", pos.variant().name)),
            ..RenderOptions::for_variant(pos.variant())
        };
        g.bench_function(format!("{id} board+png"), |b| {
            b.iter(|| board_png(black_box(&pos), &opts))
        });
        g.bench_function(format!("{id} board only"), |b| {
            b.iter(|| render_board(black_box(&pos), &opts))
        });
    }
    let table = StandingsImage {
        title: "Shako · Swiss · #3 · final standings".into(),
        headings: ["#", "Player", "Points", "Buchholz", "SB", "W-D-L"]
            .map(String::from)
            .to_vec(),
        name_column: 1,
        rows: (0..16)
            .map(|i| StandingsRow {
                cells: vec![
                    (i + 1).to_string(),
                    format!("player{i}"),
                    "3½".into(),
                    "12¼".into(),
                    "9¾".into(),
                    "3-1-1".into(),
                ],
                withdrawn: i == 9,
            })
            .collect(),
        withdrawn_mark: "withdrawn".into(),
        theme: Theme::WOOD,
    };
    g.bench_function("standings 16 players png", |b| {
        b.iter(|| standings(black_box(&table)))
    });
    let game = hundred_moves(VariantId::Perfect12);
    let opts = RenderOptions::for_variant(game.position().variant());
    g.sample_size(10);
    g.bench_function("perfect12 100-move gif", |b| {
        b.iter(|| game_gif(black_box(&game), &opts, GifTiming::default()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
