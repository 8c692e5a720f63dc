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
  private let delegate = TransferDelegate()
  private let timeout: TimeInterval
  private let headers: [String: String]

  init(options: DatafileLoaderOptions) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = options.timeout
    configuration.timeoutIntervalForResource = options.timeout
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    timeout = options.timeout
    headers = options.headers
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// GETs `url`, sending `If-None-Match` when an ETag is given.
  func fetch(_ url: URL, etag: String?) async throws(SyncFailure) -> Response {
    var request = URLRequest(url: url, timeoutInterval: timeout)
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
      let completed = try await withDeadline { [session, delegate] in
        try await delegate.run(request, on: session)
      }
      (data, response) = (completed.data, completed.response)
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

  /// Runs `operation`, failing with `URLError(.timedOut)` after `timeout` seconds.
  ///
  /// `URLSession`'s own timeouts are set too, but they measure idle time and are not enforced
  /// the same way on every platform (swift-corelibs-foundation lets a server that never answers
  /// hold a request); this deadline bounds the whole transfer everywhere.
  private func withDeadline<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let timeout = timeout
    return try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask(operation: operation)
      group.addTask {
        try await Task.sleep(for: .seconds(timeout))
        throw URLError(.timedOut)
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw URLError(.timedOut) }
      return first
    }
  }

  /// True when the body is not content-encoded, so `Content-Length` counts the bytes we got.
  private static func isIdentityEncoded(_ response: HTTPURLResponse) -> Bool {
    guard let encoding = response.value(forHTTPHeaderField: "Content-Encoding") else {
      return true
    }
    return encoding.lowercased() == "identity"
  }

  /// A transfer that broke after the headers: truncated when a longer body was announced.
  private static func interruption(_ interrupted: TransferDelegate.Interrupted) -> SyncFailure {
    let expected = interrupted.response.expectedContentLength
    if expected >= 0, Int64(interrupted.received) < expected {
      return .truncatedBody(expected: expected, received: interrupted.received)
    }
    return failure(for: interrupted.underlying)
  }

  /// Maps a transport error to a failure.
  static func failure(for error: any Error) -> SyncFailure {
    if error is CancellationError { return .cancelled }
    if let interrupted = error as? TransferDelegate.Interrupted {
      return interruption(interrupted)
    }
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
