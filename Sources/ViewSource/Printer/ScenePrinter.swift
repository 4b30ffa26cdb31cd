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
    if case .alignmentGuide(let key, let computation) = node.kind {
      keys = [key]
      for declaration in computation.declarations where !declarations.contains(declaration) {
        declarations.append(declaration)
      }
    } else if case .layout(let layout) = node.kind, let frame = layout.base as? AlignmentCarrying {
      keys = frame.alignmentKeys
    } else {
      // The alignments a node has are its alignment-valued properties.
      for property in Catalog.definition(of: node.kind).properties {
        switch property.read(node) {
        case .alignment(let alignment)?: keys += [alignment.horizontal.key, alignment.vertical.key]
        case .horizontalGuide(let guide)?: keys.append(guide.key)
        case .verticalGuide(let guide)?: keys.append(guide.key)
        default: break
        }
      }
    }
    for key in keys {
      if let declaration = key.declaration, !declarations.contains(declaration) {
        declarations.append(declaration)
      }
    }
    for child in node.children { collectDeclarations(child, into: &declarations) }
  }

  /// The node's source from its first token, lines after the first at `indent`: its
  /// definition prints it, a modifier under its content.
  static func body(_ node: ViewNode, indent: String) -> String {
    var text: String
    let definition = Catalog.definition(of: node.kind)
    let chain = chainIndent(node, indent: indent)
    if node.kind.isModifier {
      guard let content = node.children.first else { return "EmptyView()" }
      text =
        body(content, indent: indent) + "\n" + chain + "."
        + definition.print(node, Printing(indent: chain))
    } else {
      text = definition.print(node, Printing(indent: indent))
    }
    for attribute in node.attributes {
      text += "\n" + chain + "." + Catalog.definition(of: attribute).printAttribute(attribute)
    }
    return text
  }

  /// Where a view's modifiers go: under a closing brace for containers (`}` then `.frame`),
  /// one level in for a view written on one line (`Text("a")` then `    .font(.title)`).
  private static func chainIndent(_ node: ViewNode, indent: String) -> String {
    var base = node
    while base.kind.isModifier, let content = base.children.first { base = content }
    if case .forEach(let source) = base.kind {
      return source?.contains("\n") == true ? indent : indent + "    "
    }
    // A control printed over several lines ends with its closure's brace, as a container.
    if case .control = base.kind, !base.children.isEmpty,
      Catalog.definition(of: base.kind).print(base, Printing(indent: indent)).contains("\n")
    {
      return indent
    }
    return Catalog.definition(of: base.kind).role == .container ? indent : indent + "    "
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
