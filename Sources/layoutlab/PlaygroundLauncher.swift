import CellRaster
import Foundation
import PlaygroundCore
import SceneFiles
import TerminalUI
import ViewSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the playground in the terminal: the loop between `TerminalScreen` (the I/O) and
/// `Playground` (the pure state), and the effects the playground asks for.
///
/// Each turn draws the playground's screen after a change (only changed cells reach the
/// terminal), waits up to 200 ms for input, and on a timeout polls the scene file for an
/// external editor's save.
/// Events go to `Playground.handle`; its effects are performed here: `.quit` leaves, `.save`
/// goes to `SceneSave`, whose answer (`.saved` or `.saveConflict`) is the next event.
///
/// The terminal is restored on every exit path: `q` (`.quit`) and a thrown error call
/// `restore()`; `exit`, signals and crashes are covered by TerminalUI's handlers.
/// Nothing is lost on the way out (issue #7): `q` asks first when edits are unsaved
/// (`QuitConfirmation`); after each event the unsaved edits are prepared for `RecoveryFile`,
/// which the signal handlers write (and a hang-up does too) and the next start announces;
/// a save killed half-way leaves a temporary file that the next start, or save, removes. A terminal
/// that hangs up while SIGHUP is ignored ends the loop with status 1 rather than a busy loop.
enum PlaygroundLauncher {
  /// How long to wait for input before looking at the scene file.
  static let pollMilliseconds = 200

  /// When the process started, in seconds since 1970: temporary files older than this are
  /// not of a save in progress.
  static let startedAt = Int(time(nil))

