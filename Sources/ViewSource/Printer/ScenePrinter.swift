import LayoutCore

/// Prints a scene's value tree as canonical SwiftUI source.
///
/// One view or modifier a line, modifiers indented under their view, four spaces a level (as
/// Xcode writes SwiftUI). The output parses back to the same tree (`parse(print(tree)) ==
/// tree`) and printing is stable: closures are kept as canonical source, and every value has
/// one spelling.
public enum ScenePrinter {
  /// The scene as a file: custom alignment declarations, then `var body: some View { ... }`.
  public static func print(_ tree: ViewNode) -> String {
    var declarations: [String] = []
    collectDeclarations(tree, into: &declarations)
    var text = "import SwiftUI\n\n"
    for declaration in declarations { text += declaration + "\n\n" }
    text += "var body: some View {\n" + view(tree, indent: "    ") + "\n}\n"
    return text
  }

  /// The view alone, at `indent`, with no declarations.
  public static func view(_ node: ViewNode, indent: String = "") -> String {
    indent + body(node, indent: indent)
  }

  private static func collectDeclarations(_ node: ViewNode, into declarations: inout [String]) {
    var keys: [AlignmentKey] = []
    switch node.kind {
    case .hStack(let alignment, _): keys = [alignment.key]
    case .vStack(let alignment, _): keys = [alignment.key]
    case .zStack(let alignment), .frame(_, _, let alignment),
      .background(.view(let alignment)), .overlay(.view(let alignment)):
      keys = [alignment.horizontal.key, alignment.vertical.key]
    case .flexibleFrame(let frame):
      keys = [frame.alignment.horizontal.key, frame.alignment.vertical.key]
    case .alignmentGuide(let key, let computation):
      keys = [key]
      for declaration in computation.declarations where !declarations.contains(declaration) {
        declarations.append(declaration)
      }
    case .layout(let layout):
      if let frame = layout.base as? AlignmentCarrying { keys = frame.alignmentKeys }
    default: break
    }
    for key in keys {
      if let declaration = key.declaration, !declarations.contains(declaration) {
        declarations.append(declaration)
      }
    }
    for child in node.children { collectDeclarations(child, into: &declarations) }
  }

  /// The node's source from its first token, lines after the first at `indent`.
  private static func body(_ node: ViewNode, indent: String) -> String {
    var text: String
    switch node.kind {
    case .text(let string): text = "Text(\(ValuePrinter.string(string)))"
    case .color(let color): text = ValuePrinter.colorView(color)
    case .shape(let shape, let drawing): text = self.shape(shape, drawing)
    case .spacer(let minLength):
      text = "Spacer" + ValuePrinter.arguments([("minLength", minLength.map(ValuePrinter.number))])
    case .divider: text = "Divider()"
    case .empty: text = "EmptyView()"
    case .hStack(let alignment, let spacing):
      text =
        "HStack"
        + stackArguments(alignment == .center ? nil : ValuePrinter.guide(alignment), spacing)
        + block(node.children, indent: indent)
    case .vStack(let alignment, let spacing):
      text =
        "VStack"
        + stackArguments(alignment == .center ? nil : ValuePrinter.guide(alignment), spacing)
        + block(node.children, indent: indent)
    case .zStack(let alignment):
      text =
        "ZStack"
        + stackArguments(alignment == .center ? nil : ValuePrinter.alignment(alignment), nil)
        + block(node.children, indent: indent)
    case .layout(let layout):
      let entry = LayoutRegistry.entry(for: layout)
      let call = entry?.print(layout) ?? "\(layout.name)()"
      var children = node.children
      if let helpers = entry?.helpers, children.starts(with: helpers) {
        children.removeFirst(helpers.count)
      }
      text = call + " " + block(children, indent: indent)
    case .geometryReader(let content):
      text = "GeometryReader " + reindent(content.source ?? "{ _ in EmptyView() }", indent)
    case .list: text = "List" + block(node.children, indent: indent)
    case .group: text = "Group" + block(node.children, indent: indent)
    case .forEach(let source):
      if let source {
        text = reindent(source, indent)
      } else {
        text = "Group" + block(node.children, indent: indent)
      }
    default:
      guard let content = node.children.first else { return "EmptyView()" }
      let chain = chainIndent(node, indent: indent)
      text = body(content, indent: indent) + "\n" + chain + "." + modifier(node, indent: chain)
    }
    let chain = chainIndent(node, indent: indent)
    for attribute in node.attributes {
      text += "\n" + chain + "." + self.attribute(attribute)
    }
    return text
  }

