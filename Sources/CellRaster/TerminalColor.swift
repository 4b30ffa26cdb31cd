import LayoutCore

/// A colour as a terminal shows it: components, and the 256- and 8-colour palette entries
/// that stand for it.
///
/// SwiftUI's named colours (`Color.blue`) get hand-picked palette entries so that they look
/// like themselves on xterm's palettes; other colours, and blends, take the nearest entry.
/// LayoutLab draws for a dark terminal: `primary` is the terminal's light default foreground,
/// and a translucent colour over nothing blends with black (`canvas`).
///
///     TerminalColor(Color.blue)?.palette256   // 33
///     TerminalColor(Color.clear)              // nil: clear draws nothing
///
/// The name is kept as a number in `ColorNameTable`, so that a colour (and a `Cell`) copies as
/// plain bytes.
public struct TerminalColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// The name's numbers in `ColorNameTable` (code 0: no name).
  var nameEntry: ColorNameTable.Entry

  /// The SwiftUI name of a named colour (`blue`), nil for components and blends.
  public var name: String? {
    get { nameEntry.code == 0 ? nil : ColorNameTable.shared.name(for: nameEntry.code) }
    set { nameEntry = Self.entry(for: newValue) }
  }

  public init(red: UInt8, green: UInt8, blue: UInt8, name: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.nameEntry = Self.entry(for: name)
  }

  /// A colour from its components and name numbers, as `Cell` stores it.
  init(red: UInt8, green: UInt8, blue: UInt8, nameEntry: ColorNameTable.Entry) {
    self.red = red
    self.green = green
    self.blue = blue
    self.nameEntry = nameEntry
  }

  private static func entry(for name: String?) -> ColorNameTable.Entry {
    guard let name else { return ColorNameTable.Entry(code: 0, identity: 0) }
    return ColorNameTable.shared.entry(for: name)
  }

  /// Colours compare as their components and names do (names as `String`s compare).
  public static func == (lhs: TerminalColor, rhs: TerminalColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.nameEntry.identity == rhs.nameEntry.identity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(nameEntry.identity)
  }

  /// The terminal colour of a SwiftUI colour, ignoring its opacity; nil for `clear`.
  public init?(_ color: Color) {
    switch color.definition {
    case .named(let name):
      guard name != "clear" else { return nil }
      let entry = Self.named[name] ?? Self.named["primary"]!
      self.init(red: entry.rgb.0, green: entry.rgb.1, blue: entry.rgb.2, name: name)
    case .rgb(let red, let green, let blue):
      func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((Swift.min(1, Swift.max(0, value)) * 255).rounded())
      }
      self.init(red: byte(red), green: byte(green), blue: byte(blue))
    // Shape styles draw as one colour (§12 items 30–33): the painter resolves `.tint` against
    // the environment first; here it is the accent colour.
    case .gradient, .material, .tint:
      self.init(color.painted())
    }
  }

  /// What a translucent colour blends with where nothing was drawn: the terminal's background,
  /// taken to be black.
  public static let canvas = TerminalColor(red: 0, green: 0, blue: 0)

  /// The hatching colour of the safe area: a dark grey that does not compete with views.
  public static let safeArea = TerminalColor(red: 88, green: 88, blue: 88)

  /// The xterm 256-colour palette index.
  public var palette256: UInt8 {
    if let name, let entry = Self.named[name], entry.rgb == (red, green, blue) {
      return entry.palette256
    }
    return Self.nearest256(red, green, blue)
  }

  /// The ANSI 8-colour index: 0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan,
  /// 7 white.
  public var palette8: UInt8 {
    if let name, let entry = Self.named[name], entry.rgb == (red, green, blue) {
      return entry.palette8
    }
    var best: (index: UInt8, distance: Int) = (0, .max)
    for (index, rgb) in Self.basic8.enumerated() {
      let distance = Self.distance((red, green, blue), rgb)
      if distance < best.distance { best = (UInt8(index), distance) }
    }
    return best.index
  }

  /// Relative luminance, 0 (black) to 1 (white), with the Rec. 709 weights.
  public var lightness: Double {
    (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }

  /// This colour painted with `opacity` over `base`: a component-wise blend, unnamed.
  ///
  ///     TerminalColor(Color.blue)!.blended(over: .canvas, opacity: 0.5)  // (0, 61, 128)
  public func blended(over base: TerminalColor, opacity: Double) -> TerminalColor {
    let alpha = opacity.isFinite ? Swift.min(1, Swift.max(0, opacity)) : 1
    if alpha >= 1 { return self }
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
    }
    return TerminalColor(
      red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue))
  }

  // MARK: Palettes

  /// A named colour's components (iOS light mode system colours) and palette entries.
  struct NamedEntry {
    let rgb: (UInt8, UInt8, UInt8)
    let palette256: UInt8
    let palette8: UInt8
  }

  /// SwiftUI's system colours; `primary` and `secondary` as on a dark terminal.
  static let named: [String: NamedEntry] = [
    "red": NamedEntry(rgb: (255, 59, 48), palette256: 196, palette8: 1),
    "orange": NamedEntry(rgb: (255, 149, 0), palette256: 208, palette8: 3),
    "yellow": NamedEntry(rgb: (255, 204, 0), palette256: 220, palette8: 3),
    "green": NamedEntry(rgb: (52, 199, 89), palette256: 41, palette8: 2),
    "mint": NamedEntry(rgb: (0, 199, 190), palette256: 44, palette8: 6),
    "teal": NamedEntry(rgb: (48, 176, 199), palette256: 37, palette8: 6),
    "cyan": NamedEntry(rgb: (50, 173, 230), palette256: 38, palette8: 6),
    "blue": NamedEntry(rgb: (0, 122, 255), palette256: 33, palette8: 4),
    "indigo": NamedEntry(rgb: (88, 86, 214), palette256: 62, palette8: 4),
    "purple": NamedEntry(rgb: (175, 82, 222), palette256: 134, palette8: 5),
    "pink": NamedEntry(rgb: (255, 45, 85), palette256: 204, palette8: 5),
    "brown": NamedEntry(rgb: (162, 132, 94), palette256: 137, palette8: 3),
    "white": NamedEntry(rgb: (255, 255, 255), palette256: 231, palette8: 7),
    "gray": NamedEntry(rgb: (142, 142, 147), palette256: 245, palette8: 7),
    "black": NamedEntry(rgb: (0, 0, 0), palette256: 16, palette8: 0),
    "primary": NamedEntry(rgb: (229, 229, 229), palette256: 254, palette8: 7),
    "secondary": NamedEntry(rgb: (142, 142, 147), palette256: 245, palette8: 7),
    // HierarchicalShapeStyle's third and fourth levels, as label colours on black.
    "tertiary": NamedEntry(rgb: (72, 72, 76), palette256: 239, palette8: 7),
    "quaternary": NamedEntry(rgb: (58, 58, 60), palette256: 237, palette8: 0),
    "accentColor": NamedEntry(rgb: (0, 122, 255), palette256: 33, palette8: 4),
  ]

  /// xterm's default components for the eight basic colours.
  static let basic8: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
  ]

  /// The nearest entry of xterm's 6×6×6 colour cube (16–231) or grey ramp (232–255).
  static func nearest256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    let levels: [Int] = [0, 95, 135, 175, 215, 255]
    func level(_ value: UInt8) -> Int {
      levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let cube = (UInt8(levels[r]), UInt8(levels[g]), UInt8(levels[b]))
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = Swift.min(23, Swift.max(0, (average - 8 + 5) / 10))
    let greyValue = UInt8(8 + 10 * grey)
    let cubeDistance = distance((red, green, blue), cube)
    let greyDistance = distance((red, green, blue), (greyValue, greyValue, greyValue))
    if greyDistance < cubeDistance { return UInt8(232 + grey) }
    return UInt8(16 + 36 * r + 6 * g + b)
  }

  private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    return dr * dr + dg * dg + db * db
  }
}
