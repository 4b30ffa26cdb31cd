/// A view a file can show: what `layoutlab FILE --view NAME` and the playground's `v` choose
/// between.
///
/// A real view file holds several: its previews, the `App`'s window, and every `View` struct.
/// Xcode's canvas shows one preview at a time and lets the user pick; LayoutLab does the same,
/// choosing first what Xcode would show (a `#Preview`, then a `PreviewProvider`), then the app's
/// window, then a view struct.
public struct SceneRoot: Equatable, Sendable, CustomStringConvertible {
  /// Where the root comes from, in the order a file's default root is chosen.
  public enum Kind: String, Sendable, CaseIterable {
    /// A top-level `var body: some View { ... }`: the playground's own scene form.
    case body
    /// `#Preview { ... }` or `#Preview("Title") { ... }`.
    case preview
    /// `struct X_Previews: PreviewProvider { static var previews: some View { ... } }`.
    case previewProvider
    /// `@main struct MyApp: App { var body: some Scene { WindowGroup { ... } } }`.
    case app
    /// `struct X: View { ... }`.
    case view
  }

  /// The name `--view` takes: the preview's title, or the struct's name.
  public var name: String
  public var kind: Kind
  /// Where it is declared.
  public var location: SourceLocation

  public init(name: String, kind: Kind, location: SourceLocation) {
    self.name = name
    self.kind = kind
    self.location = location
  }

  /// How the root reads in a list: `Preview "Page"`, `ContentView (view)`.
  public var description: String {
    switch kind {
    case .body: "body"
    case .preview: "#Preview \"\(name)\""
    case .previewProvider: "\(name) (PreviewProvider)"
    case .app: "\(name) (App)"
    case .view: "\(name) (View)"
    }
  }
}