  /// Where a view's modifiers go: under a closing brace for containers (`}` then `.frame`),
  /// one level in for a view written on one line (`Text("a")` then `    .font(.title)`).
  private static func chainIndent(_ node: ViewNode, indent: String) -> String {
    var base = node
    while base.kind.isModifier, let content = base.children.first { base = content }
    switch base.kind {
    case .hStack, .vStack, .zStack, .layout, .list, .group, .geometryReader:
      return indent
    case .forEach(let source):
      return source?.contains("\n") == true ? indent : indent + "    "
    default:
      return indent + "    "
    }
  }

  private static func stackArguments(_ alignment: String?, _ spacing: CGFloat?) -> String {
    if alignment == nil && spacing == nil { return " " }
    return ValuePrinter.arguments([
      ("alignment", alignment), ("spacing", spacing.map(ValuePrinter.number)),
    ]) + " "
  }

  /// `{ children }` on their own lines, or `{}` for none.
  private static func block(_ children: [ViewNode], indent: String) -> String {
    guard !children.isEmpty else { return "{}" }
    let inner = indent + "    "
    return "{\n" + children.map { inner + body($0, indent: inner) }.joined(separator: "\n") + "\n"
      + indent + "}"
  }

  /// Stored closure source, its later lines moved to `indent`.
  private static func reindent(_ source: String, _ indent: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
  }

  private static func shape(_ shape: ShapeKind, _ drawing: ShapeDrawing) -> String {
    var text = shape.name + "("
    if case .roundedRectangle(let radius) = shape {
      text += "cornerRadius: \(ValuePrinter.number(radius))"
    }
    text += ")"
    switch drawing {
    case .fill(nil): break
    case .fill(let color?): text += ".fill(\(ValuePrinter.color(color)))"
    case .stroke(let color, let width), .strokeBorder(let color, let width):
      let name = if case .stroke = drawing { "stroke" } else { "strokeBorder" }
      text +=
        ".\(name)"
        + ValuePrinter.arguments([
          (nil, color.map(ValuePrinter.color)),
          ("lineWidth", width == 1 ? nil : ValuePrinter.number(width)),
        ])
    }
    return text
  }

