//! Static evaluation: material, board-size-independent piece-square terms, King safety,
//! pawn advancement and each game's own goals. Scores are centipawns from the point of
//! view of the side to move (Rook = 500 in every game).

use crate::weights::{self as W, Weights};
use acedrex_rules::{
    Color, Kind, Occupancy, Position, Square, SquareSet, StalemateRule, VariantId, KIND_COUNT,
};
use std::sync::OnceLock;

/// Index of a square in 0..144 (rank-major on the 12×12 frame every board fits in).
#[inline]
pub(crate) fn sidx(sq: Square) -> usize {
    sq.index()
}

/// Material value of each kind per game, Rook = 500.
///
/// Sources and changes (see the crate docs for the full table):
/// - Perfect 12, Tamerlane II, Zanzibar: the seeds' Zillions averages ×100. Zanzibar uses the
///   author's own "more realistic estimate" given right after the Zillions figures.
///   Cannons: Zillions puts them at 4.9, level with the Rook, but that is an average over
///   whole games; a hopper needs screens, so we value it 400 + a phase term (see
///   [`EvalTables::hopper_bonus`]) that gives ≈490 on a full board and ≈400 in endings.
/// - Chess: the classical 1/3/3.3/5/9, where tuning started; chess plays with every weight
///   fitted on Fairy-Stockfish's games (`engine/params/chess.txt`: Queen 970, Pawn 88).
/// - Shako (no seed figures): chess values; Elephant 250 and Cannon 400 as in Cazaux's
///   Perfect 12 / Zanzibar estimates for the same movers.
/// - KMF (no seed figures): chess values adapted to 12×12 as Zillions does for Perfect 12
///   (Pawn 80, Knight 250, Bishop 340); the Archer attacks along all 8 Queen lines without
///   ever standing on the captured square (so shots are hard to punish) but moves only WFAD,
///   so 600, between Rook and Queen. Prince 280 as in Perfect 12, plus the successor bonus.
/// - KMF and Shako likewise play with tuned values (`engine/params/kmf.txt`,
///   `engine/params/shako.txt`); the figures below are where tuning started.
/// - Grant Acedrex (no seed figures): Aanca 910 (the Perfect 12 Gryphon), Unicornio 650
///   (a Knight that continues as an outward Bishop: more than a Bishop, less than the Aanca),
///   Lion (3,0)+(3,1) leaper 280 (a Camel is 220; four more targets), Giraffe 200 (the
///   Zanzibar figure), Crocodile = Bishop 340, Pawn 70 (single step, nine ranks to go).
///   These are the starting points only: the engine plays Grant Acedrex with the values
///   tuned from self-play in `engine/params/grant-acedrex.txt` (Aanca 1026, Unicornio
///   888, Lion 301, Crocodile 323, Pawn 52), which measured stronger.
pub(crate) fn piece_value(id: VariantId, k: Kind) -> i32 {
    use Kind::*;
    use VariantId as V;
    match (id, k) {
        (_, King) => 0,
        (V::Chess, Pawn) | (V::Shako, Pawn) => 100,
        (V::Chess, Knight) | (V::Shako, Knight) => 300,
        (V::Chess, Bishop) | (V::Shako, Bishop) => 330,
        (V::Chess, Queen) | (V::Shako, Queen) => 900,
        (V::Shako, Elephant) => 250,
        (V::Shako, Cannon) => 400,
        (V::Perfect12, Pawn) => 80,
        (V::Perfect12, Camel) => 220,
        (V::Perfect12, Knight) | (V::Perfect12, Elephant) => 250,
        (V::Perfect12, Prince) => 280,
        (V::Perfect12, Bishop) => 340,
        (V::Perfect12, Cannon) => 400,
        (V::Perfect12, Queen) => 830,
        (V::Perfect12, Gryphon) => 910,
        (V::Perfect12, ChuLion) => 1160,
        (V::Kmf, Pawn) => 80,
        (V::Kmf, Knight) => 250,
        (V::Kmf, Bishop) => 340,
        (V::Kmf, Archer) => 600,
        (V::Kmf, Prince) => 280,
        (V::Kmf, Queen) => 900,
        (V::GrantAcedrex, Pawn) => 70,
        (V::GrantAcedrex, Giraffe) => 200,
        (V::GrantAcedrex, AcedrexLion) => 280,
        (V::GrantAcedrex, Bishop) => 340,
        (V::GrantAcedrex, Unicornio) => 650,
        (V::GrantAcedrex, Gryphon) => 910,
        (V::ZanzibarXl | V::ZanzibarS, Pawn) => 100,
        (V::ZanzibarXl | V::ZanzibarS, Giraffe | Camel) => 200,
        (V::ZanzibarXl | V::ZanzibarS, Elephant | Knight) => 250,
        (V::ZanzibarXl | V::ZanzibarS, Machine | Vao) => 300,
        (V::ZanzibarXl | V::ZanzibarS, Prince | Bishop) => 350,
        (V::ZanzibarXl | V::ZanzibarS, Cannon) => 400,
        (V::ZanzibarXl | V::ZanzibarS, Rhinoceros) => 600,
        (V::ZanzibarXl | V::ZanzibarS, Sorceress) => 650,
        (V::ZanzibarXl | V::ZanzibarS, Buffalo) => 700,
        (V::ZanzibarXl | V::ZanzibarS, Duchess | ZanzibarLion) => 750,
        (V::ZanzibarXl | V::ZanzibarS, Gryphon) => 800,
        (V::ZanzibarXl | V::ZanzibarS, Queen) => 900,
        (V::Tamerlane2, Pawn) => 60,
        (V::Tamerlane2, Camel) => 220,
        (V::Tamerlane2, Elephant | Knight) => 250,
        (V::Tamerlane2, Prince) => 300,
        (V::Tamerlane2, Bishop) => 340,
        (V::Tamerlane2, Cannon) => 400,
        (V::Tamerlane2, Ship) => 440,
        (V::Tamerlane2, Gryphon) => 770,
        (V::Tamerlane2, Queen) => 820,
        (_, Rook) => 500,
        // Kinds a game does not have never appear on its board; the catalogue's value
        // hint keeps the table total anyway (and gives a new piece a sensible figure).
        _ => k.entry().value,
    }
}

/// How much a piece gains from standing near the centre (a piece in the middle of the
/// board gains the weight): the weight's index by kind, `None` for none.
fn centre_weight(k: Kind) -> Option<usize> {
    use Kind::*;
    match k {
        // Short-range pieces need the centre most.
        Knight | Camel | Giraffe | Elephant | Machine | Buffalo | AcedrexLion | ZanzibarLion
        | Prince | ChuLion | Duchess => Some(W::CENTRE_SHORT),
        Bishop | Vao | Unicornio | Gryphon | Rhinoceros | Ship | Archer => Some(W::CENTRE_LONG),
        Queen | Sorceress => Some(W::CENTRE_QUEEN),
        Rook | Cannon => Some(W::CENTRE_ROOK),
        Pawn | King => None,
    }
}

/// What the evaluation's piece loop does with a kind besides material and squares.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Class {
    King,
    Pawn,
    /// Cannons and the other hoppers: worth more on a full board.
    Hopper,
    Prince,
    Other,
}

/// Per-game tables, built once.
pub(crate) struct EvalTables {
    pub value: [i32; KIND_COUNT],
    /// The named weights (see `weights.rs`).
    w: [i32; W::W_COUNT],
    class: [Class; KIND_COUNT],
    /// Danger a piece of each kind brings to the enemy King per step of closeness.
    danger: [i32; KIND_COUNT],
    /// Mobility weight of each kind (0 for King and Pawn).
    mobility: [i32; KIND_COUNT],
    /// King-field attack units a piece of each kind brings.
    zone_units: [i32; KIND_COUNT],
    /// [colour][kind][square]: centralisation, development, and the advance of Pawns
    /// (and of Princes that promote).
    pst: Vec<[[i16; 144]; KIND_COUNT]>,
    /// [colour][kind][square]: the fitted piece-square bonuses of the game's weights file
    /// (middle game, ending); empty when it has none.
    psq_mg: Vec<[[i16; 144]; KIND_COUNT]>,
    psq_eg: Vec<[[i16; 144]; KIND_COUNT]>,
    /// [colour][square]: a passed Pawn's bonus there on a full board (it grows as pieces
    /// come off).
    passed: [[i16; 144]; 2],
    /// [colour][square]: King in the middle game (stay home) and ending (centralise).
    king_mg: [[i16; 144]; 2],
    king_eg: [[i16; 144]; 2],
    /// Centralisation of a square, 0 (corner) .. 16 (centre), for mop-up.
    centre: [i16; 144],
    /// Non-pawn material of both sides at the start (phase 1.0).
    start_npm: i32,
    /// KMF abdication / Tamerlane II succession: a Prince is a spare King.
    successor: bool,
    /// Grant Acedrex: stalemate and bare King win.
    baring: bool,
    /// Some weight of the attack maps' terms is not 0 (else they are not computed).
    active: bool,
    /// [colour]: the side's space area, the central files of its own half short of the
    /// middle (chess: c2-f4), where squares safe from enemy Pawns count as space.
    space_mask: [Squares; 2],
    /// Some weight of the Pawn structure is not 0.
    pawn_structure: bool,
    /// Some weight of the files at the King is not 0.
    king_files: bool,
    /// Some weight of the Rooks' files is not 0.
    rook_files: bool,
    /// Men (all pieces, Pawns and King too) of a side at the start.
    start_men: i32,
    /// The game's squares, and the frame's squares off its first and last frame files:
    /// Pawn attacks are these sets shifted (see [`pawn_sets`]).
    on_board: Squares,
    not_file0: Squares,
    not_file11: Squares,
    height: u8,
    width: u8,
}

