import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// Controls laid out from scenes: each control's flexibility and metrics (reference §20).
///
/// Text is the terminal model: 10 pt a glyph, 20 pt a line (§12).
@Suite struct ControlLayoutTests {
  private func layout(_ source: String, in canvas: CGSize = CGSize(width: 390, height: 100))
    throws -> LayoutResult
  {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
    let tree = try #require(parsed.tree)
    return LayoutEngine().layout(tree, in: canvas)
  }

  /// A Toggle takes the width it is offered (§20.3): in a 390-wide VStack it is 390 wide and
  /// as high as its 51×31 switch (UISwitch's size), the label leading, the switch trailing
  /// at 390 − 51 = 339, both centred on the 31 pt row.
  @Test func aToggleTakesTheWidth() throws {
    let result = try layout(#"VStack { Toggle("Wi-Fi", isOn: $on) }"#)
    let toggle = try #require(result.root.nodes(named: "Toggle").first)
    #expect(toggle.frame == CGRect(0, 34.5, 390, 31))
    #expect(toggle.children.map(\.frame) == [CGRect(0, 40, 50, 20), CGRect(339, 34.5, 51, 31)])
  }

  /// Unspecified (`fixedSize()`), a Toggle is its label, the Spacer's 8 pt minimum and the
  /// switch: 50 + 8 + 51 = 109 (§20.3).
  @Test func aFixedToggleHugs() throws {
    let result = try layout(#"Toggle("Wi-Fi", isOn: $on).fixedSize()"#)
    #expect(result.frame(of: "Toggle")?.size == CGSize(109, 31))
  }

  /// A bordered Button pads its label 12 pt left and right and 7 above and below (§20.1,
  /// iOS's regular size): "OK" (20×20) makes 20 + 24 = 44 by 20 + 14 = 34.
  @Test func aBorderedButtonPadsItsLabel() throws {
    let result = try layout(#"Button("OK") { }.buttonStyle(.bordered)"#)
    let button = try #require(result.root.nodes(named: "Button").first)
    #expect(button.frame == CGRect(173, 33, 44, 34))
    #expect(button.children.map(\.frame) == [CGRect(185, 40, 20, 20)])
  }

  /// The iOS default (automatic, borderless) and `.plain` add no insets: the button is its
  /// label, 20×20.
  @Test func aPlainButtonIsItsLabel() throws {
    for style in ["", ".buttonStyle(.plain)", ".buttonStyle(.borderless)"] {
      let result = try layout(#"Button("OK") { }"# + style)
      #expect(result.frame(of: "Button")?.size == CGSize(20, 20), "\(style)")
    }
  }

  /// `buttonStyle` is an environment value: set on a VStack it pads both buttons inside, and
  /// `controlSize(.large)` uses the large insets, 16 and 14 (§20.1): "Save" 40 + 32 = 72 by
  /// 20 + 28 = 48; "Delete" 60 + 32 = 92.
  @Test func aStyleOnAContainerStylesItsButtons() throws {
    let result = try layout(
      """
      VStack {
          Button("Save") { }
          Button("Delete", role: .destructive) { }
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      """, in: CGSize(width: 390, height: 200))
    #expect(result.frames(of: "Button").map(\.size) == [CGSize(72, 48), CGSize(92, 48)])
  }

  /// A label closure is laid out as the label: `Button(action:label:)` around an HStack.
  @Test func aButtonWithALabelClosure() throws {
    let result = try layout(
      #"Button(action: { count += 1 }) { HStack(spacing: 0) { Text("+"); Text("1") } }"#)
    #expect(result.frame(of: "Button")?.size == CGSize(20, 20))
  }

  /// A Label is its icon (one glyph cell, 10×20: the terminal adaptation), 8 pt (the default
  /// spacing of `HStack { icon; title }`) and its title: 10 + 8 + 50 = 68 (§20.2);
  /// `.iconOnly` is the icon, `.titleOnly` the title.
  @Test func aLabelIsIconAndTitle() throws {
    let cases: [(String, CGSize)] = [
      ("", CGSize(68, 20)), (".labelStyle(.iconOnly)", CGSize(10, 20)),
      (".labelStyle(.titleOnly)", CGSize(50, 20)), (".labelStyle(.titleAndIcon)", CGSize(68, 20)),
    ]
    for (style, size) in cases {
      let result = try layout(#"Label("Inbox", systemImage: "tray")"# + style)
      #expect(result.frame(of: "Label")?.size == size, "\(style)")
    }
    let result = try layout(#"Label("Inbox", systemImage: "tray")"#)
    let label = try #require(result.root.nodes(named: "Label").first)
    // Icon first: x 161 (centred 68 in 390), the title at 161 + 10 + 8 = 179.
    #expect(label.children.map(\.frame) == [CGRect(179, 40, 50, 20), CGRect(161, 40, 10, 20)])
  }

  /// A TextField takes the width and is one line high (§20.4); in `fixedSize()` it hugs its
  /// prompt, "Name" 40 pt.
  @Test func aTextFieldIsOneLineAcross() throws {
    let result = try layout(#"TextField("Name", text: $name)"#)
    #expect(result.frame(of: "TextField") == CGRect(0, 40, 390, 20))
    let fixed = try layout(#"SecureField("Name", text: $name).fixedSize()"#)
    #expect(fixed.frame(of: "SecureField")?.size == CGSize(40, 20))
  }

  /// `axis: .vertical` grows with the text: "The quick brown fox jumps" wraps at 100 pt into
  /// "The quick", "brown fox", "jumps" (§3.3): 3 lines, 60 pt.
  @Test func aVerticalTextFieldGrows() throws {
    let result = try layout(
      #"TextField("The quick brown fox jumps", text: $t, axis: .vertical).frame(width: 100)"#)
    #expect(result.frame(of: "TextField")?.size == CGSize(100, 60))
  }

  /// A TextEditor takes every proposal, as Color (§20.4).
  @Test func aTextEditorTakesEverything() throws {
    let result = try layout(#"TextEditor(text: $notes)"#)
    #expect(result.frame(of: "TextEditor") == CGRect(0, 0, 390, 100))
  }

  /// A Stepper is a Toggle with 94×32 buttons (UIStepper's size): 390 × 32, the buttons at
  /// 390 − 94 = 296 (§20.3).
  @Test func aStepperTakesTheWidth() throws {
    let result = try layout(#"Stepper("Count", value: $count, in: 0...10)"#)
    let stepper = try #require(result.root.nodes(named: "Stepper").first)
    #expect(stepper.frame == CGRect(0, 34, 390, 32))
    #expect(stepper.children.last?.frame == CGRect(296, 34, 94, 32))
  }

  /// A Slider takes the width at 31 pt; a circular ProgressView is 20×20, a linear one takes
  /// the width at 4 pt (§20.5).
  @Test func slidersAndProgress() throws {
    #expect(try layout(#"Slider(value: $v)"#).frame(of: "Slider")?.size == CGSize(390, 31))
    #expect(try layout(#"ProgressView()"#).frame(of: "ProgressView")?.size == CGSize(20, 20))
    #expect(
      try layout(#"ProgressView(value: 0.5)"#).frame(of: "ProgressView")?.size == CGSize(390, 4))
    // A title stacks above: "Loading" 70×20, the default 8 pt, the spinner: 70 × 48.
    #expect(
      try layout(#"ProgressView("Loading")"#).frame(of: "ProgressView")?.size == CGSize(70, 48))
  }

  /// A menu-style Picker hugs its first option and a chevron glyph, 8 pt apart (an HStack's
  /// default spacing): "Vanilla" 70 + 8 + 10 = 88 by 20 (§20.6).
  @Test func aPickerHugsItsSelection() throws {
    let result = try layout(
      """
      Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag(0)
          Text("Chocolate").tag(1)
      }
      """)
    #expect(result.frame(of: "Picker")?.size == CGSize(88, 20))
  }

  /// Link and Menu lay out as borderless buttons: their label.
  @Test func linksAndMenusHug() throws {
    let link = try layout(#"Link("Apple", destination: URL(string: "https://apple.com")!)"#)
    #expect(link.frame(of: "Link")?.size == CGSize(50, 20))
    let menu = try layout(#"Menu("Actions") { Button("Delete") { } }"#)
    #expect(menu.frame(of: "Menu")?.size == CGSize(70, 20))
  }
}
