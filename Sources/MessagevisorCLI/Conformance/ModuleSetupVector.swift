import Messagevisor

/// The `hardening.moduleSetup` vector: setup order and hook failures.
enum ModuleSetupVector {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    [
      ConformanceVector(section: "hardening", id: "moduleSetup") {
        try setupOrder(fixture)
        for hook in ["format", "transform"] {
          try hookFailure(fixture, hook: hook)
        }
      }
    ]
  }

  /// Constructor modules set up after the initial datafile and before `sdk_initialized`.
  private static func setupOrder(_ fixture: ConformanceFixture) throws {
    let contract = fixture.hardening.moduleSetup
    try Check.that(contract.setupBeforeInitialized, "the fixture expects setup after init")
    var initial = try fixture.fixtureDatafile()
    initial.revision = contract.initialRevision
    let trace = ConformanceRecorder<String>()
    let module = MessagevisorModule(
      name: "ready",
      setup: { api in
        trace.append(try api.getRevision(nil))
        _ = api.onDiagnostic({ trace.append($0.code) }, MessagevisorModuleDiagnosticOptions())
      }
    )
    let options = MessagevisorOptions(
      datafile: initial,
      locale: "other",
      defaultTranslations: [initial.locale: ["ready": "Ready"]],
      logLevel: .fatal,
      modules: [module]
    )
    let sdk = createMessagevisor(options)
    try Check.equal(
      trace.values, [contract.initialRevision, MessagevisorDiagnosticCode.sdkInitialized.rawValue],
      "setup trace")
    try Check.equal(sdk.getLocale(), initial.locale, "active locale (datafile over option)")
    try Check.equal(try sdk.translate("ready"), "Ready", "translate(ready)")
  }

  /// A throwing hook: the child reports `invalid_message` and rethrows the very error.
  private static func hookFailure(_ fixture: ConformanceFixture, hook: String) throws {
    let contract = fixture.hardening.moduleSetup
    try Check.that(contract.preservesOriginalError, "the fixture expects a wrapped error")
    let original = UniqueError()
    var broken = MessagevisorModule(name: "broken")
    if hook == "format" {
      broken.format = { _, _ in throw original }
    } else {
      broken.transform = { _, _ in throw original }
    }
    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let rootErrors = ConformanceRecorder<MessagevisorEvent>()
    let childErrors = ConformanceRecorder<MessagevisorEvent>()
    let options = MessagevisorOptions(
      datafile: try fixture.fixtureDatafile(),
      onDiagnostic: log.handler,
      logLevel: .debug,
      modules: [broken]
    )
    let sdk = createMessagevisor(options)
    sdk.on(.error, rootErrors.callback)
    let child = sdk.spawn(options: SpawnOptions(locale: "nl"))
    child.on(.error, childErrors.callback)
    let error = try Check.throwsError("\(hook): child formatMessage") {
      try child.formatMessage("message")
    }
    try Check.that((error as? UniqueError) === original, "\(hook): a different error was thrown")
    try Check.equal(rootErrors.count, 0, "\(hook): root error events")
    try Check.equal(childErrors.count, 1, "\(hook): child error events")
    guard let diagnostic = log.last else { throw ConformanceFailure("\(hook): no diagnostic") }
    let code = hook == "format" ? contract.formatFailureCode : contract.transformFailureCode
    try Check.equal(diagnostic.code, code, "\(hook): diagnostic code")
    try Check.equal(diagnostic.moduleName, "broken", "\(hook): moduleName")
    try Check.equal(diagnostic.details["hook"], .string(hook), "\(hook): details.hook")
    try Check.equal(diagnostic.details["locale"], .string("nl"), "\(hook): details.locale")
    try Check.equal(
      diagnostic.details["source"], .string("formatMessage"), "\(hook): details.source")
    try Check.that(diagnostic.originalError != nil, "\(hook): originalError is missing")
  }
}

/// An error compared by identity, to prove the original object is rethrown.
private final class UniqueError: Error, Sendable {}
