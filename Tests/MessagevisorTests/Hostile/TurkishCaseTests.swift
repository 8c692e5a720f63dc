import Foundation
import Messagevisor
import Testing

/// Dotted and dotless i behave the same whatever the host locale: nothing in the SDK folds
/// case with the current locale. (Linux Foundation keeps `Locale.current` at `en_001` even
/// under `LANG=tr_TR.UTF-8`, so these tests pin the behaviour rather than rely on the host.)
@Suite("Turkish i")
struct TurkishCaseTests {
  static func matches(_ pattern: String, _ flags: String?, _ subject: String) -> Bool {
    let provider = MessagevisorEvaluationDataProvider(context: ["city": .string(subject)])
    let predicate = ConditionPredicate(
      attribute: "city", operator: "matches", value: .string(pattern), regexFlags: flags)
    return evaluateCondition(.predicate(predicate), provider: provider)
  }

  /// The same answers as JavaScript's `/…/i`, which folds without a locale.
  static let regexCases: [(String, String, Bool)] = [
    ("^istanbul$", "ISTANBUL", true),
    ("^istanbul$", "İSTANBUL", false),
    ("^ıstanbul$", "ISTANBUL", false),
    ("^İstanbul$", "istanbul", false),
    ("^diyarbakır$", "DİYARBAKIR", false),
  ]

  @Test("The i flag folds case without a locale", arguments: regexCases)
  func regexFolding(_ pattern: String, _ subject: String, _ expected: Bool) {
    #expect(Self.matches(pattern, "i", subject) == expected)
  }

  static let strictCases: [(String, String, String)] = [
    ("equals", "istanbul", "İstanbul"),
    ("equals", "ISTANBUL", "ıstanbul"),
    ("startsWith", "İ", "istanbul"),
    ("contains", "I", "ıi"),
  ]

  @Test("String operators never fold case", arguments: strictCases)
  func strictOperators(_ name: String, _ expected: String, _ actual: String) {
    let provider = MessagevisorEvaluationDataProvider(context: ["city": .string(actual)])
    let predicate = ConditionPredicate(attribute: "city", operator: name, value: .string(expected))
    #expect(!evaluateCondition(.predicate(predicate), provider: provider))
  }

  @Test("Keys that differ only in dotted or dotless i are different keys")
  func keys() throws {
    let members = #""title":"plain","tıtle":"dotless","TITLE":"upper","TİTLE":"dotted""#
    let probe = HostileSDK(HostileSDK.datafile(locale: "tr", translations: members))
    #expect(try probe.sdk.translate("title") == "plain")
    #expect(try probe.sdk.translate("tıtle") == "dotless")
    #expect(try probe.sdk.translate("TITLE") == "upper")
    #expect(try probe.sdk.translate("TİTLE") == "dotted")
  }

  @Test("Turkish locale identifiers in any case select Turkish plural rules and formats")
  func localeIdentifiers() throws {
    let probe = HostileSDK(HostileSDK.datafile(locale: "tr"))
    for identifier in ["tr", "tr-TR", "tr_TR", "TR-tr"] {
      #expect(try probe.sdk.formatPlural(1, locale: identifier) == "one")
      #expect(try probe.sdk.formatPlural(2, locale: identifier) == "other")
    }
    let options = EvaluationOptions(locale: "tr-TR")
    #expect(try probe.sdk.formatNumber(1234.5, options: options) == "1.234,5")
  }
}
