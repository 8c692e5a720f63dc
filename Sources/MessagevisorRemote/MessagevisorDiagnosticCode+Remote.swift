import Messagevisor

/// The codes of the datafile loader's diagnostics, all starting with `remote_`.
extension MessagevisorDiagnosticCode {
  /// `debug`: a downloaded datafile was validated, cached and applied.
  public static let remoteSynced = Self(rawValue: "remote_synced")
  /// `debug`: the server answered `304`; the cached datafile is current.
  public static let remoteNotModified = Self(rawValue: "remote_not_modified")
  /// `warn`: a validated download could not be written to the cache.
  public static let remoteCacheWriteFailed = Self(rawValue: "remote_cache_write_failed")
  /// `warn`: the cached datafile is invalid and was ignored.
  public static let remoteCacheInvalid = Self(rawValue: "remote_cache_invalid")
  /// `error`: the bundled datafile is invalid and was ignored.
  public static let remoteBundledInvalid = Self(rawValue: "remote_bundled_invalid")
  /// `error`: the downloaded datafile was rejected (invalid, or for another locale or target).
  public static let remoteInvalidDatafile = Self(rawValue: "remote_invalid_datafile")
  /// `warn`: the download failed (URL, transport or HTTP status).
  public static let remoteSyncFailed = Self(rawValue: "remote_sync_failed")
}
