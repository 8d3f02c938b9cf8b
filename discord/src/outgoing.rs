//! Replies ready for Discord: [`Outgoing`] dressed from the typed reply, its buttons,
//! and the serenity messages built from it.

use crate::{clip, discord_id, platform, MAX_TEXT};
use acedrex_service::reply::{ActionKind, GameView, Notice, Phase, Reply};
use acedrex_service::rules::Color;
use acedrex_service::service::{Request, Service};
use acedrex_service::texts;
use acedrex_service::UserRef;
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
}

// ---------------------------------------------------------------------------------------
// Handling a request (on the blocking pool)
// ---------------------------------------------------------------------------------------

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

pub(crate) fn push_button(buttons: &mut Vec<Button>, kind: ActionKind, label: &str, id: String) {
    // Discord wants distinct custom ids of at most 100 characters, labels of at most 80.
    if id.len() <= 100 && !buttons.iter().any(|b| b.id == id) {
        buttons.push(Button {
            label: clip(label, 80),
            style: style_of(kind),
            id,
        });
    }
}

/// A button the front end adds itself, labelled by the service.
pub(crate) fn own_button(buttons: &mut Vec<Button>, kind: ActionKind, id: String) {
    push_button(buttons, kind, texts::action_label(kind), id);
}

/// The flip button of a board shown with `bottom` at the bottom.
pub(crate) fn flip_button(buttons: &mut Vec<Button>, game: u64, bottom: Color) {
    let other = match bottom {
        Color::White => "black",
        Color::Black => "white",
    };
    own_button(buttons, ActionKind::Flip, format!("flip #{game} {other}"));
}

pub(crate) fn name_of(u: Option<&UserRef>) -> &str {
    u.map_or("?", |u| u.name.as_str())
}

/// The name of a game's thread.
pub(crate) fn thread_name(view: &GameView) -> String {
    clip(
        &format!(
            "acedrex #{} · {} · {} vs {}",
            view.id,
            view.variant.variant().name,
            name_of(view.white.as_ref()),
            name_of(view.black.as_ref())
        ),
        100,
    )
}

/// The core's reply, dressed for Discord. `sender`: who sent the request (never pinged).
/// `button`: a button press, whose refusals only the presser sees.
pub(crate) fn dress(reply: Reply, sender: &str, button: bool) -> Outgoing {
    let view = reply.game.as_ref();
    let changed = view.is_some_and(|v| v.changed);
    let mut out = Outgoing {
        text: reply.text.clone(),
        ephemeral: reply.private || (button && !changed && reply.attachments.is_empty()),
        notices: reply.notices.clone(),
        ..Outgoing::default()
    };
    for a in &reply.actions {
        push_button(&mut out.buttons, a.kind, &a.label, a.command.clone());
    }
    for a in &reply.attachments {
        out.files.push((a.name.clone(), a.bytes.clone()));
    }
    // A board image of a game: a card beside it, and the buttons to go on.
    let board = reply.attachments.iter().find(|a| a.mime == "image/png");
    if let (Some(v), Some(image)) = (view, board) {
        if !v.lines.is_empty() {
            out.embed = Some(Embed {
                title: v.title.clone(),
                description: v.lines.join("\n"),
                image: image.name.clone(),
                url: v.page.clone(),
            });
            if matches!(v.phase, Phase::Setup | Phase::Playing) && !reply.private {
                own_button(
                    &mut out.buttons,
                    ActionKind::LegalMoves,
                    format!("moves #{}", v.id),
                );
                own_button(
                    &mut out.buttons,
                    ActionKind::Takeback,
                    format!("takeback #{}", v.id),
                );
                // The service says which way it turned the board.
                flip_button(&mut out.buttons, v.id, reply.bottom.unwrap_or(Color::White));
            } else if reply.private {
                // A turned board: the button turns it back.
                flip_button(&mut out.buttons, v.id, reply.bottom.unwrap_or(Color::White));
            }
        }
    }
    // Ping whom the game waits for, unless they asked (the layer decides).
    if let Some((who, spans)) = acedrex_frontend::plan::call(view, sender, platform::PLATFORM) {
        if let Some(did) = discord_id(&who.id) {
            out.text.push_str(&platform::render(&spans));
            out.pings.push(did);
        }
    }
    if let Some(v) = view.filter(|v| v.began) {
        let players = [v.white.as_ref(), v.black.as_ref()]
            .into_iter()
            .flatten()
            .filter_map(|u| discord_id(&u.id))
            .collect();
        out.new_game = Some(NewGame {
            id: v.id,
            name: thread_name(v),
            players,
        });
    }
    out.text = clip(&out.text, MAX_TEXT);
    out
}

/// Handles a request: the core's reply, dressed for Discord.
pub(crate) fn process(service: &Service, req: &Request, button: bool) -> Outgoing {
    dress(service.handle(req), &req.user.id, button)
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

pub(crate) fn apology() -> Outgoing {
    Outgoing {
        text: "Sorry, something went wrong with that command.".into(),
        ..Outgoing::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

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
