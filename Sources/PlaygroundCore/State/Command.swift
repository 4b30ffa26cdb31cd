/// Everything the playground can be asked to do: what keys, clicks and menus turn into.
///
/// Commands are values so that `reduce` can be tested by sending them directly (as TCA's
/// TestStore sends actions), and so that one key table can name them for dispatch, the
/// legend and the help screen alike.
public enum Command: Hashable, Sendable {
  // Selection.
  /// Select the parent of the selected view.
  case selectParent
  /// Select the first child (a modifier's content, a stack's first view).
  case selectFirstChild
  /// Select the previous sibling.
  case selectPreviousSibling
  /// Select the next sibling.
  case selectNextSibling
  /// Select the next panel of a gallery (its root view).
  case nextPanel
  /// Select the previous panel of a gallery.
  case previousPanel
  /// Open the next (1) or previous (-1) gallery; a scene opened with the playground is one
  /// stop of the cycle, and each document keeps its edits while another is open.
  case cycleGallery(Int)
  /// Show the next (1) or previous (-1) view of the scene's file: its previews, app and
  /// view structs (`SceneRoot`).
  case cycleSceneView(Int)
  /// Scroll the canvas down by a screenful (galleries whose panels do not fit).
  case scrollCanvasDown
  /// Scroll the canvas up by a screenful.
  case scrollCanvasUp
  /// Scroll the canvas area left by half its width.
  case scrollCanvasLeft
  /// Scroll the canvas area right by half its width.
  case scrollCanvasRight

  // Shared knobs.
  /// Change the shared container width (a scene's canvas width) by this many points.
  case changeContainerWidth(Int)
  /// Change the shared container height (a scene's canvas height) by this many points.
  case changeContainerHeight(Int)
  /// The next (1) or previous (-1) of the prepared texts.
  case cycleText(Int)
  /// Type a text of your own in the input line.
  case typeText
  /// The next (1) or previous (-1) alignment: of the compared frames in the frame gallery,
  /// of the selection elsewhere.
  case cycleAlignment(Int)

  // Editing the selection.
  /// Focus the next editable property of the selection (shown with ▸ in the inspector).
  case nextProperty
  /// Change the focused property by this many steps (1 fine, 5 coarse; negative is down).
  case changeProperty(Int)
  /// Type the focused property's value in the input line.
  case typePropertyValue
  /// Add `.fixedSize()`, or cycle a fixedSize's axes (both, horizontal, vertical).
  case toggleFixedSize
  /// Open the modify menu: add or remove a modifier, wrap in a stack, delete.
  case openModifyMenu
  /// Delete the selection (a modifier is removed and its content kept).
  case deleteSelection
  /// Undo the last edit.
  case undo
  /// Redo the last undone edit.
  case redo
  /// Drop every edit and knob change: back to the document as opened.
  case reset
  /// Drop the selected panel's edits, keeping the knobs and the other panels' edits.
  case resetPanel

  // Panes and display.
  /// Switch the side pane: inspector and trace, or code.
  case switchSidePane
  /// Scroll the trace (or code) pane by this many lines.
  case scrollPane(Int)
  /// Find a view by its kind, text or label (`/`).
  case find
  /// Show the session's messages, whole (`!`).
  case showMessages
  /// Cycle the display mode: rendered, boxes, both.
  case cycleDisplayMode
  /// Show or hide the point rulers.
  case toggleRulers
  /// Hide or show the side panes, giving the canvas the whole width.
  case toggleSidePanes

  // Step through the negotiation (`StepThrough`).
  /// Start stepping through the selected panel's layout (or leave step mode).
  case stepThrough
  /// The next step: a proposal or an answer.
  case nextStep
  /// The previous step.
  case previousStep
  /// The first step.
  case firstStep
  /// The last step.
  case lastStep
  /// Leave step mode, giving the selection back.
  case stopStepping

  // Files.
  /// Write the edited scene as SwiftUI source to its file (or ask where).
  case save
  /// Show the pending save as a unified diff.
  case showDiff
  /// Write the edited scene to a path typed in the input line.
  case saveAs
  /// Show the outline pane, or back to the inspector.
  case toggleOutline

  // The playground.
  /// Show the help screen.
  case help
  /// Close the help screen, a menu or the input line.
  case dismiss
  /// Leave the playground.
  case quit
}

extension Command {
  /// Whether the command scrolls the canvas area itself, and so may leave the selection out
  /// of view.
  var scrollsCanvas: Bool {
    switch self {
    case .scrollCanvasDown, .scrollCanvasUp, .scrollCanvasLeft, .scrollCanvasRight: true
    default: false
    }
  }
}
