import Foundation
import Testing

@testable import MessagevisorCLI

/// The typed options: declarations, decoding into the property types, defaults.
@Suite struct ParsableOptionsTests {
  static let commandNames = CommandRegistry.commands.map(\.name)

  @Test(arguments: commandNames)
  func everyOptionIsDeclaredOnce(command: String) throws {
    let found = try #require(CommandRegistry.command(named: command))
    let names = found.options.map(\.name)
    #expect(!names.isEmpty)
    #expect(Set(names).count == names.count, "\(command) declares an option twice: \(names)")
  }

  @Test func absentOptionsKeepTheirDefaults() throws {
    let options = try TestOptions.parse([], command: "test")
    #expect(options.jobs == 1)
    #expect(options.project.builder == .auto)
    #expect(options.project.target == nil)
    #expect(options.output.color == .auto)
    #expect(options.runtime == RuntimeIDs.host)
    #expect(options.failureLimit == nil)
    #expect(options.keyPattern == nil)
    #expect(!options.quiet)
  }

  @Test func givenOptionsDecodeIntoTheirTypes() throws {
    let options = try TestOptions.parse(
      [
        "--jobs=3", "--builder=npx", "--color", "never", "--runtime=swift,swift-apple",
        "--shard=2/4", "--keyPattern=^Auth", "--quiet", "--withIcuModule", "--target=ios",
        "--report-json=out.json",
      ],
      command: "test")
    #expect(options.jobs == 3)
    #expect(options.project.builder == .npx)
    #expect(options.project.target == "ios")
    #expect(options.output.color == .never)
    #expect(options.runtime.ids == [.swift, .swiftApple])
    #expect(options.shard == (try Shard(parsing: "2/4")))
    #expect(options.keyPattern?.text == "^Auth")
    #expect(options.keyPattern.map { RegexMatch.matches($0, "auth.signin") } == true)
    #expect(options.quiet)
    #expect(options.modules.withIcuModule)
    #expect(!options.modules.withInterpolationModule)
    #expect(options.reportJSON == "out.json")
  }

  @Test func bailIsAFailureLimitOfOne() throws {
    #expect(try TestOptions.parse(["--bail"], command: "test").failureLimit == 1)
    #expect(try TestOptions.parse(["--maxFailures=4"], command: "test").failureLimit == 4)
  }

  @Test func theIterationsOfBenchmarkDefaultAndDecode() throws {
    let plain = try BenchmarkOptions.parse(["--message=a"], command: "benchmark")
    #expect(plain.iterations == BenchmarkRunner.defaultIterations)
    let given = try BenchmarkOptions.parse(["--message=a", "-n", "20"], command: "benchmark")
    #expect(given.iterations == 20)
  }

  @Test func jsonObjectsDecodeIntoValues() throws {
    let options = try EvaluateOptions.parse(
      ["--rawMessage=x", "--values={\"n\":2}", "--context={\"tier\":\"gold\"}"],
      command: "evaluate")
    #expect(options.inputs.values?.members == ["n": 2])
    #expect(options.inputs.context?.members == ["tier": "gold"])
  }

  @Test func generateCodeDecodesItsAccessLevel() throws {
    let options = try GenerateCodeOptions.parse(
      ["--accessLevel=public", "--typeName=Strings"], command: "generate-code")
    #expect(options.accessLevel == .public)
    #expect(options.typeName == "Strings")
    let plain = try GenerateCodeOptions.parse([], command: "generate-code")
    #expect(plain.accessLevel == .internal)
    #expect(plain.typeName == CodeGenerationOptions.defaultTypeName)
  }

  @Test func onlyTheProjectCommandTakesArguments() throws {
    let project = try ProjectCommandOptions.parse(["build", "--json"], command: "project")
    #expect(project.action == .build)
    #expect(throws: CLIError.self) { try TestOptions.parse(["build"], command: "test") }
  }

  static let rejected: [[String]] = [
    ["--runtime=swift,,swift-apple"], ["--runtime="], ["--shard=0/2"], ["--shard=a/b"],
    ["--color=sometimes"], ["--builder=gradle"], ["--jobs=0"], ["--keyPatern=x"],
  ]

  @Test(arguments: rejected)
  func invalidValuesAreUsageErrors(_ arguments: [String]) {
    #expect(throws: CLIError.self) { try TestOptions.parse(arguments, command: "test") }
  }

  @Test func anUnknownOptionSuggestsTheDeclaredOne() {
    #expect {
      try TestOptions.parse(["--keyPatern=x"], command: "test")
    } throws: { error in
      guard case .usage(let message, _) = error as? CLIError else { return false }
      return message == "unknown option '--keyPatern' for 'test' (did you mean '--keyPattern'?)"
    }
  }
}

/// Whether a regex option matches text (the way `test` filters keys).
enum RegexMatch {
  static func matches(_ option: RegexOption, _ text: String) -> Bool {
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return option.regex.firstMatch(in: text, range: range) != nil
  }
}
