//! `cargo run --release -p acedrex-rules --example perft -- VARIANT DEPTH [FEN]`
use acedrex_rules::{perft, perft_divide, Position, VariantId};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id: VariantId = args[1].parse().expect("variant");
    let depth: u32 = args[2].parse().expect("depth");
    let pos = match args.get(3) {
        Some(f) => Position::from_fen(id, f).expect("fen"),
        None => Position::start(id),
    };
    if std::env::var("DIVIDE").is_ok() {
        for (m, n) in perft_divide(&pos, depth) {
            println!("{} {}", pos.lan(m), n);
        }
    }
    let t = std::time::Instant::now();
    let n = perft(&pos, depth);
    eprintln!("{:.3}s", t.elapsed().as_secs_f64());
    println!("total {n}");
}
