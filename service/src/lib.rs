//! # acedrex-service
//!
//! The chat bot's core: one platform-neutral game service ([`Service`]) that reads a
//! command line, plays it against the games in its store, and answers with a [`Reply`]:
//! text, images, actions, and a typed view of the game it touched. Front ends (the
//! terminal, Discord, Matrix) only translate messages into [`Request`]s and replies back.
//! This crate has no async runtime and no platform types.

pub mod chooser;
pub mod clean;
pub mod commands;
pub mod health;
pub mod rating;
pub mod reply;
pub mod service;
pub mod store;
pub mod table;
pub mod texts;
pub mod tournament;

pub use chooser::MoveChooser;
pub use reply::Reply;
pub use service::{Config, Request, Service};
pub use store::{Store, UserRef};

pub use acedrex_render as render;
/// The game types the service's API speaks in (variants, colours), for front ends.
pub use acedrex_rules as rules;

/// Locks a mutex even if a thread panicked while holding it: a panic there would be a
/// bug, and what the lock guards is still consistent (games are on disk at every move).
/// The one lock helper of the project.
pub fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
