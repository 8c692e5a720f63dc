import Testing

@testable import Messagevisor

/// The two ways presets combine: layered property by property (defaults under a datafile's
/// presets) and replaced preset by preset (a datafile refresh).
@Suite struct FormatMergeTests {
  /// One layering: the base, the top, and what `mergingProperties` must give.
  struct Layering: CustomTestStringConvertible, Sendable {
    let name: String
    let base: FormatPresets?
    let top: FormatPresets?
    let expected: FormatPresets
    var testDescription: String { name }
  }

  static let money: FormatOptions = ["style": "currency", "currency": "EUR"]
  static let short: FormatOptions = ["dateStyle": "short"]

  static let layerings: [Layering] = [
    Layering(name: "nothing", base: nil, top: nil, expected: FormatPresets()),
    Layering(
      name: "only a base", base: FormatPresets(number: ["money": money]), top: nil,
      expected: FormatPresets(number: ["money": money])),
    Layering(
      name: "only a top", base: nil, top: FormatPresets(date: ["short": short]),
      expected: FormatPresets(date: ["short": short])),
    Layering(
      name: "an empty family on top is kept", base: nil, top: FormatPresets(time: [:]),
      expected: FormatPresets(time: [:])),
    Layering(
      name: "families of each layer", base: FormatPresets(number: ["money": money]),
      top: FormatPresets(date: ["short": short]),
      expected: FormatPresets(number: ["money": money], date: ["short": short])),
    Layering(
      name: "presets of one family union",
      base: FormatPresets(number: ["money": money]),
      top: FormatPresets(number: ["whole": ["maximumFractionDigits": 0]]),
      expected: FormatPresets(number: ["money": money, "whole": ["maximumFractionDigits": 0]])),
    Layering(
      name: "a same-named preset merges its properties, the top's winning",
      base: FormatPresets(number: ["money": money]),
      top: FormatPresets(number: ["money": ["currency": "JPY", "currencyDisplay": "code"]]),
      expected: FormatPresets(number: [
        "money": ["style": "currency", "currency": "JPY", "currencyDisplay": "code"]
      ])),
    Layering(
      name: "an empty preset on top changes nothing of the base's",
      base: FormatPresets(number: ["money": money]), top: FormatPresets(number: ["money": [:]]),
      expected: FormatPresets(number: ["money": money])),
  ]

  @Test(arguments: layerings)
  func layeringMergesProperties(_ layering: Layering) {
    #expect(FormatMerge.mergingProperties(layering.base, layering.top) == layering.expected)
  }

  @Test func aRefreshReplacesWholePresets() {
    let stored = FormatPresets(number: ["money": Self.money], date: ["short": Self.short])
    let incoming = FormatPresets(number: ["money": ["currency": "JPY"]])
    let merged = FormatMerge.replacingPresets(stored, incoming)
    let expected = FormatPresets(
      number: ["money": ["currency": "JPY"]], date: ["short": Self.short])
    #expect(merged == expected)
  }
}
