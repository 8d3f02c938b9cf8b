//! Every player-facing text: the replies' sentences ([`messages`]), the `rules VARIANT`
//! summaries and the `help` pages. Wording changes here, never in the logic.
//!
//! Plain text with light Markdown (bold, `code`, `- ` bullet lists) so the same text reads
//! well on Discord, on Matrix and in a terminal. The rules summaries follow the project's
//! rules contract (`RULES.md`, §3–§5); the piece lines are short on purpose, `piece VARIANT
//! PIECE` gives the full description and a diagram.

pub mod catalogue;
pub mod lang;
pub mod messages;

use crate::commands::{names, Spec, COMMANDS};
use acedrex_rules::{
    Kind, KingSpecial, PromoChoices, RoyalSpecial, StalemateRule, Variant, VariantId,
};
use std::fmt::Write as _;

// ---------------------------------------------------------------------------------------
// rules VARIANT
// ---------------------------------------------------------------------------------------

/// The longest text we send as one chat message (Discord's limit).
const MAX_CHARS: usize = 2000;

/// A summary of a game's rules for the `rules VARIANT` command: board, pieces, setup,
/// special rules and how the game ends, in 15–30 lines.
pub fn rules_text(variant: VariantId) -> String {
    let v = variant.variant();
    let last_file = (b'a' + v.width - 1) as char;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "**{}** (`{}`) — {}. Board **{}×{}** (a–{last_file}, 1–{}); White moves first.",
        v.name,
        variant.id(),
        origin(variant),
        v.width,
        v.height,
        v.height,
    );
    out.push_str("**Pieces**\n");
    for p in &v.pieces {
        let _ = writeln!(out, "- {} {} — {}", p.letter, p.name, piece_move(v, p.kind));
    }
    for (i, line) in v.texts.setup.iter().enumerate() {
        let head = if i == 0 { "**Setup** — " } else { "" };
        let _ = writeln!(out, "{head}{}", catalogue::game_line(v, *line));
    }
    out.push_str("**Special rules**\n");
    for line in v.texts.special {
        let _ = writeln!(out, "- {}", catalogue::game_line(v, *line));
    }
    let _ = writeln!(out, "**End** — {}", end_text(v));
    let example = v
        .pieces
        .iter()
        .map(|p| p.name)
        .find(|n| !["King", "Queen", "Rook", "Bishop", "Knight", "Pawn"].contains(n))
        .unwrap_or("Knight");
    let footer = format!(
        "`piece {} {example}`: a piece's moves; `help move`: the notation.",
        variant.id()
    );
    // Keep within one Discord message (2000 characters) and 30 lines.
    if out.chars().count() + footer.chars().count() <= MAX_CHARS && out.lines().count() < 30 {
        out.push_str(&footer);
    } else {
        out.pop();
    }
    out
}

fn origin(variant: VariantId) -> &'static str {
    variant.variant().origin
}

/// How a piece moves, in a few words: the catalogue's summary (message
/// `piece-ART-summary`), or the game's own line where its rules change the piece (the full
/// text is [`piece_description`]).
fn piece_move(v: &Variant, kind: Kind) -> &'static str {
    match kind {
        Kind::King => match v.king_special {
            KingSpecial::Castling => "1 step any way; castles",
            KingSpecial::GrantLeap => "1 step any way; first move: a 2-square leap",
            KingSpecial::ZanzibarJump => "1 step any way; first move: a 2-square jump",
            KingSpecial::None => "1 step any way",
        },
        Kind::Queen if !in_start(v, kind) => {
            "any distance straight or diagonally (only by promotion)"
        }
        Kind::Bishop if v.piece_name(kind) != "Bishop" => "as a Bishop: any distance diagonally",
        // The Pawn's and the Prince's lines follow the game's step tables.
        Kind::Pawn => {
            let steps = &v.pawn_steps;
            if steps.iter().all(|&s| s == 2) {
                "1 or 2 forward from any rank; captures diagonally forward"
            } else if steps.iter().all(|&s| s == 1) {
                "1 forward only; captures diagonally forward"
            } else if steps[1] == 3 {
                "1, 2 or 3 forward from rank 2, else 1 or 2; captures diagonally forward"
            } else if steps[2] == 2 {
                "1 forward, 2 from rank 3; captures diagonally forward"
            } else {
                "1 forward, 2 from rank 2; captures diagonally forward"
            }
        }
        Kind::Prince if v.prince_steps.iter().all(|&s| s == 2) => {
            "steps like a King, not royal; also 2 forward from any rank, not capturing"
        }
        Kind::Prince if v.prince_steps[1] == 2 => {
            "steps like a King, not royal; also 2 forward from rank 2, not capturing"
        }
        Kind::Gryphon if v.ship_corner => {
            "1 diagonal step, optionally continuing straight outward (a promoted Ship)"
        }
        _ => catalogue::piece_summary(kind),
    }
}

