//! A whole game: its start, the moves played, how it ended.

use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{Position, Status, Undo};
use crate::san::MoveError;
use crate::setup::{Arrangement, SetupError};
use crate::types::Color;
use crate::variant::{StalemateRule, VariantId};
use std::fmt;

/// How a game started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The game's standard start (Zanzibar: the default arrangement).
    Standard,
    /// A Zanzibar arrangement chosen by Black.
    Arrangement(Arrangement),
    /// A custom position.
    Fen(String),
}

/// Who won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Color),
    Draw,
}

/// Why the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    Stalemate,
    /// Grant Acedrex: the loser was left with a bare King.
    BareKing,
    ThreefoldRepetition,
    /// 100 plies without a capture or a Pawn move.
    MoveRule,
    /// Only the two Kings are left.
    BareKings,
    /// Chess: neither side can ever mate (FIDE 5.2.2; RULES.md §3).
    DeadPosition,
    Resignation,
    Agreement,
    Timeout,
    Abandonment,
}

impl Reason {
    /// The word used in records' `Termination` tag.
    pub fn id(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::BareKing => "bare king",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::MoveRule => "100-ply rule",
            Reason::BareKings => "two bare kings",
            Reason::DeadPosition => "dead position",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Timeout => "time forfeit",
            Reason::Abandonment => "abandoned",
        }
    }

    /// Every reason a game ends for.
    pub const ALL: [Reason; 11] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::BareKing,
        Reason::ThreefoldRepetition,
        Reason::MoveRule,
        Reason::BareKings,
        Reason::DeadPosition,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Timeout,
        Reason::Abandonment,
    ];

    pub(crate) fn from_id(s: &str) -> Option<Reason> {
        Reason::ALL
            .into_iter()
            .find(|r| r.id().eq_ignore_ascii_case(s.trim()))
    }
}

/// The end of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: Reason,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.outcome {
            Outcome::Win(Color::White) => "1-0",
            Outcome::Win(Color::Black) => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }
}

impl fmt::Display for GameResult {
    /// The score and the reason's record word (`1-0 checkmate`), for logs; players read
    /// the service's texts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.score(), self.reason.id())
    }
}

/// A request the game cannot grant (the service's texts say it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended, with this result.
    Over(GameResult),
    SetupAfterStart,
    SetupWithFen,
    WrongArrangement {
        arrangement: VariantId,
        game: VariantId,
    },
    Setup(SetupError),
    NothingToTakeBack,
    /// A result given off the board (resignation, agreement, time) stands.
    CannotTakeBack(Reason),
    /// A move (in long algebraic notation) that is not legal here.
    Illegal(String),
}

impl From<SetupError> for GameError {
    fn from(e: SetupError) -> GameError {
        GameError::Setup(e)
    }
}

impl fmt::Display for GameError {
    /// The typed value, for logs and developers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for GameError {}

/// One move of the game with what is needed to print and undo it.
#[derive(Clone, Debug)]
struct Ply {
    mv: Move,
    san: String,
    undo: Undo,
}

/// A game: variant, start, moves, side to move, result, and the players' tags.
#[derive(Clone, Debug)]
pub struct Game {
    start: Start,
    start_position: Position,
    position: Position,
    plies: Vec<Ply>,
    /// Hash of every position reached, the start included, for repetition.
    hashes: Vec<u64>,
    result: Option<GameResult>,
    /// Record tags kept with the game (Event, Site, Date, White, Black, …).
    pub tags: Vec<(String, String)>,
}

impl Game {
    fn from_position(start: Start, position: Position) -> Game {
        let mut g = Game {
            start,
            hashes: vec![position.hash()],
            start_position: position.clone(),
            position,
            plies: Vec::new(),
            result: None,
            tags: Vec::new(),
        };
        g.adjudicate();
        g
    }

    /// A game from the standard start.
    pub fn new(variant: VariantId) -> Game {
        Game::from_position(Start::Standard, Position::start(variant))
    }

    /// A Zanzibar game from Black's arrangement.
    pub fn with_arrangement(arrangement: Arrangement) -> Game {
        let pos = arrangement.start_position();
        Game::from_position(Start::Arrangement(arrangement), pos)
    }

    /// A game from a custom position.
    pub fn from_fen(variant: VariantId, fen: &str) -> Result<Game, FenError> {
        let pos = Position::from_fen(variant, fen)?;
        if pos.fen() == variant.variant().start_fen {
            return Ok(Game::from_position(Start::Standard, pos));
        }
        Ok(Game::from_position(Start::Fen(pos.fen()), pos))
    }

    /// Zanzibar: Black's choice of setup, allowed before the first move.
    pub fn set_arrangement(&mut self, arrangement: Arrangement) -> Result<(), GameError> {
        if let Some(r) = self.result {
            return Err(GameError::Over(r));
        }
        if !self.plies.is_empty() {
            return Err(GameError::SetupAfterStart);
        }
        if matches!(self.start, Start::Fen(_)) {
            return Err(GameError::SetupWithFen);
        }
        if self.variant().variant().setup.is_none() {
            return Err(GameError::Setup(SetupError::NoChoice(self.variant())));
        }
        if arrangement.variant() != self.variant() {
            return Err(GameError::WrongArrangement {
                arrangement: arrangement.variant(),
                game: self.variant(),
            });
        }
        let tags = std::mem::take(&mut self.tags);
        *self = Game::with_arrangement(arrangement);
        self.tags = tags;
        Ok(())
    }

    pub fn variant(&self) -> VariantId {
        self.position.variant().id
    }

    pub fn start(&self) -> &Start {
        &self.start
    }

    pub fn start_position(&self) -> &Position {
        &self.start_position
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// The moves played in canonical algebraic notation.
    pub fn sans(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.san.clone()).collect()
    }

