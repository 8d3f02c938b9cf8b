//! Slash commands made from the service's command table, typed calls from their
//! options, and autocomplete matching.

use crate::{clip, user_ref, GAME_OPTION, MAX_CHOICES};
use acedrex_service::commands::{Arg, ArgKind, Complete, Spec, Typed, TypedCall, COMMANDS};
use acedrex_service::rules::VariantId;
use acedrex_service::texts::lang::{catalog, command_name_in, Lang};
use acedrex_service::UserRef;
use serenity::builder::{CreateCommand, CreateCommandOption};
use serenity::model::application::{CommandDataOptionValue, CommandInteraction, CommandOptionType};
use serenity::model::id::UserId;

// ---------------------------------------------------------------------------------------
// Slash commands, from the service's command table
// ---------------------------------------------------------------------------------------

/// The commands that get a slash command: every command of the service.
pub(crate) fn slash_specs() -> impl Iterator<Item = &'static Spec> {
    COMMANDS.iter().filter(|s| s.is_service())
}

pub(crate) fn spec_of(name: &str) -> Option<&'static Spec> {
    slash_specs().find(|s| s.name == name)
}

/// Discord's locales the slash commands are named and described in, and the language of
/// each (options' names stay English).
pub(crate) const LOCALES: [(&str, Lang); 4] = [
    ("es-ES", Lang::Es),
    ("es-419", Lang::Es),
    ("fr", Lang::Fr),
    ("de", Lang::De),
];

/// Discord's limit on a description and on a choice's name.
const MAX_DESCRIPTION: usize = 100;

/// The catalogue's message `id` in each of Discord's [`LOCALES`] whose language has it
/// (English is the default text itself).
pub(crate) fn localized(id: &str) -> Vec<(&'static str, String)> {
    LOCALES
        .iter()
        .filter_map(|(locale, lang)| {
            let text = catalog().text(*lang, id, &[])?;
            Some((*locale, clip(&text, MAX_DESCRIPTION)))
        })
        .collect()
}

/// An option's description in every language of the catalogue (`slash-…` id).
fn option_described(mut o: CreateCommandOption, id: &str) -> CreateCommandOption {
    for (locale, text) in localized(id) {
        o = o.description_localized(locale, text);
    }
    o
}

pub(crate) fn game_option() -> CreateCommandOption {
    let o = CreateCommandOption::new(
        CommandOptionType::Integer,
        GAME_OPTION,
        "The game's number (#12), when you have several",
    )
    .min_int_value(1);
    option_described(o, "slash-game")
}

pub(crate) fn variant_choices(mut o: CreateCommandOption) -> CreateCommandOption {
    for id in VariantId::ALL {
        let names = localized(&format!("game-name-{}", id.id()));
        o = o.add_string_choice_localized(id.variant().name, id.id(), names);
    }
    o
}

/// The slash option of a command argument (of the command `command`), described in
/// every language.
pub(crate) fn option_of(command: &str, arg: &Arg) -> CreateCommandOption {
    let o = plain_option_of(arg);
    option_described(o, &format!("slash-{command}-{}", arg.name))
}

fn plain_option_of(arg: &Arg) -> CreateCommandOption {
    use CommandOptionType as T;
    let new = |kind| CreateCommandOption::new(kind, arg.name, arg.description);
    let o = match arg.kind {
        ArgKind::Variant if arg.complete == Some(Complete::Variants) => {
            new(T::String).set_autocomplete(true)
        }
        ArgKind::Variant => variant_choices(new(T::String)),
        ArgKind::User => new(T::User),
        ArgKind::Flag => new(T::Boolean),
        ArgKind::Choice(choices) => choices.iter().fold(new(T::String), |o, (label, word)| {
            o.add_string_choice_localized(*label, *word, localized(&format!("slash-choice-{word}")))
        }),
        ArgKind::Integer { min, max } => new(T::Integer)
            .min_int_value(u64::try_from(min).unwrap_or(0))
            .max_int_value(u64::try_from(max).unwrap_or(0)),
        ArgKind::Clock => new(T::String),
        ArgKind::Text => new(T::String).set_autocomplete(matches!(
            arg.complete,
            Some(Complete::Moves | Complete::Pieces)
        )),
        ArgKind::CommandWord => {
            slash_specs().fold(new(T::String), |o, s| o.add_string_choice(s.name, s.name))
        }
    };
    o.required(arg.required)
}

