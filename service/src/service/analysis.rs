//! `analyse`: the engine's pass over a finished game. (Being built in this session.)

use super::{Handled, Request, Service};
use crate::commands::GameRef;
use crate::reply::Reply;

impl Service {
    pub(super) fn analyse(&self, _req: &Request, _game: GameRef, _stop: bool) -> Handled {
        let _ = &self.analyses;
        Err(Reply::text("Analysis is not available yet."))
    }
}
