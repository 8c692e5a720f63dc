import Foundation
import MessagevisorICU
import Synchronization
import Testing

@testable import Messagevisor

/// One message rendered from its compiled form (a stored translation) and through the hook
/// (`formatMessage` of the same text with module options, which skip compiled forms), which
/// must agree in output, error and diagnostics.
struct CompiledCase: Sendable, CustomTestStringConvertible {
  let message: String
  let values: MessagevisorValues
  let locale: String

  init(_ message: String, _ values: MessagevisorValues = [:], locale: String = "en-US") {
    self.message = message
    self.values = values
    self.locale = locale
  }

  var testDescription: String { "\(locale): \(message)" }
}

/// What one evaluation produced.
struct CompiledOutcome: Equatable {
  var text: String?
  var error: String?
  var codes: [String]
}

@Suite("ICU module: compiled translations")
struct ICUCompiledMessageTests {
  static let cases: [CompiledCase] = [
    CompiledCase("Welcome back, {name}", ["name": "Ada"]),
    CompiledCase("Welcome back, {name}", ["name": 42]),
    CompiledCase("Welcome back, {name}"),
    CompiledCase("Welcome back, {name}", ["a": 1, "b": 2, "c": 3, "d": 4, "name": "Grace"]),
    CompiledCase("Welcome back, {name}", ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5]),
    CompiledCase("{count, plural, =0 {No items} one {# item} other {# items}}", ["count": 0]),
    CompiledCase("{count, plural, =0 {No items} one {# item} other {# items}}", ["count": 1]),
    CompiledCase("{count, plural, =0 {No items} one {# item} other {# items}}", ["count": 3]),
    CompiledCase("{count, plural, one {# item} other {# items}}", ["count": 1.5]),
    CompiledCase("{count, plural, one {# item} other {# items}}", ["count": 12_345]),
    CompiledCase("{count, plural, one {# item} other {# items}}", ["count": -1]),
    CompiledCase("{count, plural, one {# item} other {# items}}", ["count": 1e300]),
    CompiledCase("{count, plural, one {# item} other {# items}}", ["count": "three"]),
    CompiledCase(
      "{count, plural, offset:1 =1 {just you} one {you and # other} other {# others}}", ["count": 2]
    ),
    CompiledCase(
      "{count, plural, few {# pliki} many {# plików} other {# pliku}}", ["count": 5], locale: "pl"),
    CompiledCase("{count, plural, one {# عنصر} other {# عناصر}}", ["count": 7], locale: "ar"),
    CompiledCase(
      "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", ["place": 23]),
    CompiledCase("{who, select, female {She} male {He} other {They}} came", ["who": "female"]),
    CompiledCase("{who, select, female {She} male {He} other {They}} came", ["who": "x"]),
    CompiledCase(
      "{who, select, a {{n, plural, one {# A} other {# As}}} other {-}}", ["who": "a", "n": 2]),
    CompiledCase("Total: {amount, number, ::currency/USD}", ["amount": 1234.5]),
    CompiledCase("Total: {amount, number, ::currency/EUR}", ["amount": 1234.5], locale: "de-DE"),
    CompiledCase("Total: {amount, number, ::currency/USD}", ["amount": "lots"]),
    CompiledCase("{share, number, ::percent}", ["share": 0.25]),
    CompiledCase("{n, number, ::bogus-token}", ["n": 1]),
    CompiledCase("{n, number}", ["n": 1234.5678]),
    CompiledCase("{n, number, percent}", ["n": 0.5]),
    CompiledCase("On {when, date, long}", ["when": .int(1_767_225_600_000)]),
    CompiledCase("It''s '{literal}' {name}", ["name": "here"]),
    CompiledCase("Broken {name", ["name": "x"]),
    // Past the 256-byte stack buffer; past the first heap capacity (512) as well, sized from
    // the stack overflow (one value of 1,400 bytes) or not (two values of 300, the second
    // found only on the heap).
    CompiledCase("Long: {name}", ["name": .string(String(repeating: "x", count: 300))]),
    CompiledCase("Long: {name}", ["name": .string(String(repeating: "é", count: 700))]),
    CompiledCase(
      "{name} and {name}", ["name": .string(String(repeating: "x", count: 300))]),
    CompiledCase(
      "{n, plural, other {{name} #}}",
      ["n": 3, "name": .string(String(repeating: "ab", count: 200))]),
  ]

  static func evaluate(
    _ item: CompiledCase, compiled: Bool, engine: FormattingEngineKind? = nil
  ) -> CompiledOutcome {
    let codes = Mutex<[String]>([])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(locale: item.locale, translations: ["m": item.message]),
        timeZone: "UTC",
        onDiagnostic: { diagnostic in codes.withLock { $0.append(diagnostic.code) } },
        logLevel: .warn,
        modules: [createICUModule()],
        formattingEngine: engine))
    var outcome = CompiledOutcome(codes: [])
    do {
      // Module options send a call through the module's hook, past any compiled form (a
      // `formatMessage` string is compiled too, so options are what keeps this side apart).
      outcome.text =
        compiled
        ? try sdk.translate("m", values: item.values)
        : try sdk.formatMessage(
          item.message, values: item.values,
          options: EvaluationOptions(moduleOptions: ["icu": .object(["ignoreTags": true])]))
    } catch {
      outcome.error = "\(error)"
    }
    outcome.codes = codes.withLock { $0 }
    return outcome
  }

  @Test("Compiled and hook renderings agree", arguments: cases)
  func agree(_ item: CompiledCase) {
    let compiled = Self.evaluate(item, compiled: true)
    let hook = Self.evaluate(item, compiled: false)
    #expect(compiled == hook)
  }

  /// Number skeletons on the Foundation engine, which prepares the styles of the skeleton's
  /// options when the ordinary path would format them without a word (the others, refused
  /// tokens and options it reports on, are rendered the ordinary way).
  static let foundationNumberCases: [CompiledCase] =
    [
      "::currency/USD", "::currency/EUR unit-width-iso-code", "::percent", "::percent .0",
      "::scale/100 precision-integer", "::.00##", "::sign-always .00", "::group-off",
      "::compact-short", "::scientific", "::currency/USD group-off sign-accounting",
      "::bogus-token", "::percent scale/100",
    ].flatMap { skeleton in
      [1234.5, -0.125, 0, -1].map { value in
        CompiledCase("Total: {n, number, \(skeleton)}", ["n": .double(value)])
      }
    } + [
      CompiledCase("{n, number, ::currency/EUR}", ["n": 1234.5], locale: "de-DE"),
      CompiledCase("{n, number, ::currency/EGP}", ["n": 1234.5], locale: "ar-EG"),
      CompiledCase("{n, number, ::currency/USD}", ["n": "lots"]),
      CompiledCase("{n, number, ::currency/USD}", ["m": 1]),
      CompiledCase("{n, plural, other {{n, number, ::percent} of #}}", ["n": 2]),
    ]

  @Test("Foundation engine: compiled and hook renderings agree", arguments: foundationNumberCases)
  func agreeOnTheFoundationEngine(_ item: CompiledCase) {
    let compiled = Self.evaluate(item, compiled: true, engine: .foundation)
    let hook = Self.evaluate(item, compiled: false, engine: .foundation)
    #expect(compiled == hook)
  }

  /// String values written from a small string's two words (ASCII, at most 15 bytes) or
  /// through the UTF-8 view: every length around the limit, non-ASCII and heap-stored short
  /// values, values side by side (the 16-byte store of one is overwritten by the next), and
  /// a small value where fewer than 16 bytes of the stack buffer are left.
  static let smallValueCases: [CompiledCase] =
    (0...16).map { count in
      CompiledCase("[{name}]", ["name": .string(String(repeating: "k", count: count))])
    } + [
      CompiledCase("{a}{b}{c}", ["a": "x", "b": "yz", "c": "Margaret Hamilt"]),
      CompiledCase("{a}{b}", ["a": "exactly fifteen", "b": ""]),
      CompiledCase("[{name}]", ["name": "é"]),
      CompiledCase("[{name}]", ["name": "naïve"]),
      CompiledCase("[{name}]", ["name": .string(heapStored("short"))]),
      CompiledCase(String(repeating: ".", count: 242) + "{name}!", ["name": "fourteen bytes"]),
      CompiledCase(String(repeating: ".", count: 239) + "{name}!", ["name": "fourteen bytes"]),
      CompiledCase(String(repeating: ".", count: 240) + "{name}!", ["name": "fifteen bytes.."]),
    ]

  /// `text` in a string with storage of its own (not small, though short).
  static func heapStored(_ text: String) -> String {
    String(unsafeUninitializedCapacity: 32) { buffer in
      _ = buffer.initialize(from: text.utf8)
      return text.utf8.count
    }
  }

  @Test("Small and other string values render as the hook renders them", arguments: smallValueCases)
  func smallValues(_ item: CompiledCase) {
    let compiled = Self.evaluate(item, compiled: true)
    #expect(compiled == Self.evaluate(item, compiled: false))
    var expected = item.message
    for (name, value) in item.values {
      expected = expected.replacingOccurrences(of: "{\(name)}", with: value.stringValue ?? "")
    }
    #expect(compiled.text == expected)
  }

  @Test("Known renderings of the benchmark messages")
  func benchmarkMessages() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(
          locale: "en-US",
          translations: [
            "simple": "Welcome back, {name}",
            "plural": "{count, plural, =0 {No items} one {# item} other {# items}}",
            "currency": "Total: {amount, number, ::currency/USD}",
          ]),
        logLevel: .fatal, modules: [createICUModule()]))
    for _ in 0..<3 {
      #expect(try sdk.translate("simple", values: ["name": "Ada"]) == "Welcome back, Ada")
      #expect(try sdk.translate("plural", values: ["count": 0]) == "No items")
      #expect(try sdk.translate("plural", values: ["count": 1]) == "1 item")
      #expect(try sdk.translate("plural", values: ["count": 3]) == "3 items")
      #expect(try sdk.translate("currency", values: ["amount": 1234.5]) == "Total: $1,234.50")
    }
  }

  @Test("A module that reports rich tags keeps reporting them for stored translations")
  func richTagsStillReported() throws {
    let codes = Mutex<[String]>([])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(locale: "en-US", translations: ["m": "<b>{name}</b>"]),
        onDiagnostic: { diagnostic in codes.withLock { $0.append(diagnostic.code) } },
        logLevel: .warn,
        modules: [createICUModule(ICUModuleOptions(ignoreTags: false))]))
    #expect(try sdk.translate("m", values: ["name": "x"]) == "<b>x</b>")
    #expect(try sdk.translate("m", values: ["name": "x"]) == "<b>x</b>")
    #expect(codes.withLock { $0 } == ["unsupported_formatter", "unsupported_formatter"])
  }

  @Test("Concurrent first calls agree on one rendering")
  func concurrentFirstUse() async throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(
          locale: "en-US", translations: ["currency": "Total: {amount, number, ::currency/USD}"]),
        logLevel: .fatal, modules: [createICUModule()]))
    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<8 {
        group.addTask { (try? sdk.translate("currency", values: ["amount": 2])) ?? "error" }
      }
      var collected: [String] = []
      for await result in group { collected.append(result) }
      return collected
    }
    #expect(results == Array(repeating: "Total: $2.00", count: 8))
  }
}
