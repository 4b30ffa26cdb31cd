import LayoutCore

extension String {
  /// The string cut into lines of at most `width` columns, at spaces where possible.
  public func wrapped(width: Int) -> [String] {
    let text = self
    guard width > 0 else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if candidate.terminalColumns <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var rest = String(word)
      while rest.terminalColumns > width {
        var head = ""
        while let first = rest.first, (head + String(first)).terminalColumns <= width {
          head.append(first)
          rest.removeFirst()
        }
        if head.isEmpty { break }
        lines.append(head)
      }
      current = rest
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
