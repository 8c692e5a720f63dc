import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

/// One valid message, its values, and the rendering with the test backend.
struct ICURenderCase: Sendable, CustomTestStringConvertible {
  var message: String
  var values: MessagevisorValues = [:]
  var expected: String
  var locale = "en-US"

  var testDescription: String { message.debugDescription }
}

private let day: MessagevisorValue = .int(86_400_000)

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

private let numberCases: [ICURenderCase] = [
  .init(message: "{n, number}", values: ["n": 0.5], expected: "N(0.5)"),
  .init(message: "{n,number}", values: ["n": 2], expected: "N(2)"),
  .init(message: "{ n , number , }", values: ["n": 2], expected: "N(2)"),
  .init(message: "{n, number, percent}", values: ["n": 0.5], expected: "N(0.5|style=percent)"),
  .init(
    message: "{n, number, integer}", values: ["n": 0.5], expected: "N(0.5|maximumFractionDigits=0)"),
  .init(message: "{n, number, unknownStyle}", values: ["n": 2], expected: "N(2)"),
  .init(
    message: "{n, number, ::currency/USD}", values: ["n": 0.5],
    expected: "N(0.5|currency=USD,style=currency)"),
  .init(message: "{n, number, ::percent}", values: ["n": 0.5], expected: "N(0.5|style=percent)"),
  .init(
    message: "{n, number, ::precision-integer}", values: ["n": 0.5],
    expected: "N(0.5|maximumFractionDigits=0)"),
  .init(
    message: "{n, number, ::.00}", values: ["n": 0.5],
    expected: "N(0.5|maximumFractionDigits=2,minimumFractionDigits=2)"),
  .init(
    message: "{n, number, ::.00##}", values: ["n": 0.5],
    expected: "N(0.5|maximumFractionDigits=4,minimumFractionDigits=2)"),
  .init(
    message: "{n, number, ::scale/100 precision-integer}", values: ["n": 0.5],
    expected: "N(50|maximumFractionDigits=0)"),
  .init(
    message: "{n, number, ::sign-always .00}", values: ["n": 0.5],
    expected: "N(0.5|maximumFractionDigits=2,minimumFractionDigits=2,signDisplay=always)"),
  .init(message: "{n, number, ::group-off}", values: ["n": 2], expected: "N(2|useGrouping=false)"),
  .init(message: "{n, number, ::group-auto}", values: ["n": 2], expected: "N(2|useGrouping=true)"),
  .init(message: "{n, number, ::sign-never}", values: ["n": 2], expected: "N(2|signDisplay=never)"),
  .init(
    message: "{n, number, ::sign-except-zero}", values: ["n": 2],
    expected: "N(2|signDisplay=exceptZero)"),
  .init(
    message: "{n, number, ::scientific}", values: ["n": 2], expected: "N(2|notation=scientific)"),
  .init(
    message: "{n, number, ::currency/EUR unit-width-iso-code}", values: ["n": 2],
    expected: "N(2|currency=EUR,currencyDisplay=code,style=currency)"),
  .init(
    message: "{n, number, ::currency/GBP unit-width-full-name}", values: ["n": 2],
    expected: "N(2|currency=GBP,currencyDisplay=name,style=currency)"),
  .init(
    message: "{n, number, ::currency/JPY unit-width-short}", values: ["n": 2],
    expected: "N(2|currency=JPY,currencyDisplay=symbol,style=currency)"),
  .init(
    message: "{n, number, ::percent precision-integer scale/0.5}", values: ["n": 2],
    expected: "N(1|maximumFractionDigits=0,style=percent)"),
  .init(message: "{n, number, ::}", values: ["n": 2], expected: "N(2)"),
  .init(
    message: "{n, number, ::percent percent}", values: ["n": 2], expected: "N(2|style=percent)"),
  .init(
    message: "{n, number, ::  percent\n  .0}", values: ["n": 2],
    expected: "N(2|maximumFractionDigits=1,minimumFractionDigits=1,style=percent)"),
  .init(
    message: "{n, number, ::percent currency/USD}", values: ["n": 2],
    expected: "N(2|currency=USD,style=currency)"),
  .init(message: "{n, number, :: scale/-1.5e1}", values: ["n": 2], expected: "N(-30)"),
  .init(message: "{n, number}", values: ["n": 3], expected: "N(3)"),
  .init(message: "{n, number, ::percent}", values: ["n": 0.25], expected: "N(0.25|style=percent)"),
]

