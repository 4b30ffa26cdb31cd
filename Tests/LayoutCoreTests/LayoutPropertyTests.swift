import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Properties of the layout engine checked on random trees (issue #7): frames are finite, a
/// layout is a function of its input, the measurement cache changes nothing, and the children
/// of a stack never overlap along its axis.
///
/// Each property runs a fixed list of seeds; a failure prints its seed and the tree shrunk to
/// a minimal scene (see `PropertyCheck`). Shrunk failures found while writing these are kept
/// below as named regression tests.
@Suite struct LayoutPropertyTests {
  /// Lays `tree` out on `canvas` as `layoutlab dump` does.
  static func layout(_ tree: ViewNode, _ canvas: CGSize, cache: Bool = true) -> LayoutResult {
    LayoutEngine(usesMeasurementCache: cache).layout(tree, in: canvas)
  }

  static let cell = CGSize(width: 10, height: 20)

  // MARK: a. Finite frames

  // §1 and §2: every view answers a size and is placed at a point, whatever it is proposed,
  // down to a 0×0 canvas; an offset or a position may put a view far off the canvas, but
  // never at an infinite or NaN coordinate, and no size is negative (sizes are lengths).
  // Invalid input is part of the random trees here: it must be diagnosed, not passed on.
  @Test func framesAreFiniteAndSizesNonNegative() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, invalidValueRate: 0.05))
    let outcome = PropertyCheck(name: "finite frames", seeds: Array(1...8), casesPerSeed: 200)
      .run(
        generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
        printer: ScenePrinter.print
      ) { tree, canvas in
        Self.nonFiniteFrame(in: Self.layout(tree, canvas))
      }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 1600)
  }

  // Found by framesAreFiniteAndSizesNonNegative (seed 1, case 11), shrunk: an infinite
  // minWidth made the frame infinite, 390 → ∞ wide at x −∞. §6.1 reads a non-finite frame
  // length as nil ("Invalid frame dimension"); a flexible frame's min or ideal now does the
  // same (its max may be infinite: that is "fill"). With no constraint left, the frame takes
  // its content's size (§6.2, default branch): the Color takes the canvas, 390×844.
  @Test func infiniteMinWidthIsTreatedAsNil() {
    let result = Color.red.frame(minWidth: .infinity).laidOut()
    #expect(result.frame(of: "frame") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 844))
    #expect(result.diagnostics.map(\.kind) == ["frame"])
    #expect(result.diagnostics.first?.message.hasPrefix("invalid minWidth") == true)
  }

  // Found by framesAreFiniteAndSizesNonNegative (seed 1, case 84), shrunk: `VStackLayout(
  // spacing: .nan)` proposed NaN heights, where `VStack(spacing: .nan)` reads its spacing as
  // nil. The stack's `Layout` type now does the same: two Colors in 390×844 with the default
  // 8 between them (§4.2) share 844 − 8 = 836 equally (§4.4), 418 each, at y 0 and 426.
  @Test func nanSpacingInAStackLayoutIsTheDefault() {
    let result = VStackLayout(spacing: .nan) {
      Color.red
      Color.blue
    }
    .laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 0, 390, 418))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 426, 390, 418))
    #expect(Self.nonFiniteFrame(in: result) == nil)
  }

  // Found with 1e308 among the random lengths (a probe, seed 100, case 100), shrunk: each
  // frame is finite, but the HStack adds 1e308 + 8 + 1e308, which overflows to ∞, and the
  // stack is placed at x −∞. SwiftUI would overflow the same way; the issue asks for finite
  // frames always. The engine clamps at placement (LayoutPlacer), not while sizing, where ∞
  // is a legitimate answer (§2).
  @Test func hugeLengthsAddUpToInfinity() {
    let result = HStack {
      Color.red.frame(width: 1e308)
      Color.red.frame(width: 1e308)
    }
    .laidOut()
    // The placer clamps what overflowed to finite lengths and says so.
    #expect(Self.nonFiniteFrame(in: result) == nil)
    // 1e308 + 8 + 1e308 overflows: the HStack's width is ∞, and it is centred at x −∞.
    #expect(
      result.diagnostics.map(\.message).contains(
        "lengths overflowed (x -∞, width ∞); clamped to finite lengths"))
  }

  // Found by the finite-frames property (seed 4, case 79), shrunk: the Spacer's fill answers ∞
  // even when proposed 0 (§18: its ratio 0×8 scales by ∞), so the VStack reserves ∞ for it while
  // the Color, first by priority, is sized. Adding that ∞ back for the Spacer's group gave
  // ∞ − ∞ = NaN; the share is computed afresh instead (§4.4, LayoutLab): the Color is offered 0
  // (everything is reserved) and the Spacer the whole 816.
  @Test func anInfiniteMinimumIsReservedWithoutNaN() {
    let result = VStack {
      Color.red.layoutPriority(1)
      Spacer().aspectRatio(contentMode: .fill)
    }
    .laidOut(in: CGSize(135.5, 816))
    #expect(Self.nonFiniteFrame(in: result) == nil)
    let color = result.root.nodes(named: "layoutPriority")[0]
    let ratio = result.root.nodes(named: "aspectRatio")[0]
    #expect(color.proposal == ProposedViewSize(width: 135.5, height: 0))
    #expect(ratio.proposal == ProposedViewSize(width: 135.5, height: 816))
  }

  /// The first node with a non-finite or negative frame, or a NaN proposal, described.
  static func nonFiniteFrame(in result: LayoutResult) -> String? {
    for node in result.root.allNodes {
      let f = node.frame
      let finite = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
      if !finite || f.width < 0 || f.height < 0 {
        return "\(node.name) #\(node.id) has the frame \(f)"
      }
      if node.proposal.width?.isNaN == true || node.proposal.height?.isNaN == true {
        return "\(node.name) #\(node.id) was proposed \(node.proposal)"
      }
    }
    return nil
  }

  // MARK: b. Deterministic

  // Style rule 2: layout is data in, data out. Two passes over the same tree give the same
  // frames, the same trace and the same diagnostics (compared as text, since invalid input
  // holds NaN, which is never equal to itself).
  @Test func layoutIsDeterministic() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, invalidValueRate: 0.03))
    let outcome = PropertyCheck(name: "deterministic", seeds: Array(11...16), casesPerSeed: 100)
      .run(
        generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
        printer: ScenePrinter.print
      ) { tree, canvas in
        let first = Self.layout(tree, canvas)
        let second = Self.layout(tree, canvas)
        if first.jsonDump(cell: Self.cell) != second.jsonDump(cell: Self.cell) {
          return "frames differ:\n" + lineDiff(first.frameListing(), second.frameListing())
        }
        if first.traceText() != second.traceText() {
          return "traces differ:\n" + lineDiff(first.traceText(), second.traceText())
        }
        if first.diagnostics != second.diagnostics || first.statistics != second.statistics {
          return "diagnostics or statistics differ"
        }
        return nil
      }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 600)
  }

  // MARK: c. The cache changes nothing

  // Style rule 2 and §1 ("a re-implementation must memoise per view"): the memo is an
  // optimisation only, so frames, proposals and diagnostics are the same without it. Small,
  // shallow trees: without the cache nested stacks cost exponential work.
  @Test func measurementCacheChangesNoFrame() {
    let generator = RandomViewTree(
      options: .init(maxDepth: 2, maxChildren: 3, maxNodes: 16, invalidValueRate: 0.03))
    let outcome = PropertyCheck(
      name: "cache changes nothing", seeds: Array(21...26), casesPerSeed: 100
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      Self.cacheProblem(tree, canvas) ?? Self.cacheProblem(Self.fixedAround(tree), canvas)
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 600)
  }

  /// How `tree` laid out with the cache differs from without it, traced (every request
  /// measured, as SwiftUI does) and untraced (where a view whose size ignores its proposal
  /// answers every proposal from one measurement, issue #17), or nil.
  static func cacheProblem(_ tree: ViewNode, _ canvas: CGSize) -> String? {
    let uncached = layout(tree, canvas, cache: false)
    let untraced = LayoutEngine(isTracing: false).layout(tree, in: canvas)
    for (name, cached) in [("cached", layout(tree, canvas, cache: true)), ("untraced", untraced)] {
      if cached.jsonDump(cell: cell) != uncached.jsonDump(cell: cell) {
        return "frames differ (- \(name), + uncached) in\n\(ScenePrinter.view(tree))\n"
          + lineDiff(cached.frameListing(), uncached.frameListing())
      }
      // Untraced, a view that answers from one measurement is not measured again, so what
      // is found in measuring may be found at another request: the same diagnostics, in
      // another order.
      let sameDiagnostics =
        name == "cached"
        ? cached.diagnostics == uncached.diagnostics
        : Set(cached.diagnostics.map(\.description)) == Set(uncached.diagnostics.map(\.description))
          && cached.diagnostics.count == uncached.diagnostics.count
      if !sameDiagnostics {
        return "diagnostics differ (\(name)): \(cached.diagnostics) vs \(uncached.diagnostics)"
      }
    }
    return nil
  }

  /// `tree` inside the views whose size ignores their proposal, nested in stacks with it:
  /// `VStack { HStack { tree.frame(width: 50, height: 30); tree.fixedSize().padding(4) }
  /// .offset(x: 3); tree.frame(width: 20, height: 10).layoutPriority(1).background(tree) }`,
  /// so that the random content is offered the shares of stacks that may or may not take the
  /// shortcut.
  static func fixedAround(_ tree: ViewNode) -> ViewNode {
    let framed = ViewNode(.frame(width: 50, height: 30, alignment: .topLeading), children: [tree])
    let ideal = ViewNode(
      .padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)),
      children: [ViewNode(.fixedSize(horizontal: true, vertical: true), children: [tree])])
    let row = ViewNode(
      .offset(CGSize(width: 3, height: 0)),
      children: [ViewNode(.hStack(alignment: .center, spacing: nil), children: [framed, ideal])])
    let small = ViewNode(
      .background(.view(alignment: .center)),
      children: [
        ViewNode(
          .layoutPriority(1),
          children: [
            ViewNode(.frame(width: 20, height: 10, alignment: .center), children: [tree])
          ]),
        tree,
      ])
    return ViewNode(.vStack(alignment: .leading, spacing: nil), children: [row, small])
  }

  // MARK: e. Stack children never overlap

  // §4.6: `majorOrigin[i] = Σ_{k<i} size[k].major + Σ_{k≤i} distanceToPrevious[k]`, so each
  // child starts where the previous one ends plus the distance between them: exactly the
  // stack's `spacing:` when it is given (negative spacing overlaps on purpose), and a distance
  // ≥ 0 otherwise (§4.2: 8, or 0 next to a Spacer). The children compared are the stack's
  // direct children: an `offset` keeps its slot (§7, its frame is the slot, the moved content
  // is its child) and a `position` takes the proposal as its slot (§7), so both count with the
  // frame of the modifier node. A child wider than the proposal overflows the stack but does
  // not overlap its neighbour (§4.4). Layouts where a size reached ∞ (a `.fill` aspect ratio
  // proposed ∞ on one axis: §18, SwiftUI answers ∞ too) are left out; they are diagnosed.
  @Test func stackChildrenNeverOverlapAlongTheAxis() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, maxChildren: 5))
    let outcome = PropertyCheck(
      name: "stack children in order", seeds: Array(31...38), casesPerSeed: 200
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let result = Self.layout(tree, canvas)
      // A child whose size reached ∞ ends nowhere: the placer clamps it (§2).
      return result.overflowed ? nil : Self.overlappingChildren(in: result)
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 1600)
  }

  // §7: `offset` keeps its slot and draws its content moved by the offset ("position +=
  // offset at render time"), at the same size; `position` takes its slot and puts its
  // content's centre at (x, y) in its own coordinates. On random trees, every offset and
  // position node and its content obey that, wherever they are.
  @Test func offsetAndPositionPlaceTheirContentAsTheySay() {
    let generator = RandomViewTree(options: .init(maxDepth: 3))
    let outcome = PropertyCheck(
      name: "offset and position", seeds: Array(91...94), casesPerSeed: 200
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let result = Self.layout(tree, canvas)
      // A content whose size reached ∞ has no centre: the placer clamps it (§2). A lazy
      // stack's child proposed nil along its axis can be (`Spacer().aspectRatio(contentMode:
      // .fit)`, §14.4), as a ScrollView's content can.
      return result.overflowed ? nil : Self.misplacedContent(in: result)
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 800)
  }

  // §14.4: a lazy stack takes its proposal across its axis, whatever its children are, and
  // proposes every child nil along it. On random trees, every lazy stack proposed a finite
  // length across is exactly that long there, and each child was proposed nil along the axis
  // and the stack's length across.
  @Test func lazyStacksTakeTheirProposalAcross() {
    let generator = RandomViewTree(options: .init(maxDepth: 3))
    let outcome = PropertyCheck(
      name: "lazy stacks across", seeds: Array(151...154), casesPerSeed: 200
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let result = Self.layout(tree, canvas)
      guard !result.overflowed else { return nil }
      for node in result.root.allNodes {
        guard case .lazyStack(let lazy) = node.kind else { continue }
        let across = lazy.axis == .vertical ? Axis.horizontal : .vertical
        let length = across == .horizontal ? node.frame.width : node.frame.height
        if let proposed = node.proposal[across], proposed.isFinite, length != proposed {
          return "\(node.name) #\(node.id) proposed \(proposed) across is \(length)"
        }
        for child in node.children where child.proposal[lazy.axis] != nil {
          return "\(child.name) #\(child.id) in \(node.name) #\(node.id) was proposed "
            + "\(child.proposal) along the axis"
        }
      }
      return nil
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 800)
  }

  // §14.1, §14.2: a Grid's rows are bands as wide as the grid, one below the other (the
  // generator's grid spacing is nil or 0, never negative), each cell inside the columns it
  // spans unless it is larger than its cell; a ViewThatFits places one child at most, of its
  // own size. Overflowed layouts are left out, as above.
  @Test func gridRowsAreBandsAndViewThatFitsPlacesOneChild() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, maxChildren: 5))
    let outcome = PropertyCheck(
      name: "grid bands and one fitting view", seeds: Array(121...126), casesPerSeed: 200
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let result = Self.layout(tree, canvas)
      return result.overflowed ? nil : Self.misshapenGrid(in: result)
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 1200)
  }

  // §14.3: an unscrolled ScrollView (the generator's offsets are 0) puts its content at its
  // top-leading corner and is as long as its content across its scroll axes. Overflowed
  // layouts are left out, as above.
  @Test func aScrollViewsContentStartsAtItsCorner() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, maxChildren: 5))
    let outcome = PropertyCheck(
      name: "scroll view content at its corner", seeds: Array(131...134), casesPerSeed: 200
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let result = Self.layout(tree, canvas)
      return result.overflowed ? nil : Self.misplacedScrollContent(in: result)
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 800)
  }

  /// The first scroll view whose content is not where §14.3 puts it, described.
  static func misplacedScrollContent(in result: LayoutResult) -> String? {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
      abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }
    for node in result.root.allNodes {
      guard case .scrollView(let axes, _, _) = node.kind, let first = node.children.first else {
        continue
      }
      let content = node.children.dropFirst().reduce(first.frame) { $0.union($1.frame) }
      if !close(content.minX, node.frame.minX) || !close(content.minY, node.frame.minY) {
        return "ScrollView #\(node.id) at \(node.frame.origin), its content at \(content.origin)"
      }
      if !axes.contains(.horizontal), !close(content.width, node.frame.width) {
        return "ScrollView #\(node.id) is \(node.frame.width) wide, its content \(content.width)"
      }
      if !axes.contains(.vertical), !close(content.height, node.frame.height) {
        return "ScrollView #\(node.id) is \(node.frame.height) tall, its content \(content.height)"
      }
    }
    return nil
  }

  /// The first grid or ViewThatFits placed against §14.1 or §14.2, described.
  static func misshapenGrid(in result: LayoutResult) -> String? {
    let tolerance: CGFloat = 1e-9
    for node in result.root.allNodes {
      if case .viewThatFits = node.kind {
        if node.children.count > 1 {
          return "ViewThatFits #\(node.id) placed \(node.children.count) children"
        }
        if let child = node.children.first, child.frame.size != node.frame.size {
          return "ViewThatFits #\(node.id) is \(node.frame.size), its child \(child.frame.size)"
        }
      }
      guard case .grid = node.kind else { continue }
      var bottom = -CGFloat.infinity
      for row in node.children {
        // Empty rows are 0×0 at the grid's origin and take no place.
        guard case .gridRow = row.kind, row.frame.height > 0 || !row.children.isEmpty else {
          continue
        }
        if row.frame.minY < bottom - tolerance * Swift.max(1, abs(bottom)) {
          return
            "GridRow #\(row.id) at y \(row.frame.minY) starts above the row before's end \(bottom)"
        }
        if abs(row.frame.width - node.frame.width) > tolerance * Swift.max(1, node.frame.width) {
          return "GridRow #\(row.id) is \(row.frame.width) wide in a grid \(node.frame.width) wide"
        }
        bottom = row.frame.maxY
      }
    }
    return nil
  }

  /// The first offset or position whose content is not where §7 puts it, described.
  static func misplacedContent(in result: LayoutResult) -> String? {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
      abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }
    for node in result.root.allNodes {
      guard let content = node.children.first else { continue }
      let slot = node.frame
      let drawn = content.frame
      switch node.kind {
      case .offset(let offset):
        if !close(drawn.minX, slot.minX + offset.width)
          || !close(drawn.minY, slot.minY + offset.height)
          || drawn.size != slot.size
        {
          return "offset #\(node.id) \(offset): slot \(slot), content drawn at \(drawn)"
        }
      case .position(let point):
        if !close(drawn.midX, slot.minX + point.x) || !close(drawn.midY, slot.minY + point.y) {
          return "position #\(node.id) \(point): slot \(slot), content centred at "
            + "(\(drawn.midX), \(drawn.midY))"
        }
      default: continue
      }
    }
    return nil
  }

  /// The first pair of consecutive stack children placed against §4.6, described.
  static func overlappingChildren(in result: LayoutResult) -> String? {
    for node in result.root.allNodes where node.children.count > 1 {
      let axis: Axis
      let spacing: CGFloat?
      switch node.kind {
      case .hStack(_, let given): (axis, spacing) = (.horizontal, given)
      case .vStack(_, let given): (axis, spacing) = (.vertical, given)
      // A lazy stack's children are arranged as a stack's (§14.4).
      case .lazyStack(let lazy): (axis, spacing) = (lazy.axis, lazy.spacing)
      case .layout(let layout):
        if let stack = layout.base as? HStackLayout {
          (axis, spacing) = (.horizontal, stack.spacing)
        } else if let stack = layout.base as? VStackLayout {
          (axis, spacing) = (.vertical, stack.spacing)
        } else {
          continue
        }
      default: continue
      }
      for (previous, next) in zip(node.children, node.children.dropFirst()) {
        let end = axis == .horizontal ? previous.frame.maxX : previous.frame.maxY
        let start = axis == .horizontal ? next.frame.minX : next.frame.minY
        let tolerance = 1e-9 * Swift.max(1, abs(end), abs(start))
        let gap = start - end
        if let spacing, abs(gap - spacing) > tolerance {
          return "\(node.name) #\(node.id) (spacing \(spacing)): \(previous.name) #\(previous.id) "
            + "ends at \(end), \(next.name) #\(next.id) starts at \(start)"
        }
        if spacing == nil && gap < -tolerance {
          return "\(node.name) #\(node.id): \(next.name) #\(next.id) starts at \(start), before "
            + "\(previous.name) #\(previous.id) ends at \(end)"
        }
      }
    }
    return nil
  }
}
