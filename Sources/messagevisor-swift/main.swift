import Foundation
import MessagevisorCLI

let code = await MessagevisorCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(code)
