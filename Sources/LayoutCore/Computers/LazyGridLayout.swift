/// `LazyVGrid` / `LazyHGrid` as a node's behaviour (reference §14.5).
///
/// Written along the grid's track axis: for a LazyVGrid the tracks are columns (widths from
/// the proposed width) and the grid grows down in rows; a LazyHGrid is the same with the axes
/// swapped. The tracks' lengths come from the proposal alone, never from the items (objc.io,
/// "SwiftUI's Grid Views"): the spacing after every track but the last and the fixed tracks'
/// lengths are taken from the proposal, then the other tracks, in the order given, each take
/// what is left divided by how many are left, a flexible one clamped to its bounds, an
/// adaptive one not. An adaptive track holds `max(1, ⌊(length + s) / (minimum + s)⌋)` items
/// of `(length − (n − 1)·s) / n`, at most `maximum`. Items fill the lines in order, each
/// proposed its track's length and nil along the growth axis; a line is as long as its
/// longest item, lines are `spacing` apart, and an item is aligned in its cell by its
/// GridItem's alignment, else the grid's.
final class LazyGridLayout: LayoutBehavior {
  let grid: LazyGrid
  private var solved: (length: CGFloat?, tracks: [Track])?

  init(_ grid: LazyGrid) { self.grid = grid }

  /// The platform's default spacing, between tracks and between lines: 8 points (§14.5).
  static let defaultSpacing: CGFloat = ViewSpacing.defaultSpacing

  /// One track of cells: where it starts along the track axis, its length, its item's alignment.
  struct Track: Equatable {
    var start: CGFloat
    var length: CGFloat
    var alignment: Alignment?
  }

  /// The axis the tracks are measured along: horizontal for a LazyVGrid's columns.
  private var trackAxis: Axis { grid.axis == .vertical ? .horizontal : .vertical }

  private var lineSpacing: CGFloat { grid.spacing ?? Self.defaultSpacing }

  /// The tracks for a proposed track-axis length (nil: every track at its minimum).
  func tracks(for proposed: CGFloat?) -> [Track] {
    if let solved, solved.length == proposed { return solved.tracks }
    let result = Self.tracks(grid.items, proposed: proposed)
    solved = (proposed, result)
    return result
  }

  /// §14.5's track sizing, in the order the items are given.
  static func tracks(_ items: [GridItem], proposed: CGFloat?) -> [Track] {
    func spacing(_ item: GridItem) -> CGFloat {
      guard let value = item.spacing, value.isFinite, value >= 0 else { return defaultSpacing }
      return value
    }
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
    var remaining = (proposed ?? 0) - items.dropLast().map(spacing).reduce(0, +)
    var flexibleCount = 0
    for item in items {
      if case .fixed(let length) = item.size {
        remaining -= finite(length)
      } else {
        flexibleCount += 1
      }
    }
    var tracks: [Track] = []
    var position: CGFloat = 0
    func add(_ length: CGFloat, _ item: GridItem) {
      tracks.append(Track(start: position, length: length, alignment: item.alignment))
      position += length + spacing(item)
    }
    for item in items {
      switch item.size {
      case .fixed(let length):
        add(finite(length), item)
      case .flexible(let minimum, let maximum):
        let low = finite(minimum)
        let share = proposed == nil ? low : remaining / CGFloat(flexibleCount)
        let length = Swift.max(low, Swift.min(share, maximum))
        remaining -= length
        flexibleCount -= 1
        add(length, item)
      case .adaptive(let minimum, let maximum):
        let low = finite(minimum)
        let share = proposed == nil ? low : Swift.max(0, remaining / CGFloat(flexibleCount))
        remaining -= share
        flexibleCount -= 1
        let gap = spacing(item)
        let fits = low + gap > 0 ? ((share + gap) / (low + gap)).rounded(.down) : 1
        // At most as many tracks as a 10,000-item scene could fill: a 0-point minimum in an
        // unbounded share would otherwise ask for infinitely many.
        let count = Int(Swift.min(Swift.max(1, fits.isFinite ? fits : 1), 10_000))
        let each = Swift.min((share - CGFloat(count - 1) * gap) / CGFloat(count), maximum)
        for _ in 0..<count { add(Swift.max(0, each), item) }
      }
    }
    return tracks
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let tracks = tracks(for: proposal[trackAxis])
    let lines = lineLengths(tracks, node: node)
    let across = tracks.last.map { $0.start + $0.length } ?? 0
    let along =
      lines.reduce(0, +) + CGFloat(Swift.max(0, lines.count - 1)) * lineSpacing
    return CGSize(trackAxis, major: across, minor: along)
  }

  /// Each line's length along the growth axis: its longest item.
  private func lineLengths(_ tracks: [Track], node: LayoutNode) -> [CGFloat] {
    guard !tracks.isEmpty else { return [] }
    var lines: [CGFloat] = []
    for (index, child) in node.children.enumerated() {
      let track = tracks[index % tracks.count]
      let length = child.sizeThatFits(proposal(track))[trackAxis.other]
      if index % tracks.count == 0 {
        lines.append(length)
      } else {
        lines[lines.count - 1] = Swift.max(lines[lines.count - 1], length)
      }
    }
    return lines
  }

  /// What an item of `track` is proposed: the track's length, nil along the growth axis.
  private func proposal(_ track: Track) -> ProposedViewSize {
    ProposedViewSize(trackAxis, major: track.length, minor: nil)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let tracks = tracks(for: proposal[trackAxis])
    guard !tracks.isEmpty else {
      return node.children.map { _ in
        ChildPlacement(origin: bounds.origin, proposal: ProposedViewSize(.zero), isSkipped: true)
      }
    }
    let lines = lineLengths(tracks, node: node)
    var placements: [ChildPlacement] = []
    placements.reserveCapacity(node.children.count)
    var lineStart: CGFloat = 0
    for (index, child) in node.children.enumerated() {
      let column = index % tracks.count
      let line = index / tracks.count
      if column == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
      let track = tracks[column]
      let offered = self.proposal(track)
      let size = child.dimensions(in: offered)
      let cell = ViewDimensions(size: CGSize(trackAxis, major: track.length, minor: lines[line]))
      let alignment = track.alignment ?? grid.alignment
      var origin = CGPoint(
        trackAxis, major: track.start, minor: lineStart)
      origin.x += cell[alignment.horizontal] - size[alignment.horizontal]
      origin.y += cell[alignment.vertical] - size[alignment.vertical]
      placements.append(
        ChildPlacement(
          origin: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
          proposal: offered))
    }
    return placements
  }

  func layoutPriority(node: LayoutNode) -> Double {
    node.children.isEmpty ? -.infinity : 0
  }

  func invalidate() { solved = nil }
}
