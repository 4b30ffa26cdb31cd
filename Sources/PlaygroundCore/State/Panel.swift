import CellRaster
import LayoutCore
import ViewSource

/// One laid-out scene on the canvas: a gallery panel, or the scene of a scene document.
///
/// Each gallery panel is laid out on its own canvas: the shared container (the article's
/// 300×60 rectangle) with a little screen beside it, `margin` cells left and right. Panels
/// that frame themselves to the container are unaffected; the "wrong" ones, which do not,
/// are proposed the wider canvas, as the article's screen, and show what sticks out.
struct Panel: Equatable, Sendable {
  /// The method's name, or the scene's.
  var title: String
  /// The one-line note of its layout logic.
  var note: String
  /// The edited tree, or nil when the scene never parsed.
  var tree: ViewNode?
  /// The canvas it is laid out on, in points.
  var canvas: CGSize
  /// The layout (untraced: the trace pane lays the selected panel out again with its trace).
  var result: LayoutResult?
  /// Placed ids ↔ source paths.
  var map: NodeMap?
  /// Cells of canvas left and right of the container.
  var margin: Int
  /// Where the container's top-leading corner is on the canvas, in points: the origin the
  /// rulers and the inspector count from.
  var containerOrigin: CGPoint

  /// Where its drawing shows anything, in canvas points: the canvas, and for a scene every
  /// frame drawn beyond it (`DrawnExtent`), so that the canvas area can scroll to a view past
  /// the screen's edge. A gallery panel shows its canvas only.
  var drawnBounds: CGRect
  /// The canvas's safe-area insets (the safe-area gallery's simulated phone).
  var safeArea: EdgeInsets
  /// The text model it was laid out with.
  var metrics: TextMetrics
  /// Whether its layout was stopped for a waiting key: it has no result yet.
  var isInterrupted = false
  /// The tree as its edits made it, before the knobs that are no part of any file (image and
  /// placeholder sizes, scroll offsets) were resolved in it: what "unsaved" compares.
  var editedTree: ViewNode?
  /// The tree as the source has it: the edited tree, whose knobs (a scroll offset) are no
  /// part of the code, so the code and outline panes are made again only when the code changes.
  var sourceTree: ViewNode? { editedTree ?? tree }

  /// The most views whose trace the trace pane shows: a trace has several lines a view, and
  /// past this many the pane would be slower to make than a keystroke may take.
  static let traceViewLimit = 2_000

  /// The layout with its trace, made on first use and kept while the panel lays out the same
  /// tree on the same canvas (a cache, shared by the copies of the panel).
  private var traced: TracedLayout?

  /// The layout again, with its trace, when the panel has at most `traceViewLimit` views:
  /// computed once per change of the panel, however many frames show it.
  var tracedResult: LayoutResult? {
    guard let traced, let result, result.statistics.measurementsByNode.count <= Self.traceViewLimit
    else { return nil }
    return traced.result
  }

  /// Lays `tree` out on `container` with `margin` cells either side, `safeArea` inset.
  init(
    title: String, note: String, tree: ViewNode?, container: CGSize, margin: Int,
    safeArea: EdgeInsets = EdgeInsets(), metrics: TextMetrics, caches: PlaygroundCaches? = nil,
    index: Int = 0, edited: ViewNode? = nil
  ) {
    self.title = title
    self.note = note
    self.tree = tree
    self.editedTree = edited ?? tree
    let side = CGFloat(margin) * metrics.glyphWidth
    self.canvas = CGSize(width: container.width + 2 * side, height: container.height)
    self.margin = margin
    self.containerOrigin = CGPoint(x: side, y: 0)
    self.drawnBounds = CGRect(origin: .zero, size: canvas)
    self.safeArea = safeArea
    self.metrics = metrics
    if let tree {
      let laidOut =
        if let caches {
          caches.layout(tree, panel: index, in: canvas, safeArea: safeArea, metrics: metrics)
        } else {
          LayoutEngine(metrics: metrics, isTracing: false, recordsGuides: true).layout(
            tree, in: canvas, safeArea: safeArea)
        }
      guard let result = laidOut else {
        isInterrupted = true
        return
      }
      self.result = result
      self.map =
        caches?.nodeMap(tree: tree, edited: editedTree, placed: result.root, panel: index)
        ?? NodeMap(tree: tree, placed: result.root)
      self.traced =
        caches?.tracedLayout(
          of: tree, panel: index, in: canvas, safeArea: safeArea, metrics: metrics)
        ?? TracedLayout(tree: tree, canvas: canvas, safeArea: safeArea, metrics: metrics)
    }
  }
}

