/// Why a sync did not produce a new datafile.
public enum SyncFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL template did not expand to a valid URL.
  case invalidURL(String)
  /// No response within the configured timeout.
  case timedOut
  /// The server could not be reached or the transfer failed.
  case transport(String)
  /// The server answered with a status other than 2xx or a usable 304.
  case httpStatus(Int)
  /// The body ended before its announced `Content-Length`.
  case truncatedBody(expected: Int64, received: Int)
  /// The body is not a valid datafile (`DatafileContent.fromData` rejected it).
  case invalidDatafile(String)
  /// A valid datafile of another locale or target.
  case unexpectedDatafile(String)
  /// The sync was cancelled.
  case cancelled

  /// A one-line explanation used in diagnostics.
  public var description: String {
    switch self {
    case .invalidURL(let url): return "invalid URL: \(url)"
    case .timedOut: return "request timed out"
    case .transport(let reason): return "transport error: \(reason)"
    case .httpStatus(let status): return "HTTP status \(status)"
    case .truncatedBody(let expected, let received):
      return "truncated body: \(received) of \(expected) bytes"
    case .invalidDatafile(let reason): return "invalid datafile: \(reason)"
    case .unexpectedDatafile(let reason): return "unexpected datafile: \(reason)"
    case .cancelled: return "cancelled"
    }
  }
}
