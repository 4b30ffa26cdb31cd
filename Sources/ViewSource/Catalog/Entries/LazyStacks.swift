import LayoutCore

extension Catalog {
  /// `LazyVStack(alignment:spacing:pinnedViews:content:)`: rows proposed nil height, the stack
  /// as wide as proposed (§14.4).
  static let lazyVStack = lazyStackDefinition(.vertical)
  /// `LazyHStack(alignment:spacing:pinnedViews:content:)`: columns proposed nil width, the
  /// stack as tall as proposed (§14.4).
  static let lazyHStack = lazyStackDefinition(.horizontal)

  private static func lazyStackDefinition(_ axis: Axis) -> Definition {
    let vertical = axis == .vertical
    return Definition(
      vertical ? "LazyVStack" : "LazyHStack", role: .container,
      summary: "container: a stack that makes its rows as they come into view",
      signatures: [
        [
          .labelled("alignment", vertical ? .horizontal : .vertical),
          .labelled("spacing", .number), .labelled("pinnedViews", .pinnedViews), .content(),
        ]
      ],
      properties: [lazyStackSpacing, lazyStackAlignment],
      build: { call in
        guard let children = call.content() else { return nil }
        var alignment = Alignment.center
        if case .horizontal(let guide)? = call["alignment"] { alignment.horizontal = guide }
        if case .vertical(let guide)? = call["alignment"] { alignment.vertical = guide }
        var pinned: PinnedScrollableViews = []
        if case .pinnedViews(let views)? = call["pinnedViews"] { pinned = views }
        return call.view(
          .lazyStack(
            LazyStack(
              axis: axis, alignment: alignment, spacing: call.length("spacing"),
              pinnedViews: pinned)), children: children)
      },
      print: { node, printing in
        guard case .lazyStack(let stack) = node.kind else { return "" }
        let guide =
          stack.axis == .vertical
          ? (stack.alignment.horizontal == .center
            ? nil : ValuePrinter.guide(stack.alignment.horizontal))
          : (stack.alignment.vertical == .center
            ? nil : ValuePrinter.guide(stack.alignment.vertical))
        let arguments = ValuePrinter.arguments([
          ("alignment", guide), ("spacing", stack.spacing.map(ValuePrinter.number)),
          ("pinnedViews", pinnedViews(stack.pinnedViews)),
        ])
        return node.kind.name + (arguments == "()" ? "" : arguments) + " "
          + printing.block(node.children)
      })
  }

  /// `[.sectionHeaders]`, `[.sectionHeaders, .sectionFooters]`, or nil for none.
  static func pinnedViews(_ views: PinnedScrollableViews) -> String? {
    guard !views.isEmpty else { return nil }
    var names: [String] = []
    if views.contains(.sectionHeaders) { names.append(".sectionHeaders") }
    if views.contains(.sectionFooters) { names.append(".sectionFooters") }
    return "[" + names.joined(separator: ", ") + "]"
  }

  /// A lazy stack's spacing: nil (the children's preferred spacing) → 0 → 10 → ….
  private static let lazyStackSpacing = EditableProperty(
    "spacing", stepping: .fromZero,
    read: { node in
      guard case .lazyStack(let stack) = node.kind else { return nil }
      return .length(stack.spacing)
    },
    write: { node, value in
      guard case .lazyStack(var stack) = node.kind, case .length(let spacing) = value else {
        return false
      }
      stack.spacing = spacing
      node.kind = .lazyStack(stack)
      return true
    })

  /// A lazy stack's cross-axis guide: horizontal for a LazyVStack, vertical for a LazyHStack.
  private static let lazyStackAlignment = EditableProperty(
    "alignment", stepping: .alignment,
    read: { node in
      guard case .lazyStack(let stack) = node.kind else { return nil }
      return stack.axis == .vertical
        ? .horizontalGuide(stack.alignment.horizontal) : .verticalGuide(stack.alignment.vertical)
    },
    write: { node, value in
      guard case .lazyStack(var stack) = node.kind else { return false }
      switch value {
      case .horizontalGuide(let guide) where stack.axis == .vertical:
        stack.alignment.horizontal = guide
      case .verticalGuide(let guide) where stack.axis == .horizontal:
        stack.alignment.vertical = guide
      default: return false
      }
      node.kind = .lazyStack(stack)
      return true
    })
}
