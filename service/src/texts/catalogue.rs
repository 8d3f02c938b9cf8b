//! The words for the catalogue's entries: how each piece moves, and each game's setup and
//! special-rule lines, under the message ids the entries in `acedrex_rules` name. A new
//! piece or game is its entry there plus its words here (a test checks every entry has
//! them).

use acedrex_rules::{Kind, PromoChoices, TextLine, Variant, Zone};

/// Per piece key (`PieceEntry::key`): a few words on how it moves (message
/// `piece-KEY-summary`, the `rules GAME` lines) and the full sentences (message
/// `piece-KEY-moves`, `piece` and the movement diagrams). The King, the Pawn and the
/// Prince get their game's rules added to them.
const PIECE_WORDS: &[(&str, &str, &str)] = &[
    (
        "king",
        "1 step any way",
        "Steps one square in any direction.",
    ),
    (
        "queen",
        "any distance straight or diagonally",
        "Moves any distance straight or diagonally.",
    ),
    (
        "rook",
        "any distance along a rank or file",
        "Moves any distance along a rank or file.",
    ),
    (
        "bishop",
        "any distance diagonally",
        "Moves any distance diagonally.",
    ),
    (
        "knight",
        "leaps 2 and 1 sideways",
        "Leaps two squares straight and one to the side, over anything.",
    ),
    (
        "pawn",
        "1 forward; captures diagonally forward",
        "Moves forward, never capturing; captures one square diagonally forward.",
    ),
    (
        "prince",
        "steps like a King, but is not royal (it may be captured)",
        "Steps one square in any direction like a King, but is not royal: it may be captured and move into attack.",
    ),
    (
        "archer",
        "steps 1 or leaps 2 any way, never capturing; captures by shooting along its 8 lines, staying put",
        "Steps one square or leaps two in any straight or diagonal direction without capturing. It captures by shooting: the first piece along any straight or diagonal line, if an enemy, is removed while the Archer stays.",
    ),
    (
        "chu-lion",
        "the Chu Shogi Lion: jumps to any square within 2; double moves, igui, pass",
        "The Chu Shogi Lion: jumps to any square up to two away; or captures on a neighbouring square and then steps once more (capturing again, or back to its square: igui); or passes by stepping to an empty neighbour and back.",
    ),
    (
        "gryphon",
        "1 diagonal step, optionally continuing straight outward",
        "Steps one square diagonally, then may go on any distance straight outward (along the rank or file that leads away). It never jumps.",
    ),
    (
        "unicornio",
        "a Knight leap, optionally continuing diagonally onward (a capture ends it)",
        "Leaps like a Knight, then may go on any distance diagonally outward, in the direction of the leap. The leap may capture and then ends.",
    ),
    (
        "rhinoceros",
        "1 straight step, optionally continuing diagonally outward",
        "Steps one square straight, then may go on any distance diagonally outward. It never jumps.",
    ),
    (
        "ship",
        "1 diagonal step, optionally continuing along the file outward",
        "Steps one square diagonally, then may go on any distance along the file, away from where it started. It never jumps. On an opposite corner it becomes an Eagle.",
    ),
    (
        "camel",
        "leaps 3 and 1 sideways",
        "Leaps three squares straight and one to the side (a long Knight), over anything.",
    ),
    (
        "giraffe",
        "leaps 3 and 2 sideways",
        "Leaps three squares straight and two to the side, over anything.",
    ),
    (
        "elephant",
        "1 or 2 diagonally, jumping",
        "Moves one or two squares diagonally, jumping over the first.",
    ),
    (
        "machine",
        "1 or 2 straight, jumping",
        "Moves one or two squares straight, jumping over the first.",
    ),
    (
        "cannon",
        "moves as a Rook, captures by hopping one piece",
        "Moves like a Rook; captures by jumping over exactly one piece (of either side) along a rank or file.",
    ),
    (
        "vao",
        "moves as a Bishop, captures by hopping one piece",
        "Moves like a Bishop; captures by jumping over exactly one piece (of either side) diagonally.",
    ),
    (
        "sorceress",
        "moves as a Queen, captures by hopping one piece",
        "Moves like a Queen; captures by jumping over exactly one piece (of either side) along a straight or diagonal line.",
    ),
    (
        "duchess",
        "1, 2 or 3 squares any way, jumping",
        "Moves one, two or three squares in any straight or diagonal direction, jumping.",
    ),
    (
        "buffalo",
        "leaps as a Knight, Camel or Giraffe",
        "Leaps like a Knight (2,1), a Camel (3,1) or a Giraffe (3,2), over anything.",
    ),
    (
        "acedrex-lion",
        "leaps 3 straight, or 3 and 1 sideways",
        "Leaps three squares straight, or three and one to the side (like a Camel), over anything.",
    ),
    (
        "zanzibar-lion",
        "jumps to any square within 2 squares",
        "Steps one square in any direction, or leaps to any square two away: straight, diagonally or like a Knight.",
    ),
];

