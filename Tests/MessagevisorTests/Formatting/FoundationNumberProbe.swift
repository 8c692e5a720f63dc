import Testing

@testable import Messagevisor

/// One call set of the Foundation number engine and everything it showed.
///
/// `expected` lists, per value, the text printed (or `throws`) and each issue reported, so a
/// table of cases pins the output strings, refusals and warnings of an option set at once.
struct FoundationNumberCase: CustomTestStringConvertible, Sendable {
  let options: FormatOptions
  var values: [Double] = [1234.5678, -0.005, 1000]
  var locale = "en-US"
  var currency: String?
  let expected: String

  var testDescription: String {
    let pairs = options.keys.sorted().map {
      "\($0)=\(options[$0].map { String(describing: $0) } ?? "")"
    }
    return "\(locale) " + pairs.joined(separator: ",")
  }
}

/// Runs `FoundationNumberCase`s through `formatNumber` on the Foundation engine.
enum FoundationNumberProbe {
  /// The outcomes of the case's values, joined by ` ; `.
  ///
  /// One outcome is the text (or `throws`, followed by the error message when it differs from
  /// the last issue's text), then each issue as `kind option=value: text`, joined by ` | `.
  static func outcome(_ testCase: FoundationNumberCase) -> String {
    testCase.values.map { outcome($0, testCase) }.joined(separator: " ; ")
  }

  private static func outcome(_ value: Double, _ testCase: FoundationNumberCase) -> String {
    let recorder = IssueRecorder()
    let context = recorder.context(
      locale: testCase.locale, currency: testCase.currency, engine: .foundation)
    let first: String
    do {
      first = try MessagevisorFormatting.formatNumber(
        value, options: testCase.options, context: context)
    } catch {
      let message = (error as? MessagevisorError)?.message ?? "\(error)"
      let last = recorder.issues.last.map(text)
      first = last == message ? "throws" : "throws \(message)"
    }
    let issues = recorder.issues.map(describe)
    return ([first] + issues).joined(separator: " | ")
  }

  private static func describe(_ issue: FormattingIssue) -> String {
    let kind = issue.kind == .invalidFormat ? "invalid" : "unsupported"
    let option = issue.details["option"]?.stringValue ?? "-"
    let value = issue.details["value"].map { "=" + String(describing: $0) } ?? ""
    return "\(kind) \(option)\(value): \(text(issue))"
  }

  private static func text(_ issue: FormattingIssue) -> String {
    issue.reason ?? issue.message
  }
}
