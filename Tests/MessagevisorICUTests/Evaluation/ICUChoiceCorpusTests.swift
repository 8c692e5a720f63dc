import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

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
    message: "{n, plural, =1 {Exact} one {One} other {Other}}", values: ["n": 1],
    expected: "Exact"),
  .init(
    message: "{n, plural, one {One} =1 {Exact} other {Other}}", values: ["n": 1],
    expected: "Exact"),
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

@Suite("ICU corpus: select, plural, selectordinal")
struct ICUChoiceCorpusTests {
  @Test("Select", arguments: selectCases)
  func select(_ testCase: ICURenderCase) throws {
    try testCase.check()
  }

  @Test("Plural and selectordinal", arguments: pluralCases)
  func plural(_ testCase: ICURenderCase) throws {
    try testCase.check()
  }
}
