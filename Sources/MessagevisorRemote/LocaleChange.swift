/// How an `ObservableTranslator.setLocale(_:)` ended.
public enum LocaleChange: Sendable, Equatable {
  /// The locale is active; the value is the outcome of its sync (a failed sync still leaves
  /// the cached or bundled datafile active).
  case active(SyncOutcome)
  /// No source had a datafile of the locale: the previous locale stays active and the
  /// failure is in `ObservableTranslator.localeFailure`.
  case failed(LocaleChangeFailure)
  /// A later locale change started before this one ended and decided the locale instead.
  case superseded
}
