import CellRaster
import LayoutCore

/// The title line: the document (`●` when it holds unsaved edits), its knobs, and the
/// selection's breadcrumb.
///
/// What is open and with which container and text, so that a screenshot says what it
/// shows; the breadcrumb (panel, then each view from the root to the selection) keeps its
/// end when it is too long, since the selection is what matters.
extension ScreenComposer {
  /// `LayoutLab · Centering gallery · 300×60 · "Hello world" │ Spacer() › background › frame`.
  func drawTitle(into grid: inout CellGrid, layout: ScreenLayout) {
    let state = playground.state
    var parts = ["LayoutLab"]
    switch playground.kind {
    case .gallery(let gallery):
      parts.append(gallery.title + (playground.showsUnsavedEdits ? " ●" : ""))
      if let size = state.knobs.container { parts.append(PointText.size(size)) }
      if gallery == .frames, let index = state.knobs.alignmentIndex,
        FrameGallery.alignmentNames.indices.contains(index)
      {
        parts.append(FrameGallery.alignmentNames[index])
      }
    case .scene(let name):
      var status = ""
      if playground.file.isDeleted { status = " (deleted)" }
      if let problem = playground.file.problem { status = problem.titleNote }
      parts.append(name + status + (playground.showsUnsavedEdits ? " ●" : ""))
      let canvas = playground.selectedPanel?.canvas ?? .zero
      parts.append(
        "canvas \(PointText.size(canvas))" + (state.knobs.container == nil ? " (screen size)" : ""))
    }
    var textPart: String?
    if let text = state.knobs.text {
      let shown = text.replacingOccurrences(of: "\n", with: "⏎")
      textPart = "\"\(shown.count > 24 ? shown.prefix(23) + "…" : Substring(shown))\""
    }
    var crumbs: [String] = []
    var kept = 0  // leading crumbs that stay: a gallery's panel number and name
    if playground.kind.gallery != nil, let panel = playground.selectedPanel {
      crumbs.append("\(playground.selection.panel + 1)/\(playground.panels.count) \(panel.title)")
      kept = 1
    }
    if let tree = playground.selectedPanel?.tree {
      crumbs += tree.nodes(along: playground.selection.path).map(\.displayName)
    }
    // Narrow terminals: the panel and the selection matter more than the product's name, then
    // the text (issue #16: the title keeps the panel number and name at 80×24).
    let essential = (crumbs.prefix(kept) + crumbs.suffix(1)).joined(separator: " › … › ")
    func left() -> String {
      " " + (parts + (textPart.map { [$0] } ?? [])).joined(separator: " · ") + "  "
    }
    if left().terminalColumns + essential.terminalColumns + 1 > layout.columns {
      parts.removeFirst()
      if left().terminalColumns + essential.terminalColumns + 1 > layout.columns { textPart = nil }
    }
    grid.writeBar(left(), column: 0, row: layout.titleRow, width: layout.columns, style: .bar)
    let used = left().terminalColumns
    // The end of the path matters most: the crumbs between the panel and it give way to `…`.
    let room = layout.columns - used - 1
    guard room > 4 else { return }
    var breadcrumb = crumbs.joined(separator: " › ")
    while breadcrumb.terminalColumns > room, crumbs.count > kept + 1 {
      crumbs.remove(at: kept)
      breadcrumb = (crumbs.prefix(kept) + ["…"] + crumbs.dropFirst(kept)).joined(separator: " › ")
    }
    if breadcrumb.terminalColumns > room {
      while breadcrumb.terminalColumns > room - 1, !breadcrumb.isEmpty { breadcrumb.removeFirst() }
      breadcrumb = "…" + breadcrumb
    }
    grid.write(
      breadcrumb, column: layout.columns - 1 - breadcrumb.terminalColumns, row: layout.titleRow,
      style: .bar)
  }
}
