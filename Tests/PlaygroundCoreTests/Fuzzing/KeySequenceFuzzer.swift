import CellRaster
import Foundation
import LayoutCore
import LayoutTestSupport
import ViewSource

@testable import PlaygroundCore

/// Drives the pure playground (`Playground.handle` and `screen()`, no terminal) with seeded
/// random sessions, and checks after every event what must always hold (issue #32).
///
/// A session opens one document and sends keys (every bound key, typed characters, keys bound
/// to nothing), clicks, wheel turns (with and without Shift), resizes from 1×1 to 300×100,
/// reloads of the file with a mutant of its text, the file turned binary or deleted, and saves (to a
/// temporary file: the host's part). After each event:
/// - the screen is exactly `columns` × `rows` cells;
/// - the selected view is on screen when it has a frame the canvas can show, unless the event
///   scrolled the canvas itself (`PgUp` `PgDn` `H` `L`, the wheel);
/// - a save writes exactly the source the playground holds.
///
/// At the end every edit of the open document is undone, and its source must be the one its
/// history began with, byte for byte. A trap ends the test process, which CI reports; every other failure is
/// shrunk to the shortest sequence of events that still fails (`shrink`), printed as Swift to
/// keep as a regression test (`KeySequenceRegressionTests`).
struct KeySequenceFuzzer {
  /// One event of a session, replayable: a reload carries the text it loads.
  enum Event: Equatable, CustomStringConvertible {
    case input(InputEvent)
    /// The file changed on disk to `contents`.
    case reload(String)

    var description: String {
      switch self {
      case .input(let event): ".input(\(Self.swift(event)))"
      case .reload(let contents): ".reload(\(contents.debugDescription))"
      }
    }

    private static func swift(_ event: InputEvent) -> String {
      switch event {
      case .key(let key): ".key(\(swift(key)))"
      case .resize(let columns, let rows): ".resize(columns: \(columns), rows: \(rows))"
      default: ".\(event)"
      }
    }

    private static func swift(_ key: Key) -> String {
      switch key {
      case .character(let character): ".character(\(String(character).debugDescription))"
      case .control(let character): ".control(\(String(character).debugDescription))"
      default: ".\(key)"
      }
    }
  }

