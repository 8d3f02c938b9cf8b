//! The rules' typed errors and descriptions, and the words the service's texts make of
//! them: the rules say which piece, which squares, which reason; the texts say it in
//! English, under a stable message id each.

use acedrex_rules::{
    Arrangement, Color, EpError, FenError, Game, GameError, Kind, LanError, MoveError,
    PlacementError, Position, Reason, RightsError, SetupError, Square, VariantId, Zone,
};
use acedrex_service::texts::messages as words;

fn sq(name: &str) -> Square {
    Square::parse(name).expect("a square")
}

// Every field of a position text has its own error; the words name the field first.
#[test]
fn fen_errors_name_the_field() {
    let id = VariantId::Perfect12;
    let cases = [
        ("", "fields"),
        ("12/12 w - - 0 1", "placement: 2 ranks"),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMX w KQkq - 0 1",
            "`X` is not a piece",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC x KQkq - 0 1",
            "side to move",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkqK - 0 1",
            "given twice",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq e3 0 1",
            "en passant",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - x 1",
            "half-move",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 0",
            "move number",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RPPPJQQJPPPR/CMEBNLGNBEMC w kq - 0 1",
            "White has 0 Kings",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/13/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 1",
            "longer than",
        ),
        (
            "cmebnlgnbemc/rpppjkqjpppr/pppppppppppp/11/12/12/12/12/12/PPPPPPPPPPPP/RPPPJKQJPPPR/CMEBNLGNBEMC w KQkq - 0 1",
            "has 11 squares",
        ),
        (
            "P5k5/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1",
            "should have promoted",
        ),
    ];
    for (fen, want) in cases {
        let e = Position::from_fen(id, fen).unwrap_err();
        let text = words::fen_error(id, &e);
        assert!(text.contains(want), "{fen}: {text}");
    }
}

