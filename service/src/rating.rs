//! Glicko-2 ratings per player per game (the `skillratings` crate does the arithmetic).

use crate::store::RatingRecord;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The result from the first player's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

/// Updates both players' ratings and win/draw/loss counts after one rated game.
pub fn update(a: &mut RatingRecord, b: &mut RatingRecord, score: Score) {
    let ra = Glicko2Rating {
        rating: a.rating,
        deviation: a.deviation,
        volatility: a.volatility,
    };
    let rb = Glicko2Rating {
        rating: b.rating,
        deviation: b.deviation,
        volatility: b.volatility,
    };
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let (na, nb) = glicko2(&ra, &rb, &outcome, &Glicko2Config::new());
    for (r, n) in [(&mut *a, na), (&mut *b, nb)] {
        r.rating = n.rating;
        r.deviation = n.deviation;
        r.volatility = n.volatility;
    }
    match score {
        Score::Win => {
            a.wins += 1;
            b.losses += 1;
        }
        Score::Draw => {
            a.draws += 1;
            b.draws += 1;
        }
        Score::Loss => {
            a.losses += 1;
            b.wins += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_what_the_loser_drops() {
        let (mut a, mut b) = (RatingRecord::new("a"), RatingRecord::new("b"));
        update(&mut a, &mut b, Score::Win);
        assert!(a.rating > 1500.0 && b.rating < 1500.0);
        assert!((a.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-6);
        assert!(a.deviation < 350.0);
        assert_eq!((a.wins, b.losses), (1, 1));
        let before = a.rating;
        update(&mut a, &mut b, Score::Draw);
        assert!(
            a.rating < before,
            "a draw against a weaker player costs points"
        );
        assert_eq!((a.draws, b.draws), (1, 1));
    }
}