  /// A session as lines of text, one event a line, after a line naming the document: what
  /// the fuzzer logs before running a session, so that a session that traps (and so ends the
  /// test process) can be replayed and shrunk in other processes (`KeySequenceTrapTests`).
  static func encode(_ events: [Event], document: String) -> String {
    var lines = ["document " + document]
    for event in events {
      switch event {
      case .input(.key(let key)): lines.append("key " + encode(key))
      case .input(.click(let column, let row)): lines.append("click \(column) \(row)")
      case .input(.wheel(let column, let row, let lines_)):
        lines.append("wheel \(column) \(row) \(lines_)")
      case .input(.sidewaysWheel(let column, let row, let columns)):
        lines.append("sideways \(column) \(row) \(columns)")
      case .input(.resize(let columns, let rows)): lines.append("resize \(columns) \(rows)")
      case .input(.fileDeleted): lines.append("deleted")
      case .input(.fileNotText(let notText)):
        lines.append("nottext \(notText.byte) \(notText.offset)")
      case .reload(let contents): lines.append("reload " + quoted(contents))
      case .input: continue  // the fuzzer sends no other events
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The document's name and the events of a session `encode` wrote; nil when it is not one.
  static func decode(_ text: String) -> (document: String, events: [Event])? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard let first = lines.first, first.hasPrefix("document ") else { return nil }
    lines.removeFirst()
    var events: [Event] = []
    for line in lines {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      let rest = words.count > 1 ? words[1] : ""
      let numbers = rest.split(separator: " ").compactMap { Int($0) }
      switch words[0] {
      case "key":
        guard let key = decodeKey(rest) else { return nil }
        events.append(.input(.key(key)))
      case "click" where numbers.count == 2:
        events.append(.input(.click(column: numbers[0], row: numbers[1])))
      case "wheel" where numbers.count == 3:
        events.append(.input(.wheel(column: numbers[0], row: numbers[1], lines: numbers[2])))
      case "sideways" where numbers.count == 3:
        events.append(
          .input(.sidewaysWheel(column: numbers[0], row: numbers[1], columns: numbers[2])))
      case "resize" where numbers.count == 2:
        events.append(.input(.resize(columns: numbers[0], rows: numbers[1])))
      case "deleted": events.append(.input(.fileDeleted))
      case "nottext" where numbers.count == 2:
        let notText = SourceFileText.NotText(byte: UInt8(clamping: numbers[0]), offset: numbers[1])
        events.append(.input(.fileNotText(notText)))
      case "reload":
        guard let contents = unquoted(rest) else { return nil }
        events.append(.reload(contents))
      default: return nil
      }
    }
    return (String(first.dropFirst("document ".count)), events)
  }

  private static func encode(_ key: Key) -> String {
    switch key {
    case .character(let character): "char " + quoted(String(character))
    case .control(let character): "control " + quoted(String(character))
    case .function(let number): "function \(number)"
    default: "\(key)"
    }
  }

  private static let namedKeys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter,
    "escape": .escape, "tab": .tab, "backTab": .backTab, "backspace": .backspace,
    "delete": .delete, "home": .home, "end": .end, "pageUp": .pageUp, "pageDown": .pageDown,
  ]

  private static func decodeKey(_ text: String) -> Key? {
    if let key = namedKeys[text] { return key }
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2 else { return nil }
    switch words[0] {
    case "char": return unquoted(words[1]).flatMap(\.first).map(Key.character)
    case "control": return unquoted(words[1]).flatMap(\.first).map(Key.control)
    case "function": return Int(words[1]).map(Key.function)
    default: return nil
    }
  }

  /// `text` as a JSON string literal: one line, whatever it holds.
  private static func quoted(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  private static func unquoted(_ literal: String) -> String? {
    try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
  }

  /// A document and how to open it.
  struct Document {
    var name: String
    var document: PlaygroundDocument
  }

  /// What broke, after which event.
  struct Failure: Error, CustomStringConvertible {
    var document: String
    var events: [Event]
    var problem: String

    var description: String {
      "\(document): \(problem)\nafter \(events.count) events:\n"
        + events.map { "  \($0)," }.joined(separator: "\n")
    }
  }

  /// Where saves are written.
  let folder: String

  // MARK: The documents

  /// Every gallery, every built-in scene and every file of the test corpora.
  static func documents(corporaUnder tests: URL) -> [Document] {
    var documents = Gallery.allCases.map { Document(name: "gallery \($0)", document: $0.document) }
    documents += BuiltInScenes.all.map {
      Document(
        name: "scene \($0.name)",
        document: .scene(name: $0.name, source: $0.source, path: "/fuzz/\($0.name).swift"))
    }
    let folders = [
      "PlaygroundCoreTests/Corpus", "ViewSourceTests/Editing/Corpus", "ViewSourceTests/RealFiles",
      "ViewSourceTests/Corpus", "ViewSourceTests/Crashers",
    ]
    for folder in folders {
      let url = tests.appendingPathComponent(folder)
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.filter {
          $0.hasSuffix(".swift")
        }.sorted() ?? []
      for name in names {
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path)
        else { continue }
        let source = String(decoding: data, as: UTF8.self)
        documents.append(
          Document(
            name: "\(folder)/\(name)",
            document: .scene(name: name, source: source, path: "/fuzz/\(name)")))
      }
    }
    return documents
  }

  // MARK: Generating

  /// The keys a session presses: every key of the key tables, and others.
  static let keys: [Key] = {
    var keys = Set(Playground.keyBindings.flatMap(\.keys))
    keys.formUnion(Playground.stepKeyBindings.flatMap(\.keys))
    let others: [Key] = [
      .enter, .escape, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown,
      .function(2), .function(12), .control("a"), .control("z"), .character("~"),
      .character("é"), .character("好"), .character("9"), .character(" "),
    ]
    keys.formUnion(others)
    return keys.sorted { "\($0)" < "\($1)" }
  }()

  /// The keys that move the selection, pressed more often: most of a session is navigation.
  static let selectionKeys: [Key] = [
    .left, .right, .up, .down, .character("h"), .character("j"), .character("k"),
    .character("l"), .character("n"), .character("p"),
  ]

  /// A random session of `count` events for a document whose source is `source`.
  static func session(
    count: Int, source: String?, random: inout SeededGenerator
  ) -> [Event] {
    var events: [Event] = []
    var columns = 120
    var rows = 40
    var text = source
    for _ in 0..<count {
      let roll = random.int(in: 0...99)
      switch roll {
      case 0..<35:
        events.append(.input(.key(random.pick(selectionKeys))))
      case 35..<70:
        events.append(.input(.key(random.pick(keys))))
      case 70..<76:
        // A word typed into whatever input line is open (find, a value, a path), then Enter.
        let word = random.pick(["Row 7", "Text", "frame", "12", "-3", "1e9", "nan", "é", ""])
        events += word.map { .input(.key(.character($0))) }
        events.append(.input(.key(.enter)))
      case 76..<84:
        events.append(
          .input(
            .click(
              column: random.int(in: -2...(columns + 2)), row: random.int(in: -2...(rows + 2)))))
      case 84..<88:
        events.append(
          .input(
            .wheel(
              column: random.int(in: 0...columns), row: random.int(in: 0...rows),
              lines: random.pick([-3, -1, 1, 3]))))
      case 88..<90:
        events.append(
          .input(
            .sidewaysWheel(
              column: random.int(in: 0...columns), row: random.int(in: 0...rows),
              columns: random.pick([-2, -1, 1, 2]))))
      case 90..<95:
        // Mostly sizes the playground draws at, sometimes too small for it.
        if random.chance(0.2) {
          columns = random.int(in: 1...79)
          rows = random.int(in: 1...23)
        } else {
          columns = random.int(in: 80...300)
          rows = random.int(in: 24...100)
        }
        events.append(.input(.resize(columns: columns, rows: rows)))
      case 95..<98:
        if let current = text {
          let mutant = mutate(current, random: &random)
          text = mutant
          events.append(.reload(mutant))
        } else {
          events.append(.input(.key(.character("s"))))
        }
      case 98:
        events.append(
          random.chance(0.5)
            ? .input(.fileDeleted)
            : .input(.fileNotText(SourceFileText.NotText(byte: 0, offset: random.int(in: 0...99)))))
      default:
        events.append(.input(.key(.character("s"))))
      }
    }
    return events
  }

  /// `source` changed a little, as an editor's save changes a file: a range deleted, a line
  /// repeated, a character or a token put in, two characters swapped.
  static func mutate(_ source: String, random: inout SeededGenerator) -> String {
    var characters = Array(source)
    guard !characters.isEmpty else { return "Text(\"x\")\n" }
    let at = random.int(in: 0...(characters.count - 1))
    switch random.int(in: 0...4) {
    case 0:
      let end = Swift.min(characters.count, at + random.int(in: 1...12))
      characters.removeSubrange(at..<end)
    case 1:
      let lineStart = characters[..<at].lastIndex(of: "\n").map { $0 + 1 } ?? 0
      let lineEnd = characters[at...].firstIndex(of: "\n").map { $0 + 1 } ?? characters.count
      characters.insert(contentsOf: characters[lineStart..<lineEnd], at: lineStart)
    case 2:
      characters.insert(random.pick(Array("{}()[].,:;\"\\0 9\n\t")), at: at)
    case 3:
      let token = random.pick([".padding()", ".frame(width: 1e300)", "Spacer()", " 0", "-1"])
      characters.insert(contentsOf: token, at: at)
    default:
      let other = random.int(in: 0...(characters.count - 1))
      characters.swapAt(at, other)
    }
    return String(characters)
  }

  // MARK: Running

  /// Runs `events` on `document`; the first failure, or nil.
  func run(_ events: [Event], on document: Document) -> Failure? {
    var playground = Playground(
      document: document.document, configuration: PlaygroundConfiguration(), columns: 120,
      rows: 40)
    // The source each open document's history begins with (`G` opens the others).
    var baselines = [playground.documentIndex: Self.source(of: playground)]
    var scrolledAway = false
    let savePath = folder + "/saved.swift"
    for (index, event) in events.enumerated() {
      func failure(_ problem: String) -> Failure {
        Failure(document: document.name, events: Array(events[...index]), problem: problem)
      }
      var effects: [PlaygroundEffect] = []
      switch event {
      case .input(let input): effects = playground.handle(input)
      case .reload(let contents): effects = playground.handle(.fileChanged(contents: contents))
      }
      // The host's part: a save is written (always to the fuzzer's file) and answered.
      var pendingEffects = effects
      var answered = 0
      while !pendingEffects.isEmpty, answered < 4 {
        let effect = pendingEffects.removeFirst()
        guard case .save(let path, let contents, _) = effect else { continue }
        answered += 1
        if let held = Self.savedSource(of: playground), held != contents {
          return failure("a save writes other text than the playground holds")
        }
        do {
          try contents.write(toFile: savePath, atomically: false, encoding: .utf8)
        } catch {
          return failure("the fuzzer could not write \(savePath): \(error)")
        }
        let written = FileManager.default.contents(atPath: savePath).map {
          String(decoding: $0, as: UTF8.self)
        }
        if written != contents { return failure("the saved file is not what was saved") }
        pendingEffects += playground.handle(.saved(path: path, error: nil))
      }
      // The canvas scrolled by the user stays where it was put until a key or a resize.
      switch event {
      case .input(.key), .input(.resize): scrolledAway = Self.scrollsTheCanvas(event)
      case .input(.wheel), .input(.sidewaysWheel): scrolledAway = true
      default: break
      }
      if let problem = Self.problem(in: playground, checkingSelection: !scrolledAway) {
        return failure(problem)
      }
      if playground.history.undoStack.isEmpty {
        baselines[playground.documentIndex] = Self.source(of: playground)
      }
    }
    // Every edit undone: the source the history began with.
    playground.overlay = nil
    playground.stepping = nil
    for _ in 0...EditHistory.limit where !playground.history.undoStack.isEmpty {
      _ = playground.handle(.key(.character("u")))
    }
    if Self.source(of: playground) != baselines[playground.documentIndex] {
      return Failure(
        document: document.name, events: events,
        problem: "undoing every edit does not give back the source")
    }
    return nil
  }

  /// What must hold now, broken; nil when all holds. `checkingSelection`: the selection must
  /// be on screen (the user has not scrolled the canvas away from it since the last key).
  static func problem(in playground: Playground, checkingSelection: Bool) -> String? {
    let grid = playground.screen()
    if grid.columns != playground.columns || grid.rows != playground.rows {
      return "the screen is \(grid.columns)×\(grid.rows), the terminal \(playground.columns)×"
        + "\(playground.rows)"
    }
    guard checkingSelection, !playground.isLayoutPending else { return nil }
    let minimum = Playground.minimumSize
    guard playground.columns >= minimum.columns, playground.rows >= minimum.rows else {
      return nil
    }
    switch playground.overlay {
    case .help, .diff, .messages: return nil
    default: break
    }
    let extent = playground.screenGeometry.canvasExtent(playground)
    guard let cells = extent.selection else { return nil }
    let scroll = playground.display.canvasScroll
    let scrollColumns = playground.display.canvasScrollColumns
    // Its top-leading cell at least: a view larger than the canvas area shows that corner.
    let shown =
      (scroll..<(scroll + extent.height)).contains(cells.rows.lowerBound)
      && (scrollColumns..<(scrollColumns + extent.width)).contains(cells.columns.lowerBound)
    return shown
      ? nil
      : "the selection (columns \(cells.columns), rows \(cells.rows)) is off screen (scrolled "
        + "to column \(scrollColumns), row \(scroll); the area is \(extent.width)×\(extent.height))"
  }

  /// Whether `event` is a key that scrolls the canvas area itself (in normal mode), which may
  /// leave the selection behind.
  static func scrollsTheCanvas(_ event: Event) -> Bool {
    switch event {
    case .input(.key(.pageUp)), .input(.key(.pageDown)), .input(.key(.character("H"))),
      .input(.key(.character("L"))):
      true
    default: false
    }
  }

  /// The document's source: a scene's text with its edits, or a gallery's edits.
  static func source(of playground: Playground) -> String {
    switch playground.kind {
    case .scene: playground.state.sceneSource ?? ""
    case .gallery: "\(playground.state.edits)"
    }
  }

  /// What a save of the scene writes, as the playground holds it; nil for a gallery.
  static func savedSource(of playground: Playground) -> String? {
    guard case .scene = playground.kind, case .success(let text)? = playground.sceneSourceWithText()
    else { return nil }
    return text
  }

  // MARK: Shrinking

  /// The shortest sequence found that still fails on `document`.
  func shrink(_ failure: Failure, on document: Document) -> Failure {
    var best = failure
    _ = Self.shrink(failure.events) { candidate in
      guard let smaller = run(candidate, on: document) else { return false }
      best = smaller
      return true
    }
    return best
  }

  /// The shortest sequence found of which `fails` holds, from `events` (where it holds):
  /// chunks removed while it holds (delta debugging), halving the chunk down to one event.
  static func shrink(_ events: [Event], while fails: ([Event]) throws -> Bool) rethrows
    -> [Event]
  {
    var events = events
    var chunk = Swift.max(1, events.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < events.count {
        var candidate = events
        candidate.removeSubrange(start..<Swift.min(candidate.count, start + chunk))
        if try fails(candidate) {
          events = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return events
  }
}
