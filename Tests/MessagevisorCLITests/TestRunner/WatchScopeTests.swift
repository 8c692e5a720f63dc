import Testing

@testable import MessagevisorCLI

/// Which changes re-run what in watch mode.
@Suite struct WatchScopeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let changed: [String]
    let expected: WatchScope
    var testDescription: String { changed.joined(separator: ", ") }
  }

  static let cases = [
    Case(
      changed: ["messages/auth/signIn/title.yml"],
      expected: .affected(messages: ["auth/signIn/title"], tests: [])),
    Case(
      changed: ["messages/a.json", "tests/messages/a.spec.yaml"],
      expected: .affected(messages: ["a"], tests: ["messages/a"])),
    Case(changed: ["locales/en.yml"], expected: .everything),
    Case(changed: ["messages/a.yml", "targets/swift.yml"], expected: .everything),
    Case(changed: ["messagevisor.config.json"], expected: .everything),
    Case(
      changed: ["sets/dev/messages/synthetic/m1.yml", "sets/dev/tests/messages/s.spec.yml"],
      expected: .affected(messages: ["synthetic/m1"], tests: ["messages/s"])),
    Case(changed: ["sets/dev/locales/en.yml"], expected: .everything),
    Case(changed: ["sets/dev/messagevisor.config.json"], expected: .everything),
  ]

  @Test(arguments: cases)
  func scopeOfChangedPaths(_ example: Case) {
    #expect(WatchScope(changed: example.changed) == example.expected)
  }

  struct Spec: Sendable, CustomTestStringConvertible {
    let key: String
    let message: String?
    let included: Bool
    var testDescription: String { key }
  }

  static let specs = [
    Spec(key: "messages.other", message: "auth.signIn.title", included: true),
    Spec(key: "messages.auth.signUp.passwordHint", message: nil, included: true),
    Spec(
      key: "messages.auth.signIn.forgotPassword", message: "auth.signIn.forgotPassword",
      included: false),
    Spec(key: "locales.en", message: nil, included: false),
  ]

  @Test(arguments: specs)
  func specsOfAChangedMessageAndSpecFile(_ spec: Spec) {
    let scope = WatchScope(changed: [
      "messages/auth/signIn/title.yml", "tests/messages/auth/signUp/passwordHint.spec.yml",
    ])
    #expect(scope.includes(spec: spec.key, message: spec.message) == spec.included)
    #expect(WatchScope.everything.includes(spec: spec.key, message: spec.message))
  }

  @Test func examplesFollowTheMessageWhateverTheNamespaceCharacter() {
    let scope = WatchScope(changed: ["messages/auth/signIn/title.yml"])
    #expect(scope.includes(example: "auth.signIn.title"))
    #expect(scope.includes(example: "auth:signIn:title"))
    #expect(!scope.includes(example: "auth.signIn.titles"))
    #expect(!scope.includes(example: nil))
  }
}
