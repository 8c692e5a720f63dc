import Foundation

/// Configuration of a `DatafileLoader`.
///
/// Only the URL template and the target are required; set the rest as properties:
///
///     var options = DatafileLoaderOptions(
///       urlTemplate: "https://cdn.example.com/{target}/{locale}.json", target: "ios")
///     options.cacheDirectory = cachesURL.appending(path: "messagevisor")
///     options.bundled = ["en": .file(enURL)]
///     options.localeFallbacks = ["de-AT": "de"]
public struct DatafileLoaderOptions: Sendable {
  /// The datafile URL; `{target}` and `{locale}` are replaced (percent-encoded).
  public var urlTemplate: String
  /// The target key substituted for `{target}`; also checked against downloaded datafiles.
  public var target: String
  /// The folder for the last good datafile per locale and its ETag; nil disables the cache.
  public var cacheDirectory: URL?
  /// Datafiles shipped with the app, by locale.
  public var bundled: [String: BundledDatafile]
  /// Locale fallbacks, e.g. `["de-AT": "de"]`, used to choose a locale.
  public var localeFallbacks: [String: String]
  /// The locales published on the server; empty means any locale.
  public var supportedLocales: [String]
  /// Seconds a request may take, from sending it to the last body byte, before it fails
  /// with `timedOut`.
  public var timeout: TimeInterval
  /// Replace (default) or merge into the SDK's stored datafile.
  public var policy: DatafileApplyPolicy
  /// Extra request headers, e.g. an API key.
  public var headers: [String: String]

  /// Creates options with no cache, nothing bundled and a 15 s timeout.
  public init(urlTemplate: String, target: String, cacheDirectory: URL? = nil) {
    self.urlTemplate = urlTemplate
    self.target = target
    self.cacheDirectory = cacheDirectory
    self.bundled = [:]
    self.localeFallbacks = [:]
    self.supportedLocales = []
    self.timeout = 15
    self.policy = .replace
    self.headers = [:]
  }
}
