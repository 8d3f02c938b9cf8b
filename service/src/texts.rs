//! Player-facing texts: the `rules VARIANT` summaries and the `help` pages.
//!
//! Plain text with light Markdown (bold, `code`, `- ` bullet lists) so the same text reads
//! well on Discord, on Matrix and in a terminal. The rules summaries follow the project's
//! rules contract (`RULES.md`, §3–§5); the piece lines are short on purpose, `piece VARIANT
//! PIECE` gives the full description and a diagram.

use acedrex_rules::{Kind, KingSpecial, RoyalSpecial, StalemateRule, Variant, VariantId};
use std::fmt::Write as _;

/// The command words, the same on every platform (for completion and "did you mean").
pub const COMMANDS: &[&str] = &[
    "play",
    "accept",
    "decline",
    "cancel",
    "move",
    "setup",
    "board",
    "moves",
    "hint",
    "resign",
    "draw",
    "takeback",
    "claim",
    "games",
    "record",
    "gif",
    "rules",
    "piece",
    "stats",
    "leaderboard",
    "help",
    "as",
    "quit",
];

// ---------------------------------------------------------------------------------------
// rules VARIANT
// ---------------------------------------------------------------------------------------

/// The longest text we send as one chat message (Discord's limit).
const MAX_CHARS: usize = 2000;

/// The usual castling conditions (RULES.md §4, §5.1).
const CASTLE_IF: &str = "King and Rook unmoved, the squares between empty, the King not in check nor passing or landing on an attacked square";

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
    for (i, line) in setup_lines(variant).iter().enumerate() {
        let head = if i == 0 { "**Setup** — " } else { "" };
        let _ = writeln!(out, "{head}{line}");
    }
    out.push_str("**Special rules**\n");
    for line in special_lines(variant) {
        let _ = writeln!(out, "- {line}");
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
    match variant {
        VariantId::Chess => "FIDE rules",
        VariantId::Shako => "Jean-Louis Cazaux, 1990",
        VariantId::Perfect12 => "Jean-Louis Cazaux, 1999/2000",
        VariantId::Kmf => "Theresa Dubé, 2021",
        VariantId::GrantAcedrex => "Alfonso X's Book of Games, 1283",
        VariantId::ZanzibarXl | VariantId::ZanzibarS | VariantId::Tamerlane2 => "Jean-Louis Cazaux",
    }
}

