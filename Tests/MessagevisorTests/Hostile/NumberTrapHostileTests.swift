import Foundation
import Messagevisor
import Testing

/// Number options that trapped in Linux Foundation, on both engines.
///
/// Found by FuzzFormatting (seeds `crash-engineering-roman-plus`,
/// `crash-engineering-roman-never`, `crash-currency-increment-digits`) while numbers still went
/// through Foundation. Each case runs in its own process, because the failure was a trap, not a
/// throw; each runs on the ICU engine and on the Foundation engine, where both traps are now
/// fixed (the sign fix reads the optional symbols, pre-rounding skips precision a `Double`
/// cannot hold).
/// - `notation: engineering` with a sign display that edits the prefixes (`always`,
///   `exceptZero`, `never`) and the algorithmic `roman` numbering system (option, `-u-nu-roman`
///   or `@numbers=roman`): `NumberFormatterFactory.applySign` reads `plusSign` /
///   `positivePrefix` or `minusSign` / `negativePrefix`, which are nil there, through their
///   implicitly unwrapped types (NumberFormatterFactory.swift:119 and :122).
/// - `style: currency` with a `roundingIncrement` and a large `maximumFractionDigits` (29, 30,
///   100; not 28 or 50) on a non-zero value: `NumberPreRounding.round` calls
///   `NumberFormatter.string(from:)` on a POSIX formatter whose increment is 5e-29, and Foundation
///   traps inside it (SIGILL, no message; NumberPreRounding.swift:35).
@Suite(
  "Number options that trap", .enabled(if: FormattingEngineKind.platformDefault == .icu))
struct NumberTrapHostileTests {
  @Test("Engineering notation with a plus sign in roman numerals returns or throws")
  func engineeringRomanPlus() async {
    await #expect(processExitsWith: .success) {
      formatsOrThrows(
        ["notation": "engineering", "signDisplay": "always"], locale: "en-u-nu-roman")
    }
  }

  @Test("Engineering notation without signs in roman numerals returns or throws")
  func engineeringRomanNever() async {
    await #expect(processExitsWith: .success) {
      formatsOrThrows(
        ["notation": "engineering", "signDisplay": "never", "numberingSystem": "roman"],
        locale: "en", value: -1)
    }
  }

  @Test("A currency increment with 30 fraction digits returns or throws")
  func currencyIncrementDigits() async {
    await #expect(processExitsWith: .success) {
      formatsOrThrows(
        [
          "style": "currency", "currency": "EUR", "maximumFractionDigits": .int(30),
          "roundingIncrement": .int(5),
        ],
        locale: "en", value: 0.3)
    }
  }
}

/// Formats on both engines; a returned string or a thrown `MessagevisorError` is a clean exit.
private func formatsOrThrows(_ options: FormatOptions, locale: String, value: Double = 1) {
  for engine in FormattingEngineKind.allCases {
    let context = FormattingContext(locale: locale, timeZone: "UTC", engine: engine)
    _ = try? MessagevisorFormatting.formatNumber(value, options: options, context: context)
  }
}
