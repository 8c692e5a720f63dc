import Foundation
import Messagevisor
import Testing

/// The typed forms of plural types and categories, text direction and the datafile apply
/// policy agree with the string and Bool forms the product documentation shows.
@Suite("Closed sets")
struct ClosedSetTests {
  static let plurals: [(String, Double, PluralType, PluralCategory)] = [
    ("en", 1, .cardinal, .one),
    ("en", 2, .cardinal, .other),
    ("en", 2, .ordinal, .two),
    ("en", 3, .ordinal, .few),
    ("en", 11, .ordinal, .other),
    ("cy", 0, .cardinal, .zero),
    ("cy", 6, .cardinal, .many),
    ("ar", 3, .cardinal, .few),
    ("en", .nan, .ordinal, .other),
  ]

  @Test("formatPluralCategory is formatPlural typed", arguments: plurals)
  func pluralCategory(
    _ locale: String, _ value: Double, _ type: PluralType, _ expected: PluralCategory
  )
    throws
  {
    let sdk = createMessagevisor(MessagevisorOptions(locale: locale, logLevel: .fatal))
    let typed = try sdk.formatPluralCategory(value, type: type)
    #expect(typed == expected)
    #expect(try sdk.formatPlural(value, ordinal: type == .ordinal) == expected.rawValue)
    let options: FormatOptions = ["type": .string(type.rawValue)]
    #expect(try sdk.formatPluralCategory(value, formatOptions: options) == expected)
    #expect(try sdk.formatPlural(value, formatOptions: options) == expected.rawValue)
    #expect(try messagevisorPluralCategory(value, locale: locale, type: type) == expected)
    #expect(try sdk.spawn().formatPluralCategory(value, locale: locale, type: type) == expected)
  }

  @Test("Visible fraction digits change the typed category too")
  func pluralDigits() throws {
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    let options: FormatOptions = ["minimumFractionDigits": 2]
    #expect(try sdk.formatPluralCategory(1, formatOptions: options) == .other)
    #expect(try sdk.formatPluralCategory(1) == .one)
  }

  @Test("Plural names are the CLDR category and ECMA-402 type names")
  func pluralNames() {
    #expect(
      PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
    #expect(PluralType.allCases.map(\.rawValue) == ["cardinal", "ordinal"])
  }

  @Test(
    "textDirection reads and writes direction",
    arguments: [("ltr", TextDirection.ltr), ("rtl", .rtl), ("wrong", nil), (nil, nil)])
  func datafileDirection(_ raw: String?, _ expected: TextDirection?) {
    var datafile = DatafileContent(locale: "ar", direction: raw)
    #expect(datafile.textDirection == expected)
    #expect(datafile.hasValidIdentity == (raw == nil || expected != nil))
    datafile.textDirection = .rtl
    #expect(datafile.direction == "rtl")
    datafile.textDirection = nil
    #expect(datafile.direction == nil)
  }

  @Test("getTextDirection and the snapshot's textDirection follow getDirection")
  func instanceDirection() throws {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    #expect(try sdk.getTextDirection() == nil)
    sdk.setDatafile(DatafileContent(locale: "ar", direction: "rtl"))
    sdk.setDatafile(DatafileContent(locale: "en"))
    #expect(try sdk.getTextDirection() == .rtl)
    #expect(try sdk.getTextDirection(locale: "en") == nil)
    #expect(sdk.getSnapshot().textDirection == .rtl)
    let child = sdk.spawn(options: SpawnOptions(locale: "en"))
    #expect(try child.getTextDirection() == nil)
    #expect(try child.getTextDirection(locale: "ar") == .rtl)
    #expect(throws: MessagevisorError.self) { try sdk.getTextDirection(locale: "fr") }
  }

  @Test("setDatafile(policy:) merges or replaces like setDatafile(replace:)")
  func applyPolicy() throws {
    let first = DatafileContent(revision: "1", locale: "en", translations: ["a": "A", "b": "B"])
    let next = DatafileContent(revision: "2", locale: "en", translations: ["b": "B2"])
    let sdk = createMessagevisor(MessagevisorOptions(datafile: first, logLevel: .fatal))
    sdk.setDatafile(next, policy: .merge)
    #expect(try sdk.getDatafile().translations == ["a": "A", "b": "B2"])
    sdk.setDatafile(first, policy: .replace)
    sdk.setDatafile(try next.toJSON(), policy: .replace)
    #expect(try sdk.getDatafile().translations == ["b": "B2"])
    sdk.setDatafile(Data(try first.toJSON().utf8), policy: .merge)
    #expect(try sdk.getDatafile().translations == ["a": "A", "b": "B"])
    #expect(DatafileApplyPolicy(replace: true) == .replace)
    #expect(DatafileApplyPolicy(replace: false) == .merge)
  }

  @Test("The datafile_set event says whether the policy replaced")
  func applyPolicyEvent() throws {
    let probe = RuntimeProbe()
    probe.sdk.setDatafile(DatafileContent(locale: "en"), policy: .replace)
    probe.sdk.setDatafile(DatafileContent(locale: "en"), policy: .merge)
    let replaced = probe.events.values.compactMap { event -> Bool? in
      guard case .datafileSet(_, _, _, _, let replaced) = event.details else { return nil }
      return replaced
    }
    #expect(replaced == [true, false])
  }
}
