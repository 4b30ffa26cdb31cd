import Foundation
import Testing

@testable import PlaygroundCore

/// The playground's layers (issue #11): the state layer names nothing of the screen's and is
/// given what it asks of the screen as data (`ScreenGeometry`), so a different geometry
/// changes what a click and a scroll do and nothing else.
@Suite struct LayerTests {
  /// `Sources/PlaygroundCore`, found from this file.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/PlaygroundCore")

  /// The Swift files of one layer's folder, by name, without their comments.
  static func code(of layer: String) throws -> [String: String] {
    let folder = sources.appendingPathComponent(layer)
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      files[name] = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        .joined(separator: "\n")
    }
    return files
  }

  /// What `Screen/` declares: its top-level types, and what it adds to `Playground` for itself
  /// (not its public API, `screen()`, which is the host's).
  static func screenNames() throws -> Set<String> {
    var names: Set<String> = []
    let type = try Regex(#"^(?:public )?(?:final )?(?:struct|enum|class|protocol) (\w+)"#)
    let member = try Regex(#"^  (?:static )?(?:func|var|let) (\w+)"#)
    for text in try code(of: "Screen").values {
      var inPlayground = false
      for line in text.split(separator: "\n") {
        if let match = try type.firstMatch(in: line), let name = match.output[1].substring {
          names.insert(String(name))
        }
        if line.hasPrefix("extension Playground ") { inPlayground = true }
        if line == "}" { inPlayground = false }
        if inPlayground, let match = try member.firstMatch(in: line),
          let name = match.output[1].substring
        {
          names.insert(String(name))
        }
      }
    }
    return names
  }

  @Test func theStateEditingAndGalleryLayersNameNothingOfTheScreens() throws {
    let names = try Self.screenNames()
    // The composer, its layout and panes, and the members it adds to Playground are found.
    for expected in ["ScreenComposer", "ScreenLayout", "PanelGrid", "CodePane", "screenLayout"] {
      #expect(names.contains(expected), "Screen/ declares \(expected)")
    }
    for layer in ["State", "Editing", "Galleries"] {
      let files = try Self.code(of: layer)
      #expect(files.count >= 7, "\(layer)/ has its files")
      for (file, text) in files.sorted(by: { $0.key < $1.key }) {
        let words = Set(
          text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        for name in names.sorted() {
          #expect(!words.contains(name), "\(layer)/\(file) names \(name)")
        }
      }
    }
  }

  /// The centering gallery's panels, with a geometry that says every click is on panel 2's
  /// title and that the side pane scrolls 3 lines: the state does what it is told.
  @Test func theStateAsksTheGeometryItIsGiven() {
    var geometry = ScreenGeometry.composed
    geometry.target = { _, _, _ in .panel(1, cell: nil) }
    geometry.sidePaneScrollLimit = { _ in 3 }
    var playground = Playground(
      document: .centeringGallery, configuration: PlaygroundConfiguration(), columns: 120,
      rows: 40, screenGeometry: geometry)
    #expect(playground.selection.panel == 0)
    _ = playground.handle(.click(column: 0, row: 0))  // the title line, on the real screen
    #expect(playground.selection.panel == 1)
    #expect(playground.selection.path == [])
    _ = playground.reduce(.scrollPane(10))
    #expect(playground.display.traceScroll == 3)
    _ = playground.reduce(.scrollPane(-1))
    #expect(playground.display.traceScroll == 2)
  }

  /// The same click on the composed geometry: row 0 is the title line, which selects nothing.
  @Test func theComposedGeometrySaysTheTitleLineIsNoTarget() {
    var playground = Playground.gallery()
    #expect(ScreenGeometry.composed.target(playground, 0, 0) == nil)
    _ = playground.handle(.click(column: 0, row: 0))
    #expect(playground.selection.panel == 0)
  }
}
