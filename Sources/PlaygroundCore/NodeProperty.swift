import CustomLayouts
import LayoutCore

/// One value of a view or modifier the playground can change: a frame's width, a stack's
/// spacing, a Spacer's minLength, a Text's lineLimit.
///
/// Every edit of a value is `TreeEdit.set(property, value, at:)`, which changes that one field
/// and nothing else, so that an edit replayed on a gallery rebuilt for a new container size
/// keeps the new size everywhere the edit did not touch.
enum NodeProperty: Hashable, Sendable {
  case width
  case height
  case minWidth
  case idealWidth
  case maxWidth
  case minHeight
  case idealHeight
  case maxHeight
  case alignment
  case spacing
  case minLength
  case priority
  /// All four paddings at once.
  case padding
  /// One padding.
  case paddingEdge(Edge)
  case fixedHorizontal
  case fixedVertical
  case offsetX
  case offsetY
  case lineLimit

  /// The name the inspector shows, as the SwiftUI argument is called.
  var label: String {
    switch self {
    case .width: "width"
    case .height: "height"
    case .minWidth: "minWidth"
    case .idealWidth: "idealWidth"
    case .maxWidth: "maxWidth"
    case .minHeight: "minHeight"
    case .idealHeight: "idealHeight"
    case .maxHeight: "maxHeight"
    case .alignment: "alignment"
    case .spacing: "spacing"
    case .minLength: "minLength"
    case .priority: "priority"
    case .padding: "padding"
    case .paddingEdge(let edge): "\(edge)"
    case .fixedHorizontal: "horizontal"
    case .fixedVertical: "vertical"
    case .offsetX: "x"
    case .offsetY: "y"
    case .lineLimit: "lineLimit"
    }
  }

  /// The axis a length property measures, for starting an unset length at the view's size.
  var axis: Axis? {
    switch self {
    case .width, .minWidth, .idealWidth, .maxWidth, .offsetX: .horizontal
    case .height, .minHeight, .idealHeight, .maxHeight, .offsetY: .vertical
    default: nil
    }
  }

  /// The editable properties of `node`, in the order the inspector lists them.
  static func properties(of node: ViewNode) -> [NodeProperty] {
    var result: [NodeProperty] = []
    switch node.kind {
    case .frame: result = [.width, .height, .alignment]
    case .flexibleFrame:
      result = [
        .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight, .alignment,
      ]
    case .layout(let layout) where layout.base is MyFrame || layout.base is FractionFrame:
      result = [.width, .height, .alignment]
    case .hStack, .vStack: result = [.spacing, .alignment]
    case .zStack, .background(.view), .overlay(.view): result = [.alignment]
    case .spacer: result = [.minLength]
    case .layoutPriority: result = [.priority]
    case .padding: result = [.padding] + Edge.allCases.map { .paddingEdge($0) }
    case .fixedSize: result = [.fixedHorizontal, .fixedVertical]
    case .offset: result = [.offsetX, .offsetY]
    default: break
    }
    if case .text = node.kind {
      result.append(.lineLimit)
    } else if node.attributes.contains(where: { if case .lineLimit = $0 { true } else { false } }) {
      result.append(.lineLimit)
    }
    return result
  }
}

/// A property's value: a length, an alignment, a flag, a number, a count.
enum PropertyValue: Equatable, Sendable {
  case length(CGFloat?)
  case insets(EdgeInsets)
  case alignment(Alignment)
  case horizontalGuide(HorizontalAlignment)
  case verticalGuide(VerticalAlignment)
  case flag(Bool)
  case number(Double)
  case count(Int?)

