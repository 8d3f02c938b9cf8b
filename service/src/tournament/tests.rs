use super::*;

const A: Player = 0;
const B: Player = 1;
const C: Player = 2;
const D: Player = 3;
const E: Player = 4;

fn pairs(r: &Round) -> Vec<(Player, Player)> {
    r.games.iter().map(|g| (g.white, g.black)).collect()
}

fn with_results(mut r: Round, results: &[Outcome]) -> Round {
    assert_eq!(r.games.len(), results.len());
    for (g, o) in r.games.iter_mut().zip(results) {
        g.result = Some(*o);
    }
    r
}

/// Five players, three rounds, worked by hand from the module's rules:
///
/// - Round 1: all on 0; E (lowest) has the bye; the group A B C D pairs upper half
///   against lower half: A–C, B–D (the higher-ranked White in a first game). A beats C,
///   B–D is drawn. Points: A 1, E 1 (bye), B ½, D ½, C 0.
/// - Round 2: ranking A E B D C; C (lowest, no bye yet) has the bye. A's preferred
///   opponent is E, but then B–D would meet again: A plays B instead and E plays D.
///   Colours: A and B both had White, so the higher-ranked A gets Black (evening out);
///   D had Black, E none: D White. A wins with Black; D–E drawn.
///   Points: A 2, E 1½, C 1, D 1, B ½.
/// - Round 3: ranking A E C D B; B has the bye. A (alone on 2) plays the next, E: E had
///   Black last round and is at −1, A at 0, so E has White. C (−1) plays D (0): C White.
///   E–A drawn, C beats D.
///
/// Final: A 2½, C 2, E 2, B 1½, D 1. Buchholz: A 5½ (C 2 + B 1½ + E 2), C 3½, E 3½,
/// B 3½, D 5½. Sonneborn-Berger: A 4½, C 1, E 1¾, B ½, D 1¾. C and E tie on points and
/// Buchholz; E is ahead on Sonneborn-Berger.
#[test]
fn a_five_player_swiss_over_three_rounds_as_worked_by_hand() {
    let n = 5;
    let mut rounds = Vec::new();

    let r1 = swiss_round(n, &rounds).expect("round 1");
    assert_eq!(r1.bye, Some(E));
    assert_eq!(pairs(&r1), [(A, C), (B, D)]);
    rounds.push(with_results(r1, &[Outcome::WhiteWins, Outcome::Draw]));
    assert_eq!(half_points(n, &rounds), [2, 1, 0, 1, 2]);

    let r2 = swiss_round(n, &rounds).expect("round 2");
    assert_eq!(r2.bye, Some(C));
    assert_eq!(pairs(&r2), [(B, A), (D, E)]);
    rounds.push(with_results(r2, &[Outcome::BlackWins, Outcome::Draw]));
    assert_eq!(half_points(n, &rounds), [4, 1, 2, 2, 3]);

    let r3 = swiss_round(n, &rounds).expect("round 3");
    assert_eq!(r3.bye, Some(B));
    assert_eq!(pairs(&r3), [(E, A), (C, D)]);
    rounds.push(with_results(r3, &[Outcome::Draw, Outcome::WhiteWins]));

    // No pair met twice, everyone had one bye at most.
    let mut seen = std::collections::HashSet::new();
    for g in rounds.iter().flat_map(|r| &r.games) {
        assert!(seen.insert((g.white.min(g.black), g.white.max(g.black))));
    }
    let byes: Vec<Player> = rounds.iter().filter_map(|r| r.bye).collect();
    assert_eq!(byes, [E, C, B]);

    let table = standings(n, &rounds, Format::Swiss);
    let order: Vec<Player> = table.iter().map(|s| s.player).collect();
    assert_eq!(order, [A, E, C, B, D]);
    let line = |p: Player| table.iter().find(|s| s.player == p).unwrap().clone();
    let expect = |p, points, buchholz, sb| {
        let s = line(p);
        assert_eq!(
            (s.points, s.buchholz, s.sonneborn_berger),
            (points, buchholz, sb),
            "player {p}"
        );
    };
    expect(A, 2.5, 5.5, 4.5);
    expect(B, 1.5, 3.5, 0.5);
    expect(C, 2.0, 3.5, 1.0);
    expect(D, 1.0, 5.5, 1.75);
    expect(E, 2.0, 3.5, 1.75);
}

