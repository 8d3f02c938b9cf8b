//! Embeds every catalogue under `locales/<lang>/*.ftl`: a language is available when its
//! folder is there (adding one is a folder of files, no code).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read at run time, not with `env!`: one compiled build script serves every checkout
    // that shares a target folder, and each must embed its own catalogues.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    if let Ok(langs) = std::fs::read_dir(&dir) {
        for lang in langs.flatten() {
            println!("cargo:rerun-if-changed={}", lang.path().display());
            let Ok(entries) = std::fs::read_dir(lang.path()) else {
                continue;
            };
            for f in entries.flatten() {
                let path = f.path();
                if path.extension().is_some_and(|e| e == "ftl") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    files.push((
                        lang.file_name().to_string_lossy().into_owned(),
                        f.file_name().to_string_lossy().into_owned(),
                        path.display().to_string(),
                    ));
                }
            }
        }
    }
    files.sort();
    let mut out = String::from("/// (language, file name, text) of every catalogue file.\npub const FILES: &[(&str, &str, &str)] = &[\n");
    for (lang, name, path) in files {
        let _ = writeln!(out, "    ({lang:?}, {name:?}, include_str!({path:?})),");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
