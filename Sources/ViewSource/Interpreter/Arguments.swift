/// One parameter of a view initializer or modifier as a scene may call it.
struct Parameter {
  /// The argument label, or nil for an unlabelled parameter.
  var label: String?
  var type: ValueType
  /// Whether the argument may be left out.
  var hasDefault: Bool = false
  /// Whether a trailing closure may supply it (`content:`).
  var isContent: Bool = false

  static func labelled(_ label: String, _ type: ValueType, optional: Bool = true) -> Parameter {
    Parameter(label: label, type: type, hasDefault: optional)
  }

  static func unlabelled(_ type: ValueType, optional: Bool = false) -> Parameter {
    Parameter(label: nil, type: type, hasDefault: optional)
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
  static func match(
    _ arguments: [Argument], to parameters: [Parameter], callee: String, at location: SourceLocation
  ) -> Result<[Int?], ArgumentMismatch> {
    var result: [Int?] = []
    var next = 0
    for parameter in parameters {
      if next < arguments.count {
        let argument = arguments[next]
        let labelFits =
          argument.label == parameter.label
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
      let at = next < arguments.count ? arguments[next].range.start : location
      return .failure(
        ArgumentMismatch(
          message: "missing argument for parameter \(name) in call to '\(callee)'", location: at,
          matched: next))
    }
    if next < arguments.count {
      let extra = arguments[next]
      let message: String
      if let label = extra.label {
        let known = parameters.compactMap(\.label)
        if let suggestion = Suggestions.closest(to: label, in: known) {
          message = "'\(callee)' has no argument labelled '\(label)'; did you mean '\(suggestion)'?"
        } else {
          message = "'\(callee)' has no argument labelled '\(label)'"
        }
      } else if extra.isTrailing {
        message = "'\(callee)' does not take a trailing closure"
      } else {
        message = "extra argument in call to '\(callee)'"
      }
      return .failure(ArgumentMismatch(message: message, location: extra.range.start, matched: next))
    }
    return .success(result)
  }
}

/// "Did you mean" suggestions by edit distance.
enum Suggestions {
  /// The candidate closest to `name`, if it is close enough to be a likely typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    var best: (String, Int)?
    for candidate in Set(candidates) where candidate != name {
      let distance = editDistance(lowered, candidate.lowercased())
      let limit = Swift.max(1, Swift.min(3, candidate.count / 3))
      if distance <= limit, distance < (best?.1 ?? .max) || (distance == best?.1 && candidate < best!.0) {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  /// The Levenshtein distance between two strings.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
