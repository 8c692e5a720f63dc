import Foundation

/// Renders a `test` run as JUnit XML: a `testsuite` per spec, a `testcase` per assertion.
///
/// Every (classname, name) pair is unique: an assertion whose description another assertion
/// of the spec shares gets its variant (context, segment, flags) and its 1-based index added.
/// Suites carry `errors="0"` and their spec `file` (attributes the Jenkins JUnit schema
/// knows); test cases carry the spec `file` and the assertion's `line` as attributes, as
/// GitHub and GitLab JUnit readers expect (an extension that schema does not list).
enum JUnitReport {
  static func render(_ outcomes: [SpecOutcome], project: String) -> String {
    let counted = outcomes.filter { !$0.assertions.isEmpty }
    let tests = counted.reduce(0) { $0 + $1.assertions.count }
    let failures = counted.reduce(0) { $0 + $1.assertions.filter { !$0.passed }.count }
    let time = counted.reduce(0.0) { $0 + seconds($1.assertions) }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(escape(project))\" tests=\"\(tests)\" failures=\"\(failures)\""
    xml += " time=\"\(format(time))\">\n"
    for spec in counted {
      xml += suite(spec)
    }
    return xml + "</testsuites>\n"
  }

  private static func suite(_ spec: SpecOutcome) -> String {
    let failures = spec.assertions.filter { !$0.passed }.count
    var xml = "  <testsuite name=\"\(escape(spec.identity))\" tests=\"\(spec.assertions.count)\""
    xml += " failures=\"\(failures)\" errors=\"0\""
    if let file = spec.assertions.first?.location?.file {
      xml += " file=\"\(escape(file))\""
    }
    xml += " time=\"\(format(seconds(spec.assertions)))\">\n"
    let names = caseNames(spec.assertions)
    for (assertion, name) in zip(spec.assertions, names) {
      xml += "    <testcase classname=\"\(escape(spec.identity))\""
      xml += " name=\"\(escape(name))\""
      if let location = assertion.location {
        xml += " file=\"\(escape(location.file))\" line=\"\(location.line)\""
      }
      xml += " time=\"\(format(assertion.durationMs / 1000))\""
      guard !assertion.passed else {
        xml += "/>\n"
        continue
      }
      xml += ">\n      <failure message=\"\(escape(assertion.failures.joined(separator: "; ")))\">"
      xml += escape(failureBody(assertion))
      xml += "</failure>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n"
  }

  /// The test case names of one spec, unique within it.
  static func caseNames(_ assertions: [AssertionOutcome]) -> [String] {
    var counts: [String: Int] = [:]
    for assertion in assertions { counts[assertion.description, default: 0] += 1 }
    return assertions.map { assertion in
      guard counts[assertion.description, default: 0] > 1 else { return assertion.description }
      let variant = assertion.variant.isEmpty ? "" : assertion.variant + ", "
      return assertion.description + " [" + variant + "#\(assertion.index)]"
    }
  }

  private static func failureBody(_ assertion: AssertionOutcome) -> String {
    var lines = assertion.failures
    if let expected = assertion.expected, let actual = assertion.actual {
      lines.append("expected: " + TextComparison.visible(expected))
      lines.append("actual:   " + TextComparison.visible(actual))
    }
    return lines.joined(separator: "\n")
  }

  private static func seconds(_ assertions: [AssertionOutcome]) -> Double {
    assertions.reduce(0) { $0 + $1.durationMs } / 1000
  }

  private static func format(_ seconds: Double) -> String {
    String(format: "%.6f", seconds)
  }

  /// Escapes XML special characters and drops characters XML 1.0 cannot carry.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      }
    }
    return result
  }
}
