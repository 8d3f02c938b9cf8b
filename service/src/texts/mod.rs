//! Every player-facing text: the replies' sentences ([`messages`]), the `rules VARIANT`
//! summaries and the `help` pages. Wording changes here, never in the logic.
//!
//! Plain text with light Markdown (bold, `code`, `- ` bullet lists) so the same text reads
//! well on Discord, on Matrix and in a terminal. The rules summaries follow the project's
//! rules contract (`RULES.md`, §3–§5); the piece lines are short on purpose, `piece VARIANT
//! PIECE` gives the full description and a diagram.

pub mod catalogue;
pub mod images;
pub mod lang;
pub mod messages;

use crate::commands::{names, Spec, COMMANDS};
use acedrex_rules::{
    Kind, KingSpecial, PromoChoices, RoyalSpecial, StalemateRule, Variant, VariantId,
};
use lang::{tr, Lang};
use std::fmt::Write as _;

// ---------------------------------------------------------------------------------------
// rules VARIANT
// ---------------------------------------------------------------------------------------

/// The longest text we send as one chat message (Discord's limit).
const MAX_CHARS: usize = 2000;

/// A summary of a game's rules for the `rules VARIANT` command: board, pieces, setup,
/// special rules and how the game ends, in 15–30 lines.
pub fn rules_text(variant: VariantId) -> String {
    rules_text_in(variant, Lang::En)
}

/// [`rules_text`] in `lang`: the lines of help.ftl (`rules-…`), games.ftl and pieces.ftl.
pub fn rules_text_in(variant: VariantId, lang: Lang) -> String {
    let v = variant.variant();
    let last_file = (b'a' + v.width - 1) as char;
    let mut out = String::new();
    let head = tr(
        lang,
        "rules-head",
        &[
            ("game", lang::game_name(lang, variant).into()),
            ("key", variant.id().into()),
            ("origin", origin(variant, lang).into()),
            ("width", v.width.into()),
            ("height", v.height.into()),
            ("last_file", last_file.to_string().into()),
        ],
    );
    let _ = writeln!(out, "{head}");
    let _ = writeln!(out, "{}", tr(lang, "rules-pieces", &[]));
    for p in &v.pieces {
        let line = tr(
            lang,
            "rules-piece-line",
            &[
                ("letter", p.letter.to_string().into()),
                ("piece", piece_name(p.name, lang).into()),
                ("moves", piece_move(v, p.kind, lang).into()),
            ],
        );
        let _ = writeln!(out, "{line}");
    }
    for (i, line) in v.texts.setup.iter().enumerate() {
        let words = catalogue::game_line_in(v, *line, lang);
        if i == 0 {
            let _ = writeln!(
                out,
                "{}",
                tr(lang, "rules-setup", &[("line", words.into())])
            );
        } else {
            let _ = writeln!(out, "{words}");
        }
    }
    let _ = writeln!(out, "{}", tr(lang, "rules-special", &[]));
    for line in v.texts.special {
        let words = catalogue::game_line_in(v, *line, lang);
        let _ = writeln!(
            out,
            "{}",
            tr(lang, "rules-special-line", &[("line", words.into())])
        );
    }
    let _ = writeln!(
        out,
        "{}",
        tr(lang, "rules-end", &[("end", end_text(v, lang).into())])
    );
    let example = v
        .pieces
        .iter()
        .map(|p| p.name)
        .find(|n| !["King", "Queen", "Rook", "Bishop", "Knight", "Pawn"].contains(n))
        .unwrap_or("Knight");
    // `piece` takes the name in the reader's language too.
    let footer = tr(
        lang,
        "rules-footer",
        &[
            ("key", variant.id().into()),
            ("example", piece_name(example, lang).into()),
        ],
    );
    // Keep within one Discord message (2000 characters) and 30 lines.
    if out.chars().count() + footer.chars().count() <= MAX_CHARS && out.lines().count() < 30 {
        out.push_str(&footer);
    } else {
        out.pop();
    }
    out
}

/// A piece's name (its English name in a game's entry) in `lang`.
fn piece_name(english: &str, lang: Lang) -> String {
    lang::catalog()
        .piece_name(lang, english)
        .unwrap_or_else(|| english.to_string())
}

