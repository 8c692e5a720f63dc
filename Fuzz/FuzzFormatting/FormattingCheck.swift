import Messagevisor
import Synchronization

/// The invariants every formatting call in `FuzzFormatting` must keep.
///
/// A call returns a string no longer than `budget` bytes, or throws a `MessagevisorError`;
/// a call given a context reports at least one issue to it before throwing.
struct FormattingCheck {
  /// How many issues the fuzz contexts have reported, over the whole run.
  static let issues = Atomic<Int>(0)

  /// The family named in failure messages.
  let family: FormattingFamily
  /// The longest output accepted, in UTF-8 bytes.
  let budget: Int

  /// A check whose budget grows with the text that went into the call.
  init(family: FormattingFamily, inputText: Int) {
    self.family = family
    budget = 4_096 + 16 * inputText
  }

  /// Records one issue; the fuzz contexts' `report` callback.
  static func record(_ issue: FormattingIssue) {
    precondition(!issue.message.isEmpty, "an issue without a message")
    issues.wrappingAdd(1, ordering: .relaxed)
  }

  /// Runs a call that reports to a fuzz context before it throws.
  func run(_ call: () throws -> String) {
    let before = Self.issues.load(ordering: .relaxed)
    do {
      check(try call())
    } catch let error as MessagevisorError {
      let after = Self.issues.load(ordering: .relaxed)
      precondition(after > before, "\(family) threw \"\(error)\" without reporting an issue")
    } catch {
      preconditionFailure("\(family) threw \(type(of: error)), not MessagevisorError: \(error)")
    }
  }

  /// Runs a call without a context: it may throw only `MessagevisorError`.
  func runWithoutContext(_ call: () throws -> String) -> String? {
    do {
      let output = try call()
      check(output)
      return output
    } catch is MessagevisorError {
      return nil
    } catch {
      preconditionFailure("\(family) threw \(type(of: error)), not MessagevisorError: \(error)")
    }
  }

  /// Checks the length of an output.
  func check(_ output: String) {
    let length = output.utf8.count
    precondition(length <= budget, "\(family) printed \(length) bytes (budget \(budget))")
  }
}