/// A command's slash definition: its arguments (required ones first, as Discord wants),
/// then `game` when it takes `#GAME`.
pub(crate) fn slash_command(spec: &Spec) -> CreateCommand {
    let mut args: Vec<&Arg> = spec.args.iter().collect();
    args.sort_by_key(|a| !a.required);
    let mut c = CreateCommand::new(spec.name).description(spec.summary);
    for (locale, text) in localized(&format!("slash-{}", spec.name)) {
        c = c.description_localized(locale, text);
    }
    // Discord sends the English name whatever its client shows, so dispatch is unchanged.
    for (locale, lang) in LOCALES {
        if let Some(name) = command_name_in(lang, spec.name) {
            c = c.name_localized(locale, name);
        }
    }
    for a in args {
        c = c.add_option(option_of(spec.name, a));
    }
    if spec.game {
        c = c.add_option(game_option());
    }
    c
}

/// The slash commands: one per service command.
pub(crate) fn commands() -> Vec<CreateCommand> {
    slash_specs().map(slash_command).collect()
}

/// A slash option's value, as the command line needs it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum OptionValue {
    Text(String),
    Integer(i64),
    Flag(bool),
    /// A user, with the display name the interaction resolved for them.
    User(u64, Option<String>),
}

/// The typed call of a slash command (`spec`), from its options, and the users it
/// names: the service reads it by the same table as a typed line, never as text. `bot`:
/// the bot's own user id (naming it as an opponent means `bot`).
pub(crate) fn slash_call(
    spec: &Spec,
    options: &[(String, OptionValue)],
    bot: Option<u64>,
) -> (TypedCall, Vec<UserRef>) {
    let mut args = Vec::new();
    let mut mentions = Vec::new();
    for (name, v) in options {
        let typed = match v {
            OptionValue::Text(s) => Typed::Text(s.clone()),
            OptionValue::Integer(n) => Typed::Integer(*n),
            OptionValue::Flag(b) => Typed::Flag(*b),
            OptionValue::User(id, _) if Some(*id) == bot => {
                args.push(("bot".to_string(), Typed::Flag(true)));
                continue;
            }
            OptionValue::User(id, name) => {
                let core = format!("discord:{id}");
                if let Some(name) = name {
                    mentions.push(UserRef {
                        id: core.clone(),
                        name: name.clone(),
                        bot: false,
                    });
                }
                Typed::User(core)
            }
        };
        args.push((name.clone(), typed));
    }
    let call = TypedCall {
        command: spec.name.to_string(),
        args,
    };
    (call, mentions)
}

/// A display name for a user named in a command, from the interaction's resolved data.
pub(crate) fn resolved_name(cmd: &CommandInteraction, id: UserId) -> Option<String> {
    let r = &cmd.data.resolved;
    r.members
        .get(&id)
        .and_then(|m| m.nick.clone())
        .or_else(|| r.users.get(&id).map(|u| user_ref(u, None).name))
}

/// The typed call of a slash command, and the users it names.
pub(crate) fn slash_call_of(
    cmd: &CommandInteraction,
    bot: Option<UserId>,
) -> (TypedCall, Vec<UserRef>) {
    let Some(spec) = spec_of(&cmd.data.name) else {
        // Not ours (an old registration): the service says it does not know it.
        let call = TypedCall {
            command: cmd.data.name.clone(),
            args: Vec::new(),
        };
        return (call, Vec::new());
    };
    let options: Vec<(String, OptionValue)> = cmd
        .data
        .options
        .iter()
        .filter_map(|o| {
            let v = match &o.value {
                CommandDataOptionValue::String(s) => OptionValue::Text(s.clone()),
                CommandDataOptionValue::Integer(n) => OptionValue::Integer(*n),
                CommandDataOptionValue::Boolean(b) => OptionValue::Flag(*b),
                CommandDataOptionValue::User(id) => {
                    OptionValue::User(id.get(), resolved_name(cmd, *id))
                }
                _ => return None,
            };
            Some((o.name.clone(), v))
        })
        .collect();
    slash_call(spec, &options, bot.map(UserId::get))
}

/// A string option's value (also while it is being typed, for autocomplete).
pub(crate) fn option_str<'a>(cmd: &'a CommandInteraction, name: &str) -> Option<&'a str> {
    cmd.data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            CommandDataOptionValue::String(s) => Some(s.as_str()),
            CommandDataOptionValue::Autocomplete { value, .. } => Some(value.as_str()),
            _ => None,
        })
}

