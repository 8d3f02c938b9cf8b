//! The command table: every command the bot knows, once. The parser, `help`, the
//! Discord slash definitions (names, options, autocomplete) and the Matrix and terminal
//! help are all generated from [`COMMANDS`].
//!
//! To add a command: a [`Command`] variant, one [`Spec`] entry here (its words,
//! arguments, help and parse function), and its handler in the service's dispatch.

use acedrex_rules::VariantId;

/// A user named in a command: `@ID` (front ends write mentions this way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mention(pub String);

/// Who a challenge is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Anyone in the channel may accept.
    Open,
    User(Mention),
    Bot,
}

/// The challenger's colour wish.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

/// How much time the players have.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TimeControl {
    /// Correspondence: at most this many days for each move.
    Days(u32),
    /// A real-time clock: minutes for the game, plus seconds added after each move.
    Clock { minutes: u32, increment: u32 },
}

impl TimeControl {
    /// The default between people: three days a move.
    pub const CORRESPONDENCE: TimeControl = TimeControl::Days(3);

    /// Reads `3` after `days`, or `15+10` after `clock`.
    pub fn parse(word: &str, value: Option<&str>) -> Result<TimeControl, ParseError> {
        match word {
            "days" => {
                let bad = || {
                    ParseError(
                        "`days` takes a number of days per move from 1 to 60, like `days 3`".into(),
                    )
                };
                let n: u32 = value.ok_or_else(bad)?.parse().map_err(|_| bad())?;
                if !(1..=60).contains(&n) {
                    return Err(bad());
                }
                Ok(TimeControl::Days(n))
            }
            _ => {
                let bad = || {
                    ParseError("`clock` takes minutes and seconds per move, like `clock 15+10` (1 to 180 minutes, 0 to 60 seconds)".into())
                };
                let v = value.ok_or_else(bad)?;
                let (m, s) = v.split_once('+').unwrap_or((v, "0"));
                let minutes: u32 = m.parse().map_err(|_| bad())?;
                let increment: u32 = s.parse().map_err(|_| bad())?;
                if !(1..=180).contains(&minutes) || increment > 60 {
                    return Err(bad());
                }
                Ok(TimeControl::Clock { minutes, increment })
            }
        }
    }
}

/// Arguments of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayArgs {
    pub variant: VariantId,
    pub opponent: Opponent,
    pub color: ColorChoice,
    pub level: Option<u8>,
    pub setup: Option<String>,
    pub fen: Option<String>,
    /// `None`: the default (correspondence between people, none against the bot).
    pub time: Option<TimeControl>,
}

/// A game named with `#ID`, if any.
pub type GameRef = Option<u64>;

/// A command, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Play(PlayArgs),
    Accept(GameRef),
    Decline(GameRef),
    Cancel(GameRef),
    Move {
        text: String,
        game: GameRef,
    },
    Setup {
        arrangement: String,
        game: GameRef,
    },
    Board(GameRef),
    Moves {
        square: Option<String>,
        game: GameRef,
    },
    Hint(GameRef),
    Resign(GameRef),
    Draw(GameRef),
    Takeback(GameRef),
    Claim(GameRef),
    Games,
    Record(GameRef),
    Gif(GameRef),
    Rules(Option<String>),
    Piece {
        variant: String,
        piece: String,
    },
    Stats(Option<Mention>),
    Leaderboard(Option<String>),
    Help(Option<String>),
    /// Post-game analysis; `stop` cancels one under way.
    Analyse {
        game: GameRef,
        stop: bool,
    },
    /// Reminders on or off for the sender.
    Remind(bool),
    /// Text that is no command word: perhaps a move typed on its own.
    Bare(String),
}

/// A command line that cannot be read; the message says how to write it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub String);

// ---------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------

/// What an argument holds (front ends choose their widgets from it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A game id (`perfect12`); a list of choices, or autocompleted (see [`Arg::complete`]).
    Variant,
    /// A player, written `@ID`.
    User,
    /// A yes/no option written as its own name (`bot`).
    Flag,
    /// One word out of a list: (label, word).
    Choice(&'static [(&'static str, &'static str)]),
    Integer {
        min: i64,
        max: i64,
    },
    Text,
    /// A command word (for `help`).
    CommandWord,
}

/// How an argument is written on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// Its value alone, in order (`play chess @bob white`).
    Positional,
    /// Its name, then its value (`level 3`, `fen …`).
    Keyword,
    /// Its name alone when true (`bot`).
    Flag,
}

