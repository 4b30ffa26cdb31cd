import LayoutCore

/// Helpers shared by the test targets: lay a view out and find nodes in the result.
///
/// Tests read like SwiftUI code and assert frames in points; these helpers keep the finding of
/// nodes out of the way. They are a target of their own so that every test target can use them.
extension View {
  /// This view laid out on a canvas (390×844, the iPhone size the tests' numbers assume,
  /// unless given), with no safe area unless given.
  public func laidOut(
    in canvas: CGSize = CGSize(width: 390, height: 844), safeArea: EdgeInsets = EdgeInsets(),
    metrics: TextMetrics = .terminalCell
  ) -> LayoutResult {
    LayoutEngine(metrics: metrics).layout(self, in: canvas, safeArea: safeArea)
  }

  /// The size this view answers for `proposal`.
  public func size(
    for proposal: ProposedViewSize, metrics: TextMetrics = .terminalCell
  ) -> CGSize {
    LayoutEngine(metrics: metrics).sizeThatFits(self, proposal: proposal)
  }
}

extension LayoutResult {
  /// The frames of the nodes named `name` (`Text`, `Color`, `frame`), in pre-order.
  public func frames(of name: String) -> [CGRect] {
    root.nodes(named: name).map(\.frame)
  }

  /// The frame of the only node named `name` with `label` (a Text's string, a colour name).
  public func frame(of name: String, label: String? = nil) -> CGRect? {
    let matches = root.nodes(named: name).filter { label == nil || $0.label == label }
    return matches.count == 1 ? matches[0].frame : nil
  }

  /// The frames of the root's children, for scenes whose root is a stack.
  public var childFrames: [CGRect] { root.children.map(\.frame) }

  /// Whether a size reached ∞ and the placer clamped frames (reference §2): a `.fill` aspect
  /// ratio proposed ∞, lengths of 1e308 that add up. Positions past that are not comparable
  /// (SwiftUI's own are not finite), so properties about positions leave such layouts out.
  public var overflowed: Bool {
    diagnostics.contains { $0.message.hasPrefix("lengths overflowed") }
  }
}

extension CGRect {
  /// A rectangle written compactly: `CGRect(45, 392, 300, 60)`.
  public init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    self.init(x: x, y: y, width: width, height: height)
  }
}

extension CGSize {
  /// A size written compactly: `CGSize(300, 60)`.
  public init(_ width: CGFloat, _ height: CGFloat) {
    self.init(width: width, height: height)
  }
}

/// The lines that differ, numbered, `-` expected and `+` actual (with `|` marking the line's
/// end, so trailing spaces show), so that a failing text comparison shows what changed.
public func lineDiff(_ expected: String, _ actual: String) -> String {
  let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(want.count, got.count) {
    let a = index < want.count ? String(want[index]) : nil
    let b = index < got.count ? String(got[index]) : nil
    if a == b { continue }
    lines.append("line \(index + 1):")
    lines.append("- " + (a.map { "\($0)|" } ?? "(none)"))
    lines.append("+ " + (b.map { "\($0)|" } ?? "(none)"))
  }
  return lines.joined(separator: "\n")
}
