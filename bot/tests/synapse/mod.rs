//! A throw-away Synapse homeserver on 127.0.0.1 for the Matrix tests.
//!
//! `ACEDREX_SYNAPSE` names the Python of a virtualenv with `matrix-synapse` installed
//! (`.ci/run` makes one under `~/.cache/acedrex-synapse`). The server gets a fresh
//! folder, a free port, no federation, raised rate limits and a registration shared
//! secret; it runs as a child process and is killed when the [`Synapse`] is dropped.

pub mod player;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The password of the bot's account on every test server.
pub const BOT_PASSWORD: &str = "bot-pass";

/// The helper script that writes the configuration and registers users.
const SETUP_PY: &str = include_str!("setup.py");

pub struct Synapse {
    child: Child,
    python: PathBuf,
    pub dir: PathBuf,
    pub url: String,
    secret: String,
    /// How long generating the configuration and starting took.
    pub start_time: Duration,
}

/// The Python with Synapse, or `None` (with a notice) when the tests cannot use one.
/// Runs `body` with Synapse's Python on a two-thread runtime, or only prints the notice
/// of [`python`] when there is none.
pub fn run_test<F: std::future::Future<Output = ()>>(body: impl FnOnce(PathBuf) -> F) {
    let Some(python) = python() else {
        return;
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    rt.block_on(body(python));
}

pub fn python() -> Option<PathBuf> {
    match std::env::var_os("ACEDREX_SYNAPSE") {
        Some(p) if !p.is_empty() => Some(PathBuf::from(p)),
        _ => {
            // CI sets ACEDREX_REQUIRE_TOOLS: there a missing tool fails the run.
            assert!(
                std::env::var_os("ACEDREX_REQUIRE_TOOLS").is_none(),
                "ACEDREX_SYNAPSE is not set and ACEDREX_REQUIRE_TOOLS is set: \
                 the Matrix end-to-end test cannot run"
            );
            // Straight to stderr, past the test harness's capture, so it is seen.
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "NOTICE: ACEDREX_SYNAPSE is not set, so the Matrix end-to-end test did not run \
                 (it passes without Matrix). To run it: \
                 ACEDREX_SYNAPSE=\"$(scripts/synapse-venv)\" cargo test -p acedrex-bot --test matrix \
                 (installs Synapse once into ~/.cache/acedrex-synapse; .ci/run does this)."
            );
            None
        }
    }
}

/// A free TCP port on 127.0.0.1 (for Synapse, and for what a test serves beside it).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port on 127.0.0.1")
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

impl Synapse {
    pub fn start(python: &Path) -> Synapse {
        let t = Instant::now();
        // The process id and a counter: unique among the servers of tests running at
        // once. A freed port is not (two tests can be handed the same one): CI once saw
        // one test's clean-up remove the folder another test was still using.
        static SERVERS: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acedrex-synapse-{}-{}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder for Synapse");
        let script = dir.join("setup.py");
        std::fs::write(&script, SETUP_PY).expect("the setup script");
        let port = free_port();
        let secret = format!("acedrex-test-{}", std::process::id());
        run(
            Command::new(python)
                .arg(&script)
                .arg("config")
                .arg(&dir)
                .arg(port.to_string())
                .arg(&secret),
            "generating the Synapse configuration",
        );
        let log = std::fs::File::create(dir.join("synapse.out")).expect("a log file");
        let child = Command::new(python)
            .args(["-m", "synapse.app.homeserver", "-c", "homeserver.yaml"])
            .current_dir(&dir)
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("a log file"))
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start Synapse with {}: {e}", python.display()));
        let mut s = Synapse {
            child,
            python: python.to_path_buf(),
            dir,
            url: format!("http://127.0.0.1:{port}"),
            secret,
            start_time: Duration::ZERO,
        };
        s.wait_until_up();
        s.start_time = t.elapsed();
        s
    }

    fn wait_until_up(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(90);
        let addr = self.url.trim_start_matches("http://").to_string();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("Synapse stopped at start ({status}):\n{}", self.log_tail());
            }
            if versions_answer(&addr) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "Synapse did not answer within 90 s:\n{}",
                self.log_tail()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Starts a server with the bot's account ([`player::BOT`], password
    /// [`BOT_PASSWORD`]) and one for each of `people` (password `NAME-pass`, as
    /// [`player::Player::named`] logs in).
    pub fn with_people(python: &Path, people: &[&str]) -> Synapse {
        let synapse = Synapse::start(python);
        let passwords: Vec<String> = people.iter().map(|p| player::password(p)).collect();
        let mut users = vec![("acedrex", BOT_PASSWORD)];
        users.extend(
            people
                .iter()
                .copied()
                .zip(passwords.iter().map(String::as_str)),
        );
        synapse.register(&users);
        synapse
    }

    /// Creates users (not admins) with these names and passwords.
    pub fn register(&self, users: &[(&str, &str)]) {
        let mut cmd = Command::new(&self.python);
        cmd.arg(self.dir.join("setup.py"))
            .arg("register")
            .arg(&self.url)
            .arg(&self.secret);
        for (name, pw) in users {
            cmd.arg(format!("{name}:{pw}"));
        }
        run(&mut cmd, "registering users");
    }

    pub fn log_tail(&self) -> String {
        let mut out = String::new();
        for f in ["synapse.out", "homeserver.log"] {
            let text = std::fs::read_to_string(self.dir.join(f)).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            let from = lines.len().saturating_sub(30);
            out.push_str(&format!("--- {f}\n{}\n", lines[from..].join("\n")));
        }
        out
    }
}

/// Whether `GET /_matrix/client/versions` answers 200 (plain HTTP/1.0 over a socket, so
/// the harness needs no HTTP client of its own).
fn versions_answer(addr: &str) -> bool {
    use std::io::{Read, Write};
    let Ok(mut s) = std::net::TcpStream::connect(addr) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
    if s.write_all(b"GET /_matrix/client/versions HTTP/1.0\r\nHost: localhost\r\n\r\n")
        .is_err()
    {
        return false;
    }
    let mut buf = [0u8; 32];
    let n = s.read(&mut buf).unwrap_or(0);
    String::from_utf8_lossy(&buf[..n]).contains(" 200 ")
}

impl Drop for Synapse {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!(
                "Synapse's folder is kept for a look: {}\n{}",
                self.dir.display(),
                self.log_tail()
            );
        } else {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}
