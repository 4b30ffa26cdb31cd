import CustomLayouts
import LayoutCore

extension Catalog {
  /// Any `Layout` applied to children: `MyFrame(width: 250, height: 250) { … }`. Scenes name
  /// the layout's type, so `LayoutRegistry` knows each layout's initializers and printing;
  /// this definition is what the node is to the printer, the inspector and the editor.
  static let customLayout = Definition(
    "Layout", role: .container, summary: "container: a custom Layout", signatures: nil,
    isCallable: false,
    properties: [
      layoutFrameProperty("width", axis: .horizontal, \.width),
      layoutFrameProperty("height", axis: .vertical, \.height),
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .layout(let layout) = node.kind, let fields = LayoutFrameFields(layout)
          else { return nil }
          return .alignment(fields.alignment)
        },
        write: { node, value in
          guard case .layout(let layout) = node.kind, var fields = LayoutFrameFields(layout),
            case .alignment(let alignment) = value
          else { return false }
          fields.alignment = alignment
          node.kind = .layout(fields.layout)
          return true
        }),
    ],
    build: { _ in nil },
    print: { node, printing in
      guard case .layout(let layout) = node.kind else { return "" }
      let entry = LayoutRegistry.entry(for: layout)
      let call = entry?.print(layout) ?? "\(layout.name)()"
      var children = node.children
      if let helpers = entry?.helpers, children.starts(with: helpers) {
        children.removeFirst(helpers.count)
      }
      return call + " " + printing.block(children)
    })

  private static func layoutFrameProperty(
    _ label: String, axis: Axis, _ field: WritableKeyPath<LayoutFrameFields, CGFloat?> & Sendable
  ) -> EditableProperty {
    EditableProperty(
      label, axis: axis, stepping: .fromCurrent,
      read: { node in
        guard case .layout(let layout) = node.kind, let fields = LayoutFrameFields(layout) else {
          return nil
        }
        return .length(fields[keyPath: field])
      },
      write: { node, value in
        guard case .layout(let layout) = node.kind, var fields = LayoutFrameFields(layout),
          case .length(let length) = value
        else { return false }
        fields[keyPath: field] = length
        node.kind = .layout(fields.layout)
        return true
      })
  }
}

/// The fields of the frame-like custom layouts (`MyFrame`, `FractionFrame`), read and
/// rebuilt through their public initializers.
public struct LayoutFrameFields: Sendable {
  var isMyFrame: Bool
  public var width: CGFloat?
  public var height: CGFloat?
  public var alignment: Alignment

  public init?(_ layout: AnyLayout) {
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

  /// The layout with these fields.
  public var layout: AnyLayout {
    isMyFrame
      ? AnyLayout(MyFrame(width: width, height: height, alignment: alignment))
      : AnyLayout(FractionFrame(width: width, height: height, alignment: alignment))
  }
}
