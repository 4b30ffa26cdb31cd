/// A 2D shape: a greedy view that takes the size it is offered, 10×10 ideal (reference §3.1).
///
/// Shapes differ only in how they are drawn, so one kind enum describes them all; `fill`,
/// `stroke` and `strokeBorder` remember the paint for the rasterizer.
public protocol Shape: View {
  /// Which shape this is.
  var shapeKind: ShapeKind { get }
}

/// The built-in shapes.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: CGFloat)
  case circle
  case ellipse
  case capsule
  case containerRelative
  /// A shape made from another by a shape modifier (`Circle().trim(from: 0, to: 0.5)`), laid
  /// out like it (§21.4).
  case modified(ModifiedShapeKind)

  /// SwiftUI's type name; a modified shape's base's.
  public var name: String {
    switch self {
    case .modified(let modified): modified.base.name
    case .rectangle: "Rectangle"
    case .roundedRectangle: "RoundedRectangle"
    case .circle: "Circle"
    case .ellipse: "Ellipse"
    case .capsule: "Capsule"
    case .containerRelative: "ContainerRelativeShape"
    }
  }
}

/// How a shape is painted.
public enum ShapeDrawing: Hashable, Sendable {
  /// Filled with a colour, or with the foreground style when nil.
  case fill(Color?)
  /// Outlined along its path, centred on the edge.
  case stroke(Color?, lineWidth: CGFloat)
  /// Outlined inside its bounds.
  case strokeBorder(Color?, lineWidth: CGFloat)
}

extension Shape {
  var viewNodes: [ViewNode] { [ViewNode(.shape(shapeKind, .fill(nil)))] }

  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S) -> some View {
    NodeView(ViewNode(.shape(shapeKind, .fill(content.resolvedColor))))
  }

  /// The shape's outline in `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    NodeView(ViewNode(.shape(shapeKind, .stroke(content.resolvedColor, lineWidth: lineWidth))))
  }

  /// The shape's outline in `content`, drawn inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    NodeView(
      ViewNode(.shape(shapeKind, .strokeBorder(content.resolvedColor, lineWidth: lineWidth))))
  }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, PrimitiveView {
  public init() {}
  public var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
  public let cornerRadius: CGFloat
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
  public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A circle inscribed in its frame.
public struct Circle: Shape, PrimitiveView {
  public init() {}
  public var shapeKind: ShapeKind { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, PrimitiveView {
  public init() {}
  public var shapeKind: ShapeKind { .ellipse }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, PrimitiveView {
  public init() {}
  public var shapeKind: ShapeKind { .capsule }
}

/// The shape of the enclosing container; a plain rectangle outside widgets.
public struct ContainerRelativeShape: Shape, PrimitiveView {
  public init() {}
  public var shapeKind: ShapeKind { .containerRelative }
}
