import Foundation
import Messagevisor

/// The message values of each benchmark iteration: a fixed cycle used in turn.
///
/// `--valueCycle=JSON` is a JSON array of objects; each element is shallow-merged over
/// `--values`, and iteration `i` uses element `i % count`. Varying the inputs keeps any result
/// cache from answering every call. Without the option the cycle is `--values` alone.
struct ValueCycle: Sendable {
  /// The option that names the cycle.
  static let option = "valueCycle"

  /// The values of each element, ISO date-time strings already turned into dates.
  let elements: [MessagevisorValues]

  /// The cycle of `--valueCycle` over `base` (the `--values` object).
  init(base: MessagevisorValues, options: ParsedOptions) throws(CLIError) {
    guard let text = options.string(Self.option) else {
      elements = [base]
      return
    }
    let objects = try Self.parse(text)
    elements = objects.map { object in
      ValueDates.convert(base.merging(object) { _, element in element })
    }
  }

  /// The values of iteration `index`.
  subscript(index: Int) -> MessagevisorValues {
    elements[index % elements.count]
  }

  private static func parse(_ text: String) throws(CLIError) -> [MessagevisorValues] {
    let value: MessagevisorValue
    do {
      value = try JSONDecoder().decode(MessagevisorValue.self, from: Data(text.utf8))
    } catch {
      throw invalid("'\(text)' is not valid JSON")
    }
    guard case .array(let items) = value, !items.isEmpty else {
      throw invalid("'\(text)' is not a nonempty array")
    }
    var objects: [MessagevisorValues] = []
    for (position, item) in items.enumerated() {
      guard case .object(let members) = item else {
        throw invalid("element \(position) is not an object")
      }
      objects.append(members)
    }
    return objects
  }

  private static func invalid(_ reason: String) -> CLIError {
    CLIError.usage(
      "option '--\(option)' needs a JSON array of objects: \(reason)",
      hint: "See 'messagevisor-swift benchmark --help'.")
  }
}
