/// One parameter of a view initializer or modifier as a scene may call it.
struct Parameter {
  /// The argument label, or nil for an unlabelled parameter.
  var label: String?
  var type: ValueType
  /// Whether the argument may be left out.
  var hasDefault: Bool = false
  /// Whether a trailing closure may supply it (`content:`).
  var isContent: Bool = false
  /// The name a definition reads the argument by: the label, or for an unlabelled parameter
  /// the name its declaration gives it (`padding(_ edges:_ length:)`).
  var internalName: String? = nil

  /// Whether `nil` may be given: the parameter's type is optional (`lineLimit(_ number: Int?)`).
  var acceptsNil = false

  /// The name `Call` reads the argument by.
  var name: String? { internalName ?? label }

  static func labelled(_ label: String, _ type: ValueType, optional: Bool = true) -> Parameter {
    Parameter(label: label, type: type, hasDefault: optional)
  }

  static func unlabelled(_ type: ValueType, optional: Bool = false) -> Parameter {
    Parameter(label: nil, type: type, hasDefault: optional)
  }

  /// An unlabelled parameter of an optional type, which `nil` may be given to:
  /// `.optional("color", .color)` for `foregroundColor(_ color: Color?)`.
  static func optional(_ name: String, _ type: ValueType) -> Parameter {
    Parameter(label: nil, type: type, hasDefault: false, internalName: name, acceptsNil: true)
  }

  /// An unlabelled parameter read by `name`: `.unlabelled("edges", .edges, optional: true)`.
  static func unlabelled(_ name: String, _ type: ValueType, optional: Bool = false) -> Parameter {
    Parameter(label: nil, type: type, hasDefault: optional, internalName: name)
  }

  static func content(_ label: String = "content") -> Parameter {
    Parameter(label: label, type: .closure, hasDefault: false, isContent: true)
  }
}

/// Why a call's arguments do not fit a parameter list.
struct ArgumentMismatch: Error {
  var message: String
  var location: SourceLocation
  /// How many arguments matched before the mismatch: the best overload to blame has most.
  var matched: Int
}

enum ArgumentMatcher {
  /// For each parameter, the index of the argument that supplies it (nil: defaulted), by
  /// Swift's rules: arguments in parameter order, labels as declared, defaults skippable,
  /// and trailing closures for content parameters.
  ///
  /// Failures read as Swift's: a label out of order, a wrong or missing label, a missing or
  /// extra argument. `knownLabels` (the labels of every overload) feed "did you mean".
  static func match(
    _ arguments: [Argument], to parameters: [Parameter], callee: String,
    at location: SourceLocation,
    knownLabels: [String] = []
  ) -> Result<[Int?], ArgumentMismatch> {
    var result: [Int?] = []
    var next = 0
    func unknownLabel(_ label: String) -> String {
      if let suggestion = Suggestions.closest(
        to: label, in: parameters.compactMap(\.label) + knownLabels)
      {
        return "'\(callee)' has no argument labelled '\(label)'; did you mean '\(suggestion)'?"
      }
      return "'\(callee)' has no argument labelled '\(label)'"
    }
    /// `HStack(spacing: 8, alignment: .top)`: the label of a parameter already skipped.
    func misordered(_ argument: Argument) -> String? {
      guard let label = argument.label,
        let earlier = result.indices.first(where: {
          parameters[$0].label == label && result[$0] == nil
        }),
        let following = result[earlier...].compactMap({ $0 }).first
      else { return nil }
      let other =
        arguments[following].label.map { "argument '\($0)'" }
        ?? "unnamed argument #\(following + 1)"
      return "argument '\(label)' must precede \(other)"
    }
    for (index, parameter) in parameters.enumerated() {
      if next < arguments.count {
        let argument = arguments[next]
        // A trailing closure passes over a defaulted unlabelled value that no closure can be
        // (`ScrollView { ... }` leaves its axes out), as Swift's forward scan does.
        let skipsParameter =
          argument.isTrailing && !parameter.isContent && parameter.hasDefault
          && parameter.type != .closure && parameter.type != .source
        let labelFits =
          (argument.label == parameter.label && !skipsParameter)
          || (argument.isTrailing && argument.label == nil && parameter.isContent)
        if labelFits {
          result.append(next)
          next += 1
          continue
        }
      }
      if parameter.hasDefault {
        result.append(nil)
        continue
      }
      let name = parameter.label.map { "'\($0)'" } ?? "#\(result.count + 1)"
      var message = "missing argument for parameter \(name) in call to '\(callee)'"
      if next < arguments.count {
        let argument = arguments[next]
        // A label no later parameter has was meant for this one.
        let later = parameters[(index + 1)...]
        let fitsLater = later.contains { $0.label == argument.label }
        if let reordered = misordered(argument) {
          message = reordered
        } else if parameter.isContent && argument.label != nil {
          // A closure is missing, and this label is one the call does not have at all.
          message = unknownLabel(argument.label!)
        } else if !argument.isTrailing && !fitsLater {
          switch (argument.label, parameter.label) {
          case (nil, let expected?):
            message = "missing argument label '\(expected):' in call to '\(callee)'"
          case (let have?, nil):
            message = "extraneous argument label '\(have):' in call to '\(callee)'"
          case (let have?, let expected?):
            message =
              "incorrect argument label in call to '\(callee)' (have '\(have):', expected '\(expected):')"
          default:
            break
          }
        }
      }
      let at = next < arguments.count ? arguments[next].range.start : location
      return .failure(ArgumentMismatch(message: message, location: at, matched: next))
    }
    if next < arguments.count {
      let extra = arguments[next]
      let message: String
      if let reordered = misordered(extra) {
        message = reordered
      } else if let label = extra.label {
        message = unknownLabel(label)
      } else if extra.isTrailing {
        message = "'\(callee)' does not take a trailing closure"
      } else {
        message = "extra argument in call to '\(callee)'"
      }
      return .failure(
        ArgumentMismatch(message: message, location: extra.range.start, matched: next))
    }
    return .success(result)
  }
}

/// "Did you mean" suggestions by edit distance.
///
/// Public for its `editDistance`, which `layoutlab`'s command line uses too: one measure of a
/// typo for scenes and commands alike.
public enum Suggestions {
  /// The candidate closest to `name`, if it is close enough to be a likely typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    var best: (String, Int)?
    for candidate in Set(candidates) where candidate != name {
      let limit = Swift.max(1, Swift.min(3, candidate.count / 3))
      // Lengths further apart than the limit cannot be within it: skip the distance.
      if abs(candidate.count - name.count) > limit { continue }
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= limit,
        distance < (best?.1 ?? .max) || (distance == best?.1 && candidate < best!.0)
      {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  /// The edit distance between two strings, with swapping two neighbours as one edit (the
  /// commonest typo: `widht`, `heigth`), as in Damerau's optimal string alignment.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
