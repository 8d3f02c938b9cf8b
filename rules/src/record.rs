//! Game records in the spirit of PGN: tag pairs and the moves in canonical algebraic
//! notation. Import replays and checks every move.

use crate::fen::FenError;
use crate::game::{Game, GameResult, Outcome, Reason, Start};
use crate::san::MoveError;
use crate::setup::{Arrangement, SetupError};
use crate::types::Color;
use crate::variant::{UnknownVariant, VariantId};
use std::fmt::Write as _;

/// What is wrong with a record (the service's texts say it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Line `line` is no `[Name "value"]` tag.
    Tag {
        line: usize,
        text: String,
    },
    NoVariant,
    Variant(UnknownVariant),
    Fen {
        game: VariantId,
        error: FenError,
    },
    Setup(SetupError),
    /// Move `number` of `color`, written `text`, is refused.
    Move {
        game: VariantId,
        number: u32,
        color: Color,
        text: String,
        error: MoveError,
    },
    /// The result tag contradicts the result the moves reach.
    ResultMismatch {
        tag: String,
        board: GameResult,
    },
    Token(String),
    BadResult(String),
}

impl From<UnknownVariant> for RecordError {
    fn from(e: UnknownVariant) -> Self {
        RecordError::Variant(e)
    }
}
impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> Self {
        RecordError::Setup(e)
    }
}

crate::fen::debug_display!(RecordError);

fn quote(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

impl Game {
    /// The record: tags (Event, Site, Date, White, Black, Result, Variant, Setup or
    /// SetUp/FEN when not the standard start, Termination) and the moves.
    pub fn to_record(&self) -> String {
        self.to_record_with_comments(&[])
    }

    /// [`Game::to_record`] with a comment after each move that has one (`comments[i]`
    /// after the i-th move, written `{text}`; the text must not hold `}`): an engine
    /// match's scores, `{+0.35}`. [`Game::from_record`] reads such records and skips the
    /// comments.
    pub fn to_record_with_comments(&self, comments: &[Option<String>]) -> String {
        let mut out = String::new();
        let score = self.result().map_or("*", |r| r.score());
        let standard = ["Event", "Site", "Date", "Round", "White", "Black"];
        for name in standard {
            let value = self.tag(name).unwrap_or(match name {
                "Event" => "acedrex game",
                "Date" => "????.??.??",
                _ => "?",
            });
            let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
        }
        let _ = writeln!(out, "[Result \"{score}\"]");
        let _ = writeln!(out, "[Variant \"{}\"]", self.variant().id());
        match self.start() {
            Start::Standard => {}
            Start::Arrangement(a) => {
                let _ = writeln!(out, "[Setup \"{a}\"]");
            }
            Start::Fen(fen) => {
                let _ = writeln!(out, "[SetUp \"1\"]");
                let _ = writeln!(out, "[FEN \"{fen}\"]");
            }
        }
        if let Some(r) = self.result() {
            let _ = writeln!(out, "[Termination \"{}\"]", r.reason.id());
        }
        for (k, v) in &self.tags {
            let reserved = standard.iter().any(|s| s.eq_ignore_ascii_case(k))
                || ["Result", "Variant", "Setup", "SetUp", "FEN", "Termination"]
                    .iter()
                    .any(|s| s.eq_ignore_ascii_case(k));
            if !reserved {
                let _ = writeln!(out, "[{k} \"{}\"]", quote(v));
            }
        }
        out.push('\n');
        let start = self.start_position();
        let mut number = start.fullmove_number();
        let mut color = start.side_to_move();
        let mut line = String::new();
        let mut words: Vec<String> = Vec::new();
        for (i, san) in self.sans().iter().enumerate() {
            if color == Color::White {
                words.push(format!("{number}. {san}"));
            } else if i == 0 {
                words.push(format!("{number}... {san}"));
            } else {
                words.push(san.clone());
            }
            if let Some(Some(c)) = comments.get(i) {
                words.push(format!("{{{c}}}"));
            }
            if color == Color::Black {
                number += 1;
            }
            color = !color;
        }
        words.push(score.to_string());
        for w in words {
            if !line.is_empty() && line.len() + 1 + w.len() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&w);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads a record, replaying and checking every move; the first bad move is reported
    /// with its number, its text and why.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut movetext = String::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.starts_with('[') {
                let tag = parse_tag(line).ok_or_else(|| RecordError::Tag {
                    line: i + 1,
                    text: line.chars().take(60).collect(),
                })?;
                tags.push(tag);
            } else if !line.starts_with('%') {
                movetext.push_str(line);
                movetext.push(' ');
            }
        }
        let get = |name: &str| {
            tags.iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.clone())
        };
        let variant: VariantId = get("Variant").ok_or(RecordError::NoVariant)?.parse()?;
        let mut game = if let Some(fen) = get("FEN") {
            Game::from_fen(variant, &fen).map_err(|error| RecordError::Fen {
                game: variant,
                error,
            })?
        } else if let Some(setup) = get("Setup").filter(|s| !s.is_empty() && s != "0" && s != "1") {
            Game::with_arrangement(Arrangement::parse(variant, &setup)?)
        } else {
            Game::new(variant)
        };
        let mut tag_result: Option<String> = get("Result");
        for token in tokens(&movetext)? {
            let t = token.as_str();
            if matches!(t, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
                tag_result.get_or_insert_with(|| t.to_string());
                continue;
            }
            let pos = game.position();
            let (number, color) = (pos.fullmove_number(), pos.side_to_move());
            game.play_text(t).map_err(|error| RecordError::Move {
                game: variant,
                number,
                color,
                text: t.to_string(),
                error,
            })?;
        }
        // The board's verdict stands; otherwise the tags say how it ended.
        let termination = get("Termination").and_then(|t| Reason::from_id(&t));
        let board = game.result();
        let tag = tag_result
            .filter(|t| t != "*")
            .map(|t| t.replace('½', "1/2"));
        match (board, tag) {
            (Some(b), Some(t)) if b.score() != t => {
                return Err(RecordError::ResultMismatch { tag: t, board: b })
            }
            (None, Some(t)) => {
                let outcome = match t.as_str() {
                    "1-0" => Outcome::Win(Color::White),
                    "0-1" => Outcome::Win(Color::Black),
                    "1/2-1/2" => Outcome::Draw,
                    _ => return Err(RecordError::BadResult(t)),
                };
                // A result the board did not give ended off the board: only those reasons
                // are taken from the Termination tag (a claimed "checkmate" is not).
                let reason = termination
                    .filter(|r| match outcome {
                        Outcome::Draw => *r == Reason::Agreement,
                        Outcome::Win(_) => matches!(
                            r,
                            Reason::Resignation | Reason::Timeout | Reason::Abandonment
                        ),
                    })
                    .unwrap_or(match outcome {
                        Outcome::Draw => Reason::Agreement,
                        Outcome::Win(_) => Reason::Resignation,
                    });
                game.set_result(Some(GameResult { outcome, reason }));
            }
            _ => {}
        }
        game.tags = tags
            .into_iter()
            .filter(|(k, _)| {
                !["Result", "Variant", "Setup", "SetUp", "FEN", "Termination"]
                    .iter()
                    .any(|s| s.eq_ignore_ascii_case(k))
            })
            .collect();
        Ok(game)
    }
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.trim_end().strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let body = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            value.push(chars.next()?);
        } else {
            value.push(c);
        }
    }
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    Some((name.to_string(), value))
}

