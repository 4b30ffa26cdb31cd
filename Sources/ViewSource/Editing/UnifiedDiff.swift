/// The lines of a unified diff between two texts, as `diff -u` writes them: what `d` shows of
/// a scene's pending save.
///
/// Common leading and trailing lines are set aside first, so the cost is that of the edited
/// middle, which an edit keeps small, not of the whole file.
public enum UnifiedDiff {
  /// `--- old`, `+++ new`, then hunks with `context` lines around each change; no lines when
  /// the texts are equal.
  public static func lines(
    from old: String, to new: String, oldName: String, newName: String, context: Int = 3
  ) -> [String] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a != b else { return [] }
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    // Each line: " " kept, "-" removed, "+" added, with its line numbers in a and b.
    var script: [(Character, String)] = a[..<prefix].map { (" ", $0) }
    script += edits(middleA, middleB)
    script += a[(a.count - suffix)...].map { (" ", $0) }
    return ["--- " + oldName, "+++ " + newName] + hunks(script, context: context)
  }

  /// The shortest edit script between two line lists (longest common subsequence).
  private static func edits(_ a: [String], _ b: [String]) -> [(Character, String)] {
    let n = a.count
    let m = b.count
    guard n > 0 || m > 0 else { return [] }
    guard n * m <= 4_000_000 else {
      return a.map { ("-", $0) } + b.map { ("+", $0) }
    }
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : Swift.max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var script: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        script.append((" ", a[i]))
        i += 1
        j += 1
      } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
        script.append(("+", b[j]))
        j += 1
      } else {
        script.append(("-", a[i]))
        i += 1
      }
    }
    return script
  }

  /// The script's changes in hunks with `context` kept lines around them.
  private static func hunks(_ script: [(Character, String)], context: Int) -> [String] {
    let changed = script.indices.filter { script[$0].0 != " " }
    guard let first = changed.first else { return [] }
    var groups: [ClosedRange<Int>] = []
    var start = first
    var end = first
    for index in changed.dropFirst() {
      if index - end > 2 * context {
        groups.append(start...end)
        start = index
      }
      end = index
    }
    groups.append(start...end)
    // The line numbers in the old and new text at each script position.
    var oldLine = [Int](repeating: 0, count: script.count + 1)
    var newLine = [Int](repeating: 0, count: script.count + 1)
    for (index, entry) in script.enumerated() {
      oldLine[index + 1] = oldLine[index] + (entry.0 == "+" ? 0 : 1)
      newLine[index + 1] = newLine[index] + (entry.0 == "-" ? 0 : 1)
    }
    var result: [String] = []
    for group in groups {
      let from = Swift.max(0, group.lowerBound - context)
      let to = Swift.min(script.count - 1, group.upperBound + context)
      let oldCount = oldLine[to + 1] - oldLine[from]
      let newCount = newLine[to + 1] - newLine[from]
      let oldStart = oldCount == 0 ? oldLine[from] : oldLine[from] + 1
      let newStart = newCount == 0 ? newLine[from] : newLine[from] + 1
      result.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      for index in from...to { result.append(String(script[index].0) + script[index].1) }
    }
    return result
  }
}
