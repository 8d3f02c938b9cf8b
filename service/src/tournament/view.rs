//! What a tournament's standings image, web page and announcements show: plain data, no
//! store access. The service builds a [`TournamentView`] from the stored tournament; the
//! render and web crates draw it.

use crate::texts::lang::Lang;
use crate::texts::messages as msg;
use acedrex_render::{StandingsImage, StandingsRow as ImageRow, Theme};
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
    /// The time control, to say it in a reader's language (`None` in a view stored
    /// before it was kept).
    #[serde(default)]
    pub time: Option<crate::commands::TimeControl>,
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

impl TournamentView {
    /// Changes with anything the view shows: a cache key for its image.
    pub fn fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        serde_json::to_string(self).unwrap_or_default().hash(&mut h);
        h.finish()
    }
}

/// The standings image of a tournament (render it with `acedrex_render::standings`):
/// rank, player, points, then Buchholz and Sonneborn-Berger where the rows have them
/// (Swiss, round robin) or the streak (arena), then wins-draws-losses. In the wood
/// theme; set `theme` for the operator's.
pub fn standings_image(view: &TournamentView) -> StandingsImage {
    standings_image_in(view, Lang::En)
}

/// [`standings_image`] with its words (title, headings, the withdrawn mark) in `lang`.
pub fn standings_image_in(view: &TournamentView, lang: Lang) -> StandingsImage {
    let rows = &view.standings;
    let tie_breaks = rows
        .iter()
        .any(|r| r.buchholz.is_some() || r.sonneborn_berger.is_some());
    let streaks = rows.iter().any(|r| r.streak.is_some());
    let mut headings = vec![
        msg::standings_heading_rank(),
        msg::standings_heading_player(),
        msg::standings_heading_points(),
    ];
    if tie_breaks {
        headings.push(msg::standings_heading_buchholz());
        headings.push(msg::standings_heading_sb());
    }
    if streaks {
        headings.push(msg::standings_heading_streak());
    }
    headings.push(msg::standings_heading_wdl());
    // As the text standings write them (`2½`, `1¾`).
    let tie_break = |v: Option<f64>| v.map_or_else(|| "–".to_string(), msg::tiebreak_text);
    StandingsImage {
        title: msg::standings_title(view).text_in(lang),
        headings: headings.into_iter().map(|m| m.text_in(lang)).collect(),
        name_column: 1,
        rows: rows
            .iter()
            .map(|r| {
                let mut cells = vec![
                    r.rank.to_string(),
                    r.name.clone(),
                    msg::tiebreak_text(r.points),
                ];
                if tie_breaks {
                    cells.push(tie_break(r.buchholz));
                    cells.push(tie_break(r.sonneborn_berger));
                }
                if streaks {
                    cells.push(r.streak.map_or_else(|| "–".to_string(), |s| s.to_string()));
                }
                cells.push(format!("{}-{}-{}", r.wins, r.draws, r.losses));
                ImageRow {
                    cells,
                    withdrawn: r.withdrawn,
                }
            })
            .collect(),
        withdrawn_mark: msg::standings_withdrawn().text_in(lang),
        theme: Theme::WOOD,
    }
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
            time: Some(crate::commands::TimeControl::Clock {
                minutes: 5,
                increment: 3,
            }),
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

    fn row(
        rank: u32,
        name: &str,
        points: f64,
        tb: Option<(f64, f64)>,
        wdl: [u32; 3],
    ) -> StandingRow {
        StandingRow {
            rank,
            name: name.into(),
            points,
            buchholz: tb.map(|t| t.0),
            sonneborn_berger: tb.map(|t| t.1),
            games: wdl.iter().sum(),
            wins: wdl[0],
            draws: wdl[1],
            losses: wdl[2],
            withdrawn: false,
            streak: None,
        }
    }

    /// The five-player Swiss worked by hand in `tournament/tests.rs`, finished.
    fn swiss_final() -> TournamentView {
        TournamentView {
            id: 3,
            variant: VariantId::Shako,
            game_name: "Shako".into(),
            format: Format::Swiss,
            status: TournamentStatus::Finished,
            standings: vec![
                row(1, "alice", 2.5, Some((5.5, 4.5)), [2, 1, 0]),
                row(2, "erin", 2.0, Some((3.5, 1.75)), [0, 2, 0]),
                row(3, "carol", 2.0, Some((3.5, 1.0)), [1, 0, 1]),
                row(4, "bob", 1.5, Some((3.5, 0.5)), [0, 1, 1]),
                row(5, "dave", 1.0, Some((5.5, 1.75)), [0, 2, 1]),
            ],
            ..sample()
        }
    }

    #[test]
    fn points_as_players_write_them() {
        for (p, text) in [
            (0.0, "0"),
            (0.5, "½"),
            (0.25, "¼"),
            (2.5, "2½"),
            (3.0, "3"),
            (5.25, "5¼"),
            (1.75, "1¾"),
            (12.0, "12"),
        ] {
            assert_eq!(msg::tiebreak_text(p), text, "{p}");
        }
    }

    #[test]
    fn the_swiss_image_has_both_tie_breaks_in_the_messages_words() {
        let img = standings_image(&swiss_final());
        assert_eq!(img.title, "Shako · Swiss · #3 · final standings");
        assert_eq!(
            img.headings,
            ["#", "Player", "Points", "Buchholz", "SB", "W-D-L"]
        );
        assert_eq!(img.name_column, 1);
        let cells: Vec<Vec<&str>> = img
            .rows
            .iter()
            .map(|r| r.cells.iter().map(String::as_str).collect())
            .collect();
        assert_eq!(cells[0], ["1", "alice", "2½", "5½", "4½", "2-1-0"]);
        assert_eq!(cells[1], ["2", "erin", "2", "3½", "1¾", "0-2-0"]);
        assert_eq!(cells[4], ["5", "dave", "1", "5½", "1¾", "0-2-1"]);
        assert_eq!(img.withdrawn_mark, "withdrawn");
        assert!(img.rows.iter().all(|r| !r.withdrawn));
        // It renders: one stripe per player.
        let png = acedrex_render::standings(&img).expect("a PNG");
        assert_eq!(&png[1..4], b"PNG");
    }

    #[test]
    fn the_arena_image_has_the_streak_and_a_running_status() {
        let mut view = swiss_final();
        view.rounds_planned = None;
        view.minutes = Some(60);
        view.status = TournamentStatus::Running { round: 1 };
        for (i, r) in view.standings.iter_mut().enumerate() {
            r.buchholz = None;
            r.sonneborn_berger = None;
            r.streak = Some(i as u32 % 3);
        }
        view.standings[3].withdrawn = true;
        let img = standings_image(&view);
        assert!(img.title.ends_with("#3 · under way"), "{}", img.title);
        assert_eq!(img.headings, ["#", "Player", "Points", "Streak", "W-D-L"]);
        assert_eq!(img.rows[2].cells, ["3", "carol", "2", "2", "1-0-1"]);
        assert!(img.rows[3].withdrawn && !img.rows[2].withdrawn);
        let mut swiss = swiss_final();
        swiss.status = TournamentStatus::Running { round: 2 };
        assert!(standings_image(&swiss).title.ends_with("· round 2 of 3"));
        swiss.status = TournamentStatus::Open;
        assert!(standings_image(&swiss).title.ends_with("· open to join"));
    }

    /// The README's standings image is what this code draws (`ACEDREX_BLESS=1` writes
    /// it again).
    #[test]
    fn the_readme_standings_image_is_current() {
        let png = acedrex_render::standings(&standings_image(&swiss_final())).expect("a PNG");
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/images/standings.png");
        if std::env::var("ACEDREX_BLESS").is_ok() {
            std::fs::write(path, &png).expect("write the README's image");
            return;
        }
        let decode = |bytes: &[u8]| {
            image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
                .expect("a PNG")
                .to_rgb8()
        };
        let want = decode(&std::fs::read(path).expect("docs/images/standings.png"));
        let got = decode(&png);
        assert_eq!(want.dimensions(), got.dimensions());
        let off = want
            .pixels()
            .zip(got.pixels())
            .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 24))
            .count();
        assert!(
            off * 1000 <= (got.width() * got.height()) as usize,
            "{off} pixels differ"
        );
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
