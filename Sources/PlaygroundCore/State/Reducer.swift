import CellRaster
import LayoutCore
import ViewSource

/// `reduce(&state, command)`: what each command does to the playground.
///
/// The only place state changes in answer to the user: keys are looked up in the key table
/// and sent here, menus and the input line end here too. Every change that edits the
/// document goes through `apply(_:label:)`, which records it for undo and re-lays out at once.
extension Playground {
  /// The command bound to each key, from the one key table.
  static let commandsByKey: [Key: Command] = {
    var table: [Key: Command] = [:]
    for binding in keyBindings {
      for key in binding.keys where table[key] == nil { table[key] = binding.command }
    }
    return table
  }()

  /// A key in normal mode, or in whatever overlay is open.
  mutating func handleKey(_ key: Key) -> [PlaygroundEffect] {
    switch overlay {
    case .input(let line):
      return inputKey(key, line: line)
    case .modifyMenu:
      // A menu item edits like a key: its refusal or its note on shared code is shown.
      editNote = nil
      let effects = menuKey(key)
      showEditNote()
      return effects
    case .help(let scroll):
      return helpKey(key, scroll: scroll)
    case .diff(let scroll):
      return diffKey(key, scroll: scroll)
    case .messages(let scroll):
      overlay = overlayScroll(after: key, from: scroll).map { .messages(scroll: $0) }
      return []
    case nil where stepping != nil:
      message = nil
      return stepKey(key)
    case nil:
      message = nil
      quitsAfterSave = false  // a key in normal mode: the user went back to work
      guard let command = Self.commandsByKey[key] else {
        message = StatusMessage(text: "\(key.label) does nothing here: ? lists the keys")
        return []
      }
      let before = (selection.panel, selection.path)
      editNote = nil
      let effects = reduce(command)
      if before != (selection.panel, selection.path) { selectionChanged() }
      showEditNote()
      return effects
    }
  }

