/// A type-erased layout, for switching layouts while keeping the subviews (§9.1).
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("a"); Text("b") }
///
/// Its stack orientation is the wrapped layout's, read dynamically. Two `AnyLayout`s are equal
/// when they wrap equal layouts of one type (or, for layouts that are not `Equatable`, layouts
/// that print the same).
public struct AnyLayout: Layout, Equatable, @unchecked Sendable {
  /// The wrapped layout.
  public let base: any Layout

  public init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      base = erased.base
    } else {
      base = layout
    }
  }

  /// The wrapped layout's type name: `HStackLayout`, `MyFrame`.
  public var name: String { String(describing: type(of: base)) }

  /// The wrapped layout's properties.
  var dynamicLayoutProperties: LayoutProperties { type(of: base).layoutProperties }

  /// The wrapped layout's cache, type-erased.
  public struct Cache {
    var base: Any?
  }

  public func makeCache(subviews: Subviews) -> Cache {
    func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
    return Cache(base: make(base))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    func update<L: Layout>(_ layout: L) {
      guard var typed = cache.base as? L.Cache else {
        cache.base = layout.makeCache(subviews: subviews)
        return
      }
      layout.updateCache(&typed, subviews: subviews)
      cache.base = typed
    }
    update(base)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    func run<L: Layout>(_ layout: L) -> CGSize {
      var typed = (cache.base as? L.Cache) ?? layout.makeCache(subviews: subviews)
      defer { cache.base = typed }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }
    return run(base)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    func run<L: Layout>(_ layout: L) {
      var typed = (cache.base as? L.Cache) ?? layout.makeCache(subviews: subviews)
      defer { cache.base = typed }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    run(base)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    func run<L: Layout>(_ layout: L) -> CGFloat? {
      var typed = (cache.base as? L.Cache) ?? layout.makeCache(subviews: subviews)
      defer { cache.base = typed }
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    return run(base)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    func run<L: Layout>(_ layout: L) -> CGFloat? {
      var typed = (cache.base as? L.Cache) ?? layout.makeCache(subviews: subviews)
      defer { cache.base = typed }
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    return run(base)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    func run<L: Layout>(_ layout: L) -> ViewSpacing {
      var typed = (cache.base as? L.Cache) ?? layout.makeCache(subviews: subviews)
      defer { cache.base = typed }
      return layout.spacing(subviews: subviews, cache: &typed)
    }
    return run(base)
  }

  public static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
    guard type(of: lhs.base) == type(of: rhs.base) else { return false }
    func equal<L: Equatable>(_ left: L) -> Bool { left == (rhs.base as? L) }
    if let left = lhs.base as? any Equatable { return equal(left) }
    return String(reflecting: lhs.base) == String(reflecting: rhs.base)
  }
}
