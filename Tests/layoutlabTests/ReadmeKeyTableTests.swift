/// The README's table of the playground's keys is `Playground.keyBindings`, the one key table
/// (STYLE.md rule 8): a binding added, changed or removed without the README fails here, with
/// the table to paste.
import Foundation
import PlaygroundCore
import Testing

@Suite struct ReadmeKeyTableTests {
  /// The key table as Markdown: one row per binding, a bold row per help section.
  static func markdown() -> String {
    var rows = ["| Keys | What they do |", "| --- | --- |"]
    var section: KeySection?
    for binding in Playground.keyBindings {
      if binding.section != section {
        section = binding.section
        rows.append("| **\(binding.section.rawValue)** | |")
      }
      let keys = binding.keys.map { "`\($0.label)`" }.joined(separator: " ")
      rows.append("| \(keys) | \(binding.help.replacingOccurrences(of: "|", with: "\\|")) |")
    }
    return rows.joined(separator: "\n")
  }

  /// The step mode's table (`Playground.stepKeyBindings`) as Markdown.
  static func stepMarkdown() -> String {
    var rows = ["| Keys in step mode | What they do |", "| --- | --- |"]
    for binding in Playground.stepKeyBindings {
      let keys = binding.keys.map { "`\($0.label)`" }.joined(separator: " ")
      rows.append("| \(keys) | \(binding.help.replacingOccurrences(of: "|", with: "\\|")) |")
    }
    return rows.joined(separator: "\n")
  }

  @Test func readmeListsEveryStepBinding() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "| Keys in step mode | What they do |"))
    let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    #expect(
      table == Self.stepMarkdown(), "README.md's step table should be:\n\(Self.stepMarkdown())")
  }

  @Test func readmeListsEveryBinding() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "| Keys | What they do |"))
    let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    #expect(table == Self.markdown(), "README.md's key table should be:\n\(Self.markdown())")
  }
}
