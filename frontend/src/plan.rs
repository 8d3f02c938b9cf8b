//! The message plan: what to say, where, with which files and buttons, and whom to
//! call, without any platform's syntax. A platform renders the spans its own way
//! (`!board` on Matrix, `board` in the terminal; a mention as `<@id>`, a pill or `@name`).

use acedrex_service::commands::TypedCall;
use acedrex_service::reply::{Action, ActionKind, Attachment, GameView, Notice, Phase, Reply};
use acedrex_service::rules::Color;
use acedrex_service::texts::lang::Lang;
use acedrex_service::{texts, Request, Service, UserRef};

/// A piece of rich text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    /// Text as it is (lines stay lines; a line may begin a list item).
    Text(String),
    Bold(String),
    /// Code, a move, a position text: shown verbatim.
    Code(String),
    /// A command line a player can type (`board #12`): each platform writes it the way
    /// it is typed there.
    Command(String),
    /// Preformatted lines (a fenced block).
    Block(String),
    /// A board drawn as text, where no image of it is shown (a fenced block, or the
    /// lines as they are in the terminal).
    Board(String),
    /// A person, called by the message.
    Mention(UserRef),
}

/// Where a message goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Destination {
    /// A channel or room (a service channel id, `matrix:!room:server`).
    Channel(String),
    /// The thread where a game is played, in its channel `parent`.
    Thread { thread: String, parent: String },
    /// A direct message to a person.
    Direct(UserRef),
}

/// What a platform can show besides text and files. A platform that lacks one gets the
/// same plan and renders what it can (a line of commands for buttons, nothing for a card).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Caps {
    /// Buttons under a message.
    pub buttons: bool,
    /// A card beside a board image (title, lines, a link to the game's page).
    pub cards: bool,
    /// Images shown in the conversation (without, the board also comes as text).
    pub images: bool,
    /// A thread of its own for each new game.
    pub threads: bool,
}

/// The card beside a board image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub title: String,
    /// A few lines about the game (light Markdown).
    pub lines: Vec<String>,
    /// The file name of the image it stands beside.
    pub image: String,
    /// The game's web page: the title links to it.
    pub page: Option<String>,
}

/// A game that has just begun, for its own thread (platforms with threads).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewThread {
    pub game: u64,
    /// The thread's name, from the service.
    pub title: String,
    /// Its players on this platform, called in it.
    pub players: Vec<UserRef>,
    /// The language of its name, and of what the platform says first in it.
    pub lang: Lang,
}

/// One message to send, platform-neutral.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub to: Destination,
    pub text: Vec<Span>,
    pub files: Vec<Attachment>,
    /// Buttons, each a command (any action of the service, in its order).
    pub buttons: Vec<Action>,
    /// Whom the message calls (a platform notifies them: pings, `m.mentions`).
    pub notify: Vec<UserRef>,
    /// The game it is about.
    pub game: Option<GameView>,
    /// The card beside the board image (platforms with cards).
    pub card: Option<Card>,
    /// For the asker's eyes only, where the platform can do that.
    pub private: bool,
    /// A new game's thread to open from this message (platforms with threads).
    pub thread: Option<NewThread>,
    /// News for other people (the other player of a game in direct messages), delivered
    /// after the message with [`Frontend::deliver`](crate::Frontend::deliver).
    pub notices: Vec<Notice>,
    /// The language of its readers (for the words a platform adds itself: an image's
    /// text alternative).
    pub lang: Lang,
}

impl Message {
    /// An empty message to `to`.
    pub fn to(to: Destination) -> Message {
        Message {
            to,
            text: Vec::new(),
            files: Vec::new(),
            buttons: Vec::new(),
            notify: Vec::new(),
            game: None,
            card: None,
            private: false,
            thread: None,
            notices: Vec::new(),
            lang: Lang::En,
        }
    }

    /// The text with every span as written in the service's light Markdown, commands
    /// as they are typed in the terminal and mentions as `@name`, after the people it
    /// calls (`@alice @bob: …`).
    pub fn plain(&self) -> String {
        markdown(&self.called(": "), &|c| c.to_string(), &|u| {
            format!("@{}", u.name)
        })
    }

    /// The text after a mention of each person the message calls and its text does
    /// not mention yet, then `separator` (each platform's way: `<@1> <@2> …` on Discord,
    /// `@bob: …` in the terminal).
    pub fn called(&self, separator: &str) -> Vec<Span> {
        let unnamed: Vec<&UserRef> = self
            .notify
            .iter()
            .filter(|u| !self.text.contains(&Span::Mention((*u).clone())))
            .collect();
        if unnamed.is_empty() {
            return self.text.clone();
        }
        let mut out = Vec::with_capacity(self.text.len() + 2 * unnamed.len());
        for (i, u) in unnamed.into_iter().enumerate() {
            if i > 0 {
                out.push(Span::Text(" ".into()));
            }
            out.push(Span::Mention((*u).clone()));
        }
        out.push(Span::Text(separator.into()));
        out.extend(self.text.iter().cloned());
        out
    }
}