/// How a piece moves, in a few words (the full text is `acedrex_rules::describe`).
fn piece_move(v: &Variant, kind: Kind) -> &'static str {
    let id = v.id;
    match kind {
        Kind::King => match v.king_special {
            KingSpecial::Castling => "1 step any way; castles",
            KingSpecial::GrantLeap => "1 step any way; first move: a 2-square leap",
            KingSpecial::ZanzibarJump => "1 step any way; first move: a 2-square jump",
            KingSpecial::None => "1 step any way",
        },
        Kind::Queen if id == VariantId::Tamerlane2 => {
            "any distance straight or diagonally (only by promotion)"
        }
        Kind::Queen => "any distance straight or diagonally",
        Kind::Rook => "any distance along a rank or file",
        Kind::Bishop if v.piece_name(kind) != "Bishop" => "as a Bishop: any distance diagonally",
        Kind::Bishop => "any distance diagonally",
        Kind::Knight => "leaps 2 and 1 sideways",
        Kind::Pawn => match id {
            VariantId::Chess => "1 forward, 2 from rank 2; captures diagonally forward",
            VariantId::Shako | VariantId::Tamerlane2 => {
                "1 forward, 2 from rank 3; captures diagonally forward"
            }
            VariantId::Kmf => "1, 2 or 3 forward from rank 2, else 1 or 2; captures diagonally forward",
            VariantId::GrantAcedrex => "1 forward only; captures diagonally forward",
            VariantId::Perfect12 | VariantId::ZanzibarXl | VariantId::ZanzibarS => {
                "1 or 2 forward from any rank; captures diagonally forward"
            }
        },
        Kind::Prince => match id {
            VariantId::ZanzibarXl | VariantId::ZanzibarS => {
                "steps like a King, not royal; also 2 forward from any rank, not capturing"
            }
            VariantId::Tamerlane2 => {
                "steps like a King, not royal; also 2 forward from rank 2, not capturing"
            }
            _ => "steps like a King, but is not royal (it may be captured)",
        },
        Kind::Archer => "steps 1 or leaps 2 any way, never capturing; captures by shooting along its 8 lines, staying put",
        Kind::ChuLion => "the Chu Shogi Lion: jumps to any square within 2; double moves, igui, pass",
        Kind::Gryphon if id == VariantId::Tamerlane2 => {
            "1 diagonal step, optionally continuing straight outward (a promoted Ship)"
        }
        Kind::Gryphon => "1 diagonal step, optionally continuing straight outward",
        Kind::Unicornio => "a Knight leap, optionally continuing diagonally onward (a capture ends it)",
        Kind::Rhinoceros => "1 straight step, optionally continuing diagonally outward",
        Kind::Ship => "1 diagonal step, optionally continuing along the file outward",
        Kind::Camel => "leaps 3 and 1 sideways",
        Kind::Giraffe => "leaps 3 and 2 sideways",
        Kind::Elephant => "1 or 2 diagonally, jumping",
        Kind::Machine => "1 or 2 straight, jumping",
        Kind::Cannon => "moves as a Rook, captures by hopping one piece",
        Kind::Vao => "moves as a Bishop, captures by hopping one piece",
        Kind::Sorceress => "moves as a Queen, captures by hopping one piece",
        Kind::Duchess => "1, 2 or 3 squares any way, jumping",
        Kind::Buffalo => "leaps as a Knight, Camel or Giraffe",
        Kind::AcedrexLion => "leaps 3 straight, or 3 and 1 sideways",
        Kind::ZanzibarLion => "jumps to any square within 2 squares",
    }
}

fn setup_lines(variant: VariantId) -> &'static [&'static str] {
    match variant {
        VariantId::Chess => &["rank 1 `RNBQKBNR`, Pawns on rank 2; Black mirrors."],
        VariantId::Shako => &[
            "Cannons on a1 and j1, rank 2 `ERNBQKBNRE` (King f2), Pawns on rank 3; Black mirrors.",
        ],
        VariantId::Perfect12 => &[
            "our reconstruction of Cazaux's array: rank 1 `CMEBNLGNBEMC`, rank 2 `RPPPJKQJPPPR` (King f2, Lion behind it), Pawns on rank 3; Black mirrors. Another array: `play perfect12 fen FEN`.",
        ],
        VariantId::Kmf => &[
            "reconstructed (the source gives no array): rank 1 `RNBAJQKJABNR` (King g1), Pawns on rank 2; Black mirrors.",
        ],
        VariantId::GrantAcedrex => &[
            "rank 1 `RLUZCAKCZULR` (King g1), Pawns on rank 4; Black mirrors on ranks 12 and 9.",
        ],
        VariantId::ZanzibarXl => &[
            "rank 1 `CMZV....VZMC`, rank 2 `ERNB....BNRE`, rank 3 `PPPPJWWJPPPP`, Pawns on e4–h4; Black mirrors.",
            "**Black chooses** the rest before White's first move, White copies it on the same files: K Q G L on f1 g1 f2 g2, D O U F on e1 h1 e2 h2, any order.",
            "`setup ARR`: the letters on e1 f1 g1 h1 e2 f2 g2 h2, e.g. `UQKFOLGD` (default), or `setup random`.",
        ],
        VariantId::ZanzibarS => &[
            "rank 1 `CMZV....VZMC`, rank 2 `ERNBW..WBNRE`, rank 3 `PPPPJPPJPPPP`; Black mirrors.",
            "**Black chooses** the rest before White's first move, White copies it on the same files: K Q G L on f1 g1 f2 g2, U F on e1 h1, any order.",
            "`setup ARR`: the letters on e1 f1 g1 h1 f2 g2, e.g. `FQKULG` (default), or `setup random`.",
        ],
        VariantId::Tamerlane2 => &[
            "rank 1 `E.M.C.C.M.E`, rank 2 `RNBSJKJSBNR` (King f2), Pawns on rank 3; Black mirrors.",
        ],
    }
}

