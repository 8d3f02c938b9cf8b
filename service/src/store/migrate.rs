//! Upgrading records written by older versions, one schema step at a time. Each step is
//! a pure function of the old record's JSON, so every store (sled, PostgreSQL, an
//! import file) upgrades the same way.
//!
//! Schema 1 (acedrex before the service redesign): variant, result and reason as
//! strings, `Active` games with a `setup_pending` flag, declined challenges as
//! `Finished` without players, and user ids that depended on the platform — Discord
//! `discord:123`, Matrix `al:example.org` (no `@`), terminal bare names; Matrix channels
//! were bare room ids (`!abc:example.org`) and the terminal's channel `console`.
//! Schema 2: typed records, ids namespaced the same way on every platform.
//! Schema 3: unlisted game pages. A game of a private conversation has a random
//! `page_key` and its page is reached by it only. Which conversations of older games
//! were private is not known, so every older game but the terminal's gets a key: its
//! page moves from `/game/ID` to `/game/ID-KEY` (the bot gives the new address).
//! Schema 4: aborted games (phase `Aborted`) and rematch challenges (`rematch_of`).
//! Older records keep their shape (neither can be in them): only their version
//! changes, so that an older acedrex refuses the database instead of skipping the
//! aborted games it cannot read.

use super::{EndReason, SCHEMA};
use serde_json::{json, Map, Value};

/// A schema-1 user id in schema 2.
pub fn user_id_v2(id: &str) -> String {
    if id == crate::service::BOT_ID || id.starts_with("discord:") {
        id.to_string()
    } else if id.contains(':') {
        // Matrix core ids were `user:server`, the `@` dropped.
        format!("matrix:@{id}")
    } else {
        format!("terminal:{id}")
    }
}

/// A schema-1 channel id in schema 2.
pub fn channel_v2(channel: &str) -> String {
    if channel.starts_with("discord:") {
        channel.to_string()
    } else if channel.starts_with('!') {
        format!("matrix:{channel}")
    } else {
        format!("terminal:{channel}")
    }
}

/// The schema a record was written with (its `v`).
pub fn version_of(value: &Value) -> Option<u32> {
    value.get("v").and_then(Value::as_u64).map(|v| v as u32)
}

/// Upgrades a game record to the current schema. Records already current are returned
/// as they are; a record from the future or without a version is an error.
pub fn game(mut value: Value) -> Result<Value, String> {
    match version_of(&value) {
        Some(SCHEMA) => Ok(clean_game_names(value)),
        Some(1) => {
            game_1_to_2(&mut value)?;
            game_2_to_3(&mut value)?;
            game_3_to_4(&mut value)?;
            Ok(clean_game_names(value))
        }
        Some(2) => {
            game_2_to_3(&mut value)?;
            game_3_to_4(&mut value)?;
            Ok(clean_game_names(value))
        }
        Some(3) => {
            game_3_to_4(&mut value)?;
            Ok(clean_game_names(value))
        }
        Some(v) if v > SCHEMA => Err(format!(
            "format version {v}, newer than this program's {SCHEMA}"
        )),
        Some(v) => Err(format!("unknown format version {v}")),
        None => Err("no format version".into()),
    }
}

/// Upgrades a rating record to the current schema.
pub fn rating(mut value: Value) -> Result<Value, String> {
    match version_of(&value) {
        Some(SCHEMA) => Ok(clean_name_field(value)),
        // Ratings did not change shape: only the version.
        Some(1..=3) => {
            value["v"] = json!(SCHEMA);
            Ok(clean_name_field(value))
        }
        Some(v) if v > SCHEMA => Err(format!(
            "format version {v}, newer than this program's {SCHEMA}"
        )),
        Some(v) => Err(format!("unknown format version {v}")),
        None => Err("no format version".into()),
    }
}

/// A record's `name` as [`crate::clean::clean_name`] shows it: names stored by older
/// versions (or another process) may hold terminal escapes.
fn clean_name_field(mut value: Value) -> Value {
    if let Some(name) = value.get("name").and_then(Value::as_str) {
        let clean = crate::clean::clean_name(name);
        if clean != name {
            value["name"] = json!(clean);
        }
    }
    value
}

/// The names of a game's people, cleaned ([`clean_name_field`]).
fn clean_game_names(mut value: Value) -> Value {
    for who in ["challenger", "challenged", "white", "black"] {
        if let Some(user) = value.get_mut(who).filter(|u| u.is_object()) {
            *user = clean_name_field(user.take());
        }
    }
    value
}

fn user_1_to_2(user: &mut Value) {
    if let Some(id) = user.get("id").and_then(Value::as_str) {
        user["id"] = json!(user_id_v2(id));
    }
}

