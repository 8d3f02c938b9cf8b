//! A new platform is one trait implementation: the smallest one records the layer's
//! messages, and the layer alone tells it the clock's news and plans its replies.

use acedrex_frontend::{Asked, Destination, Frontend, Message, Platform, Sending, Span, Thinking};
use acedrex_service::chooser::FirstMove;
use acedrex_service::service::{Config, ManualClock, Request, Service};
use acedrex_service::{Store, UserRef};
use std::sync::{Arc, Mutex};

/// The smallest platform (ARCHITECTURE.md shows it): a name and a way to send.
struct Recorder(Mutex<Vec<Message>>);

impl Platform for Recorder {
    fn name(&self) -> &'static str {
        "rec" // the prefix of its ids: `rec:alice`, `rec:room`
    }

    fn send(&self, m: Message) -> Sending<'_> {
        self.0.lock().expect("not poisoned").push(m);
        Box::pin(async { Ok(()) })
    }
}

/// "thinking…" as a count.
#[derive(Default)]
struct Count(Mutex<u32>);

impl Thinking for Count {
    fn show(&self) -> Sending<'_> {
        *self.0.lock().expect("not poisoned") += 1;
        Box::pin(async { Ok(()) })
    }
}

fn person(name: &str) -> UserRef {
    UserRef::person("rec", name, name)
}

fn ask(who: &str, text: &str) -> Asked {
    Asked::line(Request {
        locale: None,
        channel: "rec:room".into(),
        user: person(who),
        text: text.into(),
        mentions: if text.contains("@rec:bob") {
            vec![person("bob")]
        } else {
            Vec::new()
        },
        direct: false,
        private: false,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_smallest_platform_gets_its_replies_planned_and_its_clocks_news_once() {
    let clock = Arc::new(ManualClock::default());
    clock.advance(1_800_000_000);
    let service = Service::new(
        Store::temporary().expect("a store"),
        Arc::new(FirstMove),
        clock.clone(),
        Config {
            square: Some(32),
            ..Config::default()
        },
    );
    let frontend = Frontend::new(Arc::new(service));
    let rec = Arc::new(Recorder(Mutex::new(Vec::new())));
    frontend.attach(rec.clone());
    let thinking = Count::default();

    // Replies: planned by the layer, the call on whom the game waits for at the end.
    for (who, text) in [
        ("alice", "play chess @rec:bob clock 1+0 white"),
        ("bob", "accept"),
        ("alice", "e4"),
        // The clocks start after each side's first move (issue 24).
        ("bob", "e5"),
        ("alice", "Nf3"),
    ] {
        let a = frontend
            .answer(rec.as_ref(), ask(who, text), &thinking)
            .await;
        let m = a.message.expect("answered");
        assert_eq!(m.to, Destination::Channel("rec:room".into()));
        assert!(!a.thought, "quick answers show no thinking");
        let wanted = if who == "alice" { "bob" } else { "alice" };
        assert_eq!(m.notify, [person(wanted)], "{m:#?}");
        assert!(m.text.contains(&Span::Mention(person(wanted))), "{m:#?}");
    }
    assert_eq!(*thinking.0.lock().expect("not poisoned"), 0);

    // The answer to a game against the bot takes a while: "thinking…" first.
    let a = frontend
        .answer(
            rec.as_ref(),
            ask("carol", "play chess bot black"),
            &thinking,
        )
        .await;
    assert!(a.thought && a.message.is_some());
    assert_eq!(*thinking.0.lock().expect("not poisoned"), 1);

    // bob does not move again: after two minutes the round tells the room once, calling
    // both.
    clock.advance(120);
    frontend.round().await;
    frontend.round().await;
    let sent = rec.0.lock().expect("not poisoned").clone();
    let timeouts: Vec<&Message> = sent
        .iter()
        .filter(|m| m.plain().to_lowercase().contains("time"))
        .collect();
    assert_eq!(timeouts.len(), 1, "{sent:#?}");
    assert_eq!(timeouts[0].to, Destination::Channel("rec:room".into()));
    let mut called: Vec<&str> = timeouts[0].notify.iter().map(|u| u.name.as_str()).collect();
    called.sort();
    assert_eq!(called, ["alice", "bob"]);
}
