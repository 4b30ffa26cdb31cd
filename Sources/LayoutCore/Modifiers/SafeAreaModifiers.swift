extension View {
  /// Shows `content` above or below the view, which is proposed what is left and sees its
  /// safe area grow by the content's height and `spacing` (§14.6).
  ///
  ///     List { ... }
  ///       .safeAreaInset(edge: .bottom) { Text("3 items").padding() }
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modified(
      .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing)),
      secondary: content().viewNodes)
  }

  /// Shows `content` beside the view, which is proposed what is left and sees its safe area
  /// grow by the content's width and `spacing` (§14.6).
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modified(
      .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing)),
      secondary: content().viewNodes)
  }

  /// Adds `insets` to the view's safe area: laid out as padding, but a view that ignores the
  /// safe area reaches through it (§14.7).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modified(.safeAreaPadding(insets))
  }

  /// Adds `length` (16 points when nil, as `padding`) to the safe area on `edges` (§14.7).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified(.safeAreaPadding(EdgeInsets(edges, length ?? defaultPadding)))
  }

  /// Adds `length` to the safe area on every edge (§14.7).
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    modified(.safeAreaPadding(EdgeInsets(.all, length)))
  }
}
