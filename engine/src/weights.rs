//! The evaluation's numbers, by name, per game.
//!
//! Each game starts from the defaults below (piece values from the sources, see `eval.rs`,
//! and hand estimates for the rest); a game with a file in `engine/params/` takes the
//! numbers there instead. Those files are written by `acedrex tune` (Texel's method on
//! positions from self-play, see `tune.rs`) and each says how it was produced.

use acedrex_rules::{Kind, VariantId, KIND_COUNT};

/// The named weights besides piece values, in this order.
pub(crate) const NAMES: [&str; W_COUNT] = [
    "tempo",
    "centre.short",
    "centre.long",
    "centre.queen",
    "centre.rook",
    "pawn.centre",
    "back-rank",
    "king.mg-rank",
    "king.mg-centre",
    "king.eg-centre",
    "shelter.pawn",
    "shelter.piece",
    "shelter.cap",
    "danger.base",
    "danger.value",
    "hopper",
    "successor",
    "successor.second",
    "pawn.advance",
    "pawn.passed",
    "pawn.fast-passed",
    "mop.edge",
    "mop.near",
    "bare.0",
    "bare.1",
    "bare.2",
    "bare.3",
    "bare.4",
    "prince.advance",
    "mobility.short",
    "mobility.long",
    "mobility.queen",
    "mobility.rook",
    "king.zone",
    "threat.pawn",
    "threat.lesser",
    "threat.hanging",
    "space",
    "pawn.connected",
    "pawn.isolated",
    "pawn.doubled",
    "check.safe",
    "kingfile.open",
    "kingfile.storm",
    "king.weak",
    "rook.open",
    "rook.semi-open",
    "threat.queen",
    "threat.push",
];

pub(crate) const W_COUNT: usize = 49;

