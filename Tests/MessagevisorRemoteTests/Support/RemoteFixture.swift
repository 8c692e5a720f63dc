import Foundation
import Messagevisor
import MessagevisorTestSupport

@testable import MessagevisorRemote

/// Datafile JSON used by the remote tests.
enum Datafiles {
  /// A datafile of target `ios` whose `hello` translation names its revision.
  static func json(
    revision: String,
    locale: String = "en",
    target: String = "ios",
    translations: [String: String]? = nil
  ) -> String {
    let datafile = DatafileContent(
      messagevisorVersion: "test",
      revision: revision,
      target: target,
      locale: locale,
      translations: translations ?? ["hello": "Hello \(revision)"]
    )
    return (try? datafile.toJSON(pretty: true)) ?? ""
  }

  /// A well-formed JSON document that is not a valid datafile (schema version 2).
  static func schemaTwo(revision: String) -> String {
    #"{"schemaVersion":"2","messagevisorVersion":"test","revision":""# + revision
      + #"","target":"ios","locale":"en","segments":{},"messages":{},"translations":{}}"#
  }

  /// The server path of a datafile under `TestHTTPServer.template`.
  static func path(locale: String = "en", target: String = "ios") -> String {
    "/datafiles/\(target)/\(locale).json"
  }
}

/// An SDK recording its diagnostics, a temporary cache folder and a loader wired to both.
struct RemoteFixture {
  let sdk: Messagevisor
  let diagnostics = Recorded<MessagevisorDiagnostic>()
  let cacheDirectory: URL
  let loader: DatafileLoader

  /// Builds a fixture; `configure` adjusts the options (a 5 s timeout: tests that expect a
  /// timeout set 0.5 s, the others must not fail on a busy machine).
  init(
    template: String,
    cacheDirectory: URL? = nil,
    configure: (inout DatafileLoaderOptions) -> Void = { _ in }
  ) {
    let diagnostics = self.diagnostics
    sdk = createMessagevisor(
      MessagevisorOptions(onDiagnostic: { diagnostics.append($0) }, logLevel: .debug))
    self.cacheDirectory =
      cacheDirectory
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("mv-remote-cache-\(UUID().uuidString)")
    var options = DatafileLoaderOptions(
      urlTemplate: template, target: "ios", cacheDirectory: self.cacheDirectory)
    options.timeout = 5
    configure(&options)
    loader = DatafileLoader(messagevisor: sdk, options: options)
  }

  /// Codes of the recorded diagnostics that start with `remote_`.
  var remoteCodes: [String] {
    diagnostics.values.map(\.code).filter { $0.hasPrefix("remote_") }
  }

  /// The cache the loader writes.
  var cache: LastGoodDatafileCache {
    LastGoodDatafileCache(directory: cacheDirectory, target: "ios")
  }

  /// The cached bytes of a locale, nil when absent.
  func cachedText(locale: String = "en") -> String? {
    (try? Data(contentsOf: cache.datafileURL(locale: locale))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The stored ETag of a locale, nil when absent.
  func cachedETag(locale: String = "en") -> String? {
    (try? Data(contentsOf: cache.etagURL(locale: locale))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Seeds the cache as a previous run would have left it.
  func seedCache(_ text: String, etag: String?, locale: String = "en") throws {
    try cache.write(Data(text.utf8), etag: etag, locale: locale)
  }

  /// `hello` in the active locale, nil when the SDK cannot translate at all.
  func hello() -> String? {
    try? sdk.translate("hello")
  }

  func removeCache() {
    try? FileManager.default.removeItem(at: cacheDirectory)
  }
}

/// A URL template whose server is down: a port the test process holds without listening on
/// it (`ReservedPort.down`), so every connection is refused.
func downTemplate() throws -> String {
  let port = try ReservedPort.down.get().port
  return "http://127.0.0.1:\(port)/datafiles/{target}/{locale}.json"
}
