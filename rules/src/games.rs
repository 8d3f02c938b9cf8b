//! The games as data: one entry per game in the `games!` list, which makes [`VariantId`]
//! (its variants and [`VariantId::ALL`]) and the table the rules compile each game from.
//! A new game is one entry here (the words of its `rules` lines are the service's, under
//! the message ids its `texts` name).

use crate::setup::{SetupRule, Zone};
use crate::types::*;
use crate::variant::{
    Castle, GameTexts, KingSpecial, PieceInfo, PromoChoices, Promotion, RightsKind, RoyalSpecial,
    StalemateRule, TextLine,
};
use Kind as K;
use TextLine::{Castling, Say, SetupChoice, SetupCommand};

/// Makes [`VariantId`], [`VariantId::ALL`] and [`spec`] from one list of entries: the
/// game's name in code, then its [`Spec`].
macro_rules! games {
    ($($(#[$doc:meta])* $id:ident => $spec:expr),* $(,)?) => {
        /// The games, one per entry of the game catalogue.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum VariantId {
            $($(#[$doc])* $id,)*
        }

        impl VariantId {
            /// Every game, in the order the rules contract lists them.
            pub const ALL: [VariantId; [$(VariantId::$id),*].len()] = [$(VariantId::$id),*];
        }

        /// A game's entry.
        pub(crate) fn spec(id: VariantId) -> Spec {
            match id {
                $(VariantId::$id => $spec,)*
            }
        }
    };
}

/// What one game is: everything the rules build its tables from.
pub(crate) struct Spec {
    pub(crate) key: &'static str,
    pub(crate) aliases: &'static [&'static str],
    pub(crate) name: &'static str,
    pub(crate) origin: &'static str,
    pub(crate) setup: Option<SetupRule>,
    pub(crate) texts: GameTexts,
    pub(crate) width: u8,
    pub(crate) height: u8,
    pub(crate) pieces: Vec<PieceInfo>,
    pub(crate) start_fen: &'static str,
    pub(crate) rights: RightsKind,
    pub(crate) king_special: KingSpecial,
    pub(crate) royal_special: RoyalSpecial,
    pub(crate) stalemate: StalemateRule,
    pub(crate) bare_king: bool,
    pub(crate) pawn_steps: [u8; 12],
    pub(crate) pawn_en_passant: bool,
    pub(crate) prince_steps: [u8; 12],
    pub(crate) prince_en_passant: bool,
    pub(crate) ship_corner: bool,
    pub(crate) promotions: Vec<(Kind, Promotion)>,
    pub(crate) castling: Option<[[Castle; 2]; 2]>,
}

fn sq(name: &str) -> Square {
    Square::parse(name).expect("static square name")
}

fn castle(kf: &str, kt: &str, rf: &str, rt: &str) -> Castle {
    Castle {
        king_from: sq(kf),
        king_to: sq(kt),
        rook_from: sq(rf),
        rook_to: sq(rt),
    }
}

fn p(kind: Kind, letter: char, name: &'static str) -> PieceInfo {
    PieceInfo {
        kind,
        letter,
        name,
        art: kind.entry().art,
    }
}

fn last_rank_promo(height: u8, choices: Vec<Kind>) -> Promotion {
    Promotion {
        zone_start: height - 1,
        compulsory: height - 1,
        choices: PromoChoices::List(choices),
        prince_only_if_none: false,
    }
}

fn steps_from(rank: usize, n: u8) -> [u8; 12] {
    let mut s = [1; 12];
    s[rank] = n;
    s
}

/// The six pieces of chess, as chess names them.
fn classic() -> Vec<PieceInfo> {
    vec![
        p(K::King, 'K', "King"),
        p(K::Queen, 'Q', "Queen"),
        p(K::Rook, 'R', "Rook"),
        p(K::Bishop, 'B', "Bishop"),
        p(K::Knight, 'N', "Knight"),
        p(K::Pawn, 'P', "Pawn"),
    ]
}

/// The usual rules, for an entry to change: castling, a Pawn's 2-step from its second
/// rank with en passant, a draw by stalemate.
fn base(
    name: &'static str,
    width: u8,
    height: u8,
    pieces: Vec<PieceInfo>,
    start_fen: &'static str,
) -> Spec {
    Spec {
        key: "",
        aliases: &[],
        name,
        origin: "",
        setup: None,
        texts: GameTexts {
            setup: &[],
            special: &[],
        },
        width,
        height,
        pieces,
        start_fen,
        rights: RightsKind::Castling,
        king_special: KingSpecial::Castling,
        royal_special: RoyalSpecial::None,
        stalemate: StalemateRule::Draw,
        bare_king: false,
        pawn_steps: steps_from(1, 2),
        pawn_en_passant: true,
        prince_steps: [1; 12],
        prince_en_passant: false,
        ship_corner: false,
        promotions: vec![],
        castling: None,
    }
}

games! {
    Chess => Spec {
        key: "chess",
        texts: GameTexts {
            setup: &[Say("setup-chess")],
            special: &[
                Say("special-chess-pawns"),
                Say("special-chess-promotion"),
                Castling("special-castling"),
            ],
        },
        aliases: &["fide", "standard"],
        origin: "FIDE rules",
        promotions: vec![(K::Pawn, last_rank_promo(8, vec![K::Queen, K::Rook, K::Bishop, K::Knight]))],
        castling: Some([
            [castle("e1", "g1", "h1", "f1"), castle("e1", "c1", "a1", "d1")],
            [castle("e8", "g8", "h8", "f8"), castle("e8", "c8", "a8", "d8")],
        ]),
        ..base(
            "Chess",
            8,
            8,
            classic(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )
    },
    Shako => {
        let mut pieces = classic();
        pieces.push(p(K::Elephant, 'E', "Elephant"));
        pieces.push(p(K::Cannon, 'C', "Cannon"));
        Spec {
            key: "shako",
            texts: GameTexts {
                setup: &[Say("setup-shako")],
                special: &[Say("special-shako-pawns"), Castling("special-castling")],
            },
            origin: "Jean-Louis Cazaux, 1990",
            pawn_steps: steps_from(2, 2),
            promotions: vec![(
                K::Pawn,
                last_rank_promo(
                    10,
                    vec![K::Queen, K::Rook, K::Bishop, K::Knight, K::Cannon, K::Elephant],
                ),
            )],
            castling: Some([
                [castle("f2", "h2", "i2", "g2"), castle("f2", "d2", "b2", "e2")],
                [castle("f9", "h9", "i9", "g9"), castle("f9", "d9", "b9", "e9")],
            ]),
            ..base(
                "Shako",
                10,
                10,
                pieces,
                "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1",
            )
        }
    },
    Perfect12 => {
        let mut pieces = classic();
        pieces.extend([
            p(K::Gryphon, 'G', "Gryphon"),
            p(K::ChuLion, 'L', "Lion"),
            p(K::Prince, 'J', "Prince"),
            p(K::Elephant, 'E', "Elephant"),
            p(K::Cannon, 'C', "Cannon"),
            p(K::Camel, 'M', "Camel"),
        ]);
        Spec {
            key: "perfect12",
            texts: GameTexts {
                setup: &[Say("setup-perfect12")],
                special: &[
                    Say("special-perfect12-pawns"),
                    Say("special-perfect12-lion"),
                    Castling("special-perfect12-castling"),
                    Say("special-perfect12-princes"),
                ],
            },
            aliases: &["perfect"],
            origin: "Jean-Louis Cazaux, 1999/2000",
            pawn_steps: [2; 12],
            promotions: vec![(
                K::Pawn,
                last_rank_promo(12, vec![K::Queen, K::ChuLion, K::Gryphon]),
            )],
            castling: Some([
                [castle("f2", "i2", "l2", "h2"), castle("f2", "c2", "a2", "d2")],
                [castle("f11", "i11", "l11", "h11"), castle("f11", "c11", "a11", "d11")],
            ]),
            ..base(
                "Perfect 12",
                12,
                12,
                pieces,
                "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 1",
            )
        }
    },
    Kmf => {
        let mut pieces = classic();
        pieces.extend([p(K::Archer, 'A', "Archer"), p(K::Prince, 'J', "Prince")]);
        let mut pawn_steps = [2; 12];
        pawn_steps[1] = 3;
        Spec {
            key: "kmf",
            texts: GameTexts {
                setup: &[Say("setup-kmf")],
                special: &[
                    Say("special-kmf-pawns"),
                    Say("special-kmf-promotion"),
                    Say("special-kmf-archer"),
                    Castling("special-castling"),
                    Say("special-kmf-abdication"),
                ],
            },
            aliases: &["dozenal", "kmf-dozenal", "dozenal-chess"],
            origin: "Theresa Dubé, 2021",
            pawn_steps,
            royal_special: RoyalSpecial::Abdication,
            promotions: vec![(
                K::Pawn,
                Promotion {
                    zone_start: 9,
                    compulsory: 11,
                    choices: PromoChoices::List(vec![
                        K::Queen,
                        K::Rook,
                        K::Bishop,
                        K::Knight,
                        K::Archer,
                        K::Prince,
                    ]),
                    prince_only_if_none: true,
                },
            )],
            castling: Some([
                [castle("g1", "k1", "l1", "j1"), castle("g1", "b1", "a1", "c1")],
                [castle("g12", "k12", "l12", "j12"), castle("g12", "b12", "a12", "c12")],
            ]),
            ..base(
                "KMF's Dozenal Chess",
                12,
                12,
                pieces,
                "rnbajqkjabnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBAJQKJABNR w KQkq - 0 1",
            )
        }
    },
    GrantAcedrex => Spec {
        key: "grant-acedrex",
        texts: GameTexts {
            setup: &[Say("setup-grant-acedrex")],
            special: &[
                Say("special-grant-acedrex-pawns"),
                Say("special-grant-acedrex-king"),
            ],
        },
        aliases: &["acedrex", "grande-acedrex"],
        origin: "Alfonso X's Book of Games, 1283",
        rights: RightsKind::KingLeap,
        king_special: KingSpecial::GrantLeap,
        stalemate: StalemateRule::StalematedLoses,
        bare_king: true,
        pawn_steps: [1; 12],
        pawn_en_passant: false,
        promotions: vec![(
            K::Pawn,
            Promotion {
                zone_start: 11,
                compulsory: 11,
                choices: PromoChoices::ByFile(vec![
                    K::Rook,
                    K::AcedrexLion,
                    K::Unicornio,
                    K::Giraffe,
                    K::Bishop,
                    K::Gryphon,
                    K::Gryphon,
                    K::Bishop,
                    K::Giraffe,
                    K::Unicornio,
                    K::AcedrexLion,
                    K::Rook,
                ]),
                prince_only_if_none: false,
            },
        )],
        ..base(
            "Grant Acedrex",
            12,
            12,
            vec![
                p(K::King, 'K', "King"),
                p(K::Rook, 'R', "Rook"),
                p(K::Pawn, 'P', "Pawn"),
                p(K::Gryphon, 'A', "Aanca"),
                p(K::Unicornio, 'U', "Unicornio"),
                p(K::AcedrexLion, 'L', "Lion"),
                p(K::Giraffe, 'Z', "Giraffe"),
                // Moves as a Bishop, looks like a crocodile.
                PieceInfo {
                    art: "crocodile",
                    ..p(K::Bishop, 'C', "Crocodile")
                },
            ],
            "rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR w Kk - 0 1",
        )
    },
    ZanzibarXl => zanzibar(true),
    ZanzibarS => zanzibar(false),
    Tamerlane2 => Spec {
        key: "tamerlane2",
        texts: GameTexts {
            setup: &[Say("setup-tamerlane2")],
            special: &[
                Say("special-tamerlane2-pawns"),
                Say("special-tamerlane2-ship"),
                Say("special-tamerlane2-no-castling"),
                Say("special-tamerlane2-succession"),
            ],
        },
        aliases: &["tamerlane-ii", "tamerlane"],
        origin: "Jean-Louis Cazaux",
        rights: RightsKind::None,
        king_special: KingSpecial::None,
        royal_special: RoyalSpecial::Succession,
        pawn_steps: steps_from(2, 2),
        prince_steps: steps_from(1, 2),
        ship_corner: true,
        promotions: vec![
            (K::Pawn, last_rank_promo(11, vec![K::Queen])),
            (K::Prince, last_rank_promo(11, vec![K::Queen])),
        ],
        ..base(
            "Tamerlane II",
            11,
            11,
            vec![
                p(K::King, 'K', "King"),
                p(K::Rook, 'R', "Rook"),
                p(K::Bishop, 'B', "Bishop"),
                p(K::Knight, 'N', "Knight"),
                p(K::Pawn, 'P', "Pawn"),
                p(K::Prince, 'J', "Prince"),
                p(K::Ship, 'S', "Ship"),
                p(K::Elephant, 'E', "Elephant"),
                p(K::Camel, 'M', "Camel"),
                p(K::Cannon, 'C', "Cannon"),
                p(K::Queen, 'Q', "Queen"),
                p(K::Gryphon, 'G', "Eagle"),
            ],
            "e1m1c1c1m1e/rnbsjkjsbnr/ppppppppppp/11/11/11/11/11/PPPPPPPPPPP/RNBSJKJSBNR/E1M1C1C1M1E w - - 0 1",
        )
    },
}

/// Zanzibar XL and S share most of their entry.
fn zanzibar(xl: bool) -> Spec {
    let mut pieces = classic();
    pieces.extend([p(K::Gryphon, 'G', "Eagle"), p(K::ZanzibarLion, 'L', "Lion")]);
    if xl {
        pieces.extend([
            p(K::Duchess, 'D', "Duchess"),
            p(K::Sorceress, 'O', "Sorceress"),
        ]);
    }
    pieces.extend([
        p(K::Rhinoceros, 'U', "Rhinoceros"),
        p(K::Buffalo, 'F', "Buffalo"),
        p(K::Camel, 'M', "Camel"),
        p(K::Cannon, 'C', "Cannon"),
        p(K::Elephant, 'E', "Elephant"),
        p(K::Giraffe, 'Z', "Giraffe"),
        p(K::Vao, 'V', "Crocodile"),
        p(K::Machine, 'W', "Machine"),
        p(K::Prince, 'J', "Prince"),
    ]);
    let choices = if xl {
        vec![
            K::Queen,
            K::Gryphon,
            K::ZanzibarLion,
            K::Duchess,
            K::Sorceress,
            K::Rhinoceros,
            K::Buffalo,
        ]
    } else {
        vec![
            K::Queen,
            K::Gryphon,
            K::ZanzibarLion,
            K::Rhinoceros,
            K::Buffalo,
        ]
    };
    let (name, fen) = if xl {
        (
            "Zanzibar XL",
            "cmzvuqkfvzmc/ernbolgdbnre/ppppjwwjpppp/4pppp4/12/12/12/12/4PPPP4/PPPPJWWJPPPP/ERNBOLGDBNRE/CMZVUQKFVZMC w Kk - 0 1",
        )
    } else {
        (
            "Zanzibar S",
            "cmzvfqkuvzmc/ernbwlgwbnre/ppppjppjpppp/12/12/12/12/12/12/PPPPJPPJPPPP/ERNBWLGWBNRE/CMZVFQKUVZMC w Kk - 0 1",
        )
    };
    Spec {
        key: if xl { "zanzibar-xl" } else { "zanzibar-s" },
        texts: GameTexts {
            setup: if xl {
                &[
                    Say("setup-zanzibar-xl"),
                    SetupChoice("setup-zanzibar-choice"),
                    SetupCommand("setup-command"),
                ]
            } else {
                &[
                    Say("setup-zanzibar-s"),
                    SetupChoice("setup-zanzibar-choice"),
                    SetupCommand("setup-command"),
                ]
            },
            special: &[
                Say("special-zanzibar-en-passant"),
                TextLine::Promotion("special-zanzibar-promotion"),
                Say("special-zanzibar-king"),
            ],
        },
        aliases: if xl { &["zanzibar"] } else { &[] },
        origin: "Jean-Louis Cazaux",
        setup: Some(if xl {
            SetupRule {
                squares: &[
                    ("e1", Zone::Wings),
                    ("f1", Zone::Centre),
                    ("g1", Zone::Centre),
                    ("h1", Zone::Wings),
                    ("e2", Zone::Wings),
                    ("f2", Zone::Centre),
                    ("g2", Zone::Centre),
                    ("h2", Zone::Wings),
                ],
                centre: &[K::King, K::Queen, K::Gryphon, K::ZanzibarLion],
                wings: &[K::Duchess, K::Sorceress, K::Rhinoceros, K::Buffalo],
                default: "UQKFOLGD",
            }
        } else {
            SetupRule {
                squares: &[
                    ("e1", Zone::Wings),
                    ("f1", Zone::Centre),
                    ("g1", Zone::Centre),
                    ("h1", Zone::Wings),
                    ("f2", Zone::Centre),
                    ("g2", Zone::Centre),
                ],
                centre: &[K::King, K::Queen, K::Gryphon, K::ZanzibarLion],
                wings: &[K::Rhinoceros, K::Buffalo],
                default: "FQKULG",
            }
        }),
        rights: RightsKind::KingLeap,
        king_special: KingSpecial::ZanzibarJump,
        pawn_steps: [2; 12],
        prince_steps: [2; 12],
        prince_en_passant: true,
        promotions: vec![
            (K::Pawn, last_rank_promo(12, choices.clone())),
            (K::Prince, last_rank_promo(12, choices)),
        ],
        ..base(name, 12, 12, pieces, fen)
    }
}