/// Command words that a player types, from the command table (not the terminal's own
/// `as` and `quit`).
fn is_command(code: &str) -> bool {
    let word = code
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    !code.starts_with('!')
        && !matches!(word.as_str(), "as" | "quit" | "")
        && acedrex_service::commands::names().any(|c| c == word)
}

/// The service's light Markdown as spans: fenced blocks, `code` (a command when it
/// begins with a command word), **bold**, text.
pub fn spans(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    for (i, part) in text.split("```").enumerate() {
        if i % 2 == 1 {
            out.push(Span::Block(part.to_string()));
            continue;
        }
        for (j, piece) in part.split('`').enumerate() {
            if j % 2 == 1 {
                out.push(if is_command(piece) {
                    Span::Command(piece.to_string())
                } else {
                    Span::Code(piece.to_string())
                });
                continue;
            }
            let bolds: Vec<&str> = piece.split("**").collect();
            // An odd number of `**` is no bold: the text stays as it is.
            if bolds.len().is_multiple_of(2) {
                push_text(&mut out, piece);
                continue;
            }
            for (k, b) in bolds.into_iter().enumerate() {
                if k % 2 == 1 {
                    out.push(Span::Bold(b.to_string()));
                } else {
                    push_text(&mut out, b);
                }
            }
        }
    }
    out
}

fn push_text(out: &mut Vec<Span>, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(Span::Text(t)) = out.last_mut() {
        t.push_str(text);
    } else {
        out.push(Span::Text(text.to_string()));
    }
}

/// The spans as Markdown, each command written by `command` and each mention by
/// `mention`: the rendering of Discord and the terminal, and the source of Matrix's HTML.
pub fn markdown(
    spans: &[Span],
    command: &dyn Fn(&str) -> String,
    mention: &dyn Fn(&UserRef) -> String,
) -> String {
    let mut out = String::new();
    for s in spans {
        match s {
            Span::Text(t) => out.push_str(t),
            Span::Bold(t) => {
                out.push_str("**");
                out.push_str(t);
                out.push_str("**");
            }
            Span::Code(t) => {
                out.push('`');
                out.push_str(t);
                out.push('`');
            }
            Span::Command(t) => {
                out.push('`');
                out.push_str(&command(t));
                out.push('`');
            }
            Span::Block(t) => {
                out.push_str("```");
                out.push_str(t);
                out.push_str("```");
            }
            Span::Board(t) => {
                out.push_str("```\n");
                out.push_str(t);
                out.push_str("\n```");
            }
            Span::Mention(u) => out.push_str(&mention(u)),
        }
    }
    out
}

/// The person a reply calls on, and how: when the request changed the game, whom it now
/// waits for (the challenged player, the player to move) — never the sender, the bot,
/// or a player of another platform (they cannot be called from here). The spans go at
/// the end of the reply: a line with the mention, and "your move." in `lang` once the
/// game is on.
pub fn call_in(
    view: Option<&GameView>,
    sender: &str,
    platform: &str,
    lang: Lang,
) -> Option<(UserRef, Vec<Span>)> {
    let view = view.filter(|v| v.changed)?;
    let user = view
        .to_act
        .as_ref()
        .filter(|u| !u.bot && u.id != sender && is_of(platform, &u.id))?;
    Some((user.clone(), call_spans(user, view.phase, lang)))
}

/// A line calling `user`, with "your move." once the game is on.
fn call_spans(user: &UserRef, phase: Phase, lang: Lang) -> Vec<Span> {
    let mut spans = vec![Span::Text("\n".into()), Span::Mention(user.clone())];
    if phase != Phase::Challenge {
        let your_move = match lang {
            Lang::En => acedrex_service::texts::your_move().to_string(),
            _ => acedrex_service::texts::lang::tr(lang, "your-move", &[]),
        };
        spans.push(Span::Text(format!(", {your_move}")));
    }
    spans
}

/// The thread of a game that has just begun, with its players of `platform`; its title
/// in `lang`.
fn new_thread(v: &GameView, platform: &str, lang: Lang) -> NewThread {
    NewThread {
        game: v.id,
        title: texts::messages::thread_title(v).text_in(lang),
        players: [v.white.as_ref(), v.black.as_ref()]
            .into_iter()
            .flatten()
            .filter(|u| is_of(platform, &u.id))
            .cloned()
            .collect(),
        lang,
    }
}

