import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Diagnostic codes")
struct MessagevisorDiagnosticCodeTests {
  /// Every code of the product documentation's list, with the string it promises.
  static let documented: [(MessagevisorDiagnosticCode, String)] = [
    (.sdkInitialized, "sdk_initialized"),
    (.missingTranslation, "missing_translation"),
    (.missingDatafile, "missing_datafile"),
    (.missingLocale, "missing_locale"),
    (.invalidDatafile, "invalid_datafile"),
    (.invalidMessage, "invalid_message"),
    (.unsupportedFormatter, "unsupported_formatter"),
    (.missingFormat, "missing_format"),
    (.invalidFormat, "invalid_format"),
    (.messageOverrideMatched, "message_override_matched"),
    (.deprecatedMessage, "deprecated_message"),
    (.duplicateModule, "duplicate_module"),
    (.moduleSetupError, "module_setup_error"),
    (.moduleCloseError, "module_close_error"),
  ]

  @Test("Catalog codes keep the documented strings", arguments: documented)
  func documentedString(_ code: MessagevisorDiagnosticCode, _ expected: String) {
    #expect(code.rawValue == expected)
    #expect(code.description == expected)
    #expect(MessagevisorDiagnosticCode(rawValue: expected) == code)
  }

  @Test("The catalog's codes are distinct")
  func distinct() {
    let strings = Self.documented.map(\.0.rawValue)
    #expect(Set(strings).count == strings.count)
  }

  @Test("A typed code sets the public string, and the string reads back as the typed code")
  func typedAccessor() {
    var diagnostic = MessagevisorDiagnostic(
      level: .warn, code: .deprecatedMessage, message: "Deprecated message evaluated")
    #expect(diagnostic.code == "deprecated_message")
    #expect(diagnostic.typedCode == .deprecatedMessage)
    diagnostic.typedCode = .missingFormat
    #expect(diagnostic.code == "missing_format")
    diagnostic.code = "module_defined"
    #expect(diagnostic.typedCode == MessagevisorDiagnosticCode("module_defined"))
    #expect(diagnostic.typedCode != .missingFormat)
  }

  @Test("The SDK's own diagnostics carry catalog codes")
  func sdkDiagnostics() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    _ = try probe.sdk.translate("missing")
    let typed = probe.diagnostics.values.map(\.typedCode)
    #expect(typed == [.sdkInitialized, .missingTranslation])
  }

  @Test("A module's typed report reaches handlers with its string code")
  func moduleReport() throws {
    let apis = Recorded<MessagevisorModuleApi>()
    let module = MessagevisorModule(name: "reporter", setup: { apis.append($0) })
    let probe = RuntimeProbe(MessagevisorOptions(modules: [module]))
    var reported = MessagevisorModuleReportedDiagnostic(
      level: .warn, code: .unsupportedFormatter, message: "No rich text")
    #expect(reported.code == "unsupported_formatter")
    reported.typedCode = MessagevisorDiagnosticCode("reporter_custom")
    try #require(apis.last).reportDiagnostic(reported)
    let last = try #require(probe.diagnostics.last)
    #expect(last.code == "reporter_custom")
    #expect(last.module == "reporter")
  }
}
