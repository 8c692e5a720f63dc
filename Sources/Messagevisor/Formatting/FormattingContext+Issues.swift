import Foundation

extension FormattingContext {
  /// The formatter name number issues carry: `formatNumber` (direct) or `number` (ICU).
  var numberFormatterName: String {
    switch caller {
    case .directHelper: return "formatNumber"
    case .icuArgument: return "number"
    }
  }

  /// The formatter name date issues carry: `formatDate` / `formatTime` (direct) or `date` /
  /// `time` (ICU).
  func dateFormatterName(_ kind: DateFormatKind) -> String {
    switch (caller, kind) {
    case (.directHelper, .date): return "formatDate"
    case (.directHelper, .time): return "formatTime"
    case (.icuArgument, _): return kind.rawValue
    }
  }

  /// Reports an option the engine cannot honour as `unsupported_formatter` and returns the
  /// error the caller then throws (docs/decisions.md D17: nothing is silently dropped).
  ///
  /// - Parameters:
  ///   - option: The option's name, put in the details as `option`.
  ///   - value: The option's value, put in the details as `value`.
  ///   - reason: What cannot be honoured; the issue's message and the error's.
  ///   - formatter: The formatter name put in the details.
  func unsupportedOption(
    _ option: String,
    value: MessagevisorValue,
    reason: String,
    formatter: String
  ) -> MessagevisorError {
    reportUnsupported(
      reason, formatter: formatter, extra: ["option": .string(option), "value": value])
    return MessagevisorError(reason)
  }

  /// Reports an `invalid_format` issue and returns the error the caller then throws.
  ///
  /// - Parameters:
  ///   - reason: The human reason; it becomes the error message and the issue's `reason`.
  ///   - type: The format family: `number`, `date`, `time`, `relative` or `dateTimeRange`.
  ///   - options: The options as given, copied into the details.
  ///   - option: The option refused, when one is (`details.option`).
  func invalidFormat(
    _ reason: String,
    type: String,
    options: FormatOptions,
    option: String? = nil
  ) -> MessagevisorError {
    var details: [String: MessagevisorValue] = [
      "locale": .string(locale),
      "type": .string(type),
      "options": .object(options),
    ]
    if let option {
      details["option"] = .string(option)
    }
    report(
      FormattingIssue(
        kind: .invalidFormat,
        message: "Invalid format options",
        details: details,
        reason: reason
      )
    )
    return MessagevisorError(reason)
  }

  /// Reports an `unsupported_formatter` warning.
  ///
  /// - Parameters:
  ///   - message: What cannot be honoured and what happens instead.
  ///   - formatter: The formatter name put in the details.
  ///   - extra: Further details, such as `option` or `token`.
  func reportUnsupported(
    _ message: String,
    formatter: String,
    extra: [String: MessagevisorValue] = [:]
  ) {
    var details = extra
    details["formatter"] = .string(formatter)
    details["locale"] = .string(locale)
    report(FormattingIssue(kind: .unsupportedFormatter, message: message, details: details))
  }
}