/// Whether a service id (of a channel or a user) belongs to a platform (`discord:…`).
pub fn is_of(platform: &str, id: &str) -> bool {
    id.strip_prefix(platform)
        .is_some_and(|rest| rest.starts_with(':'))
}

/// The service's notices for one platform as messages: each said once where its game is
/// played (the game's thread when it has one there, else its channel or room), a notice
/// for several people of one game (a clock that ran out) as one message calling them
/// all; notices without a channel go by direct message. Notices of other platforms'
/// channels are left out. `threads` gives the channels linked to a game (blocking: the
/// store is read). A notice that begins a game (a tournament's pairing: its view's
/// `began`) calls both players, the one to move last, and on a platform with threads
/// (`caps`) opens the game's thread from it, as a reply that begins a game does.
pub fn notices(
    platform: &str,
    caps: Caps,
    notices: Vec<Notice>,
    threads: &dyn Fn(u64) -> Vec<String>,
) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    for n in notices {
        // In the language of the one it is for (one message per wording in a channel).
        let text = n.rendered();
        let to = match n.channel {
            Some(channel) => {
                if !is_of(platform, &channel) {
                    continue;
                }
                let thread = n
                    .game
                    .as_ref()
                    .and_then(|g| threads(g.id).into_iter().find(|t| is_of(platform, t)));
                match thread {
                    Some(thread) => Destination::Thread {
                        thread,
                        parent: channel,
                    },
                    None => Destination::Channel(channel),
                }
            }
            None => {
                if !is_of(platform, &n.to.id) {
                    continue;
                }
                out.push(Message {
                    text: spans(&text),
                    files: n.attachments,
                    buttons: labelled(n.actions, n.lang),
                    game: n.game,
                    lang: n.lang,
                    ..Message::to(Destination::Direct(n.to.clone()))
                });
                continue;
            }
        };
        let body = spans(&text);
        let game = n.game.as_ref().map(|g| g.id);
        // The same news of the same game in the same place: one message for everyone.
        if let Some(m) = out
            .iter_mut()
            .find(|m| m.to == to && m.game.as_ref().map(|g| g.id) == game && m.text == body)
        {
            if !m.notify.iter().any(|u| u.id == n.to.id) {
                m.notify.push(n.to.clone());
            }
            continue;
        }
        let mut m = Message {
            text: body,
            files: n.attachments,
            buttons: labelled(n.actions, n.lang),
            notify: vec![n.to],
            lang: n.lang,
            ..Message::to(to)
        };
        if let Some(v) = n.game.as_ref().filter(|v| v.began) {
            begin(&mut m, v, platform, caps, n.lang);
        }
        m.game = n.game;
        out.push(m);
    }
    out
}

/// A notice that begins a game: both players called (the one to move last, with "your
/// move."), and its thread opened from it where the platform has threads and the game
/// has none yet.
fn begin(m: &mut Message, v: &GameView, platform: &str, caps: Caps, lang: Lang) {
    let players = [v.white.as_ref(), v.black.as_ref()]
        .into_iter()
        .flatten()
        .filter(|u| !u.bot && is_of(platform, &u.id));
    for u in players {
        if !m.notify.iter().any(|x| x.id == u.id) {
            m.notify.push(u.clone());
        }
    }
    if let Some(u) = v
        .to_act
        .as_ref()
        .filter(|u| m.notify.iter().any(|x| x.id == u.id))
    {
        m.text.extend(call_spans(u, v.phase, lang));
    }
    if caps.threads && matches!(m.to, Destination::Channel(_)) {
        m.thread = Some(new_thread(v, platform, lang));
    }
}

/// One round of the clock for a platform, planned: [`Service::tick`] and [`notices`].
/// Blocking (the store is read and written).
pub fn round(service: &Service, platform: &str, caps: Caps) -> Vec<Message> {
    let ticked = service.tick(platform);
    if ticked.is_empty() {
        return Vec::new();
    }
    notices(platform, caps, ticked, &|game| {
        service.linked_channels(game)
    })
}

/// Who asked for a reply, and how: what its plan depends on besides the reply.
#[derive(Clone, Copy, Debug)]
pub struct Asker<'a> {
    /// The channel the request came from: the reply goes there.
    pub channel: &'a str,
    /// The sender's service id (never called by the reply).
    pub user: &'a str,
    /// A button press: a refusal that changes nothing is for the presser's eyes only.
    pub pressed: bool,
}

