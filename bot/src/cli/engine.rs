//! The engine: a search, matches, the UCI protocol and the speed benchmark.

use super::rules::start_position;
use super::*;
use acedrex_engine::paired::{self, PairedGame};
use acedrex_render::{board_png, game_gif, GifTiming, RenderOptions};
use acedrex_rules::{perft as count_leaves, Game, Position, VariantId};
use std::time::Instant;

#[derive(Args, Debug)]
pub struct GoArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    #[arg(long, conflicts_with = "setup")]
    pub fen: Option<String>,
    #[arg(long)]
    pub setup: Option<String>,
    /// Think for this many milliseconds.
    #[arg(long, conflicts_with = "depth")]
    pub time: Option<u64>,
    /// Search to this depth.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: Option<u32>,
    /// Playing level 1–8 (its time and noise) when neither --time nor --depth is given.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub level: Option<u8>,
    /// Search threads (levels 5 to 8, and --time and --depth searches).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub threads: u32,
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// Level of player A, our engine (1–8).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub a: u8,
    /// Level of player B (1–8), when B is our engine too.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8), required_unless_present = "against")]
    pub b: Option<u8>,
    /// Player B is an outside XBoard engine run by this command (`fairymax`; its name
    /// for the game is known for Grant Acedrex and chess, or give --their-variant).
    #[arg(long, conflicts_with = "b")]
    pub against: Option<String>,
    /// The outside engine's name for the game (`grande-acedrex`).
    #[arg(long, requires = "against", conflicts_with = "b")]
    pub their_variant: Option<String>,
    /// The outside engine speaks UCI with the UCI_Variant option (another build of
    /// acedrex: `--against "path/to/acedrex uci" --uci`); it gets the same fixed time a
    /// move as ours, and our game ids unless --their-variant says otherwise.
    #[arg(long, requires = "against", conflicts_with = "b")]
    pub uci: bool,
    /// Milliseconds a move for both sides (our engine exactly; the outside engine gets
    /// 40 moves in 40 times this on its clock). Without it, each level's own time.
    #[arg(long, value_parser = clap::value_parser!(u64).range(10..=600_000))]
    pub ms: Option<u64>,
    /// The outside engine's milliseconds a move when they differ from ours (time odds:
    /// `--ms 400 --their-ms 200` gives our engine twice its time). Without it, --ms.
    #[arg(long, requires = "against", conflicts_with = "b", value_parser = clap::value_parser!(u64).range(10..=600_000))]
    pub their_ms: Option<u64>,
    /// Nodes a move for both sides instead of a time (an outside engine must speak UCI;
    /// it gets `go nodes N`): every move is then the same on a loaded machine as on an
    /// idle one, so matches can share the cores and be replayed exactly.
    #[arg(long, conflicts_with_all = ["ms", "their_ms"], value_parser = clap::value_parser!(u64).range(100..=1_000_000_000))]
    pub nodes: Option<u64>,
    /// The outside engine's nodes a move when they differ from ours (node odds: `--nodes
    /// 100000 --their-nodes 50000` gives our engine twice its nodes; load-proof, as
    /// --nodes). Without it, --nodes.
    #[arg(long, requires_all = ["against", "nodes"], conflicts_with = "b", value_parser = clap::value_parser!(u64).range(100..=1_000_000_000))]
    pub their_nodes: Option<u64>,
    /// Number of games (colours alternate).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub games: u32,
    /// Seed for the opening moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random plies that open each game against an outside engine (each opening is
    /// played once with each colour).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(0..=20))]
    pub random_plies: u32,
    /// Player A evaluates with the weights of this file (as `acedrex tune` writes them),
    /// or `defaults` for the untuned numbers.
    #[arg(long)]
    pub a_weights: Option<String>,
    /// Player B's weights (see --a-weights).
    #[arg(long, conflicts_with = "against")]
    pub b_weights: Option<String>,
    /// Search threads of player A (our engine): 1 is the single-threaded search.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub a_threads: u32,
    /// Search threads of player B when B is our engine.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64), conflicts_with = "against")]
    pub b_threads: u32,
    /// A UCI option for the outside engine, NAME=VALUE (`Threads=2`, `Hash=64`); repeat
    /// for more.
    #[arg(
        long = "their-option",
        requires = "uci",
        conflicts_with = "b",
        value_name = "NAME=VALUE"
    )]
    pub their_options: Vec<String>,
    /// Stop as soon as a sequential probability ratio test (5% error each way) decides
    /// whether A is at least ELO1 stronger or at most ELO0 (`--sprt 0,10`; against
    /// Fairy-Stockfish at Shako `--sprt=-191,-120` asks whether we reach 25%). --games is
    /// then the most the match plays.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = sprt_arg, allow_hyphen_values = true)]
    pub sprt: Option<acedrex_engine::sprt::Sprt>,
    /// Write every game against the outside engine to this file as it ends, as PGN (a
    /// file there is replaced): moves in our algebraic notation, each searched move with
    /// its mover's score in pawns (`{+0.35}`).
    #[arg(long, requires = "against", conflicts_with = "b", value_name = "FILE")]
    pub record: Option<PathBuf>,
}

