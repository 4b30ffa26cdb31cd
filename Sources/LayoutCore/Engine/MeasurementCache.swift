/// One view's answers, memoised per proposal (reference §11 #7).
///
/// A parent stack asks each child at most three distinct proposals when it sizes (0, ∞ and
/// its share, §4.4) and places again with one of them, so the first three answers are kept
/// inline, with no allocation and no hashing. A view in nested stacks is asked a few more
/// (its parent is itself sized for several proposals): up to 16 more are searched in an
/// array, and past that a dictionary takes the rest (a Text deep in nested stacks can be
/// asked many). An unspecified length is stored as NaN, which no sanitised proposal
/// contains, and lengths compare by bit pattern.
struct MeasurementCache {
  private struct Entry {
    var width: CGFloat
    var height: CGFloat
    var size: CGSize

    init(_ proposal: ProposedViewSize, _ size: CGSize) {
      width = proposal.width ?? .nan
      height = proposal.height ?? .nan
      self.size = size
    }

    func matches(_ width: CGFloat, _ height: CGFloat) -> Bool {
      self.width.bitPattern == width.bitPattern && self.height.bitPattern == height.bitPattern
    }
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var more: [Entry] = []
  private var many: [ProposedViewSize: CGSize]?
  private static let moreCapacity = 16

  /// The answer memoised for `proposal`, if any.
  ///
  /// Mutating only so that it is called in place: a non-mutating method of a class's stored
  /// struct is called on a copy, and copying the cache's 136 bytes on every request, hit or
  /// miss, was a quarter of a large relayout's time (issue #17). It changes nothing.
  mutating func size(for proposal: ProposedViewSize) -> CGSize? {
    let width = proposal.width ?? .nan
    let height = proposal.height ?? .nan
    if let first, first.matches(width, height) { return first.size }
    if let second, second.matches(width, height) { return second.size }
    if let third, third.matches(width, height) { return third.size }
    for entry in more where entry.matches(width, height) { return entry.size }
    return many?[proposal]
  }

  /// The first answer memoised, for a view that answers every proposal alike
  /// (`LayoutNode.sizeIgnoresProposal`).
  var anySize: CGSize? { first?.size }

  /// Memoises `size` as the answer to `proposal`, which has none yet.
  mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    let entry = Entry(proposal, size)
    if first == nil {
      first = entry
    } else if second == nil {
      second = entry
    } else if third == nil {
      third = entry
    } else if more.count < Self.moreCapacity {
      more.append(entry)
    } else {
      many?[proposal] = size
      if many == nil { many = [proposal: size] }
    }
  }

  /// Every proposal memoised with its answer, in no particular order.
  var entries: [(proposal: ProposedViewSize, size: CGSize)] {
    func proposal(_ entry: Entry) -> ProposedViewSize {
      ProposedViewSize(
        width: entry.width.isNaN ? nil : entry.width,
        height: entry.height.isNaN ? nil : entry.height)
    }
    var result = [first, second, third].compactMap { $0 }.map { (proposal($0), $0.size) }
    result += more.map { (proposal($0), $0.size) }
    result += (many ?? [:]).map { ($0.key, $0.value) }
    return result
  }

  /// Forgets every answer: the view or something below it changed.
  mutating func removeAll() {
    self = MeasurementCache()
  }
}
