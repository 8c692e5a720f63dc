import Foundation
import Testing

/// What a newcomer tripped over (issue 46), through the built binary: an unclosed flow
/// collection names where it opened, a misspelled `--message` fails with a did-you-mean, an
/// unknown `--locale` is a usage error in every command, two failures without a description
/// print different lines, and the docs' snippets work on our own example.
@Suite struct NewcomerEndToEndTests {
  static func greeting(spec: String? = nil) throws -> URL {
    try TemporaryProject.greeting(spec: spec)
  }

  @Test func anUnclosedBracketNamesWhereItOpened() throws {
    let project = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: [Hi\n  de: Hallo\n"
        + "  fr: Salut\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
    ])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native"],
      directory: BinaryRunner.fileSystemRoot)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == """
        error: messages/greet.yml:5:5: unexpected ':', expected ',' or ']' closing the '[' \
        opened at 3:7
         5 |   fr: Salut
           |     ^

        """, "\(result.stderr)")
  }

  @Test func evaluatingAKeyTheDatafileLacksFailsWithADidYouMean() throws {
    let project = try Self.greeting()
    let result = try BinaryRunner.run([
      "evaluate", "--projectDirectoryPath=\(project.path)", "--builder=native",
      "--message=greeet", "--locale=en",
    ])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: message 'greeet' is not in the datafile of target 'swift' (did you mean "
        + "'greet'?)\n")
    let known = try BinaryRunner.run([
      "evaluate", "--projectDirectoryPath=\(project.path)", "--builder=native",
      "--message=greet", "--locale=en",
    ])
    #expect(known.status == 0)
    #expect(known.stdout == "Hello\n")
  }

  struct LocaleCase: Sendable, CustomTestStringConvertible {
    let command: String
    let arguments: [String]
    var testDescription: String { command }
  }

  static let localeCases = [
    LocaleCase(command: "test", arguments: ["test", "--locale=en,nl-NL"]),
    LocaleCase(command: "examples", arguments: ["examples", "--locale=nl-NL"]),
    LocaleCase(command: "evaluate", arguments: ["evaluate", "--message=greet", "--locale=nl-NL"]),
    LocaleCase(
      command: "benchmark",
      arguments: ["benchmark", "--message=greet", "--locale=nl-NL", "-n", "1"]),
  ]

  /// Before: `examples` exited 65 and `test` 1 ("nothing ran").
  @Test(arguments: localeCases)
  func anUnknownLocaleIsAUsageErrorWithTheList(_ example: LocaleCase) throws {
    let project = try Self.greeting()
    let result = try BinaryRunner.run(
      example.arguments + ["--projectDirectoryPath=\(project.path)", "--builder=native"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: unknown locale 'nl-NL'; the project's locales: en\n"
        + "See 'messagevisor-swift \(example.command) --help'.\n")
  }

  @Test func anUnknownLocaleSuggestsTheClosestOne() throws {
    let result = try BinaryRunner.run([
      "examples", "--projectDirectoryPath=projects/example", "--builder=native",
      "--locale=de-DF",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "error: unknown locale 'de-DF' (did you mean 'de-DE'?); the project's locales: ar, "
          + "de-AT, de-DE, en, en-GB, en-US, fr-FR, pl\n"), "\(result.stderr)")
  }

  /// Two assertions without a description fail with the same generated title; the index and
  /// the spec line tell them apart.
  @Test func twoFailuresWithoutADescriptionPrintDifferentLines() throws {
    let spec =
      "message: greet\nassertions:\n  - locale: en\n    expectedTranslation: Hi\n"
      + "  - locale: en\n    expectedTranslation: Hey\n"
    let project = try Self.greeting(spec: spec)
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--onlyFailures"],
      directory: project)
    #expect(result.status == 1)
    let failures = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  x ") }
    #expect(failures.count == 2, "\(result.stdout)")
    #expect(Set(failures).count == 2, "\(result.stdout)")
    #expect(failures.first?.hasSuffix(" [#1] (tests/messages/greet.spec.yml:3)") == true)
    #expect(failures.last?.hasSuffix(" [#2] (tests/messages/greet.spec.yml:5)") == true)
  }

  /// Every `--locale=` a doc's command line passes is a locale of `projects/example`.
  @Test func theDocsPassOnlyLocalesOfTheExample() throws {
    let root = BinaryRunner.packageRoot
    let locales = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("projects/example/locales").path
    ).map { String($0.dropLast(".yml".count)) }
    let docs =
      try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs").path
      ).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md"]
    var checked = 0
    for doc in docs {
      let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains("messagevisor") {
        for match in line.matches(of: /--locale=([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)\b/) {
          checked += 1
          let locale = String(match.output.1)
          #expect(locales.contains(locale), "\(doc): \(line)")
        }
      }
    }
    #expect(checked >= 2)
  }

  /// The build plugin's sample configuration works on the example when it names its folder.
  @Test func theBuildPluginSampleConfigurationBuildsTheExample() throws {
    let doc = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/build-plugin.md"),
      encoding: .utf8)
    let start = try #require(doc.range(of: "```json\n"))
    let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
    let json = String(doc[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: #""project": "messages""#, with: #""project": "projects/example""#)
    #expect(json.contains("projects/example"))
    let folder = try TemporaryFolder()
    let config = try folder.write("messagevisor.json", json)
    let result = try BinaryRunner.run([
      "plugin-build", "--config=\(config)",
      "--packageDirectory=\(BinaryRunner.packageRoot.path)",
      "--output=\(folder.url.path)/out",
    ])
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// The counts docs/project-compiler.md states for `projects/example` are what a run prints and
  /// what the folders hold.
  @Test func theExampleCountsTheDocsStateAreTheRunsCounts() throws {
    let root = BinaryRunner.packageRoot
    let doc = try String(
      contentsOf: root.appendingPathComponent("docs/project-compiler.md"), encoding: .utf8
    )
    .replacingOccurrences(of: "\n", with: " ")
    func stated(_ noun: String) throws -> Int {
      let match = try #require(doc.firstMatch(of: try Regex("([0-9]+) \(noun)")), "\(noun)")
      return Int(try #require(match.output[1].substring)) ?? -1
    }
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=projects/example", "--builder=native", "--quiet",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let specs = try #require(WatchModeEndToEndTests.summaries(result.stdout).first)
    #expect(try stated("test specs") == specs.passed + specs.failed)
    let files = FileManager.default.enumerator(
      atPath: root.appendingPathComponent("projects/example/messages").path)
    let messages = (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yml") }
    #expect(try stated("messages") == messages.count)
    let locales = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("projects/example/locales").path)
    #expect(try stated("locales") == locales.count)
  }
}
