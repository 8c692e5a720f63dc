import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XLIFF 1.2 as Xcode's "Export Localizations" writes it: `<file>` elements with
/// `source-language` and `target-language`, `<trans-unit>`s with `<source>`, `<target state>`
/// and `<note>`, and `.stringsdict` files whose unit ids are paths such as
/// `/key:dict/items:dict/one:dict/:string`.
enum XLIFFReader {
  /// One parsed `<trans-unit>`.
  struct Unit {
    var id = ""
    var source = ""
    var target: String?
    var state: String?
    var note: String?
  }

  /// One parsed `<file>`.
  struct FileElement {
    var original = ""
    var sourceLanguage = ""
    var targetLanguage: String?
    var units: [Unit] = []
  }

  /// The strings of the XLIFF document in `data`, read from `file`.
  static func read(_ data: Data, file: String) throws(XcodeImportError) -> AppleStrings {
    let elements = try parse(data, file: file)
    var strings = AppleStrings(file: file, sourceLanguage: "", entries: [], shape: .xliff)
    merge(elements, file: file, into: &strings)
    return strings
  }

  /// The `<file>` elements of `data`.
  static func parse(_ data: Data, file: String) throws(XcodeImportError) -> [FileElement] {
    let parser = XMLParser(data: data)
    let delegate = XLIFFParserDelegate()
    parser.delegate = delegate
    guard parser.parse(), delegate.failed == nil, delegate.depth == 0 else {
      throw .syntax(
        file: file, position: "\(parser.lineNumber):\(parser.columnNumber)",
        reason: delegate.depth == 0 ? "invalid XML" : "invalid XML: unclosed element")
    }
    return delegate.files
  }

  /// Adds the units of `elements` to `strings` (several XLIFF files of one `.xcloc` merge).
  static func merge(_ elements: [FileElement], file: String, into strings: inout AppleStrings) {
    var entries: [String: AppleEntry] = [:]
    for entry in strings.entries { entries[entry.key] = entry }
    for element in elements {
      if strings.sourceLanguage.isEmpty { strings.sourceLanguage = element.sourceLanguage }
      if element.original.hasSuffix(".stringsdict") {
        mergeDictionary(element, into: &entries)
        continue
      }
      for unit in element.units {
        var entry = entries[unit.id] ?? AppleEntry(key: unit.id)
        if let note = unit.note, note != "No comment provided by engineer." {
          entry.comment = note
        }
        entry.localizations[element.sourceLanguage] = AppleLocalization(
          value: .text(unit.source, state: nil))
        if let language = element.targetLanguage, let target = unit.target {
          entry.localizations[language] = AppleLocalization(
            value: .text(target, state: appleState(unit.state)))
        }
        entries[unit.id] = entry
      }
    }
    strings.entries = entries.keys.sorted().compactMap { entries[$0] }
  }

  /// The catalog state for an XLIFF `state` attribute.
  static func appleState(_ state: String?) -> String? {
    switch state {
    case nil: return nil
    case "new": return "new"
    case "needs-review-translation", "needs-translation", "needs-adaptation", "needs-l10n":
      return "needs_review"
    default: return "translated"
    }
  }

  private static func mergeDictionary(
    _ element: FileElement, into entries: inout [String: AppleEntry]
  ) {
    let sourcePlurals = PluralSamples(language: element.sourceLanguage)
    var languages = [(element.sourceLanguage, false)]
    if let target = element.targetLanguage { languages.append((target, true)) }
    for unit in element.units {
      let parts = unit.id.split(separator: "/").map { String($0) }
      guard let first = parts.first, first.hasSuffix(":dict") else { continue }
      let key = String(first.dropLast(":dict".count))
      var entry = entries[key] ?? AppleEntry(key: key)
      if let note = unit.note, note != "No comment provided by engineer." { entry.comment = note }
      for (language, isTarget) in languages {
        guard let text = isTarget ? unit.target : unit.source else { continue }
        var localization =
          entry.localizations[language] ?? AppleLocalization(value: .text("", state: nil))
        if parts.count >= 2, parts[1] == "NSStringLocalizedFormatKey:dict" {
          localization.value = .text(text, state: isTarget ? appleState(unit.state) : nil)
        } else if parts.count >= 3, parts[1].hasSuffix(":dict"), parts[2].hasSuffix(":dict") {
          let name = String(parts[1].dropLast(":dict".count))
          let category = String(parts[2].dropLast(":dict".count))
          // Units follow the target's categories; the source text of one the source language
          // does not have (Polish `few` in an English file) is only a copy of `other`.
          if !isTarget, category != "zero", !sourcePlurals.has(category) { continue }
          var substitution =
            localization.substitutions[name]
            ?? AppleSubstitution(argNum: nil, formatSpecifier: "d", forms: [:])
          substitution.forms[category] = text
          localization.substitutions[name] = substitution
        }
        entry.localizations[language] = localization
      }
      entries[key] = entry
    }
  }
}

/// Collects `<file>` and `<trans-unit>` elements for `XLIFFReader`.
private final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
  var files: [XLIFFReader.FileElement] = []
  /// Open elements; not zero at the end means the document was cut short.
  var depth = 0
  /// The first error the parser reported.
  var failed: String?
  private var unit: XLIFFReader.Unit?
  private var text: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    depth += 1
    switch elementName {
    case "file":
      files.append(
        XLIFFReader.FileElement(
          original: attributes["original"] ?? "",
          sourceLanguage: attributes["source-language"] ?? "",
          targetLanguage: attributes["target-language"]))
    case "trans-unit":
      unit = XLIFFReader.Unit(id: attributes["id"] ?? "")
    case "source", "note":
      text = ""
    case "target":
      text = ""
      unit?.state = attributes["state"]
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if failed == nil { failed = String(describing: parseError) }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    depth -= 1
    switch elementName {
    case "source": unit?.source = text ?? ""
    case "target": unit?.target = text ?? ""
    case "note": unit?.note = text
    case "trans-unit":
      if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
      unit = nil
    default:
      return
    }
    text = nil
  }
}