fn special_lines(variant: VariantId) -> Vec<String> {
    let castle = |short: &str, long: &str| {
        format!("Castling: `O-O` = {short}; `O-O-O` = {long}. Needs {CASTLE_IF}.")
    };
    match variant {
        VariantId::Chess => vec![
            "Pawns: en passant after a 2-step.".into(),
            "Promotion on rank 8, compulsory, to Q, R, B or N.".into(),
            castle("Ke1→g1, Rh1→f1", "Ke1→c1, Ra1→d1"),
        ],
        VariantId::Shako => vec![
            "Pawns: en passant as in chess; promotion on the last rank, compulsory, to Q, R, B, N, Cannon or Elephant.".into(),
            castle("Kf2→h2, Ri2→g2", "Kf2→d2, Rb2→e2"),
        ],
        VariantId::Perfect12 => vec![
            "Pawns: a 2-step needs an empty middle square; every 2-step may be taken en passant. Promotion on the last rank, compulsory, to Queen, Lion or Gryphon.".into(),
            "Lion: capture a neighbour and step once more (`Lf5xg6-h7`, `Lf5xg6xh7`); capture it without moving (igui, `Lf5xg6-f5`); or pass (`Lf5-f5`: needs an empty neighbour, never in check).".into(),
            format!("Castling: the King slides 3 squares, the Rook lands beside it: `O-O` = Kf2→i2, Rl2→h2; `O-O-O` = Kf2→c2, Ra2→d2. Needs {CASTLE_IF}."),
            "Princes are not royal and never promote.".into(),
        ],
        VariantId::Kmf => vec![
            "Pawns: every square a 2- or 3-step passes is an en-passant square for the next move, for any enemy Pawn.".into(),
            "Promotion on ranks 10–12 (Black 3–1): **optional on 10 and 11**, compulsory on 12; to Q, R, B, N, Archer, or Prince only while you have none.".into(),
            "Archer shot: `Aa1xa11` removes the piece on a11, the Archer stays; it gives check along its lines.".into(),
            castle("Kg1→k1, Rl1→j1", "Kg1→b1, Ra1→c1"),
            "**Abdication**: when checkmated, if a Prince would be safe with your King gone, your move may crown it (`Je1=K` or `# Je1=K`): the old King leaves, the game goes on.".into(),
        ],
        VariantId::GrantAcedrex => vec![
            "Pawns: no double step, **no en passant**; promotion on the last rank, compulsory, to the piece that started on that file (f- and g-files: Aanca).".into(),
            "**No castling. King leap**: while it has never moved, the King may leap 2 squares straight or diagonally to an empty square, over a piece too, but not out of check nor over an attacked square.".into(),
        ],
        VariantId::ZanzibarXl | VariantId::ZanzibarS => {
            let to = if variant == VariantId::ZanzibarXl {
                "Q, G, L, D, O, U or F"
            } else {
                "Q, G, L, U or F"
            };
            vec![
                "An enemy Pawn (never a Prince) may take a Pawn's or Prince's 2-step en passant.".into(),
                format!("Pawns **and Princes** must promote on the last rank, to {to}."),
                "**No castling. King jump** (first move, not in check): to an empty square 2 away, straight, diagonal or Knight-like, not over an attacked square (Knight-like: one safe middle square is enough).".into(),
            ]
        }
        VariantId::Tamerlane2 => vec![
            "Pawns: 2-step from rank 3, en passant as in chess; a Prince's 2-step is never taken en passant. Pawns and Princes promote on the last rank, compulsory, to Queen.".into(),
            "A Ship reaching an opposite corner (a11/k11 for White, a1/k1 for Black) becomes an Eagle.".into(),
            "**No castling**, no King leap.".into(),
            "**Succession**: when checkmated, if a Prince is not attacked, your move may swap King and Prince (`Je2=K`); the game goes on.".into(),
        ],
    }
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

struct Help {
    word: &'static str,
    /// One line for the command list.
    brief: &'static str,
    /// The full usage.
    usage: &'static str,
    /// What it does and its arguments, one line each.
    details: &'static [&'static str],
    examples: &'static [&'static str],
    who: &'static str,
}

