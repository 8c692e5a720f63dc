import Foundation

/// A datafile shipped with the app, used when there is no valid cached one.
public enum BundledDatafile: Sendable, Equatable {
  /// The JSON bytes.
  case data(Data)
  /// A file URL, e.g. from `Bundle.main.url(forResource:withExtension:)`.
  case file(URL)

  /// The JSON bytes; throws when the file cannot be read.
  func load() throws -> Data {
    switch self {
    case .data(let data): return data
    case .file(let url): return try Data(contentsOf: url)
    }
  }
}
