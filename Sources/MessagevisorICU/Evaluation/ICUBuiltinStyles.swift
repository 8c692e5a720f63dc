import Messagevisor

/// The style names `{x, number|date|time, NAME}` understands when no preset has that name.
///
/// A preset of the same name wins. The runner reads these too, to tell a built-in style from
/// a preset that is missing.
package enum ICUBuiltinStyles {
  /// Number styles.
  package static let number: [String: FormatOptions] = [
    "percent": ["style": "percent"],
    "integer": ["maximumFractionDigits": 0],
  ]

  /// Date and time style names, which fall back to `dateStyle` / `timeStyle`.
  package static let dateAndTime: Set<String> = ["short", "medium", "long", "full"]

  /// The options of date or time style `name` without a preset (`dateStyle` or `timeStyle`
  /// `name`); nil when it names no built-in style.
  package static func date(_ name: String, kind: DateFormatKind) -> FormatOptions? {
    guard dateAndTime.contains(name) else { return nil }
    return [kind == .date ? "dateStyle" : "timeStyle": .string(name)]
  }

  /// Whether `name` means something for an argument of `kind` without a preset.
  package static func contains(_ name: String, kind: ICUArgumentKind) -> Bool {
    switch kind {
    case .number: return number[name] != nil
    case .date, .time: return dateAndTime.contains(name)
    default: return false
    }
  }
}
