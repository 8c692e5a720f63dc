import Foundation
import Testing

@testable import Messagevisor

/// A prepared date or time preset prints what the ordinary path prints on both engines, and
/// exists only where the ordinary path formats without a word.
struct PreparedDatePresetTests {
  /// A preset as a call snapshot resolves it: its options, family, locale and zone.
  struct Preset: Sendable, CustomTestStringConvertible {
    let locale: String
    let timeZone: String
    let kind: DateFormatKind
    let options: FormatOptions

    init(
      _ locale: String, _ timeZone: String, _ kind: DateFormatKind, _ options: FormatOptions
    ) {
      self.locale = locale
      self.timeZone = timeZone
      self.kind = kind
      self.options = options
    }

    var testDescription: String { "\(kind) \(locale) \(timeZone) \(options)" }

    func make(_ engine: FormattingEngineKind) -> PreparedDatePreset? {
      PreparedDatePreset.make(
        options: options, kind: kind, timeZone: timeZone, locale: locale, engine: engine)
    }
  }

  static let prepared: [Preset] = [
    Preset("en-US", "UTC", .date, [:]),
    Preset("en-US", "UTC", .time, [:]),
    Preset("en-US", "America/New_York", .date, ["year": "numeric", "month": "2-digit"]),
    Preset("de-DE", "Europe/Berlin", .date, ["dateStyle": "full"]),
    Preset("fr-FR", "UTC", .date, ["weekday": "long", "month": "long", "day": "numeric"]),
    Preset("en-GB", "UTC", .date, ["dateStyle": "medium", "timeZone": "Asia/Tokyo"]),
    Preset("en-US", "UTC", .time, ["hour": "2-digit", "minute": "2-digit", "hourCycle": "h23"]),
    Preset("en-US", "Asia/Kolkata", .time, ["timeStyle": "short"]),
    Preset("ja-JP", "Asia/Tokyo", .date, ["dateStyle": "long", "calendar": "japanese"]),
    Preset("ar-EG", "Africa/Cairo", .date, ["dateStyle": "short"]),
    Preset("en-US", "UTC", .time, ["hour": "numeric", "timeZoneName": "short"]),
  ]

  /// 1970, 2026-03-01T23:30:00Z, a date before 1970, and the edges of JavaScript's range.
  static let dates: [Date] = [
    0, 1_772_407_800, -2_208_988_800, 8.64e12, -8.64e12,
  ].map(Date.init(timeIntervalSince1970:))

  static let engines: [FormattingEngineKind] = [.icu, .foundation]

  @Test(arguments: prepared, engines)
  func printsWhatTheOrdinaryPathPrints(_ preset: Preset, _ engine: FormattingEngineKind) throws {
    let prepared = try #require(preset.make(engine))
    for date in Self.dates {
      let recorder = IssueRecorder()
      let context = recorder.context(
        locale: preset.locale, timeZone: preset.timeZone, engine: engine)
      let expected = try MessagevisorFormatting.formatDate(
        date, options: preset.options, kind: preset.kind, context: context)
      #expect(prepared.string(of: date) == expected, "\(date)")
      #expect(recorder.issues.isEmpty)
    }
  }

  /// A date the ordinary path refuses (not finite, or beyond JavaScript's range) gets no
  /// text, so that the caller formats it the ordinary way, which reports it.
  @Test(arguments: engines)
  func leavesRefusedDatesToTheOrdinaryPath(_ engine: FormattingEngineKind) throws {
    let prepared = try #require(Preset("en-US", "UTC", .date, [:]).make(engine))
    for seconds in [Double.nan, .infinity, 8.64e12 + 1, -9e12] {
      #expect(prepared.string(of: Date(timeIntervalSince1970: seconds)) == nil, "\(seconds)")
    }
  }

  /// Options `Intl.DateTimeFormat` refuses and unknown zones: neither engine prepares them.
  @Test(
    arguments: [
      Preset("en-US", "UTC", .date, ["month": "longest"]),
      Preset("en-US", "UTC", .time, ["dateStyle": "short", "hour": "numeric"]),
      Preset("en-US", "UTC", .date, ["dateStyle": "short", "timeZone": "Mars/Olympus"]),
      Preset("en-US", "Mars/Olympus", .date, [:]),
      Preset("en-US", "UTC", .date, ["timeZone": 5]),
    ], engines)
  func isNotPreparedWhereTheOrdinaryPathRefuses(
    _ preset: Preset, _ engine: FormattingEngineKind
  ) {
    #expect(preset.make(engine) == nil)
  }

  /// A message's date skeleton prints what the ordinary path prints for it, on both engines.
  @Test(
    arguments: [
      ("en-US", "UTC", "yMMMd"), ("de-DE", "Europe/Berlin", "yyyyMMdd"),
      ("fr-FR", "UTC", "EEEEMMMMd"), ("en-US", "America/New_York", "jmm"),
      ("ja-JP", "Asia/Tokyo", "GGGGyMMMM"), ("en-US", "Asia/Kolkata", "Hmsz"),
    ], engines)
  func skeletonsPrintWhatTheOrdinaryPathPrints(
    _ setting: (locale: String, zone: String, skeleton: String),
    _ engine: FormattingEngineKind
  ) throws {
    let prepared = try #require(
      PreparedDatePreset.make(
        skeleton: setting.skeleton, timeZone: setting.zone, locale: setting.locale,
        engine: engine))
    for date in Self.dates {
      let recorder = IssueRecorder()
      let context = recorder.context(
        locale: setting.locale, timeZone: setting.zone, engine: engine)
      let expected = try MessagevisorFormatting.formatDate(
        date, skeleton: setting.skeleton, context: context)
      #expect(prepared.string(of: date) == expected, "\(date)")
      #expect(recorder.issues.isEmpty)
    }
    #expect(prepared.string(of: Date(timeIntervalSince1970: .nan)) == nil)
  }

  @Test(arguments: engines)
  func aSkeletonInAnUnknownZoneIsLeftToTheOrdinaryPath(_ engine: FormattingEngineKind) {
    #expect(
      PreparedDatePreset.make(
        skeleton: "yMMMd", timeZone: "Mars/Olympus", locale: "en-US", engine: engine) == nil)
  }

  /// A calendar Foundation lacks is refused by the Foundation engine only, which then
  /// prepares nothing; the ICU engine has it and prepares it.
  @Test(arguments: ["dangi", "islamic-rgsa"])
  func aCalendarFoundationLacksIsLeftToTheOrdinaryPath(_ calendar: String) {
    let preset = Preset(
      "ko-KR", "Asia/Seoul", .date, ["dateStyle": "long", "calendar": .string(calendar)])
    #expect(preset.make(.foundation) == nil)
    #expect(preset.make(.icu) != nil)
  }
}
