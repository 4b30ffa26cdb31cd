import LayoutCore

extension Catalog {
  /// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`: columns sized from the
  /// proposed width by their GridItems, rows as tall as their tallest item (§14.5).
  static let lazyVGrid = lazyGridDefinition(.vertical)
  /// `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`: rows sized from the proposed
  /// height, columns as wide as their widest item (§14.5).
  static let lazyHGrid = lazyGridDefinition(.horizontal)

  /// How many tracks the inspector offers to step: the first four.
  static let editableTrackCount = 4

  private static func lazyGridDefinition(_ axis: Axis) -> Definition {
    let vertical = axis == .vertical
    let tracks = vertical ? "columns" : "rows"
    return Definition(
      vertical ? "LazyVGrid" : "LazyHGrid", role: .container,
      summary: vertical
        ? "container: columns from GridItems, rows made as they come into view"
        : "container: rows from GridItems, columns made as they come into view",
      signatures: [
        [
          .labelled(tracks, .gridItems, optional: false),
          .labelled("alignment", vertical ? .horizontal : .vertical),
          .labelled("spacing", .number), .labelled("pinnedViews", .pinnedViews), .content(),
        ]
      ],
      properties: [lazyGridSpacing, lazyGridAlignment]
        + (0..<editableTrackCount).map { lazyGridTrack($0, name: vertical ? "column" : "row") },
      build: { call in
        guard case .array(let values)? = call[tracks], let children = call.content() else {
          return nil
        }
        let items = values.compactMap { value -> GridItem? in
          if case .gridItem(let item) = value { return item }
          return nil
        }
        var alignment = Alignment.center
        if case .horizontal(let guide)? = call["alignment"] { alignment.horizontal = guide }
        if case .vertical(let guide)? = call["alignment"] { alignment.vertical = guide }
        var pinned: PinnedScrollableViews = []
        if case .pinnedViews(let views)? = call["pinnedViews"] { pinned = views }
        return call.view(
          .lazyGrid(
            LazyGrid(
              axis: axis, items: items, alignment: alignment, spacing: call.length("spacing"),
              pinnedViews: pinned)), children: children)
      },
      print: { node, printing in
        guard case .lazyGrid(let grid) = node.kind else { return "" }
        let guide =
          grid.axis == .vertical
          ? (grid.alignment.horizontal == .center
            ? nil : ValuePrinter.guide(grid.alignment.horizontal))
          : (grid.alignment.vertical == .center
            ? nil : ValuePrinter.guide(grid.alignment.vertical))
        let arguments = ValuePrinter.arguments([
          (grid.axis == .vertical ? "columns" : "rows", gridItems(grid.items)),
          ("alignment", guide), ("spacing", grid.spacing.map(ValuePrinter.number)),
          ("pinnedViews", pinnedViews(grid.pinnedViews)),
        ])
        return node.kind.name + arguments + " " + printing.block(node.children)
      })
  }

  /// `[GridItem(.fixed(70)), GridItem()]`, or `Array(repeating: GridItem(), count: 3)` for
  /// several equal items.
  static func gridItems(_ items: [GridItem]) -> String {
    if items.count > 1, let first = items.first, items.allSatisfy({ $0 == first }) {
      return "Array(repeating: \(gridItem(first)), count: \(items.count))"
    }
    return "[" + items.map(gridItem).joined(separator: ", ") + "]"
  }

  /// `GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .top)`; defaults left out.
  static func gridItem(_ item: GridItem) -> String {
    var size: String?
    switch item.size {
    case .fixed(let length): size = ".fixed(\(ValuePrinter.number(length)))"
    case .flexible(let minimum, let maximum):
      if minimum != 10 || maximum != .infinity {
        size =
          ".flexible"
          + ValuePrinter.arguments([
            ("minimum", minimum == 10 ? nil : ValuePrinter.number(minimum)),
            ("maximum", maximum == .infinity ? nil : ValuePrinter.number(maximum)),
          ])
      }
    case .adaptive(let minimum, let maximum):
      size =
        ".adaptive"
        + ValuePrinter.arguments([
          ("minimum", ValuePrinter.number(minimum)),
          ("maximum", maximum == .infinity ? nil : ValuePrinter.number(maximum)),
        ])
    }
    return "GridItem"
      + ValuePrinter.arguments([
        (nil, size), ("spacing", item.spacing.map(ValuePrinter.number)),
        ("alignment", item.alignment.map(ValuePrinter.alignment)),
      ])
  }

  /// The distance between a lazy grid's rows (a LazyHGrid's columns): nil (8) → 0 → 10 → ….
  private static let lazyGridSpacing = EditableProperty(
    "spacing", stepping: .fromZero,
    read: { node in
      guard case .lazyGrid(let grid) = node.kind else { return nil }
      return .length(grid.spacing)
    },
    write: { node, value in
      guard case .lazyGrid(var grid) = node.kind, case .length(let spacing) = value else {
        return false
      }
      grid.spacing = spacing
      node.kind = .lazyGrid(grid)
      return true
    })

  /// A lazy grid's guide across its tracks' cells.
  private static let lazyGridAlignment = EditableProperty(
    "alignment", stepping: .alignment,
    read: { node in
      guard case .lazyGrid(let grid) = node.kind else { return nil }
      return grid.axis == .vertical
        ? .horizontalGuide(grid.alignment.horizontal) : .verticalGuide(grid.alignment.vertical)
    },
    write: { node, value in
      guard case .lazyGrid(var grid) = node.kind else { return false }
      switch value {
      case .horizontalGuide(let guide) where grid.axis == .vertical:
        grid.alignment.horizontal = guide
      case .verticalGuide(let guide) where grid.axis == .horizontal:
        grid.alignment.vertical = guide
      default: return false
      }
      node.kind = .lazyGrid(grid)
      return true
    })

  /// The length of track `index`'s GridItem: a fixed track's length, a flexible or adaptive
  /// one's minimum, stepped with `,` and `.` as any length (never nil, never negative).
  private static func lazyGridTrack(_ index: Int, name: String) -> EditableProperty {
    EditableProperty(
      "\(name) \(index + 1)", stepping: .nonNegative,
      read: { node in
        guard case .lazyGrid(let grid) = node.kind, grid.items.indices.contains(index) else {
          return nil
        }
        switch grid.items[index].size {
        case .fixed(let length): return .length(length)
        case .flexible(let minimum, _), .adaptive(let minimum, _): return .length(minimum)
        }
      },
      write: { node, value in
        guard case .lazyGrid(var grid) = node.kind, grid.items.indices.contains(index),
          case .length(let given?) = value
        else { return false }
        let length = Swift.max(0, given)
        switch grid.items[index].size {
        case .fixed: grid.items[index].size = .fixed(length)
        case .flexible(_, let maximum):
          grid.items[index].size = .flexible(minimum: length, maximum: maximum)
        case .adaptive(_, let maximum):
          grid.items[index].size = .adaptive(minimum: length, maximum: maximum)
        }
        node.kind = .lazyGrid(grid)
        return true
      })
  }
}
