import CustomLayouts
import LayoutCore
import LayoutTestSupport
import Testing

/// `myFrame` (the seed question's `Layout` rewrite of `frame(width:height:alignment:)`, §9.4)
/// gives the same frames as `frame` (§6.1) for every alignment; `FractionFrame` (the seed's
/// printed answer) does only for the built-in guides.

// MARK: Custom alignments, declared as in SwiftUI

/// A guide a quarter of the way across: `d.width * 0.25`.
enum Quarter: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.25 }
}

/// A guide a quarter of the way down: `d.height * 0.25`.
enum QuarterDown: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.25 }
}

/// A horizontal guide that content marks with an explicit `alignmentGuide`; by default 0.6
/// of the width (150 in a 250 frame).
enum MarkerX: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.6 }
}

/// A vertical guide that content marks explicitly; by default 0.2 of the height (50 in 250).
enum MarkerY: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.2 }
}

extension HorizontalAlignment {
  static let quarter = HorizontalAlignment(Quarter.self)
  static let marker = HorizontalAlignment(MarkerX.self)
}

extension VerticalAlignment {
  static let quarter = VerticalAlignment(QuarterDown.self)
  static let marker = VerticalAlignment(MarkerY.self)
}

extension Alignment {
  static let quarter = Alignment(horizontal: .quarter, vertical: .quarter)
  static let quarterBottom = Alignment(horizontal: .quarter, vertical: .bottom)
  static let trailingQuarter = Alignment(horizontal: .trailing, vertical: .quarter)
  static let marker = Alignment(horizontal: .marker, vertical: .marker)
}

// MARK: Cases

/// A built-in alignment and the fractions of the free space its guides stand for (§8.1:
/// leading/top 0, center ½, trailing/bottom 1).
struct BuiltInAlignment: Sendable, CustomTestStringConvertible {
  var alignment: Alignment
  var fx: CGFloat
  var fy: CGFloat
  var testDescription: String { alignment.description }

  static let all: [BuiltInAlignment] = [
    .init(alignment: .topLeading, fx: 0, fy: 0), .init(alignment: .top, fx: 0.5, fy: 0),
    .init(alignment: .topTrailing, fx: 1, fy: 0), .init(alignment: .leading, fx: 0, fy: 0.5),
    .init(alignment: .center, fx: 0.5, fy: 0.5), .init(alignment: .trailing, fx: 1, fy: 0.5),
    .init(alignment: .bottomLeading, fx: 0, fy: 1), .init(alignment: .bottom, fx: 0.5, fy: 1),
    .init(alignment: .bottomTrailing, fx: 1, fy: 1),
  ]
}

/// The contents the seed and the brief frame, with the frame each is put in and the size it
/// takes there.
enum Content: String, CaseIterable, Sendable {
  /// The seed's `Rectangle().fill(.red).frame(width: 100, height: 100)` in 250×250.
  case rectangle
  /// `Text("Hello world")`, 110×20 (§12), in 250×250.
  case text
  /// `Text("The quick brown fox jumps")` in 100×100: wrapped at 10 columns into "The quick" /
  /// "brown fox" / "jumps", 90×60 (§3.3 rule 2).
  case paragraph

  @ViewBuilder var view: some View {
    switch self {
    case .rectangle: Rectangle().fill(.red).frame(width: 100, height: 100)
    case .text: Text("Hello world")
    case .paragraph: Text("The quick brown fox jumps")
    }
  }

  /// The fixed frame it is put in.
  var frameSize: CGSize {
    self == .paragraph ? CGSize(100, 100) : CGSize(250, 250)
  }

  /// Its size in that frame.
  var size: CGSize {
    switch self {
    case .rectangle: CGSize(100, 100)
    case .text: CGSize(110, 20)
    case .paragraph: CGSize(90, 60)
    }
  }

  /// The node whose frame is the content's.
  var nodeName: String { self == .rectangle ? "Rectangle" : "Text" }

  /// The frame's origin at the root of the 390×844 canvas (§1.1): 250×250 at (70, 297),
  /// 100×100 at (145, 372).
  var frameOrigin: CGPoint {
    CGPoint(x: (390 - frameSize.width) / 2, y: (844 - frameSize.height) / 2)
  }
}

// MARK: Helpers

