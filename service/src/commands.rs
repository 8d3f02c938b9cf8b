//! Reading a command line: the same words on every platform.

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

/// Arguments of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayArgs {
    pub variant: VariantId,
    pub opponent: Opponent,
    pub color: ColorChoice,
    pub level: Option<u8>,
    pub setup: Option<String>,
    pub fen: Option<String>,
}

/// A game named with `#ID`, if any.
pub type GameRef = Option<u64>;

/// A command.
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
    /// Text that is no command word: perhaps a move typed on its own.
    Bare(String),
}

/// A command line that cannot be read; the message says how to write it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub String);

fn usage(cmd: &str) -> ParseError {
    let form = match cmd {
        "play" => "play VARIANT [@opponent | bot] [white|black|random] [level N] [setup ARR|random] [fen FEN]",
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
    let args = &words[1..];
    // `#12` anywhere among the arguments names the game.
    let game: GameRef = args
        .iter()
        .find_map(|w| w.strip_prefix('#').and_then(|n| n.parse().ok()));
    let rest: Vec<&str> = args
        .iter()
        .copied()
        .filter(|w| !(w.starts_with('#') && w[1..].parse::<u64>().is_ok()))
        .collect();
    let no_more = |cmd: Command| -> Result<Command, ParseError> {
        if rest.is_empty() {
            Ok(cmd)
        } else {
            Err(ParseError(format!(
                "`{word}` takes no argument but a game number like `#12`; `{}` is extra",
                rest.join(" ")
            )))
        }
    };
    Ok(match word.as_str() {
        "play" | "challenge" => Command::Play(parse_play(args)?),
        "accept" => no_more(Command::Accept(game))?,
        "decline" => no_more(Command::Decline(game))?,
        "cancel" => no_more(Command::Cancel(game))?,
        "move" | "m" => {
            if rest.is_empty() {
                return Err(usage("move"));
            }
            Command::Move {
                text: rest.join(" "),
                game,
            }
        }
        "setup" => match rest.as_slice() {
            [arr] => Command::Setup {
                arrangement: arr.to_string(),
                game,
            },
            _ => return Err(usage("setup")),
        },
        "board" | "show" => no_more(Command::Board(game))?,
        "moves" => match rest.as_slice() {
            [] => Command::Moves { square: None, game },
            [sq] => Command::Moves {
                square: Some(sq.to_ascii_lowercase()),
                game,
            },
            _ => return Err(ParseError("usage: moves [SQUARE] [#GAME]".into())),
        },
        "hint" => no_more(Command::Hint(game))?,
        "resign" => no_more(Command::Resign(game))?,
        "draw" => no_more(Command::Draw(game))?,
        "takeback" | "undo" => no_more(Command::Takeback(game))?,
        "claim" => no_more(Command::Claim(game))?,
        "games" | "list" => Command::Games,
        "record" | "pgn" => no_more(Command::Record(game))?,
        "gif" => no_more(Command::Gif(game))?,
        "rules" => Command::Rules(rest.first().map(|s| s.to_string())),
        "piece" => match rest.as_slice() {
            [v, p @ ..] if !p.is_empty() => Command::Piece {
                variant: v.to_string(),
                piece: p.join(" "),
            },
            _ => return Err(usage("piece")),
        },
        "stats" => Command::Stats(
            rest.first()
                .map(|m| Mention(m.trim_start_matches('@').to_string())),
        ),
        "leaderboard" | "top" => Command::Leaderboard(rest.first().map(|s| s.to_string())),
        "help" | "?" => Command::Help(rest.first().map(|s| s.trim_start_matches('!').to_string())),
        _ => Command::Bare(text.to_string()),
    })
}

fn parse_play(args: &[&str]) -> Result<PlayArgs, ParseError> {
    let Some(first) = args.first() else {
        return Err(usage("play"));
    };
    let variant: VariantId = first
        .parse()
        .map_err(|e: acedrex_rules::UnknownVariant| ParseError(e.to_string()))?;
    let mut p = PlayArgs {
        variant,
        opponent: Opponent::Open,
        color: ColorChoice::Random,
        level: None,
        setup: None,
        fen: None,
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
                    "I don't understand `{w}` in `play`; usage: play VARIANT [@opponent | bot] [white|black|random] [level N] [setup ARR|random] [fen FEN]"
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
            ("", "empty command"),
        ] {
            let e = parse(line).unwrap_err().0;
            assert!(e.contains(says), "{line}: {e}");
        }
    }
}
