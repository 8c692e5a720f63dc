/// Renders `--help` output.
enum HelpText {
  static func main() -> String {
    var lines = [
      "messagevisor-swift \(MessagevisorCLI.version)",
      "Evaluates Messagevisor projects through the Swift SDK.",
      "",
      "USAGE: messagevisor-swift <command> [options]",
      "",
      "COMMANDS:",
    ]
    for command in CommandRegistry.commands {
      lines.append("  " + pad(command.name, 16) + command.summary)
    }
    lines.append("  " + pad("help", 16) + "Show help for a command")
    lines += [
      "",
      "OPTIONS:",
      "  --version       Print the version",
      "  --help          Show this help",
      "",
    ]
    lines += exitCodes()
    lines.append("")
    lines.append("See 'messagevisor-swift <command> --help' for a command's options.")
    return lines.joined(separator: "\n")
  }

  static func command(_ command: any Command) -> String {
    var lines = [command.summary, "", "USAGE:"]
    lines += command.usage.map { "  messagevisor-swift " + $0 }
    lines += ["", "OPTIONS:"]
    for option in command.options {
      lines.append("  " + pad(option.usage, 34) + option.help)
    }
    lines.append("  " + pad("--help", 34) + "Show this help")
    lines.append("")
    lines += exitCodes()
    return lines.joined(separator: "\n")
  }

  private static func exitCodes() -> [String] {
    ["EXIT CODES:"] + ExitCode.allCases.map { "  " + $0.summary }
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
  }
}
