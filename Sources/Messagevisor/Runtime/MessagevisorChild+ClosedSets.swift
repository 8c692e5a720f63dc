extension MessagevisorChild {
  /// The plural category of a number, as a `PluralCategory`.
  public func formatPluralCategory(
    _ value: Double,
    locale: String? = nil,
    type: PluralType = .cardinal
  ) throws -> PluralCategory {
    try base.formatPluralCategory(value, locale: locale, type: type)
  }

  /// The plural category with plural options, as a `PluralCategory`.
  public func formatPluralCategory(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> PluralCategory {
    try base.formatPluralCategory(value, formatOptions: formatOptions, locale: locale)
  }

  /// The direction of a locale's datafile, as a `TextDirection`.
  public func getTextDirection(locale: String? = nil) throws -> TextDirection? {
    try base.getTextDirection(locale: locale)
  }
}
