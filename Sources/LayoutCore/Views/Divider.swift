/// A thin line separating content: vertical inside an HStack, horizontal elsewhere (§3.5).
///
/// A colour framed to one cell of thickness across its orientation, greedy along it.
public struct Divider: PrimitiveView {
  public init() {}
  var viewNodes: [ViewNode] { [ViewNode(.divider)] }
}
