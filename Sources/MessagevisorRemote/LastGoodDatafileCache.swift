import Foundation
import Messagevisor

/// The last good datafile per (target, locale) on disk, with its ETag in a file beside it.
///
/// Layout: `<directory>/<target>/<locale>.json` and `<locale>.json.etag`. Both are written
/// atomically (temporary file, then rename); the old ETag is removed first, so a crash between
/// the two writes leaves a datafile without an ETag (an unconditional request), never a stale
/// ETag beside a new datafile.
struct LastGoodDatafileCache: Sendable {
  /// What reading the cache found.
  enum Entry: Sendable {
    /// No cached datafile.
    case missing
    /// A datafile that passed validation, with its ETag if one was stored.
    case valid(DatafileContent, etag: String?)
    /// A file that exists but is unreadable or not a valid datafile.
    case invalid(String)
  }

  /// Characters kept in file names; everything else (including `.` and `/`) is encoded.
  private static let nameCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")

  let directory: URL
  let target: String

  /// The cached datafile file of a locale.
  func datafileURL(locale: String) -> URL {
    folder.appendingPathComponent(Self.fileName(locale) + ".json")
  }

  /// The ETag file beside a locale's datafile.
  func etagURL(locale: String) -> URL {
    folder.appendingPathComponent(Self.fileName(locale) + ".json.etag")
  }

  /// Reads and validates the cached datafile of a locale.
  func read(locale: String) -> Entry {
    let url = datafileURL(locale: locale)
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .invalid("unreadable: \(error.localizedDescription)")
    }
    do throws(SyncFailure) {
      let datafile = try DatafileCheck.validate(data, locale: locale, target: target)
      return .valid(datafile, etag: readETag(locale: locale))
    } catch {
      return .invalid(error.description)
    }
  }

  /// Stores a validated download and its ETag.
  func write(_ data: Data, etag: String?, locale: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let etagURL = etagURL(locale: locale)
    if FileManager.default.fileExists(atPath: etagURL.path) {
      try FileManager.default.removeItem(at: etagURL)
    }
    try data.write(to: datafileURL(locale: locale), options: .atomic)
    if let etag {
      try Data(etag.utf8).write(to: etagURL, options: .atomic)
    }
  }

  private var folder: URL {
    target.isEmpty ? directory : directory.appendingPathComponent(Self.fileName(target))
  }

  private func readETag(locale: String) -> String? {
    guard let data = try? Data(contentsOf: etagURL(locale: locale)) else { return nil }
    let etag = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return etag.isEmpty ? nil : etag
  }

  private static func fileName(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: nameCharacters) ?? value
  }
}
