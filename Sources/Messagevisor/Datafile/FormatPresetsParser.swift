/// Parses a datafile's `formats` object straight into `FormatPresets`, without `JSONDecoder`.
///
/// `JSONDecoder` decodes each option value by trying `MessagevisorValue`'s types in turn, and
/// every failed try builds an error with its coding path: for the hundreds of presets a real
/// locale has, that was most of a datafile load. This parser reads the values a preset holds
/// (strings, integers, booleans, null) directly. Anything else (a family it does not know, a
/// fraction or an exponent, an array or object as an option, a repeated key, doubtful
/// strings) makes it give up with nil, and the caller leaves `formats` to `JSONDecoder`.
struct FormatPresetsParser {
  private let reader: JSONTokenReader

  /// A parser for the object at `range` of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
    reader = JSONTokenReader(bytes, range: range)
  }

  /// The presets, or nil when the parser gives up.
  func parse() -> FormatPresets? {
    var reader = reader
    // Families by name, each an object of presets by name, each an object of option values.
    guard let families = reader.object({ $0.object({ $0.object(Self.value) }) }),
      reader.atEnd()
    else { return nil }
    var presets = FormatPresets()
    for (name, family) in families {
      guard let kind = FormatFamily(rawValue: name) else { return nil }
      presets[family: kind] = family
    }
    return presets
  }

  /// One option value, as `MessagevisorValue` decodes it from `JSONDecoder`.
  private static func value(_ reader: inout JSONTokenReader) -> MessagevisorValue? {
    switch reader.next {
    case UInt8(ascii: "\""): return reader.string().map(MessagevisorValue.string)
    case UInt8(ascii: "t"): return reader.literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return reader.literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return reader.literal("null") ? .null : nil
    default: return reader.integer().map(MessagevisorValue.int)
    }
  }
}
