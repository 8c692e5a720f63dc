#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// Number formatting through ICU's `unumf` API: ECMA-402 options → skeleton → formatter.
  ///
  /// Formatters are cached per locale and resolved options (and per locale and skeleton for
  /// ICU message skeletons), 100 of each, oldest out first. A cached formatter is shared by
  /// all threads, which ICU allows; no lock is held while formatting.
  enum ICUNumberFormatting {
    private struct Key: Hashable, Sendable {
      var locale: String
      var options: ICUNumberOptions
    }

    private struct SkeletonKey: Hashable, Sendable {
      var locale: String
      var skeleton: String
    }

    /// The options as a caller gives them, before they are read.
    private struct OptionsKey: Hashable, Sendable {
      var locale: String
      var fallbackCurrency: String?
      var options: FormatOptions
    }

    private static let formatters = BoundedCache<Key, ICUNumberFormatterHandle>(capacity: 100)
    /// The formatters of options already read: hashing two or three options costs a fifth of
    /// reading the twenty-odd the Intl reader asks for. Options it refuses are not kept, so
    /// every call with them reports.
    private static let optionFormatters = BoundedCache<OptionsKey, ICUNumberFormatterHandle>(
      capacity: 100)
    private static let skeletonFormatters = BoundedCache<SkeletonKey, ICUNumberFormatterHandle>(
      capacity: 100)
    private static let digits = BoundedCache<String, LocaleDigits?>(capacity: 128)

    /// Formats `value` with ECMA-402 options (see `MessagevisorFormatting.formatNumber`).
    static func format(
      _ value: Double,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      let handle: ICUNumberFormatterHandle
      do {
        handle = try self.handle(
          options: options, locale: context.locale, fallbackCurrency: context.currency)
      } catch let error as ICUNumberOptionError {
        throw context.invalidNumberOption(error, options: options)
      } catch {
        throw rejected(error, options: options, context: context)
      }
      do {
        return try handle.format(value)
      } catch {
        throw rejected(error, options: options, context: context)
      }
    }

    /// The cached formatter of ECMA-402 `options` as given in `locale`, a currency style
    /// without a code of its own taking `fallbackCurrency` (nil: USD).
    ///
    /// Throws the Intl reader's `ICUNumberOptionError` for options it refuses (never kept, so
    /// every call with them reports), else ICU's failure to open the formatter.
    static func handle(
      options: FormatOptions,
      locale: String,
      fallbackCurrency: String?
    ) throws -> ICUNumberFormatterHandle {
      let key = OptionsKey(locale: locale, fallbackCurrency: fallbackCurrency, options: options)
      return try optionFormatters.value(for: key) {
        let parsed = try ICUNumberOptions(
          parsing: OptionLookup(key.options), fallbackCurrency: key.fallbackCurrency)
        return try formatter(parsed, locale: key.locale)
      }
    }

    /// Reports that ICU refused to open or run the formatter of `options`; returns the error.
    private static func rejected(
      _ error: any Error,
      options: FormatOptions,
      context: FormattingContext
    ) -> MessagevisorError {
      context.invalidFormat(
        "ICU rejected the number format (\(errorName(error)))", type: "number", options: options)
    }

    /// The number printed for `#`: locale decimal, half-expand, at most 3 fraction digits.
    static func formatPluralNumber(_ value: Double, locale: String) -> String {
      if value.sign == .plus, value < 1000, value.rounded(.towardZero) == value,
        let digits = localeDigits(locale),
        let text = digits.format(Int(value))
      {
        return text
      }
      return pluralFormat(value, locale: locale) ?? String(describing: value)
    }

    /// The digits `formatPluralNumber` prints small integers with in `locale`, cached.
    static func localeDigits(_ locale: String) -> LocaleDigits? {
      digits.value(for: locale) { _ in
        LocaleDigits(format: { pluralFormat($0, locale: locale) })
      }
    }

    private static func pluralFormat(_ value: Double, locale: String) -> String? {
      try? formatter(ICUNumberOptions(), locale: locale).format(value)
    }

    /// The plural operands of `value` as `options` show it (ECMA-402 PluralRules).
    static func pluralOperands(
      _ value: Double,
      options: ICUNumberOptions,
      locale: String
    ) throws(ICUText.Failure) -> PluralOperands {
      do {
        return try formatter(options, locale: locale).formatWithOperands(value)
      } catch let failure as ICUText.Failure {
        throw failure
      } catch {
        throw ICUText.Failure(
          function: "unumf_openForSkeletonAndLocale", code: errorName(error))
      }
    }

    /// Formats `value` with an ICU number skeleton (`currency/EUR .00`) completed with the
    /// ECMA-402 defaults JS message formatting gives it (`ICUSkeletonDefaults`).
    static func format(
      _ value: Double,
      skeleton: String,
      context: FormattingContext
    ) throws -> String {
      let handle: ICUNumberFormatterHandle
      do {
        handle = try skeletonHandle(skeleton, locale: context.locale)
      } catch {
        let offset = (error as? ICUNumberFormatterHandle.OpenFailure)?.utf16Offset
        let found = ICUSkeletonDefaults.token(in: skeleton, utf16Offset: offset)
        throw context.unsupportedSkeletonToken(found.token, utf8Offset: found.utf8Offset)
      }
      do {
        return try handle.format(value)
      } catch {
        throw context.invalidFormat(
          "ICU rejected the number format (\(error.code))", type: "number",
          options: ["skeleton": .string(skeleton)])
      }
    }

    /// The cached formatter of a message skeleton in `locale`, with the defaults of
    /// `ICUSkeletonDefaults`; throws `OpenFailure` when ICU refuses the skeleton.
    static func skeletonHandle(_ skeleton: String, locale: String) throws
      -> ICUNumberFormatterHandle
    {
      let key = SkeletonKey(locale: locale, skeleton: skeleton)
      return try skeletonFormatters.value(for: key) {
        try ICUNumberFormatterHandle(
          skeleton: ICUSkeletonDefaults.completed(skeleton),
          locale: ICULocaleID.of(locale), label: locale)
      }
    }

    /// ICU's error name in a failure of this family.
    private static func errorName(_ error: any Error) -> String {
      switch error {
      case let failure as ICUText.Failure: return failure.code
      case let failure as ICUNumberFormatterHandle.OpenFailure: return failure.code
      default: return String(describing: error)
      }
    }

    /// The cached formatter of resolved options in `locale`.
    private static func formatter(
      _ options: ICUNumberOptions,
      locale: String
    ) throws -> ICUNumberFormatterHandle {
      try formatters.value(for: Key(locale: locale, options: options)) {
        let system = options.numberingSystem.flatMap(ICULocaleID.knownNumberingSystem)
        let skeleton = NumberSkeletonBuilder.skeleton(for: options, numberingSystem: system)
        return try ICUNumberFormatterHandle(
          skeleton: skeleton, locale: ICULocaleID.of(locale), label: locale)
      }
    }
  }
#endif
