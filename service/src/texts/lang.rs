//! The languages the bot speaks and its message catalogues: Project Fluent files under
//! `service/locales/<lang>/*.ftl`, embedded at build time (`build.rs` lists them). A
//! [`Said`] — a message id and its named arguments — is rendered here in a reader's
//! language: its arguments that name a side, a game, a piece or a length of time, and
//! the messages inside it, are rendered in that language first.

use crate::reply::{Arg, Said};
use acedrex_rules::{Color, VariantId};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::BTreeSet;
use std::sync::OnceLock;

mod files {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// A language the bot may answer in.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    Es,
    Fr,
    De,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Es, Lang::Fr, Lang::De];

    /// The language's code, as `lang` takes it and the catalogue's folder is named.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// A language code or a locale as platforms and systems write them: `de`, `DE`,
    /// `de-DE`, `de_DE.UTF-8`, `es-ES`, `en-US`; or the language's name (`deutsch`,
    /// `french`). Whether its catalogue is present is [`Lang::is_available`].
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.trim().to_lowercase();
        let code = text.split(['-', '_', '.', '@']).next().unwrap_or("");
        Some(match code {
            "en" | "english" => Lang::En,
            "es" | "spanish" | "español" | "espanol" | "castellano" => Lang::Es,
            "fr" | "french" | "français" | "francais" => Lang::Fr,
            "de" | "german" | "deutsch" => Lang::De,
            _ => return None,
        })
    }

    /// Whether the bot has this language's catalogue (English always).
    pub fn is_available(self) -> bool {
        self == Lang::En || catalog().bundle(self).is_some()
    }

    /// The languages whose catalogue is present, English first.
    pub fn available() -> Vec<Lang> {
        Lang::ALL.into_iter().filter(|l| l.is_available()).collect()
    }

    /// An available language from a locale (`LANG`, a platform's locale); `None` for
    /// `C`, `POSIX`, an empty value or a language without a catalogue.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        Lang::parse(locale).filter(|l| l.is_available())
    }

    /// The first available language of an HTTP `Accept-Language` header, by its weights
    /// (`de-CH, fr;q=0.8, *;q=0.1`).
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut choices: Vec<(f32, usize, Lang)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut bits = part.split(';');
                let lang = Lang::from_locale(bits.next()?)?;
                let q = bits
                    .find_map(|b| b.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (q > 0.0).then_some((q, i, lang))
            })
            .collect();
        // Highest weight first; among equal weights, the header's order.
        choices.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        choices.first().map(|c| c.2)
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// Arguments holding a length of time in seconds (said in words).
const DURATIONS: &[&str] = &["seconds", "left", "left_secs", "waited"];
/// Arguments holding a game (its key or its English name).
const GAMES: &[&str] = &["game", "variant"];
/// Arguments holding a piece's English name.
const PIECE_NAMES: &[&str] = &["piece", "found", "named"];
/// Arguments holding a side, when given as its English word.
const SIDES: &[&str] = &["side", "winner", "loser", "color", "to_move", "bottom"];
/// Arguments holding a decimal number written with a point (`-1.5`): written with the
/// language's decimal mark (message `number-decimal-mark`), its sign kept.
const DECIMALS: &[&str] = &["pawns"];

/// Messages that are lists ([`crate::texts::messages::list`]): their arguments are the
/// items, each said as an argument of its name is, joined by the language's words: the
/// message `list-separator` between the first ones, the message itself (`$head`,
/// `$last`, `$count`) before the last.
pub const LISTS: &[&str] = &["list-or", "list-and", "list-comma"];

/// A language's message ids, each with the variables it uses.
type Messages = Vec<(String, BTreeSet<String>)>;

/// The catalogues of every available language.
pub struct Catalog {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
    /// The message ids of each language, and the variables each uses.
    ids: Vec<(Lang, Messages)>,
    /// Syntax errors and duplicate ids found while loading (the catalogue tests show them).
    errors: Vec<String>,
}

/// The process's catalogues, loaded once.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::load)
}

