import Foundation
import Messagevisor
import Observation
import Synchronization

/// Translations for SwiftUI and UIKit screens that follow remote datafiles, the locale and the
/// sync state.
///
/// An `@Observable` wrapper of a `DatafileLoader` and its `Messagevisor`: a view that calls
/// `t(_:)`, `translate(_:values:options:)`, a format helper or `read(locale:_:)` is invalidated
/// when the text it read can change (a datafile of the active locale, a locale switch, a new
/// context, currency or time zone) and only then. A sync answered with `304 Not Modified`, a
/// datafile of another locale or a failed sync leaves it alone; a view that reads `syncState`,
/// `isReady`, `locale` or `localeFailure` follows those too.
///
/// The translator is main-actor isolated; the SDK and the loader it wraps stay usable from any
/// thread, and whatever changes them (the translator, the loader's background refresh, the app
/// calling `setDatafile` itself) reaches the main actor in the order it happened.
///
///     let loader = DatafileLoader(messagevisor: createMessagevisor(), options: options)
///     let l10n = ObservableTranslator(loader: loader)
///     await l10n.start()  // cached or bundled datafile at once, then a background sync
///     Text(l10n.t("auth.signin"))
@MainActor
@Observable
public final class ObservableTranslator {
  /// The SDK instance that translates.
  @ObservationIgnored public nonisolated let messagevisor: Messagevisor
  /// The loader that feeds `messagevisor`.
  @ObservationIgnored public nonisolated let loader: DatafileLoader
  /// The configuration.
  @ObservationIgnored public nonisolated let options: ObservableTranslatorOptions

  /// The active locale (nil before any locale is set).
  public private(set) var locale: String?
  /// The loader's sync state, in the order the loader published it.
  public private(set) var syncState: SyncState
  /// Whether the SDK holds a datafile of the active locale.
  ///
  /// True at once after starting with a cached or bundled datafile; otherwise after the first
  /// sync that applies one. Until then `t(_:)` answers with default translations or keys.
  public private(set) var isReady: Bool
  /// The last locale change that found no datafile; nil after a successful change.
  public internal(set) var localeFailure: LocaleChangeFailure?
  /// Whether the translator follows the device's preferred languages (see
  /// `ObservableTranslatorOptions.followsDeviceLocale`).
  public internal(set) var followsDeviceLocale: Bool

  /// Changes whenever a text of the active locale can change; read by every tracked call
  /// without a locale of its own.
  private var activeGeneration = 0
  /// Changes whenever a text of any locale can change; read by tracked calls that name a
  /// locale.
  private var storeGeneration = 0

  /// The last SDK event version handled; older events are already in the state.
  @ObservationIgnored private var version: Int
  @ObservationIgnored private let inputs: AsyncStream<TranslatorInput>.Continuation
  @ObservationIgnored private let subscriptions = TranslatorSubscriptions()
  /// Locale changes started so far; a change whose number is no longer the last is superseded.
  @ObservationIgnored var localeRequests = 0
  /// `ready(timeout:)` calls waiting for `isReady`, by call.
  @ObservationIgnored var readyWaiters: [UUID: ReadyWaiter] = [:]
  /// The locale change started by the last device-locale notification (for tests).
  @ObservationIgnored var deviceLocaleChange: Task<LocaleChange, Never>?

  /// Wraps `loader` and its `messagevisor`; nothing is loaded until `start(locale:)` (or until
  /// the app starts the loader itself, which the translator then follows).
  ///
  ///     let l10n = ObservableTranslator(loader: loader, options: .init(followsDeviceLocale: true))
  public init(loader: DatafileLoader, options: ObservableTranslatorOptions = .init()) {
    self.loader = loader
    self.messagevisor = loader.messagevisor
    self.options = options
    self.followsDeviceLocale = options.followsDeviceLocale
    let (stream, inputs) = AsyncStream.makeStream(of: TranslatorInput.self)
    self.inputs = inputs
    // Subscribed before the snapshot: an event in between has a version the snapshot already
    // covers and is skipped.
    let unsubscribe = loader.messagevisor.on(.change) { inputs.yield(.event($0)) }
    let snapshot = loader.messagevisor.getSnapshot()
    self.version = snapshot.version
    self.locale = snapshot.locale
    self.isReady = Self.isReady(snapshot)
    self.syncState = loader.state
    subscriptions.add(unsubscribe)
    subscriptions.add(loader.stateSink { inputs.yield(.state($0)) })
    subscriptions.add(Self.observeLocaleChanges(in: options.notificationCenter, inputs: inputs))
    let loop = Task { [weak self] in
      for await input in stream {
        guard let self else { return }
        self.handle(input)
      }
    }
    subscriptions.add {
      inputs.finish()
      loop.cancel()
    }
  }

