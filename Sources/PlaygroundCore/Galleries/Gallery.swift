import LayoutCore

/// The built-in galleries: panels side by side that share one set of knobs.
///
/// `allCases` is the order `G` cycles them in and `layoutlab --gallery` lists them in.
enum Gallery: Equatable, Sendable, CaseIterable {
  /// Every centering method of the seed article.
  case centering
  /// The seed question's `frame` vs `myFrame` vs `FractionFrame`.
  case frames
  /// The seed article's top bar bleeding into the safe area, and its fix.
  case safeArea
  /// The seed article's List row, and the row filled with `maxHeight: .infinity`.
  case listRow
  /// The seed article's VStack with uneven default spacing, and `spacing: 0`.
  case spacing
  /// Leaf views (issue #14): an Image fixed, resizable, fit and fill, Button styles, a Toggle
  /// and a TextField.
  case leafViews
  /// Containers (issue #15): a Grid and a VStack of HStacks holding the same texts, and a
  /// ViewThatFits choosing its text.
  case containers

  /// The command-line name: `layoutlab --gallery NAME`.
  var name: String {
    switch self {
    case .centering: "centering"
    case .frames: "frame"
    case .safeArea: "safe-area"
    case .listRow: "list-row"
    case .spacing: "spacing"
    case .leafViews: "leaf-views"
    case .containers: "containers"
    }
  }

  /// The document that opens the gallery.
  var document: PlaygroundDocument {
    switch self {
    case .centering: .centeringGallery
    case .frames: .frameGallery
    case .safeArea: .safeAreaGallery
    case .listRow: .listRowGallery
    case .spacing: .spacingGallery
    case .leafViews: .leafViewsGallery
    case .containers: .containersGallery
    }
  }

  /// The title bar's name for the gallery.
  var title: String {
    switch self {
    case .centering: "Centering gallery"
    case .frames: "frame vs myFrame vs FractionFrame"
    case .safeArea: "Safe-area bleed"
    case .listRow: "List row"
    case .spacing: "Uneven default spacing"
    case .leafViews: "Leaf views"
    case .containers: "Containers"
    }
  }

  /// What the status line says when the gallery opens: what its panels cannot say in a note.
  var hint: String? {
    switch self {
    case .centering:
      "t: a longer text shows the methods apart; ≠ marks a panel laid out unlike panel 1"
    case .frames: nil
    case .safeArea:
      "each panel is a phone scaled down: safe area 40 pt at the top, 20 at the bottom (hatched)"
    case .listRow: "the List's one row is 80 pt (defaultMinListRowHeight); b shows each view's box"
    case .spacing:
      "LayoutLab does not model SwiftUI's Text font-metric spacing (§12); ↕8 marks each 8-pt gap, thinner than a row"
    case .leafViews:
      "the photo asset is 160×100 pt (--image photo=WxH, or the Image's width and height); notes read the layout"
    case .containers:
      "one Grid lines up columns that separate HStacks do not; narrow the container ({) to see ViewThatFits choose"
    }
  }

  /// Whether a panel laid out unlike the first gets a `≠` on its title: the galleries whose
  /// panels are ways to one picture (issue #16: the first screen teaches).
  var marksDifferences: Bool {
    switch self {
    case .centering, .spacing: true
    case .frames, .safeArea, .listRow, .leafViews, .containers: false
    }
  }

  /// Rows under each panel's canvas: the frame gallery's verdict, the spacing gallery's gaps.
  var footerRows: Int {
    switch self {
    case .frames: 2
    case .spacing: 1
    default: 0
    }
  }

  /// The panels, in reading order.
  var panels: [GalleryPanel] {
    switch self {
    case .centering: CenteringGallery.panels
    case .frames: FrameGallery.panels
    case .safeArea: SafeAreaGallery.panels
    case .listRow: ListRowGallery.panels
    case .spacing: SpacingGallery.panels
    case .leafViews: LeafViewsGallery.panels
    case .containers: ContainersGallery.panels
    }
  }

  /// The knobs as the gallery opens.
  var defaultKnobs: Knobs {
    switch self {
    case .centering: Knobs(container: CenteringGallery.container, text: TextChoices.short)
    case .frames:
      Knobs(
        container: FrameGallery.container, text: nil,
        alignmentIndex: FrameGallery.defaultAlignmentIndex)
    case .safeArea: Knobs(container: SafeAreaGallery.canvas, text: TextChoices.short)
    case .listRow: Knobs(container: ListRowGallery.canvas, text: TextChoices.short)
    case .spacing: Knobs(container: CenteringGallery.container, text: TextChoices.short)
    case .leafViews:
      Knobs(
        container: LeafViewsGallery.container, text: nil,
        imageSizes: [LeafViewsGallery.photo: LeafViewsGallery.photoSize])
    case .containers: Knobs(container: ContainersGallery.container, text: nil)
    }
  }

  /// What the container knob is called in messages: the shared rectangle, or the panel's
  /// whole canvas (the safe-area and List galleries lay out a little screen).
  var containerName: String {
    switch self {
    case .frames: "frames"
    case .safeArea, .listRow: "canvas"
    case .centering, .spacing, .leafViews, .containers: "container"
    }
  }

  /// The size each panel is laid out in (between its margins) for the container knob: the
  /// container itself, or (spacing) the three stacked containers and their two gaps.
  func canvas(for container: CGSize) -> CGSize {
    switch self {
    case .spacing:
      CGSize(width: container.width, height: 3 * container.height + 2 * SpacingGallery.gap)
    default: container
    }
  }

  /// The safe-area insets of each panel's canvas.
  var safeArea: EdgeInsets {
    self == .safeArea ? SafeAreaGallery.insets : EdgeInsets()
  }

  /// Cells of empty canvas left and right of each panel's container, where a view that
  /// overflows it (the wrong ZStack's long text) stays visible.
  var horizontalMargin: Int {
    switch self {
    case .centering, .spacing: 3
    case .frames, .safeArea, .listRow, .leafViews, .containers: 0
    }
  }
}
