import LayoutCore
import LayoutTestSupport
import Testing

/// Every way the seed article centres a one-line Text in a 300×60 rectangle, and its pitfalls,
/// with the frames derived from the reference (§3–§7, §12); `myFrame` is in CustomLayoutsTests.
///
/// Numbers used throughout (§12 text model, 10 pt per glyph, 20 pt per line; §1.1 root centred
/// on the 390×844 canvas):
/// - short text "Hello world": 11 glyphs, 110×20 ideal;
/// - long text "Hello world,hello world,hello world": 35 glyphs, 350×20 ideal;
/// - with `lineLimit(1)` in a width w the line is ⌊w/10⌋ columns: ⌊w/10⌋−1 glyphs then "…"
///   (§12 truncation), and the Text reports that line's width (§3.3 rule 2);
/// - a 300×60 container at the root sits at x (390−300)/2 = 45, y (844−60)/2 = 392.
@Suite struct CenteringArticleTests {
  static let short = "Hello world"
  static let long = "Hello world,hello world,hello world"

  /// The article's `hello` view, with its string chosen by the test.
  static func hello(_ string: String) -> some View {
    Text(string).foregroundColor(.white).font(.title).lineLimit(1)
  }

  /// The 300×60 container, centred on the canvas (§1.1).
  static let container = CGRect(45, 392, 300, 60)

  /// What a test expects of the Text for one string: its frame and its laid-out lines.
  struct TextCase {
    var string: String
    var frame: CGRect
    var lines: [String]
  }

  /// Checks the only Text of `result` against `expected`.
  func expectText(
    _ result: LayoutResult, _ expected: TextCase, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let texts = result.root.nodes(named: "Text")
    #expect(texts.count == 1, "\(expected.string)", sourceLocation: sourceLocation)
    guard let text = texts.first else { return }
    #expect(text.frame == expected.frame, "\(expected.string)", sourceLocation: sourceLocation)
    #expect(text.textLines == expected.lines, "\(expected.string)", sourceLocation: sourceLocation)
  }

  // MARK: Fillers

  // seed article, "Spacer": `HStack { Spacer(); hello; Spacer() }` in 300×60.
  // §4.2: Spacer↔Text spacing is 0. §3.2/§4.4: the Spacers (priority −∞) form the last group, so
  // their minimum 8 each is reserved: the Text is offered 300 − 16 = 284.
  // - short: 110; the Spacers share 284 − 110 + 16 = 190, 95 each; Text x 45 + 95 = 140.
  // - long: 284 holds 28 columns: 27 glyphs + "…" = 280 wide; Spacers share 284 − 280 + 16 = 20,
  //   10 each; Text x 45 + 10 = 55. The text cannot use the last 2 × 8 points (the pitfall).
  // §4.6: Spacers are 0 tall in an HStack, so the HStack is the Text's 20 tall, centred in the
  // 60 frame at y 392 + 20 = 412; the Spacers sit on its centre line, y 422.
  @Test func spacerKeepsItsMinimumLength() {
    let cases: [(TextCase, spacers: [CGRect])] = [
      (
        TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
        [CGRect(45, 422, 95, 0), CGRect(250, 422, 95, 0)]
      ),
      (
        TextCase(
          string: Self.long, frame: CGRect(55, 412, 280, 20),
          lines: ["Hello world,hello world,hel…"]),
        [CGRect(45, 422, 10, 0), CGRect(335, 422, 10, 0)]
      ),
    ]
    for (text, spacers) in cases {
      let result = HStack {
        Spacer()
        Self.hello(text.string)
        Spacer()
      }
      .frame(width: 300, height: 60)
      .background(.blue)
      .laidOut()
      expectText(result, text)
      #expect(result.frames(of: "Spacer") == spacers, "\(text.string)")
      #expect(result.frame(of: "HStack") == CGRect(45, 412, 300, 20), "\(text.string)")
      #expect(result.frame(of: "frame") == Self.container, "\(text.string)")
      #expect(result.frame(of: "Color", label: "blue") == Self.container, "\(text.string)")
    }
  }

