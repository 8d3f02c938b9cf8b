//! Tournament pairing and scoring, pure: no store, no commands, no clock (those come
//! with the tournament commands). Players are numbers `0..n` in seeding order (the
//! entry list sorted by rating: 0 is the top seed); results are per game.
//!
//! Points are counted in **half-points** (`u32`: a win 2, a draw 1, a bye 2) so sums are
//! exact; tie-breaks are `f64` in points (multiples of ¼, exact too).
//!
//! # Swiss pairing (in the spirit of FIDE's Dutch system)
//!
//! Each round, from the results so far:
//!
//! 1. **Ranking**: by points, then by seed.
//! 2. **Bye** (odd number of players): the lowest-ranked player who has had no bye yet
//!    sits out and scores a full point; if the others then cannot be paired, the next
//!    one up is tried. Nobody gets a second bye while another player has had none.
//! 3. **Pairs**, by a depth-first search from the top of the ranking: the highest-ranked
//!    unpaired player P takes the first opponent, in this order of preference, whom P has
//!    not met and with whom the colours can be given (rule 4), such that everyone below
//!    can still be paired:
//!    - first P's own score group (the unpaired players with P's points): with `m` players
//!      in it counting P, and `L` the others in ranking order, the preferred one is
//!      `L[m/2 - 1]` — the upper half plays the lower half in order (1–3, 2–4 in a group
//!      of four; 1–4, 2–5, 3–6 in six), as in the Dutch system — then those below it in
//!      `L`, then those above it, nearest first;
//!    - then the players of the lower score groups, in ranking order (P floats down).
//!
//!    A pair that has met before is never made; if no pairing without repeats exists the
//!    round cannot be paired ([`swiss_round`] returns `None`).
//! 4. **Colours**: nobody gets a colour three times in a row or a colour difference
//!    (Whites − Blacks) beyond ±2. Of two players, White goes to the one with the lower
//!    difference; at equal difference to the one who had Black (or the bye) last while the
//!    other had White; otherwise the higher-ranked player gets the colour that evens out
//!    their difference (Black when it is positive, White when negative), or the colour
//!    they did not have last, or White in their first game.
//!
//! # Round robin
//!
//! FIDE's Berger tables: with `n` players (one more, "the bye", when `n` is odd), `n − 1`
//! rounds; in round `k` (1-based) the players `i`, `j` other than the last meet when
//! `i + j ≡ k + 1 (mod n − 1)` (1-based numbers), and the last player meets the one left
//! over, with Black in odd rounds. Between two others, the lower number has White when
//! `j − i` is odd, the higher one when it is even.
//!
//! # Arena (lichess)
//!
//! A win is worth 2 points, a draw 1, a loss 0. After two wins in a row a player is *on
//! fire*: each further game counts double (a win 4, a draw 2) until they fail to win.
//!
//! # Tie-breaks
//!
//! **Buchholz**: the sum of the opponents' points (a bye adds nothing). **Sonneborn-Berger**:
//! the points of each opponent beaten, plus half the points of each opponent drawn.
//! Swiss standings rank by points, Buchholz, Sonneborn-Berger, seed; round robins by
//! points, Sonneborn-Berger, Buchholz, seed.

/// A player's number: their place in the seeding (0 is the top seed).
pub type Player = usize;

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    WhiteWins,
    BlackWins,
    Draw,
}

/// One game of a round; `result` is `None` while it is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub white: Player,
    pub black: Player,
    pub result: Option<Outcome>,
}

impl Pairing {
    pub fn new(white: Player, black: Player) -> Pairing {
        Pairing {
            white,
            black,
            result: None,
        }
    }

    /// The half-points `p` scored in this game (`None`: not in it, or not over).
    fn half_points(&self, p: Player) -> Option<u32> {
        let r = self.result?;
        let white = match r {
            Outcome::WhiteWins => 2,
            Outcome::Draw => 1,
            Outcome::BlackWins => 0,
        };
        if p == self.white {
            Some(white)
        } else if p == self.black {
            Some(2 - white)
        } else {
            None
        }
    }

    fn opponent(&self, p: Player) -> Option<Player> {
        if p == self.white {
            Some(self.black)
        } else if p == self.black {
            Some(self.white)
        } else {
            None
        }
    }
}

/// A round: its games in board order, and who sits out with a bye.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Round {
    pub games: Vec<Pairing>,
    pub bye: Option<Player>,
}

/// Half-points for a bye.
const BYE: u32 = 2;

/// The colour a player had in each round (`Some(true)` White, `Some(false)` Black,
/// `None` a bye or no game).
fn colours(p: Player, rounds: &[Round]) -> Vec<Option<bool>> {
    rounds
        .iter()
        .map(|r| {
            r.games.iter().find_map(|g| {
                if g.white == p {
                    Some(true)
                } else if g.black == p {
                    Some(false)
                } else {
                    None
                }
            })
        })
        .collect()
}

