#if canImport(CMessagevisorICU)
  import CMessagevisorICU
  import Foundation
  import Messagevisor
  import Testing

  @testable import MessagevisorICU

  /// One locale whose dates are formatted in its own calendar (decision D22).
  struct DefaultCalendarCase: Sendable, CustomTestStringConvertible {
    /// The locale as the SDK receives it.
    let locale: String
    /// The same locale as an ICU id, handed to `udat_open` as is.
    let icuLocale: String
    /// The ICU type of the calendar `udat_open` picks for `icuLocale`.
    let calendarType: String
    /// The BCP 47 name of that calendar, as `resolvedOptions().calendar` spells it.
    let calendarName: String

    var testDescription: String { locale }
  }

  /// What ICU itself prints for one request, asked through its C API with nothing of ours in
  /// between: the locale id as given, so ICU picks the calendar from its own data.
  enum PlainICUDate {
    /// The text of `milliseconds` in UTC, with the `dateStyle` style (`MV_UDAT_LONG` …) or,
    /// given a skeleton, the pattern `udatpg_getBestPattern` finds for it; and the ICU type
    /// of the calendar the formatter converted with.
    static func format(
      locale: String, style: Int32 = MV_UDAT_NONE, skeleton: String? = nil,
      at milliseconds: Double
    ) -> (text: String, calendar: String)? {
      var status: MVUErrorCode = 0
      let zone = Array("UTC".utf16)
      var pattern: [MVUChar] = []
      if let skeleton {
        let generator = swift_udatpg_open(locale, &status)
        defer { swift_udatpg_close(generator) }
        let units = Array(skeleton.utf16)
        var buffer = [MVUChar](repeating: 0, count: 256)
        let length = swift_udatpg_getBestPatternWithOptions(
          generator, units, Int32(units.count), 0, &buffer, Int32(buffer.count), &status)
        guard status <= 0 else { return nil }
        pattern = Array(buffer.prefix(Int(length)))
      }
      let format =
        skeleton == nil
        ? swift_udat_open(MV_UDAT_NONE, style, locale, zone, Int32(zone.count), nil, 0, &status)
        : swift_udat_open(
          MV_UDAT_PATTERN, MV_UDAT_PATTERN, locale, zone, Int32(zone.count), pattern,
          Int32(pattern.count), &status)
      guard let format, status <= 0 else { return nil }
      defer { swift_udat_close(format) }
      var output = [MVUChar](repeating: 0, count: 256)
      let length = swift_udat_format(
        format, milliseconds, &output, Int32(output.count), nil, &status)
      guard status <= 0, let type = swift_ucal_getType(swift_udat_getCalendar(format), &status)
      else {
        return nil
      }
      return (String(decoding: output.prefix(Int(length)), as: UTF16.self), String(cString: type))
    }
  }

  /// Dates in the locale's default calendar, on both engines, through the direct helpers and
  /// ICU arguments, against what the toolchain's ICU prints when `udat_open` gets the locale
  /// alone (so it chooses the calendar from its own data), never against our own output.
  @Suite struct ICUDefaultCalendarTests {
    static let cases: [DefaultCalendarCase] = [
      DefaultCalendarCase(
        locale: "th-TH", icuLocale: "th_TH", calendarType: "buddhist", calendarName: "buddhist"),
      DefaultCalendarCase(
        locale: "fa-IR", icuLocale: "fa_IR", calendarType: "persian", calendarName: "persian"),
      // The toolchain's data (CLDR 46 era, Apple's) prefers Umm al-Qura; CLDR 47+ Gregorian.
      DefaultCalendarCase(
        locale: "ar-SA", icuLocale: "ar_SA", calendarType: "islamic-umalqura",
        calendarName: "islamic-umalqura"),
      DefaultCalendarCase(
        locale: "ja-JP-u-ca-japanese", icuLocale: "ja_JP@calendar=japanese",
        calendarType: "japanese", calendarName: "japanese"),
      DefaultCalendarCase(
        locale: "en-US-u-ca-buddhist", icuLocale: "en_US@calendar=buddhist",
        calendarType: "buddhist", calendarName: "buddhist"),
      DefaultCalendarCase(
        locale: "he-IL", icuLocale: "he_IL", calendarType: "gregorian", calendarName: "gregory"),
    ]

    /// 2026-05-12T08:30:45.678Z.
    static let milliseconds = 1_778_574_645_678.0

    static var date: Date { Date(timeIntervalSince1970: milliseconds / 1000) }

    @Test("ICU picks the calendar the table names", arguments: cases)
    func icuDefault(_ item: DefaultCalendarCase) throws {
      let plain = try #require(
        PlainICUDate.format(locale: item.icuLocale, style: MV_UDAT_LONG, at: Self.milliseconds))
      #expect(plain.calendar == item.calendarType)
    }

    @Test(
      "Direct helpers: dateStyle long and year/month/day fields",
      arguments: cases, FormattingEngineKind.allCases)
    func directHelpers(_ item: DefaultCalendarCase, _ engine: FormattingEngineKind) throws {
      let context = FormattingContext(locale: item.locale, timeZone: "UTC", engine: engine)
      let long = try #require(
        PlainICUDate.format(locale: item.icuLocale, style: MV_UDAT_LONG, at: Self.milliseconds))
      let styled = try MessagevisorFormatting.formatDate(
        Self.date, options: ["dateStyle": "long"], kind: .date, context: context)
      #expect(styled == long.text)
      let fields = try #require(
        PlainICUDate.format(locale: item.icuLocale, skeleton: "yMMMd", at: Self.milliseconds))
      let options: FormatOptions = ["year": "numeric", "month": "short", "day": "numeric"]
      let fielded = try MessagevisorFormatting.formatDate(
        Self.date, options: options, kind: .date, context: context)
      #expect(fielded == fields.text)
      let reported = FormattingEngineKind.dateCalendar(
        options: options, kind: .date, context: context)
      #expect(reported == item.calendarName)
    }

    @Test("ICU arguments: style and skeleton", arguments: cases, FormattingEngineKind.allCases)
    func icuArguments(_ item: DefaultCalendarCase, _ engine: FormattingEngineKind) throws {
      let context = FormattingContext(locale: item.locale, timeZone: "UTC", engine: engine)
      let environment = ICUEnvironment(context: context)
      let values: MessagevisorValues = ["d": .date(Self.date)]
      let long = try #require(
        PlainICUDate.format(locale: item.icuLocale, style: MV_UDAT_LONG, at: Self.milliseconds))
      let styled = try ICUFormatter().format(
        "{d, date, long}", values: values, environment: environment)
      #expect(styled == long.text)
      let fields = try #require(
        PlainICUDate.format(locale: item.icuLocale, skeleton: "yMMMd", at: Self.milliseconds))
      let skeleton = try ICUFormatter().format(
        "{d, date, ::yMMMd}", values: values, environment: environment)
      #expect(skeleton == fields.text)
    }

    /// A `calendar` option still wins over the locale's default.
    @Test("The calendar option overrides the default", arguments: FormattingEngineKind.allCases)
    func optionWins(_ engine: FormattingEngineKind) throws {
      let context = FormattingContext(locale: "th-TH", timeZone: "UTC", engine: engine)
      let plain = try #require(
        PlainICUDate.format(
          locale: "th_TH@calendar=gregorian", skeleton: "yMMMd", at: Self.milliseconds))
      let options: FormatOptions = [
        "year": "numeric", "month": "short", "day": "numeric", "calendar": "gregory",
      ]
      let text = try MessagevisorFormatting.formatDate(
        Self.date, options: options, kind: .date, context: context)
      #expect(text == plain.text)
      #expect(plain.calendar == "gregorian")
      let reported = FormattingEngineKind.dateCalendar(
        options: options, kind: .date, context: context)
      #expect(reported == "gregory")
    }
  }
#endif
