//! perft tables from `fixtures/perft.txt`: the published chess figures and every game's
//! start position. Counts up to 3 million leaves run in every test run; the deep ones in
//! `deep_perft`, which `.ci/run` runs through the README's test command.

use acedrex_rules::{perft, Position, VariantId};

const DEEP: u64 = 3_000_000;

struct Case {
    line: usize,
    variant: VariantId,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("fixtures/perft.txt");
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';').map(str::trim);
        let variant: VariantId = fields
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("line {}: bad game", i + 1));
        let fen = fields.next().expect("a FEN").to_string();
        let counts = fields
            .map(|f| {
                let (d, n) = f.split_once(' ').expect("DEPTH COUNT");
                (d.parse().expect("depth"), n.parse().expect("count"))
            })
            .collect();
        out.push(Case {
            line: i + 1,
            variant,
            fen,
            counts,
        });
    }
    out
}

fn run(deep: bool) -> usize {
    let mut checked = 0;
    for case in cases() {
        let pos = Position::from_fen(case.variant, &case.fen)
            .unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        for &(depth, expected) in &case.counts {
            if (expected > DEEP) != deep {
                continue;
            }
            assert_eq!(
                perft(&pos, depth),
                expected,
                "line {}: {} {} depth {depth}",
                case.line,
                case.variant,
                case.fen
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_fixture_shallow() {
    assert!(run(false) > 40);
}

#[test]
#[ignore = "deep perft (about a minute); run by .ci/run via --include-ignored"]
fn perft_fixture_deep() {
    assert!(run(true) >= 12);
}

#[test]
fn every_game_has_a_start_fixture() {
    let cases = cases();
    for id in VariantId::ALL {
        let start = Position::start(id).fen();
        let case = cases
            .iter()
            .find(|c| c.variant == id && c.fen == start)
            .unwrap_or_else(|| panic!("{id}: no start position fixture"));
        assert!(
            case.counts.iter().any(|&(d, _)| d >= 3),
            "{id}: fixture too shallow"
        );
    }
}
