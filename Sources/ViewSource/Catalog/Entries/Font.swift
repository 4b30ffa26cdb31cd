import LayoutCore

extension Catalog {
  /// `font(_:)`: the text style below; in a terminal every font is one cell a glyph (§12).
  static let font = Definition(
    attribute: "font", signatures: [[.optional("font", .font)]],
    build: { call in
      if case .font(let font)? = call["font"] { return call.attribute(.font(font)) }
      return call.attribute(.font(nil))
    },
    print: { attribute in
      guard case .font(let font) = attribute else { return "" }
      return "font(\(font.map { "." + $0.name } ?? "nil"))"
    })

  /// `bold(_:)`: drawn bold; the terminal's glyphs keep their width (§12).
  static let bold = Definition(
    attribute: "bold", signatures: [[.unlabelled("isActive", .bool, optional: true)]],
    build: { call in call.attribute(.bold(call.bool("isActive") ?? true)) },
    print: { attribute in
      guard case .bold(let flag) = attribute else { return "" }
      return flag ? "bold()" : "bold(false)"
    })
}

/// Fonts written as SwiftUI's initialisers and methods: `.system(size: 17, weight: .bold)`,
/// `.system(.title, design: .rounded)`, `.custom("Avenir", size: 17)`, `.title2.weight(.semibold)`,
/// `Font.body.bold()`. A terminal draws every font one cell a glyph (§12), so a font is its
/// canonical source, drawn bold when its weight is bold or heavier.
extension SceneInterpreter {
  static let fontWeights = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]
  static let fontDesigns = ["default", "serif", "rounded", "monospaced"]
  static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

  /// `system(...)` or `custom(...)`, or nil after an error.
  func font(
    _ kind: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value? {
    var parts: [String] = []
    var isBold = false
    for (index, argument) in arguments.enumerated() {
      let at = argument.value.range.start
      switch (kind, argument.label) {
      case ("system", nil) where index == 0:
        guard case .implicitMember(let style, _) = argument.value, Self.fontNames.contains(style)
        else {
          error("expected a text style such as '.title'", at: at)
          return nil
        }
        isBold = Font(named: style).isBold
        parts.append("." + style)
      case ("custom", nil) where index == 0:
        guard let value = eval(argument.value, in: scope, expecting: .string) else { return nil }
        guard case .string(let name) = value else {
          error("expected the font's name as a string", at: at)
          return nil
        }
        parts.append(ValuePrinter.string(name))
      case (_, "size"?), ("custom", "fixedSize"?):
        guard let size = eval(argument.value, in: scope, expecting: .number)?.number else {
          return nil
        }
        parts.append("\(argument.label!): \(ValuePrinter.number(size))")
      case ("system", "weight"?):
        guard let weight = member(of: argument, in: Self.fontWeights, what: "a font weight")
        else { return nil }
        isBold = Self.boldWeights.contains(weight)
        parts.append("weight: ." + weight)
      case ("system", "design"?):
        guard let design = member(of: argument, in: Self.fontDesigns, what: "a font design")
        else { return nil }
        parts.append("design: ." + design)
      case ("custom", "relativeTo"?):
        guard let style = member(of: argument, in: Self.fontNames, what: "a text style") else {
          return nil
        }
        parts.append("relativeTo: ." + style)
      default:
        error(
          "'\(kind)' has no argument \(argument.label.map { "labelled '\($0)'" } ?? "here")", at: at
        )
        return nil
      }
    }
    if kind == "system", !parts.contains(where: { $0.hasPrefix("size:") || $0.hasPrefix(".") }) {
      error("'system' needs a 'size:' or a text style", at: location)
      return nil
    }
    return .font(Font(named: kind + "(" + parts.joined(separator: ", ") + ")", isBold: isBold))
  }

  /// `font.weight(.bold)`, `font.bold()`, `font.italic()`, ...: the font with the method's
  /// source appended; none changes a text's size in a terminal.
  func fontMethod(
    _ name: String, of font: Font, _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> Value? {
    switch name {
    case "weight":
      guard arguments.count == 1, arguments[0].label == nil,
        let weight = member(of: arguments[0], in: Self.fontWeights, what: "a font weight")
      else {
        if arguments.count != 1 { error("'weight' takes one weight such as '.bold'", at: location) }
        return nil
      }
      return .font(
        Font(
          named: font.name + ".weight(." + weight + ")",
          isBold: font.isBold || Self.boldWeights.contains(weight)))
    case "bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps",
      "uppercaseSmallCaps":
      guard arguments.isEmpty else {
        error("'\(name)' takes no arguments here", at: arguments[0].range.start)
        return nil
      }
      return .font(
        Font(named: font.name + "." + name + "()", isBold: font.isBold || name == "bold"))
    case "leading", "width":
      return .font(
        Font(
          named: font.name + "." + name + argumentsText(after: name, at: location),
          isBold: font.isBold))
    default:
      let known = Self.fontMethods
      if let suggestion = Suggestions.closest(to: name, in: known) {
        error("'Font' has no method '\(name)'; did you mean '\(suggestion)'?", at: location)
      } else {
        error("'Font' has no method '\(name)'", at: location)
      }
      return nil
    }
  }

  static let fontMethods = [
    "weight", "bold", "italic", "monospaced", "monospacedDigit", "smallCaps",
    "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width",
  ]

  /// The name of an implicit member among `names` (`.bold` for a weight), or nil after an error.
  private func member(of argument: Argument, in names: [String], what: String) -> String? {
    if case .implicitMember(let name, _) = argument.value, names.contains(name) { return name }
    if case .implicitMember(let name, let range) = argument.value,
      let suggestion = Suggestions.closest(to: name, in: names)
    {
      error("'.\(name)' is not \(what); did you mean '.\(suggestion)'?", at: range.start)
      return nil
    }
    error("expected \(what) such as '.\(names[names.count / 2])'", at: argument.value.range.start)
    return nil
  }
}
