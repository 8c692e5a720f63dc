import Messagevisor
import Testing

@testable import MessagevisorICU

@Suite("ICU number skeletons")
struct ICUNumberSkeletonTests {
  @Test(
    "Unsupported tokens are kept for evaluation",
    arguments: [
      ("made-up", "made-up"), ("compact-long", "compact-long"),
      ("currency/INVALID", "currency/INVALID"), ("currency/US", "currency/US"),
      ("currency/U1D", "currency/U1D"), ("scale/NaN", "scale/NaN"), ("scale/abc", "scale/abc"),
      ("scale/", "scale/"), (".##", ".##"), (".0#0", ".0#0"), (".", "."),
      ("percent made-up group-off", "made-up"), ("PERCENT", "PERCENT"),
      ("percent\u{2028}made-up", "made-up"), ("percent\u{A0}scale/100", "percent\u{A0}scale/100"),
      ("\u{3000}percent", "\u{3000}percent"), ("group-off\u{FEFF}", "group-off\u{FEFF}"),
    ] as [(String, String)])
  func unsupported(text: String, token: String) {
    #expect(ICUNumberSkeleton(text).unsupportedToken == token)
  }

  @Test("Supported tokens translate to options")
  func supported() {
    let skeleton = ICUNumberSkeleton("currency/usd .0# sign-always scale/1e3 group-off")
    #expect(skeleton.unsupportedToken == nil)
    #expect(skeleton.scale == 1000)
    let expected: FormatOptions = [
      "style": "currency", "currency": "usd", "minimumFractionDigits": 1,
      "maximumFractionDigits": 2, "signDisplay": "always", "useGrouping": false,
    ]
    #expect(skeleton.options == expected)
  }

  /// Later tokens overwrite; `precision-integer` replaces the whole precision, so a minimum
  /// from an earlier `.0` does not outlive it (ICU reads it so; the ICU engine agrees).
  @Test(arguments: [
    (".0 precision-integer", ["maximumFractionDigits": 0] as FormatOptions),
    ("precision-integer .00", ["minimumFractionDigits": 2, "maximumFractionDigits": 2]),
    ("group-off group-auto sign-never", ["useGrouping": true, "signDisplay": "never"]),
  ])
  func laterTokensOverwrite(_ text: String, _ expected: FormatOptions) {
    #expect(ICUNumberSkeleton(text).options == expected)
  }

  /// Tokens are separated by ICU's Pattern_White_Space, the ASCII tab to carriage return and
  /// space and U+0085, U+200E, U+200F, U+2028, U+2029 (the other spaces join a token, above).
  @Test(arguments: [
    (
      "\u{85}group-off\u{2028}group-auto\u{200E}sign-never\u{2029}",
      ["useGrouping": true, "signDisplay": "never"] as FormatOptions, 1.0
    ),
    (
      "\u{200F}percent\t.0\u{B}scale/10\u{C}",
      ["style": "percent", "minimumFractionDigits": 1, "maximumFractionDigits": 1], 10
    ),
    ("\r\nscale/100 ", [:], 100),
  ])
  func patternWhiteSpaceSeparatesTokens(_ text: String, _ options: FormatOptions, _ scale: Double) {
    let skeleton = ICUNumberSkeleton(text)
    #expect(skeleton.unsupportedToken == nil)
    #expect(skeleton.options == options)
    #expect(skeleton.scale == scale)
  }

  @Test("An empty skeleton means default options")
  func empty() {
    let skeleton = ICUNumberSkeleton("  ")
    #expect(skeleton.options.isEmpty)
    #expect(skeleton.scale == 1)
    #expect(skeleton.unsupportedToken == nil)
  }
}
