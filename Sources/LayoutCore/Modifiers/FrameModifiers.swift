extension View {
  /// Positions the view in a frame of fixed size on the given axes (reference §6.1).
  ///
  /// Negative or non-finite lengths are diagnosed and treated as nil, as SwiftUI logs
  /// "Invalid frame dimension".
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified(.frame(width: width, height: height, alignment: alignment))
  }

  /// Positions the view in a flexible frame with minimum, ideal and maximum lengths (§6.2).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  /// Fixes the view at its ideal size on both axes (§7).
  public func fixedSize() -> some View {
    modified(.fixedSize(horizontal: true, vertical: true))
  }

  /// Fixes the view at its ideal size on the chosen axes (§7).
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modified(.fixedSize(horizontal: horizontal, vertical: vertical))
  }
}
