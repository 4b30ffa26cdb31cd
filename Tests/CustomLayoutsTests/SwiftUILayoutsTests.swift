import LayoutCore
import LayoutTestSupport
import Testing

/// Custom layouts written exactly as for SwiftUI (only the import differs), in the style of
/// Apple's sample "Composing custom layouts with SwiftUI", laid out by LayoutLab (§9).

// MARK: Layouts, as one writes them for SwiftUI

/// A row whose cells all have the width of the widest subview's ideal size (and the height of
/// the tallest), separated by the subviews' preferred spacing. It ignores its proposal.
struct EqualWidthHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let cell = largestIdealSize(of: subviews)
    let totalGap = gaps(between: subviews).reduce(0, +)
    return CGSize(width: cell.width * CGFloat(subviews.count) + totalGap, height: cell.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard !subviews.isEmpty else { return }
    let cell = largestIdealSize(of: subviews)
    let gaps = gaps(between: subviews)
    let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
    var centreX = bounds.minX + cell.width / 2
    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: centreX, y: bounds.midY), anchor: .center, proposal: cellProposal)
      centreX += cell.width + gaps[index]
    }
  }

  /// The largest width and the largest height among the subviews' ideal sizes.
  private func largestIdealSize(of subviews: Subviews) -> CGSize {
    var largest = CGSize.zero
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      largest.width = max(largest.width, ideal.width)
      largest.height = max(largest.height, ideal.height)
    }
    return largest
  }

  /// The gap after each subview: its preferred distance to the next one, 0 after the last.
  private func gaps(between subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      guard index + 1 < subviews.endIndex else { return 0 }
      return subviews[index].spacing.distance(
        to: subviews[index + 1].spacing, along: .horizontal)
    }
  }
}

