//! Zanzibar setups: Black chooses where the free pieces stand, White mirrors it.
//!
//! An arrangement is written as the letters on e1 f1 g1 h1 e2 f2 g2 h2 (XL, 8 letters) or
//! e1 f1 g1 h1 f2 g2 (S, 6 letters): `UQKFOLGD`, `FQKULG`.

use crate::position::Position;
use crate::types::{code, Color, Kind, Square};
use crate::variant::VariantId;
use std::fmt;

/// An arrangement that cannot be used (the service's texts say it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The game has no setup choice.
    NoChoice(VariantId),
    /// Not one letter per free square (`squares`).
    Length {
        game: VariantId,
        want: usize,
        got: usize,
        squares: Vec<Square>,
    },
    UnknownLetter(char),
    /// A piece on a square of the other group (`zone`), which takes `allowed`.
    WrongSquare {
        game: VariantId,
        kind: Kind,
        square: Square,
        zone: Zone,
        allowed: &'static [Kind],
    },
    Twice {
        game: VariantId,
        kind: Kind,
    },
}

/// The two groups of free squares of a Zanzibar arrangement.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Zone {
    /// The f and g files: King, Queen, Eagle, Lion.
    Centre,
    /// The e and h files (XL) or e1 and h1 (S).
    Wings,
}

crate::fen::debug_display!(SetupError);

/// A game's setup choice (its entry's `setup`): Black fills the free squares, White
/// copies it on the same files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupRule {
    /// White's free squares in the order an arrangement lists them, with their group.
    pub squares: &'static [(&'static str, Zone)],
    /// The pieces the centre squares take, and those the wing squares take.
    pub centre: &'static [Kind],
    pub wings: &'static [Kind],
    /// The standard start's arrangement.
    pub default: &'static str,
}

/// A Zanzibar setup choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrangement {
    variant: VariantId,
    kinds: Vec<Kind>,
}

