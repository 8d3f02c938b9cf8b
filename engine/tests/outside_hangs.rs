//! Matches against scripted outside engines: one that stops answering (the game in play
//! is left unscored, the engine is started afresh, and the match goes on with the score
//! it had), one that forfeits every game (the sequential test stops the match), and one
//! given a node count a move instead of a time.

use acedrex_engine::matchplay::{play_outside_match, Opponent, OutsideMatch, Player, Schedule};
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

/// Chess against `opponent` from the start position, our side at one ply a move (the
/// opponent is what is tested): the result and the game lines. The match must run.
fn chess_match(opponent: &Opponent, games: u32, sprt: Option<Sprt>) -> (OutsideMatch, Vec<String>) {
    chess_match_at(opponent, games, sprt, None)
        .expect("the match runs past whatever the engine does")
}

/// [`chess_match`] with the opponent held to `nodes` a move when given.
fn chess_match_at(
    opponent: &Opponent,
    games: u32,
    sprt: Option<Sprt>,
    nodes: Option<u64>,
) -> Result<(OutsideMatch, Vec<String>), acedrex_engine::xboard::XboardError> {
    let ours = Player {
        level: 8,
        limits: Limits {
            depth: Some(1),
            ..Limits::default()
        },
        weights: None,
        threads: 1,
    };
    let plan = Schedule {
        games,
        seed: 1,
        random_plies: 0,
        per_move: Duration::from_millis(10),
        nodes,
        sprt,
    };
    let mut lines = Vec::new();
    let r = play_outside_match(VariantId::Chess, &ours, opponent, &plan, |l| {
        lines.push(l.to_string())
    })?;
    Ok((r, lines))
}

/// A scratch folder of this test run named `name`, holding `body` as `name.sh`: the
/// folder and the script's path.
fn scratch_script(name: &str, body: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("acedrex-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let script = dir.join(format!("{name}.sh"));
    std::fs::write(&script, body).expect("the script is written");
    (dir, script)
}

/// A chess-playing UCI engine run as `sh SCRIPT ARGS…`.
fn sh_engine(script: &std::path::Path, args: &str) -> Opponent {
    Opponent {
        command: format!("sh {} {args}", script.display()),
        uci: true,
        variant: "chess".to_string(),
        letters: Vec::new(),
        options: Vec::new(),
    }
}

#[test]
fn an_engine_that_stops_answering_costs_one_game_not_the_match() {
    let (dir, script) = scratch_script("hangs", HANGS_ONCE);
    let marker = dir.join("marker");
    let _ = std::fs::remove_file(&marker);
    let opponent = sh_engine(&script, &marker.display().to_string());
    let (r, lines) = chess_match(&opponent, 2, None);
    let _ = std::fs::remove_dir_all(&dir);
    // Game 1 (we are White): it never answers our first move, so the game is not scored,
    // and counted as a hang, not as a disagreement of rules.
    assert_eq!((r.hung, r.disputed), (1, 0), "{lines:?}");
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
    let (dir, script) = scratch_script("forfeits", FORFEITS);
    let opponent = sh_engine(&script, "");
    let sprt = Sprt::new(0.0, 200.0).expect("valid bounds");
    let (r, lines) = chess_match(&opponent, 200, Some(sprt));
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

/// A UCI engine in `sh` that writes each `go` command it gets to the file `$1` and
/// plays g8f6.
const LOGS_GO: &str = r#"log="$1"
while read -r line; do
  case "$line" in
    uci) echo "id name logs-go"; echo "uciok";;
    isready) echo "readyok";;
    go*) echo "$line" >> "$log"; echo "bestmove g8f6";;
    quit) exit 0;;
  esac
done
"#;

#[test]
fn an_engine_held_to_nodes_is_asked_for_nodes_not_time() {
    let (dir, script) = scratch_script("logs-go", LOGS_GO);
    let log = dir.join("go.log");
    let _ = std::fs::remove_file(&log);
    let opponent = sh_engine(&script, &log.display().to_string());
    let (r, lines) = chess_match_at(&opponent, 1, None, Some(5_000)).expect("the match runs");
    let asked = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    // It answers g8f6 as Black, then again where our rules forbid it: a forfeit win after
    // two questions, each for 5,000 nodes and none for a time.
    assert_eq!((r.score.wins, r.forfeits), (1, 1), "{lines:?}");
    assert_eq!(
        asked.lines().collect::<Vec<_>>(),
        ["go nodes 5000", "go nodes 5000"],
        "{lines:?}"
    );
}

#[test]
fn a_node_count_is_refused_for_an_xboard_engine() {
    let opponent = Opponent {
        uci: false,
        ..sh_engine(std::path::Path::new("/nonexistent.sh"), "")
    };
    let refused = chess_match_at(&opponent, 1, None, Some(5_000));
    assert!(
        matches!(
            refused,
            Err(acedrex_engine::xboard::XboardError::NodesNeedUci)
        ),
        "{:?}",
        refused.map(|(r, _)| r.score)
    );
}