fn sprt_arg(text: &str) -> Result<acedrex_engine::sprt::Sprt, String> {
    acedrex_engine::sprt::Sprt::parse(text).map_err(|e| e.to_string())
}

#[derive(Args, Debug)]
pub struct JudgeArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// The positions: a position text (FEN) a line, or a result and a position text as
    /// `acedrex tune --save-positions` writes them; `#` starts a comment.
    #[arg(long)]
    pub positions: PathBuf,
    /// The judge: an outside UCI engine's command (`/path/to/stockfish`); it must play the
    /// game by `UCI_Variant` and know `go depth N searchmoves MOVE`.
    #[arg(long)]
    pub judge: String,
    /// The judge's name for the game (default: our game id).
    #[arg(long)]
    pub their_variant: Option<String>,
    /// The judge's search depth for the best move and for ours.
    #[arg(long, default_value_t = 11, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Our engine's milliseconds a position (200 when neither this nor --nodes is given).
    #[arg(long, value_parser = clap::value_parser!(u64).range(10..=600_000))]
    pub ms: Option<u64>,
    /// Our engine's nodes a position instead of a time: the same moves on any machine.
    #[arg(long, conflicts_with = "ms", value_parser = clap::value_parser!(u64).range(100..=1_000_000_000))]
    pub nodes: Option<u64>,
    /// Our engine evaluates with this weights file (or `defaults`).
    #[arg(long)]
    pub weights: Option<String>,
    /// Keep the judge's scores in this file: read first if it exists, and each new score
    /// added as soon as it is found, so that another run (other weights, another build)
    /// searches only the moves not judged before.
    #[arg(long)]
    pub cache: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct PairArgs {
    /// Match records (`acedrex match --record`) in pairs, the base's first: `BASE
    /// CANDIDATE [BASE CANDIDATE ...]`, each pair two matches against the same opponent
    /// from the same seed (several seeds pool).
    #[arg(required = true, value_name = "BASE CANDIDATE")]
    pub records: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub struct PoolArgs {
    /// Match records (`acedrex match --record`) of one game, any seeds: each record's
    /// score, then all of them pooled.
    #[arg(required = true, value_name = "RECORD")]
    pub records: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub struct TuneArgs {
    #[arg(value_parser = super::game_arg)]
    pub variant: VariantId,
    /// Games to learn from (self-play, or the teacher's).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub games: u32,
    /// Search nodes a move in those games.
    #[arg(long, default_value_t = 3000, value_parser = clap::value_parser!(u64).range(100..=10_000_000))]
    pub nodes: u64,
    /// Seed for the games' random openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random plies that open each game.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(0..=40))]
    pub random_plies: u32,
    /// Descent passes per step size.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub passes: u32,
    /// Start from this weights file (or `defaults`) instead of the game's current ones.
    #[arg(long)]
    pub from: Option<String>,
    /// Write the tuned weights here (for engine/params/GAME.txt); else print them.
    #[arg(long)]
    pub out: Option<std::path::PathBuf>,
    /// Learn from the positions of this file (as --save-positions writes it) instead of
    /// playing games.
    #[arg(long)]
    pub positions: Option<std::path::PathBuf>,
    /// Save the positions the games gave (result and position text, a line each).
    #[arg(long)]
    pub save_positions: Option<std::path::PathBuf>,
    /// Learn from the games an outside UCI engine plays against itself (its command,
    /// e.g. `/path/to/stockfish`; it must play the game by `UCI_Variant`) instead of
    /// self-play: a stronger player's results label positions better. With
    /// --label-depth it labels the positions (those of --positions too) instead.
    #[arg(long)]
    pub teacher: Option<String>,
    /// Label every position with the teacher's score after a search to this depth (as an
    /// expected result, 1 / (1 + 10^(-cp/250)) for White) instead of its game's result.
    #[arg(long, requires = "teacher", value_parser = clap::value_parser!(u32).range(1..=40))]
    pub label_depth: Option<u32>,
    /// The teacher's time a move, in milliseconds.
    #[arg(long, default_value_t = 25, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub ms: u64,
    /// Tune only the weights whose names start with one of these (comma-separated, e.g.
    /// `value.` for the piece values); the rest keep their numbers. `psq` fits the
    /// piece-square tables (a bonus per piece and square, middle game and ending) after them;
    /// `psq.rank-file` fits them as a part per rank plus a part per file, `psq.rank` as a
    /// part per rank alone, `psq.kind` as one number per piece (its middle game's and
    /// ending's worth apart). With --choices or --choose-nodes the tables are fitted by
    /// comparison too.
    #[arg(long, value_delimiter = ',')]
    pub only: Vec<String>,
    /// With --teacher and --positions: the teacher chooses a move in each position after
    /// this many nodes of its search, and the weights are fitted so that its moves score
    /// above the other legal moves after a capture search (comparison training) instead
    /// of fitting results.
    #[arg(long, requires_all = ["teacher", "positions"], conflicts_with_all = ["label_depth", "choices"],
          value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
    pub choose_nodes: Option<u64>,
    /// Save the teacher's choices (a move and a position text a line).
    #[arg(long, requires = "choose_nodes")]
    pub save_choices: Option<std::path::PathBuf>,
    /// Fit by comparison to the choices of this file (as --save-choices writes it).
    #[arg(long, conflicts_with_all = ["positions", "teacher"])]
    pub choices: Option<std::path::PathBuf>,
}

/// Weights from a file, or the game's untuned numbers for `defaults`.
fn read_weights(variant: VariantId, spec: &str) -> Result<acedrex_engine::Weights, String> {
    if spec == "defaults" {
        return Ok(acedrex_engine::Weights::defaults(variant));
    }
    let text = std::fs::read_to_string(spec).map_err(|e| format!("{spec}: {e}"))?;
    acedrex_engine::Weights::parse(variant, &text).map_err(|e| format!("{spec}: {e}"))
}

/// The games of a match record file, each read back and checked by our rules.
fn read_pairing_record(path: &std::path::Path) -> Result<Vec<PairedGame>, String> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    // Each game starts at its `[Event` tag, as the match writes them.
    let mut chunks: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("[Event ") || chunks.is_empty() {
            chunks.push(String::new());
        }
        if let Some(c) = chunks.last_mut() {
            c.push_str(line);
            c.push('\n');
        }
    }
    chunks.retain(|c| !c.trim().is_empty());
    if chunks.is_empty() {
        return Err(format!("{file}: no games"));
    }
    chunks
        .iter()
        .enumerate()
        .map(|(i, chunk)| {
            let game = Game::from_record(chunk).map_err(|e| {
                format!(
                    "{file}: game {}: {}",
                    i + 1,
                    acedrex_service::texts::messages::record_error(&e)
                )
            })?;
            PairedGame::from_game(i + 1, &game).map_err(|e| format!("{file}: {e}"))
        })
        .collect()
}

