//! End-to-end test support: fakes of the chat platforms the bot talks to.

pub mod fake_discord;
