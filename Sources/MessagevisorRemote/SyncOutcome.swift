/// The result of one `DatafileLoader.sync(locale:)`.
public enum SyncOutcome: Sendable, Equatable {
  /// A new datafile was downloaded, validated, cached and applied.
  case updated(revision: String)
  /// The server confirmed the cached datafile (`304 Not Modified`).
  case notModified(revision: String)
  /// Nothing new was applied; the datafile in use was kept.
  case failed(SyncFailure)

  /// The state a loader publishes for this outcome.
  var state: SyncState {
    switch self {
    case .updated(let revision), .notModified(let revision): return .synced(revision: revision)
    case .failed(let failure): return .failed(failure)
    }
  }
}
