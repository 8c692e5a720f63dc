import Foundation
import Testing

/// The parsed-entity cache from the command line: filled by a run, turned off by
/// `--noCache` and `MESSAGEVISOR_NO_CACHE`, shown by `cache info`, removed by `cache clear`,
/// and never changing what a command prints.
@Suite struct CacheEndToEndTests {
  static let example = "--projectDirectoryPath=projects/example"
  static let list = ["project", "list", "--tests", "--applyMatrix", "--json", example]

  /// A fresh cache folder for one test.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-cache-\(UUID().uuidString)").path
    let base = [
      "XDG_CACHE_HOME": folder, "MESSAGEVISOR_CACHE_DIR": "", "MESSAGEVISOR_NO_CACHE": "",
    ]
    return base.merging(extra) { $1 }
  }

  static func entries(_ environment: [String: String]) throws -> String {
    let info = try BinaryRunner.run(["cache", "info", example], environment: environment)
    #expect(info.status == 0)
    return info.stdout.split(separator: "\n").last.map(String.init) ?? ""
  }

  struct Switch: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let environment: [String: String]
    /// Whether the run fills the cache.
    let fills: Bool
    var testDescription: String { name }
  }

  static let switches: [Switch] = [
    Switch(name: "on by default", arguments: [], environment: [:], fills: true),
    Switch(name: "--noCache", arguments: ["--noCache"], environment: [:], fills: false),
    Switch(
      name: "MESSAGEVISOR_NO_CACHE=1", arguments: [],
      environment: ["MESSAGEVISOR_NO_CACHE": "1"], fills: false),
    Switch(
      name: "MESSAGEVISOR_NO_CACHE=0 keeps it on", arguments: [],
      environment: ["MESSAGEVISOR_NO_CACHE": "0"], fills: true),
  ]

  @Test(arguments: switches)
  func theCacheIsFilledOnlyWhenOn(_ choice: Switch) throws {
    let environment = Self.environment(choice.environment)
    let reference = try BinaryRunner.run(Self.list + ["--noCache"], environment: environment)
    #expect(reference.status == 0)
    #expect(try Self.entries(environment) == "shards: 0, entries: 0, bytes: 0")
    for _ in 0..<2 {
      let run = try BinaryRunner.run(Self.list + choice.arguments, environment: environment)
      #expect(run.status == 0)
      #expect(run.stdout == reference.stdout)
      #expect(run.stderr == reference.stderr)
    }
    let filled = try Self.entries(environment)
    #expect(filled.hasPrefix("shards: 0") != choice.fills, "\(filled)")
  }

  @Test func clearRemovesWhatARunStored() throws {
    let environment = Self.environment()
    #expect(try BinaryRunner.run(Self.list, environment: environment).status == 0)
    #expect(!(try Self.entries(environment)).hasPrefix("shards: 0"))
    let clear = try BinaryRunner.run(["cache", "clear", Self.example], environment: environment)
    #expect(clear.status == 0)
    #expect(clear.stdout.hasPrefix("removed "))
    #expect(try Self.entries(environment) == "shards: 0, entries: 0, bytes: 0")
  }

  /// An unfiltered `test` whose files are all unchanged since a run validated them reads only
  /// the messages its specs need, says so, and prints what a run without the cache prints; an
  /// edit that keeps the file's size and time makes the next run read and validate everything.
  @Test func anUnchangedProjectIsTestedFromTheVerdictAndAnEditEndsIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-verdict-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("projects/example"), to: folder)
    // Message specs only: locale and segment specs may translate any message.
    for kind in ["locales", "segments", "targets"] {
      try FileManager.default.removeItem(at: folder.appendingPathComponent("tests/" + kind))
    }
    // Stamps are kept only once both file times lie over 2 s in the past.
    usleep(3_500_000)
    let environment = Self.environment()
    let test = ["test", "--projectDirectoryPath=" + folder.path]
    let note = "note: every file unchanged since the cache saw it validated; read "
    func reference() throws -> BinaryRunner.Result {
      try BinaryRunner.run(test + ["--noCache"], environment: environment)
    }
    let before = try reference()
    #expect(before.status == 0)
    let filling = try BinaryRunner.run(test, environment: environment)
    #expect(!filling.stderr.contains(note))
    let warm = try BinaryRunner.run(test, environment: environment)
    #expect(warm.status == before.status)
    #expect(warm.stdout == before.stdout)
    let noted = warm.stderr.split(separator: "\n").filter { $0.hasPrefix(note) }
    #expect(noted.count == 1, "\(warm.stderr)")
    #expect(
      warm.stderr.split(separator: "\n").filter { !$0.hasPrefix(note) }
        == before.stderr.split(separator: "\n"))
    // An edit that keeps size and modification time: the title of a spec'd message.
    let path = folder.appendingPathComponent("messages/auth/signIn/title.yml").path
    var times = stat()
    #expect(stat(path, &times) == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "Sign", with: "Sigh")
    #expect(edited != text && edited.utf8.count == text.utf8.count)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    var kept = [times.st_atim, times.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &kept, 0) == 0)
    let after = try reference()
    let checked = try BinaryRunner.run(test, environment: environment)
    #expect(!checked.stderr.contains(note))
    #expect(checked.status == after.status)
    #expect(checked.stdout == after.stdout)
    #expect(checked.stdout != before.stdout)
  }

  @Test func anUnknownActionIsAUsageError() throws {
    let result = try BinaryRunner.run(["cache", "purge"], environment: Self.environment())
    #expect(result.status == 64)
    #expect(result.stderr.contains("pass one of: info, clear"))
  }
}
