import LayoutCore

/// The modifiers a scene can apply, with SwiftUI's signatures.
enum ModifierCatalog {
  static let names = [
    "frame", "padding", "offset", "position", "fixedSize", "layoutPriority", "alignmentGuide",
    "background", "overlay", "border", "clipped", "ignoresSafeArea", "edgesIgnoringSafeArea",
    "listRowInsets", "foregroundColor", "foregroundStyle", "font", "bold", "opacity", "tint",
    "lineLimit", "listStyle", "environment", "sizeInfo", "fill", "stroke", "strokeBorder",
  ]

  /// SwiftUI modifiers a pasted scene often uses that LayoutLab does not model: named as
  /// unsupported rather than unknown.
  static let unsupported: Set<String> = [
    "cornerRadius", "clipShape", "mask", "shadow", "blur", "scaleEffect", "rotationEffect",
    "aspectRatio", "scaledToFit", "scaledToFill", "resizable", "zIndex", "multilineTextAlignment",
    "minimumScaleFactor", "truncationMode", "italic", "underline", "fontWeight", "contentShape",
    "onTapGesture", "onAppear", "onDisappear", "onChange", "task", "gesture", "animation",
    "transition", "disabled", "buttonStyle", "navigationTitle", "toolbar", "sheet", "alert",
    "accessibilityLabel", "safeAreaInset", "safeAreaPadding", "containerRelativeFrame",
  ]
}

