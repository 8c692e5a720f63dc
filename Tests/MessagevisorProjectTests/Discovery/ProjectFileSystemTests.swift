import Foundation
import Testing

@testable import MessagevisorProject

/// Discovery never skips something that could be a project source: inside entity and sets
/// folders every item must be a regular file or a folder, and a link, FIFO, folder named like
/// a source, or a read that fails is refused naming the path and the reason.
struct ProjectFileSystemTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Files written over the worked example (nil removes one).
    var files: [String: String?] = [:]
    /// The set to load (sets projects only).
    var set: String? = nil
    /// Makes the link, FIFO or folder; gets the project root.
    let setUp: @Sendable (TemporaryProject) throws -> Void
    /// The error, given the project root (links to absolute paths name them).
    let expected: @Sendable (String) -> ProjectError
    var testDescription: String { name }
  }

  static func link(_ path: String, _ destination: String?) -> ProjectError {
    .fileProblem(path: path, .symbolicLink(destination: destination))
  }

  static let refused: [Case] = [
    Case(
      name: "a dangling link",
      setUp: { try $0.link("messages/auth/dangling.yml", to: "/nonexistent/x.yml") },
      expected: { _ in link("messages/auth/dangling.yml", "/nonexistent/x.yml") }),
    Case(
      name: "a link to itself",
      setUp: { try $0.link("messages/auth/self.yml", to: "self.yml") },
      expected: { _ in link("messages/auth/self.yml", "self.yml") }),
    Case(
      name: "two links pointing at each other",
      setUp: {
        try $0.link("messages/auth/loop1.yml", to: "loop2.yml")
        try $0.link("messages/auth/loop2.yml", to: "loop1.yml")
      },
      expected: { _ in link("messages/auth/loop1.yml", "loop2.yml") }),
    Case(
      name: "a folder link to itself",
      setUp: { try $0.link("messages/auth/loopdir", to: "loopdir") },
      expected: { _ in link("messages/auth/loopdir", "loopdir") }),
    Case(
      name: "a folder link to its parent",
      setUp: { try $0.link("messages/auth/up", to: "..") },
      expected: { _ in link("messages/auth/up", "..") }),
    Case(
      name: "an alias of a message inside the project",
      setUp: { try $0.link("messages/auth/alias.yml", to: $0.root + "/messages/auth/legacy.yml") },
      expected: { root in link("messages/auth/alias.yml", root + "/messages/auth/legacy.yml") }),
    Case(
      name: "a link to /dev/zero",
      setUp: { try $0.link("messages/auth/zero.yml", to: "/dev/zero") },
      expected: { _ in link("messages/auth/zero.yml", "/dev/zero") }),
    Case(
      name: "a link in the tests folder",
      setUp: { try $0.link("tests/messages/other.spec.yml", to: "signin.spec.yml") },
      expected: { _ in link("tests/messages/other.spec.yml", "signin.spec.yml") }),
    Case(
      name: "a FIFO named like a source",
      setUp: { try $0.makeFIFO("messages/auth/pipe.yml") },
      expected: { _ in .fileProblem(path: "messages/auth/pipe.yml", .specialFile(.fifo)) }),
    Case(
      name: "a FIFO with any other name",
      setUp: { try $0.makeFIFO("segments/pipe") },
      expected: { _ in .fileProblem(path: "segments/pipe", .specialFile(.fifo)) }),
    Case(
      name: "an empty folder named like a locale file",
      setUp: { try $0.makeFolder("locales/it.yml") },
      expected: { _ in
        .fileProblem(path: "locales/it.yml", .folderNamedLikeSource(fileExtension: "yml"))
      }),
    Case(
      name: "a folder named like a spec file",
      setUp: { try $0.makeFolder("tests/messages/a.spec.yml") },
      expected: { _ in
        .fileProblem(
          path: "tests/messages/a.spec.yml", .folderNamedLikeSource(fileExtension: "yml"))
      }),
    Case(
      name: "an entity folder that is a file",
      files: ["attributes": "not a folder\n"], setUp: { _ in },
      expected: { _ in .fileProblem(path: "attributes", .notAFolder(.regular)) }),
    Case(
      name: "a REVISION that is a folder",
      setUp: { try $0.makeFolder(".messagevisor/REVISION") },
      expected: { _ in .fileProblem(path: ".messagevisor/REVISION", .notAFile(.directory)) }),
    Case(
      name: "a link among the sets",
      files: [
        "messagevisor.config.js": "module.exports = { sets: true };\n",
        "sets/dev/locales/en.yml": "description: English\n",
      ],
      set: "dev", setUp: { try $0.link("sets/prod", to: "dev") },
      expected: { _ in link("sets/prod", "dev") }),
  ]

  @Test(arguments: refused)
  func refusesWithThePathAndTheReason(_ example: Case) throws {
    var files = WorkedExampleFixture.files
    for (path, text) in example.files { files[path] = text }
    let fixture = try TemporaryProject(files.compactMapValues { $0 })
    try example.setUp(fixture)
    let root = try ProjectFileSystem(rootPath: fixture.root).root
    #expect(throws: example.expected(root)) {
      try Project.load(root: fixture.root, options: ProjectLoadOptions(set: example.set))
    }
  }

  @Test func describesEachRefusal() {
    #expect(
      Self.link("messages/a.yml", "b.yml").description
        == "messages/a.yml is a symbolic link (to \"b.yml\"); links inside entity folders are"
        + " not followed (the JS CLI skips them): replace it with the file or folder itself")
    #expect(
      ProjectError.fileProblem(path: "messages/p.yml", .specialFile(.fifo)).description
        == "messages/p.yml is a FIFO (named pipe), not a file or folder; move it out of the"
        + " project's entity folders")
    #expect(
      ProjectError.fileProblem(path: "locales/it.yml", .folderNamedLikeSource(fileExtension: "yml"))
        .description
        == "locales/it.yml is a folder, but its name ends in \".yml\" like a source file; rename it"
    )
    #expect(
      ProjectError.fileProblem(path: "tests", .notAFolder(.regular)).description
        == "tests is a file, not a folder")
  }

  @Test func followsAnEntityFolderLinkedInsideTheProject() throws {
    var files = WorkedExampleFixture.files
    for key in files.keys where key.hasPrefix("messages/") {
      files["shared/" + key] = files.removeValue(forKey: key)
    }
    let fixture = try TemporaryProject(files)
    try fixture.link("messages", to: "shared/messages")
    let project = try Project.load(root: fixture.root)
    #expect(project.messageKeys.contains("auth.signin"))
  }

  @Test func aMissingEntityFolderHasNoEntities() throws {
    var files = WorkedExampleFixture.files
    for key in files.keys where key.hasPrefix("segments/") || key.hasPrefix("messages/") {
      files[key] = nil
    }
    files["tests/messages/signin.spec.yml"] = nil
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(project.segmentKeys.isEmpty)
  }

  /// Root reads any file, so as root this runs only end to end (as `nobody`).
  @Test(
    .enabled(if: !TemporaryProject.ignoresPermissions),
    arguments: ["messages/auth", "messages/auth/legacy.yml"])
  func anUnreadableItemSaysPermissionDenied(_ path: String) throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    try fixture.setPermissions(path, 0)
    defer { try? fixture.setPermissions(path, 0o755) }
    #expect(throws: ProjectError.fileProblem(path: path, .system(errno: EACCES))) {
      try Project.load(root: fixture.root)
    }
  }

  /// The shared join keeps an absolute path and puts a relative one under the base, as written.
  @Test(arguments: [
    ("/x/../y", "/base", "/x/../y"),
    ("a/../b/", "/base", "/base/a/../b/"),
    ("", "/base", "/base/"),
    ("a", "/base/", "/base//a"),
  ])
  func absoluteIsAPlainJoin(_ path: String, _ base: String, _ expected: String) {
    #expect(ProjectFileSystem.absolute(path, under: base) == expected)
  }
}
