/// A translation as a translator reads it: real characters, with every invisible or
/// look-alike space or mark shown as a short bracketed name (`⟨NBSP⟩`) that a legend explains.
///
/// `examples` uses it for people; `--json` keeps the exact text.
enum TranslatorText {
  /// A marked character: its short name and what it is.
  struct Mark: Sendable, Hashable, Comparable {
    let name: String
    let scalar: Unicode.Scalar
    let meaning: String

    /// The legend line: `⟨NBSP⟩ no-break space (U+00A0)`.
    var legend: String {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      return "⟨\(name)⟩ \(meaning) (U+\(padded))"
    }

    static func < (left: Mark, right: Mark) -> Bool { left.scalar.value < right.scalar.value }
  }

  /// The characters with a name a translator knows.
  static let named: [UInt32: (String, String)] = [
    0x09: ("TAB", "tab"),
    0x0A: ("LF", "line break"),
    0x0D: ("CR", "carriage return"),
    0xA0: ("NBSP", "no-break space"),
    0xAD: ("SHY", "soft hyphen"),
    0x2007: ("FIGSP", "figure space"),
    0x2009: ("THINSP", "thin space"),
    0x200A: ("HAIRSP", "hair space"),
    0x200B: ("ZWSP", "zero-width space"),
    0x200C: ("ZWNJ", "zero-width non-joiner"),
    0x200D: ("ZWJ", "zero-width joiner"),
    0x200E: ("LRM", "left-to-right mark"),
    0x200F: ("RLM", "right-to-left mark"),
    0x202A: ("LRE", "left-to-right embedding"),
    0x202B: ("RLE", "right-to-left embedding"),
    0x202C: ("PDF", "pop directional formatting"),
    0x202F: ("NNBSP", "narrow no-break space"),
    0x2060: ("WJ", "word joiner"),
    0x2066: ("LRI", "left-to-right isolate"),
    0x2067: ("RLI", "right-to-left isolate"),
    0x2068: ("FSI", "first-strong isolate"),
    0x2069: ("PDI", "pop directional isolate"),
    0x061C: ("ALM", "Arabic letter mark"),
    0xFEFF: ("BOM", "zero-width no-break space"),
  ]

  /// `text` with every invisible character replaced by its mark, and the marks used.
  static func marked(_ text: String) -> (text: String, marks: Set<Mark>) {
    var result = ""
    var marks: Set<Mark> = []
    for scalar in text.unicodeScalars {
      guard let mark = mark(for: scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      marks.insert(mark)
      result += "⟨\(mark.name)⟩"
    }
    return (result, marks)
  }

  /// The mark of an invisible or space-like character other than U+0020; nil for the rest.
  static func mark(for scalar: Unicode.Scalar) -> Mark? {
    if let (name, meaning) = named[scalar.value] {
      return Mark(name: name, scalar: scalar, meaning: meaning)
    }
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return Mark(name: "U+" + hex, scalar: scalar, meaning: "invisible character")
    default:
      return nil
    }
  }
}
