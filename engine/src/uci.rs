//! A UCI front end, with the `UCI_Variant` option as variant engines use it.
//!
//! Supported: `uci`, `isready`, `setoption name UCI_Variant value <id>` (our game ids),
//! `setoption name Hash value <mb>`, `setoption name Threads value <1-64>`,
//! `setoption name Level value <1-8>`,
//! `setoption name Weights value <file>` (evaluate the current game with the weights of a
//! file as `acedrex tune` writes them; `default` for the game's own), `ucinewgame`,
//! `position startpos|fen <FEN> [moves …]` (long algebraic, as `Position::lan` prints),
//! `go [depth N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N] [nodes N]
//! [searchmoves MOVE…] [infinite]` (`movetime` is thought for in full, a clock's share may
//! end early), `stop`, `quit`. Input is read on its own thread, so `stop` interrupts a
//! running search.

use crate::{Engine, Limits, SearchResult, Weights};
use acedrex_rules::{Color, Position, VariantId};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

enum Event {
    Line(String),
    Eof,
    Done(Box<Engine>, SearchResult, Box<Position>),
}

struct State {
    variant: VariantId,
    pos: Position,
    history: Vec<u64>,
    hash_mb: usize,
    /// Search threads ([`Engine::set_threads`]).
    threads: usize,
    level: u8,
    /// The weights set with the `Weights` option, for `variant`.
    weights: Option<Weights>,
}

impl State {
    /// A fresh engine of the state's table size, with its weights for its game.
    fn engine(&self) -> Engine {
        let mut e = match &self.weights {
            None => Engine::new(self.hash_mb),
            Some(w) => Engine::with_weights(self.hash_mb, self.variant, w),
        };
        e.set_threads(self.threads);
        e
    }
}

