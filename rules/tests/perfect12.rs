//! Perfect 12 (RULES.md §4 "Perfect 12", seed `perfect12.txt`, with §1, §2, §3 and §5).
//!
//! Every special rule has a small hand-built position whose legal moves are listed by name
//! (long algebraic, RULES.md §2). The lists and counts come from the RULES.md text, worked out
//! by hand in the comment above each test; they are not copied from the program's output.
//!
//! Positions are written as a piece list ("Ka1 Lf5 kl12": letter, then square; upper case is
//! White) and turned into a FEN by `board`. Unless a comment says otherwise the White King
//! stands on a1 (3 moves: a1a2, a1b1, a1b2), the Black King on l12, and rights are `-`.

mod common;
use acedrex_rules::{perft_divide, Position, Status, VariantId};
use common::*;

/// A position text for this game from a piece list (see `common::board`).
fn board12(pieces: &str, rest: &str) -> String {
    board(P12, pieces, rest)
}

const P12: VariantId = VariantId::Perfect12;

const START: &str = "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 1";

/// The first `n` fields of a position's text.
fn fields(p: &Position, n: usize) -> String {
    p.fen().split(' ').take(n).collect::<Vec<_>>().join(" ")
}

// ---------------------------------------------------------------------------------------
// Lion
// ---------------------------------------------------------------------------------------

// Lion (a) and (d): a lone Lion on f5 jumps to every square at most 2 away: files d–h,
// ranks 3–7, minus f5 itself = 5×5−1 = 24 squares, all empty. All 8 adjacent squares are
// empty, so the pass f5f5 exists (once). No adjacent enemy: no igui, no two-leg move.
// Lion 24 + 1 = 25, King a1 3 → 28.
#[test]
fn lion_24_jumps_and_pass() {
    let fen = board12("Ka1 Lf5 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "f5d3", "f5d4", "f5d5", "f5d6", "f5d7", "f5e3", "f5e4", "f5e5", "f5e6", "f5e7", "f5f3",
            "f5f4", "f5f6", "f5f7", "f5g3", "f5g4", "f5g5", "f5g6", "f5g7", "f5h3", "f5h4", "f5h5",
            "f5h6", "f5h7", "f5f5", "a1a2", "a1b1", "a1b2",
        ],
    );
}

// Lion (b), (c), (d) and §5.2/§5.3. White Lion f5, own Pawn f6; Black Pawn g6 (adjacent)
// and Knight h7 (two away, behind g6).
// (a) jumps: the 24 squares of d3–h7 but f6 (own) = 23, g6 and h7 captured by the jump,
//     h7 reached over g6.
// (b) capture g6, then one King step from g6: its neighbours f5 (start: that is the igui,
//     not a second move), f6 (own: §5.3 forbids), f7, g5, g7, h5, h6 (empty) and h7 (enemy:
//     second capture) → f5g6f7 f5g6g5 f5g6g7 f5g6h5 f5g6h6 f5g6h7 = 6.
// (c) igui f5g6f5 = 1. (d) pass f5f5 = 1 (e4, e5, ... are empty).
// No first leg through f6: the first leg must capture an enemy.
// Lion 23 + 6 + 1 + 1 = 31; Pawn f6: f7, f8 (1 or 2 from any rank) = 2; King 3 → 36.
#[test]
fn lion_two_leg_moves_igui_and_pass() {
    let fen = board12("Ka1 Lf5 Pf6 pg6 nh7 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            // 23 jumps
            "f5d3", "f5d4", "f5d5", "f5d6", "f5d7", "f5e3", "f5e4", "f5e5", "f5e6", "f5e7", "f5f3",
            "f5f4", "f5f7", "f5g3", "f5g4", "f5g5", "f5g6", "f5g7", "f5h3", "f5h4", "f5h5", "f5h6",
            "f5h7", // two-leg moves through g6
            "f5g6f7", "f5g6g5", "f5g6g7", "f5g6h5", "f5g6h6", "f5g6h7", // igui and pass
            "f5g6f5", "f5f5", // the rest
            "f6f7", "f6f8", "a1a2", "a1b1", "a1b2",
        ],
    );
    // The two-leg move removes both pieces and the Lion ends on h7; the igui removes g6 and
    // the Lion stays; the pass changes nothing but the side to move (and the clock).
    let p = play(P12, &fen, &["f5g6h7"]);
    assert_eq!(
        fields(&p, 2),
        board12("Ka1 Pf6 Lh7 kl12", "b").trim_end().to_string()
    );
    let p = play(P12, &fen, &["f5g6f5"]);
    assert_eq!(fields(&p, 2), board12("Ka1 Lf5 Pf6 nh7 kl12", "b"));
    let p = play(P12, &fen, &["f5f5"]);
    assert_eq!(fields(&p, 2), board12("Ka1 Lf5 Pf6 pg6 nh7 kl12", "b"));
}

