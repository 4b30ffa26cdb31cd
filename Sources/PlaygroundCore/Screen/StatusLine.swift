import CellRaster
import LayoutCore

/// The status line: the input line while it is open, else the last message, else the step
/// in words while stepping (`StepThrough`), else a lasting problem with the file, else a hint about the selection and the keys that edit it.
extension ScreenComposer {
  /// Draws the status line on its row.
  func drawStatus(into grid: inout CellGrid, layout: ScreenLayout) {
    let row = layout.statusRow
    if case .input(let line) = playground.overlay {
      let prompt = " " + line.prompt
      grid.writeBar(prompt, column: 0, row: row, width: layout.columns, style: .bar)
      let start = prompt.terminalColumns
      let room = layout.columns - start - 2
      var text = line.text
      while text.terminalColumns > room, !text.isEmpty { text.removeFirst() }
      let written = grid.write(text, column: start, row: row, style: .bar)
      grid.write("█", column: start + written, row: row, style: .bar)
      return
    }
    if let message = playground.message {
      grid.write(
        Self.fitted(" " + message.text, width: layout.columns), column: 0, row: row,
        width: layout.columns, style: message.isError ? .error : .plain)
      return
    }
    if let sentence = stepSentence {
      grid.write(" " + sentence, column: 0, row: row, width: layout.columns, style: .bold)
      return
    }
    if let problem = playground.file.problem {
      grid.write(
        " \(problem.line(file: playground.fileName)) (the last good layout stays)", column: 0,
        row: row, width: layout.columns, style: .error)
      return
    }
    if playground.file.isDeleted {
      grid.write(
        " \(playground.fileName) was deleted; your edits are kept: s saves them elsewhere",
        column: 0, row: row, width: layout.columns, style: .error)
      return
    }
    grid.write(" " + hint, column: 0, row: row, width: layout.columns, style: .dim)
  }

  /// `text` as it fits in `width` columns: whole, or cut at the last word that fits with a
  /// pointer to the log, where it can be read whole (`!`), never cut inside a word.
  static func fitted(_ text: String, width: Int) -> String {
    guard text.terminalColumns > width else { return text }
    let suffix = " … ! shows all"
    let room = width - suffix.terminalColumns
    var cut = ""
    var columns = 0
    var lastSpace: String.Index?
    for index in text.indices {
      let character = text[index]
      columns += character.terminalColumns
      if columns > room { break }
      if character == " " { lastSpace = cut.endIndex }
      cut.append(character)
    }
    if let lastSpace, lastSpace > cut.startIndex { cut = String(cut[..<lastSpace]) }
    while cut.hasSuffix(" ") || cut.hasSuffix(",") || cut.hasSuffix(":") { cut.removeLast() }
    return cut + suffix
  }

  /// What the status line says when nothing happened: what is selected and what keys do.
  var hint: String {
    guard let node = playground.selectedNode else { return "? shows the keys" }
    var text = node.displayName
    if let property = playground.focusedProperty, let value = node.value(of: property) {
      text += " · ▸ \(property.label) \(value.text): , . change it · Enter next property"
    } else {
      text += " · m adds a modifier · → selects inside"
    }
    if playground.configuration.mouseEnabled { text += " · click selects" }
    let below = playground.panelGrid.contentHeight - playground.display.canvasScroll
    if below > playground.screenLayout.bodyHeight {
      text =
        (playground.kind.gallery != nil ? "PgDn: more panels · " : "PgDn: more below · ") + text
    }
    return text
  }

  /// The status line while stepping: `step 7/42 · VStack proposes 300×nil to Text "Hi"`,
  /// naming views as the trace pane does.
  var stepSentence: String? {
    guard let current = playground.currentStep, let panel = playground.stepping?.panel,
      let result = playground.panels[panel].tracedResult
    else { return nil }
    let names = TracePane.displayNames(result)
    return "step \(current.index + 1)/\(current.count) · "
      + StepThrough.sentence(current.step, trace: result.trace, names: names)
  }
}