pub(crate) fn tables(id: VariantId) -> &'static EvalTables {
    static ALL: OnceLock<Vec<EvalTables>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        VariantId::ALL
            .iter()
            .map(|&v| build(v, &Weights::tuned(v)))
            .collect()
    });
    &all[id as usize]
}

/// A game's tables from its weights.
pub(crate) fn build(id: VariantId, weights: &Weights) -> EvalTables {
    let v = id.variant();
    let (w, h) = (v.width as i32, v.height as i32);
    let value = weights.value;
    let ww = &weights.w;
    // Distances to the centre in half-squares so even-sized boards have an exact centre.
    let centre_of = |f: i32, r: i32| -> i32 {
        let dx = (2 * f - (w - 1)).abs();
        let dy = (2 * r - (h - 1)).abs();
        let max = w.max(h) - 1;
        // 0 at the edge .. 16 in the centre, whatever the board size.
        16 * (max - dx.max(dy)) / max.max(1)
    };
    // First relative rank where a Pawn may promote.
    let goal = v
        .promotion(Kind::Pawn)
        .map_or(v.height - 1, |p| p.zone_start)
        .max(1) as i32;
    // Pawns that may double-step from any rank (Perfect 12, KMF, Zanzibar) run faster.
    let fast_pawns = v.pawn_steps.iter().skip(2).any(|&s| s > 1);
    let prince_promotes = v.promotion(Kind::Prince).is_some();
    let mut pst = vec![[[0i16; 144]; KIND_COUNT]; 2];
    let mut space_mask = [Squares::default(); 2];
    let mut on_board = Squares::default();
    for sq in v.squares() {
        on_board.set(sidx(sq));
    }
    let (mut not_file0, mut not_file11) = (Squares::default(), Squares::default());
    for i in 0..144 {
        if i % 12 != 0 {
            not_file0.set(i);
        }
        if i % 12 != 11 {
            not_file11.set(i);
        }
    }
    let mut passed = [[0i16; 144]; 2];
    let mut king_mg = [[0i16; 144]; 2];
    let mut king_eg = [[0i16; 144]; 2];
    let mut centre = [0i16; 144];
    // The fitted tables are kept from White's side; Black's is their mirror across the
    // middle rank, as the games' setups are (and as `pst` is built).
    let fitted = !weights.psq.is_empty();
    let (mut psq_mg, mut psq_eg) = if fitted {
        (
            vec![[[0i16; 144]; KIND_COUNT]; 2],
            vec![[[0i16; 144]; KIND_COUNT]; 2],
        )
    } else {
        (Vec::new(), Vec::new())
    };
    for r in 0..h {
        for f in 0..w {
            let i = (r * 12 + f) as usize;
            let c = centre_of(f, r);
            centre[i] = c as i16;
            for color in [Color::White, Color::Black] {
                let rel = if color == Color::White { r } else { h - 1 - r };
                if (2..w - 2).contains(&f) && (1..h / 2).contains(&rel) {
                    space_mask[color.index()].set(i);
                }
                // Progress 0..=16 towards the promotion zone, and towards the last rank.
                let prog = (16 * rel / goal).clamp(0, 16);
                let prince_prog = 16 * rel / (h - 1);
                for k in Kind::ALL {
                    let mut s = centre_weight(k).map_or(0, |i| ww[i] * c / 16);
                    if k == Kind::Pawn {
                        // Central pawns claim space; advanced ones near promotion.
                        s = ww[W::PAWN_CENTRE] * c / 16 - ww[W::PAWN_CENTRE] / 2
                            + prog * prog * ww[W::PAWN_ADVANCE] / 128;
                    }
                    if k == Kind::Prince && prince_promotes {
                        // Zanzibar and Tamerlane II Princes promote on the last rank.
                        s += prince_prog * prince_prog * ww[W::PRINCE_ADVANCE] / 256;
                    }
                    // Pieces still on the back rank are undeveloped.
                    if rel == 0 && !matches!(k, Kind::King | Kind::Pawn | Kind::Rook) {
                        s -= ww[W::BACK_RANK];
                    }
                    pst[color.index()][k.index()][i] = s as i16;
                    if fitted {
                        let from = (rel * 12 + f) as usize;
                        psq_mg[color.index()][k.index()][i] =
                            weights.psq[crate::weights::psq_index(k, from, false)];
                        psq_eg[color.index()][k.index()][i] =
                            weights.psq[crate::weights::psq_index(k, from, true)];
                    }
                }
                let mut p = prog * prog * ww[W::PAWN_PASSED] / 192;
                if fast_pawns {
                    p = p * ww[W::PAWN_FAST_PASSED] / 64;
                }
                passed[color.index()][i] = p as i16;
                // Middle game: the King belongs on its first two ranks, off the centre.
                king_mg[color.index()][i] =
                    (-ww[W::KING_MG_RANK] * rel.min(4) - ww[W::KING_MG_CENTRE] * c) as i16;
                king_eg[color.index()][i] = (ww[W::KING_EG_CENTRE] * c) as i16;
            }
        }
    }
    let start = acedrex_rules::Position::start(id);
    let start_npm: i32 = start
        .pieces()
        .filter(|(_, p)| p.kind != Kind::Pawn)
        .map(|(_, p)| value[p.kind.index()])
        .sum();
    let mut class = [Class::Other; KIND_COUNT];
    let mut danger = [0; KIND_COUNT];
    let mut mobility = [0; KIND_COUNT];
    let mut zone_units = [0; KIND_COUNT];
    for k in Kind::ALL {
        mobility[k.index()] = centre_weight(k).map_or(0, |i| ww[W::MOBILITY + i - W::CENTRE_SHORT]);
        // Stronger pieces bring more: a Rook 3 units, a Queen 5, a Knight 2, a Pawn none.
        if !matches!(k, Kind::King | Kind::Pawn) {
            zone_units[k.index()] = (value[k.index()] / 170).clamp(1, 6);
        }
        // The catalogue's class, so a new hopper is one without a line here.
        class[k.index()] = match k.entry().class {
            acedrex_rules::Class::Royal => Class::King,
            acedrex_rules::Class::Pawn => Class::Pawn,
            acedrex_rules::Class::Hopper => Class::Hopper,
            acedrex_rules::Class::Prince => Class::Prince,
            _ => Class::Other,
        };
        // Strong pieces near the King are the dangerous ones; Pawns count as shelter.
        if !matches!(k, Kind::King | Kind::Pawn) {
            danger[k.index()] = ww[W::DANGER_BASE] + value[k.index()] * ww[W::DANGER_VALUE] / 6000;
        }
    }
    EvalTables {
        value,
        w: *ww,
        class,
        danger,
        mobility,
        zone_units,
        pst,
        psq_mg,
        psq_eg,
        passed,
        king_mg,
        king_eg,
        centre,
        start_npm: start_npm.max(1),
        successor: v.royal_special != acedrex_rules::RoyalSpecial::None,
        baring: v.bare_king || v.stalemate == StalemateRule::StalematedLoses,
        active: ww[W::MOBILITY..=W::SPACE].iter().any(|&x| x != 0),
        space_mask,
        pawn_structure: ww[W::PAWN_CONNECTED..=W::PAWN_DOUBLED]
            .iter()
            .any(|&x| x != 0),
        king_files: ww[W::KINGFILE_OPEN] != 0 || ww[W::KINGFILE_STORM] != 0,
        rook_files: ww[W::ROOK_OPEN] != 0 || ww[W::ROOK_SEMI_OPEN] != 0,
        start_men: start.piece_count(Color::White) as i32,
        on_board,
        not_file0,
        not_file11,
        height: v.height,
        width: v.width,
    }
}

impl EvalTables {
    #[inline]
    pub fn val(&self, k: Kind) -> i32 {
        self.value[k.index()]
    }

    /// Hoppers (Cannon) need screens: worth more on a crowded board. `phase` is 0..=256.
    #[inline]
    fn hopper_bonus(&self, phase: i32) -> i32 {
        self.w[W::HOPPER] * phase / 256
    }
}

