/// Colour pairs allocated as they are first needed: ncurses paints a cell with a numbered
/// (foreground, background) pair, and a terminal has a fixed number of them (64 on `xterm`).
///
/// Pair 0 is the terminal's default colours and is never redefined. Each new combination takes
/// the next free number; once they are used up, a combination falls back to an existing pair,
/// chosen to keep what matters most on a canvas of fills: the same background with the
/// default foreground, then the same background, then the same foreground, else pair 0. Pairs
/// are never reassigned: redefining a pair would recolour every cell already drawn with it.
///
///     var table = ColorPairTable(capacity: 63)
///     table.pair(foreground: 231, background: 33)   // .allocated(1): call init_pair(1, 231, 33)
///     table.pair(foreground: 231, background: 33)   // .existing(1)
public struct ColorPairTable: Equatable, Sendable {
  /// A pair's colours: palette entries, or the table's default for the terminal's own colour.
  public struct Colors: Hashable, Sendable {
    public var foreground: Int16
    public var background: Int16

    public init(foreground: Int16, background: Int16) {
      self.foreground = foreground
      self.background = background
    }
  }

  /// The answer for one combination.
  public enum Lookup: Equatable, Sendable {
    /// Already defined: use it.
    case existing(Int16)
    /// Newly numbered: define it (`init_pair`) before use.
    case allocated(Int16)
    /// No pair left: the closest existing one.
    case fallback(Int16)

    public var number: Int16 {
      switch self {
      case .existing(let number), .allocated(let number), .fallback(let number): return number
      }
    }
  }

  /// How many pairs may be defined besides pair 0.
  public let capacity: Int
  /// The colour that stands for a nil foreground: -1 (the terminal's default, with
  /// `use_default_colors`), or 7 where default colours are not supported.
  public let defaultForeground: Int16
  /// The colour that stands for a nil background: -1, or 0.
  public let defaultBackground: Int16
  /// The defined pairs in order: pair `n` is `defined[n - 1]`.
  public private(set) var defined: [Colors] = []
  /// How many lookups fell back because the pairs were used up.
  public private(set) var fallbacks = 0
  private var numbers: [Colors: Int16] = [:]

  public init(capacity: Int, defaultForeground: Int16 = -1, defaultBackground: Int16 = -1) {
    self.capacity = Swift.max(0, Swift.min(capacity, Int(Int16.max)))
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
  }

  /// The pair for `foreground` on `background` (nil: the default colour).
  public mutating func pair(foreground: Int16?, background: Int16?) -> Lookup {
    let colors = Colors(
      foreground: foreground ?? defaultForeground, background: background ?? defaultBackground)
    if colors == Colors(foreground: defaultForeground, background: defaultBackground) {
      return .existing(0)
    }
    if let number = numbers[colors] { return .existing(number) }
    if defined.count < capacity {
      defined.append(colors)
      let number = Int16(defined.count)
      numbers[colors] = number
      return .allocated(number)
    }
    fallbacks += 1
    return .fallback(closest(to: colors))
  }

  private func closest(to colors: Colors) -> Int16 {
    if colors.background == defaultBackground { return 0 }
    let preferences: [(Colors) -> Bool] = [
      { $0 == Colors(foreground: self.defaultForeground, background: colors.background) },
      { $0.background == colors.background },
      { $0.foreground == colors.foreground && $0.background == self.defaultBackground },
    ]
    for matches in preferences {
      if let index = defined.firstIndex(where: matches) { return Int16(index + 1) }
    }
    return 0
  }
}