/// A text in `lang`: the message `id` with `args`, English where `lang` lacks it, the id
/// itself where English lacks it too (a bug the catalogue tests catch).
pub fn tr(lang: Lang, id: &str, args: &[(&str, Value)]) -> String {
    let c = catalog();
    c.text(lang, id, args)
        .or_else(|| c.text(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// An argument given to [`tr`] and [`Catalog::text`].
#[derive(Clone, Debug)]
pub enum Value {
    Text(String),
    Number(i64),
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

macro_rules! number_value {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_value!(u8, u16, u32, u64, usize, i64);

impl Catalog {
    fn load() -> Catalog {
        let mut bundles = Vec::new();
        let mut ids = Vec::new();
        let mut errors = Vec::new();
        for lang in Lang::ALL {
            let files: Vec<_> = files::FILES
                .iter()
                .filter(|(l, _, _)| *l == lang.code())
                .collect();
            if files.is_empty() {
                continue;
            }
            let langid = lang
                .code()
                .parse()
                .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // Chat text, no right-to-left script: Unicode isolation marks would only show
            // up as stray characters.
            bundle.set_use_isolating(false);
            let _ =
                bundle.add_function("SENTENCE", |positional, _named| match positional.first() {
                    Some(FluentValue::String(s)) => {
                        FluentValue::from(crate::texts::messages::sentence(s))
                    }
                    Some(other) => other.clone(),
                    None => FluentValue::None,
                });
            let mut lang_ids = Vec::new();
            for (_, name, text) in files {
                let resource = match FluentResource::try_new(text.to_string()) {
                    Ok(r) => r,
                    Err((r, errs)) => {
                        for e in errs {
                            errors.push(format!("{}/{name}: {e:?}", lang.code()));
                        }
                        r
                    }
                };
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        let mut vars = BTreeSet::new();
                        if let Some(p) = &m.value {
                            variables(p, &mut vars);
                        }
                        lang_ids.push((m.id.name.to_string(), vars));
                    }
                }
                if let Err(errs) = bundle.add_resource(resource) {
                    for e in errs {
                        errors.push(format!("{}/{name}: {e:?}", lang.code()));
                    }
                }
            }
            bundles.push((lang, bundle));
            ids.push((lang, lang_ids));
        }
        Catalog {
            bundles,
            ids,
            errors,
        }
    }

    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
    }

    /// Problems found loading the catalogues (syntax errors, an id given twice).
    pub fn errors(&self) -> &[String] {
        &self.errors
    }

    /// The message ids of `lang`'s catalogue with the variables each uses (those of the
    /// messages it refers to included).
    pub fn messages(&self, lang: Lang) -> Vec<(String, BTreeSet<String>)> {
        let Some((_, own)) = self.ids.iter().find(|(l, _)| *l == lang) else {
            return Vec::new();
        };
        own.iter()
            .map(|(id, vars)| {
                let mut all = vars.clone();
                // `{ duration-hours }` inside a message uses that message's variables too.
                for (other, other_vars) in own {
                    if vars.contains(&format!("-> {other}")) {
                        all.extend(other_vars.iter().cloned());
                    }
                }
                all.retain(|v| !v.starts_with("-> "));
                (id.clone(), all)
            })
            .collect()
    }

    /// The attribute `name` of the message `id` in `lang` (`piece-name-queen.also`).
    pub fn attribute(&self, lang: Lang, id: &str, name: &str) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let pattern = bundle.get_message(id)?.get_attribute(name)?.value();
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// Whether `lang`'s catalogue has the message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).is_some_and(|b| b.has_message(id))
    }

    /// The message `id` in `lang` with `args`; `None` when the language lacks it or it
    /// does not render cleanly (a variable it needs was not given).
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, Value)]) -> Option<String> {
        let mut fargs = FluentArgs::new();
        for (name, v) in args {
            match v {
                Value::Text(t) => fargs.set(name.to_string(), FluentValue::from(t.clone())),
                Value::Number(n) => fargs.set(name.to_string(), FluentValue::from(*n)),
            }
        }
        self.format(lang, id, &fargs)
    }

    fn format(&self, lang: Lang, id: &str, args: &FluentArgs) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(args), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// A message as the code said it, in `lang`: `None` when `lang` lacks it or one of
    /// its parts (a message inside it) cannot be said.
    pub fn say(&self, lang: Lang, said: &Said) -> Option<String> {
        if ASSEMBLED.contains(&said.id) {
            return crate::texts::assembled(lang, said);
        }
        if LISTS.contains(&said.id) {
            let items = said
                .args
                .iter()
                .map(|(name, arg)| self.arg_text(lang, name, arg))
                .collect::<Option<Vec<_>>>()?;
            return Some(self.list(lang, said.id, &items));
        }
        let mut args: Vec<(&str, String)> = Vec::new();
        let mut numbers = FluentArgs::new();
        for (name, arg) in &said.args {
            let value = match arg {
                Arg::Number(n) if !DURATIONS.contains(name) => {
                    numbers.set(name.to_string(), FluentValue::from(*n));
                    continue;
                }
                _ => self.arg_text(lang, name, arg)?,
            };
            // A name given twice (the reasons of `not-a-command`): one a line, as the
            // code joins them.
            match args.iter_mut().find(|(n, _)| n == name) {
                Some((_, v)) => {
                    v.push('\n');
                    v.push_str(&value);
                }
                None => args.push((name, value)),
            }
        }
        for (name, value) in args {
            numbers.set(name.to_string(), FluentValue::from(value));
        }
        self.format(lang, said.id, &numbers)
    }

    /// An argument in words in `lang` (a number as its digits, a length of time in words).
    fn arg_text(&self, lang: Lang, name: &str, arg: &Arg) -> Option<String> {
        Some(match arg {
            Arg::Said(inner) => self.say(lang, inner)?,
            Arg::Color(c) => self.color(lang, *c),
            Arg::Number(n) if DURATIONS.contains(&name) => self.duration(lang, *n),
            Arg::Number(n) => n.to_string(),
            Arg::Text(t) => self.text_arg(lang, name, t),
        })
    }

    /// Items joined in `lang` by the list message `id` (`list-or`: "a, b or c").
    pub fn list(&self, lang: Lang, id: &str, items: &[String]) -> String {
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, head)) => {
                let separator = tr(lang, "list-separator", &[]);
                tr(
                    lang,
                    id,
                    &[
                        ("head", head.join(&separator).into()),
                        ("last", last.clone().into()),
                        ("count", items.len().into()),
                    ],
                )
            }
        }
    }

    /// A text argument in `lang`: a game's, a piece's or a side's English name in
    /// `lang`'s words; anything else as it is.
    fn text_arg(&self, lang: Lang, name: &str, text: &str) -> String {
        if GAMES.contains(&name) {
            if let Some(v) = VariantId::ALL
                .into_iter()
                .find(|v| v.id() == text || v.variant().name == text)
            {
                return game_name(lang, v);
            }
        }
        if PIECE_NAMES.contains(&name) {
            if let Some(n) = self.piece_name(lang, text) {
                return n;
            }
        }
        if name == "language" {
            if let Some(l) = Lang::parse(text) {
                return tr(lang, &format!("lang-name-{}", l.code()), &[]);
            }
        }
        // The bot as a player: its name is stored in English with the game.
        if let Some(level) = crate::texts::messages::bot_level(text) {
            return tr(lang, "bot-name", &[("level", level.into())]);
        }
        if DECIMALS.contains(&name) && text.parse::<f64>().is_ok() {
            return text.replace('.', &tr(lang, "number-decimal-mark", &[]));
        }
        if SIDES.contains(&name) {
            match text {
                "White" => return self.color(lang, Color::White),
                "Black" => return self.color(lang, Color::Black),
                _ => {}
            }
        }
        text.to_string()
    }

    /// A piece's English name (`Aanca`) in `lang`, if it is a piece's name.
    pub fn piece_name(&self, lang: Lang, english: &str) -> Option<String> {
        let id = format!("piece-name-{}", slug(english));
        self.has(Lang::En, &id).then(|| tr(lang, &id, &[]))
    }

    pub fn color(&self, lang: Lang, c: Color) -> String {
        tr(
            lang,
            match c {
                Color::White => "color-white",
                Color::Black => "color-black",
            },
            &[],
        )
    }

    /// A length of time in words, rounded as a reader wants it: "3 days 2 hours",
    /// "5 minutes" (at least one minute).
    pub fn duration(&self, lang: Lang, secs: i64) -> String {
        let secs = secs.max(0);
        let (d, h, m) = (secs / 86400, secs % 86400 / 3600, secs % 3600 / 60);
        let (id, args): (&str, Vec<(&str, Value)>) = match (d, h, m) {
            (0, 0, m) => ("duration-minutes", vec![("m", m.max(1).into())]),
            (0, h, 0) => ("duration-hours", vec![("h", h.into())]),
            (0, h, m) => (
                "duration-hours-minutes",
                vec![("h", h.into()), ("m", m.into())],
            ),
            (d, 0, _) => ("duration-days", vec![("d", d.into())]),
            (d, h, _) => (
                "duration-days-hours",
                vec![("d", d.into()), ("h", h.into())],
            ),
        };
        tr(lang, id, &args)
    }
}

