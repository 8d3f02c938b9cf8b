//! The transposition table: one entry per slot, replaced by depth and age.

use acedrex_rules::Move;

pub(crate) const EXACT: u8 = 0;
pub(crate) const LOWER: u8 = 1;
pub(crate) const UPPER: u8 = 2;

#[derive(Copy, Clone, Default)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i16,
    pub flag: u8,
    age: u8,
}

pub(crate) struct Table {
    slots: Vec<Entry>,
    age: u8,
}

impl Table {
    pub fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>()).max(1024);
        Table {
            slots: vec![Entry::default(); n],
            age: 0,
        }
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = Entry::default());
        self.age = 0;
    }

    /// A new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        // Multiply-shift maps the key onto any table length without a division.
        ((key as u128 * self.slots.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[self.index(key)];
        (e.key == key && key != 0).then_some(e)
    }

    #[inline]
    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, flag: u8) {
        let age = self.age;
        let i = self.index(key);
        let e = &mut self.slots[i];
        if e.key == key || e.age != age || depth as i16 + 2 >= e.depth {
            // Keep a known best move when the new result has none (fail-low nodes).
            let mv = if mv.is_none() && e.key == key {
                e.mv
            } else {
                mv
            };
            *e = Entry {
                key,
                mv,
                score,
                depth: depth as i16,
                flag,
                age,
            };
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
