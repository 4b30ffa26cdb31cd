import LayoutCore
import ViewSource

/// Scrolling a ScrollView: a knob of the document, not an edit of the scene.
///
/// SwiftUI keeps how far a user has scrolled out of the view's code, so the scene file has no
/// place for it (reference §14.3): the offset belongs to the playground, per panel and path, as
/// the sizes of images and placeholders do (`NamedSizeKnob`). `,` and `.` scroll by one cell
/// (a row vertically, a column horizontally), clamped to what the content can scroll; undo
/// takes it back, and `s` has nothing new to save.
extension Playground {
  /// `,` `.` on a scroll view's offset: `steps` cells along the property's axis.
  mutating func scroll(_ property: NodeProperty, by steps: Int) {
    guard let node = selectedNode, let old = node.value(of: property),
      case .length(let length?) = old
    else { return }
    let cell = selectedPanel?.metrics
    let step = property.axis == .horizontal ? cell?.glyphWidth ?? 10 : cell?.lineHeight ?? 20
    setScrollOffset(property, from: old, to: .length(length + step * CGFloat(steps)))
  }

  /// Sets the selected scroll view's offset along `property`'s axis to `new`, clamped to the
  /// range its content scrolls in the current layout.
  mutating func setScrollOffset(
    _ property: NodeProperty, from old: PropertyValue, to new: PropertyValue
  ) {
    guard case .length(let requested?) = new, requested.isFinite,
      case .scrollView(_, _, var offset)? = selectedNode?.kind
    else {
      message = StatusMessage(
        text: "\(property.label) must be a number of points", isError: true)
      return
    }
    let vertical = property.axis != .horizontal
    let length = Swift.max(0, Swift.min(requested, scrollRange(vertical: vertical)))
    if vertical { offset.y = length } else { offset.x = length }
    var state = self.state
    let key = ScrollOffsetKey(panel: selection.panel, path: selection.path)
    state.knobs.scrollOffsets[key] = offset == .zero ? nil : offset
    let label = "\(property.label) \(old.text) → \(PointText.length(length)) (not in the file)"
    if state != self.state, apply(state, label: label) {
      message = StatusMessage(text: label)
    } else {
      message = StatusMessage(text: "\(property.label) stays \(old.text)")
    }
  }

  /// How far the selected scroll view's content can scroll: its length beyond the viewport.
  private func scrollRange(vertical: Bool) -> CGFloat {
    guard let viewport = selectedPlacedNode, !viewport.children.isEmpty else { return 0 }
    let content = Self.contentFrame(of: viewport)
    let range =
      vertical ? content.height - viewport.frame.height : content.width - viewport.frame.width
    return range.isFinite ? Swift.max(0, range) : 0
  }
}

extension Playground {
  /// Scrolls the innermost scroll view that hides the selection until it shows it, as a
  /// focused view is scrolled to in SwiftUI: its top-leading corner when it is larger than
  /// the viewport. Returns whether an offset changed (the panels are then laid out again).
  ///
  /// An offset is no part of the file and no edit to undo: it replaces the current state's
  /// (`EditHistory.replaceCurrent`), so `u` still takes back the last edit, not a selection.
  @discardableResult
  mutating func scrollSelectionIntoView() -> Bool {
    guard let panel = selectedPanel, let tree = panel.tree, let map = panel.map,
      let root = panel.result?.root, let target = selectedPlacedNode?.frame,
      target.minX.isFinite, target.minY.isFinite, target.width.isFinite, target.height.isFinite
    else { return false }
    for depth in stride(from: selection.path.count - 1, through: 0, by: -1) {
      let path = Array(selection.path.prefix(depth))
      guard case .scrollView(let axes, _, let offset)? = tree[path: path]?.kind,
        let id = map.firstID(of: path), let viewport = root.node(id: id)
      else { continue }
      let content = Self.contentFrame(of: viewport)
      guard !content.isNull else { return false }
      /// The offset along one axis that brings `start..<end` into `low..<high`.
      func moved(
        _ offset: CGFloat, start: CGFloat, end: CGFloat, low: CGFloat, high: CGFloat,
        range: CGFloat
      ) -> CGFloat {
        var new = offset
        if end - start > high - low || start < low {
          new = offset + start - low
        } else if end > high {
          new = offset + end - high
        }
        guard range.isFinite, new.isFinite else { return offset }
        return Swift.max(0, Swift.min(new, Swift.max(0, range)))
      }
      var scrolled = offset
      let frame = viewport.frame
      if axes.contains(.vertical) {
        scrolled.y = moved(
          offset.y, start: target.minY, end: target.maxY, low: frame.minY, high: frame.maxY,
          range: content.height - frame.height)
      }
      if axes.contains(.horizontal) {
        scrolled.x = moved(
          offset.x, start: target.minX, end: target.maxX, low: frame.minX, high: frame.maxX,
          range: content.width - frame.width)
      }
      guard scrolled != offset else { return false }
      var state = self.state
      let key = ScrollOffsetKey(panel: selection.panel, path: path)
      state.knobs.scrollOffsets[key] = scrolled == .zero ? nil : scrolled
      history.replaceCurrent(with: state)
      return true
    }
    return false
  }
}

extension Playground {
  /// The frames a scroll view's content covers, as placed (`.null` when it has none): how far
  /// it can scroll is this less its viewport.
  static func contentFrame(of viewport: PlacedNode) -> CGRect {
    viewport.children.reduce(CGRect.null) { $0.union($1.frame) }
  }
}

extension ViewNode {
  /// The tree with the offsets of `panel`'s scroll views set from the knob.
  func resolvingScrollOffsets(_ offsets: [ScrollOffsetKey: CGPoint], panel: Int) -> ViewNode {
    guard !offsets.isEmpty else { return self }
    var node = self
    for (key, offset) in offsets where key.panel == panel {
      node.modify(at: key.path) { view in
        guard case .scrollView(let axes, let shows, _) = view.kind else { return }
        view.kind = .scrollView(axes: axes, showsIndicators: shows, contentOffset: offset)
      }
    }
    return node
  }
}
