import Foundation
import LayoutCore
import ViewSource

/// libFuzzer's entry point: one input through the pipeline `layoutlab` runs on a scene file.
///
/// The bytes are decoded as `layoutlab` decodes a file (invalid UTF-8 becomes U+FFFD), parsed
/// and interpreted (`check`); a scene that builds is laid out on 390×844 without the trace and
/// printed (`fmt`), and the printed text must parse back without errors. A crash, a hang
/// (libFuzzer's `-timeout`) or a broken property (a trap here) is a finding: libFuzzer saves
/// the input as `crash-*`/`timeout-*`, which becomes a file in Tests/ViewSourceTests/Crashers.
/// The property is the same as `ScenePipelineProperty` in the tests, minus the render
/// (CellRaster is not compiled in, to keep the harness to the three modules it fuzzes).
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let scene = SceneParser.parse(source)
  let lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  for diagnostic in scene.diagnostics {
    let location = diagnostic.location
    precondition(location.line >= 1 && location.line <= lines.count, "line outside: \(diagnostic)")
    let length = String(decoding: lines[location.line - 1], as: UTF8.self).unicodeScalars.count
    precondition(
      location.column >= 1 && location.column <= length + 1, "column outside: \(diagnostic)")
    _ = diagnostic.rendered(fileName: "fuzz.swift", source: source)
  }
  guard let tree = scene.tree else {
    let blank = source.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0 == "\u{FEFF}" }
    precondition(scene.hasErrors || blank, "no tree and no error: \(scene.diagnostics)")
    return 0
  }
  _ = LayoutEngine(isTracing: false).layout(tree, in: CGSize(width: 390, height: 844))
  let printed = ScenePrinter.print(tree)
  let reparsed = SceneParser.parse(printed)
  precondition(
    !reparsed.hasErrors, "fmt output does not parse: \(reparsed.diagnostics)\n\(printed)")
  return 0
}