/// The frames of a laid-out scene in pre-order, by node name, with `myFrame`'s `Color.clear`
/// helper left out and `MyFrame` named `frame`: the nodes that correspond to `frame`'s.
func correspondingFrames(_ result: LayoutResult) -> [String] {
  var out: [String] = []
  func visit(_ node: PlacedNode) {
    let name = node.name == "MyFrame" ? "frame" : node.name
    out.append("\(name) \(node.frame)")
    let children = node.name == "MyFrame" ? Array(node.children.dropFirst()) : node.children
    children.forEach(visit)
  }
  visit(result.root)
  return out
}

/// The frame of the content of `content`'s scene.
func contentFrame(_ result: LayoutResult, _ content: Content) -> CGRect? {
  result.frames(of: content.nodeName).first
}

@Suite struct MyFrameTests {
  // MARK: The seed example

  // seed question: `Rectangle().fill(.red).frame(width: 100, height: 100)
  // .myFrame(width: 250, height: 250, alignment: .bottomTrailing).border(.blue)`.
  // §6.1: the frame is 250×250 at the root, (70, 297); the content's trailing/bottom (100, 100)
  // meets the frame's (250, 250): origin (70 + 150, 297 + 150) = (220, 447). The border is the
  // frame's size (§5.2). The `frame` version gives the same frames, node for node.
  @Test func seedExampleBottomTrailing() {
    let mine = Rectangle().fill(.red).frame(width: 100, height: 100)
      .myFrame(width: 250, height: 250, alignment: .bottomTrailing)
      .border(.blue)
      .laidOut()
    let builtIn = Rectangle().fill(.red).frame(width: 100, height: 100)
      .frame(width: 250, height: 250, alignment: .bottomTrailing)
      .border(.blue)
      .laidOut()
    #expect(mine.frame(of: "border") == CGRect(70, 297, 250, 250))
    #expect(mine.frame(of: "MyFrame") == CGRect(70, 297, 250, 250))
    #expect(mine.frame(of: "Color", label: "clear") == CGRect(70, 297, 250, 250))
    #expect(mine.frame(of: "frame") == CGRect(220, 447, 100, 100))
    #expect(mine.frame(of: "Rectangle") == CGRect(220, 447, 100, 100))
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn))
  }

  // MARK: Built-in alignments

  // §6.1 with §8.1's default guides: the content's origin in a W×H frame is
  // (fx·W − fx·w, fy·H − fy·h) = (fx·(W − w), fy·(H − h)), for both `frame` and `myFrame`.
  // Rectangle: (70, 297) + (fx·150, fy·150); Text: (70, 297) + (fx·140, fy·230);
  // paragraph: (145, 372) + (fx·10, fy·40).
  @Test(arguments: Content.allCases, BuiltInAlignment.all)
  func builtInAlignmentMatchesFrame(content: Content, alignment: BuiltInAlignment) {
    let w = content.frameSize.width
    let h = content.frameSize.height
    let a = alignment.alignment
    let mine = content.view.myFrame(width: w, height: h, alignment: a).border(.blue).laidOut()
    let builtIn = content.view.frame(width: w, height: h, alignment: a).border(.blue).laidOut()
    let expected = CGRect(
      content.frameOrigin.x + alignment.fx * (w - content.size.width),
      content.frameOrigin.y + alignment.fy * (h - content.size.height),
      content.size.width, content.size.height)
    #expect(contentFrame(mine, content) == expected, "\(content) \(a)")
    #expect(contentFrame(builtIn, content) == expected, "\(content) \(a)")
    #expect(
      mine.frame(of: "MyFrame") == CGRect(origin: content.frameOrigin, size: content.frameSize))
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn), "\(content) \(a)")
  }

  // §3.3 rule 2: the paragraph's lines are the same in both frames, whatever the alignment.
  @Test(arguments: BuiltInAlignment.all)
  func paragraphLinesMatchFrame(alignment: BuiltInAlignment) {
    let a = alignment.alignment
    let mine = Content.paragraph.view.myFrame(width: 100, height: 100, alignment: a).laidOut()
    let builtIn = Content.paragraph.view.frame(width: 100, height: 100, alignment: a).laidOut()
    #expect(mine.root.nodes(named: "Text")[0].textLines == ["The quick", "brown fox", "jumps"])
    #expect(builtIn.root.nodes(named: "Text")[0].textLines == ["The quick", "brown fox", "jumps"])
  }

  // MARK: Custom alignments

  /// A custom alignment case with the content origin `frame` gives, derived by hand.
  struct CustomCase: Sendable, CustomTestStringConvertible {
    var content: Content
    var alignment: Alignment
    var origin: CGPoint
    var testDescription: String { "\(content) \(alignment)" }
  }

  // §6.1: origin = frame's default guide at the frame's size − the content's guide.
  // Quarter: 0.25·W − 0.25·w; QuarterDown: 0.25·H − 0.25·h.
  // Rectangle in 250 at (70, 297): quarter 62.5 − 25 = 37.5 → (107.5, 334.5);
  //   quarterBottom (107.5, 297 + 150 = 447); trailingQuarter (70 + 150 = 220, 334.5).
  // Text 110×20 in 250: x 62.5 − 27.5 = 35 → 105; y 62.5 − 5 = 57.5 → 354.5; bottom 297 + 230.
  // Paragraph 90×60 in 100 at (145, 372): x 25 − 22.5 = 2.5 → 147.5; y 25 − 15 = 10 → 382;
  //   bottom 372 + 40 = 412; trailing 145 + 10 = 155.
  static let customCases: [CustomCase] = [
    .init(content: .rectangle, alignment: .quarter, origin: CGPoint(x: 107.5, y: 334.5)),
    .init(content: .rectangle, alignment: .quarterBottom, origin: CGPoint(x: 107.5, y: 447)),
    .init(content: .rectangle, alignment: .trailingQuarter, origin: CGPoint(x: 220, y: 334.5)),
    .init(content: .text, alignment: .quarter, origin: CGPoint(x: 105, y: 354.5)),
    .init(content: .text, alignment: .quarterBottom, origin: CGPoint(x: 105, y: 527)),
    .init(content: .text, alignment: .trailingQuarter, origin: CGPoint(x: 210, y: 354.5)),
    .init(content: .paragraph, alignment: .quarter, origin: CGPoint(x: 147.5, y: 382)),
    .init(content: .paragraph, alignment: .quarterBottom, origin: CGPoint(x: 147.5, y: 412)),
    .init(content: .paragraph, alignment: .trailingQuarter, origin: CGPoint(x: 155, y: 382)),
  ]

  @Test(arguments: customCases)
  func customAlignmentMatchesFrame(_ c: CustomCase) {
    let w = c.content.frameSize.width
    let h = c.content.frameSize.height
    let mine = c.content.view.myFrame(width: w, height: h, alignment: c.alignment)
      .border(.blue).laidOut()
    let builtIn = c.content.view.frame(width: w, height: h, alignment: c.alignment)
      .border(.blue).laidOut()
    let expected = CGRect(origin: c.origin, size: c.content.size)
    #expect(contentFrame(mine, c.content) == expected)
    #expect(contentFrame(builtIn, c.content) == expected)
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn))
  }

  /// The seed's rectangle with explicit values for the marker guides: 80 across (its width
  /// − 20) and 10 down.
  static var markedRectangle: some View {
    Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(HorizontalAlignment.marker) { d in d.width - 20 }
      .alignmentGuide(VerticalAlignment.marker) { _ in 10 }
  }

  // §6.1 and §8.2: the content is aligned with its explicit guide values, against the frame's
  // default value at its size: MarkerX 0.6·250 = 150, MarkerY 0.2·250 = 50. Origin
  // (70 + 150 − 80, 297 + 50 − 10) = (140, 337).
  @Test func customAlignmentSetByAnExplicitGuide() {
    let mine = Self.markedRectangle.myFrame(width: 250, height: 250, alignment: .marker)
      .border(.blue).laidOut()
    let builtIn = Self.markedRectangle.frame(width: 250, height: 250, alignment: .marker)
      .border(.blue).laidOut()
    #expect(mine.frame(of: "Rectangle") == CGRect(140, 337, 100, 100))
    #expect(builtIn.frame(of: "Rectangle") == CGRect(140, 337, 100, 100))
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn))
  }

  // §6.1: "the child is aligned with its own guides, explicit ones included". A leading guide
  // at half the width (50) with `.leading` (vertical centre): x 0 − 50 → 70 − 50 = 20, y
  // 125 − 50 → 372. A bottom guide 10 below the bottom (110) with `.bottom`: x 125 − 50 → 145,
  // y 250 − 110 → 297 + 140 = 437.
  @Test func builtInAlignmentSetByAnExplicitGuide() {
    let leadingContent = Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(.leading) { d in d.width / 2 }
    let bottomContent = Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(.bottom) { d in d.height + 10 }
    let cases: [(mine: LayoutResult, builtIn: LayoutResult, expected: CGRect)] = [
      (
        leadingContent.myFrame(width: 250, height: 250, alignment: .leading).laidOut(),
        leadingContent.frame(width: 250, height: 250, alignment: .leading).laidOut(),
        CGRect(20, 372, 100, 100)
      ),
      (
        bottomContent.myFrame(width: 250, height: 250, alignment: .bottom).laidOut(),
        bottomContent.frame(width: 250, height: 250, alignment: .bottom).laidOut(),
        CGRect(145, 437, 100, 100)
      ),
    ]
    for (index, c) in cases.enumerated() {
      #expect(c.mine.frame(of: "Rectangle") == c.expected, "case \(index)")
      #expect(c.builtIn.frame(of: "Rectangle") == c.expected, "case \(index)")
      #expect(correspondingFrames(c.mine) == correspondingFrames(c.builtIn), "case \(index)")
    }
  }

  // MARK: One axis only

  /// Every alignment this file uses: the nine built-in and the custom ones.
  static let allAlignments: [Alignment] =
    BuiltInAlignment.all.map(\.alignment) + [.quarter, .quarterBottom, .trailingQuarter]

  // §6.1: with only the width, the frame is W × the content's height, and the content is
  // proposed (W, the frame's own proposal 844). Rectangle: 250×100 at (70, 372); Text: 250×20
  // at (70, 412); paragraph in width 100: proposed 100×844, still 90×60, frame 100×60 at
  // (145, 392). Vertically there is no free space, so only x depends on the alignment:
  // x = frame x + fx·(W − w) with fx 0, ½, 1, or 0.25 for Quarter.
  @Test(arguments: Content.allCases, allAlignments)
  func onlyWidthMatchesFrame(content: Content, alignment: Alignment) {
    let w = content.frameSize.width
    let mine = content.view.myFrame(width: w, alignment: alignment).border(.blue).laidOut()
    let builtIn = content.view.frame(width: w, alignment: alignment).border(.blue).laidOut()
    let frame = CGRect(
      (390 - w) / 2, (844 - content.size.height) / 2, w, content.size.height)
    let fx = Self.fraction(alignment.horizontal)
    #expect(mine.frame(of: "MyFrame") == frame, "\(content) \(alignment)")
    #expect(
      contentFrame(mine, content)
        == CGRect(
          frame.minX + fx * (w - content.size.width), frame.minY, content.size.width,
          content.size.height), "\(content) \(alignment)")
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn), "\(content) \(alignment)")
  }

  // §6.1: with only the height, the frame is the content's width × H; the content is proposed
  // (390, H). Rectangle 100×250 at (145, 297); Text 110×250 at (140, 297); paragraph proposed
  // 390×100 is one line, 250×20 ("The quick brown fox jumps", 25 glyphs), frame 250×100 at
  // (70, 372). y = frame y + fy·(H − h).
  @Test(arguments: Content.allCases, allAlignments)
  func onlyHeightMatchesFrame(content: Content, alignment: Alignment) {
    let h = content.frameSize.height
    let size = content == .paragraph ? CGSize(250, 20) : content.size
    let mine = content.view.myFrame(height: h, alignment: alignment).border(.blue).laidOut()
    let builtIn = content.view.frame(height: h, alignment: alignment).border(.blue).laidOut()
    let frame = CGRect((390 - size.width) / 2, (844 - h) / 2, size.width, h)
    let fy = Self.fraction(alignment.vertical)
    #expect(mine.frame(of: "MyFrame") == frame, "\(content) \(alignment)")
    #expect(
      contentFrame(mine, content)
        == CGRect(frame.minX, frame.minY + fy * (h - size.height), size.width, size.height),
      "\(content) \(alignment)")
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn), "\(content) \(alignment)")
  }

  /// The fraction of the free space each guide this file uses stands for (§8.1 and the
  /// Quarter guides).
  static func fraction(_ guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    case .quarter: 0.25
    default: .nan
    }
  }

  static func fraction(_ guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: 0
    case .center: 0.5
    case .bottom: 1
    case .quarter: 0.25
    default: .nan
    }
  }

  // MARK: Explicit guides seen by the parent

  // §7 note (`UnaryLayoutEngine.explicitAlignment`): a frame forwards its content's explicit
  // guides, offset by where it put the content. The content's leading guide is 30; centred in
  // 250 it is at x 75, so the frame's leading is 105. §4.6 in `VStack(alignment: .leading)`:
  // sibling origin 0 + 105 = 105, frame 0; the stack is 250 wide and 50 + 8 + 250 = 308 tall at
  // (70, 268). Sibling (175, 268, 50, 50); frame (70, 326); content (145, 401). The sibling's
  // leading edge lines up with the point 30 into the content (145 + 30 = 175).
  @Test func explicitLeadingGuideIsForwardedToAVStack() {
    let content = Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(.leading) { _ in 30 }
    let mine = VStack(alignment: .leading) {
      Color.blue.frame(width: 50, height: 50)
      content.myFrame(width: 250, height: 250)
    }
    .laidOut()
    let builtIn = VStack(alignment: .leading) {
      Color.blue.frame(width: 50, height: 50)
      content.frame(width: 250, height: 250)
    }
    .laidOut()
    #expect(mine.frame(of: "VStack") == CGRect(70, 268, 250, 308))
    #expect(mine.frame(of: "Color", label: "blue") == CGRect(175, 268, 50, 50))
    #expect(mine.frame(of: "MyFrame") == CGRect(70, 326, 250, 250))
    #expect(mine.frame(of: "Rectangle") == CGRect(145, 401, 100, 100))
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn))
  }

  // §7 note and §8.4: a custom guide is forwarded as well. The content's explicit Quarter is 10,
  // centred at x 75 → the frame's is 85; the sibling's default Quarter is 40·0.25 = 10.
  // §4.6: sibling −10, frame −85 → union −85…165, 250 wide; sibling at 75, frame at 0.
  // Height 40 + 8 + 250 = 298 at (70, (844 − 298)/2 = 273). Sibling (145, 273, 40, 40); frame
  // (70, 321); content (145, 396). Both marked points are at x 155.
  @Test func explicitCustomGuideIsForwardedToAVStack() {
    let content = Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(HorizontalAlignment.quarter) { _ in 10 }
    let mine = VStack(alignment: .quarter) {
      Color.blue.frame(width: 40, height: 40)
      content.myFrame(width: 250, height: 250)
    }
    .laidOut()
    let builtIn = VStack(alignment: .quarter) {
      Color.blue.frame(width: 40, height: 40)
      content.frame(width: 250, height: 250)
    }
    .laidOut()
    #expect(mine.frame(of: "VStack") == CGRect(70, 273, 250, 298))
    #expect(mine.frame(of: "Color", label: "blue") == CGRect(145, 273, 40, 40))
    #expect(mine.frame(of: "MyFrame") == CGRect(70, 321, 250, 250))
    #expect(mine.frame(of: "Rectangle") == CGRect(145, 396, 100, 100))
    #expect(correspondingFrames(mine) == correspondingFrames(builtIn))
  }

  // MARK: The seed's signature

  // seed question: `MyFrame(size:alignment:)` is the same layout as `MyFrame(width:height:
  // alignment:)`, and lays out the same: bottomTrailing puts the rectangle at (220, 447).
  @Test func sizeInitializerEqualsWidthHeightInitializer() {
    let bySize = MyFrame(size: CGSize(250, 250), alignment: .bottomTrailing)
    let byLengths = MyFrame(width: 250, height: 250, alignment: .bottomTrailing)
    #expect(bySize == byLengths)
    #expect(MyFrame(size: CGSize(250, 250)) == MyFrame(width: 250, height: 250))
    let a = bySize {
      Color.clear
      Rectangle().fill(.red).frame(width: 100, height: 100)
    }
    .laidOut()
    let b = byLengths {
      Color.clear
      Rectangle().fill(.red).frame(width: 100, height: 100)
    }
    .laidOut()
    #expect(a.frame(of: "Rectangle") == CGRect(220, 447, 100, 100))
    #expect(a.root.allNodes.map(\.frame) == b.root.allNodes.map(\.frame))
  }

  // MyFrame's documented one-subview case and §9.1: an unplaced subview is proposed the
  // container's own proposal and centred in its bounds, whatever the alignment: the 100×100
  // rectangle in the 250×250 frame at (70, 297) sits at (145, 372).
  @Test func withoutTheHelperTheContentIsCentred() {
    let result = MyFrame(width: 250, height: 250, alignment: .topLeading) {
      Rectangle().fill(.red).frame(width: 100, height: 100)
    }
    .laidOut()
    #expect(result.frame(of: "MyFrame") == CGRect(70, 297, 250, 250))
    #expect(result.frame(of: "Rectangle") == CGRect(145, 372, 100, 100))
  }

  // §6.1 sizing through `size(for:)`: fixed lengths win whatever the proposal; a nil length is
  // the content's answer for (fixed ?? proposal). Text("Hello world") proposed 50 wide wraps
  // into "Hello" / "world", 50×40 (§3.3 rule 2), except with a 0 height, where one line is
  // still shown, truncated: "Hell…", 50×20 (§3.3 rule 3).
  @Test func sizeThatFitsMatchesFrame() {
    let text = Text("Hello world")
    let cases: [(ProposedViewSize, onlyWidth: CGSize)] = [
      (.unspecified, CGSize(50, 40)), (.zero, CGSize(50, 20)), (.infinity, CGSize(50, 40)),
      (ProposedViewSize(width: 70, height: 300), CGSize(50, 40)),
    ]
    for (proposal, onlyWidth) in cases {
      #expect(
        text.myFrame(width: 250, height: 60).size(for: proposal) == CGSize(250, 60),
        "\(proposal)")
      #expect(text.myFrame(width: 50).size(for: proposal) == onlyWidth, "\(proposal)")
      #expect(text.frame(width: 50).size(for: proposal) == onlyWidth, "\(proposal)")
      #expect(
        text.myFrame(height: 60).size(for: proposal)
          == text.frame(height: 60).size(for: proposal), "\(proposal)")
    }
    // Only the height, unspecified width: the Text's ideal width 110.
    #expect(text.myFrame(height: 60).size(for: .unspecified) == CGSize(110, 60))
  }

  // MARK: FractionFrame, the seed's printed answer

  // The answer's fractions are right for the built-in guides (0, ½, 1, §8.1), so with no
  // explicit guides it gives §6.1's origins: (70, 297) + (fx·150, fy·150).
  @Test(arguments: BuiltInAlignment.all)
  func fractionFrameMatchesFrameForBuiltInAlignments(alignment: BuiltInAlignment) {
    let a = alignment.alignment
    let content = Rectangle().fill(.red).frame(width: 100, height: 100)
    let fraction = FractionFrame(width: 250, height: 250, alignment: a) { content }
      .border(.blue).laidOut()
    let builtIn = content.frame(width: 250, height: 250, alignment: a).border(.blue).laidOut()
    let expected = CGRect(70 + alignment.fx * 150, 297 + alignment.fy * 150, 100, 100)
    #expect(fraction.frame(of: "Rectangle") == expected, "\(a)")
    #expect(builtIn.frame(of: "Rectangle") == expected, "\(a)")
    #expect(fraction.frame(of: "FractionFrame") == CGRect(70, 297, 250, 250))
  }

  // Why the printed answer is wrong: a custom guide has no fraction (FractionFrame uses ½), so
  // it centres: (70 + 75, 297 + 75) = (145, 372), where `frame` (§6.1) gives (107.5, 334.5) for
  // Quarter and (107.5, 447) for quarter/bottom; and (145, 372) vs (220, 334.5) for
  // trailing/quarter.
  @Test func fractionFrameDiffersForCustomAlignments() {
    let content = Rectangle().fill(.red).frame(width: 100, height: 100)
    let cases: [(Alignment, fraction: CGPoint, frame: CGPoint)] = [
      (.quarter, CGPoint(x: 145, y: 372), CGPoint(x: 107.5, y: 334.5)),
      (.quarterBottom, CGPoint(x: 145, y: 447), CGPoint(x: 107.5, y: 447)),
      (.trailingQuarter, CGPoint(x: 220, y: 372), CGPoint(x: 220, y: 334.5)),
    ]
    for (alignment, fractionOrigin, frameOrigin) in cases {
      let fraction = content.fractionFrame(width: 250, height: 250, alignment: alignment)
        .laidOut()
      let builtIn = content.frame(width: 250, height: 250, alignment: alignment).laidOut()
      #expect(fraction.frame(of: "Rectangle")?.origin == fractionOrigin, "\(alignment)")
      #expect(builtIn.frame(of: "Rectangle")?.origin == frameOrigin, "\(alignment)")
      #expect(
        fraction.frame(of: "Rectangle") != builtIn.frame(of: "Rectangle"), "\(alignment)")
    }
  }

  // FractionFrame ignores explicit guides. Marker guides (80, 10 explicit): `frame` gives
  // (140, 337) (see customAlignmentSetByAnExplicitGuide), FractionFrame centres at (145, 372).
  // An explicit leading guide of 50 with `.leading`: `frame` gives x 70 − 50 = 20, FractionFrame
  // x 70 (fraction 0 of the free space); both y 297 + 75 = 372.
  @Test func fractionFrameIgnoresExplicitGuides() {
    let leadingContent = Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(.leading) { d in d.width / 2 }
    let cases: [(String, fraction: LayoutResult, frame: LayoutResult, CGPoint, CGPoint)] = [
      (
        "marker",
        Self.markedRectangle.fractionFrame(width: 250, height: 250, alignment: .marker)
          .laidOut(),
        Self.markedRectangle.frame(width: 250, height: 250, alignment: .marker).laidOut(),
        CGPoint(x: 145, y: 372), CGPoint(x: 140, y: 337)
      ),
      (
        "leading",
        leadingContent.fractionFrame(width: 250, height: 250, alignment: .leading).laidOut(),
        leadingContent.frame(width: 250, height: 250, alignment: .leading).laidOut(),
        CGPoint(x: 70, y: 372), CGPoint(x: 20, y: 372)
      ),
    ]
    for (name, fraction, builtIn, fractionOrigin, frameOrigin) in cases {
      #expect(fraction.frame(of: "Rectangle")?.origin == fractionOrigin, "\(name)")
      #expect(builtIn.frame(of: "Rectangle")?.origin == frameOrigin, "\(name)")
    }
  }

  // The printed answer's Layout does not override `explicitAlignment`, and the default (§9.2)
  // gives nil for built-in guides: the content's explicit leading guide (30) is not forwarded
  // as `frame` forwards it (see explicitLeadingGuideIsForwardedToAVStack, sibling at x 175).
  // §4.6: both children align their default leading 0, so the sibling is at x 70; the content,
  // centred in the 250×250 frame at (70, 326), is at (145, 401).
  @Test func fractionFrameDoesNotForwardExplicitGuides() {
    let content = Rectangle().fill(.red).frame(width: 100, height: 100)
      .alignmentGuide(.leading) { _ in 30 }
    let result = VStack(alignment: .leading) {
      Color.blue.frame(width: 50, height: 50)
      content.fractionFrame(width: 250, height: 250)
    }
    .laidOut()
    #expect(result.frame(of: "VStack") == CGRect(70, 268, 250, 308))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(70, 268, 50, 50))
    #expect(result.frame(of: "FractionFrame") == CGRect(70, 326, 250, 250))
    #expect(result.frame(of: "Rectangle") == CGRect(145, 401, 100, 100))
  }

  // MARK: The seed article's myFrame

  // seed article (centring with a frame) through `myFrame`: `hello.myFrame(width: 300,
  // height: 60)`. §6.1/§9.4: the Text is proposed 300×60 and centred: "Hello world" 110×20 at
  // (45 + 95, 392 + 20) = (140, 412); the long text truncates to 30 columns (§12), 300×20 at
  // (45, 412). The frame and its helper are the 300×60 at (45, 392).
  @Test func articleCentringWithMyFrame() {
    let cases: [(String, CGRect, [String])] = [
      ("Hello world", CGRect(140, 412, 110, 20), ["Hello world"]),
      (
        "Hello world,hello world,hello world", CGRect(45, 412, 300, 20),
        ["Hello world,hello world,hello…"]
      ),
    ]
    for (string, frame, lines) in cases {
      let hello = Text(string).foregroundColor(.white).font(.title).lineLimit(1)
      let result = hello.myFrame(width: 300, height: 60).background(.pink).laidOut()
      let text = result.root.nodes(named: "Text")[0]
      #expect(text.frame == frame, "\(string)")
      #expect(text.textLines == lines, "\(string)")
      #expect(result.frame(of: "MyFrame") == CGRect(45, 392, 300, 60), "\(string)")
      #expect(result.frame(of: "Color", label: "clear") == CGRect(45, 392, 300, 60), "\(string)")
      #expect(result.frame(of: "Color", label: "pink") == CGRect(45, 392, 300, 60), "\(string)")
      let builtIn = hello.frame(width: 300, height: 60).background(.pink).laidOut()
      #expect(correspondingFrames(result) == correspondingFrames(builtIn), "\(string)")
    }
  }
}
