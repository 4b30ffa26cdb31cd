/// How a view's content fills the space offered: all of it visible (`fit`) or all the space
/// covered (`fill`), keeping its aspect ratio (reference §18).
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit, fill
}

/// The values of `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
///
/// `ratio` is width over height, or nil for the ratio of the content's ideal size; a `CGSize`
/// ratio is kept as written (`size`) so that the scene prints back as it was.
public struct AspectRatio: Equatable, Sendable {
  /// Width over height; nil: the content's ideal size gives the ratio.
  public var ratio: CGFloat?
  public var contentMode: ContentMode
  /// The `CGSize` the ratio was written as, if it was.
  public var size: CGSize?
  /// Whether it was written `scaledToFit()` / `scaledToFill()`.
  public var isScaledTo: Bool

  public init(
    ratio: CGFloat? = nil, contentMode: ContentMode, size: CGSize? = nil, isScaledTo: Bool = false
  ) {
    self.ratio = ratio
    self.contentMode = contentMode
    self.size = size
    self.isScaledTo = isScaledTo
  }
}

extension View {
  /// Proposes the content the largest (`fit`) or smallest (`fill`) size of `ratio`, width
  /// over height, that the proposal holds, or covers; nil takes the content's ideal size's
  /// ratio (§18, `_AspectRatioLayout`).
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modified(.aspectRatio(AspectRatio(ratio: ratio, contentMode: contentMode)))
  }

  /// `aspectRatio` with the ratio of `size`: `CGSize(width: 3, height: 4)` is 0.75.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    modified(
      .aspectRatio(
        AspectRatio(ratio: size.width / size.height, contentMode: contentMode, size: size)))
  }

  /// `aspectRatio(contentMode: .fit)`: the content scaled to fit, its ideal size's ratio kept.
  public func scaledToFit() -> some View {
    modified(.aspectRatio(AspectRatio(contentMode: .fit, isScaledTo: true)))
  }

  /// `aspectRatio(contentMode: .fill)`: the content scaled to fill, its ratio kept.
  public func scaledToFill() -> some View {
    modified(.aspectRatio(AspectRatio(contentMode: .fill, isScaledTo: true)))
  }
}