fn game_1_to_2(v: &mut Value) -> Result<(), String> {
    let obj: &mut Map<String, Value> = v.as_object_mut().ok_or("not an object")?;
    for key in ["challenger", "challenged", "white", "black"] {
        if let Some(u) = obj.get_mut(key).filter(|u| u.is_object()) {
            user_1_to_2(u);
        }
    }
    if let Some(ch) = obj.get("channel").and_then(Value::as_str) {
        let ch = channel_v2(ch);
        obj.insert("channel".into(), json!(ch));
    }
    let setup_pending = obj
        .remove("setup_pending")
        .and_then(|s| s.as_bool())
        .unwrap_or(false);
    let played = obj.get("white").is_some_and(|w| !w.is_null());
    let phase = match obj.get("phase").and_then(Value::as_str) {
        Some("Challenge") => "Challenge",
        Some("Active") if setup_pending => "Setup",
        Some("Active") => "Playing",
        Some("Finished") if played => "Finished",
        Some("Finished") => "Closed",
        other => return Err(format!("unknown phase {other:?}")),
    };
    obj.insert("phase".into(), json!(phase));
    // `{score, reason, description}` → `{winner, reason}`.
    let result = match obj.get("result") {
        Some(Value::Object(r)) => {
            let winner = match r.get("score").and_then(Value::as_str) {
                Some("1-0") => json!("White"),
                Some("0-1") => json!("Black"),
                _ => Value::Null,
            };
            let reason = r
                .get("reason")
                .and_then(Value::as_str)
                .and_then(EndReason::from_id)
                .ok_or("unknown result reason")?;
            json!({ "winner": winner, "reason": reason })
        }
        _ => Value::Null,
    };
    obj.insert("result".into(), result);
    obj.insert("rev".into(), json!(1));
    obj.insert("v".into(), json!(2));
    Ok(())
}

/// Gives a game of a conversation that may have been private (any but the terminal's)
/// an unlisted page. The key is random: the upgraded record must be stored, as the
/// stores' upgrades do (sled at open, PostgreSQL by its migration 0002).
fn game_2_to_3(v: &mut Value) -> Result<(), String> {
    let obj: &mut Map<String, Value> = v.as_object_mut().ok_or("not an object")?;
    let terminal = obj
        .get("channel")
        .and_then(Value::as_str)
        .is_some_and(|c| c.starts_with("terminal:"));
    if !terminal && obj.get("page_key").is_none_or(Value::is_null) {
        let key = crate::service::page::new_key()?;
        obj.insert("page_key".into(), json!(key));
    }
    obj.insert("v".into(), json!(3));
    Ok(())
}

