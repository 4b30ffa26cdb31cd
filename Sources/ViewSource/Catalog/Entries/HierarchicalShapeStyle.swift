import LayoutCore

extension Catalog {
  /// The shape styles that are not colours and that a scene names as implicit members where
  /// a style is expected: `.tint` (the environment's tint, §21.3), `.tertiary` and
  /// `.quaternary` (SwiftUI's `HierarchicalShapeStyle`; `.primary` and `.secondary` are also
  /// `Color` members), and the materials (§21.2).
  static func shapeStyleMember(_ name: String) -> Color? {
    switch name {
    case "tint": .tint
    case "tertiary", "quaternary": Color(named: name)
    default: material(named: name)
    }
  }
}