/// The one plan of a reply, for every platform: its text (and at the end the call on
/// whom the game waits for), files, buttons (the service's actions; with a board image
/// and buttons, also the legal moves, takeback and a turn of the board), the card beside
/// the image, the board as text where no image shows it, whether it is private, and a new
/// game's thread. `platform`: its name; `caps`: what it can show.
pub fn reply(reply: Reply, asker: Asker<'_>, platform: &str, caps: Caps) -> Message {
    let lang = reply.lang;
    let text = reply.rendered();
    let view = reply.game;
    let changed = view.as_ref().is_some_and(|v| v.changed);
    let mut m = Message::to(Destination::Channel(asker.channel.to_string()));
    m.lang = lang;
    m.text = spans(&text);
    m.private = reply.private || (asker.pressed && !changed && reply.attachments.is_empty());
    for a in reply.actions {
        push_button(&mut m.buttons, a);
    }
    let image = reply
        .attachments
        .iter()
        .find(|a| a.mime == "image/png")
        .map(|a| a.name.clone());
    if let (Some(v), Some(image)) = (view.as_ref(), image.as_ref()) {
        if !v.lines.is_empty() {
            if caps.cards {
                let (title, lines) = v.card_in(lang);
                m.card = Some(Card {
                    title,
                    lines,
                    image: image.clone(),
                    page: v.page.clone(),
                });
            }
            if caps.buttons {
                board_buttons(&mut m.buttons, v, reply.bottom, reply.private);
            }
        }
    }
    if let Some(board) = reply.board.filter(|_| !caps.images || image.is_none()) {
        m.text.push(Span::Text("\n".into()));
        m.text.push(Span::Board(board.in_lang(lang)));
    }
    if let Some((who, call)) = call_in(view.as_ref(), asker.user, platform, lang) {
        m.text.extend(call);
        m.notify.push(who);
    }
    m.buttons = labelled(std::mem::take(&mut m.buttons), lang);
    if let Some(v) = view.as_ref().filter(|v| v.began && caps.threads) {
        m.thread = Some(new_thread(v, platform, lang));
    }
    m.files = reply.attachments;
    m.notices = reply.notices;
    m.game = view;
    m
}

/// Buttons with their labels in `lang`.
fn labelled(buttons: Vec<Action>, lang: Lang) -> Vec<Action> {
    buttons
        .into_iter()
        .map(|mut b| {
            b.label = texts::lang::label(lang, b.kind, &b.label);
            b
        })
        .collect()
}

/// A button, unless one sends the same command already.
fn push_button(buttons: &mut Vec<Action>, a: Action) {
    if !buttons.iter().any(|b| b.command == a.command) {
        buttons.push(a);
    }
}

fn own_button(buttons: &mut Vec<Action>, kind: ActionKind, command: String) {
    push_button(
        buttons,
        Action {
            kind,
            label: texts::action_label(kind).to_string(),
            command,
        },
    );
}

/// The buttons beside a board image of a game: while it is played, its legal moves, a
/// takeback and the board turned (the other way from how the service turned it); on a
/// private turned board, only the turn back.
fn board_buttons(buttons: &mut Vec<Action>, v: &GameView, bottom: Option<Color>, private: bool) {
    let other = match bottom.unwrap_or(Color::White) {
        Color::White => "black",
        Color::Black => "white",
    };
    let flip = format!("flip #{} {other}", v.id);
    if private {
        own_button(buttons, ActionKind::Flip, flip);
    } else if matches!(v.phase, Phase::Setup | Phase::Playing) {
        own_button(buttons, ActionKind::LegalMoves, format!("moves #{}", v.id));
        own_button(buttons, ActionKind::Takeback, format!("takeback #{}", v.id));
        own_button(buttons, ActionKind::Flip, flip);
    }
}

/// A request as a platform received it, to answer.
#[derive(Clone, Debug)]
pub struct Asked {
    pub req: Request,
    /// The command as typed widgets gave it (a slash command), else read from `req.text`.
    pub call: Option<TypedCall>,
    /// A button press.
    pub pressed: bool,
    /// Answered only for a player of a game here (a bare `!word` in a channel may be for
    /// another bot).
    pub players_only: bool,
}

impl Asked {
    /// A typed command line.
    pub fn line(req: Request) -> Asked {
        Asked {
            req,
            call: None,
            pressed: false,
            players_only: false,
        }
    }
}

/// Whether the answer to a request may take a while (the bot thinks, a file is made):
/// the one place that decides whether a platform shows its "thinking…". Blocking.
pub fn slow(service: &Service, asked: &Asked) -> bool {
    if asked.players_only && !service.plays_here(&asked.req) {
        return false;
    }
    match &asked.call {
        Some(call) => service.takes_time_typed(&asked.req, call),
        None => service.takes_time(&asked.req),
    }
}

