/// Matrix expansion and `${{ name }}` substitution (build-and-cli-json §4.2).
enum MatrixExpander {
  /// One combination: variable → value.
  typealias Combination = [String: JSONValue]

  /// The cartesian product over the axes in authored order, first axis varying slowest.
  /// An empty matrix or an empty axis yields no combinations.
  static func combinations(_ matrix: JSONObject) -> [Combination] {
    guard !matrix.isEmpty else { return [] }
    var result: [Combination] = [[:]]
    for axis in matrix {
      let values = axis.value.arrayValue ?? []
      var next: [Combination] = []
      next.reserveCapacity(result.count * values.count)
      for partial in result {
        for value in values {
          var combination = partial
          combination[axis.key] = value
          next.append(combination)
        }
      }
      result = next
    }
    return result
  }

  /// Substitutes placeholders through a value; nil stands for `undefined`.
  ///
  /// Object members that become undefined vanish; array elements become `null` (as
  /// `JSON.stringify` writes them). Keys are never substituted.
  static func substitute(_ value: JSONValue, _ combination: Combination) -> JSONValue? {
    switch value {
    case .string(let text):
      return substitute(text, combination)
    case .array(let items):
      return .array(items.map { substitute($0, combination) ?? .null })
    case .object(let object):
      var result = JSONObject()
      for member in object {
        if let substituted = substitute(member.value, combination) {
          result.appendNew(member.key, substituted)
        }
      }
      return .object(result)
    default:
      return value
    }
  }

  private static func substitute(_ text: String, _ combination: Combination) -> JSONValue? {
    let placeholders = PlaceholderScanner.placeholders(in: text)
    guard !placeholders.isEmpty else { return .string(text) }
    if placeholders.count == 1, let only = placeholders.first,
      only.range.lowerBound == text.startIndex, only.range.upperBound == text.endIndex
    {
      return combination[only.name]
    }
    var output = ""
    var cursor = text.startIndex
    for placeholder in placeholders {
      output += text[cursor..<placeholder.range.lowerBound]
      output += ContextEvaluator.jsString(combination[placeholder.name])
      cursor = placeholder.range.upperBound
    }
    output += text[cursor...]
    return .string(output)
  }
}

/// Finds `${{ name }}` placeholders; the trimmed name must be non-empty and has no `}`.
enum PlaceholderScanner {
  /// One placeholder occurrence.
  struct Placeholder {
    let name: String
    let range: Range<String.Index>
  }

  /// One `${{` in a text: a placeholder, or an opening that expansion leaves as literal text
  /// (no closing `}}`, or an empty name or one with `}`).
  enum Occurrence {
    case placeholder(Placeholder)
    case malformed
  }

  static func placeholders(in text: String) -> [Placeholder] {
    occurrences(in: text).compactMap { occurrence in
      guard case .placeholder(let placeholder) = occurrence else { return nil }
      return placeholder
    }
  }

  /// Every `${{` of `text`, left to right; after an unclosed one the rest is text.
  static func occurrences(in text: String) -> [Occurrence] {
    guard mayHaveOpening(text) else { return [] }
    var result: [Occurrence] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "${{", range: searchStart..<text.endIndex) {
      guard let close = text.range(of: "}}", range: open.upperBound..<text.endIndex) else {
        result.append(.malformed)
        break
      }
      let inner = text[open.upperBound..<close.lowerBound]
      let name = String(inner).trimmingJSWhitespace()
      if name.isEmpty || inner.contains("}") {
        result.append(.malformed)
        searchStart = open.upperBound
        continue
      }
      result.append(
        .placeholder(Placeholder(name: name, range: open.lowerBound..<close.upperBound)))
      searchStart = close.upperBound
    }
    return result
  }

  /// False when `text` has no `${{` in its UTF-8, so the search below cannot find one.
  ///
  /// Nearly every text of a spec has none, and asking Foundation (`contains`) cost about
  /// 7,500 instructions per text: a tenth of listing project-1's tests.
  private static func mayHaveOpening(_ text: String) -> Bool {
    var run = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "{"), run > 0 {
        run += 1
        if run == 3 { return true }
      } else {
        run = byte == UInt8(ascii: "$") ? 1 : 0
      }
    }
    return false
  }
}