  /// Does `command`.
  mutating func reduce(_ command: Command) -> [PlaygroundEffect] {
    switch command {
    case .selectParent: selectParent()
    case .selectFirstChild: selectFirstChild()
    case .selectPreviousSibling: selectSibling(-1)
    case .selectNextSibling: selectSibling(1)
    case .nextPanel: selectPanel(selection.panel + 1)
    case .previousPanel: selectPanel(selection.panel - 1)
    case .cycleGallery(let steps): cycleGallery(steps)
    case .cycleSceneView(let steps): cycleSceneView(steps)
    case .scrollCanvasDown, .scrollCanvasUp:
      let page = Swift.max(1, screenGeometry.canvasExtent(self).height - 2)
      scrollCanvas(rows: command == .scrollCanvasDown ? page : -page, columns: 0)
    case .scrollCanvasLeft, .scrollCanvasRight:
      let page = Swift.max(1, screenGeometry.canvasExtent(self).width / 2)
      scrollCanvas(rows: 0, columns: command == .scrollCanvasRight ? page : -page)
    case .changeContainerWidth(let delta): changeContainer(width: delta, height: 0)
    case .changeContainerHeight(let delta): changeContainer(width: 0, height: delta)
    case .cycleText(let steps): cycleText(steps)
    case .typeText:
      guard let text = state.knobs.text else {
        message = StatusMessage(text: "this document has no text to change")
        return []
      }
      overlay = .input(
        InputLine(purpose: .text, text: text.replacingOccurrences(of: "\n", with: "\\n")))
    case .cycleAlignment(let steps): cycleAlignment(steps)
    case .nextProperty: nextProperty()
    case .changeProperty(let steps): changeProperty(by: steps)
    case .typePropertyValue:
      guard let property = focusedProperty, let value = selectedNode?.value(of: property) else {
        message = StatusMessage(text: noPropertyHint)
        return []
      }
      overlay = .input(InputLine(purpose: .property(property), text: value.text))
    case .toggleFixedSize: toggleFixedSize()
    case .openModifyMenu:
      guard selectedNode != nil else {
        message = StatusMessage(text: "nothing to modify: the scene has no views")
        return []
      }
      overlay = .modifyMenu
    case .deleteSelection: deleteSelection()
    case .undo:
      if let label = history.undo() {
        rebuild()
        message = StatusMessage(text: "undone: \(label)")
      } else {
        message = StatusMessage(text: "nothing to undo")
      }
    case .redo:
      if let label = history.redo() {
        rebuild()
        message = StatusMessage(text: "redone: \(label)")
      } else {
        message = StatusMessage(text: "nothing to redo")
      }
    case .resetPanel:
      guard case .gallery = kind, state.edits.indices.contains(selection.panel) else {
        return reduce(.reset)
      }
      var reset = state
      reset.edits[selection.panel] = []
      let number = selection.panel + 1
      if apply(reset, label: "reset panel \(number)") {
        message = StatusMessage(text: "panel \(number) as the gallery made it (u undoes the reset)")
      } else {
        message = StatusMessage(text: "nothing to reset: panel \(number) has no edits (R: all)")
      }
    case .reset:
      var reset = state
      reset.knobs = openingKnobs
      if case .scene = kind { reset.knobs.text = state.sceneText }
      reset.edits = reset.edits.map { _ in [] }
      // A scene's edits are in its source: back to the file as last read (or as opened).
      if case .scene = kind, let base = file.savedSource ?? openingSource,
        base != state.sceneSource,
        let tree = SceneParser.parse(base, root: state.sceneRoot).tree
      {
        reset.sceneSource = base
        reset.scene = tree
        reset.sceneText = SceneText.firstText(in: tree)
        reset.knobs.text = reset.sceneText
      }
      if apply(reset, label: "reset") {
        message = StatusMessage(text: "reset to the document as opened (u undoes the reset)")
      } else {
        message = StatusMessage(text: "nothing to reset: no edits")
      }
    case .switchSidePane:
      if display.sidePanesHidden {
        display.sidePanesHidden = false
      } else {
        display.sidePane = display.sidePane.next
        display.codeScroll = nil
      }
      rebuild()
    case .toggleOutline:
      display.sidePanesHidden = false
      display.sidePane = display.sidePane == .outline ? .inspector : .outline
      display.codeScroll = nil
      rebuild()
    case .find:
      openFind()
    case .showMessages:
      overlay = .messages(scroll: Swift.max(0, messageLog.count - Swift.max(1, rows - 2)))
    case .scrollPane(let lines):
      let limit = screenGeometry.sidePaneScrollLimit(self)
      if display.sidePane == .inspector {
        display.traceScroll = Swift.min(limit, Swift.max(0, display.traceScroll + lines))
      } else {
        let start = display.codeScroll ?? screenGeometry.codeAutoScroll(self)
        display.codeScroll = Swift.min(limit, Swift.max(0, start + lines))
      }
      if limit == 0 {
        message = StatusMessage(text: "the pane shows everything: nothing to scroll")
      }
    case .cycleDisplayMode:
      let modes = RasterMode.allCases
      let index = modes.firstIndex(of: display.mode) ?? 0
      display.mode = modes[(index + 1) % modes.count]
      message = StatusMessage(text: "display: " + Self.describe(display.mode))
    case .toggleRulers:
      display.rulers.toggle()
      rebuild()
    case .toggleSidePanes:
      display.sidePanesHidden.toggle()
      rebuild()
    case .stepThrough:
      if stepping == nil { startStepping() } else { stopStepping() }
    case .nextStep, .previousStep, .firstStep, .lastStep:
      guard let index = stepping?.index, let count = steps?.count else {
        message = StatusMessage(text: "not stepping: S steps through the negotiation")
        return []
      }
      switch command {
      case .nextStep: goToStep(index + 1)
      case .previousStep: goToStep(index - 1)
      case .firstStep: goToStep(0)
      default: goToStep(count - 1)
      }
    case .stopStepping: stopStepping()
    case .save: return save(askingForPath: false)
    case .showDiff: showDiff()
    case .saveAs: return save(askingForPath: true)
    case .help:
      overlay = .help(scroll: 0)
    case .dismiss:
      overlay = nil
      message = nil
    case .quit:
      return quit()
    }
    return []
  }

  /// What a display mode shows, for the status line.
  static func describe(_ mode: RasterMode) -> String {
    switch mode {
    case .rendered: "rendered: what SwiftUI would paint"
    case .boxes: "boxes: every view's frame, labelled with its size"
    case .both: "both: the picture with every frame over it"
    }
  }

  // MARK: Recording edits

  /// Makes `state` current (recorded for undo) and re-lays out; false when nothing changed.
  @discardableResult
  mutating func apply(_ state: DocumentState, label: String) -> Bool {
    guard history.record(state, label: label) else { return false }
    rebuild()
    return true
  }

  /// Appends `edits` to the selected panel's edits and applies them; a scene makes them in
  /// its source (`SceneSourceEditing`).
  @discardableResult
  mutating func apply(edits: [TreeEdit], label: String) -> Bool {
    var state = self.state
    guard state.edits.indices.contains(selection.panel) else { return false }
    if case .scene = kind, let source = state.sceneSource {
      guard let edited = editSource(source, with: edits) else { return false }
      state.sceneSource = edited.source
      state.scene = edited.tree
      return apply(state, label: label)
    }
    if case .gallery(.frames) = kind {
      let shared = SharedContent.distribute(
        edits, from: selection.panel, trees: panels.map(\.editedTree))
      for (index, panelEdits) in shared.enumerated() where state.edits.indices.contains(index) {
        state.edits[index] += panelEdits
      }
      return apply(state, label: label)
    }
    state.edits[selection.panel] += edits
    return apply(state, label: label)
  }
}
