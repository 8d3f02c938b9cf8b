//! The command table is the grammar: every command the bot knows, once, with its
//! arguments as typed specs. From [`COMMANDS`] come the parser ([`read`], [`parse`]), the
//! usage lines ([`Spec::usage`]), `help`, the Discord slash definitions (names, options,
//! autocomplete) and their typed invocations ([`Invocation::from_typed`]), and the
//! Matrix and terminal help. What the service needs to know of a command — whether it
//! changes a game, looks at one, or takes time — is in its entry too.
//!
//! To add a command: a [`Command`] variant, one [`Spec`] entry here (its words,
//! arguments, help and build function), and its handler in the service's dispatch.

use crate::texts::messages as msg;
use acedrex_rules::{Color, VariantId};

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

/// What `tournament` does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentAction {
    Create,
    Join,
    Leave,
    Start,
    Standings,
    Pairings,
    Withdraw,
    Pause,
}

/// The words of [`TournamentAction`].
pub const TOURNAMENT_ACTIONS: &[(&str, &str)] = &[
    ("Create", "create"),
    ("Join", "join"),
    ("Leave", "leave"),
    ("Start", "start"),
    ("Standings", "standings"),
    ("Pairings", "pairings"),
    ("Withdraw a player", "withdraw"),
    ("Pause (arena)", "pause"),
];

/// The formats `tournament create` takes.
pub const TOURNAMENT_FORMATS: &[(&str, &str)] = &[
    ("Swiss", "swiss"),
    ("Round robin", "roundrobin"),
    ("Arena", "arena"),
];

/// Rated or not.
pub const RATED: &[(&str, &str)] = &[("Rated", "rated"), ("Casual", "casual")];

/// Arguments of `tournament create` (checked against each other by the service, which
/// knows the format's defaults).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentArgs {
    pub action: TournamentAction,
    pub variant: Option<VariantId>,
    pub format: Option<crate::store::TournamentFormat>,
    pub rounds: Option<u32>,
    pub minutes: Option<u32>,
    pub time: Option<TimeControl>,
    pub rated: Option<bool>,
    /// `withdraw @player`.
    pub player: Option<Mention>,
    /// `#T` (or a game of the tournament).
    pub id: GameRef,
}

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
    /// The board turned with `bottom` at the bottom (`None`: the other way from usual), for
    /// the asker's eyes only.
    Flip {
        bottom: Option<Color>,
        game: GameRef,
    },
    Moves {
        square: Option<String>,
        game: GameRef,
    },
    Hint(GameRef),
    Resign(GameRef),
    /// Call a game off before both sides have moved: no result.
    Abort(GameRef),
    /// The same game again, colours swapped, against the same opponent.
    Rematch(GameRef),
    Draw(GameRef),
    Takeback(GameRef),
    Claim(GameRef),
    Games,
    Record(GameRef),
    Gif(GameRef),
    Rules(Option<VariantId>),
    Piece {
        variant: VariantId,
        piece: String,
    },
    Stats(Option<Mention>),
    Leaderboard(VariantId),
    Help(Option<String>),
    /// Post-game analysis; `stop` cancels one under way.
    Analyse {
        game: GameRef,
        stop: bool,
    },
    /// Reminders on or off for the sender.
    Remind(bool),
    Tournament(TournamentArgs),
    /// The language the sender reads: shown, or set to the code given.
    Lang(Option<String>),
    /// Text that is no command word: perhaps a move typed on its own.
    Bare(String),
}

/// A command line that cannot be read; the message says how to write it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub msg::Msg);

// ---------------------------------------------------------------------------------------
// The table's types
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
    /// Minutes and seconds added per move: `15+10` (or `15`).
    Clock,
    Text,
    /// A command word (for `help`).
    CommandWord,
}

/// How an argument is written on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// Its value alone (`play chess @bob white`): required ones in order, then optional
    /// ones in any order, each known by what it accepts.
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
    /// How its value is shown in the usage line (`VARIANT`, `@opponent`, `N`).
    pub meta: &'static str,
    /// What its value must be, for errors ("`days` takes …"); `None`: said from its kind.
    pub takes: Option<msg::Takes>,
    /// Other words for its name or its choices: (word, the word it stands for).
    pub aliases: &'static [(&'static str, &'static str)],
    /// It takes the rest of the line (a move in words, a position text); written last.
    pub rest: bool,
    /// It is the other choice to the argument before it (`[@opponent | bot]`): at most
    /// one of the two is given.
    pub alt: bool,
}

impl Arg {
    /// An optional positional argument.
    pub const fn new(
        name: &'static str,
        kind: ArgKind,
        meta: &'static str,
        description: &'static str,
    ) -> Arg {
        Arg {
            name,
            description,
            kind,
            required: false,
            form: Form::Positional,
            complete: None,
            meta,
            takes: None,
            aliases: &[],
            rest: false,
            alt: false,
        }
    }

    /// A yes/no option written as its name.
    pub const fn flag(name: &'static str, description: &'static str) -> Arg {
        let mut a = Arg::new(name, ArgKind::Flag, name, description);
        a.form = Form::Flag;
        a
    }

    pub const fn required(mut self) -> Arg {
        self.required = true;
        self
    }

    /// Written as its name, then its value.
    pub const fn keyword(mut self) -> Arg {
        self.form = Form::Keyword;
        self
    }

    pub const fn takes(mut self, takes: msg::Takes) -> Arg {
        self.takes = Some(takes);
        self
    }

    pub const fn complete(mut self, c: Complete) -> Arg {
        self.complete = Some(c);
        self
    }

    pub const fn aliases(mut self, aliases: &'static [(&'static str, &'static str)]) -> Arg {
        self.aliases = aliases;
        self
    }

    pub const fn rest(mut self) -> Arg {
        self.rest = true;
        self
    }

    pub const fn alt(mut self) -> Arg {
        self.alt = true;
        self
    }

    /// What its value must be, in words.
    fn takes_text(&self) -> msg::Msg {
        if let Some(takes) = self.takes {
            return msg::takes(takes);
        }
        match self.kind {
            ArgKind::Integer { min, max } => msg::takes_number(min, max),
            ArgKind::Choice(choices) => {
                let words: Vec<&str> = choices.iter().map(|(_, w)| *w).collect();
                msg::takes_one_of(&words)
            }
            _ => msg::takes_meta(self.meta),
        }
    }

    /// The word a user may write for this argument's name or one of its choices.
    fn canonical<'w>(&self, word: &'w str) -> &'w str {
        self.aliases
            .iter()
            .find(|(alias, _)| alias.eq_ignore_ascii_case(word))
            .map_or(word, |(_, to)| *to)
    }

    fn named(&self, word: &str) -> bool {
        self.form != Form::Positional && self.canonical(word).eq_ignore_ascii_case(self.name)
    }

    /// Its part of the usage line.
    fn usage(&self) -> String {
        match self.form {
            Form::Positional => self.meta.to_string(),
            Form::Keyword => format!("{} {}", self.name, self.meta),
            Form::Flag => self.name.to_string(),
        }
    }
}

/// A command's help page (its usage line is made from its arguments).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Help {
    /// What it does, for the command list.
    pub brief: &'static str,
    /// What it does and its arguments, one line each.
    pub details: &'static [&'static str],
    pub examples: &'static [&'static str],
    pub who: &'static str,
}

