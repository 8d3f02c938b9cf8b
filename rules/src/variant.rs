//! The games as data: piece movements built from a few atoms, each game a table of
//! pieces plus its special rules, compiled once into move and attack tables.

use crate::setup::SetupRule;
use crate::types::*;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// Whether an atom moves, captures or both.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Both,
    MoveOnly,
    CaptureOnly,
}

impl Mode {
    #[inline]
    pub(crate) fn moves(self) -> bool {
        self != Mode::CaptureOnly
    }
    #[inline]
    pub(crate) fn captures(self) -> bool {
        self != Mode::MoveOnly
    }
}

/// Sets of directions for riders, hoppers and shooters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lines {
    Orthogonal,
    Diagonal,
    All,
}

impl Lines {
    fn dirs(self) -> &'static [(i32, i32)] {
        match self {
            Lines::Orthogonal => &DIRS[..4],
            Lines::Diagonal => &DIRS[4..],
            Lines::All => &DIRS[..],
        }
    }
}

/// Where a bent rider goes after its first step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outward {
    /// Orthogonally away from the start (Gryphon: diagonal step, then rook-wise).
    Orthogonal,
    /// Diagonally away from the start (Unicornio after a Knight leap, Rhinoceros after a step).
    Diagonal,
    /// Straight up or down the file, away from the start (Ship).
    Vertical,
}

/// One way of moving. A piece is a list of atoms; one generic generator reads them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    /// Leap to (dx, dy) in all eight symmetries, over anything.
    Leap(i8, i8, Mode),
    /// Slide along lines through empty squares, at most `max` squares (0 = no limit).
    Ride(Lines, u8, Mode),
    /// Capture by jumping exactly one piece (the screen) along lines.
    Hop(Lines),
    /// A first step or leap (dx, dy) in all symmetries, which may capture and then ends;
    /// to an empty square it may go on sliding outward.
    Bent(i8, i8, Outward),
    /// Capture the first piece along the lines without moving.
    Shoot(Lines),
    /// The Chu Shogi Lion: 24 jumps, two-leg captures, igui and pass.
    ChuLion,
    /// Forward steps (how many from each rank is a rule of the game), diagonal captures,
    /// en passant.
    Pawn,
}

use Atom::*;

/// The movement of each kind of piece (its catalogue entry's atoms).
pub fn atoms(kind: Kind) -> &'static [Atom] {
    kind.entry().atoms
}

