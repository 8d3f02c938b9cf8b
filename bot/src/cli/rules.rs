//! The rules tools: the games, their start positions, legal moves, replays and perft.

use super::*;
use acedrex_rules::{
    perft as count_leaves, perft_divide, Arrangement, Color, Game, Position, VariantId,
};
use acedrex_service::texts::messages as words;

#[derive(Args, Debug)]
pub struct FenArgs {
    /// Game id (see `acedrex variants`).
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// Zanzibar only: the arrangement, e.g. UQKFOLGD (XL), FQKULG (S), or `random`.
    #[arg(long)]
    pub setup: Option<String>,
}

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// Position text; the start position when absent.
    #[arg(long, conflicts_with = "setup")]
    pub fen: Option<String>,
    /// Zanzibar only: start from this arrangement.
    #[arg(long)]
    pub setup: Option<String>,
    /// Print the moves in algebraic notation (Nf3, exd5, O-O) instead.
    #[arg(long)]
    pub san: bool,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// The moves, separated by spaces (move numbers are skipped).
    pub moves: String,
    #[arg(long, conflicts_with = "setup")]
    pub fen: Option<String>,
    /// Zanzibar only: start from this arrangement.
    #[arg(long)]
    pub setup: Option<String>,
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// Depth in plies, 1 or more.
    #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
    pub depth: u32,
    #[arg(long, conflicts_with = "setup")]
    pub fen: Option<String>,
    #[arg(long)]
    pub setup: Option<String>,
    /// One line `MOVE COUNT` per legal move before the total.
    #[arg(long)]
    pub divide: bool,
}

pub fn variants(out: &mut String) -> Result<(), String> {
    for id in VariantId::ALL {
        let v = id.variant();
        outln!(
            out,
            "{:<14} {:<20} {}x{}",
            id.id(),
            v.name,
            v.width,
            v.height
        );
    }

    Ok(())
}

pub fn fen(args: FenArgs, out: &mut String) -> Result<(), String> {
    let FenArgs { variant, setup } = args;

    outln!(
        out,
        "{}",
        start_position(variant, None, setup.as_deref())?.fen()
    );

    Ok(())
}

pub fn moves(args: MovesArgs, out: &mut String) -> Result<(), String> {
    let MovesArgs {
        variant,
        fen,
        setup,
        san,
    } = args;

    let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
    let legal = pos.legal_moves();
    for &m in &legal {
        if san {
            outln!(out, "{}", pos.san_with(m, &legal));
        } else {
            outln!(out, "{}", pos.lan(m));
        }
    }

    Ok(())
}

pub fn play(args: PlayArgs, out: &mut String) -> Result<(), String> {
    let PlayArgs {
        variant,
        moves,
        fen,
        setup,
    } = args;
    print_replay(out, variant, &moves, fen.as_deref(), setup.as_deref())?;
    Ok(())
}

pub fn perft(args: PerftArgs, out: &mut String) -> Result<(), String> {
    let PerftArgs {
        variant,
        depth,
        fen,
        setup,
        divide,
    } = args;

    let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
    let total = if divide {
        let mut total = 0;
        for (m, n) in perft_divide(&pos, depth) {
            outln!(out, "{} {n}", pos.lan(m));
            total += n;
        }
        total
    } else {
        count_leaves(&pos, depth)
    };
    outln!(out, "total {total}");

    Ok(())
}

/// A game replayed from text: the moves up to the first bad one, and why that one was
/// refused (naming the move number, the text and the reason).
pub(super) struct Replay {
    game: Game,
    error: Option<String>,
}

impl Replay {
    pub(super) fn into_result(self) -> Result<Game, String> {
        match self.error {
            None => Ok(self.game),
            Some(e) => Err(e),
        }
    }
}

/// A game from the start options with `moves` played.
pub(super) fn replay(
    variant: VariantId,
    moves: &str,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<Replay, String> {
    let mut game = new_game(variant, fen, setup)?;
    for word in moves.split_whitespace() {
        // Move numbers (`12.`, `12...`) may be pasted along with the moves.
        let digits = word.chars().take_while(|c| c.is_ascii_digit()).count();
        let word = if digits > 0 && word[digits..].starts_with('.') {
            word[digits..].trim_start_matches('.')
        } else {
            word
        };
        if word.is_empty() || word == "#" {
            continue;
        }
        let pos = game.position();
        let (number, side) = (pos.fullmove_number(), pos.side_to_move());
        if let Err(e) = game.play_text(word) {
            let dots = if side == Color::White { "." } else { "..." };
            let msg = format!(
                "move {number}{dots} ({}) `{word}`: {}",
                words::color_name(side),
                words::move_error(variant, &e)
            );
            return Ok(Replay {
                game,
                error: Some(msg),
            });
        }
    }
    Ok(Replay { game, error: None })
}

fn arrangement(variant: VariantId, text: &str) -> Result<Arrangement, String> {
    if text.eq_ignore_ascii_case("random") {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        Arrangement::random(variant, seed)
    } else {
        Arrangement::parse(variant, text)
    }
    .map_err(|e| format!("bad --setup: {}", words::setup_error(&e)))
}

fn new_game(variant: VariantId, fen: Option<&str>, setup: Option<&str>) -> Result<Game, String> {
    match (fen, setup) {
        (Some(fen), _) => Game::from_fen(variant, fen)
            .map_err(|e| format!("bad --fen: {}", words::fen_error(variant, &e))),
        (None, Some(text)) => Ok(Game::with_arrangement(arrangement(variant, text)?)),
        (None, None) => Ok(Game::new(variant)),
    }
}

fn print_replay(
    out: &mut String,
    variant: VariantId,
    moves: &str,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<(), String> {
    let replayed = replay(variant, moves, fen, setup)?;
    if let Some(msg) = replayed.error {
        for san in replayed.game.sans() {
            outln!(out, "{san}");
        }
        return Err(msg);
    }
    let game = replayed.game;
    for san in game.sans() {
        outln!(out, "{san}");
    }
    outln!(out, "fen {}", game.position().fen());
    match game.result() {
        None => outln!(out, "result *"),
        Some(r) => outln!(
            out,
            "result {} {}",
            r.score(),
            words::result_description(&r)
        ),
    }
    Ok(())
}

pub(super) fn start_position(
    variant: VariantId,
    fen: Option<&str>,
    setup: Option<&str>,
) -> Result<Position, String> {
    if let Some(fen) = fen {
        return Position::from_fen(variant, fen)
            .map_err(|e| format!("bad --fen: {}", words::fen_error(variant, &e)));
    }
    match setup {
        None => Ok(Position::start(variant)),
        Some(text) => Ok(arrangement(variant, text)?.start_position()),
    }
}