// §5.3 "A pass needs at least one empty adjacent square". Lion in the corner a1: its
// neighbours a2, b2 (own Pawns) and b1 (Black Knight): none empty → no pass.
// Jumps (squares of a1–c3 but a1): a2 own, b2 own; a3, b1 (capture), b3, c1, c2, c3 = 6.
// Igui a1b1a1 = 1. Two-leg via b1: b1's neighbours a1 (start = igui), a2, b2 (own), c1, c2
// → a1b1c1, a1b1c2 = 2. Lion 9.
// Pawns a2: a3, a4; b2: b3, b4 (captures a3, c3 empty) = 4.
// King f1: e1, e2, f2, g1, g2 (the Knight b1 attacks a3, c3, d2) = 5. Total 18.
#[test]
fn lion_no_pass_without_empty_neighbour() {
    let fen = board12("La1 Pa2 Pb2 Kf1 nb1 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "a1a3", "a1b1", "a1b3", "a1c1", "a1c2", "a1c3", "a1b1a1", "a1b1c1", "a1b1c2", "a2a3",
            "a2a4", "b2b3", "b2b4", "f1e1", "f1e2", "f1f2", "f1g1", "f1g2",
        ],
    );
}

// Pass in check (§4 Lion (d): "not allowed in check, like any move that leaves check").
// Black Rook a8 checks the King a1 along the a-file. King: a2 stays on the file; b1, b2 are
// safe = 2. Lion c5 (squares a3–e7): only the blocks a3, a4, a5, a6, a7 answer the check
// (a8 is 3 away); the pass c5c5 leaves the check, so it is not a move → 5.
// Total 7.
#[test]
fn lion_pass_not_allowed_in_check() {
    let fen = board12("Ka1 Lc5 ra8 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &["a1b1", "a1b2", "c5a3", "c5a4", "c5a5", "c5a6", "c5a7"],
    );
    assert!(pos(P12, &fen).parse_lan("c5c5").is_err());
    // Without the check the same Lion may pass.
    let quiet = board12("Ka1 Lc5 rb8 kl12", "w - - 0 1");
    assert!(moves(P12, &quiet).contains(&"c5c5".to_string()));
}

// Interaction: Lion answers a check by capture. Black Rook a5 checks the King a1 (a2–a4
// empty). King: b1, b2 = 2 (a2 on the file). Lion b6 (adjacent to a5):
// jump-capture b6a5; jump-block b6a4; igui b6a5b6 (the Rook is gone, Lion stays);
// two-leg via a5 to a5's neighbours a4, a6, b4, b5 (b6 = start is the igui) = 4;
// no pass (in check). Lion 7; total 9.
#[test]
fn lion_captures_the_checker() {
    let fen = board12("Ka1 Lb6 ra5 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "a1b1", "a1b2", "b6a5", "b6a4", "b6a5b6", "b6a5a4", "b6a5a6", "b6a5b4", "b6a5b5",
        ],
    );
}

