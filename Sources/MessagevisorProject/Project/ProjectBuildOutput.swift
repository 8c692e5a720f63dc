/// What building several (target, locale) datafiles at once produced (`build --json`).
package struct ProjectBuildOutput: Sendable, Hashable {
  /// A requested build that produced nothing, for the caller to report.
  package enum Skip: Sendable, Hashable {
    /// The target lists locales and the requested one is not among them (docs/decisions.md D3).
    case localeNotListed(target: String, locale: String)
  }

  /// One compact datafile JSON per built (target, locale), in build order (byte-compatible
  /// with `JSON.stringify` of the JS datafile).
  package var datafiles: [String] = []
  /// Requested builds that produced nothing.
  package var skipped: [Skip] = []
}