/// Whether the game's start has the kind (Tamerlane II's Queen comes only by promotion).
fn in_start(v: &Variant, kind: Kind) -> bool {
    let letter = v.letter(kind);
    v.start_fen
        .split(' ')
        .next()
        .is_some_and(|placement| placement.contains(letter))
}

fn join_names(v: &Variant, kinds: &[Kind]) -> String {
    let names: Vec<&str> = kinds.iter().map(|&k| v.piece_name(k)).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].to_string(),
        n => format!("{} or {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// How a piece moves, in a few sentences, with the game's names and special rules: the
/// catalogue's words for the piece and the game's rules that change it (message
/// `piece-ART-moves` and the game's additions).
pub fn piece_description(variant: VariantId, kind: Kind) -> String {
    let v = variant.variant();
    let promo = |k: Kind| -> String {
        match v.promotion(k).map(|p| &p.choices) {
            Some(PromoChoices::List(ks)) => {
                let optional = v.promotion(k).is_some_and(|p| p.zone_start < p.compulsory);
                if optional {
                    format!(
                        " It may promote on the last three ranks (must on the last) to a {}; to a Prince only while its side has none.",
                        join_names(v, &ks.iter().copied().filter(|k| *k != Kind::Prince).collect::<Vec<_>>())
                    )
                } else {
                    format!(" It promotes on the last rank to a {}.", join_names(v, ks))
                }
            }
            Some(PromoChoices::ByFile(_)) => {
                " It promotes on the last rank to the piece that started on that file (an Aanca on the f- and g-files).".to_string()
            }
            None => String::new(),
        }
    };
    let text = match kind {
        Kind::King => {
            let extra = match v.king_special {
                KingSpecial::Castling => " It may castle with a Rook that has not moved.",
                KingSpecial::GrantLeap => " On its first move it may leap two squares straight or diagonally to an empty square, not out of check and not over an attacked square.",
                KingSpecial::ZanzibarJump => " On its first move it may jump to an empty square two away, straight, diagonally or like a Knight, not out of check and not over attacked squares.",
                KingSpecial::None => "",
            };
            let royal = match v.royal_special {
                acedrex_rules::RoyalSpecial::Abdication => " When checkmated, a safe Prince may become King instead (abdication).",
                acedrex_rules::RoyalSpecial::Succession => " When checkmated, it may change places with a Prince that is not attacked (succession).",
                acedrex_rules::RoyalSpecial::None => "",
            };
            format!("{}{extra}{royal}", catalogue::piece_moves(kind))
        }
        Kind::Pawn => {
            let steps = v.pawn_steps.iter().copied().max().unwrap_or(1);
            let first = v.pawn_steps[1];
            let step = if v.pawn_steps.iter().all(|&s| s == 2) {
                "Moves one or two squares forward from any rank".to_string()
            } else if steps == 1 {
                "Moves one square forward (never two)".to_string()
            } else if first == 3 {
                "Moves one, two or three squares forward from its second rank, one or two from any other".to_string()
            } else {
                "Moves one square forward, or two from its starting rank".to_string()
            };
            let ep = if v.pawn_en_passant {
                " It may take a Pawn that stepped past it en passant."
            } else {
                " There is no en passant."
            };
            format!(
                "{step}, never capturing; captures one square diagonally forward.{ep}{}",
                promo(kind)
            )
        }
        Kind::Prince => {
            let two = if v.prince_steps.iter().all(|&s| s == 2) {
                " It may also move two squares straight forward without capturing, from any rank."
            } else if v.prince_steps.contains(&2) {
                " From its starting rank it may also move two squares straight forward without capturing."
            } else {
                ""
            };
            format!("{}{two}{}", catalogue::piece_moves(kind), promo(kind))
        }
        Kind::Gryphon if v.ship_corner => format!(
            "{} A Ship reaching an opposite corner becomes one.",
            catalogue::piece_moves(kind)
        ),
        _ => catalogue::piece_moves(kind).to_string(),
    };
    format!("{} — {text}", v.piece_name(kind))
}

fn end_text(v: &Variant) -> String {
    let mut s = String::from(match v.royal_special {
        RoyalSpecial::Abdication => "checkmate wins when no abdication is possible",
        RoyalSpecial::Succession => "checkmate wins when no succession is possible",
        RoyalSpecial::None => "checkmate wins",
    });
    s.push_str(match v.stalemate {
        StalemateRule::StalematedLoses => "; **stalemate: the stalemated side loses**",
        StalemateRule::Draw => "",
    });
    if v.bare_king {
        s.push_str("; **bare King**: leaving the opponent only its King, while you have more, wins at once");
    }
    let stalemate = if v.stalemate == StalemateRule::Draw {
        "stalemate, "
    } else {
        ""
    };
    let _ = write!(s, ". Draws: {stalemate}threefold repetition, 100 plies without capture or Pawn move, two bare Kings, agreement.");
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

const GAME_ARG: &str = "`#GAME`: the game id, e.g. `#12`; needed only when you have several games here (the bot lists them).";

/// `help` with no argument: every command in one short line each. With a command word:
/// its full usage, arguments, examples, and who may use it. Unknown word: a short message
/// listing the commands.
pub fn help_text(command: Option<&str>) -> String {
    let word = command
        .and_then(|c| c.split_whitespace().next())
        .map(|w| w.trim_start_matches(['/', '!']).to_lowercase())
        .filter(|w| !w.is_empty() && w != "acedrex");
    let Some(word) = word else {
        return overview();
    };
    match COMMANDS.iter().find(|s| s.name == word) {
        Some(s) => full(s),
        None => unknown(&word),
    }
}

fn overview() -> String {
    let mut out = String::from(
        // Each platform writes the commands its way (`/play` on Discord, `!play` on
        // Matrix, `play` in the terminal).
        "**acedrex commands**, as you type them here (`play …`):\n",
    );
    for s in COMMANDS {
        let _ = writeln!(out, "- `{}` — {}", s.short_usage(), s.help.brief);
    }
    out.push_str(
        "Games are named like `#12`: add `#ID` when a command could mean several of your games.\n",
    );
    out.push_str("Variants: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2. `help COMMAND` for details.");
    out
}

fn full(s: &Spec) -> String {
    let h = &s.help;
    let usage = s.usage();
    let mut out = format!("**{}** — `{usage}`\n", s.name);
    for d in h.details {
        let _ = writeln!(out, "{d}");
    }
    if s.game {
        let _ = writeln!(out, "{GAME_ARG}");
    }
    let examples: Vec<String> = h.examples.iter().map(|e| format!("`{e}`")).collect();
    let _ = writeln!(out, "**Examples:** {}", examples.join(", "));
    let _ = write!(out, "**Who:** {}", h.who);
    out
}

fn unknown(word: &str) -> String {
    let mut out = format!("There is no command `{word}`.");
    if let Some(guess) = closest(word) {
        let _ = write!(out, " Did you mean `{guess}`?");
    }
    let _ = write!(
        out,
        "\nCommands: {}. `help COMMAND` explains one.",
        names().collect::<Vec<_>>().join(", ")
    );
    out
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
            assert_eq!(piece_move(id.variant(), Kind::Pawn), pawn, "{id}");
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
            assert_eq!(piece_move(id.variant(), Kind::Prince), prince, "{id}");
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
