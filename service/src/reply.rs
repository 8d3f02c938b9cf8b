//! What the core answers: text, optional files (board PNG, game GIF, record), optional
//! actions (buttons on Discord), and a text board for the terminal; and, typed, what the
//! text says: the messages it consists of ([`Said`]: a message id and its named
//! arguments), the game it is about ([`GameView`]) and why a request was refused
//! ([`Refusal`]).

use acedrex_rules::{Color, FenError, GameError, GameResult, MoveError, Position, SetupError};
use std::fmt;

/// A named argument of a message: what a translation fills in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    /// A side, named in the reader's language.
    Color(Color),
    /// A message inside a message (the reason of a refused move, a result).
    Said(Box<Said>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<Color> for Arg {
    fn from(c: Color) -> Arg {
        Arg::Color(c)
    }
}

impl From<Said> for Arg {
    fn from(s: Said) -> Arg {
        Arg::Said(Box::new(s))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(u8, u32, u64, usize, i64);

/// One message of a reply: its stable id (one per sentence of
/// `texts/messages.rs`, the key a translation uses) and its named arguments, the way a
/// Fluent message takes them. The English text is made from the same call, so the two
/// cannot drift apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Said {
    pub fn new(id: &'static str) -> Said {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The number given as `name`.
    pub fn number(&self, name: &str) -> Option<i64> {
        match self.arg(name)? {
            Arg::Number(n) => Some(*n),
            _ => None,
        }
    }

    /// The text given as `name`.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.arg(name)? {
            Arg::Text(t) => Some(t),
            _ => None,
        }
    }
}

/// A stretch of a text: one of the messages it says (its English words), or layout
/// between them (a space, a line break) or words that are not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The next message of `said`, as its English text.
    Said(String),
    /// Text said as it is in every language.
    Layout(String),
    /// The next message of `said` is said inside the one before (no words of its own).
    Within,
}

/// Renders a text in another language: each message of `said` (in order, one per
/// [`Part::Said`]) by the catalogue, the layout as it is. A message the language cannot
/// say keeps its English words; parts that do not add up to `text` (the text was
/// changed by hand) leave `text` as it is.
pub fn render_parts(
    text: &str,
    said: &[Said],
    parts: &[Part],
    lang: crate::texts::lang::Lang,
) -> String {
    let count = parts
        .iter()
        .filter(|p| matches!(p, Part::Said(_) | Part::Within))
        .count();
    let whole: String = parts
        .iter()
        .map(|p| match p {
            Part::Said(t) | Part::Layout(t) => t.as_str(),
            Part::Within => "",
        })
        .collect();
    if count != said.len() || whole != text {
        return text.to_string();
    }
    let catalog = crate::texts::lang::catalog();
    let mut out = String::with_capacity(text.len());
    let mut next = said.iter();
    for p in parts {
        match p {
            Part::Layout(t) => out.push_str(t),
            Part::Within => {
                next.next();
            }
            Part::Said(english) => {
                let s = next.next();
                match s.and_then(|s| catalog.say(lang, s)) {
                    Some(t) => out.push_str(&t),
                    None => out.push_str(english),
                }
            }
        }
    }
    out
}

/// Text and the messages it says, built together: what the functions of
/// `texts/messages.rs` return. It has no implicit conversion to `&str`, so joining two of
/// them keeps both accounts ([`Msg::push`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Msg {
    pub text: String,
    pub said: Vec<Said>,
    /// `text` cut at the messages' edges, so another language can say each in its place.
    pub parts: Vec<Part>,
}

impl Msg {
    /// One message: its id and its English text.
    pub fn new(id: &'static str, text: impl Into<String>) -> Msg {
        let text = text.into();
        Msg {
            parts: vec![Part::Said(text.clone())],
            text,
            said: vec![Said::new(id)],
        }
    }

    /// The text in `lang` (English as it is).
    pub fn text_in(&self, lang: crate::texts::lang::Lang) -> String {
        if lang == crate::texts::lang::Lang::En {
            return self.text.clone();
        }
        render_parts(&self.text, &self.said, &self.parts, lang)
    }

