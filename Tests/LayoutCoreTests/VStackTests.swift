import LayoutCore
import LayoutTestSupport
import Testing

/// VStack and `VStackLayout`: HStack's algorithm with the axes swapped (reference §4; §11 #1–#3,
/// #13, #15).
///
/// Canvas 390×844, no safe area; the root is centred (§1.1): a W×H root sits at
/// ((390 − W)/2, (844 − H)/2).
@Suite struct VStackTests {
  // MARK: §4.1 One child

  // §4.1: a one-child stack is its child: no spacing, the child's size and frame.
  @Test func oneChildIsTheChild() {
    let stack = VStack(spacing: 50) { Color.red.frame(width: 60, height: 50) }
    #expect(stack.size(for: .unspecified) == CGSize(60, 50))
    #expect(stack.laidOut().frame(of: "VStack") == CGRect(165, 397, 60, 50))
  }

  // §4.1 / §11 #13: the inner one-child VStack's leading guide is its child's explicit 20, so it
  // hangs 20 left of the line: union [−20, 100] = 120 wide at x (390−120)/2 = 135, red 20 to the
  // right. Height 50 + 8 + 50 = 108 at y (844−108)/2 = 368.
  @Test func oneChildStackPassesBuiltInGuidesThrough() {
    let result = VStack(alignment: .leading) {
      Color.red.frame(width: 100, height: 50)
      VStack { Color.green.frame(width: 30, height: 50).alignmentGuide(.leading) { _ in 20 } }
    }.laidOut()
    #expect(result.frames(of: "VStack").first == CGRect(135, 368, 120, 108))
    #expect(result.frame(of: "Color", label: "red") == CGRect(155, 368, 100, 50))
    #expect(result.frame(of: "Color", label: "green") == CGRect(135, 426, 30, 50))
  }

  // MARK: §4.2 Spacing