  deinit {
    subscriptions.end()
  }

  // MARK: Tracked reads

  /// Looks up `key` in the active locale (or `options.locale`) and runs it through the module
  /// pipeline; a tracked read that never throws.
  ///
  /// When the SDK cannot translate at all (no locale, no datafile, a module error, all
  /// reported as diagnostics), the answer is `options.defaultTranslation`, else the key.
  ///
  ///     Text(l10n.translate("cart.items", values: ["count": 3]))
  public func translate(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) -> String {
    track(locale: options.locale)
    do {
      return try messagevisor.translate(key, values: values, options: options)
    } catch {
      return options.defaultTranslation ?? key
    }
  }

  /// Alias of `translate(_:values:options:)`.
  ///
  ///     Text(l10n.t("auth.signin"))
  public func t(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) -> String {
    translate(key, values: values, options: options)
  }

  /// Translates a typed message (a generated accessor's); a tracked read that never throws.
  ///
  /// Same as `translate(message.key, values: message.values, options: options)`.
  public func translate(
    _ message: MessagevisorMessage,
    options: TranslateOptions = TranslateOptions()
  ) -> String {
    translate(message.key, values: message.values, options: options)
  }

  /// Alias of `translate(_:options:)` for typed messages.
  public func t(
    _ message: MessagevisorMessage,
    options: TranslateOptions = TranslateOptions()
  ) -> String {
    translate(message.key, values: message.values, options: options)
  }

  /// Runs `body` on the SDK as a tracked read: for any SDK call this type does not wrap.
  ///
  /// Pass the locale `body` names explicitly, if any, so that the read follows that locale's
  /// datafile rather than the active one.
  ///
  ///     let direction = l10n.read { try? $0.getTextDirection() }
  public func read<Result>(
    locale: String? = nil,
    _ body: (Messagevisor) throws -> Result
  ) rethrows -> Result {
    track(locale: locale)
    return try body(messagevisor)
  }

  /// Registers the generation a read depends on with the observation in progress.
  func track(locale: String?) {
    if locale == nil {
      _ = activeGeneration
    } else {
      _ = storeGeneration
    }
  }

  // MARK: The main-actor loop

  /// Waits until every input yielded before this call has been handled; the async methods
  /// end with it so that their effects are in the state when they return.
  func settled() async {
    await withCheckedContinuation { continuation in
      inputs.yield(.barrier(continuation))
    }
  }

  /// Applies one input to the observable state; a property is assigned only when it changes.
  private func handle(_ input: TranslatorInput) {
    switch input {
    case .event(let event):
      handle(event)
    case .state(let state):
      if state != syncState { syncState = state }
    case .deviceLocaleChanged:
      guard followsDeviceLocale else { return }
      deviceLocaleChange = Task { await self.changeLocale(to: self.deviceLocale()) }
    case .barrier(let continuation):
      continuation.resume()
    }
  }

  private func handle(_ event: MessagevisorEvent) {
    guard event.version > version else { return }
    version = event.version
    let now = event.snapshot
    let before = event.previousSnapshot
    var active = false
    var any = false
    if case .datafileSet(_, let datafileLocale, _, _, _) = Self.source(of: event.details) {
      any = true
      active = datafileLocale == now.locale
    }
    if now.context != before.context || now.currency != before.currency
      || now.timeZone != before.timeZone
    {
      any = true
      active = true
    }
    if now.locale != locale {
      locale = now.locale
      active = true
    }
    if active { activeGeneration &+= 1 }
    if any { storeGeneration &+= 1 }
    let ready = Self.isReady(now)
    if ready != isReady {
      isReady = ready
      if ready { resumeReadyWaiters() }
    }
  }

  /// The details of the state event a `change` event reports.
  private static func source(of details: MessagevisorEventDetails) -> MessagevisorEventDetails {
    if case .change(_, let source) = details { return source }
    return details
  }

  private static func isReady(_ snapshot: MessagevisorSnapshot) -> Bool {
    guard let locale = snapshot.locale else { return false }
    return snapshot.datafileLocales.contains(locale)
  }

  /// Observes the locale-change notification; returns the cancellation.
  private static func observeLocaleChanges(
    in center: NotificationCenter,
    inputs: AsyncStream<TranslatorInput>.Continuation
  ) -> @Sendable () -> Void {
    let token = center.addObserver(
      forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil
    ) { _ in
      inputs.yield(.deviceLocaleChanged)
    }
    let holder = Mutex<(any NSObjectProtocol)?>(token)
    return {
      if let token = holder.withLock({ $0.take() }) {
        center.removeObserver(token)
      }
    }
  }
}