/// All distinct (dx, dy) images of a leap under the board's eight symmetries.
pub(crate) fn symmetries(dx: i32, dy: i32) -> Vec<(i32, i32)> {
    let mut out: Vec<(i32, i32)> = Vec::with_capacity(8);
    for (a, b) in [(dx, dy), (dy, dx)] {
        for sa in [1, -1] {
            for sb in [1, -1] {
                let v = (a * sa, b * sb);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// The directions a bent rider may slide in after the first step `s`.
pub(crate) fn outward(s: (i32, i32), how: Outward) -> Vec<(i32, i32)> {
    let (sx, sy) = (s.0.signum(), s.1.signum());
    match how {
        Outward::Orthogonal => {
            let mut v = Vec::new();
            if sx != 0 {
                v.push((sx, 0));
            }
            if sy != 0 {
                v.push((0, sy));
            }
            v
        }
        Outward::Diagonal => match (sx, sy) {
            (0, _) => vec![(1, sy), (-1, sy)],
            (_, 0) => vec![(sx, 1), (sx, -1)],
            _ => vec![(sx, sy)],
        },
        Outward::Vertical => {
            if sy == 0 {
                vec![]
            } else {
                vec![(0, sy)]
            }
        }
    }
}

pub use crate::games::VariantId;

impl VariantId {
    /// The id used on the command line and in records: `grant-acedrex`, `zanzibar-xl`, …
    /// (the game's entry's `key`).
    pub fn id(self) -> &'static str {
        self.variant().key
    }

    /// The game's tables and rules.
    pub fn variant(self) -> &'static Variant {
        static ALL: OnceLock<Vec<Variant>> = OnceLock::new();
        let all = ALL.get_or_init(|| VariantId::ALL.iter().map(|&v| build(v)).collect());
        &all[self as usize]
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An unknown game id: the text given (the service's texts say it to players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    /// For logs; players read the service's `unknown_game`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game id {:?}", self.0)
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for VariantId {
    type Err = UnknownVariant;
    /// A game by its id or one of its other names, ignoring case, `-`, `_` and spaces.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let norm = |t: &str| -> String {
            t.trim()
                .chars()
                .filter(|c| !matches!(c, '-' | '_' | ' '))
                .flat_map(char::to_lowercase)
                .collect()
        };
        let wanted = norm(s);
        VariantId::ALL
            .into_iter()
            .find(|id| {
                let v = id.variant();
                norm(v.key) == wanted || v.aliases.iter().any(|a| norm(a) == wanted)
            })
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

/// What the rights field of the position text means in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RightsKind {
    /// Always `-` (Tamerlane II).
    None,
    /// `KQkq` castling rights.
    Castling,
    /// `Kk`: the King has not moved and still has its first-move leap.
    KingLeap,
}

/// The King's special first move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KingSpecial {
    None,
    Castling,
    /// Grant Acedrex: 2 squares straight or diagonal to an empty square, not over an
    /// attacked square, not out of check.
    GrantLeap,
    /// Zanzibar: 2 squares straight, diagonal or Knight-like to an empty square.
    ZanzibarJump,
}

/// What a checkmated side with a Prince may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RoyalSpecial {
    None,
    /// KMF: the Prince becomes King, the old King leaves the board.
    Abdication,
    /// Tamerlane II: King and Prince change places.
    Succession,
}

/// Result of a stalemate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StalemateRule {
    Draw,
    /// Grant Acedrex: the stalemated side loses.
    StalematedLoses,
}

/// Which pieces a promotion may choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromoChoices {
    List(Vec<Kind>),
    /// Grant Acedrex: the piece that started on the file, indexed by file.
    ByFile(Vec<Kind>),
}

/// A promotion rule for one kind of piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// First relative rank (0 = own back rank) where promotion is possible.
    pub zone_start: u8,
    /// Relative rank from which promotion is compulsory (the last rank).
    pub compulsory: u8,
    pub choices: PromoChoices,
    /// KMF: a Prince may be chosen only while the side has no Prince on the board.
    pub prince_only_if_none: bool,
}

/// A castling move of one side towards one wing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Castle {
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    pub rook_to: Square,
}

/// A piece as a game names it (and draws it, when not with the catalogue's picture).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceInfo {
    pub kind: Kind,
    /// Upper-case letter (White's); Black's is the lower case.
    pub letter: char,
    pub name: &'static str,
    /// The picture (`assets/pieces/ART.svg`).
    pub art: &'static str,
}

