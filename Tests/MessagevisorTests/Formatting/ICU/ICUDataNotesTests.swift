#if canImport(CMessagevisorICU)
  import Testing

  @testable import Messagevisor

  /// The ICU data notes the oracle prints next to Node's output: each names the resource, the
  /// locale it came from and ICU 76's strings.
  @Suite struct ICUDataNotesTests {
    /// Family, locale, options, a part the note must contain.
    static let notes: [(ICUDataFamily, String, FormatOptions, String)] = [
      (.number, "de-CH", [:], "NumberElements/latn/symbols/group (de_CH) \u{201C}\u{2019}\u{201D}"),
      (.number, "bn-BD", [:], "NumberElements/default (bn) \u{201C}latn\u{201D}; "),
      (.number, "th-TH-u-nu-thai", [:], "numbers thai (-u-nu-); "),
      (
        .number, "en-US", ["style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "long"],
        "units/speed/kilometer-per-hour/other (en) \u{201C}{0} kilometers per hour\u{201D}"
      ),
      (.number, "fr-FR", ["style": "unit", "unit": "byte-per-second"], "unitsShort/compound/per"),
      (
        .number, "en-US", ["style": "currency", "currency": "EUR"],
        "Currencies/EUR[0] (en) \u{201C}\u{20AC}\u{201D}"
      ),
      (
        .relativeTime(unit: "day", past: false), "he-IL", ["style": "short"],
        "fields/day-short/relativeTime/future (he) one \u{201C}\u{05DE}\u{05D7}\u{05E8}\u{201D}"
      ),
      (.list, "en-US", [:], "listPattern/standard (en): 2 \u{201C}{0} and {1}\u{201D}"),
      (.list, "en-US", ["type": "disjunction", "style": "short"], "listPattern/or-short"),
      (.list, "de-DE", ["type": "unit", "style": "narrow"], "2 \u{201C}{0} {1}\u{201D}"),
      (
        .displayName("Hans"), "en-US", ["type": "script"],
        "Scripts%stand-alone/Hans (en) \u{201C}Simplified Han\u{201D}; "
          + "Scripts/Hans (en) \u{201C}Simplified\u{201D}"
      ),
      (
        .displayName("DE"), "fr-FR", ["type": "region"],
        "Countries/DE (fr) \u{201C}Allemagne\u{201D}"
      ),
      (
        .displayName("en-US"), "de-DE", ["type": "language"],
        "Countries%short/US (de) \u{201C}USA\u{201D}"
      ),
      (
        .displayName("EUR"), "en-US", ["type": "currency"],
        "Currencies/EUR[1] (en) \u{201C}Euro\u{201D}"
      ),
      (.displayName("XX"), "en-US", ["type": "script"], "no script name data"),
      (
        .dateTimeRange, "ru-RU", ["year": "numeric", "month": "short", "day": "numeric"],
        "skeleton yMMMd; yMMMd (ru) M \u{201C}d MMM"
      ),
      (
        .dateTimeRange, "en-US", ["hour": "numeric", "minute": "2-digit"],
        "pattern \u{201C}h:mm\u{202F}a\u{201D}"
      ),
    ]

    @Test(arguments: notes)
    func noteNamesTheData(
      _ family: ICUDataFamily, _ locale: String, _ options: FormatOptions, _ part: String
    ) throws {
      let context = IssueRecorder().context(locale: locale, engine: .icu)
      let note = try #require(
        FormattingEngineKind.icuData(family, options: options, context: context))
      #expect(note.contains(part), "\(note)")
    }

    @Test func refusedRangeOptionsHaveNoNote() {
      let context = IssueRecorder().context(engine: .icu)
      let options: FormatOptions = ["timeZone": "Nowhere/Land"]
      #expect(
        FormattingEngineKind.icuData(.dateTimeRange, options: options, context: context) == nil)
    }
  }
#endif
