import Foundation

/// Reads one language of the older format: `Name.strings` (`"key" = "value";` with `/* … */`
/// comments) together with `Name.stringsdict` next to it (plural rules as a property list).
enum StringsFileReader {
  /// Reads the `.strings` and/or `.stringsdict` at `path` and its sibling.
  static func read(path: String, language given: String?) throws -> AppleStrings {
    let base = (path as NSString).deletingPathExtension
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    let name = (path as NSString).lastPathComponent
    let language: String
    if let given {
      language = given
    } else if folder.hasSuffix(".lproj") {
      language = String(folder.dropLast(".lproj".count))
    } else {
      throw XcodeImportError.shape(
        file: name, key: nil, reason: "not in an xx.lproj folder; pass --language")
    }
    var entries: [String: AppleEntry] = [:]
    let stringsPath = base + ".strings"
    if FileManager.default.fileExists(atPath: stringsPath) {
      let file = (stringsPath as NSString).lastPathComponent
      for (key, value, comment) in try StringsFileParser.parse(
        NamedFile.read(stringsPath), file: file)
      {
        var entry = AppleEntry(key: key, comment: comment)
        entry.localizations[language] = AppleLocalization(value: .text(value, state: nil))
        entries[key] = entry
      }
    }
    let dictPath = base + ".stringsdict"
    if FileManager.default.fileExists(atPath: dictPath) {
      let file = (dictPath as NSString).lastPathComponent
      for (key, localization) in try dictionary(NamedFile.read(dictPath), file: file) {
        var entry = entries[key] ?? AppleEntry(key: key)
        entry.localizations[language] = localization
        entries[key] = entry
      }
    }
    return AppleStrings(
      file: name, sourceLanguage: language,
      entries: entries.keys.sorted().compactMap { entries[$0] }, shape: .strings)
  }

  /// The entries of a `.stringsdict` property list.
  static func dictionary(_ data: Data, file: String) throws(XcodeImportError)
    -> [(String, AppleLocalization)]
  {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw .syntax(file: file, position: nil, reason: "not a property list")
    }
    guard let entries = root as? [String: Any] else {
      throw .shape(file: file, key: nil, reason: "the top level is not a dictionary")
    }
    var result: [(String, AppleLocalization)] = []
    for key in entries.keys.sorted() {
      guard let rules = entries[key] as? [String: Any],
        let format = rules["NSStringLocalizedFormatKey"] as? String
      else {
        throw .shape(file: file, key: key, reason: "no NSStringLocalizedFormatKey")
      }
      var substitutions: [String: AppleSubstitution] = [:]
      for name in rules.keys.sorted() where name != "NSStringLocalizedFormatKey" {
        guard let rule = rules[name] as? [String: Any] else { continue }
        let type = rule["NSStringFormatSpecTypeKey"] as? String
        guard type == "NSStringPluralRuleType" else {
          throw .shape(
            file: file, key: key,
            reason:
              "rule \"\(name)\" has type \(type ?? "none"); only NSStringPluralRuleType is read")
        }
        var forms: [String: String] = [:]
        for category in AppleToICUConverter.categoryOrder {
          if let text = rule[category] as? String { forms[category] = text }
        }
        substitutions[name] = AppleSubstitution(
          argNum: nil, formatSpecifier: rule["NSStringFormatValueTypeKey"] as? String ?? "d",
          forms: forms)
      }
      result.append(
        (key, AppleLocalization(value: .text(format, state: nil), substitutions: substitutions)))
    }
    return result
  }
}
