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
    var presets = FormatPresets()
    var seen: Set<FormatFamily> = []
    let complete = reader.members { reader, key in
      guard let family = FormatFamily(rawValue: key), seen.insert(family).inserted,
        let parsed = Self.family(&reader)
      else { return false }
      presets[family: family] = parsed
      return true
    }
    return complete && reader.atEnd() ? presets : nil
  }

  /// The presets of one family, by name.
  private static func family(_ reader: inout JSONTokenReader) -> [String: FormatOptions]? {
    var result: [String: FormatOptions] = [:]
    let complete = reader.members { reader, name in
      guard let options = Self.options(&reader) else { return false }
      return result.updateValue(options, forKey: name) == nil
    }
    return complete ? result : nil
  }

  /// The options of one preset.
  private static func options(_ reader: inout JSONTokenReader) -> FormatOptions? {
    var result: FormatOptions = [:]
    let complete = reader.members { reader, name in
      guard let value = Self.value(&reader) else { return false }
      return result.updateValue(value, forKey: name) == nil
    }
    return complete ? result : nil
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