/// Values a front end can offer while the argument is typed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Complete {
    /// Game ids and names.
    Variants,
    /// The legal moves of the game the command is for ([`crate::Service::legal_moves`]).
    Moves,
    /// The pieces of the chosen game.
    Pieces,
}

/// One argument of a command.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: ArgKind,
    pub required: bool,
    pub form: Form,
    pub complete: Option<Complete>,
}

/// A command's help page.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Help {
    /// One line for the command list.
    pub brief: &'static str,
    /// The full usage.
    pub usage: &'static str,
    /// What it does and its arguments, one line each.
    pub details: &'static [&'static str],
    pub examples: &'static [&'static str],
    pub who: &'static str,
}

/// Reads the words after the command word.
pub type ParseFn = fn(&Words) -> Result<Command, ParseError>;

/// One command.
#[derive(Copy, Clone, Debug)]
pub struct Spec {
    pub name: &'static str,
    /// Other words for it (`undo` for `takeback`).
    pub aliases: &'static [&'static str],
    /// One short line (a slash command's description: at most 100 characters).
    pub summary: &'static str,
    pub args: &'static [Arg],
    /// It takes a game number `#ID`.
    pub game: bool,
    /// Its answer may take a while (the bot thinks, a file is made): front ends show
    /// "thinking…" first.
    pub slow: bool,
    /// `None` for the terminal's own commands (`as`, `quit`), which the service never sees.
    pub parse: Option<ParseFn>,
    pub help: Help,
}

impl Spec {
    /// A command of the service (not one of a front end's own, like the terminal's `as`).
    pub fn is_service(&self) -> bool {
        self.parse.is_some()
    }
}

/// On or off.
pub const ON_OFF: &[(&str, &str)] = &[("On", "on"), ("Off", "off")];

