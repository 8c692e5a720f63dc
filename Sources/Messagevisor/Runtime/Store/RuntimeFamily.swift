import Foundation
import Synchronization

/// State shared by a root instance and all of its children.
///
/// The store lock is never held while user code, modules or formatters run. When an instance
/// lock and the store lock are both needed, the instance lock is taken first.
final class RuntimeFamily: Sendable {
  let store: Mutex<StoreState>
  /// The store's change count, read by every call without the store lock.
  let generation: StoreGeneration
  let defaultTranslations: [String: [String: String]]
  let defaultFormats: [String: FormatPresets]
  /// `TimeZone.current` captured once when the root was created.
  let hostTimeZone: String
  /// The formatting engine of every instance in the family.
  let formattingEngine: FormattingEngineKind
  /// Where the family writes diagnostics without a handler and failing callbacks.
  let diagnosticSink: MessagevisorDiagnosticSink
  /// Compiled forms of texts that no datafile stores: default translations, calls' defaults
  /// and `formatMessage` strings (a datafile's own translations keep theirs in their slots).
  let compiledTexts = BoundedCache<CompiledTextKey, CompiledTranslation>(capacity: 256)

  init(_ options: MessagevisorOptions) {
    let generation = StoreGeneration()
    self.generation = generation
    self.store = Mutex(StoreState(generation: generation))
    self.defaultTranslations = options.defaultTranslations
    self.defaultFormats = options.defaultFormats
    self.formattingEngine = (options.formattingEngine ?? .processDefault).resolved
    self.hostTimeZone = TimeZone.current.identifier
    self.diagnosticSink = options.diagnosticSink
  }
}

/// A module's resolver registration.
struct ResolverRegistration<Resolver: Sendable>: Sendable {
  let moduleID: UUID
  let resolver: Resolver
}

/// A weak reference to a live child.
struct WeakInstance: @unchecked Sendable {
  // Safe: the reference itself is only read and written under the store lock, and the
  // referenced instance is Sendable.
  weak var instance: Messagevisor?
}
