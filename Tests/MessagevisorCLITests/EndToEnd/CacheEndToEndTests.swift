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

  @Test func anUnknownActionIsAUsageError() throws {
    let result = try BinaryRunner.run(["cache", "purge"], environment: Self.environment())
    #expect(result.status == 64)
    #expect(result.stderr.contains("pass one of: info, clear"))
  }
}