const GAME_ARG: &str = "`#GAME`: the game id, e.g. `#12`; needed only when you have several games here (the bot lists them).";

const HELP: &[Help] = &[
    Help {
        word: "play",
        brief: "`play VARIANT [@opponent|bot] [options]` — challenge a player, the bot or the channel",
        usage: "play VARIANT [@opponent | bot] [white|black|random] [level N] [setup ARR|random] [fen FEN]",
        details: &[
            "Start a game by challenging someone.",
            "`VARIANT`: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (also zanzibar, acedrex, tamerlane…).",
            "`@opponent`: that player must `accept` (or `decline`). `bot`: the bot accepts at once. No opponent: an open challenge anyone in the channel may accept.",
            "`white|black|random`: your colour (default random).",
            "`level N`: the bot's strength, 1 (weakest) to 8, default 5.",
            "`setup ARR|random`: Zanzibar only, fixes the arrangement now; otherwise Black chooses it with `setup` before White's first move.",
            "`fen FEN`: start from a custom position (written last).",
        ],
        examples: &[
            "play kmf @alice",
            "play perfect12 bot black level 3",
            "play zanzibar-xl @bob white setup UQKFOLGD",
            "play grant-acedrex",
            "play chess bot fen 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
        ],
        who: "anyone.",
    },
    Help {
        word: "accept",
        brief: "`accept [#GAME]` — accept a challenge",
        usage: "accept [#GAME]",
        details: &["Accept a challenge made to you, or an open challenge in this channel; the game starts."],
        examples: &["accept", "accept #12"],
        who: "the challenged player; anyone but the challenger for an open challenge.",
    },
    Help {
        word: "decline",
        brief: "`decline [#GAME]` — refuse a challenge",
        usage: "decline [#GAME]",
        details: &["Refuse a challenge made to you."],
        examples: &["decline", "decline #12"],
        who: "the challenged player.",
    },
    Help {
        word: "cancel",
        brief: "`cancel [#GAME]` — withdraw your challenge",
        usage: "cancel [#GAME]",
        details: &["Withdraw a challenge you made that nobody has accepted yet."],
        examples: &["cancel", "cancel #12"],
        who: "the challenger.",
    },
    Help {
        word: "move",
        brief: "`move TEXT [#GAME]` — play a move (or just type it: `e4`, `Nf3`)",
        usage: "move TEXT [#GAME]",
        details: &[
            "Play a move. In a channel where you have exactly one game, just type the move.",
            "Algebraic: `e4`, `exd5`, `Nf3`, `Rxb10`, `Nbd2`, `b12=Q`; `x`/`:` optional, `+ # ! ?` ignored; lower-case letters where that reads one way.",
            "Long algebraic: `e2e4`, `e2-e4`, `e11e12=Q`, `e11e12q`. Piece names work too: `Lion f5xg6`.",
            "Castling: `O-O`, `O-O-O` (or `0-0`, `0-0-0`).",
            "Perfect 12 Lion: `Lf5xg6-h7`, `Lf5xg6xh7`, igui `Lf5xg6-f5`, pass `Lf5-f5` (long: `f5g6h7`). KMF Archer shot: `Aa1xa11`.",
            "Abdication (KMF) / succession (Tamerlane II): `Je1=K` or `# Je1=K`.",
            "A move that is not legal gets a reason: no such piece, it cannot go there, it leaves the King in check, ambiguous (with the candidates)…",
        ],
        examples: &["move e4", "move Nf3 #12", "Lf5xg6-h7", "Aa1xa11", "e2e4"],
        who: "a player of the game, on their turn.",
    },
    Help {
        word: "setup",
        brief: "`setup ARR|random [#GAME]` — Zanzibar: Black chooses the arrangement",
        usage: "setup ARR|random [#GAME]",
        details: &[
            "Zanzibar only: Black chooses the arrangement of the central back pieces before White's first move; White gets the same on the same files.",
            "XL: the letters on e1 f1 g1 h1 e2 f2 g2 h2, e.g. `UQKFOLGD`. S: the letters on e1 f1 g1 h1 f2 g2, e.g. `FQKULG`.",
            "King, Queen, Eagle (G) and Lion go on the f/g files; Duchess (D), Sorceress (O), Rhinoceros (U), Buffalo (F) on the e/h files (S: only U and F, on e1 h1).",
            "`random` picks one. Without a choice the defaults above are used.",
        ],
        examples: &["setup UQKFOLGD", "setup FQKULG #12", "setup random"],
        who: "the Black player, before White's first move.",
    },
    Help {
        word: "board",
        brief: "`board [#GAME]` — show the board",
        usage: "board [#GAME]",
        details: &["Show the board image of a game, with the last move marked."],
        examples: &["board", "board #12"],
        who: "anyone.",
    },
    Help {
        word: "moves",
        brief: "`moves [SQUARE] [#GAME]` — legal moves, or one piece's moves as an image",
        usage: "moves [SQUARE] [#GAME]",
        details: &[
            "Without a square: the list of legal moves.",
            "With a square: an image of the board with that piece's legal moves marked.",
        ],
        examples: &["moves", "moves f5", "moves g1 #12"],
        who: "anyone.",
    },
    Help {
        word: "hint",
        brief: "`hint [#GAME]` — the bot suggests a move (games against the bot)",
        usage: "hint [#GAME]",
        details: &["The bot suggests a move for you. Only in games against the bot."],
        examples: &["hint", "hint #12"],
        who: "the player facing the bot.",
    },
    Help {
        word: "resign",
        brief: "`resign [#GAME]` — give up the game",
        usage: "resign [#GAME]",
        details: &["Resign: your opponent wins."],
        examples: &["resign", "resign #12"],
        who: "a player of the game.",
    },
    Help {
        word: "draw",
        brief: "`draw [#GAME]` — offer or accept a draw",
        usage: "draw [#GAME]",
        details: &["Offer a draw; your opponent accepts by typing `draw` too."],
        examples: &["draw", "draw #12"],
        who: "a player of the game.",
    },
    Help {
        word: "takeback",
        brief: "`takeback [#GAME]` — ask to take back your last move",
        usage: "takeback [#GAME]",
        details: &["Ask to take back your last move; your opponent agrees with `takeback`. The bot agrees at once."],
        examples: &["takeback", "takeback #12"],
        who: "a player of the game.",
    },
    Help {
        word: "claim",
        brief: "`claim [#GAME]` — win a game your opponent abandoned",
        usage: "claim [#GAME]",
        details: &["Win a game your opponent abandoned: it is their turn and they have not moved for the configured time (72 hours by default)."],
        examples: &["claim", "claim #12"],
        who: "the player waiting for the move.",
    },
    Help {
        word: "games",
        brief: "`games` — open games and challenges in this channel",
        usage: "games",
        details: &["List the games in progress and the open challenges in this channel, with their ids."],
        examples: &["games"],
        who: "anyone.",
    },
    Help {
        word: "record",
        brief: "`record [#GAME]` — the game record file",
        usage: "record [#GAME]",
        details: &["Send the game record (PGN-like: tags and the moves in algebraic notation)."],
        examples: &["record", "record #12"],
        who: "anyone.",
    },
    Help {
        word: "gif",
        brief: "`gif [#GAME]` — an animated GIF of the game",
        usage: "gif [#GAME]",
        details: &["Send an animated GIF of the game so far, move by move."],
        examples: &["gif", "gif #12"],
        who: "anyone.",
    },
    Help {
        word: "rules",
        brief: "`rules VARIANT` — a game's rules",
        usage: "rules VARIANT",
        details: &["A summary of a game's rules: board, pieces, setup, special rules, how it ends."],
        examples: &["rules kmf", "rules zanzibar"],
        who: "anyone.",
    },
    Help {
        word: "piece",
        brief: "`piece VARIANT PIECE` — how a piece moves, with a diagram",
        usage: "piece VARIANT PIECE",
        details: &["A movement diagram and description of a piece. `PIECE`: its letter or its name."],
        examples: &["piece perfect12 Lion", "piece kmf A", "piece tamerlane2 Ship"],
        who: "anyone.",
    },
    Help {
        word: "stats",
        brief: "`stats [@player]` — ratings and results",
        usage: "stats [@player]",
        details: &["A player's rating per game (Glicko-2) and wins, draws and losses; yours without `@player`."],
        examples: &["stats", "stats @alice"],
        who: "anyone.",
    },
    Help {
        word: "leaderboard",
        brief: "`leaderboard VARIANT` — the best-rated players of a game",
        usage: "leaderboard VARIANT",
        details: &["The highest-rated players of a game."],
        examples: &["leaderboard perfect12", "leaderboard kmf"],
        who: "anyone.",
    },
    Help {
        word: "help",
        brief: "`help [COMMAND]` — this list, or one command in full",
        usage: "help [COMMAND]",
        details: &["Without a word: every command. With one: its usage, arguments and examples."],
        examples: &["help", "help play"],
        who: "anyone.",
    },
    Help {
        word: "as",
        brief: "`as NAME` — terminal: switch the player you type as",
        usage: "as NAME",
        details: &["Terminal only: from now on you type as player NAME. Name opponents `@NAME`."],
        examples: &["as alice", "as bob"],
        who: "the terminal user.",
    },
    Help {
        word: "quit",
        brief: "`quit` — terminal: leave (games are kept)",
        usage: "quit",
        details: &["Terminal only: end the session. Games are saved and go on next time."],
        examples: &["quit"],
        who: "the terminal user.",
    },
];

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
    match HELP.iter().find(|h| h.word == word) {
        Some(h) => full(h),
        None => unknown(&word),
    }
}

