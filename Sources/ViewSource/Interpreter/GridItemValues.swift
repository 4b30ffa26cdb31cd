import LayoutCore

/// `GridItem(_:spacing:alignment:)` and its sizes, the values a lazy grid's tracks are read
/// from (reference §14.5).
extension SceneInterpreter {
  /// `GridItem(.fixed(70), spacing: 4, alignment: .top)`; every argument has a default.
  func gridItem(_ call: Call) -> Value? {
    guard
      let item = call.resolved([
        [
          .unlabelled("size", .gridItemSize, optional: true), .labelled("spacing", .number),
          .labelled("alignment", .alignment),
        ]
      ])
    else { return nil }
    var size = GridItem.Size.flexible()
    if case .gridItemSize(let given)? = item["size"] { size = given }
    var alignment: Alignment?
    if case .alignment(let given)? = item["alignment"] { alignment = given }
    return .gridItem(GridItem(size, spacing: item.length("spacing"), alignment: alignment))
  }

  /// `.fixed(70)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`, with
  /// SwiftUI's defaults (flexible: 10 and infinity; adaptive: infinity).
  func gridItemSize(
    _ name: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value? {
    let call = Call(
      interpreter: self, name: name, overload: 0, parameters: [], values: [],
      arguments: arguments, scope: scope, location: location, views: [])
    switch name {
    case "fixed":
      guard let length = call.resolved([[.unlabelled("length", .number)]])?.length("length")
      else { return nil }
      return .gridItemSize(.fixed(length))
    case "flexible":
      guard
        let bounds = call.resolved([
          [.labelled("minimum", .number), .labelled("maximum", .number)]
        ])
      else { return nil }
      return .gridItemSize(
        .flexible(
          minimum: bounds.length("minimum") ?? 10, maximum: bounds.length("maximum") ?? .infinity))
    case "adaptive":
      guard
        let bounds = call.resolved([
          [.labelled("minimum", .number, optional: false), .labelled("maximum", .number)]
        ]), let minimum = bounds.length("minimum")
      else { return nil }
      return .gridItemSize(
        .adaptive(minimum: minimum, maximum: bounds.length("maximum") ?? .infinity))
    default:
      let suggestion = Suggestions.closest(to: name, in: ["fixed", "flexible", "adaptive"])
      error(
        "type 'GridItem.Size' has no function '\(name)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: location)
      return nil
    }
  }
}
