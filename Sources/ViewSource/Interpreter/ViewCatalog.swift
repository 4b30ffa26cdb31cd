import LayoutCore

/// The built-in views a scene can create, with SwiftUI's initializers.
enum ViewCatalog {
  static let names = [
    "Text", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule",
    "ContainerRelativeShape", "Spacer", "Divider", "EmptyView", "HStack", "VStack", "ZStack",
    "Group", "ForEach", "GeometryReader", "List",
  ]

  /// SwiftUI views a pasted scene often uses that LayoutLab does not model: named as
  /// unsupported rather than unknown.
  static let unsupported: Set<String> = [
    "Image", "AsyncImage", "Button", "Label", "Link", "Toggle", "TextField", "SecureField",
    "TextEditor", "Slider", "Stepper", "Picker", "DatePicker", "ProgressView", "Menu", "ScrollView",
    "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "TabView", "Form",
    "Section", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "ViewThatFits", "Canvas", "TimelineView", "GroupBox", "DisclosureGroup", "ShareLink",
  ]

  static let shapes: [String: ShapeKind] = [
    "Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule,
    "ContainerRelativeShape": .containerRelative,
  ]
}

extension SceneInterpreter {
  /// A built-in view, or nil (after an error for a known view with bad arguments, silently
  /// for a name that is not a view).
  func constructView(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  )
    -> Value?
  {
    func node(_ kind: ViewKind, children: [ViewNode] = []) -> Value {
      .views([ViewNode(kind, children: children)])
    }
    switch type {
    case "Text":
      guard
        let (_, v) = resolve(
          type, [[.unlabelled(.string)], [.labelled("verbatim", .string, optional: false)]],
          arguments, in: scope, at: location),
        case .string(let text)? = v[0]
      else { return nil }
      return node(.text(text))
    case "Color":
      let overloads: [[Parameter]] = [
        [
          .labelled("red", .number, optional: false), .labelled("green", .number, optional: false),
          .labelled("blue", .number, optional: false), .labelled("opacity", .number),
        ],
        [.labelled("white", .number, optional: false), .labelled("opacity", .number)],
      ]
      guard let (overload, v) = resolve(type, overloads, arguments, in: scope, at: location) else {
        return nil
      }
      let n = v.map { $0?.number }
      if overload == 0 {
        return .color(Color(red: n[0]!, green: n[1]!, blue: n[2]!, opacity: n[3] ?? 1))
      }
      return .color(Color(white: n[0]!, opacity: n[1] ?? 1))
    case "RoundedRectangle":
      guard
        let (_, v) = resolve(
          type,
          [
            [
              .labelled("cornerRadius", .number, optional: false),
              Parameter(label: "style", type: .anything, hasDefault: true),
            ]
          ], arguments, in: scope, at: location),
        let radius = v[0]?.number
      else { return nil }
      return node(.shape(.roundedRectangle(cornerRadius: radius), .fill(nil)))
    case _ where ViewCatalog.shapes[type] != nil:
      guard resolve(type, [[]], arguments, in: scope, at: location) != nil else { return nil }
      return node(.shape(ViewCatalog.shapes[type]!, .fill(nil)))
    case "Spacer":
      guard
        let (_, v) = resolve(
          type, [[.labelled("minLength", .number)]], arguments, in: scope, at: location)
      else { return nil }
      return node(.spacer(minLength: v[0]?.number.map { CGFloat($0) }))
    case "Divider", "EmptyView":
      guard resolve(type, [[]], arguments, in: scope, at: location) != nil else { return nil }
      return type == "Divider" ? node(.divider) : .views([])
    case "HStack", "VStack":
      let guide: ValueType = type == "HStack" ? .vertical : .horizontal
      guard
        let (_, v) = resolve(
          type, [[.labelled("alignment", guide), .labelled("spacing", .number), .content()]],
          arguments, in: scope, at: location),
        let children = content(v[2], in: scope)
      else { return nil }
      let spacing = v[1]?.number.map { CGFloat($0) }
      if type == "HStack" {
        guard case .vertical(let alignment) = v[0] ?? .vertical(.center) else { return nil }
        return node(.hStack(alignment: alignment, spacing: spacing), children: children)
      }
      guard case .horizontal(let alignment) = v[0] ?? .horizontal(.center) else { return nil }
      return node(.vStack(alignment: alignment, spacing: spacing), children: children)
    case "ZStack":
      guard
        let (_, v) = resolve(
          type, [[.labelled("alignment", .alignment), .content()]], arguments, in: scope,
          at: location),
        let children = content(v[1], in: scope),
        case .alignment(let alignment) = v[0] ?? .alignment(.center)
      else { return nil }
      return node(.zStack(alignment: alignment), children: children)
    case "Group", "List":
      guard let (_, v) = resolve(type, [[.content()]], arguments, in: scope, at: location),
        let children = content(v[0], in: scope)
      else { return nil }
      return node(type == "Group" ? .group : .list, children: children)
    case "ForEach":
      return forEach(arguments, in: scope, at: location)
    case "GeometryReader":
      guard let (_, v) = resolve(type, [[.content()]], arguments, in: scope, at: location),
        case .closure(let closure, let closureScope)? = v[0]
      else { return nil }
      return geometryReader(closure, in: closureScope, at: location)
    default:
      return nil
    }
  }

