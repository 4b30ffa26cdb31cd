import CellRaster
import LayoutCore

/// The side pane at the right: the inspector over the trace, or the code (Tab switches).
///
/// Both follow the selection: the inspector's rows and the trace's sentences wrap to the
/// pane's width; the code pane scrolls to keep the selected line in view and highlights it.
extension ScreenComposer {
  /// The inspector's rows at the top, the trace below them, each in its own part of the pane.
  func drawInspectorAndTrace(into grid: inout CellGrid, layout: ScreenLayout, column: Int) {
    let width = layout.sideWidth
    let lines = inspectorLines(width: width)
    let body = layout.bodyRows
    let inspectorHeight = inspectorHeight(lines: lines.count, layout: layout)
    for (index, line) in lines.prefix(inspectorHeight).enumerated() {
      let row = body.lowerBound + index
      if line.style == .selected {
        grid.writeBar(" " + line.text, column: column, row: row, width: width, style: line.style)
      } else {
        grid.write(" " + line.text, column: column, row: row, width: width, style: line.style)
      }
    }
    if lines.count > inspectorHeight {
      grid.write(
        "…", column: column + width - 1, row: body.lowerBound + inspectorHeight - 1, style: .dim)
    }
    let headerRow = body.lowerBound + inspectorHeight
    guard headerRow < body.upperBound else { return }
    let available = body.upperBound - headerRow - 1
    // Only the lines up to the bottom of the window are made (and one more, to know whether
    // there are more): a large scene's trace has tens of thousands.
    // While stepping, the whole panel's trace, every line made, the window kept on the
    // current step's line.
    let step = playground.currentStep
    let wanted = step == nil ? playground.display.traceScroll + available + 1 : .max
    let traced = playground.selectedPanel?.tracedResult
    let trace =
      traced.map { self.traceLines(of: $0, width: width, maximum: wanted, step: step?.step) } ?? []
    let maximum =
      trace.count < wanted ? Swift.max(0, trace.count - available) : playground.display.traceScroll
    var scroll = Swift.min(playground.display.traceScroll, maximum)
    if step != nil, let current = trace.firstIndex(where: \.isCurrent) {
      // The current line a third of the way down, so that what led to it shows above.
      scroll = Swift.min(maximum, Swift.max(0, current - available / 3))
    }
    var heading = "trace"
    if let step {
      heading += " · step \(step.index + 1)/\(step.count)"
    } else if let name = playground.selectedNode?.displayName {
      heading += " · " + name
    }
    heading += trace.count > available && step == nil ? " · J K scroll" : ""
    grid.writeBar(" " + heading, column: column, row: headerRow, width: width, style: .frame)
    grid.addRule(row: headerRow, column: column, width: width)
    for (index, line) in trace.dropFirst(scroll).prefix(available).enumerated() {
      if line.isCurrent {
        grid.writeBar(
          " " + line.text, column: column, row: headerRow + 1 + index, width: width,
          style: .selected)
        continue
      }
      grid.write(
        " " + line.text, column: column, row: headerRow + 1 + index, width: width,
        style: line.isHeading ? .dim : .plain)
    }
    if traced == nil, let panel = playground.selectedPanel, panel.result != nil {
      grid.write(
        " not traced: more than \(Panel.traceViewLimit) views; `layoutlab trace` prints it all",
        column: column, row: headerRow + 1, width: width, style: .dim)
    } else if trace.isEmpty {
      grid.write(
        " no requests: this view is not laid out itself", column: column, row: headerRow + 1,
        width: width, style: .dim)
    }
  }

  /// The inspector's rows, wrapped: the label in its column, the value continuing under it.
  func inspectorLines(width: Int) -> [(text: String, style: TextStyle)] {
    var lines: [(text: String, style: TextStyle)] = []
    for row in Inspector.rows(for: playground) {
      let labelWidth = Swift.max(Inspector.labelWidth, row.label.terminalColumns + 1)
      let valueWidth = Swift.max(4, width - labelWidth - 1)
      for (index, piece) in row.value.wrapped(width: valueWidth).enumerated() {
        let label = index == 0 ? row.label : ""
        let padded =
          label + String(repeating: " ", count: Swift.max(0, labelWidth - label.terminalColumns))
        lines.append((row.label.isEmpty && index == 0 ? piece : padded + piece, row.style))
      }
    }
    return lines
  }

