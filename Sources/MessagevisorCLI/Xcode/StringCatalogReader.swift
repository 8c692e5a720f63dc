import Foundation

/// Reads a `.xcstrings` String Catalog into `AppleStrings`.
///
/// Invalid JSON is a syntax error with the line and column; a value of the wrong type names
/// the key. A key without a value in the source language (Xcode leaves it out when the key is
/// the text) gets the key itself as its source-language text.
enum StringCatalogReader {
  /// Decodes `data` read from `file`.
  static func read(_ data: Data, file: String) throws(XcodeImportError) -> AppleStrings {
    let catalog = try decode(data, file: file)
    var entries: [AppleEntry] = []
    for key in catalog.strings.keys.sorted() {
      guard let raw = catalog.strings[key] else { continue }
      var entry = AppleEntry(
        key: key, comment: raw.comment, shouldTranslate: raw.shouldTranslate ?? true,
        extractionState: raw.extractionState)
      for (language, localization) in raw.localizations ?? [:] {
        entry.localizations[language] = try convert(localization, key: key, file: file)
      }
      if entry.localizations[catalog.sourceLanguage] == nil {
        entry.localizations[catalog.sourceLanguage] = AppleLocalization(
          value: .text(key, state: nil))
      }
      entries.append(entry)
    }
    return AppleStrings(file: file, sourceLanguage: catalog.sourceLanguage, entries: entries)
  }

  /// The catalog in `data`, or a positioned syntax error.
  static func decode(_ data: Data, file: String) throws(XcodeImportError) -> StringCatalog {
    do {
      _ = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .syntax(file: file, position: position(of: error, in: data), reason: "invalid JSON")
    }
    do {
      return try JSONDecoder().decode(StringCatalog.self, from: data)
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      throw shapeError(context, file: file)
    } catch let DecodingError.keyNotFound(missing, context) {
      var error = shapeError(context, file: file)
      if case .shape(let file, let key, _) = error {
        error = .shape(file: file, key: key, reason: "\"\(missing.stringValue)\" is missing")
      }
      throw error
    } catch {
      throw .shape(file: file, key: nil, reason: "not a String Catalog")
    }
  }

  private static func shapeError(_ context: DecodingError.Context, file: String)
    -> XcodeImportError
  {
    let path = context.codingPath.map(\.stringValue)
    let key = path.count >= 2 && path[0] == "strings" ? path[1] : nil
    let rest = path.count >= 2 && path[0] == "strings" ? Array(path.dropFirst(2)) : path
    return .shape(
      file: file, key: key,
      reason: "unexpected value at \(rest.isEmpty ? "top level" : rest.joined(separator: "."))")
  }

  /// `line:column` of a JSONSerialization error, from the byte index it reports.
  static func position(of error: any Error, in data: Data) -> String? {
    let info = (error as NSError).userInfo
    var index =
      (info["NSJSONSerializationErrorIndex"] as? Int)
      ?? (info["NSJSONSerializationErrorIndex"] as? NSNumber)?.intValue
    // Linux Foundation says "… around character 73." instead.
    if index == nil, let text = info[NSDebugDescriptionErrorKey] as? String,
      let range = text.range(of: "around character ")
    {
      index = Int(text[range.upperBound...].prefix { $0.isNumber })
    }
    guard let index else {
      return data.isEmpty ? "1:1" : nil
    }
    var line = 1
    var column = 1
    for byte in data.prefix(index) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "\(line):\(column)"
  }

  private static func convert(
    _ localization: StringCatalog.Localization, key: String, file: String
  ) throws(XcodeImportError) -> AppleLocalization {
    let value = try value(
      unit: localization.stringUnit, variations: localization.variations, key: key, file: file)
    var substitutions: [String: AppleSubstitution] = [:]
    for (name, raw) in localization.substitutions ?? [:] {
      guard let plural = raw.variations?.plural else {
        throw .shape(file: file, key: key, reason: "substitution \"\(name)\" has no plural forms")
      }
      var forms: [String: String] = [:]
      for (category, form) in plural {
        guard let text = form.stringUnit?.value else {
          throw .shape(
            file: file, key: key,
            reason: "substitution \"\(name)\" form \"\(category)\" has no string unit")
        }
        forms[category] = text
      }
      substitutions[name] = AppleSubstitution(
        argNum: raw.argNum, formatSpecifier: raw.formatSpecifier ?? "lld", forms: forms)
    }
    return AppleLocalization(value: value, substitutions: substitutions)
  }

  private static func value(
    unit: StringCatalog.StringUnit?, variations: StringCatalog.Variations?, key: String,
    file: String
  ) throws(XcodeImportError) -> AppleValue {
    if let plural = variations?.plural {
      return .plural(try forms(plural, key: key, file: file))
    }
    if let device = variations?.device {
      return .device(try forms(device, key: key, file: file))
    }
    guard let unit else {
      throw .shape(file: file, key: key, reason: "a localization has no string unit")
    }
    return .text(unit.value, state: unit.state)
  }

  private static func forms(
    _ forms: [String: StringCatalog.Variation], key: String, file: String
  ) throws(XcodeImportError) -> [String: AppleValue] {
    var result: [String: AppleValue] = [:]
    for (name, form) in forms {
      result[name] = try value(
        unit: form.stringUnit, variations: form.variations, key: key, file: file)
    }
    return result
  }
}
