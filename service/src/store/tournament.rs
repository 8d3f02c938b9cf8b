//! A tournament as stored: who organised it, its format and time control, its entrants
//! in seeding order, its rounds with each game's id and result. The service derives
//! everything else (standings, the next round) from this record and the games' own
//! records, so a restart in the middle of a round loses nothing.

use super::{variant_text, UserRef, VERSION};
use crate::commands::TimeControl;
use acedrex_rules::VariantId;
use serde::{Deserialize, Serialize};

/// How players are paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentFormat {
    Swiss,
    RoundRobin,
    Arena,
}

impl TournamentFormat {
    /// The word a player types (`swiss`, `roundrobin`, `arena`).
    pub fn word(self) -> &'static str {
        match self {
            TournamentFormat::Swiss => "swiss",
            TournamentFormat::RoundRobin => "roundrobin",
            TournamentFormat::Arena => "arena",
        }
    }
}

/// Where a tournament is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentStatus {
    /// Players join; the organiser starts it.
    Open,
    Running,
    Finished,
}

/// A player in a tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub user: UserRef,
    /// Their rating in the tournament's game when it started (seeding), 1500 unrated.
    pub rating: f64,
    /// When they joined (seeding among equal ratings).
    pub joined: u64,
    /// Withdrawn by the organiser (or left after the start): never paired again.
    #[serde(default)]
    pub withdrawn: bool,
    /// Arena: not paired again until they `pause` again.
    #[serde(default)]
    pub paused: bool,
}

/// How a tournament game ended, for its standings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameScore {
    WhiteWins,
    BlackWins,
    Draw,
    /// White wins by forfeit: Black never moved (`+/-`).
    WhiteByForfeit,
    /// Black wins by forfeit: White never moved (`-/+`).
    BlackByForfeit,
}

impl GameScore {
    /// As a result table shows it.
    pub fn text(self) -> &'static str {
        match self {
            GameScore::WhiteWins => "1-0",
            GameScore::BlackWins => "0-1",
            GameScore::Draw => "½-½",
            GameScore::WhiteByForfeit => "+/-",
            GameScore::BlackByForfeit => "-/+",
        }
    }
}

/// One game of a round: the players by their place in the entrant list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairingRecord {
    pub white: usize,
    pub black: usize,
    /// The game's id once it has begun.
    pub game: Option<u64>,
    pub result: Option<GameScore>,
    /// When its result was taken (arena: the order of each player's results).
    #[serde(default)]
    pub ended: Option<u64>,
}

/// A round: its games and who sat out with a bye. An arena keeps all its games in
/// one round.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub games: Vec<PairingRecord>,
    pub bye: Option<usize>,
}

/// A tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentRecord {
    pub v: u32,
    /// `#T`: from the same counter as games, so a number names one thing.
    pub id: u64,
    #[serde(default)]
    pub rev: u64,
    #[serde(with = "variant_text")]
    pub variant: VariantId,
    pub format: TournamentFormat,
    /// Swiss and round robin: the rounds planned (a Swiss chooses at the start when
    /// none was given; a round robin always has one fewer than its players, or as many
    /// when odd).
    pub rounds: Option<u32>,
    /// Arena: the window's length.
    pub minutes: Option<u32>,
    pub time: TimeControl,
    pub rated: bool,
    /// Where it is announced (and its games are played).
    pub channel: String,
    /// A private conversation's tournament: the key of its unlisted page (and its
    /// games get keys too). `None`: listed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_key: Option<String>,
    pub organiser: UserRef,
    pub status: TournamentStatus,
    pub created: u64,
    /// When it started (arena: the window's start).
    pub started: Option<u64>,
    /// Arena: the window's end.
    pub ends: Option<u64>,
    /// Arena: the end of the window was announced (no new games since).
    #[serde(default)]
    pub closed: bool,
    /// In seeding order once started (rating at the start, then join order).
    pub entrants: Vec<Entrant>,
    pub played: Vec<RoundRecord>,
}

impl TournamentRecord {
    pub fn new(
        id: u64,
        variant: VariantId,
        format: TournamentFormat,
        time: TimeControl,
        organiser: UserRef,
        channel: &str,
        now: u64,
    ) -> TournamentRecord {
        TournamentRecord {
            v: VERSION,
            id,
            rev: 0,
            variant,
            format,
            rounds: None,
            minutes: None,
            time,
            rated: true,
            channel: channel.to_string(),
            page_key: None,
            organiser,
            status: TournamentStatus::Open,
            created: now,
            started: None,
            ends: None,
            closed: false,
            entrants: Vec::new(),
            played: Vec::new(),
        }
    }

    /// The entrant number of a player.
    pub fn entrant(&self, user: &str) -> Option<usize> {
        self.entrants.iter().position(|e| e.user.id == user)
    }

    /// Every game id of the tournament.
    pub fn game_ids(&self) -> impl Iterator<Item = u64> + '_ {
        self.played
            .iter()
            .flat_map(|r| &r.games)
            .filter_map(|g| g.game)
    }

    /// The pairing of a game.
    pub fn pairing_of_mut(&mut self, game: u64) -> Option<&mut PairingRecord> {
        self.played
            .iter_mut()
            .flat_map(|r| r.games.iter_mut())
            .find(|g| g.game == Some(game))
    }
}
