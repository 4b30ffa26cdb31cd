import ViewSource

/// A subcommand of `layoutlab`: its name, its line in the usage, its `--help`, and what runs it.
///
/// `Subcommand.all` is the one table of them. The usage's COMMANDS list, each command's
/// `--help`, the dispatch (`CommandLineTool.run`), the routing between the playground and the
/// command line (`PlaygroundCommand.route`) and "did you mean" all read it, so they cannot
/// disagree on which commands exist: a command added here is listed, helped, routed and
/// suggested.
///
///     Subcommand.named("dump")?.synopsis   // "dump FILE"
///     Subcommand.suggestion(for: "dmp")?.name   // "dump"
struct Subcommand: Sendable {
  /// What runs a command: the command itself, the arguments after its name, what it prints,
  /// and the terminal it prints to; returns the exit status.
  typealias Perform =
    @Sendable (
      _ command: Subcommand, _ arguments: [String], _ output: inout CommandLineTool.Output,
      _ terminal: CommandLineTool.Terminal
    ) -> Int32

  /// `layoutlab NAME`.
  let name: String
  /// The name and its arguments in the usage's COMMANDS list; nil for a command not listed.
  let synopsis: String?
  /// What it prints, after the synopsis in the usage.
  let summary: String
  /// `layoutlab NAME --help`; nil for the usage.
  let help: String?
  /// What runs it.
  let perform: Perform

  /// Runs the command on `arguments`, the ones after its name.
  func run(
    _ arguments: [String], output: inout CommandLineTool.Output,
    terminal: CommandLineTool.Terminal
  ) -> Int32 {
    perform(self, arguments, &output, terminal)
  }

  /// The commands, in the order the usage lists them.
  static let all: [Subcommand] = [
    Subcommand(
      name: "dump", synopsis: "dump FILE", summary: "the placed view tree as JSON",
      help:
        "USAGE: layoutlab dump FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R] [--placeholder NAME=WxH] [--image NAME=WxH]\n\nPrints the placed tree as JSON: {\"canvas\":...,\"cell\":...,\"root\":NODE}, NODE = {\"kind\",\"label\",\"x\",\"y\",\"width\",\"height\",\"proposal\",\"children\"}; frames in exact points.\n\n"
        + layoutOptions,
      perform: CommandLineTool.runScene),
    Subcommand(
      name: "trace", synopsis: "trace FILE",
      summary: "the layout negotiation, one line per proposal and answer",
      help:
        "USAGE: layoutlab trace FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R] [--placeholder NAME=WxH] [--image NAME=WxH]\n\nPrints the negotiation in call order: each proposal, then the answer, indented by nesting; answers from a view's cache are marked (cached).\n\n"
        + layoutOptions,
      perform: CommandLineTool.runScene),
    Subcommand(
      name: "check", synopsis: "check FILE", summary: "the scene's diagnostics",
      help:
        "USAGE: layoutlab check FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R] [--placeholder NAME=WxH] [--image NAME=WxH]\n\nPrints the scene's errors, warnings and notes as file:line:column: severity: message, then the line and a caret. Exit status 1 when there are errors.\n\n"
        + layoutOptions,
      perform: CommandLineTool.runScene),
    Subcommand(
      name: "fmt", synopsis: "fmt FILE", summary: "the file with canonical indentation",
      help:
        "USAGE: layoutlab fmt [--check | --in-place] FILE\n\nPrints the file with Xcode's indentation (four spaces a level, modifiers under their view), no\ntrailing spaces and at most one blank line in a row. Only the spaces around lines change:\nevery token, comment, declaration and preview is kept, and so is code LayoutLab does not read.\n\nOPTIONS:\n  --check             print nothing; exit 1 when the file is not formatted\n  --in-place          rewrite the file (atomically) instead of printing it\n  --help              this help\n",
      perform: CommandLineTool.runScene),
    Subcommand(
      name: "render", synopsis: "render FILE",
      summary: "the scene drawn on a grid of terminal cells",
      help:
        "USAGE: layoutlab render FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R] [--placeholder NAME=WxH] [--image NAME=WxH] [--mode rendered|boxes|both] [--color auto|always|never] [--ascii] [--rulers] [--format text|svg|html]\n\nDraws the laid-out scene on a grid of terminal cells, one cell per --cell points (frames snapped edge by edge): rendered, what SwiftUI would paint (fills, shapes, text, borders); boxes, every node as a box labelled with its kind and exact size in points; or both. Without colour, fills show as shades (░▒▓█) and the safe area as hatching (╱). --format svg draws the same in points instead, the frames exact (not snapped), for articles; --format html is that picture with the trace beside it, one page that runs no scripts.\n\n"
        + renderOptions,
      perform: CommandLineTool.runScene),
    Subcommand(
      name: "scenes", synopsis: "scenes", summary: "the built-in scenes",
      help:
        "USAGE: layoutlab scenes\n\nLists the built-in scenes: name, then title. Any command takes a scene's name in place of a file.\n\nOPTIONS:\n  --help              this help\n",
      perform: CommandLineTool.runScenes),
    Subcommand(
      name: "bench", synopsis: "bench",
      summary: "the performance benchmark (build with -c release)",
      help:
        "USAGE: layoutlab bench [--json] [--quick] [--only NAME,...]\n\nTimes layout, relayout, raster and the playground's keystroke path on large scenes (issue #6): median and spread over repeated runs, tree building apart from layout, sizes computed per view, memory per view. Run it from a release build: swift run -c release layoutlab bench.\n\nOPTIONS:\n  --json              the results as JSON (times in milliseconds)\n  --quick             fewer runs per case\n  --only NAME,...     only these cases (flat-10000, nested-14, keystroke-gallery...)\n  --help              this help\n",
      perform: CommandLineTool.runBench),
    // `layoutlab help` is `--help`: not listed, its help is the usage.
    Subcommand(
      name: "help", synopsis: nil, summary: "the usage, as --help", help: nil,
      perform: CommandLineTool.runHelp),
  ]

