import CellRaster
import Foundation
import LayoutBench
import LayoutCore
import ViewSource

/// The subcommands of `layoutlab`, their options and their output.
enum CommandLineTool {
  static let version = "0.1.0"

  static let usage = """
    USAGE: layoutlab [FILE | --gallery NAME] [--cell WxH] [--color WHEN] [--ascii]
                     [--no-mouse]
           layoutlab <command> [options]

    Without a command, layoutlab opens the playground in the terminal: the centering
    gallery, another gallery, or FILE. Press ? there for its keys (G: the next gallery),
    q to quit.

    COMMANDS:
      dump FILE     the placed view tree as JSON
      trace FILE    the layout negotiation, one line per proposal and answer
      check FILE    the scene's diagnostics
      fmt FILE      the scene as canonical SwiftUI source
      render FILE   the scene drawn on a grid of terminal cells
      scenes        the built-in scenes
      bench         the performance benchmark (build with -c release)

    FILE is a scene file or the name of a built-in scene.

    OPTIONS:
      --list          the built-in scenes (as `layoutlab scenes`)
      --gallery NAME  playground: open a gallery instead of a scene: centering (default),
                      frame, safe-area, list-row or spacing
      --cell WxH      playground: a terminal cell in points (default 10x20)
      --color WHEN    playground: auto (default; none with NO_COLOR), always, never
      --ascii         playground: ASCII lines and shades (automatic without a UTF-8 locale)
      --no-mouse      playground: no mouse clicks (leaves the terminal's text selection alone)
      --help          this help (also after a command: `layoutlab dump --help`)
      --version       the version
    """

  static let layoutOptions = """
    OPTIONS:
      --size WxH          the canvas in points (default 390x844)
      --cell WxH          a terminal cell in points (default 10x20): one glyph and one line
      --safe-area T,L,B,R the canvas's safe-area insets in points (default 0,0,0,0)
      --help              this help
    """

  static let renderOptions = """
    OPTIONS:
      --size WxH          the canvas in points (default 390x844)
      --cell WxH          a terminal cell in points (default 10x20): one glyph and one line
      --safe-area T,L,B,R the canvas's safe-area insets in points (default 0,0,0,0)
      --mode MODE         rendered (default), boxes, or both
      --color WHEN        auto (default): colour only when standard output is a terminal and
                          NO_COLOR is unset; always; never
      --ascii             ASCII lines and shades (+-|); automatic on a terminal whose locale
                          is not UTF-8
      --rulers            point rulers along the top and left edges, outside the canvas
      --help              this help
    """

  static let commandHelp: [String: String] = [
    "dump":
      "USAGE: layoutlab dump FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R]\n\nPrints the placed tree as JSON: {\"canvas\":...,\"cell\":...,\"root\":NODE}, NODE = {\"kind\",\"label\",\"x\",\"y\",\"width\",\"height\",\"proposal\",\"children\"}; frames in exact points.\n\n"
      + layoutOptions,
    "trace":
      "USAGE: layoutlab trace FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R]\n\nPrints the negotiation in call order: each proposal, then the answer, indented by nesting; answers from a view's cache are marked (cached).\n\n"
      + layoutOptions,
    "check":
      "USAGE: layoutlab check FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R]\n\nPrints the scene's errors, warnings and notes as file:line:column: severity: message, then the line and a caret. Exit status 1 when there are errors.\n\n"
      + layoutOptions,
    "fmt":
      "USAGE: layoutlab fmt FILE\n\nPrints the scene as canonical SwiftUI source; parsing the output gives the same scene.\n\nOPTIONS:\n  --help              this help\n",
    "render":
      "USAGE: layoutlab render FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R] [--mode rendered|boxes|both] [--color auto|always|never] [--ascii] [--rulers]\n\nDraws the laid-out scene on a grid of terminal cells, one cell per --cell points (frames snapped edge by edge): rendered, what SwiftUI would paint (fills, shapes, text, borders); boxes, every node as a box labelled with its kind and exact size in points; or both. Without colour, fills show as shades (░▒▓█) and the safe area as hatching (╱).\n\n"
      + renderOptions,
    "bench":
      "USAGE: layoutlab bench [--json] [--quick] [--only NAME,...]\n\nTimes layout, relayout, raster and the playground's keystroke path on large scenes (issue #6): median and spread over repeated runs, tree building apart from layout, sizes computed per view, memory per view. Run it from a release build: swift run -c release layoutlab bench.\n\nOPTIONS:\n  --json              the results as JSON (times in milliseconds)\n  --quick             fewer runs per case\n  --only NAME,...     only these cases (flat-10000, nested-14, keystroke-gallery...)\n  --help              this help\n",
    "scenes":
      "USAGE: layoutlab scenes\n\nLists the built-in scenes: name, then title. Any command takes a scene's name in place of a file.\n\nOPTIONS:\n  --help              this help\n",
  ]

