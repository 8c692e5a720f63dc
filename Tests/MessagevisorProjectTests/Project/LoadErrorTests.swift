import Testing

@testable import MessagevisorProject

struct LoadErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Files replacing (or, when nil, removing) worked-example files.
    let changes: [String: String?]
    var set: String? = nil
    var requireConfig = false
    /// The exact `description` of the error, or its prefix when it ends in `…`.
    let expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "bad YAML at a known line",
      changes: ["messages/auth/legacy.yml": "description: Old\ntranslations:\n  en: [unclosed\n"],
      expected: "messages/auth/legacy.yml:3:…"),
    Case(
      name: "unknown entity field",
      changes: [
        "messages/auth/legacy.yml": "description: Old\nfoo: 1\ntranslations: { en: Log in }\n"
      ],
      expected: "messages/auth/legacy.yml:2:1: unknown field \"foo\" in message"),
    Case(
      name: "unknown override field",
      changes: [
        "messages/auth/legacy.yml":
          "translations: { en: x }\noverrides:\n  - key: a\n    segment: pro-web\n    "
          + "translations: { en: y }\n"
      ],
      expected:
        "messages/auth/legacy.yml:4:5: unknown field \"segment\" in override; did you mean "
        + "\"segments\"?"
    ),
    Case(
      name: "cyclic inheritance",
      changes: ["locales/en.yml": "description: English\ninheritTranslationsFrom: en-US\n"],
      expected: "locales/en.yml:2:26: cyclic inheritTranslationsFrom: en -> en-US -> en"),
    Case(
      name: "missing segment",
      changes: [
        "messages/auth/legacy.yml":
          "translations: { en: x }\noverrides:\n  - key: a\n    segments: { or: [pro-web, "
          + "nowhere] }\n    translations: { en: y }\n"
      ],
      expected: "messages/auth/legacy.yml:4:31: unknown segment \"nowhere\""),
    Case(
      name: "empty file",
      changes: ["messages/auth/empty.yml": "# nothing here\n"],
      expected: "messages/auth/empty.yml: empty file; an entity file must hold a mapping"),
    Case(
      name: ".. escape in a config path",
      changes: ["messagevisor.config.json": #"{"messagesDirectoryPath": "../elsewhere"}"#],
      expected: "path \"../elsewhere\" is outside the project folder"),
    Case(
      name: "bare string in conditions (D9)",
      changes: ["segments/platform-ios.yml": "conditions: [platform-web]\n"],
      expected: "segments/platform-ios.yml:1:14: bare string \"platform-web\" in conditions; …"),
    Case(
      name: "includeMessages: null (D10)",
      changes: ["targets/web.yml": "description: Web\nincludeMessages:\n"],
      expected: "targets/web.yml:2:…"),
    Case(
      name: "scalar matrix axis (D10)",
      changes: [
        "tests/messages/signin.spec.yml":
          "message: auth.signin\nassertions:\n  - matrix:\n      locale: en\n    locale: ${{ "
          + "locale }}\n    expectedTranslation: Sign in\n"
      ],
      expected:
        "tests/messages/signin.spec.yml:4:15: matrix axis \"locale\" must be an array of values"),
    Case(
      name: "namespace character in a file name",
      changes: ["messages/auth/sign.in.yml": "translations: { en: x }\n"],
      expected:
        "Invalid message path \"messages/auth/sign.in.yml\": namespaceCharacter \".\" is not "
        + "allowed in directory or file names."
    ),
    Case(
      name: "invalid key segment",
      changes: ["messages/auth/sign in.yml": "translations: { en: x }\n"],
      expected: "messages/auth/sign in.yml: Invalid entity key \"auth.sign in\"…"),
    Case(
      name: "unknown locale in translations",
      changes: ["messages/auth/legacy.yml": "translations: { en: x, fr: y }\n"],
      expected: "messages/auth/legacy.yml:1:24: unknown locale \"fr\""),
    Case(
      name: "duplicate override key",
      changes: [
        "messages/auth/legacy.yml":
          "translations: { en: x }\noverrides:\n  - { key: a, conditions: \"*\", translations: { "
          + "en: y } }\n  - { key: a, conditions: \"*\", translations: { en: z } }\n"
      ],
      expected: "messages/auth/legacy.yml:4:5: duplicate key \"a\" in overrides"),
    Case(
      name: "non-string translation",
      changes: ["messages/auth/legacy.yml": "translations: { en: 404 }\n"],
      expected: "messages/auth/legacy.yml:1:21: invalid field \"translations.en\" in message: …"),
    Case(
      name: "unknown config option",
      changes: ["messagevisor.config.json": #"{"parser": "yml", "zeta": 1, "alpha": true}"#],
      expected: "messagevisor.config.json:1:19: Unknown Messagevisor configuration option(s):"
        + " alpha, zeta."),
    Case(
      name: "invalid parser",
      changes: ["messagevisor.config.json": "{\n  \"parser\": \"toml\"\n}"],
      expected: "messagevisor.config.json:2:13: invalid config option \"parser\": Invalid parser"),
    Case(
      name: "missing config when required",
      changes: ["messagevisor.config.js": nil],
      requireConfig: true,
      expected: "No messagevisor.config.json or messagevisor.config.js found in …"),
    Case(
      name: "set given to a project without sets",
      changes: [:], set: "dev",
      expected: "Set \"dev\" given, but this project does not use sets."),
    Case(
      name: "sets project without a set (D11)",
      changes: [
        "messagevisor.config.json": #"{"sets": true}"#,
        "sets/dev/locales/en.yml": "description: x\n",
        "sets/prod/locales/en.yml": "description: x\n",
      ],
      expected: "Pass --set=<set>; this project uses sets. Available sets: dev, prod."),
    Case(
      name: "unknown set",
      changes: [
        "messagevisor.config.json": #"{"sets": true}"#,
        "sets/dev/locales/en.yml": "description: x\n",
      ],
      set: "qa",
      expected: "Unknown set \"qa\". Available sets: dev."),
    Case(
      name: "unknown operator",
      changes: [
        "segments/platform-ios.yml":
          "conditions: { attribute: platform, operator: is, value: ios }\n"
      ],
      expected: "segments/platform-ios.yml:1:46: invalid field \"operator\" in condition: …"),
  ]

  @Test(arguments: cases)
  func reportsFileFieldAndPosition(testCase: Case) throws {
    var files = WorkedExampleFixture.files
    for (path, text) in testCase.changes {
      files[path] = text
    }
    let fixture = try TemporaryProject(files)
    let options = ProjectLoadOptions(set: testCase.set, requireConfig: testCase.requireConfig)
    do {
      _ = try Project.load(root: fixture.root, options: options)
      Issue.record("expected an error")
    } catch {
      if testCase.expected.hasSuffix("…") {
        #expect(error.description.hasPrefix(String(testCase.expected.dropLast())), "\(error)")
      } else {
        #expect(error.description == testCase.expected)
      }
    }
  }

  struct SyntaxCase: Sendable, CustomTestStringConvertible {
    let file: String
    let text: String
    let expected: SourceSyntaxError
    var testDescription: String { file }
  }

  static let syntaxCases: [SyntaxCase] = [
    SyntaxCase(
      file: "messages/auth/legacy.yml", text: "a: &x 1\nb: *x\n",
      expected: .yaml(
        .unsupportedFeature(
          .anchor,
          at: SourcePosition(file: "messages/auth/legacy.yml", line: 1, column: 4, offset: 3)))),
    SyntaxCase(
      file: "messages/auth/legacy.yml", text: "description: Old\ndescription: New\n",
      expected: .yaml(
        .duplicateKey(
          "description",
          at: SourcePosition(file: "messages/auth/legacy.yml", line: 2, column: 1, offset: 17),
          firstAt: SourcePosition(file: "messages/auth/legacy.yml", line: 1, column: 1, offset: 0)))
    ),
  ]

  /// A syntax error keeps the parser's typed error: its kind and position, not only its text.
  @Test(arguments: syntaxCases)
  func syntaxErrorsKeepTheParsersError(_ example: SyntaxCase) throws {
    var files = WorkedExampleFixture.files
    files[example.file] = example.text
    let fixture = try TemporaryProject(files)
    #expect(throws: ProjectError.syntax(example.expected)) {
      try Project.load(root: fixture.root)
    }
    #expect(ProjectError.syntax(example.expected).position == example.expected.position)
  }

  @Test func symlinkEscapingTheProjectIsRejected() throws {
    let outside = try TemporaryProject(["secret.yml": "translations: { en: x }\n"])
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    try fixture.link("messages/auth/secret.yml", to: outside.root + "/secret.yml")
    let expected = ProjectError.fileProblem(
      path: "messages/auth/secret.yml", .symbolicLink(destination: outside.root + "/secret.yml"))
    #expect(throws: expected) { try Project.load(root: fixture.root) }
  }

  /// Upstream's walker skips links; ours refuses them rather than dropping a source silently.
  @Test func symlinkInsideTheProjectIsRefused() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    try fixture.link("messages/auth/alias.yml", to: "legacy.yml")
    let expected = ProjectError.fileProblem(
      path: "messages/auth/alias.yml", .symbolicLink(destination: "legacy.yml"))
    #expect(throws: expected) { try Project.load(root: fixture.root) }
  }

  @Test func emptyMatrixIsAWarning() throws {
    var files = WorkedExampleFixture.files
    files["tests/messages/signin.spec.yml"] =
      "message: auth.signin\nassertions:\n  - matrix: {}\n    locale: en\n    "
      + "expectedTranslation: x\n"
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(
      project.warnings == ["tests/messages/signin.spec.yml:3:13: matrix: {} yields no assertions"])
    #expect(try project.listTests().first?.assertions.isEmpty == true)
  }

  @Test func errorsCarryCodesForTheCLIEnvelope() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    let project = try Project.load(root: fixture.root)
    #expect(throws: ProjectError.unknownTarget("nope")) {
      try project.buildDatafiles(target: "nope")
    }
    #expect(ProjectError.unknownTarget("nope").code == "unknown_target")
    #expect(throws: ProjectError.unknownLocale("xx", available: [])) {
      try project.buildDatafiles(locale: "xx")
    }
    #expect(ProjectError.unknownLocale("xx", available: []).description == "Unknown locale \"xx\".")
    #expect(ProjectError.unknownLocale("xx", available: []).details == ["locale": "xx"])
    #expect(throws: ProjectError.unknownLocale("xx", available: ["en", "en-US", "nl"])) {
      try project.exampleListing(locale: "xx")
    }
    #expect(throws: ProjectError.invalidPattern("(")) { try project.listTests(keyPattern: "(") }
  }
}
