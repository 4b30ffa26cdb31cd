import LayoutCore

/// The seed article's centering methods, each a panel in a container of the shared size
/// holding the shared text.
///
/// Each panel is the article's snippet with its `hello` view (white title text, one line),
/// so the code pane shows the same code as the article; only the numbers and the text come
/// from the knobs. A multi-line text drops `.lineLimit(1)`, or it would show one line.
enum CenteringGallery {
  /// The article's container, 300×60 points.
  static let container = CGSize(width: 300, height: 60)

  /// The article's `hello` view for the knobs' text.
  static func hello(_ knobs: Knobs) -> String {
    let text = knobs.text ?? TextChoices.short
    var source = """
      var hello: some View {
          Text(\(SwiftLiteral.string(text)))
              .foregroundColor(.white)
              .font(.title)

      """
    if !text.contains("\n") { source += "        .lineLimit(1)\n" }
    return source + "}\n\n"
  }

  /// The container's width and height as source (`300`, `60`) and as numbers.
  private static func size(_ knobs: Knobs) -> (
    w: String, h: String, width: CGFloat, height: CGFloat
  ) {
    let size = knobs.container ?? container
    return (
      SwiftLiteral.number(size.width), SwiftLiteral.number(size.height), size.width, size.height
    )
  }

  /// A panel whose source is `hello` and `body(width, height)`.
  private static func panel(
    _ title: String, note: @escaping @Sendable (CGFloat, CGFloat) -> String,
    body: @escaping @Sendable (String, String) -> String
  ) -> GalleryPanel {
    GalleryPanel(
      title: title,
      note: { knobs in
        let s = size(knobs)
        return note(s.width, s.height)
      },
      source: { knobs in
        let s = size(knobs)
        return hello(knobs) + body(s.w, s.h)
      })
  }

  private static func n(_ value: CGFloat) -> String { PointText.length(value) }

  /// The panels, in the article's order.
  static let panels: [GalleryPanel] = [
    panel("Spacer()", note: { w, _ in "Spacers keep 8 pt each: text ≤ \(n(w - 16))" }) {
      w, h in
      """
      HStack {
          Spacer()
          hello
          Spacer()
      }
      .frame(width: \(w), height: \(h))
      .background(.blue)
      """
    },
    panel("Spacer(minLength: 0)", note: { w, _ in "Spacers shrink to 0: text may use \(n(w))" }) {
      w, h in
      """
      HStack {
          Spacer(minLength: 0)
          hello
          Spacer(minLength: 0)
      }
      .frame(width: \(w), height: \(h))
      .background(.blue)
      """
    },
    panel(
      "Color.clear fillers", note: { w, _ in "Color, text, Color share \(n(w - 16)) in thirds" }
    ) {
      w, h in
      """
      HStack {
          Color.clear
          hello
          Color.clear
      }
      .frame(width: \(w), height: \(h))
      .background(Color.cyan)
      """
    },
    panel(
      "Color.clear + layoutPriority(1)",
      note: { w, _ in "text first, but 2×8 spacing: ≤ \(n(w - 16))" }
    ) { w, h in
      """
      HStack {
          Color.clear
              .layoutPriority(0)
          hello
              .layoutPriority(1)
          Color.clear
              .layoutPriority(0)
      }
      .frame(width: \(w), height: \(h))
      .background(Color.cyan)
      """
    },
    panel("HStack(spacing: 0)", note: { w, _ in "no spacing: text first, may use \(n(w))" }) {
      w, h in
      """
      HStack(spacing: 0) {
          Color.clear
              .layoutPriority(0)
          hello
              .layoutPriority(1)
          Color.clear
              .layoutPriority(0)
      }
      .frame(width: \(w), height: \(h))
      .background(Color.cyan)
      """
    },
    panel("Rectangle().opacity(0)", note: { _, _ in "an invisible shape is greedy, as Color" }) {
      w, h in
      """
      HStack(spacing: 0) {
          Rectangle().opacity(0)
          hello
              .layoutPriority(1)
          Rectangle().opacity(0)
      }
      .frame(width: \(w), height: \(h))
      .background(Color.cyan)
      """
    },
    panel(
      "ContainerRelativeShape().fill(.clear)", note: { _, _ in "a clear shape is greedy, as Color" }
    ) { w, h in
      """
      HStack(spacing: 0) {
          ContainerRelativeShape().fill(.clear)
          hello
              .layoutPriority(1)
          ContainerRelativeShape().fill(.clear)
      }
      .frame(width: \(w), height: \(h))
      .background(Color.cyan)
      """
    },
    panel("ZStack", note: { w, h in "Color takes \(n(w))×\(n(h)); text centred on it" }) {
      w, h in
      """
      ZStack {
          Color.green
          hello
      }
      .frame(width: \(w), height: \(h))
      """
    },
    panel("ZStack (wrong)", note: { _, _ in "ZStack = union: a long text sticks out" }) {
      w, h in
      """
      ZStack {
          Color.gray
              .frame(width: \(w), height: \(h))
          hello
      }
      """
    },
    panel("frame(width:height:)", note: { w, h in "frame proposes \(n(w))×\(n(h)), centres text" })
    {
      w, h in
      """
      hello
          .frame(width: \(w), height: \(h))
          .background(.pink)
      """
    },
    panel(
      "frame(maxWidth: ∞, maxHeight: ∞)", note: { w, h in "fills the \(n(w))×\(n(h)) container" }
    ) { w, h in
      """
      hello
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(.pink)
          .frame(width: \(w), height: \(h))  // the container
      """
    },
    panel("overlay", note: { w, h in "text proposed the \(n(w))×\(n(h)) rectangle" }) {
      w, h in
      """
      Rectangle()
          .fill(Color.orange)
          .frame(width: \(w), height: \(h))
          .overlay(hello)
      """
    },
    panel("background (wrong)", note: { _, _ in "size stays the text's (the red border)" }) {
      w, h in
      """
      hello
          .background(
              Color.cyan.frame(width: \(w), height: \(h))
          )
          .border(.red)
      """
    },
    panel(
      "GeometryReader + position", note: { w, h in "text centred at (\(n(w / 2)), \(n(h / 2)))" }
    ) { w, h in
      """
      GeometryReader { proxy in
          hello
              .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
              .background(Color.brown)
      }
      .frame(width: \(w), height: \(h))
      """
    },
    panel("myFrame (custom Layout)", note: { _, _ in "Layout reads guides off Color.clear" }) {
      w, h in
      """
      MyFrame(width: \(w), height: \(h)) {
          hello
      }
      .background(.pink)
      """
    },
  ]
}
