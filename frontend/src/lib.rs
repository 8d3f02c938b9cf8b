//! # acedrex-frontend
//!
//! The layer between the game service and the chat platforms. It turns what the service
//! says (a [`Notice`], a reply) into a platform-neutral [`Message`] — rich text as
//! [`Span`]s, files, buttons, a [`Destination`], the people to call — and runs the
//! clock's rounds for every platform the process serves, so each notice is said once,
//! where its game is played. A platform is the small [`Platform`] trait: its name (the
//! prefix of its ids), how it writes a command and a mention, and how it sends.

pub mod plan;

pub use plan::{Asked, Asker, Caps, Card, Destination, Message, NewThread, Span};

use acedrex_service::reply::Notice;
use acedrex_service::{Request, Service, UserRef};
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What [`Platform::send`] returns: the sending, to await.
pub type Sending<'a> = Pin<Box<dyn Future<Output = Result<(), String>> + Send + 'a>>;

/// A chat platform, as the layer sees it.
pub trait Platform: Send + Sync {
    /// The prefix of its channel and user ids in the service (`discord`, `matrix`,
    /// `terminal`): which games and people are its own.
    fn name(&self) -> &'static str;

    /// A command line as a player types it there (`!board` on Matrix).
    fn command(&self, line: &str) -> String {
        line.to_string()
    }

    /// What it shows besides text and files (nothing more, by default).
    fn caps(&self) -> Caps {
        Caps::default()
    }

    /// A person called by a message.
    fn mention(&self, user: &UserRef) -> String {
        format!("@{}", user.name)
    }

    /// Rich text as this platform's text.
    fn render(&self, spans: &[Span]) -> String {
        plan::markdown(spans, &|c| self.command(c), &|u| self.mention(u))
    }

    /// Sends one message where it says.
    fn send(&self, message: Message) -> Sending<'_>;
}

/// How often the clock's rounds run by default (live clocks are decided within this).
pub const ROUND: Duration = Duration::from_secs(5);

/// The front ends of one process over one service: the platforms it serves, and the
/// one loop of the clock's rounds for all of them.
pub struct Frontend {
    service: Arc<Service>,
    platforms: Mutex<Vec<Arc<dyn Platform>>>,
}

impl Frontend {
    pub fn new(service: Arc<Service>) -> Arc<Frontend> {
        Arc::new(Frontend {
            service,
            platforms: Mutex::new(Vec::new()),
        })
    }

    pub fn service(&self) -> &Arc<Service> {
        &self.service
    }

    /// A platform now served: the rounds tell its games' news from now on (a platform
    /// attached again replaces the one of its name).
    pub fn attach(&self, platform: Arc<dyn Platform>) {
        let mut ps = acedrex_service::lock(&self.platforms);
        ps.retain(|p| p.name() != platform.name());
        ps.push(platform);
    }

    /// A platform no longer served: its games' news waits (in the store) for its return.
    pub fn detach(&self, name: &str) {
        acedrex_service::lock(&self.platforms).retain(|p| p.name() != name);
    }

    /// One round of the clock for every platform served: what the service decided
    /// (timeouts, reminders, the bot's owed moves), each said once where its game is
    /// played.
    pub async fn round(&self) {
        let platforms = acedrex_service::lock(&self.platforms).clone();
        for p in platforms {
            let service = self.service.clone();
            let (name, caps) = (p.name(), p.caps());
            let planned = match tokio::task::spawn_blocking(move || {
                plan::round(&service, name, caps)
            })
            .await
            {
                Ok(m) => m,
                Err(e) => {
                    tracing::warn!("the clock's round for {name} failed: {e}");
                    continue;
                }
            };
            for m in planned {
                if let Err(e) = p.send(m).await {
                    tracing::warn!("cannot send a notice on {name}: {e}");
                }
            }
        }
    }

    /// The clock's rounds, one every `every` (the first at once), until `shutdown`.
    pub async fn run_rounds(self: Arc<Self>, every: Duration, shutdown: impl Future<Output = ()>) {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let rounds = async {
            loop {
                tick.tick().await;
                self.round().await;
            }
        };
        tokio::select! {
            _ = rounds => {}
            _ = shutdown => {}
        }
    }

