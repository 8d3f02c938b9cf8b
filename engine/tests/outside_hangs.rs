//! A match against an outside engine that stops answering: the game in play is left
//! unscored, the engine is started afresh, and the match goes on with the score it had.

use acedrex_engine::matchplay::{play_outside_match, Opponent, Player, Schedule};
use acedrex_engine::sprt::{Sprt, Verdict, MIN_PAIRS};
use acedrex_engine::Limits;
use acedrex_rules::VariantId;
use std::time::Duration;

/// A UCI engine in `sh` that never answers the first `go` of its life unless `marker`
/// exists (it creates it), and otherwise plays g8f6.
const HANGS_ONCE: &str = r#"marker="$1"
while read -r line; do
  case "$line" in
    uci) echo "id name hangs-once"; echo "uciok";;
    isready) echo "readyok";;
    go*) if [ -e "$marker" ]; then echo "bestmove g8f6"; else : > "$marker"; fi;;
    quit) exit 0;;
  esac
done
"#;

#[test]
fn an_engine_that_stops_answering_costs_one_game_not_the_match() {
    let dir = std::env::temp_dir().join(format!("acedrex-hangs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let script = dir.join("hangs.sh");
    std::fs::write(&script, HANGS_ONCE).expect("the script is written");
    let marker = dir.join("marker");
    let _ = std::fs::remove_file(&marker);
    let ours = Player {
        level: 8,
        limits: Limits {
            depth: Some(1),
            ..Limits::default()
        },
        weights: None,
        threads: 1,
    };
    let opponent = Opponent {
        command: format!("sh {} {}", script.display(), marker.display()),
        uci: true,
        variant: "chess".to_string(),
        letters: Vec::new(),
        options: Vec::new(),
    };
    let mut lines = Vec::new();
    let r = play_outside_match(
        VariantId::Chess,
        &ours,
        &opponent,
        &Schedule {
            games: 2,
            seed: 1,
            random_plies: 0,
            per_move: Duration::from_millis(10),
            sprt: None,
        },
        |l| lines.push(l.to_string()),
    )
    .expect("the match goes on past the engine that hung");
    let _ = std::fs::remove_dir_all(&dir);
    // Game 1 (we are White): it never answers our first move, so the game is not scored.
    assert_eq!(r.disputed, 1, "{lines:?}");
    assert!(
        lines[0].starts_with("game 1 ") && lines[0].contains("hangs-once stopped answering"),
        "{lines:?}"
    );
    // Game 2, against the fresh process: White's g8f6 breaks our rules, a forfeit win.
    assert_eq!(
        (r.score.wins, r.score.draws, r.score.losses),
        (1, 0, 0),
        "{lines:?}"
    );
    assert_eq!(r.forfeits, 1, "{lines:?}");
    // The opening whose first game was not scored is not a pair for a test.
    assert!(r.pairs.is_empty(), "{:?}", r.pairs);
}

/// A UCI engine in `sh` whose every move is illegal (a1a1): it forfeits each game.
const FORFEITS: &str = r#"while read -r line; do
  case "$line" in
    uci) echo "id name forfeits"; echo "uciok";;
    isready) echo "readyok";;
    go*) echo "bestmove a1a1";;
    quit) exit 0;;
  esac
done
"#;

#[test]
fn a_sequential_test_stops_the_match_once_it_decides() {
    let dir = std::env::temp_dir().join(format!("acedrex-forfeits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let script = dir.join("forfeits.sh");
    std::fs::write(&script, FORFEITS).expect("the script is written");
    let ours = Player {
        level: 8,
        limits: Limits {
            depth: Some(1),
            ..Limits::default()
        },
        weights: None,
        threads: 1,
    };
    let opponent = Opponent {
        command: format!("sh {}", script.display()),
        uci: true,
        variant: "chess".to_string(),
        letters: Vec::new(),
        options: Vec::new(),
    };
    let mut lines = Vec::new();
    let r = play_outside_match(
        VariantId::Chess,
        &ours,
        &opponent,
        &Schedule {
            games: 200,
            seed: 1,
            random_plies: 0,
            per_move: Duration::from_millis(10),
            sprt: Some(Sprt::new(0.0, 200.0).expect("valid bounds")),
        },
        |l| lines.push(l.to_string()),
    )
    .expect("the match runs");
    let _ = std::fs::remove_dir_all(&dir);
    // Every game a win: at least 200 Elo is accepted as soon as the test may decide,
    // after its minimum of pairs, not after the 200 games allowed.
    assert_eq!(r.verdict, Some(Verdict::H1), "{lines:?}");
    assert_eq!(r.score.wins, 2 * MIN_PAIRS, "{lines:?}");
    assert_eq!(r.pairs.counts, [0, 0, 0, 0, MIN_PAIRS]);
    let last = lines.last().expect("lines were reported");
    assert!(
        last.starts_with("SPRT [+0, +200]") && last.contains("H1 accepted"),
        "{last}"
    );
}
