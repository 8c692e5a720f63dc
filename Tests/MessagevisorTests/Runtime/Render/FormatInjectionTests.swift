import Testing

@testable import Messagevisor

/// Presets get the currency and time zone a call formats with: call, else authored, else
/// instance, else USD or the host zone.
@Suite struct FormatInjectionTests {
  /// One injection and what it makes of `presets`.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let injection: FormatInjection
    let expected: FormatPresets
    var testDescription: String { name }
  }

  static let presets = FormatPresets(
    number: [
      "money": ["style": "currency"],
      "euros": ["style": "currency", "currency": "EUR"],
      "plain": ["maximumFractionDigits": 0],
    ],
    date: ["short": ["dateStyle": "short"], "tokyo": ["timeZone": "Asia/Tokyo"]],
    time: ["t": ["hour": "numeric"]],
    relative: ["r": ["numeric": "auto"]],
    dateTimeRange: ["range": ["dateStyle": "medium"]])

  static func injection(
    callCurrency: String? = nil, callZone: String? = nil, instanceCurrency: String? = nil,
    instanceZone: String? = nil
  ) -> FormatInjection {
    FormatInjection(
      callCurrency: callCurrency, callTimeZone: callZone, instanceCurrency: instanceCurrency,
      instanceTimeZone: instanceZone, hostTimeZone: "Europe/Oslo")
  }

  /// `presets` with `money`, `euros` and the zones as given.
  static func expected(money: String, euros: String, zone: String, tokyo: String)
    -> FormatPresets
  {
    FormatPresets(
      number: [
        "money": ["style": "currency", "currency": .string(money)],
        "euros": ["style": "currency", "currency": .string(euros)],
        "plain": ["maximumFractionDigits": 0],
      ],
      date: [
        "short": ["dateStyle": "short", "timeZone": .string(zone)],
        "tokyo": ["timeZone": .string(tokyo)],
      ],
      time: ["t": ["hour": "numeric", "timeZone": .string(zone)]],
      relative: ["r": ["numeric": "auto"]],
      dateTimeRange: ["range": ["dateStyle": "medium", "timeZone": .string(zone)]])
  }

  static let cases: [Case] = [
    Case(
      name: "nothing given: USD and the host zone, authored values kept",
      injection: injection(),
      expected: expected(money: "USD", euros: "EUR", zone: "Europe/Oslo", tokyo: "Asia/Tokyo")),
    Case(
      name: "instance values fill what is not authored",
      injection: injection(instanceCurrency: "JPY", instanceZone: "UTC"),
      expected: expected(money: "JPY", euros: "EUR", zone: "UTC", tokyo: "Asia/Tokyo")),
    Case(
      name: "call values win over authored ones",
      injection: injection(
        callCurrency: "CHF", callZone: "America/Lima", instanceCurrency: "JPY",
        instanceZone: "UTC"),
      expected: expected(
        money: "CHF", euros: "CHF", zone: "America/Lima", tokyo: "America/Lima")),
  ]

  @Test(arguments: cases)
  func presetsGetTheCallsCurrencyAndZone(_ testCase: Case) {
    #expect(testCase.injection.apply(Self.presets) == testCase.expected)
  }
}
