import Messagevisor
import MessagevisorProject

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
