//! Two matches on the same openings, compared game by game.
//!
//! A match against an outside engine from a seed plays the same openings, each once with
//! each colour, whatever our engine does in them ([`crate::matchplay`]). Two builds (or
//! two weights files) that met the same opponent on the same seed can therefore be
//! compared opening by opening: the openings that favour either side then cancel out,
//! and the interval of the difference is narrower than two scores' intervals side by
//! side. `acedrex pair` reads the two `--record` files and gives the difference with its
//! 95% interval; it refuses records whose openings differ, so a pairing of different
//! seeds cannot pass for one.

use acedrex_rules::{Game, VariantId};

/// One game of a match record, as far as pairing needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct PairedGame {
    /// The `Round` tag: the game's number in its match.
    pub round: u32,
    pub variant: VariantId,
    /// The random plies that opened it (the `Opening` tag says how many), in our
    /// algebraic notation.
    pub opening: Vec<String>,
    /// Our engine's points (the `Points` tag): `None` when the game was not scored.
    pub points: Option<f64>,
}

/// What keeps two records from being paired. Games are counted from 1 in their file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PairError {
    #[error("game {game}: no `{tag}` tag (a record of `acedrex match --record` has it)")]
    MissingTag { game: usize, tag: &'static str },
    #[error("game {game}: the `{tag}` tag `{value}` is not {expected}")]
    BadTag {
        game: usize,
        tag: &'static str,
        value: String,
        expected: &'static str,
    },
    #[error("round {round} is in the record twice")]
    Duplicate { round: u32 },
    #[error("round {round}: a game of {base} against one of {candidate}")]
    Variant {
        round: u32,
        base: VariantId,
        candidate: VariantId,
    },
    #[error(
        "round {round}: the openings differ ({base} against {candidate}); pair matches \
         played with the same --seed and --random-plies"
    )]
    Opening {
        round: u32,
        base: String,
        candidate: String,
    },
    #[error("no round was scored in both records")]
    Nothing,
    #[error("record {record}: a game of {other} among games of {first}")]
    Mixed {
        record: usize,
        first: VariantId,
        other: VariantId,
    },
    #[error("no game was scored in the records")]
    NoGames,
}

impl PairedGame {
    /// The game `index` (from 1) of a record file, read back with [`Game::from_record`].
    pub fn from_game(index: usize, game: &Game) -> Result<PairedGame, PairError> {
        let tag = |tag: &'static str| {
            game.tag(tag)
                .ok_or(PairError::MissingTag { game: index, tag })
        };
        let bad = |tag: &'static str, value: &str, expected: &'static str| PairError::BadTag {
            game: index,
            tag,
            value: value.to_string(),
            expected,
        };
        let round = tag("Round")?;
        let round = round
            .parse::<u32>()
            .ok()
            .filter(|r| *r > 0)
            .ok_or_else(|| bad("Round", round, "a game number"))?;
        let opening = tag("Opening")?;
        let plies = opening
            .strip_suffix(" random plies")
            .and_then(|n| n.parse::<usize>().ok())
            .ok_or_else(|| bad("Opening", opening, "`N random plies`"))?;
        let points = match tag("Points")? {
            "1" => Some(1.0),
            "1/2" => Some(0.5),
            "0" => Some(0.0),
            "*" => None,
            other => return Err(bad("Points", other, "1, 1/2, 0 or *")),
        };
        let mut opening = game.sans();
        opening.truncate(plies);
        Ok(PairedGame {
            round,
            variant: game.variant(),
            opening,
            points,
        })
    }
}

/// The comparison of a candidate's games with a base's on the same openings.
#[derive(Clone, Debug, PartialEq)]
pub struct Paired {
    /// Games scored in both records (each counted once).
    pub games: u32,
    /// Openings those games came from.
    pub openings: u32,
    /// Each side's score over those games, as a fraction of the points.
    pub base: f64,
    pub candidate: f64,
    /// The 95% interval's half-width of `candidate - base`: the two games of an
    /// opening (rounds 2k−1 and 2k, one with each colour) are one sample, since they
    /// share the opening's bias. `None` with fewer than two openings.
    pub half_width: Option<f64>,
}

impl Paired {
    /// The candidate's score less the base's, as a fraction of the points.
    pub fn difference(&self) -> f64 {
        self.candidate - self.base
    }
}

impl std::fmt::Display for Paired {
    /// `400 games on 200 openings: base 19.2%, candidate 24.5%; difference +5.2 ± 5.6 points (95%)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} games on {} opening{}: base {:.1}%, candidate {:.1}%; difference {:+.1}",
            self.games,
            self.openings,
            if self.openings == 1 { "" } else { "s" },
            100.0 * self.base,
            100.0 * self.candidate,
            100.0 * self.difference()
        )?;
        match self.half_width {
            Some(h) => write!(f, " ± {:.1} points (95%)", 100.0 * h),
            None => write!(f, " points (one opening: no interval)"),
        }
    }
}

