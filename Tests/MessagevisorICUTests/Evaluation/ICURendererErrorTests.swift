import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

/// A valid message whose evaluation must throw.
struct ICUEvaluationFailure: Sendable, CustomTestStringConvertible {
  var message: String
  var values: MessagevisorValues
  var error: String

  var testDescription: String { message.debugDescription }
}

private let failures: [ICUEvaluationFailure] = [
  .init(message: "{x}", values: [:], error: "Missing ICU value: x"),
  .init(message: "{x, number}", values: [:], error: "Missing ICU value: x"),
  .init(message: "{x, date}", values: [:], error: "Missing ICU value: x"),
  .init(message: "{x, time, short}", values: [:], error: "Missing ICU value: x"),
  .init(message: "{x, spellout}", values: [:], error: "Missing ICU value: x"),
  .init(
    message: "{x, select, yes {Yes} other {Other}}", values: [:], error: "Missing ICU value: x"),
  .init(message: "{x, plural, other {#}}", values: [:], error: "Missing ICU value: x"),
  .init(message: "{x, selectordinal, other {#}}", values: [:], error: "Missing ICU value: x"),
  .init(
    message: "{k, select, a {{y}} other {}}", values: ["k": "a"], error: "Missing ICU value: y"),
  .init(
    message: "{n, plural, other {#}}", values: ["n": "3"],
    error: "ICU plural value n is not numeric"),
  .init(
    message: "{n, selectordinal, other {#}}", values: ["n": true],
    error: "ICU plural value n is not numeric"),
  .init(message: "{n, number}", values: ["n": "invalid"], error: "ICU number value is not numeric"),
  .init(
    message: "{n, number, percent}", values: ["n": nil], error: "ICU number value is not numeric"),
  .init(
    message: "{n, number, ::made-up}", values: ["n": "x"],
    error: "ICU number value is not numeric"),
  .init(message: "{d, date}", values: ["d": "2026-11-26"], error: "ICU date value is invalid"),
  .init(
    message: "{d, time}", values: ["d": "2026-11-26T15:05:00"], error: "ICU date value is invalid"),
  .init(message: "{d, date, ::yMd}", values: ["d": true], error: "ICU date value is invalid"),
  .init(message: "{d, date}", values: ["d": "invalid"], error: "ICU date value is invalid"),
  .init(
    message: "{n, number, ::made-up}", values: ["n": 1],
    error: "Unsupported ICU number skeleton token: made-up"),
  .init(
    message: "{n, number, ::percent compact-long}", values: ["n": 1],
    error: "Unsupported ICU number skeleton token: compact-long"),
  .init(
    message: "{n, number, ::currency/INVALID}", values: ["n": 1],
    error: "Unsupported ICU number skeleton token: currency/INVALID"),
  .init(
    message: "{n, number, ::scale/NaN}", values: ["n": 1],
    error: "Unsupported ICU number skeleton token: scale/NaN"),
  .init(
    message: "{n, number, ::.##}", values: ["n": 1],
    error: "Unsupported ICU number skeleton token: .##"),
  .init(message: "ok {a} {b}", values: ["a": 1], error: "Missing ICU value: b"),
]