/// Handles a request and plans its reply; `None` when it is not for us (see
/// [`Asked::players_only`]). Blocking.
pub fn handle(service: &Service, asked: &Asked, platform: &str, caps: Caps) -> Option<Message> {
    if asked.players_only && !service.plays_here(&asked.req) {
        return None;
    }
    let r = match &asked.call {
        Some(call) => service.handle_typed(&asked.req, call),
        None => service.handle(&asked.req),
    };
    let asker = Asker {
        channel: &asked.req.channel,
        user: &asked.req.user.id,
        pressed: asked.pressed,
    };
    Some(reply(r, asker, platform, caps))
}

/// [`handle`] for a platform that answers on its own thread (the terminal): `thinking`
/// is called first when the answer may take a while.
pub fn answer(
    service: &Service,
    asked: &Asked,
    platform: &str,
    caps: Caps,
    thinking: &mut dyn FnMut(),
) -> Option<Message> {
    if slow(service, asked) {
        thinking();
    }
    handle(service, asked, platform, caps)
}

/// The message when answering failed unexpectedly, in English (for a platform that
/// cannot tell who asked; [`apology_for`] when it can).
pub fn apology(to: Destination) -> Message {
    apology_in(to, Lang::En)
}

/// The message when answering failed unexpectedly, in `lang`.
pub fn apology_in(to: Destination, lang: Lang) -> Message {
    Message {
        text: vec![Span::Text(texts::messages::apology().text_in(lang))],
        lang,
        ..Message::to(to)
    }
}

