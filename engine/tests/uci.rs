//! The UCI front end.

use acedrex_engine::uci;
use acedrex_rules::{Position, VariantId};
use std::io::Cursor;

fn run(script: &str) -> String {
    let mut out = Vec::new();
    uci::run(Cursor::new(script.to_string()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn handshake_and_search() {
    let out = run("uci\nisready\nsetoption name UCI_Variant value kmf\nucinewgame\nposition startpos moves e2e5 e11e8\ngo depth 3\nquit\n");
    assert!(out.contains("uciok"));
    assert!(out.contains("var grant-acedrex"));
    assert!(out.contains("readyok"));
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove line");
    let mut pos = Position::start(VariantId::Kmf);
    for m in ["e2e5", "e11e8"] {
        let mv = pos.parse_lan(m).unwrap();
        pos.play(mv);
    }
    assert!(pos.parse_lan(best).is_ok(), "{best}");
}

#[test]
fn stop_ends_an_infinite_search_and_eof_quits() {
    // `stop` arrives while `go infinite` runs; the end of input then quits.
    let out =
        run("setoption name UCI_Variant value perfect12\nposition startpos\ngo infinite\nstop\n");
    assert!(out.contains("bestmove "), "{out}");
}

#[test]
fn bad_input_is_reported_not_fatal() {
    let out = run("position startpos moves e2e9\nfoo\nsetoption name UCI_Variant value nope\ngo depth 1\nquit\n");
    assert!(out.contains("info string"));
    assert!(out.contains("bestmove "));
}

/// The score of the last `info` line of `out`, in centipawns.
fn last_cp(out: &str) -> i32 {
    out.lines()
        .filter_map(|l| l.split_once(" score cp ").map(|(_, r)| r))
        .filter_map(|r| r.split_whitespace().next()?.parse().ok())
        .next_back()
        .unwrap_or_else(|| panic!("no score in {out}"))
}

#[test]
fn a_weights_file_changes_the_evaluation_and_a_bad_one_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("acedrex-uci-weights-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dear = dir.join("dear-pawns.txt");
    std::fs::write(&dear, "# Pawns worth two Rooks\nvalue.P 1000\n").unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "value.P lots\n").unwrap();
    // White is a Pawn up (Black's e-pawn is gone).
    let fen = "position fen rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let plain = run(&format!("{fen}\ngo depth 1\nquit\n"));
    let tuned = run(&format!(
        "setoption name Weights value {}\n{fen}\ngo depth 1\nquit\n",
        dear.display()
    ));
    assert!(last_cp(&plain) < 300, "{plain}");
    assert!(last_cp(&tuned) > 700, "{tuned}");
    // A bad file is refused with its line and the weights before it stay.
    let out = run(&format!(
        "setoption name Weights value {}\nsetoption name Weights value {}\n{fen}\ngo depth 1\nquit\n",
        dear.display(),
        bad.display()
    ));
    assert!(out.contains("info string weights not changed: "), "{out}");
    assert!(out.contains("line 1"), "{out}");
    assert!(last_cp(&out) > 700, "{out}");
    // A missing file likewise; `default` goes back to the game's own weights.
    let out = run(&format!(
        "setoption name Weights value {}\nsetoption name Weights value {}\nsetoption name Weights value default\n{fen}\ngo depth 1\nquit\n",
        dear.display(),
        dir.join("missing.txt").display()
    ));
    assert!(out.contains("cannot read "), "{out}");
    assert_eq!(last_cp(&out), last_cp(&plain), "{out}");
    // A new game's weights are the game's own.
    let out = run(&format!(
        "setoption name Weights value {}\nsetoption name UCI_Variant value chess\n{fen}\ngo depth 1\nquit\n",
        dear.display()
    ));
    assert_eq!(last_cp(&out), last_cp(&plain), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The move of the last `bestmove` line of `out`.
fn bestmove(out: &str) -> String {
    out.lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .next_back()
        .expect("a bestmove line")
        .to_string()
}

#[test]
fn searchmoves_restricts_the_moves_searched() {
    // At chess's start the engine does not choose a Rook's Pawn by itself; told to search
    // only those two moves, it plays one of them.
    let edge = ["a2a3", "h2h3"];
    let free = bestmove(&run("position startpos\ngo depth 4\nquit\n"));
    assert!(!edge.contains(&free.as_str()), "{free}");
    let only = bestmove(&run(
        "position startpos\ngo depth 4 searchmoves a2a3 h2h3\nquit\n",
    ));
    assert!(edge.contains(&only.as_str()), "{only}");
    // The limit after the moves still counts; a move not legal there restricts nothing.
    let after = bestmove(&run(
        "position startpos\ngo searchmoves h2h3 depth 2\nquit\n",
    ));
    assert_eq!(after, "h2h3");
    let bad = bestmove(&run(
        "position startpos\ngo depth 4 searchmoves e2e5\nquit\n",
    ));
    assert_eq!(bad, free);
}

#[test]
fn threads_option_searches_with_more_threads_and_refuses_a_bad_value() {
    let out = run("uci\nsetoption name Threads value 3\nsetoption name UCI_Variant value shako\nposition startpos\ngo depth 4\n");
    // The end of input stops the search: it answers with the deepest move it has.
    assert!(
        out.contains("option name Threads type spin default 1 min 1 max 64"),
        "{out}"
    );
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove line");
    assert!(
        Position::start(VariantId::Shako).parse_lan(best).is_ok(),
        "{out}"
    );
    let out = run("setoption name Threads value lots\ngo depth 2\n");
    assert!(
        out.contains("info string Threads: `lots` is not a number of threads"),
        "{out}"
    );
    assert!(out.contains("bestmove "), "{out}");
}

/// Input that ends only a while after its last line, so that a search it starts runs to
/// its own end instead of being stopped by the end of input.
struct LateEnd {
    text: Cursor<Vec<u8>>,
    wait: std::time::Duration,
}

impl std::io::Read for LateEnd {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.text.read(buf)?;
        if n == 0 && !self.wait.is_zero() {
            std::thread::sleep(std::mem::take(&mut self.wait));
        }
        Ok(n)
    }
}

#[test]
fn movetime_is_thought_for_in_full() {
    // A fixed time a move is the time to think: the search does not stop early to save
    // time for later moves, as it does with a share of a clock. In this Rook ending the
    // iterations are quick, so one ends in the last 30% of the time nearly always (where
    // the search without `whole_time` stops: after 223-261 of 300 ms in three runs).
    let input = LateEnd {
        text: Cursor::new(
            b"position fen 8/pp3k2/2p5/8/2P1R3/1P3r2/P4K2/8 w - - 0 1\ngo movetime 300\n".to_vec(),
        ),
        wait: std::time::Duration::from_millis(2_000),
    };
    let mut out = Vec::new();
    uci::run(std::io::BufReader::new(input), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    let time: u64 = out
        .lines()
        .filter_map(|l| l.split_once(" time ").map(|(_, r)| r))
        .filter_map(|r| r.split_whitespace().next()?.parse().ok())
        .next_back()
        .unwrap_or_else(|| panic!("no time in {out}"));
    assert!(time >= 300, "{out}");
    assert!(out.contains("bestmove "), "{out}");
}