/// Each pair of records compared game by game, then all the pairs pooled.
pub fn pair(args: PairArgs, out: &mut String) -> Result<(), String> {
    let files = &args.records;
    if !files.len().is_multiple_of(2) {
        return Err(format!(
            "{} records: give them in pairs, each base before its candidate",
            files.len()
        ));
    }
    let mut rows = Vec::new();
    for two in files.chunks(2) {
        let row = (read_pairing_record(&two[0])?, read_pairing_record(&two[1])?);
        let names = format!("{} / {}", two[0].display(), two[1].display());
        let p = paired::pair(std::slice::from_ref(&row)).map_err(|e| format!("{names}: {e}"))?;
        outln!(out, "{names}: {p}");
        rows.push(row);
    }
    if rows.len() > 1 {
        let p = paired::pair(&rows).map_err(|e| e.to_string())?;
        outln!(out, "together: {p}");
    }
    Ok(())
}

/// Each record's score, then all of them pooled with the interval and the records' spread.
pub fn pool(args: PoolArgs, out: &mut String) -> Result<(), String> {
    let mut records = Vec::with_capacity(args.records.len());
    for file in &args.records {
        let games = read_pairing_record(file)?;
        if games.iter().all(|g| g.points.is_none()) {
            return Err(format!(
                "{}: {}",
                file.display(),
                paired::PairError::NoGames
            ));
        }
        records.push(games);
    }
    let p = paired::pool(&records).map_err(|e| e.to_string())?;
    for (file, t) in args.records.iter().zip(&p.records) {
        let score = 100.0 * t.points() / f64::from(t.games());
        outln!(
            out,
            "{}: +{} ={} -{} ({score:.1}%)",
            file.display(),
            t.wins,
            t.draws,
            t.losses
        );
    }
    outln!(out, "together ({}): {p}", p.variant);
    Ok(())
}

