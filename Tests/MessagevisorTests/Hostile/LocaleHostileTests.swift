import Foundation
import Messagevisor
import Testing

/// Locale identifiers from datafiles and call options reach Foundation's formatters, and
/// Linux Foundation traps on some of them (non-ASCII letters, numbering systems in BCP 47
/// form, unknown numbering systems). Every helper must survive every one of them.
@Suite("Hostile locales")
struct LocaleHostileTests {
  static let identifiers = [
    "en-u-nu-latn", "ar-u-nu-arab", "en-US-u-nu-bogus", "en@numbers=bogus", "en-u-nu-",
    "de-DE-u-co-phonebk-nu-latn", "🙂", "é", "日本", "ü-u-nu-latn", "not a locale!", "",
    "x-private", "i-klingon", "@", "en@numbers", "en@numbers=;numbers=arab", "-u-nu-latn",
    "zz-Bogus", "en_US.UTF-8", "en-u-ca-bogus-nu-bogus", "en-u-nu-thai",
    String(repeating: "a", count: 10_000),
    // Found by FuzzICU: an extension value longer than eight characters stays in the base.
    "en-u-nu-" + String(repeating: "M", count: 24) + "L" + String(repeating: "M", count: 14)
      + "@MMMMMMMM" + String(repeating: "1", count: 29) + String(repeating: "U", count: 58)
      + String(repeating: "1", count: 23) + String(repeating: "M", count: 44) + "it"
      + String(repeating: "M", count: 14) + "@MMMMlatn",
    "en-u-nu-abcdefghijk", "en-US-u-ca-gregorian-nu-abcdefghijk", "en@calendar=abcdefghijk",
    "en@numbers=latn-abcdefghijk", "en_US-u-nu-latnlatnlatn",
    // Found by FuzzDatafile: a known numbering system in the wrong case.
    "ar@numbers=araB", "ar_EG@numbers=ARAB", "ar-u-nu-ARAB",
  ]

  @Test("Every formatting helper survives the identifier", arguments: identifiers)
  func helpers(_ identifier: String) throws {
    let probe = HostileSDK(HostileSDK.datafile(locale: "en"))
    let options = EvaluationOptions(locale: identifier, timeZone: "UTC")
    let epoch = Date(timeIntervalSince1970: 0)
    let number = try probe.sdk.formatNumber(1234.5, options: options)
    #expect(!number.isEmpty)
    _ = try probe.sdk.formatNumber(
      1.5, formatOptions: ["style": "currency", "currency": "EUR"], options: options)
    _ = try probe.sdk.formatNumber(
      1.5, formatOptions: ["numberingSystem": "bogus"], options: options)
    _ = try probe.sdk.formatNumber(1500, formatOptions: ["notation": "compact"], options: options)
    #expect(!(try probe.sdk.formatDate(epoch, options: options)).isEmpty)
    #expect(!(try probe.sdk.formatTime(epoch, options: options)).isEmpty)
    _ = try probe.sdk.formatPlural(1, locale: identifier)
  }

  /// A datafile in a hostile locale is stored and its messages translate.
  @Test(
    "A datafile whose locale is hostile translates",
    arguments: identifiers.prefix(12).filter { !$0.isEmpty })
  func datafileLocale(_ identifier: String) throws {
    let escaped = identifier.replacingOccurrences(of: "\\", with: "\\\\")
    let probe = HostileSDK(HostileSDK.datafile(locale: escaped))
    #expect(try probe.sdk.translate("greeting") == "Hello")
    #expect(!(try probe.sdk.formatNumber(2)).isEmpty)
  }

  static let numberingSystems = ["bogus", "latn", "arab", "thai", "roman", "hanidec"]

  @Test("An unknown numbering system in format options is ignored", arguments: numberingSystems)
  func numberingSystem(_ system: String) throws {
    // A well-formed unknown name is ignored, as Intl does; a malformed one ("x") is refused
    // by both engines as ECMA-402 does (NumberFormattingIssueTests, ICUNumberIssueTests).
    let probe = HostileSDK(engine: .foundation)
    let output = try probe.sdk.formatNumber(
      12, formatOptions: ["numberingSystem": .string(system)],
      options: EvaluationOptions(locale: "en"))
    #expect(!output.isEmpty)
    if system == "bogus" || system == "x" {
      #expect(output == "12")
    }
  }

  static let timeZones = ["Mars/Olympus", "", "UTC+25", "../../etc/passwd", "GMT+99:99", "🙂"]

  @Test(
    "An unknown time zone fails date helpers cleanly and leaves the rest alone",
    arguments: timeZones)
  func unknownTimeZone(_ zone: String) throws {
    let probe = HostileSDK()
    probe.sdk.setTimeZone(zone)
    let epoch = Date(timeIntervalSince1970: 0)
    #expect(throws: MessagevisorError.self) { try probe.sdk.formatDate(epoch) }
    #expect(throws: MessagevisorError.self) { try probe.sdk.formatTime(epoch) }
    #expect(probe.codes.contains("invalid_format"))
    #expect(try probe.sdk.formatNumber(2) == "2")
    #expect(try probe.sdk.translate("greeting") == "Hello")
    let child = probe.sdk.spawn(options: SpawnOptions(timeZone: zone))
    #expect(throws: MessagevisorError.self) { try child.formatDate(epoch) }
    let fixed = EvaluationOptions(timeZone: "UTC")
    #expect(try probe.sdk.formatDate(epoch, options: fixed).isEmpty == false)
  }
}
