import LayoutCore
import ViewSource

/// The alignments a cycle goes through: the nine built-in ones, then the custom ones the
/// document declares.
///
/// A custom alignment can only be taken from where a scene stored it (a frame's, a stack's
/// alignment): its default value is a function, which cannot be rebuilt from its name. So the
/// choices are collected from the document's trees, plus the ones a gallery brings.
struct AlignmentChoices: Equatable, Sendable {
  /// Two-axis alignments: frames, ZStacks, overlays.
  var alignments: [Alignment]
  /// HStack alignments.
  var verticalGuides: [VerticalAlignment]
  /// VStack alignments.
  var horizontalGuides: [HorizontalAlignment]

  static let builtInVertical: [VerticalAlignment] = [
    .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline,
  ]
  static let builtInHorizontal: [HorizontalAlignment] = [.leading, .center, .trailing]

  /// The built-in choices, with the custom alignments found in `trees` and `extra` after them.
  init(trees: [ViewNode], extra: [Alignment] = []) {
    var alignments = Alignment.allBuiltIn
    var vertical = Self.builtInVertical
    var horizontal = Self.builtInHorizontal
    func add(_ alignment: Alignment) {
      if !alignments.contains(alignment) { alignments.append(alignment) }
      add(alignment.horizontal)
      add(alignment.vertical)
    }
    func add(_ guide: HorizontalAlignment) {
      if !horizontal.contains(guide) { horizontal.append(guide) }
    }
    func add(_ guide: VerticalAlignment) {
      if !vertical.contains(guide) { vertical.append(guide) }
    }
    func visit(_ node: ViewNode) {
      switch node.kind {
      case .frame(_, _, let alignment), .zStack(let alignment),
        .background(.view(let alignment)), .overlay(.view(let alignment)):
        add(alignment)
      case .flexibleFrame(let frame): add(frame.alignment)
      case .hStack(let alignment, _): add(alignment)
      case .vStack(let alignment, _): add(alignment)
      case .grid(let alignment, _, _): add(alignment)
      case .gridRow(let alignment?): add(alignment)
      case .gridCell(.columnAlignment(let alignment)): add(alignment)
      case .containerRelativeFrame(let frame): add(frame.alignment)
      case .safeAreaInset(let inset):
        if let guide = inset.horizontalAlignment { add(guide) }
        if let guide = inset.verticalAlignment { add(guide) }
      case .lazyStack(let stack):
        if stack.axis == .horizontal { add(stack.alignment.vertical) }
      case .lazyGrid(let grid):
        if grid.axis == .horizontal { add(grid.alignment.vertical) }
      case .gridRow(nil), .gridCell, .viewThatFits, .scrollView, .navigation, .tabView: break
      case .layout(let layout):
        if let fields = LayoutFrameFields(layout) { add(fields.alignment) }
      case .background(.style), .overlay(.style), .text, .color, .shape, .spacer, .divider, .empty,
        .placeholder,
        .geometryReader, .list, .form, .section, .group, .forEach, .padding, .offset, .position,
        .fixedSize,
        .layoutPriority, .alignmentGuide, .border, .clipped, .ignoresSafeArea, .layoutValue,
        .listRowInsets, .safeAreaPadding, .image, .aspectRatio, .control:
        break
      }
      node.children.forEach(visit)
    }
    extra.forEach(add)
    trees.forEach(visit)
    self.alignments = alignments
    self.verticalGuides = vertical
    self.horizontalGuides = horizontal
  }

  /// The value `steps` after `value` in its list, wrapping around.
  func cycled(_ value: PropertyValue, by steps: Int) -> PropertyValue {
    func next<T: Equatable>(_ list: [T], _ current: T) -> T {
      guard !list.isEmpty else { return current }
      let index = list.firstIndex(of: current) ?? 0
      let count = list.count
      return list[((index + steps) % count + count) % count]
    }
    switch value {
    case .alignment(let alignment): return .alignment(next(alignments, alignment))
    case .verticalGuide(let guide): return .verticalGuide(next(verticalGuides, guide))
    case .horizontalGuide(let guide): return .horizontalGuide(next(horizontalGuides, guide))
    default: return value
    }
  }

  /// An alignment as SwiftUI source names it: `.bottomTrailing`, `.quarter`, or
  /// `.marker` for the pair `markerX`/`markerY`, `(h, v)` for other pairs.
  static func name(_ alignment: Alignment) -> String {
    let description = alignment.description
    if !description.hasPrefix("(") { return "." + description }
    let horizontal = alignment.horizontal.description
    let vertical = alignment.vertical.description
    if horizontal == vertical { return "." + horizontal }
    // `markerX` and `markerY` are one alignment to the reader: `.marker`.
    if horizontal.hasSuffix("X"), vertical.hasSuffix("Y"),
      horizontal.dropLast() == vertical.dropLast()
    {
      return "." + horizontal.dropLast()
    }
    return description
  }
}