  // seed article: the fix `Spacer(minLength: 0)`. §4.4: nothing is reserved, the Text is
  // offered all 300.
  // - short: 110, Spacers (300 − 110)/2 = 95 each, Text x 140.
  // - long: 300 holds 30 columns: 29 glyphs + "…", 300 wide; Spacers 0; Text x 45.
  @Test func spacerWithZeroMinLengthGivesTheTextTheWholeWidth() {
    let cases: [(TextCase, spacers: [CGRect])] = [
      (
        TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
        [CGRect(45, 422, 95, 0), CGRect(250, 422, 95, 0)]
      ),
      (
        TextCase(
          string: Self.long, frame: CGRect(45, 412, 300, 20),
          lines: ["Hello world,hello world,hello…"]),
        [CGRect(45, 422, 0, 0), CGRect(345, 422, 0, 0)]
      ),
    ]
    for (text, spacers) in cases {
      let result = HStack {
        Spacer(minLength: 0)
        Self.hello(text.string)
        Spacer(minLength: 0)
      }
      .frame(width: 300, height: 60)
      .background(.blue)
      .laidOut()
      expectText(result, text)
      #expect(result.frames(of: "Spacer") == spacers, "\(text.string)")
      #expect(result.frame(of: "frame") == Self.container, "\(text.string)")
    }
  }

  // seed article: "HStack and VStack do not give spacing to a Spacer", which is why the first
  // example needs no `spacing: 0`. That holds for the default spacing only (§3.2, §4.2): an
  // explicit `spacing: 10` applies around Spacers too, so with `Spacer(minLength: 0)` the long
  // text is offered 300 − 2·10 = 280: 28 columns, "Hello world,hello world,hel…", 280 wide;
  // Spacers 0; Text x 45 + 0 + 10 = 55.
  @Test func explicitSpacingAppliesAroundSpacers() {
    let result = HStack(spacing: 10) {
      Spacer(minLength: 0)
      Self.hello(Self.long)
      Spacer(minLength: 0)
    }
    .frame(width: 300, height: 60)
    .laidOut()
    expectText(
      result,
      TextCase(
        string: Self.long, frame: CGRect(55, 412, 280, 20),
        lines: ["Hello world,hello world,hel…"]))
    #expect(result.frames(of: "Spacer") == [CGRect(45, 422, 0, 0), CGRect(345, 422, 0, 0)])
  }

  // seed article: "you can also use this property of Spacer to control the width the Text may
  // use". §4.4: `Spacer(minLength: 50)` on each side reserves 100, so the Text is offered 200:
  // 20 columns, 19 glyphs + "…" = "Hello world,hello w…", 200 wide; the Spacers share
  // 200 − 200 + 100 = 100, 50 each. Text x 45 + 50 = 95.
  @Test func spacerMinLengthLimitsTheTextsWidth() {
    let result = HStack {
      Spacer(minLength: 50)
      Self.hello(Self.long)
      Spacer(minLength: 50)
    }
    .frame(width: 300, height: 60)
    .laidOut()
    expectText(
      result,
      TextCase(
        string: Self.long, frame: CGRect(95, 412, 200, 20), lines: ["Hello world,hello w…"]))
    #expect(result.frames(of: "Spacer") == [CGRect(45, 422, 50, 0), CGRect(295, 422, 50, 0)])
  }

