import ViewSource

/// Why the scene's file on disk was not taken: it does not parse, or it is not text.
///
/// While there is one, the last good layout stays, the status line says what it is, and `s`
/// asks before writing over the file, which holds something the playground never took.
enum FileProblem: Equatable, Sendable {
  /// The file does not parse: its first error, `line:column: message`, or why it has no view.
  case doesNotParse(String)
  /// The file is not text (issue #32): its first NUL or invalid byte.
  case notText(SourceFileText.NotText)

  /// The file's first error at `line:column`.
  init(_ diagnostic: Diagnostic) {
    self = .doesNotParse(
      "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)")
  }

  /// The line that names it after the file's name, as the commands print it:
  /// `scene.swift:2:5: unknown view 'Txt'`, `scene.swift: not a UTF-8 text file (...)`.
  func line(file: String) -> String {
    switch self {
    case .doesNotParse(let error) where error.first?.isNumber == true: "\(file):\(error)"
    case .doesNotParse(let error): "\(file): \(error)"
    case .notText(let notText): notText.message(file: file)
    }
  }

  /// What the problem says on its own, where the file is named elsewhere (the canvas).
  var description: String {
    switch self {
    case .doesNotParse(let error): error
    case .notText(let notText): notText.description
    }
  }

  /// The title bar's word for it, after the file's name.
  var titleNote: String {
    switch self {
    case .doesNotParse: " (does not parse)"
    case .notText: " (not text)"
    }
  }
}