/// Pairs each base record with its candidate record by round and pools all the pairs
/// (several seeds, say). A round counts when both games were scored; every such pair
/// must be the same game opened the same way.
pub fn pair(rows: &[(Vec<PairedGame>, Vec<PairedGame>)]) -> Result<Paired, PairError> {
    use std::collections::BTreeMap;
    // Per opening of each row: the candidate's points less the base's, and the games.
    let mut units: Vec<f64> = Vec::new();
    let (mut games, mut base_points, mut cand_points) = (0u32, 0.0, 0.0);
    for (base, candidate) in rows {
        let base = by_round(base)?;
        let mut openings: BTreeMap<u32, f64> = BTreeMap::new();
        for (round, c) in by_round(candidate)? {
            let Some(b) = base.get(&round) else { continue };
            if b.variant != c.variant {
                return Err(PairError::Variant {
                    round,
                    base: b.variant,
                    candidate: c.variant,
                });
            }
            if b.opening != c.opening {
                return Err(PairError::Opening {
                    round,
                    base: b.opening.join(" "),
                    candidate: c.opening.join(" "),
                });
            }
            let (Some(pb), Some(pc)) = (b.points, c.points) else {
                continue;
            };
            games += 1;
            base_points += pb;
            cand_points += pc;
            *openings.entry(round.div_ceil(2)).or_default() += pc - pb;
        }
        units.extend(openings.into_values());
    }
    if games == 0 {
        return Err(PairError::Nothing);
    }
    let n = f64::from(games);
    let k = units.len();
    let half_width = (k >= 2).then(|| {
        let mean = units.iter().sum::<f64>() / k as f64;
        let var = units.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (k - 1) as f64;
        1.96 * (var * k as f64).sqrt() / n
    });
    Ok(Paired {
        games,
        openings: k as u32,
        base: base_points / n,
        candidate: cand_points / n,
        half_width,
    })
}

/// Several matches of one game pooled: what the README reports for a build over all
/// its seeds (`acedrex pool`). Each record counts with all its scored games; the records
/// need not share openings.
#[derive(Clone, Debug, PartialEq)]
pub struct Pooled {
    pub variant: VariantId,
    /// Each record's score, in the order given.
    pub records: Vec<crate::matchplay::MatchScore>,
    /// All of them together.
    pub total: crate::matchplay::MatchScore,
}

impl Pooled {
    /// How far the scored records' scores spread: how many there are, the standard
    /// deviation of their scores (fractions of the points) and the one the games' own
    /// spread would give records of their mean size. When the deviation is much larger
    /// than the games' own, the records' openings (or machines) differ by more than chance.
    /// `None` with fewer than two scored records.
    pub fn spread(&self) -> Option<(usize, f64, f64)> {
        let scores: Vec<f64> = self
            .records
            .iter()
            .filter(|r| r.games() > 0)
            .map(|r| r.points() / f64::from(r.games()))
            .collect();
        let k = scores.len();
        if k < 2 {
            return None;
        }
        let m = scores.iter().sum::<f64>() / k as f64;
        let sd = (scores.iter().map(|s| (s - m).powi(2)).sum::<f64>() / (k - 1) as f64).sqrt();
        let games = f64::from(self.total.games()) / k as f64;
        Some((k, sd, (self.total.game_variance() / games).sqrt()))
    }
}

impl std::fmt::Display for Pooled {
    /// `+180 =76 -664, 23.7% over 920 games (95%: 21.1-26.3%); Elo -203 (95%: -229 to
    /// -179)`, and the records' spread on a line of its own when several were scored.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let t = &self.total;
        // `pool` scores at least one game; a hand-made empty pool reads as 0 of 0.
        let (p, lo, hi) = t.interval().unwrap_or_default();
        write!(
            f,
            "+{} ={} -{}, {:.1}% over {} games (95%: {:.1}-{:.1}%)",
            t.wins,
            t.draws,
            t.losses,
            100.0 * p,
            t.games(),
            100.0 * lo.max(0.0),
            100.0 * hi.min(1.0)
        )?;
        if let Some(elo) = t.elo() {
            write!(f, "; {elo}")?;
        }
        if let Some((k, sd, games)) = self.spread() {
            write!(
                f,
                "\nspread of the {k} records' scores: a standard deviation of {:.1} points; \
                 the games alone give {:.1}",
                100.0 * sd,
                100.0 * games
            )?;
        }
        Ok(())
    }
}

