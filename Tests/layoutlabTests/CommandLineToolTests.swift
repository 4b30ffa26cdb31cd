/// The `layoutlab` command line: formats fixed by issue #3 (dump's JSON, trace's log), exit
/// statuses (0 ok, 1 scene error, 2 usage error) and help on every command.
import Foundation
import Testing
import ViewSource

@testable import layoutlab

@Suite struct CommandLineToolTests {
  /// Runs the tool; returns status, standard output and standard error.
  func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
    var output = CommandLineTool.Output()
    let status = CommandLineTool.run(arguments, output: &output)
    return (status, output.standard, output.error)
  }

  /// A scene file in a fresh temporary folder.
  func sceneFile(_ source: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlab-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("scene.swift")
    try Data(source.utf8).write(to: file)
    return file.path
  }

  /// The dump format of issue #3, on `Text("Hi").frame(width: 300, height: 60)`: the frame is
  /// centred on the default 390×844 canvas at (45, 392) (§1.1); the Text is 2 glyphs = 20×20
  /// (§12), centred in the frame at (45 + 140, 392 + 20) and proposed the frame's 300×60 (§6.1).
  @Test func dumpPrintsTheFixedJSONFormat() throws {
    let file = try sceneFile(#"Text("Hi").frame(width: 300, height: 60)"#)
    let result = run("dump", file)
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        {"canvas":{"width":390,"height":844},"cell":{"width":10,"height":20},"root":\
        {"kind":"frame","x":45,"y":392,"width":300,"height":60,"proposal":{"width":390,"height":844},"children":[\
        {"kind":"Text","label":"Hi","x":185,"y":412,"width":20,"height":20,"proposal":{"width":300,"height":60},"children":[]}]}}

        """)
    let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect((json?["canvas"] as? [String: Any])?["width"] as? Int == 390)
  }

  /// `--cell 8x16` is the text model too: "Hi" is 16×16 (§12); `--size` and `--safe-area`
  /// move the root, centred in the canvas minus the insets (§1.1): x 10 + (200 − 10 − 16)/2 = 97,
  /// y 20 + (100 − 20 − 16)/2 = 52.
  @Test func layoutOptionsChangeCanvasCellAndSafeArea() throws {
    let file = try sceneFile(#"Text("Hi")"#)
    let result = run(
      "dump", file, "--size", "200x100", "--cell", "8x16", "--safe-area", "20,10,0,0")
    #expect(result.status == 0)
    #expect(
      result.out.hasPrefix(
        #"{"canvas":{"width":200,"height":100},"cell":{"width":8,"height":16},"root":{"kind":"Text","label":"Hi","x":97,"y":52,"width":16,"height":16,"#
      ))
  }

  /// The trace of a one-view scene: the root's proposal (the canvas) and the Text's answer.
  @Test func traceLogsProposalsAndAnswers() throws {
    let file = try sceneFile(#"Text("Hi")"#)
    let result = run("trace", file)
    #expect(result.status == 0)
    #expect(
      result.out == """
        sizing
        root proposes 390×844 to Text "Hi" #0
        Text "Hi" #0 answers 20×20

        """)
  }

  /// A scene with an error: status 1, the rendered diagnostic on standard error, nothing out.
  /// (`fmt` formats it all the same: formatting needs only the file's syntax.)
  @Test func sceneErrorsExitWithOne() throws {
    let file = try sceneFile("Txt(\"Hi\")\n")
    #expect(run("fmt", file).out == "Txt(\"Hi\")\n")
    for command in ["dump", "trace", "check"] {
      let result = run(command, file)
      #expect(result.status == 1, "\(command)")
      #expect(result.out == "", "\(command)")
      #expect(
        result.err == """
          \(file):1:1: error: unknown view 'Txt'; did you mean 'Text'?
          Txt("Hi")
          ^

          """, "\(command)")
    }
  }

  /// A file that is not text (issue #32): every command that reads FILE, with its options,
  /// prints one line naming the first bad byte and exits 1, nothing on standard output (it
  /// printed hundreds of kilobytes of replacement characters and diagnostics); `fmt
  /// --in-place` leaves it as it is.
  @Test func aFileThatIsNotTextIsOneLine() throws {
    let file = try sceneFile("")
    let binary = Data("Text(\"Hi!\")\n".utf8) + Data([0, 0xFF, 0x7F, 0x45, 0x4C, 0x46, 0])
    try binary.write(to: URL(fileURLWithPath: file))
    let takingFile = Subcommand.all.filter { $0.synopsis?.hasSuffix(" FILE") == true }
    #expect(takingFile.map(\.name) == ["dump", "trace", "check", "fmt", "render"])
    let variants =
      takingFile.map { [$0.name, file] } + [
        ["fmt", "--check", file], ["fmt", "--in-place", file],
        ["render", file, "--format", "svg"], ["render", file, "--format", "html"],
        ["check", file, "--view", "Main"],
      ]
    for arguments in variants {
      var output = CommandLineTool.Output()
      let status = CommandLineTool.run(arguments, output: &output)
      #expect(status == 1, "\(arguments)")
      #expect(output.standard == "", "\(arguments)")
      #expect(
        output.error == "\(file): not a UTF-8 text file (byte 0x00 at offset 12)\n",
        "\(arguments)")
    }
    #expect(FileManager.default.contents(atPath: file) == binary)
    // An invalid byte before any NUL is the one named; so is a sequence cut short at the end.
    try Data([0x54, 0x65, 0xC3, 0x28]).write(to: URL(fileURLWithPath: file))
    #expect(run("check", file).err == "\(file): not a UTF-8 text file (byte 0x28 at offset 3)\n")
    try Data("Text(\"\u{4F60}".utf8.dropLast()).write(to: URL(fileURLWithPath: file))
    #expect(run("dump", file).err == "\(file): not a UTF-8 text file (byte 0xE4 at offset 6)\n")
  }

  /// Text with a byte order mark, CJK and emoji is text: checked and formatted, the mark kept.
  @Test func aByteOrderMarkIsText() throws {
    let file = try sceneFile("\u{FEFF}Text(\"你好 👋\")\n")
    let check = run("check", file)
    #expect(check.status == 0)
    #expect(check.out == "\(file): ok, 1 views\n")
    #expect(run("fmt", file).out == "\u{FEFF}Text(\"你好 👋\")\n")
  }

  /// `fmt` leaves a file whose brackets do not balance alone: status 1, why, nothing out
  /// (its lines could not be told apart).
  @Test func fmtRefusesAFileWhoseBracketsDoNotBalance() throws {
    let file = try sceneFile("VStack {\n    Text(\"a\"\n}\n")
    let result = run("fmt", file)
    #expect(result.status == 1)
    #expect(result.out == "")
    #expect(
      result.err == "layoutlab: \(file): line 1 opens a bracket that is not closed: left as it is\n"
    )
    let closer = try sceneFile("Text(\"a\"))\n")
    #expect(
      run("fmt", closer).err
        == "layoutlab: \(closer): line 1 closes a bracket that is not open: left as it is\n")
  }

  /// `fmt` keeps every byte of a real file but its indentation (issue #12): the struct, the
  /// `#Preview`, the comments, the `let`s, code LayoutLab does not read.
  @Test func fmtKeepsARealFile() throws {
    let formatted = """
      import SwiftUI

      // A user comment that must survive.
      struct Probe: View {
          @State private var count = 0
          let title = "Hello"

          var body: some View {
              Text(title)   // trailing note
                  .padding(.horizontal, 16)
                  .onTapGesture { count += 1 }
          }
      }

      #Preview {
          Probe()
      }

      """
    let messy = formatted.replacingOccurrences(of: "\n    ", with: "\n  ")
      .replacingOccurrences(of: "#Preview {", with: "#Preview {   ")
    let file = try sceneFile(messy)
    let result = run("fmt", file)
    #expect(result.status == 0)
    #expect(result.out == formatted)
    #expect(run("fmt", "--check", file).status == 1)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == messy)  // fmt never writes
    #expect(run("fmt", "--in-place", file).status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == formatted)
    let check = run("fmt", "--check", file)
    #expect(check.status == 0 && check.out == "" && check.err == "")
  }

  /// `--check` says which file is not formatted; the two flags do not go together.
  @Test func fmtCheckAndInPlaceMessages() throws {
    let file = try sceneFile("VStack {\nText(\"a\")\n}\n")
    #expect(
      run("fmt", "--check", file).err
        == "layoutlab: \(file) is not formatted ('layoutlab fmt --in-place \(file)' formats it)\n")
    let both = run("fmt", "--check", "--in-place", file)
    #expect(both.status == 2)
    #expect(
      both.err
        == "layoutlab: '--check' and '--in-place' do not go together (see 'layoutlab fmt --help')\n"
    )
    #expect(
      run("fmt", "--in-place", "frame").err
        == "layoutlab: 'frame' is a built-in scene, not a file: nothing to rewrite\n")
  }

  /// Usage errors: status 2 and a message naming the problem and where to look.
  @Test(arguments: [
    (["dump"], "layoutlab: missing FILE (see 'layoutlab dump --help')"),
    (
      ["dump", "no-such-scene"],
      "layoutlab: no such file or built-in scene 'no-such-scene' (see 'layoutlab scenes')"
    ),
    (
      ["dump", "frame", "--size", "-1x5"],
      "layoutlab: invalid --size '-1x5': expected WxH with positive finite numbers, such as 390x844 (see 'layoutlab dump --help')"
    ),
    (
      ["trace", "frame", "--cell", "nanx20"],
      "layoutlab: invalid --cell 'nanx20': expected WxH with positive finite numbers, such as 10x20 (see 'layoutlab trace --help')"
    ),
    (
      ["dump", "frame", "--safe-area", "1,2,3"],
      "layoutlab: invalid --safe-area '1,2,3': expected T,L,B,R with non-negative finite numbers, such as 47,0,34,0 (see 'layoutlab dump --help')"
    ),
    (
      ["fmt", "frame", "--size", "10x10"],
      "layoutlab: unknown option '--size' (see 'layoutlab fmt --help')"
    ),
    (
      ["check", "frame", "extra"],
      "layoutlab: unexpected argument 'extra' (see 'layoutlab check --help')"
    ),
    (
      ["dmp", "frame"],
      "layoutlab: unknown command 'dmp'; did you mean 'dump'? (see 'layoutlab --help')"
    ),
    (["scenes", "x"], "layoutlab: 'scenes' takes no arguments (see 'layoutlab scenes --help')"),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) {
    var output = CommandLineTool.Output()
    let status = CommandLineTool.run(arguments, output: &output)
    #expect(status == 2)
    #expect(output.error == message + "\n")
    #expect(output.standard == "")
  }

  /// Every command has `--help`, which prints its usage and exits 0.
  @Test(arguments: ["dump", "trace", "check", "fmt", "scenes"])
  func everyCommandHasHelp(command: String) {
    let result = run(command, "--help")
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("USAGE: layoutlab \(command)"))
  }

  /// A built-in scene's name works in place of a file; `fmt` prints the canonical source.
  @Test func builtInScenesStandInForFiles() throws {
    let scene = try #require(BuiltInScenes.named("frame"))
    let tree = try #require(SceneParser.parse(scene.source).tree)
    let result = run("fmt", "frame")
    #expect(result.status == 0)
    #expect(result.out == SourceFormatter.format(scene.source))
    #expect(SceneParser.parse(result.out).tree == tree)
    #expect(run("dump", "frame.swift").status == 0)
  }

  /// `scenes` lists every built-in scene, one per line: the name, then the title.
  @Test func scenesListsEveryBuiltInScene() {
    let lines = run("scenes").out.split(separator: "\n")
    #expect(lines.count == BuiltInScenes.all.count)
    for (line, scene) in zip(lines, BuiltInScenes.all) {
      #expect(line.hasPrefix(scene.name + " "))
      #expect(line.hasSuffix(scene.title))
    }
  }

  /// `check` reports notes with their caret and says when a scene is clean.
  @Test func checkReportsNotesAndCleanScenes() throws {
    let clean = run("check", "frame")
    #expect(clean.status == 0)
    #expect(clean.out.hasPrefix("frame.swift: ok, "))
    let noted = run("check", "myframe-question")
    #expect(noted.status == 0)
    #expect(
      noted.out.contains(
        "myframe-question.swift:18:16: note: 'MyFrame' is bound to LayoutLab's built-in implementation; its body is not interpreted\nprivate struct MyFrame: Layout {\n               ^"
      ))
  }

  /// An invalid frame length is laid out as nil and reported by `check` as a warning (§6.1).
  @Test func checkReportsLayoutWarnings() throws {
    let file = try sceneFile(#"Text("Hi").frame(width: -10)"#)
    let result = run("check", file)
    #expect(result.status == 0)
    #expect(result.out == "\(file): warning: frame #0: invalid frame width -10: treated as nil\n")
  }
}

/// `layoutlab render` (issue #4): the grid as plain text unless colour is asked for and the
/// output is a terminal; modes, ASCII, rulers, and its usage errors.
@Suite struct RenderCommandTests {
  /// Runs the tool as if its standard output were `terminal`.
  func run(
    _ arguments: String..., terminal: CommandLineTool.Terminal = CommandLineTool.Terminal()
  ) -> (status: Int32, out: String, err: String) {
    var output = CommandLineTool.Output()
    let status = CommandLineTool.run(arguments, output: &output, terminal: terminal)
    return (status, output.standard, output.error)
  }

  /// A colour terminal: xterm-256color, UTF-8, NO_COLOR unset.
  let colorTerminal = CommandLineTool.Terminal(
    isTerminal: true, noColor: false, term: "xterm-256color", colorTerm: nil, isUTF8: true)

  /// `spacer-center` on 390×120: the 300×60 blue frame is centred, columns 5–34 (45…345
  /// snapped to 50…350) and rows 2–4 (30…90 snapped to 40…100); "Hello world" (110 points)
  /// between two 95-point Spacers starts at 140, column 14, on row 3. Blue is `▓`.
  static let spacerCenter = """


         ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
         ▓▓▓▓▓▓▓▓▓Hello world▓▓▓▓▓▓▓▓▓▓
         ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓


    """

  @Test func rendersPlainTextWhenNotATerminal() {
    let result = run("render", "spacer-center", "--size", "390x120")
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(result.out == Self.spacerCenter)
  }

  /// Boxes: the frame and its background share a box, labelled on its top edge; the blue
  /// Color on its bottom edge; the Spacers are dashed lines on the text's row.
  @Test func rendersBoxes() {
    let result = run("render", "spacer-center", "--size", "390x120", "--mode", "boxes")
    #expect(result.status == 0)
    #expect(
      result.out == """


             ┌background/frame 300×60─────┐
             ├Spacer╌┤├Text─────┤├Spacer╌╌┤
             └Color blue 300×60───────────┘


        """)
  }

  /// `--color auto` (the default) colours only a terminal, and not when NO_COLOR is set.
  @Test func colorAutoNeedsATerminalAndNoNoColor() {
    let colored = run("render", "spacer-center", "--size", "390x120", terminal: colorTerminal)
    #expect(colored.out.contains("\u{1B}[0;48;5;33m"))
    var noColor = colorTerminal
    noColor.noColor = true
    #expect(
      run("render", "spacer-center", "--size", "390x120", terminal: noColor).out
        == Self.spacerCenter)
    let never = run(
      "render", "spacer-center", "--size", "390x120", "--color", "never", terminal: colorTerminal)
    #expect(never.out == Self.spacerCenter)
  }

  /// `--color always` colours even a pipe, at the depth TERM says: 8 colours for `xterm`,
  /// none (patterns, bold, reverse video) for `vt100`.
  @Test func colorAlwaysFollowsTheTerminalsDepth() {
    let pipe = run("render", "spacer-center", "--size", "390x120", "--color", "always")
    #expect(pipe.out.contains("\u{1B}[0;48;5;33m"))
    var xterm = colorTerminal
    xterm.term = "xterm"
    let eight = run("render", "spacer-center", "--size", "390x120", terminal: xterm)
    #expect(eight.out.contains("\u{1B}[0;44m"))
    #expect(!eight.out.contains("38;5"))
    var vt100 = colorTerminal
    vt100.term = "vt100"
    let mono = run("render", "spacer-center", "--size", "390x120", terminal: vt100)
    #expect(mono.out.contains("▓"))
    #expect(mono.out.contains("\u{1B}[0;1;7mHello world"))
    #expect(!mono.out.contains("\u{1B}[0;44m") && !mono.out.contains("38;5"))
  }

  /// `--ascii`, and automatically a terminal whose locale is not UTF-8: boxes in `+-|`.
  @Test func asciiBoxes() {
    let expected = """


           +background/frame 300x60-----+
           +Spacer~++Text-----++Spacer~~+
           +Color blue 300x60-----------+


      """
    #expect(
      run("render", "spacer-center", "--size", "390x120", "--mode", "boxes", "--ascii").out
        == expected)
    var latin1 = colorTerminal
    latin1.isUTF8 = false
    let result = run(
      "render", "spacer-center", "--size", "390x120", "--mode", "boxes", "--color", "never",
      terminal: latin1)
    #expect(result.out == expected)
  }

  /// `--rulers`: a row of points above the canvas (every 50) and a column of points left of
  /// it (every 100, here 0 only, and 100 on row 5), as wide as "100" and a space.
  @Test func rulers() {
    let lines = run("render", "spacer-center", "--size", "390x120", "--rulers").out
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "    0    50   100  150  200  250  300  350")
    #expect(lines[1] == "  0")
    #expect(lines[4] == "         ▓▓▓▓▓▓▓▓▓Hello world▓▓▓▓▓▓▓▓▓▓")
    #expect(lines[6] == "100")
  }

  /// `--cell` changes the grid and the text model together: at 5×10 the same canvas is
  /// 78×12 cells.
  @Test func cellSizeChangesTheGrid() {
    let lines = run("render", "spacer-center", "--size", "390x120", "--cell", "5x10").out
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 12)
    #expect(lines.map(\.count).max() == 69)
  }

  /// Every built-in scene renders in every mode, one line per row.
  @Test func everyBuiltInSceneRenders() {
    for scene in BuiltInScenes.all {
      for mode in ["rendered", "boxes", "both"] {
        let result = run("render", scene.name, "--mode", mode, "--safe-area", "47,0,34,0")
        #expect(result.status == 0, "\(scene.name) \(mode)")
        #expect(result.err == "", "\(scene.name) \(mode)")
        #expect(result.out.split(separator: "\n", omittingEmptySubsequences: false).count == 44)
      }
    }
  }

  @Test func renderHasHelp() {
    let result = run("render", "--help")
    #expect(result.status == 0)
    #expect(
      result.out.hasPrefix(
        "USAGE: layoutlab render FILE [--size WxH] [--cell WxH] [--safe-area T,L,B,R] [--placeholder NAME=WxH] [--image NAME=WxH] [--mode rendered|boxes|both] [--color auto|always|never] [--ascii] [--rulers] [--format text|svg|html]"
      ))
    #expect(run("--help").out.contains("render FILE"))
  }

  // `render --format svg`: a picture in points of the scene (the built-in `frame` scene's
  // 300×60 frame is centred: ((390 − 300)/2, (844 − 60)/2) = (45, 392)); html wraps it with
  // the trace; both are on standard output with status 0.
  @Test func renderDrawsPicturesInPoints() {
    let svg = run("render", "frame", "--format", "svg")
    #expect(svg.status == 0 && svg.err.isEmpty)
    #expect(
      svg.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"398\" height=\"852\""))
    #expect(svg.out.contains("data-kind=\"frame\" x=\"45\" y=\"392\" width=\"300\" height=\"60\""))
    #expect(svg.out.contains("<title>frame.swift · 390×844</title>"))
    let html = run("render", "frame", "--format", "html", "--mode", "boxes")
    #expect(html.status == 0)
    #expect(html.out.hasPrefix("<!DOCTYPE html>") && html.out.contains("root proposes 390×844"))
    #expect(!html.out.contains("class=\"painting\""))
  }

  /// Usage errors: status 2, the message, and where to look.
  @Test(arguments: [
    (
      ["render", "frame", "--mode", "box"],
      "layoutlab: invalid --mode 'box': expected rendered, boxes or both (see 'layoutlab render --help')"
    ),
    (
      ["render", "frame", "--format", "png"],
      "layoutlab: invalid --format 'png': expected text, svg or html (see 'layoutlab render --help')"
    ),
    (
      ["render", "frame", "--color", "yes"],
      "layoutlab: invalid --color 'yes': expected auto, always or never (see 'layoutlab render --help')"
    ),
    (
      ["render", "frame", "--mode"],
      "layoutlab: '--mode' needs a value (see 'layoutlab render --help')"
    ),
    (["render"], "layoutlab: missing FILE (see 'layoutlab render --help')"),
    (
      ["dump", "frame", "--mode", "boxes"],
      "layoutlab: unknown option '--mode' (see 'layoutlab dump --help')"
    ),
    (
      ["trace", "frame", "--ascii"],
      "layoutlab: unknown option '--ascii' (see 'layoutlab trace --help')"
    ),
    (
      ["rendr", "frame"],
      "layoutlab: unknown command 'rendr'; did you mean 'render'? (see 'layoutlab --help')"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    var output = CommandLineTool.Output()
    let status = CommandLineTool.run(arguments, output: &output)
    #expect(status == 2)
    #expect(output.error == message + "\n")
    #expect(output.standard == "")
  }

  /// A scene with an error: status 1 and the diagnostic, as for the other commands.
  @Test func sceneErrorsExitWithOne() {
    let result = run("render", "no-such-scene")
    #expect(result.status == 2)
    #expect(result.err.hasPrefix("layoutlab: no such file or built-in scene 'no-such-scene'"))
  }
}
