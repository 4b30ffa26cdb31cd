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
    guard let viewport = selectedPlacedNode, let first = viewport.children.first else { return 0 }
    let content = viewport.children.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    let range =
      vertical ? content.height - viewport.frame.height : content.width - viewport.frame.width
    return range.isFinite ? Swift.max(0, range) : 0
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
