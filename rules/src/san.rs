//! Algebraic notation for every game (RULES.md §2): the canonical SAN-like text the
//! program prints, and a forgiving reader for whatever a player types in chat, with an
//! error that says what is wrong.

use crate::game::GameResult;
use crate::moves::{Move, MoveKind};
use crate::position::{Position, Status};
use crate::types::{Color, Kind, Square};
use crate::variant::RoyalSpecial;
use std::fmt;

/// Why a move text was not accepted: which piece, which squares, which reason. The
/// service's texts put it into words (with the game's piece names); nothing here is a
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text reads as no move; `examples` are moves of this position written the ways
    /// a player may write them (empty when the position has none).
    Syntax {
        text: String,
        examples: Vec<String>,
    },
    /// A letter that names no piece of this game.
    UnknownPiece {
        letter: char,
    },
    /// The move starts on an empty square.
    NoPieceOn {
        square: Square,
    },
    /// The piece on the starting square belongs to the side not to move.
    NotYours {
        square: Square,
        kind: Kind,
        to_move: Color,
    },
    /// The text names one piece and the starting square holds another.
    WrongPiece {
        square: Square,
        found: Kind,
        named: Kind,
    },
    /// The game has no such piece at all.
    NotInGame {
        kind: Kind,
    },
    /// The side to move has no such piece where the text says.
    NoSuchPiece {
        color: Color,
        kind: Kind,
        place: Place,
    },
    /// The one piece the text means cannot go there; `reach` is where it can go.
    CannotReach {
        square: Square,
        kind: Kind,
        target: Square,
        reach: Vec<Square>,
    },
    /// Several pieces of the kind, none of which can go there.
    NoneCanReach {
        kind: Kind,
        from: Vec<Square>,
        target: Square,
    },
    LeavesKingInCheck {
        text: String,
    },
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    /// A promotion move written without its piece.
    PromotionMissing {
        text: String,
        choices: Vec<Kind>,
    },
    /// A promotion to a piece the rule does not allow.
    PromotionNotAllowed {
        text: String,
        piece: Promoted,
        choices: Vec<Kind>,
    },
    /// A promotion written for a move that reaches no promotion square.
    DoesNotPromote {
        text: String,
    },
    /// The game has no castling.
    NoCastling,
    /// Castling (`wing` 0 = `O-O`, 1 = `O-O-O`) is not possible in this position.
    CastlingNotNow {
        wing: usize,
    },
    /// The game has neither abdication nor succession.
    NoRoyalChange,
    /// A change of King named on a square that holds another piece of the side to move.
    NotAPrince {
        square: Square,
        found: Kind,
    },
    /// A change of King named on a square without a Prince of the side to move.
    NoPrinceOn {
        color: Color,
        square: Square,
    },
    /// Abdication or succession while the King is not in check.
    RoyalNotInCheck {
        special: RoyalSpecial,
    },
    /// Abdication or succession while other moves answer the check.
    RoyalOtherMoves {
        special: RoyalSpecial,
    },
    /// The Prince could not safely become King.
    PrinceUnsafe {
        square: Square,
        special: RoyalSpecial,
    },
    NotYourTurn(Color),
    GameOver(GameResult),
}

/// Where a move text looked for its piece (for [`MoveError::NoSuchPiece`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The text named the piece without saying where it starts.
    Anywhere,
    /// A Pawn move: a Pawn that could go to the target.
    Reaching(Square),
    On(Square),
    File(u8),
    Rank(u8),
}

/// The piece a promotion asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Promoted {
    Kind(Kind),
    /// A letter that is no piece of this game.
    Unknown(char),
}

impl fmt::Display for MoveError {
    /// The typed value, for logs and developers; players read the service's texts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for MoveError {}

/// A move text, read into its parts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Pattern {
    piece: Option<Kind>,
    squares: Vec<Square>,
    file: Option<u8>,
    rank: Option<u8>,
    promo: Option<Kind>,
    /// A promotion letter that names no piece of this game (`e12=D` in Zanzibar S).
    bad_promo: Option<char>,
    /// An upper-case letter that is no piece of this game but a file, read as the file
    /// (`Exf5` in chess); if that names no move, the letter was meant as a piece (`Dd4` in
    /// Zanzibar S) and the error says so.
    unknown_letter: Option<char>,
    castle: Option<usize>,
    royal: bool,
}

