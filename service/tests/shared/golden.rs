//! The golden transcripts (`tests/golden/*.txt`), listed once for every test that reads
//! them: the word-for-word check (`golden.rs`) and the "no English left" check
//! (`catalogues.rs`) replay the same files. Shared by `#[path]`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// One transcript: its file name, where it is (a blessing rewrites it) and its text.
pub struct Transcript {
    pub name: String,
    pub path: PathBuf,
    pub text: String,
}

/// Every transcript, sorted by file name; at least the five there have always been.
pub fn golden_transcripts() -> Vec<Transcript> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/golden")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    let all: Vec<Transcript> = files
        .into_iter()
        .map(|path| Transcript {
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            text: std::fs::read_to_string(&path).expect("a transcript"),
            path,
        })
        .collect();
    assert!(all.len() >= 5, "the golden transcripts are missing");
    all
}