  /// The rows the inspector takes: what it needs, leaving the trace at least 8 and its heading.
  func inspectorHeight(lines: Int, layout: ScreenLayout) -> Int {
    Swift.min(lines, Swift.max(4, layout.bodyHeight - 8 - 1))
  }

  /// The trace's sentences, indented by nesting and wrapped to the pane: the first
  /// `maximum` lines. With a `step`, the whole panel's (step-through), the lines that say it
  /// marked current.
  func traceLines(
    of result: LayoutResult, width: Int, maximum: Int = .max, step: StepThrough.Step? = nil
  ) -> [(text: String, isHeading: Bool, isCurrent: Bool)] {
    var lines: [(text: String, isHeading: Bool, isCurrent: Bool)] = []
    let sentences = TracePane.lines(
      for: result, subtreeOf: step == nil ? playground.selectedPlacedNode?.id : nil,
      maximum: maximum)
    for line in sentences {
      let indent = String(repeating: " ", count: Swift.min(line.indent, 8))
      let pieces = line.text.wrapped(width: Swift.max(8, width - 2 - indent.count - 2))
      let isCurrent = step.map(line.says) ?? false
      for (index, piece) in pieces.enumerated() {
        lines.append(((index == 0 ? indent : indent + "  ") + piece, line.isHeading, isCurrent))
        if lines.count >= maximum { return lines }
      }
    }
    return lines
  }

  /// How far the side pane can scroll: the trace's or the code's lines past its height.
  var sidePaneScrollLimit: Int {
    let layout = playground.screenLayout
    switch playground.display.sidePane {
    case .inspector:
      let inspector = inspectorHeight(
        lines: inspectorLines(width: layout.sideWidth).count, layout: layout)
      let available = layout.bodyHeight - inspector - 1
      guard let traced = playground.selectedPanel?.tracedResult else { return 0 }
      let step = playground.currentStep?.step
      return Swift.max(
        0, traceLines(of: traced, width: layout.sideWidth, step: step).count - available)
    case .code:
      guard let tree = playground.selectedPanel?.sourceTree else { return 0 }
      return Swift.max(
        0, playground.caches.codePane(for: tree).lines.count - (layout.bodyHeight - 1))
    case .outline:
      guard let tree = playground.selectedPanel?.sourceTree else { return 0 }
      return Swift.max(
        0, playground.caches.outlinePane(for: tree).lines.count - (layout.bodyHeight - 1))
    }
  }

  /// The printed scene with the selected node's line highlighted.
  func drawCode(into grid: inout CellGrid, layout: ScreenLayout, column: Int) {
    let width = layout.sideWidth
    let body = layout.bodyRows
    grid.writeBar(
      " code · Tab: outline", column: column, row: body.lowerBound, width: width, style: .frame)
    grid.addRule(row: body.lowerBound, column: column, width: width)
    guard let tree = playground.selectedPanel?.sourceTree else {
      grid.write(
        " no code: the scene has not parsed", column: column, row: body.lowerBound + 1,
        width: width, style: .dim)
      return
    }
    let pane = playground.caches.codePane(for: tree)
    let selectedLine = pane.lineByPath[playground.selection.path]
    let height = body.count - 1
    let start = CodePane.firstLine(for: playground, pane: pane)
    for index in 0..<height {
      let line = start + index
      guard pane.lines.indices.contains(line) else { break }
      let row = body.lowerBound + 1 + index
      if line == selectedLine {
        grid.writeBar(
          " " + pane.lines[line], column: column, row: row, width: width, style: .selected)
      } else {
        grid.write(" " + pane.lines[line], column: column, row: row, width: width)
      }
    }
  }
}
