//! Engine-against-engine matches, adjudicated by the rules crate's [`Game`].

use crate::sprt::{Pairing, Pairs, Sprt, Verdict};
use crate::xboard::XboardError;
use crate::{choose_arrangement, search::mix, Engine, Limits};
use acedrex_rules::{Arrangement, Color, Game, Kind, MoveKind, Outcome, VariantId, KIND_COUNT};

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

    /// The variance of one game's points around the score's mean (0 before the first
    /// game): what the score's interval and a pool's spread are measured against.
    pub fn game_variance(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let p = self.points() / n;
        (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n
    }
}

/// One side of a match: a level (noise) and the limits its searches get.
#[derive(Clone, Debug)]
pub struct Player {
    pub level: u8,
    pub limits: Limits,
    /// Evaluation weights other than the game's own.
    pub weights: Option<crate::Weights>,
    /// Search threads ([`Engine::set_threads`]; 1 for the single-threaded search).
    pub threads: usize,
}

impl Player {
    pub fn level(level: u8) -> Player {
        Player {
            level,
            limits: Limits::for_level(level),
            weights: None,
            threads: 1,
        }
    }

    /// Its name in a game record: `acedrex (level 8)`.
    pub fn name(&self) -> String {
        format!("acedrex (level {})", self.level)
    }

    /// An engine that plays as this player in `variant`.
    fn engine(&self, variant: VariantId) -> Engine {
        let mut e = match &self.weights {
            Some(w) => Engine::with_weights(32, variant, w),
            None => Engine::new(32),
        };
        e.set_threads(self.threads);
        e
    }
}

/// A legal move of `pos` picked by the seed `z` (stirred on), for opening variety.
pub(crate) fn random_move(
    pos: &acedrex_rules::Position,
    z: &mut u64,
) -> Option<acedrex_rules::Move> {
    let legal = pos.legal_moves();
    *z = mix(*z);
    legal
        .get((*z % legal.len().max(1) as u64) as usize)
        .copied()
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
    report: impl FnMut(&str),
) -> MatchScore {
    play_match_until(variant, a, b, games, seed, None, report).score
}

/// What [`play_match_until`] played.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct SelfPlay {
    pub score: MatchScore,
    /// A's results by pairs of games (the two colours, one after the other).
    pub pairs: Pairs,
    /// What the test decided, when one was run and it stopped the match.
    pub verdict: Option<Verdict>,
}

/// [`play_match_with`], stopped early when `sprt` (if any) decides: games are paired
/// as they come (A White, then A Black), and after each pair the test is asked.
pub fn play_match_until(
    variant: VariantId,
    a: &Player,
    b: &Player,
    games: u32,
    seed: u64,
    sprt: Option<&Sprt>,
    mut report: impl FnMut(&str),
) -> SelfPlay {
    let mut score = MatchScore::default();
    let mut pairs = Pairs::default();
    let mut pairing = Pairing::default();
    let mut ea = a.engine(variant);
    let mut eb = b.engine(variant);
    for g in 0..games {
        let before = score;
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
                random_move(&pos, &mut z)
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
        // A's half-points in this game: the score's before and after.
        let half = 2 * score.wins + score.draws - (2 * before.wins + before.draws);
        if let Some(pair) = pairing.game(g, Some(half)) {
            pairs.add(pair);
            if let Some(sprt) = sprt {
                report(&sprt.summary(&pairs));
                if let Some(v) = sprt.verdict(&pairs) {
                    return SelfPlay {
                        score,
                        pairs,
                        verdict: Some(v),
                    };
                }
            }
        }
    }
    SelfPlay {
        score,
        pairs,
        verdict: None,
    }
}

impl MatchScore {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score as a fraction of the points with its 95% interval, `(score, low, high)`
    /// (from the spread of the game results, normal approximation; the ends are not
    /// clamped to 0..1). `None` before the first game.
    pub fn interval(&self) -> Option<(f64, f64, f64)> {
        let n = self.games() as f64;
        if n == 0.0 {
            return None;
        }
        let p = self.points() / n;
        let margin = 1.96 * (self.game_variance() / n).sqrt();
        Some((p, p - margin, p + margin))
    }

    /// The Elo difference this score implies for A, with its 95% interval
    /// ([`MatchScore::interval`]). `None` before the first game; a score of 0% or 100%
    /// gives infinite ends, as it should.
    pub fn elo(&self) -> Option<Elo> {
        let (p, low, high) = self.interval()?;
        Some(Elo {
            diff: elo_of(p),
            low: elo_of(low),
            high: elo_of(high),
        })
    }
}

/// An Elo difference and its 95% interval.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Elo {
    pub diff: f64,
    pub low: f64,
    pub high: f64,
}

impl std::fmt::Display for Elo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // `+ 0.0` turns a negative zero into zero, so an even score reads "+0".
        write!(
            f,
            "Elo {:+.0} (95%: {:+.0} to {:+.0})",
            self.diff + 0.0,
            self.low + 0.0,
            self.high + 0.0
        )
    }
}

