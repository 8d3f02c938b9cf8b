//! User text made safe to show: names and typed lines reach operators' terminals, logs
//! and other players' screens, so no control character (ESC, BEL, NUL: terminal escape
//! sequences), no invisible format character (bidi overrides that reorder what follows)
//! and no unbounded length gets through. Applied where text enters the service (every
//! request), where stored records are read (names written by older versions), and by the
//! terminal before it prints.

/// The most characters of a display name kept.
pub const NAME_MAX: usize = 64;

/// The most characters of a player's input quoted back in a reply.
pub const ECHO_MAX: usize = 100;

/// The longest line taken as a command (characters); a longer one is refused unread.
pub const LINE_MAX: usize = 1000;

/// Whether a character must not be shown: control characters (C0 but tab and newline,
/// DEL, C1) and the invisible format characters that change how text around them reads
/// (bidi embeddings, overrides, isolates and marks; zero-width spaces; tags; the
/// interlinear annotation and other format controls). The zero-width joiner and
/// non-joiner stay: emoji and several scripts need them.
pub fn is_unsafe(c: char) -> bool {
    if c == '\n' || c == '\t' {
        return false;
    }
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{0600}'..='\u{0605}'
                | '\u{06DD}'
                | '\u{070F}'
                | '\u{08E2}'
                | '\u{110BD}'
                | '\u{110CD}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

/// A line of input without unsafe characters (a tab or newline kept).
pub fn clean_text(text: &str) -> String {
    text.chars().filter(|&c| !is_unsafe(c)).collect()
}

/// Whether the text needs [`clean_text`].
pub fn is_clean(text: &str) -> bool {
    !text.chars().any(is_unsafe)
}

/// A display name as shown: unsafe characters dropped, line breaks and tabs made spaces,
/// trimmed, at most [`NAME_MAX`] characters (`…` marks a cut); `?` for a name that is
/// left empty.
pub fn clean_name(name: &str) -> String {
    let spaced: String = name
        .chars()
        .filter(|&c| !is_unsafe(c))
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect();
    let cut = cut(spaced.trim(), NAME_MAX);
    if cut.is_empty() {
        "?".to_string()
    } else {
        cut
    }
}

/// At most `max` characters of `text`, the last of them `…` when it was longer.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Input quoted back in a reply: clean and at most [`ECHO_MAX`] characters.
pub fn echo(text: &str) -> String {
    cut(&clean_text(text), ECHO_MAX)
}

/// Text for a terminal: every unsafe character written as a visible escape (`\u{1b}`),
/// so nothing a player typed can drive the operator's terminal.
pub fn for_terminal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_unsafe(c) {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    out
}

/// A request with its names and text cleaned (borrowed when nothing needed it); `Err`
/// with the length of a line too long to be a command.
pub fn request(
    req: &crate::service::Request,
) -> Result<std::borrow::Cow<'_, crate::service::Request>, usize> {
    use std::borrow::Cow;
    // Counting stops early: a huge line costs no more than a long one.
    if req.text.chars().nth(LINE_MAX).is_some() {
        return Err(req.text.chars().count());
    }
    let name_ok = |n: &str| n == clean_name(n);
    if is_clean(&req.text)
        && name_ok(&req.user.name)
        && req.mentions.iter().all(|m| name_ok(&m.name))
    {
        return Ok(Cow::Borrowed(req));
    }
    let mut req = req.clone();
    req.text = clean_text(&req.text);
    req.user.name = clean_name(&req.user.name);
    for m in &mut req.mentions {
        m.name = clean_name(&m.name);
    }
    Ok(Cow::Owned(req))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{1b}[31mEVIL\u{0}\u{202e}olleh\u{2066}x";

    #[test]
    fn escapes_bells_nuls_and_bidi_overrides_are_dropped() {
        assert_eq!(clean_text(HOSTILE), "]0;pwned[31mEVILollehx");
        assert_eq!(clean_name(HOSTILE), "]0;pwned[31mEVILollehx");
        assert!(is_clean(&clean_text(HOSTILE)));
        assert!(!is_clean(HOSTILE));
        // Letters of every script, emoji with joiners, tabs and newlines in lines stay.
        assert_eq!(clean_text("Ñandú 王 👨‍👩‍👧\tb\n"), "Ñandú 王 👨‍👩‍👧\tb\n");
    }

    #[test]
    fn names_are_one_line_and_capped() {
        assert_eq!(clean_name("  al\nice\t "), "al ice");
        assert_eq!(clean_name("\u{1b}\u{7}"), "?");
        let long = "x".repeat(500);
        let name = clean_name(&long);
        assert_eq!(name.chars().count(), NAME_MAX);
        assert!(name.ends_with('…'));
    }

    #[test]
    fn echoes_are_short_and_terminal_text_is_escaped() {
        let e = echo(&"a".repeat(100_000));
        assert_eq!(e.chars().count(), ECHO_MAX);
        assert_eq!(echo("e4"), "e4");
        assert_eq!(for_terminal("a\u{1b}[31mb\n"), "a\\u{1b}[31mb\n");
        assert_eq!(for_terminal("\u{202e}"), "\\u{202e}");
    }
}
