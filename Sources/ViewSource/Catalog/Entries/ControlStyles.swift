import LayoutCore

extension Catalog {
  /// `buttonStyle(_:)` with a built-in style (`.bordered`, `BorderedButtonStyle()`): an
  /// environment value, so it styles every button below (reference §20.1). A custom style is
  /// kept as an inert modifier: LayoutLab cannot run its `makeBody`.
  static let buttonStyle = styleAttribute(
    "buttonStyle", ButtonStyleKind.self, typeSuffix: "ButtonStyle", make: ViewAttribute.buttonStyle,
    read: { if case .buttonStyle(let style) = $0 { style } else { nil } })

  /// `controlSize(_:)`: the size of the controls below (§20.1).
  static let controlSize = styleAttribute(
    "controlSize", ControlSize.self, typeSuffix: nil, make: ViewAttribute.controlSize,
    read: { if case .controlSize(let size) = $0 { size } else { nil } })

  /// `labelStyle(_:)` with a built-in style: which of a Label's icon and title show (§20.2).
  static let labelStyle = styleAttribute(
    "labelStyle", LabelStyleKind.self, typeSuffix: "LabelStyle", make: ViewAttribute.labelStyle,
    read: { if case .labelStyle(let style) = $0 { style } else { nil } })

  /// An environment modifier whose one argument is a member of `Style` (`.bordered`) or its
  /// type (`BorderedButtonStyle()`); any other argument keeps the call inert, with its note,
  /// or is an error where no custom style can exist (a `ListStyle`).
  static func styleAttribute<Style: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ type: Style.Type, typeSuffix: String?,
    make: @escaping @Sendable (Style) -> ViewAttribute,
    read: @escaping @Sendable (ViewAttribute) -> Style?, allowsCustomStyles: Bool = true
  ) -> Definition where Style.RawValue == String {
    Definition(
      attribute: name, signatures: [[.unlabelled("style", .source)]],
      properties: [.attributeCase(name, type, make: make, read: read)],
      build: { call in
        let source = ControlCall.source(call, "style") ?? ""
        let style = Style.allCases.first { style in
          // `.automatic` is spelt `DefaultButtonStyle()`, `DefaultListStyle()` as a type.
          let raw = style.rawValue == "automatic" ? "default" : style.rawValue
          let typeName = typeSuffix.map { raw.prefix(1).uppercased() + raw.dropFirst() + $0 + "()" }
          return source == "." + style.rawValue || (typeName != nil && source == typeName)
        }
        if let style { return call.attribute(make(style)) }
        guard allowsCustomStyles else {
          let names = Style.allCases.map { "." + $0.rawValue }
          call.error(
            "'\(name)' takes " + names.dropLast().joined(separator: ", ") + " or "
              + names.last!)
          return nil
        }
        call.interpreter.once(.note, inertNote(name), at: call.location)
        let text = call.interpreter.argumentsText(after: name, at: call.location)
        return call.attribute(.inert(name: name, arguments: text))
      },
      print: { attribute in
        guard let style = read(attribute) else { return "" }
        return "\(name)(.\(style.rawValue))"
      })
  }
}