/// The Elo difference of an expected score `p` (0..1).
fn elo_of(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

/// An outside engine to play against, spoken to over the XBoard protocol, or UCI.
#[derive(Clone, Debug)]
pub struct Opponent {
    /// Its command line (`fairymax`, `acedrex-old uci`).
    pub command: String,
    /// It speaks UCI (with `UCI_Variant`) and gets a fixed time a move, as ours does.
    pub uci: bool,
    /// Its name for the game (`grande-acedrex`; `normal` is chess).
    pub variant: String,
    /// Its letters for our pieces where they differ (ours, its), for promotions.
    pub letters: Vec<(char, char)>,
    /// UCI options (name, value) it is given before the first game (`Threads`, `Hash`).
    pub options: Vec<(String, String)>,
}

impl Opponent {
    /// Fairy-Max (Debian's `fairymax`) for the games it plays; `None` for the others.
    pub fn fairy_max(variant: VariantId) -> Option<Opponent> {
        let (name, letters) = match variant {
            // Its Giraffe is G; ours is Z.
            VariantId::GrantAcedrex => ("grande-acedrex", vec![('Z', 'G')]),
            VariantId::Chess => ("normal", vec![]),
            _ => return None,
        };
        Some(Opponent {
            command: "fairymax".to_string(),
            uci: false,
            variant: name.to_string(),
            letters,
            options: Vec::new(),
        })
    }
}

/// A match against an outside engine: the score from our side, games it forfeited by a
/// move our rules forbid (in the score, as a referee rules), games it refused one of our
/// moves or stopped without our rules' verdict (left out of the score), and the time
/// each side used per move.
#[derive(Clone, Debug, Default)]
pub struct OutsideMatch {
    pub score: MatchScore,
    /// Our results by opening (its two games), for the pairs whose games both counted.
    pub pairs: Pairs,
    /// What the test decided, when [`Schedule::sprt`] was given and it stopped the match.
    pub verdict: Option<Verdict>,
    /// Games left out because it refused one of our moves or ended the game where our
    /// rules did not (the two engines' rules disagree).
    pub disputed: u32,
    /// Games left out because it stopped answering (hung or died) and was started again.
    pub hung: u32,
    /// Games it lost by a move our rules do not allow (counted as our wins).
    pub forfeits: u32,
    /// Its moves our rules refused that were replaced by its best move under our rules
    /// (Fairy-Max's King leaps out of check or over an attacked square).
    pub substituted: u32,
    pub our_ms_per_move: f64,
    pub their_ms_per_move: f64,
}

/// A move in the outside engine's text read by our rules: as it is, or without a
/// promotion letter our rules do not know (forced promotions need none).
fn read_theirs(pos: &acedrex_rules::Position, text: &str) -> Result<acedrex_rules::Move, String> {
    let squares = text.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    pos.parse_lan(text)
        .or_else(|_| pos.parse_lan(squares))
        .map_err(|e| e.to_string())
}

/// Fairy-Max's game file with two more games: `variant` without the White King's leaps
/// and without the Black King's (its `k:` rays with mode `E4`; the first `k:` line is
/// White's). `None` if the game is not there or has no such leaps.
fn without_king_leaps(text: &str, variant: &str) -> Option<(String, [String; 2])> {
    let at = text.find(&format!("Game: {variant} "))?;
    let end = text[at..].find("\n\n").map_or(text.len(), |e| at + e);
    let block = &text[at..end];
    let leaps = |line: &str| line.starts_with("k:") && line.contains(",E4");
    if block.lines().filter(|l| leaps(l)).count() != 2 {
        return None;
    }
    let variants = [
        format!("{}-no-white-leap", variant),
        format!("{}-no-black-leap", variant),
    ];
    let mut added = String::new();
    for (colour, name) in variants.iter().enumerate() {
        let mut kings = 0;
        for line in block.lines() {
            let line = match line.strip_prefix(&format!("Game: {variant} ")) {
                Some(rest) => format!("Game: {name} {rest}"),
                None => line.to_string(),
            };
            if line.starts_with("k:") {
                // The first `k:` line is White's King, the second Black's.
                if kings == colour {
                    let rays: Vec<&str> = line.split(' ').filter(|r| !r.ends_with(",E4")).collect();
                    added.push_str(&rays.join(" "));
                } else {
                    added.push_str(&line);
                }
                kings += 1;
            } else {
                added.push_str(&line);
            }
            added.push('\n');
        }
        added.push('\n');
    }
    // Before the original, so that its usual end follows the new games.
    let mut file = String::with_capacity(text.len() + added.len());
    file.push_str(&text[..at]);
    file.push_str(&added);
    file.push_str(&text[at..]);
    Some((file, variants))
}

/// Fairy-Max lets a King that has never moved leap even out of check or over an
/// attacked square, which our Grant Acedrex (Cazaux's conditions, RULES.md) forbids. When
/// it plays such a leap, a second Fairy-Max, whose King of that colour has no leap at
/// all, picks the move instead: the closest thing to its own choice under our rules
/// (our rules allow a leap only where Fairy-Max's do, so no earlier move is refused).
struct Stricter {
    engine: crate::xboard::XboardEngine,
    /// Its names of the game without the White, the Black King's leap.
    variants: [String; 2],
    ini: std::path::PathBuf,
}

impl Stricter {
    /// For engines that define their games in an ini file with King leaps (Fairy-Max's
    /// `k:` lines with `E4` rays); `None` for others.
    fn start(
        opponent: &Opponent,
        ini: Option<&std::path::Path>,
    ) -> Result<Option<Stricter>, crate::xboard::XboardError> {
        let Some(text) = ini.and_then(|p| std::fs::read_to_string(p).ok()) else {
            return Ok(None);
        };
        let Some((file, variants)) = without_king_leaps(&text, &opponent.variant) else {
            return Ok(None);
        };
        let ini = std::env::temp_dir().join(format!("acedrex-fairymax-{}.ini", std::process::id()));
        std::fs::write(&ini, file)
            .map_err(|e| crate::xboard::XboardError::Start(ini.display().to_string(), e))?;
        let mut engine = crate::xboard::XboardEngine::start(&opponent.command)?;
        engine.load_games(&ini)?;
        Ok(Some(Stricter {
            engine,
            variants,
            ini,
        }))
    }

    /// Its move for `side` after `moves`, with `clock` left.
    fn think(
        &mut self,
        side: Color,
        level: &str,
        moves: &[String],
        clock: std::time::Duration,
    ) -> Result<Option<String>, crate::xboard::XboardError> {
        let name = &self.variants[usize::from(side == Color::Black)];
        self.engine.new_game(name, level)?;
        for m in moves {
            self.engine.tell(m)?;
        }
        Ok(match self.engine.think(clock, clock)? {
            crate::xboard::Answer::Move(m) => Some(m),
            _ => None,
        })
    }
}

impl Drop for Stricter {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.ini);
    }
}

