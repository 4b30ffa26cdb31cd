import LayoutCore

/// A scene shipped with LayoutLab: one snippet of the seed article or the seed question.
///
/// Built-in scenes let every command run without a file (`layoutlab show spacer-center`), and
/// each one reproduces a layout the seed documents explain, so the tool shows their claims.
public struct BuiltInScene: Sendable {
  /// The file name without `.swift`, in kebab case: `spacer-center`.
  public let name: String
  /// The first line of the file without its `// `: a one-line description.
  public let title: String
  /// The whole file, title and source comments included, as SceneParser reads it.
  public let source: String
}

/// The built-in scenes, read from the `Scenes` resource folder in a fixed order.
///
/// The order is the seed article's, then the seed question's, so that `layoutlab scenes` reads
/// as the documents do; a folder listing would be alphabetical. `BuiltInSceneTests` checks
/// that `names` and the folder hold the same files.
public enum BuiltInScenes {
  /// The scene names in display order: the article's snippets, then the question's, then the
  /// leaf-views gallery's (issue #14), then the containers' (issue #15).
  public static let names = [
    "spacer-center",
    "spacer-minlength-zero",
    "safe-area-bleed",
    "safe-area-fixed",
    "list-row",
    "list-row-filled",
    "color-clear-fillers",
    "layout-priority-fillers",
    "spacing-zero",
    "other-fillers",
    "zstack",
    "zstack-wrong",
    "uneven-spacing",
    "frame",
    "frame-max-infinity",
    "overlay",
    "background-wrong",
    "geometry-reader",
    "myframe-question",
    "myframe-answer",
    "leaf-images",
    "leaf-controls",
    "containers",
    "navigation-stack",
  ]

  /// Every built-in scene whose file could be read, in the order of `names`.
  public static let all: [BuiltInScene] = names.compactMap(load)

  /// The scene called `name` (without `.swift`), or nil.
  public static func named(_ name: String) -> BuiltInScene? {
    all.first { $0.name == name }
  }

  /// The folder the scene files are copied to in the resource bundle.
  ///
  /// Tests use it to compare the folder with `names`; the CLI does not need it.
  public static var folder: URL? {
    Bundle.module.url(forResource: "Scenes", withExtension: nil)
  }

  /// The scene in `<folder>/<name>.swift`, or nil when the file is missing or unreadable.
  private static func load(_ name: String) -> BuiltInScene? {
    guard let url = folder?.appendingPathComponent(name + ".swift"),
      let source = try? String(contentsOf: url, encoding: .utf8)
    else { return nil }
    return BuiltInScene(name: name, title: title(of: source), source: source)
  }

  /// The first line without its leading `//` and spaces; empty when it is not a comment.
  static func title(of source: String) -> String {
    let first = source.prefix { $0 != "\n" && $0 != "\r" }
    guard first.hasPrefix("//") else { return "" }
    return first.dropFirst(2).trimmingCharacters(in: .whitespaces)
  }
}
