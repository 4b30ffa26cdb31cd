import LayoutCore

extension Catalog {
  /// `Section("Title") { … }`, `Section { … } header: { … } footer: { … }` and
  /// `Section(header: Text("…"), footer: …) { … }`: rows under a header in a List or Form,
  /// its container's views anywhere else (§15.2). It prints with trailing closures, or with
  /// its title when its header is still that title's Text.
  static let section = Definition(
    "Section", role: .container, summary: "container: rows under a header and over a footer",
    signatures: [
      [
        .content(), Parameter(label: "header", type: .closure, hasDefault: true, isContent: true),
        Parameter(label: "footer", type: .closure, hasDefault: true, isContent: true),
      ],
      [.unlabelled("title", .string), .content()],
      [.labelled("header", .view), .labelled("footer", .view), .content()],
    ],
    build: { call in
      guard let content = call.content() else { return nil }
      switch call.overload {
      case 1:
        guard case .string(let title)? = call["title"] else { return nil }
        return call.view(
          .section(SectionParts(title: title, headerCount: 1)),
          children: [ViewNode(.text(title))] + content)
      default:
        func views(_ name: String) -> [ViewNode]? {
          guard let value = call[name] else { return [] }
          if call.overload == 0 { return call.content(name) }
          return call.interpreter.viewNodes(value, at: call.location(of: name))
        }
        guard let header = views("header"), let footer = views("footer") else { return nil }
        return call.view(
          .section(SectionParts(headerCount: header.count, footerCount: footer.count)),
          children: header + content + footer)
      }
    },
    print: { node, printing in
      guard case .section(let parts) = node.kind else { return "" }
      let content = parts.contentRange(count: node.children.count)
      let header = Array(node.children[..<content.lowerBound])
      let footer = Array(node.children[content.upperBound...])
      let rows = printing.block(Array(node.children[content]))
      if let title = parts.title, header.count == 1, header[0] == ViewNode(.text(title)) {
        return "Section(\(ValuePrinter.string(title))) " + rows + print(footer, "footer")
      }
      return "Section " + rows + print(header, "header") + print(footer, "footer")
      func print(_ views: [ViewNode], _ label: String) -> String {
        views.isEmpty ? "" : " \(label): " + printing.block(views)
      }
    })

  /// `Form { … }`: a list of controls, laid out as an inset grouped List on iPhone (§15.3).
  static let form = Definition(
    "Form", role: .container, summary: "container: a list of controls in grouped sections",
    signatures: [[.content()]],
    build: { call in call.content().map { call.view(.form, children: $0) } },
    print: { node, printing in "Form " + printing.block(node.children) })
}