fn piece_words(kind: Kind) -> Option<&'static (&'static str, &'static str, &'static str)> {
    let key = kind.entry().key;
    PIECE_WORDS.iter().find(|w| w.0 == key)
}

/// How a kind moves, in a few words (message `piece-KEY-summary`).
pub fn piece_summary(kind: Kind) -> &'static str {
    piece_words(kind).map_or("", |w| w.1)
}

/// How a kind moves, in full sentences (message `piece-KEY-moves`).
pub fn piece_moves(kind: Kind) -> &'static str {
    piece_words(kind).map_or("", |w| w.2)
}

/// The usual castling conditions (RULES.md §4, §5.1).
const CASTLE_IF: &str = "King and Rook unmoved, the squares between empty, the King not in check nor passing or landing on an attacked square";

/// Per message id (`TextLine`): the words of a game's setup and special-rule lines.
/// `{NAME}` marks where the game's data go (see [`game_line`]).
const GAME_WORDS: &[(&str, &str)] = &[
    ("setup-chess", "rank 1 `RNBQKBNR`, Pawns on rank 2; Black mirrors."),
    (
        "setup-shako",
        "Cannons on a1 and j1, rank 2 `ERNBQKBNRE` (King f2), Pawns on rank 3; Black mirrors.",
    ),
    (
        "setup-perfect12",
        "our reconstruction of Cazaux's array: rank 1 `CMEBNLGNBEMC`, rank 2 `RPPPJKQJPPPR` (King f2, Lion behind it), Pawns on rank 3; Black mirrors. Another array: `play perfect12 fen FEN`.",
    ),
    (
        "setup-kmf",
        "reconstructed (the source gives no array): rank 1 `RNBAJQKJABNR` (King g1), Pawns on rank 2; Black mirrors.",
    ),
    (
        "setup-grant-acedrex",
        "rank 1 `RLUZCAKCZULR` (King g1), Pawns on rank 4; Black mirrors on ranks 12 and 9.",
    ),
    (
        "setup-zanzibar-xl",
        "rank 1 `CMZV....VZMC`, rank 2 `ERNB....BNRE`, rank 3 `PPPPJWWJPPPP`, Pawns on e4–h4; Black mirrors.",
    ),
    (
        "setup-zanzibar-s",
        "rank 1 `CMZV....VZMC`, rank 2 `ERNBW..WBNRE`, rank 3 `PPPPJPPJPPPP`; Black mirrors.",
    ),
    (
        "setup-zanzibar-choice",
        "**Black chooses** the rest before White's first move, White copies it on the same files: {centre} on {centre_squares}, {wings} on {wing_squares}, any order.",
    ),
    (
        "setup-command",
        "`setup ARR`: the letters on {squares}, e.g. `{default}` (default), or `setup random`.",
    ),
    (
        "setup-tamerlane2",
        "rank 1 `E.M.C.C.M.E`, rank 2 `RNBSJKJSBNR` (King f2), Pawns on rank 3; Black mirrors.",
    ),
    (
        "special-castling",
        "Castling: `O-O` = {short}; `O-O-O` = {long}. Needs {condition}.",
    ),
    ("special-chess-pawns", "Pawns: en passant after a 2-step."),
    (
        "special-chess-promotion",
        "Promotion on rank 8, compulsory, to Q, R, B or N.",
    ),
    (
        "special-shako-pawns",
        "Pawns: en passant as in chess; promotion on the last rank, compulsory, to Q, R, B, N, Cannon or Elephant.",
    ),
    (
        "special-perfect12-pawns",
        "Pawns: a 2-step needs an empty middle square; every 2-step may be taken en passant. Promotion on the last rank, compulsory, to Queen, Lion or Gryphon.",
    ),
    (
        "special-perfect12-lion",
        "Lion: capture a neighbour and step once more (`Lf5xg6-h7`, `Lf5xg6xh7`); capture it without moving (igui, `Lf5xg6-f5`); or pass (`Lf5-f5`: needs an empty neighbour, never in check).",
    ),
    (
        "special-perfect12-castling",
        "Castling: the King slides 3 squares, the Rook lands beside it: `O-O` = {short}; `O-O-O` = {long}. Needs {condition}.",
    ),
    (
        "special-perfect12-princes",
        "Princes are not royal and never promote.",
    ),
    (
        "special-kmf-pawns",
        "Pawns: every square a 2- or 3-step passes is an en-passant square for the next move, for any enemy Pawn.",
    ),
    (
        "special-kmf-promotion",
        "Promotion on ranks 10–12 (Black 3–1): **optional on 10 and 11**, compulsory on 12; to Q, R, B, N, Archer, or Prince only while you have none.",
    ),
    (
        "special-kmf-archer",
        "Archer shot: `Aa1xa11` removes the piece on a11, the Archer stays; it gives check along its lines.",
    ),
    (
        "special-kmf-abdication",
        "**Abdication**: when checkmated, if a Prince would be safe with your King gone, your move may crown it (`Je1=K` or `# Je1=K`): the old King leaves, the game goes on.",
    ),
    (
        "special-grant-acedrex-pawns",
        "Pawns: no double step, **no en passant**; promotion on the last rank, compulsory, to the piece that started on that file (f- and g-files: Aanca).",
    ),
    (
        "special-grant-acedrex-king",
        "**No castling. King leap**: while it has never moved, the King may leap 2 squares straight or diagonally to an empty square, over a piece too, but not out of check nor over an attacked square.",
    ),
    (
        "special-zanzibar-en-passant",
        "An enemy Pawn (never a Prince) may take a Pawn's or Prince's 2-step en passant.",
    ),
    (
        "special-zanzibar-promotion",
        "Pawns **and Princes** must promote on the last rank, to {choices}.",
    ),
    (
        "special-zanzibar-king",
        "**No castling. King jump** (first move, not in check): to an empty square 2 away, straight, diagonal or Knight-like, not over an attacked square (Knight-like: one safe middle square is enough).",
    ),
    (
        "special-tamerlane2-pawns",
        "Pawns: 2-step from rank 3, en passant as in chess; a Prince's 2-step is never taken en passant. Pawns and Princes promote on the last rank, compulsory, to Queen.",
    ),
    (
        "special-tamerlane2-ship",
        "A Ship reaching an opposite corner (a11/k11 for White, a1/k1 for Black) becomes an Eagle.",
    ),
    ("special-tamerlane2-no-castling", "**No castling**, no King leap."),
    (
        "special-tamerlane2-succession",
        "**Succession**: when checkmated, if a Prince is not attacked, your move may swap King and Prince (`Je2=K`); the game goes on.",
    ),
];