/// The mean loss of our engine's moves as an outside engine judges them.
pub fn judge(args: JudgeArgs, out: &mut String) -> Result<(), String> {
    use acedrex_engine::matchplay::{self, Player, BIG_LOSS, LOSS_CAP, OPEN_BOUND};
    let JudgeArgs {
        variant,
        positions,
        judge,
        their_variant,
        depth,
        ms,
        nodes,
        weights,
        cache: cache_file,
    } = args;
    let file = positions.display().to_string();
    let text = std::fs::read_to_string(&positions).map_err(|e| format!("{file}: {e}"))?;
    let mut list = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        // A position text, or a result before one.
        let pos = Position::from_fen(variant, line).or_else(|e| {
            line.split_once(' ')
                .filter(|(r, _)| r.parse::<f64>().is_ok())
                .ok_or(e)
                .and_then(|(_, fen)| Position::from_fen(variant, fen))
        });
        list.push(pos.map_err(|e| format!("{file}: line {}: {e}", n + 1))?);
    }
    if list.is_empty() {
        return Err(format!("{file}: no positions"));
    }
    let mut player = Player::level(8);
    player.weights = weights.map(|w| read_weights(variant, &w)).transpose()?;
    // A node count, or else a time (200 ms unless given).
    let (limits, ours) = match nodes {
        Some(n) => (node_limit(n), format!("{n} nodes")),
        None => {
            let ms = ms.unwrap_or(200);
            (
                acedrex_engine::Limits::move_time(std::time::Duration::from_millis(ms)),
                format!("{ms} ms"),
            )
        }
    };
    player.limits = limits;
    let their_variant = their_variant.unwrap_or_else(|| variant.to_string());
    // The cache: its scores so far, and the file new ones are added to as they come.
    let (mut cache, mut sink) = match &cache_file {
        Some(path) => {
            let name = path.display().to_string();
            let cache = match std::fs::read_to_string(path) {
                Ok(text) => {
                    matchplay::JudgeCache::parse(&text).map_err(|e| format!("{name}: {e}"))?
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Default::default(),
                Err(e) => return Err(format!("{name}: {e}")),
            };
            let sink = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("{name}: {e}"))?;
            (cache, Some((name, sink)))
        }
        None => (matchplay::JudgeCache::default(), None),
    };
    let cached = cache.len();
    let mut write_error = None;
    let judged = matchplay::mean_loss(
        &player,
        &list,
        &judge,
        &their_variant,
        depth,
        &mut cache,
        |line| {
            use std::io::Write;
            if let Some((name, file)) = &mut sink {
                if let Err(e) = writeln!(file, "{line}") {
                    write_error.get_or_insert(format!("{name}: {e}"));
                }
            }
        },
        |line| eprintln!("{line}"),
    )
    .map_err(|e| format!("{judge}: {e}"))?;
    if let Some(e) = write_error {
        return Err(e);
    }
    outln!(
        out,
        "{} of {} positions judged by {judge} to depth {depth}, ours at {ours} a position: mean loss {:.1} (each capped at {LOSS_CAP}), {} lost {BIG_LOSS} or more",
        judged.positions,
        list.len(),
        judged.mean_loss,
        judged.big
    );
    outln!(
        out,
        "{} open (the judge's best within {OPEN_BOUND} of level): mean loss {:.1}, {} lost {BIG_LOSS} or more",
        judged.open,
        judged.open_mean_loss,
        judged.open_big
    );
    if let Some((name, _)) = &sink {
        outln!(
            out,
            "{name}: {} scores, {} of them new",
            cache.len(),
            cache.len() - cached
        );
    }
    Ok(())
}

