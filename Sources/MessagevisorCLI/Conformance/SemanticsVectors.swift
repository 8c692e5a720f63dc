import Messagevisor

/// Vectors of `icuSemantics` and `pluralSemantics`.
enum SemanticsVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    fixture.icuSemantics.map(icuVector) + fixture.pluralSemantics.map(pluralVector)
  }

  /// `formatMessage` with the ICU module at log level debug.
  ///
  /// With `expected`: the output matches and neither `invalid_message` nor
  /// `unsupported_formatter` was reported. With `error`: the call throws and the code was
  /// reported.
  private static func icuVector(_ item: ConformanceFixture.ICUCase) -> ConformanceVector {
    ConformanceVector(section: "icuSemantics", id: item.id, requires: requirements(item.message)) {
      let log = ConformanceRecorder<MessagevisorDiagnostic>()
      let options = MessagevisorOptions(
        locale: item.locale,
        onDiagnostic: log.handler,
        logLevel: .debug,
        modules: [try ConformanceICU.makeModule()]
      )
      let sdk = createMessagevisor(options)
      let values = item.values.messagevisorValues
      let call = "formatMessage(\(Check.show(item.message)))"
      if let code = item.error {
        try Check.throwsError(call) { try sdk.formatMessage(item.message, values: values) }
        try Check.that(log.codes.contains(code), "\(call) did not report \(code): \(log.codes)")
        return
      }
      guard let expected = item.expected else {
        throw ConformanceFailure("the case has neither expected nor error")
      }
      let result = try Check.noThrow(call) { try sdk.formatMessage(item.message, values: values) }
      try Check.equal(result, expected, call)
      let unexpected: [MessagevisorDiagnosticCode] = [.invalidMessage, .unsupportedFormatter]
      for code in unexpected {
        try Check.that(!log.codes.contains(code.rawValue), "\(call) reported \(code)")
      }
    }
  }

  /// What an ICU message needs besides the ICU module itself.
  private static func requirements(_ message: String) -> Set<ConformanceRequirement> {
    var needs: Set<ConformanceRequirement> = [.icu]
    if message.contains(", number") { needs.insert(.formatting) }
    if message.contains(", plural") || message.contains(", selectordinal") {
      needs.insert(.plurals)
      if message.contains("#") { needs.insert(.formatting) }
    }
    return needs
  }

  /// `formatPlural(value, formatOptions:)` on an SDK with the case's locale.
  private static func pluralVector(_ item: ConformanceFixture.PluralCase) -> ConformanceVector {
    var id = item.locale + " " + FixtureJSON.number(item.value).jsonText
    if let options = item.options, !options.isEmpty {
      id += " " + FixtureJSON.object(options).jsonText
    }
    return ConformanceVector(section: "pluralSemantics", id: id, requires: [.plurals]) {
      let sdk = createMessagevisor(MessagevisorOptions(locale: item.locale, logLevel: .fatal))
      let options = item.options.messagevisorValues
      let call = "formatPlural(\(FixtureJSON.number(item.value).jsonText)) in \(item.locale)"
      let category = try Check.noThrow(call) {
        try sdk.formatPlural(item.value, formatOptions: options)
      }
      try Check.equal(category, item.expected, call)
    }
  }
}