fn origin(variant: VariantId, lang: Lang) -> String {
    let id = format!("game-origin-{}", variant.id());
    lang::catalog()
        .text(lang, &id, &[])
        .unwrap_or_else(|| variant.variant().origin.to_string())
}

/// How a piece moves, in a few words: the catalogue's summary (message
/// `piece-ART-summary`), or the game's own line where its rules change the piece (the full
/// text is [`piece_description`]).
fn piece_move(v: &Variant, kind: Kind, lang: Lang) -> String {
    let id = match kind {
        Kind::King => match v.king_special {
            KingSpecial::Castling => "piece-king-summary-castling",
            KingSpecial::GrantLeap => "piece-king-summary-grant-leap",
            KingSpecial::ZanzibarJump => "piece-king-summary-zanzibar-jump",
            KingSpecial::None => "piece-king-summary",
        },
        Kind::Queen if !in_start(v, kind) => "piece-queen-summary-promotion-only",
        Kind::Bishop if v.piece_name(kind) != "Bishop" => "piece-bishop-summary-as-bishop",
        // The Pawn's and the Prince's lines follow the game's step tables.
        Kind::Pawn => {
            let steps = &v.pawn_steps;
            if steps.iter().all(|&s| s == 2) {
                "piece-pawn-summary-any-rank"
            } else if steps.iter().all(|&s| s == 1) {
                "piece-pawn-summary-single"
            } else if steps[1] == 3 {
                "piece-pawn-summary-triple"
            } else if steps[2] == 2 {
                "piece-pawn-summary-rank-3"
            } else {
                "piece-pawn-summary-rank-2"
            }
        }
        Kind::Prince if v.prince_steps.iter().all(|&s| s == 2) => "piece-prince-summary-any-rank",
        Kind::Prince if v.prince_steps[1] == 2 => "piece-prince-summary-rank-2",
        Kind::Gryphon if v.ship_corner => "piece-gryphon-summary-ship",
        _ => return catalogue::piece_summary_in(kind, lang),
    };
    tr(lang, id, &[])
}

/// Whether the game's start has the kind (Tamerlane II's Queen comes only by promotion).
fn in_start(v: &Variant, kind: Kind) -> bool {
    let letter = v.letter(kind);
    v.start_fen
        .split(' ')
        .next()
        .is_some_and(|placement| placement.contains(letter))
}

fn join_names(v: &Variant, kinds: &[Kind], lang: Lang) -> String {
    let names: Vec<String> = kinds
        .iter()
        .map(|&k| piece_name(v.piece_name(k), lang))
        .collect();
    catalogue::join_or(&names, lang)
}

/// How a piece moves, in a few sentences, with the game's names and special rules: the
/// catalogue's words for the piece and the game's rules that change it (message
/// `piece-ART-moves` and the game's additions).
pub fn piece_description(variant: VariantId, kind: Kind) -> String {
    piece_description_in(variant, kind, Lang::En)
}

