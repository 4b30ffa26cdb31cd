/// One layer of the safe area a view is placed in: the rectangle views are laid out in and
/// the larger one a view that ignores the safe area grows to (reference §1.2, §14.6).
///
/// The canvas's simulated insets are the outermost layer; each `safeAreaInset` and
/// `safeAreaPadding` adds one around its content. A view that ignores the safe area grows
/// layer by layer, innermost first, on each edge where it reaches the layer's safe edge, as
/// SwiftUI's `SafeAreaInsets.resolve` walks its chain of insets [OSUI
/// `Layout/SafeAreaInsets.swift`]: a colour that ignores the safe area under a bottom bar
/// reaches the bar's bottom, and the screen's bottom if the bar sits on it.
struct SafeAreaLayer: Equatable {
  /// The rectangle views are laid out in, in canvas coordinates.
  var safe: CGRect
  /// The rectangle the safe one was cut from: where a view that ignores it grows to.
  var outer: CGRect

  /// How close to a safe edge a frame must come to count as touching it (SwiftUI allows half
  /// a pixel and 0.001; LayoutLab has no pixels below a point, §10).
  static let tolerance: CGFloat = 0.001

  /// `frame` grown to `outer`'s edge on each of `edges` where it reaches `safe`'s edge (or
  /// beyond) and does not already reach past `outer`'s.
  func extending(_ frame: CGRect, on edges: Edge.Set) -> CGRect {
    let tolerance = Self.tolerance
    var minX = frame.minX
    var minY = frame.minY
    var maxX = frame.maxX
    var maxY = frame.maxY
    if edges.contains(.top), minY <= safe.minY + tolerance { minY = Swift.min(minY, outer.minY) }
    if edges.contains(.leading), minX <= safe.minX + tolerance {
      minX = Swift.min(minX, outer.minX)
    }
    if edges.contains(.bottom), maxY >= safe.maxY - tolerance {
      maxY = Swift.max(maxY, outer.maxY)
    }
    if edges.contains(.trailing), maxX >= safe.maxX - tolerance {
      maxX = Swift.max(maxX, outer.maxX)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The layer a modifier of `bounds` adds around its content by taking `insets` of them.
  init(bounds: CGRect, insets: EdgeInsets) {
    outer = bounds
    safe = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: bounds.width - insets.leading - insets.trailing,
      height: bounds.height - insets.top - insets.bottom)
  }

  init(safe: CGRect, outer: CGRect) {
    self.safe = safe
    self.outer = outer
  }
}