/// The outside engine, by protocol.
enum Outside {
    Xboard(crate::xboard::XboardEngine),
    Uci(crate::ucienemy::UciEngine),
}

impl Outside {
    /// Starts the engine with its time a move, or its nodes a move when `nodes` is given
    /// (UCI only).
    fn start(
        opponent: &Opponent,
        per_move: std::time::Duration,
        nodes: Option<u64>,
    ) -> Result<Outside, XboardError> {
        Ok(if opponent.uci {
            let mut uci = crate::ucienemy::UciEngine::start(&opponent.command, per_move)?;
            if let Some(n) = nodes {
                uci.set_nodes(n);
            }
            for (name, value) in &opponent.options {
                uci.set_option(name, value)?;
            }
            Outside::Uci(uci)
        } else if nodes.is_some() {
            return Err(XboardError::NodesNeedUci);
        } else {
            Outside::Xboard(crate::xboard::XboardEngine::start(&opponent.command)?)
        })
    }

    fn name(&self) -> &str {
        match self {
            Outside::Xboard(x) => &x.name,
            Outside::Uci(u) => &u.name,
        }
    }

    fn new_game(&mut self, variant: &str, level: &str) -> Result<(), XboardError> {
        match self {
            Outside::Xboard(x) => x.new_game(variant, level),
            Outside::Uci(u) => u.new_game(variant),
        }
    }

    fn tell(&mut self, text: &str) -> Result<(), XboardError> {
        match self {
            Outside::Xboard(x) => x.tell(text),
            Outside::Uci(u) => {
                u.tell(text);
                Ok(())
            }
        }
    }

    fn undo(&mut self) -> Result<(), XboardError> {
        match self {
            Outside::Xboard(x) => x.undo(),
            Outside::Uci(u) => {
                u.undo();
                Ok(())
            }
        }
    }

    /// Its move, with `clock` left (XBoard; a UCI engine has its fixed time a move).
    fn think(&mut self, clock: std::time::Duration) -> Result<crate::xboard::Answer, XboardError> {
        match self {
            Outside::Xboard(x) => x.think(clock, clock),
            Outside::Uci(u) => u.think(),
        }
    }

    /// The score it gave its last move, for the side that moved (UCI engines).
    fn last_score(&self) -> Option<i32> {
        match self {
            Outside::Xboard(_) => None,
            Outside::Uci(u) => u.last_score(),
        }
    }
}

/// One game of a match against an outside engine, as played: for `acedrex match
/// --record` and for [`ScoresByPly`].
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub we_white: bool,
    /// The random plies that opened the game.
    pub random_plies: usize,
    /// For each move, the score the side that played it gave it, in centipawns from that
    /// side (a mate ±[`crate::MATE_CP`]); `None` for the random plies and where
    /// the engine printed no score.
    pub scores: Vec<Option<i32>>,
    /// The game's record ([`Game::to_record_with_comments`]): the usual tags with
    /// `Round` (its number), the players, `Opening` (the random plies), `Ending` (as
    /// the game line says) and `Points` (ours: 1, 1/2, 0, or `*` when not scored), the
    /// moves in our algebraic notation, each searched move followed by its mover's
    /// score in Pawns (`{+0.35}`, as engine-match PGN has it). It reads back with
    /// [`Game::from_record`], and two records pair with [`crate::paired`].
    pub pgn: String,
    /// What each move did (the piece it moved, whether it took), for [`MovesByKind`].
    pub plays: Vec<Play>,
}

/// One move of a recorded game: the kind of piece that made it, and whether it captured
/// or castled.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub kind: Kind,
    pub capture: bool,
    pub castle: bool,
}

/// How each engine opened its games: over a match, its moves in the first
/// [`MovesByKind::PLIES`] plies after the opening's random ones by the kind of piece
/// moved, quiet moves and captures apart, and the games in which it castled there. Two
/// engines that judge the same positions differently show it first in what they move
/// (a Queen out early, Knights left at home, Pawns not pushed).
#[derive(Clone, Debug, PartialEq)]
pub struct MovesByKind {
    /// Ours (0) and theirs (1), by kind: quiet moves (castling not among them) and
    /// captures.
    counts: [[[u32; 2]; KIND_COUNT]; 2],
    /// Games in which each side castled in those plies.
    castled: [u32; 2],
    games: u32,
}

impl Default for MovesByKind {
    fn default() -> Self {
        MovesByKind {
            counts: [[[0; 2]; KIND_COUNT]; 2],
            castled: [0; 2],
            games: 0,
        }
    }
}

impl MovesByKind {
    /// The plies counted after the opening: the middle game's first twenty moves each.
    pub const PLIES: usize = 40;

    pub fn add(&mut self, g: &GameRecord) {
        self.games += 1;
        let mut castled = [false; 2];
        let first = g.random_plies.min(g.plays.len());
        let last = (first + Self::PLIES).min(g.plays.len());
        for (i, p) in g.plays.iter().enumerate().take(last).skip(first) {
            let white_moved = i % 2 == 0;
            let side = usize::from(white_moved != g.we_white);
            if p.castle {
                castled[side] = true;
            } else {
                self.counts[side][p.kind.index()][usize::from(p.capture)] += 1;
            }
        }
        for (n, c) in self.castled.iter_mut().zip(castled) {
            *n += u32::from(c);
        }
    }

    /// The games counted.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// Every kind either side moved, most moved first (ties in the catalogue's order): the
    /// kind, then our quiet moves and captures, then theirs.
    pub fn rows(&self) -> Vec<(Kind, [u32; 2], [u32; 2])> {
        let mut rows: Vec<_> = Kind::ALL
            .iter()
            .map(|&k| (k, self.counts[0][k.index()], self.counts[1][k.index()]))
            .filter(|(_, a, b)| a[0] + a[1] + b[0] + b[1] > 0)
            .collect();
        rows.sort_by_key(|(_, a, b)| std::cmp::Reverse(a[0] + a[1] + b[0] + b[1]));
        rows
    }