// Interaction: pinned Lion. Black Bishop e5 pins the Lion b2 to the King a1 (c3, d4 empty).
// Legal Lion moves keep something on the diagonal or leave the Lion on b2:
//   jumps along the pin: b2c3, b2d4 (e5 is 3 away);
//   igui b2c2b2 (captures the Pawn c2, the Lion stays on b2);
//   two-leg via c2 ending on c3 (still on the diagonal): b2c2c3 (b1, b3, c1, d1, d2, d3
//   leave the diagonal);
//   pass b2b2 (the Lion ends where it started; a2, a3, b1, b3, c1, c3 are empty).
// King: a2 safe; b1 is attacked by the Pawn c2 (Black Pawns capture downwards) → a1a2.
// Total 6.
#[test]
fn lion_pinned_can_igui_and_pass() {
    let fen = board12("Ka1 Lb2 pc2 be5 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &["a1a2", "b2c3", "b2d4", "b2c2b2", "b2c2c3", "b2b2"],
    );
}

// ---------------------------------------------------------------------------------------
// Gryphon, Camel, Elephant, Cannon, Prince
// ---------------------------------------------------------------------------------------

// Gryphon e4: one diagonal step, then outward orthogonally, never jumping.
//   via d3: Black Knight there → capture e4d3, and the move ends = 1.
//   via d5 (empty): d5, then left c5 b5 a5, up d6 d7 d8 (own Pawn d9 stops) = 7.
//   via f5 (empty): f5, then right g5 h5 i5 (Black Rook: captured, stops), up f6 f7 f8
//   (Black Pawn: captured, stops) = 7.
//   via f3: own Pawn → nothing at all (no jumping).
// Gryphon 15. Pawns: f3 → f4, f5; d9 → d10, d11 = 4.
// King a1: a2, b1; b2 is attacked by the Knight d3 = 2. Total 21.
#[test]
fn gryphon_bent_rider() {
    let fen = board12("Ka1 Ge4 Pf3 Pd9 nd3 pf8 ri5 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "e4d3", "e4d5", "e4c5", "e4b5", "e4a5", "e4d6", "e4d7", "e4d8", "e4f5", "e4g5", "e4h5",
            "e4i5", "e4f6", "e4f7", "e4f8", "f3f4", "f3f5", "d9d10", "d9d11", "a1a2", "a1b1",
        ],
    );
}

// Camel e5: (3,1) leaper, over anything (the Black Pawn e6 next to it changes nothing).
// Targets b4 b6 h4 h6 d2 f2 d8 f8: d8 is own (Pawn) → 7, h6 a capture.
// Pawn d8: d9, d10 = 2. King 3. Total 12.
#[test]
fn camel_leaper() {
    let fen = board12("Ka1 Me5 Pd8 nh6 pe6 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "e5b4", "e5b6", "e5h4", "e5h6", "e5d2", "e5f2", "e5f8", "d8d9", "d8d10", "a1a2",
            "a1b1", "a1b2",
        ],
    );
}

// Elephant e5: 1 or 2 squares diagonally, jumping the first (FA).
// d4 own (Pawn); c3 reached over it; f6 (Black Pawn) captured; g7 reached over it; c7
// (Black Knight) captured; d6, f4, g3 empty → d6 f4 f6 c3 c7 g3 g7 = 7.
// Pawn d4: d5, d6 = 2 (captures c5/e5: empty/own). King 3. Total 12.
#[test]
fn elephant_fa_jumping() {
    let fen = board12("Ka1 Ee5 Pd4 pf6 nc7 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "e5d6", "e5f4", "e5f6", "e5c3", "e5c7", "e5g3", "e5g7", "d4d5", "d4d6", "a1a2", "a1b1",
            "a1b2",
        ],
    );
}

