extension View {
  /// Sets the priority by which a parent stack offers space to this view (§4.4, §7).
  ///
  /// Effective only as the outermost layout modifier: frames, padding and position reset it.
  public func layoutPriority(_ value: Double) -> some View {
    modified(.layoutPriority(value))
  }

  /// Gives the view a value that the enclosing custom layout reads with `subview[key]` (§9.1).
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modified(.layoutValue(LayoutValueEntry(key, value)))
  }

  /// Sets the insets of the list row this view is in; nil restores the default.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modified(.listRowInsets(insets))
  }
}
