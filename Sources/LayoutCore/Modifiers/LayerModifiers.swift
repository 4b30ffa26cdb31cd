extension View {
  /// Layers `content` behind the view, proposed the view's size and aligned to it (§5.2).
  public func background<Content: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content
  ) -> some View {
    modified(.background(.view(alignment: alignment)), secondary: content().viewNodes)
  }

  /// Layers `content` behind the view (the older form with the view first).
  public func background<Content: View>(_ content: Content, alignment: Alignment = .center)
    -> some View
  {
    modified(.background(.view(alignment: alignment)), secondary: content.viewNodes)
  }

  /// Fills the view's bounds behind it with `style`, bleeding into the safe area on
  /// `edges` where the view touches it; the default ignores all safe-area edges (§5.2).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modified(
      .background(.style(ignoresSafeAreaEdges: edges)),
      secondary: [ViewNode(.color(style.resolvedColor))])
  }

  /// Fills the view's bounds behind it with `color` (a colour is a shape style).
  public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modified(.background(.style(ignoresSafeAreaEdges: edges)), secondary: [ViewNode(.color(color))])
  }

  /// Fills `shape` in the view's bounds behind it with `style`.
  public func background<S: ShapeStyle, Outline: Shape>(
    _ style: S, in shape: Outline, fillStyle: Void = ()
  ) -> some View {
    modified(
      .background(.style(ignoresSafeAreaEdges: [])),
      secondary: [ViewNode(.shape(shape.shapeKind, .fill(style.resolvedColor)))])
  }

  /// Layers `content` in front of the view, proposed the view's size and aligned to it (§5.2).
  public func overlay<Content: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content
  ) -> some View {
    modified(.overlay(.view(alignment: alignment)), secondary: content().viewNodes)
  }

  /// Layers `content` in front of the view (the older form with the view first).
  public func overlay<Content: View>(_ content: Content, alignment: Alignment = .center)
    -> some View
  {
    modified(.overlay(.view(alignment: alignment)), secondary: content.viewNodes)
  }

  /// Fills the view's bounds in front of it with `style`.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modified(
      .overlay(.style(ignoresSafeAreaEdges: edges)),
      secondary: [ViewNode(.color(style.resolvedColor))])
  }

  /// Fills the view's bounds in front of it with `color`.
  public func overlay(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modified(.overlay(.style(ignoresSafeAreaEdges: edges)), secondary: [ViewNode(.color(color))])
  }

  /// Outlines the view's bounds, inside them, without changing its layout (§5.2).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modified(.border(content.resolvedColor, width: width))
  }
}
