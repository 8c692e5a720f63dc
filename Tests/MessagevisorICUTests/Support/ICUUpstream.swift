import Foundation
import Messagevisor

/// Locates the shared upstream data (`../shared/upstream` next to the package root).
///
/// Tests reading it are disabled with a visible reason when it is absent, unless
/// `MESSAGEVISOR_REQUIRE_UPSTREAM=1` is set, in which case they run and fail.
enum ICUUpstream {
  /// The upstream directory.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("shared/upstream")

  /// True when the directory exists.
  static let isAvailable = FileManager.default.fileExists(atPath: root.path)

  /// True when tests must run even without the directory.
  static let isRequired =
    ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"

  /// Whether upstream tests run.
  static let shouldRun = isAvailable || isRequired

  /// Reads a file below the upstream root as UTF-8 text.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Converts parsed JSON to a value: integral numbers become `.int`, others `.double`.
  static func value(_ json: Any) -> MessagevisorValue {
    switch json {
    case is NSNull:
      return .null
    case let number as NSNumber where String(cString: number.objCType) == "c":
      return .bool(number.boolValue)
    case let number as NSNumber:
      let double = number.doubleValue
      return double.rounded() == double ? .int(number.intValue) : .double(double)
    case let text as String:
      return .string(text)
    case let array as [Any]:
      return .array(array.map(value))
    case let object as [String: Any]:
      return .object(object.mapValues(value))
    default:
      return .null
    }
  }

  /// The translations of a project YAML message file, in file order (overrides included).
  ///
  /// Reads `<locale>: <text>` lines nested under any `translations:` key; enough for the
  /// message files of project-1, which write translations as plain or double-quoted scalars.
  static func translations(inYAML text: String) throws -> [(locale: String, text: String)] {
    var result: [(locale: String, text: String)] = []
    var blockIndent: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      let content = line.trimmingCharacters(in: .whitespaces)
      if content.isEmpty {
        continue
      }
      if content == "translations:" || content.hasSuffix(" translations:") {
        blockIndent = indent
        continue
      }
      guard let block = blockIndent, indent > block, let colon = content.firstIndex(of: ":")
      else {
        blockIndent = nil
        continue
      }
      let locale = String(content[..<colon])
      let raw = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      result.append((locale, try scalar(raw)))
    }
    return result
  }

  private static func scalar(_ raw: String) throws -> String {
    guard raw.hasPrefix("\"") else { return raw }
    let data = Data("[\(raw)]".utf8)
    let array = try JSONSerialization.jsonObject(with: data) as? [String]
    return array?.first ?? raw
  }
}
