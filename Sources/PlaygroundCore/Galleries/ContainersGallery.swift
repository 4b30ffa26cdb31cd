import LayoutCore

/// Containers side by side (issue #15): a 3×3 `Grid` and the same texts as a `VStack` of
/// `HStack`s, whose columns line up in one and not in the other, and a `ViewThatFits` that
/// chooses its text as the container knob narrows, and the Color in a `ScrollView` that is
/// its ideal 10 points tall, and a `LazyVGrid` whose adaptive column holds more items as the
/// container knob widens it.
///
/// Each note is read off the panel's layout, not the scene, so it stays true when the user
/// resizes the container or edits the panel (reference §14.1, §14.2, §14.3).
enum ContainersGallery {
  /// The container every panel is in, 240×120 points: three rows of text with room around.
  static let container = CGSize(width: 240, height: 120)

  static let panels: [GalleryPanel] = [
    GalleryPanel(
      title: "Grid", recipe: PanelRecipe(scene: "containers", steps: [.subtree([0])]),
      container: container, note: { _ in "columns shared by every row" },
      layoutNote: { result in columnsNote(result) }),
    GalleryPanel(
      title: "VStack of HStacks", recipe: PanelRecipe(scene: "containers", steps: [.subtree([1])]),
      container: container, note: { _ in "each row sizes its own cells" },
      layoutNote: { result in columnsNote(result) }),
    GalleryPanel(
      title: "ViewThatFits(in: .horizontal)",
      recipe: PanelRecipe(scene: "containers", steps: [.subtree([2])]), container: container,
      note: { _ in "the first text that fits the width" },
      layoutNote: { result in fitsNote(result) }),
    GalleryPanel(
      title: "ScrollView { Color.red }",
      recipe: PanelRecipe(scene: "containers", steps: [.subtree([3])]), container: container,
      note: { _ in "the Color is proposed a nil height" },
      layoutNote: { result in scrollNote(result) }),
    GalleryPanel(
      title: "LazyVGrid: fixed, flexible, adaptive",
      recipe: PanelRecipe(scene: "containers", steps: [.subtree([4])]), container: container,
      note: { _ in "the adaptive column holds as many as fit" },
      layoutNote: { result in lazyGridNote(result) }),
  ]

  /// Where each row's second cell is centred, and whether the columns line up:
  /// `2nd cells at x 120 120 120: aligned` (the centres: a cell is centred in its column, so
  /// a column lines up where its cells' centres do). Short enough for a panel's one line.
  static func columnsNote(_ result: LayoutResult) -> String {
    let rows = rows(in: result.root)
    let centres = rows.compactMap { $0.count > 1 ? $0[1].frame.midX : nil }
    guard centres.count > 1 else { return "no rows of cells" }
    let lineUp = centres.allSatisfy { abs($0 - centres[0]) < 0.5 }
    return "2nd cells at x " + centres.map(PointText.length).joined(separator: " ")
      + (lineUp ? ": aligned" : ": misaligned")
  }

  /// The rows of a panel: a Grid's rows, or the HStacks of a stack of rows, each as its
  /// cells in order.
  private static func rows(in node: PlacedNode) -> [[PlacedNode]] {
    switch node.kind {
    case .gridRow, .hStack: return [node.children]
    default: return node.children.flatMap(rows)
    }
  }

  /// Which text the ViewThatFits shows and how wide it is: `shows "Continue with Apple",
  /// 190 of 240`.
  static func fitsNote(_ result: LayoutResult) -> String {
    guard let fits = result.root.first(where: { $0.kind.case == .viewThatFits }),
      let text = fits.first(where: { $0.kind.case == .text })
    else { return "no ViewThatFits" }
    return "shows \"\(text.label ?? "")\", \(PointText.length(text.frame.width)) of "
      + PointText.length(result.root.frame.width)
  }

  /// How many columns the LazyVGrid's first row has and how wide each is: `4 columns: 40 92
  /// 42 42` (§14.5: the adaptive column's count follows the width).
  static func lazyGridNote(_ result: LayoutResult) -> String {
    guard let grid = result.root.first(where: { $0.kind.case == .lazyGrid }),
      let first = grid.children.first
    else { return "no LazyVGrid" }
    let row = grid.children.prefix { abs($0.frame.minY - first.frame.minY) < 0.5 }
    return "\(row.count) columns: "
      + row.map { PointText.length($0.frame.width) }.joined(separator: " ")
  }

  /// The Color's size in its scroll view's viewport: `Color 240×10 in a 240×120 viewport`
  /// (§14.3: proposed a nil height, it is its ideal 10).
  static func scrollNote(_ result: LayoutResult) -> String {
    guard let scroll = result.root.first(where: { $0.kind.case == .scrollView }),
      let color = scroll.first(where: { $0.kind.case == .color })
    else { return "no ScrollView" }
    return "Color \(PointText.size(color.frame.size)) in a "
      + "\(PointText.size(scroll.frame.size)) viewport"
  }
}