/// One line of a game's rules summary (`rules GAME`): the message id of its words, which
/// the service's texts hold, and which of the game's data fill them in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TextLine {
    /// Words of the game's own.
    Say(&'static str),
    /// Words around the game's castling moves (its `castling` squares).
    Castling(&'static str),
    /// Words around what its Pawns promote to (its Pawn promotion choices).
    Promotion(&'static str),
    /// Words on who places which pieces where (its `setup` rule's groups).
    SetupChoice(&'static str),
    /// Words on the `setup` command (its `setup` rule's squares and default).
    SetupCommand(&'static str),
}

impl TextLine {
    /// The message id.
    pub fn id(self) -> &'static str {
        match self {
            TextLine::Say(id)
            | TextLine::Castling(id)
            | TextLine::Promotion(id)
            | TextLine::SetupChoice(id)
            | TextLine::SetupCommand(id) => id,
        }
    }
}

/// The lines of a game's rules summary beyond what the rest of its entry says: its setup
/// and its special rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameTexts {
    pub setup: &'static [TextLine],
    pub special: &'static [TextLine],
}

/// Move tables for one kind and colour, compiled from its atoms.
#[derive(Clone, Debug, Default)]
pub(crate) struct KindGen {
    pub leaps: Vec<(i32, Mode)>,
    pub rides: Vec<(i32, u8, Mode)>,
    pub hops: Vec<i32>,
    /// First step and the slide directions after it.
    pub bents: Vec<(i32, Vec<i32>)>,
    pub shoots: Vec<i32>,
    pub chu_lion: bool,
    pub pawn: bool,
    /// The kind has a promotion rule (or the Ship's corner rule).
    pub promotes: bool,
}

/// Reverse tables for "is this square attacked by colour c".
#[derive(Clone, Debug, Default)]
pub(crate) struct AttackTables {
    /// Offset from attacker to target, and the kinds that capture by that leap.
    pub leaps: Vec<(i32, u32)>,
    /// Per direction (index into `DIRS`, the attacker's direction of travel): the longest
    /// ride of each kind (0 none, 255 unlimited); shooters count as unlimited riders.
    pub ride_range: [[u8; KIND_COUNT]; 8],
    pub ride_any: [bool; 8],
    /// Per direction: kinds that capture by hopping along it.
    pub hop_mask: [u32; 8],
    /// Bent riders: slide direction, then (first step, kinds).
    pub bents: Vec<(i32, Vec<(i32, u32)>)>,
    /// `leaps` as a table by offset (index `offset + LEAP_MID`): the kinds that capture
    /// by that leap, so "does this one piece attack that square" is one lookup.
    pub leap_at: Vec<u32>,
    /// Kinds that attack as bent riders.
    pub bent_kinds: u32,
    /// Kinds whose capture may not be a plain move onto the square (a shot that leaves
    /// the shooter at home, a Lion's double move): an exchange they join is unknown.
    pub unsure: u32,
}

/// Offsets of leaps reach at most three squares each way (see `types`), so they fit
/// between `-LEAP_MID` and `LEAP_MID`.
pub(crate) const LEAP_MID: i32 = 3 * STRIDE + 3;

/// A game: board, pieces, start, and rules, with compiled tables.
#[derive(Debug)]
pub struct Variant {
    pub id: VariantId,
    /// The id on the command line and in records (`grant-acedrex`).
    pub key: &'static str,
    /// Other names players may use (`acedrex`, `zanzibar`).
    pub aliases: &'static [&'static str],
    pub name: &'static str,
    /// Who made the game, and when (names and dates, not translated).
    pub origin: &'static str,
    /// Zanzibar: Black chooses where the free pieces stand.
    pub setup: Option<SetupRule>,
    /// The message ids of its setup and special-rule lines.
    pub texts: GameTexts,
    pub width: u8,
    pub height: u8,
    pub pieces: Vec<PieceInfo>,
    /// The standard start (Zanzibar: the default arrangement).
    pub start_fen: &'static str,
    pub rights: RightsKind,
    pub king_special: KingSpecial,
    pub royal_special: RoyalSpecial,
    pub stalemate: StalemateRule,
    /// Grant Acedrex: leaving the opponent a bare King wins.
    pub bare_king: bool,
    /// Longest forward step of a Pawn from each relative rank.
    pub pawn_steps: [u8; 12],
    pub pawn_en_passant: bool,
    /// Longest forward non-capturing step of a Prince from each relative rank (1 = none).
    pub prince_steps: [u8; 12],
    /// Zanzibar: a Prince's 2-step may be taken en passant.
    pub prince_en_passant: bool,
    /// Tamerlane II: a Ship on an opposite corner becomes an Eagle.
    pub ship_corner: bool,
    promotions: Vec<(Kind, Promotion)>,
    /// [colour][wing]: wing 0 towards the h/l side (`K`), 1 towards the a side (`Q`).
    pub castling: Option<[[Castle; 2]; 2]>,
    pub(crate) gen: [Vec<KindGen>; 2],
    pub(crate) attacks: [AttackTables; 2],
    /// The attacks of most kinds as set tables ([`crate::sets`]); boxed: held in place
    /// (a larger `Variant`), Grant Acedrex's perft measured 10% slower.
    pub(crate) sets: Box<crate::sets::SetTables>,
    letter_kind: [Option<Kind>; 26],
    kind_info: [Option<usize>; KIND_COUNT],
    /// Per mailbox cell: the rights that survive a move from, to or capture on it.
    pub(crate) rights_keep: Vec<u8>,
}

impl Variant {
    /// The kind a letter (either case) stands for in this game.
    pub fn kind_of_letter(&self, letter: char) -> Option<Kind> {
        let l = letter.to_ascii_uppercase();
        if l.is_ascii_uppercase() {
            self.letter_kind[(l as u8 - b'A') as usize]
        } else {
            None
        }
    }

    /// The kind a player means by a letter (`L`, `l`) or a name in this game (`lion`,
    /// `Aanca`).
    pub fn find_piece(&self, text: &str) -> Option<Kind> {
        let t = text.trim();
        let mut chars = t.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return self.kind_of_letter(c);
        }
        self.pieces
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(t))
            .map(|p| p.kind)
    }

    /// The piece table entry of a kind, if the game has it.
    pub fn info(&self, kind: Kind) -> Option<&PieceInfo> {
        self.kind_info[kind.index()].map(|i| &self.pieces[i])
    }

    /// White's (upper-case) letter of a kind in this game.
    pub fn letter(&self, kind: Kind) -> char {
        self.info(kind).map_or('?', |p| p.letter)
    }

    /// The letter of a piece: upper case for White.
    pub fn piece_char(&self, piece: Piece) -> char {
        let l = self.letter(piece.kind);
        match piece.color {
            Color::White => l,
            Color::Black => l.to_ascii_lowercase(),
        }
    }

    /// The name of a kind in this game ("Eagle" in Zanzibar, "Aanca" in Grant Acedrex).
    pub fn piece_name(&self, kind: Kind) -> &'static str {
        self.info(kind).map_or("?", |p| p.name)
    }

    /// The picture of a kind in this game (the catalogue's unless the game says).
    pub fn art(&self, kind: Kind) -> &'static str {
        self.info(kind).map_or(kind.entry().art, |p| p.art)
    }

    /// The promotion rule of a kind, if it promotes.
    pub fn promotion(&self, kind: Kind) -> Option<&Promotion> {
        self.promotions
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, p)| p)
    }

    /// True if the square is on this game's board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }

    /// Rank counted from `color`'s own side (0 = its back rank).
    #[inline]
    pub fn relative_rank(&self, sq: Square, color: Color) -> u8 {
        match color {
            Color::White => sq.rank(),
            Color::Black => self.height - 1 - sq.rank(),
        }
    }

    /// Every square of the board, a1 first, rank by rank.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.height)
            .flat_map(move |r| (0..self.width).map(move |f| Square::at(f as i32, r as i32)))
    }
}