  /// The value as the inspector writes it: `300`, `nil`, `∞`, `.bottomTrailing`, `true`.
  var text: String {
    switch self {
    case .length(let value): PointText.length(value)
    case .insets(let insets):
      [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy { $0 == insets.top }
        ? PointText.length(insets.top)
        : "\(PointText.length(insets.top)) \(PointText.length(insets.leading)) "
          + "\(PointText.length(insets.bottom)) \(PointText.length(insets.trailing))"
    case .alignment(let alignment): AlignmentChoices.name(alignment)
    case .horizontalGuide(let guide): "." + guide.description
    case .verticalGuide(let guide): "." + guide.description
    case .flag(let flag): flag ? "true" : "false"
    case .number(let number): PointText.number(number)
    case .count(let count): count.map(String.init) ?? "nil"
    }
  }
}

extension ViewNode {
  /// The value of `property`, or nil when this node does not have it.
  func value(of property: NodeProperty) -> PropertyValue? {
    switch (kind, property) {
    case (.frame(let width, _, _), .width): return .length(width)
    case (.frame(_, let height, _), .height): return .length(height)
    case (.frame(_, _, let alignment), .alignment): return .alignment(alignment)
    case (.flexibleFrame(let frame), _):
      switch property {
      case .minWidth: return .length(frame.minWidth)
      case .idealWidth: return .length(frame.idealWidth)
      case .maxWidth: return .length(frame.maxWidth)
      case .minHeight: return .length(frame.minHeight)
      case .idealHeight: return .length(frame.idealHeight)
      case .maxHeight: return .length(frame.maxHeight)
      case .alignment: return .alignment(frame.alignment)
      default: break
      }
    case (.layout(let layout), _):
      guard let fields = LayoutFrameFields(layout) else { return nil }
      switch property {
      case .width: return .length(fields.width)
      case .height: return .length(fields.height)
      case .alignment: return .alignment(fields.alignment)
      default: break
      }
    case (.hStack(_, let spacing), .spacing), (.vStack(_, let spacing), .spacing):
      return .length(spacing)
    case (.hStack(let alignment, _), .alignment): return .verticalGuide(alignment)
    case (.vStack(let alignment, _), .alignment): return .horizontalGuide(alignment)
    case (.zStack(let alignment), .alignment): return .alignment(alignment)
    case (.background(.view(let alignment)), .alignment),
      (.overlay(.view(let alignment)), .alignment):
      return .alignment(alignment)
    case (.spacer(let minLength), .minLength): return .length(minLength)
    case (.layoutPriority(let priority), .priority): return .number(priority)
    case (.padding(let insets), .padding): return .insets(insets)
    case (.padding(let insets), .paddingEdge(let edge)): return .length(insets[edge])
    case (.fixedSize(let horizontal, _), .fixedHorizontal): return .flag(horizontal)
    case (.fixedSize(_, let vertical), .fixedVertical): return .flag(vertical)
    case (.offset(let offset), .offsetX): return .length(offset.width)
    case (.offset(let offset), .offsetY): return .length(offset.height)
    default: break
    }
    if property == .lineLimit {
      for attribute in attributes {
        if case .lineLimit(let limit) = attribute { return .count(limit) }
      }
      if case .text = kind { return .count(nil) }
    }
    return nil
  }

