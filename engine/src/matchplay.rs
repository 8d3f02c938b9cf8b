//! Engine-against-engine matches, adjudicated by the rules crate's [`Game`].

use crate::{choose_arrangement, search::mix, Engine, Limits};
use acedrex_rules::{Arrangement, Color, Game, Outcome, VariantId};

/// A match score from player A's point of view.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchScore {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl MatchScore {
    /// Points of A: a win 1, a draw ½.
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }
}

/// One side of a match: a level (noise) and the limits its searches get.
#[derive(Clone, Debug)]
pub struct Player {
    pub level: u8,
    pub limits: Limits,
}

impl Player {
    pub fn level(level: u8) -> Player {
        Player {
            level,
            limits: Limits::for_level(level),
        }
    }
}

/// Longest game before it is scored a draw (engines shuffling in a dead position).
pub const MAX_PLIES: usize = 400;

/// Plays `games` games between levels A and B, A taking White in the even-numbered
/// games. Each game starts with one random move per side (picked by `seed`), and in
/// Zanzibar with an arrangement chosen by the engine, so that games differ.
pub fn play_match(
    variant: VariantId,
    level_a: u8,
    level_b: u8,
    games: u32,
    seed: u64,
    report: impl FnMut(&str),
) -> MatchScore {
    play_match_with(
        variant,
        &Player::level(level_a),
        &Player::level(level_b),
        games,
        seed,
        report,
    )
}

/// [`play_match`] with explicit limits per player.
pub fn play_match_with(
    variant: VariantId,
    a: &Player,
    b: &Player,
    games: u32,
    seed: u64,
    mut report: impl FnMut(&str),
) -> MatchScore {
    let mut score = MatchScore::default();
    let mut ea = Engine::new(32);
    let mut eb = Engine::new(32);
    for g in 0..games {
        let gseed = mix(seed ^ mix(g as u64));
        let a_white = g % 2 == 0;
        ea.new_game();
        eb.new_game();
        let mut game = match variant {
            VariantId::ZanzibarXl | VariantId::ZanzibarS => {
                // Every few games the default, otherwise the engine's choice.
                let arr = if g % 4 == 0 {
                    Arrangement::default_for(variant).ok()
                } else {
                    Some(choose_arrangement(variant, gseed))
                };
                arr.map_or_else(|| Game::new(variant), Game::with_arrangement)
            }
            _ => Game::new(variant),
        };
        let mut hashes = vec![game.position().hash()];
        let mut z = gseed;
        while !game.is_over() && game.moves().len() < MAX_PLIES {
            let pos = game.position().clone();
            let white_to_move = pos.side_to_move() == Color::White;
            let a_to_move = white_to_move == a_white;
            let m = if game.moves().len() < 2 {
                let legal = pos.legal_moves();
                z = mix(z);
                legal.get((z % legal.len().max(1) as u64) as usize).copied()
            } else {
                let (engine, player) = if a_to_move {
                    (&mut ea, a)
                } else {
                    (&mut eb, b)
                };
                engine
                    .search(&pos, &hashes, &player.limits, player.level)
                    .best
            };
            let Some(m) = m else { break };
            if game.play(m).is_err() {
                report(&format!("game {}: engine produced an illegal move", g + 1));
                break;
            }
            hashes.push(game.position().hash());
        }
        let outcome = game.result().map(|r| (r.outcome, r.reason.id()));
        let text = match outcome {
            Some((Outcome::Win(c), why)) => {
                let a_won = (c == Color::White) == a_white;
                if a_won {
                    score.wins += 1;
                } else {
                    score.losses += 1;
                }
                format!("{} wins by {why}", if a_won { "A" } else { "B" })
            }
            Some((Outcome::Draw, why)) => {
                score.draws += 1;
                format!("draw by {why}")
            }
            None => {
                score.draws += 1;
                format!("draw after {MAX_PLIES} plies (adjudicated)")
            }
        };
        report(&format!(
            "game {} ({} {}): {} in {} plies; score A {}-{}-{}",
            g + 1,
            variant,
            if a_white { "A white" } else { "A black" },
            text,
            game.moves().len(),
            score.wins,
            score.draws,
            score.losses
        ));
    }
    score
}
