/// A piece of user interface, described by its `body` (reference §1).
///
/// Written exactly as in SwiftUI so that scenes in Swift read like SwiftUI code. Built-in views
/// are primitive: they turn into `ViewNode`s, the value tree the engine lays out.
///
///     struct Hello: View {
///       var body: some View { Text("Hello world").frame(width: 300, height: 60) }
///     }
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("Never has no body") }
}

/// A view that is a node of the value tree rather than a composition of other views.
protocol PrimitiveView: View where Body == Never {
  /// The nodes this view contributes: one for most views, any number for lists.
  var viewNodes: [ViewNode] { get }
}

extension PrimitiveView {
  public var body: Never { preconditionFailure("\(Self.self) is a primitive view and has no body") }
}

extension View {
  /// The value-tree nodes of this view: one for most views, several for a list such as a
  /// `ViewBuilder` block, `Group` or `ForEach`, none for `EmptyView`.
  public var viewNodes: [ViewNode] {
    if let primitive = self as? any PrimitiveView { return primitive.viewNodes }
    return body.viewNodes
  }

  /// The single node of this view; several views become a `Group`.
  var viewNode: ViewNode {
    let nodes = viewNodes
    return nodes.count == 1 ? nodes[0] : ViewNode(.group, children: nodes)
  }

  /// This view wrapped in a modifier node of `kind`, with optional secondary content.
  func modified(_ kind: ViewKind, secondary: [ViewNode] = []) -> NodeView {
    NodeView(ViewNode(kind, children: [viewNode] + secondary))
  }

  /// This view with a drawing attribute appended to its node.
  func attributed(_ attribute: ViewAttribute) -> NodeView {
    var node = viewNode
    node.attributes.append(attribute)
    return NodeView(node)
  }
}

/// A view that is given as a node: what modifiers and containers return.
public struct NodeView: PrimitiveView {
  /// The node.
  public let node: ViewNode

  public init(_ node: ViewNode) { self.node = node }

  var viewNodes: [ViewNode] { [node] }
}

/// Several views in sequence, as a `ViewBuilder` block produces them.
public struct TupleView: PrimitiveView {
  let nodes: [ViewNode]
  var viewNodes: [ViewNode] { nodes }
}
