import LayoutCore

extension Catalog {
  /// `scaleEffect(_:anchor:)` with a number or a `CGSize`, and `scaleEffect(x:y:anchor:)`:
  /// drawn scaled about the anchor, laid out as before (§7, §12 item 34).
  static let scaleEffect = Definition(
    attribute: "scaleEffect",
    signatures: [
      [.unlabelled("s", .number), .labelled("anchor", .unitPoint)],
      [.unlabelled("scale", .size), .labelled("anchor", .unitPoint)],
      [.labelled("x", .number), .labelled("y", .number), .labelled("anchor", .unitPoint)],
    ],
    properties: [scaleProperty("scale x", \.width), scaleProperty("scale y", \.height)],
    build: { call in
      let scale: CGSize
      switch call.overload {
      case 0:
        guard let s = call.length("s") else { return nil }
        scale = CGSize(width: s, height: s)
      case 1:
        guard case .size(let size)? = call["scale"] else { return nil }
        scale = size
      default:
        scale = CGSize(width: call.length("x") ?? 1, height: call.length("y") ?? 1)
      }
      guard scale.width.isFinite, scale.height.isFinite else {
        call.error("'scaleEffect' takes finite scales", at: call.location)
        return nil
      }
      var anchor = UnitPoint.center
      if case .unitPoint(let point)? = call["anchor"] { anchor = point }
      return call.attribute(.scaleEffect(scale, anchor: anchor))
    },
    print: { attribute in
      guard case .scaleEffect(let scale, let anchor) = attribute else { return "" }
      let anchorText = anchor == .center ? "" : ", anchor: \(ValuePrinter.unitPoint(anchor))"
      if scale.width == scale.height {
        return "scaleEffect(\(ValuePrinter.number(scale.width))\(anchorText))"
      }
      return
        "scaleEffect(x: \(ValuePrinter.number(scale.width)), y: \(ValuePrinter.number(scale.height))\(anchorText))"
    })

  /// One factor of the nearest `scaleEffect`, stepped by 0.25; a negative one flips the view.
  private static func scaleProperty(
    _ label: String, _ axis: WritableKeyPath<CGSize, CGFloat> & Sendable
  ) -> EditableProperty {
    EditableProperty(
      label, stepping: .scale,
      read: { node in
        for attribute in node.attributes {
          if case .scaleEffect(let scale, _) = attribute { return .number(scale[keyPath: axis]) }
        }
        return nil
      },
      write: { node, value in
        guard case .number(let factor) = value, factor.isFinite,
          let index = node.attributes.firstIndex(where: {
            if case .scaleEffect = $0 { true } else { false }
          }),
          case .scaleEffect(var scale, let anchor) = node.attributes[index]
        else { return false }
        scale[keyPath: axis] = factor
        node.attributes[index] = .scaleEffect(scale, anchor: anchor)
        return true
      })
  }
}
