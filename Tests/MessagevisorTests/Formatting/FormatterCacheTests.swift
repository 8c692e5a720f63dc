import Dispatch
import Foundation
import Synchronization
import Testing

@_spi(Testing) @testable import Messagevisor

/// A stand-in formatter whose identity shows reuse.
private final class FakeFormatter {}

@Suite struct FormatterCacheTests {
  @Test func evictsOldestEntryFirst() {
    let cache = BoundedCache<Int, String>(capacity: 3)
    for key in 1...4 {
      _ = cache.value(for: key) { "value \(key)" }
    }
    #expect(cache.count == 3)
    #expect(!cache.contains(1))
    #expect(cache.contains(2) && cache.contains(3) && cache.contains(4))
    var created = false
    let hit = cache.value(for: 2) {
      created = true
      return "new"
    }
    #expect(hit == "value 2")
    #expect(!created)
  }

  @Test func poolLendsOneInstanceAtATime() {
    let pool = FormatterPool<FakeFormatter>(statisticsLabel: "pool-test") { FakeFormatter() }
    let first = pool.withFormatter { ObjectIdentifier($0) }
    let second = pool.withFormatter { ObjectIdentifier($0) }
    #expect(first == second)
    let (outer, inner) = pool.withFormatter { outer in
      (ObjectIdentifier(outer), pool.withFormatter { ObjectIdentifier($0) })
    }
    #expect(outer != inner)
  }

  /// A formatter handed to the pool at its creation is the one it lends first, counted once
  /// as a construction; the pool makes no other while that one is idle.
  @Test func aFirstFormatterIsLentBeforeAnyIsMade() {
    let label = "pool-first-test"
    let before = FormatterStatistics.constructions(label: label)
    let opened = FakeFormatter()
    let made = Atomic<Int>(0)
    let pool = FormatterPool<FakeFormatter>(statisticsLabel: label, first: opened) {
      made.add(1, ordering: .relaxed)
      return FakeFormatter()
    }
    #expect(FormatterStatistics.constructions(label: label) == before + 1)
    #expect(pool.withFormatter { $0 === opened })
    #expect(pool.withFormatter { $0 === opened })
    #expect(made.load(ordering: .relaxed) == 0)
    let nested = pool.withFormatter { _ in pool.withFormatter { $0 === opened } }
    #expect(!nested)
    #expect(made.load(ordering: .relaxed) == 1)
    #expect(FormatterStatistics.constructions(label: label) == before + 2)
  }

  /// After one warm-up call per formatter, repeated calls construct nothing.
  @Test func warmCallsConstructNothing() throws {
    let locale = "en-US-x-warm"
    let context = IssueRecorder().context(locale: locale, timeZone: "Europe/Amsterdam")
    let calls = Self.representativeCalls(context: context)
    for call in calls {
      _ = try call(1)
    }
    let afterWarmUp = FormatterStatistics.constructions(label: locale)
    #expect(afterWarmUp >= calls.count - 1)
    for round in 2...50 {
      for call in calls {
        _ = try call(Double(round))
      }
    }
    #expect(FormatterStatistics.constructions(label: locale) == afterWarmUp)
  }

  /// Option dictionaries that configure the same formatter share it.
  @Test func equivalentOptionsShareFormatters() throws {
    let locale = "en-US-x-shared"
    let context = IssueRecorder().context(locale: locale)
    _ = try MessagevisorFormatting.formatNumber(
      1, options: ["maximumFractionDigits": 2], context: context)
    let warm = FormatterStatistics.constructions(label: locale)
    let same: [FormatOptions] = [
      ["maximumFractionDigits": 2.0],
      ["maximumFractionDigits": 2, "formatMatcher": "ignored"],
      ["maximumFractionDigits": 2, "roundingMode": "halfExpand", "useGrouping": "auto"],
    ]
    for options in same {
      _ = try MessagevisorFormatting.formatNumber(-7.25, options: options, context: context)
    }
    _ = try MessagevisorFormatting.formatDate(
      Date(), options: ["year": "numeric"], kind: .date, context: context)
    let dateWarm = FormatterStatistics.constructions(label: locale)
    _ = try MessagevisorFormatting.formatDate(
      Date(), options: ["year": "numeric", "hour12": true], kind: .date, context: context)
    #expect(FormatterStatistics.constructions(label: locale) == dateWarm)
    #expect(dateWarm == warm + 1)
  }

