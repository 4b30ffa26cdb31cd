/// The built-in scenes (the seed article's and the seed question's snippets) are valid Swift,
/// parse, lay out, print back to the same tree, and put the text where SwiftUI does.
import Foundation
import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

@Suite struct BuiltInSceneTests {
  /// `Sources/ViewSource/Scenes`, found from this file's path: `swiftc` must read the files as
  /// they are in the repository, and the bundle copy is compared with them.
  static let sourceFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ViewSourceTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Sources/ViewSource/Scenes")

  /// The canvas the seed numbers assume: an iPhone's 390×844 points, no safe area.
  static let canvas = CGSize(390, 844)

  /// The scene's tree; the test fails here when the scene has errors.
  static func tree(_ name: String) throws -> ViewNode {
    let scene = try #require(BuiltInScenes.named(name), "no built-in scene '\(name)'")
    let parsed = SceneParser.parse(scene.source)
    return try #require(parsed.tree, "\(name): \(parsed.diagnostics.map(\.description))")
  }

  static func layout(_ name: String) throws -> LayoutResult {
    LayoutEngine().layout(try tree(name), in: canvas)
  }

  // MARK: The collection

  /// `names` lists exactly the files of the folder, in the repository and in the bundle, and
  /// every one of them loads.
  @Test func namesMatchTheFolder() throws {
    let bundled = try #require(BuiltInScenes.folder, "no Scenes folder in the bundle")
    for folder in [Self.sourceFolder, bundled] {
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      let scenes = files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }
      #expect(Set(scenes) == Set(BuiltInScenes.names), "\(folder.path)")
      #expect(
        files.allSatisfy { $0.hasSuffix(".swift") }, "stray files in \(folder.path): \(files)")
    }
    #expect(BuiltInScenes.names.count == Set(BuiltInScenes.names).count, "a name is listed twice")
    #expect(BuiltInScenes.all.map(\.name) == BuiltInScenes.names)
  }

  /// The article's scenes come first, in its order, then the question's two, then the two of
  /// the leaf-views gallery (issue #14), then the containers' (issue #15).
  @Test func orderFollowsTheSeeds() {
    let names = BuiltInScenes.names
    #expect(names.first == "spacer-center")
    #expect(
      names.suffix(6) == [
        "myframe-question", "myframe-answer", "leaf-images", "leaf-controls", "containers",
        "navigation-stack",
      ])
    #expect(BuiltInScenes.named("geometry-reader")?.name == "geometry-reader")
    #expect(BuiltInScenes.named("no-such-scene") == nil)
  }

  /// The bundled copy is the file in the repository (the build copied the current version).
  @Test(arguments: BuiltInScenes.names)
  func bundleHoldsTheRepositoryFile(name: String) throws {
    let scene = try #require(BuiltInScenes.named(name))
    let file = Self.sourceFolder.appendingPathComponent(name + ".swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text == scene.source)
  }

  // MARK: Every scene

  /// Line 1 is a one-line title, line 2 names the seed document (or the issue a gallery's
  /// scene comes from).
  @Test(arguments: BuiltInScenes.names)
  func hasATitleAndASource(name: String) throws {
    let scene = try #require(BuiltInScenes.named(name))
    #expect(!scene.title.isEmpty)
    #expect(!scene.title.contains("\n"))
    let lines = scene.source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "// " + scene.title)
    #expect(lines[1].hasPrefix("// Source: seed ") || lines[1].hasPrefix("// Source: issue #"))
    #expect(SceneParser.parse(scene.source).title == scene.title)
  }

  /// Parses with no errors or warnings; only the question's `struct MyFrame: Layout` gets a note.
  @Test(arguments: BuiltInScenes.names)
  func parsesWithoutErrors(name: String) throws {
    let scene = try #require(BuiltInScenes.named(name))
    let parsed = SceneParser.parse(scene.source)
    Self.expectNoErrors(name, parsed)
  }

  static func expectNoErrors(_ name: String, _ parsed: ParsedScene) {
    let notNotes = parsed.diagnostics.filter { $0.severity != .note }
    #expect(notNotes.isEmpty, "\(notNotes.map(\.description))")
    #expect(parsed.tree != nil)
    if name.hasPrefix("myframe-") {
      #expect(parsed.diagnostics.count == 1)
      #expect(
        parsed.diagnostics.first?.description.hasSuffix(
          "note: 'MyFrame' is bound to LayoutLab's built-in implementation; its body is not interpreted"
        )
          == true)
    } else {
      #expect(parsed.diagnostics.isEmpty)
    }
  }

  /// Lays out on 390×844 with every frame finite.
  @Test(arguments: BuiltInScenes.names)
  func laysOutWithFiniteFrames(name: String) throws {
    try Self.expectFiniteFrames(name)
  }

  static func expectFiniteFrames(_ name: String) throws {
    let result = try layout(name)
    let nodes = result.root.allNodes
    #expect(nodes.count > 1)
    for node in nodes {
      let frame = node.frame
      let isFinite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
      #expect(isFinite, "\(node.name) #\(node.id): \(frame)")
    }
  }

  /// `parse(print(tree)) == tree`, and printing the reparsed tree gives the same text.
  @Test(arguments: BuiltInScenes.names)
  func roundTrips(name: String) throws {
    try Self.expectRoundTrip(name)
  }

  static func expectRoundTrip(_ name: String) throws {
    let tree = try tree(name)
    let printed = ScenePrinter.print(tree)
    let reparsed = SceneParser.parse(printed)
    #expect(!reparsed.hasErrors, "\(reparsed.diagnostics.map(\.description))\n\(printed)")
    #expect(reparsed.tree == tree, "\(printed)")
    #expect(reparsed.tree.map(ScenePrinter.print) == printed)
  }

  /// The scene file is Swift: `swiftc -parse` accepts it as it is in the repository.
  @Test(
    .enabled(
      if: swiftcIsOnPath, "swiftc is not on PATH: cannot check that the scenes are valid Swift"),
    arguments: BuiltInScenes.names)
  func swiftcAcceptsTheFile(name: String) throws {
    let path = Self.sourceFolder.appendingPathComponent(name + ".swift").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swiftc -parse \(path):\n\(text)")
  }

  static let swiftcIsOnPath: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
    }
  }()

  // MARK: Where the text goes
  //
  // `hello` is Text("Hello world"), 11 glyphs: 110×20 at its ideal size (one 10×20 cell per
  // glyph, reference §12). The canvas is 390×844 with no safe area; the root is centred in it
  // (§1.1), so a 300×60 root is at ((390 − 300) / 2, (844 − 60) / 2) = (45, 392).

  /// Spacers of minimum length 8 leave the text 300 − 16 = 284 ≥ 110, so it keeps its ideal
  /// width and the Spacers split the rest: x 45 + (300 − 110) / 2 = 140, y 392 + (60 − 20) / 2
  /// = 412 (§3.2, §4.4); each Spacer is (300 − 110) / 2 = 95 wide. Spacer(minLength: 0)
  /// gives the same frame for a text this short. list-row-filled's HStack has no fixed frame:
  /// it is proposed the whole canvas, 390 wide and (maxHeight: .infinity) 844 tall, so the
  /// Spacers are (390 − 110) / 2 = 140 and the text lands on the same point of the canvas.
  @Test(arguments: [
    ("spacer-center", 95.0), ("spacer-minlength-zero", 95.0), ("list-row-filled", 140.0),
  ])
  func spacerCentredText(name: String, spacerWidth: Double) throws {
    let result = try Self.layout(name)
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
    #expect(
      result.frames(of: "Spacer").map(\.width) == [CGFloat(spacerWidth), CGFloat(spacerWidth)])
  }

  /// ZStack, frame, flexible frame, overlay, the wrong ZStack and the wrong background all
  /// centre the 110×20 text on a 300×60 (or, for the flexible frame, 390×844) box centred in
  /// the canvas: (140, 412) either way, (390 − 110) / 2 = 140 and (844 − 20) / 2 = 412 (§5, §6).
  @Test(arguments: [
    "zstack", "zstack-wrong", "frame", "frame-max-infinity", "overlay", "background-wrong",
  ])
  func alignedText(name: String) throws {
    let result = try Self.layout(name)
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
  }

  /// The wrong background: the composite is only the text's 110×20 (§5.2), the 300×60 colour
  /// is centred on it: (140 + 55 − 150, 412 + 10 − 30) = (45, 392).
  @Test func backgroundWrongKeepsTheTextsSize() throws {
    let result = try Self.layout("background-wrong")
    #expect(result.frame(of: "background") == CGRect(140, 412, 110, 20))
    #expect(result.frame(of: "Color", label: "cyan") == CGRect(45, 392, 300, 60))
  }

  /// GeometryReader takes 300×60 at (45, 392); `position` puts the text's centre at
  /// (300 / 2, 60 / 2) = (150, 30) in it, so its origin is (45 + 150 − 55, 392 + 30 − 10)
  /// = (140, 412) (§3.4, §7).
  @Test func geometryReaderPositionsTheText() throws {
    let result = try Self.layout("geometry-reader")
    #expect(result.frame(of: "GeometryReader") == CGRect(45, 392, 300, 60))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
  }

  /// Color.clear, Text, Color.clear with default spacing: 300 − 2 × 8 = 284 to share. The text
  /// is the least flexible, so it is sized first and offered 284 / 3 ≈ 94.7 (§4.3, §4.4):
  /// with lineLimit(1) it truncates to 9 cells, "Hello wo…", 90 wide. The colours split
  /// 284 − 90 = 194: 97 each. Text x 45 + 97 + 8 = 150.
  @Test func colorClearFillersLeaveTheTextAThird() throws {
    let result = try Self.layout("color-clear-fillers")
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.frame == CGRect(150, 412, 90, 20))
    #expect(text.textLines == ["Hello wo…"])
    let clear = result.root.nodes(named: "Color").filter { $0.label == "clear" }.map(\.frame)
    #expect(clear == [CGRect(45, 392, 97, 60), CGRect(248, 392, 97, 60)])
  }

  /// The article's overflowing `hello` with layoutPriority(1) beside two Color.clear fillers
  /// (§4.2, §4.4): the default gaps of 8 leave 300 − 16 = 284 for the text, which takes 28
  /// columns, "Hello world,hello world,hel…" 280 wide, at x 45 + 2 + 8 = 55, y 392 + 20 = 412;
  /// the fillers share the remaining 4, 2 each: "Text 仍沒有充分利用 HStack 全部寬度".
  @Test func layoutPriorityGivesTheTextItsWidth() throws {
    let result = try Self.layout("layout-priority-fillers")
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.frame == CGRect(55, 412, 280, 20))
    #expect(text.textLines == ["Hello world,hello world,hel…"])
    let clear = result.root.nodes(named: "Color").filter { $0.label == "clear" }.map(\.frame)
    #expect(clear == [CGRect(45, 392, 2, 60), CGRect(343, 392, 2, 60)])
  }

  /// HStack(spacing:0), the article's fix: the text is offered all 300 points, 30 columns,
  /// "Hello world,hello world,hello…" 300 wide at x 45; the fillers are squeezed to 0.
  @Test func spacingZeroRemovesTheGaps() throws {
    let result = try Self.layout("spacing-zero")
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.frame == CGRect(45, 412, 300, 20))
    #expect(text.textLines == ["Hello world,hello world,hello…"])
    let clear = result.root.nodes(named: "Color").filter { $0.label == "clear" }.map(\.frame)
    #expect(clear == [CGRect(45, 392, 0, 60), CGRect(345, 392, 0, 60)])
  }

  /// Three 300×60 rows, 8 apart: 3 × 60 + 2 × 8 = 196 tall, at y (844 − 196) / 2 = 324. Each
  /// text is centred in its row as with Color.clear and spacing 0: x 140, y row + 20.
  @Test func otherFillersCentreTheText() throws {
    let result = try Self.layout("other-fillers")
    #expect(
      result.frames(of: "Text") == [
        CGRect(140, 344, 110, 20), CGRect(140, 412, 110, 20), CGRect(140, 480, 110, 20),
      ])
  }

  /// The asker's and the printed answer's `MyFrame` are both bound to LayoutLab's MyFrame
  /// (§9.4): the 250×250 frame is centred, (70, 297); the 100×100 rectangle sits at its
  /// bottom trailing corner, (70 + 150, 297 + 150).
  @Test(arguments: ["myframe-question", "myframe-answer"])
  func myFramePlacesAtBottomTrailing(name: String) throws {
    let result = try Self.layout(name)
    #expect(result.frame(of: "MyFrame") == CGRect(70, 297, 250, 250))
    #expect(result.frame(of: "Rectangle") == CGRect(220, 447, 100, 100))
  }

  /// The List takes the whole canvas; the row is max(20 + 0 insets, 80) = 80 tall and its
  /// HStack, 20 tall (Spacers are 0 high in an HStack, §3.2), is centred in it: y (80 − 20) / 2
  /// = 30, so the blue background does not fill the row, as the article says. The row is the
  /// canvas's full width (insets 0): the text is at x (390 − 110) / 2 = 140.
  @Test func listRowIsOnlyAsTallAsTheText() throws {
    let result = try Self.layout("list-row")
    #expect(result.frame(of: "List") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 30, 390, 20))
    #expect(result.frame(of: "Text") == CGRect(140, 30, 110, 20))
  }

  /// With an iPhone safe area (47 top, 34 bottom) the VStack fills the 763 points between the
  /// bars, so the first 300×60 bar is at y 47. `background(.blue)` ignores every safe-area edge
  /// (§5.2): the blue reaches the top of the screen, 47 + 60 = 107 tall; with
  /// `ignoresSafeAreaEdges: []` it stays on the bar. The layout is the same in both.
  @Test(arguments: [
    ("safe-area-bleed", CGRect(45, 0, 300, 107)), ("safe-area-fixed", CGRect(45, 47, 300, 60)),
  ])
  func backgroundBleedsIntoTheSafeArea(name: String, blue: CGRect) throws {
    let safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let result = LayoutEngine().layout(try Self.tree(name), in: Self.canvas, safeArea: safeArea)
    #expect(result.frame(of: "Color", label: "blue") == blue)
    #expect(result.frames(of: "Text") == [CGRect(140, 67, 110, 20), CGRect(140, 135, 110, 20)])
  }
}