// Cannon e5: moves as a Rook, captures by hopping exactly one screen of either colour along
// a rank or file.
//   up: e6 empty (move); e7 Black Pawn = screen; e9 Black Rook = first piece beyond → e5e9.
//   right: f5 own Pawn = screen; h5 Black Knight beyond → e5h5 (an own screen is fine).
//   left: d5 (move); c5 Black Pawn = screen; b5 own Pawn beyond → no capture.
//   down: e4 (move); e3 Black Pawn = screen; e2 own Pawn beyond → nothing (the Black Knight
//   e1 would need two screens).
//   diagonal: f6 Black Pawn, g7 Black Bishop: the Cannon never hops diagonally, nor
//   captures adjacent f6.
// Cannon: e6 e9 h5 d5 e4 = 5. Pawns: f5 blocked by f6 (no captures); b5 → b6, b7; e2
// blocked by e3 = 2. King 3. Total 10.
#[test]
fn cannon_moves_and_hops() {
    let fen = board12(
        "Ka1 Ce5 Pf5 Pb5 Pe2 pe7 re9 nh5 pc5 pe3 ne1 pf6 bg7 kl12",
        "w - - 0 1",
    );
    assert_moves(
        P12,
        &fen,
        &[
            "e5e6", "e5e9", "e5h5", "e5d5", "e5e4", "b5b6", "b5b7", "a1a2", "a1b1", "a1b2",
        ],
    );
}

// Interaction: check by a Cannon through a screen (§3: hopping captures attack).
// Black Cannon e8, White Knight e3 = screen → the King e1 is in check.
// Answers: the Knight leaves the file (all 8 Knight moves c2 c4 d1 d5 f1 f5 g2 g4 remove the
// screen); the Rook a5 adds a second screen on e5 (a5e5; no other Rook move helps);
// King d1, d2, f1, f2 (off the file). King e2 stays in check: the Knight is still the screen.
// 8 + 1 + 4 = 13.
#[test]
fn cannon_check_through_screen() {
    let fen = board12("Ke1 Ne3 Ra5 ce8 kl12", "w - - 0 1");
    assert!(pos(P12, &fen).is_check());
    assert_moves(
        P12,
        &fen,
        &[
            "e3c2", "e3c4", "e3d1", "e3d5", "e3f1", "e3f5", "e3g2", "e3g4", "a5e5", "e1d1", "e1d2",
            "e1f1", "e1f2",
        ],
    );
}

