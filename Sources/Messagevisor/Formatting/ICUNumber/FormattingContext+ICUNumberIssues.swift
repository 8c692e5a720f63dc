extension FormattingContext {
  /// Reports `invalid_format` for a refused number option, naming it, and returns the error
  /// the caller throws.
  func invalidNumberOption(_ problem: ICUNumberOptionError, options: FormatOptions)
    -> MessagevisorError
  {
    invalidOption(problem.option, reason: problem.reason, type: "number", options: options)
  }

  /// Reports `invalid_format` for a refused option of a `type` family (`number`, `date`,
  /// `relative`, ...), naming it in `details.option`, and returns the error the caller throws.
  func invalidOption(_ option: String, reason: String, type: String, options: FormatOptions)
    -> MessagevisorError
  {
    let details: [String: MessagevisorValue] = [
      "locale": .string(locale),
      "type": .string(type),
      "options": .object(options),
      "option": .string(option),
    ]
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

  /// Reports `unsupported_formatter` for a skeleton token ICU refused and returns the error.
  ///
  /// The details carry the token and its UTF-8 offset in the skeleton (the text after `::`).
  func unsupportedSkeletonToken(_ token: String, utf8Offset: Int) -> MessagevisorError {
    let details: [String: MessagevisorValue] = [
      "formatter": "icu_number_skeleton",
      "token": .string(token),
      "offset": .int(utf8Offset),
      "locale": .string(locale),
    ]
    report(
      FormattingIssue(
        kind: .unsupportedFormatter,
        message: "Unsupported ICU number skeleton token",
        details: details
      )
    )
    return MessagevisorError("Unsupported ICU number skeleton token: \(token)")
  }
}