    /// Adds a named argument to the last message.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        if let Some(s) = self.said.last_mut() {
            s.args.push((name, value.into()));
        }
        self
    }

    /// Appends another message (its text and what it says).
    pub fn push(&mut self, other: Msg) {
        self.text.push_str(&other.text);
        self.said.extend(other.said);
        self.parts.extend(other.parts);
    }

    /// Appends layout that says nothing by itself (a space, a line break).
    pub fn push_str(&mut self, layout: &str) {
        self.text.push_str(layout);
        self.parts.push(Part::Layout(layout.to_string()));
    }

    /// `self`, `layout`, then `other`.
    pub fn then(mut self, layout: &str, other: Msg) -> Msg {
        self.push_str(layout);
        self.push(other);
        self
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Messages one per line.
    pub fn lines(parts: impl IntoIterator<Item = Msg>) -> Msg {
        let mut out = Msg::default();
        for (i, m) in parts.into_iter().enumerate() {
            if i > 0 {
                out.push_str("\n");
            }
            out.push(m);
        }
        out
    }

    /// The ids of the messages, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.said.iter().map(|s| s.id).collect()
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Text that is not (yet) one of the service's messages: a front end's own words.
impl From<&str> for Msg {
    fn from(s: &str) -> Msg {
        Msg::from(s.to_string())
    }
}

impl From<String> for Msg {
    fn from(s: String) -> Msg {
        Msg {
            parts: vec![Part::Layout(s.clone())],
            text: s,
            said: Vec::new(),
        }
    }
}

/// Why a request was refused, typed: the rules' own errors as they are, and the service's
/// refusals by the id of the message that says them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A move the rules refused.
    Move(MoveError),
    /// A request to the game (setup, takeback, …) the rules refused.
    Game(GameError),
    /// A Zanzibar arrangement that cannot be used.
    Setup(SetupError),
    /// A position text that cannot be read.
    Fen(FenError),
    /// The service refused: not a player, not your turn, no such game, the usage of a
    /// command, … — the id of the message that says why.
    Service(&'static str),
}

/// A file sent with a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub mime: &'static str,
    pub bytes: Vec<u8>,
    /// Pixel size, for images (Matrix clients want it in the event).
    pub size: Option<(u32, u32)>,
    /// The language of the words drawn on it (an image's title, legends, headings).
    pub lang: crate::texts::lang::Lang,
    /// How to draw it again in another language; `None` for a file without words.
    pub(crate) remake: Option<Remake>,
}

impl Attachment {
    /// A file without words to translate (a record).
    pub fn file(name: String, mime: &'static str, bytes: Vec<u8>) -> Attachment {
        Attachment {
            name,
            mime,
            bytes,
            size: None,
            lang: crate::texts::lang::Lang::En,
            remake: None,
        }
    }

    /// An image whose words are in `lang`, drawn by `draw` (in any language): drawn now
    /// in `lang`, and again by [`Attachment::in_lang`] for a reader of another one.
    pub(crate) fn image(
        name: String,
        mime: &'static str,
        lang: crate::texts::lang::Lang,
        draw: impl Fn(crate::texts::lang::Lang) -> Vec<u8> + Send + Sync + 'static,
    ) -> Attachment {
        let bytes = draw(lang);
        Attachment::drawn(name, mime, lang, bytes, draw)
    }

    /// [`Attachment::image`] already drawn in `lang` (`bytes`).
    pub(crate) fn drawn(
        name: String,
        mime: &'static str,
        lang: crate::texts::lang::Lang,
        bytes: Vec<u8>,
        draw: impl Fn(crate::texts::lang::Lang) -> Vec<u8> + Send + Sync + 'static,
    ) -> Attachment {
        Attachment {
            name,
            mime,
            size: png_size(&bytes),
            bytes,
            lang,
            remake: Some(Remake(std::sync::Arc::new(draw))),
        }
    }

