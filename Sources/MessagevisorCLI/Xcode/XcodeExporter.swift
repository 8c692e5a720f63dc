import Foundation
import MessagevisorProject

/// Turns a target's messages into Apple values per locale, for the catalog and XLIFF writers.
///
/// Each message becomes one catalog key (`AppleKeyMapping.appleKey`), its description the
/// comment (with an `Arguments:` line naming the printf positions), its translation states
/// catalog states, and device overrides device variations. What cannot be expressed is a
/// warning naming the message.
struct XcodeExporter {
  /// The source language.
  let sourceLanguage: String
  /// The exported locales, source first.
  let locales: [String]
  /// The entries, sorted by key.
  private(set) var entries: [AppleEntry] = []
  /// `message "key": …` warnings.
  private(set) var warnings: [String] = []

  init(messages: [ExportedMessage], locales: [String], sourceLanguage: String) {
    self.sourceLanguage = sourceLanguage
    self.locales = [sourceLanguage] + locales.filter { $0 != sourceLanguage }
    for message in messages { export(message) }
    entries.sort { $0.key < $1.key }
  }

  private mutating func export(_ message: ExportedMessage) {
    var byLocale = Dictionary(message.translations, uniquingKeysWith: { first, _ in first })
    if byLocale[sourceLanguage] == nil, let first = locales.lazy.compactMap({ byLocale[$0] }).first
    {
      // Xcode shows the key where the source language has no text; give it the first one.
      byLocale[sourceLanguage] = first
      warnings.append(
        "message \"\(message.key)\": no \(sourceLanguage) text; exported the first translation "
          + "as the source text")
    }
    var names: [String] = []
    let ordered = (byLocale[sourceLanguage].map { [$0] } ?? []) + message.translations.map(\.1)
    for text in ordered {
      for name in ICUToAppleConverter.argumentNames(text) where !names.contains(name) {
        names.append(name)
      }
    }
    var positions: [String: Int] = [:]
    for (index, name) in names.enumerated() { positions[name] = index + 1 }
    var problems: [String] = []
    var entry = AppleEntry(key: AppleKeyMapping.appleKey(for: message.key))
    entry.shouldTranslate = message.shouldTranslate
    entry.extractionState = "manual"
    var argumentNames: [Int: String] = [:]
    for (name, position) in positions where name != "arg\(position)" {
      argumentNames[position] = name
    }
    entry.comment = MessageComment.text(description: message.description, names: argumentNames)
    for locale in locales {
      guard let text = byLocale[locale] else { continue }
      let converter = ICUToAppleConverter(
        positions: positions, plurals: PluralSamples(language: locale))
      let state = Self.appleState(message.states[locale])
      let base = converter.convert(text, state: state)
      problems += base.problems
      var localization = AppleLocalization(value: base.value, substitutions: base.substitutions)
      if !message.devices.isEmpty {
        var forms: [String: AppleValue] = ["other": base.value]
        for (device, texts) in message.devices {
          guard let deviceText = texts[locale] else { continue }
          let converted = converter.convert(deviceText, state: state)
          problems += converted.problems
          forms[device] = converted.value
          localization.substitutions.merge(converted.substitutions) { first, _ in first }
        }
        localization.value = .device(forms)
      }
      entry.localizations[locale] = localization
    }
    for override in message.otherOverrides {
      warnings.append(
        "message \"\(message.key)\": override \"\(override)\" has conditions a catalog cannot "
          + "hold; left out")
    }
    for problem in Set(problems).sorted() {
      warnings.append("message \"\(message.key)\": \(problem) cannot be expressed; approximated")
    }
    entries.append(entry)
  }

  /// The catalog state of a translation status (none means translated).
  static func appleState(_ status: String?) -> String {
    status == "draft" ? "needs_review" : "translated"
  }
}
