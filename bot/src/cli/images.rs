//! Pictures: board images, piece diagrams and game animations.

use super::rules::replay;
use super::*;
use acedrex_render::{
    board_png, encode_png, game_gif, GifTiming, Marker, RenderOptions, Theme, MAX_SQUARE,
    MIN_SQUARE,
};
use acedrex_rules::{Kind, Square, VariantId};

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// Position text; the start position when absent.
    #[arg(long, conflicts_with_all = ["setup", "moves"])]
    pub fen: Option<String>,
    /// Zanzibar only: start from this arrangement.
    #[arg(long)]
    pub setup: Option<String>,
    /// Play these moves (any accepted notation) first; the last one is highlighted.
    #[arg(long)]
    pub moves: Option<String>,
    /// Turn the board: Black at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// Square size in pixels (32–96); about 800 px wide boards by default.
    #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SQUARE as i64..=MAX_SQUARE as i64))]
    pub size: Option<u32>,
    /// Colour theme: wood or sea.
    #[arg(long, default_value = "wood")]
    pub theme: String,
    /// Mark the legal moves of the piece on this square.
    #[arg(long)]
    pub show: Option<String>,
    /// Draw an arrow, e.g. `e2e4` (may be repeated).
    #[arg(long)]
    pub arrow: Vec<String>,
    /// Output file.
    #[arg(short, long)]
    pub output: PathBuf,
}

#[derive(Args, Debug)]
pub struct DiagramArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// The piece: its letter or its name in this game (`L`, `lion`, `aanca`).
    pub piece: String,
    #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SQUARE as i64..=MAX_SQUARE as i64))]
    pub size: Option<u32>,
    #[arg(long, default_value = "wood")]
    pub theme: String,
    #[arg(short, long)]
    pub output: PathBuf,
}

#[derive(Args, Debug)]
pub struct GifArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// The moves, in any accepted notation.
    #[arg(long)]
    pub moves: String,
    #[arg(long, conflicts_with = "setup")]
    pub fen: Option<String>,
    #[arg(long)]
    pub setup: Option<String>,
    #[arg(long)]
    pub flip: bool,
    /// Square size in pixels (32–96); 40 by default to keep files small.
    #[arg(long, value_parser = clap::value_parser!(u32).range(MIN_SQUARE as i64..=MAX_SQUARE as i64))]
    pub size: Option<u32>,
    #[arg(long, default_value = "wood")]
    pub theme: String,
    /// Milliseconds per move.
    #[arg(long, default_value_t = 900)]
    pub delay: u16,
    #[arg(short, long)]
    pub output: PathBuf,
}

pub fn render(args: RenderArgs, out: &mut String) -> Result<(), String> {
    let RenderArgs {
        variant,
        fen,
        setup,
        moves,
        flip,
        size,
        theme,
        show,
        arrow,
        output,
    } = args;
    draw_board(
        out,
        variant,
        fen.as_deref(),
        setup.as_deref(),
        moves.as_deref(),
        flip,
        size,
        &theme,
        show.as_deref(),
        &arrow,
        &output,
    )?;
    Ok(())
}

pub fn diagram(args: DiagramArgs, out: &mut String) -> Result<(), String> {
    let DiagramArgs {
        variant,
        piece,
        size,
        theme: theme_name,
        output,
    } = args;

    let kind = piece_arg(variant, &piece)?;
    let square = size.unwrap_or(48);
    let words = acedrex_service::texts::piece_description(variant, kind);
    let img = acedrex_service::texts::images::diagram(
        acedrex_service::texts::lang::Lang::En,
        variant,
        kind,
        square,
        theme(&theme_name)?,
        &words,
    );
    write_file(&output, &encode_png(&img), out)?;

    Ok(())
}

pub fn gif(args: GifArgs, out: &mut String) -> Result<(), String> {
    let GifArgs {
        variant,
        moves,
        fen,
        setup,
        flip,
        size,
        theme: theme_name,
        delay,
        output,
    } = args;

    let game = replay(variant, &moves, fen.as_deref(), setup.as_deref())?.into_result()?;
    let mut opts = RenderOptions::for_variant(game.position().variant());
    opts.square = size.unwrap_or(40);
    opts.flipped = flip;
    opts.theme = theme(&theme_name)?;
    let timing = GifTiming {
        frame_ms: delay,
        ..GifTiming::default()
    };
    write_file(&output, &game_gif(&game, &opts, timing), out)?;

    Ok(())
}

fn theme(name: &str) -> Result<Theme, String> {
    Theme::by_name(name).ok_or_else(|| format!("unknown theme `{name}`; the themes are wood, sea"))
}

fn write_file(path: &PathBuf, bytes: &[u8], out: &mut String) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    outln!(out, "{} ({} bytes)", path.display(), bytes.len());
    Ok(())
}

fn square_arg(variant: VariantId, text: &str) -> Result<Square, String> {
    Square::parse(text)
        .filter(|s| variant.variant().contains(*s))
        .ok_or_else(|| {
            format!(
                "`{text}` is not a square of the {} board",
                variant.variant().name
            )
        })
}

/// A piece of a game by letter or name: `L`, `lion`, `Aanca`.
fn piece_arg(variant: VariantId, text: &str) -> Result<Kind, String> {
    let v = variant.variant();
    v.find_piece(text).ok_or_else(|| {
        format!(
            "`{}` is not a piece of {}; its pieces are {}",
            text.trim(),
            v.name,
            acedrex_service::texts::messages::piece_list(variant)
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn draw_board(
    out: &mut String,
    variant: VariantId,
    fen: Option<&str>,
    setup: Option<&str>,
    moves: Option<&str>,
    flip: bool,
    size: Option<u32>,
    theme_name: &str,
    show: Option<&str>,
    arrows: &[String],
    output: &PathBuf,
) -> Result<(), String> {
    let game = replay(variant, moves.unwrap_or(""), fen, setup)?.into_result()?;
    let pos = game.position();
    let v = pos.variant();
    let mut opts = RenderOptions::for_variant(v);
    opts.flipped = flip;
    opts.theme = theme(theme_name)?;
    if let Some(s) = size {
        opts.square = s;
    }
    opts.last_move = game.last_move();
    opts.title = Some(format!(
        "{} · move {} · {} to move",
        v.name,
        pos.fullmove_number(),
        acedrex_service::texts::messages::color_name(pos.side_to_move())
    ));
    if let Some(sq) = show {
        let sq = square_arg(variant, sq)?;
        opts.markers.push(Marker::Highlight(sq));
        opts.markers.extend(Marker::for_moves(pos, sq));
    }
    for a in arrows {
        let (from, to) = a
            .char_indices()
            .skip(2)
            .find(|(_, c)| c.is_ascii_alphabetic())
            .map(|(i, _)| a.split_at(i))
            .ok_or_else(|| format!("`{a}` is not an arrow; write it as two squares, like e2e4"))?;
        opts.markers.push(Marker::Arrow(
            square_arg(variant, from)?,
            square_arg(variant, to)?,
        ));
    }
    write_file(output, &board_png(pos, &opts), out)
}