    /// The image with its words in `lang` (drawn again when they are in another
    /// language; a file without words as it is).
    pub fn in_lang(&mut self, lang: crate::texts::lang::Lang) {
        if self.lang == lang {
            return;
        }
        if let Some(remake) = &self.remake {
            self.bytes = (remake.0)(lang);
            if self.size.is_some() {
                self.size = png_size(&self.bytes);
            }
            self.lang = lang;
        }
    }
}

/// Width and height from a PNG header (`None` for another format).
pub fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    if png.len() < 24 || &png[1..4] != b"PNG" {
        return None;
    }
    let w = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
    let h = u32::from_be_bytes([png[20], png[21], png[22], png[23]]);
    Some((w, h))
}

/// Messages that give a page's address (as their `url`).
const LINK_MESSAGES: &[&str] = &["page-line", "tournament-page"];

/// A game's or tournament's page address for a reader of `lang`: the page opens in
/// that language (`…/game/7?lang=es`); English addresses as they are.
pub fn page_link(url: &str, lang: crate::texts::lang::Lang) -> String {
    if lang == crate::texts::lang::Lang::En || url.contains("lang=") {
        return url.to_string();
    }
    let join = if url.contains('?') { '&' } else { '?' };
    format!("{url}{join}lang={}", lang.code())
}

/// The page addresses of what is said (and of the game's view) for a reader of
/// `lang`. The English text is left as it is: another language says the messages.
fn links_in_lang(said: &mut [Said], game: Option<&mut GameView>, lang: crate::texts::lang::Lang) {
    fn one(s: &mut Said, lang: crate::texts::lang::Lang) {
        let links = LINK_MESSAGES.contains(&s.id);
        for (name, arg) in &mut s.args {
            match arg {
                Arg::Text(url) if links && *name == "url" => *url = page_link(url, lang),
                Arg::Said(inner) => one(inner, lang),
                _ => {}
            }
        }
    }
    if lang == crate::texts::lang::Lang::En {
        return;
    }
    for s in said {
        one(s, lang);
    }
    if let Some(page) = game.and_then(|g| g.page.as_mut()) {
        *page = page_link(page, lang);
    }
}

/// Draws an image again with its words in another language.
#[derive(Clone)]
pub(crate) struct Remake(std::sync::Arc<dyn Fn(crate::texts::lang::Lang) -> Vec<u8> + Send + Sync>);

impl fmt::Debug for Remake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Remake")
    }
}

/// Two images are the same when their bytes are: how they would be drawn again does
/// not count.
impl PartialEq for Remake {
    fn eq(&self, _: &Remake) -> bool {
        true
    }
}

impl Eq for Remake {}

/// What a button does, so a front end can style it without reading its label.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    /// Accept a challenge (a positive, primary action).
    Accept,
    /// Decline a challenge.
    Decline,
    /// Show the board again.
    Board,
    /// Offer a draw.
    OfferDraw,
    /// Accept the opponent's draw offer.
    AcceptDraw,
    /// Resign the game (destructive).
    Resign,
    /// Ask for, or agree to, a takeback.
    Takeback,
    /// The legal moves.
    LegalMoves,
    /// The board turned the other way, for the presser only.
    Flip,
    /// Analyse a finished game.
    Analyse,
    /// Call a game off before both sides have moved (destructive).
    Abort,
    /// Offer the opponent of a finished game another, colours swapped.
    Rematch,
}

impl ActionKind {
    /// Destructive actions (a front end may colour them red).
    pub fn is_destructive(self) -> bool {
        matches!(
            self,
            ActionKind::Decline | ActionKind::Resign | ActionKind::Abort
        )
    }

    /// Actions that move the game forward (a front end may colour them green).
    pub fn is_positive(self) -> bool {
        matches!(self, ActionKind::Accept | ActionKind::AcceptDraw)
    }
}

/// A one-click follow-up: a button labelled `label` that sends `command`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    pub kind: ActionKind,
    pub label: String,
    pub command: String,
}

