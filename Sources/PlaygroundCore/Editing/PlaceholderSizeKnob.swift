import LayoutCore
import ViewSource

/// Stepping a placeholder's width or height: a knob of the document, not an edit of the scene.
///
/// A placeholder stands for a view declared in another file, whose size the scene does not
/// hold (reference §12 item 23), so the size belongs to the playground, per view name, as
/// `--placeholder NAME=WxH` gives it: every placeholder of that name takes the new size, undo
/// takes it back, and `s` has nothing new to save.
extension Playground {
  /// Sets the size of every placeholder named as `placeholder` from `property`'s `new` length.
  mutating func setPlaceholderSize(
    of placeholder: Placeholder, _ property: NodeProperty, from old: PropertyValue,
    to new: PropertyValue
  ) {
    guard case .length(let length?) = new, length.isFinite, length > 0 else {
      message = StatusMessage(
        text: "placeholder \(property.label) must be a positive number of points", isError: true)
      return
    }
    let size = placeholder.size
    let resized =
      property.label == "height"
      ? CGSize(width: size.width, height: length) : CGSize(width: length, height: size.height)
    var state = self.state
    state.knobs.placeholderSizes[placeholder.name] = resized
    let option = "\(PointText.length(resized.width))x\(PointText.length(resized.height))"
    let label =
      "placeholder \(placeholder.name) \(PointText.size(size)) → \(PointText.size(resized)) "
      + "(--placeholder \(placeholder.name)=\(option))"
    if apply(state, label: label) {
      message = StatusMessage(text: label)
    } else {
      message = StatusMessage(text: "\(property.label) stays \(old.text)")
    }
  }
}
