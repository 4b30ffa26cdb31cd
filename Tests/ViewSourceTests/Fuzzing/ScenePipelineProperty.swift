import CellRaster
import Foundation
import LayoutCore
import ViewSource

/// The property every input must have, through the whole pipeline a user hits: `check`
/// (parse and interpret), then for a scene that builds, layout on an iPhone-sized canvas,
/// `fmt` with the printed text parsed back, and the render on a grid of cells.
///
/// A crash fails the test run by itself; everything else that can go wrong comes back as a
/// violation, so that the loop that found it can print the input that reproduces it.
enum ScenePipelineProperty {
  /// The canvas `layoutlab check` uses by default: an iPhone 15's 390×844 points.
  static let canvas = CGSize(width: 390, height: 844)

  /// An input that takes longer than this through the pipeline is reported as a hang. Not a
  /// speed requirement: the slowest legitimate input (10 MB in a debug build) stays far below.
  static let hangGuard: Duration = .seconds(60)

  /// How the input reads as text: as `layoutlab` reads a file, invalid UTF-8 becoming U+FFFD.
  static func source(of bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// What running an input through the pipeline gave.
  struct Outcome {
    /// What is wrong (empty when nothing is).
    var violations: [String]
    /// Whether the input built a scene, so went through layout, `fmt` and the render.
    var built: Bool
    /// What `check` gave.
    var scene: ParsedScene
  }

  /// What is wrong with running `bytes` through the pipeline (empty when nothing is).
  static func violations(of bytes: [UInt8]) -> [String] {
    run(source(of: bytes)).violations
  }

  static func violations(ofSource source: String) -> [String] { run(source).violations }

  /// The whole pipeline on `source`, checked.
  static func run(_ source: String) -> Outcome {
    let clock = ContinuousClock()
    let started = clock.now
    var violations: [String] = []
    let scene = SceneParser.parse(source)
    violations += locationViolations(scene.diagnostics, in: source, stage: "check")
    if scene.tree == nil && scene.diagnostics.isEmpty && !isBlank(source) {
      violations.append("check: no tree and no diagnostic")
    }
    if scene.tree == nil && !scene.hasErrors && !isBlank(source) {
      violations.append("check: no tree and no error: \(scene.diagnostics)")
    }
    if let tree = scene.tree {
      let result = LayoutEngine(isTracing: false).layout(tree, in: canvas)
      _ = Rasterizer(mode: .both).rasterize(result)
      // `fmt` prints only a scene that checks without errors (it refuses the others), so the
      // round trip is asked of those; a scene recovered from errors is laid out and drawn.
      let printed = ScenePrinter.print(tree)
      let reparsed = SceneParser.parse(printed)
      if scene.hasErrors {
        // Nothing to compare: `layoutlab fmt` reports the errors and prints nothing.
      } else if reparsed.hasErrors {
        violations.append(
          "fmt: the printed scene does not parse: \(reparsed.diagnostics)\n\(printed)")
      } else if reparsed.tree != tree {
        violations.append("fmt: the printed scene parses to another tree\n\(printed)")
      }
    }
    let elapsed = clock.now - started
    if elapsed > hangGuard {
      violations.append("took \(elapsed) through the pipeline: a hang?")
    }
    return Outcome(violations: violations, built: scene.tree != nil, scene: scene)
  }

  /// Diagnostics that point outside the text: a line that does not exist, or a column past
  /// the end of its line (one past the last character is where "end of line" errors go).
  static func locationViolations(
    _ diagnostics: [Diagnostic], in source: String, stage: String
  ) -> [String] {
    guard !diagnostics.isEmpty else { return [] }
    // Columns count Unicode scalars that start a character, so a line's scalar count bounds
    // them; line breaks are "\n" as the lexer counts them ("\r\n" ends with one).
    let lineStarts = lineStarts(of: source)
    var bytes = source
    func lineLength(_ line: Int) -> Int {
      bytes.withUTF8 { buffer in
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : buffer.count
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
          .unicodeScalars.count
      }
    }
    var violations: [String] = []
    for diagnostic in diagnostics {
      let location = diagnostic.location
      guard location.line >= 1, location.line <= lineStarts.count else {
        violations.append(
          "\(stage): line outside the file (\(lineStarts.count) lines): \(diagnostic)")
        continue
      }
      let length = lineLength(location.line)
      if location.column < 1 || location.column > length + 1 {
        violations.append(
          "\(stage): column outside line \(location.line) (\(length) scalars): \(diagnostic)")
      }
      if diagnostic.message.isEmpty {
        violations.append("\(stage): an empty message at \(location)")
      }
      _ = diagnostic.rendered(fileName: "fuzz.swift", source: source)
    }
    return violations
  }

  /// The byte offset where each line starts, found with `memchr` (a 10 MB input in a debug
  /// build must not spend its time here).
  static func lineStarts(of source: String) -> [Int] {
    var source = source
    return source.withUTF8 { buffer in
      var starts = [0]
      guard let base = buffer.baseAddress else { return starts }
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
      {
        offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        starts.append(offset)
      }
      return starts
    }
  }

  /// Whether the source holds nothing but white space and comments-free blanks.
  static func isBlank(_ source: String) -> Bool {
    source.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0 == "\u{FEFF}" }
  }
}