    /// The games in which we and they castled in the plies counted.
    pub fn castled(&self) -> [u32; 2] {
        self.castled
    }

    /// The counts in a line, each kind's as `Pawn 195+49 / 268+57` (our quiet moves and
    /// captures, then theirs), then `castled in 0 / 4 games`; `None` before any move.
    pub fn summary(&self) -> Option<String> {
        let rows = self.rows();
        if rows.is_empty() {
            return None;
        }
        let mut parts: Vec<String> = rows
            .iter()
            .map(|(k, a, b)| {
                let name = k.entry().name;
                format!("{name} {}+{} / {}+{}", a[0], a[1], b[0], b[1])
            })
            .collect();
        let [we, they] = self.castled;
        parts.push(format!("castled in {we} / {they} games"));
        Some(parts.join("; "))
    }
}

/// Where the two engines' judgements part: over a match's games, the mean score each
/// side's own search gave its moves, seen from our side, by stretches of
/// [`ScoresByPly::SPAN`] plies after the opening's random ones. A side that thinks it is
/// ahead where the other is sure of the opposite, and loses, has a blind spot there.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScoresByPly {
    /// Per stretch: (sum of ours, count, sum of theirs, count), each capped at
    /// ±[`ScoresByPly::CAP`].
    sums: Vec<[i64; 4]>,
}

impl ScoresByPly {
    /// Plies a stretch.
    pub const SPAN: usize = 10;
    /// Stretches counted (the first 60 plies after the opening).
    pub const STRETCHES: usize = 6;
    /// Scores count at most this many centipawns either way, so that a few mates do not
    /// make the mean.
    pub const CAP: i32 = 1000;

    pub fn add(&mut self, g: &GameRecord) {
        self.sums.resize(Self::STRETCHES, [0; 4]);
        for (i, s) in g.scores.iter().enumerate() {
            let (Some(s), Some(after)) = (s, i.checked_sub(g.random_plies)) else {
                continue;
            };
            let Some(sum) = self.sums.get_mut(after / Self::SPAN) else {
                break;
            };
            let white_moved = i % 2 == 0;
            let ours = white_moved == g.we_white;
            let from_us = i64::from(if ours { *s } else { -*s }.clamp(-Self::CAP, Self::CAP));
            let k = if ours { 0 } else { 2 };
            sum[k] += from_us;
            sum[k + 1] += 1;
        }
    }

    /// Per stretch with scores from both sides: its first ply after the opening (0, 10,
    /// …), and the mean of our engine's and of the other engine's scores, from our side.
    pub fn means(&self) -> Vec<(usize, i32, i32)> {
        self.sums
            .iter()
            .enumerate()
            .filter(|(_, s)| s[1] > 0 && s[3] > 0)
            .map(|(i, s)| (i * Self::SPAN, (s[0] / s[1]) as i32, (s[2] / s[3]) as i32))
            .collect()
    }
}

/// Why a game against an outside engine stopped before our rules ended it.
enum Stop {
    Resigned,
    /// It played a move our rules forbid.
    Forfeit(String),
    /// It refused our move, or claimed a result our rules do not see.
    Disputed(String),
    /// It stopped answering (hung, died): a fresh process plays the next game.
    Hung(String),
}

/// How a match against an outside engine is played.
#[derive(Copy, Clone, Debug)]
pub struct Schedule {
    pub games: u32,
    /// Picks the openings.
    pub seed: u64,
    /// Random plies that open each game.
    pub random_plies: usize,
    /// The outside engine's time a move (on average: 40 moves in 40 times this).
    pub per_move: std::time::Duration,
    /// The outside engine's nodes a move instead (`go nodes`; UCI engines only): with
    /// our engine's own node limit in `ours.limits`, a match whose moves do not depend
    /// on the machine's load.
    pub nodes: Option<u64>,
    /// Stop as soon as this test decides (`games` is then the most played).
    pub sprt: Option<Sprt>,
}

/// Plays `plan.games` games of our engine (`ours`) against an XBoard engine, colours
/// alternating and each opening (`random_plies` random moves from the start, picked by
/// `seed`) played once with each colour. The outside engine gets a clock of 40 moves in
/// 40 × `per_move` (its own time use, our engine a fixed `ours.limits`); every move it
/// makes is checked by our rules, which also decide how each game ends.
pub fn play_outside_match(
    variant: VariantId,
    ours: &Player,
    opponent: &Opponent,
    plan: &Schedule,
    report: impl FnMut(&str),
) -> Result<OutsideMatch, crate::xboard::XboardError> {
    play_outside_match_recorded(variant, ours, opponent, plan, report, |_| {})
}

