/// A scene's picture with its negotiation beside it, as one HTML page with nothing fetched
/// from elsewhere and no scripts (issue #16, "pictures for articles").
///
/// The page is the SVG picture and the trace (`layoutlab trace`): an author can put both in
/// an article, or open the file offline.
public enum HTMLPage {
  /// The page for `picture` and its `trace` text.
  public static func page(_ picture: SVGPicture, trace: String) -> String {
    let title = XMLText.escaped(picture.title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(title)</title>
      <style>
      body { font-family: ui-monospace, Menlo, Consolas, monospace; margin: 1.5em; display: flex; gap: 2em; align-items: flex-start; }
      .trace { font-size: 12px; line-height: 1.4; white-space: pre; margin: 0; }
      h1 { font-size: 14px; }
      </style>
      </head>
      <body>
      <figure>
      \(picture.svg)<figcaption>\(title)</figcaption>
      </figure>
      <section>
      <h1>Proposals and answers</h1>
      <pre class="trace">\(XMLText.escaped(trace))</pre>
      </section>
      </body>
      </html>

      """
  }
}
