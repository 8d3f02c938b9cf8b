//! Time controls, deadlines and reminders.

use super::{Handled, Request, Service};
use crate::reply::Reply;

impl Service {
    pub(super) fn remind(&self, _req: &Request, _on: bool) -> Handled {
        Err(Reply::text("Reminders are not available yet."))
    }
}