// The typed errors of position texts: which field, which rank, which piece.
#[test]
fn fen_errors_are_typed() {
    let id = VariantId::Perfect12;
    let start = id.variant().start_fen;
    let e = |fen: &str| Position::from_fen(id, fen).unwrap_err();
    assert_eq!(e(""), FenError::FieldCount(0));
    assert_eq!(
        e("12/12 w - - 0 1"),
        FenError::Placement(PlacementError::RankCount { found: 2 })
    );
    assert_eq!(
        e(&start.replace("CMEBNLGNBEMC w", "CMEBNLGNBEMX w")),
        FenError::Placement(PlacementError::UnknownLetter {
            rank: 1,
            letter: 'X'
        })
    );
    assert_eq!(e(&start.replace(" w ", " x ")), FenError::Side("x".into()));
    assert_eq!(
        e(&start.replace("KQkq", "KQkqK")),
        FenError::Rights(RightsError::Twice('K'))
    );
    assert_eq!(
        e(&start.replace(" - 0 1", " e3 0 1")),
        FenError::EnPassant(EpError::NoMover {
            color: Color::Black,
            text: "e3".into(),
            on: Some(sq("e2"))
        })
    );
    assert_eq!(
        e("P5k5/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1"),
        FenError::Placement(PlacementError::ShouldHavePromoted {
            color: Color::White,
            kind: Kind::Pawn,
            square: sq("a12")
        })
    );
    let text = words::fen_error(
        VariantId::Chess,
        &Position::from_fen(VariantId::Chess, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").unwrap_err(),
    );
    assert_eq!(
        text,
        "position: Black is not to move but its King on e8 is in check"
    );
}

// A move the reader refuses says which piece and which squares; the words use the game's
// own piece names (the Gryphon kind is the Eagle in Zanzibar).
#[test]
fn move_errors_are_typed_and_named_per_game() {
    let p = Position::start(VariantId::ZanzibarXl);
    let e = p.parse_move("g2g4").unwrap_err();
    assert_eq!(
        e,
        MoveError::CannotReach {
            square: sq("g2"),
            kind: Kind::Gryphon,
            target: sq("g4"),
            reach: vec![],
        }
    );
    assert_eq!(words::move_error_id(&e), "move-cannot-reach-no-move");
    assert_eq!(
        words::move_error(VariantId::ZanzibarXl, &e),
        "the Eagle on g2 cannot go to g4; it has no legal move"
    );
    let e = p.parse_move("e5e6").unwrap_err();
    assert_eq!(e, MoveError::NoPieceOn { square: sq("e5") });
    assert_eq!(words::move_error_id(&e), "move-no-piece-on");
}

// A game's refusals are typed: a finished game carries its result, a takeback its reason.
#[test]
fn game_errors_are_typed() {
    let mut g = Game::new(VariantId::Kmf);
    g.play_text("e5").unwrap();
    g.resign(Color::Black).unwrap();
    let r = g.result().expect("over");
    assert_eq!(g.agree_draw(), Err(GameError::Over(r)));
    assert_eq!(
        words::game_error(&GameError::Over(r)),
        "the game is over: Black resigns; White wins"
    );
    assert_eq!(
        g.undo(),
        Err(GameError::CannotTakeBack(Reason::Resignation))
    );
    assert_eq!(
        words::game_error_id(&GameError::NothingToTakeBack),
        "game-nothing-to-take-back"
    );
}

// A Zanzibar arrangement's errors name the piece, the square and the group of squares.
#[test]
fn setup_errors_are_typed() {
    let xl = VariantId::ZanzibarXl;
    let e = Arrangement::parse(xl, "KQUFOLGD").unwrap_err();
    assert!(
        matches!(
            e,
            SetupError::WrongSquare {
                kind: Kind::King,
                zone: Zone::Wings,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(
        words::setup_error(&e),
        "King cannot stand on e1: e and h files take Duchess, Sorceress, Rhinoceros and Buffalo"
    );
    let e = Arrangement::parse(xl, "UKKFOLGD").unwrap_err();
    assert_eq!(
        e,
        SetupError::Twice {
            game: xl,
            kind: Kind::King
        }
    );
    assert_eq!(words::setup_error(&e), "King is placed twice");
    let e = Arrangement::parse(VariantId::ZanzibarS, "UQKF").unwrap_err();
    assert_eq!(
        words::setup_error(&e),
        "a Zanzibar S arrangement has 6 letters (the pieces on e1 f1 g1 h1 f2 g2), not 4"
    );
}

// Every message id is distinct per message: the ids of different sentences never clash.
#[test]
fn message_ids_are_stable_kebab_case() {
    let ids = [
        words::move_error_id(&MoveError::NoCastling),
        words::move_error_id(&MoveError::NoRoyalChange),
        words::move_error_id(&MoveError::NotYourTurn(Color::White)),
        words::game_error_id(&GameError::SetupAfterStart),
        words::setup_error_id(&SetupError::UnknownLetter('X')),
        words::fen_error_id(&FenError::FieldCount(2)),
        words::lan_error_id(&LanError::Syntax("x".into())),
        words::lan_error_id(&LanError::NoPiece(sq("e4"))),
    ];
    let mut seen = std::collections::HashSet::new();
    for id in ids {
        assert!(
            id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{id}"
        );
        assert!(seen.insert(id), "{id} twice");
    }
}

// A bad arrangement says why in the game's words.
#[test]
fn bad_arrangements_say_why() {
    let xl = VariantId::ZanzibarXl;
    let e = |t| words::setup_error(&Arrangement::parse(xl, t).unwrap_err());
    assert!(e("UQKF").contains("8 letters"));
    assert!(e("UQKFOLGX").contains("`X`"));
    assert!(e("QUKFOLGD").contains("Queen cannot stand on e1"));
    assert!(e("DUKFOLGQ").contains("Rhinoceros cannot stand on f1"));
    assert!(e("UQKFOLKD").contains("King is placed twice"));
}

// A move in long algebraic notation that is refused says why as data: which text, which
// square, which game, which promotion choices.
#[test]
fn lan_errors_are_typed() {
    let chess = Position::start(VariantId::Chess);
    assert_eq!(chess.parse_lan("e2"), Err(LanError::Syntax("e2".into())));
    assert_eq!(
        chess.parse_lan("e2e4=Q=Q"),
        Err(LanError::Syntax("e2e4=Q=Q".into()))
    );
    assert_eq!(
        chess.parse_lan("e2e9"),
        Err(LanError::OffBoard {
            square: "e9".into(),
            variant: VariantId::Chess
        })
    );
    assert_eq!(chess.parse_lan("e4e5"), Err(LanError::NoPiece(sq("e4"))));
    assert_eq!(chess.parse_lan("e7e5"), Err(LanError::NoPiece(sq("e7"))));
    assert_eq!(
        chess.parse_lan("e2e5"),
        Err(LanError::Illegal("e2e5".into()))
    );
    let promo = Position::from_fen(VariantId::Chess, "7k/P7/8/8/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(
        promo.parse_lan("a7a8"),
        Err(LanError::PromotionMissing {
            text: "a7a8".into(),
            choices: vec![Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight],
        })
    );
}

// The service's words for them: the game's board, its letters.
#[test]
fn lan_errors_in_words() {
    let shako = Position::start(VariantId::Shako);
    let e = |p: &Position, t: &str| words::lan_error(p.variant().id, &p.parse_lan(t).unwrap_err());
    assert_eq!(e(&shako, "e2e11"), "e11 is not a square of the Shako board");
    assert_eq!(
        e(&shako, "e5e6"),
        "there is no piece of the side to move on e5"
    );
    assert_eq!(
        e(&shako, "e3e7"),
        "`e3e7` is not a legal move in this position"
    );
    assert!(e(&shako, "zz").starts_with("`zz` is not a move in long algebraic notation"));
    let fen = "5k4/1P8/10/10/10/10/10/10/10/4K5 w - - 0 1";
    let p2 = Position::from_fen(VariantId::Shako, fen).unwrap();
    assert_eq!(
        e(&p2, "b9b10"),
        "`b9b10` needs a promotion piece: one of Q, R, B, N, E, C"
    );
    assert_eq!(words::color_name(Color::White), "White");
    assert_eq!(words::color_name(Color::Black), "Black");
}
