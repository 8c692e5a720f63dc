extension FormattingContext {
  /// Reports `invalid_format` for a refused number option, naming it, and returns the error
  /// the caller throws.
  func invalidNumberOption(_ problem: ICUNumberOptionError, options: FormatOptions)
    -> MessagevisorError
  {
    invalidFormat(problem.reason, type: "number", options: options, option: problem.option)
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
