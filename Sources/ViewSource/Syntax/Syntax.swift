/// The syntax tree of a scene: the subset of Swift that SwiftUI view code is written in.
///
/// Expressions keep their source ranges so that every later error can point at its line and
/// column; closures keep their canonical source so that the printer can write them back.
indirect enum Expr: Sendable {
  /// A name: `hello`, `proxy`, `i`.
  case name(String, SourceRange)
  /// An implicit member: `.top`, `.infinity`, `.init(...)` (as the callee of a call).
  case implicitMember(String, SourceRange)
  /// A member of a value: `d.width`, `Color.red`, `proxy.size`.
  case member(Expr, String, SourceRange)
  /// A call with labelled arguments and trailing closures: `Text("a")`, `HStack { ... }`.
  case call(Expr, [Argument], SourceRange)
  /// A subscript: `d[.top]`, `d[explicit: .leading]`.
  case subscripted(Expr, [Argument], SourceRange)
  case closure(Closure)
  case number(Double, String, SourceRange)
  case string([StringSegment], SourceRange)
  case bool(Bool, SourceRange)
  case nilLiteral(SourceRange)
  /// `$0`.
  case dollar(Int, SourceRange)
  /// `a + b`, `0..<3`, `a == b`.
  case binary(String, Expr, Expr, SourceRange)
  /// `-x`, `!flag`.
  case prefix(String, Expr, SourceRange)
  /// `2...`: a one-sided range.
  case postfix(String, Expr, SourceRange)
  /// `\.defaultMinListRowHeight` or `\EnvironmentValues.defaultMinListRowHeight`.
  case keyPath([String], SourceRange)
  /// `[a, b]`; also `[]` as an empty option set.
  case array([Expr], SourceRange)
  /// `(a)`: kept so that the printer can write parentheses back.
  case parenthesized(Expr, SourceRange)
  /// `cond ? a : b`.
  case ternary(Expr, Expr, Expr, SourceRange)
  /// `(x: 0, y: 1, z: 0)` or `(0, 1)`: the elements as arguments, labels optional.
  case tuple([Argument], SourceRange)
  /// `["a": 1, "b": 2]`; `[:]` is empty.
  case dictionary([DictionaryEntry], SourceRange)

  var range: SourceRange {
    switch self {
    case .name(_, let r), .implicitMember(_, let r), .member(_, _, let r), .call(_, _, let r),
      .subscripted(_, _, let r), .number(_, _, let r), .string(_, let r), .bool(_, let r),
      .nilLiteral(let r), .dollar(_, let r), .binary(_, _, _, let r), .prefix(_, _, let r),
      .postfix(_, _, let r),
      .keyPath(_, let r), .array(_, let r), .parenthesized(_, let r), .ternary(_, _, _, let r),
      .tuple(_, let r), .dictionary(_, let r):
      r
    case .closure(let closure): closure.range
    }
  }
}

/// One argument of a call or subscript; trailing closures are arguments with `isTrailing`.
struct Argument: Sendable {
  var label: String?
  var value: Expr
  var range: SourceRange
  var isTrailing = false
}

/// A part of a string literal.
enum StringSegment: Sendable {
  case text(String)
  case interpolation(Expr)
  /// `\(value, specifier: "%.1f")`, `\(date, style: .date)`: a value and its format arguments.
  case formattedInterpolation(Expr, [Argument])
}

/// A closure: `{ d in d[.top] }`, `{ proxy in ... }`, `{ $0.width }`, `{ Text("a") }`.
struct Closure: Sendable {
  var parameters: [String]
  var body: [Statement]
  var range: SourceRange
  /// `[weak self]` as written, kept for printing: a capture list changes nothing in a layout.
  var captureList: String? = nil
}

/// One clause of an `if` or `guard` condition list: `let x = y`, `let x`, `var x`, `flag`.
enum Condition: Sendable {
  case expression(Expr)
  /// `let name = value` (`isVariable` for `var`); a nil `value` is the shorthand `if let name`.
  case optionalBinding(isVariable: Bool, name: String, value: Expr?, range: SourceRange)
  /// `case .settings(let n) = tab`: the value matches the pattern, binding its names.
  case casePattern(CasePattern, Expr, SourceRange)
}

