import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Construction order")
struct ConstructionTests {
  static let localeCases: [(String, DatafileContent?, String?, String?, String?)] = [
    ("locale only", nil, nil, "fr", "fr"),
    ("datafile wins over locale", Sample.datafile(locale: "en"), nil, "fr", "en"),
    ("datafile alone", Sample.datafile(locale: "nl"), nil, nil, "nl"),
    (
      "JSON datafile wins over locale", nil,
      #"{"schemaVersion":"1","messagevisorVersion":"","revision":"1","target":"","locale":"de","#
        + #""segments":{},"messages":{},"translations":{}}"#,
      "fr", "de"
    ),
    ("nothing", nil, nil, nil, nil),
  ]

  @Test("Active locale: the initial datafile's locale wins", arguments: localeCases)
  func activeLocale(
    _ name: String, _ datafile: DatafileContent?, _ json: String?, _ locale: String?,
    _ expected: String?
  ) {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: datafile, datafileJSON: json, locale: locale, logLevel: .fatal))
    #expect(sdk.getLocale() == expected, "\(name)")
    let loaded = datafile != nil || json != nil
    #expect(sdk.getSnapshot().version == (loaded ? 1 : 0), "datafile_set bumps the version")
  }

  @Test("A constructor locale works with defaults before any datafile")
  func localeWithDefaults() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        locale: "en-US",
        defaultTranslations: ["en-US": ["app.loading": "Loading…"]],
        logLevel: .fatal
      ))
    #expect(try sdk.translate("app.loading") == "Loading…")
    #expect(sdk.getDefaultTranslations() == ["app.loading": "Loading…"])
  }

  @Test("An invalid initial datafile is reported and nothing is stored")
  func invalidInitialDatafile() {
    let probe = RuntimeProbe(MessagevisorOptions(datafileJSON: "{", locale: "fr"))
    #expect(probe.codes.first == "invalid_datafile")
    #expect(probe.sdk.getSnapshot().datafileLocales.isEmpty)
    #expect(probe.codes.last == "sdk_initialized")
  }

  @Test("Modules set up in order after the datafile and defaults, before sdk_initialized")
  func modulesBeforeInitialized() throws {
    let trace = Recorded<String>()
    func module(_ name: String) -> MessagevisorModule {
      MessagevisorModule(
        name: name,
        setup: { api in
          trace.append("\(name) setup revision \(try api.getRevision(nil))")
          _ = api.onDiagnostic({ trace.append("\(name) saw \($0.code)") }, .init())
        })
    }
    let diagnostics = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(revision: "r7"),
        onDiagnostic: { diagnostics.append($0.code) },
        modules: [module("a"), module("b")]
      ))
    #expect(
      trace.values == [
        "a setup revision r7", "b setup revision r7", "a saw sdk_initialized",
        "b saw sdk_initialized",
      ])
    #expect(diagnostics.values == ["sdk_initialized"])
    #expect(try sdk.translate("welcome") == "Welcome")
  }

  @Test("Constructor state: context, currency, time zone and resolvers are stored")
  func constructorState() throws {
    var datafile = Sample.datafile()
    datafile.messages["flagged"] = DatafileMessage(overrides: [
      MessageOverride(
        key: "on", conditions: .predicate(ConditionPredicate(feature: "f", operator: "isEnabled")),
        translation: "On")
    ])
    datafile.translations["flagged"] = "Off"
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: datafile, context: ["plan": "pro"], currency: "EUR", timeZone: "UTC",
        resolveFlag: { key, _ in key == "f" }, logLevel: .fatal))
    #expect(sdk.getContext() == ["plan": "pro"])
    #expect(sdk.getCurrency() == "EUR")
    #expect(sdk.getTimeZone() == "UTC")
    #expect(try sdk.translate("welcome") == "Welcome, pro")
    #expect(try sdk.translate("flagged") == "On")
  }

  @Test("The default threshold is info")
  func defaultThreshold() throws {
    let codes = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), onDiagnostic: { codes.append($0.code) }))
    _ = try sdk.translate("welcome", options: TranslateOptions(context: ["plan": "pro"]))
    _ = try sdk.translate("legacy")
    #expect(codes.values == ["sdk_initialized", "deprecated_message"])
  }
}
