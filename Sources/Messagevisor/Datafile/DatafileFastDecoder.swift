import Foundation

/// Decodes a datafile with its `translations` parsed by `StringMapParser`, its `formats` by
/// `FormatPresetsParser` when it can, the rest by `JSONDecoder`.
///
/// A large datafile is nearly all translations, and `JSONDecoder` spends most of a load on
/// them (building its value tree, then a keyed container per member). Here the shape scan's
/// member spans (`ShapeScanner.spans`) split the text: the translations object goes to the
/// string-map parser, and every other member, copied verbatim into a small JSON object, goes
/// to `JSONDecoder` as before. Any doubt (a repeated `translations` member, a value the parser
/// does not take, an error decoding the rest) returns nil, and the caller decodes the whole
/// text with `JSONDecoder`, so results and error reports stay exactly those of `JSONDecoder`.
enum DatafileFastDecoder {
  static let translationsKey = "translations"
  static let formatsKey = "formats"

  /// The datafile the scanned bytes hold, or nil when the caller must use `JSONDecoder`.
  static func decode(_ scanner: ShapeScanner) -> DatafileContent? {
    let spans = scanner.spans
    guard let translations = onlySpan(translationsKey, in: spans) else { return nil }
    let parsed = scanner.bytes.withUnsafeBufferPointer { bytes in
      let parser = StringMapParser(
        bytes, range: translations.value, expected: translations.strings / 2)
      return parser.parse()
    }
    guard let parsed else { return nil }
    let formats = parsedFormats(scanner, spans: spans)
    let skipped = formats == nil ? [translationsKey] : [translationsKey, formatsKey]
    guard var decoded = decodeRest(scanner, spans: spans, skipping: skipped) else { return nil }
    decoded.translations = parsed
    if let formats {
      decoded.formats = formats
    }
    return decoded
  }

  /// The `formats` member parsed by `FormatPresetsParser`; nil when there is none, more than
  /// one, or the parser gives up (`JSONDecoder` then decodes it with the rest).
  private static func parsedFormats(_ scanner: ShapeScanner, spans: [ShapeSpan])
    -> FormatPresets?
  {
    guard let formats = onlySpan(formatsKey, in: spans) else { return nil }
    return scanner.bytes.withUnsafeBufferPointer { bytes in
      let parser = FormatPresetsParser(bytes, range: formats.value)
      return parser.parse()
    }
  }

  /// The member named `key`, nil when there is none or more than one (`JSONDecoder` keeps
  /// the first of repeated members; the parsers leave that to it).
  private static func onlySpan(_ key: String, in spans: [ShapeSpan]) -> ShapeSpan? {
    let named = spans.filter { $0.key == key }
    return named.count == 1 ? named.first : nil
  }

  /// Every member but those `skipping` names (with an empty `translations` in its place),
  /// decoded.
  private static func decodeRest(
    _ scanner: ShapeScanner, spans: [ShapeSpan], skipping skipped: [String]
  ) -> DatafileContent? {
    var rest: [UInt8] = [UInt8(ascii: "{")]
    for span in spans where !skipped.contains(span.key) {
      rest.append(contentsOf: scanner.bytes[span.member])
      rest.append(UInt8(ascii: ","))
    }
    rest.append(contentsOf: #""translations":{}}"#.utf8)
    return try? JSONDecoder().decode(DatafileContent.self, from: Data(rest))
  }
}
