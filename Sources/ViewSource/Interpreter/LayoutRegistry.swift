import CustomLayouts
import LayoutCore

/// The layouts a scene can name, bound by type name to their Swift implementations.
///
/// A scene may declare `struct MyFrame: Layout { ... }` (as the seed question does); its body
/// is not interpreted: the name binds to LayoutLab's implementation. Each entry knows its
/// initializers, how to print itself back, and whether it lays out a helper view before the
/// content (MyFrame's `Color.clear`, reference §9.4).
struct LayoutRegistry {
  struct Entry: Sendable {
    let name: String
    /// The initializers, as parameter lists (the content closure is separate).
    let overloads: [[Parameter]]
    /// Builds the layout from the arguments of the chosen overload, read by name.
    let make: @Sendable (_ call: Call) -> AnyLayout?
    /// The initializer call that recreates `layout`, e.g. `MyFrame(width: 250, height: 250)`.
    let print: @Sendable (AnyLayout) -> String?
    /// Views laid out before the content, which the printer leaves out.
    let helpers: [ViewNode]
  }

  static let entries: [Entry] = [
    stack("HStackLayout", axis: .horizontal), stack("VStackLayout", axis: .vertical), zStack,
    frame("MyFrame", helpers: [ViewNode(.color(.clear))]), frame("FractionFrame", helpers: []),
    gridLayout,
  ]

  static var names: [String] { entries.map(\.name) }

  static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  static func entry(for layout: AnyLayout) -> Entry? { entry(named: layout.name) }

  private static func stack(_ name: String, axis: Axis) -> Entry {
    Entry(
      name: name,
      overloads: [
        [
          .labelled("alignment", axis == .horizontal ? .vertical : .horizontal),
          .labelled("spacing", .number),
        ]
      ],
      make: { call in
        let spacing = call.length("spacing")
        if axis == .horizontal {
          guard case .vertical(let alignment) = call["alignment"] ?? .vertical(.center) else {
            return nil
          }
          return AnyLayout(HStackLayout(alignment: alignment, spacing: spacing))
        }
        guard case .horizontal(let alignment) = call["alignment"] ?? .horizontal(.center) else {
          return nil
        }
        return AnyLayout(VStackLayout(alignment: alignment, spacing: spacing))
      },
      print: { layout in
        if let stack = layout.base as? HStackLayout {
          return name
            + ValuePrinter.arguments([
              ("alignment", stack.alignment == .center ? nil : ValuePrinter.guide(stack.alignment)),
              ("spacing", stack.spacing.map(ValuePrinter.number)),
            ])
        }
        if let stack = layout.base as? VStackLayout {
          return name
            + ValuePrinter.arguments([
              ("alignment", stack.alignment == .center ? nil : ValuePrinter.guide(stack.alignment)),
              ("spacing", stack.spacing.map(ValuePrinter.number)),
            ])
        }
        return nil
      },
      helpers: [])
  }

  private static let zStack = Entry(
    name: "ZStackLayout",
    overloads: [[.labelled("alignment", .alignment)]],
    make: { call in
      guard let alignment = call.alignment("alignment") else { return nil }
      return AnyLayout(ZStackLayout(alignment: alignment))
    },
    print: { layout in
      guard let stack = layout.base as? ZStackLayout else { return nil }
      return "ZStackLayout"
        + ValuePrinter.arguments([
          ("alignment", stack.alignment == .center ? nil : ValuePrinter.alignment(stack.alignment))
        ])
    },
    helpers: [])

  /// `GridLayout(alignment:horizontalSpacing:verticalSpacing:)`, laid out as a Grid (§14.1).
  private static let gridLayout = Entry(
    name: "GridLayout",
    overloads: [
      [
        .labelled("alignment", .alignment), .labelled("horizontalSpacing", .number),
        .labelled("verticalSpacing", .number),
      ]
    ],
    make: { call in
      guard let alignment = call.alignment("alignment") else { return nil }
      return AnyLayout(
        GridLayout(
          alignment: alignment, horizontalSpacing: call.length("horizontalSpacing"),
          verticalSpacing: call.length("verticalSpacing")))
    },
    print: { layout in
      guard let grid = layout.base as? GridLayout else { return nil }
      return "GridLayout"
        + ValuePrinter.arguments([
          ("alignment", grid.alignment == .center ? nil : ValuePrinter.alignment(grid.alignment)),
          ("horizontalSpacing", grid.horizontalSpacing.map(ValuePrinter.number)),
          ("verticalSpacing", grid.verticalSpacing.map(ValuePrinter.number)),
        ])
    },
    helpers: [])

  private static func frame(_ name: String, helpers: [ViewNode]) -> Entry {
    Entry(
      name: name,
      overloads: [
        [
          .labelled("width", .number), .labelled("height", .number),
          .labelled("alignment", .alignment),
        ],
        [.labelled("size", .size, optional: false), .labelled("alignment", .alignment)],
      ],
      make: { call in
        let alignment = call.alignment("alignment") ?? .center
        var width: CGFloat?
        var height: CGFloat?
        if call.has("width") {
          width = call.length("width")
          height = call.length("height")
        } else if case .size(let size)? = call["size"] {
          width = size.width
          height = size.height
        }
        if name == "MyFrame" {
          return AnyLayout(MyFrame(width: width, height: height, alignment: alignment))
        }
        return AnyLayout(FractionFrame(width: width, height: height, alignment: alignment))
      },
      print: { layout in
        let fields: (CGFloat?, CGFloat?, Alignment)
        if let frame = layout.base as? MyFrame {
          fields = (frame.width, frame.height, frame.alignment)
        } else if let frame = layout.base as? FractionFrame {
          fields = (frame.width, frame.height, frame.alignment)
        } else {
          return nil
        }
        return name
          + ValuePrinter.arguments([
            ("width", fields.0.map(ValuePrinter.number)),
            ("height", fields.1.map(ValuePrinter.number)),
            ("alignment", fields.2 == .center ? nil : ValuePrinter.alignment(fields.2)),
          ])
      },
      helpers: helpers)
  }
}

extension MyFrame: AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { [alignment.horizontal.key, alignment.vertical.key] }
}

extension GridLayout: AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { [alignment.horizontal.key, alignment.vertical.key] }
}

extension FractionFrame: AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { [alignment.horizontal.key, alignment.vertical.key] }
}
