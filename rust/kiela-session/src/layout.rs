//! Where each pebble of a house sits in its hollow, made once here for both apps.
//!
//! Stone k of a house always has the same place, size and tone, so a stone never jumps between
//! frames: while stones come and go the others stay put. The places are fixed slots (one in the
//! middle, then two rings) nudged by a small hash of the house, so no two houses look stamped
//! alike. Units are the hollow's radius, from its centre.

use crate::board::BOARD_HOUSES;
use crate::numbers::{AppInt, SmallInt};

/// At most this many stones are drawn in one hollow; beyond it the hollow looks full.
pub const STONES_DRAWN: usize = 12;
/// How many tones the stones are drawn in.
pub const STONE_TONES: u8 = 6;

/// One pebble's place in its hollow, in units of the hollow's radius from its centre (y grows
/// downwards), its radius in the same units, and its tone.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StonePlace {
    /// From the hollow's centre, in units of its radius; y grows downwards.
    pub x: f32,
    pub y: f32,
    /// The stone's radius, in units of the hollow's radius.
    pub radius: f32,
    /// Which of the tones it has, 0 up to the layout's `tones`.
    pub tone: SmallInt,
}

/// Where every pebble sits: stone k of the house at board index h is `places[h * drawn + k]`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StoneLayout {
    /// Stones drawn per hollow at most (`STONES_DRAWN`).
    pub drawn: AppInt,
    pub tones: AppInt,
    /// Stone k of the house at board index h is `places[h * drawn + k]`.
    pub places: Vec<StonePlace>,
}

impl StoneLayout {
    pub fn new() -> StoneLayout {
        let mut places = Vec::with_capacity(BOARD_HOUSES * STONES_DRAWN);
        for house in 0..BOARD_HOUSES as u32 {
            let mut seed = 0x9E37_79B9 ^ house.wrapping_mul(0x85EB_CA6B);
            for k in 0..STONES_DRAWN {
                let (slot_x, slot_y) = slot(k);
                let mut next = || {
                    seed = mix(seed);
                    seed
                };
                let x = slot_x + JITTER * unit(next());
                let y = slot_y + JITTER * unit(next());
                let radius = STONE_RADIUS * (1.0 + SIZE_SPREAD * unit(next()));
                let tone = ((next() >> 8) % u32::from(STONE_TONES)) as u8;
                places.push(StonePlace {
                    x,
                    y,
                    radius,
                    tone: SmallInt(tone),
                });
            }
        }
        StoneLayout {
            drawn: STONES_DRAWN.into(),
            tones: STONE_TONES.into(),
            places,
        }
    }
}

impl Default for StoneLayout {
    fn default() -> StoneLayout {
        StoneLayout::new()
    }
}

/// How far a stone strays from its slot.
const JITTER: f32 = 0.06;
const STONE_RADIUS: f32 = 0.3;
/// Stones differ in size by up to this share.
const SIZE_SPREAD: f32 = 0.12;

/// Slot 0 in the middle, 1–5 on an inner ring, 6–11 on an outer one.
fn slot(k: usize) -> (f32, f32) {
    match k {
        0 => (0.0, 0.0),
        1..=5 => ring(0.36, k - 1, 5, 0.3),
        _ => ring(0.64, k - 6, 6, 0.0),
    }
}

fn ring(radius: f32, i: usize, n: usize, turn: f64) -> (f32, f32) {
    let angle = 2.0 * std::f64::consts::PI * (i as f64 + turn) / n as f64;
    let radius = f64::from(radius);
    ((radius * angle.cos()) as f32, (radius * angle.sin()) as f32)
}

/// A small integer hash (a round of murmur's finaliser): the same numbers on every run.
fn mix(v: u32) -> u32 {
    let mut h = v;
    h ^= h >> 16;
    h = h.wrapping_mul(0x7FEB_352D);
    h ^= h >> 15;
    h = h.wrapping_mul(0x846C_A68B);
    h ^ (h >> 16)
}

/// -1 up to 1 from 16 bits of the hash.
fn unit(v: u32) -> f32 {
    ((v >> 8) & 0xFFFF) as f32 / 32767.5 - 1.0
}