/// The words under a message id of a game's lines.
fn game_words(id: &str) -> &'static str {
    GAME_WORDS.iter().find(|w| w.0 == id).map_or("", |w| w.1)
}

/// One line of a game's rules summary: its words with the game's data put in.
pub fn game_line(v: &Variant, line: TextLine) -> String {
    let words = game_words(line.id());
    let fill = |pairs: &[(&str, String)]| {
        pairs.iter().fold(words.to_string(), |s, (name, value)| {
            s.replace(&format!("{{{name}}}"), value)
        })
    };
    let letters = |kinds: &[Kind]| -> Vec<String> {
        kinds.iter().map(|k| v.letter(*k).to_string()).collect()
    };
    match line {
        TextLine::Say(_) => words.to_string(),
        TextLine::Castling(_) => {
            let Some(castling) = &v.castling else {
                return words.to_string();
            };
            let (king, rook) = (v.letter(Kind::King), v.letter(Kind::Rook));
            let wing = |w: usize| {
                let c = &castling[0][w];
                format!(
                    "{king}{}→{}, {rook}{}→{}",
                    c.king_from, c.king_to, c.rook_from, c.rook_to
                )
            };
            fill(&[
                ("short", wing(0)),
                ("long", wing(1)),
                ("condition", CASTLE_IF.to_string()),
            ])
        }
        TextLine::Promotion(_) => {
            let choices = match v.promotion(Kind::Pawn).map(|p| &p.choices) {
                Some(PromoChoices::List(kinds)) => letters(kinds),
                _ => Vec::new(),
            };
            let choices = match choices.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, head)) => format!("{} or {last}", head.join(", ")),
                None => String::new(),
            };
            fill(&[("choices", choices)])
        }
        TextLine::SetupChoice(_) | TextLine::SetupCommand(_) => {
            let Some(rule) = &v.setup else {
                return words.to_string();
            };
            let squares = |zone: Option<Zone>| -> String {
                rule.squares
                    .iter()
                    .filter(|(_, z)| zone.is_none_or(|want| *z == want))
                    .map(|(s, _)| *s)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            fill(&[
                ("centre", letters(rule.centre).join(" ")),
                ("centre_squares", squares(Some(Zone::Centre))),
                ("wings", letters(rule.wings).join(" ")),
                ("wing_squares", squares(Some(Zone::Wings))),
                ("squares", squares(None)),
                ("default", rule.default.to_string()),
            ])
        }
    }
}

#[cfg(test)]
mod tests {
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
        for (key, _, _) in PIECE_WORDS {
            assert!(PIECES.iter().any(|e| e.key == *key), "{key}: no such piece");
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
                assert!(!game_words(line.id()).is_empty(), "{id}: {}", line.id());
                let text = game_line(v, *line);
                assert!(!text.contains('{') && !text.contains('}'), "{id}: {text}");
                used.push(line.id());
            }
        }
        for (key, _) in GAME_WORDS {
            assert!(used.contains(key), "{key}: no game says it");
        }
    }
}
