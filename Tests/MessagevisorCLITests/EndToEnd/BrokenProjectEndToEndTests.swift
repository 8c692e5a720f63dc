import Foundation
import Testing

struct BrokenProject: Sendable, CustomTestStringConvertible {
  let name: String
  /// Files to write over a small valid project (path → content; nil deletes).
  let files: [String: String?]
  /// Text the error must contain (file and position).
  let expected: [String]
  var testDescription: String { name }
}

/// Broken projects end with exit 65 and an error naming the file and position.
@Suite struct BrokenProjectEndToEndTests {
  static let valid: [String: String] = [
    "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
    "locales/en.yml": "description: English\n",
    "locales/en-US.yml": "description: US English\ninheritTranslationsFrom: en\n",
    "messages/auth/signin.yml": "description: Sign in\ntranslations:\n  en: Sign in\n",
    "segments/web.yml":
      "description: Web\nconditions:\n  attribute: platform\n  operator: equals\n  value: web\n",
    "targets/web.yml": "description: Web\nincludeMessages: \"*\"\n",
  ]

  static let cases: [BrokenProject] = [
    BrokenProject(
      name: "bad YAML at a known line",
      files: ["messages/auth/signin.yml": "description: Sign in\ntranslations:\n  en: [unclosed\n"],
      expected: ["messages/auth/signin.yml:3:"]),
    BrokenProject(
      name: "unknown entity field",
      files: ["messages/auth/signin.yml": "description: x\ncolour: red\ntranslations:\n  en: Hi\n"],
      expected: ["messages/auth/signin.yml:2:1", "colour"]),
    BrokenProject(
      name: "cyclic inheritance",
      files: [
        "locales/en.yml": "description: English\ninheritTranslationsFrom: en-US\n"
      ],
      expected: ["locales/", "en-US", "cycl"]),
    BrokenProject(
      name: "missing segment",
      files: [
        "messages/auth/signin.yml":
          "description: x\ntranslations:\n  en: Hi\noverrides:\n  - key: o\n    segments: nope\n"
          + "    translations:\n      en: Yo\n"
      ],
      expected: ["messages/auth/signin.yml:", "nope"]),
    BrokenProject(
      name: "empty file", files: ["segments/web.yml": ""], expected: ["segments/web.yml"]),
    BrokenProject(
      name: "undefined segment in a segment assertion expected not to match",
      files: [
        "tests/segments/web.spec.yml":
          "segment: web\nassertions:\n  - segment: nobody\n    expectedToMatch: false\n"
      ],
      expected: ["tests/segments/web.spec.yml:3:14: unknown segment \"nobody\""]),
    BrokenProject(
      name: "undefined locale in a message assertion",
      files: [
        "tests/messages/signin.spec.yml":
          "message: auth.signin\nassertions:\n  - locale: \"xx-XX\"\n    expectedTranslation: x\n"
      ],
      expected: ["tests/messages/signin.spec.yml:3:13: unknown locale \"xx-XX\""]),
    BrokenProject(
      name: "undefined target in a message assertion",
      files: [
        "tests/messages/signin.spec.yml":
          "message: auth.signin\nassertions:\n  - locale: en\n    target: watch\n"
          + "    expectedTranslation: x\n"
      ],
      expected: ["tests/messages/signin.spec.yml:4:13: unknown target \"watch\""]),
    BrokenProject(
      name: "undefined locale in a message example",
      files: [
        "messages/auth/signin.yml":
          "description: x\ntranslations:\n  en: Hi\nexamples:\n  - locale: \"xx-XX\"\n"
      ],
      expected: ["messages/auth/signin.yml:5:13: unknown locale \"xx-XX\""]),
    BrokenProject(
      name: "spec whose assertions list is empty",
      files: ["tests/messages/signin.spec.yml": "message: auth.signin\nassertions: []\n"],
      expected: ["tests/messages/signin.spec.yml:2:13: invalid field \"assertions\" in test"]),
    BrokenProject(
      name: "expectedToMatch written as a string",
      files: [
        "tests/segments/web.spec.yml":
          "segment: web\nassertions:\n  - segment: web\n    expectedToMatch: \"true\"\n"
      ],
      expected: ["tests/segments/web.spec.yml:4:22: invalid field \"expectedToMatch\""]),
    BrokenProject(
      name: "unknown matrix variable",
      files: [
        "tests/segments/web.spec.yml":
          "segment: web\nassertions:\n  - matrix:\n      country: [DE]\n"
          + "    description: \"${{ cuntry }}\"\n    segment: web\n    expectedToMatch: false\n"
      ],
      expected: ["tests/segments/web.spec.yml:5:18: unknown matrix variable \"cuntry\""]),
    BrokenProject(
      name: "segment condition value the SDK would evaluate to false",
      files: [
        "segments/web.yml":
          "description: Web\nconditions:\n  attribute: signup\n  operator: before\n"
          + "  value: \"2026-01-01T10:00:00\"\n"
      ],
      expected: ["segments/web.yml:5:10: invalid field \"value\" in condition"]),
    BrokenProject(
      name: "alias is an unsupported YAML feature",
      files: ["locales/en.yml": "description: &d English\nother: *d\n"],
      expected: ["locales/en.yml:1:", "anchor"]),
  ]

  static func makeProject(_ broken: BrokenProject) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-\(UUID().uuidString)")
    var files: [String: String?] = valid.mapValues { $0 }
    files.merge(broken.files) { _, new in new }
    for (path, content) in files {
      guard let content else { continue }
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    return root
  }

  @Test func theValidBaseBuilds() throws {
    let root = try Self.makeProject(BrokenProject(name: "valid", files: [:], expected: []))
    let result = try BinaryRunner.run([
      "project", "build", "--json", "--target=web", "--locale=en-US",
      "--projectDirectoryPath=\(root.path)",
    ])
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// `examples` stops at load too, with the position, instead of a bare "Unknown locale".
  @Test func examplesNamesTheFileOfAnUndefinedExampleLocale() throws {
    let broken = try #require(
      Self.cases.first { $0.name == "undefined locale in a message example" })
    let root = try Self.makeProject(broken)
    let result = try BinaryRunner.run([
      "examples", "--builder=native", "--projectDirectoryPath=\(root.path)",
    ])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("messages/auth/signin.yml:5:13: unknown locale \"xx-XX\""))
  }

  /// `evaluate --segment` used to print false for a condition it could not evaluate.
  @Test func evaluateRefusesAnInvalidConditionValue() throws {
    let broken = try #require(
      Self.cases.first { $0.name == "segment condition value the SDK would evaluate to false" })
    let root = try Self.makeProject(broken)
    let result = try BinaryRunner.run([
      "evaluate", "--builder=native", "--segment=web", "--projectDirectoryPath=\(root.path)",
    ])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("segments/web.yml:5:10: invalid field \"value\""))
  }

  @Test(arguments: cases)
  func brokenProjectIsBadData(_ broken: BrokenProject) throws {
    let root = try Self.makeProject(broken)
    for command in [
      ["project", "build", "--json", "--target=web", "--locale=en-US"],
      ["test", "--builder=native"],
    ] {
      let result = try BinaryRunner.run(command + ["--projectDirectoryPath=\(root.path)"])
      #expect(result.status == 65, "\(command[0]): \(result.stderr)")
      #expect(result.stdout.isEmpty)
      for text in broken.expected {
        #expect(
          result.stderr.contains(text), "\(command[0]) stderr lacks \(text): \(result.stderr)")
      }
    }
  }
}