// Indexes into `Weights::w`, named as in `NAMES`.
pub(crate) const TEMPO: usize = 0;
pub(crate) const CENTRE_SHORT: usize = 1;
pub(crate) const CENTRE_LONG: usize = 2;
pub(crate) const CENTRE_QUEEN: usize = 3;
pub(crate) const CENTRE_ROOK: usize = 4;
pub(crate) const PAWN_CENTRE: usize = 5;
pub(crate) const BACK_RANK: usize = 6;
pub(crate) const KING_MG_RANK: usize = 7;
pub(crate) const KING_MG_CENTRE: usize = 8;
pub(crate) const KING_EG_CENTRE: usize = 9;
pub(crate) const SHELTER_PAWN: usize = 10;
pub(crate) const SHELTER_PIECE: usize = 11;
pub(crate) const SHELTER_CAP: usize = 12;
pub(crate) const DANGER_BASE: usize = 13;
/// Danger grows by the attacker's value × this / 6000.
pub(crate) const DANGER_VALUE: usize = 14;
/// A hopper's extra worth on a full board (falls to 0 as pieces come off).
pub(crate) const HOPPER: usize = 15;
pub(crate) const SUCCESSOR: usize = 16;
pub(crate) const SUCCESSOR_SECOND: usize = 17;
/// Pawn advancement: progress² × this / 128 (progress 0..=16).
pub(crate) const PAWN_ADVANCE: usize = 18;
/// Passed pawn: progress² × this / 192, growing as pieces come off.
pub(crate) const PAWN_PASSED: usize = 19;
/// Pawns that double-step anywhere: passed bonus × this / 64.
pub(crate) const PAWN_FAST_PASSED: usize = 20;
pub(crate) const MOP_EDGE: usize = 21;
pub(crate) const MOP_NEAR: usize = 22;
/// Grant Acedrex: enemy pieces left besides the King, 0..=4.
pub(crate) const BARE: usize = 23;
/// Promoting Princes: progress² × this / 256.
pub(crate) const PRINCE_ADVANCE: usize = 28;
/// Mobility by the same classes as centralisation (short, long, queen, rook): this × √n / 16
/// for n squares a piece may go to that no enemy Pawn attacks.
pub(crate) const MOBILITY: usize = 29;
/// Attacks on the King's field: units² × this / 256 once two pieces take part.
pub(crate) const KING_ZONE: usize = 33;
/// A piece attacked by an enemy Pawn.
pub(crate) const THREAT_PAWN: usize = 34;
/// A piece attacked by a cheaper enemy piece.
pub(crate) const THREAT_LESSER: usize = 35;
/// A piece attacked and not defended.
pub(crate) const THREAT_HANGING: usize = 36;
/// Space: safe squares behind the side's own lines (see `eval.rs`), this each on a full
/// board in the middle game.
pub(crate) const SPACE: usize = 37;
/// A Pawn beside or defended by another: this × (2 + its rank from home) / 4.
pub(crate) const PAWN_CONNECTED: usize = 38;
/// A Pawn without own Pawns on the files beside it: minus this.
pub(crate) const PAWN_ISOLATED: usize = 39;
/// Each Pawn behind another of its side on a file: minus this.
pub(crate) const PAWN_DOUBLED: usize = 40;
/// Each kind of piece that can give a safe check (from a square it may go to that no
/// enemy piece attacks): this many units more against the King's field, which then counts
/// as attacked by one piece more. Off (0) unless a game's file gives it a number.
pub(crate) const SAFE_CHECK: usize = 41;
/// Each of the King's file and the two beside it with no own Pawn ahead of the King
/// (open to the enemy's Rooks and Queen): minus this in the middle game. Off (0) unless
/// a game's file gives it a number.
pub(crate) const KINGFILE_OPEN: usize = 42;
/// An enemy Pawn ahead of the King on those files, d ranks away (d ≤ 3): minus this ×
/// (4 − d) in the middle game (a Pawn storm). Off (0) unless a game's file gives it one.
pub(crate) const KINGFILE_STORM: usize = 43;
/// Each square of the King's field the enemy attacks and no piece of the King's side
/// but the King guards: this many units more against the field. Off (0) unless a game's
/// file gives it a number.
pub(crate) const KING_WEAK: usize = 44;
/// A Rook on a file with no Pawn of either side: this. Off (0) unless a game's file gives
/// it a number.
pub(crate) const ROOK_OPEN: usize = 45;
/// A Rook on a file with no Pawn of its side but an enemy one: this. Off (0) unless a
/// game's file gives it a number.
pub(crate) const ROOK_SEMI_OPEN: usize = 46;
/// Each square from which a lesser piece of the side, moving there, would attack an enemy
/// piece worth more than a Rook (the Queen, and the like), where the enemy cannot take it
/// cheaply (no enemy Pawn attacks it, and if the enemy attacks it at all the side attacks
/// it twice): this. Stockfish's threats against the Queen on the next move, which gain
/// a tempo as it has to move. Off (0) unless a game's file gives it a number.
pub(crate) const THREAT_QUEEN: usize = 47;
/// Each enemy piece (not a Pawn or the King) that a Pawn of the side would attack after a
/// single step onto a safe square (empty, no enemy Pawn attacks it, and the side guards
/// it if the enemy attacks it): this. Stockfish's threat by a Pawn push, which gains a
/// tempo as the piece has to move. Off (0) unless a game's file gives it a number.
pub(crate) const THREAT_PUSH: usize = 48;

const DEFAULTS: [i32; W_COUNT] = [
    10, 40, 20, 12, 6, 12, 10, 25, 2, 3, 12, 6, 60, 8, 100, 100, 150, 40, 16, 128, 80, 6, 4, 400,
    200, 100, 50, 25, 16, 16, 20, 8, 12, 8, 60, 40, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// The games with tuned numbers, and their files (compiled in).
const PARAMS: &[(VariantId, &str)] = &[
    (VariantId::Chess, include_str!("../params/chess.txt")),
    (
        VariantId::GrantAcedrex,
        include_str!("../params/grant-acedrex.txt"),
    ),
    (VariantId::Kmf, include_str!("../params/kmf.txt")),
    (VariantId::Shako, include_str!("../params/shako.txt")),
    (
        VariantId::ZanzibarXl,
        include_str!("../params/zanzibar-xl.txt"),
    ),
];

/// A game's evaluation numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Material by kind (King 0).
    pub(crate) value: [i32; KIND_COUNT],
    pub(crate) w: [i32; W_COUNT],
    /// Fitted piece-square bonuses, from White's side ([`psq_index`]), the middle game's
    /// and the ending's, blended by phase; empty when the game has none (all 0).
    pub(crate) psq: Vec<i16>,
}

/// Squares of the 12×12 frame a piece-square entry is kept for (index `rank * 12 + file`).
pub(crate) const PSQ_SQUARES: usize = 144;
/// Entries of a full piece-square table: (kind, square, middle game or ending).
pub(crate) const PSQ_LEN: usize = KIND_COUNT * PSQ_SQUARES * 2;

