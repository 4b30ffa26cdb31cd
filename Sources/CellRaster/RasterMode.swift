/// What the rasterizer draws: the picture, the layout, or both (issue #4).
public enum RasterMode: String, CaseIterable, Sendable {
  /// What SwiftUI would paint: fills, shapes, text, borders.
  case rendered
  /// The layout itself: every placed node as a labelled box outline.
  case boxes
  /// `rendered`, then `boxes` over it, with one node highlighted (the playground's selection).
  case both
}