/// [`piece_description`] in `lang`.
pub fn piece_description_in(variant: VariantId, kind: Kind, lang: Lang) -> String {
    let v = variant.variant();
    let t = |id: &str| tr(lang, id, &[]);
    let promo = |k: Kind| -> String {
        match v.promotion(k).map(|p| &p.choices) {
            Some(PromoChoices::List(ks)) => {
                let optional = v.promotion(k).is_some_and(|p| p.zone_start < p.compulsory);
                if optional {
                    let ks: Vec<Kind> = ks.iter().copied().filter(|k| *k != Kind::Prince).collect();
                    let choices = join_names(v, &ks, lang);
                    format!(
                        " {}",
                        tr(
                            lang,
                            "piece-promotes-optional",
                            &[("choices", choices.into())]
                        )
                    )
                } else {
                    let choices = join_names(v, ks, lang);
                    format!(
                        " {}",
                        tr(lang, "piece-promotes", &[("choices", choices.into())])
                    )
                }
            }
            Some(PromoChoices::ByFile(_)) => format!(" {}", t("piece-promotes-by-file")),
            None => String::new(),
        }
    };
    let sentence = |id: Option<&str>| id.map_or(String::new(), |id| format!(" {}", t(id)));
    let text = match kind {
        Kind::King => {
            let extra = sentence(match v.king_special {
                KingSpecial::Castling => Some("piece-king-castles"),
                KingSpecial::GrantLeap => Some("piece-king-grant-leap"),
                KingSpecial::ZanzibarJump => Some("piece-king-zanzibar-jump"),
                KingSpecial::None => None,
            });
            let royal = sentence(match v.royal_special {
                RoyalSpecial::Abdication => Some("piece-king-abdication"),
                RoyalSpecial::Succession => Some("piece-king-succession"),
                RoyalSpecial::None => None,
            });
            format!("{}{extra}{royal}", catalogue::piece_moves_in(kind, lang))
        }
        Kind::Pawn => {
            let steps = v.pawn_steps.iter().copied().max().unwrap_or(1);
            let first = v.pawn_steps[1];
            let step = t(if v.pawn_steps.iter().all(|&s| s == 2) {
                "piece-pawn-steps-any-rank"
            } else if steps == 1 {
                "piece-pawn-steps-single"
            } else if first == 3 {
                "piece-pawn-steps-triple"
            } else {
                "piece-pawn-steps-double"
            });
            let ep = sentence(Some(if v.pawn_en_passant {
                "piece-pawn-en-passant"
            } else {
                "piece-pawn-no-en-passant"
            }));
            format!(
                "{}{ep}{}",
                tr(lang, "piece-pawn-moves-game", &[("steps", step.into())]),
                promo(kind)
            )
        }
        Kind::Prince => {
            let two = sentence(if v.prince_steps.iter().all(|&s| s == 2) {
                Some("piece-prince-two-any-rank")
            } else if v.prince_steps.contains(&2) {
                Some("piece-prince-two-first-rank")
            } else {
                None
            });
            format!(
                "{}{two}{}",
                catalogue::piece_moves_in(kind, lang),
                promo(kind)
            )
        }
        Kind::Gryphon if v.ship_corner => format!(
            "{} {}",
            catalogue::piece_moves_in(kind, lang),
            t("piece-ship-corner")
        ),
        _ => catalogue::piece_moves_in(kind, lang),
    };
    tr(
        lang,
        "piece-description",
        &[
            ("piece", piece_name(v.piece_name(kind), lang).into()),
            ("text", text.into()),
        ],
    )
}

fn end_text(v: &Variant, lang: Lang) -> String {
    let mut s = tr(
        lang,
        match v.royal_special {
            RoyalSpecial::Abdication => "rules-end-abdication",
            RoyalSpecial::Succession => "rules-end-succession",
            RoyalSpecial::None => "rules-end-checkmate",
        },
        &[],
    );
    if v.stalemate == StalemateRule::StalematedLoses {
        s.push_str(&tr(lang, "rules-end-stalemate-loses", &[]));
    }
    if v.bare_king {
        s.push_str(&tr(lang, "rules-end-bare-king", &[]));
    }
    let stalemate = if v.stalemate == StalemateRule::Draw {
        "yes"
    } else {
        "no"
    };
    s.push_str(&tr(
        lang,
        "rules-end-draws",
        &[("stalemate", stalemate.into())],
    ));
    s
}

// ---------------------------------------------------------------------------------------
// help
// ---------------------------------------------------------------------------------------

/// The label of a button a front end adds on its own (the service's replies carry
/// their labels already).
pub fn action_label(kind: crate::reply::ActionKind) -> &'static str {
    use crate::reply::ActionKind as K;
    match kind {
        K::Accept => "Accept",
        K::Decline => "Decline",
        K::Board => "Board",
        K::OfferDraw => "Offer draw",
        K::AcceptDraw => "Accept draw",
        K::Resign => "Resign",
        K::Takeback => "Takeback",
        K::LegalMoves => "Legal moves",
        K::Flip => "Flip",
        K::Analyse => "Analyse",
        K::Abort => "Abort",
        K::Rematch => "Rematch",
    }
}

/// "…, your move." after a mention of the player to move.
pub fn your_move() -> &'static str {
    "your move."
}

/// `help` with no argument: every command in one short line each. With a command word:
/// its full usage, arguments, examples, and who may use it. Unknown word: a short message
/// listing the commands.
pub fn help_text(command: Option<&str>) -> String {
    help_text_in(command, Lang::En)
}

