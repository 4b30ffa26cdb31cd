/// Layout-specific properties of a layout container (reference §9.1).
///
/// `stackOrientation` tells views inside, such as `Spacer` and `Divider`, along which axis
/// to expand; a custom `Layout` that sets it makes its Spacers behave as in a stack.
public struct LayoutProperties: Hashable, Sendable {
  /// The axis the container stacks along, or nil for a non-stacking container.
  public var stackOrientation: Axis?

  public init() {}

  init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}
