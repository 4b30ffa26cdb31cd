import LayoutCore

extension Catalog {
  /// `Text("…")`, `Text(verbatim:)`, `Text(value, format:)` and `Text(date, style:)`: sized
  /// by its glyphs, wrapping at spaces (§3.3). A formatted value is the text its format style
  /// writes in en_US, a date a fixed placeholder (§19.6).
  static let text = Definition(
    "Text", role: .view, summary: "view: text, sized by its glyphs",
    signatures: [
      [.unlabelled("content", .string)], [.labelled("verbatim", .string, optional: false)],
      [.unlabelled("value", .anything), .labelled("format", .source, optional: false)],
      [.unlabelled("date", .anything), .labelled("style", .source, optional: false)],
    ],
    properties: [lineLimitProperty],
    build: { call in
      switch call.overload {
      case 0, 1:
        guard case .string(let text)? = call[call.overload == 0 ? "content" : "verbatim"] else {
          return nil
        }
        return call.view(.text(text))
      case 2:
        return formattedText(call)
      default:
        return dateText(call)
      }
    },
    print: { node, _ in
      guard case .text(let string) = node.kind else { return "" }
      return "Text(\(ValuePrinter.string(string)))"
    })

  /// `Text(price, format: .currency(code: "EUR"))`: the value as the style writes it; a
  /// style LayoutLab does not format shows the value as interpolation would, with a warning.
  private static func formattedText(_ call: Call) -> Value? {
    guard let value = call["value"],
      let style = call.arguments.first(where: { $0.label == "format" })
    else { return nil }
    if let text = call.interpreter.formatStyle(style.value, value) { return call.view(.text(text)) }
    let written = call.interpreter.sourceText(
      from: style.value.range.start, to: style.value.range.end)
    call.interpreter.once(
      .warning, "the format style '\(written)' is not modelled: the value is shown unformatted",
      at: style.value.range.start)
    return call.view(.text(call.interpreter.describe(value)))
  }

  /// `Text(date, style: .timer)`: the date placeholder in the style (§19.6).
  private static func dateText(_ call: Call) -> Value? {
    guard let argument = call.arguments.first(where: { $0.label == "style" }) else { return nil }
    let names = FoundationValues.DateStyle.allCases.filter { $0 != .dateTime }
    guard case .implicitMember(let name, _) = argument.value,
      let style = names.first(where: { $0.rawValue == name })
    else {
      let list = names.map { "'.\($0.rawValue)'" }
      call.error(
        "expected \(list.dropLast().joined(separator: ", ")) or \(list.last!) for 'style'",
        at: argument.value.range.start)
      return nil
    }
    guard case .opaque("Date")? = call["date"] else {
      call.error("'Text(_:style:)' shows a Date", at: call.arguments[0].value.range.start)
      return nil
    }
    return call.view(.text(FoundationValues.datePlaceholder(style)))
  }
}
