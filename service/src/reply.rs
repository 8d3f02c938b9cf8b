//! What the core answers: text, optional files (board PNG, game GIF, record), optional
//! actions (buttons on Discord), and a text board for the terminal.

use acedrex_rules::{Color, Position};

/// A file sent with a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub mime: &'static str,
    pub bytes: Vec<u8>,
    /// Pixel size, for images (Matrix clients want it in the event).
    pub size: Option<(u32, u32)>,
}

/// A one-click follow-up: a button labelled `label` that sends `command`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    pub label: String,
    pub command: String,
}

/// A message for someone who did not send the request: the other player of a game
/// played in direct messages, who would not see the reply otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub to: crate::store::UserRef,
    pub text: String,
    pub attachments: Vec<Attachment>,
    pub actions: Vec<Action>,
}

/// The answer to one request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub attachments: Vec<Attachment>,
    pub actions: Vec<Action>,
    /// The board as text, for front ends without images (the terminal).
    pub board: Option<String>,
    /// The game the reply is about, if one.
    pub game: Option<u64>,
    /// Messages the front end delivers to other people (direct-message games).
    pub notices: Vec<Notice>,
}

impl Reply {
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// Marks the game the reply is about.
    pub fn about(mut self, game: u64) -> Reply {
        self.game = Some(game);
        self
    }

    pub fn action(mut self, label: &str, command: &str) -> Reply {
        self.actions.push(Action {
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

/// The board in letters, a rank per line, turned like the image.
pub fn ascii_board(pos: &Position, flipped: bool) -> String {
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
    out.push_str(&format!(
        "    {} to move",
        if pos.side_to_move() == Color::White {
            "White (upper case)"
        } else {
            "Black (lower case)"
        }
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_rules::VariantId;

    #[test]
    fn ascii_board_reads_like_the_position() {
        let pos = Position::start(VariantId::Chess);
        let b = ascii_board(&pos, false);
        let lines: Vec<&str> = b.lines().collect();
        assert_eq!(lines[0], "  8  r n b q k b n r");
        assert_eq!(lines[7], "  1  R N B Q K B N R");
        assert_eq!(lines[8], "     a b c d e f g h");
        let flipped = ascii_board(&pos, true);
        assert!(flipped
            .lines()
            .next()
            .unwrap()
            .starts_with("  1  R N B K Q B N R"));
    }
}