/// [`play_outside_match`], handing each game to `record` as it ends (not scored ones
/// too): its moves and each side's scores.
pub fn play_outside_match_recorded(
    variant: VariantId,
    ours: &Player,
    opponent: &Opponent,
    plan: &Schedule,
    mut report: impl FnMut(&str),
    mut record: impl FnMut(&GameRecord),
) -> Result<OutsideMatch, crate::xboard::XboardError> {
    use crate::xboard::Answer;
    use std::time::{Duration, Instant};
    let Schedule {
        games,
        seed,
        random_plies,
        per_move,
        nodes,
        sprt,
    } = *plan;

    let mut result = OutsideMatch::default();
    let mut engine = ours.engine(variant);
    let mut theirs = Outside::start(opponent, per_move, nodes)?;
    let mut stricter = match &theirs {
        Outside::Xboard(x) => Stricter::start(opponent, x.ini_file.as_deref())?,
        Outside::Uci(_) => None,
    };
    let (mut our_time, mut our_moves) = (Duration::ZERO, 0u32);
    let (mut their_time, mut their_moves) = (Duration::ZERO, 0u32);
    let session = per_move * 40;
    let level = format!(
        "40 {}:{:02} 0",
        session.as_secs() / 60,
        session.as_secs() % 60
    );
    let to_theirs = |lan: &str| their_move(lan, &opponent.letters);
    let mut pairing = Pairing::default();
    for g in 0..games {
        let we_white = g % 2 == 0;
        let before = result.score;
        let mut z = mix(seed ^ mix(g as u64 / 2));
        engine.new_game();
        theirs.new_game(&opponent.variant, &level)?;
        let mut game = Game::new(variant);
        let mut hashes = vec![game.position().hash()];
        // Their clock: 40 moves per session, topped up every 40 of their moves.
        let mut clock = session;
        let mut theirs_in_session = 0;
        let mut ended: Option<Stop> = None;
        // Every move so far in their notation, and each mover's score.
        let mut told: Vec<String> = Vec::new();
        let mut scores: Vec<Option<i32>> = Vec::new();
        let mut plays: Vec<Play> = Vec::new();
        while !game.is_over() && game.moves().len() < MAX_PLIES {
            let mut retold = false;
            let pos = game.position().clone();
            let our_turn = (pos.side_to_move() == Color::White) == we_white;
            let mut score = None;
            let m = if game.moves().len() < random_plies {
                random_move(&pos, &mut z)
            } else if our_turn {
                let t = Instant::now();
                let found = engine.search(&pos, &hashes, &ours.limits, ours.level);
                our_time += t.elapsed();
                our_moves += 1;
                score = Some(found.score.centipawns());
                found.best
            } else {
                let t = Instant::now();
                let answer = match theirs.think(clock) {
                    Ok(answer) => answer,
                    Err(e) => {
                        ended = Some(Stop::Hung(e.to_string()));
                        break;
                    }
                };
                let used = t.elapsed();
                score = theirs.last_score();
                their_time += used;
                their_moves += 1;
                clock = clock.saturating_sub(used);
                theirs_in_session += 1;
                if theirs_in_session == 40 {
                    theirs_in_session = 0;
                    clock += session;
                }
                match answer {
                    Answer::Move(text) => match read_theirs(&pos, &text) {
                        Ok(m) => Some(m),
                        Err(e) => {
                            // Its King leap our rules forbid: its best move without it.
                            let side = pos.side_to_move();
                            let t = Instant::now();
                            let other = match stricter.as_mut() {
                                Some(st) => st.think(side, &level, &told, clock)?,
                                None => None,
                            };
                            clock = clock.saturating_sub(t.elapsed());
                            their_time += t.elapsed();
                            match other.and_then(|o| read_theirs(&pos, &o).ok()) {
                                Some(m) => {
                                    result.substituted += 1;
                                    retold = true;
                                    Some(m)
                                }
                                None => {
                                    ended = Some(Stop::Forfeit(format!("{text}: {e}")));
                                    break;
                                }
                            }
                        }
                    },
                    Answer::Resign => {
                        ended = Some(Stop::Resigned);
                        break;
                    }
                    other => {
                        ended = Some(Stop::Disputed(format!(
                            "{} answered {other:?}",
                            theirs.name()
                        )));
                        break;
                    }
                }
            };
            let Some(m) = m else { break };
            let text = to_theirs(&pos.lan(m));
            // A move without a piece on its square is illegal too (and not played).
            let play = pos.piece_at(m.from).map(|p| Play {
                kind: p.kind,
                capture: pos.is_capture(m),
                castle: m.kind == MoveKind::Castle,
            });
            let Some(play) = play.filter(|_| game.play(m).is_ok()) else {
                ended = Some(Stop::Disputed(format!(
                    "our engine produced an illegal move {text}"
                )));
                break;
            };
            hashes.push(game.position().hash());
            // Its own board has the move our rules refused: take it back first.
            let taken_back = if retold { theirs.undo() } else { Ok(()) };
            let sent = taken_back.and_then(|()| {
                if our_turn || retold || game.moves().len() <= random_plies {
                    theirs.tell(&text)
                } else {
                    Ok(())
                }
            });
            if let Err(e) = sent {
                ended = Some(Stop::Hung(e.to_string()));
                break;
            }
            told.push(text);
            scores.push(score);
            plays.push(play);
        }
        let plies = game.moves().len();
        let hung = matches!(ended, Some(Stop::Hung(_)));
        let text = match (game.result().map(|r| (r.outcome, r.reason.id())), ended) {
            (Some((Outcome::Win(c), why)), _) => {
                if (c == Color::White) == we_white {
                    result.score.wins += 1;
                    format!("we win by {why}")
                } else {
                    result.score.losses += 1;
                    format!("{} wins by {why}", theirs.name())
                }
            }
            (Some((Outcome::Draw, why)), _) => {
                result.score.draws += 1;
                format!("draw by {why}")
            }
            (None, Some(Stop::Resigned)) => {
                result.score.wins += 1;
                format!("{} resigns", theirs.name())
            }
            (None, Some(Stop::Forfeit(why))) => {
                result.score.wins += 1;
                result.forfeits += 1;
                format!(
                    "{} forfeits, its move breaks our rules: {why}",
                    theirs.name()
                )
            }
            (None, Some(Stop::Disputed(why))) => {
                result.disputed += 1;
                format!("not scored: {why}")
            }
            (None, Some(Stop::Hung(why))) => {
                result.hung += 1;
                format!(
                    "not scored: {} stopped answering ({why}); started again",
                    theirs.name()
                )
            }
            (None, None) => {
                result.score.draws += 1;
                format!("draw after {MAX_PLIES} plies (adjudicated)")
            }
        };
        let (white, black) = if we_white {
            (ours.name(), theirs.name().to_string())
        } else {
            (theirs.name().to_string(), ours.name())
        };
        game.set_tag("Event", "acedrex match");
        game.set_tag("Round", &(g + 1).to_string());
        game.set_tag("White", &white);
        game.set_tag("Black", &black);
        game.set_tag("Opening", &format!("{random_plies} random plies"));
        game.set_tag("Ending", &text);
        // This game's half-points for us, or none when it was not scored: the sequential
        // test's pairs count them, and the record's `Points` tag gives them to `acedrex
        // pair` (`*` for none).
        let s = result.score;
        let half = (s.games() > before.games())
            .then(|| 2 * (s.wins - before.wins) + (s.draws - before.draws));
        let points = match half {
            None => "*",
            Some(0) => "0",
            Some(1) => "1/2",
            Some(_) => "1",
        };
        game.set_tag("Points", points);
        let comments: Vec<Option<String>> = scores
            .iter()
            .map(|s| s.map(|cp| format!("{:+.2}", f64::from(cp) / 100.0)))
            .collect();
        record(&GameRecord {
            we_white,
            random_plies: random_plies.min(scores.len()),
            pgn: game.to_record_with_comments(&comments),
            scores,
            plays,
        });
        // An engine that hangs or dies spoils its game, not the match and the games
        // already scored.
        if hung {
            theirs = Outside::start(opponent, per_move, nodes)?;
        }
        report(&format!(
            "game {} (we play {}): {text} in {plies} plies; score {}-{}-{}",
            g + 1,
            if we_white { "White" } else { "Black" },
            s.wins,
            s.draws,
            s.losses
        ));
        if let Some(pair) = pairing.game(g, half) {
            result.pairs.add(pair);
            if let Some(sprt) = &sprt {
                report(&sprt.summary(&result.pairs));
                if let Some(v) = sprt.verdict(&result.pairs) {
                    result.verdict = Some(v);
                    break;
                }
            }
        }
    }
    let avg = |t: Duration, n: u32| t.as_secs_f64() * 1000.0 / n.max(1) as f64;
    result.our_ms_per_move = avg(our_time, our_moves);
    result.their_ms_per_move = avg(their_time, their_moves);
    Ok(result)
}