  /// A layout modifier's call, without the leading dot.
  private static func modifier(_ node: ViewNode, indent: String) -> String {
    let n = ValuePrinter.number as (CGFloat) -> String
    switch node.kind {
    case .frame(let width, let height, let alignment):
      return "frame"
        + ValuePrinter.arguments([
          ("width", width.map(n)), ("height", height.map(n)),
          ("alignment", alignment == .center ? nil : ValuePrinter.alignment(alignment)),
        ])
    case .flexibleFrame(let f):
      // With no length, `frame()` or `frame(alignment:)` would read back as the fixed frame,
      // which proposes differently (§6.1 vs §6.2): name one length, as nil.
      let isUnconstrained = [
        f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight,
      ].allSatisfy { $0 == nil }
      return "frame"
        + ValuePrinter.arguments([
          ("minWidth", isUnconstrained ? "nil" : f.minWidth.map(n)),
          ("idealWidth", f.idealWidth.map(n)),
          ("maxWidth", f.maxWidth.map(n)),
          ("minHeight", f.minHeight.map(n)), ("idealHeight", f.idealHeight.map(n)),
          ("maxHeight", f.maxHeight.map(n)),
          ("alignment", f.alignment == .center ? nil : ValuePrinter.alignment(f.alignment)),
        ])
    case .padding(let insets): return padding(insets)
    case .offset(let offset):
      return "offset"
        + ValuePrinter.arguments([
          ("x", offset.width == 0 ? nil : n(offset.width)),
          ("y", offset.height == 0 ? nil : n(offset.height)),
        ])
    case .position(let point):
      return "position" + ValuePrinter.arguments([("x", n(point.x)), ("y", n(point.y))])
    case .fixedSize(let horizontal, let vertical):
      if horizontal && vertical { return "fixedSize()" }
      return "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    case .layoutPriority(let priority): return "layoutPriority(\(ValuePrinter.number(priority)))"
    case .alignmentGuide(let key, let computation):
      let guide: String
      if key.description == "center" {
        guide = key.axis == .horizontal ? "HorizontalAlignment.center" : "VerticalAlignment.center"
      } else {
        guide = "." + key.description
      }
      return "alignmentGuide(\(guide)) " + reindent(computation.source ?? "{ _ in 0 }", indent)
    case .background(let layer), .overlay(let layer):
      let name = node.kind.name
      let secondary = node.children.count > 1 ? node.children[1] : nil
      switch layer {
      case .style(let edges):
        guard let secondary else { return name + "(.clear)" }
        if case .shape(let shape, .fill(let color?)) = secondary.kind {
          return "\(name)(\(ValuePrinter.color(color)), in: \(self.shape(shape, .fill(nil))))"
        }
        guard case .color(let color) = secondary.kind else { return name + "(.clear)" }
        return name
          + ValuePrinter.arguments([
            (nil, ValuePrinter.color(color)),
            ("ignoresSafeAreaEdges", edges == .all ? nil : ValuePrinter.edges(edges)),
          ])
      case .view(let alignment):
        let head =
          alignment == .center
          ? name + " " : name + "(alignment: \(ValuePrinter.alignment(alignment))) "
        // Every view of the layer: `.overlay { Text("a"); Color.white }` keeps both.
        return head + block(Array(node.children.dropFirst()), indent: indent)
      }
    case .border(let color, let width):
      return "border"
        + ValuePrinter.arguments([
          (nil, ValuePrinter.color(color)), ("width", width == 1 ? nil : n(width)),
        ])
    case .clipped: return "clipped()"
    case .ignoresSafeArea(let edges):
      return edges == .all
        ? "ignoresSafeArea()" : "ignoresSafeArea(edges: \(ValuePrinter.edges(edges)))"
    case .layoutValue(let entry): return "layoutValue(key: \(entry.keyName).self, value: \(entry))"
    case .listRowInsets(let insets):
      return "listRowInsets(\(insets.map(ValuePrinter.insets) ?? "nil"))"
    default: return "modifier()"
    }
  }

  /// Padding in its shortest form: `padding()`, `padding(8)`, `padding(.horizontal, 8)`.
  private static func padding(_ insets: EdgeInsets) -> String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 {
      return insets.top == 16 ? "padding()" : "padding(\(ValuePrinter.number(insets.top)))"
    }
    let nonZero = values.filter { $0 != 0 }
    if let length = nonZero.first, Set(nonZero).count == 1 {
      var edges: Edge.Set = []
      for (edge, value) in zip([Edge.Set.top, .leading, .bottom, .trailing], values)
      where value != 0 {
        edges.formUnion(edge)
      }
      let set = ValuePrinter.edges(edges)
      return length == 16 ? "padding(\(set))" : "padding(\(set), \(ValuePrinter.number(length)))"
    }
    return "padding(\(ValuePrinter.insets(insets)))"
  }

  private static func attribute(_ attribute: ViewAttribute) -> String {
    switch attribute {
    case .foregroundColor(let color):
      return "foregroundColor(\(color.map(ValuePrinter.color) ?? "nil"))"
    case .foregroundStyle(let color): return "foregroundStyle(\(ValuePrinter.color(color)))"
    case .font(let font): return "font(\(font.map { "." + $0.name } ?? "nil"))"
    case .bold(let flag): return flag ? "bold()" : "bold(false)"
    case .opacity(let amount): return "opacity(\(ValuePrinter.number(amount)))"
    case .tint(let color): return "tint(\(color.map(ValuePrinter.color) ?? "nil"))"
    case .lineLimit(let limit): return "lineLimit(\(limit.map(String.init) ?? "nil"))"
    case .listStyle(let style): return "listStyle(.\(style.rawValue))"
    case .defaultMinListRowHeight(let height):
      return "environment(\\.defaultMinListRowHeight, \(ValuePrinter.number(height)))"
    case .sizeInfo: return "sizeInfo()"
    }
  }
}

/// Layouts whose parameters include alignments, so the printer can declare custom ones.
protocol AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { get }
}

extension HStackLayout: AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { [alignment.key] }
}

extension VStackLayout: AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { [alignment.key] }
}

extension ZStackLayout: AlignmentCarrying {
  var alignmentKeys: [AlignmentKey] { [alignment.horizontal.key, alignment.vertical.key] }
}