fn build(id: VariantId) -> Variant {
    let s = crate::games::spec(id);
    let mut letter_kind = [None; 26];
    let mut kind_info = [None; KIND_COUNT];
    for (i, pi) in s.pieces.iter().enumerate() {
        letter_kind[(pi.letter as u8 - b'A') as usize] = Some(pi.kind);
        kind_info[pi.kind.index()] = Some(i);
    }
    let promoting: Vec<Kind> = s.promotions.iter().map(|(k, _)| *k).collect();
    let gen = [Color::White, Color::Black].map(|c| {
        Kind::ALL
            .iter()
            .map(|&k| {
                let mut g = compile_gen(k, c);
                g.promotes = promoting.contains(&k) || (s.ship_corner && k == Kind::Ship);
                g
            })
            .collect()
    });
    let mut rights_keep = vec![0x0F; BOARD_LEN];
    if let Some(castling) = &s.castling {
        for color in [Color::White, Color::Black] {
            for (wing, c) in castling[color.index()].iter().enumerate() {
                rights_keep[c.rook_from.idx()] &= !right_bit(color, wing);
                rights_keep[c.king_from.idx()] &= !side_rights(color);
            }
        }
    }
    let kinds: Vec<Kind> = s.pieces.iter().map(|p| p.kind).collect();
    let attacks = [Color::White, Color::Black].map(|c| compile_attacks(&kinds, c));
    let sets = Box::new(crate::sets::compile(&gen, &kinds, s.width, s.height));
    Variant {
        id,
        key: s.key,
        aliases: s.aliases,
        name: s.name,
        origin: s.origin,
        setup: s.setup,
        texts: s.texts,
        width: s.width,
        height: s.height,
        pieces: s.pieces,
        start_fen: s.start_fen,
        rights: s.rights,
        king_special: s.king_special,
        royal_special: s.royal_special,
        stalemate: s.stalemate,
        bare_king: s.bare_king,
        pawn_steps: s.pawn_steps,
        pawn_en_passant: s.pawn_en_passant,
        prince_steps: s.prince_steps,
        prince_en_passant: s.prince_en_passant,
        ship_corner: s.ship_corner,
        promotions: s.promotions,
        castling: s.castling,
        gen,
        attacks,
        sets,
        letter_kind,
        kind_info,
        rights_keep,
    }
}

