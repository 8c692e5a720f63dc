import Messagevisor

/// Vectors of `translations`: lookup order, overrides and fallbacks.
enum TranslationVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    fixture.translations.map(vector)
  }

  /// Builds an SDK from the case (datafile, locale, context, defaults; log level debug),
  /// translates with the per-call default, and checks the result and the reported codes.
  private static func vector(_ item: ConformanceFixture.TranslationCase) -> ConformanceVector {
    ConformanceVector(section: "translations", id: item.name) {
      let log = ConformanceRecorder<MessagevisorDiagnostic>()
      let datafile = try item.datafile.map {
        try Check.decode(DatafileContent.self, $0, "datafile")
      }
      let options = MessagevisorOptions(
        datafile: datafile,
        locale: item.locale,
        context: item.context.messagevisorValues,
        defaultTranslations: item.defaultTranslations ?? [:],
        onDiagnostic: log.handler,
        logLevel: .debug
      )
      let sdk = createMessagevisor(options)
      let call = "translate(\(Check.show(item.message)))"
      let result = try Check.noThrow(call) {
        try sdk.translate(
          item.message,
          options: TranslateOptions(defaultTranslation: item.defaultTranslation)
        )
      }
      try Check.equal(result, item.expected, call)
      for code in item.expectedDiagnosticCodes ?? [] {
        try Check.that(log.codes.contains(code), "\(call) did not report \(code): \(log.codes)")
      }
    }
  }
}
