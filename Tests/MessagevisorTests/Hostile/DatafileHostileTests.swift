import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// Broken and oversized datafiles: nothing crashes, nothing throws from `setDatafile`, and a
/// rejected datafile leaves the translations the app already has untouched.
@Suite("Hostile datafiles")
struct DatafileHostileTests {
  /// Bytes that are not a datafile, each rejected with `invalid_datafile`.
  static let rejected: [(String, [UInt8])] = [
    ("invalid UTF-8 (FF FE) in a value", corrupted([0xFF, 0xFE])),
    ("a truncated UTF-8 sequence", corrupted([0x63, 0xC3])),
    ("an overlong encoding of /", corrupted([0xC0, 0xAF])),
    ("an encoded surrogate", corrupted([0xED, 0xA0, 0x80])),
    ("10 000 nested arrays", Array(String(repeating: "[", count: 10_000).utf8)),
    ("a condition nested 10 000 deep", Array(deepCondition(depth: 10_000).utf8)),
    ("an empty file", []),
    ("a NUL byte", [0]),
  ]

  /// A valid datafile (revision 2) whose `greeting` value holds `bytes`.
  static func corrupted(_ bytes: [UInt8]) -> [UInt8] {
    let parts = HostileSDK.datafile(revision: "2", translations: #""greeting":"@""#)
      .split(separator: "@", omittingEmptySubsequences: false)
    return Array(parts[0].utf8) + bytes + Array(parts[1].utf8)
  }

  @Test("Rejected bytes keep the stored translations", arguments: rejected)
  func rejectedBytes(_ name: String, _ bytes: [UInt8]) throws {
    let probe = HostileSDK()
    probe.sdk.setDatafile(Data(bytes))
    #expect(probe.codes.contains("invalid_datafile"), "\(name)")
    #expect(try probe.sdk.translate("greeting") == "Hello")
    #expect(try probe.sdk.getRevision() == "1")
  }

  /// A datafile whose message override condition nests `depth` `not` groups.
  static func deepCondition(depth: Int) -> String {
    let open = String(repeating: #"{"not":["#, count: depth)
    let close = String(repeating: "]}", count: depth)
    let condition = open + #"{"attribute":"a","operator":"exists"}"# + close
    return """
      {"schemaVersion":"1","messagevisorVersion":"1","revision":"2","target":"t","locale":"en",
      "segments":{},"messages":{"greeting":{"overrides":[{"key":"o","conditions":\(condition),
      "translation":"Deep"}]}},"translations":{"greeting":"Deep base"}}
      """
  }

  @Test("A moderately deep condition is accepted and evaluated")
  func moderatelyDeepCondition() throws {
    let probe = HostileSDK()
    probe.sdk.setDatafile(Self.deepCondition(depth: 100))
    #expect(!probe.codes.contains("invalid_datafile"))
    // 100 `not`s around a false predicate: an even count keeps it false.
    #expect(try probe.sdk.translate("greeting") == "Deep base")
    probe.sdk.setContext(["a": true])
    #expect(try probe.sdk.translate("greeting") == "Deep")
  }

  @Test("A leading byte-order mark is accepted")
  func byteOrderMark() throws {
    let probe = HostileSDK()
    let bytes =
      [0xEF, 0xBB, 0xBF]
      + Array(HostileSDK.datafile(revision: "2", translations: #""greeting":"Hi""#).utf8)
    probe.sdk.setDatafile(Data(bytes))
    #expect(!probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.getRevision() == "2")
    #expect(try probe.sdk.translate("greeting") == "Hi")
  }

  /// Duplicate keys: `JSONDecoder` keeps the first value of a repeated key (`JSON.parse` would
  /// keep the last). Datafiles written by tools never repeat keys, so the SDK does not pay for
  /// a second parse to imitate JavaScript; it only guarantees that whatever it keeps passes the
  /// same validation as any other datafile.
  @Test("Duplicate keys: the first value wins, at every level")
  func duplicateKeys() throws {
    let probe = HostileSDK()
    let json = """
      {"schemaVersion":"1","messagevisorVersion":"1","revision":"2","revision":"3","target":"t",
      "locale":"en","segments":{},"messages":{},
      "translations":{"greeting":"First","greeting":"Last"},
      "translations":{"greeting":"Second object","other":"Other"}}
      """
    probe.sdk.setDatafile(json)
    #expect(!probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.getRevision() == "2")
    #expect(try probe.sdk.translate("greeting") == "First")
    #expect(try probe.sdk.translate("other") == "other")
  }

  /// Swift strings compare by canonical equivalence, so precomposed and decomposed `é` name
  /// the same key once decoded; the first one wins, like any duplicate key.
  @Test("Canonically equivalent keys are one key; the first value wins")
  func canonicallyEquivalentKeys() throws {
    let probe = HostileSDK()
    let json = """
      {"schemaVersion":"1","messagevisorVersion":"1","revision":"1","target":"t",
      "locale":"en","segments":{},"messages":{},
      "translations":{"caf\\u00e9":"precomposed","cafe\\u0301":"decomposed"}}
      """
    probe.sdk.setDatafile(json)
    #expect(!probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.translate("caf\u{E9}") == "precomposed")
    #expect(try probe.sdk.translate("cafe\u{301}") == "precomposed")
  }

  /// A repeated identity field whose first value is invalid: the shape check reads the last
  /// value and the decoder the first, so the decoded datafile must be validated again.
  static let smuggled: [(String, String, String)] = [
    ("an empty locale first", #""locale":"en","#, #""locale":"","locale":"en","#),
    ("schema 2 first", #"{"schemaVersion":"1","#, #"{"schemaVersion":"2","schemaVersion":"1","#),
    (
      "a bad direction first", #""locale":"en","#,
      #""direction":"up","direction":"rtl","locale":"en","#
    ),
  ]

  @Test("A duplicate key cannot smuggle an invalid identity past validation", arguments: smuggled)
  func duplicateIdentity(_ name: String, _ original: String, _ repeated: String) throws {
    let probe = HostileSDK()
    let json = HostileSDK.datafile(revision: "2").replacingOccurrences(of: original, with: repeated)
    probe.sdk.setDatafile(json)
    #expect(probe.codes.contains("invalid_datafile"), "\(name)")
    #expect(try probe.sdk.getRevision() == "1")
    #expect(probe.sdk.getSnapshot().datafileLocales == ["en"])
    #expect(throws: (any Error).self) { try DatafileContent.fromJSON(json) }
  }

  @Test("A duplicate key whose last value is invalid rejects the datafile")
  func duplicateKeyMakesItInvalid() throws {
    let probe = HostileSDK()
    let json = HostileSDK.datafile(revision: "2").replacingOccurrences(
      of: #""locale":"en","#, with: #""locale":"en","locale":"","#)
    probe.sdk.setDatafile(json)
    #expect(probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.getRevision() == "1")
  }

  /// Foundation detects UTF-16 and UTF-32 from the zero bytes of the first characters.
  @Test("A UTF-16 datafile is read like a UTF-8 one")
  func utf16Datafile() throws {
    let probe = HostileSDK()
    let text = HostileSDK.datafile(revision: "2", translations: #""greeting":"Grüße""#)
    probe.sdk.setDatafile(Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
    #expect(!probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.translate("greeting") == "Grüße")
  }

  @Test("A 1 MB message is stored and returned intact")
  func megabyteMessage() throws {
    let long = String(repeating: "abcdefghij", count: 100_000) + "\u{1F600}"
    let probe = HostileSDK(HostileSDK.datafile(translations: #""long":"\#(long)""#))
    let text = try probe.sdk.translate("long")
    #expect(text.utf8.count == 1_000_004)
    #expect(text == long)
    #expect(try probe.sdk.formatMessage(long) == long)
  }

  @Test("A datafile with 100 000 keys loads, and merging into it keeps every key")
  func hundredThousandKeys() async throws {
    let probe = try await offCooperativePool {
      let members = (0..<100_000).map { #""key\#($0)":"Value \#($0)""# }.joined(separator: ",")
      let probe = HostileSDK(HostileSDK.datafile(translations: members))
      probe.sdk.setDatafile(HostileSDK.datafile(revision: "2", translations: #""key5":"Five""#))
      return probe
    }
    #expect(!probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.translate("key0") == "Value 0")
    #expect(try probe.sdk.translate("key99999") == "Value 99999")
    let stored = try probe.sdk.getDatafile()
    #expect(stored.translations.count == 100_000)
    #expect(stored.translations["key5"] == "Five")
    #expect(stored.revision == "2")
  }

  @Test("Keys and values with NUL, controls and bidi marks")
  func oddStrings() throws {
    let members = #""a\u0000b":"nul","\u202Eevil":"bidi","tab\t":"tab","":"empty""#
    let probe = HostileSDK(HostileSDK.datafile(translations: members))
    #expect(!probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.translate("a\u{0}b") == "nul")
    #expect(try probe.sdk.translate("\u{202E}evil") == "bidi")
    #expect(try probe.sdk.translate("tab\t") == "tab")
    #expect(try probe.sdk.translate("") == "empty")
  }

  /// `JSON.parse` would keep a lone surrogate; Foundation refuses it, so such a datafile is
  /// rejected as a whole and the stored one stays.
  @Test("An unpaired surrogate escape rejects the datafile")
  func unpairedSurrogate() throws {
    let probe = HostileSDK()
    probe.sdk.setDatafile(
      HostileSDK.datafile(revision: "2", translations: #""greeting":"\ud83d""#))
    #expect(probe.codes.contains("invalid_datafile"))
    #expect(try probe.sdk.translate("greeting") == "Hello")
  }
}
