import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Invalid modifier arguments on random trees (issue #7): negative, NaN and infinite frame
/// lengths, NaN and infinite padding, contradictory or negative flexible-frame constraints,
/// NaN offsets and positions, NaN priorities, non-finite spacing. Each is diagnosed on its node
/// and laid out as SwiftUI treats it, never trapped on.
@Suite struct InvalidModifierPropertyTests {
  static let cell = CGSize(width: 10, height: 20)

  // The frames of a tree with invalid arguments are those of `clamped(tree)`, the tree with
  // each invalid value replaced as the reference says SwiftUI treats it (see `clamped`), and
  // every node holding an invalid value has a diagnostic. §6.2: a frame whose normalised
  // min > max on an axis reports its content's answer to `clamp(P, min, max)` = max there;
  // "for a greedy child that is max" (a Color or a shape answers what it is proposed, §3.1).
  @Test func invalidArgumentsAreDiagnosedAndClamped() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, invalidValueRate: 0.15))
    let outcome = PropertyCheck(
      name: "invalid arguments clamped", seeds: Array(41...48), casesPerSeed: 150
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print
    ) { tree, canvas in
      Self.problem(tree, canvas)
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 1200)
  }

  static func problem(_ tree: ViewNode, _ canvas: CGSize) -> String? {
    let engine = LayoutEngine()
    let result = engine.layout(tree, in: canvas)
    let expected = engine.layout(clamped(tree), in: canvas)
    let got = result.jsonDump(cell: cell)
    let want = expected.jsonDump(cell: cell)
    if got != want {
      return "frames differ from the clamped tree's (- clamped):\n"
        + lineDiff(expected.frameListing(), result.frameListing())
    }
    for node in result.root.allNodes {
      let reasons = invalidValues(node.kind)
      if !reasons.isEmpty && !result.diagnostics.contains(where: { $0.nodeID == node.id }) {
        return "\(node.name) #\(node.id) has \(reasons.joined(separator: ", ")) but no diagnostic "
          + "(diagnostics: \(result.diagnostics.map(\.description)))"
      }
      if case .flexibleFrame(let frame) = node.kind, let content = node.children.first,
        isGreedyLeaf(content.kind)
      {
        let (width, height) = normalised(frame)
        if let min = width.min, let max = width.max, min > max, node.proposal.width != nil,
          node.frame.width != max
        {
          return "frame #\(node.id) with minWidth \(min) > maxWidth \(max) around a "
            + "\(content.name) is \(node.frame.width) wide"
        }
        if let min = height.min, let max = height.max, min > max, node.proposal.height != nil,
          node.frame.height != max
        {
          return "frame #\(node.id) with minHeight \(min) > maxHeight \(max) around a "
            + "\(content.name) is \(node.frame.height) tall"
        }
      }
    }
    return nil
  }

  // MARK: Shrunk failures

  // Found by invalidArgumentsAreDiagnosedAndClamped (seed 41, case 5), shrunk. §6.2: the init
  // normalises `max' = max(ideal' ?? 0, max)`, so `maxWidth: -.infinity` is a max of 0, as
  // `maxWidth: -10` is; the engine read −∞ as "no max" and gave the frame the whole 390.
  // With max 0: the Spacer (§3.2, not in a stack: both axes) is proposed clamp(390, −∞, 0) = 0
  // and answers its minLength 8; the frame is min(max(0, 8), 0) = 0 wide at x 195, the Spacer
  // centred on it at 195 − 4 = 191. The height is unconstrained: 844.
  @Test func negativeInfiniteMaxWidthIsZero() {
    let result = Spacer().frame(maxWidth: -.infinity).laidOut()
    #expect(result.frame(of: "frame") == CGRect(195, 0, 0, 844))
    #expect(result.frame(of: "Spacer") == CGRect(191, 0, 8, 844))
    #expect(result.diagnostics.map(\.message) == ["contradictory frame constraints specified"])
  }

  // Found by invalidArgumentsAreDiagnosedAndClamped (seed 46, case 71), shrunk. A NaN
  // minHeight is treated as nil, so the frame constrains no axis and keeps its content's
  // spacing (§4.2: only the edges a frame affects are reset); the engine still reset the
  // vertical edges, as for a real minHeight, and put 8 points above the frame. The empty
  // VStack's spacing is `.zero` (§3.7), a nil-category 0, so next to the Text the distance is
  // max(−∞, 0) = 0 (§4.2). Text("") is one empty line, 0×20; the empty stack 0×0. The VStack
  // is 0×20, centred in 10×20 at (5, 0); the frame starts where the Text ends, at y 20.
  @Test func nanMinHeightKeepsTheContentsSpacing() {
    let result = VStack {
      Text("")
      VStack {}.frame(minHeight: .nan)
    }
    .laidOut(in: CGSize(10, 20))
    #expect(result.frame(of: "Text") == CGRect(5, 0, 0, 20))
    #expect(result.frame(of: "frame") == CGRect(5, 20, 0, 0))
    #expect(result.frames(of: "VStack") == [CGRect(5, 0, 0, 20), CGRect(5, 20, 0, 0)])
    #expect(result.diagnostics.map(\.message) == ["invalid minHeight nan: treated as nil"])
  }

  // Found by invalidArgumentsAreDiagnosedAndClamped (seed 41, case 9), shrunk: `Color.red
  // .layoutPriority(.nan)` is laid out as priority 0, but nothing says the NaN was dropped.
  // The cause was in LayoutTreeBuilder (`priority.isNaN ? 0 : priority`, no `diagnose`); the
  // frames were right (390×844).
  @Test func nanLayoutPriorityIsDiagnosed() {
    let result = Color.red.layoutPriority(.nan).laidOut()
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 844))
    #expect(result.diagnostics.map(\.message) == ["invalid layoutPriority nan: treated as 0"])
  }

  /// Colours and shapes: they answer exactly what they are proposed (§3.1).
  static func isGreedyLeaf(_ kind: ViewKind) -> Bool {
    switch kind {
    case .color, .shape: true
    default: false
    }
  }

  // MARK: The specification of clamping

  /// What is invalid in `kind`, in words; empty when nothing is.
  static func invalidValues(_ kind: ViewKind) -> [String] {
    func bad(_ value: CGFloat?) -> Bool { value.map { !$0.isFinite || $0 < 0 } ?? false }
    switch kind {
    case .frame(let width, let height, _):
      return (bad(width) ? ["width \(width!)"] : []) + (bad(height) ? ["height \(height!)"] : [])
    case .flexibleFrame(let f):
      var reasons: [String] = []
      for (name, min, ideal, max) in [
        ("width", f.minWidth, f.idealWidth, f.maxWidth),
        ("height", f.minHeight, f.idealHeight, f.maxHeight),
      ] {
        let given = [min, ideal, max].compactMap { $0 }
        if given.contains(where: \.isNaN) { reasons.append("a NaN \(name) constraint") }
        if min == .infinity || ideal == .infinity {
          reasons.append("an infinite \(name) minimum or ideal")
        }
        if given.contains(where: { $0 < 0 }) { reasons.append("a negative \(name) constraint") }
        if !given.contains(where: \.isNaN) && given != given.sorted() {
          reasons.append("\(name) constraints out of order \(given)")
        }
      }
      return reasons
    case .padding(let insets):
      let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
      return values.allSatisfy(\.isFinite) ? [] : ["padding \(values)"]
    case .offset(let offset):
      return offset.width.isFinite && offset.height.isFinite ? [] : ["offset \(offset)"]
    case .position(let point):
      return point.x.isFinite && point.y.isFinite ? [] : ["position \(point)"]
    case .layoutPriority(let priority):
      return priority.isNaN ? ["priority \(priority)"] : []
    case .hStack(_, let spacing?), .vStack(_, let spacing?):
      return spacing.isFinite ? [] : ["spacing \(spacing)"]
    default:
      return []
    }
  }

  /// `tree` with every invalid value replaced by what SwiftUI lays out in its place:
  /// - §6.1: a negative or non-finite `frame(width:height:)` length is "Invalid frame
  ///   dimension" and treated as nil;
  /// - §6.2: flexible-frame constraints are normalised, `min' = max(min, 0)`, `ideal' =
  ///   max(min' ?? 0, ideal)`, `max' = max(ideal' ?? 0, max)` (so a negative or −∞ max is 0 or
  ///   the ideal); min > max stays contradictory. NaN compares with nothing, and an infinite
  ///   min or ideal makes an infinite frame, so LayoutLab reads them as nil, as it reads an
  ///   invalid fixed length (§6.1);
  /// - the reference is silent on non-finite padding, offset, position, priority and spacing
  ///   (SwiftUI's arithmetic would spread NaN through every frame): LayoutLab reads padding,
  ///   offset and position as 0, the priority as 0 (§7's default), and the spacing as nil.
  static func clamped(_ node: ViewNode) -> ViewNode {
    var node = node
    node.children = node.children.map(clamped)
    func length(_ value: CGFloat?) -> CGFloat? {
      value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    func spacing(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? $0 : nil } }
    switch node.kind {
    case .frame(let width, let height, let alignment):
      node.kind = .frame(width: length(width), height: length(height), alignment: alignment)
    case .flexibleFrame(let frame):
      let (width, height) = normalised(frame)
      node.kind = .flexibleFrame(
        FlexibleFrame(
          minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
          minHeight: height.min, idealHeight: height.ideal, maxHeight: height.max,
          alignment: frame.alignment))
    case .padding(let insets):
      node.kind = .padding(
        EdgeInsets(
          top: finite(insets.top), leading: finite(insets.leading),
          bottom: finite(insets.bottom), trailing: finite(insets.trailing)))
    case .offset(let offset):
      node.kind = .offset(CGSize(width: finite(offset.width), height: finite(offset.height)))
    case .position(let point):
      node.kind = .position(CGPoint(x: finite(point.x), y: finite(point.y)))
    case .layoutPriority(let priority) where priority.isNaN:
      node.kind = .layoutPriority(0)
    case .hStack(let alignment, let given):
      node.kind = .hStack(alignment: alignment, spacing: spacing(given))
    case .vStack(let alignment, let given):
      node.kind = .vStack(alignment: alignment, spacing: spacing(given))
    default:
      break
    }
    return node
  }

  /// §6.2's init normalisation of each axis, with NaN (and an infinite min or ideal) read as nil.
  static func normalised(_ frame: FlexibleFrame) -> (
    width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?),
    height: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
  ) {
    func axis(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> (
      min: CGFloat?, ideal: CGFloat?, max: CGFloat?
    ) {
      let number = { (value: CGFloat?) in value.flatMap { $0.isNaN ? nil : $0 } }
      let finite = { (value: CGFloat?) in number(value).flatMap { $0 == .infinity ? nil : $0 } }
      let newMin = finite(min).map { Swift.max($0, 0) }
      let newIdeal = finite(ideal).map { Swift.max(newMin ?? 0, $0) }
      let newMax = number(max).map { Swift.max(newIdeal ?? 0, $0) }
      return (newMin, newIdeal, newMax)
    }
    return (
      axis(frame.minWidth, frame.idealWidth, frame.maxWidth),
      axis(frame.minHeight, frame.idealHeight, frame.maxHeight)
    )
  }
}
