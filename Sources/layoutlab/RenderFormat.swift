/// What `layoutlab render` prints: the grid of cells as text, an SVG picture in points, or an
/// HTML page with the picture and the trace (issue #16, "pictures for articles").
enum RenderFormat: String {
  case text
  case svg
  case html
}
