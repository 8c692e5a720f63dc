import Testing

@testable import MessagevisorProject

/// The options of format presets are checked at load (project-format §4.7): each problem is a
/// warning at its `file:line:col`, and valid presets of every family load without one.
struct FormatPresetCheckTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The file's path and text, replacing or added to the worked example's.
    let file: String
    let text: String
    /// The project's exact warnings.
    let expected: [String]
    var testDescription: String { name }
  }

  static let locale = "locales/nl.yml"
  static let target = "targets/web.yml"
  static let message = "messages/billing/total.yml"
  static let spec = "tests/messages/total.spec.yml"

  static let cases: [Case] = [
    Case(
      name: "valid presets of every family", file: locale,
      text: """
        description: Dutch
        formats:
          number:
            money: { style: currency, currency: EUR, currencyDisplay: code, useGrouping: false }
            share: { style: percent, maximumFractionDigits: 50, roundingMode: halfEven }
            km: { style: unit, unit: kilometer-per-hour, unitDisplay: long }
          date:
            long: { year: numeric, month: long, day: 2-digit, timeZone: UTC, calendar: gregory }
          time:
            short: { hour: numeric, minute: 2-digit, hour12: true, timeZoneName: shortOffset }
          relative:
            ago: { numeric: auto, style: narrow }
          dateTimeRange:
            span: { dateStyle: medium, timeStyle: short, timeZone: Europe/Amsterdam }

        """,
      expected: []),
    Case(
      name: "an unknown option, at its key, with a suggestion", file: locale,
      text: """
        description: Dutch
        formats:
          number:
            money:
              style: currency
              minimumFractionDigit: 2

        """,
      expected: [
        "\(locale):6:7: unknown option \"minimumFractionDigit\" in formats.number.money; did you "
          + "mean \"minimumFractionDigits\"?"
      ]),
    Case(
      name: "problems of one preset in authored order, each at its value", file: locale,
      text: """
        description: Dutch
        formats:
          number:
            money: { style: curency, currency: EURO, maximumFractionDigits: 101 }

        """,
      expected: [
        "\(locale):4:21: invalid value \"curency\" of option \"style\" in formats.number.money: "
          + "style must be one of decimal, percent, currency, unit, scientific; did you mean "
          + "\"currency\"?",
        "\(locale):4:40: invalid value \"EURO\" of option \"currency\" in formats.number.money: "
          + "Currency must be a three-letter code",
        "\(locale):4:69: invalid value 101 of option \"maximumFractionDigits\" in "
          + "formats.number.money: maximumFractionDigits must be a number from 0 to 100",
      ]),
    Case(
      name: "options that do not go together", file: locale,
      text: """
        description: Dutch
        formats:
          number:
            km: { style: unit }
            digits: { minimumFractionDigits: 3, maximumFractionDigits: 1 }
          date:
            styled: { dateStyle: short, weekday: long }

        """,
      expected: [
        "\(locale):4:5: invalid option \"unit\" in formats.number.km: unit is required with "
          + "style unit",
        "\(locale):5:64: invalid value 1 of option \"maximumFractionDigits\" in "
          + "formats.number.digits: Minimum fraction digits must not exceed maximum fraction "
          + "digits",
        "\(locale):7:42: invalid value \"long\" of option \"weekday\" in formats.date.styled: "
          + "weekday cannot be combined with dateStyle",
      ]),
    Case(
      name: "date, time and relative values", file: locale,
      text: """
        description: Dutch
        formats:
          date:
            mars: { timeZone: Mars/Base, year: long }
          time:
            clock: { hourCycle: h25, hour12: "yes" }
          relative:
            ago: { numeric: sometimes, unit: day }

        """,
      expected: [
        "\(locale):4:23: invalid value \"Mars/Base\" of option \"timeZone\" in formats.date.mars: "
          + "timeZone must be an IANA time zone such as Europe/Amsterdam or UTC",
        "\(locale):4:40: invalid value \"long\" of option \"year\" in formats.date.mars: year "
          + "must be one of numeric, 2-digit",
        "\(locale):6:25: invalid value \"h25\" of option \"hourCycle\" in formats.time.clock: "
          + "hourCycle must be one of h11, h12, h23, h24; did you mean \"h23\"?",
        "\(locale):6:38: invalid value \"yes\" of option \"hour12\" in formats.time.clock: "
          + "hour12 must be true or false",
        "\(locale):8:21: invalid value \"sometimes\" of option \"numeric\" in "
          + "formats.relative.ago: numeric must be one of always, auto",
        "\(locale):8:32: unknown option \"unit\" in formats.relative.ago",
      ]),
    Case(
      name: "a target's overlay names its locale", file: target,
      text: """
        description: Web
        locales: [en-US]
        formats:
          en-US:
            number:
              decimal: { maximumFractionDigits: 0, signDisplay: sometimes }

        """,
      expected: [
        "\(target):6:57: invalid value \"sometimes\" of option \"signDisplay\" in "
          + "formats.en-US.number.decimal: signDisplay must be one of auto, never, always, "
          + "exceptZero, negative"
      ]),
    Case(
      name: "an assertion's presets in every matrix case, each problem once, as the cases find it",
      file: spec,
      text: """
        message: billing.total
        assertions:
          - matrix:
              code: [EUR, EURO]
            locale: en
            formats:
              number:
                money: { style: currency, currency: "${{ code }}", display: code }
            expectedTranslation: Total

        """,
      expected: [
        "\(spec):8:60: unknown option \"display\" in formats.number.money",
        "\(spec):8:45: invalid value \"EURO\" of option \"currency\" in formats.number.money: "
          + "Currency must be a three-letter code",
      ]),
    Case(
      name: "an example's presets", file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - locale: en
            formats:
              relative:
                ago: { style: wide }

        """,
      expected: [
        "\(message):7:23: invalid value \"wide\" of option \"style\" in formats.relative.ago: "
          + "style must be one of long, short, narrow"
      ]),
  ]

  @Test(arguments: cases)
  func presetOptionsAreWarnings(_ testCase: Case) throws {
    let warnings = try WorkedExampleFixture.loadWarnings(testCase.file, testCase.text)
    #expect(warnings == testCase.expected)
  }
}
