import LayoutCore

/// Where in a scene's source one node of its tree was written: what an edit of the node in
/// the playground changes in the file, and nothing around it.
///
/// The interpreter records one for every view and modifier it builds from a call, and the
/// node keeps its index (`ViewNode.sourceTag`). A node built by code used more than once (a
/// custom view's body, a custom modifier, a `ForEach` body) has the same `call` in every use,
/// so an edit of it is an edit of that definition.
public struct NodeOrigin: Hashable, Sendable {
  /// One argument as written: its label, its whole text and its value's.
  struct ArgumentOrigin: Hashable, Sendable {
    var label: String?
    var range: SourceRange
    var value: SourceRange
    var isTrailing: Bool
  }

  /// The whole expression that made the node: from the first token of its base view to the
  /// end of its call and of the drawing modifiers kept on it (`Text("a").font(.title)`).
  var expression: SourceRange
  /// The view's type name or the modifier's name, up to the end of its call.
  var call: SourceRange
  /// Where the name ends: the argument list, if any, starts after it.
  var nameEnd: SourceLocation
  /// The modifier's dot, for a modifier.
  var dot: SourceLocation?
  var arguments: [ArgumentOrigin]
  /// The drawing modifiers kept on the node (its attributes), in order.
  var attributes: [NodeOrigin]
  /// The custom view or modifier whose definition holds the call, or nil for the scene's own.
  var definition: String?
  /// Where the custom view, custom modifier or `let` that answered with this node is used
  /// (`Card()` in a VStack), for the node it answered with: removing or wrapping the node
  /// edits that use, so the other uses keep their Card; setting a property still edits the
  /// definition.
  var use: Use? = nil

  /// One use of a custom view, custom modifier or `let`: the whole expression there, and the
  /// definition that holds it (nil for the scene's own code).
  struct Use: Hashable, Sendable {
    var range: SourceRange
    var definition: String?
  }
}

extension SceneInterpreter {
  /// The node's origin, recorded and its index stamped on the node.
  func stamped(_ node: ViewNode, with origin: NodeOrigin) -> ViewNode {
    guard isRecordingOrigins, origins.count < Int(Int32.max) else { return node }
    var node = node
    node.sourceTag = Int32(origins.count)
    origins.append(origin)
    return node
  }

  /// The origin of a call written `name(arguments)` over `range`, `name` starting at
  /// `location`.
  func origin(
    of name: String, _ arguments: [Argument], at location: SourceLocation, isModifier: Bool
  ) -> NodeOrigin? {
    guard let range = currentCall else { return nil }
    return NodeOrigin(
      expression: range, call: SourceRange(location, range.end),
      nameEnd: location.shifted(by: name.count),
      dot: isModifier ? location.shifted(by: -1) : nil,
      arguments: arguments.map {
        NodeOrigin.ArgumentOrigin(
          label: $0.label, range: $0.range, value: $0.value.range, isTrailing: $0.isTrailing)
      }, attributes: [], definition: definitions.last)
  }

  /// The nodes a definition's call built, each stamped with where it was written.
  func stamp(
    _ nodes: [ViewNode], built definition: Definition, name: String, _ arguments: [Argument],
    on views: [ViewNode], at location: SourceLocation
  ) -> [ViewNode] {
    guard
      let origin = origin(
        of: name, arguments, at: location,
        isModifier: definition.role != .view
          && definition.role != .container)
    else { return nodes }
    switch definition.role {
    case .view, .container, .modifier:
      return nodes.map { $0.sourceTag >= 0 ? $0 : stamped($0, with: origin) }
    case .attribute:
      // The modified view, now with one more drawing modifier (or redrawn, for `fill`).
      guard nodes.count == 1, views.count == 1, views[0].sourceTag >= 0 else {
        return nodes.map { $0.sourceTag >= 0 ? $0 : stamped($0, with: origin) }
      }
      var extended = origins[Int(views[0].sourceTag)]
      extended.expression.end = origin.call.end
      extended.attributes.append(origin)
      return [stamped(nodes[0], with: extended)]
    }
  }

  /// The one node a custom view, custom modifier or `let` answered with, marked as used at
  /// `range`. The node gets an origin of its own, since a `let` answers every use with the
  /// same node; an outer use marked later (a custom view whose body is another) wins.
  func markingUse(_ nodes: [ViewNode], at range: SourceRange?) -> [ViewNode] {
    guard isRecordingOrigins, let range, nodes.count == 1, nodes[0].sourceTag >= 0,
      Int(nodes[0].sourceTag) < origins.count
    else { return nodes }
    var origin = origins[Int(nodes[0].sourceTag)]
    origin.use = NodeOrigin.Use(range: range, definition: definitions.last)
    var node = nodes[0]
    node.sourceTag = -1
    return [stamped(node, with: origin)]
  }

  /// Views of an expression used as a view that no call stamped (`Color.red`, a value from a
  /// `let`), stamped with the expression.
  func stampingUnmarked(_ nodes: [ViewNode], _ expression: Expr) -> [ViewNode] {
    let range = expression.range
    if case .name(let name, _) = expression, name != "self",
      nodes.allSatisfy({ $0.sourceTag >= 0 })
    {
      // A `let` or `var` used by name: its node was written where it was declared.
      return markingUse(nodes, at: range)
    }
    return nodes.map { node in
      guard node.sourceTag < 0 else { return node }
      return stamped(
        node,
        with: NodeOrigin(
          expression: range, call: range, nameEnd: range.end, dot: nil, arguments: [],
          attributes: [], definition: definitions.last))
    }
  }
}
