import Foundation
import MessagevisorICU
import Synchronization
import Testing

@testable import Messagevisor

/// A named style in a stored translation (`{n, number, money}`, `{d, date, numeric}`, a bare
/// `{n, number}` or `{d, date}`, a date skeleton) is formatted with the call snapshot's
/// prepared format, also for calls that bring a currency or zone; it must print, throw and
/// report what the module's hook prints for the same call on both engines, whether or not
/// the format could be prepared.
@Suite("ICU module: compiled presets")
struct ICUCompiledPresetTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// The argument after its name: type and style (`number, money`).
    let argument: String
    let value: MessagevisorValue
    var instanceCurrency: String?
    var instanceTimeZone = "UTC"
    var options = TranslateOptions()
    var note = ""

    init(_ argument: String, _ value: MessagevisorValue) {
      self.argument = argument
      self.value = value
    }

    var testDescription: String {
      "{n, \(argument)} \(value)" + (instanceCurrency.map { " instance \($0)" } ?? "")
        + (instanceTimeZone == "UTC" ? "" : " zone \(instanceTimeZone)") + note
    }
  }

  static let presets = FormatPresets(
    number: [
      "money": ["style": "currency", "currency": "EUR"],
      "price": ["style": "currency"],
      "decimal": ["maximumFractionDigits": 2],
      "share": ["style": "percent", "maximumFractionDigits": 0],
      "percent": ["style": "currency", "currency": "USD"],
      "floor": ["maximumFractionDigits": 0, "roundingMode": "floor"],
      "priority": ["maximumSignificantDigits": 2, "roundingPriority": "morePrecision"],
      "compactLong": ["notation": "compact", "compactDisplay": "long"],
      "broken": ["style": "curency"],
      // No argument names it: a bare `{n, number}` has no options, whatever is stored as "".
      "": ["style": "percent"],
    ],
    date: [
      "numeric": ["year": "numeric", "month": "2-digit", "day": "2-digit"],
      "weekday": ["weekday": "long", "month": "long", "day": "numeric"],
      "tokyo": ["dateStyle": "full", "timeZone": "Asia/Tokyo"],
      "short": ["month": "short", "day": "numeric"],
      "badZone": ["dateStyle": "short", "timeZone": "Mars/Olympus"],
      "dangi": ["dateStyle": "long", "calendar": "dangi"],
      "broken": ["month": "longest"],
    ],
    time: [
      "clock24": ["hour": "2-digit", "minute": "2-digit", "hourCycle": "h23"],
      "newYork": ["timeStyle": "short", "timeZone": "America/New_York"],
      "broken": ["dateStyle": "short", "hour": "numeric"],
    ])

  static let numberCases: [Case] =
    [
      "money", "price", "decimal", "share", "percent", "integer", "nosuch", "floor", "priority",
      "compactLong", "broken",
    ].flatMap { style in
      [1234.5, -2.5, 0.125].map { Case("number, \(style)", .double($0)) }
    }
    + [1234.5, -2.5, 0.125, 1e21, .nan, -.infinity].map { Case("number", .double($0)) }
    + [
      Case("number", 7).with { $0.instanceCurrency = "JPY" },
      Case("number", 7).with {
        $0.options = TranslateOptions(currency: "GBP")
        $0.note = " call GBP"
      },
      Case("number", 7).with {
        $0.options = TranslateOptions(formats: FormatPresets(number: ["": ["style": "percent"]]))
        $0.note = " call formats with a preset named \"\""
      },
      Case("number", "many"),
    ] + [
      Case("number, price", 9.99).with { $0.instanceCurrency = "JPY" },
      Case("number, money", 9.99).with { $0.instanceCurrency = "JPY" },
      Case("number, price", 9.99).with {
        $0.options = TranslateOptions(currency: "GBP")
        $0.note = " call GBP"
      },
      Case("number, money", 9.99).with {
        $0.options = TranslateOptions(
          formats: FormatPresets(number: ["money": ["style": "percent"]]))
        $0.note = " call formats"
      },
      Case("number, money", 9.99).with {
        $0.options = TranslateOptions(timeZone: "Asia/Tokyo")
        $0.note = " call zone"
      },
      Case("number, money", "lots"),
      Case("number, money", .null),
    ]
    + ["money", "price", "decimal", "currency", "nosuch", "broken"].map { style in
      Case("number, \(style)", 9.99).with {
        $0.options = TranslateOptions(currency: "GBP")
        $0.note = " call GBP"
      }
    } + [
      Case("number, price", 9.99).with {
        $0.options = TranslateOptions(currency: "EURO")
        $0.note = " call EURO"
      },
      Case("number, price", 9.99).with {
        $0.instanceCurrency = "JPY"
        $0.options = TranslateOptions(currency: "CHF", timeZone: "Asia/Tokyo")
        $0.note = " call CHF and zone"
      },
    ]

  /// 2026-03-01T23:30:00Z as milliseconds, as an ISO string, and as a date.
  static let instants: [MessagevisorValue] = [
    .int(1_772_407_800_000), "2026-03-01T23:30:00Z",
    .date(Date(timeIntervalSince1970: 1_772_407_800)),
  ]

  static let dateCases: [Case] =
    [
      "date", "date, numeric", "date, weekday", "date, tokyo", "date, short", "date, long",
      "date, full", "date, nosuch", "date, badZone", "date, dangi", "date, broken", "time",
      "time, clock24", "time, newYork", "time, short", "time, medium", "time, broken",
    ].flatMap { argument in
      instants.map { Case(argument, $0) }
    } + [
      Case("date, numeric", .int(1_772_407_800_000)).with { $0.instanceTimeZone = "Asia/Tokyo" },
      Case("time", .int(1_772_407_800_000)).with { $0.instanceTimeZone = "America/New_York" },
      Case("date, numeric", .int(1_772_407_800_000)).with {
        $0.options = TranslateOptions(timeZone: "Asia/Tokyo")
        $0.note = " call zone"
      },
      Case("date, numeric", .int(1_772_407_800_000)).with {
        $0.options = TranslateOptions(
          formats: FormatPresets(date: ["numeric": ["dateStyle": "long"]]))
        $0.note = " call formats"
      },
      Case("date, numeric", .int(1_772_407_800_000)).with {
        $0.options = TranslateOptions(currency: "GBP")
        $0.note = " call currency"
      },
      Case("date, numeric", .int(1_772_407_800_000)).with {
        $0.options = TranslateOptions(timeZone: "Mars/Olympus")
        $0.note = " call zone unknown"
      },
    ]
    + [
      "date, ::yMMMd", "date, ::yyyyMMdd", "date, ::EEEEMMMMd", "date, ::GGGGyMMMM", "time, ::jmm",
      "time, ::Hms", "date, ::", "date, ::yMMMdjmmz", "date, ::qqqq",
    ].flatMap { argument in
      instants.map { Case(argument, $0) }
    }
    + [
      Case("date, ::yMMMd", .double(.nan)),
      Case("date, ::yMMMd", "not a date"),
    ]
    + [
      "date", "date, tokyo", "date, long", "date, dangi", "time", "time, newYork", "time, clock24",
      "date, ::yMMMdjmm", "time, ::Hmmz",
    ]
    .map { argument in
      Case(argument, .int(1_772_407_800_000)).with {
        $0.instanceTimeZone = "Asia/Tokyo"
        $0.options = TranslateOptions(currency: "GBP", timeZone: "America/Los_Angeles")
        $0.note = " call zone"
      }
    } + [
      Case("date, numeric", "not a date"),
      Case("date, numeric", .double(.nan)),
      Case("date, numeric", .double(9e15)),
      Case("time, clock24", .double(-8.64e15)),
    ]

  static func evaluate(_ item: Case, engine: FormattingEngineKind, hook: Bool) -> [CompiledOutcome]
  {
    let codes = Mutex<[String]>([])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(
          locale: "en-US", formats: presets,
          translations: ["m": "Total: {n, \(item.argument)}."]),
        currency: item.instanceCurrency,
        timeZone: item.instanceTimeZone,
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

  @Test(arguments: numberCases + dateCases, [FormattingEngineKind.icu, .foundation])
  func compiledAndHookAgree(_ item: Case, _ engine: FormattingEngineKind) {
    let compiled = Self.evaluate(item, engine: engine, hook: false)
    let hook = Self.evaluate(item, engine: engine, hook: true)
    #expect(compiled == hook)
  }

  /// Calls with currencies and zones of their own, in turn on one instance, each print what
  /// the module's hook prints for them: a preset (or skeleton) prepared for one currency or
  /// zone is never used for another, nor for a call that brings none, nor for another skeleton.
  @Test(arguments: [FormattingEngineKind.icu, .foundation])
  func callCurrenciesAndZonesArePreparedApart(_ engine: FormattingEngineKind) {
    let calls: [TranslateOptions] = [
      TranslateOptions(currency: "GBP"), TranslateOptions(currency: "JPY"), TranslateOptions(),
      TranslateOptions(timeZone: "Asia/Tokyo"), TranslateOptions(currency: "GBP"),
      TranslateOptions(timeZone: "America/New_York"), TranslateOptions(timeZone: "Asia/Tokyo"),
      TranslateOptions(currency: "JPY", timeZone: "America/New_York"), TranslateOptions(),
    ]
    let renderings = [false, true].map { hook in
      let sdk = createMessagevisor(
        MessagevisorOptions(
          datafile: DatafileContent(
            locale: "en-US", formats: Self.presets,
            translations: [
              "m": "{n, number, price} {n, number, money} {d, date, tokyo} {d, time} "
                + "{d, date, ::yMMMd} {d, time, ::Hmm}"
            ]
          ),
          currency: "EUR", timeZone: "UTC", logLevel: .fatal, modules: [createICUModule()],
          formattingEngine: engine))
      return calls.map { call in
        var options = call
        if hook {
          options.moduleOptions = ["icu": .object(["ignoreTags": true])]
        }
        let values: MessagevisorValues = ["n": 2, "d": .int(1_772_407_800_000)]
        return (try? sdk.translate("m", values: values, options: options)) ?? "error"
      }
    }
    #expect(renderings[0] == renderings[1])
    // Six different calls (three come twice), each rendered differently.
    #expect(Set(renderings[0]).count == 6, "\(renderings[0])")
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

  /// Threads that format presets while another changes the instance currency each get one
  /// of the two snapshots' renderings, never a mix or a crash (run it under `make tsan`).
  @Test func concurrentCallsWhileTheCurrencyChanges() async {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(
          locale: "en-US", formats: Self.presets,
          translations: ["m": "{n, number, price} on {d, date, numeric}"]),
        currency: "USD", timeZone: "UTC", logLevel: .fatal, modules: [createICUModule()]))
    let values: MessagevisorValues = ["n": 2, "d": .int(1_772_407_800_000)]
    let expected: Set<String> = ["$2.00 on 03/01/2026", "€2.00 on 03/01/2026"]
    let seen = await withTaskGroup(of: Set<String>.self) { group in
      group.addTask {
        for round in 0..<200 {
          sdk.setCurrency(round.isMultiple(of: 2) ? "EUR" : "USD")
        }
        return []
      }
      for _ in 0..<8 {
        group.addTask {
          var texts: Set<String> = []
          for _ in 0..<200 {
            texts.insert((try? sdk.translate("m", values: values)) ?? "error")
          }
          return texts
        }
      }
      var all: Set<String> = []
      for await texts in group { all.formUnion(texts) }
      return all
    }
    #expect(seen.isSubset(of: expected), "\(seen)")
    #expect(!seen.isEmpty)
  }
}

extension ICUCompiledPresetTests.Case {
  /// This case changed by `change`.
  func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
