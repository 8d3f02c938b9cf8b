//! The message plan: what to say, where, with which files and buttons, and whom to
//! call, without any platform's syntax. A platform renders the spans its own way
//! (`!board` on Matrix, `board` in the terminal; a mention as `<@id>`, a pill or `@name`).

use acedrex_service::reply::{Action, Attachment, GameView, Notice};
use acedrex_service::{Service, UserRef};

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

/// One message to send, platform-neutral.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub to: Destination,
    pub text: Vec<Span>,
    pub files: Vec<Attachment>,
    pub buttons: Vec<Action>,
    /// Whom the message calls (a platform notifies them: pings, `m.mentions`).
    pub notify: Vec<UserRef>,
    /// The game it is about.
    pub game: Option<GameView>,
}

impl Message {
    /// The text with every span as written in the service's light Markdown, commands
    /// as they are typed in the terminal and mentions as `@name`, after the people it
    /// calls (`@alice @bob: …`).
    pub fn plain(&self) -> String {
        markdown(&self.called(": "), &|c| c.to_string(), &|u| {
            format!("@{}", u.name)
        })
    }

    /// The text after a mention of each person the message calls, then `separator`
    /// (each platform's way: `<@1> <@2> …` on Discord, `@bob: …` in the terminal).
    pub fn called(&self, separator: &str) -> Vec<Span> {
        if self.notify.is_empty() {
            return self.text.clone();
        }
        let mut out = Vec::with_capacity(self.text.len() + 2 * self.notify.len());
        for (i, u) in self.notify.iter().enumerate() {
            if i > 0 {
                out.push(Span::Text(" ".into()));
            }
            out.push(Span::Mention(u.clone()));
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
            Span::Mention(u) => out.push_str(&mention(u)),
        }
    }
    out
}

/// The person a reply calls on, and how: when the request changed the game, whom it now
/// waits for (the challenged player, the player to move) — never the sender, the bot,
/// or a player of another platform (they cannot be called from here). The spans go at
/// the end of the reply: a line with the mention, and "your move." once the game is on.
pub fn call(view: Option<&GameView>, sender: &str, platform: &str) -> Option<(UserRef, Vec<Span>)> {
    let view = view.filter(|v| v.changed)?;
    let user = view
        .to_act
        .as_ref()
        .filter(|u| !u.bot && u.id != sender && is_of(platform, &u.id))?;
    let mut spans = vec![Span::Text("\n".into()), Span::Mention(user.clone())];
    if view.phase != acedrex_service::reply::Phase::Challenge {
        spans.push(Span::Text(format!(
            ", {}",
            acedrex_service::texts::your_move()
        )));
    }
    Some((user.clone(), spans))
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
/// store is read).
pub fn notices(
    platform: &str,
    notices: Vec<Notice>,
    threads: &dyn Fn(u64) -> Vec<String>,
) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    for n in notices {
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
                    to: Destination::Direct(n.to.clone()),
                    text: spans(&n.text),
                    files: n.attachments,
                    buttons: n.actions,
                    notify: Vec::new(),
                    game: n.game,
                });
                continue;
            }
        };
        let body = spans(&n.text);
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
        out.push(Message {
            to,
            text: body,
            files: n.attachments,
            buttons: n.actions,
            notify: vec![n.to],
            game: n.game,
        });
    }
    out
}

/// One round of the clock for a platform, planned: [`Service::tick`] and [`notices`].
/// Blocking (the store is read and written).
pub fn round(service: &Service, platform: &str) -> Vec<Message> {
    let ticked = service.tick(platform);
    if ticked.is_empty() {
        return Vec::new();
    }
    notices(platform, ticked, &|game| service.linked_channels(game))
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
        let (who, spans) = call(Some(&v), "t:a", "t").expect("bob is called");
        assert_eq!(who, bob);
        assert_eq!(
            spans,
            vec![Span::Text("\n".into()), Span::Mention(bob.clone())]
        );
        // The game on: "your move." follows the mention.
        v.phase = acedrex_service::reply::Phase::Playing;
        let (_, spans) = call(Some(&v), "t:a", "t").expect("bob is called");
        assert_eq!(
            markdown(&spans, &|c| c.to_string(), &|u| format!("@{}", u.name)),
            format!("\n@{}, {}", bob.name, acedrex_service::texts::your_move())
        );
        // Not the sender, nobody when nothing changed, nobody of another platform.
        assert_eq!(call(Some(&v), &bob.id, "t"), None);
        assert_eq!(call(Some(&v), "t:a", "matrix"), None);
        v.changed = false;
        assert_eq!(call(Some(&v), "t:a", "t"), None);
        assert_eq!(call(None, "t:a", "t"), None);
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
}
