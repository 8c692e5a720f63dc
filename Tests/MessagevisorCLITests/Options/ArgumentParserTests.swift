import Testing

@testable import MessagevisorCLI

struct ParseCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let expected: [String: String]
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite struct ArgumentParserTests {
  static let parser = ArgumentParser(
    command: "demo",
    options: [
      OptionSpec("target", .string, ""),
      OptionSpec("quiet", .flag, ""),
      OptionSpec("n", .integer(minimum: 1), ""),
      OptionSpec("values", .jsonObject, ""),
      OptionSpec("keyPattern", .regex, ""),
      OptionSpec("builder", .choice(["native", "npx"]), ""),
    ])

  static let accepted: [ParseCase] = [
    ParseCase(arguments: ["--target=ios"], expected: ["target": "ios"]),
    ParseCase(arguments: ["--target", "ios"], expected: ["target": "ios"]),
    ParseCase(arguments: ["--quiet"], expected: ["quiet": "true"]),
    ParseCase(arguments: ["--quiet=false"], expected: ["quiet": "false"]),
    ParseCase(arguments: ["-n", "5"], expected: ["n": "5"]),
    ParseCase(arguments: ["-n=7"], expected: ["n": "7"]),
    ParseCase(arguments: ["--values={\"a\":1}"], expected: ["values": "{\"a\":1}"]),
    ParseCase(arguments: ["--keyPattern", "^auth"], expected: ["keyPattern": "^auth"]),
    ParseCase(arguments: ["--builder=npx"], expected: ["builder": "npx"]),
    ParseCase(arguments: ["--target=a=b"], expected: ["target": "a=b"]),
    ParseCase(arguments: ["--target="], expected: ["target": ""]),
  ]

  @Test(arguments: accepted)
  func accepts(_ example: ParseCase) throws {
    let parsed = try Self.parser.parse(example.arguments)
    #expect(parsed.values == example.expected)
  }

  static let rejected: [[String]] = [
    ["--unknown"], ["--target"], ["--target", "--quiet"], ["-n", "0"], ["-n", "x"],
    ["--values=[]"], ["--values={"], ["--keyPattern=["], ["--builder=gradle"],
    ["--quiet=yes"], ["positional"], ["--", "--target=x"], ["--target=a", "--target=b"],
    ["--quiet", "--quiet=false"],
  ]

  @Test(arguments: rejected)
  func rejects(_ arguments: [String]) {
    #expect(throws: CLIError.self) { try Self.parser.parse(arguments) }
  }

  @Test func positionalAllowedWhenDeclared() throws {
    let parser = ArgumentParser(
      command: "project", options: [OptionSpec("json", .flag, "")], allowsPositional: true)
    let parsed = try parser.parse(["list", "--json", "--", "--literal"])
    #expect(parsed.positional == ["list", "--literal"])
    #expect(parsed.values["json"] == "true")
  }
}
