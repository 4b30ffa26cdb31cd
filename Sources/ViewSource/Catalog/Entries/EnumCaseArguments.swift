import LayoutCore

extension Call {
  /// This call with the arguments labelled as in `cases` (nil: the first unlabelled one)
  /// read as enum cases (`.fit`, `ContentMode.fill`) and given as string literals of the
  /// case's name, so that a signature with a `.string` parameter resolves them with the
  /// usual label and count errors; nil after an error for a value that is not one of the
  /// cases.
  ///
  /// Enums that only image and aspect-ratio calls take (`ContentMode`, `Image.ResizingMode`,
  /// `Image.TemplateRenderingMode`, `Image.Interpolation`) are read from the expression as
  /// written rather than evaluated: a scene spells them out, and none is a value of its own.
  func readingEnumCases(_ cases: [String?: (type: String, names: [String])]) -> Call? {
    var rewritten = arguments
    var unlabelledSeen = false
    for (index, argument) in arguments.enumerated() where !argument.isTrailing {
      let key: String? = argument.label
      if argument.label == nil {
        if unlabelledSeen { continue }
        unlabelledSeen = true
      }
      guard let (type, names) = cases[key] else { continue }
      let name: String?
      switch argument.value {
      case .implicitMember(let member, _): name = member
      case .member(let base, let member, _):
        let written = interpreter.sourceText(from: base.range.start, to: base.range.end)
        name = written == type || written.hasSuffix("." + type) ? member : nil
      default: name = nil
      }
      guard let name, names.contains(name) else {
        let expected = names.map { "'.\($0)'" }
        let list =
          expected.count == 2
          ? expected.joined(separator: " or ")
          : expected.dropLast().joined(separator: ", ") + " or " + expected.last!
        error(
          "expected \(list) for '\(argument.label ?? self.name)'",
          at: argument.value.range.start)
        return nil
      }
      rewritten[index].value = .string([.text(name)], argument.value.range)
    }
    return Call(
      interpreter: interpreter, name: self.name, overload: 0, parameters: [], values: [],
      arguments: rewritten, scope: scope, location: location, views: views)
  }

  /// A string argument, the case name `readingEnumCases` gave it.
  func string(_ name: String) -> String? {
    if case .string(let text)? = self[name] { return text }
    return nil
  }
}