#[test]
fn a_swiss_never_repeats_a_pairing_and_says_when_it_cannot_pair() {
    // Four players, three rounds: everyone meets everyone once, then no fourth round.
    let n = 4;
    let mut rounds = Vec::new();
    for _ in 0..3 {
        let r = swiss_round(n, &rounds).expect("a round");
        assert_eq!(r.bye, None);
        let results = vec![Outcome::WhiteWins; r.games.len()];
        rounds.push(with_results(r, &results));
    }
    let mut seen = std::collections::HashSet::new();
    for g in rounds.iter().flat_map(|r| &r.games) {
        assert!(seen.insert((g.white.min(g.black), g.white.max(g.black))));
    }
    assert_eq!(seen.len(), 6);
    assert_eq!(swiss_round(n, &rounds), None);
    // Colours stay within the rules.
    for p in 0..n {
        let h = History::of(p, &rounds);
        assert!(h.balance.abs() <= 2, "player {p}: {:?}", h.played);
    }
}

/// FIDE's Berger table for four players: 1–4, 2–3; 4–3, 1–2; 2–4, 3–1 (1-based).
#[test]
fn a_four_player_round_robin_follows_the_berger_table() {
    let rounds = round_robin(4);
    let table: Vec<Vec<(Player, Player)>> = rounds.iter().map(pairs).collect();
    assert_eq!(
        table,
        [
            vec![(0, 3), (1, 2)],
            vec![(3, 2), (0, 1)],
            vec![(1, 3), (2, 0)],
        ]
    );
    assert!(rounds.iter().all(|r| r.bye.is_none()));
    // Results: 1 beats 4, 2–3 drawn; 4 beats 3, 1–2 drawn; 2 beats 4, 1 beats 3.
    let results = [
        [Outcome::WhiteWins, Outcome::Draw],
        [Outcome::WhiteWins, Outcome::Draw],
        [Outcome::WhiteWins, Outcome::BlackWins],
    ];
    let played: Vec<Round> = rounds
        .into_iter()
        .zip(results)
        .map(|(r, o)| with_results(r, &o))
        .collect();
    let table = standings(4, &played, Format::RoundRobin);
    let lines: Vec<(Player, f64, f64, f64)> = table
        .iter()
        .map(|s| (s.player, s.points, s.sonneborn_berger, s.buchholz))
        .collect();
    assert_eq!(
        lines,
        [
            (0, 2.5, 2.5, 3.5),
            (1, 2.0, 2.5, 4.0),
            (3, 1.0, 0.5, 5.0),
            (2, 0.5, 1.0, 5.5),
        ]
    );
}

/// FIDE's table for six players, and an odd field: the player facing the extra number
/// sits out, each once.
#[test]
fn larger_and_odd_round_robins() {
    let six: Vec<Vec<(Player, Player)>> = round_robin(6).iter().map(pairs).collect();
    let fide = [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
        [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)],
        [(3, 6), (4, 2), (5, 1)],
    ];
    let fide: Vec<Vec<(Player, Player)>> = fide
        .iter()
        .map(|r| r.iter().map(|(w, b)| (w - 1, b - 1)).collect())
        .collect();
    assert_eq!(six, fide);
    let five = round_robin(5);
    assert_eq!(five.len(), 5);
    let mut byes: Vec<Player> = five.iter().filter_map(|r| r.bye).collect();
    byes.sort();
    assert_eq!(byes, [0, 1, 2, 3, 4]);
    let mut seen = std::collections::HashSet::new();
    for g in five.iter().flat_map(|r| &r.games) {
        assert!(seen.insert((g.white.min(g.black), g.white.max(g.black))));
    }
    assert_eq!(seen.len(), 10);
}

#[test]
fn arena_points_double_after_two_wins_until_a_game_is_not_won() {
    let (w, d, l) = (Some(true), None, Some(false));
    // 2 + 2, then on fire: 4, a draw 2 (the streak ends), 0, 2.
    assert_eq!(arena_points(&[w, w, w, d, l, w]), 12);
    // 2 + 1 + 2 + 2, then on fire: 4.
    assert_eq!(arena_points(&[w, d, w, w, w]), 11);
    assert_eq!(arena_points(&[l, d, l]), 1);
    assert_eq!(arena_points(&[]), 0);
}
