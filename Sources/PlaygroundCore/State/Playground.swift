import CellRaster
import LayoutCore
import ViewSource

/// The whole playground as a value: the open document, its edits and undo history, the
/// selection, the panes and what the screen shows.
///
/// Events go in through `handle(_:)` and come out as effects (quit, save a file); the screen
/// is a pure function of the state (`screen()`), so the terminal adapter only feeds events
/// and paints grids, and tests drive the playground with the same events and read the same
/// grids (TCA's TestStore, STYLE.md).
///
///     var playground = Playground(
///       document: .centeringGallery, configuration: PlaygroundConfiguration(),
///       columns: 120, rows: 40)
///     _ = playground.handle(.key(.character("]")))   // container width 310
///     print(playground.screen().text)
public struct Playground: Sendable, Equatable {
  /// The smallest terminal the playground draws in; smaller ones get a message instead.
  public static let minimumSize: (columns: Int, rows: Int) = (80, 24)

  /// The host's drawing choices.
  public private(set) var configuration: PlaygroundConfiguration
  /// The terminal's size.
  public private(set) var columns: Int
  public private(set) var rows: Int
  /// What the state asks of the screen: the scene's canvas, scrolling, what a click hit.
  let screenGeometry: ScreenGeometry

  /// What is open.
  var kind: DocumentKind
  /// The scene's title line (`// ...` or `#Preview("...")`), for scene documents.
  var sceneTitle: String? { state.sceneTitle }
  /// The views the scene's file can show, as last read (`v` cycles through them).
  var sceneRoots: [SceneRoot] = []
  /// The knobs, scene tree and edits, with undo.
  var history: EditHistory
  /// The state as opened (reset goes back to its knobs).
  var openingKnobs: Knobs
  /// A scene's source as opened: what `R` goes back to when the scene has no file.
  var openingSource: String?
  /// The laid-out panels, rebuilt after every change.
  var panels: [Panel] = []
  /// What the last keystroke computed that the next may reuse (a cache).
  let caches = PlaygroundCaches()
  /// Whether the panels on screen are older than the state: their layout gave way to a
  /// waiting key (`PlaygroundCaches.shouldStop`) and `finishLayout()` is still to run.
  public private(set) var isLayoutPending = false
  /// A gallery's panels' trees with the text knob's text, for that text (a cache: a
  /// GeometryReader's closure is parsed again for a new text; the container knob only sets
  /// frames on these trees).
  var galleryTexts = PanelTexts()
  /// The alignments a cycle goes through.
  var choices: AlignmentChoices
  /// What is selected.
  var selection = Selection()
  /// Display mode, rulers, panes, scrolling.
  var display = DisplayOptions()
  /// The help screen, the modify menu or the input line, when open.
  var overlay: Overlay?
  /// Step mode (`S`), when on: the panel stepped through and the current step.
  var stepping: StepThrough?
  /// The last message for the status line.
  var message: StatusMessage? {
    didSet {
      // Every message goes into the log too, so that one cut at the screen's edge can be read
      // whole with `!` (issue #16).
      if let message, message != oldValue { messageLog.append(message) }
      if messageLog.count > Self.messageLogLimit {
        messageLog.removeFirst(messageLog.count - Self.messageLogLimit)
      }
    }
  }
  /// The session's messages, oldest first, at most `messageLogLimit`.
  var messageLog: [StatusMessage] = []
  /// How many messages the log keeps.
  static let messageLogLimit = 500
  /// What the last edit of a scene's source did beyond its label (it changed a definition
  /// used in several places, or the file could not make it), shown after the key's message.
  var editNote: StatusMessage?
  /// The lines the diff overlay shows, made when `d` opens it.
  var diffLines: [String] = []
  /// The scene's file: its path, and what happened to it.
  var file = FileStatus()
  /// Each panel's tree as its file last held it (loaded, reloaded or saved), by panel index:
  /// what `unsavedDocuments` compares with.
  var savedTrees: [Int: ViewNode] = [:]
  /// Whether the quit question's `s` asked for the pending save: quit when it succeeds.
  var quitsAfterSave = false
  /// The documents `G` cycles through: the scene the playground was opened with (if any),
  /// then every gallery.
  var documents: [PlaygroundDocument] = []
  /// Which of `documents` is open.
  var documentIndex = 0
  /// The other documents as they were left (edits, undo, selection), by index in `documents`.
  var parked: [Int: Playground] = [:]

