import LayoutCore

/// One panel of a gallery: a title, a one-line note of its layout logic, and its scene as
/// SwiftUI source for the current knobs.
///
/// Panels are written as scene source and parsed (rather than built in Swift) so that the
/// code pane prints what the panel is, custom alignments and `GeometryReader` closures
/// included, and so that a knob change rebuilds every panel with the same shape.
struct GalleryPanel: Sendable {
  /// The method, as the article names it: `Spacer()`, `ZStack (wrong)`.
  let title: String
  /// Why it lays out as it does, in one line, with the knobs' numbers.
  let note: @Sendable (Knobs) -> String
  /// The scene source for these knobs.
  let source: @Sendable (Knobs) -> String
}

/// The built-in galleries: panels side by side that share one set of knobs.
enum Gallery: Equatable, Sendable {
  /// Every centering method of the seed article.
  case centering
  /// The seed question's `frame` vs `myFrame` vs `FractionFrame`.
  case frames

  /// The title bar's name for the gallery.
  var title: String {
    switch self {
    case .centering: "Centering gallery"
    case .frames: "frame vs myFrame vs FractionFrame"
    }
  }

  /// The panels, in reading order.
  var panels: [GalleryPanel] {
    switch self {
    case .centering: CenteringGallery.panels
    case .frames: FrameGallery.panels
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
    }
  }

  /// Cells of empty canvas left and right of each panel's container, where a view that
  /// overflows it (the wrong ZStack's long text) stays visible.
  var horizontalMargin: Int {
    switch self {
    case .centering: 3
    case .frames: 0
    }
  }
}