  /// What a run printed: its standard output and standard error.
  struct Output {
    var standard = ""
    var error = ""
  }

  /// What the command knows of the terminal it prints to; read only by `run(_:)`, so that
  /// everything else is testable.
  struct Terminal: Equatable {
    /// Whether standard output is a terminal.
    var isTerminal = false
    /// Whether `NO_COLOR` is set to a non-empty value (no-color.org).
    var noColor = false
    /// `TERM`.
    var term: String?
    /// `COLORTERM`.
    var colorTerm: String?
    /// Whether the locale (`LC_ALL`, `LC_CTYPE`, `LANG`) is UTF-8.
    var isUTF8 = true

    /// The facts of this process: the environment and whether standard output is a tty.
    static func current() -> Terminal {
      let environment = ProcessInfo.processInfo.environment
      func value(_ name: String) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        return value
      }
      let locale = value("LC_ALL") ?? value("LC_CTYPE") ?? value("LANG") ?? ""
      return Terminal(
        isTerminal: isatty(STDOUT_FILENO) != 0, noColor: value("NO_COLOR") != nil,
        term: value("TERM"), colorTerm: value("COLORTERM"),
        isUTF8: locale.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8"))
    }

    /// The colours the terminal shows, from `TERM` and `COLORTERM` (reference ncursesw.md:
    /// `xterm-256color` 256, `xterm`/`linux` 8, `vt100` and `dumb` none). An unknown
    /// terminal is assumed to have 256.
    var colorDepth: ColorDepth {
      if colorTerm != nil { return .colors256 }
      guard let term else { return .colors256 }
      if term.contains("256color") || term.contains("direct") { return .colors256 }
      if term == "dumb" || term.hasPrefix("vt") { return .monochrome }
      return .colors8
    }
  }

  /// Runs the command line, printing to the real standard output and error.
  static func run(_ arguments: [String]) -> Int32 {
    var output = Output()
    let status = run(arguments, output: &output, terminal: .current())
    FileHandle.standardOutput.write(Data(output.standard.utf8))
    FileHandle.standardError.write(Data(output.error.utf8))
    return status
  }