/// How early a subview comes round the circle: higher ranks first.
struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Subviews at equal angles on a circle of a third of the smaller side, the first at the top,
/// going clockwise, in descending `Rank`; each at its ideal size, centred on its point.
struct MyRadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard !subviews.isEmpty else { return }
    let radius = min(bounds.width, bounds.height) / 3
    let step = 2 * Double.pi / Double(subviews.count)
    // A stable sort: equal ranks keep their order.
    let order = subviews.indices.sorted { a, b in
      let (rankA, rankB) = (subviews[a][Rank.self], subviews[b][Rank.self])
      return rankA != rankB ? rankA > rankB : a < b
    }
    for (position, index) in order.enumerated() {
      let angle = step * Double(position)
      // The point (0, −radius) rotated clockwise by `angle` about the centre.
      let point = CGPoint(
        x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
      subviews[index].place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

// MARK: Tests

/// Whether two rectangles agree to within `tolerance` on every edge.
func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

@Suite struct EqualWidthHStackTests {
  // Ideal sizes (§12): "a" 10×20, "Goldfish" 80×20; cell 80×20. Text↔Text spacing is the
  // default 8 in LayoutLab (§4.2, §12: no font metrics). Width 2·80 + 8 = 168, height 20; at the
  // root x (390 − 168)/2 = 111, y (844 − 20)/2 = 412. Each Text is proposed 80×20 and keeps its
  // own width (§3.3 rule 2), centred in its cell: "a" at 111 + 40 − 5 = 146; "Goldfish" in the
  // cell at 111 + 88 = 199.
  @Test func cellsHaveTheWidestIdealWidth() {
    let result = EqualWidthHStack {
      Text("a")
      Text("Goldfish")
    }
    .laidOut()
    #expect(result.frame(of: "EqualWidthHStack") == CGRect(111, 412, 168, 20))
    #expect(result.frame(of: "Text", label: "a") == CGRect(146, 412, 10, 20))
    #expect(result.frame(of: "Text", label: "Goldfish") == CGRect(199, 412, 80, 20))
  }

  // A greedy subview (§3.1) has a 10×10 ideal size, so the cell stays 80×20; it is placed with
  // the cell's proposal and takes all of it. Width 3·80 + 2·8 = 256 at x (390 − 256)/2 = 67.
  // Cells at 67, 155, 243: "a" at 67 + 35 = 102, "Goldfish" 155, the Color (243, 412, 80, 20).
  @Test func greedySubviewsFillTheirCell() {
    let result = EqualWidthHStack {
      Text("a")
      Text("Goldfish")
      Color.red
    }
    .laidOut()
    #expect(result.frame(of: "EqualWidthHStack") == CGRect(67, 412, 256, 20))
    #expect(result.frame(of: "Text", label: "a") == CGRect(102, 412, 10, 20))
    #expect(result.frame(of: "Text", label: "Goldfish") == CGRect(155, 412, 80, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(243, 412, 80, 20))
  }

  // §3.2: in a layout without a stack orientation a Spacer expands both ways (ideal 8×8) and
  // prefers 0 on every edge, so `distance(to:along:)` gives 0 next to it (§4.2: max(−∞, 0)).
  // Cell max(10, 8, 10) × max(20, 8, 20) = 10×20; width 3·10 = 30 at x 180. The Spacer is
  // proposed 10×20 and takes it.
  @Test func spacingComesFromTheSubviewsPreferences() {
    let result = EqualWidthHStack {
      Text("a")
      Spacer()
      Text("b")
    }
    .laidOut()
    #expect(result.frame(of: "EqualWidthHStack") == CGRect(180, 412, 30, 20))
    #expect(result.frame(of: "Text", label: "a") == CGRect(180, 412, 10, 20))
    #expect(result.frame(of: "Spacer") == CGRect(190, 412, 10, 20))
    #expect(result.frame(of: "Text", label: "b") == CGRect(200, 412, 10, 20))
  }

  // The layout ignores its proposal: measured at 0, 100 or ∞ wide it is 168×20; in a 100-wide
  // frame (§6.1) it overflows, centred: 145 + 50 − 84 = 111, as at the root.
  @Test func ignoresItsProposal() {
    let row = EqualWidthHStack {
      Text("a")
      Text("Goldfish")
    }
    for proposal in [ProposedViewSize.zero, .unspecified, .infinity, .init(width: 100, height: 20)]
    {
      #expect(row.size(for: proposal) == CGSize(168, 20), "\(proposal)")
    }
    let result = row.frame(width: 100).laidOut()
    #expect(result.frame(of: "frame") == CGRect(145, 412, 100, 20))
    #expect(result.frame(of: "EqualWidthHStack") == CGRect(111, 412, 168, 20))
    #expect(result.frame(of: "Text", label: "Goldfish") == CGRect(199, 412, 80, 20))
  }

  // No subviews: `.zero`, as the guard says.
  @Test func emptyIsZero() {
    #expect(EqualWidthHStack {}.size(for: .unspecified) == .zero)
  }

  // In an HStack next to a Text: the layout's spacing is the union of its subviews' (§9.1),
  // no preference, so the gap is the default 8 (§4.2). 168 + 8 + 10 = 186 at x 102:
  // the row at 102, "z" at 102 + 168 + 8 = 278.
  @Test func spacingToItsNeighbours() {
    let result = HStack {
      EqualWidthHStack {
        Text("a")
        Text("Goldfish")
      }
      Text("z")
    }
    .laidOut()
    #expect(result.frame(of: "HStack") == CGRect(102, 412, 186, 20))
    #expect(result.frame(of: "EqualWidthHStack") == CGRect(102, 412, 168, 20))
    #expect(result.frame(of: "Text", label: "z") == CGRect(278, 412, 10, 20))
  }
}

@Suite struct MyRadialLayoutTests {
  /// The frame of a `size` subview centred on the point at `angle` (clockwise from the top) on
  /// a circle of `radius` about `centre`.
  func onCircle(_ centre: CGPoint, _ radius: CGFloat, _ angle: Double, _ size: CGSize) -> CGRect {
    CGRect(
      centre.x + radius * sin(angle) - size.width / 2,
      centre.y - radius * cos(angle) - size.height / 2, size.width, size.height)
  }

  // In a 300×300 frame at (45, 272) (§6.1: fixed, the layout is proposed and takes 300×300),
  // centre (195, 422), radius 300/3 = 100. Four Texts (10×20 ideal, proposed `.unspecified`) at
  // 0, π/2, π, 3π/2: "1" (190, 312), "2" (290, 412), "3" (190, 512), "4" (90, 412).
  @Test func fourSubviewsAtTheQuarters() {
    let result = MyRadialLayout {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
    }
    .frame(width: 300, height: 300)
    .laidOut()
    #expect(result.frame(of: "MyRadialLayout") == CGRect(45, 272, 300, 300))
    let centre = CGPoint(x: 195, y: 422)
    for (index, label) in ["1", "2", "3", "4"].enumerated() {
      let expected = onCircle(centre, 100, Double(index) * .pi / 2, CGSize(10, 20))
      #expect(isClose(result.frame(of: "Text", label: label), expected), "\(label)")
    }
    // The same points written out: sin and cos of the quarter angles.
    #expect(isClose(result.frame(of: "Text", label: "2"), CGRect(290, 412, 10, 20)))
    #expect(isClose(result.frame(of: "Text", label: "3"), CGRect(190, 512, 10, 20)))
  }

  // Three 20×20 circles in a 240×150 frame at (75, 347): centre (195, 422), radius
  // min(240, 150)/3 = 50, angles 0, 2π/3, 4π/3: e.g. the second centred at
  // (195 + 50·sin 120°, 422 − 50·cos 120°) = (238.30, 447).
  @Test func threeSubviewsAtThirds() {
    let result = MyRadialLayout {
      Circle().fill(.red).frame(width: 20, height: 20)
      Circle().fill(.green).frame(width: 20, height: 20)
      Circle().fill(.blue).frame(width: 20, height: 20)
    }
    .frame(width: 240, height: 150)
    .laidOut()
    #expect(result.frame(of: "MyRadialLayout") == CGRect(75, 347, 240, 150))
    let centre = CGPoint(x: 195, y: 422)
    for (index, color) in ["red", "green", "blue"].enumerated() {
      let expected = onCircle(centre, 50, Double(index) * 2 * .pi / 3, CGSize(20, 20))
      #expect(isClose(result.frame(of: "Circle", label: color), expected), "\(color)")
    }
    #expect(
      isClose(
        result.frame(of: "Circle", label: "green"),
        CGRect(195 + 25 * 3.0.squareRoot() - 10, 437, 20, 20), tolerance: 1e-9))
  }

  // `replacingUnspecifiedDimensions()` substitutes 10 for nil (§2), so the ideal size is 10×10.
  @Test func idealSizeIsTenByTen() {
    let layout = MyRadialLayout {
      Text("1")
      Text("2")
    }
    #expect(layout.size(for: .unspecified) == CGSize(10, 10))
    #expect(layout.size(for: ProposedViewSize(width: 200, height: nil)) == CGSize(200, 10))
    #expect(layout.size(for: ProposedViewSize(width: 120, height: 80)) == CGSize(120, 80))
  }

  // At the root the layout takes the whole 390×844 proposal at (0, 0): radius 390/3 = 130 about
  // (195, 422). A Color proposed `.unspecified` is 10×10 (§3.1); alone, it is at the top:
  // (195 − 5, 422 − 130 − 5) = (190, 287).
  @Test func greedySubviewsTakeTheirIdealSize() {
    let result = MyRadialLayout { Color.orange }.laidOut()
    #expect(result.frame(of: "MyRadialLayout") == CGRect(0, 0, 390, 844))
    #expect(isClose(result.frame(of: "Color", label: "orange"), CGRect(190, 287, 10, 10)))
  }

  // `layoutValue(key:value:)` (§9.1): ranks 1, 3, 0 (default) order the subviews b, a, c round
  // the circle: b at the top, a at 2π/3, c at 4π/3 (300×300 frame: centre (195, 422), r 100).
  @Test func rankOrdersTheSubviews() {
    let result = MyRadialLayout {
      Text("a").layoutValue(key: Rank.self, value: 1)
      Text("b").layoutValue(key: Rank.self, value: 3)
      Text("c")
    }
    .frame(width: 300, height: 300)
    .laidOut()
    let centre = CGPoint(x: 195, y: 422)
    let expected: [(String, Double)] = [("b", 0), ("a", 2 * .pi / 3), ("c", 4 * .pi / 3)]
    for (label, angle) in expected {
      let frame = onCircle(centre, 100, angle, CGSize(10, 20))
      #expect(isClose(result.frame(of: "Text", label: label), frame), "\(label)")
    }
    #expect(isClose(result.frame(of: "Text", label: "b"), CGRect(190, 312, 10, 20)))
  }
}