/// Chebyshev distance between two squares given as (file, rank).
#[inline]
fn cheb((f1, r1): (i32, i32), (f2, r2): (i32, i32)) -> i32 {
    (f1 - f2).abs().max((r1 - r2).abs())
}

/// How far the attack maps' terms ([`activity`]) are taken to move a score at most: a
/// score this far outside the window is decided without them.
pub(crate) const LAZY_MARGIN: i32 = 300;

/// Evaluates `pos` for the side to move.
pub(crate) fn evaluate(pos: &Position, t: &EvalTables) -> i32 {
    evaluate_within(pos, t, -i32::MAX / 2, i32::MAX / 2).0
}

/// Evaluates `pos` for the side to move when the caller only needs to know how the score
/// compares with the window `alpha..beta`: when material and the other cheap terms put it
/// more than [`LAZY_MARGIN`] outside, the attack maps are skipped and the bound that
/// margin gives comes back with `false` (a score ≤ `alpha` or ≥ `beta`, not exact).
pub(crate) fn evaluate_within(
    pos: &Position,
    t: &EvalTables,
    alpha: i32,
    beta: i32,
) -> (i32, bool) {
    let kings = [pos.king_square(Color::White), pos.king_square(Color::Black)];
    let kfr = kings.map(|k| (k.file() as i32, k.rank() as i32));
    let mut mat = [0i32; 2];
    let mut npm = [0i32; 2];
    let mut pst = [0i32; 2];
    let mut hoppers = [0i32; 2];
    let mut princes = [0i32; 2];
    // King shelter (own pieces next to the King) and danger (enemy pieces near it).
    let mut shelter = [0i32; 2];
    let mut danger = [0i32; 2];
    // Pawns by file, a bit per rank: the passed-pawn test and the loop over Pawns.
    let mut pawn_files = [[0u16; 12]; 2];
    // The same Pawns as sets of squares, for the attack maps.
    let mut pawn_sq = [Squares::default(); 2];
    // Rooks by file, for the open-file terms.
    let mut rook_files = [[0u8; 12]; 2];
    // Each side's occupied squares, for the attack maps' set tables.
    let mut occ = [SquareSet::default(); 2];
    // The fitted piece-square bonuses: middle game and ending.
    let (mut psq_mg, mut psq_eg) = ([0i32; 2], [0i32; 2]);
    let psq = !t.psq_mg.is_empty();
    for (c, color) in [Color::White, Color::Black].into_iter().enumerate() {
        for (sq, p) in pos.pieces_of(color) {
            let k = p.kind.index();
            let i = sidx(sq);
            occ[c].set(i);
            if psq {
                psq_mg[c] += t.psq_mg[c][k][i] as i32;
                psq_eg[c] += t.psq_eg[c][k][i] as i32;
            }
            let class = t.class[k];
            if class == Class::King {
                continue;
            }
            // File and rank once: every term below needs them.
            let (f, r) = (sq.file() as i32, sq.rank() as i32);
            let v = t.value[k];
            mat[c] += v;
            pst[c] += t.pst[c][k][(r * 12 + f) as usize] as i32;
            match class {
                Class::Pawn => {
                    pawn_files[c][f as usize] |= 1 << r;
                    pawn_sq[c].set(i);
                }
                Class::Hopper => {
                    hoppers[c] += 1;
                    npm[c] += v;
                }
                Class::Prince => {
                    princes[c] += 1;
                    npm[c] += v;
                }
                _ => npm[c] += v,
            }
            if p.kind == Kind::Rook {
                rook_files[c][f as usize] += 1;
            }
            if cheb((f, r), kfr[c]) == 1 {
                shelter[c] += t.w[if class == Class::Pawn {
                    W::SHELTER_PAWN
                } else {
                    W::SHELTER_PIECE
                }];
            }
            let d = cheb((f, r), kfr[1 - c]);
            if d <= 3 {
                danger[1 - c] += (4 - d) * t.danger[k];
            }
        }
    }
    let phase = (256 * (npm[0] + npm[1]) / t.start_npm).clamp(0, 256);
    let mut score = [0i32; 2];
    for c in 0..2 {
        let ki = sidx(kings[c]);
        let king =
            (t.king_mg[c][ki] as i32 * phase + t.king_eg[c][ki] as i32 * (256 - phase)) / 256;
        let files = if t.king_files {
            king_files(t, c, kfr[c], &pawn_files)
        } else {
            0
        };
        let safety = (shelter[c].min(t.w[W::SHELTER_CAP]) - danger[c] - files) * phase / 256;
        let hop = hoppers[c] * t.hopper_bonus(phase);
        let fitted = (psq_mg[c] * phase + psq_eg[c] * (256 - phase)) / 256;
        score[c] = mat[c] + pst[c] + king + safety + hop + fitted;
        // A spare Prince is a spare King (KMF abdication, Tamerlane II succession): the
        // first one is worth much more than its moves, a second one little extra.
        if t.successor && princes[c] > 0 {
            score[c] += t.w[W::SUCCESSOR] + t.w[W::SUCCESSOR_SECOND] * (princes[c] - 1).min(1);
        }
        // Passed Pawns, worth more as pieces come off.
        score[c] += passed_pawns(t, c, &pawn_files) * (384 - phase) / 256;
        if t.pawn_structure {
            score[c] += pawn_structure(t, c, &pawn_files[c]);
        }
        if t.rook_files {
            score[c] += rooks_on_files(t, c, &rook_files[c], &pawn_files);
        }
    }
    let (w, b) = (0usize, 1usize);
    let mut total = score[w] - score[b];

    // Endings: the side ahead drives the other King to the edge and brings its own King
    // closer, so that won endings get won rather than shuffled (all games), and in Grant
    // Acedrex heads for the bare King or stalemate, which win outright.
    let lead = mat[w] - mat[b];
    if lead.abs() >= 250 {
        let (strong, weak) = if lead > 0 { (w, b) } else { (b, w) };
        let weak_king = kings[weak];
        let mut bonus = 0;
        if phase < 128 {
            bonus += (16 - t.centre[sidx(weak_king)] as i32) * t.w[W::MOP_EDGE];
            bonus += (12 - cheb(kfr[strong], kfr[weak])) * t.w[W::MOP_NEAR];
        }
        if t.baring {
            // Fewer enemy pieces left means closer to a bare King.
            let left = pos.piece_count(if weak == 0 {
                Color::White
            } else {
                Color::Black
            }) - 1;
            if left <= 4 {
                bonus += t.w[W::BARE + left];
            }
        }
        total += if strong == w { bonus } else { -bonus };
    }
    let stm = pos.side_to_move();
    let sign = if stm == Color::White { 1 } else { -1 };
    // A small bonus for having the move.
    let cheap = sign * total + t.w[W::TEMPO];
    let scale = drawish_scale(t, &mat, &npm, &pawn_files, &princes);
    if !t.active {
        return (cheap * scale / 64, true);
    }
    // A scaled ending (rare) takes no lazy exit: its margin would be the unscaled one.
    if scale == 64 {
        if cheap - LAZY_MARGIN >= beta {
            return (cheap - LAZY_MARGIN, false);
        }
        if cheap + LAZY_MARGIN <= alpha {
            return (cheap + LAZY_MARGIN, false);
        }
    }
    let acts = activity(pos, t, &kfr, &pawn_sq, &Occupancy::new(occ));
    let active = [0, 1].map(|c| {
        // Attacks on the King's field count once two pieces take part.
        let field = if acts.zone_attackers[c] >= 2 {
            (acts.zone_units[c] * acts.zone_units[c] * t.w[W::KING_ZONE] / 64).min(LAZY_MARGIN)
        } else {
            0
        };
        acts.mobility[c] + acts.threats[c] + (acts.space[c] - field) * phase / 256
    });
    ((cheap + sign * (active[0] - active[1])) * scale / 64, true)
}

