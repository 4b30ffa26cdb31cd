/// `#if` / `#elseif` / `#else` / `#endif`: one branch of each block is kept, the rest dropped.
///
/// Real view files wrap platform code in conditions (`#if os(iOS) .navigationBarTitleDisplayMode(.inline)
/// #endif`), which may stand between declarations, statements or the modifiers of a chain.
/// Resolving them on the tokens, before parsing, serves every place at once and keeps each
/// kept token's source range as written, which lossless editing finds nodes by. LayoutLab does
/// not evaluate compilation conditions: the first branch is taken, except that `DEBUG` is true
/// and `!DEBUG` false (a preview is a debug build), and a note says so once per file (§16).
enum ConditionalCompilation {
  static let note =
    "'#if' takes its first branch: LayoutLab does not evaluate compilation conditions"

  /// The tokens with every conditional block replaced by its taken branch, and what to say.
  static func resolve(_ tokens: [Token]) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    guard tokens.contains(where: { if case .pound = $0.kind { isDirective($0) } else { false } })
    else { return (tokens, []) }
    var kept: [Token] = []
    var diagnostics: [Diagnostic] = []
    var notedAssumption = false
    /// One entry per open `#if`: where it is, whether a branch was taken already, and whether
    /// the current branch is kept.
    var blocks: [(opening: Token, taken: Bool, keeping: Bool)] = []
    var index = 0
    var afterDirective = false
    func keepingAll() -> Bool { blocks.allSatisfy(\.keeping) }
    /// Skips the condition after a directive: the rest of its line.
    func condition() -> [Token] {
      var condition: [Token] = []
      while index < tokens.count, tokens[index].kind != .end, !tokens[index].followsNewline {
        condition.append(tokens[index])
        index += 1
      }
      return condition
    }
    /// Whether a condition holds: `DEBUG` and `!DEBUG` are known, any other is assumed true.
    func holds(_ condition: [Token], at directive: Token) -> Bool {
      let words = condition.map(\.plainText)
      if words == ["DEBUG"] { return true }
      if words == ["!", "DEBUG"] { return false }
      if !notedAssumption && keepingAll() {
        notedAssumption = true
        diagnostics.append(Diagnostic(.note, note, at: directive.start))
      }
      return true
    }
    while index < tokens.count {
      let token = tokens[index]
      guard case .pound(let name) = token.kind, isDirective(token) else {
        if keepingAll() || token.kind == .end {
          var token = token
          // A directive ends its line, so what follows it starts a new one.
          if afterDirective { token.followsNewline = true }
          afterDirective = false
          kept.append(token)
        }
        index += 1
        continue
      }
      index += 1
      afterDirective = true
      switch name {
      case "if":
        let outerKeeping = keepingAll()
        let taken =
          outerKeeping
          ? holds(condition(), at: token)
          : {
            _ = condition(); return true
          }()
        blocks.append((token, taken, taken))
      case "elseif":
        let words = condition()
        guard var block = blocks.popLast() else {
          diagnostics.append(stray(token))
          continue
        }
        let outerKeeping = keepingAll()
        block.keeping = !block.taken && (outerKeeping ? holds(words, at: token) : true)
        block.taken = block.taken || block.keeping
        blocks.append(block)
      case "else":
        guard var block = blocks.popLast() else {
          diagnostics.append(stray(token))
          continue
        }
        block.keeping = !block.taken
        block.taken = true
        blocks.append(block)
      default:  // "endif"
        if blocks.popLast() == nil { diagnostics.append(stray(token)) }
      }
    }
    for block in blocks {
      diagnostics.append(
        Diagnostic(
          .error, "expected '#else' or '#endif' at the end of the conditional compilation block",
          at: block.opening.start))
    }
    return (kept, diagnostics)
  }

  private static func isDirective(_ token: Token) -> Bool {
    if case .pound(let name) = token.kind {
      return ["if", "elseif", "else", "endif"].contains(name)
    }
    return false
  }

  private static func stray(_ token: Token) -> Diagnostic {
    Diagnostic(.error, "unexpected \(token.spelling) without '#if'", at: token.start)
  }
}
