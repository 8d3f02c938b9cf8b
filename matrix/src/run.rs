//! The run loop: log in, the first sync, the event handlers, then syncing until shutdown
//! (retrying with a backoff, stopping when the token is refused); and the bot's state
//! shared by the handlers (one worker per room, rooms being joined).

use crate::login::{connect, is_unknown_token, MatrixOptions};
use crate::{platform, PLATFORM};
use acedrex_frontend::Frontend;
use acedrex_service::health::Link;
use acedrex_service::service::Service;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::events::relation::Thread;
use matrix_sdk::ruma::events::room::encrypted::OriginalSyncRoomEncryptedEvent;
use matrix_sdk::ruma::events::room::member::{MembershipState, StrippedRoomMemberEvent};
use matrix_sdk::ruma::events::room::message::OriginalSyncRoomMessageEvent;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use matrix_sdk::Room;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Runs the bot until `shutdown` completes, or until the homeserver rejects its token,
/// with the clock's rounds of its own front-end layer (see [`run_with`] for a layer
/// shared with other platforms).
pub async fn run_until(
    opts: MatrixOptions,
    service: Arc<Service>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let frontend = Frontend::new(service);
    let _rounds = frontend.spawn_rounds();
    run_with(opts, frontend, shutdown).await
}

/// Runs the bot until `shutdown` completes, as a platform of `frontend`: the layer's
/// clock rounds (run by its owner) tell Matrix games' news through it once it listens.
pub async fn run_with(
    opts: MatrixOptions,
    frontend: Arc<Frontend>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let result = run_platform(opts, frontend.clone(), shutdown).await;
    frontend.detach(PLATFORM);
    result
}

async fn run_platform(
    opts: MatrixOptions,
    frontend: Arc<Frontend>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let service = frontend.service().clone();
    service.report_link("matrix", Link::Starting);
    let service_for_links = service.clone();
    let link = move |l: Link| service_for_links.report_link("matrix", l);
    let (client, restored) = match connect(&opts).await {
        Ok(c) => c,
        Err(e) => {
            link(Link::Stopped(e.clone()));
            return Err(e);
        }
    };
    let me = client
        .user_id()
        .ok_or("the client has no user id after login")?
        .to_owned();
    let token_refused = || {
        format!(
            "the homeserver no longer accepts the bot's access token (logged out?); delete {} to log in anew",
            opts.state_dir().join("session.json").display()
        )
    };

    if !restored {
        // A first login: take in the rooms' history without answering it.
        let mut delay = Duration::from_secs(1);
        loop {
            match client.sync_once(SyncSettings::default()).await {
                Ok(_) => break,
                Err(e) if is_unknown_token(&e) => {
                    link(Link::Stopped(token_refused()));
                    return Err(token_refused());
                }
                Err(e) => {
                    link(Link::Reconnecting(e.to_string()));
                    tracing::warn!("first sync failed, retrying in {delay:?}: {e}");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(60));
                }
            }
        }
    }

    let matrix = Arc::new(platform::Matrix {
        client: client.clone(),
    });
    let bot = Arc::new(Bot {
        frontend: frontend.clone(),
        matrix: matrix.clone(),
        me: me.clone(),
        allow: opts.allow.clone(),
        workers: Mutex::new(HashMap::new()),
        undecryptable: Mutex::new(HashMap::new()),
        joining: Mutex::new(HashSet::new()),
    });

    // Invites not yet taken up (while the bot was away, or a join that failed).
    for room in client.invited_rooms() {
        let inviter = match room.invite_details().await {
            Ok(d) => Some(d.inviter_id),
            Err(e) => {
                tracing::warn!(room = %room.room_id(), "cannot read an invite: {e}");
                None
            }
        };
        bot.clone().on_invite(room, inviter);
    }

    {
        let bot = bot.clone();
        client.add_event_handler(move |ev: StrippedRoomMemberEvent, room: Room| {
            let bot = bot.clone();
            async move {
                if ev.state_key != bot.me || ev.content.membership != MembershipState::Invite {
                    return;
                }
                bot.on_invite(room, Some(ev.sender));
            }
        });
    }
    {
        let bot = bot.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomMessageEvent, room: Room| {
            let bot = bot.clone();
            async move { bot.on_message(ev, room) }
        });
    }
    {
        let bot = bot.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomEncryptedEvent, room: Room| {
            let bot = bot.clone();
            async move { bot.on_undecryptable(ev, room).await }
        });
    }
    tracing::info!(user = %me, "listening");
    link(Link::Connected);
    // From now on the layer's clock rounds tell this platform's news (moves the bot
    // still owed, timeouts, reminders) in their rooms.
    frontend.attach(matrix);

    let settings = SyncSettings::default().timeout(Duration::from_secs(30));
    tokio::pin!(shutdown);
    let mut delay = Duration::from_secs(1);
    loop {
        let started = Instant::now();
        tokio::select! {
            _ = &mut shutdown => {
                tracing::info!("stopping");
                link(Link::Stopped("shut down".into()));
                return Ok(());
            }
            // Each sync that comes back says the connection is up again.
            r = client.sync_with_callback(settings.clone(), |_| {
                link(Link::Connected);
                async { matrix_sdk::LoopCtrl::Continue }
            }) => {
                match r {
                    Err(e) if is_unknown_token(&e) => {
                        link(Link::Stopped(token_refused()));
                        return Err(token_refused());
                    }
                    Err(e) => {
                        link(Link::Reconnecting(e.to_string()));
                        if started.elapsed() > Duration::from_secs(120) {
                            delay = Duration::from_secs(1);
                        }
                        tracing::warn!("sync failed, retrying in {delay:?}: {e}");
                        tokio::select! {
                            _ = &mut shutdown => return Ok(()),
                            _ = tokio::time::sleep(delay) => {}
                        }
                        delay = (delay * 2).min(Duration::from_secs(60));
                    }
                    Ok(()) => {}
                }
            }
        }
    }
}

/// A command waiting for its room's worker.
pub(crate) struct Job {
    pub(crate) room: Room,
    pub(crate) event_id: OwnedEventId,
    pub(crate) sender: OwnedUserId,
    pub(crate) thread: Option<Thread>,
    /// The command, users still written as Matrix ids (`@bob:example.org`) or bare names.
    pub(crate) text: String,
    /// Users named by pills, with the names the pills show.
    pub(crate) pills: Vec<(OwnedUserId, String)>,
    /// Users in `m.mentions`.
    pub(crate) mentioned: Vec<OwnedUserId>,
}

pub(crate) struct Bot {
    /// The layer that plans the replies and decides "thinking…".
    pub(crate) frontend: Arc<Frontend>,
    /// This platform, as the layer sees it.
    pub(crate) matrix: Arc<platform::Matrix>,
    pub(crate) me: OwnedUserId,
    pub(crate) allow: Vec<String>,
    /// One worker per room: commands of a room are answered in order, rooms in parallel.
    pub(crate) workers: Mutex<HashMap<OwnedRoomId, mpsc::UnboundedSender<Job>>>,
    /// When each room last got the "cannot decrypt" notice.
    pub(crate) undecryptable: Mutex<HashMap<OwnedRoomId, Instant>>,
    /// Rooms being joined (an invite can be seen twice at start).
    pub(crate) joining: Mutex<HashSet<OwnedRoomId>>,
}
