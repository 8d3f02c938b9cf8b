//! The pages' HTML. Every text that comes from a game (names, moves, statuses) goes
//! through [`escape`]; links are relative (`12/board.png`, `?ply=3`), so the pages also
//! work behind a proxy under a path of its own.

use acedrex_service::service::page::{address, GamePage};
use acedrex_service::texts::lang::{tr, Lang, Value};
use acedrex_service::texts::messages as msg;
use acedrex_service::tournament::view::{standings_image_in, TournamentStatus, TournamentView};
use std::fmt::Write;

/// Text made safe for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font:16px/1.45 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}\
main{max-width:980px;margin:0 auto;padding:1em}\
h1{font-size:1.4em;margin:.2em 0}\
.players,.status,.date{margin:.2em 0}\
.layout{display:flex;flex-wrap:wrap;gap:1.2em;align-items:flex-start;margin-top:.8em}\
figure{margin:0}img#board{max-width:100%;height:auto;display:block;border:1px solid #bbb}\
nav#steps{display:flex;gap:.6em;align-items:center;margin:.5em 0;font-size:1.1em}\
nav#steps a,nav#steps span.off{padding:.2em .6em;border:1px solid #999;border-radius:4px;text-decoration:none;color:#222;background:#fff}\
nav#steps span.off{color:#aaa;border-color:#ddd}\
#moves{min-width:14em;max-height:620px;overflow:auto;background:#fff;border:1px solid #ccc;padding:.4em .8em;margin:0}\
#moves li{list-style:none;white-space:nowrap}#moves .n{display:inline-block;width:3em;color:#777}\
#moves a{display:inline-block;min-width:4.5em;color:#224;text-decoration:none}\
#moves a.current{background:#f2d27a;font-weight:bold}\
.files a{margin-right:1em}footer{margin-top:1.5em;color:#777;font-size:.9em}\
h2{font-size:1.15em;margin:1em 0 .4em}h3{font-size:1em;margin:.8em 0 .3em}\
table{border-collapse:collapse;background:#fff;border:1px solid #ccc}\
th,td{padding:.25em .7em;text-align:center;white-space:nowrap}th{background:#ae7d54;color:#fff}\
tr:nth-child(even) td{background:#f6efe2}td.name{text-align:left}\
tr.withdrawn td{color:#999}tr.withdrawn td.name span{text-decoration:line-through}\
img#standings-image{max-width:100%;height:auto;display:block;border:1px solid #bbb;margin:.6em 0}\
.bye{color:#555;margin:.2em 0}";

fn head(title: &str) -> String {
    head_with(title, "", Lang::En)
}

/// The head of a page in `lang`, with extra tags (`<meta name="robots" …>` for an
/// unlisted page).
fn head_with(title: &str, extra: &str, lang: Lang) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">{extra}\
         <title>{}</title><style>{STYLE}</style></head><body><main>",
        lang.code(),
        escape(title)
    )
}

/// A page's word in its language, made safe for HTML.
fn word(lang: Lang, id: &str, args: &[(&str, Value)]) -> String {
    escape(&tr(lang, id, args))
}

/// What a link of a page in `lang` adds to its query so the next page is in the same
/// language (nothing for English: its links are as they always were).
pub fn lang_query(lang: Lang) -> String {
    match lang {
        Lang::En => String::new(),
        l => format!("lang={}", l.code()),
    }
}

/// `query` with the page's language added (`?ply=3&lang=fr`).
fn with_lang(query: &str, lang: Lang) -> String {
    let l = lang_query(lang);
    match (query.is_empty(), l.is_empty()) {
        (_, true) => query.to_string(),
        (true, false) => format!("?{l}"),
        (false, false) => format!("{query}&amp;{l}"),
    }
}

const TAIL: &str = "</main></body></html>\n";

/// A step link, or a greyed-out label where there is nowhere to go.
fn step(id: &str, label: &str, to: Option<usize>, key: &str, lang: Lang) -> String {
    match to {
        Some(ply) => format!(
            "<a id=\"{id}\" href=\"{}\" accesskey=\"{key}\" rel=\"nofollow\">{label}</a>",
            with_lang(&format!("?ply={ply}"), lang)
        ),
        None => format!("<span id=\"{id}\" class=\"off\">{label}</span>"),
    }
}

/// The page of a game, showing the board after `ply` plies (`ply <= moves`), in the
/// page's language.
pub fn game(page: &GamePage, ply: usize) -> String {
    let v = &page.view;
    let lang = page.lang;
    let plies = page.moves.len();
    let name = |u: &Option<acedrex_service::UserRef>| {
        u.as_ref()
            .map_or_else(|| "?".to_string(), |u| escape(&u.name))
    };
    // An unlisted page stays out of search engines' indexes.
    let robots = if page.unlisted {
        "<meta name=\"robots\" content=\"noindex, nofollow\">"
    } else {
        ""
    };
    let mut out = head_with(&v.title, robots, lang);
    // The players' names go into the sentence as marked places, then in bold.
    let (white, black) = ("\u{1}white\u{1}", "\u{1}black\u{1}");
    let players = word(
        lang,
        "page-players",
        &[("white", white.into()), ("black", black.into())],
    )
    .replace(white, &format!("<b id=\"white\">{}</b>", name(&v.white)))
    .replace(black, &format!("<b id=\"black\">{}</b>", name(&v.black)));
    let _ = write!(
        out,
        "<h1>{}</h1><p class=\"players\">{players}</p>\
         <p class=\"status\" id=\"status\">{}</p>",
        escape(&v.title),
        escape(&page.status),
    );
    if v.plies > 0 || v.white.is_some() {
        let at = if ply == 0 {
            None
        } else {
            Some(format!("{} {}", number(ply), page.moves[ply - 1]))
        };
        let alt = match &at {
            None => word(lang, "page-board-alt-start", &[]),
            Some(at) => word(lang, "page-board-alt", &[("at", at.as_str().into())]),
        };
        let here = match &at {
            None => word(lang, "page-step-start", &[]),
            Some(at) => word(
                lang,
                "page-step-of",
                &[("at", at.as_str().into()), ("plies", plies.into())],
            ),
        };
        let _ = write!(
            out,
            "<div class=\"layout\"><div><figure><img id=\"board\" src=\"{id}/board.png{src}\" \
             alt=\"{alt}\"></figure><nav id=\"steps\">{}{}<span id=\"at\">{here}</span>{}{}</nav></div>",
            step("first", &word(lang, "page-first", &[]), (ply > 0).then_some(0), "h", lang),
            step("prev", &word(lang, "page-back", &[]), ply.checked_sub(1), "j", lang),
            step(
                "next",
                &word(lang, "page-next", &[]),
                (ply < plies).then_some(ply + 1),
                "k",
                lang
            ),
            step(
                "last",
                &word(lang, "page-last", &[]),
                (ply < plies).then_some(plies),
                "l",
                lang
            ),
            id = escape(&page.address),
            src = with_lang(&format!("?ply={ply}"), lang),
        );
        out.push_str("<ol id=\"moves\">");
        for (i, pair) in page.moves.chunks(2).enumerate() {
            let _ = write!(out, "<li><span class=\"n\">{}.</span>", i + 1);
            for (j, san) in pair.iter().enumerate() {
                let p = 2 * i + j + 1;
                let current = if p == ply {
                    " class=\"current\" aria-current=\"step\""
                } else {
                    ""
                };
                let _ = write!(
                    out,
                    "<a href=\"{}\" data-ply=\"{p}\"{current} rel=\"nofollow\">{}</a>",
                    with_lang(&format!("?ply={p}"), lang),
                    escape(san)
                );
            }
            out.push_str("</li>");
        }
        out.push_str("</ol></div>");
        let _ = write!(
            out,
            "<p class=\"files\"><a id=\"record\" href=\"{id}/record.pgn\">{}</a>\
             <a id=\"gif\" href=\"{id}/game.gif{gif}\">{}</a></p>",
            word(lang, "page-record", &[]),
            word(lang, "page-animation", &[]),
            id = escape(&page.address),
            gif = with_lang("", lang),
        );
    }
    let _ = write!(
        out,
        "<footer>{}</footer>",
        word(
            lang,
            "page-footer",
            &[("id", v.id.into()), ("date", page.date.as_str().into())]
        )
    );
    out.push_str(TAIL);
    out
}

/// The page of a tournament at `addr` (`3`, or `3-KEY`): the standings as a table and
/// as the image the bot posts, then each round's games, linked to their pages.
pub fn tournament(view: &TournamentView, addr: &str, lang: Lang) -> String {
    let robots = if view.page_key.is_some() {
        "<meta name=\"robots\" content=\"noindex, nofollow\">"
    } else {
        ""
    };
    let title = msg::tournament_page_title(view).text_in(lang);
    let mut out = head_with(&title, robots, lang);
    let _ = write!(
        out,
        "<h1>{}</h1><p class=\"about\" id=\"about\">{}</p><p class=\"status\" id=\"status\">{}</p>",
        escape(&title),
        escape(&msg::tournament_page_about(view).text_in(lang)),
        escape(&msg::tournament_status(view).text_in(lang)),
    );
    // The table shows the image's cells: the same words and numbers.
    let image = standings_image_in(view, lang);
    let _ = write!(
        out,
        "<h2>{}</h2><table id=\"standings\"><thead><tr>",
        escape(&msg::tournament_page_standings().text_in(lang))
    );
    for h in &image.headings {
        let _ = write!(out, "<th>{}</th>", escape(h));
    }
    out.push_str("</tr></thead><tbody>");
    for row in &image.rows {
        out.push_str(if row.withdrawn {
            "<tr class=\"withdrawn\">"
        } else {
            "<tr>"
        });
        for (c, cell) in row.cells.iter().enumerate() {
            if c == image.name_column {
                let mark = if row.withdrawn {
                    format!(" ({})", escape(&image.withdrawn_mark))
                } else {
                    String::new()
                };
                let _ = write!(
                    out,
                    "<td class=\"name\"><span>{}</span>{mark}</td>",
                    escape(cell)
                );
            } else {
                let _ = write!(out, "<td>{}</td>", escape(cell));
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    let _ = write!(
        out,
        "<figure><img id=\"standings-image\" src=\"{}/standings.png{}\" alt=\"{}\"></figure>",
        escape(addr),
        with_lang("", lang),
        escape(&msg::tournament_page_image_alt(view).text_in(lang))
    );
    let _ = write!(
        out,
        "<h2>{}</h2>",
        escape(&msg::tournament_page_games().text_in(lang))
    );
    if view
        .rounds
        .iter()
        .all(|r| r.games.is_empty() && r.bye.is_none())
    {
        let _ = write!(
            out,
            "<p id=\"no-games\">{}</p>",
            escape(&msg::tournament_page_no_games().text_in(lang))
        );
    }
    // An arena is one list of games: no round headings.
    let numbered = view.rounds_planned.is_some();
    for round in &view.rounds {
        if numbered {
            let _ = write!(
                out,
                "<h3 id=\"round-{}\">{}</h3>",
                round.number,
                escape(&msg::tournament_page_round(round.number).text_in(lang))
            );
        }
        if !round.games.is_empty() {
            out.push_str("<table class=\"games\"><tbody>");
        }
        for g in &round.games {
            let game = match g.game {
                Some(id) => format!(
                    "<a href=\"../game/{}{}\">#{id}</a>",
                    escape(&address(id, g.page_key.as_deref())),
                    with_lang("", lang)
                ),
                None => String::new(),
            };
            let result = match (&g.result, g.game) {
                (Some(r), _) => r.clone(),
                (None, Some(_)) => msg::tournament_page_playing().text_in(lang),
                (None, None) => msg::tournament_page_not_begun().text_in(lang),
            };
            let _ = write!(
                out,
                "<tr><td>{game}</td><td class=\"name\">{}</td><td>–</td><td class=\"name\">{}</td><td class=\"result\">{}</td></tr>",
                escape(&g.white),
                escape(&g.black),
                escape(&result)
            );
        }
        if !round.games.is_empty() {
            out.push_str("</tbody></table>");
        }
        if let Some(bye) = &round.bye {
            let _ = write!(
                out,
                "<p class=\"bye\">{}</p>",
                escape(&msg::tournament_page_bye(bye).text_in(lang))
            );
        }
    }
    let _ = write!(
        out,
        "<footer>{}</footer>",
        escape(&msg::tournament_page_footer(view.id).text_in(lang))
    );
    out.push_str(TAIL);
    out
}

/// Whether a tournament's page no longer changes.
pub fn finished(view: &TournamentView) -> bool {
    view.status == TournamentStatus::Finished
}

/// `3.` for White's third move, `3...` for Black's.
fn number(ply: usize) -> String {
    let n = ply.div_ceil(2);
    if ply % 2 == 1 {
        format!("{n}.")
    } else {
        format!("{n}...")
    }
}

pub fn index() -> String {
    let mut out = head("acedrex game pages");
    out.push_str(
        "<h1>acedrex</h1><p>Each game has a page at <code>/game/ID</code>, where ID is its \
         number in chat (<code>#12</code> → <code>/game/12</code>).</p>",
    );
    out.push_str(TAIL);
    out
}

pub fn error(code: u16, title: &str, text: &str, lang: Lang) -> String {
    let mut out = head_with(title, "", lang);
    let _ = write!(
        out,
        "<h1>{code} · {}</h1><p id=\"error\">{}</p>",
        escape(title),
        escape(text)
    );
    out.push_str(TAIL);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(
            escape("<b onload=\"x\">'&'</b>"),
            "&lt;b onload=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;"
        );
    }

    #[test]
    fn move_numbers() {
        assert_eq!(number(1), "1.");
        assert_eq!(number(2), "1...");
        assert_eq!(number(7), "4.");
    }
}
