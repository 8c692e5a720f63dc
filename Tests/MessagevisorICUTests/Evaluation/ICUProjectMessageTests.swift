import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

/// A `playground.icuStress` assertion of project-1 (values and expected text from its spec).
struct ICUStressCase: Sendable, CustomTestStringConvertible {
  var translation: String
  var locale: String
  var values: MessagevisorValues
  var expected: String

  var testDescription: String { "\(locale) \(values["gender"]?.displayValue ?? "")" }
}

private let stressCases: [ICUStressCase] = [
  .init(
    translation: "en", locale: "en-US",
    values: [
      "name": "Ada", "gender": "female", "items": 0, "rank": 1, "guests": 1, "host": "Ada",
    ],
    expected:
      "Ada said she is ready. No tasks. Rank: 1st. Guests: Ada is coming alone. Literal braces: "
      + "{ok}."
  ),
  .init(
    translation: "en", locale: "en-US",
    values: [
      "name": "Sam", "gender": "other", "items": 7, "rank": 22, "guests": 5, "host": "Sam",
    ],
    expected:
      "Sam said they are ready. 7 tasks. Rank: 22nd. Guests: Sam invited 4 guests. Literal "
      + "braces: {ok}."
  ),
  .init(
    translation: "nl", locale: "nl-NL",
    values: [
      "name": "Noor", "gender": "female", "items": 2, "rank": 3, "guests": 3, "host": "Noor",
    ],
    expected:
      "Noor zei dat ze klaar is. 2 taken. Rang: 3e. Gasten: Noor heeft 2 gasten uitgenodigd. "
      + "Letterlijke accolades: {ok}."
  ),
]

private let upstream = Testing.ConditionTrait.enabled(
  if: ICUUpstream.shouldRun, "needs ../shared/upstream/projects/project-1")

@Suite("ICU messages of project-1")
struct ICUProjectMessageTests {
  private static let project = "projects/project-1/"

  @Test("playground.icuStress renders its assertions", upstream, arguments: stressCases)
  func icuStress(_ testCase: ICUStressCase) throws {
    let file = try ICUUpstream.text(Self.project + "messages/playground/icuStress.yml")
    let translations = try ICUUpstream.translations(inYAML: file)
    let message = try #require(translations.first { $0.locale == testCase.translation }?.text)
    let environment = ICUTestEnvironment.make(locale: testCase.locale)
    let output = try ICUFormatter().format(
      message, values: testCase.values, environment: environment)
    #expect(output == testCase.expected)
  }

  @Test("Every translation of every message file parses", upstream)
  func everyMessageParses() throws {
    let directory = ICUUpstream.root.appendingPathComponent(Self.project + "messages")
    let files = try #require(FileManager.default.enumerator(atPath: directory.path))
      .compactMap { $0 as? String }
      .filter { $0.hasSuffix(".yml") }
    #expect(files.count >= 30)
    var parsed = 0
    for file in files {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for translation in try ICUUpstream.translations(inYAML: text) {
        #expect(throws: Never.self, "\(file) \(translation.locale)") {
          try ICUMessage.parse(translation.text)
        }
        parsed += 1
      }
    }
    #expect(parsed >= 60)
  }

  @Test("playground.formatStress lists its preset references", upstream)
  func formatStressArguments() throws {
    let file = try ICUUpstream.text(Self.project + "messages/playground/formatStress.yml")
    let translations = try ICUUpstream.translations(inYAML: file)
    let english = try #require(translations.first { $0.locale == "en" }?.text)
    let references = try ICUMessage.parse(english).arguments()
    let summary = references.map { "\($0.name):\($0.kind):\($0.style)" }
    #expect(
      summary == [
        "amount:number:named(\"moneyAccounting\")", "amount:number:named(\"moneyCode\")",
        "rate:number:named(\"percent\")", "visits:number:named(\"compactShort\")",
        "distance:number:named(\"unitKilometerShort\")", "placedAt:date:named(\"weekday\")",
        "placedAt:time:named(\"seconds\")", "placedAt:time:named(\"zoneShortGeneric\")",
      ])
  }
}