/// What [`mean_loss`] measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub positions: usize,
    /// The mean of the losses, each capped at [`LOSS_CAP`].
    pub mean_loss: f64,
    /// Positions where the move lost [`BIG_LOSS`] or more.
    pub big: usize,
    /// The same three over the open positions alone: those whose best move the judge
    /// scores within [`OPEN_BOUND`] of level.
    pub open: usize,
    pub open_mean_loss: f64,
    pub open_big: usize,
}

/// A loss counts at most this much: a move that drops a piece or a mate costs the same.
pub const LOSS_CAP: i32 = 500;
/// A loss this large is a mistake a player sees.
pub const BIG_LOSS: i32 = 100;
/// A position whose best move the judge scores within this much of level is still open.
/// Elsewhere a game is mostly decided and most losses are a slower win or a longer
/// defence (a mate in 9 for a mate in 5 loses the full cap), which can swamp the mean;
/// in the open positions a loss is a move that gives the game away.
pub const OPEN_BOUND: i32 = 150;

/// The judge's scores from earlier runs of [`mean_loss`], so that a position's best move
/// is searched once and our move only when it is one not judged before: a second run
/// with other weights or another build costs the judge only the moves that changed. A
/// line of text an entry: the judge's command, the game by its name, the depth, the
/// position text, the move (`*` for the judge's own best) and the score (`-` when it gave
/// none), separated by tabs.
#[derive(Clone, Debug, Default)]
pub struct JudgeCache {
    scores: std::collections::HashMap<String, Option<i32>>,
}

/// A line of a judge cache that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {0}: expected six fields separated by tabs (judge, game, depth, position, move, score), found `{1}`")]
pub struct JudgeCacheError(pub usize, pub String);

impl JudgeCache {
    /// The entries of a cache's text, as [`mean_loss`] hands them out.
    pub fn parse(text: &str) -> Result<JudgeCache, JudgeCacheError> {
        let mut cache = JudgeCache::default();
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let bad = || JudgeCacheError(n + 1, line.to_string());
            let fields: Vec<&str> = line.split('\t').collect();
            let [judge, game, depth, fen, mv, score] = fields[..] else {
                return Err(bad());
            };
            let depth: u32 = depth.parse().map_err(|_| bad())?;
            let score = match score {
                "-" => None,
                s => Some(s.parse().map_err(|_| bad())?),
            };
            cache
                .scores
                .insert(Self::key(judge, game, depth, fen, mv), score);
        }
        Ok(cache)
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    fn key(judge: &str, game: &str, depth: u32, fen: &str, mv: &str) -> String {
        format!("{judge}\t{game}\t{depth}\t{fen}\t{mv}")
    }

    /// The line of an entry, as [`JudgeCache::parse`] reads it.
    fn line(key: &str, score: Option<i32>) -> String {
        let score = score.map_or("-".to_string(), |s| s.to_string());
        format!("{key}\t{score}")
    }
}

/// Losses added up: how many, their sum, and how many were [`BIG_LOSS`] or more.
#[derive(Default)]
struct Tally {
    n: usize,
    total: i64,
    big: usize,
}

impl Tally {
    fn add(&mut self, loss: i32) {
        self.n += 1;
        self.total += i64::from(loss);
        self.big += usize::from(loss >= BIG_LOSS);
    }

    fn mean(&self) -> f64 {
        self.total as f64 / self.n.max(1) as f64
    }
}

/// The judge of [`mean_loss`]: its process, started only when a score is not in the cache.
struct Judge<'a> {
    command: &'a str,
    variant: &'a str,
    depth: u32,
    engine: Option<crate::ucienemy::UciEngine>,
    /// The position the engine was last given a new game for.
    fresh_for: Option<String>,
}

