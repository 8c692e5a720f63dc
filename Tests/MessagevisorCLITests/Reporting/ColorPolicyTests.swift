import Testing

@testable import MessagevisorCLI

struct ColorCase: Sendable, CustomTestStringConvertible {
  let policy: ColorPolicy
  let environment: [String: String]
  let terminal: Bool
  let expected: Bool
  var testDescription: String { "\(policy) \(environment) tty=\(terminal)" }
}

@Suite struct ColorPolicyTests {
  static let cases: [ColorCase] = [
    ColorCase(policy: .always, environment: ["NO_COLOR": "1"], terminal: false, expected: true),
    ColorCase(policy: .never, environment: [:], terminal: true, expected: false),
    ColorCase(policy: .auto, environment: [:], terminal: true, expected: true),
    ColorCase(policy: .auto, environment: [:], terminal: false, expected: false),
    ColorCase(policy: .auto, environment: ["NO_COLOR": ""], terminal: true, expected: true),
    ColorCase(policy: .auto, environment: ["NO_COLOR": "1"], terminal: true, expected: false),
    ColorCase(policy: .auto, environment: ["TERM": "dumb"], terminal: true, expected: false),
    ColorCase(policy: .auto, environment: ["TERM": "xterm"], terminal: true, expected: true),
  ]

  @Test(arguments: cases)
  func decides(_ example: ColorCase) {
    let actual = example.policy.usesColor(
      environment: example.environment, isTerminal: example.terminal)
    #expect(actual == example.expected)
  }

  @Test func stylerIsInertWhenDisabled() {
    #expect(Styler(enabled: false).red("x") == "x")
    #expect(Styler(enabled: true).red("x") == "\u{1B}[31mx\u{1B}[0m")
  }
}
