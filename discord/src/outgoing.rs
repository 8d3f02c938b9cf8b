//! The layer's plans rendered for Discord: [`Outgoing`] (text, buttons with their
//! styles, the card as an embed, pings, the new game's thread) and the serenity messages
//! built from it. What a reply holds is decided once, in the layer
//! ([`acedrex_frontend::plan::reply`]); this only writes it Discord's way.

use crate::{clip, discord_id, platform, MAX_TEXT};
use acedrex_frontend::Message;
use acedrex_service::reply::{Action, ActionKind, Notice};
use serenity::builder::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse,
};
use serenity::model::application::ButtonStyle;
use serenity::model::id::UserId;

/// A reply, ready for Discord.
#[derive(Debug, Default)]
pub(crate) struct Outgoing {
    pub(crate) text: String,
    pub(crate) files: Vec<(String, Vec<u8>)>,
    pub(crate) embed: Option<Embed>,
    pub(crate) buttons: Vec<Button>,
    /// Only the user who pressed sees it (refusals of button presses, turned boards).
    pub(crate) ephemeral: bool,
    /// Users pinged by the text.
    pub(crate) pings: Vec<u64>,
    /// A game that has just begun, for its thread.
    pub(crate) new_game: Option<NewGame>,
    /// Messages for other players (games played in direct messages).
    pub(crate) notices: Vec<Notice>,
}

#[derive(Debug)]
pub(crate) struct Embed {
    pub(crate) title: String,
    pub(crate) description: String,
    pub(crate) image: String,
    /// The game's web page: the card's title links to it.
    pub(crate) url: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Button {
    pub(crate) label: String,
    pub(crate) id: String,
    pub(crate) style: ButtonStyle,
}

#[derive(Debug)]
pub(crate) struct NewGame {
    pub(crate) id: u64,
    pub(crate) name: String,
    pub(crate) players: Vec<u64>,
    /// The language of the thread's first message (its name's).
    pub(crate) lang: acedrex_service::texts::lang::Lang,
}

/// The command word of a line (`!acedrex Move e4` → `move`).
pub(crate) fn command_word(text: &str) -> String {
    let mut t = text.trim();
    for prefix in ["!acedrex", "/acedrex"] {
        if let Some(rest) = t.strip_prefix(prefix) {
            t = rest.trim_start();
        }
    }
    t = t.strip_prefix('!').unwrap_or(t);
    t.split_whitespace().next().unwrap_or("").to_lowercase()
}

pub(crate) fn style_of(kind: ActionKind) -> ButtonStyle {
    if kind.is_positive() {
        ButtonStyle::Success
    } else if kind.is_destructive() {
        ButtonStyle::Danger
    } else if matches!(kind, ActionKind::Board | ActionKind::LegalMoves) {
        ButtonStyle::Primary
    } else {
        ButtonStyle::Secondary
    }
}

fn push_button(buttons: &mut Vec<Button>, a: &Action) {
    // Discord wants distinct custom ids of at most 100 characters, labels of at most 80.
    if a.command.len() <= 100 && !buttons.iter().any(|b| b.id == a.command) {
        buttons.push(Button {
            label: clip(&a.label, 80),
            style: style_of(a.kind),
            id: a.command.clone(),
        });
    }
}

/// A plan of the layer rendered for Discord: spans as Discord Markdown (after `<@id>`s
/// for the people it calls and does not name yet), buttons as components, the card as
/// an embed, Discord's limits kept.
pub(crate) fn outgoing(m: Message) -> Outgoing {
    let mut out = Outgoing {
        text: clip(&platform::render_in(&m.called(" "), m.lang), MAX_TEXT),
        ephemeral: m.private,
        pings: m.notify.iter().filter_map(|u| discord_id(&u.id)).collect(),
        ..Outgoing::default()
    };
    for a in &m.buttons {
        push_button(&mut out.buttons, a);
    }
    out.files = m.files.into_iter().map(|a| (a.name, a.bytes)).collect();
    out.embed = m.card.map(|c| Embed {
        title: c.title,
        description: c.lines.join("\n"),
        image: c.image,
        url: c.page,
    });
    out.new_game = m.thread.map(|t| NewGame {
        id: t.game,
        name: clip(&t.title, 100),
        players: t.players.iter().filter_map(|u| discord_id(&u.id)).collect(),
        lang: t.lang,
    });
    out.notices = m.notices;
    out
}

/// Buttons in rows of five (Discord's limit), at most five rows.
pub(crate) fn rows(buttons: &[Button]) -> Vec<CreateActionRow> {
    buttons
        .chunks(5)
        .take(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.id.clone())
                            .label(b.label.clone())
                            .style(b.style)
                    })
                    .collect(),
            )
        })
        .collect()
}

