/// A gradient's colours: evenly spaced (`Gradient(colors:)`) or at given locations
/// (`Gradient(stops:)`), SwiftUI's `Gradient` (reference §21.1).
///
/// The two forms are kept apart so that a scene prints back as it was written.
public enum Gradient: Hashable, Sendable {
  /// `Gradient(colors: [.red, .blue])`: the colours evenly spaced from 0 to 1.
  case colors([Color])
  /// `Gradient(stops: [.init(color: .red, location: 0.2)])`.
  case stops([Stop])

  /// One colour of a gradient at a location from 0 to 1, SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, with the locations of evenly spaced colours filled in: n colours sit at
  /// i / (n − 1), one colour at 0.
  public var resolvedStops: [Stop] {
    switch self {
    case .stops(let stops): return stops
    case .colors(let colors):
      let last = Swift.max(1, colors.count - 1)
      return colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(last)) }
    }
  }

  /// The colour drawn for the gradient on the cell grid: the stop at the lowest location
  /// (reference §12, item 30), clear when there is none.
  public var firstColor: Color {
    resolvedStops.min { $0.location < $1.location }?.color ?? .clear
  }
}

/// The geometry a gradient's colours follow: a line, circles, angles or ellipses.
public enum GradientGeometry: Hashable, Sendable {
  /// `LinearGradient(…, startPoint:endPoint:)`.
  case linear(startPoint: UnitPoint, endPoint: UnitPoint)
  /// `RadialGradient(…, center:startRadius:endRadius:)`, radii in points.
  case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  /// `AngularGradient(…, center:startAngle:endAngle:)`; `angle:` is a start angle with the end
  /// a full turn after it.
  case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
  /// `EllipticalGradient(…, center:startRadiusFraction:endRadiusFraction:)`, fractions of the
  /// frame's half sizes.
  case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
  /// `Color.blue.gradient`: SwiftUI's `AnyGradient`, a gentle gradient from one colour whose
  /// geometry the system chooses (a linear one from top to bottom).
  case automatic

  /// SwiftUI's type name.
  public var typeName: String {
    switch self {
    case .linear: "LinearGradient"
    case .radial: "RadialGradient"
    case .angular: "AngularGradient"
    case .elliptical: "EllipticalGradient"
    case .automatic: "AnyGradient"
    }
  }
}

/// A gradient shape style: colours along a geometry. As a view it is greedy like `Color` and
/// every shape style: it takes the whole proposal, 10×10 ideal (reference §3.1, §21.1).
public struct GradientStyle: Hashable, Sendable {
  public var gradient: Gradient
  public var geometry: GradientGeometry

  public init(gradient: Gradient, geometry: GradientGeometry) {
    self.gradient = gradient
    self.geometry = geometry
  }
}

/// `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`, a greedy view
/// and a shape style.
///
///     Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
public struct LinearGradient: ShapeStyle, PrimitiveView {
  public let style: GradientStyle

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: .colors(colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: .stops(stops), startPoint: startPoint, endPoint: endPoint)
  }

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    style = GradientStyle(
      gradient: gradient, geometry: .linear(startPoint: startPoint, endPoint: endPoint))
  }

  public var resolvedColor: Color { Color(gradient: style) }
  var viewNodes: [ViewNode] { [ViewNode(.color(resolvedColor))] }
}

/// `RadialGradient(colors:center:startRadius:endRadius:)`, a greedy view and a shape style.
public struct RadialGradient: ShapeStyle, PrimitiveView {
  public let style: GradientStyle

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    style = GradientStyle(
      gradient: .colors(colors),
      geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
  }

  public var resolvedColor: Color { Color(gradient: style) }
  var viewNodes: [ViewNode] { [ViewNode(.color(resolvedColor))] }
}

/// `AngularGradient(colors:center:startAngle:endAngle:)`, a greedy view and a shape style.
public struct AngularGradient: ShapeStyle, PrimitiveView {
  public let style: GradientStyle

  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    style = GradientStyle(
      gradient: .colors(colors),
      geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle))
  }

  public var resolvedColor: Color { Color(gradient: style) }
  var viewNodes: [ViewNode] { [ViewNode(.color(resolvedColor))] }
}

extension Color {
  /// A gradient as a colour value, which is how LayoutLab passes every shape style.
  public init(gradient: GradientStyle, opacity: Double = 1) {
    self.init(definition: .gradient(gradient), opacity: opacity)
  }

  /// `Color.blue.gradient`: SwiftUI's `AnyGradient`, a gentle gradient from the colour.
  public var gradient: Color {
    Color(gradient: GradientStyle(gradient: .colors([self]), geometry: .automatic))
  }
}