/// A message for someone who did not send the request: the other player of a game
/// played in direct messages, or a player reminded that it is their move or told that
/// a clock ran out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub to: crate::store::UserRef,
    /// Where to say it, mentioning `to`: the game's channel. `None`: a direct message.
    pub channel: Option<String>,
    pub text: String,
    /// The messages `text` consists of.
    pub said: Vec<Said>,
    /// `text` cut at the messages' edges ([`Msg::parts`]).
    pub parts: Vec<Part>,
    /// The language `to` reads ([`Notice::rendered`]).
    pub lang: crate::texts::lang::Lang,
    pub attachments: Vec<Attachment>,
    pub actions: Vec<Action>,
    /// The game it is about.
    pub game: Option<GameView>,
}

/// Where a game is in its life, as a front end sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A challenge waiting to be accepted.
    Challenge,
    /// Zanzibar: the game has begun and Black chooses the arrangement before any move.
    Setup,
    /// Moves are being played.
    Playing,
    /// Over, with a result.
    Finished,
    /// A challenge declined or withdrawn: no game was played.
    Closed,
    /// Called off before both sides had moved: no result, unrated.
    Aborted,
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultView {
    /// The winner, or `None` for a draw.
    pub winner: Option<acedrex_rules::Color>,
    /// The reason's id (`checkmate`, `resignation`, `agreement`, …).
    pub reason: String,
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub score: String,
}

/// The game a reply is about, as typed data: front ends decide mentions, threads,
/// button styles and notifications from this, never from the reply's English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameView {
    pub id: u64,
    pub variant: acedrex_rules::VariantId,
    /// The channel the game belongs to (a thread linked to it counts as it).
    pub channel: String,
    pub phase: Phase,
    pub challenger: crate::store::UserRef,
    /// The challenged player; `None` for an open challenge.
    pub challenged: Option<crate::store::UserRef>,
    pub white: Option<crate::store::UserRef>,
    pub black: Option<crate::store::UserRef>,
    /// Whom the game waits for: the challenged player (a challenge), Black (a Zanzibar
    /// setup), the player to move; `None` when anyone may act (an open challenge) or the
    /// game is over.
    pub to_act: Option<crate::store::UserRef>,
    /// The side to move while the game is played.
    pub side_to_move: Option<acedrex_rules::Color>,
    /// This request changed the game (a move, an offer, a result, …).
    pub changed: bool,
    /// This request started the game (a challenge accepted, a bot game begun).
    pub began: bool,
    /// The last move in algebraic notation.
    pub last_move: Option<String>,
    /// Plies played.
    pub plies: usize,
    pub result: Option<ResultView>,
    /// A title for the game ("Perfect 12 · game #12").
    pub title: String,
    /// A few lines about it: players, move number and status, last move (light
    /// Markdown), for a card beside a board image.
    pub lines: Vec<String>,
    /// `title` and `lines` as messages, said in a reader's language by
    /// [`GameView::card_in`].
    pub card_said: (Msg, Vec<Msg>),
    /// The game's web page, where the service is told its base address.
    pub page: Option<String>,
    /// The key of an unlisted page (what makes its address unguessable).
    pub(crate) page_key: Option<String>,
}

impl Notice {
    /// Sets what the notice says.
    pub fn with(mut self, m: Msg) -> Notice {
        self.text = m.text;
        self.said = m.said;
        self.parts = m.parts;
        self
    }

    /// The text in the language of its reader.
    pub fn rendered(&self) -> String {
        self.msg().text_in(self.lang)
    }

    /// Its images' words and its page links in the language of its reader.
    pub(crate) fn in_readers_lang(&mut self) {
        for a in &mut self.attachments {
            a.in_lang(self.lang);
        }
        links_in_lang(&mut self.said, self.game.as_mut(), self.lang);
    }

    /// What the notice says, as a message.
    pub fn msg(&self) -> Msg {
        Msg {
            text: self.text.clone(),
            said: self.said.clone(),
            parts: self.parts.clone(),
        }
    }

