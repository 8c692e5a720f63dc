import Foundation
import Messagevisor

/// The message values of each benchmark iteration: a fixed cycle used in turn.
///
/// `--valueCycle=JSON` is a JSON array of objects; each element is shallow-merged over
/// `--values`, and iteration `i` uses element `i % count`. Varying the inputs keeps any result
/// cache from answering every call. Without the option the cycle is `--values` alone.
struct ValueCycle: Sendable {
  /// The objects of `--valueCycle`, each to merge over `--values`.
  struct Objects: OptionValue {
    static var optionKind: OptionSpec.Kind { .string }

    /// The elements in order.
    let objects: [MessagevisorValues]

    init(optionText text: String, option: String) throws(OptionValueError) {
      let invalid = { (reason: String) in
        OptionValueError("option '\(option)' needs a JSON array of objects: \(reason)")
      }
      let value: MessagevisorValue
      switch JSONOption.parse(text) {
      case .success(let parsed): value = parsed
      case .failure(let error): throw invalid(error.reason)
      }
      guard case .array(let items) = value, !items.isEmpty else {
        throw invalid("\(JSONOption.quoted(text)) is not a nonempty array")
      }
      var objects: [MessagevisorValues] = []
      for (position, item) in items.enumerated() {
        guard case .object(let members) = item else {
          throw invalid("element \(position) is not an object")
        }
        objects.append(members)
      }
      self.objects = objects
    }
  }

  /// The values of each element, ISO date-time strings already turned into dates.
  let elements: [MessagevisorValues]

  /// The cycle of `--valueCycle` over `base` (the `--values` object); `base` alone without it.
  init(base: MessagevisorValues, cycle: Objects?) {
    guard let cycle else {
      elements = [base]
      return
    }
    elements = cycle.objects.map { object in
      ValueDates.convert(base.merging(object) { _, element in element })
    }
  }

  /// The values of iteration `index`.
  subscript(index: Int) -> MessagevisorValues {
    elements[index % elements.count]
  }
}
