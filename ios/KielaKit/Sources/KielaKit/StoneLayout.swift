import Foundation

/// Where each pebble sits in its hollow, in units of the hollow's radius, and how it looks.
///
/// Stone k of a house always has the same place, size and tone, so a stone never jumps between
/// frames. The places are fixed slots (one in the middle, then two rings) nudged by a per-house
/// hash, so no two houses look stamped alike. The same numbers as on Android.
public enum StoneLayout {
    /// At most this many stones are drawn in one hollow; beyond it the hollow looks full.
    public static let drawn = 12
    public static let tones = 6

    public struct Stone: Sendable {
        public let x: Double, y: Double, radius: Double, tone: Int
    }

    /// All 40 × 12 stones, made once.
    public static let stones: [Stone] = {
        var stones = [Stone]()
        stones.reserveCapacity(BoardGeometry.houses * drawn)
        for house in 0..<BoardGeometry.houses {
            var seed = Int32(bitPattern: 0x9E37_79B9) ^ (Int32(house) &* Int32(bitPattern: 0x85EB_CA6B))
            for k in 0..<drawn {
                seed = mix(seed)
                let (slotX, slotY) = slot(k)
                let x = slotX + 0.06 * unit(seed)
                seed = mix(seed)
                let y = slotY + 0.06 * unit(seed)
                seed = mix(seed)
                let radius = 0.3 * (1 + 0.12 * unit(seed))
                seed = mix(seed)
                let tone = Int(UInt32(bitPattern: seed) >> 8) % tones
                stones.append(Stone(x: x, y: y, radius: radius, tone: tone))
            }
        }
        return stones
    }()

    /// Stone `k` (0..<drawn) of `house`.
    public static func stone(house: Int, k: Int) -> Stone { stones[house * drawn + k] }

    private static func slot(_ k: Int) -> (Double, Double) {
        switch k {
        case 0: (0, 0)
        case 1...5: ring(0.36, k - 1, 5, 0.3)
        default: ring(0.64, k - 6, 6, 0)
        }
    }

    private static func ring(_ radius: Double, _ i: Int, _ n: Int, _ turn: Double) -> (Double, Double) {
        let angle = 2 * Double.pi * (Double(i) + turn) / Double(n)
        return (radius * cos(angle), radius * sin(angle))
    }

    // A round of murmur's finaliser: the same numbers on every run and every platform.
    private static func mix(_ v: Int32) -> Int32 {
        var h = UInt32(bitPattern: v)
        h ^= h >> 16
        h &*= 0x7FEB_352D
        h ^= h >> 15
        h &*= 0x846C_A68B
        return Int32(bitPattern: h ^ (h >> 16))
    }

    private static func unit(_ v: Int32) -> Double {
        Double((UInt32(bitPattern: v) >> 8) & 0xFFFF) / 32767.5 - 1
    }
}