  /// Opens `document` on a terminal of `columns` × `rows`: a gallery at its default knobs,
  /// or a scene parsed from its source (when it does not parse, the status line shows the
  /// first error and the canvas waits for a `fileChanged` that does).
  ///
  /// `screenGeometry` answers what the state asks of the screen (the public initializer gives
  /// the screen layer's, `ScreenGeometry.composed`).
  init(
    document: PlaygroundDocument, configuration: PlaygroundConfiguration, columns: Int, rows: Int,
    screenGeometry: ScreenGeometry
  ) {
    self.screenGeometry = screenGeometry
    self.configuration = configuration
    self.columns = Swift.max(0, columns)
    self.rows = Swift.max(0, rows)
    var state: DocumentState
    switch document {
    case .centeringGallery, .frameGallery, .safeAreaGallery, .listRowGallery, .spacingGallery,
      .leafViewsGallery, .containersGallery:
      let gallery = document.gallery ?? .centering
      kind = .gallery(gallery)
      message = gallery.hint.map { StatusMessage(text: $0) }
      state = DocumentState(
        knobs: gallery.defaultKnobs, scene: nil, sceneText: nil,
        edits: Array(repeating: [], count: gallery.panels.count))
      choices = AlignmentChoices(
        trees: PanelBuilder.galleryBases(gallery, knobs: gallery.defaultKnobs),
        extra: gallery == .frames ? FrameGallery.alignments : [])
    case .scene(let name, let source, let path):
      kind = .scene(name: name)
      file.path = path
      file.savedSource = path == nil ? nil : source
      let parsed = SceneParser.parse(source)
      sceneRoots = parsed.roots
      let text = parsed.tree.flatMap(SceneText.firstText)
      state = DocumentState(
        knobs: Knobs(container: nil, text: text), scene: parsed.tree, sceneText: text,
        edits: [[]], sceneSource: source, sceneTitle: parsed.title)
      choices = AlignmentChoices(trees: parsed.tree.map { [$0] } ?? [])
      if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
        file.problem = FileProblem(error)
      }
    }
    // `--image` sizes win over a gallery's own (the leaf-views gallery's 160×100 photo).
    state.knobs.imageSizes.merge(configuration.imageSizes) { $1 }
    state.knobs.placeholderSizes = configuration.placeholderSizes
    openingKnobs = state.knobs
    openingSource = state.sceneSource
    history = EditHistory(state)
    let galleries = Gallery.allCases.map(\.document)
    documents = document.gallery == nil ? [document] + galleries : galleries
    documentIndex = documents.firstIndex(of: document) ?? 0
    rebuild()
    switch kind {
    case .gallery: selectFirstEditableView()
    case .scene: markSelectedPanelSaved()  // as loaded: nothing unsaved
    }
    keepSelectionVisible()
  }

  /// Handles one event and returns what the host must do.
  public mutating func handle(_ event: InputEvent) -> [PlaygroundEffect] {
    switch event {
    case .key(let key):
      let scrollsCanvas =
        overlay == nil && stepping == nil && Self.commandsByKey[key]?.scrollsCanvas == true
      let effects = handleKey(key)
      // Any key but the canvas's own scrolling brings the selection back into view, as a key
      // typed in an editor brings its cursor back.
      if !scrollsCanvas { keepSelectionVisible() }
      return effects
    case .click(let column, let row):
      message = nil
      if refusesPointerInStepMode() { return [] }
      click(column: column, row: row)
      return []
    case .wheel(let column, let row, let lines):
      message = nil
      if refusesPointerInStepMode() { return [] }
      wheel(column: column, row: row, lines: lines)
      return []
    case .sidewaysWheel(let column, let row, let columns):
      message = nil
      if refusesPointerInStepMode() { return [] }
      sidewaysWheel(column: column, row: row, columns: columns)
      return []
    case .resize(let columns, let rows):
      self.columns = Swift.max(0, columns)
      self.rows = Swift.max(0, rows)
      rebuild()
      return []
    case .fileChanged(let contents):
      withSceneDocument { $0.fileChanged(contents) }
      return []
    case .fileNotText(let notText):
      withSceneDocument { $0.fileNotText(notText) }
      return []
    case .fileDeleted:
      withSceneDocument { $0.fileDeleted() }
      return []
    case .saved(let path, let error):
      saved(path: path, error: error)
      return continueQuitting(saveError: error)
    case .saveConflict(let path, let conflict):
      saveConflict(path: path, conflict: conflict)
      return []
    }
  }

  // MARK: Derived state

  /// The document state now.
  var state: DocumentState { history.state }

  /// The selected panel.
  var selectedPanel: Panel? {
    panels.indices.contains(selection.panel) ? panels[selection.panel] : nil
  }

  /// The selected source node.
  var selectedNode: ViewNode? { selectedPanel?.tree?[path: selection.path] }

  /// The placed node of the selection, when it is laid out itself.
  var selectedPlacedNode: PlacedNode? {
    guard let panel = selectedPanel, let id = panel.map?.firstID(of: selection.path) else {
      return nil
    }
    return panel.result?.root.node(id: id)
  }

  /// The selected node's editable properties.
  var selectedProperties: [NodeProperty] {
    selectedNode.map(NodeProperty.properties) ?? []
  }

  /// The focused property, if the selection has any.
  var focusedProperty: NodeProperty? {
    let properties = selectedProperties
    guard !properties.isEmpty else { return nil }
    return properties[Swift.min(selection.property, properties.count - 1)]
  }

  /// The canvas a scene is laid out on when the knob does not fix it, in points.
  var screenCanvas: CGSize { screenGeometry.sceneCanvas(self) }

  /// Lets layouts give way to input: `shouldStop` ("a key is waiting") is asked every 1,024
  /// sizes computed, and true abandons the layout, keeping the last one on screen
  /// (`isLayoutPending`) until the host calls `finishLayout()`. So a scene whose layout takes
  /// long never blocks the keys that change it (issue #7).
  public func layoutsGiveWay(to shouldStop: (() -> Bool)?) { caches.shouldStop = shouldStop }

  /// Lays out what the last keystrokes changed, without giving way to input: the host calls
  /// it when no key is waiting and `isLayoutPending` is true.
  public mutating func finishLayout() {
    guard isLayoutPending else { return }
    let shouldStop = caches.shouldStop
    caches.shouldStop = nil
    defer { caches.shouldStop = shouldStop }
    rebuild()
  }

  /// Rebuilds the panels from the document state, then keeps the selection inside what now
  /// exists and on screen.
  mutating func rebuild() {
    layOutPanels()
    keepSelectionVisible()
  }

  /// Lays the panels out from the document state and keeps the selection inside what now
  /// exists.
  mutating func layOutPanels() {
    let state = history.state
    let metrics = configuration.metrics
    var built: [Panel]
    switch kind {
    case .gallery(let gallery):
      let panels = gallery.panels
      if galleryTexts.text != state.knobs.text || galleryTexts.trees.count != panels.count {
        galleryTexts = PanelTexts(
          text: state.knobs.text, trees: panels.map { $0.withText(state.knobs.text) })
      }
      let bases = zip(panels, galleryTexts.trees).map { panel, tree in
        panel.shaped(tree, for: state.knobs, defaults: gallery.defaultKnobs)
      }
      built = PanelBuilder.galleryPanels(
        gallery, bases: bases, state: state, metrics: metrics, caches: caches)
    case .scene(let name):
      built = [
        PanelBuilder.scenePanel(
          name: name, title: sceneTitle, state: state,
          canvas: state.knobs.container ?? screenCanvas, metrics: metrics, caches: caches)
      ]
    }
    // A layout stopped for a waiting key: the last layout stays on screen until one finishes
    // (`finishLayout`), and the state (knobs, edits) is already the new one.
    isLayoutPending = built.contains(where: \.isInterrupted) && !panels.isEmpty
    if !isLayoutPending { panels = built }
    selection.panel = Swift.min(Swift.max(0, selection.panel), Swift.max(0, panels.count - 1))
    if let tree = selectedPanel?.tree {
      selection.path = tree.nearestPath(to: selection.path)
    } else {
      selection.path = []
    }
    let count = selectedProperties.count
    if selection.property >= count { selection.property = 0 }
  }

  /// Scrolls the canvas so that the selection is on screen, on both axes: the selected
  /// panel's block, then the cells of the selected view (its top-leading corner when it is
  /// larger than the canvas area), and keeps the offsets within the content.
  ///
  /// Called after every change of the selection and every layout, so that no key, click, find
  /// or resize leaves the selection out of view; only scrolling the canvas itself (`PgDn`,
  /// `H` `L`, the wheel) moves the view away from it.
  mutating func keepSelectionVisible() {
    // A scroll view hiding the selection scrolls first, and the panels are laid out again;
    // a few rounds reach a view inside nested scroll views.
    for _ in 0..<3 {
      guard scrollSelectionIntoView() else { break }
      layOutPanels()
    }
    let extent = screenGeometry.canvasExtent(self)
    if extent.blocks.indices.contains(selection.panel), kind.gallery != nil {
      display.canvasScroll = Self.offset(
        display.canvasScroll, showing: extent.blocks[selection.panel], in: extent.height)
    }
    if let cells = extent.selection {
      display.canvasScroll = Self.offset(
        display.canvasScroll, showing: cells.rows, in: extent.height)
      display.canvasScrollColumns = Self.offset(
        display.canvasScrollColumns, showing: cells.columns, in: extent.width)
    }
    display.canvasScroll = Swift.min(Swift.max(0, display.canvasScroll), extent.maximumScroll)
    display.canvasScrollColumns = Swift.min(
      Swift.max(0, display.canvasScrollColumns), extent.maximumScrollColumns)
  }

  /// The scroll offset nearest to `offset` that shows `range` in `length` cells: its start
  /// when it is longer than that.
  static func offset(_ offset: Int, showing range: Range<Int>, in length: Int) -> Int {
    guard length > 0, !range.isEmpty else { return offset }
    if range.count > length || range.lowerBound < offset { return range.lowerBound }
    if range.upperBound > offset + length { return range.upperBound - length }
    return offset
  }

  /// Scrolls the canvas area by `rows` and `columns` cells, within its content; says so when
  /// there is nothing to scroll that way.
  mutating func scrollCanvas(rows: Int, columns: Int) {
    let extent = screenGeometry.canvasExtent(self)
    display.canvasScroll = Swift.min(
      extent.maximumScroll, Swift.max(0, display.canvasScroll + rows))
    display.canvasScrollColumns = Swift.min(
      extent.maximumScrollColumns, Swift.max(0, display.canvasScrollColumns + columns))
    if rows != 0, extent.maximumScroll == 0 {
      message = StatusMessage(text: "everything fits: nothing to scroll")
    } else if columns != 0, extent.maximumScrollColumns == 0 {
      message = StatusMessage(text: "everything fits across: nothing to scroll sideways")
    }
  }
}

