import LayoutCore

/// A small, seeded pseudo-random generator (SplitMix64) for reproducible property tests.
///
/// Property tests must fail the same way on every machine and every run, so that a printed seed
/// is enough to replay a failure; the standard library's generators are seeded by the system.
/// SplitMix64 passes BigCrush, needs one word of state, and every seed (0 included) is good.
/// The helpers below draw from `next()` only, never from the standard library's `random(in:)`
/// (whose algorithm is not promised to stay the same), so a seed means the same case forever.
///
///     var random = SeededGenerator(seed: 42)
///     let count = random.int(in: 0...3)
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  public let seed: UInt64
  private var state: UInt64

  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly drawn integer in `range` (Lemire's multiply-shift; the tiny bias is irrelevant
  /// for test data and keeps the draw one call of `next()`).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) &+ 1
    if span == 0 { return Int(truncatingIfNeeded: next()) }
    let scaled = next().multipliedFullWidth(by: span).high
    return range.lowerBound + Int(scaled)
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A number in [0, 1).
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// A length in points on a coarse grid (whole or half points, sometimes 0), up to `limit`.
  public mutating func length(upTo limit: Int) -> CGFloat {
    if chance(0.1) { return 0 }
    let whole = CGFloat(int(in: 0...limit))
    return chance(0.2) ? whole + 0.5 : whole
  }
}