impl Judge<'_> {
    /// Its score of `fen` searching `only` (or every move), from the cache or else by a
    /// search, which `keep` gets as a cache line.
    fn score(
        &mut self,
        cache: &mut JudgeCache,
        fen: &str,
        only: Option<&str>,
        keep: &mut impl FnMut(&str),
    ) -> Result<Option<i32>, XboardError> {
        let key = JudgeCache::key(
            self.command,
            self.variant,
            self.depth,
            fen,
            only.unwrap_or("*"),
        );
        if let Some(&score) = cache.scores.get(&key) {
            return Ok(score);
        }
        let engine = match &mut self.engine {
            Some(e) => e,
            None => self.engine.insert(crate::ucienemy::UciEngine::start(
                self.command,
                std::time::Duration::ZERO,
            )?),
        };
        // Each position on its own: nothing learnt from the one before.
        if self.fresh_for.as_deref() != Some(fen) {
            engine.new_game(self.variant)?;
            self.fresh_for = Some(fen.to_string());
        }
        let score = engine.score_of(fen, self.depth, only)?;
        keep(&JudgeCache::line(&key, score));
        cache.scores.insert(key, score);
        Ok(score)
    }
}

/// A quicker yardstick than a match: for each position, the move `player` chooses, and
/// how much worse an outside UCI engine (`judge`, playing `their_variant`) scores it than
/// its own best, both by a search to `depth` (`go depth D`, then `go depth D searchmoves
/// MOVE`), in its centipawns, capped at [`LOSS_CAP`]. Positions the judge gives no score
/// for are skipped; `report` gets a line per position. The open positions
/// ([`OPEN_BOUND`]) are counted apart as well. Scores found in `cache` are not searched
/// again; each new one goes into it and to `keep` as a line of its text, so that a
/// caller can save it at once (the judge process starts only when one is needed).
#[allow(clippy::too_many_arguments)]
pub fn mean_loss(
    player: &Player,
    positions: &[acedrex_rules::Position],
    judge: &str,
    their_variant: &str,
    depth: u32,
    cache: &mut JudgeCache,
    mut keep: impl FnMut(&str),
    mut report: impl FnMut(&str),
) -> Result<Judged, XboardError> {
    let mut judge = Judge {
        command: judge,
        variant: their_variant,
        depth,
        engine: None,
        fresh_for: None,
    };
    let (mut all, mut open) = (Tally::default(), Tally::default());
    for (i, pos) in positions.iter().enumerate() {
        // Each position on its own: nothing learnt from the one before.
        let mut engine = player.engine(pos.variant().id);
        let Some(m) = engine.search(pos, &[], &player.limits, player.level).best else {
            continue;
        };
        let fen = pos.fen();
        let text = their_move(&pos.lan(m), &[]);
        let (Some(best), Some(got)) = (
            judge.score(cache, &fen, None, &mut keep)?,
            judge.score(cache, &fen, Some(&text), &mut keep)?,
        ) else {
            continue;
        };
        let loss = (best - got).clamp(0, LOSS_CAP);
        all.add(loss);
        if best.abs() <= OPEN_BOUND {
            open.add(loss);
        }
        report(&format!(
            "position {}: {text} loses {loss} (best {best}, {text} {got})",
            i + 1
        ));
    }
    Ok(Judged {
        positions: all.n,
        mean_loss: all.mean(),
        big: all.big,
        open: open.n,
        open_mean_loss: open.mean(),
        open_big: open.big,
    })
}

