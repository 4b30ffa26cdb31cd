import LayoutCore
import ViewSource

/// Editing the selection's properties: focusing one, stepping it, typing it, fixedSize.
///
/// A property edit is one `TreeEdit.set` of one field, recorded for undo with a label that
/// says what changed from what (`frame width 300 → 310`), which the status line shows.
extension Playground {

  /// The hint when the selection has no editable property.
  var noPropertyHint: String {
    "\(selectedNode?.displayName ?? "the selection") has no editable property: m adds a modifier"
  }

  /// Enter: focuses the next editable property of the selection, wrapping around.
  mutating func nextProperty() {
    let properties = selectedProperties
    guard !properties.isEmpty else {
      message = StatusMessage(text: noPropertyHint)
      return
    }
    selection.property = (selection.property + 1) % properties.count
    if let property = focusedProperty, let value = selectedNode?.value(of: property) {
      message = StatusMessage(
        text: "\(property.label) \(value.text): , and . change it, e types it")
    }
  }

  /// `,` `.` `<` `>`: steps the focused property; an unset length starts at the view's size.
  mutating func changeProperty(by steps: Int) {
    guard let property = focusedProperty, let node = selectedNode,
      let value = node.value(of: property)
    else {
      message = StatusMessage(text: noPropertyHint)
      return
    }
    if case .scrollView = node.kind {
      scroll(property, by: steps)
      return
    }
    let size = selectedPlacedNode?.frame.size
    let current = property.axis.flatMap { axis in
      size.map { axis == .horizontal ? $0.width : $0.height }
    }
    let new = PropertyStepper.stepped(
      value, property: property, by: steps, current: current, choices: choices)
    setProperty(property, to: new)
  }

  /// Sets the focused property of the selection to `new`, as one undoable edit.
  mutating func setProperty(_ property: NodeProperty, to new: PropertyValue) {
    guard let node = selectedNode, let old = node.value(of: property) else { return }
    if case .image(let image) = node.kind {
      setNamedSize(
        .image, named: image.name, size: image.assetSize ?? Image.defaultSize, property,
        from: old, to: new)
      return
    }
    if case .scrollView = node.kind {
      setScrollOffset(property, from: old, to: new)
      return
    }
    if case .placeholder(let placeholder) = node.kind {
      setNamedSize(
        .placeholder, named: placeholder.name, size: placeholder.size, property, from: old,
        to: new)
      return
    }
    guard new != old else {
      message = StatusMessage(text: "\(property.label) stays \(old.text)")
      return
    }
    let label = "\(node.displayName) \(property.label) \(old.text) → \(new.text)"
    if apply(edits: [.set(property, new, at: selection.path)], label: label) {
      message = StatusMessage(text: label)
    } else {
      message = StatusMessage(text: "\(property.label) cannot be \(new.text)", isError: true)
    }
  }

  /// `f`: wraps the selection in `.fixedSize()`, or cycles a fixedSize's axes.
  mutating func toggleFixedSize() {
    guard let node = selectedNode else { return }
    if case .fixedSize(let horizontal, let vertical) = node.kind {
      let next: (Bool, Bool) =
        switch (horizontal, vertical) {
        case (true, true): (true, false)
        case (true, false): (false, true)
        default: (true, true)
        }
      let label = "fixedSize(horizontal: \(next.0), vertical: \(next.1))"
      let properties = node.editableProperties
      guard let horizontalAxis = properties.first(where: { $0.label == "horizontal" }),
        let verticalAxis = properties.first(where: { $0.label == "vertical" })
      else { return }
      apply(
        edits: [
          .set(horizontalAxis, .flag(next.0), at: selection.path),
          .set(verticalAxis, .flag(next.1), at: selection.path),
        ], label: label)
      message = StatusMessage(text: label)
    } else {
      wrapSelection(
        in: ViewNode(.fixedSize(horizontal: true, vertical: true)), label: ".fixedSize()")
    }
  }
}
