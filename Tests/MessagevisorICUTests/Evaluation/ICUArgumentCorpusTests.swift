import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

private let day: MessagevisorValue = .int(86_400_000)

private let numberCases: [ICURenderCase] = [
  .init(message: "{n, number}", values: ["n": 0.5], expected: "N(0.5)"),
  .init(message: "{n,number}", values: ["n": 2], expected: "N(2)"),
  .init(message: "{ n , number , }", values: ["n": 2], expected: "N(2)"),
  .init(message: "{n, number, percent}", values: ["n": 0.5], expected: "N(0.5|style=percent)"),
  .init(
    message: "{n, number, integer}", values: ["n": 0.5],
    expected: "N(0.5|maximumFractionDigits=0)"),
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
    message: "{d, date}", values: ["d": "1970-01-02T00:00:00.500000Z"],
    expected: "D(date|86400.5)"),
  .init(message: "{d, date}", values: ["d": .double(86_400_000)], expected: "D(date|86400)"),
  .init(
    message: "{d, date}", values: ["d": .date(Date(timeIntervalSince1970: 86_400))],
    expected: "D(date|86400)"),
  .init(message: "{ d ,\ttime ,\n::Hms }", values: ["d": day], expected: "S(86400|Hms|UTC)"),
]

@Suite("ICU corpus: number and date arguments")
struct ICUArgumentCorpusTests {
  @Test("Number arguments resolve options", arguments: numberCases)
  func number(_ testCase: ICURenderCase) throws {
    try testCase.check()
  }

  @Test("Date and time arguments resolve options", arguments: dateCases)
  func date(_ testCase: ICURenderCase) throws {
    try testCase.check()
  }
}