  /// Runs the command line, collecting what it prints; returns the exit status. `terminal`
  /// says where the output goes (by default: not a terminal, so no colour).
  static func run(
    _ arguments: [String], output: inout Output, terminal: Terminal = Terminal()
  ) -> Int32 {
    func print(_ text: String, terminator: String = "\n") { output.standard += text + terminator }
    func printError(_ text: String) { output.error += text + "\n" }
    func help(_ command: String) -> Int32 {
      print(commandHelp[command] ?? usage)
      return 0
    }
    func usageError(_ message: String, command: String?) -> Int32 {
      let hint = command.map { "see 'layoutlab \($0) --help'" } ?? "see 'layoutlab --help'"
      printError("layoutlab: \(message) (\(hint))")
      return 2
    }
    guard let command = arguments.first else {
      printError("layoutlab: missing command\n\n" + usage)
      return 2
    }
    switch command {
    case "--help", "-h", "help":
      print(usage)
      return 0
    case "--version":
      print("layoutlab \(version)")
      return 0
    case "scenes":
      if arguments.dropFirst().contains("--help") { return help("scenes") }
      guard arguments.count == 1 else {
        return usageError("'scenes' takes no arguments", command: "scenes")
      }
      let width = BuiltInScenes.all.map(\.name.count).max() ?? 0
      for scene in BuiltInScenes.all {
        print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.title)
      }
      return 0
    case "bench":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return help("bench") }
      var only: Set<String>?
      var index = 0
      while index < rest.count {
        switch rest[index] {
        case "--json", "--quick": break
        case "--only" where index + 1 < rest.count:
          only = Set(rest[index + 1].split(separator: ",").map(String.init))
          index += 1
        default: return usageError("unknown option '\(rest[index])'", command: "bench")
        }
        index += 1
      }
      let repetition =
        rest.contains("--quick")
        ? Repetition(minimumRuns: 3, maximumRuns: 5, budget: 0.3) : Repetition()
      let report = LayoutBenchmark.run(.full, repetition: repetition, only: only)
      print(rest.contains("--json") ? report.json : report.text, terminator: "")
      return 0
    case "dump", "trace", "check", "fmt", "render":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return help(command) }
      switch Options.parse(rest, allowsLayout: command != "fmt", allowsRender: command == "render")
      {
      case .failure(let message): return usageError(message.text, command: command)
      case .success(let options):
        return perform(command, options, output: &output, terminal: terminal)
      }
    default:
      let known = ["dump", "trace", "check", "fmt", "render", "scenes", "bench"]
      let hint = known.min { editDistance($0, command) < editDistance($1, command) }
      var message = "unknown command '\(command)'"
      if let hint, editDistance(hint, command) <= 2 { message += "; did you mean '\(hint)'?" }
      return usageError(message, command: nil)
    }
  }

  // MARK: Options

  struct Options {
    var file: String
    var canvas = CGSize(width: 390, height: 844)
    var cell = CGSize(width: 10, height: 20)
    var safeArea = EdgeInsets()
    /// `render`: what to draw.
    var mode = RasterMode.rendered
    /// `render`: when to print colours.
    var color = ColorChoice.auto
    /// `render`: ASCII glyphs.
    var ascii = false
    /// `render`: point rulers.
    var rulers = false

    static func parse(
      _ arguments: [String], allowsLayout: Bool, allowsRender: Bool = false
    ) -> Result<Options, Message> {
      var file: String?
      var options = Options(file: "")
      var index = 0
      while index < arguments.count {
        let argument = arguments[index]
        if allowsRender && (argument == "--ascii" || argument == "--rulers") {
          if argument == "--ascii" { options.ascii = true } else { options.rulers = true }
          index += 1
          continue
        }
        if argument.hasPrefix("--") {
          let valued =
            ["--size", "--cell", "--safe-area"] + (allowsRender ? ["--mode", "--color"] : [])
          guard allowsLayout, valued.contains(argument) else {
            return .failure(Message("unknown option '\(argument)'"))
          }
          guard index + 1 < arguments.count else {
            return .failure(Message("'\(argument)' needs a value"))
          }
          let value = arguments[index + 1]
          index += 2
          switch argument {
          case "--size":
            guard let size = parseSize(value) else {
              return .failure(
                Message(
                  "invalid --size '\(value)': expected WxH with positive finite numbers, such as 390x844"
                ))
            }
            options.canvas = size
          case "--cell":
            guard let size = parseSize(value) else {
              return .failure(
                Message(
                  "invalid --cell '\(value)': expected WxH with positive finite numbers, such as 10x20"
                ))
            }
            options.cell = size
          case "--mode":
            guard let mode = RasterMode(rawValue: value) else {
              return .failure(
                Message("invalid --mode '\(value)': expected rendered, boxes or both"))
            }
            options.mode = mode
          case "--color":
            guard let color = ColorChoice(rawValue: value) else {
              return .failure(
                Message("invalid --color '\(value)': expected auto, always or never"))
            }
            options.color = color
          default:
            guard let insets = parseInsets(value) else {
              return .failure(
                Message(
                  "invalid --safe-area '\(value)': expected T,L,B,R with non-negative finite numbers, such as 47,0,34,0"
                ))
            }
            options.safeArea = insets
          }
          continue
        }
        guard file == nil else { return .failure(Message("unexpected argument '\(argument)'")) }
        file = argument
        index += 1
      }
      guard let file else { return .failure(Message("missing FILE")) }
      options.file = file
      return .success(options)
    }

    static func parseSize(_ text: String) -> CGSize? {
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
        width.isFinite, height.isFinite, width > 0, height > 0
      else { return nil }
      return CGSize(width: width, height: height)
    }

    static func parseInsets(_ text: String) -> EdgeInsets? {
      let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
      guard values.count == 4, values.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 }) else {
        return nil
      }
      return EdgeInsets(
        top: values[0]!, leading: values[1]!, bottom: values[2]!, trailing: values[3]!)
    }
  }

  struct Message: Error {
    let text: String
    init(_ text: String) { self.text = text }
  }

  // MARK: Commands

  private static func perform(
    _ command: String, _ options: Options, output: inout Output, terminal: Terminal
  ) -> Int32 {
    func print(_ text: String, terminator: String = "\n") { output.standard += text + terminator }
    func printError(_ text: String) { output.error += text + "\n" }
    guard let (fileName, source) = load(options.file) else {
      printError(
        "layoutlab: no such file or built-in scene '\(options.file)' (see 'layoutlab scenes')")
      return 2
    }
    let scene = SceneParser.parse(source)
    let rendered = scene.diagnostics.map { $0.rendered(fileName: fileName, source: source) }
    guard let tree = scene.tree else {
      rendered.forEach(printError)
      if scene.diagnostics.isEmpty { printError("\(fileName): error: the scene has no view") }
      return 1
    }
    if command == "fmt" {
      rendered.filter { !$0.contains(": note: ") }.forEach(printError)
      // A scene with errors was recovered, not read: its printout would say something else
      // than the file (and may not parse), so nothing is printed in place of the file.
      guard !scene.hasErrors else { return 1 }
      print(ScenePrinter.print(tree), terminator: "")
      return 0
    }
    let engine = LayoutEngine(
      metrics: TextMetrics(glyphWidth: options.cell.width, lineHeight: options.cell.height),
      isTracing: command == "trace")
    let result = engine.layout(tree, in: options.canvas, safeArea: options.safeArea)
    switch command {
    case "render":
      print(render(result, options, terminal: terminal), terminator: "")
    case "dump":
      print(result.jsonDump(cell: options.cell))
    case "trace":
      print(result.traceText(), terminator: "")
    default:
      rendered.forEach { print($0) }
      for diagnostic in result.diagnostics {
        print("\(fileName): warning: \(diagnostic)")
      }
      if scene.diagnostics.isEmpty && result.diagnostics.isEmpty {
        print("\(fileName): ok, \(result.root.allNodes.count) views")
      }
    }
    return 0
  }

  /// The `render` output: the grid as plain text, or with ANSI colours when `--color` and the
  /// terminal ask for them (issue #4: plain text when not a terminal, with `--color never` or
  /// with `NO_COLOR`).
  static func render(_ result: LayoutResult, _ options: Options, terminal: Terminal) -> String {
    let ascii = options.ascii || (terminal.isTerminal && !terminal.isUTF8)
    let rasterizer = Rasterizer(
      cell: options.cell, mode: options.mode, boxDrawing: ascii ? .ascii : .unicode)
    var grid = rasterizer.rasterize(result)
    if options.rulers { grid = Rulers(cell: options.cell).adding(to: grid) }
    let colored: Bool
    switch options.color {
    case .always: colored = true
    case .never: colored = false
    case .auto: colored = terminal.isTerminal && !terminal.noColor
    }
    return colored ? grid.ansi(depth: terminal.colorDepth) : grid.text
  }

  /// A scene's file name and source, from a path or a built-in scene's name.
  private static func load(_ file: String) -> (String, String)? {
    if let data = FileManager.default.contents(atPath: file) {
      return (file, String(decoding: data, as: UTF8.self))
    }
    let name = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    if let scene = BuiltInScenes.named(name) { return ("\(scene.name).swift", scene.source) }
    return nil
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...Swift.max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
