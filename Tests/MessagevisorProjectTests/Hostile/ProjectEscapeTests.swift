import Foundation
import Testing

@testable import MessagevisorProject

/// Projects that try to read outside their folder: configured paths with `..` or absolute
/// paths, symlinked folders, and symlink loops. Each is refused with a clear error; none
/// hangs. (A link inside an entity folder is refused wherever it points.)
@Suite("Project escapes")
struct ProjectEscapeTests {
  /// `messagevisor.config.js` setting one path option to `value`.
  static func config(_ option: String, _ value: String) -> String {
    "module.exports = { \(option): \"\(value)\" };\n"
  }

  static let escapingOptions: [(String, String)] = [
    ("messagesDirectoryPath", "../outside"),
    ("messagesDirectoryPath", "messages/../../outside"),
    ("segmentsDirectoryPath", "/etc"),
    ("localesDirectoryPath", "<rootDir>/../locales"),
    ("testsDirectoryPath", "./../../../../../../tmp"),
    ("setsDirectoryPath", ".."),
    ("stateDirectoryPath", "/"),
  ]

  @Test("A configured path outside the project is refused", arguments: escapingOptions)
  func configuredPath(_ option: String, _ value: String) throws {
    var files = WorkedExampleFixture.files
    files["messagevisor.config.js"] = Self.config(option, value)
    let fixture = try TemporaryProject(files)
    #expect(throws: ProjectError.outsideProject(path: value)) {
      try Project.load(root: fixture.root)
    }
  }

  @Test("A configured path that leaves and re-enters the project is accepted")
  func reenteringPath() throws {
    var files = WorkedExampleFixture.files
    files["messagevisor.config.js"] = Self.config("messagesDirectoryPath", "messages/../messages")
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(!project.messageKeys.isEmpty)
  }

  @Test("A symlinked messages folder pointing outside is refused")
  func symlinkedFolder() throws {
    let outside = try TemporaryProject(["auth/secret.yml": "translations: { en: x }\n"])
    var files = WorkedExampleFixture.files
    for key in files.keys where key.hasPrefix("messages/") {
      files.removeValue(forKey: key)
    }
    let fixture = try TemporaryProject(files)
    try fixture.link("messages", to: outside.root)
    #expect(throws: ProjectError.outsideProject(path: "messages")) {
      try Project.load(root: fixture.root)
    }
  }

  @Test("A symlinked subfolder pointing outside is refused")
  func symlinkedSubfolder() throws {
    let outside = try TemporaryProject(["secret.yml": "translations: { en: x }\n"])
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    try fixture.link("messages/stolen", to: outside.root)
    let expected = ProjectError.fileProblem(
      path: "messages/stolen", .symbolicLink(destination: outside.root))
    #expect(throws: expected) { try Project.load(root: fixture.root) }
  }

  @Test("A relative symlink climbing out with .. is refused")
  func relativeSymlink() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    let destination = "../../../../../../../../etc/hostname"
    try fixture.link("messages/up.yml", to: destination)
    let expected = ProjectError.fileProblem(
      path: "messages/up.yml", .symbolicLink(destination: destination))
    #expect(throws: expected) { try Project.load(root: fixture.root) }
  }

  @Test("Symlink loops inside the project end without hanging", .timeLimit(.minutes(5)))
  func symlinkLoop() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    try fixture.link("messages/a.yml", to: fixture.root + "/messages/b.yml")
    try fixture.link("messages/b.yml", to: fixture.root + "/messages/a.yml")
    try fixture.link("messages/self", to: fixture.root + "/messages")
    let expected = ProjectError.fileProblem(
      path: "messages/a.yml", .symbolicLink(destination: fixture.root + "/messages/b.yml"))
    #expect(throws: expected) { try Project.load(root: fixture.root) }
  }
}