/// The rights bit of a colour's wing (0 = `K`, 1 = `Q`); leap games use wing 0.
#[inline]
pub(crate) const fn right_bit(color: Color, wing: usize) -> u8 {
    1 << (2 * color as usize + wing)
}

/// Both rights bits of a colour.
#[inline]
pub(crate) const fn side_rights(color: Color) -> u8 {
    3 << (2 * color as usize)
}

pub(crate) fn forward(color: Color) -> i32 {
    match color {
        Color::White => STRIDE,
        Color::Black => -STRIDE,
    }
}

fn compile_gen(kind: Kind, color: Color) -> KindGen {
    let mut g = KindGen::default();
    for atom in atoms(kind) {
        match *atom {
            Leap(dx, dy, mode) => {
                for (x, y) in symmetries(dx as i32, dy as i32) {
                    g.leaps.push((off(x, y), mode));
                }
            }
            Ride(lines, max, mode) => {
                for &(x, y) in lines.dirs() {
                    g.rides.push((off(x, y), max, mode));
                }
            }
            Hop(lines) => g.hops.extend(lines.dirs().iter().map(|&(x, y)| off(x, y))),
            Shoot(lines) => g
                .shoots
                .extend(lines.dirs().iter().map(|&(x, y)| off(x, y))),
            Bent(dx, dy, how) => {
                for s in symmetries(dx as i32, dy as i32) {
                    let conts = outward(s, how)
                        .into_iter()
                        .map(|(x, y)| off(x, y))
                        .collect();
                    g.bents.push((off(s.0, s.1), conts));
                }
            }
            ChuLion => g.chu_lion = true,
            Pawn => g.pawn = true,
        }
    }
    let _ = color;
    g
}

