//! Formatting for Matrix: the Markdown pieces [`notice_of`](crate::notice_of) builds a
//! notice from (literal text, pills, no raw HTML, lists that end where the core's lines
//! do), so the service's text reads well as HTML and names stay text.

use matrix_sdk::ruma::UserId;

/// Markdown text with every ASCII punctuation character backslash-escaped: shown as it
/// is, whatever it contains.
pub(crate) fn markdown_literal(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A link to a user in Markdown: a pill once rendered.
pub(crate) fn pill_markdown(user: &UserId, name: &str) -> String {
    let uri = user.matrix_to_uri().to_string();
    format!(
        "[{}](<{}>)",
        markdown_literal(name),
        uri.replace('<', "%3C").replace('>', "%3E")
    )
}

/// Text outside code as Markdown source: a raw `<` (in a display name, say) stays text
/// rather than passing as HTML.
pub(crate) fn no_raw_html(s: &str) -> String {
    s.replace('<', "\\<")
}

/// Whether a line (without its indentation) starts a list item.
fn is_list_item(line: &str) -> bool {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    ["- ", "* ", "+ "].iter().any(|m| line.starts_with(m))
        || (digits > 0 && [". ", ") "].iter().any(|m| line[digits..].starts_with(m)))
}

/// The core writes a line per line: the line after a list is no part of the list's last
/// item, as CommonMark would read it (a lazy continuation). A blank line ends the list.
pub(crate) fn end_lists(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len() + 16);
    let mut fenced = false;
    let mut after_item = false;
    for (i, line) in markdown.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let text = line.trim_start();
        if text.starts_with("```") {
            fenced = !fenced;
            after_item = false;
        } else if !fenced {
            let item = is_list_item(text);
            if after_item && !item && !text.is_empty() && text.len() == line.len() {
                out.push('\n');
            }
            after_item = item || (after_item && !text.is_empty() && text.len() < line.len());
        }
        out.push_str(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::notice_of;
    use crate::person;
    use crate::testing::{html_of, uid};
    use matrix_sdk::ruma::events::room::message::NoticeMessageEventContent;
    use matrix_sdk::ruma::UserId;

    /// The service's text as a notice, calling `call` on a line of its own at the end
    /// (as [`reply_notice`] does for the player a game waits for).
    fn format_text(text: &str, call: Option<(&UserId, &str)>) -> NoticeMessageEventContent {
        let mut spans = acedrex_frontend::plan::spans(text);
        if let Some((u, name)) = call {
            spans.push(acedrex_frontend::Span::Text("\n".into()));
            spans.push(acedrex_frontend::Span::Mention(person(u, name.to_string())));
        }
        notice_of(&spans)
    }

    #[test]
    fn replies_read_well_as_html() {
        let bob = uid("@bob:ex.org");
        let n = format_text(
            "alice challenges bob to Chess — challenge #1. bob: `accept` or `decline`.\n**Pieces**\n- K King\n- Q <Queen>\nbobby plays.",
            Some((&bob, "bob")),
        );
        assert!(
            n.body.contains("bob: `!accept` or `!decline`"),
            "{}",
            n.body
        );
        assert!(
            n.body.ends_with("- Q <Queen>\nbobby plays.\nbob"),
            "{}",
            n.body
        );
        let html = html_of(&n);
        // The call is a pill on a line of its own; names in the text stay text.
        // Lines stay lines; the line after a list is not part of its last item.
        assert_eq!(
            html,
            "<p>alice challenges bob to Chess — challenge #1. bob: <code>!accept</code> or <code>!decline</code>.<br>\n\
             <strong>Pieces</strong></p>\n\
             <ul>\n<li>K King</li>\n<li>Q &lt;Queen&gt;</li>\n</ul>\n\
             <p>bobby plays.<br>\n<a href=\"https://matrix.to/#/@bob:ex.org\">bob</a></p>\n"
        );

        // The board as a block; no pill asked, none made.
        let n = format_text("board:\n```\n 8 r n b <\n```\nafter", None);
        assert_eq!(n.body, "board:\n```\n 8 r n b <\n```\nafter");
        let html = html_of(&n);
        assert!(
            html.contains("<pre><code> 8 r n b &lt;\n</code></pre>"),
            "{html}"
        );
        assert!(!html.contains("matrix.to"), "{html}");

        // Commands in code get their `!`; other code does not.
        let n = format_text("Type `play chess @bob` or `e4` or `!board`.", None);
        assert_eq!(n.body, "Type `!play chess @bob` or `e4` or `!board`.");

        // A display name with Markdown or HTML in it stays text, in the pill too.
        let odd = uid("@odd:ex.org");
        let name = "<b>*x*</b> [y](z)";
        let n = format_text("alice plays e4.", Some((&odd, name)));
        let html = html_of(&n);
        assert!(
            html.contains(
                "<a href=\"https://matrix.to/#/@odd:ex.org\">&lt;b&gt;*x*&lt;/b&gt; [y](z)</a>"
            ),
            "{html}"
        );
        assert!(!html.contains("<b>") && !html.contains("<em>"), "{html}");

        // Plain text without Markdown has no HTML.
        assert!(format_text("Nothing to see.", None).formatted.is_none());
    }
}

#[cfg(test)]
mod languages {
    use crate::notice_of;
    use acedrex_service::texts::lang::{catalog, Lang, Value};
    use std::collections::BTreeSet;

    /// The kinds of HTML elements in a text's notice (`strong`, `ul`, `em`…; code may
    /// differ, a translation may set a word in code) and how many commands it shows
    /// (`<code>!board</code>`).
    fn markup(text: &str) -> BTreeSet<String> {
        let n = notice_of(&acedrex_frontend::plan::spans(text));
        let html = n.formatted.map(|f| f.body).unwrap_or_default();
        let mut kinds: BTreeSet<String> = html
            .split('<')
            .skip(1)
            .filter_map(|t| {
                let name: String = t
                    .trim_start_matches('/')
                    .chars()
                    .take_while(char::is_ascii_alphanumeric)
                    .collect();
                (!["", "br", "p", "code"].contains(&name.as_str())).then_some(name)
            })
            .collect();
        kinds.insert(format!("{} commands", html.matches("<code>!").count()));
        kinds
    }

    // A translation reads on Matrix as the English does: no word of it turned into
    // emphasis, a heading or a list by Markdown, no command (written `!board` here) or
    // bold lost.
    #[test]
    fn every_message_has_the_same_markup_in_every_language() {
        let mut wrong = Vec::new();
        for (id, vars) in catalog().messages(Lang::En) {
            let args: Vec<(&str, Value)> = vars
                .iter()
                .map(|v| (v.as_str(), Value::Text(format!("x{v}"))))
                .collect();
            let Some(english) = catalog().text(Lang::En, &id, &args) else {
                continue;
            };
            let want = markup(&english);
            for lang in Lang::available().into_iter().filter(|l| *l != Lang::En) {
                if let Some(text) = catalog().text(lang, &id, &args) {
                    let got = markup(&text);
                    if got != want {
                        wrong.push(format!("{lang} {id}: {got:?}, English {want:?}: {text}"));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
