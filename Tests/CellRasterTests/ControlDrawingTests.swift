import CellRaster
import LayoutCore
import Testing
import ViewSource

/// Controls draw as their label and a few glyphs for their parts (reference §20, terminal
/// adaptations in §12): a bordered button as a box, a switch as `(  ●)`, a stepper as
/// `[ − │ + ]`, a slider as a track with its thumb in the middle, a text field shaded.
@Suite struct ControlDrawingTests {
  private func draw(_ source: String, _ size: CGSize, boxDrawing: BoxDrawing = .unicode) throws
    -> String
  {
    let tree = try #require(SceneParser.parse(source).tree)
    let result = LayoutEngine().layout(tree, in: size)
    return Rasterizer(cell: CGSize(width: 10, height: 20), mode: .rendered, boxDrawing: boxDrawing)
      .rasterize(result).text
  }

  static let scene = """
    VStack(spacing: 0) {
        Button("OK") { }
            .buttonStyle(.bordered)
            .controlSize(.large)
        Toggle("Wi-Fi", isOn: $on)
        Stepper("Count", value: $count)
        Slider(value: $volume)
        TextField("Name", text: $name)
        Label("Star", systemImage: "star")
    }
    """

  /// On 200×240 the stack is 48 + 31 + 32 + 31 + 20 + 20 = 182 high from y 29: the large
  /// bordered "OK" is 52×48 (§20.1), a box of 3 rows; the Toggle, the Stepper, the Slider and
  /// the field take the 200 pt width (20 columns). Rows snap to the nearest cell edge (§12),
  /// so the Stepper (y 108…140) draws its buttons on row 5 and its centred label on row 6.
  @Test func controlsOnTheGrid() throws {
    expectGrid(
      try draw(Self.scene, CGSize(width: 200, height: 240)),
      """

             ┌────┐
             │ OK │
             └────┘
      Wi-Fi          (  ●)
                 [ − │ + ]
      Count
      ─────────●──────────

      Name░░░░░░░░░░░░░░░░
             ★ Star


      """)
  }

  /// Without Unicode the parts fall back to ASCII (§12).
  @Test func asciiFallback() throws {
    expectGrid(
      try draw(Self.scene, CGSize(width: 200, height: 240), boxDrawing: .ascii),
      """

             +----+
             | OK |
             +----+
      Wi-Fi          ( o)
                 [ - | + ]
      Count
      ---------o----------

      Name................
             * Star


      """)
  }
}
