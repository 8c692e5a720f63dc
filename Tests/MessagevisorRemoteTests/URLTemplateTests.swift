import Foundation
import Testing

@testable import MessagevisorRemote

@Suite("URLTemplate")
struct URLTemplateTests {
  static let cases: [(String, String, String, String)] = [
    (
      "https://cdn.example.com/{target}/{locale}.json", "ios", "de-AT",
      "https://cdn.example.com/ios/de-AT.json"
    ),
    (
      "http://127.0.0.1:8080/d/{locale}/{target}", "web app", "en",
      "http://127.0.0.1:8080/d/en/web%20app"
    ),
    (
      "https://cdn.example.com/{target}/{locale}.json", "a/b", "x?y#z",
      "https://cdn.example.com/a%2Fb/x%3Fy%23z.json"
    ),
    (
      "https://cdn.example.com/all.json?l={locale}", "ios", "en",
      "https://cdn.example.com/all.json?l=en"
    ),
  ]

  @Test("Substitutes and percent-encodes target and locale", arguments: cases)
  func expand(_ template: String, _ target: String, _ locale: String, _ expected: String) throws {
    #expect(
      try URLTemplate.expand(template, target: target, locale: locale).absoluteString == expected)
  }

  static let invalid = [
    "cdn.example.com/{locale}.json", "ftp://host/{locale}", "https:///{locale}", "",
  ]

  @Test("Rejects templates that are not HTTP(S) URLs with a host", arguments: invalid)
  func rejects(_ template: String) {
    #expect(throws: SyncFailure.self) {
      try URLTemplate.expand(template, target: "ios", locale: "en")
    }
  }
}
