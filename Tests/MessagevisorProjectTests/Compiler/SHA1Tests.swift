import Testing

@testable import MessagevisorProject

struct SHA1Tests {
  static let cases: [(String, String)] = [
    ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
    ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
    ),
    (String(repeating: "a", count: 1000), "291e9a6c66994949b57ba5e650361e98fc36b1ba"),
  ]

  @Test(arguments: cases)
  func matchesKnownDigests(input: String, expected: String) {
    #expect(SHA1.hexDigest(input) == expected)
  }
}
