import Synchronization

/// The active modules in the shape the pipeline reads on every call, rebuilt on each change.
///
/// Modules are structs of several closures; copying them per call costs a retain per closure.
/// The plan holds them in final classes so a call touches one reference per module.
final class ModulePlan: Sendable {
  /// A module with a `format` hook.
  final class Formatter: Sendable {
    let module: MessagevisorModule
    let name: String?
    let format: @Sendable (MessagevisorFormatPayload, MessagevisorModuleApi) throws -> String?
    let shouldFormat: (@Sendable (String, [String: MessagevisorValue]?) -> Bool)?
    let compile: (@Sendable (MessagevisorCompileInput) -> (any MessagevisorCompiledMessage)?)?
    let scope: MessagevisorFormatScope

    init?(_ module: MessagevisorModule) {
      guard let format = module.format else { return nil }
      self.module = module
      self.name = module.name
      self.format = format
      self.shouldFormat = module.shouldFormat
      self.compile = module.compile
      self.scope = module.formatScope
    }
  }

  /// A module with a `transform` hook.
  final class Transformer: Sendable {
    let module: MessagevisorModule
    let name: String?
    let transform: @Sendable (MessagevisorTransformPayload, MessagevisorModuleApi) throws -> String?

    init?(_ module: MessagevisorModule) {
      guard let transform = module.transform else { return nil }
      self.module = module
      self.name = module.name
      self.transform = transform
    }
  }

  private static let serials = Atomic<Int>(0)

  let formatters: [Formatter]
  let transformers: [Transformer]
  /// Distinguishes this plan from every other (compiled translations remember it).
  let serial: Int
  /// True when text without message syntax passes unchanged: no transforms, and every
  /// formatter declared `.messageSyntax`.
  let skipsPlainText: Bool
  /// True when some formatter compiles translations.
  let compiles: Bool
  /// True when the pipeline is one formatter that compiles and no transform: a compiled
  /// translation's result is that formatter's rendering.
  let rendersAlone: Bool

  static let empty = ModulePlan([])

  init(_ modules: [MessagevisorModule]) {
    formatters = modules.compactMap(Formatter.init)
    transformers = modules.compactMap(Transformer.init)
    serial = Self.serials.wrappingAdd(1, ordering: .relaxed).newValue
    skipsPlainText = transformers.isEmpty && formatters.allSatisfy { $0.scope == .messageSyntax }
    compiles = formatters.contains { $0.compile != nil }
    rendersAlone = transformers.isEmpty && formatters.count == 1 && compiles
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

  /// Each formatter's compiled form of `translation` in `locale`.
  func compile(_ input: MessagevisorCompileInput) -> CompiledTranslation {
    let messages = formatters.map { $0.compile?(input) }
    return CompiledTranslation(planSerial: serial, messages: messages)
  }
}
