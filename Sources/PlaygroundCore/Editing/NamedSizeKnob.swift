import LayoutCore
import ViewSource

/// Stepping an image's or a placeholder's width or height: a knob of the document, not an
/// edit of the scene.
///
/// A scene file does not say how large its assets are (reference §18), nor how large a view
/// declared in another file is (§12 item 23), so the size belongs to the playground, per name,
/// as `--image NAME=WxH` and `--placeholder NAME=WxH` give it: every view of that name takes
/// the new size, undo takes it back, and `s` has nothing new to save.
extension Playground {
  /// The views whose size is a knob of their name.
  enum NamedSize {
    case image
    case placeholder

    /// The word of the messages and of the command-line option: `image`, `--image`.
    var word: String {
      switch self {
      case .image: "image"
      case .placeholder: "placeholder"
      }
    }

    /// The knob's sizes by name.
    var sizes: WritableKeyPath<Knobs, [String: CGSize]> {
      switch self {
      case .image: \.imageSizes
      case .placeholder: \.placeholderSizes
      }
    }
  }

  /// Sets the size of every `kind` view named `name`, now `size`, from `property`'s `new`
  /// length.
  mutating func setNamedSize(
    _ kind: NamedSize, named name: String, size: CGSize, _ property: NodeProperty,
    from old: PropertyValue, to new: PropertyValue
  ) {
    guard case .length(let length?) = new, length.isFinite, length > 0 else {
      message = StatusMessage(
        text: "\(kind.word) \(property.label) must be a positive number of points", isError: true)
      return
    }
    let resized =
      property.label == "height"
      ? CGSize(width: size.width, height: length) : CGSize(width: length, height: size.height)
    var state = self.state
    state.knobs[keyPath: kind.sizes][name] = resized
    let option = "\(PointText.length(resized.width))x\(PointText.length(resized.height))"
    let label =
      "\(kind.word) \(name) \(PointText.size(size)) → \(PointText.size(resized)) "
      + "(--\(kind.word) \(name)=\(option))"
    if apply(state, label: label) {
      message = StatusMessage(text: label)
    } else {
      message = StatusMessage(text: "\(property.label) stays \(old.text)")
    }
  }
}