pub(crate) fn option_int(cmd: &CommandInteraction, name: &str) -> Option<i64> {
    cmd.data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            CommandDataOptionValue::Integer(n) => Some(*n),
            _ => None,
        })
}

// ---------------------------------------------------------------------------------------
// Autocomplete
// ---------------------------------------------------------------------------------------

/// The moves that match what is typed: exact prefix first, then any-case prefix, then
/// containing it; at most [`MAX_CHOICES`].
pub(crate) fn matching_moves(sans: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim();
    let lower = typed.to_lowercase();
    let mut out: Vec<String> = Vec::new();
    let groups: [&dyn Fn(&str) -> bool; 3] = [
        &|s: &str| s.starts_with(typed),
        &|s: &str| s.to_lowercase().starts_with(&lower),
        &|s: &str| s.to_lowercase().contains(&lower),
    ];
    for keep in groups {
        for s in sans {
            if out.len() < MAX_CHOICES && keep(s) && !out.contains(s) {
                out.push(s.clone());
            }
        }
    }
    out
}

pub(crate) fn variant_matches(typed: &str) -> Vec<(String, String)> {
    let t = typed.trim().to_lowercase();
    VariantId::ALL
        .iter()
        .filter(|id| id.id().contains(&t) || id.variant().name.to_lowercase().contains(&t))
        .map(|id| {
            (
                format!("{} ({})", id.variant().name, id.id()),
                id.id().to_string(),
            )
        })
        .collect()
}