/// The colours a challenger may ask for.
pub const COLORS: &[(&str, &str)] = &[("White", "white"), ("Black", "black"), ("Random", "random")];

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[Spec] = &[
    Spec {
        name: "play",
        aliases: &["challenge"],
        summary: "Start a game: challenge a player, anyone here, or the bot",
        args: &[
            Arg { name: "variant", description: "The game", kind: ArgKind::Variant, required: true, form: Form::Positional, complete: Some(Complete::Variants) },
            Arg { name: "opponent", description: "Who you challenge (nobody: anyone here)", kind: ArgKind::User, required: false, form: Form::Positional, complete: None },
            Arg { name: "bot", description: "Play against the bot", kind: ArgKind::Flag, required: false, form: Form::Flag, complete: None },
            Arg { name: "color", description: "Your colour", kind: ArgKind::Choice(COLORS), required: false, form: Form::Positional, complete: None },
            Arg { name: "days", description: "Correspondence: days per move (default 3 between people)", kind: ArgKind::Integer { min: 1, max: 60 }, required: false, form: Form::Keyword, complete: None },
            Arg { name: "clock", description: "A live clock: minutes+seconds per move, e.g. 15+10", kind: ArgKind::Text, required: false, form: Form::Keyword, complete: None },
            Arg { name: "level", description: "The bot's level, 1 to 8", kind: ArgKind::Integer { min: 1, max: 8 }, required: false, form: Form::Keyword, complete: None },
            Arg { name: "setup", description: "Zanzibar: the arrangement (UQKFOLGD) or random", kind: ArgKind::Text, required: false, form: Form::Keyword, complete: None },
            Arg { name: "fen", description: "Start from this position", kind: ArgKind::Text, required: false, form: Form::Keyword, complete: None },
        ],
        game: false,
        slow: true,
        parse: Some(parse_play),
        help: Help {
            brief: "`play VARIANT [@opponent|bot] [options]` — challenge a player, the bot or the channel",
            usage: "play VARIANT [@opponent | bot] [white|black|random] [days N | clock M+S] [level N] [setup ARR|random] [fen FEN]",
            details: &[
                "Start a game by challenging someone.",
                "`VARIANT`: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (also zanzibar, acedrex, tamerlane…).",
                "`@opponent`: that player must `accept` (or `decline`). `bot`: the bot accepts at once. No opponent: an open challenge anyone in the channel may accept.",
                "`white|black|random`: your colour (default random).",
                "`days N`: correspondence, at most N days per move (the default between people: `days 3`). `clock M+S`: a live clock, M minutes each plus S seconds per move (`clock 15+10`). Out of time loses (a draw if the opponent has only a King left).",
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
    },
    Spec {
        name: "accept",
        aliases: &[],
        summary: "Accept a challenge",
        args: &[],
        game: true,
        slow: true,
        parse: Some(no_args),
        help: Help {
            brief: "`accept [#GAME]` — accept a challenge",
            usage: "accept [#GAME]",
            details: &["Accept a challenge made to you, or an open challenge in this channel; the game starts."],
            examples: &["accept", "accept #12"],
            who: "the challenged player; anyone but the challenger for an open challenge.",
        },
    },
    Spec {
        name: "decline",
        aliases: &[],
        summary: "Decline a challenge made to you",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`decline [#GAME]` — refuse a challenge",
            usage: "decline [#GAME]",
            details: &["Refuse a challenge made to you."],
            examples: &["decline", "decline #12"],
            who: "the challenged player.",
        },
    },
    Spec {
        name: "cancel",
        aliases: &[],
        summary: "Withdraw your challenge",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`cancel [#GAME]` — withdraw your challenge",
            usage: "cancel [#GAME]",
            details: &["Withdraw a challenge you made that nobody has accepted yet."],
            examples: &["cancel", "cancel #12"],
            who: "the challenger.",
        },
    },
    Spec {
        name: "move",
        aliases: &["m"],
        summary: "Play a move: e4, Nf3, O-O, Lf5xg6-h7",
        args: &[
            Arg { name: "text", description: "The move", kind: ArgKind::Text, required: true, form: Form::Positional, complete: Some(Complete::Moves) },
        ],
        game: true,
        slow: true,
        parse: Some(parse_move),
        help: Help {
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
    },
    Spec {
        name: "setup",
        aliases: &[],
        summary: "Zanzibar: Black chooses the arrangement",
        args: &[
            Arg { name: "arrangement", description: "UQKFOLGD, FQKULG or random", kind: ArgKind::Text, required: true, form: Form::Positional, complete: None },
        ],
        game: true,
        slow: true,
        parse: Some(parse_setup),
        help: Help {
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
    },
    Spec {
        name: "board",
        aliases: &["show"],
        summary: "Show the board",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`board [#GAME]` — show the board",
            usage: "board [#GAME]",
            details: &["Show the board image of a game, with the last move marked."],
            examples: &["board", "board #12"],
            who: "anyone.",
        },
    },
    Spec {
        name: "moves",
        aliases: &[],
        summary: "The legal moves, or one piece's moves on the board",
        args: &[
            Arg { name: "square", description: "A piece's square, e.g. f5", kind: ArgKind::Text, required: false, form: Form::Positional, complete: None },
        ],
        game: true,
        slow: false,
        parse: Some(parse_moves),
        help: Help {
            brief: "`moves [SQUARE] [#GAME]` — legal moves, or one piece's moves as an image",
            usage: "moves [SQUARE] [#GAME]",
            details: &[
                "Without a square: the list of legal moves.",
                "With a square: an image of the board with that piece's legal moves marked.",
            ],
            examples: &["moves", "moves f5", "moves g1 #12"],
            who: "anyone.",
        },
    },
    Spec {
        name: "hint",
        aliases: &[],
        summary: "The bot suggests a move (games against the bot)",
        args: &[],
        game: true,
        slow: true,
        parse: Some(no_args),
        help: Help {
            brief: "`hint [#GAME]` — the bot suggests a move (games against the bot)",
            usage: "hint [#GAME]",
            details: &["The bot suggests a move for you. Only in games against the bot."],
            examples: &["hint", "hint #12"],
            who: "the player facing the bot.",
        },
    },
    Spec {
        name: "resign",
        aliases: &[],
        summary: "Give up the game",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`resign [#GAME]` — give up the game",
            usage: "resign [#GAME]",
            details: &["Resign: your opponent wins."],
            examples: &["resign", "resign #12"],
            who: "a player of the game.",
        },
    },
    Spec {
        name: "draw",
        aliases: &[],
        summary: "Offer or accept a draw",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`draw [#GAME]` — offer or accept a draw",
            usage: "draw [#GAME]",
            details: &["Offer a draw; your opponent accepts by typing `draw` too."],
            examples: &["draw", "draw #12"],
            who: "a player of the game.",
        },
    },
    Spec {
        name: "takeback",
        aliases: &["undo"],
        summary: "Ask to take back your last move, or agree",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`takeback [#GAME]` — ask to take back your last move",
            usage: "takeback [#GAME]",
            details: &["Ask to take back your last move; your opponent agrees with `takeback`. The bot agrees at once."],
            examples: &["takeback", "takeback #12"],
            who: "a player of the game.",
        },
    },
    Spec {
        name: "claim",
        aliases: &[],
        summary: "Win a game your opponent abandoned",
        args: &[],
        game: true,
        slow: false,
        parse: Some(no_args),
        help: Help {
            brief: "`claim [#GAME]` — win a game your opponent abandoned",
            usage: "claim [#GAME]",
            details: &["Win a game your opponent abandoned: in a game without a time control, when it is their turn and they have not moved for the configured time (72 hours by default).", "A game with a time control (days a move, or a clock) is decided by its clock instead: when the opponent's time runs out they lose on time, with no claim needed; until then `claim` says how long they have."],
            examples: &["claim", "claim #12"],
            who: "the player waiting for the move.",
        },
    },
    Spec {
        name: "games",
        aliases: &["list"],
        summary: "Games and challenges in this channel",
        args: &[],
        game: false,
        slow: false,
        parse: Some(parse_games),
        help: Help {
            brief: "`games` — open games and challenges in this channel",
            usage: "games",
            details: &["List the games in progress and the open challenges in this channel, with their ids."],
            examples: &["games"],
            who: "anyone.",
        },
    },
    Spec {
        name: "record",
        aliases: &["pgn"],
        summary: "The game record file",
        args: &[],
        game: true,
        slow: true,
        parse: Some(no_args),
        help: Help {
            brief: "`record [#GAME]` — the game record file",
            usage: "record [#GAME]",
            details: &["Send the game record (PGN-like: tags and the moves in algebraic notation)."],
            examples: &["record", "record #12"],
            who: "anyone.",
        },
    },
    Spec {
        name: "gif",
        aliases: &[],
        summary: "The game as an animated GIF",
        args: &[],
        game: true,
        slow: true,
        parse: Some(no_args),
        help: Help {
            brief: "`gif [#GAME]` — an animated GIF of the game",
            usage: "gif [#GAME]",
            details: &["Send an animated GIF of the game so far, move by move."],
            examples: &["gif", "gif #12"],
            who: "anyone.",
        },
    },
    Spec {
        name: "rules",
        aliases: &[],
        summary: "A game's rules",
        args: &[
            Arg { name: "variant", description: "The game", kind: ArgKind::Variant, required: false, form: Form::Positional, complete: None },
        ],
        game: false,
        slow: false,
        parse: Some(parse_rules),
        help: Help {
            brief: "`rules VARIANT` — a game's rules",
            usage: "rules VARIANT",
            details: &["A summary of a game's rules: board, pieces, setup, special rules, how it ends."],
            examples: &["rules kmf", "rules zanzibar"],
            who: "anyone.",
        },
    },
    Spec {
        name: "piece",
        aliases: &[],
        summary: "How a piece moves, with a diagram",
        args: &[
            Arg { name: "variant", description: "The game", kind: ArgKind::Variant, required: true, form: Form::Positional, complete: None },
            Arg { name: "piece", description: "Its letter or name", kind: ArgKind::Text, required: true, form: Form::Positional, complete: Some(Complete::Pieces) },
        ],
        game: false,
        slow: false,
        parse: Some(parse_piece),
        help: Help {
            brief: "`piece VARIANT PIECE` — how a piece moves, with a diagram",
            usage: "piece VARIANT PIECE",
            details: &["A movement diagram and description of a piece. `PIECE`: its letter or its name."],
            examples: &["piece perfect12 Lion", "piece kmf A", "piece tamerlane2 Ship"],
            who: "anyone.",
        },
    },
    Spec {
        name: "stats",
        aliases: &[],
        summary: "Ratings and results",
        args: &[
            Arg { name: "player", description: "Whose (yours without)", kind: ArgKind::User, required: false, form: Form::Positional, complete: None },
        ],
        game: false,
        slow: false,
        parse: Some(parse_stats),
        help: Help {
            brief: "`stats [@player]` — ratings and results",
            usage: "stats [@player]",
            details: &["A player's rating per game (Glicko-2) and wins, draws and losses; yours without `@player`."],
            examples: &["stats", "stats @alice"],
            who: "anyone.",
        },
    },
    Spec {
        name: "leaderboard",
        aliases: &["top"],
        summary: "The best-rated players of a game",
        args: &[
            Arg { name: "variant", description: "The game", kind: ArgKind::Variant, required: true, form: Form::Positional, complete: None },
        ],
        game: false,
        slow: false,
        parse: Some(parse_leaderboard),
        help: Help {
            brief: "`leaderboard VARIANT` — the best-rated players of a game",
            usage: "leaderboard VARIANT",
            details: &["The highest-rated players of a game."],
            examples: &["leaderboard perfect12", "leaderboard kmf"],
            who: "anyone.",
        },
    },
    Spec {
        name: "analyse",
        aliases: &["analyze", "analysis"],
        summary: "After a game: the engine marks mistakes and blunders, with a graph",
        args: &[],
        game: true,
        slow: true,
        parse: Some(parse_analyse),
        help: Help {
            brief: "`analyse [#GAME]` — mistakes, blunders and an evaluation graph of a finished game",
            usage: "analyse [stop] [#GAME]",
            details: &[
                "The engine goes through a finished game, marks each side's mistakes (`?`) and blunders (`??`) with the move it would have played, and sends a graph of the evaluation.",
                "It takes up to a minute for long games; `analyse stop` cancels it.",
            ],
            examples: &["analyse", "analyse #12", "analyse stop"],
            who: "anyone, once the game is over.",
        },
    },
    Spec {
        name: "remind",
        aliases: &["reminders"],
        summary: "Turn reminders that it is your move on or off",
        args: &[
            Arg { name: "setting", description: "on or off", kind: ArgKind::Choice(ON_OFF), required: true, form: Form::Positional, complete: None },
        ],
        game: false,
        slow: false,
        parse: Some(parse_remind),
        help: Help {
            brief: "`remind on|off` — reminders when it is your move",
            usage: "remind on|off",
            details: &[
                "When you have had the move for a day (and again before a correspondence deadline), the bot reminds you once where you play. `remind off` stops that for all your games.",
            ],
            examples: &["remind off", "remind on"],
            who: "anyone, for themselves.",
        },
    },
    Spec {
        name: "help",
        aliases: &["?"],
        summary: "The commands, or one in full",
        args: &[
            Arg { name: "command", description: "A command to explain", kind: ArgKind::CommandWord, required: false, form: Form::Positional, complete: None },
        ],
        game: false,
        slow: false,
        parse: Some(parse_help),
        help: Help {
            brief: "`help [COMMAND]` — this list, or one command in full",
            usage: "help [COMMAND]",
            details: &["Without a word: every command. With one: its usage, arguments and examples."],
            examples: &["help", "help play"],
            who: "anyone.",
        },
    },
    Spec {
        name: "as",
        aliases: &[],
        summary: "Terminal: switch the player you type as",
        args: &[
            Arg { name: "name", description: "The player", kind: ArgKind::Text, required: true, form: Form::Positional, complete: None },
        ],
        game: false,
        slow: false,
        parse: None,
        help: Help {
            brief: "`as NAME` — terminal: switch the player you type as",
            usage: "as NAME",
            details: &["Terminal only: from now on you type as player NAME. Name opponents `@NAME`."],
            examples: &["as alice", "as bob"],
            who: "the terminal user.",
        },
    },
    Spec {
        name: "quit",
        aliases: &[],
        summary: "Terminal: leave (games are kept)",
        args: &[],
        game: false,
        slow: false,
        parse: None,
        help: Help {
            brief: "`quit` — terminal: leave (games are kept)",
            usage: "quit",
            details: &["Terminal only: end the session. Games are saved and go on next time."],
            examples: &["quit"],
            who: "the terminal user.",
        },
    },
];

