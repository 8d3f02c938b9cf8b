//! Engine-against-engine match: `selfplay VARIANT LEVEL_A LEVEL_B GAMES [SEED]`.

use acedrex_engine::matchplay::play_match;
use acedrex_rules::VariantId;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id: VariantId = args
        .get(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(VariantId::Chess);
    let a: u8 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(8);
    let b: u8 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let n: u32 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(2);
    let seed: u64 = args.get(5).and_then(|a| a.parse().ok()).unwrap_or(1);
    let s = play_match(id, a, b, n, seed, |line| println!("{line}"));
    println!(
        "{id}: level {a} vs {b}: +{} ={} -{}",
        s.wins, s.draws, s.losses
    );
}