/// How much of the score an ending keeps, in 64ths: 64 but where the side ahead in
/// material has no Pawn left and leads by little more than a Bishop's worth of pieces
/// while the other side still has one. Such endings are mostly drawn however large the lead
/// looks (a Knight and an Elephant against a Cannon, a Rook against a Bishop), so the
/// score shrinks towards 0 instead of promising a win the pieces cannot force:
/// Stockfish's scale factors for endings without Pawns (0, 4 and 14 of 64; a little more
/// here, since a few of our lesser pieces can help their King mate). Not where a bare
/// King or stalemate loses (Grant Acedrex): there a small lead wins outright; nor with a
/// Prince on the side ahead, or a lone King on the other side (no material at all).
fn drawish_scale(
    t: &EvalTables,
    mat: &[i32; 2],
    npm: &[i32; 2],
    pawn_files: &[[u16; 12]; 2],
    princes: &[i32; 2],
) -> i32 {
    if t.baring || mat[0] == mat[1] {
        return 64;
    }
    let (strong, weak) = if mat[0] > mat[1] { (0, 1) } else { (1, 0) };
    // A Prince moves as a King does and, beside its King, can force mate.
    let pawn_or_prince = pawn_files[strong].iter().any(|&f| f != 0) || princes[strong] > 0;
    let (minor, rook) = (t.value[Kind::Bishop.index()], t.value[Kind::Rook.index()]);
    // A Bishop and a quarter of the way to a Rook: a Rook against a Bishop, or a Knight
    // and an Elephant against Shako's (cheap) Cannon, but not a Queen against a Rook.
    let small = minor + (rook - minor) / 4;
    if pawn_or_prince || npm[strong] - npm[weak] > small || mat[weak] == 0 {
        return 64;
    }
    if npm[strong] < rook {
        4
    } else if npm[weak] <= minor {
        8
    } else {
        16
    }
}

/// The game's phase as the evaluation counts it: 256 with all the pieces but Pawns and
/// Kings on the board, falling to 0 as they come off.
pub(crate) fn phase(pos: &Position, t: &EvalTables) -> i32 {
    let npm: i32 = pos
        .pieces()
        .filter(|(_, p)| !matches!(t.class[p.kind.index()], Class::King | Class::Pawn))
        .map(|(_, p)| t.value[p.kind.index()])
        .sum();
    (256 * npm / t.start_npm).clamp(0, 256)
}

/// What the attack maps say, per side.
struct Activity {
    /// Mobility bonus.
    mobility: [i32; 2],
    /// Bonus for the side's attacks on enemy pieces.
    threats: [i32; 2],
    /// Attack units against the side's King field, and how many enemy pieces bring them.
    zone_units: [i32; 2],
    zone_attackers: [i32; 2],
    /// Space bonus.
    space: [i32; 2],
}

/// 16·√n, for mobility that grows fast at first and then slowly.
const SQRT16: [i32; 64] = {
    let mut t = [0i32; 64];
    let mut n = 0;
    while n < 64 {
        // The integer square root of 256·n.
        let mut r = 0;
        while (r + 1) * (r + 1) <= 256 * n {
            r += 1;
        }
        t[n as usize] = r;
        n += 1;
    }
    t
};

/// Mobility, threats and attacks on the King fields: the Pawns' attacks first, from the
/// Pawn sets `pawn_sq` ([`pawn_sets`]), so that the others' mobility can leave out the
/// squares enemy Pawns guard; then one pass over every other piece's attacks
/// ([`Position::piece_attacks`]).
fn activity(
    pos: &Position,
    t: &EvalTables,
    kfr: &[(i32, i32); 2],
    pawn_sq: &[Squares; 2],
    occ: &Occupancy,
) -> Activity {
    // Per side: squares it attacks, squares its Pawns attack, and its pieces attacked by
    // a cheaper one (found while walking the attacker, so no per-square cheapest value
    // is kept). Bit sets on the 144 frame squares: nothing to clear but 18 words.
    let mut att = [Squares::default(); 2];
    // The Kings' own attacks, kept apart until the field's weak squares (guarded by no
    // other piece) are counted, then added to `att`.
    let mut king_att = [Squares::default(); 2];
    let mut pawn_att = [Squares::default(); 2];
    let mut lesser = [Squares::default(); 2];
    // The squares up to three ranks behind each side's Pawns: only the space term reads
    // them, so they are not gathered while its weight is 0.
    let space_on = t.w[W::SPACE] != 0;
    let mut behind = [Squares::default(); 2];
    // The squares next to each King, and its own.
    let mut zone = [Squares::default(); 2];
    for c in 0..2 {
        let (kf, kr) = kfr[c];
        for r in (kr - 1).max(0)..=(kr + 1).min(11) {
            for f in (kf - 1).max(0)..=(kf + 1).min(11) {
                zone[c].set((r * 12 + f) as usize);
            }
        }
    }
    let colors = [Color::White, Color::Black];
    // Safe checks need the squares each kind may go to, by side: only gathered while
    // their weight is not 0.
    let checks_on = t.w[W::SAFE_CHECK] != 0;
    // So do the threats against the Queen.
    let queen_on = t.w[W::THREAT_QUEEN] != 0;
    let mut reach_k = [[Squares::default(); KIND_COUNT]; 2];
    let mut kinds = [0u32; 2];
    // An attack by a piece worth `v` on `to`: an enemy piece there worth more is
    // threatened by a lesser one.
    let by_lesser = |to: Square, v: i32, lesser: &mut Squares| {
        if let Some(p) = pos.piece_at(to) {
            let k = p.kind.index();
            if t.value[k] > v && t.class[k] != Class::King {
                lesser.set(sidx(to));
            }
        }
    };
    // Pawns: their attacks and the squares behind them as shifted sets (every Pawn
    // attacks the two squares diagonally ahead that are on the board). A Pawn attacking
    // a dearer piece needs no `lesser` mark: the threat by a Pawn is counted first.
    for c in 0..2 {
        let (att_p, behind_p) = pawn_sets(t, c, &pawn_sq[c], space_on);
        att[c] = att_p;
        pawn_att[c] = att_p;
        behind[c] = behind_p;
    }
    let mut a = Activity {
        mobility: [0; 2],
        threats: [0; 2],
        zone_units: [0; 2],
        zone_attackers: [0; 2],
        space: [0; 2],
    };
    for (c, color) in colors.into_iter().enumerate() {
        for (from, p) in pos.pieces_of(color) {
            let k = p.kind.index();
            let class = t.class[k];
            if class == Class::Pawn {
                continue;
            }
            let v = if class == Class::King {
                i32::MAX
            } else {
                t.value[k]
            };
            let (mut n, mut hits) = (0usize, 0i32);
            let att_c = if class == Class::King {
                &mut king_att[c]
            } else {
                &mut att[c]
            };
            let (lesser_c, enemy_pawns, enemy_zone) =
                (&mut lesser[c], &pawn_att[1 - c], &zone[1 - c]);
            let gather = (checks_on || queen_on) && class != Class::King;
            kinds[c] |= u32::from(gather) << k;
            let reach_c = &mut reach_k[c][k];
            // Most kinds' attacks come as sets; the walk gives the same for the others.
            if let Some((attacked, reached)) = pos.piece_attack_sets(from, occ) {
                *att_c = att_c.or(&attacked);
                hits = attacked.and(enemy_zone).count();
                // Attacked and reached: an enemy piece stands there.
                for i in attacked.and(&reached).and(&occ.sides[1 - c]).iter() {
                    if let Some(to) = Square::from_index(i) {
                        by_lesser(to, v, lesser_c);
                    }
                }
                n = reached.and_not(enemy_pawns).count() as usize;
                if gather {
                    *reach_c = reach_c.or(&reached);
                }
            } else {
                pos.piece_attacks(from, |to, attack, reach| {
                    let i = sidx(to);
                    if attack {
                        att_c.set(i);
                        hits += enemy_zone.has(i) as i32;
                        // Reached and attacked: an enemy piece stands there, or nothing.
                        if reach {
                            by_lesser(to, v, lesser_c);
                        }
                    }
                    n += (reach && !enemy_pawns.has(i)) as usize;
                    if gather && reach {
                        reach_c.set(i);
                    }
                });
            }
            a.mobility[c] += t.mobility[k] * SQRT16[n.min(63)] / 16;
            if hits > 0 && class != Class::King {
                a.zone_attackers[1 - c] += 1;
                a.zone_units[1 - c] += t.zone_units[k] + hits;
            }
        }
    }
    // Weak squares of each King's field: attacked by the enemy, guarded by nothing of
    // its side but the King.
    if t.w[W::KING_WEAK] != 0 {
        for c in 0..2 {
            let weak = zone[c].and(&att[1 - c]).and_not(&att[c]).count();
            a.zone_units[c] += weak * t.w[W::KING_WEAK];
        }
    }
    for c in 0..2 {
        att[c] = att[c].or(&king_att[c]);
    }
    // Safe checks: for each kind of the side's pieces, a square one of them may go to
    // from which that kind attacks the enemy King, and that no enemy piece attacks.
    if checks_on {
        for (c, color) in colors.into_iter().enumerate() {
            let e = 1 - c;
            let king = pos.king_square(colors[e]);
            let mut n = 0;
            let mut left = kinds[c];
            while left != 0 {
                let k = left.trailing_zeros() as usize;
                left &= left - 1;
                let mut safe = false;
                pos.attack_origins(king, color, Kind::ALL[k], |s| {
                    let i = sidx(s);
                    safe |= reach_k[c][k].has(i) && !att[e].has(i);
                });
                n += i32::from(safe);
            }
            if n > 0 {
                a.zone_units[e] += n * t.w[W::SAFE_CHECK];
                a.zone_attackers[e] += 1;
            }
        }
    }
    // Threats against the Queen: for each enemy piece worth more than a Rook and each
    // kind of the side's lesser pieces, the squares one of them may go to from which it
    // would attack that piece, where the enemy cannot take it cheaply: no enemy Pawn
    // attacks the square, and if the enemy attacks it at all, two of the side's pieces
    // do (the one that goes there and a defender; asked only of these few squares).
    if queen_on {
        let rook = t.val(Kind::Rook);
        let value = |k: Kind| t.val(k);
        for (c, color) in colors.into_iter().enumerate() {
            let e = 1 - c;
            let mut n = 0;
            for (at, p) in pos.pieces_of(colors[e]) {
                let x = p.kind.index();
                if t.value[x] <= rook || t.class[x] == Class::King {
                    continue;
                }
                let mut left = kinds[c];
                while left != 0 {
                    let k = left.trailing_zeros() as usize;
                    left &= left - 1;
                    if t.value[k] >= t.value[x] {
                        continue;
                    }
                    pos.attack_origins(at, color, Kind::ALL[k], |s| {
                        let i = sidx(s);
                        if !reach_k[c][k].has(i) || pawn_att[e].has(i) {
                            return;
                        }
                        let defended = || match pos.least_attacker(s, color, &[], value) {
                            Ok(Some((first, _))) => {
                                matches!(pos.least_attacker(s, color, &[first], value), Ok(Some(_)))
                            }
                            _ => false,
                        };
                        n += i32::from(!att[e].has(i) || defended());
                    });
                }
            }
            a.threats[c] += n * t.w[W::THREAT_QUEEN];
        }
    }
    // Space (in the middle game, with most men on the board): squares of the side's
    // space area that no enemy Pawn attacks and no own Pawn stands on, and again those
    // of them behind its Pawns that no enemy piece attacks.
    if space_on {
        for (c, color) in colors.into_iter().enumerate() {
            let safe = t.space_mask[c]
                .and_not(&pawn_sq[c])
                .and_not(&pawn_att[1 - c]);
            let bonus = safe.count() + safe.and(&behind[c]).and_not(&att[1 - c]).count();
            let men = pos.piece_count(color) as i32;
            let f = (16 * (men - 3) / (t.start_men - 3).max(1)).clamp(0, 16);
            a.space[c] = t.w[W::SPACE] * bonus * f * f / 256;
        }
    }
    // Threats by a Pawn push: enemy pieces a Pawn would attack after a single step onto
    // a safe square (empty, not attacked by an enemy Pawn, guarded if the enemy attacks
    // it). Single steps only: the games' longer first steps differ.
    if t.w[W::THREAT_PUSH] != 0 {
        for (c, color) in colors.into_iter().enumerate() {
            let e = 1 - c;
            let step = if c == 0 {
                pawn_sq[c].shl(12)
            } else {
                pawn_sq[c].shr(12)
            };
            let safe = step
                .and(&t.on_board)
                .and_not(&occ.all)
                .and_not(&pawn_att[e])
                .and_not(&att[e].and_not(&att[c]));
            let (hit, _) = pawn_sets(t, c, &safe, false);
            // The enemy's pieces there, less its King if a step would check it.
            let n = hit.and(&occ.sides[e]).and_not(&pawn_sq[e]).count()
                - i32::from(hit.has(sidx(pos.king_square(!color))));
            a.threats[c] += n * t.w[W::THREAT_PUSH];
        }
    }
    // Threats: enemy pieces attacked by a Pawn or a cheaper piece, or not defended.
    for (c, color) in colors.into_iter().enumerate() {
        let e = 1 - c;
        for (at, p) in pos.pieces_of(!color) {
            let k = p.kind.index();
            let i = sidx(at);
            if !att[c].has(i) || t.class[k] == Class::King {
                continue;
            }
            if pawn_att[c].has(i) && t.class[k] != Class::Pawn {
                a.threats[c] += t.w[W::THREAT_PAWN];
            } else if lesser[c].has(i) {
                a.threats[c] += t.w[W::THREAT_LESSER];
            }
            if !att[e].has(i) {
                a.threats[c] += t.w[W::THREAT_HANGING];
            }
        }
    }
    a
}

