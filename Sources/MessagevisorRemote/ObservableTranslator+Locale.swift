import Foundation
import Messagevisor

extension ObservableTranslator {
  /// Starts the loader: applies the cached, else the bundled, datafile of the locale, makes it
  /// active and, when `refresh`, syncs it in the background.
  ///
  /// Without `locale`, the locale is the device's (through the loader's `LocaleResolver`) when
  /// `followsDeviceLocale`, else the locale already active in the SDK, else
  /// `options.fallbackLocale`. When the returned source is `.none`, `isReady` stays false until
  /// a sync applies a datafile: see `ready(timeout:)`.
  ///
  ///     let source = await l10n.start()
  @discardableResult
  public func start(locale: String? = nil, refresh: Bool = true) async -> StartupSource {
    let chosen =
      locale ?? (followsDeviceLocale ? deviceLocale() : nil) ?? messagevisor.getLocale()
      ?? options.fallbackLocale
    let source = await loader.start(locale: chosen, refresh: refresh)
    await settled()
    return source
  }

  /// Switches to `locale`: its cached or bundled datafile first (active at once), then a sync
  /// with the server; stops following the device's languages (an explicit choice wins).
  ///
  /// When no source has a datafile of `locale`, the previous locale stays active, the failure
  /// is kept in `localeFailure` and returned. A call made while another is still syncing
  /// decides the locale; the earlier one returns `.superseded`. The state reflects the change
  /// when this returns.
  ///
  ///     Button("Deutsch") { Task { await l10n.setLocale("de") } }
  @discardableResult
  public func setLocale(_ locale: String) async -> LocaleChange {
    if followsDeviceLocale { followsDeviceLocale = false }
    return await changeLocale(to: locale)
  }

  /// Follows the device's preferred languages again: switches to the locale the resolver
  /// picks now and after every `NSLocale.currentLocaleDidChangeNotification`.
  ///
  /// Returns how the switch ended, as `setLocale(_:)` does.
  ///
  ///     Button("Use the device's language") { Task { await l10n.followDeviceLocale() } }
  @discardableResult
  public func followDeviceLocale() async -> LocaleChange {
    if !followsDeviceLocale { followsDeviceLocale = true }
    return await changeLocale(to: deviceLocale())
  }

  /// The locale the loader's resolver picks for `options.preferredLanguages()`, else
  /// `options.fallbackLocale`.
  public func deviceLocale() -> String {
    loader.preferredLocale(from: options.preferredLanguages()) ?? options.fallbackLocale
  }

  /// The body of `setLocale(_:)`, also run for device-locale changes.
  func changeLocale(to target: String) async -> LocaleChange {
    localeRequests &+= 1
    let request = localeRequests
    let prepared = await loader.prepareSwitch(to: target)
    guard request == localeRequests else { return .superseded }
    if prepared { activate(target) }
    let outcome = await loader.sync(locale: target)
    guard request == localeRequests else { return .superseded }
    let change: LocaleChange
    if loader.holdsDatafile(target) {
      activate(target)
      if localeFailure != nil { localeFailure = nil }
      change = .active(outcome)
    } else {
      let reason: SyncFailure? = if case .failed(let failure) = outcome { failure } else { nil }
      let failure = LocaleChangeFailure(locale: target, reason: reason)
      if localeFailure != failure { localeFailure = failure }
      change = .failed(failure)
    }
    await settled()
    return change
  }

  /// Makes `target` the SDK's active locale; the event it emits updates the state.
  private func activate(_ target: String) {
    guard messagevisor.getLocale() != target else { return }
    try? messagevisor.setLocale(target)
  }
}
