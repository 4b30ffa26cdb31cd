import LayoutCore
import ViewSource

/// Stepping an image's width or height: a knob of the document, not an edit of the scene.
///
/// A scene file does not say how large its assets are (reference §18), so the size belongs
/// to the playground, per image name, as `--image NAME=WxH` gives it: every image of that
/// name takes the new size, undo takes it back, and `s` has nothing new to save.
extension Playground {
  /// Sets the asset size of every image named as `image` from `property`'s `new` length.
  mutating func setImageSize(
    of image: Image, _ property: NodeProperty, from old: PropertyValue, to new: PropertyValue
  ) {
    guard case .length(let length?) = new, length.isFinite, length > 0 else {
      message = StatusMessage(
        text: "image \(property.label) must be a positive number of points", isError: true)
      return
    }
    let size = image.assetSize ?? Image.defaultSize
    let resized =
      property.label == "height"
      ? CGSize(width: size.width, height: length) : CGSize(width: length, height: size.height)
    var state = self.state
    state.knobs.imageSizes[image.name] = resized
    let option = "\(PointText.length(resized.width))x\(PointText.length(resized.height))"
    let label =
      "image \(image.name) \(PointText.size(size)) → \(PointText.size(resized)) "
      + "(--image \(image.name)=\(option))"
    if apply(state, label: label) {
      message = StatusMessage(text: label)
    } else {
      message = StatusMessage(text: "\(property.label) stays \(old.text)")
    }
  }
}
