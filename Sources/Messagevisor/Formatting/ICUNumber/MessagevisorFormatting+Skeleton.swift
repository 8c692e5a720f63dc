extension MessagevisorFormatting {
  /// Formats a number with an ICU number skeleton (`currency/EUR .00`, the text after `::`)
  /// when the context's engine reads skeletons itself; nil when it does not (Foundation), so
  /// the caller translates the skeleton into options instead.
  ///
  /// Returns the text, or nil with the Foundation engine; throws `MessagevisorError` for a
  /// token ICU refuses.
  ///
  ///     let context = FormattingContext(locale: "en", timeZone: "UTC")
  ///     if let share = try MessagevisorFormatting.formatNumber(
  ///       0.256, skeleton: "percent .0", context: context)
  ///     {
  ///       print(share)  // 25.6%
  ///     }
  ///
  /// With the ICU engine every ICU skeleton token is available, with ECMA-402's defaults
  /// where the skeleton sets nothing (as JS message formatting reads skeletons): half-expand
  /// rounding, `percent` multiplying by 100, 0…3 fraction digits (percent 0; currency and
  /// compact keep ICU's, which are ECMA-402's). A token ICU refuses is reported as
  /// `unsupported_formatter` (formatter `icu_number_skeleton`, with the token and its UTF-8
  /// offset in the skeleton) and thrown as "Unsupported ICU number skeleton token: <token>".
  public static func formatNumber(
    _ value: Double,
    skeleton: String,
    context: FormattingContext
  ) throws -> String? {
    #if canImport(CMessagevisorICU)
      guard context.engine == .icu else { return nil }
      return try ICUNumberFormatting.format(value, skeleton: skeleton, context: context)
    #else
      return nil
    #endif
  }
}
