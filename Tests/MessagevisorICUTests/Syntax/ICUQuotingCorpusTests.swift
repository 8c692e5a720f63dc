import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

private let textCases: [ICURenderCase] = [
  .init(message: "", expected: ""),
  .init(message: "Hello", expected: "Hello"),
  .init(message: "Hello}", expected: "Hello}"),
  .init(message: "a # b", expected: "a # b"),
  .init(message: "don't", expected: "don't"),
  .init(message: "trailing'", expected: "trailing'"),
  .init(message: "it''s", expected: "it's"),
  .init(message: "''", expected: "'"),
  .init(message: "'''", expected: "''"),
  .init(message: "'", expected: "'"),
  .init(message: "'{quoted ''apostrophe''}'", expected: "{quoted 'apostrophe'}"),
  .init(message: "'{'ok'}'", expected: "{ok}"),
  .init(message: "'{unterminated {x}", expected: "{unterminated {x}"),
  .init(message: "'}'", expected: "}"),
  .init(message: "'{'", expected: "{"),
  .init(message: "'{}''", expected: "{}'"),
  .init(message: "'{a''b}'", expected: "{a'b}"),
  .init(message: "a '#' b", expected: "a '#' b"),
  .init(message: "x'y'z", expected: "x'y'z"),
  .init(message: "'<b>'", expected: "'<b>'"),
  .init(message: "<b>bold</b> {name}", values: ["name": "Ada"], expected: "<b>bold</b> Ada"),
  .init(
    message: "<a href='x'>{name}</a>", values: ["name": "Ada"], expected: "<a href='x'>Ada</a>"),
  .init(message: "'{x}' and {x}", values: ["x": 1], expected: "{x} and 1"),
  .init(message: "I said '{'hi'}'", expected: "I said {hi}"),
  .init(message: "It''s {n}", values: ["n": 3], expected: "It's 3"),
  .init(message: "a''{x}", values: ["x": 1], expected: "a'1"),
  .init(message: "emoji 😀 {x}", values: ["x": "é"], expected: "emoji 😀 é"),
  .init(message: "'{quoted {d, date}}'", values: ["d": "invalid"], expected: "{quoted {d, date}}"),
  .init(message: "line\n'{x}'\nend", expected: "line\n{x}\nend"),
  .init(message: "'}' then }", expected: "} then }"),
]

private let simpleCases: [ICURenderCase] = [
  .init(message: "{name}", values: ["name": "Ada"], expected: "Ada"),
  .init(message: "{ name }", values: ["name": "Ada"], expected: "Ada"),
  .init(message: "{\n\tname\n}", values: ["name": "Ada"], expected: "Ada"),
  .init(message: "{\u{2028}name\u{2029}}", values: ["name": "Ada"], expected: "Ada"),
  .init(message: "{n}", values: ["n": 42], expected: "42"),
  .init(message: "{n}", values: ["n": 1.5], expected: "1.5"),
  .init(message: "{b}", values: ["b": true], expected: "true"),
  .init(message: "{z}", values: ["z": nil], expected: ""),
  .init(message: "{a}{b}", values: ["a": "A", "b": "B"], expected: "AB"),
  .init(message: "{first name}", values: ["first name": "Ada"], expected: "Ada"),
  .init(message: "{x, spellout}", values: ["x": 5], expected: "5"),
  .init(message: "{x, duration, short}", values: ["x": "3"], expected: "3"),
  .init(message: "{x,}", values: ["x": "v"], expected: "v"),
  .init(
    message: "{d}", values: ["d": .date(Date(timeIntervalSince1970: 0))],
    expected: "1970-01-01T00:00:00Z"),
  .init(message: "{list}", values: ["list": .array(["a", "b"])], expected: "a, b"),
  .init(message: "{ñame}", values: ["ñame": "x"], expected: "x"),
  .init(message: "{x}}", values: ["x": 1], expected: "1}"),
  .init(message: "Hi {name}, bye {name}.", values: ["name": "Bo"], expected: "Hi Bo, bye Bo."),
]

@Suite("ICU corpus: text, quoting, simple arguments")
struct ICUQuotingCorpusTests {
  @Test("Literal text and apostrophes", arguments: textCases)
  func text(_ testCase: ICURenderCase) throws {
    try testCase.check()
  }

  @Test("Simple and other-typed arguments", arguments: simpleCases)
  func simple(_ testCase: ICURenderCase) throws {
    try testCase.check()
  }
}