/// How the playground draws: mode, rulers, which side pane, scroll offsets.
struct DisplayOptions: Equatable, Sendable {
  /// The side pane shown.
  enum SidePane: Equatable, Sendable {
    /// The inspector above the trace.
    case inspector
    /// The scene as source.
    case code
    /// The selected panel's view tree.
    case outline

    /// The pane `Tab` goes to from this one.
    var next: SidePane {
      switch self {
      case .inspector: .code
      case .code: .outline
      case .outline: .inspector
      }
    }
  }

  var mode: RasterMode = .rendered
  var rulers = true
  var sidePane = SidePane.inspector
  var sidePanesHidden = false
  /// Rows of canvas content scrolled off the top.
  var canvasScroll = 0
  /// Columns of canvas content scrolled off the left.
  var canvasScrollColumns = 0
  /// Lines of the trace scrolled off the top.
  var traceScroll = 0
  /// The words `/` last found a view by: what ↑ brings back, and an empty query finds again.
  var lastFind = ""
  /// Lines of code scrolled off the top, or nil to follow the selection.
  var codeScroll: Int?
}

/// What covers the normal screen, or takes the keys.
enum Overlay: Equatable, Sendable {
  /// The help screen, scrolled by this many lines.
  case help(scroll: Int)
  /// The modify menu for the selection.
  case modifyMenu
  /// The input line.
  case input(InputLine)
  /// The pending save as a unified diff (`d`), scrolled by this many lines.
  case diff(scroll: Int)
  /// The session's messages (`!`), scrolled by this many lines.
  case messages(scroll: Int)
}

/// A message in the status line.
struct StatusMessage: Equatable, Sendable {
  var text: String
  var isError = false
}

/// The scene's file, as far as the playground knows it.
struct FileStatus: Equatable, Sendable {
  /// Where `s` writes; nil for a built-in scene or a gallery.
  var path: String?
  /// Set when the file disappeared from disk.
  var isDeleted = false
  /// Why the file on disk was not taken (it does not parse, or is not text); while set, `s`
  /// asks before writing over the file.
  var problem: FileProblem?
  /// The path a save was asked for and not yet answered.
  var pendingSave: String?
  /// What that save writes: the file's text once the host says it is written.
  var pendingContents: String?
  /// The text the file holds as far as the playground knows: as loaded, reloaded or saved
  /// (nil for a gallery or a scene never saved to a file).
  var savedSource: String?
}

/// A gallery's panels' trees with one text, the text knob's.
struct PanelTexts: Equatable, Sendable {
  var text: String?
  var trees: [ViewNode] = []
}
