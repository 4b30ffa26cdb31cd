/// Every `§` citation in the code names a heading of `Docs/LayoutReference.md`, the project's
/// layout reference: a doc comment or test that cites a section the document does not have fails
/// here, with its file and line, so that every citation resolves in a clone of the repository.
import Foundation
import Testing

@Suite struct ReferenceCitationTests {
  /// One citation of the reference in a source file: `§4.2`, or `§11 #7` for heading 11.7.
  struct Citation: Equatable, CustomStringConvertible {
    /// The file, relative to the package root.
    var file: String
    /// The line, counting from 1.
    var line: Int
    /// The heading it cites: `4.2`, `11.7`.
    var section: String
    /// The citation as written.
    var text: String

    var description: String { "\(file):\(line): \(text)" }
  }

  /// The citations in `source`, in order, with `file` as their file.
  ///
  /// A citation is `§N`, `§N.M`, …, optionally followed by ` #K` (or `, #K`), which cites item
  /// K of section N: `§13 #8` cites heading 13.8, as `§13.8` does, since the reference numbers
  /// the items of its lists of surprises (§11) and of conflicts (§13) as headings.
  static func citations(in source: String, file: String) -> [Citation] {
    var result: [Citation] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      // Most lines cite nothing, and matching a regex is slow by comparison.
      guard line.contains("§") else { continue }
      for match in line.matches(of: /§(\d+(?:\.\d+)*)(?:,? #(\d+))?/) {
        var section = String(match.output.1)
        if let item = match.output.2, !section.contains(".") { section += ".\(item)" }
        result.append(
          Citation(file: file, line: index + 1, section: section, text: String(match.output.0)))
      }
    }
    return result
  }

  /// The section numbers of `markdown`'s headings: `## 4. HStack` is `4`, `### 4.2 Spacing`
  /// is `4.2`. Lines inside fenced code blocks are not headings.
  static func headings(in markdown: String) -> Set<String> {
    var result: Set<String> = []
    var isInCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        isInCode.toggle()
        continue
      }
      guard !isInCode,
        let match = line.prefixMatch(of: /#{1,6} (\d+(?:\.\d+)*)\.?(?: |$)/)
      else { continue }
      result.insert(String(match.output.1))
    }
    return result
  }

  /// The package root: this file is `Tests/layoutlabTests/ReferenceCitationTests.swift`.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.swift` file under `folder` of the package, as paths relative to the root, sorted.
  static func swiftFiles(under folder: String) -> [String] {
    let base = packageRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    let rootPath = packageRoot.standardizedFileURL.path
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .map { String($0.standardizedFileURL.path.dropFirst(rootPath.count + 1)) }
      .sorted()
  }

  @Test func everyCitationHasAHeading() throws {
    let reference = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Docs/LayoutReference.md"),
      encoding: .utf8)
    let headings = Self.headings(in: reference)
    var citations: [Citation] = []
    for file in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests") {
      let source = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
      citations += Self.citations(in: source, file: file)
    }
    // The code cites the reference hundreds of times; none found means the scan is broken.
    #expect(!citations.isEmpty)
    let broken = citations.filter { !headings.contains($0.section) }
    let listing = broken.map { "\($0) (no heading \($0.section))" }.joined(separator: "\n")
    #expect(broken.isEmpty, "citations with no heading in Docs/LayoutReference.md:\n\(listing)")
  }

  // The scanner on a line of each form the code uses; "§" is written as "\u{A7}" so that the
  // scan of this file does not read these examples as citations.
  @Test func findsEveryFormOfCitation() {
    let source = """
      /// The share (\u{A7}4.4, \u{A7}12) and Text's rules (\u{A7}3.3 rule 2).
      // \u{A7}13 #8, and \u{A7}11, #14; not a citation: § alone, \u{A7}x.
      """
    #expect(
      Self.citations(in: source, file: "A.swift").map(\.description) == [
        "A.swift:1: \u{A7}4.4", "A.swift:1: \u{A7}12", "A.swift:1: \u{A7}3.3",
        "A.swift:2: \u{A7}13 #8", "A.swift:2: \u{A7}11, #14",
      ])
    #expect(
      Self.citations(in: source, file: "A.swift").map(\.section) == [
        "4.4", "12", "3.3", "13.8", "11.14",
      ])
  }

  // Headings with and without a trailing dot, two-digit subsections, and a "#" line in a code
  // block, which is not a heading.
  @Test func readsHeadingNumbers() {
    let markdown = """
      # LayoutLab layout reference
      ## 0. Sources
      ### 4.2 Spacing between neighbours
      ### 11.10 Text.frame(maxHeight: 200) is 200 tall
      ## Appendix A. Other re-implementations
      ```
      # 99 not a heading
      ```
      """
    #expect(Self.headings(in: markdown) == ["0", "4.2", "11.10"])
  }
}
