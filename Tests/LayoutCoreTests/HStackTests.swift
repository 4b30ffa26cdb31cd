import LayoutCore
import LayoutTestSupport
import Testing

/// HStack and `HStackLayout`: spacing, flexibility sort, priority groups, ideal layout, cross-axis
/// union and alignment, placement proposals, explicit alignment (reference §4; §11 #0–#3, #13, #15).
///
/// Canvas 390×844, no safe area; the root is centred (§1.1): a W×H root sits at
/// ((390 − W)/2, (844 − H)/2).
@Suite struct HStackTests {
  // MARK: §4.1 One child

  // §4.1: a one-child stack adds no layout behaviour: no spacing, the child's size and frame.
  @Test func oneChildIsTheChild() {
    let stack = HStack(spacing: 50) { Color.red.frame(width: 50, height: 60) }
    #expect(stack.size(for: .unspecified) == CGSize(50, 60))
    let result = stack.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(170, 392, 50, 60))
    #expect(result.frame(of: "frame") == CGRect(170, 392, 50, 60))
  }

  // §4.1 / §11 #13: built-in guides pass through a one-child stack. The inner stack's top guide is
  // its child's explicit 20, so it hangs 20 above the 100-tall red: union [−20, 100] = 120 tall,
  // at y (844−120)/2 = 362; red 20 lower at 382. Width 50 + 8 + 50 = 108, x 141.
  @Test func oneChildStackPassesBuiltInGuidesThrough() {
    let result = HStack(alignment: .top) {
      Color.red.frame(width: 50, height: 100)
      HStack { Color.green.frame(width: 50, height: 30).alignmentGuide(.top) { _ in 20 } }
    }.laidOut()
    #expect(result.frames(of: "HStack").first == CGRect(141, 362, 108, 120))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 382, 50, 100))
    #expect(result.frame(of: "Color", label: "green") == CGRect(199, 362, 50, 30))
  }

  // §4.8 / §8.4: a stack of two children combines built-in guides to nil, so the inner VStack's
  // top is its default 0 and the explicit 20 is lost: both columns start at y (844−100)/2 = 372.
  @Test func multiChildStackDropsBuiltInGuides() {
    let result = HStack(alignment: .top) {
      Color.red.frame(width: 50, height: 100)
      VStack(spacing: 0) {
        Color.green.frame(width: 50, height: 30).alignmentGuide(.top) { _ in 20 }
        Color.blue.frame(width: 50, height: 30)
      }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 372, 108, 100))
    #expect(result.frame(of: "VStack") == CGRect(199, 372, 50, 60))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 372, 50, 100))
  }

  // MARK: §4.2 Spacing

  // §4.2: two plain views have no preference: the platform default 8. 50 + 8 + 50 = 108.
  @Test func twoShapesAreEightApart() {
    let result = HStack {
      Color.red.frame(width: 50, height: 50)
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 397, 108, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 397, 50, 50))
  }

  // §4.2: a Spacer's nil-category 0 beats "no preference": no gap either side, so in 200 it is
  // 200 − 100 = 100 wide and touches both neighbours. Frame at x (390−200)/2 = 95.
  @Test func spacerNeighboursGetNoSpacing() {
    let result = HStack {
      Color.red.frame(width: 50, height: 50)
      Spacer()
      Color.blue.frame(width: 50, height: 50)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(95, 397, 50, 50))
    #expect(result.frame(of: "Spacer") == CGRect(145, 422, 100, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(245, 397, 50, 50))
  }

  // §4.2 / §11 #5: an explicit spacing applies between every pair, Spacers included:
  // 200 − 2×10 − 100 = 80 for the Spacer, which starts at 95 + 50 + 10 = 155.
  @Test func explicitSpacingAppliesAroundSpacers() {
    let result = HStack(spacing: 10) {
      Color.red.frame(width: 50, height: 50)
      Spacer()
      Color.blue.frame(width: 50, height: 50)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "Spacer") == CGRect(155, 422, 80, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(245, 397, 50, 50))
  }

  // §4.2: padding resets the spacing of the edges it pads, so a padded Spacer gets 8 from each
  // neighbour: the padding is 200 − 16 − 100 = 84 wide at 95 + 58 = 153, the Spacer 74 at 158.
  @Test func paddedSpacerGetsDefaultSpacing() {
    let result = HStack {
      Color.red.frame(width: 50, height: 50)
      Spacer().padding(.horizontal, 5)
      Color.blue.frame(width: 50, height: 50)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "padding") == CGRect(153, 422, 84, 0))
    #expect(result.frame(of: "Spacer") == CGRect(158, 422, 74, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(245, 397, 50, 50))
  }

  // §4.2 exception + §3.2 / §7: a frame projects a Spacer's spacing (gaps stay 0) but resets its
  // priority to 0. Then all three are infinitely flexible; the framed Spacer (minimum 8) sorts
  // first and takes 300/3 = 100, and the colours split the other 200: thirds, not 146/8/146.
  @Test func framedSpacerKeepsZeroGapsButLosesItsLowPriority() {
    let result = HStack {
      Color.red
      Spacer().frame(minWidth: 8)
      Color.blue
    }.frame(width: 300, height: 100).laidOut()
    // Frame at ((390−300)/2, (844−100)/2) = (45, 372).
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 372, 100, 100))
    #expect(result.frame(of: "Spacer") == CGRect(145, 422, 100, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(245, 372, 100, 100))
  }

  // §4.2: a stack's leading edge has its first child's spacing. The inner stack starts with a
  // Spacer (nil-category 0), so red gets no gap before it: red 50 at 95, the inner stack
  // 200 − 50 = 150 wide at 145 (Spacer 100, blue 50 at 245).
  @Test func nestedStackTakesItsFirstChildsLeadingSpacing() {
    let result = HStack {
      Color.red.frame(width: 50, height: 50)
      HStack {
        Spacer()
        Color.blue.frame(width: 50, height: 50)
      }
    }.frame(width: 200).laidOut()
    #expect(result.frames(of: "HStack").last == CGRect(145, 397, 150, 50))
    #expect(result.frame(of: "Spacer") == CGRect(145, 422, 100, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(245, 397, 50, 50))
  }

  // MARK: §4.3 Flexibility sort

  // §4.3 / §11 #1: Text (flexibility 110 − 10) is measured before the colours (∞): it is offered
  // (300 − 16)/3 = 94.67, wraps to "Hello" / "world" (50×40), and the colours split the
  // remaining 284 − 50 = 234: 117 each. 117 + 8 + 50 + 8 + 117 = 300.
  @Test func textIsMeasuredBeforeGreedyViews() throws {
    let result = HStack {
      Color.red
      Text("Hello world")
      Color.blue
    }.frame(width: 300, height: 100).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 372, 117, 100))
    // Centred on the 100-tall row: y = 372 + (100 − 40)/2 = 402.
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(228, 372, 117, 100))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.textLines == ["Hello", "world"])
  }

  // §4.3: a capped frame (flexibility 30) goes before a colour (∞): offered 100/2 = 50, it takes
  // its maximum 30 and the colour gets 70. In source order the colour would have taken 50.
  @Test func lessFlexibleChildIsMeasuredFirst() {
    let result = HStack(spacing: 0) {
      Color.red
      Color.blue.frame(maxWidth: 30)
    }.frame(width: 100, height: 50).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 397, 70, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(215, 397, 30, 50))
  }

  // §4.3: among infinitely flexible children the larger minimum goes first: the blue frame
  // (minimum 100) is offered 150/2 = 75, takes 100, and red gets the 50 left: no overflow.
  @Test func largerMinimumGoesFirstAmongInfinitelyFlexible() {
    let stack = HStack(spacing: 0) {
      Color.red
      Color.blue.frame(minWidth: 100)
    }
    #expect(stack.size(for: ProposedViewSize(width: 150, height: 50)) == CGSize(150, 50))
    let result = stack.frame(width: 150, height: 50).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(120, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(170, 397, 100, 50))
  }

  // MARK: §4.4 Priority groups

  // §4.4 / §11 #2: the priority-1 red is offered everything minus the lower group's minimums
  // (green 40, blue 30): 300 − 70 = 230. Then green and blue get their minimums back.
  @Test func layoutPriorityTakesAllButLowerMinimums() {
    let result = HStack(spacing: 0) {
      Color.red.layoutPriority(1)
      Color.green.frame(width: 40)
      Color.blue.frame(minWidth: 30)
    }.frame(width: 300, height: 50).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 397, 230, 50))
    #expect(result.frame(of: "Color", label: "green") == CGRect(275, 397, 40, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(315, 397, 30, 50))
  }

  // §4.4: with priority, the Text is offered 300 − 16 − 0 = 284 and stays on one line (110);
  // the colours split 284 − 110 = 174: 87 each. 87 + 8 + 110 + 8 + 87 = 300.
  @Test func prioritisedTextStaysOnOneLine() {
    let result = HStack {
      Color.red
      Text("Hello world").layoutPriority(1)
      Color.blue
    }.frame(width: 300, height: 100).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 372, 87, 100))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(258, 372, 87, 100))
  }

  // §11 #2: a greedy sibling of lower priority is squeezed to its minimum, 0.
  @Test func lowerPriorityGreedySiblingIsSqueezedToZero() {
    let result = HStack(spacing: 0) {
      Color.red
      Color.blue.layoutPriority(1)
    }.frame(width: 200, height: 50).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(95, 397, 0, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(95, 397, 200, 50))
  }

  // §4.4 / §11 #3, objc.io's case: same-priority minimums are not reserved. Red (flexibility 50)
  // goes first and takes 150/2 = 75; green, minimum 100, is offered 75 and still takes 100: the
  // stack is 175 in a 150 frame, centred in it: x = 120 + (150 − 175)/2 = 107.5.
  @Test func sameGroupMinimumsAreNotReservedSoTheStackOverflows() {
    let stack = HStack(spacing: 0) {
      Color.red.frame(minWidth: 50, maxWidth: 100)
      Color.green.frame(minWidth: 100)
    }
    #expect(stack.size(for: ProposedViewSize(width: 150, height: 50)) == CGSize(175, 50))
    let result = stack.frame(width: 150, height: 50).laidOut()
    #expect(result.frame(of: "HStack") == CGRect(107.5, 397, 175, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(107.5, 397, 75, 50))
    #expect(result.frame(of: "Color", label: "green") == CGRect(182.5, 397, 100, 50))
  }

  // §4.4 with §3.2: the Spacer's minimum 8 is reserved, so the Text is offered 100 − 8 = 92 and
  // wraps (50×40); the Spacer gets 92 − 50 + 8 = 50.
  @Test func spacerMinimumIsReservedBeforeText() {
    let result = HStack {
      Text("Hello world")
      Spacer()
    }.frame(width: 100).laidOut()
    // Frame 100×40 at ((390−100)/2, (844−40)/2) = (145, 402).
    #expect(result.frame(of: "Text") == CGRect(145, 402, 50, 40))
    #expect(result.frame(of: "Spacer") == CGRect(195, 422, 50, 0))
  }

  // MARK: §4.5 Ideal layout

  // §4.5's example: every child at its ideal, no sorting: 50 + 8 + 50 = 108 wide, 10 tall (the
  // colours' ideal height). Centred at ((390−108)/2, (844−10)/2) = (141, 417).
  @Test func fixedSizeStackIsTheSumOfIdealSizes() {
    let stack = HStack {
      Color.red.frame(width: 50)
      Spacer()
      Color.blue.frame(width: 50)
    }.fixedSize()
    #expect(stack.size(for: .unspecified) == CGSize(108, 10))
    let result = stack.laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 417, 50, 10))
    #expect(result.frame(of: "Spacer") == CGRect(191, 422, 8, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 417, 50, 10))
  }

  // §4.5: ideal Text (110×20) beside an ideal colour: 110 + 8 + 10 = 128 wide, 20 tall.
  @Test func idealLayoutOfTextAndColor() {
    let stack = HStack {
      Text("Hello world"); Color.red
    }
    #expect(stack.size(for: .unspecified) == CGSize(128, 20))
    #expect(stack.size(for: ProposedViewSize(width: nil, height: 100)) == CGSize(128, 100))
  }

  // MARK: §4.6 Cross axis

  // §4.6's own example: top-aligned, the 150-tall child's top guide is 25, so it starts 25 above
  // the line and the 100-tall one at the line: union [−25, 125] is 150 tall and the 100-tall child
  // sits 25 lower. At y (844−150)/2 = 347, x (390−108)/2 = 141.
  @Test func alignmentGuidePushesAChildAndTheStackIsTheUnion() {
    let result = HStack(alignment: .top) {
      Color.red.frame(width: 50, height: 100)
      Color.blue.frame(width: 50, height: 150).alignmentGuide(.top) { _ in 25 }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 347, 108, 150))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 372, 50, 100))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 347, 50, 150))
  }

  // §4.6: the union is not the max height: the 50-tall child pushed 80 down spans [80, 130], so
  // the stack is 130 tall, not 100. At y (844−130)/2 = 357.
  @Test func crossSizeIsTheUnionNotTheMax() {
    let result = HStack(alignment: .top) {
      Color.red.frame(width: 50, height: 100)
      Color.blue.frame(width: 50, height: 50).alignmentGuide(.top) { _ in -80 }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 357, 108, 130))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 357, 50, 100))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 437, 50, 50))
  }

  // §4.6: the union starts with 0…0, the line itself: children at [20, 50] and [10, 30] give
  // [0, 50], 50 tall, with the children 20 and 10 below its top. At y (844−50)/2 = 397.
  @Test func crossUnionIncludesTheAlignmentLine() {
    let result = HStack(alignment: .top) {
      Color.red.frame(width: 50, height: 30).alignmentGuide(.top) { _ in -20 }
      Color.blue.frame(width: 50, height: 20).alignmentGuide(.top) { _ in -10 }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 397, 108, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 417, 50, 30))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 407, 50, 20))
  }

  // §4.6 with §8.1: a 50-tall child beside a 100-tall one is 0, 25 or 50 below the top for
  // top, center and bottom. The stack is at y (844−100)/2 = 372.
  @Test(arguments: [(VerticalAlignment.top, 0.0), (.center, 25), (.bottom, 50)])
  func verticalAlignment(alignment: VerticalAlignment, offset: CGFloat) {
    let result = HStack(alignment: alignment) {
      Color.red.frame(width: 50, height: 100)
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 372, 108, 100), "\(alignment)")
    #expect(
      result.frame(of: "Color", label: "blue") == CGRect(199, 372 + offset, 50, 50), "\(alignment)")
  }

  // §4.6: every child gets the stack's own height proposal (200); the greedy one takes it, the
  // fixed one is centred in the 200-tall stack: y = 322 + 75.
  @Test func crossProposalIsTheStacksOwn() {
    let result = HStack {
      Color.red.frame(width: 50, height: 50)
      Color.blue.frame(width: 50)
    }.frame(height: 200).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 322, 50, 200))
  }

  // MARK: §4.7 Placement

  // §4.7 / §11 #15, the equal-height trick: under fixedSize the colour is measured at its ideal
  // 10 tall, but placed with the stack's height, 40 (the two-line Text). Stack 50 + 10 = 60 wide,
  // at ((390−60)/2, (844−40)/2) = (165, 402).
  @Test func greedyChildIsPlacedAtTheStacksHeightUnderFixedSize() {
    let result = HStack(spacing: 0) {
      Text("Hello\nworld")
      Color.red.frame(width: 10)
    }.fixedSize().laidOut()
    #expect(result.frame(of: "HStack") == CGRect(165, 402, 60, 40))
    #expect(result.frame(of: "Text") == CGRect(165, 402, 50, 40))
    #expect(result.frame(of: "Color") == CGRect(215, 402, 10, 40))
  }

  // §4.7 / §3.5: the same trick stretches a Divider to the tallest sibling.
  @Test func dividerStretchesToTheTallestSiblingUnderFixedSize() {
    let result = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 60)
      Divider()
      Color.blue.frame(width: 50, height: 30)
    }.fixedSize().laidOut()
    // 50 + 10 + 50 = 110 wide, 60 tall, at (140, 392).
    #expect(result.frame(of: "Divider") == CGRect(190, 392, 10, 60))
  }

  // MARK: §4.8 Explicit alignment

  // §4.8 / §8.4's classic case: the VStack forwards C's custom guide offset by C's origin in it
  // (30 + 30 = 60), so A's centre (its default, 20) lines up with C's centre. HStack: A spans
  // [−20, 20], the VStack [−60, 30]: 90 tall, A 40 below the top. At (141, (844−90)/2 = 377).
  @Test func customAlignmentCrossesANestedVStack() {
    let result = HStack(alignment: .hStackTestsMiddle) {
      Color.red.frame(width: 50, height: 40)
      VStack(spacing: 0) {
        Color.green.frame(width: 50, height: 30)
        Color.blue.frame(width: 50, height: 60)
          .alignmentGuide(.hStackTestsMiddle) { $0[VerticalAlignment.center] }
      }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 377, 108, 90))
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 417, 50, 40))
    #expect(result.frame(of: "VStack") == CGRect(199, 377, 50, 90))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 407, 50, 60))
  }

  // §4.8: a custom guide set on two children of the VStack combines to their mean, each offset
  // by its origin: (0 + 0 + 30 + 60)/2 = 45. A spans [−20, 20], the VStack [−45, 45]: 90 tall,
  // A 25 below the top. At y 377.
  @Test func customAlignmentIsTheMeanOfTheChildren() {
    let result = HStack(alignment: .hStackTestsMiddle) {
      Color.red.frame(width: 50, height: 40)
      VStack(spacing: 0) {
        Color.green.frame(width: 50, height: 30).alignmentGuide(.hStackTestsMiddle) { _ in 0 }
        Color.blue.frame(width: 50, height: 60).alignmentGuide(.hStackTestsMiddle) { _ in 60 }
      }
    }.laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(141, 402, 50, 40))
    #expect(result.frame(of: "VStack") == CGRect(199, 377, 50, 90))
  }

  // MARK: HStackLayout

  // §4 / §9.1: `HStackLayout` is the same algorithm as `HStack`. Fixed 50 first, then the colours
  // split 250: 125 each. Frame at (45, 372).
  @Test(arguments: [false, true]) func hStackLayoutMatchesHStack(asLayout: Bool) {
    let result =
      asLayout
      ? HStackLayout(spacing: 0) {
        Color.red
        Color.blue.frame(width: 50)
        Color.green
      }.frame(width: 300, height: 100).laidOut()
      : HStack(spacing: 0) {
        Color.red
        Color.blue.frame(width: 50)
        Color.green
      }.frame(width: 300, height: 100).laidOut()
    #expect(
      result.frame(of: "Color", label: "red") == CGRect(45, 372, 125, 100), "layout \(asLayout)")
    #expect(
      result.frame(of: "Color", label: "blue") == CGRect(170, 372, 50, 100), "layout \(asLayout)")
    #expect(
      result.frame(of: "Color", label: "green") == CGRect(220, 372, 125, 100), "layout \(asLayout)")
  }

  // §3.2 + §9.1: a Spacer in an HStackLayout takes its orientation from the layout's
  // stackOrientation: 0 tall, priority −∞, so 96/8/96 as in an HStack.
  @Test func spacerInHStackLayoutBehavesAsInHStack() {
    let result = HStackLayout {
      Color.red
      Spacer()
      Color.blue
    }.frame(width: 200, height: 100).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(95, 372, 96, 100))
    #expect(result.frame(of: "Spacer") == CGRect(191, 422, 8, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 372, 96, 100))
  }

  // §4.3 for `HStackLayout` with default spacing: the Text-before-Color numbers of the view.
  @Test func hStackLayoutSortsTextBeforeColors() {
    let result = HStackLayout {
      Color.red
      Text("Hello world")
      Color.blue
    }.frame(width: 300, height: 100).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 372, 117, 100))
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(228, 372, 117, 100))
  }

  // MARK: Sweeps

  // §4.4: three greedy children without spacing are offered w/3, then (w − w/3)/2, then the
  // rest: three equal thirds, contiguous, summing to w, for every width 0…400.
  @Test func threeColorsSplitEveryWidthIntoThirds() {
    for w in 0...400 {
      let width = CGFloat(w)
      let result = HStack(spacing: 0) {
        Color.red
        Color.green
        Color.blue
      }.frame(width: width, height: 50).laidOut()
      let frames = result.frames(of: "Color")
      guard frames.count == 3 else {
        Issue.record("width \(w): \(frames.count) colours")
        continue
      }
      let left = (390 - width) / 2
      #expect(abs(frames[0].minX - left) < 1e-9, "width \(w)")
      for frame in frames {
        #expect(abs(frame.width - width / 3) < 1e-9, "width \(w)")
        #expect(frame.height == 50, "width \(w)")
      }
      #expect(abs(frames[1].minX - frames[0].maxX) < 1e-9, "width \(w)")
      #expect(abs(frames[2].minX - frames[1].maxX) < 1e-9, "width \(w)")
      #expect(abs(frames[2].maxX - (left + width)) < 1e-9, "width \(w)")
    }
  }

  // §4.2 / §4.4: two greedy children with the default 8 between them fill any width ≥ 8 with
  // halves of w − 8; below 8 the spacing alone overflows: the stack is 8 wide and both are 0.
  @Test func twoColorsWithDefaultSpacingAtEveryWidth() {
    let stack = HStack {
      Color.red; Color.blue
    }
    for w in 0...400 {
      let width = CGFloat(w)
      let size = stack.size(for: ProposedViewSize(width: width, height: 10))
      #expect(size == CGSize(Swift.max(width, 8), 10), "width \(w)")
    }
  }
}

/// A custom vertical guide whose default is the centre, for the §4.8 cases.
private enum HStackTestsMiddleID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let hStackTestsMiddle = VerticalAlignment(HStackTestsMiddleID.self)
}
