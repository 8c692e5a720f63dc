import Foundation
import Messagevisor

/// The `expectedFormats` check: objects match on the expected keys, arrays element-wise with
/// equal length, scalars exactly.
enum SubsetMatch {
  /// Nil when `expected` is contained in `actual`, otherwise the path that differs.
  static func mismatch(
    expected: MessagevisorValue,
    actual: MessagevisorValue?,
    path: String = "formats"
  ) -> String? {
    switch expected {
    case .object(let members):
      guard case .object(let actualMembers) = actual else { return path }
      for key in members.keys.sorted() {
        let value = members[key] ?? .null
        if let found = mismatch(expected: value, actual: actualMembers[key], path: path + "." + key)
        {
          return found
        }
      }
      return nil
    case .array(let elements):
      guard case .array(let actualElements) = actual, actualElements.count == elements.count
      else { return path }
      for (index, element) in elements.enumerated() {
        let itemPath = path + "[\(index)]"
        if let found = mismatch(expected: element, actual: actualElements[index], path: itemPath) {
          return found
        }
      }
      return nil
    default:
      guard let actual, scalarsEqual(expected, actual) else { return path }
      return nil
    }
  }

  private static func scalarsEqual(_ left: MessagevisorValue, _ right: MessagevisorValue) -> Bool {
    switch (left, right) {
    case (.int(let a), .double(let b)): return Double(a) == b
    case (.double(let a), .int(let b)): return a == Double(b)
    default: return left == right
    }
  }

  /// Presets as a JSON-shaped value.
  static func value(of formats: FormatPresets?) -> MessagevisorValue {
    guard let formats, let data = try? JSONEncoder().encode(formats),
      let value = try? JSONDecoder().decode(MessagevisorValue.self, from: data)
    else { return .object([:]) }
    return value
  }
}
