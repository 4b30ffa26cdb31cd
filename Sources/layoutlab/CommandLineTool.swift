import CellRaster
import Foundation
import LayoutBench
import LayoutCore
import SceneFiles
import VectorPicture
import ViewSource

/// The subcommands of `layoutlab`, their options and their output.
enum CommandLineTool {
  static let version = "0.1.0"

  static let usage = """
    USAGE: layoutlab [FILE | --gallery NAME] [--cell WxH] [--color WHEN] [--ascii]
                     [--no-mouse] [--view NAME] [--image NAME=WxH] [--placeholder NAME=WxH]
           layoutlab <command> [options]

    Without a command, layoutlab opens the playground in the terminal: the centering
    gallery, another gallery, or FILE. Press ? there for its keys (G: the next gallery),
    q to quit.

    COMMANDS:
    \(Subcommand.listing)

    FILE is a scene file or the name of a built-in scene.

    OPTIONS:
      --list          the built-in scenes (as `layoutlab scenes`)
      --gallery NAME  playground: open a gallery instead of a scene: centering (default),
                      frame, safe-area, list-row, spacing, leaf-views,
                      containers
      --cell WxH      playground: a terminal cell in points (default 10x20)
      --color WHEN    playground: auto (default; none with NO_COLOR), always, never
      --ascii         playground: ASCII lines and shades (automatic without a UTF-8 locale)
      --no-mouse      playground: no mouse clicks (leaves the terminal's text selection alone)
      --view NAME     the file's view to show: a #Preview's title or a struct's name
                      (default: the first #Preview, PreviewProvider, App, then ContentView)
      --image NAME=WxH        the size of the image asset NAME (default 100x100)
      --placeholder NAME=WxH  the size of NAME's placeholder boxes (default 100x40)
      --help          this help (also after a command: `layoutlab dump --help`)
      --version       the version
    """

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
    guard let command = arguments.first else {
      output.error += "layoutlab: missing command\n\n" + usage + "\n"
      return 2
    }
    switch command {
    case "--help", "-h":
      output.standard += usage + "\n"
      return 0
    case "--version":
      output.standard += "layoutlab \(version)\n"
      return 0
    default:
      guard let subcommand = Subcommand.named(command) else {
        var message = "unknown command '\(command)'"
        if let hint = Subcommand.suggestion(for: command) {
          message += "; did you mean '\(hint.name)'?"
        }
        return usageError(message, command: nil, output: &output)
      }
      return subcommand.run(Array(arguments.dropFirst()), output: &output, terminal: terminal)
    }
  }

  /// `layoutlab COMMAND --help`: the command's help, or the usage for one without its own.
  static func help(_ command: Subcommand, output: inout Output) -> Int32 {
    output.standard += (command.help ?? usage) + "\n"
    return 0
  }

  /// A usage error: the message, where to look, status 2.
  static func usageError(_ message: String, command: String?, output: inout Output) -> Int32 {
    let hint = command.map { "see 'layoutlab \($0) --help'" } ?? "see 'layoutlab --help'"
    output.error += "layoutlab: \(message) (\(hint))\n"
    return 2
  }

  // MARK: Commands

  /// `layoutlab help`: the usage, as `--help`.
  static func runHelp(
    _ command: Subcommand, _ arguments: [String], _ output: inout Output, _ terminal: Terminal
  ) -> Int32 {
    help(command, output: &output)
  }

  /// `layoutlab scenes`: the built-in scenes, name then title.
  static func runScenes(
    _ command: Subcommand, _ arguments: [String], _ output: inout Output, _ terminal: Terminal
  ) -> Int32 {
    if arguments.contains("--help") { return help(command, output: &output) }
    guard arguments.isEmpty else {
      return usageError("'scenes' takes no arguments", command: command.name, output: &output)
    }
    let width = BuiltInScenes.all.map(\.name.count).max() ?? 0
    for scene in BuiltInScenes.all {
      output.standard +=
        scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.title
        + "\n"
    }
    return 0
  }

  /// `layoutlab bench`: the performance benchmark.
  static func runBench(
    _ command: Subcommand, _ arguments: [String], _ output: inout Output, _ terminal: Terminal
  ) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      return help(command, output: &output)
    }
    var only: Set<String>?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--json", "--quick": break
      case "--only" where index + 1 < arguments.count:
        only = Set(arguments[index + 1].split(separator: ",").map(String.init))
        index += 1
      default:
        return usageError(
          "unknown option '\(arguments[index])'", command: command.name, output: &output)
      }
      index += 1
    }
    let repetition =
      arguments.contains("--quick")
      ? Repetition(minimumRuns: 3, maximumRuns: 5, budget: 0.3) : Repetition()
    let report = LayoutBenchmark.run(.full, repetition: repetition, only: only)
    output.standard += arguments.contains("--json") ? report.json : report.text
    return 0
  }

  /// `dump`, `trace`, `check`, `fmt` and `render`: a scene, its options, then `perform`.
  static func runScene(
    _ command: Subcommand, _ arguments: [String], _ output: inout Output, _ terminal: Terminal
  ) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      return help(command, output: &output)
    }
    let name = command.name
    switch Options.parse(
      arguments, allowsLayout: name != "fmt", allowsRender: name == "render",
      allowsFormat: name == "fmt")
    {
    case .failure(let message): return usageError(message.text, command: name, output: &output)
    case .success(let options): return perform(name, options, output: &output, terminal: terminal)
    }
  }

  // MARK: Options

  struct Options {
    var file: String
    var canvas = CGSize(width: 390, height: 844)
    var cell = CGSize(width: 10, height: 20)
    var safeArea = EdgeInsets()
    /// `--placeholder NAME=WxH`: the size of the placeholders of a view (100x40 by default).
    var placeholderSizes: [String: CGSize] = [:]
    /// `--image NAME=WxH`: the size of an image asset (100x100 by default, reference §18).
    var imageSizes: [String: CGSize] = [:]
    /// `render`: what to draw.
    var mode = RasterMode.rendered
    /// Whether `--mode` was given: an SVG picture shows both without it.
    var modeIsSet = false
    /// `render`: when to print colours.
    var color = ColorChoice.auto
    /// `render`: ASCII glyphs.
    var ascii = false
    /// `render`: point rulers.
    var rulers = false
    /// `render`: cells as text, an SVG picture in points, or an HTML page with the trace.
    var format = RenderFormat.text
    /// `fmt`: say whether the file is formatted instead of printing it.
    var check = false
    /// `fmt`: rewrite the file.
    var inPlace = false
    /// `--view NAME`: the file's view to lay out (a preview's title or a struct's name).
    var view: String?

    static func parse(
      _ arguments: [String], allowsLayout: Bool, allowsRender: Bool = false,
      allowsFormat: Bool = false
    ) -> Result<Options, Message> {
      var file: String?
      var options = Options(file: "")
      var index = 0
      while index < arguments.count {
        let argument = arguments[index]
        if allowsFormat && (argument == "--check" || argument == "--in-place") {
          if argument == "--check" { options.check = true } else { options.inPlace = true }
          index += 1
          continue
        }
        if allowsRender && (argument == "--ascii" || argument == "--rulers") {
          if argument == "--ascii" { options.ascii = true } else { options.rulers = true }
          index += 1
          continue
        }
        if argument.hasPrefix("--") {
          let valued =
            ["--size", "--cell", "--safe-area", "--view", "--placeholder", "--image"]
            + (allowsRender ? ["--mode", "--color", "--format"] : [])
          guard allowsLayout, valued.contains(argument) else {
            return .failure(Message("unknown option '\(argument)'"))
          }
          guard index + 1 < arguments.count else {
            return .failure(Message("'\(argument)' needs a value"))
          }
          let value = arguments[index + 1]
          index += 2
          switch argument {
          case "--view":
            options.view = value
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
          case "--placeholder":
            guard let (name, size) = parsePlaceholder(value) else {
              return .failure(
                Message(
                  "invalid --placeholder '\(value)': expected NAME=WxH with positive finite numbers, such as RatingView=200x40"
                ))
            }
            options.placeholderSizes[name] = size
          case "--image":
            switch parseImage(value) {
            case .success(let (name, size)): options.imageSizes[name] = size
            case .failure(let message): return .failure(message)
            }
          case "--mode":
            guard let mode = RasterMode(rawValue: value) else {
              return .failure(
                Message("invalid --mode '\(value)': expected rendered, boxes or both"))
            }
            options.mode = mode
            options.modeIsSet = true
          case "--format":
            guard let format = RenderFormat(rawValue: value) else {
              return .failure(
                Message("invalid --format '\(value)': expected text, svg or html"))
            }
            options.format = format
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
      if options.check && options.inPlace {
        return .failure(Message("'--check' and '--in-place' do not go together"))
      }
      options.file = file
      return .success(options)
    }

    /// `RatingView=200x40`: a view's name and its placeholders' size.
    static func parsePlaceholder(_ text: String) -> (String, CGSize)? {
      guard let equals = text.firstIndex(of: "=") else { return nil }
      let name = String(text[..<equals])
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        let size = parseSize(String(text[text.index(after: equals)...]))
      else { return nil }
      return (name, size)
    }

    /// `logo=200x80`, `star.fill=20x20`: an image's name (anything before the first `=`) and
    /// its asset's size, positive and finite.
    static func parseImage(_ text: String) -> Result<(String, CGSize), Message> {
      let invalid = Message(
        "invalid --image '\(text)': expected NAME=WxH with positive finite numbers, such as logo=200x80"
      )
      guard let equals = text.firstIndex(of: "=") else { return .failure(invalid) }
      let name = String(text[..<equals])
      guard !name.isEmpty, let size = parseSize(String(text[text.index(after: equals)...])) else {
        return .failure(invalid)
      }
      return .success((name, size))
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

  private static func perform(
    _ command: String, _ options: Options, output: inout Output, terminal: Terminal
  ) -> Int32 {
    func print(_ text: String, terminator: String = "\n") { output.standard += text + terminator }
    func printError(_ text: String) { output.error += text + "\n" }
    let fileName: String
    let source: String
    switch load(options.file) {
    case .success(let loaded): (fileName, source) = loaded
    case .failure(let notText):
      printError(notText.message(file: options.file))
      return 1
    case nil:
      printError(
        "layoutlab: no such file or built-in scene '\(options.file)' (see 'layoutlab scenes')")
      return 2
    }
    if command == "fmt" { return format(fileName, source, options, output: &output) }
    let scene = SceneParser.parse(
      source, root: options.view, placeholderSizes: options.placeholderSizes)
    let rendered = scene.diagnostics.map { $0.rendered(fileName: fileName, source: source) }
    guard let tree = scene.tree?.resolvingImageSizes(options.imageSizes) else {
      rendered.forEach(printError)
      if scene.diagnostics.isEmpty { printError("\(fileName): error: the scene has no view") }
      return 1
    }
    let metrics = TextMetrics(glyphWidth: options.cell.width, lineHeight: options.cell.height)
    let engine = LayoutEngine(
      metrics: metrics, isTracing: command == "trace" || options.format == .html)
    let result = engine.layout(tree, in: options.canvas, safeArea: options.safeArea)
    switch command {
    case "render" where options.format != .text:
      let size = "\(Int(options.canvas.width))×\(Int(options.canvas.height))"
      let picture = SVGPicture(
        result, metrics: metrics, showsRulers: options.rulers,
        showsFrames: !options.modeIsSet || options.mode != .rendered,
        showsPainting: !options.modeIsSet || options.mode != .boxes,
        title: "\(fileName) · \(size)")
      let text =
        options.format == .svg ? picture.svg : HTMLPage.page(picture, trace: result.traceText())
      print(text, terminator: "")
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

  /// `fmt`: the file with Xcode's indentation, every token and comment kept; `--check` says
  /// whether it already is, `--in-place` rewrites it atomically. It needs only the file's
  /// brackets, strings and comments, not LayoutLab's reading of it, so any Swift file formats;
  /// one whose brackets do not balance is left alone: its lines cannot be told apart.
  private static func format(
    _ fileName: String, _ source: String, _ options: Options, output: inout Output
  ) -> Int32 {
    if let problem = SourceFormatter.problem(in: source) {
      output.error += "layoutlab: \(fileName): \(problem): left as it is\n"
      return 1
    }
    let formatted = SourceFormatter.format(source)
    if options.check {
      guard formatted != source else { return 0 }
      output.error +=
        "layoutlab: \(fileName) is not formatted ('layoutlab fmt --in-place \(fileName)' formats it)\n"
      return 1
    }
    guard options.inPlace else {
      output.standard += formatted
      return 0
    }
    guard FileManager.default.fileExists(atPath: options.file) else {
      output.error +=
        "layoutlab: '\(options.file)' is a built-in scene, not a file: nothing to rewrite\n"
      return 2
    }
    guard formatted != source else { return 0 }
    do {
      try SceneFile.writeAtomically(formatted, to: options.file)
    } catch {
      output.error += "layoutlab: \(error)\n"
      return 1
    }
    return 0
  }

  /// A scene's file name and source, from a path or a built-in scene's name; why a file is not
  /// text (the one line every command prints: `SourceFileText`); nil when there is neither.
  private static func load(_ file: String) -> Result<(String, String), SourceFileText.NotText>? {
    if let data = FileManager.default.contents(atPath: file) {
      return SourceFileText.decode(data).map { (file, $0) }
    }
    let name = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    if let scene = BuiltInScenes.named(name) {
      return .success(("\(scene.name).swift", scene.source))
    }
    return nil
  }
}
