import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// The bridges between the source tree and what is drawn of it: placed ids (`NodeMap`) and
/// printed lines (`CodePane`), checked on every built-in scene and gallery panel.
@Suite struct TreeMappingTests {
  /// Every tree the playground ships: the 22 built-in scenes and 24 gallery panels
  /// (centering, frame and leaf views).
  static let trees: [(String, ViewNode)] = {
    var trees = BuiltInScenes.all.compactMap { scene in
      SceneParser.parse(scene.source).tree.map { (scene.name, $0) }
    }
    for gallery in [Gallery.centering, .frames, .leafViews] {
      for (index, tree) in PanelBuilder.galleryBases(gallery, knobs: gallery.defaultKnobs)
        .enumerated()
      {
        trees.append(("\(gallery) panel \(index + 1)", tree))
      }
    }
    return trees
  }()

  @Test func everyTreeIsThere() {
    #expect(Self.trees.count == 24 + 15 + 3 + 6)
  }

  // The map numbers the normalised tree as the engine does: each placed node maps to a
  // source node of the same kind, except the content of a GeometryReader (built from its
  // closure), which maps to the reader, and implicit stacks, which map to nothing.
  @Test func placedNodesMapToSourceNodesOfTheirKind() {
    for (name, tree) in Self.trees {
      let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
      let map = NodeMap(tree: tree, placed: result.root)
      var insideReader: Set<Int> = []
      for node in result.root.allNodes where node.name == "GeometryReader" {
        insideReader.formUnion(node.allNodes.dropFirst().map(\.id))
      }
      for node in result.root.allNodes {
        guard let path = map.path(of: node.id) else {
          Issue.record("\(name): \(node.name) #\(node.id) has no source path")
          continue
        }
        let source = tree[path: path]
        if insideReader.contains(node.id) {
          #expect(source?.kind.name == "GeometryReader", "\(name): #\(node.id)")
        } else {
          #expect(source?.kind == node.kind, "\(name): #\(node.id) \(node.name) at \(path)")
        }
      }
    }
  }

  // A modifier applied to a Group applies to each of its views: one source path, one placed
  // node per view. The Group itself is not laid out.
  @Test func groupModifiersMapToEveryElement() throws {
    let tree = try #require(
      SceneParser.parse("HStack { Group { Text(\"a\"); Text(\"b\") }.padding() }").tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    let map = NodeMap(tree: tree, placed: result.root)
    // [0] is the padding, [0, 0] the Group, [0, 0, 0] and [0, 0, 1] the Texts.
    #expect(map.idsByPath[[0]]?.count == 2)
    #expect(map.idsByPath[[0, 0]] == nil)
    #expect(map.idsByPath[[0, 0, 1]]?.count == 1)
  }

  // Each node's line in the printed scene starts with what the node prints as: a view's
  // name, a modifier's `.name(`. So the code pane highlights the right line, and a click
  // on a line finds the node.
  @Test func everyNodeHasItsLine() {
    for (name, tree) in Self.trees {
      let pane = CodePane(tree: tree)
      for path in tree.allPaths {
        guard let node = tree[path: path], let line = pane.lineByPath[path] else {
          Issue.record("\(name): no line for \(path)")
          continue
        }
        let text = pane.lines[line].trimmingCharacters(in: .whitespaces)
        let expected: [String]
        switch node.kind {
        case .color: expected = ["Color", "."]
        case .shape(let shape, _): expected = [shape.name]
        case .layout(let layout): expected = [layout.name]
        case let kind where kind.isModifier: expected = ["." + kind.name]
        default: expected = [node.kind.name]
        }
        // A secondary layer printed inline (`.background(.blue)`), MyFrame's helper and a
        // control's label share their parent's line.
        let inline =
          path.last.map { $0 > 0 } == true
          && tree[path: Array(path.dropLast())]?.kind.isModifier == true
        let helper =
          path.last == 0 && node.kind == .color(.clear)
          && tree[path: Array(path.dropLast())]?.kind.name == "MyFrame"
        // A control's title and the parts it draws print in its call: `Button("Plain") {}`.
        let controlPart: Bool
        if let parent = tree[path: Array(path.dropLast())], case .control = parent.kind,
          !path.isEmpty
        {
          controlPart = pane.lineByPath[Array(path.dropLast())] == line
        } else {
          controlPart = false
        }
        #expect(
          inline || helper || controlPart || expected.contains { text.hasPrefix($0) },
          "\(name): \(path) \(node.kind.name) is on line \(line): \(text)")
      }
    }
  }

  // The line of each node of spacer-center, as the printer writes the scene.
  @Test func spacerCenterLines() {
    let tree = SceneParser.parse(BuiltInScenes.named("spacer-center")!.source).tree!
    let pane = CodePane(tree: tree)
    #expect(
      pane.lines == [
        "import SwiftUI", "", "var body: some View {", "    HStack {", "        Spacer()",
        "        Text(\"Hello world\")", "            .foregroundColor(.white)",
        "            .font(.title)", "            .lineLimit(1)", "        Spacer()", "    }",
        "    .frame(width: 300, height: 60)", "    .background(.blue)", "}",
      ])
    #expect(pane.lineByPath[[]] == 12)
    #expect(pane.lineByPath[[0]] == 11)
    #expect(pane.lineByPath[[0, 0]] == 3)
    #expect(pane.lineByPath[[0, 0, 1]] == 5)
    #expect(pane.lineByPath[[0, 0, 2]] == 9)
    #expect(pane.lineByPath[[1]] == 12)
    #expect(pane.path(atLine: 12) == [])
    #expect(pane.path(atLine: 6) == nil)
  }

  /// A knob changes values, not which node came from where: the playground keeps the last
  /// map then (`PlaygroundCaches.nodeMap`), and it must equal a map made afresh, on every
  /// panel, after every kind of knob (container, text, alignment) and back.
  @Test func mapsKeptAcrossKnobsEqualFreshMaps() throws {
    var playground = Playground(
      document: .centeringGallery, configuration: PlaygroundConfiguration(), columns: 200,
      rows: 60)
    for key: KeyInput in ["]", "}", "t", "t", "a", "[", "{", "-", "="] {
      playground.send(key)
      for panel in playground.panels {
        let tree = try #require(panel.tree)
        let result = try #require(panel.result)
        #expect(panel.map == NodeMap(tree: tree, placed: result.root), "after \(key.key.label)")
      }
    }
  }
}
