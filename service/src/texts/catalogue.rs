//! The words for the catalogue's entries: how each piece moves, and each game's setup and
//! special-rule lines, under the message ids the entries in `acedrex_rules` name. A new
//! piece or game is its entry there plus its words here (a test checks every entry has
//! them).

use super::lang::{tr, Lang, Value};
use acedrex_rules::{Kind, PromoChoices, TextLine, Variant, Zone};

/// How a kind moves, in a few words (message `piece-KEY-summary`, the `rules GAME`
/// lines), in `lang`. The King, the Pawn and the Prince get their game's rules added.
pub fn piece_summary_in(kind: Kind, lang: Lang) -> String {
    tr(lang, &format!("piece-{}-summary", kind.entry().key), &[])
}

/// How a kind moves, in full sentences (message `piece-KEY-moves`, `piece` and the
/// movement diagrams), in `lang`.
pub fn piece_moves_in(kind: Kind, lang: Lang) -> String {
    tr(lang, &format!("piece-{}-moves", kind.entry().key), &[])
}

/// [`piece_summary_in`] in English.
pub fn piece_summary(kind: Kind) -> String {
    piece_summary_in(kind, Lang::En)
}

/// [`piece_moves_in`] in English.
pub fn piece_moves(kind: Kind) -> String {
    piece_moves_in(kind, Lang::En)
}

/// "a, b or c" in `lang` (message `list-or`).
pub fn join_or(items: &[String], lang: Lang) -> String {
    super::lang::catalog().list(lang, "list-or", items)
}

/// One line of a game's rules summary: the words under its message id (games.ftl) with
/// the game's data put in.
pub fn game_line(v: &Variant, line: TextLine) -> String {
    game_line_in(v, line, Lang::En)
}

/// [`game_line`] in `lang`.
pub fn game_line_in(v: &Variant, line: TextLine, lang: Lang) -> String {
    let letters = |kinds: &[Kind]| -> Vec<String> {
        kinds.iter().map(|k| v.letter(*k).to_string()).collect()
    };
    let args: Vec<(&str, Value)> = match line {
        TextLine::Say(_) => Vec::new(),
        TextLine::Castling(_) => match &v.castling {
            None => Vec::new(),
            Some(castling) => {
                let (king, rook) = (v.letter(Kind::King), v.letter(Kind::Rook));
                let wing = |w: usize| {
                    let c = &castling[0][w];
                    format!(
                        "{king}{}→{}, {rook}{}→{}",
                        c.king_from, c.king_to, c.rook_from, c.rook_to
                    )
                };
                vec![
                    ("short", wing(0).into()),
                    ("long", wing(1).into()),
                    ("condition", tr(lang, "castle-condition", &[]).into()),
                ]
            }
        },
        TextLine::Promotion(_) => {
            let choices = match v.promotion(Kind::Pawn).map(|p| &p.choices) {
                Some(PromoChoices::List(kinds)) => letters(kinds),
                _ => Vec::new(),
            };
            vec![("choices", join_or(&choices, lang).into())]
        }
        TextLine::SetupChoice(_) | TextLine::SetupCommand(_) => match &v.setup {
            None => Vec::new(),
            Some(rule) => {
                let squares = |zone: Option<Zone>| -> String {
                    rule.squares
                        .iter()
                        .filter(|(_, z)| zone.is_none_or(|want| *z == want))
                        .map(|(s, _)| *s)
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                vec![
                    ("centre", letters(rule.centre).join(" ").into()),
                    ("centre_squares", squares(Some(Zone::Centre)).into()),
                    ("wings", letters(rule.wings).join(" ").into()),
                    ("wing_squares", squares(Some(Zone::Wings)).into()),
                    ("squares", squares(None).into()),
                    ("default", rule.default.into()),
                ]
            }
        },
    };
    tr(lang, line.id(), &args)
}

#[cfg(test)]
mod tests {
    use super::super::lang::catalog;
    use super::*;
    use acedrex_rules::PIECES;

    // A piece added to the catalogue without its name, letter, picture, value or words
    // fails here rather than in front of a player.
    #[test]
    fn every_catalogue_piece_has_its_data_and_words() {
        for e in &PIECES {
            let k = e.key;
            assert!(!e.name.is_empty(), "{k}: name");
            assert!(e.letter.is_ascii_uppercase(), "{k}: letter");
            assert!(!acedrex_render::Art(e.art).svg().is_empty(), "{k}: art");
            assert!(e.value > 0 || e.kind == Kind::King, "{k}: value");
            assert!(!piece_summary(e.kind).is_empty(), "{k}: summary");
            assert!(piece_moves(e.kind).ends_with('.'), "{k}: moves");
        }
        // No words for a piece that is not in the catalogue.
        for (id, _) in catalog().messages(Lang::En) {
            if let Some(key) = id
                .strip_prefix("piece-")
                .and_then(|k| k.strip_suffix("-summary").or(k.strip_suffix("-moves")))
            {
                assert!(PIECES.iter().any(|e| e.key == key), "{key}: no such piece");
            }
        }
    }

    // A game whose entry names a line without words here, or words no game uses, fails
    // here; so does a placeholder left unfilled.
    #[test]
    fn every_game_line_has_words() {
        let mut used = Vec::new();
        for id in acedrex_rules::VariantId::ALL {
            let v = id.variant();
            assert!(
                !v.texts.setup.is_empty() && !v.texts.special.is_empty(),
                "{id}"
            );
            for line in v.texts.setup.iter().chain(v.texts.special) {
                assert!(catalog().has(Lang::En, line.id()), "{id}: {}", line.id());
                let text = game_line(v, *line);
                assert!(!text.contains('{') && !text.contains('}'), "{id}: {text}");
                used.push(line.id());
            }
        }
        for (key, _) in catalog().messages(Lang::En) {
            if key.starts_with("setup-") && !key.starts_with("setup-no-")
                || key.starts_with("special-")
            {
                let key = key.as_str();
                let rules_error = key.starts_with("setup-wrong-square")
                    || [
                        "setup-length",
                        "setup-unknown-letter",
                        "setup-twice",
                        "setup-or-fen",
                        "setup-too-late",
                        "setup-chosen",
                        "setup-chosen-already",
                        "setup-chosen-already-unknown",
                    ]
                    .contains(&key);
                assert!(rules_error || used.contains(&key), "{key}: no game says it");
            }
        }
    }
}
