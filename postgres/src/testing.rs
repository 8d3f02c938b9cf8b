//! A real PostgreSQL server for tests: Debian's binaries (`scripts/postgres-install`),
//! a fresh cluster in a temporary folder, listening on 127.0.0.1 on a free port, stopped
//! and removed when dropped. As the Matrix tests start Synapse.
//!
//! `initdb` refuses to run as root: as root, the server runs as the `postgres` system
//! user (which the Debian package creates). `ACEDREX_PG_BIN` names another folder of
//! binaries. Where none is installed, [`TestServer::start`] prints a notice and gives
//! `None`, and the tests that need it pass without running.

use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// A running test server.
pub struct TestServer {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    as_postgres: bool,
    databases: AtomicUsize,
    /// Every commit flushed to disk (see [`TestServer::start_durable`]).
    durable: bool,
}

fn find_bin() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("ACEDREX_PG_BIN") {
        let dir = PathBuf::from(dir);
        return dir.join("initdb").exists().then_some(dir);
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("initdb").exists() && b.join("pg_ctl").exists())
        .collect();
    // The newest version.
    found.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    found.pop()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(54329)
}

impl TestServer {
    /// Starts a server, or says why not and gives `None`.
    pub fn start() -> Option<TestServer> {
        TestServer::start_with(false)
    }

    /// A server with PostgreSQL's durable defaults (every commit flushed to disk), for
    /// benchmarks that must measure what production pays.
    pub fn start_durable() -> Option<TestServer> {
        TestServer::start_with(true)
    }

    fn start_with(durable: bool) -> Option<TestServer> {
        let Some(bin) = find_bin() else {
            // CI sets ACEDREX_REQUIRE_TOOLS: there a missing tool fails the run instead of
            // letting the tests pass without checking anything.
            assert!(
                std::env::var_os("ACEDREX_REQUIRE_TOOLS").is_none(),
                "PostgreSQL is not installed (scripts/postgres-install) and \
                 ACEDREX_REQUIRE_TOOLS is set: the PostgreSQL tests cannot run"
            );
            eprintln!(
                "notice: PostgreSQL is not installed (scripts/postgres-install): \
                 the PostgreSQL tests are skipped"
            );
            return None;
        };
        let as_postgres = is_root();
        // The process id and a counter, unique among servers running at once (a freed
        // port is not: two callers can be handed the same one).
        static SERVERS: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acedrex-pg-{}-{}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder for PostgreSQL");
        let server = TestServer {
            dir,
            bin,
            port: free_port(),
            as_postgres,
            databases: AtomicUsize::new(0),
            durable,
        };
        if as_postgres {
            let ok = Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&server.dir)
                .status()
                .is_ok_and(|s| s.success());
            assert!(
                ok,
                "cannot hand {} to the postgres user",
                server.dir.display()
            );
        }
        let data = server.dir.join("data");
        server.run(
            "initdb",
            &[
                "-D",
                path_str(&data),
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-sync",
            ],
        );
        server.pg_start();
        Some(server)
    }

    fn pg_start(&self) {
        let options = format!(
            // Tests check logic, not the disk: fsync off keeps them quick. The benchmark
            // and production keep PostgreSQL's durable defaults.
            "-c listen_addresses=127.0.0.1 -p {} -k {} -c fsync={} -c max_connections=200",
            self.port,
            path_str(&self.dir),
            if self.durable { "on" } else { "off" }
        );
        let data = self.dir.join("data");
        self.run(
            "pg_ctl",
            &[
                "-D",
                path_str(&data),
                "-l",
                path_str(&self.dir.join("log")),
                "-o",
                &options,
                "-w",
                "start",
            ],
        );
    }

    /// Stops the server as an outage would: its clients' connections are cut and new
    /// ones refused until [`TestServer::restart`].
    pub fn stop(&self) {
        let data = self.dir.join("data");
        self.run(
            "pg_ctl",
            &["-D", path_str(&data), "-m", "fast", "-w", "stop"],
        );
    }

    /// Starts a stopped server again, on the same port with the same databases.
    pub fn restart(&self) {
        self.pg_start();
    }

    fn command(&self, program: &str) -> Command {
        let exe = self.bin.join(program);
        if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(exe);
            c
        } else {
            Command::new(exe)
        }
    }

    fn run(&self, program: &str, args: &[&str]) {
        let out = self
            .command(program)
            .args(args)
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("{program} cannot run: {e}"));
        assert!(
            out.status.success(),
            "{program} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// One server for the whole test process, started on first use: for suites of many
    /// small tests (each takes a [`fresh_database`](Self::fresh_database)). A static is
    /// never dropped, so a guard process stops the server and removes its folder when
    /// this process ends, however it ends: the guard waits on a pipe whose writing end
    /// only this process holds.
    pub fn shared() -> Option<&'static TestServer> {
        static SHARED: OnceLock<Option<(TestServer, Mutex<ChildStdin>)>> = OnceLock::new();
        SHARED
            .get_or_init(|| {
                let server = TestServer::start()?;
                let guard = server.guard();
                Some((server, Mutex::new(guard)))
            })
            .as_ref()
            .map(|(server, _)| server)
    }

    fn guard(&self) -> ChildStdin {
        let data = self.dir.join("data");
        let mut stop = format!(
            "'{}' -D '{}' -m immediate -w stop",
            path_str(&self.bin.join("pg_ctl")),
            path_str(&data)
        );
        if self.as_postgres {
            stop = format!("runuser -u postgres -- {stop}");
        }
        let script = format!(
            "read _ignored; {stop} >/dev/null 2>&1; rm -rf '{}'",
            path_str(&self.dir)
        );
        // Never waited for: the guard ends only after this process has.
        #[allow(clippy::zombie_processes)]
        let mut child = Command::new("sh")
            .args(["-c", &script])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("a guard process for the shared PostgreSQL server");
        child.stdin.take().expect("the guard's pipe")
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// A new, empty database on the server; its URL.
    pub fn fresh_database(&self) -> String {
        let n = self.databases.fetch_add(1, Ordering::SeqCst);
        let name = format!("acedrex_{n}");
        self.run(
            "createdb",
            &[
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                "postgres",
                &name,
            ],
        );
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let data = self.dir.join("data");
        let _ = self
            .command("pg_ctl")
            .args(["-D", path_str(&data), "-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
