import Foundation

extension Messagevisor {
  /// The locale, currency, time zone and diagnostic sink of a formatting call.
  func formattingContext(_ options: EvaluationOptions) throws -> FormattingContext {
    let locale = try requireLocale(options.locale, message: "Locale not set")
    let (currency, timeZone) = callCurrencyAndZone(options)
    return FormattingContext(
      locale: locale,
      currency: currency,
      timeZone: timeZone,
      report: { [weak self] issue in self?.report(issue.diagnostic) },
      engine: family.formattingEngine
    )
  }

  /// The effective options of a named preset; a missing one reports `missing_format`.
  func presetOptions(
    _ family: FormatFamily,
    _ preset: String?,
    context: FormattingContext,
    options: EvaluationOptions
  ) -> FormatOptions {
    guard let preset else { return [:] }
    let formats = effectiveFormats(locale: context.locale, options: options)
    if let found = formats[family: family]?[preset] { return found }
    report(
      MessagevisorDiagnostic(
        level: .error,
        code: .missingFormat,
        message: "Named format preset not found",
        details: [
          "locale": .string(context.locale), "type": .string(family.rawValue),
          "preset": .string(preset),
        ]
      ))
    return [:]
  }

  func unsupported(
    formatter: String,
    locale: String?,
    extra: [String: MessagevisorValue] = [:]
  ) -> MessagevisorDiagnostic {
    var details: [String: MessagevisorValue] = [
      "formatter": .string(formatter), "locale": locale.map { .string($0) } ?? .null,
    ]
    details.merge(extra) { _, new in new }
    return MessagevisorDiagnostic(
      level: .warn,
      code: .unsupportedFormatter,
      message: "Formatter capability is not supported on this platform",
      details: details
    )
  }

  func invalidFormat(
    type: String,
    locale: String,
    options: FormatOptions,
    error: any Error
  ) -> MessagevisorDiagnostic {
    MessagevisorDiagnostic(
      level: .error,
      code: .invalidFormat,
      message: "Invalid format options",
      details: [
        "locale": .string(locale), "type": .string(type), "options": .object(options),
      ],
      originalError: Diagnostics.describe(error)
    )
  }

  func reportToParts(_ method: String, locale: String?) {
    report(unsupported(formatter: method, locale: locale ?? getLocale()))
  }
}

extension FormattingIssue {
  /// The diagnostic this issue becomes.
  var diagnostic: MessagevisorDiagnostic {
    switch kind {
    case .unsupportedFormatter:
      return MessagevisorDiagnostic(
        level: .warn, code: .unsupportedFormatter, message: message, details: details)
    case .invalidFormat:
      return MessagevisorDiagnostic(
        level: .error,
        code: .invalidFormat,
        message: message,
        details: details,
        originalError: reason
      )
    }
  }
}
