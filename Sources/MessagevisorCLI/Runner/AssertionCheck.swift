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

/// The datafile content checks: included and excluded messages, expected formats.
struct DatafileChecks {
  let assertion: ProjectAssertion
  let datafile: DatafileContent

  func run(into check: inout AssertionCheck) {
    for key in assertion.expectedToIncludeMessages ?? [] {
      check.checked()
      if datafile.translations[key] == nil {
        check.fail("datafile does not include message '\(key)'")
      }
    }
    for key in assertion.expectedToNotIncludeMessages ?? [] {
      check.checked()
      if datafile.translations[key] != nil {
        check.fail("datafile includes message '\(key)'")
      }
    }
    if let expected = assertion.expectedFormats {
      check.checked()
      let actual = SubsetMatch.value(of: datafile.formats)
      if let path = SubsetMatch.mismatch(expected: expected, actual: actual) {
        check.fail("datafile formats differ at \(path)")
      }
    }
  }
}

/// Turns ISO date-time strings in values into dates, as the upstream runner does.
enum ValueDates {
  static func convert(_ values: MessagevisorValues) -> MessagevisorValues {
    values.mapValues(convert)
  }

  private static func convert(_ value: MessagevisorValue) -> MessagevisorValue {
    switch value {
    case .string(let text):
      guard looksLikeDateTime(text), let date = PortableISODate.parse(text) else { return value }
      return .date(date)
    case .array(let elements): return .array(elements.map(convert))
    case .object(let members): return .object(members.mapValues(convert))
    default: return value
    }
  }

  private static func looksLikeDateTime(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(19))
    guard bytes.count == 19 else { return false }
    let digits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]
    return digits.allSatisfy { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
      && bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-")
      && bytes[10] == UInt8(ascii: "T") && bytes[13] == UInt8(ascii: ":")
      && bytes[16] == UInt8(ascii: ":")
  }
}
