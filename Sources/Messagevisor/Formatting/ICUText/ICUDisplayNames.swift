#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// `Intl.DisplayNames` on ICU.
  ///
  /// Languages, regions, scripts and calendars come from `uldn_*` opened with the options as
  /// display contexts (`style` long → full names, short/narrow → short names;
  /// `languageDisplay` dialect/standard; `fallback` code → ICU substitutes the code, none →
  /// no substitution). Currencies come from `ucurr_getName` (the long name whatever the
  /// style, as in V8), date-time fields from the pattern generator's field names.
  enum ICUDisplayNames {
    private struct Key: Hashable, Sendable {
      var locale: String
      var contexts: [Int32]
    }

    private static let pools = BoundedCache<Key, FormatterPool<ICUDisplayNamesHandle>>(
      capacity: 100)

    /// The name of `code` of `type`; nil when there is none (or `type` is unknown, which
    /// the caller handles).
    static func name(of code: String, type: String, options: FormatOptions, locale: String)
      throws -> String?
    {
      let style = options["style"]?.stringValue ?? "long"
      let substitute = options["fallback"]?.stringValue != "none"
      let icuLocale = ICULocaleID.make(locale)
      switch type {
      case "currency":
        return currencyName(code, locale: icuLocale)
      case "dateTimeField":
        return try fieldName(code, style: style, locale: icuLocale)
      default:
        break
      }
      guard let kind = localeKind(type, code: code) else {
        return nil
      }
      let contexts = [
        options["languageDisplay"]?.stringValue == "standard"
          ? MV_UDISPCTX_STANDARD_NAMES : MV_UDISPCTX_DIALECT_NAMES,
        style == "long" ? MV_UDISPCTX_LENGTH_FULL : MV_UDISPCTX_LENGTH_SHORT,
        substitute ? MV_UDISPCTX_SUBSTITUTE : MV_UDISPCTX_NO_SUBSTITUTE,
      ]
      let key = Key(locale: icuLocale, contexts: contexts)
      let pool = pools.value(for: key) {
        FormatterPool(statisticsLabel: locale) {
          ICUDisplayNamesHandle(locale: key.locale, contexts: key.contexts)
        }
      }
      let name = try pool.withFormatter { try $0.name(of: kind.code, kind: kind.kind) }
      return name.isEmpty ? nil : name
    }

    private static func localeKind(_ type: String, code: String)
      -> (code: String, kind: ICUDisplayNamesHandle.Kind)?
    {
      switch type {
      case "language":
        let identifier = FormattingLocale.safeIdentifier(code)
        return identifier.isEmpty ? nil : (identifier, .locale)
      case "region": return (code, .region)
      case "script": return (code, .script)
      case "calendar":
        let legacy = ICULocaleID.legacyType("ca", code.lowercased())
        return (legacy ?? code, .keyValue("calendar"))
      default: return nil
      }
    }

    /// The long name of a currency for every `style`, as V8 prints it.
    private static func currencyName(_ code: String, locale: String) -> String? {
      let units = Array(code.uppercased().utf16)
      guard units.count == 3 else {
        return nil
      }
      let nameStyle = MV_UCURR_LONG_NAME
      var status: MVUErrorCode = 0
      var length: Int32 = 0
      var isChoice: Int8 = 0
      let name = units.withUnsafeBufferPointer { buffer in
        swift_ucurr_getName(buffer.baseAddress, locale, nameStyle, &isChoice, &length, &status)
      }
      guard let name, status <= 0, status != MV_U_USING_DEFAULT_WARNING else {
        return nil
      }
      return String(decoding: UnsafeBufferPointer(start: name, count: Int(length)), as: UTF16.self)
    }

    private static let fields: [String: Int32] = [
      "era": 0, "year": 1, "quarter": 2, "month": 3, "weekOfYear": 4, "weekday": 6,
      "day": 9, "dayPeriod": 10, "hour": 11, "minute": 12, "second": 13, "timeZoneName": 15,
    ]

    private static func fieldName(_ code: String, style: String, locale: String) throws
      -> String?
    {
      guard let field = fields[code] else {
        return nil
      }
      let width: Int32 = style == "short" ? 1 : style == "narrow" ? 2 : 0
      let name = try ICUPatternGenerator.withGenerator(locale: locale) {
        try $0.fieldDisplayName(field: field, width: width)
      }
      return name.isEmpty ? nil : name
    }
  }
#endif
