//! Worst answer time of the default level over random middle-game positions.

use acedrex_engine::{Engine, Limits, DEFAULT_LEVEL};
use acedrex_rules::{Game, VariantId};
use std::time::Instant;

fn main() {
    let mut z = 99u64;
    for id in VariantId::ALL {
        let mut worst = 0u128;
        let mut depths = Vec::new();
        for k in 0..4 {
            let mut g = Game::new(id);
            for _ in 0..(10 + 15 * k) {
                if g.is_over() {
                    break;
                }
                let l = g.position().legal_moves();
                z ^= z << 13;
                z ^= z >> 7;
                z ^= z << 17;
                let _ = g.play(l[(z % l.len() as u64) as usize]);
            }
            let mut e = Engine::new(64);
            let t = Instant::now();
            let r = e.search(
                g.position(),
                &[],
                &Limits::for_level(DEFAULT_LEVEL),
                DEFAULT_LEVEL,
            );
            worst = worst.max(t.elapsed().as_millis());
            depths.push(r.depth);
        }
        println!("{:14} worst {worst} ms depths {depths:?}", id.id());
    }
}
