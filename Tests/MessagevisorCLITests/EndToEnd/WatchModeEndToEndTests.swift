import Foundation
import Testing

/// `test --watch` and `examples --watch` on a tiny temporary project (two messages, two
/// specs): start, edit a message file, see the affected re-run, stop with Ctrl-C and check the
/// exit code. Every wait is on the watch's own output ("watch: waiting" after each run), never
/// on a clock, so a loaded machine makes a run slower but not a failure; the suite's time
/// limit only catches a watch that hangs.
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
    let project = try WatchedProject()
    let watch = try WatchProcess([
      "test", "--watch", "--projectDirectoryPath=\(project.root.path)", "--builder=native",
    ])
    #expect(try await watch.wait { _, err in Self.waits(err) == 1 }, "\(watch.stderr)")
    let first = try #require(Self.summaries(watch.stdout).first)
    #expect(first.failed == 0)
    #expect(first.passed == 2)
    let file = "messages/greet.yml"
    if edit.breaksASpec {
      try project.edit(file, replacing: "  en: \"", with: "  en: \"Broken ")
    } else {
      try project.edit(file, replacing: "description: ", with: "description: Edited. ")
    }
    let reran = try await watch.wait { _, err in Self.waits(err) == 2 }
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

  @Test func aTargetSpecReRunsWhenItsTargetLetsTheEditedMessageIn() async throws {
    let project = try WatchedProject(extra: [
      "targets/web.yml": "description: web\nincludeMessages: [\"farewell\"]\n",
      "tests/targets/swift.spec.yml": "target: swift\nassertions:\n  - locale: en\n"
        + "    expectedToIncludeMessages: [greet]\n",
      "tests/targets/web.spec.yml": "target: web\nassertions:\n  - locale: en\n"
        + "    expectedToIncludeMessages: [farewell]\n",
    ])
    let watch = try WatchProcess([
      "test", "--watch", "--projectDirectoryPath=\(project.root.path)", "--builder=native",
    ])
    #expect(try await watch.wait { _, err in Self.waits(err) == 1 }, "\(watch.stderr)")
    let before = watch.stdout
    #expect(Self.summaries(before).first?.passed == 4, "\(before)")
    try project.edit("messages/greet.yml", replacing: "description: ", with: "description: New. ")
    #expect(try await watch.wait { _, err in Self.waits(err) == 2 }, "\(watch.stderr)")
    let rerun = String(watch.stdout.dropFirst(before.count))
    // greet's own spec and the swift target's (it lets every message in) run again; the
    // web target's and farewell's do not.
    #expect(Self.summaries(rerun).first?.passed == 2, "\(rerun)")
    #expect(rerun.contains("targets.swift"), "\(rerun)")
    #expect(!rerun.contains("targets.web"), "\(rerun)")
    #expect(!rerun.contains("messages.farewell"), "\(rerun)")
    #expect(try await watch.interrupt() == 0, "\(watch.stderr)")
  }

  @Test func aSetsProjectWithoutSetReRunsTheAffectedSpecsOfEverySet() async throws {
    var files = ["messagevisor.config.json": #"{"sourceLocale": "en", "sets": true}"#]
    for set in ["dev", "prod"] {
      for (path, text) in WatchedProject.files where path != "messagevisor.config.json" {
        files["sets/\(set)/\(path)"] = text
      }
    }
    let root = try TemporaryProject.make(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let watch = try WatchProcess([
      "test", "--watch", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(try await watch.wait { _, err in Self.waits(err) == 1 }, "\(watch.stderr)")
    let before = watch.stdout
    #expect(Self.summaries(before).last?.passed == 4, "\(before)")
    let url = root.appendingPathComponent("sets/dev/messages/greet.yml")
    let text = try String(contentsOf: url, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "description: ", with: "description: New. ").utf8)
      .write(to: url)
    #expect(try await watch.wait { _, err in Self.waits(err) == 2 }, "\(watch.stderr)")
    #expect(watch.stderr.contains("re-running the affected specs"), "\(watch.stderr)")
    let rerun = String(watch.stdout.dropFirst(before.count))
    // greet's spec runs again in each set (the keys are run in every set); farewell's does not.
    #expect(Self.summaries(rerun).last?.passed == 2, "\(rerun)")
    #expect(!rerun.contains("farewell"), "\(rerun)")
    #expect(try await watch.interrupt() == 0, "\(watch.stderr)")
  }

  @Test func examplesWatchShowsJustTheEditedMessage() async throws {
    let project = try WatchedProject()
    let watch = try WatchProcess([
      "examples", "--watch", "--projectDirectoryPath=\(project.root.path)", "--locale=de-DE",
      "--builder=native",
    ])
    #expect(try await watch.wait { _, err in Self.waits(err) == 1 }, "\(watch.stderr)")
    let before = watch.stdout
    #expect(before.contains("farewell"))
    let marker = "Edited \(UInt16.random(in: 1000...9999))"
    try project.edit("messages/greet.yml", replacing: "  de-DE: \"", with: "  de-DE: \"\(marker) ")
    let reran = try await watch.wait { _, err in Self.waits(err) == 2 }
    #expect(reran, "no re-run:\n\(watch.stdout)\n\(watch.stderr)")
    #expect(watch.stdout.contains(marker))
    let rerun = watch.stdout.dropFirst(before.count).split(separator: "\n")
    let examples = rerun.filter { $0.contains("greet") || $0.contains("farewell") }
    #expect(!examples.isEmpty, "\(rerun)")
    #expect(examples.allSatisfy { $0.contains("greet") }, "\(rerun)")
    let status = try await watch.interrupt()
    #expect(status == 0, "\(watch.stderr)")
  }

  /// How many times the watch has said it is waiting: once after each finished run.
  static func waits(_ stderr: String) -> Int {
    stderr.components(separatedBy: "watch: waiting for changes").count - 1
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

/// A tiny project in a fresh temporary folder (messages `greet` and `farewell` in `en` and
/// `de-DE`, one `de-DE` example and one spec each), removed when released.
final class WatchedProject {
  let root: URL

  /// `extra` files are added to (or replace) the project's.
  init(extra: [String: String] = [:]) throws {
    root = try TemporaryProject.make(
      Self.files.merging(extra) { _, added in added })
  }

  static let files: [String: String] = [
    "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
    "locales/en.yml": "description: English\n",
    "locales/de-DE.yml": "description: German\n",
    "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
    "messages/greet.yml": "description: Greeting\ntranslations:\n  en: \"Hello\"\n"
      + "  de-DE: \"Hallo\"\nexamples:\n  - locale: de-DE\n",
    "messages/farewell.yml": "description: Farewell\ntranslations:\n  en: \"Bye\"\n"
      + "  de-DE: \"Tschüss\"\nexamples:\n  - locale: de-DE\n",
    "tests/messages/greet.spec.yml": "message: greet\nassertions:\n  - locale: en\n"
      + "    expectedTranslation: Hello\n  - locale: de-DE\n    expectedTranslation: Hallo\n",
    "tests/messages/farewell.spec.yml": "message: farewell\nassertions:\n  - locale: en\n"
      + "    expectedTranslation: Bye\n  - locale: de-DE\n    expectedTranslation: Tschüss\n",
  ]

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
