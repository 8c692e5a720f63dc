/// The active modules in the shape the pipeline reads on every call, rebuilt on each change.
///
/// Modules are structs of several closures; copying them per call costs a retain per closure.
/// The plan holds them in final classes so a call touches one reference per module.
final class ModulePlan: Sendable {
  /// A module with a `format` hook.
  final class Formatter: Sendable {
    let module: MessagevisorModule
    let format: @Sendable (MessagevisorFormatPayload, MessagevisorModuleApi) throws -> String?
    let shouldFormat: (@Sendable (String, [String: MessagevisorValue]?) -> Bool)?

    init?(_ module: MessagevisorModule) {
      guard let format = module.format else { return nil }
      self.module = module
      self.format = format
      self.shouldFormat = module.shouldFormat
    }
  }

  /// A module with a `transform` hook.
  final class Transformer: Sendable {
    let module: MessagevisorModule
    let transform: @Sendable (MessagevisorTransformPayload, MessagevisorModuleApi) throws -> String?

    init?(_ module: MessagevisorModule) {
      guard let transform = module.transform else { return nil }
      self.module = module
      self.transform = transform
    }
  }

  let formatters: [Formatter]
  let transformers: [Transformer]

  static let empty = ModulePlan([])

  init(_ modules: [MessagevisorModule]) {
    formatters = modules.compactMap(Formatter.init)
    transformers = modules.compactMap(Transformer.init)
  }

  /// True when no module has a hook.
  var isEmpty: Bool { formatters.isEmpty && transformers.isEmpty }

  /// True when no module would change `text`: no transforms, and every formatter's
  /// pre-check declines it.
  func passesThrough(_ text: String, _ moduleOptions: [String: MessagevisorValue]?) -> Bool {
    guard transformers.isEmpty else { return false }
    for formatter in formatters {
      guard let shouldFormat = formatter.shouldFormat, !shouldFormat(text, moduleOptions) else {
        return false
      }
    }
    return true
  }
}
