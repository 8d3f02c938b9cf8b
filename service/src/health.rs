//! What a health check is told: whether the database answers and how each front end's
//! connection stands. Front ends report their connection here as it changes; the serving
//! process (`acedrex serve --health`) and `acedrex db check` read it.

use crate::Service;
use serde::Serialize;

/// A front end's connection, as it last reported it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "state", content = "detail", rename_all = "snake_case")]
pub enum Link {
    /// Started, not connected yet.
    Starting,
    Connected,
    /// Lost; the front end is trying again (why, in a few words).
    Reconnecting(String),
    /// Stopped for good (shut down, or refused with a reason).
    Stopped(String),
}

impl Link {
    pub fn is_up(&self) -> bool {
        matches!(self, Link::Connected)
    }
}

/// The answer to a health check.
#[derive(Clone, Debug, Serialize)]
pub struct HealthReport {
    /// `sled` or `postgres`.
    pub database: &'static str,
    /// `None` when the database answered; else what went wrong.
    pub database_error: Option<String>,
    /// Each front end by name (`discord`, `matrix`, `web`), in name order.
    pub fronts: Vec<(String, Link)>,
}

impl HealthReport {
    /// The database answers and every front end is connected.
    pub fn healthy(&self) -> bool {
        self.database_error.is_none() && self.fronts.iter().all(|(_, l)| l.is_up())
    }

    /// One line for logs and `acedrex db check`: `database sled ok; discord connected`.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "database {} {}",
            self.database,
            match &self.database_error {
                None => "ok".to_string(),
                Some(e) => format!("failing ({e})"),
            }
        );
        for (name, link) in &self.fronts {
            let state = match link {
                Link::Starting => "starting".to_string(),
                Link::Connected => "connected".to_string(),
                Link::Reconnecting(why) => format!("reconnecting ({why})"),
                Link::Stopped(why) => format!("stopped ({why})"),
            };
            s.push_str(&format!("; {name} {state}"));
        }
        s
    }

    pub fn to_json(&self) -> String {
        serde_json::json!({
            "healthy": self.healthy(),
            "database": { "kind": self.database, "ok": self.database_error.is_none(),
                          "error": self.database_error },
            "fronts": self.fronts.iter().map(|(n, l)| (n.clone(), serde_json::to_value(l)
                .unwrap_or(serde_json::Value::Null))).collect::<serde_json::Map<_, _>>(),
        })
        .to_string()
    }
}

impl Service {
    /// A front end reports its connection (`discord`, `matrix`, `web`).
    pub fn report_link(&self, front: &str, link: Link) {
        crate::lock(&self.links).insert(front.to_string(), link);
    }

    /// Asks the database (a cheap read) and gathers the front ends' last reports.
    pub fn health(&self) -> HealthReport {
        let store = self.store();
        HealthReport {
            database: store.kind(),
            database_error: store.ping().err().map(|e| e.to_string()),
            fronts: crate::lock(&self.links)
                .iter()
                .map(|(n, l)| (n.clone(), l.clone()))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn healthy_only_when_the_database_answers_and_every_front_is_connected() {
        let mut r = HealthReport {
            database: "sled",
            database_error: None,
            fronts: vec![("discord".into(), Link::Connected)],
        };
        assert!(r.healthy());
        assert_eq!(r.summary(), "database sled ok; discord connected");
        r.fronts
            .push(("matrix".into(), Link::Reconnecting("timeout".into())));
        assert!(!r.healthy());
        assert!(
            r.to_json().contains(r#""healthy":false"#),
            "{}",
            r.to_json()
        );
        r.fronts.pop();
        r.database_error = Some("connection refused".into());
        assert!(!r.healthy());
        assert!(r
            .summary()
            .starts_with("database sled failing (connection refused)"));
    }
}