/// Messages whose English is assembled in Rust from the catalogue's parts (help pages,
/// rules summaries, piece descriptions): they have no message of their own.
pub const ASSEMBLED: &[&str] = &["help", "rules", "piece"];

/// Where the English catalogue does not say what the code says: one line per message of
/// `said` (cut by `parts`) that the catalogue renders otherwise, or cannot render. The
/// proof that the move of the words to the catalogue lost nothing (the golden
/// transcripts and the conversation tests check every reply with it).
pub fn english_mismatches(text: &str, said: &[Said], parts: &[crate::reply::Part]) -> Vec<String> {
    use crate::reply::Part;
    let whole: String = parts
        .iter()
        .map(|p| match p {
            Part::Said(t) | Part::Layout(t) => t.as_str(),
            Part::Within => "",
        })
        .collect();
    if whole != text {
        return vec![format!("the parts do not add up to the text: {parts:?}")];
    }
    let mut out = Vec::new();
    let mut next = said.iter();
    for p in parts {
        let english = match p {
            Part::Layout(_) => continue,
            Part::Within => {
                next.next();
                continue;
            }
            Part::Said(t) => t,
        };
        let Some(s) = next.next() else {
            out.push(format!("more parts than messages: {parts:?}"));
            break;
        };
        let fluent = catalog().say(Lang::En, s);
        if fluent.as_deref() != Some(english.as_str()) {
            out.push(format!(
                "{}: the code says {english:?}, the catalogue {fluent:?} ({:?})",
                s.id, s.args
            ));
        }
    }
    if next.next().is_some() {
        out.push(format!("more messages than parts: {parts:?}"));
    }
    out
}

