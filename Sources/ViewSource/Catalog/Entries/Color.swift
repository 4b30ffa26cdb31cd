import LayoutCore

extension Catalog {
  /// `Color(red:green:blue:opacity:)` and `Color(white:opacity:)`; named colours (`Color.red`)
  /// are members, read by the interpreter. Greedy: takes what it is proposed (§3.1).
  static let color = Definition(
    "Color", role: .view, summary: "view: greedy, takes what it is proposed",
    signatures: nil,
    build: { call in
      // `Color(uiColor: .systemBlue)`, `Color(.label)`: a UIKit colour by name.
      if let first = call.arguments.first, call.arguments.count == 1,
        first.label == nil || first.label == "uiColor" || first.label == "nsColor",
        case .implicitMember(let name, let range) = first.value
      {
        guard let color = systemColor(name) else {
          call.error("'\(name)' is not a UIKit colour LayoutLab knows", at: range.start)
          return nil
        }
        return .color(color)
      }
      // `Color("AccentColor")`: an asset catalog's colour, drawn as a placeholder colour.
      if let first = call.arguments.first, call.arguments.count == 1, first.label == nil,
        case .string = first.value
      {
        guard case .string(let name)? = call.resolved([[.unlabelled("name", .string)]])?["name"]
        else { return nil }
        return .color(Color(named: assetPrefix + name))
      }
      guard
        let call = call.resolved([
          [
            .labelled("red", .number, optional: false),
            .labelled("green", .number, optional: false),
            .labelled("blue", .number, optional: false), .labelled("opacity", .number),
          ],
          [.labelled("white", .number, optional: false), .labelled("opacity", .number)],
          [
            .labelled("hue", .number, optional: false),
            .labelled("saturation", .number, optional: false),
            .labelled("brightness", .number, optional: false), .labelled("opacity", .number),
          ],
        ])
      else { return nil }
      let opacity = call.number("opacity") ?? 1
      if call.overload == 2 {
        guard let hue = call.number("hue"), let saturation = call.number("saturation"),
          let brightness = call.number("brightness")
        else { return nil }
        let (red, green, blue) = rgb(hue: hue, saturation: saturation, brightness: brightness)
        return .color(Color(red: red, green: green, blue: blue, opacity: opacity))
      }
      if call.overload == 0 {
        guard let red = call.number("red"), let green = call.number("green"),
          let blue = call.number("blue")
        else { return nil }
        return .color(Color(red: red, green: green, blue: blue, opacity: opacity))
      }
      guard let white = call.number("white") else { return nil }
      return .color(Color(white: white, opacity: opacity))
    },
    print: { node, _ in
      guard case .color(let color) = node.kind else { return "" }
      return ValuePrinter.colorView(color)
    })
}

extension Catalog {
  /// The name prefix of an asset catalog's colour: `Color("AccentColor")` is
  /// `Color(named: "asset:AccentColor")`, which the terminal draws in its default colour.
  static let assetPrefix = "asset:"

  /// UIKit's semantic and system colours as SwiftUI's, in their dark-appearance values (the
  /// terminal is drawn dark, §12): Apple's Human Interface Guidelines, "Color".
  static func systemColor(_ name: String) -> Color? {
    let named: [String: String] = [
      "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow",
      "systemGreen": "green", "systemMint": "mint", "systemTeal": "teal", "systemCyan": "cyan",
      "systemBlue": "blue", "systemIndigo": "indigo", "systemPurple": "purple",
      "systemPink": "pink", "systemBrown": "brown", "systemGray": "gray", "label": "primary",
      "secondaryLabel": "secondary", "white": "white", "black": "black", "clear": "clear",
      "tintColor": "accentColor", "systemFill": "gray", "separator": "gray",
      "systemBackground": "black", "systemGroupedBackground": "black",
    ]
    if let name = named[name] { return Color(named: name) }
    let grays: [String: Double] = [
      "systemGray2": 99, "systemGray3": 72, "systemGray4": 58, "systemGray5": 44,
      "systemGray6": 28, "secondarySystemBackground": 28, "tertiarySystemBackground": 44,
      "secondarySystemGroupedBackground": 28, "tertiarySystemGroupedBackground": 44,
      "tertiaryLabel": 72, "quaternaryLabel": 58, "placeholderText": 72, "opaqueSeparator": 56,
    ]
    return grays[name].map { Color(white: $0 / 255) }
  }

  /// HSB to RGB, each 0 to 1 (SwiftUI's `Color(hue:saturation:brightness:)`).
  static func rgb(hue: Double, saturation: Double, brightness: Double)
    -> (Double, Double, Double)
  {
    func unit(_ value: Double) -> Double { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }
    let (saturation, brightness) = (unit(saturation), unit(brightness))
    let hue = hue.isFinite ? hue : 0
    let h = Swift.min(5.999_999, (hue - hue.rounded(.down)) * 6)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}
