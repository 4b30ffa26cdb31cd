import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Nodes without width or height stay visible in boxes mode: a line with end ticks (`├╌┤`)
/// on the one axis, a marker (`•`) on both, so that nothing placed is invisible (issue #4).
@Suite struct ZeroSizeTests {
  /// HStack { Spacer(); Text("Hi"); Spacer() } in a 300×60 frame. Text "Hi" is 20 points
  /// and no spacing is put next to a Spacer (§3.2), so the Spacers share 300 − 20: 140 each,
  /// 0 high (a Spacer is 0 across its stack). Spacer 1 spans 0…140 (columns 0–13), the Text
  /// 140…160 (columns 14–15), Spacer 2 160…300 (columns 16–29). The HStack is 20 high at
  /// y = 20 (row 1); the Spacers' y = 30 falls in that row, so their lines are drawn there,
  /// with ticks at their ends and their label, `Spacer 140×0`, in the 12 cells between.
  /// The HStack's own line is covered by its children's, so it has no room for a label.
  @Test func spacersAreDashedLinesAcrossTheirSpan() {
    let grid = draw(
      HStack {
        Spacer()
        Text("Hi")
        Spacer()
      }.frame(width: 300, height: 60), canvas: CGSize(300, 60), mode: .boxes)
    expectGrid(
      grid.text,
      """
      ┌frame 300×60────────────────┐
      ├Spacer 140×0┤├┤├Spacer 140×0┤
      └────────────────────────────┘

      """)
  }

  /// VStack { Text("Hi"); Spacer(); Text("Yo") } in a 200×100 frame: the Spacer is
  /// 100 − 40 − 16 = 44 high (y 28…72, rows 1–3) and 0 wide at x = 100, column 10, which is
  /// also the VStack's right edge (the VStack is 20 wide, x 90…110, columns 9–10). Its line
  /// has ticks at both ends and its label beside it; the VStack's label goes to its left.
  /// The Texts' one-row boxes sit on the frame's edges and cut them at their ends.
  @Test func zeroWidthSpacerIsAVerticalLine() {
    let grid = draw(
      VStack {
        Text("Hi")
        Spacer()
        Text("Yo")
      }.frame(width: 200, height: 100), canvas: CGSize(200, 100), mode: .boxes)
    expectGrid(
      grid.text,
      """
      ┌frame───├┤────────┐
      │        │┬        │
      │  VStack│┆Spacer  │
      │        │┴        │
      └────────├┤────────┘

      """)
  }

  /// A 0×0 frame at the centre of a 200×60 ZStack (x 100, y 30: column 10, row 1) is a
  /// marker, labelled beside it with what fits: `Color 0×0` (9 columns) fits on its left, not
  /// on its right (8 columns before the ZStack's edge). The ZStack, its frame and the blue
  /// Color share one box (same frame), labelled in two parts on its two edges.
  @Test func zeroSizeNodeIsAMarker() {
    let grid = draw(
      ZStack {
        Color.blue.frame(width: 200, height: 60)
        Color.red.frame(width: 0, height: 0)
      }, canvas: CGSize(200, 60), mode: .boxes)
    expectGrid(
      grid.text,
      """
      ┌ZStack 200×60─────┐
      │Color 0×0•        │
      └frame/Color 200×60┘

      """)
  }
}
