//! How the commands write counts, rates and times, so that a count of one reads `1 move` and a
//! real measurement never reads as zero.

use std::time::Duration;

use kiela_session::ReviewValue;

/// `n` with the word for one or for many: `0 moves`, `1 move`, `2 moves`.
pub fn counted(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A rate per second scaled to a readable unit: `16.3 M`, `812.0 k`, `950`.
pub fn rate(per_second: f64) -> String {
    if per_second >= 1e6 {
        format!("{:.1} M", per_second / 1e6)
    } else if per_second >= 1e3 {
        format!("{:.1} k", per_second / 1e3)
    } else {
        format!("{per_second:.0}")
    }
}

/// A time in the largest unit that keeps it at least 1: `850 ns`, `41.3 µs`, `12.0 ms`,
/// `1.52 s`. Sub-millisecond times get microseconds, so a quick measurement never reads 0.0.
pub fn duration(time: Duration) -> String {
    let nanos = time.as_nanos() as f64;
    if nanos < 999.5 {
        return format!("{nanos:.0} ns");
    }
    for (scale, unit) in [(1e3, "µs"), (1e6, "ms")] {
        let value = nanos / scale;
        // Below what would round up to 1000 of this unit.
        if value < 999.95 {
            return format!("{value:.1} {unit}");
        }
    }
    format!("{:.2} s", nanos / 1e9)
}

/// A position's value for its mover as every command says it: the winning chance, `73 %`, or
/// a proven result, `win in 7` (plies to the end).
pub fn value(value: ReviewValue) -> String {
    match value {
        ReviewValue::Chance { percent } => format!("{} %", percent.0),
        ReviewValue::Win { plies } => format!("win in {}", plies.0),
        ReviewValue::Loss { plies } => format!("loss in {}", plies.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_one_are_singular_and_others_plural() {
        assert_eq!(counted(0u32, "move", "moves"), "0 moves");
        assert_eq!(counted(1u32, "move", "moves"), "1 move");
        assert_eq!(counted(2u64, "move", "moves"), "2 moves");
        assert_eq!(counted(1u8, "loss", "losses"), "1 loss");
    }

    #[test]
    fn rates_are_scaled_to_a_readable_unit() {
        assert_eq!(rate(16_300_000.0), "16.3 M");
        assert_eq!(rate(812_000.0), "812.0 k");
        assert_eq!(rate(950.0), "950");
    }

    #[test]
    fn times_take_the_unit_that_shows_them() {
        assert_eq!(duration(Duration::from_nanos(850)), "850 ns");
        assert_eq!(duration(Duration::from_nanos(41_300)), "41.3 µs");
        assert_eq!(duration(Duration::from_micros(40)), "40.0 µs");
        assert_eq!(duration(Duration::from_nanos(999_960)), "1.0 ms");
        assert_eq!(duration(Duration::from_millis(12)), "12.0 ms");
        assert_eq!(duration(Duration::from_millis(1_520)), "1.52 s");
        assert_eq!(duration(Duration::from_secs(75)), "75.00 s");
        // No real measurement, however short, reads as zero.
        for nanos in [1, 40, 999, 1_000, 49_999, 999_999] {
            let text = duration(Duration::from_nanos(nanos));
            assert!(
                !text.starts_with("0 ") && !text.starts_with("0.0 "),
                "{nanos} ns: {text}"
            );
        }
    }

    #[test]
    fn values_read_as_chances_or_proven_results() {
        use kiela_ai::search::WIN;
        let of = |score| value(ReviewValue::of_score(score));
        assert_eq!(of(0), "50 %");
        assert_eq!(of(20_000), "99 %", "only a proven result is certain");
        assert_eq!(of(-20_000), "1 %");
        assert_eq!(of(WIN - 7), "win in 7");
        assert_eq!(of(-(WIN - 12)), "loss in 12");
    }
}
