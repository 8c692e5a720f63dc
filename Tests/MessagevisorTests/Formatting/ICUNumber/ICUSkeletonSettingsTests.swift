import Testing

@testable import Messagevisor

/// `ICUSkeletonSettings.lastWins`: a token a later token overwrites becomes spaces of its
/// length (so ICU's error offsets still point into the author's text); anything else stays.
struct ICUSkeletonSettingsTests {
  @Test(arguments: [
    (".00## .0", "      .0"),
    ("precision-integer .00", "                  .00"),
    ("@@# .00 precision-unlimited", "        precision-unlimited"),
    ("sign-always +_", "            +_"),
    ("()! sign-negative", "    sign-negative"),
    ("group-off ,?", "          ,?"),
    ("percent currency/EUR .00", "        currency/EUR .00"),
    ("measure-unit/length-meter permille", "                          permille"),
    ("compact-short EE+!00", "              EE+!00"),
    ("rounding-mode-up rounding-mode-floor", "                 rounding-mode-floor"),
    ("unit-width-short unit-width-narrow", "                 unit-width-narrow"),
    ("integer-width/00 000", "                 000"),
    ("latin numbering-system/arab", "      numbering-system/arab"),
    ("scale/10 scale/100", "         scale/100"),
    ("decimal-always decimal-auto", "               decimal-auto"),
    ("percent %x100", "        %x100"),
    ("percent\u{2028}percent", "       \u{2028}percent"),
  ])
  func earlierTokensOfASettingAreBlanked(_ skeleton: String, _ expected: String) {
    #expect(ICUSkeletonSettings.lastWins(skeleton) == expected)
  }

  @Test(arguments: [
    "currency/EUR .00 group-off sign-always",
    "%x100 scale/10",
    "made-up made-up",
    "percent\u{A0}percent",
    "é percent",
    "",
    "   ",
  ])
  func skeletonsWithoutOverwritesStayAsWritten(_ skeleton: String) {
    #expect(ICUSkeletonSettings.lastWins(skeleton) == skeleton)
  }

  /// ICU separates tokens with `Pattern_White_Space`, so every member separates them here,
  /// whatever its UTF-8 width, and stays as written after a blanked token.
  @Test(arguments: PatternWhiteSpaceTests.members)
  func patternWhiteSpaceSeparatesTokens(_ separator: Unicode.Scalar) {
    let skeleton = "group-off\(separator)group-auto"
    #expect(ICUSkeletonSettings.lastWins(skeleton) == "         \(separator)group-auto")
  }

  /// Other spaces and U+FEFF are inside a token (ICU refuses it whole), so nothing is blanked.
  @Test(arguments: PatternWhiteSpaceTests.nonMembers)
  func otherCharactersJoinTokens(_ character: Unicode.Scalar) {
    let skeleton = "group-off\(character)group-auto"
    #expect(ICUSkeletonSettings.lastWins(skeleton) == skeleton)
  }

  @Test(arguments: [
    ("E0", true), ("EE00", true), ("E+?0", true), ("E", false), ("EE+!", false), ("Ex", false),
    ("0000", true), ("00x", false),
  ])
  func conciseTokensAreRecognised(_ token: String, _ known: Bool) {
    #expect(ICUSkeletonSettings.settings(of: Substring(token)).isEmpty == !known)
  }
}