  /// Sets `property` to `value`; false when the node does not have the property or the value
  /// is of the wrong type.
  @discardableResult
  mutating func set(_ property: NodeProperty, to value: PropertyValue) -> Bool {
    switch (kind, property, value) {
    case (.frame(_, let height, let alignment), .width, .length(let width)):
      kind = .frame(width: width, height: height, alignment: alignment)
    case (.frame(let width, _, let alignment), .height, .length(let height)):
      kind = .frame(width: width, height: height, alignment: alignment)
    case (.frame(let width, let height, _), .alignment, .alignment(let alignment)):
      kind = .frame(width: width, height: height, alignment: alignment)
    case (.flexibleFrame(var frame), _, _):
      switch (property, value) {
      case (.minWidth, .length(let length)): frame.minWidth = length
      case (.idealWidth, .length(let length)): frame.idealWidth = length
      case (.maxWidth, .length(let length)): frame.maxWidth = length
      case (.minHeight, .length(let length)): frame.minHeight = length
      case (.idealHeight, .length(let length)): frame.idealHeight = length
      case (.maxHeight, .length(let length)): frame.maxHeight = length
      case (.alignment, .alignment(let alignment)): frame.alignment = alignment
      default: return false
      }
      kind = .flexibleFrame(frame)
    case (.layout(let layout), _, _):
      guard var fields = LayoutFrameFields(layout) else { return false }
      switch (property, value) {
      case (.width, .length(let length)): fields.width = length
      case (.height, .length(let length)): fields.height = length
      case (.alignment, .alignment(let alignment)): fields.alignment = alignment
      default: return false
      }
      kind = .layout(fields.layout)
    case (.hStack(let alignment, _), .spacing, .length(let spacing)):
      kind = .hStack(alignment: alignment, spacing: spacing)
    case (.vStack(let alignment, _), .spacing, .length(let spacing)):
      kind = .vStack(alignment: alignment, spacing: spacing)
    case (.hStack(_, let spacing), .alignment, .verticalGuide(let alignment)):
      kind = .hStack(alignment: alignment, spacing: spacing)
    case (.vStack(_, let spacing), .alignment, .horizontalGuide(let alignment)):
      kind = .vStack(alignment: alignment, spacing: spacing)
    case (.zStack, .alignment, .alignment(let alignment)):
      kind = .zStack(alignment: alignment)
    case (.background(.view), .alignment, .alignment(let alignment)):
      kind = .background(.view(alignment: alignment))
    case (.overlay(.view), .alignment, .alignment(let alignment)):
      kind = .overlay(.view(alignment: alignment))
    case (.spacer, .minLength, .length(let length)):
      kind = .spacer(minLength: length)
    case (.layoutPriority, .priority, .number(let priority)):
      kind = .layoutPriority(priority)
    case (.padding, .padding, .insets(let insets)):
      kind = .padding(insets)
    case (.padding(var insets), .paddingEdge(let edge), .length(let length?)):
      insets[edge] = length
      kind = .padding(insets)
    case (.fixedSize(_, let vertical), .fixedHorizontal, .flag(let flag)):
      kind = .fixedSize(horizontal: flag, vertical: vertical)
    case (.fixedSize(let horizontal, _), .fixedVertical, .flag(let flag)):
      kind = .fixedSize(horizontal: horizontal, vertical: flag)
    case (.offset(let offset), .offsetX, .length(let x?)):
      kind = .offset(CGSize(width: x, height: offset.height))
    case (.offset(let offset), .offsetY, .length(let y?)):
      kind = .offset(CGSize(width: offset.width, height: y))
    case (_, .lineLimit, .count(let limit)):
      let index = attributes.firstIndex { if case .lineLimit = $0 { true } else { false } }
      switch (index, limit) {
      case (let index?, nil): attributes.remove(at: index)
      case (let index?, let limit?): attributes[index] = .lineLimit(limit)
      case (nil, let limit?):
        guard case .text = kind else { return false }
        attributes.append(.lineLimit(limit))
      case (nil, nil): break
      }
    default:
      return false
    }
    return true
  }
}

extension EdgeInsets {
  /// The inset on one edge.
  subscript(edge: Edge) -> CGFloat {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }
}

/// The fields of the frame-like custom layouts (`MyFrame`, `FractionFrame`), read and
/// rebuilt through their public initializers.
struct LayoutFrameFields {
  var isMyFrame: Bool
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment

  init?(_ layout: AnyLayout) {
    if let frame = layout.base as? MyFrame {
      self.init(
        isMyFrame: true, width: frame.width, height: frame.height, alignment: frame.alignment)
    } else if let frame = layout.base as? FractionFrame {
      self.init(
        isMyFrame: false, width: frame.width, height: frame.height, alignment: frame.alignment)
    } else {
      return nil
    }
  }

  init(isMyFrame: Bool, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.isMyFrame = isMyFrame
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  var layout: AnyLayout {
    isMyFrame
      ? AnyLayout(MyFrame(width: width, height: height, alignment: alignment))
      : AnyLayout(FractionFrame(width: width, height: height, alignment: alignment))
  }
}
