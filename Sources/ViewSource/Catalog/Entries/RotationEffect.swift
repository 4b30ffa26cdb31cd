import LayoutCore

extension Catalog {
  /// `rotationEffect(_:anchor:)`: drawn turned about the anchor, laid out as before (§7).
  /// Quarter turns draw exactly; any other angle draws unturned, with a note (§12 item 34).
  static let rotationEffect = Definition(
    attribute: "rotationEffect",
    signatures: [[.unlabelled("angle", .source), .labelled("anchor", .unitPoint)]],
    properties: [rotationDegrees],
    build: { call in
      guard let written = call.arguments.first(where: { $0.label == nil }),
        let angle = angle(written.value, call),
        case .unitPoint(let anchor)? = call["anchor"] ?? .unitPoint(.center)
      else { return nil }
      guard angle.radians.isFinite else {
        call.error("'rotationEffect' takes a finite angle", at: written.range.start)
        return nil
      }
      if Angle.quarterTurns(angle) == nil {
        call.interpreter.once(
          .note,
          "'rotationEffect' by \(ValuePrinter.number((angle.degrees * 1e6).rounded() / 1e6))° changes no layout: drawn "
            + "unturned, only quarter turns are drawable with box glyphs (§12 item 34)",
          at: call.location)
      }
      return call.attribute(.rotationEffect(angle, anchor: anchor))
    },
    print: { attribute in
      guard case .rotationEffect(let angle, let anchor) = attribute else { return "" }
      let anchorText = anchor == .center ? "" : ", anchor: \(ValuePrinter.unitPoint(anchor))"
      return "rotationEffect(\(ValuePrinter.angle(angle))\(anchorText))"
    })

  /// The nearest rotation's angle in degrees, stepped by 15°.
  private static let rotationDegrees = EditableProperty(
    "degrees", stepping: .angle,
    read: { node in
      for attribute in node.attributes {
        if case .rotationEffect(let angle, _) = attribute { return .number(angle.degrees) }
      }
      return nil
    },
    write: { node, value in
      guard case .number(let degrees) = value, degrees.isFinite,
        let index = node.attributes.firstIndex(where: {
          if case .rotationEffect = $0 { true } else { false }
        }),
        case .rotationEffect(_, let anchor) = node.attributes[index]
      else { return false }
      node.attributes[index] = .rotationEffect(.degrees(degrees), anchor: anchor)
      return true
    })
}