/// Schema 4 added a phase and an optional field: a schema-3 record reads as it is.
fn game_3_to_4(v: &mut Value) -> Result<(), String> {
    let obj: &mut Map<String, Value> = v.as_object_mut().ok_or("not an object")?;
    obj.insert("v".into(), json!(4));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{GameRecord, Phase, Side};

    #[test]
    fn ids_of_every_platform_are_namespaced() {
        assert_eq!(user_id_v2("discord:12"), "discord:12");
        assert_eq!(user_id_v2("al:ex.org"), "matrix:@al:ex.org");
        assert_eq!(user_id_v2("alice"), "terminal:alice");
        assert_eq!(user_id_v2("acedrex:bot"), "acedrex:bot");
        assert_eq!(channel_v2("!room:ex.org"), "matrix:!room:ex.org");
        assert_eq!(channel_v2("console"), "terminal:console");
        assert_eq!(channel_v2("discord:9"), "discord:9");
    }

    #[test]
    fn a_schema_1_game_becomes_a_typed_record() {
        let old = json!({
            "v": 1, "id": 7, "variant": "chess", "channel": "!r:ex.org", "phase": "Finished",
            "challenger": {"id": "al:ex.org", "name": "Al", "bot": false},
            "challenged": {"id": "bo:ex.org", "name": "Bo", "bot": false},
            "color_choice": "Black", "bot_level": null,
            "white": {"id": "bo:ex.org", "name": "Bo", "bot": false},
            "black": {"id": "al:ex.org", "name": "Al", "bot": false},
            "start": "Standard", "setup_pending": false, "moves": ["d2d4"],
            "created": 5, "last_activity": 6, "draw_offer": null, "takeback_offer": null,
            "result": {"score": "1-0", "reason": "resignation", "description": "Black resigns"},
            "rated": true
        });
        let rec: GameRecord = serde_json::from_value(game(old).unwrap()).unwrap();
        assert_eq!(rec.v, SCHEMA);
        assert_eq!(rec.phase, Phase::Finished);
        assert_eq!(rec.channel, "matrix:!r:ex.org");
        assert_eq!(rec.white.as_ref().unwrap().id, "matrix:@bo:ex.org");
        let r = rec.result.clone().unwrap();
        assert_eq!(
            (r.winner, r.reason),
            (Some(Side::White), EndReason::Resignation)
        );
        // The resignation is applied on replay.
        assert!(rec.replay().unwrap().is_over());
    }

    #[test]
    fn declined_challenges_and_pending_setups_get_their_own_phase() {
        let base = |phase: &str, white: Value, setup: bool| {
            json!({
                "v": 1, "id": 1, "variant": "zanzibar-xl", "channel": "console", "phase": phase,
                "challenger": {"id": "a", "name": "a"}, "challenged": {"id": "b", "name": "b"},
                "color_choice": "White", "bot_level": null, "white": white.clone(),
                "black": if white.is_null() { Value::Null } else { json!({"id": "b", "name": "b"}) },
                "start": "Standard", "setup_pending": setup, "moves": [], "created": 0,
                "last_activity": 0, "draw_offer": null, "takeback_offer": null, "result": null,
                "rated": true
            })
        };
        let closed: GameRecord =
            serde_json::from_value(game(base("Finished", Value::Null, false)).unwrap()).unwrap();
        assert_eq!(closed.phase, Phase::Closed);
        let setup: GameRecord = serde_json::from_value(
            game(base("Active", json!({"id": "a", "name": "a"}), true)).unwrap(),
        )
        .unwrap();
        assert_eq!(setup.phase, Phase::Setup);
        assert_eq!(setup.challenger.id, "terminal:a");
        assert!(game(json!({"v": 9})).unwrap_err().contains("newer"));
        assert!(game(json!({"id": 1}))
            .unwrap_err()
            .contains("no format version"));
    }

    #[test]
    fn older_games_get_unlisted_pages_but_the_terminals() {
        let base = |channel: &str| {
            json!({
                "v": 2, "id": 3, "rev": 4, "variant": "chess", "channel": channel,
                "phase": "Challenge", "challenger": {"id": "discord:1", "name": "a"},
                "challenged": null, "color_choice": "White", "bot_level": null,
                "white": null, "black": null, "start": "Standard", "moves": [],
                "created": 0, "last_activity": 0, "draw_offer": null,
                "takeback_offer": null, "result": null, "rated": true
            })
        };
        let dm: GameRecord = serde_json::from_value(game(base("discord:99")).unwrap()).unwrap();
        let key = dm.page_key.expect("a key");
        assert!(key.len() >= 20, "{key}");
        assert_eq!(dm.v, SCHEMA);
        let other: GameRecord =
            serde_json::from_value(game(base("matrix:!r:ex.org")).unwrap()).unwrap();
        assert_ne!(other.page_key, Some(key), "keys are random");
        let local: GameRecord =
            serde_json::from_value(game(base("terminal:console")).unwrap()).unwrap();
        assert_eq!(local.page_key, None, "the terminal's pages stay listed");
        // A current record keeps its key.
        let mut current = base("discord:99");
        current["v"] = json!(SCHEMA);
        current["page_key"] = json!("ab12");
        let kept: GameRecord = serde_json::from_value(game(current).unwrap()).unwrap();
        assert_eq!(kept.page_key.as_deref(), Some("ab12"));
    }

    #[test]
    fn a_schema_3_game_reads_as_it_was() {
        let old = json!({
            "v": 3, "id": 5, "rev": 2, "variant": "chess", "channel": "discord:9",
            "phase": "Playing", "challenger": {"id": "discord:1", "name": "a"},
            "challenged": {"id": "discord:2", "name": "b"}, "color_choice": "White",
            "bot_level": null, "white": {"id": "discord:1", "name": "a"},
            "black": {"id": "discord:2", "name": "b"}, "start": "Standard",
            "moves": ["e2e4"], "created": 0, "last_activity": 0, "draw_offer": null,
            "takeback_offer": null, "result": null, "rated": true, "page_key": "ab12"
        });
        let rec: GameRecord = serde_json::from_value(game(old).unwrap()).unwrap();
        assert_eq!(rec.v, SCHEMA);
        assert_eq!(SCHEMA, 4);
        assert_eq!(
            (
                rec.phase,
                rec.moves.len(),
                rec.page_key.as_deref(),
                rec.rematch_of
            ),
            (Phase::Playing, 1, Some("ab12"), None)
        );
    }
}
