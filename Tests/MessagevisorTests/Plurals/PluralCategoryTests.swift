import Testing

@testable import Messagevisor

struct PluralCheck: CustomTestStringConvertible, Sendable {
  let locale: String
  let value: Double
  var ordinal = false
  var options: FormatOptions = [:]
  let expected: String

  var testDescription: String {
    let kind = ordinal ? "ordinal" : "cardinal"
    return "\(locale) \(kind) \(value) \(options.keys.sorted()) → \(expected)"
  }
}

struct InvalidPluralOptions: CustomTestStringConvertible, Sendable {
  let options: FormatOptions
  let message: String

  var testDescription: String { message }
}

@Suite("messagevisorPluralCategory")
struct PluralCategoryTests {
  static let specChecks: [PluralCheck] = [
    PluralCheck(locale: "pt-PT-u-nu-latn", value: 0, expected: "other"),
    PluralCheck(locale: "pt_BR", value: 0, expected: "one"),
    PluralCheck(locale: "pt-AO", value: 0, expected: "other"),
    PluralCheck(locale: "pt-Latn-PT", value: 0, expected: "other"),
    PluralCheck(locale: "cy-GB", value: 2, expected: "two"),
    PluralCheck(locale: "ja", value: 1, expected: "other"),
    PluralCheck(locale: "ru", value: 1.5, expected: "other"),
    PluralCheck(locale: "fr", value: 1.5, expected: "one"),
    PluralCheck(locale: "en", value: -1, expected: "one"),
    PluralCheck(
      locale: "en", value: 1, options: ["minimumFractionDigits": .int(2)], expected: "other"),
    PluralCheck(
      locale: "en", value: 1, options: ["minimumSignificantDigits": .int(3)], expected: "other"),
    PluralCheck(locale: "en", value: 22, ordinal: true, expected: "two"),
    PluralCheck(locale: "en", value: 23, ordinal: true, expected: "few"),
    PluralCheck(locale: "en", value: 11, ordinal: true, expected: "other"),
    PluralCheck(locale: "en", value: 1, ordinal: true, expected: "one"),
  ]

  static let moreChecks: [PluralCheck] = [
    PluralCheck(locale: "en", value: 1, expected: "one"),
    PluralCheck(locale: "en", value: 1.5, expected: "other"),
    PluralCheck(
      locale: "en", value: 1.4, options: ["maximumFractionDigits": .int(0)], expected: "one"),
    PluralCheck(
      locale: "en", value: 1.04, options: ["maximumSignificantDigits": .int(2)], expected: "one"),
    PluralCheck(
      locale: "en", value: 1.04, options: ["maximumFractionDigits": .double(1)], expected: "one"),
    PluralCheck(
      locale: "en", value: 1.04,
      options: ["minimumSignificantDigits": .int(2), "maximumSignificantDigits": .int(2)],
      expected: "other"),
    PluralCheck(
      locale: "en", value: 1.04,
      options: ["minimumFractionDigits": .int(1), "maximumFractionDigits": .int(1)],
      expected: "other"),
    PluralCheck(
      locale: "en", value: 0.999, options: ["maximumFractionDigits": .int(2)], expected: "one"),
    PluralCheck(locale: "fr", value: 1_000_000, expected: "many"),
    PluralCheck(locale: "fr", value: 1e21, expected: "many"),
    PluralCheck(locale: "fr", value: 1_000_001, expected: "other"),
    PluralCheck(locale: "ru", value: 21, expected: "one"),
    PluralCheck(locale: "ru", value: 1e20 + 65_536, expected: "many"),
    PluralCheck(locale: "ar", value: 0, expected: "zero"),
    PluralCheck(locale: "ar", value: 103, expected: "few"),
    PluralCheck(locale: "pt-BR", value: 1.5, expected: "one"),
    PluralCheck(locale: "pt-MZ", value: 1.5, expected: "other"),
    PluralCheck(locale: "PT-pt", value: 0, expected: "other"),
    PluralCheck(locale: "de@collation=phonebook", value: 1, expected: "one"),
    PluralCheck(locale: "iw", value: 2, expected: "two"),
    PluralCheck(locale: "sh-RS", value: 21, expected: "one"),
    PluralCheck(locale: "tl", value: 4, expected: "other"),
    PluralCheck(locale: "en-GB", value: 3, ordinal: true, expected: "few"),
    PluralCheck(locale: "pt-PT", value: 1, ordinal: true, expected: "other"),
    PluralCheck(locale: "zz", value: 1, expected: "other"),
    PluralCheck(locale: "", value: 1, expected: "other"),
    PluralCheck(locale: "x-private", value: 1, expected: "other"),
  ]

