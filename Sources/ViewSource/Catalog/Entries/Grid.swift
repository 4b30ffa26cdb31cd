import LayoutCore

extension Catalog {
  /// `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`: rows and columns sized
  /// together, each column as wide as its widest cell, each row as tall as its tallest (§14.1).
  static let grid = Definition(
    "Grid", role: .container, summary: "container: rows and columns",
    signatures: [
      [
        .labelled("alignment", .alignment), .labelled("horizontalSpacing", .number),
        .labelled("verticalSpacing", .number), .content(),
      ]
    ],
    properties: [
      gridSpacing("horizontalSpacing", vertical: false),
      gridSpacing("verticalSpacing", vertical: true),
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .grid(let alignment, _, _) = node.kind else { return nil }
          return .alignment(alignment)
        },
        write: { node, value in
          guard case .grid(_, let horizontal, let vertical) = node.kind,
            case .alignment(let alignment) = value
          else { return false }
          node.kind = .grid(
            alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
          return true
        }),
    ],
    build: { call in
      guard let alignment = call.alignment("alignment"), let children = call.content() else {
        return nil
      }
      return call.view(
        .grid(
          alignment: alignment, horizontalSpacing: call.length("horizontalSpacing"),
          verticalSpacing: call.length("verticalSpacing")), children: children)
    },
    print: { node, printing in
      guard case .grid(let alignment, let horizontal, let vertical) = node.kind else { return "" }
      let arguments = ValuePrinter.arguments([
        ("alignment", alignment == .center ? nil : ValuePrinter.alignment(alignment)),
        ("horizontalSpacing", horizontal.map(ValuePrinter.number)),
        ("verticalSpacing", vertical.map(ValuePrinter.number)),
      ])
      return "Grid" + (arguments == "()" ? "" : arguments) + " " + printing.block(node.children)
    })

  /// One of a Grid's spacings: nil (the default, 8) → 0 → 10 → ….
  private static func gridSpacing(_ label: String, vertical: Bool) -> EditableProperty {
    EditableProperty(
      label, stepping: .fromZero,
      read: { node in
        guard case .grid(_, let horizontal, let verticalSpacing) = node.kind else { return nil }
        return .length(vertical ? verticalSpacing : horizontal)
      },
      write: { node, value in
        guard case .grid(let alignment, let horizontal, let verticalSpacing) = node.kind,
          case .length(let spacing) = value
        else { return false }
        node.kind = .grid(
          alignment: alignment, horizontalSpacing: vertical ? horizontal : spacing,
          verticalSpacing: vertical ? spacing : verticalSpacing)
        return true
      })
  }

  /// `GridRow(alignment:content:)`: one row of a Grid, one cell per view (§14.1).
  static let gridRow = Definition(
    "GridRow", role: .container, summary: "container: one row of a grid",
    signatures: [[.labelled("alignment", .vertical), .content()]],
    properties: [
      // A row without an alignment of its own has nothing here to step: it follows the grid.
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .gridRow(let alignment?) = node.kind else { return nil }
          return .verticalGuide(alignment)
        },
        write: { node, value in
          guard case .gridRow = node.kind, case .verticalGuide(let alignment) = value else {
            return false
          }
          node.kind = .gridRow(alignment: alignment)
          return true
        })
    ],
    build: { call in
      guard let children = call.content() else { return nil }
      var alignment: VerticalAlignment?
      if case .vertical(let guide)? = call["alignment"] { alignment = guide }
      return call.view(.gridRow(alignment: alignment), children: children)
    },
    print: { node, printing in
      guard case .gridRow(let alignment) = node.kind else { return "" }
      let arguments = ValuePrinter.arguments([("alignment", alignment.map(ValuePrinter.guide))])
      return "GridRow" + (arguments == "()" ? "" : arguments) + " "
        + printing.block(node.children)
    })

  /// `ViewThatFits(in:content:)`: the first view whose ideal size fits, else the last (§14.2).
  static let viewThatFits = Definition(
    "ViewThatFits", role: .container, summary: "container: the first view that fits",
    signatures: [[.labelled("in", .axes), .content()]],
    build: { call in
      guard let children = call.content() else { return nil }
      var axes: Axis.Set = [.horizontal, .vertical]
      if case .axes(let given)? = call["in"] { axes = given }
      return call.view(.viewThatFits(axes: axes), children: children)
    },
    print: { node, printing in
      guard case .viewThatFits(let axes) = node.kind else { return "" }
      let arguments = ValuePrinter.arguments([
        ("in", axes == [.horizontal, .vertical] ? nil : ValuePrinter.axes(axes))
      ])
      return "ViewThatFits" + (arguments == "()" ? "" : arguments) + " "
        + printing.block(node.children)
    })

  /// `gridCellColumns(_:)`: the cell spans this many columns of its row (§14.1).
  static let gridCellColumns = Definition(
    "gridCellColumns", role: .modifier, summary: "modifier: a grid cell's columns",
    signatures: [[.unlabelled("count", .int)]],
    properties: [
      EditableProperty(
        "columns", stepping: .count,
        read: { node in
          guard case .gridCell(.columns(let count)) = node.kind else { return nil }
          return .count(count)
        },
        write: { node, value in
          guard case .gridCell(.columns) = node.kind, case .count(let count?) = value else {
            return false
          }
          node.kind = .gridCell(.columns(Swift.max(count, 1)))
          return true
        })
    ],
    build: { call in
      guard case .int(let count)? = call["count"] else { return nil }
      guard count >= 1 else {
        call.error("'gridCellColumns' must be at least 1", at: call.location(of: "count"))
        return nil
      }
      return call.wrap(.gridCell(.columns(count)))
    },
    print: { node, _ in
      guard case .gridCell(.columns(let count)) = node.kind else { return "" }
      return "gridCellColumns(\(count))"
    })

  /// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's whole column (§14.1).
  static let gridColumnAlignment = Definition(
    "gridColumnAlignment", role: .modifier, summary: "modifier: a grid column's alignment",
    signatures: [[.unlabelled("guide", .horizontal)]],
    properties: [
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .gridCell(.columnAlignment(let guide)) = node.kind else { return nil }
          return .horizontalGuide(guide)
        },
        write: { node, value in
          guard case .gridCell(.columnAlignment) = node.kind,
            case .horizontalGuide(let guide) = value
          else { return false }
          node.kind = .gridCell(.columnAlignment(guide))
          return true
        })
    ],
    build: { call in
      guard case .horizontal(let guide)? = call["guide"] else { return nil }
      return call.wrap(.gridCell(.columnAlignment(guide)))
    },
    print: { node, _ in
      guard case .gridCell(.columnAlignment(let guide)) = node.kind else { return "" }
      return "gridColumnAlignment(\(ValuePrinter.guide(guide)))"
    })

  /// `gridCellAnchor(_:)`: the point of the cell the view's same point sits on (§14.1).
  static let gridCellAnchor = Definition(
    "gridCellAnchor", role: .modifier, summary: "modifier: a grid cell's anchor",
    signatures: [[.unlabelled("anchor", .unitPoint)]],
    build: { call in
      guard case .unitPoint(let anchor)? = call["anchor"] else { return nil }
      return call.wrap(.gridCell(.anchor(anchor)))
    },
    print: { node, _ in
      guard case .gridCell(.anchor(let anchor)) = node.kind else { return "" }
      return "gridCellAnchor(\(ValuePrinter.unitPoint(anchor)))"
    })

  /// `gridCellUnsizedAxes(_:)`: the cell takes the size its column or row gets from the
  /// other cells along these axes, instead of sizing it (§14.1).
  static let gridCellUnsizedAxes = Definition(
    "gridCellUnsizedAxes", role: .modifier, summary: "modifier: a grid cell's unsized axes",
    signatures: [[.unlabelled("axes", .axes)]],
    build: { call in
      guard case .axes(let axes)? = call["axes"] else { return nil }
      return call.wrap(.gridCell(.unsizedAxes(axes)))
    },
    print: { node, _ in
      guard case .gridCell(.unsizedAxes(let axes)) = node.kind else { return "" }
      return "gridCellUnsizedAxes(\(ValuePrinter.axes(axes)))"
    })
}
