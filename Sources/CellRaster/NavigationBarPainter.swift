import Foundation
import LayoutCore

/// How the bars of navigation containers and TabViews are drawn on the grid (reference §14.9,
/// §14.10; terminal adaptations in §12 item 45): a line along the bar's edge next to the
/// content, a navigation title in bold (centred on an inline bar, at the leading margin on
/// the large title's rows) and its toolbar items' labels at the trailing margin, a tab bar's
/// or bottom toolbar's labels side by side, the shown tab's and the toolbar's in the accent
/// colour. Bars are drawn over the content, as SwiftUI draws them over views that reach under.
extension ViewPainter {
  /// The leading margin of a large title: 16 pt, a navigation bar's layout margin on iPhone.
  static let largeTitleMargin: CGFloat = 16

  mutating func paintBars(of node: PlacedNode, environment: DrawingEnvironment, clip: CellRect) {
    for bar in node.bars {
      guard let rect = geometry.cells(for: bar.frame), !rect.isEmpty else { continue }
      // The edge the bar shares with the content: a navigation bar's bottom, the others' top.
      let edgeRow = bar.role == .navigationBar ? rect.maxRow - 1 : rect.minRow
      var layer = LineLayer(columns: grid.columns, rows: grid.rows)
      let shown = rect.intersection(clip)
      for column in shown.minColumn..<Swift.max(shown.minColumn, shown.maxColumn) {
        layer.add(.horizontal, column: column, row: edgeRow, stroke: LineLayer.Stroke())
      }
      stroke(layer, color: .gray, environment: environment, clip: clip)
      let rows =
        bar.role == .navigationBar
        ? rect.minRow..<Swift.max(rect.minRow, rect.maxRow - 1)
        : Swift.min(rect.minRow + 1, rect.maxRow)..<rect.maxRow
      guard !rows.isEmpty else { continue }
      switch bar.role {
      case .navigationBar:
        // Toolbar items at the trailing margin of the inline row, the title drawn over them.
        if !bar.items.isEmpty {
          var items = environment
          items.textAlignment = .trailing
          items.foreground = .blue
          let row = bar.isLarge ? rows.lowerBound : rows.lowerBound + (rows.count - 1) / 2
          let margin = geometry.cells(
            for: CGRect(
              x: bar.frame.minX, y: bar.frame.minY,
              width: Swift.max(0, bar.frame.width - Self.largeTitleMargin), height: 1))
          paintText(
            [bar.items.joined(separator: "  ")],
            at: CellRect(
              minColumn: rect.minColumn, minRow: row,
              maxColumn: margin?.maxColumn ?? rect.maxColumn, maxRow: row + 1),
            environment: items, clip: clip)
        }
        guard let title = bar.title, !title.isEmpty else { continue }
        var text = environment
        text.bold = true
        if bar.isLarge {
          // The large title sits on the last row above the edge, at the leading margin.
          text.textAlignment = .leading
          let margin = geometry.cells(
            for: CGRect(
              x: bar.frame.minX + Self.largeTitleMargin, y: bar.frame.minY,
              width: Swift.max(0, bar.frame.width - 2 * Self.largeTitleMargin), height: 1))
          let line = CellRect(
            minColumn: margin?.minColumn ?? rect.minColumn, minRow: rows.upperBound - 1,
            maxColumn: margin?.maxColumn ?? rect.maxColumn, maxRow: rows.upperBound)
          paintText([title], at: line, environment: text, clip: clip)
        } else {
          text.textAlignment = .center
          let row = rows.lowerBound + (rows.count - 1) / 2
          let line = CellRect(
            minColumn: rect.minColumn, minRow: row, maxColumn: rect.maxColumn, maxRow: row + 1)
          paintText([title], at: line, environment: text, clip: clip)
        }
      case .tabBar, .bottomToolbar:
        let count = bar.items.count
        guard count > 0 else { continue }
        let row = rows.lowerBound + (rows.count - 1) / 2
        for (index, item) in bar.items.enumerated() {
          // Each item centred in its equal share of the bar's columns.
          let start = rect.minColumn + rect.width * index / count
          let end = rect.minColumn + rect.width * (index + 1) / count
          var text = environment
          text.textAlignment = .center
          // A toolbar's items are buttons, in the accent colour; a tab bar's shown tab is.
          text.foreground =
            bar.role == .bottomToolbar || index == bar.selectedItem ? .blue : .secondary
          paintText(
            [item], at: CellRect(minColumn: start, minRow: row, maxColumn: end, maxRow: row + 1),
            environment: text, clip: clip)
        }
      }
    }
  }
}