pub(crate) fn piece_matches(variant: Option<&str>, typed: &str) -> Vec<(String, String)> {
    let Some(id) = variant.and_then(|v| v.parse::<VariantId>().ok()) else {
        return Vec::new();
    };
    let t = typed.trim().to_lowercase();
    id.variant()
        .pieces
        .iter()
        .filter(|p| p.name.to_lowercase().contains(&t) || p.letter.to_string().to_lowercase() == t)
        .take(MAX_CHOICES)
        .map(|p| (format!("{} ({})", p.name, p.letter), p.name.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_service::commands::Invocation;
    use acedrex_service::commands::{self as command, Command as CoreCommand};

    fn spec(name: &str) -> &'static Spec {
        spec_of(name).expect("a command")
    }

    fn text(s: &str) -> OptionValue {
        OptionValue::Text(s.into())
    }

    fn typed(call: &TypedCall) -> Invocation {
        Invocation::from_typed(call).unwrap_or_else(|e| panic!("{call:?}: {e}"))
    }

    fn line_of(line: &str) -> Invocation {
        match command::read(line) {
            Ok(command::Line::Command(i)) => i,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn opts(list: &[(&str, OptionValue)]) -> Vec<(String, OptionValue)> {
        list.iter()
            .map(|(n, v)| (n.to_string(), v.clone()))
            .collect()
    }

    #[test]
    fn one_slash_command_per_service_command() {
        let n = COMMANDS.iter().filter(|s| s.is_service()).count();
        assert_eq!(commands().len(), n);
        assert!(spec_of("as").is_none() && spec_of("quit").is_none());
        let play = spec("play");
        let json = serde_json::to_value(slash_command(play)).expect("json");
        let options = json["options"].as_array().expect("options");
        let names: Vec<&str> = options.iter().filter_map(|o| o["name"].as_str()).collect();
        let table: Vec<&str> = play.args.iter().map(|a| a.name).collect();
        assert_eq!(names, table);
        assert_eq!(json["description"], play.summary);
        assert_eq!(options[0]["name"], "variant");
        assert_eq!(options[0]["required"], true);
        assert_eq!(options[0]["autocomplete"], true);
        let level = options
            .iter()
            .find(|o| o["name"] == "level")
            .expect("level");
        assert_eq!(
            (level["type"].as_u64(), level["min_value"].as_u64()),
            (Some(4), Some(1))
        );
        assert_eq!(level["max_value"], 8);
        let color = options
            .iter()
            .find(|o| o["name"] == "color")
            .expect("color");
        assert_eq!(color["choices"].as_array().map(Vec::len), Some(3));
        let opponent = options
            .iter()
            .find(|o| o["name"] == "opponent")
            .expect("opponent");
        assert_eq!(opponent["type"], 6);
        let json = serde_json::to_value(slash_command(spec("board"))).expect("json");
        assert_eq!(json["options"][0]["name"], GAME_OPTION);
        assert_eq!(json["options"][0]["type"], 4);
        let json = serde_json::to_value(slash_command(spec("rules"))).expect("json");
        assert_eq!(
            json["options"][0]["choices"].as_array().map(Vec::len),
            Some(VariantId::ALL.len())
        );
    }

    #[test]
    /// The options of a slash command reach the service typed: the same invocation as
    /// the command line that says it.
    fn slash_options_become_the_command_line() {
        let (call, mentions) = slash_call(
            spec("play"),
            &opts(&[
                ("fen", text(" 4k3/8/8/8/8/8/8/4K2R w K - 0 1 ")),
                ("color", text("black")),
                ("level", OptionValue::Integer(3)),
                ("bot", OptionValue::Flag(true)),
                ("variant", text("chess")),
            ]),
            Some(99),
        );
        assert_eq!(
            typed(&call),
            line_of("play chess bot black level 3 fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        );
        assert!(mentions.is_empty());
        let (call, mentions) = slash_call(
            spec("play"),
            &opts(&[
                ("variant", text("kmf")),
                ("opponent", OptionValue::User(2, Some("bob".into()))),
                ("bot", OptionValue::Flag(false)),
            ]),
            Some(99),
        );
        assert_eq!(typed(&call), line_of("play kmf @discord:2"));
        assert_eq!(mentions[0].name, "bob");
        let (call, _) = slash_call(
            spec("play"),
            &opts(&[
                ("variant", text("chess")),
                ("opponent", OptionValue::User(99, None)),
            ]),
            Some(99),
        );
        assert_eq!(typed(&call), line_of("play chess bot"));
        let (call, _) = slash_call(
            spec("move"),
            &opts(&[("game", OptionValue::Integer(12)), ("text", text("Nf3"))]),
            None,
        );
        assert_eq!(typed(&call), line_of("move Nf3 #12"));
        let (call, _) = slash_call(
            spec("setup"),
            &opts(&[("arrangement", text("random"))]),
            None,
        );
        assert_eq!(typed(&call), line_of("setup random"));
        let (call, _) = slash_call(spec("games"), &[], None);
        assert_eq!(typed(&call), line_of("games"));
        // Every call a slash command makes reads as its command.
        for (name, o) in [
            ("board", opts(&[("game", OptionValue::Integer(3))])),
            (
                "piece",
                opts(&[("variant", text("chess")), ("piece", text("King"))]),
            ),
            ("help", opts(&[("command", text("play"))])),
            ("stats", opts(&[("player", OptionValue::User(5, None))])),
        ] {
            let (call, _) = slash_call(spec(name), &o, None);
            let read = Invocation::from_typed(&call).and_then(|i| i.command());
            assert!(
                !matches!(read, Ok(CoreCommand::Bare(_)) | Err(_)),
                "{call:?}"
            );
        }
    }

    /// Discord's rule for command and option names: 1 to 32 letters, digits, `-` or `_`,
    /// lower case.
    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    #[test]
    /// Every slash command has a name in each of Discord's locales the bot speaks: valid
    /// for Discord, one per command in a locale, and typed back it names the command
    /// (`!tablero` is `board`).
    fn slash_commands_are_named_in_every_language() {
        let list = serde_json::to_value(commands()).expect("json");
        for (locale, lang) in LOCALES {
            let mut seen = std::collections::BTreeMap::new();
            for c in list.as_array().expect("a list") {
                let english = c["name"].as_str().expect("a name");
                let name = c["name_localizations"][locale]
                    .as_str()
                    .unwrap_or_else(|| panic!("/{english}: no name for {locale}"));
                assert!(valid_name(name), "/{english} in {locale}: {name:?}");
                assert_eq!(
                    command_name_in(lang, english).as_deref(),
                    Some(name),
                    "{locale}"
                );
                if let Some(other) = seen.insert(name.to_string(), english) {
                    panic!("{locale}: /{name} names both /{other} and /{english}");
                }
                let typed = acedrex_service::commands::find(&format!("!{name}"));
                assert_eq!(typed.map(|s| s.name), Some(english), "!{name} in {locale}");
            }
            assert_eq!(seen.len(), slash_specs().count(), "{locale}");
        }
        let play = serde_json::to_value(slash_command(spec("play"))).expect("json");
        assert_eq!(play["name"], "play");
        assert_eq!(play["name_localizations"]["es-ES"], "jugar");
        assert_eq!(play["name_localizations"]["es-419"], "jugar");
        assert_eq!(play["name_localizations"]["fr"], "jouer");
        assert_eq!(play["name_localizations"]["de"], "spielen");
    }

    #[test]
    /// Every slash command, option and choice is described in each of Discord's locales
    /// the bot speaks, from the catalogue, within Discord's limits; names stay the
    /// commands' words, valid for Discord.
    fn slash_commands_are_described_in_every_language() {
        assert!(!valid_name("Play") && !valid_name("two words") && valid_name("tournée"));
        let list = serde_json::to_value(commands()).expect("json");
        let mut checked = 0;
        let check = |what: &str, field: &serde_json::Value, english: &serde_json::Value| {
            for (locale, _) in LOCALES {
                let text = field[locale]
                    .as_str()
                    .unwrap_or_else(|| panic!("{what}: no text for {locale} in {field}"));
                assert!(
                    !text.is_empty() && text.chars().count() <= 100,
                    "{what}: {text}"
                );
                assert_ne!(
                    Some(text),
                    english.as_str(),
                    "{what} in {locale} reads as in English"
                );
            }
        };
        for c in list.as_array().expect("a list") {
            let name = c["name"].as_str().expect("a name");
            assert!(valid_name(name), "{name}");
            check(name, &c["description_localizations"], &c["description"]);
            for o in c["options"].as_array().into_iter().flatten() {
                let what = format!("{name} {}", o["name"]);
                assert!(valid_name(o["name"].as_str().unwrap_or("")), "{what}");
                check(&what, &o["description_localizations"], &o["description"]);
                for ch in o["choices"].as_array().into_iter().flatten() {
                    // `/help command`: the command words themselves.
                    if ch["name"] == ch["value"] {
                        continue;
                    }
                    let what = format!("{what} {}", ch["value"]);
                    if ch["value"] == "chess" {
                        // A game's name in Spanish and German differs; in French too.
                        check(&what, &ch["name_localizations"], &ch["name"]);
                    } else if ch["value"]
                        .as_str()
                        .is_some_and(|v| v.parse::<VariantId>().is_ok())
                    {
                        // Other games' names may be the same in a language (Shako).
                        assert_eq!(
                            ch["name_localizations"].as_object().map(|m| m.len()),
                            Some(LOCALES.len()),
                            "{what}"
                        );
                    } else {
                        check(&what, &ch["name_localizations"], &ch["name"]);
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "{checked} choices");
        // The texts are the catalogue's, in the language of each locale.
        let play = serde_json::to_value(slash_command(spec("play"))).expect("json");
        let es = |id: &str| catalog().text(Lang::Es, id, &[]).expect(id);
        assert_eq!(
            play["description_localizations"]["es-ES"],
            es("slash-play").as_str()
        );
        assert_eq!(
            play["description_localizations"]["es-419"],
            es("slash-play").as_str()
        );
        assert_eq!(
            play["options"][0]["description_localizations"]["es-ES"],
            es("slash-play-variant").as_str()
        );
        let color = play["options"]
            .as_array()
            .and_then(|o| o.iter().find(|o| o["name"] == "color"))
            .expect("color");
        assert_eq!(
            color["choices"][0]["name_localizations"]["es-ES"],
            "Blancas"
        );
        assert_eq!(color["choices"][0]["value"], "white");
        let board = serde_json::to_value(slash_command(spec("board"))).expect("json");
        assert_eq!(
            board["options"][0]["description_localizations"]["de"],
            catalog()
                .text(Lang::De, "slash-game", &[])
                .expect("slash-game")
                .as_str()
        );
    }

    #[test]
    fn moves_match_what_is_typed() {
        let sans: Vec<String> = ["Na3", "Nc3", "a3", "e4", "exd5", "Qxe7"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(matching_moves(&sans, "N"), ["Na3", "Nc3"]);
        assert_eq!(matching_moves(&sans, "e"), ["e4", "exd5", "Qxe7"]);
        assert_eq!(matching_moves(&sans, "").len(), sans.len());
        let many: Vec<String> = (0..40).map(|i| format!("m{i}")).collect();
        assert_eq!(matching_moves(&many, "m").len(), MAX_CHOICES);
    }
}
