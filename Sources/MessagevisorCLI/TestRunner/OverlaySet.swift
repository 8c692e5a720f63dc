import Foundation
import MessagevisorProject

/// One overlay entry: a Swift-runtime expectation with the platform reason for it.
struct OverlayEntry: Sendable, Equatable {
  let id: Int
  let test: String
  /// The assertion's description, or its 1-based index after matrix expansion.
  let assertion: String
  let runtime: String
  let expected: String
  let reason: String
  let position: SourcePosition

  /// Whether the entry is for one of the run's runtime ids.
  func applies(to runtimeIDs: RuntimeIDs) -> Bool {
    runtimeIDs.contains(runtime)
  }
}

/// The overlay entries of one project for this host (`expectedByRuntime/<project>.yml`).
///
/// File shape:
/// ```yaml
/// overlays:
///   - test: locales.formats.en.number
///     assertion: "Number / grouping min2"   # or a 1-based index
///     runtime: swift-linux                  # or swift (every Swift host)
///     expected: "1234"
///     reason: "host ICU 76 ignores useGrouping min2"
/// ```
struct OverlaySet: Sendable {
  let file: String?
  let entries: [OverlayEntry]
  /// The run's runtime ids: only entries for one of them apply.
  var runtimeIDs = RuntimeIDs.host

  static let empty = OverlaySet(file: nil, entries: [])

  /// Whether `entry` applies to this run.
  func applies(_ entry: OverlayEntry) -> Bool {
    entry.applies(to: runtimeIDs)
  }

  /// The entry for an assertion on this host, by description first, then by index.
  func entry(testKey: String, description: String, index: Int) -> OverlayEntry? {
    let candidates = entries.filter { $0.test == testKey && applies($0) }
    return candidates.first { $0.assertion == description }
      ?? candidates.first { $0.assertion == String(index) }
  }

  /// The reason of the entry with this id, if there is one.
  func reason(id: Int) -> String? {
    entries.first { $0.id == id }?.reason
  }

  /// Loads `<directory>/<projectName>.yml`; a missing file is an empty set.
  static func load(
    directory: String,
    projectName: String,
    runtimeIDs: RuntimeIDs
  ) throws(CLIError) -> OverlaySet {
    var loaded = try load(directory: directory, projectName: projectName)
    loaded.runtimeIDs = runtimeIDs
    return loaded
  }

  private static func load(directory: String, projectName: String) throws(CLIError) -> OverlaySet {
    let path = directory + "/" + projectName + ".yml"
    guard FileManager.default.fileExists(atPath: path) else { return .empty }
    let data = try NamedFile.read(path)
    let root: SourceNode
    do {
      root = try YAMLParser.parse(Array(data), file: path)
    } catch {
      throw CLIError.badData("\(error)")
    }
    return OverlaySet(file: path, entries: try OverlayDecoder(file: path).entries(root))
  }
}