pub(crate) fn embed(e: &Embed) -> CreateEmbed {
    let card = CreateEmbed::new()
        .title(e.title.clone())
        .description(e.description.clone())
        .attachment(e.image.clone())
        .colour(0x8b5a2b);
    match &e.url {
        Some(url) => card.url(url.clone()),
        None => card,
    }
}

pub(crate) fn mentions(out: &Outgoing) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(out.pings.iter().map(|id| UserId::new(*id)))
}

pub(crate) fn attachments(out: &Outgoing) -> Vec<CreateAttachment> {
    out.files
        .iter()
        .map(|(name, bytes)| CreateAttachment::bytes(bytes.clone(), name.clone()))
        .collect()
}

pub(crate) fn response_message(out: &Outgoing) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new()
        .content(out.text.clone())
        .allowed_mentions(mentions(out))
        .components(rows(&out.buttons))
        .ephemeral(out.ephemeral)
        .add_files(attachments(out));
    if let Some(e) = &out.embed {
        m = m.embed(embed(e));
    }
    m
}

pub(crate) fn edit_message(out: &Outgoing) -> EditInteractionResponse {
    let mut m = EditInteractionResponse::new()
        .content(out.text.clone())
        .allowed_mentions(mentions(out))
        .components(rows(&out.buttons));
    for a in attachments(out) {
        m = m.new_attachment(a);
    }
    if let Some(e) = &out.embed {
        m = m.embed(embed(e));
    }
    m
}