/// Runs the protocol until `quit` or the end of input. `input` must be `Send` (it is
/// read on a thread of its own): pass `std::io::BufReader::new(std::io::stdin())`.
pub fn run(input: impl BufRead + Send, mut output: impl Write) -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel::<Event>();
    std::thread::scope(|scope| -> std::io::Result<()> {
        let reader_tx = tx.clone();
        scope.spawn(move || {
            let mut input = input;
            let mut line = String::new();
            loop {
                line.clear();
                match input.read_line(&mut line) {
                    Ok(0) | Err(_) => {
                        let _ = reader_tx.send(Event::Eof);
                        return;
                    }
                    Ok(_) => {
                        let quit = line.trim() == "quit";
                        if reader_tx
                            .send(Event::Line(line.trim().to_string()))
                            .is_err()
                            || quit
                        {
                            return;
                        }
                    }
                }
            }
        });
        let mut st = State {
            variant: VariantId::Chess,
            pos: Position::start(VariantId::Chess),
            history: Vec::new(),
            hash_mb: 64,
            threads: 1,
            level: 8,
            weights: None,
        };
        let mut engine: Option<Box<Engine>> = Some(Box::new(Engine::new(st.hash_mb)));
        let mut stop_flag: Option<Arc<AtomicBool>> = None;
        let mut quitting = false;
        let finish =
            |output: &mut dyn Write, r: &SearchResult, p: &Position| -> std::io::Result<()> {
                let pv: Vec<String> = r.pv.iter().map(|m| p.lan(*m)).collect();
                writeln!(
                    output,
                    "info depth {} score {} nodes {} time {} pv {}",
                    r.depth,
                    r.score,
                    r.nodes,
                    r.elapsed.as_millis(),
                    pv.join(" ")
                )?;
                match r.best {
                    Some(m) => writeln!(output, "bestmove {}", p.lan(m))?,
                    None => writeln!(output, "bestmove (none)")?,
                }
                output.flush()
            };
        while let Ok(ev) = rx.recv() {
            let line = match ev {
                Event::Done(mut e, r, p) => {
                    // Threads set while it searched take effect now.
                    e.set_threads(st.threads);
                    engine = Some(e);
                    stop_flag = None;
                    finish(&mut output, &r, &p)?;
                    if quitting {
                        break;
                    }
                    continue;
                }
                Event::Eof => {
                    quitting = true;
                    match &stop_flag {
                        Some(f) => {
                            f.store(true, Ordering::Relaxed);
                            continue;
                        }
                        None => break,
                    }
                }
                Event::Line(l) => l,
            };
            let mut words = line.split_whitespace();
            let Some(cmd) = words.next() else { continue };
            let rest: Vec<&str> = words.collect();
            match cmd {
                "uci" => {
                    writeln!(output, "id name acedrex")?;
                    writeln!(output, "id author the acedrex project")?;
                    let vars: Vec<&str> = VariantId::ALL.iter().map(|v| v.id()).collect();
                    writeln!(
                        output,
                        "option name UCI_Variant type combo default chess var {}",
                        vars.join(" var ")
                    )?;
                    writeln!(
                        output,
                        "option name Hash type spin default 64 min 1 max 4096"
                    )?;
                    writeln!(
                        output,
                        "option name Threads type spin default 1 min 1 max {}",
                        crate::MAX_THREADS
                    )?;
                    writeln!(output, "option name Level type spin default 8 min 1 max 8")?;
                    writeln!(output, "option name Weights type string default default")?;
                    writeln!(output, "uciok")?;
                    output.flush()?;
                }
                "isready" => {
                    writeln!(output, "readyok")?;
                    output.flush()?;
                }
                "setoption" => {
                    let (name, value) = parse_option(&rest);
                    match name.to_ascii_lowercase().as_str() {
                        "uci_variant" => match value.parse::<VariantId>() {
                            Ok(v) => {
                                st.variant = v;
                                st.pos = Position::start(v);
                                st.history.clear();
                                // A weights file is for one game: it goes with the old one.
                                if st.weights.take().is_some() && engine.is_some() {
                                    engine = Some(Box::new(st.engine()));
                                }
                            }
                            Err(e) => writeln!(output, "info string {e}")?,
                        },
                        "threads" => match value.parse::<usize>() {
                            Ok(n) => {
                                st.threads = n.clamp(1, crate::MAX_THREADS);
                                if let Some(e) = engine.as_mut() {
                                    e.set_threads(st.threads);
                                }
                            }
                            Err(_) => writeln!(
                                output,
                                "info string Threads: `{value}` is not a number of threads"
                            )?,
                        },
                        "hash" => {
                            if let Ok(mb) = value.parse::<usize>() {
                                st.hash_mb = mb.clamp(1, 4096);
                                if engine.is_some() {
                                    engine = Some(Box::new(st.engine()));
                                }
                            }
                        }
                        "weights" if engine.is_none() => {
                            writeln!(output, "info string searching: weights not changed")?
                        }
                        "weights" => {
                            let read = if value.is_empty() || value == "default" {
                                Ok(None)
                            } else {
                                std::fs::read_to_string(&value)
                                    .map_err(|e| format!("cannot read {value}: {e}"))
                                    .and_then(|text| {
                                        Weights::parse(st.variant, &text)
                                            .map(Some)
                                            .map_err(|e| e.to_string())
                                    })
                            };
                            match read {
                                Ok(w) => {
                                    st.weights = w;
                                    engine = Some(Box::new(st.engine()));
                                }
                                Err(msg) => {
                                    writeln!(output, "info string weights not changed: {msg}")?
                                }
                            }
                        }
                        "level" => {
                            if let Ok(l) = value.parse::<u8>() {
                                st.level = l.clamp(1, 8);
                            }
                        }
                        _ => writeln!(output, "info string unknown option {name}")?,
                    }
                    output.flush()?;
                }
                "ucinewgame" => {
                    if let Some(e) = engine.as_mut() {
                        e.new_game();
                    }
                    st.pos = Position::start(st.variant);
                    st.history.clear();
                }
                "position" => {
                    if let Err(msg) = set_position(&mut st, &rest) {
                        writeln!(output, "info string {msg}")?;
                        output.flush()?;
                    }
                }
                "go" => {
                    let Some(mut e) = engine.take() else {
                        writeln!(output, "info string already searching")?;
                        continue;
                    };
                    let flag = Arc::new(AtomicBool::new(false));
                    let mut limits = go_limits(&rest, &st.pos, st.level);
                    limits.stop = Some(flag.clone());
                    stop_flag = Some(flag);
                    let pos = st.pos.clone();
                    let hist = st.history.clone();
                    let level = st.level;
                    let done = tx.clone();
                    scope.spawn(move || {
                        let r = e.search(&pos, &hist, &limits, level);
                        let _ = done.send(Event::Done(e, r, Box::new(pos)));
                    });
                }
                "stop" => {
                    if let Some(f) = &stop_flag {
                        f.store(true, Ordering::Relaxed);
                    }
                }
                "quit" => {
                    quitting = true;
                    match &stop_flag {
                        Some(f) => f.store(true, Ordering::Relaxed),
                        None => break,
                    }
                }
                _ => {
                    writeln!(output, "info string unknown command {cmd}")?;
                    output.flush()?;
                }
            }
        }
        Ok(())
    })
}

