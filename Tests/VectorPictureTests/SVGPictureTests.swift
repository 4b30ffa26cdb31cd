import FoundationXML
import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

@testable import VectorPicture

/// The SVG picture read back with an XML parser (issue #16, "pictures for articles"): every
/// frame box is the placed frame `dump` gives, exactly, in points; the painting shows the
/// scene's colours and text; strings are escaped; rulers are where they say.
@Suite struct SVGPictureTests {
  /// The elements of an SVG document, each with its attributes and text, in order.
  final class Elements: NSObject, XMLParserDelegate {
    struct Element {
      var name: String
      var attributes: [String: String]
      var text = ""
    }
    private(set) var all: [Element] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      open.append(all.count)
      all.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { all[index].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    /// The document's elements, or nil when it is not well-formed XML.
    static func parse(_ svg: String) -> [Element]? {
      let parser = XMLParser(data: Data(svg.utf8))
      let delegate = Elements()
      parser.delegate = delegate
      return parser.parse() ? delegate.all : nil
    }
  }

  static func laidOut(_ source: String, canvas: CGSize = CGSize(width: 390, height: 844))
    throws -> LayoutResult
  {
    let tree = try #require(SceneParser.parse(source).tree)
    return LayoutEngine().layout(tree, in: canvas)
  }

  static func number(_ text: String?) -> CGFloat? { text.flatMap(Double.init).map { CGFloat($0) } }

  // The frame boxes are the placed frames, id for id, for scenes of every kind of container:
  // the picture is in points, never snapped to cells.
  @Test(arguments: ["spacer-center", "list-row", "containers", "myframe-answer", "leaf-controls"])
  func frameBoxesAreThePlacedFrames(_ name: String) throws {
    let scene = try #require(BuiltInScenes.named(name))
    let tree = try #require(SceneParser.parse(scene.source).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    let elements = try #require(Elements.parse(SVGPicture(result).svg))
    var boxes: [Int: CGRect] = [:]
    for element in elements where element.attributes["class"] == "frame" {
      let a = element.attributes
      let id = try #require(a["data-id"].flatMap { Int($0) })
      boxes[id] = CGRect(
        x: try #require(Self.number(a["x"])), y: try #require(Self.number(a["y"])),
        width: try #require(Self.number(a["width"])),
        height: try #require(Self.number(a["height"])))
    }
    let placed = result.root.allNodes.filter { $0.frame.width.isFinite && $0.frame.height.isFinite }
    #expect(boxes.count == placed.count)
    for node in placed {
      // Two decimals in the file: a frame of 94.666… reads back within 0.005.
      let box = try #require(boxes[node.id], "no box for \(node.kind.name) #\(node.id)")
      #expect(abs(box.minX - node.frame.minX) < 0.006 && abs(box.minY - node.frame.minY) < 0.006)
      #expect(abs(box.width - node.frame.width) < 0.006)
      #expect(abs(box.height - node.frame.height) < 0.006)
    }
  }

  // §14.9: the navigation bar is a 390×96 bar rect over the content, its title bold at the
  // 16-pt margin on the large title's rows (baseline 44 + (52 − 20)/2 + 15 = 75).
  @Test func theNavigationBarIsDrawnOverTheContent() throws {
    let result = try Self.laidOut(
      "NavigationStack { Color.red.navigationTitle(\"Inbox\") }", canvas: CGSize(390, 300))
    let elements = try #require(Elements.parse(SVGPicture(result).svg))
    let bar = try #require(elements.first { $0.attributes["class"] == "bar" })
    #expect(
      [bar.attributes["x"], bar.attributes["y"], bar.attributes["width"], bar.attributes["height"]]
        == ["0", "0", "390", "96"])
    let barIndex = try #require(elements.firstIndex { $0.attributes["class"] == "bar" })
    let fillIndex = try #require(elements.firstIndex { $0.attributes["class"] == "fill" })
    #expect(fillIndex < barIndex)
    let title = try #require(elements.first { $0.text == "Inbox" })
    #expect(title.attributes["x"] == "16")
    #expect(title.attributes["y"] == "75")
    #expect(title.attributes["font-weight"] == "bold")
  }