/// Tunes a game's evaluation on self-play games (Texel's method) and writes the weights.
pub fn tune(args: TuneArgs, out: &mut String) -> Result<(), String> {
    use acedrex_engine::tune::{self, SelfPlay};
    let TuneArgs {
        variant,
        games,
        nodes,
        seed,
        random_plies,
        passes,
        from,
        out: file,
        positions,
        save_positions,
        teacher,
        label_depth,
        ms,
        only,
        choose_nodes,
        save_choices,
        choices,
    } = args;
    if positions.is_some() && teacher.is_some() && label_depth.is_none() && choose_nodes.is_none() {
        return Err("--teacher with --positions labels them: give --label-depth too".into());
    }
    let start = match &from {
        Some(spec) => read_weights(variant, spec)?,
        None => acedrex_engine::Weights::tuned(variant),
    };
    if choices.is_some() || choose_nodes.is_some() {
        let by = ByChoices {
            variant,
            start,
            from,
            passes,
            only,
            file,
        };
        return match (choices, positions, teacher, choose_nodes) {
            (Some(path), ..) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                let cs = acedrex_engine::compare::choices_from_text(variant, &text)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                by.fit(&cs, format!("--choices {}", path.display()), out)
            }
            (None, Some(path), Some(command), Some(n)) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                let positions: Vec<_> = tune::samples_from_text(variant, &text)
                    .map_err(|e| format!("{}: {e}", path.display()))?
                    .into_iter()
                    .map(|s| s.position)
                    .collect();
                let cs = acedrex_engine::compare::teacher_choose(
                    variant,
                    &command,
                    n,
                    &positions,
                    |line| eprintln!("{line}"),
                )
                .map_err(|e| format!("the teacher `{command}`: {e}"))?;
                if let Some(save) = &save_choices {
                    std::fs::write(save, acedrex_engine::compare::choices_to_text(&cs))
                        .map_err(|e| format!("{}: {e}", save.display()))?;
                    eprintln!("choices saved to {}", save.display());
                }
                by.fit(
                    &cs,
                    format!(
                        "--positions {} --teacher {command} --choose-nodes {n}",
                        path.display()
                    ),
                    out,
                )
            }
            // clap requires --teacher and --positions with --choose-nodes.
            _ => Err("--choose-nodes needs --teacher and --positions".into()),
        };
    }
    let plan = SelfPlay {
        games,
        nodes,
        seed,
        random_plies: random_plies as usize,
    };
    let t0 = Instant::now();
    let (mut samples, mut source) = match (&positions, &teacher) {
        (Some(path), _) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let samples = tune::samples_from_text(variant, &text)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            (samples, format!("the positions of {}", path.display()))
        }
        (None, Some(command)) => {
            let plan = tune::Teacher {
                command: command.clone(),
                movetime: std::time::Duration::from_millis(ms),
                games,
                seed,
                random_plies: random_plies as usize,
            };
            let samples = tune::teacher_play(variant, &plan, |line| eprintln!("{line}"))
                .map_err(|e| format!("the teacher `{command}`: {e}"))?;
            let played = t0.elapsed().as_secs_f64();
            (
                samples,
                format!("{games} games of `{command}` ({played:.0} s)"),
            )
        }
        (None, None) => {
            let samples = tune::self_play(variant, &plan, |line| eprintln!("{line}"));
            let played = t0.elapsed().as_secs_f64();
            (samples, format!("{games} self-play games ({played:.0} s)"))
        }
    };
    if let (Some(depth), Some(command)) = (label_depth, &teacher) {
        let t = Instant::now();
        samples = tune::teacher_label(variant, command, depth, &samples, |line| {
            eprintln!("{line}")
        })
        .map_err(|e| format!("the teacher `{command}`: {e}"))?;
        source = format!(
            "{source}, labelled by `{command}` at depth {depth} ({:.0} s)",
            t.elapsed().as_secs_f64()
        );
    }
    if samples.is_empty() {
        return Err("no quiet positions to learn from".into());
    }
    if let Some(path) = &save_positions {
        std::fs::write(path, tune::samples_to_text(&samples))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!("positions saved to {}", path.display());
    }
    let t = tune::tune(variant, &samples, &start, passes, &only, |line| {
        eprintln!("{line}")
    });
    let depth = label_depth.map_or(String::new(), |d| format!(" --label-depth {d}"));
    let command = match (&positions, &teacher) {
        // A teacher with positions only labels them (--label-depth is required then).
        (Some(path), Some(cmd)) => format!(
            "acedrex tune {variant} --positions {} --teacher {cmd}{depth}",
            path.display()
        ),
        (Some(path), None) => format!("acedrex tune {variant} --positions {}", path.display()),
        (None, Some(cmd)) => format!(
            "acedrex tune {variant} --teacher {cmd} --ms {ms} --games {games} --seed {seed} --random-plies {random_plies}{depth}"
        ),
        (None, None) => format!(
            "acedrex tune {variant} --games {games} --nodes {nodes} --seed {seed} --random-plies {random_plies}"
        ),
    };
    let header = format!(
        "{command} --passes {passes}{}\n\
         {} quiet positions from {source}; Texel's method, K = {:.2}\n\
         mean squared error {:.6} -> {:.6}{}",
        start_and_only(from.as_deref(), &only),
        samples.len(),
        t.k,
        t.loss_before,
        t.loss_after,
        t.held_out.map_or(String::new(), |(a, b)| format!(
            "; piece-square tables fitted on nine tenths, the last tenth's error {a:.6} -> {b:.6}"
        )),
    );
    for (name, a, b) in &t.changed {
        outln!(out, "{name}: {a} -> {b}");
    }
    outln!(
        out,
        "{} positions, error {:.6} -> {:.6}, {} weights changed",
        samples.len(),
        t.loss_before,
        t.loss_after,
        t.changed.len()
    );
    write_weights(&t.weights.to_text(variant, &header), file, out)
}

/// The ` --from F --only A,B` part of a weights file's command line, as given.
fn start_and_only(from: Option<&str>, only: &[String]) -> String {
    let mut s = from.map_or(String::new(), |f| format!(" --from {f}"));
    if !only.is_empty() {
        s.push_str(&format!(" --only {}", only.join(",")));
    }
    s
}

/// A weights file's text into `file`, or printed when there is none.
fn write_weights(
    text: &str,
    file: Option<std::path::PathBuf>,
    out: &mut String,
) -> Result<(), String> {
    match file {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
            outln!(out, "written to {}", path.display());
        }
        None => out.push_str(text),
    }
    Ok(())
}

/// A comparison fit's settings, from `acedrex tune`'s arguments.
struct ByChoices {
    variant: VariantId,
    start: acedrex_engine::Weights,
    from: Option<String>,
    passes: u32,
    only: Vec<String>,
    file: Option<std::path::PathBuf>,
}

