import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Conditional HTTP GETs of datafiles over a private `URLSession`.
///
/// The session has no URL cache and ignores local cache data: revalidation is ours
/// (`If-None-Match` with the ETag stored beside the cached file), so a `304` always reaches us.
final class DatafileFetcher: Sendable {
  /// What one request produced.
  enum Response: Sendable {
    /// A complete 2xx body (not yet validated) and its ETag.
    case body(Data, etag: String?)
    /// `304 Not Modified` to our `If-None-Match`.
    case notModified
  }

  private let session: URLSession
  private let requestTimeout: TimeInterval
  private let headers: [String: String]

  init(options: DatafileLoaderOptions) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = options.requestTimeout
    configuration.timeoutIntervalForResource = options.resourceTimeout
    session = URLSession(configuration: configuration)
    requestTimeout = options.requestTimeout
    headers = options.headers
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// GETs `url`, sending `If-None-Match` when an ETag is given.
  func fetch(_ url: URL, etag: String?) async throws(SyncFailure) -> Response {
    var request = URLRequest(url: url, timeoutInterval: requestTimeout)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    if let etag {
      request.setValue(etag, forHTTPHeaderField: "If-None-Match")
    }
    let (data, response) = try await send(request)
    return try interpret(data, response, conditional: etag != nil)
  }

  private func send(_ request: URLRequest) async throws(SyncFailure) -> (Data, HTTPURLResponse) {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw Self.failure(for: error)
    }
    guard let http = response as? HTTPURLResponse else {
      throw .transport("not an HTTP response")
    }
    return (data, http)
  }

  private func interpret(_ data: Data, _ response: HTTPURLResponse, conditional: Bool)
    throws(SyncFailure) -> Response
  {
    let status = response.statusCode
    if status == 304, conditional { return .notModified }
    guard (200..<300).contains(status) else { throw .httpStatus(status) }
    let expected = response.expectedContentLength
    if expected >= 0, Self.isIdentityEncoded(response), Int64(data.count) != expected {
      throw .truncatedBody(expected: expected, received: data.count)
    }
    let etag = response.value(forHTTPHeaderField: "ETag")
    return .body(data, etag: etag?.isEmpty == false ? etag : nil)
  }

  /// True when the body is not content-encoded, so `Content-Length` counts the bytes we got.
  private static func isIdentityEncoded(_ response: HTTPURLResponse) -> Bool {
    guard let encoding = response.value(forHTTPHeaderField: "Content-Encoding") else {
      return true
    }
    return encoding.lowercased() == "identity"
  }

  /// Maps a transport error to a failure.
  static func failure(for error: any Error) -> SyncFailure {
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else {
      return .transport(error.localizedDescription)
    }
    switch urlError.code {
    case .timedOut: return .timedOut
    case .cancelled: return .cancelled
    default: return .transport(urlError.localizedDescription)
    }
  }
}
