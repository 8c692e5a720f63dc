/// Writes entries as XLIFF 1.2 the way Xcode's "Export Localizations" lays it out: for each
/// target language a `Localizable.strings` `<file>` with one `<trans-unit>` per key
/// (`<source>`, `<target state>`, `<note>`), and a `Localizable.stringsdict` `<file>` whose
/// units carry plural forms under ids such as `/key:dict/count:dict/one:dict/:string`.
///
/// Device variations have no XLIFF form; their `other` text is written and `warnings` says so.
struct XLIFFWriter {
  /// The development language.
  let sourceLanguage: String
  /// What could not be written, naming the key.
  private(set) var warnings: [String] = []

  init(sourceLanguage: String) {
    self.sourceLanguage = sourceLanguage
  }

  private static let noComment = "No comment provided by engineer."

  /// The document for `entries` translated into `targets`.
  mutating func document(_ entries: [AppleEntry], targets: [String]) -> String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
        + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
        + "xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 "
        + "http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">",
    ]
    var reported: Set<String> = []
    for target in targets {
      var plain: [String] = []
      var plural: [String] = []
      for entry in entries {
        guard let source = entry.localizations[sourceLanguage],
          let translated = entry.localizations[target]
        else { continue }
        let note = entry.comment ?? Self.noComment
        let sourceValue = base(source.value)
        let targetValue = base(translated.value)
        if (isDevice(source.value) || isDevice(translated.value))
          && reported.insert(entry.key).inserted
        {
          warnings.append(
            "key \"\(entry.key)\": device variations have no XLIFF form; wrote \"other\"")
        }
        if case .text(let sourceText, _) = sourceValue,
          case .text(let targetText, let state) = targetValue,
          source.substitutions.isEmpty, translated.substitutions.isEmpty
        {
          plain += unit(
            id: entry.key, source: sourceText, target: targetText, state: state, note: note)
          continue
        }
        plural += dictionaryUnits(
          entry, source: (sourceValue, source.substitutions),
          target: (targetValue, translated.substitutions), note: note)
      }
      lines += file("Localizable.strings", target: target, units: plain)
      if !plural.isEmpty { lines += file("Localizable.stringsdict", target: target, units: plural) }
    }
    lines.append("</xliff>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func isDevice(_ value: AppleValue) -> Bool {
    if case .device = value { return true }
    return false
  }

  private func base(_ value: AppleValue) -> AppleValue {
    if case .device(let forms) = value { return forms["other"] ?? .text("", state: nil) }
    return value
  }

  private func file(_ name: String, target: String, units: [String]) -> [String] {
    [
      "  <file original=\"\(sourceLanguage).lproj/\(name)\" "
        + "source-language=\"\(escape(sourceLanguage))\" "
        + "target-language=\"\(escape(target))\" datatype=\"plaintext\">",
      "    <header>",
      "      <tool tool-id=\"messagevisor-swift\" tool-name=\"messagevisor-swift\" "
        + "tool-version=\"\(MessagevisorCLI.version)\"/>",
      "    </header>",
      "    <body>",
    ] + units + ["    </body>", "  </file>"]
  }

  private func unit(id: String, source: String, target: String, state: String?, note: String)
    -> [String]
  {
    [
      "      <trans-unit id=\"\(escape(id))\" xml:space=\"preserve\">",
      "        <source>\(escape(source))</source>",
      "        <target state=\"\(xliffState(state))\">\(escape(target))</target>",
      "        <note>\(escape(note))</note>",
      "      </trans-unit>",
    ]
  }

  /// A plural value as `.stringsdict` units: the format key, then each form.
  private func dictionaryUnits(
    _ entry: AppleEntry, source: (AppleValue, [String: AppleSubstitution]),
    target: (AppleValue, [String: AppleSubstitution]), note: String
  ) -> [String] {
    let sourceRules = rules(source.0, source.1)
    let targetRules = rules(target.0, target.1)
    let prefix = "/" + entry.key + ":dict/"
    var result = unit(
      id: prefix + "NSStringLocalizedFormatKey:dict/:string", source: sourceRules.format,
      target: targetRules.format, state: target.0.state, note: note)
    for name in targetRules.forms.keys.sorted() {
      let forms = targetRules.forms[name] ?? [:]
      let sourceForms = sourceRules.forms[name] ?? [:]
      for category in AppleToICUConverter.categoryOrder {
        guard let text = forms[category] else { continue }
        result += unit(
          id: prefix + name + ":dict/" + category + ":dict/:string",
          source: sourceForms[category] ?? sourceForms["other"] ?? text, target: text,
          state: target.0.state, note: note)
      }
    }
    return result
  }

  /// The format key and forms by rule name of a value.
  private func rules(_ value: AppleValue, _ substitutions: [String: AppleSubstitution]) -> (
    format: String, forms: [String: [String: String]]
  ) {
    var forms: [String: [String: String]] = [:]
    for (name, substitution) in substitutions {
      forms[name] = substitution.forms.mapValues {
        $0.replacingOccurrences(of: "%arg", with: "%" + substitution.formatSpecifier)
      }
    }
    switch value {
    case .text(let text, _):
      return (text, forms)
    case .plural(let variations):
      var texts: [String: String] = [:]
      for (category, form) in variations {
        if case .text(let text, _) = form { texts[category] = text }
      }
      let position = AppleToICUConverter.pluralPosition(texts)
      let name = "arg\(position)"
      forms[name] = texts
      return ("%\(position)$#@\(name)@", forms)
    case .device:
      return ("", forms)
    }
  }

  private func xliffState(_ state: String?) -> String {
    switch state {
    case "needs_review": return "needs-review-translation"
    case "new": return "new"
    default: return "translated"
    }
  }

  private func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
