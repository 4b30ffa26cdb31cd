import CellRaster
import Foundation
import LayoutCore
import PlaygroundCore
import TerminalUI
import ViewSource

/// The playground's command line: `layoutlab [FILE | SCENE-NAME] [options]`, and how an
/// argument list is routed between the playground and the subcommands of `CommandLineTool`.
///
/// Pure (the file system is asked through `canLoad`), so that every route is tested.
///
///     PlaygroundCommand.route([])                          // .playground: the centering gallery
///     PlaygroundCommand.route(["spacer-center", "--ascii"]) // .playground: one scene
///     PlaygroundCommand.route(["--gallery", "frame"])      // .playground: the frame gallery
///     PlaygroundCommand.route(["trace", "frame"])          // .commandLine: a subcommand
enum PlaygroundCommand {
  /// What the playground was asked for.
  struct Options: Equatable {
    /// A scene file or a built-in scene's name; nil for a gallery.
    var target: String?
    /// `--gallery NAME`: the gallery to open (nil with no target: the centering gallery).
    var gallery: String?
    /// `--cell WxH`: a terminal cell in points.
    var cell = CGSize(width: 10, height: 20)
    /// `--color`.
    var color = ColorChoice.auto
    /// `--ascii`: ASCII lines and shades.
    var ascii = false
    /// `--no-mouse` turns mouse clicks off.
    var mouse = true
    /// `--view NAME`: the view of the file to show first.
    var view: String?
    /// `--image NAME=WxH`: image assets' sizes (reference §18).
    var imageSizes: [String: CGSize] = [:]
    /// `--placeholder NAME=WxH`: the sizes of views declared in other files (§12 item 23).
    var placeholderSizes: [String: CGSize] = [:]
  }

  /// Where an argument list goes.
  enum Route: Equatable {
    /// A subcommand (`Subcommand.all`), `--help`, `--version`, or a mistyped command:
    /// `CommandLineTool.run`.
    case commandLine([String])
    /// The playground.
    case playground(Options)
    /// A usage error: print it after "layoutlab: " and exit 2.
    case usageError(String)
  }

  /// Routes `arguments` (without the program name). `canLoad` says whether a positional
  /// argument names a scene file or a built-in scene.
  static func route(_ arguments: [String], canLoad: (String) -> Bool = canLoad) -> Route {
    guard let first = arguments.first else { return .playground(Options()) }
    if Subcommand.named(first) != nil { return .commandLine(arguments) }
    if arguments.contains("--help") || arguments.contains("-h") { return .commandLine(["--help"]) }
    if arguments.contains("--version") { return .commandLine(["--version"]) }
    if arguments.contains("--list") {
      guard arguments == ["--list"] else { return .usageError("'--list' takes no arguments") }
      return .commandLine(["scenes"])
    }
    // A mistyped command (`layoutlab dmp frame`) gets CommandLineTool's "did you mean".
    if !first.hasPrefix("-"), !canLoad(first), Subcommand.suggestion(for: first) != nil {
      return .commandLine(arguments)
    }
    var options = Options()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--ascii": options.ascii = true
      case "--no-mouse": options.mouse = false
      case "--image":
        guard index < arguments.count else { return .usageError("'\(argument)' needs a value") }
        switch CommandLineTool.Options.parseImage(arguments[index]) {
        case .success(let (name, size)): options.imageSizes[name] = size
        case .failure(let message): return .usageError(message.text)
        }
        index += 1
      case "--placeholder":
        guard index < arguments.count else { return .usageError("'\(argument)' needs a value") }
        let value = arguments[index]
        guard let (name, size) = CommandLineTool.Options.parsePlaceholder(value) else {
          return .usageError(
            "invalid --placeholder '\(value)': expected NAME=WxH with positive finite numbers, such as RatingView=200x40"
          )
        }
        options.placeholderSizes[name] = size
        index += 1
      case "--cell", "--color", "--gallery", "--view":
        guard index < arguments.count else { return .usageError("'\(argument)' needs a value") }
        let value = arguments[index]
        index += 1
        if argument == "--view" {
          options.view = value
        } else if argument == "--gallery" {
          guard PlaygroundDocument.gallery(named: value) != nil else {
            return .usageError(
              "invalid --gallery '\(value)': expected "
                + PlaygroundDocument.galleryNames.joined(separator: ", "))
          }
          options.gallery = value
        } else if argument == "--cell" {
          guard let cell = CommandLineTool.Options.parseSize(value) else {
            return .usageError(
              "invalid --cell '\(value)': expected WxH with positive finite numbers, such as 10x20")
          }
          options.cell = cell
        } else {
          guard let color = ColorChoice(rawValue: value) else {
            return .usageError("invalid --color '\(value)': expected auto, always or never")
          }
          options.color = color
        }
      default:
        if argument.hasPrefix("-") { return .usageError("unknown option '\(argument)'") }
        guard options.target == nil else {
          return .usageError("unexpected argument '\(argument)'")
        }
        guard canLoad(argument) else {
          return .usageError(
            "no such file, built-in scene or command '\(argument)' (see 'layoutlab --list')")
        }
        options.target = argument
      }
    }
    if options.view != nil && options.target == nil {
      return .usageError("'--view' picks a view of a FILE: give the file too")
    }
    if options.gallery != nil, let target = options.target {
      return .usageError(
        "'--gallery' opens a gallery, not '\(target)': give one or the other")
    }
    return .playground(options)
  }

  /// Whether `target` is a readable file or a built-in scene's name (with or without `.swift`).
  static func canLoad(_ target: String) -> Bool {
    FileManager.default.isReadableFile(atPath: target) || builtInScene(target) != nil
  }

  /// The built-in scene `name` names, if any.
  static func builtInScene(_ name: String) -> BuiltInScene? {
    BuiltInScenes.named(name.hasSuffix(".swift") ? String(name.dropLast(6)) : name)
  }

  /// What the playground opens for `target` (or, without one, the gallery named `gallery`),
  /// and the file to watch and save to: a file wins over a built-in scene of the same name,
  /// as in the subcommands. A file that is not text throws the one line the subcommands print
  /// for it (`SourceFileText`).
  static func document(for target: String?, gallery: String? = nil)
    throws(CommandLineTool.Message) -> (document: PlaygroundDocument, path: String?)?
  {
    guard let target else {
      guard let gallery else { return (.centeringGallery, nil) }
      return PlaygroundDocument.gallery(named: gallery).map { ($0, nil) }
    }
    if let data = FileManager.default.contents(atPath: target) {
      let name = URL(fileURLWithPath: target).lastPathComponent
      switch SourceFileText.decode(data) {
      case .success(let source): return (.scene(name: name, source: source, path: target), target)
      case .failure(let notText): throw CommandLineTool.Message(notText.message(file: target))
      }
    }
    if let scene = builtInScene(target) {
      return (.scene(name: scene.name, source: scene.source, path: nil), nil)
    }
    return nil
  }

  /// The message for a terminal the playground cannot use, pointing at `render`.
  static func refusalMessage(_ error: TerminalError) -> String {
    "\(error); to draw a scene as text instead, use 'layoutlab render FILE' (see 'layoutlab render --help')"
  }
}
