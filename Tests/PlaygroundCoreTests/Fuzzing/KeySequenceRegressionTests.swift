import Foundation
import LayoutTestSupport
import Testing

@testable import PlaygroundCore

/// Every failure the key-sequence fuzzer found (issue #32), shrunk, kept: each session runs
/// through the fuzzer's own checks (`KeySequenceFuzzer.run`), which it failed before its fix.
@Suite struct KeySequenceRegressionTests {
  typealias Event = KeySequenceFuzzer.Event

  /// The session `events` on the document named `name`, with no failure.
  func expectNoFailure(
    _ events: [Event], on name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let documents = KeySequenceFuzzer.documents(corporaUnder: KeySequenceFuzzTests.tests)
    let document = try #require(documents.first { $0.name == name })
    let file = try temporaryFile("")
    defer { removeFolder(of: file) }
    let fuzzer = KeySequenceFuzzer(folder: (file as NSString).deletingLastPathComponent)
    if let failure = fuzzer.run(events, on: document) {
      Issue.record("\(failure)", sourceLocation: sourceLocation)
    }
  }

  // A box 1e300 points wide: the inspector's "cells" row converted its column count to an
  // Int, and trapped on the first screen (seed 32, shrunk in processes to one key).
  @Test func aFrameBeyondAnyIntInTheInspector() throws {
    try expectNoFailure(
      [.input(.key(.escape))],
      on: "ViewSourceTests/Crashers/label-beside-a-box-far-off-the-grid.swift")
  }

  // Shift and the wheel scrolled the canvas away from the first Text, then `e` opened the
  // input line: the selection stayed off screen (seed 32). Any key now brings it back.
  @Test func aKeyAfterScrollingSidewaysShowsTheSelection() throws {
    try expectNoFailure(
      [
        .input(.sidewaysWheel(column: 11, row: 11, columns: 2)),
        .input(.key(.character("e"))),
      ], on: "PlaygroundCoreTests/Corpus/WideRow.swift")
  }

  // The containers gallery (Ctrl-G from the scene), a property typed as 9, then step mode:
  // the step's outline lay below the panel's drawn window, and `drawOutline` made a range
  // from its first row to the grid's last, the wrong way round (seed 7, shrunk in processes
  // from 101 events).
  @Test func aStepOutlineBelowTheWindow() throws {
    try expectNoFailure(
      [
        .input(.key(.control("g"))), .input(.key(.character("e"))),
        .input(.key(.character("9"))), .input(.key(.enter)), .input(.key(.character("S"))),
      ], on: "PlaygroundCoreTests/Corpus/WideRow.swift")
  }
}
