import Foundation
import Messagevisor

/// Parses `--values` / `--context` JSON objects into Messagevisor values.
enum JSONOption {
  /// The object's members, or why the text is not a JSON object.
  static func parseObject(_ text: String) -> Result<MessagevisorValues, JSONOptionError> {
    do {
      let value = try JSONDecoder().decode(MessagevisorValue.self, from: Data(text.utf8))
      guard case .object(let members) = value else {
        return .failure(JSONOptionError(reason: "'\(text)' is not an object"))
      }
      return .success(members)
    } catch {
      return .failure(JSONOptionError(reason: "'\(text)' is not valid JSON"))
    }
  }
}

/// Why an option value is not a JSON object.
struct JSONOptionError: Error, Sendable, CustomStringConvertible {
  /// The reason.
  let reason: String
  /// The reason.
  var description: String { reason }
}
