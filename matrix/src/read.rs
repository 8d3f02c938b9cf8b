//! Reading a message: its text from the HTML body (parsed and sanitized by ruma, pills
//! read as the Matrix ids they link to) or the plain body, and the command in it.

use matrix_sdk::ruma::events::room::message::sanitize::remove_plain_reply_fallback;
use matrix_sdk::ruma::events::room::message::{MessageFormat, TextMessageEventContent};
use matrix_sdk::ruma::html::matrix::{AnchorData, AnchorUri, MatrixElement};
use matrix_sdk::ruma::html::{Html, NodeRef};
use matrix_sdk::ruma::matrix_uri::MatrixId;
use matrix_sdk::ruma::{OwnedUserId, UserId};

/// The command in a message, or `None` when the message is no command: it must start with
/// `!`, or with the bot's id (`@acedrex:example.org board`). Other mentions of the bot
/// become `bot`.
pub fn command_text(text: &str, me: &UserId) -> Option<String> {
    let t = text.trim();
    let t = match t.strip_prefix(me.as_str()) {
        Some(rest) => {
            let rest = rest.trim_start_matches([':', ',']).trim_start();
            if rest.is_empty() {
                return None;
            }
            if rest.starts_with('!') {
                rest.to_string()
            } else {
                format!("!{rest}")
            }
        }
        None if t.starts_with('!') => t.to_string(),
        None => return None,
    };
    let words: Vec<&str> = t
        .split_whitespace()
        .map(|w| if w == me.as_str() { "bot" } else { w })
        .collect();
    Some(words.join(" "))
}

/// The most tags a message's HTML may have to be read; a longer one is read from its plain
/// body. No command needs many; and ruma's HTML tree is dropped recursively, so a few
/// thousand nested elements (a 64 KiB event can hold twenty thousand) would overflow the
/// stack.
const MAX_TAGS: usize = 500;

/// The text of a message, pills written as the Matrix ids they point to, and the users the
/// pills name with the names they show. The HTML body is read when there is one (parsed
/// and sanitized by ruma, the reply fallback removed); else the plain body, without its
/// reply fallback.
pub fn message_text(t: &TextMessageEventContent) -> (String, Vec<(OwnedUserId, String)>) {
    match t
        .formatted
        .as_ref()
        .filter(|f| f.format == MessageFormat::Html && f.body.matches('<').count() <= MAX_TAGS)
    {
        Some(f) => html_text(&f.body),
        None => (remove_plain_reply_fallback(&t.body).to_string(), Vec::new()),
    }
}

/// The user a pill links to (`https://matrix.to/#/@alice:example.org`,
/// `matrix:u/alice:example.org`; ruma parses and percent-decodes them).
fn pill_user(a: &AnchorData) -> Option<OwnedUserId> {
    let id = match a.href.as_ref()? {
        AnchorUri::MatrixTo(uri) => uri.id(),
        AnchorUri::Matrix(uri) => uri.id(),
        _ => return None,
    };
    match id {
        MatrixId::User(user) => Some(user.clone()),
        _ => None,
    }
}

/// The text under a node.
fn inner_text(node: &NodeRef) -> String {
    let mut out = String::new();
    let mut stack: Vec<NodeRef> = node.children().collect();
    stack.reverse();
    while let Some(n) = stack.pop() {
        if let Some(t) = n.as_text() {
            out.push_str(&t.borrow());
        }
        let mut children: Vec<NodeRef> = n.children().collect();
        children.reverse();
        stack.extend(children);
    }
    out
}