/// The message when answering `req` failed unexpectedly, to its channel, in the language
/// its sender reads (their `lang`, their platform's locale, the configured one; a store
/// that cannot be read leaves the last two). Blocking (the store is read).
pub fn apology_for(service: &Service, req: &Request) -> Message {
    let lang = service.lang_of(&req.user.id, req.locale.as_deref());
    apology_in(Destination::Channel(req.channel.clone()), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(id: &str, name: &str) -> UserRef {
        UserRef {
            id: id.into(),
            name: name.into(),
            bot: false,
        }
    }

    #[test]
    fn commands_code_bold_and_blocks_become_spans() {
        let s = spans("Type `board #3` or `e4`; **White** wins.\n```\nab\n```");
        assert_eq!(
            s,
            vec![
                Span::Text("Type ".into()),
                Span::Command("board #3".into()),
                Span::Text(" or ".into()),
                Span::Code("e4".into()),
                Span::Text("; ".into()),
                Span::Bold("White".into()),
                Span::Text(" wins.\n".into()),
                Span::Block("\nab\n".into()),
            ]
        );
        // Written back the service's way, the text is what it was.
        let back = markdown(&s, &|c| c.to_string(), &|u| u.name.clone());
        assert_eq!(
            back,
            "Type `board #3` or `e4`; **White** wins.\n```\nab\n```"
        );
    }

    #[test]
    fn each_platform_writes_commands_and_mentions_its_way() {
        let s = vec![
            Span::Mention(user("matrix:@bob:hs", "bob")),
            Span::Text(": type ".into()),
            Span::Command("board".into()),
        ];
        let matrix = markdown(&s, &|c| format!("!{c}"), &|u| format!("[{}]", u.name));
        assert_eq!(matrix, "[bob]: type `!board`");
        let discord = markdown(&s, &|c| format!("/{c}"), &|u| format!("<@{}>", u.id));
        assert_eq!(discord, "<@matrix:@bob:hs>: type `/board`");
    }

    #[test]
    fn a_reply_calls_whom_the_game_waits_for_unless_they_asked() {
        let mut v = view(1);
        // A challenge just made: the challenged player is called, without "your move".
        v.changed = true;
        let bob = v.to_act.clone().expect("the challenged player");
        let (who, spans) = call_in(Some(&v), "t:a", "t", Lang::En).expect("bob is called");
        assert_eq!(who, bob);
        assert_eq!(
            spans,
            vec![Span::Text("\n".into()), Span::Mention(bob.clone())]
        );
        // The game on: "your move." follows the mention.
        v.phase = acedrex_service::reply::Phase::Playing;
        let (_, spans) = call_in(Some(&v), "t:a", "t", Lang::En).expect("bob is called");
        assert_eq!(
            markdown(&spans, &|c| c.to_string(), &|u| format!("@{}", u.name)),
            format!("\n@{}, {}", bob.name, acedrex_service::texts::your_move())
        );
        // Not the sender, nobody when nothing changed, nobody of another platform.
        assert_eq!(call_in(Some(&v), &bob.id, "t", Lang::En), None);
        assert_eq!(call_in(Some(&v), "t:a", "matrix", Lang::En), None);
        v.changed = false;
        assert_eq!(call_in(Some(&v), "t:a", "t", Lang::En), None);
        assert_eq!(call_in(None, "t:a", "t", Lang::En), None);
    }

    #[test]
    fn a_lone_double_star_is_text() {
        assert_eq!(spans("2 ** 3"), vec![Span::Text("2 ** 3".into())]);
    }

    fn notice(to: UserRef, channel: Option<&str>, text: &str, game: Option<u64>) -> Notice {
        Notice {
            to,
            channel: channel.map(str::to_string),
            text: text.into(),
            said: Vec::new(),
            parts: Vec::new(),
            lang: Default::default(),
            attachments: Vec::new(),
            actions: Vec::new(),
            game: game.map(view),
        }
    }

    fn view(id: u64) -> GameView {
        // A real view, from a game begun in the terminal.
        use acedrex_service::chooser::FirstMove;
        use acedrex_service::service::{Config, Request, SystemClock};
        let service = Service::new(
            acedrex_service::Store::temporary().expect("a store"),
            std::sync::Arc::new(FirstMove),
            std::sync::Arc::new(SystemClock),
            Config::default(),
        );
        let req = Request {
            locale: None,
            channel: "t:1".into(),
            user: user("t:a", "a"),
            text: "play chess @t:b".into(),
            mentions: Vec::new(),
            direct: false,
            private: false,
        };
        let mut v = service.handle(&req).game.expect("a view");
        v.id = id;
        v
    }

    #[test]
    fn a_timeout_for_two_players_is_one_message_in_the_games_thread() {
        let (a, b) = (user("discord:1", "alice"), user("discord:2", "bob"));
        let text = "Game #4: bob ran out of time; alice wins.";
        let planned = notices(
            "discord",
            Caps::default(),
            vec![
                notice(a.clone(), Some("discord:500"), text, Some(4)),
                notice(b.clone(), Some("discord:500"), text, Some(4)),
                // Another platform's game is not Discord's to tell.
                notice(a.clone(), Some("matrix:!r:hs"), text, Some(5)),
            ],
            &|g| {
                if g == 4 {
                    vec!["matrix:!x:hs".into(), "discord:900".into()]
                } else {
                    Vec::new()
                }
            },
        );
        assert_eq!(planned.len(), 1, "{planned:#?}");
        let m = &planned[0];
        assert_eq!(
            m.to,
            Destination::Thread {
                thread: "discord:900".into(),
                parent: "discord:500".into()
            }
        );
        assert_eq!(m.notify, vec![a, b]);
        assert_eq!(m.plain(), format!("@alice @bob: {text}"));
    }

    #[test]
    fn without_a_thread_the_notice_goes_to_the_channel_and_without_a_channel_to_the_person() {
        let a = user("matrix:@a:hs", "alice");
        let planned = notices(
            "matrix",
            Caps::default(),
            vec![
                notice(
                    a.clone(),
                    Some("matrix:!r:hs"),
                    "It is your move in game #2.",
                    Some(2),
                ),
                notice(a.clone(), None, "bob played e5.", Some(3)),
                notice(user("discord:1", "x"), None, "not ours", Some(3)),
            ],
            &|_| Vec::new(),
        );
        assert_eq!(planned.len(), 2, "{planned:#?}");
        assert_eq!(planned[0].to, Destination::Channel("matrix:!r:hs".into()));
        assert_eq!(planned[0].plain(), "@alice: It is your move in game #2.");
        assert_eq!(planned[1].to, Destination::Direct(a));
        assert!(planned[1].notify.is_empty());
        assert_eq!(planned[1].plain(), "bob played e5.");
    }

    #[test]
    fn a_notice_that_begins_a_game_calls_both_players_and_opens_its_thread() {
        // A tournament's game begins by a notice to White in the tournament's channel.
        let (_service, reply) = accepted();
        let began = reply.game.expect("a view");
        assert!(began.began);
        let (a, b) = (user("t:a", "a"), user("t:b", "b"));
        let text = "The game begins.";
        let mut begins = notice(a.clone(), Some("t:1"), text, None);
        begins.game = Some(began.clone());
        let planned = notices("t", ALL, vec![begins.clone()], &|_| Vec::new());
        assert_eq!(planned.len(), 1, "{planned:#?}");
        let m = &planned[0];
        assert_eq!(m.to, Destination::Channel("t:1".into()));
        assert_eq!(m.notify, vec![a.clone(), b.clone()]);
        assert_eq!(
            m.plain(),
            format!("@b: {text}\n@a, {}", acedrex_service::texts::your_move())
        );
        assert_eq!(
            m.thread,
            Some(NewThread {
                game: began.id,
                title: texts::messages::thread_title(&began).text,
                players: vec![a.clone(), b.clone()],
                lang: Lang::En,
            })
        );
        // Without threads: both called all the same, no thread.
        let planned = notices("t", Caps::default(), vec![begins], &|_| Vec::new());
        assert_eq!(planned[0].notify, vec![a.clone(), b.clone()]);
        assert_eq!(planned[0].thread, None);
        // Its later news goes to the thread linked to it, calling only its own person.
        let mut later = notice(b.clone(), Some("t:1"), "It is your move.", None);
        let mut v = began.clone();
        v.began = false;
        later.game = Some(v);
        let planned = notices("t", ALL, vec![later], &|g| {
            if g == began.id {
                vec!["t:900".into()]
            } else {
                Vec::new()
            }
        });
        assert_eq!(
            planned[0].to,
            Destination::Thread {
                thread: "t:900".into(),
                parent: "t:1".into()
            }
        );
        assert_eq!(planned[0].notify, vec![b]);
        assert_eq!(planned[0].thread, None);
    }

    /// A service with a game of `t:a` (White) and `t:b` in channel `t:1`, accepted by b:
    /// the reply to the accept.
    fn accepted() -> (Service, Reply) {
        use acedrex_service::chooser::FirstMove;
        use acedrex_service::service::{Config, SystemClock};
        let service = Service::new(
            acedrex_service::Store::temporary().expect("a store"),
            std::sync::Arc::new(FirstMove),
            std::sync::Arc::new(SystemClock),
            Config {
                square: Some(32),
                ..Config::default()
            },
        );
        service.handle(&ask("t:a", "play chess @t:b white"));
        let reply = service.handle(&ask("t:b", "accept"));
        (service, reply)
    }

    fn ask(who: &str, text: &str) -> Request {
        let name = who.trim_start_matches("t:");
        Request {
            locale: None,
            channel: "t:1".into(),
            user: user(who, name),
            text: text.into(),
            mentions: if text.contains("@t:b") {
                vec![user("t:b", "b")]
            } else {
                Vec::new()
            },
            direct: false,
            private: false,
        }
    }

    const ALL: Caps = Caps {
        buttons: true,
        cards: true,
        images: true,
        threads: true,
    };

    fn asker(user: &str) -> Asker<'_> {
        Asker {
            channel: "t:1",
            user,
            pressed: false,
        }
    }

    fn commands(m: &Message) -> Vec<&str> {
        m.buttons.iter().map(|b| b.command.as_str()).collect()
    }

    #[test]
    fn a_game_begun_is_planned_with_its_card_buttons_thread_and_call() {
        let (_, reply) = accepted();
        let id = reply.game.as_ref().expect("a view").id;
        let actions = reply.actions.clone();
        let m = super::reply(reply.clone(), asker("t:b"), "t", ALL);
        assert_eq!(m.to, Destination::Channel("t:1".into()));
        assert!(!m.private);
        // The service's actions first, in their order, then the board's own buttons.
        let mut want: Vec<String> = actions.iter().map(|a| a.command.clone()).collect();
        want.extend([
            format!("moves #{id}"),
            format!("takeback #{id}"),
            format!("flip #{id} black"),
        ]);
        assert_eq!(commands(&m), want);
        let flip = m.buttons.last().expect("a flip button");
        assert_eq!(
            (flip.kind, flip.label.as_str()),
            (ActionKind::Flip, texts::action_label(ActionKind::Flip))
        );
        let card = m.card.as_ref().expect("a card beside the board");
        assert_eq!(card.image, format!("acedrex-{id}-0.png"));
        assert!(card.title.contains(&format!("#{id}")), "{}", card.title);
        assert!(!card.lines.is_empty());
        // A thread for the new game, named by the service, calling its two players.
        let thread = m.thread.as_ref().expect("a thread");
        assert_eq!(thread.title, format!("acedrex #{id} · Chess · a vs b"));
        let players: Vec<&str> = thread.players.iter().map(|u| u.id.as_str()).collect();
        assert_eq!(players, ["t:a", "t:b"]);
        // White (a) is called at the end: "@a, your move."; the image shows the board.
        assert_eq!(m.notify, vec![user("t:a", "a")]);
        assert_eq!(
            m.text[m.text.len() - 3..],
            [
                Span::Text("\n".into()),
                Span::Mention(user("t:a", "a")),
                Span::Text(format!(", {}", texts::your_move())),
            ]
        );
        assert!(!m.text.iter().any(|s| matches!(s, Span::Board(_))));
        // Called in the text already, a is not called again before it.
        assert_eq!(m.called(": "), m.text);

        // The same reply for a platform that shows only text: no card, no thread, no
        // buttons of its own, the board as text before the call.
        let m = super::reply(reply, asker("t:b"), "t", Caps::default());
        assert_eq!(
            commands(&m),
            actions
                .iter()
                .map(|a| a.command.as_str())
                .collect::<Vec<_>>()
        );
        assert!(m.card.is_none() && m.thread.is_none());
        let board = m
            .text
            .iter()
            .position(|s| matches!(s, Span::Board(_)))
            .expect("the board as text");
        let call = m
            .text
            .iter()
            .position(|s| matches!(s, Span::Mention(_)))
            .expect("the call");
        assert!(board < call);
        assert_eq!(m.files.len(), 1, "the image is still a file to keep");
    }

    #[test]
    fn a_press_that_changes_nothing_and_a_turned_board_are_private() {
        let (service, reply) = accepted();
        let id = reply.game.as_ref().expect("a view").id;
        let pressed = |who: &str, text: &str| {
            let asked = Asked {
                pressed: true,
                ..Asked::line(ask(who, text))
            };
            handle(&service, &asked, "t", ALL).expect("answered")
        };
        // A spectator's resign: refused, for the presser only, calling nobody.
        let m = pressed("t:c", &format!("resign #{id}"));
        assert!(m.private && m.notify.is_empty(), "{m:#?}");
        // The turned board: private, with only the button that turns it back.
        let m = pressed("t:c", &format!("flip #{id} black"));
        assert!(m.private);
        assert!(m.card.is_some());
        assert_eq!(commands(&m), [format!("flip #{id} white")]);
        // The same command typed (not pressed) with no change is still public.
        let asked = Asked::line(ask("t:c", &format!("resign #{id}")));
        assert!(
            !handle(&service, &asked, "t", ALL)
                .expect("answered")
                .private
        );
    }

    #[test]
    fn the_apology_is_in_the_language_its_reader_reads() {
        let (service, _) = accepted();
        let text = |m: Message| {
            assert_eq!(m.to, Destination::Channel("t:1".into()));
            m.plain()
        };
        // Nobody chose: the configured language (English here).
        let english = "Sorry, something went wrong with that command.";
        assert_eq!(text(apology_for(&service, &ask("t:a", "e4"))), english);
        // The player's own choice.
        service.handle(&ask("t:a", "lang fr"));
        assert_eq!(
            text(apology_for(&service, &ask("t:a", "e4"))),
            "Désolé, quelque chose s'est mal passé avec cette commande."
        );
        // Their platform's locale, when they chose nothing.
        let spanish = Request {
            locale: Some("es-ES".into()),
            ..ask("t:b", "e5")
        };
        assert_eq!(
            text(apology_for(&service, &spanish)),
            "Lo siento, algo ha fallado con ese comando."
        );
        assert_eq!(
            text(apology_in(Destination::Channel("t:1".into()), Lang::De)),
            "Entschuldigung, bei diesem Befehl ist etwas schiefgegangen."
        );
        assert_eq!(text(apology(Destination::Channel("t:1".into()))), english);
    }

    #[test]
    fn a_bare_word_is_answered_only_for_a_player_here() {
        let (service, _) = accepted();
        let asked = |who: &str| Asked {
            players_only: true,
            ..Asked::line(ask(who, "e4"))
        };
        assert!(handle(&service, &asked("t:c"), "t", ALL).is_none());
        assert!(!slow(&service, &asked("t:c")));
        let m = handle(&service, &asked("t:a"), "t", ALL).expect("a's move");
        assert_eq!(m.notify, vec![user("t:b", "b")]);
    }

    #[test]
    fn thinking_is_decided_once_for_every_platform() {
        let (service, _) = accepted();
        let mut shown = 0;
        // A quick answer: no "thinking…".
        let m = answer(
            &service,
            &Asked::line(ask("t:a", "board")),
            "t",
            ALL,
            &mut || shown += 1,
        );
        assert!(m.is_some());
        assert_eq!(shown, 0);
        // A game against the bot: the bot thinks, so the sign comes first.
        let bot = Asked::line(ask("t:d", "play chess bot black"));
        assert!(slow(&service, &bot));
        let m = answer(&service, &bot, "t", ALL, &mut || shown += 1);
        assert!(m.is_some());
        assert_eq!(shown, 1);
    }
}
