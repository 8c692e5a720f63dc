/// Builders for the SDK's own diagnostics.
enum Diagnostics {
  static func missingDatafile(
    locale: String,
    messageKey: String? = nil
  ) -> MessagevisorDiagnostic {
    var details: [String: MessagevisorValue] = ["locale": .string(locale)]
    if let messageKey {
      details["messageKey"] = .string(messageKey)
      details["source"] = .string("translation")
    }
    return MessagevisorDiagnostic(
      level: .error,
      code: .missingDatafile,
      message: "Datafile not found for locale",
      details: details
    )
  }

  static func missingLocale(_ message: String) -> MessagevisorDiagnostic {
    MessagevisorDiagnostic(
      level: .error,
      code: .missingLocale,
      message: message,
      details: ["locale": .null]
    )
  }

  static func invalidDatafile(_ reason: String) -> MessagevisorDiagnostic {
    MessagevisorDiagnostic(
      level: .error,
      code: .invalidDatafile,
      message: "could not parse datafile",
      originalError: reason
    )
  }

  /// `missing_translation` (error): neither the datafile nor the defaults have the key.
  static func missingTranslation(locale: String, key: String) -> MessagevisorDiagnostic {
    MessagevisorDiagnostic(
      level: .error,
      code: .missingTranslation,
      message: "Missing translation",
      details: [
        "locale": .string(locale), "messageKey": .string(key), "source": .string("translation"),
      ]
    )
  }

  static func module(
    code: MessagevisorDiagnosticCode,
    message: String,
    moduleName: String?,
    error: (any Error)? = nil
  ) -> MessagevisorDiagnostic {
    MessagevisorDiagnostic(
      level: .error,
      code: code,
      message: message,
      moduleName: moduleName,
      originalError: error.map(describe)
    )
  }

  /// The text kept as a diagnostic's `originalError`.
  static func describe(_ error: any Error) -> String {
    if let error = error as? MessagevisorError { return error.message }
    return error.localizedDescription
  }
}
