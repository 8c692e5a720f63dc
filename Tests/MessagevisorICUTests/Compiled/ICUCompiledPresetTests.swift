import Foundation
import MessagevisorICU
import Synchronization
import Testing

@testable import Messagevisor

/// A named number style in a stored translation (`{n, number, money}`) is formatted with the
/// call snapshot's prepared preset; it must print, throw and report what the module's hook
/// prints for the same call on both engines, whether or not the preset could be prepared.
@Suite("ICU module: compiled number presets")
struct ICUCompiledPresetTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let style: String
    let value: MessagevisorValue
    var instanceCurrency: String?
    var options = TranslateOptions()
    var note = ""

    var testDescription: String {
      "\(style) \(value)" + (instanceCurrency.map { " instance \($0)" } ?? "") + note
    }
  }

  static let presets = FormatPresets(number: [
    "money": ["style": "currency", "currency": "EUR"],
    "price": ["style": "currency"],
    "decimal": ["maximumFractionDigits": 2],
    "share": ["style": "percent", "maximumFractionDigits": 0],
    "percent": ["style": "currency", "currency": "USD"],
    "floor": ["maximumFractionDigits": 0, "roundingMode": "floor"],
    "priority": ["maximumSignificantDigits": 2, "roundingPriority": "morePrecision"],
    "compactLong": ["notation": "compact", "compactDisplay": "long"],
    "broken": ["style": "curency"],
  ])

  static let cases: [Case] =
    [
      "money", "price", "decimal", "share", "percent", "integer", "nosuch", "floor", "priority",
      "compactLong", "broken",
    ].flatMap { style in
      [1234.5, -2.5, 0.125].map { Case(style: style, value: .double($0)) }
    } + [
      Case(style: "price", value: 9.99, instanceCurrency: "JPY"),
      Case(style: "money", value: 9.99, instanceCurrency: "JPY"),
      Case(
        style: "price", value: 9.99, options: TranslateOptions(currency: "GBP"), note: " call GBP"),
      Case(
        style: "money", value: 9.99,
        options: TranslateOptions(formats: FormatPresets(number: ["money": ["style": "percent"]])),
        note: " call formats"),
      Case(
        style: "money", value: 9.99, options: TranslateOptions(timeZone: "Asia/Tokyo"),
        note: " call zone"),
      Case(style: "money", value: "lots"),
      Case(style: "money", value: .null),
    ]

  static func evaluate(_ item: Case, engine: FormattingEngineKind, hook: Bool) -> [CompiledOutcome]
  {
    let codes = Mutex<[String]>([])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(
          locale: "en-US", formats: presets,
          translations: ["m": "Total: {n, number, \(item.style)}."]),
        currency: item.instanceCurrency,
        timeZone: "UTC",
        onDiagnostic: { diagnostic in codes.withLock { $0.append(diagnostic.code) } },
        logLevel: .warn,
        modules: [createICUModule()],
        formattingEngine: engine))
    var options = item.options
    if hook {
      options.moduleOptions = ["icu": .object(["ignoreTags": true])]
    }
    // Twice: the first call prepares the preset, the second finds it prepared.
    return (0..<2).map { _ in
      var outcome = CompiledOutcome(codes: [])
      do {
        outcome.text = try sdk.translate("m", values: ["n": item.value], options: options)
      } catch {
        outcome.error = "\(error)"
      }
      outcome.codes = codes.withLock { codes in
        defer { codes = [] }
        return codes
      }
      return outcome
    }
  }

  @Test(arguments: cases, [FormattingEngineKind.icu, .foundation])
  func compiledAndHookAgree(_ item: Case, _ engine: FormattingEngineKind) {
    let compiled = Self.evaluate(item, engine: engine, hook: false)
    let hook = Self.evaluate(item, engine: engine, hook: true)
    #expect(compiled == hook)
  }

  /// A prepared preset belongs to the snapshot it was made for: a new instance currency or a
  /// stored datafile with other presets is used by the next call, on either engine.
  @Test(arguments: [FormattingEngineKind.icu, .foundation])
  func preparedPresetsFollowTheInstance(_ engine: FormattingEngineKind) throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(
          locale: "en-US", formats: Self.presets,
          translations: ["m": "{n, number, price} / {n, number, money}"]),
        logLevel: .fatal, modules: [createICUModule()], formattingEngine: engine))
    #expect(try sdk.translate("m", values: ["n": 2]) == "$2.00 / €2.00")
    sdk.setCurrency("JPY")
    #expect(try sdk.translate("m", values: ["n": 2]) == "¥2 / €2.00")
    sdk.setDatafile(
      DatafileContent(
        locale: "en-US",
        formats: FormatPresets(number: ["money": ["style": "currency", "currency": "GBP"]])))
    #expect(try sdk.translate("m", values: ["n": 2]) == "¥2 / £2.00")
  }
}
