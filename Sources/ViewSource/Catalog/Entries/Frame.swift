import LayoutCore

extension Catalog {
  /// `frame(width:height:alignment:)` (§6.1) and `frame(minWidth:idealWidth:maxWidth:
  /// minHeight:idealHeight:maxHeight:alignment:)` (§6.2): one name, two nodes.
  static let frame = Definition(
    "frame", role: .modifier, summary: "modifier: fixed frame", signatures: frameSignatures,
    properties: [
      fixedFrameLength("width", axis: .horizontal),
      fixedFrameLength("height", axis: .vertical),
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .frame(_, _, let alignment) = node.kind else { return nil }
          return .alignment(alignment)
        },
        write: { node, value in
          guard case .frame(let width, let height, _) = node.kind,
            case .alignment(let alignment) = value
          else { return false }
          node.kind = .frame(width: width, height: height, alignment: alignment)
          return true
        }),
    ],
    menuItems: [
      MenuItem(
        key: "1",
        label: { size in
          let (width, height) = menuFrameSize(size)
          return ".frame(width: \(formatLength(width)), height: \(formatLength(height)))"
        },
        wrapper: { size in
          let (width, height) = menuFrameSize(size)
          return ViewNode(.frame(width: width, height: height, alignment: .center))
        }),
      MenuItem(
        key: "2", label: { _ in ".frame(maxWidth: .infinity, maxHeight: .infinity)" },
        wrapper: { _ in
          ViewNode(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        }),
    ],
    build: buildFrame, print: printFrame)

  /// The flexible frame: the same calls as `frame`, its own lengths to edit.
  static let flexibleFrame = Definition(
    "frame", role: .modifier, summary: "modifier: flexible frame", signatures: frameSignatures,
    properties: [
      flexibleLength("minWidth", axis: .horizontal, stepping: .fromCurrent, \.minWidth),
      flexibleLength("idealWidth", axis: .horizontal, stepping: .fromCurrent, \.idealWidth),
      flexibleLength("maxWidth", axis: .horizontal, stepping: .maximum, \.maxWidth),
      flexibleLength("minHeight", axis: .vertical, stepping: .fromCurrent, \.minHeight),
      flexibleLength("idealHeight", axis: .vertical, stepping: .fromCurrent, \.idealHeight),
      flexibleLength("maxHeight", axis: .vertical, stepping: .maximum, \.maxHeight),
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .flexibleFrame(let frame) = node.kind else { return nil }
          return .alignment(frame.alignment)
        },
        write: { node, value in
          guard case .flexibleFrame(var frame) = node.kind, case .alignment(let alignment) = value
          else { return false }
          frame.alignment = alignment
          node.kind = .flexibleFrame(frame)
          return true
        }),
    ],
    build: buildFrame, print: printFrame)

  private static let frameSignatures: [[Parameter]] = [
    [
      .labelled("width", .number), .labelled("height", .number), .labelled("alignment", .alignment),
    ],
    [
      .labelled("minWidth", .number), .labelled("idealWidth", .number),
      .labelled("maxWidth", .number), .labelled("minHeight", .number),
      .labelled("idealHeight", .number), .labelled("maxHeight", .number),
      .labelled("alignment", .alignment),
    ],
  ]

  private static let buildFrame: @Sendable (Call) -> Value? = { call in
    guard let alignment = call.alignment("alignment") else { return nil }
    if call.overload == 0 {
      return call.wrap(
        .frame(width: call.length("width"), height: call.length("height"), alignment: alignment))
    }
    return call.wrap(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: call.length("minWidth"), idealWidth: call.length("idealWidth"),
          maxWidth: call.length("maxWidth"), minHeight: call.length("minHeight"),
          idealHeight: call.length("idealHeight"), maxHeight: call.length("maxHeight"),
          alignment: alignment)))
  }

  private static let printFrame: @Sendable (ViewNode, Printing) -> String = { node, _ in
    let n = ValuePrinter.number as (CGFloat) -> String
    if case .frame(let width, let height, let alignment) = node.kind {
      return "frame"
        + ValuePrinter.arguments([
          ("width", width.map(n)), ("height", height.map(n)),
          ("alignment", alignment == .center ? nil : ValuePrinter.alignment(alignment)),
        ])
    }
    guard case .flexibleFrame(let f) = node.kind else { return "" }
    // With no length, `frame()` or `frame(alignment:)` would read back as the fixed frame,
    // which proposes differently (§6.1 vs §6.2): name one length, as nil.
    let isUnconstrained = [
      f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight,
    ].allSatisfy { $0 == nil }
    return "frame"
      + ValuePrinter.arguments([
        ("minWidth", isUnconstrained ? "nil" : f.minWidth.map(n)),
        ("idealWidth", f.idealWidth.map(n)),
        ("maxWidth", f.maxWidth.map(n)),
        ("minHeight", f.minHeight.map(n)), ("idealHeight", f.idealHeight.map(n)),
        ("maxHeight", f.maxHeight.map(n)),
        ("alignment", f.alignment == .center ? nil : ValuePrinter.alignment(f.alignment)),
      ])
  }

  /// An added frame starts at the view's placed size, whole points (100 when unknown).
  private static func menuFrameSize(_ size: CGSize?) -> (CGFloat, CGFloat) {
    let width = (size?.width).map { $0.isFinite ? $0.rounded() : 100 } ?? 100
    let height = (size?.height).map { $0.isFinite ? $0.rounded() : 100 } ?? 100
    return (width, height)
  }

  private static func fixedFrameLength(_ label: String, axis: Axis) -> EditableProperty {
    let isWidth = axis == .horizontal
    return EditableProperty(
      label, axis: axis, stepping: .fromCurrent,
      read: { node in
        guard case .frame(let width, let height, _) = node.kind else { return nil }
        return .length(isWidth ? width : height)
      },
      write: { node, value in
        guard case .frame(let width, let height, let alignment) = node.kind,
          case .length(let length) = value
        else { return false }
        node.kind = .frame(
          width: isWidth ? length : width, height: isWidth ? height : length, alignment: alignment)
        return true
      })
  }

  private static func flexibleLength(
    _ label: String, axis: Axis, stepping: EditableProperty.Stepping,
    _ field: WritableKeyPath<FlexibleFrame, CGFloat?> & Sendable
  ) -> EditableProperty {
    EditableProperty(
      label, axis: axis, stepping: stepping,
      read: { node in
        guard case .flexibleFrame(let frame) = node.kind else { return nil }
        return .length(frame[keyPath: field])
      },
      write: { node, value in
        guard case .flexibleFrame(var frame) = node.kind, case .length(let length) = value else {
          return false
        }
        frame[keyPath: field] = length
        node.kind = .flexibleFrame(frame)
        return true
      })
  }
}
