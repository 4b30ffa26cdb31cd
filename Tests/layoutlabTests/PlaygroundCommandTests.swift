/// The playground's command line (issue #5: `layoutlab`, `layoutlab FILE`, `--gallery NAME`,
/// `--list`, `--cell`, `--color`, `--ascii`, `--no-mouse`), and how it leaves the subcommands
/// alone. The scene file's save and watcher: SceneFilesTests.
import Foundation
import LayoutTestSupport
import PlaygroundCore
import Testing

@testable import layoutlab

@Suite struct PlaygroundCommandTests {
  typealias Options = PlaygroundCommand.Options

  /// Routes with a file system that knows `scene.swift` and the built-in scenes.
  func route(_ arguments: String...) -> PlaygroundCommand.Route {
    PlaygroundCommand.route(arguments) {
      $0 == "scene.swift" || PlaygroundCommand.builtInScene($0) != nil
    }
  }

  /// No arguments: the centering gallery with the defaults.
  @Test func noArgumentsOpensTheGallery() {
    #expect(route() == .playground(Options()))
  }

  /// A file or a built-in scene's name opens it; every option is read.
  @Test func sceneAndOptions() {
    #expect(route("scene.swift") == .playground(Options(target: "scene.swift")))
    #expect(route("spacer-center") == .playground(Options(target: "spacer-center")))
    #expect(route("frame.swift") == .playground(Options(target: "frame.swift")))
    var options = Options(target: "frame")
    options.cell = CGSize(width: 8, height: 16)
    options.color = .never
    options.ascii = true
    options.mouse = false
    #expect(
      route("--cell", "8x16", "frame", "--color", "never", "--ascii", "--no-mouse")
        == .playground(options))
    #expect(route("--color", "always") == .playground(Options(color: .always)))
  }

  /// `--gallery NAME` opens any gallery, with the other options.
  @Test func galleryOption() throws {
    #expect(route("--gallery", "frame") == .playground(Options(gallery: "frame")))
    var options = Options(gallery: "safe-area")
    options.ascii = true
    #expect(route("--ascii", "--gallery", "safe-area") == .playground(options))
    let documents = try ["centering", "frame", "safe-area", "list-row", "spacing"].map {
      try PlaygroundCommand.document(for: nil, gallery: $0)?.document
    }
    #expect(
      documents == [
        .centeringGallery, .frameGallery, .safeAreaGallery, .listRowGallery, .spacingGallery,
      ])
    #expect(try PlaygroundCommand.document(for: nil, gallery: "frame")?.path == nil)
    // The help lists the option and every gallery's name.
    var output = CommandLineTool.Output()
    #expect(CommandLineTool.run(["--help"], output: &output) == 0)
    #expect(output.standard.contains("--gallery NAME"))
    for name in PlaygroundDocument.galleryNames {
      #expect(output.standard.contains(name), "\(name)")
    }
  }

  /// The subcommands, `--help`, `--version` and `--list` go to `CommandLineTool` unchanged.
  @Test func subcommandsStayTheirOwn() {
    for command in ["dump", "trace", "check", "fmt", "render", "scenes", "help"] {
      #expect(route(command, "frame") == .commandLine([command, "frame"]))
    }
    #expect(route("--help") == .commandLine(["--help"]))
    #expect(route("frame", "-h") == .commandLine(["--help"]))
    #expect(route("--version") == .commandLine(["--version"]))
    #expect(route("--list") == .commandLine(["scenes"]))
    // A mistyped command keeps CommandLineTool's "did you mean".
    #expect(route("dmp", "frame") == .commandLine(["dmp", "frame"]))
    var output = CommandLineTool.Output()
    #expect(CommandLineTool.run(["dmp", "frame"], output: &output) == 2)
    #expect(output.error.contains("did you mean 'dump'?"))
  }

  /// `--placeholder NAME=WxH` and `--image NAME=WxH` size what the file cannot (§12 items
  /// 23 and 28), as they do for `dump` and `render`.
  @Test func placeholderAndImageSizes() {
    var expected = Options(target: "scene.swift")
    expected.placeholderSizes = ["RatingView": CGSize(width: 200, height: 40)]
    expected.imageSizes = ["logo": CGSize(width: 64, height: 32)]
    #expect(
      route("scene.swift", "--placeholder", "RatingView=200x40", "--image", "logo=64x32")
        == .playground(expected))
  }

  /// Usage errors name the problem.
  @Test(arguments: [
    (["--list", "x"], "'--list' takes no arguments"),
    (["--cell"], "'--cell' needs a value"),
    (
      ["--cell", "0x20"],
      "invalid --cell '0x20': expected WxH with positive finite numbers, such as 10x20"
    ),
    (["--color", "blue"], "invalid --color 'blue': expected auto, always or never"),
    (["--colour", "never"], "unknown option '--colour'"),
    (["frame", "scene.swift"], "unexpected argument 'scene.swift'"),
    (["--gallery"], "'--gallery' needs a value"),
    (
      ["--gallery", "frames"],
      "invalid --gallery 'frames': expected centering, frame, safe-area, list-row, spacing, leaf-views, containers"
    ),
    (
      ["--gallery", "frame", "scene.swift"],
      "'--gallery' opens a gallery, not 'scene.swift': give one or the other"
    ),
    (["--placeholder"], "'--placeholder' needs a value"),
    (
      ["--placeholder", "RatingView=-1x40"],
      "invalid --placeholder 'RatingView=-1x40': expected NAME=WxH with positive finite numbers, such as RatingView=200x40"
    ),
    (
      ["nothing-here"],
      "no such file, built-in scene or command 'nothing-here' (see 'layoutlab --list')"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let result = PlaygroundCommand.route(arguments) {
      $0 == "scene.swift" || PlaygroundCommand.builtInScene($0) != nil
    }
    #expect(result == .usageError(message))
  }

  /// What opens: the gallery, a file with its path (watched, saved to), a built-in scene
  /// without one.
  @Test func documents() throws {
    let file = try temporaryFile("Text(\"Hi\")\n")
    defer { removeFolder(of: file) }
    guard case (.centeringGallery, nil)? = try PlaygroundCommand.document(for: nil) else {
      Issue.record("no gallery")
      return
    }
    guard
      case (.scene(let name, let source, let path), let watched)? =
        try PlaygroundCommand.document(for: file)
    else {
      Issue.record("no scene")
      return
    }
    #expect(name == "scene.swift" && source == "Text(\"Hi\")\n" && path == file && watched == file)
    guard case (.scene(let builtIn, _, nil), nil)? = try PlaygroundCommand.document(for: "frame")
    else {
      Issue.record("no built-in scene")
      return
    }
    #expect(builtIn == "frame")
  }

  /// A file that is not text is not opened (issue #32): the launcher prints the line the
  /// subcommands print, and exits 1; a byte order mark is text.
  @Test func aFileThatIsNotTextIsNotOpened() throws {
    let file = try temporaryFile("Text(\"Hi!\")\n\0\0")
    defer { removeFolder(of: file) }
    do {
      _ = try PlaygroundCommand.document(for: file)
      Issue.record("a file with NUL bytes opened")
    } catch {
      #expect(error.text == "\(file): not a UTF-8 text file (byte 0x00 at offset 12)")
    }
    try Data([0x41, 0xFF]).write(to: URL(fileURLWithPath: file))
    do {
      _ = try PlaygroundCommand.document(for: file)
      Issue.record("a binary file opened")
    } catch {
      #expect(error.text == "\(file): not a UTF-8 text file (byte 0xFF at offset 1)")
    }
    try Data([0xEF, 0xBB, 0xBF] + Array("Text(\"Hi\")\n".utf8)).write(
      to: URL(fileURLWithPath: file))
    guard case (.scene(_, let source, _), _)? = try PlaygroundCommand.document(for: file) else {
      Issue.record("a file with a byte order mark did not open")
      return
    }
    #expect(source == "\u{FEFF}Text(\"Hi\")\n")
  }

  /// The refusal says why and points at `render`.
  @Test func refusalSuggestsRender() {
    #expect(
      PlaygroundCommand.refusalMessage(.noCursorAddressing(term: "dumb"))
        == "the playground needs a terminal that can move the cursor, and TERM=dumb cannot; to draw a scene as text instead, use 'layoutlab render FILE' (see 'layoutlab render --help')"
    )
  }
}