/// A text board's last line (who is to move, how the game ended) in `lang`; English is
/// [`crate::texts::messages::board_status`].
pub fn board_status(lang: Lang, status: crate::reply::BoardStatus) -> String {
    use crate::reply::BoardStatus;
    use crate::texts::messages as msg;
    if lang == Lang::En {
        return msg::board_status(status);
    }
    match status {
        BoardStatus::ToMove(Color::White) => tr(lang, "board-white-to-move", &[]),
        BoardStatus::ToMove(Color::Black) => tr(lang, "board-black-to-move", &[]),
        BoardStatus::Aborted => tr(lang, "game-aborted", &[]),
        BoardStatus::Ended(r) => {
            let result = catalog()
                .say(lang, &msg::result_said(&r))
                .unwrap_or_else(|| msg::result_description(&r));
            tr(
                lang,
                "game-ended",
                &[("result", result.into()), ("score", r.score().into())],
            )
        }
    }
}

/// A button's label in `lang` (`english`: the label the service gave it).
pub fn label(lang: Lang, kind: crate::reply::ActionKind, english: &str) -> String {
    use crate::reply::ActionKind as K;
    if lang == Lang::En {
        return english.to_string();
    }
    let id = match kind {
        // "Agree" (to a takeback) and "Accept draw" share kinds with other labels.
        K::Takeback if english == crate::texts::messages::LABEL_AGREE => "label-agree",
        K::Accept => "label-accept",
        K::Decline => "label-decline",
        K::Board => "label-board",
        K::OfferDraw => "label-offer-draw",
        K::AcceptDraw => "label-accept-draw",
        K::Resign => "label-resign",
        K::Takeback => "label-takeback",
        K::LegalMoves => "label-legal-moves",
        K::Flip => "label-flip",
        K::Analyse => "label-analyse",
        K::Abort => "label-abort",
        K::Rematch => "label-rematch",
    };
    catalog()
        .text(lang, id, &[])
        .unwrap_or_else(|| english.to_string())
}