/// Outcome of reading the text (before matching it against the moves).
enum Read {
    Patterns(Vec<Pattern>),
    Error(MoveError),
}

impl Position {
    fn mover_kind(&self, m: Move) -> Kind {
        self.piece_at(m.from).map_or(Kind::Pawn, |p| p.kind)
    }

    fn castle_wing(&self, m: Move) -> usize {
        match &self.v.castling {
            Some(cs) if cs[self.side.index()][0].rook_from == m.aux => 0,
            _ => 1,
        }
    }

    /// The canonical algebraic text of a legal move: `Nf3`, `exf5`, `b12=Q`, `O-O`,
    /// `Aa1xa11`, `Je1=K`, `Lf5xg6-h7`, `Lf5xg6-f5`, `Lf5-f5`, with `+` or `#`.
    pub fn san(&self, m: Move) -> String {
        self.san_with(m, &self.legal_moves())
    }

    /// [`Position::san`] with the legal moves already at hand (for listings).
    pub fn san_with(&self, m: Move, legal: &[Move]) -> String {
        let v = self.v;
        let kind = self.mover_kind(m);
        let letter = v.letter(kind);
        let mut s = match m.kind {
            MoveKind::Castle => {
                if self.castle_wing(m) == 0 {
                    "O-O".to_string()
                } else {
                    "O-O-O".to_string()
                }
            }
            MoveKind::Abdicate | MoveKind::Succession => {
                format!("{letter}{}={}", m.from, v.letter(Kind::King))
            }
            MoveKind::Shot => format!("{letter}{}x{}", m.from, m.to),
            MoveKind::LionDouble => {
                let sep = if self.piece_at(m.to).is_some() {
                    'x'
                } else {
                    '-'
                };
                format!("{letter}{}x{}{sep}{}", m.from, m.aux, m.to)
            }
            MoveKind::Igui => format!("{letter}{}x{}-{}", m.from, m.aux, m.from),
            MoveKind::Pass => format!("{letter}{}-{}", m.from, m.from),
            MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant => {
                let capture = self.is_capture(m);
                let mut s = String::new();
                if kind == Kind::Pawn {
                    if capture {
                        s.push((b'a' + m.from.file()) as char);
                        s.push('x');
                    }
                } else {
                    s.push(letter);
                    s.push_str(&self.disambiguation(m, kind, legal));
                    if capture {
                        s.push('x');
                    }
                }
                s.push_str(&m.to.to_string());
                s
            }
        };
        if let Some(k) = m.promo {
            if !matches!(m.kind, MoveKind::Abdicate | MoveKind::Succession) {
                s.push('=');
                s.push(v.letter(k));
            }
        }
        let mut after = self.clone();
        after.play(m);
        if after.is_check() {
            s.push(if after.status() == Status::Checkmate {
                '#'
            } else {
                '+'
            });
        }
        s
    }

    /// The shortest origin that tells `m` apart from moves of other pieces of the same
    /// kind to the same square: nothing, the file, the rank, or the square.
    fn disambiguation(&self, m: Move, kind: Kind, legal: &[Move]) -> String {
        let rivals: Vec<Square> = legal
            .iter()
            .filter(|o| {
                o.from != m.from
                    && o.to == m.to
                    && matches!(
                        o.kind,
                        MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant
                    )
                    && self.mover_kind(**o) == kind
            })
            .map(|o| o.from)
            .collect();
        if rivals.is_empty() {
            String::new()
        } else if rivals.iter().all(|r| r.file() != m.from.file()) {
            ((b'a' + m.from.file()) as char).to_string()
        } else if rivals.iter().all(|r| r.rank() != m.from.rank()) {
            (m.from.rank() + 1).to_string()
        } else {
            m.from.to_string()
        }
    }