/// Splits move text into move and result tokens, dropping move numbers, comments,
/// variations and annotation glyphs. A lone `#` (the KMF seed writes `# Je1=K` for
/// checkmate answered by abdication) is dropped; the move parser ignores a leading `#`.
fn tokens(text: &str) -> Result<Vec<String>, RecordError> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut in_comment = false;
    for word in text.split_whitespace() {
        let mut w = word.to_string();
        if in_comment {
            if let Some(i) = w.find('}') {
                in_comment = false;
                w = w[i + 1..].to_string();
            } else {
                continue;
            }
        }
        if let Some(i) = w.find('{') {
            let after = &w[i + 1..];
            if let Some(j) = after.find('}') {
                w = format!("{}{}", &w[..i], &after[j + 1..]);
            } else {
                in_comment = true;
                w = w[..i].to_string();
            }
        }
        let opens = w.matches('(').count();
        let closes = w.matches(')').count();
        if depth > 0 || opens > 0 {
            // Variations are skipped whole; promotion written `(Q)` stays with its move.
            // A one-word variation `(d4)` is a variation, not a promotion.
            let is_promo = w.len() > 3
                && !w.starts_with('(')
                && w.trim_end_matches(['+', '#', '!', '?']).ends_with(')')
                && opens == 1
                && closes == 1;
            if !is_promo || depth > 0 {
                depth = (depth + opens).saturating_sub(closes);
                continue;
            }
        }
        if w.is_empty() || w.starts_with('$') {
            continue;
        }
        // Move numbers: `12.`, `12...`, `12.e4`.
        let digits = w.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 && w[digits..].starts_with('.') {
            let rest = w[digits..].trim_start_matches('.');
            if rest.is_empty() {
                continue;
            }
            w = rest.to_string();
        }
        // A lone `#` (the seed's mark before an abdication) or a detached annotation
        // (`e4 !?`).
        if w.chars().all(|c| matches!(c, '#' | '+' | '!' | '?')) || w.eq_ignore_ascii_case("e.p.") {
            continue;
        }
        if w.chars().count() > 40 {
            return Err(RecordError::Token(w.chars().take(40).collect()));
        }
        out.push(w);
    }
    Ok(out)
}
