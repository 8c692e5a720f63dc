import Foundation
import Messagevisor
import MessagevisorICU
import Testing

/// Messages built to break the parser or the renderer: deep nesting, huge sizes, odd text,
/// unknown locales and time zones. Each fails with a clean error or renders; none crashes.
@Suite("Hostile ICU messages")
struct ICUHostileMessageTests {
  static let depth = 10_000

  static func format(
    _ message: String,
    _ values: MessagevisorValues = [:],
    locale: String = "en",
    timeZone: String = "UTC"
  ) throws -> String {
    let environment = ICUEnvironment(locale: locale, timeZone: timeZone)
    return try ICUFormatter().format(message, values: values, environment: environment)
  }

  /// Messages of 10 000 nested braces, each a syntax error at a known place.
  static let nested: [(String, String, ICUSyntaxError.Kind, Int)] = [
    (
      "nested selects",
      String(repeating: "{a, select, other {", count: depth)
        + String(repeating: "}}", count: depth),
      .nestingTooDeep, ICUMessage.maximumNestingDepth * 19
    ),
    (
      "nested plurals with #",
      String(repeating: "{n, plural, other {# ", count: depth)
        + String(repeating: "}}", count: depth),
      .nestingTooDeep, ICUMessage.maximumNestingDepth * 21
    ),
    ("open braces", String(repeating: "{", count: depth), .unclosedArgument, 0),
    (
      "an unclosed select", String(repeating: "{a, select, other {", count: depth), .nestingTooDeep,
      ICUMessage.maximumNestingDepth * 19
    ),
  ]

  @Test("10 000 nested braces fail cleanly at a known offset", arguments: nested)
  func deepNesting(_ name: String, _ message: String, _ kind: ICUSyntaxError.Kind, _ offset: Int) {
    do {
      _ = try ICUMessage.parse(message)
      Issue.record("\(name) parsed")
    } catch {
      #expect(error.kind == kind)
      #expect(error.offset == offset)
      #expect(error.line == 1)
    }
    #expect(throws: MessagevisorError.self) { try Self.format(message, ["a": "x", "n": 1]) }
  }

  @Test("The deepest allowed nesting renders")
  func deepestAllowed() throws {
    let depth = ICUMessage.maximumNestingDepth
    let message =
      String(repeating: "{a, select, other {x", count: depth)
      + String(repeating: "}}", count: depth)
    #expect(try Self.format(message, ["a": "y"]) == String(repeating: "x", count: depth))
  }

  @Test("10 000 closing braces and quoted braces are plain text")
  func literalBraces() throws {
    let closing = String(repeating: "}", count: Self.depth)
    #expect(try Self.format(closing) == closing)
    let quoted = String(repeating: "'{'x", count: Self.depth)
    #expect(try Self.format(quoted) == String(repeating: "{x", count: Self.depth))
    let apostrophes = String(repeating: "''", count: Self.depth)
    #expect(try Self.format(apostrophes) == String(repeating: "'", count: Self.depth))
  }

  static let megabyte = String(repeating: "0123456789", count: 100_000)

  @Test("A 1 MB message renders: plain, with an argument, inside a branch")
  func megabyteMessage() throws {
    #expect(try Self.format(Self.megabyte) == Self.megabyte)
    #expect(try Self.format(Self.megabyte + "{name}", ["name": "!"]) == Self.megabyte + "!")
    let branch = "{g, select, other {" + Self.megabyte + "}}"
    #expect(try Self.format(branch, ["g": "x"]) == Self.megabyte)
    let unclosed = "{g, select, other {" + Self.megabyte
    do {
      _ = try ICUMessage.parse(unclosed)
      Issue.record("an unclosed 1 MB branch parsed")
    } catch {
      #expect(error.kind == .unclosedBranch)
      #expect(error.offset == 18)
    }
  }

  @Test("A 1 MB value is inserted as is")
  func megabyteValue() throws {
    #expect(try Self.format("<{v}>", ["v": .string(Self.megabyte)]) == "<" + Self.megabyte + ">")
  }

  @Test("Errors deep in a long multi-line message point at the right line and column")
  func positionsInLongMessages() throws {
    let lines = String(repeating: "line with é and 😀\n", count: 5_000)
    do {
      _ = try ICUMessage.parse(lines + "ab{")
      Issue.record("parsed")
    } catch {
      #expect(error.line == 5_001)
      #expect(error.column == 3)
      #expect(error.offset == lines.utf8.count + 2)
    }
  }

  /// Identifiers Foundation cannot use, with the plural category of 1 they end up with: the
  /// plural chain of an unknown language is exhausted, so it says `other` (spec 9.2).
  static let locales: [(String, String)] = [
    ("zz-Bogus", "other"), ("not a locale!", "other"), ("", "other"), ("x-private", "other"),
    ("🙂", "other"), ("en-US-u-nu-bogus", "one"), ("en-u-nu-latn", "one"), ("é", "other"),
  ]

  @Test("Unknown or malformed locales still format numbers, plurals and dates", arguments: locales)
  func unknownLocale(_ locale: String, _ category: String) throws {
    let message = "{n, number} {n, plural, one {one} other {other}} {d, date, ::yyyy}"
    let output = try Self.format(message, ["n": 1, "d": .double(0)], locale: locale)
    #expect(output == "1 \(category) 1970")
  }

  static let timeZones = ["Mars/Olympus", "", "UTC+25", "../../etc/passwd", "GMT+99:99"]

  @Test("Unknown time zones fail dates cleanly and leave numbers alone", arguments: timeZones)
  func unknownTimeZone(_ zone: String) throws {
    #expect(try Self.format("{n, number}", ["n": 2], timeZone: zone) == "2")
    #expect(throws: MessagevisorError.self) {
      try Self.format("{d, date, short}", ["d": .double(0)], timeZone: zone)
    }
  }

  /// Selectors compare exactly: no case folding, Turkish or otherwise.
  @Test("Select keys match exactly, dotted and dotless i included")
  func turkishSelectors() throws {
    let message =
      "{city, select, İstanbul {dotted} istanbul {plain} ıstanbul {dotless} other {none}}"
    #expect(try Self.format(message, ["city": "İstanbul"], locale: "tr") == "dotted")
    #expect(try Self.format(message, ["city": "istanbul"], locale: "tr") == "plain")
    #expect(try Self.format(message, ["city": "ıstanbul"], locale: "tr") == "dotless")
    #expect(try Self.format(message, ["city": "ISTANBUL"], locale: "tr") == "none")
    #expect(try Self.format("{İ} {ı}", ["İ": "a", "ı": "b"], locale: "tr") == "a b")
  }
}