/// [`help_text`] in `lang`.
pub fn help_text_in(command: Option<&str>, lang: Lang) -> String {
    let word = command
        .and_then(|c| c.split_whitespace().next())
        .map(|w| w.trim_start_matches(['/', '!']).to_lowercase())
        .filter(|w| !w.is_empty() && w != "acedrex");
    let Some(word) = word else {
        return overview(lang);
    };
    match crate::commands::find(&word) {
        Some(s) => full(s, lang),
        None => unknown(&word, lang),
    }
}

/// A command's help line `part` (`brief`, `detail-2`, `who`) in `lang`; the command
/// table's English where the catalogue has none (a command added since).
fn command_words(s: &Spec, part: &str, english: &str, lang: Lang) -> String {
    let id = format!("cmd-{}-{part}", s.name.replace(' ', "-"));
    let c = lang::catalog();
    c.text(lang, &id, &[])
        .or_else(|| c.text(Lang::En, &id, &[]))
        .unwrap_or_else(|| english.to_string())
}

fn overview(lang: Lang) -> String {
    // Each platform writes the commands its way (`/play` on Discord, `!play` on
    // Matrix, `play` in the terminal).
    let mut out = tr(lang, "help-overview-head", &[]);
    out.push('\n');
    for s in COMMANDS {
        let brief = command_words(s, "brief", s.help.brief, lang);
        let line = tr(
            lang,
            "help-overview-line",
            &[("usage", s.short_usage().into()), ("brief", brief.into())],
        );
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{}", tr(lang, "help-overview-games", &[]));
    out.push_str(&tr(lang, "help-overview-variants", &[]));
    out
}

fn full(s: &Spec, lang: Lang) -> String {
    let h = &s.help;
    let usage = s.usage();
    let mut out = tr(
        lang,
        "help-command-head",
        &[("command", s.name.into()), ("usage", usage.into())],
    );
    out.push('\n');
    for (i, d) in h.details.iter().enumerate() {
        let _ = writeln!(
            out,
            "{}",
            command_words(s, &format!("detail-{}", i + 1), d, lang)
        );
    }
    if s.game {
        let _ = writeln!(out, "{}", tr(lang, "help-game-arg", &[]));
    }
    let examples: Vec<String> = h.examples.iter().map(|e| format!("`{e}`")).collect();
    let _ = writeln!(
        out,
        "{}",
        tr(
            lang,
            "help-examples",
            &[("examples", examples.join(", ").into())]
        )
    );
    let who = command_words(s, "who", h.who, lang);
    out.push_str(&tr(lang, "help-who", &[("who", who.into())]));
    out
}

fn unknown(word: &str, lang: Lang) -> String {
    let mut out = tr(lang, "help-unknown", &[("word", word.into())]);
    if let Some(guess) = closest(word) {
        out.push(' ');
        out.push_str(&tr(lang, "help-did-you-mean", &[("guess", guess.into())]));
    }
    out.push('\n');
    out.push_str(&tr(
        lang,
        "help-commands",
        &[("commands", names().collect::<Vec<_>>().join(", ").into())],
    ));
    out
}

/// A message whose text is assembled here from the catalogue's parts (`help`, `rules`,
/// `piece`), in `lang`, from its arguments.
pub fn assembled(lang: Lang, said: &crate::reply::Said) -> Option<String> {
    match said.id {
        "help" => Some(help_text_in(said.text("command"), lang)),
        "rules" => {
            let v = VariantId::ALL
                .into_iter()
                .find(|v| Some(v.id()) == said.text("game"))?;
            Some(rules_text_in(v, lang))
        }
        "piece" => {
            let v = VariantId::ALL
                .into_iter()
                .find(|v| Some(v.id()) == said.text("game"))?;
            let name = said.text("piece")?;
            let p = v.variant().pieces.iter().find(|p| p.name == name)?;
            Some(piece_description_in(v, p.kind, lang))
        }
        _ => None,
    }
}

/// The command closest to `word` (a prefix of it, or at most 2 edits away).
fn closest(word: &str) -> Option<&'static str> {
    if let Some(c) = names().find(|c| word.len() >= 2 && c.starts_with(word)) {
        return Some(c);
    }
    names()
        .map(|c| (edit_distance(word, c), c))
        .filter(|(d, c)| *d <= 2 && *d < c.len())
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = if ca == *cb {
                prev
            } else {
                1 + prev.min(row[j]).min(row[j + 1])
            };
            prev = here;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_rules::{Arrangement, Position};

    #[test]
    fn every_piece_is_described_in_its_game() {
        for id in VariantId::ALL {
            for p in &id.variant().pieces {
                let d = piece_description(id, p.kind);
                assert!(d.starts_with(p.name), "{id}: {d}");
                assert!(d.len() > 30, "{id}: {d}");
            }
        }
        assert!(piece_description(VariantId::GrantAcedrex, Kind::Gryphon).starts_with("Aanca"));
        // The game's rules join the catalogue's words.
        assert_eq!(
            piece_description(VariantId::Tamerlane2, Kind::Gryphon),
            "Eagle — Steps one square diagonally, then may go on any distance straight outward (along the rank or file that leads away). It never jumps. A Ship reaching an opposite corner becomes one."
        );
        assert_eq!(
            piece_description(VariantId::Chess, Kind::King),
            "King — Steps one square in any direction. It may castle with a Rook that has not moved."
        );
        assert_eq!(
            piece_description(VariantId::Chess, Kind::Pawn),
            "Pawn — Moves one square forward, or two from its starting rank, never capturing; captures one square diagonally forward. It may take a Pawn that stepped past it en passant. It promotes on the last rank to a Queen, Rook, Bishop or Knight."
        );
    }

    // The short lines of the Pawn and the Prince come from each game's step tables.
    #[test]
    fn pawn_and_prince_lines_follow_the_step_tables() {
        use VariantId as V;
        for (id, pawn) in [
            (
                V::Chess,
                "1 forward, 2 from rank 2; captures diagonally forward",
            ),
            (
                V::Shako,
                "1 forward, 2 from rank 3; captures diagonally forward",
            ),
            (
                V::Tamerlane2,
                "1 forward, 2 from rank 3; captures diagonally forward",
            ),
            (
                V::Kmf,
                "1, 2 or 3 forward from rank 2, else 1 or 2; captures diagonally forward",
            ),
            (
                V::GrantAcedrex,
                "1 forward only; captures diagonally forward",
            ),
            (
                V::Perfect12,
                "1 or 2 forward from any rank; captures diagonally forward",
            ),
            (
                V::ZanzibarS,
                "1 or 2 forward from any rank; captures diagonally forward",
            ),
        ] {
            assert_eq!(piece_move(id.variant(), Kind::Pawn, Lang::En), pawn, "{id}");
        }
        for (id, prince) in [
            (
                V::ZanzibarXl,
                "steps like a King, not royal; also 2 forward from any rank, not capturing",
            ),
            (
                V::Tamerlane2,
                "steps like a King, not royal; also 2 forward from rank 2, not capturing",
            ),
            (
                V::Kmf,
                "steps like a King, but is not royal (it may be captured)",
            ),
        ] {
            assert_eq!(
                piece_move(id.variant(), Kind::Prince, Lang::En),
                prince,
                "{id}"
            );
        }
    }

    #[test]
    fn rules_name_the_game_board_and_every_piece() {
        for id in VariantId::ALL {
            let v = id.variant();
            let text = rules_text(id);
            assert!(text.contains(v.name), "{id}: no name\n{text}");
            assert!(text.contains(id.id()), "{id}: no id\n{text}");
            let size = format!("{}×{}", v.width, v.height);
            assert!(text.contains(&size), "{id}: no board size\n{text}");
            for p in &v.pieces {
                let line = format!("- {} {} — ", p.letter, p.name);
                assert!(text.contains(&line), "{id}: no line for {}\n{text}", p.name);
            }
            let lines = text.lines().count();
            assert!((15..=30).contains(&lines), "{id}: {lines} lines\n{text}");
            let chars = text.chars().count();
            assert!(chars <= MAX_CHARS, "{id}: {chars} characters\n{text}");
        }
    }

    #[test]
    fn rules_state_each_games_special_rules() {
        let has = |id: VariantId, words: &[&str]| {
            let text = rules_text(id);
            for w in words {
                assert!(text.contains(w), "{id}: missing `{w}`\n{text}");
            }
        };
        has(
            VariantId::GrantAcedrex,
            &[
                "stalemated side loses",
                "bare King",
                "No castling",
                "no en passant",
                "Aanca",
            ],
        );
        has(
            VariantId::Tamerlane2,
            &["No castling", "Succession", "`Je2=K`", "11×11", "Eagle"],
        );
        has(
            VariantId::Kmf,
            &[
                "optional on 10 and 11",
                "Abdication",
                "`Je1=K`",
                "`Aa1xa11`",
                "Kg1→k1",
            ],
        );
        has(
            VariantId::Perfect12,
            &[
                "igui",
                "pass",
                "`Lf5xg6-h7`",
                "Kf2→i2",
                "Queen, Lion or Gryphon",
            ],
        );
        has(
            VariantId::ZanzibarXl,
            &[
                "Black chooses",
                "`UQKFOLGD`",
                "e1 f1 g1 h1 e2 f2 g2 h2",
                "King jump",
                "Princes",
            ],
        );
        has(
            VariantId::ZanzibarS,
            &[
                "Black chooses",
                "`FQKULG`",
                "e1 f1 g1 h1 f2 g2",
                "King jump",
            ],
        );
        has(VariantId::Shako, &["Kf2→h2", "Cannon or Elephant", "10×10"]);
        has(VariantId::Chess, &["Ke1→g1", "en passant"]);
        for id in VariantId::ALL {
            let text = rules_text(id);
            let draws = id != VariantId::GrantAcedrex;
            assert_eq!(text.contains("Draws: stalemate"), draws, "{id}");
        }
    }

    #[test]
    fn arrangements_and_fen_in_the_texts_are_valid() {
        for (id, arr) in [
            (VariantId::ZanzibarXl, "UQKFOLGD"),
            (VariantId::ZanzibarS, "FQKULG"),
        ] {
            let a = Arrangement::parse(id, arr).expect(arr);
            assert_eq!(
                a.start_fen(),
                id.variant().start_fen,
                "{arr} is the default"
            );
        }
        let fen = help_text(Some("play"))
            .split("fen ")
            .last()
            .and_then(|s| s.split('`').next())
            .unwrap()
            .to_string();
        Position::from_fen(VariantId::Chess, &fen).expect(&fen);
    }

    #[test]
    fn every_command_has_help_with_an_example() {
        for s in COMMANDS {
            let (c, h) = (&s.name, &s.help);
            let text = help_text(Some(c));
            assert!(text.contains(&format!("**{c}**")), "{c}\n{text}");
            assert!(text.contains("**Examples:** `"), "{c}\n{text}");
            assert!(
                h.examples.iter().any(|e| e.contains(c)) || *c == "move",
                "{c}: an example uses it"
            );
            assert!(text.contains("**Who:**"), "{c}\n{text}");
            assert!(!text.contains("There is no command"), "{c}");
        }
        // Prefixes and case are forgiven.
        assert_eq!(help_text(Some("/Play")), help_text(Some("play")));
        assert_eq!(help_text(Some("!move e4")), help_text(Some("move")));
    }

    #[test]
    fn overview_lists_every_command_and_fits_a_message() {
        let text = help_text(None);
        for c in names() {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("- `{c}"))),
                "{c} missing\n{text}"
            );
        }
        assert!(text.chars().count() <= MAX_CHARS, "{} chars", text.len());
        for c in names() {
            assert!(help_text(Some(c)).chars().count() <= MAX_CHARS, "{c}");
        }
        assert_eq!(help_text(Some("")), text);
        assert_eq!(help_text(Some("  ")), text);
    }

    #[test]
    fn unknown_words_get_a_helpful_answer() {
        let text = help_text(Some("plya"));
        assert!(text.contains("no command `plya`"), "{text}");
        assert!(text.contains("Did you mean `play`?"), "{text}");
        for c in names() {
            assert!(text.contains(c), "{c}");
        }
        assert!(help_text(Some("lead")).contains("`leaderboard`"));
        let far = help_text(Some("xyzzy"));
        assert!(!far.contains("Did you mean"), "{far}");
        assert!(far.contains("help COMMAND"), "{far}");
    }
}
