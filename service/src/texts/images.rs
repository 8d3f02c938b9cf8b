//! The words drawn on images (board titles, the evaluation graph's title, a movement
//! diagram's title and legend) in a reader's language, from `images.ftl`. English is
//! the sentence of [`super::messages`] as it is (the catalogue says the same: tested),
//! so English images do not change by a pixel.

use super::lang::{catalog, game_name, tr, Lang, Value};
use super::messages as msg;
use crate::store::Side;
use crate::table::Table;
use acedrex_rules::{Color, Game, Kind, VariantId};

/// The board image's title bar: game, number, the move or how the game ended, players
/// ([`msg::image_title`]).
pub fn image_title(lang: Lang, t: &Table, game: &Game) -> String {
    if lang == Lang::En {
        return msg::image_title(t, game);
    }
    let name = |u: Option<&crate::store::UserRef>| u.map_or("?", |u| u.name.as_str()).to_string();
    tr(
        lang,
        "image-title",
        &[
            ("game", game_name(lang, t.variant).into()),
            ("id", t.id.into()),
            ("when", when(lang, t, game).into()),
            ("white", name(t.white()).into()),
            ("black", name(t.black()).into()),
        ],
    )
}

/// `move 12`, or how the game ended.
fn when(lang: Lang, t: &Table, game: &Game) -> String {
    if let Some(end) = ended(lang, t, game) {
        return end;
    }
    tr(
        lang,
        "image-move",
        &[("number", game.position().fullmove_number().into())],
    )
}

/// How a game that is over ended, short ([`msg::ended`]); `None` while it goes on.
pub fn ended(lang: Lang, t: &Table, game: &Game) -> Option<String> {
    msg::end_status(t, game).map(|s| super::lang::board_status(lang, s))
}

/// The live clocks on the title bar ([`msg::image_clocks`]).
pub fn image_clocks(lang: Lang, t: &Table, now: u64) -> Option<String> {
    if lang == Lang::En {
        return msg::image_clocks(t, now);
    }
    let s = t.seated()?;
    match t.time? {
        crate::commands::TimeControl::Clock { .. } => Some(tr(
            lang,
            "image-clocks",
            &[
                (
                    "white_clock",
                    msg::clock_text(s.time_left(Side::White, now)?).into(),
                ),
                (
                    "black_clock",
                    msg::clock_text(s.time_left(Side::Black, now)?).into(),
                ),
            ],
        )),
        crate::commands::TimeControl::Days(_) => None,
    }
}

/// The title of a game page's board ([`msg::page_board_title`]).
pub fn page_board_title(lang: Lang, t: &Table, at: &Game) -> String {
    if lang == Lang::En {
        return msg::page_board_title(t, at);
    }
    let pos = at.position();
    let when = match at.sans().last() {
        // The side to move now is the one that did not make the last move.
        Some(san) if pos.side_to_move() == Color::White => tr(
            lang,
            "page-after-black",
            &[
                ("number", pos.fullmove_number().saturating_sub(1).into()),
                ("san", san.as_str().into()),
            ],
        ),
        Some(san) => tr(
            lang,
            "page-after-white",
            &[
                ("number", pos.fullmove_number().into()),
                ("san", san.as_str().into()),
            ],
        ),
        None => tr(lang, "page-at-start", &[]),
    };
    tr(
        lang,
        "page-board-title",
        &[
            ("game", game_name(lang, t.variant).into()),
            ("id", t.id.into()),
            ("when", when.into()),
        ],
    )
}

/// The animation's title ([`msg::gif_title`]).
pub fn gif_title(lang: Lang, variant: VariantId, id: u64) -> String {
    if lang == Lang::En {
        return msg::gif_title(variant.variant().name, id);
    }
    tr(
        lang,
        "gif-title",
        &[("game", game_name(lang, variant).into()), ("id", id.into())],
    )
}