@Suite("ICU evaluation errors")
struct ICURendererErrorTests {
  @Test("Evaluation failures throw the stable SDK text", arguments: failures)
  func failure(_ testCase: ICUEvaluationFailure) {
    #expect(throws: MessagevisorError(testCase.error)) {
      try ICUTestEnvironment.render(testCase.message, testCase.values)
    }
  }

  @Test("An unsupported skeleton token is reported once, before the throw")
  func reportsUnsupportedToken() {
    let log = ICUIssueLog()
    let environment = ICUTestEnvironment.make(locale: "nl-NL", log: log)
    #expect(throws: MessagevisorError("Unsupported ICU number skeleton token: made-up")) {
      try ICUFormatter().format(
        "{n, number, ::percent made-up}", values: ["n": 1], environment: environment)
    }
    let expected = FormattingIssue(
      kind: .unsupportedFormatter,
      message: "Unsupported ICU number skeleton token",
      details: ["formatter": "icu_number_skeleton", "token": "made-up", "locale": "nl-NL"]
    )
    #expect(log.all == [expected])
  }

  @Test("Unselected branches and quoted text are never evaluated or reported")
  func unselectedBranchesAreInert() throws {
    let log = ICUIssueLog()
    let environment = ICUTestEnvironment.make(log: log)
    let message =
      "'{q, number, ::made-up}' {k, select, a {{n, number, ::made-up} {missing}} other {ok}}"
    let output = try ICUFormatter().format(message, values: ["k": "b"], environment: environment)
    #expect(output == "{q, number, ::made-up} ok")
    #expect(log.all.isEmpty)
  }

  @Test("Backend errors propagate unchanged")
  func backendErrors() {
    struct Failure: Error, Equatable {}
    var backend = ICUTestBackend.backend
    backend.formatNumber = { _, _, _ in throw Failure() }
    let context = FormattingContext(locale: "en", timeZone: "UTC")
    let environment = ICUEnvironment(context: context, backend: backend)
    #expect(throws: Failure()) {
      try ICUFormatter().format("{n, number}", values: ["n": 1], environment: environment)
    }
  }

  @Test("The plural category is not asked for exact matches or non-finite values")
  func categoryOnlyWhenNeeded() throws {
    let calls = ICUIssueLog()
    var backend = ICUTestBackend.backend
    backend.pluralCategory = { value, locale, _ in
      calls.report(FormattingIssue(kind: .unsupportedFormatter, message: "\(value)", details: [:]))
      return ICUTestBackend.category(value, locale: locale, ordinal: false)
    }
    let context = FormattingContext(locale: "en", timeZone: "UTC")
    let environment = ICUEnvironment(context: context, backend: backend)
    let message = "{n, plural, offset:1 =5 {five} one {one} other {#}}"
    let formatter = ICUFormatter()
    #expect(try formatter.format(message, values: ["n": 5], environment: environment) == "five")
    #expect(try formatter.format(message, values: ["n": 2], environment: environment) == "one")
    #expect(
      try formatter.format(message, values: ["n": .double(.nan)], environment: environment) == "nan"
    )
    #expect(calls.all.map(\.message) == ["1.0"])
  }

  @Test("Presets come from the environment, and named presets beat built-ins")
  func presetsBeatBuiltins() throws {
    let formats = FormatPresets(
      number: ["percent": ["style": "currency", "currency": "USD"]],
      date: ["long": ["year": "numeric"], "weekday": ["weekday": "long"]],
      time: ["seconds": ["second": "2-digit"]]
    )
    let values: MessagevisorValues = ["n": 2, "d": .int(0)]
    let render = { (message: String) in
      try ICUTestEnvironment.render(message, values, formats: formats)
    }
    #expect(try render("{n, number, percent}") == "N(2|currency=USD,style=currency)")
    #expect(try render("{n, number, integer}") == "N(2|maximumFractionDigits=0)")
    #expect(try render("{d, date, long}") == "D(date|0|year=numeric)")
    #expect(try render("{d, date, weekday}") == "D(date|0|weekday=long)")
    #expect(try render("{d, time, seconds}") == "D(time|0|second=2-digit)")
    #expect(try render("{d, date, seconds}") == "D(date|0)")
    #expect(try render("{d, time, long}") == "D(time|0|timeStyle=long)")
  }

  @Test("The formatting context carries locale, currency, zone and reporter")
  func contextIsPassedThrough() throws {
    let seen = ICUIssueLog()
    var backend = ICUTestBackend.backend
    backend.formatNumber = { _, _, context in
      "\(context.locale)|\(context.currency ?? "-")|\(context.timeZone)"
    }
    backend.formatDateSkeleton = { _, skeleton, context in
      context.report(FormattingIssue(kind: .invalidFormat, message: skeleton, details: [:]))
      return context.timeZone
    }
    let context = FormattingContext(
      locale: "fr-FR", currency: "EUR", timeZone: "Asia/Tokyo", report: seen.report)
    let environment = ICUEnvironment(context: context, backend: backend)
    let output = try ICUFormatter().format(
      "{n, number} {d, time, ::Hm}", values: ["n": 1, "d": 0], environment: environment)
    #expect(output == "fr-FR|EUR|Asia/Tokyo Asia/Tokyo")
    #expect(seen.all.map(\.message) == ["Hm"])
  }
}
