/// The command table (`Subcommand.all`): the usage, each command's `--help`, the routing and
/// "did you mean" all come from it, and typos are measured as in the scene language.
import Testing
import ViewSource

@testable import layoutlab

@Suite struct SubcommandTests {
  func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
    var output = CommandLineTool.Output()
    let status = CommandLineTool.run(arguments, output: &output)
    return (status, output.standard, output.error)
  }

  /// The usage's COMMANDS list is the table's listed commands, summaries at column 17, in
  /// the table's order; `help` is not listed.
  @Test func usageListsTheTable() {
    #expect(
      CommandLineTool.usage.contains(
        """
        COMMANDS:
          dump FILE     the placed view tree as JSON
          trace FILE    the layout negotiation, one line per proposal and answer
          check FILE    the scene's diagnostics
          fmt FILE      the file with canonical indentation
          render FILE   the scene drawn on a grid of terminal cells
          scenes        the built-in scenes
          bench         the performance benchmark (build with -c release)

        FILE is a scene file or the name of a built-in scene.
        """))
    #expect(
      Subcommand.all.map(\.name) == [
        "dump", "trace", "check", "fmt", "render", "scenes", "bench", "help",
      ])
  }

  /// Every command in the table is routed to the command line and answers `--help` with its
  /// own usage (`help`: the general one), status 0.
  @Test(arguments: Subcommand.all.map(\.name))
  func everyCommandIsRoutedAndHelped(name: String) throws {
    #expect(PlaygroundCommand.route([name, "frame"]) == .commandLine([name, "frame"]))
    let result = run(name, "--help")
    #expect(result.status == 0)
    #expect(result.err == "")
    let command = try #require(Subcommand.named(name))
    #expect(result.out == (command.help ?? CommandLineTool.usage) + "\n")
    #expect(
      result.out.hasPrefix(name == "help" ? "USAGE: layoutlab [FILE" : "USAGE: layoutlab \(name)"))
  }

  /// A word close to a command is routed to the command line and told the command; the
  /// routing and the suggestion read the same table, so `hepl` (close to `help`) is told
  /// `help`. Before the table the routing counted `help` and the suggestion did not: `layoutlab
  /// hepl` said only "unknown command".
  @Test func routingAndSuggestionAgree() {
    #expect(PlaygroundCommand.route(["hepl"]) { _ in false } == .commandLine(["hepl"]))
    #expect(
      run("hepl").err
        == "layoutlab: unknown command 'hepl'; did you mean 'help'? (see 'layoutlab --help')\n")
    // Ties go to the first in the table; nothing within two edits, no suggestion.
    #expect(Subcommand.suggestion(for: "dmp")?.name == "dump")
    #expect(Subcommand.suggestion(for: "xyzzy") == nil)
    #expect(
      PlaygroundCommand.route(["xyzzy"]) { _ in false }
        == .usageError("no such file, built-in scene or command 'xyzzy' (see 'layoutlab --list')"))
  }

  /// A swapped pair of letters is one edit for commands as for scenes (`Suggestions
  /// .editDistance`, Damerau's optimal string alignment): `rnedre` is two swaps from `render`,
  /// so it is a typo of it. The command line's own Levenshtein distance counted four, and
  /// `layoutlab rnedre frame` was taken for a missing file.
  @Test func swappedLettersAreOneEdit() {
    #expect(Suggestions.editDistance("rnedre", "render") == 2)
    #expect(Suggestions.editDistance("tarce", "trace") == 1)
    #expect(
      PlaygroundCommand.route(["rnedre", "frame"]) { _ in false }
        == .commandLine(["rnedre", "frame"]))
    let result = run("rnedre", "frame")
    #expect(result.status == 2)
    #expect(
      result.err
        == "layoutlab: unknown command 'rnedre'; did you mean 'render'? (see 'layoutlab --help')\n")
  }
}
