import LayoutCore

/// A scene read from source: its view tree, its title and what was wrong with it.
public struct ParsedScene: Sendable {
  /// The root view, or nil when the scene has none or errors prevented building it.
  public var tree: ViewNode?
  /// The `#Preview("...")` title, or the text of a leading `//` comment line.
  public var title: String?
  /// Errors, warnings and notes, in source order.
  public var diagnostics: [Diagnostic]
  /// The views the file can show (its previews, app and view structs), for `--view NAME`.
  public var roots: [SceneRoot] = []
  /// The one `tree` shows; nil when the scene is a view expression or failed.
  public var root: SceneRoot?
  /// Where each node of `tree` was written, indexed by its `sourceTag`.
  var origins: [NodeOrigin] = []

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads scenes written in the SwiftUI subset: parse, then interpret into a `ViewNode`.
///
///     let scene = SceneParser.parse("""
///       HStack { Spacer(); Text("Hi"); Spacer() }.frame(width: 300, height: 60)
///       """)
///     scene.tree  // the frame node, ready for LayoutEngine
///
/// Never crashes and never hangs: malformed input gives diagnostics with line and column.
public enum SceneParser {
  /// The scene of `source`, showing the root named `root` (a preview's title or a struct's
  /// name, as in `ParsedScene.roots`), or the file's default root when nil; a view it cannot
  /// lay out is a placeholder of its size in `placeholderSizes` (`--placeholder NAME=WxH`),
  /// 100×40 points by default (§12).
  public static func parse(
    _ source: String, root: String? = nil, placeholderSizes: [String: CGSize] = [:]
  ) -> ParsedScene {
    let (items, syntaxDiagnostics) = Parser.parse(source)
    let interpreter = SceneInterpreter(source: source)
    interpreter.placeholderSizes = placeholderSizes
    let (tree, previewTitle) = interpreter.interpret(items, root: root)
    interpreter.isRecordingOrigins = false
    var diagnostics = syntaxDiagnostics + interpreter.diagnostics
    diagnostics.sort { $0.location < $1.location }
    var unique: [Diagnostic] = []
    for diagnostic in diagnostics where !unique.contains(diagnostic) { unique.append(diagnostic) }
    let hasErrors = unique.contains { $0.severity == .error }
    return ParsedScene(
      tree: hasErrors ? nil : tree, title: previewTitle ?? leadingComment(source),
      diagnostics: unique, roots: interpreter.roots, root: interpreter.root,
      origins: interpreter.origins)
  }

  /// The text of the first line when it is a `//` comment.
  static func leadingComment(_ source: String) -> String? {
    guard let first = source.split(separator: "\n", maxSplits: 1).first else { return nil }
    let line = first.trimmingCharacters(in: .whitespaces)
    guard line.hasPrefix("//") else { return nil }
    let title = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
    return title.isEmpty ? nil : title
  }
}
