import Foundation
import Messagevisor
import Synchronization

/// What the missing-translations handler receives.
public struct MissingTranslationPayload: Sendable {
  /// The missing message key.
  public var messageKey: String
  /// The locale it was looked up in.
  public var locale: String?
  /// The revision of that locale's datafile, when loaded.
  public var revision: String?
  /// Where the lookup came from.
  public var source: MessagevisorTranslationSource?
  /// The `missing_translation` diagnostic itself.
  public var diagnostic: MessagevisorDiagnostic
}

/// Options of the missing-translations module.
public struct MissingTranslationsModuleOptions: Sendable {
  /// The module name.
  public var name: String
  /// Deliver each (key, locale, revision, source) once.
  public var dedupe: Bool
  /// Called for every (or every new) missing translation.
  public var handler: @Sendable (MissingTranslationPayload) -> Void

  /// Creates options.
  public init(
    name: String = "missing-translations",
    dedupe: Bool = false,
    handler: @escaping @Sendable (MissingTranslationPayload) -> Void
  ) {
    self.name = name
    self.dedupe = dedupe
    self.handler = handler
  }
}

/// Creates a module that reports `missing_translation` diagnostics to a handler.
///
/// Pass the module in `MessagevisorOptions.modules`; creating it never throws. Only
/// `missing_translation` is observed (a missing datafile is a different problem). With
/// `dedupe`, a key is delivered once per locale, revision and source; a new revision delivers
/// it again.
///
///     let module = createMissingTranslationsModule(
///       MissingTranslationsModuleOptions(dedupe: true) { missing in
///         print("no \(missing.messageKey) in \(missing.locale ?? "-")")
///       })
///     let sdk = createMessagevisor(MessagevisorOptions(datafile: datafile, modules: [module]))
public func createMissingTranslationsModule(
  _ options: MissingTranslationsModuleOptions
) -> MessagevisorModule {
  let tracker = MissingTranslationTracker(options: options)
  return MessagevisorModule(
    name: options.name,
    setup: { api in tracker.start(api) },
    close: { tracker.stop() }
  )
}

/// The module's subscription and de-duplication state.
final class MissingTranslationTracker: Sendable {
  let options: MissingTranslationsModuleOptions
  private let state = Mutex(TrackerState())

  private struct TrackerState {
    var seen: Set<String> = []
    var unsubscribe: MessagevisorUnsubscribe?
  }

  init(options: MissingTranslationsModuleOptions) {
    self.options = options
  }

  func start(_ api: MessagevisorModuleApi) {
    let unsubscribe = api.onDiagnostic(
      { [weak self] diagnostic in self?.observe(diagnostic, api: api) },
      MessagevisorModuleDiagnosticOptions(logLevel: .error)
    )
    let replaced = state.withLock { Handoff.take(&$0.unsubscribe, leaving: unsubscribe) }
    withExtendedLifetime(replaced) {}
  }

  func stop() {
    let unsubscribe = state.withLock { state in
      defer { state.unsubscribe = nil }
      return state.unsubscribe
    }
    unsubscribe?()
  }

  private func observe(_ diagnostic: MessagevisorDiagnostic, api: MessagevisorModuleApi) {
    guard diagnostic.typedCode == .missingTranslation,
      let key = diagnostic.details["messageKey"]?.stringValue
    else { return }
    let locale = diagnostic.details["locale"]?.stringValue
    let source = diagnostic.details["source"]?.stringValue.flatMap {
      MessagevisorTranslationSource(rawValue: $0)
    }
    let revision = try? api.getRevision(locale)
    let payload = MissingTranslationPayload(
      messageKey: key, locale: locale, revision: revision, source: source, diagnostic: diagnostic)
    if options.dedupe {
      let identity = [key, locale ?? "", revision ?? "", source?.rawValue ?? ""]
        .joined(separator: "\u{0}")
      guard state.withLock({ $0.seen.insert(identity).inserted }) else { return }
    }
    options.handler(payload)
  }
}