/// A statement in a closure or a declaration's body.
indirect enum Statement: Sendable {
  case expression(Expr)
  case declaration(Declaration)
  case returnStatement(Expr?, SourceRange)
  /// `if condition { ... } else { ... }` inside a view builder.
  case ifStatement(Expr, [Statement], [Statement]?, SourceRange)
  /// `for i in 0..<3 { ... }` inside a view builder; `for (i, x) in ...` names the pair as
  /// written, `(i, x)`.
  case forIn(String, Expr, [Statement], SourceRange)
  /// `if let x = y, cond { ... } else { ... }`: an `if` whose conditions bind optionals.
  case conditional([Condition], [Statement], [Statement]?, SourceRange)
  /// `guard cond else { return }`: only in closures and functions that are not view builders.
  case guardStatement([Condition], [Statement], SourceRange)
  /// `switch value { case .a: ... default: ... }`, in a view builder or a value's body.
  case switchStatement(Expr, [SwitchCase], SourceRange)
  /// `do { ... } catch { ... }`: the body runs; nothing a scene runs throws, so no `catch`
  /// does (its clauses are kept for printing).
  case doStatement([Statement], [CatchClause], SourceRange)

  var range: SourceRange {
    switch self {
    case .expression(let expr): expr.range
    case .declaration(let declaration): declaration.range
    case .returnStatement(_, let r), .ifStatement(_, _, _, let r), .forIn(_, _, _, let r),
      .switchStatement(_, _, let r), .doStatement(_, _, let r):
      r
    case .conditional(_, _, _, let r), .guardStatement(_, _, let r): r
    }
  }
}

/// `catch let error as URLError { ... }`: the pattern as written (nil for a bare `catch`),
/// and the body.
struct CatchClause: Sendable {
  var pattern: String?
  var body: [Statement]
}

/// A declaration a scene may contain.
indirect enum Declaration: Sendable {
  /// `var name: some View { ... }`, `let name = expr`, `static let x = ...`.
  case variable(Variable)
  /// `func name(params) -> some View { ... }`, `static func defaultValue(in d:) -> CGFloat`.
  case function(Function)
  /// `struct X: View { ... }`, `struct MyFrame: Layout { ... }`, `enum X: AlignmentID { ... }`.
  case type(TypeDeclaration)
  /// `extension VerticalAlignment { ... }`, `extension View { ... }`.
  case extensionDeclaration(ExtensionDeclaration)
  /// `#Preview { ... }` or `#Preview("Title") { ... }`.
  case preview(String?, Closure, SourceRange)
  /// `import SwiftUI`.
  case importDeclaration(String, SourceRange)
  /// `case home, settings`, `case badge(Int)`, `case a = "A"` in an enum.
  case enumCases([EnumCase], SourceRange)

  var range: SourceRange {
    switch self {
    case .variable(let v): v.range
    case .function(let f): f.range
    case .type(let t): t.range
    case .extensionDeclaration(let e): e.range
    case .preview(_, _, let r), .importDeclaration(_, let r), .enumCases(_, let r): r
    }
  }
}

struct Variable: Sendable {
  var name: String
  var isStatic: Bool
  var typeName: String?
  /// `= expr`.
  var initializer: Expr?
  /// `{ ... }` of a computed property.
  var body: [Statement]?
  var range: SourceRange
  /// The property wrapper it is declared with (`State` for `@State var n = 0`), if any.
  var wrapper: String? = nil
}

struct Function: Sendable {
  struct Parameter: Sendable {
    /// The argument label; nil for `_`.
    var label: String?
    var name: String
    var typeName: String
    var defaultValue: Expr?
  }

  var name: String
  var isStatic: Bool
  var parameters: [Parameter]
  var returnType: String?
  var body: [Statement]
  var range: SourceRange
}

struct TypeDeclaration: Sendable {
  var kind: String
  var name: String
  var conformances: [String]
  var members: [Declaration]
  var range: SourceRange
  var nameRange: SourceRange
}

struct ExtensionDeclaration: Sendable {
  var typeName: String
  var members: [Declaration]
  var range: SourceRange
}

/// One `key: value` of a dictionary literal.
struct DictionaryEntry: Sendable {
  var key: Expr
  var value: Expr
}

/// One `case ...:` of a switch; no patterns for `default:`.
struct SwitchCase: Sendable {
  var patterns: [CasePattern]
  var body: [Statement]
  var range: SourceRange
}

/// What a `case` matches: a value (`1`, `"a"`, `Tab.home`), an enum case with bindings
/// (`.badge(let n)`; nil for `_`), or anything (`_`).
enum CasePattern: Sendable {
  case value(Expr)
  case enumCase(String, [String?], SourceRange)
  case wildcard(SourceRange)
}

/// One case an enum declares: its name, its associated values' labels (nil when unlabelled)
/// and its raw value if written.
struct EnumCase: Sendable {
  var name: String
  var associated: [String?]
  var rawValue: Expr?
  var range: SourceRange
}

extension CasePattern {
  /// The names the pattern binds: `n` in `.badge(let n)`.
  var bindings: [String] {
    if case .enumCase(_, let names, _) = self { return names.compactMap { $0 } }
    return []
  }
}
