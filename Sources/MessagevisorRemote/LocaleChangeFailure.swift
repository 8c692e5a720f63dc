/// A locale the translator could not switch to: no cached, bundled or downloaded datafile.
///
/// Shown in `ObservableTranslator.localeFailure` until a later change succeeds; the previous
/// locale stays active meanwhile.
public struct LocaleChangeFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The locale that was asked for.
  public var locale: String
  /// Why its sync failed; nil when the sync succeeded but the SDK took no datafile (it was
  /// closed).
  public var reason: SyncFailure?

  /// Creates a failure.
  public init(locale: String, reason: SyncFailure?) {
    self.locale = locale
    self.reason = reason
  }

  /// A one-line explanation, e.g. for a log.
  public var description: String {
    "no datafile for locale \(locale): \(reason?.description ?? "the SDK took none")"
  }
}
