/// Swift source text for literal values.
enum SwiftLiteral {
  /// A double-quoted string literal with `\`, `"` and control characters escaped.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F
          || scalar.properties.generalCategory
            == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