  /// The command called `name`, if any.
  static func named(_ name: String) -> Subcommand? {
    all.first { $0.name == name }
  }

  /// The command `name` is likely a typo of: the closest by edit distance (ties: the first in
  /// the table), within two edits (`dmp`, `tarce`, `rendr`).
  static func suggestion(for name: String) -> Subcommand? {
    let distances = all.map { ($0, Suggestions.editDistance($0.name, name)) }
    guard let closest = distances.min(by: { $0.1 < $1.1 }), closest.1 <= 2 else { return nil }
    return closest.0
  }

  /// The usage's COMMANDS list: each listed command's synopsis, then its summary at column 17.
  static var listing: String {
    all.compactMap { command in
      command.synopsis.map {
        "  " + $0.padding(toLength: 14, withPad: " ", startingAt: 0) + command.summary
      }
    }
    .joined(separator: "\n")
  }

  /// The options of the commands that lay a scene out.
  private static let layoutOptions = """
    OPTIONS:
      --size WxH          the canvas in points (default 390x844)
      --cell WxH          a terminal cell in points (default 10x20): one glyph and one line
      --safe-area T,L,B,R the canvas's safe-area insets in points (default 0,0,0,0)
      --placeholder NAME=WxH  the size of NAME's placeholder boxes (default 100x40)
      --image NAME=WxH    the size of the image asset NAME (default 100x100)
      --help              this help
    """

  /// The options of `render`.
  private static let renderOptions = """
    OPTIONS:
      --size WxH          the canvas in points (default 390x844)
      --cell WxH          a terminal cell in points (default 10x20): one glyph and one line
      --safe-area T,L,B,R the canvas's safe-area insets in points (default 0,0,0,0)
      --placeholder NAME=WxH  the size of NAME's placeholder boxes (default 100x40)
      --image NAME=WxH    the size of the image asset NAME (default 100x100)
      --mode MODE         rendered (default), boxes, or both
      --color WHEN        auto (default): colour only when standard output is a terminal and
                          NO_COLOR is unset; always; never
      --ascii             ASCII lines and shades (+-|); automatic on a terminal whose locale
                          is not UTF-8
      --rulers            point rulers along the top and left edges, outside the canvas
      --format FORMAT     text (default): the grid of cells; svg: a picture in points, painting
                          and frames (both unless --mode says); html: the picture and the trace
      --help              this help
    """
}
