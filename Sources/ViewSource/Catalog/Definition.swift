import LayoutCore

/// What one SwiftUI view or modifier is, in one place: its signatures, the node a call builds,
/// how the node prints, what the playground can edit on it, and how the inspector names it.
///
/// Every reader of views and modifiers (the interpreter, the printer, the property editor, the
/// modify menu, the inspector, the random-tree generator) goes through a definition, so adding
/// a view is one entry in `Catalog` and the compiler lists the rest: `Catalog.definition(of:)`
/// switches over every `ViewKind` and `ViewAttribute` with no `default:`. See CONTRIBUTING.md,
/// "Adding a SwiftUI view or modifier".
public final class Definition: Sendable {
  /// What a definition makes: a leaf view, a container, a layout modifier or a drawing one.
  public enum Role: Sendable {
    /// A view with no children: `Text`, `Color`, `Spacer`.
    case view
    /// A view with a content closure: `HStack`, `List`, `ForEach`.
    case container
    /// A layout modifier: a node whose first child is its content.
    case modifier
    /// A drawing or environment modifier kept as an attribute of the node it modifies.
    case attribute
  }

  /// SwiftUI's name as source writes it: `HStack`, `frame`, `foregroundColor`.
  public let name: String
  /// Other names that build the same node: `edgesIgnoringSafeArea` for `ignoresSafeArea`.
  public let aliases: [String]
  public let role: Role
  /// The inspector's one-line description of what the node is and does.
  public let summary: String
  /// The overloads, as SwiftUI declares them: labels, types and defaults; nil when `build`
  /// reads the raw arguments first (`alignmentGuide`'s closure, `ForEach`'s data), then
  /// resolves them itself with `Call.resolved(_:)`.
  let signatures: [[Parameter]]?
  /// Whether a scene may write it: false for nodes only Swift code builds (`layoutValue`).
  let isCallable: Bool
  /// Builds the value of a call whose arguments fit one of `signatures`; nil after an error.
  let build: @Sendable (Call) -> Value?
  /// The node as source: a view from its first token, a modifier without its leading dot.
  let print: @Sendable (ViewNode, Printing) -> String
  /// An attribute as source, without the leading dot: `font(.title)`.
  let printAttribute: @Sendable (ViewAttribute) -> String
  /// The values the playground can edit, in the order the inspector lists them.
  public let properties: [EditableProperty]
  /// What `m` offers to wrap around a view: `.padding()`, `wrap in HStack { … }`.
  public let menuItems: [MenuItem]

  init(
    _ name: String, aliases: [String] = [], role: Role, summary: String,
    signatures: [[Parameter]]?, isCallable: Bool = true, properties: [EditableProperty] = [],
    menuItems: [MenuItem] = [],
    build: @escaping @Sendable (Call) -> Value?,
    print: @escaping @Sendable (ViewNode, Printing) -> String
  ) {
    self.name = name
    self.aliases = aliases
    self.role = role
    self.summary = summary
    self.signatures = signatures
    self.isCallable = isCallable
    self.properties = properties
    self.menuItems = menuItems
    self.build = build
    self.print = print
    self.printAttribute = { _ in "" }
  }

  /// A drawing or environment modifier, kept as an attribute of the node it modifies.
  init(
    attribute name: String, signatures: [[Parameter]]?, properties: [EditableProperty] = [],
    build: @escaping @Sendable (Call) -> Value?,
    print: @escaping @Sendable (ViewAttribute) -> String
  ) {
    self.name = name
    self.aliases = []
    self.role = .attribute
    self.summary = "modifier: drawing only"
    self.signatures = signatures
    self.isCallable = true
    self.properties = properties
    self.menuItems = []
    self.build = build
    self.print = { _, _ in "" }
    self.printAttribute = print
  }

  /// Whether a call writes this definition: its name or an alias.
  var names: [String] { [name] + aliases }
}

/// One item of the modify menu: a key, what it reads, and the node it wraps around the
/// selection (given the selection's placed size, where an added frame starts).
public struct MenuItem: Sendable {
  /// The key that chooses it; the menu lists items in `Catalog.menuOrder`.
  public let key: Character
  public let label: @Sendable (CGSize?) -> String
  public let wrapper: @Sendable (CGSize?) -> ViewNode

  init(
    key: Character, label: @escaping @Sendable (CGSize?) -> String,
    wrapper: @escaping @Sendable (CGSize?) -> ViewNode
  ) {
    self.key = key
    self.label = label
    self.wrapper = wrapper
  }
}
