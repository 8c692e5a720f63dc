import Messagevisor

/// Warnings for the options of format presets (project-format §4.7), one per problem, each at
/// the position of the option it is about.
///
/// Upstream's builder copies presets as opaque JSON and `Intl` ignores an option it does not
/// know, so a project that loads upstream must load here too: a mistyped option or value is a
/// warning, never an error. The rules are the SDK's (`FormatPresetRules`), applied to the
/// values the datafile will carry, so loading and formatting cannot disagree. For example:
///
///     locales/en.yml:6:30: unknown option "minimumFractionDigit" in formats.number.money;
///     did you mean "minimumFractionDigits"?
///
/// (one line), and `invalid value "curency" of option "style" in formats.number.money: style
/// must be one of decimal, percent, currency, unit, scientific; did you mean "currency"?` at
/// the value. An option another one requires (`unit` for `style: unit`) is reported at the
/// preset's name as `invalid option "unit" in formats.number.distance: …`.
struct FormatPresetCheck {
  /// Where the presets are: `formats`, or `formats.<locale>` in a target.
  let field: String

  /// Appends the warnings for the presets of `node` that `warnings` does not hold yet, so the
  /// matrix cases of one item report a problem once.
  ///
  /// `node` is a `formats` mapping whose shape is valid. `value` is what the listing carries:
  /// the authored mapping, or one matrix case's substitution (nil when it is undefined); its
  /// values are checked, the positions are the authored ones.
  func report(_ node: SourceNode, value: JSONValue?, into warnings: inout [String]) {
    for warning in self.warnings(node, value: value) where !warnings.contains(warning) {
      warnings.append(warning)
    }
  }

  /// The warnings for the presets of `node`, with values from `value`, in authored order.
  func warnings(_ node: SourceNode, value: JSONValue?) -> [String] {
    guard case .mapping(let families) = node.value, let object = value?.objectValue else {
      return []
    }
    var result: [String] = []
    for family in families {
      guard let kind = FormatPresetRules.Family(presetFamily: family.key),
        case .mapping(let styles) = family.value.value,
        let presets = object[family.key]?.objectValue
      else { continue }
      for style in styles {
        guard let options = presets[style.key]?.objectValue else { continue }
        let preset = Preset(
          entry: style, options: options, path: "\(field).\(family.key).\(style.key)")
        result += preset.warnings(kind)
      }
    }
    return result
  }
}

/// One preset being checked: its authored entry, its options as carried, and its path.
private struct Preset {
  let entry: SourceEntry
  let options: JSONObject
  /// `formats.<family>.<style>` (with the locale in a target).
  let path: String

  /// The warnings for the options as a `family` preset, in authored order.
  func warnings(_ family: FormatPresetRules.Family) -> [String] {
    let issues = FormatPresetRules.issues(DatafileConversion.valueMap(options), family: family)
    let located = issues.enumerated().map { index, issue in
      let (position, text) = locate(issue)
      return (order: (position.offset, index), text: "\(position): \(text)")
    }
    return located.sorted { $0.order < $1.order }.map(\.text)
  }

  /// Where `issue` is reported and what it says.
  private func locate(_ issue: FormatOptionIssue) -> (SourcePosition, String) {
    let authored = Self.entry(issue.option, in: entry.value)
    switch (issue.kind, authored, options[issue.option]) {
    case (.unknownOption, _, _):
      let hint = Self.hint(issue.option, issue.candidates)
      let position = authored?.keyPosition ?? entry.keyPosition
      return (position, "unknown option \"\(issue.option)\" in \(path)\(hint)")
    case (.invalidValue, let authored?, let value?):
      let hint = value.stringValue.map { Self.hint($0, issue.candidates) } ?? ""
      let shown = JSONWriter.compact(value)
      return (
        authored.value.position,
        "invalid value \(shown) of option \"\(issue.option)\" in \(path): \(issue.reason)\(hint)"
      )
    case (.invalidValue, _, _):
      return (entry.keyPosition, "invalid option \"\(issue.option)\" in \(path): \(issue.reason)")
    }
  }

  /// The last entry named `key` of a mapping node (the one whose value is carried).
  private static func entry(_ key: String, in node: SourceNode) -> SourceEntry? {
    guard case .mapping(let entries) = node.value else { return nil }
    return entries.last { $0.key == key }
  }

  /// `; did you mean "…"?` when a candidate is close to `word`, else nothing.
  private static func hint(_ word: String, _ candidates: [String]) -> String {
    guard let suggestion = DidYouMean.suggestion(for: word, among: candidates) else {
      return ""
    }
    return "; did you mean \"\(suggestion)\"?"
  }
}