fn overview() -> String {
    let mut out = String::from(
        "**acedrex commands** — Discord: `/play …`; Matrix: `!acedrex play …` or `!play …`; terminal: `play …` (or `!play …`).\n",
    );
    for h in HELP {
        let _ = writeln!(out, "- {}", h.brief);
    }
    out.push_str(
        "Games are named like `#12`: add `#ID` when a command could mean several of your games.\n",
    );
    out.push_str("Variants: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2. `help COMMAND` for details.");
    out
}

fn full(h: &Help) -> String {
    let mut out = format!("**{}** — `{}`\n", h.word, h.usage);
    for d in h.details {
        let _ = writeln!(out, "{d}");
    }
    if h.usage.contains("#GAME") {
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
        COMMANDS.join(", ")
    );
    out
}

/// The command closest to `word` (a prefix of it, or at most 2 edits away).
fn closest(word: &str) -> Option<&'static str> {
    if let Some(c) = COMMANDS
        .iter()
        .find(|c| word.len() >= 2 && c.starts_with(word))
    {
        return Some(c);
    }
    COMMANDS
        .iter()
        .map(|c| (edit_distance(word, c), *c))
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
        assert_eq!(COMMANDS.len(), HELP.len());
        for (c, h) in COMMANDS.iter().zip(HELP) {
            assert_eq!(*c, h.word);
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
        for c in COMMANDS {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("- `{c}"))),
                "{c} missing\n{text}"
            );
        }
        assert!(text.chars().count() <= MAX_CHARS, "{} chars", text.len());
        for c in COMMANDS {
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
        for c in COMMANDS {
            assert!(text.contains(c), "{c}");
        }
        assert!(help_text(Some("lead")).contains("`leaderboard`"));
        let far = help_text(Some("xyzzy"));
        assert!(!far.contains("Did you mean"), "{far}");
        assert!(far.contains("help COMMAND"), "{far}");
    }
}
