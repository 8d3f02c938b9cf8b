//! Property tests over random playouts of every game, and fuzzing of the text parsers.

use acedrex_rules::{Game, Position, VariantId};
use proptest::prelude::*;

/// A small deterministic generator so a failing seed replays exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn variant(i: usize) -> VariantId {
    VariantId::ALL[i % VariantId::ALL.len()]
}

/// Plays up to `plies` random legal moves, calling `check` on every position reached.
fn playout(id: VariantId, seed: u64, plies: usize, mut check: impl FnMut(&Position)) {
    let mut rng = Rng(seed | 1);
    let mut pos = Position::start(id);
    check(&pos);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(moves[rng.below(moves.len())]);
        check(&pos);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Printing a position and reading it back gives the same position and hash.
    #[test]
    fn fen_round_trip(v in 0usize..8, seed in any::<u64>(), plies in 0usize..120) {
        let id = variant(v);
        playout(id, seed, plies, |pos| {
            let fen = pos.fen();
            let back = Position::from_fen(id, &fen)
                .unwrap_or_else(|e| panic!("{id}: own FEN rejected: {fen}: {e}"));
            assert_eq!(&back, pos, "{fen}");
            assert_eq!(back.fen(), fen);
            // The incremental hash equals the hash computed from scratch.
            assert_eq!(back.hash(), pos.hash(), "{fen}");
        });
    }

    /// make + unmake of every legal move restores position and hash.
    #[test]
    fn make_unmake_restores(v in 0usize..8, seed in any::<u64>(), plies in 0usize..80) {
        let id = variant(v);
        playout(id, seed, plies, |pos| {
            let mut p = pos.clone();
            for m in pos.legal_moves() {
                let u = p.make_move(m);
                p.unmake_move(m, &u);
                assert_eq!(&p, pos, "{id} {} after {}", pos.fen(), pos.lan(m));
                assert_eq!(p.hash(), pos.hash());
            }
        });
    }

    /// Every legal move's long algebraic text reads back as that move.
    #[test]
    fn lan_round_trip(v in 0usize..8, seed in any::<u64>(), plies in 0usize..80) {
        let id = variant(v);
        playout(id, seed, plies, |pos| {
            for m in pos.legal_moves() {
                let text = pos.lan(m);
                assert_eq!(pos.parse_lan(&text), Ok(m), "{id} {} {text}", pos.fen());
            }
        });
    }

    /// Arbitrary text never panics the position parser.
    #[test]
    fn fen_parser_never_panics(v in 0usize..8, text in ".{0,200}") {
        let _ = Position::from_fen(variant(v), &text);
    }

    /// Near-miss position texts (a valid one with a few characters changed) never panic,
    /// and whatever is accepted prints back to a text that reads the same.
    #[test]
    fn mutated_fen_never_panics(
        v in 0usize..8,
        edits in proptest::collection::vec((any::<usize>(), "[0-9a-zA-Z/ -]"), 1..4),
    ) {
        let id = variant(v);
        let mut chars: Vec<char> = id.variant().start_fen.chars().collect();
        for (at, with) in edits {
            let at = at % (chars.len() + 1);
            let c = with.chars().next().unwrap_or(' ');
            if at < chars.len() && at.is_multiple_of(2) {
                chars[at] = c;
            } else {
                chars.insert(at.min(chars.len()), c);
            }
        }
        let text: String = chars.into_iter().collect();
        if let Ok(pos) = Position::from_fen(id, &text) {
            let again = Position::from_fen(id, &pos.fen()).expect("printed FEN reads back");
            prop_assert_eq!(again, pos);
        }
    }

    /// Arbitrary move text never panics the move parser.
    #[test]
    fn move_parser_never_panics(v in 0usize..8, text in ".{0,40}") {
        let pos = Position::start(variant(v));
        let _ = pos.parse_lan(&text);
    }

    /// Move-shaped text never panics either.
    #[test]
    fn move_shaped_text_never_panics(v in 0usize..8, text in "[a-m][0-9]{1,3}[-x:]?[a-m]?[0-9]{0,3}[a-m]?[0-9]{0,2}(=?[A-Za-z])?[+#!?]?") {
        let pos = Position::start(variant(v));
        let _ = pos.parse_lan(&text);
    }

    /// Every legal move's canonical algebraic text reads back as that move, with and
    /// without its check mark and `x`.
    #[test]
    fn san_round_trip(v in 0usize..8, seed in any::<u64>(), plies in 0usize..100) {
        let id = variant(v);
        playout(id, seed, plies, |pos| {
            let legal = pos.legal_moves();
            for &m in &legal {
                let san = pos.san_with(m, &legal);
                assert_eq!(pos.parse_move(&san), Ok(m), "{id} {} `{san}`", pos.fen());
                let bare = san.trim_end_matches(['+', '#']);
                assert_eq!(pos.parse_move(bare), Ok(m), "{id} {} `{bare}`", pos.fen());
                assert_eq!(pos.parse_move(&pos.lan(m)), Ok(m), "{id} {} lan", pos.fen());
            }
        });
    }

    /// A record of a random game reads back to the same game.
    #[test]
    fn record_round_trip(v in 0usize..8, seed in any::<u64>(), plies in 0usize..60) {
        let id = variant(v);
        let mut rng = Rng(seed | 1);
        let mut game = Game::new(id);
        for _ in 0..plies {
            if game.is_over() {
                break;
            }
            let moves = game.position().legal_moves();
            game.play(moves[rng.below(moves.len())]).expect("legal");
        }
        let text = game.to_record();
        let back = Game::from_record(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert_eq!(back.result(), game.result());
        prop_assert_eq!(back.position(), game.position());
    }

    /// Arbitrary text never panics the algebraic reader.
    #[test]
    fn san_parser_never_panics(v in 0usize..8, text in ".{0,40}") {
        let pos = Position::start(variant(v));
        let _ = pos.parse_move(&text);
    }

    /// Move-like text never panics the algebraic reader either.
    #[test]
    fn san_shaped_text_never_panics(v in 0usize..8, text in "#? ?[A-Za-z]?[a-m]?[0-9]{0,2}[-x:]?[a-m][0-9]{1,2}([-x][a-m][0-9]{1,2})?(=?[A-Za-z]|\\([A-Z]\\))?[+#!?]{0,2}") {
        let pos = Position::start(variant(v));
        let _ = pos.parse_move(&text);
    }

    /// Arbitrary text never panics the record reader.
    #[test]
    fn record_parser_never_panics(text in "(\\[[A-Za-z]{0,8} \"[^\"]{0,20}\"\\]\n){0,4}.{0,200}") {
        let _ = Game::from_record(&text);
    }
}
