/// The reversible rule between Apple keys and message keys.
///
/// Letters and digits stay; a space becomes `-`; every other character (including `-`, `_`
/// and `%`) becomes `_` and the two upper-case hex digits of each of its UTF-8 bytes
/// (`%@` → `_25_40`). In a key of dotted words (`settings.title`: letters, digits, `_` and
/// `-` between single dots) the dots split the key into folders (`settings/title.yml`); in any
/// other key (`Hello.`, `a..b`, `%.1f`) every dot is encoded as `_2E`. Decoding joins the
/// segments with dots and reverses the escapes, so two different Apple keys never share a
/// message key.
enum AppleKeyMapping {
  /// The message key segments for `appleKey`, or nil when it is empty.
  static func segments(for appleKey: String) -> [String]? {
    guard !appleKey.isEmpty else { return nil }
    let parts = appleKey.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let word: (String) -> Bool = { part in
      !part.isEmpty
        && part.unicodeScalars.allSatisfy {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }
    if parts.count > 1, parts.allSatisfy(word) {
      return parts.map { encode($0) }
    }
    return [encode(appleKey)]
  }

  /// The message key for `appleKey`, joined with `separator`.
  static func messageKey(for appleKey: String, separator: String = ".") -> String? {
    segments(for: appleKey)?.joined(separator: separator)
  }

  /// The Apple key a message key came from (the inverse of `messageKey`).
  static func appleKey(for messageKey: String, separator: String = ".") -> String {
    messageKey.components(separatedBy: separator).map(decode).joined(separator: ".")
  }

  private static func encode(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if scalar == " " {
        result += "-"
      } else {
        for byte in String(scalar).utf8 {
          result += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
      }
    }
    return result
  }

  private static func decode(_ segment: String) -> String {
    var bytes: [UInt8] = []
    let characters = Array(segment.utf8)
    var index = 0
    while index < characters.count {
      let byte = characters[index]
      if byte == UInt8(ascii: "_"), index + 2 < characters.count,
        let value = UInt8(
          String(decoding: characters[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index += 3
      } else if byte == UInt8(ascii: "-") {
        bytes.append(UInt8(ascii: " "))
        index += 1
      } else {
        bytes.append(byte)
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
