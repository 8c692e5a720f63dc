import Messagevisor
import Testing

@testable import MessagevisorCLI

/// A message and the undefined presets a failing assertion should name for it.
struct PresetHintCase: Sendable, CustomTestStringConvertible {
  let message: String
  let formats: FormatPresets?
  /// `family/name` of every hint, in order.
  let undefined: [String]
  var testDescription: String { message }

  init(_ message: String, formats: FormatPresets? = nil, undefined: [String]) {
    self.message = message
    self.formats = formats
    self.undefined = undefined
  }
}

@Suite struct PresetHintsTests {
  /// The datafile defines number `money` and time `clock`.
  static let datafile = DatafileContent(
    locale: "en-US",
    formats: FormatPresets(
      number: ["money": ["style": .string("currency")]],
      time: ["clock": ["hour": .string("numeric")]]))

  static let cases: [PresetHintCase] = [
    PresetHintCase("{d, time, gone}", undefined: ["time/gone"]),
    PresetHintCase("{d, time, clock} {n, number, money}", undefined: []),
    PresetHintCase("{d, date, clock}", undefined: ["date/clock"]),
    PresetHintCase("{d, time, short} {d, date, full}", undefined: []),
    PresetHintCase("{n, number, percent} {n, number, integer}", undefined: []),
    PresetHintCase("{n, number, ::currency/EUR} {n, number}", undefined: []),
    PresetHintCase(
      "{n, plural, one {{d, time, early}} other {{d, date, late} {n, number, late}}}",
      undefined: ["time/early", "date/late", "number/late"]),
    PresetHintCase("{d, time, gone} {d, time, gone}", undefined: ["time/gone"]),
    PresetHintCase(
      "{d, time, own}", formats: FormatPresets(time: ["own": [:]]), undefined: []),
    PresetHintCase("{d, time, gone", undefined: []),
    PresetHintCase("{name} {name, select, a {x} other {y}}", undefined: []),
  ]

  @Test(arguments: cases)
  func namesEveryUndefinedPresetOnce(_ example: PresetHintCase) {
    let hints = PresetHints(datafile: Self.datafile, formats: example.formats)
      .hints(for: [example.message])
    #expect(hints.count == example.undefined.count, "\(hints)")
    for (hint, undefined) in zip(hints, example.undefined) {
      let parts = undefined.split(separator: "/").map(String.init)
      #expect(hint.hasPrefix("hint: no \(parts[0]) preset '\(parts[1])' in the en-US datafile"))
    }
  }

  @Test func aMessageKeyCoversItsOverrides() {
    let datafile = DatafileContent(
      locale: "en",
      messages: [
        "m": DatafileMessage(overrides: [MessageOverride(key: "o", translation: "{d, time, b}")])
      ],
      translations: ["m": "{d, time, a}"])
    let texts = PresetHints.texts(key: "m", in: datafile)
    #expect(texts == ["{d, time, a}", "{d, time, b}"])
    #expect(PresetHints(datafile: datafile, formats: nil).hints(for: texts).count == 2)
    #expect(PresetHints.texts(key: "absent", in: datafile).isEmpty)
  }
}