/// An outside engine's text for our move: squares as they are, the promotion letter lower
/// case (its own where `letters`, (ours, its), says it differs).
fn their_move(lan: &str, letters: &[(char, char)]) -> String {
    match lan.split_once('=') {
        Some((squares, piece)) => {
            let c = piece.chars().next().unwrap_or('Q');
            let c = letters.iter().find(|(o, _)| *o == c).map_or(c, |(_, t)| *t);
            format!("{squares}{}", c.to_ascii_lowercase())
        }
        None => lan.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{
        GameRecord, JudgeCache, JudgeCacheError, MatchScore, MovesByKind, Play, ScoresByPly,
    };
    use acedrex_rules::Kind;

    /// A game's record of `plies` moves after two random ones, we White unless
    /// `black`; each searched move scored `ours` by us and `theirs` by the other engine,
    /// each from its own side.
    fn record(plies: usize, black: bool, ours: i32, theirs: i32) -> GameRecord {
        let scores = (0..plies)
            .map(|i| {
                let white_moved = i % 2 == 0;
                (i >= 2).then_some(if white_moved != black { ours } else { theirs })
            })
            .collect();
        GameRecord {
            we_white: !black,
            random_plies: 2,
            scores,
            pgn: String::new(),
            plays: Vec::new(),
        }
    }

    #[test]
    fn moves_by_kind_count_each_side_after_the_opening() {
        let play = |kind, capture, castle| Play {
            kind,
            capture,
            castle,
        };
        // Two random plies, then White: Knight, Knight takes, castles, Queen; Black:
        // Pawn, Pawn, Pawn takes, Queen takes. Knight and Queen, two moves each, come in
        // the catalogue's order.
        let plays = vec![
            play(Kind::Pawn, false, false),
            play(Kind::Pawn, false, false),
            play(Kind::Knight, false, false),
            play(Kind::Pawn, false, false),
            play(Kind::Knight, true, false),
            play(Kind::Pawn, false, false),
            play(Kind::King, false, true),
            play(Kind::Pawn, true, false),
            play(Kind::Queen, false, false),
            play(Kind::Queen, true, false),
        ];
        let game = |black| GameRecord {
            plays: plays.clone(),
            ..record(plays.len(), black, 0, 0)
        };
        let mut by = MovesByKind::default();
        by.add(&game(false));
        assert_eq!(
            by.rows(),
            vec![
                (Kind::Pawn, [0, 0], [2, 1]),
                (Kind::Queen, [1, 0], [0, 1]),
                (Kind::Knight, [1, 1], [0, 0]),
            ]
        );
        assert_eq!(by.castled(), [1, 0]);
        assert_eq!(
            by.summary().as_deref(),
            Some("Pawn 0+0 / 2+1; Queen 1+0 / 0+1; Knight 1+1 / 0+0; castled in 1 / 0 games")
        );
        assert_eq!(MovesByKind::default().summary(), None);
        // Playing Black, the same moves are the other side's.
        let mut by = MovesByKind::default();
        by.add(&game(true));
        assert_eq!(by.rows()[2], (Kind::Knight, [0, 0], [1, 1]));
        assert_eq!((by.castled(), by.games()), ([0, 1], 1));
        // Only the plies after the opening count, and only the first PLIES of them.
        let long = GameRecord {
            plays: vec![play(Kind::Rook, false, false); 100],
            ..record(100, false, 0, 0)
        };
        let mut by = MovesByKind::default();
        by.add(&long);
        let n = MovesByKind::PLIES as u32 / 2;
        assert_eq!(by.rows(), vec![(Kind::Rook, [n, 0], [n, 0])]);
    }

    #[test]
    fn scores_by_ply_are_seen_from_our_side_and_capped() {
        let mut by = ScoresByPly::default();
        // We think we are 40 ahead where the other engine thinks itself 150 ahead: from
        // our side, +40 and -150, whichever colour we have.
        by.add(&record(24, false, 40, 150));
        by.add(&record(24, true, 40, 150));
        assert_eq!(
            by.means(),
            vec![(0, 40, -150), (10, 40, -150), (20, 40, -150)]
        );
        // A mate counts as the cap, so one game moves the mean a bounded amount.
        let mut by = ScoresByPly::default();
        by.add(&record(12, false, 3000, -3000));
        assert_eq!(by.means(), vec![(0, 1000, 1000)]);
        // Only the first stretches count, and only the searched plies.
        let mut by = ScoresByPly::default();
        by.add(&record(200, false, 10, 10));
        assert_eq!(by.means().len(), ScoresByPly::STRETCHES);
        assert_eq!(by.means()[0].0, 0);
    }

    #[test]
    fn a_judge_cache_reads_back_its_own_lines() {
        let key = JudgeCache::key("sf", "shako", 11, "10/10 w - - 0 1", "*");
        let text = format!(
            "{}\n\n{}\n",
            JudgeCache::line(&key, Some(-42)),
            JudgeCache::line(&JudgeCache::key("sf", "shako", 11, "x", "e2e4"), None)
        );
        let cache = JudgeCache::parse(&text).unwrap();
        assert_eq!(cache.len(), 2);
        assert_eq!(cache.scores.get(&key), Some(&Some(-42)));
        // A depth or a score that is no number, or a field missing, names the line.
        for bad in [
            "sf\tshako\televen\tx\t*\t5",
            "sf\tshako\t11\tx\t*\tfive",
            "sf\tx\t*\t5",
        ] {
            let text = format!("{}\n{bad}\n", JudgeCache::line(&key, Some(1)));
            assert_eq!(
                JudgeCache::parse(&text).unwrap_err(),
                JudgeCacheError(2, bad.to_string())
            );
        }
    }

    #[test]
    fn elo_and_its_interval_follow_the_score() {
        let even = MatchScore {
            wins: 10,
            draws: 0,
            losses: 10,
        }
        .elo()
        .expect("games");
        assert!(even.diff.abs() < 1e-9);
        assert!(even.low < -100.0 && even.high > 100.0, "{even}");
        // 75%: +191 Elo.
        let ahead = MatchScore {
            wins: 30,
            draws: 0,
            losses: 10,
        }
        .elo()
        .expect("games");
        assert!((ahead.diff - 190.85).abs() < 0.1, "{ahead}");
        assert!(ahead.low > 0.0 && ahead.low < ahead.diff && ahead.high > ahead.diff);
        // More games, a narrower interval.
        let more = MatchScore {
            wins: 300,
            draws: 0,
            losses: 100,
        }
        .elo()
        .expect("games");
        assert!(more.high - more.low < ahead.high - ahead.low);
        assert_eq!(MatchScore::default().elo(), None);
        let all = MatchScore {
            wins: 5,
            draws: 0,
            losses: 0,
        }
        .elo()
        .expect("games");
        assert!(all.diff.is_infinite());
        assert!(even.to_string().starts_with("Elo +0 (95%: -"), "{even}");
    }

    #[test]
    fn fairy_max_games_are_derived_without_each_kings_leap() {
        let ini = "version 4.8(w)\n\nGame: ga # x\n12x12\nk:-1  1,7 -1,7 1,E4 -1,E4\nk:-1  1,7 -1,7 1,E4 16,E4\nR:481 1,3\n\n// End of game file\n";
        let (file, names) = super::without_king_leaps(ini, "ga").expect("the game has leaps");
        assert_eq!(names, ["ga-no-white-leap", "ga-no-black-leap"]);
        let white = file.find("Game: ga-no-white-leap # x\n12x12\nk:-1  1,7 -1,7\nk:-1  1,7 -1,7 1,E4 16,E4\nR:481 1,3\n");
        let black = file.find("Game: ga-no-black-leap # x\n12x12\nk:-1  1,7 -1,7 1,E4 -1,E4\nk:-1  1,7 -1,7\nR:481 1,3\n");
        assert!(white.is_some() && black.is_some(), "{file}");
        // The original stays, after the new ones, and the file ends as it did.
        assert!(file.find("Game: ga # x") > black);
        assert!(file.ends_with("// End of game file\n"));
        assert_eq!(super::without_king_leaps(ini, "other"), None);
        assert_eq!(
            super::without_king_leaps("Game: ga # x\nk:-1 1,7\n", "ga"),
            None
        );
    }
}
