//! The passphrase of the Matrix state store: the bot's end-to-end encryption keys (its
//! identity, every room key it received) are kept encrypted at rest with it.
//!
//! It comes from a file (`--store-passphrase-file`, `store_passphrase_file` under
//! `[matrix]`, or `$MATRIX_STORE_PASSPHRASE_FILE`), else `$MATRIX_STORE_PASSPHRASE`;
//! never from the command line or the settings file itself.
//!
//! The SQLite store cannot tell on its own whether it was encrypted: opened with a
//! passphrase, a store made without one would get a new cipher over its plaintext, and
//! opened without, an encrypted store's values would not read. So a file beside it,
//! `store-encrypted`, records that the store was made with a passphrase, and
//! [`check`] refuses each mismatch with what to do instead of losing keys.

use std::path::{Path, PathBuf};

/// The marker beside an encrypted store.
pub const MARKER: &str = "store-encrypted";

/// A store passphrase; never printed.
#[derive(Clone)]
pub struct StorePassphrase(String);

impl std::fmt::Debug for StorePassphrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StorePassphrase(<hidden>)")
    }
}

impl StorePassphrase {
    pub fn new(text: &str) -> Result<StorePassphrase, String> {
        let text = text.trim_end_matches(['\n', '\r']);
        if text.trim().is_empty() {
            return Err("the Matrix store passphrase is empty".into());
        }
        Ok(StorePassphrase(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// From a file if one is named (`file`, else `$MATRIX_STORE_PASSPHRASE_FILE`), else
    /// `$MATRIX_STORE_PASSPHRASE`; `None` when none is given.
    pub fn from_file_or_env(
        file: Option<PathBuf>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Option<StorePassphrase>, String> {
        let file = file.or_else(|| env("MATRIX_STORE_PASSPHRASE_FILE").map(PathBuf::from));
        if let Some(path) = file {
            let text = std::fs::read_to_string(&path).map_err(|e| {
                format!(
                    "cannot read the Matrix store passphrase file {}: {e}",
                    path.display()
                )
            })?;
            return StorePassphrase::new(&text)
                .map(Some)
                .map_err(|e| format!("{e} (in {})", path.display()));
        }
        env("MATRIX_STORE_PASSPHRASE")
            .map(|p| StorePassphrase::new(&p))
            .transpose()
    }
}

/// Checks the passphrase against the store in `dir/store` before it is opened; for a
/// store about to be made with one, writes the marker. `Ok` with the passphrase to open
/// it with.
pub fn check<'a>(
    dir: &Path,
    passphrase: Option<&'a StorePassphrase>,
) -> Result<Option<&'a str>, String> {
    let store = dir.join("store");
    let marker = dir.join(MARKER);
    let exists = store.exists();
    let encrypted = marker.exists();
    match (exists, encrypted, passphrase) {
        (true, true, None) => Err(format!(
            "the Matrix store in {} is encrypted: give its passphrase in MATRIX_STORE_PASSPHRASE or a file (MATRIX_STORE_PASSPHRASE_FILE, --store-passphrase-file, or store_passphrase_file under [matrix])",
            store.display()
        )),
        (true, false, Some(_)) => Err(format!(
            "the Matrix store in {store} was made without a passphrase, and a passphrase cannot be added to it. To keep the bot's keys encrypted from now on: stop acedrex, move {store} and {session} away, and start again with the passphrase and MATRIX_PASSWORD (or MATRIX_ACCESS_TOKEN of a new device): the bot logs in as a new device with an encrypted store (messages sent to the old device before stay unreadable to it). Or start without a passphrase to go on unencrypted",
            store = store.display(),
            session = dir.join("session.json").display()
        )),
        (true, false, None) => {
            tracing::warn!(
                "the Matrix store in {} is not encrypted; set MATRIX_STORE_PASSPHRASE (or a file) for a new store to keep the bot's keys encrypted",
                store.display()
            );
            Ok(None)
        }
        (false, _, None) => {
            // A marker without its store (a store moved away) means nothing any more.
            let _ = std::fs::remove_file(&marker);
            tracing::warn!(
                "making the Matrix store in {} without a passphrase: the bot's encryption keys are kept unencrypted; set MATRIX_STORE_PASSPHRASE (or a file) to encrypt them",
                store.display()
            );
            Ok(None)
        }
        (false, _, Some(p)) => {
            write_marker(&marker)?;
            Ok(Some(p.as_str()))
        }
        (true, true, Some(p)) => Ok(Some(p.as_str())),
    }
}

fn write_marker(marker: &Path) -> Result<(), String> {
    std::fs::write(
        marker,
        "The Matrix store beside this file is encrypted with a passphrase (MATRIX_STORE_PASSPHRASE).\n",
    )
    .map_err(|e| format!("cannot write {}: {e}", marker.display()))
}

/// The store's error when it cannot be opened, with what a wrong passphrase means.
pub fn open_error(dir: &Path, passphrase: bool, error: &str) -> String {
    if passphrase {
        format!(
            "cannot open the Matrix store in {} ({error}): is the passphrase (MATRIX_STORE_PASSPHRASE) the one it was made with?",
            dir.join("store").display()
        )
    } else {
        format!(
            "cannot open the Matrix store in {}: {error}",
            dir.join("store").display()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Dir(PathBuf);

    impl Dir {
        fn new(name: &str) -> Dir {
            let d = std::env::temp_dir().join(format!(
                "acedrex-matrix-store-{}-{name}",
                std::process::id()
            ));
            let _ = std::fs::remove_dir_all(&d);
            std::fs::create_dir_all(&d).unwrap();
            Dir(d)
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// Builds a client over the store in `dir` (no server is contacted), as the bot does.
    async fn open(dir: &Path, passphrase: Option<&StorePassphrase>) -> Result<(), String> {
        let pass = check(dir, passphrase)?;
        matrix_sdk::Client::builder()
            .homeserver_url("http://127.0.0.1:9")
            .sqlite_store(dir.join("store"), pass)
            .build()
            .await
            .map(drop)
            .map_err(|e| open_error(dir, pass.is_some(), &e.to_string()))
    }

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
    }

    #[test]
    fn an_encrypted_store_does_not_open_without_its_passphrase() {
        let dir = Dir::new("encrypted");
        let pass = StorePassphrase::new("correct horse").unwrap();
        let rt = runtime();
        rt.block_on(open(&dir.0, Some(&pass)))
            .expect("made encrypted");
        assert!(dir.0.join(MARKER).exists());
        rt.block_on(open(&dir.0, Some(&pass)))
            .expect("reopens with it");
        let e = rt.block_on(open(&dir.0, None)).unwrap_err();
        assert!(e.contains("is encrypted"), "{e}");
        assert!(e.contains("MATRIX_STORE_PASSPHRASE"), "{e}");
        let wrong = StorePassphrase::new("wrong horse").unwrap();
        let e = rt.block_on(open(&dir.0, Some(&wrong))).unwrap_err();
        assert!(e.contains("is the passphrase"), "{e}");
        assert!(!e.contains("horse"), "{e}");
    }

    #[test]
    fn an_unencrypted_store_is_not_given_a_passphrase_silently() {
        let dir = Dir::new("plain");
        let rt = runtime();
        rt.block_on(open(&dir.0, None)).expect("made without");
        assert!(!dir.0.join(MARKER).exists());
        let pass = StorePassphrase::new("s3cret").unwrap();
        let e = rt.block_on(open(&dir.0, Some(&pass))).unwrap_err();
        assert!(e.contains("made without a passphrase"), "{e}");
        assert!(!dir.0.join(MARKER).exists(), "nothing changed");
        rt.block_on(open(&dir.0, None))
            .expect("still opens as it was");
    }

    #[test]
    fn the_passphrase_comes_from_a_file_or_the_environment_and_is_never_printed() {
        let dir = Dir::new("env");
        let file = dir.0.join("pass");
        std::fs::write(&file, "from file\n").unwrap();
        let env = |k: &str| match k {
            "MATRIX_STORE_PASSPHRASE" => Some("from env".to_string()),
            _ => None,
        };
        let p = StorePassphrase::from_file_or_env(Some(file.clone()), &env).unwrap();
        assert_eq!(p.as_ref().map(StorePassphrase::as_str), Some("from file"));
        let p = StorePassphrase::from_file_or_env(None, &env).unwrap();
        assert_eq!(p.as_ref().map(StorePassphrase::as_str), Some("from env"));
        assert!(!format!("{p:?}").contains("env"));
        let env_file =
            |k: &str| (k == "MATRIX_STORE_PASSPHRASE_FILE").then(|| file.display().to_string());
        let p = StorePassphrase::from_file_or_env(None, &env_file).unwrap();
        assert_eq!(p.as_ref().map(StorePassphrase::as_str), Some("from file"));
        std::fs::write(&file, "\n").unwrap();
        assert!(StorePassphrase::from_file_or_env(Some(file), &env).is_err());
        assert!(StorePassphrase::from_file_or_env(None, &|_| None)
            .unwrap()
            .is_none());
    }
}