pub(crate) fn channel_message(out: &Outgoing) -> CreateMessage {
    let mut m = CreateMessage::new()
        .content(out.text.clone())
        .allowed_mentions(mentions(out))
        .components(rows(&out.buttons))
        .add_files(attachments(out));
    if let Some(e) = &out.embed {
        m = m.embed(embed(e));
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_frontend::plan::{handle, Asked};
    use acedrex_service::service::{Request, Service};
    use acedrex_service::texts::lang::Lang;
    use acedrex_service::{texts, UserRef};
    use std::sync::Arc;

    /// A request answered as the Discord adapter answers it: the layer's plan, rendered.
    fn process(service: &Service, req: &Request, pressed: bool) -> Outgoing {
        let caps = platform::Discord::CAPS;
        let asked = Asked {
            pressed,
            ..Asked::line(req.clone())
        };
        outgoing(handle(service, &asked, platform::PLATFORM, caps).expect("a reply"))
    }

    #[test]
    fn commands_are_written_as_slash_commands() {
        let spans = acedrex_frontend::plan::spans("Type `board #3` or `e4`.");
        assert_eq!(
            platform::render_in(&spans, Lang::En),
            "Type `/board #3` or `e4`."
        );
        // A Spanish reader's Discord shows the command as /tablero.
        assert_eq!(
            platform::render_in(&spans, Lang::Es),
            "Type `/tablero #3` or `e4`."
        );
        // Help and usage lines too.
        let svc = service();
        let out = process(&svc, &req(1, "alice", "help"), false);
        assert!(out.text.contains("(`/play …`)"), "{}", out.text);
        assert!(out.text.contains("- `/board"), "{}", out.text);
        let out = process(&svc, &req(1, "alice", "help board"), false);
        assert!(out.text.contains("**board** — `/board"), "{}", out.text);
        // In Spanish: the names a Spanish Discord shows, which are typed back as well.
        process(&svc, &req(2, "ana", "lang es"), false);
        let out = process(&svc, &req(2, "ana", "ayuda"), false);
        assert!(out.text.contains("- `/tablero"), "{}", out.text);
        assert!(!out.text.contains("`/board"), "{}", out.text);
        let out = process(&svc, &req(2, "ana", "!ayuda tablero"), false);
        assert!(out.text.contains("`/tablero [#GAME]`"), "{}", out.text);
    }

    fn service() -> Service {
        use acedrex_service::chooser::FirstMove;
        use acedrex_service::service::SystemClock;
        let store = acedrex_service::Store::temporary().expect("a store");
        Service::new(
            store,
            Arc::new(FirstMove),
            Arc::new(SystemClock),
            acedrex_service::Config::default(),
        )
    }

    fn req(who: u64, name: &str, text: &str) -> Request {
        Request {
            locale: None,
            channel: "discord:500".into(),
            user: UserRef {
                id: format!("discord:{who}"),
                name: name.into(),
                bot: false,
            },
            text: text.into(),
            mentions: Vec::new(),
            direct: false,
            private: false,
        }
    }

    #[test]
    fn replies_are_dressed_from_the_typed_view() {
        let svc = service();
        let mut play = req(1, "alice", "play chess @discord:2 white");
        play.mentions.push(req(2, "bob", "").user);
        let out = process(&svc, &play, false);
        // The challenged player is pinged; Accept is green, Decline red.
        assert!(out.text.ends_with("\n<@2>"), "{}", out.text);
        assert_eq!(out.pings, [2]);
        let style = |out: &Outgoing, id: &str| {
            out.buttons
                .iter()
                .find(|b| b.id.starts_with(id))
                .map(|b| b.style)
        };
        assert_eq!(style(&out, "accept #"), Some(ButtonStyle::Success));
        assert_eq!(style(&out, "decline #"), Some(ButtonStyle::Danger));
        assert!(out.new_game.is_none());

        // Accepted with the button: alice (White) is pinged, the game gets a thread.
        let accept = out
            .buttons
            .iter()
            .find(|b| b.id.starts_with("accept #"))
            .map(|b| b.id.clone())
            .expect("an Accept button");
        let out = process(&svc, &req(2, "bob", &accept), true);
        assert!(out.text.ends_with("\n<@1>, your move."), "{}", out.text);
        assert_eq!(out.pings, [1]);
        assert!(!out.ephemeral);
        let game = out.new_game.as_ref().expect("a new game");
        assert_eq!(
            game.name,
            format!("acedrex #{} · Chess · alice vs bob", game.id)
        );
        assert_eq!(game.players, [1, 2]);
        let id = game.id;
        assert_eq!(style(&out, "resign #"), Some(ButtonStyle::Danger));
        assert_eq!(style(&out, "board #"), Some(ButtonStyle::Primary));
        assert_eq!(style(&out, "moves #"), Some(ButtonStyle::Primary));
        assert_eq!(style(&out, "takeback #"), Some(ButtonStyle::Secondary));
        assert_eq!(
            style(&out, &format!("flip #{id} black")),
            Some(ButtonStyle::Secondary)
        );
        let label = |id: &str| {
            out.buttons
                .iter()
                .find(|b| b.id == id)
                .map(|b| b.label.as_str())
        };
        assert_eq!(
            label(&format!("moves #{id}")),
            Some(texts::action_label(ActionKind::LegalMoves))
        );
        let card = out.embed.as_ref().expect("a card");
        assert_eq!(card.image, format!("acedrex-{id}-0.png"));
        assert!(card.title.contains(&format!("#{id}")), "{}", card.title);

        // A spectator's press that changes nothing is private and pings nobody.
        let out = process(&svc, &req(3, "carol", &format!("resign #{id}")), true);
        assert!(out.ephemeral && out.pings.is_empty(), "{out:?}");

        // The turned board, for the presser only, with the button to turn it back.
        let out = process(&svc, &req(3, "carol", &format!("flip #{id} black")), true);
        assert!(out.ephemeral);
        assert_eq!(out.files.len(), 1);
        assert!(out.embed.is_some());
        assert_eq!(
            out.buttons
                .iter()
                .map(|b| b.id.as_str())
                .collect::<Vec<_>>(),
            [format!("flip #{id} white")]
        );

        // Black (a person) to move: the board is shown from Black's side, so Flip turns
        // it to White's; bob is pinged, not alice who moved.
        let out = process(&svc, &req(1, "alice", &format!("move e4 #{id}")), false);
        assert!(out.text.ends_with("\n<@2>, your move."), "{}", out.text);
        assert_eq!(out.pings, [2]);
        assert_eq!(
            style(&out, &format!("flip #{id} white")),
            Some(ButtonStyle::Secondary)
        );
    }
}
