import LayoutCore

/// A value computed while interpreting a scene.
///
/// Views are lists of nodes (a builder block yields several); colours and shapes are values
/// that also act as views; types stand for themselves so that `Color.red` and
/// `CGFloat.infinity` can be looked up as members.
indirect enum Value {
  case int(Int)
  case double(Double)
  case string(String)
  case bool(Bool)
  case none
  case views([ViewNode])
  case color(Color)
  case font(Font)
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
  case alignment(Alignment)
  case edges(Edge.Set)
  case axes(Axis.Set)
  case point(CGPoint)
  case size(CGSize)
  case insets(EdgeInsets)
  case unitPoint(UnitPoint)
  case range(Range<Int>)
  case listStyle(ListStyleKind)
  case keyPath([String])
  case closure(Closure, Scope)
  case dimensions(ViewDimensions)
  case proxy(GeometryProxy)
  case layout(AnyLayout)
  /// `GridItem(.fixed(70))`: one track of a lazy grid (§14.5).
  case gridItem(GridItem)
  /// `.fixed(70)`, `.flexible()`, `.adaptive(minimum: 40)`: a GridItem's size.
  case gridItemSize(GridItem.Size)
  /// `[.sectionHeaders]`: the pinned views of a lazy stack or grid (§14.4).
  case pinnedViews(PinnedScrollableViews)
  /// A type name used as a value: `Color`, `CGFloat`, `HorizontalAlignment`, a custom view.
  case type(String)
  /// `MyID.self` for an alignment identifier declared in the scene.
  case metatype(String)
  /// A modifier or method looked up on a value, waiting for its arguments.
  case method(Value, String, SourceRange)
  /// `(x: 0, y: 1, z: 0)`: the elements with their labels, read by `.x` or `.0`.
  case tuple([TupleElement])
  /// A Foundation value that no layout depends on (`Date()`, `UUID()`, `URL(string:)`),
  /// by its type's name: interpolated, it prints as that name ("Date"), so a `Text` showing
  /// it has a width, and its members give more of the same (see `FoundationValues`).
  case opaque(String)
  /// An array: `["A", "B"]`, `[Item(title: "a")]`, `Kind.allCases`.
  case array([Value])
  /// A dictionary literal's entries, in the order written.
  case dictionary([DictionaryValue])
  /// A value of a struct, class or enum declared in the scene.
  case instance(Instance)
  /// A function declared in the scene with the scope it sees: a helper method, a top-level
  /// function.
  case function(Function, Scope)

  /// The value as a number, if it is one.
  var number: Double? {
    switch self {
    case .int(let n): Double(n)
    case .double(let d): d
    default: nil
    }
  }

  /// How the value's kind reads in an error message.
  var kindName: String {
    switch self {
    case .int, .double: "a number"
    case .string: "a string"
    case .bool: "a Boolean"
    case .none: "nil"
    case .views: "a view"
    case .color: "a color"
    case .font: "a font"
    case .horizontal: "a horizontal alignment"
    case .vertical: "a vertical alignment"
    case .alignment: "an alignment"
    case .edges: "a set of edges"
    case .axes: "a set of axes"
    case .point: "a point"
    case .size: "a size"
    case .insets: "edge insets"
    case .unitPoint: "a unit point"
    case .range: "a range"
    case .listStyle: "a list style"
    case .keyPath: "a key path"
    case .closure: "a closure"
    case .dimensions: "view dimensions"
    case .proxy: "a geometry proxy"
    case .layout: "a layout"
    case .gridItem: "a grid item"
    case .gridItemSize: "a grid item size"
    case .pinnedViews: "a set of pinned views"
    case .type(let name): "the type '\(name)'"
    case .metatype(let name): "'\(name).self'"
    case .method(_, let name, _): "the method '\(name)'"
    case .tuple(let elements): "a tuple of \(elements.count) elements"
    case .opaque(let type): "a value of type '\(type)'"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .instance(let instance): "a value of type '\(instance.type)'"
    case .function(let function, _): "the function '\(function.name)'"
    }
  }
}