// Prince: a King's step in all 8 directions, not royal (may step onto attacked squares),
// no special step, never promotes (§5.7).
// Prince e5: d4 d5 d6 e4 e6 f4 f5 (f6 own) = 7; d4/d5/d6 are on the Black Rook's d-file.
// Prince h11: g10 g11 g12 h10 h12 i10 i11 i12 = 8 (h11h12 without `=`).
// Pawn f6: f7, f8 = 2. King 3. Total 20.
#[test]
fn prince_non_royal_king_steps() {
    let fen = board12("Ka1 Je5 Jh11 Pf6 rd9 kl12", "w - - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "e5d4", "e5d5", "e5d6", "e5e4", "e5e6", "e5f4", "e5f5", "h11g10", "h11g11", "h11g12",
            "h11h10", "h11h12", "h11i10", "h11i11", "h11i12", "f6f7", "f6f8", "a1a2", "a1b1",
            "a1b2",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Pawn
// ---------------------------------------------------------------------------------------

// 1 or 2 squares from any rank, the 2-step only over an empty square; promotion on the last
// rank compulsory, to Q, L or G only, also by capture and by a 2-step.
//   e5: e6, e7 = 2 (rank 5: still 2 squares).
//   c4: c5; c6 is occupied so no 2-step; captures the Knight b5 = 2.
//   b4: b5 occupied → no step, no 2-step (it would pass an occupied square) = 0.
//   h10: h11; h12 by the 2-step → must promote: =Q =L =G = 4.
//   k11: k12 =Q/=L/=G; captures j12 (Bishop) and l12 (Rook), each =Q/=L/=G = 9.
// Black King a12; King a1 3 (the Knight b5 attacks a3, c3, d4, d6, a7, c7). Total 20.
#[test]
fn pawn_steps_from_any_rank_and_promotion() {
    let fen = board12(
        "Ka1 Pe5 Pc4 Pb4 Ph10 Pk11 ka12 nb5 pc6 bj12 rl12",
        "w - - 0 1",
    );
    assert_moves(
        P12,
        &fen,
        &[
            "e5e6", "e5e7", "c4c5", "c4b5", "h10h11", "h10h12=Q", "h10h12=L", "h10h12=G",
            "k11k12=Q", "k11k12=L", "k11k12=G", "k11j12=Q", "k11j12=L", "k11j12=G", "k11l12=Q",
            "k11l12=L", "k11l12=G", "a1a2", "a1b1", "a1b2",
        ],
    );
    // The promoted piece is on the board.
    let p = play(P12, &fen, &["k11l12=L"]);
    assert_eq!(
        fields(&p, 1),
        board12("Ka1 Pe5 Pc4 Pb4 Ph10 ka12 nb5 pc6 bj12 Ll12", "")
            .trim_end()
            .to_string()
    );
}

// En passant after a 2-step on any rank: Black d9d7 passes d8 → en-passant field `d8`
// (§5.5). White: King 3; Pawn e7: e8, e9, and e7d8 en passant (removes d7, §5.4) = 6.
// The right lasts one move only.
#[test]
fn en_passant_on_any_rank() {
    let fen = board12("Ka1 Pe7 pd9 kl12", "b - - 0 1");
    let p = play(P12, &fen, &["d9d7"]);
    assert_eq!(p.fen().split(' ').nth(3), Some("d8"));
    let after = p.fen();
    assert_moves(
        P12,
        &after,
        &["a1a2", "a1b1", "a1b2", "e7e8", "e7e9", "e7d8"],
    );
    let q = play(P12, &after, &["e7d8"]);
    assert_eq!(fields(&q, 2), board12("Ka1 Pd8 kl12", "b"));
    assert_eq!(q.halfmove_clock(), 0);
    // One move later the en-passant square is gone: e7 only steps.
    let r = play(P12, &after, &["a1a2", "l12k12"]);
    assert_piece_moves(P12, &r.fen(), "e7", &["e7e8", "e7e9"]);
}

// §5.4: a 2-step that promotes leaves nothing to take en passant: e10e12=G writes `-`,
// and the Black Pawn f12 (which takes downwards onto e11/g11) gets no e.p. capture.
// Black: f12f11, f12f10; King l12: k12 only, because the new Gryphon e12 steps to f11 and
// slides right along rank 11 (g11..l11), so k11 and l11 are attacked = 3.
#[test]
fn promoting_two_step_leaves_no_en_passant() {
    let fen = board12("Ka1 Pe10 pf12 kl12", "w - - 0 1");
    let p = play(P12, &fen, &["e10e12=G"]);
    assert_eq!(p.fen().split(' ').nth(3), Some("-"));
    assert_moves(P12, &p.fen(), &["f12f11", "f12f10", "l12k12"]);
}

// Interaction: en passant that would expose the King. White King a5 and Pawn e5 on rank 5
// with the Black Pawn d5 (just made d7d5, field `d6`) and the Black Rook h5: e5d6 e.p.
// empties d5 and e5 at once and the Rook would check a5 → illegal.
// King a4 a6 b4 b5 b6 (b5: the Rook is blocked by e5) = 5; e5e6, e5e7 = 2. Total 7.
#[test]
fn en_passant_exposing_the_king_is_illegal() {
    let fen = board12("Ka5 Pe5 pd5 rh5 kl12", "w - d6 0 1");
    assert_moves(
        P12,
        &fen,
        &["a5a4", "a5a6", "a5b4", "a5b5", "a5b6", "e5e6", "e5e7"],
    );
}

// ---------------------------------------------------------------------------------------
// Castling
// ---------------------------------------------------------------------------------------

// King f2 and Rooks a2, l2 on their start squares, rights KQ, nothing between.
// King: 8 steps (e1 e2 e3 f1 f3 g1 g2 g3) + O-O f2i2 + O-O-O f2c2 = 10.
// Rook a2: a1, a3..a12 (11), b2 c2 d2 e2 (4) = 15. Rook l2: l1, l3..l12 (11), g2..k2 (5) =
// 16. Total 41. Black King i12.
#[test]
fn castling_both_wings() {
    let fen = board12("Kf2 Ra2 Rl2 ki12", "w KQ - 0 1");
    assert_moves(
        P12,
        &fen,
        &[
            "f2e1", "f2e2", "f2e3", "f2f1", "f2f3", "f2g1", "f2g2", "f2g3", "f2i2", "f2c2", "a2a1",
            "a2a3", "a2a4", "a2a5", "a2a6", "a2a7", "a2a8", "a2a9", "a2a10", "a2a11", "a2a12",
            "a2b2", "a2c2", "a2d2", "a2e2", "l2l1", "l2l3", "l2l4", "l2l5", "l2l6", "l2l7", "l2l8",
            "l2l9", "l2l10", "l2l11", "l2l12", "l2k2", "l2j2", "l2i2", "l2h2", "l2g2",
        ],
    );
    // O-O: King f2→i2, Rook l2→h2; O-O-O: King f2→c2, Rook a2→d2. Both rights go.
    let p = play(P12, &fen, &["f2i2"]);
    assert_eq!(fields(&p, 3), board12("Ra2 Rh2 Ki2 ki12", "b -"));
    let p = play(P12, &fen, &["f2c2"]);
    assert_eq!(fields(&p, 3), board12("Kc2 Rd2 Rl2 ki12", "b -"));
}

// Black castles the same way on rank 11: O-O f11i11 (Rook l11→h11), O-O-O f11c11
// (Rook a11→d11). King f11: e10 e11 e12 f10 f12 g10 g11 g12 + 2 castlings = 10.
#[test]
fn castling_black() {
    let fen = board12("Ki1 kf11 ra11 rl11", "b kq - 0 1");
    assert_piece_moves(
        P12,
        &fen,
        "f11",
        &[
            "f11e10", "f11e11", "f11e12", "f11f10", "f11f12", "f11g10", "f11g11", "f11g12",
            "f11i11", "f11c11",
        ],
    );
    let p = play(P12, &fen, &["f11i11"]);
    assert_eq!(fields(&p, 3), board12("Ki1 ra11 rh11 ki11", "w -"));
    let p = play(P12, &fen, &["f11c11"]);
    assert_eq!(fields(&p, 3), board12("Ki1 kc11 rd11 rl11", "w -"));
}

// Rights letters KQkq (§1): White's castling clears only `KQ`; Black's `kq` stay, and Black
// may then castle too (f11c11: King f11→c11, Rook a11→d11).
#[test]
fn castling_rights_letters_per_side() {
    let fen = board12("Kf2 Ra2 Rl2 kf11 ra11 rl11", "w KQkq - 0 1");
    let p = play(P12, &fen, &["f2i2"]);
    assert_eq!(p.fen().split(' ').nth(2), Some("kq"));
    let q = play(P12, &p.fen(), &["f11c11"]);
    assert_eq!(fields(&q, 3), board12("Ra2 Rh2 Ki2 kc11 rd11 rl11", "w -"));
}

// Castling not through or into check, not out of check (King moves of f2 only).
//  (a) Black Rook h12 attacks h2, which the King passes in O-O → only O-O-O: 8 + 1.
//  (b) Black Rook i12 attacks i2, the King's O-O landing square → only O-O-O.
//  (c) Black Rook b12 attacks b2: only the Rook crosses b2 in O-O-O → both castlings.
//  (d) Black Rook f12 checks along the f-file → no castling; King e1 e2 e3 g1 g2 g3 (f1, f3
//      stay on the file) = 6.
#[test]
fn castling_not_through_into_or_out_of_check() {
    let steps = [
        "f2e1", "f2e2", "f2e3", "f2f1", "f2f3", "f2g1", "f2g2", "f2g3",
    ];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        steps.iter().copied().chain(extra.iter().copied()).collect()
    };
    let fen = board12("Kf2 Ra2 Rl2 rh12 ki12", "w KQ - 0 1");
    assert_piece_moves(P12, &fen, "f2", &with(&["f2c2"]));
    let fen = board12("Kf2 Ra2 Rl2 ri12 ke12", "w KQ - 0 1");
    assert_piece_moves(P12, &fen, "f2", &with(&["f2c2"]));
    let fen = board12("Kf2 Ra2 Rl2 rb12 ki12", "w KQ - 0 1");
    assert_piece_moves(P12, &fen, "f2", &with(&["f2c2", "f2i2"]));
    let fen = board12("Kf2 Ra2 Rl2 rf12 ki12", "w KQ - 0 1");
    assert_piece_moves(
        P12,
        &fen,
        "f2",
        &["f2e1", "f2e2", "f2e3", "f2g1", "f2g2", "f2g3"],
    );
}

// §5.1: "attacked" for castling is judged with the King still on f2. The Black Cannon c2
// (d2, e2 empty) uses the King as its screen, so g2 and h2 are attacked → no O-O; c2 is
// between King and Rook a2 → no O-O-O. The King is not in check (no screen between c2 and
// f2). Every plain King step is legal: after f2g2 or f2e2 the Cannon has no screen in front
// of the King. f2: 8 steps only.
#[test]
fn castling_cannon_screens_over_the_king() {
    let fen = board12("Kf2 Ra2 Rl2 cc2 ki12", "w KQ - 0 1");
    assert!(!pos(P12, &fen).is_check());
    assert_piece_moves(
        P12,
        &fen,
        "f2",
        &[
            "f2e1", "f2e2", "f2e3", "f2f1", "f2f3", "f2g1", "f2g2", "f2g3",
        ],
    );
}

// All squares between King and Rook must be empty, also those the King does not cross:
// own Knight b2 → no O-O-O (f2i2 stays). Without the right `Q`, no O-O-O either.
#[test]
fn castling_needs_empty_squares_and_rights() {
    let steps = [
        "f2e1", "f2e2", "f2e3", "f2f1", "f2f3", "f2g1", "f2g2", "f2g3",
    ];
    let with = |extra: &'static str| -> Vec<&'static str> {
        steps.iter().copied().chain([extra]).collect()
    };
    let fen = board12("Kf2 Ra2 Rl2 Nb2 ki12", "w KQ - 0 1");
    assert_piece_moves(P12, &fen, "f2", &with("f2i2"));
    let fen = board12("Kf2 Ra2 Rl2 ki12", "w K - 0 1");
    assert_piece_moves(P12, &fen, "f2", &with("f2i2"));
    let fen = board12("Kf2 Ra2 Rl2 ki12", "w Q - 0 1");
    assert_piece_moves(P12, &fen, "f2", &with("f2c2"));
}

// §5.10: a right goes when its Rook moves, when its King moves, or when something is
// captured on the Rook's square.
#[test]
fn castling_rights_lost() {
    let fen = board12("Kf2 Ra2 Rl2 ki12", "w KQ - 0 1");
    assert_eq!(
        play(P12, &fen, &["a2a3"]).fen().split(' ').nth(2),
        Some("K")
    );
    assert_eq!(
        play(P12, &fen, &["l2l3"]).fen().split(' ').nth(2),
        Some("Q")
    );
    assert_eq!(
        play(P12, &fen, &["f2f3"]).fen().split(' ').nth(2),
        Some("-")
    );
    let fen = board12("Kf2 Ra2 Rl2 rl12 ki12", "b KQ - 0 1");
    assert_eq!(
        play(P12, &fen, &["l12l2"]).fen().split(' ').nth(2),
        Some("Q")
    );
}

// ---------------------------------------------------------------------------------------
// Start position
// ---------------------------------------------------------------------------------------

// Depth 1 by hand from the start array (RULES.md §4):
//   rank 3: 12 Pawns × (1 or 2 squares) = 24;
//   rank 2: R P P P J K Q J P P P R all boxed in by ranks 1 and 3 (no castling: pieces
//   between King and Rooks) = 0;
//   rank 1: Camels b1 (→ a4, c4; e2 own) and k1 (→ j4, l4; h2 own) = 4; every other piece
//   (Cannons with no free line nor enemy beyond a screen, Elephants, Bishops, Knights,
//   the Lion without an empty square within 2 and without a pass, the Gryphon) has none.
// 24 + 4 = 28.
// Depth 2: after one move each the armies cannot touch each other (White reaches rank 5 at
// most, Black rank 8; no Camel, Queen or Pawn reaches a Black piece), so 28 × 28 = 784.
// Depth 3: for the same reason White's second-move count does not depend on Black's reply,
// so each first move counts 28 × (White's moves after it). Base 28, then what the move
// frees or blocks (Q Queen g2, L Lion f1, J Princes e2/h2, K King f2, E Elephants c1/j1,
// N Knights e1/h1, C Cannons a1/l1, M Camels):
//   a3a4 +1 (Ra2→a3, Ec1→a3, Mb1→a4 now blocked −1) = 29;  a3a5 +3 (Ra2 a3 a4, Ec1a3) = 31
//   b3b4 +1 (b2b3) = 29;  b3b5 +2 (b2b3, b2b4) = 30
//   c3c4 0 (c2c3 +1, Mb1→c4 blocked −1) = 28;  c3c5 +2 (c2c3, c2c4) = 30
//   d3d4 +4 (d2d3, Ne1d3, Lf1d3, Je2d3) = 32;  d3d5 +5 (also d2d4) = 33
//   e3e4 / e3e5 +4 each (Je2e3, Ec1e3, Lf1e3, Kf2e3) = 32, 32
//   f3f4 / f3f5 +10 each (Kf2f3, Ne1f3, Lf1f3, Je2f3, Qg2 f3 e4 d5 c6 b7 a8) = 38, 38
//   g3g4 +5 (Qg2g3, Nh1g3, Lf1g3, Kf2g3, Jh2g3) = 33;  g3g5 +6 (also Qg2g4) = 34
//   h3h4 / h3h5 +8 each (Jh2h3, Lf1h3, Ej1h3, Qg2 h3 i4 j5 k6 l7) = 36, 36
//   i3i4 +3 (i2i3, Nh1i3, Jh2i3) = 31;  i3i5 +4 (also i2i4) = 32
//   j3j4 0 (j2j3, Mk1→j4 blocked) = 28;  j3j5 +2 = 30
//   k3k4 +1 = 29;  k3k5 +2 = 30
//   l3l4 +1 (Rl2l3, Ej1l3, Mk1→l4 blocked) = 29;  l3l5 +3 = 31
//   b1a4: Pawn a3 blocked −2, Camel a4 has b7 d5 b1 (+1), Ca1→b1 +1 = 28
//   b1c4: Pawn c3 blocked −2, Camel c4 has b7 d7 f5 b1 (+2), Ca1→b1 +1 = 29
//   k1l4 = 28 and k1j4 = 29 likewise.
// Sum 875, depth 3 = 28 × 875 = 24 500.
#[test]
fn perft_from_start() {
    let start = Position::start(P12);
    assert_eq!(start.fen(), START);
    assert_eq!(start.status(), Status::Ongoing);
    assert_eq!(perft_of(P12, START, 1), 28);
    assert_eq!(perft_of(P12, START, 2), 784);
    let replies: &[(&str, u64)] = &[
        ("a3a4", 29),
        ("a3a5", 31),
        ("b3b4", 29),
        ("b3b5", 30),
        ("c3c4", 28),
        ("c3c5", 30),
        ("d3d4", 32),
        ("d3d5", 33),
        ("e3e4", 32),
        ("e3e5", 32),
        ("f3f4", 38),
        ("f3f5", 38),
        ("g3g4", 33),
        ("g3g5", 34),
        ("h3h4", 36),
        ("h3h5", 36),
        ("i3i4", 31),
        ("i3i5", 32),
        ("j3j4", 28),
        ("j3j5", 30),
        ("k3k4", 29),
        ("k3k5", 30),
        ("l3l4", 29),
        ("l3l5", 31),
        ("b1a4", 28),
        ("b1c4", 29),
        ("k1l4", 28),
        ("k1j4", 29),
    ];
    let mut got: Vec<(String, u64)> = perft_divide(&start, 3)
        .into_iter()
        .map(|(m, n)| (start.lan(m), n))
        .collect();
    got.sort();
    let mut want: Vec<(String, u64)> = replies
        .iter()
        .map(|&(m, n)| (m.to_string(), 28 * n))
        .collect();
    want.sort();
    assert_eq!(got, want);
    assert_eq!(perft_of(P12, START, 3), 24_500);
}
