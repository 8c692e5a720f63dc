import Foundation
import Messagevisor
import MessagevisorProject

/// An SDK set up from `evaluate` / `benchmark` options: datafile, context, modules.
struct EvaluationSession {
  let sdk: Messagevisor
  let locale: String
  let values: MessagevisorValues
  let message: String?
  let rawMessage: String?
  /// Built once, so benchmarks measure the SDK rather than option parsing.
  let translateOptions: TranslateOptions
  /// Names the YAML position of a translation with invalid ICU syntax, when there is a project.
  var icuLocator = ICUFailureLocator(source: nil, currentDirectory: "/")
  /// The message keys of the datafile built from a project (translated or with metadata),
  /// sorted; nil for a given SDK.
  private(set) var datafileKeys: [String]?
  /// The target whose datafile the session holds, when it was built from a project.
  private(set) var target: String?

  /// A session over an SDK that already holds its datafile.
  init(_ request: EvaluationRequest, sdk: Messagevisor) throws(CLIError) {
    let inputs = request.inputs
    guard let locale = inputs.locale else {
      throw CLIError.usage(
        "missing required option '\(inputs.$locale.dashedName)'",
        hint: "See 'messagevisor-swift benchmark --help'.")
    }
    self.sdk = sdk
    self.locale = locale
    self.values = ValueDates.convert(inputs.values?.members ?? [:])
    self.message = request.message
    self.rawMessage = request.rawMessage
    self.translateOptions = TranslateOptions(
      locale: locale, currency: inputs.currency?.code,
      timeZone: inputs.timeZone?.identifier)
  }

  /// A session over a datafile built from `source` for `--target` (default `swift`, else the
  /// only target), with the project's modules and `--context`; `diagnostics` shows the SDK's.
  init(
    _ request: EvaluationRequest,
    source: any ProjectSource,
    command: String,
    diagnostics: SDKDiagnosticLog? = nil
  ) throws(CLIError) {
    guard let locale = request.inputs.locale else {
      throw CLIError.usage(
        "missing required option '\(request.inputs.$locale.dashedName)'",
        hint: "See 'messagevisor-swift \(command) --help'.")
    }
    let target = try TargetChoice(
      requested: request.project.target, source: source, command: command
    ).required(command: command)
    let datafile = try BuiltDatafileCache(source: source).datafile(target: target, locale: locale)
    var factory = request.modules.factory(configured: try source.configuredModules())
    factory.diagnostics = diagnostics
    let sdk = factory.make(
      datafile: datafile, locale: locale, context: request.inputs.context?.members ?? [:],
      flags: [:], variations: [:])
    try self.init(request, sdk: sdk)
    datafileKeys = Set(datafile.translations.keys).union(datafile.messages.keys).sorted()
    self.target = target
    icuLocator = ICUFailureLocator(
      source: source, currentDirectory: FileManager.default.currentDirectoryPath)
  }

  /// Why `--message` cannot be translated: the datafile has no such key (with the closest
  /// key it has); nil when it has it, or for a raw message.
  func missingMessage() -> String? {
    guard rawMessage == nil, let key = message, let keys = datafileKeys,
      keys.firstIndex(of: key) == nil
    else { return nil }
    let suggestion = DidYouMean.suggestion(for: key, among: keys).map {
      " (did you mean '\($0)'?)"
    }
    let datafile = target.map { "the datafile of target '\($0)'" } ?? "the datafile"
    return "message '\(key)' is not in \(datafile)\(suggestion ?? "")"
  }

  /// Translates the message or formats the raw message once.
  func evaluate() throws(CLIError) -> String {
    try evaluate(values: values)
  }

  /// Translates the message or formats the raw message once with `values`.
  func evaluate(values: MessagevisorValues) throws(CLIError) -> String {
    do {
      if let rawMessage {
        return try sdk.formatMessage(
          rawMessage, values: values, options: translateOptions.evaluation)
      }
      return try sdk.translate(message ?? "", values: values, options: translateOptions)
    } catch {
      if rawMessage == nil, let key = message,
        let located = icuLocator.describe(key: key, locale: locale, sdk: sdk)
      {
        throw located
      }
      let text =
        rawMessage
        ?? (try? sdk.getRawTranslation(message ?? "", options: TranslateOptions(locale: locale)))
        ?? ""
      throw EvaluationFailure.describe(error, message: text)
    }
  }
}
