import Foundation
import Testing

@testable import MessagevisorRemote

@Suite("LastGoodDatafileCache")
struct LastGoodDatafileCacheTests {
  static func makeCache(target: String = "ios") -> LastGoodDatafileCache {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mv-remote-cache-unit-\(UUID().uuidString)")
    return LastGoodDatafileCache(directory: directory, target: target)
  }

  @Test("Write then read: the datafile validates and the ETag comes back")
  func roundTrip() throws {
    let cache = Self.makeCache()
    defer { try? FileManager.default.removeItem(at: cache.directory) }
    try cache.write(Data(Datafiles.json(revision: "1").utf8), etag: "W/\"1\"", locale: "en")
    guard case .valid(let datafile, let etag) = cache.read(locale: "en") else {
      Issue.record("expected a valid entry")
      return
    }
    #expect(datafile.revision == "1")
    #expect(etag == "W/\"1\"")
  }

  @Test("A write without an ETag removes the previous ETag")
  func etagRemoved() throws {
    let cache = Self.makeCache()
    defer { try? FileManager.default.removeItem(at: cache.directory) }
    try cache.write(Data(Datafiles.json(revision: "1").utf8), etag: "\"1\"", locale: "en")
    try cache.write(Data(Datafiles.json(revision: "2").utf8), etag: nil, locale: "en")
    guard case .valid(let datafile, let etag) = cache.read(locale: "en") else {
      Issue.record("expected a valid entry")
      return
    }
    #expect(datafile.revision == "2")
    #expect(etag == nil)
  }

  @Test("Missing, then invalid")
  func missingAndInvalid() throws {
    let cache = Self.makeCache()
    defer { try? FileManager.default.removeItem(at: cache.directory) }
    guard case .missing = cache.read(locale: "en") else {
      Issue.record("expected missing")
      return
    }
    try cache.write(Data("[]".utf8), etag: nil, locale: "en")
    guard case .invalid(let reason) = cache.read(locale: "en") else {
      Issue.record("expected invalid")
      return
    }
    #expect(reason.contains("could not parse datafile"))
  }

  @Test("File names cannot escape the cache folder")
  func safeNames() {
    let cache = Self.makeCache(target: "../x")
    let url = cache.datafileURL(locale: "../../etc/passwd")
    #expect(
      url.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
        == cache.directory.standardizedFileURL.path)
    #expect(!url.lastPathComponent.contains("/"))
    #expect(url.lastPathComponent.hasSuffix(".json"))
    #expect(!url.path.contains("/../"))
  }
}
