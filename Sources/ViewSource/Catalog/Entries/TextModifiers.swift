import LayoutCore

extension Catalog {
  /// `multilineTextAlignment(_:)`: how the Texts below line up their lines inside their
  /// frames; drawing only, a Text is as wide as its widest line either way (§19.1).
  static let multilineTextAlignment = textEnumAttribute(
    "multilineTextAlignment", TextAlignment.self, typeName: "TextAlignment",
    make: ViewAttribute.multilineTextAlignment,
    read: { if case .multilineTextAlignment(let value) = $0 { value } else { nil } })

  /// `truncationMode(_:)`: where the Texts below that do not fit show "…" (§19.2).
  static let truncationMode = textEnumAttribute(
    "truncationMode", Text.TruncationMode.self, typeName: "TruncationMode",
    make: ViewAttribute.truncationMode,
    read: { if case .truncationMode(let value) = $0 { value } else { nil } })

  /// `textCase(_:)`: the Texts below upper- or lower-cased before they are measured; `nil`
  /// shows them as written (§19.3).
  static let textCase = Definition(
    attribute: "textCase", signatures: nil, properties: [textCaseProperty],
    build: { call in
      if call.arguments.count == 1, case .nilLiteral = call.arguments[0].value {
        return call.attribute(.textCase(nil))
      }
      guard let value = enumArgument(call, Text.Case.self, typeName: "Case") else { return nil }
      return call.attribute(.textCase(value))
    },
    print: { attribute in
      guard case .textCase(let value) = attribute else { return "" }
      return "textCase(\(value.map { "." + $0.rawValue } ?? "nil"))"
    })

  /// `minimumScaleFactor(_:)`: how far SwiftUI may shrink a Text's font to fit. A terminal's
  /// glyphs are one size, so the Text truncates as it would without it (§19.5, §12 item 29).
  static let minimumScaleFactor = Definition(
    attribute: "minimumScaleFactor", signatures: [[.unlabelled("factor", .number)]],
    properties: [minimumScaleFactorProperty],
    build: { call in
      guard let factor = call.number("factor") else { return nil }
      guard factor.isFinite, factor >= 0, factor <= 1 else {
        call.error(
          "'minimumScaleFactor' takes a fraction from 0 to 1, not \(ValuePrinter.number(factor))",
          at: call.arguments[0].range.start)
        return nil
      }
      call.interpreter.once(
        .note, "'minimumScaleFactor' cannot shrink terminal glyphs: the text truncates instead",
        at: call.location)
      return call.attribute(.minimumScaleFactor(factor))
    },
    print: { attribute in
      guard case .minimumScaleFactor(let factor) = attribute else { return "" }
      return "minimumScaleFactor(\(ValuePrinter.number(factor)))"
    })

  /// `.uppercase`, `.lowercase` or `nil`, cycled in that order.
  private static let textCaseProperty = EditableProperty(
    "textCase", stepping: .choice,
    read: { node in
      for attribute in node.attributes {
        if case .textCase(let value) = attribute {
          return .choice(
            value?.rawValue ?? "nil", among: Text.Case.allCases.map(\.rawValue) + ["nil"])
        }
      }
      return nil
    },
    write: { node, value in
      guard case .choice(let name, _) = value,
        let index = node.attributes.firstIndex(where: {
          if case .textCase = $0 { true } else { false }
        })
      else { return false }
      if name == "nil" {
        node.attributes[index] = .textCase(nil)
      } else {
        guard let new = Text.Case(rawValue: name) else { return false }
        node.attributes[index] = .textCase(new)
      }
      return true
    })

  /// The factor, from 0 to 1 in steps of 0.1.
  private static let minimumScaleFactorProperty = EditableProperty(
    "minimumScaleFactor", stepping: .fraction,
    read: { node in
      for attribute in node.attributes {
        if case .minimumScaleFactor(let factor) = attribute { return .number(factor) }
      }
      return nil
    },
    write: { node, value in
      guard case .number(let factor) = value, factor.isFinite, factor >= 0, factor <= 1,
        let index = node.attributes.firstIndex(where: {
          if case .minimumScaleFactor = $0 { true } else { false }
        })
      else { return false }
      node.attributes[index] = .minimumScaleFactor(factor)
      return true
    })

  /// A text modifier whose one argument is a case of `Value` (`.center`, `TextAlignment.center`).
  private static func textEnumAttribute<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ type: Value.Type, typeName: String,
    make: @escaping @Sendable (Value) -> ViewAttribute,
    read: @escaping @Sendable (ViewAttribute) -> Value?
  ) -> Definition where Value.RawValue == String {
    Definition(
      attribute: name, signatures: nil,
      properties: [.attributeCase(name, type, make: make, read: read)],
      build: { call in
        guard let value = enumArgument(call, type, typeName: typeName) else { return nil }
        return call.attribute(make(value))
      },
      print: { attribute in
        guard let value = read(attribute) else { return "" }
        return "\(name)(.\(value.rawValue))"
      })
  }

  /// The one unlabelled argument of `call` read as a case of `Value`, or nil after an error.
  private static func enumArgument<Value: RawRepresentable & CaseIterable>(
    _ call: Call, _ type: Value.Type, typeName: String
  ) -> Value? where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    guard let read = call.readingEnumCases([nil: (type: typeName, names: names)]),
      let resolved = read.resolved([[.unlabelled("value", .string)]]),
      let name = resolved.string("value")
    else { return nil }
    return Value(rawValue: name)
  }
}