    /// The clock's rounds every [`ROUND`] on their own task, for a platform that runs
    /// alone; they stop when the returned guard is dropped (when the platform's run ends).
    pub fn spawn_rounds(self: &Arc<Self>) -> Rounds {
        Rounds(tokio::spawn(
            self.clone().run_rounds(ROUND, std::future::pending()),
        ))
    }

    /// Sends the notices of a reply (the other player of a game in direct messages)
    /// through `platform`.
    pub async fn deliver(&self, platform: &dyn Platform, notices: Vec<Notice>) {
        if notices.is_empty() {
            return;
        }
        let service = self.service.clone();
        let (name, caps) = (platform.name(), platform.caps());
        let planned = match tokio::task::spawn_blocking(move || {
            plan::notices(name, caps, notices, &|g| service.linked_channels(g))
        })
        .await
        {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!("cannot plan notices: {e}");
                return;
            }
        };
        for m in planned {
            if let Err(e) = platform.send(m).await {
                tracing::warn!("cannot send a notice on {name}: {e}");
            }
        }
    }

    /// Answers a request for `platform`: the plan of its reply (an apology if handling
    /// failed), `None` when it is not for us. The layer decides whether it takes a
    /// while, and then shows `thinking` first — or, when a quick answer is late, after
    /// the thinking's patience.
    pub async fn answer(
        &self,
        platform: &dyn Platform,
        asked: Asked,
        thinking: &dyn Thinking,
    ) -> Answer {
        let (name, caps) = (platform.name(), platform.caps());
        let req = asked.req.clone();
        let service = self.service.clone();
        let probe = asked.clone();
        let slow = tokio::task::spawn_blocking(move || plan::slow(&service, &probe))
            .await
            .unwrap_or(false);
        let mut thought = false;
        if slow {
            show(thinking).await;
            thought = true;
        }
        let service = self.service.clone();
        let mut task =
            tokio::task::spawn_blocking(move || plan::handle(&service, &asked, name, caps));
        let joined = match (thought, thinking.patience()) {
            (false, Some(patience)) => match tokio::time::timeout(patience, &mut task).await {
                Ok(done) => done,
                Err(_) => {
                    show(thinking).await;
                    thought = true;
                    task.await
                }
            },
            _ => task.await,
        };
        let message = match joined {
            Ok(message) => message,
            Err(e) => {
                tracing::error!("a request failed: {e}");
                Some(self.apology(req).await)
            }
        };
        if thought {
            if let Err(e) = thinking.hide().await {
                tracing::debug!("cannot stop showing thinking: {e}");
            }
        }
        Answer { message, thought }
    }

    /// The apology for a request whose handling failed, in its sender's language (the
    /// store is read on a blocking thread; if even that fails, in English).
    pub async fn apology(&self, req: Request) -> Message {
        let service = self.service.clone();
        let to = Destination::Channel(req.channel.clone());
        tokio::task::spawn_blocking(move || plan::apology_for(&service, &req))
            .await
            .unwrap_or_else(|_| plan::apology(to))
    }
}

async fn show(thinking: &dyn Thinking) {
    if let Err(e) = thinking.show().await {
        tracing::warn!("cannot show thinking: {e}");
    }
}

/// How a platform shows that an answer is on its way ("thinking…"): Discord defers an
/// interaction or types, Matrix types, the terminal prints a line.
pub trait Thinking: Send + Sync {
    /// Shows it.
    fn show(&self) -> Sending<'_>;

    /// Takes it away once the answer is there.
    fn hide(&self) -> Sending<'_> {
        Box::pin(async { Ok(()) })
    }

    /// How long a quick answer may take before it is shown anyway (Discord wants an
    /// interaction answered or deferred within 3 s); `None`: never.
    fn patience(&self) -> Option<Duration> {
        None
    }
}

/// What [`Frontend::answer`] gives.
#[derive(Debug)]
pub struct Answer {
    /// The reply's plan; `None` when the request was not for us.
    pub message: Option<Message>,
    /// "thinking…" was shown (Discord then edits its deferred answer).
    pub thought: bool,
}

/// The clock's rounds started by [`Frontend::spawn_rounds`]: dropping it stops them.
pub struct Rounds(tokio::task::JoinHandle<()>);

impl Drop for Rounds {
    fn drop(&mut self) {
        self.0.abort();
    }
}
