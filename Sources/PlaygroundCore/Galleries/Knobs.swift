import LayoutCore
import ViewSource

/// The shared knobs of a document: the container size, the text, and (frame gallery) the
/// alignment, which every panel uses at once.
///
/// In a gallery the container is the seed article's 300×60 rectangle that every method
/// centres the text in; in a scene it is the canvas the root is proposed (nil: the part of
/// the screen the canvas has). Knob changes are edits like any other: undo takes them back.
struct Knobs: Equatable, Sendable {
  /// The container size in points, or nil for a scene canvas that fills the screen.
  var container: CGSize?
  /// The shared text, or nil when the document has none.
  var text: String?
  /// The frame gallery's alignment, an index into `FrameGallery.alignments`.
  var alignmentIndex: Int?
  /// The size of each placeholder by view name (`--placeholder NAME=WxH`, then the
  /// inspector's steps); every placeholder of that name takes it.
  var placeholderSizes: [String: CGSize] = [:]
  /// The size of each image asset by name (a gallery's own, `--image NAME=WxH`, then the
  /// inspector's steps); the others are `Image.defaultSize` (reference §18).
  var imageSizes: [String: CGSize] = [:]
  /// How far each scroll view is scrolled, by panel and path (reference §14.3): a value of
  /// the playground, never of the file (§12 item 39).
  var scrollOffsets: [ScrollOffsetKey: CGPoint] = [:]
}

/// A scroll view of one panel: the panel's index and the view's path in its tree.
struct ScrollOffsetKey: Hashable, Sendable {
  var panel: Int
  var path: TreePath
}

/// The knob commands: container size, text, and the frame gallery's alignment.
///
/// Each is recorded like an edit, so undo takes a knob change back, and each rebuilds every
/// panel at once: a gallery sets the knobs on each panel's scene tree (`GalleryPanel`) and
/// replays the panel's edits on it.
extension Playground {

  /// The container (a scene's canvas) now, in points.
  var container: CGSize {
    state.knobs.container ?? selectedPanel?.canvas ?? screenCanvas
  }

  /// `[ ] { }` and `- = _ +`: the container (a scene's canvas) by `width` and `height` points.
  mutating func changeContainer(width: Int, height: Int) {
    var state = self.state
    let old = container
    let new = CGSize(
      width: Swift.max(0, old.width + CGFloat(width)),
      height: Swift.max(0, old.height + CGFloat(height)))
    state.knobs.container = new
    let name: String
    switch kind {
    case .gallery(let gallery): name = gallery.containerName
    case .scene: name = "canvas"
    }
    let axis = width != 0 ? "width" : "height"
    let label = "\(name) \(PointText.size(old)) → \(PointText.size(new))"
    if apply(state, label: label) {
      message = StatusMessage(text: label)
    } else {
      message = StatusMessage(text: "the \(name) \(axis) cannot go below 0")
    }
  }

  /// `t` `T`: the next or previous prepared text (a scene's own text first).
  mutating func cycleText(_ steps: Int) {
    guard let current = state.knobs.text else {
      message = StatusMessage(text: "this document has no text to change")
      return
    }
    var texts = TextChoices.all
    if let original = state.sceneText, !texts.contains(original) { texts.insert(original, at: 0) }
    let index = texts.firstIndex(of: current) ?? (steps > 0 ? -1 : texts.count)
    let count = texts.count
    let next = texts[((index + steps) % count + count) % count]
    setText(next)
  }

  /// Makes `text` the shared text of every panel.
  mutating func setText(_ text: String) {
    var state = self.state
    state.knobs.text = text
    let label = "text " + TextChoices.describe(text)
    if apply(state, label: label) {
      var note = label
      if case .gallery = kind, text.contains("\n") {
        note += "; the panels drop .lineLimit(1) so that both lines show"
      }
      message = StatusMessage(text: note)
    }
  }

  /// `a` `A`: the frame gallery's shared alignment, or the selection's alignment.
  mutating func cycleAlignment(_ steps: Int) {
    if case .gallery(.frames) = kind {
      var state = self.state
      let count = Swift.min(FrameGallery.alignments.count, FrameGallery.alignmentNames.count)
      let index = state.knobs.alignmentIndex ?? FrameGallery.defaultAlignmentIndex
      let next = ((index + steps) % count + count) % count
      state.knobs.alignmentIndex = next
      let name = FrameGallery.alignmentNames[next]
      apply(state, label: "alignment \(name)")
      message = StatusMessage(text: "alignment \(name) in all three frames" + Self.note(for: next))
      return
    }
    guard let index = selectedProperties.firstIndex(of: .alignment) else {
      message = StatusMessage(
        text: "\(selectedNode?.displayName ?? "the selection") has no alignment: select a frame, "
          + "a stack or an overlay")
      return
    }
    selection.property = index
    changeProperty(by: steps)
  }

  /// What the frame gallery's custom alignments are, for the status line.
  static func note(for alignmentIndex: Int) -> String {
    switch FrameGallery.alignmentNames[alignmentIndex] {
    case ".quarter": " (custom: a quarter of the size; no fraction for FractionFrame)"
    case ".marker": " (custom: set by the content's explicit alignmentGuides)"
    default: ""
    }
  }
}
