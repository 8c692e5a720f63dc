import Foundation
import Testing

/// `test --watch` and `examples --watch` on a copy of `projects/example`: start, edit a
/// message file, see the affected re-run, stop with Ctrl-C and check the exit code.
@Suite(.timeLimit(.minutes(10)))
struct WatchModeEndToEndTests {
  /// One edit of `messages/auth/signIn/title.yml` and the exit code expected after it.
  struct Edit: Sendable, CustomTestStringConvertible {
    let name: String
    let breaksASpec: Bool
    var testDescription: String { name }
  }

  static let edits = [
    Edit(name: "description only", breaksASpec: false),
    Edit(name: "English translation", breaksASpec: true),
  ]

  @Test(arguments: edits)
  func testWatchReRunsTheAffectedSpecs(_ edit: Edit) async throws {
    let project = try ProjectCopy()
    let watch = try WatchProcess([
      "test", "--watch", "--projectDirectoryPath=\(project.root.path)", "--normalizeSpaces",
    ])
    #expect(try await watch.wait { _, err in err.contains("watch: waiting") })
    let first = try #require(Self.summaries(watch.stdout).first)
    #expect(first.failed == 0)
    let file = "messages/auth/signIn/title.yml"
    if edit.breaksASpec {
      try project.edit(file, replacing: "  en: \"", with: "  en: \"Broken ")
    } else {
      try project.edit(file, replacing: "description: ", with: "description: Edited. ")
    }
    let reran = try await watch.wait { out, _ in Self.summaries(out).count == 2 }
    #expect(reran, "no re-run:\n\(watch.stdout)\n\(watch.stderr)")
    #expect(watch.stderr.contains("watch: changed \(file); re-running the affected specs"))
    let second = try #require(Self.summaries(watch.stdout).last)
    #expect(second.passed + second.failed > 0)
    #expect(second.passed + second.failed < first.passed)
    #expect((second.failed > 0) == edit.breaksASpec)
    let status = try await watch.interrupt()
    #expect(status == (edit.breaksASpec ? 1 : 0), "\(watch.stderr)")
    #expect(watch.stderr.contains("watch: stopped"))
    #expect(!watch.stdout.contains("\u{1B}[2J"), "the screen is cleared only on a terminal")
  }

  @Test func examplesWatchShowsJustTheEditedMessage() async throws {
    let project = try ProjectCopy()
    let watch = try WatchProcess([
      "examples", "--watch", "--projectDirectoryPath=\(project.root.path)", "--locale=de-DE",
    ])
    #expect(try await watch.wait { _, err in err.contains("watch: waiting") })
    let before = watch.stdout
    #expect(before.contains("map.station.bikesAvailable"))
    let marker = "Edited \(UInt16.random(in: 1000...9999))"
    try project.edit(
      "messages/auth/signIn/socialButton.yml", replacing: "  de-DE: \"",
      with: "  de-DE: \"\(marker) ")
    let reran = try await watch.wait { out, _ in out.contains(marker) }
    #expect(reran, "no re-run:\n\(watch.stdout)\n\(watch.stderr)")
    let rerun = watch.stdout.dropFirst(before.count).split(separator: "\n")
    let examples = rerun.filter { !$0.hasPrefix("Examples:") }
    #expect(!examples.isEmpty)
    #expect(examples.allSatisfy { $0.contains("auth.signIn.socialButton") }, "\(rerun)")
    let status = try await watch.interrupt()
    #expect(status == 0, "\(watch.stderr)")
  }

  /// (passed, failed) of every `Test specs:` line.
  static func summaries(_ output: String) -> [(passed: Int, failed: Int)] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("Test specs: ") else { return nil }
      let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      guard numbers.count == 2 else { return nil }
      return (numbers[0], numbers[1])
    }
  }
}

/// A temporary copy of `projects/example`, removed when released.
final class ProjectCopy {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-watch-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("projects/example"), to: root)
  }

  /// Replaces the first occurrence of `old` in `path`; fails when it is absent.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let range = try #require(text.range(of: old), "\(old) not in \(path)")
    try Data(text.replacingCharacters(in: range, with: new).utf8).write(to: url)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
