//! A match against Fairy-Max, the one outside engine that plays one of our games (Grant
//! Acedrex, its `grande-acedrex`), through the XBoard protocol. Needs Debian's `fairymax`
//! (`scripts/fairymax-install`); without it the test says so and passes without running.

use acedrex_engine::matchplay::{play_outside_match, Opponent, Player, Schedule};
use acedrex_engine::xboard::XboardEngine;
use acedrex_engine::Limits;
use acedrex_rules::VariantId;
use std::time::Duration;

fn installed() -> bool {
    match XboardEngine::start("fairymax") {
        Ok(_) => true,
        Err(e) => {
            // CI sets ACEDREX_REQUIRE_TOOLS: there a missing tool fails the run.
            assert!(
                std::env::var_os("ACEDREX_REQUIRE_TOOLS").is_none(),
                "Fairy-Max is not installed ({e}) and ACEDREX_REQUIRE_TOOLS is set"
            );
            eprintln!(
                "notice: Fairy-Max is not installed ({e}); run scripts/fairymax-install. Skipped."
            );
            false
        }
    }
}

#[test]
fn two_games_against_fairy_max_are_played_to_an_end_and_scored() {
    if !installed() {
        return;
    }
    let ours = Player {
        level: 8,
        limits: Limits {
            time: Some(Duration::from_millis(30)),
            ..Limits::default()
        },
        weights: None,
        threads: 1,
    };
    let opponent = Opponent::fairy_max(VariantId::GrantAcedrex).expect("it plays Grant Acedrex");
    let mut lines = Vec::new();
    let r = play_outside_match(
        VariantId::GrantAcedrex,
        &ours,
        &opponent,
        &Schedule {
            games: 2,
            seed: 7,
            random_plies: 4,
            per_move: Duration::from_millis(30),
            nodes: None,
            sprt: None,
        },
        |l| lines.push(l.to_string()),
    )
    .expect("the match runs");
    // Every game ends: by our rules' verdict, or unscored where Fairy-Max refuses one of
    // our moves or stops answering.
    assert_eq!(r.score.games() + r.disputed + r.hung, 2, "{lines:?}");
    // Its King leaps that our rules forbid are replaced, not forfeited (this seed makes
    // one at 30 ms a move, though timing can change that).
    assert_eq!(r.forfeits, 0, "{lines:?}");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains("we play White") && lines[1].contains("we play Black"));
    // Both sides thought about their moves.
    assert!(
        r.our_ms_per_move > 0.0 && r.their_ms_per_move > 0.0,
        "{r:?}"
    );
}

#[test]
fn an_engine_that_is_not_there_is_a_clear_error() {
    let Err(e) = XboardEngine::start("no-such-engine-acedrex") else {
        panic!("started an engine that does not exist");
    };
    assert!(
        e.to_string()
            .contains("cannot start `no-such-engine-acedrex`"),
        "{e}"
    );
}