  // seed article, "other fillers": `HStack { Color.clear; hello; Color.clear }` gives the Text a
  // third. §4.2 (terminal model, §12): Color↔Text spacing is the default 8, twice: 16.
  // §4.3: Text (min "…" 10, max its ideal: finite flexibility) sorts before the Colors (∞).
  // §4.4: one group; the Text is offered (300 − 16)/3 = 94.67: 9 columns, "Hello wo…", 90 wide,
  // for both strings. The Colors then share 284 − 90 = 194: 97 each, 60 tall (greedy, §3.1).
  // x: Color 45, Text 45 + 97 + 8 = 150, Color 150 + 90 + 8 = 248. The HStack is 60 tall (the
  // Colors), so the Text is centred at y 392 + 30 − 10 = 412.
  @Test func colorFillersSplitTheStackIntoThirds() {
    for string in [Self.short, Self.long] {
      let result = HStack {
        Color.clear
        Self.hello(string)
        Color.clear
      }
      .frame(width: 300, height: 60)
      .background(Color.cyan)
      .laidOut()
      expectText(
        result, TextCase(string: string, frame: CGRect(150, 412, 90, 20), lines: ["Hello wo…"]))
      #expect(
        result.frames(of: "Color")
          == [CGRect(45, 392, 97, 60), CGRect(248, 392, 97, 60), Self.container], "\(string)")
      #expect(result.frame(of: "HStack") == Self.container, "\(string)")
    }
  }

  // seed article: `hello.layoutPriority(1)` between `Color.clear.layoutPriority(0)` fillers.
  // §4.4: the Text's group goes first with 300 − 16 (spacing) − 0 (the Colors' minimums) = 284.
  // - short: 110; the Colors share 284 − 110 = 174, 87 each; Text x 45 + 87 + 8 = 140.
  // - long: "Hello world,hello world,hel…" 280 (28 columns); Colors (284 − 280)/2 = 2 each;
  //   Text x 45 + 2 + 8 = 55. The 16 points of default spacing are still lost (the article's
  //   remark before `HStack(spacing: 0)`).
  @Test func textPriorityTakesAllButTheSpacing() {
    let cases: [(TextCase, colors: [CGRect])] = [
      (
        TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
        [CGRect(45, 392, 87, 60), CGRect(258, 392, 87, 60)]
      ),
      (
        TextCase(
          string: Self.long, frame: CGRect(55, 412, 280, 20),
          lines: ["Hello world,hello world,hel…"]),
        [CGRect(45, 392, 2, 60), CGRect(343, 392, 2, 60)]
      ),
    ]
    for (text, colors) in cases {
      let result = HStack {
        Color.clear.layoutPriority(0)
        Self.hello(text.string).layoutPriority(1)
        Color.clear.layoutPriority(0)
      }
      .frame(width: 300, height: 60)
      .background(Color.cyan)
      .laidOut()
      expectText(result, text)
      #expect(Array(result.frames(of: "Color").prefix(2)) == colors, "\(text.string)")
      #expect(result.frame(of: "frame") == Self.container, "\(text.string)")
    }
  }

  // seed article: `HStack(spacing: 0)` with the priorities. §4.2: explicit spacing 0 replaces
  // the defaults; §4.4: the Text is offered all 300.
  // - short: 110, Colors 95 each, Text x 140. - long: 300 ("…hello…", 30 columns), Colors 0.
  @Test func textPriorityWithZeroSpacingTakesTheWholeWidth() {
    let cases: [(TextCase, colors: [CGRect])] = [
      (
        TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
        [CGRect(45, 392, 95, 60), CGRect(250, 392, 95, 60)]
      ),
      (
        TextCase(
          string: Self.long, frame: CGRect(45, 412, 300, 20),
          lines: ["Hello world,hello world,hello…"]),
        [CGRect(45, 392, 0, 60), CGRect(345, 392, 0, 60)]
      ),
    ]
    for (text, colors) in cases {
      let result = HStack(spacing: 0) {
        Color.clear.layoutPriority(0)
        Self.hello(text.string).layoutPriority(1)
        Color.clear.layoutPriority(0)
      }
      .frame(width: 300, height: 60)
      .background(Color.cyan)
      .laidOut()
      expectText(result, text)
      #expect(Array(result.frames(of: "Color").prefix(2)) == colors, "\(text.string)")
    }
  }

  /// The other greedy fillers the article lists.
  enum Filler: String, CaseIterable {
    case rectangle = "Rectangle().opacity(0)"
    case color = "Color.blue.opacity(0)"
    case containerRelativeShape = "ContainerRelativeShape().fill(.clear)"

    @ViewBuilder var view: some View {
      switch self {
      case .rectangle: Rectangle().opacity(0)
      case .color: Color.blue.opacity(0)
      case .containerRelativeShape: ContainerRelativeShape().fill(.clear)
      }
    }

    /// The node name of the filler in the placed tree.
    var nodeName: String {
      switch self {
      case .rectangle: "Rectangle"
      case .color: "Color"
      case .containerRelativeShape: "ContainerRelativeShape"
      }
    }
  }

  // seed article: `Rectangle().opacity(0)`, `Color.blue.opacity(0)` and
  // `ContainerRelativeShape().fill(.clear)` are greedy like Color.clear (§3.1), so with the
  // priority on hello the numbers are those of the two tests above:
  // - spacing nil: Text offered 284 → short at x 140 (fillers 87), long 280 at x 55 (fillers 2);
  // - spacing 0: Text offered 300 → short at x 140 (fillers 95), long 300 at x 45 (fillers 0).
  // The fillers fill the 60-point height (§3.1: a shape takes its proposal on both axes).
  @Test(arguments: Filler.allCases, [nil, 0] as [CGFloat?])
  func otherGreedyFillers(filler: Filler, spacing: CGFloat?) {
    let fillerWidth: (short: CGFloat, long: CGFloat) = spacing == nil ? (87, 2) : (95, 0)
    let cases: [(TextCase, fillerWidth: CGFloat)] = [
      (
        TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
        fillerWidth.short
      ),
      spacing == nil
        ? (
          TextCase(
            string: Self.long, frame: CGRect(55, 412, 280, 20),
            lines: ["Hello world,hello world,hel…"]), fillerWidth.long
        )
        : (
          TextCase(
            string: Self.long, frame: CGRect(45, 412, 300, 20),
            lines: ["Hello world,hello world,hello…"]), fillerWidth.long
        ),
    ]
    for (text, width) in cases {
      let result = HStack(spacing: spacing) {
        filler.view.layoutPriority(0)
        Self.hello(text.string).layoutPriority(1)
        filler.view.layoutPriority(0)
      }
      .frame(width: 300, height: 60)
      .laidOut()
      expectText(result, text)
      let fillers = result.frames(of: filler.nodeName)
      #expect(
        fillers == [CGRect(45, 392, width, 60), CGRect(345 - width, 392, width, 60)],
        "\(filler.rawValue), spacing \(String(describing: spacing)), \(text.string)")
    }
  }

  // MARK: Alignment guides

  // seed article, ZStack: `ZStack { Color.green; hello }.frame(width: 300, height: 60)`.
  // §5.1: both children are proposed 300×60; the Color takes it, the Text is at most 300 wide;
  // both centred. short: x 45 + 150 − 55 = 140; long: 300 ("…hello…") at x 45. y 392 + 30 − 10.
  @Test func zStackWithAGreedyColor() {
    let cases = [
      TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
      TextCase(
        string: Self.long, frame: CGRect(45, 412, 300, 20),
        lines: ["Hello world,hello world,hello…"]),
    ]
    for text in cases {
      let result = ZStack {
        Color.green
        Self.hello(text.string)
      }
      .frame(width: 300, height: 60)
      .laidOut()
      expectText(result, text)
      #expect(result.frame(of: "Color", label: "green") == Self.container, "\(text.string)")
      #expect(result.frame(of: "ZStack") == Self.container, "\(text.string)")
    }
  }

  // seed article, the wrong ZStack: `ZStack { Color.gray.frame(width: 300, height: 60); hello }`
  // at the root (proposed 390×844). §5.1: the size is the union of the centred children.
  // - short: union of 300×60 and 110×20 is 300×60 at (45, 392); Text at (140, 412).
  // - long: the Text is offered 390 and is 350 wide (fits, not truncated). Centres aligned:
  //   A = max(150, 175) = 175, so the gray frame is at x 25 and the Text at x 0 in the ZStack;
  //   the ZStack is 350×60, at x (390 − 350)/2 = 20. The Text (20…370) overflows the gray
  //   (45…345): the article's "the text exceeds the Color's width".
  @Test func zStackWithAFixedColorGrowsWithTheText() {
    let cases: [(TextCase, zStack: CGRect)] = [
      (
        TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
        Self.container
      ),
      (
        TextCase(
          string: Self.long, frame: CGRect(20, 412, 350, 20),
          lines: ["Hello world,hello world,hello world"]),
        CGRect(20, 392, 350, 60)
      ),
    ]
    for (text, zStack) in cases {
      let result = ZStack {
        Color.gray.frame(width: 300, height: 60)
        Self.hello(text.string)
      }
      .laidOut()
      expectText(result, text)
      #expect(result.frame(of: "ZStack") == zStack, "\(text.string)")
      #expect(result.frame(of: "Color", label: "gray") == Self.container, "\(text.string)")
      #expect(result.frame(of: "frame") == Self.container, "\(text.string)")
    }
  }

  // MARK: frame

  /// The Text in a 300×60 container that proposes it 300×60 and centres it: 110 at x 140, or
  /// the long text truncated to 30 columns, 300 wide at x 45; y 392 + 30 − 10 = 412.
  static let centredIn300x60 = [
    TextCase(string: short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
    TextCase(
      string: long, frame: CGRect(45, 412, 300, 20), lines: ["Hello world,hello world,hello…"]),
  ]

  // seed article, frame: `hello.frame(width: 300, height: 60)`. §6.1: the frame is 300×60 and
  // proposes 300×60 to the Text, centred against the frame's centre.
  @Test func fixedFrame() {
    for text in Self.centredIn300x60 {
      let result = Self.hello(text.string).frame(width: 300, height: 60).background(.pink)
        .laidOut()
      expectText(result, text)
      #expect(result.frame(of: "frame") == Self.container, "\(text.string)")
      #expect(result.frame(of: "Color", label: "pink") == Self.container, "\(text.string)")
    }
  }

  // seed article: `hello.frame(maxWidth: .infinity, maxHeight: .infinity)` in a 300×60 frame.
  // §6.2: only max on each axis: size = min(max(P, child), ∞) = P: 300×60 (long text: the child
  // is offered 300 and is 300, still 300). The Text is placed with the frame's size 300×60 and
  // centred, as in `fixedFrame`.
  @Test func flexibleFrameFillsTheProposal() {
    for text in Self.centredIn300x60 {
      let result = Self.hello(text.string)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.pink)
        .frame(width: 300, height: 60)
        .laidOut()
      expectText(result, text)
      #expect(result.frames(of: "frame") == [Self.container, Self.container], "\(text.string)")
    }
  }

  // seed article, overlay: `Rectangle().fill(Color.orange).frame(width: 300, height: 60)
  // .overlay(hello)`. §5.2: the overlay is proposed the primary's size 300×60 and centred on it.
  @Test func overlayOnAFixedRectangle() {
    for text in Self.centredIn300x60 {
      let result = Rectangle().fill(Color.orange).frame(width: 300, height: 60)
        .overlay(Self.hello(text.string))
        .laidOut()
      expectText(result, text)
      #expect(result.frame(of: "Rectangle") == Self.container, "\(text.string)")
      #expect(result.frame(of: "overlay") == Self.container, "\(text.string)")
    }
  }

  // seed article, the wrong background: `hello.background(Color.cyan.frame(width: 300, height:
  // 60)).border(.red)`. §5.2: the modified view's size is the primary's (the Text's); the
  // secondary is proposed the Text's size, is 300×60 anyway, and is centred on the Text, so it
  // draws outside the layout bounds. §5.2: border never changes layout.
  // - short: Text 110×20 at the root, x (390 − 110)/2 = 140, y (844 − 20)/2 = 412; the cyan at
  //   (140 + 55 − 150, 412 + 10 − 30) = (45, 392).
  // - long: Text offered 390, 350 wide at x 20; cyan at (20 + 175 − 150, 392) = (45, 392): the
  //   text overflows the cyan, as with the wrong ZStack.
  @Test func backgroundWithAFixedColorIsTheTextsSize() {
    let cases = [
      TextCase(string: Self.short, frame: CGRect(140, 412, 110, 20), lines: ["Hello world"]),
      TextCase(
        string: Self.long, frame: CGRect(20, 412, 350, 20),
        lines: ["Hello world,hello world,hello world"]),
    ]
    for text in cases {
      let result = Self.hello(text.string)
        .background(Color.cyan.frame(width: 300, height: 60))
        .border(.red)
        .laidOut()
      expectText(result, text)
      #expect(result.frame(of: "border") == text.frame, "\(text.string)")
      #expect(result.frame(of: "background") == text.frame, "\(text.string)")
      #expect(result.frame(of: "Color", label: "cyan") == Self.container, "\(text.string)")
      #expect(result.frame(of: "frame") == Self.container, "\(text.string)")
    }
  }

  // MARK: GeometryReader

  // seed article, Geometry: `GeometryReader { proxy in hello.position(.init(x: w / 2, y: h / 2))
  // .background(Color.brown) }.frame(width: 300, height: 60)`.
  // §3.4: the reader takes 300×60 and proposes it to its content at its top-leading corner.
  // §7: `position` with both coordinates takes the proposal (300×60) and centres the Text at
  // (150, 30) in it: x 45 + 150 − 55 = 140 (long: 300 wide at 45), y 392 + 30 − 10 = 412.
  // The brown background is the position view's size: the whole 300×60.
  @Test func geometryReaderWithPosition() {
    for text in Self.centredIn300x60 {
      let result = GeometryReader { proxy in
        Self.hello(text.string)
          .position(.init(x: proxy.size.width / 2, y: proxy.size.height / 2))
          .background(Color.brown)
      }
      .frame(width: 300, height: 60)
      .laidOut()
      expectText(result, text)
      #expect(result.frame(of: "GeometryReader") == Self.container, "\(text.string)")
      #expect(result.frame(of: "position") == Self.container, "\(text.string)")
      #expect(result.frame(of: "Color", label: "brown") == Self.container, "\(text.string)")
    }
  }

  // MARK: Pitfalls

  /// An iPhone-like safe area: 47 points at the top, 34 at the bottom.
  static let phoneSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// The article's two coloured panels at the top of a VStack pushed up by a Spacer.
  static func twoPanels(blueIgnores edges: Edge.Set) -> some View {
    VStack {
      HStack {
        Spacer(minLength: 0)
        hello(short)
        Spacer(minLength: 0)
      }
      .frame(width: 300, height: 60)
      .background(.blue, ignoresSafeAreaEdges: edges)

      HStack {
        Spacer(minLength: 0)
        hello(short)
        Spacer(minLength: 0)
      }
      .frame(width: 300, height: 60)
      .background(.red)

      Spacer()
    }
  }

  // seed article, pitfall 2: the blue background bleeds into the top safe area.
  // §1.1: the root is proposed 390 × (844 − 47 − 34) = 390×763 at (0, 47).
  // §4.2: frame↔frame 8 (frames reset spacing), frame↔Spacer 0. §4.4: the Spacer (−∞) gets
  // 763 − 8 − 60 − 60 = 635, so the VStack is 300×763 at (45, 47): blue panel at y 47, red at
  // 47 + 60 + 8 = 115, the Spacer at 175…810 (0 wide on the centre line x 195).
  // §5.2: `background(.blue)` ignores all safe-area edges by default; the panel touches the top
  // inset, so the blue is drawn from y 0: (45, 0, 300, 107). Layout is unchanged: the frame stays
  // at y 47. The red panel does not touch the inset and is not extended.
  @Test func backgroundBleedsIntoTheSafeArea() {
    let result = Self.twoPanels(blueIgnores: .all).laidOut(safeArea: Self.phoneSafeArea)
    #expect(result.frame(of: "VStack") == CGRect(45, 47, 300, 763))
    #expect(result.frames(of: "frame") == [CGRect(45, 47, 300, 60), CGRect(45, 115, 300, 60)])
    #expect(result.frame(of: "Color", label: "blue") == CGRect(45, 0, 300, 107))
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 115, 300, 60))
    #expect(result.frames(of: "Text") == [CGRect(140, 67, 110, 20), CGRect(140, 135, 110, 20)])
    #expect(result.frames(of: "Spacer").last == CGRect(195, 175, 0, 635))
  }

  // seed article: the fix `.background(.blue, ignoresSafeAreaEdges: [])`: the blue is the
  // panel's own 300×60 at (45, 47); everything else as in the test above.
  @Test func backgroundRespectingTheSafeAreaStaysInThePanel() {
    let result = Self.twoPanels(blueIgnores: []).laidOut(safeArea: Self.phoneSafeArea)
    #expect(result.frames(of: "frame") == [CGRect(45, 47, 300, 60), CGRect(45, 115, 300, 60)])
    #expect(result.frame(of: "Color", label: "blue") == CGRect(45, 47, 300, 60))
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 115, 300, 60))
  }

  /// The article's List with one hello row, filled or not with `frame(maxHeight: .infinity)`.
  static func listRow(fillingTheRow: Bool) -> some View {
    List {
      if fillingTheRow {
        HStack {
          Spacer(minLength: 0)
          hello(short)
          Spacer(minLength: 0)
        }
        .frame(maxHeight: .infinity)
        .background(.blue)
        .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
      } else {
        HStack {
          Spacer(minLength: 0)
          hello(short)
          Spacer(minLength: 0)
        }
        .background(.blue)
        .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
      }
    }
    .listStyle(.plain)
    .environment(\.defaultMinListRowHeight, 80)
  }

  // seed article, the List row: the plain List (LayoutLab's model, `List.swift`) takes the whole
  // 390×844 canvas; the row, with zero insets, is offered 390 and measured at its ideal height:
  // the HStack's is the Text's 20 (§4.6: Spacers are 0 tall), so the row is max(20, 80) = 80.
  // The HStack proposed 390×80 is still 20 tall and is centred in the row: y (80 − 20)/2 = 30.
  // So the blue is 390×20 at y 30, not the row's 80. Text at x (390 − 110)/2 = 140.
  @Test func listRowBackgroundIsOnlyTheTextsHeight() {
    let result = Self.listRow(fillingTheRow: false).laidOut()
    #expect(result.frame(of: "List") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "HStack") == CGRect(0, 30, 390, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 30, 390, 20))
    expectText(
      result,
      TextCase(string: Self.short, frame: CGRect(140, 30, 110, 20), lines: ["Hello world"]))
  }

  // seed article, the fix: `.frame(maxHeight: .infinity)` before `.background`. §6.2: with the
  // row's ideal (nil) height the frame is the child's 20, so the row is still 80; placed with
  // height 80, only max: min(max(80, 20), ∞) = 80. The blue fills the 390×80 row; the HStack
  // (20 tall) is centred in it at y 30.
  @Test func listRowBackgroundFillsTheRowWithAFlexibleFrame() {
    let result = Self.listRow(fillingTheRow: true).laidOut()
    #expect(result.frame(of: "frame") == CGRect(0, 0, 390, 80))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 0, 390, 80))
    #expect(result.frame(of: "HStack") == CGRect(0, 30, 390, 20))
    expectText(
      result,
      TextCase(string: Self.short, frame: CGRect(140, 30, 110, 20), lines: ["Hello world"]))
  }

  // seed article: Color and Rectangle fill both dimensions, so as fillers they need no
  // `.frame(maxHeight: .infinity)` when the size is not given. The same List row with
  // `HStack(spacing: 0) { Color.clear; hello.layoutPriority(1); Color.clear }`: measured at an
  // unspecified height the Colors are 10 tall (ideal, §3.1) and the row is max(20, 80) = 80;
  // placed with 390×80 the Colors take 80, so the HStack, and its blue background, fill the
  // row: (0, 0, 390, 80). §4.4: Text 110, Colors (390 − 110)/2 = 140 each; Text at
  // (140, 40 − 10 = 30).
  @Test func listRowWithColorFillersFillsTheRow() {
    let result = List {
      HStack(spacing: 0) {
        Color.clear
        Self.hello(Self.short).layoutPriority(1)
        Color.clear
      }
      .background(.blue)
      .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
    .listStyle(.plain)
    .environment(\.defaultMinListRowHeight, 80)
    .laidOut()
    #expect(result.frame(of: "HStack") == CGRect(0, 0, 390, 80))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 0, 390, 80))
    #expect(
      result.root.nodes(named: "Color").filter { $0.label == "clear" }.map(\.frame)
        == [CGRect(0, 0, 140, 80), CGRect(250, 0, 140, 80)])
    expectText(
      result,
      TextCase(string: Self.short, frame: CGRect(140, 30, 110, 20), lines: ["Hello world"]))
  }

  // seed article, "uneven spacing": a VStack (spacing nil) of the right ZStack, the wrong ZStack
  // and the Spacer version (the article's `.sizeInfo()` debugging overlays are left out).
  // In SwiftUI the gaps differ because the wrong ZStack exposes the Text's font-metric spacing
  // (§4.2, §11 #4). LayoutLab's terminal model does not model Text↔Text metrics (§12): every
  // view has the default spacing, frames reset theirs, so both gaps are the default 8.
  // Height 60 + 8 + 60 + 8 + 60 = 196, at y (844 − 196)/2 = 324: panels at 324, 392, 460.
  @Test func panelsInAVStackAreEvenlySpacedInTheTerminalModel() {
    let result = VStack {
      ZStack {
        Color.green
        Self.hello(Self.short)
      }
      .frame(width: 300, height: 60)

      ZStack {
        Color.gray.frame(width: 300, height: 60)
        Self.hello(Self.short)
      }

      HStack {
        Spacer(minLength: 0)
        Self.hello(Self.short)
        Spacer(minLength: 0)
      }
      .frame(width: 300, height: 60)
      .background(.blue, ignoresSafeAreaEdges: [])
    }
    .laidOut()
    let panels = result.root.children.map(\.frame)
    #expect(
      panels == [CGRect(45, 324, 300, 60), CGRect(45, 392, 300, 60), CGRect(45, 460, 300, 60)])
    let gaps = zip(panels, panels.dropFirst()).map { $1.minY - $0.maxY }
    #expect(gaps == [8, 8])
    #expect(
      result.frames(of: "Text")
        == [CGRect(140, 344, 110, 20), CGRect(140, 412, 110, 20), CGRect(140, 480, 110, 20)])
  }
}
