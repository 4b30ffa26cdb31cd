import LayoutCore

extension Catalog {
  /// `.ultraThinMaterial` … `.ultraThickMaterial` and `.bar` where a shape style is expected,
  /// and `Material.thin`: blur materials, laid out like `Color` and drawn grey (§21.2).
  static func material(named name: String) -> Color? {
    Material(styleName: name).map { Color(material: $0) }
  }

  /// `Material.thin`, `Material.bar`: the static members of `Material`.
  static func materialMember(_ name: String) -> Color? {
    Material(rawValue: name).map { Color(material: $0) }
  }

  static let materialMemberNames = Material.allCases.map(\.rawValue)
}
