import Foundation
import MessagevisorCLI

exit(MessagevisorCLI.runBlocking(Array(CommandLine.arguments.dropFirst()), console: .standard()))