private let dateCases: [ICURenderCase] = [
  .init(message: "{d, date}", values: ["d": day], expected: "D(date|86400)"),
  .init(message: "{d, time}", values: ["d": day], expected: "D(time|86400)"),
  .init(message: "{d, date, short}", values: ["d": day], expected: "D(date|86400|dateStyle=short)"),
  .init(
    message: "{d, date, medium}", values: ["d": day], expected: "D(date|86400|dateStyle=medium)"),
  .init(message: "{d, time, long}", values: ["d": day], expected: "D(time|86400|timeStyle=long)"),
  .init(message: "{d, time, full}", values: ["d": day], expected: "D(time|86400|timeStyle=full)"),
  .init(message: "{d, date, ::yMMMd}", values: ["d": day], expected: "S(86400|yMMMd|UTC)"),
  .init(message: "{d, time, ::jmm}", values: ["d": day], expected: "S(86400|jmm|UTC)"),
  .init(message: "{d, date, bogus}", values: ["d": day], expected: "D(date|86400)"),
  .init(message: "{d, date, ::}", values: ["d": day], expected: "D(date|86400)"),
  .init(message: "{d, date}", values: ["d": "1970-01-02T00:00:00Z"], expected: "D(date|86400)"),
  .init(
    message: "{d, date}", values: ["d": "1970-01-02T01:00:00+01:00"], expected: "D(date|86400)"),
  .init(
    message: "{d, date}", values: ["d": "1970-01-02T00:00:00.500000Z"], expected: "D(date|86400.5)"),
  .init(message: "{d, date}", values: ["d": .double(86_400_000)], expected: "D(date|86400)"),
  .init(
    message: "{d, date}", values: ["d": .date(Date(timeIntervalSince1970: 86_400))],
    expected: "D(date|86400)"),
  .init(message: "{ d ,\ttime ,\n::Hms }", values: ["d": day], expected: "S(86400|Hms|UTC)"),
]

private let gender = "{g, select, female {she} male {he} other {they}}"

private let selectCases: [ICURenderCase] = [
  .init(message: gender, values: ["g": "female"], expected: "she"),
  .init(message: gender, values: ["g": "male"], expected: "he"),
  .init(message: gender, values: ["g": "x"], expected: "they"),
  .init(message: gender, values: ["g": "other"], expected: "they"),
  .init(message: "{v, select, 1 {one} other {many}}", values: ["v": 1], expected: "one"),
  .init(message: "{v, select, 1.5 {a} other {b}}", values: ["v": 1.5], expected: "a"),
  .init(message: "{v, select, true {yes} other {no}}", values: ["v": true], expected: "yes"),
  .init(message: "{v, select, other {null}}", values: ["v": nil], expected: "null"),
  .init(message: "{v, select, =1 {eq} other {o}}", values: ["v": "=1"], expected: "eq"),
  .init(message: "{v, select, =1 {eq} other {o}}", values: ["v": 1], expected: "o"),
  .init(
    message: "{g, select, a {first} a {second} other {o}}", values: ["g": "a"], expected: "second"),
  .init(
    message: "{g, select, other {first} other {second}}", values: ["g": "a"], expected: "second"),
  .init(message: "{g,\nselect,\n  a {A}\n  other {O}\n}", values: ["g": "a"], expected: "A"),
  .init(message: "{g, select, a{A}other{O}}", values: ["g": "b"], expected: "O"),
  .init(message: "{g,\tselect,\ta\t{A}\tother\t{O}}", values: ["g": "a"], expected: "A"),
  .init(
    message: "{a, select, x {{b, select, y {XY} other {X?}}} other {?}}",
    values: ["a": "x", "b": "y"], expected: "XY"),
  .init(message: "{kind, select, yes {} other {Other}}", values: ["kind": "yes"], expected: ""),
  .init(
    message: "{kind, select, yes {YES} other {{n, number}}}",
    values: ["kind": "yes", "n": "invalid"], expected: "YES"),
  .init(
    message: "{kind, select, date {{d, date}} other {Safe}}",
    values: ["kind": "other", "d": "invalid"], expected: "Safe"),
  .init(message: "{g, select, other {# a}}", values: ["g": "x"], expected: "# a"),
  .init(message: "{g, select, other {'#' x}}", values: ["g": "x"], expected: "'#' x"),
  .init(message: "{g, select, other {it''s}}", values: ["g": "x"], expected: "it's"),
  .init(message: "{g, select, other {'{g}'}}", values: ["g": "x"], expected: "{g}"),
  .init(message: "{g, select, other {héllo 😀}}", values: ["g": "x"], expected: "héllo 😀"),
  .init(message: "{g, select, ünï {u} other {o}}", values: ["g": "ünï"], expected: "u"),
  .init(message: "{g, select, offset:1 a {A} other {O}}", values: ["g": "a"], expected: "A"),
  .init(
    message: "<b>{g, select, other {<i>x</i>}}</b>", values: ["g": "x"], expected: "<b><i>x</i></b>"
  ),
]

