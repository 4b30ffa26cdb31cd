import LayoutCore
import LayoutTestSupport
import Testing

/// `layoutPriority`: the group a stack serves first; only effective as the outermost layout
/// modifier, forwarded by fixedSize, alignmentGuide, offset and overlay (reference §7, §4.4).
@Suite struct LayoutPriorityTests {
  /// The widths of `first` (the stack's first child) and of a greedy blue sibling in an
  /// `HStack(spacing: 0)` of 300×100.
  func widths(_ first: some View) -> (first: CGFloat?, blue: CGFloat?) {
    let result = HStack(spacing: 0) {
      first
      Color.blue
    }
    .frame(width: 300, height: 100)
    .laidOut()
    return (result.root.children.first?.children.first?.frame.width,
      result.frame(of: "Color", label: "blue")?.width)
  }

  // §4.4: two greedy Colors of equal priority share 300 equally: 150 each.
  // With priority 1 on red, red's group is offered 300 minus blue's minimum (0): 300, and blue
  // gets what is left plus its own minimum: 0.
  @Test func higherPriorityTakesEverythingButTheOthersMinimum() {
    let equal = widths(Color.red)
    #expect(equal.first == 150)
    #expect(equal.blue == 150)
    let priority = widths(Color.red.layoutPriority(1))
    #expect(priority.first == 300)
    #expect(priority.blue == 0)
  }

  // §7 note: "`X.layoutPriority(1).frame(maxWidth: 100)` loses the priority". Red with
  // frame(maxWidth: 200): flexibility 0…200 < blue's ∞, so red goes first at equal priority
  // and takes half of 300: 150; blue 150. With the priority outermost the frame is offered 300
  // (minus blue's minimum 0), answers min(max(200, 200), 200) = 200, and blue gets 100.
  @Test func priorityUnderAFrameIsLost() {
    let inner = widths(Color.red.layoutPriority(1).frame(maxWidth: 200))
    #expect(inner.first == 150)
    #expect(inner.blue == 150)
    let outer = widths(Color.red.frame(maxWidth: 200).layoutPriority(1))
    #expect(outer.first == 200)
    #expect(outer.blue == 100)
  }

  // §7 note: `frame(width:height:)` and `padding` return priority 0 as well. With padding
  // (.leading, 10) red's minimum is 10 and blue's 0; both are infinitely flexible, so red (the
  // larger minimum) goes first and takes half: 150. Same for a height-only frame.
  @Test func paddingAndFixedFrameDropThePriority() {
    let padded = widths(Color.red.layoutPriority(1).padding(.leading, 10))
    #expect(padded.first == 150)
    #expect(padded.blue == 150)
    let framed = widths(Color.red.layoutPriority(1).frame(height: 50))
    #expect(framed.first == 150)
    #expect(framed.blue == 150)
  }

  // §7 note: "Only fixedSize, alignmentGuide, offset, overlay/background and the priority layout
  // itself forward it": each of these keeps red's priority, so red takes 300 and blue 0.
  @Test func forwardingModifiersKeepThePriority() {
    let cases: [(String, (first: CGFloat?, blue: CGFloat?))] = [
      ("fixedSize(vertical)", widths(
        Color.red.layoutPriority(1).fixedSize(horizontal: false, vertical: true))),
      ("alignmentGuide", widths(Color.red.layoutPriority(1).alignmentGuide(.top) { _ in 0 })),
      ("offset", widths(Color.red.layoutPriority(1).offset(x: 0, y: 0))),
      ("overlay", widths(Color.red.layoutPriority(1).overlay(Text("A")))),
      ("background", widths(Color.red.layoutPriority(1).background(Color.green))),
    ]
    for (name, result) in cases {
      #expect(result.first == 300, "\(name)")
      #expect(result.blue == 0, "\(name)")
    }
  }

  // §4.4 in a VStack(spacing: 0) of 300 tall: priority works on either axis. Red, with a
  // minimum height of 40 and priority −1, is in the last group: green is offered 300 minus red's
  // reserved minimum, 260, and red gets what is left plus its minimum, 40. Without the priority
  // both are infinitely flexible, red (larger minimum) goes first and they split 150/150.
  @Test func lowerPriorityIsServedLast() {
    let low = VStack(spacing: 0) {
      Color.red.frame(minHeight: 40).layoutPriority(-1)
      Color.green
    }
    .frame(width: 100, height: 300)
    .laidOut()
    #expect(low.frame(of: "Color", label: "green")?.height == 260)
    #expect(low.frame(of: "Color", label: "red")?.height == 40)
    let equal = VStack(spacing: 0) {
      Color.red.frame(minHeight: 40)
      Color.green
    }
    .frame(width: 100, height: 300)
    .laidOut()
    #expect(equal.frame(of: "Color", label: "green")?.height == 150)
    #expect(equal.frame(of: "Color", label: "red")?.height == 150)
  }
}
