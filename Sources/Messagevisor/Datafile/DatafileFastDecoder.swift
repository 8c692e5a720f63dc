import Foundation

/// Decodes a datafile with its `translations` parsed by `StringMapParser`, the rest by
/// `JSONDecoder`.
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

  /// The datafile the scanned bytes hold, or nil when the caller must use `JSONDecoder`.
  static func decode(_ scanner: ShapeScanner) -> DatafileContent? {
    let spans = scanner.spans
    let translationSpans = spans.filter { $0.key == translationsKey }
    guard translationSpans.count == 1, let translations = translationSpans.first else {
      return nil
    }
    let parsed = scanner.bytes.withUnsafeBufferPointer { bytes in
      var parser = StringMapParser(
        bytes, range: translations.value, expected: translations.strings / 2)
      return parser.parse()
    }
    guard let parsed else { return nil }
    guard var decoded = decodeRest(scanner, spans: spans) else { return nil }
    decoded.translations = parsed
    return decoded
  }

  /// Every member but `translations` (with an empty one in its place), decoded.
  private static func decodeRest(_ scanner: ShapeScanner, spans: [ShapeSpan])
    -> DatafileContent?
  {
    var rest: [UInt8] = [UInt8(ascii: "{")]
    for span in spans where span.key != translationsKey {
      rest.append(contentsOf: scanner.bytes[span.member])
      rest.append(UInt8(ascii: ","))
    }
    rest.append(contentsOf: #""translations":{}}"#.utf8)
    return try? JSONDecoder().decode(DatafileContent.self, from: Data(rest))
  }
}
