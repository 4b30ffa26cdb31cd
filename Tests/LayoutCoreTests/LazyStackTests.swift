import LayoutCore
import LayoutTestSupport
import Testing

/// LazyVStack and LazyHStack (reference §14.4).
///
/// Canvas 390×844, no safe area; the root is centred (§1.1). A Color is 10 long along an axis
/// proposed nil (§3.1); two shapes are 8 apart in a stack (§4.2).
@Suite struct LazyStackTests {
  static func block(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
  }

  // §14.4: in a ScrollView the LazyVStack is proposed 390 × nil and takes the 390 across,
  // where a VStack would hug its 50-wide content (the ScrollView too, §14.3): 30 + 8 + 40 = 78
  // tall, the rows on its leading edge.
  @Test func aLazyVStackTakesTheProposedWidth() {
    let result = ScrollView {
      LazyVStack(alignment: .leading) {
        Self.block(.red, 50, 30)
        Self.block(.blue, 20, 40)
      }
    }.laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "LazyVStack") == CGRect(0, 0, 390, 78))
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 0, 50, 30))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 38, 20, 40))
    // The VStack of the same rows: the scroll view hugs its 50 at (390 − 50)/2.
    let eager = ScrollView {
      VStack(alignment: .leading) {
        Self.block(.red, 50, 30)
        Self.block(.blue, 20, 40)
      }
    }.laidOut()
    #expect(eager.frame(of: "VStack") == CGRect(170, 0, 50, 78))
  }

  // §14.4: centred by default in the stack's 390: the red row at (390 − 50)/2 = 170, the blue
  // at (390 − 20)/2 = 185.
  @Test func rowsAreAlignedInTheWholeWidth() {
    let result = ScrollView {
      LazyVStack {
        Self.block(.red, 50, 30)
        Self.block(.blue, 20, 40)
      }
    }.laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(170, 0, 50, 30))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(185, 38, 20, 40))
  }

  // §14.4: the rows are proposed nil height even when the stack is proposed 300, so two Colors
  // are 10 tall each (a VStack would give them 146 each: (300 − 8)/2); the stack is 390 × 20,
  // centred in the 300-tall frame at (844 − 300)/2 = 272: y 272 + 140 = 412.
  @Test func flexibleRowsAreProposedNilHeight() {
    let result = LazyVStack(spacing: 0) {
      Color.red
      Color.blue
    }.frame(height: 300).laidOut()
    #expect(result.frame(of: "LazyVStack") == CGRect(0, 412, 390, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 412, 390, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 422, 390, 10))
    let eager = VStack {
      Color.red
      Color.blue
    }.frame(height: 300).laidOut()
    #expect(eager.frame(of: "Color", label: "red") == CGRect(0, 272, 390, 146))
  }

  // §14.4, the same across: a LazyHStack takes the 844 proposed height and is as wide as its
  // columns, 50 + 8 + 20 = 78, centred at (390 − 78)/2 = 156; each column centred in 844.
  @Test func aLazyHStackTakesTheProposedHeight() {
    let result = LazyHStack {
      Self.block(.red, 50, 30)
      Self.block(.blue, 20, 40)
    }.laidOut()
    #expect(result.frame(of: "LazyHStack") == CGRect(156, 0, 78, 844))
    #expect(result.frame(of: "Color", label: "red") == CGRect(156, 407, 50, 30))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(214, 402, 20, 40))
  }

  // §14.4: a LazyHStack's columns are proposed nil width: a Color is 10 wide, 4 apart.
  @Test func aLazyHStackTopAlignsWithSpacing() {
    let result = LazyHStack(alignment: .top, spacing: 4) {
      Color.red
      Self.block(.blue, 20, 40)
    }.frame(height: 100).laidOut()
    // 10 + 4 + 20 = 34 wide, at (390 − 34)/2 = 178; the frame at (844 − 100)/2 = 372.
    #expect(result.frame(of: "LazyHStack") == CGRect(178, 372, 34, 100))
    #expect(result.frame(of: "Color", label: "red") == CGRect(178, 372, 10, 100))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(192, 372, 20, 40))
  }

  // §14.4: with nothing proposed across (a horizontal ScrollView), a LazyVStack is as wide as
  // its widest row, as a VStack is.
  @Test func nilAcrossTakesTheWidestRow() {
    let size = LazyVStack {
      Self.block(.red, 50, 30)
      Self.block(.blue, 20, 40)
    }.size(for: ProposedViewSize(width: nil, height: nil))
    #expect(size == CGSize(50, 78))
  }

  // §14.4 in a ScrollView of 10,000 rows: the content is 10,000 × 20 + 9,999 × 8 tall, and the
  // offset moves it up: the row at index 100 is at 100 × 28 − 2,800 = 0.
  @Test func tenThousandRowsScroll() {
    let result = ScrollView {
      LazyVStack {
        ForEach(0..<10_000) { _ in Color.red.frame(height: 20) }
      }
    }.contentOffset(CGPoint(x: 0, y: 2_800)).laidOut()
    #expect(result.frame(of: "LazyVStack") == CGRect(0, -2_800, 390, 10_000 * 20 + 9_999 * 8))
    #expect(result.frames(of: "Color")[100] == CGRect(0, 0, 390, 20))
  }
}