/// Whether answering may take a while (front ends show "thinking…" first).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Slow {
    No,
    /// Always (a file is made, the engine searches).
    Yes,
    /// With this flag (`play … bot`: the bot accepts and may move at once).
    With(&'static str),
    /// Unless this flag is given (`analyse stop`).
    Unless(&'static str),
    /// When the game it is about is against the bot (the bot answers a move).
    BotGame,
}

/// Makes the command from its read arguments.
pub type BuildFn = fn(&Invocation) -> Result<Command, ParseError>;

/// The longest usage line the help overview shows in full.
const SHORT_USAGE_MAX: usize = 64;

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
    /// It changes a game: in direct messages the other player hears of it.
    pub changes: bool,
    /// It looks at a game: its reply shows where the game's page is.
    pub looks: bool,
    /// Its answer may take a while.
    pub slow: Slow,
    /// `None` for the terminal's own commands (`as`, `quit`), which the service never sees.
    pub build: Option<BuildFn>,
    pub help: Help,
}

impl Spec {
    /// A command of the service (not one of a front end's own, like the terminal's `as`).
    pub fn is_service(&self) -> bool {
        self.build.is_some()
    }

    pub fn arg(&self, name: &str) -> Option<&'static Arg> {
        self.args.iter().find(|a| a.name == name)
    }

    /// The usage line: `play VARIANT [@opponent | bot] … [#GAME]`.
    pub fn usage(&self) -> String {
        self.usage_of(self.args.iter().collect())
    }

    /// The usage line with the keyword options folded into `[options]`, for lists.
    pub fn short_usage(&self) -> String {
        let shown: Vec<&Arg> = self
            .args
            .iter()
            .filter(|a| a.form != Form::Keyword)
            .collect();
        let mut line = self.usage_of(shown);
        if self.args.iter().any(|a| a.form == Form::Keyword) {
            let at = line.find(" [#GAME]").unwrap_or(line.len());
            line.insert_str(at, " [options]");
        }
        // A command of many forms (`tournament`) shows its required words only: the
        // overview must fit one message; `help COMMAND` gives the rest.
        if line.chars().count() > SHORT_USAGE_MAX {
            let required = self.args.iter().filter(|a| a.required).collect();
            line = format!("{} …", self.usage_of(required));
        }
        line
    }

    fn usage_of(&self, args: Vec<&Arg>) -> String {
        let mut parts: Vec<String> = vec![self.name.to_string()];
        let mut i = 0;
        while i < args.len() {
            let a = args[i];
            let mut group = vec![a.usage()];
            while args.get(i + 1).is_some_and(|b| b.alt) {
                i += 1;
                group.push(args[i].usage());
            }
            parts.push(if a.required && group.len() == 1 {
                group.remove(0)
            } else {
                format!("[{}]", group.join(" | "))
            });
            i += 1;
        }
        if self.game {
            parts.push("[#GAME]".into());
        }
        parts.join(" ")
    }

    fn usage_error(&self) -> ParseError {
        ParseError(msg::usage(
            &self.usage(),
            self.help.examples.first().copied(),
        ))
    }
}

/// On or off.
pub const ON_OFF: &[(&str, &str)] = &[("On", "on"), ("Off", "off")];

/// The colours a challenger may ask for.
pub const COLORS: &[(&str, &str)] = &[("White", "white"), ("Black", "black"), ("Random", "random")];