  @Test("spec checks (§9.2)", arguments: specChecks)
  func specCheck(_ check: PluralCheck) throws {
    let category = try messagevisorPluralCategory(
      check.value, locale: check.locale, ordinal: check.ordinal, options: check.options)
    #expect(category == check.expected)
  }

  @Test("locale fallback, rounding and large numbers", arguments: moreChecks)
  func moreCheck(_ check: PluralCheck) throws {
    let category = try messagevisorPluralCategory(
      check.value, locale: check.locale, ordinal: check.ordinal, options: check.options)
    #expect(category == check.expected)
  }

  @Test(
    "non-finite numbers are other before options are validated",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(_ value: Double) throws {
    let invalid: FormatOptions = ["minimumFractionDigits": .int(-1)]
    #expect(try messagevisorPluralCategory(value, locale: "en", options: invalid) == "other")
    #expect(try messagevisorPluralCategory(value, locale: "en", ordinal: true) == "other")
  }

  static let invalidOptions: [InvalidPluralOptions] = [
    InvalidPluralOptions(
      options: ["minimumFractionDigits": .int(-1)],
      message: "Invalid plural option minimumFractionDigits: expected an integer from 0 to 100"),
    InvalidPluralOptions(
      options: ["minimumFractionDigits": .int(101)],
      message: "Invalid plural option minimumFractionDigits: expected an integer from 0 to 100"),
    InvalidPluralOptions(
      options: ["maximumFractionDigits": .double(1.5)],
      message: "Invalid plural option maximumFractionDigits: expected an integer from 0 to 100"),
    InvalidPluralOptions(
      options: ["maximumFractionDigits": .double(.infinity)],
      message: "Invalid plural option maximumFractionDigits: expected an integer from 0 to 100"),
    InvalidPluralOptions(
      options: ["maximumFractionDigits": .string("2")],
      message: "Invalid plural option maximumFractionDigits: expected an integer from 0 to 100"),
    InvalidPluralOptions(
      options: ["minimumFractionDigits": .int(4), "maximumFractionDigits": .int(2)],
      message:
        "Invalid plural options: minimumFractionDigits (4) exceeds maximumFractionDigits (2)"),
    InvalidPluralOptions(
      options: ["minimumSignificantDigits": .int(0)],
      message: "Invalid plural option minimumSignificantDigits: expected an integer from 1 to 21"),
    InvalidPluralOptions(
      options: ["maximumSignificantDigits": .int(22)],
      message: "Invalid plural option maximumSignificantDigits: expected an integer from 1 to 21"),
    InvalidPluralOptions(
      options: ["maximumSignificantDigits": .bool(true)],
      message: "Invalid plural option maximumSignificantDigits: expected an integer from 1 to 21"),
    InvalidPluralOptions(
      options: ["minimumSignificantDigits": .int(5), "maximumSignificantDigits": .int(3)],
      message:
        "Invalid plural options: minimumSignificantDigits (5) exceeds "
        + "maximumSignificantDigits (3)"),
  ]

  @Test("invalid digit options throw", arguments: invalidOptions)
  func invalid(_ invalid: InvalidPluralOptions) {
    #expect(throws: MessagevisorError(invalid.message)) {
      try messagevisorPluralCategory(1, locale: "en", options: invalid.options)
    }
  }

  static let validOptions: [FormatOptions] = [
    ["minimumFractionDigits": .int(100), "maximumFractionDigits": .int(100)],
    ["minimumFractionDigits": .int(4)],
    ["maximumFractionDigits": .int(0)],
    ["minimumFractionDigits": .double(2), "maximumFractionDigits": .null],
    ["minimumSignificantDigits": .int(21)],
    ["maximumSignificantDigits": .int(1)],
    ["minimumSignificantDigits": .int(1), "maximumSignificantDigits": .int(21)],
    ["style": .string("ignored"), "roundingMode": .string("floor")],
  ]

  @Test("valid digit options at their bounds are accepted", arguments: validOptions)
  func valid(_ options: FormatOptions) throws {
    let category = try messagevisorPluralCategory(2, locale: "en", options: options)
    #expect(category == "other")
  }
}