  /// Opens the playground; returns the exit status: 0 after quitting, 1 after an error, 2 when
  /// the arguments or the terminal cannot be used.
  static func run(_ options: PlaygroundCommand.Options, terminal: CommandLineTool.Terminal)
    -> Int32
  {
    _ = startedAt
    let opened: (document: PlaygroundDocument, path: String?)?
    do {
      opened = try PlaygroundCommand.document(for: options.target, gallery: options.gallery)
    } catch {
      printError(error.text)
      return 1
    }
    guard let (document, path) = opened else {
      printError("layoutlab: cannot read '\(options.target ?? "")' (see 'layoutlab --list')")
      return 2
    }
    if let view = options.view, case .scene(let name, let source, _) = document {
      let roots = SceneParser.parse(source).roots
      guard roots.contains(where: { $0.name == view }) else {
        let names = roots.map(\.name).joined(separator: ", ")
        printError(
          "layoutlab: no view named '\(view)' in \(name)"
            + (names.isEmpty ? ": it declares no previews or views" : "; it has: \(names)"))
        return 2
      }
    }
    if let refusal = TerminalError.refusal(
      term: terminal.term, inputIsTerminal: isatty(STDIN_FILENO) != 0,
      outputIsTerminal: terminal.isTerminal)
    {
      printError("layoutlab: " + PlaygroundCommand.refusalMessage(refusal))
      return 2
    }
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(
        options: TerminalOptions(
          term: terminal.term, colors: options.color, noColor: terminal.noColor,
          mouse: options.mouse))
    } catch let error as TerminalError {
      printError("layoutlab: " + PlaygroundCommand.refusalMessage(error))
      return 2
    } catch {
      printError("layoutlab: \(error)")
      return 1
    }
    // A save killed before its rename left a temporary file: not this process's, remove it.
    if let path { SceneFile.removeStaleTemporaryFiles(of: path, startedAt: startedAt) }
    // A signal from now on writes the unsaved edits before the process dies (issue #7), into
    // this user's private folder; when it is not private, nowhere, and the user is told once
    // (issue #32).
    let recoveryFolder = RecoveryFolder.path(environment: ProcessInfo.processInfo.environment)
    let recoveryProblem = recoveryFolder.map(RecoveryFolder.prepare) ?? .noHome
    let recovery = recoveryProblem == nil ? recoveryFolder : nil
    RecoveryFile.prepare([])
    TerminalRestoration.setLastWords { RecoveryFile.writePrepared() }
    defer { TerminalRestoration.setLastWords(nil) }
    let configuration = PlaygroundConfiguration(
      cell: options.cell, boxDrawing: options.ascii || !screen.isUTF8 ? .ascii : .unicode,
      mouseEnabled: options.mouse, imageSizes: options.imageSizes,
      placeholderSizes: options.placeholderSizes)
    do {
      var playground = Playground(
        document: document, configuration: configuration, columns: screen.size.columns,
        rows: screen.size.rows)
      if let view = options.view { _ = playground.showSceneView(named: view) }
      // Edits an earlier session could not save: the newest of the opened document's offered
      // once, to restore or discard.
      if let recovery {
        offerRecovery(of: document, in: recovery, to: &playground)
      } else if let recoveryProblem {
        playground.warnAboutRecovery([recoveryProblem.description])
      }
      try loop(
        playground, screen: screen, watcher: path.map(SceneFile.Watcher.init),
        recoveryFolder: recovery)
      screen.restore()
      return 0
    } catch {
      screen.restore()
      printError("layoutlab: \(error)")
      RecoveryFile.writePrepared()  // a hang-up with SIGHUP ignored: keep the edits too
      return 1
    }
  }

  /// Offers the newest recovery file of `document` in `folder` (a scene file's or a built-in
  /// scene's, restorable into it; with a gallery, any gallery panel's, which `layoutlab PATH`
  /// opens), and says which files named for it were skipped, and why.
  private static func offerRecovery(
    of document: PlaygroundDocument, in folder: String, to playground: inout Playground
  ) {
    let keys: [String]
    var isScene = false
    if case .scene(let name, _, let path) = document {
      keys = [RecoveryFile.documentKey(path: path, name: name)]
      isScene = true
    } else {
      keys = UnsavedDocument.galleryPanelNames
    }
    let found = RecoveryFile.found(forKeys: keys, in: folder)
    playground.warnAboutRecovery(found.skipped)
    guard let newest = found.offered.first else { return }
    let contents =
      isScene
      ? FileManager.default.contents(atPath: newest).flatMap {
        try? SourceFileText.decode($0).get()
      } : nil
    playground.offerRecovery(path: newest, contents: contents, others: found.offered.count - 1)
  }

  /// Draws, reads, handles and performs until the playground asks to quit; the unsaved edits
  /// are prepared for a signal to write into `recoveryFolder` (none: recovery is off).
  private static func loop(
    _ playground: Playground, screen: TerminalScreen, watcher: SceneFile.Watcher?,
    recoveryFolder: String?
  ) throws {
    var playground = playground
    var watcher = watcher
    var pending: [InputEvent] = []
    var lastPoll = ContinuousClock.now
    // The screen is a function of the state, which only `handle` changes: compose it again
    // only after an event (an idle playground costs a poll, not a frame).
    var changed = true
    let crashHook = TestCrashHook()
    var lastUnsaved: [UnsavedDocument] = []
    // A long layout gives way to the next key; it is finished once no key is waiting.
    playground.layoutsGiveWay { screen.hasPendingInput }
    while true {
      if playground.isLayoutPending, pending.isEmpty, !screen.hasPendingInput {
        playground.finishLayout()
        changed = true
      }
      if changed {
        // What a signal would write, as the user sees it: prepared again only when the unsaved
        // edits changed, and not while keys are waiting (printing a large scene takes a
        // while: a burst of keys is printed once, after its last key).
        if !screen.hasPendingInput {
          let unsaved = playground.unsavedDocuments
          if let recoveryFolder, unsaved != lastUnsaved {
            RecoveryFile.prepare(RecoveryFile.entries(for: unsaved, in: recoveryFolder))
            lastUnsaved = unsaved
          }
        }
        screen.draw(playground.screen())
        changed = false
      }
      if pending.isEmpty {
        if let event = screen.readEvent(timeoutMilliseconds: pollMilliseconds) {
          pending.append(event)
        } else if !screen.isConnected {
          throw TerminalError.disconnected
        }
        // Poll when idle, and at least every poll interval while keys keep coming.
        if pending.isEmpty || ContinuousClock.now - lastPoll > .milliseconds(pollMilliseconds) {
          lastPoll = .now
          if let change = watcher?.poll() { pending.append(change) }
        }
      }
      guard !pending.isEmpty else { continue }
      let event = pending.removeFirst()
      changed = true
      crashHook.crashIfTriggered(by: event)
      for effect in playground.handle(event) {
        switch effect {
        case .quit:
          return
        case .save(let path, let contents, let overwrite):
          pending.append(
            SceneSave.perform(
              contents, to: path, overwrite: overwrite, watcher: &watcher, startedAt: startedAt))
        case .removeFile(let path):
          try? FileManager.default.removeItem(atPath: path)
        }
      }
      // A scene saved under a new name is now that file: watch it instead.
      if playground.scenePath != watcher?.path {
        watcher = playground.scenePath.map(SceneFile.Watcher.init)
      }
    }
  }

  private static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
