/// How expected and actual strings are compared and shown.
enum TextComparison {
  /// Equal, optionally treating U+0020, U+00A0 and U+202F as the same character.
  static func equal(_ expected: String, _ actual: String, normalizeSpaces: Bool) -> Bool {
    guard normalizeSpaces else { return expected == actual }
    return normalize(expected) == normalize(actual)
  }

  /// The note for a failure that `--normalizeSpaces` would pass.
  static let onlySpacesHint =
    "hint: the texts differ only in space characters (U+0020, U+00A0, U+202F); write the"
    + " expected no-break spaces as YAML escapes (\"\\u00A0\") or pass --normalizeSpaces"

  /// Maps no-break and narrow no-break spaces to a plain space.
  static func normalize(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0xA0, 0x202F: scalars.append(" ")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// A quoted rendering where invisible and non-ASCII space characters are escaped.
  static func visible(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      result += escape(scalar)
    }
    return result + "\""
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x22: return "\\\""
    case 0x5C: return "\\\\"
    case 0x0A: return "\\n"
    case 0x09: return "\\t"
    case 0x0D: return "\\r"
    case 0x00..<0x20, 0x7F..<0xA1, 0xAD, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F,
      0xFEFF:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return String(scalar)
    }
  }
}
