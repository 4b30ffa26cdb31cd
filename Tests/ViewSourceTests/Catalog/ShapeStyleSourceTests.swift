import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// Shape styles and shape modifiers as scenes write them (reference §21): each form reads
/// without a diagnostic, prints canonically and parses back to the same tree; bad arguments
/// are diagnosed word for word.
@Suite struct ShapeStyleSourceTests {
  struct Form: Sendable, CustomTestStringConvertible {
    var source: String
    /// What the printed scene contains for it.
    var printed: String
    var testDescription: String { source }
  }

  static let forms: [Form] = [
    Form(
      source: "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)",
      printed: "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"),
    Form(
      source:
        "LinearGradient(gradient: Gradient(colors: [.red, Color.blue]), startPoint: .leading, endPoint: .trailing)",
      printed:
        "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)"),
    Form(
      source:
        "LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)]), startPoint: .top, endPoint: .bottom)",
      printed:
        "LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], startPoint: .top, endPoint: .bottom)"
    ),
    Form(
      source:
        "RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 80)",
      printed:
        "RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 80)"
    ),
    Form(
      source: "AngularGradient(colors: [.red, .green, .blue], center: .center)",
      printed: "AngularGradient(colors: [.red, .green, .blue], center: .center)"),
    Form(
      source:
        "AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))",
      printed: "AngularGradient(colors: [.red, .blue], center: .center, endAngle: .degrees(180))"),
    Form(
      source: "EllipticalGradient(colors: [.white, .black])",
      printed: "EllipticalGradient(colors: [.white, .black])"),
    Form(source: "Rectangle().fill(.blue.gradient)", printed: ".fill(.blue.gradient)"),
    Form(source: "Circle().fill(Color.purple.gradient)", printed: ".fill(.purple.gradient)"),
    Form(
      source:
        "Rectangle().fill(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))",
      printed: ".fill(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))"),
    Form(
      source:
        #"Text("a").foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))"#,
      printed:
        ".foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))"
    ),
    Form(
      source:
        #"Text("a").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), in: Capsule())"#,
      printed:
        ".background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), in: Capsule())"
    ),
    Form(
      source: "Color.clear.background(.ultraThinMaterial)",
      printed: ".background(.ultraThinMaterial)"),
    Form(source: "Rectangle().fill(.thinMaterial)", printed: ".fill(.thinMaterial)"),
    Form(
      source: #"Text("a").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))"#,
      printed: ".background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))"),
    Form(source: #"Text("a").background(Material.thick)"#, printed: ".background(.thickMaterial)"),
    Form(
      source: #"Text("a").background(.ultraThickMaterial)"#,
      printed: ".background(.ultraThickMaterial)"),
    Form(source: #"Text("a").background(.bar)"#, printed: ".background(.bar)"),
    Form(source: "Circle().fill(.tint)", printed: ".fill(.tint)"),
    Form(source: #"Text("a").foregroundStyle(.tint)"#, printed: ".foregroundStyle(.tint)"),
    Form(source: #"Text("a").foregroundStyle(.tertiary)"#, printed: ".foregroundStyle(.tertiary)"),
    Form(
      source: #"Text("a").foregroundStyle(.quaternary)"#, printed: ".foregroundStyle(.quaternary)"),
    Form(
      source:
        "Circle().trim(from: 0, to: 0.68).stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))",
      printed: "Circle().trim(from: 0, to: 0.68).stroke(.green, lineWidth: 12)"),
    Form(
      source: "Circle().trim(to: 0.5).stroke()", printed: "Circle().trim(from: 0, to: 0.5).stroke()"
    ),
    Form(
      source: "Circle().inset(by: 4).strokeBorder(.blue, lineWidth: 2)",
      printed: "Circle().inset(by: 4).strokeBorder(.blue, lineWidth: 2)"),
    Form(
      source: "Rectangle().rotation(.degrees(45)).fill(.red)",
      printed: "Rectangle().rotation(.degrees(45)).fill(.red)"),
    Form(
      source: "Rectangle().rotation(Angle(degrees: 30), anchor: .topLeading).stroke()",
      printed: "Rectangle().rotation(.degrees(30), anchor: .topLeading).stroke()"),
    Form(source: "Capsule().offset(x: 3).stroke()", printed: "Capsule().offset(x: 3).stroke()"),
    Form(source: "Circle().offset(x: 5).fill()", printed: "Circle().offset(x: 5).fill()"),
    Form(
      source: "Circle().trim(from: 0.25, to: 1).offset(y: 2).fill(.red)",
      printed: "Circle().trim(from: 0.25, to: 1).offset(y: 2).fill(.red)"),
    Form(source: "Rectangle().scale(0.5).fill(.red)", printed: "Rectangle().scale(0.5).fill(.red)"),
    Form(
      source: "Ellipse().scale(x: 2, y: 1, anchor: .leading).stroke(lineWidth: 3)",
      printed: "Ellipse().scale(x: 2, y: 1, anchor: .leading).stroke(lineWidth: 3)"),
  ]

  /// Each form reads, prints as `printed` and reads back to the same tree; laid out in a
  /// 100×50 frame its view is 100×50 (a greedy style or shape, §3.1) or, for a Text with a
  /// style, the text's 10×20 (a style changes no size).
  @Test(arguments: forms) func formsRoundTrip(_ form: Form) throws {
    let parsed = SceneParser.parse(form.source)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let tree = try #require(parsed.tree)
    let printed = ScenePrinter.print(tree)
    #expect(printed.replacingOccurrences(of: "\n", with: "").contains(form.printed), "\(printed)")
    #expect(SceneParser.parse(printed).tree == tree, "\(printed)")
    let framed = ViewNode(.frame(width: 100, height: 50, alignment: .center), children: [tree])
    let result = LayoutEngine().layout(framed, in: CGSize(width: 390, height: 844))
    let size = result.root.children[0].frame.size
    let isText = form.source.hasPrefix("Text")
    #expect(size == (isText ? CGSize(10, 20) : CGSize(100, 50)), "\(form.source)")
  }

  /// Bad input is diagnosed at the call, never a crash: a trim outside 0…1 or NaN, a
  /// `strokeBorder` on a trimmed shape (not an InsettableShape in SwiftUI), a shape modifier
  /// on a view that is not a shape, a malformed gradient or angle.
  @Test func badInputIsDiagnosed() {
    let cases: [(String, String)] = [
      (
        "Circle().trim(from: -0.5, to: 1).stroke()",
        "1:10: error: 'trim(from:to:)' takes fractions from 0 to 1; 'from' is -0.5"
      ),
      ("Circle().trim(from: 0, to: .nan)", "1:28: error: the value is NaN (not a number)"),
      (
        "Circle().trim(from: 0, to: 0.5).strokeBorder()",
        "1:33: error: 'strokeBorder' needs an InsettableShape; a trimmed shape is not one: use 'stroke'"
      ),
      (
        #"Text("a").trim(from: 0, to: 1)"#,
        "1:11: error: 'trim' applies to a shape such as 'Circle()', before 'fill' or 'stroke'"
      ),
      (
        "Rectangle().fill(.red).inset(by: 2)",
        "1:24: error: 'inset' applies to a shape such as 'Circle()', before 'fill' or 'stroke'"
      ),
      ("Rectangle().inset(by: .infinity)", "1:13: error: 'inset(by:)' needs a finite amount"),
      ("Rectangle().rotation(90)", "1:22: error: expected an angle such as '.degrees(90)'"),
      ("Rectangle().rotation(.degrees(.nan))", "1:31: error: the angle must be finite"),
      (
        "LinearGradient(colors: .red, startPoint: .top, endPoint: .bottom)",
        "1:24: error: expected an array of colours such as '[.red, .blue]'"
      ),
      (
        "RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: .infinity)",
        "1:65: error: 'endRadius' must be finite"
      ),
      (
        "LinearGradient(stops: [.init(color: .red, location: .nan)], startPoint: .top, endPoint: .bottom)",
        "1:43: error: a gradient stop's location must be finite"
      ),
    ]
    for (source, expected) in cases {
      let parsed = SceneParser.parse(source)
      #expect(
        parsed.diagnostics.filter { $0.severity == .error }.map(\.description) == [expected],
        "\(source)")
    }
  }

  /// The corpus files issue #14 names lay out now: ProgressRing's trimmed ring and
  /// TimerDisplay's material no longer stop them (TimerDisplay still stops at `Text(_:style:)`,
  /// which is not a shape style).
  @Test func aTrimmedRingLaysOut() throws {
    let source = """
      ZStack {
          Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
          Circle()
              .trim(from: 0, to: 0.68)
              .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
              .rotationEffect(.degrees(-90))
      }
      .frame(width: 140, height: 140)
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty)
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    // (390 − 140) / 2 = 125, (844 − 140) / 2 = 352: both circles fill the 140×140 frame.
    #expect(
      result.root.nodes(named: "Circle").map(\.frame) == [
        CGRect(125, 352, 140, 140), CGRect(125, 352, 140, 140),
      ])
  }
}
