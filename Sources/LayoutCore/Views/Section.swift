/// Which of a `Section`'s children are its header and its footer (reference §15.2).
///
/// A section's children are its header views, then its content, then its footer views, so that
/// normalising them (a `ForEach` of rows, an `EmptyView` header) is a container's
/// normalisation and the counts follow it. `title` is the string of `Section("Title")`, whose
/// header is that one Text.
public struct SectionParts: Equatable, Sendable {
  public var title: String?
  public var headerCount: Int
  public var footerCount: Int

  public init(title: String? = nil, headerCount: Int = 0, footerCount: Int = 0) {
    self.title = title
    self.headerCount = headerCount
    self.footerCount = footerCount
  }

  /// The range of the content views among `count` children.
  public func contentRange(count: Int) -> Range<Int> {
    let start = Swift.min(headerCount, count)
    return start..<Swift.max(start, count - footerCount)
  }
}

/// A group of rows with an optional header and footer (reference §15.2).
///
/// In a `List` or `Form` the section's rows are grouped under its header as the list's style
/// draws them; anywhere else its header, content and footer are the container's views, as a
/// `Group`'s would be.
///
///     List {
///       Section("Fruit") { Text("Apple"); Text("Pear") }
///     }
public struct Section: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    node = ViewNode(.section(SectionParts()), children: content().viewNodes)
  }

  public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
    node = ViewNode(
      .section(SectionParts(title: title, headerCount: 1)),
      children: [ViewNode(.text(title))] + content().viewNodes)
  }

  public init<Content: View, Header: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    let header = header().viewNodes
    node = ViewNode(
      .section(SectionParts(headerCount: header.count)), children: header + content().viewNodes)
  }

  public init<Content: View, Header: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    let header = header().viewNodes
    let footer = footer().viewNodes
    node = ViewNode(
      .section(SectionParts(headerCount: header.count, footerCount: footer.count)),
      children: header + content().viewNodes + footer)
  }

  public init<Content: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    let footer = footer().viewNodes
    node = ViewNode(
      .section(SectionParts(footerCount: footer.count)), children: content().viewNodes + footer)
  }

  var viewNodes: [ViewNode] { [node] }
}
