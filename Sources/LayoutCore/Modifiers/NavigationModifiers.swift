import Foundation

/// The navigation modifiers a navigation container or TabView reads for its bars (reference
/// §14.9, §14.10): each is kept as the scene language keeps it, its arguments as source
/// (`ViewAttribute.inert`), so that a view built in Swift equals the same view parsed.
extension View {
  /// The title the enclosing navigation stack shows in its bar, large at its root.
  public func navigationTitle(_ title: String) -> some View {
    attributed(.inert(name: "navigationTitle", arguments: "(\(Self.literal(title)))"))
  }

  /// How the enclosing navigation stack shows the title: `.inline` keeps its bar 44 pt.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
    attributed(.inert(name: "navigationBarTitleDisplayMode", arguments: "(.\(mode.rawValue))"))
  }

  /// Hides the enclosing navigation stack's bar, which then takes nothing.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    attributed(.inert(name: "navigationBarHidden", arguments: "(\(hidden))"))
  }

  /// The tab's label in the enclosing TabView's bar: the label's first Text.
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    let text = label().viewNodes.lazy.compactMap(\.firstText).first ?? ""
    return attributed(.inert(name: "tabItem", arguments: "{ Text(\(Self.literal(text))) }"))
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}

extension ViewNode {
  /// The string of the first Text in this subtree, depth first.
  fileprivate var firstText: String? {
    if case .text(let string) = kind { return string }
    return children.lazy.compactMap(\.firstText).first
  }
}
