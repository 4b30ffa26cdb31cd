import CellRaster
import LayoutCore
import Testing
import ViewSource

/// Navigation bars and tab bars drawn (Docs §14.9, §14.10; lengths §12 item 45): a line on the
/// bar's edge next to the content, the title bold (centred inline, at the 16-pt margin on a
/// large title's rows), a tab bar's labels in equal shares. Cells are 10×20 pt.
@Suite struct NavigationDrawingTests {
  private func draw(_ source: String, _ size: CGSize) throws -> String {
    let tree = try #require(SceneParser.parse(source).tree)
    let result = LayoutEngine().layout(tree, in: size)
    return Rasterizer(cell: CGSize(width: 10, height: 20), mode: .rendered, boxDrawing: .unicode)
      .rasterize(result).text
  }

  // 200×200 (20 columns, 10 rows): the 96-pt bar covers rows 0–4 (96/20 = 4.8, snapped to 5),
  // its edge on row 4, the large title on row 3 from column 2 (16 pt); "Hi" is centred in the
  // 104 pt below: y 96 + 42 = 138, row 7, x 90, column 9.
  @Test func aLargeTitleSitsAboveTheBarsEdge() throws {
    let screen = try draw(
      "NavigationStack { Text(\"Hi\").navigationTitle(\"Inbox\") }", CGSize(200, 200))
    #expect(
      screen == """



          Inbox
        ────────────────────


                 Hi



        """)
  }

  // The inline bar is 44 pt: rows 0–1, its edge on row 1, the title centred on row 0.
  @Test func anInlineTitleIsCentred() throws {
    let screen = try draw(
      """
      NavigationStack {
          Text("Hi").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
      }
      """, CGSize(200, 200))
    #expect(
      screen == """
                Inbox
        ────────────────────




                 Hi




        """)
  }

  // The 49-pt tab bar is y 151–200, rows 8–9: its edge on row 8, the labels on row 9, each
  // centred in half the width; the first tab's Text centred in the 151 pt above (row 3).
  @Test func theTabBarListsItsTabs() throws {
    let screen = try draw(
      """
      TabView {
          Text("Home").tabItem { Label("Home", systemImage: "house") }
          Text("Other").tabItem { Text("Settings") }
      }
      """, CGSize(200, 200))
    #expect(
      screen == """



                Home




        ────────────────────
           Home    Settings

        """)
  }

  // 300×200 (30 columns, 10 rows): the trailing item "Add" ends at the 16-pt margin (column
  // 28, 300 − 16 = 284 snapped), the inline title centred on row 0; the 44-pt bottom toolbar
  // is y 156–200, rows 8–9, its two items in equal halves of row 9.
  @Test func toolbarItemsAreDrawnInTheirBars() throws {
    let screen = try draw(
      """
      NavigationStack {
          Color.clear
              .navigationTitle("Notes")
              .navigationBarTitleDisplayMode(.inline)
              .toolbar {
                  ToolbarItem(placement: .navigationBarTrailing) {
                      Button("Add") {}
                  }
                  ToolbarItemGroup(placement: .bottomBar) {
                      Button("Archive") {}
                      Label("Share", systemImage: "square.and.arrow.up")
                  }
              }
      }
      """, CGSize(300, 200))
    #expect(
      screen == """
                     Notes       Add
        ──────────────────────────────






        ──────────────────────────────
            Archive         Share

        """)
  }

  // 500×200: the sidebar is 320 pt (32 columns) under its large "Mail" bar, the detail the
  // other 18 columns under an inline bar with no title (its edge on row 1).
  @Test func eachSplitViewColumnHasItsBar() throws {
    let screen = try draw(
      """
      NavigationSplitView {
          Text("Side").navigationTitle("Mail")
      } detail: {
          Text("Detail")
      }
      """, CGSize(500, 200))
    #expect(
      screen == """

                                        ──────────────────

          Mail
        ────────────────────────────────

                                              Detail
                      Side



        """)
  }
}
