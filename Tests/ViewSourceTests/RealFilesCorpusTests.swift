import Foundation
import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// How many whole SwiftUI view files, written for this test in the style of public code, lay
/// out as `layoutlab check FILE` would lay them out (issue #13).
///
/// Each file of `RealFiles` is parsed and laid out on `check`'s default canvas; a file lays
/// out when it gives a tree and no error. The report (printed to standard output) gives the
/// share and, for the rest, each file's first error grouped by cause. The share must not fall
/// under `minimumShare`; no error may name as unknown a symbol that the file declares ("one
/// cause, one error"); and a file that lays out keeps its diagnostics word for word in
/// `RealFiles/expected/<name>.txt` (`RECORD_GOLDENS=1` re-records them).
@Suite struct RealFilesCorpusTests {
  /// The share measured after issue #14's Text modifiers and shape styles (every file, 59 of
  /// 59; 49 after issue #13's scene reading, 8 of 59 on the `corpus` branch before it): raise
  /// it when more files lay out, never lower it.
  static let minimumShare = 59.0 / 59.0

  /// `Tests/ViewSourceTests/RealFiles`, found from this file's path, so a clean clone has it.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("RealFiles")

  /// The corpus's files, sorted by name, as text.
  static let files: [(name: String, source: String)] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".swift") }.compactMap { name in
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return (name, String(decoding: data, as: UTF8.self))
    }
  }()

  /// What `check` made of one file.
  struct Measurement: Sendable {
    var name: String
    /// The file's error diagnostics, in source order.
    var errors: [Diagnostic]
    /// The names the file declares (`declaredNames(in:)`).
    var declared: Set<String>
    /// What `layoutlab check` prints for the file when it lays out: the rendered notes and
    /// warnings, the layout's warnings, or `ok, N views`.
    var output: String
    var laysOut: Bool { errors.isEmpty && !output.isEmpty }
  }

  /// Parses and lays out `source` as `layoutlab check` does (CommandLineTool.perform): its
  /// default canvas 390×844, cells of 10×20 points, no safe area, no trace.
  static func measure(_ name: String, _ source: String) -> Measurement {
    let scene = SceneParser.parse(source)
    let errors = scene.diagnostics.filter { $0.severity == .error }
    let declared = declaredNames(in: source)
    guard let tree = scene.tree else {
      return Measurement(name: name, errors: errors, declared: declared, output: "")
    }
    let engine = LayoutEngine(
      metrics: TextMetrics(glyphWidth: 10, lineHeight: 20), isTracing: false)
    let result = engine.layout(tree, in: CGSize(width: 390, height: 844))
    var lines = scene.diagnostics.map { $0.rendered(fileName: name, source: source) }
    lines += result.diagnostics.map { "\(name): warning: \($0)" }
    if scene.diagnostics.isEmpty && result.diagnostics.isEmpty {
      lines.append("\(name): ok, \(result.root.allNodes.count) views")
    }
    return Measurement(
      name: name, errors: errors, declared: declared, output: lines.joined(separator: "\n") + "\n")
  }

  static let measurements: [Measurement] = files.map { measure($0.name, $0.source) }

  /// An error's cause: its message without the spelling suggestion, and with the names the
  /// file declares written `…` inside its quotes, so that `'struct Contact' is not supported`
  /// and `'struct Recipe' is not supported` are one cause, while `'Image'` and `'Button'`
  /// (SwiftUI's names) stay apart.
  static func cause(of diagnostic: Diagnostic, declared: Set<String>) -> String {
    var message = diagnostic.message
    if let range = message.range(of: "; did you mean") {
      message = String(message[..<range.lowerBound])
    }
    var cause = ""
    var isQuoted = false
    var word = ""
    func flush() {
      cause += isQuoted && declared.contains(word) ? "…" : word
      word = ""
    }
    for character in message {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      flush()
      if character == "'" { isQuoted.toggle() }
      cause.append(character)
    }
    flush()
    return cause
  }

  /// The share and the first error of each file that does not lay out, by cause, most
  /// frequent first (ties by cause).
  static func report(_ measurements: [Measurement]) -> String {
    let laidOut = measurements.filter(\.laysOut)
    let percent = measurements.isEmpty ? 0 : 100 * laidOut.count / measurements.count
    var text = "RealFiles: \(laidOut.count) of \(measurements.count) files lay out (\(percent)%)\n"
    var byCause: [String: [String]] = [:]
    for measurement in measurements where !measurement.laysOut {
      let first =
        measurement.errors.first.map { cause(of: $0, declared: measurement.declared) }
        ?? "no view and no error"
      byCause[first, default: []].append(measurement.name)
    }
    let causes = byCause.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
    if !causes.isEmpty { text += "first errors, by cause:\n" }
    for (cause, names) in causes {
      text += "  \(names.count)  \(cause)  (\(names.joined(separator: ", ")))\n"
    }
    // Every error's cause, counted once per file: what stands after the first one.
    var filesByCause: [String: Int] = [:]
    for measurement in measurements {
      for each in Set(measurement.errors.map { cause(of: $0, declared: measurement.declared) }) {
        filesByCause[each, default: 0] += 1
      }
    }
    if !filesByCause.isEmpty { text += "all errors, by cause (files that have one):\n" }
    for (cause, count) in filesByCause.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      text += "  \(count)  \(cause)\n"
    }
    return text
  }

  // MARK: The measurement

  // The issue asks for at least 40 files; the task for this corpus, 45.
  @Test func theCorpusHasFortyFiveFiles() {
    #expect(Self.files.count >= 45)
  }

  // Each file is 20 to 150 lines: whole view files, not snippets.
  @Test(arguments: files.map(\.name))
  func eachFileIsAWholeViewFile(_ name: String) throws {
    let source = try #require(Self.files.first { $0.name == name }).source
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect((20...151).contains(lines), "\(name) has \(lines) lines")
  }

  // The share of files that lay out, printed with the causes of the rest; it must not fall.
  // (A crash or a hang in any file stops this test, so it also asserts there is none.)
  @Test func theShareThatLaysOutDoesNotFall() {
    let measurements = Self.measurements
    // One write, so that the report is not interleaved with the other tests' output.
    FileHandle.standardOutput.write(Data(Self.report(measurements).utf8))
    let share = Double(measurements.filter(\.laysOut).count) / Double(max(measurements.count, 1))
    #expect(share >= Self.minimumShare - 1e-9, "the share fell under minimumShare")
  }

  // MARK: One cause, one error

  /// The names `source` declares: types, functions, properties, constants, enum cases,
  /// closure and function parameters. A rough reading (no parser), enough to tell a cascade.
  static func declaredNames(in source: String) -> Set<String> {
    var names: Set<String> = []
    func collect(_ pattern: String, group: Int = 1, split: Bool = false) {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { return }
      let text = source as NSString
      for match in expression.matches(in: source, range: NSRange(location: 0, length: text.length))
      {
        let captured = text.substring(with: match.range(at: group))
        let parts = split ? captured.split(separator: ",").map(String.init) : [captured]
        for part in parts {
          let name = part.trimmingCharacters(in: .whitespaces)
            .trimmingCharacters(in: CharacterSet(charactersIn: "$"))
          if !name.isEmpty { names.insert(name) }
        }
      }
    }
    let identifier = "[A-Za-z_][A-Za-z0-9_]*"
    collect(#"\b(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+(\#(identifier))"#)
    collect(#"\bcase\s+(\#(identifier)(?:\s*,\s*\#(identifier))*)"#, split: true)
    // `{ a, b in` and `{ $item in`: closure parameters.
    collect(#"\{\s*(\$?\#(identifier)(?:\s*,\s*\$?\#(identifier))*)\s+in\b"#, split: true)
    // `func f(label name: Type, other: Type)`: the parameters' inner names.
    collect(#"[(,]\s*(?:\#(identifier)\s+)?(\#(identifier))\s*:\s*[A-Z\[(@]"#)
    return names
  }

  /// The symbol an error names as unknown: `cannot find 'X' in scope`, `unknown view 'X'`,
  /// `unknown modifier 'X'`, `cannot find the AlignmentID 'X' in the scene`.
  static func unknownName(in message: String) -> String? {
    let prefixes = [
      "cannot find the AlignmentID '", "cannot find '", "unknown view '", "unknown modifier '",
    ]
    guard let prefix = prefixes.first(where: message.hasPrefix) else { return nil }
    let rest = message.dropFirst(prefix.count)
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  @Test func theDeclaredNamesAreReadFromTheSource() {
    let source = """
      struct Row: View {
          let title: String
          var body: some View { ForEach(items) { item in Text(item) } }
          private func cell(for value: Int, color: Color) -> some View { Text("") }
      }
      enum Sender { case me, them }
      """
    #expect(
      Self.declaredNames(in: source)
        == ["Row", "title", "body", "item", "cell", "value", "color", "Sender", "me", "them"])
    #expect(Self.unknownName(in: "cannot find 'gradient' in scope") == "gradient")
    #expect(Self.unknownName(in: "unknown view 'Badge'; did you mean 'Badges'?") == "Badge")
    #expect(Self.unknownName(in: "the view 'Image' is not supported in scenes") == nil)
    let error = Diagnostic(
      .error, "'struct Contact' is not supported in scenes: declare Views",
      at: ViewSource.SourceLocation(line: 1, column: 1))
    #expect(
      Self.cause(of: error, declared: ["Contact", "Views"])
        == "'struct …' is not supported in scenes: declare Views")
    let unknown = Diagnostic(
      .error, "cannot find 'colr' in scope; did you mean 'Color'?",
      at: ViewSource.SourceLocation(line: 1, column: 1))
    #expect(Self.cause(of: unknown, declared: ["colr"]) == "cannot find '…' in scope")
  }

  // No error names as unknown a symbol the file declares: after the first error about a
  // declaration, its uses are not more errors (issue #13, "one cause, one error"; the corpus
  // branch measured 17 files with such cascades).
  @Test(arguments: files.map(\.name))
  func noErrorNamesADeclaredSymbolAsUnknown(_ name: String) throws {
    let measurement = try #require(Self.measurements.first { $0.name == name })
    let declared = measurement.declared
    let cascades = measurement.errors.filter { error in
      Self.unknownName(in: error.message).map(declared.contains) ?? false
    }
    #expect(cascades.map(\.description) == [])
  }

  // MARK: The diagnostics of the files that lay out

  // A file that lays out keeps its notes and warnings word for word; one that no longer lays
  // out while it has a golden file has regressed.
  @Test(arguments: files.map(\.name))
  func theDiagnosticsOfAFileThatLaysOutAreKept(_ name: String) throws {
    let measurement = try #require(Self.measurements.first { $0.name == name })
    let golden = GoldenFile(folder: Self.folder.appendingPathComponent("expected"))
    let goldenName = String(name.dropLast(".swift".count)) + ".txt"
    guard measurement.laysOut else {
      let path = golden.folder.appendingPathComponent(goldenName).path
      #expect(
        !FileManager.default.fileExists(atPath: path),
        "\(name) laid out (it has \(goldenName)) and no longer does: \(measurement.errors.map(\.description))"
      )
      return
    }
    if let problem = golden.problem(with: measurement.output, named: goldenName) {
      Issue.record(Comment(rawValue: problem))
    }
  }
}
