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

/// Runs a command that must fail: its error output.
fn refused(args: &[&str]) -> String {
    let o = acedrex(args);
    assert!(!o.status.success(), "{args:?} succeeded");
    stderr(&o)
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

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("acedrex-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir.join(name)
}

#[test]
fn render_writes_a_png_of_the_position() {
    let out = scratch("board.png");
    let o = acedrex(&[
        "render",
        "perfect12",
        "--moves",
        "f3f5 f10f8",
        "--flip",
        "--size",
        "40",
        "--show",
        "f1",
        "--arrow",
        "e3e5",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    // Width: 12 squares of 40 px plus the frame.
    let width = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
    assert!((480..560).contains(&width), "{width}");
    assert!(stdout(&o).contains("board.png"));
}

#[test]
fn diagram_takes_a_letter_or_a_name() {
    for piece in ["A", "aanca", "Unicornio"] {
        let out = scratch(&format!("diagram-{piece}.png"));
        let o = acedrex(&[
            "diagram",
            "grant-acedrex",
            piece,
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{piece}: {}", stderr(&o));
        assert_eq!(&std::fs::read(&out).unwrap()[1..4], b"PNG");
    }
    let o = acedrex(&["diagram", "grant-acedrex", "queen", "-o", "/tmp/never.png"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("Aanca"), "{}", stderr(&o));
}

#[test]
fn gif_animates_the_game() {
    let out = scratch("game.gif");
    let o = acedrex(&[
        "gif",
        "chess",
        "--moves",
        "e4 e5 Nf3",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
    // A bad move stops it with the move named, and nothing is written.
    let bad = scratch("bad.gif");
    let o = acedrex(&[
        "gif",
        "chess",
        "--moves",
        "e4 e4",
        "-o",
        bad.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("move 1... (Black) `e4`"),
        "{}",
        stderr(&o)
    );
    assert!(!bad.exists());
}

#[test]
fn render_refuses_bad_squares_and_themes() {
    for args in [
        &["render", "chess", "--show", "z9", "-o", "/tmp/never.png"][..],
        &["render", "chess", "--arrow", "e2", "-o", "/tmp/never.png"],
        &["render", "chess", "--theme", "neon", "-o", "/tmp/never.png"],
        &["render", "chess", "--size", "200", "-o", "/tmp/never.png"],
    ] {
        let o = acedrex(args);
        assert!(!o.status.success(), "{args:?}");
        assert_eq!(
            stderr(&o).trim().lines().count(),
            1,
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn play_prints_san_then_fen_then_result() {
    let o = acedrex(&["play", "chess", "e2e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..7],
        ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
    );
    assert_eq!(
        lines[7],
        "fen r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    );
    assert_eq!(lines[8], "result 1-0 White wins by checkmate");
    // A game still going on; move numbers pasted along are skipped.
    let o = acedrex(&["play", "kmf", "1. e2e5 d11d8 2. Ab3"]);
    let out = stdout(&o);
    assert!(out.lines().any(|l| l == "e5"), "{out}");
    assert_eq!(out.lines().last(), Some("result *"));
    // A bad move: non-zero exit naming the move number, the text and the reason.
    let o = acedrex(&["play", "grant-acedrex", "f4f5 g9g8 e4e6"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("move 2. (White) `e4e6`"), "{err}");
    assert!(err.contains("Pawn on e4"), "{err}");
    assert_eq!(stdout(&o).lines().collect::<Vec<_>>(), ["f5", "g8"]);
}

#[test]
fn go_prints_bestmove_first_then_the_search() {
    // Mate in one along the back rank.
    let o = acedrex(&[
        "go",
        "chess",
        "--fen",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "bestmove a1a8");
    assert!(lines.contains(&"score mate 1"), "{out}");
    assert!(lines.iter().any(|l| l.starts_with("depth ")));
    assert!(lines.iter().any(|l| l.starts_with("nodes ")));
    assert!(lines.iter().any(|l| l.starts_with("pv a1a8")));
    // The best move is a legal move as `acedrex moves` prints it.
    let o = acedrex(&["go", "kmf", "--depth", "3"]);
    let best = stdout(&o)
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("bestmove ")
        .to_string();
    let moves = stdout(&acedrex(&["moves", "kmf"]));
    assert!(moves.lines().any(|l| l == best), "{best}");
}

#[test]
fn uci_answers_a_gui() {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .arg("uci")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "uci\nsetoption name UCI_Variant value perfect12\nisready\nposition startpos moves f3f5\ngo depth 3").unwrap();
    // Give the search its time before asking to quit (quit stops a search).
    std::thread::sleep(std::time::Duration::from_millis(1500));
    writeln!(stdin, "quit").unwrap();
    let out = String::from_utf8_lossy(&child.wait_with_output().unwrap().stdout).into_owned();
    assert!(out.contains("uciok"), "{out}");
    assert!(out.contains("UCI_Variant"), "{out}");
    assert!(out.contains("readyok"), "{out}");
    let best = out
        .lines()
        .find(|l| l.starts_with("bestmove "))
        .expect("a bestmove");
    let mv = best.split_whitespace().nth(1).unwrap();
    // It is a legal move for Black after 1. f3f5.
    let played = stdout(&acedrex(&["play", "perfect12", "f3f5"]));
    let fen = played
        .lines()
        .find_map(|l| l.strip_prefix("fen "))
        .expect("a fen line");
    let moves = stdout(&acedrex(&["moves", "perfect12", "--fen", fen]));
    assert!(moves.lines().any(|l| l == mv), "{mv} not legal after f3f5");
}

#[test]
fn a_match_against_an_outside_engine_says_what_is_wrong() {
    let err = refused(&[
        "match",
        "grant-acedrex",
        "--a",
        "3",
        "--against",
        "no-such-engine-x",
    ]);
    assert!(err.contains("cannot start `no-such-engine-x`"), "{err}");
    // A game it has no name for needs one.
    let err = refused(&["match", "shako", "--a", "3", "--against", "fairymax"]);
    assert!(err.contains("--their-variant"), "{err}");
    // Neither B's level nor an outside engine.
    refused(&["match", "chess", "--a", "3"]);
    // An outside engine's option needs a value, refused before the engine starts.
    let absent = [
        "match",
        "chess",
        "--a",
        "3",
        "--against",
        "no-such-engine-x",
        "--uci",
    ];
    let err = refused(&[&absent[..], &["--their-option", "Threads"]].concat());
    assert!(
        err.contains("--their-option `Threads`: give NAME=VALUE, e.g. Threads=2"),
        "{err}"
    );
}

/// Two chess games of level 5 against this very binary over UCI (two random plies open
/// each), with `extra` arguments: the output and the error output, the run succeeded.
fn match_against_this_build(extra: &[&str]) -> (String, String) {
    match_of_games_against_this_build("2", extra)
}

/// A chess match of `games` games against this very build over UCI, two random plies a
/// game, with `extra` arguments; it must succeed. Its output and error output.
fn match_of_games_against_this_build(games: &str, extra: &[&str]) -> (String, String) {
    let uci = format!("{} uci", env!("CARGO_BIN_EXE_acedrex"));
    let mut args: Vec<&str> = vec![
        "match",
        "chess",
        "--a",
        "5",
        "--against",
        uci.as_str(),
        "--uci",
        "--games",
        games,
        "--random-plies",
        "2",
    ];
    args.extend_from_slice(extra);
    let o = acedrex(&args);
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(o.status.success(), "{out}\n{err}");
    (out, err)
}

#[test]
fn pair_compares_two_records_of_the_same_openings_and_pool_pools_any() {
    // Three recorded matches of four games against this very build: two from seed 5
    // (at 3,000 and at 2,000 nodes a move), one from seed 6.
    let record = |name: &str, seed: &str, nodes: &str| {
        let path = scratch(name);
        let path_text = path.to_str().expect("a UTF-8 scratch path").to_string();
        let (out, _) = match_of_games_against_this_build(
            "4",
            &["--seed", seed, "--nodes", nodes, "--record", &path_text],
        );
        // The match's own score, as `pair` must find it again: `(N points, X%)`.
        let percent = out
            .split(" points, ")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
            .unwrap_or_else(|| panic!("{out}"))
            .to_string();
        (path_text, percent)
    };
    let (base, base_score) = record("pair-base.pgn", "5", "3000");
    let (cand, cand_score) = record("pair-cand.pgn", "5", "2000");
    let (other, _) = record("pair-other.pgn", "6", "3000");
    let o = acedrex(&["pair", &base, &cand]);
    let out = stdout(&o);
    assert!(o.status.success(), "{out}\n{}", stderr(&o));
    let want = format!(
        "{base} / {cand}: 4 games on 2 openings: base {base_score}, candidate {cand_score}; difference "
    );
    assert!(
        out.starts_with(&want) && out.contains(" points (95%)"),
        "{out}\n{want}"
    );
    // Two pairs pool into a line of their own.
    let o = acedrex(&["pair", &base, &cand, &cand, &base]);
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    assert!(
        out.lines()
            .nth(2)
            .is_some_and(|l| l.starts_with("together: 8 games on 4 openings: ")),
        "{out}"
    );
    // Another seed's openings are refused, and so is a file without its partner.
    let err = refused(&["pair", &base, &other]);
    assert!(
        err.contains(": round 1: the openings differ (") && err.contains("the same --seed"),
        "{err}"
    );
    let err = refused(&["pair", &base]);
    assert!(err.contains("give them in pairs"), "{err}");
    let err = refused(&["pair", &base, "/nonexistent/record.pgn"]);
    assert!(err.contains("/nonexistent/record.pgn"), "{err}");

    // Pooling needs no shared openings: each record's score as its match reported it,
    // then the twelve games together, and how far the three records' scores spread.
    let o = acedrex(&["pool", &base, &cand, &other]);
    let out = stdout(&o);
    assert!(o.status.success(), "{out}\n{}", stderr(&o));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(
        lines[0].starts_with(&format!("{base}: +"))
            && lines[0].ends_with(&format!("({base_score})")),
        "{out}"
    );
    assert!(lines[1].ends_with(&format!("({cand_score})")), "{out}");
    assert!(
        lines[3].starts_with("together (chess): +") && lines[3].contains(" over 12 games (95%: "),
        "{out}"
    );
    assert!(
        lines[4].starts_with("spread of the 3 records' scores: a standard deviation of "),
        "{out}"
    );
    let err = refused(&["pool", &base, "/nonexistent/record.pgn"]);
    assert!(err.contains("/nonexistent/record.pgn"), "{err}");
}

#[test]
fn a_game_the_outside_engine_hangs_in_is_reported_as_such() {
    // A UCI engine that never answers `go`: its one game is left out of the score, and
    // the summary says it stopped answering, not that the two engines' rules disagreed.
    let script = scratch("mute.sh");
    std::fs::write(
        &script,
        "while read -r line; do\n  case \"$line\" in\n    uci) echo \"id name mute\"; echo uciok;;\n    isready) echo readyok;;\n    quit) exit 0;;\n  esac\ndone\n",
    )
    .expect("the engine's script is written");
    let command = format!("sh {}", script.display());
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "1",
        "--against",
        &command,
        "--uci",
        "--nodes",
        "500",
        "--games",
        "1",
        "--random-plies",
        "0",
    ]);
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(o.status.success(), "{out}\n{err}");
    assert!(err.contains("not scored: mute stopped answering"), "{err}");
    assert!(
        out.contains(&format!(
            "1 game not scored: {command} stopped answering and was started again"
        )),
        "{out}"
    );
    assert!(!out.contains("rules disagreed"), "{out}");
}

#[test]
fn a_match_can_stop_on_a_sequential_test_and_bad_bounds_are_refused() {
    // Negative bounds read as numbers, not options; two games make one pair, too few for
    // a decision, and the report says where the test stands.
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "1",
        "--b",
        "1",
        "--games",
        "2",
        "--sprt=-191,-120",
    ]);
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(o.status.success(), "{out}\n{err}");
    assert!(out.contains("2 games of Chess"), "{out}");
    let line = out.lines().find(|l| l.starts_with("SPRT")).unwrap_or("");
    assert!(
        line.starts_with("SPRT [-191, -120] (α = 0.05, β = 0.05): LLR ")
            && line.contains("after 1 pairs")
            && line.ends_with("no decision yet"),
        "{out}"
    );
    assert!(
        err.contains("SPRT [-191, -120]"),
        "progress after the pair: {err}"
    );
    for (bad, why) in [
        ("10,0", "must be below"),
        ("0;10", "give the Elo bounds as ELO0,ELO1"),
        ("0,5000", "between -1000 and 1000"),
    ] {
        let o = acedrex(&["match", "chess", "--a", "1", "--b", "1", "--sprt", bad]);
        assert!(!o.status.success(), "{bad}");
        assert!(stderr(&o).contains(why), "{bad}: {}", stderr(&o));
    }
}

#[test]
fn a_match_against_another_build_over_uci_is_refereed() {
    // This very binary as the outside engine: every move it sends is checked by our rules.
    // Both sides search on two threads: ours in the process, the other told over UCI.
    let (out, err) = match_against_this_build(&[
        "--ms",
        "20",
        "--a-threads",
        "2",
        "--their-option",
        "Threads=2",
    ]);
    assert!(out.contains("2 games of Chess at 20 ms a move"), "{out}");
    assert!(
        !out.contains("forfeit") && !err.contains("forfeits"),
        "{out}\n{err}"
    );
    assert!(!err.contains("not scored"), "{err}");
    assert_eq!(
        err.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{err}"
    );
    // Time odds: our engine thinks 60 ms a move, the other build 10 ms (its `go movetime`),
    // and the report says so and measures each side's time.
    let (out, _) = match_against_this_build(&["--ms", "60", "--their-ms", "10"]);
    assert!(
        out.contains("2 games of Chess at 60 ms a move against its 10 ms"),
        "{out}"
    );
    let times = times_a_move(&out);
    assert!(times[1] < times[0], "{out}");
    // Odds, and the other outside engine's settings, need an outside engine: refused
    // beside a level, not ignored.
    for extra in [
        &["--their-ms", "10"][..],
        &["--their-variant", "chess"],
        &["--uci", "--their-option", "Threads=2"],
    ] {
        let mut args = vec!["match", "chess", "--a", "3", "--b", "1"];
        args.extend_from_slice(extra);
        let o = acedrex(&args);
        assert!(!o.status.success(), "{extra:?}");
        let err = stderr(&o);
        assert!(
            err.contains("the argument '--b <B>' cannot be used with") && err.contains(extra[0]),
            "{err}"
        );
    }
}

/// A match's game lines (its error output), one a game.
fn game_lines(err: &str) -> Vec<String> {
    err.lines()
        .filter(|l| l.starts_with("game "))
        .map(str::to_string)
        .collect()
}

/// The report's time a move of each side, ours first.
fn times_a_move(out: &str) -> [f64; 2] {
    let times: Vec<f64> = out
        .lines()
        .find_map(|l| l.strip_prefix("time a move: acedrex "))
        .expect("the time line")
        .split(" ms")
        .filter_map(|part| part.rsplit(' ').next()?.parse().ok())
        .collect();
    times
        .try_into()
        .unwrap_or_else(|t| panic!("{t:?} in {out}"))
}

#[test]
fn a_match_by_nodes_can_give_node_odds() {
    // Node odds: our engine 20,000 nodes a move, the other build told `go nodes 500`. The
    // report names both counts, and the other side's moves take the less time.
    let (out, err) = match_against_this_build(&["--nodes", "20000", "--their-nodes", "500"]);
    assert!(
        out.contains("2 games of Chess at 20000 nodes a move against its 500"),
        "{out}"
    );
    assert!(!err.contains("not scored"), "{err}");
    let times = times_a_move(&out);
    assert!(times[1] < times[0], "{out}");
    // Odds of one to one are --nodes alone: the same games, move for move.
    let (out, even) = match_against_this_build(&["--nodes", "3000", "--their-nodes", "3000"]);
    assert!(
        out.contains("2 games of Chess at 3000 nodes a move:"),
        "{out}"
    );
    let (_, plain) = match_against_this_build(&["--nodes", "3000"]);
    assert_eq!(game_lines(&even), game_lines(&plain));
    // Their node count needs ours, and an outside engine: refused, not ignored.
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "5",
        "--against",
        "x",
        "--uci",
        "--their-nodes",
        "500",
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--nodes <NODES>"), "{}", stderr(&o));
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "5",
        "--b",
        "5",
        "--nodes",
        "3000",
        "--their-nodes",
        "500",
    ]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains("the argument '--b <B>' cannot be used with") && err.contains("--their-nodes"),
        "{err}"
    );
}

#[test]
fn a_match_records_its_games_as_pgn_with_each_sides_scores() {
    // Two games against this very build at 3,000 nodes a move, two random plies each.
    let path = scratch("match.pgn");
    let path_text = path.to_str().expect("a UTF-8 scratch path");
    let (out, err) = match_against_this_build(&["--nodes", "3000", "--record", path_text]);
    assert!(
        out.contains(&format!("games recorded in {path_text}")),
        "{out}"
    );
    let pgn = std::fs::read_to_string(&path).expect("the record is written");
    let games: Vec<String> = pgn
        .split("[Event ")
        .skip(1)
        .map(|g| format!("[Event {g}"))
        .collect();
    assert_eq!(games.len(), 2, "{pgn}");
    let game_lines: Vec<&str> = err.lines().filter(|l| l.starts_with("game ")).collect();
    for (i, text) in games.iter().enumerate() {
        // Each reads back as a game of our rules, and says which game of the match it is,
        // who played it and how it ended, as the game line does.
        let game = acedrex_rules::Game::from_record(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(game.variant().id(), "chess");
        assert_eq!(game.tag("Event"), Some("acedrex match"));
        assert_eq!(game.tag("Round"), Some((i + 1).to_string().as_str()));
        assert_eq!(game.tag("Opening"), Some("2 random plies"));
        // Colours alternate, ours first with White.
        let ours = if i == 0 { "White" } else { "Black" };
        assert_eq!(game.tag(ours), Some("acedrex (level 5)"), "{text}");
        let line = game_lines[i];
        let ending = line
            .split_once("): ")
            .and_then(|(_, rest)| rest.split(" in ").next())
            .expect("a game line");
        assert_eq!(game.tag("Ending"), Some(ending), "{text}\n{line}");
        // Our points, for `acedrex pair`.
        let points = if ending.starts_with("we win") {
            "1"
        } else if ending.starts_with("draw") {
            "1/2"
        } else {
            "0"
        };
        assert_eq!(game.tag("Points"), Some(points), "{text}");
        if !ending.contains("adjudicated") {
            assert!(game.is_over(), "{text}");
        }
        // A score after every searched move, none after the two random plies.
        let moves = game.moves().len();
        assert_eq!(text.matches('{').count(), moves - 2, "{text}");
        let first_moves = text.split("\n\n").nth(1).expect("the moves");
        let opening: Vec<&str> = first_moves.split_whitespace().take(4).collect();
        assert!(opening[1..].iter().all(|w| !w.starts_with('{')), "{text}");
        for score in text.split('{').skip(1) {
            let pawns: f64 = score
                .split('}')
                .next()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("a score: {score}"));
            assert!(pawns.abs() <= 30.0, "{score}");
        }
    }
    // The summary compares the two sides' scores by stretch of plies.
    assert!(
        out.contains("scores from our side by plies after the opening") && out.contains("1–10 "),
        "{out}"
    );
    // And what each side moved after the opening: every counted ply once, as a quiet
    // move or capture of some piece or as a castling.
    let counted: usize = games
        .iter()
        .map(|g| {
            let game = acedrex_rules::Game::from_record(g).expect("read back above");
            (game.moves().len() - 2).min(40)
        })
        .sum();
    let line = out
        .lines()
        .find(|l| l.starts_with("moves in the 40 plies after the opening by the piece moved"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains(", 2 games): "), "{line}");
    let numbers = |text: &str| -> usize {
        text.split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse::<usize>().ok())
            .sum()
    };
    let (_, rest) = line.split_once("games): ").expect("the counts");
    let (kinds, castled) = rest.split_once("; castled in ").expect("the castlings");
    assert!(
        kinds.starts_with("Pawn ") || kinds.contains("; Pawn "),
        "{line}"
    );
    assert_eq!(
        numbers(kinds) + numbers(castled.trim_end_matches(" games")),
        counted,
        "{line}"
    );
    // A record that cannot be written stops the match before it starts.
    let absent = [
        "match",
        "chess",
        "--a",
        "5",
        "--against",
        "no-such-engine-x",
        "--uci",
    ];
    let err = refused(&[&absent[..], &["--record", "/no/such/folder/games.pgn"]].concat());
    assert!(err.contains("--record /no/such/folder/games.pgn"), "{err}");
}

#[test]
fn a_match_by_nodes_plays_the_same_games_every_time() {
    // Both sides held to 3,000 nodes a move (the other build told `go nodes 3000`): no
    // move depends on the clock, so a second run plays every game to the same end.
    let (out, err) = match_against_this_build(&["--nodes", "3000"]);
    assert!(
        out.contains("2 games of Chess at 3000 nodes a move"),
        "{out}"
    );
    assert!(!err.contains("not scored"), "{err}");
    let first = game_lines(&err);
    assert_eq!(first.len(), 2, "{err}");
    let (_, again) = match_against_this_build(&["--nodes", "3000"]);
    assert_eq!(game_lines(&again), first);
    // A node count is for both sides, so not beside a time; and an XBoard engine plays on
    // a clock here, so it is refused before the engine is started.
    let o = acedrex(&[
        "match", "chess", "--a", "5", "--b", "5", "--nodes", "3000", "--ms", "20",
    ]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("'--nodes <NODES>' cannot be used with '--ms <MS>'"),
        "{}",
        stderr(&o)
    );
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "5",
        "--against",
        "no-such-engine",
        "--their-variant",
        "normal",
        "--nodes",
        "3000",
    ]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains(
            "no-such-engine: a node count a move needs a UCI engine; this one speaks XBoard"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn judge_scores_our_moves_by_an_outside_engine() {
    // This very binary as the judge. A mate in one, whose move loses nothing, and a
    // line as `tune --save-positions` writes them.
    let judge = format!("{} uci", env!("CARGO_BIN_EXE_acedrex"));
    let file = scratch("judge.txt");
    std::fs::write(
        &file,
        "# two positions\n6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\n\
         0.5 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let args = ["judge", "chess", "--positions", path, "--judge", &judge];
    let o = acedrex(&[&args[..], &["--depth", "3", "--nodes", "2000"]].concat());
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(o.status.success(), "{out}\n{err}");
    assert!(out.starts_with("2 of 2 positions judged by"), "{out}");
    assert!(
        out.contains("ours at 2000 nodes a position: mean loss"),
        "{out}"
    );
    assert!(
        err.contains("position 1: a1a8 loses 0 (best 3000, a1a8 3000)"),
        "{err}"
    );
    // The mate is decided; the start position is the one open position.
    assert!(
        out.contains("\n1 open (the judge's best within 150 of level): mean loss"),
        "{out}"
    );
    // With a cache the scores are kept (the best and ours for each position), and a
    // second run finds them all there: it starts no judge, and says the same. The judge
    // is this binary behind a script that counts its starts.
    let cache = scratch("judge-cache.txt");
    let starts = scratch("judge-starts.txt");
    let script = scratch("judge.sh");
    for f in [&cache, &starts] {
        let _ = std::fs::remove_file(f);
    }
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho started >> {}\nexec {judge}\n",
            starts.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let counted = [
        "judge",
        "chess",
        "--positions",
        path,
        "--judge",
        script.to_str().unwrap(),
        "--depth",
        "3",
        "--nodes",
        "2000",
        "--cache",
        cache.to_str().unwrap(),
    ];
    let started = || {
        std::fs::read_to_string(&starts)
            .unwrap_or_default()
            .lines()
            .count()
    };
    // A run that finds `new` scores the cache lacked; its lines per position.
    let run = |new: usize| {
        let o = acedrex(&counted);
        assert!(o.status.success(), "{}", stderr(&o));
        let want = format!("4 scores, {new} of them new");
        assert!(stdout(&o).contains(&want), "{}", stdout(&o));
        stderr(&o)
    };
    let first = run(4);
    assert_eq!(started(), 1);
    assert_eq!(run(0), first);
    assert_eq!(started(), 1, "every score was in the cache");
    // A cache line that cannot be read is refused with its number.
    std::fs::write(&cache, "not\ta cache line\n").unwrap();
    let o = acedrex(&counted);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("line 1: expected six fields"),
        "{}",
        stderr(&o)
    );
    // A line that is no position is refused with its number, before any search.
    std::fs::write(&file, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nnot a position\n").unwrap();
    let o = acedrex(&args);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("line 2"), "{}", stderr(&o));
}

#[test]
fn tuning_writes_a_weights_file_a_match_can_use() {
    let dir = std::env::temp_dir().join(format!("acedrex-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("chess.txt");
    let path = file.to_str().unwrap();
    let saved = dir.join("positions.txt");
    let saved_path = saved.to_str().unwrap();
    let o = acedrex(&[
        "tune",
        "chess",
        "--games",
        "3",
        "--nodes",
        "300",
        "--passes",
        "1",
        "--out",
        path,
        "--save-positions",
        saved_path,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("positions, error"), "{}", stdout(&o));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.starts_with("# acedrex tune chess --games 3 --nodes 300"),
        "{text}"
    );
    assert!(text.lines().any(|l| l.starts_with("value.Q ")), "{text}");
    // The saved positions serve another run, here for the piece values alone.
    let positions = std::fs::read_to_string(&saved).unwrap();
    assert!(positions.lines().count() > 20, "{positions}");
    let values = dir.join("values.txt");
    let o = acedrex(&[
        "tune",
        "chess",
        "--positions",
        saved_path,
        "--only",
        "value.",
        "--passes",
        "1",
        "--out",
        values.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let n = positions.lines().count();
    assert!(
        stdout(&o).contains(&format!("{n} positions, error")),
        "{}",
        stdout(&o)
    );
    let printed = stdout(&o);
    let changed: Vec<&str> = printed
        .lines()
        .filter(|l| l.contains(": ") && l.contains(" -> "))
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect::<Vec<_>>();
    assert!(
        changed.iter().all(|name| name.starts_with("value.")),
        "{changed:?}"
    );
    let text = std::fs::read_to_string(&values).unwrap();
    assert!(
        text.contains("--positions") && text.contains("--only value."),
        "{text}"
    );
    // `psq` fits piece-square tables, written as a line per piece and phase, that the
    // file reads back with (a match below plays them).
    let tables = dir.join("tables.txt");
    let o = acedrex(&[
        "tune",
        "chess",
        "--positions",
        saved_path,
        "--only",
        "psq",
        "--passes",
        "1",
        "--out",
        tables.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&tables).unwrap();
    assert!(text.contains("the last tenth's error"), "{text}");
    for name in ["psq.P.mg", "psq.P.eg", "psq.K.mg", "psq.Q.eg"] {
        let line = text.lines().find(|l| l.starts_with(name)).unwrap_or("");
        assert_eq!(line.split_whitespace().count(), 65, "{name}: {text}");
    }
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "3",
        "--b",
        "3",
        "--a-weights",
        tables.to_str().unwrap(),
        "--games",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    // A damaged positions file is refused with its line.
    std::fs::write(&saved, "1 not a position\n").unwrap();
    let o = acedrex(&["tune", "chess", "--positions", saved_path]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("line 1"), "{}", stderr(&o));
    // The file plays, against the untuned numbers.
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "3",
        "--b",
        "3",
        "--a-weights",
        path,
        "--b-weights",
        "defaults",
        "--games",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    // A broken file is refused with its line.
    std::fs::write(&file, "value.Q nine hundred\n").unwrap();
    let o = acedrex(&[
        "match",
        "chess",
        "--a",
        "3",
        "--b",
        "3",
        "--a-weights",
        path,
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("line 1"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `acedrex SUBCOMMAND ARGS…` with no secrets or homeserver in its environment, its
/// database in a scratch folder, `input` on its standard input.
fn bot(args: &[&str], db: &std::path::Path, input: &str) -> Output {
    bot_with(args, db, input, &[])
}

/// [`bot`] with more environment variables.
fn bot_with(args: &[&str], db: &std::path::Path, input: &str, vars: &[(&str, &str)]) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_acedrex"))
        .args(args)
        .envs(vars.iter().copied())
        .env("ACEDREX_DB", db)
        .env("ACEDREX_IMAGES", db.join("images"))
        .env_remove("DISCORD_TOKEN")
        .env_remove("MATRIX_HOMESERVER")
        .env_remove("MATRIX_USER")
        .env_remove("MATRIX_PASSWORD")
        .env_remove("MATRIX_ACCESS_TOKEN")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

#[test]
fn every_subcommand_that_runs_the_bot_takes_its_default_language() {
    let db = scratch("lang-db");
    // The subcommands this build has: `--no-default-features` leaves out the chat front
    // ends and `serve`.
    let (discord, matrix) = (cfg!(feature = "discord"), cfg!(feature = "matrix"));
    let serve = discord && matrix && cfg!(feature = "web");
    let check_config = ["serve", "--web", "127.0.0.1:0", "--check-config"];
    let mut subs: Vec<&[&str]> = vec![&["console"]];
    subs.extend(discord.then_some(&["discord"][..]));
    subs.extend(matrix.then_some(&["matrix"][..]));
    subs.extend(serve.then_some(&check_config[..]));
    // An unknown code: refused at once, in one line naming the languages there are.
    for sub in subs {
        let args: Vec<&str> = sub.iter().copied().chain(["--lang", "klingon"]).collect();
        let o = bot(&args, &db, "");
        assert!(!o.status.success(), "{args:?} succeeded");
        let err = stderr(&o);
        assert_eq!(
            err.trim(),
            "error: unknown language `klingon`; the languages are: en, es, fr, de",
            "{args:?}"
        );
    }
    // The bot's threads: a bad value is refused at once, with the reason, by the terminal
    // and by `serve --check-config`; a good one is reported.
    let mut subs: Vec<&[&str]> = vec![&["console"]];
    subs.extend(serve.then_some(&check_config[..]));
    for args in subs {
        let o = bot_with(args, &db, "", &[("ACEDREX_ENGINE_THREADS", "lots")]);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert_eq!(
            stderr(&o).trim(),
            "error: ACEDREX_ENGINE_THREADS: `lots` is not a number of threads from 1 to 64",
            "{args:?}"
        );
    }
    if serve {
        let o = bot_with(&check_config, &db, "", &[("ACEDREX_ENGINE_THREADS", "2")]);
        assert!(
            stdout(&o).contains("; the bot thinks on 2 threads"),
            "{}",
            stdout(&o)
        );
    }
    // A known one is taken: the bot goes on to what it needs next (its secrets)…
    if discord {
        let o = bot(&["discord", "--lang", "fr"], &db, "");
        assert!(stderr(&o).contains("no Discord token"), "{}", stderr(&o));
    }
    if matrix {
        let o = bot(&["matrix", "--lang", "fr-FR"], &db, "");
        assert!(!stderr(&o).contains("language"), "{}", stderr(&o));
    }
    // …and answers in it whoever chose no language (the terminal, where it can be seen).
    let o = bot(&["console", "--as", "zoe", "--lang", "fr"], &db, "lang\n");
    assert!(
        stdout(&o).contains("Je vous réponds en français."),
        "{}",
        stdout(&o)
    );
    let o = bot(&["console", "--as", "zoe", "--lang", "de"], &db, "lang\n");
    assert!(
        stdout(&o).contains("Ich antworte dir auf Deutsch."),
        "{}",
        stdout(&o)
    );
}

/// `acedrex tune shako` learning from `source`, one pass over the piece values, the
/// weights written to `out` and the positions to `save`.
fn tune_shako(source: &[&str], out: &std::path::Path, save: &std::path::Path) -> Output {
    let mut args = vec!["tune", "shako"];
    args.extend_from_slice(source);
    args.extend_from_slice(&["--passes", "1", "--only", "value.", "--out"]);
    args.extend_from_slice(&[out.to_str().unwrap(), "--save-positions"]);
    args.push(save.to_str().unwrap());
    acedrex(&args)
}

#[test]
fn tuning_learns_from_a_teachers_games() {
    // Any UCI engine that plays the game can teach; our own engine speaking UCI stands in
    // for Fairy-Stockfish here (the tests have no outside engine).
    let dir = std::env::temp_dir().join(format!("acedrex-teacher-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("shako.txt");
    let saved = dir.join("positions.txt");
    let teacher = format!("{} uci", env!("CARGO_BIN_EXE_acedrex"));
    let o = tune_shako(
        &["--teacher", &teacher, "--ms", "10", "--games", "2"],
        &file,
        &saved,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert_eq!(
        err.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{err}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.starts_with(&format!(
            "# acedrex tune shako --teacher {teacher} --ms 10 --games 2"
        )),
        "{text}"
    );
    assert!(text.lines().any(|l| l.starts_with("value.C ")), "{text}");
    // Positions from the teacher's moves: none before ply 10, none in check.
    let positions = std::fs::read_to_string(&saved).unwrap();
    assert!(positions.lines().count() > 20, "{positions}");
    for line in positions.lines() {
        let (result, fen) = line.split_once(' ').unwrap();
        assert!(["1", "0.5", "0"].contains(&result), "{line}");
        let pos = acedrex_rules::Position::from_fen(acedrex_rules::VariantId::Shako, fen).unwrap();
        assert!(!pos.is_check(), "{line}");
        assert!(pos.fullmove_number() >= 6, "{line}");
    }
    // The teacher labels those positions with its own score at a fixed depth instead of
    // the game's result: expected results between 0 and 1, recorded in the header.
    let labelled_weights = dir.join("labelled.txt");
    let labelled = dir.join("labelled-positions.txt");
    let o = tune_shako(
        &[
            "--positions",
            saved.to_str().unwrap(),
            "--teacher",
            &teacher,
            "--label-depth",
            "2",
        ],
        &labelled_weights,
        &labelled,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&labelled_weights).unwrap();
    assert!(
        text.starts_with(&format!(
            "# acedrex tune shako --positions {} --teacher {teacher} --label-depth 2",
            saved.display()
        )),
        "{text}"
    );
    let relabelled = std::fs::read_to_string(&labelled).unwrap();
    assert_eq!(relabelled.lines().count(), positions.lines().count());
    let results: Vec<f64> = relabelled
        .lines()
        .map(|l| l.split_once(' ').unwrap().0.parse().unwrap())
        .collect();
    assert!(
        results.iter().all(|r| (0.0..=1.0).contains(r)),
        "{relabelled}"
    );
    assert!(
        results.iter().any(|r| ![0.0, 0.5, 1.0].contains(r)),
        "{relabelled}"
    );
    // Positions and a teacher without a depth: which of the two is meant is unclear.
    let o = acedrex(&[
        "tune",
        "shako",
        "--positions",
        saved.to_str().unwrap(),
        "--teacher",
        &teacher,
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--label-depth"), "{}", stderr(&o));
    // Comparison training: the teacher chooses a move in each position, and the weights
    // are fitted so that its moves score above the others; the choices serve a second fit.
    let choices = dir.join("choices.txt");
    let compared = dir.join("compared.txt");
    let o = acedrex(&[
        "tune",
        "shako",
        "--positions",
        saved.to_str().unwrap(),
        "--teacher",
        &teacher,
        "--choose-nodes",
        "300",
        "--save-choices",
        choices.to_str().unwrap(),
        "--only",
        "centre,mobility",
        "--passes",
        "1",
        "--out",
        compared.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("teacher's move on top"),
        "{}",
        stdout(&o)
    );
    let text = std::fs::read_to_string(&compared).unwrap();
    assert!(
        text.starts_with(&format!(
            "# acedrex tune shako --positions {} --teacher {teacher} --choose-nodes 300",
            saved.display()
        )),
        "{text}"
    );
    assert!(text.contains("comparison training on"), "{text}");
    // Only the named weights moved: the rest are main's.
    let main = acedrex_engine::Weights::tuned(acedrex_rules::VariantId::Shako);
    let fitted = acedrex_engine::Weights::parse(acedrex_rules::VariantId::Shako, &text).unwrap();
    for ((name, a), (_, b)) in main
        .entries(acedrex_rules::VariantId::Shako)
        .into_iter()
        .zip(fitted.entries(acedrex_rules::VariantId::Shako))
    {
        assert!(
            a == b || name.starts_with("centre") || name.starts_with("mobility"),
            "{name}: {a} -> {b}"
        );
    }
    let chosen = std::fs::read_to_string(&choices).unwrap();
    assert_eq!(
        chosen.lines().count(),
        positions.lines().count(),
        "{chosen}"
    );
    let again = dir.join("again.txt");
    let o = acedrex(&[
        "tune",
        "shako",
        "--choices",
        choices.to_str().unwrap(),
        "--only",
        "centre,mobility",
        "--passes",
        "1",
        "--out",
        again.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    // The same choices fit the same weights.
    let body = |t: &str| -> String {
        t.lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(body(&std::fs::read_to_string(&again).unwrap()), body(&text));
    // The piece-square tables by comparison: a part per rank and file, the named weights
    // kept.
    let tables = dir.join("tables.txt");
    let o = acedrex(&[
        "tune",
        "shako",
        "--choices",
        choices.to_str().unwrap(),
        "--only",
        "psq.rank-file",
        "--out",
        tables.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&tables).unwrap();
    assert!(text.contains("--only psq.rank-file"), "{text}");
    let fitted = acedrex_engine::Weights::parse(acedrex_rules::VariantId::Shako, &text).unwrap();
    assert_eq!(
        fitted.entries(acedrex_rules::VariantId::Shako),
        main.entries(acedrex_rules::VariantId::Shako)
    );
    let knights = text
        .lines()
        .find(|l| l.starts_with("psq.N.mg "))
        .expect("the Knight's table");
    assert_eq!(knights.split(' ').count(), 1 + 100, "{knights}");
    // A damaged choices file is refused with its line, and nothing is written.
    std::fs::write(
        &choices,
        format!(
            "{}zz9 {}\n",
            chosen,
            acedrex_rules::Position::start(acedrex_rules::VariantId::Shako).fen()
        ),
    )
    .unwrap();
    let refused = dir.join("refused.txt");
    let o = acedrex(&[
        "tune",
        "shako",
        "--choices",
        choices.to_str().unwrap(),
        "--out",
        refused.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let n = chosen.lines().count() + 1;
    assert!(stderr(&o).contains(&format!("line {n}")), "{}", stderr(&o));
    assert!(!refused.exists());
    // A teacher that cannot be started is named in the error, and nothing is written.
    let missing = dir.join("missing.txt");
    let o = acedrex(&[
        "tune",
        "shako",
        "--teacher",
        "/nonexistent/engine",
        "--games",
        "1",
        "--out",
        missing.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("/nonexistent/engine"), "{}", stderr(&o));
    assert!(!missing.exists());
    std::fs::remove_dir_all(&dir).ok();
}
