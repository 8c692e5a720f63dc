import Testing

@testable import MessagevisorProject

/// Renders a node as compact JSON-like text for table-driven expectations.
///
/// Doubles always show a `.`, `e`, `inf` or `nan`, so `1` (int) and `1.0` (double) differ.
/// Strings are quoted with `\"`, `\\`, `\n`, `\t` and `\u{…}` escapes for other controls.
func render(_ node: SourceNode) -> String {
  switch node.value {
  case .null:
    return "null"
  case .bool(let value):
    return value ? "true" : "false"
  case .int(let value):
    return String(value)
  case .double(let value):
    return renderDouble(value)
  case .string(let value):
    return quoted(value)
  case .sequence(let items):
    return "[" + items.map(render).joined(separator: ",") + "]"
  case .mapping(let entries):
    let body = entries.map { quoted($0.key) + ":" + render($0.value) }
    return "{" + body.joined(separator: ",") + "}"
  }
}

private func renderDouble(_ value: Double) -> String {
  if value.isNaN {
    return "nan"
  }
  if value.isInfinite {
    return value > 0 ? "inf" : "-inf"
  }
  return String(value)
}

/// `text` in double quotes with the escapes `render` documents.
func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// Parses `text` as YAML named `t.yml` and renders the result.
func renderYAML(_ text: String) throws -> String {
  render(try YAMLParser.parse(text, file: "t.yml"))
}

/// The description of the error parsing `text` as YAML named `t.yml` throws, or nil.
func yamlErrorDescription(_ text: String) -> String? {
  do {
    _ = try YAMLParser.parse(text, file: "t.yml")
    return nil
  } catch {
    return error.description
  }
}

/// A table case: input text and the expected rendering or error description.
struct ParseCase: CustomTestStringConvertible, Sendable {
  let input: String
  let expected: String

  init(_ input: String, _ expected: String) {
    self.input = input
    self.expected = expected
  }

  var testDescription: String { quoted(input) }
}