/// The command a word names (its name or an alias, any case, `!`/`/` ignored).
pub fn find(word: &str) -> Option<&'static Spec> {
    let w = word.trim_start_matches(['!', '/']).to_ascii_lowercase();
    COMMANDS
        .iter()
        .find(|s| s.name == w || s.aliases.contains(&w.as_str()))
}

/// The names of every command (for completion and "did you mean").
pub fn names() -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().map(|s| s.name)
}

// ---------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------

/// A command line split into words: the command word, its arguments, and the game
/// named `#ID` anywhere among them.
pub struct Words<'a> {
    pub word: String,
    /// Every argument, `#ID` included.
    pub args: Vec<&'a str>,
    /// The arguments without the `#ID`.
    pub rest: Vec<&'a str>,
    pub game: GameRef,
}

impl Words<'_> {
    /// The command takes nothing but a game number.
    fn no_more(&self, cmd: Command) -> Result<Command, ParseError> {
        if self.rest.is_empty() {
            Ok(cmd)
        } else {
            Err(ParseError(format!(
                "`{}` takes no argument but a game number like `#12`; `{}` is extra",
                self.word,
                self.rest.join(" ")
            )))
        }
    }
}

fn usage(cmd: &str) -> ParseError {
    let form = match cmd {
        "play" => "play VARIANT [@opponent | bot] [white|black|random] [days N | clock M+S] [level N] [setup ARR|random] [fen FEN]",
        "move" => "move TEXT [#GAME] — for example `move e4` or `move Nf3 #12`",
        "setup" => "setup ARRANGEMENT|random [#GAME] — for example `setup UQKFOLGD`",
        "piece" => "piece VARIANT PIECE — for example `piece perfect12 lion`",
        _ => "see `help`",
    };
    ParseError(format!("usage: {form}"))
}

