import CellRaster
import LayoutCore
import Testing
import ViewSource

/// Every built-in scene drawn at two canvas sizes (the iPhone's 390×844 and a small 300×200),
/// cell 10×20, in `rendered` and `boxes` modes, compared with golden files; the two safe-area
/// scenes also with an iPhone safe area (47 top, 34 bottom), where the bleed shows.
@Suite struct BuiltInSceneGoldenTests {
  /// One golden: a scene, a canvas, a safe area and a mode.
  struct Case: CustomTestStringConvertible, Sendable {
    let scene: String
    let canvas: CGSize
    let safeArea: EdgeInsets
    let mode: RasterMode

    /// `spacer-center.390x844.rendered.txt`; `.safe-area` before the mode when inset.
    var fileName: String {
      let size = "\(Int(canvas.width))x\(Int(canvas.height))"
      let inset = safeArea == EdgeInsets() ? "" : ".safe-area"
      return "\(scene).\(size)\(inset).\(mode.rawValue).txt"
    }

    var testDescription: String { fileName }
  }

  static let iPhoneSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  static let cases: [Case] = {
    var cases: [Case] = []
    for name in BuiltInScenes.names {
      for canvas in [CGSize(width: 390, height: 844), CGSize(width: 300, height: 200)] {
        for mode in [RasterMode.rendered, .boxes] {
          cases.append(Case(scene: name, canvas: canvas, safeArea: EdgeInsets(), mode: mode))
        }
      }
    }
    for name in ["safe-area-bleed", "safe-area-fixed"] {
      for mode in [RasterMode.rendered, .boxes] {
        cases.append(
          Case(
            scene: name, canvas: CGSize(width: 390, height: 844), safeArea: iPhoneSafeArea,
            mode: mode))
      }
    }
    return cases
  }()

  @Test(arguments: cases)
  func matchesGolden(_ golden: Case) throws {
    let scene = try #require(BuiltInScenes.named(golden.scene), "built-in scene \(golden.scene)")
    let tree = try #require(SceneParser.parse(scene.source).tree)
    let result = LayoutEngine(metrics: .terminalCell).layout(
      tree, in: golden.canvas, safeArea: golden.safeArea)
    let grid = Rasterizer(cell: CGSize(width: 10, height: 20), mode: golden.mode)
      .rasterize(result)
    #expect(grid.columns == Int((golden.canvas.width / 10).rounded(.up)))
    #expect(grid.rows == Int((golden.canvas.height / 20).rounded(.up)))
    Goldens.check(grid.text, named: golden.fileName)
  }

  /// Every built-in scene has its goldens: the list above is built from `BuiltInScenes`.
  @Test func everyBuiltInSceneIsCovered() {
    #expect(BuiltInScenes.all.count == 24)
    #expect(Set(Self.cases.map(\.scene)) == Set(BuiltInScenes.names))
  }
}
