import Testing

@testable import MessagevisorProject

struct KeyDerivationTests {
  /// One valid assertion, so the specs load (a spec needs at least one).
  static let assertion = "assertions:\n  - { locale: en, expectedTranslation: x }\n"

  static let base: [String: String] = [
    "locales/en.yml": "description: English\n",
    "messages/a/b.yml": "translations: { en: x }\n",
    "messages/a/b/c.yml": "translations: { en: y }\n",
    "messages/a/B.yml": "translations: { en: z }\n",
    "messages/a/_x.yml": "translations: { en: w }\n",
    "messages/notes.yaml": "ignored: true\n",
    "messages/README.md": "ignored\n",
    "tests/messages/a/b.yml": "message: a.b\n" + assertion,
    "tests/messages/a/b.spec.yml": "message: a.b\ndescription: spec wins\n" + assertion,
  ]

  @Test func derivesSortedKeysWithTheNamespaceCharacter() throws {
    let fixture = try TemporaryProject(Self.base)
    let project = try Project.load(root: fixture.root)
    #expect(project.messageKeys == ["a.B", "a._x", "a.b", "a.b.c"])
    #expect(project.testKeys == ["messages.a.b"])
    let specs = try project.listTests()
    #expect(specs.first?.description == "spec wins")
  }

  @Test func customNamespaceCharacter() throws {
    var files = Self.base
    files["messagevisor.config.json"] = #"{"namespaceCharacter": "_"}"#
    files["messages/a/_x.yml"] = nil
    files["tests/messages/a/b.spec.yml"] = "message: a_b\n" + Self.assertion
    files["tests/messages/a/b.yml"] = nil
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(project.messageKeys == ["a_B", "a_b", "a_b_c"])
    #expect(project.testKeys == ["messages_a_b"])
  }

  @Test func jsonProjectsReadDotJSONFiles() throws {
    let files = [
      "messagevisor.config.json": #"{"parser": "json", "modules": ["icu"]}"#,
      "locales/en.json": #"{"description": "English"}"#,
      "messages/a.json": #"{"translations": {"en": "first", "en": "last"}}"#,
      "messages/b.yml": "translations: { en: ignored }\n",
    ]
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(project.messageKeys == ["a"])
    #expect(project.config.knownModules == [.icu])
    #expect(try project.build(target: nil, locale: "en").translations == ["a": "last"])
  }

  @Test func setsProjectReadsTheSelectedSet() throws {
    let files = [
      "messagevisor.config.json": #"{"sets": true}"#,
      "sets/dev/locales/en.yml": "description: English\n",
      "sets/dev/messages/hello.yml": "translations: { en: Hello dev }\nexamples:\n  - locale: en\n",
      "sets/prod/locales/en.yml": "description: English\n",
      ".messagevisor/sets/dev/REVISION": "7\n",
    ]
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root, options: ProjectLoadOptions(set: "dev"))
    #expect(project.set == "dev")
    #expect(project.messageKeys == ["hello"])
    #expect(project.nextRevision() == "8")
    #expect(
      JSONWriter().string(try project.exampleListing()) + "\n"
        == #"{"locales":[],"messages":[{"message":"hello","locale":"en","exampleIndex":0,"#
        + #""set":"dev"}]}"#
        + "\n")
  }

  /// The byte cut of an ASCII path agrees with the cut by characters.
  @Test(arguments: [
    ("a/b/c.yml", EntityKind.message, "yml"),
    ("c.yml", .message, "yml"),
    ("a/b.spec.yml", .test, "yml"),
    ("a/b.spec.yml", .message, "yml"),
    (".spec.yml", .test, "yml"),
    ("x/.spec.json", .test, "json"),
    ("a//b.yml", .message, "yml"),
    ("deep/er/and/deeper/key-with_marks.json", .segment, "json"),
    ("a.b/c.d.yml", .locale, "yml"),
  ])
  func asciiPathsAreCutAsCharactersCutThem(_ file: String, _ kind: EntityKind, _ ext: String) {
    let bytes = EntityFileIndex.segments(of: file, kind: kind, ext: ext)
    let characters = EntityFileIndex.segmentsByCharacters(of: file, kind: kind, ext: ext)
    #expect(bytes.names == characters.names)
    #expect(bytes.isSpec == characters.isSpec)
  }

  /// Keys come out sorted when the walk meets them out of order (`a-b` sorts before `a.x`,
  /// though the folder `a` is listed before the file `a-b.yml`), and in order when it does not.
  @Test func keysAreSortedWhateverTheWalkOrder() throws {
    var files = Self.base
    files["messages/a-b.yml"] = "translations: { en: v }\n"
    files["messages/a/x.yml"] = "translations: { en: u }\n"
    files["messages/0.yml"] = "translations: { en: t }\n"
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(project.messageKeys == ["0", "a-b", "a.B", "a._x", "a.b", "a.b.c", "a.x"])
  }
}
