extension View {
  /// Clips the view's drawing to its bounds; layout is unchanged (§7).
  public func clipped() -> some View {
    modified(.clipped)
  }

  /// Extends the view into the safe area on `edges` where it touches it (§1.1, §5.2); the
  /// keyboard's region is empty on a terminal, so `.keyboard` alone changes nothing (§12).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modified(.ignoresSafeArea(regions: regions, edges: edges))
  }

  /// Sets the colour of text and foreground-styled shapes in the view.
  public func foregroundColor(_ color: Color?) -> some View {
    attributed(.foregroundColor(color))
  }

  /// Sets the foreground style of the view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    attributed(.foregroundStyle(style.resolvedColor))
  }

  /// Sets the font of text in the view; the terminal draws titles and headlines bold.
  public func font(_ font: Font?) -> some View {
    attributed(.font(font))
  }

  /// Draws text in the view bold.
  public func bold(_ isActive: Bool = true) -> some View {
    attributed(.bold(isActive))
  }

  /// Hides the view: it is not drawn, but keeps its place in the layout (Docs §7).
  public func hidden() -> some View {
    attributed(.hidden)
  }

  /// Draws the view in front of its siblings with a lower value and behind those with a
  /// higher one; the layout is unchanged (Docs §5.1).
  public func zIndex(_ value: Double) -> some View {
    attributed(.zIndex(value))
  }

  /// Sets the view's opacity, 0 (invisible, still laid out) to 1.
  public func opacity(_ opacity: Double) -> some View {
    attributed(.opacity(opacity))
  }

  /// Sets the tint colour of controls in the view.
  public func tint(_ tint: Color?) -> some View {
    attributed(.tint(tint))
  }

  /// Limits text in the view to `number` lines (§3.3 rule 4); nil removes the limit.
  public func lineLimit(_ number: Int?) -> some View {
    attributed(.lineLimit(number))
  }

  /// Limits text in the view to at most `limit.upperBound` lines, and makes it at least
  /// `limit.lowerBound` lines tall (§19.4).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    attributed(.lineLimitRange(.closed(limit.lowerBound, limit.upperBound)))
  }

  /// Makes text in the view at least `limit.lowerBound` lines tall, with no upper limit (§19.4).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    attributed(.lineLimitRange(.from(limit.lowerBound)))
  }

  /// Limits text in the view to at most `limit.upperBound` lines (§19.4).
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    attributed(.lineLimitRange(.through(limit.upperBound)))
  }

  /// Limits text in the view to `limit` lines and, when `reservesSpace`, makes it `limit`
  /// lines tall even when it needs fewer (§19.4).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    attributed(.lineLimitRange(.reserving(limit, reservesSpace: reservesSpace)))
  }

  /// Lines up the lines of multi-line text in the view; drawing only (§19.1).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    attributed(.multilineTextAlignment(alignment))
  }

  /// Sets where text in the view that does not fit shows "…" (§19.2).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    attributed(.truncationMode(mode))
  }

  /// Upper- or lower-cases text in the view before it is measured; nil leaves it (§19.3).
  public func textCase(_ textCase: Text.Case?) -> some View {
    attributed(.textCase(textCase))
  }

  /// How far SwiftUI may shrink text to fit; a terminal's glyphs cannot shrink (§19.5).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    attributed(.minimumScaleFactor(Double(factor)))
  }

  /// Draws the view scaled by `scale` about `anchor`; the layout does not change (§7).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    attributed(.scaleEffect(CGSize(width: scale, height: scale), anchor: anchor))
  }

  /// Draws the view scaled by `scale.width` across and `scale.height` down about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    attributed(.scaleEffect(scale, anchor: anchor))
  }

  /// Draws the view scaled by `x` across and `y` down about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    attributed(.scaleEffect(CGSize(width: x, height: y), anchor: anchor))
  }

  /// Draws the view turned by `angle` about `anchor`; the layout does not change (§7).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    attributed(.rotationEffect(angle, anchor: anchor))
  }

  /// Sets the style of lists in the view; LayoutLab lays out the plain style.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    attributed(.listStyle(style.kind))
  }

  /// Sets an environment value; LayoutLab knows `defaultMinListRowHeight` and `lineLimit`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    if keyPath == \EnvironmentValues.defaultMinListRowHeight, let height = value as? CGFloat {
      return attributed(.defaultMinListRowHeight(height))
    }
    if keyPath == \EnvironmentValues.lineLimit {
      return attributed(.lineLimit(value as? Int))
    }
    return NodeView(viewNode)
  }
}