  // spacer-center (seed article, "Spacer"): the blue background fills the 300×60 frame at
  // ((390 − 300)/2, (200 − 60)/2) = (45, 70); the text is 11 glyphs, 110 wide, at x 140, its
  // baseline three quarters down its 20-pt line: 90 + 15 = 105; iOS's blue is #007AFF (HIG).
  @Test func thePaintingShowsTheColoursAndTheText() throws {
    let scene = try #require(BuiltInScenes.named("spacer-center"))
    let result = try Self.laidOut(scene.source, canvas: CGSize(width: 390, height: 200))
    let elements = try #require(Elements.parse(SVGPicture(result).svg))
    let fill = try #require(elements.first { $0.attributes["class"] == "fill" })
    #expect(fill.attributes["fill"] == "#007AFF")
    #expect(
      [
        fill.attributes["x"], fill.attributes["y"], fill.attributes["width"],
        fill.attributes["height"],
      ] == ["45", "70", "300", "60"])
    let text = try #require(elements.first { $0.attributes["class"] == "text" })
    #expect(text.text == "Hello world")
    #expect(text.attributes["x"] == "140" && text.attributes["y"] == "105")
    #expect(text.attributes["textLength"] == "110")
    #expect(elements.first { $0.name == "title" }?.text == "LayoutLab scene")
  }

  // A Text's string is character data: markup in it is escaped, and reads back as written.
  @Test func stringsAreEscaped() throws {
    let result = try Self.laidOut(#"Text("<b> & \"q\"")"#)
    let svg = SVGPicture(result, title: "a < b").svg
    #expect(svg.contains("&lt;b&gt; &amp; &quot;q&quot;"))
    let elements = try #require(Elements.parse(svg))
    #expect(elements.first { $0.attributes["class"] == "text" }?.text == #"<b> & "q""#)
    #expect(elements.first { $0.name == "title" }?.text == "a < b")
  }

  // Rulers: a tick and a number every 50 points, 0 to 350 across a 390-wide canvas and 0 to
  // 800 down an 844-tall one; without them, none.
  @Test func rulersMarkEveryFiftyPoints() throws {
    let result = try Self.laidOut("Color.red.frame(width: 10, height: 10)")
    let elements = try #require(Elements.parse(SVGPicture(result, showsRulers: true).svg))
    let numbers: [String] = elements.filter { $0.name == "text" && $0.attributes["class"] == nil }
      .map(\.text)
    let across: [String] = (0...7).map { String($0 * 50) }
    let down: [String] = (0...16).map { String($0 * 50) }
    #expect(numbers == across + down)
    let plain = try #require(Elements.parse(SVGPicture(result).svg))
    #expect(!plain.contains { $0.name == "line" })
  }

  // Only the frames (`--mode boxes`), or only the painting (`--mode rendered`).
  @Test func framesAndPaintingGoTogetherOrAlone() throws {
    let result = try Self.laidOut("Color.red.frame(width: 10, height: 10)")
    let boxes = try #require(Elements.parse(SVGPicture(result, showsPainting: false).svg))
    #expect(boxes.contains { $0.attributes["class"] == "frame" })
    #expect(!boxes.contains { $0.attributes["class"] == "fill" })
    let painted = try #require(Elements.parse(SVGPicture(result, showsFrames: false).svg))
    #expect(!painted.contains { $0.attributes["class"] == "frame" })
    #expect(
      painted.contains { $0.attributes["class"] == "fill" && $0.attributes["fill"] == "#FF3B30" })
  }

  // The HTML page holds the picture and the trace, escaped, and runs nothing.
  @Test func theHTMLPageHasThePictureAndTheTrace() throws {
    let tree = try #require(SceneParser.parse("Text(\"a<b\").frame(width: 100)").tree)
    let result = LayoutEngine(isTracing: true).layout(tree, in: CGSize(width: 390, height: 844))
    let page = HTMLPage.page(SVGPicture(result), trace: result.traceText())
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.lowercased().contains("<script"))
    #expect(!page.contains("http://") || page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(page.contains("frame #0 proposes 100×844 to Text &quot;a&lt;b&quot; #1"))
    #expect(page.contains("a&lt;b"))
    let start = try #require(page.range(of: "<svg"))
    let end = try #require(page.range(of: "</svg>"))
    #expect(Elements.parse(String(page[start.lowerBound..<end.upperBound])) != nil)
  }
}
