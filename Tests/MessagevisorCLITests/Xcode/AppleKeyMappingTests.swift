import Testing

@testable import MessagevisorCLI

@Suite struct AppleKeyMappingTests {
  @Test(arguments: [
    ("settings.title", "settings.title"),
    ("Welcome, %@!", "Welcome_2C-_25_40_21"),
    ("Hello.", "Hello_2E"),
    ("a..b", "a_2E_2Eb"),
    ("Tap to continue", "Tap-to-continue"),
    ("snake_case-key", "snake_5Fcase_2Dkey"),
    ("Größe", "Gr_C3_B6_C3_9Fe"),
    ("%lld items", "_25lld-items"),
  ])
  func mapsKeys(apple: String, message: String) {
    #expect(AppleKeyMapping.messageKey(for: apple) == message)
    #expect(AppleKeyMapping.appleKey(for: message) == apple)
  }

  @Test func everySegmentIsAValidKeySegment() throws {
    for key in ["Welcome, %@!", "a..b", "x.y z.%1$@", "Quote \"this\"", "🚲 ride"] {
      let segments = try #require(AppleKeyMapping.segments(for: key))
      for segment in segments {
        #expect(!segment.isEmpty)
        #expect(
          segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-".contains($0)) })
      }
      #expect(AppleKeyMapping.appleKey(for: segments.joined(separator: ".")) == key)
    }
  }

  @Test func emptyKeyHasNoMessageKey() {
    #expect(AppleKeyMapping.messageKey(for: "") == nil)
  }
}
