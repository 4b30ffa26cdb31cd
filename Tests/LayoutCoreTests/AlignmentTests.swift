import LayoutCore
import LayoutTestSupport
import Testing

/// Alignment guides: built-in defaults, `ViewDimensions`, custom `AlignmentID`s, explicit
/// guides through modifiers and stacks, combination rules and Text baselines (reference §8).
@Suite struct AlignmentTests {
  /// A horizontal guide a quarter of the way in (the `AlignmentID` doc's kind of example).
  private enum Quarter: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.25 }
  }

  /// A vertical guide three quarters of the way down.
  private enum Lower: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.75 }
  }

  /// Collects what alignment-guide closures see.
  private final class Probe {
    var values: [String: CGFloat] = [:]
    var optionals: [String: CGFloat?] = [:]
  }

  // §8.1: "leading 0, center w/2, trailing w; top 0, center h/2, bottom h", and the baselines
  // default to h for views without text. Read through the `d` a guide closure receives for a
  // 100×60 view (the closure runs because the VStack aligns by leading).
  @Test func builtInDefaultValues() {
    let probe = Probe()
    _ = VStack(alignment: .leading) {
      Color.red.frame(width: 100, height: 60).alignmentGuide(.leading) { d in
        probe.values = [
          "width": d.width, "height": d.height,
          "leading": d[.leading], "center": d[HorizontalAlignment.center],
          "trailing": d[.trailing], "top": d[.top], "vcenter": d[VerticalAlignment.center],
          "bottom": d[.bottom], "first": d[.firstTextBaseline], "last": d[.lastTextBaseline],
        ]
        return d[.leading]
      }
      Color.blue.frame(width: 10, height: 10)
    }.laidOut()
    #expect(
      probe.values == [
        "width": 100, "height": 60, "leading": 0, "center": 50, "trailing": 100, "top": 0,
        "vcenter": 30, "bottom": 60, "first": 60, "last": 60,
      ])
  }

  // §8.2: `d[explicit: g]` is nil without an explicit value; `d[g]` is the explicit value when
  // there is one. The outer closure sees the inner guide (leading 7) of its content.
  @Test func viewDimensionsExplicitSubscript() {
    let probe = Probe()
    _ = VStack(alignment: .trailing) {
      Color.red.frame(width: 100, height: 60)
        .alignmentGuide(.leading) { _ in 7 }
        .alignmentGuide(.trailing) { d in
          probe.optionals = [
            "explicit leading": d[explicit: .leading], "explicit trailing": d[explicit: .trailing],
            "explicit top": d[explicit: .top],
          ]
          probe.values = ["leading": d[.leading], "trailing": d[.trailing]]
          return d[.trailing]
        }
      Color.blue.frame(width: 10, height: 10)
    }.laidOut()
    #expect(probe.optionals["explicit leading"] == .some(7))
    #expect(probe.optionals["explicit trailing"] == .some(nil))
    #expect(probe.optionals["explicit top"] == .some(nil))
    #expect(probe.values == ["leading": 7, "trailing": 100])
  }

  // §8.3: an explicit guide moves the view; positive values move it toward the start.
  // VStack(.leading, spacing 0) of red 100×10 and blue 50×10 with leading guide 20: origins
  // −0 and −20, range −20…100, so the stack is 120 wide at (135, 412); red at x 135 + 20,
  // blue at 135.
  @Test func explicitGuideMovesTheView() {
    let result = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10)
      Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }
    }.laidOut()
    #expect(result.frame(of: "VStack") == CGRect(135, 412, 120, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(155, 412, 100, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(135, 422, 50, 10))
  }

  // §8.1: a custom `AlignmentID` whose default is `d.width * 0.25`, used by a VStack: red 100
  // wide has the guide at 25, blue 40 wide at 10; origins −25 and −10, range −25…75 → 100 wide
  // at (145, 412); blue at x 145 + 15.
  @Test func customAlignmentIDInAStack() {
    let result = VStack(alignment: HorizontalAlignment(Quarter.self), spacing: 0) {
      Color.red.frame(width: 100, height: 10)
      Color.blue.frame(width: 40, height: 10)
    }.laidOut()
    #expect(result.frame(of: "VStack") == CGRect(145, 412, 100, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 412, 100, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(160, 422, 40, 10))
  }

  // §7 note and §8.4: unary modifiers forward the content's explicit guide offset by the
  // content's origin. Blue (10×10) has an explicit top of 5 (its middle).
  // - padding(.top, 30): the padded view's explicit top is 30 + 5 = 35. In HStack(.top) red
  //   (10×100) has origin 0, the padded view −35: range −35…100, height 135; red at y 35 and
  //   blue at 30, so blue's middle (35) is level with red's top.
  // - frame(width: 10, height: 50, alignment: .bottom): blue at y 40 in the frame, explicit top
  //   45; range −45…100, height 145; red at 45, blue's middle at 40 + 5 = 45.
  @Test func explicitGuidesPassThroughPaddingAndFrame() {
    let padded = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d.height / 2 }
        .padding(.top, 30)
    }.laidOut()
    let top = (844 - 135) / 2 as CGFloat
    #expect(padded.frame(of: "HStack") == CGRect(185, top, 20, 135))
    #expect(padded.frame(of: "Color", label: "red") == CGRect(185, top + 35, 10, 100))
    #expect(padded.frame(of: "Color", label: "blue") == CGRect(195, top + 30, 10, 10))

    let framed = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d.height / 2 }
        .frame(width: 10, height: 50, alignment: .bottom)
    }.laidOut()
    let top2 = (844 - 145) / 2 as CGFloat
    #expect(framed.frame(of: "HStack") == CGRect(185, top2, 20, 145))
    #expect(framed.frame(of: "Color", label: "red") == CGRect(185, top2 + 45, 10, 100))
    #expect(framed.frame(of: "Color", label: "blue") == CGRect(195, top2 + 40, 10, 10))
  }

  // §8.4: built-in guides stop at a container with 2+ children (the combine is a no-op), but
  // pass through a one-child stack (identity, §4.1, §11 #13). Blue has explicit top −20.
  // - two children: the inner VStack reports no explicit top and is aligned by its default 0:
  //   red and VStack both at the HStack's top; the HStack is 100 tall.
  // - one child: the VStack *is* blue, origin +20: range 0…100 still (20 + 10 < 100), blue at 20.
  @Test func builtInGuidesStopAtMultiChildStacks() {
    let two = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      VStack(spacing: 0) {
        Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -20 }
        Color.green.frame(width: 10, height: 10)
      }
    }.laidOut()
    #expect(two.frame(of: "HStack") == CGRect(185, 372, 20, 100))
    #expect(two.frame(of: "VStack") == CGRect(195, 372, 10, 20))
    #expect(two.frame(of: "Color", label: "blue") == CGRect(195, 372, 10, 10))

    let one = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      VStack { Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -20 } }
    }.laidOut()
    #expect(one.frame(of: "HStack") == CGRect(185, 372, 20, 100))
    #expect(one.frame(of: "Color", label: "blue") == CGRect(195, 392, 10, 10))
  }

  // §8.4 and §13 #3: custom guides cross stacks as the mean of the children's explicit values
  // *with each child's origin added*. VStack(spacing 0): A (10×20) explicit 10 at y 0, B (10×30)
  // explicit 15 at y 20: (0 + 10 + 20 + 15) / 2 = 22.5 (without the origins it would be 12.5).
  // Red (10×100) has the default 0.75 × 100 = 75. Origins −75 and −22.5, range −75…27.5:
  // the HStack is 102.5 tall at y (844 − 102.5)/2 = 370.75; the VStack at 370.75 + 52.5.
  @Test func customGuidesAreAveragedWithOrigins() {
    let lower = VerticalAlignment(Lower.self)
    let result = HStack(alignment: lower, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      VStack(spacing: 0) {
        Color.blue.frame(width: 10, height: 20).alignmentGuide(lower) { _ in 10 }
        Color.green.frame(width: 10, height: 30).alignmentGuide(lower) { _ in 15 }
      }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(185, 370.75, 20, 102.5))
    #expect(result.frame(of: "Color", label: "red") == CGRect(185, 370.75, 10, 100))
    #expect(result.frame(of: "VStack") == CGRect(195, 423.25, 10, 50))
  }

  // §8.4 classic case [swiftui-lab]: `HStack(alignment: .custom) { A; VStack { B; C.guide } }`
  // lines up A's default custom value with C's explicit one through the VStack. Guide Lower:
  // A (10×40) default 0.75 × 40 = 30. VStack(spacing 0): B 10×20 at 0, C 10×20 at 20 with
  // explicit d[.top] = 0 → VStack's value 20 + 0 = 20 (its default would be 30). Origins −30
  // and −20, range −30…20: the HStack is 50 tall at y 397; the VStack at 397 + 10 and C's top
  // at 397 + 30, level with A's 3/4 line.
  @Test func customGuideAlignsAcrossBranches() {
    let lower = VerticalAlignment(Lower.self)
    let result = HStack(alignment: lower, spacing: 0) {
      Color.red.frame(width: 10, height: 40)
      VStack(spacing: 0) {
        Color.blue.frame(width: 10, height: 20)
        Color.green.frame(width: 10, height: 20).alignmentGuide(lower) { d in d[.top] }
      }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(185, 397, 20, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(185, 397, 10, 40))
    #expect(result.frame(of: "Color", label: "green") == CGRect(195, 427, 10, 20))
  }

  // §8.4: firstTextBaseline combines by min, lastTextBaseline by max (§13 #2: not OSUI's min).
  // VStack(spacing 0) of Text "A" (10×20, baselines 20/20) and Text "B\nC" (10×40 at y 20,
  // baselines 40/60 in the stack): first = min(20, 40) = 20, last = max(20, 60) = 60.
  // Next to red 10×50 (both baselines default to 50):
  // - .firstTextBaseline: origins −50, −20 → range −50…40 → 90 tall; VStack at y 30.
  // - .lastTextBaseline: origins −50, −60 → range −60…0 → 60 tall; red at y 10.
  @Test func textBaselinesCombineByMinAndMax() {
    let first = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Color.red.frame(width: 10, height: 50)
      VStack(spacing: 0) {
        Text("A")
        Text("B\nC")
      }
    }.laidOut()
    #expect(first.frame(of: "HStack") == CGRect(185, 377, 20, 90))
    #expect(first.frame(of: "Color") == CGRect(185, 377, 10, 50))
    #expect(first.frame(of: "VStack") == CGRect(195, 407, 10, 60))

    let last = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Color.red.frame(width: 10, height: 50)
      VStack(spacing: 0) {
        Text("A")
        Text("B\nC")
      }
    }.laidOut()
    #expect(last.frame(of: "HStack") == CGRect(185, 392, 20, 60))
    #expect(last.frame(of: "Color") == CGRect(185, 402, 10, 50))
    #expect(last.frame(of: "VStack") == CGRect(195, 392, 10, 60))
  }

  // §8.1 with the terminal model (§12): a line's baseline is the bottom of its 20-pt line, so a
  // Text's first baseline is 20 and its last its height. "Hello" (50×20) next to "A\nB\nC"
  // (10×60) in HStack(spacing 0):
  // - .firstTextBaseline: both baselines at 20 → both at the top; 60 tall.
  // - .lastTextBaseline: 20 and 60 → "Hello" at y 40; 60 tall.
  // - .center: "Hello" at y 20.
  @Test(arguments: [
    (VerticalAlignment.firstTextBaseline, 0), (.lastTextBaseline, 40), (.center, 20),
    (.top, 0), (.bottom, 40),
  ] as [(VerticalAlignment, CGFloat)])
  func textBaselinesInAnHStack(alignment: VerticalAlignment, helloY: CGFloat) {
    let result = HStack(alignment: alignment, spacing: 0) {
      Text("Hello")
      Text("A\nB\nC")
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(165, 392, 60, 60), "\(alignment)")
    #expect(result.frame(of: "Text", label: "Hello") == CGRect(165, 392 + helloY, 50, 20),
      "\(alignment)")
    #expect(result.frame(of: "Text", label: "A\nB\nC") == CGRect(215, 392, 10, 60), "\(alignment)")
  }

  // §8.1 and §12: the baselines a guide closure sees on a Text: first 20 (one line), last =
  // the height. The VStack asks the Text at several heights (0, ∞, its share); every call sees
  // first 20 and last = height, and the final one is the wrapped "Hello" / "world", 50×40.
  @Test func textBaselinesSeenByAGuideClosure() {
    final class Calls { var seen: [(height: CGFloat, first: CGFloat, last: CGFloat)] = [] }
    let calls = Calls()
    _ = VStack(alignment: .leading) {
      Text("Hello world").alignmentGuide(.leading) { d in
        calls.seen.append((d.height, d[.firstTextBaseline], d[.lastTextBaseline]))
        return 0
      }
      Color.blue.frame(width: 10, height: 10)
    }
    .frame(width: 50)
    .laidOut()
    #expect(!calls.seen.isEmpty)
    for call in calls.seen {
      #expect(call.first == 20, "height \(call.height)")
      #expect(call.last == call.height, "height \(call.height)")
    }
    #expect(calls.seen.contains { $0.height == 40 })
  }

  // [APPLE `combineExplicit`] as quoted in §8.4 and §13 #4: the public function gives the mean
  // of the non-nil values for built-in edge/centre guides and for custom ones, min for
  // firstTextBaseline, max for lastTextBaseline, and nil with no values.
  @Test func combineExplicit() {
    #expect(HorizontalAlignment.leading.combineExplicit([10, nil, 30]) == 20)
    #expect(HorizontalAlignment.center.combineExplicit([4]) == 4)
    #expect(HorizontalAlignment.trailing.combineExplicit([nil, nil]) == nil)
    #expect(HorizontalAlignment(Quarter.self).combineExplicit([10, 20, 60]) == 30)
    #expect(HorizontalAlignment(Quarter.self).combineExplicit([]) == nil)
    #expect(VerticalAlignment.top.combineExplicit([4, 8]) == 6)
    #expect(VerticalAlignment.bottom.combineExplicit([1, 2, 6]) == 3)
    #expect(VerticalAlignment(Lower.self).combineExplicit([nil, 5, 15]) == 10)
    #expect(VerticalAlignment.firstTextBaseline.combineExplicit([30, 10, nil, 20]) == 10)
    #expect(VerticalAlignment.lastTextBaseline.combineExplicit([30, 10, nil, 20]) == 30)
  }
}
