/// `buttonStyle(_:)`'s built-in styles: which insets a button's label gets (reference §20.1).
public enum ButtonStyleKind: String, Equatable, Sendable, CaseIterable {
  case automatic
  case plain
  case borderless
  case bordered
  case borderedProminent
}

/// `controlSize(_:)`: how large controls are drawn; bordered buttons' insets scale with it.
public enum ControlSize: String, Equatable, Sendable, CaseIterable {
  case mini
  case small
  case regular
  case large
  case extraLarge
}

/// `labelStyle(_:)`'s built-in styles: which of a Label's icon and title are shown.
public enum LabelStyleKind: String, Equatable, Sendable, CaseIterable {
  case automatic
  case titleAndIcon
  case iconOnly
  case titleOnly
}
