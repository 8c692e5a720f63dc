import MessagevisorICU
import Testing

@testable import Messagevisor

/// After warm-up, translating creates no formatter and parses no message.
@Suite(.serialized) struct WarmPathTests {
  static let messages: [String: String] = [
    "plain": "Sign in",
    "simple": "Welcome back, {name}",
    "plural": "{count, plural, =0 {No items} one {# item} other {# items}}",
    "currency": "Total: {amount, number, ::currency/USD}",
    "date": "On {when, date, long} at {when, time, short}",
  ]

  static let values: MessagevisorValues = [
    "name": "Ada", "count": 3, "amount": 1234.5, "when": .int(1_767_225_600_000),
  ]

  /// A locale no other suite formats in, so parallel suites cannot move its counter.
  static let locale = "en-AU"

  @Test func noFormatterOrParseAfterWarmUp() throws {
    let cache = ICUParseCache()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(locale: Self.locale, translations: Self.messages),
        timeZone: "UTC",
        logLevel: .fatal,
        modules: [createICUModule(ICUModuleOptions(parseCache: cache))]))
    for key in Self.messages.keys {
      _ = try sdk.translate(key, values: Self.values)
    }
    let parses = cache.parseCount
    let formatters = FormatterStatistics.constructions(label: Self.locale)
    #expect(formatters > 0, "the warm-up should have built formatters for \(Self.locale)")
    for _ in 0..<50 {
      for key in Self.messages.keys {
        _ = try sdk.translate(key, values: Self.values)
      }
    }
    #expect(cache.parseCount == parses)
    #expect(FormatterStatistics.constructions(label: Self.locale) == formatters)
    #expect(try sdk.translate("plural", values: Self.values) == "3 items")
    #expect(try sdk.translate("currency", values: Self.values).contains("1,234.50"))
  }

  @Test func childrenShareTheParseCache() throws {
    let cache = ICUParseCache()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(locale: "en-US", translations: Self.messages),
        logLevel: .fatal,
        modules: [createICUModule(ICUModuleOptions(parseCache: cache))]))
    _ = try sdk.translate("simple", values: Self.values)
    let parses = cache.parseCount
    let child = sdk.spawn()
    #expect(try child.translate("simple", values: ["name": "Sam"]) == "Welcome back, Sam")
    #expect(cache.parseCount == parses)
  }
}
