import Foundation
import Synchronization

/// The Messagevisor runtime: datafiles, lookup, overrides, modules, events and formatting.
///
/// Every operation is safe from concurrent callers. Locks are never held while user code,
/// modules or formatters run, nor while a closure, listener, child or module is released (a
/// `deinit` can re-enter): readers copy what they need and work outside the lock, and writers
/// hand what they remove to the caller (see `InstanceState`).
///
/// What a root and its children both offer (formatters, state, events, datafile reads) is
/// defined once on `MessagevisorEvaluating`; the internal methods here are its bodies. Datafiles,
/// modules, `spawn` and lookups are declared on this type.
public final class Messagevisor: Sendable {
  let family: RuntimeFamily
  let parent: Messagevisor?
  let state: Mutex<InstanceState>
  /// This instance's number, unique in the process and never reused (`ThreadCallCache`).
  let serial: Int
  /// The instance state's change count, readable without the lock (`InstanceState.changes`).
  let changes: ChangeCounter
  /// The instance state's diagnostic threshold, readable without the lock
  /// (`InstanceState.threshold`).
  let threshold: DeliveryThreshold

  private static let serials = Atomic<Int>(0)

  /// Creates a root instance; prefer `createMessagevisor(_:)`.
  public convenience init(options: MessagevisorOptions = MessagevisorOptions()) {
    let family = RuntimeFamily(options)
    var initial = InstanceState(context: options.context, logLevel: options.logLevel)
    let hasDatafile = options.datafile != nil || options.datafileJSON != nil
    initial.locale = hasDatafile ? nil : options.locale
    initial.currency = options.currency
    initial.timeZone = options.timeZone
    initial.handler = options.onDiagnostic
    if let resolver = options.resolveFlag {
      initial.flagResolver = ResolverSlot(isExplicit: true, resolver: resolver)
    }
    if let resolver = options.resolveVariation {
      initial.variationResolver = ResolverSlot(isExplicit: true, resolver: resolver)
    }
    self.init(family: family, parent: nil, state: initial)
    if let datafile = options.datafile {
      setDatafile(datafile)
    } else if let json = options.datafileJSON {
      setDatafile(json)
    }
    if let fallback = options.locale {
      // An initial datafile that failed validation leaves the constructor locale in charge,
      // so default translations and formats keep working.
      state.withLock { state in
        if state.locale == nil { state.locale = fallback }
      }
    }
    for module in options.modules {
      addModule(module)
    }
    report(
      MessagevisorDiagnostic(level: .info, code: .sdkInitialized, message: "SDK initialized"))
  }

  init(family: RuntimeFamily, parent: Messagevisor?, state: InstanceState) {
    self.family = family
    self.parent = parent
    self.serial = Self.serials.wrappingAdd(1, ordering: .relaxed).newValue
    self.changes = state.changes
    self.threshold = state.threshold
    self.state = Mutex(state)
  }

  /// A child released without `close()` removes its parent bridge and registry entry, so
  /// request-scoped children do not accumulate listeners on the root.
  deinit {
    guard parent != nil else { return }
    let bridge = state.withLock { $0.bridge }
    bridge?()
    let identifier = ObjectIdentifier(self)
    family.store.withLock { _ = $0.children.removeValue(forKey: identifier) }
  }

  var isChild: Bool { parent != nil }

  // MARK: State (the bodies of `MessagevisorEvaluating`'s state helpers, documented there)

  /// The active locale.
  func getLocale() -> String? {
    state.withLock { $0.locale }
  }

  /// Makes `locale` active; its datafile must be loaded.
  func setLocale(_ locale: String) throws {
    let loaded = family.store.withLock { $0.datafiles[locale] != nil }
    guard loaded else {
      report(Diagnostics.missingDatafile(locale: locale))
      throw MessagevisorError("Datafile not found for locale: \(locale)")
    }
    mutate(.localeSet) { state in
      let previous = state.locale
      state.locale = locale
      return .localeSet(locale: locale, previousLocale: previous)
    }
  }

  /// The instance context.
  func getContext() -> MessagevisorContext {
    state.withLock { $0.context }
  }

