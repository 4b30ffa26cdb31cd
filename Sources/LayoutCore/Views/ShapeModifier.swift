/// A modifier that makes a new shape from a shape: `trim(from:to:)`, `rotation(_:anchor:)`,
/// `inset(by:)`, `offset(x:y:)`, `scale(x:y:anchor:)` (reference §21.4).
///
/// Each changes the path only. A shape's `sizeThatFits` is the proposal whatever its path, so a
/// modified shape lays out exactly like its base: greedy, 10×10 ideal (§3.1). SwiftUI's
/// `TrimmedShape`, `RotatedShape`, `OffsetShape`, `ScaledShape` and `_Inset` answer their
/// base's `sizeThatFits`.
public enum ShapeModifier: Hashable, Sendable {
  /// `trim(from:to:)`: the part of the path between two fractions of its length, 0 to 1.
  case trim(from: CGFloat, to: CGFloat)
  /// `rotation(_:anchor:)`: the path turned about a point of the frame.
  case rotation(Angle, anchor: UnitPoint)
  /// `inset(by:)`: the shape fitted to the frame inset by an amount on every edge.
  case inset(CGFloat)
  /// `offset(x:y:)` / `offset(_:)`: the path moved.
  case offset(CGSize)
  /// `scale(x:y:anchor:)` / `scale(_:anchor:)`: the path scaled about a point of the frame.
  case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)

  /// `strokeBorder` needs an `InsettableShape`: every modified shape is one when its base is,
  /// except a trimmed one (SwiftUI's `TrimmedShape` conforms only to `Shape`).
  public var keepsInsettable: Bool {
    if case .trim = self { return false }
    return true
  }
}

/// A built-in shape and the shape modifiers applied to it, innermost first.
///
/// The base is held in a one-element array, so that `ShapeKind` needs no `indirect` case.
public struct ModifiedShapeKind: Hashable, Sendable {
  private let storage: [ShapeKind]
  /// The shape modifiers, innermost first; never empty.
  public let modifiers: [ShapeModifier]

  /// The built-in shape modified: never itself a modified shape.
  public var base: ShapeKind { storage[0] }

  init(base: ShapeKind, modifiers: [ShapeModifier]) {
    storage = [base]
    self.modifiers = modifiers
  }
}

extension ShapeKind {
  /// `shape` with `modifier` applied after its own modifiers.
  public static func modifying(_ shape: ShapeKind, _ modifier: ShapeModifier) -> ShapeKind {
    .modified(ModifiedShapeKind(base: shape.base, modifiers: shape.modifiers + [modifier]))
  }

  /// The shape before any shape modifiers: `Circle` for `Circle().trim(from: 0, to: 0.5)`.
  public var base: ShapeKind {
    if case .modified(let modified) = self { return modified.base }
    return self
  }

  /// The shape modifiers, innermost first.
  public var modifiers: [ShapeModifier] {
    if case .modified(let modified) = self { return modified.modifiers }
    return []
  }

  /// Whether `strokeBorder` applies: every built-in shape is insettable, a trimmed one is not.
  public var isInsettable: Bool { modifiers.allSatisfy(\.keepsInsettable) }
}

extension Shape {
  /// The part of the outline from `from` to `to`, fractions of its length.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> ModifiedShape {
    ModifiedShape(.modifying(shapeKind, .trim(from: from, to: to)))
  }

  /// The shape turned by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedShape {
    ModifiedShape(.modifying(shapeKind, .rotation(angle, anchor: anchor)))
  }

  /// The shape inset by `amount` on every edge.
  public func inset(by amount: CGFloat) -> ModifiedShape {
    ModifiedShape(.modifying(shapeKind, .inset(amount)))
  }

  /// The shape's path moved by (`x`, `y`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedShape {
    ModifiedShape(.modifying(shapeKind, .offset(CGSize(width: x, height: y))))
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedShape {
    ModifiedShape(.modifying(shapeKind, .scale(x: x, y: y, anchor: anchor)))
  }
}

/// A shape made by a shape modifier; lays out like its base (§21.4).
public struct ModifiedShape: Shape, PrimitiveView {
  public let shapeKind: ShapeKind

  init(_ kind: ShapeKind) { shapeKind = kind }
}
