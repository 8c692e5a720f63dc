import Foundation
import Messagevisor
import MessagevisorProject

/// Parses `--values` / `--context` JSON objects (and `--valueCycle` arrays) into Messagevisor
/// values.
///
/// The text is read by the project's strict JSON parser first, so a refusal says what is wrong
/// and where (`unexpected '}', expected a value at column 7`, or nesting deeper than 256
/// levels), and a long value is quoted by its start only.
enum JSONOption {
  /// Quoted values longer than this many characters are cut.
  static let quoteLimit = 40

  /// The object's members, or why the text is not a JSON object.
  static func parseObject(_ text: String) -> Result<MessagevisorValues, JSONOptionError> {
    switch parse(text) {
    case .success(.object(let members)): return .success(members)
    case .success: return .failure(JSONOptionError(reason: "\(quoted(text)) is not an object"))
    case .failure(let error): return .failure(error)
    }
  }

  /// The JSON value of `text`, or why it is not JSON.
  static func parse(_ text: String) -> Result<MessagevisorValue, JSONOptionError> {
    do {
      _ = try JSONSourceParser.parse(text, file: "", duplicateKeys: .lastWins)
    } catch {
      let line = error.position.line > 1 ? "line \(error.position.line), " : ""
      let place = "\(line)column \(error.position.column)"
      return .failure(
        JSONOptionError(reason: "\(quoted(text)) is not valid JSON: \(error.message) at \(place)"))
    }
    do {
      return .success(try JSONDecoder().decode(MessagevisorValue.self, from: Data(text.utf8)))
    } catch {
      return .failure(JSONOptionError(reason: "\(quoted(text)) is not valid JSON"))
    }
  }

  /// `'text'`; a text longer than `quoteLimit` characters as its start, `…` and its length.
  static func quoted(_ text: String) -> String {
    guard text.count > quoteLimit else { return "'\(text)'" }
    return "'\(text.prefix(quoteLimit))…' (\(text.count) characters)"
  }
}

/// Why an option value is not a JSON object.
struct JSONOptionError: Error, Sendable, CustomStringConvertible {
  /// The reason.
  let reason: String
  /// The reason.
  var description: String { reason }
}