private let items = "{count, plural, =0 {None} one {# item} other {# items}}"
private let ordinal = "{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"

private let pluralCases: [ICURenderCase] = [
  .init(message: items, values: ["count": 2], expected: "2 items"),
  .init(message: items, values: ["count": 1], expected: "1 item"),
  .init(message: items, values: ["count": 0], expected: "None"),
  .init(message: items, values: ["count": 2.5], expected: "2.5 items"),
  .init(
    message: "{n, plural, offset:1 one {One #} other {Other #}}", values: ["n": 2],
    expected: "One 1"),
  .init(
    message: "{n, plural, offset:1 one {One #} other {Other #}}", values: ["n": 1],
    expected: "Other 0"),
  .init(
    message: "{n, plural, offset:1 =2 {exact} one {one} other {other}}", values: ["n": 2],
    expected: "exact"),
  .init(
    message: "{n, plural, offset:1 =1 {exact #} one {one} other {other}}", values: ["n": 2],
    expected: "one"),
  .init(message: "{n, plural, =1.5 {x} other {y}}", values: ["n": 1.5], expected: "x"),
  .init(
    message: "{n, plural, =1 {Exact} one {One} other {Other}}", values: ["n": 1.5],
    expected: "Other"),
  .init(
    message: "{n, plural, =1 {Exact} one {One} other {Other}}", values: ["n": 1], expected: "Exact"),
  .init(
    message: "{n, plural, one {One} =1 {Exact} other {Other}}", values: ["n": 1], expected: "Exact"),
  .init(message: "{n, plural, =1.0 {a} other {b}}", values: ["n": 1], expected: "a"),
  .init(message: "{n, plural, =1 {a} =1.0 {b} other {c}}", values: ["n": 1], expected: "a"),
  .init(message: "{n, plural, =-1 {neg} other {x}}", values: ["n": -1], expected: "neg"),
  .init(message: "{n, plural, =1e2 {hundred} other {x}}", values: ["n": 100], expected: "hundred"),
  .init(message: "{n, plural, one {one} other {o}}", values: ["n": -1], expected: "one"),
  .init(message: "{n, plural, other {'#' # items}}", values: ["n": 2], expected: "# 2 items"),
  .init(message: "{n, plural, other {# and '#'}}", values: ["n": 2], expected: "2 and #"),
  .init(message: "{n, plural, other {''#''}}", values: ["n": 2], expected: "'2'"),
  .init(message: "{n, plural, other {'{'#'}'}}", values: ["n": 2], expected: "{2}"),
  .init(message: "{n, plural, other {a'}'b}}", values: ["n": 1], expected: "a}b"),
  .init(message: "{n, plural, other {'{x}'}}", values: ["n": 1], expected: "{x}"),
  .init(message: "{n, plural, one {don't} other {won't #}}", values: ["n": 2], expected: "won't 2"),
  .init(message: "{n, plural, other {# #}}", values: ["n": 7], expected: "7 7"),
  .init(message: "{n, plural, other {#}}", values: ["n": 1234], expected: "1234"),
  .init(message: "{n, plural, offset:0.5 other {#}}", values: ["n": 2], expected: "1.5"),
  .init(
    message: "{n, plural, offset:-1 one {one #} other {other #}}", values: ["n": 1],
    expected: "other 2"),
  .init(
    message: "{n, plural, one {one} other {other #}}", values: ["n": .double(.infinity)],
    expected: "other inf"),
  .init(message: "{n, plural, one {one} other {other}}", values: ["n": 1e300], expected: "other"),
  .init(message: "{n, plural, =abc {x} other {y}}", values: ["n": 1], expected: "y"),
  .init(message: "{n, plural, offset:x {weird} other {o}}", values: ["n": 1], expected: "o"),
  .init(message: "{n, plural, one {} other {Other}}", values: ["n": 1], expected: ""),
  .init(
    message: "{n,\nplural,\noffset:1\n=0 {zero}\nother {#}\n}", values: ["n": 3], expected: "2"),
  .init(message: "{n, plural, other {{n} vs #}}", values: ["n": 2], expected: "2 vs 2"),
  .init(message: "{n, plural, offset:1 other {{n} vs #}}", values: ["n": 2], expected: "2 vs 1"),
  .init(
    message: "You have {n, plural, one {# message} other {# messages}}.", values: ["n": 5],
    expected: "You have 5 messages."),
  .init(
    message: "{n, plural, one {# taak} other {# taken}}", values: ["n": 1], expected: "1 taak",
    locale: "nl"),
  .init(
    message: "{a, plural, one {{b, plural, one {# b} other {# bs}}} other {# as}}",
    values: ["a": 1, "b": 5], expected: "5 bs"),
  .init(
    message: "{n, plural, other {{g, select, f {# f} other {# o}}}}", values: ["n": 3, "g": "f"],
    expected: "3 f"),
  .init(
    message: "{n, plural, other {{g, select, other {'#' #}}}}", values: ["n": 2, "g": "x"],
    expected: "# 2"),
  .init(
    message: "{n, plural, offset:2 other {{g, select, other {{m, plural, other {# #}}}} #}}",
    values: ["n": 5, "g": "x", "m": 9], expected: "9 9 3"),
  .init(message: "{n, plural, one {#} other {#}} {n}", values: ["n": 4], expected: "4 4"),
  .init(message: ordinal, values: ["p": 1], expected: "1st"),
  .init(message: ordinal, values: ["p": 2], expected: "2nd"),
  .init(message: ordinal, values: ["p": 3], expected: "3rd"),
  .init(message: ordinal, values: ["p": 4], expected: "4th"),
  .init(message: ordinal, values: ["p": 11], expected: "11th"),
  .init(message: ordinal, values: ["p": 13], expected: "13th"),
  .init(message: ordinal, values: ["p": 22], expected: "22nd"),
  .init(message: ordinal, values: ["p": 101], expected: "101st"),
  .init(message: ordinal, values: ["p": 112], expected: "112th"),
  .init(
    message: "{p, selectordinal, =1 {first} one {#st} other {#th}}", values: ["p": 1],
    expected: "first"),
  .init(message: "{p, selectordinal, other {'#'#}}", values: ["p": 5], expected: "#5"),
]

@Suite("ICU render corpus")
struct ICURenderCorpusTests {
  @Test("Literal text and apostrophes", arguments: textCases)
  func text(_ testCase: ICURenderCase) throws {
    try check(testCase)
  }

  @Test("Simple and other-typed arguments", arguments: simpleCases)
  func simple(_ testCase: ICURenderCase) throws {
    try check(testCase)
  }

  @Test("Number arguments resolve options", arguments: numberCases)
  func number(_ testCase: ICURenderCase) throws {
    try check(testCase)
  }

  @Test("Date and time arguments resolve options", arguments: dateCases)
  func date(_ testCase: ICURenderCase) throws {
    try check(testCase)
  }

  @Test("Select", arguments: selectCases)
  func select(_ testCase: ICURenderCase) throws {
    try check(testCase)
  }

  @Test("Plural and selectordinal", arguments: pluralCases)
  func plural(_ testCase: ICURenderCase) throws {
    try check(testCase)
  }

  private func check(_ testCase: ICURenderCase) throws {
    let output = try ICUTestEnvironment.render(
      testCase.message,
      testCase.values,
      locale: testCase.locale
    )
    #expect(output == testCase.expected)
  }
}
