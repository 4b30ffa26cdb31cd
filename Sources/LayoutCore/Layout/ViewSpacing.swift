/// A view's spacing preferences on each edge, from which stacks compute the gap between
/// neighbours (reference §4.2 and §9.3).
///
/// Each preference is a minimum distance for an edge, optionally in a category. Two views'
/// facing edges first match categories (distances in one category add, the largest match
/// wins); failing that their category-free values give `max(a, b)`; with no preference on either
/// side the platform default of 8 points applies. So two shapes sit 8 apart, and a Spacer, whose
/// major edges prefer 0, gets no gap at all.
public struct ViewSpacing: Equatable, Sendable {
  /// A category of spacing preference: only preferences of one category match each other.
  struct Category: Hashable, Sendable {
    let name: String
  }

  struct Key: Hashable, Sendable {
    let category: Category?
    let edge: Edge
  }

  var minima: [Key: CGFloat]

  /// No preference on any edge: neighbours get the platform default.
  public init() { minima = [:] }

  /// No preference on any edge, made once: most views have none, and making one each time
  /// made an empty dictionary each time.
  static let noPreference = ViewSpacing()

  /// A category-free preference of zero on every edge: neighbours touch.
  public static let zero = ViewSpacing(zeroOn: .all)

  /// The platform's default spacing between two views with no preference (reference §4.2).
  public static let defaultSpacing: CGFloat = 8

  /// A category-free preference of zero on `edges` and none elsewhere.
  init(zeroOn edges: Edge.Set) {
    minima = [:]
    for edge in edges.edges { minima[Key(category: nil, edge: edge)] = 0 }
  }

  /// Merges `other`'s preferences on `edges` into this value, keeping the larger of two values.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    // Most views have no preference at all (issue #17: a fifth of a rigid row's measuring).
    guard !other.minima.isEmpty else { return }
    for (key, value) in other.minima where edges.contains(Edge.Set(key.edge)) {
      minima[key] = Swift.max(minima[key] ?? -.infinity, value)
    }
  }

  /// This value's preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The preferred distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    if minima.isEmpty && next.minima.isEmpty { return Self.defaultSpacing }
    let (mine, theirs): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    var matched: CGFloat?
    var ownDefault: CGFloat?
    for (key, value) in minima where key.edge == mine {
      guard let category = key.category else {
        ownDefault = value
        continue
      }
      if let other = next.minima[Key(category: category, edge: theirs)] {
        matched = Swift.max(matched ?? -.infinity, value + other)
      }
    }
    if let matched { return matched }
    let otherDefault = next.minima[Key(category: nil, edge: theirs)]
    if ownDefault == nil && otherDefault == nil { return Self.defaultSpacing }
    return Swift.max(ownDefault ?? -.infinity, otherDefault ?? -.infinity)
  }

  /// The preferences with `edges` cleared back to "no preference", as padding and frames do
  /// to the edges they affect (`Spacing.reset`, reference §4.2).
  func resetting(_ edges: Edge.Set) -> ViewSpacing {
    guard !minima.isEmpty else { return self }
    var result = self
    result.minima = minima.filter { !edges.contains(Edge.Set($0.key.edge)) }
    return result
  }
}
