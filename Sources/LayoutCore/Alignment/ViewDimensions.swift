/// A view's size and alignment guides, as a parent sees them (reference §8.2).
///
/// `d[guide]` is the view's explicit value for the guide if it has one, else the guide's
/// default for this size; `d[explicit: guide]` is the explicit value or nil. As in SwiftUI
/// there is no public initializer: a layout gets dimensions from `LayoutSubview.dimensions(in:)`.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  let size: CGSize
  let guides: ExplicitGuides

  /// A view's explicit guide values, computed on demand because most are never asked for.
  struct ExplicitGuides: @unchecked Sendable {
    let value: (AlignmentKey) -> CGFloat?
    static let none = ExplicitGuides(value: { _ in nil })
  }

  init(size: CGSize, guides: ExplicitGuides = .none) {
    self.size = size
    self.guides = guides
  }

  public subscript(guide: HorizontalAlignment) -> CGFloat { self[key: guide.key] }
  public subscript(guide: VerticalAlignment) -> CGFloat { self[key: guide.key] }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides.value(guide.key) }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guides.value(guide.key) }

  /// The explicit value for `key`, or its default for this size.
  subscript(key key: AlignmentKey) -> CGFloat {
    guides.value(key) ?? key.defaultValue(in: self)
  }

  /// The explicit value for `key`, if any.
  subscript(explicitKey key: AlignmentKey) -> CGFloat? { guides.value(key) }

  /// Dimensions compare by size: two views of equal size with the same guides are equal,
  /// and guides are functions that cannot be compared.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size
  }
}