/// Where the bonus of a `kind` on square `sq` (from White's side, `rank * 12 + file`) in
/// the middle game (`eg` false) or the ending lives in [`Weights`]' table.
pub(crate) fn psq_index(kind: Kind, sq: usize, eg: bool) -> usize {
    (kind.index() * PSQ_SQUARES + sq) * 2 + usize::from(eg)
}

/// [`psq_index`] backwards: the kind's index, the square and whether it is the ending's.
pub(crate) fn psq_entry(j: usize) -> (usize, usize, bool) {
    (j / (2 * PSQ_SQUARES), (j / 2) % PSQ_SQUARES, j % 2 == 1)
}

/// A line of a weights file that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WeightsError {
    #[error("line {0}: expected `name number`, found `{1}`")]
    Syntax(usize, String),
    #[error("line {0}: `{1}` is not a weight of {2}")]
    Unknown(usize, String, &'static str),
    #[error("line {0}: `{1}` needs {2} numbers, one a square (rank 1 first)")]
    Table(usize, String, usize),
}

impl Weights {
    /// The hand-set numbers of a game.
    pub fn defaults(id: VariantId) -> Weights {
        let mut value = [0; KIND_COUNT];
        for k in Kind::ALL {
            value[k.index()] = crate::eval::piece_value(id, k);
        }
        Weights {
            value,
            w: DEFAULTS,
            psq: Vec::new(),
        }
    }

    /// The numbers the engine plays with: the tuned file of the game if there is one.
    pub fn tuned(id: VariantId) -> Weights {
        let text = PARAMS
            .iter()
            .find(|(game, _)| *game == id)
            .map_or("", |(_, text)| *text);
        // The files are checked by a test; a broken one must not stop the engine.
        Weights::parse(id, text).unwrap_or_else(|_| Weights::defaults(id))
    }

    /// Every tunable number of a game: (name, value), piece values first.
    pub fn entries(&self, id: VariantId) -> Vec<(String, i32)> {
        let v = id.variant();
        let mut out: Vec<(String, i32)> = v
            .pieces
            .iter()
            .filter(|p| p.kind != Kind::King)
            .map(|p| (format!("value.{}", p.letter), self.value[p.kind.index()]))
            .collect();
        out.extend(NAMES.iter().zip(self.w).map(|(n, x)| (n.to_string(), x)));
        out
    }

    /// True for the entry of [`Weights::entries`] that tuning leaves alone: the Rook's
    /// value, 500 in every game, which fixes the scale of the scores. Left free, the fit
    /// trades the size of every number against `K` and drifts from centipawns.
    pub fn is_anchor(id: VariantId, i: usize) -> bool {
        id.variant()
            .pieces
            .iter()
            .filter(|p| p.kind != Kind::King)
            .nth(i)
            .is_some_and(|p| p.kind == Kind::Rook)
    }

    /// Sets the `i`-th of [`Weights::entries`].
    pub fn set(&mut self, id: VariantId, i: usize, x: i32) {
        let pieces: Vec<Kind> = id
            .variant()
            .pieces
            .iter()
            .map(|p| p.kind)
            .filter(|&k| k != Kind::King)
            .collect();
        match pieces.get(i) {
            Some(k) => self.value[k.index()] = x,
            None => self.w[i - pieces.len()] = x,
        }
    }

