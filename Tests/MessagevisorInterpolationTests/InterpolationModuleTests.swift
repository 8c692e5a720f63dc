import Messagevisor
import MessagevisorInterpolation
import Testing

struct InterpolationCase: Sendable, CustomTestStringConvertible {
  let message: String
  let values: MessagevisorValues
  let expected: String
  var testDescription: String { message }
}

@Suite struct InterpolationModuleTests {
  static let cases: [InterpolationCase] = [
    InterpolationCase(message: "Hello, {name}", values: ["name": "Ada"], expected: "Hello, Ada"),
    InterpolationCase(
      message: "{count} {enabled} {missing} {object}",
      values: ["count": 2, "enabled": true, "object": .object(["a": 1])],
      expected: "2 true {missing} {object}"),
    InterpolationCase(message: "{price}", values: ["price": 12.5], expected: "12.5"),
    InterpolationCase(message: "{nothing}", values: ["nothing": .null], expected: "{nothing}"),
    InterpolationCase(message: "{list}", values: ["list": .array([1])], expected: "{list}"),
    InterpolationCase(message: "No placeholders", values: ["x": 1], expected: "No placeholders"),
    InterpolationCase(message: "{a}{a}{b}", values: ["a": "x", "b": "y"], expected: "xxy"),
    InterpolationCase(message: "{ spaced }", values: ["spaced": "no"], expected: "{ spaced }"),
    InterpolationCase(message: "{1bad}", values: ["1bad": "no"], expected: "{1bad}"),
    InterpolationCase(
      message: "émoji 😀 {name}!", values: ["name": "Zoë"], expected: "émoji 😀 Zoë!"),
    InterpolationCase(
      message: "{__proto__} {constructor}",
      values: ["__proto__": "p", "constructor": "c"],
      expected: "p c"),
  ]

  @Test(arguments: cases)
  func interpolates(_ example: InterpolationCase) throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(locale: "en", logLevel: .fatal, modules: [createInterpolationModule()]))
    #expect(try sdk.formatMessage(example.message, values: example.values) == example.expected)
  }

  @Test func invalidPatternLeavesInputUnchanged() throws {
    let module = createInterpolationModule(InterpolationModuleOptions(pattern: "("))
    let sdk = createMessagevisor(
      MessagevisorOptions(locale: "en", logLevel: .fatal, modules: [module]))
    #expect(try sdk.formatMessage("{name}", values: ["name": "Ada"]) == "{name}")
  }

  @Test func customPatternAndName() throws {
    let module = createInterpolationModule(
      InterpolationModuleOptions(name: "percent", pattern: "%([a-z]+)%"))
    #expect(module.name == "percent")
    let sdk = createMessagevisor(
      MessagevisorOptions(locale: "en", logLevel: .fatal, modules: [module]))
    #expect(try sdk.formatMessage("Hi %who%", values: ["who": "Ada"]) == "Hi Ada")
  }
}
