import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Lays out a scene of the data suites at 400×400, after checking it parsed without errors.
func layOutData(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
  -> LayoutResult
{
  let parsed = SceneParser.parse(source)
  #expect(
    parsed.diagnostics.filter { $0.severity == .error }.map(\.description) == [],
    sourceLocation: sourceLocation)
  let tree = try #require(parsed.tree, sourceLocation: sourceLocation)
  return LayoutEngine().layout(tree, in: CGSize(width: 400, height: 400))
}

/// The error diagnostics of a scene, as `line:column: error: message`.
func dataErrors(_ source: String) -> [String] {
  SceneParser.parse(source).diagnostics.filter { $0.severity == .error }.map(\.description)
}

/// `file` after `edit`, as the playground would save it; a refusal is recorded as an issue
/// and gives the file back unchanged.
func editedFile(
  _ file: String, _ edit: TreeEdit, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
  switch SourceEditor.apply(edit, to: file) {
  case .edited(let text, _, _): return text
  case .refused(let reason):
    Issue.record("refused: \(reason)", sourceLocation: sourceLocation)
    return file
  }
}