extension SceneInterpreter {
  /// `views.name(arguments)`, or nil after an error.
  func modifier(
    _ name: String, on views: [ViewNode], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> [ViewNode]? {
    func wrap(_ kind: ViewKind, secondary: [ViewNode] = []) -> [ViewNode] {
      let content = views.count == 1 ? views[0] : ViewNode(.group, children: views)
      return [ViewNode(kind, children: [content] + secondary)]
    }
    func attribute(_ attribute: ViewAttribute) -> [ViewNode] {
      guard views.count == 1 else {
        return [ViewNode(.group, children: views, attributes: [attribute])]
      }
      var node = views[0]
      node.attributes.append(attribute)
      return [node]
    }
    func resolved(_ overloads: [[Parameter]]) -> (Int, [Value?])? {
      resolve(name, overloads, arguments, in: scope, at: location)
    }
    func number(_ value: Value?) -> CGFloat? { value?.number.map { CGFloat($0) } }

    switch name {
    case "frame":
      let overloads: [[Parameter]] = [
        [
          .labelled("width", .number), .labelled("height", .number),
          .labelled("alignment", .alignment),
        ],
        [
          .labelled("minWidth", .number), .labelled("idealWidth", .number),
          .labelled("maxWidth", .number),
          .labelled("minHeight", .number), .labelled("idealHeight", .number),
          .labelled("maxHeight", .number),
          .labelled("alignment", .alignment),
        ],
      ]
      guard let (overload, v) = resolved(overloads) else { return nil }
      if overload == 0 {
        guard case .alignment(let alignment) = v[2] ?? .alignment(.center) else { return nil }
        return wrap(.frame(width: number(v[0]), height: number(v[1]), alignment: alignment))
      }
      guard case .alignment(let alignment) = v[6] ?? .alignment(.center) else { return nil }
      return wrap(
        .flexibleFrame(
          FlexibleFrame(
            minWidth: number(v[0]), idealWidth: number(v[1]), maxWidth: number(v[2]),
            minHeight: number(v[3]), idealHeight: number(v[4]), maxHeight: number(v[5]),
            alignment: alignment)))
    case "padding":
      let overloads: [[Parameter]] = [
        [.unlabelled(.edges, optional: true), .unlabelled(.number, optional: true)],
        [.unlabelled(.number)],
        [.unlabelled(.insets)],
      ]
      guard let (overload, v) = resolved(overloads) else { return nil }
      switch overload {
      case 0:
        var edges = Edge.Set.all
        if case .edges(let given)? = v[0] { edges = given }
        let length = number(v[1]) ?? 16
        return wrap(.padding(insets(edges, length)))
      case 1: return wrap(.padding(insets(.all, number(v[0]) ?? 0)))
      default:
        guard case .insets(let insets)? = v[0] else { return nil }
        return wrap(.padding(insets))
      }
    case "offset":
      guard
        let (overload, v) = resolved([
          [.labelled("x", .number), .labelled("y", .number)], [.unlabelled(.size)],
        ])
      else { return nil }
      if overload == 0 {
        return wrap(.offset(CGSize(width: number(v[0]) ?? 0, height: number(v[1]) ?? 0)))
      }
      guard case .size(let size)? = v[0] else { return nil }
      return wrap(.offset(size))
    case "position":
      guard
        let (overload, v) = resolved([
          [.labelled("x", .number), .labelled("y", .number)], [.unlabelled(.point)],
        ])
      else { return nil }
      if overload == 0 {
        return wrap(.position(CGPoint(x: number(v[0]) ?? 0, y: number(v[1]) ?? 0)))
      }
      guard case .point(let point)? = v[0] else { return nil }
      return wrap(.position(point))
    case "fixedSize":
      guard
        let (overload, v) = resolved([
          [],
          [
            .labelled("horizontal", .bool, optional: false),
            .labelled("vertical", .bool, optional: false),
          ],
        ])
      else { return nil }
      if overload == 0 { return wrap(.fixedSize(horizontal: true, vertical: true)) }
      guard case .bool(let h)? = v[0], case .bool(let vertical)? = v[1] else { return nil }
      return wrap(.fixedSize(horizontal: h, vertical: vertical))
    case "layoutPriority":
      guard let (_, v) = resolved([[.unlabelled(.number)]]), let priority = v[0]?.number else {
        return nil
      }
      return wrap(.layoutPriority(priority))
    case "alignmentGuide":
      return alignmentGuideModifier(views, arguments, in: scope, at: location, wrap: wrap)
    case "background", "overlay":
      return layer(name, views, arguments, in: scope, at: location, wrap: wrap)
    case "border":
      guard let (_, v) = resolved([[.unlabelled(.color), .labelled("width", .number)]]),
        case .color(let color)? = v[0]
      else { return nil }
      return wrap(.border(color, width: number(v[1]) ?? 1))
    case "clipped":
      guard resolved([[Parameter(label: "antialiased", type: .bool, hasDefault: true)]]) != nil
      else { return nil }
      return wrap(.clipped)
    case "ignoresSafeArea", "edgesIgnoringSafeArea":
      let overloads: [[Parameter]] =
        name == "ignoresSafeArea"
        ? [[Parameter(label: nil, type: .anything, hasDefault: true), .labelled("edges", .edges)]]
        : [[.unlabelled(.edges)]]
      guard let (_, v) = resolved(overloads) else { return nil }
      var edges = Edge.Set.all
      if case .edges(let given)? = v.last ?? nil { edges = given }
      return wrap(.ignoresSafeArea(edges: edges))
    case "listRowInsets":
      guard let (_, v) = resolved([[.unlabelled(.insets)]]) else { return nil }
      if case .insets(let insets)? = v[0] { return wrap(.listRowInsets(insets)) }
      return wrap(.listRowInsets(nil))
    case "foregroundColor", "foregroundStyle", "tint":
      guard let (_, v) = resolved([[.unlabelled(.color)]]) else { return nil }
      let color: Color? = if case .color(let c)? = v[0] { c } else { nil }
      switch name {
      case "foregroundColor": return attribute(.foregroundColor(color))
      case "tint": return attribute(.tint(color))
      default:
        guard let color else {
          error("'foregroundStyle' needs a style", at: location)
          return nil
        }
        return attribute(.foregroundStyle(color))
      }
    case "font":
      guard let (_, v) = resolved([[.unlabelled(.font)]]) else { return nil }
      if case .font(let font)? = v[0] { return attribute(.font(font)) }
      return attribute(.font(nil))
    case "bold":
      guard let (_, v) = resolved([[.unlabelled(.bool, optional: true)]]) else { return nil }
      if case .bool(let flag)? = v[0] { return attribute(.bold(flag)) }
      return attribute(.bold(true))
    case "opacity":
      guard let (_, v) = resolved([[.unlabelled(.number)]]), let amount = v[0]?.number else {
        return nil
      }
      return attribute(.opacity(amount))
    case "lineLimit":
      guard let (_, v) = resolved([[.unlabelled(.int)]]) else { return nil }
      if case .int(let limit)? = v[0] {
        guard limit >= 0 else {
          error("'lineLimit' must not be negative", at: arguments[0].range.start)
          return nil
        }
        return attribute(.lineLimit(limit))
      }
      return attribute(.lineLimit(nil))
    case "listStyle":
      guard let (_, v) = resolved([[.unlabelled(.listStyle)]]), case .listStyle(let style)? = v[0]
      else { return nil }
      return attribute(.listStyle(style))
    case "environment":
      guard let (_, v) = resolved([[.unlabelled(.keyPath), .unlabelled(.anything)]]),
        case .keyPath(let path)? = v[0]
      else { return nil }
      switch path.last {
      case "defaultMinListRowHeight":
        guard let height = v[1]?.number else {
          error("'defaultMinListRowHeight' takes a number", at: arguments[1].range.start)
          return nil
        }
        return attribute(.defaultMinListRowHeight(height))
      case let key? where ModifierCatalog.names.contains(key):
        error(
          "the environment value '\(path.joined(separator: "."))' is not supported; use the modifier '.\(key)(...)' instead",
          at: arguments[0].range.start)
        return nil
      default:
        error(
          "the environment value '\(path.joined(separator: "."))' is not supported; LayoutLab knows 'defaultMinListRowHeight'",
          at: arguments[0].range.start)
        return nil
      }
    case "sizeInfo":
      guard resolved([[]]) != nil else { return nil }
      return attribute(.sizeInfo)
    case "fill", "stroke", "strokeBorder":
      return shapeStyle(name, views, arguments, in: scope, at: location)
    default:
      if ModifierCatalog.unsupported.contains(name) {
        error("the modifier '\(name)' is not supported in scenes", at: location)
        return nil
      }
      let known = ModifierCatalog.names + Array(customModifiers.keys)
      if let suggestion = Suggestions.closest(to: name, in: known) {
        error("unknown modifier '\(name)'; did you mean '\(suggestion)'?", at: location)
      } else {
        error("unknown modifier '\(name)'", at: location)
      }
      return nil
    }
  }

  private func insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
    )
  }

  /// `.alignmentGuide(.top) { d in ... }`: the closure kept as source and run at layout time.
  private func alignmentGuideModifier(
    _ views: [ViewNode], _ arguments: [Argument], in scope: Scope, at location: SourceLocation,
    wrap: (ViewKind, [ViewNode]) -> [ViewNode]
  ) -> [ViewNode]? {
    guard arguments.count == 2, arguments[0].label == nil,
      arguments[1].label == "computeValue" || arguments[1].isTrailing,
      case .closure(let closure) = arguments[1].value
    else {
      error(
        "'alignmentGuide' takes a guide and a closure: '.alignmentGuide(.top) { d in ... }'",
        at: location)
      return nil
    }
    guard let guide = alignmentGuide(arguments[0].value, in: scope) else { return nil }
    let key: AlignmentKey
    switch guide {
    case .horizontal(let h): key = h.key
    case .vertical(let v): key = v.key
    default: return nil
    }
    let parameter = closure.parameters.first ?? "$0"
    if closure.parameters.count > 1 {
      error(
        "the alignment guide closure takes one parameter, the view's dimensions",
        at: closure.range.start)
      return nil
    }
    let check = Scope(parent: scope)
    if let probe = ViewDimensionsProbe.make(width: 100, height: 50) {
      check.bind(parameter, .dimensions(probe))
      guard evaluateNumber(closure.body, in: check, what: "alignmentGuide") != nil else {
        return nil
      }
    }
    let source = closedSource(closure, in: scope)
    let computation = AlignmentGuideComputation(
      source: source, declarations: customAlignmentDeclarations(namedIn: source)
    ) { d in
      self.runtimeLock.withLock {
        let run = Scope(parent: scope)
        run.bind(parameter, .dimensions(d))
        return CGFloat(
          self.attempt { self.evaluateNumber(closure.body, in: run, what: "alignmentGuide") }.0 ?? 0
        )
      }
    }
    return wrap(.alignmentGuide(key, computation), [])
  }

  /// `background` and `overlay` in their SwiftUI forms: a style, a style in a shape, a view,
  /// or a content closure with an alignment.
  private func layer(
    _ name: String, _ views: [ViewNode], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation, wrap: (ViewKind, [ViewNode]) -> [ViewNode]
  ) -> [ViewNode]? {
    func kind(_ layer: SecondaryLayer) -> ViewKind {
      name == "background" ? .background(layer) : .overlay(layer)
    }
    let overloads: [[Parameter]] = [
      [.labelled("alignment", .alignment), .content()],
      [.unlabelled(.color), .labelled("ignoresSafeAreaEdges", .edges)],
      [.unlabelled(.color), .labelled("in", .view, optional: false)],
      [.unlabelled(.view), .labelled("alignment", .alignment)],
    ]
    guard let (overload, v) = resolve(name, overloads, arguments, in: scope, at: location) else {
      return nil
    }
    switch overload {
    case 0:
      guard case .alignment(let alignment) = v[0] ?? .alignment(.center),
        let secondary = content(v[1], in: scope)
      else { return nil }
      return wrap(kind(.view(alignment: alignment)), secondary)
    case 1:
      guard case .color(let color)? = v[0] else { return nil }
      var edges = Edge.Set.all
      if case .edges(let given)? = v[1] { edges = given }
      return wrap(kind(.style(ignoresSafeAreaEdges: edges)), [ViewNode(.color(color))])
    case 2:
      guard case .color(let color)? = v[0], case .views(let shape)? = v[1], shape.count == 1,
        case .shape(let shapeKind, .fill(nil)) = shape[0].kind
      else {
        error("'\(name)(_:in:)' takes a shape such as 'Capsule()'", at: location)
        return nil
      }
      return wrap(
        kind(.style(ignoresSafeAreaEdges: [])), [ViewNode(.shape(shapeKind, .fill(color)))])
    default:
      guard let secondary = viewNodes(v[0], at: arguments[0].range.start),
        case .alignment(let alignment) = v[1] ?? .alignment(.center)
      else { return nil }
      return wrap(kind(.view(alignment: alignment)), secondary)
    }
  }

  /// `fill`, `stroke` and `strokeBorder` on a shape.
  private func shapeStyle(
    _ name: String, _ views: [ViewNode], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> [ViewNode]? {
    guard views.count == 1, case .shape(let shape, .fill(nil)) = views[0].kind,
      views[0].attributes.isEmpty
    else {
      error(
        "'\(name)' applies to a shape such as 'Rectangle()', before other modifiers", at: location)
      return nil
    }
    let parameters: [Parameter] =
      name == "fill"
      ? [.unlabelled(.color, optional: true)]
      : [.unlabelled(.color, optional: true), .labelled("lineWidth", .number)]
    guard let (_, v) = resolve(name, [parameters], arguments, in: scope, at: location) else {
      return nil
    }
    let color: Color? = if case .color(let c)? = v[0] { c } else { nil }
    let width = CGFloat(v.count > 1 ? v[1]?.number ?? 1 : 1)
    switch name {
    case "fill": return [ViewNode(.shape(shape, .fill(color)))]
    case "stroke": return [ViewNode(.shape(shape, .stroke(color, lineWidth: width)))]
    default: return [ViewNode(.shape(shape, .strokeBorder(color, lineWidth: width)))]
    }
  }
}
