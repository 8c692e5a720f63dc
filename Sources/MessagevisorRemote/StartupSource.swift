/// Which offline source `DatafileLoader.start(locale:refresh:)` applied.
public enum StartupSource: Sendable, Equatable {
  /// The last good download, read from the cache folder.
  case cache(revision: String)
  /// The datafile shipped with the app.
  case bundled(revision: String)
  /// Neither exists (or both are invalid); only the refresh can bring translations.
  case none
}
