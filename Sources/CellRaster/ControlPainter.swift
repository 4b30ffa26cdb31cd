import LayoutCore

/// How controls are drawn on the grid (reference §20, terminal adaptations in §12): a
/// bordered button as a box around its label, a borderless one's label in the accent colour,
/// a text field's extent shaded with its prompt in grey, and each part as a few glyphs.
extension ViewPainter {
  mutating func paintControl(
    _ control: Control, _ node: PlacedNode, at rect: CellRect?, environment: DrawingEnvironment,
    clip: CellRect
  ) {
    var inner = environment
    switch control.kind {
    case .button, .link, .navigationLink, .menu:
      if let rect, [.bordered, .borderedProminent].contains(environment.buttonStyle) {
        // A box needs a row above and below the label; a lower button is shaded instead.
        if environment.buttonStyle == .borderedProminent || rect.height < 3 {
          let shade = environment.buttonStyle == .borderedProminent ? Color.blue : .gray
          fill(rect, with: shade.opacity(0.5), environment: environment, clip: clip, shape: nil)
        }
        if rect.height >= 3 { box(rect, color: .secondary, environment: environment, clip: clip) }
      }
      if environment.buttonStyle != .plain, inner.foreground == nil { inner.foreground = .blue }
    case .textField, .secureField:
      if let rect {
        fill(rect, with: Color.gray.opacity(0.3), environment: environment, clip: clip, shape: nil)
      }
      inner.foreground = .secondary
    case .textEditor:
      if let rect { box(rect, color: .secondary, environment: environment, clip: clip) }
    case .part(let part):
      if let rect { paintPart(part, in: rect, environment: environment, clip: clip) }
    case .picker:
      if inner.foreground == nil { inner.foreground = .blue }
    case .label, .toggle, .stepper, .datePicker, .colorPicker, .slider, .progressView:
      break
    }
    for child in node.children { paint(child, environment: inner, clip: clip) }
  }

  /// A part's glyphs, on the middle row of its frame, centred (a track across the frame).
  private mutating func paintPart(
    _ part: ControlPart, in rect: CellRect, environment: DrawingEnvironment, clip: CellRect
  ) {
    // A bar thinner than a row (4 pt of a 20 pt cell) still shows on the row it is in.
    let rect =
      rect.height == 0 && part == .progressBar
      ? CellRect(
        minColumn: rect.minColumn, minRow: rect.minRow, maxColumn: rect.maxColumn,
        maxRow: rect.minRow + 1) : rect
    guard !rect.isEmpty else { return }
    let ascii = boxDrawing.isASCII
    let width = rect.width
    let text: String
    var color: Color = .secondary
    switch part {
    case .symbol(let name): text = Self.glyph(forSymbol: name, ascii: ascii)
    case .chevron: text = ascii ? "^" : "⌄"
    case .toggleSwitch:
      text = ascii ? "( o)" : "(  ●)"
      color = .green
    case .stepperButtons: text = ascii ? "[ - | + ]" : "[ − │ + ]"
    case .spinner: text = ascii ? "*" : "✻"
    case .colorWell: text = ascii ? "@" : "◉"
    case .datePill: text = "Jan 1, 2026"
    case .sliderTrack:
      let half = Swift.max(0, width - 1) / 2
      let line = ascii ? "-" : "─"
      text =
        String(repeating: line, count: half) + (ascii ? "o" : "●")
        + String(repeating: line, count: Swift.max(0, width - 1 - half))
      color = .blue
    case .progressBar: text = String(repeating: ascii ? "-" : "━", count: width)
    }
    let columns = text.reduce(0) { $0 + Swift.min($1.terminalColumns, 2) }
    let column = rect.minColumn + Swift.max(0, (width - columns) / 2)
    let row = rect.minRow + (rect.height - 1) / 2
    let line = CellRect(minColumn: column, minRow: row, maxColumn: rect.maxColumn, maxRow: row + 1)
    var drawing = environment
    drawing.foreground = color
    paintText([text], at: line, environment: drawing, clip: clip.intersection(rect))
  }

  /// A system image as one glyph: a few common symbols by name, a dot for the others.
  static func glyph(forSymbol name: String, ascii: Bool) -> String {
    let table: [(String, String, String)] = [
      ("star", "★", "*"), ("heart", "♥", "<3"), ("plus", "+", "+"), ("minus", "−", "-"),
      ("xmark", "✕", "x"), ("checkmark", "✓", "v"), ("gear", "⚙", "%"), ("trash", "⌫", "#"),
      ("magnifyingglass", "⌕", "?"), ("house", "⌂", "^"), ("person", "☺", "@"),
      ("bell", "♪", "!"), ("envelope", "✉", "m"), ("arrow", "→", ">"), ("chevron", "›", ">"),
    ]
    for (prefix, glyph, fallback) in table where name.hasPrefix(prefix) {
      return ascii ? String(fallback.prefix(1)) : glyph
    }
    return ascii ? "o" : "●"
  }

  /// A box of light lines around `rect`.
  private mutating func box(
    _ rect: CellRect, color: Color, environment: DrawingEnvironment, clip: CellRect
  ) {
    var layer = LineLayer(columns: grid.columns, rows: grid.rows)
    layer.box(rect, stroke: LineLayer.Stroke())
    stroke(layer, color: color, environment: environment, clip: clip)
  }
}