/// Strips a platform prefix (`!acedrex`, `!`, `/`) and reads the command.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let mut text = line.trim();
    for prefix in ["!acedrex", "/acedrex"] {
        if let Some(rest) = text.strip_prefix(prefix) {
            text = rest.trim_start();
        }
    }
    text = text.strip_prefix('!').unwrap_or(text).trim_start();
    if text.is_empty() {
        return Err(ParseError(
            "an empty command; type `help` to see the commands".into(),
        ));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let word = words[0].to_ascii_lowercase();
    let args: Vec<&str> = words[1..].to_vec();
    // `#12` anywhere among the arguments names the game.
    let game: GameRef = args
        .iter()
        .find_map(|w| w.strip_prefix('#').and_then(|n| n.parse().ok()));
    let rest: Vec<&str> = args
        .iter()
        .copied()
        .filter(|w| !(w.starts_with('#') && w[1..].parse::<u64>().is_ok()))
        .collect();
    let spec = COMMANDS
        .iter()
        .find(|s| s.name == word || s.aliases.contains(&word.as_str()));
    match spec.and_then(|s| s.parse) {
        Some(parse) => parse(&Words {
            word,
            args,
            rest,
            game,
        }),
        None => Ok(Command::Bare(text.to_string())),
    }
}

fn no_args(w: &Words) -> Result<Command, ParseError> {
    let g = w.game;
    let cmd = match w.word.as_str() {
        "accept" => Command::Accept(g),
        "decline" => Command::Decline(g),
        "cancel" => Command::Cancel(g),
        "board" | "show" => Command::Board(g),
        "hint" => Command::Hint(g),
        "resign" => Command::Resign(g),
        "draw" => Command::Draw(g),
        "takeback" | "undo" => Command::Takeback(g),
        "claim" => Command::Claim(g),
        "record" | "pgn" => Command::Record(g),
        "gif" => Command::Gif(g),
        _ => return Ok(Command::Bare(w.word.clone())),
    };
    w.no_more(cmd)
}