/// The evaluation graph's title ([`msg::analysis_graph_title`]).
pub fn graph_title(lang: Lang, id: u64, variant: VariantId) -> String {
    if lang == Lang::En {
        return msg::analysis_graph_title(id, variant.variant().name);
    }
    tr(
        lang,
        "graph-title",
        &[("id", id.into()), ("game", game_name(lang, variant).into())],
    )
}

/// A movement diagram's title: the piece and its game (`Aanca — Grant Acedrex`).
pub fn diagram_title(lang: Lang, variant: VariantId, kind: Kind) -> String {
    let v = variant.variant();
    let english = v.piece_name(kind);
    if lang == Lang::En {
        return format!("{english} — {}", v.name);
    }
    let piece = catalog()
        .piece_name(lang, english)
        .unwrap_or_else(|| english.to_string());
    let args: [(&str, Value); 2] = [
        ("piece", piece.into()),
        ("game", game_name(lang, variant).into()),
    ];
    tr(lang, "diagram-title", &args)
}

/// A movement diagram's legend: moves or captures, moves only, captures only.
pub fn diagram_legend(lang: Lang) -> [String; 3] {
    [
        tr(lang, "legend-moves-or-captures", &[]),
        tr(lang, "legend-moves-only", &[]),
        tr(lang, "legend-captures-only", &[]),
    ]
}

/// A piece's movement diagram with its words in `lang`: its title, the legend, and
/// `text` (how the piece moves, in `lang`) below.
pub fn diagram(
    lang: Lang,
    variant: VariantId,
    kind: Kind,
    square: u32,
    theme: acedrex_render::Theme,
    text: &str,
) -> acedrex_render::Pixmap {
    let title = diagram_title(lang, variant, kind);
    let [a, b, c] = diagram_legend(lang);
    acedrex_render::diagram(
        variant,
        kind,
        square,
        theme,
        &acedrex_render::DiagramWords {
            title: &title,
            legend: [&a, &b, &c],
            text,
        },
    )
}

/// A game's title ([`msg::game_title`]): "Perfect 12 · game #12".
pub fn game_title(lang: Lang, t: &Table) -> String {
    if lang == Lang::En {
        return msg::game_title(t);
    }
    tr(
        lang,
        "game-title",
        &[
            ("game", game_name(lang, t.variant).into()),
            ("id", t.id.into()),
        ],
    )
}

/// A game page's status line ([`msg::page_status`]): who is to move, how the game
/// ended, or what the challenge waits for.
pub fn page_status(lang: Lang, t: &Table) -> String {
    if lang == Lang::En {
        return msg::page_status(t);
    }
    let name = |u: Option<&crate::store::UserRef>| u.map_or("?", |u| u.name.as_str()).to_string();
    let Some(game) = t.game() else {
        return match &t.challenged {
            Some(u) => tr(
                lang,
                "page-challenge",
                &[
                    ("challenger", t.challenger.name.as_str().into()),
                    ("challenged", u.name.as_str().into()),
                ],
            ),
            None => tr(
                lang,
                "page-open-challenge",
                &[("challenger", t.challenger.name.as_str().into())],
            ),
        };
    };
    if t.seated().is_some_and(|s| s.aborted) {
        return tr(lang, "state-aborted", &[]);
    }
    if let Some(r) = game.result() {
        let result = catalog()
            .say(lang, &msg::result_said(&r))
            .unwrap_or_else(|| msg::result_description(&r));
        return tr(
            lang,
            "state-over",
            &[("result", result.into()), ("score", r.score().into())],
        );
    }
    if t.seated().is_some_and(|s| s.setup_pending) {
        return tr(lang, "state-setup", &[("black", name(t.black()).into())]);
    }
    let side = game.position().side_to_move();
    let id = if game.position().is_check() {
        "state-to-move-check"
    } else {
        "state-to-move"
    };
    tr(
        lang,
        id,
        &[
            ("who", name(t.player(side.into())).into()),
            ("side", catalog().color(lang, side).into()),
        ],
    )
}
