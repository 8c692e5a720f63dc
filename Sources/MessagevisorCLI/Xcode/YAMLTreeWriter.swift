/// Writes a `YAMLTree` as block YAML that the project's parser reads back to the same tree.
///
/// Strings are always double-quoted (with `\"`, `\\`, `\n`, `\t` and `\u` escapes for
/// control characters); keys are plain when they are simple words.
enum YAMLTreeWriter {
  /// The document text, ending with a newline.
  static func document(_ tree: YAMLTree) -> String {
    var lines: [String] = []
    write(tree, indent: "", into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ tree: YAMLTree, indent: String, into lines: inout [String]) {
    switch tree {
    case .map(let members):
      for (key, value) in members {
        let head = indent + quoteKey(key) + ":"
        if let scalar = scalar(value) {
          lines.append(head + " " + scalar)
        } else {
          lines.append(head)
          write(value, indent: indent + "  ", into: &lines)
        }
      }
    case .list(let items):
      for item in items {
        if let scalar = scalar(item) {
          lines.append(indent + "- " + scalar)
          continue
        }
        var nested: [String] = []
        write(item, indent: indent + "  ", into: &nested)
        if var first = nested.first {
          first.replaceSubrange(
            first.startIndex..<first.index(first.startIndex, offsetBy: indent.count + 2),
            with: indent + "- ")
          lines.append(first)
          lines += nested.dropFirst()
        }
      }
    default:
      lines.append(indent + (scalar(tree) ?? "null"))
    }
  }

  private static func scalar(_ tree: YAMLTree) -> String? {
    switch tree {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    case .string(let text): return quote(text)
    case .list(let items): return items.isEmpty ? "[]" : nil
    case .map(let members): return members.isEmpty ? "{}" : nil
    }
  }

  private static let reservedWords: Set<String> = [
    "true", "false", "null", "yes", "no", "on", "off", "y", "n", "~",
  ]

  private static func quoteKey(_ key: String) -> String {
    let simple =
      !key.isEmpty && key.first?.isLetter == true
      && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    return simple && !reservedWords.contains(key.lowercased()) ? key : quote(key)
  }

  /// `text` as a YAML double-quoted scalar.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFEFF
          || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
          || scalar.value == 0x2029
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