fn parse_play(w: &Words) -> Result<Command, ParseError> {
    Ok(Command::Play(parse_play_args(&w.args)?))
}

fn parse_move(w: &Words) -> Result<Command, ParseError> {
    if w.rest.is_empty() {
        return Err(usage("move"));
    }
    Ok(Command::Move {
        text: w.rest.join(" "),
        game: w.game,
    })
}

fn parse_setup(w: &Words) -> Result<Command, ParseError> {
    match w.rest.as_slice() {
        [arr] => Ok(Command::Setup {
            arrangement: arr.to_string(),
            game: w.game,
        }),
        _ => Err(usage("setup")),
    }
}

fn parse_moves(w: &Words) -> Result<Command, ParseError> {
    match w.rest.as_slice() {
        [] => Ok(Command::Moves {
            square: None,
            game: w.game,
        }),
        [sq] => Ok(Command::Moves {
            square: Some(sq.to_ascii_lowercase()),
            game: w.game,
        }),
        _ => Err(ParseError("usage: moves [SQUARE] [#GAME]".into())),
    }
}

fn parse_games(_: &Words) -> Result<Command, ParseError> {
    Ok(Command::Games)
}

fn parse_rules(w: &Words) -> Result<Command, ParseError> {
    Ok(Command::Rules(w.rest.first().map(|s| s.to_string())))
}

fn parse_piece(w: &Words) -> Result<Command, ParseError> {
    match w.rest.as_slice() {
        [v, p @ ..] if !p.is_empty() => Ok(Command::Piece {
            variant: v.to_string(),
            piece: p.join(" "),
        }),
        _ => Err(usage("piece")),
    }
}