/// A game's name in `lang`.
pub fn game_name(lang: Lang, v: VariantId) -> String {
    tr(lang, &format!("game-name-{}", v.id()), &[])
}

// ---------------------------------------------------------------------------------------
// Names in input: a piece or a game named in any language
// ---------------------------------------------------------------------------------------

/// A name as players may type it: lower case, accents optional (`Läufer`, `laufer`,
/// `laeufer`; `échecs`, `echecs`), spaces, `-`, `_` and `'` left out. Both spellings of
/// a letter with an umlaut: the bare letter and the letter with `e`.
fn name_forms(name: &str) -> [String; 2] {
    let mut bare = String::new();
    let mut spelt = String::new();
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        let (b, s): (&str, &str) = match c {
            ' ' | '-' | '_' | '\'' | '’' | '.' => ("", ""),
            'á' | 'à' | 'â' | 'ã' | 'å' => ("a", "a"),
            'ä' => ("a", "ae"),
            'é' | 'è' | 'ê' | 'ë' => ("e", "e"),
            'í' | 'ì' | 'î' | 'ï' => ("i", "i"),
            'ó' | 'ò' | 'ô' | 'õ' => ("o", "o"),
            'ö' => ("o", "oe"),
            'ú' | 'ù' | 'û' => ("u", "u"),
            'ü' => ("u", "ue"),
            'ñ' => ("n", "n"),
            'ç' => ("c", "c"),
            'ß' => ("ss", "ss"),
            'œ' => ("oe", "oe"),
            'æ' => ("ae", "ae"),
            _ => {
                bare.push(c);
                spelt.push(c);
                continue;
            }
        };
        bare.push_str(b);
        spelt.push_str(s);
    }
    [bare, spelt]
}

/// Every name of a piece (its English name in a game's entry) a player may type: in
/// every language, with the other names a catalogue gives (`piece-name-queen.also`).
fn piece_names(english: &str) -> Vec<String> {
    let c = catalog();
    let id = format!("piece-name-{}", slug(english));
    let mut names = vec![english.to_string()];
    for lang in Lang::available() {
        names.extend(c.text(lang, &id, &[]));
        if let Some(also) = c.attribute(lang, &id, "also") {
            names.extend(also.split(',').map(|n| n.trim().to_string()));
        }
    }
    names
}

/// A command's name in `lang` as Discord shows its slash command (`slash-name-board` =
/// `tablero`); `None` in English, where the name is the command itself, or for a
/// command without a slash name.
pub fn command_name_in(lang: Lang, command: &str) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    catalog().text(lang, &format!("slash-name-{command}"), &[])
}

/// The command a localized name stands for (`tablero`, `Échiquier`, `zuege` → `board`),
/// in any language, accents optional: what the bot names in one language is typed
/// back in it. `None` for a word that names no command.
pub fn command_named(word: &str) -> Option<&'static str> {
    static NAMES: OnceLock<Vec<(String, &'static str)>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        let mut out = Vec::new();
        for spec in crate::commands::COMMANDS {
            for lang in Lang::available() {
                if let Some(name) = command_name_in(lang, spec.name) {
                    out.extend(name_forms(&name).into_iter().map(|f| (f, spec.name)));
                }
            }
        }
        out
    });
    let [bare, spelt] = name_forms(word);
    names
        .iter()
        .find(|(f, _)| !f.is_empty() && (*f == bare || *f == spelt))
        .map(|(_, name)| *name)
}

/// What a player's piece name or letter means in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceFound {
    Kind(acedrex_rules::Kind),
    /// The start of several pieces' names (`ca`: Camel, Cannon): their kinds.
    Ambiguous(Vec<acedrex_rules::Kind>),
    Unknown,
}

