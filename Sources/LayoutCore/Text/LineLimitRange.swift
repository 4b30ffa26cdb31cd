/// A line limit with a lower bound: `lineLimit(2...4)`, `lineLimit(2...)`, `lineLimit(...4)`
/// and `lineLimit(3, reservesSpace: true)`.
///
/// SwiftUI's Text shows at most `upper` lines and is at least `lower` lines tall, the lines it
/// does not need left empty, so that cards in a row keep one height (reference §19.4). The
/// form is kept so that the modifier prints back as written.
public enum LineLimitRange: Equatable, Sendable {
  /// `lineLimit(lower...upper)`.
  case closed(Int, Int)
  /// `lineLimit(lower...)`: at least `lower` lines, no upper limit.
  case from(Int)
  /// `lineLimit(...upper)`: at most `upper` lines, as `lineLimit(upper)`.
  case through(Int)
  /// `lineLimit(limit, reservesSpace:)`: `limit` lines at most, and always `limit` tall when
  /// `reservesSpace` is true.
  case reserving(Int, reservesSpace: Bool)

  /// The fewest lines the Text is tall, or nil.
  public var lower: Int? {
    switch self {
    case .closed(let lower, _), .from(let lower): lower
    case .through: nil
    case .reserving(let limit, let reserves): reserves ? limit : nil
    }
  }

  /// The most lines the Text shows, or nil for no limit.
  public var upper: Int? {
    switch self {
    case .closed(_, let upper), .through(let upper), .reserving(let upper, _): upper
    case .from: nil
    }
  }
}