  // §4.2: two plain views are 8 apart vertically: 50 + 8 + 50 = 108 tall.
  @Test func twoShapesAreEightApart() {
    let result = VStack {
      Color.red.frame(width: 50, height: 50)
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "VStack") == CGRect(170, 368, 50, 108))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(170, 426, 50, 50))
  }

  // §4.2 / §11 #5: explicit spacing 10 applies around the Spacer: 200 − 20 − 100 = 80 tall,
  // starting at 322 + 50 + 10 = 382 on the column's centre line x 195.
  @Test func explicitSpacingAppliesAroundSpacers() {
    let result = VStack(spacing: 10) {
      Color.red.frame(width: 50, height: 50)
      Spacer()
      Color.blue.frame(width: 50, height: 50)
    }.frame(height: 200).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(170, 322, 50, 50))
    #expect(result.frame(of: "Spacer") == CGRect(195, 382, 0, 80))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(170, 472, 50, 50))
  }

  // MARK: §4.3–4.4 Sorting and priorities

  // §4.3: proposed 100 wide, Text's height ranges from 20 (one line at least) to 40 (two lines
  // in 100), so it goes before the colours: offered (300 − 16)/3 = 94.67 tall it takes 40, and
  // the colours split 284 − 40 = 244: 122 each. Frame at ((390−100)/2, (844−300)/2) = (145, 272).
  @Test func textIsMeasuredBeforeGreedyViews() {
    let result = VStack {
      Color.red
      Text("Hello world")
      Color.blue
    }.frame(width: 100, height: 300).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 272, 100, 122))
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(145, 450, 100, 122))
  }

  // §4.4: the priority-1 red is offered 300 minus the lower minimums 40 and 30: 230.
  @Test func layoutPriorityTakesAllButLowerMinimums() {
    let result = VStack(spacing: 0) {
      Color.red.layoutPriority(1)
      Color.green.frame(height: 40)
      Color.blue.frame(minHeight: 30)
    }.frame(width: 50, height: 300).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(170, 272, 50, 230))
    #expect(result.frame(of: "Color", label: "green") == CGRect(170, 502, 50, 40))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(170, 542, 50, 30))
  }

  // §4.4 / §11 #3: same-group minimums are not reserved: red (flexibility 50) takes 150/2 = 75,
  // green (minimum 100) still takes 100: 175 tall in a proposal of 150.
  @Test func sameGroupMinimumsAreNotReservedSoTheStackOverflows() {
    let stack = VStack(spacing: 0) {
      Color.red.frame(minHeight: 50, maxHeight: 100)
      Color.green.frame(minHeight: 100)
    }
    #expect(stack.size(for: ProposedViewSize(width: 50, height: 150)) == CGSize(50, 175))
  }

  // MARK: §4.5 Ideal layout

  // §4.5 mirrored: 50 + 8 + 50 = 108 tall, 10 wide (the colours' ideal width), at (190, 368);
  // the Spacer is 0 wide on the centre line x 195.
  @Test func fixedSizeStackIsTheSumOfIdealSizes() {
    let stack = VStack {
      Color.red.frame(height: 50)
      Spacer()
      Color.blue.frame(height: 50)
    }.fixedSize()
    #expect(stack.size(for: .unspecified) == CGSize(10, 108))
    let result = stack.laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(190, 368, 10, 50))
    #expect(result.frame(of: "Spacer") == CGRect(195, 418, 0, 8))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(190, 426, 10, 50))
  }

  // MARK: §4.6 Cross axis

  // §4.6: a 50-wide child under a 100-wide one is 0, 25 or 50 from the left edge for leading,
  // center and trailing. Stack 100×108 at (145, 368).
  @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 25), (.trailing, 50)])
  func horizontalAlignment(alignment: HorizontalAlignment, offset: CGFloat) {
    let result = VStack(alignment: alignment) {
      Color.red.frame(width: 100, height: 50)
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "VStack") == CGRect(145, 368, 100, 108), "\(alignment)")
    #expect(
      result.frame(of: "Color", label: "blue") == CGRect(145 + offset, 426, 50, 50), "\(alignment)")
  }

  // §4.6 mirrored: the 150-wide child's leading guide 25 puts it 25 left of the line; the union
  // [−25, 125] is 150 wide and the 100-wide child sits 25 to the right. At x (390−150)/2 = 120.
  @Test func alignmentGuidePushesAChildAndTheStackIsTheUnion() {
    let result = VStack(alignment: .leading) {
      Color.red.frame(width: 100, height: 50)
      Color.blue.frame(width: 150, height: 50).alignmentGuide(.leading) { _ in 25 }
    }.laidOut()
    #expect(result.frame(of: "VStack") == CGRect(120, 368, 150, 108))
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 368, 100, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(120, 426, 150, 50))
  }

  // MARK: §4.7 Placement

  // §4.7 / §11 #15, the equal-width trick: the colour is measured 10 wide but placed with the
  // stack's width 110 (the Text). Stack 110×30 at ((390−110)/2, (844−30)/2) = (140, 407).
  @Test func greedyChildIsPlacedAtTheStacksWidthUnderFixedSize() {
    let result = VStack(spacing: 0) {
      Text("Hello world")
      Color.red.frame(height: 10)
    }.fixedSize().laidOut()
    #expect(result.frame(of: "VStack") == CGRect(140, 407, 110, 30))
    #expect(result.frame(of: "Color") == CGRect(140, 427, 110, 10))
  }

  // MARK: §4.8 Explicit alignment

  // §4.8 / §8.4 mirrored: the HStack forwards blue's custom guide offset by blue's origin in it
  // (30 + 30 = 60); red's default is its centre, 20. Red spans [−20, 20], the HStack [−60, 30]:
  // 90 wide, red 40 from the left. At ((390−90)/2, 368) = (150, 368); both centres at x 210.
  @Test func customAlignmentCrossesANestedHStack() {
    let result = VStack(alignment: .vStackTestsMiddle) {
      Color.red.frame(width: 40, height: 50)
      HStack(spacing: 0) {
        Color.green.frame(width: 30, height: 50)
        Color.blue.frame(width: 60, height: 50)
          .alignmentGuide(.vStackTestsMiddle) { $0[HorizontalAlignment.center] }
      }
    }.laidOut()
    #expect(result.frame(of: "VStack") == CGRect(150, 368, 90, 108))
    #expect(result.frame(of: "Color", label: "red") == CGRect(190, 368, 40, 50))
    #expect(result.frame(of: "HStack") == CGRect(150, 426, 90, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 426, 60, 50))
  }

  // MARK: VStackLayout

  // §4 / §9.1: `VStackLayout` is VStack's algorithm: the fixed 50 first, the colours split 250.
  // Frame at ((390−100)/2, (844−300)/2) = (145, 272).
  @Test(arguments: [false, true]) func vStackLayoutMatchesVStack(asLayout: Bool) {
    let result =
      asLayout
      ? VStackLayout(spacing: 0) {
        Color.red
        Color.blue.frame(height: 50)
        Color.green
      }.frame(width: 100, height: 300).laidOut()
      : VStack(spacing: 0) {
        Color.red
        Color.blue.frame(height: 50)
        Color.green
      }.frame(width: 100, height: 300).laidOut()
    #expect(
      result.frame(of: "Color", label: "red") == CGRect(145, 272, 100, 125), "layout \(asLayout)")
    #expect(
      result.frame(of: "Color", label: "blue") == CGRect(145, 397, 100, 50), "layout \(asLayout)")
    #expect(
      result.frame(of: "Color", label: "green") == CGRect(145, 447, 100, 125), "layout \(asLayout)")
  }

  // §3.2 + §9.1: a Spacer in a VStackLayout is vertical (0 wide) with priority −∞: 96/8/96 in
  // 200. Frame at ((390−100)/2, (844−200)/2) = (145, 322).
  @Test func spacerInVStackLayoutBehavesAsInVStack() {
    let result = VStackLayout {
      Color.red
      Spacer()
      Color.blue
    }.frame(width: 100, height: 200).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 322, 100, 96))
    #expect(result.frame(of: "Spacer") == CGRect(195, 418, 0, 8))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(145, 426, 100, 96))
  }

  // MARK: Sweep

  // §4.4: three greedy children, no spacing: equal thirds of every height 0…400, contiguous.
  @Test func threeColorsSplitEveryHeightIntoThirds() {
    for h in 0...400 {
      let height = CGFloat(h)
      let result = VStack(spacing: 0) {
        Color.red
        Color.green
        Color.blue
      }.frame(width: 50, height: height).laidOut()
      let frames = result.frames(of: "Color")
      guard frames.count == 3 else {
        Issue.record("height \(h): \(frames.count) colours")
        continue
      }
      let top = (844 - height) / 2
      #expect(abs(frames[0].minY - top) < 1e-9, "height \(h)")
      for frame in frames {
        #expect(abs(frame.height - height / 3) < 1e-9, "height \(h)")
        #expect(frame.width == 50, "height \(h)")
      }
      #expect(abs(frames[1].minY - frames[0].maxY) < 1e-9, "height \(h)")
      #expect(abs(frames[2].minY - frames[1].maxY) < 1e-9, "height \(h)")
      #expect(abs(frames[2].maxY - (top + height)) < 1e-9, "height \(h)")
    }
  }
}

/// A custom horizontal guide whose default is the centre, for the §4.8 case.
private enum VStackTestsMiddleID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

extension HorizontalAlignment {
  fileprivate static let vStackTestsMiddle = HorizontalAlignment(VStackTestsMiddleID.self)
}
