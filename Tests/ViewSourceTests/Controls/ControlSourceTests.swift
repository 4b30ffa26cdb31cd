import LayoutCore
import Testing

@testable import ViewSource

/// Controls print back as written, and bad calls give Swift's diagnostics (reference §20).
@Suite struct ControlSourceTests {
  static let source = """
    import SwiftUI

    var body: some View {
        VStack {
            Button("OK") { print("hi") }
                .buttonStyle(.bordered)
            Button(action: { count += 1 }) {
                Text("Tap me")
            }
            Button(role: .destructive) { delete() } label: {
                Label("Delete", systemImage: "trash")
            }
            Button("Add", systemImage: "plus", action: add)
            Label {
                Text("Inbox")
            } icon: {
                Color.blue
            }
            .labelStyle(.iconOnly)
            Toggle("Wi-Fi", isOn: $on)
            Toggle(isOn: $on) {
                Text("Bluetooth")
            }
            TextField("Name", text: $name, axis: .vertical)
            SecureField("Password", text: $password)
            TextEditor(text: $notes)
            Stepper("Count", value: $count, in: 0...10)
            Slider(value: $volume, in: 0...1)
            ProgressView()
            ProgressView("Downloading", value: 0.5)
            Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0) }
            DatePicker("Date", selection: $date)
            ColorPicker("Tint", selection: $tint)
            Link("Apple", destination: URL(string: "https://apple.com")!)
            Menu("Actions") { Button("Delete") { } }
        }
        .controlSize(.small)
    }

    """

  @Test func printBackAsWritten() throws {
    let parsed = SceneParser.parse(Self.source)
    let tree = try #require(parsed.tree)
    let printed = ScenePrinter.print(tree)
    #expect(printed == Self.source, "\(lineDiffText(Self.source, printed))")
    #expect(SceneParser.parse(printed).tree == tree)
  }

  /// Only the tag is noted: every control and style is laid out.
  @Test func noWarnings() {
    #expect(
      SceneParser.parse(Self.source).diagnostics.map(\.description) == [
        "31:64: note: 'tag' changes no layout: kept, not drawn"
      ])
  }

  /// A custom button style cannot run: kept as an inert modifier, with the note.
  @Test func aCustomStyleIsKept() throws {
    let parsed = SceneParser.parse(#"Button("OK") { }.buttonStyle(MyStyle())"#)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:18: note: 'buttonStyle' changes no layout: kept, not drawn"
      ])
    let tree = try #require(parsed.tree)
    #expect(tree.attributes == [.inert(name: "buttonStyle", arguments: "(MyStyle())")])
  }

  @Test(arguments: [
    (#"Toggle("Wi-Fi")"#, "1:1: error: missing argument for parameter 'isOn' in call to 'Toggle'"),
    (
      #"Button("OK")"#,
      "1:1: error: missing argument for parameter 'action' in call to 'Button'"
    ),
    (
      #"Slider(valu: $v)"#,
      "1:8: error: incorrect argument label in call to 'Slider' (have 'valu:', expected 'value:')"
    ),
    (
      #"Label("Inbox")"#,
      "1:1: error: missing argument for parameter 'systemImage' in call to 'Label'"
    ),
  ])
  func diagnosticsReadWordForWord(_ source: String, _ expected: String) {
    #expect(SceneParser.parse(source).diagnostics.map(\.description) == [expected])
  }
}

/// The differing lines, for a failing comparison.
private func lineDiffText(_ a: String, _ b: String) -> String {
  zip(a.split(separator: "\n"), b.split(separator: "\n")).enumerated()
    .filter { $0.element.0 != $0.element.1 }
    .map { "\($0.offset + 1): -\($0.element.0)\n   +\($0.element.1)" }.joined(separator: "\n")
}
