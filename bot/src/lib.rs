//! # acedrex-bot
//!
//! The chat bot's core: one platform-neutral game service ([`service::Service`]) that
//! reads a command line, plays it against games stored in sled, and answers with text,
//! images and actions ([`reply::Reply`]). Front ends (the terminal, Discord, Matrix) only
//! translate messages into [`service::Request`]s and replies back.

pub mod chooser;
pub mod command;
pub mod console;
#[cfg(feature = "discord")]
pub mod discord;
#[cfg(feature = "matrix")]
pub mod matrix;
pub mod rating;
pub mod reply;
pub mod service;
#[cfg(any(feature = "discord", feature = "matrix"))]
mod shutdown;
pub mod store;
pub mod texts;

pub use chooser::MoveChooser;
pub use reply::Reply;
pub use service::{Config, Request, Service};
pub use store::{Store, UserRef};
