import Testing

@testable import MessagevisorProject

/// A load on all cores gives what a serial load gives: the same project, the same warnings in
/// the same order, and the same first error when several files are broken.
struct ParallelLoadTests {
  static func load(_ root: String, parallel: Bool) -> Result<ProjectSnapshot, ProjectError> {
    var options = ProjectLoadOptions()
    options.parallel = parallel
    return Result { () throws(ProjectError) in
      ProjectSnapshot(try Project.load(root: root, options: options))
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func shuffledProjectLoadsLikeASerialLoad(seed: UInt64) throws {
    let fixture = try GeneratedProject.write(GeneratedProject.files(count: 600), seed: seed)
    let parallel = Self.load(fixture.root, parallel: true)
    let serial = Self.load(fixture.root, parallel: false)
    let loaded = try serial.get()
    #expect(loaded.messages.count == 606)
    #expect(parallel == serial)
  }

  struct BrokenCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Files written over the generated project.
    let broken: [String: String]
    let expected: String
    var testDescription: String { name }
  }

  static let brokenCases: [BrokenCase] = [
    BrokenCase(
      name: "two syntax errors: the first in key order",
      broken: [
        "messages/area6/group1/m500.yml": "translations: [unclosed\n",
        "messages/area3/group5/m200.yml": "translations:\n  en: \"open\n",
      ],
      expected: "messages/area3/group5/m200.yml:2:"),
    BrokenCase(
      name: "a schema error after a syntax error: the syntax error first",
      broken: [
        "messages/area0/group0/m0.yml": "translation: { en: x }\n",
        "messages/area6/group12/m90.yml": "translations: {\n",
      ],
      expected: "messages/area6/group12/m90.yml:"),
    BrokenCase(
      name: "two schema errors: the first in key order",
      broken: [
        "messages/area4/group2/m522.yml": "translations: { en: x }\nfoo: 1\n",
        "messages/area2/group1/m300.yml": "translations: { en: x }\nbar: 1\n",
      ],
      expected: "messages/area2/group1/m300.yml:2:1: unknown field \"bar\""),
    BrokenCase(
      // Messages are validated as they are parsed; their errors still wait for every parse.
      name: "a message's schema error and a later kind's syntax error: the syntax error first",
      broken: [
        "messages/area0/group0/m0.yml": "translations: { en: x }\nfoo: 1\n",
        "targets/zz.yml": "includeMessages: [\n",
      ],
      expected: "targets/zz.yml:"),
    BrokenCase(
      name: "a message's schema error and a locale's: the locale's first, as assembled",
      broken: [
        "messages/area0/group0/m0.yml": "translations: { en: x }\nfoo: 1\n",
        "locales/zz.yml": "description: x\nbar: 1\n",
      ],
      expected: "locales/zz.yml:2:1: unknown field \"bar\""),
    BrokenCase(
      name: "an empty file and a bad key",
      broken: [
        "messages/area5/group3/m250.yml": "# only a comment\n",
        "tests/bad key.spec.yml": "message: auth.signin\nassertions: []\n",
      ],
      expected: "messages/area5/group3/m250.yml: empty file"),
  ]

  @Test(arguments: brokenCases)
  func brokenFilesFailLikeASerialLoad(_ example: BrokenCase) throws {
    let fixture = try GeneratedProject.write(GeneratedProject.files(count: 600), seed: 7)
    for (path, text) in example.broken { try fixture.write(path, text) }
    let parallel = Self.load(fixture.root, parallel: true)
    let serial = Self.load(fixture.root, parallel: false)
    #expect(parallel == serial)
    guard case .failure(let error) = serial else {
      Issue.record("the broken project loaded")
      return
    }
    #expect(error.description.hasPrefix(example.expected), "\(error)")
  }
}