/// The sides a board can be turned to.
pub const SIDES: &[(&str, &str)] = &[("White", "white"), ("Black", "black")];

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[Spec] = &[
    Spec {
        name: "play",
        aliases: &["challenge"],
        summary: "Start a game: challenge a player, anyone here, or the bot",
        args: &[
            Arg::new("variant", ArgKind::Variant, "VARIANT", "The game").required().complete(Complete::Variants),
            Arg::new("opponent", ArgKind::User, "@opponent", "Who you challenge (nobody: anyone here)"),
            Arg::flag("bot", "Play against the bot").aliases(&[("@bot", "bot"), ("engine", "bot"), ("computer", "bot")]).alt(),
            Arg::new("color", ArgKind::Choice(COLORS), "white|black|random", "Your colour").aliases(&[("w", "white"), ("b", "black")]),
            Arg::new("days", ArgKind::Integer { min: 1, max: 60 }, "N", "Correspondence: days per move (default 3 between people)").keyword().takes(msg::Takes::Days),
            Arg::new("clock", ArgKind::Clock, "M+S", "A live clock: minutes+seconds per move, e.g. 15+10").keyword().takes(msg::Takes::Clock).alt(),
            Arg::new("level", ArgKind::Integer { min: 1, max: 8 }, "N", "The bot's level, 1 to 8").keyword(),
            Arg::new("setup", ArgKind::Text, "ARRANGEMENT|random", "Zanzibar: the arrangement (UQKFOLGD) or random").keyword().takes(msg::Takes::Setup),
            Arg::new("fen", ArgKind::Text, "FEN", "Start from this position").keyword().takes(msg::Takes::Fen).rest(),
        ],
        game: false,
        changes: true,
        looks: false,
        slow: Slow::With("bot"),
        build: Some(build_play),
        help: Help {
            brief: "challenge a player, the bot or the channel",
            details: &[
                "Start a game by challenging someone.",
                "`VARIANT`: chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (also zanzibar, acedrex, tamerlane…).",
                "`@opponent`: that player must `accept` (or `decline`). `bot`: the bot accepts at once. No opponent: an open challenge anyone in the channel may accept.",
                "`white|black|random`: your colour (default random).",
                "`days N`: correspondence, at most N days per move (the default between people: `days 3`). `clock M+S`: a live clock, M minutes each plus S seconds per move (`clock 15+10`), started after each side's first move. Out of time loses (a draw if the opponent has only a King left).",
                "`level N`: the bot's strength, 1 (weakest) to 8, default 5.",
                "`setup ARRANGEMENT|random`: Zanzibar only, fixes the arrangement now; otherwise Black chooses it with `setup` before White's first move.",
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
        changes: true,
        looks: false,
        slow: Slow::BotGame,
        build: Some(|i| Ok(Command::Accept(i.game))),
        help: Help {
            brief: "accept a challenge",
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
        changes: true,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Decline(i.game))),
        help: Help {
            brief: "refuse a challenge",
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
        changes: true,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Cancel(i.game))),
        help: Help {
            brief: "withdraw your challenge",
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
            Arg::new("text", ArgKind::Text, "TEXT", "The move").required().rest().complete(Complete::Moves),
        ],
        game: true,
        changes: true,
        looks: false,
        slow: Slow::BotGame,
        build: Some(build_move),
        help: Help {
            brief: "play a move (or just type it: `e4`, `Nf3`)",
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
            Arg::new("arrangement", ArgKind::Text, "ARRANGEMENT|random", "UQKFOLGD, FQKULG or random").required(),
        ],
        game: true,
        changes: true,
        looks: false,
        slow: Slow::BotGame,
        build: Some(build_setup),
        help: Help {
            brief: "Zanzibar: Black chooses the arrangement",
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
        changes: false,
        looks: true,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Board(i.game))),
        help: Help {
            brief: "show the board",
            details: &["Show the board image of a game, with the last move marked."],
            examples: &["board", "board #12"],
            who: "anyone.",
        },
    },
    Spec {
        name: "flip",
        aliases: &["turn"],
        summary: "The board turned the other way, for you only",
        args: &[Arg::new("side", ArgKind::Choice(SIDES), "white|black", "The side at the bottom")],
        game: true,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(build_flip),
        help: Help {
            brief: "the board turned the other way, for you only",
            details: &[
                "Show a game's board with the other side at the bottom, or with the side you name. Only you see it where the platform allows (Discord); the game's board stays as it is.",
            ],
            examples: &["flip", "flip black #12"],
            who: "anyone.",
        },
    },
    Spec {
        name: "moves",
        aliases: &[],
        summary: "The legal moves, or one piece's moves on the board",
        args: &[
            Arg::new("square", ArgKind::Text, "SQUARE", "A piece's square, e.g. f5"),
        ],
        game: true,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(build_moves),
        help: Help {
            brief: "legal moves, or one piece's moves as an image",
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
        changes: false,
        looks: false,
        slow: Slow::Yes,
        build: Some(|i| Ok(Command::Hint(i.game))),
        help: Help {
            brief: "the bot suggests a move (games against the bot)",
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
        changes: true,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Resign(i.game))),
        help: Help {
            brief: "give up the game",
            details: &["Resign: your opponent wins."],
            examples: &["resign", "resign #12"],
            who: "a player of the game.",
        },
    },
    Spec {
        name: "abort",
        aliases: &[],
        summary: "Call a game off before both sides have moved (no result)",
        args: &[],
        game: true,
        changes: true,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Abort(i.game))),
        help: Help {
            brief: "call a game off before both sides have moved",
            details: &[
                "Abort a game that has just begun, before both sides have moved: it ends with no result, unrated, and counts in no statistics or leaderboard.",
                "Once both sides have moved, `resign` or offer a `draw` instead.",
            ],
            examples: &["abort", "abort #12"],
            who: "a player of the game.",
        },
    },
    Spec {
        name: "rematch",
        aliases: &["revenge"],
        summary: "The same game again against the same opponent, colours swapped",
        args: &[],
        game: true,
        changes: true,
        looks: false,
        slow: Slow::BotGame,
        build: Some(|i| Ok(Command::Rematch(i.game))),
        help: Help {
            brief: "the same game again, colours swapped",
            details: &[
                "After a game (finished or aborted): challenge the same opponent to the same game with the same time control, rated or not as before, colours swapped. They `accept` it as any challenge; the bot accepts at once.",
                "Without `#GAME`: your last finished game in this channel. One rematch of a game may wait at a time.",
            ],
            examples: &["rematch", "rematch #12"],
            who: "a player of the finished game.",
        },
    },
    Spec {
        name: "draw",
        aliases: &[],
        summary: "Offer or accept a draw",
        args: &[],
        game: true,
        changes: true,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Draw(i.game))),
        help: Help {
            brief: "offer or accept a draw",
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
        changes: true,
        looks: false,
        slow: Slow::BotGame,
        build: Some(|i| Ok(Command::Takeback(i.game))),
        help: Help {
            brief: "ask to take back your last move",
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
        changes: true,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Claim(i.game))),
        help: Help {
            brief: "win a game your opponent abandoned",
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
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(|_| Ok(Command::Games)),
        help: Help {
            brief: "open games and challenges in this channel",
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
        changes: false,
        looks: true,
        slow: Slow::Yes,
        build: Some(|i| Ok(Command::Record(i.game))),
        help: Help {
            brief: "the game record file",
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
        changes: false,
        looks: true,
        slow: Slow::Yes,
        build: Some(|i| Ok(Command::Gif(i.game))),
        help: Help {
            brief: "an animated GIF of the game",
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
            Arg::new("variant", ArgKind::Variant, "VARIANT", "The game"),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Rules(i.variant("variant")))),
        help: Help {
            brief: "a game's rules",
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
            Arg::new("variant", ArgKind::Variant, "VARIANT", "The game").required(),
            Arg::new("piece", ArgKind::Text, "PIECE", "Its letter or name").required().rest().complete(Complete::Pieces),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(build_piece),
        help: Help {
            brief: "how a piece moves, with a diagram",
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
            Arg::new("player", ArgKind::User, "@player", "Whose (yours without)"),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Stats(i.mention("player")))),
        help: Help {
            brief: "ratings and results",
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
            Arg::new("variant", ArgKind::Variant, "VARIANT", "The game").required(),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(|i| {
            i.variant("variant")
                .map(Command::Leaderboard)
                .ok_or_else(|| i.spec().usage_error())
        }),
        help: Help {
            brief: "the best-rated players of a game",
            details: &["The highest-rated players of a game."],
            examples: &["leaderboard perfect12", "leaderboard kmf"],
            who: "anyone.",
        },
    },
    Spec {
        name: "analyse",
        aliases: &["analyze", "analysis"],
        summary: "After a game: the engine marks mistakes and blunders, with a graph",
        args: &[
            Arg::flag("stop", "Stop an analysis under way").aliases(&[("cancel", "stop")]),
        ],
        game: true,
        changes: false,
        looks: false,
        slow: Slow::Unless("stop"),
        build: Some(build_analyse),
        help: Help {
            brief: "mistakes, blunders and an evaluation graph of a finished game",
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
            Arg::new("setting", ArgKind::Choice(ON_OFF), "on|off", "on or off").required(),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(build_remind),
        help: Help {
            brief: "reminders when it is your move",
            details: &[
                "When you have had the move for a day (and again before a correspondence deadline), the bot reminds you once where you play. `remind off` stops that for all your games.",
            ],
            examples: &["remind off", "remind on"],
            who: "anyone, for themselves.",
        },
    },
    Spec {
        name: "tournament",
        aliases: &["tourney"],
        summary: "Tournaments: create, join, leave, start, standings, pairings, withdraw, pause",
        args: &[
            Arg::new("action", ArgKind::Choice(TOURNAMENT_ACTIONS), "ACTION", "create, join, leave, start, standings, pairings, withdraw or pause").required(),
            Arg::new("format", ArgKind::Choice(TOURNAMENT_FORMATS), "FORMAT", "create: swiss, roundrobin or arena").aliases(&[("round-robin", "roundrobin"), ("rr", "roundrobin")]),
            Arg::new("player", ArgKind::User, "@player", "withdraw: the player"),
            Arg::new("rated", ArgKind::Choice(RATED), "rated|casual", "create: rated (default) or not"),
            Arg::new("variant", ArgKind::Variant, "VARIANT", "create: the game").complete(Complete::Variants),
            Arg::new("rounds", ArgKind::Integer { min: 1, max: 30 }, "N", "create: Swiss rounds (default: from the players)").keyword(),
            Arg::new("minutes", ArgKind::Integer { min: 5, max: 1440 }, "N", "create: an arena's length in minutes (default 30)").keyword().alt(),
            Arg::new("days", ArgKind::Integer { min: 1, max: 60 }, "N", "create: days per move").keyword().takes(msg::Takes::Days),
            Arg::new("clock", ArgKind::Clock, "M+S", "create: a live clock, minutes+seconds per move").keyword().takes(msg::Takes::Clock).alt(),
        ],
        game: true,
        changes: false,
        looks: false,
        slow: Slow::Yes,
        build: Some(build_tournament),
        help: Help {
            brief: "Swiss, round robin, arena tournaments",
            details: &[
                "`tournament create VARIANT swiss|roundrobin|arena [rounds N | minutes N] [days N | clock M+S] [rated|casual]`: a tournament in this channel, numbered `#T`; you are its organiser.",
                "`tournament join|leave [#T]`: enter or leave. `tournament start [#T]` (the organiser): pairs round 1 and begins its games.",
                "`tournament standings|pairings [#T]`: the table (points, Buchholz, Sonneborn-Berger; arena points) or the current round.",
                "`tournament withdraw @player [#T]` (the organiser): that player is not paired again; their games played count.",
                "`tournament pause [#T]` (arena): stop being paired, and again to come back.",
                "Swiss: score groups, upper half against lower half, no pair twice, colours balanced, a bye (a point) when odd; rounds default to log2(players)+1. Round robin: Berger tables. Arena: during the window, paired again as soon as your game ends; a win 2, a draw 1, double after two wins in a row.",
                "Each game is a normal game (`days N` or `clock M+S`, default `days 3`); a player who never moves loses it by forfeit. `#T` may be left out where there is one tournament in the channel, or in a tournament game's thread.",
            ],
            examples: &[
                "tournament create shako swiss rounds 3 clock 10+5",
                "tournament create chess arena minutes 60 clock 3+2",
                "tournament join #7",
                "tournament start",
                "tournament standings",
                "tournament withdraw @bob #7",
            ],
            who: "anyone creates and joins; the organiser starts and withdraws.",
        },
    },
    Spec {
        name: "lang",
        aliases: &["language", "idioma", "langue", "sprache"],
        summary: "The language I answer you in",
        args: &[Arg::new("language", ArgKind::Text, "es|fr|de|en", "es, fr, de or en")],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Lang(i.text("language")))),
        help: Help {
            brief: "the language I answer you in",
            details: &[
                "`lang es`, `lang fr`, `lang de` or `lang en`: I answer you in Spanish, French, German or English from now on, on every platform. `lang` alone says which.",
            ],
            examples: &["lang de", "lang"],
            who: "anyone, for themselves.",
        },
    },
    Spec {
        name: "help",
        aliases: &["?"],
        summary: "The commands, or one in full",
        args: &[
            Arg::new("command", ArgKind::CommandWord, "COMMAND", "A command to explain"),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: Some(|i| Ok(Command::Help(i.text("command")))),
        help: Help {
            brief: "this list, or one command in full",
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
            Arg::new("name", ArgKind::Text, "NAME", "The player").required(),
        ],
        game: false,
        changes: false,
        looks: false,
        slow: Slow::No,
        build: None,
        help: Help {
            brief: "terminal: switch the player you type as",
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
        changes: false,
        looks: false,
        slow: Slow::No,
        build: None,
        help: Help {
            brief: "terminal: leave (games are kept)",
            details: &["Terminal only: end the session. Games are saved and go on next time."],
            examples: &["quit"],
            who: "the terminal user.",
        },
    },
];

// ---------------------------------------------------------------------------------------
// Reading: typed values, invocations, the parser
// ---------------------------------------------------------------------------------------

/// An argument's value, read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Variant(VariantId),
    User(Mention),
    /// A flag that was given.
    Flag,
    /// The word of a choice (`white`).
    Word(&'static str),
    Integer(i64),
    Clock {
        minutes: u32,
        increment: u32,
    },
    Text(String),
}

impl Value {
    /// Reads one word (or, for an argument that takes the rest of the line, the rest) as
    /// this argument's value. `Err(None)`: not a value of its kind; `Err(Some(e))`: meant
    /// as one but wrong (an unknown game).
    fn read(arg: &Arg, word: &str) -> Result<Value, Option<ParseError>> {
        let word = word.trim();
        if word.is_empty() {
            return Err(None);
        }
        let lower = arg.canonical(word).to_ascii_lowercase();
        match arg.kind {
            ArgKind::Variant => word
                .parse()
                .or_else(|e| crate::texts::lang::find_game(word).ok_or(e))
                .map(Value::Variant)
                .map_err(|e: acedrex_rules::UnknownVariant| {
                    Some(ParseError(msg::unknown_game_msg(&e.0)))
                }),
            ArgKind::User => match word.strip_prefix('@') {
                Some(id) if !id.is_empty() && !id.contains(char::is_whitespace) => {
                    Ok(Value::User(Mention(id.to_string())))
                }
                _ => Err(None),
            },
            ArgKind::Flag => match lower.as_str() {
                w if w == arg.name => Ok(Value::Flag),
                _ => Err(None),
            },
            ArgKind::Choice(choices) => choices
                .iter()
                .find(|(_, w)| *w == lower)
                .map(|(_, w)| Value::Word(w))
                .ok_or(None),
            ArgKind::Integer { min, max } => word
                .parse::<i64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .map(Value::Integer)
                .ok_or(None),
            ArgKind::Clock => {
                let (m, s) = word.split_once('+').unwrap_or((word, "0"));
                match (m.parse::<u32>(), s.parse::<u32>()) {
                    (Ok(minutes), Ok(increment))
                        if (1..=180).contains(&minutes) && increment <= 60 =>
                    {
                        Ok(Value::Clock { minutes, increment })
                    }
                    _ => Err(None),
                }
            }
            ArgKind::Text => Ok(Value::Text(word.to_string())),
            ArgKind::CommandWord => {
                Ok(Value::Text(word.trim_start_matches(['!', '/']).to_string()))
            }
        }
    }

    /// The value as it is written on a command line.
    fn word(&self, arg: &Arg) -> String {
        match self {
            Value::Variant(v) => v.id().to_string(),
            Value::User(Mention(id)) => format!("@{id}"),
            Value::Flag => arg.name.to_string(),
            Value::Word(w) => w.to_string(),
            Value::Integer(n) => n.to_string(),
            Value::Clock { minutes, increment } => format!("{minutes}+{increment}"),
            Value::Text(t) => t.clone(),
        }
    }
}

/// A command with its arguments read and typed: from a command line ([`read`]) or
/// from a platform's typed options ([`Invocation::from_typed`]), the same value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    /// The command's name in the table.
    pub command: &'static str,
    /// The arguments given, in the table's order.
    pub values: Vec<(&'static str, Value)>,
    /// The game named `#ID`.
    pub game: GameRef,
}

/// A typed value from a platform's own widgets (a slash command's options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    Text(String),
    Integer(i64),
    Flag(bool),
    /// A user's id as the service knows it (`discord:123`).
    User(String),
}

/// A command as a platform's typed widgets give it: its name and named values
/// (`game` for the game's number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedCall {
    pub command: String,
    pub args: Vec<(String, Typed)>,
}

