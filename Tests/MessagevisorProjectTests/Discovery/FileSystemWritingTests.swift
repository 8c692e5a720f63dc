import Foundation
import Testing

@testable import MessagevisorProject

/// Writing a named file: replaced whole through a temporary file, missing folders made, links
/// written through, devices written in place, and every failure the real `errno`.
@Suite struct FileSystemWritingTests {
  /// A fresh empty folder, removed by the caller.
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("writing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func text(_ path: String) throws -> String {
    String(decoding: try FileSystemCalls.contents(of: path), as: UTF8.self)
  }

  @Test func replaceMakesMissingFoldersAndLeavesNoTemporaryFile() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileSystemCalls.replace(root + "/a/b/report.xml", with: Array("first".utf8))
    try FileSystemCalls.replace(root + "/a/b/report.xml", with: Array("second".utf8))
    #expect(try Self.text(root + "/a/b/report.xml") == "second")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b") == ["report.xml"])
  }

  @Test func replaceWritesThroughALink() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileSystemCalls.replace(root + "/target.json", with: Array("old".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: root + "/link.json", withDestinationPath: "target.json")
    try FileSystemCalls.replace(root + "/link.json", with: Array("new".utf8))
    #expect(try Self.text(root + "/target.json") == "new")
    let kind = try FileSystemCalls.kind(of: root + "/link.json", followingLinks: false)
    #expect(kind == .symbolicLink)
  }

  @Test func aDeviceIsWrittenInPlace() throws {
    try FileSystemCalls.replace("/dev/null", with: Array("discarded".utf8))
  }

  /// The `errno` of each refusal, relative to a fresh folder holding the file `file`.
  @Test(arguments: [
    ("", EISDIR), ("/", EISDIR), ("/file/x.json", ENOTDIR), ("/file/deeper/x.json", ENOTDIR),
  ])
  func replaceFailsWithTheRealReason(_ suffix: String, _ code: Int32) throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileSystemCalls.replace(root + "/file", with: [])
    #expect(throws: FileSystemCalls.Failure.system(errno: code)) {
      try FileSystemCalls.replace(root + suffix, with: Array("x".utf8))
    }
  }

  @Test func appendCreatesThenAppends() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileSystemCalls.append(Array("one\n".utf8), to: root + "/summary.md")
    try FileSystemCalls.append(Array("two\n".utf8), to: root + "/summary.md")
    #expect(try Self.text(root + "/summary.md") == "one\ntwo\n")
    #expect(throws: FileSystemCalls.Failure.system(errno: EISDIR)) {
      try FileSystemCalls.append([], to: root)
    }
    #expect(throws: FileSystemCalls.Failure.system(errno: ENOENT)) {
      try FileSystemCalls.append([], to: root + "/missing/summary.md")
    }
  }
}