impl ByChoices {
    /// Fits by comparison to `choices` (the teacher's moves; `source` says where they came
    /// from, as arguments) and writes or prints the weights.
    fn fit(
        self,
        choices: &[acedrex_engine::compare::Choice],
        source: String,
        out: &mut String,
    ) -> Result<(), String> {
        let ByChoices {
            variant,
            start,
            from,
            passes,
            only,
            file,
        } = self;
        if choices.len() < 10 {
            return Err(format!(
                "{} positions with the teacher's move: too few to fit",
                choices.len()
            ));
        }
        let c = acedrex_engine::compare::fit(variant, choices, &start, passes, &only, |line| {
            eprintln!("{line}")
        });
        let header = format!(
            "acedrex tune {variant} {source} --passes {passes}{}\n\
             comparison training on {} positions with the teacher's move (nine tenths fitted, \
             the last tenth held out), temperature {:.1}\n\
             -ln p(teacher's move) {:.5} -> {:.5}, its move on top {:.1}% -> {:.1}%; \
             held out {:.5} -> {:.5}, {:.1}% -> {:.1}%",
            start_and_only(from.as_deref(), &only),
            choices.len(),
            c.temp,
            c.before.0,
            c.after.0,
            c.before.1 * 100.0,
            c.after.1 * 100.0,
            c.held_before.0,
            c.held_after.0,
            c.held_before.1 * 100.0,
            c.held_after.1 * 100.0,
        );
        for (name, a, b) in &c.changed {
            outln!(out, "{name}: {a} -> {b}");
        }
        outln!(
            out,
            "{} positions; held out: -ln p {:.5} -> {:.5}, teacher's move on top {:.1}% -> {:.1}%; {} weights changed",
            choices.len(),
            c.held_before.0,
            c.held_after.0,
            c.held_before.1 * 100.0,
            c.held_after.1 * 100.0,
            c.changed.len()
        );
        write_weights(&c.weights.to_text(variant, &header), file, out)
    }
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Run each test one ply shallower.
    #[arg(long)]
    pub quick: bool,
}

pub fn go(args: GoArgs, out: &mut String) -> Result<(), String> {
    let GoArgs {
        variant,
        fen,
        setup,
        time,
        depth,
        level,
        threads,
    } = args;

    let pos = start_position(variant, fen.as_deref(), setup.as_deref())?;
    let level = level.unwrap_or(acedrex_engine::DEFAULT_LEVEL);
    let mut limits = match time {
        Some(ms) => acedrex_engine::Limits::move_time(std::time::Duration::from_millis(ms)),
        None if depth.is_none() => acedrex_engine::Limits::for_level(level),
        None => acedrex_engine::Limits::default(),
    };
    if let Some(d) = depth {
        limits.depth = Some(d);
    }
    let search_level = if time.is_some() || depth.is_some() {
        8
    } else {
        level
    };
    let mut engine = acedrex_engine::Engine::new(64);
    engine.set_threads(threads as usize);
    let r = engine.search(&pos, &[], &limits, search_level);
    match r.best {
        Some(m) => outln!(out, "bestmove {}", pos.lan(m)),
        None => outln!(out, "bestmove (none)"),
    }
    let pv: Vec<String> = {
        let mut p = pos.clone();
        r.pv.iter()
            .map(|&m| {
                let t = p.lan(m);
                p.play(m);
                t
            })
            .collect()
    };
    outln!(out, "score {}", r.score);
    outln!(out, "depth {}", r.depth);
    outln!(out, "nodes {}", r.nodes);
    outln!(out, "time {} ms", r.elapsed.as_millis());
    outln!(out, "pv {}", pv.join(" "));

    Ok(())
}

