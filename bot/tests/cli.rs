//! The `acedrex` command line as a user runs it.

use std::process::{Command, Output};

fn acedrex(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn variants_lists_every_game_with_its_board() {
    let o = acedrex(&["variants"]);
    assert!(o.status.success());
    let out = stdout(&o);
    for (id, size) in [
        ("chess", "8x8"),
        ("shako", "10x10"),
        ("perfect12", "12x12"),
        ("kmf", "12x12"),
        ("grant-acedrex", "12x12"),
        ("zanzibar-xl", "12x12"),
        ("zanzibar-s", "12x12"),
        ("tamerlane2", "11x11"),
    ] {
        let line = out
            .lines()
            .find(|l| l.split_whitespace().next() == Some(id))
            .unwrap_or_else(|| panic!("{id} missing from:\n{out}"));
        assert!(line.ends_with(size), "{line}");
    }
}

#[test]
fn fen_prints_start_positions_and_arrangements() {
    let o = acedrex(&["fen", "grant-acedrex"]);
    assert_eq!(
        stdout(&o).trim(),
        "rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR w Kk - 0 1"
    );
    // Black's choice is mirrored for White on the same files.
    let o = acedrex(&["fen", "zanzibar-s", "--setup", "UKQFGL"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o).trim(),
        "cmzvukqfvzmc/ernbwglwbnre/ppppjppjpppp/12/12/12/12/12/12/PPPPJPPJPPPP/ERNBWGLWBNRE/CMZVUKQFVZMC w Kk - 0 1"
    );
    let o = acedrex(&["fen", "zanzibar-xl", "--setup", "random"]);
    assert!(o.status.success());
}

#[test]
fn moves_lists_long_algebraic_one_per_line() {
    let o = acedrex(&["moves", "chess"]);
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 20);
    assert!(out.lines().any(|l| l == "e2e4"));
    // A KMF Archer shot, and the shot is written with `x`.
    let o = acedrex(&[
        "moves",
        "kmf",
        "--fen",
        "1k10/p11/12/12/12/12/12/12/12/12/12/A10K w - - 0 1",
    ]);
    assert!(stdout(&o).lines().any(|l| l == "a1xa11"), "{}", stdout(&o));
}

#[test]
fn perft_divide_ends_with_the_total() {
    let o = acedrex(&["perft", "perfect12", "2", "--divide"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 28 + 1);
    assert_eq!(*lines.last().unwrap(), "total 784");
    let sum: u64 = lines[..28]
        .iter()
        .map(|l| l.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 784);
    let o = acedrex(&["perft", "shako", "2"]);
    assert_eq!(stdout(&o).trim(), "total 3364");
}

#[test]
fn bad_arguments_fail_with_one_line() {
    for args in [
        &["perft", "nochess", "2"][..],
        &["perft", "chess"],
        &["perft", "chess", "0"],
        &["moves", "chess", "--fen", "8/8 w - - 0 1"],
        &["fen", "chess", "--setup", "UQKFOLGD"],
        &["fen", "zanzibar-xl", "--setup", "KQ"],
        &["moves", "tamerlane2", "--fen", "e1m1c1c1m1e/rnbsjkjsbnr/ppppppppppp/11/11/11/11/11/PPPPPPPPPPP/RNBSJKJSBNR/E1M1C1C1M1E w KQ - 0 1"],
    ] {
        let o = acedrex(args);
        assert!(!o.status.success(), "{args:?} succeeded");
        let err = stderr(&o);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error"), "{args:?}: {err}");
    }
}