/// Pools whole records (each a match of one game, any seeds) into one score. Unscored
/// games (`*`) are left out; records of different games are refused.
pub fn pool(records: &[Vec<PairedGame>]) -> Result<Pooled, PairError> {
    use crate::matchplay::MatchScore;
    let first = records
        .iter()
        .flatten()
        .next()
        .map(|g| g.variant)
        .ok_or(PairError::NoGames)?;
    let mut scores = Vec::with_capacity(records.len());
    let mut total = MatchScore::default();
    for (i, record) in records.iter().enumerate() {
        let mut s = MatchScore::default();
        for g in record {
            if g.variant != first {
                return Err(PairError::Mixed {
                    record: i + 1,
                    first,
                    other: g.variant,
                });
            }
            match g.points {
                Some(p) if p >= 1.0 => s.wins += 1,
                Some(p) if p > 0.0 => s.draws += 1,
                Some(_) => s.losses += 1,
                None => {}
            }
        }
        total.wins += s.wins;
        total.draws += s.draws;
        total.losses += s.losses;
        scores.push(s);
    }
    if total.games() == 0 {
        return Err(PairError::NoGames);
    }
    Ok(Pooled {
        variant: first,
        records: scores,
        total,
    })
}

/// A record's games by round; a round twice is an error.
fn by_round(
    list: &[PairedGame],
) -> Result<std::collections::BTreeMap<u32, &PairedGame>, PairError> {
    let mut map = std::collections::BTreeMap::new();
    for g in list {
        if map.insert(g.round, g).is_some() {
            return Err(PairError::Duplicate { round: g.round });
        }
    }
    Ok(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of `round` opened by the legal moves `first` and `second` (by index) of
    /// chess, with `points` for our side.
    fn game(round: u32, first: usize, second: usize, points: Option<f64>) -> PairedGame {
        let mut g = Game::new(VariantId::Chess);
        for i in [first, second] {
            let m = g.position().legal_moves()[i];
            g.play(m).expect("legal");
        }
        PairedGame {
            round,
            variant: VariantId::Chess,
            opening: g.sans(),
            points,
        }
    }

    #[test]
    fn the_difference_and_its_interval_come_from_the_openings_both_scored() {
        // Four openings, two games each; the candidate gains a point on two of them
        // and loses half a point on one.
        let base: Vec<PairedGame> = (1..=8)
            .map(|r| game(r, r as usize, 0, Some(if r % 2 == 0 { 0.0 } else { 0.5 })))
            .collect();
        let mut candidate = base.clone();
        candidate[0].points = Some(1.0); // opening 1: +0.5
        candidate[1].points = Some(0.5); // opening 1: +0.5
        candidate[3].points = Some(1.0); // opening 2: +1
        candidate[4].points = Some(0.0); // opening 3: -0.5
        let p = pair(&[(base.clone(), candidate.clone())]).expect("same openings");
        assert_eq!((p.games, p.openings), (8, 4));
        assert_eq!(p.base, 2.0 / 8.0);
        assert_eq!(p.candidate, 3.5 / 8.0);
        // Per opening: +1, +1, −0.5, 0; mean 0.375, sample variance 0.5625.
        let want = 1.96 * (0.5625f64 * 4.0).sqrt() / 8.0;
        assert!((p.half_width.unwrap() - want).abs() < 1e-12);
        assert_eq!(
            p.to_string(),
            "8 games on 4 openings: base 25.0%, candidate 43.8%; difference +18.8 ± 36.8 points (95%)"
        );
        // A game not scored on either side drops out with its partner, not its opening.
        candidate[7].points = None;
        let p = pair(&[(base.clone(), candidate)]).expect("same openings");
        assert_eq!((p.games, p.openings), (7, 4));
        // Two rows pool: the same pair twice doubles the games and narrows the interval.
        let one = pair(&[(base.clone(), base.clone())]).expect("itself");
        assert_eq!((one.difference(), one.half_width), (0.0, Some(0.0)));
        let twice = pair(&[(base.clone(), base.clone()), (base.clone(), base)]).unwrap();
        assert_eq!((twice.games, twice.openings), (16, 8));
    }

    #[test]
    fn records_of_other_openings_or_games_are_refused() {
        let base = vec![game(1, 0, 0, Some(1.0)), game(2, 0, 0, Some(0.0))];
        let mut other = base.clone();
        other[1] = game(2, 0, 1, Some(0.0));
        match pair(&[(base.clone(), other)]) {
            Err(PairError::Opening { round: 2, .. }) => {}
            r => panic!("{r:?}"),
        }
        let mut shako = base.clone();
        shako[0].variant = VariantId::Shako;
        assert_eq!(
            pair(&[(base.clone(), shako)]),
            Err(PairError::Variant {
                round: 1,
                base: VariantId::Chess,
                candidate: VariantId::Shako
            })
        );
        let twice = vec![base[0].clone(), base[0].clone()];
        assert_eq!(
            pair(&[(base.clone(), twice)]),
            Err(PairError::Duplicate { round: 1 })
        );
        let unscored = vec![game(1, 0, 0, None), game(2, 0, 0, None)];
        assert_eq!(pair(&[(base, unscored)]), Err(PairError::Nothing));
    }

    #[test]
    fn records_pool_into_one_score_with_its_interval_and_their_spread() {
        // Two records of four games: +2 =1 -1 and +0 =1 -3, and a game not scored.
        let one: Vec<PairedGame> = [1.0, 1.0, 0.5, 0.0]
            .iter()
            .enumerate()
            .map(|(i, &p)| game(i as u32 + 1, i, 0, Some(p)))
            .collect();
        let mut two: Vec<PairedGame> = [0.5, 0.0, 0.0, 0.0]
            .iter()
            .enumerate()
            .map(|(i, &p)| game(i as u32 + 1, i, 1, Some(p)))
            .collect();
        two.push(game(5, 0, 2, None));
        let p = pool(&[one.clone(), two.clone()]).expect("one game");
        let s = |wins, draws, losses| crate::matchplay::MatchScore {
            wins,
            draws,
            losses,
        };
        assert_eq!(p.records, [s(2, 1, 1), s(0, 1, 3)]);
        assert_eq!(p.total, s(2, 2, 4));
        // 3 points of 8: 37.5%; a game's variance (2·0.625² + 2·0.125² + 4·0.375²) / 8.
        let var = (2.0 * 0.625f64.powi(2) + 2.0 * 0.125f64.powi(2) + 4.0 * 0.375f64.powi(2)) / 8.0;
        let (score, lo, hi) = p.total.interval().expect("scored");
        assert_eq!(score, 0.375);
        assert!(
            (hi - score - 1.96 * (var / 8.0).sqrt()).abs() < 1e-12
                && (score - lo - (hi - score)).abs() < 1e-12
        );
        // The records' scores 62.5% and 12.5%: a sample deviation of 35.4 points, where
        // four games' noise gives sqrt(var / 4).
        let (k, sd, games) = p.spread().expect("two records");
        assert_eq!(k, 2);
        assert!((sd - 0.5f64.sqrt() / 2.0).abs() < 1e-12, "{sd}");
        assert!((games - (var / 4.0).sqrt()).abs() < 1e-12, "{games}");
        assert_eq!(
            p.to_string(),
            "+2 =2 -4, 37.5% over 8 games (95%: 8.8-66.2%); Elo -89 (95%: -407 to +117)\n\
             spread of the 2 records' scores: a standard deviation of 35.4 points; the games alone give 20.7"
        );
        // One record has no spread; records of another game, or none scored, are refused.
        assert_eq!(
            pool(std::slice::from_ref(&one)).expect("one").spread(),
            None
        );
        let mut shako = two;
        shako[1].variant = VariantId::Shako;
        assert_eq!(
            pool(&[one, shako]),
            Err(PairError::Mixed {
                record: 2,
                first: VariantId::Chess,
                other: VariantId::Shako
            })
        );
        assert_eq!(pool(&[vec![game(1, 0, 0, None)]]), Err(PairError::NoGames));
        assert_eq!(pool(&[]), Err(PairError::NoGames));
    }

    #[test]
    fn a_recorded_game_gives_its_round_opening_and_points() {
        let mut g = Game::new(VariantId::Chess);
        for m in ["e4", "e5", "Nf3"] {
            g.play_text(m).expect("legal");
        }
        g.set_tag("Round", "3");
        g.set_tag("Opening", "2 random plies");
        g.set_tag("Points", "1/2");
        let p = PairedGame::from_game(5, &g).expect("all tags");
        assert_eq!((p.round, p.points, p.opening.len()), (3, Some(0.5), 2));
        assert_eq!(p.opening, ["e4", "e5"]);
        g.set_tag("Points", "2");
        assert_eq!(
            PairedGame::from_game(5, &g)
                .map(|_| ())
                .unwrap_err()
                .to_string(),
            "game 5: the `Points` tag `2` is not 1, 1/2, 0 or *"
        );
        let mut bare = Game::new(VariantId::Chess);
        bare.set_tag("Round", "1");
        bare.set_tag("Opening", "2 random plies");
        assert_eq!(
            PairedGame::from_game(1, &bare),
            Err(PairError::MissingTag {
                game: 1,
                tag: "Points"
            })
        );
    }
}