/// Half-points of every player after these rounds (byes included).
pub fn half_points(players: usize, rounds: &[Round]) -> Vec<u32> {
    let mut pts = vec![0; players];
    for r in rounds {
        for g in &r.games {
            for p in [g.white, g.black] {
                if let (Some(h), Some(slot)) = (g.half_points(p), pts.get_mut(p)) {
                    *slot += h;
                }
            }
        }
        if let Some(slot) = r.bye.and_then(|b| pts.get_mut(b)) {
            *slot += BYE;
        }
    }
    pts
}

/// What the colour rules need to know of a player.
struct History {
    /// Whites minus Blacks.
    balance: i32,
    /// The colours of their games, in order (byes left out).
    played: Vec<bool>,
    /// Their last round was a bye or Black.
    last_not_white: bool,
}

impl History {
    fn of(p: Player, rounds: &[Round]) -> History {
        let all = colours(p, rounds);
        let played: Vec<bool> = all.iter().flatten().copied().collect();
        let balance = played.iter().map(|&w| if w { 1 } else { -1 }).sum();
        History {
            balance,
            last_not_white: all.last().is_some_and(|c| *c != Some(true)),
            played,
        }
    }

    /// Whether this player may get White (`white`) or Black next: no third in a row, no
    /// difference beyond ±2.
    fn may_have(&self, white: bool) -> bool {
        let next = self.balance + if white { 1 } else { -1 };
        let n = self.played.len();
        let three = n >= 2 && self.played[n - 1] == white && self.played[n - 2] == white;
        next.abs() <= 2 && !three
    }
}

/// White and Black for two players, `a` ranked above `b`, by rule 4; `None` when no
/// colours are allowed.
fn colours_for(a: Player, b: Player, ha: &History, hb: &History) -> Option<(Player, Player)> {
    let a_white = if ha.balance != hb.balance {
        ha.balance < hb.balance
    } else if ha.last_not_white != hb.last_not_white {
        ha.last_not_white
    } else if ha.balance != 0 {
        ha.balance < 0
    } else {
        // Even: the colour `a` did not have last, White in a first game.
        ha.played.last().is_none_or(|&w| !w)
    };
    let allowed = |a_white: bool| ha.may_have(a_white) && hb.may_have(!a_white);
    if allowed(a_white) {
        Some(if a_white { (a, b) } else { (b, a) })
    } else if allowed(!a_white) {
        Some(if a_white { (b, a) } else { (a, b) })
    } else {
        None
    }
}

/// The next round of a Swiss tournament of `players` from the rounds played (see the
/// module's rules). `None` when no pairing without a repeated game exists.
pub fn swiss_round(players: usize, rounds: &[Round]) -> Option<Round> {
    let pts = half_points(players, rounds);
    let mut ranking: Vec<Player> = (0..players).collect();
    ranking.sort_by(|a, b| pts[*b].cmp(&pts[*a]).then(a.cmp(b)));
    let mut met = vec![vec![false; players]; players];
    for g in rounds.iter().flat_map(|r| &r.games) {
        if g.white < players && g.black < players {
            met[g.white][g.black] = true;
            met[g.black][g.white] = true;
        }
    }
    let history: Vec<History> = (0..players).map(|p| History::of(p, rounds)).collect();
    let had_bye = |p: Player| rounds.iter().any(|r| r.bye == Some(p));
    let search = Search {
        pts: &pts,
        met: &met,
        history: &history,
    };
    if players.is_multiple_of(2) {
        let games = search.pair(&ranking)?;
        return Some(Round { games, bye: None });
    }
    // The bye: from the bottom of the ranking, first those who have had none.
    let mut candidates: Vec<Player> = ranking
        .iter()
        .rev()
        .copied()
        .filter(|p| !had_bye(*p))
        .collect();
    candidates.extend(ranking.iter().rev().copied().filter(|p| had_bye(*p)));
    for bye in candidates {
        let rest: Vec<Player> = ranking.iter().copied().filter(|p| *p != bye).collect();
        if let Some(games) = search.pair(&rest) {
            return Some(Round {
                games,
                bye: Some(bye),
            });
        }
    }
    None
}

struct Search<'a> {
    pts: &'a [u32],
    met: &'a [Vec<bool>],
    history: &'a [History],
}