/// Side `c`'s Pawn attacks (the squares diagonally ahead of its Pawns `pawns`, on the
/// board) and, when `behind` is asked for, the squares one to three ranks behind them:
/// what walking each Pawn gives, from a few word shifts of the frame's rank-major sets.
fn pawn_sets(t: &EvalTables, c: usize, pawns: &Squares, behind: bool) -> (Squares, Squares) {
    let (ahead_left, ahead_right, back) = if c == 0 {
        // White: +11 is a file left and a rank up, +13 a file right; a Pawn on the first
        // frame file wraps to the last one under +11, and under +13 from the last to the
        // first, which the masks take off.
        (
            pawns.shl(11),
            pawns.shl(13),
            [pawns.shr(12), pawns.shr(24), pawns.shr(36)],
        )
    } else {
        (
            pawns.shr(13),
            pawns.shr(11),
            [pawns.shl(12), pawns.shl(24), pawns.shl(36)],
        )
    };
    let att = ahead_left
        .and(&t.not_file11)
        .or(&ahead_right.and(&t.not_file0))
        .and(&t.on_board);
    let behind = if behind {
        back[0].or(&back[1]).or(&back[2]).and(&t.on_board)
    } else {
        Squares::default()
    };
    (att, behind)
}

/// Sets of the 144 frame squares: the attack maps set and test a square at every square a
/// piece attacks.
pub(crate) use acedrex_rules::SquareSet as Squares;

/// The full-board bonus of side `c`'s passed Pawns: no enemy Pawn ahead on the Pawn's
/// file or the files beside it. `pawn_files` has a bit per rank for each side and file.
fn passed_pawns(t: &EvalTables, c: usize, pawn_files: &[[u16; 12]; 2]) -> i32 {
    let width = t.width as usize;
    let (own, enemy) = (&pawn_files[c], &pawn_files[1 - c]);
    let mut s = 0;
    for f in 0..width {
        let mut pawns = own[f];
        if pawns == 0 {
            continue;
        }
        let near = enemy[f.saturating_sub(1)] | enemy[f] | enemy[(f + 1).min(width - 1)];
        while pawns != 0 {
            let r = pawns.trailing_zeros();
            pawns &= pawns - 1;
            let ahead: u16 = if c == 0 {
                !((2u32 << r) - 1) as u16
            } else {
                ((1u32 << r) - 1) as u16
            };
            if near & ahead == 0 {
                s += t.passed[c][r as usize * 12 + f] as i32;
            }
        }
    }
    s
}

/// What the files at side `c`'s King cost it: [`W::KINGFILE_OPEN`] for each of its file
/// and the two beside it with no own Pawn ahead of the King, [`W::KINGFILE_STORM`] ×
/// (4 − d) for the nearest enemy Pawn ahead on each within d ≤ 3 ranks. `pawn_files` has
/// a bit per rank for each side and file.
fn king_files(t: &EvalTables, c: usize, (kf, kr): (i32, i32), pawn_files: &[[u16; 12]; 2]) -> i32 {
    let last = t.width as i32 - 1;
    // The ranks ahead of the King, from its side.
    let ahead: u16 = if c == 0 {
        !((2u32 << kr) - 1) as u16
    } else {
        ((1u32 << kr) - 1) as u16
    };
    let mut cost = 0;
    for f in (kf - 1).max(0)..=(kf + 1).min(last) {
        if pawn_files[c][f as usize] & ahead == 0 {
            cost += t.w[W::KINGFILE_OPEN];
        }
        let enemy = pawn_files[1 - c][f as usize] & ahead;
        if enemy != 0 {
            // The enemy Pawn nearest the King on this file.
            let er = if c == 0 {
                enemy.trailing_zeros() as i32
            } else {
                15 - enemy.leading_zeros() as i32
            };
            let d = (er - kr).abs();
            if d <= 3 {
                cost += t.w[W::KINGFILE_STORM] * (4 - d);
            }
        }
    }
    cost
}

/// Side `c`'s Rooks on open files ([`W::ROOK_OPEN`]: no Pawn on it) and half-open ones
/// ([`W::ROOK_SEMI_OPEN`]: only enemy Pawns). `rooks` counts its Rooks by file.
fn rooks_on_files(t: &EvalTables, c: usize, rooks: &[u8; 12], pawn_files: &[[u16; 12]; 2]) -> i32 {
    let mut s = 0;
    for f in 0..t.width as usize {
        let n = i32::from(rooks[f]);
        if n == 0 || pawn_files[c][f] != 0 {
            continue;
        }
        s += n * if pawn_files[1 - c][f] == 0 {
            t.w[W::ROOK_OPEN]
        } else {
            t.w[W::ROOK_SEMI_OPEN]
        };
    }
    s
}

