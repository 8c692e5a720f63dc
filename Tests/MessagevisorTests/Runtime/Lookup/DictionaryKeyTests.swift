import Foundation
import Messagevisor
import Testing

@Suite("Keys named like JavaScript object members are ordinary keys")
struct DictionaryKeyTests {
  static let keys = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]

  @Test("Datafile messages, translations, segments and locales", arguments: keys)
  func datafileKeys(_ key: String) throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    #expect(try sdk.translate(key) == key)
    #expect(throws: MessagevisorError.self) { try sdk.getDatafile(locale: key) }
    var datafile = Sample.datafile()
    datafile.segments[key] = Segment(
      conditions: .predicate(ConditionPredicate(attribute: key, operator: "exists")))
    datafile.messages[key] = DatafileMessage(overrides: [
      MessageOverride(key: key, segments: .key(key), translation: "override")
    ])
    datafile.translations[key] = "own"
    sdk.setDatafile(try datafile.toJSON())
    #expect(try sdk.translate(key) == "own")
    #expect(try sdk.translate(key, options: TranslateOptions(context: [key: .null])) == "override")
    var other = Sample.datafile(locale: key, revision: "k")
    other.translations = [key: "keyed"]
    sdk.setDatafile(other)
    #expect(sdk.getSnapshot().datafileRevisionsByLocale[key] == "k")
    #expect(try sdk.translate(key, options: TranslateOptions(locale: key)) == "keyed")
    try sdk.setLocale(key)
    #expect(sdk.getLocale() == key)
  }

  @Test("Defaults, context and format presets", arguments: keys)
  func otherKeys(_ key: String) throws {
    let formats = FormatPresets(number: [key: ["style": "percent"]])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        locale: key, context: [key: "ctx"], defaultTranslations: [key: [key: "default"]],
        defaultFormats: [key: formats], logLevel: .fatal))
    #expect(try sdk.translate(key) == "default")
    #expect(sdk.getDefaultFormats()?.number?[key] == ["style": "percent"])
    #expect(sdk.getContext()[key] == "ctx")
    sdk.setContext([key: "next"])
    #expect(sdk.getContext() == [key: "next"])
    let condition = Condition.predicate(
      ConditionPredicate(attribute: "nested.\(key)", operator: "exists"))
    #expect(!evaluateCondition(condition, provider: .init(context: ["nested": .object([:])])))
    #expect(evaluateCondition(condition, provider: .init(context: ["nested": .object([key: 1])])))
  }

  @Test("Keys survive JSON round trips", arguments: keys)
  func jsonRoundTrip(_ key: String) throws {
    var datafile = Sample.datafile(locale: key)
    datafile.translations[key] = key
    datafile.formats = FormatPresets(number: [key: [key: .object([key: 1])]])
    let decoded = try DatafileContent.fromJSON(try datafile.toJSON(pretty: true))
    #expect(decoded == datafile)
  }
}