impl TypedCall {
    /// For logs: `play variant=chess bot=true`.
    pub fn describe(&self) -> String {
        let mut out = self.command.clone();
        for (name, v) in &self.args {
            let v = match v {
                Typed::Text(t) => t.clone(),
                Typed::Integer(n) => n.to_string(),
                Typed::Flag(b) => b.to_string(),
                Typed::User(u) => format!("@{u}"),
            };
            out.push_str(&format!(" {name}={v}"));
        }
        out
    }
}

/// The name of the game-number option of typed calls.
pub const GAME_OPTION: &str = "game";

impl Invocation {
    pub fn spec(&self) -> &'static Spec {
        // Invocations are made only from the table.
        COMMANDS
            .iter()
            .find(|s| s.name == self.command)
            .unwrap_or(&COMMANDS[0])
    }

    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn text(&self, name: &str) -> Option<String> {
        match self.get(name)? {
            Value::Text(t) => Some(t.clone()),
            _ => None,
        }
    }

    pub fn variant(&self, name: &str) -> Option<VariantId> {
        match self.get(name)? {
            Value::Variant(v) => Some(*v),
            _ => None,
        }
    }

    pub fn mention(&self, name: &str) -> Option<Mention> {
        match self.get(name)? {
            Value::User(m) => Some(m.clone()),
            _ => None,
        }
    }

    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.get(name)? {
            Value::Integer(n) => Some(*n),
            _ => None,
        }
    }

    pub fn word(&self, name: &str) -> Option<&'static str> {
        match self.get(name)? {
            Value::Word(w) => Some(w),
            _ => None,
        }
    }

    /// The command it means.
    pub fn command(&self) -> Result<Command, ParseError> {
        match self.spec().build {
            Some(build) => build(self),
            None => Ok(Command::Bare(self.line())),
        }
    }

    /// The command line that reads as this invocation.
    pub fn line(&self) -> String {
        let spec = self.spec();
        let mut words = vec![spec.name.to_string()];
        for arg in spec.args {
            let Some(v) = self.get(arg.name) else {
                continue;
            };
            if arg.form == Form::Keyword {
                words.push(arg.name.to_string());
            }
            words.push(v.word(arg));
        }
        if let Some(id) = self.game {
            // Before a value that takes the rest of the line would swallow it.
            let at = spec
                .args
                .iter()
                .any(|a| a.rest && a.form == Form::Keyword && self.has(a.name));
            if at {
                words.insert(1, format!("#{id}"));
            } else {
                words.push(format!("#{id}"));
            }
        }
        words.join(" ")
    }

    /// The invocation a platform's typed values make: each value checked as its
    /// argument's kind, as a command line's words are.
    pub fn from_typed(call: &TypedCall) -> Result<Invocation, ParseError> {
        let Some(spec) = COMMANDS
            .iter()
            .find(|s| s.name == call.command && s.is_service())
        else {
            return Err(ParseError(msg::no_such_command(&call.command)));
        };
        let mut values = Vec::new();
        let mut game = None;
        for (name, v) in &call.args {
            if spec.game && name == GAME_OPTION {
                match v {
                    Typed::Integer(n) if *n > 0 => game = Some(one_game(game, *n as u64)?),
                    _ => {
                        return Err(ParseError(msg::arg_takes(
                            GAME_OPTION,
                            msg::takes_game_number(),
                        )))
                    }
                }
                continue;
            }
            let Some(arg) = spec.arg(name) else {
                return Err(ParseError(msg::no_such_option(spec.name, name)));
            };
            let value = match v {
                Typed::Flag(false) => continue,
                Typed::Flag(true) if arg.kind == ArgKind::Flag => Value::Flag,
                Typed::Text(t) if t.trim().is_empty() => continue,
                Typed::Text(t) => Value::read(arg, t).map_err(|e| {
                    e.unwrap_or_else(|| ParseError(msg::arg_takes(arg.name, arg.takes_text())))
                })?,
                Typed::Integer(n) => Value::read(arg, &n.to_string()).map_err(|e| {
                    e.unwrap_or_else(|| ParseError(msg::arg_takes(arg.name, arg.takes_text())))
                })?,
                Typed::User(id) => Value::read(arg, &format!("@{id}")).map_err(|e| {
                    e.unwrap_or_else(|| ParseError(msg::arg_takes(arg.name, arg.takes_text())))
                })?,
                Typed::Flag(true) => {
                    return Err(ParseError(msg::arg_takes(arg.name, arg.takes_text())))
                }
            };
            if values.iter().any(|(n, _)| *n == arg.name) {
                return Err(ParseError(msg::given_twice(arg.name)));
            }
            values.push((arg.name, value));
        }
        finish(spec, values, game)
    }

    /// Every text value through `f` (the service makes user text safe to show).
    pub(crate) fn map_text(mut self, f: impl Fn(&str) -> String) -> Invocation {
        for (_, v) in &mut self.values {
            match v {
                Value::Text(t) => *t = f(t),
                Value::User(Mention(id)) => *id = f(id),
                _ => {}
            }
        }
        self
    }
}

