// The `layoutlab` command: argument parsing and wiring only. Exit codes: 0 ok, 1 scene error,
// 2 usage error.
import Foundation
import LayoutCore
import ViewSource

let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandLineTool.run(arguments)
exit(status)
