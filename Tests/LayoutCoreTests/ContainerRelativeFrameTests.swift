import LayoutCore
import LayoutTestSupport
import Testing

/// containerRelativeFrame(_:alignment:) and containerRelativeFrame(_:count:span:spacing:
/// alignment:) (reference §14.8).
///
/// Apple's formula: a part is `(container − spacing × (count − 1)) / count`, a view
/// `part × span + spacing × (span − 1)`. The container is the root's safe area (390×763 on a
/// phone with insets 47 and 34, §1.1) or the scroll view around the view (§12 item 43).
@Suite struct ContainerRelativeFrameTests {
  static let phone = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  // Apple's formula, worked: 390 wide in three parts 10 apart is (390 − 20)/3 = 123.33 a part;
  // two parts are 2 × 123.33 + 10 = 256.67; no count is the whole 390.
  @Test func theLengthIsApplesFormula() {
    let part: CGFloat = 370.0 / 3
    let third = ContainerRelativeFrame(axes: .horizontal, count: 3, spacing: 10)
    #expect(third.length(in: 390) == part)
    var twoThirds = third
    twoThirds.span = 2
    let two: CGFloat = part * 2 + 10
    #expect(twoThirds.length(in: 390) == two)
    #expect(ContainerRelativeFrame(axes: .horizontal).length(in: 390) == 390)
    // More spacing than container: never negative.
    #expect(ContainerRelativeFrame(axes: .horizontal, count: 3, spacing: 300).length(in: 390) == 0)
  }

  // §14.8: on the phone a third of the safe area's 390 is 123.33 wide; on the free axis the
  // Color takes the 763 proposed; the frame is centred at (390 − 123.33)/2 = 133.33, y 47.
  @Test func aThirdOfTheScreen() {
    let result = Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
      .laidOut(safeArea: Self.phone)
    #expect(result.frame(of: "Color") == CGRect(400 / 3, 47, 370 / 3, 763))
  }

  // §14.8, a frame on both axes: a Text is put at the top-leading corner of a 390×763 frame,
  // the whole safe area, whatever the Text's own 20×20.
  @Test func bothAxesTakeTheWholeContainer() {
    let result = Text("Hi").containerRelativeFrame(
      [.horizontal, .vertical], alignment: .topLeading
    )
    .laidOut(safeArea: Self.phone)
    #expect(result.frame(of: "containerRelativeFrame") == CGRect(0, 47, 390, 763))
    #expect(result.frame(of: "Text") == CGRect(0, 47, 20, 20))
  }

  // §14.8 and §12 item 43, Apple's carousel: in a horizontal scroll view 300 wide the items are
  // (300 − 20)/3 = 93.33 wide, two parts 196.67, so an HStack of them 10 apart fills the 300;
  // the scroll view, 300×100, is centred at (45, 372).
  @Test func aScrollViewIsTheContainer() {
    let result = ScrollView(.horizontal) {
      HStack(spacing: 10) {
        Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
        Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
      }
    }
    .frame(width: 300, height: 100).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 372, 280 / 3, 100))
    #expect(
      result.frame(of: "Color", label: "blue") == CGRect(45 + 280 / 3 + 10, 372, 560 / 3 + 10, 100))
  }

  // A cache never changes a result: an HStack measures the scroll view at several widths, and
  // each time its content is measured in that width. Two scroll views share 390 − 8: each is
  // proposed 191 and its Color is half of it, 95.5.
  @Test func aScrollViewMeasuredTwiceMeasuresItsContentAgain() {
    let result = HStack {
      ScrollView(.horizontal) {
        Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0)
      }
      ScrollView(.horizontal) {
        Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 0)
      }
    }.laidOut()
    #expect(result.frame(of: "Color", label: "red")?.width == 95.5)
    #expect(result.frame(of: "Color", label: "blue")?.width == 95.5)
    let uncached = LayoutEngine(usesMeasurementCache: false).layout(
      HStack {
        ScrollView(.horizontal) {
          Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0)
        }
        ScrollView(.horizontal) {
          Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 0)
        }
      }, in: CGSize(390, 844))
    #expect(uncached.root == result.root)
  }

  // A ViewGraph lays such a tree out afresh: after the canvas narrows from 390 to 300 the
  // Color is 300 wide, as a fresh layout gives.
  @Test func aViewGraphFollowsTheCanvas() {
    let graph = ViewGraph()
    let view = Color.red.containerRelativeFrame(.horizontal).frame(height: 10)
    _ = graph.layout(view, in: CGSize(390, 844))
    let kept = graph.layout(view, in: CGSize(300, 844))
    #expect(kept.frame(of: "Color") == CGRect(0, 417, 300, 10))
    #expect(kept.root == LayoutEngine().layout(view, in: CGSize(300, 844)).root)
  }

  // A GeometryReader's content is built when the reader is placed, after the scroll view was
  // measured, and still measures against the scroll view: half of its 200 is 100.
  @Test func aGeometryReadersContentMeasuresAgainstTheScrollView() {
    let result = ScrollView(.horizontal) {
      GeometryReader { _ in
        Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0)
      }
    }
    .frame(width: 200, height: 50).laidOut()
    #expect(result.frame(of: "Color")?.width == 100)
  }

  // A count or span below 1 is read as 1, diagnosed.
  @Test func aCountBelowOneIsOne() {
    let result = Color.red.containerRelativeFrame(.horizontal, count: 0, span: 0, spacing: 10)
      .laidOut()
    #expect(result.frame(of: "Color")?.width == 390)
    #expect(
      result.diagnostics.map(\.message) == [
        "containerRelativeFrame count 0 is less than 1: treated as 1",
        "containerRelativeFrame span 0 is less than 1: treated as 1",
      ])
  }
}