/// Sections in a lazy stack that pins their headers (reference §14.4).
@Suite struct LazyStackSectionTests {
  // §14.4: a pinning LazyVStack keeps its Sections; each is a lazy stack of its header, rows
  // and footer with the stack's spacing (4), and the sections are 4 apart: the first section
  // 20 + 4 + 20 = 44 tall (header, one row), the second from 48. The layout keeps the header
  // where it is; pinning it is drawing's (`PinnedSectionDrawingTests`).
  @Test func sectionsAreStackedWithTheStacksSpacing() {
    let result = ScrollView {
      LazyVStack(spacing: 4, pinnedViews: [.sectionHeaders]) {
        Section {
          Color.red.frame(height: 20)
        } header: {
          Color.blue.frame(height: 20)
        }
        Section {
          Color.green.frame(height: 20)
        }
      }
    }.laidOut()
    #expect(result.frames(of: "Section") == [CGRect(0, 0, 390, 44), CGRect(0, 48, 390, 20)])
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 0, 390, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 24, 390, 20))
    #expect(result.frame(of: "Color", label: "green") == CGRect(0, 48, 390, 20))
  }

  // Without pinned views the sections are spliced: their views are the stack's rows.
  @Test func unpinnedSectionsAreSpliced() {
    let result = LazyVStack(spacing: 4) {
      Section {
        Color.red.frame(height: 20)
      } header: {
        Color.blue.frame(height: 20)
      }
    }.laidOut()
    #expect(result.frames(of: "Section").isEmpty)
    #expect(result.root.children.count == 2)
  }
}

/// A ViewGraph relaying out a pinning lazy stack (reference §14.4).
@Suite struct LazyStackGraphTests {
  static func tree(spacing: CGFloat) -> ViewNode {
    LazyVStack(spacing: spacing, pinnedViews: [.sectionHeaders]) {
      Section {
        Color.red.frame(height: 20)
      } header: {
        Color.blue.frame(height: 20)
      }
    }.viewNodes[0]
  }

  // The section is laid out with its stack's spacing: relaid out at 10 after 4, the row is
  // 20 + 10 below the header's top, as a fresh layout puts it.
  @Test func aSpacingEditReachesTheSections() {
    let graph = ViewGraph()
    _ = graph.layout(Self.tree(spacing: 4), in: CGSize(390, 844))
    let kept = graph.layout(Self.tree(spacing: 10), in: CGSize(390, 844))
    let fresh = LayoutEngine().layout(Self.tree(spacing: 10), in: CGSize(390, 844))
    // 20 + 10 + 20 = 50 tall at (844 − 50)/2 = 397: the red row at 427.
    #expect(kept.frame(of: "Color", label: "red") == CGRect(0, 427, 390, 20))
    #expect(kept.root == fresh.root)
  }
}