    /// The hash of every position of the game so far, the start first and the current
    /// position last (for a search to see repetitions).
    pub fn position_hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The last move, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.plies.last().map(|p| p.mv)
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Reads a move typed by the side to move and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        let side = self.side_to_move();
        self.play_text_as(side, text)
    }

    /// Reads a move typed by the player of `color` and plays it; refuses when it is not
    /// that player's turn or the game is over. Nothing changes on an error.
    pub fn play_text_as(&mut self, color: Color, text: &str) -> Result<Move, MoveError> {
        if let Some(r) = self.result {
            return Err(MoveError::GameOver(r));
        }
        if color != self.side_to_move() {
            return Err(MoveError::NotYourTurn(self.side_to_move()));
        }
        // One list of legal moves serves reading the move and writing it.
        let legal = self.position.legal_moves();
        let m = self.position.parse_move_with(text, &legal)?;
        self.push(m, &legal);
        Ok(m)
    }

    /// Plays a move given as a [`Move`] (from the engine, say).
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        if let Some(r) = self.result {
            return Err(GameError::Over(r));
        }
        let legal = self.position.legal_moves();
        if !legal.contains(&m) {
            return Err(GameError::Illegal(self.position.lan(m)));
        }
        self.push(m, &legal);
        Ok(())
    }

    /// Plays `m`, one of `legal` (the position's [`Position::legal_moves`]).
    fn push(&mut self, m: Move, legal: &[Move]) {
        let san = self.position.san_with(m, legal);
        let undo = self.position.make_move(m);
        self.plies.push(Ply { mv: m, san, undo });
        self.hashes.push(self.position.hash());
        self.adjudicate();
    }

    /// Takes back the last move (for takebacks). A result the board gave (checkmate,
    /// repetition, …) is lifted; a resignation, agreement or timeout is not.
    pub fn undo(&mut self) -> Result<Move, GameError> {
        if let Some(r) = self.result {
            if matches!(
                r.reason,
                Reason::Resignation | Reason::Agreement | Reason::Timeout | Reason::Abandonment
            ) {
                return Err(GameError::CannotTakeBack(r.reason));
            }
        }
        let ply = self.plies.pop().ok_or(GameError::NothingToTakeBack)?;
        self.position.unmake_move(ply.mv, &ply.undo);
        self.hashes.pop();
        self.result = None;
        self.adjudicate();
        Ok(ply.mv)
    }

    fn end(&mut self, outcome: Outcome, reason: Reason) -> Result<(), GameError> {
        if let Some(r) = self.result {
            return Err(GameError::Over(r));
        }
        self.result = Some(GameResult { outcome, reason });
        Ok(())
    }

    /// `loser` resigns.
    pub fn resign(&mut self, loser: Color) -> Result<(), GameError> {
        self.end(Outcome::Win(!loser), Reason::Resignation)
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.end(Outcome::Draw, Reason::Agreement)
    }

    /// `loser` ran out of time.
    pub fn timeout(&mut self, loser: Color) -> Result<(), GameError> {
        self.end(Outcome::Win(!loser), Reason::Timeout)
    }

    /// `loser`'s time ran out: a loss, or a draw when the opponent has only its King
    /// left — as in chess, a side that cannot mate cannot win on time, and a lone King
    /// mates in none of our games.
    pub fn out_of_time(&mut self, loser: Color) -> Result<(), GameError> {
        if self.position.piece_count(!loser) <= 1 {
            self.end(Outcome::Draw, Reason::Timeout)
        } else {
            self.end(Outcome::Win(!loser), Reason::Timeout)
        }
    }

    /// `loser` stopped playing; the opponent claims the game.
    pub fn abandon(&mut self, loser: Color) -> Result<(), GameError> {
        self.end(Outcome::Win(!loser), Reason::Abandonment)
    }

    /// Sets the result the board gives, if any. Mate and stalemate come first, so a move
    /// that mates on the 100th ply or a third repetition wins (RULES.md §3, precedence);
    /// `status` counts abdication and succession, so a "mate" they answer is none.
    fn adjudicate(&mut self) {
        let pos = &self.position;
        let v = pos.variant();
        let side = pos.side_to_move();
        let mover = !side;
        let result = match pos.status() {
            Status::Checkmate => Some((Outcome::Win(mover), Reason::Checkmate)),
            Status::Stalemate => match v.stalemate {
                StalemateRule::Draw => Some((Outcome::Draw, Reason::Stalemate)),
                StalemateRule::StalematedLoses => Some((Outcome::Win(mover), Reason::Stalemate)),
            },
            Status::Ongoing => {
                let (mine, theirs) = (pos.piece_count(mover), pos.piece_count(side));
                let current = pos.hash();
                if mine == 1 && theirs == 1 {
                    Some((Outcome::Draw, Reason::BareKings))
                } else if v.id == VariantId::Chess && pos.is_dead_chess() {
                    Some((Outcome::Draw, Reason::DeadPosition))
                } else if v.bare_king && theirs == 1 && mine > 1 && !self.plies.is_empty() {
                    Some((Outcome::Win(mover), Reason::BareKing))
                } else if self.hashes.iter().filter(|h| **h == current).count() >= 3 {
                    Some((Outcome::Draw, Reason::ThreefoldRepetition))
                } else if pos.halfmove_clock() >= 100 {
                    Some((Outcome::Draw, Reason::MoveRule))
                } else {
                    None
                }
            }
        };
        self.result = result.map(|(outcome, reason)| GameResult { outcome, reason });
    }

    /// The value of a tag kept with the game.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets (or replaces) a tag kept with the game.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self
            .tags
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
        {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    pub(crate) fn set_result(&mut self, result: Option<GameResult>) {
        self.result = result;
    }
}