fn parse_stats(w: &Words) -> Result<Command, ParseError> {
    Ok(Command::Stats(
        w.rest
            .first()
            .map(|m| Mention(m.trim_start_matches('@').to_string())),
    ))
}

fn parse_leaderboard(w: &Words) -> Result<Command, ParseError> {
    Ok(Command::Leaderboard(w.rest.first().map(|s| s.to_string())))
}

fn parse_analyse(w: &Words) -> Result<Command, ParseError> {
    match w.rest.as_slice() {
        [] => Ok(Command::Analyse {
            game: w.game,
            stop: false,
        }),
        [s] if s.eq_ignore_ascii_case("stop") || s.eq_ignore_ascii_case("cancel") => {
            Ok(Command::Analyse {
                game: w.game,
                stop: true,
            })
        }
        _ => Err(ParseError("usage: analyse [stop] [#GAME]".into())),
    }
}

fn parse_remind(w: &Words) -> Result<Command, ParseError> {
    match w.rest.as_slice() {
        [s] if s.eq_ignore_ascii_case("on") => Ok(Command::Remind(true)),
        [s] if s.eq_ignore_ascii_case("off") => Ok(Command::Remind(false)),
        _ => Err(ParseError("usage: remind on|off".into())),
    }
}

fn parse_help(w: &Words) -> Result<Command, ParseError> {
    Ok(Command::Help(
        w.rest
            .first()
            .map(|s| s.trim_start_matches('!').to_string()),
    ))
}

