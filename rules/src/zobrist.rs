//! Zobrist keys, computed by a mixing function instead of stored tables: a few
//! multiplications per key, no start-up cost, identical in every process.

#[inline]
const fn mix(mut z: u64) -> u64 {
    // splitmix64 finaliser
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Key of a piece code on a mailbox index.
#[inline]
pub(crate) const fn piece(code: u8, idx: usize) -> u64 {
    mix(((code as u64) << 16) | idx as u64)
}

/// Key for Black to move.
pub(crate) const SIDE: u64 = mix(0xB1AC_0000_0000_0001);

/// Key of a rights set (4 bits).
#[inline]
pub(crate) const fn rights(r: u8) -> u64 {
    if r == 0 {
        0
    } else {
        mix(0x5157_0000_0000_0000 | r as u64)
    }
}

/// Key of an en-passant square.
#[inline]
pub(crate) const fn ep(idx: usize) -> u64 {
    mix(0xE9E9_0000_0000_0000 | idx as u64)
}