pub fn engine_match(args: MatchArgs, out: &mut String) -> Result<(), String> {
    use acedrex_engine::matchplay::{self, Opponent, Player};
    let MatchArgs {
        variant,
        a,
        b,
        against,
        their_variant,
        uci,
        ms,
        their_ms,
        nodes,
        their_nodes,
        games,
        seed,
        random_plies,
        a_weights,
        b_weights,
        a_threads,
        b_threads,
        their_options,
        sprt,
        record,
    } = args;
    let weights = |spec: &Option<String>| {
        spec.as_deref()
            .map(|s| read_weights(variant, s))
            .transpose()
    };
    let (wa, wb) = (weights(&a_weights)?, weights(&b_weights)?);
    let player = |level: u8, weights: &Option<acedrex_engine::Weights>, threads: u32| {
        let mut p = Player::level(level);
        p.weights = weights.clone();
        p.threads = threads as usize;
        if let Some(ms) = ms {
            p.limits = acedrex_engine::Limits::move_time(std::time::Duration::from_millis(ms));
        }
        if let Some(n) = nodes {
            p.limits = node_limit(n);
        }
        p
    };
    let name = variant.variant().name;
    let Some(command) = against else {
        let b = b.ok_or("give --b LEVEL or --against ENGINE")?;
        let played = matchplay::play_match_until(
            variant,
            &player(a, &wa, a_threads),
            &player(b, &wb, b_threads),
            games,
            seed,
            sprt.as_ref(),
            |line| {
                eprintln!("{line}");
            },
        );
        let score = played.score;
        outln!(
            out,
            "level {a} vs level {b}, {} games of {name}: +{} ={} -{} ({} points of {})",
            score.games(),
            score.wins,
            score.draws,
            score.losses,
            score.points(),
            score.games()
        );
        if let Some(elo) = score.elo() {
            outln!(out, "level {a}: {elo}");
        }
        if let Some(sprt) = sprt {
            outln!(out, "{}", sprt.summary(&played.pairs));
        }
        return Ok(());
    };
    // Its name for the game: given, or known for Fairy-Max's games.
    let known = Opponent::fairy_max(variant);
    let (their_name, letters) = match (their_variant, known) {
        (Some(theirs), _) => (theirs, Vec::new()),
        (None, _) if uci => (variant.to_string(), Vec::new()),
        (None, Some(known)) => (known.variant, known.letters),
        (None, None) => {
            return Err(format!(
                "which game is {name} for `{command}`? Give --their-variant NAME"
            ))
        }
    };
    let options = their_options
        .iter()
        .map(|o| match o.split_once('=') {
            Some((name, value)) if !name.trim().is_empty() => {
                Ok((name.trim().to_string(), value.trim().to_string()))
            }
            _ => Err(format!(
                "--their-option `{o}`: give NAME=VALUE, e.g. Threads=2"
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let opponent = Opponent {
        command,
        uci,
        variant: their_name,
        letters,
        options,
    };
    let per_move = std::time::Duration::from_millis(ms.unwrap_or(200));
    let their_move = their_ms.map_or(per_move, std::time::Duration::from_millis);
    let ours = Player {
        level: a,
        limits: nodes.map_or_else(|| acedrex_engine::Limits::move_time(per_move), node_limit),
        weights: wa,
        threads: a_threads as usize,
    };
    // The record file opens before the first game, so that a path that cannot be written
    // stops the match before it is played, not after.
    let mut pgn = record
        .as_ref()
        .map(|path| {
            std::fs::File::create(path)
                .map(std::io::BufWriter::new)
                .map_err(|e| format!("--record {}: {e}", path.display()))
        })
        .transpose()?;
    let mut write_failed = None;
    let mut by_ply = matchplay::ScoresByPly::default();
    let mut by_kind = matchplay::MovesByKind::default();
    let r = matchplay::play_outside_match_recorded(
        variant,
        &ours,
        &opponent,
        &matchplay::Schedule {
            games,
            seed,
            random_plies: random_plies as usize,
            per_move: their_move,
            nodes: their_nodes.or(nodes),
            sprt,
        },
        |line| eprintln!("{line}"),
        |game| {
            by_ply.add(game);
            by_kind.add(game);
            if let (Some(file), None) = (pgn.as_mut(), &write_failed) {
                use std::io::Write;
                let text = format!("{}\n", game.pgn);
                if let Err(e) = file.write_all(text.as_bytes()).and_then(|()| file.flush()) {
                    write_failed = Some(e.to_string());
                }
            }
        },
    )
    .map_err(|e| format!("{}: {e}", opponent.command))?;
    let s = r.score;
    let budget = match (nodes, their_nodes) {
        (Some(n), Some(t)) if t != n => format!("{n} nodes a move against its {t}"),
        (Some(n), _) => format!("{n} nodes a move"),
        (None, _) if their_move == per_move => format!("{} ms a move", per_move.as_millis()),
        (None, _) => format!(
            "{} ms a move against its {} ms",
            per_move.as_millis(),
            their_move.as_millis()
        ),
    };
    outln!(
        out,
        "{} vs {}, {} games of {name} at {budget}: +{} ={} -{} ({} points, {:.1}%)",
        ours.name(),
        opponent.command,
        s.games(),
        s.wins,
        s.draws,
        s.losses,
        s.points(),
        100.0 * s.points() / s.games().max(1) as f64
    );
    if let Some(elo) = s.elo() {
        outln!(out, "acedrex: {elo}");
    }
    outln!(
        out,
        "time a move: acedrex {:.0} ms, {} {:.0} ms",
        r.our_ms_per_move,
        opponent.command,
        r.their_ms_per_move
    );
    if let Some(sprt) = sprt {
        outln!(out, "{}", sprt.summary(&r.pairs));
    }
    let means = by_ply.means();
    if !means.is_empty() {
        let stretches: Vec<String> = means
            .iter()
            .map(|(from, ours, theirs)| {
                format!(
                    "{}–{} {ours:+} / {theirs:+}",
                    from + 1,
                    from + matchplay::ScoresByPly::SPAN
                )
            })
            .collect();
        outln!(
            out,
            "scores from our side by plies after the opening (mean of each side's own, acedrex / {}): {}",
            opponent.command,
            stretches.join("; ")
        );
    }
    if let Some(summary) = by_kind.summary() {
        outln!(
            out,
            "moves in the {} plies after the opening by the piece moved, quiet+captures (acedrex / {}, {} games): {summary}",
            matchplay::MovesByKind::PLIES,
            opponent.command,
            by_kind.games(),
        );
    }
    if r.substituted > 0 {
        outln!(
            out,
            "{} of {}'s moves broke our rules (a King leap out of check or over an attacked square) and were replaced by its best move without the leap",
            r.substituted,
            opponent.command
        );
    }
    if r.forfeits > 0 {
        outln!(
            out,
            "{} of the wins were forfeits: {} played a move our rules forbid (see the game lines above)",
            r.forfeits,
            opponent.command
        );
    }
    if r.disputed > 0 {
        outln!(
            out,
            "{}: the two engines' rules disagreed (see the game lines above)",
            not_scored(r.disputed)
        );
    }
    if r.hung > 0 {
        outln!(
            out,
            "{}: {} stopped answering and was started again (see the game lines above)",
            not_scored(r.hung),
            opponent.command
        );
    }
    // The report above stands either way; a record that could not be written is an error
    // after it.
    match (&record, write_failed) {
        (Some(path), Some(e)) => Err(format!(
            "--record {}: writing the games failed: {e}",
            path.display()
        )),
        (Some(path), None) => {
            outln!(out, "games recorded in {}", path.display());
            Ok(())
        }
        _ => Ok(()),
    }
}

/// "1 game not scored", "2 games not scored".
fn not_scored(n: u32) -> String {
    format!(
        "{} not scored",
        acedrex_service::texts::messages::count(n, "game")
    )
}

/// A search held to `nodes` nodes a move, with no time limit.
fn node_limit(nodes: u64) -> acedrex_engine::Limits {
    acedrex_engine::Limits {
        nodes: Some(nodes),
        ..acedrex_engine::Limits::default()
    }
}

pub fn uci() -> Result<(), String> {
    let stdin = std::io::BufReader::new(std::io::stdin());
    acedrex_engine::uci::run(stdin, std::io::stdout()).map_err(|e| format!("uci: {e}"))?;

    Ok(())
}

pub fn bench(args: BenchArgs, out: &mut String) -> Result<(), String> {
    let BenchArgs { quick } = args;
    time_runs(out, quick);
    Ok(())
}

/// The reference runs: the figures the README and the issue notes report.
fn time_runs(out: &mut String, quick: bool) {
    let runs: [(VariantId, u32, u64); 2] = [
        (VariantId::GrantAcedrex, 4, 12_199_605),
        (VariantId::Chess, 6, 119_060_324),
    ];
    outln!(
        out,
        "{:<14} {:>5} {:>12} {:>9} {:>12}",
        "game",
        "depth",
        "nodes",
        "seconds",
        "nodes/s"
    );
    for (id, depth, expected) in runs {
        let depth = if quick { depth - 1 } else { depth };
        let pos = Position::start(id);
        let t = Instant::now();
        let n = count_leaves(&pos, depth);
        let s = t.elapsed().as_secs_f64();
        let check = if quick || n == expected {
            ""
        } else {
            "  WRONG COUNT"
        };
        outln!(
            out,
            "{:<14} {:>5} {:>12} {:>9.3} {:>12.0}{check}",
            id.id(),
            depth,
            n,
            s,
            n as f64 / s.max(1e-9)
        );
    }
    // Search speed: one search from each start position with a fresh table.
    let think = std::time::Duration::from_millis(if quick { 300 } else { 2000 });
    outln!(
        out,
        "{:<14} {:>5} {:>12} {:>9} {:>12}",
        "search",
        "depth",
        "nodes",
        "seconds",
        "nodes/s"
    );
    for id in [
        VariantId::GrantAcedrex,
        VariantId::Perfect12,
        VariantId::Chess,
    ] {
        let pos = Position::start(id);
        let mut engine = acedrex_engine::Engine::new(64);
        let limits = acedrex_engine::Limits {
            time: Some(think),
            ..acedrex_engine::Limits::default()
        };
        let r = engine.search(&pos, &[], &limits, 8);
        let s = r.elapsed.as_secs_f64();
        outln!(
            out,
            "{:<14} {:>5} {:>12} {:>9.3} {:>12.0}",
            id.id(),
            r.depth,
            r.nodes,
            s,
            r.nodes as f64 / s.max(1e-9)
        );
    }
    // Images: the densest 12×12 start at the default size, and a 100-move game GIF.
    let pos = Position::start(VariantId::ZanzibarXl);
    let opts = RenderOptions {
        title: Some("Zanzibar XL · move 1 · alice vs bob".into()),
        ..RenderOptions::for_variant(pos.variant())
    };
    let _ = board_png(&pos, &opts); // rasterise the sprites once
    let rounds = if quick { 5 } else { 50 };
    let t = Instant::now();
    let mut size = 0;
    for _ in 0..rounds {
        size = board_png(&pos, &opts).len();
    }
    let ms = t.elapsed().as_secs_f64() * 1000.0 / rounds as f64;
    outln!(
        out,
        "board png      zanzibar-xl start, {} px squares: {ms:.1} ms, {size} bytes",
        opts.square
    );
    let mut game = Game::new(VariantId::Perfect12);
    let mut i = 7usize;
    while game.moves().len() < 100 && !game.is_over() {
        let moves = game.position().legal_moves();
        i = i.wrapping_mul(31).wrapping_add(17);
        if game.play(moves[i % moves.len()]).is_err() {
            break;
        }
    }
    let opts = RenderOptions::for_variant(game.position().variant());
    let t = Instant::now();
    let gif = game_gif(&game, &opts, GifTiming::default());
    outln!(
        out,
        "game gif       perfect12, {} moves, {} px squares: {:.2} s, {} bytes",
        game.moves().len(),
        opts.square,
        t.elapsed().as_secs_f64(),
        gif.len()
    );
}
