import LayoutCore

extension Catalog {
  /// `aspectRatio(_:contentMode:)` with a number, a `CGSize` or nil (the content's ideal
  /// size's ratio): the content proposed the ratio's size scaled to fit in or fill the
  /// proposal, centred (§18).
  static let aspectRatio = Definition(
    "aspectRatio", role: .modifier, summary: "modifier: proposes a size of the ratio",
    signatures: nil,
    properties: [aspectRatioValue, contentModeProperty],
    build: { call in
      guard let read = call.readingEnumCases(["contentMode": contentModeCases]),
        let resolved = read.resolved([
          [.optional("ratio", .number), .labelled("contentMode", .string, optional: false)],
          [.unlabelled("size", .size), .labelled("contentMode", .string, optional: false)],
          [.labelled("contentMode", .string, optional: false)],
        ]),
        let mode = resolved.string("contentMode").flatMap(contentMode)
      else { return nil }
      switch resolved.overload {
      case 0:
        return call.wrap(
          .aspectRatio(AspectRatio(ratio: resolved.length("ratio"), contentMode: mode)))
      case 1:
        guard case .size(let size)? = resolved["size"] else { return nil }
        return call.wrap(
          .aspectRatio(
            AspectRatio(ratio: size.width / size.height, contentMode: mode, size: size)))
      default:
        return call.wrap(.aspectRatio(AspectRatio(contentMode: mode)))
      }
    },
    print: printAspectRatio)

  /// `scaledToFit()`: `aspectRatio(contentMode: .fit)`.
  static let scaledToFit = scaledTo(.fit)
  /// `scaledToFill()`: `aspectRatio(contentMode: .fill)`.
  static let scaledToFill = scaledTo(.fill)

  private static let contentModeCases = (type: "ContentMode", names: ["fit", "fill"])

  private static func contentMode(_ name: String) -> ContentMode? {
    switch name {
    case "fit": .fit
    case "fill": .fill
    default: nil
    }
  }

  private static func scaledTo(_ mode: ContentMode) -> Definition {
    Definition(
      mode == .fit ? "scaledToFit" : "scaledToFill", role: .modifier,
      summary: "modifier: proposes a size of the content's ratio", signatures: [[]],
      properties: [aspectRatioValue, contentModeProperty],
      build: { call in
        call.wrap(.aspectRatio(AspectRatio(contentMode: mode, isScaledTo: true)))
      },
      print: printAspectRatio)
  }

  private static let printAspectRatio: @Sendable (ViewNode, Printing) -> String = { node, _ in
    guard case .aspectRatio(let value) = node.kind else { return "" }
    let mode = value.contentMode == .fit ? "fit" : "fill"
    if value.ratio == nil && value.isScaledTo {
      return value.contentMode == .fit ? "scaledToFit()" : "scaledToFill()"
    }
    var ratio = value.ratio.map { ValuePrinter.number($0) }
    if let size = value.size, let written = value.ratio,
      written.isNaN || written == size.width / size.height
    {
      ratio =
        "CGSize(width: \(ValuePrinter.number(size.width)), height: \(ValuePrinter.number(size.height)))"
    }
    return "aspectRatio" + ValuePrinter.arguments([(nil, ratio), ("contentMode", "." + mode)])
  }

  /// The ratio, width over height: nil (the content's) → 1 → steps of 0.25.
  private static let aspectRatioValue = EditableProperty(
    "ratio", stepping: .ratio,
    read: { node in
      guard case .aspectRatio(let value) = node.kind else { return nil }
      return .length(value.ratio)
    },
    write: { node, new in
      guard case .aspectRatio(let value) = node.kind, case .length(let ratio) = new else {
        return false
      }
      node.kind = .aspectRatio(
        AspectRatio(
          ratio: ratio, contentMode: value.contentMode,
          isScaledTo: ratio == nil && value.isScaledTo))
      return true
    })

  /// `.fit` or `.fill`.
  private static let contentModeProperty = EditableProperty(
    "contentMode", stepping: .flag,
    read: { node in
      guard case .aspectRatio(let value) = node.kind else { return nil }
      return .contentMode(value.contentMode)
    },
    write: { node, new in
      guard case .aspectRatio(var value) = node.kind, case .contentMode(let mode) = new else {
        return false
      }
      value.contentMode = mode
      node.kind = .aspectRatio(value)
      return true
    })
}
