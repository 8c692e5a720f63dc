import Foundation
import Testing

@testable import MessagevisorProject

/// Quoted scalars read by runs (`YAMLScanning.runs`, the default) give the tree, the string
/// origins and the error that the byte-at-a-time reference gives, position included.
struct YAMLScanningTests {
  /// Inputs aimed at what a run must stop at or carry over: quotes, escapes, line breaks,
  /// spaces and tabs before a fold, multi-byte characters, unterminated and misindented
  /// scalars.
  static let inputs: [String] = [
    "a: \"plain text\"\n",
    "a: 'single text'\n",
    "a: \"\"\n",
    "a: ''\n",
    "a: 'it''s'\n",
    "a: 'a''''b'\n",
    "a: \"tab\\there\"\n",
    "a: \"back\\\\slash \\\" quote\"\n",
    "a: 'single \\ backslash'\n",
    "a: \"trailing spaces   \n  next line\"\n",
    "a: \"trailing tabs\t\t\n  next\"\n",
    "a: \"mixed \t \n\n  after a blank line\"\n",
    "a: \"   \n  only white before the break\"\n",
    "a: \"x \\\n  escaped break\"\n",
    "a: \"white then escape \\t  \n  next\"\n",
    "a: \"escape then white\\t   \n  next\"\n",
    "a: 'single trailing   \n  next'\n",
    "a: \"crlf  \r\n  next\"\r\n",
    "a: \"cr only  \r  next\"\r",
    "a: \"héllo wörld ✓ 日本語 🎉\"\n",
    "a: \"ünïcode  \n  fold ✓\"\n",
    "a: \"unterminated\n",
    "a: 'unterminated",
    "a: \"unterminated at end   ",
    "a:\n  b: \"bad\nindent\"\n",
    "a: \"bad \\q escape\"\n",
    "a: \"\\u00e9\\x41\\U0001F600 \\N \\_ \\L \\P\"\n",
    "- \"one\"\n- 'two'\n- \"th\\\"ree\"\n",
    "{a: \"flow\", b: 'flow2', c: [\"x\", 'y z']}\n",
    "a: \"x\"  # comment\n",
    "a: \"x\" trailing\n",
    "\"quoted key\": 'value'\n",
    "'single key': \"value\"\n",
    "a: \"very long " + String(repeating: "words and spaces ", count: 200) + "\"\n",
    "a: \"" + String(repeating: " ", count: 50) + "\"\n",
  ]

  @Test(arguments: inputs)
  func runsGiveTheReferenceResult(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(Self.parse(bytes, .runs) == Self.parse(bytes, .byteAtATime))
    #expect(Self.origins(bytes, .runs) == Self.origins(bytes, .byteAtATime))
  }

  /// Every YAML file of the repository's own projects and fixtures.
  @Test func everyFileOfOurProjectsReadsTheSame() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var checked = 0
    for folder in ["projects", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "yml" || url.pathExtension == "yaml" else { continue }
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(Self.parse(bytes, .runs) == Self.parse(bytes, .byteAtATime), "\(url.path)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  static func parse(_ bytes: [UInt8], _ scanning: YAMLScanning) -> Result<SourceNode, YAMLError> {
    Result { () throws(YAMLError) in
      try YAMLParser.parse(bytes, file: "f.yml", scanning: scanning)
    }
  }

  static func origins(_ bytes: [UInt8], _ scanning: YAMLScanning) -> ScalarOrigins? {
    var reader = YAMLReader(
      bytes: bytes, file: "f.yml", maxDepth: 256, traced: true, scanning: scanning)
    guard (try? reader.parseDocument()) != nil else { return nil }
    return reader.origins
  }
}
