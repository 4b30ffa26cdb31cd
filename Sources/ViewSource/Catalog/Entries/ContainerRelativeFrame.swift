import LayoutCore

extension Catalog {
  /// `containerRelativeFrame(_:alignment:)` and
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a fixed frame on the given axes,
  /// as long as the nearest container (the root's safe area or a scroll view), or `span` of
  /// `count` parts of it `spacing` apart (§14.8). The form with a length closure is not read.
  static let containerRelativeFrame = Definition(
    "containerRelativeFrame", role: .modifier,
    summary: "modifier: a frame sized by the nearest container",
    signatures: [
      [.unlabelled("axes", .axes), .labelled("alignment", .alignment)],
      [
        .unlabelled("axes", .axes), .labelled("count", .int, optional: false),
        .labelled("span", .int), .labelled("spacing", .number, optional: false),
        .labelled("alignment", .alignment),
      ],
    ],
    properties: [relativeCount, relativeSpan, relativeSpacing, relativeAlignment],
    build: { call in
      guard case .axes(let axes)? = call["axes"], let alignment = call.alignment("alignment")
      else { return nil }
      guard call.overload == 1 else {
        return call.wrap(
          .containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment)))
      }
      guard let count = call.number("count"), let spacing = call.length("spacing") else {
        return nil
      }
      let frame = ContainerRelativeFrame(
        axes: axes, count: Int(count), span: Int(call.number("span") ?? 1), spacing: spacing,
        alignment: alignment)
      return call.wrap(.containerRelativeFrame(frame))
    },
    print: { node, _ in
      guard case .containerRelativeFrame(let frame) = node.kind else { return "" }
      let alignment = frame.alignment == .center ? nil : ValuePrinter.alignment(frame.alignment)
      guard let count = frame.count else {
        return "containerRelativeFrame"
          + ValuePrinter.arguments([
            (nil, ValuePrinter.axes(frame.axes)), ("alignment", alignment),
          ])
      }
      return "containerRelativeFrame"
        + ValuePrinter.arguments([
          (nil, ValuePrinter.axes(frame.axes)), ("count", "\(count)"),
          ("span", frame.span == 1 ? nil : "\(frame.span)"),
          ("spacing", ValuePrinter.number(frame.spacing)), ("alignment", alignment),
        ])
    })

  /// How many parts the container is cut into; nil (no count) for the whole container.
  private static let relativeCount = EditableProperty(
    "count", stepping: .count,
    read: { node in
      guard case .containerRelativeFrame(let frame) = node.kind else { return nil }
      return .count(frame.count)
    },
    write: { node, value in
      guard case .containerRelativeFrame(var frame) = node.kind, case .count(let count) = value
      else { return false }
      frame.count = count
      if count == nil {
        frame.span = 1
        frame.spacing = 0
      }
      node.kind = .containerRelativeFrame(frame)
      return true
    })

  /// How many parts the view takes; only with a count.
  private static let relativeSpan = EditableProperty(
    "span", stepping: .count,
    read: { node in
      guard case .containerRelativeFrame(let frame) = node.kind, frame.count != nil else {
        return nil
      }
      return .count(frame.span)
    },
    write: { node, value in
      guard case .containerRelativeFrame(var frame) = node.kind, frame.count != nil,
        case .count(let span) = value
      else { return false }
      frame.span = span ?? 1
      node.kind = .containerRelativeFrame(frame)
      return true
    })

  /// The space between two parts; only with a count.
  private static let relativeSpacing = EditableProperty(
    "spacing", stepping: .nonNegative,
    read: { node in
      guard case .containerRelativeFrame(let frame) = node.kind, frame.count != nil else {
        return nil
      }
      return .length(frame.spacing)
    },
    write: { node, value in
      guard case .containerRelativeFrame(var frame) = node.kind, frame.count != nil,
        case .length(let spacing?) = value
      else { return false }
      frame.spacing = spacing
      node.kind = .containerRelativeFrame(frame)
      return true
    })

  /// Where the content sits in the frame.
  private static let relativeAlignment = EditableProperty(
    "alignment", stepping: .alignment,
    read: { node in
      guard case .containerRelativeFrame(let frame) = node.kind else { return nil }
      return .alignment(frame.alignment)
    },
    write: { node, value in
      guard case .containerRelativeFrame(var frame) = node.kind,
        case .alignment(let alignment) = value
      else { return false }
      frame.alignment = alignment
      node.kind = .containerRelativeFrame(frame)
      return true
    })
}