fn compile_attacks(kinds: &[Kind], color: Color) -> AttackTables {
    let mut t = AttackTables::default();
    let add_leap = |t: &mut AttackTables, d: i32, k: Kind| {
        if let Some(e) = t.leaps.iter_mut().find(|e| e.0 == d) {
            e.1 |= 1 << k.index();
        } else {
            t.leaps.push((d, 1 << k.index()));
        }
    };
    let dir_index = |x: i32, y: i32| DIRS.iter().position(|&d| d == (x, y)).expect("a direction");
    for &k in kinds {
        for atom in atoms(k) {
            match *atom {
                Leap(dx, dy, mode) if mode.captures() => {
                    for (x, y) in symmetries(dx as i32, dy as i32) {
                        add_leap(&mut t, off(x, y), k);
                    }
                }
                Leap(..) => {}
                Ride(lines, max, mode) if mode.captures() => {
                    for &(x, y) in lines.dirs() {
                        let i = dir_index(x, y);
                        t.ride_range[i][k.index()] = if max == 0 { 255 } else { max };
                        t.ride_any[i] = true;
                    }
                }
                Ride(..) => {}
                Shoot(lines) => {
                    t.unsure |= 1 << k.index();
                    for &(x, y) in lines.dirs() {
                        let i = dir_index(x, y);
                        t.ride_range[i][k.index()] = 255;
                        t.ride_any[i] = true;
                    }
                }
                Hop(lines) => {
                    for &(x, y) in lines.dirs() {
                        let i = dir_index(x, y);
                        t.hop_mask[i] |= 1 << k.index();
                        t.ride_any[i] = true;
                    }
                }
                Bent(dx, dy, how) => {
                    for s in symmetries(dx as i32, dy as i32) {
                        add_leap(&mut t, off(s.0, s.1), k);
                        for (x, y) in outward(s, how) {
                            let slide = off(x, y);
                            let first = off(s.0, s.1);
                            let group = match t.bents.iter_mut().position(|e| e.0 == slide) {
                                Some(i) => &mut t.bents[i].1,
                                None => {
                                    t.bents.push((slide, Vec::new()));
                                    &mut t.bents.last_mut().expect("just pushed").1
                                }
                            };
                            if let Some(e) = group.iter_mut().find(|e| e.0 == first) {
                                e.1 |= 1 << k.index();
                            } else {
                                group.push((first, 1 << k.index()));
                            }
                        }
                    }
                }
                ChuLion => {
                    t.unsure |= 1 << k.index();
                    for x in -2i32..=2 {
                        for y in -2i32..=2 {
                            if (x, y) != (0, 0) {
                                add_leap(&mut t, off(x, y), k);
                            }
                        }
                    }
                }
                Pawn => {
                    let f = forward(color);
                    add_leap(&mut t, f + 1, k);
                    add_leap(&mut t, f - 1, k);
                }
            }
        }
    }
    t.leap_at = vec![0; (2 * LEAP_MID + 1) as usize];
    for &(d, mask) in &t.leaps {
        t.leap_at[(d + LEAP_MID) as usize] |= mask;
    }
    t.bent_kinds = t
        .bents
        .iter()
        .flat_map(|(_, g)| g.iter().map(|e| e.1))
        .fold(0, |a, m| a | m);
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_builds_with_unique_letters() {
        for id in VariantId::ALL {
            let v = id.variant();
            assert_eq!(v.id, id);
            let mut seen = std::collections::HashSet::new();
            for p in &v.pieces {
                assert!(seen.insert(p.letter), "{id}: letter {} twice", p.letter);
                assert_eq!(v.kind_of_letter(p.letter), Some(p.kind));
                assert_eq!(
                    v.kind_of_letter(p.letter.to_ascii_lowercase()),
                    Some(p.kind)
                );
            }
            assert_eq!(id.id().parse::<VariantId>(), Ok(id));
        }
    }

    #[test]
    fn games_are_found_by_id_and_other_names() {
        for (text, id) in [
            ("Zanzibar", VariantId::ZanzibarXl),
            ("zanzibar_s", VariantId::ZanzibarS),
            ("Tamerlane II", VariantId::Tamerlane2),
            ("dozenal chess", VariantId::Kmf),
            ("acedrex", VariantId::GrantAcedrex),
            ("Grande Acedrex", VariantId::GrantAcedrex),
            ("FIDE", VariantId::Chess),
            ("perfect", VariantId::Perfect12),
        ] {
            assert_eq!(text.parse::<VariantId>(), Ok(id), "{text}");
        }
        assert_eq!(
            "xiangqi".parse::<VariantId>(),
            Err(UnknownVariant("xiangqi".into()))
        );
        let keys: Vec<&str> = VariantId::ALL.iter().map(|v| v.id()).collect();
        assert_eq!(
            keys,
            [
                "chess",
                "shako",
                "perfect12",
                "kmf",
                "grant-acedrex",
                "zanzibar-xl",
                "zanzibar-s",
                "tamerlane2"
            ]
        );
    }

    #[test]
    fn symmetries_count() {
        assert_eq!(symmetries(1, 0).len(), 4);
        assert_eq!(symmetries(1, 1).len(), 4);
        assert_eq!(symmetries(2, 1).len(), 8);
        assert_eq!(symmetries(3, 3).len(), 4);
    }

    #[test]
    fn outward_directions_follow_the_rules() {
        // Gryphon via f5 from e4 goes on to f6… or g5…
        assert_eq!(outward((1, 1), Outward::Orthogonal), vec![(1, 0), (0, 1)]);
        // Rhinoceros via e5 from e4: f6… or d6…
        assert_eq!(outward((0, 1), Outward::Diagonal), vec![(1, 1), (-1, 1)]);
        // Unicornio via b3 from a1 (leap (1,2)) goes on c4, d5…
        assert_eq!(outward((1, 2), Outward::Diagonal), vec![(1, 1)]);
        // Ship via e5 from d4: e6…
        assert_eq!(outward((1, 1), Outward::Vertical), vec![(0, 1)]);
    }
}