fn parse_play_args(args: &[&str]) -> Result<PlayArgs, ParseError> {
    let Some(first) = args.first() else {
        return Err(usage("play"));
    };
    let variant: VariantId = first.parse().map_err(|e: acedrex_rules::UnknownVariant| {
        ParseError(crate::texts::messages::unknown_game(&e.0))
    })?;
    let mut p = PlayArgs {
        variant,
        opponent: Opponent::Open,
        color: ColorChoice::Random,
        level: None,
        setup: None,
        fen: None,
        time: None,
    };
    let mut i = 1;
    while i < args.len() {
        let w = args[i];
        let lower = w.to_ascii_lowercase();
        match lower.as_str() {
            "white" | "w" => p.color = ColorChoice::White,
            "black" | "b" => p.color = ColorChoice::Black,
            "random" => p.color = ColorChoice::Random,
            "bot" | "@bot" | "engine" | "computer" => p.opponent = Opponent::Bot,
            "level" => {
                let n = args
                    .get(i + 1)
                    .and_then(|n| n.parse::<u8>().ok())
                    .filter(|n| (1..=8).contains(n))
                    .ok_or_else(|| ParseError("`level` takes a number from 1 to 8".into()))?;
                p.level = Some(n);
                i += 1;
            }
            "days" | "clock" => {
                p.time = Some(TimeControl::parse(&lower, args.get(i + 1).copied())?);
                i += 1;
            }
            "setup" => {
                let a = args
                    .get(i + 1)
                    .ok_or_else(|| ParseError("`setup` takes an arrangement like UQKFOLGD, or `random`".into()))?;
                p.setup = Some(a.to_string());
                i += 1;
            }
            "fen" => {
                // The position text is the rest of the line (six fields).
                let fen: Vec<&str> = args[i + 1..].to_vec();
                if fen.is_empty() {
                    return Err(ParseError("`fen` takes a position text".into()));
                }
                p.fen = Some(fen.join(" "));
                break;
            }
            _ if w.starts_with('@') && w.len() > 1 => {
                p.opponent = Opponent::User(Mention(w[1..].to_string()));
            }
            _ => {
                return Err(ParseError(format!(
                    "I don't understand `{w}` in `play`; usage: play VARIANT [@opponent | bot] [white|black|random] [days N | clock M+S] [level N] [setup ARR|random] [fen FEN]"
                )))
            }
        }
        i += 1;
    }
    if p.level.is_some() && p.opponent != Opponent::Bot {
        return Err(ParseError(
            "`level` is for games against the bot: `play VARIANT bot level N`".into(),
        ));
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_and_game_numbers() {
        assert_eq!(parse("!acedrex board #12"), Ok(Command::Board(Some(12))));
        assert_eq!(parse("!board"), Ok(Command::Board(None)));
        assert_eq!(parse("  resign  "), Ok(Command::Resign(None)));
        assert_eq!(
            parse("move Nf3 #3"),
            Ok(Command::Move {
                text: "Nf3".into(),
                game: Some(3)
            })
        );
        assert_eq!(parse("e4"), Ok(Command::Bare("e4".into())));
        assert_eq!(parse("Lion f5xg6"), Ok(Command::Bare("Lion f5xg6".into())));
    }

    #[test]
    fn play_arguments() {
        let p = match parse("play perfect12 @bob black").unwrap() {
            Command::Play(p) => p,
            other => panic!("{other:?}"),
        };
        assert_eq!(p.variant, VariantId::Perfect12);
        assert_eq!(p.opponent, Opponent::User(Mention("bob".into())));
        assert_eq!(p.color, ColorChoice::Black);
        let p = match parse("play zanzibar bot level 3 setup random").unwrap() {
            Command::Play(p) => p,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (p.opponent, p.level, p.setup.as_deref()),
            (Opponent::Bot, Some(3), Some("random"))
        );
        let p = match parse("play chess @amy fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap() {
            Command::Play(p) => p,
            other => panic!("{other:?}"),
        };
        assert_eq!(p.fen.as_deref(), Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        let p = match parse("play kmf @amy clock 15+10").unwrap() {
            Command::Play(p) => p,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            p.time,
            Some(TimeControl::Clock {
                minutes: 15,
                increment: 10
            })
        );
        let p = match parse("play kmf @amy days 5 black").unwrap() {
            Command::Play(p) => p,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (p.time, p.color),
            (Some(TimeControl::Days(5)), ColorChoice::Black)
        );
        assert_eq!(parse("remind off"), Ok(Command::Remind(false)));
        assert_eq!(
            parse("analyse stop #4"),
            Ok(Command::Analyse {
                game: Some(4),
                stop: true
            })
        );
    }

    #[test]
    fn malformed_commands_say_how_to_write_them() {
        for (line, says) in [
            ("play", "usage: play VARIANT"),
            ("play checkers", "unknown game `checkers`"),
            ("play chess purple", "I don't understand `purple`"),
            ("play chess bot level 9", "level"),
            ("play chess @bob level 2", "against the bot"),
            ("move", "usage: move"),
            ("setup", "usage: setup"),
            ("piece chess", "usage: piece"),
            ("resign now", "takes no argument"),
            (
                "play chess @bob clock 0+0",
                "`clock` takes minutes and seconds",
            ),
            (
                "play chess @bob clock abc",
                "`clock` takes minutes and seconds",
            ),
            ("play chess @bob clock", "`clock` takes minutes and seconds"),
            ("play chess @bob days 0", "`days` takes a number of days"),
            ("play chess @bob days x", "`days` takes a number of days"),
            ("remind maybe", "usage: remind on|off"),
            ("analyse now", "usage: analyse"),
            ("", "empty command"),
        ] {
            let e = parse(line).unwrap_err().0;
            assert!(e.contains(says), "{line}: {e}");
        }
    }

    #[test]
    fn the_table_is_consistent() {
        let mut words = std::collections::HashSet::new();
        for s in COMMANDS {
            assert!(words.insert(s.name), "{} twice", s.name);
            for a in s.aliases {
                assert!(words.insert(a), "{a} twice");
            }
            // Discord's limits for slash commands.
            assert!(s.summary.len() <= 100, "{}", s.name);
            assert!(s.help.usage.starts_with(s.name), "{}", s.name);
            assert_eq!(s.game, s.help.usage.contains("#GAME"), "{}", s.name);
            let mut seen_optional = false;
            for a in s.args {
                assert!(a.description.len() <= 100);
                // Discord wants required options first.
                assert!(!(seen_optional && a.required), "{}: {}", s.name, a.name);
                seen_optional |= !a.required;
            }
        }
        // Every service command word parses to itself, never to a bare move.
        for s in COMMANDS.iter().filter(|s| s.is_service()) {
            let line = match s.name {
                "play" => "play chess".to_string(),
                "move" => "move e4".to_string(),
                "setup" => "setup random".to_string(),
                "piece" => "piece chess king".to_string(),
                n => n.to_string(),
            };
            assert!(!matches!(parse(&line), Ok(Command::Bare(_))), "{line}");
        }
        assert_eq!(find("UNDO").map(|s| s.name), Some("takeback"));
        assert!(matches!(parse("as bob"), Ok(Command::Bare(_))));
    }
}
