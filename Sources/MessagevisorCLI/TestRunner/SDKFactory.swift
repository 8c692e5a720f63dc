import Messagevisor
import MessagevisorICU
import MessagevisorInterpolation

/// Creates the SDK instance an assertion is evaluated with.
struct SDKFactory: Sendable {
  /// Installed modules, interpolation before ICU.
  let modules: [MessagevisorModule]
  /// Module names, for reports.
  let moduleNames: [String]
  /// Where the SDK's diagnostics are shown; nil keeps them silent (the report covers them).
  var diagnostics: SDKDiagnosticLog?

  /// Modules enabled by the project configuration plus the command-line flags.
  init(configured: [String], withIcu: Bool, withInterpolation: Bool) {
    var names: [String] = []
    if withInterpolation || configured.contains("interpolation") { names.append("interpolation") }
    if withIcu || configured.contains("icu") { names.append("icu") }
    moduleNames = names
    modules = names.map { name in
      name == "icu" ? createICUModule() : createInterpolationModule()
    }
  }

  /// An SDK holding `datafile` with the assertion's context and resolvers.
  func make(
    datafile: DatafileContent?,
    locale: String,
    context: MessagevisorContext,
    flags: [String: MessagevisorValue],
    variations: [String: String]
  ) -> Messagevisor {
    createMessagevisor(
      MessagevisorOptions(
        datafile: datafile,
        locale: locale,
        context: context,
        resolveFlag: { key, _ in flags[key] == .bool(true) },
        resolveVariation: { key, _ in variations[key] },
        logLevel: diagnostics?.threshold ?? .fatal,
        modules: modules,
        diagnosticSink: diagnostics?.sink ?? .standardError
      ))
  }
}