    /// Reads `name number` lines over the defaults (`#` starts a comment).
    pub fn parse(id: VariantId, text: &str) -> Result<Weights, WeightsError> {
        let mut w = Weights::defaults(id);
        let names: Vec<String> = w.entries(id).into_iter().map(|(n, _)| n).collect();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            if let Some(rest) = line.strip_prefix("psq.") {
                w.parse_psq(id, n + 1, rest)?;
                continue;
            }
            let mut parts = line.split_whitespace();
            let (Some(name), Some(num), None) = (parts.next(), parts.next(), parts.next()) else {
                return Err(WeightsError::Syntax(n + 1, line.to_string()));
            };
            let x: i32 = num
                .parse()
                .map_err(|_| WeightsError::Syntax(n + 1, line.to_string()))?;
            let i = names
                .iter()
                .position(|k| k == name)
                .ok_or_else(|| WeightsError::Unknown(n + 1, name.to_string(), id.variant().name))?;
            w.set(id, i, x);
        }
        Ok(w)
    }

    /// A `psq.<letter>.<mg|eg>` line (without `psq.`): the board's squares from White's
    /// side, rank 1 first, a file at a time.
    fn parse_psq(&mut self, id: VariantId, line: usize, rest: &str) -> Result<(), WeightsError> {
        let v = id.variant();
        let mut parts = rest.split_whitespace();
        let name = parts.next().unwrap_or("");
        let unknown = || WeightsError::Unknown(line, format!("psq.{name}"), v.name);
        let (letter, phase) = name.split_once('.').ok_or_else(unknown)?;
        let eg = match phase {
            "mg" => false,
            "eg" => true,
            _ => return Err(unknown()),
        };
        let kind = v
            .pieces
            .iter()
            .find(|p| p.letter.to_string() == letter)
            .map(|p| p.kind)
            .ok_or_else(unknown)?;
        let (width, height) = (v.width as usize, v.height as usize);
        let numbers: Vec<i16> = parts
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| WeightsError::Syntax(line, format!("psq.{name} …")))?;
        if numbers.len() != width * height {
            return Err(WeightsError::Table(
                line,
                format!("psq.{name}"),
                width * height,
            ));
        }
        if self.psq.is_empty() {
            self.psq = vec![0; PSQ_LEN];
        }
        for (i, x) in numbers.into_iter().enumerate() {
            let sq = (i / width) * 12 + i % width;
            self.psq[psq_index(kind, sq, eg)] = x;
        }
        Ok(())
    }

    /// The numbers as a weights file, under a comment saying where they came from.
    pub fn to_text(&self, id: VariantId, header: &str) -> String {
        let mut s = String::new();
        for line in header.lines() {
            s.push_str("# ");
            s.push_str(line);
            s.push('\n');
        }
        for (name, x) in self.entries(id) {
            s.push_str(&format!("{name} {x}\n"));
        }
        if !self.psq.is_empty() {
            let v = id.variant();
            let (width, height) = (v.width as usize, v.height as usize);
            for p in &v.pieces {
                for (eg, phase) in [(false, "mg"), (true, "eg")] {
                    s.push_str(&format!("psq.{}.{phase}", p.letter));
                    for r in 0..height {
                        for f in 0..width {
                            let x = self.psq[psq_index(p.kind, r * 12 + f, eg)];
                            s.push_str(&format!(" {x}"));
                        }
                    }
                    s.push('\n');
                }
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_files_round_trip_and_report_bad_lines() {
        for id in VariantId::ALL {
            let w = Weights::tuned(id);
            let text = w.to_text(id, "test");
            assert_eq!(Weights::parse(id, &text), Ok(w));
        }
        let id = VariantId::GrantAcedrex;
        assert_eq!(
            Weights::parse(id, "tempo 12 13"),
            Err(WeightsError::Syntax(1, "tempo 12 13".into()))
        );
        assert!(matches!(
            Weights::parse(id, "\nvalue.Q 900"),
            Err(WeightsError::Unknown(2, _, _))
        ));
        assert_eq!(Weights::parse(id, "tempo 12").map(|w| w.w[TEMPO]), Ok(12));
        // A piece-square line has a number a square, rank 1 first.
        let chess = VariantId::Chess;
        let mut line = String::from("psq.N.eg");
        for i in 0..64 {
            line.push_str(&format!(" {i}"));
        }
        let w = Weights::parse(chess, &line).expect("a full table");
        // The 14th number is f2's: rank 2 (index 1), file f (5) of the 12-wide frame.
        assert_eq!(w.psq[psq_index(Kind::Knight, 12 + 5, true)], 13);
        assert_eq!(w.psq[psq_index(Kind::Knight, 12 + 5, false)], 0);
        for j in [0, 1, 2, 289, PSQ_LEN - 1] {
            let (k, sq, eg) = psq_entry(j);
            assert_eq!(psq_index(Kind::ALL[k], sq, eg), j);
        }
        assert_eq!(Weights::parse(chess, &w.to_text(chess, "test")), Ok(w));
        assert_eq!(
            Weights::parse(chess, "psq.N.eg 1 2 3"),
            Err(WeightsError::Table(1, "psq.N.eg".into(), 64))
        );
        for bad in ["psq.N.late 1", "psq.Z.mg 1", "psq.N 1"] {
            assert!(matches!(
                Weights::parse(chess, bad),
                Err(WeightsError::Unknown(1, _, _))
            ));
        }
    }

    #[test]
    fn the_checked_in_files_are_valid() {
        for &(id, text) in PARAMS {
            let w = Weights::parse(id, text).expect("a valid weights file");
            // A file that parses but names nothing would be a silent no-op.
            assert_ne!(w, Weights::defaults(id), "{id}");
            assert_eq!(Weights::tuned(id), w, "{id}");
        }
    }
}