/// A line read: a command of the table, or words that are none (perhaps a move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Command(Invocation),
    Bare(String),
}

/// The command a word names (its name or an alias, any case, `!`/`/` ignored).
/// A command's name in another language (`tablero`, `échiquier`) is one too.
pub fn find(word: &str) -> Option<&'static Spec> {
    named(word.trim_start_matches(['!', '/']))
}

/// The command `word` names as it stands: its name or an alias in any case, or its name
/// in another language.
fn named(word: &str) -> Option<&'static Spec> {
    let w = word.to_ascii_lowercase();
    COMMANDS
        .iter()
        .find(|s| s.name == w || s.aliases.contains(&w.as_str()))
        .or_else(|| {
            let name = crate::texts::lang::command_named(word)?;
            COMMANDS.iter().find(|s| s.name == name)
        })
}

/// The names of every command (for completion and "did you mean").
pub fn names() -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().map(|s| s.name)
}

/// Strips a platform prefix (`!acedrex`, `!`, `/`) and reads the command.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    match read(line)? {
        Line::Command(inv) => inv.command(),
        Line::Bare(text) => Ok(Command::Bare(text)),
    }
}

/// Strips a platform prefix and reads the line by its command's argument specs.
pub fn read(line: &str) -> Result<Line, ParseError> {
    let mut text = line.trim();
    for prefix in ["!acedrex", "/acedrex"] {
        if let Some(rest) = text.strip_prefix(prefix) {
            text = rest.trim_start();
        }
    }
    text = text.strip_prefix('!').unwrap_or(text).trim_start();
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Err(ParseError(msg::empty_command()));
    };
    // A command's name in another language (`tablero`) is read as the command.
    match named(first).filter(|s| s.is_service()) {
        Some(spec) => read_args(spec, &words[1..]).map(Line::Command),
        None => Ok(Line::Bare(text.to_string())),
    }
}

/// `#12`: a game's number.
fn game_number(word: &str) -> Option<u64> {
    word.strip_prefix('#').and_then(|n| n.parse().ok())
}

