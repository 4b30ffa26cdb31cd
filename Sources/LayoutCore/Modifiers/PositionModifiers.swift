extension View {
  /// Draws the view displaced by `offset`, keeping its layout slot (§7, §11 #14).
  public func offset(_ offset: CGSize) -> some View {
    modified(.offset(offset))
  }

  /// Draws the view displaced by `x` and `y`, keeping its layout slot.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified(.offset(CGSize(width: x, height: y)))
  }

  /// Centres the view on `position` in its parent's space, taking the whole proposal (§7).
  public func position(_ position: CGPoint) -> some View {
    modified(.position(position))
  }

  /// Centres the view on (`x`, `y`) in its parent's space, taking the whole proposal.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified(.position(CGPoint(x: x, y: y)))
  }
}
