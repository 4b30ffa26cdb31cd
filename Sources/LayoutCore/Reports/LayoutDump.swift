/// The placed tree as JSON, the format of `layoutlab dump` that scripts read.
///
///     {"canvas":{"width":390,"height":844},"cell":{"width":10,"height":20},"root":NODE}
///     NODE = {"kind":"Text","label":"Hi","x":45,"y":392,"width":300,"height":60,
///             "proposal":{"width":390,"height":844},"children":[NODE, ...]}
///
/// Frames are exact points (unrounded) from the canvas's top left. `label` is present only for
/// Text, Color and filled or stroked shapes; `proposal` (an extra field) is the proposal the
/// node was placed with, `null` on an unspecified axis. JSON has no infinity, so a non-finite
/// number is written as the string `"inf"`, `"-inf"` or `"nan"`.
extension LayoutResult {
  /// The dump as one line of JSON, for cells of `cell` points.
  public func jsonDump(cell: CGSize) -> String {
    var out = "{\"canvas\":{\"width\":\(json(canvas.width)),\"height\":\(json(canvas.height))},"
    out += "\"cell\":{\"width\":\(json(cell.width)),\"height\":\(json(cell.height))},\"root\":"
    write(root, into: &out)
    out += "}"
    return out
  }

  private func write(_ node: PlacedNode, into out: inout String) {
    out += "{\"kind\":" + jsonString(node.name)
    if let label = node.label { out += ",\"label\":" + jsonString(label) }
    out += ",\"x\":\(json(node.frame.minX)),\"y\":\(json(node.frame.minY))"
    out += ",\"width\":\(json(node.frame.width)),\"height\":\(json(node.frame.height))"
    out +=
      ",\"proposal\":{\"width\":\(json(node.proposal.width)),\"height\":\(json(node.proposal.height))}"
    // A navigation container's or TabView's bars, the insets of its content's safe area (§14.9).
    if !node.bars.isEmpty {
      out += ",\"bars\":["
      for (index, bar) in node.bars.enumerated() {
        if index > 0 { out += "," }
        out += "{\"role\":" + jsonString(bar.role.rawValue)
        out += ",\"x\":\(json(bar.frame.minX)),\"y\":\(json(bar.frame.minY))"
        out += ",\"width\":\(json(bar.frame.width)),\"height\":\(json(bar.frame.height))"
        if let title = bar.title { out += ",\"title\":" + jsonString(title) }
        if bar.role == .navigationBar { out += ",\"large\":\(bar.isLarge)" }
        if !bar.items.isEmpty {
          out += ",\"items\":[" + bar.items.map(jsonString).joined(separator: ",") + "]"
          if let selected = bar.selectedItem { out += ",\"selected\":\(selected)" }
        }
        out += "}"
      }
      out += "]"
    }
    out += ",\"children\":["
    for (index, child) in node.children.enumerated() {
      if index > 0 { out += "," }
      write(child, into: &out)
    }
    out += "]}"
  }
}

/// A number as JSON: integral values without a fraction, others in their shortest form.
func json(_ value: CGFloat?) -> String {
  guard let value else { return "null" }
  if value.isNaN { return "\"nan\"" }
  if value == .infinity { return "\"inf\"" }
  if value == -.infinity { return "\"-inf\"" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return "\(Double(value))"
}

/// A string as a JSON literal, with the escapes JSON requires.
func jsonString(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20:
      out += String(format: "\\u%04x", scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
