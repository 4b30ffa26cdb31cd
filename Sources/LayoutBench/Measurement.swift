import Foundation

/// The spread of repeated timings of one operation, in milliseconds.
public struct Timing: Codable, Equatable, Sendable {
  /// How many timed runs (after one untimed warm-up run).
  public var runs: Int
  public var median: Double
  public var min: Double
  public var max: Double
  /// The first and third quartiles.
  public var q1: Double
  public var q3: Double

  /// The statistics of `samples` (milliseconds, at least one).
  public init(samples: [Double]) {
    let sorted = samples.sorted()
    func quantile(_ q: Double) -> Double {
      let position = q * Double(sorted.count - 1)
      let lower = Int(position.rounded(.down))
      let upper = Swift.min(lower + 1, sorted.count - 1)
      let fraction = position - Double(lower)
      return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
    runs = sorted.count
    median = quantile(0.5)
    min = sorted.first ?? 0
    max = sorted.last ?? 0
    q1 = quantile(0.25)
    q3 = quantile(0.75)
  }
}

/// How many times to repeat an operation: at least `minimumRuns`, and more up to `maximumRuns`
/// while the runs so far took less than `budget` seconds.
public struct Repetition: Sendable {
  public var minimumRuns: Int
  public var maximumRuns: Int
  public var budget: Double

  public init(minimumRuns: Int = 5, maximumRuns: Int = 21, budget: Double = 1.5) {
    self.minimumRuns = minimumRuns
    self.maximumRuns = maximumRuns
    self.budget = budget
  }

  /// One run each, no warm-up: for tests.
  public static let once = Repetition(minimumRuns: 1, maximumRuns: 1, budget: 0)

  /// Times `body` after one warm-up call; what it returns is released outside the timed
  /// region, and the last value is returned with the timing.
  public func time<T>(_ body: () -> T) -> (Timing, T) {
    var last = body()
    if maximumRuns == 1 && budget == 0 {
      // `once`: the warm-up run is the run (tests only check that the case works).
      return (Timing(samples: [0]), last)
    }
    var samples: [Double] = []
    var total = 0.0
    while samples.count < minimumRuns || (samples.count < maximumRuns && total < budget) {
      let start = ContinuousClock.now
      let value = body()
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      samples.append(seconds * 1000)
      total += seconds
      last = value  // the previous value is released here, outside the clock
    }
    return (Timing(samples: samples), last)
  }
}

/// The process's memory from `/proc/self`: resident now (`statm`) and its peak (`VmHWM`).
enum ProcessMemory {
  /// Resident bytes now, or nil off Linux.
  static func resident() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Returns the heap's free memory to the system (glibc's `malloc_trim`), so that the
  /// resident size is what is in use.
  static func releaseFreedMemory() {
    // Not in the Glibc module's headers: looked up by name.
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else {
      return
    }
    typealias Trim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }

  /// The peak resident bytes so far, or nil off Linux.
  static func peakResident() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let number = line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ")
      if let kilobytes = number.first.flatMap({ Int($0) }) { return kilobytes * 1024 }
    }
    return nil
  }
}
