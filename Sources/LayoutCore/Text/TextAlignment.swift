/// How the lines of a multi-line Text line up inside its frame: SwiftUI's `TextAlignment`.
///
/// Only drawing reads it: a Text is as wide as its widest line whatever the alignment, so a
/// frame's or stack's alignment places the block and this one places each line in the block
/// (reference §19.1).
public enum TextAlignment: String, CaseIterable, Equatable, Sendable {
  case leading
  case center
  case trailing

  /// The share of the free width left of a line: 0, ½ or 1.
  public var fraction: Double {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}
