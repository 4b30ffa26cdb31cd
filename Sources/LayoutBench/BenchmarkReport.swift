import Foundation

extension LayoutBenchmark.Report {
  /// The report as a table, one case a line, then memory.
  public var text: String {
    func number(_ value: Double, _ digits: Int = 2) -> String {
      String(format: "%.\(digits)f", value)
    }
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
      return left ? text + padding : padding + text
    }
    var lines = [
      pad("case", 24, left: true) + pad("views", 8) + pad("build ms", 10) + pad("median ms", 11)
        + pad("min–max ms", 20) + pad("runs", 6) + pad("µs/view", 9) + pad("sizes/view", 12)
    ]
    for item in cases {
      let build = item.build.map { number($0.median, 3) } ?? "–"
      let spread = number(item.time.min, 3) + "–" + number(item.time.max, 3)
      let sizes = item.measurementsPerView.map { number($0, 2) } ?? "–"
      lines.append(
        pad(item.name, 24, left: true) + pad("\(item.views)", 8) + pad(build, 10)
          + pad(number(item.time.median, 3), 11) + pad(spread, 20) + pad("\(item.time.runs)", 6)
          + pad(number(item.microsecondsPerView, 3), 9) + pad(sizes, 12))
    }
    lines.append("")
    for item in cases {
      var notes: [String] = []
      if let maximum = item.maxMeasurementsPerViewAtADepth {
        notes.append("max sizes/view at one depth \(number(maximum, 2))")
      }
      if let byDepth = item.measurementsPerViewByDepth {
        notes.append("by depth [" + byDepth.map { number($0, 1) }.joined(separator: " ") + "]")
      }
      if let cells = item.cellsChanged { notes.append("cells written \(cells)") }
      if let bytes = item.bytesWritten {
        notes.append(
          "bytes written \(bytes), \(item.bytesWrittenUnchanged ?? -1) when nothing changed")
      }
      if let note = item.note { notes.append(note) }
      if !notes.isEmpty { lines.append("\(item.name): " + notes.joined(separator: "; ")) }
    }
    if let memory {
      lines.append(
        "memory: \(memory.views) views (flat row, tree + placed result held): "
          + "\(number(memory.bytesPerView, 0)) B/view resident, "
          + "\(number(memory.peakBytesPerView, 0)) B/view at the peak of layout")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as JSON (keys sorted; times in milliseconds).
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
