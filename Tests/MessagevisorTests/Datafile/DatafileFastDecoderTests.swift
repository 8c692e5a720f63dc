import Foundation
import Testing

@testable import Messagevisor

/// The translations parser agrees with `JSONDecoder` or steps aside.
@Suite("Datafile fast decoder")
struct DatafileFastDecoderTests {
  static func json(translations: String, extra: String = "") -> String {
    """
    {"schemaVersion":"1","messagevisorVersion":"x","revision":"7","target":"web","locale":"en",
    "segments":{},"messages":{"a":{"deprecated":true}},"translations":\(translations)\(extra)}
    """
  }

  static func fast(_ json: String) -> DatafileContent? {
    var scanner = ShapeScanner(bytes: Array(json.utf8))
    guard DatafileShape.problem(&scanner) == nil else { return nil }
    return DatafileFastDecoder.decode(scanner)
  }

  static func reference(_ json: String) -> DatafileContent? {
    try? JSONDecoder().decode(DatafileContent.self, from: Data(json.utf8))
  }

  static let accepted = [
    #"{}"#, #"{ "a" : "b" , "c":"d" }"#, #"{"a":""}"#, #"{"":"empty key"}"#,
    #"{"q":"\"quoted\" \\ \/ \b\f\n\r\t"}"#, #"{"u":"\u00e9\u4e2d\uD83D\uDE00 \u0041"}"#,
    #"{"\u0061\u0062":"escaped key"}"#, #"{"raw":"café 中 🙂"}"#, #"{"k":"{name} it's"}"#,
    "{\n\t\"a\" :\r\n\"b\"\n}",
  ]

  @Test("Plain and escaped strings decode exactly as JSONDecoder decodes them", arguments: accepted)
  func sameAsDecoder(_ translations: String) throws {
    let text = Self.json(translations: translations, extra: #","direction":"rtl""#)
    let fast = try #require(Self.fast(text))
    #expect(fast == Self.reference(text))
    #expect(fast.messages["a"]?.deprecated == true)
  }

  static let declined = [
    #"{"a":1}"#, #"{"a":null}"#, #"{"a":"x","a":"y"}"#, #"{"caf\u00e9":"x","cafe\u0301":"y"}"#,
    #"{"a":"\uD800"}"#, #"{"a":"\uDC00x"}"#, #"{"a":"\x"}"#, #"{"a":"\u12"}"#,
    "{\"a\":\"tab\tinside\"}", #"{"a":"b",}"#, #"{"a" "b"}"#,
  ]

  @Test("Anything doubtful is left to JSONDecoder", arguments: declined)
  func declines(_ translations: String) {
    #expect(Self.fast(Self.json(translations: translations)) == nil)
  }

  /// `formats` objects the presets parser reads; each decodes as `JSONDecoder` decodes it.
  static let formatsRead = [
    #"{}"#, #"{"number":{}}"#,
    #"{"number":{"money":{"style":"currency","currency":"EUR","minimumFractionDigits":2}}}"#,
    #"{ "date" : { "short" : { "dateStyle" : "short" } } , "time":{"t":{"hour12":false}} }"#,
    #"{"number":{"n":{"a":0,"b":-0,"c":-12,"d":123456789012345678,"e":true,"f":null}}}"#,
    #"{"relative":{"r":{"numeric":"auto"}},"dateTimeRange":{"d":{"timeZone":"Asia/Tokyo"}}}"#,
    #"{"number":{"caf\u00e9":{"s":"\u00e9 \n"}}}"#,
  ]

  @Test("Presets are read as JSONDecoder decodes them", arguments: formatsRead)
  func formatsAsDecoded(_ formats: String) throws {
    let read = try #require(Self.presets(formats))
    let decoded = try JSONDecoder().decode(FormatPresets.self, from: Data(formats.utf8))
    #expect(read == decoded)
    let text = Self.json(translations: #"{"a":"b"}"#, extra: #","formats":"# + formats)
    let fast = try #require(Self.fast(text))
    #expect(fast == Self.reference(text))
  }

  /// `formats` objects the presets parser leaves to `JSONDecoder`: a number it does not read
  /// exactly as `MessagevisorValue` decodes it, a nested value, an unknown or null family, a
  /// repeated key at any level, doubtful syntax.
  static let formatsLeft = [
    #"{"number":{"n":{"a":1.5}}}"#, #"{"number":{"n":{"a":1.0}}}"#, #"{"number":{"n":{"a":1e2}}}"#,
    #"{"number":{"n":{"a":1234567890123456789}}}"#, #"{"number":{"n":{"a":[1]}}}"#,
    #"{"number":{"n":{"a":{"b":1}}}}"#, #"{"numbers":{}}"#, #"{"number":null}"#,
    #"{"number":{"n":null}}"#, #"{"number":{},"number":{}}"#,
    #"{"number":{"n":{},"n":{}}}"#, #"{"number":{"n":{"a":1,"a":2}}}"#,
    #"{"number":{"n":{"a":01}}}"#, #"{"number":{"n":{"a":tru}}}"#, #"{"number":{"n":{"a":1,}}}"#,
  ]

  @Test("Other presets are left to JSONDecoder", arguments: formatsLeft)
  func formatsLeftToDecoder(_ formats: String) {
    #expect(Self.presets(formats) == nil)
    let text = Self.json(translations: #"{"a":"b"}"#, extra: #","formats":"# + formats)
    #expect(Self.fast(text) == Self.reference(text))
  }

  /// The presets parser's reading of `formats`.
  static func presets(_ formats: String) -> FormatPresets? {
    let bytes = Array(formats.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let parser = FormatPresetsParser(buffer, range: 0..<buffer.count)
      return parser.parse()
    }
  }

  @Test("Invalid UTF-8 in a translation is left to JSONDecoder")
  func invalidUTF8() {
    var bytes = Array(Self.json(translations: #"{"a":"XY"}"#).utf8)
    let position = bytes.firstIndex(of: UInt8(ascii: "X"))!
    bytes[position] = 0xC3
    bytes[position + 1] = 0x28
    var scanner = ShapeScanner(bytes: bytes)
    #expect(DatafileShape.problem(&scanner) == nil)
    #expect(DatafileFastDecoder.decode(scanner) == nil)
  }

  @Test("A repeated translations member is left to JSONDecoder, which keeps the first")
  func repeatedMember() throws {
    let text = Self.json(translations: #"{"a":"first"}"#, extra: #","translations":{"a":"2"}"#)
    #expect(Self.fast(text) == nil)
    #expect(try DatafileContent.fromJSON(text).translations == Self.reference(text)?.translations)
  }

  @Test("fromData gives the same datafile and the same errors with either decoder")
  func throughFromData() throws {
    let good = Self.json(translations: #"{"a":"b","c":"\u00e9"}"#)
    #expect(try DatafileContent.fromJSON(good) == Self.reference(good))
    let bad = Self.json(translations: #"{"a":2}"#)
    #expect {
      try DatafileContent.fromJSON(bad)
    } throws: { error in
      "\(error)".contains("translations")
    }
  }
}
