//! Finished images and animations, by game, revision and what they show: a game that
//! has not changed is never rendered twice while its files are kept. Bounded in bytes;
//! the least recently used go first.

use acedrex_service::texts::lang::Lang;
use axum::body::Bytes;
use std::collections::VecDeque;
use std::sync::Mutex;

/// What a cached file shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The board after this many plies.
    Board(usize),
    Gif,
    /// A tournament's standings (the "revision" is the view's fingerprint).
    Standings,
}

/// A finished file.
#[derive(Clone, Debug)]
pub struct Rendered {
    pub mime: &'static str,
    /// The download name (`acedrex-12.gif`).
    pub name: Option<String>,
    pub bytes: Bytes,
}

/// (game or tournament, revision, what, the language of its words).
pub type Key = (u64, u64, Kind, Lang);

pub struct Cache {
    max_bytes: usize,
    /// Oldest use first.
    entries: Mutex<(VecDeque<(Key, Rendered)>, usize)>,
}

impl Cache {
    pub fn new(max_bytes: usize) -> Cache {
        Cache {
            max_bytes,
            entries: Mutex::new((VecDeque::new(), 0)),
        }
    }

    pub fn get(&self, key: &Key) -> Option<Rendered> {
        let mut guard = acedrex_service::lock(&self.entries);
        let (entries, _) = &mut *guard;
        let i = entries.iter().position(|(k, _)| k == key)?;
        let entry = entries.remove(i)?;
        let file = entry.1.clone();
        entries.push_back(entry);
        Some(file)
    }

    pub fn put(&self, key: Key, file: Rendered) {
        let size = file.bytes.len();
        if size > self.max_bytes {
            return;
        }
        let mut guard = acedrex_service::lock(&self.entries);
        let (entries, used) = &mut *guard;
        if let Some(i) = entries.iter().position(|(k, _)| *k == key) {
            if let Some((_, old)) = entries.remove(i) {
                *used -= old.bytes.len();
            }
        }
        // An older revision of the same file is never asked for again, in any language.
        entries.retain(|((id, rev, kind, _), old)| {
            let stale = *id == key.0 && *kind == key.2 && *rev < key.1;
            if stale {
                *used -= old.bytes.len();
            }
            !stale
        });
        while *used + size > self.max_bytes {
            match entries.pop_front() {
                Some((_, old)) => *used -= old.bytes.len(),
                None => break,
            }
        }
        *used += size;
        entries.push_back((key, file));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(n: usize) -> Rendered {
        Rendered {
            mime: "image/png",
            name: None,
            bytes: Bytes::from(vec![0u8; n]),
        }
    }

    #[test]
    fn keeps_within_its_bytes_and_drops_the_least_recently_used() {
        let c = Cache::new(100);
        c.put((1, 1, Kind::Gif, Lang::En), file(40));
        c.put((2, 1, Kind::Gif, Lang::En), file(40));
        assert!(c.get(&(1, 1, Kind::Gif, Lang::En)).is_some());
        c.put((3, 1, Kind::Gif, Lang::En), file(40));
        assert!(
            c.get(&(2, 1, Kind::Gif, Lang::En)).is_none(),
            "least recently used"
        );
        assert!(c.get(&(1, 1, Kind::Gif, Lang::En)).is_some());
        assert!(c.get(&(3, 1, Kind::Gif, Lang::En)).is_some());
        c.put((4, 1, Kind::Gif, Lang::En), file(101));
        assert!(
            c.get(&(4, 1, Kind::Gif, Lang::En)).is_none(),
            "too big to keep"
        );
    }

    #[test]
    fn a_new_revision_replaces_the_old() {
        let c = Cache::new(1000);
        c.put((1, 1, Kind::Board(3), Lang::En), file(10));
        c.put((1, 2, Kind::Board(3), Lang::En), file(10));
        assert!(c.get(&(1, 1, Kind::Board(3), Lang::En)).is_none());
        assert!(c.get(&(1, 2, Kind::Board(3), Lang::En)).is_some());
        c.put((1, 2, Kind::Board(4), Lang::En), file(10));
        assert!(
            c.get(&(1, 2, Kind::Board(3), Lang::En)).is_some(),
            "another ply"
        );
    }

    #[test]
    fn each_language_has_its_own_file() {
        let c = Cache::new(1000);
        c.put((1, 1, Kind::Board(3), Lang::En), file(10));
        c.put((1, 1, Kind::Board(3), Lang::Fr), file(11));
        assert_eq!(
            c.get(&(1, 1, Kind::Board(3), Lang::Fr))
                .map(|f| f.bytes.len()),
            Some(11)
        );
        assert_eq!(
            c.get(&(1, 1, Kind::Board(3), Lang::En))
                .map(|f| f.bytes.len()),
            Some(10)
        );
        assert!(c.get(&(1, 1, Kind::Board(3), Lang::De)).is_none());
        // A new revision in one language: the old one is stale in every language.
        c.put((1, 2, Kind::Board(3), Lang::De), file(10));
        assert!(c.get(&(1, 1, Kind::Board(3), Lang::Fr)).is_none());
        assert!(c.get(&(1, 1, Kind::Board(3), Lang::En)).is_none());
    }
}
