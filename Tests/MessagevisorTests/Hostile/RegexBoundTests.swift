import Foundation
import MessagevisorTestSupport
import Testing

@testable import Messagevisor

/// Catastrophic regular expressions cannot hang a `translate` call.
///
/// The bound is a work counter (progress reports from the regex engine), so these tests
/// assert on the counter rather than on a clock, which would be flaky on a loaded machine.
@Suite("Regex search bound")
struct RegexBoundTests {
  static let catastrophic = [
    "(a+)+$", "(a*)*$", "(a|a)+$", "(a|aa)+$", "(.*a){12}$", "(a?){25}a{25}$", "^(a+)+b",
    "(x+x+)+y",
  ]

  /// Subjects that make the patterns above backtrack exponentially.
  static func subject(for pattern: String) -> String {
    pattern.contains("x")
      ? String(repeating: "x", count: 40) : String(repeating: "a", count: 40) + "!"
  }

  /// `PortableRegex.measuredSearch` on its own thread (searches burn CPU until abandoned).
  static func search(
    _ regex: NSRegularExpression,
    _ subject: String
  ) async throws -> (matched: Bool?, reports: Int) {
    let box = RegexBox(regex: regex)
    return try await offCooperativePool { PortableRegex.measuredSearch(box.regex, in: subject) }
  }

  @Test("A catastrophic search is abandoned right after its report budget", arguments: catastrophic)
  func abandonedAtBudget(_ pattern: String) async throws {
    let regex = try #require(PortableRegex.compiled(pattern: pattern, flags: ""))
    let subject = Self.subject(for: pattern)
    let budget = subject.utf16.count + 1 + PortableRegex.maximumBacktrackingReports
    let outcome = try await Self.search(regex, subject)
    #expect(outcome.matched == nil)
    #expect(outcome.reports == budget + 1)
  }

  /// A long subject gets one report per start position on top of the backtracking budget.
  /// (1 KB rather than the 4 KB limit keeps the test cheap; the bound is the same formula.)
  @Test("A long subject stays within its budget")
  func longSubject() async throws {
    let regex = try #require(PortableRegex.compiled(pattern: "(a|aa)+$", flags: ""))
    let subject = String(repeating: "a", count: 1023) + "!"
    let outcome = try await Self.search(regex, subject)
    #expect(outcome.matched == nil)
    #expect(outcome.reports <= subject.utf16.count + 2 + PortableRegex.maximumBacktrackingReports)
  }

  @Test("An ordinary search uses about one report per start position")
  func ordinarySearch() async throws {
    let regex = try #require(PortableRegex.compiled(pattern: "(checkout-[0-9]+-)+x", flags: ""))
    let subject = String(repeating: "checkout-42-", count: 340)
    let outcome = try await Self.search(regex, subject)
    #expect(outcome.matched == false)
    #expect(outcome.reports <= subject.utf16.count + 1 + PortableRegex.maximumBacktrackingReports)
  }

  @Test("A catastrophic override condition falls through to the base translation")
  func catastrophicOverride() throws {
    let condition = #"{\"attribute\":\"name\",\"operator\":\"matches\",\"value\":\"(a|aa)+$\"}"#
    let json = """
      {"schemaVersion":"1","messagevisorVersion":"1","revision":"1","target":"t","locale":"en",
      "segments":{},"messages":{"greeting":{"overrides":[
      {"key":"evil","conditions":"\(condition)","translation":"Matched"}]}},
      "translations":{"greeting":"Base"}}
      """
    let probe = HostileSDK(json)
    let name = MessagevisorValue.string(String(repeating: "a", count: 40) + "!")
    let options = TranslateOptions(context: ["name": name])
    #expect(try probe.sdk.translate("greeting", options: options) == "Base")
    let plain = TranslateOptions(context: ["name": "aaaa"])
    #expect(try probe.sdk.translate("greeting", options: plain) == "Matched")
  }
}

/// Carries a compiled expression to another thread; `NSRegularExpression` is immutable and
/// documented as thread-safe.
private struct RegexBox: @unchecked Sendable {
  let regex: NSRegularExpression
}