    /// The ids of the messages the notice says, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.said.iter().map(|s| s.id).collect()
    }
}

impl GameView {
    /// The card's title and lines in `lang` (`title` and `lines` in English).
    pub fn card_in(&self, lang: crate::texts::lang::Lang) -> (String, Vec<String>) {
        if lang == crate::texts::lang::Lang::En || self.card_said.1.len() != self.lines.len() {
            return (self.title.clone(), self.lines.clone());
        }
        (
            self.card_said.0.text_in(lang),
            self.card_said.1.iter().map(|m| m.text_in(lang)).collect(),
        )
    }

    /// The game is still open: a challenge, a setup, or moves to play.
    pub fn is_open(&self) -> bool {
        matches!(self.phase, Phase::Challenge | Phase::Setup | Phase::Playing)
    }
}

/// The answer to one request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// The messages `text` consists of, in order.
    pub said: Vec<Said>,
    /// `text` cut at the messages' edges ([`Msg::parts`]).
    pub parts: Vec<Part>,
    /// The language of the one who asked (their `lang`, their platform's locale, the
    /// configured one): what [`Reply::rendered`] says it in. `text` stays English.
    pub lang: crate::texts::lang::Lang,
    /// Set when the request was refused (nothing changed): why.
    pub refusal: Option<Refusal>,
    pub attachments: Vec<Attachment>,
    pub actions: Vec<Action>,
    /// The board as text, for front ends without images (the terminal).
    pub board: Option<TextBoard>,
    /// The game the reply is about, if one.
    pub game: Option<GameView>,
    /// Messages the front end delivers to other people (direct-message games).
    pub notices: Vec<Notice>,
    /// The side at the bottom of the attached board image (the service turns it for
    /// Black to move): a front end offers to turn it the other way from this.
    pub bottom: Option<Color>,
    /// A view for the asker's eyes only (the turned board): a platform that can show a
    /// reply to one person (Discord's ephemeral answers) does so, and adds no buttons that
    /// move the game.
    pub private: bool,
}

impl Reply {
    pub fn text(text: impl Into<Msg>) -> Reply {
        let m = text.into();
        Reply {
            text: m.text,
            said: m.said,
            parts: m.parts,
            ..Reply::default()
        }
    }

    /// A refusal: the message that says why, and the typed cause.
    pub fn refused(text: Msg, why: Refusal) -> Reply {
        Reply {
            refusal: Some(why),
            ..Reply::text(text)
        }
    }

    /// Appends a message to the text (after `layout`: a space, a line break).
    pub fn say(mut self, layout: &str, m: Msg) -> Reply {
        self.text.push_str(layout);
        self.parts.push(Part::Layout(layout.to_string()));
        self.text.push_str(&m.text);
        self.said.extend(m.said);
        self.parts.extend(m.parts);
        self
    }

    /// Replaces what the reply says.
    pub fn set(&mut self, m: Msg) {
        self.text = m.text;
        self.said = m.said;
        self.parts = m.parts;
    }

    /// The text and what it says, as one message (to say it again elsewhere).
    pub fn msg(&self) -> Msg {
        Msg {
            text: self.text.clone(),
            said: self.said.clone(),
            parts: self.parts.clone(),
        }
    }

