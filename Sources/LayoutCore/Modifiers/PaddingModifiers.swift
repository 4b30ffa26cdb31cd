extension View {
  /// Pads the given edges by `length`, or by the default 16 points when nil (§7).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified(.padding(EdgeInsets(edges, length ?? defaultPadding)))
  }

  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> some View {
    modified(.padding(EdgeInsets(.all, length)))
  }

  /// Pads each edge by its own inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modified(.padding(insets))
  }
}

/// SwiftUI's default padding on every edge (`EdgeInsets(_all: 16)`, reference §7).
let defaultPadding: CGFloat = 16
