/// Locale identifiers for `FuzzFormatting`: real ones, edge cases and hostile strings.
///
/// Decoding: a first byte below 0xC0 picks `identifiers`; 0xC0..<0xF0 joins a base chosen by
/// the next byte with a suffix (`-u-nu-…`, `-u-ca-…`, `-u-hc-…`, `@numbers=…`) chosen by the
/// byte after; 0xF0 and above takes a raw string from the input.
enum FuzzLocales {
  static let identifiers: [String] = [
    "en", "en-US", "en-GB", "en-IN", "de-DE", "de-CH", "fr", "fr-CA", "es-419", "pt-BR", "it",
    "nl", "sv", "fi", "pl", "ru", "uk", "cs", "tr", "el", "he", "ar", "ar-EG", "ar-SA", "fa-IR",
    "ur-PK", "hi-IN", "bn-BD", "mr", "ne", "th-TH", "my", "km", "lo", "ja-JP", "ko-KR", "zh",
    "zh-Hant-TW", "zh-Hans-CN", "sr-Latn", "sr-Cyrl", "am", "sw", "cy", "ga", "mt", "lt", "lv",
    "ja-JP-u-ca-japanese", "th-u-nu-thai-ca-buddhist", "en-u-nu-arab", "en-u-nu-roman",
    "en-u-nu-hanidec", "ar-u-nu-latn", "en-u-ca-islamic-umalqura", "en-u-ca-chinese",
    "en-u-ca-ethioaa", "en-u-hc-h11", "en-US-u-hc-h24", "ja-u-hc-h12", "de@numbers=arab",
    "en@calendar=hebrew", "ja@calendar=japanese;numbers=jpanfin", "ar@numbers=araB",
    "en-u-nu-", "en-u-ca-", "en-u-hc-", "en-u-nu-abcdefghijk", "en-u-nu-bogus",
    "en-u-ca-bogus", "en-u-hc-h99", "en-u-ca-gregory-nu-thai-hc-h23-cu-eur", "zz-Bogus", "und",
    "root", "", " ", "-", "_", "en_US", "en_US.UTF-8", "en-US-POSIX", "en-US-x-private",
    "x-private", "i-klingon", "en-", "@", "@numbers=", "en@", "en@=", "en@numbers",
    "en@numbers=;numbers=arab", "de@x=y", "en-u", "en-u-", "en-t-ja", "qaa", "ZZ", "EN-us",
    "en\u{0}US", "ü", "日本", "🙂", "not a locale!", "-u-nu-latn", "en-u-nu-latn-u-nu-arab",
    "en-" + String(repeating: "abcdefgh-", count: 200) + "x",
    String(repeating: "x", count: 5_000),
    "en-u-nu-" + String(repeating: "latn-", count: 300),
    "en@" + String(repeating: "numbers=arab;", count: 300),
    "en-u-nu-" + String(repeating: "M", count: 40) + "@MMMMlatn",
  ]

  static let bases = [
    "en", "en-US", "ar", "fa", "hi", "th", "ja", "zh-Hant", "he", "de", "ru", "", "zz", "und",
  ]

  static let suffixes = [
    "-u-nu-arab", "-u-nu-arabext", "-u-nu-roman", "-u-nu-hanidec", "-u-nu-fullwide",
    "-u-nu-mathbold", "-u-nu-", "-u-nu-zzzzzzzzz", "-u-ca-islamic", "-u-ca-chinese",
    "-u-ca-dangi", "-u-ca-japanese", "-u-ca-persian", "-u-ca-roc", "-u-ca-iso8601",
    "-u-ca-coptic", "-u-ca-", "-u-ca-gregory-hc-h23", "-u-hc-h11", "-u-hc-h12", "-u-hc-h23",
    "-u-hc-h24", "-u-hc-", "-u-hc-h25", "-u-nu-latn-ca-buddhist-hc-h24", "-u-cu-eur",
    "-u-fw-mon", "-u-rg-gbzzzz", "-u-ms-metric", "-u-tz-usnyc", "-x-y", "-t-und",
    "@numbers=arab", "@numbers=", "@numbers=ROMAN", "@calendar=islamic", "@hours=h23", "@=",
    "@calendar=" + String(repeating: "a", count: 300), "-u-nu-" + String(repeating: "a", count: 9),
  ]

  /// The locale the next bytes select.
  static func decode(_ input: inout FuzzInput) -> String {
    let selector = input.byte()
    if selector >= 0xF0 {
      return input.rawString()
    }
    if selector >= 0xC0 {
      let base = input.pick(bases)
      return input.counted(base + input.pick(suffixes))
    }
    return input.counted(identifiers[Int(selector) % identifiers.count])
  }
}
