import LayoutCore
import ViewSource

/// The line at the bottom where a value is typed: a text of your own, a property's value, a
/// path to save to; or a yes/no question before a save overwrites a file.
///
/// While it is open every printable key is text; Enter accepts, Esc cancels, Backspace
/// deletes. `\n` typed in a text is a line break, so a multi-line text can be typed on one line.
/// A question takes `y` (or `s` again, as the key that asked) and `n` (or Esc), nothing else.
struct InputLine: Equatable, Sendable {
  /// What the typed text is for.
  enum Purpose: Equatable, Sendable {
    case text
    case property(NodeProperty)
    case savePath
    /// The words `/` finds a view by (`FindView`).
    case find
    /// Whether to overwrite `path` after the host refused to (`SaveConflict`).
    case confirmOverwrite(path: String, conflict: SaveConflict)
    /// Whether to quit with unsaved edits in `unsaved` (`QuitConfirmation`).
    case confirmQuit(unsaved: String)
    /// What to do with a recovery file an earlier session left (`RecoveryOffer`): its
    /// contents when they can be restored into the open scene.
    case recovered(path: String, contents: String?, others: Int)
  }

  var purpose: Purpose
  var text: String

  /// The prompt before the text.
  var prompt: String {
    switch purpose {
    case .text: "text (\\n breaks the line): "
    case .property(let property): "\(property.label) (number, nil, inf): "
    case .savePath: "save as: "
    case .find: "find a view (kind, text, colour): "
    case .confirmOverwrite(let path, let conflict):
      "\(path) \(conflict.description): overwrite? y/n (s: yes) "
    case .confirmQuit(let unsaved):
      "unsaved edits in \(unsaved): s save · q quit without saving · Esc stay "
    case .recovered(let path, let contents, let others):
      RecoveryOffer.prompt(path: path, restorable: contents != nil, others: others)
    }
  }
}

extension Playground {
  /// A key while the input line is open.
  mutating func inputKey(_ key: Key, line: InputLine) -> [PlaygroundEffect] {
    if case .confirmOverwrite(let path, _) = line.purpose {
      return confirmOverwrite(key, path: path)
    }
    if case .confirmQuit = line.purpose { return confirmQuit(key) }
    if case .recovered(let path, let contents, _) = line.purpose {
      return recoveryKey(key, path: path, contents: contents)
    }
    var line = line
    switch key {
    case .escape:
      overlay = nil
      message = StatusMessage(text: "cancelled")
    case .enter:
      overlay = nil
      return commit(line)
    case .backspace, .delete:
      if !line.text.isEmpty { line.text.removeLast() }
      overlay = .input(line)
    case .character(let character):
      line.text.append(character)
      overlay = .input(line)
    case .control("u"):
      line.text = ""
      overlay = .input(line)
    case .up where line.purpose == .find:
      line.text = display.lastFind
      overlay = .input(line)
    default:
      break
    }
    return []
  }

  /// A key while asking whether to overwrite `path`: `y` or `s` saves over it, `n` or Esc
  /// leaves the file as it is on disk (the edits stay here), anything else asks again.
  mutating func confirmOverwrite(_ key: Key, path: String) -> [PlaygroundEffect] {
    switch key {
    case .character("y"), .character("Y"), .character("s"):
      overlay = nil
      guard let tree = selectedPanel?.tree, let contents = saveContents(of: tree) else {
        return []
      }
      file.pendingSave = path
      file.pendingContents = contents
      message = StatusMessage(text: "saving \(path)…")
      return [.save(path: path, contents: contents, overwrite: true)]
    case .character("n"), .character("N"), .escape:
      overlay = nil
      message = StatusMessage(
        text: "not saved: \(path) keeps what is on disk; your edits stay here")
    default:
      break
    }
    return []
  }

  /// Does what the typed text was for.
  mutating func commit(_ line: InputLine) -> [PlaygroundEffect] {
    let typed = line.text
    switch line.purpose {
    case .text:
      let text = typed.replacingOccurrences(of: "\\n", with: "\n")
      guard !text.isEmpty else {
        message = StatusMessage(text: "an empty text: kept the text as it was")
        return []
      }
      setText(text)
    case .property(let property):
      guard let node = selectedNode, let current = node.value(of: property) else { return [] }
      guard
        let value = PropertyStepper.parse(
          typed, as: current, property: property, choices: choices)
      else {
        message = StatusMessage(
          text: "'\(typed)' is not a value for \(property.label)", isError: true)
        return []
      }
      setProperty(property, to: value)
    case .find:
      find(typed)
    case .confirmOverwrite, .confirmQuit, .recovered:
      return []
    case .savePath:
      let path = typed.trimmingCharacters(in: .whitespaces)
      guard !path.isEmpty, let tree = selectedPanel?.tree else {
        message = StatusMessage(text: "not saved: no path")
        return []
      }
      guard let contents = saveContents(of: tree) else { return [] }
      file.pendingSave = path
      file.pendingContents = contents
      message = StatusMessage(text: "saving \(path)…")
      return [.save(path: path, contents: contents)]
    }
    return []
  }
}
