import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Collects each data task's response and body, so a transfer that breaks after the headers is
/// told apart from one that never started.
///
/// `URLSession.data(for:)` reports a body cut short (fewer bytes than `Content-Length`, then a
/// closed connection) as an opaque error on some platforms; the delegate still knows the
/// response and how many bytes arrived.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
  /// A finished transfer.
  struct Completed: Sendable {
    let data: Data
    let response: URLResponse
  }

  /// The body ended early: the headers arrived, then the transfer failed.
  struct Interrupted: Error {
    let response: HTTPURLResponse
    let received: Int
    let underlying: any Error
  }

  private struct Transfer {
    var response: URLResponse?
    var data = Data()
    let continuation: CheckedContinuation<Completed, any Error>
  }

  private let transfers = Mutex<[Int: Transfer]>([:])

  /// Runs `request` on `session` (whose delegate is this object); cancelling the calling task
  /// cancels the transfer.
  func run(_ request: URLRequest, on session: URLSession) async throws -> Completed {
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        transfers.withLock { $0[task.taskIdentifier] = Transfer(continuation: continuation) }
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    transfers.withLock { $0[dataTask.taskIdentifier]?.response = response }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfers.withLock { $0[dataTask.taskIdentifier]?.data.append(data) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    transfer.continuation.resume(with: Self.result(of: transfer, error: error))
  }

  private static func result(of transfer: Transfer, error: (any Error)?) -> Result<
    Completed, any Error
  > {
    if let error {
      guard let http = transfer.response as? HTTPURLResponse, !isTimeoutOrCancel(error) else {
        return .failure(error)
      }
      return .failure(Interrupted(response: http, received: transfer.data.count, underlying: error))
    }
    guard let response = transfer.response else {
      return .failure(URLError(.badServerResponse))
    }
    return .success(Completed(data: transfer.data, response: response))
  }

  private static func isTimeoutOrCancel(_ error: any Error) -> Bool {
    guard let urlError = error as? URLError else { return false }
    return urlError.code == .timedOut || urlError.code == .cancelled
  }
}
