/// Where a `DatafileLoader` stands; observed through `state` and `states()`.
///
/// The datafile in use never gets worse: after `failed` the SDK keeps whatever it had (a
/// fresher download, the cache or the bundled datafile).
public enum SyncState: Sendable, Equatable {
  /// Nothing has happened yet.
  case idle
  /// A request is in flight.
  case syncing
  /// The server's datafile is applied (downloaded now or confirmed by `304 Not Modified`).
  case synced(revision: String)
  /// Start-up applied the cached datafile; a refresh may follow.
  case usingCache
  /// Start-up applied the bundled datafile; a refresh may follow.
  case usingBundled
  /// The last sync failed; the datafile in use was kept.
  case failed(SyncFailure)
}
