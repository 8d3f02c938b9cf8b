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