/// The piece of `variant` a player means: its letter (`L`, `l`), or its name in any
/// language the bot speaks (`Lion`, `León`, `Löwe`, `lowe`, `loewe`), or the start of
/// one name only (`rhino`).
pub fn find_piece(variant: VariantId, text: &str) -> PieceFound {
    use acedrex_rules::Kind;
    let v = variant.variant();
    let t = text.trim();
    let mut chars = t.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return v
            .kind_of_letter(c)
            .map_or(PieceFound::Unknown, PieceFound::Kind);
    }
    let [typed, _] = name_forms(t);
    if typed.is_empty() {
        return PieceFound::Unknown;
    }
    let forms: Vec<(Kind, String)> = v
        .pieces
        .iter()
        .flat_map(|p| {
            piece_names(p.name)
                .into_iter()
                .flat_map(|n| name_forms(&n))
                .map(move |f| (p.kind, f))
        })
        .collect();
    let kinds = |matching: &dyn Fn(&str) -> bool| -> Vec<Kind> {
        let mut out: Vec<Kind> = Vec::new();
        for (k, f) in &forms {
            if matching(f) && !out.contains(k) {
                out.push(*k);
            }
        }
        out
    };
    let exact = kinds(&|f| f == typed);
    let found = if exact.is_empty() && typed.chars().count() >= 2 {
        kinds(&|f| f.starts_with(&typed))
    } else {
        exact
    };
    match found.as_slice() {
        [] => PieceFound::Unknown,
        [k] => PieceFound::Kind(*k),
        _ => PieceFound::Ambiguous(found),
    }
}

