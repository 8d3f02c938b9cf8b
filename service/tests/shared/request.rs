//! A user's message to the service as a test types it: the person, and a request whose
//! `@name` words are its mentions. Shared by `#[path]` (`images.rs`, `pages.rs`, and the
//! PostgreSQL store tests).

use acedrex_service::service::{Request, Service};
use acedrex_service::{Reply, UserRef};

/// A person whose id and name are both `id`.
fn person(id: &str) -> UserRef {
    UserRef {
        id: id.to_string(),
        name: id.to_string(),
        bot: false,
    }
}

/// `who` says `text` in `channel` (a direct message or not, a private game's or not).
pub fn say_in(
    svc: &Service,
    channel: &str,
    direct: bool,
    private: bool,
    who: &str,
    text: &str,
) -> Reply {
    let mentions = text
        .split(' ')
        .filter_map(|w| w.strip_prefix('@'))
        .map(person)
        .collect();
    svc.handle(&Request {
        locale: None,
        channel: channel.to_string(),
        user: person(who),
        text: text.to_string(),
        mentions,
        direct,
        private,
    })
}
