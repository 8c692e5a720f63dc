import Foundation
import Messagevisor
import Testing

@testable import MessagevisorProject

struct DecodeCase: Sendable, CustomTestStringConvertible {
  let value: JSONValue
  let expected: MessagevisorValue?
  var testDescription: String { "\(value)" }
}

/// Models decode from `JSONValue` as `JSONDecoder` decodes them from the value's JSON text.
@Suite struct JSONValueDecoderTests {
  static let scalars: [DecodeCase] = [
    DecodeCase(value: .null, expected: .null),
    DecodeCase(value: .bool(true), expected: .bool(true)),
    DecodeCase(value: .number(3), expected: .int(3)),
    DecodeCase(value: .number(-0.5), expected: .double(-0.5)),
    DecodeCase(value: .number(1e300), expected: .double(1e300)),
    DecodeCase(value: .number(-0.0), expected: .int(0)),
    DecodeCase(value: .number(1e17), expected: .int(100_000_000_000_000_000)),
    DecodeCase(value: .number(9_223_372_036_854_775_808), expected: .double(0x1p63)),
    DecodeCase(
      value: .array([.array([.number(2.5)]), .object(JSONObject([("n", .number(7))]))]),
      expected: .array([.array([.double(2.5)]), .object(["n": .int(7)])])),
    DecodeCase(value: .string("x"), expected: .string("x")),
    DecodeCase(value: .array([.number(1), .string("a")]), expected: .array([.int(1), "a"])),
    DecodeCase(
      value: .object(JSONObject([("b", .bool(false)), ("a", .null)])),
      expected: .object(["b": .bool(false), "a": .null])),
  ]

  @Test(arguments: scalars)
  func valuesDecodeAsFromTheirText(_ example: DecodeCase) throws {
    let direct = try JSONValueDecoder.decode(MessagevisorValue.self, from: example.value)
    let viaText = try JSONDecoder().decode(
      MessagevisorValue.self, from: Data(JSONWriter().string(example.value).utf8))
    #expect(direct == example.expected)
    #expect(direct == viaText)
  }

  static let mismatches: [JSONValue] = [.number(1.5), .string("1"), .bool(true), .null]

  @Test(arguments: mismatches)
  func anIntegerNeedsAWholeNumber(_ value: JSONValue) {
    #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(Int.self, from: value) }
  }

  /// Each kind of value with the words a mismatch uses for it.
  static let kinds: [(value: JSONValue, words: String)] = [
    (.null, "null"),
    (.number(2), "a number"),
    (.string("yes"), "a string"),
    (.array([.bool(true)]), "an array"),
    (.object(JSONObject([("nested", .array([.string("deep")]))])), "an object"),
  ]

  /// A mismatch names the kind of value found, never the value (the message stays short for
  /// a large object, which `MessagevisorValue` meets once per type it tries).
  @Test(arguments: kinds)
  func aMismatchNamesTheKindFound(_ value: JSONValue, words: String) {
    #expect {
      try JSONValueDecoder.decode(Bool.self, from: value)
    } throws: { error in
      guard case .typeMismatch(_, let context)? = error as? DecodingError else { return false }
      return context.debugDescription == "Expected to decode Bool but found \(words) instead."
    }
  }

  @Test func aMissingMemberNamesItsPath() throws {
    let value = JSONValue.array([.object(JSONObject([("assertions", .array([]))]))])
    #expect {
      try JSONValueDecoder.decode([ProjectTestSpec].self, from: value)
    } throws: { error in
      guard case .keyNotFound(let key, let context)? = error as? DecodingError else { return false }
      return key.stringValue == "key" && context.codingPath.map(\.intValue) == [0]
    }
  }

  /// The typed listings of an upstream project equal decoding their JSON text.
  @Test(.enabled(if: Upstream.shouldRun, Upstream.skipReason))
  func upstreamListingsMatchTheirText() throws {
    let project = try ProjectOneUpstreamTests.load()
    let tests = try JSONDecoder().decode(
      [ProjectTestSpec].self, from: Data(JSONWriter().string(try project.testListing()).utf8))
    #expect(try project.listTests() == tests)
    let segments = try JSONDecoder().decode(
      ProjectSegmentList.self, from: Data(JSONWriter().string(project.segmentListing()).utf8))
    #expect(try project.listSegments() == segments)
    let examples = try JSONDecoder().decode(
      ProjectExamples.self, from: Data(JSONWriter().string(try project.exampleListing()).utf8))
    #expect(try project.examples() == examples)
    #expect(!tests.isEmpty)
  }
}
