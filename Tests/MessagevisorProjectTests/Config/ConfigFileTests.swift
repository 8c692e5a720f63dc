import Foundation
import Testing

@testable import MessagevisorProject

/// Whatever sits at a config file's name counts as the config: a folder, FIFO or broken link
/// there is an error naming it, never a reason to fall back to the other file or the defaults.
struct ConfigFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Regular files to write first.
    var files: [String: String] = [:]
    /// Makes the special item.
    let setUp: @Sendable (TemporaryProject) throws -> Void
    let expected: ProjectError
    var testDescription: String { name }
  }

  static let json = "messagevisor.config.json"
  static let js = "messagevisor.config.js"

  static let refused: [Case] = [
    Case(
      name: "a folder named like the JSON config",
      files: [js: "module.exports = { modules: [createICUModule()] };\n"],
      setUp: { try $0.makeFolder(json) },
      expected: .fileProblem(path: json, .notAFile(.directory))),
    Case(
      name: "a folder named like the JS config",
      setUp: { try $0.makeFolder(js) },
      expected: .fileProblem(path: js, .notAFile(.directory))),
    Case(
      name: "a FIFO as the config (read without waiting for a writer)",
      setUp: { try $0.makeFIFO(json) },
      expected: .fileProblem(path: json, .notAFile(.fifo))),
    Case(
      name: "a dangling link as the config",
      setUp: { try $0.link(json, to: "missing.json") },
      expected: .fileProblem(path: json, .system(errno: ENOENT))),
    Case(
      name: "a link to a file outside the project",
      setUp: { try $0.link(json, to: "/etc/hostname") },
      expected: .outsideProject(path: json)),
  ]

  @Test(arguments: refused)
  func refusesWhatIsNotARegularFile(_ example: Case) throws {
    let fixture = try TemporaryProject(example.files)
    try example.setUp(fixture)
    #expect(throws: example.expected) { try ProjectConfig.load(root: fixture.root) }
  }

  @Test func followsALinkToAFileInsideTheProject() throws {
    let fixture = try TemporaryProject(["config/shared.json": #"{"modules": ["icu"]}"#])
    try fixture.link(Self.json, to: "config/shared.json")
    let config = try ProjectConfig.load(root: fixture.root)
    #expect(config.knownModules == [.icu])
    #expect(config.configFile == Self.json)
  }

  @Test(.enabled(if: !TemporaryProject.ignoresPermissions, "root reads any file"))
  func anUnreadableConfigSaysPermissionDenied() throws {
    let fixture = try TemporaryProject([Self.json: "{}"])
    try fixture.setPermissions(Self.json, 0)
    #expect(throws: ProjectError.fileProblem(path: Self.json, .system(errno: EACCES))) {
      try ProjectConfig.load(root: fixture.root)
    }
    #expect(
      ProjectError.fileProblem(path: Self.json, .system(errno: EACCES)).description
        == "cannot read messagevisor.config.json: Permission denied")
  }
}
