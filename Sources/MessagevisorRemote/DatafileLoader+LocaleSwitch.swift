import Foundation
import Messagevisor

extension DatafileLoader {
  /// Readies `locale` for a switch without making it active: forgets locales waiting to become
  /// active (an explicit choice wins over a start-up still waiting for its first sync), then,
  /// when the SDK has no datafile of `locale` yet, applies the cached one, else the bundled one,
  /// and publishes `usingCache` or `usingBundled` as `start(locale:refresh:)` does.
  ///
  /// A datafile the SDK already holds is never replaced by an offline one, which may be older.
  /// Returns whether the SDK now holds a datafile of `locale`.
  func prepareSwitch(to locale: String) -> Bool {
    pendingActivation.removeAll()
    if holdsDatafile(locale) { return true }
    switch applyOffline(locale: locale) {
    case .cache: broadcaster.publish(.usingCache)
    case .bundled: broadcaster.publish(.usingBundled)
    case .none: break
    }
    return holdsDatafile(locale)
  }

  /// Registers a sink for the sync states (see `SyncStateBroadcaster.sink(_:)`).
  nonisolated func stateSink(_ sink: @escaping SyncStateBroadcaster.Sink) -> @Sendable () -> Void {
    broadcaster.sink(sink)
  }

  /// Whether the SDK holds a datafile of `locale`, whoever applied it.
  nonisolated func holdsDatafile(_ locale: String) -> Bool {
    messagevisor.getSnapshot().datafileLocales.contains(locale)
  }
}
