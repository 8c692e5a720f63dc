import Foundation
import Testing

@testable import Messagevisor

/// The unit style on the Foundation engine (decision D17): units Foundation has are printed
/// by `MeasurementFormatter` where it exists; the rest report `unsupported_formatter`, naming
/// the option and the unit, and throw.
@Suite struct MeasurementFormattingTests {
  /// Options, the option reported, the reason.
  static let refused: [(FormatOptions, String, String)] = [
    (["style": "unit", "unit": "day"], "unit", "Foundation has no measurement unit for day"),
    (
      ["style": "unit", "unit": "percent", "unitDisplay": "long"], "unit",
      "Foundation has no measurement unit for percent"
    ),
    (
      ["style": "unit", "unit": "liter-per-kilometer"], "unit",
      "Foundation has no measurement unit for liter-per-kilometer"
    ),
    (
      ["style": "unit", "unit": "kilometer", "notation": "compact"], "notation",
      "Compact notation is not available for units in Foundation"
    ),
  ]

  @Test(arguments: refused)
  func unitsFoundationCannotPrintAreRefused(
    _ options: FormatOptions, _ option: String, _ reason: String
  ) {
    let recorder = IssueRecorder()
    let context = recorder.context(engine: .foundation)
    let unit = options["unit"]?.stringValue ?? ""
    #expect(throws: MessagevisorError("\(reason) (unit \(unit))")) {
      try MessagevisorFormatting.formatNumber(3, options: options, context: context)
    }
    let expected = FormattingIssue(
      kind: .unsupportedFormatter,
      message: reason,
      details: [
        "formatter": "formatNumber", "locale": "en-US", "option": .string(option),
        "unit": .string(unit),
      ]
    )
    #expect(recorder.issues == [expected])
  }

  #if canImport(Darwin)
    /// Locale, options, value, the text `MeasurementFormatter` prints.
    static let printed: [(String, FormatOptions, Double, String)] = [
      (
        "en-US", ["style": "unit", "unit": "kilometer", "unitDisplay": "long"], 14.5,
        "14.5 kilometers"
      ),
      ("en-US", ["style": "unit", "unit": "kilometer"], 14.5, "14.5 km"),
      ("en-US", ["style": "unit", "unit": "kilometer", "unitDisplay": "narrow"], 14.5, "14.5km"),
      (
        "en-US", ["style": "unit", "unit": "kilometer-per-hour", "maximumFractionDigits": 0],
        99.6, "100 km/h"
      ),
    ]

    @Test(arguments: printed)
    func printsTheUnit(
      _ locale: String, _ options: FormatOptions, _ value: Double, _ expected: String
    ) throws {
      let recorder = IssueRecorder()
      let context = recorder.context(locale: locale, engine: .foundation)
      let text = try MessagevisorFormatting.formatNumber(value, options: options, context: context)
      #expect(text == expected)
      #expect(recorder.issues.isEmpty)
    }
  #else
    /// swift-corelibs-foundation has no `MeasurementFormatter`: a unit Foundation knows is
    /// refused for the platform, whichever way it is asked for.
    @Test(arguments: [
      (FormattingContext.Caller.directHelper, "formatNumber"),
      (.icuArgument, "number"),
    ])
    func everyUnitIsRefusedWithoutMeasurementFormatter(
      _ caller: FormattingContext.Caller, _ formatter: String
    ) {
      let recorder = IssueRecorder()
      let context = recorder.context(caller: caller, engine: .foundation)
      let options: FormatOptions = ["style": "unit", "unit": "kilometer", "unitDisplay": "long"]
      let reason = "Unit formatting is not available in Foundation on this platform"
      #expect(throws: MessagevisorError("\(reason) (unit kilometer)")) {
        try MessagevisorFormatting.formatNumber(42, options: options, context: context)
      }
      let expected = FormattingIssue(
        kind: .unsupportedFormatter,
        message: reason,
        details: [
          "formatter": .string(formatter), "locale": "en-US", "option": "style",
          "unit": "kilometer",
        ]
      )
      #expect(recorder.issues == [expected])
    }
  #endif
}
