//! The sequential test on matches already played: reads the game lines `acedrex match`
//! writes to its error output (`game N (…): … score W-D-L`), pairs game 2k−1 with game
//! 2k (one opening, both colours) and prints where the test stands.
//! `cargo run --release -p acedrex-engine --example sprt_log -- ELO0,ELO1 LOG…`

use acedrex_engine::sprt::{Pairing, Pairs, Sprt};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let bounds = args.next().ok_or("give ELO0,ELO1 and the match logs")?;
    let sprt = Sprt::parse(&bounds).map_err(|e| e.to_string())?;
    let mut all = Pairs::default();
    for path in args {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        let (mut pairs, mut pairing) = (Pairs::default(), Pairing::default());
        // Half-points after the previous game.
        let mut before = 0;
        for line in text.lines().filter(|l| l.starts_with("game ")) {
            let number: u32 = line[5..]
                .split(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| format!("{path}: no game number in `{line}`"))?;
            let wdl: Vec<u32> = line
                .rsplit("score ")
                .next()
                .unwrap_or("")
                .trim_start_matches("A ")
                .split('-')
                .filter_map(|n| n.trim().parse().ok())
                .collect();
            let [w, d, _] = wdl[..] else {
                return Err(format!("{path}: no score in `{line}`"));
            };
            let half = 2 * w + d;
            // A game not scored leaves the score as it was: its pair does not count.
            let scored = !line.contains("not scored");
            let this = scored.then(|| half - before);
            before = half;
            if let Some(pair) = pairing.game(number.saturating_sub(1), this) {
                pairs.add(pair);
            }
        }
        println!("{path}: {pairs}");
        for (k, n) in pairs.counts.iter().enumerate() {
            all.counts[k] += n;
        }
    }
    println!("{}", sprt.summary(&all));
    Ok(())
}