impl Search<'_> {
    /// Pairs `unpaired` (in ranking order) depth-first, the top player first.
    fn pair(&self, unpaired: &[Player]) -> Option<Vec<Pairing>> {
        let Some((&top, rest)) = unpaired.split_first() else {
            return Some(Vec::new());
        };
        for q in self.preferences(top, rest) {
            if self.met[top][q] {
                continue;
            }
            let Some((white, black)) = colours_for(top, q, &self.history[top], &self.history[q])
            else {
                continue;
            };
            let others: Vec<Player> = rest.iter().copied().filter(|p| *p != q).collect();
            if let Some(mut games) = self.pair(&others) {
                games.insert(0, Pairing::new(white, black));
                return Some(games);
            }
        }
        None
    }

    /// The opponents `top` prefers, best first (rule 3).
    fn preferences(&self, top: Player, rest: &[Player]) -> Vec<Player> {
        let group: Vec<Player> = rest
            .iter()
            .copied()
            .filter(|p| self.pts[*p] == self.pts[top])
            .collect();
        let m = group.len() + 1;
        let ideal = (m / 2).saturating_sub(1).min(group.len().saturating_sub(1));
        let mut order: Vec<Player> = group.iter().skip(ideal).copied().collect();
        order.extend(group.iter().take(ideal).rev());
        order.extend(
            rest.iter()
                .copied()
                .filter(|p| self.pts[*p] != self.pts[top]),
        );
        order
    }
}

/// The rounds of a round robin of `players` by FIDE's Berger tables (see the module's
/// rules): with an odd number, the player paired with the extra number has the bye.
pub fn round_robin(players: usize) -> Vec<Round> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let m = n - 1;
    // 1-based numbers as in the tables; `n` is the fixed last one.
    let mut rounds = Vec::new();
    for k in 1..=m {
        let sum = (k + 1) % m;
        let partner = (1..=m).find(|i| (2 * i) % m == sum).unwrap_or(1);
        let mut games = Vec::new();
        let mut bye = None;
        let last_game = if k % 2 == 1 {
            (partner, n)
        } else {
            (n, partner)
        };
        let mut boards = vec![last_game];
        for b in 1..n / 2 {
            let i = (partner - 1 + b) % m + 1;
            let j = (1..=m).find(|j| *j != i && (i + j) % m == sum).unwrap_or(i);
            let (lo, hi) = (i.min(j), i.max(j));
            boards.push(if (hi - lo) % 2 == 1 {
                (lo, hi)
            } else {
                (hi, lo)
            });
        }
        for (w, b) in boards {
            if w > players || b > players {
                // The extra number of an odd field: its partner sits out.
                bye = Some(w.min(b) - 1);
            } else {
                games.push(Pairing::new(w - 1, b - 1));
            }
        }
        rounds.push(Round { games, bye });
    }
    rounds
}

/// An arena player's points from their results in order (`Some(true)` a win,
/// `Some(false)` a loss, `None` a draw), with the streak bonus.
pub fn arena_points(results: &[Option<bool>]) -> u32 {
    let mut points = 0;
    let mut wins_in_a_row = 0;
    for r in results {
        let on_fire = wins_in_a_row >= 2;
        let base = match r {
            Some(true) => 2,
            None => 1,
            Some(false) => 0,
        };
        points += if on_fire { base * 2 } else { base };
        wins_in_a_row = if *r == Some(true) {
            wins_in_a_row + 1
        } else {
            0
        };
    }
    points
}

/// Which tie-break comes first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Points, Buchholz, Sonneborn-Berger, seed.
    Swiss,
    /// Points, Sonneborn-Berger, Buchholz, seed.
    RoundRobin,
    /// Arena points (streak bonus) rank an arena; [`standings`] ranks it as a Swiss.
    Arena,
}

/// A line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub player: Player,
    /// In points (half-points / 2).
    pub points: f64,
    pub buchholz: f64,
    pub sonneborn_berger: f64,
}

/// The standings after these rounds, best first.
pub fn standings(players: usize, rounds: &[Round], format: Format) -> Vec<Standing> {
    let pts = half_points(players, rounds);
    let points = |p: Player| f64::from(pts[p]) / 2.0;
    let mut lines: Vec<Standing> = (0..players)
        .map(|p| {
            let (mut buchholz, mut sb) = (0.0, 0.0);
            for g in rounds.iter().flat_map(|r| &r.games) {
                let (Some(o), Some(h)) = (g.opponent(p), g.half_points(p)) else {
                    continue;
                };
                if o >= players {
                    continue;
                }
                buchholz += points(o);
                sb += points(o) * f64::from(h) / 2.0;
            }
            Standing {
                player: p,
                points: points(p),
                buchholz,
                sonneborn_berger: sb,
            }
        })
        .collect();
    lines.sort_by(|a, b| {
        let (first, second) = match format {
            Format::Swiss | Format::Arena => (
                b.buchholz.total_cmp(&a.buchholz),
                b.sonneborn_berger.total_cmp(&a.sonneborn_berger),
            ),
            Format::RoundRobin => (
                b.sonneborn_berger.total_cmp(&a.sonneborn_berger),
                b.buchholz.total_cmp(&a.buchholz),
            ),
        };
        b.points
            .total_cmp(&a.points)
            .then(first)
            .then(second)
            .then(a.player.cmp(&b.player))
    });
    lines
}

#[cfg(test)]
mod tests;
pub mod view;