    /// The error for a letter that is no piece of this game, naming the game's pieces.
    fn unknown_piece(&self, letter: char) -> MoveError {
        MoveError::UnknownPiece { letter }
    }

    /// Two or three legal moves in canonical form, as examples for an error message.
    fn examples(&self) -> Vec<String> {
        let legal = self.legal_moves();
        let mut shown: Vec<String> = Vec::new();
        let pawn = legal
            .iter()
            .find(|m| self.mover_kind(**m) == Kind::Pawn && m.promo.is_none());
        let piece = legal
            .iter()
            .find(|m| self.mover_kind(**m) != Kind::Pawn && matches!(m.kind, MoveKind::Normal));
        for m in [piece, pawn].into_iter().flatten() {
            shown.push(self.san_with(*m, &legal));
        }
        if let Some(m) = piece.or(pawn) {
            shown.push(format!("{}{}", m.from, m.to));
        }
        shown
    }

    /// Reads a move in any accepted form: canonical algebraic (`Nf3`, `exf5`, `Aa1xa11`,
    /// `Lf5xg6-h7`, `Je1=K`), with or without `x`/`:`, `+ # ! ?`, a leading `#` on
    /// abdication, `O-O`/`0-0`, long algebraic (`e2e4`, `e2-e4`, `e11e12q`, `f5g6h7`),
    /// lower-case piece letters where that reads one way, and piece names
    /// (`Lion f5xg6`).
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_move_with(text, &self.legal_moves())
    }

    /// [`Position::parse_move`] with the legal moves (of [`Position::legal_moves`])
    /// already at hand.
    pub fn parse_move_with(&self, text: &str, legal: &[Move]) -> Result<Move, MoveError> {
        let patterns = match self.read(text) {
            Read::Patterns(p) => p,
            Read::Error(e) => return Err(e),
        };
        let shown = text.trim().to_string();
        // Readings come in priority order (a lower-case letter is a file first, as in
        // standard notation, and a piece only if that names no move).
        let mut found: Vec<Move> = Vec::new();
        let mut first_error = None;
        for pat in &patterns {
            match self.select(pat, legal, &shown) {
                Ok(ms) if !ms.is_empty() => {
                    found = ms;
                    break;
                }
                Ok(_) => {}
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        match found.len() {
            1 => Ok(found[0]),
            0 => Err(
                first_error.unwrap_or_else(|| match patterns[0].unknown_letter {
                    Some(letter) => self.unknown_piece(letter),
                    None => self.explain(&patterns[0], &shown),
                }),
            ),
            _ => Err(MoveError::Ambiguous {
                text: shown,
                candidates: found.iter().map(|m| self.san_with(*m, legal)).collect(),
            }),
        }
    }

    /// The legal moves a pattern names (several if ambiguous), or a promotion error.
    fn select(&self, pat: &Pattern, legal: &[Move], shown: &str) -> Result<Vec<Move>, MoveError> {
        let base: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| self.matches(pat, *m))
            .collect();
        if base.is_empty() {
            return Ok(base);
        }
        if pat.royal {
            return Ok(base);
        }
        if let Some(letter) = pat.bad_promo {
            let choices = self.promo_choices(&base);
            if choices.is_empty() {
                return Err(MoveError::DoesNotPromote {
                    text: shown.to_string(),
                });
            }
            return Err(MoveError::PromotionNotAllowed {
                text: shown.to_string(),
                piece: Promoted::Unknown(letter),
                choices,
            });
        }
        if let Some(want) = pat.promo {
            let chosen: Vec<Move> = base
                .iter()
                .copied()
                .filter(|m| m.promo == Some(want))
                .collect();
            if chosen.is_empty() {
                let choices = self.promo_choices(&base);
                if choices.is_empty() {
                    return Err(MoveError::DoesNotPromote {
                        text: shown.to_string(),
                    });
                }
                return Err(MoveError::PromotionNotAllowed {
                    text: shown.to_string(),
                    piece: Promoted::Kind(want),
                    choices,
                });
            }
            return Ok(chosen);
        }
        let plain: Vec<Move> = base.iter().copied().filter(|m| m.promo.is_none()).collect();
        if !plain.is_empty() {
            return Ok(plain);
        }
        let same_squares = base
            .iter()
            .all(|m| m.from == base[0].from && m.to == base[0].to && m.aux == base[0].aux);
        if base.len() > 1 && same_squares {
            return Err(MoveError::PromotionMissing {
                text: shown.to_string(),
                choices: self.promo_choices(&base),
            });
        }
        Ok(base)
    }

    /// The promotion pieces of `moves`, once each, in the order the game's rule lists
    /// them (Perfect 12: Q, L, G; Zanzibar XL: Q, G, L, D, O, U, F).
    fn promo_choices(&self, moves: &[Move]) -> Vec<Kind> {
        let v = self.v;
        let rank = |m: &Move, k: Kind| -> usize {
            match v.promotion(self.mover_kind(*m)).map(|p| &p.choices) {
                Some(crate::PromoChoices::List(list)) => {
                    list.iter().position(|c| *c == k).unwrap_or(list.len())
                }
                _ => 0,
            }
        };
        let mut kinds: Vec<(usize, Kind)> = moves
            .iter()
            .filter_map(|m| m.promo.map(|k| (rank(m, k), k)))
            .collect();
        kinds.sort();
        kinds.dedup();
        kinds.into_iter().map(|(_, k)| k).collect()
    }

    fn matches(&self, pat: &Pattern, m: Move) -> bool {
        let s = &pat.squares;
        if let Some(wing) = pat.castle {
            return m.kind == MoveKind::Castle && self.castle_wing(m) == wing;
        }
        if pat.royal {
            return matches!(m.kind, MoveKind::Abdicate | MoveKind::Succession)
                && m.from == s[0]
                && pat.piece.is_none_or(|k| k == Kind::Prince);
        }
        if matches!(m.kind, MoveKind::Abdicate | MoveKind::Succession) {
            return false;
        }
        let mover = self.mover_kind(m);
        match pat.piece {
            Some(k) if k != mover => return false,
            None if s.len() == 1 && mover != Kind::Pawn => return false,
            _ => {}
        }
        match s.len() {
            3 => {
                matches!(m.kind, MoveKind::LionDouble | MoveKind::Igui)
                    && (m.from, m.aux, m.to) == (s[0], s[1], s[2])
            }
            2 => match m.kind {
                MoveKind::Pass => s[0] == m.from && s[1] == m.from,
                MoveKind::LionDouble | MoveKind::Igui => false,
                _ => m.from == s[0] && m.to == s[1],
            },
            1 => {
                // Castling may be typed as the King's move (`Kg1`, `Kk1`).
                let king_castles = m.kind == MoveKind::Castle && pat.piece == Some(Kind::King);
                (king_castles
                    || !matches!(
                        m.kind,
                        MoveKind::LionDouble | MoveKind::Igui | MoveKind::Pass | MoveKind::Castle
                    ))
                    && m.to == s[0]
                    && pat.file.is_none_or(|f| m.from.file() == f)
                    && pat.rank.is_none_or(|r| m.from.rank() == r)
            }
            _ => false,
        }
    }

    /// Why no legal move matches: a piece missing, a piece that cannot go there, a King
    /// left in check.
    fn explain(&self, pat: &Pattern, shown: &str) -> MoveError {
        let v = self.v;
        let side = self.side;
        if let Some(wing) = pat.castle {
            if v.castling.is_none() {
                return MoveError::NoCastling;
            }
            return MoveError::CastlingNotNow { wing };
        }
        if pat.royal {
            let special = v.royal_special;
            if special == RoyalSpecial::None {
                return MoveError::NoRoyalChange;
            }
            let square = pat.squares[0];
            match self.piece_at(square) {
                Some(p) if p.color == side && p.kind == Kind::Prince => {}
                Some(p) if p.color == side => {
                    return MoveError::NotAPrince {
                        square,
                        found: p.kind,
                    }
                }
                _ => {
                    return MoveError::NoPrinceOn {
                        color: side,
                        square,
                    }
                }
            }
            if !self.is_check() {
                return MoveError::RoyalNotInCheck { special };
            }
            if self
                .legal_moves()
                .iter()
                .any(|m| !matches!(m.kind, MoveKind::Abdicate | MoveKind::Succession))
            {
                return MoveError::RoyalOtherMoves { special };
            }
            return MoveError::PrinceUnsafe { square, special };
        }
        let pseudo: Vec<Move> = self
            .pseudo_legal_moves()
            .into_iter()
            .filter(|m| self.matches(pat, *m) && (pat.promo.is_none() || m.promo == pat.promo))
            .collect();
        if !pseudo.is_empty() {
            return MoveError::LeavesKingInCheck {
                text: shown.to_string(),
            };
        }
        let kind = pat.piece.unwrap_or(Kind::Pawn);
        let target = *pat.squares.last().unwrap_or(&pat.squares[0]);
        // Where the move starts, if the text says or only one piece fits.
        let origins: Vec<Square> = if pat.squares.len() >= 2 {
            vec![pat.squares[0]]
        } else {
            self.pieces()
                .filter(|(sq, p)| {
                    p.color == side
                        && p.kind == kind
                        && pat.file.is_none_or(|f| sq.file() == f)
                        && pat.rank.is_none_or(|r| sq.rank() == r)
                        && (pat.piece.is_some() || pat.file.is_some() || sq.file() == target.file())
                })
                .map(|(sq, _)| sq)
                .collect()
        };
        if pat.squares.len() >= 2 {
            let square = pat.squares[0];
            match self.piece_at(square) {
                None => return MoveError::NoPieceOn { square },
                Some(p) if p.color != side => {
                    return MoveError::NotYours {
                        square,
                        kind: p.kind,
                        to_move: side,
                    }
                }
                Some(p) if pat.piece.is_some_and(|k| k != p.kind) => {
                    return MoveError::WrongPiece {
                        square,
                        found: p.kind,
                        named: kind,
                    }
                }
                _ => {}
            }
        }
        match origins.as_slice() {
            [] => {
                if v.info(kind).is_none() {
                    return MoveError::NotInGame { kind };
                }
                let place = match (pat.file, pat.rank) {
                    (Some(f), Some(r)) => Square::new(f, r).map_or(Place::Anywhere, Place::On),
                    (Some(f), None) => Place::File(f),
                    (None, Some(r)) => Place::Rank(r),
                    (None, None) if pat.piece.is_none() => Place::Reaching(target),
                    _ => Place::Anywhere,
                };
                MoveError::NoSuchPiece {
                    color: side,
                    kind,
                    place,
                }
            }
            [from] => {
                let p = self.piece_at(*from).map_or(kind, |p| p.kind);
                // Each square once (a Lion reaches some squares several ways, a promotion
                // has several choices); igui and pass end where they start.
                let mut reach: Vec<Square> = self
                    .legal_moves()
                    .into_iter()
                    .filter(|m| m.from == *from && m.to != *from)
                    .map(|m| m.to)
                    .collect();
                reach.sort();
                reach.dedup();
                MoveError::CannotReach {
                    square: *from,
                    kind: p,
                    target,
                    reach,
                }
            }
            many => MoveError::NoneCanReach {
                kind,
                from: many.to_vec(),
                target,
            },
        }
    }

    /// Reads the text into one or two patterns, in priority order (two when a lower-case
    /// letter can be a file or a piece).
    fn read(&self, text: &str) -> Read {
        let v = self.v;
        let syntax = |t: &str| {
            Read::Error(MoveError::Syntax {
                text: t.to_string(),
                examples: self.examples(),
            })
        };
        let original = text.trim();
        // Annotations and the seed's leading `#` on abdication.
        let mut t = original.trim_start_matches(['#', ' ']).trim();
        t = t.trim_end_matches(['+', '#', '!', '?', ' ']);
        // `exf6 e.p.`
        if let Some(stripped) = t.strip_suffix("e.p.").or_else(|| t.strip_suffix("E.P.")) {
            t = stripped.trim_end();
        }
        if t.is_empty() || t.chars().count() > 40 {
            return syntax(original);
        }
        // Castling.
        let castle: String = t
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| {
                if c == '0' {
                    'O'
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
        match castle.as_str() {
            "O-O" | "OO" => {
                return Read::Patterns(vec![Pattern {
                    castle: Some(0),
                    ..Pattern::default()
                }])
            }
            "O-O-O" | "OOO" => {
                return Read::Patterns(vec![Pattern {
                    castle: Some(1),
                    ..Pattern::default()
                }])
            }
            _ => {}
        }
        // A piece name as the first word: `Lion f5xg6`, `knight f3`.
        let mut body: String = String::new();
        let mut words = t.split_whitespace();
        let first = words.next().unwrap_or("");
        let named = v
            .pieces
            .iter()
            .find(|p| first.len() > 2 && p.name.eq_ignore_ascii_case(first));
        if let Some(p) = named {
            body.push(p.letter);
        } else {
            body.push_str(first);
        }
        for w in words {
            body.push_str(w);
        }
        let chars: Vec<char> = body.chars().collect();
        if !chars.iter().all(|c| c.is_ascii()) {
            return syntax(original);
        }
        let first = chars[0];
        let mut readings: Vec<(Option<Kind>, usize)> = Vec::new();
        if first.is_ascii_uppercase() {
            match v.kind_of_letter(first) {
                Some(k) => readings.push((Some(k), 1)),
                None if is_file(first.to_ascii_lowercase(), v.width) => readings.push((None, 0)),
                None => return Read::Error(self.unknown_piece(first)),
            }
        } else if first.is_ascii_lowercase() {
            let as_piece = v.kind_of_letter(first).filter(|_| {
                // `b4` is a square, not a Bishop: a letter that is also a file needs
                // something other than a rank after it to be a piece (`r1a3` is a Rook).
                !is_file(first, v.width) || (chars.len() > 1 && !chars[1].is_ascii_digit())
            });
            if is_file(first, v.width) {
                readings.push((None, 0));
            }
            if let Some(k) = as_piece {
                readings.push((Some(k), 1));
            }
        }
        if readings.is_empty() {
            return syntax(original);
        }
        let mut patterns = Vec::new();
        for (piece, start) in readings {
            let upper = if start == 0 && first.is_ascii_uppercase() {
                let mut c = chars.clone();
                c[0] = first.to_ascii_lowercase();
                c
            } else {
                chars.clone()
            };
            if let Some(mut p) = self.read_rest(piece, &upper[start..]) {
                if start == 0 && first.is_ascii_uppercase() && chars.len() > 1 {
                    p.unknown_letter = Some(first).filter(|_| !chars[1].is_ascii_digit());
                }
                patterns.push(p);
            }
        }
        if patterns.is_empty() {
            if first.is_ascii_uppercase()
                && v.kind_of_letter(first).is_none()
                && chars.get(1).is_some_and(|c| !c.is_ascii_digit())
            {
                return Read::Error(self.unknown_piece(first));
            }
            return syntax(original);
        }
        Read::Patterns(patterns)
    }

    /// Reads what follows the piece letter: origin hints, squares, separators, promotion.
    fn read_rest(&self, piece: Option<Kind>, c: &[char]) -> Option<Pattern> {
        let v = self.v;
        let mut pat = Pattern {
            piece,
            ..Pattern::default()
        };
        let mut i = 0;
        let mut pending_file: Option<u8> = None;
        let mut pending_rank: Option<u8> = None;
        while i < c.len() {
            let ch = c[i];
            if matches!(ch, 'x' | ':' | '-') {
                i += 1;
                continue;
            }
            if ch.is_ascii_lowercase() && is_file(ch, v.width) {
                let mut j = i + 1;
                while j < c.len() && j < i + 3 && c[j].is_ascii_digit() {
                    j += 1;
                }
                if j > i + 1 {
                    let name: String = c[i..j].iter().collect();
                    let sq = Square::parse(&name).filter(|s| v.contains(*s))?;
                    if pending_file.is_some() || pending_rank.is_some() {
                        if !pat.squares.is_empty() {
                            return None;
                        }
                        pat.file = pending_file.take();
                        pat.rank = pending_rank.take();
                    }
                    pat.squares.push(sq);
                    if pat.squares.len() > 3 {
                        return None;
                    }
                    i = j;
                    continue;
                }
                // A lone file letter: an origin hint before the target, or a lower-case
                // promotion letter at the end (`e8b`).
                if pat.squares.is_empty() && pending_file.is_none() {
                    pending_file = Some(ch as u8 - b'a');
                    i += 1;
                    continue;
                }
            }
            if ch.is_ascii_digit() && pat.squares.is_empty() && pending_rank.is_none() {
                let mut j = i + 1;
                while j < c.len() && c[j].is_ascii_digit() {
                    j += 1;
                }
                let n: String = c[i..j].iter().collect();
                let r: u8 = n.parse().ok().filter(|r| *r >= 1 && *r <= v.height)?;
                pending_rank = Some(r - 1);
                i = j;
                continue;
            }
            // Promotion: `=Q`, `(Q)`, or a trailing letter after the last square.
            if !pat.squares.is_empty() {
                let rest: String = c[i..].iter().collect();
                let letter = rest
                    .strip_prefix('=')
                    .unwrap_or(&rest)
                    .trim_start_matches('(')
                    .trim_end_matches(')')
                    .to_string();
                let mut lc = letter.chars();
                let (Some(l), None) = (lc.next(), lc.next()) else {
                    return None;
                };
                match v.kind_of_letter(l) {
                    Some(k) => pat.promo = Some(k),
                    None if l.is_ascii_alphabetic() => pat.bad_promo = Some(l.to_ascii_uppercase()),
                    None => return None,
                }
                break;
            }
            return None;
        }
        if pat.squares.is_empty() || pending_file.is_some() || pending_rank.is_some() {
            return None;
        }
        if pat.squares.len() > 1 && (pat.file.is_some() || pat.rank.is_some()) {
            return None;
        }
        // `e1=K` / `Je1=K` is abdication or succession when it names a Prince (by letter, or
        // by an own piece on the square); otherwise it is a (refused) promotion to King.
        if pat.promo == Some(Kind::King) && pat.squares.len() == 1 {
            let own = self
                .piece_at(pat.squares[0])
                .is_some_and(|p| p.color == self.side);
            pat.royal = match pat.piece {
                Some(k) => k == Kind::Prince,
                None => own,
            };
        }
        Some(pat)
    }
}

fn is_file(c: char, width: u8) -> bool {
    c.is_ascii_lowercase() && (c as u8 - b'a') < width
}

#[cfg(test)]
mod tests {
    use crate::{Position, VariantId};

    fn san_all(id: VariantId, fen: &str) -> Vec<String> {
        let p = Position::from_fen(id, fen).unwrap();
        let legal = p.legal_moves();
        legal.iter().map(|m| p.san_with(*m, &legal)).collect()
    }

    #[test]
    fn chess_san_basics() {
        let s = san_all(
            VariantId::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        );
        assert!(s.contains(&"Nf3".into()) && s.contains(&"e4".into()));
        let p = Position::start(VariantId::Chess);
        for t in ["e4", "e2e4", "e2-e4", "Pe4", "e4!?", "E4"] {
            let m = p.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(p.lan(m), "e2e4", "{t}");
        }
        for t in ["Nf3", "nf3", "Ng1f3", "N1f3", "Ngf3", "Knight f3", "g1f3"] {
            let m = p.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(p.lan(m), "g1f3", "{t}");
        }
    }
}
