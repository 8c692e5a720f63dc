import Foundation

/// A short description of why `JSONDecoder` rejected a datafile that has the datafile shape.
enum DatafileDecodingProblem {
  static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "malformed JSON" }
    switch decoding {
    case .keyNotFound(let key, let context):
      return "missing field '\(path(context.codingPath + [key]))'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "field '\(path(context.codingPath))' has the wrong type"
    case .dataCorrupted(let context):
      if let offset = (context.underlyingError as NSError?)?.userInfo[
        "NSJSONSerializationErrorIndex"]
      {
        return "malformed JSON at byte offset \(offset)"
      }
      return context.codingPath.isEmpty
        ? "malformed JSON" : "field '\(path(context.codingPath))' is invalid"
    @unknown default:
      return "malformed JSON"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