/// A game named in any language the bot speaks (`ajedrez`, `Échecs`, `schach`,
/// `Tamerlán II`), accents optional, or the start of one game's name only (`tamerlan`,
/// 4 letters at least); its key and other names are `VariantId::from_str`'s.
pub fn find_game(text: &str) -> Option<VariantId> {
    let [typed, _] = name_forms(text);
    if typed.is_empty() {
        return None;
    }
    let names: Vec<(VariantId, String)> = VariantId::ALL
        .into_iter()
        .flat_map(|v| {
            Lang::available()
                .into_iter()
                .flat_map(move |lang| name_forms(&game_name(lang, v)))
                .map(move |f| (v, f))
        })
        .collect();
    if let Some((v, _)) = names.iter().find(|(_, f)| *f == typed) {
        return Some(*v);
    }
    let mut starting: Vec<VariantId> = names
        .iter()
        .filter(|(_, f)| typed.chars().count() >= 4 && f.starts_with(&typed))
        .map(|(v, _)| *v)
        .collect();
    starting.dedup();
    match starting.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The id part of a piece name: `Aanca` → `aanca`, `Chu Lion` → `chu-lion`.
pub fn slug(name: &str) -> String {
    name.to_lowercase().replace([' ', '\''], "-")
}

/// The variables a pattern uses (and `-> ID` for each message it refers to).
fn variables(p: &fluent_syntax::ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::MessageReference { id, .. } => {
                out.insert(format!("-> {}", id.name));
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_read_from_codes_and_locales() {
        assert_eq!(Lang::parse("de_DE.UTF-8"), Some(Lang::De));
        assert_eq!(Lang::parse("es-ES"), Some(Lang::Es));
        assert_eq!(Lang::parse("FR"), Some(Lang::Fr));
        assert_eq!(Lang::parse("en-US"), Some(Lang::En));
        assert_eq!(Lang::parse("Deutsch"), Some(Lang::De));
        assert_eq!(Lang::parse("C"), None);
        assert_eq!(Lang::parse("POSIX"), None);
        assert_eq!(Lang::parse("pt-BR"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::En));
    }

    #[test]
    fn accept_language_takes_the_heaviest_available_language() {
        assert_eq!(
            Lang::from_accept_language("pt-BR, en;q=0.5"),
            Some(Lang::En)
        );
        assert_eq!(Lang::from_accept_language("pt-BR, ja"), None);
        assert_eq!(Lang::from_accept_language(""), None);
        assert_eq!(
            Lang::from_accept_language("en;q=0.2, *;q=0.1"),
            Some(Lang::En)
        );
        for l in Lang::available() {
            let header = format!("pt;q=0.9, {}-XX;q=0.8, en;q=0.1", l.code());
            assert_eq!(Lang::from_accept_language(&header), Some(l), "{header}");
        }
    }

    #[test]
    fn english_catalogue_loads_without_errors() {
        let c = catalog();
        assert!(c.errors().is_empty(), "{:#?}", c.errors());
        assert!(c.has(Lang::En, "plays"));
        assert!(c.messages(Lang::En).len() > 400);
    }

    #[test]
    fn a_said_message_renders_with_its_arguments_in_words() {
        let c = catalog();
        let said = Said {
            id: "aborted-no-first-move",
            args: vec![
                ("id", Arg::Number(3)),
                ("who", Arg::Text("bob".into())),
                ("side", Arg::Color(Color::Black)),
                ("seconds", Arg::Number(600)),
            ],
        };
        assert_eq!(
            c.say(Lang::En, &said).as_deref(),
            Some("Game #3 is aborted: bob (Black) did not make a first move within 10 minutes. It has no result and counts for nobody.")
        );
        // A missing variable is no text (the caller keeps the English it has).
        assert_eq!(c.say(Lang::En, &Said::new("plays")), None);
        assert_eq!(c.say(Lang::En, &Said::new("no-such-message-id")), None);
        assert_eq!(c.duration(Lang::En, 3 * 86400 + 7200), "3 days 2 hours");
        assert_eq!(c.duration(Lang::En, 90), "1 minute");
        assert_eq!(c.piece_name(Lang::En, "Aanca").as_deref(), Some("Aanca"));
        assert_eq!(c.piece_name(Lang::En, "Nobody"), None);
    }

    // Every name of every piece, in every language, finds that piece in its game (no
    // two pieces of a game share a name), with or without its accents.
    #[test]
    fn every_piece_is_found_by_each_of_its_names() {
        for v in VariantId::ALL {
            for p in &v.variant().pieces {
                for name in piece_names(p.name) {
                    for typed in [
                        name.clone(),
                        name.to_uppercase(),
                        name_forms(&name)[0].clone(),
                    ] {
                        assert_eq!(
                            find_piece(v, &typed),
                            PieceFound::Kind(p.kind),
                            "{v}: {typed}"
                        );
                    }
                }
                let letter = p.letter.to_string();
                assert_eq!(
                    find_piece(v, &letter),
                    PieceFound::Kind(p.kind),
                    "{v}: {letter}"
                );
            }
        }
        use acedrex_rules::Kind;
        assert_eq!(
            find_piece(VariantId::Chess, "fou"),
            PieceFound::Kind(Kind::Bishop)
        );
        assert_eq!(
            find_piece(VariantId::Chess, "  Läufer "),
            PieceFound::Kind(Kind::Bishop)
        );
        assert_eq!(
            find_piece(VariantId::Chess, "laeufer"),
            PieceFound::Kind(Kind::Bishop)
        );
        assert_eq!(
            find_piece(VariantId::Chess, "dame"),
            PieceFound::Kind(Kind::Queen)
        );
        assert_eq!(
            find_piece(VariantId::Shako, "ele"),
            PieceFound::Kind(Kind::Elephant)
        );
        assert_eq!(find_piece(VariantId::Chess, "dragon"), PieceFound::Unknown);
        assert_eq!(find_piece(VariantId::Chess, ""), PieceFound::Unknown);
        assert_eq!(find_piece(VariantId::Chess, "Z"), PieceFound::Unknown);
        assert!(
            matches!(find_piece(VariantId::Perfect12, "ca"), PieceFound::Ambiguous(k) if k.len() == 3)
        );
    }

    #[test]
    fn games_are_found_by_their_names_in_every_language() {
        for v in VariantId::ALL {
            for lang in Lang::available() {
                assert_eq!(find_game(&game_name(lang, v)), Some(v), "{lang}: {v}");
            }
        }
        assert_eq!(find_game("ajedrez"), Some(VariantId::Chess));
        assert_eq!(find_game("echecs"), Some(VariantId::Chess));
        assert_eq!(find_game("SCHACH"), Some(VariantId::Chess));
        assert_eq!(find_game("tamerlan"), Some(VariantId::Tamerlane2));
        // The start of several games' names is none of them.
        assert_eq!(find_game("zanzibar x"), Some(VariantId::ZanzibarXl));
        assert_eq!(find_game("zanz"), None);
        assert_eq!(find_game("dame"), None);
        assert_eq!(find_game(""), None);
    }
}
