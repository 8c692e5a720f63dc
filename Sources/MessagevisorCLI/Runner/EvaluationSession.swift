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
  let options: ParsedOptions
  /// Built once, so benchmarks measure the SDK rather than option parsing.
  let translateOptions: TranslateOptions
  /// Names the YAML position of a translation with invalid ICU syntax, when there is a project.
  var icuLocator = ICUFailureLocator(source: nil, currentDirectory: "/")

  /// A session over an SDK that already holds its datafile.
  init(options: ParsedOptions, sdk: Messagevisor) throws(CLIError) {
    guard let locale = options.string("locale") else {
      throw CLIError.usage(
        "missing required option '--locale'", hint: "See 'messagevisor-swift benchmark --help'.")
    }
    self.sdk = sdk
    self.locale = locale
    self.values = ValueDates.convert(try Self.jsonObject(options, "values"))
    self.message = options.string("message")
    self.rawMessage = options.string("rawMessage")
    self.options = options
    self.translateOptions = TranslateOptions(
      locale: locale, currency: options.string("currency"), timeZone: options.string("timeZone"))
  }

  /// A session over a datafile built from `source` for `--target` (default `swift`, else the
  /// only target), with the project's modules and `--context`; `diagnostics` shows the SDK's.
  init(
    options: ParsedOptions,
    source: any ProjectSource,
    command: String,
    diagnostics: SDKDiagnosticLog? = nil
  ) throws(CLIError) {
    guard let locale = options.string("locale") else {
      throw CLIError.usage(
        "missing required option '--locale'",
        hint: "See 'messagevisor-swift \(command) --help'.")
    }
    let target = try TargetChoice(
      requested: options.string("target"), source: source, command: command
    ).required(command: command)
    let datafile = try DatafileCache(source: source).datafile(target: target, locale: locale)
    var factory = SDKFactory(
      configured: try source.configuredModules(),
      withIcu: options.flag("withIcuModule"),
      withInterpolation: options.flag("withInterpolationModule"))
    factory.diagnostics = diagnostics
    let sdk = factory.make(
      datafile: datafile, locale: locale, context: try Self.jsonObject(options, "context"),
      flags: [:], variations: [:])
    try self.init(options: options, sdk: sdk)
    icuLocator = ICUFailureLocator(
      source: source, currentDirectory: FileManager.default.currentDirectoryPath)
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

  static func jsonObject(_ options: ParsedOptions, _ name: String) throws(CLIError)
    -> MessagevisorValues
  {
    guard let text = options.string(name) else { return [:] }
    switch JSONOption.parseObject(text) {
    case .success(let members): return members
    case .failure(let error):
      throw CLIError.usage("option '--\(name)' needs a JSON object: \(error)", hint: "")
    }
  }
}