/// One element of a tuple value.
struct TupleElement {
  var label: String?
  var value: Value
}

/// The kinds of value a parameter expects; implicit members (`.top`) are resolved by it.
enum ValueType: Equatable, CustomStringConvertible {
  case number
  case int
  case string
  case bool
  case view
  case color
  case font
  case horizontal
  case vertical
  case alignment
  case edges
  case axes
  case point
  case size
  case insets
  case unitPoint
  case range
  case listStyle
  case keyPath
  case closure
  case layout
  case gridItem
  case gridItemSize
  /// `[GridItem]`: a lazy grid's columns or rows.
  case gridItems
  case pinnedViews
  case anything
  /// An argument kept as its source and not evaluated: a control's binding (`$isOn`), role,
  /// range or URL, which change no layout (reference §20).
  case source
  /// A type the scene declares, or an array of values (`[Item]`), by name as written.
  case declared(String)

  var description: String {
    switch self {
    case .number: "CGFloat"
    case .int: "Int"
    case .string: "String"
    case .bool: "Bool"
    case .view: "some View"
    case .color: "Color"
    case .font: "Font"
    case .horizontal: "HorizontalAlignment"
    case .vertical: "VerticalAlignment"
    case .alignment: "Alignment"
    case .edges: "Edge.Set"
    case .axes: "Axis.Set"
    case .point: "CGPoint"
    case .size: "CGSize"
    case .insets: "EdgeInsets"
    case .unitPoint: "UnitPoint"
    case .range: "Range<Int>"
    case .listStyle: "ListStyle"
    case .keyPath: "KeyPath"
    case .closure: "closure"
    case .layout: "Layout"
    case .gridItem: "GridItem"
    case .gridItemSize: "GridItem.Size"
    case .gridItems: "[GridItem]"
    case .pinnedViews: "PinnedScrollableViews"
    case .anything, .source: "value"
    case .declared(let name): name
    }
  }
}

/// Names visible at one point of a scene: locals, parameters, properties and declarations.
final class Scope {
  let parent: Scope?
  private var values: [String: Value] = [:]
  /// Computed properties and lazily evaluated bindings, evaluated on first use.
  private var lazy: [String: () -> Value?] = [:]
  /// Names declared here whose value could not be made: the error said why once, so a use
  /// of the name is not another error ("one cause, one error", issue #13).
  private var failed: Set<String> = []

  init(parent: Scope?) { self.parent = parent }

  /// Records that `name` is declared here but its value failed, after an error said why.
  func markFailed(_ name: String) { failed.insert(name) }

  /// Whether `name`, where it is declared, is a value that failed.
  func hasFailed(_ name: String) -> Bool {
    if failed.contains(name) { return true }
    if values[name] != nil || lazy[name] != nil { return false }
    return parent?.hasFailed(name) ?? false
  }

  func bind(_ name: String, _ value: Value) { values[name] = value }

  func bindLazily(_ name: String, _ make: @escaping () -> Value?) { lazy[name] = make }

  /// Whether `name` is bound lazily and not evaluated yet, where the lookup would find it.
  func isUnevaluated(_ name: String) -> Bool {
    if values[name] != nil { return false }
    if lazy[name] != nil { return true }
    return parent?.isUnevaluated(name) ?? false
  }

  func lookup(_ name: String) -> Value? {
    if let value = values[name] { return value }
    if let make = lazy[name] {
      lazy[name] = nil
      // A binding that refers to itself evaluates to nothing rather than recursing forever.
      values[name] = Value.none
      let value = make()
      values[name] = value
      return value
    }
    return parent?.lookup(name)
  }

  /// Every name visible here, for "did you mean" suggestions.
  var allNames: [String] {
    Array(values.keys) + Array(lazy.keys) + (parent?.allNames ?? [])
  }
}
