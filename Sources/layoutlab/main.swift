// The `layoutlab` command: argument parsing and wiring only. With no command it opens the
// playground; the subcommands print. Exit codes: 0 ok, 1 scene or internal error, 2 usage
// error (including a terminal the playground cannot use).
import Foundation

FreedMemory.keepForReuse()
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch PlaygroundCommand.route(arguments) {
case .commandLine(let arguments):
  status = CommandLineTool.run(arguments)
case .usageError(let message):
  FileHandle.standardError.write(Data("layoutlab: \(message) (see 'layoutlab --help')\n".utf8))
  status = 2
case .playground(let options):
  status = PlaygroundLauncher.run(options, terminal: .current())
}
exit(status)