/// The text of an HTML body (see [`message_text`]); block elements and `<br>` start a
/// new line.
fn html_text(body: &str) -> (String, Vec<(OwnedUserId, String)>) {
    /// What the walk does next: read a node, or end the line of a block it left.
    enum Step {
        Node(NodeRef),
        EndLine,
    }
    let new_line = |out: &mut String| {
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
    };
    let html = Html::parse(body);
    html.sanitize();
    let mut out = String::new();
    let mut pills = Vec::new();
    // Depth first without recursion: a message's nesting cannot exhaust the stack.
    let mut stack: Vec<Step> = html.children().map(Step::Node).collect();
    stack.reverse();
    while let Some(step) = stack.pop() {
        let node = match step {
            Step::Node(node) => node,
            Step::EndLine => {
                new_line(&mut out);
                continue;
            }
        };
        if let Some(t) = node.as_text() {
            out.push_str(&t.borrow());
            continue;
        }
        let Some(element) = node.as_element() else {
            continue;
        };
        match element.to_matrix().element {
            MatrixElement::A(a) => {
                if let Some(user) = pill_user(&a) {
                    let shown = inner_text(&node);
                    let shown = shown.trim().trim_start_matches('@');
                    let shown = if shown.is_empty() {
                        user.localpart()
                    } else {
                        shown
                    };
                    pills.push((user.clone(), shown.to_string()));
                    out.push_str(user.as_str());
                    continue;
                }
            }
            MatrixElement::Br => new_line(&mut out),
            MatrixElement::P
            | MatrixElement::Div(_)
            | MatrixElement::Li
            | MatrixElement::Tr
            | MatrixElement::H(_)
            | MatrixElement::Pre
            | MatrixElement::Blockquote
            | MatrixElement::Ul
            | MatrixElement::Ol(_)
            | MatrixElement::Table => {
                new_line(&mut out);
                stack.push(Step::EndLine);
            }
            _ => {}
        }
        let mut children: Vec<Step> = node.children().map(Step::Node).collect();
        children.reverse();
        stack.extend(children);
    }
    (out, pills)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::uid;

    fn html_message(html: &str) -> TextMessageEventContent {
        TextMessageEventContent::html("(the plain body)", html)
    }

    #[test]
    fn pills_become_matrix_ids() {
        let (text, pills) = message_text(&html_message(
            "!play chess <a href=\"https://matrix.to/#/@bob:example.org\">Bob B</a> white",
        ));
        assert_eq!(text, "!play chess @bob:example.org white");
        assert_eq!(pills, vec![(uid("@bob:example.org"), "Bob B".to_string())]);
        // The reply fallback goes; ruma percent-decodes the link and reads its `via`.
        let (text, pills) = message_text(&html_message(
            "<mx-reply><blockquote>old <a href=\"https://matrix.to/#/@x:ex.org\">x</a></blockquote></mx-reply>!stats <a href='https://matrix.to/#/%40al%3Aex.org?via=ex.org'>@al</a>",
        ));
        assert_eq!(text, "!stats @al:ex.org");
        assert_eq!(pills, vec![(uid("@al:ex.org"), "al".to_string())]);
        // Entities are decoded, other tags and links are their text.
        let (text, pills) = message_text(&html_message(
            "!move e4 &amp; <b>x</b> <a href=\"https://example.org\">l</a>",
        ));
        assert_eq!(text, "!move e4 & x l");
        assert!(pills.is_empty());
        // `matrix:` URIs; a pill without text shows the localpart.
        let (text, pills) = message_text(&html_message(
            "!board <a href=\"matrix:u/carol:ex.org\">c</a> <a href=\"matrix:u/dan:ex.org\"></a>",
        ));
        assert_eq!(text, "!board @carol:ex.org @dan:ex.org");
        assert_eq!(pills[1], (uid("@dan:ex.org"), "dan".to_string()));
        // Room links are no pills.
        let (text, pills) = message_text(&html_message(
            "!board <a href=\"https://matrix.to/#/!room:ex.org\">a room</a>",
        ));
        assert_eq!(text, "!board a room");
        assert!(pills.is_empty());
        // Lines.
        let (text, _) = message_text(&html_message("<p>!play</p><p>chess</p>x<br>y"));
        assert_eq!(text, "!play\nchess\nx\ny");
        // The plain body when there is no HTML, without its reply fallback.
        let (text, _) = message_text(&TextMessageEventContent::plain(
            "> <@a:b> !board\n> more\n\n!move e4",
        ));
        assert_eq!(text, "!move e4");
        // Broken or hostile HTML is not a panic.
        for html in [
            "<a href=\"https://matrix.to/#/@",
            "<<>>&amp;%",
            "<a href=\"https://matrix.to/#/%ff%fe\">x</a>",
            &"<i>".repeat(20_000),
        ] {
            let _ = message_text(&html_message(html));
        }
        // Too many tags: the plain body.
        let (text, _) = message_text(&html_message(&format!("!board{}", "<i>".repeat(600))));
        assert_eq!(text, "(the plain body)");
    }

    #[test]
    fn only_bang_messages_and_the_bots_name_are_commands() {
        let bot = uid("@acedrex:ex.org");
        assert_eq!(command_text("hello there", &bot), None);
        assert_eq!(command_text("  !board ", &bot).as_deref(), Some("!board"));
        assert_eq!(
            command_text("@acedrex:ex.org: board", &bot).as_deref(),
            Some("!board")
        );
        assert_eq!(command_text("@acedrex:ex.org", &bot), None);
        assert_eq!(
            command_text("!play kmf @acedrex:ex.org level 2", &bot).as_deref(),
            Some("!play kmf bot level 2")
        );
        // A pill to the bot reads as its id.
        let (text, _) = message_text(&html_message(
            "<a href=\"https://matrix.to/#/@acedrex:ex.org\">acedrex</a>: board",
        ));
        assert_eq!(command_text(&text, &bot).as_deref(), Some("!board"));
    }
}
