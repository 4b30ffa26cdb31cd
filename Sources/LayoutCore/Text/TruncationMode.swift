extension Text {
  /// Where a Text that does not fit puts its "…": SwiftUI's `Text.TruncationMode`.
  ///
  /// The line limit or the height decides how many lines show; the mode decides which part of
  /// the last visible line's text is replaced (reference §19.2).
  public enum TruncationMode: String, CaseIterable, Equatable, Sendable {
    /// "…" first, then as much of the end of the text as fits.
    case head
    /// As much of the start as fits, "…", then the end, the start taking the odd glyph.
    case middle
    /// As much of the start as fits, then "…": SwiftUI's default.
    case tail
  }

  /// A case transformation of the text shown: SwiftUI's `Text.Case`.
  ///
  /// It changes the glyphs and therefore the width ("ß" upper-cases to "SS"), so the engine
  /// applies it before measuring (reference §19.3).
  public enum Case: String, CaseIterable, Equatable, Sendable {
    case uppercase
    case lowercase

    /// `string` in this case, as Foundation-free Swift writes it.
    public func apply(to string: String) -> String {
      switch self {
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      }
    }
  }
}
