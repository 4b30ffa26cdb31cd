import LayoutCore
import ViewSource

/// How a property's value moves when it is stepped up or down, and how a typed value reads.
///
/// Optional values step out of and back into `nil` the way SwiftUI's defaults read: a
/// stack's spacing goes nil → 0 → 10 → 20 and back to nil (the "nil → 0 → up");
/// an unset frame length starts at the view's current size, so that the first step does not
/// jump; a maximum goes from nil to `.infinity`, the value `frame(maxWidth:)` is mostly
/// given. Lengths step by 10 points, a cell's width.
enum PropertyStepper {
  /// The fine step of a length, in points.
  static let lengthStep: CGFloat = 10
  /// The step of an aspect ratio.
  static let ratioStep: CGFloat = 0.25
  /// The step of a scale effect's factor.
  static let scaleStep: Double = 0.25

  /// `value` moved `steps` steps (negative: down). `current` is the view's placed length
  /// along the property's axis, where an unset length starts; `choices` are the alignments.
  static func stepped(
    _ value: PropertyValue, property: NodeProperty, by steps: Int, current: CGFloat?,
    choices: AlignmentChoices
  ) -> PropertyValue {
    switch value {
    case .alignment, .horizontalGuide, .verticalGuide:
      return choices.cycled(value, by: steps)
    case .flag(let flag):
      return .flag(steps % 2 == 0 ? flag : !flag)
    case .contentMode(let mode):
      return .contentMode(steps % 2 == 0 ? mode : mode == .fit ? .fill : .fit)
    case .number(let number):
      switch property.stepping {
      case .fraction:
        // Tenths, kept from 0 to 1 and rounded so that ten steps read 1, not 0.999….
        let tenths = (number * 10).rounded() + Double(steps)
        return .number(Swift.min(10, Swift.max(0, tenths)) / 10)
      case .scale:
        return .number(((number / scaleStep).rounded() + Double(steps)) * scaleStep)
      default:
        return .number(number + Double(steps))
      }
    case .choice(let name, let choices):
      guard let index = choices.firstIndex(of: name), !choices.isEmpty else { return value }
      let count = choices.count
      return .choice(choices[((index + steps) % count + count) % count], among: choices)
    case .count(var count):
      for _ in 0..<abs(steps) {
        if steps > 0 {
          count = (count ?? 0) + 1
        } else if let value = count {
          count = value > 1 ? value - 1 : nil
        }
      }
      return .count(count)
    case .insets(let insets):
      let delta = lengthStep * CGFloat(steps)
      return .insets(
        EdgeInsets(
          top: Swift.max(0, insets.top + delta), leading: Swift.max(0, insets.leading + delta),
          bottom: Swift.max(0, insets.bottom + delta),
          trailing: Swift.max(0, insets.trailing + delta)))
    case .length(var length):
      for _ in 0..<abs(steps) {
        length = step(length, property: property, up: steps > 0, current: current)
      }
      return .length(length)
    }
  }

  /// One step of a length.
  private static func step(
    _ length: CGFloat?, property: NodeProperty, up: Bool, current: CGFloat?
  ) -> CGFloat? {
    let delta = up ? lengthStep : -lengthStep
    switch property.stepping {
    case .fromZero:
      // nil → 0 → 10 → …, and back down to nil.
      guard let length else { return up ? 0 : nil }
      if !up && length <= 0 { return nil }
      return up ? length + delta : Swift.max(0, length + delta)
    case .maximum:
      // nil → ∞; ∞ → the view's size; numbers by 10; below 0 → nil.
      guard let length else { return up ? .infinity : nil }
      if length == .infinity { return up ? length : rounded(current ?? 0) }
      if !up && length <= 0 { return nil }
      return Swift.max(0, length + delta)
    case .signed:
      return (length ?? 0) + delta
    case .nonNegative:
      return Swift.max(0, (length ?? 0) + delta)
    case .ratio:
      // nil → 1 → 1.25 → …; down from 0.25 back to nil.
      guard let length else { return up ? 1 : nil }
      if !up && length <= ratioStep { return nil }
      return up ? length + ratioStep : length - ratioStep
    case .fromCurrent, .insets, .alignment, .flag, .number, .count, .fraction, .scale, .choice:
      // Frame lengths, minimums and ideals: nil starts at the view's size.
      guard let length else { return up ? rounded(current ?? 0) : nil }
      if !up && length <= 0 { return nil }
      return Swift.max(0, length + delta)
    }
  }

  /// A placed length rounded to whole points, where a step from nil begins.
  private static func rounded(_ value: CGFloat) -> CGFloat {
    value.isFinite ? Swift.max(0, value.rounded()) : 0
  }

  /// The value typed for `property` in the input line, or nil when it does not read as one.
  ///
  /// Lengths take numbers, `nil` and `inf`/`∞`/`.infinity`; alignments take their names
  /// with or without the dot; flags `true`/`false`; lineLimit a count or `nil`.
  static func parse(
    _ text: String, as current: PropertyValue, property: NodeProperty, choices: AlignmentChoices
  ) -> PropertyValue? {
    let typed = text.trimmingCharacters(in: .whitespaces)
    let word = typed.hasPrefix(".") ? String(typed.dropFirst()) : typed
    func length(_ word: String) -> CGFloat?? {
      switch word.lowercased() {
      case "nil", "none", "": return .some(nil)
      case "inf", "infinity", "∞": return .some(.infinity)
      default: return Double(word).map { .some(CGFloat($0)) }
      }
    }
    switch current {
    case .length:
      guard let value = length(word) else { return nil }
      let optional: Bool
      switch property.stepping {
      case .signed, .nonNegative: optional = false
      case .fromZero, .maximum, .fromCurrent, .insets, .alignment, .flag, .number, .count, .ratio,
        .fraction, .scale, .choice:
        optional = true
      }
      if value == nil && !optional { return nil }
      return .length(value)
    case .insets:
      guard let value = Double(word) else { return nil }
      return .insets(EdgeInsets(_all: CGFloat(value)))
    case .number:
      guard let number = Double(word), number.isFinite else { return nil }
      if case .fraction = property.stepping, !(0...1).contains(number) { return nil }
      return .number(number)
    case .choice(_, let choices):
      return choices.first { $0 == word }.map { .choice($0, among: choices) }
    case .count:
      if word.lowercased() == "nil" { return .count(nil) }
      return Int(word).flatMap { $0 > 0 ? .count($0) : nil }
    case .contentMode:
      switch word.lowercased() {
      case "fit": return .contentMode(.fit)
      case "fill": return .contentMode(.fill)
      default: return nil
      }
    case .flag:
      switch word.lowercased() {
      case "true", "yes", "on", "1": return .flag(true)
      case "false", "no", "off", "0": return .flag(false)
      default: return nil
      }
    case .alignment:
      return choices.alignments.first { AlignmentChoices.name($0) == "." + word }
        .map { .alignment($0) }
    case .horizontalGuide:
      return choices.horizontalGuides.first { $0.description == word }
        .map { .horizontalGuide($0) }
    case .verticalGuide:
      return choices.verticalGuides.first { $0.description == word }.map { .verticalGuide($0) }
    }
  }
}
