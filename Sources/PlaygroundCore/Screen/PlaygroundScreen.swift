import CellRaster

/// The playground on the screen: opened with the screen layer's geometry, and drawn by it.
///
/// The state layer is given what it asks of the screen (`ScreenGeometry`) rather than calling
/// the composer, so the one place that joins the two is here, where a playground is opened.
extension Playground {
  /// Opens `document` on a terminal of `columns` × `rows`: a gallery at its default knobs,
  /// or a scene parsed from its source (when it does not parse, the status line shows the
  /// first error and the canvas waits for a `fileChanged` that does).
  public init(
    document: PlaygroundDocument, configuration: PlaygroundConfiguration, columns: Int, rows: Int
  ) {
    self.init(
      document: document, configuration: configuration, columns: columns, rows: rows,
      screenGeometry: .composed)
  }

  /// The screen: exactly `columns` × `rows` cells.
  public func screen() -> CellGrid {
    let grid = ScreenComposer(playground: self).compose()
    return configuration.boxDrawing.isASCII ? ASCIIFallback.apply(to: grid) : grid
  }
}