  /// Shallow-merges `context` into the instance context, or replaces it.
  func setContext(_ context: MessagevisorContext, replace: Bool = false) {
    mutate(.contextSet) { state in
      let previous = state.context
      if replace {
        state.context = context
      } else {
        state.context.merge(context) { _, new in new }
      }
      return .contextSet(context: state.context, previousContext: previous, replaced: replace)
    }
  }

  /// The instance currency.
  func getCurrency() -> String? {
    state.withLock { $0.currency }
  }

  /// Sets the instance currency; it is validated when used.
  func setCurrency(_ currency: String) {
    mutate(.currencySet) { state in
      let previous = state.currency
      state.currency = currency
      return .currencySet(currency: currency, previousCurrency: previous)
    }
  }

  /// The instance time zone.
  func getTimeZone() -> String? {
    state.withLock { $0.timeZone }
  }

  /// Sets the instance time zone; it is validated when used.
  func setTimeZone(_ timeZone: String) {
    mutate(.timeZoneSet) { state in
      let previous = state.timeZone
      state.timeZone = timeZone
      return .timeZoneSet(timeZone: timeZone, previousTimeZone: previous)
    }
  }

  /// Changes this instance's diagnostic threshold.
  func setLogLevel(_ level: MessagevisorLogLevel) {
    state.withLock { $0.logLevel = level }
  }

  /// Sets this instance's own flag resolver; nil blocks inheritance from a parent.
  func setFlagResolver(_ resolver: FlagResolver?) {
    let replaced = state.withLock { state in
      Handoff.take(&state.flagResolver, leaving: ResolverSlot(isExplicit: true, resolver: resolver))
    }
    withExtendedLifetime(replaced) {}
  }

  /// Sets this instance's own variation resolver; nil blocks inheritance from a parent.
  func setVariationResolver(_ resolver: VariationResolver?) {
    let replaced = state.withLock { state in
      Handoff.take(
        &state.variationResolver, leaving: ResolverSlot(isExplicit: true, resolver: resolver))
    }
    withExtendedLifetime(replaced) {}
  }

  /// Application default translations of a locale (active locale for nil).
  func getDefaultTranslations(locale: String? = nil) -> [String: String]? {
    guard let selected = locale ?? getLocale() else { return nil }
    return family.defaultTranslations[selected]
  }

  /// Application default formats of a locale (active locale for nil).
  func getDefaultFormats(locale: String? = nil) -> FormatPresets? {
    guard let selected = locale ?? getLocale() else { return nil }
    return family.defaultFormats[selected]
  }

  /// The state visible to observers now.
  func getSnapshot() -> MessagevisorSnapshot {
    state.withLock { state in
      let summary = family.store.withLock { DatafileSummary($0.datafiles) }
      return Self.snapshot(of: state, summary: summary)
    }
  }

  static func snapshot(of state: InstanceState, summary: DatafileSummary) -> MessagevisorSnapshot {
    MessagevisorSnapshot(
      version: state.version,
      locale: state.locale,
      direction: state.locale.flatMap { summary.directions[$0] },
      context: state.context,
      currency: state.currency,
      timeZone: state.timeZone,
      datafileLocales: summary.locales,
      datafileRevisionsByLocale: summary.revisions
    )
  }
}

extension Messagevisor: MessagevisorEvaluating {
  /// This root instance.
  public var evaluator: MessagevisorEvaluator { MessagevisorEvaluator(self) }
}

/// Creates a root Messagevisor instance.
///
/// Every option is optional: an instance without a datafile answers default translations and
/// formats values once a locale is set. A datafile in `options` is stored first and its locale
/// becomes active; an invalid one is reported as `invalid_datafile` and never throws. Modules
/// are added in order after that. The instance reports `sdk_initialized` when it is ready.
///
///     let sdk = createMessagevisor(
///       MessagevisorOptions(
///         datafile: try DatafileContent.fromJSON(json),
///         logLevel: .warn,
///         modules: [createICUModule()]))
///     let title = try sdk.translate("inbox.title")
public func createMessagevisor(_ options: MessagevisorOptions = MessagevisorOptions())
  -> Messagevisor
{
  Messagevisor(options: options)
}