/// `name <words…> value <words…>` of a `setoption` command.
fn parse_option(rest: &[&str]) -> (String, String) {
    let mut name = Vec::new();
    let mut value = Vec::new();
    let mut in_value = false;
    for w in rest {
        match *w {
            "name" if !in_value && name.is_empty() => {}
            "value" if !in_value => in_value = true,
            _ if in_value => value.push(*w),
            _ => name.push(*w),
        }
    }
    (name.join(" "), value.join(" "))
}

fn set_position(st: &mut State, rest: &[&str]) -> Result<(), String> {
    let moves_at = rest.iter().position(|w| *w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &[][..]),
    };
    let mut pos = match head.first() {
        Some(&"startpos") => Position::start(st.variant),
        Some(&"fen") => {
            Position::from_fen(st.variant, &head[1..].join(" ")).map_err(|e| e.to_string())?
        }
        _ => return Err("position needs startpos or fen".to_string()),
    };
    let mut history = vec![pos.hash()];
    for text in moves {
        let m = pos.parse_lan(text).map_err(|e| e.to_string())?;
        pos.play(m);
        history.push(pos.hash());
    }
    st.pos = pos;
    st.history = history;
    Ok(())
}

fn go_limits(rest: &[&str], pos: &Position, level: u8) -> Limits {
    let side = pos.side_to_move();
    let num = |key: &str| -> Option<u64> {
        rest.iter()
            .position(|w| *w == key)
            .and_then(|i| rest.get(i + 1))
            .and_then(|v| v.parse::<i64>().ok())
            .map(|v| v.max(0) as u64)
    };
    let mut limits = Limits::default();
    // The moves after `searchmoves` up to the next word that is not one.
    if let Some(i) = rest.iter().position(|w| *w == "searchmoves") {
        limits.only = rest[i + 1..]
            .iter()
            .map_while(|w| pos.parse_lan(w).ok())
            .collect();
    }
    if rest.contains(&"infinite") {
        return limits;
    }
    limits.depth = num("depth").map(|d| d.clamp(1, 90) as u32);
    limits.nodes = num("nodes");
    if let Some(ms) = num("movetime") {
        limits.time = Some(Duration::from_millis(ms.max(1)));
        limits.whole_time = true;
    }
    let (time_key, inc_key) = match side {
        Color::White => ("wtime", "winc"),
        Color::Black => ("btime", "binc"),
    };
    if let Some(left) = num(time_key) {
        // A share of the remaining time plus most of the increment, never the last 50 ms.
        let togo = num("movestogo").unwrap_or(30).clamp(1, 60);
        let inc = num(inc_key).unwrap_or(0);
        let budget = (left / togo + inc * 3 / 4)
            .min(left.saturating_sub(50))
            .max(10);
        limits.time = Some(Duration::from_millis(budget));
    }
    if limits.depth.is_none() && limits.time.is_none() && limits.nodes.is_none() {
        limits = Limits {
            only: limits.only,
            ..Limits::for_level(level)
        };
    }
    limits
}
