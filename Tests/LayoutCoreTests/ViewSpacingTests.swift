import LayoutCore
import LayoutTestSupport
import Testing

/// `ViewSpacing`: the platform default with no preference, category-free values by max,
/// `union(_:edges:)` and `formUnion`, and the spacing views and stacks report (§4.2, §9.3).
@Suite struct ViewSpacingTests {
  /// The spacing of each subview, as a layout sees it.
  private final class Seen { var spacings: [ViewSpacing] = [] }

  /// Records its subviews' spacing; optionally a horizontal stack orientation for Spacers.
  private struct SpacingReader: Layout {
    let seen: Seen
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      seen.spacings = subviews.map(\.spacing)
      return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  private struct HorizontalSpacingReader: Layout {
    static var layoutProperties: LayoutProperties {
      var properties = LayoutProperties()
      properties.stackOrientation = .horizontal
      return properties
    }
    let seen: Seen
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      seen.spacings = subviews.map(\.spacing)
      return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  /// The distances from a view with no preference to `s` and from `s` to it, on both axes:
  /// (before horizontally, after horizontally, above, below).
  func distances(_ s: ViewSpacing) -> [CGFloat] {
    let none = ViewSpacing()
    return [
      none.distance(to: s, along: .horizontal), s.distance(to: none, along: .horizontal),
      none.distance(to: s, along: .vertical), s.distance(to: none, along: .vertical),
    ]
  }

  // §4.2 and §9.3: with no preference on either side the platform default applies: 8 on both
  // axes ("OpenSwiftUIGlue.defaultSpacing = CGSize(8, 8)").
  @Test func noPreferenceOnEitherSideIsEight() {
    #expect(ViewSpacing.defaultSpacing == 8)
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
  }

  // §9.3: "`.zero`: nil-category 0 on all four edges"; §4.2 `max(a ?? −∞, b ?? −∞)`: zero to a
  // view with no preference is max(0, −∞) = 0, either way round and on both axes.
  @Test func zeroAgainstAnythingIsZero() {
    #expect(distances(.zero) == [0, 0, 0, 0])
    #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    #expect(ViewSpacing.zero != ViewSpacing())
  }

  // §9.3 `union`: per-key max; no preference is the identity.
  @Test func unionOnAllEdges() {
    #expect(ViewSpacing().union(.zero) == .zero)
    #expect(ViewSpacing.zero.union(ViewSpacing()) == .zero)
    #expect(ViewSpacing().union(ViewSpacing()) == ViewSpacing())
    #expect(ViewSpacing.zero.union(.zero) == .zero)
  }

  // §9.3 `union(_:edges:)` takes the other's preferences only on the given edges. For each of
  // the 16 edge sets: the union of "none" with `.zero` on those edges prefers 0 exactly where
  // the set has the facing edge (leading: before it horizontally, trailing: after, top: above,
  // bottom: below) and gives the default 8 elsewhere. `formUnion` is the same, in place.
  @Test func unionOnSomeEdgesForEveryEdgeSet() {
    for raw in Int8(0)..<16 {
      let edges = Edge.Set(rawValue: raw)
      let union = ViewSpacing().union(.zero, edges: edges)
      var formed = ViewSpacing()
      formed.formUnion(.zero, edges: edges)
      #expect(formed == union, "edges \(raw)")
      let expected: [CGFloat] = [
        edges.contains(.leading) ? 0 : 8, edges.contains(.trailing) ? 0 : 8,
        edges.contains(.top) ? 0 : 8, edges.contains(.bottom) ? 0 : 8,
      ]
      #expect(distances(union) == expected, "edges \(raw)")
    }
    #expect(ViewSpacing().union(.zero, edges: .all) == .zero)
    #expect(ViewSpacing().union(.zero, edges: []) == ViewSpacing())
  }

  // §3.2: a Spacer in a horizontal stack has nil-category 0 on its horizontal edges only, so
  // it touches its neighbours along the row but not above or below; outside a stack it is
  // `.zero`. A Color has no preference: 8 to anything without one.
  @Test func spacerAndColorSpacing() throws {
    let row = Seen()
    _ = HorizontalSpacingReader(seen: row) {
      Spacer()
      Color.red
    }.laidOut()
    let spacer = try #require(row.spacings.first)
    #expect(distances(spacer) == [0, 0, 8, 8])
    #expect(distances(row.spacings[1]) == [8, 8, 8, 8])
    let free = Seen()
    _ = SpacingReader(seen: free) { Spacer() }.laidOut()
    #expect(free.spacings == [.zero])
  }

  // §4.2: padding resets the spacing of the edges it pads (no exception for Spacers); a frame
  // around a Spacer projects the Spacer's spacing unchanged.
  @Test func paddingResetsFramesProjectSpacers() {
    let seen = Seen()
    _ = HorizontalSpacingReader(seen: seen) {
      Spacer().padding(5)
      Spacer().padding(.top, 5)
      Spacer().frame(minWidth: 20)
      Spacer().frame(width: 30, height: 10)
    }.laidOut()
    #expect(seen.spacings.map(distances) == [
      [8, 8, 8, 8],  // every edge padded: no preference left
      [0, 0, 8, 8],  // only the top padded: the horizontal zeros stay
      [0, 0, 8, 8],  // frames project a Spacer's spacing
      [0, 0, 8, 8],
    ])
  }

  // §4.2: a framed or padded Color gets the default 8 from its neighbours.
  @Test func framedAndPaddedViewsGetTheDefault() {
    let seen = Seen()
    _ = SpacingReader(seen: seen) {
      Color.red.frame(width: 10)
      Color.red.padding(3)
    }.laidOut()
    #expect(seen.spacings.map(distances) == [[8, 8, 8, 8], [8, 8, 8, 8]])
  }

  // §4.2: "The stack's own spacing() … is the union of the children's spacing on the
  // cross-axis edges, plus the first child's leading/top edge and the last child's
  // trailing/bottom edge". HStack { Spacer; Color }: leading from the Spacer (0), trailing from
  // the Color (none → 8), no vertical preference (8, 8). HStack { Color; Spacer } mirrors it.
  // VStack { Spacer; Color }: top 0, bottom 8; the Spacer's vertical zeros are not on the
  // VStack's cross edges, so horizontally 8 and 8.
  @Test func stackSpacingSeenByItsParent() {
    let seen = Seen()
    _ = SpacingReader(seen: seen) {
      HStack {
        Spacer()
        Color.red
      }
      HStack {
        Color.red
        Spacer()
      }
      VStack {
        Spacer()
        Color.red
      }
    }.laidOut()
    #expect(seen.spacings.map(distances) == [[0, 8, 8, 8], [8, 0, 8, 8], [8, 8, 0, 8]])
  }

  // §4.2 in a stack: Color↔Color gets 8; Color↔Spacer 0 (the Spacer's 0 beats "no preference").
  // HStack { red 50; Spacer(minLength: 20); blue 50 }.fixedSize(): 50 + 0 + 20 + 0 + 50 = 120.
  // HStack { red 50; blue 50 }: 50 + 8 + 50 = 108.
  @Test func spacingInAStack() {
    #expect(
      HStack {
        Color.red.frame(width: 50, height: 10)
        Spacer(minLength: 20)
        Color.blue.frame(width: 50, height: 10)
      }.fixedSize().size(for: .unspecified) == CGSize(120, 10))
    #expect(
      HStack {
        Color.red.frame(width: 50, height: 10)
        Color.blue.frame(width: 50, height: 10)
      }.size(for: .unspecified) == CGSize(108, 10))
  }
}