    /// The ids of the messages the reply says, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.said.iter().map(|s| s.id).collect()
    }

    /// The text in the language of the one who asked.
    pub fn rendered(&self) -> String {
        self.msg().text_in(self.lang)
    }

    /// Its images' words and its page links in the language of the one who asked, and
    /// each notice's in its reader's.
    pub(crate) fn in_readers_lang(&mut self) {
        for a in &mut self.attachments {
            a.in_lang(self.lang);
        }
        links_in_lang(&mut self.said, self.game.as_mut(), self.lang);
        for n in &mut self.notices {
            n.in_readers_lang();
        }
    }

    /// A button's label in the language of the one who asked.
    pub fn label(&self, a: &Action) -> String {
        crate::texts::lang::label(self.lang, a.kind, &a.label)
    }

    /// The first message with this id.
    pub fn said(&self, id: &str) -> Option<&Said> {
        self.said.iter().find(|s| s.id == id)
    }

    /// Marks the game the reply is about.
    pub fn about(mut self, game: GameView) -> Reply {
        self.game = Some(game);
        self
    }

    /// Changes the view of the game, if the reply has one.
    pub fn map_game(mut self, f: impl FnOnce(&mut GameView)) -> Reply {
        if let Some(v) = self.game.as_mut() {
            f(v);
        }
        self
    }

    /// The id of the game the reply is about.
    pub fn game_id(&self) -> Option<u64> {
        self.game.as_ref().map(|g| g.id)
    }

    pub fn action(mut self, kind: ActionKind, label: &str, command: &str) -> Reply {
        self.actions.push(Action {
            kind,
            label: label.to_string(),
            command: command.to_string(),
        });
        self
    }

    /// The names of the attached files.
    pub fn file_names(&self) -> Vec<&str> {
        self.attachments.iter().map(|a| a.name.as_str()).collect()
    }
}

/// The board in letters, for front ends without images: a rank per line and the file
/// letters ([`ascii_board`]), then a last line, kept typed so that each reader gets it
/// in their language ([`TextBoard::in_lang`]; `Display` is English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextBoard {
    /// The ranks and the file letters, each line ended by a newline.
    pub rows: String,
    pub status: BoardStatus,
}

/// A text board's last line: who is to move, or how the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardStatus {
    ToMove(Color),
    Ended(GameResult),
    /// Called off before both sides moved.
    Aborted,
}

impl TextBoard {
    /// The board with its last line in `lang`.
    pub fn in_lang(&self, lang: crate::texts::lang::Lang) -> String {
        format!(
            "{}    {}",
            self.rows,
            crate::texts::lang::board_status(lang, self.status)
        )
    }
}

impl fmt::Display for TextBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(crate::texts::lang::Lang::En))
    }
}

/// The board in letters, turned like the image, saying `status` on its last line (who is
/// to move, unless the game is over).
pub fn ascii_board(pos: &Position, flipped: bool, status: Option<BoardStatus>) -> TextBoard {
    TextBoard {
        rows: ascii_rows(pos, flipped),
        status: status.unwrap_or(BoardStatus::ToMove(pos.side_to_move())),
    }
}

/// A rank per line, then the file letters.
fn ascii_rows(pos: &Position, flipped: bool) -> String {
    let v = pos.variant();
    let mut ranks: Vec<u8> = (0..v.height).rev().collect();
    let mut files: Vec<u8> = (0..v.width).collect();
    if flipped {
        ranks.reverse();
        files.reverse();
    }
    let mut out = String::new();
    for &r in &ranks {
        out.push_str(&format!("{:>3} ", r + 1));
        for &f in &files {
            let sq = acedrex_rules::Square::new(f, r).expect("on the board");
            let c = pos.piece_at(sq).map_or('.', |p| v.piece_char(p));
            out.push(' ');
            out.push(c);
        }
        out.push('\n');
    }
    out.push_str("    ");
    for &f in &files {
        out.push(' ');
        out.push((b'a' + f) as char);
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_rules::VariantId;

    #[test]
    fn ascii_board_reads_like_the_position() {
        let pos = Position::start(VariantId::Chess);
        let b = ascii_board(&pos, false, None).to_string();
        let lines: Vec<&str> = b.lines().collect();
        assert_eq!(lines[0], "  8  r n b q k b n r");
        assert_eq!(lines[7], "  1  R N B Q K B N R");
        assert_eq!(lines[8], "     a b c d e f g h");
        let flipped = ascii_board(&pos, true, None).to_string();
        assert!(flipped
            .lines()
            .next()
            .unwrap()
            .starts_with("  1  R N B K Q B N R"));
    }
}
