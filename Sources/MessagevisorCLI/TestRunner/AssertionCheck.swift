import Messagevisor
import MessagevisorProject

/// Accumulates the checks of one assertion.
struct AssertionCheck {
  let description: String
  private(set) var failures: [String] = []
  private(set) var hasChecks = false
  private var expected: String?
  private var actual: String?
  private var source: ExpectationSource?
  private var overlayID: Int?

  init(description: String) {
    self.description = description
  }

  mutating func fail(_ message: String) {
    hasChecks = true
    failures.append(message)
  }

  mutating func checked() {
    hasChecks = true
  }

  mutating func record(
    expected: String,
    actual: String,
    source: ExpectationSource?,
    overlayID: Int?
  ) {
    hasChecks = true
    self.expected = expected
    self.actual = actual
    self.source = source
    self.overlayID = overlayID
  }

  func outcome(durationMs: Double) -> AssertionOutcome {
    AssertionOutcome(
      description: description, failures: failures, expected: expected, actual: actual,
      source: source, overlayID: overlayID, durationMs: durationMs)
  }
}
