import CellRaster
import LayoutCore
import ViewSource

@testable import PlaygroundCore

/// Builds playgrounds and sends them keys, as the terminal adapter would.
///
/// Tests read like a user's session: `playground.send("]", .right, ".")`, then assert the
/// exact state, as TCA's TestStore sends actions and asserts the new state (STYLE.md).
extension Playground {
  /// The default configuration (10×20-point cells, Unicode, mouse on) at 120×40.
  static func gallery(
    _ document: PlaygroundDocument = .centeringGallery, columns: Int = 120, rows: Int = 40
  ) -> Playground {
    Playground(
      document: document, configuration: PlaygroundConfiguration(), columns: columns, rows: rows)
  }

  /// A built-in scene, opened as `layoutlab SCENE-NAME` opens it (no file).
  static func builtIn(_ name: String, path: String? = nil, columns: Int = 120, rows: Int = 40)
    -> Playground
  {
    let scene = BuiltInScenes.named(name)!
    return Playground(
      document: .scene(name: name, source: scene.source, path: path),
      configuration: PlaygroundConfiguration(), columns: columns, rows: rows)
  }

  /// A scene from source.
  static func scene(
    _ source: String, name: String = "scene.swift", path: String? = "/tmp/scene.swift",
    columns: Int = 120, rows: Int = 40
  ) -> Playground {
    Playground(
      document: .scene(name: name, source: source, path: path),
      configuration: PlaygroundConfiguration(), columns: columns, rows: rows)
  }

  /// Sends each key in turn; returns every effect.
  @discardableResult
  mutating func send(_ keys: KeyInput...) -> [PlaygroundEffect] {
    send(keys)
  }

  /// Sends each key in turn; returns every effect.
  @discardableResult
  mutating func send(_ keys: [KeyInput]) -> [PlaygroundEffect] {
    keys.flatMap { handle(.key($0.key)) }
  }

  /// The selected panel's edited tree.
  var tree: ViewNode { selectedPanel!.tree! }

  /// The selected panel's layout.
  var layout: LayoutResult { selectedPanel!.result! }

  /// The screen as text.
  var screenText: String { screen().text }
}

/// A key written the short way: a character literal for `.character`, or a `Key`.
struct KeyInput: ExpressibleByUnicodeScalarLiteral {
  let key: Key
  init(unicodeScalarLiteral value: Character) { key = .character(value) }
  init(_ key: Key) { self.key = key }
  static let up = KeyInput(.up)
  static let down = KeyInput(.down)
  static let left = KeyInput(.left)
  static let right = KeyInput(.right)
  static let enter = KeyInput(.enter)
  static let escape = KeyInput(.escape)
  static let tab = KeyInput(.tab)
  static let backspace = KeyInput(.backspace)
  static let pageDown = KeyInput(.pageDown)
}

extension KeyInput {
  /// Every character of `text`, for typing in the input line.
  static func typing(_ text: String) -> [KeyInput] { text.map { KeyInput(.character($0)) } }
  /// Ctrl with `letter`.
  static func control(_ letter: Character) -> KeyInput { KeyInput(.control(letter)) }
}