/// Builds a document's panels from its state: the trees, then their layouts.
enum PanelBuilder {
  /// A gallery's panels' trees for `knobs`, before edits: each panel's scene with the knobs.
  static func galleryBases(_ gallery: Gallery, knobs: Knobs) -> [ViewNode] {
    gallery.panels.map { $0.tree(for: knobs, defaults: gallery.defaultKnobs) }
  }

  /// The panels of a gallery: each base with its edits, laid out on the gallery's canvas
  /// for the container and its margins, with the gallery's safe area. (The margin is in
  /// cells: the text model's glyph is a cell wide.) A panel with a `layoutNote` gets its
  /// note from its layout.
  static func galleryPanels(
    _ gallery: Gallery, bases: [ViewNode], state: DocumentState, metrics: TextMetrics,
    caches: PlaygroundCaches? = nil
  ) -> [Panel] {
    let container = gallery.canvas(
      for: state.knobs.container ?? gallery.defaultKnobs.container ?? CenteringGallery.container)
    return gallery.panels.enumerated().map { index, spec in
      let edits = state.edits.indices.contains(index) ? state.edits[index] : []
      let base = bases.indices.contains(index) ? bases[index] : ViewNode(.empty)
      let edited = TreeEdit.replay(edits, on: base)
      var panel = Panel(
        title: spec.title, note: spec.note(state.knobs),
        tree: edited.resolvingImageSizes(state.knobs.imageSizes)
          .resolvingPlaceholderSizes(state.knobs.placeholderSizes)
          .resolvingScrollOffsets(state.knobs.scrollOffsets, panel: index),
        container: container,
        margin: gallery.horizontalMargin, safeArea: gallery.safeArea, metrics: metrics,
        caches: caches, index: index, edited: edited)
      if let layoutNote = spec.layoutNote, let result = panel.result {
        panel.note = layoutNote(result)
      } else if !edits.isEmpty {
        panel.note = EditedNote.note(after: edits, original: panel.note)
      }
      return panel
    }
  }

  /// The one panel of a scene: the scene with the shared text and its edits, on `canvas`.
  static func scenePanel(
    name: String, title: String?, state: DocumentState, canvas: CGSize, metrics: TextMetrics,
    caches: PlaygroundCaches? = nil
  ) -> Panel {
    var tree = state.scene
    if let scene = tree, let original = state.sceneText, let text = state.knobs.text {
      tree = SceneText.replacing(original, with: text, in: scene)
    }
    let edits = state.edits.first ?? []
    let edited = tree.map { TreeEdit.replay(edits, on: $0) }
    var panel = Panel(
      title: name, note: title ?? "",
      tree: edited.map {
        $0.resolvingImageSizes(state.knobs.imageSizes)
          .resolvingPlaceholderSizes(state.knobs.placeholderSizes)
          .resolvingScrollOffsets(state.knobs.scrollOffsets, panel: 0)
      },
      container: canvas, margin: 0, metrics: metrics, caches: caches, edited: edited)
    if let result = panel.result {
      panel.drawnBounds = DrawnExtent.of(
        result.root, canvas: panel.canvas,
        cell: CGSize(width: metrics.glyphWidth, height: metrics.lineHeight))
    }
    return panel
  }
}