  /// The views of a content closure, with no parameters.
  func content(_ value: Value?, in scope: Scope) -> [ViewNode]? {
    guard case .closure(let closure, let closureScope)? = value else { return [] }
    if let parameter = closure.parameters.first {
      error(
        "this closure takes no parameters, but declares '\(parameter)'", at: closure.range.start)
      return nil
    }
    return buildViews(closure.body, in: Scope(parent: closureScope))
  }

  /// `ForEach(0..<n) { i in ... }` and `ForEach(0..<n, id: \.self) { ... }`.
  ///
  /// The data is taken as any value and then checked, so that an array or a collection gets
  /// an error about ForEach rather than about arrays.
  private func forEach(_ arguments: [Argument], in scope: Scope, at location: SourceLocation)
    -> Value?
  {
    func refuse(_ found: String, at location: SourceLocation) -> Value? {
      error(
        "'ForEach' in scenes runs over an integer range such as '0..<3', found \(found)",
        at: location)
      return nil
    }
    if let first = arguments.first, first.label == nil, case .array(_, let range) = first.value {
      return refuse("an array", at: range.start)
    }
    let overloads: [[Parameter]] = [
      [.unlabelled(.anything), .content()],
      [.unlabelled(.anything), .labelled("id", .keyPath, optional: false), .content()],
    ]
    guard let (overload, v) = resolve("ForEach", overloads, arguments, in: scope, at: location),
      let data = v[0]
    else { return nil }
    guard case .range(let range) = data else {
      return refuse(data.kindName, at: arguments[0].range.start)
    }
    guard case .closure(let closure, let closureScope)? = v[overload == 0 ? 1 : 2] else {
      return nil
    }
    var children: [ViewNode] = []
    var failed = false
    let ran = repeatingLoop(range.count, at: arguments[0].range.start) {
      for element in range {
        let iteration = Scope(parent: closureScope)
        iteration.bind(closure.parameters.first ?? "$0", .int(element))
        guard let views = buildViews(closure.body, in: iteration) else {
          failed = true
          return
        }
        children += views
      }
    }
    guard ran, !failed else { return nil }
    let source = closedSource(
      .call(
        .name("ForEach", SourceRange(location, location)), arguments,
        SourceRange(location, location)),
      in: scope)
    // A loop over the scene's own views cannot be printed as a loop (the printed scene has
    // no View structs), so it is kept as what it built, as every other custom view is.
    guard isSelfContained(source) else { return .views([ViewNode(.group, children: children)]) }
    return .views([ViewNode(.forEach(source: source), children: children)])
  }

  /// A GeometryReader whose content closure is interpreted for each size it is placed at.
  private func geometryReader(_ closure: Closure, in scope: Scope, at location: SourceLocation)
    -> Value?
  {
    if closure.parameters.count > 1 {
      error(
        "the GeometryReader closure takes one parameter, the geometry proxy",
        at: closure.range.start)
      return nil
    }
    let parameter = closure.parameters.first ?? "$0"
    // Interpret once with a sample size so that errors show now, not at layout time.
    let check = Scope(parent: scope)
    check.bind(parameter, .proxy(GeometryProxy(size: CGSize(width: 100, height: 100))))
    guard buildViews(closure.body, in: check) != nil else { return nil }
    let content = GeometryContent(source: closedSource(closure, in: scope)) { proxy in
      self.runtimeLock.withLock {
        let run = Scope(parent: scope)
        run.bind(parameter, .proxy(proxy))
        return self.attempt { self.buildViews(closure.body, in: run) }.0 ?? []
      }
    }
    return .views([ViewNode(.geometryReader(content))])
  }
}