/// Reads a command's words by its argument specs: `#ID` anywhere (when it takes a
/// game); keywords and flags by their names; required positional values in order, then
/// optional ones in any order, each taken by the first argument whose kind accepts it.
fn read_args(spec: &'static Spec, words: &[&str]) -> Result<Invocation, ParseError> {
    let mut values: Vec<(&'static str, Value)> = Vec::new();
    let mut game = None;
    let given =
        |values: &Vec<(&'static str, Value)>, name: &str| values.iter().any(|(n, _)| *n == name);
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        i += 1;
        if spec.game {
            if let Some(id) = game_number(w) {
                game = Some(one_game(game, id)?);
                continue;
            }
        }
        if let Some(arg) = spec.args.iter().find(|a| a.named(w)) {
            if given(&values, arg.name) {
                return Err(ParseError(msg::given_twice(arg.name)));
            }
            let value = match arg.form {
                Form::Flag => Value::Flag,
                _ => {
                    let taken = if arg.rest {
                        let rest = words[i..].join(" ");
                        i = words.len();
                        rest
                    } else {
                        let next = words.get(i).copied().unwrap_or("");
                        i += 1;
                        next.to_string()
                    };
                    Value::read(arg, &taken).map_err(|e| {
                        e.unwrap_or_else(|| ParseError(msg::arg_takes(arg.name, arg.takes_text())))
                    })?
                }
            };
            values.push((arg.name, value));
            continue;
        }
        let open: Vec<&'static Arg> = spec
            .args
            .iter()
            .filter(|a| a.form == Form::Positional && !given(&values, a.name))
            .collect();
        if let Some(e) = second_value(spec, &values, w) {
            return Err(e);
        }
        let Some(first) = open.first() else {
            return Err(extra(spec, &words[i - 1..]));
        };
        // The rest of the line, without the game's number.
        let mut rest = || -> Result<String, ParseError> {
            let mut taken = vec![w];
            for x in &words[i..] {
                match game_number(x).filter(|_| spec.game) {
                    Some(id) => game = Some(one_game(game, id)?),
                    None => taken.push(x),
                }
            }
            Ok(taken.join(" "))
        };
        if first.required || first.kind == ArgKind::Variant {
            let taken = if first.rest {
                let t = rest()?;
                i = words.len();
                t
            } else {
                w.to_string()
            };
            match Value::read(first, &taken) {
                Ok(v) => values.push((first.name, v)),
                Err(Some(e)) => return Err(e),
                Err(None) => return Err(not_understood(spec, w)),
            }
            continue;
        }
        let mut taken = false;
        for arg in &open {
            if arg.rest {
                let t = rest()?;
                i = words.len();
                if let Ok(v) = Value::read(arg, &t) {
                    values.push((arg.name, v));
                    taken = true;
                }
                break;
            }
            if let Ok(v) = Value::read(arg, w) {
                values.push((arg.name, v));
                taken = true;
                break;
            }
        }
        if !taken {
            return Err(not_understood(spec, w));
        }
    }
    values.sort_by_key(|(name, _)| spec.args.iter().position(|a| a.name == *name));
    finish(spec, values, game)
}

/// The game number of a command that names one: a second is refused (`gif #1 #2`).
fn one_game(before: GameRef, id: u64) -> Result<u64, ParseError> {
    match before {
        None => Ok(id),
        Some(first) if first == id => Err(ParseError(msg::given_twice(&format!("#{id}")))),
        Some(first) => Err(ParseError(msg::two_games(first, id))),
    }
}

/// A word that is a second value for a positional argument already given (`play chess
/// @bob @carol`, `play chess white black`): said so, not taken for something else.
/// Free text fits anything, so only typed kinds are checked.
fn second_value(spec: &Spec, values: &[(&'static str, Value)], word: &str) -> Option<ParseError> {
    values.iter().find_map(|(name, first)| {
        let arg = spec.arg(name)?;
        let typed = !matches!(arg.kind, ArgKind::Text | ArgKind::CommandWord);
        (arg.form == Form::Positional && typed && Value::read(arg, word).is_ok())
            .then(|| ParseError(msg::two_values(name, &first.word(arg), word)))
    })
}

/// The checks every invocation passes, however it was given: its required arguments,
/// no two alternatives at once.
fn finish(
    spec: &'static Spec,
    mut values: Vec<(&'static str, Value)>,
    game: GameRef,
) -> Result<Invocation, ParseError> {
    if spec
        .args
        .iter()
        .any(|a| a.required && !values.iter().any(|(n, _)| *n == a.name))
    {
        return Err(spec.usage_error());
    }
    for pair in spec.args.windows(2) {
        let [a, b] = pair else { continue };
        let has = |x: &Arg| values.iter().any(|(n, _)| *n == x.name);
        if b.alt && has(a) && has(b) {
            return Err(ParseError(msg::not_both(&a.usage(), &b.usage())));
        }
    }
    values.sort_by_key(|(name, _)| spec.args.iter().position(|a| a.name == *name));
    Ok(Invocation {
        command: spec.name,
        values,
        game,
    })
}

fn not_understood(spec: &Spec, word: &str) -> ParseError {
    if spec.args.is_empty() {
        return extra(spec, &[word]);
    }
    ParseError(msg::not_understood(word, spec.name, &spec.usage()))
}

/// Words after a command that takes none.
fn extra(spec: &Spec, words: &[&str]) -> ParseError {
    let extra: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| !(spec.game && game_number(w).is_some()))
        .collect();
    if !spec.args.is_empty() {
        return not_understood(spec, extra.first().copied().unwrap_or_default());
    }
    ParseError(msg::takes_nothing(spec.name, spec.game, &extra.join(" ")))
}

// ---------------------------------------------------------------------------------------
// Building commands from invocations
// ---------------------------------------------------------------------------------------

fn build_play(i: &Invocation) -> Result<Command, ParseError> {
    let variant = i
        .variant("variant")
        .ok_or_else(|| COMMANDS[0].usage_error())?;
    let opponent = if i.has("bot") {
        Opponent::Bot
    } else {
        i.mention("opponent").map_or(Opponent::Open, Opponent::User)
    };
    let color = match i.word("color") {
        Some("white") => ColorChoice::White,
        Some("black") => ColorChoice::Black,
        _ => ColorChoice::Random,
    };
    let level = i.integer("level").and_then(|n| u8::try_from(n).ok());
    if level.is_some() && opponent != Opponent::Bot {
        return Err(ParseError(msg::level_needs_bot()));
    }
    let time = match (i.integer("days"), i.get("clock")) {
        (Some(d), _) => u32::try_from(d).ok().map(TimeControl::Days),
        (None, Some(Value::Clock { minutes, increment })) => Some(TimeControl::Clock {
            minutes: *minutes,
            increment: *increment,
        }),
        _ => None,
    };
    Ok(Command::Play(PlayArgs {
        variant,
        opponent,
        color,
        level,
        setup: i.text("setup"),
        fen: i.text("fen"),
        time,
    }))
}

fn build_flip(i: &Invocation) -> Result<Command, ParseError> {
    let bottom = match i.word("side") {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        _ => None,
    };
    Ok(Command::Flip {
        bottom,
        game: i.game,
    })
}

fn build_move(i: &Invocation) -> Result<Command, ParseError> {
    Ok(Command::Move {
        text: i.text("text").unwrap_or_default(),
        game: i.game,
    })
}

fn build_setup(i: &Invocation) -> Result<Command, ParseError> {
    Ok(Command::Setup {
        arrangement: i.text("arrangement").unwrap_or_default(),
        game: i.game,
    })
}

fn build_moves(i: &Invocation) -> Result<Command, ParseError> {
    Ok(Command::Moves {
        square: i.text("square").map(|s| s.to_ascii_lowercase()),
        game: i.game,
    })
}

fn build_piece(i: &Invocation) -> Result<Command, ParseError> {
    match (i.variant("variant"), i.text("piece")) {
        (Some(variant), Some(piece)) => Ok(Command::Piece { variant, piece }),
        _ => Err(i.spec().usage_error()),
    }
}

fn build_analyse(i: &Invocation) -> Result<Command, ParseError> {
    Ok(Command::Analyse {
        game: i.game,
        stop: i.has("stop"),
    })
}

fn build_tournament(i: &Invocation) -> Result<Command, ParseError> {
    let action = match i.word("action") {
        Some("create") => TournamentAction::Create,
        Some("join") => TournamentAction::Join,
        Some("leave") => TournamentAction::Leave,
        Some("start") => TournamentAction::Start,
        Some("standings") => TournamentAction::Standings,
        Some("pairings") => TournamentAction::Pairings,
        Some("withdraw") => TournamentAction::Withdraw,
        Some("pause") => TournamentAction::Pause,
        _ => return Err(i.spec().usage_error()),
    };
    let format = match i.word("format") {
        Some("swiss") => Some(crate::store::TournamentFormat::Swiss),
        Some("roundrobin") => Some(crate::store::TournamentFormat::RoundRobin),
        Some("arena") => Some(crate::store::TournamentFormat::Arena),
        _ => None,
    };
    let word = |a: TournamentAction| {
        TOURNAMENT_ACTIONS
            .iter()
            .find(|(_, w)| *w == format!("{a:?}").to_ascii_lowercase())
            .map_or("create", |(_, w)| *w)
    };
    // Options of `create` with another action are refused, not ignored.
    if action != TournamentAction::Create {
        for option in [
            "variant", "format", "rated", "rounds", "minutes", "days", "clock",
        ] {
            if i.has(option) {
                return Err(ParseError(msg::tournament_only_for_create(
                    option,
                    word(action),
                )));
            }
        }
    }
    if action != TournamentAction::Withdraw && i.has("player") {
        return Err(ParseError(msg::tournament_player_option(word(action))));
    }
    let time = match (i.integer("days"), i.get("clock")) {
        (Some(d), _) => u32::try_from(d).ok().map(TimeControl::Days),
        (None, Some(Value::Clock { minutes, increment })) => Some(TimeControl::Clock {
            minutes: *minutes,
            increment: *increment,
        }),
        _ => None,
    };
    Ok(Command::Tournament(TournamentArgs {
        action,
        variant: i.variant("variant"),
        format,
        rounds: i.integer("rounds").and_then(|n| u32::try_from(n).ok()),
        minutes: i.integer("minutes").and_then(|n| u32::try_from(n).ok()),
        time,
        rated: i.word("rated").map(|w| w == "rated"),
        player: i.mention("player"),
        id: i.game,
    }))
}

fn build_remind(i: &Invocation) -> Result<Command, ParseError> {
    Ok(Command::Remind(i.word("setting") != Some("off")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_and_game_numbers() {
        assert_eq!(parse("!acedrex board #12"), Ok(Command::Board(Some(12))));
        assert_eq!(parse("!board"), Ok(Command::Board(None)));
        assert_eq!(
            parse("flip #4 black"),
            Ok(Command::Flip {
                bottom: Some(Color::Black),
                game: Some(4)
            })
        );
        assert_eq!(
            parse("flip"),
            Ok(Command::Flip {
                bottom: None,
                game: None
            })
        );
        assert!(parse("flip green").is_err());
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
            ("leaderboard", "usage: leaderboard VARIANT"),
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
            let e = parse(line).unwrap_err().0.text;
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
            assert!(s.usage().starts_with(s.name), "{}", s.name);
            assert_eq!(s.game, s.usage().contains("#GAME"), "{}", s.name);
            // A value that takes the rest of the line is written last.
            if let Some(i) = s.args.iter().position(|a| a.rest) {
                assert_eq!(i + 1, s.args.len(), "{}", s.name);
            }
            // An alternative has one before it.
            assert!(!s.args.first().is_some_and(|a| a.alt), "{}", s.name);
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

    fn invocation(line: &str) -> Invocation {
        match read(line) {
            Ok(Line::Command(i)) => i,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn usage_lines_are_made_once_from_the_arguments() {
        let usage = |name: &str| find(name).map(|s| s.usage()).unwrap_or_default();
        assert_eq!(
            usage("play"),
            "play VARIANT [@opponent | bot] [white|black|random] [days N | clock M+S] [level N] [setup ARRANGEMENT|random] [fen FEN]"
        );
        assert_eq!(usage("setup"), "setup ARRANGEMENT|random [#GAME]");
        assert_eq!(usage("move"), "move TEXT [#GAME]");
        assert_eq!(usage("analyse"), "analyse [stop] [#GAME]");
        assert_eq!(usage("remind"), "remind on|off");
        assert_eq!(usage("piece"), "piece VARIANT PIECE");
        assert_eq!(usage("games"), "games");
        let play = find("play").map(|s| s.short_usage()).unwrap_or_default();
        assert_eq!(
            play,
            "play VARIANT [@opponent | bot] [white|black|random] [options]"
        );
        // The same line in the parser's error and in the help.
        let e = parse("setup").unwrap_err().0.text;
        assert!(
            e.starts_with("usage: setup ARRANGEMENT|random [#GAME]"),
            "{e}"
        );
        let help = crate::texts::help_text(Some("setup"));
        assert!(
            help.contains("`setup ARRANGEMENT|random [#GAME]`"),
            "{help}"
        );
    }

    #[test]
    fn alternatives_exclude_each_other_and_nothing_is_given_twice() {
        for (line, says) in [
            (
                "play chess @bob bot",
                "Give `@opponent` or `bot`, not both.",
            ),
            (
                "play chess @bob days 3 clock 5+0",
                "Give `days N` or `clock M+S`, not both.",
            ),
            ("play chess bot level 2 level 3", "`level` is given twice"),
            ("games now", "`games` takes no argument; `now` is extra"),
            ("stats bob", "I don't understand `bob` in `stats`"),
            // A second value for a positional argument is not read as anything else.
            (
                "play chess @bob @carol",
                "`@bob` and `@carol` are two values for `opponent`; give one.",
            ),
            (
                "play chess white black",
                "`white` and `black` are two values for `color`; give one.",
            ),
            (
                "play chess kmf",
                "`chess` and `kmf` are two values for `variant`; give one.",
            ),
            (
                "stats @amy @bob",
                "`@amy` and `@bob` are two values for `player`; give one.",
            ),
            ("flip white black", "two values for `side`"),
            ("leaderboard chess shako", "two values for `variant`"),
            // One game a command.
            (
                "gif #1 #2",
                "`#1` and `#2` name two games; a command is about one game.",
            ),
            ("board #3 #3", "`#3` is given twice"),
            ("move e4 #1 #2", "`#1` and `#2` name two games"),
            ("abort #1 #2", "`#1` and `#2` name two games"),
        ] {
            let e = parse(line).unwrap_err().0.text;
            assert!(e.contains(says), "{line}: {e}");
        }
        // Names, choices and flags in any case, with their other words.
        let p = invocation("play Chess ENGINE B level 2");
        assert_eq!(p, invocation("play chess bot black level 2"));
        assert_eq!(
            parse("analyse cancel #3"),
            Ok(Command::Analyse {
                game: Some(3),
                stop: true
            })
        );
    }

    /// The typed form of an invocation, as a platform's widgets give it.
    fn typed(i: &Invocation) -> TypedCall {
        let mut args: Vec<(String, Typed)> = i
            .values
            .iter()
            .map(|(name, v)| {
                let t = match v {
                    Value::Variant(v) => Typed::Text(v.id().to_string()),
                    Value::User(Mention(id)) => Typed::User(id.clone()),
                    Value::Flag => Typed::Flag(true),
                    Value::Word(w) => Typed::Text(w.to_string()),
                    Value::Integer(n) => Typed::Integer(*n),
                    Value::Clock { minutes, increment } => {
                        Typed::Text(format!("{minutes}+{increment}"))
                    }
                    Value::Text(t) => Typed::Text(t.clone()),
                };
                (name.to_string(), t)
            })
            .collect();
        if let Some(id) = i.game {
            args.push((GAME_OPTION.to_string(), Typed::Integer(id as i64)));
        }
        TypedCall {
            command: i.command.to_string(),
            args,
        }
    }

    #[test]
    fn typed_calls_are_read_as_their_lines_are() {
        let call = TypedCall {
            command: "play".into(),
            args: vec![
                (
                    "fen".into(),
                    Typed::Text(" 4k3/8/8/8/8/8/8/4K2R w K - 0 1 ".into()),
                ),
                ("color".into(), Typed::Text("black".into())),
                ("level".into(), Typed::Integer(3)),
                ("bot".into(), Typed::Flag(true)),
                ("variant".into(), Typed::Text("chess".into())),
            ],
        };
        assert_eq!(
            Invocation::from_typed(&call),
            Ok(invocation(
                "play chess bot black level 3 fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1"
            ))
        );
        // The same checks: a level out of range, an unknown game, a missing argument.
        for (call, says) in [
            (
                (
                    "play",
                    vec![
                        ("variant", Typed::Text("chess".into())),
                        ("bot", Typed::Flag(true)),
                        ("level", Typed::Integer(9)),
                    ],
                ),
                "`level` takes a number from 1 to 8",
            ),
            (
                ("play", vec![("variant", Typed::Text("checkers".into()))]),
                "checkers",
            ),
            (
                ("piece", vec![("variant", Typed::Text("chess".into()))]),
                "usage: piece VARIANT PIECE",
            ),
            (
                (
                    "move",
                    vec![
                        ("text", Typed::Text("e4".into())),
                        ("colour", Typed::Text("x".into())),
                    ],
                ),
                "`move` has no option `colour`",
            ),
            (("flop", vec![]), "There is no command `flop`"),
            (
                (
                    "gif",
                    vec![("game", Typed::Integer(1)), ("game", Typed::Integer(2))],
                ),
                "`#1` and `#2` name two games",
            ),
        ] {
            let call = TypedCall {
                command: call.0.into(),
                args: call
                    .1
                    .into_iter()
                    .map(|(n, v)| (n.to_string(), v))
                    .collect(),
            };
            let e = Invocation::from_typed(&call).unwrap_err().0.text;
            assert!(e.contains(says), "{call:?}: {e}");
        }
    }

    #[test]
    fn every_example_in_the_help_reads() {
        for s in COMMANDS.iter().filter(|s| s.is_service()) {
            for e in s.help.examples {
                assert!(parse(e).is_ok(), "{}: {e}: {:?}", s.name, parse(e));
            }
        }
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        fn word() -> impl Strategy<Value = String> {
            "[A-Za-z0-9/+=-]{1,8}"
        }

        /// A value its argument accepts, from the argument's spec.
        fn value(arg: &'static Arg) -> BoxedStrategy<Value> {
            match arg.kind {
                ArgKind::Variant => proptest::sample::select(VariantId::ALL.to_vec())
                    .prop_map(Value::Variant)
                    .boxed(),
                ArgKind::User => "[a-z][a-z0-9:]{0,10}"
                    .prop_filter("`@bot` is the bot", |id| id != "bot")
                    .prop_map(|id| Value::User(Mention(id)))
                    .boxed(),
                ArgKind::Flag => Just(Value::Flag).boxed(),
                ArgKind::Choice(choices) => {
                    proptest::sample::select(choices.iter().map(|(_, w)| *w).collect::<Vec<_>>())
                        .prop_map(Value::Word)
                        .boxed()
                }
                ArgKind::Integer { min, max } => (min..=max).prop_map(Value::Integer).boxed(),
                ArgKind::Clock => (1u32..=180, 0u32..=60)
                    .prop_map(|(minutes, increment)| Value::Clock { minutes, increment })
                    .boxed(),
                ArgKind::Text if arg.rest => proptest::collection::vec(word(), 1..5)
                    .prop_map(|w| Value::Text(w.join(" ")))
                    .boxed(),
                ArgKind::Text => word().prop_map(Value::Text).boxed(),
                ArgKind::CommandWord => "[a-z]{1,8}".prop_map(Value::Text).boxed(),
            }
        }

        /// An invocation of some command, built from its argument specs: the required
        /// arguments, some optional ones (one of two alternatives), a game number.
        fn invocation() -> impl Strategy<Value = Invocation> {
            let specs: Vec<&'static Spec> = COMMANDS.iter().filter(|s| s.is_service()).collect();
            proptest::sample::select(specs).prop_flat_map(|spec| {
                let args: Vec<BoxedStrategy<Option<Value>>> = spec
                    .args
                    .iter()
                    .map(|a| {
                        if a.required {
                            value(a).prop_map(Some).boxed()
                        } else {
                            proptest::option::of(value(a)).boxed()
                        }
                    })
                    .collect();
                let game = if spec.game {
                    proptest::option::of(1u64..100_000).boxed()
                } else {
                    Just(None).boxed()
                };
                (args, game).prop_map(move |(values, game)| {
                    let mut kept: Vec<(&'static str, Value)> = Vec::new();
                    for (a, v) in spec.args.iter().zip(values) {
                        let taken = |n: &str| kept.iter().any(|(k, _)| *k == n);
                        let other_given = a.alt
                            && spec
                                .args
                                .iter()
                                .position(|x| x.name == a.name)
                                .and_then(|i| i.checked_sub(1))
                                .is_some_and(|i| taken(spec.args[i].name));
                        if let (Some(v), false) = (v, other_given) {
                            kept.push((a.name, v));
                        }
                    }
                    Invocation {
                        command: spec.name,
                        values: kept,
                        game,
                    }
                })
            })
        }

        /// Words a command line is made of: command words, argument names and choices,
        /// game numbers, mentions, anything.
        fn line() -> impl Strategy<Value = String> {
            let mut vocabulary: Vec<String> = Vec::new();
            for s in COMMANDS {
                vocabulary.push(s.name.into());
                for a in s.args {
                    vocabulary.push(a.name.into());
                    vocabulary.push(a.meta.into());
                    if let ArgKind::Choice(c) = a.kind {
                        vocabulary.extend(c.iter().map(|(_, w)| w.to_string()));
                    }
                }
            }
            let word = prop_oneof![
                proptest::sample::select(vocabulary),
                Just("#12".to_string()),
                Just("#".to_string()),
                Just("@".to_string()),
                Just("99999999999999999999999".to_string()),
                "\\PC{0,6}",
            ];
            proptest::collection::vec(word, 0..8).prop_map(|w| w.join(" "))
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2000))]

            #[test]
            fn the_parser_never_panics(line in line(), raw in "\\PC{0,40}") {
                let _ = parse(&line);
                let _ = parse(&raw);
                let _ = parse(&format!("!acedrex {line}"));
            }

            #[test]
            fn typed_calls_never_panic(
                command in proptest::sample::select(COMMANDS.iter().map(|s| s.name).collect::<Vec<_>>()),
                args in proptest::collection::vec(
                    ("[a-z]{1,10}", prop_oneof![
                        "\\PC{0,12}".prop_map(Typed::Text),
                        any::<i64>().prop_map(Typed::Integer),
                        any::<bool>().prop_map(Typed::Flag),
                        "\\PC{0,12}".prop_map(Typed::User),
                    ]),
                    0..6,
                ),
            ) {
                let call = TypedCall { command: command.to_string(), args };
                if let Ok(i) = Invocation::from_typed(&call) {
                    let _ = i.command();
                }
            }

            /// An example made from each command's argument specs reads back as the
            /// same invocation, from its line and from its typed form.
            #[test]
            fn every_invocation_reads_back_from_its_line(i in invocation()) {
                let line = i.line();
                prop_assert_eq!(read(&line), Ok(Line::Command(i.clone())), "{}", line);
                prop_assert_eq!(Invocation::from_typed(&typed(&i)), Ok(i.clone()), "{}", line);
            }
        }
    }
}