/// Side `c`'s Pawn structure: connected Pawns (beside or defended by another, more as
/// they advance), isolated and doubled ones. `own` has a bit per rank for each file.
fn pawn_structure(t: &EvalTables, c: usize, own: &[u16; 12]) -> i32 {
    let width = t.width as usize;
    let h = t.height as u32;
    let mut s = 0;
    for f in 0..width {
        let mut pawns = own[f];
        if pawns == 0 {
            continue;
        }
        let n = pawns.count_ones() as i32;
        s -= (n - 1) * t.w[W::PAWN_DOUBLED];
        let beside = if f > 0 { own[f - 1] } else { 0 } | own.get(f + 1).copied().unwrap_or(0);
        if beside == 0 {
            s -= n * t.w[W::PAWN_ISOLATED];
            continue;
        }
        while pawns != 0 {
            let r = pawns.trailing_zeros();
            pawns &= pawns - 1;
            // Beside it, or defending it from one rank behind.
            let behind = if c == 0 { r.wrapping_sub(1) } else { r + 1 };
            let mut near = 1u16 << r;
            if behind < h {
                near |= 1 << behind;
            }
            if beside & near != 0 {
                let rel = if c == 0 { r } else { h - 1 - r } as i32;
                s += t.w[W::PAWN_CONNECTED] * (2 + rel) / 4;
            }
        }
    }
    s
}

