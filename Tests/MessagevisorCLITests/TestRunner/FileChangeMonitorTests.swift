import Foundation
import Testing

@testable import MessagevisorCLI

/// The monitor behind watch mode reports edits, additions and removals once per burst, driven
/// by file-system events (Linux) and by polling alike.
@Suite struct FileChangeMonitorTests {
  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (URL) throws -> Void
    let expected: [String]
    var testDescription: String { name }
  }

  static let changes = [
    Change(
      name: "edit",
      apply: { try Data("b: 2\n".utf8).write(to: $0.appendingPathComponent("messages/a.yml")) },
      expected: ["messages/a.yml"]),
    Change(
      name: "addition and removal",
      apply: { folder in
        try Data("c".utf8).write(to: folder.appendingPathComponent("locales/c.yml"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("messages/a.yml"))
      },
      expected: ["locales/c.yml", "messages/a.yml"]),
    Change(
      name: "hidden files are ignored",
      apply: { folder in
        try Data("x".utf8).write(to: folder.appendingPathComponent(".swap"))
        try Data("a: 3\n".utf8).write(to: folder.appendingPathComponent("messages/a.yml"))
      },
      expected: ["messages/a.yml"]),
    Change(
      name: "an edit keeping the size and the modification time",
      apply: { folder in
        let path = folder.appendingPathComponent("messages/a.yml").path
        var before = stat()
        _ = stat(path, &before)
        try Data("a: 9\n".utf8).write(to: URL(fileURLWithPath: path))
        var times = [before.st_atim, before.st_mtim]
        _ = utimensat(AT_FDCWD, path, &times, 0)
      },
      expected: ["messages/a.yml"]),
    Change(
      name: "node_modules is ignored, new subfolders are walked",
      apply: { folder in
        let modules = folder.appendingPathComponent("node_modules/pkg")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: modules.appendingPathComponent("index.js"))
        let nested = folder.appendingPathComponent("messages/deep/er")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("d: 1\n".utf8).write(to: nested.appendingPathComponent("d.yml"))
      },
      expected: ["messages/deep/er/d.yml"]),
    Change(
      name: "a save through a copy moved over the file",
      apply: { folder in
        let copy = folder.appendingPathComponent("messages/a.yml.tmp~")
        try Data("a: 4\n".utf8).write(to: copy)
        _ = rename(copy.path, folder.appendingPathComponent("messages/a.yml").path)
      },
      // The copy is gone by the time its event is looked at: only the file is reported.
      expected: ["messages/a.yml"]),
    Change(
      name: "a removed folder takes its files along",
      apply: { folder in
        try FileManager.default.removeItem(at: folder.appendingPathComponent("messages"))
      },
      expected: ["messages/a.yml"]),
    Change(
      name: "a folder moved in brings its files",
      apply: { folder in
        let outside = FileManager.default.temporaryDirectory
          .appendingPathComponent("messagevisor-moved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
          at: outside.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("e: 1\n".utf8).write(to: outside.appendingPathComponent("inner/e.yml"))
        _ = rename(outside.path, folder.appendingPathComponent("messages/moved").path)
      },
      expected: ["messages/moved/inner/e.yml"]),
  ]

  @Test(arguments: changes, [true, false])
  func reportsTheChangedPathsOnce(_ change: Change, events: Bool) throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    var monitor = FileChangeMonitor(folder: folder.path, useEvents: events)
    #if os(Linux)
      #expect(monitor.usesEvents == events)
    #endif
    monitor.interval = 0.02
    monitor.settle = 0.05
    try change.apply(folder)
    let deadline = Date().addingTimeInterval(10)
    #expect(monitor.waitForChanges(stop: { Date() > deadline }) == change.expected)
  }

  @Test(arguments: [true, false])
  func theWatchedFolderRemovedAndMadeAgainIsStillWatched(events: Bool) throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    var monitor = FileChangeMonitor(folder: folder.path, useEvents: events)
    monitor.interval = 0.02
    monitor.settle = 0.05
    try FileManager.default.removeItem(at: folder)
    let deadline = Date().addingTimeInterval(10)
    #expect(monitor.waitForChanges(stop: { Date() > deadline }) == ["messages/a.yml"])
    let messages = folder.appendingPathComponent("messages")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    try Data("b: 1\n".utf8).write(to: messages.appendingPathComponent("b.yml"))
    let later = Date().addingTimeInterval(10)
    #expect(monitor.waitForChanges(stop: { Date() > later }) == ["messages/b.yml"])
  }

  @Test(arguments: [true, false])
  func stopsWithoutAChange(events: Bool) throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    var monitor = FileChangeMonitor(folder: folder.path, useEvents: events)
    monitor.interval = 0.01
    var polls = 0
    let result = monitor.waitForChanges {
      polls += 1
      return polls > 5
    }
    #expect(result == nil)
    #expect(polls == 6)
  }

  private static func project() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-monitor-\(UUID().uuidString)")
    for name in ["messages", "locales"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try Data("a: 1\n".utf8).write(to: folder.appendingPathComponent("messages/a.yml"))
    return folder
  }
}