  @Test func publicCounterCountsConstructions() throws {
    let before = MessagevisorFormatting.formatterConstructionCount
    _ = try MessagevisorFormatting.formatNumber(
      1, options: [:], context: IssueRecorder().context(locale: "en-US-x-counter"))
    #expect(MessagevisorFormatting.formatterConstructionCount > before)
  }

  /// Many threads formatting with the same options all get the single-threaded result.
  @Test func concurrentFormattingIsConsistent() throws {
    let context = IssueRecorder().context(locale: "de-DE", timeZone: "Asia/Tokyo")
    let date = try #require(PortableISODate.parse("2026-05-12T08:30:45Z"))
    let numberOptions: FormatOptions = ["style": "currency", "currency": "EUR"]
    let dateOptions: FormatOptions = ["dateStyle": "full", "timeStyle": "short"]
    let expectedNumber = try MessagevisorFormatting.formatNumber(
      1234.5, options: numberOptions, context: context)
    let expectedDate = try MessagevisorFormatting.formatDate(
      date, options: dateOptions, kind: .date, context: context)
    let mismatches = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 32) { _ in
      for _ in 0..<100 {
        let number = try? MessagevisorFormatting.formatNumber(
          1234.5, options: numberOptions, context: context)
        let text = try? MessagevisorFormatting.formatDate(
          date, options: dateOptions, kind: .date, context: context)
        let plural = MessagevisorFormatting.formatPluralNumber(1234.5, locale: "de-DE")
        if number != expectedNumber || text != expectedDate || plural != "1.234,5" {
          mismatches.add(1, ordering: .relaxed)
        }
      }
    }
    #expect(mismatches.load(ordering: .relaxed) == 0)
    #expect(expectedNumber == "1.234,50\u{A0}€")
  }

  /// One call per cached formatter kind; the argument varies the value, not the configuration.
  private static func representativeCalls(
    context: FormattingContext
  ) -> [(Double) throws -> String] {
    let date = { (value: Double) in Date(timeIntervalSince1970: 1_770_000_000 + value * 3_600) }
    return [
      { try MessagevisorFormatting.formatNumber($0, options: [:], context: context) },
      {
        try MessagevisorFormatting.formatNumber(
          $0, options: ["style": "currency", "currency": "EUR", "signDisplay": "always"],
          context: context)
      },
      {
        try MessagevisorFormatting.formatNumber(
          $0 + 0.5, options: ["minimumFractionDigits": 2, "trailingZeroDisplay": "stripIfInteger"],
          context: context)
      },
      {
        try MessagevisorFormatting.formatNumber(
          $0 * 1000, options: ["notation": "compact"], context: context)
      },
      { MessagevisorFormatting.formatPluralNumber($0, locale: context.locale) },
      {
        try MessagevisorFormatting.formatDate(date($0), options: [:], kind: .date, context: context)
      },
      {
        try MessagevisorFormatting.formatDate(date($0), options: [:], kind: .time, context: context)
      },
      {
        try MessagevisorFormatting.formatDate(
          date($0), options: ["timeStyle": "short", "hourCycle": "h23", "timeZone": "UTC"],
          kind: .time, context: context)
      },
      { try MessagevisorFormatting.formatDate(date($0), skeleton: "yMMMd", context: context) },
      {
        try MessagevisorFormatting.formatDateTimeRange(
          date($0), date($0 + 5), options: [:], context: context)
      },
      {
        try MessagevisorFormatting.formatRelativeTime(
          -$0, unit: .day, options: [:], context: context)
      },
      { MessagevisorFormatting.formatList(["A", String($0)], locale: context.locale) },
    ]
  }
}
