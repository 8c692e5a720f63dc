import Foundation
import Messagevisor

/// Keeps a `Messagevisor` instance fed with remote datafiles, with an offline fallback.
///
/// `start(locale:)` applies the cached datafile, else the bundled one, then refreshes in the
/// background. `sync(locale:)` sends a conditional request (`If-None-Match` with the cached
/// ETag), validates the body with `DatafileContent.fromData` before anything else, writes the
/// cache atomically and only then applies the datafile. A failed, partial or invalid download
/// never replaces a good datafile. Progress is visible as `state` and `states()`; problems are
/// reported as `remote_*` diagnostics through the instance's diagnostics.
///
///     let loader = DatafileLoader(messagevisor: sdk, options: options)
///     await loader.start(locale: loader.preferredLocale() ?? "en")
public actor DatafileLoader {
  /// The instance that receives datafiles.
  public nonisolated let messagevisor: Messagevisor
  /// The configuration.
  public nonisolated let options: DatafileLoaderOptions

  let cache: LastGoodDatafileCache?
  let fetcher: DatafileFetcher
  let broadcaster = SyncStateBroadcaster()
  let diagnostics = RemoteDiagnostics()
  /// Revisions this loader applied, by locale.
  var applied: [String: String] = [:]
  /// Locales to make active once a datafile of theirs is applied.
  var pendingActivation: Set<String> = []
  var inFlight: [String: Task<SyncOutcome, Never>] = [:]
  var refreshTask: Task<Void, Never>?

  /// Creates a loader and attaches its diagnostics to `messagevisor`; nothing is loaded yet.
  ///
  /// Never throws: a problem with the options (a URL template that gives no HTTP(S) URL, an
  /// invalid bundled datafile) is reported when a datafile is loaded, as a `remote_*`
  /// diagnostic.
  ///
  ///     let loader = DatafileLoader(messagevisor: createMessagevisor(), options: options)
  public init(messagevisor: Messagevisor, options: DatafileLoaderOptions) {
    self.messagevisor = messagevisor
    self.options = options
    self.cache = options.cacheDirectory.map {
      LastGoodDatafileCache(directory: $0, target: options.target)
    }
    self.fetcher = DatafileFetcher(options: options)
    diagnostics.attach(to: messagevisor)
  }

  deinit {
    refreshTask?.cancel()
    broadcaster.finish()
  }

  /// The current sync state.
  public nonisolated var state: SyncState {
    broadcaster.current
  }

  /// The current state followed by every change; each call returns a new stream.
  public nonisolated func states() -> AsyncStream<SyncState> {
    broadcaster.stream()
  }

  /// The locale to load for the user's preferred languages, using `localeFallbacks` and
  /// `supportedLocales`; nil when none matches.
  ///
  ///     // localeFallbacks ["de-AT": "de"], supportedLocales ["en", "de"]
  ///     loader.preferredLocale(from: ["de-AT", "en"])  // "de"
  public nonisolated func preferredLocale(
    from preferred: [String] = Locale.preferredLanguages
  ) -> String? {
    let resolver = LocaleResolver(
      fallbacks: options.localeFallbacks,
      supported: options.supportedLocales
    )
    return resolver.resolve(preferred)
  }

  /// Applies the cached datafile of `locale`, else the bundled one, makes `locale` active and,
  /// when `refresh`, starts a background sync (see `waitForRefresh()`).
  ///
  /// With neither source the locale becomes active as soon as a sync applies its datafile.
  /// Never throws; returns which offline source was applied (`.none` when neither).
  ///
  ///     switch await loader.start(locale: "en") {
  ///     case .cache, .bundled: showHome()  // translations are there now
  ///     case .none: showPlaceholder()  // until the background sync applies a download
  ///     }
  @discardableResult
  public func start(locale: String, refresh: Bool = true) -> StartupSource {
    let source = applyOffline(locale: locale)
    switch source {
    case .cache: broadcaster.publish(.usingCache)
    case .bundled: broadcaster.publish(.usingBundled)
    case .none: break
    }
    activate(locale, applied: source != .none)
    if refresh {
      refreshTask?.cancel()
      refreshTask = Task { _ = await self.sync(locale: locale) }
    }
    return source
  }

  /// Waits for the background refresh started by `start(locale:refresh:)`, if any.
  public func waitForRefresh() async {
    await refreshTask?.value
  }

  /// Downloads, validates, caches and applies the datafile of `locale`.
  ///
  /// Concurrent calls for one locale share a request. On failure the datafile in use is kept;
  /// when this loader has applied nothing for the locale yet, the cached or bundled datafile
  /// is applied so the SDK has translations if any source has them. Never throws; a failure is
  /// returned as `.failed` and reported as a `remote_sync_failed` diagnostic.
  ///
  ///     if case .failed(let failure) = await loader.sync(locale: "en") {
  ///       print("kept the datafile in use:", failure)
  ///     }
  @discardableResult
  public func sync(locale: String) async -> SyncOutcome {
    if let running = inFlight[locale] {
      return await running.value
    }
    let task = Task { await self.performSync(locale: locale) }
    inFlight[locale] = task
    let outcome = await task.value
    inFlight[locale] = nil
    return outcome
  }

  /// Makes `locale` active now when its datafile was applied, else after the next apply.
  private func activate(_ locale: String, applied: Bool) {
    guard applied else {
      pendingActivation.insert(locale)
      return
    }
    pendingActivation.remove(locale)
    if messagevisor.getLocale() != locale {
      try? messagevisor.setLocale(locale)
    }
  }

  /// Hands a validated datafile to the SDK under the configured policy.
  func apply(_ datafile: DatafileContent) {
    guard !diagnostics.isClosed else { return }
    messagevisor.setDatafile(datafile, policy: options.policy)
    applied[datafile.locale] = datafile.revision
    if pendingActivation.contains(datafile.locale) {
      activate(datafile.locale, applied: true)
    }
  }
}
