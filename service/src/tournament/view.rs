//! What a tournament's standings image, web page and announcements show: plain data, no
//! store access. The service builds a [`TournamentView`] from the stored tournament; the
//! render and web crates draw it.

use acedrex_rules::VariantId;
use serde::{Deserialize, Serialize};

use super::Format;

/// What a tournament's standings image, web page and announcements show; built by the
/// service from the stored tournament, drawn by render / web.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentView {
    /// #T.
    pub id: u64,
    #[serde(with = "variant_text")]
    pub variant: VariantId,
    /// The game's name as players read it ("Shako").
    pub game_name: String,
    #[serde(with = "format_text")]
    pub format: Format,
    /// "clock 5+3" or "2 days a move".
    pub time_control: String,
    pub rated: bool,
    pub status: TournamentStatus,
    /// Swiss / round robin: the number of rounds; arena: `None`.
    pub rounds_planned: Option<u32>,
    /// Arena: the window's length in minutes.
    pub minutes: Option<u32>,
    /// The organiser's display name.
    pub organiser: String,
    /// Ranked, best first.
    pub standings: Vec<StandingRow>,
    /// Swiss / round robin: the rounds so far; arena: one round with every game.
    pub rounds: Vec<RoundView>,
    /// The key of an unlisted page, as for games: a tournament of a private conversation
    /// (or any, when the operator makes pages unlisted) has one, and its page is at
    /// `/tournament/ID-KEY` only. `None`: listed, at `/tournament/ID`.
    #[serde(default)]
    pub page_key: Option<String>,
}

/// Where a tournament is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentStatus {
    /// Players may join.
    Open,
    Running {
        round: u32,
    },
    Finished,
}

/// A line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingRow {
    /// Equal ranks share a number.
    pub rank: u32,
    pub name: String,
    pub points: f64,
    /// Swiss / round robin only.
    pub buchholz: Option<f64>,
    /// Swiss / round robin only.
    pub sonneborn_berger: Option<f64>,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub withdrawn: bool,
    /// Arena: the current win streak.
    pub streak: Option<u32>,
}

/// A round: its games in board order, and who sits out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundView {
    pub number: u32,
    pub games: Vec<GameView>,
    pub bye: Option<String>,
}

/// One game of a round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameView {
    /// The game's id (#N) once begun: its `/game/N` page.
    pub game: Option<u64>,
    /// That game's page key (`Table::page_key`): the link is `/game/ID-KEY`.
    #[serde(default)]
    pub page_key: Option<String>,
    pub white: String,
    pub black: String,
    /// "1-0" | "0-1" | "½-½" | "+/-" (forfeit); `None` while it is played.
    pub result: Option<String>,
}

/// Games as their id text (`perfect12`), as the store writes them.
mod variant_text {
    use acedrex_rules::VariantId;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &VariantId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<VariantId, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Formats by their name in code (`Swiss`): `Format` itself carries no serde derives.
/// Serializing goes through `Debug` so a new format needs no change here; reading
/// accepts the names listed in `KNOWN` (a new format adds its value there).
mod format_text {
    use super::Format;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) const KNOWN: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::Arena];

    pub fn serialize<S: Serializer>(f: &Format, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{f:?}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Format, D::Error> {
        let text = String::deserialize(d)?;
        KNOWN
            .into_iter()
            .find(|f| format!("{f:?}") == text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown tournament format {text}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> TournamentView {
        TournamentView {
            id: 3,
            variant: VariantId::ALL[0],
            game_name: "Shako".into(),
            format: Format::RoundRobin,
            time_control: "clock 5+3".into(),
            rated: true,
            status: TournamentStatus::Running { round: 1 },
            rounds_planned: Some(3),
            minutes: None,
            organiser: "ann".into(),
            standings: vec![StandingRow {
                rank: 1,
                name: "bob".into(),
                points: 1.5,
                buchholz: Some(2.0),
                sonneborn_berger: Some(1.25),
                games: 2,
                wins: 1,
                draws: 1,
                losses: 0,
                withdrawn: false,
                streak: None,
            }],
            rounds: vec![RoundView {
                number: 1,
                games: vec![GameView {
                    game: Some(7),
                    page_key: Some("ab12".into()),
                    white: "bob".into(),
                    black: "cid".into(),
                    result: Some("½-½".into()),
                }],
                bye: Some("dee".into()),
            }],
            page_key: None,
        }
    }

    #[test]
    fn a_view_reads_back_as_written() {
        for format in format_text::KNOWN {
            let view = TournamentView { format, ..sample() };
            let json = serde_json::to_string(&view).unwrap();
            assert_eq!(serde_json::from_str::<TournamentView>(&json).unwrap(), view);
        }
    }

    #[test]
    fn an_unknown_format_is_refused() {
        let json = serde_json::to_string(&sample())
            .unwrap()
            .replace("RoundRobin", "Knockout");
        let err = serde_json::from_str::<TournamentView>(&json).unwrap_err();
        assert!(err
            .to_string()
            .contains("unknown tournament format Knockout"));
    }
}