/// True when the side has pieces besides King and Pawns (null move is unsafe otherwise).
pub(crate) fn has_pieces(pos: &Position, color: Color) -> bool {
    pos.pieces_of(color)
        .any(|(_, p)| !matches!(p.kind, Kind::King | Kind::Pawn))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_balanced() {
        for id in VariantId::ALL {
            let p = Position::start(id);
            let e = evaluate(&p, tables(id));
            // Level but for the move: exactly the bonus for having it.
            assert_eq!(e, tables(id).w[W::TEMPO], "{id}");
        }
    }

    /// `fen` with the ranks in reverse order, the colours swapped and the other side to
    /// move; no castling or en passant (their squares would need mirroring too).
    fn mirrored(fen: &str) -> String {
        let f: Vec<&str> = fen.split(' ').collect();
        let swap = |c: char| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        };
        let ranks: Vec<String> = f[0]
            .split('/')
            .rev()
            .map(|r| r.chars().map(swap).collect())
            .collect();
        let side = if f[1] == "w" { "b" } else { "w" };
        format!("{} {side} - - {} {}", ranks.join("/"), f[4], f[5])
    }

    #[test]
    fn the_evaluation_is_the_same_for_either_colour() {
        // A colour's tables read with the other's ranks, or a term that counts one side's
        // men twice, would score a position and its mirror image differently: positions
        // from 80 plies of random play in each game, the side to move's score in both.
        // The game's own numbers, and the same with every term a game may leave off (at
        // 0) switched on.
        let all_on = |id: VariantId| {
            let mut w = Weights::tuned(id);
            for (i, x) in [
                (W::SPACE, 3),
                (W::PAWN_CONNECTED, 4),
                (W::PAWN_ISOLATED, 10),
                (W::PAWN_DOUBLED, 12),
                (W::SAFE_CHECK, 4),
                (W::KINGFILE_OPEN, 20),
                (W::KINGFILE_STORM, 8),
                (W::KING_WEAK, 2),
                (W::ROOK_OPEN, 25),
                (W::ROOK_SEMI_OPEN, 12),
            ] {
                w.w[i] = x;
            }
            build(id, &w)
        };
        for (id, t) in VariantId::ALL
            .into_iter()
            .flat_map(|id| [(id, build(id, &Weights::tuned(id))), (id, all_on(id))])
        {
            let t = &t;
            for (ply, pos) in random_game(id, 0x2545_f491_4f6c_dd1d, 80).enumerate() {
                let fen = pos.fen();
                let f: Vec<&str> = fen.split(' ').collect();
                let plain = format!("{} {} - - {} {}", f[0], f[1], f[4], f[5]);
                let a = Position::from_fen(id, &plain).expect("the game's own position");
                let b = Position::from_fen(id, &mirrored(&plain)).expect("its mirror image");
                assert_eq!(evaluate(&a, t), evaluate(&b, t), "{id}, ply {ply}: {plain}");
            }
        }
    }

    /// Endings without Pawns where the side ahead cannot force a win score near 0, as
    /// Fairy-Stockfish scored the Shako ending our engine called five Pawns up for a
    /// hundred plies; a Pawn left, a lone King, or Grant Acedrex's baring rule keep the
    /// whole lead.
    #[test]
    fn pawnless_endings_with_a_small_lead_are_scored_as_drawish() {
        let eval = |id: VariantId, fen: &str| {
            evaluate(
                &Position::from_fen(id, fen).expect("a valid position"),
                tables(id),
            )
        };
        let shako = VariantId::Shako;
        let pawn = tables(shako).val(Kind::Pawn);
        // Black: a Knight and an Elephant against White's Cannon (White to move).
        let knight_elephant = eval(shako, "10/10/10/6k3/4n5/4e5/8K1/10/10/C9 w - - 0 80");
        assert!(knight_elephant.abs() < 2 * pawn, "{knight_elephant}");
        // The same with a Black Pawn: a lead worth playing for.
        let with_pawn = eval(shako, "10/10/10/6k3/4n5/4e5/8K1/5p4/10/C9 w - - 0 80");
        assert!(with_pawn < -5 * pawn, "{with_pawn}");
        // Chess: a Rook against a Bishop, then against a lone King.
        let chess = VariantId::Chess;
        let rook_bishop = eval(chess, "8/8/3bk3/8/8/3RK3/8/8 w - - 0 60");
        assert!((0..60).contains(&rook_bishop), "{rook_bishop}");
        let rook_alone = eval(chess, "8/8/4k3/8/8/3RK3/8/8 w - - 0 60");
        assert!(rook_alone > 400, "{rook_alone}");
        // A Queen against a Rook wins: no scaling.
        let queen_rook = eval(chess, "8/8/3rk3/8/8/3QK3/8/8 w - - 0 60");
        assert!(queen_rook > 300, "{queen_rook}");
        // Grant Acedrex, a Rook against a Giraffe: a bare King loses, so the lead stands.
        let ga = eval(
            VariantId::GrantAcedrex,
            "12/12/12/12/5z6/12/6k5/12/12/5RK5/12/12 w - - 0 60",
        );
        assert!(ga > 200, "{ga}");
    }

    /// A chess position from its text.
    fn chess(fen: &str) -> Position {
        Position::from_fen(VariantId::Chess, fen).expect("a valid position")
    }

    /// The attack maps' terms of a chess position, with the default weights.
    fn acts(fen: &str) -> Activity {
        acts_weighted(fen, &[])
    }

    /// Chess's tables with some of its default weights set to other numbers.
    fn chess_with(weights: &[(usize, i32)]) -> EvalTables {
        let mut w = Weights::defaults(VariantId::Chess);
        for &(i, x) in weights {
            w.w[i] = x;
        }
        build(VariantId::Chess, &w)
    }

    /// [`acts`] with some of chess's default weights set to other numbers.
    fn acts_weighted(fen: &str, weights: &[(usize, i32)]) -> Activity {
        let t = chess_with(weights);
        let p = chess(fen);
        let kfr = [Color::White, Color::Black].map(|c| {
            let k = p.king_square(c);
            (k.file() as i32, k.rank() as i32)
        });
        activity(&p, &t, &kfr, &pawn_squares(&p), &p.occupancy())
    }

    /// The positions after each of up to `plies` random moves from the start of game `id`
    /// (a linear congruential generator from `seed`), until a side has no move.
    fn random_game(id: VariantId, mut seed: u64, plies: usize) -> impl Iterator<Item = Position> {
        let mut pos = Position::start(id);
        (0..plies).map_while(move |_| {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return None;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            pos.play(moves[(seed >> 33) as usize % moves.len()]);
            Some(pos.clone())
        })
    }

    /// Each side's Pawns as sets, as the evaluation gathers them.
    fn pawn_squares(p: &Position) -> [Squares; 2] {
        [Color::White, Color::Black].map(|c| {
            let mut s = Squares::default();
            for (sq, x) in p.pieces_of(c) {
                if x.kind == Kind::Pawn {
                    s.set(sidx(sq));
                }
            }
            s
        })
    }

    /// The shifted sets give what walking each Pawn gives: the squares it attacks, and
    /// the squares one to three ranks behind it on the board, in every game, Pawns on
    /// every file and rank included.
    #[test]
    fn pawn_sets_are_the_walk() {
        for id in VariantId::ALL {
            let t = tables(id);
            let (w, h) = (t.width as i32, t.height as i32);
            for (ply, p) in random_game(id, 0x9e37_79b9_7f4a_7c15, 60).enumerate() {
                let pawns = pawn_squares(&p);
                for (c, color) in [Color::White, Color::Black].into_iter().enumerate() {
                    let (mut att, mut behind) = (Squares::default(), Squares::default());
                    for (sq, x) in p.pieces_of(color) {
                        if x.kind != Kind::Pawn {
                            continue;
                        }
                        p.piece_attacks(sq, |to, attack, _| {
                            if attack {
                                att.set(sidx(to));
                            }
                        });
                        let (f, r) = (sq.file() as i32, sq.rank() as i32);
                        for s in 1..=3 {
                            let rr = if c == 0 { r - s } else { r + s };
                            if (0..h).contains(&rr) {
                                behind.set((rr * 12 + f) as usize);
                            }
                        }
                    }
                    let (a, b) = pawn_sets(t, c, &pawns[c], true);
                    assert_eq!(a, att, "{id}, ply {ply}, {color:?}: {p:?}");
                    assert_eq!(b, behind, "{id}, ply {ply}, {color:?}: {p:?}");
                }
            }
            // Pawns on every square of the frame's edges and corners of the board, of
            // both colours: nothing wraps round a file or beyond the last rank.
            for c in 0..2 {
                let mut all = Squares::default();
                for r in 0..h {
                    for f in 0..w {
                        all.set((r * 12 + f) as usize);
                    }
                }
                let (a, b) = pawn_sets(t, c, &all, true);
                let fwd = if c == 0 { 1 } else { -1 };
                let mut want = Squares::default();
                for r in 0..h {
                    for f in 0..w {
                        let rr = r + fwd;
                        for ff in [f - 1, f + 1] {
                            if (0..h).contains(&rr) && (0..w).contains(&ff) {
                                want.set((rr * 12 + ff) as usize);
                            }
                        }
                    }
                }
                assert_eq!(a, want, "{id}, colour {c}");
                let back: Vec<i32> = if c == 0 {
                    (0..h - 1).collect()
                } else {
                    (1..h).collect()
                };
                let mut want = Squares::default();
                for r in back {
                    for f in 0..w {
                        want.set((r * 12 + f) as usize);
                    }
                }
                assert_eq!(b, want, "{id}, colour {c}");
            }
        }
    }

    #[test]
    fn a_piece_a_pawn_attacks_and_a_loose_piece_are_threats() {
        // The default weights, as `acts` uses (chess plays with fitted ones).
        let t = &chess_with(&[]);
        // The Knight on e5 defended by d4, attacked by the Pawn on d6.
        let a = acts("4k3/8/3p4/4N3/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(a.threats[1], t.w[W::THREAT_PAWN]);
        assert_eq!(a.threats[0], 0);
        // Undefended and attacked by the Rook: cheaper than a Queen, and loose.
        let a = acts("4k3/8/8/4q3/8/8/8/R3K2R w - - 0 1");
        assert_eq!(a.threats[0], 0, "the Queen on e5 is not attacked");
        let a = acts("4k3/8/8/q7/8/8/8/R3K3 w - - 0 1");
        assert_eq!(a.threats[0], t.w[W::THREAT_LESSER] + t.w[W::THREAT_HANGING]);
        // The Rook is attacked by the Queen too: loose, but by a dearer piece.
        assert_eq!(a.threats[1], t.w[W::THREAT_HANGING]);
    }

    #[test]
    fn space_counts_safe_central_squares_and_those_behind_the_pawns() {
        let space = |fen: &str| acts_weighted(fen, &[(W::SPACE, 1)]).space;
        // The start: c3-f4 for each side (c2-f2 hold Pawns), all men on the board.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(space(start), [8, 8]);
        // After e4, e2 is free and e2, e3 lie behind the Pawn unattacked: 8 + 2; the
        // Pawn takes d5 and f5 from Black.
        let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(space(e4), [10, 6]);
        // A Black Pawn on d5 attacks e4 and c4: two squares fewer for White.
        let d5 = "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(space(d5)[0], 6);
    }

    #[test]
    fn pawn_structure_rewards_connected_and_punishes_isolated_and_doubled_pawns() {
        let mut w = Weights::defaults(VariantId::Chess);
        w.w[W::PAWN_CONNECTED] = 4;
        w.w[W::PAWN_ISOLATED] = 10;
        w.w[W::PAWN_DOUBLED] = 20;
        let t = build(VariantId::Chess, &w);
        // a2 b2 side by side (3 each on the second rank), d2 isolated, f2 f3 doubled and
        // isolated.
        let mut own = [0u16; 12];
        for (f, r) in [(0, 1), (1, 1), (3, 1), (5, 1), (5, 2)] {
            own[f] |= 1 << r;
        }
        assert_eq!(pawn_structure(&t, 0, &own), 3 + 3 - 10 - 20 - 20);
        // The same Pawns for Black (mirrored ranks): a7 b7 on Black's second rank.
        let mut mirrored = [0u16; 12];
        for (f, r) in [(0, 6), (1, 6), (3, 6), (5, 6), (5, 5)] {
            mirrored[f] |= 1 << r;
        }
        assert_eq!(pawn_structure(&t, 1, &mirrored), 3 + 3 - 10 - 20 - 20);
        // A Pawn defended from behind on the next file counts as connected too.
        let mut chain = [0u16; 12];
        chain[2] |= 1 << 1; // c2
        chain[3] |= 1 << 2; // d3
        assert_eq!(pawn_structure(&t, 0, &chain), 4 * 4 / 4);
    }

    #[test]
    fn an_open_rook_is_more_mobile_and_pawn_guarded_squares_do_not_count() {
        let open = acts("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1");
        let shut = acts("4k3/8/8/3p4/2pRp3/3p4/8/4K3 w - - 0 1");
        assert!(open.mobility[0] > shut.mobility[0]);
        // Four captures, but c4, e4 and d3 are guarded by Pawns: one square's worth (the
        // King's moves do not count).
        // The default weights, as `acts` uses (chess plays with fitted ones).
        let t = &chess_with(&[]);
        let rook = t.mobility[Kind::Rook.index()];
        assert_eq!(shut.mobility[0], rook * SQRT16[1] / 16);
    }

    #[test]
    fn attacks_on_the_king_field_count_from_two_pieces() {
        // The Queen alone on the King's field: no units yet.
        let one = acts("6k1/8/6Q1/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(one.zone_attackers[1], 1);
        let two = acts("6k1/8/6Q1/8/8/8/8/4K2R b - - 0 1");
        assert_eq!(two.zone_attackers[1], 2);
        assert!(two.zone_units[1] > one.zone_units[1]);
        let p = chess("6k1/8/6Q1/8/8/8/8/4K2R b - - 0 1");
        let q = chess("6k1/8/8/8/8/8/8/2Q1K2R b - - 0 1");
        let t = tables(VariantId::Chess);
        assert!(
            evaluate(&p, t) < evaluate(&q, t),
            "Black is worse with the Queen close"
        );
    }

    #[test]
    fn a_square_from_which_a_lesser_piece_would_safely_attack_the_queen_is_a_threat() {
        // The term's share of White's threats, at a weight of 10.
        let queen = |fen: &str| {
            acts_weighted(fen, &[(W::THREAT_QUEEN, 10)]).threats[0] - acts(fen).threats[0]
        };
        // The Knight on b1 attacks the Queen on d5 from c3, which Black does not guard.
        assert_eq!(queen("4k3/8/8/3q4/8/8/8/1N2K3 w - - 0 1"), 10);
        // A Black Pawn on b4 guards c3: the Knight would be taken cheaply.
        assert_eq!(queen("4k3/8/8/3q4/1p6/8/8/1N2K3 w - - 0 1"), 0);
        // A Black Bishop on a5 guards it, and White attacks it once (the Knight itself).
        assert_eq!(queen("4k3/8/8/b2q4/8/8/8/1N2K3 w - - 0 1"), 0);
        // With the b2 Pawn White attacks c3 twice: the square counts again.
        assert_eq!(queen("4k3/8/8/b2q4/8/8/1P6/1N2K3 w - - 0 1"), 10);
        // A Rook is worth no more than a Rook: not a target.
        assert_eq!(queen("4k3/8/8/3r4/8/8/8/1N2K3 w - - 0 1"), 0);
        // Chess's default weight is 0: the term is off.
        let fen = "4k3/8/8/3q4/8/8/8/1N2K3 w - - 0 1";
        assert_eq!(
            acts(fen).threats,
            acts_weighted(fen, &[(W::THREAT_QUEEN, 0)]).threats
        );
    }

    #[test]
    fn a_piece_a_safe_pawn_step_would_attack_is_a_threat() {
        // The term's share of White's threats, at a weight of 10.
        let push = |fen: &str| {
            acts_weighted(fen, &[(W::THREAT_PUSH, 10)]).threats[0] - acts(fen).threats[0]
        };
        // d4-d5 would attack the Knights on c6 and e6.
        assert_eq!(push("4k3/8/2n1n3/8/3P4/8/8/4K3 w - - 0 1"), 20);
        // A Black Pawn on e6 guards d5: the step is not safe.
        assert_eq!(push("4k3/8/2n1p3/8/3P4/8/8/4K3 w - - 0 1"), 0);
        // A Black Rook on d8 attacks d5 and nothing White has guards it: not safe either.
        assert_eq!(push("3rk3/8/2n1n3/8/3P4/8/8/4K3 w - - 0 1"), 0);
        // With a White Bishop on b3, d5 is guarded: both count again.
        assert_eq!(push("3rk3/8/2n1n3/8/3P4/1B6/8/4K3 w - - 0 1"), 20);
        // A blocked Pawn threatens nothing.
        assert_eq!(push("4k3/8/2n1n3/3n4/3P4/8/8/4K3 w - - 0 1"), 0);
        // Black's Pawns step down the board: e5-e4 would attack the Knight on d3.
        let black = acts_weighted("4k3/8/8/4p3/8/3N4/8/4K3 w - - 0 1", &[(W::THREAT_PUSH, 10)]);
        let base = acts("4k3/8/8/4p3/8/3N4/8/4K3 w - - 0 1");
        assert_eq!(black.threats[1] - base.threats[1], 10);
        // Every game's default weight is 0: the term is off.
        let fen = "4k3/8/2b1n3/8/3P4/8/8/4K3 w - - 0 1";
        assert_eq!(
            acts(fen).threats,
            acts_weighted(fen, &[(W::THREAT_PUSH, 0)]).threats
        );
    }

    #[test]
    fn a_safe_check_adds_to_the_attack_on_the_king_field() {
        let acts_with = |fen: &str, weight: i32| acts_weighted(fen, &[(W::SAFE_CHECK, weight)]);
        // Ra8+ is a safe check: a8 is the one square the Rook may go to that checks.
        let safe = "6k1/5ppp/8/8/8/8/8/R3K3 b - - 0 1";
        // With a Black Knight on b6 guarding a8, it is not.
        let guarded = "6k1/5ppp/1n6/8/8/8/8/R3K3 b - - 0 1";
        let a = acts_with(safe, 5);
        assert_eq!((a.zone_units[1], a.zone_attackers[1]), (5, 1));
        let b = acts_with(guarded, 5);
        assert_eq!((b.zone_units[1], b.zone_attackers[1]), (0, 0));
        // A weight of 0 (every game's default) leaves the term out.
        let off = acts_with(safe, 0);
        assert_eq!((off.zone_units[1], off.zone_attackers[1]), (0, 0));
        // A Knight checks g8 from e7, f6 or h6; f6 and h6 are guarded by the g7 Pawn
        // and e7 is free, so the Knight on d5 has a safe check. From d2 it reaches none
        // of the three.
        let knight = acts_with("6k1/5ppp/8/3N4/8/8/8/4K3 b - - 0 1", 5);
        assert_eq!(knight.zone_units[1], 5);
        let no_route = acts_with("6k1/5ppp/8/8/8/8/3N4/4K3 b - - 0 1", 5);
        assert_eq!(no_route.zone_units[1], 0);
    }

    #[test]
    fn open_files_and_storming_pawns_at_the_king_cost_what_their_weights_say() {
        let t = chess_with(&[(W::KINGFILE_OPEN, 20), (W::KINGFILE_STORM, 8)]);
        let files = |pawns: &[(usize, usize, u32)]| {
            let mut pf = [[0u16; 12]; 2];
            for &(c, f, r) in pawns {
                pf[c][f] |= 1 << r;
            }
            pf
        };
        // White King g1 behind f2 g2 h2: nothing.
        let shut = files(&[(0, 5, 1), (0, 6, 1), (0, 7, 1)]);
        assert_eq!(king_files(&t, 0, (6, 0), &shut), 0);
        // Without the g-Pawn, and a Black Pawn on g3 two ranks away; one on h5 is four
        // ranks away and too far to count.
        let open = files(&[(0, 5, 1), (0, 7, 1), (1, 6, 2), (1, 7, 4)]);
        assert_eq!(king_files(&t, 0, (6, 0), &open), 20 + 8 * 2);
        // The same for Black, mirrored: King g8, Pawns f7 h7, a White Pawn on g6.
        let black = files(&[(1, 5, 6), (1, 7, 6), (0, 6, 5), (0, 7, 3)]);
        assert_eq!(king_files(&t, 1, (6, 7), &black), 20 + 8 * 2);
        // A Pawn behind the King shelters nothing: King g2, its Pawn on g1's file below.
        let behind = files(&[(0, 5, 2), (0, 6, 0), (0, 7, 2)]);
        assert_eq!(king_files(&t, 0, (6, 1), &behind), 20);
        // At the edge only the files on the board count: King a1, no Pawns at all.
        assert_eq!(king_files(&t, 0, (0, 0), &files(&[])), 2 * 20);
        // In the evaluation, scaled by the phase: White's King behind its Pawns costs
        // nothing; on b1, with the a-, b- and c-files open, it costs White.
        let (closed, opened) = (
            chess("r2q2k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1"),
            chess("r2q2k1/5ppp/8/8/8/8/5PPP/RK1Q4 w - - 0 1"),
        );
        // Against the default weights, whose term is 0 (chess plays with fitted ones).
        let d = &chess_with(&[]);
        assert_eq!(evaluate(&closed, &t), evaluate(&closed, d));
        assert!(evaluate(&opened, &t) < evaluate(&opened, d));
    }

    #[test]
    fn rooks_on_open_and_half_open_files_get_their_weights() {
        let t = chess_with(&[(W::ROOK_OPEN, 30), (W::ROOK_SEMI_OPEN, 12)]);
        let mut pf = [[0u16; 12]; 2];
        pf[0][4] |= 1 << 1; // e2
        pf[1][3] |= 1 << 6; // d7
        let mut rooks = [0u8; 12];
        // a-file open, d-file half-open for White (a Black Pawn only), e-file shut by
        // White's own Pawn; two Rooks on the a-file count twice.
        rooks[0] = 2;
        rooks[3] = 1;
        rooks[4] = 1;
        assert_eq!(rooks_on_files(&t, 0, &rooks, &pf), 2 * 30 + 12);
        // For Black the e-file is the half-open one and the d-file shut.
        assert_eq!(rooks_on_files(&t, 1, &rooks, &pf), 2 * 30 + 12);
        // In the evaluation: a Rook on the open a-file gains the weight, one behind its
        // own Pawn on e2 nothing.
        // Against the default weights, whose term is 0 (chess plays with fitted ones).
        let d = &chess_with(&[]);
        let (open, shut) = (
            chess("4k3/4p3/8/8/8/8/4P3/R3K3 w - - 0 1"),
            chess("4k3/4p3/8/8/8/8/4P3/3KR3 w - - 0 1"),
        );
        assert_eq!(evaluate(&open, &t) - evaluate(&open, d), 30);
        assert_eq!(evaluate(&shut, &t), evaluate(&shut, d));
    }

    #[test]
    fn weak_squares_of_the_king_field_add_to_the_attack_on_it() {
        let units =
            |fen: &str, weight: i32| acts_weighted(fen, &[(W::KING_WEAK, weight)]).zone_units;
        // The Queen on h6 attacks g7 and h7, which only Black's King guards: two weak
        // squares (f7, f8 and h8 are not attacked).
        let queen = "6k1/5ppp/7Q/8/8/8/8/4K3 b - - 0 1";
        assert_eq!(units(queen, 5)[1] - units(queen, 0)[1], 2 * 5);
        // A Rook on h8 guards h7: one weak square left.
        let rook = "6kr/5ppp/7Q/8/8/8/8/4K3 b - - 0 1";
        assert_eq!(units(rook, 5)[1] - units(rook, 0)[1], 5);
        // White's King field is not attacked at all.
        assert_eq!(units(queen, 5)[0], units(queen, 0)[0]);
    }

    #[test]
    fn a_score_far_outside_the_window_is_a_bound_and_near_it_is_exact() {
        for id in VariantId::ALL {
            let t = tables(id);
            let mut p = Position::start(id);
            let mut moves = Vec::new();
            for ply in 0..30usize {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                p.play(moves[(ply * 5 + 1) % moves.len()]);
                let e = evaluate(&p, t);
                assert_eq!(evaluate_within(&p, t, e - 1, e + 1), (e, true), "{p:?}");
                let (lo, exact) = evaluate_within(&p, t, e - 2000, e - 1999);
                assert!(!exact && lo >= e - 1999, "{p:?}");
                let (hi, exact) = evaluate_within(&p, t, e + 1999, e + 2000);
                assert!(!exact && hi <= e + 1999, "{p:?}");
            }
        }
    }
}