impl Arrangement {
    fn rule(variant: VariantId) -> Result<&'static SetupRule, SetupError> {
        variant
            .variant()
            .setup
            .as_ref()
            .ok_or(SetupError::NoChoice(variant))
    }

    /// Which kinds may stand on the i-th square of the arrangement.
    fn allowed(rule: &SetupRule, i: usize) -> (&'static [Kind], Zone) {
        match rule.squares[i].1 {
            Zone::Centre => (rule.centre, Zone::Centre),
            Zone::Wings => (rule.wings, Zone::Wings),
        }
    }

    /// Reads an arrangement such as `UQKFOLGD` (XL) or `FQKULG` (S); case is ignored.
    pub fn parse(variant: VariantId, text: &str) -> Result<Arrangement, SetupError> {
        let rule = Self::rule(variant)?;
        let squares: Vec<Square> = rule
            .squares
            .iter()
            .filter_map(|(s, _)| Square::parse(s))
            .collect();
        let v = variant.variant();
        let letters: Vec<char> = text.trim().chars().collect();
        if letters.len() != squares.len() {
            return Err(SetupError::Length {
                game: variant,
                want: squares.len(),
                got: letters.len(),
                squares,
            });
        }
        let mut kinds = Vec::with_capacity(letters.len());
        for (i, &c) in letters.iter().enumerate() {
            let kind = v.kind_of_letter(c).ok_or(SetupError::UnknownLetter(c))?;
            let (allowed, zone) = Self::allowed(rule, i);
            if !allowed.contains(&kind) {
                return Err(SetupError::WrongSquare {
                    game: variant,
                    kind,
                    square: squares[i],
                    zone,
                    allowed,
                });
            }
            if kinds.contains(&kind) {
                return Err(SetupError::Twice {
                    game: variant,
                    kind,
                });
            }
            kinds.push(kind);
        }
        Ok(Arrangement { variant, kinds })
    }

    /// The default arrangement: XL `UQKFOLGD`, S `FQKULG`.
    pub fn default_for(variant: VariantId) -> Result<Arrangement, SetupError> {
        Arrangement::parse(variant, Self::rule(variant)?.default)
    }

    /// Every arrangement: 576 for XL, 48 for S (half of them mirror images).
    pub fn all(variant: VariantId) -> Result<Vec<Arrangement>, SetupError> {
        let rule = Self::rule(variant)?;
        let mut out = Vec::new();
        let mut current = Vec::new();
        fn rec(
            variant: VariantId,
            rule: &SetupRule,
            current: &mut Vec<Kind>,
            out: &mut Vec<Arrangement>,
        ) {
            let n = rule.squares.len();
            if current.len() == n {
                out.push(Arrangement {
                    variant,
                    kinds: current.clone(),
                });
                return;
            }
            let (allowed, _) = Arrangement::allowed(rule, current.len());
            for &k in allowed {
                if !current.contains(&k) {
                    current.push(k);
                    rec(variant, rule, current, out);
                    current.pop();
                }
            }
        }
        rec(variant, rule, &mut current, &mut out);
        Ok(out)
    }

    /// An arrangement picked by `seed` (equal seeds, equal picks), uniformly.
    pub fn random(variant: VariantId, seed: u64) -> Result<Arrangement, SetupError> {
        let all = Self::all(variant)?;
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        let i = (z % all.len() as u64) as usize;
        Ok(all[i].clone())
    }

    pub fn variant(&self) -> VariantId {
        self.variant
    }

    /// The start position text with this arrangement for both sides: the game's standard
    /// start with the free squares filled, Black's on the same files of its own ranks.
    pub fn start_fen(&self) -> String {
        let v = self.variant.variant();
        let mut pos = Position::empty(self.variant);
        if let Ok(start) = Position::from_fen(self.variant, v.start_fen) {
            pos = start;
        }
        let squares = v.setup.as_ref().map_or(&[][..], |r| r.squares);
        for (&(name, _), &kind) in squares.iter().zip(&self.kinds) {
            if let Some(sq) = Square::parse(name) {
                let mirror = Square::at(sq.file() as i32, (v.height - 1 - sq.rank()) as i32);
                pos.set_square(sq, code(kind, Color::White));
                pos.set_square(mirror, code(kind, Color::Black));
            }
        }
        pos.fen()
    }

    /// The start position with this arrangement.
    pub fn start_position(&self) -> Position {
        Position::from_fen(self.variant, &self.start_fen())
            .expect("every valid arrangement gives a valid position")
    }
}

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.variant.variant();
        for &k in &self.kinds {
            write!(f, "{}", v.letter(k))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_give_the_contract_start_positions() {
        for id in [VariantId::ZanzibarXl, VariantId::ZanzibarS] {
            let a = Arrangement::default_for(id).unwrap();
            assert_eq!(a.start_fen(), id.variant().start_fen);
        }
    }

    #[test]
    fn counts_match_the_seed() {
        assert_eq!(Arrangement::all(VariantId::ZanzibarXl).unwrap().len(), 576);
        assert_eq!(Arrangement::all(VariantId::ZanzibarS).unwrap().len(), 48);
        for a in Arrangement::all(VariantId::ZanzibarS).unwrap() {
            let round = Arrangement::parse(VariantId::ZanzibarS, &a.to_string()).unwrap();
            assert_eq!(round, a);
            a.start_position();
        }
    }

    #[test]
    fn bad_arrangements_say_why() {
        // The words are the service's (rules/tests/words.rs checks them); here the values.
        let xl = VariantId::ZanzibarXl;
        let e = |t| Arrangement::parse(xl, t).unwrap_err();
        assert!(matches!(
            e("UQKF"),
            SetupError::Length {
                want: 8,
                got: 4,
                ..
            }
        ));
        assert_eq!(e("UQKFOLGX"), SetupError::UnknownLetter('X'));
        assert!(matches!(
            e("QUKFOLGD"),
            SetupError::WrongSquare {
                kind: Kind::Queen,
                zone: Zone::Wings,
                ..
            }
        ));
        assert!(matches!(
            e("DUKFOLGQ"),
            SetupError::WrongSquare {
                kind: Kind::Rhinoceros,
                zone: Zone::Centre,
                ..
            }
        ));
        assert_eq!(
            e("UQKFOLKD"),
            SetupError::Twice {
                game: xl,
                kind: Kind::King
            }
        );
        assert!(Arrangement::parse(VariantId::Chess, "UQKFOLGD").is_err());
        assert_eq!(
            Arrangement::parse(xl, "uqkfolgd").unwrap().to_string(),
            "UQKFOLGD"
        );
    }
}
