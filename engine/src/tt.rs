//! The transposition table: one entry per slot, replaced by depth and age. Search threads
//! share it without locks: a slot is three words, the key folded into the other two by
//! exclusive or, so a slot written by two threads at once fails its key test instead of
//! mixing one entry's move with another's score (the lockless scheme of Hyatt and Mann).

use acedrex_rules::Move;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

pub(crate) const EXACT: u8 = 0;
pub(crate) const LOWER: u8 = 1;
pub(crate) const UPPER: u8 = 2;

#[derive(Copy, Clone, Default)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i16,
    pub flag: u8,
    age: u8,
}

impl Entry {
    /// Score, depth, bound and age in one word.
    fn data(&self) -> u64 {
        u64::from(self.score as u32)
            | u64::from(self.depth as u16) << 32
            | u64::from(self.flag) << 48
            | u64::from(self.age) << 56
    }

    fn from_words(mv: u64, data: u64) -> Entry {
        Entry {
            mv: Move::from_bits(mv),
            score: data as u32 as i32,
            depth: (data >> 32) as u16 as i16,
            flag: (data >> 48) as u8,
            age: (data >> 56) as u8,
        }
    }
}

/// A slot: the key xor the two other words, the move's word, the data word.
#[derive(Default)]
struct Slot([AtomicU64; 3]);

impl Slot {
    /// The key the slot claims, the move's word and the data word.
    #[inline]
    fn words(&self) -> (u64, u64, u64) {
        let [k, m, d] = [0, 1, 2].map(|i| self.0[i].load(Relaxed));
        (k ^ m ^ d, m, d)
    }

    /// The entry here if it is `key`'s (decoded only then: probing is the hot path).
    #[inline]
    fn load(&self, key: u64) -> Option<Entry> {
        let (held, m, d) = self.words();
        (held == key && key != 0).then(|| Entry::from_words(m, d))
    }

    /// Whatever is here, and the key it claims.
    #[inline]
    fn peek(&self) -> (u64, Entry) {
        let (held, m, d) = self.words();
        (held, Entry::from_words(m, d))
    }

    #[inline]
    fn save(&self, key: u64, e: &Entry) {
        let m = e.mv.map_or(0, Move::to_bits);
        let d = e.data();
        self.0[0].store(key ^ m ^ d, Relaxed);
        self.0[1].store(m, Relaxed);
        self.0[2].store(d, Relaxed);
    }
}

/// The table. Every method but [`Table::clear`] takes `&self`, so the threads of one
/// search share it.
pub(crate) struct Table {
    slots: Vec<Slot>,
    age: AtomicU8,
}

impl Table {
    pub fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Slot>()).max(1024);
        Table {
            slots: (0..n).map(|_| Slot::default()).collect(),
            age: AtomicU8::new(0),
        }
    }

    pub fn clear(&mut self) {
        for s in &mut self.slots {
            *s = Slot::default();
        }
        *self.age.get_mut() = 0;
    }

    /// A new search: older entries become preferred victims.
    pub fn new_search(&self) {
        self.age.fetch_add(1, Relaxed);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        // Multiply-shift maps the key onto any table length without a division.
        ((key as u128 * self.slots.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[self.index(key)].load(key)
    }

    #[inline]
    pub fn store(&self, key: u64, mv: Option<Move>, score: i32, depth: i32, flag: u8) {
        let age = self.age.load(Relaxed);
        let slot = &self.slots[self.index(key)];
        let (held, e) = slot.peek();
        if held == key || e.age != age || depth as i16 + 2 >= e.depth {
            // Keep a known best move when the new result has none (fail-low nodes).
            let mv = if mv.is_none() && held == key {
                e.mv
            } else {
                mv
            };
            let new = Entry {
                mv,
                score,
                depth: depth as i16,
                flag,
                age,
            };
            slot.save(key, &new);
        }
    }
}

/// Static evaluations by position hash: search evaluates the same positions again and
/// again (re-searches, transpositions, quiescence), and the evaluation walks every piece.
pub(crate) struct EvalCache {
    slots: Vec<(u64, i32)>,
}

impl EvalCache {
    /// 512 KB: small enough to stay in the L2 cache. 2 MB was slower (a miss to memory
    /// costs more than most evaluations), and hits come mostly from nearby nodes anyway.
    const SLOTS: usize = 1 << 15;

    pub fn new() -> EvalCache {
        EvalCache {
            slots: vec![(0, 0); Self::SLOTS],
        }
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = (0, 0));
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<i32> {
        let (k, v) = self.slots[key as usize & (Self::SLOTS - 1)];
        (k == key && key != 0).then_some(v)
    }

    #[inline]
    pub fn put(&mut self, key: u64, value: i32) {
        self.slots[key as usize & (Self::SLOTS - 1)] = (key, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use acedrex_rules::{Position, VariantId};

    #[test]
    fn entries_come_back_as_stored_and_only_for_their_key() {
        let t = Table::new(1);
        let pos = Position::start(VariantId::Shako);
        let m = pos.legal_moves()[3];
        for (key, mv, score, depth, flag) in [
            (0x1234_5678_9abc_def1u64, Some(m), -29_950, 7, LOWER),
            (0x0fed_cba9_8765_4321, None, 31_999, -1, UPPER),
            (u64::MAX, Some(m), 0, 95, EXACT),
        ] {
            t.store(key, mv, score, depth, flag);
            let e = t.probe(key).expect("stored");
            assert_eq!(
                (e.mv, e.score, e.depth, e.flag),
                (mv, score, depth as i16, flag)
            );
            assert!(t.probe(key ^ 1).is_none());
        }
        // A fail-low result keeps the slot's move.
        t.store(u64::MAX, None, -5, 96, UPPER);
        assert_eq!(t.probe(u64::MAX).and_then(|e| e.mv), Some(m));
        // A word changed under the key (another thread's half-written entry) fails the test.
        let i = t.index(u64::MAX);
        t.slots[i].0[2].fetch_xor(1 << 40, Relaxed);
        assert!(t.probe(u64::MAX).is_none());
        // The key 0 is the empty slot's and never found.
        assert!(t.probe(0).is_none());
    }

    #[test]
    fn threads_share_the_table() {
        let t = Table::new(1);
        // Keys spread over the whole word, as position hashes are.
        let key = |k: u64| k.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        std::thread::scope(|s| {
            for n in 0..2u64 {
                let t = &t;
                s.spawn(move || {
                    for k in (1..4_000u64).filter(|k| k % 2 == n) {
                        t.store(key(k), None, k as i32, 3, EXACT);
                    }
                });
            }
        });
        // Every entry found is whole: the score its key was stored with.
        let found = (1..4_000u64)
            .filter_map(|k| t.probe(key(k)).map(|e| (k, e)))
            .inspect(|(k, e)| assert_eq!(e.score as u64, *k))
            .count();
        assert!(found > 3_000, "{found}");
    }
}
