import Messagevisor

/// Options of the ICU MessageFormat module.
public struct ICUModuleOptions: Sendable {
  /// The module name.
  public var name: String
  /// Keep tags such as `<b>…</b>` as literal text (the only rendering Swift strings support).
  ///
  /// Asking for rich tags (`false`) reports `unsupported_formatter`; the output is the same.
  public var ignoreTags: Bool
  /// The parse cache; pass one to share parsed messages, and the plans compiled from them,
  /// between roots.
  public var parseCache: ICUParseCache

  /// Creates options; each module gets its own bounded parse cache unless one is given.
  public init(name: String = "icu", ignoreTags: Bool = true, parseCache: ICUParseCache? = nil) {
    self.name = name
    self.ignoreTags = ignoreTags
    self.parseCache = parseCache ?? ICUParseCache()
  }
}

/// Creates the ICU MessageFormat module: plural, selectordinal, select, number, date, time.
///
/// Pass the module in `MessagevisorOptions.modules` (or to `addModule`); creating it never
/// throws. Each distinct message is parsed once into a bounded cache that the root and its
/// children share. Only the selected branch is evaluated; a missing value in it throws from
/// `translate` (the SDK reports `invalid_message`). Diagnostics go through the module API, so
/// they carry `module: "icu"`.
///
///     let sdk = createMessagevisor(
///       MessagevisorOptions(locale: "en", modules: [createICUModule()]))
///     try sdk.formatMessage(
///       "{n, plural, one {# file} other {# files}}", values: ["n": .int(2)])  // 2 files
public func createICUModule(_ options: ICUModuleOptions = ICUModuleOptions()) -> MessagevisorModule
{
  let hook = ICUModuleHook(options: options)
  return MessagevisorModule(
    name: options.name,
    format: { payload, api in try hook.format(payload, api) },
    shouldFormat: { text, moduleOptions in
      ICUMessage.needsParsing(text)
        || !ICUModuleSupport.ignoresTags(moduleOptions, options: options)
    },
    formatScope: options.ignoreTags ? .messageSyntax : .everyString,
    compile: { input in hook.compile(input) }
  )
}

/// Helpers of the ICU module's format hook.
enum ICUModuleSupport {
  /// The effective `ignoreTags`: the call's module options, else the module option.
  static func ignoresTags(
    _ moduleOptions: [String: MessagevisorValue]?,
    options: ICUModuleOptions
  ) -> Bool {
    guard case .object(let members) = moduleOptions?[options.name],
      case .bool(let ignore) = members["ignoreTags"]
    else { return options.ignoreTags }
    return ignore
  }

  /// A formatting issue as a module-reported diagnostic.
  static func diagnostic(_ issue: FormattingIssue) -> MessagevisorModuleReportedDiagnostic {
    switch issue.kind {
    case .unsupportedFormatter:
      return MessagevisorModuleReportedDiagnostic(
        level: .warn, code: .unsupportedFormatter, message: issue.message,
        details: issue.details)
    case .invalidFormat:
      return MessagevisorModuleReportedDiagnostic(
        level: .error, code: .invalidFormat, message: issue.message, details: issue.details,
        originalError: issue.reason)
    }
  }
}
